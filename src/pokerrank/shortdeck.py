"""Short-deck (6+) high hands: 36 cards, A-6-7-8-9 the lowest straight, flush over full house.

Two rankings share one kernel and differ only in their tables (RULES.md, "Short-deck"):

- ``short-deck`` (Triton rules, the default): three of a kind beats a straight;
- ``short-deck-classic``: a straight beats three of a kind.

In both a flush beats a full house. The cards 2 to 5 are not in the deck and are refused.

>>> import pokerrank
>>> hand = pokerrank.evaluate("As 6d 7c 8h 9s Kd Kc", "short-deck")
>>> hand.name, [str(c) for c in hand.cards]
('nine-high straight', ['9s', '8h', '7c', '6d', 'As'])
>>> trips = pokerrank.evaluate("7s 7d 7c Ah Kd", "short-deck")
>>> trips > pokerrank.evaluate("Ts 9d 8c 7h 6d", "short-deck")
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from enum import IntEnum
from functools import cached_property
from itertools import combinations
from typing import TYPE_CHECKING, ClassVar, Final

from pokerrank import naming, rankings
from pokerrank.cards import Card, CardsLike, parse_cards
from pokerrank.errors import InvalidCardError
from pokerrank.hands import Hand
from pokerrank.rankings import FLUSH_BEST, Ranking, register
from pokerrank.tables.shortdeck import LOWEST_RANK

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["SHORT_DECK", "SHORT_DECK_CLASSIC", "ShortDeckCategory", "ShortDeckClassicCategory", "ShortDeckRanking"]


class ShortDeckCategory(IntEnum):
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


class ShortDeckClassicCategory(IntEnum):
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


def _straight_top(ranks: Sequence[int]) -> int | None:
    distinct = sorted(set(ranks))
    if len(distinct) != 5:
        return None
    if distinct[4] - distinct[0] == 4:
        return distinct[4]
    if distinct == [4, 5, 6, 7, 12]:
        return 7
    return None


_FIRST_CODE: Final = LOWEST_RANK * 4


def _check_deck(cards: Sequence[int]) -> None:
    for card in cards:
        if int(card) >> 2 < LOWEST_RANK:
            raise InvalidCardError(f"card {str(Card(int(card)))!r} is not in the 36-card short deck (6 to A)")


class ShortDeckRanking(Ranking):
    """Short-deck high hands (Triton order: three of a kind over a straight)."""

    name = "short-deck"
    title = "short-deck (6+) high hands, trips beat a straight (Triton)"
    aliases: ClassVar[tuple[str, ...]] = ("shortdeck", "6+", "six-plus", "short-deck-triton", "triton")
    rank_table = "shortdeck_rank"
    flush_table = "shortdeck_flush"
    flush_mode = FLUSH_BEST
    max_cards = 7
    category_type: ClassVar[type[IntEnum]] = ShortDeckCategory
    category_bounds = (1, 121, 625, 877, 883, 1135, 1207, 1327, 1399)

    @cached_property
    def codes(self) -> frozenset[int]:
        """The 36 cards of the short deck: six to ace."""
        return frozenset(range(_FIRST_CODE, 52))

    @cached_property
    def checked_strength(self) -> Callable[[Sequence[int]], int]:
        """Validate card codes (short deck included), then evaluate."""
        inner = Ranking.checked_strength.func(self)  # type: ignore[attr-defined]

        def checked(codes: Sequence[int]) -> int:
            if not isinstance(codes, (list, tuple)) or not all(isinstance(c, int) for c in codes):
                codes = self.code_list(codes)  # plain ints (numpy too), or the typed error
            if codes and min(codes) < _FIRST_CODE:
                _check_deck(codes)
            value: int = inner(codes)
            return value

        # strength() looks the checker up by name: make it find this one, not the inner one.
        rankings._CHECKED[self.name] = checked
        return checked

    def evaluate(self, cards: CardsLike) -> Hand:
        """Parse and rank a short-deck hand (cards 2 to 5 are refused).

        >>> str(SHORT_DECK.evaluate("Kh Qh 9h 7h 6h Ks Kd"))
        'king-high flush'
        """
        parsed = parse_cards(cards)
        _check_deck(parsed)
        return super().evaluate(parsed)

    def evaluate_array(self, cards: npt.ArrayLike, *, check: bool = True) -> npt.NDArray[np.int32]:
        """Strengths of the rows of an (N, k) array of short-deck card codes."""
        import numpy as np

        arr = np.asarray(cards)
        if arr.size and arr.dtype.kind in "iu" and arr.min() < _FIRST_CODE:
            row, column = np.argwhere(arr < _FIRST_CODE)[0]
            if arr[row, column] >= 0:
                raise InvalidCardError(
                    f"card {str(Card(int(arr[row, column])))!r} at row {row}, column {column} "
                    "is not in the 36-card short deck (6 to A)"
                )
        return super().evaluate_array(arr, check=check)

    def playing_cards(self, cards: tuple[Card, ...], strength: int) -> tuple[Card, ...]:
        """The best five, in a natural order (the ace below the six in A-6-7-8-9)."""
        ordered = sorted(cards, reverse=True)
        five = tuple(ordered)
        if len(ordered) > 5:
            for five in combinations(ordered, 5):
                if self._keyed(five) == strength:
                    break
        top = _straight_top([int(c) >> 2 for c in five])
        if top is not None:

            def position(card: Card) -> int:
                rank = int(card) >> 2
                return -1 if top == 7 and rank == 12 else rank

            return tuple(sorted(five, key=lambda c: (position(c), int(c)), reverse=True))
        counts = Counter(int(c) >> 2 for c in five)
        return tuple(sorted(five, key=lambda c: (counts[int(c) >> 2], int(c) >> 2, int(c)), reverse=True))

    def deciding(self, hand: Hand) -> tuple[tuple[str, int], ...]:
        """The (role, rank) pairs that decide inside a category."""
        ranks = [int(c) >> 2 for c in hand.cards]
        cat = hand.category.name
        if cat in ("STRAIGHT", "STRAIGHT_FLUSH"):
            return (("top card", _straight_top(ranks) or 0),)
        if cat == "FOUR_OF_A_KIND":
            return (("four of a kind", ranks[0]), ("kicker", ranks[4]))
        if cat == "FULL_HOUSE":
            return (("three of a kind", ranks[0]), ("pair", ranks[3]))
        if cat == "THREE_OF_A_KIND":
            return (("three of a kind", ranks[0]), ("first kicker", ranks[3]), ("second kicker", ranks[4]))
        if cat == "TWO_PAIR":
            return (("higher pair", ranks[0]), ("second pair", ranks[2]), ("kicker", ranks[4]))
        if cat == "ONE_PAIR":
            kickers = ("pair", "first kicker", "second kicker", "third kicker")
            return tuple(zip(kickers, (ranks[0], ranks[2], ranks[3], ranks[4]), strict=True))
        roles = ("highest card", "second card", "third card", "fourth card", "fifth card")
        return tuple(zip(roles, ranks, strict=True))

    def name_of(self, hand: Hand) -> str:
        """The English name of a short-deck hand."""
        d = [rank for _, rank in self.deciding(hand)]
        s, p = naming.singular, naming.plural
        cat = hand.category.name
        if cat == "STRAIGHT_FLUSH":
            return "royal flush" if d[0] == 12 else f"{s(d[0])}-high straight flush"
        if cat == "FOUR_OF_A_KIND":
            return f"four of a kind, {p(d[0])} with {naming.article(d[1])} {s(d[1])} kicker"
        if cat == "FULL_HOUSE":
            return f"full house, {p(d[0])} full of {p(d[1])}"
        if cat == "FLUSH":
            return f"{s(d[0])}-high flush"
        if cat == "STRAIGHT":
            return f"{s(d[0])}-high straight"
        if cat == "THREE_OF_A_KIND":
            return f"three of a kind, {p(d[0])} with {s(d[1])} and {s(d[2])} kickers"
        if cat == "TWO_PAIR":
            return f"two pair, {p(d[0])} and {p(d[1])} with {naming.article(d[2])} {s(d[2])} kicker"
        if cat == "ONE_PAIR":
            return f"pair of {p(d[0])} with {s(d[1])}, {s(d[2])} and {s(d[3])} kickers"
        return f"{s(d[0])}-high with {s(d[1])}, {s(d[2])}, {s(d[3])} and {s(d[4])}"


class ShortDeckClassicRanking(ShortDeckRanking):
    """Short-deck high hands with a straight above three of a kind (the non-Triton option)."""

    name = "short-deck-classic"
    title = "short-deck (6+) high hands, a straight beats trips"
    aliases: ClassVar[tuple[str, ...]] = ("shortdeck-classic", "short-deck-straight-over-trips", "6+ classic")
    rank_table = "shortdeck_classic_rank"
    flush_table = "shortdeck_classic_flush"
    category_type = ShortDeckClassicCategory
    category_bounds = (1, 121, 625, 877, 1129, 1135, 1207, 1327, 1399)


SHORT_DECK: Final = register(ShortDeckRanking())
"""Short-deck high hands, Triton order (the default)."""
SHORT_DECK_CLASSIC: Final = register(ShortDeckClassicRanking())
"""Short-deck high hands, a straight above three of a kind."""
