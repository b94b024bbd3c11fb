"""Drive a hand history through the engine, action by action, under a rule set.

:func:`from_record` builds a :class:`~pokerrank.engine.hand.Hand` from a read
:class:`~pokerrank.handhistory.records.HandRecord` (the seats, stacks, button, antes, blinds,
bring-in and the cards the record knows) and plays every action of the record on it. The
:class:`DriveResult` says whether every action was legal (else which one was not, and by
which rule) and whether the engine's finishing stacks are the file's.

The common hand (a board game of one side, no-limit or pot-limit, plain blinds and antes, the
cards known) goes a lean road first: the same checks of each action on flat lists, without a
``Hand``, answering only where the full road would answer the same (see :func:`_lean`); its
result's ``hand`` is played by the full road when first read.

>>> from pokerrank.handhistory import read
>>> from pokerrank.handhistory.examples import PHH_ALL_IN_PREFLOP as text
>>> result = from_record(next(read(text)))
>>> result.status, result.stacks
('ok', {'p1': 200, 'p2': 0})
>>> result = from_record(next(read(text.replace("cbr 100", "cbr 3"))))  # a raise below the minimum
>>> result.status, result.action.player, result.action.to
('illegal', 'p2', 3)
"""

from __future__ import annotations

import re
import threading
from bisect import bisect_right
from collections import defaultdict
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from decimal import Decimal
from itertools import repeat
from operator import add as _add
from operator import itemgetter
from operator import sub as _sub
from typing import Any

from pokerrank.cards import format_cards
from pokerrank.engine.hand import (
    _AFTER,
    _BETK,
    _CALL,
    _CHECK,
    _EVALUATION,
    _FOLD,
    _FROM,
    _K_ANTE,
    _K_BIG_BLIND,
    _K_BRING_IN,
    _K_DEAD_BLINDS,
    _K_DISCARD,
    _K_MUCK,
    _K_SHOW,
    _K_SMALL_BLIND,
    _K_STAND_PAT,
    _K_STRADDLE,
    _RAISE,
    Hand,
    _evaluation,
    _first_max,
    _largest_increment,
    _orders,
    card_codes,
    streets_of,
)
from pokerrank.engine.legal import IllegalActionError
from pokerrank.engine.rules import RULE_SETS, RuleSet, get_rules
from pokerrank.errors import DealError, PokerRankError
from pokerrank.games import Game, get_game
from pokerrank.handhistory.decision import RAKE_IN_PROPORTION, RUNS_BY_SEAT
from pokerrank.handhistory.records import (
    Action,
    ActionKind,
    HandRecord,
    Seat,
    a_record,
    blinds_printed,
    button_by_blinds,
)

__all__ = ["DriveResult", "from_record"]

_K = ActionKind
_K_BUTTON_BLIND = _K.BUTTON_BLIND  # (the others from the hand's module: an Enum member read from its class is slow)
_BLINDS = frozenset({_K_SMALL_BLIND, _K_BIG_BLIND, _K_STRADDLE, _K_BUTTON_BLIND, _K_DEAD_BLINDS})
_STRUCTURES = {
    "no-limit": "no-limit",
    "pot-limit": "pot-limit",
    "limit": "limit",
    "capped no-limit": "no-limit",
    "capped pot-limit": "pot-limit",
    "capped limit": "limit",
    "spread-limit": "spread-limit",
    "capped spread-limit": "spread-limit",
}
_LIMITS = frozenset({"limit", "spread-limit"})
_SKIP = frozenset({_K_ANTE, *_BLINDS, _K_SHOW, _K_MUCK})
_NOT_FORCED = frozenset(set(_K) - {_K_ANTE, *_BLINDS, _K_BRING_IN})
"""Every action but the antes, blinds and bring-in (what the set-up reads from a record)."""


@dataclass(slots=True, eq=False)
class DriveResult:
    """What driving a record through the engine came to.

    ``status``: ``"ok"`` (every action legal and the finishing stacks are the file's),
    ``"illegal"`` (``action`` was refused: ``error`` names the rule), ``"stacks differ"``
    (every action legal, but the engine paid otherwise than the file: ``stacks`` against
    ``expected``), ``"not comparable"`` (every action legal, but the file does not say what each
    player ended with, or a hand still in at the end was never shown: ``reason``) or
    ``"not drivable"`` (the engine cannot play this record: ``reason``). ``hand``: the engine's
    hand as the record left it (for a hand driven the lean way, played from ``record`` when first
    read: a record changed after it was driven gives the hand of the changed record).
    """

    record: HandRecord
    status: str
    hand: Hand | None = None
    action: Action | None = None
    error: IllegalActionError | None = None
    reason: str = ""
    stacks: dict[str, int] | None = None
    expected: dict[str, int] | None = field(default=None)
    conceded: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        """Whether every action was legal and the stacks agree."""
        return self.status == "ok"

    def describe(self) -> str:
        """One line: the hand, the status and why."""
        where = f"{self.record.source}#{self.record.hand_id}"
        if self.status == "illegal" and self.action is not None and self.error is not None:
            a = self.action
            what = f"{a.player} {a.kind.value} {a.to or a.amount or ''}".rstrip()
            return f"{where}: illegal action on {a.street}: {what}: {self.error}"
        if self.status == "stacks differ":
            return f"{where}: stacks differ: engine {self.stacks}, file {self.expected}"
        if self.reason:
            return f"{where}: {self.status}: {self.reason}"
        return f"{where}: {self.status}"


def from_record(record: HandRecord, rules: str | RuleSet | None = None, *, seed: int = 0) -> DriveResult:
    """Drive ``record`` through the engine under ``rules`` (default: the room's, ``pokerstars``
    for a PokerStars hand, an engine hand's own rule set, else ``wsop-2024``): see the module
    docstring. Cards the record does not know come from a deck shuffled with ``seed``. A
    ``record`` that is not a hand record is a :class:`~pokerrank.errors.HandHistoryError`, a
    rule set of no known name an :class:`~pokerrank.errors.UnknownNameError` (as
    :func:`~pokerrank.engine.audit_with_rules`).
    """
    a_record(record, "from_record()")
    if rules is not None:
        get_rules(rules)  # (an unknown name refused here, not a hand 'not drivable')
    return _from_record(record, rules, seed, lean=True)


def room_rules(record: HandRecord) -> str | RuleSet:
    """The name of the rule set a hand was dealt under, where the caller names none: an engine
    hand's own (its record names it; a rule set of the caller's own, of no known name, made
    again from what its record keeps: ``wsop-2024``'s rules with the record's ``odd_chip``,
    ``runs_odd_chip`` and ``rake_split``), ``pokerstars`` for a PokerStars hand, ``ggpoker`` for a
    GGPoker hand of the software that shares a pot's odd chips between runs by seat (its totals
    line names the fee :data:`~pokerrank.handhistory.decision.RUNS_BY_SEAT` gives, E26),
    ``everest`` for an Everest hand (the rake in proportion to the pots, E27), else
    ``wsop-2024``. The rooms and the mark are the audit's (:mod:`pokerrank.handhistory.decision`):
    the engine and the audit pay a room's hand by the same rules."""
    if record.format == "engine":
        named = record.extra.get("rules")
        if isinstance(named, str) and named in RULE_SETS:
            return named
        if isinstance(named, str) and named:  # (a wrong value in the record: a typed error naming the field)
            kept = {
                key: record.extra[key] for key in ("odd_chip", "runs_odd_chip", "rake_split") if key in record.extra
            }
            return replace(get_rules("wsop-2024"), name=named, title=f"{named} (as its record keeps it)", **kept)
    site = record.site
    if site == "PokerStars":
        return "pokerstars"
    marker = RUNS_BY_SEAT.get(site)
    if marker is not None:
        fees = record.extra.get("fees")
        return "ggpoker" if isinstance(fees, Mapping) and marker in fees else "wsop-2024"
    return "everest" if site in RAKE_IN_PROPORTION else "wsop-2024"


def _from_record(record: HandRecord, rules: str | RuleSet | None, seed: int, *, lean: bool) -> DriveResult:
    """:func:`from_record`; ``lean``: a common hand by the lean road (see :func:`_lean`), else
    every hand by the full road."""
    if record.error is not None:
        return DriveResult(record, "not drivable", reason=f"the record could not be read: {record.error}")
    if record.cancelled:
        return DriveResult(record, "not drivable", reason="the hand was cancelled")
    if record.game is None:
        return DriveResult(record, "not drivable", reason=f"a game pokerrank does not play: {record.game_text!r}")
    if "joined" in record.extra:  # (the seat and stack of a player who sat down after the seat list)
        who = record.extra["joined"]
        return DriveResult(record, "not drivable", reason=f"{who!r} joined after the seats were listed: seat unknown")
    if "stack_unknown" in record.extra:  # (a stack printed as 0 of a player who puts chips in: Boss)
        who = record.extra["stack_unknown"]
        return DriveResult(
            record, "not drivable", reason=f"{who!r} is shown with no chips but puts chips in: stack unknown"
        )
    if len(record.boards) > 1 and "split" in record.game_text.lower() and record.format != "engine":
        return DriveResult(
            record, "not drivable", reason=f"a game with two boards from the flop on: {record.game_text!r}"
        )
    structure = _STRUCTURES.get(record.structure)
    if not record.structure:
        return DriveResult(record, "not drivable", reason=_NO_STRUCTURE)
    if structure is None:
        return DriveResult(
            record, "not drivable", reason=f"a betting structure the engine does not play: {record.structure!r}"
        )
    if rules is None:
        rules = room_rules(record)
    if lean:
        found = _lean(record, structure, rules)
        if found is not None:
            status, stacks, expected = found
            return _LeanResult.made(record, status, stacks, expected, (record, structure, rules, seed))
    result = _drive(record, structure, rules, seed, set())
    if result.status == "illegal" and result.action is not None and result.action.kind is _FOLD:
        pending = _all_in_folds(record)  # a fold the record writes for a player all in (E19): again, as a muck
        if pending:
            return _drive(record, structure, rules, seed, pending)
    return result


def _drive(record: HandRecord, structure: str, rules: str | RuleSet, seed: int, pending: set[str]) -> DriveResult:
    """:func:`from_record` past its checks; the players of ``pending`` give the hand up once
    all in (E19)."""
    # a hand where a player mucks at the showdown: each shows or mucks in the hand's own order of
    # showing, as the record says of them (a hand mucked gives up the pots, where the rules let it)
    mucked = record.mucked
    try:
        hand, players, index, held = _build(record, structure, rules, seed, auto_show=not mucked)
    except PokerRankError as exc:
        return DriveResult(record, "not drivable", reason=str(exc))
    game = hand.game
    draws = _Draws(hand, held) if game.dealt == "draw" or game.board_draw else None  # (a draw game: E15)
    n_boards = len(record.boards)
    conceded: list[str] = []
    early: set[int] = set()  # players whose fold came before their turn (clicked in advance)
    plain = not pending and hand._bring_in_player < 0 and hand._skip < 0  # no stud, no E19, no Mississippi straddle
    for action in record.actions:
        kind = action.kind
        if kind in _SKIP:
            continue
        if plain and not early and hand.phase == 0:
            # the common case, taken as hand.act would take it (the same checks, the same methods) without
            # its dispatch by words; anything else (out of turn, refused, all in) goes the long way below
            p = hand._to_act
            if p >= 0 and players[p] == action.player:
                try:
                    if kind is _CALL:
                        owed = hand._current - hand.bets[p]
                        if owed > 0:
                            hand._call(p, owed)
                            continue
                    elif kind is _FOLD:
                        hand._fold(p)
                        continue
                    elif kind is _CHECK:
                        if hand._current == hand.bets[p]:
                            hand._check(p)
                            continue
                    elif (kind is _RAISE or kind is _BETK) and not action.all_in:
                        to = action.to if action.to is not None else hand.bets[p] + action.amount
                        option = hand._aggression(p)
                        if option is not None and type(to) is int:
                            word, least, most = option
                            if (least <= to <= most) if hand.kind != 2 else to in (least, most):
                                hand._aggressive(p, to, word)
                                continue
                except PokerRankError as exc:
                    return _stopped(record, hand, action, exc, players, index)
        if early:
            _fold_early(hand, early)
        if pending:
            _concede(hand, index, pending, conceded)
        if conceded and kind is _FOLD and action.player in conceded:
            continue  # the fold the record writes for a player all in (E19)
        if kind is _FOLD and action.player not in index:
            continue  # a player who declined the big blind, written as folding before it: not dealt in
        if hand.phase == 3:  # the players agree to run the board as many times as the record shows
            if draws is not None:
                refused = draws.put_back(hand)
                if refused is not None:
                    return _stopped(record, hand, refused[0], refused[1], players, index)
            hand.act("run", max(1, n_boards))
        try:
            who = hand._to_act if hand.phase == 0 else hand.to_act  # (in a betting round: the field itself)
            if kind is _FOLD and _in_turn_later(hand, who, index[action.player]):
                early.add(index[action.player])  # a fold clicked in advance, logged when clicked: at its turn
                continue
            if who is None or who < 0 or players[who] != action.player:
                raise IllegalActionError(
                    action.player, f"{kind.value} out of turn", hand.legal().describe(), _turn_rule()
                )
            if kind is _FOLD:
                hand.act("fold")
            elif kind is _CHECK:
                hand.act("check")
            elif kind is _CALL:
                hand.act("call")
            elif kind is _BETK or kind is _RAISE:
                p = index[action.player]
                to = action.to if action.to is not None else hand.bets[p] + action.amount
                if action.all_in:  # all in is the whole stack, where the room's amount says more (Boss: the ante too)
                    to = min(to, hand.bets[p] + hand.stacks[p])
                if action.all_in and (_nobody_answers(hand) or to <= hand._current):
                    hand.act("call")  # all in past players all in: a call, the rest comes back (E18)
                else:
                    hand.act(hand.aggressive_word(), to)
            elif kind is _K_BRING_IN:
                if hand.small_bet and action.amount >= hand.small_bet:
                    hand.act(hand.aggressive_word(), hand.small_bet)  # OnGame's "big bring in": it completes (E8)
                else:
                    hand.act("bring-in")
            elif kind is _K_DISCARD or kind is _K_STAND_PAT:
                refused = _draw(hand, action, index[action.player], draws)
                if refused is not None:  # (a card the record shows where the draws could not have put it)
                    return _stopped(record, hand, refused[0], refused[1], players, index)
            else:
                return DriveResult(
                    record, "not drivable", hand, action, reason=f"an action the engine does not take: {kind.value!r}"
                )
        except PokerRankError as exc:
            return _stopped(record, hand, action, exc, players, index)
    try:  # (the run-out and the showdown: cards the record deals twice are refused here, typed)
        if pending:
            _concede(hand, index, pending, conceded)
        if early:
            _fold_early(hand, early)
        if hand.phase == 3:
            if draws is not None:
                refused = draws.put_back(hand)
                if refused is not None:
                    return _stopped(record, hand, refused[0], refused[1], players, index)
            hand.act("run", max(1, n_boards))
        if draws is not None:  # (the cards each player ends with, where the hand ended before its last draw)
            refused = draws.finish(hand)
            if refused is not None:
                return _stopped(record, hand, refused[0], refused[1], players, index)
        while hand.phase == 2:  # (the showdown of a hand where a player mucks)
            p = hand._show_queue[0]
            hand.act("muck" if players[p] in mucked and hand._may_muck(p) else "show")
    except PokerRankError as exc:  # (a run of several boards checks the cards only when it deals them)
        return DriveResult(record, "not drivable", hand, reason=str(exc))
    if not hand.over:
        legal = hand.legal()
        return DriveResult(
            record, "not comparable", hand, reason=f"the record ends before the hand does ({legal.describe()})"
        )
    stacks = dict(zip(players, hand.stacks, strict=True))
    contradiction = _contradiction(record)
    if contradiction is not None:  # (legal to the engine, which trusts the seat stacks: bob all in by his
        # line but not by his stack) the record contradicts itself: there is no result to compare with
        return DriveResult(record, "not comparable", hand, stacks=stacks, reason=contradiction)
    expected = _expected(record, players)
    contenders = [i for i in range(hand.n) if not hand.folded[i]]
    if len(contenders) > 1 and hand._reveal is not None and any(i not in hand._reveal for i in contenders):
        missing = [players[i] for i in contenders if i not in hand._reveal]
        return DriveResult(record, "not comparable", hand, stacks=stacks, expected=expected,
                           reason=f"cards never shown: {', '.join(missing)}")  # fmt: skip
    if expected is None:
        expected = _replayed(record, players)
        if expected is None:
            return DriveResult(record, "not comparable", hand, stacks=stacks, reason="the file gives no result")
    if record.pot_not_awarded:
        return DriveResult(record, "not comparable", hand, stacks=stacks, expected=expected,
                           reason="a player cashed out: the room did not award the pot")  # fmt: skip
    if stacks != expected:
        return DriveResult(record, "stacks differ", hand, stacks=stacks, expected=expected, conceded=tuple(conceded))
    return DriveResult(record, "ok", hand, stacks=stacks, expected=expected, conceded=tuple(conceded))


def _stopped(
    record: HandRecord, hand: Hand, action: Action, exc: PokerRankError, players: tuple[str, ...], index: dict[str, int]
) -> DriveResult:
    """The result of a hand stopped at ``action`` by ``exc``: an illegal action (or, where the
    record cannot say, not drivable), or an action the engine cannot take."""
    if isinstance(exc, IllegalActionError):
        if hand.game.dealt == "stud" and _faces_unknown(record, players):
            return DriveResult(record, "not drivable", hand, action, reason=_FACES_UNKNOWN)
        if _all_in_short_of_stack(hand, action, index):
            return DriveResult(record, "not drivable", hand, action, reason=_ALL_IN_SHORT.format(action.player))
        return DriveResult(record, "illegal", hand, action, exc)
    return DriveResult(record, "not drivable", hand, action, reason=str(exc))


_FACES_UNKNOWN = (
    "the record does not show every card dealt face up: stud's bring-in, order of play and open pair"
    " (E8, E9, E10) cannot be checked"
)


_ALL_IN_SHORT = (
    "the record has {!r} all in for less than the stack it gives them: an all-in may be short of"
    " the least bet or raise (E2, E3), so whether it was cannot be checked"
)


def _all_in_short_of_stack(hand: Hand, action: Action, index: dict[str, int]) -> bool:
    """Whether ``action``, refused, is a bet or raise the record marks all in for fewer chips
    than the stack it gives the player (PokerNow's logs): the record contradicts itself."""
    if not action.all_in or (action.kind is not _BETK and action.kind is not _RAISE):
        return False
    p = index.get(action.player, -1)
    if p < 0:  # (not a player of the hand: out of turn)
        return False
    to = action.to if action.to is not None else hand.bets[p] + action.amount
    return to < hand.bets[p] + hand.stacks[p]


def _faces_unknown(record: HandRecord, players: tuple[str, ...]) -> bool:
    """Whether a stud record leaves some player's cards face up unknown (the engine then deals
    them, and the bring-in and the order of play are the deck's, not the hand's)."""
    dealt = {name for _, name, _ in record.dealt}
    return any(name not in dealt and len(card_codes(record.hole.get(name, "") or "")) < 3 for name in players)


def _in_turn_later(hand: Hand, who: int | None, p: int) -> bool:
    """Whether player ``p``, not the one to act, is still to act in this betting round: a
    room that logs a fold clicked in advance when it was clicked (partypoker) writes it before
    the players whose turn came first; the fold is legal when its turn comes (E1)."""
    return hand.phase == 0 and who is not None and who >= 0 and who != p and hand._needs(p)


def _fold_early(hand: Hand, early: set[int]) -> None:
    """Each player of ``early`` whose turn has come folds, as clicked in advance."""
    while not hand.over and hand.phase == 0 and hand._to_act in early:
        early.discard(hand._to_act)
        hand.act("fold")


def _nobody_answers(hand: Hand) -> bool:
    """Whether every other player still in is all in (facing a bet): a room may write the
    player to act going all in for more as a raise, which the rules read as a call whose rest
    goes back (E18)."""
    p = hand._to_act
    if hand.phase != 0 or p < 0 or hand._current <= hand.bets[p]:
        return False
    return all(hand.stacks[q] == 0 for q in range(hand.n) if q != p and not hand.folded[q])


def _declined(record: HandRecord) -> set[str]:
    """The players a record shows folding before the big blind is posted, having done nothing
    else (888: the player whose big blind it was declines it, and it passes to the next):
    they are not dealt in."""
    out: set[str] = set()
    acted: set[str] = set()
    for a in record.actions:
        if a.kind is _K_BIG_BLIND:
            return out
        if a.kind is _FOLD and a.player not in acted:
            out.add(a.player)
        acted.add(a.player)
    return set()  # no big blind: every fold is in the hand


def _all_in_folds(record: HandRecord) -> set[str]:
    """The players the record shows folding once all in (a room's habit for a player all in
    who sits out or leaves: RULES.md E19)."""
    stack = {seat.name: seat.stack for seat in record.seats}
    put: dict[str, int] = {}
    found: set[str] = set()
    for a in record.actions:
        if a.kind is _FOLD:
            if a.player in stack and stack[a.player] > 0 and put.get(a.player, 0) >= stack[a.player]:
                found.add(a.player)
        elif a.amount:
            put[a.player] = put.get(a.player, 0) + a.amount
    return found


def _concede(hand: Hand, index: dict[str, int], pending: set[str], conceded: list[str]) -> None:
    """Each player of ``pending`` who is all in in the engine gives the hand up (E19)."""
    for name in sorted(pending):
        i = index.get(name)
        if i is not None and hand.stacks[i] == 0 and not hand.folded[i] and not hand.over:
            hand._concede(i)
            conceded.append(name)
            pending.discard(name)


def _turn_rule() -> str:
    from pokerrank.engine.rulebook import RULES

    return f"E1: {RULES['E1']}"


def _draw(hand: Hand, action: Action, p: int, draws: _Draws | None = None) -> tuple[Action, IllegalActionError] | None:
    """Player ``p`` draws as ``action`` says (the cards it names where the hand holds them,
    else as many); with ``draws``, the cards the record knows followed (:class:`_Draws`): the
    action the record contradicts itself at and why, where it does, else None."""
    count = action.drawn if action.drawn is not None else 0
    if action.kind is _K_STAND_PAT:
        count = 0
    cards: list[Any] = []
    if action.cards and count:
        try:
            cards = card_codes(action.cards, jokers=bool(hand.game.deck.jokers))
        except PokerRankError:
            cards = []
    given: list[list[Any]] = []
    pool = (0, 0)
    last = False
    if draws is not None:
        refused = draws.before(hand, action, p, cards)
        if refused is not None:
            return refused
        pool = (len(hand._deck), len(hand._muck))
        last = len(hand._draw_queue) == 1
        if last:  # the draw's last player: the board cards held back until it given to the hand
            given = draws.give(hand, last=True)
    if count == 0:
        hand.act("draw", 0)
    elif len(cards) == count and all(c in hand.hole[p] for c in cards):
        hand.act("draw", cards=cards)
    else:
        hand.act("draw", count)
    if draws is None:
        return None
    draws.after(hand, action, p, cards if len(cards) == count else [], count, pool[1])
    if not last:
        return None
    # the board cards after the draw come from the deck, the discards shuffled in where it is empty
    deck, muck = pool
    deck, muck = (deck + muck - count, count) if count > deck else (deck - count, muck + count)
    return draws.dealt(hand, given, empty=deck == 0 and muck > 0)


_DEAD = -2
"""A card of a folded hand, as :attr:`_Draws.where` says: out of play."""


class _Draws:
    """A draw game's cards as its record knows them, followed through the draws (E15): the
    cards each player discards, those they end with and the board's.

    The drive deals each player the cards the record shows at the end (a stand-in for their
    first cards, which a record of a draw game does not give) and the new cards at random; only
    how many there are is the hand's (the deck and the discards as many as at the table). What
    the record says of the cards themselves is checked here: a card is discarded by a player
    who may hold it (it is not on the board, not in a folded hand, not in the discards since
    another discarded it, and where it was shuffled back into the deck, the player has drawn
    since), and a card the record gives a player at the end (or when they fold: dead after) or
    deals to the board after the draws is one the draws and the deck could give there.

    The board cards dealt after a draw (drawmaha's river) are held back from the hand until the
    draw's last player (set aside before it, the deck the hand draws from would be short of
    them: E15), then taken out of the deck or the discards as the table deals them."""

    __slots__ = ("done", "drew_at", "epoch", "folded", "held", "more", "where")

    def __init__(self, hand: Hand, held: list[list[tuple[int, Any]]]) -> None:
        self.held = held
        """Per board, the cards held back from the hand: (the street dealing it, the card)."""
        self.where: dict[Any, tuple[int, Action | None, str]] = {}
        """Each card discarded or folded: -1 while in the discards, the shuffle of the discards
        that took it back into the deck (:attr:`epoch` then), or _DEAD (in a folded hand); the
        action that discarded it (None: folded) and the player who discarded or folded it."""
        self.folded: set[int] = set()  # the players folded so far (their cards, where known, in where)
        self.epoch = 0  # how many times the discards were shuffled into the deck
        self.drew_at = [-1] * hand.n  # each player's last draw of a card or more: self.epoch then
        self.done = False  # whether the cards shown at the end were checked (after the last draw)
        self.more = False  # whether a draw is to come after the board cards last given

    def before(self, hand: Hand, action: Action, p: int, cards: list[Any]) -> tuple[Action, IllegalActionError] | None:
        """Player ``p`` discards ``cards``: None where they may hold each one, else the action the
        record contradicts itself at and why (as :func:`_draw`)."""
        refused = self._folds(hand)
        if refused is not None:
            return refused
        for card in cards:
            if card in hand.board:
                return action, _impossible(action, card, "which is on the board")
            found = self.where.get(card)
            if found is None:
                continue
            if found[0] == _DEAD:
                return action, _impossible(action, card, f"which {found[2]} folded holding")
            why = self._why_not(p, action.player, found)
            if why:
                return action, _impossible(action, card, why)
        return None

    def _why_not(self, p: int, name: str, found: tuple[int, Action | None, str]) -> str:
        """Why player ``p`` (``name``) cannot hold a card discarded (``found``: its entry of
        :attr:`where`) now; '' where they may (it was shuffled back and they drew since)."""
        shuffled, earlier, _ = found
        if shuffled == _DEAD or earlier is None:
            return ""
        if shuffled < 0:
            return f"which {_discarded(earlier)} and which was never shuffled back"
        if self.drew_at[p] < shuffled:
            return f"which {_discarded(earlier)}, shuffled back after {name}'s last draw"
        return ""

    def _folds(self, hand: Hand) -> tuple[Action, IllegalActionError] | None:
        """The cards the record gives a player who has folded since the last look: held when they
        folded (their discards' and draws' then, as now: nothing moves between the draws), dead
        after. Where they could not hold one, the discard of it and why (as :func:`_draw`)."""
        if hand.n - hand.live == len(self.folded):  # (nobody folded since: the common case)
            return None
        reveal = hand._reveal or {}
        for i in range(hand.n):
            if not hand.folded[i] or i in self.folded:
                continue
            self.folded.add(i)
            shown = reveal.get(i, ())
            name = hand.names[i]
            for card in shown:
                found = self.where.get(card)
                if found is not None:
                    why = self._why_not(i, name, found)
                    if why and found[1] is not None:
                        return found[1], _impossible(found[1], card, f"{why}: {name} folded holding it")
                self.where[card] = (_DEAD, None, name)
        return None

    def after(self, hand: Hand, action: Action, p: int, cards: list[Any], count: int, muck: int) -> None:
        """The draw done: the discards shuffled into the deck where the hand did (``muck``: how
        many discards there were before), ``cards`` discarded, the player's draw counted."""
        if muck and len(hand._muck) != muck + count:  # (the deck ran short: the discards shuffled in)
            self._shuffled()
        for card in cards:
            self.where[card] = (-1, action, action.player)
        if count:
            self.drew_at[p] = self.epoch

    def _shuffled(self) -> None:
        self.epoch += 1
        for card, (shuffled, action, holder) in self.where.items():
            if shuffled == -1:
                self.where[card] = (self.epoch, action, holder)

    def give(self, hand: Hand, *, last: bool) -> list[list[Any]]:
        """The board cards held back until the next draw (``last``: the one of the street now;
        else, no draw to come, all of them) given to the hand; per board, those given."""
        streets = hand.streets
        later = [k for k in range(hand._street_index + 1, len(streets)) if streets[k][4]] if last else []
        upto = later[0] if later else len(streets)
        self.more = bool(later)
        given: list[list[Any]] = []
        for r, held in enumerate(self.held):
            now = [card for street, card in held if street <= upto]
            given.append(now)
            if not now:
                continue
            self.held[r] = [(street, card) for street, card in held if street > upto]
            if r == 0:
                hand._preset_board[:0] = now[::-1]  # (taken from its end)
            else:
                while len(hand._preset_runs) < r:
                    hand._preset_runs.append([])
                hand._preset_runs[r - 1] = [*hand._preset_runs[r - 1], *now]
        if not later:
            self.held = []
        return given

    def dealt(self, hand: Hand, given: list[list[Any]], *, empty: bool) -> tuple[Action, IllegalActionError] | None:
        """The board cards ``given`` (after the draw) dealt from the deck, the discards shuffled
        in first where it was ``empty`` (E15); each card taken out of the hand's deck, its
        discards or a player's stand-in cards, another from the deck in its place. Where the
        record's discards say a card could not be dealt there, or (no draw to come) the cards
        shown at the end could not be held, the action that says so and why (as :func:`_draw`)."""
        if empty:
            self._shuffled()
        refused = self._deal(hand, given)
        if refused is not None or self.more:
            return refused
        return self.finish(hand)

    def _deal(self, hand: Hand, given: list[list[Any]]) -> tuple[Action, IllegalActionError] | None:
        """The board cards ``given`` (per board: each run's as the first's) taken out of the hand's
        deck or discards, in order; the discards shuffled in where the deck is empty. Where one is
        a card discarded and not shuffled back while the deck still held cards (E15), the discard
        of it and why (the first such card)."""
        refused: tuple[Action, IllegalActionError] | None = None
        for cards in given:
            for card in cards:
                if not hand._deck and hand._muck:
                    self._shuffled()  # (the deck ran out on this deal: the discards shuffled in)
                found = self.where.get(card)
                if found is not None and found[0] == -1 and found[1] is not None and refused is None:
                    refused = (
                        found[1],
                        _impossible(
                            found[1], card, "which the board deals after the draw while the deck still held cards"
                        ),
                    )
                _take_out(hand, card)
        return refused

    def finish(self, hand: Hand) -> tuple[Action, IllegalActionError] | None:
        """No draw to come (after the last, or the hand over before it): the cards the record
        gives each player at the end checked, once (a player's who folded, held then; the others',
        at the end). Where one could not be held, the discard of it and why (as :func:`_draw`)."""
        if self.done:
            return None
        self.done = True
        refused = self._folds(hand)
        if refused is not None:
            return refused
        for i, shown in (hand._reveal or {}).items():
            if hand.folded[i]:
                continue
            name = hand.names[i]
            for card in shown:
                found = self.where.get(card)
                why = self._why_not(i, name, found) if found is not None else ""
                if found is not None and found[1] is not None and why:
                    return found[1], _impossible(found[1], card, f"{why}: {name} holds it at the end")
        return None

    def put_back(self, hand: Hand) -> tuple[Action, IllegalActionError] | None:
        """The players run the board (no draw to come): every card held back given to the hand,
        checked as :meth:`dealt` checks them (the discard a card could not come from, and why)."""
        return self._deal(hand, self.give(hand, last=False))


def _take_out(hand: Hand, card: Any) -> None:
    """``card``, dealt to the board from the record, out of the hand's deck, discards and the
    players' stand-in cards (the drive's, see :class:`_Draws`), another card of the deck (or
    the discards) in its place: the hand's cards stay as many and all different."""
    deck = hand._deck
    muck = hand._muck
    if card in deck:
        deck.remove(card)
        return
    if card in muck:
        muck.remove(card)
        if deck:  # (the deck gave it: one of its cards to the discards in its place)
            muck.append(deck.pop())
        return
    for i, cards in enumerate(hand.hole):
        if card in cards:
            source = deck if deck else muck
            if not source:
                raise DealError("the deck ran out of cards")
            other = source.pop()
            hand.hole[i] = tuple(other if c == card else c for c in cards)
            return


def _discarded(action: Action) -> str:
    """Who discarded a card, and on which street, in words."""
    return f"{action.player} discarded on the {action.street}"


def _impossible(action: Action, card: Any, why: str) -> IllegalActionError:
    """The error of a draw the record cannot have: ``action``'s player discards ``card``, ``why``."""
    from pokerrank.engine.rulebook import RULES

    what = f"discard {format_cards([card])} on the {action.street}"
    return IllegalActionError(action.player, what, f"{format_cards([card])} {why}", f"E15: {RULES['E15']}")


_GAMES: dict[str, Game] = {}
_NAME = itemgetter(Seat._fields.index("name"))
_NUMBER = itemgetter(Seat._fields.index("seat"))
_STACK = itemgetter(Seat._fields.index("stack"))
_PLAYER = itemgetter(Action._fields.index("player"))
_ZERO = repeat(0)
_INT = frozenset({int})


def _seating(
    record: HandRecord, declined: bool = True
) -> tuple[Game, tuple[str, ...], dict[str, int], dict[str, Any], bool]:
    """The game of ``record``, its players in seat order (those who act, less a big blind
    declined, unless not ``declined``), their indices by name, their seats by name, and whether
    they are named by their places (then in the order of the places)."""
    name = record.game or ""
    game = _GAMES.get(name)
    if game is None:
        game = get_game(name)
        if len(_GAMES) < 256:  # (any spelling of a game's name is a key: bounded)
            _GAMES[name] = game
    seats = record.seats  # clockwise: by seat number, whatever order the room lists them in (BetOnline)
    seat_of = dict(zip(map(_NAME, seats), seats, strict=True))
    acting = set(map(_PLAYER, record.actions))
    if declined:
        acting -= _declined(record)
    numbers = list(map(_NUMBER, seats))
    if numbers != sorted(numbers):
        seats = tuple(sorted(seats, key=_NUMBER))
    players = tuple(filter(acting.__contains__, map(_NAME, seats)))
    if len(players) < 2:
        raise PokerRankError("fewer than two players in the hand")
    by_position = _by_position(players) if game.dealt != "stud" else None
    if by_position is not None:  # players named by their places (Bovada): the places give the order
        players = by_position
    return game, players, dict(zip(players, range(len(players)), strict=True)), seat_of, by_position is not None


def _forced(
    record: HandRecord, index: dict[str, int], seat_of: dict[str, Any]
) -> tuple[list[int], list[int], list[int], int, set[int], int, bool]:
    """Each player's antes and blinds (or straddles), the dead money (none yet: see _build), the
    bring-in, the players in the big blind, the least big blind posted in full, and
    whether the forced bets are plain: antes, at most one small blind and one big blind, no other post."""
    n = len(index)
    antes = [0] * n
    posts = [0] * n
    dead = [0] * n
    bring_in = 0
    big_blinds: set[int] = set()
    full_big_blind = 0  # the least big blind posted in full (not all in; a post of both blinds is more)
    small = big = odd = 0
    anted: dict[str, int] = {}  # each player's antes, wherever the record puts them: a big blind all in after one
    for a in record.actions:
        if a.kind is _K_ANTE:
            anted[a.player] = anted.get(a.player, 0) + a.amount
    for a in record.actions:
        kind = a.kind
        if kind in _NOT_FORCED:  # (a player's own action: nothing to set up)
            continue
        i = index.get(a.player, -1)
        if i < 0:
            raise PokerRankError(f"{a.player!r} posts a {kind.value} but is not dealt in (folded before the big blind)")
        if kind is _K_ANTE:
            antes[i] += a.amount
        elif kind in _BLINDS:
            posts[i] += a.amount
            if kind is _K_BIG_BLIND:
                big += 1
                big_blinds.add(i)
                short = a.all_in or a.amount + anted.get(a.player, 0) >= seat_of[a.player].stack
                if not short and a.amount and (not full_big_blind or a.amount < full_big_blind):
                    full_big_blind = a.amount
            elif kind is _K_SMALL_BLIND:
                small += 1
            else:
                odd += 1
        elif kind is _K_BRING_IN:
            odd += 1
            bring_in = a.amount  # (a bring-in of the full small bet is a completion: the bring-in is then unknown)
    plain = not odd and small <= 1 and big == 1
    return antes, posts, dead, bring_in, big_blinds, full_big_blind, plain


def _build(
    record: HandRecord, structure: str, rules: str | RuleSet | None, seed: int, *, auto_show: bool = True
) -> tuple[Hand, tuple[str, ...], dict[str, int], list[list[tuple[int, Any]]]]:
    """The hand of ``record`` set up and dealt, its players in seat order, their indices by name
    (``auto_show``: every player still in shows at the end, else each shows or mucks in turn), and
    per board the cards held back from the hand until the draw before them is over (:class:`_Draws`)."""
    game, players, index, seat_of, placed = _seating(record)
    if len(index) != len(players):  # (a name seated twice: as the Hand itself would say)
        raise DealError(f"names: {len(players)} different names wanted, got {list(players)!r}")
    antes, posts, dead, bring_in, big_blinds, full_big_blind, _ = _forced(record, index, seat_of)
    data: dict[str, Any] = record.extra.get("data", {}) if isinstance(record.extra.get("data"), dict) else {}
    short = _short_posts(record, structure, data)
    for name, more in short.items():
        if name in index:
            posts[index[name]] += more
    own = record.extra if record.format == "engine" else {}  # (what only the engine's own record says)
    button_straddle = 0
    straddler = own.get("button_straddle")
    if straddler in index:  # a Mississippi straddle (E23): posted by the hand, the order of play its own
        button_straddle = short.get(straddler, 0) + sum(
            a.amount for a in record.actions if a.kind is _K_STRADDLE and a.player == straddler
        )
        posts[index[straddler]] -= button_straddle
    ante_mode = own.get("ante", "each")
    if record.format != "engine" and record.format != "phh" and any(antes):  # (a room's table ante, E12)
        from pokerrank.handhistory.replay import table_ante as tables

        table = tables(record, record.actions)
        if table is not None:
            poster = table[0]
            big = any(a.kind is _K_BIG_BLIND and a.player == poster for a in record.actions)
            ante_mode = "big blind" if big else "button"
    dead_given = record.dead
    table_ante = 0
    if ante_mode != "each":  # the table's ante, posted by one player (E12): the hand posts it, in its order
        posters = {a.player for a in record.actions if a.kind is _K_ANTE}
        if len(posters) > 1 or ante_mode not in ("button", "big blind"):
            raise PokerRankError(f"a table's ante ({ante_mode!r}) posted by {sorted(posters)!r}")
        table_ante = sum(antes)
        antes = [0] * len(antes)
        poster = posters.pop() if posters else ""  # (none: the blind put the player all in)
        if poster in dead_given:  # (dead money by the rule set: the hand makes it dead again)
            dead_given = {**dead_given, poster: dead_given[poster] - min(table_ante, dead_given[poster])}
    stakes = record.stakes or _printed_stakes(record)
    if (
        structure != "limit"
        and len(stakes) < 2
        and big_blinds
        and not full_big_blind
        and record.format != "phh"
        and not (stakes and record.format == "engine")  # (the engine's record: blinds of one amount, its stake)
    ):
        raise PokerRankError(_NO_BIG_BLIND)
    bets = None
    big_blind = None
    min_bet = None
    if structure == "limit":
        if record.format == "phh" and ("small_bet" in data) != ("big_bet" in data):
            one, missing = ("small_bet", "big_bet") if "small_bet" in data else ("big_bet", "small_bet")
            raise PokerRankError(f"the PHH limit hand gives {one} but no {missing}: its bets are not known")
        if len(stakes) >= 2:
            bets = (stakes[0], stakes[1])
            printed = record.format != "engine" and "small_bet" not in data  # (the engine's, PHH's: its bets)
            if game.dealt != "stud" and printed and blinds_printed(record, stakes):
                bets = (stakes[1], 2 * stakes[1])  # the room printed its blinds: the small bet is the big blind
        elif "small_bet" in data and "big_bet" in data:
            bets = (int(data["small_bet"]), int(data["big_bet"]))
    elif game.dealt == "stud" and structure != "spread-limit" and record.format == "engine":
        given = record.extra.get("bets")  # (the engine's no-limit or pot-limit stud: its small bet, the completion)
        if isinstance(given, tuple) and len(given) == 2 and given[0]:
            bets = (int(given[0]), int(given[1]))
    elif game.dealt == "stud" and structure in ("no-limit", "pot-limit") and len(stakes) >= 2 and stakes[0]:
        bets = (stakes[0], stakes[1])  # (a text's no-limit or pot-limit stud: its small bet, the completion)
    nominal = bets[0] if bets is not None and structure == "limit" else (stakes[-1] if len(stakes) >= 2 else 0)
    if record.format == "engine" and record.extra.get("blinds"):
        nominal = record.extra["blinds"][-1]  # (the engine's own record in limit: its big blind, not its small bet)
    for name, amount in dead_given.items():
        if name not in index or not amount:
            continue
        i = index[name]
        # dead antes first (PHH without ante trimming), then a dead small blind; a room's record
        # keeps its antes apart from its dead money (KingsClub #39879543: a dead small blind)
        take = min(amount, antes[i]) if record.format == "phh" else 0
        antes[i] -= take
        rest = amount - take
        if i in big_blinds and nominal:  # a player posting both blinds: the big blind is live (E21)
            rest = min(rest, max(0, posts[i] - nominal))
            amount = take + rest
        posts[i] -= rest
        dead[i] += amount
    if nominal and record.format != "phh":
        for i in big_blinds:  # one post of both blinds, written as a big blind (iPoker): the rest is dead (E21)
            over = posts[i] - nominal
            if 0 < over < nominal and not dead[i] and any(posts[j] == nominal for j in big_blinds if j != i):
                posts[i] -= over
                dead[i] += over
    button = None
    if game.dealt != "stud":
        button = _position_button(players) if placed else _button(record, players, seat_of)
    if structure == "limit" and bets is not None and game.dealt != "stud":
        big_blind = bets[0]
        if record.format == "engine" and record.extra.get("blinds"):
            big_blind = nominal
        elif record.format == "phh" and full_big_blind > big_blind:
            big_blind = full_big_blind  # (PHH says its bets: a full big blind above them is its level)
    elif structure != "limit":
        big_blind, min_bet = _blind_level(record, stakes, full_big_blind, data)
        if game.dealt == "stud":
            big_blind = min_bet = None  # (no-limit and pot-limit stud: the least bet its small bet, as the engine's)
        elif record.format == "engine" and len(stakes) == 1:
            big_blind = stakes[0]  # (the engine's own record: blinds of one amount, its big blind)
        if type(own.get("min_bet")) is int:
            min_bet = own["min_bet"]  # (the engine's own record: a least bet that is not the big blind)
    if game.dealt == "stud" and type(own.get("bring_in")) is int:
        bring_in = own["bring_in"]  # (the engine's own record: the table's, where it is posted all in for less)
    elif game.dealt == "stud" and bets is not None and bring_in >= bets[0]:
        bring_in = 0
    if game.dealt == "stud" and not bring_in:
        bring_in = int(data.get("bring_in", 0)) if isinstance(data.get("bring_in", 0), int) else 0
        if not bring_in and bets is not None:
            bring_in = max(1, bets[0] // 4)
    if game.deck.jokers:  # (a game with jokers: its cards read with them, each time)
        cards, reveal, boards = _cards(record, players, game.dealt, game.hole_cards, _joker_codes)
    else:
        cards, reveal, boards = _cards(record, players, game.dealt, game.hole_cards)
    held: list[list[tuple[int, Any]]] = []
    if boards and game.board_draw:  # (drawmaha: its board cards after the draw held back, see _Draws)
        given = [card for row in cards for card in row if card is not None]
        kept, held = _held_back(streets_of(game), boards)
        for board, later in zip(kept, held, strict=False):  # (none held back: nothing to check)
            cards_of = [card for _, card in later]
            if len({*given, *board, *cards_of}) < len(given) + len(board) + len(cards_of):
                held = []  # (a card given twice: the hand refuses it, as any other)
                break
        if held:
            boards = kept
    stacks = [seat_of[name].stack for name in players]
    hand = Hand(
        game,
        stacks,
        structure=structure,
        posts=posts if game.dealt != "stud" else None,
        antes=antes if ante_mode == "each" else table_ante,
        ante=ante_mode,
        button_straddle=button_straddle,
        dead=dead,
        added=record.added,
        button=button,
        bets=bets,
        bring_in=bring_in,
        big_blind=big_blind,
        min_bet=min_bet,
        rules=rules,
        names=players,
        cards=cards,
        boards=boards or None,
        seed=seed,
        max_runs=max(1, len(record.boards)),
        auto_show=auto_show,
        rake=_rake(record),
        cap=_cap(record) if record.structure.startswith("capped") or "_cap" in data else None,
        spread=own.get("spread") if structure == "spread-limit" else None,
        chip=_chip(record),
    )
    hand._reveal = reveal
    return hand, players, index, held


def _held_back(streets: Any, boards: list[list[Any]]) -> tuple[list[list[Any]], list[list[tuple[int, Any]]]]:
    """The boards less their cards dealt after a draw (drawmaha's river), and those cards per
    board with the street dealing each (none where no board card follows a draw)."""
    first = next((k for k, street in enumerate(streets) if street[4]), -1)
    if first < 0:
        return boards, []
    cut = sum(street[3] for street in streets[: first + 1])
    if all(len(board) <= cut for board in boards):
        return boards, []
    dealing = [k for k, street in enumerate(streets) for _ in range(street[3])]  # (each board place's street)
    if any(len(board) > len(dealing) for board in boards):
        return boards, []  # (a board too long: the hand refuses it, as any other)
    held = [[(dealing[j], card) for j, card in enumerate(board) if j >= cut and j < len(dealing)] for board in boards]
    return [board[:cut] for board in boards], held


def _chip(record: HandRecord) -> int:
    """The smallest chip in play (E14): the engine's own record's, or its PHH's read back
    (pokerrank's ``_chip`` field); else 1."""
    chip = record.extra.get("chip") if record.format in ("engine", "phh") else None
    return chip if type(chip) is int and chip > 0 else 1


def _short_posts(record: HandRecord, structure: str, data: dict[str, Any]) -> dict[str, int]:
    """The chips each blind or straddle posted all in for less is short of its level, where the
    record gives the level: the engine's own record (a straddle's in ``extra["straddles"]``, a
    small or big blind's in its stakes, as the PHH writer reads them, or in limit its
    ``extra["blinds"]``), PHH's ``blinds_or_straddles`` for a straddle (the table's blinds,
    posted as far as each stack goes; a blind the antes left no chips for is not posted at all),
    or any record's stakes for a blind posted all in for nothing (the engine's words, "posts big
    blind 0 and is all-in"). The others call such a blind in full (E18): the hand posts it at its
    level, as far as the stack goes."""
    levels: dict[str, int | None] = {}
    engine = record.format == "engine"
    if engine:
        given = record.extra.get("straddles")
        levels = given if isinstance(given, dict) else {}
    elif record.format == "phh" and isinstance(data.get("blinds_or_straddles"), list):
        table = data["blinds_or_straddles"]
        if len(table) == len(record.seats):  # (in the order of the seats, heads-up reversed: as pokerkit reads them)
            seats = record.seats if len(table) > 2 else record.seats[::-1]
            levels = {seat.name: _phh_units(amount, record) for seat, amount in zip(seats, table, strict=True)}
    stakes = record.stakes
    if structure == "limit":  # (limit's stakes are its bets: the engine's record gives the blinds)
        stakes = record.extra.get("blinds", ()) if engine else (0, stakes[0]) if stakes else ()
    if len(stakes) != 2:  # (blinds of one amount: both its level)
        stakes = (stakes[0], stakes[0]) if len(stakes) == 1 else ()
    short: dict[str, int] = {}
    if levels and not engine:  # PHH: a blind the antes left no chips for is not posted at all; called in full
        posted = {a.player for a in record.actions if a.kind in _BLINDS}
        short = {name: level for name, level in levels.items() if type(level) is int and level and name not in posted}
    for action in record.actions:
        if not action.all_in:
            continue
        kind = action.kind
        if kind is _K_STRADDLE:
            level = levels.get(action.player)
        elif stakes and (kind is _K_SMALL_BLIND or kind is _K_BIG_BLIND) and (engine or not action.amount):
            level = stakes[kind is _K_BIG_BLIND]
        else:
            continue
        if type(level) is int and level > action.amount:
            short[action.player] = level - action.amount
    return short


def _phh_units(amount: Any, record: HandRecord) -> int | None:
    """An amount of a PHH field (as the file writes it) in the record's units, where it is a
    whole number of them (else None)."""
    if type(amount) is int and record.unit == 1:  # (whole chips: the amount itself)
        return amount
    if isinstance(amount, bool) or not isinstance(amount, (int, Decimal)):
        return None
    units = Decimal(amount) / Decimal(record.unit)
    return int(units) if units == int(units) else None


def _blind_level(
    record: HandRecord, stakes: tuple[int, ...], full_big_blind: int, data: dict[str, Any]
) -> tuple[int | None, int | None]:
    """No-limit and pot-limit: the big blind the others must call and the least bet, where the
    record gives them (None: the hand's own)."""
    if len(stakes) < 2:
        return None, None
    big_blind = stakes[-1]
    min_bet = None
    if full_big_blind and full_big_blind != big_blind and record.format != "phh":
        big_blind = full_big_blind  # the blind posted, where the title's level is another (GGPoker)
    if record.format == "phh" and "min_bet" in data:  # (as the file writes it: in the record's units)
        min_bet = _phh_units(data["min_bet"], record)
    return big_blind, min_bet


_NO_STRUCTURE = (
    "the record does not say the betting structure (no-limit, pot-limit or limit): the sizes of the"
    " bets and raises (E2 to E7) cannot be checked"
)

_NO_BIG_BLIND = (
    "the record gives no big blind and the big blind posted is all in for less: what the others must call"
    " (E18) cannot be checked"
)

_CAP = re.compile(r"[-(]\s*[^\d\s(]*(?P<cap>\d[\d,]*(?:\.\d+)?) Cap\b")
"""The cap in a cap game's first line (PokerStars: ``($0.25/$0.50 - $10 Cap - USD)``)."""


def _cap(record: HandRecord) -> int | None:
    """The cap of a cap game, in the hand's units, from its first line (None where the room
    does not print it: the game is then played as without one), or the engine's record or
    pokerrank's PHH field ``_cap``."""
    if record.format == "engine" and "cap" in record.extra:
        cap: int | None = record.extra["cap"]  # (the engine's own record: its cap)
        return cap
    data = record.extra.get("data")
    if record.format == "phh" and isinstance(data, dict) and "_cap" in data:  # (PHH: pokerrank's own field)
        cap = _phh_units(data["_cap"], record)
        return cap if cap is not None and cap > 0 else None
    found = _CAP.search(record.text.partition("\n")[0]) if record.text else None
    if found is None:
        return None
    amount = Decimal(found.group("cap").replace(",", "")) / Decimal(record.unit)
    return int(amount) if amount == int(amount) and amount > 0 else None


_RATES = ("0.05", "0.045", "0.0425", "0.04", "0.035", "0.03", "0.06")
"""The rates rooms rake at (RULES.md, "Rake"), tried in turn for a hand that gives only its total rake."""


def _rake(record: HandRecord) -> Any:
    """The rake as a rate and a cap where a usual rate gives the room's total (then the side
    pots pay it main pot first, RULES.md "Rake"), else the chips the room took; where the record
    prints its side pots after the rake, the first of those that leaves them so."""
    if record.format == "engine" and "rake" in record.extra:
        return record.extra["rake"]  # (the engine's own record: its rake rule)
    if not record.rake:
        return None
    from pokerrank.pots import Rake

    put: dict[str, int] = {}
    dead_money = False
    for a in record.actions:
        if a.amount:
            put[a.player] = put.get(a.player, 0) + a.amount
            dead_money = dead_money or a.kind in _DEAD_KINDS
    live = put
    if dead_money:  # the bet nobody called is of the live bets: dead money (antes, a button's) is no bet
        from pokerrank.handhistory.replay import replay

        try:
            dead = replay(record).dead
        except PokerRankError:
            dead = {}
        live = {name: amount - dead.get(name, 0) for name, amount in put.items()}
    top = [*sorted(live.values(), reverse=True)[:2], 0, 0]
    total = sum(put.values()) + record.added - (top[0] - top[1])  # less the bet nobody called
    rules: list[Any] = [rake for rate in _RATES if (rake := Rake(rate, cap=record.rake)).amount(total) == record.rake]
    if len(record.pots) > 1:  # the pots printed after the rake say which pot paid it: the rule that pays them so
        printed = _paid_as_printed(record, [*rules, record.rake])
        if printed is not None:
            return printed
        printed = _rate_as_printed(record)
        if printed is not None:
            return printed
    return rules[0] if rules else record.rake


_DEAD_KINDS = frozenset({ActionKind.ANTE, ActionKind.DEAD_BLINDS})
"""The posts that may be dead money (all or part): where a record has one, its bet nobody called
is worked out from the replay's live bets."""


def _replay_or_none(record: HandRecord) -> Any:
    """The record's replay, or None where the record contradicts itself (a player acting after
    a fold, chips after an all-in: ``_contradiction`` says so)."""
    from pokerrank.handhistory.replay import replay

    try:
        return replay(record)
    except PokerRankError:
        return None


def _contradiction(record: HandRecord) -> str | None:
    """Why the record contradicts itself (the replay's refusal: ``record contradicts itself:
    ...``), or None."""
    from pokerrank.handhistory.replay import replay

    try:
        replay(record)
    except PokerRankError as refused:
        return f"record contradicts itself: {getattr(refused, 'reason', None) or refused}"
    return None


def _rate_as_printed(record: HandRecord) -> Any:
    """The rate the printed pots give, as the audit finds it (any rate, not only the usual ones:
    ``decision.rake_rates``), capped at the room's rake; None where they give none."""
    from pokerrank.handhistory.decision import _rake_rule
    from pokerrank.pots import Rake

    play = _replay_or_none(record)
    if play is None:
        return None
    bets = {name: amount - play.dead.get(name, 0) for name, amount in play.put_in.items()}
    rule, problem = _rake_rule(play, record.rake or 0, record.pots, bets)
    return rule if problem is None and isinstance(rule, Rake) else None


def _paid_as_printed(record: HandRecord, rules: list[Any]) -> Any:
    """The first of ``rules`` (rakes) that leaves each of the record's side pots as it prints
    them after the rake (None: none does; the pots as the replay lays them out)."""
    from pokerrank.pots import build_pots, pot_rake

    play = _replay_or_none(record)
    if play is None:
        return None
    bets = {name: amount - play.dead.get(name, 0) for name, amount in play.put_in.items()}
    gross = [pot.amount for pot in build_pots(bets, play.folded).pots]
    if len(gross) != len(record.pots):
        return None
    gross[0] += sum(play.dead.values()) + record.added
    for rule in rules:
        if [amount - cut for amount, cut in zip(gross, pot_rake(gross, rule), strict=True)] == list(record.pots):
            return rule
    return None


_PLACE = re.compile(r"^(?:(?P<sb>Small Blind)|(?P<bb>Big Blind)|UTG(?:\+(?P<k>\d+))?|(?P<d>Dealer))(?: \[ME\])?$")
"""A player named by their place at the table (Bovada, Ignition: ``Small Blind``, ``UTG+2 [ME]``)."""
_PLACES = ("Small Blind", "Big Blind", "UTG", "Dealer")
"""How every name :data:`_PLACE` matches begins."""


def _by_position(players: tuple[str, ...]) -> tuple[str, ...] | None:
    """The players in the order of their places (small blind, big blind, UTG, UTG+1, ...,
    the dealer last) where every name is a place, else None. Such a room's seat numbers need
    not follow the table round (Ignition's anonymous tables), the places always do."""
    if not players[0].startswith(_PLACES):  # (the common case: a name, not a place)
        return None
    order = []
    for name in players:
        found = _PLACE.match(name)
        if found is None:
            return None
        if found["sb"]:
            place = 0
        elif found["bb"]:
            place = 1
        elif found["d"]:
            place = 99
        else:
            place = 2 + int(found["k"] or 0)
        order.append((place, name))
    return tuple(name for _, name in sorted(order))


def _position_button(players: tuple[str, ...]) -> int:
    """The dealer's index among players in the order of their places (the last where the
    dealer is not in the hand: the small blind is the first after the button)."""
    for i, name in enumerate(players):
        if name.startswith("Dealer"):
            return i
    return len(players) - 1


_PRINTED_STAKES = re.compile(r"(?<![\d.,])(\d[\d,]*(?:\.\d+)?)\s*/\s*[^\d\s/]*(\d[\d,]*(?:\.\d+)?)")
"""The stakes in a game's title (``7 Card Stud Hi-Lo L €0.05/€0.10``)."""


def _printed_stakes(record: HandRecord) -> tuple[int, ...]:
    """The stakes the game's title prints, in the hand's units, where the record has none."""
    found = _PRINTED_STAKES.search(record.game_text)
    if found is None:
        return ()
    out = []
    for text in found.groups():
        amount = Decimal(text.replace(",", "")) / Decimal(record.unit)
        if amount != int(amount) or amount <= 0:
            return ()
        out.append(int(amount))
    return tuple(out)


def _button(record: HandRecord, players: tuple[str, ...], seat_of: dict[str, Any]) -> int:
    """The index in ``players`` (in seat order) of the button's player, or (a dead button) of the
    nearest player before it; a record that names no button has it placed by its blinds, as the
    audit places it (:func:`~pokerrank.handhistory.records.button_by_blinds`), else the last."""
    button = record.button if record.button is not None else button_by_blinds(record.seats, record.actions)
    if button is None:
        return len(players) - 1
    seats = list(map(_NUMBER, map(seat_of.__getitem__, players)))  # (in order: see _seating)
    return (bisect_right(seats, button) or len(players)) - 1


def _codes(text: str) -> list[Any]:
    """:func:`card_codes` of a player's cards, kept by their text (the same few thousand
    come back hand after hand)."""
    found = _CODES_OF.get(text)
    if found is None:
        if len(_CODES_OF) >= 100_000:
            _CODES_OF.clear()
        found = _CODES_OF[text] = tuple(card_codes(text))
    return list(found)


_CODES_OF: dict[str, tuple[Any, ...]] = {}


def _joker_codes(text: str) -> list[Any]:
    """:func:`card_codes` of a game with jokers."""
    return card_codes(text, jokers=True)


def _cards(
    record: HandRecord,
    players: tuple[str, ...],
    dealt: str,
    hole_cards: int,
    codes: Callable[[str], list[Any]] | None = None,
) -> tuple[list[list[Any]], dict[int, tuple[int, ...]], list[list[Any]]]:
    """Each player's cards as far as the record knows them (None: unknown), the players whose
    cards were shown (by index), and the boards' cards (``codes``: how a text's cards are read,
    :func:`_codes` and :func:`card_codes` by default)."""
    kept = codes or _codes  # (a text's cards: kept by their text)
    read = codes or card_codes
    rows: list[list[Any]] = []
    reveal: dict[int, tuple[int, ...]] = {}
    seen: set[int] = set()
    board_cards: set[int] = set()
    boards = [read(b) for b in record.boards if b]
    for b in boards:
        board_cards.update(b)
    by_player: dict[str, list[tuple[str, str]]] = {}
    for street, name, text in record.dealt:
        by_player.setdefault(name, []).append((street, text))
    hole = record.hole
    if dealt == "board" and not by_player:  # the common case: each player's cards once, whole
        rows = [kept(known) if (known := hole.get(name)) else [] for name in players]
        flat = [card for row in rows for card in row]
        if len(set(flat)) == len(flat) and board_cards.isdisjoint(flat):  # no card twice: every row as it is
            return rows, {i: tuple(row) for i, row in enumerate(rows) if row and len(row) >= hole_cards}, boards
        rows = []
        for i, name in enumerate(players):
            known = hole.get(name)
            if not known:
                rows.append([])
                continue
            cards = kept(known)
            if board_cards.isdisjoint(cards) and seen.isdisjoint(cards) and len(set(cards)) == len(cards):
                rows.append(cards)
                seen.update(cards)
            else:
                rows.append(_fresh(cards, seen, board_cards))
            if len(cards) >= hole_cards:
                reveal[i] = tuple(cards)
        return rows, reveal, boards
    for i, name in enumerate(players):
        known = hole.get(name, "")
        cards = read(known) if known else []
        row: list[Any]
        if dealt == "stud" and name in by_player:
            row = []
            for street, text in by_player[name]:
                got = read(text)
                if street in ("third", "second") and len(got) == 1 and not row:  # the first card up, the down unknown
                    row.extend([*[None] * (1 if hole_cards == 5 else 2), *got])  # five card stud: one down
                else:
                    row.extend(got)
            if len(row) < hole_cards and len(cards) >= hole_cards - 1:
                row = []  # the shown hand holds them all in order
        else:
            row = []
        if not row:
            row = cards if dealt != "draw" else cards[:hole_cards]
        rows.append(_fresh(row, seen, board_cards))
        if cards and (len(cards) >= hole_cards or (dealt == "stud" and len(cards) + len(board_cards) >= hole_cards)):
            reveal[i] = tuple(cards[-hole_cards:]) if dealt == "draw" else tuple(cards)
    return rows, reveal, boards


def _fresh(row: list[Any], seen: set[int], board_cards: set[int]) -> list[Any]:
    """The cards of ``row`` not seen before (in another row, on the board, earlier in the row),
    the others unknown (None: dealt from the deck); the new ones are added to ``seen``."""
    clean: list[Any] = []
    for card in row:
        if card is None or card in seen or card in board_cards:
            clean.append(None)
        else:
            clean.append(card)
            seen.add(card)
    return clean


def _replayed(record: HandRecord, players: tuple[str, ...]) -> dict[str, int] | None:
    """Each player's stack after the hand by the replay and pokerrank's showdown (for a file
    that gives no result)."""
    from pokerrank._showdown import showdown_from_dict
    from pokerrank.handhistory.replay import replay, to_deal

    try:
        totals = showdown_from_dict(to_deal(record)).totals
        put_in = replay(record).put_in
    except PokerRankError:
        return None
    start = {seat.name: seat.stack for seat in record.seats}
    return {name: start[name] - put_in.get(name, 0) + totals.get(name, 0) for name in players}


def _expected(record: HandRecord, players: tuple[str, ...]) -> dict[str, int] | None:
    """Each player's stack after the hand as the file says: PHH's finishing stacks, or the
    starting stack less the chips put in plus what the room paid and gave back."""
    if record.finishing_stacks is not None:
        return dict(zip(players, map(record.finishing_stacks.get, players, _ZERO), strict=True))
    if not record.collected and not record.returned:
        return None
    start = {seat.name: seat.stack for seat in record.seats}
    out = {name: start[name] for name in players}
    total = record.added
    for a in record.actions:
        if a.player in out:
            out[a.player] -= a.amount
            total += a.amount
    paid = record.rake or 0
    for c in record.collected:
        if c.player in out:
            out[c.player] += c.amount
            paid += c.amount
    returned = dict(record.returned)
    if not returned:
        play = _replay_or_none(record)
        if play is None:  # (a record that contradicts itself: the drive says so first)
            return None
        uncalled = play.uncalled  # by the rules, where the room printed none
        if uncalled is not None:
            returned = {uncalled[0]: uncalled[1]}
    if paid + sum(returned.values()) <= total:  # some rooms count the uncalled bet in what they paid
        for name, amount in returned.items():
            if name in out:
                out[name] += amount
    return out


# -- the lean road ---------------------------------------------------------------------------------
#
# The common hand (a board game of one side, no-limit or pot-limit, the usual blinds and antes,
# nobody all in on them, no rake, dead or added money, one board, every card the record gives
# whole and different) played on flat lists, without a Hand: each action is taken only where the
# full road (``_drive``) takes it on its plain path, by the same rules (``Hand._option``,
# ``_call``, ``_aggressive``, ``_after``, ``_start_round`` and ``_finish`` for this case). Anything
# else (an action the full road would refuse or take the long way, a hand the record leaves
# unfinished, a showdown with a tie, a side pot or cards not shown, a file that gives no result)
# gives None, and the full road drives the hand: the lean road only answers when the answer is
# the full road's. The hand itself is played by the full road when first asked for (_LeanResult).

_LEAN_GAMES: dict[str, tuple[Game, int, int] | None] = {}
"""Games by name: the game, its betting rounds and its board cards, or None (not for the lean road)."""
_LEAN_RULES: dict[Any, RuleSet] = {}
_MASKS: defaultdict[int, dict[str, int]] = defaultdict(dict)
"""A player's cards by their text as one number, a bit for each card, by how many cards (see _mask)."""
_NOBODY: Any = object()
"""Who acts once the lean road's hand is over: no player of any record (a name, or None)."""


def _mask(text: str, count: int) -> int:
    """The cards of ``text`` as one number, a bit for each card, kept in ``_MASKS[count]`` where
    they are ``count`` cards (0: any number of cards); 0 where a card comes twice or there are not
    ``count`` (the lean road leaves such a hand to the full road)."""
    mask = 0
    codes = _codes(text)
    for card in codes:
        mask |= 1 << card
    if mask.bit_count() != len(codes) or (count and len(codes) != count):
        return 0
    kept = _MASKS[count]
    if len(kept) >= 100_000:
        kept.clear()
    kept[text] = mask
    return mask


_UNSEEN: Any = object()
_PLACES_OK = Action._fields[1:3] == ("player", "kind")
"""The lean road reads an action's player and kind by their places (quicker than by name)."""


def _lean_game(name: str) -> tuple[Game, int, int] | None:
    try:
        game = get_game(name)
    except PokerRankError:
        return None
    streets = streets_of(game)
    plain = (
        game.dealt == "board"
        and len(game.sides) == 1
        and len(game.deck.codes) == 52
        and game.board_cards == sum(street[3] for street in streets)
        and not any(street[4] or street[2] for street in streets)  # no draw, no card face up
        and not game.discards  # (Irish: a discard round the engine does not deal, refused by the full road)
    )
    found = (game, len(streets), sum(street[3] for street in streets)) if plain else None
    if len(_LEAN_GAMES) < 256:  # (any spelling of a game's name is a key: bounded)
        _LEAN_GAMES[name] = found
    return found


def _lean(
    record: HandRecord, structure: str, rules: str | RuleSet
) -> tuple[str, dict[str, int], dict[str, int]] | None:
    """The status, finishing stacks and the file's stacks of a common hand by the lean road, or
    None where the full road must drive it (see above)."""
    if (
        structure in _LIMITS
        or not _PLACES_OK
        or record.structure != structure  # (a cap game)
        or record.rake
        or record.dead
        or record.added
        or record.dealt
        or record.pot_not_awarded
        or len(record.boards) > 1
    ):
        return None
    found = _LEAN_GAMES.get(record.game or "", _UNSEEN)
    if found is _UNSEEN:
        found = _lean_game(record.game or "")
    if found is None:
        return None
    game, rounds, board_size = found
    rule_set = _LEAN_RULES.get(rules)
    if rule_set is None:
        try:
            rule_set = get_rules(rules)
        except PokerRankError:
            return None
        if type(rules) is str and len(_LEAN_RULES) < 256:
            _LEAN_RULES[rules] = rule_set
    # the antes and blinds: the record's first actions (one small blind at most, one big blind, none all
    # in); a post after them goes the full road (_forced reads them wherever they are)
    actions = record.actions
    first = small = big = 0
    for a in actions:
        kind = a[2]  # (a.kind, by its place: see _PLACES_OK)
        if kind is _K_SMALL_BLIND:
            small += 1
        elif kind is _K_BIG_BLIND:
            big += 1
        elif kind is not _K_ANTE:
            break
        first += 1
    if small > 1 or big != 1:
        return None
    # the table before the first action: by the record's fields it is made of (see _lean_table), its
    # seats and antes and blinds by identity (held by the kept entry: their ids are no other object's)
    data = record.extra.get("data")
    min_bet_given = data.get("min_bet", _UNSEEN) if record.format == "phh" and isinstance(data, dict) else _UNSEEN
    button_seat = record.button
    unit = record.unit
    stakes = record.stakes
    seats = record.seats
    posted = actions[:first]
    table: _LeanTable | None
    if (
        type(rules) is str
        and type(seats) is tuple  # (a list could be changed in place under the same id)
        and type(button_seat) is int
        and (min_bet_given is _UNSEEN or type(min_bet_given) is int)
        and type(unit) is Decimal
        and set(map(type, stakes)) <= _INT
    ):
        key = (
            id(seats),
            tuple(map(id, posted)),
            frozenset(map(_PLAYER, actions)),
            record.game,
            button_seat,
            stakes,
            record.game_text,
            record.format,
            unit,
            min_bet_given,
            rules,
        )
        try:
            kept = _LEAN_TABLES.get(key)
        except TypeError:  # (a name no hash takes: not kept)
            table = _lean_table(record, game, board_size, rule_set, first)
        else:
            if kept is None:
                table = _lean_table(record, game, board_size, rule_set, first)
                if len(_LEAN_TABLES) >= 1_000:
                    _LEAN_TABLES.clear()
                _LEAN_TABLES[key] = (seats, posted, table)
            else:
                table = kept[2]
    else:
        table = _lean_table(record, game, board_size, rule_set, first)
    if table is None:
        return None
    (
        players,
        n,
        bets_posted,
        stacks_posted,
        put_in_posted,
        pot,
        antes_total,
        button,
        min_bet,
        (current, min_inc, to_act),
        after,
        seated,
    ) = table

    # the cards: every player's whole or none, the board's at most the game's, each text's cards
    # different (a card twice in two texts matters only at a showdown: see there)
    hole_cards = game.hole_cards
    hole = record.hole
    masks = _MASKS[hole_cards]
    try:
        for text in map(hole.get, players):
            if text and not (masks.get(text) or _mask(text, hole_cards)):
                return None
        board_text = record.boards[0] if record.boards else ""
        board_mask = 0
        if board_text:
            board_mask = _MASKS[0].get(board_text) or _mask(board_text, 0)
            if not board_mask or board_mask.bit_count() > board_size:
                return None
    except PokerRankError:
        return None

    bets = list(bets_posted)  # (the blinds are the first round's bets)
    stacks = list(stacks_posted)
    put_in = list(put_in_posted)
    folded = [False] * n
    out = [False] * n  # folded or all in: never to act again
    acted = [-1] * n  # the bet to call when each acted this round (-1: not yet)
    live = active = n
    pot_limit = structure == "pot-limit"
    reopens = rule_set.short_all_in_reopens
    cumulative = rule_set.cumulative_reopen
    counts_antes = rule_set.pot_limit_counts_antes
    last_full_to = current
    street = 0
    for action in actions[first:]:
        kind = action[2]  # (action.kind, by its place: see _PLACES_OK)
        p = to_act
        if kind is _FOLD:
            if seated[p] != action[1]:  # (action.player)
                return None
            folded[p] = out[p] = True
            live -= 1
            active -= 1  # (the player to act has chips)
            if live == 1:
                to_act = n
                continue
        elif kind is _CHECK:
            if seated[p] != action[1]:  # (action.player)
                return None
            bp = bets[p]
            if current != bp:
                return None
            acted[p] = current
        elif kind is _CALL or kind is _BETK or kind is _RAISE:
            if seated[p] != action[1]:  # (action.player)
                return None
            bp = bets[p]
            stack = stacks[p]
            calling = kind is _CALL
            if not calling:
                to = action.to if action.to is not None else bp + action.amount
                if type(to) is not int:
                    return None
                if action.all_in:  # all in is the whole stack (see _drive), past players all in a call (E18)
                    if to > bp + stack:
                        to = bp + stack
                    calling = to <= current or (
                        current > bp and all(stacks[q] == 0 for q in range(n) if q != p and not folded[q])
                    )
            if calling:
                if current <= bp:
                    return None
                to = current if current - bp < stack else bp + stack  # (all in: for less, or the rest back)
            else:  # a bet or raise (Hand._option, then Hand._aggressive)
                all_to = bp + stack
                if all_to <= current or active < 2:
                    return None
                done = acted[p]
                if done >= 0 and not reopens:
                    if cumulative:
                        if current - done < min_inc:
                            return None
                    elif last_full_to <= done:
                        return None
                least = min_bet if current == 0 else current + min_inc
                if least > all_to:  # (all in for less: E18)
                    least = all_to
                most = all_to
                if pot_limit:  # the pot after calling, antes counted where the rules count them (E7)
                    in_pot = pot if counts_antes else pot - antes_total
                    most = min(all_to, max(least, current + in_pot + current - bp))
                if not least <= to <= most:
                    return None
            pay = to - bp
            bets[p] = to
            stacks[p] = stack - pay
            put_in[p] += pay
            pot += pay
            if pay == stack:
                active -= 1
                out[p] = True
            if not calling:  # (a full bet or raise reopens the betting, E3)
                if current == 0:
                    if to >= min_bet:
                        if to > min_inc:
                            min_inc = to
                        last_full_to = to
                elif to - current >= min_inc:
                    min_inc = to - current
                    last_full_to = to
                current = to  # (more than the bet to call: least is)
            acted[p] = current
        elif kind is _K_SHOW or kind is _K_MUCK:
            continue
        else:
            return None
        # the next player (Hand._after), else the next street with a betting round (Hand._advance). A
        # player still in with chips who acted at ``acted[q]`` has that in front of them (a check, call or
        # raise leaves their bet at the bet to call), so ``bets[q] < current`` is ``acted[q] < current``
        if active >= 2:
            for q in after[p]:
                if not out[q] and acted[q] < current:  # (bets[q] < current or acted[q] < 0: see above)
                    to_act = q
                    break
            else:
                to_act = -1
        else:
            for q in after[p]:
                if not out[q] and bets[q] < current:
                    to_act = q
                    break
            else:
                to_act = -1
        while to_act < 0:
            bets = [0] * n
            street += 1
            if street >= rounds:
                to_act = n
                break
            if active >= 2:  # (Hand._start_round of a later street)
                acted = [-1] * n
                current = last_full_to = 0
                min_inc = min_bet
                for q in _FROM[n][(button + 1) % n]:
                    if not out[q]:
                        to_act = q
                        break
    if to_act != n:
        return None  # (the record ends before the hand does: the full road says so)
    # the pots (Hand._finish): one player left, or one best hand that covers every bet
    if live == 1:
        winner = folded.index(False)
        ordered = sorted(put_in, reverse=True)
        if ordered[0] > ordered[1]:
            top = put_in.index(ordered[0])
            if top != winner:  # (a player who folded more than anybody put in live: his own back)
                back = ordered[0] - ordered[1]
                stacks[top] += back
                pot -= back
        stacks[winner] += pot
    else:
        board = _codes(board_text) if board_text else []
        if len(board) != board_size:
            return None
        seen = board_mask
        for text in map(hole.get, players):  # (a card twice: the full road deals one of them from the deck)
            if text:
                mask = masks.get(text) or _mask(text, hole_cards)  # (checked above: the same)
                if mask & seen:
                    return None
                seen |= mask
        contenders = [i for i in range(n) if not folded[i]]
        holes = []
        for i in contenders:
            text = hole.get(players[i])
            if not text:
                return None  # (cards never shown: the full road says so)
            holes.append(tuple(_codes(text)))
        plans, deal_hands = _EVALUATION or _evaluation()
        hands = deal_hands(plans(game, hole_cards, board_size), holes, tuple(board))[0]
        best = -1
        best_strength = -1
        tie = False
        for i, made in zip(contenders, hands, strict=True):
            if made is None:
                return None
            strength = made.strength
            if strength > best_strength:
                best, best_strength, tie = i, strength, False
            elif strength == best_strength:
                tie = True
        if tie or put_in[best] != max(put_in) or players[best] in record.mucked:
            return None  # (a split, a side pot, the best hand mucked: pokerrank.showdown decides, on the full road)
        stacks[best] += pot
    expected = _expected(record, players)
    if expected is None:
        return None
    finishing = dict(zip(players, stacks, strict=True))
    if _contradiction(record) is not None:  # (chips after an all-in, an action after a muck, chips no call or
        return None  # stack allows, a bet handed back nobody left uncalled: the full road says so)
    return ("ok" if finishing == expected else "stacks differ"), finishing, expected


_LeanTable = tuple[
    tuple[str, ...],
    int,
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    int,
    int,
    int,
    int,
    tuple[int, int, int],
    tuple[tuple[int, ...], ...],
    tuple[Any, ...],
]
"""What :func:`_lean_table` gives: the players in seat order, how many, each one's bet, chips left
and chips in after the antes and blinds, the pot and the antes in it, the button, the least bet,
the first round's opening (bet to call, least raise, first to act), the orders of play after each
player and the players with no one (:data:`_NOBODY`) after them."""
_LEAN_TABLES: dict[tuple[Any, ...], tuple[tuple[Seat, ...], tuple[Action, ...], _LeanTable | None]] = {}
""":func:`_lean_table` by the record's fields it is made of: its seats and its first actions (the
antes and blinds) by identity (each entry holds them: while it is kept, no other object has their
ids; a reader gives the hands of one table the same seats and posts: PHH's ``_TABLES``), the players
who act, the game, button, stakes, game text, format, unit, the file's ``min_bet`` and the rule
set's name, each of one type (``1 == 1.0 == True``: not the same hand). The hands of one table, as
a file set's mostly are, are set up once. Up to 1,000 entries."""


def _lean_table(record: HandRecord, game: Game, board_size: int, rule_set: RuleSet, first: int) -> _LeanTable | None:
    """The lean road's table before the first action that is not an ante or blind (``first``): see
    :data:`_LeanTable`; None where the full road must drive the hand. Made of the record's game,
    seats, the players who act, its first ``first`` actions, button, stakes (or game text), format,
    unit and the file's ``min_bet`` alone (:data:`_LEAN_TABLES` keeps it by them)."""
    try:
        # (a big blind declined is a fold before it: the lean road leaves that hand, see below)
        _, players, index, seat_of, placed = _seating(record, declined=False)
    except PokerRankError:
        return None
    n = len(players)
    if placed or len(index) != n:
        return None
    antes = [0] * n
    posts = [0] * n
    full_big_blind = 0
    for a in record.actions[:first]:
        i = index.get(a.player)
        amount = a.amount
        if i is None or a.all_in or type(amount) is not int or amount < 0:  # (else the full road says why)
            return None
        if a.kind is _K_ANTE:
            antes[i] += amount
        else:
            posts[i] += amount
            if a.kind is _K_BIG_BLIND:
                full_big_blind = amount  # (not all in: see _forced)
    stakes = record.stakes or _printed_stakes(record)
    data = record.extra.get("data")
    big_blind, min_bet = _blind_level(record, stakes, full_big_blind, data if isinstance(data, dict) else {})
    if big_blind is None or type(big_blind) is not int or big_blind <= 0:
        return None
    if min_bet is None:
        min_bet = big_blind
    elif type(min_bet) is not int or min_bet <= 0:
        return None
    if n * game.hole_cards + board_size > 52:
        return None
    # everybody has chips, nobody all in on the antes and blinds
    put_in = list(map(_add, antes, posts))
    stacks = list(map(_STACK, map(seat_of.__getitem__, players)))
    if not set(map(type, stacks)) <= _INT or not any(posts):
        return None
    stacks = list(map(_sub, stacks, put_in))
    if min(stacks) <= 0:
        return None
    button = _button(record, players, seat_of)
    # the first round (Hand._start_round): a big blind short or missing is called in full (E18)
    top = max(*posts, big_blind)
    increment = _largest_increment(posts, big_blind)
    opening = (
        top,
        max(min_bet, top if rule_set.straddle_min_raise == "straddle" else increment),
        (_first_max(posts, button, n) + 1) % n,
    )
    if n >= len(_FROM) or not _FROM[n]:  # (_FROM[n] is made last: then _AFTER[n] is made too)
        _orders(n)  # (the orders of play are made when a table of n is first set up: maybe not yet)
    seated = (*players, _NOBODY)  # (to_act is n once the hand is over: nobody acts, whatever a record names)
    return (
        players,
        n,
        tuple(posts),
        tuple(stacks),
        tuple(put_in),
        sum(put_in),
        sum(antes),
        button,
        min_bet,
        opening,
        _AFTER[n],
        seated,
    )


_Again = tuple[HandRecord, str, str | RuleSet, int]
"""What the full road drives again for a lean result's hand: the record, structure, rules, seed."""
_HAND = DriveResult.__dict__["hand"]
_PLAYING = threading.Lock()
"""Held while a lean result's hand is played or set."""
_new_result = object.__new__
"""The slot of :attr:`DriveResult.hand`."""


class _LeanResult(DriveResult):
    """A :class:`DriveResult` of the lean road: its ``hand`` is played by the full road when
    first asked for (the same result, with the hand)."""

    __slots__ = ("_drive_again",)
    _drive_again: _Again | None

    @classmethod
    def made(
        cls, record: HandRecord, status: str, stacks: dict[str, int], expected: dict[str, int], again: _Again
    ) -> DriveResult:
        """``cls(record, status, stacks=stacks, expected=expected)`` to be driven ``again`` for its
        hand, made without the dataclass's ``__init__`` (every field set here)."""
        made = _new_result(cls)
        made.record = record
        made.status = status
        _HAND.__set__(made, None)
        made.action = made.error = None
        made.reason = ""
        made.stacks = stacks
        made.expected = expected
        made.conceded = ()
        made._drive_again = again
        return made

    @property
    def hand(self) -> Hand | None:
        hand: Hand | None = _HAND.__get__(self)
        if hand is None and getattr(self, "_drive_again", None) is not None:
            with _PLAYING:  # (two threads reading it at once: one plays the hand, both get it)
                again = self._drive_again
                if again is None:
                    return _HAND.__get__(self)  # type: ignore[no-any-return]
                record, structure, rules, seed = again
                hand = _drive(record, structure, rules, seed, set()).hand
                _HAND.__set__(self, hand)
                self._drive_again = None
        return hand

    @hand.setter
    def hand(self, value: Hand | None) -> None:
        with _PLAYING:
            _HAND.__set__(self, value)
            self._drive_again = None  # (a hand set, None too, stays: as on any result)
