"""Helpers shared by the test modules: one way to run the command line, and the brute-force
reference that decides a complete deal from the rules alone.

Also one tally of a room's audit on the shared files (``room_tally``).

Import them as ``from _helpers import run_cli, shares`` (pytest puts ``tests/`` on the path,
as it does for ``conftest``).
"""

from __future__ import annotations

import importlib.util
import itertools
import random
import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations
from pathlib import Path
from types import ModuleType
from typing import Any

from click.testing import CliRunner

from pokerrank.cards import parse_cards
from pokerrank.cli import cli
from pokerrank.games import Game, Side
from pokerrank.pots import Rake

__all__ = ["RoomTally", "play_randomly", "room_tally", "run_cli", "shares", "side_strength"]


@dataclass
class RoomTally:
    """A folder's audit, counted: outcomes, (site, game, outcome) triples, the reasons of the
    NOT AUDITABLE hands, and the ids of the MISMATCH hands."""

    outcomes: Counter[str] = field(default_factory=Counter)
    by_game: Counter[tuple[str, str, str]] = field(default_factory=Counter)
    reasons: Counter[str] = field(default_factory=Counter)
    mismatched: set[str] = field(default_factory=set)


def room_tally(folder: Path, mismatch_reason: str | None = "payout") -> RoomTally:
    """Every hand under ``folder`` audited and counted; each MISMATCH must have
    ``mismatch_reason`` (None: any)."""
    from pokerrank.handhistory import audit
    from pokerrank.handhistory.verdicts import Outcome

    tally = RoomTally()
    for verdict in audit(folder):
        tally.outcomes[verdict.outcome.value] += 1
        tally.by_game[(verdict.hand.site, verdict.hand.game or "?", verdict.outcome.value)] += 1
        if verdict.outcome is Outcome.MISMATCH:
            tally.mismatched.add(verdict.hand.hand_id)
            assert mismatch_reason is None or verdict.reason == mismatch_reason, verdict.detail
        elif verdict.outcome is Outcome.NOT_AUDITABLE:
            tally.reasons[verdict.reason or ""] += 1
    return tally


def run_cli(*args: str, stdin: str | bytes | None = None, columns: int | None = None) -> tuple[int, str, str]:
    """``pokerrank *args`` through click's runner: (exit status, standard output, standard
    error). ``stdin``: what standard input holds; ``columns``: the terminal's width (wide
    enough, no table wraps a name across two lines)."""
    env = None if columns is None else {"COLUMNS": str(columns)}
    result = CliRunner(env=env).invoke(cli, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


# -- the brute-force reference: a complete deal decided by the scalar API, side by side ------


def side_strength(side: Side, hole: Sequence[Any], board: Sequence[Any]) -> int:
    """A player's strength for one side of the game at a complete deal, from the rules: the
    best of every combination the side lets play (exactly ``side.hole`` hole cards and
    ``side.board`` board cards, or the best seven of all of them when any number plays);
    0 when the hand does not qualify."""
    ranking = side.get_ranking()
    cards = [*hole, *board]
    if side.hole is None:
        best = (
            ranking.strength_of(cards)
            if len(cards) <= 7
            else max(ranking.strength_of(seven) for seven in combinations(cards, 7))
        )
    else:
        best = max(
            ranking.strength_of([hole[i] for i in h] + [board[j] for j in b])
            for h in combinations(range(len(hole)), side.hole)
            for b in combinations(range(len(board)), side.board)
        )
    if side.qualifier is not None and best < ranking.strength_of(parse_cards(side.qualifier.worst)):
        return 0
    return best


def shares(game: Game, holes: Sequence[Sequence[Any]], board: Sequence[Any]) -> list[Fraction]:
    """Each player's share of the pot (fractions) at one complete deal: the first side's
    best hands split the pot, or half of it when a second side (the low) has a qualifying
    hand, whose best split the other half."""
    n = len(holes)
    per_side = [[side_strength(side, hole, board) for hole in holes] for side in game.sides]
    high = per_side[0]
    winners = [p for p in range(n) if high[p] == max(high)]
    out = [Fraction(0)] * n
    if len(per_side) > 1 and max(per_side[1]) > 0:
        low = per_side[1]
        low_winners = [p for p in range(n) if low[p] == max(low)]
        for p in winners:
            out[p] += Fraction(1, 2 * len(winners))
        for p in low_winners:
            out[p] += Fraction(1, 2 * len(low_winners))
    else:
        for p in winners:
            out[p] += Fraction(1, len(winners))
    return out


def play_randomly(hand: Any, rng: random.Random, chip: int = 1) -> None:
    """Play an engine hand to its end with random legal actions (:func:`play_randomly_once`)."""
    while not hand.over:
        play_randomly_once(hand, rng, chip)


def play_randomly_once(hand: Any, rng: random.Random, chip: int = 1) -> None:
    """One random legal action: a bet or raise to the least or the most in limit, any amount
    between in whole ``chip`` (the smallest one, E14) or all in in the other structures, a draw
    of any count, a board run as many times as the players may agree to."""
    legal = hand.legal()
    choice = rng.choice(legal.actions)
    if choice in ("bet", "raise", "complete"):
        assert legal.min_to is not None and legal.max_to is not None
        low, high = legal.min_to, legal.max_to
        to = rng.choice((low, high)) if hand.structure == "limit" else min(rng.randrange(low, high + chip, chip), high)
        hand.act(choice, to)
    elif choice == "draw":
        hand.act("draw", rng.randint(0, legal.draw or 0))
    elif choice == "run":
        hand.act("run", rng.randint(1, legal.runs or 1))
    else:
        hand.act(choice)


def random_table(
    rng: random.Random, seed: int, rules: Any, structure: str, forced: str, short: bool, chips: list[int], most: int
) -> tuple[int, int, list[int], int, int, dict[str, Any]]:
    """The table of a random engine hand, drawn from ``rng`` in one order (the round-trip
    properties' hands): the smallest chip (from ``chips``), the players (2, or 3 where the forced
    bets are straddles, to ``most``), their stacks (``short``: some of a few chips), the blinds, a
    rake, whether hands show at once, the structure (``capped``: no-limit or pot-limit with a cap)
    and a limit's bets; as ``(chip, players, stacks, small, big, Hand's keywords)``."""
    chip = rng.choice(chips)
    n = rng.randint(3 if forced in ("straddles", "mississippi") else 2, most)
    stacks = [chip * (rng.randint(1, 12) if short and rng.random() < 0.5 else rng.randint(20, 300)) for _ in range(n)]
    small, big = rng.choice([(1, 2), (2, 5), (5, 10), (2, 2), (3, 3)])
    small, big = small * chip, big * chip
    rake = rng.choice([None, None, chip, 3 * chip, Rake("0.05", cap=3 * chip), Rake("0.1")])
    kw: dict[str, Any] = {"seed": seed, "rules": rules, "rake": rake, "auto_show": rng.random() < 0.4}
    if chip != 1:
        kw["chip"] = chip  # (E14: every amount a whole number of chips)
    if structure == "capped":
        structure = rng.choice(["no-limit", "pot-limit"])
        kw["cap"] = chip * rng.randint(10, 60)
    kw["structure"] = structure
    if structure == "limit":
        kw["bets"] = (big, 2 * big)
    return chip, n, stacks, small, big, kw


def hand_texts(folder: Path) -> Iterator[tuple[Path, str, str]]:
    """Each hand of the hand-history files under ``folder``, cut where the reader cuts them:
    its file, the file's encoding and the hand's text."""
    from pokerrank.handhistory.detect import decode, hand_starts
    from pokerrank.handhistory.reader import source_files

    for path in source_files([folder]):
        text, encoding = decode(path.read_bytes(), str(path))
        for start, end in itertools.pairwise([*hand_starts(text), len(text)]):
            yield path, encoding, text[start:end]


BENCHMARKS = Path(__file__).parents[1] / "benchmarks"


def load_bench(name: str, as_name: str | None = None, *, registered: bool = False) -> ModuleType:
    """A module of ``benchmarks/`` (``bench_handhistory``) loaded as ``as_name``, with the
    folder on the path only while its own imports (``_harness``) run; ``registered``: kept in
    ``sys.modules`` under that name (a module whose dataclasses have string annotations needs
    it: ``dataclasses`` looks the module up by name)."""
    sys.path.insert(0, str(BENCHMARKS))
    try:
        spec = importlib.util.spec_from_file_location(as_name or name, BENCHMARKS / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        if registered:
            sys.modules[as_name or name] = module
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(BENCHMARKS))
    return module
