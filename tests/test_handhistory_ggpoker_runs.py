"""GGPoker's split of a pot run twice: the odd cent between the runs goes to the runs' winners
in seat order from the button's left (as between tied winners), in the hands of its software
that names Fortune and Tax fees; its files of 2021, and every other room, pay the first run
the odd cent (RULES.md, GGPoker). The hand texts are written here, in GGPoker's words."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory.decision import Decision, _odd_runs_by_seat

FEES_2025 = "Total pot $4 | Rake $0.14 | Jackpot $0.07 | Bingo $0 | Fortune $0 | Tax $0"
FEES_2021 = "Total pot $4 | Rake $0.14 | Jackpot $0.07 | Bingo $0"


def run_twice(*, first_run: str, second_run: str, totals: str = FEES_2025) -> str:
    """bob (small blind, the first seat from the button's left) and cat (big blind) all in
    for $2 each before the flop, run twice: cat's queens win the first board, bob's ace-king
    the second. $4 less $0.21 of fees is $3.79: one run pays $1.90, the other $1.89."""
    return f"""Poker Hand #RC3800000001: Hold'em No Limit ($0.02/$0.05) - 2025/08/10 10:45:06
Table 'RushAndCash11093596' 6-max Seat #1 is the button
Seat 1: ann ($5 in chips)
Seat 2: bob ($2 in chips)
Seat 3: cat ($5 in chips)
bob: posts small blind $0.02
cat: posts big blind $0.05
*** HOLE CARDS ***
Dealt to ann [7c 2h]
Dealt to bob\x20
Dealt to cat\x20
ann: folds
bob: raises $1.95 to $2 and is all-in
cat: calls $1.95
bob: shows [Ah Kh]
cat: shows [Qs Qd]
*** FIRST FLOP *** [Jc 9s 2d]
*** FIRST TURN *** [Jc 9s 2d] [8c]
*** FIRST RIVER *** [Jc 9s 2d 8c] [6d]
*** SECOND FLOP *** [As 4c 8h]
*** SECOND TURN *** [As 4c 8h] [Kd]
*** SECOND RIVER *** [As 4c 8h Kd] [5h]
*** FIRST SHOWDOWN ***
cat collected ${first_run} from pot
*** SECOND SHOWDOWN ***
bob collected ${second_run} from pot
*** SUMMARY ***
{totals}
Hand was run two times
FIRST Board [Jc 9s 2d 8c 6d]
SECOND Board [As 4c 8h Kd 5h]
Seat 1: ann (button) folded before Flop (didn't bet)
Seat 2: bob (small blind) showed [Ah Kh] and lost with Ace high, and won (${second_run}) with two pair, Aces \
and Kings
Seat 3: cat (big blind) showed [Qs Qd] and won (${first_run}) with a pair of Queens, and lost with a pair of Queens
"""


def verdict_of(text: str):  # type: ignore[no-untyped-def]
    (hand,) = read(text)
    assert hand.ok and hand.site == "GGPoker" and len(hand.boards) == 2, hand.error
    return audit_hand(hand)


def test_the_odd_cent_between_runs_goes_to_the_first_winner_from_the_button_s_left() -> None:
    verdict = verdict_of(run_twice(first_run="1.89", second_run="1.9"))
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert {(p.player, p.rules) for p in verdict.payouts} == {("bob", 190), ("cat", 189)}


def test_paid_to_the_first_run_instead_is_a_mismatch_naming_each_run_and_cent() -> None:
    verdict = verdict_of(run_twice(first_run="1.9", second_run="1.89"))
    assert verdict.outcome is Outcome.MISMATCH and verdict.reason == "payout"
    assert "bob: the rules give $1.90, the room paid $1.89" in verdict.detail
    assert "main pot, board 1 $1.89: cat $1.89; main pot, board 2 $1.90: bob $1.90" in verdict.detail


def test_the_2021_software_pays_the_first_run_the_odd_cent() -> None:
    # the totals line without Fortune and Tax: GGPoker's files of 2021 (#OM232657303)
    assert verdict_of(run_twice(first_run="1.9", second_run="1.89", totals=FEES_2021)).outcome is Outcome.MATCH
    seat_order = verdict_of(run_twice(first_run="1.89", second_run="1.9", totals=FEES_2021))
    assert seat_order.outcome is Outcome.MISMATCH and seat_order.reason == "payout"


def test_one_player_winning_both_runs_is_paid_the_whole_pot_either_way() -> None:
    text = run_twice(first_run="1.9", second_run="1.89").replace("[Ah Kh]", "[Ah Ad]")
    text = text.replace("cat collected", "bob collected").replace(
        "lost with Ace high, and won ($1.89) with two pair, Aces and Kings",
        "won ($1.9) with a pair of Aces, and won ($1.89) with three of a kind, Aces",
    )
    text = text.replace("won ($1.9) with a pair of Queens, and lost", "lost with a pair of Queens, and lost")
    assert "won ($1.9) with a pair of Aces" in text and "cat (big blind) showed [Qs Qd] and lost" in text
    verdict = verdict_of(text)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert {(p.player, p.rules) for p in verdict.payouts} == {("bob", 379)}


def test_only_the_rooms_named_share_runs_by_seat() -> None:
    # the same hand in PokerStars' words keeps PokerStars' rule: the first run the odd cent
    (hand,) = read(run_twice(first_run="1.9", second_run="1.89"))
    stars = replace(hand, site="PokerStars")
    assert audit_hand(stars).outcome is Outcome.MATCH


def _reference(amounts: list[int], winners: list[str], order: dict[str, int]) -> list[int]:
    """Equal shares, one more to each of the first ``total % runs`` runs in seat order."""
    total, runs = sum(amounts), len(amounts)
    ranked = sorted(range(runs), key=lambda k: (order[winners[k]], k))
    due = [total // runs] * runs
    for k in ranked[: total % runs]:
        due[k] += 1
    return due


@given(
    total=st.integers(0, 10_000),
    winners=st.lists(st.sampled_from(["ann", "bob", "cat", "dan"]), min_size=2, max_size=3),
    seats=st.permutations(range(4)),
)
def test_every_run_s_share_is_made_again_in_seat_order(total: int, winners: list[str], seats: list[int]) -> None:
    runs = len(winners)
    first_runs = [total // runs + (1 if k < total % runs else 0) for k in range(runs)]  # the first runs' odd chips
    shares = enumerate(zip(first_runs, winners, strict=True), start=1)
    pots = [(f"main pot, board {k}", amount, {who: amount}) for k, (amount, who) in shares]
    totals: dict[str, int] = {}
    for amount, who in zip(first_runs, winners, strict=True):
        totals[who] = totals.get(who, 0) + amount
    order = dict(zip(["ann", "bob", "cat", "dan"], seats, strict=True))
    again = _odd_runs_by_seat(Decision(dict(totals), pots, 0, None), order)
    due = _reference(first_runs, winners, order)
    assert [amount for _, amount, _ in again.pots] == due
    assert sum(again.totals.values()) == total
    for who in set(winners):
        assert again.totals[who] == sum(d for d, w in zip(due, winners, strict=True) if w == who)


@pytest.mark.parametrize(
    "awards",
    [
        [{"ann": 50, "bob": 51}, {"cat": 100}],  # a run split between players: as decided
        [{}, {"cat": 101}],  # a run paid to nobody
    ],
)
def test_a_pot_some_run_of_which_is_split_keeps_its_shares(awards: list[dict[str, int]]) -> None:
    pots = [(f"main pot, board {k + 1}", sum(a.values()) or 100, a) for k, a in enumerate(awards)]
    decided = Decision({"ann": 50, "bob": 51, "cat": 100}, pots, 0, None)
    assert _odd_runs_by_seat(decided, {"ann": 2, "bob": 1, "cat": 0}) is decided


NOTE = "takes the fees of a pot shared between winners from each winner's share, at that winner's own rate"


def test_winners_of_a_shared_pot_paid_apart_are_a_mismatch_that_says_how_ggpoker_takes_fees() -> None:
    # $0.05 apart: one share paid $0.12 of rake, the other $0.07 (RULES.md, GGPoker)
    verdict = verdict_of(run_twice(first_run="1.89", second_run="1.85").replace("Rake $0.14", "Rake $0.19"))
    assert verdict.outcome is Outcome.MISMATCH and verdict.reason == "payout"
    assert "cat: the rules give $1.87, the room paid $1.89" in verdict.detail
    assert "GGPoker " + NOTE in verdict.detail


def test_the_note_is_ggpoker_s_alone_and_only_between_winners_sharing_a_pot() -> None:
    (hand,) = read(run_twice(first_run="1.9", second_run="1.89"))
    assert NOTE in audit_hand(hand).detail  # the odd cent to the first run: winners of one pot
    stars = audit_hand(replace(hand, site="PokerStars", extra={}))
    assert stars.outcome is Outcome.MATCH
    # a pot paid in full to the wrong player is no matter of shares
    wrong = run_twice(first_run="1.9", second_run="1.89").replace("bob collected", "cat collected")
    wrong = wrong.replace("showed [Ah Kh] and lost with Ace high, and won ($1.89)", "showed [Ah Kh] and lost, and lost")
    wrong = wrong.replace("and lost with a pair of Queens\n", "and won ($1.89) with a pair of Queens\n")
    verdict = audit_hand(next(read(wrong)))
    assert verdict.outcome is Outcome.MISMATCH and NOTE not in verdict.detail


def tie(*, ann: str, bob: str, rake: str = "0.19") -> str:
    """ann (small blind, first from the button's left) and bob each put in $5.68 and tie with
    a straight: $11.36 less ${rake} of rake and $0.07 of jackpot fee."""
    return f"""Poker Hand #RC3812541049: Hold'em No Limit ($0.02/$0.05) - 2025/08/17 00:05:57
Table 'RushAndCash1096309' 6-max Seat #1 is the button
Seat 1: cat ($5 in chips)
Seat 2: ann ($8.4 in chips)
Seat 3: bob ($5.68 in chips)
ann: posts small blind $0.02
bob: posts big blind $0.05
*** HOLE CARDS ***
Dealt to cat\x20
Dealt to ann [8c 5c]
Dealt to bob\x20
cat: folds
ann: raises $0.05 to $0.1
bob: raises $0.25 to $0.35
ann: calls $0.25
*** FLOP *** [7d 6c 6h]
ann: checks
bob: bets $0.24
ann: calls $0.24
*** TURN *** [7d 6c 6h] [5h]
ann: checks
bob: bets $5.09 and is all-in
ann: calls $5.09
bob: shows [Ac 8d] (a pair of Sixes)
ann: shows [8c 5c] (two pair, Sixes and Fives)
*** RIVER *** [7d 6c 6h 5h] [4d]
*** SHOWDOWN ***
bob collected ${bob} from pot
ann collected ${ann} from pot
*** SUMMARY ***
Total pot $11.36 | Rake ${rake} | Jackpot $0.07 | Bingo $0 | Fortune $0 | Tax $0
Board [7d 6c 6h 5h 4d]
Seat 1: cat (button) folded before Flop (didn't bet)
Seat 2: ann (small blind) showed [8c 5c] and won (${ann}) with a straight, Eight to Four
Seat 3: bob (big blind) showed [Ac 8d] and won (${bob}) with a straight, Eight to Four
"""


def test_tied_winners_paid_apart_by_their_own_fees_are_a_mismatch_that_says_so() -> None:
    # #RC3812541049's numbers: $0.19 of rake, $0.07 + $0.12 a share; $5.58 and $5.52
    (hand,) = read(tie(ann="5.58", bob="5.52"))
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MISMATCH and verdict.reason == "payout"
    assert "ann: the rules give $5.55, the room paid $5.58" in verdict.detail
    assert "main pot $11.10: ann $5.55, bob $5.55" in verdict.detail and NOTE in verdict.detail
    assert audit_hand(next(read(tie(ann="5.55", bob="5.55")))).outcome is Outcome.MATCH
    # the odd cent of an even split goes to the first winner from the button's left
    assert audit_hand(next(read(tie(ann="5.56", bob="5.55", rake="0.18")))).outcome is Outcome.MATCH
    assert NOTE in audit_hand(next(read(tie(ann="5.55", bob="5.56", rake="0.18")))).detail


def test_a_hand_run_twice_by_the_2025_software_is_refused_by_ohh_which_keeps_no_fee_names() -> None:
    import json

    from pokerrank.errors import HandHistoryError
    from pokerrank.handhistory.writers_ohh import to_ohh

    (hand,) = read(run_twice(first_run="1.89", second_run="1.9"))
    with pytest.raises(HandHistoryError, match=r"by its own rule .* the fee 'Fortune'"):
        to_ohh(hand)
    # the 2021 software: the policy's first run, which a hand written as OHH keeps
    (old,) = read(run_twice(first_run="1.9", second_run="1.89", totals=FEES_2021))
    (back,) = read(json.dumps(to_ohh(old)))
    assert audit_hand(old).outcome is audit_hand(back).outcome is Outcome.MATCH
