"""PokerStars, and the sites whose exports write its text format (fpdb's list).

The reference shape of the family: ``PokerStars Hand #N: game (stakes) - date``, then
``Table``, ``Seat`` lines, ``name: verb`` actions, ``*** STREET ***`` markers, ``collected X
from pot`` lines and a ``*** SUMMARY ***`` whose ``Total pot X ... | Rake R`` is the pot
before the rake. Fee policy ``rake``: one rake, off the main pot first (docs/RULES.md).

The family's words live here: the first line's game, stakes and tournament patterns, and the
patterns of PokerStars' own lines (table, seats, shows, mucks, collected, uncalled bets,
totals, boards, summary seats) and the words of the lines that say nothing of the cards or the
money. The family's reader (:mod:`pokerrank.handhistory.pokerstars`, both of its lanes)
reads every room of the family with them, each room's own words
(:class:`~pokerrank.handhistory.sites.spec.Room`) beside them.

>>> POKERSTARS.totals("Total pot $12 Main pot $8. Side pot-1 $3.50. | Rake $0.50")
Totals(total='$12', pots=' Main pot $8. Side pot-1 $3.50.', fees=(('Rake', '$0.50'),))
"""

from __future__ import annotations

import re
from typing import Final

from pokerrank.handhistory.sitegames import SITE_GAMES
from pokerrank.handhistory.sites.spec import header_of, stars_room, totals_reader
from pokerrank.handhistory.sites.vocabulary import BRACKETED_CARDS

__all__ = [
    "BOARD",
    "BUTTON_BLIND",
    "CASHED_OUT",
    "COLLECTED",
    "DEALT",
    "DISCARD",
    "DRAW_STREETS",
    "FIRST_WORDS",
    "FOLDS",
    "GAME",
    "HEADER",
    "HOME",
    "ISO",
    "MIX",
    "MIX_WORDS",
    "MUCKS",
    "NOISE_WORDS",
    "ONE_STAKE",
    "POKERSTARS",
    "POT_PART",
    "RUN_NAMES",
    "RUN_WORDS",
    "SEAT",
    "SHOWS",
    "SHOWS_FOR",
    "SITES",
    "STAKES",
    "STANDS",
    "STREET_CARDS",
    "STRUCTURES",
    "STUD_STREETS",
    "SUMMARY_CARDS",
    "SYMBOL_CURRENCY",
    "TABLE",
    "TOTAL",
    "TOURNAMENT",
    "UNCALLED",
    "UNKNOWN_GAME",
    "WON",
    "WON_AT",
]

SITES: Final = (
    "PokerStars",
    "POKERSTARS",
    "Full Tilt",
    "PokerMaster",
    "Run It Once Poker",
    "PokerBros",
    "Hive Poker",
    "BetOnline",
    "MPLPoker",
    "SupremaPoker",
)
"""Sites whose hand histories are written in PokerStars' text format (fpdb's list)."""

FIRST_WORDS_PATTERN: Final = (
    r"[ \t\ufeff]*(?P<site>" + "|".join(re.escape(s) for s in SITES) + r")"
    r"(?P<kind>(?: Home Game| Zoom| Rush)?(?: Hand| Game| GAME| HAND)?) #(?P<id>[0-9]+):"
)
HEADER: Final = header_of(FIRST_WORDS_PATTERN, " *")
"""The first line of a hand in PokerStars' format: site, hand id, and the rest (game, stakes, date)."""
FIRST_WORDS: Final = re.compile(rf"{FIRST_WORDS_PATTERN} *")
"""The start of :data:`HEADER` (site, kind, hand id), up to the rest of the line."""


# -- the first line -------------------------------------------------------------------------------

_GAME_NAMES = sorted((g.name for g in SITE_GAMES.values()), key=len, reverse=True)
GAME: Final = re.compile(
    r"(?P<game>" + "|".join(re.escape(name) for name in _GAME_NAMES) + r")\s+"
    r"(?P<limit>Pot Limit Pre-Flop, No Limit Post-Flop|No Limit|Pot Limit|Fixed Limit|Limit)\b",
    re.IGNORECASE,
)
_LIMITS = r"(?:Pot Limit Pre-Flop, No Limit Post-Flop|No Limit|Pot Limit|Fixed Limit|Limit)\b"
UNKNOWN_GAME: Final = re.compile(
    r"(?:^|[,(]\s*+|[,(](?=\s*+" + _LIMITS + r")\s*(?= \s)|USD |EUR |GBP |(?<!\s)\s|[^\S ])"
    r"(?P<game>[A-Za-z0-9'+/ -](?:[A-Za-z0-9'+/-]++|(?!\s++" + _LIMITS + r") ++)*+)\s++"
    r"(?P<limit>Pot Limit Pre-Flop, No Limit Post-Flop|No Limit|Pot Limit|Fixed Limit|Limit)\b",
    re.IGNORECASE,
)
"""A game pokerrank does not know, as words before a limit (``Tournament #5, Super Game Pot Limit``).
It reads what the lazy ``(?:^|[,(]\\s*|USD |EUR |GBP |\\s)(?P<game>[A-Za-z0-9'+/ -]+?)\\s+(?P<limit>...)\\b``
read, in work linear in a run of spaces: a space run is checked once for the limit after it and then
taken whole; a start inside a run of spaces is skipped (the run's first start read the same characters
and more); a comma's spaces are given back only where a limit follows them (the old pattern's last way
to a match: a game of one space)."""
MIX: Final = re.compile(r"(?P<mix>8-Game|HORSE|HOSE|Triple Stud|Mixed [A-Za-z'/ ]+?|Mixed Games)\s*\(", re.IGNORECASE)
MIX_WORDS: Final = ("8-game", "horse", "hose", "triple stud", "mixed ")
"""What every match of :data:`MIX` holds, in small letters (a plain ASCII line without one has no mix)."""
STAKES: Final = re.compile(
    r"\((?:[^()]*?(?<!,),\s*+)?(?P<a>[^\d\s(/]*+\d[\d.,]*+)/(?P<b>[^\d\s/]*+\d[\d.,]*+)"
    r"(?:\s*+-\s*+(?P<cap>[^\d\s]*+\d[\d.,]*+) Cap\s*+-)?\s*+(?P<iso>[A-Z]{3})?\s*+\)"
)
"""The stakes in brackets (``($0.02/$0.05 USD)``, ``Level I (10/20)``, ``(€1,000/€2,000 EUR)``). An
amount is its signs, then a digit, then digits and separators, each part taken whole (the old
``[^\\d\\s(/]*[\\d.,]+`` split a run of commas in every way: cubic work on ``(`` and commas); the words
before it end at the first comma of a run (a later one reads the same amount less its commas)."""
BUTTON_BLIND: Final = re.compile(
    r"\(Button Blind(?:\W*?\s)??(?P<a>[^\d\s]*+\d[\d.,]*+)\s*+-\s*+Ante(?:\W*?\s)??(?P<b>[^\d\s]*+\d[\d.,]*+)"
    r"\s*+(?P<iso>[A-Z]{3})?\s*+\)"
)
"""GGPoker's short-deck stakes (``(Button Blind $1 - Ante $0.50 USD)``): an amount as in :data:`STAKES`,
starting right after the words or after a white space (a start after a sign reads the same amount less
its signs)."""
ONE_STAKE: Final = re.compile(r"\((?P<a>(?P<b>[^\d\s(/)]*[\d.,]+))\s*(?P<iso>[A-Z]{3})?\s*\)")
"""Stakes of one amount (GGPoker's short-deck ``($100)``: the ante and the button blind)."""
TOURNAMENT: Final = re.compile(r"(?:Zoom |Rush )?TOURNAMENT #(?P<id>\d+)", re.IGNORECASE)
ISO: Final = re.compile(r"\b(USD|EUR|GBP|CAD|CNY|INR)\b")
HOME: Final = re.compile(r"^\{(?P<club>[^}]*)\}")

STRUCTURES: Final = {
    "no limit": "no-limit",
    "pot limit": "pot-limit",
    "limit": "limit",
    "fixed limit": "limit",
    "pot limit pre-flop, no limit post-flop": "pot-limit preflop, no-limit after",
    "capped no limit": "capped no-limit",
    "capped pot limit": "capped pot-limit",
}
SYMBOL_CURRENCY: Final = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "CNY", "₹": "INR"}
# -- lines ----------------------------------------------------------------------------------------

TABLE: Final = re.compile(
    r"^Table (?:ID )?'(?P<table>.*)'(?:\(\d+\))?(?: (?P<max>[0-9]{1,9})-[Mm]ax)?(?: \((?:Play|Real) Money\))?"
    r"(?: Seat #(?P<button>[0-9]{1,9}) is the button)?\s*$"
)
SEAT: Final = re.compile(
    r"^Seat (?P<seat>[0-9]{1,9}): (?P<name>.*?) \((?P<stack>[^\s()]+) in chips(?:, [^)]*? bounty)?\)(?P<rest>.*)$"
)
DISCARD: Final = re.compile(r"^discards (?P<n>\S+) cards?(?: " + BRACKETED_CARDS + r")?\s*$")
"""A draw's discards (``discards 2 cards [7h 3c]``); the count is any word here, and the reader
refuses one that is no count of cards (0 to 99 in ASCII digits: ``discards 99999999999 cards``)."""
STANDS: Final = re.compile(r"^stands pat(?: on)?(?: " + BRACKETED_CARDS + r")?\s*$")
SHOWS: Final = re.compile(r"^shows " + BRACKETED_CARDS + r"(?: \((?P<desc>.*)\))?\s*$")
MUCKS: Final = re.compile(r"^mucks(?: hand| " + BRACKETED_CARDS + r")?\s*$")
FOLDS: Final = re.compile(r"^folds(?: " + BRACKETED_CARDS + r")?(?: \((?:disconnect|timeout)\))?\s*$")
SHOWS_FOR: Final = re.compile(r"^(?P<name>.+?) shows " + BRACKETED_CARDS + r" for (?P<desc>.*?)(?: \[[^\]]*\])?\s*$")
COLLECTED: Final = re.compile(
    r"^(?P<name>.+) collected (?P<amt>[^\s]+) from (?P<pot>(?:main |side )?pot(?:[- ]?\d+)?(?:\((?:HI|LO)\))?)\s*$"
)
UNCALLED: Final = re.compile(r"^Uncalled bet \((?P<amt>[^)]+)\) returned to (?P<name>.+?)\s*$")
CASHED_OUT: Final = re.compile(
    r"^(?P<name>.+) cashed out the hand for (?P<amt>[^\s]+)(?: \| Cash Out Fee (?P<fee>[^\s]+))?\s*$"
)
DEALT: Final = re.compile(r"^Dealt to (?P<name>.+?) \[(?P<a>[^\]]*)\](?: \[(?P<b>[^\]]*)\])?\s*$")
TOTAL: Final = re.compile(
    r"^Total pot (?P<total>[^\s|]++)(?P<pots>(?:(?!\s*+\|\s*+Rake [^\s|]++\s*+$)(?:[^\s|]++|[^\S\n]++|\|))*+)"
    r"\s*+\|\s*+Rake (?P<rake>[^\s|]++)\s*+$"
)
"""The summary's total line (``Total pot $10 Main pot $6. Side pot-1 $4. | Rake $0.50``). It reads what
``^Total pot (?P<total>[^\\s|]+)(?P<pots>.*?)\\s*\\|\\s*Rake (?P<rake>[^\\s|]+)\\s*$`` read, in linear work:
the pots end where the rake's bar first follows, checked once at each run of white space or bar."""
POT_PART: Final = re.compile(r"(?P<kind>Main pot|Side pot(?:[- ]?\d+)?|STP)\s+(?P<amt>[^\s|]+)")
BOARD: Final = re.compile(r"^(?:(?P<run>FIRST|SECOND|THIRD) )?Board:? " + BRACKETED_CARDS + r"\s*$")
STREET_CARDS: Final = re.compile(r"\[([^\]]*)\]")
WON: Final = re.compile(r"\b(?:won|collected) \(?(?P<amt>[^\s(),]+?(?:,\d{3}(?![\d]))*(?:\.\d+)?)\)?(?=,| with|\s|$)")
WON_AT: Final = re.compile(WON.pattern.removeprefix(r"\b"))
SUMMARY_CARDS: Final = re.compile(r"\b(?P<how>showed|mucked) " + BRACKETED_CARDS)

RUN_WORDS: Final = {"FIRST": 1, "SECOND": 2, "THIRD": 3}
RUN_NAMES: Final = {0: "", 1: "FIRST", 2: "SECOND", 3: "THIRD", 4: "", 5: "", 6: "", 7: "", 8: "", 9: ""}
NOISE_WORDS: Final = (
    " said, ",
    " is connected",
    " is disconnected",
    " has timed out",
    " has returned",
    " joins the table",
    " leaves the table",
    " sits out",
    " is sitting out",
    " will be allowed to play",
    " finished the tournament",
    " wins the tournament",
    " bounty",
    " re-buys",
    " takes the add-on",
    " was removed from the table",
    " removed from the table",
    " has reconnected",
    " stands up",
    " sits down",
    " for eliminating ",
    "Betting is capped",
    "Pair on board",
    "Hand was run ",
    " is sitting out",
    " is being treated as all-in",
    " has been disconnected",
)
STUD_STREETS: Final = {"3rd STREET": "third", "4th STREET": "fourth", "5th STREET": "fifth", "6th STREET": "sixth"}
DRAW_STREETS: Final = {
    "DEALING HANDS": "deal",
    "DRAW": "draw 1",
    "FIRST DRAW": "draw 1",
    "SECOND DRAW": "draw 2",
    "THIRD DRAW": "draw 3",
}


POKERSTARS: Final = stars_room(
    "PokerStars",
    FIRST_WORDS_PATTERN,
    totals_reader(TOTAL),
    header=HEADER,
    site=None,
    fees="rake",
    quick=True,
    paid_words=r"\s*\((?:cashed out|pot not awarded[^)]*)\)\.?",  # (a player who cashed out the hand)
)
"""PokerStars and the exports in its words (the site named on each first line)."""
