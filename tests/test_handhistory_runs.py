"""``pokerrank.showdown(..., boards=[...], rake=...)``: a pot run more than once, and the rake."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pokerrank
from pokerrank.errors import ChipAmountError, DealError, DuplicateCardError
from pokerrank.pots import Rake

ANN_BOB = [{"name": "ann", "cards": "As Ad", "bet": 5000}, {"name": "bob", "cards": "Kc Kd", "bet": 5000}]


def test_run_twice_odd_chip_to_the_first_board_each_board_alone() -> None:
    # 10,000 less a rake of 99 is 9,901: 4,951 on the first board (ann's Aces hold), 4,950 on
    # the second (bob makes three Kings)
    result = pokerrank.showdown(
        "holdem", None, ANN_BOB, boards=["2c 7d 9h Js 3c", "4h 8s Th Kh 5c"], rake=99, button="bob"
    )
    assert [(p.name, p.run, p.amount, p.awards) for p in result.pots] == [
        ("main pot", 1, 4951, {"ann": 4951}),
        ("main pot", 2, 4950, {"bob": 4950}),
    ]
    assert result.totals == {"ann": 4951, "bob": 4950} and result.rake == 99 and result.pot_rake == (99,)
    assert result.board == "2c 7d 9h Js 3c" and result.boards == ("2c 7d 9h Js 3c", "4h 8s Th Kh 5c")
    assert result.run_hands[1]["bob"]["high"] is not None
    assert result.run_hands[1]["bob"]["high"].name.startswith("three of a kind, kings")


def test_a_hi_lo_pot_run_twice_is_quartered_on_each_board() -> None:
    # Omaha Hi/Lo, 2 x 1,000 = 2,000, no rake: 1,000 a board. Both players make 5-4-3-2-A on
    # both boards (Ah 2h and As 2c with 3h 4h 5c): each low half, 500, splits 250 and 250.
    # Board 1: ann's Ah 2h + 3h 4h 9h is a flush, the best high: ann 500 + 250, bob 250.
    # Board 2: no flush; bob's 6s 7d + 3h 4h 5c, a straight to the Seven, beats ann's wheel.
    players = [
        {"name": "ann", "cards": "Ah 2h Kd Qd", "bet": 1000},
        {"name": "bob", "cards": "As 2c 6s 7d", "bet": 1000},
    ]
    boards = ["3h 4h 5c 9h Jc", "3h 4h 5c 8c Jd"]
    result = pokerrank.showdown("o8", None, players, boards=boards, button="bob")
    assert [(p.run, p.awards) for p in result.pots] == [(1, {"ann": 750, "bob": 250}), (2, {"ann": 250, "bob": 750})]
    assert result.totals == {"ann": 1000, "bob": 1000}


def test_the_rake_comes_off_main_pot_first_by_rate_and_cap() -> None:
    # ann all in for 100, bob and cid 300 each: main pot 300, side pot 400. 5% capped at 30:
    # the main pot brings floor(15) = 15, both pots floor(35) capped at 30: the side pot pays 15
    players = [
        {"name": "ann", "cards": "As Ad", "bet": 100},
        {"name": "bob", "cards": "Ks Kd", "bet": 300},
        {"name": "cid", "cards": "Qs Qd", "bet": 300},
    ]
    result = pokerrank.showdown("holdem", "2c 7d 9h Js 3c", players, rake=Rake("0.05", cap=30))
    assert result.rake == 30 and result.pot_rake == (15, 15)
    assert [(p.amount, p.awards) for p in result.pots] == [(285, {"ann": 285}), (385, {"bob": 385})]
    as_data = result.to_dict()
    assert as_data["rake"] == {"rate": "0.05", "cap": 30} and as_data["pot_rake"] == [15, 15]
    assert pokerrank.showdown_from_dict(as_data) == result
    # a number of chips instead: the rate the hand shows, 30 / 700 - floor(12.86) = 12, then 18
    assert pokerrank.showdown("holdem", "2c 7d 9h Js 3c", players, rake=30).pot_rake == (12, 18)


def test_a_deal_with_boards_and_rake_reads_back() -> None:
    first = pokerrank.showdown("holdem", None, ANN_BOB, boards=["2c 7d 9h Js 3c", "2c 7d 9h Js Kh"], rake=100)
    data = first.to_dict()
    assert data["board"] == "2c 7d 9h Js 3c" and data["boards"] == ["2c 7d 9h Js 3c", "2c 7d 9h Js Kh"]
    assert [pot["run"] for pot in data["pots"]] == [1, 2]
    assert pokerrank.showdown_from_dict(data) == first
    deal = {"game": "holdem", "boards": ["2c 7d 9h Js 3c", "2c 7d 9h Js Kh"], "players": ANN_BOB, "rake": 100}
    assert pokerrank.showdown_from_dict(deal).totals == first.totals == {"ann": 4950, "bob": 4950}


def test_bad_boards_and_rake() -> None:
    with pytest.raises(DealError, match="not both"):
        pokerrank.showdown("holdem", "2c 7d 9h Js 3c", ANN_BOB, boards=["2c 7d 9h Js 3c"])
    with pytest.raises(DealError, match="it is empty"):
        pokerrank.showdown("holdem", None, ANN_BOB, boards=[])
    with pytest.raises(DealError, match="a list of boards"):
        pokerrank.showdown("holdem", None, ANN_BOB, boards="2c 7d 9h Js 3c")
    with pytest.raises(DuplicateCardError, match="duplicate card '3c': dealt on board 1 and again on board 2"):
        pokerrank.showdown("holdem", None, ANN_BOB, boards=["2c 7d 9h Js 3c", "2c 7d 9h 3c Kh"])
    with pytest.raises(DuplicateCardError, match="'As'"):
        pokerrank.showdown("holdem", None, ANN_BOB, boards=["2c 7d 9h Js 3c", "2c 7d 9h As Kh"])
    with pytest.raises(ChipAmountError, match="more than the pots hold"):
        pokerrank.showdown("holdem", "2c 7d 9h Js 3c", ANN_BOB, rake=10_001)
    with pytest.raises(ChipAmountError, match="rake rate"):
        pokerrank.showdown("holdem", "2c 7d 9h Js 3c", ANN_BOB, rake={"rate": 5})
    with pytest.raises(ChipAmountError, match="a rake is a number of chips"):
        pokerrank.showdown("holdem", "2c 7d 9h Js 3c", ANN_BOB, rake={"percent": 5})


def test_one_board_and_no_rake_is_the_showdown_it_always_was() -> None:
    plain = pokerrank.showdown("holdem", "2c 7d 9h Js 3c", ANN_BOB)
    same = pokerrank.showdown("holdem", None, ANN_BOB, boards=["2c 7d 9h Js 3c"], rake=None)
    assert plain == same and "boards" not in plain.to_dict() and "rake" not in plain.to_dict()
    assert [p.run for p in plain.pots] == [0]


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.integers(0, 400), min_size=2, max_size=4),
    st.integers(1, 3),
    st.integers(0, 60),
    st.randoms(use_true_random=False),
)
def test_every_chip_is_paid_or_raked(bets: list[int], runs: int, percent: int, rng: random.Random) -> None:
    deck = [r + s for r in "23456789TJQKA" for s in "cdhs"]
    rng.shuffle(deck)
    players = [{"name": f"p{i}", "cards": f"{deck[2 * i]} {deck[2 * i + 1]}", "bet": bet} for i, bet in enumerate(bets)]
    if not any(bets):
        players[0]["bet"] = 1
    rest = deck[2 * len(bets) :]
    flop = rest[:3]
    boards = [" ".join(flop + rest[3 + 2 * r : 5 + 2 * r]) for r in range(runs)]
    total = sum(p["bet"] for p in players)
    top, second = sorted((p["bet"] for p in players), reverse=True)[:2]
    in_pots = total - (top - second)
    result = pokerrank.showdown("holdem", None, players, boards=boards, rake=in_pots * percent // 1000)
    assert sum(result.totals.values()) + result.rake == total
    assert sum(result.pot_rake) == result.rake
    assert not result.pots or {p.run for p in result.pots} == ({0} if runs == 1 else set(range(1, runs + 1)))


def test_dead_money_joins_the_main_pot() -> None:
    # a dead small blind of 50 and 2 x 1,000: the main pot is 2,050, all of it ann's
    result = pokerrank.showdown("holdem", "2c 7d 9h Js 3c", [*ANN_BOB[:1], {**ANN_BOB[1], "bet": 1000}], dead=50)
    assert [(p.amount, p.awards) for p in result.pots] == [(1050 + 1000, {"ann": 2050})]
    assert result.returned == {"ann": 4000} and result.to_dict()["dead"] == 50
    assert pokerrank.showdown_from_dict(result.to_dict()) == result
    with pytest.raises(ChipAmountError, match="dead money"):
        pokerrank.showdown("holdem", "2c 7d 9h Js 3c", ANN_BOB, dead=-1)
