"""Rooms' rewrite rules written for speed (the words searched for first, a name or a line's
start checked after): each gives what the plain pattern it replaced gives, on texts made of
the pieces those patterns look at."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.handhistory.sites import ENET, betonline, enet, pokertracker

_CARD = r"(?:[2-9TJQKA]|10)[cdhs]"

_PIECES = ("ann", "bob 2", "Seat 1: eve", ":", ": ", " shows ", "shows", " ", "\t", "As", "10c", "Tc", "kd", "x", "[")


def _texts(pieces: tuple[str, ...], *shapes: tuple[str, ...]) -> st.SearchStrategy[str]:
    """Lines of the pieces, or of each shape's pieces in turn (each piece a choice of words; ``|``
    between them), ended ``\\n`` or ``\\r\\n`` (the last maybe not ended)."""
    shaped = [st.tuples(*(st.sampled_from(piece.split("|")) for piece in shape)).map("".join) for shape in shapes]
    line = st.one_of(st.lists(st.sampled_from(pieces), max_size=8).map("".join), *shaped)
    ends = st.sampled_from(("\n", "\r\n", ""))
    return st.lists(st.tuples(line, ends), min_size=1, max_size=6).map(lambda ls: "".join(a + b for a, b in ls))


def _betonline_shows_before(text: str) -> str:
    """BetOnline's ``P shows As Kc`` rule as a pattern tried at each line's start (a name may hold
    a colon, ``Jo:hn``, ``re:``, not a colon and a space)."""
    pattern = re.compile(rf"^([^\n]+?) shows ({_CARD}(?: {_CARD})*)[ \t]*(?=\r?$)", re.MULTILINE)
    return pattern.sub(lambda m: m[0] if ": " in m[1] else f"{m[1]}: shows [{m[2]}]", text)


_SHOWS_LINE = (
    "|ann|bob 2|Seat 1: eve|:|a:b|re:|a::",
    "| shows | shows 2c shows ",
    "As|10c|Tc 9s|kd|10c Ad 3h",
    "| |\t|x|: ",
)


@given(_texts(_PIECES, _SHOWS_LINE))
@settings(max_examples=400, deadline=None)
def test_betonline_shows_gives_what_the_line_start_pattern_gave(text: str) -> None:
    assert betonline._SHOWS.sub(betonline._shows, text) == _betonline_shows_before(text)


_ANTE_LINE = (
    "|ann|a b|x:y| |re:|::",
    ": ante processed |ante processed |: ante processed 0",
    "0|0.00|0.0|0.10|.00|",
    "| |\t|x",
)


@given(_texts(("ann", ": ", "ante processed 0", ".00", " ", "\t"), _ANTE_LINE))
@settings(max_examples=300, deadline=None)
def test_betonline_no_ante_lines_are_emptied_as_before(text: str) -> None:
    pattern = re.compile(r"^(?:[^\n:]|:(?! ))*: ante processed 0(?:\.00?)?[ \t]*(?=\r?$)", re.MULTILINE)
    rules = [(found, said) for found, said in betonline.BETONLINE.rewrite if "ante processed 0" in found.pattern]
    assert len(rules) == 2
    assert _rewritten_by(rules, text) == pattern.sub("", text)


def _rewritten_by(rules: list[tuple[re.Pattern[str], Any]], text: str) -> str:
    """The rules as the room's rewrite applies them (one at the text's start alone: ``\\A``)."""
    room = dataclasses.replace(betonline.BETONLINE, rewrite=tuple(rules))
    return room.rewritten(text)


def test_betonline_shows_examples() -> None:
    said = betonline._SHOWS.sub(
        betonline._shows, "bob shows As Tc\nann: x shows Kd\n shows Ac\nbob shows Tc shows 2c \r\n"
    )
    assert said == "bob: shows [As Tc]\nann: x shows Kd\n shows Ac\nbob shows Tc: shows [2c]\r\n"


def _enet_spaced_before(text: str) -> str:
    """Enet's cards written together, spaced two letters at a time, as the rule was."""

    def spaced(found: re.Match[str]) -> str:
        glued = found[1]
        return "[" + " ".join([glued[at : at + 2] for at in range(0, len(glued), 2)]) + "]"

    return enet._GLUED.sub(spaced, text)


_GLUED_LINE = (
    "|*** FLOP *** |Player4: shows ",
    "[",
    "|9c|2c|Qd|Th|Ts|10c|x|A",
    "|9c|2c|Qd|Th|As",
    "|8s|Ac|]",
    "|]|] (x)",
)


@given(_texts(("[", "]", "9c", "Td", "10c", "x", "A", " "), _GLUED_LINE))
@settings(max_examples=300, deadline=None)
def test_enet_glued_cards_are_spaced_as_before(text: str) -> None:
    assert enet._GLUED.sub(enet._spaced, text) == _enet_spaced_before(text)
    assert ENET.rewritten("*** RIVER *** [9c2cQd8sAc]") == "*** RIVER *** [9c 2c Qd 8s Ac]"


_END = r"[ \t]*(?=\r?$)"
_MICROGAMING_BEFORE = (
    *(
        (re.compile(rf"^(.+?) {re.escape(words)}", re.M), rf"\1: {stars}")
        for words, stars in pokertracker._ACTION_WORDS
    ),
    (re.compile(rf"^(.+?) (folded|checked){_END}", re.M), lambda m: f"{m[1]}: {m[2][:-2]}s"),
    (
        re.compile(rf"^(.+?) (shows|mucks): ([^\n\r]*?\S){_END}", re.M),
        lambda m: f"{m[1]}: {m[2]} [{pokertracker._spelt(m[3])}]",
    ),
    (re.compile(rf"^(.+?) mucks:{_END}", re.M), r"\1: mucks hand"),
    (re.compile(r"^(.+?) wins (\S+) from the main pot", re.M), r"\1 collected \2 from main pot"),
    (re.compile(r"^(.+?) wins (\S+) from side pot (\d+)", re.M), r"\1 collected \2 from side pot-\3"),
)
"""PokerTracker's Microgaming rules for a name and its words as they were: a pattern tried at
each line's start."""
_MICROGAMING_LINES_BEFORE = (
    (
        re.compile(r"^\*\* Dealing cards? to (.+?): ([^\n\r]*?)[ \t]*(?=\r?$)", re.M),
        lambda m: f"Dealt to {m[1]} [{pokertracker._spelt(m[2])}]",
    ),
    (
        re.compile(r"^\*\* Dealing the (flop|turn|river): ([^\n\r]*?)[ \t]*(?=\r?$)", re.M),
        lambda m: f"*** {m[1].upper()} *** [{pokertracker._spelt(m[2])}]",
    ),
    (re.compile(rf"^End of game \d+{_END}", re.M), "*** SUMMARY ***"),
)
"""... and its rules for a line's first words, tried at each line's start."""
_MICROGAMING_HEAD_BEFORE = (
    re.compile(r"^(\*\* (?:Game ID|Hand #)[^\n]*?)[ \t\r]*\n((?:[ \t\r]*\n)*)\*\* ([^\n\r]*)", re.M),
    r"\1 \3\n\2",
)

_NAMED_LINE = (
    "| |ann|a b|x:y|\r|- |** |a** ",
    "| bet - | bet - bet - | called - | posted the small blind - | raised to | folded| checked| shows| mucks"
    "|Dealing the |Dealing cards to |Dealing card to |End of game |Game ID |Hand #",
    "|5|$0.10| bet - 2| folded| checked| wins 5 from the main pot| wins $1 from side pot 2|: 6h, 9s|: A of c|:| mucks:"
    "|flop: 2c, 3d|ann: Ah|12| starting",
    "| |\t|\r| x|\n|\n** x|\n\n** Dealing",
)


_DEALT_LINE = (
    "|a|a** |** |- ",
    "Dealing the |Dealing cards to |Dealing card to ",
    "flop: 2c, 3d|river: Ah|ann: Ah, Kd|x",
    "| |\r",
)
_END_LINE = ("|a|- |a ", "End of game ", "12|x|3 4", "| |\t")
_HEAD_LINE = ("|a|a** |** ", "Game ID 12|Hand #5|Game ID", "| starting| \r", "\n** next|\n\n** x|\n x| ** y")


def _apply(rules: tuple[tuple[re.Pattern[str], Any], ...], text: str) -> str:
    for pattern, said in rules:
        text = pattern.sub(said, text)
    return text


@given(
    _texts(
        ("ann", " ", "bet - ", " folded", " shows", ": ", "** ", "End of game 3", " wins", " 5", "x"),
        _NAMED_LINE,
        _DEALT_LINE,
        _END_LINE,
        _HEAD_LINE,
    )
)
@settings(max_examples=500, deadline=None)
def test_pokertracker_microgaming_lines_are_rewritten_as_before(text: str) -> None:
    """Each run of rules found from their words (the deal's first line; the actions, folded
    and checked, shown and mucked cards, payouts; the deals and the end) gives what the rules
    it replaced gave."""
    rules = pokertracker._MICROGAMING_WORDS
    named = [k for k, (pattern, _) in enumerate(rules) if "(?<=[^\\n] " in pattern.pattern]
    assert named == list(range(named[0], named[0] + 15))  # the actions to the payouts, in a row
    assert _apply(rules[named[0] : named[-1] + 1], text) == _apply(_MICROGAMING_BEFORE, text)
    assert _apply(rules[named[-1] + 1 : named[-1] + 4], text) == _apply(_MICROGAMING_LINES_BEFORE, text)
    assert _apply(rules[:1], text) == _apply((_MICROGAMING_HEAD_BEFORE,), text)
