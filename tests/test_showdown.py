"""Showdowns: hand-checked scenarios with awards to the chip, properties, and bad input.

Every scenario's expected awards were worked out by hand from RULES.md (the hands, the
pots, the halves, the odd chips), not by running the code.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pokerrank
from pokerrank import Player, ShowdownResult, showdown, showdown_batch, showdown_from_dict
from pokerrank.errors import (
    CardCountError,
    ChipAmountError,
    DealError,
    DuplicateCardError,
    InvalidCardError,
    MissingCardsError,
    UnknownGameError,
    UnknownNameError,
)
from pokerrank.games import GAMES, get_game
from pokerrank.rankings import RANKINGS


def _has(*names: str) -> bool:
    return all(name in RANKINGS for name in names)


needs_lows = pytest.mark.skipif(
    not _has("ace-to-five", "deuce-to-seven"), reason="low rankings (issue 3) not registered"
)
needs_badugi = pytest.mark.skipif(
    not _has("badugi", "badugi-ace-high"), reason="badugi rankings (issue 3) not registered"
)


def P(name: str, cards: str | None, bet: int = 0, folded: bool = False, seat: int | None = None) -> Player:
    return Player(name, cards, bet=bet, folded=folded, seat=seat)


def awards(result: ShowdownResult) -> list[dict[str, int]]:
    return [pot.awards for pot in result.pots]


# -- Hold'em ---------------------------------------------------------------------------


def test_three_all_in_two_side_pots_short_stack_wins_main() -> None:
    # AAA for ann (50 all in), KKK for bob (200 all in), QQ for cid (300): cid's last 100 is uncalled.
    r = showdown("holdem", "Ah Kh 7d 4c 2s", [P("ann", "As Ad", 50), P("bob", "Ks Kd", 200), P("cid", "Qs Qd", 300)])
    assert [(p.amount, p.eligible) for p in r.pots] == [(150, ("ann", "bob", "cid")), (300, ("bob", "cid"))]
    assert awards(r) == [{"ann": 150}, {"bob": 300}]
    assert r.returned == {"cid": 100}
    assert r.totals == {"ann": 150, "bob": 300, "cid": 100}
    assert [p.net for p in r.players] == [100, 100, -200]


def test_four_players_two_side_pots_big_stack_scoops() -> None:
    # ann 50, bob 100, cid 200 and dee 200: pots 200 (all), 150 (bob, cid, dee), 200 (cid, dee).
    r = showdown(
        "holdem",
        "2c 7d 9h Js Kd",
        [P("ann", "Qs Qd", 50), P("bob", "Tc Td", 100), P("cid", "As Ac", 200), P("dee", "3h 4h", 200)],
    )
    assert [p.amount for p in r.pots] == [200, 150, 200]
    assert [p.eligible for p in r.pots] == [("ann", "bob", "cid", "dee"), ("bob", "cid", "dee"), ("cid", "dee")]
    assert awards(r) == [{"cid": 200}, {"cid": 150}, {"cid": 200}]
    assert r.returned == {}


def test_each_pot_split_on_its_own() -> None:
    # ann and bob tie the main pot with the same straight; bob's side pot goes to bob alone against cid.
    r = showdown(
        "holdem",
        "5c 6d 7h 8s Kd",
        [P("ann", "9c 2d", 40), P("bob", "9d 3c", 100), P("cid", "Ks Qd", 100)],
        button="cid",
    )
    assert awards(r) == [{"ann": 60, "bob": 60}, {"bob": 120}]


def test_folded_players_chips_stay_in_the_side_pot() -> None:
    # ann is all in for 50; cid called 150 then folded; bob's 150 wins the side pot uncontested.
    r = showdown(
        "holdem", "Ah Kh 7d 4c 2s", [P("ann", "As Ad", 50), P("bob", "Qs Qd", 150), P("cid", None, 150, folded=True)]
    )
    assert [(p.amount, p.eligible) for p in r.pots] == [(150, ("ann", "bob")), (200, ("bob",))]
    assert awards(r) == [{"ann": 150}, {"bob": 200}]
    assert "only player" in r.pots[1].reason
    assert r.totals == {"ann": 150, "bob": 200, "cid": 0}


def test_everyone_else_folded_no_cards_needed() -> None:
    r = showdown("holdem", "", [P("ann", None, 30), P("bob", None, 10, folded=True), P("cid", None, 20, folded=True)])
    assert r.returned == {"ann": 10}
    assert awards(r) == [{"ann": 50}]  # 20 of her own (10 came back), 10 and 20 folded
    assert "uncontested" in r.pots[0].reason


def test_uncalled_bet_returned_heads_up() -> None:
    r = showdown("holdem", "2c 7d 9h Js Kd", [P("ann", "As Ac", 300), P("bob", "Ks Kc", 100)])
    assert r.returned == {"ann": 200}
    assert awards(r) == [{"bob": 200}]
    assert r.totals == {"ann": 200, "bob": 200}


def test_board_plays_royal_flush_split() -> None:
    r = showdown("holdem", "Ah Kh Qh Jh Th", [P("ann", "2c 3d", 100), P("bob", "4c 5d", 100)])
    assert awards(r) == [{"ann": 100, "bob": 100}]
    assert r.player("ann").hands["high"].cards == "Ah Kh Qh Jh Th"  # type: ignore[union-attr]
    assert "split" in r.pots[0].reason


def test_board_straight_plays_odd_chip_clockwise_from_button() -> None:
    # Both play the board's 9-high straight; 203 chips: the odd one goes to the first tied player left of the button.
    deal = [P("ann", "Ac Ad", 101), P("bob", "Kc Kd", 101), P("cid", None, 1, folded=True)]
    r = showdown("holdem", "5c 6d 7h 8s 9c", deal, button="ann")
    assert awards(r) == [{"ann": 101, "bob": 102}]
    r = showdown("holdem", "5c 6d 7h 8s 9c", deal, button="bob")
    assert awards(r) == [{"ann": 102, "bob": 101}]
    r = showdown("holdem", "5c 6d 7h 8s 9c", deal, button="cid")
    assert awards(r) == [{"ann": 102, "bob": 101}]


def test_button_by_seat_number_dead_button() -> None:
    deal = [P("ann", "Ac Ad", 101, seat=2), P("bob", "Kc Kd", 101, seat=5), P("cid", None, 1, folded=True, seat=7)]
    # the button on empty seat 3: bob (seat 5) is first clockwise
    r = showdown("holdem", "5c 6d 7h 8s 9c", deal, button=3)
    assert awards(r) == [{"ann": 101, "bob": 102}]


def test_three_way_tie_two_odd_chips() -> None:
    # 302 chips three ways: 100 each and two odd chips, to the first two clockwise from the button (bob): cid, ann.
    deal = [P("ann", "2c 3c", 100), P("bob", "2d 3d", 100), P("cid", "2h 3h", 100), P("dee", None, 2, folded=True)]
    r = showdown("holdem", "As Ks Qs Js Ts", deal, button="bob")
    assert awards(r) == [{"ann": 101, "bob": 100, "cid": 101}]


def test_smallest_chip_parameter() -> None:
    # 215 chips in 5s: 43 units, 21 each and one odd unit (5 chips) to the first left of the button.
    deal = [P("ann", "Ac Ad", 105), P("bob", "Kc Kd", 105), P("cid", None, 5, folded=True)]
    r = showdown("holdem", "5c 6d 7h 8s 9c", deal, button="bob", chip=5)
    assert awards(r) == [{"ann": 110, "bob": 105}]


def test_kicker_decides_with_reason() -> None:
    r = showdown("holdem", "Ah 9d 7c 4s 2h", [P("ann", "Ad Kc", 10), P("bob", "As Qc", 10)])
    assert awards(r) == [{"ann": 20}]
    assert "first kicker" in r.pots[0].reason and "king against queen" in r.pots[0].reason


def test_seat_policy_ignores_button() -> None:
    deal = [P("ann", "Ac Ad", 101), P("bob", "Kc Kd", 101), P("cid", None, 1, folded=True)]
    r = showdown("holdem", "5c 6d 7h 8s 9c", deal, button="ann", odd_chip="seat")
    assert awards(r) == [{"ann": 102, "bob": 101}]


# -- Omaha ----------------------------------------------------------------------------


def test_omaha_four_flush_board_one_heart_is_no_flush() -> None:
    # ann's single heart would make a flush in Hold'em; in Omaha she plays two hole cards: ace-king high only.
    r = showdown("omaha", "Ah Kh 7h 4h 2c", [P("ann", "Qh Js Td 9c", 100), P("bob", "2d 2s 5c 6c", 100)])
    assert r.player("ann").hands["high"].name.startswith("ace-high")  # type: ignore[union-attr]
    assert r.player("bob").hands["high"].name.startswith("three of a kind, deuces")  # type: ignore[union-attr]
    assert awards(r) == [{"bob": 200}]
    # the same cards in Hold'em terms: ann's Qh and the board's four hearts would be a flush
    assert pokerrank.evaluate("Qh Js Ah Kh 7h 4h 2c").category.name == "FLUSH"


def test_omaha_board_straight_needs_two_hole_cards() -> None:
    # The board is a straight, but nobody may use it: ann's pair of threes beats bob's ace-high.
    r = showdown("omaha", "9c Td Jh Qs Kd", [P("ann", "2c 2d 3h 3s", 50), P("bob", "Ac 8h 4d 5s", 50)])
    assert r.player("ann").hands["high"].name.startswith("pair of threes")  # type: ignore[union-attr]
    assert r.player("bob").hands["high"].name.startswith("ace-high")  # type: ignore[union-attr]
    assert awards(r) == [{"ann": 100}]


def test_omaha_exactly_two_hole_cards_for_quads() -> None:
    r = showdown("omaha", "Ah Ad Ac 5h 6d", [P("ann", "As 2c 3c 4c", 10), P("bob", "Ks Kd 5s 5c", 10)])
    ann = r.player("ann").hands["high"]
    assert ann is not None and ann.name == "four of a kind, aces with a four kicker"
    # bob: Ks Kd + the three board aces
    assert r.player("bob").hands["high"].name == "full house, aces full of kings"  # type: ignore[union-attr]
    assert awards(r) == [{"ann": 20}]


def test_plo5_and_plo6_hole_counts() -> None:
    r = showdown("plo5", "Ah Kh 7d 4c 2s", [P("a", "As Ad 3c 3d 9s", 5), P("b", "Ks Kd Qc Qd Js", 5)])
    assert awards(r) == [{"a": 10}]
    r = showdown("plo6", "Ah Kh 7d 4c 2s", [P("a", "As Ad 3c 3d 9s 9c", 5), P("b", "Ks Kd Qc Qd Js Jc", 5)])
    assert awards(r) == [{"a": 10}]


# -- Omaha Hi/Lo, Stud Hi/Lo, Razz ----------------------------------------------------


@needs_lows
def test_omaha_hi_lo_issue_example_split() -> None:
    # alice: pair of aces (As Qd + Ah Kh 7d) beats bob's pair of kings; bob's 6-5-4-2-A low beats alice's 7-4-3-2-A.
    r = showdown(
        "omaha-hi-lo",
        "Ah Kh 7d 4c 2s",
        [P("alice", "As 3s Qd Qc", 100), P("bob", "8h 6h 5c Kd", 60)],
        button="bob",
    )
    assert r.returned == {"alice": 40}
    pot = r.pots[0]
    assert pot.amount == 120 and pot.high is not None and pot.low is not None
    assert pot.high.winners == ("alice",) and pot.low.winners == ("bob",)
    assert pot.high.awards == {"alice": 60} and pot.low.awards == {"bob": 60}
    assert pot.low.hands[0].cards.split() and set(pot.low.hands[0].cards.split()) == {"6h", "5c", "4c", "2s", "Ah"}
    assert r.totals == {"alice": 100, "bob": 60}


@needs_lows
def test_omaha_hi_lo_quartered_low() -> None:
    # ann: kings full? no: Kd Qh + Kh Ks Ah = three kings; her low 7-4-3-2-A ties bob's: ann gets 3/4.
    r = showdown("o8", "Ah 2d 7c Kh Ks", [P("ann", "3c 4d Kd Qh", 100), P("bob", "3h 4s Jc Td", 100)])
    pot = r.pots[0]
    assert pot.high.winners == ("ann",) and pot.low.winners == ("ann", "bob")  # type: ignore[union-attr]
    assert pot.awards == {"ann": 150, "bob": 50}


@needs_lows
def test_omaha_hi_lo_split_low_odd_chip_and_high_half() -> None:
    # cid's aces full takes the high; ann and bob tie the low. 310 chips: high 155, low 155 = 78 + 77, the odd
    # chip to the first of ann and bob clockwise from the button (cid): dee, then ann.
    deal = [
        P("ann", "3c 4d Qs Qh", 100),
        P("bob", "3h 4s Jc Td", 100),
        P("cid", "Ac Ad 9c 9d", 100),
        P("dee", None, 10, folded=True),
    ]
    r = showdown("omaha-hi-lo", "Ah 2d 7c Kh Ks", deal, button="cid")
    pot = r.pots[0]
    assert pot.high.awards == {"cid": 155}  # type: ignore[union-attr]
    assert pot.low.awards == {"ann": 78, "bob": 77}  # type: ignore[union-attr]
    r = showdown("omaha-hi-lo", "Ah 2d 7c Kh Ks", deal, button="ann")
    assert r.pots[0].low.awards == {"ann": 77, "bob": 78}  # type: ignore[union-attr]


@needs_lows
def test_omaha_hi_lo_no_qualifying_low_high_takes_all() -> None:
    # Only two board cards are eight or lower: no low is possible, the high takes the whole pot.
    r = showdown("o8", "Kc Qd 9h 8s 3c", [P("ann", "Ac 2d Kd Ks", 100), P("bob", "As Ah 4d 5h", 100)])
    pot = r.pots[0]
    assert pot.low is not None and pot.low.winners == () and pot.low.amount == 0
    assert pot.awards == {"ann": 200}
    assert "no low hand qualifies" in pot.reason


@needs_lows
def test_omaha_hi_lo_scoop() -> None:
    r = showdown("o8", "Ah 2d 7c Kh 9s", [P("ann", "3c 4d Ad Ac", 100), P("bob", "5s 6s Kd Qd", 100)])
    assert r.pots[0].awards == {"ann": 200}
    assert "scoops" in r.pots[0].reason


@needs_lows
def test_omaha_hi_lo_odd_chip_goes_to_high_half() -> None:
    # 201 chips: the high half gets 101, the low half 100.
    deal = [P("ann", "Ac Ad Kd Qs", 100), P("bob", "3h 4s Jc Td", 100), P("cid", None, 1, folded=True)]
    r = showdown("o8", "Ah 2d 7c Kh Ks", deal)
    assert r.pots[0].high.awards == {"ann": 101} and r.pots[0].low.awards == {"bob": 100}  # type: ignore[union-attr]


@needs_lows
def test_omaha_hi_lo_side_pot_split_separately() -> None:
    # ann (all in for 50) has the nut low only; bob has the high; cid has a worse low.
    deal = [P("ann", "3c 4d Jh Js", 50), P("bob", "Ac Ad 9c 9d", 150), P("cid", "5h 6h Tc Ts", 150)]
    r = showdown("o8", "Ah 2d 7c Kh Ks", deal)
    # main 150: high 75 bob, low 75 ann (7-4-3-2-A beats cid's 7-6-5-2-A); side 200: high 100 bob, low 100 cid
    assert awards(r) == [{"ann": 75, "bob": 75}, {"bob": 100, "cid": 100}]


@needs_lows
def test_big_o_five_hole_cards() -> None:
    r = showdown("big-o", "Ah 2d 7c Kh 9s", [P("ann", "3c 4d Ad Ac 8s", 100), P("bob", "5s 6s Kd Qd Jd", 100)])
    assert r.pots[0].awards == {"ann": 200}


@needs_lows
def test_stud_hi_lo_split_and_no_low() -> None:
    # ann: three kings, no low; bob: 6-4-3-2-A and a pair of aces. Split 100/100.
    r = showdown("stud8", "", [P("ann", "Kc Kd Ks 9h 9d Qc Jc", 100), P("bob", "As Ad 2c 3d 4h 6s Th", 100)])
    pot = r.pots[0]
    assert pot.high.winners == ("ann",) and pot.low.winners == ("bob",)  # type: ignore[union-attr]
    assert pot.awards == {"ann": 100, "bob": 100}
    # no low at all: both paired high cards only
    r = showdown("stud8", "", [P("ann", "Kc Kd Ks 9h 9d Qc Jc", 100), P("bob", "As Ad Tc Td 4h 9s Th", 100)])
    assert r.pots[0].awards == {"ann": 200}


@needs_lows
def test_razz_with_pairs() -> None:
    # Q-4-3-2-A (no pair) beats a pair; a pair of aces (the lowest pair) beats a pair of deuces.
    r = showdown("razz", "", [P("ann", "As Ad 2c 3d 4h Kc Qs", 10), P("bob", "2s 2d 3c 3s 4d 4s 5c", 10)])
    assert r.pots[0].awards == {"ann": 20}
    r = showdown("razz", "", [P("ann", "Ac Ad 2c 2d 3c 3d 4c", 10), P("bob", "2h 2s 3h 3s 4h 4s 5h", 10)])
    assert r.pots[0].awards == {"ann": 20}


@needs_lows
def test_razz_odd_chip_by_suit() -> None:
    # Both 7-5-4-3-2 ... with equal ranks; 21 chips: the odd chip to the hand whose highest card (the seven, ace low)
    # has the better suit: bob's 7s over ann's 7h.
    deal = [P("ann", "7h 5c 4d 3s 2h Kc Kd", 10), P("bob", "7s 5d 4c 3h 2c Qh Qd", 10), P("cid", None, 1, folded=True)]
    r = showdown("razz", "", deal)
    assert r.pots[0].awards == {"ann": 10, "bob": 11}


@needs_lows
def test_deuce_to_seven_single_draw_wheel_is_ace_high() -> None:
    r = showdown("2-7 sd", "", [P("ann", "As 2d 3c 4h 5s", 10), P("bob", "8s 6d 5c 4d 2s", 10)])
    assert r.pots[0].awards == {"bob": 20}
    r = showdown("2-7 td", "", [P("ann", "7s 5d 4c 3h 2s", 10), P("bob", "7d 6c 5s 3d 2h", 10)])
    assert r.pots[0].awards == {"ann": 20}


@needs_lows
def test_ace_to_five_triple_draw_wheel_wins() -> None:
    r = showdown("a-5 td", "", [P("ann", "As 2s 3s 4s 5s", 10), P("bob", "6s 4d 3c 2h Ad", 10)])
    assert r.pots[0].awards == {"ann": 20}


# -- Stud -----------------------------------------------------------------------------


def test_stud_odd_chip_by_highest_card_suit() -> None:
    # Identical ace-king-queen-jack-nine hands; 201 chips: ann's A♠ beats bob's A♥ for the odd chip.
    deal = [
        P("ann", "As Ks Qd Jd 9c 3h 2h", 100),
        P("bob", "Ah Kh Qc Jc 9d 4s 2c", 100),
        P("cid", None, 1, folded=True),
    ]
    r = showdown("stud", "", deal)
    assert r.pots[0].awards == {"ann": 101, "bob": 100}
    # the seats and the button do not matter in stud
    r = showdown("stud", "", list(reversed(deal)), button="ann")
    assert r.pots[0].awards == {"ann": 101, "bob": 100}


def test_stud_odd_chip_wsop_five_playing_cards_vs_roberts_all_cards() -> None:
    # Both have a nine-high straight. WSOP: highest card of the five that play: bob's 9♠ over ann's 9♥.
    # Robert's Rules: highest card of all seven: ann's A♠.
    deal = [
        P("ann", "5s 6d 7c 8h 9h As 2c", 100),
        P("bob", "5d 6c 7h 8s 9s Kd 2d", 100),
        P("cid", None, 1, folded=True),
    ]
    assert showdown("stud", "", deal).pots[0].awards == {"ann": 100, "bob": 101}
    assert showdown("stud", "", deal, odd_chip="roberts").pots[0].awards == {"ann": 101, "bob": 100}


def test_five_card_draw() -> None:
    r = showdown("draw", "", [P("ann", "Ah Ad Ks Kd 2c", 25), P("bob", "Qh Qd Qs 3d 2d", 25)])
    assert r.pots[0].awards == {"bob": 50}


# -- Badugi ----------------------------------------------------------------------------


@needs_badugi
def test_badugi_four_card_beats_three_card() -> None:
    # K-Q-J-T four-card badugi beats the three-card 4-3-A (A♣ and 2♣ share a suit).
    r = showdown("badugi", "", [P("ann", "Kc Qd Jh Ts", 10), P("bob", "Ac 2c 3d 4s", 10)])
    assert r.pots[0].awards == {"ann": 20}


@needs_badugi
def test_badugi_identical_ranks_split() -> None:
    r = showdown("badugi", "", [P("ann", "Ac 2d 3h 4s", 10), P("bob", "As 2h 3d 4c", 10)], button="bob")
    assert r.pots[0].awards == {"ann": 10, "bob": 10}


@needs_badugi
@needs_lows
def test_badeucy_splits_badugi_and_deuce_to_seven() -> None:
    # ann: 5-4-3-2 badugi (the best with the ace high) but a king-high 2-7 low; bob: 7-6-4-3-2 wins the 2-7 half.
    # 101 chips: the badugi half (first) gets 51.
    deal = [P("ann", "2c 3d 4h 5s Kc", 50), P("bob", "2d 3c 4s 6h 7d", 50), P("cid", None, 1, folded=True)]
    r = showdown("badeucy", "", deal)
    pot = r.pots[0]
    assert pot.side("badugi").awards == {"ann": 51}  # type: ignore[union-attr]
    assert pot.low.awards == {"bob": 50}  # type: ignore[union-attr]


@needs_badugi
@needs_lows
def test_badeucy_ace_is_high_for_the_badugi() -> None:
    # ann's A-2-3-4 badugi is ace-high in Badeucy: bob's 6-4-3-2 badugi beats it. The 2-7 half: ann's
    # A-4-3-2-... is ace high, bob's 7-6-4-3-2 wins it too: bob scoops.
    r = showdown("badeucy", "", [P("ann", "Ac 2d 3h 4s 8c", 10), P("bob", "2c 3d 4h 6s 7d", 10)])
    assert r.pots[0].awards == {"bob": 20}


@needs_badugi
@needs_lows
def test_badacey_ace_low_both_halves() -> None:
    # ann: A-2-3-4 badugi (the best) and a 5-4-3-2-A wheel: she scoops.
    r = showdown("badacey", "", [P("ann", "Ac 2d 3h 4s 5c", 10), P("bob", "2c 3d 4h 6s 7d", 10)])
    assert r.pots[0].awards == {"ann": 20}


# -- Short-deck -----------------------------------------------------------------------


def test_short_deck_trips_beat_straight_and_classic_option() -> None:
    deal = [P("ann", "Ts Td", 10), P("bob", "9c 8d", 10)]
    board = "Tc 7h 6s Ks Ad"  # ann: three tens; bob: A-6-7-8-9? no: 6-7-8-9-T straight
    assert showdown("short-deck", board, deal).pots[0].awards == {"ann": 20}
    assert showdown("short-deck-classic", board, deal).pots[0].awards == {"bob": 20}


def test_short_deck_flush_beats_full_house_and_ace_six_straight() -> None:
    r = showdown("6+", "Kh Qh 9h Ks 6c", [P("ann", "7h 8h", 10), P("bob", "Kd Qs", 10)])
    assert r.pots[0].awards == {"ann": 20}  # heart flush over kings full
    r = showdown("6+", "Ac 6d 7h Ks Qs", [P("ann", "8c 9d", 10), P("bob", "Ad Kc", 10)])
    assert r.player("ann").hands["high"].name == "nine-high straight"  # type: ignore[union-attr]
    assert r.pots[0].awards == {"ann": 20}  # the A-6-7-8-9 straight beats aces and kings


# -- JSON round trip --------------------------------------------------------------------


def test_to_dict_round_trip_and_json() -> None:
    deal = [P("ann", "As Ad", 50), P("bob", "Ks Kd", 200), P("cid", "Qs Qd", 300), P("dee", None, 20, folded=True)]
    r = showdown("holdem", "Ah Kh 7d 4c 2s", deal, button="cid")
    data = r.to_dict()
    assert showdown_from_dict(data) == r
    import json

    assert json.loads(r.to_json()) == data
    assert data["players"][3]["folded"] is True and data["totals"]["dee"] == 0


# -- bad input --------------------------------------------------------------------------


def test_unknown_game_suggests() -> None:
    with pytest.raises(UnknownGameError) as info:
        showdown("omaha hi-low", "Ah Kh 7d 4c 2s", [P("a", "As 3s Qd Qc"), P("b", "8h 6h 5c Kd")])
    assert "omaha-hi-lo" in str(info.value) and "omaha-hi-lo" in info.value.suggestions
    assert isinstance(info.value, LookupError)


B = "Ah Kh 7d 4c 2s"


@pytest.mark.parametrize(
    ("game", "board", "players", "error", "words"),
    [
        (
            "holdem",
            "Ah Kh 7d 4c 2s",
            [P("ann", "As Ad Ac", 1), P("bob", "Ks Kd", 1)],
            CardCountError,
            ["ann", "As Ad Ac"],
        ),
        ("omaha", B, [P("ann", "As Ad", 1), P("bob", "Ks Kd Qs Qd", 1)], CardCountError, ["ann", "4"]),
        ("holdem", B[:-3], [P("ann", "As Ad", 1), P("bob", "Ks Kd", 1)], CardCountError, ["board", "5"]),
        (
            "stud",
            "Ah",
            [P("ann", "As Ad 2c 3c 4c 5c 6c", 1), P("bob", "Ks Kd 2d 3d 4d 5d 6d", 1)],
            CardCountError,
            ["board"],
        ),
        (
            "holdem",
            "Ah Kh 7d 4c 2s",
            [P("ann", "As Ah", 1), P("bob", "Ks Kd", 1)],
            DuplicateCardError,
            ["Ah", "ann", "board"],
        ),
        (
            "holdem",
            "Ah Kh 7d 4c 2s",
            [P("ann", "As Ad", 1), P("bob", "As Kd", 1)],
            DuplicateCardError,
            ["As", "ann", "bob"],
        ),
        ("holdem", B, [P("ann", "As Ad", -5), P("bob", "Ks Kd", 1)], ChipAmountError, ["ann", "-5"]),
        ("holdem", B, [P("ann", "As Ad", 2.5), P("bob", "Ks Kd", 1)], ChipAmountError, ["ann", "2.5"]),  # type: ignore[arg-type]
        (
            "holdem",
            "Ah Kh 7d 4c 2s",
            [P("ann", None, 10), P("bob", "Ks Kd", 10)],
            MissingCardsError,
            ["ann", "no cards"],
        ),
        ("holdem", B, [P("ann", "As Xd", 10), P("bob", "Ks Kd", 10)], InvalidCardError, ["ann", "Xd"]),
        (
            "short-deck",
            "Ah Kh 7d 6c Ts",
            [P("ann", "As 2d", 10), P("bob", "Ks Kd", 10)],
            InvalidCardError,
            ["2d", "ann"],
        ),
        (
            "holdem",
            "Ah Kh 7d 4c 2s",
            [P("ann", "As Jk", 10), P("bob", "Ks Kd", 10)],
            InvalidCardError,
            ["ann", "joker"],
        ),
        ("holdem", B, [P("ann", "As Ad", 10), P("ann", "Ks Kd", 10)], DealError, ["ann"]),
        ("holdem", B, [P("ann", None, 10, True), P("bob", None, 10, True)], DealError, ["folded"]),
    ],
)
def test_bad_deals(game: str, board: str, players: list[Player], error: type[Exception], words: list[str]) -> None:
    with pytest.raises(error) as info:
        showdown(game, board, players)
    for word in words:
        assert word in str(info.value)
    assert isinstance(info.value, pokerrank.PokerRankError) and isinstance(info.value, ValueError)


def test_bad_chip_button_policy() -> None:
    deal = [P("ann", "As Ad", 15), P("bob", "Ks Kd", 10)]
    with pytest.raises(ChipAmountError, match="ann's bet 15 is not a whole number of the smallest chip 10"):
        showdown("holdem", "Ah Kh 7d 4c 2s", deal, chip=10)
    with pytest.raises(ChipAmountError):
        showdown("holdem", "Ah Kh 7d 4c 2s", deal, chip=0)
    with pytest.raises(DealError, match="button 'zed'"):
        showdown("holdem", "Ah Kh 7d 4c 2s", deal, button="zed")
    with pytest.raises(UnknownNameError, match="odd-chip policy"):
        showdown("holdem", "Ah Kh 7d 4c 2s", deal, odd_chip="coin flip")


def test_errors_come_before_any_work() -> None:
    # a duplicate card in a folded player's mucked hand is still caught
    with pytest.raises(DuplicateCardError, match="cid"):
        showdown("holdem", "Ah Kh 7d 4c 2s", [P("ann", "As Ad"), P("bob", "Ks Kd"), P("cid", "As 3c", folded=True)])


# -- properties ----------------------------------------------------------------------------

PLAYABLE = [g for g in GAMES.values() if all(side.ranking in RANKINGS for side in g.sides)]


@st.composite
def deals(draw: st.DrawFn, game_names: list[str] | None = None) -> dict[str, Any]:
    names = game_names or [g.name for g in PLAYABLE]
    game = get_game(draw(st.sampled_from(names)))
    deck = sorted(game.deck.codes - {52})
    n_max = min(6, (len(deck) - game.board_cards) // game.hole_cards)
    n = draw(st.integers(2, n_max))
    seed = draw(st.integers(0, 2**32 - 1))
    cards = random.Random(seed).sample(deck, n * game.hole_cards + game.board_cards)
    chip = draw(st.sampled_from([1, 1, 5, 25]))
    folded = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    if all(folded):
        folded[draw(st.integers(0, n - 1))] = False
    bets = [chip * draw(st.integers(0, 40)) for _ in range(n)]
    players = [
        {
            "name": f"p{i}",
            "cards": cards[i * game.hole_cards : (i + 1) * game.hole_cards],
            "bet": bets[i],
            "folded": folded[i],
        }
        for i in range(n)
    ]
    return {
        "game": game.name,
        "board": cards[n * game.hole_cards :],
        "players": players,
        "button": draw(st.sampled_from([None, *[p["name"] for p in players]])),
        "odd_chip": draw(st.sampled_from(["wsop", "roberts", "seat"])),
        "chip": chip,
    }


def _run(deal: dict[str, Any]) -> ShowdownResult:
    return showdown(
        deal["game"],
        deal["board"],
        deal["players"],
        button=deal["button"],
        odd_chip=deal["odd_chip"],
        chip=deal["chip"],
    )


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deals())
def test_chips_out_equal_chips_in_and_only_eligible_paid(deal: dict[str, Any]) -> None:
    r = _run(deal)
    assert sum(r.totals.values()) == sum(p["bet"] for p in deal["players"])
    folded = {p["name"] for p in deal["players"] if p["folded"]}
    for pot in r.pots:
        assert sum(pot.awards.values()) == pot.amount
        assert set(pot.awards) <= set(pot.eligible)
        assert not set(pot.eligible) & folded
        assert sum(side.amount for side in pot.sides) == pot.amount
        for side in pot.sides:
            assert set(side.awards) == set(side.winners) or len(pot.eligible) == 1
            assert sum(side.awards.values()) == side.amount
    for p in r.players:
        assert p.total >= 0 and (p.won == 0 or not p.folded)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deals())
def test_at_most_one_odd_chip_per_player_per_pot(deal: dict[str, Any]) -> None:
    r = _run(deal)
    chip = deal["chip"]
    for pot in r.pots:
        odd: dict[str, int] = {}
        total_odd = 0
        for side in pot.sides:
            if not side.winners or len(pot.eligible) == 1:
                continue
            base = (side.amount // chip // len(side.winners)) * chip
            for name, amount in side.awards.items():
                assert amount - base in (0, chip)  # each side's share differs by at most one chip
                if amount > base:
                    odd[name] = odd.get(name, 0) + 1
                    total_odd += 1
        winners = {w for side in pot.sides for w in side.winners}
        if total_odd <= len(winners):
            assert all(count <= 1 for count in odd.values()), (pot, odd)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deals(), st.randoms(use_true_random=False))
def test_permuting_players_changes_only_seat_based_odd_chips(deal: dict[str, Any], rnd: random.Random) -> None:
    r = _run(deal)
    # with explicit seats, the order of the list changes nothing at all
    seated = [dict(p, seat=i + 1) for i, p in enumerate(deal["players"])]
    shuffled = seated[:]
    rnd.shuffle(shuffled)
    a = _run(dict(deal, players=seated))
    b = _run(dict(deal, players=shuffled))
    assert a == b
    # without seats, only who gets the odd chips may change, and only in button games
    permuted = deal["players"][:]
    rnd.shuffle(permuted)
    c = _run(dict(deal, players=permuted))
    for pot_r, pot_c in zip(r.pots, c.pots, strict=True):
        assert pot_r.amount == pot_c.amount and set(pot_r.eligible) == set(pot_c.eligible)
        for side_r, side_c in zip(pot_r.sides, pot_c.sides, strict=True):
            assert set(side_r.winners) == set(side_c.winners)
            for name in side_r.awards:
                assert abs(side_r.awards[name] - side_c.awards[name]) <= deal["chip"]
    if get_game(deal["game"]).odd_chip == "stud" and deal["odd_chip"] != "seat":
        assert r.totals == c.totals


# -- the Omaha and Hold'em hands against a brute-force reference ------------------------------


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(["omaha", "omaha-5", "omaha-6", "holdem"]))
def test_hands_match_brute_force(seed: int, name: str) -> None:
    game = get_game(name)
    cards = random.Random(seed).sample(range(52), 3 * game.hole_cards + 5)
    holes = [cards[i * game.hole_cards : (i + 1) * game.hole_cards] for i in range(3)]
    board = cards[3 * game.hole_cards :]
    r = showdown(game, board, [{"name": f"p{i}", "cards": h, "bet": 10} for i, h in enumerate(holes)])
    for i, hole in enumerate(holes):
        if name == "holdem":
            want = pokerrank.strength(hole + board)
        else:
            want = max(
                pokerrank.strength(list(h) + list(b)) for h in combinations(hole, 2) for b in combinations(board, 3)
            )
        assert r.player(f"p{i}").hands["high"].strength == want  # type: ignore[union-attr]


# -- batch ---------------------------------------------------------------------------------


@pytest.mark.parametrize("name", [g.name for g in PLAYABLE if g.board_cards or g.hole_cards <= 7])
def test_batch_agrees_with_showdown(name: str) -> None:
    game = get_game(name)
    rng = random.Random(7)
    deck = sorted(game.deck.codes - {52})
    n_players = min(4, (len(deck) - game.board_cards) // game.hole_cards)
    holes, boards, results = [], [], []
    for _ in range(60):
        cards = rng.sample(deck, n_players * game.hole_cards + game.board_cards)
        hole = [cards[i * game.hole_cards : (i + 1) * game.hole_cards] for i in range(n_players)]
        board = cards[n_players * game.hole_cards :]
        holes.append(hole)
        boards.append(board)
        results.append(showdown(game, board, [{"name": f"p{i}", "cards": h, "bet": 1200} for i, h in enumerate(hole)]))
    batch = showdown_batch(game, np.array(holes), np.array(boards).reshape(60, game.board_cards))
    for d, r in enumerate(results):
        for i in range(n_players):
            assert batch.shares[d, i] * 1200 * n_players == pytest.approx(r.totals[f"p{i}"]), (d, i)
            for side in game.sides:
                hand = r.player(f"p{i}").hands[side.name]
                assert batch.strengths[side.name][d, i] == (hand.strength if hand else 0)


def test_batch_validates() -> None:
    holes = np.array([[[51, 50], [51, 5]]])
    with pytest.raises(DuplicateCardError, match="As"):
        showdown_batch("holdem", holes, np.array([[8, 13, 22, 31, 40]]))
    with pytest.raises(CardCountError):
        showdown_batch("holdem", holes, np.array([[8, 13, 22, 31]]))
    with pytest.raises(InvalidCardError, match="short"):
        showdown_batch("short-deck", np.array([[[51, 50], [0, 49]]]), np.array([[20, 24, 28, 32, 36]]))
