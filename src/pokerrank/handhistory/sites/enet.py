"""Enet / EverLeaf's Enet skins (2012): PokerStars' order of lines in Enet's words.

What differs from PokerStars, each a rule here:

- the first line: ``Game #7732310: Omaha (€0,25/€0,50) - 23:31:54 29.7.2012 - %6``; the limit
  is in the table's name on the next line (``Table 'SantElena 1 - Pot Limit' 6-max Seat #4
  is the button``); amounts with a decimal comma (``€10,57``);
- cards without spaces (``[9dJd2dTd]``, ``*** TURN *** [9c2cQd8s]``: the whole board);
- ``*** HOLECARDS ***``; ``Player4: raises €0,65`` names the chips added (no total);
  ``Player0: goes all-in €4,75`` (all in for the chips added: a bet, call or raise by what
  it comes to); ``Player2: mucked``; ``Player4: collected (€10,57) from pot``; ``Rake:
  €0,09`` after a street (the rake so far: nothing new);
- fee policy ``net``: ``Total pot €0 | Rake €0,67``: the total is not printed (0), the rake
  is; each payout is after it.

>>> ENET.rewritten("Player4: collected (€10,57) from pot")
'Player4 collected €10.57 from pot'
>>> ENET.rewritten("*** RIVER *** [9c2cQd8sAc]")
'*** RIVER *** [9c 2c Qd 8s Ac]'
"""

from __future__ import annotations

import re
from operator import itemgetter
from typing import Final

from pokerrank.handhistory.sites.spec import OneGroup, stars_room, totals_reader
from pokerrank.handhistory.sites.vocabulary import LineKind

__all__ = ["ENET"]

FIRST_WORDS_PATTERN: Final = (
    r"[ \t\ufeff]*(?P<site>)(?P<kind>Game) #(?P<id>[0-9]+):"
    r"(?= [^\n(]*\([^\n)]*\) - \d\d?:\d\d:\d\d \d\d?\.\d\d?\.\d{4})"  # game (stakes) - time day.month.year
)
_GLUED: Final = re.compile(r"\[((?:[2-9TJQKA][cdhs]){2,})\]")
_CARD: Final = re.compile(r"[2-9TJQKA][cdhs]")


_PAIRS: Final = {2 * n: itemgetter(*(slice(k, k + 2) for k in range(0, 2 * n, 2))) for n in range(2, 27)}
"""The cards of a run of ``n`` glued cards (``2n`` letters; 2 to 26 cards), taken in one call."""


def _spaced_cards(cards: str) -> str:
    """Cards written together (``AhKd``) one by one in their brackets (``[Ah Kd]``): two
    letters each (the brackets hold cards alone, :data:`_GLUED`: each two letters a card). A
    flop, Omaha's four cards and a whole board (three, four and five cards) are written in place.

    >>> _spaced_cards("9c2cQd8sAc"), _spaced_cards("Ah" * 30).count(" ")
    ('[9c 2c Qd 8s Ac]', 29)
    """
    size = len(cards)
    if size == 8:
        return f"[{cards[:2]} {cards[2:4]} {cards[4:6]} {cards[6:]}]"
    if size == 10:
        return f"[{cards[:2]} {cards[2:4]} {cards[4:6]} {cards[6:8]} {cards[8:]}]"
    if size == 6:
        return f"[{cards[:2]} {cards[2:4]} {cards[4:]}]"
    split = _PAIRS.get(size)
    return "[" + " ".join(split(cards) if split is not None else _CARD.findall(cards)) + "]"


_spaced: Final = OneGroup(_spaced_cards)
"""The replacement of :data:`_GLUED`'s cards (``[9c2cQd]`` -> ``[9c 2c Qd]``): made from the
cards alone, the text cut at each run (:class:`~pokerrank.handhistory.sites.spec.OneGroup`).

>>> _spaced(_GLUED.search("[9c2cQd8sAc]"))
'[9c 2c Qd 8s Ac]'
"""


_RAKE_SO_FAR: Final = re.compile(r"^Rake: [$€£¥₹]?-?[0-9]+(?:\.[0-9]+)?\s*$")
"""``Rake: €0,09`` after a street: the rake so far, nothing new (an amount, its decimal comma already
a point; fpdb's file has ``€-0,27``: a number still). A line of other words (``Rake: NaN``) is
no rake so far: no rule reads it, and the audit quotes it (NOT AUDITABLE)."""


ENET: Final = stars_room(
    "Enet",
    FIRST_WORDS_PATTERN,
    totals_reader(r"^Total pot (?:[^\d\s|]*0|(?P<total>[^\s|]+))\s*\|\s*Rake (?P<rake>[^\s|]+)\s*$"),
    rewrite=(
        (re.compile(r",(?<=\d,)(?=\d)"), "."),  # (the comma first: the search looks for it alone)
        (_GLUED, _spaced),
        (
            re.compile(  # (the words first, then that they begin a line: the search looks for them alone)
                r"(Game #(?<![^\n]Game #)\d+: [^(\n]*?) (\([^\n]*\n)"
                r"(Table '[^'\n]* - (Pot Limit|No Limit|Fixed Limit|Limit)')"
            ),
            lambda m: f"{m[1]} {m[4]} {m[2]}{m[3]}",  # (a function: no template read a hand)
        ),
        (re.compile(r": mucked(?=[ \t]*\r?$)", re.M), ": mucks hand"),
        (re.compile(r": collected \((?=\S+\) from pot)"), " collected ("),  # the colon, then the amount
        (re.compile(r" collected \((\S+)\) from pot"), lambda m: f" collected {m[1]} from pot"),  # (words first)
    ),
    lines=((_RAKE_SO_FAR, LineKind.NOISE),),
    verbs=((re.compile(r"^goes all-in (?P<amount>\S+)\s*$"), LineKind.RAISE),),
    quick=True,
    fees="net",
    streets={"HOLECARDS": "preflop"},
    raise_adds=True,
)
"""Enet, cash games (Hold'em, Omaha)."""
