"""One policy for everything cached per game: keyed by the game's value, never by its name.

A :class:`~pokerrank.games.Game` is a frozen value: two games with the same fields are the
same game, and a game made with :func:`dataclasses.replace` under a catalogue game's name
(Omaha's name, an ace-to-five side) is another game. So a cache that keys by the name can
hand one game's tables to another: a silent wrong answer. :class:`PerGame` keys by the value,
with a fast road for the game objects it has seen (looked up by identity, the object held so
that its id stays its own: no hashing of the game's sides on every call).

>>> import dataclasses
>>> from pokerrank.games import Side, get_game
>>> built = []
>>> sides_of = PerGame(lambda game: built.append(game.name) or [s.ranking for s in game.sides])
>>> omaha = get_game("omaha")
>>> lowball = dataclasses.replace(omaha, sides=(Side("low", "ace-to-five", hole=2, board=3),))
>>> sides_of(omaha), sides_of(lowball), sides_of(dataclasses.replace(omaha))
(['high'], ['ace-to-five'], ['high'])
>>> built  # the copy of Omaha equals Omaha: built once
['omaha', 'omaha']
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from pokerrank.games.specs import Game

__all__ = ["PerGame"]

T = TypeVar("T")


class PerGame(Generic[T]):
    """``build(game, *key)`` once per game value (and further key), then remembered.

    ``limit``: at most this many entries are kept (later ones are built each time), so a
    program that makes a new game object per call grows no cache without bound. Thread-safe
    in the way the caches it replaces were: two threads may build the same entry once each,
    and either result is kept (both are equal).
    """

    __slots__ = ("_build", "_by_id", "_by_value", "_limit")

    def __init__(self, build: Callable[..., T], limit: int = 1024) -> None:
        self._build = build
        self._limit = limit
        self._by_id: dict[tuple[Hashable, ...], tuple[Game, T]] = {}
        self._by_value: dict[tuple[Hashable, ...], T] = {}

    def __call__(self, game: Game, *key: Hashable) -> T:
        """The entry of ``game`` (and ``key``), built on the first call for this value."""
        known = self._by_id.get((id(game), *key))
        if known is not None and known[0] is game:
            return known[1]
        value_key = (game, *key)
        found = self._by_value.get(value_key)
        if found is None:
            found = self._build(game, *key)
            if len(self._by_value) < self._limit:
                self._by_value[value_key] = found
        if len(self._by_id) < self._limit:
            self._by_id[(id(game), *key)] = (game, found)
        return found

    def clear(self) -> None:
        """Forget every entry."""
        self._by_id.clear()
        self._by_value.clear()
