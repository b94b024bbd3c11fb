"""Winamax: PokerStars' order of lines, in Winamax's words.

What differs from PokerStars, each a rule here:

- the first line: ``Winamax Poker - CashGame - HandId: #6935619-5785-1419437602 - Omaha pot
  limit (2€/4€) - 2014/12/24 16:13:22 UTC`` (``Go Fast "Floride"``, ``HOLD-UP "Colorado"``,
  ``Tournament "Freeroll 150€" buyIn: ... level: 3`` in place of ``CashGame``); the stakes
  carry the currency after the number, tournaments print ante/small/big blind
  (``(140/600/1200)``), stud games ante/small bet/big bet;
- ``Table: 'Wloclawek' 5-max (real money) Seat #3 is the button``; seats ``Seat 1: Incognito 1
  (789€)`` (names may hold spaces; a tournament seat adds ``, 9€ bounty``);
- a player's lines have no colon (``Incognito 4 posts small blind 2€``), so a line is a
  player's when it starts with a seated name and one of the verbs; a small blind posted by a
  player who is not the small blind says ``out of position`` (dead money);
- streets ``*** ANTE/BLINDS ***``, ``*** PRE-FLOP ***``, draw games' ``*** FIRST-BET ***``,
  ``*** FIRST-DRAW ***``, ``*** SECOND-BET ***`` ...; other players' cards are ``X``;
- no uncalled-bet line: a bet no one called is paid back as part of what its owner
  ``collected``; ``Hold-up to Pot: total 2.50€`` is money the room adds to the pot;
- fee policy ``net``: ``Total pot 3.02€ | Rake 0.34€`` prints the pot after the rake (the pot
  put in is 3.36€), ``Total pot 56€ | No rake`` a pot without one;
- tournaments of 2010-2011 write a total of a thousand chips or more in thousands, to two
  decimals rounded to the nearest, trailing zeros dropped (``17.68k`` for 17,685 chips,
  ``3.37k`` for 3,367.5, ``1k`` for 1,000): the total is checked to its last decimal.

>>> WINAMAX.totals("Total pot 15.48€ | Rake 0.27€")
Totals(total='15.48€', pots='', fees=(('Rake', '0.27€'),))
>>> WINAMAX.totals("Total pot 56€ | No rake").fees
()
>>> WINAMAX.totals("Total pot 17.68k | No rake").total
'17.68k'
"""

from __future__ import annotations

import re
from typing import Final

from pokerrank.handhistory.sites.spec import header_of, stars_room, totals_reader
from pokerrank.handhistory.sites.vocabulary import LineKind

__all__ = ["WINAMAX"]

FIRST_WORDS_PATTERN: Final = r"[ \t\ufeff]*(?P<site>Winamax Poker) - (?P<kind>[^\n]*?) ?- HandId: #(?P<id>[0-9-]+) -"
HEADER: Final = header_of(FIRST_WORDS_PATTERN, " *")

_TOTAL: Final = re.compile(
    r"^Total pot (?P<total>[^\s|]+)(?P<pots>[^|]*?)\s*\|\s*(?:No rake|Rake (?P<rake>[^\s|]+))\s*$"
)

GAMES: Final = (
    (re.compile(r"(?:^|\s)Holdem no limit", re.I), "Hold'em", "No Limit"),
    (re.compile(r"(?:^|\s)Holdem pot limit", re.I), "Hold'em", "Pot Limit"),
    (re.compile(r"(?:^|\s)Holdem fixed limit", re.I), "Hold'em", "Limit"),
    (re.compile(r"(?:^|\s)7-Card Stud Hi/Lo fixed limit", re.I), "7 Card Stud Hi/Lo", "Limit"),
    (re.compile(r"(?:^|\s)(?:7-Card Stud|7stud) fixed limit", re.I), "7 Card Stud", "Limit"),
    (re.compile(r"(?:^|\s)2-7 Triple Draw fixed limit", re.I), "Triple Draw 2-7 Lowball", "Limit"),
)
"""Winamax's own game names (the rest, ``Omaha pot limit``, ``Razz fixed limit``, ``5 Card
Omaha Hi/Lo pot limit``, read as PokerStars' names)."""

_STAKES: Final = re.compile(
    r"\((?:(?P<ante>[\d.,]+)(?P<ante_iso>€|\$|£)?/)?(?P<a>[\d.,]+(?:€|\$|£)?)/(?P<b>[\d.,]+(?:€|\$|£)?)\)"
)


WINAMAX: Final = stars_room(
    "Winamax",
    FIRST_WORDS_PATTERN,
    totals_reader(_TOTAL),
    header=HEADER,
    lines=((re.compile(r"^Hold-up to Pot: total (?P<amount>\S+)\s*$"), LineKind.ADDED),),
    quick=True,
    fees="net",
    thousands=2,
    games=GAMES,
    table=re.compile(
        r"^Table:? '(?P<table>.*)' (?:(?P<max>[0-9]{1,9})-max )?\((?:real|play) money\)"
        r"(?: Seat #(?P<button>[0-9]{1,9}) is the button)?\s*$"
    ),
    seat=re.compile(
        r"^Seat (?P<seat>[0-9]{1,9}): (?P<name>.*) \((?P<stack>[^\s(),]+)(?:, [^)]*? bounty)?\)(?P<rest>.*)$"
    ),
    stakes=_STAKES,
    tournament=re.compile(r" - Tournament \"(?P<id>[^\"]+)\""),
    colonless=True,
    play_money=True,
    streets={
        "ANTE/BLINDS": "",
        "FIRST-BET": "deal",
        "FIRST-DRAW": "draw 1",
        "SECOND-BET": "draw 1",
        "SECOND-DRAW": "draw 2",
        "THIRD-BET": "draw 2",
        "THIRD-DRAW": "draw 3",
        "FOURTH-BET": "draw 3",
        "THIRD": "third",
        "FOURTH": "fourth",
        "FIFTH": "fifth",
        "SIXTH": "sixth",
        "SEVENTH": "seventh",
    },
)
"""Winamax: cash games (Go Fast and Hold-up included) and tournaments, every game."""
