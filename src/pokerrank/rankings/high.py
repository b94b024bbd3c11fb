"""High hands: the traditional ranking and the short-deck (6+) ones, as data of one family.

A :class:`FiveCardHigh` ranking is the best five cards, straight flush highest; the family's
members differ only in data (RULES.md "High hands", "Short-deck"):

- ``high``: 52 cards, 5-4-3-2-A the lowest straight;
- ``short-deck`` (Triton rules, the default): 36 cards (6 to A), A-6-7-8-9 the lowest
  straight, a flush beats a full house and three of a kind beats a straight;
- ``short-deck-classic``: the same with a straight above three of a kind.

>>> import pokerrank
>>> pokerrank.evaluate("As Ks Qs Js Ts 2c 3d").category
<Category.STRAIGHT_FLUSH: 8>
>>> hand = pokerrank.evaluate("As 6d 7c 8h 9s Kd Kc", "short-deck")
>>> hand.name, [str(c) for c in hand.cards]
('nine-high straight', ['9s', '8h', '7c', '6d', 'As'])
>>> pokerrank.evaluate("7s 7d 7c Ah Kd", "short-deck") > pokerrank.evaluate("Ts 9d 8c 7h 6d", "short-deck")
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Final

from pokerrank.cards import Card, CardsLike
from pokerrank.hands import Hand
from pokerrank.rankings.base import CategoryEnum, Ranking, natural_order
from pokerrank.tables.hashing import FLUSH_BEST
from pokerrank.tables.ranks import ACE, SHORT_DECK_WHEEL, WHEEL, straight_top
from pokerrank.tables.shortdeck import LOWEST_RANK

if TYPE_CHECKING:
    from pokerrank.rankings import HandCategory

__all__ = [
    "HIGH",
    "SHORT_DECK",
    "SHORT_DECK_CLASSIC",
    "Category",
    "FiveCardHigh",
    "HighRanking",
    "ShortDeckCategory",
    "ShortDeckClassicCategory",
    "ShortDeckClassicRanking",
    "ShortDeckRanking",
]


class Category(CategoryEnum):
    """Categories of the traditional high ranking, weakest first.

    The royal flush is the ace-high straight flush; five of a kind exists only with wild
    cards.
    """

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8
    FIVE_OF_A_KIND = 9


class ShortDeckCategory(CategoryEnum):
    """Short-deck categories in the Triton order, weakest first."""

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    STRAIGHT = 3
    THREE_OF_A_KIND = 4
    FULL_HOUSE = 5
    FLUSH = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8


class ShortDeckClassicCategory(CategoryEnum):
    """Short-deck categories with a straight above three of a kind, weakest first."""

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FULL_HOUSE = 5
    FLUSH = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8


class FiveCardHigh(Ranking):
    """The best five cards, straight flush highest: the family of high rankings.

    A member sets its tables, its categories (in its order), its deck and its ``wheel`` (the
    lowest straight, with the ace below its lowest card).
    """

    flush_mode = FLUSH_BEST
    wheel: ClassVar[tuple[int, ...]] = WHEEL

    def evaluate(self, cards: CardsLike) -> Hand:
        """Parse and rank a hand (always a hand: the ranking has no qualifier)."""
        return self._evaluate(cards)

    def playing_cards(self, cards: tuple[Card, ...], strength: int) -> tuple[Card, ...]:
        """The best five, in a natural order (the ace below the lowest card in the wheel)."""
        five = self.best_five(cards, strength)
        wheel = straight_top([int(c) >> 2 for c in five], self.wheel) == self.wheel[3]
        return natural_order(five, lambda rank: -1 if wheel and rank == ACE else rank)


class HighRanking(FiveCardHigh):
    """The traditional high ranking: best five cards, straight flush highest."""

    name = "high"
    title = "high hands (traditional)"
    aliases: ClassVar[tuple[str, ...]] = ("hi", "traditional")
    rank_table = "high_rank"
    flush_table = "high_flush"
    category_type = Category
    category_bounds: ClassVar[tuple[int, ...]] = (1, 1278, 4138, 4996, 5854, 5864, 7141, 7297, 7453)


class ShortDeckRanking(FiveCardHigh):
    """Short-deck high hands (Triton order: three of a kind over a straight)."""

    name = "short-deck"
    title = "short-deck (6+) high hands, trips beat a straight (Triton)"
    aliases: ClassVar[tuple[str, ...]] = ("shortdeck", "6+", "six-plus", "short-deck-triton", "triton")
    rank_table = "shortdeck_rank"
    flush_table = "shortdeck_flush"
    max_cards = 7
    first_code = LOWEST_RANK * 4
    deck_description = "36-card short deck (6 to A)"
    wheel = SHORT_DECK_WHEEL
    category_type: ClassVar[type[HandCategory]] = ShortDeckCategory
    category_bounds = (1, 121, 625, 877, 883, 1135, 1207, 1327, 1399)


class ShortDeckClassicRanking(ShortDeckRanking):
    """Short-deck high hands with a straight above three of a kind (the non-Triton option)."""

    name = "short-deck-classic"
    title = "short-deck (6+) high hands, a straight beats trips"
    aliases: ClassVar[tuple[str, ...]] = ("shortdeck-classic", "short-deck-straight-over-trips", "6+ classic")
    rank_table = "shortdeck_classic_rank"
    flush_table = "shortdeck_classic_flush"
    category_type = ShortDeckClassicCategory
    category_bounds = (1, 121, 625, 877, 1129, 1135, 1207, 1327, 1399)


HIGH: Final = HighRanking()
"""The traditional high ranking."""
SHORT_DECK: Final = ShortDeckRanking()
"""Short-deck high hands, Triton order (the default)."""
SHORT_DECK_CLASSIC: Final = ShortDeckClassicRanking()
"""Short-deck high hands, a straight above three of a kind."""
