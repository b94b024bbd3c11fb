"""Short-deck (6+) hold'em as data: 36 cards, A-6-7-8-9 the lowest straight, flush over full house.

RULES.md ("Short-deck"): the deck holds the ranks 6 to A; A-6-7-8-9 is the lowest straight
(the ace plays below the six); a flush beats a full house; by default (Triton rules) three
of a kind beats a straight, and the other order (straight over three of a kind) is an
option. Each variant gets dense values 1..n over its distinct five-card classes (larger is
stronger), built by the generic builders; multisets holding a rank below six never occur
in a short deck and are valued 0.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from pokerrank.tables.build import dense_order, flush_table, rank_table
from pokerrank.tables.hashing import multisets
from pokerrank.tables.high import CATEGORY_NAMES
from pokerrank.tables.high import classify5 as high_classify5
from pokerrank.tables.ranks import SHORT_DECK_WHEEL

__all__ = [
    "CLASSIC_ORDER",
    "LOWEST_RANK",
    "TRITON_ORDER",
    "category_bounds",
    "classify5",
    "shortdeck_classic_flush_table",
    "shortdeck_classic_rank_table",
    "shortdeck_flush_table",
    "shortdeck_rank_table",
    "values",
]

LOWEST_RANK = 4
"""The six: the lowest rank in a short deck (rank index, deuce = 0)."""

# Category names, weakest first, for each order.
TRITON_ORDER = (
    "HIGH_CARD", "ONE_PAIR", "TWO_PAIR", "STRAIGHT", "THREE_OF_A_KIND",
    "FULL_HOUSE", "FLUSH", "FOUR_OF_A_KIND", "STRAIGHT_FLUSH",
)  # fmt: skip
CLASSIC_ORDER = (
    "HIGH_CARD", "ONE_PAIR", "TWO_PAIR", "THREE_OF_A_KIND", "STRAIGHT",
    "FULL_HOUSE", "FLUSH", "FOUR_OF_A_KIND", "STRAIGHT_FLUSH",
)  # fmt: skip


_HIGH_NAMES = tuple(name.upper().replace(" ", "_") for name in CATEGORY_NAMES)
"""The high categories' names in the numbering of :mod:`pokerrank.tables.high`."""


def classify5(ranks: tuple[int, ...], flush: bool) -> tuple[str, tuple[int, ...]] | None:
    """(category name, deciding ranks) of five short-deck ranks, or None below a six.

    The high ranking's classes (:func:`pokerrank.tables.high.classify5`) with the short
    deck's wheel, A-6-7-8-9; only the order of the categories differs.
    """
    if min(ranks) < LOWEST_RANK:
        return None
    category, order = high_classify5(ranks, flush, SHORT_DECK_WHEEL)
    return _HIGH_NAMES[category], order


@cache
def values(classic: bool = False) -> dict[tuple[str, tuple[int, ...]], int]:
    """Dense value 1..n of every distinct short-deck five-card class, in the chosen order."""
    order = CLASSIC_ORDER if classic else TRITON_ORDER
    classes = {classify5(ms, False) for ms in multisets(5)}
    classes |= {classify5(ms, True) for ms in multisets(5) if len(set(ms)) == 5}
    classes.discard(None)
    keyed = {(order.index(c[0]), c[1]): c for c in classes if c is not None}
    dense = dense_order(list(keyed))
    return {keyed[k]: v for k, v in dense.items()}  # type: ignore[index]


def _value5(classic: bool, flush: bool) -> Callable[[tuple[int, ...]], int]:
    table = values(classic)

    def value5(ranks: tuple[int, ...]) -> int:
        found = classify5(ranks, flush)
        return 0 if found is None else table[found]

    return value5


def shortdeck_rank_table() -> list[int]:
    """Best non-flush short-deck value (Triton order) of every 5- to 7-card rank multiset."""
    return rank_table(_value5(False, False))


def shortdeck_flush_table() -> list[int]:
    """Best short-deck value (Triton order) within every set of ranks of one suit."""
    return flush_table(_value5(False, True))


def shortdeck_classic_rank_table() -> list[int]:
    """As :func:`shortdeck_rank_table`, with a straight above three of a kind."""
    return rank_table(_value5(True, False))


def shortdeck_classic_flush_table() -> list[int]:
    """As :func:`shortdeck_flush_table`, with a straight above three of a kind."""
    return flush_table(_value5(True, True))


def category_bounds(classic: bool = False) -> list[int]:
    """The lowest value of each category, in the variant's category order."""
    order = CLASSIC_ORDER if classic else TRITON_ORDER
    lows: dict[str, int] = {}
    for (category, _), value in values(classic).items():
        lows[category] = min(value, lows.get(category, value))
    return [lows[c] for c in order]
