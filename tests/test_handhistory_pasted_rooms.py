"""Hands of two rooms pasted back to back in one file: each read by its own room's reader, with
the file's line numbers, never one room's hand NOT AUDITABLE quoting the other's lines and the
other left without a record. Each hand here is a text written for another test in its room's
own lines."""

from __future__ import annotations

from itertools import permutations

import pytest
import test_handhistory_absolute as absolute
import test_handhistory_cut_files as cut
import test_handhistory_entraction as entraction
import test_handhistory_everleaf as everleaf
import test_handhistory_ongame as ongame
import test_handhistory_party as party
import test_handhistory_pkr as pkr
import test_handhistory_plainlines_renamed as plainlines
import test_handhistory_sites as sites
import test_handhistory_textrooms as textrooms
from handtexts import HEADS_UP

from pokerrank.handhistory import Outcome, audit_hand, read

HANDS = {
    "PokerStars": HEADS_UP.format(id=21, winner="ann"),
    "Bovada": cut.BOVADA_FOLDED,
    "888": cut.SIDE_POT_888,
    "partypoker": party.CASH,
    "OnGame": ongame.DRAW,
    "Cake": cut.CAKE_SIDE_POT,
    "Seals With Clubs": plainlines.SWC_SITTING_OUT,
    "Unibet": textrooms.UNIBET_HAND,
    "PKR": pkr.CASH,
    "Entraction": entraction.SPLIT,
    "Everleaf": everleaf.STUD,
    "Absolute": absolute.STUD_HI_LO,
    "Full Tilt": sites.FT_HAND,
    "WPN": cut.WPN_FOLDED,
    "PokerTracker export": cut._ptexport(2607739781),
    "Microgaming export": textrooms.MICROGAMING,
}


def _hands(text: str) -> list[tuple[str, int, Outcome]]:
    return [(r.hand_id, r.line, audit_hand(r).outcome) for r in read(text)]


@pytest.mark.parametrize(("first", "second"), list(permutations(HANDS, 2)))
def test_two_rooms_pasted_back_to_back_are_read_each_by_its_own_reader(first: str, second: str) -> None:
    # was, for most pairs: one record, the first hand NOT AUDITABLE quoting the second's first
    # line ("line 16 is not understood: 'PokerStars Hand #21: ...'"), or a line of it taken for
    # the first hand's ("two seats named 'ann'"); an Everleaf hand before a Cake hand was "the
    # text before the first hand's first line is a hand cut off"; a hand after a Unibet hand
    # "text between hands that is not a hand", or "a hand of 888poker ... does not read as one"
    alone = [_hands(HANDS[name])[0] for name in (first, second)]
    assert [outcome for _, _, outcome in alone] == [Outcome.MATCH, Outcome.MATCH]
    text = HANDS[first].rstrip("\n") + "\n\n" + HANDS[second]
    at = HANDS[first].rstrip("\n").count("\n") + 3
    assert _hands(text) == [alone[0], (alone[1][0], at, Outcome.MATCH)]


def test_a_room_between_two_hands_of_another_and_a_third_after_them() -> None:
    bovada = cut.BOVADA_FOLDED
    again = bovada.replace(bovada.split()[2], "#2", 1)
    parts = [bovada, cut.SIDE_POT_888, again, HEADS_UP.format(id=22, winner="ann"), ongame.DRAW]
    records = list(read("\n".join(parts)))
    assert [(r.hand_id, r.site, audit_hand(r).outcome) for r in records] == [
        ("1", "Ignition", Outcome.MATCH), ("700", "888poker", Outcome.MATCH), ("2", "Ignition", Outcome.MATCH),
        ("22", "PokerStars", Outcome.MATCH), ("R5-8-4", "OnGame", Outcome.MATCH),
    ]  # fmt: skip
    lines = [1]
    for part in parts[:-1]:
        lines.append(lines[-1] + part.count("\n") + 1)
    assert [r.line for r in records] == lines


def test_a_hand_not_read_whole_before_a_pasted_room_keeps_its_reason() -> None:
    # a Bovada hand whose own line is garbled stays NOT AUDITABLE for that line, the pasted hand its own
    broken = cut.BOVADA_FOLDED.replace("*** HOLE CARDS ***", "*** HOLE CARDS ***\nSmall Blind : Sings $5")
    records = list(read(broken + "\n" + cut.SIDE_POT_888))
    verdicts = [audit_hand(r) for r in records]
    assert [v.outcome for v in verdicts] == [Outcome.NOT_AUDITABLE, Outcome.MATCH]
    assert "Sings $5" in (verdicts[0].detail or "") and "#Game No" not in (verdicts[0].detail or "")


@pytest.mark.parametrize("rooms", [("Absolute", "Cake", "partypoker"), ("Everleaf", "PKR"), ("Bovada", "888"),
                                   ("PokerStars", "OnGame"), ("Seals With Clubs", "Unibet")])  # fmt: skip
def test_text_before_the_first_of_rooms_pasted_together_is_a_record_quoting_it(rooms: tuple[str, ...]) -> None:
    # was: the file refused whole, or its first room's hands lost to another's reader; a first
    # version of the runs dropped the note unsaid where a room's search found a later hand
    text = "Hand saved at 10:00\n\n" + "\n\n".join(HANDS[room].rstrip("\n") for room in rooms) + "\n"
    records = list(read(text))
    assert [r.hand_id for r in records][1:] == [_hands(HANDS[room])[0][0] for room in rooms]
    assert records[0].hand_id == "?" and records[0].error is not None and records[0].error.line == 1
    assert "'Hand saved at 10:00'" in records[0].error.reason
    assert [audit_hand(r).outcome for r in records[1:]] == [Outcome.MATCH] * len(rooms)


def test_a_hand_glued_to_a_cut_off_tail_at_the_file_start_before_another_room_is_read() -> None:
    # was: PokerStars #31 swallowed in the record of the text before the first hand, which
    # quoted its first line ("*** TURN *** [9c QPokerStars Hand #31: ..."): only #32 and 888 read
    tail = "*** TURN *** [9c Q"
    stars = [HEADS_UP.format(id=n, winner="ann").rstrip("\n") for n in (31, 32)]
    text = tail + stars[0] + "\n\n" + stars[1] + "\n\n" + HANDS["888"]
    records = list(read(text))
    lines = [1, 1, stars[0].count("\n") + 3, 53]
    assert [(r.hand_id, r.line) for r in records] == list(zip(["?", "31", "32", "700"], lines, strict=True))
    assert records[0].error is not None and repr(tail) in records[0].error.reason
    assert [audit_hand(r).outcome for r in records[1:]] == [Outcome.MATCH] * 3


@pytest.mark.parametrize(
    ("first", "middle", "glued"),
    [("Bovada", "Absolute", "Bovada"), ("888", "PKR", "888"), ("Bovada", "Full Tilt", "PokerStars"),
     ("Cake", "Everleaf", "Bovada")],
)  # fmt: skip
def test_a_hand_glued_mid_line_after_another_rooms_hand_is_read(first: str, middle: str, glued: str) -> None:
    # was, for Bovada after Absolute: Bovada #2 given no record and named by no message (the
    # Absolute run read it as its own hand's last line); for PokerStars after Full Tilt, the
    # Full Tilt hand NOT AUDITABLE on its last line and PokerStars #21 lost
    again = {"Bovada": ("Hand #1 ", "Hand #2 "), "888": ("700", "701"), "PokerStars": ("#21", "#22")}[glued]
    last = HANDS[glued].replace(*again).rstrip("\n")
    text = HANDS[first].rstrip("\n") + "\n\n" + HANDS[middle].rstrip("\n") + "  " + last + "\n"
    ids = [_hands(HANDS[name])[0][0] for name in (first, middle)] + [_hands(last)[0][0]]
    records = list(read(text))
    assert [r.hand_id for r in records] == ids
    assert [audit_hand(r).outcome for r in records] == [Outcome.MATCH] * 3
    assert records[2].line == HANDS[first].rstrip("\n").count("\n") + HANDS[middle].rstrip("\n").count("\n") + 3


@pytest.mark.parametrize("end", ["\r", "\r\n"])
def test_rooms_pasted_in_a_file_of_old_mac_or_windows_lines_are_each_read(end: str) -> None:
    # was, for CR alone: one record, the Bovada hand NOT AUDITABLE on the 888 hand's first
    # line, and the 888 hand lost (the runs looked for line feeds alone)
    rooms = ("Bovada", "888", "PokerStars")
    text = "\n\n".join(HANDS[room].rstrip("\n") for room in rooms).replace("\n", end) + end
    records = list(read(text))
    assert [r.hand_id for r in records] == [_hands(HANDS[room])[0][0] for room in rooms]
    assert [audit_hand(r).outcome for r in records] == [Outcome.MATCH] * 3
    lines = [1]
    for room in rooms[:-1]:
        lines.append(lines[-1] + HANDS[room].rstrip("\n").count("\n") + 2)
    assert [r.line for r in records] == lines
