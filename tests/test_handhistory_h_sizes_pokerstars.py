"""Bet sizes judged by the replay in the PokerStars family's texts (docs/RULES.md, "Bet sizes"):
a limit raise off the round's size, a no-limit raise under the least, a pot-limit raise over
the pot are NOT AUDITABLE, the line quoted with the sizes; the legal shapes beside them (an
all-in for less then a raise short of a full one, a stud completion, a heads-up raise war
past any cap) MATCH. Every size below is worked out by hand from the text."""

from __future__ import annotations

import pytest

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.verdicts import INCONSISTENT

LIMIT = """PokerStars Hand #2001: Hold'em Limit ($15/$30 USD) - 2024/01/01 12:00:00 ET
Table 'Beta' 6-max Seat #1 is the button
Seat 1: ann ($500 in chips)
Seat 2: bob ($500 in chips)
Seat 3: cid ($500 in chips)
bob: posts small blind $10
cid: posts big blind $15
*** HOLE CARDS ***
ann: raises {raise_}
bob: folds
cid: calls {call}
*** FLOP *** [2c 7d 9h]
cid: checks
ann: bets $15
cid: folds
Uncalled bet ($15) returned to ann
ann collected {won} from pot
*** SUMMARY ***
Total pot {won} | Rake $0
Board [2c 7d 9h]
Seat 1: ann (button) collected ({won})
Seat 2: bob (small blind) folded before Flop
Seat 3: cid (big blind) folded on the Flop
"""
# $15/$30: the big blind $15 is the small bet; a raise before the flop is to $30. Off: $31
# ($16 over the $15 bet), called by cid's $16: the pot $10 + $31 + $31 = $72.

LIMIT_TURN = (
    LIMIT.replace(
        "*** FLOP *** [2c 7d 9h]\ncid: checks\nann: bets $15\ncid: folds\nUncalled bet ($15) returned to ann\n",
        "*** FLOP *** [2c 7d 9h]\ncid: checks\nann: checks\n*** TURN *** [2c 7d 9h] [Js]\ncid: checks\n"
        "ann: bets {bet}\ncid: folds\nUncalled bet ({bet}) returned to ann\n",
    )
    .replace("Board [2c 7d 9h]", "Board [2c 7d 9h Js]")
    .replace("folded on the Flop", "folded on the Turn")
)
# the turn's bet is the big bet, $30: a $15 bet there is off.

NO_LIMIT = """PokerStars Hand #2101: Hold'em No Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET
Table 'Beta' 6-max Seat #1 is the button
Seat 1: ann ($200 in chips)
Seat 2: bob ($200 in chips)
Seat 3: cid ($200 in chips)
bob: posts small blind $1
cid: posts big blind $2
*** HOLE CARDS ***
ann: raises $4 to $6
bob: folds
cid: raises {raise_}
ann: folds
Uncalled bet ({back}) returned to cid
cid collected $13 from pot
*** SUMMARY ***
Total pot $13 | Rake $0
Seat 1: ann (button) folded before Flop
Seat 2: bob (small blind) folded before Flop
Seat 3: cid (big blind) collected ($13)
"""
# ann's raise to $6 adds $4 over the $2 big blind: the least re-raise adds $4, to $10. cid's
# "raises $2 to $8" adds $2: off. Either way the pot is ann's $6, bob's $1, cid's $6: $13.

NO_LIMIT_FLOP_BET = """PokerStars Hand #2102: Hold'em No Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET
Table 'Beta' 6-max Seat #1 is the button
Seat 1: ann ($200 in chips)
Seat 2: bob ($200 in chips)
ann: posts small blind $1
bob: posts big blind $2
*** HOLE CARDS ***
ann: calls $1
bob: checks
*** FLOP *** [2c 7d 9h]
bob: bets {bet}
ann: folds
Uncalled bet ({bet}) returned to bob
bob collected $4 from pot
*** SUMMARY ***
Total pot $4 | Rake $0
Board [2c 7d 9h]
Seat 1: ann (button) (small blind) folded on the Flop
Seat 2: bob (big blind) collected ($4)
"""
# a bet is of the big blind ($2) at least: $1 is off.

POT_LIMIT = """PokerStars Hand #2201: Omaha Pot Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET
Table 'Beta' 6-max Seat #1 is the button
Seat 1: ann ($200 in chips)
Seat 2: bob ($200 in chips)
Seat 3: cid ($200 in chips)
bob: posts small blind $1
cid: posts big blind $2
*** HOLE CARDS ***
ann: raises {raise_}
bob: folds
cid: folds
Uncalled bet ({back}) returned to ann
ann collected $5 from pot
*** SUMMARY ***
Total pot $5 | Rake $0
Seat 1: ann (button) folded before Flop
Seat 2: bob (small blind) folded before Flop
Seat 3: cid (big blind) folded before Flop
""".replace("Seat 1: ann (button) folded before Flop", "Seat 1: ann (button) collected ($5)")
# the pot before ann is $3; her call of $2 makes it $5, her raise adds $5 at most: to $7. $8 is over.

ALL_IN_FOR_LESS = """PokerStars Hand #2301: Hold'em No Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET
Table 'Beta' 6-max Seat #1 is the button
Seat 1: ann ($200 in chips)
Seat 2: bob ($3 in chips)
Seat 3: cid ($200 in chips)
bob: posts small blind $1
cid: posts big blind $2
*** HOLE CARDS ***
ann: calls $2
bob: calls $1
cid: checks
*** FLOP *** [2c 7d 9h]
bob: bets $1 and is all-in
cid: raises $1 to $2
ann: folds
Uncalled bet ($1) returned to cid
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [3c]
*** SHOW DOWN ***
bob: shows [Ah Ad] (a pair of Aces)
cid: shows [Kh Kd] (a pair of Kings)
bob collected $8 from pot
*** SUMMARY ***
Total pot $8 | Rake $0
Board [2c 7d 9h Js 3c]
Seat 1: ann (button) folded on the Flop
Seat 2: bob (small blind) showed [Ah Ad] and won ($8) with a pair of Aces
Seat 3: cid (big blind) showed [Kh Kd] and lost with a pair of Kings
"""
# bob's $1 all in is under the big blind, and cid's raise to $2 adds $1: both legal, the round
# short of a full bet once a player is all in for less (the rules differ on what it reopens).

STUD = """PokerStars Game #12: 7 Card Stud Limit ($0.04/$0.08 USD) - 2009/11/26 10:22:32 ET
Table 'Dawn II' 8-max
Seat 3: ann ($1.46 in chips)
Seat 5: bob ($1.60 in chips)
ann: posts the ante $0.01
bob: posts the ante $0.01
*** 3rd STREET ***
Dealt to ann [Kc]
Dealt to bob [5d Ks 2h]
bob: brings in for $0.02
ann: completes it to {complete}
bob: calls {call}
*** 4th STREET ***
Dealt to ann [Kc] [4d]
Dealt to bob [5d Ks 2h] [9h]
ann: bets $0.04
bob: folds
Uncalled bet ($0.04) returned to ann
ann collected {won} from pot
*** SUMMARY ***
Total pot {won} | Rake $0
Seat 3: ann collected ({won})
Seat 5: bob folded on the 4th Street
"""
# the bring-in $0.02, its completion to the small bet $0.04 (not $0.02 + $0.04): legal; to $0.05 is off.

RAISE_WAR = """PokerStars Hand #2401: Hold'em Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET
Table 'Beta' 2-max Seat #1 is the button
Seat 1: ann ($50 in chips)
Seat 2: bob ($50 in chips)
ann: posts small blind $0.50
bob: posts big blind $1
*** HOLE CARDS ***
ann: raises $1 to $2
bob: raises $1 to $3
ann: raises $1 to $4
bob: raises $1 to $5
ann: raises $1 to $6
bob: calls $1
*** FLOP *** [2c 7d 9h]
bob: bets $1
ann: raises $1 to $2
bob: raises $1 to $3
ann: folds
Uncalled bet ($1) returned to bob
bob collected $16 from pot
*** SUMMARY ***
Total pot $16 | Rake $0
Board [2c 7d 9h]
Seat 1: ann (button) (small blind) folded on the Flop
Seat 2: bob (big blind) collected ($16)
"""
# heads-up, five raises before the flop (past the usual cap: the rule book's to judge), each by
# the small bet; the pot $6 + $6 + $2 + $2.


def _verdict(text: str):  # type: ignore[no-untyped-def]
    return audit_hand(next(read(text)))


OFF = {
    "limit raise off the small bet": (
        LIMIT.format(raise_="$16 to $31", call="$16", won="$72"),
        ["'ann: raises $16 to $31'", "to $31 before the flop over the $15 bet, not by the small bet of $15 and"],
    ),
    "limit bet off the turn's big bet": (
        LIMIT_TURN.format(raise_="$15 to $30", call="$15", won="$70", bet="$15"),
        ["'ann: bets $15'", "to $15 on the turn, not by the big bet of $30 and"],
    ),
    "no-limit raise under the last raise": (
        NO_LIMIT.format(raise_="$2 to $8", back="$2"),
        ["'cid: raises $2 to $8'", "a raise of $2 over the $6 bet, less than the $4 last bet or raise"],
    ),
    "no-limit bet under the big blind": (
        NO_LIMIT_FLOP_BET.format(bet="$1"),
        ["'bob: bets $1'", "a bet of $1, less than the $2 big blind"],
    ),
    "pot-limit raise over the pot": (
        POT_LIMIT.format(raise_="$6 to $8", back="$6"),
        ["'ann: raises $6 to $8'", "to $8 before the flop, more than the pot allows ($7"],
    ),
    "stud completion past the small bet": (
        STUD.format(complete="$0.05", call="$0.03", won="$0.12"),
        [
            "'ann: completes it to $0.05'",
            "to $0.05 on third street over the $0.02 bet, not by the small bet of $0.04 and",
        ],
    ),
}

LEGAL = {
    "limit raise of the small bet": LIMIT.format(raise_="$15 to $30", call="$15", won="$70"),
    "limit bet of the turn's big bet": LIMIT_TURN.format(raise_="$15 to $30", call="$15", won="$70", bet="$30"),
    "no-limit re-raise of the last raise": NO_LIMIT.format(raise_="$4 to $10", back="$4"),
    "no-limit bet of the big blind": NO_LIMIT_FLOP_BET.format(bet="$2"),
    "pot-limit raise of the pot": POT_LIMIT.format(raise_="$5 to $7", back="$5"),
    "an all-in for less, then a raise short of a full one": ALL_IN_FOR_LESS,
    "stud completion to the small bet": STUD.format(complete="$0.04", call="$0.02", won="$0.10"),
    "heads-up limit raise war": RAISE_WAR,
}


@pytest.mark.parametrize("case", sorted(OFF))
def test_a_size_no_rule_book_allows_is_not_auditable(case: str) -> None:
    text, said = OFF[case]
    verdict = _verdict(text)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == INCONSISTENT, verdict.detail
    for words in said:
        assert words in verdict.detail


@pytest.mark.parametrize("case", sorted(LEGAL))
def test_the_legal_sizes_beside_them_match(case: str) -> None:
    verdict = _verdict(LEGAL[case])
    assert verdict.outcome is Outcome.MATCH, verdict.detail
