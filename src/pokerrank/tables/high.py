"""The traditional high ranking as data: five-card classes in order, and their tables.

Each of the 7,462 distinct five-card high hands gets a dense value 1..7,462 (larger is
stronger). The order is built from the rules in ``RULES.md`` ("High hands"): category
first, then the ranks that decide inside it.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from pokerrank.tables.build import dense_order, flush_table, rank_table
from pokerrank.tables.hashing import multisets

__all__ = ["CATEGORY_NAMES", "category_bounds", "classify5", "high_flush_table", "high_rank_table", "high_values"]

# Category numbers (also the Category enum's values).
HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(9)
CATEGORY_NAMES = (
    "high card", "one pair", "two pair", "three of a kind", "straight",
    "flush", "full house", "four of a kind", "straight flush",
)  # fmt: skip


def straight_top(ranks: tuple[int, ...]) -> int | None:
    """The top rank of a straight made by five ranks, the wheel's top being the five (3)."""
    distinct = sorted(set(ranks))
    if len(distinct) != 5:
        return None
    if distinct[4] - distinct[0] == 4:
        return distinct[4]
    if distinct == [0, 1, 2, 3, 12]:
        return 3
    return None


def classify5(ranks: tuple[int, ...], flush: bool) -> tuple[int, tuple[int, ...]]:
    """(category, deciding ranks in order) of five ranks, suited or not."""
    top = straight_top(ranks)
    if top is not None:
        return (STRAIGHT_FLUSH if flush else STRAIGHT), (top,)
    groups = sorted(Counter(ranks).items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = tuple(c for _, c in groups)
    order = tuple(r for r, _ in groups)
    if flush:
        return FLUSH, order
    category = {
        (4, 1): QUADS, (3, 2): FULL_HOUSE, (3, 1, 1): TRIPS,
        (2, 2, 1): TWO_PAIR, (2, 1, 1, 1): PAIR, (1, 1, 1, 1, 1): HIGH_CARD,
    }[shape]  # fmt: skip
    return category, order


@cache
def high_values() -> dict[tuple[int, tuple[int, ...]], int]:
    """Dense value 1..7,462 of every distinct five-card high class."""
    keys = [classify5(ms, False) for ms in multisets(5)]
    keys += [classify5(ms, True) for ms in multisets(5) if len(set(ms)) == 5]
    return dense_order(keys)  # type: ignore[return-value]


def high_rank_table() -> list[int]:
    """Best non-flush high value of every 5- to 7-card rank multiset."""
    values = high_values()
    return rank_table(lambda ranks: values[classify5(ranks, False)])


def high_flush_table() -> list[int]:
    """Best high value within every set of five or more ranks of one suit."""
    values = high_values()
    return flush_table(lambda ranks: values[classify5(ranks, True)])


def category_bounds() -> list[int]:
    """The lowest value of each category, in category order."""
    lows: dict[int, int] = {}
    for (category, _), value in high_values().items():
        lows[category] = min(value, lows.get(category, value))
    return [lows[c] for c in range(9)]
