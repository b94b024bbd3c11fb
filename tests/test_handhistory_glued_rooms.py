"""A line of text glued before a file's first hand with no line break (``note #Game No : 7``,
as a file pasted or joined onto another has it): the text before the hand is a record of its
own quoting it, the hand is read, of every room with a first line of its own. The hands are
those of the pasted-rooms tests, each written for its room's own tests."""

from __future__ import annotations

import re

import pytest
import test_handhistory_cut_files as cut
from linearwork import least_time
from test_handhistory_pasted_rooms import HANDS

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory.detect import glued_hand


def _alone(text: str) -> tuple[str, int, Outcome]:
    record = next(iter(read(text)))
    return record.hand_id, record.line, audit_hand(record).outcome


@pytest.mark.parametrize("room", [room for room in HANDS if room not in ("partypoker", "PKR")])
@pytest.mark.parametrize("before", ["note ", "\n\nSaved by a tracker - ", "\ufeffx\t"])
def test_a_line_glued_before_the_first_hands_first_line_is_a_record_and_the_hand_is_read(
    room: str, before: str
) -> None:
    # was: the file refused whole, one record "not a hand history pokerrank can read: the first
    # line is 'note #Game No : 700'" (888, Bovada, OnGame, Cake, Everleaf, Entraction, Absolute,
    # the PokerStars family and the plain-line rooms alike)
    hand_id, _, outcome = _alone(HANDS[room])
    assert outcome is Outcome.MATCH
    records = list(read(before + HANDS[room]))
    line = before.count("\n") + 1
    assert [(r.hand_id, r.line) for r in records] == [("?", line), (hand_id, line)]
    error = records[0].error
    assert error is not None and error.line == line
    assert before.split("\n")[-1].strip(" \t\ufeff") + "'" in error.reason
    assert audit_hand(records[1]).outcome is Outcome.MATCH


@pytest.mark.parametrize("room", ["partypoker", "PKR"])
def test_rooms_whose_first_line_is_read_after_a_glued_line_keep_their_reading(room: str) -> None:
    # partypoker's "Game #900 starts." and PKR's "Table #..." lines come before the lines that
    # tell the room: text glued before them was already its own record, the hand read after it
    hand_id = _alone(HANDS[room])[0]
    records = list(read("note " + HANDS[room]))
    assert [r.hand_id for r in records] == ["?", hand_id]
    assert records[0].error is not None and records[0].error.line == 1
    assert audit_hand(records[1]).outcome is Outcome.MATCH


def test_an_888_hand_glued_after_a_note_then_more_hands_each_read_with_the_files_lines() -> None:
    again = cut.SIDE_POT_888.replace("700", "701")
    text = "note " + cut.SIDE_POT_888.rstrip("\n") + "\n\n" + again
    records = list(read(text))
    assert [(r.hand_id, r.line) for r in records] == [
        ("?", 1),
        ("700", 1),
        ("701", cut.SIDE_POT_888.rstrip("\n").count("\n") + 3),
    ]
    assert [audit_hand(r).outcome for r in records[1:]] == [Outcome.MATCH] * 2


@pytest.mark.parametrize(
    "text",
    ["note #7: nothing\n", "ann: #Game No : 700\nx\n", "a # b # c\n" + "Hand #1 x\n", "#Game No : 1 and nothing\n"],
)
def test_a_first_line_naming_no_hand_is_still_refused_whole(text: str) -> None:
    assert glued_hand(text) is None
    records = list(read(text))
    assert len(records) == 1 and records[0].error is not None and records[0].hand_id == "?"


def _refused(times: int) -> float:
    """The least time of a few reads of a file whose one line holds ``times`` of every room's
    first words and no hand read whole (the work, compared between two lengths, never asserted
    alone). A first version took work quadratic in such a line: each PokerStars first words
    looked for a date up to the line's end, each Bovada's for the line's start."""
    line = "x " + "# Game Hand #Table #***** Stage #PokerStars Hand #1: Bovada Hand #2 " * times + "\n"
    best, records = least_time(lambda: list(read(line)))
    assert records and all(record.error is not None for record in records)
    return best


def test_a_long_first_line_of_first_words_and_no_hand_is_refused_in_linear_work() -> None:
    """Eight times the line takes about eight times the work (bound 24, wide for a loaded
    machine: quadratic work takes 64 times); no time is asserted alone."""
    assert _refused(4_000) < 24 * _refused(500)


OWN_TEXT = ("partypoker", "OnGame", "Cake", "PKR", "Entraction", "Everleaf", "Absolute")


@pytest.mark.parametrize(
    ("first", "glued"),
    [(first, glued) for first in ("PokerStars", "888", "Cake") for glued in OWN_TEXT if first != glued],
)
def test_a_hand_of_a_room_of_its_own_text_glued_after_a_note_mid_file_is_read(first: str, glued: str) -> None:
    # was: the glued hand lost (no record, only named in the text before it: "text between hands
    # that is not a hand: 'note ***** History for hand R5-8-4 ...'", or in no message at all where
    # the first room's reader took its lines for its own hand's); 888's and Bovada's were read
    text = HANDS[first].rstrip("\n") + "\n\nnote " + HANDS[glued]
    records = list(read(text))
    line = HANDS[first].rstrip("\n").count("\n") + 3
    hand_id = _alone(HANDS[glued])[0]
    assert records[0].hand_id == _alone(HANDS[first])[0]
    assert (hand_id, line) in [(r.hand_id, r.line) for r in records]
    assert audit_hand(records[-1]).outcome is Outcome.MATCH and records[-1].hand_id == hand_id


def test_a_line_of_thousands_of_glued_first_words_is_read_in_linear_work() -> None:
    """After a hand, a line of many rooms' first words glued together and no hand: eight times
    the line takes about eight times the work (bound 24, wide for a loaded machine); a first
    version looked at every one of them over 4,096 characters (a second for 80,000)."""
    unit = "x Stage #a: Game #1 starts. Hand#a - Table #1 - ***** History for hand "

    def work(times: int) -> float:
        return least_time(lambda: list(read(cut.SIDE_POT_888 + unit * times + "\n")))[0]

    assert work(8_000) < 24 * work(1_000)


@pytest.mark.parametrize("room", [room for room in HANDS if room not in ("partypoker", "PKR")])
@pytest.mark.parametrize("then", ["itself", "888", "PokerStars", "Cake"])
def test_a_line_glued_before_the_first_of_two_hands_both_read(room: str, then: str) -> None:
    # was: where a later hand told the file's format, the glued first hand was read as text before
    # the hands, and lost (Bovada, Seals With Clubs, Unibet, Full Tilt, WPN, the PokerTracker and
    # Microgaming exports; a hand of PokerStars glued before an 888 hand, of Seals With Clubs
    # before a PokerStars hand, of Full Tilt before a Cake hand)
    second = HANDS[room if then == "itself" else then]
    text = "note " + HANDS[room].rstrip("\n") + "\n\n\n" + second
    records = list(read(text))
    line = HANDS[room].rstrip("\n").count("\n") + 4
    expected = [("?", 1), (_alone(HANDS[room])[0], 1), (_alone(second)[0], line)]
    assert [(r.hand_id, r.line) for r in records] == expected
    assert records[0].error is not None and "'note'" in records[0].error.reason
    assert [audit_hand(r).outcome for r in records[1:]] == [Outcome.MATCH] * 2


QUOTED = ("PokerStars", "888", "Bovada", "OnGame", "Cake", "Entraction", "Everleaf", "Absolute", "partypoker")


@pytest.mark.parametrize("room", QUOTED)
def test_a_chat_quoting_a_first_line_as_the_files_first_line_begins_no_hand(room: str) -> None:
    # was: 'ann said, "PokerStars Hand #5: ..."' read as a note glued before a hand: a record of
    # the note, then a hand "#5" of no lines (NOT AUDITABLE, "the hand ends before its summary")
    first = HANDS[room].lstrip("\ufeff").split("\n")[0]
    text = f'ann said, "{first}"\nbob said, "nice"\n'
    records = list(read(text))
    assert [r.hand_id for r in records] == ["?"]
    assert records[0].error is not None


@pytest.mark.parametrize(
    ("host", "room"),
    [
        (host, room)
        for host in ("888", "Bovada", "PokerStars", "Cake")
        for room in ("OnGame", "Cake", "Entraction", "Everleaf", "Absolute", "Bovada", "888")
        if host != room  # (a room's own reader cuts a hand at its own first words: not looked at here)
    ],
)
def test_a_chat_quoting_another_rooms_first_line_in_a_hand_begins_no_hand(host: str, room: str) -> None:
    # was: a hand of the quoted first line's room and no lines but that one (a second record,
    # NOT AUDITABLE); the chat quoting a PokerStars first line was already no hand
    first = HANDS[room].lstrip("\ufeff").split("\n")[0]
    lines = HANDS[host].rstrip("\n").split("\n")
    text = "\n".join([*lines[:3], f'ann said, "{first}"', *lines[3:]]) + "\n"
    records = list(read(text))
    assert [r.hand_id for r in records] == [_alone(HANDS[host])[0]]


@pytest.mark.parametrize("before", ["", "PokerStars"])
def test_a_hand_glued_to_a_chat_cut_off_is_read_though_its_first_line_ends_in_a_quote(before: str) -> None:
    # Entraction's first line ends with `Table "Saravane"`: glued to `bob said, "he` its quote marks do not pair
    # up, so the chat was cut off and the hand is read (was: taken for a chat quoting a line, the hand lost)
    hand = HANDS["Entraction"]
    head = HANDS[before].rstrip("\n") + "\n\n\n" if before else ""
    records = list(read(head + 'bob said, "he' + hand))
    read_ids = [r.hand_id for r in records if r.error is None]
    assert _alone(hand)[0] in read_ids
    assert all(audit_hand(r).outcome is Outcome.MATCH for r in records if r.error is None)
    quoted = head + 'bob said, "' + hand.splitlines()[0] + '"\n'  # (a chat quoting the whole line: no hand)
    assert _alone(hand)[0] not in [r.hand_id for r in read(quoted) if r.error is None]


CUT_BY_FIRST_LINE = ("888", "Bovada", "Cake", "PokerStars", "Full Tilt", "Entraction", "OnGame", "Everleaf",
                     "Absolute", "PKR", "partypoker")  # fmt: skip
_SEAT = re.compile(r"^Seat \d+: (\w+)|^(\w+) +\(.*in seat \d", re.MULTILINE)


def _seated(hand: str) -> str:
    """The first player a seat line of ``hand`` seats (this test's own look at the test hands)."""
    found = _SEAT.search(hand)
    assert found is not None, hand[:80]
    return found.group(1) or found.group(2)


def _quoted_in(host: str) -> tuple[str, ...]:
    """The rooms whose first line a chat of ``host`` is tested quoting: PokerStars' own reader
    takes ``name: `` and its first line for an action line cut off (the family's chat quotes)."""
    return tuple(room for room in CUT_BY_FIRST_LINE if (host, room) != ("PokerStars", "PokerStars"))


def _with_chat(host: str, chat: str) -> str:
    """``host``'s hand with ``chat`` in play: after its 9th line (PKR's, after its blinds: its
    first 15 lines are its header and seat lines, where a first line begins a hand)."""
    lines = HANDS[host].rstrip("\n").split("\n")
    at = 19 if host == "PKR" else 9
    return "\n".join([*lines[:at], chat, *lines[at:]]) + "\n"


@pytest.mark.parametrize("host", CUT_BY_FIRST_LINE)
@pytest.mark.parametrize("chat", ['ann said, "hi {first}"', "ann: {first}"])
def test_a_chat_quoting_a_first_line_in_a_hand_makes_no_record_nor_splits_the_hand(host: str, chat: str) -> None:
    # was: the host room's own first line quoted in any chat cut the hand there: the host hand
    # NOT AUDITABLE "ends before its summary", and a phantom record of the quoted room read from
    # the host's later lines; a room's own reader cut at its own first words after `said, "hi `
    alone = _alone(HANDS[host])
    for room in _quoted_in(host):
        first = HANDS[room].lstrip("\ufeff").split("\n")[0]
        records = list(read(_with_chat(host, chat.format(first=first))))
        assert [(r.hand_id, r.line) for r in records] == [alone[:2]], (room, records)
        if host == "PokerStars" and " said, " in chat:  # (the room's own chat: read as chat, the hand as alone)
            assert audit_hand(records[0]).outcome is alone[2], room


ACTING = {
    host: (f"{_seated(HANDS[host])}: is this {{first}}",)
    for host in ("888", "Full Tilt", "Entraction", "OnGame", "partypoker")
}
"""Rooms whose actions are no `name: action` lines: a chat's first word may be an action's there."""


@pytest.mark.parametrize("host", [host for host in CUT_BY_FIRST_LINE if host not in ("Bovada", "Absolute", "PKR")])
def test_a_seated_players_chat_of_words_then_a_first_line_in_a_hand_in_play_makes_no_record(host: str) -> None:
    # was: `ann: hi Game # 71 - ...` cut the hand there (a phantom record of the quoted room: an
    # Entraction hand quoting its own first line, a MATCH of the host's later lines); a chat of
    # words is a seated player's `name: words `, the hand going on after it (its players' lines)
    alone = _alone(HANDS[host])
    name = _seated(HANDS[host])
    for room in _quoted_in(host):
        first = HANDS[room].lstrip("\ufeff").split("\n")[0]
        for chat in (f"{name}: hi {{first}}", f"{name}: hmm, this is {{first}}", *ACTING.get(host, ())):
            records = list(read(_with_chat(host, chat.format(first=first))))
            assert [(r.hand_id, r.line) for r in records] == [alone[:2]], (room, chat, records)


@pytest.mark.parametrize("host", ["Full Tilt", "Entraction", "partypoker"])
def test_an_observers_words_then_a_first_line_then_a_hands_header_begin_a_hand_and_no_record_matches_silently(
    host: str,
) -> None:
    # a line `dan: hi ` whose name no seat line of the hand seats may be a line cut off: the first
    # line after it begins a hand where the lines after it seat that hand's players (when in doubt a
    # hand, never a hand lost in another): the host hand is cut and says so (NOT AUDITABLE), none of
    # its lines audited under another's number as a MATCH (an observer's chat, the hand in play going
    # on after it, is tests/test_handhistory_observer_chat.py's)
    first, *rest = HANDS["Entraction"].split("\n")[:4]
    records = list(read(_with_chat(host, "\n".join([f"nobody seated: hi {first}", *rest]))))
    assert records[0].hand_id == _alone(HANDS[host])[0]
    assert (_alone(HANDS["Entraction"])[0], 10) in [(r.hand_id, r.line) for r in records]  # (the hand begun there)
    assert all(audit_hand(r).outcome is Outcome.NOT_AUDITABLE for r in records)


@pytest.mark.parametrize("host", ["PokerStars", "Cake", "888"])
@pytest.mark.parametrize("before", ["bob: raises $2 to ", "Seat 2: bob folded before ", "ann: bets $", "note: hi"])
def test_a_hand_glued_after_a_line_cut_off_that_is_no_chat_is_still_read(host: str, before: str) -> None:
    # a hand cut off in an action line (`bob: raises $2 to `), a seat line, or glued to a word, and
    # the next hand written on after it: the glued hand is read (a chat is `name: ` and words of no action)
    second = HANDS["Entraction"]
    text = HANDS[host].rstrip("\n") + "\n" + before + second
    read_ids = [r.hand_id for r in read(text) if r.error is None]
    assert _alone(second)[0] in read_ids


@pytest.mark.parametrize("room", ["PokerStars", "888", "Bovada", "Cake", "Entraction", "Absolute"])
def test_a_note_of_a_label_and_words_glued_before_a_files_first_hand_is_not_taken_for_a_chat(room: str) -> None:
    # a file's first line is no line of a hand in play: `Saved: today ` and a hand is a note and the
    # hand (a first version of the chat-words rule took it for a chat and lost the hand)
    records = list(read("Saved: today " + HANDS[room]))
    assert [r.hand_id for r in records] == ["?", _alone(HANDS[room])[0]]
    assert audit_hand(records[1]).outcome is Outcome.MATCH


@pytest.mark.parametrize("cut", ["", "bob: shows ", "bob: shows [Ks "])
def test_a_pokerstars_hand_glued_after_a_pokerstars_action_line_cut_off_is_read(cut: str) -> None:
    # was (the PokerStars reader taking `name: ` and a first line for a chat): the glued hand lost,
    # its lines inside the cut hand; the family's chat is `bob said, "..."`, its actions `bob: ...`
    host = HANDS["PokerStars"].rstrip("\n").split("\n")
    line = next(k for k, text in enumerate(host) if text.startswith("bob: shows"))
    glued = HANDS["PokerStars"].replace("Hand #21", "Hand #22")
    text = "\n".join([*host[:line], (cut or "bob: ") + glued])
    assert ("22", line + 1) in [(r.hand_id, r.line) for r in read(text)]
