"""The words a room's game pattern needs (the PokerStars family's first lines: Full Tilt's 184
games), read from the pattern's text in one pass: words every match holds (a plain search for
them passes a pattern by), checked against Python's own parser of patterns and against
matches, on every pattern of every room and on random patterns."""

from __future__ import annotations

import importlib
import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.handhistory.pokerstars import _games_of
from pokerrank.handhistory.sites import ROOMS
from pokerrank.handhistory.sites.fulltilt import FULLTILT
from pokerrank.handhistory.sites.spec import needed_words
from pokerrank.handhistory.sites.spec import top_words as _top_words


def _parser_runs(pattern: re.Pattern[str]) -> list[str]:
    """Every run of characters Python's parser reads as literals one after another, outside
    any choice, repeat or look-around (groups read in place): each is in every match."""
    parser: Any = importlib.import_module("re._parser")
    runs = [""]

    def walk(part: Any) -> None:
        for op, value in part:
            if str(op) == "LITERAL":
                runs[-1] += chr(value)
            elif str(op) == "SUBPATTERN" and not value[1] & re.IGNORECASE:
                walk(value[3])
            else:
                runs.append("")

    walk(parser.parse(pattern.pattern, pattern.flags))
    return runs


def _every_pattern() -> list[re.Pattern[str]]:
    patterns: list[re.Pattern[str]] = []
    for room in ROOMS:
        patterns += [p for p, _, _ in room.games]
        patterns += [p for p, _ in room.lines] + [p for p, _ in room.verbs] + [p for p, _ in room.rewrite]
        patterns += [room.header]
    return patterns


def _sound(pattern: re.Pattern[str]) -> None:
    words = _top_words(pattern)
    if pattern.flags & re.IGNORECASE:
        assert words == ""
    else:
        assert any(words in run for run in _parser_runs(pattern)), (pattern.pattern, words)


def test_every_rooms_patterns_words_are_every_matchs() -> None:
    patterns = _every_pattern()
    assert len(patterns) > 300
    for pattern in patterns:
        _sound(pattern)


def test_full_tilts_games_need_the_words_the_parser_finds() -> None:
    """As strong a guard as before: each game's limit and name (``No Limit Hold'em``)."""
    assert len(FULLTILT.games) == 192  # (184, and Irish under each of its 8 limits)
    for pattern, _, _ in FULLTILT.games:
        assert _top_words(pattern) == needed_words(pattern)
        assert len(_top_words(pattern)) >= 5
    assert [words for words, _, _, _ in _games_of(FULLTILT)] == [needed_words(p) for p, _, _ in FULLTILT.games]


@pytest.mark.parametrize(
    ("pattern", "words"),
    [
        (r"ab?c|d", ""),
        (r"(?:ab|c)de", "de"),
        (r"x\x41yz", "yz"),
        (r"x\u00e9yz\N{BULLET}ab", "yz"),
        (r"ab\012c", "ab"),
        (r"(a)bc\1de", "bc"),
        (r"a{2}bcd{1,3}", "bc"),
        (r"ab{,2}", "a"),
        (r"[]abc]def[^]x]", "def"),
        (r"[\]abc]def", "def"),
        (r"abc(?#(|x)def", ""),
        (r"(?i)abcdef", ""),
        (r"abc(?i:defgh)", "abc"),
        (r"\bHold'em\b", "Hold'em"),
        (r"a\.b\ c\-d", "a.b c-d"),
        (r"abc*?d", "ab"),
        (r"Total pot (?P<pot>\S+)", "Total pot "),
        (r"\nServer [^\n\r]*", "\nServer "),
        (r"a\r?\n\tb\fc\vd\ae", "\n\tb\fc\vd\ae"),
        (r"\r(?=\n|\Z)", "\r"),
        (r"\bab\n", "ab\n"),
    ],
)
def test_the_words_of_a_pattern(pattern: str, words: str) -> None:
    compiled = re.compile(pattern)
    assert _top_words(compiled) == words
    _sound(compiled)


_PIECES = st.sampled_from(
    ["a", "b", "ab", " ", "-", "\\.", "\\ ", "\\-", "\\(", "\\[", ".", "^", "$", "?", "*", "+", "{2}", "{1,3}",
     "{,2}", "*?", "|", "(", ")", "(?:", "(?P<g>", "(?=", "(?!", "(?<=a", "[ab]", "[^a]", "[]a]", "[\\]]", "\\d",
     "\\b", "\\n", "\\r", "\\t", "\\x41", "\\u00e9", "\\1", "\\012", "é", "{", "}", "{a}", "'", ":", "#"]
)  # fmt: skip


@given(st.lists(_PIECES, max_size=12).map("".join), st.lists(st.sampled_from("ab -.(A[]é'#:\n\r\t"), max_size=12))
@settings(max_examples=1500, deadline=None)
def test_random_patterns_words_are_in_every_match(text: str, sample: list[str]) -> None:
    try:
        pattern = re.compile(text)
    except (re.error, OverflowError):
        return
    _sound(pattern)
    subject = "".join(sample)
    found = pattern.search(subject)
    if found is not None:
        assert _top_words(pattern) in found.group(), (text, subject)
