"""The hand engine's set-up and refusals: bad input is a typed error (a PokerRankError) naming
the culprit, never a bare TypeError, a card silently dropped or a hand that plays nonsense; the
rule a refusal names is the rule that forbids the action; numpy's integers are whole numbers;
and each rule switch of a rule set, flipped, plays as its rule's words say (docs/RULES.md,
"The hand engine": E6, E8, E11, E12, E13, E18)."""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any

import pytest

from pokerrank.cards import parse_cards
from pokerrank.engine import Hand, IllegalActionError, get_rules
from pokerrank.errors import (
    ArgumentError,
    CardCountError,
    ChipAmountError,
    DealError,
    InvalidCardError,
    PokerRankError,
    UnknownNameError,
    UnknownPlayerError,
)


def snapshot(hand: Hand) -> tuple[Any, ...]:
    return (tuple(hand.stacks), tuple(hand.bets), hand.phase, hand.to_act, len(hand.events), tuple(hand.hole))


def refused(hand: Hand, *args: Any, **kw: Any) -> IllegalActionError:
    """The action is refused and the hand left exactly as it was."""
    before = snapshot(hand)
    with pytest.raises(IllegalActionError) as info:
        hand.act(*args, **kw)
    assert snapshot(hand) == before
    return info.value


def check_down(hand: Hand) -> None:
    while not hand.over:
        legal = hand.legal()
        hand.act("call" if legal.call else "check" if legal.check else "show")


# -- the rule a refusal names: E2, or E6 only where a straddle sets the least raise ----------------


def test_a_short_re_raise_without_a_straddle_names_the_least_raise_e2() -> None:
    hand = Hand("holdem", [100] * 3, blinds=(1, 2), seed=1)
    hand.act("raise", 10)
    error = refused(hand, "raise", 12)  # the least re-raise is to 18
    assert error.rule.startswith("E2:") and "raise to 18..100" in str(error)


def test_a_heads_up_short_re_raise_as_pokernow_279_names_e2() -> None:
    # PokerNow hand #279 (heads-up, antes 250, blinds 1,000/2,000, no straddle): a raise to 6,500, a
    # re-raise to 20,000, then a raise to 28,499 where the least is 33,500: short of the least raise
    hand = Hand("holdem", [121_251, 28_749], blinds=(1000, 2000), antes=250, button=0, seed=1)
    hand.act("raise", 6500)
    hand.act("raise", 20_000)
    error = refused(hand, "raise", 28_499)
    assert error.rule.startswith("E2:") and "raise to 33500" in str(error)


def test_a_raise_short_of_the_straddle_names_e6_until_a_full_raise_sets_the_least() -> None:
    hand = Hand("holdem", [100] * 4, blinds=(1, 2), straddles=[4], seed=1)
    assert refused(hand, "raise", 6).rule.startswith("E6:")  # the straddle plays as the big blind: to 8
    hand.act("raise", 8)
    assert refused(hand, "raise", 10).rule.startswith("E2:")  # now the raise of 4 sets the least: to 12


# -- cards: only the game's deck, never more than the game deals -----------------------------------


@pytest.mark.parametrize(
    ("given", "culprit"),
    [
        ({"cards": [["2s", "Ad"], ["Jd", "Tc"]]}, "p1's cards: card '2s'"),
        ({"cards": [list(parse_cards("Ad 2s")), list(parse_cards("Jd Tc"))]}, "p1's cards: card '2s'"),
        ({"cards": {"p2": "5c Ad"}}, "p2's cards: card '5c'"),
        ({"board": "6s 6h Th Kc 2h"}, "the board: card '2h'"),
        ({"boards": ["6s 6h Th Kc Qh", "6s 6h Th 3c Qh"], "max_runs": 2}, "run 2's board: card '3c'"),
    ],
)
def test_short_deck_refuses_a_card_not_in_its_deck_at_set_up(given: dict[str, Any], culprit: str) -> None:
    with pytest.raises(InvalidCardError, match=culprit):
        Hand("short-deck", [100, 100], blinds=(1, 2), seed=1, **given)


@pytest.mark.parametrize(
    ("game", "given", "culprit"),
    [
        ("holdem", {"cards": [["As", "Ad", "Ac"], ["Ks", "Kd"]]}, "p1's cards: .* 2 cards at most, got 3: 'As Ad Ac'"),
        ("holdem", {"cards": {"p2": "Ks Kd Kc"}}, "p2's cards: .* 2 cards at most, got 3"),
        ("holdem", {"board": "2c 3c 4c 5c 6c 7c"}, "the board: .* 5 board cards at most, got 6: '2c 3c 4c 5c 6c 7c'"),
        ("omaha", {"cards": ["9c Qc 9h Jc Qs", None]}, "p1's cards: .* 4 cards at most, got 5"),
        ("5-card-draw", {"cards": [["As", "Ks"] * 0 + list("23456789TJQ"), None]}, "10 cards at most, got 11"),
        ("5-card-draw", {"board": "2c 3c"}, "the board: .* 0 board cards at most, got 2"),
        ("stud", {"board": "2c 3c"}, "the board: .* 1 board cards at most, got 2"),
    ],
)
def test_a_card_more_than_the_game_deals_is_refused_not_dropped(game: str, given: dict[str, Any], culprit: str) -> None:
    if game == "5-card-draw" and "cards" in given:  # eleven cards: five dealt and two draws of five, and one more
        given = {"cards": [[f"{rank}c" for rank in "23456789TJQ"], None]}
    kw: dict[str, Any] = {"antes": 1, "bring_in": 1, "bets": (2, 4)} if game == "stud" else {"blinds": (1, 2)}
    with pytest.raises(CardCountError, match=culprit):
        Hand(game, [100, 100], seed=1, **kw, **given)


@pytest.mark.parametrize(
    ("given", "error", "culprit"),
    [
        ({"cards": "As Ad"}, DealError, r"cards: one entry per player \(2\), each a text .*got 'As Ad'"),
        ({"cards": [5, None]}, DealError, "p1's cards: cards as a text .*got 5"),
        ({"cards": [["As", "Ad"], ["Xx", "Kd"]]}, InvalidCardError, "p2's cards: unknown rank 'X' in card 'Xx'"),
        ({"cards": {"p2": "Ax Kd"}}, InvalidCardError, "p2's cards: unknown suit 'x' in card 'Ax'"),
        ({"board": 5}, DealError, "the board: cards as a text .*got 5"),
        ({"board": "As Kx"}, InvalidCardError, "the board: unknown suit 'x'"),
        ({"boards": "As Ks Qs"}, DealError, "boards: one board a run, .*got 'As Ks Qs'"),
        ({"boards": ["2c 3c 4c 5c 6c", "2c 3c 4c 5c Zc"], "max_runs": 2}, InvalidCardError, "run 2's board: .* 'Zc'"),
        ({"max_runs": 0}, DealError, "max_runs: .* 1 or more, got 0"),
        ({"auto_show": "no"}, ArgumentError, "auto_show must be True or False, got 'no'"),
        ({"button": True}, DealError, "button: a player's index 0..1, got True"),
    ],
)
def test_cards_and_options_of_no_kind_are_named_with_their_owner(
    given: dict[str, Any], error: type[Exception], culprit: str
) -> None:
    with pytest.raises(error, match=culprit):
        Hand("holdem", [100, 100], blinds=(1, 2), seed=1, **given)


def test_a_draw_game_takes_the_cards_of_every_draw_in_its_rows() -> None:
    row = "2c 3c 4c 5c 6c 7d 8d 9d Td Jd"  # five dealt, five drawn
    hand = Hand("5-card-draw", [100, 100], structure="limit", blinds=(1, 2), cards=[row, None], seed=1)
    hand.act("call")
    hand.act("check")
    hand.act("draw", 5)
    assert " ".join(map(str, hand.hole[0])) == "7d 8d 9d Td Jd"


def test_cards_for_a_player_not_at_the_table_are_refused() -> None:
    with pytest.raises(UnknownPlayerError, match=r"no player is called 'zz'.*'p1', 'p2'"):
        Hand("holdem", [100, 100], blinds=(1, 2), cards={"zz": "As Ad"}, seed=1)
    hand = Hand("holdem", [100, 100], blinds=(1, 2), cards={"p2": "As Ad"}, seed=1)
    assert " ".join(map(str, hand.hole[1])) == "As Ad"


# -- blinds, straddles, the bring-in, bets: what the rules make of them, or refused --------------------


@pytest.mark.parametrize(
    ("stacks", "given", "error", "culprit"),
    [
        ([100, 100], {"blinds": (1, 2), "straddles": [4]}, DealError, r"at most 0 at a table of 2, got \[4\]"),
        ([100] * 3, {"blinds": (1, 2), "straddles": [4, 8]}, DealError, r"at most 1 at a table of 3, got \[4, 8\]"),
        ([100] * 4, {"blinds": (1, 2), "straddles": [1]}, ChipAmountError, r"larger than .* \(2\), got \[1\]"),
        ([100] * 4, {"blinds": (1, 2), "straddles": [2]}, ChipAmountError, r"larger than .* \(2\), got \[2\]"),
        ([100] * 5, {"blinds": (1, 2), "straddles": [4, 4]}, ChipAmountError, r"\(4\), got \[4, 4\]"),
        ([100] * 4, {"straddles": [4]}, DealError, r"no blinds were given: straddles \[4\]"),
        ([100] * 3, {"blinds": (5, 2)}, ChipAmountError, r"the small blind at most the big, got \(5, 2\)"),
        ([100] * 3, {"blinds": (1, 2, 4)}, ChipAmountError, r"got \(1, 2, 4\)"),
        ([100] * 3, {"blinds": 2}, ChipAmountError, r"blinds: a list .* got 2"),
        ([100] * 3, {"blinds": (1, 2), "min_bet": 0}, ChipAmountError, "min_bet: .* 1 chip or more, got 0"),
        ([100] * 3, {"structure": "limit", "bets": (0, 0)}, ChipAmountError, r"1 <= small <= big, got \(0, 0\)"),
        ([100] * 3, {"structure": "limit", "bets": (4, 2)}, ChipAmountError, r"got \(4, 2\)"),
        ([100] * 3, {"structure": "limit", "bets": (2,)}, ChipAmountError, r"got \(2,\)"),
        ([100] * 3, {"structure": "limit", "blinds": (1, 2), "big_blind": 0}, ChipAmountError, "small bet is 1 chip"),
    ],
)
def test_blinds_straddles_and_bets_that_make_no_sense_are_refused(
    stacks: list[int], given: dict[str, Any], error: type[Exception], culprit: str
) -> None:
    with pytest.raises(error, match=culprit):
        Hand("holdem", stacks, seed=1, **given)


def test_equal_blinds_and_straddles_each_larger_play() -> None:
    equal = Hand("holdem", [100] * 3, blinds=(2, 2), seed=1)  # OnGame's $0.50/$0.50: the second is the big blind
    assert equal.legal().name == "p3" and equal.legal().call == 2
    two = Hand("holdem", [100] * 5, blinds=(1, 2), straddles=[4, 8], seed=1)
    assert [a.kind.value for a in two.events] == ["small blind", "big blind", "straddle", "straddle"]
    assert two.legal().name == "p5" and two.legal().min_to == 16  # (the last straddle plays as the big blind)


@pytest.mark.parametrize(
    ("given", "culprit"),
    [
        ({"bring_in": 5, "bets": (2, 4)}, r"the bring-in \(5\) must be less than the small bet"),
        ({"bring_in": 2, "bets": (2, 4)}, r"the bring-in \(2\) must be less than the small bet"),
        ({"bring_in": 2, "structure": "no-limit"}, "give bets=.small, big. too"),
        ({"bring_in": 2, "structure": "pot-limit"}, "give bets=.small, big. too"),
    ],
)
def test_a_stud_bring_in_is_less_than_the_small_bet_it_completes_to_e8(given: dict[str, Any], culprit: str) -> None:
    with pytest.raises(ChipAmountError, match=culprit):
        Hand("stud", [100] * 3, antes=1, seed=1, **given)


def test_no_limit_stud_with_its_bets_completes_to_the_small_bet() -> None:
    hand = Hand("stud", [100] * 3, structure="no-limit", antes=1, bring_in=1, bets=(2, 4), seed=1)
    legal = hand.legal()
    assert legal.bring_in == 1 and (legal.aggressive, legal.min_to) == ("complete", 2)
    refused(hand, "complete", 0)


# -- amounts: whole numbers of any integer type, never a bool, a float or nothing ------------------------


@pytest.mark.parametrize(
    ("stacks", "given", "culprit"),
    [
        (None, {}, "stacks: a list of whole numbers of chips, got None"),
        (100, {}, "stacks: a list of whole numbers of chips, got 100"),
        ("100", {}, "stacks: a list of whole numbers of chips, got '100'"),
        ([100, 100.0], {}, "stacks must be a whole number of chips, 0 or more, got 100.0"),
        ([100, True], {}, "stacks must be a whole number of chips, 0 or more, got True"),
        ([100, 100], {"antes": 0.5}, "antes must be a whole number of chips, 0 or more, got 0.5"),
        ([100, 100], {"antes": "1"}, "antes: a list of whole numbers of chips, got '1'"),
        ([100, 100], {"antes": None}, "antes must be a whole number of chips, 0 or more, got None"),
    ],
)
def test_amounts_that_are_not_whole_numbers_are_a_chip_amount_error(
    stacks: Any, given: dict[str, Any], culprit: str
) -> None:
    with pytest.raises(ChipAmountError) as info:
        Hand("holdem", stacks, blinds=(1, 2), seed=1, **given)
    assert culprit in str(info.value)


def test_numpy_integers_are_whole_numbers_of_chips() -> None:
    np = pytest.importorskip("numpy")
    plain = Hand("holdem", [100, 200, 300], blinds=(1, 2), antes=1, seed=4)
    numbers = Hand(
        "holdem", np.array([100, 200, 300]), blinds=(np.int64(1), np.int32(2)), antes=np.int64(1), seed=np.int64(4)
    )
    for hand, amount in ((plain, 10), (numbers, np.int64(10))):
        hand.act("raise", amount)
        hand.act("call", np.int16(9) if hand is numbers else 9)  # a call naming the amount offered
        hand.act("fold")
    assert (numbers.events, numbers.stacks, numbers.hole) == (plain.events, plain.stacks, plain.hole)
    assert all(type(stack) is int for stack in numbers.stacks)
    assert numbers.view(np.int64(1)) == plain.view(1)
    button = Hand("holdem", [100] * 3, blinds=(1, 2), button=np.int64(0), seed=1)
    assert button.button == 0 and type(button.button) is int and button.legal().name == "p1"
    draw = Hand("5-card-draw", [100, 100], structure="limit", blinds=(1, 2), seed=1)
    draw.act("call")
    draw.act("check")
    draw.act("draw", np.int64(2))
    assert draw.events[-1].drawn == 2
    twice = Hand("holdem", [100, 100], blinds=(1, 2), max_runs=2, seed=1)
    twice.act("raise", 100)
    twice.act("call")
    twice.act("run", np.int64(2))
    assert twice.over and len(twice.boards) == 2


def test_names_are_texts() -> None:
    with pytest.raises(DealError, match=r"got 1 in \[1, 2\]"):
        Hand("holdem", [100, 100], blinds=(1, 2), names=[1, 2])
    with pytest.raises(DealError, match="'ab'"):
        Hand("holdem", [100, 100], blinds=(1, 2), names="ab")  # not the names 'a' and 'b'


# -- acting: exactly what legal() offers --------------------------------------------------------------


def test_a_call_names_no_amount_or_the_amount_offered() -> None:
    hand = Hand("holdem", [100] * 3, blinds=(1, 2), seed=1)
    error = refused(hand, "call", 50)
    assert error.rule.startswith("E1:") and "may not call 50" in str(error) and "call 2" in str(error)
    refused(hand, "call", True)
    refused(hand, "call", 2.0)
    hand.act("call", 2)
    assert hand.events[-1].kind.value == "call" and hand.events[-1].amount == 2
    short = Hand("holdem", [7, 100, 100], blinds=(1, 2), seed=1)
    short.act("raise", 20)
    refused(short, "call", 19)  # all in for less: the call offered is 6
    short.act("call", 6)
    assert short.stacks[0] == 0 and short.events[-1].all_in


def test_a_draw_by_its_cards_and_a_count_that_disagree_is_refused_naming_the_cards() -> None:
    cards = [["As", "Ks", "Qs", "Js", "9h"], ["2c", "3c", "4c", "5c", "7d"]]
    hand = Hand("5-card-draw", [100, 100], structure="limit", blinds=(1, 2), cards=cards, seed=1)
    hand.act("call")
    hand.act("check")
    error = refused(hand, "draw", 3, cards="9h")
    assert error.rule.startswith("E15:") and "may not draw 3 discarding '9h'" in str(error)
    hand.act("draw", 1, cards="9h")
    assert hand.events[-1].cards == "9h" and hand.events[-1].drawn == 1


def test_amounts_of_other_types_are_refused_as_the_action_they_name() -> None:
    hand = Hand("holdem", [100] * 3, blinds=(1, 2), seed=1)
    for amount in (True, 10.0, "10", None):
        assert "'p3' may not raise" in str(refused(hand, "raise", amount))


# -- messages ---------------------------------------------------------------------------------------


def test_an_action_when_nobody_is_to_act_says_so() -> None:
    hand = Hand("holdem", [100, 100], blinds=(1, 2), seed=1)
    hand.act("fold")
    assert str(refused(hand, "check")).startswith("no player may check now: the hand is over (E1:")


def test_a_limit_refusal_names_the_two_amounts_not_a_range() -> None:
    aces_up = [["2c", "3c", "Ah", "Ad"], ["2d", "3d", "2h", "5s"]]  # an open pair on fourth street (E9)
    hand = Hand("stud", [100, 100], antes=1, bring_in=1, bets=(2, 4), cards=aces_up)
    hand.act("bring-in")
    hand.act("call")
    error = refused(hand, "bet", 3)
    assert error.rule.startswith("E9:") and error.allowed == "'p1' may fold, check, bet to 2 or 4"
    assert hand.view("p1")["legal"] == error.allowed  # (what a server sends the player says it too)
    hand.act("bet", 4)


# -- views and copies --------------------------------------------------------------------------------


@pytest.mark.parametrize("seat", [5, -1, 2, True, 1.0, "zz", "P1"])
def test_a_view_of_a_seat_not_at_the_table_is_refused(seat: Any) -> None:
    hand = Hand("holdem", [100, 100], blinds=(1, 2), seed=1)
    with pytest.raises(UnknownPlayerError, match=repr(seat).replace("(", r"\(").replace(")", r"\)")):
        hand.view(seat)


def test_a_view_by_the_players_name_is_their_seats() -> None:
    hand = Hand("holdem", [100, 100], blinds=(1, 2), cards=[["As", "Ad"], ["Ks", "Kd"]], names=["ann", "bob"])
    assert hand.view("bob") == hand.view(1) != hand.view(None)
    assert hand.view("bob")["players"][1]["cards"] == ["Ks", "Kd"]
    assert hand.view("bob")["legal"] == "'bob' may fold, call 1, raise to 4..100"


def test_copy_copy_is_an_independent_copy() -> None:
    hand = Hand("holdem", [100, 100], blinds=(1, 2), seed=5)
    twin = copy.copy(hand)
    assert type(twin) is Hand and twin.stacks == hand.stacks and twin.stacks is not hand.stacks
    check_down(hand)  # the original played to the end first: the copy is still where it was
    assert not twin.over and twin.legal().name == "p2"
    check_down(twin)
    assert (twin.events, twin.stacks) == (hand.events, hand.stacks)


# -- rule sets: every field checked when made -------------------------------------------------------------


@pytest.mark.parametrize(
    ("field", "value", "error"),
    [
        ("odd_chip", "bogus", UnknownNameError),
        ("odd_chip", None, ArgumentError),
        ("limit_raises", -1, ArgumentError),
        ("limit_raises", 1.5, ArgumentError),
        ("limit_raises", True, ArgumentError),
        ("dead_button", "yes", ArgumentError),
        ("all_in_face_up", 1, ArgumentError),
        ("heads_up_uncapped", "sometimes", UnknownNameError),
        ("straddle_min_raise", "double", UnknownNameError),
        ("half_bet_raise_from", "half", UnknownNameError),
        ("missed_blinds", "later", UnknownNameError),
        ("name", "", ArgumentError),
        ("title", None, ArgumentError),
    ],
)
def test_a_rule_set_field_of_the_wrong_kind_is_refused_when_made(
    field: str, value: Any, error: type[Exception]
) -> None:
    with pytest.raises(error) as info:
        replace(get_rules("tda"), **{field: value})
    assert isinstance(info.value, PokerRankError)
    assert field in str(info.value) or field == "name"
    assert repr(value) in str(info.value) or field in ("name", "title", "odd_chip")


def test_a_rule_set_of_no_raises_caps_limit_at_the_bet_e5() -> None:
    rules = replace(get_rules(), name="no raises", limit_raises=0)
    hand = Hand("holdem", [100] * 3, structure="limit", blinds=(1, 2), rules=rules, seed=1)
    assert hand.legal().aggressive is None and hand.legal().actions == ("fold", "call")  # the big blind is the bet
    named = replace(get_rules(), name="named", odd_chip="Robert's Rules")  # a policy by the showdown's own names
    check_down(Hand("holdem", [100] * 3, blinds=(1, 2), rules=named, seed=1))


# -- rule switches, flipped (the rule's words in docs/RULES.md) -------------------------------------------


def test_heads_up_button_small_blind_off_the_button_posts_the_big_blind_e11() -> None:
    # E11 (on): the button posts the small blind, acts first before the flop and last after it.
    # Off: the blinds are posted as at a full table, the player after the button posting the small blind
    # (here the other player) and the button the big blind; the small blind then acts first on every street
    rules = replace(get_rules(), name="button big blind", heads_up_button_small_blind=False)
    hand = Hand("holdem", [100, 100], blinds=(1, 2), names=["bb", "bu"], rules=rules, seed=1)
    assert [(a.player, a.kind.value) for a in hand.events] == [("bb", "small blind"), ("bu", "big blind")]
    assert hand.legal().name == "bb"
    hand.act("call")
    hand.act("check")
    assert hand.street == "flop" and hand.legal().name == "bb"
    default = Hand("holdem", [100, 100], blinds=(1, 2), names=["bb", "bu"], seed=1)
    assert [(a.player, a.kind.value) for a in default.events] == [("bb", "big blind"), ("bu", "small blind")]


def test_big_blind_ante_blind_first_off_the_short_big_blind_posts_the_ante_first_e12() -> None:
    # E12 (on): a big blind short of chips posts the blind first, then the ante (test_engine.py). Off: the
    # ante first, as every ante goes in before the blinds, and the blind is all in for what is left
    rules = replace(get_rules(), name="ante first", big_blind_ante_blind_first=False)
    hand = Hand(
        "holdem", [1000, 12, 1000], blinds=(5, 10), antes=10, ante="big blind", names=["sb", "bb", "bu"], rules=rules
    )
    posts = [(a.player, a.kind.value, a.amount, a.all_in) for a in hand.events]
    assert posts == [("bb", "ante", 10, False), ("sb", "small blind", 5, False), ("bb", "big blind", 2, True)]
    assert hand.pot == 17 and hand.legal().call == 10  # the short big blind is still called in full (E18)


def test_all_in_face_up_off_a_player_may_muck_after_an_all_in_e13() -> None:
    # E13 (on): once a player is all in and the betting is over every hand is shown (test_engine.py).
    # Off: the first to show may muck while another hand is still in, giving up the pot
    rules = replace(get_rules(), name="muck allowed", all_in_face_up=False)
    cards = [["As", "Ad"], ["Ks", "Kd"]]
    hand = Hand("holdem", [100, 100], blinds=(1, 2), auto_show=False, rules=rules, cards=cards, seed=1)
    hand.act("raise", 100)
    hand.act("call")
    legal = hand.legal()
    assert legal.phase == "show" and legal.muck is True
    mucker = legal.name
    hand.act("muck")
    assert hand.over and hand.winnings[mucker] == -100
    default = Hand("holdem", [100, 100], blinds=(1, 2), auto_show=False, cards=cards, seed=1)
    default.act("raise", 100)
    default.act("call")
    assert refused(default, "muck").rule.startswith("E13:")
