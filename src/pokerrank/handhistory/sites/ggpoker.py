"""GGPoker (GGNetwork): PokerStars' shape, in GGPoker's words.

What differs from PokerStars, each a rule here, not a copied reader:

- the first line is ``Poker Hand #RC3796098336: ...`` (letters in the id: ``RC`` Rush & Cash,
  ``OM`` Omaha cash, ``TM`` tournaments, ``HD`` Hold'em cash; short-deck ids are digits), with
  game names of its own (``PLO``, ``PLO-5``, ``PLO-6``, ``ShortDeck``, ``Omaha (NL postflop)``);
- ``Dealt to P `` with no cards for every other player (nothing known: no cards);
- the totals line names each fee: ``Total pot $0.55 | Rake $0.02 | Jackpot $0 | Bingo $0 |
  Fortune $0 | Tax $0``; the total is the pot before them, what is paid is the pot after all
  of them (fee policy ``fees``, docs/RULES.md "Rake"); files of 2020 print ``Total pot $20.9``
  alone, and what they pay is the whole pot;
- ``Cash Drop to Pot : total $0.5``: money the room adds to the pot;
- ``P: straddle $100``: a straddle to that amount (the second of two straddles by one
  player, ``straddle $15.35 and is all-in``, is his total, not chips added);
- a ``shows`` line's words describe the hand as far as the board was dealt (an all-in shown
  on the flop says ``Pair of Aces``): only the words said on the river or later are checked;
- the all-in cash-out at equity (``P: Chooses to EV Cashout``, ``P: Pays Cashout Risk ($13.15)``,
  ``P: Receives Cashout ($1,306.18)``) is a side deal between the player and the room: the
  pot is still paid by the cards (the ``collected`` lines), so the audit checks the pot and
  keeps the deal beside it;
- its short deck (``ShortDeck``) ranks a straight above three of a kind (hand
  1171217378123557259 pays a straight over trips, and says so in its words);
- a later run's summary board lists only the new cards (``SECOND Board [4d Qs]``), and the
  run words may stand on a line of their own (``FIRST`` then ``Board [...]``).

>>> GGPOKER.totals("Total pot $0.55 | Rake $0.02 | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0").fees
(('Rake', '$0.02'), ('Jackpot', '$0'), ('Bingo', '$0'), ('Fortune', '$0'), ('Tax', '$0'))
>>> GGPOKER.totals("Total pot $20.9")
Totals(total='$20.9', pots='', fees=())
"""

from __future__ import annotations

import re
from typing import Final

from pokerrank.handhistory.sites.spec import Totals, header_of, stars_room
from pokerrank.handhistory.sites.vocabulary import LineKind

__all__ = ["GAMES", "GGPOKER"]

FIRST_WORDS_PATTERN: Final = r"[ \t\ufeff]*(?P<site>Poker)(?P<kind> Hand) #(?P<id>[A-Z]{0,4}[0-9]+):"
HEADER: Final = header_of(FIRST_WORDS_PATTERN, " *")

_FEE_NAMES: Final = frozenset({"Rake", "Jackpot", "Bingo", "Fortune", "Tax"})

GAMES: Final = (
    (re.compile(r"(?:^|\s)PLO-6(?=\s*\()"), "6 Card Omaha", "Pot Limit"),
    (re.compile(r"(?:^|\s)PLO-5(?=\s*\()"), "5 Card Omaha", "Pot Limit"),
    (re.compile(r"(?:^|\s)PLO(?=\s*\()"), "Omaha", "Pot Limit"),
    (re.compile(r"(?:^|\s)ShortDeck No Limit(?=\s*\()"), "ShortDeck Hold'em (straight beats trips)", "No Limit"),
    (re.compile(r"(?:^|\s)Omaha \(NL postflop\)"), "Omaha", "Pot Limit Pre-Flop, No Limit Post-Flop"),
)
"""GGPoker's own game names: (where the first line says it, the PokerStars name, the limit)."""


def _totals(line: str) -> Totals | None:
    """The totals line, split at its bars (a regular expression with a lazy part costs more
    here than the rest of the line's reading)."""
    if not line.startswith("Total pot "):
        return None
    parts = line.rstrip().split("|")
    total, _, pots = parts[0][10:].strip().partition(" ")
    if not total:
        return None
    fees = []
    for part in parts[1:]:
        name, _, token = part.strip().rpartition(" ")
        if name not in _FEE_NAMES or not token:
            return None
        fees.append((name, token))
    return Totals(total, pots, tuple(fees))


GGPOKER: Final = stars_room(
    "GGPoker",
    FIRST_WORDS_PATTERN,
    _totals,
    header=HEADER,
    fees="fees",
    quick=True,
    lines=((re.compile(r"^Cash Drop to Pot : total (?P<amount>\S+)\s*$"), LineKind.ADDED),),
    verbs=(
        (re.compile(r"^straddle (?P<amount>[^\s]+?)(?P<all_in> and is all-in)?\s*$"), LineKind.POST),
        (re.compile(r"^Chooses to EV Cashout\s*$"), LineKind.SIDE_DEAL),
        (re.compile(r"^(?P<deal>Pays Cashout Risk|Receives Cashout) \((?P<amount>[^()\s]+)\)\s*$"), LineKind.SIDE_DEAL),
    ),
    games=GAMES,
    one_stake=True,
    words_as_dealt=True,
)
"""GGPoker, cash (Rush & Cash included) and tournaments."""
