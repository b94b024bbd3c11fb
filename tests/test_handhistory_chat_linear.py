"""Work done to tell a player's chat quoting a room's first line from a hand glued there
(``ann: hi Game # 71 - ...``, :func:`pokerrank.handhistory.sites.vocabulary.in_chat`) grows with
the text's length, however the text is shaped: counted as calls of the patterns the chat's test
tries (not timed), for a text and one four times as long in the shape a hostile file would take.
The hands are those of the pasted-rooms tests."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from test_handhistory_pasted_rooms import HANDS

from pokerrank.handhistory import read
from pokerrank.handhistory.sites import vocabulary

_PATTERNS = ("_CHAT_NAME", "_WORD", "_SEAT_LINE", "_IN_SEAT_LINE", "_NAMED_LINE", "_GOES_ON", "_NOT_CHAT_NAME")


class _Counted:
    """A pattern that counts its tries: each call, and each match a search of many yields."""

    def __init__(self, pattern: re.Pattern[str], counts: list[int]) -> None:
        self._pattern, self._counts = pattern, counts

    def __getattr__(self, name: str) -> Any:
        return getattr(self._pattern, name)

    def match(self, *args: Any) -> re.Match[str] | None:
        self._counts[0] += 1
        return self._pattern.match(*args)

    def fullmatch(self, *args: Any) -> re.Match[str] | None:
        self._counts[0] += 1
        return self._pattern.fullmatch(*args)

    def search(self, *args: Any) -> re.Match[str] | None:
        self._counts[0] += 1
        return self._pattern.search(*args)

    def finditer(self, *args: Any) -> Iterator[re.Match[str]]:
        self._counts[0] += 1
        for found in self._pattern.finditer(*args):
            self._counts[0] += 1
            yield found


def _tries(monkeypatch: pytest.MonkeyPatch, text: str) -> int:
    counts = [0]
    with monkeypatch.context() as patched:
        for name in _PATTERNS:
            patched.setattr(vocabulary, name, _Counted(getattr(vocabulary, name), counts))
        list(read(text))
    return counts[0]


def _in_hand(room: str, cut: int, body: str) -> str:
    lines = HANDS[room].rstrip("\n").split("\n")
    return "\n".join(lines[:cut]) + "\n" + body + "\n".join(lines[cut:]) + "\n"


@pytest.mark.parametrize("room", ["PokerStars", "Full Tilt", "Cake"])
def test_a_chat_line_quoting_first_lines_many_times_costs_no_more_than_once(
    monkeypatch: pytest.MonkeyPatch, room: str
) -> None:
    # was: each first line quoted on a seated player's chat line worked the chat out again, each time
    # looking through up to 16 KB of the lines before it (a 1 MB hand of such lines read in 47 s, not 0.07)
    def text(quotes: int) -> str:
        line = "ann: hi " + "Seat Game #1 - " * quotes
        return _in_hand(room, 8, f"Seat 1: ann ($100 in chips)\n{line}\nann folds\n" * 20)

    assert _tries(monkeypatch, text(400)) <= 1.25 * _tries(monkeypatch, text(100))


@pytest.mark.parametrize("room", ["Cake", "Everleaf", "partypoker", "Entraction"])
def test_chats_after_many_seat_lines_cost_what_their_lines_do(monkeypatch: pytest.MonkeyPatch, room: str) -> None:
    # was: each seated player's chat quoting a first line looked through every seat line up to 16 KB
    # before it (blocks of 50 seat lines and a chat: Everleaf 22x, Cake 1.3x slower than before):
    # n seat lines and n chats took n * n tries
    lines = HANDS[room].rstrip("\n").split("\n")
    first = lines[3] if room == "partypoker" else lines[0]

    def text(players: int) -> str:
        seats = "".join(f"Seat {k % 9 + 1}: p{k} (1)\n" for k in range(players))
        chats = "".join(f"p{k}: hi {first}\np{k} folds\n" for k in range(players))
        return _in_hand(room, 8, seats + chats)

    assert _tries(monkeypatch, text(120)) <= 4.5 * _tries(monkeypatch, text(30))  # (all within 16 KB of the seats)


@pytest.mark.parametrize("shape", ["seat", "in seat"])
def test_a_long_seat_line_before_a_seated_chat_is_looked_at_by_a_bounded_name(shape: str) -> None:
    """A review's find: one seat line of a long run of blanks (``Seat 2: a   ...   x``) before a
    seated chat took time growing with the square of the line (a 128 KB line: over 40 s), the
    seat patterns trying a lazy name of every length before the blanks. The names they take are
    a chat's (up to 40 characters), so each line's look is linear; the hand is read as before."""
    pattern = vocabulary._SEAT_LINE if shape == "seat" else vocabulary._IN_SEAT_LINE
    line = "Seat 1: {} ($1 in chips)" if shape == "seat" else "{}   (EUR 4.00 in seat 1)"
    assert pattern.match(line.format("a" * 40)) is not None
    assert pattern.match(line.format("a" * 41)) is None  # (no chat's name: a bound on every try)
    lines = HANDS["Cake"].rstrip("\n").split("\n")
    long = "Seat 2: a" + " " * 20_000 + "x" if shape == "seat" else "a" + " " * 20_000 + "x seat 1"
    body = [long, "Seat 1: ann ($1 in chips)", f"ann: hi {lines[0]}", "ann folds"]
    records = list(read("\n".join(lines[:8] + body + lines[8:]) + "\n"))
    assert [(record.hand_id, record.line) for record in records] == [("2930A7507F000999", 1)]


def test_a_texts_seats_are_not_kept_once_it_is_read() -> None:
    """A review's find: the last text looked at for seated chats, its seat places and a verdict
    a chat line stayed held after the read (a 7.5 MB text: 52 MB kept)."""
    lines = HANDS["Everleaf"].rstrip("\n").split("\n")
    chat = [f"ann: hi {lines[0]}", "ann folds"]
    records = list(read("\n".join([*lines[:8], "Seat 1: ann ($1 in chips)", *chat, *lines[8:]]) + "\n"))
    assert records
    assert vocabulary._LAST_SEATS[0] is None
