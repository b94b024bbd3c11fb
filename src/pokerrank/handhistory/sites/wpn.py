"""The Winning Poker Network (ACR, Americas Cardroom, BlackChip, True Poker), new format:
PokerStars' order of lines in WPN's words.

What differs from PokerStars, each a rule here:

- the first line: ``Hand #1473752467 - 5Card Omaha(Pot Limit) - $1.00/$2.00 - 2022/12/05
  18:02:23 UTC`` (tournaments: ``Game Hand #80586589 - Tournament #11182752 - Holdem(No
  Limit) - Level 10 (3000.00/6000.00)- ...``), with game names of its own (``Holdem(No Limit)``, ``5Card Omaha H/L(Pot
  Limit)``, ``Omaha H/L (No Limit)``, ``7Stud(Fixed Limit)``); the stakes without brackets;
- the cash table line has no ``Table`` word: ``Pinckneyville 6-max Seat #6 is the button``; seats
  ``Seat 3: Hero ($200.00)`` (a stack in thousands, ``($1,200.00)``, read as the room's other
  lines read amounts);
- a player's lines have no colon (``Player0 posts the small blind $1.00``); ``raises $5.00
  to $6.00`` names the chips added and the total (the total is what counts, as everywhere);
- after every street the pot so far: ``Main pot $11.50 | Rake $0.50`` (the chips put in: 12.00,
  a tournament's ``Main pot 1200`` without rake); where a player is all in, ACR prints the pot
  in parts, a line each after the main pot's: ``Side pot(1) $0.65 | Rake $0.03``, each part
  with its own rake (the parts together are the chips put in, each part the chips of its
  all-in level: docs/RULES.md);
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

from pokerrank.handhistory.sites.spec import Totals, header_of, stars_room
from pokerrank.handhistory.sites.vocabulary import LineKind

__all__ = ["WPN"]

FIRST_WORDS_PATTERN: Final = r"[ \t\ufeff]*(?P<site>)(?P<kind>(?:Game )?Hand) #(?P<id>[0-9]+) - "
HEADER: Final = header_of(FIRST_WORDS_PATTERN, "")

_TOTAL: Final = re.compile(
    r"^Total pot (?P<total>[^\s|]+)(?P<pots>[^|]*?)(?P<fees>(?:\s*\|\s*(?:Rake|JP Fee) [^\s|]+)*)\s*$"
)
_FEE: Final = re.compile(r"(Rake|JP Fee) ([^\s|]+)")

_LIMITS: Final = {"Fixed Limit": "Limit", "All-in or Fold Limit": "All-in or Fold"}
"""WPN's limits, in brackets after the game's name, where PokerStars names them otherwise."""


def _game(words: str, game: str, *limits: str) -> tuple[tuple[re.Pattern[str], str, str], ...]:
    """One of WPN's games at each of its ``limits``: ``words(limit)`` after the hand id (a space
    before the bracket or not; ``words`` and ``limits`` hold no regex characters), read as the
    PokerStars ``game`` at the limit PokerStars names."""
    return tuple((re.compile(rf"(?:^| - ){words}\s*\({limit}\)"), game, _LIMITS.get(limit, limit)) for limit in limits)


GAMES: Final = (
    *_game("Holdem", "Hold'em", "No Limit", "Pot Limit", "Fixed Limit"),
    *_game("5Card Omaha H/L", "5 Card Omaha Hi/Lo", "Pot Limit"),
    *_game("5Card Omaha", "5 Card Omaha", "Pot Limit"),
    *_game("6Card Omaha", "6 Card Omaha", "Pot Limit"),
    *_game("Omaha H/L", "Omaha Hi/Lo", "Pot Limit", "No Limit", "Fixed Limit"),
    *_game("Omaha", "Omaha", "Pot Limit", "All-in or Fold Limit"),
    *_game("7Stud H/L", "7 Card Stud Hi/Lo", "Fixed Limit"),
    *_game("7Stud", "7 Card Stud", "Fixed Limit"),
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


WPN: Final = stars_room(
    "WPN",
    FIRST_WORDS_PATTERN,
    _totals,
    header=HEADER,
    lines=(
        (re.compile(r"^Main pot (?P<pot>[^\s|]+)(?:\s*\|\s*Rake (?P<rake>[^\s|]+))?\s*$"), LineKind.STREET_POT),
        (  # ACR's pot in parts after the main pot's line: each side pot with its rake
            re.compile(
                r"^Side pot\((?P<part>[1-9][0-9]{0,2})\) (?P<pot>[^\s|]+)(?:\s*\|\s*Rake (?P<rake>[^\s|]+))?\s*$"
            ),
            LineKind.STREET_POT,
        ),
        (re.compile(r"^.+ does not show\s*$"), LineKind.NOISE),
    ),
    quick=True,
    fees="net",
    games=GAMES,
    table=re.compile(
        r"^(?:Table ')?(?P<table>.+?)'? (?P<max>[0-9]{1,9})-max(?: Seat #(?P<button>[0-9]{1,9}) is the button)?\s*$"
    ),
    seat=re.compile(r"^Seat (?P<seat>[0-9]{1,9}): (?P<name>.*) \((?P<stack>[^\s()]+)\)(?P<rest>.*)$"),
    stakes=re.compile(r"(?: - |\()(?P<a>[$€£]?[\d.,]+)/(?P<b>[$€£]?[\d.,]+)(?: - |\))"),
    colonless=True,
    summary_pays=True,
    raise_by="added",
)
"""WPN / ACR, the format of 2019 on (``Hand #N - ...``)."""
