"""The rooms' fast paths give what the plain paths give: a rewrite rule skipped for the words
its pattern needs (:func:`~pokerrank.handhistory.sites.spec.needed_words`) changes no text."""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.handhistory.sites import ROOMS, room_of
from pokerrank.handhistory.sites.spec import Room, needed_words


def every_rule(room: Room, text: str) -> str:
    """``room``'s rewrite with every rule tried (what :meth:`Room.rewritten` must equal)."""
    for pattern, replacement in room.rewrite:
        text = pattern.sub(replacement, text)
    return text


@pytest.mark.parametrize(
    ("pattern", "words"),
    [
        (r"^[^\n:]*: ante processed 0(?:\.00?)?[ \t]*(?=\r?$)", ": ante processed 0"),
        (r"(?<=[\[ ,])10(?=[cdhs])", "10"),
        (r"^(Game #\d+: [^(\n]*?) (\([^\n]*\n)(Table '[^'\n]*)", "\nTable '"),  # across groups
        (r"ab(?:cd)?ef", "ab"),  # an optional part breaks the run
        (r"(?:abc|xyz)", ""),  # a choice: no word every match holds
        (r"(?:abc|abd)", "ab"),  # ... but the words its branches share
        (r"x+yz", "yz"),
        (r"(?i)shows", ""),
        (r"a(?i:bcd)e", "a"),
    ],
)
def test_the_words_a_pattern_needs(pattern: str, words: str) -> None:
    compiled = re.compile(pattern, re.MULTILINE)
    assert needed_words(compiled) == words


FRAGMENTS = (
    "\n", " ", ": ", "Player0", "Hero", "shows ", "10c", "10d", "As", "Kh", "[", "]", "[d6 sJ h10]", " and is all in",
    ": ante processed 0.00", ": ante processed 0.50", ": post dead 0.50", "*** SUMMARY ***", "Total pot $1.00",
    " Rake $0.05", ": wins $2.00", " (uncalled)", ": wins ", "Player1: Call $4.00",
    ": Shows [SQ DQ] Two Pair", "$1 (uncalled) ", " collected (1.50) from pot", ": mucked", "Table 'T'", "1,000",
    "Tournament", "Game #12: Table X - 0.02/0.05 - ", "*** Flop ***", ", and is all-in", ": Raise (NF) $5.00",
)  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([room for room in ROOMS if room.rewrite]), st.lists(st.sampled_from(FRAGMENTS), max_size=30))
def test_skipping_a_rule_whose_words_are_missing_changes_nothing(room: Room, parts: list[str]) -> None:
    text = "".join(parts)
    assert room.rewritten(text) == every_rule(room, text) == rewritten_as_was(room, text)


def as_was() -> list[tuple[re.Pattern[str], re.Pattern[str]]]:
    """Each rule whose pattern was written again with its words first, as it was and as it is
    (the same matches: the same text once rewritten)."""
    from pokerrank.handhistory.sites import ENET, POKERTRACKER
    from pokerrank.handhistory.sites.vocabulary import TEN

    summary = [pattern for pattern, _ in POKERTRACKER.rewrite if "SUMMARY" in pattern.pattern]
    return [
        (re.compile(r"(?<=[\[ ,])10(?=[cdhs](?:[\] ,]|$))", re.M), TEN[0]),
        (re.compile(r"(?<=\d),(?=\d)"), ENET.rewrite[0][0]),
        (re.compile(r"^\*\*\* SUMMARY \*\*\*\n(Total pot [^\n]*?) (Rake [^\n]*)\n(.*?)\s*\Z", re.M | re.S), summary[0]),
        (re.compile(r"^\*\*\* SUMMARY \*\*\*(?!\nTotal pot )(.*?)\s*\Z", re.M | re.S), summary[1]),
    ]


def same_matches(old: re.Pattern[str], new: re.Pattern[str], text: str) -> bool:
    return [m.span() for m in old.finditer(text)] == [m.span() for m in new.finditer(text)] and [
        m.groups() for m in old.finditer(text)
    ] == [m.groups() for m in new.finditer(text)]


def pokertracker_as_was(room: Room) -> list[tuple[re.Pattern[str], Any]]:
    """PokerTracker's rewrite as it was: a player's lines of one word and amount, then a bet
    nobody called, then what the room paid, each a rule of its own (now one rule and one
    search)."""
    from pokerrank.handhistory.sites.pokertracker import _PLAYER_LINE, _player

    rules: list[tuple[re.Pattern[str], Any]] = []
    for pattern, replacement in room.rewrite:
        if pattern is not _PLAYER_LINE:
            rules.append((pattern, replacement))
            continue
        verbs = pattern.pattern.split("(?:", 1)[1].split("|wins ")[0]
        rules += [
            (re.compile(r"^([^\n:]+): " + verbs, re.M), lambda found: _PLAYER_LINE.sub(_player, found[0])),
            (re.compile(r"^([^\n:]+): wins (\S+) \(uncalled\)[ \t]*$", re.M), r"Uncalled bet (\2) returned to \1"),
            (re.compile(r"^([^\n:]+): wins (\S+)[ \t]*$", re.M), r"\1 collected \2 from pot"),
        ]
    return rules


def rewritten_as_was(room: Room, text: str) -> str:
    for pattern, replacement in pokertracker_as_was(room):
        text = pattern.sub(replacement, text)
    return text


@given(
    st.lists(
        st.sampled_from(
            ("10", "c", "d", "x", " ", ",", "[", "]", "\n", "1", "0", "*** SUMMARY ***", "Total pot 1", " Rake 2", "*")
        ),
        max_size=40,
    )
)
def test_the_rules_written_words_first_find_what_they_found(parts: list[str]) -> None:
    text = "".join(parts)
    for old, new in as_was():
        assert same_matches(old, new, text), (old.pattern, text)


@pytest.mark.shared
def test_every_shared_hand_is_rewritten_as_with_every_rule_tried(shared_dir: Path) -> None:
    from pokerrank.handhistory.detect import decode, hand_starts
    from pokerrank.handhistory.reader import source_files

    rules = as_was()
    rewritten = 0
    for path in source_files([shared_dir / "hand-histories" / "sites"]):
        text, _ = decode(path.read_bytes(), str(path))
        for start, end in itertools.pairwise([*hand_starts(text), len(text)]):
            chunk = text[start:end]
            room = room_of(chunk)
            if room is None or not room.rewrite:
                continue
            assert room.rewritten(chunk) == every_rule(room, chunk), (str(path), chunk.splitlines()[0])
            assert room.rewritten(chunk) == rewritten_as_was(room, chunk), (str(path), chunk.splitlines()[0])
            for old, new in rules:
                assert same_matches(old, new, chunk), (str(path), old.pattern)
            rewritten += 1
    assert rewritten > 350  # BetOnline, Enet, Unibet, PokerTracker's export
