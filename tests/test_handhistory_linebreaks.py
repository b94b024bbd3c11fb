"""Line breaks other than ``\\n``: a file's lines may end in ``\\n``, ``\\r\\n`` or a lone ``\\r``,
mixed, and every reader sees the same lines (``detect.checked_text`` makes each ``\\n`` once, on
the one road of bytes and of ``str``). The other characters ``str.splitlines`` breaks at are
either refused as binary data (``\\x0b``, ``\\x1c``-``\\x1e``: control characters) or text
(form feed, ``\\x85``, ``\\u2028``, ``\\u2029``), never a line break of one reader and not another's.
Each hand here is a text written for another test in its room's own lines."""

from __future__ import annotations

import json
import re

import pytest
import strategies
import test_handhistory_cut_files as cut
import test_handhistory_ipoker as ipoker
import test_handhistory_merge as merge
import test_handhistory_pasted_rooms as pasted
import test_handhistory_sites as sites
import test_handhistory_xmlrooms as xmlrooms
from handtexts import HEADS_UP
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import Outcome, audit_hand, read, to_ohh
from pokerrank.handhistory.detect import decode

HANDS = {
    **pasted.HANDS,
    "GGPoker": sites.RUN_THRICE,
    "GGPoker short deck": sites.SHORT_DECK,
    "WPN": sites.WPN_HAND,
    "PokerStars, two hands": sites.STARS_TWO,
    "PHH": strategies.PHH,
    "Open Hand History": json.dumps(to_ohh(next(read(HEADS_UP.format(id=3, winner="ann")))), indent=1),
    "PokerNow": cut._pokernow_log(),
    "iPoker XML": ipoker._session(ipoker._game()),
    "Merge XML": merge._game(),
    "Boss XML": xmlrooms._boss(),
    "Everest XML": xmlrooms._EVEREST,
}


def _seen(source: str | bytes, swap: tuple[str, str] = ("", "")) -> list[tuple[object, ...]]:
    """What a reading gives: each record's number, line, players, error and lines not read,
    and its verdict (``swap``: a character put back as another in what is compared)."""

    def put(value: str) -> str:  # (the character, and its escape in a repr)
        if not swap[0]:
            return value
        return value.replace(*swap).replace(repr(swap[0])[1:-1], repr(swap[1])[1:-1])

    seen: list[tuple[object, ...]] = []
    for record in read(source):
        verdict = audit_hand(record)
        seen.append(
            (
                record.hand_id,
                record.line,
                tuple(put(name) for name in record.players),
                put(str(record.error)) if record.error else None,
                tuple((at, put(said)) for at, said in record.unparsed),
                verdict.outcome,
                put(verdict.detail),
            )
        )
    return seen


def _normal(seen: list[tuple[object, ...]]) -> list[tuple[object, ...]]:
    """``seen`` with the source's name (``<text>`` or ``<bytes>``, a PHH hand's number) as ``<text>``."""
    return [tuple(v.replace("<bytes>", "<text>") if isinstance(v, str) else v for v in row) for row in seen]


@pytest.mark.parametrize("room", list(HANDS))
@settings(max_examples=15, deadline=None)
@given(data=st.data())
def test_a_hand_reads_the_same_whatever_its_line_ends(room: str, data: st.DataObject) -> None:
    # was: a lone \r among \n lines joined two lines for the readers that split at \n, and cut
    # them for those that used str.splitlines (a Unibet, Full Tilt, WPN, PokerTracker or
    # Microgaming hand NOT AUDITABLE, its next hand lost; the line numbers after it off by one);
    # a text given as str whose lines all end in \r was taken for a file's path
    text = HANDS[room]
    rows = text.split("\n")
    ends = data.draw(st.lists(st.sampled_from(["\n", "\r\n", "\r"]), min_size=len(rows) - 1, max_size=len(rows) - 1))
    for k in range(len(ends) - 1):  # (a lone \r, a blank line ended by \n: that is one CRLF, one line end)
        if ends[k] == "\r" and not rows[k + 1] and ends[k + 1] == "\n":
            ends[k] = "\r\n"
    mixed = "".join(row + end for row, end in zip(rows, ends, strict=False)) + rows[-1]
    expected = _seen(text)
    assert _seen(mixed) == expected
    assert _normal(_seen(mixed.encode())) == _normal(expected)


@pytest.mark.parametrize("end", ["\r\n", "\r"])
def test_every_room_reads_a_file_of_one_line_end(end: str) -> None:
    for room, text in HANDS.items():
        assert _normal(_seen(text.replace("\n", end).encode())) == _normal(_seen(text)), room


def test_a_hand_after_a_line_ended_by_a_lone_cr_is_its_own_hand_on_its_own_line() -> None:
    # was: the second hand read at line 32 (the \r-ended line not counted); a Full Tilt hand
    # after a lone \r was NOT AUDITABLE and the first hand lost
    first = pasted.HANDS["OnGame"].rstrip("\n")
    second = first.replace("R5-8-4", "R5-8-5")
    records = [(r.hand_id, r.line, audit_hand(r).outcome) for r in read(first + "\r\r" + second + "\n")]
    assert records == [("R5-8-4", 1, Outcome.MATCH), ("R5-8-5", first.count("\n") + 3, Outcome.MATCH)]
    tilt = sites.FT_HAND.rstrip("\n")
    records = [(r.hand_id, audit_hand(r).outcome) for r in read(tilt + "\r" + tilt.replace("801", "802"))]
    assert records == [("20000000801", Outcome.MATCH), ("20000000802", Outcome.MATCH)]


# A separator str.splitlines breaks at and \n does not, in a player's name, reads as the
# character beside it that is no line break to either: \u2028 and \u2029 as a no-break space
# (each a space to the patterns' \s and to str.strip), \x85 as \x84 (each a control character)
_AS_TEXT = {"\u2028": "\xa0", "\u2029": "\xa0", "\x85": "\x84"}


@pytest.mark.parametrize("room", list(pasted.HANDS))
@pytest.mark.parametrize("separator", list(_AS_TEXT))
def test_a_unicode_line_separator_in_a_name_is_text(room: str, separator: str) -> None:
    # was: the readers that split lines with str.splitlines broke the seat line at it ("the seat
    # line does not read: 'Seat 1: an'", "line 38 names 'bob', who has no seat" in a hand of 33)
    text = pasted.HANDS[room]
    like = _AS_TEXT[separator]
    for name in ("ann", "bob"):
        expected = _seen(text.replace(name, f"an{like}n"))
        assert _seen(text.replace(name, f"an{separator}n"), (separator, like)) == expected, name
        got = _seen(text.replace(name, f"an{separator}n").encode(), (separator, like))
        assert _normal(got) == _normal(expected), name


def test_a_form_feed_in_a_name_is_text() -> None:
    # was: "the seat line does not read: 'Seat 1: an'" (the line cut at the form feed)
    text = pasted.HANDS["PokerStars"].replace("ann", "an\x0cn")
    for source in (text, text.encode()):
        (record,) = read(source)
        assert record.players == ("an\x0cn", "bob")
        assert record.error is None
        verdict = audit_hand(record)
        assert verdict.outcome is Outcome.NOT_AUDITABLE
        assert "a player's name must not hold control characters, got 'an\\x0cn'" in verdict.detail


@pytest.mark.parametrize("control", ["\x0b", "\x1c", "\x1d", "\x1e"])
def test_a_control_character_splitlines_breaks_at_is_binary_data_in_a_file_and_text_in_a_str(control: str) -> None:
    # was: in a str, the line cut there by the readers that used str.splitlines ("the seat line
    # does not read: 'Seat 2: b'"), not by the others
    text = "\r\n" + pasted.HANDS["PokerStars"].replace("bob", f"b{control}ob")
    at = text.index(control)
    line = text[:at].replace("\r\n", "\n").count("\n") + 1
    reason = f"binary data, not a hand history (the control character {control!r} at offset {at})"
    (record,) = read(text.encode())
    assert (record.hand_id, str(record.error)) == ("?", f"<bytes>, line {line}: {reason}")
    with pytest.raises(HandHistoryError, match=re.escape(reason)):
        decode(text.encode())
    (record,) = read(text)  # (a str's control characters are the readers' to judge: a name here)
    assert (record.hand_id, record.line, record.players, record.error) == ("21", 2, ("ann", f"b{control}ob"), None)
    assert "a player's name must not hold control characters" in audit_hand(record).detail


def test_decode_makes_every_line_end_a_line_feed() -> None:
    from pokerrank.handhistory.detect import checked_text

    assert decode(b"a\r\nb\rc\nd\r") == ("a\nb\nc\nd\n", "utf-8")
    assert decode("a\r\nb\rc".encode("utf-16")) == ("a\nb\nc", "utf-16")
    assert decode(b"\x00Game #1\r\n\x00Game #2\r\n")[0] == "Game #1\nGame #2\n"  # (partypoker's NULs first)
    assert checked_text("a\u2028b\x85c\x0cd\r", "<text>") == ("a\u2028b\x85c\x0cd\n", "utf-8")


def test_a_path_of_one_line_ending_in_cr_is_still_a_path(tmp_path: pytest.TempPathFactory) -> None:
    # a name read off a CRLF list of paths split at \n keeps its CR: the file is opened (or "no such
    # file"), never read as the text of a hand (a review of the line-end change)
    path = tmp_path / "hands\r"  # type: ignore[operator]
    hand = HEADS_UP.format(id=7, winner="ann")
    path.write_text(hand, encoding="utf-8")
    (from_path,) = read(str(path))
    (from_text,) = read(hand)
    assert from_path.error is None and from_path.hand_id == from_text.hand_id
    assert audit_hand(from_path).outcome is Outcome.MATCH
    missing = str(tmp_path / "nothing\r")  # type: ignore[operator]
    with pytest.raises(HandHistoryError, match="nothing"):
        list(read(missing, errors="raise"))
