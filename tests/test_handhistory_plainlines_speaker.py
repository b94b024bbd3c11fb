"""The speaker of a player's line in the rooms written as plain lines (KingsClub, Seals With
Clubs, old WPN, Action Poker), found by the room's prefix and the names a line starts with
rather than by a pattern compiled for each table: the same player, words and run as the
table's pattern (rebuilt here as it was), on random names, lines and prefixes."""

from __future__ import annotations

import dataclasses
import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from pokerrank.handhistory.plainlines import _one_word_names, _one_word_said, _prefix_ends, _speaker
from pokerrank.handhistory.sites.actionpoker import ACTION_POKER
from pokerrank.handhistory.sites.kingsclub import KINGSCLUB
from pokerrank.handhistory.sites.lines import LineRoom
from pokerrank.handhistory.sites.sealswithclubs import SEALS_WITH_CLUBS
from pokerrank.handhistory.sites.wpnold import WPN_OLD

_ROOMS = (KINGSCLUB, SEALS_WITH_CLUBS, WPN_OLD, ACTION_POKER)
# the rooms' prefixes, and others of the shapes read without a pattern per table, or not (read by it)
_PREFIXES = sorted(
    {room.prefix for room in _ROOMS}
    | {"", r"(?:Run (?P<run>\d): )?", r"\*?Player ", "x?y", "a?a", "(?:a)?", "(?:ab)?a", "(?:Run (?P<run>.) )?",
       r"\[?", "(?:ab|a)", "a*", r"(?:R(?P<run>\d)(?:: ))?", "[Pp]layer ", "(?i)run ", "(?:a b)?"}
)  # fmt: skip


def _pattern_said(names: list[str], room: LineRoom, line: str) -> tuple[str, str, str | None] | None:
    """The player, what he says and the run, by the table's pattern as it was compiled for each table."""
    alternatives = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True)) or "(?!)"
    colon = "(?::)?" if room.colon else ""
    said = re.match(rf"{room.prefix}(?P<player>{alternatives}){colon} (?P<said>.*)", line)
    if said is None:
        return None
    return said["player"], said["said"], said["run"] if "run" in re.compile(room.prefix).groupindex else None


_WORDS = st.sampled_from(
    ["Run", "Run 2:", "Run 2: ", "Run x:", "Player", "*Player", "Player ", "a", "ab", "a b", "a:", "a: b", "", " ",
     "  ", ":", ": ", ".*", "a|b", "(?!)", "[x]", "\\d", "$", "é", "Ünïcødé", "名前", "٣", "\n", "\r", "\t", "x", "y",
     "folds", "bets 4", "Ann", "Ann Lee"]
)  # fmt: skip
_NAME = st.one_of(
    st.lists(_WORDS, min_size=1, max_size=3).map(" ".join),
    st.lists(_WORDS, min_size=1, max_size=3).map("".join),
    st.text(alphabet=st.sampled_from("ab :.|*\\()[]é名\nRP"), max_size=6),
)


@st.composite
def _table_and_line(draw: st.DrawFn) -> tuple[list[str], LineRoom, str]:
    room = dataclasses.replace(
        draw(st.sampled_from(_ROOMS)), prefix=draw(st.sampled_from(_PREFIXES)), colon=draw(st.booleans())
    )
    names = draw(st.lists(_NAME, max_size=6, unique=True))
    said = draw(st.lists(_WORDS, max_size=3).map(" ".join))
    start = draw(
        st.sampled_from(["", "Run 2: ", "Run ٣: ", "Run 2:", "*Player ", "Player ", "x", "xy", "a", "R1: ", "[", "ab"])
    )
    if names and draw(st.booleans()):  # a seated name, or the start of one, then what he says
        name = draw(st.sampled_from(names))
        name = name[: draw(st.integers(0, len(name)))] if draw(st.booleans()) else name
        line = start + name + draw(st.sampled_from([" ", "", "  ", ": ", ":", ":: "])) + said
    else:
        line = start + draw(_NAME) + " " + said
    line += draw(st.sampled_from(["", " ", "\n", " \n", "\n x", " 8 to 12", "s"]))
    return names, room, line


@given(_table_and_line())
@settings(max_examples=2000, deadline=None)
@example(([], KINGSCLUB, "Ann: folds"))
@example(([""], KINGSCLUB, " folds"))  # one empty name: the pattern was "(?!)", no name
@example((["", "x"], KINGSCLUB, " folds"))  # an empty name among others: the pattern found it
@example((["", "x"], KINGSCLUB, "Run 2:  folds"))
@example((["Ann", "Ann Lee"], KINGSCLUB, "Run 2: Ann Lee: bets 4"))
@example((["Run", "Ann"], KINGSCLUB, "Run 2: x"))  # the run's prefix, then no name: "Run" is the name
@example((["Run 2:", "Ann"], KINGSCLUB, "Run 2: Ann: folds"))
@example((["Ann"], KINGSCLUB, "Ann:folds"))
@example((["a:", "a"], KINGSCLUB, "a:: folds"))
@example((["Ann"], KINGSCLUB, "Ann: folds\nx"))
@example((["Player x", "x"], WPN_OLD, "Player x folds"))
@example((["Player x", "x"], WPN_OLD, "*Player x folds"))
@example((["a.b", "a|b"], SEALS_WITH_CLUBS, "axb folds"))
def test_the_speaker_is_the_tables_patterns(table_and_line: tuple[list[str], LineRoom, str]) -> None:
    names, room, line = table_and_line
    said, _ = _speaker(tuple(names), room)
    assert said(line) == _pattern_said(names, room, line)
    said, _ = _speaker(tuple(reversed(names)), room)
    assert said(line) == _pattern_said(names, room, line)  # the seats' order does not count


def test_the_rooms_prefixes_are_read_without_a_pattern_per_table() -> None:
    """Every room's prefix has known ends (no pattern compiled per table); other shapes do not."""
    assert all(_prefix_ends(room.prefix) is not None for room in _ROOMS)
    assert [_prefix_ends(prefix) is None for prefix in ("a?a", "(?:ab)?a", "(?:ab|a)", "a*", "(?i)run ", "(")] == [
        True
    ] * 6


@given(st.lists(_NAME, min_size=1, max_size=6, unique=True), st.sampled_from(["folds", "bets 4", "x"]))
@settings(max_examples=300, deadline=None)
def test_each_seated_name_is_found(names: list[str], rest: str) -> None:
    """Every seated name then what he says is found in every room, after each of its prefixes,
    as the pattern finds it."""
    for room in _ROOMS:
        for start in ("", "Run 2: ", "Player ", "*Player "):
            for name in names:
                line = f"{start}{name}{': ' if room.colon else ' '}{rest}"
                assert _speaker(tuple(names), room)[0](line) == _pattern_said(names, room, line)


_ONE_WORD = st.text(alphabet=st.sampled_from("abRPx*é名\n.|2"), min_size=1, max_size=5)


@given(
    st.lists(_ONE_WORD, min_size=1, max_size=6, unique=True),
    st.sampled_from(_ROOMS),
    st.sampled_from(_PREFIXES),
    st.booleans(),
    st.sampled_from(["", "Run 2: ", "Player ", "*Player ", "x", "a"]),
    st.sampled_from([" ", ": ", ":", "", "  ", ":: "]),
    st.sampled_from(["folds", "bets 4\nx", "", "x y"]),
    st.integers(0, 5),
)
@settings(max_examples=1000, deadline=None)
def test_one_word_names_are_the_tables_patterns(
    names: list[str], room: LineRoom, prefix: str, colon: bool, start: str, after: str, rest: str, pick: int
) -> None:
    """Tables whose every name is one word (most tables): the name up to the space after the prefix."""
    room = dataclasses.replace(room, prefix=prefix, colon=colon)
    name = names[pick % len(names)]
    for line in (f"{start}{name}{after}{rest}", f"{start}{name[:-1]}{after}{rest}", f"{start}{name}x {rest}"):
        assert _speaker(tuple(names), room)[0](line) == _pattern_said(names, room, line)


@given(
    st.lists(_ONE_WORD, min_size=1, max_size=6, unique=True),
    st.sampled_from(_ROOMS),
    st.sampled_from(_PREFIXES),
    st.booleans(),
    st.sampled_from(["", "Run 2: ", "Run 2:", "R", "Rake ", "Player ", "*Player ", "*", "x", "a"]),
    st.sampled_from([" ", ": ", ":", "", "  ", ":: "]),
    st.sampled_from(["folds", "bets 4\nx", "", "x y", "1"]),
    st.integers(0, 5),
)
@settings(max_examples=1000, deadline=None)
@example(["Ann", "Bob"], KINGSCLUB, KINGSCLUB.prefix, True, "Rake ", "", "1", 0)  # KingsClub's "Rake 1"
@example(["Ann", "Bob"], KINGSCLUB, KINGSCLUB.prefix, True, "Run 2: ", ": ", "shows [Ah]", 1)
def test_a_one_word_tables_line_after_the_prefix_is_read_by_its_first_words(
    names: list[str], room: LineRoom, prefix: str, colon: bool, start: str, after: str, rest: str, pick: int
) -> None:
    """A line of a table whose every name is one word that may begin with the room's prefix
    (KingsClub's ``Rake 1``, ``Run 2: ann: shows [..]``) is read by the names and the names with
    a colon, where the prefix may end, as the table's pattern reads it (no speaker made for the
    table)."""
    room = dataclasses.replace(room, prefix=prefix, colon=colon)
    ends = _prefix_ends(prefix)
    if ends is None or _one_word_names(tuple(names), prefix) is None:
        return
    tokens = dict(zip(names, names, strict=True))
    if colon:
        tokens.update({f"{name}:": name for name in names})
    name = names[pick % len(names)]
    for line in (f"{start}{name}{after}{rest}", f"{start}{name[:-1]}{after}{rest}", f"{start}{name}x {rest}"):
        assert _one_word_said(line, ends, tokens) == _pattern_said(names, room, line)
