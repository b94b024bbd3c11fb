"""Generic builders: from a five-card valuation to the tables the kernels read.

A ranking is described by pure functions of five cards' ranks (and, where suits matter,
of whether the five share a suit). The builders here turn them into:

- a *rank table*: for every multiset of 5 to 7 ranks, the value of its best five cards
  (indexed by the perfect-hash slot of :mod:`pokerrank.tables.hashing`);
- a *flush table*: for every 13-bit set of ranks held in one suit, the value of the best
  five cards of that suit.

Values are small non-negative integers where larger is better; 0 is reserved (an unused
slot, or "no hand" for a qualifier).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations

from pokerrank.tables.hashing import (
    MAX_KEYED_CARDS,
    SLOT_BITS,
    build_displacement,
    multisets,
    rank_key,
    slot_of,
)

__all__ = ["dense_order", "flush_table", "rank_table"]

Value5 = Callable[[tuple[int, ...]], int]


def dense_order(keys: Sequence[object]) -> dict[object, int]:
    """Map each distinct sortable key to its position 1..n in ascending order."""
    return {key: i for i, key in enumerate(sorted(set(keys)), 1)}  # type: ignore[type-var]


def rank_table(value5: Value5, *, min_cards: int = 5, max_cards: int = MAX_KEYED_CARDS) -> list[int]:
    """The best five-card value of every rank multiset of ``min_cards``..``max_cards``.

    ``value5`` receives five ranks in ascending order.
    """
    displacement = build_displacement()
    table = [0] * (1 << SLOT_BITS)
    memo = {ms: value5(ms) for ms in multisets(5)}
    for n in range(min_cards, max_cards + 1):
        for ms in multisets(n):
            best = max(memo[sub] for sub in combinations(ms, 5))
            table[slot_of(rank_key(ms), displacement)] = best
    return table


def flush_table(value5: Value5, *, max_cards: int = 13) -> list[int]:
    """The best five-card value within each set of ranks of one suit (0 below five ranks).

    ``value5`` receives five distinct ranks in ascending order, all of one suit.
    """
    memo: dict[tuple[int, ...], int] = {}
    table = [0] * (1 << 13)
    for mask in range(1 << 13):
        ranks = tuple(r for r in range(13) if mask >> r & 1)
        if not 5 <= len(ranks) <= max_cards:
            continue
        best = 0
        for sub in combinations(ranks, 5):
            value = memo.get(sub)
            if value is None:
                value = memo[sub] = value5(sub)
            best = max(best, value)
        table[mask] = best
    return table
