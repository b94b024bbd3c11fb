"""Everleaf hand texts: the room's own lines, read and audited by each winner's ``wins`` line."""

from __future__ import annotations

import pytest
from _renaming import assert_renaming_holds, renamed
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.detect import detect_format
from pokerrank.handhistory.records import ActionKind
from pokerrank.handhistory.replay import to_deal
from pokerrank.handhistory.verdicts import INCONSISTENT

HI_LO = """Everleaf Gaming Game #148736929
***** Hand history for game #148736929 *****
$0.50/$1 Omaha Hi/Lo - 2010/03/01 - 11:00:02
Table Kentfield I
Seat 6 is the button
Total number of players: 3
Seat 6: ann (  $ 25 USD )
Seat 10: bob (  $ 25 USD )
Seat 2: cid ( new player )
ann: posts small blind [$ 0.25 USD]
bob: posts big blind [$ 0.50 USD]
** Dealing down cards **
Dealt to bob [ 9c, 4h, Td, Jc ]
ann raises [$ 0.75 USD]
bob calls [$ 0.50 USD]
** Dealing Flop ** [ 2s, Ad, 8d ]
bob checks
ann: bets [$ 0.50 USD]
bob calls [$ 0.50 USD]
ann: it is my night
** Dealing Turn ** [ Th ]
bob checks
ann checks
** Dealing River ** [ 5h ]
bob checks
ann checks
ann shows [ 3c, 4c, Kd, Kh ] a straight, five high
bob shows [ 9c, 4h, Td, Jc ] a pair of tens
ann wins  high ($ 1.43 USD) from main pot with a straight, five high [ 5h, 4c, 3c, 2s, Ad ]
ann wins  low ($1.42) from main pot with 5, 4, 3, 2, A [ 5h, 4c, 3c, 2s, Ad ]
"""

EURO_CP1252 = (
    "Everleaf Gaming Game #355196915\r\n***** Hand history for game #355196915 *****\r\n"
    "Blinds \u02c60.25/\u02c60.50 NL Hold'em - 2012/02/09 - 22:09:43\r\nTable Budapest\r\nSeat 1 is the button\r\n"
    "Total number of players: 2\r\nSeat 1: ann (  \u02c6 50 EURO )\r\nSeat 2: bob (  \u02c6 50 EURO )\r\n"
    "ann: posts small blind [\u02c6 0.25 EURO]\r\nbob: posts big blind [\u02c6 0.50 EURO]\r\n"
    "** Dealing down cards **\r\nann raises [\u02c6 1.25 EURO]\r\nbob calls [\u02c6 1 EURO]\r\n"
    "** Dealing Flop ** [ 8s, 9h, 3s ]\r\nbob: bets [\u02c6 3 EURO]\r\n"
    "ann folds\r\nbob does not show cards\r\nbob wins \u02c6 2.85 EURO from main pot\r\n"
).encode("cp1252")

STUD = """Everleaf Gaming Game #285997675
***** Hand history for game #285997675 *****
$0.05/$0.10 7 Card Stud - 2011/07/08 - 00:09:57
Table Clarkdale 20
Total number of players: 3
Seat 1: ann (  $ 0.53 USD )
Seat 2: bob (  $ 1.26 USD )
Seat 3: cid (  $ 1.61 USD )
ann: posts ante [$ 0.01 USD]
bob: posts ante [$ 0.01 USD]
cid: posts ante [$ 0.01 USD]
** Dealing down cards **
bob posts bring-in $0.02.
cid completes to $0.05.
ann folds
bob calls [$ 0.03 USD]
**** dealing 4th street ****
bob checks
cid checks
**** dealing 5th street ****
bob checks
cid: bets [$ 0.10 USD]
bob calls [$ 0.10 USD]
**** dealing 6th street ****
bob checks
cid checks
**** dealing river ****
bob checks
cid checks
cid shows [ Ac, Ad, 7h, 8s, Qc, 4d, 6h ] a pair of aces
bob does not show cards
cid wins $ 0.32 USD from main pot with a pair of aces
"""

TOURNAMENT = """- - Grand Poker - Game #15649156
***** Hand history for game #15649156 *****
Tournament #2768325 - Level 2
Blinds 15/30 NL Hold'em - 9 Max - 2019/01/21 - 13:05:02
Table 1
Seat 3 is the button
Total number of players: 3
Seat 1: ann ( 2,000 )
Seat 2: bob ( 1970 )
Seat 3: cid ( 2000 )
ann: posts small blind [15]
bob: posts big blind [30]
** Dealing down cards **
cid raises [2,000]
ann folds
bob calls [1,940]
bob shows [ Ah, Ad ] a pair of aces
cid shows [ Kh, Kd ] a pair of kings
** Dealing Flop ** [ 2c, 7d, 9h ]
** Dealing Turn ** [ Jc ]
** Dealing River ** [ 3s ]
bob wins 3,955 chips from main pot with a pair of aces [ Ah, Ad, Jc, 9h, 7d ]
cid has been reseated to this table
"""


def _one(text: str | bytes):  # type: ignore[no-untyped-def]
    hands = list(read(text))
    assert len(hands) == 1
    return hands[0]


def test_detected_from_the_text() -> None:
    assert detect_format(HI_LO) == "everleaf"
    assert detect_format(TOURNAMENT) == "everleaf"


def test_hi_lo_every_amount_added_chat_and_a_seat_without_chips() -> None:
    hand = _one(HI_LO)
    assert hand.site == "Everleaf" and hand.game == "omaha-hi-lo" and hand.structure == "limit"
    assert hand.seats[0].name == "cid" and hand.seats[0].sitting_out  # "( new player )": no chips in front
    raise_ = next(a for a in hand.actions if a.kind is ActionKind.RAISE)
    assert (raise_.amount, raise_.to) == (75, 100)  # [$ 0.75] added to the $0.25 blind
    assert hand.rake == 15  # $3.00 put in, $2.85 paid: the room prints no rake
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail  # ann's wheel scoops: $1.43 high, the odd cent
    assert [w.ok for w in verdict.words] == [True] * 4  # "a straight, five high", "a pair of tens", each side won
    named = HI_LO.replace("] a pair of tens", "] a pair of jacks")
    assert audit_hand(_one(named)).reason == "words"
    bob_low = HI_LO.replace("ann wins  low ($1.42)", "bob wins  low ($1.42)")
    assert audit_hand(_one(bob_low)).outcome is Outcome.MISMATCH


def test_the_euro_written_as_0x88_in_windows_1252() -> None:
    hand = _one(EURO_CP1252)
    assert hand.currency == "EUR" and hand.encoding == "cp1252" and hand.seats[0].stack == 5000
    assert hand.returned == {"bob": 300} and hand.rake == 15
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_stud_bring_in_completion_and_a_loser_who_does_not_show() -> None:
    hand = _one(STUD)
    assert hand.game == "stud" and hand.button is None and hand.mucked == frozenset({"bob"})
    kinds = [a.kind for a in hand.actions]
    assert kinds[3:5] == [ActionKind.BRING_IN, ActionKind.RAISE]
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert to_deal(hand)["players"][2]["cards"] == "Ac Ad 7h 8s Qc 4d 6h"


def test_a_skin_s_tournament_in_chips() -> None:
    hand = _one(TOURNAMENT)
    assert hand.tournament == "2768325" and hand.unit == 1 and hand.rake == 0 and hand.seats[0].stack == 2000
    assert hand.returned == {"cid": 30}  # cid's all-in over bob's stack goes back
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_lines_no_rule_reads_are_quoted() -> None:
    verdict = audit_hand(_one(HI_LO.replace("bob checks\nann: bets", "bob juggles [$ 5 USD]\nann: bets")))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "juggles" in verdict.detail


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_garbled_hands_are_read_or_refused_never_raise(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from([HI_LO, STUD, TOURNAMENT]))
    lines = text.splitlines()
    k = data.draw(st.integers(1, len(lines) - 1))
    cut = data.draw(st.integers(0, len(lines[k])))
    junk = data.draw(st.text(alphabet="$0123456789., []-*:()USDabcdefiklnorstw", max_size=12))
    lines[k] = lines[k][:cut] + junk
    for hand in read("\n".join(lines)):
        assert audit_hand(hand).outcome in (Outcome.MATCH, Outcome.MISMATCH, Outcome.NOT_AUDITABLE)


@pytest.mark.parametrize(
    "names",
    [
        {"ann": "re:", "bob": "Jo:hn"},
        {"ann": "a", "bob": "a:"},  # "a: bets" is a's, "a: calls" a:'s: the longest seated name first
        {"ann": "a:b", "bob": "a"},
        {"ann": "Al", "bob": "Al [2]"},
        {"bob": "x]y[", "ann": "[Bob]"},
    ],
)
def test_names_with_colons_and_brackets_are_found_by_the_seated_names(names: dict[str, str]) -> None:
    assert_renaming_holds(HI_LO, names)
    assert_renaming_holds(STUD, names)
    unshown = HI_LO.replace("bob shows [ 9c, 4h, Td, Jc ] a pair of tens", "bob does not show cards")
    assert next(read(renamed(unshown, names))).hole == {names["bob"]: "9c 4h Td Jc", names["ann"]: "3c 4c Kd Kh"}


def test_a_dealt_line_without_cards_is_its_player_s() -> None:
    # `Dealt to bob` with no cards: read as bob's line (it was taken as a player named '')
    hand = _one(HI_LO.replace("Dealt to bob [ 9c, 4h, Td, Jc ]", "Dealt to bob"))
    assert hand.error is None and audit_hand(hand).outcome is Outcome.MATCH


def test_a_player_seated_with_no_chips_who_acts_contradicts_the_record() -> None:
    """cid is seated `( new player )`: not in the hand. A fold of his is the record contradicting
    itself, both lines quoted (was a silent MATCH: a survey of this session's not-dealt-in check)."""
    text = HI_LO.replace("** Dealing Turn ** [ Th ]\n", "** Dealing Turn ** [ Th ]\ncid folds\n")
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == INCONSISTENT, verdict.detail
    assert "line 22: 'cid folds', but line 9: 'Seat 2: cid ( new player )'" in verdict.detail
    assert audit_hand(_one(HI_LO)).outcome is Outcome.MATCH  # (seated and idle: as before)


def test_a_player_seated_with_no_chips_who_shows_contradicts_the_record() -> None:
    """A show is no action in Everleaf's reading: a review found cid's show of a seat not in the
    hand still a MATCH, his cards among the shown."""
    text = HI_LO.replace("bob shows [", "cid shows [ Ah, Ac, As, 2h ] three aces\nbob shows [")
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == INCONSISTENT, verdict.detail
    assert "'cid shows [ Ah, Ac, As, 2h ] three aces', but line 9:" in verdict.detail
