"""The betting rounds of a hand being read, against the rules every room deals them by: the
checks of the own-text rooms (OnGame, Everleaf, Cake, Entraction, PKR), which print neither
the pot nor the rake, most of them not the bet nobody called either, so that a line left out,
written twice or written for another player MATCHed, what it left over handed back by the
rules or read as rake (docs/RULES.md, "The betting rounds of the own-text rooms").

- The action goes round the table, clockwise: on a round, the turn after a player's (a fold,
  check, call, bet, raise or bring-in) is the next player's still in with chips, never his
  own again; after the first round the first player after the button acts first (not in
  stud, whose cards name him). Posts, draws, shows and mucks are no turns.
- A betting round ends only when every player still in has put in as much as the most any
  player put in on it, or is all in: a player who acts on a later round behind an earlier
  round's bet, with chips left, contradicts the hand (a call left out).
- In a no-limit or pot-limit game a bet is of the big blind at least, a raise of the largest
  bet or raise of the round at least, but one all in.
- In a limit game (the stakes: the small and the big bet) a bet or raise is of the round's
  size (the small bet before the turn, on third street and before five-card draw's draw, the
  big bet after; either on fourth street, an open pair's), and the big blind is the small bet,
  but one all in for less.
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
line 6: 'bob: folds': bob goes on to the flop with 2 in on the preflop, less than ann's 6 (line 4: 'ann: raises to 6')
a betting round ends only when every player still in has put in as much, or is all in
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
_DRAW_SIZED: Final = frozenset(("five-card-draw",))
"""The draw games whose rounds' sizes are read: the deal's the small bet, after the one draw the big."""


def check_rounds(hand: TextHand, lines: Sequence[str], stakes: tuple[int, ...] | None = None) -> None:
    """Refuse a hand being read (``lines``: its lines, for the quotes) whose rounds the rules
    above forbid: NOT AUDITABLE, the lines quoted. The bets' sizes are judged against the
    stakes the hand prints (``stakes``, else ``hand.stakes``: a limit game's small and big bet,
    a no-limit or pot-limit game's blinds; none: no size is judged). A hand with a line not
    understood is left to the audit (it names that line). One pass over the actions."""
    if hand.unparsed:
        return
    stakes = hand.stakes if stakes is None else stakes
    stakes = stakes if len(stakes) == 2 else ()
    limit = stakes if stakes and hand.structure == "limit" else None
    blind = stakes[1] if stakes and hand.structure in ("no-limit", "pot-limit") else 0
    game = hand.game or ""
    stud = game.startswith(("stud", "razz"))
    if not stud and game not in _DRAW_SIZED:  # (the sizes of a draw game's rounds: five-card draw's alone)
        limit = limit if game.startswith(("holdem", "omaha")) else None
    actions = hand.actions
    stacks = {seat.name: seat.stack for seat in hand.seats}
    dead = hand.dead
    off: set[str] = set()  # the players whose dead money is taken off their round's chips

    def fail(action: Action, why: str) -> None:
        raise hand.fail(f"line {action.line}: {_row(hand, lines, action.line)}: {why}", action.line, INCONSISTENT)

    seat_of = {seat.name: seat.seat for seat in hand.seats}
    order = sorted({action[1] for action in actions if action[1] in seat_of}, key=seat_of.__getitem__)
    button = hand.button
    board = not stud  # (stud's first turn on a round: the cards' to say)
    if stud:
        _stud_opening(hand, lines, actions)
    folded: set[str] = set()
    put: dict[str, int] = {}  # each player's chips in the hand so far
    spent: set[str] = set()  # the players all in so far (marked so, or every chip of the stack in)
    ended: list[tuple[str, dict[str, int], int, Action]] = []  # each round ended: street, chips, bet, its action
    street: str | None = None
    totals: dict[str, int] = {}  # the round's live chips by player (antes and dead money apart)
    top: Action | None = None  # the action that put in the round's most
    level = 0
    step = blind  # (the least a bet or raise adds on the round: the big blind, then the largest raise so far)
    last: Action | None = None  # the round's last turn
    money = hand.money_text
    for action in actions:
        name, kind, amount = action[1], action[2], action[3]
        if action[0] != street:
            if top is not None and street is not None:
                ended.append((street, totals, level, top))
            street, totals, top, level, last, step = action[0], {}, None, 0, None, blind
        if kind in _TURNS:
            if last is not None and last[1] == name:
                fail(
                    action,
                    f"{name} acts (line {last.line}: {_row(hand, lines, last.line, 60)}), then acts again with no"
                    " other player acting between: the action goes round the table",
                )
            if name in seat_of and (  # (whose turn it is: clockwise)
                (last is not None and last[1] in seat_of) or (last is None and ended and board and button is not None)
            ):
                after = seat_of[last[1]] if last is not None else button or 0
                due = _next(order, seat_of, after, folded, spent)
                if due is not None and due != name:
                    if last is not None:
                        why = (
                            f"{name} (seat {seat_of[name]}) acts after {last[1]} (line {last.line}), where {due}"
                            f" (seat {seat_of[due]}), still in, is next: the action goes round the table, clockwise"
                        )
                    else:
                        why = (
                            f"{name} (seat {seat_of[name]}) acts first on the {street}, where {due} (seat"
                            f" {seat_of[due]}), still in, is the first after the button (seat {button}): after the"
                            " first round the first player after the button acts first"
                        )
                    fail(action, why)
            last = action
            if kind is _FOLD:
                folded.add(name)
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
                sized = _off_size(action, street, amount if kind is _BIG else mine, level, limit, money)
                if sized is not None:
                    fail(action, sized)
            if blind and (kind is _BET or kind is _RAISE) and mine > level:
                if mine - level < step and name not in spent:
                    fail(
                        action,
                        f"a {'raise' if level else 'bet'} of {money(mine - level)}"
                        + (f" over the {money(level)} bet" if level else "")
                        + f", less than the {money(step)} "
                        + ("last bet or raise" if step > blind else "big blind")
                        + ", and not all in: a bet or raise is of the big blind at least, a raise of the last"
                        " bet or raise at least",
                    )
                step = max(step, mine - level)
            if mine > level:
                level, top = mine, action


def _stud_opening(hand: TextHand, lines: Sequence[str], actions: Sequence[Action]) -> None:
    """A stud hand's forced bets: where a player posts an ante, every player who acts posts
    one (stud has no table's ante); third street's first turn is the bring-in or a completion
    (a bet): a fold, check or call first is a bring-in left out."""
    anted = {action[1] for action in actions if action[2] is _ANTE}
    for action in actions:
        if anted and action[1] not in anted and action[2] is not _ANTE:
            raise hand.fail(
                f"line {action.line}: {_row(hand, lines, action.line)}: {action[1]} acts but posted no ante, where"
                f" {len(anted)} other player{'s' if len(anted) > 1 else ''} did: in stud every player posts it",
                action.line,
                INCONSISTENT,
            )
        if action[2] in _TURNS:
            if action[2] is not _BRING_IN and action[2] is not _BET and action[2] is not _RAISE:
                raise hand.fail(
                    f"line {action.line}: {_row(hand, lines, action.line)}: third street opens with a"
                    f" {action[2].value.replace('_', ' ')}, not the bring-in: the lowest card brings in (or completes)",
                    action.line,
                    INCONSISTENT,
                )
            return


def _next(order: Sequence[str], seat_of: dict[str, int], after: int, folded: set[str], spent: set[str]) -> str | None:
    """The first player of ``order`` (the players of the hand, by seat) clockwise after the seat
    ``after`` who is still in with chips (neither in ``folded`` nor in ``spent``), or None."""
    for name in order:
        if seat_of[name] > after and name not in folded and name not in spent:
            return name
    for name in order:
        if seat_of[name] <= after and name not in folded and name not in spent:
            return name
    return None


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
