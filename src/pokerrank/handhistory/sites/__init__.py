"""The card rooms pokerrank reads, one module per family of formats on a shared vocabulary
(:mod:`~pokerrank.handhistory.sites.vocabulary`): a room is data (:class:`Room`) and a few
small functions; the reader of its family builds the records.

Each hand's room is found from its own first line (a folder may mix rooms), in the order of
:data:`ROOMS`.

>>> room_of("PokerStars Hand #1: Hold'em No Limit ($1/$2 USD)").name
'PokerStars'
>>> room_of("Poker Hand #TM1: Tournament #2, Hold'em No Limit - Level1 (10/20)").name
'GGPoker'
>>> room_of("something else") is None
True
"""

from __future__ import annotations

import importlib
import re
from typing import Any, Final

from pokerrank.handhistory.sites.actionpoker import ACTION_POKER
from pokerrank.handhistory.sites.betonline import BETONLINE
from pokerrank.handhistory.sites.enet import ENET
from pokerrank.handhistory.sites.everest import EVEREST
from pokerrank.handhistory.sites.fulltilt import FULLTILT
from pokerrank.handhistory.sites.ggpoker import GGPOKER
from pokerrank.handhistory.sites.kingsclub import KINGSCLUB
from pokerrank.handhistory.sites.lines import LineRoom
from pokerrank.handhistory.sites.pokerstars import POKERSTARS
from pokerrank.handhistory.sites.pokertracker import POKERTRACKER, POKERTRACKER_MERGE, POKERTRACKER_MICROGAMING
from pokerrank.handhistory.sites.sealswithclubs import SEALS_WITH_CLUBS
from pokerrank.handhistory.sites.spec import Room, Totals
from pokerrank.handhistory.sites.unibet import UNIBET
from pokerrank.handhistory.sites.vocabulary import LineKind
from pokerrank.handhistory.sites.winamax import WINAMAX
from pokerrank.handhistory.sites.wpn import WPN
from pokerrank.handhistory.sites.wpnold import WPN_OLD

__all__ = [
    "ANY_FIRST_WORDS", "BETONLINE", "ENET", "EVEREST", "FULLTILT", "GGPOKER",
    "LINE_ROOMS",
    "NEXT_HAND", "POKERSTARS", "POKERTRACKER",
    "POKERTRACKER_MERGE", "POKERTRACKER_MICROGAMING", "ROOMS", "STARTS", "UNIBET", "WINAMAX", "WPN", "LineKind", "Room",
    "Totals", "room_of",
]  # fmt: skip

ROOMS: Final = (
    POKERSTARS,
    GGPOKER,
    WINAMAX,
    WPN,
    FULLTILT,
    BETONLINE,
    POKERTRACKER,
    POKERTRACKER_MERGE,
    EVEREST,
    ENET,
    UNIBET,
    POKERTRACKER_MICROGAMING,
)
"""The rooms read, in the order their first lines are tried."""

LINE_ROOMS: Final[tuple[LineRoom, ...]] = (SEALS_WITH_CLUBS, WPN_OLD, KINGSCLUB, ACTION_POKER)
"""The rooms written as plain lines of their own (:mod:`~pokerrank.handhistory.sites.lines`)."""

_UNNAMED: Final = re.compile(r"\(\?P<\w+>")
STARTS: Final = "|".join(_UNNAMED.sub("(?:", room.first_words) for room in ROOMS)
"""A pattern for the start of any room's first line (no groups)."""
_START: Final = re.compile(
    "|".join(f"(?P<r{k}>{_UNNAMED.sub('(?:', room.first_words)})" for k, room in enumerate(ROOMS))
)
_BY_GROUP: Final = {f"r{k}": room for k, room in enumerate(ROOMS)}


_SPACES: Final = r"[ \t\ufeff]*"
"""What every room's first line may begin with (its first words' pattern does)."""
_MOST_PREFIXES: Final = 200
_PREFIX_LENGTH: Final = 6
"""The most characters of a room's first words the search looks for before its whole words:
enough to tell a line of a hand from a first line at once (``*** FLOP`` from ``** Game``)."""


def _prefixes(items: Any, heads: set[str]) -> tuple[set[str], set[str]] | None:
    """The plain words a match of the parsed pattern ``items`` may begin with, after each of
    ``heads``: those it may go on after (open) and those it may not (closed: a choice of
    characters, a repeat, a look-around came next, or :data:`_PREFIX_LENGTH` characters
    found). None: too many."""
    open_, closed = heads, set[str]()
    for op, value in items:
        name = str(op)
        if name == "LITERAL":
            open_ = {head + chr(value) for head in open_}
            long = {head for head in open_ if len(head) >= _PREFIX_LENGTH}
            open_, closed = open_ - long, closed | long
            if not open_:
                break
            continue
        if name == "SUBPATTERN" and not value[1] & re.IGNORECASE:
            found = _prefixes(value[3], open_)
        elif name == "BRANCH":
            found = set[str](), set[str]()
            for choice in value[1]:
                each = _prefixes(choice, open_)
                if each is None:
                    return None
                found = found[0] | each[0], found[1] | each[1]
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT") and (value[0], value[1]) == (0, 1):
            once = _prefixes(value[2], open_)  # an optional part: with it or without it
            found = None if once is None else (once[0] | open_, once[1])
        else:
            found = set(), open_
        if found is None or len(found[0]) + len(closed) + len(found[1]) > _MOST_PREFIXES:
            return None
        open_, closed = found[0], closed | found[1]
        if not open_:
            break
    return open_, closed


def _any_of(words: set[str]) -> str:
    """A pattern for any of ``words`` (or a longer word they begin), as a tree of their first
    characters, so a line is turned away at its first character or two."""
    if "" in words:
        return ""
    by_first: dict[str, set[str]] = {}
    for word in sorted(words):
        by_first.setdefault(word[0], set()).add(word[1:])
    choices = []
    for first, rests in by_first.items():
        rest = _any_of(rests)
        choices.append(re.escape(first) + (f"(?:{rest})" if len(rests) > 1 and "" not in rests else rest))
    return "|".join(choices)


def _first_words_prefix(words: list[str]) -> str | None:
    """A pattern every match of one of ``words`` (first words after the spaces) begins with:
    the plain words each may begin with, found from the parsed pattern; None when some may
    begin with anything (a choice of characters), or where the parser is not Python's."""
    try:
        parser: Any = importlib.import_module("re._parser")
        parsed = [parser.parse(word) for word in words]
    except Exception:  # another interpreter's parser: no prefix
        return None
    found: set[str] = set()
    for items in parsed:
        each = None if items.state.flags & re.IGNORECASE else _prefixes(items, {""})
        if each is None or "" in each[0] | each[1]:
            return None
        found |= each[0] | each[1]
    return _any_of(found)


_SPACED: Final = all(room.first_words.startswith(_SPACES) for room in ROOMS)
_WORDS: Final = [_UNNAMED.sub("(?:", room.first_words[len(_SPACES) :]) for room in ROOMS]
_PREFIX: Final = _first_words_prefix(_WORDS) if _SPACED else None
NEXT_HAND: Final = re.compile(
    r"\n(?="
    + ("" if _PREFIX is None else f"{_SPACES}(?:{_PREFIX}))(?=")
    + (f"{_SPACES}(?:{'|'.join(_WORDS)})" if _SPACED else STARTS)
    + ")"
)
"""A line break before a hand's first line, of any room: the spaces they may begin with tried
once a line, then the plain words some room's first line begins with (``PokerStars``,
``Game #``, ...: one or two characters tell most lines from them), then each room's words
(the same lines as :data:`STARTS`, in the time of one room's search)."""

ANY_FIRST_WORDS: Final = re.compile(("" if _PREFIX is None else f"(?=(?:{_PREFIX}))") + f"(?:{STARTS})")
"""Any room's first line where it begins, searched for inside a line (a hand glued in another's
first line): the plain words some room's first line begins with tried first, as :data:`NEXT_HAND`."""


def room_of(line: str) -> Room | None:
    """The room whose first line ``line`` is, or None (one match of one pattern)."""
    found = _START.match(line)
    return _BY_GROUP[found.lastgroup] if found is not None and found.lastgroup is not None else None
