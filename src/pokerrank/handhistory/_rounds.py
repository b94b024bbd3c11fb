"""The betting rounds of a hand being read, against the rules every room deals them by: the
checks of the own-text rooms that print neither the bet nobody called nor the rake (OnGame,
Everleaf, Cake, Entraction, PKR), where a line left out, written twice or written for another
player otherwise MATCHes, the bet it leaves over handed back by the rules, unprinted
(docs/RULES.md, "The betting rounds").

- The action goes round the table: no player acts twice in a row on a round (a fold, check,
  call, bet, raise or bring-in right after his own on the round, no other player's between).
- A betting round ends only when every player still in has put in as much as the most any
  player put in on it, or is all in: a player still in who goes on to a later round, or to the
  end, behind the round's bet with chips left contradicts the hand (a call left out).
- In a limit game (``limit``: the small and the big bet the room prints) a bet or raise is of
  the round's bet (the small bet before the turn, on third and fourth street and before the
  draw, the big bet after; either on fourth street, an open pair's), and the big blind is the
  small bet, but one all in for less.

Each is NOT AUDITABLE, the lines quoted. A hand with a line not understood is left to the
audit, which names that line: it may be the action that seems missing or wrong.

>>> from pokerrank.errors import HandHistoryError
>>> from pokerrank.handhistory.owntext import TextHand
>>> hand = TextHand("<text>", "1", "Room", "room", 1, scale=1)
>>> hand.seat(1, "ann", 100); hand.seat(2, "bob", 100)
>>> hand.post("ann", ActionKind.SMALL_BLIND, 1, 2); hand.post("bob", ActionKind.BIG_BLIND, 2, 3)
>>> hand.wager("ann", "raise", 6, 4, to=True); hand.new_street("flop", "2c 3d 4h", whole=False)
>>> hand.wager("ann", "bet", 5, 5); hand.fold("bob", 6)
>>> lines = ["hand", "ann: sb 1", "bob: bb 2", "ann: raises to 6", "ann: bets 5", "bob: folds"]
>>> try:
...     check_rounds(hand, lines)
... except HandHistoryError as error:
...     print(error.reason)
line 6: 'bob: folds': bob goes on to the flop with 2 in on the preflop, less than ann's 6 (line 4: 'ann: raises to 6'), and with chips left: a betting round ends only when every player still in has put in as much, or is all in
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

from pokerrank._checks import shorten
from pokerrank.handhistory.records import Action, ActionKind
from pokerrank.handhistory.verdicts import INCONSISTENT

if TYPE_CHECKING:
    from pokerrank.handhistory.owntext import TextHand

__all__ = ["check_rounds"]

_FOLD, _CHECK, _CALL, _BET, _RAISE, _BRING_IN = (
    ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.BET, ActionKind.RAISE, ActionKind.BRING_IN
)  # fmt: skip
_TURNS: Final = frozenset((_FOLD, _CHECK, _CALL, _BET, _RAISE, _BRING_IN))
"""The actions that are a player's turn on a round (not a post, a draw, a show or a muck)."""
_ANTE, _BIG, _DEAD_POST = ActionKind.ANTE, ActionKind.BIG_BLIND, ActionKind.DEAD_BLINDS
_SMALL_STREETS: Final = frozenset(("preflop", "flop", "third", "deal"))
_BIG_STREETS: Final = frozenset(("turn", "river", "fifth", "sixth", "seventh", "draw 1"))
_EITHER_STREETS: Final = frozenset(("fourth",))
"""Stud's fourth street: the big bet where an open pair shows, else the small (either is read)."""


def check_rounds(hand: TextHand, lines: Sequence[str], limit: tuple[int, int] | None = None) -> None:
    """Refuse a hand being read (``lines``: its lines, for the quotes) whose rounds the rules
    above forbid: NOT AUDITABLE, the lines quoted. ``limit``: the small and the big bet of a
    limit game, whose bets' sizes are then judged. A hand with a line not understood is left
    to the audit (it names that line). One pass over the actions."""
    if hand.unparsed:
        return
    actions = hand.actions
    stacks = {seat.name: seat.stack for seat in hand.seats}
    dead = hand.dead
    off: set[str] = set()  # the players whose dead money is taken off their round's chips

    def fail(action: Action, why: str) -> None:
        raise hand.fail(f"line {action.line}: {_row(hand, lines, action.line)}: {why}", action.line, INCONSISTENT)

    put: dict[str, int] = {}  # each player's chips in the hand so far
    spent: set[str] = set()  # the players all in so far (marked so, or every chip of the stack in)
    ended: list[
        tuple[str, dict[str, int], int, Action]
    ] = []  # each round ended with a bet: street, totals, bet, its action
    street: str | None = None
    totals: dict[str, int] = {}  # the round's live chips by player (antes and dead money apart)
    top: Action | None = None  # the action that put in the round's most
    level = 0
    last: Action | None = None  # the round's last turn
    money = hand.money_text
    for action in actions:
        name, kind, amount = action[1], action[2], action[3]
        if action[0] != street:
            if top is not None and street is not None:
                ended.append((street, totals, level, top))
            street, totals, top, level, last = action[0], {}, None, 0, None
        if kind in _TURNS:
            if last is not None and last[1] == name:
                fail(
                    action,
                    f"{name} acts (line {last.line}: {_row(hand, lines, last.line, 60)}), then acts again with no"
                    " other player acting between: the action goes round the table",
                )
            last = action
            if ended and name not in spent:
                for was, chips, bet, made in ended:  # (a few rounds at most)
                    mine = chips.get(name, 0)
                    if mine < bet:
                        fail(
                            action,
                            f"{name} goes on to the {street} with {money(mine)} in on the {was}, less than"
                            f" {made[1]}'s {money(bet)} (line {made.line}: {_row(hand, lines, made.line, 60)}), and"
                            " with chips left: a betting round ends only when every player still in has put in as"
                            " much, or is all in",
                        )
        if amount:
            now = put[name] = put.get(name, 0) + amount
            if action[5] or now == stacks.get(name):
                spent.add(name)
            if kind is _ANTE:
                continue
            mine = totals.get(name, 0) + amount
            if kind is _DEAD_POST and name in dead and name not in off:  # (its dead part is no bet: off once)
                mine -= min(dead[name], amount)
                off.add(name)
            totals[name] = mine
            if limit is not None and (kind is _BET or kind is _RAISE or kind is _BIG) and name not in spent:
                why = _off_size(action, street, amount if kind is _BIG else mine, level, limit, money)
                if why is not None:
                    fail(action, why)
            if mine > level:
                level, top = mine, action


def _off_size(
    action: Action, street: str | None, total: int, level: int, limit: tuple[int, int], money: Callable[[int], str]
) -> str | None:
    """Why a limit game's bet, raise or big blind (``action``, bringing its player's round total
    to ``total`` where the round's bet was ``level``) is not of the round's size, or None."""
    small, big = limit
    if action[2] is _BIG:
        if total == small:
            return None
        return f"a big blind of {money(total)}, not the small bet ({money(small)}) the limit's stakes name"
    if street in _SMALL_STREETS:
        sizes: tuple[int, ...] = (small,)
    elif street in _BIG_STREETS:
        sizes = (big,)
    elif street in _EITHER_STREETS:
        sizes = (small, big)
    else:
        return None
    for size in sizes:
        if total == level + size or total == (level // size + 1) * size:
            return None
    bet = " or ".join(money(size) for size in sizes)
    if level:
        return (
            f"a raise to {money(total)} over the {money(level)} bet, not by the {street}'s {bet}: a limit game's"
            " bets and raises are of the round's size"
        )
    return f"a bet of {money(total)}, not the {street}'s {bet}: a limit game's bets and raises are of the round's size"


def _row(hand: TextHand, lines: Sequence[str], at: int, width: int = 80) -> str:
    """The text of the hand's line ``at``, shortened."""
    index = at - hand.line
    return shorten(lines[index].strip(), width) if 0 <= index < len(lines) else "?"
