"""Result types of the preflop tables and their file format.

A table file is one JSON document::

    {"format": "pokerrank.preflop-table", "format_version": 1,
     "table": "vs-random" | "matchups", "game": "holdem", "ranking": "high",
     "method": "exact" | "monte-carlo", "samples": null | N, "seed": null | S,
     "pokerrank_version": "0.2.0", "classes": [...], "combos": [...],
     "wins": ..., "ties": ..., "losses": ..., "equity": ..., ...}

It says what was computed (``table``, ``game``, ``classes``), how (``method``, ``samples``
and ``seed``; ``counted`` in words) and with which pokerrank version. Every count is an
integer; ``equity`` is derived from them, (wins + ties / 2) / (wins + ties + losses).
Nothing in it depends on where the job ran, so a job run in this process and on a Dask
cluster writes the same bytes.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from pokerrank._checks import plainly, shorten
from pokerrank.errors import FormatError, RangeError, UnknownPlayerError
from pokerrank.formats import FORMATS, PREFLOP_TABLE
from pokerrank.registry import did_you_mean

__all__ = ["FORMAT", "FORMAT_VERSION", "ComboCounts", "Counts", "MatchupResult", "VsRandomResult", "load"]

FORMAT: Final = PREFLOP_TABLE
FORMAT_VERSION: Final = FORMATS[PREFLOP_TABLE]


@dataclass(frozen=True)
class Counts:
    """Showdowns won, tied and lost, and what they give.

    >>> c = Counts(3, 2, 5)
    >>> c.total, c.equity
    (10, 0.4)
    """

    wins: int
    ties: int
    losses: int

    @property
    def total(self) -> int:
        """Every showdown counted."""
        return self.wins + self.ties + self.losses

    @property
    def equity(self) -> float:
        """The share of the pot: a tie is half a win."""
        return (self.wins + self.ties / 2) / self.total if self.total else 0.0

    @property
    def std_error(self) -> float:
        """The standard error of :attr:`equity` when the showdowns are independent samples."""
        n = self.total
        if n < 2:
            return 0.0
        mean = self.equity
        second = (self.wins + self.ties / 4) / n
        return math.sqrt(max(second - mean * mean, 0.0) / n)


@dataclass(frozen=True)
class ComboCounts:
    """The counts of one hole pair against another: ``hero`` and ``villain`` as card text."""

    hero: str
    villain: str
    counts: Counts


def _method(exact: bool) -> str:
    return "exact" if exact else "monte-carlo"


def _header(
    table: str, game: str, ranking: str, exact: bool, samples: int | None, seed: int | None, version: str
) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "table": table,
        "game": game,
        "ranking": ranking,
        "method": _method(exact),
        "samples": samples,
        "seed": seed,
        "pokerrank_version": version,
    }


@dataclass(frozen=True)
class VsRandomResult:
    """Each starting-hand class against one random hand, all-in before the flop.

    ``wins[k]``, ``ties[k]``, ``losses[k]``: showdowns of class ``classes[k]`` summed over its
    ``combos[k]`` combinations. Exact: over every opponent hand and every board, so each
    combination counts C(deck - 2, 2) x C(deck - 4, 5) showdowns (2,097,572,400 in Hold'em).
    Monte Carlo: ``samples`` showdowns per class drawn from ``seed``.
    """

    game: str
    ranking: str
    classes: tuple[str, ...]
    combos: tuple[int, ...]
    wins: tuple[int, ...]
    ties: tuple[int, ...]
    losses: tuple[int, ...]
    exact: bool
    samples: int | None
    seed: int | None
    version: str

    def _k(self, hand: str) -> int:
        try:
            return self.classes.index(_normal(hand))
        except ValueError:
            hint = did_you_mean(hand, self.classes)
            message = f"no starting-hand class {shorten(hand)} in this {self.game} table{hint}"
            raise UnknownPlayerError(message) from None

    def __getitem__(self, hand: str) -> Counts:
        k = self._k(hand)
        return Counts(self.wins[k], self.ties[k], self.losses[k])

    def equity(self, hand: str) -> float:
        """The equity of ``hand`` (a class name such as ``"AKs"``) against a random hand."""
        return self[hand].equity

    def per_combo(self, hand: str) -> Counts:
        """The counts of one combination of ``hand`` (exact tables: every combination of a
        class counts the same, by suit symmetry)."""
        k = self._k(hand)
        n = self.combos[k]
        return Counts(self.wins[k] // n, self.ties[k] // n, self.losses[k] // n)

    def grid(self) -> list[list[float]]:
        """The equities in the starting-hand grid (13 x 13 in Hold'em): rows and columns from
        the ace down, pairs on the diagonal, suited hands above it, offsuit below.

        >>> r = VsRandomResult("toy", "high", ("AA", "AKs", "AKo", "KK"), (6, 4, 12, 6),
        ...                    (3, 2, 1, 1), (0, 0, 0, 0), (1, 2, 3, 3), True, None, None, "0")
        >>> r.grid()
        [[0.75, 0.5], [0.25, 0.25]]
        """
        return _grid([Counts(*c).equity for c in zip(self.wins, self.ties, self.losses, strict=True)])

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data in the table file format (see the module docstring)."""
        data = _header("vs-random", self.game, self.ranking, self.exact, self.samples, self.seed, self.version)
        data["counted"] = (
            "each class's combinations against every opponent hand on every board"
            if self.exact
            else "showdowns per class: a combination of the class, a random opponent hand and board"
        )
        data["classes"] = list(self.classes)
        data["combos"] = list(self.combos)
        data["wins"] = list(self.wins)
        data["ties"] = list(self.ties)
        data["losses"] = list(self.losses)
        data["equity"] = [round(Counts(*c).equity, 12) for c in zip(self.wins, self.ties, self.losses, strict=True)]
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> VsRandomResult:
        """Read back :meth:`to_dict`'s data."""
        _check(data, "vs-random")
        return cls(
            data["game"], data["ranking"], tuple(data["classes"]), tuple(data["combos"]),
            tuple(data["wins"]), tuple(data["ties"]), tuple(data["losses"]),
            data["method"] == "exact", data["samples"], data["seed"], data["pokerrank_version"],
        )  # fmt: skip

    def save(self, path: str | Path) -> Path:
        """Write the table file (JSON) to ``path``."""
        return _save(self.to_dict(), path)


@dataclass(frozen=True)
class MatchupResult:
    """Every pair of starting-hand classes, heads-up, all-in before the flop.

    ``wins[x][y]``: showdowns that a combination of ``classes[x]`` wins against a disjoint
    combination of ``classes[y]``, summed over all such pairs of combinations (exact: and
    over every board; Monte Carlo: ``samples`` showdowns per pair of classes). The suit-
    averaged equity of x against y is :meth:`equity`. ``per_combo``, when asked for, holds
    the counts of every pair of combinations.
    """

    game: str
    ranking: str
    classes: tuple[str, ...]
    combos: tuple[int, ...]
    wins: tuple[tuple[int, ...], ...]
    ties: tuple[tuple[int, ...], ...]
    losses: tuple[tuple[int, ...], ...]
    exact: bool
    samples: int | None
    seed: int | None
    version: str
    per_combo: tuple[ComboCounts, ...] | None = None

    def _k(self, hand: str) -> int:
        try:
            return self.classes.index(_normal(hand))
        except ValueError:
            hint = did_you_mean(hand, self.classes)
            raise UnknownPlayerError(
                f"no starting-hand class {shorten(hand)} in this table ({len(self.classes)} classes){hint}"
            ) from None

    def __getitem__(self, pair: tuple[str, str]) -> Counts:
        x, y = self._k(pair[0]), self._k(pair[1])
        return Counts(self.wins[x][y], self.ties[x][y], self.losses[x][y])

    def equity(self, hero: str, villain: str) -> float:
        """The suit-averaged equity of class ``hero`` against class ``villain``."""
        return self[hero, villain].equity

    def grid(self, hero: str) -> list[list[float | None]]:
        """``hero``'s equity against each class, laid out as the starting-hand grid of the
        game (None where a class is not in this table)."""
        from pokerrank.games import get_game
        from pokerrank.preflop._classes import class_set

        x = self._k(hero)
        everything = class_set(min(get_game(self.game).deck.codes) >> 2).names
        row = {name: self.equity(self.classes[x], name) for name in self.classes}
        return _grid([row.get(name) for name in everything])

    def combos_of(self, hero: str, villain: str) -> tuple[ComboCounts, ...]:
        """The per-combination counts of ``hero`` against ``villain`` (needs ``per_combo``)."""
        if self.per_combo is None:
            raise RangeError("this table was computed without per_combo=True")
        from pokerrank.preflop._classes import class_of_text

        x, y = self.classes[self._k(hero)], self.classes[self._k(villain)]
        return tuple(c for c in self.per_combo if class_of_text(c.hero) == x and class_of_text(c.villain) == y)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data in the table file format (see the module docstring)."""
        data = _header("matchups", self.game, self.ranking, self.exact, self.samples, self.seed, self.version)
        data["counted"] = (
            "every pair of disjoint combinations of the two classes on every board"
            if self.exact
            else "showdowns per pair of classes: two disjoint combinations and a random board"
        )
        data["classes"] = list(self.classes)
        data["combos"] = list(self.combos)
        data["wins"] = [list(r) for r in self.wins]
        data["ties"] = [list(r) for r in self.ties]
        data["losses"] = [list(r) for r in self.losses]
        data["equity"] = [
            [round(Counts(w, t, lo).equity, 12) for w, t, lo in zip(rw, rt, rl, strict=True)]
            for rw, rt, rl in zip(self.wins, self.ties, self.losses, strict=True)
        ]
        if self.per_combo is not None:
            data["per_combo"] = [
                {"hero": c.hero, "villain": c.villain, "wins": c.counts.wins, "ties": c.counts.ties,
                 "losses": c.counts.losses}
                for c in self.per_combo
            ]  # fmt: skip
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> MatchupResult:
        """Read back :meth:`to_dict`'s data."""
        _check(data, "matchups")
        per = data.get("per_combo")
        return cls(
            data["game"], data["ranking"], tuple(data["classes"]), tuple(data["combos"]),
            _rows(data["wins"]), _rows(data["ties"]), _rows(data["losses"]),
            data["method"] == "exact", data["samples"], data["seed"], data["pokerrank_version"],
            None if per is None else tuple(
                ComboCounts(c["hero"], c["villain"], Counts(c["wins"], c["ties"], c["losses"])) for c in per
            ),
        )  # fmt: skip

    def save(self, path: str | Path) -> Path:
        """Write the table file (JSON) to ``path``."""
        return _save(self.to_dict(), path)


def _grid(values: Sequence[Any]) -> list[list[Any]]:
    size = math.isqrt(len(values))
    return [list(values[i * size : (i + 1) * size]) for i in range(size)]


def _rows(rows: Sequence[Sequence[int]]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(r) for r in rows)


def _normal(hand: str) -> str:
    text = hand.strip().upper().replace("10", "T")
    return text[:2] + text[2:].lower()


def _check(data: Mapping[str, Any], table: str) -> None:
    if not isinstance(data, Mapping):
        raise FormatError(f"a preflop table is a JSON object, got {plainly(data)}")
    if data.get("format") != FORMAT:
        raise FormatError(f"not a preflop table: format {shorten(data.get('format'))}, expected {FORMAT!r}")
    version = data.get("format_version")
    if not isinstance(version, int) or not 1 <= version <= FORMAT_VERSION:
        readable = f"1 to {FORMAT_VERSION}"
        raise FormatError(f"{FORMAT} version {shorten(version)} is not one this pokerrank reads ({readable})")
    if data.get("table") != table:
        raise FormatError(f"expected a {table!r} table, got {shorten(data.get('table'))}")


def _save(data: dict[str, Any], path: str | Path) -> Path:
    target = Path(path)
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False) + "\n"
    tmp = target.with_name(target.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(target)
    return target


def load(path: str | Path) -> VsRandomResult | MatchupResult:
    """Read a table file written by ``save`` (or by ``--out``)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise FormatError(f"cannot read a preflop table from {shorten(str(path), 80)}: {exc}") from None
    table = data.get("table") if isinstance(data, dict) else None
    if table == "matchups":
        return MatchupResult.from_dict(data)
    return VsRandomResult.from_dict(data)
