"""Words after a line the PokerStars family's reader reads (last session's fuzz run): a seat
line with words after its stack no room writes (``Seat 1: ann ($100 in chips) xyz``) and a
``checks`` with words after it were read as if the words were not there (a MATCH). Such a line
is now one no rule reads: the hand is NOT AUDITABLE, the line quoted. What the rooms write
after a seat's stack (``is sitting out``, ``out of hand (...)``, ``[hero]``, ``DEALER``, BetOnline's
``- Small Blind``) stays read."""

from __future__ import annotations

import pytest
from handtexts import HEADS_UP
from test_handhistory_sites import FT_HAND, WPN_HAND, gg_hand, wx_hand
from test_handhistory_textrooms import EVEREST_HAND

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory.verdicts import UNPARSED

HANDS = {
    "pokerstars": (HEADS_UP.format(id=21, winner="ann"), "Seat 2: bob ($100 in chips)", "bob: checks"),
    "ggpoker": (gg_hand(), "Seat 2: bob ($4.26 in chips)", "bob: checks"),
    "winamax": (wx_hand(), "Seat 2: Hero (4.50€)", "Hero checks"),
    "wpn": (WPN_HAND, "Seat 6: Player0 ($392.30)", "Player0 checks"),
    "fulltilt": (FT_HAND, "Seat 5: Hero (€2)", "Player Two checks"),
    "everest": (EVEREST_HAND, "Seat 2: bob ($98.00)", "bob checks"),
}


def _refused_for(text: str, line: str) -> None:
    (record,) = read(text)
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == UNPARSED, verdict.detail
    assert repr(line) in verdict.detail


@pytest.mark.parametrize("room", list(HANDS))
@pytest.mark.parametrize("words", [" xyz", " dan: hi", " is sitting out xyz", " [hero] 5"])
def test_a_seat_line_with_words_after_its_stack_is_not_audited(room: str, words: str) -> None:
    text, seat, _ = HANDS[room]
    _refused_for(text.replace(seat + "\n", seat + words + "\n", 1), seat + words)


@pytest.mark.parametrize("room", list(HANDS))
@pytest.mark.parametrize("words", [" xyz", " $5", " dan: hi"])
def test_a_check_with_words_after_it_is_not_audited(room: str, words: str) -> None:
    text, _, check = HANDS[room]
    _refused_for(text.replace(check + "\n", check + words + "\n", 1), check + words)


@pytest.mark.parametrize("room", list(HANDS))
def test_the_hands_as_written_still_match(room: str) -> None:
    (record,) = read(HANDS[room][0])
    assert audit_hand(record).outcome is Outcome.MATCH


def test_what_the_rooms_write_after_a_seat_s_stack_stays_read() -> None:
    text, seat, _ = HANDS["pokerstars"]
    for words in (" is sitting out", " [hero]", " out of hand (moved from another table into small blind)"):
        sitting = text.replace(seat + "\n", f"{seat}\nSeat 3: cid ($50 in chips){words}\n", 1)
        (record,) = read(sitting)
        assert audit_hand(record).outcome is Outcome.MATCH, words
    text, seat, _ = HANDS["fulltilt"]
    (record,) = read(text.replace(seat + "\n", f"{seat}\nSeat 6: cid (€2), is sitting out\n", 1))
    assert audit_hand(record).outcome is Outcome.MATCH
