"""The low rankings as data: five-card classes in order, and their tables.

Every value here is a dense integer where **larger is the better low** (the library's one
convention: a larger strength always wins), and 0 means "no hand" (an unused slot, or a
hand that does not qualify for eight-or-better). The orders follow ``RULES.md``:

- *ace-to-five* ("California"): the ace is the lowest card; straights and flushes do not
  exist. Any unpaired hand beats any paired one, then one pair > two pair > three of a kind
  > full house > four of a kind. Inside a category the ranks that decide are compared
  highest first, the lower winning: the five cards of an unpaired hand; the pair, then the
  kickers; the higher pair, the lower pair, the kicker; the trips then the kickers; the
  trips then the pair; the quads then the kicker. 6,175 values, 1..6,175.
- *eight-or-better*: the ace-to-five order restricted to five distinct ranks all eight or
  lower (56 values, 1..56); every other five is 0, "no low". The best five of more cards
  is then the best qualifying five, or 0 when there is none.
- *deuce-to-seven* ("Kansas City"): exactly the reverse of the high ranking with the ace
  always high, so A-5-4-3-2 is an ace-high hand without a pair (no wheel straight), and
  T-J-Q-K-A is a straight. 7,462 values.
- *ace-to-six* ("London"): the reverse of the high ranking with the ace always *low*:
  A-2-3-4-5 is a (five-high) straight, T-J-Q-K-A is king-high. 7,462 values.

Ranks are the card-code rank indexes (deuce 0 ... ace 12); the ace-low rankings compare a
"low rank" ``(rank + 1) % 13`` instead, which puts the ace below the deuce.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from pokerrank.tables.build import dense_order, flush_table, rank_table
from pokerrank.tables.hashing import multisets
from pokerrank.tables.ranks import HIGH_SHAPES, HighCategory, rank_groups, straight_top

__all__ = [
    "A5_CATEGORY_NAMES",
    "A6_CATEGORY_NAMES",
    "D27_CATEGORY_NAMES",
    "EIGHT_CATEGORY_NAMES",
    "a5_category",
    "a5_key",
    "ace_to_five_rank_table",
    "ace_to_five_values",
    "ace_to_six_flush_table",
    "ace_to_six_rank_table",
    "ace_to_six_values",
    "category_bounds",
    "deuce_to_seven_flush_table",
    "deuce_to_seven_rank_table",
    "deuce_to_seven_values",
    "eight_category",
    "eight_or_better_rank_table",
    "eight_or_better_values",
    "low_rank",
    "reversed_category",
    "reversed_high_key",
]

# ---------------------------------------------------------------------------------------
# Categories. Each low ranking numbers its categories weakest first, so that a category
# number grows with strength like the strengths do. Unpaired hands are split by their
# highest card ("a seven low", "an eight low"), as the card rooms and the Dutch seed name
# them: each is a category with its own "bij een gelijke hand" rule.
# ---------------------------------------------------------------------------------------

_LOW_NAMES = ("five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king")  # by top card, 5..K

A5_CATEGORY_NAMES = (
    "four of a kind", "full house", "three of a kind", "two pair", "one pair",
    *(f"{name} low" for name in reversed(_LOW_NAMES)),
)  # fmt: skip
"""Ace-to-five categories, weakest first: quads ... one pair, king low ... five low (wheel)."""

EIGHT_CATEGORY_NAMES = ("no low", "eight low", "seven low", "six low", "five low")
"""Eight-or-better categories, weakest first."""

_REVERSED_MADE = (
    "straight flush", "four of a kind", "full house", "flush", "straight",
    "three of a kind", "two pair", "one pair",
)  # fmt: skip
D27_CATEGORY_NAMES = (*_REVERSED_MADE, "ace low", *(f"{name} low" for name in reversed(_LOW_NAMES[2:])))
"""Deuce-to-seven categories, weakest first: the high categories reversed, then unpaired
hands by their highest card, ace low ... seven low."""
A6_CATEGORY_NAMES = (*_REVERSED_MADE, *(f"{name} low" for name in reversed(_LOW_NAMES[1:])))
"""Ace-to-six categories, weakest first: the high categories reversed, then unpaired hands
by their highest card, king low ... six low."""


def low_rank(rank: int) -> int:
    """The rank with the ace moved below the deuce: ace 0, deuce 1, ..., king 12.

    >>> low_rank(12), low_rank(0), low_rank(11)
    (0, 1, 12)
    """
    return (rank + 1) % 13


# -- ace-to-five ------------------------------------------------------------------------

_A5_BADNESS = {(1, 1, 1, 1, 1): 0, (2, 1, 1, 1): 1, (2, 2, 1): 2, (3, 1, 1): 3, (3, 2): 4, (4, 1): 5}


def a5_key(ranks: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """Ace-to-five order key of five ranks: the *larger* key is the *better* low.

    >>> a5_key((0, 1, 2, 3, 12)) > a5_key((0, 1, 2, 3, 4))  # the wheel beats 6-5-4-3-2
    True
    """
    shape, order = rank_groups(tuple(low_rank(r) for r in ranks))
    return -_A5_BADNESS[shape], tuple(-r for r in order)


def a5_category(ranks: tuple[int, ...]) -> int:
    """The index in :data:`A5_CATEGORY_NAMES` of five ranks.

    >>> A5_CATEGORY_NAMES[a5_category((0, 1, 2, 3, 12))], A5_CATEGORY_NAMES[a5_category((7, 7, 5, 2, 0))]
    ('five low', 'one pair')
    """
    shape, order = rank_groups(tuple(low_rank(r) for r in ranks))
    badness = _A5_BADNESS[shape]
    if badness:
        return 5 - badness
    return 5 + 12 - order[0]  # king (12) -> 5, ..., five (4) -> 13


def _qualifies8(ranks: tuple[int, ...]) -> bool:
    lows = {low_rank(r) for r in ranks}
    return len(lows) == 5 and max(lows) <= 7


def eight_category(ranks: tuple[int, ...]) -> int:
    """The index in :data:`EIGHT_CATEGORY_NAMES` of five ranks (0: no low).

    >>> eight_category((6, 5, 4, 3, 2)), eight_category((7, 3, 2, 1, 12))
    (1, 0)
    """
    if not _qualifies8(ranks):
        return 0
    return 8 - max(low_rank(r) for r in ranks)  # eight (7) -> 1, ..., five (4) -> 4


@cache
def ace_to_five_values() -> dict[tuple[int, ...], int]:
    """Value 1..6,175 of every five-rank multiset (ascending rank tuples).

    >>> ace_to_five_values()[0, 1, 2, 3, 12]  # the wheel
    6175
    """
    keys = {ms: a5_key(ms) for ms in multisets(5)}
    order = dense_order(list(keys.values()))
    return {ms: order[key] for ms, key in keys.items()}


@cache
def eight_or_better_values() -> dict[tuple[int, ...], int]:
    """Value 1..56 of every qualifying five-rank set, 0 for every other multiset.

    >>> eight_or_better_values()[2, 3, 4, 5, 6], eight_or_better_values()[3, 4, 5, 6, 7]
    (1, 0)
    """
    keys = {ms: a5_key(ms) for ms in multisets(5) if _qualifies8(ms)}
    order = dense_order(list(keys.values()))
    return {ms: order[keys[ms]] if ms in keys else 0 for ms in multisets(5)}


def ace_to_five_rank_table() -> list[int]:
    """Best ace-to-five value of every 5- to 7-card rank multiset."""
    values = ace_to_five_values()
    return rank_table(values.__getitem__)


def eight_or_better_rank_table() -> list[int]:
    """Best qualifying eight-or-better value of every 5- to 7-card multiset (0: none)."""
    values = eight_or_better_values()
    return rank_table(values.__getitem__)


# -- the reversed high rankings: deuce-to-seven and ace-to-six ---------------------------


def reversed_high_key(ranks: tuple[int, ...], flush: bool, *, ace_low: bool) -> tuple[int, tuple[int, ...]]:
    """(high category, deciding ranks) with the ace fixed high or low; larger is a *worse* low.

    With ``ace_low`` the ranks compared are :func:`low_rank` (ace below the deuce), so
    A-2-3-4-5 is the five-high straight and T-J-Q-K-A no straight; without it the ace is
    above the king, so A-2-3-4-5 is no straight.

    >>> reversed_high_key((0, 1, 2, 3, 12), False, ace_low=True)  # a five-high straight (low ranks)
    (4, (4,))
    >>> reversed_high_key((0, 1, 2, 3, 12), False, ace_low=False)  # ace-high, no straight
    (0, (12, 3, 2, 1, 0))
    """
    mapped = tuple(low_rank(r) for r in ranks) if ace_low else ranks
    top = straight_top(mapped, wheel=None)
    if top is not None:
        return (HighCategory.STRAIGHT_FLUSH if flush else HighCategory.STRAIGHT), (top,)
    shape, order = rank_groups(mapped)
    if flush:
        return HighCategory.FLUSH, order
    return HIGH_SHAPES[shape], order


def _reversed_values(ace_low: bool) -> dict[tuple[tuple[int, ...], bool], int]:
    classes = [(ms, False) for ms in multisets(5)] + [(ms, True) for ms in multisets(5) if len(set(ms)) == 5]
    keys = {}
    for ms, flush in classes:
        category, order = reversed_high_key(ms, flush, ace_low=ace_low)
        keys[ms, flush] = (-category, tuple(-r for r in order))
    dense = dense_order(list(keys.values()))
    return {cls: dense[key] for cls, key in keys.items()}


@cache
def deuce_to_seven_values() -> dict[tuple[tuple[int, ...], bool], int]:
    """Value 1..7,462 of every (five ranks, suited) class under deuce-to-seven.

    >>> deuce_to_seven_values()[(0, 1, 2, 3, 5), False]  # 7-5-4-3-2, number one
    7462
    """
    return _reversed_values(ace_low=False)


@cache
def ace_to_six_values() -> dict[tuple[tuple[int, ...], bool], int]:
    """Value 1..7,462 of every (five ranks, suited) class under ace-to-six.

    >>> ace_to_six_values()[(0, 1, 2, 4, 12), False]  # 6-4-3-2-A
    7462
    """
    return _reversed_values(ace_low=True)


def reversed_category(ranks: tuple[int, ...], flush: bool, *, ace_low: bool) -> int:
    """The index in :data:`D27_CATEGORY_NAMES` (or, ``ace_low``, :data:`A6_CATEGORY_NAMES`).

    >>> D27_CATEGORY_NAMES[reversed_category((0, 1, 2, 3, 5), False, ace_low=False)]
    'seven low'
    >>> A6_CATEGORY_NAMES[reversed_category((8, 9, 10, 11, 12), True, ace_low=True)]
    'flush'
    """
    category, order = reversed_high_key(ranks, flush, ace_low=ace_low)
    if category != HighCategory.HIGH_CARD:
        return HighCategory.STRAIGHT_FLUSH - category
    # ace-to-six compares low ranks (king 12 -> 8, ..., six 5 -> 15); deuce-to-seven plain
    # ranks (ace 12 -> 8, ..., seven 5 -> 15): the same arithmetic.
    return 8 + 12 - order[0]


def _suited(values: Callable[[], dict[tuple[tuple[int, ...], bool], int]], flush: bool) -> Callable[..., int]:
    table = values()
    return lambda ranks: table[ranks, flush]


def deuce_to_seven_rank_table() -> list[int]:
    """Deuce-to-seven value of every 5-card rank multiset, not suited (6-7: best five)."""
    return rank_table(_suited(deuce_to_seven_values, False))


def deuce_to_seven_flush_table() -> list[int]:
    """Deuce-to-seven value of five ranks all of one suit (it *replaces* the rank value)."""
    return flush_table(_suited(deuce_to_seven_values, True), max_cards=5)


def ace_to_six_rank_table() -> list[int]:
    """Ace-to-six value of every 5-card rank multiset, not suited (6-7: best five)."""
    return rank_table(_suited(ace_to_six_values, False))


def ace_to_six_flush_table() -> list[int]:
    """Ace-to-six value of five ranks all of one suit (it *replaces* the rank value)."""
    return flush_table(_suited(ace_to_six_values, True), max_cards=5)


def category_bounds(ranking: str) -> tuple[int, ...]:
    """The lowest value of each category, weakest category first.

    ``ranking`` is ``"ace-to-five"``, ``"eight-or-better"``, ``"deuce-to-seven"`` or
    ``"ace-to-six"``.

    >>> category_bounds("eight-or-better")
    (0, 1, 36, 51, 56)
    """
    lows: dict[int, int] = {}
    n: int
    if ranking == "ace-to-five":
        n = len(A5_CATEGORY_NAMES)
        for ms, value in ace_to_five_values().items():
            c = a5_category(ms)
            lows[c] = min(value, lows.get(c, value))
    elif ranking == "eight-or-better":
        n = len(EIGHT_CATEGORY_NAMES)
        for ms, value in eight_or_better_values().items():
            c = eight_category(ms)
            lows[c] = min(value, lows.get(c, value))
    else:
        ace_low = ranking == "ace-to-six"
        n = len(A6_CATEGORY_NAMES if ace_low else D27_CATEGORY_NAMES)
        values = ace_to_six_values() if ace_low else deuce_to_seven_values()
        for (ms, flush), value in values.items():
            c = reversed_category(ms, flush, ace_low=ace_low)
            lows[c] = min(value, lows.get(c, value))
    if sorted(lows) != list(range(n)):  # pragma: no cover - every category has hands
        raise RuntimeError(f"empty category in {ranking}")
    return tuple(lows[c] for c in range(n))
