"""The Action Poker network's format of 2012 (ActionPoker.com, Gear Poker): its own plain
lines, read by :mod:`~pokerrank.handhistory.plainlines`.

What it writes, each a rule here:

- two first lines: ``ActionPoker.com Game #1012408051: Hold'em - 2012-04-03 02:10:06`` (or
  ``Gear Poker Game #N: ...``; no limit, no stakes) and ``Table The Green Mile (Real Money)
  Seat #2 is the button``; seats ``Seat 0: Player0 (79.50 in Chips)``;
- a player's lines with a colon and a full stop, every amount the chips the line puts in:
  ``P: Posts small blind 1.00.``, ``Calls 2.00.``, ``Bets 2.00.``, ``Raises 1000.00 and is All
  In.``; the bet nobody called is not printed;
- ``Dealt To Hero [4C QC]``; cards in capitals, ten as ``10`` (``10S``);
- streets ``*** FLOP *** [10S 6D 7S]``, ``*** TURN *** [10S 6D 7S] [6C]``; a hand all in before
  the flop prints no board;
- the summary: ``Total Pot 13.30 | Rake 0.70`` (the pot paid, after the rake), then a line per
  seat, two or more run together at times (``Seat 8: P7 (Small Blind) Seat 9: P8 (Button)``):
  ``collected (90.00) from the Pot.``, ``showed [5S 4H ] and lost.`` (the hole cards), and
  ``showed [10S 6D 6C 10C KC ] and won (13.30)``: the winner's best five, not his hole cards.

A winner's hole is recorded as the cards of his best five that are not on the board (the rest
of it never shown), and the five as the room's claim (``best five: ...``); a best five with
more than two cards off the board, or a card twice, contradicts itself, and one shown where
the hand printed no full board leaves the pot undecidable (docs/RULES.md).

>>> ACTION_POKER.head(["Gear Poker Game #7: Hold'em - 2012-04-09 12:14:36",
...     "Table 3875596-33 (Play Money) Seat #9 is the button"])[:4]
('7', 'holdem', "Hold'em", 'board')
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from pokerrank.handhistory.records import ActionKind, Claim
from pokerrank.handhistory.sitegames import site_game
from pokerrank.handhistory.sites.lines import Head, LineRoom, grammar, verbs

if TYPE_CHECKING:
    from pokerrank.handhistory.owntext import TextHand

__all__ = ["ACTION_POKER", "BEST_FIVE"]

_START: Final = re.compile(r"(?:ActionPoker\.com|Gear Poker) Game #(?P<id>\d+): ")
_FIRST: Final = re.compile(r"^(?:ActionPoker\.com|Gear Poker) Game #(?P<id>\d+): (?P<game>.+?) - \d{4}-\d\d-\d\d ")
_TABLE: Final = re.compile(r"^Table (?P<table>.+?) \((?:Real|Play) Money\) Seat #\d+ is the button$")


def _head(lines: list[str]) -> Head:
    first = _FIRST.match(lines[0].strip())
    if first is None:
        raise ValueError(f"the first line does not read: {lines[0].strip()[:80]!r}")
    if len(lines) < 2:
        raise ValueError("the hand ends before its table line")
    table = _TABLE.match(lines[1].strip())
    if table is None:
        raise ValueError(f"line 2 is not the table line: {lines[1].strip()[:80]!r}")
    spec = site_game(first["game"])
    return Head(
        first["id"], spec.game, first["game"], spec.family, "", (), None, 100, None, table["table"], None, 1
    )  # fmt: skip


_MONEY: Final = r"(?P<amount>\d[\d,]*(?:\.\d+)?)"
_ALL_IN: Final = r"(?P<all_in> and is All In)?\."

_VERBS: Final = rf"""
fold        Folds.
check       Checks.
call        Calls {_MONEY}{_ALL_IN}
bet         Bets {_MONEY}{_ALL_IN}
raise       Raises {_MONEY}{_ALL_IN}
post        Posts small blind {_MONEY}{_ALL_IN}            = small blind
post        Posts big blind {_MONEY}{_ALL_IN}              = big blind
"""
"""A player's lines, after the name and a colon: every amount is the chips the line puts in
(a raise too: the one all-in raise of the files puts in the whole stack, and
:func:`_check_bets` refuses a hand that reads otherwise)."""

_PLACE: Final = r" \((?:Small Blind|Big Blind|Button)\)"
_OUT: Final = r" +(?:Folded (?:before Flop|on the (?:Flop|Turn|River))|Is Sitting Out)"
_QUIET_ENTRY: Final = rf"Seat \d+: (?:(?!Seat \d+: |showed |collected ).)+?(?:{_PLACE}(?:{_OUT})?|{_OUT}) *"
"""A summary entry that says nothing the lines before did not: a fold or a seat sitting out,
after the player's place or not, or the place alone; perhaps run together with the next on
one line. An entry that says anything else is no quiet one (and a line no rule reads)."""
_ENTRY: Final = (
    rf"(?:{_QUIET_ENTRY})*Seat \d+: (?P<name>(?:(?!Seat \d+: ).)+?)(?: \((?:Small|Big) Blind\)| \(Button\))? +"
)

_LINES: Final = rf"""
street      \*\*\* (?P<marker>[A-Z ]+?) \*\*\*(?: \[[^\]]*\])*
deal        Dealt To (?P<name>.+?) \[(?P<cards>[^\]]*)\]
table       Table .+ \((?:Real|Play) Money\) Seat #(?P<button>[0-9]{{1,9}}) is the button
totals      Total Pot [\d,.]+ \| Rake (?P<rake>[\d,.]+)
noise       (?:{_QUIET_ENTRY})+
collect     {_ENTRY}showed \[(?P<cards>[^\]]*)\] and won \({_MONEY}\)
collect     {_ENTRY}collected \({_MONEY}\) from the Pot\.
show        {_ENTRY}showed \[(?P<cards>[^\]]*)\] and lost\.
"""
"""The other lines: the summary's entries that say nothing (most: tried first; an entry that
shows or is paid is never one of them), then those that pay or show."""

_STREETS: Final = {"HOLE CARDS": "preflop", "FLOP": "flop", "TURN": "turn", "RIVER": "river", "SUMMARY": "showdown"}
_SEAT: Final = re.compile(r"^Seat (?P<seat>[0-9]{1,9}): (?P<name>.+?) \((?P<stack>[\d,.]+) in Chips\)(?P<rest>)$")
_TOTAL_POT: Final = re.compile(r"^Total Pot (?P<pot>[\d,.]+) \| Rake", re.MULTILINE)

BEST_FIVE: Final = "best five: "
"""How a winner's best five is said in the record's claims (``best five: Ts 6d 6c Tc Kc``)."""


def _card(token: str) -> str:
    """A card as pokerrank writes it: ``10S`` is ``Ts``, ``KC`` is ``Kc``."""
    rank = token[:-1]
    return ("T" if rank in ("10", "T") else rank.upper()) + token[-1:].lower()


_CARDS: Final = {rank + suit: _card(rank + suit) for rank in (*"23456789TJQKA", "10") for suit in "SHDCshdc"}
"""Every card as the room may write it, in pokerrank's writing (looked up, not worked out)."""


def _cards(text: str | None) -> str:
    return " ".join([_CARDS.get(token) or _card(token) for token in (text or "").split()])


def _finish(hand: TextHand) -> None:
    """What the lines alone do not settle: the cards in pokerrank's writing, the amounts
    checked against the stacks and the bets, each winner's best five read as the hole cards it
    shows, the bet nobody called handed back, and the printed total pot checked."""
    hand.board = _cards(" ".join(hand.board)).split()
    hand.hole = {name: _cards(cards) for name, cards in hand.hole.items()}
    hand.dealt = [(street, name, _cards(cards)) for street, name, cards in hand.dealt]
    hand.actions = [a._replace(cards=_cards(a.cards)) if a.cards else a for a in hand.actions]
    if hand.unparsed:  # a line no rule reads: the audit names it, and nothing after it is checked
        return
    _check_bets(hand)
    paid_lines = {collection.line for collection in hand.collected}
    for index, action in enumerate(hand.actions):
        if action.kind is ActionKind.SHOW and action.line in paid_lines and action.cards:
            hole = _best_five(hand, action.player, action.cards, action.line or hand.line)
            hand.actions[index] = action._replace(cards=hole or None)
            if hole:
                hand.hole[action.player] = hole
            else:
                hand.hole.pop(action.player, None)
    put = hand.put_in()
    back = hand.uncalled(put)
    if back is not None:
        hand.give_back(*back)
    printed = _TOTAL_POT.search(hand.text)
    if printed is not None and hand.collected:
        total = sum(put.values()) - (back[1] if back else 0) - (hand.rake or 0)
        pot = hand.money(printed["pot"], hand.last_line)
        if pot != total:
            raise hand.fail(
                f"the summary's total pot {printed['pot']} is not what was put in, less the bet nobody called and the"
                f" rake ({hand.money_text(total)})",
                hand.last_line,
                "record contradicts itself",
            )


def _check_bets(hand: TextHand) -> None:
    """Every amount this room prints is what the line puts in: a player all in has put in
    his whole stack, no one puts in more than his stack, and a call that is not all in puts
    the caller level with the street's highest bet. A hand that breaks one contradicts itself
    (or is read another way than the room meant: refused, never guessed)."""
    stacks = {seat.name: seat.stack for seat in hand.seats}
    spent: dict[str, int] = {}
    street_in: dict[str, int] = {}
    street = ""
    for action in hand.actions:
        if action.street != street:
            street, street_in = action.street, {}
        if not action.amount:
            continue
        name = action.player
        high = max(street_in.values(), default=0)
        spent[name] = spent.get(name, 0) + action.amount
        street_in[name] = street_in.get(name, 0) + action.amount
        left = stacks.get(name, 0) - spent[name]
        where = action.line or hand.line
        if left < 0 or (action.all_in and left):
            raise hand.fail(
                f"{name!r} puts in {hand.money_text(spent[name])} in all, and sat down with"
                f" {hand.money_text(stacks.get(name, 0))}" + (" (all in)" if action.all_in else ""),
                where,
                "record contradicts itself",
            )
        if action.kind is ActionKind.CALL and not action.all_in and street_in[name] != high:
            raise hand.fail(
                f"{name!r} calls to {hand.money_text(street_in[name])} on the {street}, where the bet"
                f" is {hand.money_text(high)}",
                where,
                "record contradicts itself",
            )


def _best_five(hand: TextHand, name: str, shown: str, line: int) -> str:
    """The hole cards a winner's best five shows (those not on the board), the five said as
    the room's claim; a five that cannot be a hand of his refused."""
    five = shown.split()
    board = hand.board
    if len(five) != 5:  # not a best five: the hole cards, as the losers' lines show them
        return shown
    if len(board) < 5:
        printed = f"the board only to {' '.join(board)!r}" if board else "no board (all in before the flop)"
        raise hand.fail(
            f"the hand printed {printed}, and of {name!r} only their best five [{shown}], not their"
            " hole cards: the cards dealt are not all known, so the pot cannot be decided again",
            line,
            "cards never shown",
        )
    off_board = [card for card in five if card not in board]
    if len(set(five)) != 5 or len(off_board) > 2:
        why = "a card twice" if len(set(five)) != 5 else f"{len(off_board)} cards not on the board"
        raise hand.fail(
            f"{name!r}'s best five [{shown}] holds {why}: it is no hand of theirs on the board {' '.join(board)!r}",
            line,
            "record contradicts itself",
        )
    hand.claims.append(Claim(name, BEST_FIVE + shown, 1, line))
    hand.extra.setdefault("best_five", {})[name] = shown  # the writers refuse a hole known in part
    return " ".join(off_board)


ACTION_POKER: Final = LineRoom(
    "Action Poker", "actionpoker", _START, _head, _SEAT, verbs(_VERBS), grammar(_LINES), _STREETS, colon=True,
    finish=_finish,
)  # fmt: skip
"""The Action Poker network of 2012 (ActionPoker.com, Gear Poker): Hold'em cash games, real
money and play money."""
