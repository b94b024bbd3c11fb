"""The Winning Poker Network's format before 2019 (``Game started at:``; often UTF-16): its own
plain lines, read by :mod:`~pokerrank.handhistory.plainlines`.

What it writes, each a rule here:

- the first lines: ``Game started at: 2016/8/2 11:16:59``, ``Game ID: 693977531 0.10/0.25 (PRR)
  Elepaio (Omaha HiLow)`` (the hand id, the stakes, the table, the game in brackets last;
  tournaments: ``$5 Regular 9-Max, Table 1 (Hold'em)``; play money: ``PM Hold`em 5/10``), ``Seat
  4 is the button``; seats ``Seat 1: fullstacker (37.15).`` (the stack the line's last bracketed
  amount: a name may hold one, ``Al (2) (37.15).``); the betting structure is not written;
- a player's lines start with ``Player`` and the name: ``Player P has small blind (0.10)``,
  ``posts ante (10)``, ``posts (2)`` (a big blind to come in), ``straddle (20)``, ``bring in
  (5)``; ``calls (0.60)``, ``bets (26.12)``, ``raises (90)``, ``caps (253.88)`` and ``allin
  (48)`` name the chips added (a raise from the big blind's 0.25 ``raises (0.85)`` puts in
  0.85 more); ``received card: [10h]``, one card a line (``received a card.``: a card not seen);
- streets ``*** FLOP ***: [5d 3s 3h]``, ``*** TURN ***: [5d 3s 3h] [Kc]``, ``*** Third street ***``;
  ``Uncalled bet (0.25) returned to P``;
- fee policy ``net``: ``Pot: 612. Rake 2.76. JP fee 0.24`` is the pot after the rake and the
  jackpot fee (615 put in); what each player was paid is his summary line's ``Collects``:
  ``*Player P shows: Three Of Kind of 7s [Jd 7d Ad 5s]. Bets: 300. Collects: 612. Wins: 312.``
  (the cards shown there too); its ``Bets`` is what the player's lines put in less the bet
  handed back to him, its ``Wins``/``Loses`` the collects less the bets: a figure otherwise is
  the file disagreeing with itself (:meth:`~pokerrank.handhistory.plainlines._Hand.check_results`;
  a summary whose every bets and net figure is 0 prints none: fpdb's data-mined files);
- a player's notices written with no name (``Player  is timed out.``) move no chips: read as
  nothing, as his summary line that says so (``Bets: 0. Collects: 0. Wins: 0.``).

>>> WPN_OLD.head(["Game started at: 2015/4/28 1:1:3",
...     "Game ID: 406051551 5/10 Mauilite (PRR) - CAP - 6-Max - 3 (Omaha)", "Seat 6 is the button"])[:6]
('406051551', 'omaha', 'Omaha', 'board', '', (500, 1000))
"""

from __future__ import annotations

import functools
import re
from typing import Final

from pokerrank.handhistory.sitegames import site_game
from pokerrank.handhistory.sites.lines import Head, LineRoom, grammar, verbs
from pokerrank.handhistory.sites.vocabulary import amount

__all__ = ["WPN_OLD"]

_START: Final = re.compile(r"Game started at: \d{4}/\d")
_GAME_ID: Final = re.compile(
    r"^Game ID: (?P<id>\d+) (?P<a>[\d.]+)/(?P<b>[\d.]+) (?P<table>.*?)\s*\((?P<game>[A-Za-z' ]+)\)(?: \d+-max)?\s*$"
)
_GAMES: Final = {
    "Hold'em": "Hold'em", "Omaha": "Omaha", "Omaha HiLow": "Omaha Hi/Lo", "Seven Cards Stud": "7 Card Stud",
    "Seven Cards Stud HiLow": "7 Card Stud Hi/Lo",
}  # fmt: skip
_TOURNAMENT: Final = re.compile(r", Table \d+$|^PMS_\d+")


def _head(lines: list[str]) -> Head:
    game_id = _GAME_ID.match(lines[1].strip()) if len(lines) > 2 else None
    if game_id is None:
        raise ValueError(f"the 'Game ID:' line does not read: {lines[1].strip()[:80]!r}" if len(lines) > 1 else "")
    return _game(game_id["a"], game_id["b"], game_id["table"], game_id["game"])._replace(hand_id=game_id["id"])


@functools.lru_cache(maxsize=4096)
def _game(a: str, b: str, table: str, game: str) -> Head:
    """The head of a table's hands, less the hand id (read once a table)."""
    name = _GAMES.get(game, game)
    spec = site_game(name)
    tournament = _TOURNAMENT.search(table) is not None
    play = table.startswith("PM ")
    scale = 1 if tournament else 100
    stakes = (amount(a, scale), amount(b, scale))
    currency = None if tournament or play else "USD"
    fee = 25 if "JP" in table.partition("(")[2] and scale == 100 else 0  # 2014's jackpot tables: $0.25 unprinted
    return Head(
        "", spec.game, name, spec.family, "", stakes, currency, scale, table if tournament else None, table, None, 2,
        fee,
    )  # fmt: skip


_MONEY: Final = r"\((?P<amount>[\d.]+)\)"
_RESULT: Final = (
    r"\.? ?Bets: (?P<bets>[\d.]+)\. Collects: (?P<amount>[\d.]+)\."
    r" (?:Wins: (?P<won>\d+(?:\.\d+)?)|Loses: (?P<lost>\d+(?:\.\d+)?))\.?"
)

_VERBS: Final = f"""
fold        folds
check       checks
call        calls {_MONEY}
bet         bets {_MONEY}
raise       raises {_MONEY}
raise       caps {_MONEY}
call        allin {_MONEY}                                   = all-in
post        has small blind {_MONEY}                         = small blind
post        has big blind {_MONEY}                           = big blind
post        posts ante {_MONEY}                              = ante
post        ante {_MONEY}                                    = ante
post        posts {_MONEY}                                   = big blind
post        posts {_MONEY} as a dead bet                     = dead
noise       allin
post        straddle {_MONEY}                                = straddle
post        bring in {_MONEY}                                = bring-in
deal        received card: \\[(?P<cards>[^\\]]*)\\]          = add
muck        mucks cards
noise       is timed out\\.
noise       is disconnected and ALL IN\\.
noise       sitting out
noise       wait BB
collect     does not show cards{_RESULT}                     = result
collect     doesn't show cards{_RESULT}                      = result
collect     mucks \\(does not show(?: cards|: \\[[^\\]]*\\])\\){_RESULT}     = result
collect     shows: (?:(?P<words>.*?) )?\\[(?P<cards>[^\\]]*)\\](?: Low hand \\([^)]*\\))?{_RESULT}     = result
"""
"""A player's lines, after ``Player `` (``*Player `` on a winner's summary line) and the name."""

_LINES: Final = r"""
street      \*\*\* (?P<marker>[A-Za-z ]+?) \*\*\*:?(?: \[[^\]]*\])*
noise       ------ Summary ------
totals      Pot: [\d.]+\.?(?: Rake (?P<rake>[\d.]+)\.?)?(?: JP fee (?P<fee>[\d.]+)\.?)?
noise       Game ended at: .*
noise       Board: \[[^\]]*\]
uncalled    Uncalled bet \((?P<amount>[\d.]+)\) returned to (?P<name>.+)
table       Seat (?P<button>[0-9]{1,9}) is the button
noise       Player {2}(?:is timed out\.|sitting out|wait BB)
noise       \*?Player {2}does not show cards\.? ?Bets: 0(?:\.0+)?\. Collects: 0(?:\.0+)?\. Wins: 0(?:\.0+)?\.?
"""
"""The lines of no player's. The room writes a player's notices with no name at times
(``Player  is timed out.``, ``Player  sitting out``, and his summary line ``Bets: 0.
Collects: 0. Wins: 0.``): they move no chips. A line with no name that moves chips (``Player
ante (20)``) no rule reads: the hand is NOT AUDITABLE, the line quoted."""

_STREETS: Final = {  # stud: "Third street" opens the round after the fourth card
    "FLOP": "flop", "TURN": "turn", "RIVER": "river", "Third street": "fourth", "Fourth street": "fifth",
    "Fifth street": "sixth", "Sixth street": "seventh",
}  # fmt: skip
_SEAT: Final = re.compile(r"^Seat (?P<seat>[0-9]{1,9}): (?P<name>.+) \((?P<stack>[\d.]+)\)\.?(?P<rest>.*)$")

WPN_OLD: Final = LineRoom(
    "WPN",
    "wpn-old",
    _START,
    _head,
    _SEAT,
    verbs(_VERBS),
    grammar(_LINES),
    _STREETS,
    prefix=r"\*?Player ",
    quiet=(" received a card.",),
)
"""WPN / ACR before 2019: cash games (real and play money) and tournaments; Hold'em, Omaha,
Omaha Hi/Lo, 7-card stud and stud Hi/Lo."""
