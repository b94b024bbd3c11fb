"""The hand engine's set-up read once at the door: numpy's integers and arrays, generators and
``str`` subclasses play as the plain ints, lists and texts they stand for (the same hand, every
amount an ``int``), before and after a table's set-up is kept; contradictory set-ups (posts with
blinds or straddles, a button straddle no larger than the blind before it, a Table's straddles)
are typed errors naming the culprit; and an action given an amount it takes none of is refused
(docs/RULES.md, "The hand engine": E6, E8, E23)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np
import pytest

from pokerrank.engine import Hand, IllegalActionError, Table, get_rules
from pokerrank.engine.hand import _PREPARED
from pokerrank.errors import ArgumentError, ChipAmountError, DealError

HOUSE = replace(get_rules(), name="house-mississippi", mississippi_straddle=True)


def events(hand: Hand) -> list[tuple[str, str, Any]]:
    return [(e.player, e.kind.value, e.amount) for e in hand.events]


def play_out(hand: Hand) -> None:
    while not hand.over:
        legal = hand.legal()
        hand.act("bring-in" if legal.bring_in else "call" if legal.call else "check" if legal.check else "show")


def assert_ints(hand: Hand) -> None:
    """Every amount the hand holds is a plain int: nothing of numpy's leaks out."""
    amounts = [*hand.stacks, *hand.bets, *hand.winnings.values(), hand.pot, *(e.amount for e in hand.events)]
    assert all(type(a) is int for a in amounts), amounts


def same_hand(given: dict[str, Any], plain: dict[str, Any], game: str = "holdem", n: int = 4) -> Hand:
    """The hand set up with ``given`` plays as the one set up with the plain ints and lists, to its end."""
    hands = [Hand(game, [100] * n, seed=7, **kw) for kw in (given, plain)]
    for hand in hands:
        play_out(hand)
    assert events(hands[0]) == events(hands[1])
    assert hands[0].stacks == hands[1].stacks and hands[0].winnings == hands[1].winnings
    assert_ints(hands[0])
    return hands[0]


# -- numpy at the door -----------------------------------------------------------------------------


@pytest.mark.parametrize("ante", ["button", "big blind"])
@pytest.mark.parametrize("integer", [np.int64, np.int32, np.uint8])
def test_a_numpy_ante_for_the_table_is_posted_once_as_an_int_ante_is(ante: str, integer: Any) -> None:
    hand = same_hand(
        {"blinds": (1, 2), "antes": integer(2), "ante": ante}, {"blinds": (1, 2), "antes": 2, "ante": ante}
    )
    assert [kind for _, kind, _ in events(hand)].count("ante") == 1


@pytest.mark.parametrize("rake", [np.int64(1), np.int32(1)])
def test_a_rake_of_whole_chips_of_any_integer_type_is_paid_as_an_int_rake(rake: Any) -> None:
    hand = same_hand({"blinds": (1, 2), "rake": rake}, {"blinds": (1, 2), "rake": 1})
    assert type(hand.rake) is int and sum(hand.stacks) == 399


@pytest.mark.parametrize("rake", [1.5, "1", np.float64(0.5), True, 1.0, np.float64(1.0)])
def test_a_rake_not_of_whole_chips_is_refused_at_set_up(rake: Any) -> None:  # (a float as antes: refused)
    with pytest.raises(ChipAmountError, match="rake"):
        Hand("holdem", [100] * 3, blinds=(1, 2), rake=rake, seed=1)


def test_numpy_added_money_is_an_int_in_the_stacks_and_winnings() -> None:
    hand = same_hand({"blinds": (1, 2), "added": np.int64(5)}, {"blinds": (1, 2), "added": 5}, n=3)
    assert sum(hand.stacks) == 305
    folded = Hand("holdem", [100] * 3, blinds=(1, 2), added=np.int64(5), seed=1)
    folded.act("fold")
    folded.act("fold")
    assert folded.stacks == [99, 106, 100]
    assert_ints(folded)


@pytest.mark.parametrize(
    ("given", "plain"),
    [
        ({"blinds": (1, 2), "antes": np.array([1, 1, 2, 1])}, {"blinds": (1, 2), "antes": [1, 1, 2, 1]}),
        ({"blinds": (1, 2), "dead": np.array([0, 0, 1, 0])}, {"blinds": (1, 2), "dead": [0, 0, 1, 0]}),
        ({"blinds": np.array([1, 2]), "straddles": np.array([4])}, {"blinds": (1, 2), "straddles": [4]}),
        (
            {"blinds": np.array([1, 2]), "button_straddle": np.int64(4), "rules": HOUSE},
            {"blinds": (1, 2), "button_straddle": 4, "rules": HOUSE},
        ),
        ({"blinds": (1, 2), "antes": np.int64(1), "dead": np.int64(1)}, {"blinds": (1, 2), "antes": 1, "dead": 1}),
    ],
)
def test_numpy_arrays_of_amounts_play_as_lists(given: dict[str, Any], plain: dict[str, Any]) -> None:
    same_hand(given, plain)


def test_empty_numpy_blinds_in_stud_are_no_blinds() -> None:
    same_hand(
        {"blinds": np.array([], dtype=np.int64), "antes": 1, "bring_in": 1, "bets": (2, 4)},
        {"antes": 1, "bring_in": 1, "bets": (2, 4)},
        game="stud",
    )
    with pytest.raises(DealError, match="stud games have no blinds"):
        Hand("stud", [100] * 3, blinds=np.array([1, 2]), antes=1, bring_in=1, bets=(2, 4))


def test_numpy_limit_raises_and_spread_are_whole_numbers() -> None:
    rules = replace(get_rules(), name="cap-3", limit_raises=np.int64(3))
    assert type(rules.limit_raises) is int and rules == replace(get_rules(), name="cap-3", limit_raises=3)
    with pytest.raises(ArgumentError, match="limit_raises"):
        replace(get_rules(), name="cap-x", limit_raises=np.float64(3))
    spread = {"structure": "spread-limit", "blinds": (1, 2)}
    same_hand({**spread, "spread": np.array([1, 5])}, {**spread, "spread": (1, 5)})
    same_hand({**spread, "spread": [np.array([1, 5])] * 4}, {**spread, "spread": (1, 5)})
    with pytest.raises(ChipAmountError, match="spread"):
        Hand("holdem", [100] * 3, spread=np.array([1.0, 5.0]), **spread)


# -- generators, read once -------------------------------------------------------------------------


@pytest.mark.parametrize("twice", [1, 2])  # the second time: the table's set-up kept
def test_generators_are_read_once_as_the_lists_they_give(twice: int) -> None:
    for _ in range(twice):
        hand = Hand("holdem", (s for s in [123, 321, 50]), blinds=(b for b in (1, 2)), seed=1)
        assert hand.starting == [123, 321, 50] and hand.bets == [1, 2, 0]
        hand = Hand("holdem", [100] * 4, blinds=(1, 2), straddles=(s for s in [4]), seed=1)
        assert events(hand)[-1] == ("p3", "straddle", 4)
        hand = Hand("holdem", [100] * 2, blinds=(1, 2), names=(n for n in ["ann", "bob"]), seed=1)
        assert hand.names == ("ann", "bob")
        hand = Hand("holdem", [100] * 3, blinds=(1, 2), antes=(a for a in [1, 2, 3]), seed=1)
        assert events(hand)[:3] == [("p1", "ante", 1), ("p2", "ante", 2), ("p3", "ante", 3)]
        hand = Hand("holdem", [100] * 3, posts=(p for p in [0, 1, 2]), seed=1)
        assert hand.bets == [0, 1, 2]


def test_a_generator_beside_a_bad_argument_is_refused_for_the_bad_argument() -> None:
    with pytest.raises(ChipAmountError, match="blinds: a list of whole numbers of chips, got 5"):
        Hand("holdem", (s for s in [100, 100]), blinds=5)
    with pytest.raises(DealError, match="stud games have no blinds"):
        Hand("stud", (s for s in [100, 100]), blinds=(b for b in (1, 2)), antes=np.int64(1), bring_in=1, bets=(2, 4))
    with pytest.raises(DealError, match="names: a list of the players' names, got 5"):
        Hand("holdem", (s for s in [100, 100]), blinds=(1, 2), names=5)
    with pytest.raises(DealError, match="names: each player's name is a text, got 1"):
        Hand("holdem", (s for s in [100, 100]), blinds=np.array([1, 2]), names=(n for n in ["a", 1]))


# -- names -----------------------------------------------------------------------------------------


def test_one_text_is_one_name_whether_or_not_a_table_is_kept() -> None:
    _PREPARED.clear()
    with pytest.raises(DealError, match=r"names: 2 different names wanted, got \['ab'\]"):
        Hand("holdem", [100, 100], blinds=(1, 2), names="ab")
    Hand("holdem", [100, 100], blinds=(1, 2), names=["a", "b"])  # kept: the set-up of a table
    with pytest.raises(DealError, match=r"names: 2 different names wanted, got \['ab'\]"):
        Hand("holdem", [100, 100], blinds=(1, 2), names="ab")
    with pytest.raises(DealError, match="names: a list of the players' names, got 5"):
        Hand("holdem", [100, 100], blinds=(1, 2), names=5)


class Name(str):
    pass


@pytest.mark.parametrize("names", [[np.str_("a"), np.str_("b")], [Name("a"), "b"], ("a", Name("b"))])
@pytest.mark.parametrize("kept", [False, True])
def test_str_subclasses_are_names_and_plain_texts_in_the_hand(names: Any, kept: bool) -> None:
    _PREPARED.clear()  # (no table's set-up kept from another test)
    if kept:
        Hand("holdem", [100, 100], blinds=(1, 2), names=["a", "b"])
    hand = Hand("holdem", [100, 100], blinds=(1, 2), names=names)
    assert hand.names == ("a", "b") and all(type(name) is str for name in hand.names)
    assert all(type(e.player) is str for e in hand.events)


@pytest.mark.parametrize("names", [["a", 1], [b"a", b"b"], ["a", None], ["a", ""]])
def test_a_name_that_is_no_text_is_refused(names: Any) -> None:
    with pytest.raises(DealError, match="each player's name is a text"):
        Hand("holdem", [100, 100], blinds=(1, 2), names=names)


# -- the button straddle (E23) follows the straddles' rule (E6) -------------------------------------


@pytest.mark.parametrize(
    ("n", "given", "error", "culprit"),
    [
        (4, {"button_straddle": 1}, ChipAmountError, r"larger than the blind or straddle before it \(2\), got 1"),
        (4, {"button_straddle": 2}, ChipAmountError, r"larger than the blind or straddle before it \(2\), got 2"),
        (5, {"straddles": [4], "button_straddle": 4}, ChipAmountError, r"before it \(4\), got 4"),
        (3, {"straddles": [4], "button_straddle": 8}, DealError, r"the button \('p3'\) posts 4 already"),
        (4, {"straddles": [4, 8], "button_straddle": 16}, DealError, r"the button \('p4'\) posts 8 already"),
    ],
)
def test_a_button_straddle_is_larger_than_the_straddle_before_and_one_a_player(
    n: int, given: dict[str, Any], error: type[Exception], culprit: str
) -> None:
    with pytest.raises(error, match=culprit):
        Hand("holdem", [100] * n, blinds=(1, 2), rules=HOUSE, seed=1, **given)


def test_a_button_straddle_over_a_straddle_is_posted_after_it() -> None:
    hand = Hand("holdem", [100] * 4, blinds=(1, 2), straddles=[4], button_straddle=8, rules=HOUSE, seed=1)
    assert events(hand) == [
        ("p1", "small blind", 1),
        ("p2", "big blind", 2),
        ("p3", "straddle", 4),
        ("p4", "straddle", 8),
    ]
    with pytest.raises(IllegalActionError, match="E23"):  # the rule set's leave first
        Hand("holdem", [100] * 4, blinds=(1, 2), button_straddle=1, seed=1)


# -- contradictory forced bets ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("given", "culprit"),
    [
        ({"blinds": (5, 10)}, r"got posts \[1, 2, 0, 0\] with blinds \(5, 10\)"),
        ({"straddles": [4]}, r"got posts \[1, 2, 0, 0\] with straddles \[4\]"),
    ],
)
def test_posts_are_the_forced_bets_in_full(given: dict[str, Any], culprit: str) -> None:
    with pytest.raises(DealError, match=culprit):
        Hand("holdem", [100] * 4, posts=[1, 2, 0, 0], seed=1, **given)


@pytest.mark.parametrize(
    ("blinds", "culprit"),
    [((5, 2), r"the small blind at most the big, got \(5, 2\)"), ((1.5, 2), "got 1.5"), ((1,), r"got \(1,\)")],
)
def test_a_table_refuses_blinds_a_hand_would(blinds: Any, culprit: str) -> None:
    with pytest.raises(ChipAmountError, match=culprit):
        Table("holdem", [100] * 4, blinds=blinds)


def test_a_table_refuses_the_forced_bets_it_posts_itself() -> None:
    with pytest.raises(ArgumentError, match="straddles="):
        Table("holdem", [100] * 4, blinds=(1, 2), straddles=[4])
    table = Table("holdem", [100] * 4, blinds=(1, 2))
    with pytest.raises(ArgumentError, match="button_straddle="):
        table.deal(seed=1, button_straddle=4)
    assert table.deal(seed=1).bets == [0, 1, 2, 0]  # (nothing dealt by the refusal)


# -- an amount where an action takes none ----------------------------------------------------------


def snapshot(hand: Hand) -> tuple[Any, ...]:
    return (tuple(hand.stacks), tuple(hand.bets), hand.phase, hand.to_act, len(hand.events))


def refused(hand: Hand, *args: Any) -> IllegalActionError:
    before = snapshot(hand)
    with pytest.raises(IllegalActionError) as info:
        hand.act(*args)
    assert snapshot(hand) == before
    return info.value


def test_a_bring_in_takes_only_the_amount_offered() -> None:
    hand = Hand("stud", [100] * 3, antes=1, bring_in=1, bets=(2, 4), seed=1)
    error = refused(hand, "bring-in", 5)
    assert "bring-in 5" in str(error) and "bring in 1" in error.allowed and error.rule.startswith("E8:")
    refused(hand, "bring-in", 0)
    hand.act("bring-in", np.int64(hand.legal().bring_in))
    assert events(hand)[-1][1:] == ("bring-in", 1)


@pytest.mark.parametrize("amount", [0, 5, np.int64(0)])
def test_fold_check_show_and_muck_take_no_amount(amount: Any) -> None:
    hand = Hand("holdem", [100] * 3, blinds=(1, 2), seed=1)
    assert "fold takes no amount" in str(refused(hand, "fold", amount))
    hand.act("call")
    hand.act("call")
    assert "check takes no amount" in str(refused(hand, "check", amount))
    hand = Hand("holdem", [100] * 2, blinds=(1, 2), auto_show=False, seed=1)
    hand.act("call")
    while hand.legal().phase != "show":
        hand.act("check")
    for action in ("show", "muck"):
        assert f"{action} takes no amount" in str(refused(hand, action, amount))
    hand.act("show")


# -- the review of the set-up read at the door ---------------------------------------------------


def test_generators_are_read_once_where_a_chip_of_its_own_and_a_numpy_amount_keep_no_set_up() -> None:
    """A smallest chip of its own and a numpy amount: the set-up is made again each time, from
    what the key read of each generator (was: the straddle lost, the stacks empty)."""
    events = Hand("holdem", np.array([100] * 4), blinds=(5, 10), straddles=(s for s in [20]), chip=5, seed=1).events
    assert [(e.player, e.kind.value, e.amount) for e in events][-1] == ("p3", "straddle", 20)
    hand = Hand("holdem", (s for s in [100] * 3), blinds=np.array([5, 10]), chip=5)
    assert hand.stacks == [95, 90, 100]


def test_a_rule_sets_limit_raises_that_is_an_array_is_named() -> None:
    with pytest.raises(ArgumentError, match="limit_raises"):
        replace(get_rules(), name="x", limit_raises=np.array([3]))


def test_a_name_that_prints_otherwise_is_its_text_whatever_was_set_up_before() -> None:
    class Loud(str):
        def __str__(self) -> str:
            return "zz"

    first = Hand("holdem", [100] * 3, blinds=(1, 2), names=[Loud("a"), "b", "c"]).names
    second = Hand("holdem", [100] * 3, blinds=(1, 2), names=["a", "b", "c"]).names
    assert first == second == ("a", "b", "c")


@pytest.mark.parametrize("stacks", [{100, 200}, {100: 1, 200: 2}, frozenset({5, 7})])
def test_amounts_with_no_order_of_seats_are_refused(stacks: Any) -> None:
    with pytest.raises(ChipAmountError, match="in the players' order"):
        Hand("holdem", stacks, blinds=(1, 2))
    with pytest.raises(ChipAmountError, match="in the players' order"):
        Hand("holdem", [100, 100], blinds={1: 0, 2: 0})


def test_posts_with_no_blinds_given_as_none_play_the_posts() -> None:
    for extra in ({"blinds": None}, {"straddles": None}):
        hand = Hand("holdem", [100] * 4, posts=[0, 1, 2, 0], **extra)
        assert [(e.player, e.amount) for e in hand.events] == [("p2", 1), ("p3", 2)]


def test_a_name_that_cannot_be_hashed_is_named() -> None:
    with pytest.raises(DealError, match=r"each player's name is a text, got \['a'\]"):
        Hand("holdem", [100] * 3, blinds=(1, 2), names=[["a"], "b", "c"])


def test_a_tables_options_given_as_iterators_last_every_hand() -> None:
    table = Table("holdem", [100] * 3, blinds=(1, 2), structure="limit", bets=(b for b in (2, 4)))
    for seed in (1, 2, 3):
        hand = table.deal(seed=seed)
        while not hand.over:
            hand.act("fold" if hand.legal().call else "check")


def test_names_cards_and_amounts_with_no_order_are_refused_even_after_a_kept_set_up() -> None:
    """A set's order follows the hash seed: never a table's seats, even where a list in that
    order made a set-up that is kept."""
    names, stacks = {"ann", "bob", "cy"}, {100, 200}
    Hand("holdem", [100] * 3, blinds=(1, 2), names=list(names))
    Hand("holdem", list(stacks), blinds=(1, 2))
    with pytest.raises(DealError, match="a set or a dict has none"):
        Hand("holdem", [100] * 3, blinds=(1, 2), names=names)
    with pytest.raises(ChipAmountError, match="a set or a dict has none"):
        Hand("holdem", stacks, blinds=(1, 2))
    with pytest.raises(DealError, match="a set or a dict has none"):
        Hand("holdem", [100] * 3, blinds=(1, 2), board={"2c", "3d", "4h", "Kd", "As"})
    with pytest.raises(DealError, match="a set or a dict has none"):
        Hand("holdem", [100] * 3, blinds=(1, 2), cards={"p1": {"As", "Ad"}})
