"""A room whose header writes the hand's number twice (888's ``#Game No : 700`` then ``*****
888poker Hand History for Game 700 *****``, Everleaf's, partypoker's) never reads a hand under a
number its second line does not hold: a chat or a cut hand's first line (``Seat 1: #Game No :
707`` on a hand's second line, the hand's own ``Hand History for Game 700`` after it) is no MATCH
under the number only it holds. The hands are those of the pasted-rooms tests."""

from __future__ import annotations

import pytest
from test_handhistory_pasted_rooms import HANDS

from pokerrank.handhistory import Outcome, audit_hand, read

_ROOMS = {"888": ("700", "707"), "Everleaf": ("285997675", "285997677")}


@pytest.mark.parametrize("name", ["Seat 1", "Seat 2", "Total number of players ", "bob"])
@pytest.mark.parametrize("room", sorted(_ROOMS))
def test_a_first_line_quoted_under_another_number_on_a_hands_second_line_gives_no_match_under_it(
    room: str, name: str
) -> None:
    # was (888, h-glued): `#Game No : 700\nSeat 1: #Game No : 707\n` and the hand: `707 line 2
    # MATCH`, the hand's own second line saying `Hand History for Game 700`
    number, other = _ROOMS[room]
    lines = HANDS[room].lstrip("\ufeff").split("\n")
    text = "\n".join([lines[0], f"{name}: {lines[0].replace(number, other)}", *lines[1:]])
    records = list(read(text))
    assert [r.line for r in records if r.hand_id == other and audit_hand(r).outcome is Outcome.MATCH] == []


@pytest.mark.parametrize("room", sorted(_ROOMS))
def test_a_hand_whose_second_line_names_another_number_is_refused_with_the_line_quoted(room: str) -> None:
    # was (888): read under its first line's number, MATCH (the second line's number never compared)
    number, other = _ROOMS[room]
    lines = HANDS[room].lstrip("\ufeff").split("\n")
    [record] = read("\n".join([lines[0].replace(number, other), *lines[1:]]))
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert "second line is not" in (verdict.detail or "") and repr(lines[1].strip())[:40] in (verdict.detail or "")


def test_a_partypoker_hand_is_read_under_its_hand_history_lines_number() -> None:
    # (partypoker takes the number from `***** Hand History for Game 900 *****`: a first line
    # `#Game No : 907` before it names no record)
    lines = HANDS["partypoker"].lstrip("\ufeff").split("\n")
    at = lines.index("#Game No : 900")
    records = list(read("\n".join([*lines[:at], "#Game No : 907", *lines[at + 1 :]])))
    assert [r.hand_id for r in records] == ["900"]
