"""The PokerStars family's readers try a room's own line (``Room.lines``) only on a line holding
the words every match of its pattern holds (``pokerstars._worded``, issues 23/24: Full Tilt's
``^.+ \\(Observer\\): `` searched every line to fail). Lines every room's rules read (made from
their patterns) and lines of no rule: each rule's words are in every line it reads, and what a
line is (``_action_line``, ``_summary_line``) is the same with the words tried first and without."""

from __future__ import annotations

import re
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.handhistory import pokerstars
from pokerrank.handhistory.sites import ROOMS, Room
from pokerrank.handhistory.sites.everest import EVEREST

_ROOMS = tuple({id(room): room for room in (*ROOMS, EVEREST) if room.lines}.values())
_RULES = [(room, pattern) for room in _ROOMS for pattern, _ in room.lines]


def _unguarded(rules: tuple[tuple[re.Pattern[str], object], ...]) -> tuple[tuple[re.Pattern[str], object, str], ...]:
    return tuple((pattern, kind, "") for pattern, kind in rules)


def _both_ways(line: str, room: Room) -> None:
    names = {"ann": 1, "Bob": 2, "Player3": 3}
    short = (pokerstars._action_line(line, room, names)[0], pokerstars._summary_line(line, room)[0])
    with mock.patch.object(pokerstars, "_worded", _unguarded):
        full = (pokerstars._action_line(line, room, names)[0], pokerstars._summary_line(line, room)[0])
    assert short == full


def test_every_room_with_lines_is_judged() -> None:
    assert len(_RULES) >= 30
    assert any(words for room in _ROOMS for _, _, words in pokerstars._worded(room.lines))


@pytest.mark.parametrize(("room", "pattern"), _RULES, ids=[f"{r.name}-{k}" for k, (r, _) in enumerate(_RULES)])
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_a_line_a_rule_reads_holds_its_words_and_reads_the_same(
    room: Room, pattern: re.Pattern[str], data: st.DataObject
) -> None:
    line = data.draw(st.from_regex(pattern, fullmatch=True).map(lambda text: text.strip("\r\n")))
    words = {p: w for p, _, w in pokerstars._worded(room.lines)}[pattern]
    if pattern.match(line) is not None:
        assert words in line
    _both_ways(line, room)


@pytest.mark.parametrize(
    "line",
    [
        "ann (Observer): hi",
        "ann: gl",
        "Bob wins the pot ($5)",
        "Bob ties for the side pot #1 ($2.50)",
        "Player3 has 15 seconds left to act",
        "Duration 42s",
        "Pot 1 $12",
        "ann is dealt 1 card",
        "Uncalled bet of $2 returned to ann",
        "The button is in seat #4",
        "Bob adds $20",
        "Player3 is high with [Ah Kh]",
        "nothing any rule reads",
    ],
)
def test_the_rooms_lines_read_the_same_both_ways(line: str) -> None:
    for room in _ROOMS:
        _both_ways(line, room)
