"""What five ranks make, shared by every table builder and every ranking: groups, straights.

Ranks are indexes, deuce = 0 ... ace = 12. A *wheel* is the lowest straight of a deck,
written with the ace that plays below its lowest card: 5-4-3-2-A in a full deck, 9-8-7-6-A in
the 36-card short deck. Lows where the ace is always low or always high have no wheel: they
map the ace first and then look for five consecutive ranks.

>>> straight_top((12, 3, 2, 1, 0)), straight_top((12, 7, 6, 5, 4), SHORT_DECK_WHEEL)
(3, 7)
>>> rank_groups((9, 4, 9, 12, 4))
((2, 2, 1), (9, 4, 12))
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Final

__all__ = [
    "ACE",
    "HIGH_SHAPES",
    "SHORT_DECK_WHEEL",
    "WHEEL",
    "HighCategory",
    "rank_groups",
    "straight_top",
]

ACE: Final = 12
WHEEL: Final = (0, 1, 2, 3, ACE)
"""5-4-3-2-A: the lowest straight of a full deck; its top card is the five."""
SHORT_DECK_WHEEL: Final = (4, 5, 6, 7, ACE)
"""9-8-7-6-A: the lowest straight of the short deck; its top card is the nine."""


class HighCategory:
    """The category numbers of the traditional high ranking, weakest first (the values of
    :class:`pokerrank.Category`)."""

    HIGH_CARD: Final = 0
    ONE_PAIR: Final = 1
    TWO_PAIR: Final = 2
    THREE_OF_A_KIND: Final = 3
    STRAIGHT: Final = 4
    FLUSH: Final = 5
    FULL_HOUSE: Final = 6
    FOUR_OF_A_KIND: Final = 7
    STRAIGHT_FLUSH: Final = 8
    FIVE_OF_A_KIND: Final = 9


HIGH_SHAPES: Final[dict[tuple[int, ...], int]] = {
    (4, 1): HighCategory.FOUR_OF_A_KIND,
    (3, 2): HighCategory.FULL_HOUSE,
    (3, 1, 1): HighCategory.THREE_OF_A_KIND,
    (2, 2, 1): HighCategory.TWO_PAIR,
    (2, 1, 1, 1): HighCategory.ONE_PAIR,
    (1, 1, 1, 1, 1): HighCategory.HIGH_CARD,
}
"""The high category of five ranks that make no straight and no flush, by group sizes."""


def straight_top(ranks: Sequence[int], wheel: tuple[int, ...] | None = WHEEL) -> int | None:
    """The top rank of the straight five ranks make, or None.

    ``wheel``: the deck's lowest straight with its ace (its top is the card below the ace);
    ``None`` for rank orders where no straight wraps around the ace.

    >>> straight_top((8, 9, 10, 11, 12)), straight_top((0, 1, 2, 3, 12), None)
    (12, None)
    """
    distinct = sorted(set(ranks))
    if len(distinct) != 5:
        return None
    if distinct[4] - distinct[0] == 4:
        return distinct[4]
    if wheel is not None and tuple(distinct) == wheel:
        return wheel[3]
    return None


def rank_groups(ranks: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(group sizes, group ranks) of some ranks: bigger groups first, then higher ranks."""
    groups = sorted(Counter(ranks).items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    return tuple(c for _, c in groups), tuple(r for r, _ in groups)
