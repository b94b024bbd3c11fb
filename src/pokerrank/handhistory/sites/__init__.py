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

import re
from typing import Final

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
    "BETONLINE", "ENET", "EVEREST", "FULLTILT", "GGPOKER",
    "LINE_ROOMS",
    "NEXT_HAND", "POKERSTARS", "POKERTRACKER",
    "POKERTRACKER_MERGE", "POKERTRACKER_MICROGAMING", "ROOMS", "STARTS", "UNIBET", "WINAMAX", "WPN", "LineKind", "Room",
    "Totals", "next_hand", "room_of",
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
NEXT_HAND: Final = re.compile(
    r"\n(?="
    + (
        _SPACES + "(?:" + "|".join(_UNNAMED.sub("(?:", room.first_words[len(_SPACES) :]) for room in ROOMS) + ")"
        if all(room.first_words.startswith(_SPACES) for room in ROOMS)
        else STARTS
    )
    + ")"
)
"""A line break before a hand's first line, of any room: the spaces they may begin with tried
once a line, then each room's words (the same lines as :data:`STARTS`, in half the time)."""
_NEXT_OF: Final = {
    f"r{k}": re.compile(r"\n(?=" + _UNNAMED.sub("(?:", room.first_words) + ")") for k, room in enumerate(ROOMS)
}


def next_hand(text: str) -> re.Pattern[str]:
    """A line break before a hand's first line, for the rooms ``text`` may hold: the first
    hand's room alone when every hand ends with a summary and there are no more summaries
    than that room's first lines (a file of one room is searched for that room's first lines
    only: a third of the time); any room's otherwise."""
    found = _START.match(text)
    if found is None or found.lastgroup is None:
        return NEXT_HAND
    return _NEXT_OF[found.lastgroup]


def room_of(line: str) -> Room | None:
    """The room whose first line ``line`` is, or None (one match of one pattern)."""
    found = _START.match(line)
    return _BY_GROUP[found.lastgroup] if found is not None and found.lastgroup is not None else None
