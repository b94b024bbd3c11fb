"""A hand glued after a line cut off is read where its own lines after its first one are not a
seat line's first (review of h-loose3): Bovada stud's seat lines (``Seat+1: $0.57 in chips``),
Unibet's ``*** Seated players ***`` and Microgaming's ``** Anonymous ...`` header lines before
their seat lines, a Cake hand whose ``Dealer: Seat 3`` line names a player the host seats as
``Dealer``: none of them a chat in the hand cut off, at a file's head (``Saved: today ``) or after
the words of a name no seat line seats in a hand in play. The hands are the tests' own."""

from __future__ import annotations

import pytest
from test_handhistory_pasted_rooms import HANDS

from pokerrank.handhistory import Outcome, audit_hand, read

STUD = """Bodog Hand #{id} TBL#1178621 7CARD Fixed Limit - 2012-05-07 03:40:07
Seat+1: $0.57 in chips
Seat+3 [ME]: $0.50 in chips
Seat+1 : Ante chip $0.01
Seat+3 [ME] : Ante chip $0.01
*** HOLE CARDS ***
Seat+1 : Card dealt to a spot [7h 8c Jc]
Seat+3 [ME] : Card dealt to a spot [Jh Qh Th]
Seat+1 : Bring_in chip $0.02
Seat+3 [ME] : Calls $0.02
Seat+1 : Card dealt to a spot [9c]
Seat+3 [ME] : Card dealt to a spot [4c]
Seat+3 [ME] : Bets $0.10
Seat+1 : Folds
Seat+3 [ME] : Return uncalled portion of bet $0.10
Seat+3 [ME] : Does not show [Jh Qh Th 4c] (High Card)
Seat+3 [ME] : Hand result $0.06
*** SUMMARY ***
Total Pot($0.06) | Rake ($0)
Seat 1:  Folded on the 4TH STREET
Seat 3:  $0.06 [Does not show]
"""

BOVADA_DEALER = """Ignition Hand #5 TBL#10916521 HOLDEM No Limit - 2016-08-09 12:41:32
Seat 1: Small Blind ($50.65 in chips)
Seat 4: Big Blind [ME] ($50 in chips)
Seat 6: Dealer ($49.25 in chips)
Dealer : Set dealer [6]
Small Blind : Small Blind $0.25
Big Blind  [ME] : Big blind $0.50
*** HOLE CARDS ***
Small Blind : Card dealt to a spot [9c Th]
Big Blind  [ME] : Card dealt to a spot [9d 9s]
Dealer : Card dealt to a spot [4c Kd]
Dealer : Folds
Small Blind : Folds
Big Blind  [ME] : Does not show [9d 9s] (High Card)
Big Blind  [ME] : Hand result $0.75
*** SUMMARY ***
Total Pot($0.75)
Seat+1: Small Blind Folded before the FLOP
"""


def _read(text: str) -> list[tuple[str, int, Outcome]]:
    return [(r.hand_id, r.line, audit_hand(r).outcome) for r in read(text)]


@pytest.mark.parametrize("cut", ["Seat+1: $0.57 ", "Seat+1: "])
def test_a_bovada_stud_hand_glued_after_a_cut_seat_line_is_read(cut: str) -> None:
    # was (h-loose3): `*** HOLE CARDS ***` taken for the cut hand going on, `Seat+1: ` for a
    # chat's name: hand 2 lost inside hand 1
    assert _read(STUD.format(id=1))[0][2] is Outcome.MATCH
    text = STUD.format(id=1).split("\n")[0] + "\n" + cut + STUD.format(id=2)
    assert _read(text) == [("1", 1, Outcome.NOT_AUDITABLE), ("2", 2, Outcome.MATCH)]


@pytest.mark.parametrize("cut", ["Seat+4: Big ", "Seat+4: "])
def test_a_cake_hand_glued_in_a_bovada_hand_that_seats_a_dealer_is_read(cut: str) -> None:
    # was (h-loose3): the Cake hand's `Dealer: Seat 3` a seated `Dealer`'s line: the Cake hand lost
    records = _read(BOVADA_DEALER + cut + HANDS["Cake"])
    assert [(hand_id, outcome) for hand_id, _, outcome in records] == [
        ("5", Outcome.NOT_AUDITABLE),
        ("2930A7507F000999", Outcome.MATCH),
    ]


@pytest.mark.parametrize("room", ["Unibet", "Microgaming export", "Bovada", "PokerStars", "Cake"])
def test_a_hand_after_a_note_at_a_files_head_is_read(room: str) -> None:
    # was (h-loose3): `Saved: today ` + a Unibet hand (`*** Seated players ***`) or a Microgaming
    # one (`** Anonymous ...`) taken for a chat in a hand going on: the file's hand lost
    hand = HANDS[room].lstrip("\ufeff")
    alone = _read(hand)[0]
    assert (alone[0], 1, alone[2]) in _read("Saved: today " + hand)


@pytest.mark.parametrize("header", ["*** Seated players ***", "** Anonymous (Heads Up) - Real Money"])
@pytest.mark.parametrize("room", ["PokerStars", "Cake", "Entraction"])
@pytest.mark.parametrize("host", ["PokerStars", "Cake", "Full Tilt"])
def test_a_hand_whose_header_has_marker_lines_glued_after_an_observers_words_in_play_is_read(
    host: str, room: str, header: str
) -> None:
    # a glued hand's `** ...`/`*** ...` header lines (Unibet's, Microgaming's) come before its seat
    # lines: the lines after `dan: hi ` seat a new hand's players, the cut hand does not go on
    if room == host:
        pytest.skip("a hand glued to its own cut lines")
    lines = HANDS[host].lstrip("\ufeff").rstrip("\n").split("\n")
    first, *rest = HANDS[room].lstrip("\ufeff").split("\n")
    glued = "\n".join([first, header, *rest])
    at = 12
    records = _read("\n".join([*lines[:at], "dan: hi " + glued]))
    assert (_read(HANDS[host])[0][0], Outcome.NOT_AUDITABLE) in [(hand_id, out) for hand_id, _, out in records]
    assert _read(HANDS[room])[0][0] in [hand_id for hand_id, line, _ in records if line > at]
