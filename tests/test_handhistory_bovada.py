"""Bovada, Ignition and Bodog hand texts: the room's own lines, read and audited."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.detect import detect_format
from pokerrank.handhistory.records import ActionKind
from pokerrank.handhistory.replay import to_deal
from pokerrank.handhistory.writers import to_phh

SIDE_POT_2021 = """Ignition Hand #10 TBL#5 HOLDEM No Limit [MVS] - 2021-03-11 22:58:57 UTC
Table Info: Version: 1, Type: MVS, Stakes: $0.25-$0.50, Table: 000A031E-0
Seat 1: Small Blind ($20 in chips)
Seat 2: Big Blind ($50 in chips)
Seat 3: Dealer [ME] ($100 in chips)
Dealer : Set dealer [3]
Player Info: Seat1: P1-aa, Seat2: P2-bb
Small Blind : Small Blind $0.25
Big Blind : Big Blind $0.50
*** HOLE CARDS ***
Small Blind : Card dealt to a spot [Ah Ad]
Big Blind : Card dealt to a spot [Kh Kd]
Dealer  [ME] : Card dealt to a spot [Qh Qd]
Dealer  [ME] : Raises $1.50 to $1.50
Small Blind : Calls $1.25
Big Blind : Raises $4.50 to $5
Dealer  [ME] : Calls $3.50
Small Blind : Calls $3.50
*** FLOP *** [2c 7d 9h]
Small Blind : All-in $15
Big Blind : All-in(raise) $45 to $45
Dealer  [ME] : Calls $45
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [3s]
Small Blind : Showdown [Ah Ad Js 9h 7d] (One pair)
Big Blind : Showdown [Kh Kd Js 9h 7d] (One pair)
Dealer  [ME] : Showdown [Qh Qd Js 9h 7d] (One pair)
Big Blind : Hand result-Side pot $58.50
Small Blind : Hand result $58.50
*** SUMMARY ***
Total Pot($120)
Board [2c 7d 9h Js 3s]
Seat+1: Small Blind $58.50 with One pair [Ah Ad-Ah Ad Js 9h 7d]
Seat+2: Big Blind $58.50 with One pair [Kh Kd-Kh Kd Js 9h 7d]
Seat+3: Dealer [ME] lost with One pair [Qh Qd-Qh Qd Js 9h 7d]
"""

NO_MARKERS_2012 = """Bovada Hand #20 TBL#7 HOLDEM No Limit - 2012-05-14 00:54:46
Seat 1: Dealer [ME] ($60 in chips)
Seat 2: Small Blind ($100 in chips)
Seat 3: Big Blind ($100 in chips)
Dealer  [ME] : Set dealer/Bring in spot [1]
Small Blind : Ante/Small Blind $1
Big Blind : Big blind/Bring in $2
*** HOLE CARDS ***
Dealer  [ME] : Card dealt to a spot [As Ks]
Small Blind : Card dealt to a spot [7c 2d]
Big Blind : Card dealt to a spot [Qc Qd]
Dealer  [ME] : Calls $2
Small Blind : Raises $8
Big Blind : Calls $6
Dealer  [ME] : Calls $6
Small Blind : Checks
Big Blind : Bets $10
Dealer  [ME] : Raises $30
Small Blind : Folds
Big Blind : Calls $20
Big Blind : Checks
Dealer  [ME] : All-in $22
Big Blind : Calls $22
Dealer  [ME] : Showdown [As Ks Kd Kh 3s] (Three of a kind)
Big Blind : Showdown [Qc Qd Kd Kh 3s] (Two pair)
Dealer  [ME] : Hand result $125
*** SUMMARY ***
Total Pot($128) | Rake ($3)
Board [Kd 8h Kh 3s 4c]
Seat+1: Dealer $125 with Three of a kind [As Ks-Ks Kd Kh As 8h]
"""


def _one(text: str):  # type: ignore[no-untyped-def]
    hands = list(read(text))
    assert len(hands) == 1
    return hands[0]


def test_detected_from_the_text() -> None:
    assert detect_format(SIDE_POT_2021) == "bovada"
    assert detect_format("\ufeffBodog Hand #1 TBL#2 HOLDEM Fixed Limit - 2012-05-14 00:54:46\n") == "bovada"


def test_2021_raise_names_the_street_total_and_side_pot_audits() -> None:
    hand = _one(SIDE_POT_2021)
    assert hand.site == "Ignition" and hand.game == "holdem" and hand.structure == "no-limit"
    assert hand.players == ("Small Blind", "Big Blind", "Dealer [ME]")
    assert hand.button == 3
    raise_ = next(a for a in hand.actions if a.player == "Big Blind" and a.kind is ActionKind.RAISE)
    assert (raise_.amount, raise_.to) == (450, 500)
    all_in = next(a for a in hand.actions if a.player == "Small Blind" and a.all_in)
    assert (all_in.street, all_in.kind, all_in.amount) == ("flop", ActionKind.BET, 1500)
    assert hand.boards == ("2c 7d 9h Js 3s",)
    assert hand.total_pot == 12000 and hand.rake == 300  # unprinted: put in less paid
    assert hand.pots == (5850, 5850)
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_unprinted_rake_paid_to_the_wrong_player_is_a_mismatch() -> None:
    # the body and the summary agree (the summary is compared with the body: the body alone
    # changed is a file that says two things, NOT AUDITABLE, below)
    text = SIDE_POT_2021.replace("Small Blind : Hand result $58.50", "Dealer  [ME] : Hand result $58.50")
    text = text.replace("Seat+1: Small Blind $58.50 with", "Seat+1: Small Blind lost with")
    text = text.replace("Seat+3: Dealer [ME] lost with", "Seat+3: Dealer [ME] $58.50 with")
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.MISMATCH
    assert "Dealer [ME]" in verdict.detail


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        # a seat's amount that is not what the body paid it
        ("Seat+1: Small Blind $58.50 with", "Seat+1: Small Blind $60 with",
         "Small Blind's 'Hand result' lines pay 58.5 but the summary says Small Blind won 60"),
        # the body paid a player the summary says lost
        ("Small Blind : Hand result $58.50", "Dealer  [ME] : Hand result $58.50",
         "Small Blind's 'Hand result' lines pay 0 but the summary says Small Blind won 58.5"),
        # a seat the summary says won what the body never paid
        ("Seat+3: Dealer [ME] lost with", "Seat+3: Dealer [ME] $5 with",
         "Dealer [ME]'s 'Hand result' lines pay 0 but the summary says Dealer [ME] won 5"),
        # the body paid a player the summary says folded
        ("Seat+1: Small Blind $58.50 with One pair [Ah Ad-Ah Ad Js 9h 7d]", "Seat+1: Small Blind Folded on the RIVER",
         "Small Blind's 'Hand result' lines pay 58.5 but the summary says Small Blind won 0"),
    ],
)  # fmt: skip
def test_a_summary_that_says_another_payout_than_the_body_is_said(old: str, new: str, said: str) -> None:
    # was a silent MATCH (or a MISMATCH blaming the room): the summary's amounts were read by shape only
    assert old in SIDE_POT_2021
    verdict = audit_hand(_one(SIDE_POT_2021.replace(old, new)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert f"the room's lines disagree: {said}" in (verdict.detail or "")


def test_a_hi_lo_summary_adds_its_halves_and_a_stud_seat_is_named_by_its_number() -> None:
    from pokerrank.handhistory.bovada import _summary_seat_line

    won: dict[str, list[str]] = {}
    nothing: set[str] = set()
    names = {"UTG", "Seat+3 [ME]", "Dealer"}
    assert _summary_seat_line("Seat+2: UTG HI $1.71 with Two pair [Ah Ad] LO $0.50 [7c 5d]", names, False, won, nothing)
    assert _summary_seat_line("Seat+3: $2 [Does not show]", names, True, won, nothing)
    assert _summary_seat_line("Seat+1: Dealer Folded on the RIVER", names, True, won, nothing)
    assert (won, nothing) == ({"UTG": ["$1.71", "$0.50"], "Seat+3 [ME]": ["$2"]}, {"Dealer"})


def test_2012_hand_without_street_markers() -> None:
    hand = _one(NO_MARKERS_2012)
    streets = [(a.player, a.street, a.kind.value, a.amount, a.to) for a in hand.actions if a.player != "Small Blind"]
    assert ("Big Blind", "flop", "bet", 1000, 1000) in streets
    assert ("Dealer [ME]", "flop", "raise", 3000, 3000) in streets  # "Raises $30": to $30 on the flop
    assert ("Dealer [ME]", "turn", "bet", 2200, 2200) in streets  # all-in: the rest of the stack
    assert hand.boards == ("Kd 8h Kh 3s 4c",) and hand.rake == 300
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert verdict.detail == "Dealer [ME] wins $125 (pot $128 less $3 rake), as paid"


def test_2012_paid_short_is_a_mismatch() -> None:
    text = NO_MARKERS_2012.replace("Hand result $125", "Hand result $124")  # a dollar short of the printed rake
    text = text.replace("Seat+1: Dealer $125 with", "Seat+1: Dealer $124 with")  # (the summary says so too)
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.MISMATCH and "$125" in verdict.detail


def test_a_line_no_rule_reads_is_quoted() -> None:
    text = NO_MARKERS_2012.replace("Small Blind : Checks\n", "Small Blind : Juggles $5\nSmall Blind : Checks\n")
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert "Small Blind : Juggles $5" in verdict.detail


STUD = """Bodog Hand #3 TBL#4 7CARD Fixed Limit - 2012-05-07 03:40:07
Seat+1: $1 in chips
Seat+3 [ME]: $1 in chips
Seat+1 : Ante chip $0.01
Seat+3 [ME] : Ante chip $0.01
*** HOLE CARDS ***
Seat+1 : Card dealt to a spot [7h 8c Jc]
Seat+3 [ME] : Card dealt to a spot [Jh Qh 2h]
Seat+3 [ME] : Bring_in chip $0.02
Seat+1 : Calls $0.02
Seat+1 : Card dealt to a spot [9c]
Seat+3 [ME] : Card dealt to a spot [4c]
Seat+1 : Checks
Seat+3 [ME] : Checks
Seat+1 : Card dealt to a spot [4d]
Seat+3 [ME] : Card dealt to a spot [Kh]
Seat+3 [ME] : D bets $0.10
Seat+1 : Calls $0.10
Seat+1 : Card dealt to a spot [2d]
Seat+3 [ME] : Card dealt to a spot [Kd]
Seat+3 [ME] : Bets $0.10
Seat+1 : Calls $0.10
Seat+1 : Card dealt to a spot [3s]
Seat+3 [ME] : Card dealt to a spot [5s]
Seat+3 [ME] : Checks
Seat+1 : Checks
Seat+3 [ME] : Showdown [Kh Kd Qh Jh 5s] (One pair)
Seat+1 : Showdown [Jc 9c 8c 7h 4d] (High Card)
Seat+3 [ME] : Hand result $0.44
*** SUMMARY ***
Total Pot($0.46) | Rake ($0.02)
"""
"""Stud as Bodog wrote it in 2012: seats named by number, no street markers (each street's cards
dealt after the betting before), a bring-in and a double bet."""


def test_stud_without_street_markers() -> None:
    (hand,) = list(read(STUD))
    assert hand.game == "stud" and hand.button is None and hand.players == ("Seat+1", "Seat+3 [ME]")
    assert hand.hole["Seat+3 [ME]"] == "Jh Qh 2h 4c Kh Kd 5s"
    assert [a.street for a in hand.actions if a.kind is ActionKind.BET] == ["fifth", "sixth"]
    assert next(a for a in hand.actions if a.kind.posts and a.amount == 2).kind is ActionKind.BRING_IN
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    paid_loser = STUD.replace("Seat+3 [ME] : Hand result", "Seat+1 : Hand result")
    assert audit_hand(next(iter(read(paid_loser)))).outcome is Outcome.MISMATCH


def test_stud_with_street_markers() -> None:
    text = (
        STUD.replace("*** HOLE CARDS ***", "*** 3RD STREET ***")
        .replace("Seat+1 : Card dealt to a spot [9c]", "*** 4TH STREET ***\nSeat+1 : Card dealt to a spot [9c]")
        .replace("Seat+1 : Card dealt to a spot [4d]", "*** 5TH STREET ***\nSeat+1 : Card dealt to a spot [4d]")
        .replace("Seat+1 : Card dealt to a spot [2d]", "*** 6TH STREET ***\nSeat+1 : Card dealt to a spot [2d]")
        .replace("Seat+1 : Card dealt to a spot [3s]", "*** RIVER ***\nSeat+1 : Card dealt to a spot [3s]")
    )
    (hand,) = list(read(text))
    assert [a.street for a in hand.actions if a.kind is ActionKind.BET] == ["fifth", "sixth"]
    assert {a.street for a in hand.actions if a.kind is ActionKind.CHECK} == {"fourth", "seventh"}
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_a_line_written_twice_is_named() -> None:
    text = NO_MARKERS_2012.replace("Big Blind : Calls $22\n", "Big Blind : Calls $22\nBig Blind : Calls $22\n")
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert "repeats the line before: 'Big Blind : Calls $22'" in verdict.detail


def test_two_seats_of_one_name_are_refused() -> None:
    text = NO_MARKERS_2012.replace("Seat 3: Big Blind", "Seat 3: Small Blind")
    hand = _one(text)
    assert hand.error is not None and "'Small Blind'" in hand.error.reason


def test_a_hand_starting_mid_line_is_a_hand_of_its_own() -> None:
    cut = NO_MARKERS_2012.split("Big Blind : Bets $10")[0] + "Big Blind : Be"
    hands = list(read(cut + SIDE_POT_2021))
    assert [h.hand_id for h in hands] == ["20", "10"]
    assert audit_hand(hands[1]).outcome is Outcome.MATCH


def test_tournaments_take_no_rake() -> None:
    text = """Bovada Hand #30: HOLDEM Tournament #8 TBL#1, No Limit- Level 1 (10/20) - 2014-08-06 23:16:25
Seat 1: Dealer (1,500 in chips)
Seat 2: Big Blind [ME] (1,500 in chips)
Dealer : Ante chip 5
Big Blind [ME] : Ante chip 5
Dealer : Small Blind 10
Big Blind [ME] : Big Blind 20
*** HOLE CARDS ***
Dealer : Card dealt to a spot [2d As]
Big Blind [ME] : Card dealt to a spot [Qd Qc]
Dealer : Folds
Big Blind [ME] : Return uncalled portion of bet 10
Big Blind [ME] : Hand Result {paid}
*** SUMMARY ***
Total Pot(30)
"""
    hand = _one(text.format(paid=30))
    assert hand.tournament == "8" and hand.stakes == (10, 20) and hand.rake == 0
    assert audit_hand(hand).outcome is Outcome.MATCH
    assert audit_hand(_one(text.format(paid=28))).outcome is Outcome.MISMATCH


@pytest.mark.parametrize("text", [SIDE_POT_2021, NO_MARKERS_2012])
def test_converts_to_a_deal(text: str) -> None:
    deal = to_deal(_one(text))
    names = [p["name"] for p in deal["players"]]
    assert "Dealer [ME]" in names and len(set(names)) == len(names)
    assert deal["board"] == _one(text).boards[0]


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_garbled_hands_are_read_or_refused_never_raise(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from([SIDE_POT_2021, NO_MARKERS_2012]))
    lines = text.splitlines()
    k = data.draw(st.integers(1, len(lines) - 1))
    cut = data.draw(st.integers(0, len(lines[k])))
    junk = data.draw(st.text(alphabet="$0123456789.: []toAlin-()SdeRaBg", max_size=12))
    lines[k] = lines[k][:cut] + junk
    for hand in read("\n".join(lines)):
        verdict = audit_hand(hand)
        assert verdict.outcome in (Outcome.MATCH, Outcome.MISMATCH, Outcome.NOT_AUDITABLE)


def test_the_rooms_words_for_shown_hands_are_checked() -> None:
    (hand,) = list(read(STUD))
    assert [(c.player, c.text) for c in hand.claims] == [("Seat+3 [ME]", "One pair"), ("Seat+1", "High Card")]
    assert all(w.ok for w in audit_hand(hand).words)
    (wrong,) = list(read(STUD.replace("(One pair)", "(Two pair)")))
    verdict = audit_hand(wrong)
    assert verdict.outcome is Outcome.MISMATCH and verdict.reason == "words"


def test_stud_bets_for_phh_from_a_big_bet() -> None:
    (hand,) = list(read(STUD))
    assert hand.stakes == (5, 10)  # the bet on fifth street is a big bet
    assert "small_bet = 0.05" in to_phh(hand)
    ended = "Seat+1 : Folds\nSeat+3 [ME] : Hand result $0.06\n*** SUMMARY ***\nTotal Pot($0.06)\n"
    (short,) = list(read(STUD.split("Seat+1 : Checks")[0] + ended))  # (folding on fourth street, first to act)
    with pytest.raises(HandHistoryError, match="small and big bet"):
        to_phh(short)


HEADS_UP = """Ignition Hand #1 TBL#2 HOLDEM No Limit - 2016-08-09 12:41:32
Seat 1: Small Blind ($50 in chips)
Seat 4: Big Blind [ME] ($50 in chips)
Seat 6: UTG ($50 in chips)
Small Blind : Small Blind $0.25
Big Blind  [ME] : Big blind $0.50
*** HOLE CARDS ***
Small Blind : Card dealt to a spot [9c Th]
Big Blind  [ME] : Card dealt to a spot [9d 9s]
UTG : Card dealt to a spot [2c 2d]
Small Blind : Calls $0.25
Big Blind  [ME] : Raises $10 to $10
Small Blind : Calls $9.50
*** FLOP *** [As Kd 4c]
Small Blind : Checks
Big Blind  [ME] : Bets ${bet}
Small Blind : Folds
Big Blind  [ME] : Return uncalled portion of bet ${back}
Big Blind  [ME] : Hand result ${paid}
*** SUMMARY ***
Total Pot(${total}){rake}
Board [As Kd 4c  ]
"""
"""A hand whose settling is the room's own (the builder's hooks): the bet nobody called printed,
an unprinted rake judged against all that was put in."""


def _heads_up(bet: str = "5", back: str = "5", paid: str = "19.50", total: str = "20", rake: str = ""):  # type: ignore[no-untyped-def]
    text = HEADS_UP.format(bet=bet, back=back, paid=paid, total=total, rake=rake)
    if not back:
        text = text.replace("Big Blind  [ME] : Return uncalled portion of bet $\n", "")
    if not paid:
        text = text.replace("Big Blind  [ME] : Hand result $\n", "")
    return _one(text)


def test_the_room_settles_its_own_way() -> None:
    hand = _heads_up()
    assert hand.returned == {"Big Blind [ME]": 500} and hand.total_pot == 2500 and hand.rake == 50
    assert hand.boards == ("As Kd 4c",)  # the summary's board, without its trailing spaces
    assert audit_hand(hand).outcome is Outcome.MATCH
    # the room prints the bet nobody called: none printed, none worked out by the rules
    unprinted = _heads_up(back="", total="25")
    assert unprinted.returned == {} and unprinted.rake is None
    # the rake the room does not print is at most a tenth of all that was put in ($25), not of the pot called
    assert _heads_up(paid="17.60").rake == 240  # more than a tenth of the $20 called
    assert _heads_up(paid="17.40").rake is None  # more than a tenth of the $25: chips not paid, not rake
    assert audit_hand(_heads_up(paid="17.40")).outcome is Outcome.MISMATCH
    # no payout, no rake (the hand ends unpaid), and a payout beyond what was put in is refused
    assert _heads_up(paid="").rake is None
    assert "the room pays 30, more than the 25 put in" in str(_heads_up(paid="25").error)
    # the summary's pot is what was put in less the bet nobody called
    assert "the summary's pot 21 is not the 20 put in and called" in str(_heads_up(total="21").error)


def test_seats_and_cards_of_players_who_never_act() -> None:
    hand = _heads_up()
    assert [(s.name, s.sitting_out) for s in hand.seats] == [
        ("Small Blind", False), ("Big Blind [ME]", False), ("UTG", False)
    ]  # fmt: skip
    assert set(hand.hole) == {"Small Blind", "Big Blind [ME]"}  # the room deals every seat; UTG never acted
    # a pot paid to a seat that put nothing in is read as printed: the audit finds it
    text = HEADS_UP.format(bet="5", back="5", paid="19.50", total="20", rake="")
    paid_wrong = _one(text.replace("Big Blind  [ME] : Hand result", "UTG : Hand result"))
    assert paid_wrong.error is None
    verdict = audit_hand(paid_wrong)
    assert verdict.outcome is Outcome.MISMATCH and "the room paid $5 " in verdict.detail


def test_pots_are_kept_where_a_side_pot_paid_and_rake_was_taken() -> None:
    assert _one(SIDE_POT_2021).pots == (5850, 5850)
    no_rake = (
        SIDE_POT_2021.replace("result-Side pot $58.50", "result-Side pot $60")
        .replace("Hand result $58.50", "Hand result $60")
        .replace("Total Pot($120)", "Total Pot($120) | Rake ($0)")
        .replace("Blind $58.50 with", "Blind $60 with")  # (the summary's seat lines say so too)
    )
    hand = _one(no_rake)
    assert hand.rake == 0 and hand.pots == ()
    assert audit_hand(hand).outcome is Outcome.MATCH


@pytest.mark.parametrize(
    "line",
    [
        "Seat+2: Big Blind received insurance $2",  # a seat line of a shape the room never writes
        "Big Blind : Hand result $5",  # a payout after the summary: never read as one
        "Insurance: $2",
        "*** INSURANCE ***",
        "Board [2c 7d 9h Js 3s] and pays $2",
        "Seat+3: Dealer [ME] lost with One pair [Qh Qd-Qh Qd Js 9h 7d] and pays $2",
    ],
)
def test_a_summary_line_of_no_shape_the_room_writes_is_quoted(line: str) -> None:
    """The summary's lines are read by their shapes (the totals, the board, each seat's folded,
    shown, lost or paid line): any other line there, or after it, is quoted, never skipped."""
    assert audit_hand(_one(SIDE_POT_2021)).outcome is Outcome.MATCH
    text = SIDE_POT_2021 + line + "\n"
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert line in verdict.detail


def test_the_summarys_own_seat_lines_are_read() -> None:
    """The room's summary seat lines as its files write them: a fold on each street, a hand
    mucked, paid without showing, a Hi/Lo hand's low half, a knockout's bounty; the hero with
    or without its ``[ME]``; a stud seat named by its number alone."""
    summary = SIDE_POT_2021.split("Seat+1: Small Blind $58.50")[0]
    for line in (
        "Seat+1: Small Blind Folded before the FLOP",
        "Seat 1: Small Blind Folded on the POCKET CARDS",
        "Seat+3: Dealer Folded on the RIVER",
        "Seat+3: Dealer [ME] Folded on the TURN",
        "Seat 2: Big Blind [Mucked] [Kh Kd   ]",
        "Seat+2: Big Blind HI $58.50 [Does not show]",
        "Seat 2: Big Blind 5300 [Does not show]",
        "Seat+2: Big Blind $58.50  with One pair [Kh Kd-Kh Kd Js 9h 7d]",
        "Seat+1: Small Blind lose with One pair [Ah Ad-Ah Ad Js 9h 7d]",
        "Seat+2: Big Blind  with One pair [5s 3d Ad 7s-3d Ad 8c 3s Tc] LO $6.40 [5s 3d Ad 7s-5s Ad 6c 2d 3s]",
        "Seat+2: Big Blind HI $3.21  with Straight [9d 8h 2s 7d-9d 7d 6c 8c Tc]  [9d 8h 2s 7d-8h 7d 6c 2d 3s]",
        "Seat 7:Dealer 8680  with Three of a kind [Ah Ac-As Ah Ac Jc Tc]   BOUNTY awarded:$5",
    ):
        verdict = audit_hand(_one(summary + line + "\n"))
        # read: a MATCH, or the line's amounts compared with the body's (this summary's one seat
        # line may say another payout than the hand's: the file then says two things)
        assert verdict.outcome is Outcome.MATCH or verdict.reason == "chips do not add up", (line, verdict.detail)
        assert verdict.outcome is Outcome.MATCH or "the room's lines disagree" in (verdict.detail or "")


@pytest.mark.parametrize(
    "new",
    [
        "Big Blind : Showdown [Kh Kd Js 9h 7d] (One pair) and pays $5",
        "Big Blind : Showdown insurance [Kh Kd Js 9h 7d] (One pair)",
        "Big Blind : Mucks $5 [Kh Kd Js 9h 7d] (One pair)",
    ],
)
def test_a_shown_hand_is_read_whole(new: str) -> None:
    """``Showdown``, ``Does not show`` and ``Mucks`` lines end with the cards and the room's
    words for the hand: a line that goes on is quoted, not read as its first word."""
    verdict = audit_hand(_one(SIDE_POT_2021.replace("Big Blind : Showdown [Kh Kd Js 9h 7d] (One pair)", new)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert new in verdict.detail


def test_the_rooms_notices_after_the_summary_stay_neutral() -> None:
    for line in ("Small Blind : Seat sit out", "UTG : Table leave user", "Table enter user", "Big Blind : Sit out"):
        verdict = audit_hand(_one(SIDE_POT_2021 + line + "\n"))
        assert verdict.outcome is Outcome.MATCH, (line, verdict.detail)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("*** FLOP *** [2c 7d 9h]", "*** FLOP *** [2c insurance 9h]"),
        ("Board [2c 7d 9h Js 3s]", "Board [2c 7d insurance Js 3s]"),
        ("Big Blind : Showdown [Kh Kd Js 9h 7d]", "Big Blind : Showdown [Kh Kd insurance 9h 7d]"),
    ],
)
def test_a_word_among_cards_is_quoted(old: str, new: str) -> None:
    """A word in a card list (a token longer than any card) is no card the room writes: the line
    is quoted (a street's cards were superseded by the summary's board, and never looked at)."""
    verdict = audit_hand(_one(SIDE_POT_2021.replace(old, new)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert new in verdict.detail


@pytest.mark.parametrize(
    "line", ["Seat 2:  Folded on the 5TH STREET", "Seat 1:   lost with One pair [9d 8s Jd 5c Td Js-Js Jd Ac Td 9d]"]
)
def test_a_summary_seat_line_without_a_name_is_a_stud_tables_alone(line: str) -> None:
    # a stud table's summary names the seat alone; in Hold'em such a line names nobody the hand
    # knows: quoted (it was read as the stud table's, MATCH: the review of h-plainfix)
    assert audit_hand(_one(STUD + line + "\n")).outcome is Outcome.MATCH
    holdem = audit_hand(_one(SIDE_POT_2021.split("Seat+1: Small Blind $58.50")[0] + line + "\n"))
    assert holdem.outcome is Outcome.NOT_AUDITABLE and line in holdem.detail


def test_an_unreadable_summary_amount_names_its_own_seat_line() -> None:
    # was: the error named the '*** SUMMARY ***' line, not the seat line whose amount it is
    assert "Seat+1: Small Blind $58.50" in SIDE_POT_2021
    text = SIDE_POT_2021.replace("Seat+1: Small Blind $58.50", "Seat+1: Small Blind $58.5.0", 1)
    rows = text.splitlines()
    seat_line = next(k for k, row in enumerate(rows, 1) if row.startswith("Seat+1: Small Blind $58.5.0"))
    assert seat_line > next(k for k, row in enumerate(rows, 1) if row.startswith("*** SUMMARY ***")) + 1
    hand = _one(text)
    assert hand.error is not None and hand.error.line == seat_line, hand.error
    assert "58.5.0" in hand.error.reason


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("*** FLOP *** [2c 7d 9h]", "*** FLOP *** [2c 7d 8h]"),  # (the summary's board is read: 9h)
        ("*** TURN *** [2c 7d 9h] [Js]", "*** TURN *** [2c 7d 9h] [Jc]"),
        ("*** RIVER *** [2c 7d 9h Js] [3s]", "*** RIVER *** [2c 7d 9h Qs] [3s]"),
    ],
)
def test_a_street_dealing_another_board_than_the_summary_writes_is_a_record_that_contradicts_itself(
    old: str, new: str
) -> None:
    assert audit_hand(_one(SIDE_POT_2021)).outcome is Outcome.MATCH
    verdict = audit_hand(_one(SIDE_POT_2021.replace(old, new)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "record contradicts itself"
    assert new in verdict.detail and "Board [2c 7d 9h Js 3s]" in verdict.detail


TOURNAMENT_SEAT_FIGURES = """Bovada Hand #4: HOLDEM Tournament #9 TBL#2, No Limit- Level 1 (10/20) - 2016-06-28 21:26:08
Seat 75: Dealer (1,500 in chips)
Seat 90: Small Blind (1,500 in chips)
Seat 12: Big Blind [ME] (1,500 in chips)
Dealer : Set dealer [3]
Dealer : Ante chip 5
Small Blind : Ante chip 5
Big Blind  [ME] : Ante chip 5
Small Blind : Small Blind 10
Big Blind  [ME] : Big Blind 20
*** HOLE CARDS ***
Dealer : Card dealt to a spot [8d 5s]
Small Blind : Card dealt to a spot [3h 4d]
Big Blind  [ME] : Card dealt to a spot [3c 4s]
Dealer : Folds
Small Blind : Call 10
Big Blind  [ME] : Checks
*** FLOP *** [2c 7d 9h]
Small Blind : Checks
Big Blind  [ME] : Checks
*** TURN *** [2c 7d 9h] [Js]
Small Blind : Checks
Big Blind  [ME] : Checks
*** RIVER *** [2c 7d 9h Js] [Qs]
Small Blind : Checks
Big Blind  [ME] : Checks
Small Blind : Showdown [Qs Js 9h 7d 2c] (High Card)
Big Blind  [ME] : Showdown [Qs Js 9h 7d 2c] (High Card)
Small Blind : Hand Result {small}
Big Blind  [ME] : Hand Result {big}
*** SUMMARY ***
Total Pot(55)
Board [2c 7d 9h Js Qs]
Seat+1: Dealer Folded before the FLOP
Seat+2: Small Blind {small} with High Card [3h 4d-Qs Js 9h 7d 2c]
Seat+3: Big Blind [ME] {big} with High Card [3c 4s-Qs Js 9h 7d 2c]
"""
"""A tournament's seats numbered with figures of their own (75, 90, 12), listed in the table's
order, clockwise: the odd chip of the split pot goes to the Small Blind, first after the
Dealer's button (by the seat figures, the Big Blind's 12 came first after ``Set dealer [3]``)."""


def test_a_tournaments_seat_figures_are_no_places_the_list_is_the_tables_order() -> None:
    hand = _one(TOURNAMENT_SEAT_FIGURES.format(small=28, big=27))
    assert [(seat.seat, seat.name) for seat in hand.seats] == [(1, "Dealer"), (2, "Small Blind"), (3, "Big Blind [ME]")]
    assert hand.button == 1
    assert audit_hand(hand).outcome is Outcome.MATCH
    wrong = audit_hand(_one(TOURNAMENT_SEAT_FIGURES.format(small=27, big=28)))
    assert wrong.outcome is Outcome.MISMATCH
    assert [(p.player, p.rules, p.paid) for p in wrong.payouts if not p.ok] == [
        ("Small Blind", 28, 27),
        ("Big Blind [ME]", 27, 28),
    ]
    phh = to_phh(hand)  # (PHH's order of play from the seat after the button: the small blind first)
    assert "blinds_or_straddles = [10, 20, 0]" in phh


@pytest.mark.parametrize(
    ("seats", "button"),
    [
        # the figures happen to come in order (a tournament's, one time in six three-handed):
        # ``Set dealer [3]`` counts places, the Dealer's seat is the button
        (("Seat 12: Big Blind [ME]", "Seat 75: Dealer", "Seat 90: Small Blind"), 75),
        # no seat is the Dealer and no seat line is ``Set dealer``'s (a dead button): the blinds place it
        (("Seat 12: Big Blind [ME]", "Seat 75: UTG", "Seat 90: Small Blind"), 89),
    ],
)
def test_a_tournaments_button_is_the_dealers_seat_whatever_its_figure(seats: tuple[str, ...], button: int) -> None:
    lines = TOURNAMENT_SEAT_FIGURES.format(small=28, big=27).splitlines()
    lines[1:4] = [f"{seat} (1,500 in chips)" for seat in seats]
    if "Dealer" not in " ".join(seats):
        lines = [line.replace("Dealer :", "UTG :") for line in lines if "Set dealer" not in line]
        lines = [line.replace("Seat+1: Dealer", "Seat+1: UTG") for line in lines]
    hand = _one("\n".join(lines) + "\n")
    assert hand.error is None and hand.button == button
    verdict = audit_hand(hand)  # (the odd chip the Small Blind's, first after the button)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
