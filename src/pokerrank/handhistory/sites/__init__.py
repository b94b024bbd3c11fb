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

from pokerrank.handhistory.sites.ggpoker import GGPOKER
from pokerrank.handhistory.sites.pokerstars import POKERSTARS
from pokerrank.handhistory.sites.spec import Room, Totals
from pokerrank.handhistory.sites.vocabulary import LineKind
from pokerrank.handhistory.sites.winamax import WINAMAX
from pokerrank.handhistory.sites.wpn import WPN

__all__ = ["GGPOKER", "POKERSTARS", "ROOMS", "STARTS", "WINAMAX", "WPN", "LineKind", "Room", "Totals", "room_of"]

ROOMS: Final = (POKERSTARS, GGPOKER, WINAMAX, WPN)
"""The rooms read, in the order their first lines are tried."""

_UNNAMED: Final = re.compile(r"\(\?P<\w+>")
STARTS: Final = "|".join(_UNNAMED.sub("(?:", room.first_words) for room in ROOMS)
"""A pattern for the start of any room's first line (no groups)."""
_START: Final = re.compile(STARTS)


def room_of(line: str) -> Room | None:
    """The room whose first line ``line`` is, or None."""
    if _START.match(line) is None:
        return None
    for room in ROOMS:
        if room.header.match(line) is not None:
            return room
    return None
