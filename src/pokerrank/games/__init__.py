"""Games: every poker game as data, found by forgiving names.

The catalogue (:mod:`~pokerrank.games.catalogue`) lists the games; :data:`GAMES` holds them by
name; :func:`get_game` finds one by any name or alias people use (case, spaces and punctuation
ignored; a misspelling gets suggestions), including any game "with wild X"
(:func:`with_wild`), which is made on demand and never added to :data:`GAMES`.

>>> game = get_game("o8")
>>> game.name, game.hole_cards, game.board_cards, [side.name for side in game.sides]
('omaha-hi-lo', 4, 5, ['high', 'low'])
>>> get_game("2-7 td").title
'2-7 Triple Draw'
>>> get_game("omaha with wild 2").sides[0].ranking
'high-deuces-wild'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from pokerrank.errors import UnknownGameError, UnknownNameError
from pokerrank.games.cache import PerGame
from pokerrank.games.catalogue import PLAIN_GAMES, WILD_GAMES
from pokerrank.games.specs import (
    EIGHT_OR_BETTER,
    JOKER_DECK,
    SHORT_DECK,
    STANDARD_DECK,
    Dealing,
    Deck,
    Game,
    OddChipMode,
    Qualifier,
    Side,
    SideRules,
    side_rules,
)
from pokerrank.games.wild import NAMED_FORMS, split_wild_name, wild_form
from pokerrank.rankings import wild_kind
from pokerrank.registry import Registry

__all__ = [
    "EIGHT_OR_BETTER",
    "GAMES",
    "JOKER_DECK",
    "REGISTRY",
    "SHORT_DECK",
    "STANDARD_DECK",
    "Dealing",
    "Deck",
    "Game",
    "OddChipMode",
    "PerGame",
    "Qualifier",
    "Side",
    "SideRules",
    "get_game",
    "side_rules",
    "with_wild",
]

REGISTRY: Final[Registry[Game]] = Registry("game", UnknownGameError, hint="see `pokerrank games`", suggests=True)
"""Every game of the catalogue by its name, title and aliases."""
for _game in (*PLAIN_GAMES, *WILD_GAMES):
    REGISTRY.add(_game.name, _game, (_game.title, *_game.aliases))

GAMES: Final[Mapping[str, Game]] = REGISTRY.items()
"""Every game of the catalogue by its canonical name (a read-only mapping)."""


def get_game(game: str | Game) -> Game:
    """The game with this name or alias (case, spaces and punctuation ignored).

    >>> get_game("PLO5").name, get_game("Stud8").name, get_game("nlhe").name
    ('omaha-5', 'stud-hi-lo', 'holdem')
    >>> get_game("omaha hi-lo").name
    'omaha-hi-lo'
    >>> try:
    ...     get_game("omha8")
    ... except UnknownGameError as exc:
    ...     exc.suggestions
    ('omaha-hi-lo', 'omaha', 'omaha-6')
    """
    if isinstance(game, Game):
        return game
    if isinstance(game, str) and REGISTRY.find(game) is None:
        wild = split_wild_name(game)  # "holdem with wild joker"
        if wild is not None and REGISTRY.find(wild[0]) is not None:
            try:
                kind = wild_kind(wild[1])
            except UnknownNameError:
                pass
            else:
                return with_wild(wild[0], kind)
    return REGISTRY.get(game)


def with_wild(game: str | Game, wild: str) -> Game:
    """The game played with the wild card ``wild``: ``"joker"``, ``"bug"`` or ``"2"``.

    Every side's ranking becomes its wild form; a joker (or the bug) joins the deck. Raises
    :class:`~pokerrank.errors.UnknownGameError` when a side has no such form (deuce-to-seven
    with a joker, short deck with deuces). The catalogue is not changed.

    >>> game = with_wild("omaha-hi-lo", "joker")
    >>> game.name, [side.ranking for side in game.sides], len(game.deck)
    ('omaha-hi-lo-wild-joker', ['high-wild', 'ace-to-five-joker'], 53)
    >>> with_wild("five card draw", "bug").name, "omaha-hi-lo-wild-joker" in GAMES
    ('five-card-draw-bug', False)
    """
    base = get_game(game)
    kind = wild_kind(wild)
    if (base.name, kind) in NAMED_FORMS:
        return GAMES[NAMED_FORMS[base.name, kind]]
    return wild_form(base, kind)
