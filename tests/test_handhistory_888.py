"""888poker / Pacific hand texts: the room's own lines, read and audited."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.detect import detect_format
from pokerrank.handhistory.records import ActionKind
from pokerrank.handhistory.replay import to_deal

EURO = """#Game No : 500
***** 888poker Hand History for Game 500 *****
25 €/50 € Blinds Pot Limit Omaha - *** 03 12 2015 15:12:29
Table Frisco 6 Max (Real Money)
Seat 2 is the button
Total number of players : 3
Seat 2: ann ( 15\u00a0788,50 € )
Seat 4: bob ( 9\u00a0899 € )
Seat 7: cid ( 1\u00a0000 € )
ann posts small blind [25 €]
bob posts big blind [50 €]
** Dealing down cards **
Dealt to cid [ 2c, 3d, 4h, 5s ]
cid folds
ann raises [125 €]
bob calls [100 €]
** Dealing flop ** [ 2d, Kh, 7d ]
bob checks
ann bets [150 €]
bob folds
** Summary **
ann collected [ 297,50 € ]
"""

SHOWDOWN = """#Game No : 600
***** Cassava Hand History for Game 600 *****
$0.01/$0.02 Blinds No Limit Holdem - *** 04 02 2011 11:27:06
Table Huelva (Real Money)
Seat 1 is the button
Total number of players : 3
Seat 1: ann ( $2 )
Seat 2: bob ( $1,000.50 )
Seat 3: cid ( $2 )
bob posts small blind [$0.01]
cid posts big blind [$0.02]
** Dealing down cards **
ann raises [$0.06]
bob calls [$0.05]
cid calls [$0.04]
** Dealing flop ** [ 4s, Ac, 7h ]
bob checks
cid bets [$0.10]
ann calls [$0.10]
bob folds
** Dealing turn ** [ 4h ]
cid checks
ann checks
** Dealing river ** [ 9c ]
cid checks
ann checks
** Summary **
ann shows [ Ad, Kd ]
cid mucks [ 7s, 5s ]
ann collected [ $0.36 ]
"""


def _one(text: str):  # type: ignore[no-untyped-def]
    hands = list(read(text))
    assert len(hands) == 1
    return hands[0]


def test_detected_from_the_text() -> None:
    assert detect_format(EURO) == "888"
    assert detect_format("\ufeff#Game No : 1\n***** 888poker Hand History for Game 1 *****\n") == "888"


def test_euro_amounts_raises_add_and_the_rake_is_worked_out() -> None:
    hand = _one(EURO)
    assert hand.site == "888poker" and hand.game == "omaha" and hand.structure == "pot-limit"
    assert hand.currency == "EUR" and hand.seats[0].stack == 1578850
    raise_ = next(a for a in hand.actions if a.kind is ActionKind.RAISE)
    assert (raise_.amount, raise_.to) == (12500, 15000)  # 125 € added to the 25 € blind
    assert hand.returned == {"ann": 15000}  # the bet nobody called, not printed
    assert hand.rake == 250  # 300 € in the pot, 297,50 € collected
    assert hand.hole["cid"] == "2c 3d 4h 5s"
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_a_collected_line_holding_the_bet_nobody_called() -> None:
    text = EURO.replace("ann collected [ 297,50 € ]", "ann collected [ 447,50 € ]")
    hand = _one(text)
    assert hand.returned == {} and hand.rake == 250
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_showdown_and_cards_named_in_a_mucks_line() -> None:
    hand = _one(SHOWDOWN)
    assert hand.seats[1].stack == 100050
    assert hand.boards == ("4s Ac 7h 4h 9c",) and hand.rake == 2  # $0.38 put in, $0.36 collected
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    # cid's two pair named in the summary beat ann's: the room paying ann is then a mismatch
    beaten = SHOWDOWN.replace("cid mucks [ 7s, 5s ]", "cid mucks [ 7s, 4c ]")
    assert audit_hand(_one(beaten)).outcome is Outcome.MISMATCH


def test_dead_blinds_and_other_languages_ranks() -> None:
    text = SHOWDOWN.replace(
        "cid posts big blind [$0.02]\n", "cid posts big blind [$0.02]\nann posts dead blind [$0.01 + $0.02]\n"
    ).replace("ann raises [$0.06]", "ann raises [$0.04]")
    hand = _one(text)
    assert hand.dead == {"ann": 1}
    assert audit_hand(hand).outcome is not Outcome.NOT_AUDITABLE
    dutch = SHOWDOWN.replace("ann shows [ Ad, Kd ]", "ann shows [ Ad, Hd ]")
    assert _one(dutch).hole["ann"] == "Ad Kd"
    swedish = SHOWDOWN.replace("ann shows [ Ad, Kd ]", "ann shows [ Ed, Knd ]")
    assert _one(swedish).hole["ann"] == "Ad Jd"


def test_a_line_no_rule_reads_is_quoted() -> None:
    text = SHOWDOWN.replace("bob checks\n", "bob juggles [$5]\n", 1)
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "bob juggles [$5]" in verdict.detail


def test_no_collected_line_is_not_auditable() -> None:
    text = SHOWDOWN.replace("ann collected [ $0.36 ]\n", "")
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "collected" in verdict.detail


def test_a_payout_to_a_seat_that_put_nothing_in_is_the_audits_to_show() -> None:
    """A ``collected`` line for a seat dealt in that put nothing in is kept as the room wrote
    it: the audit shows the payouts beside the rules' (the hand is not refused as misread)."""
    text = SHOWDOWN.replace("Seat 3: cid ( $2 )\n", "Seat 3: cid ( $2 )\nSeat 4: dan ( $5 )\n").replace(
        "ann collected [ $0.36 ]\n", "ann collected [ $0.30 ]\ndan collected [ $0.06 ]\n"
    )
    record = _one(text)
    assert record.error is None
    assert [(c.player, c.amount) for c in record.collected] == [("ann", 30), ("dan", 6)]
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.MISMATCH and verdict.reason == "payout"


def test_hands_run_together_on_one_line() -> None:
    hands = list(read(SHOWDOWN.rstrip("\n") + EURO))
    assert [h.hand_id for h in hands] == ["600", "500"]
    assert all(audit_hand(h).outcome is Outcome.MATCH for h in hands)


def test_tournament_chips_take_no_rake_and_convert() -> None:
    text = SHOWDOWN.replace("$0.01/$0.02 Blinds", "10/20 Blinds").replace(
        "Table Huelva (Real Money)", "Tournament #36216773 Free - Table #244 (Real Money)"
    )
    text = text.replace("$0.36", "$0.38")  # the whole pot: tournaments take no rake
    for money in ("$0.01", "$0.02", "$0.06", "$0.05", "$0.04", "$0.10", "$0.38", "$2", "$1,000.50"):
        text = text.replace(money, str(int(float(money[1:].replace(",", "")) * 100)) if "." in money else "200")
    hand = _one(text)
    assert hand.tournament == "36216773" and hand.rake == 0 and hand.unit == 1
    assert audit_hand(hand).outcome is Outcome.MATCH
    assert audit_hand(_one(text.replace("collected [ 38 ]", "collected [ 36 ]"))).outcome is Outcome.MISMATCH
    deal = to_deal(hand)
    assert deal["board"] == "4s Ac 7h 4h 9c"


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_garbled_hands_are_read_or_refused_never_raise(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from([EURO, SHOWDOWN]))
    lines = text.splitlines()
    k = data.draw(st.integers(1, len(lines) - 1))
    cut = data.draw(st.integers(0, len(lines[k])))
    junk = data.draw(st.text(alphabet="$€0123456789., []+#:()abcdefklnorsu", max_size=12))
    lines[k] = lines[k][:cut] + junk
    for hand in read("\n".join(lines)):
        assert audit_hand(hand).outcome in (Outcome.MATCH, Outcome.MISMATCH, Outcome.NOT_AUDITABLE)


def test_text_between_two_hands_is_reported_as_such() -> None:
    # it was a hand of its own, hand id '?', 'the hand ends before its stakes line'
    for junk in ("\x00\x00 written over\n", "x" * 6000 + "\n"):
        hands = list(read(SHOWDOWN + junk + EURO))
        assert [h.hand_id for h in hands] == ["600", "?", "500"]
        assert hands[1].error is not None and "text between hands that is not a hand" in str(hands[1].error)
        assert hands[1].line == SHOWDOWN.count("\n") + 1
        assert [audit_hand(h).outcome for h in (hands[0], hands[2])] == [Outcome.MATCH, Outcome.MATCH]


def test_control_characters_ending_the_last_line_are_passed_over() -> None:
    # a DOS end-of-file mark or NUL padding after the last 'collected' line: that line was not read
    # ("the hand records no 'collected' line"), as the other rooms' readers read it
    for end in ("\x1a", "\x00\x00", " \x1a\n\n", "\x7f"):
        hands = list(read(SHOWDOWN.rstrip("\n") + end))
        assert [audit_hand(h).outcome for h in hands] == [Outcome.MATCH], end
        hands = list(read(SHOWDOWN.rstrip("\n") + end + "\n" + EURO))
        assert [audit_hand(h).outcome for h in hands] == [Outcome.MATCH, Outcome.MATCH], end
    # a control character inside the hand's lines is still not the room's
    text = SHOWDOWN.replace("cid bets [$0.10]\n", "cid bets [$0.10]\x1a\n")
    assert audit_hand(_one(text)).outcome is Outcome.NOT_AUDITABLE


@pytest.mark.parametrize(
    ("head", "quoted", "line"),
    [
        ("Saved by a tracker\n", "Saved by a tracker", 1),
        ("\n\nrake back: 30 %\n\n", "rake back: 30 %", 3),
        ("ann: wins [$5]\n", "ann: wins [$5]", 1),  # the end of a hand cut off
        ("note ", "note", 1),  # on the first hand's first line, before it
    ],
)
def test_text_before_the_first_hand_is_a_record_quoting_it(head: str, quoted: str, line: int) -> None:
    from pokerrank.handhistory.pacific import read_pacific

    # was dropped unsaid: read_pacific gave the hands alone (and read() refused the whole file:
    # "not a hand history pokerrank can read: the first line is ...", every hand lost)
    text = head + EURO
    # (read() finds a first hand that begins a line: the one on the note's line is 888's reader's alone)
    readings = [list(read_pacific(text, "f.txt"))] + ([list(read(text))] if head.endswith("\n") else [])
    for records in readings:
        assert [r.hand_id for r in records] == ["?", "500"]
        error = records[0].error
        assert error is not None and error.line == line
        assert error.reason == f"the text before the first hand's first line is not a hand: {quoted!r}"
        assert records[1].line == head.count("\n") + 1
        assert audit_hand(records[1]).outcome is Outcome.MATCH
    assert [r.hand_id for r in read_pacific("\n \ufeff\n" + EURO)] == ["500"]  # blank: nothing to say


def test_text_before_a_partypoker_or_bovada_files_first_hand_is_kept_too() -> None:
    from test_handhistory_cut_files import BOVADA_FOLDED
    from test_handhistory_party import CASH

    for hand, hand_id in ((CASH, "900"), (BOVADA_FOLDED, "1")):
        records = list(read("exported by a tracker\n\n" + hand))
        assert [r.hand_id for r in records] == ["?", hand_id]
        assert records[0].error is not None and "'exported by a tracker'" in records[0].error.reason
        assert records[1].line == 3 and audit_hand(records[1]).outcome is Outcome.MATCH
