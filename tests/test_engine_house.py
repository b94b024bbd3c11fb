"""House rules of the engine, each test from the rule's words (docs/RULES.md): spread limit
(E22) and the Mississippi straddle (E23)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_engine_properties import check_boundaries

from pokerrank.engine import Hand, IllegalActionError, get_rules
from pokerrank.errors import ChipAmountError, DealError, PokerRankError


def refused(hand: Hand, action: str, amount: int | None, rule: str) -> None:
    before = (list(hand.stacks), list(hand.bets), len(hand.events), hand.to_act)
    with pytest.raises(IllegalActionError) as caught:
        hand.act(action, amount)
    assert caught.value.rule.startswith(rule + ":"), caught.value.rule
    assert (list(hand.stacks), list(hand.bets), len(hand.events), hand.to_act) == before


# -- E22 spread limit: "a bet is between the round's least and most; a raise is at least the
#    round's largest bet or raise and at most the spread's most"


def spread_hand(**kw):
    return Hand("holdem", [500, 500, 500, 500], structure="spread-limit", blinds=(1, 2), seed=3, **kw)


def test_spread_limit_raises_between_the_last_raise_and_the_spread_s_most():
    hand = spread_hand(spread=(2, 10))
    legal = hand.legal()
    assert (legal.aggressive, legal.min_to, legal.max_to) == ("raise", 4, 12)  # 2 + 2 .. 2 + 10
    refused(hand, "raise", 3, "E22")
    refused(hand, "raise", 13, "E22")
    hand.act("raise", 8)  # a raise of 6
    legal = hand.legal()
    assert (legal.min_to, legal.max_to) == (14, 18)  # at least 6 more, at most 10 more
    refused(hand, "raise", 13, "E22")
    hand.act("raise", 18)
    assert (hand.legal().min_to, hand.legal().max_to) == (28, 28)  # the last raise was the most: 10


def test_spread_limit_bets_by_the_round_s_own_spread():
    hand = spread_hand(spread=[(1, 5), (1, 5), (1, 5), (2, 10)])
    for _ in range(3):
        hand.act("call")
    hand.act("check")
    assert hand.street == "flop"
    legal = hand.legal()
    assert (legal.aggressive, legal.min_to, legal.max_to) == ("bet", 1, 5)
    refused(hand, "bet", 6, "E22")
    for _ in range(4):
        hand.act("check")
    for _ in range(4):
        hand.act("check")
    assert hand.street == "river"
    assert (hand.legal().min_to, hand.legal().max_to) == (2, 10)


@pytest.mark.parametrize(("rules", "raises"), [("wsop-2024", 4), ("tda", 4), ("roberts", 3)])
def test_spread_limit_is_capped_as_limit_is(rules, raises):
    # the big blind is the round's bet; then the rule set's number of raises (E5)
    hand = Hand("holdem", [500] * 4, structure="spread-limit", blinds=(1, 2), spread=(2, 10), rules=rules, seed=3)
    to = 2
    for _ in range(raises):
        to += 2
        hand.act("raise", to)
    assert hand.legal().aggressive is None
    refused(hand, "raise", to + 2, "E5")


def test_spread_limit_needs_a_spread_and_only_it_takes_one():
    with pytest.raises(ChipAmountError):
        Hand("holdem", [100, 100], structure="spread-limit", blinds=(1, 2))
    with pytest.raises(ChipAmountError):
        Hand("holdem", [100, 100], structure="spread-limit", blinds=(1, 2), spread=(5, 2))
    with pytest.raises(ChipAmountError):
        Hand("holdem", [100, 100], structure="spread-limit", blinds=(1, 2), spread=[(1, 5), (1, 5)])
    with pytest.raises(PokerRankError):
        Hand("holdem", [100, 100], blinds=(1, 2), spread=(1, 5))
    # the bring-in player could not open for more
    with pytest.raises(ChipAmountError, match=r"the bring-in \(5\) must be less than the first round's most bet"):
        Hand("stud", [100, 100], structure="spread-limit", spread=(1, 5), antes=1, bring_in=5)
    with pytest.raises(ChipAmountError):  # stud has five betting rounds
        Hand("stud", [100, 100], structure="spread-limit", spread=[(1, 5)] * 4, antes=1, bring_in=1)
    with pytest.raises(DealError):  # stud has no blinds, spread or not
        Hand("stud", [100, 100], structure="spread-limit", spread=(1, 5), blinds=(1, 2))


@pytest.mark.parametrize("spread", [5, [None], "15", True, [(1, 5), 5], [1, (1, 5)], [[1, "5"]], {1: 5}])
@pytest.mark.parametrize(("game", "kw"), [("holdem", {"blinds": (1, 2)}), ("stud", {"antes": 1, "bring_in": 1})])
def test_a_malformed_spread_is_refused_with_a_typed_error_naming_it(spread, game, kw):
    # E22: a spread is a pair (least, most) of whole chips, or one such pair a betting round
    with pytest.raises(ChipAmountError, match="spread: ") as caught:
        Hand(game, [100, 100], structure="spread-limit", spread=spread, **kw)
    assert repr(spread) in str(caught.value)


# -- E22 in stud: "the lowest card face up brings in for the bring-in, which counts as the
#    round's first bet, or opens for more: any bet above the bring-in up to the round's most"


def spread_stud(game="stud", **kw):
    kw = {"structure": "spread-limit", "spread": (1, 5), "antes": 1, "bring_in": 1, "seed": 2, **kw}
    return Hand(game, [100, 100, 100, 100], **kw)


def test_spread_limit_stud_brings_in_or_opens_for_any_bet_up_to_the_most():
    hand = spread_stud()
    legal = hand.legal()
    assert (legal.bring_in, legal.aggressive, legal.min_to, legal.max_to) == (1, "complete", 2, 5)
    assert not legal.fold  # the bring-in is forced (E8)
    refused(hand, "complete", 1, "E22")  # that is the bring-in itself
    refused(hand, "complete", 6, "E22")
    refused(hand, "fold", None, "E8")
    opened = hand.copy()
    opened.act("complete", 4)
    legal = opened.legal()
    assert (legal.call, legal.aggressive, legal.min_to, legal.max_to) == (4, "raise", 8, 9)  # 4 more .. 5 more
    hand.act("bring-in")
    legal = hand.legal()
    # the bring-in is the round's bet: a raise of at least it (and the round's least), at most the most
    assert (legal.call, legal.aggressive, legal.min_to, legal.max_to) == (1, "raise", 2, 6)
    refused(hand, "raise", 7, "E22")
    hand.act("raise", 4)  # a raise of 3
    assert (hand.legal().min_to, hand.legal().max_to) == (7, 9)


def test_spread_limit_stud_a_bring_in_below_the_least():
    hand = spread_stud(spread=(2, 10))
    assert (hand.legal().min_to, hand.legal().max_to) == (2, 10)
    hand.act("bring-in")
    assert (hand.legal().min_to, hand.legal().max_to) == (3, 11)  # a raise of at least the round's least


def test_spread_limit_stud_later_rounds_bet_by_their_own_spread():
    hand = spread_stud(spread=[(1, 5), (1, 5), (2, 10), (2, 10), (5, 20)])
    hand.act("bring-in")
    for _ in range(3):
        hand.act("call")
    assert hand.street == "fourth"
    assert hand.to_act == hand._best_showing()  # the best cards face up act first (E10)
    legal = hand.legal()
    assert (legal.aggressive, legal.min_to, legal.max_to) == ("bet", 1, 5)  # no big bet for an open pair
    for street, spread in (("fifth", (2, 10)), ("sixth", (2, 10)), ("seventh", (5, 20))):
        while hand.street != street:
            hand.act("check")
        legal = hand.legal()
        assert (legal.min_to, legal.max_to) == spread, street
    hand.act("bet", 20)
    assert (hand.legal().min_to, hand.legal().max_to) == (40, 40)


@pytest.mark.parametrize(("rules", "raises"), [("wsop-2024", 4), ("roberts", 3)])
def test_spread_limit_stud_counts_the_bring_in_towards_the_cap(rules, raises):
    hand = spread_stud(rules=rules)
    hand.act("bring-in")
    to = 1
    for _ in range(raises):
        to += 5
        hand.act("raise", to)
    assert hand.legal().aggressive is None
    refused(hand, "raise", to + 5, "E5")


@pytest.mark.parametrize("game", ["razz", "stud-hi-lo", "five-card-stud", "2-7-razz"])
def test_spread_limit_plays_every_stud_game(game):
    rounds = 4 if game == "five-card-stud" else 5
    hand = spread_stud(game, spread=[(1, 5)] * rounds)
    assert hand.legal().bring_in == 1
    while not hand.over:
        legal = hand.legal()
        hand.act("bring-in" if legal.bring_in else "call" if legal.call else "check")
    assert sum(hand.stacks) == 400


# -- E23 the Mississippi straddle: "a straddle from the button only where the rule set allows
#    it; then the player left of the big blind acts first before the flop and the straddler last"

MISSISSIPPI = replace(get_rules("wsop-2024"), name="house", mississippi_straddle=True)


@pytest.mark.parametrize("rules", ["wsop-2024", "tda", "roberts", "pokerstars"])
def test_no_named_rule_set_allows_a_button_straddle(rules):
    with pytest.raises(IllegalActionError) as caught:
        Hand("holdem", [100] * 4, blinds=(1, 2), button_straddle=4, rules=rules, seed=1)
    assert caught.value.rule.startswith("E23:") and caught.value.player == "p4"


def test_the_mississippi_straddler_acts_last_before_the_flop():
    # four players, the button p4 straddles 4: p3 (left of the big blind p2) acts first
    hand = Hand("holdem", [100] * 4, blinds=(1, 2), button_straddle=4, rules=MISSISSIPPI, seed=1)
    assert hand.bets == [1, 2, 0, 4]
    order = []
    for _ in range(3):
        order.append(hand.legal().name)
        assert hand.legal().call is not None
        hand.act("call")
    assert order == ["p3", "p1", "p2"]
    legal = hand.legal()
    assert legal.name == "p4" and legal.check and (legal.min_to, legal.max_to) == (8, 100)  # E6: the straddle's size
    hand.act("check")
    assert hand.street == "flop" and hand.legal().name == "p1"  # after the flop: left of the button


def test_a_raise_before_the_straddler_acts_comes_round_to_the_straddler_last():
    hand = Hand("holdem", [100] * 4, blinds=(1, 2), button_straddle=4, rules=MISSISSIPPI, seed=1)
    hand.act("raise", 12)  # p3
    hand.act("fold")  # p1
    other = hand.copy()
    assert hand.legal().name == "p2" and other.legal().name == "p2"
    hand.act("fold")  # p2
    assert hand.legal().name == "p4"
    hand.act("raise", 24)
    assert hand.legal().name == "p3"


def test_a_button_straddle_needs_blinds_and_three_players():
    with pytest.raises(PokerRankError):
        Hand("holdem", [100, 100], blinds=(1, 2), button_straddle=4, rules=MISSISSIPPI, seed=1)


# -- properties: legal() and act() agree at every boundary in spread limit and with a
#    Mississippi straddle, chips are conserved (the checks of test_engine_properties)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(["holdem", "omaha", "2-7-triple-draw", "badugi", "stud", "razz", "five-card-stud"]),
    st.lists(st.integers(1, 300), min_size=3, max_size=6),
    st.integers(1, 4),
    st.integers(0, 6),
    st.booleans(),
    st.integers(0, 2**32),
)
def test_house_rules_legal_and_act_agree(game, stacks, low, width, straddle, seed):
    spread = (low, low + width)
    if game in ("stud", "razz", "five-card-stud"):  # a bring-in below the first round's most (E22)
        bring_in = min(low, low + width - 1) if width else 0
        hand = Hand(game, stacks, structure="spread-limit", spread=spread, antes=1, bring_in=bring_in, seed=seed)
    else:
        hand = Hand(game, stacks, structure="spread-limit", spread=spread, blinds=(1, 2), seed=seed,
                    button_straddle=4 if straddle else 0, rules=MISSISSIPPI)  # fmt: skip
    chips = sum(hand.starting)
    rng = random.Random(seed)
    while not hand.over:
        if rng.random() < 0.3:
            check_boundaries(hand)
        legal = hand.legal()
        choice = rng.choice(legal.actions)
        if choice in ("bet", "raise", "complete"):
            hand.act(choice, rng.randint(legal.min_to, legal.max_to))
        elif choice == "draw":
            hand.act("draw", rng.randint(0, legal.draw))
        else:
            hand.act(choice)
        assert sum(hand.stacks) + hand.pot == chips or hand.over
    assert sum(hand.stacks) == chips
