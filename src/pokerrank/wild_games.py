"""Games with wild cards: the joker games as specs, and any game "with wild X".

The games here are data in the :class:`~pokerrank.games.Game` format, registered into
:data:`~pokerrank.games.GAMES` on import:

- ``five-card-draw-bug``: Five Card Draw with the joker as the bug (an ace, or the card
  that completes a straight, a flush or a straight flush);
- ``california-lowball``: ace-to-five lowball draw with the joker (the lowest rank not
  already in the hand);
- ``deuces-wild-draw``: Five Card Draw with the four deuces wild.

:func:`with_wild` turns any game into its form with a wild card: each side's ranking
becomes its wild form (see :func:`pokerrank.wild_lows.wild_ranking`), and a joker or a bug
adds the joker to the deck. The form is registered under ``<game>-wild-<kind>``, and
:func:`pokerrank.games.get_game` also understands ``"<game> with wild <X>"``.

>>> from pokerrank.games import get_game
>>> game = get_game("california lowball")
>>> game.name, game.sides[0].ranking, len(game.deck)
('california-lowball', 'ace-to-five-joker', 53)
>>> with_wild("holdem", "joker").name, get_game("omaha with wild 2").sides[0].ranking
('holdem-wild-joker', 'high-deuces-wild')
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from pokerrank.errors import UnknownGameError, UnknownNameError
from pokerrank.games import GAMES, JOKER_DECK, STANDARD_DECK, Game, Side, get_game
from pokerrank.games import _index as _game_index
from pokerrank.rankings import get_ranking
from pokerrank.wild_lows import wild_kind, wild_ranking

__all__ = ["WILD_GAMES", "parse_wild_game", "register_game", "with_wild"]

WILD_GAMES: Final[tuple[Game, ...]] = (
    Game(
        "five-card-draw-bug", "Five Card Draw with the bug", 5, (Side("high", "high-bug"),), deck=JOKER_DECK,
        aliases=("draw with the bug", "five card draw with the bug", "5 card draw bug", "joker draw", "bug draw"),
    ),
    Game(
        "california-lowball", "California Lowball (A-5 draw with the joker)", 5,
        (Side("low", "ace-to-five-joker", ace_low=True),), deck=JOKER_DECK,
        aliases=("a-5 lowball", "a-5 draw", "a5 draw", "ace to five draw", "ace to five lowball", "california draw"),
    ),
    Game(
        "deuces-wild-draw", "Five Card Draw, deuces wild", 5, (Side("high", "high-deuces-wild"),),
        aliases=("deuces wild", "deuces wild draw", "five card draw deuces wild", "draw deuces wild"),
    ),
)  # fmt: skip
"""The named wild-card games."""

_NAMED: Final = {("five-card-draw", "bug"): "five-card-draw-bug", ("five-card-draw", "deuces"): "deuces-wild-draw"}
"""(plain game, wild kind) -> the named game that is exactly that form."""

_KIND_TEXT: Final = {"joker": "a wild joker", "bug": "the bug", "deuces": "deuces wild"}


def register_game(game: Game) -> Game:
    """Add a game to :data:`~pokerrank.games.GAMES` so that ``get_game`` finds it by name and alias."""
    GAMES[game.name] = game
    _game_index.cache_clear()
    return game


def with_wild(game: str | Game, wild: str) -> Game:
    """The game played with the wild card ``wild``: ``"joker"``, ``"bug"`` or ``"2"``.

    Every side's ranking becomes its wild form; a joker (or the bug) joins the deck. Raises
    :class:`~pokerrank.errors.UnknownGameError` when a side has no such form (deuce-to-seven
    with a joker, short deck with deuces).

    >>> game = with_wild("omaha-hi-lo", "joker")
    >>> game.name, [side.ranking for side in game.sides], len(game.deck)
    ('omaha-hi-lo-wild-joker', ['high-wild', 'ace-to-five-joker'], 53)
    >>> with_wild("five card draw", "bug").name
    'five-card-draw-bug'
    """
    base = get_game(game)
    kind = wild_kind(wild)
    if (base.name, kind) in _NAMED:
        return GAMES[_NAMED[base.name, kind]]
    name = f"{base.name}-wild-{kind}"
    if name in GAMES:
        return GAMES[name]
    sides = []
    for side in base.sides:
        try:
            ranking = wild_ranking(side.ranking, kind)
        except UnknownNameError as exc:
            raise UnknownGameError(f"{base.title} cannot be played with {_KIND_TEXT[kind]}: {exc}") from exc
        sides.append(replace(side, ranking=ranking.name))
    if tuple(sides) == base.sides:
        return base  # already played with this wild card
    deck = base.deck
    if any(get_ranking(side.ranking).jokers for side in sides):
        if base.deck is not STANDARD_DECK:
            raise UnknownGameError(f"{base.title} is not dealt from the 52-card deck: no joker to add")
        deck = JOKER_DECK
    wild_game = replace(base, name=name, title=f"{base.title}, {_KIND_TEXT[kind]}", sides=tuple(sides), deck=deck)
    return register_game(replace(wild_game, aliases=()))


_WILD_SUFFIX: Final = (
    re.compile(r"^(?P<game>.+?)[\s,_-]+(?:with[\s_-]+)?wild[\s_-]+(?P<wild>[\w-]+)$"),
    re.compile(r"^(?P<game>.+?)[\s,_-]+(?:with[\s_-]+)?(?:the[\s_-]+)?(?P<wild>bug|joker)$"),
    re.compile(r"^(?P<game>.+?)[\s,_-]+(?P<wild>deuces|jokers|twos)[\s_-]+wild$"),
)


def parse_wild_game(name: str) -> Game | None:
    """The game named ``"<game> with wild <X>"`` (or ``<game> deuces wild``), or None.

    >>> parse_wild_game("stud with wild 2").title
    'Seven Card Stud, deuces wild'
    >>> parse_wild_game("razz with the joker").sides[0].ranking
    'ace-to-five-joker'
    >>> parse_wild_game("holdem") is None
    True
    """
    text = name.strip().lower()
    for pattern in _WILD_SUFFIX:
        found = pattern.match(text)
        if found is None:
            continue
        try:
            base = get_game(found["game"])
            kind = wild_kind(found["wild"])
        except UnknownNameError:
            continue
        return with_wild(base, kind)
    return None


for _game in WILD_GAMES:
    register_game(_game)
