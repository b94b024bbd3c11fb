"""The blinds' places (``pokerrank.handhistory._posts.blind_out_of_turn``) are judged only in a
hand of plain blinds: hands where a newcomer or a returning player posts, a small blind is dead
(its player gone), the blinds are equal, or a heads-up table takes a newcomer are left to the
rooms' dead-button and moving-button rules. Each hand below (written for this test, by the
rooms' formats) MATCHed before the check came and was refused by its first version (a review's
finding); each must MATCH. A small blind posted past a player who plays and posts nothing is
still refused (tests/test_handhistory_fuzz3_posts.py)."""

from __future__ import annotations

import pytest

from pokerrank.handhistory import read
from pokerrank.handhistory.audit import Outcome, audit_hand

EV_HU_NEWCOMER = """Everleaf Gaming Game #355196915
***** Hand history for game #355196915 *****
Blinds $0.25/$0.50 NL Hold'em - 2012/02/09 - 22:09:43
Table Budapest
Seat 1 is the button
Total number of players: 3
Seat 1: ann (  $ 50 USD )
Seat 3: cid (  $ 50 USD )
Seat 5: bob (  $ 50 USD )
ann: posts small blind [$ 0.25 USD]
bob: posts big blind [$ 0.50 USD]
cid: posts big blind [$ 0.50 USD]
** Dealing down cards **
ann raises [$ 1.25 USD]
cid folds
bob calls [$ 1 USD]
** Dealing Flop ** [ 8s, 9h, 3s ]
bob checks
ann checks
** Dealing Turn ** [ 6h ]
bob: bets [$ 3 USD]
ann folds
bob does not show cards
bob wins $ 3.30 USD from main pot
"""

EV_NOSB_RETURNER = """Everleaf Gaming Game #355196916
***** Hand history for game #355196916 *****
Blinds $0.25/$0.50 NL Hold'em - 2012/02/09 - 22:09:43
Table Budapest
Seat 1 is the button
Total number of players: 4
Seat 1: ann (  $ 50 USD )
Seat 3: bob (  $ 50 USD )
Seat 5: cid (  $ 50 USD )
Seat 6: dan (  $ 50 USD )
bob: posts big blind [$ 0.50 USD]
cid: posts small blind [$ 0.25 USD]
cid: posts big blind [$ 0.50 USD]
** Dealing down cards **
cid checks
dan folds
ann raises [$ 1.50 USD]
bob calls [$ 1 USD]
cid folds
** Dealing Flop ** [ 8s, 9h, 3s ]
bob checks
ann checks
** Dealing Turn ** [ 6h ]
bob: bets [$ 3 USD]
ann folds
bob does not show cards
bob wins $ 3.50 USD from main pot
"""

P888_HU_NEWCOMER = """#Game No : 604
***** 888poker Hand History for Game 604 *****
$0.01/$0.02 Blinds No Limit Holdem - *** 04 02 2011 11:28:06
Table Huelva (Real Money)
Seat 1 is the button
Total number of players : 3
Seat 1: ann ( $2 )
Seat 2: dan ( $2 )
Seat 3: cid ( $2 )
ann posts small blind [$0.01]
cid posts big blind [$0.02]
dan posts big blind [$0.02]
** Dealing down cards **
dan checks
ann raises [$0.06]
cid folds
dan calls [$0.05]
** Dealing flop ** [ 2c, 9d, 5c ]
dan checks
ann bets [$0.10]
dan folds
** Summary **
ann collected [ $0.15 ]
"""

ONGAME_EQUAL_DEADSB = """***** History for hand R5-192626403-204 *****
Start hand: Fri Nov 18 12:49:10 CET 2011
Table: Flensburg [192626403] (POT_LIMIT FIVE_CARD_DRAW $1/$1, Real money)
User: Hero
Button: seat 1
Players in round: 4
Seat 1: Hero ($98)
Seat 6: Player3 ($34.74)
Seat 7: Player0 ($22.40)
Seat 9: Player1 ($72.27)
Player3 posts big blind ($1)
Player1 posts big blind ($1)
---
Dealing pocket cards
Dealing to Hero: [Qs, 8c, 5h, Th, 5s]
Player0 folds
Player1 checks
Hero folds
Player3 checks
Player3 changed 2 cards
Player1 changed 3 cards
Player3 bets $1
Player1 folds
---
Summary:
Main pot: $2 won by Player3 ($2)
Rake taken: $0
Seat 1: Hero ($98)
Seat 6: Player3 ($35.74), net: +$1
Seat 7: Player0 ($22.40)
Seat 9: Player1 ($71.27), net: -$1
***** End of hand R5-192626403-204 *****
"""


@pytest.mark.parametrize(
    "text",
    [EV_HU_NEWCOMER, EV_NOSB_RETURNER, P888_HU_NEWCOMER, ONGAME_EQUAL_DEADSB],
    ids=[
        "everleaf-heads-up-newcomer",
        "everleaf-dead-small-blind-returner",
        "888-heads-up-newcomer",
        "ongame-equal-blinds",
    ],
)
def test_blinds_posted_by_newcomers_or_beside_a_dead_small_blind_are_not_refused(text: str) -> None:
    (record,) = list(read(text))
    assert record.ok, record.error
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


P888_TOURNAMENT_MOVED_IN = """#Game No : 905
***** 888poker Hand History for Game 905 *****
25/50 Blinds No Limit Holdem - *** 21 02 2012 22:06:57
Tournament #2835 10 + 1 - Table #6 (Real Money)
Seat 1 is the button
Total number of players : 4
Seat 1: ann ( 2,650 )
Seat 2: bob ( 1,500 )
Seat 4: cid ( 3,646 )
Seat 6: dan ( 3,192 )
cid posts small blind [25]
dan posts big blind [50]
** Dealing down cards **
ann folds
bob raises [150]
cid folds
dan folds
** Summary **
bob collected [ 225 ]
"""
"""bob, just moved to the table, sits between the button and the small blind and plays without a
blind: a tournament deals a moved player in there (the shared 888 tournaments do), so the small
blind past him is no contradiction; in a cash game it is (tests/test_handhistory_fuzz3_posts.py)."""


def test_a_tournament_player_moved_in_before_the_small_blind_plays_without_a_blind() -> None:
    (record,) = list(read(P888_TOURNAMENT_MOVED_IN))
    assert record.ok, record.error
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    cash = P888_TOURNAMENT_MOVED_IN.replace(
        "Tournament #2835 10 + 1 - Table #6 (Real Money)", "Table Huelva (Real Money)"
    )
    (record,) = list(
        read(
            cash.replace("[150]", "[$1.50]")
            .replace("[25]", "[$0.25]")
            .replace("[50]", "[$0.50]")
            .replace("[ 225 ]", "[ $2.25 ]")
            .replace("25/50 Blinds", "$0.25/$0.50 Blinds")
            .replace("( 2,650 )", "( $26.50 )")
            .replace("( 1,500 )", "( $15 )")
            .replace("( 3,646 )", "( $36.46 )")
            .replace("( 3,192 )", "( $31.92 )")
        )
    )
    assert record.error is not None and "sits between the button (seat 1) and it" in record.error.reason
