"""The betting rounds of a hand being read, against the rules every room deals them by: the
checks of the own-text rooms (OnGame, Everleaf, Cake, Entraction, PKR), which print neither
the pot nor the rake, most of them not the bet nobody called either, so that a line left out,
written twice or written for another player MATCHed, what it left over handed back by the
rules or read as rake (docs/RULES.md, "OnGame": the betting rounds).

- The action goes round the table: on a round, the turn after a player's (a fold, check,
  call, bet, raise or bring-in) is another player's, never his own again (posts, draws,
  shows and mucks are no turns).
- A betting round ends only when every player still in has put in as much as the most any
  player put in on it, or is all in: a player who acts on a later round behind an earlier
  round's bet, with chips left, contradicts the hand (a call left out).
- In a no-limit or pot-limit game a bet is of the big blind at least, a raise of the largest
  bet or raise of the round at least.
- In a limit game (the stakes: the small and the big bet) a bet or raise is of the round's
  size (the small bet before the turn, on third street and before five-card draw's draw, the
  big bet after; either on fourth street, an open pair's), and the big blind is the small bet.
- Sizes are judged only on a round where no player is all in yet: an all-in for less may or
  may not reopen the betting (limit's half-a-bet rule, no-limit's incomplete raise; a big
  blind all in for less), and a raise after it may bring the bet up to a full one (a review:
  `ann raises $20 to $20` over an $8 all-in at $10/$20, `ann raises $2 to $2` over a $1 all-in
  at $1/$2, each legal).
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
from operator import itemgetter
from typing import TYPE_CHECKING, Final

from pokerrank.handhistory.records import Action, ActionKind
from pokerrank.handhistory.verdicts import INCONSISTENT

if TYPE_CHECKING:
    from pokerrank.handhistory.owntext import TextHand

__all__ = ["Rounds", "check_rounds", "start_rounds"]

_FOLD, _CHECK, _CALL, _BET, _RAISE, _BRING_IN = (
    ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.BET, ActionKind.RAISE, ActionKind.BRING_IN
)  # fmt: skip
_TURNS: Final = frozenset((_FOLD, _CHECK, _CALL, _BET, _RAISE, _BRING_IN))
"""The actions that are a player's turn on a round (not a post, a draw, a show or a muck)."""
_NAME_STACK = itemgetter(1, 2)
_ANTE, _BIG, _DEAD_POST = ActionKind.ANTE, ActionKind.BIG_BLIND, ActionKind.DEAD_BLINDS
_SMALL_STREETS: Final = frozenset(("preflop", "flop", "third", "deal"))
_BIG_STREETS: Final = frozenset(("turn", "river", "fifth", "sixth", "seventh", "draw 1"))
_EITHER_STREETS: Final = frozenset(("fourth",))
"""Stud's fourth street: the big bet where an open pair shows, else the small (either is read)."""
_DRAW_SIZED: Final = frozenset(("five-card-draw",))
"""The draw games whose rounds' sizes are read: the deal's the small bet, after the one draw the big."""


def start_rounds(hand: TextHand, sizes: Callable[[TextHand], tuple[int, ...]] | None = None) -> None:
    """Judge the rounds of ``hand`` while it is read: each action the builder appends is told to
    a :class:`Rounds` (``hand.judge``), and :func:`check_rounds` raises what it found once the
    hand is read. ``sizes``: the stakes the bets' sizes are judged against, from the hand (its
    ``stakes`` by default; none: no size is judged)."""
    hand.judge = Rounds(sizes)


def check_rounds(hand: TextHand, lines: Sequence[str]) -> None:
    """Refuse a hand read (``lines``: its lines, for the quotes) whose rounds the rules above
    forbid: NOT AUDITABLE, the lines quoted (the first action against them; a stud hand's
    opening first). A hand with a line not understood is left to the audit (it names that
    line). The actions were judged as they were read (:func:`start_rounds`); where the hand
    changed since what they were judged by (its stakes, game or seats named after its first
    action, an action appended outside the builder), they are judged again, in order, by the
    same rules."""
    if hand.unparsed or not hand.actions:
        return
    judged = hand.judge
    if judged is None or not judged.still(hand):
        judged = Rounds(judged.sizes if judged is not None else None, live=False)
        for action in hand.actions:
            judged.take(hand, action[0], action[1], action[2], action[3], action[5], action[8])
    if judged.stud:
        _stud_opening(hand, lines, hand.actions)
    problem = judged.problem
    if judged.unseated or problem is None:  # (a player with no seat: the replay names him)
        return
    at, why, said = problem
    if why == "again":  # (said: the line of the player's turn before)
        first = said
        assert isinstance(first, int)
        raise hand.acted_again(judged.who, first, lines, at, hand.quote(lines, at, 60))
    if why == "behind":
        street, was, mine, most, made, made_at = judged.behind[judged.who]
        raise hand.went_on_behind(judged.who, at, street, was, mine, most, (made, made_at), lines)
    raise hand.fail(f"line {at}: {hand.quote(lines, at)}: {said}", at, INCONSISTENT)


class Rounds:
    """The rounds of a hand being read, judged action by action (:meth:`take`, told the hand):
    the first action against the rules above is kept (:attr:`problem`), raised by
    :func:`check_rounds`. The player who acts again with no bet or raise since his last turn on
    the round is named by :meth:`~pokerrank.handhistory.owntext.TextHand.acted_again`, as
    Bovada's and the bracket rooms' are; one who goes on behind a round's bet by
    :meth:`~pokerrank.handhistory.owntext.TextHand.went_on_behind`, as the bracket rooms'. (The
    judge holds nothing of the hand: no cycle between them for the collector to free.)"""

    __slots__ = (
        "behind", "blind", "config", "count", "dead_posts", "level", "limit", "live", "out", "problem", "put",
        "raises", "redo", "short", "sizes", "stacks", "step", "street", "stud", "top", "totals", "turns",
        "unseated", "who",
    )  # fmt: skip

    def __init__(self, sizes: Callable[[TextHand], tuple[int, ...]] | None = None, *, live: bool = True) -> None:
        self.sizes, self.live = sizes, live
        self.redo = False
        """A player's second dead post, told as it was read: the hand's dead money so far is not
        all of his (:func:`check_rounds` judges the hand again with all of it)."""
        self.count = 0
        """The actions told so far (fewer than the hand's: one appended outside the builder)."""
        self.config: tuple[object, ...] | None = None
        """What the hand said when its first action came (the stakes, structure, game, seats)."""
        self.problem: tuple[int, str, int | str] | None = None
        """The first action against the rules: its line, the rule (``again``: the line of the
        player's turn before; ``behind``; else why, said) and :attr:`who` acted."""
        self.who = ""
        self.unseated = False
        self.stud = False
        self.dead_posts: set[str] = set()
        self.street = ""

    def _config(self, hand: TextHand) -> tuple[object, ...]:
        stakes = hand.stakes if self.sizes is None else self.sizes(hand)
        return stakes, hand.structure, hand.game, len(hand.seats)

    def still(self, hand: TextHand) -> bool:
        """Whether every action was told, and the hand still says what it said at the first."""
        return self.count == len(hand.actions) and self.config == self._config(hand) and not self.redo

    def _start(self, hand: TextHand, street: str) -> None:
        self.config = config = self._config(hand)
        stakes = config[0]
        assert isinstance(stakes, tuple)
        limit: tuple[int, int] | None = None
        blind = 0
        if len(stakes) == 2:
            structure = hand.structure
            if structure == "limit":
                limit = (stakes[0], stakes[1])
            elif structure == "no-limit" or structure == "pot-limit":
                blind = stakes[1]
        game = hand.game or ""
        stud = self.stud = game.startswith(("stud", "razz"))
        if limit is not None and not stud and game not in _DRAW_SIZED and not game.startswith(("holdem", "omaha")):
            limit = None  # (the sizes of a draw game's rounds: five-card draw's alone)
        self.limit, self.blind = limit, blind
        self.stacks = dict(map(_NAME_STACK, hand.seats))
        self.put: dict[str, int] = {}  # each player's chips in the hand so far
        self.out: set[str] = set()  # the players out of the betting: folded, or all in (marked so, or every chip in)
        self.behind: dict[str, tuple[str, str, int, int, str, int]] = {}  # still in behind an ended round's bet
        self._round(street)

    def _round(self, street: str) -> None:
        """A new round: its live chips by player (antes and dead money apart), the player and
        line that put in its most, its bet, the least a bet or raise adds (the big blind, then
        the largest raise so far), whether a player is all in on it (a bet or raise for less
        may not reopen it: sizes not judged), each player's last turn on it (the bets and raises
        made before it, and its line) and the bets and raises made on it."""
        self.street = street
        self.totals: dict[str, int] = {}
        self.top: tuple[str, int] | None = None
        self.level = 0
        self.step = self.blind
        self.short = False
        self.turns: dict[str, tuple[int, int]] = {}
        self.raises = 0

    def take(
        self, hand: TextHand, street: str, name: str, kind: ActionKind, amount: int, all_in: bool, at: int
    ) -> None:
        """One action of ``hand``, as the builder appends it."""
        self.count += 1
        if self.config is None:
            self._start(hand, street)
        if name not in self.stacks:
            self.unseated = True
        if self.problem is not None or self.unseated:
            return
        if street != self.street:
            top = self.top
            if top is not None:
                level, totals, out, behind = self.level, self.totals, self.out, self.behind
                for other in self.stacks:  # (the round ends: who is still in, with chips, behind its bet)
                    if other not in out and other not in behind:
                        mine = totals.get(other, 0)
                        if mine < level:
                            behind[other] = (street, self.street, mine, level, *top)
            self._round(street)
        turn = kind in _TURNS
        if turn:
            last = self.turns.get(name)
            if last is not None and last[0] == self.raises:
                self.problem, self.who = (at, "again", last[1]), name
                return
            behind = self.behind
            if behind and name in behind and name not in self.out:
                behind[name] = (street, *behind[name][1:])  # (the round he goes on to)
                self.problem, self.who = (at, "behind", ""), name
                return
            if kind is _FOLD:
                self.turns[name] = (self.raises, at)
                self.out.add(name)
                return
        if amount:
            self._chips(hand, name, kind, amount, all_in, at)
        if turn:
            self.turns[name] = (self.raises, at)

    def _chips(self, hand: TextHand, name: str, kind: ActionKind, amount: int, all_in: bool, at: int) -> None:
        put = self.put
        chips = put[name] = put.get(name, 0) + amount
        if all_in or chips == self.stacks[name]:
            self.out.add(name)
            if kind is not _ANTE:
                self.short = True
        if kind is _ANTE:
            return
        totals = self.totals
        mine = totals.get(name, 0) + amount
        if kind is _DEAD_POST:
            dead = hand.dead
            if name in dead:  # (its dead part is no bet)
                mine -= min(dead[name], amount)
                if self.live:
                    if name in self.dead_posts:  # (a second: the hand's dead so far may not be all of it)
                        self.redo = True
                    self.dead_posts.add(name)
        totals[name] = mine
        level = self.level
        if self.limit is not None and (kind is _BET or kind is _RAISE or kind is _BIG) and not self.short:
            sized = _off_size(kind, self.street, amount if kind is _BIG else mine, level, self.limit, hand.money_text)
            if sized is not None:
                self.problem, self.who = (at, "size", sized), name
                return
        if mine > level:
            if self.blind and (kind is _BET or kind is _RAISE):
                step = self.step
                if mine - level < step and not self.short:
                    self.problem, self.who = (at, "size", self._small(hand, mine - level, level, step)), name
                    return
                if mine - level > step:
                    self.step = mine - level
            self.level, self.top = mine, (name, at)
            self.raises += 1

    def _small(self, hand: TextHand, added: int, level: int, step: int) -> str:
        money = hand.money_text
        return (
            f"a {'raise' if level else 'bet'} of {money(added)}"
            + (f" over the {money(level)} bet" if level else "")
            + f", less than the {money(step)} "
            + ("last bet or raise" if step > self.blind else "big blind")
            + ", and not all in: a bet or raise is of the big blind at least, a raise of the last"
            " bet or raise at least"
        )


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


def _off_size(
    kind: ActionKind, street: str | None, total: int, level: int, limit: tuple[int, int], money: Callable[[int], str]
) -> str | None:
    """Why a limit game's bet, raise or big blind (of ``kind``, bringing its player's round total
    to ``total`` where the round's bet was ``level``) is not of the round's size, or None."""
    small, big = limit
    if kind is _BIG:
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
