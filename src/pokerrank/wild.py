"""High rankings with wild cards: the bug, jokers wild, deuces wild, and five of a kind.

Each is the high ranking with other tables (one block per number of wild cards, see
:mod:`pokerrank.tables.wild`) and other card keys (a wild card adds to the key's wild
counter instead of a rank and a suit); the scalar evaluator and the numba kernel are the
same ones every ranking uses.

The joker is card code 52, written ``Jk`` or ``Joker``. Decks here hold at most one joker.

>>> import pokerrank
>>> str(pokerrank.evaluate("Jk 7h 7d 7s 7c", "high-wild"))
'five of a kind, sevens'
>>> str(pokerrank.evaluate("Jk 7h 7d 7s 7c", "high-bug"))
'four of a kind, sevens with an ace kicker'
>>> str(pokerrank.evaluate("As Ac Ad Ah Jk", "high-bug"))
'five aces'
"""

from __future__ import annotations

from functools import cache
from itertools import combinations
from typing import Final

from pokerrank.cards import Card
from pokerrank.hands import Hand
from pokerrank.rankings import FLUSH_BEST, Category, HighRanking, register

__all__ = ["BUG", "DEUCES_WILD", "JOKER_WILD", "WildHighRanking"]

_WILD_BOUNDS: Final = (1, 1278, 4138, 4996, 5854, 5864, 7141, 7297, 7453, 7463)


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

    flush_mode = FLUSH_BEST
    category_bounds = _WILD_BOUNDS
    jokers = 1

    def playing_cards(self, cards: tuple[Card, ...], strength: int) -> tuple[Card, ...]:
        """The best five, wild cards last; of equal fives, the one with the fewest wild cards
        (a natural royal flush and a joker plays the natural royal)."""
        ordered = tuple(sorted(cards, reverse=True))
        five = ordered
        if len(cards) > 5:
            equal = (c for c in combinations(ordered, 5) if self.strength_of(c) == strength)
            five = min(equal, key=lambda c: sum(1 for card in c if card in self.wild_codes or card.is_joker))
        wild = [c for c in five if c in self.wild_codes or c.is_joker]
        natural = [c for c in five if c not in wild]
        category, ranks = _classes()[strength]
        order = {rank: i for i, rank in enumerate(ranks)}
        natural.sort(key=lambda c: (order.get(c >> 2, len(order)), -int(c)))
        if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
            natural.sort(key=lambda c: -((c >> 2) if not (ranks[0] == 3 and c >> 2 == 12) else -1))
        return (*natural, *wild)

    def deciding(self, hand: Hand) -> tuple[tuple[str, int], ...]:
        category, ranks = _classes()[hand.strength]
        roles = {
            Category.FIVE_OF_A_KIND: ("five of a kind",),
            Category.STRAIGHT_FLUSH: ("top card",),
            Category.STRAIGHT: ("top card",),
            Category.FOUR_OF_A_KIND: ("four of a kind", "kicker"),
            Category.FULL_HOUSE: ("three of a kind", "pair"),
            Category.THREE_OF_A_KIND: ("three of a kind", "first kicker", "second kicker"),
            Category.TWO_PAIR: ("higher pair", "second pair", "kicker"),
            Category.ONE_PAIR: ("pair", "first kicker", "second kicker", "third kicker"),
        }.get(Category(category), ("highest card", "second card", "third card", "fourth card", "fifth card"))
        return tuple(zip(roles, ranks, strict=True))

    def name_of(self, hand: Hand) -> str:
        category, ranks = _classes()[hand.strength]
        wild_in_play = any(c.is_joker or c in self.wild_codes for c in hand.cards)
        if category == Category.STRAIGHT_FLUSH and ranks[0] == 12 and wild_in_play:
            return "wild royal flush"
        return super().name_of(hand)


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


BUG: Final = register(BugRanking())
JOKER_WILD: Final = register(JokerWildRanking())
DEUCES_WILD: Final = register(DeucesWildRanking())
