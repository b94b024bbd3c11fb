"""Showdown results: plain dataclasses, JSON-ready through ``to_dict()``.

``ShowdownResult.to_dict()`` holds the deal too (game, board, button, players with their
cards, bets and folds), in the shape :func:`pokerrank.showdown_from_dict` reads back.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, TypeVar

from pokerrank._checks import find_named, plainly
from pokerrank.cards import format_cards
from pokerrank.errors import UnknownNameError
from pokerrank.hands import Hand
from pokerrank.i18n import DEFAULT_LANGUAGE, describe

__all__ = ["PlayerResult", "PotResult", "ShowdownResult", "ShownHand", "SideResult", "worded_later"]

_NAMES: dict[tuple[str, int, str], str] = {}
"""Hand names by (ranking, strength, language): without wild cards a name follows from the strength."""


def _value(value: object) -> object:
    """Unpickling a :class:`_Later`: the value it made."""
    return value


class _Later(tuple):  # type: ignore[type-arg]
    """A field's value not made yet: ``(function, *arguments)``, the function called with the
    arguments on first read (a tuple: made at the cost of one, with no function object around
    the call).

    Pickled, it is its value (a result crosses to another process as it reads)."""

    __slots__ = ()

    def make(self) -> object:
        return self[0](*self[1:])

    def __reduce__(self) -> tuple[Callable[[object], object], tuple[object]]:
        return (_value, (self.make(),))


class _MadeLater:
    """A dataclass field whose value may be made on its first read (``.field``, ``==``,
    ``repr``, ``to_dict()``): a game server reading the awards only never pays for the words,
    the hands shown or the per-player results. Set in ``__init__`` as any field is (the value,
    or a :class:`_Later`); the value, once made, replaces the function."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, obj: object, owner: type | None = None) -> Any:
        if obj is None:
            raise AttributeError(self.name)
        value = obj.__dict__[self.name]
        if type(value) is _Later:
            value = obj.__dict__[self.name] = value.make()
        return value

    def __set__(self, obj: object, value: object) -> None:
        obj.__dict__[self.name] = value


_R = TypeVar("_R", "SideResult", "PotResult")


def worded_later(result: _R, make: Callable[[], str]) -> _R:
    """``result`` with its reason worded by ``make()`` when first read, not now."""
    result.__dict__["reason"] = _Later((make,))
    return result


def json_data(obj: object, *names: str) -> dict[str, Any]:
    """The attributes ``names`` of ``obj`` as JSON-ready data, in that order: a result by its
    ``to_dict()``, a tuple as a list, a dict copied, each item likewise (the ``to_dict`` of
    every result here).

    >>> from types import SimpleNamespace
    >>> json_data(SimpleNamespace(amount=10, winners=("ann", "bob"), awards={"ann": 5}), "winners", "awards")
    {'winners': ['ann', 'bob'], 'awards': {'ann': 5}}
    """
    return {name: _plain(getattr(obj, name)) for name in names}


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(item) for item in value]
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    to_dict = getattr(value, "to_dict", None)
    return value if to_dict is None else to_dict()


@dataclass(frozen=True)
class ShownHand:
    """A player's hand for one side: the cards that play and the hand's name (worked out when asked)."""

    player: str
    side: str
    strength: int
    hand: Hand = field(compare=False, repr=False)
    lang: str = field(default=DEFAULT_LANGUAGE, compare=False, repr=False)

    @cached_property
    def cards(self) -> str:
        """The cards that play, as text."""
        return format_cards(self.hand.cards)

    @cached_property
    def name(self) -> str:
        """The hand's name (in plain English unless the showdown was asked for another language)."""
        ranking = self.hand.ranking
        if ranking.is_wild:  # a wild card's part in the name depends on the cards
            return describe(self.hand, self.lang)
        key = (ranking.name, self.strength, self.lang)
        name = _NAMES.get(key)
        if name is None:
            name = describe(self.hand, self.lang)
            if len(_NAMES) < 200_000:
                _NAMES[key] = name
        return name

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return json_data(self, "player", "side", "cards", "name", "strength")


@dataclass(frozen=True)
class SideResult:
    """One side (high, low, badugi) of one pot: its chips, winners, awards and reason."""

    side: str
    ranking: str
    amount: int
    winners: tuple[str, ...]
    hands: tuple[ShownHand, ...]
    """The winners' hands (empty when nobody qualifies)."""
    awards: dict[str, int]
    reason: str

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return json_data(self, "side", "ranking", "amount", "winners", "hands", "awards", "reason")


@dataclass(frozen=True)
class PotResult:
    """The main pot or a side pot: amount, who could win it, each side, and the awards."""

    name: str
    amount: int
    eligible: tuple[str, ...]
    sides: tuple[SideResult, ...]
    awards: dict[str, int]
    reason: str
    run: int = 0
    """The board that decided this share of the pot when the hand ran more than once (1, 2,
    ...); 0 with one board."""

    def side(self, name: str) -> SideResult | None:
        """The side called ``name`` ("high", "low", "badugi"), or None."""
        return next((side for side in self.sides if side.side == name), None)

    @property
    def high(self) -> SideResult | None:
        """The high side, if the game has one."""
        return self.side("high")

    @property
    def low(self) -> SideResult | None:
        """The low side, if the game has one."""
        return self.side("low")

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        data = json_data(self, "name", "amount", "eligible", "sides", "awards", "reason")
        if self.run:
            data["run"] = self.run
        return data


def _made_later(cls: type, *names: str) -> None:
    """Install :class:`_MadeLater` for ``names`` after @dataclass (which would take a
    descriptor in the class body for a default)."""
    for name in names:
        descriptor = _MadeLater()
        descriptor.__set_name__(cls, name)
        setattr(cls, name, descriptor)


_made_later(SideResult, "reason")
_made_later(PotResult, "reason")


@dataclass(frozen=True)
class PlayerResult:
    """A player's deal and outcome: cards, bet, hands, and the chips they get back."""

    name: str
    seat: int
    cards: str
    bet: int
    folded: bool
    hands: dict[str, ShownHand | None]
    """Each side's hand (None: folded, not shown, or no qualifying hand)."""
    returned: int
    won: int

    @property
    def total(self) -> int:
        """Chips received: pots won plus any uncalled bet returned."""
        return self.returned + self.won

    @property
    def net(self) -> int:
        """Chips received minus chips put in."""
        return self.total - self.bet

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data (the deal fields first)."""
        return json_data(self, "name", "seat", "cards", "bet", "folded", "hands", "returned", "won", "total", "net")


@dataclass(frozen=True)
class ShowdownResult:
    """Everything a showdown decided; ``to_dict()`` also holds the deal, so it can be replayed."""

    game: str
    board: str
    button: str | None
    odd_chip: str
    chip: int
    players: tuple[PlayerResult, ...]
    pots: tuple[PotResult, ...]
    returned: dict[str, int] = field(default_factory=dict)
    lang: str = DEFAULT_LANGUAGE
    """The language of the reasons and hand names."""
    boards: tuple[str, ...] = ()
    """Every board, when the hand ran more than once (``board`` is the first)."""
    run_cards: tuple[dict[str, str], ...] = ()
    """Each run's cards of every player who showed, when the players held other cards on
    each run (a draw run more than once); empty otherwise."""
    rake: int = 0
    """The chips the room took."""
    pot_rake: tuple[int, ...] = ()
    """What each pot paid of the rake, main pot first (when a rake was given)."""
    rake_rule: int | dict[str, Any] | None = None
    """The rake as it was given (chips, or a rate and a cap), as JSON data."""
    dead: int = 0
    """Chips in the main pot that counted towards nobody's bets."""
    run_hands: tuple[dict[str, dict[str, ShownHand | None]], ...] = field(default=(), compare=False, repr=False)
    """Each board's hands: board -> player -> side -> hand (the first board's are also in
    :attr:`PlayerResult.hands`)."""
    best: tuple[SideResult, ...] = ()
    """Whose hand is best on each side among the players still in, whatever the chips: one
    :class:`SideResult` per side of the game (no chips, no awards; ``winners`` hold the best
    hand, ``reason`` says what decided). With no chips put in there are no :attr:`pots`, and
    this is the showdown's answer. With several boards, the first board's."""

    @property
    def totals(self) -> dict[str, int]:
        """Chips each player receives (pots won and bets returned), in seat order."""
        known = self.__dict__.get("_totals")  # worked out with the awards, before any player result
        if known is not None:
            return dict(known)
        return {player.name: player.total for player in self.players}

    @classmethod
    def _later(cls, totals: dict[str, int], **fields: Any) -> ShowdownResult:
        """A result whose fields may be :class:`_Later` values (pots, players, run_hands, best,
        made on first read), with the ``totals`` known now. No checks: :func:`pokerrank.showdown`
        makes it."""
        result = object.__new__(cls)
        result.__dict__.update(fields)
        result.__dict__["_totals"] = totals
        return result

    def player(self, name: str) -> PlayerResult:
        """The result of the player called ``name``."""
        if not isinstance(name, str):
            raise UnknownNameError(f"a player is named by a string, got {plainly(name)}")
        return find_named(self.players, "name", name, "no player called {} in this showdown")

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data: the deal (game, board, button, players) and every result."""
        data = json_data(
            self, "game", "board", "button", "odd_chip", "chip", "players", "pots", "returned", "totals", "best", "lang"
        )
        if self.boards:
            data["boards"] = list(self.boards)
        if self.run_cards:
            data["run_cards"] = [dict(cards) for cards in self.run_cards]
        if self.rake_rule is not None:
            data["rake"] = self.rake_rule
            data["pot_rake"] = list(self.pot_rake)
        if self.dead:
            data["dead"] = self.dead
        return data

    def to_json(self, indent: int | None = 2) -> str:
        """The result as JSON text."""
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)


_made_later(ShowdownResult, "board", "players", "pots", "run_hands", "best")


def later(make: Callable[..., object], *arguments: object) -> Any:
    """A field value made by ``make(*arguments)`` on its first read (for :meth:`ShowdownResult._later`)."""
    return _Later((make, *arguments))
