"""A hand of another room glued right after a first line's label of the PokerStars family
(``Full Tilt Poker Game #20000000807: ``, ``GAME #2607739787: ``, WPN's, Microgaming's) is read as
its own record, as one of the same room is: the hand cut off NOT AUDITABLE under its number, the
glued hand as it reads alone. The hands are those of the pasted-rooms tests."""

from __future__ import annotations

import pytest
from test_handhistory_pasted_rooms import HANDS

from pokerrank.handhistory import Outcome, audit_hand, read

_LABELS = {
    "Full Tilt": "Full Tilt Poker Game #20000000807: ",
    "PokerTracker export": "GAME #2607739787: ",
    "PokerStars": "PokerStars Hand #27: ",
}


@pytest.mark.parametrize("glued", [room for room in HANDS if room != "Seals With Clubs"])
@pytest.mark.parametrize("room", sorted(_LABELS))
def test_a_hand_of_another_room_glued_after_a_first_line_label_is_its_own_record(room: str, glued: str) -> None:
    # was: the glued hand of another room lost (only a hand beginning with the cut line's first
    # letter was looked for there), one record NOT AUDITABLE, though a hand glued is read
    hand = HANDS[glued].lstrip("\ufeff")
    (alone,) = [(r.hand_id, audit_hand(r).outcome) for r in read(hand)]
    cut = _LABELS[room]
    records = [(r.hand_id, r.line, audit_hand(r).outcome) for r in read(cut + hand)]
    cut_id = cut.strip(" :-").rpartition(" ")[2].lstrip("#")
    assert records == [(cut_id, 1, Outcome.NOT_AUDITABLE), (alone[0], 1, alone[1])]


@pytest.mark.parametrize("glued", ["WPN", "PokerStars", "OnGame", "Full Tilt"])
def test_the_text_before_a_glued_hand_names_the_room_of_its_own_first_line(glued: str) -> None:
    # was: the record of `Game #900 starts. ` (partypoker's first line) glued before a WPN hand
    # named PokerStars, the glued hand's family (before an OnGame hand, OnGame)
    records = list(read("Game #900 starts. " + HANDS[glued].lstrip("\ufeff")))
    head = records[0]
    assert (head.hand_id, head.site, audit_hand(head).outcome) == ("?", "partypoker", Outcome.NOT_AUDITABLE)
    assert len(records) == 2


@pytest.mark.parametrize("cut", ["Full Tilt Poker Game #20000000807 ", "Full Tilt Poker Game #20000000807"])
@pytest.mark.parametrize("glued", ["WPN", "PokerStars", "OnGame"])
def test_a_full_tilt_first_line_cut_after_its_number_names_full_tilt(cut: str, glued: str) -> None:
    # was: the record of the cut first line named PokerStars before a hand of that family
    # (OnGame before an OnGame hand), not the room its first line is of
    records = list(read(cut + HANDS[glued].lstrip("\ufeff")))
    assert [(r.hand_id, r.site) for r in records][:1] == [("?", "Full Tilt Poker")]
    assert audit_hand(records[0]).outcome is Outcome.NOT_AUDITABLE and len(records) == 2
