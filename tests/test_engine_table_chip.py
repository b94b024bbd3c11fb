"""The smallest chip in play (``Hand(..., chip=)``, ``Table(..., chip=)``), from the rules' words:
docs/RULES.md E14 (odd chips by the showdown, "whole numbers of the smallest chip in play",
2024 WSOP Rule 73: odd chips are broken down to the smallest chip in play and go to the first
tied winner clockwise from the button; hi/lo: the odd chip between the halves to the high) and
E18 (chips are whole numbers of the smallest chip)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.engine import Hand, IllegalActionError, Table
from pokerrank.errors import ChipAmountError

TIE = {"cards": [["As", "Kd"], ["2c", "3d"], ["Ah", "Kc"]], "board": "7h 8s 9d Jc 4s"}


def limp_and_tie(chip):
    """25/50, three players: the button calls, the small blind folds, the big blind checks; the
    button and the big blind tie (ace-king high): a pot of 125 chips between two."""
    hand = Hand("holdem", [1000] * 3, blinds=(25, 50), button=0, seed=1, chip=chip, **TIE)
    hand.act("call")
    hand.act("fold")
    hand.act("check")
    while not hand.over:
        hand.act("check")
    return hand


def test_the_odd_chip_is_one_chip_of_the_smallest_denomination():
    # "odd chips are broken down to the smallest chip in play": with 25s, a pot of 125 between
    # two tied winners is 50 each and one odd chip of 25, to the first tied winner clockwise from
    # the button (p3: p2, after the button, folded)
    hand = limp_and_tie(25)
    assert hand.won == [50, 0, 75] and hand.result.chip == 25
    assert sum(hand.stacks) == 3000
    # with no smallest chip given, a chip is 1: 62 and 63
    assert limp_and_tie(1).won == [62, 0, 63]


def test_the_odd_chip_between_the_halves_of_hi_lo_is_a_whole_chip_to_the_high():
    # "hi/lo: the odd chip between the high and low halves goes to the high half"
    cards = [["Kd", "Kh", "Js", "Ts"], ["9c", "9d", "Qh", "Qd"], ["Ah", "3s", "Td", "Jd"]]
    for chip, high, low in ((5, 15, 10), (1, 13, 12)):
        hand = Hand(
            "omaha-hi-lo",
            [500] * 3,
            blinds=(5, 10),
            structure="pot-limit",
            button=0,
            seed=1,
            chip=chip,
            cards=cards,
            board="2c 5d 7h Kc Qs",
        )
        hand.act("call")
        hand.act("fold")
        hand.act("check")
        while not hand.over:
            hand.act("check")
        assert hand.won == [high, 0, low]  # the kings high, the seven-five low


@pytest.mark.parametrize("chip", [0, -25, 2.5, "25", None, True, 1.0])
def test_the_smallest_chip_is_a_positive_whole_number(chip):
    with pytest.raises(ChipAmountError, match="chip"):
        Hand("holdem", [1000] * 3, blinds=(25, 50), chip=chip)
    with pytest.raises(ChipAmountError, match="chip"):  # a table refuses it at once, not at its first deal
        Table("holdem", [1000] * 3, blinds=(25, 50), chip=chip)


def test_a_numpy_integer_is_a_smallest_chip():
    import numpy as np

    assert limp_and_tie(np.int64(25)).won == [50, 0, 75]
    table = Table("holdem", [1000] * 3, blinds=(25, 50), chip=np.int64(25))
    hand = table.deal(**TIE)
    with pytest.raises(IllegalActionError):
        hand.act("raise", 110)
    assert type(hand.to_record().extra["chip"]) is int


@pytest.mark.parametrize(
    ("kwargs", "culprit"),
    [
        ({"stacks": [1000, 1010, 1000]}, "p2's stack 1010"),
        ({"blinds": (10, 50)}, "small blind 10"),
        ({"antes": 5}, "ante 5"),
        ({"min_bet": 60}, "least bet 60"),
        ({"rake": 5}, "rake 5"),
        ({"rake": {"rate": 0.05, "cap": 30}}, "the rake's cap 30"),
        ({"structure": "limit", "bets": (50, 110)}, "big bet 110"),
    ],
)
def test_every_amount_of_the_set_up_is_whole_chips(kwargs, culprit):
    args = {"stacks": [1000] * 3, "blinds": (25, 50), **kwargs}
    stacks = args.pop("stacks")
    with pytest.raises(ChipAmountError, match=culprit):
        Hand("holdem", stacks, chip=25, **args)


def test_a_bet_that_is_not_whole_chips_is_refused_and_changes_nothing():
    # E18: chips are whole numbers of the smallest chip in play
    hand = Hand("holdem", [1000] * 3, blinds=(25, 50), button=0, seed=1, chip=25)
    before = (hand.to_act, hand.bets[:], hand.stacks[:], len(hand.events))
    legal = hand.legal()
    assert (legal.min_to, legal.max_to) == (100, 1000)
    with pytest.raises(IllegalActionError) as refused:
        hand.act("raise", 110)
    assert refused.value.rule.startswith("E18") and refused.value.action == "raise to 110"
    assert (hand.to_act, hand.bets, hand.stacks, len(hand.events)) == before
    copy = hand.copy()  # a copy keeps the smallest chip
    with pytest.raises(IllegalActionError):
        copy.act("raise", 110)
    hand.act("raise", 125)
    assert hand.bets[0] == 125


def test_the_record_keeps_the_smallest_chip():
    assert limp_and_tie(25).to_record().extra["chip"] == 25
    assert "chip" not in limp_and_tie(1).to_record().extra  # (chips of 1: nothing to say)


def test_a_table_plays_every_hand_with_its_smallest_chip():
    table = Table("holdem", [1000, 1000, 1000], blinds=(25, 50), chip=25)
    hand = table.deal(**TIE)
    assert hand.legal().name == "p1"
    hand.act("call")
    hand.act("fold")
    hand.act("check")
    while not hand.over:
        hand.act("check")
    table.deal(seed=2)
    assert table.stacks == [1000, 975, 1025]
    with pytest.raises(ChipAmountError, match="stack 10"):
        Table("holdem", [1000, 10], blinds=(25, 50), chip=25).deal()


@settings(max_examples=40, deadline=None)
@given(
    chip=st.sampled_from([1, 5, 25]),
    units=st.lists(st.integers(4, 200), min_size=2, max_size=6),
    game=st.sampled_from(["holdem", "omaha-hi-lo", "omaha"]),
    seed=st.integers(0, 2**16),
)
def test_random_hands_put_in_and_pay_out_only_whole_chips(chip, units, game, seed):
    rng = random.Random(seed)
    stacks = [u * chip for u in units]
    hand = Hand(game, stacks, blinds=(chip, 2 * chip), seed=seed, chip=chip)
    while not hand.over:
        legal = hand.legal()
        choice = rng.choice(legal.actions)
        if choice in ("bet", "raise"):
            assert legal.min_to % chip == 0 and legal.max_to % chip == 0
            hand.act(choice, legal.min_to + chip * rng.randint(0, (legal.max_to - legal.min_to) // chip))
        else:
            hand.act(choice)
    assert all(event.amount % chip == 0 for event in hand.events)
    assert all(won % chip == 0 for won in hand.won)
    assert sum(hand.stacks) == sum(stacks)


def test_a_rate_rake_whose_cap_is_not_whole_chips_is_refused_before_a_chip_moves():
    # the cap 30 with chips of 25: refused at the set-up, never at the showdown (where the hand
    # was over with 2,025 chips unpaid and the table could deal no more)
    with pytest.raises(ChipAmountError, match="the rake's cap 30"):
        Hand("holdem", [1000] * 3, blinds=(25, 50), chip=25, rake={"rate": 0.05, "cap": 30})
    from pokerrank.pots import Rake

    with pytest.raises(ChipAmountError, match="the rake's cap 30"):
        Hand("holdem", [1000] * 3, blinds=(25, 50), chip=25, rake=Rake(0.05, 30))
    table = Table("holdem", [1000] * 3, blinds=(25, 50), chip=25, rake={"rate": 0.05, "cap": 30})
    with pytest.raises(ChipAmountError, match="the rake's cap 30"):
        table.deal(**TIE)
    assert (table.stacks, table.hand, table.big_blind) == ([1000] * 3, None, None)


def test_a_rate_rake_in_whole_chips_is_taken_in_whole_chips_hand_after_hand():
    table = Table("holdem", [1000] * 3, blinds=(25, 50), chip=25, rake={"rate": 0.05, "cap": 50})
    hand = table.deal(**TIE)
    hand.act("raise", 1000)
    hand.act("fold")
    hand.act("call")
    assert hand.over and all(won % 25 == 0 for won in hand.won)
    assert sum(hand.won) == 2025 - 50  # 5% of 2,025 is 101: the cap 50, two chips of 25
    table.deal(seed=1)
    assert sum(table.stacks) == 3000 - 50


def test_a_showdown_that_cannot_pay_leaves_the_hand_not_over_with_every_chip_in_the_pots(monkeypatch):
    hand = Hand("holdem", [1000] * 3, blinds=(25, 50), button=0, seed=1, chip=25, rake=25, **TIE)
    hand.act("raise", 1000)
    hand.act("fold")

    def refuse(self, contenders):
        raise ChipAmountError("cannot pay")

    monkeypatch.setattr(Hand, "_showdown", refuse)
    with pytest.raises(ChipAmountError, match="cannot pay"):
        hand.act("call")
    assert not hand.over and sum(hand.stacks) + hand.pot == 3000 and hand.won == [0, 0, 0]
