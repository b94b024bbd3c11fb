"""Ace-to-five lows with a joker, and which ranking any ranking becomes "with wild X".

RULES.md "Wild cards": a joker in ace-to-five lowball (California lowball) is the lowest
rank not already in the hand. The rankings here are the ace-to-five and eight-or-better
rankings with a deck of 52 cards and the joker (card code 52, ``Jk``), on tables with one
more block (see :mod:`pokerrank.tables.wild_lows`); the scalar evaluator and the numba
kernel are the ones every ranking uses.

>>> import pokerrank
>>> str(pokerrank.evaluate("Jk 2c 3d 4h 5s", "ace-to-five-joker"))
'wheel, 5-4-3-2-A'
>>> str(pokerrank.evaluate("Kc Kd 4h 3s Jk", "ace-to-five-joker"))
'pair of kings, 4-3-A'
>>> wild_ranking("high", "bug").name, wild_ranking("razz", "joker").name
('high-bug', 'ace-to-five-joker')
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import ClassVar, Final

from pokerrank.cards import JOKER, Card
from pokerrank.errors import UnknownNameError
from pokerrank.hands import Hand
from pokerrank.lows import AceToFiveLow, EightOrBetter, EightOrBetterCategory
from pokerrank.rankings import Ranking, get_ranking, register

__all__ = [
    "ACE_TO_FIVE_JOKER",
    "EIGHT_OR_BETTER_JOKER",
    "WILD_KINDS",
    "AceToFiveJokerLow",
    "EightOrBetterJoker",
    "joker_rank",
    "wild_kind",
    "wild_ranking",
]

_LOW_ORDER: Final[tuple[int, ...]] = (12, *range(12))
"""Ranks from the lowest ace-to-five card up: ace, deuce, ..., king."""


def joker_rank(cards: tuple[Card, ...]) -> int:
    """The rank the joker takes in ace-to-five: the lowest rank not among ``cards``.

    >>> from pokerrank.cards import parse_cards
    >>> joker_rank(parse_cards("Ac 2d 4h Kd Jk", jokers=True))  # the three
    1
    """
    held = {int(c) >> 2 for c in cards if c != JOKER}
    return next(rank for rank in _LOW_ORDER if rank not in held)


class AceToFiveJokerLow(AceToFiveLow):
    """Ace-to-five low with one joker, the lowest rank not already in the hand.

    >>> str(ACE_TO_FIVE_JOKER.evaluate("Jk Ac 2d 3h 4s 4c Kd"))
    'wheel, 5-4-3-2-A'
    """

    name = "ace-to-five-joker"
    title = "ace-to-five low with a joker (the lowest rank missing from the hand)"
    aliases: ClassVar[tuple[str, ...]] = ("a5-joker", "a-5-joker", "razz-joker", "california-joker")
    rank_table = "ace_to_five_joker_rank"
    jokers = 1

    def _five(self, cards: tuple[Card, ...], strength: int) -> tuple[Card, ...]:
        if len(cards) <= 5:
            return cards
        return next(five for five in combinations(sorted(cards, reverse=True), 5) if self._keyed(five) == strength)

    def playing_cards(self, cards: tuple[Card, ...], strength: int) -> tuple[Card, ...]:
        """The best five, highest first, the joker in the place of the rank it takes."""
        five = self._five(cards, strength)
        stand_in = joker_rank(five)

        def rank(card: Card) -> int:
            return stand_in if card == JOKER else int(card) >> 2

        counts = Counter(rank(c) for c in five)
        return tuple(sorted(five, key=lambda c: (counts[rank(c)], self.order_rank(rank(c)), int(c)), reverse=True))

    def _natural(self, hand: Hand) -> Hand:
        """The same hand with a natural card of the joker's rank in place of the joker."""
        five = hand.cards
        stand_in = Card(joker_rank(five) * 4)
        return Hand(hand.ranking, hand.strength, tuple(stand_in if c == JOKER else c for c in five))

    def deciding(self, hand: Hand) -> tuple[tuple[str, int], ...]:
        return super().deciding(self._natural(hand))

    def name_of(self, hand: Hand) -> str:
        return super().name_of(self._natural(hand))


class EightOrBetterJoker(AceToFiveJokerLow, EightOrBetter):
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


ACE_TO_FIVE_JOKER: Final = register(AceToFiveJokerLow())
"""Ace-to-five low with a joker (California lowball)."""
EIGHT_OR_BETTER_JOKER: Final = register(EightOrBetterJoker())
"""Eight-or-better low with a joker."""

# -- "with wild X" ------------------------------------------------------------------------

WILD_KINDS: Final = {"joker": "joker", "bug": "bug", "2": "deuces"}
"""How a wild card is named (``--wild`` on the command line) -> its canonical kind."""
_KIND_ALIASES: Final = {
    "joker": "joker", "jokers": "joker", "jk": "joker", "wild-joker": "joker",
    "bug": "bug", "the-bug": "bug",
    "2": "deuces", "2s": "deuces", "deuce": "deuces", "deuces": "deuces", "twos": "deuces",
}  # fmt: skip

_WILD_FORMS: Final[dict[tuple[str, str], str]] = {
    ("high", "joker"): "high-wild",
    ("high", "bug"): "high-bug",
    ("high", "deuces"): "high-deuces-wild",
    # the joker of ace-to-five lowball is the lowest missing rank, whatever it is called
    ("ace-to-five", "joker"): "ace-to-five-joker",
    ("ace-to-five", "bug"): "ace-to-five-joker",
    ("eight-or-better", "joker"): "eight-or-better-joker",
    ("eight-or-better", "bug"): "eight-or-better-joker",
}
"""(plain ranking, wild kind) -> the ranking with that wild card."""


def wild_kind(wild: str) -> str:
    """The canonical kind of a wild card: ``"joker"``, ``"bug"`` or ``"deuces"``.

    >>> wild_kind("2"), wild_kind("Jokers"), wild_kind("BUG")
    ('deuces', 'joker', 'bug')
    """
    kind = _KIND_ALIASES.get(wild.strip().lower().replace(" ", "-")) if isinstance(wild, str) else None
    if kind is None:
        raise UnknownNameError(f"unknown wild card {wild!r}; expected one of: joker, bug, 2")
    return kind


def wild_ranking(ranking: str | Ranking, wild: str) -> Ranking:
    """The ranking that ``ranking`` becomes with the wild card ``wild`` (joker, bug or 2).

    A ranking that already has its wild card is returned as it is.

    >>> wild_ranking("hi", "2")
    <Ranking high-deuces-wild>
    >>> wild_ranking("2-7", "joker")
    Traceback (most recent call last):
    ...
    pokerrank.errors.UnknownNameError: the deuce-to-seven ranking has no form with a wild joker; ...
    """
    base = get_ranking(ranking)
    kind = wild_kind(wild)
    if (base.name, kind) in _WILD_FORMS:
        return get_ranking(_WILD_FORMS[base.name, kind])
    if base.name in {form for (_, k), form in _WILD_FORMS.items() if k == kind}:
        return base
    choices = ", ".join(sorted({f"{plain} with {k}" for plain, k in _WILD_FORMS}))
    raise UnknownNameError(f"the {base.name} ranking has no form with a wild {kind}; known forms: {choices}")
