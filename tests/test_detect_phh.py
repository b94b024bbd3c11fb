"""The quick test for PHH text in ``detect_format`` (``_surely_phh``) never takes another room's text.

The quick test says PHH for a text that begins ``variant = `` and holds no ``#``, ``*`` or
``<``, before any other room's test is tried. It is sound if every other test, on such a text,
says no. That is proved here from the parse of each room's pattern: a pattern searched for
anywhere in the text matches only where the text holds one of those three characters; a
pattern matched at the start of the text (or of the text less its leading blank space) cannot
begin with ``v``. The few tests written as code (OHH, the XML rooms, PokerNow) look at the
first character only. Then the whole of ``detect_format`` with and without the quick test is
compared on generated texts and on every shared hand-history file.
"""

from __future__ import annotations

import re
from pathlib import Path
from re import _constants as sre_constants  # type: ignore[attr-defined]  # re's own parser (Python 3.11+)
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import (
    absolute,
    boss,
    bovada,
    cake,
    detect,
    entraction,
    everleaf,
    microgaming,
    ongame,
    pacific,
    party,
    pkr,
)
from pokerrank.handhistory.sites import LINE_ROOMS, NEXT_HAND, STARTS

MARKS = frozenset("#*<")
"""What the quick test's text holds none of."""

C = sre_constants


def _items(pattern: re.Pattern[str]) -> Any:
    assert not pattern.flags & re.IGNORECASE, pattern.pattern  # the proofs below compare characters as written
    return sre_parse.parse(pattern.pattern, pattern.flags)


def _must_hold(seq: Any, marks: frozenset[str]) -> bool:
    """Whether every text a piece of a pattern matches (what it consumes, and what a lookahead or
    lookbehind sees) holds one of ``marks``: one item of the sequence surely does."""
    return any(_item_holds(op, av, marks) for op, av in seq)


def _item_holds(op: Any, av: Any, marks: frozenset[str]) -> bool:
    if op is C.LITERAL:
        return chr(av) in marks
    if op is C.IN:
        return all(kind is C.LITERAL and chr(value) in marks for kind, value in av)
    if op is C.SUBPATTERN:
        return _must_hold(av[-1], marks)
    if op is C.BRANCH:
        return all(_must_hold(branch, marks) for branch in av[1])
    if op in (C.MAX_REPEAT, C.MIN_REPEAT, getattr(C, "POSSESSIVE_REPEAT", None)):
        low, _, body = av
        return low >= 1 and _must_hold(body, marks)
    if op is C.ASSERT:  # (direction, pattern): the text holds what it sees
        return _must_hold(av[1], marks)
    if op is getattr(C, "ATOMIC_GROUP", None):
        return _must_hold(av, marks)
    return False


ANY = None
"""Any character may come first."""


def _first(seq: Any) -> tuple[set[str] | None, bool]:
    """The characters a match of a piece of a pattern may begin with (None: any), and whether
    the piece may match nothing (then what follows may come first)."""
    found: set[str] = set()
    for op, av in seq:
        chars, empty = _first_item(op, av)
        if chars is None:
            return None, False
        found |= chars
        if not empty:
            return found, False
    return found, True


def _first_item(op: Any, av: Any) -> tuple[set[str] | None, bool]:
    if op is C.LITERAL:
        return {chr(av)}, False
    if op is C.IN:
        if all(kind is C.LITERAL for kind, _ in av):
            return {chr(value) for _, value in av}, False
        if all(kind in (C.LITERAL, C.RANGE) for kind, _ in av):
            chars: set[str] = set()
            for kind, value in av:
                chars |= {chr(value)} if kind is C.LITERAL else {chr(c) for c in range(value[0], value[1] + 1)}
            return chars, False
        return ANY, False
    if op in (C.AT, C.ASSERT, C.ASSERT_NOT):  # zero-width: the next item comes first (a lookahead only narrows it)
        return set(), True
    if op is C.SUBPATTERN:
        return _first(av[-1])
    if op is C.BRANCH:
        union: set[str] = set()
        any_empty = False
        for branch in av[1]:
            chars, empty = _first(branch)
            if chars is None:
                return ANY, False
            union |= chars
            any_empty = any_empty or empty
        return union, any_empty
    if op in (C.MAX_REPEAT, C.MIN_REPEAT, getattr(C, "POSSESSIVE_REPEAT", None)):
        low, _, body = av
        chars, empty = _first(body)
        return chars, empty or low == 0
    if op is getattr(C, "ATOMIC_GROUP", None):
        return _first(av)
    return ANY, False


def _cannot_begin_with(pattern: re.Pattern[str], char: str) -> bool:
    chars, empty = _first(_items(pattern))
    return chars is not None and not empty and char not in chars


SEARCHED = {
    "every room's first line (at the start)": re.compile(STARTS),
    "every room's first line after a line break": NEXT_HAND,
    "Boss XML": boss._LOOKS,
    "Microgaming XML": microgaming._LOOKS,
    "Cake (any line)": cake._LOOKS,
    "PKR (any line)": pkr._LOOKS,
}
"""The patterns ``detect_format`` searches a text for (or matches at its start) before PHH."""
AT_START = {
    "Bovada": bovada._LOOKS,
    "partypoker": party._LOOKS,
    "888": pacific._LOOKS,
    "OnGame": ongame._LOOKS,
    "Entraction": entraction._LOOKS,
    "Everleaf": everleaf._LOOKS,
    "Absolute": absolute._LOOKS,
    **{f"{room.name} (the text less its leading blank space)": room.start for room in LINE_ROOMS},
}
"""The patterns ``detect_format`` matches at the start of a text before PHH."""


def test_the_proofs_tell_patterns_apart() -> None:
    """The two proofs say no where they must: a pattern that may match without a mark, or begin with ``v``."""
    assert _must_hold(_items(re.compile(r"a#|b\*")), MARKS)
    assert not _must_hold(_items(re.compile(r"a#|b")), MARKS)
    assert not _must_hold(_items(re.compile(r"(?:#)?x")), MARKS)
    assert not _must_hold(_items(re.compile(r"[#x]")), MARKS)
    assert _must_hold(_items(re.compile(r"(?=[^\n]*<)x")), MARKS)
    assert not _must_hold(_items(re.compile(r"(?!#)x")), MARKS)
    assert _cannot_begin_with(re.compile(r"[ \t]*Game"), "v")
    assert not _cannot_begin_with(re.compile(r"[ \t]*(?:Game|var)"), "v")
    assert not _cannot_begin_with(re.compile(r"\s*\w"), "v")
    assert not _cannot_begin_with(re.compile(r"(?:x)?"), "v")  # matches nothing: anything follows
    assert not _cannot_begin_with(re.compile(r"[a-z]"), "v")


@pytest.mark.parametrize("what", sorted(SEARCHED))
def test_every_searched_pattern_needs_a_mark(what: str) -> None:
    assert _must_hold(_items(SEARCHED[what]), MARKS), what


@pytest.mark.parametrize("what", sorted(AT_START))
def test_every_first_line_pattern_needs_a_mark_or_another_beginning(what: str) -> None:
    pattern = AT_START[what]
    assert _must_hold(_items(pattern), MARKS) or _cannot_begin_with(pattern, "v"), what


@st.composite
def quick_texts(draw: st.DrawFn) -> str:
    """Texts the quick test takes: PHH-like lines, or anything else, after ``variant = ``."""
    pieces = st.sampled_from(
        [
            "'NT'\n", "antes = [0, 0]\n", "[1]\n", "\n[2]\n", " [x] \n", "{", "}", "ohh", "\n", "\r\n", "\ufeff",
            "PokerStars Hand ", "Game started at: 2012/1/1", "entry,at,order\n", "Hand ", "Stage ", "GAME ",
            "Starting Hand 1\n", "Game ID 1 ", "***** Hand History for Game", "players = ['a', 'b']\n",
        ]
    )  # fmt: skip
    parts = draw(st.lists(st.one_of(pieces, st.text(max_size=20)), max_size=12))
    text = "variant = " + "".join(parts)
    return text.replace("#", "").replace("*", "").replace("<", "")


def _full_order(text: str, name: str, monkeypatch: pytest.MonkeyPatch) -> str:
    """``detect_format`` without the quick test: its answer, or its error's words."""
    with monkeypatch.context() as patch:
        patch.setattr(detect, "_surely_phh", lambda text: False)
        try:
            return detect.detect_format(text, name)
        except HandHistoryError as exc:
            return f"error: {exc}"


@settings(max_examples=300, deadline=None)
@given(text=quick_texts(), name=st.sampled_from(["", "a.phh", "a.PHHS", "a.txt"]))
def test_quick_test_answers_as_the_full_order(text: str, name: str) -> None:
    with pytest.MonkeyPatch.context() as monkeypatch:
        assert detect._surely_phh(text)
        assert detect.detect_format(text, name) == _full_order(text, name, monkeypatch)


def test_the_marks_are_what_the_quick_test_refuses() -> None:
    """The proofs' three characters are exactly those the quick test refuses anywhere in the text."""
    for at in ("variant = '{}'\n", "variant = 'NT'\nplayers = ['a{}']\n", "variant = 'NT'\n\n{}"):
        refused = {chr(c) for c in range(0x250) if not detect._surely_phh(at.format(chr(c)))}
        assert refused == MARKS, at


def test_quick_test_takes_only_its_shape() -> None:
    assert detect._surely_phh("variant = 'NT'\nactions = []\n")
    for text in (
        " variant = 'NT'\n",
        "variant='NT'\n",
        "variant = 'NT'\n# a comment\n",
        "variant = 'NT'\nplayers = ['a*b']\n",
        "variant = 'NT'\nplayers = ['<a>']\n",
        "antes = [0, 0]\nvariant = 'NT'\n",
    ):
        assert not detect._surely_phh(text), text
    assert detect.detect_format("variant = 'NT'\nactions = []\n[1]\nvariant = 'NT'\n") == "phhs"
    assert detect.detect_format("variant = 'NT'\nactions = []\n", "x.PHHS") == "phhs"
    assert detect.detect_format("variant = 'NT'\nactions = []\n") == "phh"


@pytest.mark.shared
def test_every_shared_file_is_detected_as_by_the_full_order(shared_dir: Path) -> None:
    """Every file of every room: the same format (or the same error) with and without the quick test."""
    files = [path for path in sorted((shared_dir / "hand-histories").rglob("*")) if path.is_file()]
    assert len(files) > 5_000
    quick = 0
    with pytest.MonkeyPatch.context() as monkeypatch:
        for path in files:
            try:
                text, _ = detect.decode(path.read_bytes(), str(path))
            except HandHistoryError:
                continue
            try:
                found = detect.detect_format(text, path.name)
            except HandHistoryError as exc:
                found = f"error: {exc}"
            assert found == _full_order(text, path.name, monkeypatch), path
            quick += detect._surely_phh(text)
    assert quick > 6_000  # the Pluribus hands, told at once


@pytest.mark.parametrize(("what", "looks", "tag"), [
    ("Microgaming", microgaming.looks_like_microgaming, '<Game id="1" stakes="0.5/1">'),
    ("Boss", boss.looks_like_boss, '<HISTORY ID="1" GAME="GAME_THM">'),
])  # fmt: skip
def test_the_xml_rooms_found_by_search_need_a_tag_within_the_first_characters(what: str, looks: Any, tag: str) -> None:
    """detect_format tries Microgaming and Boss only where a ``<`` stands among the text's first
    characters: their patterns need one (proved from the parse), found in that window only."""
    pattern = {"Microgaming": microgaming._LOOKS, "Boss": boss._LOOKS}[what]
    assert _must_hold(_items(pattern), frozenset("<"))
    window = detect._XML_TAGS_WITHIN
    for at in range(window - 40, window + 5):
        text = "x" * at + tag + "\n"
        assert not looks(text) or text.find("<", 0, window) >= 0, at
        if at + len(tag) <= window or at >= window:  # (the window as each room's test has it)
            assert looks(text) == (at < window), at
    assert detect.detect_format(tag + "\n") == what.lower()
