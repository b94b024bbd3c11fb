"""888poker's money mutants that MATCHed (issues 23/24, h-mut-a): a line changed so that what
was paid changes, which the room's own figures and rules show. Each mutant is refused (NOT
AUDITABLE, the line quoted), and a real hand of the same shape still MATCHes."""

from __future__ import annotations

import pytest

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.verdicts import INCONSISTENT, Verdict

TOURNEY = """#Game No : 9001
***** Cassava Hand History for Game 9001 *****
15 €/30 € Blinds No Limit Holdem - *** 25 06 2012 14:39:42
Tournament #39132902 0,09 € + 0,01 € - Table #1 (Real Money)
Seat 6 is the button
Total number of players : 4
Seat 2: ann ( 500 € )
Seat 6: bob ( 500 € )
Seat 7: cid ( 500 € )
Seat 9: dan ( 500 € )
cid posts small blind [15 €]
dan posts big blind [30 €]
** Dealing down cards **
ann calls [30 €]
bob calls [30 €]
cid folds
dan checks
** Dealing flop ** [ Kd, 2s, 5d ]
dan checks
ann checks
bob bets [30 €]
dan folds
ann folds
** Summary **
bob did not show his hand
bob collected [ 105 € ]
"""
"""A sit-and-go's hand: bob's flop bet nobody called goes back, the 105 of the blinds and calls
collected (the shape of 888 #414180466)."""

CASH = """#Game No : 9002
***** 888poker Hand History for Game 9002 *****
$0.05/$0.10 Blinds No Limit Holdem - *** 06 01 2014 08:29:52
Table Amsterdam 9 Max (Real Money)
Seat 7 is the button
Total number of players : 3
Seat 4: ann ( $9.40 )
Seat 5: bob ( $5 )
Seat 7: cid ( $7.54 )
ann posts small blind [$0.05]
bob posts big blind [$0.10]
** Dealing down cards **
cid calls [$0.10]
ann calls [$0.05]
bob raises [$4.90]
cid folds
ann folds
** Summary **
bob collected [ $0.30 ]
"""
"""A cash hand: the big blind's raise all in goes back (the shape of 888 #349614816)."""


def _verdict(text: str) -> Verdict:
    (hand,) = list(read(text))
    return audit_hand(hand)


def _refused(text: str, *said: str) -> None:
    verdict = _verdict(text)
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, INCONSISTENT), verdict.detail
    for words in said:
        assert words in verdict.detail, verdict.detail


def _changed(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def test_the_hands_as_written_match() -> None:
    for text in (TOURNEY, CASH):
        verdict = _verdict(text)
        assert verdict.outcome is Outcome.MATCH, verdict.detail


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        # a bet written twice: the second had gone back with the first as the bet nobody called
        (
            "bob bets [30 €]\n",
            "bob bets [30 €]\nbob bets [30 €]\n",
            "bob acts (line 21: 'bob bets [30 €]'), then acts again (line 22",
        ),
        # the bet nobody called left out: dan checks, then folds with no bet to fold to
        ("bob bets [30 €]\n", "", "dan acts (line 19: 'dan checks'), then acts again (line 21: 'dan folds')"),
        # the bet written onto the player who had just checked
        ("bob bets [30 €]", "ann bets [30 €]", "ann acts (line 20: 'ann checks'), then acts again (line 21: 'ann bets"),
    ],
    ids=["a bet twice", "the bet left out", "the bet given to another"],
)
def test_a_player_acting_again_with_no_bet_between_is_refused(old: str, new: str, said: str) -> None:
    _refused(_changed(TOURNEY, old, new), said, "with no bet or raise between: the action goes round the table")


def test_a_player_acting_again_facing_a_raise_still_matches() -> None:
    # bob bets, ann raises, bob calls: bob acts again, facing the raise made since his bet
    text = _changed(TOURNEY, "dan folds\nann folds\n", "dan folds\nann raises [90 €]\nbob calls [60 €]\n")
    text = _changed(
        text,
        "bob did not show his hand\nbob collected [ 105 € ]",
        "ann shows [ Kc, Kh ]\nbob mucks\nann collected [ 285 € ]",
    )
    verdict = _verdict(text)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


@pytest.mark.parametrize("who", ["ann", "bob"])
def test_a_call_left_out_is_refused_when_the_player_acts_on(who: str) -> None:
    # the call's chips had been taken back as part of bob's bet nobody called
    text = _changed(TOURNEY, f"{who} calls [30 €]\n", "")
    _refused(  # (the wording of owntext's went_on_behind, the bracket rooms' and _rounds' one message)
        text,
        f"{who} goes on to the flop (line ",
        "with 0 in on the preflop, less than dan's 30 (line 12: 'dan posts big blind [30 €]'), and with chips left",
    )


def test_a_player_all_in_for_less_is_behind_and_acts_no_more() -> None:
    # ann calls all in for 20 of the 30: short of the bet, she acts no more; bob's bet goes back
    text = _changed(TOURNEY, "Seat 2: ann ( 500 € )", "Seat 2: ann ( 20 € )")
    text = _changed(text, "ann calls [30 €]", "ann calls [20 €]")
    text = _changed(
        text,
        "dan checks\nann checks\nbob bets [30 €]\ndan folds\nann folds\n",
        "dan checks\nbob bets [30 €]\ndan folds\n",
    )
    text = _changed(text, "** Summary **", "** Dealing turn ** [ 9h ]\n** Dealing river ** [ 3c ]\n** Summary **")
    text = _changed(
        text,
        "bob did not show his hand\nbob collected [ 105 € ]",
        "ann shows [ 7c, 2h ]\nbob shows [ Ac, Ad ]\nbob collected [ 20 € ]\nbob collected [ 75 € ]",
    )
    verdict = _verdict(text)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_a_call_for_more_than_the_bet_is_refused() -> None:
    # the big blind left out: cid's call of $0.10 faces a bet of $0.05 (bob's raise went back, less)
    _refused(
        _changed(CASH, "bob posts big blind [$0.10]\n", ""),
        "cid calls (line 12: 'cid calls [$0.10]') to 0.10",
        "more than the bet of 0.05",
    )


def test_a_call_of_the_big_blind_posted_all_in_for_less_matches() -> None:
    # a tournament's big blind all in for 125 of the 200 (his antes counted): bob calls the level
    text = """#Game No : 9003
***** Cassava Hand History for Game 9003 *****
$100/$200 Blinds No Limit Holdem - *** 17 02 2012 00:38:15
Tournament #36216773 Free - Table #374 (Real Money)
Seat 7 is the button
Total number of players : 3
Seat 7: ann ( $490 )
Seat 9: bob ( $3,400 )
Seat 10: cid ( $145 )
ann posts ante [$20]
bob posts ante [$20]
cid posts ante [$20]
bob posts small blind [$100]
cid posts big blind [$125]
** Dealing down cards **
ann folds
bob calls [$100]
** Dealing flop ** [ 2d, 7h, Kc ]
** Dealing turn ** [ 9s ]
** Dealing river ** [ 3h ]
** Summary **
bob shows [ Qd, Jd ]
cid shows [ Ah, Kd ]
cid collected [ $310 ]
"""
    verdict = _verdict(text)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_a_big_blind_against_the_stakes_line_is_refused() -> None:
    # $0.09 of a $0.05/$0.10 table's big blind: the cent had gone back with bob's raise
    text = _changed(CASH, "bob posts big blind [$0.10]", "bob posts big blind [$0.09]")
    _refused(text, "bob's big blind of 0.09 is not the 0.10 the hand's stakes name")


def test_the_small_blind_of_a_0_12_0_25_table_is_the_one_posted() -> None:
    # 888 prints $0.12/$0.25 for tables whose small blind is $0.10 (NLHE #6551093): the big blind alone is judged
    text = CASH.replace("$0.05/$0.10", "$0.12/$0.25").replace("blind [$0.05]", "blind [$0.10]")
    text = text.replace("blind [$0.10]\n**", "blind [$0.25]\n**").replace("cid calls [$0.10]", "cid calls [$0.25]")
    text = (
        text.replace("ann calls [$0.05]", "ann calls [$0.15]").replace("[$4.90]", "[$4.75]").replace("$0.30", "$0.75")
    )
    assert text.count("$0.25]") == 2 and "[$0.10]\nbob" in text
    verdict = _verdict(text)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    _refused(_changed(text, "blind [$0.25]", "blind [$0.24]"), "is not the 0.25 the hand's stakes name")


def test_a_hand_without_its_table_or_tournament_line_is_refused() -> None:
    # its tournament chips had been read as euros and cents (105 chips as €105.00)
    (hand,) = list(read(_changed(TOURNEY, "Tournament #39132902 0,09 € + 0,01 € - Table #1 (Real Money)\n", "")))
    assert hand.error is not None
    assert "line 4 is neither the table's ('Table ... (Real Money)') nor the tournament's" in hand.error.reason
    assert audit_hand(hand).outcome is Outcome.NOT_AUDITABLE
