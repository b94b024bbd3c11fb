"""Replay a hand record into a deal pokerrank can decide: chips in, folds, cards, boards.

Each player's chips put in are the sum of what their actions put in (antes, blinds, the
bring-in, bets, calls, raises "to"); the bet nobody called goes back by the rules (the
largest contribution's excess over the second largest), whatever the room printed. A
player who folded, or who mucked at the showdown while another player was still there,
gave up the pot. Dead money (a missed blind posted late; in PHH, antes without ante
trimming) goes to the main pot without counting towards anyone's bets (``dead`` in the deal
of :func:`to_deal`).

>>> from pokerrank.handhistory import read
>>> from pokerrank.handhistory.examples import ALL_IN_SHOWDOWN
>>> deal = to_deal(next(read(ALL_IN_SHOWDOWN)))
>>> deal["board"], [(p["name"], p["bet"], p["folded"], p["cards"]) for p in deal["players"]]
('2c 7d 9h Js Kd', [('ann', 5000, False, 'As Ad'), ('bob', 5000, False, 'Kc Ks'), ('cid', 200, True, '')])
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from decimal import Decimal
from operator import itemgetter
from typing import TYPE_CHECKING, Any, Final

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory._posts import spent_all
from pokerrank.handhistory.records import Action, ActionKind, HandRecord, Seat, a_record
from pokerrank.handhistory.sites.kingsclub import RAISES_OVER_BRING_IN
from pokerrank.handhistory.sites.vocabulary import lines_of

if TYPE_CHECKING:
    from collections.abc import Sequence

    from pokerrank.games import Game

__all__ = ["Replay", "replay", "to_deal"]

_BOARD_STREETS = frozenset(("flop", "turn", "river"))
_FOLD = ActionKind.FOLD
_CALL = ActionKind.CALL
_ANTE = ActionKind.ANTE
_SMALL_BLIND = ActionKind.SMALL_BLIND
_BIG_BLIND = ActionKind.BIG_BLIND
_STRADDLE = ActionKind.STRADDLE
_BRING_IN = ActionKind.BRING_IN
_MUCK = ActionKind.MUCK
_SHOW = ActionKind.SHOW
_CHECK = ActionKind.CHECK
_BET = ActionKind.BET
_RAISE = ActionKind.RAISE
_PLAYER = itemgetter(1)
_STREET = itemgetter(0)
_NAME_SEAT = itemgetter(1, 0)


@dataclass(slots=True, eq=False)
class Replay:
    """What a hand comes to: who put in what, who is still in, the cards and the boards.

    ``put_in``: each player's chips put in, dead money included; ``dead``: the dead part;
    ``contenders``: the players still in at the end (seat order); ``cards``: the cards known
    for each of them; ``missing``: contenders whose cards were never (fully) shown;
    ``uncalled``: the bet nobody called, by the rules: (player, amount) or None. Read-only
    by convention.
    """

    record: HandRecord
    players: tuple[str, ...]
    seats: dict[str, int]
    put_in: dict[str, int]
    dead: dict[str, int]
    folded: frozenset[str]
    contenders: tuple[str, ...]
    cards: dict[str, str]
    boards: tuple[str, ...]
    missing: tuple[str, ...]
    uncalled: tuple[str, int] | None
    game: Game | None = field(default=None, repr=False)

    @property
    def showdown(self) -> bool:
        """Whether two or more players were still in at the end (the cards decide)."""
        return len(self.contenders) > 1

    @property
    def total(self) -> int:
        """Every chip put in, uncalled bets included."""
        return sum(self.put_in.values())

    def run_cards(self) -> list[dict[str, str]]:
        """Each run's cards of the players still in whose cards differ per run (a draw run
        more than once: :attr:`~pokerrank.handhistory.records.HandRecord.run_hole`), in the
        shape :func:`pokerrank.showdown` takes as ``run_cards``."""
        return [{name: run[name] for name in self.contenders if name in run} for run in self.record.run_hole]

    def deal_players(self) -> list[dict[str, Any]]:
        """The players in the shape ``pokerrank.showdown`` takes: name, cards, bet (dead money
        apart), folded, seat."""
        out: list[dict[str, Any]] = []
        contenders = set(self.contenders)
        dead = self.dead
        for name in self.players:
            live = name in contenders
            out.append(
                {
                    "name": name,
                    "cards": self.cards.get(name, "") if live else "",
                    "bet": self.put_in[name] - dead.get(name, 0),
                    "folded": not live,
                    "seat": self.seats[name],
                }
            )
        return out


def replay(record: HandRecord) -> Replay:
    """The deal a hand record comes to (see the module docstring).

    Raises :class:`~pokerrank.errors.HandHistoryError` for a record that could not be read,
    or that contradicts itself: among others, a player who acts after folding (but to show or
    muck the cards), or puts chips in after an action marked all in, both lines named (every
    road through a replay, the audit, the writers, the results, gives that one answer); or a
    bet or raise of a size no rule book allows where the record names its structure and stakes
    (:func:`_off_size`: docs/RULES.md, "Bet sizes"), the line quoted with the sizes.
    """
    if type(record) is not HandRecord:  # (None, a text, a dict: named, not an AttributeError)
        record = a_record(record, "replay()")
    if record.error is not None:
        raise record.error
    actions = record.actions
    put_in: dict[str, int] = dict.fromkeys(map(_PLAYER, actions), 0)  # in the order they first act
    folded: set[str] = set()
    mucked: set[str] = set(record.mucked)
    done: set[str] = folded  # the players whose betting ended: those who folded (and any all in: then a set of its own)
    gave_up: set[str] = set()  # the players whose mucks are among the actions: given up, as by a fold
    all_ins: set[str] = set()  # the players marked all in
    top = 0  # the most any player put in so far
    suspects: list[Action] = []  # the calls that took their player past every other: judged after the loop (rare)
    shorts: list[Action] = []  # the calls, not all in, that left their player's live chips behind another's (rare)
    betting = False  # a check or call of nothing behind the most put in, a bet of nothing, a raise to no more (rare)
    call = _CALL
    # (each player's chips that are no bet, dead money and antes: a call is short against the live chips
    # alone, so a caller with dead money may be short with a hand total at the top, another not short below it)
    off: dict[str, int] = {name: amount for name, amount in record.dead.items() if amount} if record.dead else {}
    antes_off = not _antes_dead(record)  # (PHH's antes, the engine's dead ante: in the dead money already)
    live_top = 0  # the most live chips any player put in so far
    street: str | None = None  # the street of the last chips put in
    level = 0  # the most live chips any player had put in when that street's betting began
    lagging: list[Action] = []  # chips put in by a player who was behind that level (rare: judged after the loop)
    seen = (record.structure, record.stakes, record.game, record.site, record.format)
    held = _SIZINGS.get(seen)  # (the sizes the game's stakes fix, if any: worked out once a kind of table)
    if held is None:
        held = (_sizing(record) if record.structure in _SIZED else None,)
        if len(_SIZINGS) < 1024:  # (bounded)
            _SIZINGS[seen] = held
    sizing = held[0]
    pot_limit = sizing is not None and sizing[0] == _POT
    judging = sizing is not None
    big_bet = sizing[2] if sizing is not None else 0  # (limit: a street of no known size judges nothing)
    off_size: list[Action] = []  # the bets and raises not of a size the stakes allow, at a glance (rare: judged after)
    step = 0  # (no-limit, pot-limit: the least a bet or raise adds on the street; limit: the street's bet sizes below)
    sizes: tuple[int, ...] = ()
    stale = False  # (limit: a big blind posted of neither stake, a title of another level: every size sent on)
    limit = sizing[1] if sizing is not None and sizing[0] == _LIMIT else 0  # (limit: the small bet)
    for action in actions:
        amount = action[3]
        if amount:
            name = action[1]
            kind = action[2]
            if kind is _BIG_BLIND and limit and amount != big_bet and amount != limit:
                stale = True
            if action[0] != street:
                street = action[0]
                level = live_top
                if sizing is not None:  # (limit: the street's sizes; no-limit, pot-limit: the big blind)
                    if sizing[0] == _LIMIT:
                        sizes, step = _street_sizes(street, sizing, record.game), -big_bet
                    else:
                        step = sizing[2]
            if done and name in done:  # chips from a player who folded, or who is all in
                raise _acts_again(record, action, name in folded)
            if gave_up and name in gave_up:
                raise _acts_again(record, action, True)
            now = put_in[name] + amount
            put_in[name] = now
            if now > top:
                top = now
                if kind is call:
                    suspects.append(action)
            elif kind is _RAISE:  # (a raise past no other player's chips in the hand: perhaps none on the street)
                betting = True
            if kind is _ANTE and antes_off:
                off[name] = off.get(name, 0) + amount
            alive = now - off.get(name, 0) if off else now  # (the player's live chips in the hand)
            if level and alive - amount < level:  # (behind the bet when a street before ended: all in or folded)
                lagging.append(action)
            if (kind is _RAISE or kind is _BET) and judging and not action[5]:  # (where the stakes fix its sizes)
                # (what it adds over the street's bet: the players still betting began the street level)
                rise = alive - live_top
                if sizes:  # (limit)
                    if stale or (rise not in sizes and _not_completing(alive - level, live_top - level, sizes)):
                        off_size.append(action)
                elif rise < step:
                    off_size.append(action)
                elif rise > step:
                    step = rise
                if pot_limit and 2 * rise > sum(put_in.values()) + record.added:
                    off_size.append(action)  # (over the pot: a raise of more than the pot once the call is in it)
            if alive > live_top:
                live_top = alive
            elif alive < live_top and kind is call and not action[5]:
                shorts.append(action)
            if action[5]:  # (all in: no chips left to put in)
                if done is folded:
                    done = set(folded)
                done.add(name)
                all_ins.add(name)
        else:
            kind = action[2]
            if kind is _FOLD:
                if action[1] in folded:  # (a fold after a fold: written for the wrong player, or twice)
                    raise _acts_again(record, action, True)
                folded.add(action[1])
                if done is not folded:
                    done.add(action[1])
            elif kind is _MUCK:
                mucked.add(action[1])
                gave_up.add(action[1])
            elif kind is not _SHOW:
                if (folded and action[1] in folded) or (gave_up and action[1] in gave_up):
                    raise _acts_again(record, action, True)  # a check, a call, a discard after a fold or a muck
                if kind is _CHECK or kind is _CALL:
                    if put_in[action[1]] < top:  # (behind another player's chips in the hand: perhaps on the street)
                        betting = True
                elif kind is _BET or kind is _RAISE:
                    betting = True
    seats = dict(map(_NAME_SEAT, record.seats))
    if not put_in.keys() <= seats.keys():
        name = next(name for name in put_in if name not in seats)
        raise HandHistoryError(f"{name!r} acts but has no seat", record.source, record.hand_id, record.line)
    players = tuple(sorted(put_in, key=seats.__getitem__))
    live = [name for name in players if name not in folded] if folded else list(players)
    contenders = tuple([name for name in live if name not in mucked] if mucked else live) or tuple(live)
    if players and not contenders:  # everyone who acted folded: no one is left to be paid
        raise HandHistoryError(
            f"every player who acted folds ({', '.join(map(repr, players))}): nobody is left to take the pot",
            record.source,
            record.hand_id,
            record.line,
        )
    game = _PLAIN_GAMES.get(record.game) if record.game is not None else None
    if game is None:
        game = _game(record)
    if game is not None:
        contradiction = _against_game(record, game, contenders)
        if contradiction is not None:
            raise HandHistoryError(contradiction, record.source, record.hand_id, record.line)
    unknown = record.site in _STACKS_UNKNOWN_AS_0
    for seat in record.seats:  # the chips each seat holds against the chips put in (0 in some rooms: not known)
        given = put_in.get(seat[1])
        if (
            given
            and (seat[2] or not unknown)
            and (given > seat[2] or (all_ins and given < seat[2] and seat[1] in all_ins))
        ):
            against = _against_stack(record, seat, given)
            if against is not None:
                raise against
    if betting:
        unlike = _not_betting(record)
        if unlike is not None:
            raise unlike
    for suspect in suspects:
        over = _over_call(record, suspect)
        if over is not None:
            raise over
    for short in shorts:
        under = _short_call(record, short)
        if under is not None:
            raise under
    for suspect in off_size:
        wrong = _off_size(record, suspect, sizing) if sizing is not None else None
        if wrong is not None:
            raise wrong
    for late in lagging:
        left = _left_behind(record, late)
        if left is not None:
            raise left
    cards, missing = _cards(record, contenders, game)
    dead = {name: amount for name, amount in record.dead.items() if amount} if record.dead else {}
    room = record.format != "phh" and record.format != "engine"  # (PHH's and the engine's: antes dead already)
    table = table_ante(record, actions) if room and len(put_in) > 1 else None
    if table is not None:  # (a big blind's or a button's ante for the table: dead money, no bet to call)
        dead[table[0]] = dead.get(table[0], 0) + table[1]
    live_bets = {name: put_in[name] - dead.get(name, 0) for name in players} if dead else put_in
    values = sorted(live_bets.values(), reverse=True)
    uncalled = None
    if len(values) > 1 and values[0] > values[1]:
        top = values[0]
        for name in players:
            if live_bets[name] == top:
                uncalled = (name, top - values[1])
                break
    if record.format != "engine" and len(contenders) > 1:  # (every player who stays in has called, or is all in)
        behind = _stayed_behind(record, contenders, live_bets, put_in, all_ins)
        if behind is not None:
            raise behind
    returned = record.returned
    if returned and (
        uncalled is None or len(returned) != 1 or not 0 <= returned.get(uncalled[0], -1) <= uncalled[1]
    ):  # (a bet handed back other than the one nobody called)
        antes: dict[str, int] = {}
        for action in record.actions:  # (an ante is no bet: a big blind's ante beside its blind is not called)
            if action.kind is _ANTE and (table is None or action.player != table[0]):  # (the table's: off already)
                antes[action.player] = antes.get(action.player, 0) + action.amount
        if antes and _antes_dead(record):  # (PHH's untrimmed antes are its dead money already: taken off once)
            live_bets = {
                name: amount - antes.get(name, 0) + min(antes.get(name, 0), dead.get(name, 0))
                for name, amount in live_bets.items()
            }
        elif antes:  # (elsewhere a dead blind is no ante: a player's ante and dead blind both off)
            live_bets = {name: amount - antes.get(name, 0) for name, amount in live_bets.items()}
        if antes:
            values = sorted(live_bets.values(), reverse=True)
            uncalled = None
            if len(values) > 1 and values[0] > values[1]:
                uncalled = next((name, values[0] - values[1]) for name in players if live_bets[name] == values[0])
        _check_returned(record, uncalled, live_bets, put_in)
    return Replay(
        record,
        players,
        {name: seats[name] for name in players},
        put_in,
        dead,
        frozenset(players).difference(contenders),
        contenders,
        cards,
        record.boards or ("",),
        missing,
        uncalled,
        game,
    )


def _acts_again(record: HandRecord, action: Action, after_fold: bool) -> HandHistoryError:
    """The contradiction of a player who acts (``action``) after their betting ended: after a
    fold or a muck (``after_fold``) any action but showing or mucking the cards (a fold after a
    fold too: a fold written for the wrong player, or twice), after an all-in any that puts
    chips in. Each line is quoted where the record keeps it (a text room's), else the action is
    named (an XML or OHH room's; a PHH file's by number)."""
    name = action.player
    ended = next(
        a
        for a in record.actions
        if a.player == name
        and (a.kind is _FOLD or a.kind is _MUCK if after_fold else a.kind is _FOLD or (a.all_in and a.amount))
    )
    if ended.kind is _FOLD:
        why = f"{name!r} folds ({_quoted(record, ended)}), then acts again ({_quoted(record, action)})"
        rule = "a player who folded has no more action"
    elif ended.kind is _MUCK:
        why = f"{name!r} mucks ({_quoted(record, ended)}), then acts again ({_quoted(record, action)})"
        rule = "a player who mucked has given the hand up"
    else:
        why = f"{name!r} is all in ({_quoted(record, ended)}), then puts chips in again ({_quoted(record, action)})"
        rule = "a player all in has no chips left to put in"
    line = action.line if action.line and record.format != "phh" else record.line
    return HandHistoryError(f"{why}: {rule}", record.source, record.hand_id, line)


def _not_betting(record: HandRecord) -> HandHistoryError | None:
    """The contradiction of an action that does not do what its kind does, or None (E1, E2): a
    check, or a call of nothing, by a player behind the street's bet (facing a bet a player may
    fold, call or raise), a bet or raise of nothing, a raise to no more than the street's bet
    (a raise raises it). A player all in has no action left: what a room writes for one (Bovada's
    repeated ``All-in(raise)`` lines, read as calls of nothing) stays, and so does a call of nothing
    its line says is all in (Absolute's ``All-In (Timeout)``: a player out of time all in by the
    room's protection); a raise marked all in for no more than the bet is an all-in call, and
    PokerNow writes a call of an all-in bet as a raise to it (``raises to 39433`` after the other
    player's all-in to 39433). On the hand's first street antes are no street's bets and the
    posts (every action up to the last post: Winamax writes a post of both blinds ``raises 1€ to
    3€`` among them) count each player's chips up to the largest blind or straddle, dead money
    apart (a missed small blind posted late), but a player who posts a big blind of nothing has
    it in, whatever the room calls dead (Winamax: ``posts small blind 3€ out of position``, all
    dead, and ``posts big blind 0€``); the antes on it are not its dead money. (The replay sends
    only the hands with a check or call of nothing by a player behind another's chips in the
    hand, a bet or raise of nothing, or a raise past nobody's chips.)"""
    actions = record.actions
    # PokerTracker's exports of iPoker hands write every stack as a stand-in ($100,000) and an
    # all-in for less than the bet as a raise (#2607756372: `Raise $31.10`, to $66.10 facing
    # $112.70, the chips and the split pot as paid): a raise to less is their unmarked all-in
    exported = record.format == "pokerstars" and record.site == "iPoker"
    first = next((action.street for action in actions if action.amount), None)
    posting = 0  # (the first street's actions up to its last post: how many)
    for at, action in enumerate(actions):
        if action.street != first:
            break
        if action.kind.posts and action.kind is not _ANTE:
            posting = at + 1
    street: str | None = None
    totals: dict[str, int] = {}
    level = 0
    level_all_in = False  # (the bet faced is an all-in)
    all_in: set[str] = set()
    if posting:
        blinds = [a.amount for a in actions[:posting] if a.kind in _BLINDS]
        cap = max(blinds) if blinds else None
        for action in actions[:posting]:
            if action.kind is not _ANTE:
                totals[action.player] = totals.get(action.player, 0) + action.amount
            if action.all_in:
                all_in.add(action.player)
        dead = record.dead
        if dead and _antes_dead(record):  # (the antes in the dead money are no dead blind: taken off)
            for action in actions:  # (the first street's antes, wherever written: a big blind's after its blind)
                if action.street != first:
                    break
                if action.kind is _ANTE and action.player in dead:
                    dead = {**dead, action.player: dead[action.player] - action.amount}
        if dead:  # (the dead part of a post counts for nobody; a big blind posted counts, whatever is dead)
            big = {a.player for a in actions[:posting] if a.kind in _BLINDS and not a.amount}  # (its chips elsewhere)
            for name, chips in dead.items():
                if chips > 0 and name in totals:
                    live = totals[name] - chips
                    totals[name] = max(live, totals[name]) if name in big else max(live, 0)
        if cap is not None:
            totals = {name: min(chips, cap) for name, chips in totals.items()}
        street = first
        level = max(totals.values(), default=0)
    for action in actions[posting:]:
        if action.street != street:
            street = action.street
            totals = {}
            level = 0
        kind, name, amount = action.kind, action.player, action.amount
        if kind is _ANTE:
            if action.all_in:
                all_in.add(name)
            continue
        mine = totals.get(name, 0)
        if amount:
            now = totals[name] = mine + amount
            if (
                kind is _RAISE
                and now <= level
                and not action.all_in
                and not (now == level and level_all_in)
                and not exported
            ):  # (a call of an all-in bet written as a raise to it stays: PokerNow's)
                return _not_so(
                    record,
                    action,
                    f"to {record.format_money(now)} {_where(action)}, no more than the bet"
                    f" ({record.format_money(level)}): a raise raises the bet (E2)",
                )
            if now > level:
                level = now
                level_all_in = action.all_in
            if action.all_in:
                all_in.add(name)
        elif name in all_in:
            continue
        elif kind is _BET or kind is _RAISE:
            return _not_so(record, action, f"nothing {_where(action)}: a bet or a raise puts chips in (E2)")
        elif (kind is _CHECK or kind is _CALL) and mine < level:
            if kind is _CALL and action.all_in:  # (Absolute's `All-In (Timeout)`: a call of nothing all in)
                all_in.add(name)
                continue
            said = "checks" if kind is _CHECK else "calls nothing"
            return _not_so(
                record,
                action,
                f"{_where(action)} facing a bet ({record.format_money(level)}, {record.format_money(mine)} of"
                f" it theirs): facing a bet a player folds, calls or raises (E1)",
                said,
            )
    return None


_BLINDS = frozenset((ActionKind.BIG_BLIND, ActionKind.STRADDLE, ActionKind.BUTTON_BLIND))


def table_ante(record: HandRecord, actions: Sequence[Action]) -> tuple[str, int] | None:
    """The table's ante, as (player, chips), where one player alone posts the antes of
    ``actions`` and that player posts the big blind too (a big blind ante) or is on the button
    of a hand of three players or more (a button ante): dead money in the main pot, no bet
    another player calls or that goes back (E12; TDA and WSOP: "the ante is dead"; the engine's
    ``big_blind_ante_dead``), not the player's live bet; else None. A lone ante of another player
    is a live bet (Bovada's heads-up `Dealer : Ante chip 240`, 74 of it handed back, #2690849153).
    Whatever the record's format: the replay asks it of a room's record only, since a PHH record
    holds its antes in its dead money already, and the engine's its table's ante where its rule
    set makes it dead (:func:`_antes_dead`)."""
    lone = lone_ante(actions)
    if lone is None:
        return None
    player = lone[0]
    if any(action[1] == player and action[2] is _BIG_BLIND for action in actions):
        return lone
    seat = next((seat.seat for seat in record.seats if seat.name == player), None)
    if seat is not None and seat == record.button and len({action[1] for action in actions}) > 2:
        return lone
    return None


def lone_ante(actions: Sequence[Action]) -> tuple[str, int] | None:
    """(player, chips) where one player alone posts the antes of ``actions``, else None."""
    player = ""
    chips = 0
    for action in actions:
        if action[2] is _ANTE:
            if player and action[1] != player:
                return None
            player = action[1]
            chips += action[3]
    return (player, chips) if chips else None


def _antes_dead(record: HandRecord) -> bool:
    """Whether the record's dead money holds its players' antes: PHH's (its antes untrimmed,
    every one dead money) and the engine's where its table's one ante is dead by the rule set
    (``extra["ante_dead"]``: a button's ante, a big blind's under ``big_blind_ante_dead``); a
    room's record keeps its antes apart from its dead money (a dead blind, a missed small blind)."""
    return record.format == "phh" or (record.format == "engine" and bool(record.extra.get("ante_dead")))


def _where(action: Action) -> str:
    """Where ``action`` was, in words: ``before the flop``, ``on the turn``, a draw game's
    ``before the first draw``, ``after the second draw``."""
    street = action.street
    if street == "preflop":
        return "before the flop"
    return _DRAW_WORDS.get(street) or f"on the {street}"


_DRAW_WORDS: Final = {
    "deal": "before the first draw",
    "draw 1": "after the first draw",
    "draw 2": "after the second draw",
    "draw 3": "after the third draw",
}


def _not_so(record: HandRecord, action: Action, why: str, said: str = "") -> HandHistoryError:
    """The contradiction of ``action`` (quoted) for ``why``: ``'bob' raises (line 12: ...) {why}``."""
    verb = said or {_BET: "bets", _RAISE: "raises"}.get(action.kind, action.kind.value)
    line = action.line if action.line and record.format != "phh" else record.line
    return HandHistoryError(
        f"{action.player!r} {verb} ({_quoted(record, action)}) {why}", record.source, record.hand_id, line
    )


def _over_call(record: HandRecord, call: Action) -> HandHistoryError | None:
    """The contradiction of a call (``call``) that took its player past every chip any other
    player had put in, or None: a call is of what the player has to call (E1, E18), so the
    caller's chips on the street after it are no more than the most any other player has put
    in on it (a call larger than the bet, a call line written twice, a raise written for the
    wrong player, whatever comes after it on the street). A call facing no bet at its line, or
    marked all in, is judged at the caller's next action putting chips in on the street, or at
    its end, so a room that writes a call before the bet it answers (PokerTracker's exports of
    iPoker's Zone tables) stays, and so does an all-in for more than the bet written as a call
    (KingsClub's ``Ann calls 275, and is all in`` facing 250, then a raise to 1,000). On the hand's
    first street antes are no street's bets and the table's big blind counts as put in (a big
    blind short or all in on the ante is called in full, E18; the big blind as twice the small
    blind where a room's stakes are the posts; a limit game's big blind the small bet, or the
    second stake where the stakes are the blinds, stud's the small bet: a bring-in posted all in
    for less is called in full, up to the small bet where no other player's call or bet before
    this call says the full bring-in, which the room does not print (the most another player put
    in where one does: a call of $4 after another's of $3 over a $1 bring-in all in is over it;
    a call of the all-in bring-in's $1 alone says nothing of it),
    one with chips behind is the level a call answers; a straddle,
    one short of chips as twice the blind or straddle before it), and a post counts up to it,
    dead money not at all (a missed small blind posted late, a room that writes both blinds as
    one post). (The replay sends only the calls that took their player
    past every other player's chips in the hand so far: the players still betting begin each
    street after the first level, so only another player's dead money, or antes beyond the
    caller's, could hide an over-call.)"""
    name, street = call.player, call.street
    actions = record.actions
    first = next(action.street for action in actions if action.amount) == street
    on_street: dict[str, int] = {}
    mine: int | None = None  # (the caller's chips on the street right after the call)
    floor = _table_level(record) if first else 0
    posts = 0
    dead = record.dead.get(name, 0) if first and record.dead else 0
    phh = record.format == "phh"  # (elsewhere a dead blind is no ante: the antes are not in ``dead``)
    known = False  # (another player's chips on the street that are not a post all in: a bet whose level is known)
    short = answered = False  # (a stud bring-in all in for less; another player's call or bet over it before this call)
    brought = 0  # (that bring-in's chips)
    for action in actions:
        if action.street != street:
            continue
        kind, amount = action.kind, action.amount
        if first and kind is _SMALL_BLIND and 2 * amount > floor:
            floor = 2 * amount
        elif first and kind is _STRADDLE:  # (each straddle the new level; one short of chips called in full)
            floor = max(2 * floor if action.all_in else floor, amount)
        elif first and kind is _BRING_IN and amount < floor:
            if _chips_behind(record, action):
                floor = amount  # (a bring-in with chips behind is the whole bring-in: a call answers it, no more)
            else:
                short, brought = True, amount  # (all in for less: called in full, the full bring-in not printed)
        if not amount:
            continue
        if kind is _ANTE and first:
            if action.player == name and phh:
                dead -= amount  # (PHH's untrimmed antes are counted as its dead money: none of the street's)
            continue
        if action.player == name:
            if mine is not None:  # (the caller's next chips: judged against the others' so far)
                break
            if kind.posts:
                posts += amount
        on_street[action.player] = on_street.get(action.player, 0) + amount
        if action.player != name and not (kind.posts and action.all_in):
            known = True
            if mine is None and not kind.posts and not action.all_in and on_street[action.player] > brought:
                answered = True  # (a call of the all-in bring-in's chips alone says nothing of the full one)
        if action is call:
            mine = on_street[name]
            if not call.all_in and ((first and floor) or (known and any(c for o, c in on_street.items() if o != name))):
                break  # (a call facing a bet: judged at its line; facing only a post all in, level unknown: at the end)
    if mine is None:
        return None
    most = max([chips for other, chips in on_street.items() if other != name], default=0)
    if first:
        if not (short and answered):  # (the full bring-in a call answers: another player's call of it says it)
            most = max(most, floor)
        if posts:  # (the live posts, up to the big blind)
            live = posts - max(0, dead)
            mine += min(max(0, live), floor or live) - posts
    if mine <= most:
        return None
    return _over_called(record, call, mine, most)


def _short_call(record: HandRecord, call: Action) -> HandHistoryError | None:
    """The contradiction of a call (``call``, not marked all in) that left its player's chips on
    the street below the most another player put in on it while the seat's stack had chips left,
    or None: only a player all in calls for less than the bet (E18: a player short of a call is
    all in for what they have), so a call for less with chips behind is not what happened (a
    call written a cent short, a bet written for the wrong player), whatever the room hands
    back. A stack that says nothing is not judged (:func:`_judged_stacks`), nor one the player's
    chips in the hand reach (all in without the word: chips after it are more than the stack,
    refused before this is asked), but for what E18 leaves such a player: no chips put in after
    the call (PokerTracker's export of iPoker's #4999408769, its small blind
    written onto the big blind's player: ``Player0: Call $600.00`` to $850 facing $950, then
    ``Player0: Bet $1,200.00`` on the flop). On the hand's first
    street antes are no street's bets and a blind counts up to the table's big blind
    (:func:`_table_level`): a blind posted with dead money beside it (iPoker's returning
    player's `$0.06` big blind at $0.02/$0.04, checked after the small blind completes to
    $0.04, #3051017927) is called at the big blind; a straddle counts whole; another player's
    dead money counts not at all (a small blind posted out of position is dead money:
    PokerStars' #22991200661, ``Player9: posts small blind $0.01`` after the big blind, then
    ``calls $0.02``, called by the small blind's $0.01; Seals With Clubs' #8781220-197,
    ``mrhollis1 posts small blind 1``, ``raises to 8``, called by the small blind's 7).
    (The replay sends only the calls, not all in, that left their player's live chips in the
    hand, dead money and antes off, below another's; a player marked all in before the call
    was refused at the call, :func:`_acts_again`.)"""
    name = call.player
    stack = _judged_stacks(record).get(name, 0)  # (0, not judged: no chips put in are fewer)
    spent = 0  # (the caller's chips in the hand, up to the call)
    antes = 0  # (the caller's antes among them)
    for action in record.actions:
        if action.player == name:
            spent += action.amount
            if action.kind is _ANTE:
                antes += action.amount
        if action is call:
            break
    chips = _street_chips(record, call.street, name, call)
    mine = chips.pop(name, 0)
    most = max(chips.values(), default=0)
    if mine >= most:
        return None
    line = call.line if call.line and record.format != "phh" else record.line
    if spent >= stack:  # (all in by the stack, or a stack that says nothing: all in by E18 all the same)
        at = next(index for index, action in enumerate(record.actions) if action is call)
        later = next((action for action in record.actions[at + 1 :] if action.player == name and action.amount), None)
        if later is None:
            return None
        return HandHistoryError(
            f"{name!r} calls ({_quoted(record, call)}) to {record.format_money(mine)} {_where(call)}, less than the"
            f" bet ({record.format_money(most)}), then puts in chips again ({_quoted(record, later)}) {_where(later)}:"
            " a call for less than the bet is all in for what the player has (E18)",
            record.source,
            record.hand_id,
            line,
        )
    seat = next(seat for seat in record.seats if seat.name == name)
    dead_too = max(record.dead.get(name, 0), antes) if _antes_dead(record) else record.dead.get(name, 0) + antes
    besides = f", {record.format_money(dead_too)} of it dead money or antes," if dead_too else ""
    return HandHistoryError(
        f"{name!r} calls ({_quoted(record, call)}) to {record.format_money(mine)} {_where(call)}, less than the bet"
        f" ({record.format_money(most)}), having put in {record.format_money(spent)} in the hand{besides} of the"
        f" {record.format_money(stack)} of their seat ({_seat_quoted(record, seat)}): a call for less than the"
        " bet is all in for what the player has (E18)",
        record.source,
        record.hand_id,
        line,
    )


_CHOICES = frozenset((_FOLD, _CHECK, _CALL, _BET, _RAISE, ActionKind.BRING_IN))
"""The actions that make a street a round of betting: a player's own choice, or stud's bring-in,
which opens its round (a heads-up third street of antes, a bring-in and a call left out)."""


def _street_chips(record: HandRecord, street: str, name: str, until: Action | None = None) -> dict[str, int]:
    """Each player's chips on ``street`` (up to the action ``until``, itself included, or to the
    street's end), as a call or a player still betting is judged against them: antes are no
    street's bets; on the hand's first street a blind counts up to the table's big blind
    (:func:`_table_level`) and another player's dead money not at all (``name``'s own is kept:
    a blind posted with dead money beside it is called at the big blind); a straddle counts whole."""
    posted: dict[str, int] = {}  # (the first street's blinds, each player's, counted up to the table's big blind)
    on_street: dict[str, int] = {}  # (the street's other chips)
    for action in record.actions:
        kind, player, amount = action.kind, action.player, action.amount
        if action.street == street and amount and kind is not _ANTE:
            if kind.posts and kind is not _STRADDLE:  # (posts: the first street's alone)
                posted[player] = posted.get(player, 0) + amount
            else:
                on_street[player] = on_street.get(player, 0) + amount
        if action is until:
            break
    chips: dict[str, int] = {}
    if posted:
        dead = record.dead
        table = _table_level(record)
        chips = {
            player: live if player == name else max(0, live - dead.get(player, 0)) for player, live in posted.items()
        }
        if table:
            chips = {player: min(live, table) for player, live in chips.items()}
    for player, more in on_street.items():
        chips[player] = chips.get(player, 0) + more
    return chips


def _left_behind(record: HandRecord, late: Action) -> HandHistoryError | None:
    """The contradiction of chips put in (``late``) by a player whose chips on a street before
    were fewer than another player's when its betting ended, or None: a player behind the bet
    when a round of betting ends has folded or is all in (E18), and puts in nothing after, whatever
    the seat's stack says (a call left out, a bet written for the wrong player: PokerTracker's
    export of iPoker's #8162156892 with ``ken1950: Call €0.05`` deleted, his $0.01 small blind
    behind the $0.06 raise, then ``ken1950: Bet €0.02`` on the flop). A street of blinds and
    antes alone had no round of betting and is not judged (KingsClub's all-in-or-fold hands print the flop
    before the first street's actions: #7071017's small blind then `raises to 1,000, and is all
    in` under `*** FLOP ***`). The replay sends only
    the chips of a player whose live chips in the hand were below the most any player had put in
    when the street before began (rare); each street before is judged as a call is
    (:func:`_street_chips`)."""
    name = late.player
    streets: list[str] = []  # (the streets before, each with a round of betting: a player's own choice on it)
    for action in record.actions:
        if action is late:
            break
        if action.kind in _CHOICES and action.street != late.street and action.street not in streets:
            streets.append(action.street)
    for street in streets:
        chips = _street_chips(record, street, name)
        mine = chips.pop(name, 0)
        most = max(chips.values(), default=0)
        if mine < most:
            said = "before the flop" if street == "preflop" else f"on the {street}"
            line = late.line if late.line and record.format != "phh" else record.line
            return HandHistoryError(
                f"{name!r} puts in chips ({_quoted(record, late)}) {_where(late)} after the betting {said} ended with"
                f" {record.format_money(mine)} of theirs in, less than the bet ({record.format_money(most)}): a player"
                " behind the bet when its round ends has folded or is all in for what they have (E18)",
                record.source,
                record.hand_id,
                line,
            )
    return None


_NO_LIMIT, _POT, _LIMIT = 0, 1, 2
_SIZED: Final = {"no-limit": _NO_LIMIT, "pot-limit": _POT, "limit": _LIMIT}
"""The betting structures whose sizes the replay judges (:func:`_off_size`); a capped game, a
pot-limit game that turns no-limit after the flop, a spread limit: not judged."""
_STUDS: Final = ("stud", "razz")
_SMALL_STREETS: Final = frozenset(("preflop", "flop", "third", "deal"))
_BIG_STREETS: Final = frozenset(("turn", "river", "fifth", "sixth", "seventh", "draw 1", "draw 2", "draw 3"))
_EITHER_STREETS: Final = frozenset(("fourth",))
"""Stud's fourth street: the big bet where a pair shows face up, else the small (either is taken)."""
_SINGLE_DRAWS: Final = frozenset(
    ("five-card-draw", "2-7-single-draw", "a-5-single-draw", "five-card-draw-bug", "deuces-wild-draw")
)
"""The limit draw games of one draw: the small bet before it, the big bet after (``draw 1``)."""
_TRIPLE_DRAWS: Final = frozenset(("2-7-triple-draw", "a-5-triple-draw", "badugi", "badeucy"))
"""The limit draw games of three draws: the small bet before the first draw and after it
(``deal``, ``draw 1``), the big bet after the second and the third (``draw 2``, ``draw 3``)."""

_SIZINGS: dict[tuple[str, tuple[int, ...], str | None, str, str], tuple[tuple[int, int, int] | None]] = {}
""":func:`_sizing` (in a tuple of one) by the record's structure, stakes, game, site and format: all
it reads (a room's own sizes, :data:`~pokerrank.handhistory.sites.kingsclub.RAISES_OVER_BRING_IN`,
are read where a size is judged, :func:`_sized_wrong`, not here)."""


def _sizing(record: HandRecord) -> tuple[int, int, int] | None:
    """(structure, small, big) where the replay judges a record's bet sizes (docs/RULES.md, "Bet
    sizes"): a no-limit, pot-limit or limit game whose two stakes the record names (the blinds;
    a limit game's small and big bet), a room's or a PHH file's (the engine's hands are played
    by their own rule set), a game whose rounds' sizes are known in limit (hold'em, Omaha, stud,
    razz, the draw games of one draw or three) and, in no-limit and pot-limit, a game with
    blinds (not stud); else
    None. Not PokerTracker's exports of iPoker hands: every stack a stand-in, an all-in for
    less written as a raise, unmarked."""
    stakes = record.stakes
    if len(stakes) != 2:
        return None
    small, big = stakes
    game = record.game
    if not 0 < small <= big or game is None:
        return None
    form = record.format
    if form == "engine" or (form == "pokerstars" and record.site == "iPoker"):
        return None
    structure = _SIZED[record.structure]
    if structure != _LIMIT:
        return None if game.startswith(_STUDS) else (structure, small, big)
    if game.startswith(("stud", "razz", "holdem", "omaha")) or game in _SINGLE_DRAWS or game in _TRIPLE_DRAWS:
        return structure, small, big
    return None


def _not_completing(mine: int, level: int, sizes: tuple[int, ...]) -> bool:
    """Whether a limit bet or raise to ``mine`` on its street, over the street's bet ``level``,
    completes it to none of the ``sizes`` (a bring-in or a short bet made up to a whole one)."""
    return all(mine != level // size * size + size for size in sizes)


def _street_sizes(street: str, sizing: tuple[int, int, int], game: str | None) -> tuple[int, ...]:
    """A limit ``game``'s bet sizes on ``street``: the small bet before the turn, on third street
    and before a draw game's first draw, the big bet after (a triple draw's after its second: the
    small after the first, :data:`_TRIPLE_DRAWS`); either on stud's fourth street; none known on
    any other.

    >>> [_street_sizes(street, (_LIMIT, 1, 2), "2-7-triple-draw") for street in ("deal", "draw 1", "draw 2")]
    [(1,), (1,), (2,)]
    >>> _street_sizes("draw 1", (_LIMIT, 1, 2), "five-card-draw"), _street_sizes("fourth", (_LIMIT, 1, 2), "stud")
    ((2,), (1, 2))
    """
    if street in _SMALL_STREETS or (street == "draw 1" and game in _TRIPLE_DRAWS):
        return (sizing[1],)
    if street in _BIG_STREETS:
        return (sizing[2],)
    if street in _EITHER_STREETS:
        return (sizing[1], sizing[2])
    return ()


def _off_size(record: HandRecord, suspect: Action, sizing: tuple[int, int, int]) -> HandHistoryError | None:
    """The contradiction of a bet or raise (``suspect``) of a size no rule book allows, or None
    (docs/RULES.md, "Bet sizes"; E4): in a limit game a bet or raise is of the round's size (a
    completion of a bring-in or of a short bet to it too); in no-limit and pot-limit a bet is of
    the big blind at least and a raise adds the round's largest bet or raise at least, but all
    in; in pot-limit no bet or raise is more than the pot once the call is in it. Judged only on
    a round where no player is all in yet (marked so, or every chip of the seat in; a stack the
    room writes 0, not known: all in perhaps at the player's last chips, where he does not fold
    after them): an all-in for less may or may not reopen the
    betting, and the raise after it may bring the bet up to a full one; a cap on the raises is
    the rule book's (``audit --rules``). Nor on a round whose call comes before any bet (a call
    written before the bet it answers: PokerTracker's exports of iPoker's Zone tables). A limit
    game whose stakes are its blinds (:func:`~pokerrank.handhistory.records.blinds_printed`:
    PKR) is not judged; one whose title names another level (a tournament's ``Level II
    (60/120)`` over blinds of 20/40) is sized by the big blind posted in full (the small bet;
    twice it the big bet). In no-limit and pot-limit the least bet is the big blind posted in
    full where the stakes name another level's, else twice the small blind posted in full (the
    big blind all in), or a PHH file's ``min_bet``; a blind of every chip of its seat measures
    nothing. (The replay sends
    only the bets and raises that look off their size from its running totals: rare.)"""
    mode, small, big = sizing
    game = record.game or ""
    stacks = {seat.name: seat.stack for seat in record.seats}
    # (the blinds posted in full: not marked all in, less than the seat's chips where they are known)
    full = [
        (a.kind, a.amount)
        for a in record.actions
        if (a.kind is _BIG_BLIND or a.kind is _SMALL_BLIND)
        and a.amount
        and not a.all_in
        and not a.amount >= stacks.get(a.player, 0) > 0
    ]
    bigs = {amount for kind, amount in full if kind is _BIG_BLIND}
    if mode == _LIMIT and not game.startswith(_STUDS):
        from pokerrank.handhistory.records import blinds_printed

        if blinds_printed(record, (small, big)):
            return None
        if bigs and not bigs & {small, big}:  # (a title of another level: the big blind posted is the small bet)
            if len(bigs) > 1:
                return None
            small = next(iter(bigs))
            big = 2 * small
    # (no-limit, pot-limit: the least bet, the big blind, where the stakes name another level's
    # the big blind posted in full, or twice the small blind posted in full where no big blind is
    # and the small blind is not the stakes' own: at $0.02/$0.05 a small blind of $0.02 says the
    # stakes' level, whose big blind is $0.05 whoever posts it short)
    smalls = [2 * amount for kind, amount in full if kind is _SMALL_BLIND and amount != small]
    least = min(big, *bigs) if bigs else min(big, *smalls) if smalls else big
    if record.format == "phh":  # (a PHH file's own least bet, where it gives one)
        data = record.extra.get("data") if record.extra else None
        given = data.get("min_bet") if isinstance(data, dict) else None
        if isinstance(given, (int, Decimal)) and not isinstance(given, bool) and given > 0:
            least = min(least, int(Decimal(given) / record.unit) or least)
    unknown = record.site in _STACKS_UNKNOWN_AS_0
    dead_left = dict(record.dead) if record.dead else {}
    if dead_left and _antes_dead(record):  # (PHH's antes are in its dead money: no live post's)
        for action in record.actions:
            if action.kind is _ANTE and action.player in dead_left:
                dead_left[action.player] -= action.amount
    spent: dict[str, int] = {}  # (each player's chips in the hand)
    folded: set[str] = set()
    pot = record.added  # (every chip in, before the action: money the room added too)
    street: str | None = None
    totals: dict[str, int] = {}  # (the street's live chips by player: antes and dead money apart)
    level = step = 0
    short = unordered = False
    # (a stack the room writes 0, not known: all in perhaps at his last chips put in, not before, and never if he folds)
    last = {action.player: at for at, action in enumerate(record.actions) if action.amount} if unknown else {}
    quits = {action.player for action in record.actions if action.kind is _FOLD} if unknown else set()
    held: dict[str, int] | None = None  # (a stack written 0, not known: the least the player held)
    if unknown:
        held = {}
        more: set[str] = set()  # (the players who act after their last chips in: one chip more held, at least)
        for at, action in enumerate(record.actions):
            if action.amount:
                held[action.player] = held.get(action.player, 0) + action.amount
            elif action.kind in _CHOICES and at > last.get(action.player, at) and action.player not in more:
                more.add(action.player)
                held[action.player] = held.get(action.player, 0) + 1
    for at, action in enumerate(record.actions):
        kind, name, amount = action.kind, action.player, action.amount
        if not amount:
            if kind is _FOLD:
                folded.add(name)
            continue
        if action.street != street:
            street, totals, level, step, short, unordered = action.street, {}, 0, least, False, False
        if kind is _CALL and not level:  # (a call facing no bet: written before the bet it answers, sizes unknown)
            unordered = True
        chips = spent[name] = spent.get(name, 0) + amount
        before, pot = pot, pot + amount
        stack = stacks.get(name, 0)
        if kind is not _ANTE and (
            action.all_in or (chips >= stack if stack else unknown and last[name] == at and name not in quits)
        ):
            short = True
        if kind is _ANTE:
            continue
        mine = totals.get(name, 0) + amount
        if kind.posts and dead_left.get(name, 0) > 0:  # (the dead part of a post is no bet)
            taken = min(dead_left[name], amount)
            dead_left[name] -= taken
            mine -= taken
        totals[name] = mine
        if action is suspect:
            if short or unordered or _covers(record, name, mine, totals, spent, stacks, folded, held):
                return None
            return _sized_wrong(
                record, action, mode, mine, level, step, before, small, big if mode == _LIMIT else least
            )
        if (kind is _BET or kind is _RAISE) and mine - level > step:
            step = mine - level
        if mine > level:
            level = mine
    return None


def _covers(
    record: HandRecord,
    name: str,
    mine: int,
    totals: dict[str, int],
    spent: dict[str, int],
    stacks: dict[str, int],
    folded: set[str],
    held: dict[str, int] | None = None,
) -> bool:
    """Whether ``name``'s chips on the street (``mine``) reach the most any other player still in
    (not in ``folded``) can put in on it (the chips of their seat less those in before the
    street): a bet or raise as far as the most any opponent can call is one, whatever its size
    (E4; E18: more would go back). A stack not known (0): any, but where ``held`` gives the
    least the player held (a room writing 0 for not known: the chips he put in the hand, and one
    more where he acts after his last): a bet short of it covers him not. PokerNow's raise to the
    other player's whole stack, 8,499 over a raise of 18,000 (#279 of a tournament log), is one;
    so is a PHH file's raise to the other player's last chips (WSOP 2023 #43's hand 85: 750,000
    over a big bet of 600,000)."""
    most = 0
    for other in dict.fromkeys(action.player for action in record.actions):  # (the players dealt in who act)
        if other == name or other in folded:
            continue
        stack = stacks.get(other, 0)
        if not stack:
            if held is None:
                return True
            stack = held.get(other, 0)  # (the least he held: his reach may be more, but is no less)
            if stack - spent.get(other, 0) + totals.get(other, 0) > mine:
                return False
            continue
        reach = stack - spent.get(other, 0) + totals.get(other, 0)
        if reach > most:
            most = reach
    return mine >= most


def _sized_wrong(
    record: HandRecord, action: Action, mode: int, mine: int, level: int, step: int, pot: int, small: int, big: int
) -> HandHistoryError | None:
    """:func:`_off_size`'s judgement of ``action``, bringing its player's street total to ``mine``
    where the street's bet was ``level``, the least bet or raise ``step`` and every chip in before
    it ``pot``."""
    money = record.format_money
    where = _where(action) if _quoted(record, action).startswith("line ") else ""  # (in words: said there)
    if mode == _LIMIT:
        sizes = _street_sizes(action.street, (mode, small, big), record.game)
        if not sizes or any(mine == level + size or mine == (level // size + 1) * size for size in sizes):
            return None
        if record.site in RAISES_OVER_BRING_IN and action.street == "third":  # (the room's own rule)
            brought = next((a.amount for a in record.actions if a.kind is _BRING_IN), 0)
            if brought and mine > brought and (mine - brought) % small == 0:
                return None
        named = ("the small bet of ", "the big bet of ")
        size = " or ".join(named[size != small or sizes == (big,)] + money(size) for size in sizes)
        over = f" over the {money(level)} bet" if level else ""
        if where and action.street in ("third", "fourth", "fifth", "sixth", "seventh"):
            where = f"on {action.street} street"  # (stud's)
        return _not_so(
            record,
            action,
            f"to {money(mine)}{' ' + where if where else ''}{over}, not by {size} and not all in: a limit game's"
            " bets and raises are of the round's size (E4)",
        )
    if mine - level < step:
        what = (
            f"a raise of {money(mine - level)} over the {money(level)} bet"
            if level and mine > level
            else f"a bet to {money(mine)} facing the {money(level)} bet, no raise over it"
            if level
            else f"a bet of {money(mine)}"
        )
        least = "last bet or raise" if step > big else "big blind"
        return _not_so(
            record,
            action,
            f"{where + ': ' if where else ''}{what}, less than the {money(step)} {least}, and not all in: a bet is"
            " of the big blind at least, a raise of the round's largest bet or raise at least (E4)",
        )
    call = level - (mine - action.amount)  # (the chips the player had to call)
    most = level + pot + call
    if mode == _POT and mine > most:
        return _not_so(
            record,
            action,
            f"to {money(mine)}{' ' + where if where else ''}, more than the pot allows ({money(most)}: the"
            f" {money(level)} bet, and the pot of {money(pot + call)} once the {money(call)} call is in): a pot-limit"
            " bet or raise is of the pot at most (E4)",
        )
    return None


def _judged_stacks(record: HandRecord) -> dict[str, int]:
    """The seats' stacks a call for less than the bet is judged against, by name (a player with
    chips left is not all in): none where a room's stacks do not say what a player held: a stack
    written 0 (Boss's, partypoker's unknown stacks), PokerTracker's exports of iPoker hands (every
    stack a stand-in, an all-in for less than the bet unmarked), a capped game (the player at the
    cap is all in with chips behind, E20), PokerNow (a bet covering every stack is written all in
    with chips behind)."""
    if (
        (record.format == "pokerstars" and record.site == "iPoker")
        or record.site == "PokerNow"
        or record.structure.startswith("capped")
    ):
        return {}
    return {seat.name: seat.stack for seat in record.seats}


def _table_level(record: HandRecord) -> int:
    """The first street's level before any post: the table's big blind as the stakes give it (a
    no-limit or pot-limit game's largest stake; a limit game's small bet, or its second stake
    where the stakes are the blinds; stud's small bet, a bring-in short of chips called in full)."""
    stakes = record.stakes
    if not stakes:
        return 0
    if record.structure != "limit" or len(stakes) < 2:
        return max(stakes)
    game = _game(record)
    if game is not None and game.dealt == "stud":
        return stakes[0]  # (a bring-in posted all in for less is called in full: up to the small bet)
    from pokerrank.handhistory.records import blinds_printed

    return stakes[1] if blinds_printed(record, stakes) else stakes[0]


def _stayed_behind(
    record: HandRecord,
    contenders: tuple[str, ...],
    live_bets: dict[str, int],
    put_in: dict[str, int],
    all_ins: set[str],
) -> HandHistoryError | None:
    """The contradiction of a player who stays in to the end (one of ``contenders``) with fewer
    chips in than another who does (``live_bets``: dead money apart; antes count, alike but a
    player's alone, which the replay takes for a live bet), though not all in and with chips
    left in the seat: a player stays in only by calling every bet, or all in for less (E18), so
    the hand's lines leave out a call, or write one bet for the wrong player; or None. A PHH
    file's antes are dead money (``live_bets`` without them: a big blind's ante is no bet the
    others match). Not judged: the engine's record (played by its own rules), a stack not
    known (:func:`_judged_stacks`: written 0, a stand-in, PokerNow's, a capped game's), a player
    marked all in by any action (Absolute's ``All-In (Timeout)``, a
    call of 0), or named by a line of the hand's text that says they are disconnected or all in
    (a room's disconnection protection: old WPN's ``is disconnected and ALL IN.``, PKR's
    ``has been granted disconnection protection``, ``is being treated as all-in``)."""
    top = max([live_bets[name] for name in contenders])
    leader = next(name for name in contenders if live_bets[name] == top)
    stacks: dict[str, int] | None = None
    for name in contenders:
        if live_bets[name] < top and name not in all_ins:
            if stacks is None:
                stacks = _judged_stacks(record)
            if stacks.get(name, 0) <= put_in[name] or any(a.all_in for a in record.actions if a.player == name):
                continue
            if _said_protected(record, name):
                continue
            seat = next(seat for seat in record.seats if seat.name == name)
            acts = [a for a in record.actions if a.player == name and a.kind is not _SHOW and a.kind is not _MUCK]
            last = acts[-1] if acts else None  # (the player's last act of the betting)
            where = f" (last: {_quoted(record, last)})" if last is not None else ""
            return HandHistoryError(
                f"{name!r} stays in to the end with {record.format_money(live_bets[name])} in{where}, less than"
                f" the {record.format_money(top)} of {leader!r}, with chips left ({_seat_quoted(record, seat)}):"
                " a player who stays in calls every bet, or is all in for less (a line left out, a hand cut off?)",
                record.source,
                record.hand_id,
                last.line if last is not None and last.line and record.format != "phh" else record.line,
            )
    return None


def _said_protected(record: HandRecord, name: str) -> bool:
    """Whether a line of the hand's text naming ``name`` says the player is disconnected or all
    in (a room's disconnection protection keeps a player in for what is in)."""
    if not record.text:
        return False
    import re

    words = re.compile(r"disconnect|\ball[- ]?in\b", re.IGNORECASE)
    return any(name in line and words.search(line) for line in lines_of(record.text))


def _chips_behind(record: HandRecord, post: Action) -> bool:
    """Whether ``post`` left its player chips: not all in (:func:`~pokerrank.handhistory._posts.spent_all`:
    not marked so, nor the last of the seat's chips; the replay has refused chips past a stack before it
    asks) and a stack known (one written 0: not so)."""
    stack = next((seat.stack for seat in record.seats if seat.name == post.player), 0)
    return stack > 0 and spent_all(record.actions, {post.player: stack}, post) is False


def _over_called(record: HandRecord, call: Action, mine: int, most: int) -> HandHistoryError:
    where = "before the flop" if call.street == "preflop" else f"on the {call.street}"
    line = call.line if call.line and record.format != "phh" else record.line
    return HandHistoryError(
        f"{call.player!r} calls ({_quoted(record, call)}) to {record.format_money(mine)} {where}, more than any other"
        f" player put in ({record.format_money(most)}): a call is of what the player has to call",
        record.source,
        record.hand_id,
        line,
    )


def _against_stack(record: HandRecord, seat: Seat, chips: int) -> HandHistoryError | None:
    """The contradiction of a player whose actions put in ``chips`` against the stack of their
    seat line, or None (docs/RULES.md, "A player's actions after their betting ended"): more
    chips than the seat holds (E18: nobody puts in more than they have), or fewer after an
    action marked all in (a player all in has no chips left). Where a room's convention explains
    the chips, none: PokerNow writes a bet that covers every other stack as ``bets 6789 and go
    all in``, the covering player's chips behind; a capped game's player who reaches the cap is
    all in with chips behind (E20). (Merge's tournament files that print each balance after the
    posts are read as the chips before them: the reader adds the posts back.)"""
    name, stack = seat[1], seat[2]
    actions = [action for action in record.actions if action[1] == name and action[3]]
    if chips > stack:
        total = 0
        for culprit in actions:
            total += culprit[3]
            if total > stack:
                break
        why = (
            f"{name!r} puts in {record.format_money(chips)} ({_quoted(record, culprit)}), more than the"
            f" {record.format_money(stack)} of their seat ({_seat_quoted(record, seat)}): nobody puts in more"
            " than they have (E18)"
        )
    else:
        if record.site == "PokerNow" or record.structure.startswith("capped"):  # (its logs and OHH files)
            return None
        marked = next((action for action in actions if action[5]), None)
        if marked is None:
            return None
        culprit = marked
        why = (
            f"{name!r} is all in ({_quoted(record, culprit)}) having put in {record.format_money(chips)}, less"
            f" than the {record.format_money(stack)} of their seat ({_seat_quoted(record, seat)}): a player all in"
            " has no chips left"
        )
    line = culprit.line if culprit.line and record.format != "phh" else record.line
    return HandHistoryError(why, record.source, record.hand_id, line)


def _check_returned(
    record: HandRecord, uncalled: tuple[str, int] | None, live_bets: dict[str, int], put_in: dict[str, int]
) -> None:
    """Raise the contradiction of a bet the room hands back that is more than the bet nobody
    called (``uncalled``: the largest bet's excess over the second, by the rules; a lone player's
    whole bet, ``live_bets`` apart from dead money), or handed back
    to another player: no chips but those were uncalled. Less is no contradiction (an export may
    leave part of it in the pot and pay it as a win). A room whose printed total pot and the bets
    it hands back together hold every chip put in counted the rest out of the pot itself: a
    converter's walk hands the big blind back whole, the pot the small blind's (PokerStars-text
    conversions of 2017, #3406008447: `Uncalled bet ($20) returned to Big Blind`, `Total pot $10`)."""
    for name, amount in record.returned.items():
        if uncalled is not None:
            rules = uncalled[1] if uncalled[0] == name else 0
        else:  # (one player put chips in, or none: all of theirs is uncalled)
            rules = live_bets.get(name, 0) if len(live_bets) == 1 else 0
        if amount <= rules:
            continue
        if (
            record.total_pot is not None
            and record.total_pot + sum(record.returned.values()) == sum(put_in.values())
            and all(action.kind.posts or not action.amount for action in record.actions)
        ):  # (a walk: only the posts put chips in, the big blind handed back whole by a converter)
            return
        at, said = _line_naming(record, name, ("return", "uncalled"))
        where = f" ({said})" if said else ""
        if rules:
            why = f"the bet nobody called is {record.format_money(rules)}"
        elif uncalled is not None:
            why = f"the bet nobody called is {uncalled[0]!r}'s"
        else:
            why = "every bet was called"
        raise HandHistoryError(
            f"{record.format_money(amount)} is handed back to {name!r}{where}, but {why}: no chips but the bet"
            " nobody called come back",
            record.source,
            record.hand_id,
            at or record.line,  # (the line handing it back, where the text has one)
        )


def _line_naming(record: HandRecord, name: str, words: tuple[str, ...]) -> tuple[int, str]:
    """``(31, "line 31: 'Uncalled bet of $7.01 returned to Player28'")``: the number and the quote of
    the first line of the hand's text that names ``name`` and holds one of ``words`` (in lower
    case; any case in the text), or ``(0, "")``."""
    import re

    named = re.compile(rf"(?<![\w@]){re.escape(name)}(?![\w@])")
    for at, text in enumerate(record.text.split("\n")):
        lowered = text.lower()
        if at and any(word in lowered for word in words) and named.search(text):  # (not the hand's first line)
            return record.line + at, f"line {record.line + at}: {text.strip()[:80]!r}"
    return 0, ""


def _seat_quoted(record: HandRecord, seat: Seat) -> str:
    """``line 3: 'Seat 2: bob ($49 in chips)'``: the first line of the hand's text that names the
    seat's player (the seat line, in every room's text and XML), else the seat in words (a PHH
    file's: its lists name no seat on a line of its own)."""
    if record.text and record.format != "phh":
        import re

        named = re.compile(rf"(?<![\w@]){re.escape(seat.name)}(?![\w@])")
        lines = record.text.split("\n")
        seated = [at for at, text in enumerate(lines) if text.lstrip()[:4] in ("Seat", "<pla", "<Pla", "<Sea", "<sea")]
        for at in (*seated, *range(1, len(lines))):  # a seat line first; never the hand's first line
            if named.search(lines[at]):
                return f"line {record.line + at}: {lines[at].strip()[:80]!r}"
    return f"seat {seat.seat}, {record.format_money(seat.stack)}"


def _quoted(record: HandRecord, action: Action) -> str:
    """``line 12: 'cid: checks'`` where the record keeps the text of the action's line, else the
    action in words (``call of $0.05 on the river``; a PHH file's numbered among its actions)."""
    at = action.line - record.line
    phh = record.format == "phh"  # (a PHH action's ``line``: its place in the list of actions)
    if action.line and record.text and at >= 0 and not phh:
        lines = lines_of(record.text)
        if at < len(lines):
            return f"line {action.line}: {lines[at].strip()[:80]!r}"
    amount = f" of {record.format_money(action.amount)}" if action.amount else ""
    street = "before the flop" if action.street == "preflop" else f"on the {action.street}"
    number = f"action {action.line}: " if phh and action.line else ""
    return f"{number}{action.kind.value}{amount} {street}"


def _cards(
    record: HandRecord, contenders: tuple[str, ...], game: Game | None
) -> tuple[dict[str, str], tuple[str, ...]]:
    """The cards known for each player still in, and those whose cards were never (fully) shown."""
    cards: dict[str, str] = {}
    missing: list[str] = []
    need = game.hole_cards if game is not None else 0
    several = len(contenders) > 1
    hole = record.hole
    for name in contenders:
        known = hole.get(name, "")
        cards[name] = known
        if several and known.count(" ") + 1 != need:
            missing.append(name)
    for run in record.run_hole if several else ():  # a draw run more than once: each run's hand in full
        missing.extend(n for n in contenders if n in run and run[n].count(" ") + 1 != need and n not in missing)
    return cards, tuple(missing)


def _against_game(record: HandRecord, game: Game, contenders: tuple[str, ...]) -> str | None:
    """Why a hand's cards contradict its game, or None: a player left to contest the pots with
    others (whose cards decide them) shown or dealt more cards than the game deals (counted once
    each: a room's line printed twice adds none), or a board game's hand dealt at the start (one
    ``Dealt to`` line of two cards or more) of another size; a flop, turn or river in a stud
    hand, a board in a draw hand. Fewer cards known stay: stud's by street, a showdown that
    shows one card, one card a line, a room that names the players dealt in without their
    cards. The cards of a player who folded,
    or of the one player left, decide nothing: the payouts are audited as they are (PokerMaster
    writes its five-card Omaha as ``Omaha Pot Limit``), and ``audit --rules`` names the count.

    By the games' rules (docs/RULES.md): a draw game deals its whole hand at once, so a
    contender's first ``Dealt to`` line of two cards or more other than the game's count is
    refused (one card a line stays; a hand known at the end may hold fewer, cards drawn unseen);
    stud deals its first street's cards (three, five-card stud's two) then one a street, the
    cards face down unseen and a hand may end before its last street, so any count below the
    game's is possible: only a street dealing more than it deals is refused.
    """
    most = game.hole_cards
    size = 3 * most - 1  # (the length of ``most`` cards written "As Kd": more cards are longer)
    judged = contenders if len(contenders) > 1 else ()
    for hole in (record.hole, *record.run_hole) if record.run_hole else (record.hole,):
        if judged and hole and max(map(len, hole.values())) > size:
            for name, cards in hole.items():
                count = len(set(cards.split()))
                if count > most and name in judged:
                    return f"{name!r} holds {count} cards ({cards!r}): {_hole_count(count, game)}"
    dealing = game.dealt
    if dealing == "board":
        dealt = record.dealt
        if game.discards:  # (Irish: four dealt, two thrown away, two kept)
            thrown = _thrown_again(record)
            if thrown is not None:
                return thrown
            most += game.discards
            size = 3 * most - 1
        if judged and dealt and not game.board_draw:
            first = dealt[0][0]
            for street, name, cards in dealt:
                if len(cards) != size and street == first and name in judged and len(cards.split()) not in (0, 1, most):
                    count = len(cards.split())
                    return f"{name!r} is dealt {count} cards ({cards!r}): {_hole_count(count, game, most)}"
        return None
    board = record.boards[0] if record.boards else ""
    if dealing == "stud":
        if not _BOARD_STREETS.isdisjoint(map(_STREET, record.actions)):  # (found at once, named below)
            for action in record.actions:  # a flop, turn or river read in a stud hand: a board game titled stud
                if action[0] in _BOARD_STREETS:
                    where = f"the {action.street} (line {action.line})"
                    return f"{action.player!r} acts on {where}, a street {game.title} does not have"
        if board.count(" "):
            return (
                f"a board of {board.count(' ') + 1} cards ({board!r}) in {game.title}, which shares one card at"
                " most (when the deck runs out)"
            )
        return _against_stud(record, game, judged) if judged and record.dealt else None
    if dealing == "draw":
        if board:  # (a board game titled draw: its flop's cards at least, where anyone acted after the deal)
            return f"a board of {board.count(' ') + 1} cards ({board!r}) in {game.title}, which shares none"
        return _against_draw(record, game, judged) if judged and record.dealt else None
    return None


def _against_draw(record: HandRecord, game: Game, judged: tuple[str, ...]) -> str | None:
    """:func:`_against_game` for a draw game: each contender's first ``Dealt to`` line of the
    hand's first street (the deal: a single draw's draw is on it too, after it) holds the
    game's count of cards, one or none. A hand known at the end may hold fewer: a room that
    shows an all-in player's hand early may deal the cards after it unseen (KingsClub writes
    them ``[X]``), and the audit tries the cards never shown."""
    most = game.hole_cards
    first_street = record.dealt[0][0]
    seen: set[str] = set()
    for street, name, cards in record.dealt:
        if street != first_street:
            break
        if name in seen or name not in judged:
            continue
        seen.add(name)
        count = len(cards.split())
        if count not in (0, 1, most):
            return f"{name!r} is dealt {count} cards ({cards!r}): {_hole_count(count, game)}"
    return None


def _against_stud(record: HandRecord, game: Game, judged: tuple[str, ...]) -> str | None:
    """:func:`_against_game` for stud: no ``Dealt to`` line of a contender holds more cards
    than its street deals (the first street three, five-card stud's two; each street after it one)."""
    first_street = record.dealt[0][0]
    first = 3 if game.hole_cards + game.board_cards >= 7 else 2
    for street, name, cards in record.dealt:
        if len(cards) <= 2:  # (one card at most: what any street deals)
            continue
        count = len(cards.split())
        deals = first if street == first_street else 1
        if count > deals and name in judged:
            where = "its first street" if street == first_street else f"{street} street"
            return f"{name!r} is dealt {count} cards ({cards!r}) on {where}, which deals {deals} in {game.title}"
    return None


def _hole_count(count: int, game: Game, deals: int | None = None) -> str:
    if deals is None and game.discards:  # (the cards held at the end: those kept)
        return f"{count} hole cards in {game.title}, which keeps {game.hole_cards}"
    return f"{count} hole cards in {game.title}, which deals {game.hole_cards if deals is None else deals}"


def _thrown_again(record: HandRecord) -> str | None:
    """Why a hand of a game whose players throw cards away and draw none (Irish) contradicts
    itself, or None: a card thrown away (a discard's cards, where shown) seen again, on a board
    or in a player's hand, or thrown away twice: none is dealt again."""
    thrown: dict[str, str] = {}
    for action in record.actions:
        if action.kind is ActionKind.DISCARD and action.cards:
            for card in action.cards.split():
                if card in thrown:
                    where = f"line {action.line}"
                    return f"{action.player!r} throws away {card!r}, which {thrown[card]!r} threw away ({where})"
                thrown[card] = action.player
    if not thrown:
        return None
    for board in record.boards:
        for card in board.split():
            if card in thrown:
                return f"{card!r} is on the board, but {thrown[card]!r} threw it away"
    for hole in (record.hole, *record.run_hole):
        for name, cards in hole.items():
            for card in cards.split():
                if card in thrown:
                    return f"{card!r} is in {name!r}'s hand, but {thrown[card]!r} threw it away"
    return None


def with_hole(play: Replay, record: HandRecord) -> Replay:
    """:func:`replay` of ``record``, a copy of ``play.record`` with other cards for its players
    (``hole``, ``run_hole``): ``play`` with the cards and the players whose cards were never
    shown made again; the chips, folds, boards and game are the same (the audit tries the
    cards a player never showed, or an unreadable card could be, this way: one replay, not one
    a try).

    >>> import dataclasses
    >>> from pokerrank.handhistory import read
    >>> from pokerrank.handhistory.examples import ALL_IN_SHOWDOWN
    >>> record = next(read(ALL_IN_SHOWDOWN))
    >>> tried = dataclasses.replace(record, hole={**record.hole, "bob": "Kc"})
    >>> again = lambda a, b: all(getattr(a, f.name) == getattr(b, f.name) for f in dataclasses.fields(Replay))
    >>> again(with_hole(replay(record), tried), replay(tried)), with_hole(replay(record), tried).missing
    (True, ('bob',))
    """
    cards, missing = _cards(record, play.contenders, play.game)
    return Replay(
        record,
        play.players,
        play.seats,
        play.put_in,
        play.dead,
        play.folded,
        play.contenders,
        cards,
        play.boards,
        missing,
        play.uncalled,
        play.game,
    )


def _game(record: HandRecord) -> Game | None:
    if record.game is None:
        return None
    board = record.boards[0] if record.boards else ""
    key = (record.game, board.count(" ") + 1 if board else 0)
    game = _GAMES.get(key)
    if game is None:
        from pokerrank.games import get_game

        game = get_game(record.game)
        if game.odd_chip == "stud" and key[1]:  # the deck ran out: each player plays the shared card too
            game = replace(game, hole_cards=7 - key[1], board_cards=key[1])
        if len(_GAMES) < 1024:  # (any spelling of a game's name is a key: bounded)
            _GAMES[key] = game
            if game.odd_chip != "stud":  # the board does not change the game: found by name next time
                _PLAIN_GAMES[record.game] = game
    return game


_STACKS_UNKNOWN_AS_0 = frozenset(("Boss", "partypoker"))
"""The rooms that write a stack they do not know as 0 (docs/RULES.md): Boss's ``AMOUNT="0.00"``
(#5859304: an all-in of 6,733 from it), partypoker's player who has just joined the table
(``( $0 USD )``, #9507514114: a big blind posted from it). Elsewhere a seat of no chips whose
player puts chips in contradicts itself (E18)."""

_GAMES: dict[tuple[str, int], Game] = {}
_PLAIN_GAMES: dict[str, Game] = {}
"""The games whose spec does not depend on the board (all but stud), by name."""


def joined_refusal(record: HandRecord, form: str) -> str:
    """Why a hand with a player who joined after the seats were listed cannot be written as
    ``form``: the hand gives neither their seat nor their stack."""
    return (
        f"{record.extra['joined']!r} joined after the seats were listed: the hand gives neither their seat nor"
        f" their stack, and {form} needs both"
    )


def to_deal(record: HandRecord) -> dict[str, Any]:
    """Pokerrank's own deal for a hand: the JSON that ``pokerrank showdown --file`` reads.

    Amounts are in the hand's smallest unit (cents for a cash game in dollars); ``chip`` is
    1. A hand whose board was run more than once gives every board (``boards``); the rake
    the room took (``rake``) and dead money (``dead``: dead blinds, money the room added)
    come along when there are any, so the showdown decides what the room should have paid.
    A hand with a player who joined after the seats were listed (partypoker) is refused with
    a :class:`~pokerrank.errors.HandHistoryError`: a deal gives every player a seat, and the
    hand does not say theirs.
    """
    record = a_record(record, "to_deal()")
    if "joined" in record.extra:
        raise HandHistoryError(joined_refusal(record, "a deal"), record.source, record.hand_id, record.line)
    play = replay(record)
    deal: dict[str, Any] = {"game": record.game}
    if len(play.boards) > 1:
        deal["boards"] = list(play.boards)
    else:
        deal["board"] = play.boards[0]
    deal["players"] = play.deal_players()
    if record.run_hole:  # a draw run more than once: each run's cards
        deal["run_cards"] = play.run_cards()
    deal["button"] = record.button
    deal["odd_chip"] = "wsop"
    deal["chip"] = 1
    dead = sum(play.dead.values()) + record.added
    if dead:
        deal["dead"] = dead
    if record.rake:
        deal["rake"] = record.rake
    return deal
