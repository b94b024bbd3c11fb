"""The betting rounds of a hand being read, against the rules every room deals them by: the
checks of the own-text rooms (OnGame, Everleaf, Cake, Entraction, PKR), which print neither
the pot nor the rake, most of them not the bet nobody called either, so that a line left out,
written twice or written for another player MATCHed, what it left over handed back by the
rules or read as rake (docs/RULES.md, "OnGame": the betting rounds).

- The action goes round the table: on a round, a player takes a turn (a fold, check, call,
  bet, raise or bring-in) again only facing a bet or raise made since his last (posts, draws,
  shows and mucks are no turns), and the blinds are posted before the round's first turn: the
  rule every room that reads its lines judges (:func:`~pokerrank.handhistory._order.order_fault`).
- A betting round ends only when every player still in has put in as much as the most any
  player put in on it, or is all in: a player who acts on a later round behind an earlier
  round's bet, with chips left, contradicts the hand (a call left out).
- In a limit game (the stakes: the small and the big bet) the big blind is the small bet, but
  all in. The bets' and raises' sizes (a limit game's of the round's size, a no-limit or
  pot-limit bet of the big blind at least, a raise of the round's largest at least) are the
  replay's to judge, in every room alike (:func:`pokerrank.handhistory.replay.replay`;
  docs/RULES.md, "Bet sizes").
- In stud, where one player posts an ante every player who acts posts one (stud has no
  table's ante), and third street opens with the bring-in or a completion.

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
...     said, _, rule = error.reason.partition(", and with chips left: ")
...     print(said)
...     print(rule)
bob goes on to the flop (line 6: 'bob: folds') with 2 in on the preflop, less than ann's 6 (line 4: 'ann: raises to 6')
a betting round ends only when every player still in has put in as much, or is all in
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter
from typing import TYPE_CHECKING, Final

from pokerrank.handhistory._order import TURNS
from pokerrank.handhistory.records import Action, ActionKind
from pokerrank.handhistory.verdicts import INCONSISTENT

if TYPE_CHECKING:
    from pokerrank.handhistory.owntext import TextHand

__all__ = ["check_rounds"]

_FOLD, _CHECK, _CALL, _BET, _RAISE, _BRING_IN = (
    ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.BET, ActionKind.RAISE, ActionKind.BRING_IN
)  # fmt: skip
_TURNS: Final = TURNS
_PLAYER, _NAME_STACK = itemgetter(1), itemgetter(1, 2)
_ANTE, _BIG, _DEAD_POST = ActionKind.ANTE, ActionKind.BIG_BLIND, ActionKind.DEAD_BLINDS


def check_rounds(hand: TextHand, lines: Sequence[str], stakes: tuple[int, ...] | None = None) -> None:
    """Refuse a hand being read (``lines``: its lines, for the quotes) whose rounds the rules
    above forbid: NOT AUDITABLE, the lines quoted. The bets' sizes are judged against the
    stakes the hand prints (``stakes``, else ``hand.stakes``: a limit game's small and big bet,
    a no-limit or pot-limit game's blinds; none: no size is judged). A hand with a line not
    understood is left to the audit (it names that line). Two passes over the actions, the
    order of play's (:func:`~pokerrank.handhistory._order.order_fault`) and this one: judged
    as the hand is read, action by action (each told to a judge by the builder), they cost
    more (h-turns: OnGame's read 1,145k -> 1,163k instructions a hand, the calls a line)."""
    if hand.unparsed:
        return
    actions = hand.actions
    if not actions:
        return
    order = hand.out_of_order(lines)  # (the order of play: _order's, raised where the pass below reaches it)
    if order is not None:
        actions = actions[: next((k for k, action in enumerate(actions) if action[8] == order.line), len(actions))]
    stakes = hand.stakes if stakes is None else stakes
    # (a limit game's big blind is its small bet; the bets' and raises' sizes are the replay's to judge, in every
    # room: replay._off_size)
    game = hand.game or ""
    sized = game == "five-card-draw" or game.startswith(("holdem", "omaha"))  # (a draw game's other rounds: not read)
    small_bet = stakes[0] if len(stakes) == 2 and hand.structure == "limit" and sized else 0
    stud = game.startswith(("stud", "razz"))
    if stud:
        _stud_opening(hand, lines, actions)
    acting = dict.fromkeys(map(_PLAYER, actions), 0)
    stacks = dict(map(_NAME_STACK, hand.seats))
    if not acting.keys() <= stacks.keys():  # (a player with no seat: the replay names him)
        return
    dead = hand.dead
    fold, call, check, raise_, bet, bring_in, ante, big = _FOLD, _CALL, _CHECK, _RAISE, _BET, _BRING_IN, _ANTE, _BIG
    put = acting  # each player's chips in the hand so far
    out: set[str] = set()  # the players out of the betting: folded, or all in (marked so, or every chip in)
    behind: dict[str, tuple[str, int, int, str, int]] = {}  # still in behind an ended round's bet
    street = actions[0][0]
    totals: dict[str, int] = {}  # the round's live chips by player (antes and dead money apart)
    top: tuple[str, int] | None = None  # the player and line that put in the round's most
    level = 0
    for now_street, name, kind, amount, _, all_in, _, _, at in actions:
        if now_street != street:
            if top is not None:
                for other in acting:  # (the round ends: who is still in, with chips, behind its bet)
                    if other not in out and other not in behind:
                        mine = totals.get(other, 0)
                        if mine < level:
                            behind[other] = (street, mine, level, *top)
            street, totals, top, level = now_street, {}, None, 0
        if (
            behind  # (nobody behind an ended round's bet, nearly every hand: the turn's kind not looked at)
            and name in behind
            and name not in out
            and (kind is fold or kind is call or kind is check or kind is raise_ or kind is bet or kind is bring_in)
        ):
            was, mine, most, made, made_at = behind[name]
            raise hand.went_on_behind(name, at, street, was, mine, most, (made, made_at), lines)
        if kind is fold:
            out.add(name)
            continue
        if amount:
            chips = put[name] = put[name] + amount
            if all_in or chips == stacks[name]:
                out.add(name)
            elif small_bet and kind is big and amount != small_bet:
                money = hand.money_text
                raise hand.fail(
                    f"line {at}: {hand.quote(lines, at)}: a big blind of {money(amount)}, not the small bet"
                    f" ({money(small_bet)}) the limit's stakes name",
                    at,
                    INCONSISTENT,
                )
            if kind is ante:
                continue
            mine = totals.get(name, 0) + amount
            if dead and kind is _DEAD_POST and name in dead:  # (its dead part is no bet)
                mine -= min(dead[name], amount)
            totals[name] = mine
            if mine > level:
                level, top = mine, (name, at)
    if order is not None:
        raise order


def _stud_opening(hand: TextHand, lines: Sequence[str], actions: Sequence[Action]) -> None:
    """A stud hand's forced bets: where a player posts an ante, every player who acts posts
    one (stud has no table's ante); third street's first turn is the bring-in or a completion
    (a bet): a fold, check or call first is a bring-in left out."""
    anted = {action[1] for action in actions if action[2] is _ANTE}
    for action in actions:
        if anted and action[1] not in anted and action[2] is not _ANTE:
            raise hand.fail(
                f"line {action.line}: {hand.quote(lines, action.line)}: {action[1]} acts but posted no ante, where"
                f" {len(anted)} other player{'s' if len(anted) > 1 else ''} did: in stud every player posts it",
                action.line,
                INCONSISTENT,
            )
        if action[2] in _TURNS:
            if action[2] is not _BRING_IN and action[2] is not _BET and action[2] is not _RAISE:
                raise hand.fail(
                    f"line {action.line}: {hand.quote(lines, action.line)}: third street opens with a"
                    f" {action[2].value.replace('_', ' ')}, not the bring-in: the lowest card brings in (or completes)",
                    action.line,
                    INCONSISTENT,
                )
            return
