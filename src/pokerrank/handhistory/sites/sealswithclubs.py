"""Seals With Clubs (a bitcoin room, 2013-2015): its own plain lines, read by
:mod:`~pokerrank.handhistory.plainlines`.

What it writes, each a rule here:

- four first lines: ``Hand #5297786-137 - 2013-04-11 02:08:55``, ``Game: PL Omaha (20 - 100) -
  Blinds 1/1`` (a cash game: the buy-in range; ``(10+0)``, a tournament's buy-in and fee, and
  ``Blinds 100/200 Ante 25``; fixed limit: ``Stakes 1/2``), ``Site: Seals With Clubs``,
  ``Table: NLHE 6max 1/2 #7``; cash amounts are milli-bitcoins (mBTC) to two decimals;
- seats ``Seat 3: Player2 (77) - sitting out`` (the stack the line's last bracketed amount: a
  name may hold one, ``Al (2) (77)``); ``P has the dealer button``;
- a player's lines have no colon: ``P posts small blind 1``, ``posts small & big blind 1.50``
  (a missed small blind, dead, with the big blind), ``raises to 8`` (the street total), ``calls 6``
  and ``bets 6`` (chips added), ``(All-in)`` after an amount;
- streets ``** Hole Cards **``, ``** Flop ** [3d 4h 2d]``, ``** Turn ** [Qd]`` (the new card only),
  ``** Pot Show Down ** [board]`` (``Main Pot``, ``Side Pot 1``);
- ``P refunded 6``: the bet no one called; ``P wins Pot (15.60) with Two Pair``, ``splits Pot``,
  ``wins Side Pot 1 (1500)``, ``wins Hi Pot``/``Lo Pot``: what the room paid, after the rake;
- fee policy ``net``: ``Rake (0.40)`` closes a hand: the rake, beside the pots paid (what was
  put in is what was paid, returned and raked);
- noise: ``P adds 8 chips`` (a top-up for the next hand), ``P has timed out``, ``P plays after the
  button`` (waits), ``P moved from Table 3``, ``P finishes tournament in place #2``.

>>> SEALS_WITH_CLUBS.head(["Hand #1-2 - 2013-06-28 02:13:53", "Game: NL Hold'em (40 - 200) - Blinds 0.50/1",
...     "Site: Seals With Clubs", "Table: NLHE 6max .5/1 #7"]).stakes
(50, 100)
"""

from __future__ import annotations

import functools
import re
from typing import Final

from pokerrank.handhistory.sitegames import site_game
from pokerrank.handhistory.sites.lines import Head, LineRoom, grammar, small_number, verbs
from pokerrank.handhistory.sites.stakes import plain_blinds_as_printed
from pokerrank.handhistory.sites.vocabulary import amount

__all__ = ["SEALS_WITH_CLUBS"]

_START: Final = re.compile(r"Hand #(?P<id>\d+-\d+) - \d{4}-\d\d-\d\d \d")  # a literal first: a fast search
_GAME: Final = re.compile(
    r"^Game: (?P<limit>NL|PL|Limit) (?P<game>.+?) \((?P<buyin>[^)]*)\) - (?:Blinds|Stakes) "
    r"(?P<a>[\d.]+)/(?P<b>[\d.]+)(?: Ante (?P<ante>[\d.]+))?\s*$"
)
_GAMES: Final = {"Hold'em": "Hold'em", "Omaha": "Omaha", "Omaha Hi-Lo": "Omaha Hi/Lo"}
_LIMITS: Final = {"NL": "no-limit", "PL": "pot-limit", "Limit": "limit"}


def _head(lines: list[str]) -> Head:
    first = _START.match(lines[0])
    if first is None or len(lines) < 4:
        raise ValueError("the hand ends before its game and table lines")
    if lines[2].strip() != "Site: Seals With Clubs":
        raise ValueError(f"line 3 is not 'Site: Seals With Clubs': {lines[2].strip()[:80]!r}")
    table = lines[3].strip()
    if not table.startswith("Table: "):
        raise ValueError(f"line 4 is not the table line: {table[:80]!r}")
    return _table(lines[1].strip(), table).numbered(first["id"])


@functools.lru_cache(maxsize=4096)
def _table(line: str, table: str) -> Head:
    """The head of a table's hands at one game line, less the hand id (read once a table)."""
    game = _GAME.match(line)
    if game is None:
        raise ValueError(f"the game line does not read: {line[:80]!r}")
    name = _GAMES.get(game["game"])
    spec = site_game(name or game["game"])
    tournament = "+" in game["buyin"]
    scale = 1 if tournament else 100
    stakes = (amount(game["a"], scale), amount(game["b"], scale))
    max_seats = re.search(r" (?:(\d+)max|(HU)) ", table)
    seats = (2 if max_seats.group(2) else small_number(max_seats.group(1), "a table size")) if max_seats else None
    return Head(
        "", spec.game, f"{game['limit']} {game['game']}", spec.family, _LIMITS[game["limit"]], stakes,
        None if tournament else "mBTC", scale, table[7:] if tournament else None, table[7:], seats, 4,
    )  # fmt: skip


_MONEY: Final = r"(?P<amount>[\d.]+)"
_ALL_IN: Final = r"(?P<all_in> \(All-in\))?"
_POT: Final = r"(?P<pot>(?:Main |Side |Hi |Lo )?Pot(?: \d+)?) \((?P<amount>[\d.]+)\)(?: with .*)?"

_VERBS: Final = f"""
fold        folds
check       checks
call        calls {_MONEY}{_ALL_IN}
bet         bets {_MONEY}{_ALL_IN}
raise       raises to (?P<to>[\\d.]+){_ALL_IN}
post        posts small blind {_MONEY}{_ALL_IN}             = small blind
post        posts big blind {_MONEY}{_ALL_IN}               = big blind
post        posts small & big blind {_MONEY}{_ALL_IN}       = small & big blinds
post        posts ante {_MONEY}{_ALL_IN}                    = ante
show        shows \\[(?P<cards>[^\\]]*)\\](?: \\((?P<words>.*)\\))?
uncalled    refunded {_MONEY}
collect     wins {_POT}
collect     splits {_POT}
table       has the dealer button
noise       has timed out
noise       adds [\\d.]+ chips
noise       plays after the button
noise       moved (?:from|to) Table \\d+
noise       finishes tournament in place #\\d+(?: and wins [\\d.]+ chips)?
"""
"""A player's lines, after the name and a space: the kind, the pattern, and after ``=`` the
kind of post (:func:`~pokerrank.handhistory.sites.lines.grammar`)."""

_LINES: Final = r"""
street      \*\* (?P<marker>.+?) \*\*(?: \[[^\]]*\])?
deal        Dealt to (?P<name>.+?) \[(?P<cards>[^\]]*)\]
totals      Rake \((?P<rake>[\d.]+)\)
noise       No low hand qualified
noise       .+ (?:moved (?:from|to) Table \d+|adds [\d.]+ chips)
"""
"""The other lines (the last: a player not seated, moved in or topping up)."""

_STREETS: Final = {
    "Hole Cards": "preflop", "Flop": "flop", "Turn": "turn", "River": "river", "Pot Show Down": "showdown",
    "Main Pot Show Down": "showdown", **{f"Side Pot {k} Show Down": "showdown" for k in range(1, 10)},
}  # fmt: skip
_SEAT: Final = re.compile(r"^Seat (?P<seat>[0-9]{1,9}): (?P<name>.+) \((?P<stack>[\d.]+)\)(?P<rest>.*)$")

SEALS_WITH_CLUBS: Final = LineRoom(
    "Seals With Clubs",
    "sealswithclubs",
    _START,
    _head,
    _SEAT,
    verbs(_VERBS),
    grammar(_LINES),
    _STREETS,
    finish=plain_blinds_as_printed,  # (the blinds against the stakes: docs/RULES.md)
)
"""Seals With Clubs: cash games (in mBTC) and tournaments; Hold'em, Omaha, Omaha Hi/Lo."""
