"""The Winning Poker Network (ACR, Americas Cardroom, BlackChip, True Poker), new format:
PokerStars' order of lines in WPN's words.

What differs from PokerStars, each a rule here:

- the first line: ``Hand #1473752467 - 5Card Omaha(Pot Limit) - $1.00/$2.00 - 2022/12/05
  18:02:23 UTC`` (tournaments: ``Game Hand #80586589 - Tournament #11182752 - Holdem(No
  Limit) - Level 10 (3000.00/6000.00)- ...``), with game names of its own (``Holdem(No Limit)``, ``5Card Omaha H/L(Pot
  Limit)``, ``Omaha H/L (No Limit)``, ``7Stud(Fixed Limit)``); the stakes without brackets;
- the cash table line has no ``Table`` word: ``Pinckneyville 6-max Seat #6 is the button``; seats
  ``Seat 3: Hero ($200.00)``;
- a player's lines have no colon (``Player0 posts the small blind $1.00``); ``raises $5.00
  to $6.00`` names the chips added and the total (the total is what counts, as everywhere);
- after every street the pot so far: ``Main pot $11.50 | Rake $0.50`` (nothing new);
- a hand won without a showdown has no ``collected`` line: ``Seat 1: Player0 did not show
  and won $12.00`` in the summary is the payout;
- fee policy ``net``: ``Total pot $11.50 | Rake $0.46 | JP Fee $0.04`` prints the pot after
  the rake and the jackpot fee (12.00 put in); ``Total pot $3`` alone, a pot without fees.

>>> WPN.totals("Total pot $11.50 | Rake $0.46 | JP Fee $0.04").fees
(('Rake', '$0.46'), ('JP Fee', '$0.04'))
"""

from __future__ import annotations

import re
from typing import Final

from pokerrank.handhistory.sites.spec import Room, Totals
from pokerrank.handhistory.sites.vocabulary import LineKind

__all__ = ["WPN"]

FIRST_WORDS_PATTERN: Final = r"[ \t\ufeff]*(?P<site>)(?P<kind>(?:Game )?Hand) #(?P<id>[0-9]+) - "
HEADER: Final = re.compile(rf"^{FIRST_WORDS_PATTERN}(?P<rest>.*?)[ \t\r]*$", re.MULTILINE)

_TOTAL: Final = re.compile(
    r"^Total pot (?P<total>[^\s|]+)(?P<pots>[^|]*?)(?P<fees>(?:\s*\|\s*(?:Rake|JP Fee) [^\s|]+)*)\s*$"
)
_FEE: Final = re.compile(r"(Rake|JP Fee) ([^\s|]+)")

GAMES: Final = (
    (re.compile(r"(?:^| - )Holdem\s*\(No Limit\)"), "Hold'em", "No Limit"),
    (re.compile(r"(?:^| - )Holdem\s*\(Pot Limit\)"), "Hold'em", "Pot Limit"),
    (re.compile(r"(?:^| - )Holdem\s*\(Fixed Limit\)"), "Hold'em", "Limit"),
    (re.compile(r"(?:^| - )5Card Omaha H/L\s*\(Pot Limit\)"), "5 Card Omaha Hi/Lo", "Pot Limit"),
    (re.compile(r"(?:^| - )5Card Omaha\s*\(Pot Limit\)"), "5 Card Omaha", "Pot Limit"),
    (re.compile(r"(?:^| - )6Card Omaha\s*\(Pot Limit\)"), "6 Card Omaha", "Pot Limit"),
    (re.compile(r"(?:^| - )Omaha H/L\s*\(Pot Limit\)"), "Omaha Hi/Lo", "Pot Limit"),
    (re.compile(r"(?:^| - )Omaha H/L\s*\(No Limit\)"), "Omaha Hi/Lo", "No Limit"),
    (re.compile(r"(?:^| - )Omaha H/L\s*\(Fixed Limit\)"), "Omaha Hi/Lo", "Limit"),
    (re.compile(r"(?:^| - )Omaha\s*\(Pot Limit\)"), "Omaha", "Pot Limit"),
    (re.compile(r"(?:^| - )Omaha\s*\(All-in or Fold Limit\)"), "Omaha", "All-in or Fold"),
    (re.compile(r"(?:^| - )7Stud H/L\s*\(Fixed Limit\)"), "7 Card Stud Hi/Lo", "Limit"),
    (re.compile(r"(?:^| - )7Stud\s*\(Fixed Limit\)"), "7 Card Stud", "Limit"),
)
"""WPN's game names: (the start of the first line after the hand id, the PokerStars name, the
limit). All-in or fold Omaha is Omaha (the betting does not change who wins a pot). Others
(``5Card Omaha Reshuffle``: the deck reshuffled before the draw) are games pokerrank does not
play: NOT AUDITABLE, named."""


def _totals(line: str) -> Totals | None:
    match = _TOTAL.match(line)
    if match is None:
        return None
    fees = tuple((found.group(1), found.group(2)) for found in _FEE.finditer(match.group("fees")))
    return Totals(match.group("total"), match.group("pots"), fees)


WPN: Final = Room(
    name="WPN",
    family="pokerstars",
    first_words=FIRST_WORDS_PATTERN,
    header=HEADER,
    totals=_totals,
    site="WPN",
    lines=(
        (re.compile(r"^Main pot [^\s|]+(?:\s*\|.*)?$"), LineKind.NOISE),
        (re.compile(r"^.+ does not show\s*$"), LineKind.NOISE),
    ),
    fees="net",
    games=GAMES,
    table=re.compile(r"^(?:Table ')?(?P<table>.+?)'? (?P<max>\d+)-max(?: Seat #(?P<button>\d+) is the button)?\s*$"),
    seat=re.compile(r"^Seat (?P<seat>\d+): (?P<name>.*?) \((?P<stack>[^\s(),]+)\)(?P<rest>.*)$"),
    stakes=re.compile(r"(?: - |\()(?P<a>[$€£]?[\d.,]+)/(?P<b>[$€£]?[\d.,]+)(?: - |\))"),
    colonless=True,
    summary_pays=True,
)
"""WPN / ACR, the format of 2019 on (``Hand #N - ...``)."""
