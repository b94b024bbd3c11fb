"""Hands of a game pokerrank does not play: a hand whose every pot went uncontested (everyone
else folded) is audited on its chips like any other hand; a hand contested at the end is NOT
AUDITABLE naming the game. Every hand text here is written for these tests."""

from __future__ import annotations

import pytest

from pokerrank.errors import PokerRankError
from pokerrank.handhistory import audit_hand, read, replay, to_deal
from pokerrank.handhistory.verdicts import Outcome

FOLDED = """PokerStars Hand #701: Fusion Pot Limit ($0.10/$0.25 USD) - 2024/01/01 12:00:00 ET
Table 'Vega' 6-max Seat #1 is the button
Seat 1: ann ($25 in chips)
Seat 2: bob ($25 in chips)
Seat 3: cid ($25 in chips)
bob: posts small blind $0.10
cid: posts big blind $0.25
*** HOLE CARDS ***
Dealt to ann [Ah Kd 7c 2s]
ann: raises $0.50 to $0.75
bob: calls $0.65
cid: folds
*** FLOP *** [8h 4c 2d]
bob: checks
ann: bets $1
bob: folds
Uncalled bet ($1) returned to ann
ann collected $1.70 from pot
ann: doesn't show hand
*** SUMMARY ***
Total pot $1.75 | Rake $0.05
Board [8h 4c 2d]
Seat 1: ann (button) collected ($1.70)
Seat 2: bob (small blind) folded on the Flop
Seat 3: cid (big blind) folded before Flop
"""

SHOWDOWN = """PokerStars Hand #702: Fusion Pot Limit ($0.10/$0.25 USD) - 2024/01/01 12:01:00 ET
Table 'Vega' 6-max Seat #1 is the button
Seat 1: ann ($25 in chips)
Seat 2: bob ($25 in chips)
bob: posts small blind $0.10
ann: posts big blind $0.25
*** HOLE CARDS ***
Dealt to ann [Ah Kd 7c 2s]
bob: calls $0.15
ann: checks
*** FLOP *** [8h 4c 2d]
bob: checks
ann: checks
*** TURN *** [8h 4c 2d] [Js]
bob: checks
ann: checks
*** RIVER *** [8h 4c 2d Js] [5h]
bob: checks
ann: checks
*** SHOW DOWN ***
ann: shows [Ah Kd 7c 2s] (a pair of Deuces)
bob: {end}
ann collected $0.50 from pot
*** SUMMARY ***
Total pot $0.50 | Rake $0
Board [8h 4c 2d Js 5h]
Seat 1: ann (big blind) showed [Ah Kd 7c 2s] and won ($0.50) with a pair of Deuces
Seat 2: bob (button) (small blind) mucked
"""

CONTESTED = SHOWDOWN.format(end="shows [Qs Qd 9c 3h] (a pair of Queens)").replace(
    "Seat 2: bob (button) (small blind) mucked", "Seat 2: bob (button) (small blind) showed [Qs Qd 9c 3h] and lost"
)
MUCKED = SHOWDOWN.format(end="mucks hand")


def one(text: str):  # type: ignore[no-untyped-def]
    (record,) = read(text)
    assert record.error is None and record.game is None and record.game_text == "Fusion Pot Limit"
    return record


def test_a_pot_everyone_else_folded_to_is_audited_on_its_chips() -> None:
    verdict = audit_hand(one(FOLDED))
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert verdict.reason is None and not verdict.showdown
    assert verdict.detail == (
        "ann wins $1.70 (pot $1.75 less $0.05 rake), as paid; Fusion Pot Limit is not in pokerrank's games: "
        "no ranking was needed (every other player folded)"
    )
    assert {p.player: (p.rules, p.paid) for p in verdict.payouts} == {"ann": (270, 270)}  # $1 back, $1.70 won


def test_a_pot_everyone_else_folded_to_paid_wrong_is_a_mismatch() -> None:
    wrong = FOLDED.replace("ann collected $1.70 from pot", "ann collected $1.60 from pot\nbob collected $0.10 from pot")
    wrong = wrong.replace("collected ($1.70)", "collected ($1.60)")  # (the summary says the same: bob paid $0.10)
    wrong = wrong.replace("Seat 2: bob (small blind) folded on the Flop", "Seat 2: bob (small blind) collected ($0.10)")
    verdict = audit_hand(one(wrong))
    assert verdict.outcome is Outcome.MISMATCH, verdict.detail
    assert "Fusion Pot Limit is not in pokerrank's games" in verdict.detail


@pytest.mark.parametrize("text", [CONTESTED, MUCKED], ids=["both-show", "one-mucks"])
def test_a_pot_contested_at_the_end_stays_not_auditable_naming_the_game(text: str) -> None:
    verdict = audit_hand(one(text))  # (a muck at the showdown is a showdown: the room judged the hands)
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert verdict.reason == "game pokerrank does not play"
    assert verdict.detail == "Fusion Pot Limit is not in pokerrank's games"


def test_the_lines_of_an_uncontested_hand_are_still_checked() -> None:
    verdict = audit_hand(one(FOLDED.replace("bob: checks\n", "bob: levitates $5\nbob: checks\n")))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "line not understood"
    assert "bob: levitates $5" in verdict.detail


def test_the_note_is_said_in_the_audits_language() -> None:
    verdict = audit_hand(one(FOLDED), lang="de")
    assert verdict.outcome is Outcome.MATCH
    assert "Fusion Pot Limit gehört nicht zu den Spielen von pokerrank: keine Rangfolge war nötig" in verdict.detail


def test_audit_with_the_rules_says_the_actions_were_not_checked() -> None:
    from pokerrank.engine import audit_with_rules, from_record

    record = one(FOLDED)
    driven = from_record(record)
    assert driven.status == "not drivable" and "Fusion Pot Limit" in driven.reason
    verdict = audit_with_rules(record)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "rules not checkable"
    assert "a game pokerrank does not play" in verdict.detail


def test_replay_deal_writers_and_results_take_such_a_hand_or_refuse_it_typed() -> None:
    from pokerrank.handhistory import to_ohh, to_phh
    from pokerrank.results import hand_result

    record = one(FOLDED)
    play = replay(record)
    assert play.game is None and play.contenders == ("ann",) and play.uncalled == ("ann", 100)
    assert to_deal(record)["game"] is None
    for write in (to_phh, to_ohh):
        with pytest.raises(PokerRankError, match="Fusion Pot Limit"):
            write(record)
    result = hand_result(record)
    assert {row.player: row.net for row in result.players} == {"ann": 95, "bob": -75, "cid": -25}
    assert result.rake == 5


PHH_FOLDED = """variant = 'XX'
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [10000, 10000, 5000]
actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'd dh p3 7c2d', 'p3 f', 'p1 f']
players = ['ann', 'bob', 'cid']
finishing_stacks = {finishing}
"""


def test_every_format_is_judged_alike_a_phh_hand_of_an_unknown_variant() -> None:
    (record,) = read(PHH_FOLDED.format(finishing="[9950, 10050, 5000]"))
    assert record.game is None and record.format == "phh"
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.MATCH and "is not in pokerrank's games: no ranking was needed" in verdict.detail
    (wrong,) = read(PHH_FOLDED.format(finishing="[10050, 9950, 5000]"))
    assert audit_hand(wrong).outcome is Outcome.MISMATCH
