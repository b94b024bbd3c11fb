"""h-speed10's short ways (issues 23/24: KingsClub's and PKR's rows), each judged against the
long way it replaces, on random actions (Hypothesis) and in a table:

- ``_posts._plain_posts`` reads the posts alone (picked in C by the kind's identity), not every
  action: the same answer as the loop over every action (:func:`_plain_posts_every_action`,
  the loop as it was), posts anywhere in the hand, a kind that is only the post's text (no
  post: the rule tests identity), antes of several sizes, dead money;
- ``plainlines._Hand.check_antes`` counts the antes in C and leaves a hand of fewer than two at
  once, and looks for a player who acted without an ante only where one did: the same error,
  or none, as the reading of every action (:func:`_check_antes_every_action`);
- ``_rounds.check_rounds`` looks at a turn's kind only where a player is behind an ended
  round's bet: the same error, or none, as the rule read for every turn (the table below).
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import _posts, plainlines
from pokerrank.handhistory._posts import ante_contradiction
from pokerrank.handhistory._rounds import check_rounds
from pokerrank.handhistory.owntext import TextHand
from pokerrank.handhistory.records import Action, ActionKind
from pokerrank.handhistory.verdicts import INCONSISTENT

K = ActionKind
_NAMES = ("ann", "bob", "cid", "dan")
_KINDS = (
    K.ANTE, K.SMALL_BLIND, K.BIG_BLIND, K.DEAD_BLINDS, K.BUTTON_BLIND, K.CALL, K.RAISE, K.BET, K.FOLD, K.CHECK,
    K.BRING_IN, "ante", "small blind",  # (a post's text, no post: the rules test the kind's identity)
)  # fmt: skip

_actions = st.lists(
    st.tuples(st.sampled_from(_NAMES), st.sampled_from(_KINDS), st.integers(0, 4), st.booleans()),
    max_size=14,
).map(
    lambda rows: [
        Action("preflop", name, kind, amount, all_in=all_in, line=k + 3)  # type: ignore[arg-type]
        for k, (name, kind, amount, all_in) in enumerate(rows)
    ]
)
_stakes = st.sampled_from(((), (1, 2), (0, 2), (2, 4), (1, 1)))
_dead = st.none() | st.dictionaries(st.sampled_from(_NAMES), st.integers(0, 2), max_size=2)


def _plain_posts_every_action(
    actions: Sequence[Action], stakes: tuple[int, ...], dead: dict[str, int] | None
) -> tuple[bool, tuple[Action, int] | None]:
    """``_posts._plain_posts`` as it read the hand before: a turn of its loop for every action."""
    posted: set[tuple[str, ActionKind]] = set()
    anted: list[str] = []
    ante = -1
    sized = len(stakes) >= 2
    blinds = (stakes[0], stakes[1]) if sized else (0, 0)
    paid = dead or {}
    small: Action | None = None
    at = -1
    plain = not (dead and any(dead.values()))
    k = -1
    for action in actions:
        k += 1
        kind = action[2]
        if kind is K.ANTE or kind is K.SMALL_BLIND or kind is K.BIG_BLIND:
            player = action[1]
            key = (player, kind)
            if key in posted:
                return False, _posts._UNREAD
            posted.add(key)
            amount = action[3]
            if kind is K.ANTE:
                if ante < 0:
                    ante = amount
                elif amount != ante:
                    return False, _posts._UNREAD
                anted.append(player)
                continue
            if sized and not paid.get(player):
                blind = blinds[0] if kind is K.SMALL_BLIND else blinds[1]
                if amount != blind and (blind or amount > blinds[1]):
                    return False, _posts._UNREAD
            if kind is K.SMALL_BLIND:
                if small is not None:
                    plain = False
                small = action
            elif at >= 0:
                plain = False
            else:
                at = k
        elif kind is K.DEAD_BLINDS or kind is K.BUTTON_BLIND:
            plain = False
    if len(anted) > 1:
        players = set(anted)
        if any(action[1] not in players for action in actions):
            return False, _posts._UNREAD
    return True, ((small, at) if plain and small is not None and at >= 0 else None)


@given(_actions, _stakes, _dead)
def test_the_posts_alone_read_as_every_action(
    actions: list[Action], stakes: tuple[int, ...], dead: dict[str, int] | None
) -> None:
    assert _posts._plain_posts(actions, stakes, dead) == _plain_posts_every_action(actions, stakes, dead)
    assert _posts._plain_posts(tuple(actions), stakes, dead) == _plain_posts_every_action(actions, stakes, dead)


_SB, _BB = Action("preflop", "ann", K.SMALL_BLIND, 1, line=3), Action("preflop", "bob", K.BIG_BLIND, 2, line=4)
_CALL = Action("preflop", "cid", K.CALL, 2, line=5)
_ANTE = Action("preflop", "ann", K.ANTE, 1, line=2)


@pytest.mark.parametrize(
    ("actions", "stakes", "dead", "want"),
    [
        ([_SB, _BB, _CALL], (1, 2), None, (True, (_SB, 1))),  # the plain hand: the blinds found
        ([_CALL, _SB, _BB], (1, 2), None, (True, (_SB, 2))),  # posts after a turn: their places
        ([_SB, _CALL, _BB, _BB._replace(line=6)], (1, 2), None, (False, _posts._UNREAD)),  # a big blind twice
        ([_SB, _BB, _CALL, _BB._replace(player="cid", line=6)], (1, 2), None, (True, None)),  # two big blinds' players
        ([_SB, _BB, _CALL._replace(kind=K.DEAD_BLINDS)], (1, 2), None, (True, None)),  # a dead blind: not plain
        ([_SB, _BB, _CALL._replace(kind=K.BUTTON_BLIND)], (1, 2), None, (True, None)),  # the button's blind
        ([_SB, _BB, _CALL._replace(kind="small & big blinds")], (1, 2), None, (True, (_SB, 1))),  # (its text: no post)
        ([_ANTE, _ANTE._replace(player="bob"), _SB, _BB, _CALL], (1, 2), None, (False, _posts._UNREAD)),  # cid: none
        ([_ANTE, _ANTE._replace(player="bob"), _SB, _BB], (1, 2), None, (True, (_SB, 3))),  # everyone anted
        ([_ANTE, _SB, _BB, _CALL], (1, 2), None, (True, (_SB, 2))),  # one ante alone: the table's
        ([_SB, _BB._replace(amount=3)], (1, 2), None, (False, _posts._UNREAD)),  # a big blind not the stakes'
        ([_SB, _BB._replace(amount=3)], (1, 2), {"bob": 1}, (True, None)),  # his dead money: not judged, not plain
    ],
)
def test_the_posts_in_a_table(
    actions: list[Action],
    stakes: tuple[int, ...],
    dead: dict[str, int] | None,
    want: tuple[bool, tuple[Action, int] | None],
) -> None:
    assert _posts._plain_posts(actions, stakes, dead) == want == _plain_posts_every_action(actions, stakes, dead)


def _hand(actions: list[Action], unparsed: bool = False) -> plainlines._Hand:
    hand = plainlines._Hand("<text>", "1", "KingsClub", "kingsclub", 1, scale=1)
    for seat, name in enumerate(_NAMES, start=1):
        hand.seat(seat, name, 10)
    hand.actions.extend(actions)
    if unparsed:
        hand.unparsed.append((99, "a line no rule reads"))
    return hand


def _check_antes_every_action(hand: plainlines._Hand, lines: list[str]) -> None:
    """``_Hand.check_antes`` as it read the hand before: every action looked at in Python."""
    antes = [action for action in hand.actions if action.kind is K.ANTE]
    if len(antes) < 2 or hand.unparsed:
        return
    first = antes[0].amount
    anted = {ante.player for ante in antes}
    if all(ante.amount == first for ante in antes) and len(anted) == len(antes):
        found = None
    else:
        found = ante_contradiction(hand.actions, {seat.name: seat.stack for seat in hand.seats}, hand.money_text)
    if found is None:
        bare = next((action for action in hand.actions if action.player not in anted), None)
        if bare is not None:
            found = bare.line, f"{bare.player} acts but posted no ante, where {len(anted)} other players did"
    if found is not None:
        at, why = found
        row = lines[at - hand.line].strip() if 0 <= at - hand.line < len(lines) else ""
        raise hand.fail(f"line {at}: {shorten(row, 80)}: {why}", at, INCONSISTENT)


def _said(check: object, hand: plainlines._Hand, lines: list[str]) -> tuple[str, str] | None:
    try:
        check(hand, lines)  # type: ignore[operator]
    except HandHistoryError as error:
        return error.reason, str(error)
    return None


@given(_actions, st.booleans())
def test_the_antes_counted_in_c_judge_as_every_action(actions: list[Action], unparsed: bool) -> None:
    lines = [f"line {k}" for k in range(20)]
    fast = _said(plainlines._Hand.check_antes, _hand(actions, unparsed), lines)
    assert fast == _said(_check_antes_every_action, _hand(actions, unparsed), lines)


@pytest.mark.parametrize(
    ("kinds", "refused"),
    [
        ((K.ANTE, K.CALL), False),  # one ante: the table's, nothing judged
        ((K.ANTE, K.ANTE), False),  # two, each player's once, every actor anted
        ((K.ANTE, K.ANTE, K.CALL), True),  # cid acts without one
        (("ante", "ante", K.CALL), False),  # a post's text is no ante: none counted
    ],
)
def test_the_antes_in_a_table(kinds: tuple[ActionKind, ...], refused: bool) -> None:
    actions = [Action("preflop", _NAMES[k], kind, 1, line=k + 2) for k, kind in enumerate(kinds)]
    lines = [f"line {k}" for k in range(10)]
    fast = _said(plainlines._Hand.check_antes, _hand(actions), lines)
    assert (fast is not None) is refused
    assert fast == _said(_check_antes_every_action, _hand(actions), lines)
    if refused:
        assert fast is not None and "cid acts but posted no ante, where 2 other players did" in fast[1]


def _rounds_hand(rows: list[tuple[str, str, ActionKind, int]]) -> tuple[TextHand, list[str]]:
    hand = TextHand("<text>", "1", "Room", "room", 1, scale=1)
    hand.seat(1, "ann", 100)
    hand.seat(2, "bob", 100)
    hand.seat(3, "cid", 100)
    lines = ["hand"]
    for street, name, kind, amount in rows:
        hand.actions.append(Action(street, name, kind, amount, line=len(lines) + 1))
        lines.append(f"{name}: {kind} {amount}")
    return hand, lines


@pytest.mark.parametrize("kind", [K.FOLD, K.CHECK, K.CALL, K.BET, K.RAISE, K.BRING_IN])
def test_a_turn_behind_an_ended_rounds_bet_is_refused_whatever_its_kind(kind: ActionKind) -> None:
    """bob leaves the preflop with 2 in against ann's 6: his next turn, of any kind, is refused;
    a show of his (no turn) is not looked at, nor a turn of a player not behind."""
    rows = [
        ("preflop", "ann", K.SMALL_BLIND, 1), ("preflop", "bob", K.BIG_BLIND, 2), ("preflop", "ann", K.RAISE, 5),
        ("preflop", "cid", K.CALL, 6), ("flop", "ann", K.CHECK, 0), ("flop", "cid", K.CHECK, 0),
        ("flop", "bob", kind, 2 if kind in (K.CALL, K.BET, K.RAISE, K.BRING_IN) else 0),
    ]  # fmt: skip
    hand, lines = _rounds_hand(rows)
    with pytest.raises(HandHistoryError, match="bob goes on to the flop"):
        check_rounds(hand, lines, ())
    hand, lines = _rounds_hand([*rows[:-1], ("flop", "bob", K.SHOW, 0)])
    check_rounds(hand, lines, ())  # (a show is no turn: nothing said)
    hand, lines = _rounds_hand([*rows[:4], ("preflop", "bob", K.CALL, 4), *rows[4:]])
    check_rounds(hand, lines, ())  # (bob called: nobody behind)
