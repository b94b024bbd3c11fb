"""The traditional high ranking as data: five-card classes in order, and their tables.

Each of the 7,462 distinct five-card high hands gets a dense value 1..7,462 (larger is
stronger). The order is built from the rules in ``RULES.md`` ("High hands"): category
first, then the ranks that decide inside it.
"""

from __future__ import annotations

from functools import cache

from pokerrank.tables.build import dense_order, flush_table, rank_table
from pokerrank.tables.hashing import multisets
from pokerrank.tables.ranks import HIGH_SHAPES, WHEEL, rank_groups, straight_top

__all__ = ["CATEGORY_NAMES", "category_bounds", "classify5", "high_flush_table", "high_rank_table", "high_values"]

# Category numbers (also the Category enum's values).
HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(9)
CATEGORY_NAMES = (
    "high card", "one pair", "two pair", "three of a kind", "straight",
    "flush", "full house", "four of a kind", "straight flush",
)  # fmt: skip


def classify5(ranks: tuple[int, ...], flush: bool, wheel: tuple[int, ...] = WHEEL) -> tuple[int, tuple[int, ...]]:
    """(category, deciding ranks in order) of five ranks, suited or not (``wheel``: the deck's
    lowest straight, see :mod:`pokerrank.tables.ranks`)."""
    top = straight_top(ranks, wheel)
    if top is not None:
        return (STRAIGHT_FLUSH if flush else STRAIGHT), (top,)
    shape, order = rank_groups(ranks)
    if flush:
        return FLUSH, order
    return HIGH_SHAPES[shape], order


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
