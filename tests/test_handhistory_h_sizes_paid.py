"""The figures of a payout mismatch: what the room's lines paid, and what the rules give, both
with the bet nobody called (docs/RULES.md, "Payouts"), whether a room prints that bet apart
(PokerStars' ``Uncalled bet``, Bovada's ``Return uncalled portion``, PokerNow's, PokerTracker's
``wins $0.75 (uncalled)``), pays it in its win line (partypoker's ``wins``), or prints nothing
of it (its pot alone paid). Each hand pays one chip short; every figure below is worked out by
hand from the text in the comment beside it."""

from __future__ import annotations

import csv
import io

import pytest

from pokerrank.handhistory import Outcome, Payout, read
from pokerrank.handhistory.audit import audit_hand

STARS = """PokerStars Hand #1002: Hold'em No Limit ($0.02/$0.05 USD) - 2024/01/01 12:00:00 ET
Table 'Alpha' 6-max Seat #1 is the button
Seat 1: ann ($5 in chips)
Seat 2: bob ($0.10 in chips)
Seat 3: cid ($5 in chips)
bob: posts small blind $0.02
cid: posts big blind $0.05
*** HOLE CARDS ***
ann: raises $0.45 to $0.50
bob: calls $0.08 and is all-in
cid: folds
{returned}*** FLOP *** [As Ks Qs]
*** TURN *** [As Ks Qs] [Js]
*** RIVER *** [As Ks Qs Js] [Ts]
*** SHOW DOWN ***
ann: shows [2c 3d] (a straight flush, Ten to Ace)
bob: shows [2d 3c] (a straight flush, Ten to Ace)
ann collected ${ann} from pot
bob collected ${bob} from pot
*** SUMMARY ***
Total pot $0.25 | Rake $0
Board [As Ks Qs Js Ts]
Seat 1: ann (button) showed [2c 3d] and won (${ann}) with a straight flush, Ten to Ace
Seat 2: bob (small blind) showed [2d 3c] and won (${bob}) with a straight flush, Ten to Ace
Seat 3: cid (big blind) folded before Flop
"""
# ann $0.50, bob $0.10 (all in), cid $0.05: the pot $0.25 (ann's $0.10, bob's $0.10, cid's $0.05),
# ann's $0.40 uncalled. The board plays: the pot split, its odd cent to bob (first left of the
# button): bob $0.13, ann $0.12 + $0.40 = $0.52. PokerStars' lines add up to its totals line, so
# a payment one chip off is the odd chip given to ann: ann paid one over, bob one short.

PARTY = """***** Hand History for Game 902 *****
$0.01/$0.02 USD NL Texas Hold'em - Wednesday, October 11, 17:27:53 CEST 2017
Table Aria (Real Money)
Seat 2 is the button
Total number of players : 2/2
Seat 2: ann ( $5 USD )
Seat 1: bob ( $5 USD )
ann posts small blind [$0.01 USD].
bob posts big blind [$0.02 USD].
** Dealing down cards **
ann raises [$0.20 USD]
bob folds
ann wins {won} USD
"""
# partypoker's raise adds to the blind: ann puts in $0.21, bob $0.02; the pot $0.04, $0.19 uncalled.
# partypoker's win lines hold the bet (every shared hand with one): $0.23 is the pot and the bet.

PACIFIC = """#Game No : 903
***** 888poker Hand History for Game 903 *****
$0.01/$0.02 Blinds No Limit Holdem - *** 03 12 2015 15:12:29
Table Frisco 6 Max (Real Money)
Seat 2 is the button
Total number of players : 2
Seat 2: ann ( $5 )
Seat 1: bob ( $5 )
ann posts small blind [$0.01]
bob posts big blind [$0.02]
** Dealing down cards **
ann raises [$0.20]
bob folds
** Summary **
ann collected [ {won} ]
"""
# 888, the same hand: the pot $0.04, $0.19 uncalled. 888's win line holds the bet in some hands,
# pays the pot alone in others (the bet back on no line): its files do not settle it.

BOVADA = """Ignition Hand #1 TBL#2 HOLDEM No Limit - 2016-08-09 12:41:32
Seat 1: Small Blind ($50 in chips)
Seat 4: Big Blind [ME] ($50 in chips)
Small Blind : Small Blind $0.25
Big Blind  [ME] : Big blind $0.50
*** HOLE CARDS ***
Small Blind : Card dealt to a spot [9c Th]
Big Blind  [ME] : Card dealt to a spot [9d 9s]
Small Blind : Calls $0.25
Big Blind  [ME] : Raises $10 to $10
Small Blind : Calls $9.50
*** FLOP *** [As Kd 4c]
Small Blind : Checks
Big Blind  [ME] : Bets $5
Small Blind : Folds
Big Blind  [ME] : Return uncalled portion of bet $5
Big Blind  [ME] : Hand result {won}
*** SUMMARY ***
Total Pot($20) | Rake ($0)
Board [As Kd 4c  ]
"""
# $10 each before the flop: the pot $20; the $5 bet is handed back: the rules give the big blind $25.

TRACKER = """MERGE_GAME #46893440-366: Holdem NL $0.10/$0.25 01/11/2012 20:43:26
Table Tijuana (46893440), Seats 6
Seat 1: ann ($26.50 in chips) DEALER
Seat 2: bob ($48.19 in chips)
Seat 3: cat ($29.16 in chips)
bob: Post SB $0.10
cat: Post BB $0.25
*** HOLE CARDS ***
ann: Raise $1.00
bob: Fold
cat: Fold
*** SUMMARY ***
ann: wins {won}
ann: wins $0.75 (uncalled)
"""
# PokerTracker's export: ann's $1 against the $0.25 big blind, $0.75 of it uncalled; the pot $0.60
# ($0.10 + $0.25 + $0.25): the rules give ann $1.35 with no rake. (It prints no rake: a pot paid
# short is its rake, so only its match is here.)

ANN, BOB = "ann @ a1", "bob @ b2"


def pokernow_log(rows: list[str]) -> str:
    """A PokerNow CSV log of ``rows`` (its entries in order, each at one time)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["entry", "at", "order"])
    for order, entry in enumerate(rows):
        writer.writerow([entry, "2021-10-10T01:05:31.000Z", 1000 + order])
    return out.getvalue()


def _pokernow(won: int, returned: bool) -> str:
    rows = [
        f'-- starting hand #5  (No Limit Texas Hold\'em) (dealer: "{ANN}") --',
        f'Player stacks: #1 "{ANN}" (1000) | #2 "{BOB}" (1000)',
        f'"{ANN}" posts a small blind of 10',
        f'"{BOB}" posts a big blind of 20',
        f'"{ANN}" raises to 100',
        f'"{BOB}" folds',
        *([f'Uncalled bet of 80 returned to "{ANN}"'] if returned else []),
        f'"{ANN}" collected {won} from pot',
        "-- ending hand #5 --",
    ]
    return pokernow_log(rows)


# PokerNow: ann's 100 against bob's 20, 80 uncalled; the pot 40: the rules give ann 120.


def _verdict(text: str):  # type: ignore[no-untyped-def]
    return audit_hand(next(read(text)))


STARS_RETURNED = "Uncalled bet ($0.40) returned to ann\n"

CASES = {
    # the bet printed apart: ann's $0.13 + $0.40 = $0.53, bob $0.12
    "pokerstars, returned apart": (
        STARS.format(returned=STARS_RETURNED, ann="0.13", bob="0.12"),
        [("ann", 52, 53), ("bob", 13, 12)],
        ["the rules give $0.52, the room paid $0.53", "the rules give $0.13, the room paid $0.12"],
    ),
    # no "Uncalled bet" line: the pots alone paid ($0.25 of the $0.65 put in), the bet back by the rules
    "pokerstars, nothing said of it": (
        STARS.format(returned="", ann="0.13", bob="0.12"),
        [("ann", 52, 53), ("bob", 13, 12)],
        ["the rules give $0.52, the room paid $0.53", "the rules give $0.13, the room paid $0.12"],
    ),
    # partypoker's win line holds the bet: $0.22 is all the room paid (not $0.22 + $0.19)
    "partypoker, in the win line": (
        PARTY.format(won="$0.22"),
        [("ann", 23, 22)],
        ["the rules give $0.23, the room paid $0.22"],
    ),
    # 888's win line a cent short of the pot alone: $0.03 is nearer the $0.04 pot than the $0.23
    # of the pot and the bet, so it is read as the pot alone, the $0.19 back unprinted (this case
    # was partypoker's until its win lines were read by the room's convention: $0.03 paid, below)
    "888, the pot alone": (
        PACIFIC.format(won="$0.03"),
        [("ann", 23, 22)],
        ["the rules give $0.23, the room paid $0.22"],
    ),
    # partypoker's win line a cent short of the pot alone: the room's convention, the win line holds
    # the bet, so $0.03 is all it paid
    "partypoker, short of the pot and the bet": (
        PARTY.format(won="$0.03"),
        [("ann", 23, 3)],
        ["the rules give $0.23, the room paid $0.03"],
    ),
    # Bovada's result a cent short, its rake printed $0: $19.99 + the $5 returned
    "bovada, returned apart": (
        BOVADA.format(won="$19.99"),
        [("Big Blind [ME]", 2500, 2499)],
        ["the rules give $25, the room paid $24.99"],
    ),
    # PokerNow's returned line apart: 39 + 80
    "pokernow, returned apart": (_pokernow(39, True), [(ANN, 120, 119)], ["the rules give 120, the room paid 119"]),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_payout_one_chip_short_says_what_the_room_paid(case: str) -> None:
    text, expected, sentences = CASES[case]
    verdict = _verdict(text)
    assert verdict.outcome is Outcome.MISMATCH, verdict.detail
    wrong = [payout for payout in verdict.payouts if not payout.ok]
    assert wrong == [Payout("total", player, rules, paid) for player, rules, paid in expected]
    for sentence in sentences:
        assert sentence in verdict.detail


@pytest.mark.parametrize(
    "text",
    [
        STARS.format(returned=STARS_RETURNED, ann="0.12", bob="0.13"),
        STARS.format(returned="", ann="0.12", bob="0.13"),
        BOVADA.format(won="$20"),
        PARTY.format(won="$0.23"),
        PACIFIC.format(won="$0.23"),
        PACIFIC.format(won="$0.04"),
        TRACKER.format(won="$0.60"),
        _pokernow(40, True),
    ],
)
def test_the_same_hands_paid_right_match(text: str) -> None:
    verdict = _verdict(text)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert all(payout.rules == payout.paid for payout in verdict.payouts)
