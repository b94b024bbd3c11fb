"""Hold'em hand ranges: the usual notation, and equity of hands against ranges.

A range is a comma-separated list of tokens:

- ``AKs`` (suited, 4 combinations), ``AKo`` (offsuit, 12), ``AK`` (both, 16), ``TT`` (a
  pair, 6); ``AsKs`` or ``As Ks`` (one exact combination);
- ``TT+`` (tens or better), ``A5s+`` (A5s up to AKs: the kicker climbs), ``K9+``;
- ``A5s-A2s`` (kickers 5 down to 2), ``TT-77`` (pairs), ``JTs-76s`` (connectors with the
  same gap);
- ``random`` (or ``any``): every one of the 1,326 starting hands;
- a weight after a colon, ``AKs:0.5`` (between 0 and 1; 1 when left out). A combination
  named twice takes the weight of its last token.

Ranks may be written in either case; ``s`` and ``o`` say suited and offsuit. A bad token is
a :class:`~pokerrank.errors.RangeError` that shows where it is in the string.

:func:`range_equity` gives each player's equity when some players hold ranges: every
combination of the players' hands that does not share a card (with each other, the board
or the dead cards) counts in proportion to the product of its weights — exact card
removal — and each is dealt out exactly, or the whole is sampled.

>>> r = parse_range("QQ+, AKs:0.5")
>>> len(r), r.weight_of("As Ks"), r.weight_of("Qc Qd")
(22, 0.5, 1.0)
>>> result = range_equity(["As Ks", "QQ+"], board="2c 7d 9h Ts")
>>> round(result.players[0].equity, 4), result.players[1].combos
(0.0852, 18)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any, Final

from pokerrank.cards import Card, CardsLike, format_cards, parse_cards
from pokerrank.equity import (
    _deal_count,
    _fresh_seed,
    _layout,
    _plan,
    _run_exact,
    _run_sampled,
    _summaries,
)
from pokerrank.errors import DealError, PokerRankError, RangeError, TooManyDealsError
from pokerrank.games import Game, get_game

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["HandRange", "RangeEquityResult", "RangePlayerEquity", "parse_range", "range_equity"]

_RANKS: Final = "23456789TJQKA"
_SIMPLE: Final = re.compile(r"^([2-9TJQKA])([2-9TJQKA])([SO])?(\+)?$")
_SPAN: Final = re.compile(r"^([2-9TJQKA])([2-9TJQKA])([SO])?-([2-9TJQKA])([2-9TJQKA])([SO])?$")
_EXACT: Final = re.compile(r"^[2-9TJQKA][CDHS♣♦♥♠♧♢♡♤][2-9TJQKA][CDHS♣♦♥♠♧♢♡♤]$")

Combo = tuple[int, int]
"""Two card codes, the higher first."""


@dataclass(frozen=True)
class HandRange:
    """A weighted set of two-card starting hands."""

    text: str
    combos: tuple[Combo, ...]
    weights: tuple[float, ...]

    def __len__(self) -> int:
        return len(self.combos)

    def weight_of(self, cards: CardsLike) -> float:
        """The weight of one combination (0.0 when it is not in the range)."""
        a, b = sorted((int(c) for c in parse_cards(cards)), reverse=True)
        return dict(zip(self.combos, self.weights, strict=True)).get((a, b), 0.0)


def _pair(rank: int) -> list[Combo]:
    return [(rank * 4 + s1, rank * 4 + s2) for s1 in range(3, -1, -1) for s2 in range(s1 - 1, -1, -1)]


def _two(high: int, low: int, suited: str | None) -> list[Combo]:
    out = []
    for s1 in range(4):
        for s2 in range(4):
            if (suited == "S" and s1 != s2) or (suited == "O" and s1 == s2):
                continue
            out.append((high * 4 + s1, low * 4 + s2))
    return out


def _hands(high: int, low: int, suited: str | None, fail: Callable[[str], RangeError]) -> list[Combo]:
    if high == low:
        if suited:
            raise fail("a pair is neither suited nor offsuit")
        return _pair(high)
    return _two(max(high, low), min(high, low), suited)


def _token(token: str, fail: Callable[[str], RangeError]) -> list[Combo]:
    upper = token.upper()
    if upper in ("RANDOM", "ANY", "100%"):
        return [(a, b) for a in range(52) for b in range(a)]
    if _EXACT.match(upper):
        try:
            cards = parse_cards(token)
        except PokerRankError as exc:
            raise fail(str(exc)) from None
        a, b = sorted((int(c) for c in cards), reverse=True)
        return [(a, b)]
    m = _SIMPLE.match(upper)
    if m:
        r1, r2 = _RANKS.index(m[1]), _RANKS.index(m[2])
        suited, plus = m[3], m[4]
        if not plus:
            return _hands(r1, r2, suited, fail)
        if r1 == r2:
            return [c for r in range(r1, 13) for c in _hands(r, r, suited, fail)]
        high, low = max(r1, r2), min(r1, r2)
        return [c for k in range(low, high) for c in _hands(high, k, suited, fail)]
    m = _SPAN.match(upper)
    if m:
        a1, a2, s_a, b1, b2, s_b = m.groups()
        if s_a != s_b:
            raise fail("both ends of a span must say the same suited/offsuit")
        x1, x2, y1, y2 = (_RANKS.index(r) for r in (a1, a2, b1, b2))
        x1, x2 = max(x1, x2), min(x1, x2)
        y1, y2 = max(y1, y2), min(y1, y2)
        if x1 == x2 and y1 == y2:  # pairs
            return [c for r in range(min(x1, y1), max(x1, y1) + 1) for c in _hands(r, r, s_a, fail)]
        if x1 == x2 or y1 == y2:
            raise fail("a span joins two pairs or two hands of the same kind")
        if x1 == y1:  # same top card, the kicker moves
            return [c for k in range(min(x2, y2), max(x2, y2) + 1) for c in _hands(x1, k, s_a, fail)]
        if x1 - x2 == y1 - y2:  # connectors with one gap
            gap = x1 - x2
            return [c for top in range(min(x1, y1), max(x1, y1) + 1) for c in _hands(top, top - gap, s_a, fail)]
        raise fail("a span keeps either the top card or the gap between the cards")
    raise fail("expected a hand like AKs, AKo, AK, TT, TT+, A5s+, A5s-A2s, AsKs or random")


def parse_range(text: str | HandRange) -> HandRange:
    """Parse a range such as ``"QQ+, AKs, A5s-A2s:0.5"``.

    >>> len(parse_range("TT+")), len(parse_range("A5s-A2s")), len(parse_range("random"))
    (30, 16, 1326)
    >>> parse_range("QQ+, AKx")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerrank.errors.RangeError: bad range token 'AKx' at position 6 of 'QQ+, AKx': expected a hand like ...
    """
    if isinstance(text, HandRange):
        return text
    if not isinstance(text, str):
        raise RangeError(f"a range is written as a string, got {text!r}")
    weights: dict[Combo, float] = {}
    position = 0
    for part in text.split(","):
        start = position + len(part) - len(part.lstrip())
        position += len(part) + 1
        raw = part.strip()
        if not raw:
            if text.strip():
                raise RangeError(f"empty range token at position {start + 1} of {text!r}")
            continue

        def fail(why: str, raw: str = raw, start: int = start) -> RangeError:
            return RangeError(f"bad range token {raw!r} at position {start + 1} of {text!r}: {why}")

        body, _, weight_text = raw.partition(":")
        weight = 1.0
        if weight_text:
            try:
                weight = float(weight_text)
            except ValueError:
                raise fail(f"the weight {weight_text!r} is not a number") from None
            if not 0.0 <= weight <= 1.0:
                raise fail(f"the weight {weight_text} is not between 0 and 1")
        for combo in _token("".join(body.split()), fail):
            weights[combo] = weight
    if not weights:
        raise RangeError(f"the range {text!r} holds no hands")
    kept = [(c, w) for c, w in weights.items() if w > 0]
    return HandRange(text, tuple(c for c, _ in kept), tuple(w for _, w in kept))


# -- equity with ranges ---------------------------------------------------------------------


@dataclass(frozen=True)
class RangePlayerEquity:
    """One player's result against the others' ranges.

    ``combos``: the player's combinations left after removing the board and dead cards;
    ``win`` and ``tie``: the (weighted) probabilities of taking the whole pot alone and
    of sharing it.
    """

    player: str
    range: str
    combos: int
    equity: float
    std_error: float
    win: float
    tie: float


@dataclass(frozen=True)
class RangeEquityResult:
    """Equities with ranges; ``matchups`` is the number of card-disjoint hand combinations
    enumerated (exact), ``deals`` the deals enumerated or sampled in all."""

    game: str
    board: str
    dead: str
    exact: bool
    matchups: int
    deals: int
    players: tuple[RangePlayerEquity, ...]
    seed: int | None = None
    interrupted: bool = False

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON."""
        return asdict(self)


def _matchups(ranges: Sequence[HandRange], blocked: int) -> list[tuple[int, ...]]:
    """Indexes of every card-disjoint choice of one combination per player."""
    masks = [[(1 << a) | (1 << b) for a, b in r.combos] for r in ranges]
    out: list[tuple[int, ...]] = []

    def walk(p: int, used: int, chosen: tuple[int, ...]) -> None:
        if p == len(ranges):
            out.append(chosen)
            return
        for i, m in enumerate(masks[p]):
            if not m & used:
                walk(p + 1, used | m, (*chosen, i))

    walk(0, blocked, ())
    return out


def range_equity(
    players: Sequence[str | HandRange],
    board: CardsLike = "",
    dead: CardsLike = "",
    *,
    game: str | Game = "holdem",
    samples: int | None = None,
    seed: int | None = None,
    max_deals: int = 1 << 34,
    progress: Callable[[int, int], None] | None = None,
    interruptible: bool = False,
) -> RangeEquityResult:
    """Equity of hands and ranges against each other (Hold'em-style games, two hole cards).

    Each entry of ``players`` is a range (``"QQ+, AKs"``), exact cards (``"As Ks"``), or a
    :class:`HandRange`. Exact by default: every card-disjoint matchup, weighted by the
    product of its weights, with every board; ``samples=N`` samples matchups and boards
    together from ``seed``.

    >>> r = range_equity(["As Ks", "Qd Qc"])
    >>> round(r.players[0].equity, 6), r.matchups
    (0.462145, 1)
    """
    spec = get_game(game)
    if spec.hole_cards != 2 or not spec.board_cards or spec.split:
        raise DealError(f"hand ranges are for two-card board games such as Hold'em, not {spec.title}")
    if len(players) < 2:
        raise DealError(f"equity needs at least two players, got {len(players)}")
    ranges = []
    for i, player in enumerate(players):
        try:
            ranges.append(parse_range(player))
        except RangeError as exc:
            raise RangeError(f"player {i + 1}: {exc}") from None
    plan = _plan(spec, ["" for _ in ranges], board, dead, ranged=[True] * len(ranges))
    blocked_cards = [int(c) for c in (*plan.board, *plan.dead)]
    for i, r in enumerate(ranges):
        for a, b in r.combos:
            if a not in spec.deck.codes or b not in spec.deck.codes:
                deck = spec.deck.description
                raise RangeError(
                    f"player {i + 1}'s range {r.text!r} holds {format_cards([a, b])}, not in the {deck} deck"
                )
    blocked = sum(1 << c for c in blocked_cards)
    live = []
    for r in ranges:
        keep = [(c, w) for c, w in zip(r.combos, r.weights, strict=True) if not ((1 << c[0]) | (1 << c[1])) & blocked]
        live.append(HandRange(r.text, tuple(c for c, _ in keep), tuple(w for _, w in keep)))
    for i, r in enumerate(live):
        if not r.combos:
            raise RangeError(
                f"player {i + 1}'s range {r.text!r} has no hand left once the board and dead cards are out"
            )
    names = [f"player {i + 1}" for i in range(len(live))]
    n = len(live)
    if samples is None:
        matchups = _matchups(live, blocked)
        if not matchups:
            raise DealError("the ranges leave no deal: every choice of hands shares a card")
        per = _deal_count(len(spec.deck) - len(blocked_cards) - 2 * n, [spec.board_cards - len(plan.board)])
        if per * len(matchups) > max_deals:
            raise TooManyDealsError(
                f"an exact answer would enumerate {len(matchups):,} matchups x {per:,} boards; "
                "give samples=N for a Monte Carlo estimate"
            )
        share = [0.0] * n
        win = [0.0] * n
        tie = [0.0] * n
        total_weight = 0.0
        for step, chosen in enumerate(matchups):
            hands = [[Card(c) for c in live[p].combos[i]] for p, i in enumerate(chosen)]
            weight = 1.0
            for p, i in enumerate(chosen):
                weight *= live[p].weights[i]
            counts, deals = _run_exact(_layout(plan, hands))
            for p, s in enumerate(_summaries(counts, n, False)):
                share[p] += weight * float(s["share"] / deals)
                win[p] += weight * s["wins"] / deals
                tie[p] += weight * s["ties"] / deals
            total_weight += weight
            if progress is not None:
                progress(step + 1, len(matchups))
        results = tuple(
            RangePlayerEquity(names[p], live[p].text, len(live[p]), share[p] / total_weight, 0.0,
                              win[p] / total_weight, tie[p] / total_weight)
            for p in range(n)
        )  # fmt: skip
        return RangeEquityResult(
            spec.name, format_cards(plan.board), format_cards(plan.dead), True, len(matchups),
            per * len(matchups), results,
        )  # fmt: skip
    # Monte Carlo: matchups drawn in proportion to their weights (rejecting shared cards)
    import numpy as np

    if not _matchups_exist(live, blocked):
        raise DealError("the ranges leave no deal: every choice of hands shares a card")
    layout = _layout(plan, [() for _ in live], ranged=[True] * n)
    cards = [np.array(r.combos, dtype=np.int64).reshape(-1, 2) for r in live]
    masks = [(np.int64(1) << c[:, 0]) | (np.int64(1) << c[:, 1]) for c in cards]
    cumulative = [np.cumsum(np.array(r.weights)) for r in live]

    def sampler(rng: Any, batch: int) -> npt.NDArray[np.int64]:
        out = np.empty((batch, n, 2), dtype=np.int64)
        filled = 0
        while filled < batch:
            want = batch - filled
            picks = [np.searchsorted(cum, rng.random(want) * cum[-1], side="right") for cum in cumulative]
            used = np.zeros(want, dtype=np.int64)
            good = np.ones(want, dtype=bool)
            for p in range(n):
                m = masks[p][picks[p]]
                good &= (used & m) == 0
                used |= m
            k = int(good.sum())
            for p in range(n):
                out[filled : filled + k, p] = cards[p][picks[p][good]]
            filled += k
        return out

    used_seed = _fresh_seed() if seed is None else int(seed)
    counts, done, interrupted = _run_sampled(
        layout, samples, used_seed, progress, interruptible, range_sampler=sampler, ranged=[True] * n
    )
    summaries = _summaries(counts, n, False)
    sampled: list[RangePlayerEquity] = []
    for p, s in enumerate(summaries):
        mean = s["share"] / done
        variance = float(s["square"] / done - mean * mean)
        sampled.append(
            RangePlayerEquity(names[p], live[p].text, len(live[p]), float(mean), (max(variance, 0.0) / done) ** 0.5,
                              s["wins"] / done, s["ties"] / done)
        )  # fmt: skip
    return RangeEquityResult(
        spec.name, format_cards(plan.board), format_cards(plan.dead), False, 0, done, tuple(sampled),
        used_seed, interrupted,
    )  # fmt: skip


def _matchups_exist(ranges: Sequence[HandRange], blocked: int) -> bool:
    masks = [[(1 << a) | (1 << b) for a, b in r.combos] for r in ranges]

    def walk(p: int, used: int) -> bool:
        if p == len(ranges):
            return True
        return any(not m & used and walk(p + 1, used | m) for m in masks[p])

    return walk(0, blocked)
