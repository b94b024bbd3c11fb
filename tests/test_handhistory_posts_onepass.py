"""``_posts``' short ways (issue 24: the own-text rooms' read): ``_plain_posts`` reads a hand's
actions once and says a hand's posts are clear only where the full reading of the rules
(``_forbidden_post``) finds no post against them, with the blinds ``_found_blinds`` finds; and
``_next_seats`` says the blinds sit where the blinds' places rule finds nothing only where the
full reading (the players who play on, clockwise) finds nothing. Random hands, posts of every
kind, seats, stacks, stakes, dead money and buttons, each judged both ways."""

from __future__ import annotations

from unittest import mock

from hypothesis import given
from hypothesis import strategies as st

from pokerrank.handhistory import _posts
from pokerrank.handhistory.records import Action, ActionKind

K = ActionKind
_NAMES = ("ann", "bob", "cid", "dan", "eve")
_KINDS = (K.ANTE, K.SMALL_BLIND, K.BIG_BLIND, K.DEAD_BLINDS, K.BUTTON_BLIND, K.CALL, K.RAISE, K.FOLD, K.CHECK)

_actions = st.lists(
    st.tuples(st.sampled_from(_NAMES), st.sampled_from(_KINDS), st.integers(0, 5), st.booleans()),
    max_size=12,
).map(
    lambda rows: [
        Action("preflop", name, kind, amount, all_in=all_in, line=k + 3)
        for k, (name, kind, amount, all_in) in enumerate(rows)
    ]
)
_seats = st.permutations(range(1, 10)).flatmap(
    lambda order: st.sets(st.sampled_from(_NAMES)).map(lambda names: {name: order[k] for k, name in enumerate(names)})
)
_stacks = st.dictionaries(st.sampled_from(_NAMES), st.integers(0, 8))
_stakes = st.sampled_from(((), (1, 2), (0, 2), (2, 4), (1, 1)))
_dead = st.none() | st.dictionaries(st.sampled_from(_NAMES), st.integers(0, 2), max_size=2)


@given(_actions, _stacks, _stakes, _dead)
def test_posts_called_clear_are_what_the_full_reading_finds_nothing_in(
    actions: list[Action], stacks: dict[str, int], stakes: tuple[int, ...], dead: dict[str, int] | None
) -> None:
    clear, blinds = _posts._plain_posts(actions, stakes, dead)
    full = _posts._forbidden_post(actions, stacks, stakes, dead, str)
    if clear:
        assert full is None
        assert blinds == _posts._found_blinds(actions, dead)
    else:
        assert blinds is _posts._UNREAD


@given(
    _actions,
    _seats,
    st.lists(st.sampled_from(_NAMES), max_size=3),
    _stacks,
    st.none() | st.integers(1, 9),
    st.booleans(),
)
def test_blinds_next_to_each_other_are_what_the_full_reading_finds_nothing_in(
    actions: list[Action],
    seats: dict[str, int],
    dealt: list[str],
    stacks: dict[str, int],
    button: int | None,
    tournament: bool,
) -> None:
    short = _posts._blinds_out_of_place(actions, seats, dealt, stacks, button, None, tournament)
    with mock.patch.object(_posts, "_next_seats", return_value=False):
        full = _posts._blinds_out_of_place(actions, seats, dealt, stacks, button, None, tournament)
    assert short == full
    blinds = _posts._plain_blinds(actions, seats, None)
    if blinds is not None and _posts._next_seats(actions, blinds[0], blinds[1], seats, stacks, button):
        assert full is None


def test_the_short_ways_are_taken_and_left() -> None:
    """A plain hand is clear and its blinds next to each other; a second big blind, antes that
    differ, a blind not the stakes' and a player seated between the blinds are not."""
    sb, bb = Action("preflop", "ann", K.SMALL_BLIND, 1, line=3), Action("preflop", "bob", K.BIG_BLIND, 2, line=4)
    call = Action("preflop", "cid", K.CALL, 2, line=5)
    assert _posts._plain_posts([sb, bb, call], (1, 2), None) == (True, (sb, 1))
    assert _posts._next_seats([sb, bb, call], sb, 1, {"ann": 1, "bob": 2, "cid": 3}, {}, 3)
    assert not _posts._next_seats([sb, bb, call], sb, 1, {"ann": 1, "bob": 3, "cid": 2}, {}, 9)
    assert _posts._blinds_out_of_place([sb, bb, call], {"ann": 1, "bob": 3, "cid": 2}, (), {}, 9, None, False)
    assert _posts._plain_posts([sb, bb, bb._replace(line=6)], (1, 2), None) == (False, _posts._UNREAD)
    assert _posts._plain_posts([sb, bb._replace(amount=3)], (1, 2), None) == (False, _posts._UNREAD)
    ante = Action("preflop", "ann", K.ANTE, 1, line=2)
    assert _posts._plain_posts([ante, ante._replace(player="bob", amount=2), sb, bb], (), None)[0] is False
    assert _posts._plain_posts([ante, ante._replace(player="bob"), sb, bb, call], (), None)[0] is False
    # (a small blind of no printed size, more than the big blind: the full reading names it)
    assert _posts._plain_posts([sb._replace(amount=3), bb], (0, 2), None) == (False, _posts._UNREAD)
    assert _posts._plain_posts([sb, bb], (0, 2), None) == (True, (sb, 1))
    assert _posts._forbidden_post([sb._replace(amount=3), bb], {}, (0, 2), None, str) is not None
    # (the big blind's player all in on his ante before it: not one who plays on, the full reading judges)
    posts = [ante._replace(player="bob"), sb, bb, call]
    seats, stacks = {"ann": 1, "bob": 2, "cid": 3}, {"bob": 1}
    assert not _posts._next_seats(posts, sb, 2, seats, stacks, 3)
    assert _posts._next_seats(posts, sb, 2, seats, {"bob": 5}, 3)
    assert _posts._blinds_out_of_place(posts, seats, (), stacks, 3, None, False) is not None
