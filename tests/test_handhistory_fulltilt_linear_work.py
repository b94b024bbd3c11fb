"""Full Tilt's own line patterns read a hostile line in linear work: a name, a hand's words or a
summary seat's name before a long run of blanks was tried at every end inside the run (a 32 KB
line of a hand took seconds). Each pattern, as the reader uses it, on a line that nearly matches
and then fails, at two lengths (no time asserted alone: quadratic work takes many times more);
and each reads every line as the pattern before it did (the old pattern is the reference)."""

from __future__ import annotations

import re

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from linearwork import work
from test_handhistory_sites import FT_HAND

from pokerrank.handhistory import read
from pokerrank.handhistory.sites import fulltilt
from pokerrank.handhistory.sites.fulltilt import FULLTILT

_COLLECT = next(pattern for pattern, _ in FULLTILT.lines if "wins|ties for" in pattern.pattern)
_UNCALLED = next(pattern for pattern, _ in FULLTILT.lines if pattern.pattern.startswith("^Uncalled"))
_SHOWS_CARDS, _SHOWS = (pattern for pattern, _ in FULLTILT.verbs)
_SIDE, _MAIN = fulltilt._SUMMARY_POTS

_OLD_NAME = r"(?P<name>.+?)"
_OLD: dict[re.Pattern[str], re.Pattern[str]] = {
    _COLLECT: re.compile(
        rf"^{_OLD_NAME}\s+(?:wins|ties for) (?:the )?(?P<pot>{fulltilt._POT}) \({fulltilt._MONEY}\)"
        rf"(?: with (?P<words>{fulltilt._WORDS}))?\s*$"  # (the words' group named since: the room's words kept)
    ),
    _UNCALLED: re.compile(rf"^Uncalled bet of {fulltilt._MONEY} returned to {_OLD_NAME}\s*$"),
    _SHOWS_CARDS: re.compile(r"^shows \[(?P<cards>[^\]]*)\] (?P<words>[^(].*?)\s*$"),
    _SHOWS: re.compile(r"^shows (?P<words>[a-zA-Z].*?)\s*$"),
    **{
        new: re.compile(
            rf"(Seat (?<![^\n]Seat )[0-9]{{1,9}}: [^\n]*?) +wins the {pot} pot \(([^\s()]+)\)"
            r"(?=[ \t]*(?:with [^\n]*)?\r?$)",
            re.M,
        )
        for new, pot in ((_SIDE, "side"), (_MAIN, "main"))
    },
}
"""Each pattern as it was before its blank runs were looked through once: what it must still read."""

_HOSTILE = [
    (_COLLECT.match, "ann", " ", "x"),
    (_COLLECT.match, "ann wins", " ", "x"),
    (_COLLECT.match, "ann", " \t", "wins the pot x"),
    (_UNCALLED.match, "Uncalled bet of $1 returned to ann", " ", "x"),
    (_SHOWS_CARDS.match, "shows [Ah Kd] a", " ", "x"),
    (_SHOWS.match, "shows a", " ", "x"),
    (_SIDE.search, "Seat 1: ann", " ", "x"),
    (_MAIN.search, "Seat 1: ann", " ", "wins the main pot x"),
]


@pytest.mark.parametrize(("apply", "head", "unit", "tail"), _HOSTILE)
def test_a_long_blank_run_that_fails_takes_linear_work(apply: object, head: str, unit: str, tail: str) -> None:
    # was: 2,000 and 8,000 blanks 0.09 s and 1.5 s (quadratic: 16 times for 4 times the line).
    # 500 and 4,000 repeats: linear work 8 times, quadratic 64 (bound 24, wide for a loaded machine)
    assert callable(apply)
    short, long = work(apply, head + unit * 500 + tail), work(apply, head + unit * 4000 + tail)
    assert long < 24 * short + 0.005, (head, unit, short, long)


def test_a_hand_with_a_long_blank_run_in_a_line_reads_in_linear_work() -> None:
    # was: one line `ann` + 16,000 blanks + `x` in a hand read in 3.8 s (4,000 blanks: 0.26 s)
    lines = FT_HAND.rstrip("\n").split("\n")

    def text(blanks: int) -> str:
        return "\n".join([*lines[:8], "ann" + " " * blanks + "x", *lines[8:]]) + "\n"

    short, long = work(lambda row: list(read(row)), text(2000)), work(lambda row: list(read(row)), text(16000))
    assert long < 24 * short + 0.01, (short, long)


_PIECES = st.sampled_from(
    [" ", "  ", "\t", "\r", "\xa0", "a", "Bo b", "(", ")", "[Ah Kd]", "$5", ":", "\n", "wins", "ties for", "the ",
     "pot", "main ", "side ", "#2", " with ", "a pair", "Seat 1: ", "shows ", "Uncalled bet of $1 returned to "]
)  # fmt: skip


def _groups(found: re.Match[str] | None) -> tuple[object, ...] | None:
    return None if found is None else (found.span(), found.groups())


@settings(max_examples=3000, deadline=None)
@example(lead="Seat 1: ", body=[" wins the side pot ($1) with x wins the side pot ($2)"])  # (an empty name first)
@example(lead="Seat 1: ", body=[" wins the main pot ($1) with x wins the main pot ($2)"])
@example(lead="", body=["a  wins the pot ($1) with x wins the pot ($2)"])  # (the shortest name, one letter, first)
@example(lead="", body=["a  ties for the side pot #2 ($1) with b ties for the pot ($2)"])
@given(lead=st.sampled_from(["", "shows ", "Seat 1: ", "Uncalled bet of $1 returned to "]), body=st.lists(_PIECES))
def test_every_pattern_reads_every_line_as_before(lead: str, body: list[str]) -> None:
    line = lead + "".join(body)
    for new, old in _OLD.items():
        assert _groups(new.match(line)) == _groups(old.match(line)), (new.pattern, line)
        assert _groups(new.search(line)) == _groups(old.search(line)), (new.pattern, line)


@pytest.mark.parametrize(
    ("pattern", "line", "group", "value"),
    [
        (_COLLECT, "Bo b  wins the main pot ($5) with a pair", "name", "Bo b"),
        (_COLLECT, "  ties for the pot ($5)", "name", " "),
        (_UNCALLED, "Uncalled bet of $1 returned to Bo b \t", "name", "Bo b"),
        (_SHOWS_CARDS, "shows [Ah Kd] a pair of Aces  ", "words", "a pair of Aces"),
        (_SHOWS, "shows two pair ", "words", "two pair"),
        (_SIDE, "Seat 2: Bo b  wins the side pot ($76.35) with a flush", 1, "Seat 2: Bo b"),
    ],
)
def test_the_patterns_still_read_their_lines(pattern: re.Pattern[str], line: str, group: str | int, value: str) -> None:
    found = pattern.search(line)
    assert found is not None and found.group(group) == value
