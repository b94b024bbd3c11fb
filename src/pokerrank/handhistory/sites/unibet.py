"""Unibet (the Relax Gaming network's client, 2021): PokerStars' order of lines in Unibet's
words.

What differs from PokerStars, each a rule here:

- the first line: ``Game #1463192545: Table €1 NL - 0.05/0.10 - No Limit Hold'Em Banzai -
  13:22:50 2021/04/04``: the table's name, the stakes without the currency (the seats'
  stacks name it: ``(€5.15)``), the game;
- ``*** Seated players ***`` before the seats, ``*** Blinds and button ***``, ``Player4 has
  the button`` (a name, not a seat), ``*** Hole cards ***`` with a ``Dealt in Player0`` line
  per player, then ``*** Preflop ***``, ``*** Flop ***`` and so on in small letters;
- a player's lines have no colon (``Player0 posts small blind €0.05``, ``Hero raises €0.95 to
  €0.95, and is all-in``); ``Hero wins €1.10`` is a payout;
- the summary: ``Total pot €1.10 Rake €0`` (the pot before the rake, a bet nobody called
  included), then per seat ``Seat 4: Hero: bet €0.95 and won €1.10, net result: €0.15``;
- fee policy ``rake``, as PokerStars.

>>> UNIBET.rewritten("*** Flop *** [Ah 2c 3d]")
'*** FLOP *** [Ah 2c 3d]'
"""

from __future__ import annotations

import re
from typing import Final

from pokerrank.handhistory.sites.fulltilt import FULLTILT
from pokerrank.handhistory.sites.spec import stars_room, totals_reader
from pokerrank.handhistory.sites.vocabulary import LineKind

__all__ = ["UNIBET"]

FIRST_WORDS_PATTERN: Final = r"[ \t\ufeff]*(?P<site>)(?P<kind>Game) #(?P<id>[0-9]+):(?= Table )"

_LINE_START: Final = r"\*\*\* (?<![^\n]\*\*\* )"
"""``*** `` at a line's start (nothing but a line break before it), the words first: the search
looks for them alone, not for a line's start at every place (what ``re.M``'s ``^`` before them does).
The first line's pattern below begins with its words too, for the same reason."""

_REWRITE: Final = (
    (  # the stakes in the currency the seats are in
        re.compile(
            r"(Game #(?<![^\n]Game #)\d+: Table [^\n]*? - )([\d.]+)/([\d.]+)"
            r"( - [^\n]*\n(?:[^\n]*\n)*?Seat \d+: [^\n]*\(([$€£]))",
            re.M,
        ),
        lambda m: f"{m[1]}{m[5]}{m[2]}/{m[5]}{m[3]}{m[4]}",  # (a function: no template read a hand)
    ),
    (re.compile(rf"{_LINE_START}(?:Seated players|Blinds and button) \*\*\*[ \t]*(?=\r?$)", re.M), ""),
    (re.compile(rf"{_LINE_START}(Hole cards|Flop|Turn|River|Summary|Showdown) \*\*\*", re.M), lambda m: m[0].upper()),
    (re.compile(r", and is all-in[ \t]*(?=\r?$)", re.M), " and is all-in"),
)
"""Unibet's words put into PokerStars'."""

UNIBET: Final = stars_room(
    "Unibet",
    FIRST_WORDS_PATTERN,
    totals_reader(r"^Total pot (?P<total>[^\s|]+)\s+Rake (?P<rake>[^\s|]+)\s*$"),
    lines=(
        (re.compile(r"^Dealt in \S.*$"), LineKind.NOISE),
        (re.compile(r"^(?P<name>.+) has the button\s*$"), LineKind.TABLE),
        (re.compile(r"^(?P<name>.+?) wins (?P<amount>\S+)(?P<pot>)\s*$"), LineKind.COLLECT),
    ),
    games=((re.compile(r" - No Limit Hold'Em(?: Banzai)?(?= - |\s*$)"), "Hold'em", "No Limit"),),  # others: not played
    stakes=re.compile(r" - (?P<a>[$€£]?[\d.,]+)/(?P<b>[$€£]?[\d.,]+) - "),
    quick=True,
    rewrite=_REWRITE,
    seat=FULLTILT.seat,  # "Seat 1: Player0 (€5.15)"
    streets={"Preflop": ""},
    colonless=True,
    paid_words=r", net result: \S+",  # ("Seat 4: Hero: bet €0.95 and won €1.10, net result: €0.15")
    raise_by="",  # (one raise in the shared files, from nothing: X the chips added or the total, unknown)
)
"""Unibet, cash games."""
