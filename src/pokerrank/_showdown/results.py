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

from pokerrank._checks import did_you_mean, plainly
from pokerrank.cards import format_cards
from pokerrank.errors import UnknownNameError
from pokerrank.hands import Hand
from pokerrank.i18n import DEFAULT_LANGUAGE, describe
from pokerrank.registry import shorten

__all__ = ["PlayerResult", "PotResult", "ShowdownResult", "ShownHand", "SideResult", "worded_later"]

_NAMES: dict[tuple[str, int, str], str] = {}
"""Hand names by (ranking, strength, language): without wild cards a name follows from the strength."""


class _Later:
    """A reason not yet put into words: the function that words it, called on first read.

    Pickled, it is its words (a result crosses to another process as it reads)."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[], str]) -> None:
        self.make = make

    def __reduce__(self) -> tuple[type[str], tuple[str]]:
        return (str, (self.make(),))


class _Reason:
    """The ``reason`` of a side or pot result, worded on the first read of it (``.reason``,
    ``==``, ``repr``, ``to_dict()``): a game server reading the awards only never pays for the
    words. Set in ``__init__`` as any field is; the words, once made, replace the function."""

    def __get__(self, obj: object, owner: type | None = None) -> str:
        if obj is None:
            raise AttributeError("reason")
        value = obj.__dict__["reason"]
        if type(value) is _Later:
            value = obj.__dict__["reason"] = value.make()
        return value  # type: ignore[no-any-return]

    def __set__(self, obj: object, value: str) -> None:
        obj.__dict__["reason"] = value


_R = TypeVar("_R", "SideResult", "PotResult")


def worded_later(result: _R, make: Callable[[], str]) -> _R:
    """``result`` with its reason worded by ``make()`` when first read, not now."""
    result.__dict__["reason"] = _Later(make)
    return result


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
        return {
            "player": self.player,
            "side": self.side,
            "cards": self.cards,
            "name": self.name,
            "strength": self.strength,
        }


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
        return {
            "side": self.side,
            "ranking": self.ranking,
            "amount": self.amount,
            "winners": list(self.winners),
            "hands": [hand.to_dict() for hand in self.hands],
            "awards": dict(self.awards),
            "reason": self.reason,
        }


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
        data = {
            "name": self.name,
            "amount": self.amount,
            "eligible": list(self.eligible),
            "sides": [side.to_dict() for side in self.sides],
            "awards": dict(self.awards),
            "reason": self.reason,
        }
        if self.run:
            data["run"] = self.run
        return data


# Installed after @dataclass (which would take a descriptor in the class body for a default).
SideResult.reason = PotResult.reason = _Reason()  # type: ignore[assignment]


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
        return {
            "name": self.name,
            "seat": self.seat,
            "cards": self.cards,
            "bet": self.bet,
            "folded": self.folded,
            "hands": {side: (hand.to_dict() if hand else None) for side, hand in self.hands.items()},
            "returned": self.returned,
            "won": self.won,
            "total": self.total,
            "net": self.net,
        }


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
        return {player.name: player.total for player in self.players}

    def player(self, name: str) -> PlayerResult:
        """The result of the player called ``name``."""
        if not isinstance(name, str):
            raise UnknownNameError(f"a player is named by a string, got {plainly(name)}")
        for player in self.players:
            if player.name == name:
                return player
        names = [p.name for p in self.players]
        raise UnknownNameError(
            f"no player called {shorten(name)} in this showdown; the players are {names}{did_you_mean(name, names)}"
        )

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data: the deal (game, board, button, players) and every result."""
        data: dict[str, Any] = {
            "game": self.game,
            "board": self.board,
            "button": self.button,
            "odd_chip": self.odd_chip,
            "chip": self.chip,
            "players": [player.to_dict() for player in self.players],
            "pots": [pot.to_dict() for pot in self.pots],
            "returned": dict(self.returned),
            "totals": self.totals,
            "best": [side.to_dict() for side in self.best],
            "lang": self.lang,
        }
        if self.boards:
            data["boards"] = list(self.boards)
        if self.rake_rule is not None:
            data["rake"] = self.rake_rule
            data["pot_rake"] = list(self.pot_rake)
        if self.dead:
            data["dead"] = self.dead
        return data

    def to_json(self, indent: int | None = 2) -> str:
        """The result as JSON text."""
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)
