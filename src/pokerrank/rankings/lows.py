"""Low rankings: ace-to-five (and eight-or-better), deuce-to-seven and ace-to-six.

Every ranking keeps the library's one convention: **a larger strength is the better
hand**, so the best low has the largest strength and hands compare with ``<`` and ``>``
as under the high ranking. The rules are those of ``RULES.md`` (see
:mod:`pokerrank.tables.lows` for the orders, value by value).

Categories are numbered weakest first, like the strengths. Made hands (pairs, and for
deuce-to-seven and ace-to-six also straights and flushes) are categories as under high
rules; unpaired hands are split by their highest card, "a seven low", "an eight low", the
way dealers announce them and the way the rule texts list them, each with its own tie
rule. So for ace-to-five the order, weakest first, is four of a kind, full house, three of
a kind, two pair, one pair, king low, ..., six low, five low (the wheel).

>>> import pokerrank
>>> hand = pokerrank.evaluate("7c 5d 4h 3s 2c Kd Kh", "razz")
>>> str(hand), hand.category.name
('seven-five low, 7-5-4-3-2', 'SEVEN_LOW')
>>> pokerrank.evaluate("Ah 2d 3c 4s 5h", "razz") > hand
True
>>> str(pokerrank.evaluate("7c 5d 4h 3s 2c", "deuce-to-seven"))
'number one, 7-5-4-3-2'
>>> print(pokerrank.evaluate("9c 9d Kh Ks Qc", "eight-or-better"))
None
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar, Final

from pokerrank.cards import Card, CardsLike
from pokerrank.hands import Hand
from pokerrank.rankings.base import (
    LOW_ROLES,
    CategoryEnum,
    Ranking,
    as_card_array,
    check_flag_argument,
    natural_order,
)
from pokerrank.tables.hashing import FLUSH_IGNORED, FLUSH_REPLACES
from pokerrank.tables.lows import low_rank

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from pokerrank._compile import Family as KernelFamily

__all__ = [
    "ACE_TO_FIVE",
    "ACE_TO_SIX",
    "DEUCE_TO_SEVEN",
    "EIGHT_OR_BETTER",
    "AceToFiveCategory",
    "AceToFiveFamily",
    "AceToFiveLow",
    "AceToSixCategory",
    "AceToSixLow",
    "DeuceToSevenCategory",
    "DeuceToSevenLow",
    "EightOrBetter",
    "EightOrBetterCategory",
]


class AceToFiveCategory(CategoryEnum):
    """Ace-to-five categories, weakest first (larger is the better low)."""

    FOUR_OF_A_KIND = 0
    FULL_HOUSE = 1
    THREE_OF_A_KIND = 2
    TWO_PAIR = 3
    ONE_PAIR = 4
    KING_LOW = 5
    QUEEN_LOW = 6
    JACK_LOW = 7
    TEN_LOW = 8
    NINE_LOW = 9
    EIGHT_LOW = 10
    SEVEN_LOW = 11
    SIX_LOW = 12
    FIVE_LOW = 13
    """The wheel, 5-4-3-2-A: the only five low."""


class EightOrBetterCategory(CategoryEnum):
    """Eight-or-better categories, weakest first; NO_LOW is strength 0."""

    NO_LOW = 0
    EIGHT_LOW = 1
    SEVEN_LOW = 2
    SIX_LOW = 3
    FIVE_LOW = 4


class DeuceToSevenCategory(CategoryEnum):
    """Deuce-to-seven categories, weakest first: the high categories reversed, then
    unpaired hands by their highest card (the ace always high)."""

    STRAIGHT_FLUSH = 0
    FOUR_OF_A_KIND = 1
    FULL_HOUSE = 2
    FLUSH = 3
    STRAIGHT = 4
    THREE_OF_A_KIND = 5
    TWO_PAIR = 6
    ONE_PAIR = 7
    ACE_LOW = 8
    KING_LOW = 9
    QUEEN_LOW = 10
    JACK_LOW = 11
    TEN_LOW = 12
    NINE_LOW = 13
    EIGHT_LOW = 14
    SEVEN_LOW = 15


class AceToSixCategory(CategoryEnum):
    """Ace-to-six categories, weakest first: the high categories reversed, then unpaired
    hands by their highest card (the ace always low)."""

    STRAIGHT_FLUSH = 0
    FOUR_OF_A_KIND = 1
    FULL_HOUSE = 2
    FLUSH = 3
    STRAIGHT = 4
    THREE_OF_A_KIND = 5
    TWO_PAIR = 6
    ONE_PAIR = 7
    KING_LOW = 8
    QUEEN_LOW = 9
    JACK_LOW = 10
    TEN_LOW = 11
    NINE_LOW = 12
    EIGHT_LOW = 13
    SEVEN_LOW = 14
    SIX_LOW = 15


# The lowest strength of each category (checked against pokerrank.tables.lows in the tests).
_A5_BOUNDS: Final = (1, 157, 313, 1171, 2029, 4889, 5384, 5714, 5924, 6050, 6120, 6155, 6170, 6175)
_REVERSED_BOUNDS: Final = (1, 10, 166, 322, 1600, 1609, 2467, 3325, 6185, 6679, 7008, 7217, 7342, 7411, 7445, 7459)
"""Deuce-to-seven and ace-to-six: the same category sizes, so the same bounds."""


class _LowRanking(Ranking):
    """What the low rankings share: the best five, their natural order, roles and names."""

    family = "low"
    roles = LOW_ROLES
    ace_low: ClassVar[bool] = True
    """Whether the ace ranks below the deuce (ace-to-five, ace-to-six) or above the king."""

    def order_rank(self, rank: int) -> int:
        """The rank's place in this ranking's card order (larger is a higher card)."""
        return low_rank(rank) if self.ace_low else rank

    # -- more than five cards when a flush counts against the hand ---------------------
    # The core evaluates FLUSH_REPLACES rankings over every five-card combination. Without
    # five cards of one suit no five is a flush, and the rank table's value of the whole
    # multiset (the best five of 5 to 7 ranks) is the answer in one lookup.

    def strength_of(self, codes: Sequence[int]) -> int:
        """Strength of distinct valid card codes (trusted input; see :func:`pokerrank.strength`)."""
        n = len(codes)
        if self.flush_mode == FLUSH_REPLACES and 5 < n <= 7 and max(Counter(c & 3 for c in codes).values()) < 5:
            return self._keyed(codes)
        return super().strength_of(codes)

    def kernel_families(self, n_cards: int, *, check: bool = True) -> tuple[KernelFamily, ...]:
        """The kernel families :meth:`evaluate_array` runs for hands of ``n_cards``.

        >>> [f.name for f in DEUCE_TO_SEVEN.kernel_families(7)]
        ['validate', 'lowball']
        """
        if self.flush_mode != FLUSH_REPLACES or n_cards <= 5:
            return super().kernel_families(n_cards, check=check)
        from pokerrank.kernels.families import LOWBALL, VALIDATE

        return (VALIDATE, LOWBALL) if check else (LOWBALL,)

    def evaluate_array(self, cards: npt.ArrayLike, *, check: bool = True) -> npt.NDArray[np.int32]:
        """Strengths of the rows of an (N, k) array of card codes.

        >>> import numpy as np
        >>> DEUCE_TO_SEVEN.evaluate_array(np.array([[21, 13, 10, 7, 0, 51, 47]])).tolist()  # 7 5 4 3 2 A K
        [7462]
        """
        import numpy as np

        check = check_flag_argument(check)
        if not isinstance(cards, np.ndarray):  # rows as lists: an array once (ragged rows refused)
            cards = as_card_array(cards, self, check=False)
        if self.flush_mode != FLUSH_REPLACES or cards.ndim != 2 or cards.shape[1] <= 5:
            return super().evaluate_array(cards, check=check)
        from pokerrank._compile import prepare, run_split
        from pokerrank.kernels.bundles import frozen

        arr = as_card_array(cards, self, check=check)  # bad input refused before any compile
        prepare(*self.kernel_families(cards.shape[1], check=check))
        out = np.empty(arr.shape[0], dtype=np.int32)
        if arr.shape[0]:
            from pokerrank.kernels.lowball import evaluate_lowball, lowball_columns

            rows, tables = frozen(arr, np.uint8), self.keyed_tables
            groups, fives = lowball_columns(arr.shape[1])
            run_split(
                len(rows),
                lambda start, stop: evaluate_lowball(rows[start:stop], groups, fives, tables, out[start:stop]),
            )
        return out

    def playing_cards(self, cards: tuple[Card, ...], strength: int) -> tuple[Card, ...]:
        """The best five, highest first: groups first (bigger, then higher), ace last when low.

        Where several fives are equal (they differ only by suit) the one with the higher
        card codes is shown, as for high hands.
        """
        return natural_order(self.best_five(cards, strength), self.order_rank)


class AceToFiveFamily(_LowRanking):
    """What ace-to-five low and eight-or-better share: the ace always low, no straights and
    no flushes (``flush_mode`` is ignored: suits never matter), the best five of 5 to 9
    cards. The two are siblings, so that a type checker knows which one can return ``None``."""

    flush_table = None
    flush_mode = FLUSH_IGNORED


class AceToFiveLow(AceToFiveFamily):
    """Ace-to-five low ("California": Razz, the low of Omaha and Stud Hi/Lo, A-5 draw).

    The ace is always low and straights and flushes do not exist (``flush_mode`` is
    ignored: suits never matter); the best five of 5 to 9 cards plays. Best hand: the
    wheel, 5-4-3-2-A. No qualifier: see :class:`EightOrBetter` for that.
    """

    name = "ace-to-five"
    title = "ace-to-five low (razz, california)"
    aliases: ClassVar[tuple[str, ...]] = ("a5", "a-5", "ace-to-five-low", "a5-low", "razz", "california")
    rank_table = "ace_to_five_rank"
    category_type = AceToFiveCategory
    category_bounds: ClassVar[tuple[int, ...]] = _A5_BOUNDS

    def evaluate(self, cards: CardsLike) -> Hand:
        """Parse and rank a hand (always a hand: the ranking has no qualifier)."""
        return self._evaluate(cards)


class EightOrBetter(AceToFiveFamily):
    """The ace-to-five low with the eight-or-better qualifier (Omaha and Stud Hi/Lo).

    A low counts only with five distinct ranks, all eight or lower. A hand without one has
    the explicit "no low" value, never an exception:

    - :meth:`evaluate` returns ``None``;
    - the integer APIs (:func:`pokerrank.strength`, :func:`pokerrank.evaluate_array`)
      return 0, below every qualifying strength (1..56), so that ``max`` and sorting
      still work and the scalar and batch results are the same numbers.

    >>> EIGHT_OR_BETTER.evaluate("Ac 2d 3h 9s 9c") is None
    True
    >>> import pokerrank
    >>> pokerrank.strength([48, 1, 6, 31, 28], "8ob")  # A 2 3 9 9: no low
    0
    """

    name = "eight-or-better"
    title = "ace-to-five low, eight or better to qualify (hi/lo)"
    aliases: ClassVar[tuple[str, ...]] = ("8-or-better", "a5-8", "8ob", "hilo-low", "eight-or-better-low")
    rank_table = "eight_or_better_rank"
    category_type = EightOrBetterCategory
    category_bounds: ClassVar[tuple[int, ...]] = (0, 1, 36, 51, 56)

    def evaluate(self, cards: CardsLike) -> Hand | None:
        """Parse and rank a hand: its best qualifying low, or ``None`` when it has none."""
        hand = self._evaluate(cards)
        return hand if hand.strength else None


class DeuceToSevenLow(_LowRanking):
    """Deuce-to-seven low ("Kansas City": 2-7 single and triple draw).

    Exactly the reverse of the high ranking with the ace always high: A-5-4-3-2 is an
    ace-high hand without a pair, not a straight; straights and flushes count against the
    hand. The best hand is 7-5-4-3-2 not all of one suit, "number one". No qualifier.

    A flush's value *replaces* the rank value (``FLUSH_REPLACES``), which is exact for
    five cards; more cards are ranked as the best of their five-card combinations.
    """

    name = "deuce-to-seven"
    title = "deuce-to-seven low (kansas city)"
    aliases: ClassVar[tuple[str, ...]] = ("2-7", "27", "deuce-to-seven-low", "2-7-low", "kansas-city")
    rank_table = "deuce_to_seven_rank"
    flush_table = "deuce_to_seven_flush"
    flush_mode = FLUSH_REPLACES
    ace_low = False
    category_type = DeuceToSevenCategory
    category_bounds: ClassVar[tuple[int, ...]] = _REVERSED_BOUNDS

    def evaluate(self, cards: CardsLike) -> Hand:
        """Parse and rank a hand (always a hand: the ranking has no qualifier)."""
        return self._evaluate(cards)


class AceToSixLow(_LowRanking):
    """Ace-to-six low ("London").

    The ace is always low; straights and flushes count against the hand; A-2-3-4-5 is a
    five-high straight and A-K-Q-J-T is king-high, not a straight. Best hand 6-4-3-2-A.
    Evaluated like :class:`DeuceToSevenLow` (the flush value replaces the rank value).
    """

    name = "ace-to-six"
    title = "ace-to-six low (london)"
    aliases: ClassVar[tuple[str, ...]] = ("a6", "a-6", "ace-to-six-low", "a6-low", "london")
    rank_table = "ace_to_six_rank"
    flush_table = "ace_to_six_flush"
    flush_mode = FLUSH_REPLACES
    category_type = AceToSixCategory
    category_bounds: ClassVar[tuple[int, ...]] = _REVERSED_BOUNDS

    def evaluate(self, cards: CardsLike) -> Hand:
        """Parse and rank a hand (always a hand: the ranking has no qualifier)."""
        return self._evaluate(cards)


ACE_TO_FIVE: Final = AceToFiveLow()
"""Ace-to-five low (razz)."""
EIGHT_OR_BETTER: Final = EightOrBetter()
"""Ace-to-five low with the eight-or-better qualifier."""
DEUCE_TO_SEVEN: Final = DeuceToSevenLow()
"""Deuce-to-seven low."""
ACE_TO_SIX: Final = AceToSixLow()
"""Ace-to-six low."""
