"""The hand engine, one test per rule (docs/RULES.md, "The hand engine", E1-E18), each written
from the rule's text, in each rule set where the books differ; the problems a new user meets
in pokerkit 0.7.7 each have a test here."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pokerrank.engine import RULE_SETS, Hand, IllegalActionError, get_rules
from pokerrank.errors import ChipAmountError, PokerRankError, UnknownNameError
from pokerrank.handhistory import read
from pokerrank.handhistory.writers import to_phh

ALL_RULES = ["wsop-2024", "tda", "roberts", "pokerstars"]


def table(stacks, names="sb bb co bu", **kw):
    """Hold'em with the button last: sb, bb, then the others; blinds 5/10 unless given."""
    kw.setdefault("blinds", (5, 10))
    return Hand("holdem", stacks, names=names.split()[: len(stacks)], seed=1, **kw)


def state(hand):
    return (
        tuple(hand.stacks),
        tuple(hand.bets),
        tuple(hand.put_in),
        tuple(hand.folded),
        hand.phase,
        hand.to_act,
        len(hand.events),
        hand.street,
        tuple(hand.hole),
        tuple(hand.board),
    )


def refused(hand, *args, rule=None, **kw):
    before = state(hand)
    with pytest.raises(IllegalActionError) as info:
        hand.act(*args, **kw)
    assert state(hand) == before
    if rule is not None:
        assert info.value.rule.startswith(rule + ":"), info.value.rule
    return info.value


def to_flop(hand):
    """Everyone calls and the big blind checks."""
    while hand.street == "preflop":
        legal = hand.legal()
        hand.act("call" if legal.call else "check")


# -- E1: in turn; the error names the player, the action, what was allowed and the rule ------


def test_error_names_player_action_allowed_and_rule():
    hand = table([1000, 1000, 1000, 1000])
    error = refused(hand, "check", rule="E1")
    assert isinstance(error, PokerRankError) and isinstance(error, ValueError)
    assert error.player == "co"
    assert error.action == "check"
    assert error.allowed == "'co' may fold, call 10, raise to 20..1000"
    assert "'co' may not check" in str(error)


def test_call_with_nothing_to_call_is_refused():
    hand = table([1000, 1000, 1000, 1000])
    to_flop(hand)
    refused(hand, "call", rule="E1")
    refused(hand, "raise", 20, rule="E2")  # nothing bet yet: a bet, not a raise


def test_acting_after_the_end_is_refused():
    hand = table([1000, 1000])
    hand.act("fold")
    assert hand.over and hand.legal().phase == "over"
    refused(hand, "check", rule="E1")


# -- E2: least bet and least raise --------------------------------------------------------------


def test_min_raise_is_the_largest_full_raise_of_the_round():
    hand = table([1000, 1000, 1000, 1000])
    to_flop(hand)
    assert (hand.legal().min_to, hand.legal().max_to) == (10, 990)  # the big blind
    hand.act("bet", 100)
    assert hand.legal().min_to == 200
    hand.act("raise", 250)  # a raise of 150
    assert hand.legal().min_to == 400
    refused(hand, "raise", 399, rule="E2")
    hand.act("raise", 400)
    assert hand.legal().min_to == 550


def test_min_raise_after_a_short_all_in_counts_from_the_all_in():
    hand = table([1000, 1000, 1000, 320])
    to_flop(hand)
    hand.act("bet", 100)  # sb
    hand.act("raise", 250)  # bb: a full raise of 150
    hand.act("call")  # co
    hand.act("raise", 310)  # bu all-in: 60 more, a short raise
    legal = hand.legal()
    assert legal.name == "sb" and legal.min_to == 310 + 150  # sb faces 210 more than its bet: reopened


def test_bet_at_least_the_big_blind_and_all_in_for_less_allowed():
    hand = table([1000, 1000, 1000, 1000])
    to_flop(hand)
    refused(hand, "bet", 9, rule="E2")
    short = table([1000, 15, 1000, 1000])
    to_flop(short)
    short.act("check")
    legal = short.legal()
    assert legal.name == "bb" and (legal.min_to, legal.max_to) == (5, 5)  # all in for less than the big blind


def test_amounts_are_whole_chips():
    hand = table([1000, 1000, 1000, 1000])
    refused(hand, "raise", 20.0, rule="E18")
    with pytest.raises(ChipAmountError):
        Hand("holdem", [100.5, 100], blinds=(1, 2))
    from decimal import Decimal

    with pytest.raises(ChipAmountError):
        Hand("holdem", [Decimal("1.5"), 100], blinds=(1, 2))


# -- E3: a short all-in does not reopen the betting (TDA 47-A, WSOP 2024 rule 171) ------------


@pytest.mark.parametrize("rules", ALL_RULES)
def test_short_all_in_raise_over_the_big_blind_does_not_reopen(rules):
    # pokerkit lets the limper re-raise here
    hand = table([1000, 1000, 1000, 150], rules=rules)
    hand.act("call")  # co limps for 10
    hand.act("raise", 150)  # bu all-in: 140 more, a full raise (min 20)
    hand.act("fold")
    hand.act("call")
    assert hand.legal().aggressive == "raise"  # co faces a full raise
    short = table([1000, 1000, 1000, 15], rules=rules)
    short.act("call")  # co limps
    short.act("raise", 15)  # bu all-in for 15: 5 over the big blind, less than a full raise
    short.act("fold")
    short.act("call")  # bb
    legal = short.legal()
    assert legal.name == "co" and legal.aggressive is None and legal.call == 5
    refused(short, "raise", 30, rule="E3")


@pytest.mark.parametrize("rules", ALL_RULES)
def test_short_all_in_bet_does_not_reopen_for_a_player_who_checked(rules):
    # pokerkit lets the player who checked raise a short all-in bet
    hand = table([1000, 1000, 1000, 15], rules=rules)
    to_flop(hand)
    hand.act("check")  # sb
    hand.act("check")  # bb
    hand.act("check")  # co
    hand.act("bet", 5)  # bu all-in for 5, less than the big blind
    legal = hand.legal()
    assert legal.name == "sb" and legal.aggressive is None
    refused(hand, "raise", 15, rule="E3")


def test_short_all_in_reopens_when_the_rule_set_says_so():
    rules = replace(get_rules("tda"), name="loose", short_all_in_reopens=True)
    hand = table([1000, 1000, 1000, 15], rules=rules)
    hand.act("call")
    hand.act("raise", 15)
    hand.act("fold")
    hand.act("call")
    assert hand.legal().aggressive == "raise"


def test_short_all_ins_that_together_make_a_full_raise_reopen():
    hand = table([1000, 1000, 150, 180, 1000], names="sb bb a b c")
    to_flop(hand)
    hand.act("bet", 100)  # sb
    hand.act("call")  # bb
    hand.act("raise", 140)  # a: all-in, 40 more
    hand.act("raise", 170)  # b: all-in, 30 more: 70 together, short
    hand.act("call")  # c
    assert hand.legal().aggressive is None  # sb: 70 over its 100, less than a full 100
    other = table([1000, 1000, 150, 250, 1000], names="sb bb a b c")
    to_flop(other)
    other.act("bet", 100)
    other.act("call")
    other.act("raise", 140)
    other.act("raise", 240)  # 100 over the all-in: together 140 over the sb's bet
    other.act("call")
    assert other.legal().aggressive == "raise"
    no_sum = replace(get_rules(), name="x", cumulative_reopen=False)
    third = table([1000, 1000, 150, 230, 1000], names="sb bb a b c", rules=no_sum)
    to_flop(third)
    third.act("bet", 100)
    third.act("call")
    third.act("raise", 140)
    third.act("raise", 220)  # 80 over 140: short; 120 over the sb's 100 only together
    third.act("call")
    assert third.legal().aggressive is None


# -- E4: limit, fixed sizes and the half-bet rule (TDA 47-B, WSOP 2024 rule 129) ---------------


def limit_table(stacks, rules="wsop-2024", names="sb bb co"):
    return Hand(
        "holdem", stacks, structure="limit", blinds=(5, 10), bets=(10, 20), rules=rules, names=names.split(), seed=1
    )


def test_limit_bets_are_fixed():
    hand = limit_table([1000, 1000, 1000])
    legal = hand.legal()
    assert (legal.call, legal.min_to, legal.max_to) == (10, 20, 20)
    refused(hand, "raise", 25, rule="E4")
    to_flop(hand)
    assert (hand.legal().min_to, hand.legal().max_to) == (10, 10)
    hand.act("check")
    hand.act("check")
    hand.act("check")
    assert hand.street == "turn" and hand.legal().min_to == 20  # the big bet


@pytest.mark.parametrize("rules", ["wsop-2024", "tda", "roberts"])
def test_half_bet_all_in_reopens_and_a_full_raise_follows_it(rules):
    # pokerkit has no half-bet rule
    hand = limit_table([1000, 1000, 25], rules=rules)
    to_flop(hand)
    hand.act("bet", 10)  # sb
    hand.act("call")  # bb
    hand.act("raise", 15)  # co all-in: 5 more, half a bet: a full raise
    legal = hand.legal()
    assert legal.name == "sb" and (legal.min_to, legal.max_to) == (25, 25)


def test_half_bet_all_in_at_pokerstars_completes_the_last_full_bet():
    hand = limit_table([1000, 1000, 25], rules="pokerstars")
    to_flop(hand)
    hand.act("bet", 10)
    hand.act("call")
    hand.act("raise", 15)
    legal = hand.legal()
    assert legal.name == "sb" and (legal.min_to, legal.max_to) == (20, 20)


@pytest.mark.parametrize("rules", ALL_RULES)
def test_less_than_half_a_bet_all_in_does_not_reopen(rules):
    hand = limit_table([1000, 1000, 24], rules=rules)
    to_flop(hand)
    hand.act("bet", 10)
    hand.act("call")
    hand.act("raise", 14)  # 4 more: less than half of 10
    legal = hand.legal()
    assert legal.name == "sb" and legal.aggressive is None and legal.call == 4
    refused(hand, "raise", 24, rule="E4")


def test_half_bet_rule_off_a_half_bet_all_in_does_not_reopen():
    rules = replace(get_rules(), name="x", half_bet_rule=False)
    hand = limit_table([1000, 1000, 25], rules=rules)
    to_flop(hand)
    hand.act("bet", 10)
    hand.act("call")
    hand.act("raise", 15)
    assert hand.legal().aggressive is None


# -- E5: caps -------------------------------------------------------------------------------------


def cap_round(rules, players=3):
    hand = limit_table([10_000] * players, rules=rules, names="sb bb co bu"[: 3 * players])
    to_flop(hand)
    bets = 0
    to = 0
    while hand.legal().aggressive is not None:
        to += 10
        hand.act(hand.legal().aggressive, to)
        bets += 1
    return bets


@pytest.mark.parametrize(("rules", "bets"), [("wsop-2024", 5), ("tda", 5), ("pokerstars", 5), ("roberts", 4)])
def test_limit_cap_a_bet_and_n_raises(rules, bets):
    assert cap_round(rules) == bets


@pytest.mark.parametrize("rules", ALL_RULES)
def test_no_cap_when_the_round_starts_heads_up(rules):
    hand = limit_table([10_000, 10_000, 10_000], rules=rules)
    hand.act("fold")  # co
    to_flop(hand)
    for k in range(1, 12):
        hand.act(hand.legal().aggressive, 10 * k)
    assert hand.legal().aggressive == "raise"


def test_roberts_uncaps_when_two_are_left_before_the_cap():
    for rules, capped in (("roberts", False), ("wsop-2024", True)):
        hand = limit_table([10_000, 10_000, 10_000], rules=rules)
        to_flop(hand)
        hand.act("bet", 10)
        hand.act("fold")  # bb: two players left, before the cap
        for to in (20, 30, 40, 50):
            if hand.legal().aggressive is None:
                break
            hand.act("raise", to)
        assert (hand.legal().aggressive is None) is capped


# -- E6: the straddle -------------------------------------------------------------------------------


def test_straddle_minimum_raise_is_a_rule_set_choice():
    names = "sb bb utg co bu"
    plays_as_blind = Hand("holdem", [1000] * 5, blinds=(5, 10), straddles=[20], names=names.split(), seed=1)
    legal = plays_as_blind.legal()
    assert legal.name == "co" and (legal.call, legal.min_to) == (20, 40)
    rules = replace(get_rules(), name="x", straddle_min_raise="increment")
    by_increment = Hand("holdem", [1000] * 5, blinds=(5, 10), straddles=[20], names=names.split(), seed=1, rules=rules)
    assert by_increment.legal().min_to == 30
    refused(plays_as_blind, "raise", 30, rule="E6")


# -- E7: pot limit ----------------------------------------------------------------------------------


def test_pot_limit_maximum_is_call_plus_the_pot():
    hand = table([1000, 1000, 1000, 1000], structure="pot-limit")
    legal = hand.legal()  # co: call 10, pot then 25: raise to 35
    assert (legal.min_to, legal.max_to) == (20, 35)
    refused(hand, "raise", 36, rule="E7")
    hand.act("raise", 35)
    assert hand.legal().max_to == 35 + (5 + 10 + 35) + 35  # bu: call 35, pot 85: to 120


def test_pot_limit_antes_count_by_the_rule_set():
    with_antes = table([1000] * 4, structure="pot-limit", antes=1)
    assert with_antes.legal().max_to == 39
    rules = replace(get_rules(), name="x", pot_limit_counts_antes=False)
    without = table([1000] * 4, structure="pot-limit", antes=1, rules=rules)
    assert without.legal().max_to == 35


# -- E8-E10, E17: stud -------------------------------------------------------------------------


def stud(game, cards, stacks=None, rules="wsop-2024"):
    stacks = stacks or [100] * len(cards)
    return Hand(game, stacks, antes=1, bring_in=2, bets=(5, 10), cards=cards, rules=rules, seed=1)


def test_stud_bring_in_is_the_lowest_card_suits_break_ties():
    hand = stud("stud", [["As", "Ks", "2d"], ["Qs", "Js", "2c"], ["Ts", "9s", "2h"]])
    legal = hand.legal()
    assert legal.name == "p2" and legal.bring_in == 2 and legal.aggressive == "complete" and legal.min_to == 5
    refused(hand, "fold", rule="E8")
    refused(hand, "check", rule="E8")


def test_razz_bring_in_is_the_highest_card_aces_low():
    hand = stud("razz", [["2s", "3s", "Kd"], ["4s", "5s", "Ks"], ["6s", "7s", "Ac"]])
    assert hand.legal().name == "p2"  # the king of spades; the ace is low


def test_stud_completion_and_raise_after_it():
    hand = stud("stud", [["As", "Ks", "2d"], ["Qs", "Js", "2c"], ["Ts", "9s", "Kh"]])
    hand.act("bring-in")
    legal = hand.legal()
    assert (legal.call, legal.aggressive, legal.min_to) == (2, "complete", 5)
    hand.act("complete", 5)
    legal = hand.legal()
    assert (legal.call, legal.aggressive, legal.min_to) == (5, "raise", 10)
    direct = stud("stud", [["As", "Ks", "2d"], ["Qs", "Js", "2c"], ["Ts", "9s", "Kh"]])
    direct.act("complete", 5)  # the bring-in player completes at once
    assert direct.legal().call == 5


def open_pair(game, rules="wsop-2024"):
    hand = stud(game, [["As", "Ks", "3d", "4c"], ["Qs", "Js", "2c", "2h"], ["Ts", "9s", "Kh", "7d"]], rules=rules)
    hand.act("bring-in")
    hand.act("call")
    hand.act("call")
    assert hand.street == "fourth"
    return hand


def test_open_pair_on_fourth_street_big_bet_in_stud_high():
    # pokerkit has no big-bet option here
    hand = open_pair("stud")
    legal = hand.legal()
    assert legal.name == "p2"  # the pair showing acts first (E10)
    assert (legal.min_to, legal.max_to) == (5, 10)
    hand.act("bet", 10)
    assert hand.legal().min_to == 20  # raises are big bets now
    refused(hand, "raise", 15, rule="E9")


def test_open_pair_no_big_bet_in_stud_hi_lo_or_when_the_rule_set_says_no():
    legal = open_pair("stud-hi-lo").legal()
    assert (legal.min_to, legal.max_to) == (5, 5)
    rules = replace(get_rules(), name="x", open_pair_big_bet=False)
    legal = open_pair("stud", rules=rules).legal()
    assert (legal.min_to, legal.max_to) == (5, 5)


def test_razz_lowest_hand_showing_acts_first():
    hand = stud("razz", [["2s", "3s", "Kd", "Qd"], ["4s", "5s", "Ks", "Qs"], ["6s", "7s", "Ac", "2c"]])
    hand.act("bring-in")
    hand.act("call")
    hand.act("call")
    assert hand.legal().name == "p3"  # A-2 showing


def test_stud_two_pairs_showing_act_before_one_higher_pair():
    # E10: "the best hand face up acts first (pairs and trips count)": two pairs beat a pair of
    # jacks however high (a hand of iPoker's, 5710056302: 9-9-7-7 showing against J-J-8-2)
    cards = [["3c", "9d", "9h", "7h", "7d", "9s"], ["Qc", "Tc", "8h", "Jc", "Jd", "2d"]]
    hand = stud("stud", cards)
    while hand.street != "sixth":
        legal = hand.legal()
        hand.act("bring-in" if legal.bring_in else ("call" if legal.call else "check"))
    assert hand.legal().name == "p1"
    low = stud("razz", [["3c", "9d", "9h", "7h", "7d", "9s"], ["Qc", "Tc", "8h", "Jc", "Jd", "2d"]])
    while low.street != "sixth":
        legal = low.legal()
        low.act("bring-in" if legal.bring_in else ("call" if legal.call else "check"))
    assert low.legal().name == "p2"  # razz: one pair looks better than two


def test_stud_eight_players_the_last_card_is_dealt_face_up_in_the_middle():
    hand = Hand("stud", [100] * 8, antes=1, bring_in=2, bets=(5, 10), seed=3)
    while not hand.over:
        legal = hand.legal()
        hand.act("bring-in" if legal.bring_in else ("call" if legal.call else "check"))
    assert len(hand.board) == 1 and all(len(cards) == 6 for cards in hand.hole)
    assert sum(hand.stacks) == 800


# -- E11: heads-up ------------------------------------------------------------------------------------


def test_heads_up_button_posts_small_blind_first_before_last_after():
    hand = Hand("holdem", [100, 100], blinds=(1, 2), names=["bb", "bu"], seed=1)  # the button is the last
    assert [(a.player, a.kind.value) for a in hand.events] == [("bb", "big blind"), ("bu", "small blind")]
    assert hand.legal().name == "bu"
    hand.act("call")
    hand.act("check")
    assert hand.street == "flop" and hand.legal().name == "bb"


# -- E12: big blind ante ------------------------------------------------------------------------------


def test_big_blind_ante_short_stack_posts_the_blind_first_and_the_ante_is_dead():
    hand = Hand(
        "holdem", [1000, 12, 1000], blinds=(5, 10), antes=10, ante="big blind", names=["sb", "bb", "bu"], seed=1
    )
    posts = [(a.player, a.kind.value, a.amount) for a in hand.events]
    assert posts == [("sb", "small blind", 5), ("bb", "big blind", 10), ("bb", "ante", 2)]
    assert hand.put_in[1] == 10  # the ante is dead money, not the player's bet
    assert hand.pot == 17


# -- E13: showdown order, mucking, all-in face up ----------------------------------------------------


def test_last_aggressor_shows_first_then_clockwise():
    hand = table([1000, 1000, 1000, 1000], auto_show=False)
    to_flop(hand)
    for _ in range(3):
        while hand.legal().check and hand.legal().name != "co":
            hand.act("check")
        if hand.legal().name == "co" and hand.street == "river":
            hand.act("bet", 10)
            break
        hand.act("check")
    while hand.phase != 2:
        hand.act("call")
    assert hand.legal().name == "co" and hand.legal().muck is True
    hand.act("show")
    assert hand.legal().name == "bu"
    hand.act("muck")
    assert hand.legal().name == "sb"


def test_no_bet_on_the_last_round_first_left_of_the_button_shows_first():
    hand = table([1000, 1000, 1000, 1000], auto_show=False)
    to_flop(hand)
    while hand.phase == 0:
        hand.act("check")
    assert hand.legal().name == "sb"


def test_all_in_hands_are_shown_nobody_mucks():
    hand = Hand("holdem", [100, 100], blinds=(1, 2), auto_show=False, seed=1)
    hand.act("raise", 100)
    hand.act("call")
    assert hand.legal().phase == "show" and hand.legal().muck is False
    refused(hand, "muck", rule="E13")


# -- E14: odd chips -----------------------------------------------------------------------------------


def test_odd_chip_goes_left_of_the_button_by_the_showdown():
    cards = [["As", "Kd"], ["Ah", "Kc"], ["2c", "3d"]]
    hand = Hand(
        "holdem", [100, 100, 100], blinds=(1, 2), antes=1, ante="button", names=["sb", "bb", "bu"], cards=cards,
        board="Qs Jh Td 4c 4d", seed=1,
    )  # fmt: skip
    while not hand.over:
        legal = hand.legal()
        hand.act("call" if legal.call else "check")
    # 2 + 2 + 2 and the button's ante, 7: sb and bb split it, the odd chip to sb (the first left of the button)
    assert (hand.won[0], hand.won[1]) == (4, 3)


# -- E15: draws --------------------------------------------------------------------------------------


def test_triple_draw_three_draws_in_turn_and_discards_only_own_cards():
    hand = Hand("2-7-triple-draw", [500, 500, 500], structure="limit", blinds=(5, 10), bets=(10, 20), seed=2)
    while hand.phase == 0:
        legal = hand.legal()
        hand.act("call" if legal.call else "check")
    assert hand.street == "draw 1" and hand.legal().phase == "draw"
    legal = hand.legal()
    assert legal.name == "p1" and legal.draw == 5
    other = hand.hole[1][0]
    from pokerrank.cards import format_cards

    refused(hand, "draw", cards=format_cards([other]), rule="E15")
    kept = hand.hole[0][2:]
    hand.act("draw", cards=list(hand.hole[0][:2]))
    assert hand.hole[0][:3] == kept and len(hand.hole[0]) == 5
    hand.act("draw", 0)
    hand.act("draw", 5)
    assert hand.phase == 0 and hand.legal().min_to == 10
    draws = 1
    while not hand.over:
        legal = hand.legal()
        if legal.phase == "draw":
            hand.act("draw", 1)
            draws += legal.name == "p1"
        else:
            hand.act("call" if legal.call else "check")
    assert draws == 3
    assert sum(hand.stacks) == 1500


def test_draw_deck_runs_out_discards_are_shuffled_in():
    hand = Hand("badugi", [1000] * 9, structure="limit", blinds=(5, 10), bets=(10, 20), seed=5)
    while not hand.over:
        legal = hand.legal()
        if legal.phase == "draw":
            hand.act("draw", 4)
        else:
            hand.act("call" if legal.call else "check")
    held = [c for cards in hand.hole for c in cards]
    assert len(held) == len(set(held)) == 36 and sum(hand.stacks) == 9000


# -- E16: run it more than once ---------------------------------------------------------------------


def test_run_it_twice_by_agreement():
    hand = Hand("holdem", [100, 100], blinds=(1, 2), max_runs=2, cards=[["As", "Ad"], ["Ks", "Kd"]], seed=4)
    hand.act("raise", 100)
    hand.act("call")
    assert hand.legal().phase == "run" and hand.legal().runs == 2
    refused(hand, "run", 3, rule="E16")
    hand.act("run", 2)
    assert hand.over and len(hand.boards) == 2 and hand.boards[0] != hand.boards[1]
    assert [p.run for p in hand.result.pots] == [1, 2] and sum(hand.stacks) == 200


# -- output, copies, views ------------------------------------------------------------------------


def test_record_round_trips_through_phh_and_drives_again():
    from pokerrank.engine import from_record

    hand = Hand("holdem", [300, 300, 300], blinds=(1, 2), seed=9, names=["ann", "bob", "cid"])
    hand.act("raise", 6)
    hand.act("call")
    hand.act("call")
    while not hand.over:
        legal = hand.legal()
        hand.act("bet", 20) if legal.check and legal.name == "bob" and hand.street == "turn" else hand.act(
            "call" if legal.call else "check"
        )
    record = hand.to_record()
    text = to_phh(record)
    again = next(read(text))
    result = from_record(again)
    assert result.status == "ok", result.describe()
    assert result.stacks == dict(zip(hand.names, hand.stacks, strict=True))


def test_copy_is_independent():
    hand = table([1000, 1000, 1000, 1000])
    twin = hand.copy()
    twin.act("raise", 50)
    assert hand.to_act == 2 and hand.bets == [5, 10, 0, 0] and twin.bets == [5, 10, 50, 0]
    assert hand.events != twin.events
    while not twin.over:
        twin.act("call" if twin.legal().call else "check")
    assert not hand.over


def test_view_hides_other_players_cards():
    hand = stud("stud", [["As", "Ks", "2d"], ["Qs", "Js", "2c"], ["Ts", "9s", "Kh"]])
    seen = hand.view(0)["players"]
    assert seen[0]["cards"] == ["As", "Ks", "2d"]
    assert seen[1]["cards"] == ["??", "??", "2c"]  # the up card shows
    spectator = hand.view(None)["players"]
    assert spectator[0]["cards"] == ["??", "??", "2d"]


# -- rule sets ---------------------------------------------------------------------------------


def test_rule_sets_by_name():
    assert [get_rules(name).name for name in ALL_RULES] == ALL_RULES
    assert get_rules().name == "wsop-2024"
    assert get_rules("Robert's Rules").odd_chip == "roberts"
    with pytest.raises(UnknownNameError):
        get_rules("wsop-1970")
    assert "roberts" in RULE_SETS


def test_hand_with_bad_input_is_a_typed_error():
    with pytest.raises(PokerRankError):
        Hand("holdem", [100], blinds=(1, 2))
    with pytest.raises(PokerRankError):
        Hand("holdem", [100, 100], structure="spread")
    with pytest.raises(PokerRankError):
        Hand("holdem", [100, 100], cards=[["As", "Ad"], ["As", "Kd"]])
    with pytest.raises(PokerRankError):
        Hand("stud", [100, 100], blinds=(1, 2))


@pytest.mark.parametrize("rules", ["wsop-2024", "roberts"])
def test_the_cap_is_the_same_on_every_street(rules):
    # pokerkit's caps differ by street; the books count the big blind as the bet before the flop
    raises = get_rules(rules).limit_raises
    hand = limit_table([10_000, 10_000, 10_000], rules=rules)
    made = 0
    while hand.legal().aggressive is not None:  # preflop: the big blind is the bet
        hand.act("raise", hand.legal().min_to)
        made += 1
    assert made == raises
    while hand.street == "preflop":
        hand.act("call")
    while hand.street == "flop":
        legal = hand.legal()
        hand.act("check" if legal.check else "call")
    assert hand.street == "turn"
    bets = 0
    while hand.legal().aggressive is not None:
        hand.act(hand.legal().aggressive, hand.legal().min_to)
        bets += 1
    assert bets == raises + 1 and max(hand.bets) == 20 * bets  # big bets on the turn


def test_dead_button_and_missed_blind_by_posts():
    # the button's seat is empty (a dead button): nobody posts the small blind; a returning
    # player posts a missed small blind as dead money and a big blind live
    hand = Hand(
        "holdem", [500, 500, 500, 500], posts=[0, 10, 0, 10], dead=[0, 0, 0, 5], button=0, names=["a", "bb", "c", "d"],
        seed=1,
    )  # fmt: skip
    assert hand.pot == 25 and hand.put_in == [0, 10, 0, 10]
    legal = hand.legal()
    assert legal.name == "c" and legal.call == 10 and legal.min_to == 20


@pytest.mark.parametrize(
    ("game", "kw"),
    [
        ("stud", {"antes": 1, "bring_in": 2, "bets": (4, 8)}),
        ("razz", {"antes": 1, "bring_in": 2, "bets": (4, 8)}),
        ("2-7-triple-draw", {"structure": "limit", "blinds": (2, 4), "bets": (4, 8)}),
        ("badugi", {"structure": "limit", "blinds": (2, 4), "bets": (4, 8)}),
    ],
)
def test_stud_and_draw_hands_round_trip_through_phh(game, kw):
    import random

    from pokerrank.engine import from_record

    for seed in range(8):
        rng = random.Random(seed)
        hand = Hand(game, [rng.randint(30, 200) for _ in range(rng.randint(2, 5))], seed=seed, **kw)
        while not hand.over:
            legal = hand.legal()
            choice = rng.choice(legal.actions)
            if choice in ("bet", "raise", "complete"):
                hand.act(choice, legal.min_to)
            elif choice == "draw":
                hand.act("draw", rng.randint(0, 2))
            else:
                hand.act(choice)
        result = from_record(next(read(to_phh(hand.to_record()))))
        assert result.status == "ok", result.describe()
        assert list(result.stacks.values()) == hand.stacks


def test_separate_hands_in_threads_play_as_they_do_alone():
    from concurrent.futures import ThreadPoolExecutor

    def play(seed):
        import random

        rng = random.Random(seed)
        hand = Hand("omaha", [300] * 6, structure="pot-limit", blinds=(1, 2), seed=seed)
        while not hand.over:
            legal = hand.legal()
            choice = rng.choice(legal.actions)
            if choice in ("bet", "raise"):
                hand.act(choice, rng.randint(legal.min_to, legal.max_to))
            else:
                hand.act(choice)
        return hand.stacks, [tuple(a) for a in hand.events]

    alone = [play(seed) for seed in range(24)]
    with ThreadPoolExecutor(4) as pool:
        together = list(pool.map(play, range(24)))
    assert together == alone


def test_stud_without_a_bring_in_the_low_card_opens_as_it_likes():
    hand = Hand("stud", [100, 100, 100], antes=2, bets=(5, 10), cards=[["As", "Ks", "2d"], ["Qs", "Js", "2c"], []])
    legal = hand.legal()
    assert legal.name == "p2" and legal.bring_in is None and legal.check and legal.aggressive == "bet"


def test_the_run_phase_says_who_may_agree():
    hand = Hand("holdem", [100, 100], blinds=(1, 2), max_runs=3, seed=1)
    hand.act("raise", 100)
    hand.act("call")
    assert hand.legal().describe() == "the players may run 1..3 times"


def test_a_stud_hand_given_blinds_is_refused_not_dealt_without_them():
    from pokerrank.errors import DealError

    for kwargs in ({"blinds": (1, 2)}, {"blinds": (1, 2), "straddles": (4,)}):
        with pytest.raises(DealError, match="stud games have no blinds"):
            Hand("stud-hi-lo", stacks=[100, 100], bets=(2, 4), seed=1, **kwargs)


def test_a_record_where_everyone_who_acted_folds_is_not_auditable_with_its_reason():
    from pokerrank.handhistory import Action, ActionKind, HandRecord, Outcome, Seat
    from pokerrank.handhistory.audit import audit_hand

    record = HandRecord(
        "<test>", "1", game="stud-hi-lo", seats=(Seat(1, "p1", 100), Seat(2, "p2", 100)),
        actions=(Action("third", "p1", ActionKind.FOLD, 0),),
    )  # fmt: skip
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert "every player who acted folds ('p1')" in verdict.detail


# -- the record's stakes are the table's, a short blind post in its actions (E18) -------------


def _play_calls(hand, raise_to=None):
    """Everyone calls or checks; the first player who may raise raises to ``raise_to`` once."""
    while not hand.over:
        legal = hand.legal()
        if raise_to is not None and legal.aggressive == "raise" and legal.min_to <= raise_to <= legal.max_to:
            hand.act("raise", raise_to)
            raise_to = None
        else:
            hand.act("call" if legal.call else "check")
    return hand.to_record()


@pytest.mark.parametrize(
    ("stacks", "short"),
    [([1, 50], "p1"), ([50, 1], "p2"), ([30, 1, 30], "p2"), ([1, 30, 30], "p1"), ([30, 1, 30, 30], "p2")],
)
def test_a_short_blind_keeps_the_tables_stakes_in_the_record(stacks, short):
    from pokerrank.engine.audit import audit_with_rules
    from pokerrank.handhistory import audit_hand
    from pokerrank.handhistory.verdicts import Outcome
    from pokerrank.handhistory.writers_text import to_pokerstars

    record = _play_calls(Hand("holdem", stacks, blinds=(1, 2), seed=3))
    assert record.stakes == (1, 2)  # the blinds as set, not as posted
    post = next(a for a in record.actions if a.player == short and a.kind.posts)
    assert (post.amount, post.all_in) == (1, True)  # what the player had: all in for less
    assert audit_hand(record).outcome is Outcome.MATCH
    assert audit_with_rules(record).outcome is Outcome.MATCH  # every action legal at the table's stakes
    text = to_pokerstars(record)
    assert "(1/2)" in text.splitlines()[0]
    again = next(read(text))
    assert again.stakes == (1, 2) and audit_with_rules(again).outcome is Outcome.MATCH
    phh = next(read(to_phh(record)))
    assert phh.finishing_stacks == record.finishing_stacks and audit_hand(phh).outcome is Outcome.MATCH


def test_the_stakes_with_a_straddle_or_posts_are_the_blinds():
    assert Hand("holdem", [50, 50, 50], blinds=(1, 2), straddles=(4,), seed=1).to_record().stakes == (1, 2)
    assert Hand("holdem", [50, 50, 50], posts=(1, 2, 0), seed=1).to_record().stakes == (1, 2)
    # posts as a record gives them, the big blind all in for 1: the big blind given is the stakes'
    assert Hand("holdem", [50, 1, 50], posts=(1, 1, 0), big_blind=2, seed=1).to_record().stakes == (1, 2)
    assert Hand("holdem", [50, 50], blinds=(2, 2), seed=1).to_record().stakes == (2,)


def test_pokerkit_replays_hands_with_a_short_big_blind_to_the_records_stacks():
    import warnings

    pokerkit = pytest.importorskip("pokerkit")
    for seed, stacks in enumerate([[30, 1, 30], [20, 1, 12, 40], [9, 1, 25], [40, 1, 7, 18]]):
        record = _play_calls(Hand("holdem", stacks, blinds=(1, 2), seed=seed), raise_to=6)
        assert record.stakes == (1, 2)
        text = to_phh(record)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            final = list(pokerkit.HandHistory.loads(text))[-1]
        order = text.split("players = [")[1].split("]")[0].replace('"', "").split(", ")
        assert not final.status  # pokerkit played the hand to its end
        assert [int(x) for x in final.stacks] == [record.finishing_stacks[name] for name in order]


# -- E4: a limit raise only as far as the most an opponent can call --------------------------


def test_a_limit_raise_only_as_far_as_an_opponent_can_call_is_accepted():
    # bets 4/8: co raises to 8 with 9 in all; bb may raise to 9 (all co can call) or the full 12
    # (limit: only those two amounts), both ending the same (what co cannot call goes back: E4, E18)
    ends = set()
    for to in (9, 12):
        hand = Hand("holdem", [100, 100, 9], structure="limit", blinds=(2, 4), names=["sb", "bb", "co"], seed=5)
        hand.act("raise", 8)
        hand.act("fold")
        legal = hand.legal()
        assert legal.name == "bb" and (legal.min_to, legal.max_to) == (9, 12)
        refused(hand, "raise", 10, rule="E4")
        hand.act("raise", to)
        hand.act("call")
        while not hand.over:
            hand.act("check")
        ends.add(tuple(hand.stacks))
    assert len(ends) == 1
    # an opponent who can call the full raise: the raise is the full bet (TDA 47-B, WSOP LA 129)
    hand = Hand("holdem", [100, 100, 12], structure="limit", blinds=(2, 4), names=["sb", "bb", "co"], seed=5)
    hand.act("raise", 8)
    hand.act("fold")
    assert (hand.legal().min_to, hand.legal().max_to) == (12, 12)
    refused(hand, "raise", 11, rule="E4")
