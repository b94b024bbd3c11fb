"""Any game with a wild card: the form of a game "with wild X".

:func:`wild_form` turns a game into its form with a wild card: each side's ranking becomes its
wild form (see :func:`pokerrank.rankings.wild_ranking`), and a joker or a bug adds the joker to
the deck. The form is named ``<game>-wild-<kind>``; it is made on demand and never added to
the catalogue, so :data:`pokerrank.games.GAMES` is the same whatever was asked before.
:func:`split_wild_name` reads the names people write: ``"holdem with wild joker"``,
``"razz with the joker"``, ``"stud deuces wild"``.

>>> from pokerrank.games import get_game
>>> game = wild_form(get_game("omaha-hi-lo"), "joker")
>>> game.name, [side.ranking for side in game.sides], len(game.deck)
('omaha-hi-lo-wild-joker', ['high-wild', 'ace-to-five-joker'], 53)
>>> split_wild_name("Stud with wild 2"), split_wild_name("holdem")
(('stud', '2'), None)
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache
from typing import Final

from pokerrank.errors import UnknownGameError, UnknownNameError
from pokerrank.games.specs import JOKER_DECK, STANDARD_DECK, Game
from pokerrank.rankings import get_ranking, wild_ranking
from pokerrank.registry import MAX_NAME_LENGTH

__all__ = ["NAMED_FORMS", "split_wild_name", "wild_form"]

NAMED_FORMS: Final = {("five-card-draw", "bug"): "five-card-draw-bug", ("five-card-draw", "deuces"): "deuces-wild-draw"}
"""(plain game, wild kind) -> the catalogue's game that is exactly that form."""

_KIND_TEXT: Final = {"joker": "a wild joker", "bug": "the bug", "deuces": "deuces wild"}

_WILD_SUFFIX: Final = (
    re.compile(r"^(?P<game>.+?)[\s,_-]+(?:with[\s_-]+)?wild[\s_-]+(?P<wild>[\w-]+)$"),
    re.compile(r"^(?P<game>.+?)[\s,_-]+(?:with[\s_-]+)?(?:the[\s_-]+)?(?P<wild>bug|joker)$"),
    re.compile(r"^(?P<game>.+?)[\s,_-]+(?P<wild>deuces|jokers|twos)[\s_-]+wild$"),
)


def split_wild_name(name: str) -> tuple[str, str] | None:
    """(game, wild card) of a name such as ``"<game> with wild <X>"``, or None.

    Names longer than any real one are not read (no pattern runs over a megabyte of text).
    """
    if len(name) > MAX_NAME_LENGTH:
        return None
    text = name.strip().lower()
    for pattern in _WILD_SUFFIX:
        found = pattern.match(text)
        if found is not None:
            return found["game"], found["wild"]
    return None


@cache
def wild_form(base: Game, kind: str) -> Game:
    """The game ``base`` played with the wild card ``kind`` (``joker``, ``bug``, ``deuces``).

    Every side's ranking becomes its wild form; a joker (or the bug) joins the deck. Raises
    :class:`~pokerrank.errors.UnknownGameError` when a side has no such form (deuce-to-seven
    with a joker, short deck with deuces). A game already played with this wild card is
    returned as it is.
    """
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
    return replace(
        base,
        name=f"{base.name}-wild-{kind}",
        title=f"{base.title}, {_KIND_TEXT[kind]}",
        sides=tuple(sides),
        deck=deck,
        aliases=(),
    )
