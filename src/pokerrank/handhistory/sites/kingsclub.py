"""KingsClub (a private-club room of mixed games): its own plain lines, read by
:mod:`~pokerrank.handhistory.plainlines`.

What it writes, each a rule here:

- three first lines: ``#37580510: Pot Limit Big O - 11/22`` (the hand id, the limit and game,
  the stakes), the date, ``Table 'Real Deal Mix 3' Seat 7 is the button`` (stud: no button);
- posts with a colon (``Hero: posts the small blind 11``, ``posts ante 22``, ``posts blind 44``:
  a big blind to come in, with a dead small blind the line does not print where the player's
  stack after the hand says it was taken: docs/RULES.md), actions without (``Player1 calls
  22``); ``calls``, ``raises to`` and ``brings in for`` name the street total (a small blind
  of 250 that ``calls 625`` puts in 375 more), ``bets`` the chips added; ``, and is all in``;
  a player's second ``posts ante`` is the button's live blind (short deck, #6155563);
- ``Dealt to P: [X X 2s]`` (``X``: a card not seen; stud adds one card a street), draws
  ``Hero discards [9d Th Jc] draws [5s 9c Kd]``, ``P draws 3``, ``P stands pat``;
- streets ``*** HOLE CARDS ***``, ``*** FLOP *** [..]``, ``*** BOARD 2 - RIVER *** [- - - Qd]
  [Jd]`` (a second run, ``-`` for the cards of the first board), draw games' ``*** 1ST BETTING
  ROUND ***`` and ``*** 1ST DRAW ***``, stud's ``*** 3RD STREET ***`` (the round after the
  fourth card: KingsClub counts the rounds, not the cards);
- the summary: ``Seat 4: Player3 (8,041.62) +831`` for every player, his stack after the hand
  and what he won or lost; ``Rake 5``; ``P wins pot (1,294.60)``, ``wins (222.12) from pot``,
  ``wins (9,225) from side pot 1``. The wins lines leave out what a side pot no one contested
  and a bet no one called gave back: what the room paid each player is read from his stack
  after the hand (fee policy ``net``: the stacks are after the rake), and the nets and the wins
  lines are checked against it.

>>> KINGSCLUB.head(["#3264632: No Limit Holdem - 125/250", "2020-12-30 22:34:16",
...     "Table 'Bobbys Room Mix' Seat 1 is the button"])[:6]
('3264632', 'holdem', 'No Limit Holdem', 'board', 'no-limit', (12500, 25000))
"""

from __future__ import annotations

import functools
import re
from typing import Final

from pokerrank.handhistory.sitegames import Family
from pokerrank.handhistory.sites.lines import Head, LineRoom, grammar, small_number, verbs
from pokerrank.handhistory.sites.stakes import plain_blinds_as_printed
from pokerrank.handhistory.sites.vocabulary import amount

__all__ = ["KINGSCLUB", "RAISES_OVER_BRING_IN"]

_START: Final = re.compile(r"#(?P<id>\d+): (?:No Limit|Pot Limit|Limit) [^\n#]* - [\d,.]+/[\d,.]+")
"""A hand's first line (where it starts: :func:`~pokerrank.handhistory.sites.vocabulary.cut_hands`). The
game's words hold no ``#``: a first line cut off with the next hand's glued in it
(``#600: Limit 2-7 Tri#601: Limit ...``) is no first line, and the glued hand starts at its own ``#``
(the pattern ran over it: one hand under the cut number with the glued hand's lines)."""
_FIRST: Final = re.compile(
    r"^#(?P<id>\d+): (?P<limit>No Limit|Pot Limit|Limit) (?P<game>.+) - (?P<a>[\d,.]+)/(?P<b>[\d,.]+)$"
)
_GAMES: Final[dict[str, tuple[str | None, Family]]] = {
    "Holdem": ("holdem", "board"), "Short Deck Holdem": ("short-deck", "board"), "Omaha": ("omaha", "board"),
    "Omaha 5 Card": ("omaha-5", "board"), "Big O": ("big-o", "board"), "Omaha Hi-Lo": ("omaha-hi-lo", "board"),
    "Seven Card Stud": ("stud", "stud"), "Razz": ("razz", "stud"), "2-7 Razz": ("2-7-razz", "stud"),
    "2-7 Triple Draw": ("2-7-triple-draw", "draw"), "2-7 Single Draw": ("2-7-single-draw", "draw"),
    "A-5 Single Draw": ("a-5-single-draw", "draw"), "Badugi": ("badugi", "draw"), "Badeucey": ("badeucy", "draw"),
    "Badacey": ("badacey", "draw"), "2-7 Drawmaha": ("2-7-drawmaha", "board"),
}  # fmt: skip
"""KingsClub's games: pokerrank's game and how its streets run (drawmaha: a flop, a turn and a
river, with one draw before the turn)."""
_LIMITS: Final = {"No Limit": "no-limit", "Pot Limit": "pot-limit", "Limit": "limit"}
_TABLE: Final = re.compile(r"^Table '(?P<table>.*)'")
_BUTTON: Final = re.compile(r"^Table '.*' Seat (?P<button>\S+) is the button$")


def _head(lines: list[str]) -> Head:
    first = _FIRST.match(lines[0].strip())
    if first is None or len(lines) < 3:
        raise ValueError("the hand ends before its date and table lines")
    return _table(first["limit"], first["game"], first["a"], first["b"], lines[2].strip()).numbered(first["id"])


@functools.lru_cache(maxsize=4096)
def _table(limit: str, name: str, a: str, b: str, line: str) -> Head:
    """The head of a table's hands at one game and stakes, less the hand id (read once)."""
    game, family = _GAMES.get(name, (None, "board"))
    stakes = (amount(a, 100), amount(b, 100))
    table = _TABLE.match(line)
    button = _BUTTON.match(line)
    if button is not None:  # (read again by the table's rule: a number no room writes is named here)
        small_number(button["button"], "the button's seat")
    return Head(
        "", game, f"{limit} {name}", family, _LIMITS[limit], stakes, None, 100, None,
        table["table"] if table else None, None, 2,
    )  # fmt: skip


_TO: Final = r"(?P<to>[\d,.]+)(?P<all_in>,? and is all in)?"
_POT: Final = r"wins pot \((?P<amount>[\d,.]+)\)"
_FROM: Final = r"wins \((?P<amount>[\d,.]+)\) from (?:the )?(?:main |side )?pot(?: \d+)?"
"""The wins lines after the name (``wins pot (975)``, ``wins (9,225) from side pot 1``): each
player's total is checked against what his stack after the hand says he was paid
(:meth:`~pokerrank.handhistory.plainlines._Hand.check_summary`; ``stated``)."""

_VERBS: Final = rf"""
fold        folds
check       checks
call        calls {_TO}
bet         bets (?P<amount>[\d,.]+)(?P<all_in>,? and is all in)?
raise       raises to {_TO}
post        posts ante (?P<amount>[\d,.]+)                  = ante
post        posts the small blind (?P<amount>[\d,.]+)       = small blind
post        posts the big blind (?P<amount>[\d,.]+)         = big blind
post        posts blind (?P<amount>[\d,.]+)                 = blind
post        brings in for (?P<amount>[\d,.]+)               = bring-in
draw        discards \[(?P<discarded>[^\]]*)\] draws (?P<drawn>\[[^\]]*\](?: \[[^\]]*\])*)
draw        draws (?P<count>\d)
draw        stands pat                                     = pat
show        shows \[(?P<cards>[^\]]*)\]
collect     {_POT}                                         = stated
collect     {_FROM}                                        = stated
"""
"""A player's lines, after the name (and a colon, or ``Run 2: `` before it)."""

_LINES: Final = rf"""
street      \*\*\* (?:BOARD (?P<run>\d) - )?(?P<marker>[A-Z0-9 ]+?) \*\*\*(?: \[[^\]]*\])*
deal        Dealt to (?P<name>.+?): \[(?P<cards>[^\]]*)\]          = add
table       Table '.*' Seat (?P<button>[0-9]{{1,9}}) is the button
noise       Table '.*'
noise       \*\*\* SUMMARY \* \*\*
result      Seat \d+: (?P<name>.+?) \((?P<stack>[\d,.]+)\)(?: (?P<net>[+-][\d,.]+))?
totals      Rake (?P<rake>[\d,.]+)
collect     (?P<name>.+?) {_POT}                           = stated
collect     (?P<name>.+?) {_FROM}                          = stated
"""
"""The other lines; the wins lines say less than the stacks after the hand, which are read (with
the net after each, checked against them: :meth:`~pokerrank.handhistory.plainlines._Hand.check_summary`)."""

_STREETS: Final = {
    "HOLE CARDS": "preflop", "FLOP": "flop", "TURN": "turn", "RIVER": "river", "SUMMARY": "",
    "1ST BETTING ROUND": "", "1ST DRAW": "draw 1", "2ND BETTING ROUND": "draw 1", "2ND DRAW": "draw 2",
    "3RD BETTING ROUND": "draw 2", "3RD DRAW": "draw 3", "4TH BETTING ROUND": "draw 3",
    "3RD STREET": "fourth", "4TH STREET": "fifth", "5TH STREET": "sixth", "6TH STREET": "seventh",
}  # fmt: skip
_SEAT: Final = re.compile(r"^Seat (?P<seat>[0-9]{1,9}): (?P<name>.+?) \((?P<stack>[\d,.]+)\)(?P<rest>)$")

KINGSCLUB: Final = LineRoom(
    "KingsClub", "kingsclub", _START, _head, _SEAT, verbs(_VERBS), grammar(_LINES), _STREETS, colon=True,
    prefix=r"(?:Run (?P<run>\d): )?", quiet=(": [X]", ": [X X]", ": [X X X X]", ": [X X X X X]"),
    button_ante=True, finish=plain_blinds_as_printed,  # (the blinds against the stakes: docs/RULES.md)
)  # fmt: skip
"""KingsClub: cash games of every game it deals (Hold'em, Omaha 4/5, Big O, short deck, stud,
razz, 2-7 razz, 2-7 single and triple draw, A-5 single draw, badugi, badeucey, badacey, 2-7
drawmaha)."""


RAISES_OVER_BRING_IN: Final = frozenset({"KingsClub"})
"""The rooms (``HandRecord.site``) whose limit stud and razz size a raise on third street from the
bring-in, not from the completion: to the bring-in and a small bet, or more small bets (the
replay's :func:`~pokerrank.handhistory.replay._sized_wrong` takes it; docs/RULES.md, "Bet sizes"):
KingsClub's figures, 7-stud #37581152 at 44/88 ``Player3 raises to 77.16`` over a completion to
44 (33.16 brought in, and 44), razz #40091899 38.58 (16.58 and 22), #3537921 625 (125 and 500).
Every other size of the room's limit games is the rule books'."""
