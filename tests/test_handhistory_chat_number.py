"""A chat in a hand's header quoting a first line of the hand's own room under another number,
then another chat of the same name, is no hand glued there: no record MATCHes under a number
only the chat holds. The header label looked for again (``vocabulary._label_again``) is only the
quoted room's own (OnGame's ``Start hand: ``, Absolute's ``Table: ``...), written after the
labels its header writes before it; an Everleaf hand whose second line is not ``***** Hand
history for game #N *****`` of its own number is NOT AUDITABLE, that line quoted. The hands are
those of the pasted-rooms tests."""

from __future__ import annotations

import re

import pytest
from test_handhistory_observer_chat import _ABSOLUTE
from test_handhistory_pasted_rooms import HANDS

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory.everleaf import read_everleaf

_ROOMS = {**HANDS, "Absolute (table line)": _ABSOLUTE}
_LABELS = ("Start hand", "Table", "User", "Button", "Players in round", "Dealer", "Game", "Site")


def _records(text: str) -> list[tuple[str, int | None, Outcome]]:
    return [(r.hand_id, r.line, audit_hand(r).outcome) for r in read(text)]


def _quote(hand: str) -> tuple[list[str], str, str]:
    """The hand's lines, its first line under a new number, and that number."""
    lines = hand.lstrip("\ufeff").rstrip("\n").split("\n")
    hand_id = next(iter(read(hand))).hand_id
    new = hand_id[:-1] + ("7" if hand_id[-1] != "7" else "8")
    return lines, re.sub(rf"(?<=[#\s]){re.escape(hand_id)}(?=[\s:*.]|$)", new, lines[0]), new


@pytest.mark.parametrize("chat", ["dan says {}", "dan: hi {}"])
def test_an_everleaf_observers_chat_quoting_its_first_line_under_another_number_matches_under_no_number(
    chat: str,
) -> None:
    # was (as at the session's start): [('285997675', 1, NOT AUDITABLE), ('285997677', 3, MATCH)]:
    # the hand cut by the chat, its lines after it read under the chat's number (they hold no
    # `***** Hand history for game #N *****` line)
    lines, quoted, new = _quote(HANDS["Everleaf"])
    records = _records("\n".join([*lines[:2], chat.format(quoted), *lines[2:]]))
    assert (new, Outcome.MATCH) not in [(hand_id, outcome) for hand_id, _, outcome in records]


@pytest.mark.parametrize("name", ["bob", "Dealer"])
def test_an_everleaf_header_chat_quoting_its_first_line_under_another_number_is_no_hand(name: str) -> None:
    # was: [('285997675', 1, NOT AUDITABLE), ('285997677', 3, MATCH)]: the real hand read under
    # the number only the chat holds (the chat's name taken for a header label written again)
    lines, quoted, _ = _quote(HANDS["Everleaf"])
    text = "\n".join([*lines[:2], f"{name}: {quoted}", f"{name}: hi", *lines[2:]])
    assert [(hand_id, line) for hand_id, line, _ in _records(text)] == [("285997675", 1)]


@pytest.mark.parametrize(
    ("second", "quoted"),
    [("Table Clarkdale 20", "'Table Clarkdale 20'"), ("***** Hand history for game #285997676 *****", "#285997676")],
)
def test_an_everleaf_hand_without_its_own_history_line_is_not_auditable(second: str, quoted: str) -> None:
    # was: MATCH under the first line's number, the second line skipped as noise (the room's
    # reader; a file beginning so is refused whole by the format's detection)
    lines = HANDS["Everleaf"].split("\n")
    text = "\n".join([lines[0], second, *lines[2:]])
    (record,) = read_everleaf(text)
    assert audit_hand(record).outcome is Outcome.NOT_AUDITABLE
    assert record.error is not None and record.error.line == 2 and quoted in str(record.error)
    (good, cut) = read(HANDS["Everleaf"].rstrip("\n") + "\n\n" + text)
    assert [audit_hand(good).outcome, audit_hand(cut).outcome] == [Outcome.MATCH, Outcome.NOT_AUDITABLE]


@pytest.mark.parametrize("host", sorted(_ROOMS))
def test_no_record_matches_under_a_number_only_a_header_chat_holds(host: str) -> None:
    # was: OnGame's `User: `/`Players in round: ` chats and Absolute's `Table: ` chats (each a
    # label of the room, out of its place or written again by a chat) read the real hand under
    # the chat's number, MATCH; Everleaf's under any chat name
    lines, quoted, new = _quote(_ROOMS[host])
    if new not in quoted:
        pytest.skip("the room's first line holds no number")
    bad = []
    for name in ("bob", "Dealer", *_LABELS):
        for at in range(1, min(len(lines), 8)):
            for second in (f"{name}: hi", "bob: hi"):
                text = "\n".join([*lines[:at], f"{name}: {quoted}", second, *lines[at:]])
                records = _records(text)
                if (new, Outcome.MATCH) in [(hand_id, outcome) for hand_id, _, outcome in records]:
                    bad.append((name, at, second, records))
    assert bad == []
