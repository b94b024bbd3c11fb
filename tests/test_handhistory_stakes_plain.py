"""``sites.stakes``' short ways (issues 23/24: Full Tilt's and KingsClub's read): ``_blinds_plain``
says a hand's opening posts are clear only where the full reading (``blind_contradiction``)
finds nothing in them, and ``_posts._plain_posts`` (no stakes) says the ante rule finds nothing only where
``_posts.forced_bet_contradiction`` (no stakes) finds nothing. Random hands, posts of every kind,
stakes, structures, stacks and dead money, judged both ways; and ``blinds_as_printed`` /
``plain_blinds_as_printed`` give the same answer (the same words) with the short ways and without."""

from __future__ import annotations

from decimal import Decimal
from types import SimpleNamespace
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import _posts
from pokerrank.handhistory.records import Action, ActionKind, HandRecord, Seat
from pokerrank.handhistory.sites import stakes as rules

K = ActionKind
_NAMES = ("ann", "bob", "cid", "dan")
_OPEN = (K.ANTE, K.SMALL_BLIND, K.BIG_BLIND, K.DEAD_BLINDS, K.STRADDLE, K.BUTTON_BLIND)
_KINDS = (*_OPEN, K.CALL, K.RAISE, K.FOLD, K.CHECK)

_rows = st.lists(
    st.tuples(st.sampled_from(_NAMES), st.sampled_from(_OPEN), st.integers(0, 5), st.booleans()), max_size=7
)
_rest = st.lists(
    st.tuples(st.sampled_from(_NAMES), st.sampled_from(_KINDS), st.integers(0, 5), st.booleans()), max_size=5
)
_actions = st.tuples(_rows, _rest).map(
    lambda both: [
        Action("preflop", name, kind, amount, all_in=all_in, line=k + 3)
        for k, (name, kind, amount, all_in) in enumerate(both[0] + both[1])
    ]
)
_stakes = st.sampled_from(((), (1, 2), (0, 2), (2, 4), (1, 1), (2, 1), (2,)))
_structure = st.sampled_from(("no-limit", "pot-limit", "limit", "fixed"))
_stacks = st.dictionaries(st.sampled_from(_NAMES), st.integers(0, 8))
_dead = st.dictionaries(st.sampled_from(_NAMES), st.integers(0, 2), max_size=2)


def _seats(stacks: dict[str, int]) -> tuple[Seat, ...]:
    return tuple(Seat(k + 1, name, stack) for k, (name, stack) in enumerate(stacks.items()))


@given(_actions, _stakes, _structure, _stacks, _dead, st.booleans(), st.booleans())
def test_blinds_called_plain_are_what_the_full_reading_finds_nothing_in(
    actions: list[Action],
    stakes: tuple[int, ...],
    structure: str,
    stacks: dict[str, int],
    dead: dict[str, int],
    limit: bool,
    sizes: bool,
) -> None:
    full = rules.blind_contradiction(actions, stakes, structure, _seats(stacks), dead, str, limit, sizes)
    if rules._blinds_plain(actions, *rules._judged(stakes, structure, limit, sizes)):
        assert full is None


@given(_actions, _stacks)
def test_posts_called_plain_are_what_the_ante_rule_finds_nothing_in(
    actions: list[Action], stacks: dict[str, int]
) -> None:
    if _posts._plain_posts(actions, (), None)[0]:
        assert _posts.forced_bet_contradiction(actions, stacks, (), None, str) is None


def _record(
    actions: list[Action], stakes: tuple[int, ...], structure: str, stacks: dict[str, int], tournament: bool = False
) -> HandRecord:
    return HandRecord(
        "t", "1", "Full Tilt Poker", structure=structure, stakes=stakes, seats=_seats(stacks), actions=tuple(actions),
        line=1, unit=Decimal("0.01"), currency="USD", tournament="7" if tournament else None,
    )  # fmt: skip


def _said(check: object, *args: object) -> str | None:
    try:
        check(*args)  # type: ignore[operator]
    except HandHistoryError as exc:
        return f"{exc.line} {exc.reason}"
    return None


@given(_actions, _stakes, _structure, _stacks, st.booleans())
def test_both_roads_give_the_same_answer(
    actions: list[Action], stakes: tuple[int, ...], structure: str, stacks: dict[str, int], tournament: bool
) -> None:
    text = "\n".join(f"line {k}" for k in range(1, 20))
    record = _record(actions, stakes, structure, stacks, tournament)
    hand = SimpleNamespace(
        unparsed=(), actions=actions, stakes=stakes, structure=structure, seats=_seats(stacks), dead={},
        money_text=str, tournament="7" if tournament else None, text=text, line=1,
        fail=lambda why, at, outcome: HandHistoryError(why, "t", "1", at, outcome),
    )  # fmt: skip
    short = (_said(rules.blinds_as_printed, record, text), _said(rules.plain_blinds_as_printed, hand))
    with (
        mock.patch.object(rules, "_blinds_plain", return_value=False),
        mock.patch.object(_posts, "_plain_posts", return_value=(False, None)),
    ):
        full = (_said(rules.blinds_as_printed, record, text), _said(rules.plain_blinds_as_printed, hand))
    assert short == full


_SB, _BB = Action("preflop", "ann", K.SMALL_BLIND, 1, line=3), Action("preflop", "bob", K.BIG_BLIND, 2, line=4)
_PLAY = (Action("preflop", "cid", K.CALL, 2, line=5), Action("preflop", "ann", K.FOLD, 0, line=6))


@pytest.mark.parametrize(
    ("actions", "small", "big", "plain"),
    [
        ((_SB, _BB, *_PLAY), 1, 2, True),  # a plain hand: taken
        ((_SB, _BB, *_PLAY), 0, 0, True),  # no sizes judged
        ((_SB._replace(amount=2), _BB, *_PLAY), 0, 2, True),  # a limit table's small blind at most the big
        ((_SB._replace(amount=3), _BB, *_PLAY), 0, 2, False),  # ... more than it
        ((_SB._replace(amount=2), _BB, *_PLAY), 1, 2, False),  # a small blind not the stakes'
        ((_SB._replace(amount=1), _BB._replace(amount=4), *_PLAY), 2, 4, False),  # ... under them, not all in
        ((_SB, _BB._replace(amount=1), *_PLAY), 1, 2, False),  # a big blind not the stakes'
        ((_SB, _BB, _BB._replace(line=5)), 1, 2, False),  # a blind twice
        ((_SB, _BB._replace(player="ann")), 1, 2, False),  # both blinds on two lines
        ((_SB, _BB, Action("preflop", "cid", K.DEAD_BLINDS, 3, line=5)), 1, 2, False),  # a dead blind judged
        ((_SB, _BB, Action("preflop", "cid", K.DEAD_BLINDS, 3, line=5)), 0, 2, True),  # ... not judged
        ((_SB, _BB, Action("preflop", "cid", K.BIG_BLIND, 0, line=5)), 1, 2, True),  # a post of nothing
        ((_SB, _BB, Action("preflop", "cid", K.CALL, 2, line=5), _BB._replace(line=6)), 1, 2, True),  # not opening
    ],
)
def test_the_blinds_short_way_is_taken_and_left(actions: tuple[Action, ...], small: int, big: int, plain: bool) -> None:
    assert rules._blinds_plain(actions, small, big) is plain


_ANTES = (Action("preflop", "ann", K.ANTE, 1, line=2), Action("preflop", "bob", K.ANTE, 1, line=3))


@pytest.mark.parametrize(
    ("actions", "plain"),
    [
        ((_SB, _BB, *_PLAY), True),
        ((*_ANTES, _SB, _BB, Action("preflop", "ann", K.CALL, 1, line=5)), True),  # every actor anted
        ((*_ANTES, _SB, _BB, *_PLAY), False),  # cid acts without an ante
        ((_ANTES[0], _ANTES[1]._replace(amount=2), _SB, _BB), False),  # antes that differ
        ((_ANTES[0], _SB, _BB, _ANTES[0]._replace(line=5)), False),  # an ante twice
        ((_SB, _BB, *_PLAY, _SB._replace(line=9)), False),  # a small blind twice, anywhere
        ((_ANTES[0], _SB, _BB, *_PLAY), True),  # one ante: the table's
    ],
)
def test_the_ante_short_way_is_taken_and_left(actions: tuple[Action, ...], plain: bool) -> None:
    assert _posts._plain_posts(actions, (), None)[0] is plain


def test_a_plain_hand_takes_the_short_ways() -> None:
    # (the full readings are not called for a hand whose posts are plain: the short ways are the point)
    record = _record([_SB, _BB, *_PLAY], (1, 2), "no-limit", {"ann": 100, "bob": 100, "cid": 100})
    with (
        mock.patch.object(rules, "blind_contradiction", side_effect=AssertionError("the full blinds reading")),
        mock.patch.object(_posts, "forced_bet_contradiction", side_effect=AssertionError("the full ante rule")),
    ):
        rules.blinds_as_printed(record, "")
    with pytest.raises(HandHistoryError, match="big blind"):  # (and a hand that is not plain gets the full reading)
        rules.blinds_as_printed(
            _record([_SB, _BB._replace(amount=1), *_PLAY], (1, 2), "no-limit", {"ann": 100, "bob": 100, "cid": 100}),
            "\n".join(f"line {k}" for k in range(1, 9)),
        )
