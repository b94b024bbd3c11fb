"""Rankings with wild cards: the bug, jokers wild, deuces wild, and the joker in lowball.

Each is a plain ranking with other tables (one block per number of wild cards, see
:mod:`pokerrank.tables.wild` and :mod:`pokerrank.tables.wild_lows`) and other card keys (a
wild card adds to the key's wild counter instead of a rank and a suit); the scalar evaluator
and the numba kernel are the ones every ranking uses. RULES.md "Wild cards":

- ``high-bug``: the joker is an ace, or completes a straight, a flush or a straight flush;
- ``high-wild``: the joker is fully wild; ``high-deuces-wild``: the four deuces are wild;
- ``ace-to-five-joker``, ``eight-or-better-joker``: the joker is the lowest rank not already
  in the hand (California lowball).

Five of a kind ranks above the royal flush. The joker is card code 52, written ``Jk`` or
``Joker``; a deck holds at most one. :func:`wild_ranking` says which ranking any ranking
becomes with a wild card.

>>> import pokerrank
>>> str(pokerrank.evaluate("Jk 7h 7d 7s 7c", "high-wild"))
'five of a kind, sevens'
>>> str(pokerrank.evaluate("Jk 7h 7d 7s 7c", "high-bug"))
'four of a kind, sevens with an ace kicker'
>>> str(pokerrank.evaluate("As Ac Ad Ah Jk", "high-bug"))
'five aces'
>>> str(pokerrank.evaluate("Kc Kd 4h 3s Jk", "ace-to-five-joker"))
'pair of kings, 4-3-A'
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations
from typing import ClassVar, Final

from pokerrank.cards import JOKER, Card
from pokerrank.hands import Hand
from pokerrank.rankings.high import Category, HighRanking
from pokerrank.rankings.lows import AceToFiveFamily, AceToFiveLow, EightOrBetter, EightOrBetterCategory
from pokerrank.registry import Registry
from pokerrank.tables.ranks import ACE

__all__ = [
    "ACE_TO_FIVE_JOKER",
    "BUG",
    "DEUCES_WILD",
    "EIGHT_OR_BETTER_JOKER",
    "JOKER_WILD",
    "WILD_KINDS",
    "AceToFiveJokerLow",
    "BugRanking",
    "DeucesWildRanking",
    "EightOrBetterJoker",
    "JokerWildRanking",
    "WildHighRanking",
    "joker_rank",
    "wild_forms",
]

# -- high hands with wild cards ------------------------------------------------------------


@cache
def _classes() -> dict[int, tuple[int, tuple[int, ...]]]:
    """Strength -> (category, deciding ranks), five of a kind included."""
    from pokerrank.tables.high import high_values
    from pokerrank.tables.wild import FIVE_OF_A_KIND, five_of_a_kind_value

    inverse = {value: key for key, value in high_values().items()}
    for rank in range(13):
        inverse[five_of_a_kind_value(rank)] = (FIVE_OF_A_KIND, (rank,))
    return inverse


class WildHighRanking(HighRanking):
    """The high ranking with wild cards; subclasses say which cards are wild and how."""

    category_bounds = (1, 1278, 4138, 4996, 5854, 5864, 7141, 7297, 7453, 7463)
    jokers = 1

    def _is_wild(self, card: Card) -> bool:
        return card.is_joker or card in self.wild_codes

    def playing_cards(self, cards: tuple[Card, ...], strength: int) -> tuple[Card, ...]:
        """The best five, wild cards last; of equal fives, the one with the fewest wild cards
        (a natural royal flush and a joker plays the natural royal)."""
        ordered = tuple(sorted(cards, reverse=True))
        five = ordered
        if len(cards) > 5:
            equal = (c for c in combinations(ordered, 5) if self.strength_of(c) == strength)
            five = min(equal, key=lambda c: sum(1 for card in c if self._is_wild(card)))
        wild = [c for c in five if self._is_wild(c)]
        natural = [c for c in five if c not in wild]
        category, ranks = _classes()[strength]
        order = {rank: i for i, rank in enumerate(ranks)}
        natural.sort(key=lambda c: (order.get(c >> 2, len(order)), -int(c)))
        if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
            natural.sort(key=lambda c: -((c >> 2) if not (ranks[0] == 3 and c >> 2 == ACE) else -1))
        return (*natural, *wild)

    def deciding_ranks(self, hand: Hand) -> tuple[int, ...]:
        """The deciding ranks of the class the strength stands for (a wild card's rank is the
        one it plays as, which the cards alone do not show)."""
        return _classes()[hand.strength][1]


class BugRanking(WildHighRanking):
    """High hands with the bug: the joker is an ace, or completes a straight or a flush."""

    name = "high-bug"
    title = "high hands with the bug (joker: an ace, or completes a straight or flush)"
    aliases = ("bug", "joker-bug", "high-joker-bug")
    rank_table = "bug_rank"
    flush_table = "bug_flush"


class JokerWildRanking(WildHighRanking):
    """High hands with the joker fully wild."""

    name = "high-wild"
    title = "high hands with the joker fully wild"
    aliases = ("joker-wild", "jokers-wild", "high-joker-wild", "wild")
    rank_table = "wild_high_rank"
    flush_table = "wild_high_flush"


class DeucesWildRanking(WildHighRanking):
    """High hands with the four deuces wild (no joker)."""

    name = "high-deuces-wild"
    title = "high hands with deuces wild"
    aliases = ("deuces-wild", "deuces")
    rank_table = "wild_high_rank"
    flush_table = "wild_high_flush"
    jokers = 0
    wild_codes = frozenset({0, 1, 2, 3})


# -- ace-to-five lows with the joker -----------------------------------------------------------

_LOW_ORDER: Final[tuple[int, ...]] = (ACE, *range(12))
"""Ranks from the lowest ace-to-five card up: ace, deuce, ..., king."""


def joker_rank(cards: tuple[Card, ...]) -> int:
    """The rank the joker takes in ace-to-five: the lowest rank not among ``cards``.

    >>> from pokerrank.cards import parse_cards
    >>> joker_rank(parse_cards("Ac 2d 4h Kd Jk", jokers=True))  # the three
    1
    """
    held = {int(c) >> 2 for c in cards if c != JOKER}
    return next(rank for rank in _LOW_ORDER if rank not in held)


class _JokerLow(AceToFiveFamily):
    """The joker of ace-to-five lowball: the lowest rank not already in the hand."""

    jokers = 1

    def playing_cards(self, cards: tuple[Card, ...], strength: int) -> tuple[Card, ...]:
        """The best five, highest first, the joker in the place of the rank it takes."""
        five = self.best_five(cards, strength)
        stand_in = joker_rank(five)

        def rank(card: Card) -> int:
            return stand_in if card == JOKER else int(card) >> 2

        counts = Counter(rank(c) for c in five)
        return tuple(sorted(five, key=lambda c: (counts[rank(c)], self.order_rank(rank(c)), int(c)), reverse=True))

    def deciding_ranks(self, hand: Hand) -> tuple[int, ...]:
        """As for a natural hand, with the joker counted as the rank it takes."""
        five = hand.cards
        stand_in = Card(joker_rank(five) * 4)
        return super().deciding_ranks(
            Hand._trusted(hand.ranking, hand.strength, tuple(stand_in if c == JOKER else c for c in five))
        )


class AceToFiveJokerLow(_JokerLow, AceToFiveLow):
    """Ace-to-five low with one joker, the lowest rank not already in the hand.

    >>> str(ACE_TO_FIVE_JOKER.evaluate("Jk Ac 2d 3h 4s 4c Kd"))
    'wheel, 5-4-3-2-A'
    """

    name = "ace-to-five-joker"
    title = "ace-to-five low with a joker (the lowest rank missing from the hand)"
    aliases: ClassVar[tuple[str, ...]] = ("a5-joker", "a-5-joker", "razz-joker", "california-joker")
    rank_table = "ace_to_five_joker_rank"


class EightOrBetterJoker(_JokerLow, EightOrBetter):
    """Eight-or-better low with one joker, the lowest rank not already in the hand.

    >>> EIGHT_OR_BETTER_JOKER.evaluate("Jk 9c 9d Kh 2s") is None
    True
    >>> str(EIGHT_OR_BETTER_JOKER.evaluate("Jk 8c 7d 6h 2s 9c Kd"))
    'eight-seven low, 8-7-6-2-A'
    """

    name = "eight-or-better-joker"
    title = "ace-to-five low with a joker, eight or better to qualify"
    aliases: ClassVar[tuple[str, ...]] = ("8ob-joker", "a5-8-joker", "eight-or-better-low-joker")
    rank_table = "eight_or_better_joker_rank"
    category_type = EightOrBetterCategory
    category_bounds: ClassVar[tuple[int, ...]] = EightOrBetter.category_bounds


BUG: Final = BugRanking()
"""High hands with the bug."""
JOKER_WILD: Final = JokerWildRanking()
"""High hands with the joker fully wild."""
DEUCES_WILD: Final = DeucesWildRanking()
"""High hands with deuces wild."""
ACE_TO_FIVE_JOKER: Final = AceToFiveJokerLow()
"""Ace-to-five low with a joker (California lowball)."""
EIGHT_OR_BETTER_JOKER: Final = EightOrBetterJoker()
"""Eight-or-better low with a joker."""

# -- which ranking a ranking becomes with a wild card ------------------------------------------

WILD_KINDS: Final[Registry[str]] = Registry("wild card")
"""The kinds of wild card (``--wild`` on the command line): joker, bug, deuces."""
WILD_KINDS.add("joker", "joker", aliases=("jokers", "jk", "wild-joker", "joker-wild"))
WILD_KINDS.add("bug", "bug", aliases=("the-bug",))
WILD_KINDS.add("deuces", "deuces", aliases=("2", "2s", "deuce", "twos", "deuces-wild"))


def wild_forms() -> dict[tuple[str, str], str]:
    """(plain ranking, wild kind) -> the ranking with that wild card.

    The joker of ace-to-five lowball is the lowest missing rank, whatever it is called.
    """
    return {
        ("high", "joker"): JOKER_WILD.name,
        ("high", "bug"): BUG.name,
        ("high", "deuces"): DEUCES_WILD.name,
        ("ace-to-five", "joker"): ACE_TO_FIVE_JOKER.name,
        ("ace-to-five", "bug"): ACE_TO_FIVE_JOKER.name,
        ("eight-or-better", "joker"): EIGHT_OR_BETTER_JOKER.name,
        ("eight-or-better", "bug"): EIGHT_OR_BETTER_JOKER.name,
    }
