"""Hand: the value object every ranking returns.

A hand knows its ranking, its strength and its cards, and nothing about words or rules: its
name comes from its ranking (through the catalogs of :mod:`pokerrank.i18n`), so this module
imports nothing above the cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerrank._checks import plainly
from pokerrank.errors import HandMismatchError, InvalidStrengthError

if TYPE_CHECKING:
    from pokerrank.cards import Card
    from pokerrank.rankings import HandCategory
    from pokerrank.rankings.base import Ranking

__all__ = ["Hand"]

_RANKING_METHODS = ("check_strength", "parse", "check_size", "strength_of", "playing_cards", "category")


class Hand:
    """A ranked hand: its strength under one ranking, and the cards that play.

    Larger strengths are stronger hands under every ranking, low games included; equal
    strengths tie. Hands compare by strength and only with hands of the same ranking.

    >>> import pokerrank
    >>> a = pokerrank.evaluate("As Ks Qs Js Ts 2c 3d")
    >>> b = pokerrank.evaluate("7c 7d 7h 2s 2d Ah Kh")
    >>> str(a), a > b
    ('royal flush', True)
    >>> [str(c) for c in b.cards]
    ['7h', '7d', '7c', '2s', '2d']
    """

    __slots__ = ("_best", "all_cards", "ranking", "strength")

    ranking: Ranking
    strength: int
    all_cards: tuple[Card, ...]
    _best: tuple[Card, ...] | None

    def __init__(self, ranking: Ranking, strength: int, all_cards: tuple[Card, ...]) -> None:
        """A hand as a ranking would make it, checked: the ranking is a ranking, the cards are
        cards of its deck in a number it takes, each once, and they make exactly ``strength``
        (rankings make their hands without these checks, through :meth:`_trusted`).

        >>> import pokerrank
        >>> Hand(pokerrank.HIGH, 7462, pokerrank.parse_cards("As Ks Qs Js Ts")).name
        'royal flush'
        >>> Hand(pokerrank.HIGH, 7000, pokerrank.parse_cards("As Ks Qs Js Ts"))
        Traceback (most recent call last):
        ...
        pokerrank.errors.InvalidStrengthError: the cards 'As Ks Qs Js Ts' make strength 7462 under the high ranking, ...
        """
        if not all(callable(getattr(ranking, name, None)) for name in _RANKING_METHODS):
            raise HandMismatchError(
                f"Hand() takes a ranking (such as pokerrank.HIGH or pokerrank.get_ranking('razz')), "
                f"got {plainly(ranking)}"
            )
        value = ranking.check_strength(strength)
        cards = ranking.parse(all_cards)
        ranking.check_size(len(cards))
        made = ranking.strength_of(cards)
        if made != value:
            shown = " ".join(str(c) for c in cards)
            raise InvalidStrengthError(
                f"the cards {shown!r} make strength {made} under the {ranking.name} ranking, not {value}"
            )
        self.ranking = ranking
        self.strength = value
        self.all_cards = cards
        self._best = None

    @classmethod
    def _trusted(cls, ranking: Ranking, strength: int, all_cards: tuple[Card, ...]) -> Hand:
        """A hand a ranking made (no checks): the strength is what the cards make."""
        hand = object.__new__(cls)
        hand.ranking = ranking
        hand.strength = strength
        hand.all_cards = all_cards
        hand._best = None
        return hand

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards that play (the best five for five-card rankings), in a natural order."""
        if self._best is None:
            self._best = self.ranking.playing_cards(self.all_cards, self.strength)
        return self._best

    @property
    def category(self) -> HandCategory:
        """The hand's category under its ranking: a member of the ranking's category enum
        (:data:`~pokerrank.rankings.HandCategory`), weakest first, printed as its name.

        >>> import pokerrank
        >>> hand = pokerrank.evaluate("As Ks Qs Js Ts")
        >>> print(hand.category)
        Category.STRAIGHT_FLUSH
        >>> hand.category is pokerrank.Category.STRAIGHT_FLUSH, int(hand.category)
        (True, 8)
        """
        return self.ranking.category(self.strength)

    @property
    def name(self) -> str:
        """The hand's name in plain English, as a player would say it."""
        return self.ranking.describe(self, "en")

    def describe(self, lang: str | None = "en") -> str:
        """The hand's name in a language: ``en``, ``nl``, ``fr`` or ``de`` (see :mod:`pokerrank.i18n`).

        >>> import pokerrank
        >>> pokerrank.evaluate("Jc Jd 4h 4s Ac").describe("de")
        'zwei Paare, Buben und Vieren mit Ass als Kicker'
        """
        return self.ranking.describe(self, lang)

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        cards = " ".join(str(c) for c in self.cards)
        return f"<Hand {self.ranking.name} {cards!r} strength={self.strength} {self.name!r}>"

    def _other(self, other: object) -> int | None:
        if not isinstance(other, Hand):
            return None
        if other.ranking is not self.ranking:
            raise HandMismatchError(
                f"cannot compare hands of two rankings: {self.ranking.name} and {other.ranking.name}"
            )
        return other.strength

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Hand):
            return NotImplemented
        return other.ranking is self.ranking and other.strength == self.strength

    def __hash__(self) -> int:
        return hash((self.ranking.name, self.strength))

    def __lt__(self, other: object) -> bool:
        strength = self._other(other)
        return NotImplemented if strength is None else self.strength < strength

    def __le__(self, other: object) -> bool:
        strength = self._other(other)
        return NotImplemented if strength is None else self.strength <= strength

    def __gt__(self, other: object) -> bool:
        strength = self._other(other)
        return NotImplemented if strength is None else self.strength > strength

    def __ge__(self, other: object) -> bool:
        strength = self._other(other)
        return NotImplemented if strength is None else self.strength >= strength
