"""The plain-lines reader's posts, calls, bets and raises (read in its own loop, not by calls to
the builder's ``post`` and ``wager``) make the very actions, street totals and errors the
builder makes of the same lines: hand texts written here, of a room of plain lines whose verbs
say every kind of amount (a street total, the chips added, all in for the chips added)."""

from __future__ import annotations

import dataclasses
from typing import Any

from hypothesis import example, given, settings
from hypothesis import strategies as st

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import plainlines
from pokerrank.handhistory._posts import forced_bet_contradiction
from pokerrank.handhistory.owntext import TextHand
from pokerrank.handhistory.records import Action, ActionKind
from pokerrank.handhistory.sites.kingsclub import KINGSCLUB
from pokerrank.handhistory.sites.lines import verbs

_VERBS = """
fold        folds
check       checks
call        calls (?P<to>[0-9]+)(?P<all_in>, and is all in)?
call        callsby (?P<amount>[0-9]+)
bet         bets (?P<amount>[0-9]+)(?P<all_in>, and is all in)?
raise       raises to (?P<to>[0-9]+)(?P<all_in>, and is all in)?
raise       raisesby (?P<amount>[0-9]+)
call        allin (?P<amount>[0-9]+)                    = all-in
post        posts ante (?P<amount>[0-9]+)               = ante
post        posts the small blind (?P<amount>[0-9]+)    = small blind
post        posts the big blind (?P<amount>[0-9]+)      = big blind
post        posts dead (?P<amount>[0-9]+)               = dead
post        posts both (?P<amount>[0-9]+)               = small & big blinds
post        posts straddle (?P<amount>[0-9]+)           = straddle
"""
ROOM = dataclasses.replace(KINGSCLUB, name="Test Room", verbs=verbs(_VERBS), finish=None)
"""(No ``finish``: KingsClub's, the blinds against the stakes, judges the posts once read, not the
reader's loop compared here.)"""
NAMES = ("Ann", "Bob", "Cid")
HEAD = (
    "#1: No Limit Holdem - 5/10\n2021-01-01 00:00:00\nTable 'T' Seat 1 is the button\n"
    + "".join(f"Seat {k}: {name} (100,000)\n" for k, name in enumerate(NAMES, start=1))
    + "*** HOLE CARDS ***\n"
)
FIRST = HEAD.count("\n") + 1
"""The line the first action is on."""
POSTS = {
    "posts ante": ActionKind.ANTE, "posts the small blind": ActionKind.SMALL_BLIND,
    "posts the big blind": ActionKind.BIG_BLIND, "posts dead": ActionKind.SMALL_BLIND,
    "posts both": ActionKind.DEAD_BLINDS, "posts straddle": ActionKind.STRADDLE,
}  # fmt: skip
_POSTED = {
    ActionKind.ANTE: "an ante", ActionKind.SMALL_BLIND: "a small blind", ActionKind.BIG_BLIND: "a big blind",
    ActionKind.DEAD_BLINDS: "dead small and big blinds", ActionKind.STRADDLE: "a straddle",
}  # fmt: skip
WAGERS = {  # the line's verb: the builder's verb and whether the amount is the street total
    "calls": ("call", True), "callsby": ("call", False), "bets": ("bet", False), "raises to": ("raise", True),
    "raisesby": ("raise", False), "allin": ("all-in", False),
}  # fmt: skip

_Line = tuple[int, str, int, bool]
"""A player (by number), a verb (a post's, a wager's, ``folds``, ``checks`` or ``*** FLOP ***``),
an amount, all in."""


def _text(lines: list[_Line]) -> str:
    written = []
    for who, verb, chips, all_in in lines:
        name = NAMES[who]
        if verb == "*** FLOP ***":
            written.append("*** FLOP *** [2h 7h Td]")
        elif verb in POSTS:
            written.append(f"{name}: {verb} {chips}")
        elif verb in ("folds", "checks"):
            written.append(f"{name} {verb}")
        else:
            end = ", and is all in" if all_in and verb in ("calls", "bets", "raises to") else ""  # (the others: never)
            written.append(f"{name} {verb} {chips}{end}")
    return HEAD + "\n".join(written) + "\n"


def _read(text: str) -> Any:
    """The reader's actions and street totals once every line is read, or its error's reason."""
    hand_class: Any = plainlines._Hand
    record = hand_class.record
    hand_class.record = lambda hand: hand  # (the hand as read, before the record checks its totals)
    try:
        got: Any = next(plainlines.read_lines(text, ROOM))
    finally:
        hand_class.record = record
    if isinstance(got, plainlines._Hand):
        return got.actions, got.street_in, got.dead
    return got.error.reason


def _built(lines: list[_Line]) -> Any:
    """The same lines told to the builder's own ``post`` and ``wager`` (the dead money of a post
    as the reader says it: a dead bet all dead, of both blinds the part over the big blind, a
    second small blind all dead; the order of play judged once every line is read, as the reader
    judges it: :func:`_out_of_order`, a model of its own)."""
    hand = TextHand("<text>", "1", ROOM.name, ROOM.format, 1)
    hand.street_in, small_blind, acted = {}, False, False
    rows = _text(lines).splitlines()
    anted: set[str] = set()  # (the button's second ante is its blind, live: KingsClub's 6+ #6155563; Ann, seat 1)
    try:
        for at, (who, verb, chips, all_in) in enumerate(lines, start=FIRST):
            name, units = NAMES[who], chips * 100
            if verb == "*** FLOP ***":
                if hand.street != "flop":  # (a second flop line starts nothing)
                    hand.new_street("flop", bets_stay=not acted)
                    acted = False
            elif verb in POSTS:
                kind = POSTS[verb]
                if kind is ActionKind.ANTE and name in anted and name == "Ann":
                    kind = ActionKind.BUTTON_BLIND
                elif kind is ActionKind.ANTE:
                    anted.add(name)
                if verb == "posts dead" or (kind is ActionKind.SMALL_BLIND and small_blind):
                    dead = units
                elif kind is ActionKind.DEAD_BLINDS:
                    dead = units - min(units, 1000)
                else:
                    dead = 0
                small_blind = small_blind or kind is ActionKind.SMALL_BLIND
                hand.post(name, kind, units, at, dead=dead, all_in=False)
            elif verb in ("folds", "checks"):
                (hand.fold if verb == "folds" else hand.check)(name, at)
                acted = True
            else:
                said, to = WAGERS[verb]
                all_in = all_in and verb in ("calls", "bets", "raises to")  # (as _text writes it)
                if to and units <= hand.street_in.get(name, 0):
                    line = Action(hand.street, name, ActionKind.CALL, 0, None, False, None, None, at)
                    again = _out_of_order([*hand.actions, line], rows)
                    if again is not None:  # (a line written again: named as the turn out of order it is)
                        return again
                    more = "as much" if units == hand.street_in.get(name, 0) else "more"
                    raise hand.fail(f"{name} goes to {chips} having already put in {more}", at)
                hand.wager(name, said, units, at, to=to, all_in=all_in or said == "all-in")
                acted = True
    except HandHistoryError as exc:
        return exc.reason
    again = _out_of_order(hand.actions, rows)
    if again is not None:
        return again
    antes = [action for action in hand.actions if action.kind is ActionKind.ANTE]
    found = forced_bet_contradiction(antes, dict.fromkeys(NAMES, 100_000 * 100), money=hand.money_text)
    anted = {ante.player for ante in antes}
    if len(antes) > 1 and found is None:  # (every player who acts posted an ante, where two or more others did)
        bare = next((action for action in hand.actions if action.player not in anted), None)
        if bare is not None:
            found = bare.line, f"{bare.player} acts but posted no ante, where {len(anted)} other players did"
    if len(antes) > 1 and found is not None:  # (the reader's ante check, once every line is read: its reason)
        at, why = found
        return f"line {at}: {shorten(_text(lines).splitlines()[at - 1].strip(), 80)}: {why}"
    return hand.actions, hand.street_in, hand.dead


def _out_of_order(actions: list[Action], rows: list[str]) -> str | None:
    """The reason of the first action out of the order of play, worked out here: a turn
    again with no bet, raise or bring-in since the player's last on the round (a post is none),
    or a blind, straddle or ante after a turn on its round."""
    turn_kinds = {ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.BET, ActionKind.RAISE}
    taken: list[Action] = []  # the round's turns so far
    for action in actions:
        if taken and taken[-1].street != action.street:
            taken = []
        mine = [turn for turn in taken if turn.player == action.player]
        said = shorten(rows[action.line - 1], 60) if action.line - 1 < len(rows) else "?"
        if action.kind in turn_kinds:
            if mine and not any(
                turn.kind in (ActionKind.BET, ActionKind.RAISE) for turn in taken[taken.index(mine[-1]) + 1 :]
            ):
                first = mine[-1].line
                return (
                    f"{action.player} acts (line {first}: {shorten(rows[first - 1], 60)}), then acts again (line"
                    f" {action.line}: {said}) with no bet or raise between: the action goes round the table, and a"
                    " player acts again only facing a bet or raise made since"
                )
            taken.append(action)
        elif taken:
            first = taken[0].line
            return (
                f"{action.player} posts {_POSTED[action.kind]} (line {action.line}: {said}) after"
                f" {taken[0].player}'s turn (line {first}: {shorten(rows[first - 1], 60)}) on the {action.street}:"
                " the blinds, straddles and antes are posted before the round's first turn"
            )
    return None


_LINES = st.lists(
    st.tuples(
        st.integers(0, len(NAMES) - 1),
        st.sampled_from([*POSTS, *WAGERS, "folds", "checks", "*** FLOP ***"]),
        st.integers(0, 60),
        st.booleans(),
    ),
    max_size=14,
)


@settings(max_examples=300, deadline=None)
@given(_LINES)
@example([(0, "posts the small blind", 5, False), (1, "posts the big blind", 10, False), (2, "allin", 8, False)])
@example([(1, "posts the big blind", 10, False), (2, "allin", 30, False), (0, "allin", 20, False)])
@example([(0, "bets", 20, True), (1, "raises to", 20, False)])
@example([(0, "posts both", 15, False), (0, "posts the small blind", 5, False), (1, "posts dead", 5, False)])
@example([(0, "bets", 20, False), (0, "raisesby", 10, False), (1, "allin", 30, False)])
@example([(0, "bets", 20, False), (2, "folds", 0, False), (0, "raisesby", 10, False), (1, "allin", 30, False)])
@example([(0, "checks", 0, False), (1, "bets", 20, False), (1, "bets", 20, False)])
@example([(0, "checks", 0, False), (0, "*** FLOP ***", 0, False), (0, "checks", 0, False)])
def test_the_readers_posts_and_wagers_are_the_builders(lines: list[_Line]) -> None:
    assert _read(_text(lines)) == _built(lines)


def test_a_raise_to_what_is_in_already_is_refused_naming_the_line() -> None:
    reason = _read(_text([(0, "bets", 20, False), (1, "raises to", 40, False), (0, "raises to", 20, False)]))
    assert reason == "Ann goes to 20 having already put in as much"  # (a review: "more" when it was as much)
    reason = _read(_text([(0, "bets", 30, False), (1, "raises to", 40, False), (0, "raises to", 20, False)]))
    assert reason == "Ann goes to 20 having already put in more"


def test_all_in_for_the_chips_added_calls_bets_or_raises_by_what_is_in() -> None:
    actions, street_in, _ = _read(_text([(0, "allin", 20, False), (1, "allin", 15, False), (2, "allin", 30, False)]))
    assert [(a.kind, a.amount, a.to, a.all_in) for a in actions] == [
        (ActionKind.BET, 2000, 2000, True),
        (ActionKind.CALL, 1500, None, True),
        (ActionKind.RAISE, 3000, 3000, True),
    ]
    assert street_in == {"Ann": 2000, "Bob": 1500, "Cid": 3000}
