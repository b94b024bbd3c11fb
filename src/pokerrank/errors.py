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
    "ArgumentError",
    "CardCountError",
    "ChipAmountError",
    "ClusterError",
    "DealError",
    "DuplicateCardError",
    "EmptyInputError",
    "FormatError",
    "GameDefinitionError",
    "HandHistoryError",
    "HandMismatchError",
    "HandSizeError",
    "ICMError",
    "InvalidCardError",
    "InvalidStrengthError",
    "MissingCardsError",
    "MissingExtraError",
    "PokerRankError",
    "RangeError",
    "SettingError",
    "StoreError",
    "TableJobError",
    "TooManyDealsError",
    "TooSlowError",
    "UnknownGameError",
    "UnknownLanguageError",
    "UnknownNameError",
    "UnknownPlayerError",
]


class PokerRankError(Exception):
    """Base class of every error pokerrank raises for bad input."""


class ArgumentError(PokerRankError, TypeError):
    """A function called in a form it does not take: an argument given twice (positionally and
    by name), a flag that is not True or False. Also a TypeError, as Python's own errors for a
    wrong call are."""


# -- cards and hands --------------------------------------------------------------------------


class InvalidCardError(PokerRankError, ValueError):
    """A card could not be parsed or is not a valid card code."""


class EmptyInputError(PokerRankError, ValueError):
    """No cards were given where some were needed."""


class DuplicateCardError(PokerRankError, ValueError):
    """The same card appears twice where every card must be distinct."""


class HandSizeError(PokerRankError, ValueError):
    """A hand has a number of cards the ranking or game does not accept."""


class HandMismatchError(PokerRankError, ValueError, TypeError):
    """Hands of two different rankings compared, or something that is not a Hand where one is
    needed. Also a TypeError, as comparing such hands with ``<`` always was."""


class InvalidStrengthError(PokerRankError, ValueError):
    """A value given as a strength is not one the ranking produces."""


class RangeError(PokerRankError, ValueError):
    """A hand range could not be parsed; the message points at the bad token."""


# -- names ------------------------------------------------------------------------------------


class UnknownNameError(PokerRankError, LookupError):
    """A ranking, game or option was named that pokerrank does not know."""


class UnknownGameError(UnknownNameError):
    """A game was named that pokerrank does not know; ``suggestions`` holds close names."""

    def __init__(self, message: str, suggestions: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.suggestions = suggestions


class UnknownLanguageError(UnknownNameError):
    """A language was asked for that has no catalog; ``languages`` holds the known codes."""

    def __init__(self, message: str, languages: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.languages = languages


# -- deals: players, cards, chips ----------------------------------------------------------------


class DealError(PokerRankError, ValueError):
    """A deal is inconsistent: players, seats, button, board, or the spot of an equity."""


class CardCountError(DealError, HandSizeError):
    """A player or the board holds the wrong number of cards for the game."""


class MissingCardsError(CardCountError):
    """A player who did not fold shows no cards."""


class ChipAmountError(DealError):
    """A chip amount is negative, fractional, or not a whole number of the smallest chip."""


class TooManyDealsError(DealError):
    """An exact equity would enumerate more deals than allowed; sample instead."""


class TooSlowError(TooManyDealsError):
    """An exact equity would take longer than ``max_seconds`` on this machine, or more memory
    than its budget holds; the message proposes ``samples=N`` (about ten seconds)."""


# -- tournaments, jobs, formats, optional parts ---------------------------------------------------


class ICMError(PokerRankError, ValueError):
    """Stacks, payouts or an all-in that tournament equity (ICM) cannot use; the message names
    the stack, payout or player at fault."""


class UnknownPlayerError(UnknownNameError, DealError, ICMError, RangeError):
    """A player asked for by name who is not there: ``result.player("bbo")`` of a showdown,
    an ICM or an outs result, the hero of an all-in, the receiver of stud outs, a starting-hand
    class of a preflop table. One class for the one mistake, whichever function raised it; it
    is also each class those functions raised for it before (:class:`DealError`,
    :class:`ICMError`, :class:`RangeError`, and so ``ValueError`` and ``LookupError``), so no
    caller's ``except`` misses it.

    >>> import pokerrank
    >>> try:
    ...     pokerrank.icm({"ann": 2, "bob": 1}, [1]).player("bbo")
    ... except pokerrank.UnknownNameError as exc:
    ...     print(type(exc).__name__, exc)
    UnknownPlayerError no player is called 'bbo'; the players are ['ann', 'bob']; did you mean 'bob'?
    """


class ClusterError(PokerRankError, ValueError):
    """Work cannot be placed on Dask as asked: workers and a scheduler both given, a number of
    workers that is not a whole number of at least 1, a scheduler address that is not one or
    cannot be reached."""


class TableJobError(PokerRankError, ValueError):
    """A table job cannot run as asked: options that do not go together, a Dask scheduler that
    cannot be reached, an output folder that holds another job."""


class GameDefinitionError(PokerRankError, ValueError):
    """A game written as data (:class:`pokerrank.games.Game`) cannot be played as given: board
    cards in a draw game, a draw between the board cards of a game without a board, every side
    of the pot with a qualifier (a pot no hand qualifies for would have no winner)."""


class FormatError(PokerRankError, ValueError):
    """A JSON document names a format, or a format version, that the reader does not take."""


class MissingExtraError(PokerRankError, ImportError):
    """An optional part of pokerrank was asked for whose extra is not installed; the message
    names the ``pip install`` that brings it."""


# -- hand histories -------------------------------------------------------------------------------


class HandHistoryError(PokerRankError, ValueError):
    """A hand history could not be read: unknown format or game, a truncated hand, a line that
    makes no sense, chips that do not add up. ``source`` (file or ``"<text>"``), ``hand_id`` and
    ``line`` (1-based, in the source) say where, and the message names them too; ``kind`` is a
    short key for what went wrong (``"truncated"``, ``"not a hand history"``, ...)."""

    def __init__(
        self,
        message: str,
        source: str = "<text>",
        hand_id: str | None = None,
        line: int | None = None,
        kind: str = "unreadable",
    ) -> None:
        where = source
        if hand_id is not None:
            where += f", hand {hand_id}"
        if line is not None:
            where += f", line {line}"
        super().__init__(f"{where}: {message}")
        self.reason = message
        self.source = source
        self.hand_id = hand_id
        self.line = line
        self.kind = kind

    def __reduce__(self) -> tuple[type[HandHistoryError], tuple[object, ...], dict[str, object]]:
        # Pickled as its arguments (a Dask worker sends it back), so the message stays as it was.
        return (type(self), (self.reason, self.source, self.hand_id, self.line, self.kind), self.__dict__)


class SettingError(PokerRankError, ValueError):
    """An environment variable pokerrank reads holds a value it cannot use
    (``POKERRANK_THREADS=abc``); raised where the setting is first needed, not at import. The
    message names the variable, its value and what it takes."""


# -- the store ------------------------------------------------------------------------------------


class StoreError(PokerRankError, ValueError):
    """A hand store (``pokerrank import --db``) cannot be used: not a pokerrank store, a store
    written by a newer pokerrank (schema version), a filter that names no column, a folder to
    export into that is not empty. The message names the store and what is wrong."""
