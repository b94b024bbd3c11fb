"""A card room as data: how its hands begin, what its totals line holds, which of its lines
are of which kind, and its policies (what it takes from the pot, how later runs print their
boards). The reader of the family the room writes in does the rest.

>>> from pokerrank.handhistory.sites import room_of
>>> room_of("Poker Hand #RC1: Hold'em No Limit ($0.02/$0.05) - 2025/08/10 10:45:06").name
'GGPoker'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import NamedTuple

from pokerrank.handhistory.sites.vocabulary import LineKind

__all__ = ["Room", "Totals"]


class Totals(NamedTuple):
    """A summary's totals line: the total pot as printed, the main and side pots text
    (``Main pot $1. Side pot-1 $2.``), and each fee the room took by its name, as tokens
    (``(("Rake", "$0.02"), ("Jackpot", "$0"))``). No fee at all: the line printed none."""

    total: str
    pots: str
    fees: tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class Room:
    """One card room, or one format of it, in a family of formats.

    ``site``: the room's name in records (None: the name the first line gives, as the
    PokerStars exporters do). ``family``: the reader that reads it (``"pokerstars"`` for
    rooms that write PokerStars' shape). ``first_words``: a pattern for the start of a
    hand's first line, with the groups ``site``, ``kind`` and ``id``; ``header``: the whole
    first line, with ``rest`` after the id. ``totals``: the summary's totals line (None when
    a line is not one). ``lines``: the room's own lines, as (pattern, kind) for lines
    without a player's name and ``verbs`` for ``name: verb`` lines. ``fees``: the policy
    for what the room takes, by name (docs/RULES.md). ``quick``: whether the PokerStars fast
    lane may read its hands. ``games``: the room's own game names, as (pattern on the first
    line, the PokerStars name of the game, the limit). ``one_stake``: stakes may be one amount
    (``($100)``: an ante-and-button-blind game), small and big blind both.
    ``words_as_dealt``: a hand's words on a ``shows`` line describe it as far as the board
    was dealt then (an all-in shown before the river), so only words said on the river or at
    the showdown are the final hand's. ``table``, ``seat``, ``stakes``: the room's own
    patterns for its table line, its seat lines (groups ``seat``, ``name``, ``stack``,
    ``rest``) and the stakes on its first line (groups ``a``, ``b``, ``iso``), where they
    differ from PokerStars'; ``tournament``: where the whole first line names a tournament
    (group ``id``). ``colonless``: a player's lines start with the name and a space, no colon
    (``Incognito 1 raises 8€ to 12€``). ``streets``: the room's street markers, to the
    family's street names (an empty name: no new street). ``play_money``: a cash game whose
    stakes name no currency is played for play chips, counted in hundredths.
    ``summary_pays``: a hand won without a showdown may have no ``collected`` line, and the
    summary's ``won`` is what the room paid (WPN)."""

    name: str
    family: str
    first_words: str
    header: re.Pattern[str]
    totals: Callable[[str], Totals | None]
    site: str | None = None
    lines: tuple[tuple[re.Pattern[str], LineKind], ...] = ()
    verbs: tuple[tuple[re.Pattern[str], LineKind], ...] = ()
    fees: str = "rake"
    quick: bool = False
    games: tuple[tuple[re.Pattern[str], str, str], ...] = ()
    one_stake: bool = False
    words_as_dealt: bool = False
    table: re.Pattern[str] | None = None
    seat: re.Pattern[str] | None = None
    stakes: re.Pattern[str] | None = None
    tournament: re.Pattern[str] | None = None
    colonless: bool = False
    streets: Mapping[str, str] | None = None
    play_money: bool = False
    summary_pays: bool = False

    def line_kind(self, line: str) -> tuple[LineKind, re.Match[str]] | None:
        """The kind of a line without a player's name that only this room writes, if any."""
        for pattern, kind in self.lines:
            found = pattern.match(line)
            if found is not None:
                return kind, found
        return None

    def verb_kind(self, verb: str) -> tuple[LineKind, re.Match[str]] | None:
        """The kind of a player's ``name: verb`` line that only this room writes, if any."""
        for pattern, kind in self.verbs:
            found = pattern.match(verb)
            if found is not None:
                return kind, found
        return None
