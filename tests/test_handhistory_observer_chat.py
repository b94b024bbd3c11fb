"""A hand is never lost inside another, and a chat never cuts one: a hand cut off right after a
line's ``label: `` (``Dealer: ``, ``Table: ``, ``Seat 2: ``, ``ann: ``) with the next hand written
on after it is read as its own record on the line it begins; a chat quoting a first line in a
hand in play (the hand going on after it) by a player no seat line seats (an observer: ``dan:
hi ...``, Full Tilt's ``dan (Observer): ...``) or in PKR's words (``ann says hi ...``) makes no
record and leaves the hand one. The hands are those of the pasted-rooms tests."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_handhistory_glued_after_labels import GLUED, HOSTS
from test_handhistory_pasted_rooms import HANDS

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory.sites import vocabulary

_LABEL = re.compile(r"[ \t]*[^\s:][^:\n]{0,39}?: +")
"""A line's first words ``label: `` (its own colon and the spaces after it): where the test cuts a
line before gluing the next hand on."""


def _hand_id(text: str) -> str:
    return next(iter(read(text))).hand_id


def _label_cuts(host: str) -> list[tuple[int, str]]:
    lines = HANDS[host].rstrip("\n").split("\n")
    out = []
    for number, line in enumerate(lines):
        found = _LABEL.match(line)
        if found is not None:
            out.append((number, "\n".join([*lines[:number], line[: found.end()]])))
    return out


_SEAT_LINE = re.compile(r"Seat \d+: \S.*[(\[]|Seat \d+ - |.*\bin seat \d")
_SUMMARY = re.compile(r"(\*{2,3} )?summary\b", re.IGNORECASE)


def _playing(lines: list[str], number: int) -> bool:
    """Whether the line ``number`` of a hand's ``lines`` is in its play: after a seat line, not
    right after one (the seat lines' place), and before its summary."""
    before = lines[:number]
    return (
        any(_SEAT_LINE.match(line) for line in before)
        and not _SEAT_LINE.match(before[-1])
        and not any(_SUMMARY.match(line.strip()) for line in before)
    )


_TWO_FIRST_LINES = ("888", "partypoker", "PKR", "Everleaf")
"""Rooms whose hand's second line begins a hand too (``#Game No : 700`` then ``***** 888poker Hand
History for Game 700 *****``): after a ``name: `` the first of them is a chat's as readily as a
glued hand's (``bob: #Game No : 901`` at a hand's end, then hand 901: the hand before stays a
MATCH, as before h-loose3), so such a hand glued there is read from its second line or lost inside
the cut hand, loudly."""


def _loud(records: list[object], hand_id: str, lines: tuple[int, ...]) -> bool:
    """Whether the hand ``hand_id`` is read on one of ``lines``, or else some record is NOT AUDITABLE."""
    if any((r.hand_id, r.line) in [(hand_id, line) for line in lines] for r in records):  # type: ignore[attr-defined]
        return True
    return any(audit_hand(r).outcome is Outcome.NOT_AUDITABLE for r in records)  # type: ignore[arg-type]


@pytest.mark.parametrize("glued", GLUED)
@pytest.mark.parametrize("host", HOSTS)
def test_a_hand_glued_right_after_a_label_is_read_as_its_own_record(host: str, glued: str) -> None:
    # was: a hand glued right after `Dealer: ` (Cake), `Table: ` (OnGame)... in a hand in play
    # taken for a chat's `name: `: lost inside the cut hand (NOT AUDITABLE under the cut hand's number)
    hand = HANDS[glued].lstrip("\ufeff")
    hand_id = _hand_id(hand)
    lines = HANDS[host].lstrip("\ufeff").rstrip("\n").split("\n")
    cuts = [(number, before) for number, before in _label_cuts(host) if _playing(lines, number)]
    if not cuts:
        pytest.skip(f"{host}'s hand has no `label: ` line in play")
    for number, before in cuts:
        records = list(read(before + hand))
        if glued in _TWO_FIRST_LINES:
            assert _loud(records, hand_id, (number + 1, number + 2)), (before.split("\n")[-1], records)
        else:
            assert (hand_id, number + 1) in [(r.hand_id, r.line) for r in records], (before.split("\n")[-1], records)


@pytest.mark.parametrize("glued", GLUED)
@pytest.mark.parametrize("host", HOSTS)
def test_a_hand_glued_right_after_a_label_in_a_hands_header_seats_or_summary_is_read_or_loud(
    host: str, glued: str
) -> None:
    # the shape of a chat `bob: <first line>` there, which cuts no hand (a MATCH stays one: the
    # next test); a hand glued there is read, or lost inside the cut hand NOT AUDITABLE, as before h-loose3;
    # was, for a hand of the host's own room (under a new number) glued after OnGame's `Start hand: `: one
    # record, a MATCH under the cut hand's number, the glued hand lost (a header label taken for a chat's)
    hand = HANDS[glued].lstrip("\ufeff")
    if host == glued:
        hand = _renumbered(hand)
    hand_id = _hand_id(hand)
    lines = HANDS[host].lstrip("\ufeff").rstrip("\n").split("\n")
    for number, before in _label_cuts(host):
        if not _playing(lines, number):
            records = list(read(before + hand))
            assert _loud(records, hand_id, (number + 1, number + 2)), (before.split("\n")[-1], records)
            if hand_id not in [r.hand_id for r in records]:
                assert Outcome.MATCH not in [audit_hand(r).outcome for r in records], (before.split("\n")[-1], records)


def _renumbered(hand: str) -> str:
    """``hand`` under a new number (its number where it follows a blank or ``#`` and ends a word:
    not an amount's ``$1``), the same hand otherwise."""
    hand_id = _hand_id(hand)
    new = hand_id[:-1] + ("7" if hand_id[-1] != "7" else "8")
    renumbered = re.sub(rf"(?<=[#\s]){re.escape(hand_id)}(?=[\s:*.]|$)", new, hand)
    alone = [(r.hand_id, audit_hand(r).outcome) for r in read(hand)]
    assert [(r.hand_id, audit_hand(r).outcome) for r in read(renumbered)] == [(new, alone[0][1])], hand[:60]
    return renumbered


_ABSOLUTE = """Stage #1981698003: Holdem  No Limit $2 - 2010-04-01 17:48:42 (ET)
Table: LAREDO (Real Money) Seat #1 is the dealer
Seat 1 - ANN ($100 in chips)
Seat 2 - BOB ($100 in chips)
ANN - Posts small blind $1
BOB - Posts big blind $2
*** POCKET CARDS ***
ANN - Raises $5 to $6
BOB - Folds
ANN - returned ($4) : not called
*** SHOW DOWN ***
ANN - Does not show
ANN Collects $4 from main pot
*** SUMMARY ***
Total Pot($4)
"""


@pytest.mark.parametrize(
    ("room", "lines"), [("OnGame", 2), ("OnGame", 3), ("Seals With Clubs", 2), ("Seals With Clubs", 3)]
)
def test_a_hand_cut_after_its_rooms_header_label_and_the_next_hand_of_the_room_glued_there_are_two_records(
    room: str, lines: int
) -> None:
    # was: one record, a MATCH under the cut hand's number (the glued hand's lines read as its:
    # the label taken for a chat's `name: `, the reader taking a second `Start hand:`/`Table:` line
    # as quiet), the glued hand lost; the label written again on the glued hand's next line tells
    # it, after the labels the cut hand wrote before it (OnGame's `Table: `, `User: `)
    hand = HANDS[room]
    header = _renumbered(hand).lstrip("\ufeff").split("\n")
    cut = "\n".join(header[:lines]) + "\n" + header[lines].split(": ")[0] + ": "
    records = list(read(cut + hand))
    verdicts = [audit_hand(r) for r in records]
    assert [(r.hand_id, r.line) for r in records] == [(_hand_id(cut + "\n"), 1), (_hand_id(hand), lines + 1)]
    assert [v.outcome for v in verdicts] == [Outcome.NOT_AUDITABLE, Outcome.MATCH]


@pytest.mark.parametrize(("room", "label"), [("OnGame", "Start hand: "), ("Absolute", "Table: ")])
def test_a_hand_cut_after_its_rooms_first_header_label_is_refused_with_the_line_quoted(room: str, label: str) -> None:
    # was (h-glued): two records, the second a MATCH under the number of the first line after the
    # label; a hand cut there and the next glued reads as a chat quoting a first line on the hand's
    # second line (a number only the chat holds): neither is read as a hand, the line is quoted
    hand = HANDS["OnGame"] if room == "OnGame" else _ABSOLUTE
    cut = _renumbered(hand).split("\n")[0] + "\n" + label
    records = list(read(cut + hand))
    verdicts = [audit_hand(r) for r in records]
    assert [(r.hand_id, r.line) for r in records] == [(_hand_id(cut + "\n"), 1)]
    assert [v.outcome for v in verdicts] == [Outcome.NOT_AUDITABLE]
    assert f"line 2 is not understood: '{label}{hand.lstrip(chr(0xFEFF)).split(chr(10))[0]}'" in (
        verdicts[0].detail or ""
    )


@pytest.mark.parametrize("host", [host for host in HOSTS if host not in ("partypoker", "Microgaming export")])
@pytest.mark.parametrize("room", ["888", "Cake", "Everleaf", "partypoker", "OnGame"])
def test_a_chat_quoting_a_first_line_in_a_hands_header_seats_or_last_lines_cuts_no_hand(host: str, room: str) -> None:
    # was (h-loose3): `bob: <first line>` before the hand's seat lines, among them or after its
    # last line cut the hand: NOT AUDITABLE "line n ... 'bob:'" and a record of the quoted room
    # (partypoker's and Microgaming's own hands split there before h-loose3 too: not these hosts)
    if room == host:
        pytest.skip("a hand quoting its own first line")
    first = HANDS[room].lstrip("\ufeff").split("\n")[0]
    lines = HANDS[host].lstrip("\ufeff").rstrip("\n").split("\n")
    alone = [(r.hand_id, audit_hand(r).outcome) for r in read(HANDS[host].lstrip("\ufeff"))]
    name = _seated(host)
    for number in range(2, len(lines)):  # (not between a hand's two first lines, 888's, nor after its last)
        if _playing(lines, number):
            continue
        for chat in (f"{name}: {first}", f"dan: {first}"):
            text = "\n".join([*lines[:number], chat, *lines[number:]]) + "\n"
            assert [r.hand_id for r in read(text)] == [hand_id for hand_id, _ in alone], (number, chat)


@pytest.mark.parametrize("glued", ["Cake", "OnGame", "888", "Bovada"])
def test_a_hand_glued_in_a_files_refused_head_is_read(glued: str) -> None:
    # was (a strict xfail): a file whose first hand is cut in its first lines refused whole, one
    # record, the glued hand lost with it; now the cut text's record (the reason, its first line
    # quoted), then the glued hand on the line it begins; the cut text's record is partypoker's, as
    # its reason says (was: the glued hand's room, and before that rule PokerStars, a record's own)
    records = list(read("Game #900 starts.\n\n#Game No : " + HANDS[glued]))
    assert [(r.hand_id, r.line) for r in records] == [("?", 1), (_hand_id(HANDS[glued]), 3)]
    assert (records[0].site, records[0].format) == ("partypoker", "partypoker")
    assert records[1].site == next(iter(read(HANDS[glued]))).site
    assert records[0].error is not None and "'Game #900 starts.'" in records[0].error.reason
    assert [audit_hand(r).outcome for r in records] == [Outcome.NOT_AUDITABLE, Outcome.MATCH]


@pytest.mark.parametrize("after", ["\n\nfoo\n", "\n", "\n\n#Game No : \n"])
def test_a_refused_partypoker_head_names_partypoker_whatever_follows_it(after: str) -> None:
    # was: PokerStars (a record's own room) where no hand is glued after the head, partypoker
    # where one is: the room of a refused text's record hung on what follows its first line
    (record,) = read("Game #900 starts." + after)
    assert (record.hand_id, record.line, record.site, record.format) == ("?", 1, "partypoker", "partypoker")
    assert record.error is not None and "'Game #900 starts.'" in record.error.reason
    (other,) = read("not a hand\n")
    assert (other.site, other.format) == ("PokerStars", "pokerstars")  # (of no room read: a record's own)


_SEAT = re.compile(r"^Seat \d+: (\w+)|^(\w+) +\(.*in seat \d|^Seat \d+ - (\w+)", re.MULTILINE)
QUOTED = ("888", "Bovada", "Cake", "PokerStars", "Full Tilt", "Entraction", "OnGame", "Everleaf", "Absolute", "PKR",
          "partypoker")  # fmt: skip
"""The rooms whose first line a chat quotes in the test."""
CHATS = ("dan: hi {first}", "dan: {first}", "{seated} says hi {first}", "dan says {first}")


def _in_play(host: str, chat: str) -> str:
    """``host``'s hand with ``chat`` two lines after its first seat line's block ends (its players
    posting or acting after it)."""
    lines = HANDS[host].lstrip("\ufeff").rstrip("\n").split("\n")
    seats = [k for k, line in enumerate(lines) if _SEAT.match(line) and k < 0.6 * len(lines)]
    return "\n".join([*lines[: seats[-1] + 2], chat, *lines[seats[-1] + 2 :]]) + "\n"


def _seated(host: str) -> str:
    found = _SEAT.search(HANDS[host].lstrip("\ufeff"))
    assert found is not None
    return found.group(1) or found.group(2) or found.group(3)


@pytest.mark.parametrize("chat", CHATS)
@pytest.mark.parametrize("host", QUOTED)
def test_an_observers_or_a_says_chat_quoting_a_first_line_in_a_hand_in_play_makes_no_record(
    host: str, chat: str
) -> None:
    # was: `dan: hi Game # 71 - ...` (dan in no seat line) or PKR's `ann says hi Game # 71 - ...` cut
    # the hand there: the hand NOT AUDITABLE "cut off", a record of the quoted room from its lines
    alone = next(iter(read(HANDS[host])))
    for room in (room for room in QUOTED if (host, room) != ("PokerStars", "PokerStars")):
        first = HANDS[room].lstrip("\ufeff").split("\n")[0]
        line = chat.format(first=first, seated=_seated(host))
        records = list(read(_in_play(host, line)))
        assert [r.hand_id for r in records] == [alone.hand_id], (room, line, records)
        verdict = audit_hand(records[0])
        if verdict.outcome is not audit_hand(alone).outcome:  # (a line the room's reader takes for no chat: quoted)
            assert verdict.outcome is Outcome.NOT_AUDITABLE and line[:20] in (verdict.detail or ""), (room, verdict)


@pytest.mark.parametrize("room", [room for room in QUOTED if room != "PokerStars"])
def test_full_tilts_observer_chat_quoting_a_first_line_leaves_the_hand_as_it_was(room: str) -> None:
    first = HANDS[room].lstrip("\ufeff").split("\n")[0]
    records = list(read(_in_play("Full Tilt", f"dan (Observer): {first}")))
    alone = next(iter(read(HANDS["Full Tilt"])))
    assert [(r.hand_id, audit_hand(r).outcome) for r in records] == [(alone.hand_id, Outcome.MATCH)]


class _Counted:
    """A pattern whose ``match`` calls are counted."""

    def __init__(self, pattern: re.Pattern[str], counts: list[int]) -> None:
        self._pattern, self._counts = pattern, counts

    def match(self, *args: object) -> re.Match[str] | None:
        self._counts[0] += 1
        return self._pattern.match(*args)  # type: ignore[arg-type]


@pytest.mark.parametrize("host", ["PokerStars", "Cake", "Entraction", "partypoker"])
@pytest.mark.parametrize("chat", ["dan: hi {first}", "{seated}: hi {first}"])
def test_a_run_of_chats_quoting_first_lines_looks_at_each_line_after_them_once(
    monkeypatch: pytest.MonkeyPatch, host: str, chat: str
) -> None:
    # a chat is one where the hand goes on after it (up to 40 lines looked at): a run of chats
    # quoting first lines, none of them telling, was looked through again from each (40 lines a
    # chat, a 250 KB file of them 1.8 s); the lines found to tell nothing are skipped by the next
    first = HANDS["Entraction"].split("\n")[0]
    line = chat.format(first=first, seated=_seated(host))

    def looks(chats: int) -> int:
        counts = [0]
        with monkeypatch.context() as patched:
            patched.setattr(vocabulary, "_GOES_ON", _Counted(vocabulary._GOES_ON, counts))
            list(read(_in_play(host, "\n".join([line] * chats))))
        return counts[0]

    assert looks(800) - looks(200) <= 4 * 600


_LINES = st.sampled_from(
    ["Seat 1: ann (1)", "bob   (EUR 1 in seat 2)", "ann: hi Game # 71 - x", "dan: Game # 71 - x", "bob says Game # 71",
     "Dealer: Game # 71 - x", "*** FLOP ***", "ann folds", "bob: bets 2", "cid: is Game # 71", "", "Table 'T'",
     "Seat 3: cid (1)", "x" * 20, "Game # 71 - y", "eve: Game # 71 (EUR 1 in seat 4)", "eve: Game # 71 x"]
)  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(lines=st.lists(_LINES, max_size=120), since=st.sampled_from([0, 40, 200]))
def test_each_chat_is_told_as_a_look_at_it_alone_tells_it(lines: list[str], since: int) -> None:
    # the lines a look after a chat skips (found to tell nothing after the chat before it) change no verdict
    text = "\n".join(lines) + "\n"
    places = [found.start() for found in re.finditer("Game # 71", text) if found.start() >= since]
    vocabulary.forget_seats()
    in_turn = [vocabulary.in_chat(text, at, since=since) for at in places]
    alone = []
    for at in places:
        vocabulary.forget_seats()
        alone.append(vocabulary.in_chat(text, at, since=since))
    vocabulary.forget_seats()
    assert in_turn == alone


@pytest.mark.parametrize(("room", "label"), [("OnGame", "Start hand: "), ("Absolute", "Table: ")])
def test_a_first_line_of_the_room_on_a_header_line_the_next_lines_do_not_repeat_is_not_auditable(
    room: str, label: str
) -> None:
    # was: one record, a MATCH under the cut hand's number (OnGame took any `Start hand:` line,
    # Absolute any `Table:` line, for one that tells nothing); the line is now quoted
    hand = HANDS["OnGame"] if room == "OnGame" else _ABSOLUTE
    lines = hand.split("\n")
    glued = "\n".join([lines[0], *lines[2:]])  # (the glued hand's own label line, its second, left out)
    cut = _renumbered(hand).split("\n")[0] + "\n" + label
    records = list(read(cut + glued))
    assert [r.hand_id for r in records] == [_hand_id(cut + "\n")]
    verdict = audit_hand(records[0])
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert f"line 2 is not understood: {(label + lines[0])[:80]!r}" in (verdict.detail or ""), verdict.detail


@pytest.mark.parametrize("room", ["OnGame", "Absolute", "888", "PokerStars"])
def test_a_run_of_one_players_chats_quoting_a_first_line_in_a_header_is_no_run_of_hands(room: str) -> None:
    # was (a63bc40, the label found again rule's first version): each `bob: <first line>` the
    # label of the next line, one record a line; a chat's name said again is no glued hand's
    # header label where that line quotes a first line too
    first = HANDS[room].lstrip("\ufeff").split("\n")[0]
    host = HANDS["OnGame"].split("\n")
    text = "\n".join([host[0], *[f"bob: {first}"] * 5, *host[1:]])
    assert [r.hand_id for r in read(text)] == [_hand_id(HANDS["OnGame"])]
