"""Each player's best hand for one side of a game, on the scalar path (no kernel, no compiling).

A side is resolved once per (side, hole cards, board cards): its ranking object, its qualifying
threshold, and the card combinations that may play. A single showdown has a handful of hands,
so they are valued in Python from the ranking's tables: a key sum and a dictionary read per
combination, with Omaha's keys built from precomputed hole-pair and board-triple sums. The
batch path (:mod:`pokerrank._showdown.batch`) uses the numba kernels instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations

from pokerrank.cards import Card
from pokerrank.games import Side, side_rules
from pokerrank.hands import Hand
from pokerrank.rankings import Ranking
from pokerrank.tables.hashing import FLUSH_INIT, FLUSH_REPLACES

__all__ = ["SidePlan", "side_hands", "side_plan"]


@dataclass(frozen=True)
class SidePlan:
    """A side resolved for hands of ``n_hole`` hole cards and ``n_board`` board cards."""

    side: Side
    ranking: Ranking
    threshold: int
    """The least strength that counts (1 without a qualifier)."""
    holes: tuple[tuple[int, ...], ...]
    """The hole-card index combinations that may play (one row of all of them for "any")."""
    boards: tuple[tuple[int, ...], ...]
    """The board index combinations that may play."""
    keyed: bool
    """Whether keys may be summed over the whole combination (exact for the ranking)."""


@cache
def side_plan(side: Side, n_hole: int, n_board: int) -> SidePlan:
    """The side's ranking, threshold and combinations, worked out once."""
    rules = side_rules(side)
    ranking = rules.ranking
    if side.hole is None and side.board is None:
        holes: tuple[tuple[int, ...], ...] = (tuple(range(n_hole)),)
        boards: tuple[tuple[int, ...], ...] = (tuple(range(n_board)),)
        size = n_hole + n_board
    else:
        holes = tuple(combinations(range(n_hole), side.hole)) if side.hole is not None else (tuple(range(n_hole)),)
        boards = tuple(combinations(range(n_board), side.board)) if side.board is not None else (tuple(range(n_board)),)
        size = len(holes[0]) + len(boards[0])
    # the keyed sum is exact over a whole combination of at most 7 cards, and for a ranking
    # whose flush replaces the rank value only over exactly five
    keyed = ranking.keyed and size <= 7 and (ranking.flush_mode != FLUSH_REPLACES or size == 5)
    return SidePlan(side, ranking, rules.threshold, holes, boards, keyed)


def side_hands(plan: SidePlan, holes: list[tuple[Card, ...]], board: tuple[Card, ...]) -> list[Hand | None]:
    """Each player's best hand for the side (None: no qualifying hand)."""
    ranking = plan.ranking
    threshold = plan.threshold
    out: list[Hand | None] = []
    if plan.keyed:
        scalar = ranking.scalar
        card_keys, finish = scalar.card_keys, scalar.finish
        by_key, special, mask = scalar.by_key, scalar.special, scalar.mask

        triples = [tuple(board[j] for j in b) for b in plan.boards]
        triple_keys = [FLUSH_INIT + sum(card_keys[c] for c in t) for t in triples]
        for hole in holes:
            top: int = -1
            used: tuple[Card, ...] = ()
            for h in plan.holes:
                pair = tuple(hole[i] for i in h)
                pair_key = sum(card_keys[c] for c in pair)
                for triple, triple_key in zip(triples, triple_keys, strict=True):
                    key = pair_key + triple_key
                    value = by_key[key & mask] if not key & special else finish(key, pair + triple)
                    if value > top:
                        top, used = value, pair + triple
            out.append(Hand._trusted(ranking, top, used) if top >= threshold else None)
        return out
    for hole in holes:
        top, used = -1, ()
        for h in plan.holes:
            for b in plan.boards:
                cards = tuple(hole[i] for i in h) + tuple(board[j] for j in b)
                value = ranking.strength_of(cards)
                if value > top:
                    top, used = value, cards
        out.append(Hand._trusted(ranking, top, used) if top >= threshold else None)
    return out
