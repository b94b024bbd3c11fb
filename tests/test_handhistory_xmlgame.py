"""What the XML rooms' readers share (handhistory._xmlgame): each short cut it takes for speed
gives what the plain way gives, on texts drawn to hit the edges (quotes, brackets, repeats,
amounts with many places, hostile declarations)."""

from __future__ import annotations

import re
from decimal import Decimal

from hypothesis import example, given
from hypothesis import strategies as st

from pokerrank.handhistory import ipoker, merge
from pokerrank.handhistory._xmlgame import XmlGame, find_tag, refusal
from pokerrank.handhistory.merge import _descriptions


class _Hand(XmlGame):
    site = "Test"
    format = "test"
    tag = "HISTORY"
    id_attribute = "ID"


_PIECES = st.sampled_from(
    [
        '<HISTORY ID="',
        "<HISTORY ",
        'ID="',
        '<game id="',
        '<game gamecode="',
        "<game  ",
        '"',
        ">",
        "<",
        "a",
        "7",
        " ",
        "\n",
    ]
)
_TEXTS = st.lists(_PIECES, max_size=12).map("".join)
_GAMES = (_Hand, merge._Game, ipoker._Game)


@given(_TEXTS, st.sampled_from(_GAMES))
@example('<HISTORY ID="5" SESSION="s">', _Hand)
@example('<HISTORY ID="5\n>x">', _Hand)
@example('<HISTORY ID="unclosed> <HISTORY ID="2">', _Hand)
@example('<game id="7" x="1">', merge._Game)
@example('<game gamecode="9\n">', ipoker._Game)
@example('<game gamecode="unclosed>', ipoker._Game)
def test_a_hand_id_is_what_the_pattern_reads(text: str, game: type[XmlGame]) -> None:
    """The id read without the pattern where it is the first attribute is the pattern's."""
    found = game.hand_id_pattern.match(text)
    context = {merge._Game: "", ipoker._Game: {}}.get(game)  # (a description, a session)
    assert game(text, "f.xml", "utf-8", 1, context).hand_id == (found.group(1) if found else "?")


_HOSTILE = re.compile(r"<!\s*(?:DOCTYPE|ENTITY)", re.IGNORECASE)


@given(st.lists(st.sampled_from(["<!", "!", "<", "DOCTYPE", "entity", " ", "\n", "x", "<!-- -->"]), max_size=10))
@example(["<!-- -->", "<!", " ", "entity"])
@example(["<", "!", "DOCTYPE"])
def test_a_text_is_refused_where_it_declares_a_doctype_or_an_entity(pieces: list[str]) -> None:
    """The scan for one byte first refuses what a search of the whole text refuses, at its line."""
    text = "".join(pieces)
    refused = refusal(text, "Test", "test", "f.xml", "utf-8")
    found = _HOSTILE.search(text)
    assert (refused is None) == (found is None)
    if refused is not None and found is not None:
        assert refused.line == text.count("\n", 0, found.start()) + 1


@given(st.lists(st.sampled_from(["<description", ">", " x", "_", "a", "<", "\n", "é", "<descriptions"]), max_size=12))
@example(["<description", "_", ">", "<description", ">"])
@example(["<description", "é", " x", ">", "<description", "\n", ">"])
@example(["<description", " x", "<description", ">", ">"])
def test_merge_descriptions_are_what_the_pattern_finds(pieces: list[str]) -> None:
    text = "".join(pieces)
    expected = [(found.start(), found.group(0)) for found in re.finditer(r"<description\b[^>]*>", text)]
    assert list(_descriptions(text)) == expected


@given(
    st.lists(
        st.sampled_from(["<game", "<gametype>", "<game ", "<game>", "<game_", "<game1", "<gameé", "x", "<"]), max_size=8
    )
)
def test_a_tag_found_by_plain_search_is_where_the_pattern_finds_it(pieces: list[str]) -> None:
    text = "".join(pieces)
    for at in range(len(text) + 1):
        found = re.compile(r"<game\b").search(text, at)
        assert find_tag(text, "game", at) == (found.start() if found else -1)


_AMOUNTS = st.decimals(min_value=0, max_value=10**6, places=6, allow_nan=False, allow_infinity=False)


@given(st.lists(_AMOUNTS.map(str), min_size=1, max_size=8), st.integers(0, 6))
def test_amounts_in_units_read_before_or_not_are_the_plain_arithmetic(raws: list[str], extra: int) -> None:
    """:meth:`XmlGame.text_places` and :meth:`XmlGame.units`, whose tables keep what they have
    read, give what the decimals say, the first time and every time after."""
    hand = _Hand('<HISTORY ID="1"/>', "f.xml", "utf-8", 1)
    needs = max(max(0, -Decimal(raw).normalize().as_tuple().exponent) for raw in raws)  # type: ignore[operator]
    for _ in range(2):
        assert hand.text_places(raws) == needs
        scale = 10 ** (needs + extra)
        assert hand.units(raws, scale) == {raw: int(Decimal(raw) * scale) for raw in raws}
        assert [hand.scaled(raw, "an amount", scale) for raw in raws] == [int(Decimal(raw) * scale) for raw in raws]
