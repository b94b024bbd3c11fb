"""Bet sizes judged by the replay beyond the PokerStars family (docs/RULES.md, "Bet sizes"):
partypoker's own lines, Bovada's, PokerNow's log, a PHH file. The same judgement as OnGame's
(``raises [$31]`` at $15/$30 is NOT AUDITABLE in every room), and the legal shapes beside it: a
raise as far as the other player's whole stack (E4: more would go back), the big blind the
hand posts where its title names another level's. Every size is worked out by hand from the
text."""

from __future__ import annotations

import pytest
from test_handhistory_h_sizes_paid import pokernow_log

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.verdicts import INCONSISTENT

PARTY_LIMIT = """***** Hand History for Game 903 *****
$15/$30 USD Texas Hold'em - Wednesday, October 11, 17:27:53 CEST 2017
Table Aria (Real Money)
Seat 2 is the button
Total number of players : 3/6
Seat 2: ann ( $500 USD )
Seat 3: bob ( $500 USD )
Seat 4: cid ( $500 USD )
bob posts small blind [$10 USD].
cid posts big blind [$15 USD].
** Dealing down cards **
ann raises [{raise_} USD]
bob folds
cid calls [{call} USD]
** Dealing Flop ** [ 2c, 7d, 9h ]
cid checks
ann checks
** Dealing Turn ** [ Js ]
cid checks
ann checks
** Dealing River ** [ 3c ]
cid checks
ann checks
ann shows [ Ah, Ad ]a pair of Aces.
cid shows [ Kh, Kd ]a pair of Kings.
ann wins {won} USD from the main pot with a pair of Aces.
"""
# partypoker's fixed limit ("$15/$30 USD Texas Hold'em"): the big blind $15 is the small bet, a
# raise is to $30; `raises [$31 USD]` is $16 over the $15 bet. The pot: $10 + $31 + $31 = $72.

PARTY_NO_LIMIT = """***** Hand History for Game 904 *****
$0.01/$0.02 USD NL Texas Hold'em - Wednesday, October 11, 17:27:53 CEST 2017
Table Aria (Real Money)
Seat 2 is the button
Total number of players : 2/2
Seat 2: ann ( $5 USD )
Seat 1: bob ( $5 USD )
ann posts small blind [$0.01 USD].
bob posts big blind [$0.02 USD].
** Dealing down cards **
ann raises [{raise_} USD]
bob folds
ann wins {won} USD
"""
# partypoker's raise adds to the player's chips: `raises [$0.02 USD]` is to $0.03, $0.01 over the
# $0.02 big blind (the least raise adds $0.02: to $0.04, `raises [$0.03 USD]`). The pot $0.04, and
# ann's $0.02 nobody called in her win line (partypoker's win lines hold it): $0.06 (to $0.03: $0.05).

BOVADA = """Ignition Hand #1 TBL#2 HOLDEM No Limit - 2016-08-09 12:41:32
Seat 1: Small Blind ($50 in chips)
Seat 4: Big Blind [ME] ($50 in chips)
Small Blind : Small Blind $0.25
Big Blind  [ME] : Big blind $0.50
*** HOLE CARDS ***
Small Blind : Card dealt to a spot [9c Th]
Big Blind  [ME] : Card dealt to a spot [9d 9s]
Small Blind : Raises $1.50 to $1.50
Big Blind  [ME] : Raises {raise_} to {raise_}
Small Blind : Folds
Big Blind  [ME] : Return uncalled portion of bet {back}
Big Blind  [ME] : Hand result $3
*** SUMMARY ***
Total Pot($3) | Rake ($0)
"""
# the small blind's raise to $1.50 adds $1 over the $0.50 big blind: a re-raise adds $1 at least,
# to $2.50; $2 adds $0.50. The pot is $1.50 each: $3.

ANN, BOB = "ann @ a1", "bob @ b2"


def _pokernow(ann: int, bob_to: int) -> str:
    """ann (``ann`` chips, the small blind) raises to 100 at 10/20; bob re-raises to ``bob_to``;
    ann folds."""
    rows = [
        f'-- starting hand #5  (No Limit Texas Hold\'em) (dealer: "{ANN}") --',
        f'Player stacks: #1 "{ANN}" ({ann}) | #2 "{BOB}" (1000)',
        f'"{ANN}" posts a small blind of 10',
        f'"{BOB}" posts a big blind of 20',
        f'"{ANN}" raises to 100',
        f'"{BOB}" raises to {bob_to}',
        f'"{ANN}" folds',
        f'Uncalled bet of {bob_to - 100} returned to "{BOB}"',
        f'"{BOB}" collected 200 from pot',
        "-- ending hand #5 --",
    ]
    return pokernow_log(rows)


# ann's raise to 100 adds 80 over the 20 big blind: a re-raise is to 180 at least. To 150 adds 50:
# off, where ann has 1,000; where ann has 140 in all, a raise to 140 is as far as she can call (E4).


_PHH_ACTIONS = (
    '"d dh p1 7c2d", "d dh p2 KsKd", "d dh p3 AsAd", "p3 cbr {raise_to}", "p1 f", "p2 cc", "d db 2c3c4h", "p2 cc",'
    ' "p3 cc", "d db 9s", "p2 cc", "p3 cbr 4", "p2 f"'
)


def _phh(raise_to: int) -> str:
    won = 2 * raise_to + 1  # (p3's raise, p2's call, p1's small blind)
    return f"""variant = "FT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
small_bet = 2
big_bet = 4
starting_stacks = [100, 100, 100]
actions = [{_PHH_ACTIONS.format(raise_to=raise_to)}]
finishing_stacks = [99, {100 - raise_to}, {100 - raise_to + won}]
"""


# fixed-limit hold'em at 2/4, the blinds 1 and 2: p3's raise before the flop is to 4; to 5 is off.

HEADER_LEVEL = """Poker Hand #TM1: Tournament #5, Daily $250 Hold'em No Limit - Level4 (90/180) - 2020/06/02 19:37:42
Table '6' 8-max Seat #1 is the button
Seat 1: ann (4,028 in chips)
Seat 2: bob (13,731 in chips)
Seat 3: cid (16,493 in chips)
Seat 4: dan (10,869 in chips)
bob: posts small blind 80
cid: posts big blind 160
*** HOLE CARDS ***
dan: raises 160 to 320
ann: folds
bob: folds
cid: folds
Uncalled bet (160) returned to dan
dan collected 400 from pot
*** SUMMARY ***
Total pot 400 | Rake 0
Seat 1: ann (button) folded before Flop
Seat 2: bob (small blind) folded before Flop
Seat 3: cid (big blind) folded before Flop
Seat 4: dan collected (400)
"""
# GGPoker's title names the level's blinds (90/180) and the hand posts 80/160: a raise of 160 over
# the 160 posted is the least raise at the table the hand was played at.


CASH_DROP = """Poker Hand #RC1: Omaha Pot Limit ($0.01/$0.02) - 2021/04/12 07:43:21
Table 'RushAndCash1' 6-max Seat #1 is the button
Seat 1: ann ($3 in chips)
Seat 2: bob ($2 in chips)
Seat 3: cid ($2 in chips)
Cash Drop to Pot : total $0.2
bob: posts small blind $0.01
cid: posts big blind $0.02
*** HOLE CARDS ***
Dealt to ann [2c Tc Ad Kc]
Dealt to bob
Dealt to cid
ann: raises {raise_}
bob: folds
cid: folds
Uncalled bet ({back}) returned to ann
*** SHOWDOWN ***
ann collected $0.25 from pot
*** SUMMARY ***
Total pot $0.25 | Rake $0 | Jackpot $0
Board []
Seat 1: ann (button) collected ($0.25)
Seat 2: bob (small blind) folded before Flop
Seat 3: cid (big blind) folded before Flop
"""
# GGPoker's cash drop is in the pot: $0.01 + $0.02 + $0.20 before ann, her $0.02 call makes $0.25,
# her raise adds $0.25 at most: to $0.27 (without the drop's $0.20, $0.07).


def _verdict(text: str):  # type: ignore[no-untyped-def]
    return audit_hand(next(read(text)))


OFF = {
    "partypoker limit raise off the small bet": (
        PARTY_LIMIT.format(raise_="$31", call="$16", won="$72"),
        ["'ann raises [$31 USD]'", "to $31 before the flop over the $15 bet, not by the small bet of $15 and"],
    ),
    "partypoker no-limit raise under the big blind": (
        PARTY_NO_LIMIT.format(raise_="$0.02", won="$0.05"),
        ["'ann raises [$0.02 USD]'", "a raise of $0.01 over the $0.02 bet, less than the $0.02 big blind"],
    ),
    "bovada no-limit re-raise under the raise": (
        BOVADA.format(raise_="$2", back="$0.50"),
        ["Raises $2 to $2", "a raise of $0.50 over the $1.50 bet, less than the $1 last bet or raise"],
    ),
    "pokernow no-limit re-raise under the raise": (
        _pokernow(1000, 150),
        ["raise of 130 before the flop", "a raise of 50 over the 100 bet, less than the 80 last bet or raise"],
    ),
    "phh limit raise off the small bet": (
        _phh(5),
        ["(action 4: raise of 5 before the flop) to 5 over the 2 bet, not by the small bet of 2 and"],
    ),
    "ggpoker pot-limit raise over the pot and its cash drop": (
        CASH_DROP.format(raise_="$0.26 to $0.28", back="$0.26"),
        ["'ann: raises $0.26 to $0.28'", "more than the pot allows ($0.27"],
    ),
}

LEGAL = {
    "partypoker limit raise of the small bet": PARTY_LIMIT.format(raise_="$30", call="$15", won="$70"),
    "partypoker no-limit raise of the big blind": PARTY_NO_LIMIT.format(raise_="$0.03", won="$0.06"),
    "bovada re-raise of the raise": BOVADA.format(raise_="$2.50", back="$1"),
    "pokernow re-raise of the raise": _pokernow(1000, 180),
    "pokernow raise as far as the other player's stack": _pokernow(140, 140),
    "phh limit raise of the small bet": _phh(4),
    "the big blind posted, not the title's level": HEADER_LEVEL,
    "ggpoker pot-limit raise of the pot with its cash drop": CASH_DROP.format(raise_="$0.25 to $0.27", back="$0.25"),
}


@pytest.mark.parametrize("case", sorted(OFF))
def test_a_size_no_rule_book_allows_is_not_auditable_in_every_room(case: str) -> None:
    text, said = OFF[case]
    verdict = _verdict(text)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == INCONSISTENT, verdict.detail
    for words in said:
        assert words in verdict.detail


@pytest.mark.parametrize("case", sorted(LEGAL))
def test_the_legal_sizes_match_in_every_room(case: str) -> None:
    verdict = _verdict(LEGAL[case])
    assert verdict.outcome is Outcome.MATCH, verdict.detail
