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
  player who is not the small blind says ``out of position`` (dead money); ``raises 4€ to 6€``
  names the raise over the bet faced, as PokerStars' does, but a bring-in is no bet: a stud
  completion over ``brings in 10€`` is ``raises 25€ to 25€`` (#9250793-470-1478990787);
- streets ``*** ANTE/BLINDS ***``, ``*** PRE-FLOP ***``, draw games' ``*** FIRST-BET ***``,
  ``*** FIRST-DRAW ***``, ``*** SECOND-BET ***`` ...; other players' cards are ``X``;
- no uncalled-bet line: a bet no one called is paid back as part of what its owner
  ``collected``; ``Hold-up to Pot: total 2.50€`` is money the room adds to the pot;
- fee policy ``net``: ``Total pot 3.02€ | Rake 0.34€`` prints the pot after the rake (the pot
  put in is 3.36€), ``Total pot 56€ | No rake`` a pot without one;
- each pot after the rake is printed on the collect lines, not on the totals line: ``collected
  3.38€ from main pot``, ``collected 0.88€ from side pot 1`` (a pot split between winners, or
  between a high and a low hand, on a line each: ``collected 4.96€ from pot(HI)``); in a hand of
  side pots a bet no one called may come back as the last side pot (:func:`collected_pots`);
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
from collections.abc import Mapping, Sequence
from typing import Final

from pokerrank.handhistory.records import Collection
from pokerrank.handhistory.sites.spec import header_of, stars_room, totals_reader
from pokerrank.handhistory.sites.stakes import blinds_as_printed
from pokerrank.handhistory.sites.vocabulary import LineKind

__all__ = ["WINAMAX", "collected_pots"]

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

_SIDE_POT: Final = re.compile(r"side pot (?P<number>[1-9][0-9]{0,2})")


def _pot_number(pot: str) -> int | None:
    """The number of a pot a collect line names: 0 the main pot, k side pot k; None for
    ``pot`` (the hand's one pot) and any other name."""
    name = pot[:-4] if pot.endswith(("(HI)", "(LO)")) else pot
    if name == "main pot":
        return 0
    found = _SIDE_POT.fullmatch(name)
    return int(found["number"]) if found is not None else None


def collected_pots(
    collected: Sequence[Collection],
    put: Mapping[str, int],
    dead: Mapping[str, int],
    returned: Mapping[str, int],
    rake: int,
    added: int,
) -> tuple[int, ...]:
    """The main and side pots after the rake as a hand's collect lines print them (``collected
    3.38€ from main pot``, ``collected 0.88€ from side pot 1``), main pot first: what every
    line paid from a pot added up (its split between tied winners, its high and low halves).
    The chips put in (``put``, of which ``dead`` is dead money) tell the bet no one called:
    Winamax pays it back as the last side pot, collected by its owner alone, which is no pot
    of the hand's and is left out; where no line pays it back, the pots are as printed. The
    PokerStars family's reader calls it for a hand whose totals line prints no pots
    (:attr:`~pokerrank.handhistory.sites.spec.Room.collected_pots`): the audit checks that
    split as it does PokerStars' printed pots.

    Empty (no split printed) where a hand has one pot (``from pot``, or a main pot alone), and
    wherever the lines do not say each pot: a pot's number missing, a name Winamax does not
    write, or pots that with the rake do not hold every chip called (a bet no one called paid
    back inside a pot). A split no rate of rake can give is the audit's to find.

    >>> line = lambda name, amount, pot: Collection(name, amount, pot)
    >>> paid = [line("cat", 338, "main pot"), line("bob", 88, "side pot 1"), line("bob", 22, "side pot 2")]
    >>> collected_pots(paid, {"cat": 99, "bob": 167, "ann": 145, "dan": 59}, {}, {}, 22, 0)
    (338, 88)
    >>> collected_pots([line("cat", 120, "main pot")], {"cat": 240, "bob": 60}, {}, {}, 0, 0)
    ()
    """
    pots: dict[int, int] = {}
    takers: dict[int, set[str]] = {}
    for collection in collected:
        number = _pot_number(collection.pot)
        if number is None:
            return ()
        pots[number] = pots.get(number, 0) + collection.amount
        takers.setdefault(number, set()).add(collection.player)
    if len(pots) < 2 or sorted(pots) != list(range(len(pots))):  # main pot, side pot 1, 2, ...: none missing
        return ()
    live = sorted(
        ((amount - dead.get(name, 0) - returned.get(name, 0), name) for name, amount in put.items()), reverse=True
    )
    uncalled = live[0][0] - live[1][0] if len(live) > 1 else 0
    called = sum(put.values()) - sum(returned.values()) - uncalled + added
    last = len(pots) - 1
    if uncalled > 0 and pots[last] == uncalled and takers[last] == {live[0][1]}:
        del pots[last]  # the bet no one called, paid back to its owner
    if sum(pots.values()) + rake != called or len(pots) < 2:
        return ()
    return tuple(pots[number] for number in range(len(pots)))


WINAMAX: Final = stars_room(
    "Winamax",
    FIRST_WORDS_PATTERN,
    totals_reader(_TOTAL),
    header=HEADER,
    lines=((re.compile(r"^Hold-up to Pot: total (?P<amount>\S+)\s*$"), LineKind.ADDED),),
    quick=True,
    fees="net",
    thousands=2,
    collected_pots=collected_pots,
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
    raise_by="over a bet",
    check_record=blinds_as_printed,  # (a cash table's blinds against its stakes)
)
"""Winamax: cash games (Go Fast and Hold-up included) and tournaments, every game."""
