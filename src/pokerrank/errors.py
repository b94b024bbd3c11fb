"""The error family of pokerrank.

Every error pokerrank raises for bad input is a :class:`PokerRankError`. Each concrete
error is also a builtin ``ValueError`` (or ``LookupError`` for unknown names), so callers
may catch the family or the builtin they already expect.

>>> import pokerrank
>>> try:
...     pokerrank.parse_cards("As Xd")
... except pokerrank.InvalidCardError as exc:
...     print(exc)
unknown rank 'X' in card 'Xd' (position 2 of 'As Xd'); ranks are 2-9, T (or 10), J, Q, K, A
"""

from __future__ import annotations

__all__ = [
    "DuplicateCardError",
    "EmptyInputError",
    "HandSizeError",
    "InvalidCardError",
    "PokerRankError",
    "UnknownNameError",
]


class PokerRankError(Exception):
    """Base class of every error pokerrank raises for bad input."""


class InvalidCardError(PokerRankError, ValueError):
    """A card could not be parsed or is not a valid card code."""


class EmptyInputError(PokerRankError, ValueError):
    """No cards were given where some were needed."""


class DuplicateCardError(PokerRankError, ValueError):
    """The same card appears twice where every card must be distinct."""


class HandSizeError(PokerRankError, ValueError):
    """A hand has a number of cards the ranking or game does not accept."""


class UnknownNameError(PokerRankError, LookupError):
    """A ranking, game or option was named that pokerrank does not know."""
