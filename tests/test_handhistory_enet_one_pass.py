"""Enet's text put into PokerStars' words in one pass of each kind of change
(:func:`~pokerrank.handhistory.sites.enet.in_pokerstars_words`, for speed) gives what its six
rewrite rules gave, applied by ``re.sub`` in turn (kept here as the slow reference): the same
text on texts made of Enet's words and worse, and the same records on hands."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from test_handhistory_textrooms import ENET_HAND

from pokerrank.handhistory import audit_hand, pokerstars
from pokerrank.handhistory.sites import ENET
from pokerrank.handhistory.sites.enet import _GLUED, _spaced, in_pokerstars_words

_RULES_BEFORE: tuple[tuple[re.Pattern[str], Any], ...] = (
    (re.compile(r",(?<=\d,)(?=\d)"), "."),
    (_GLUED, _spaced),
    (
        re.compile(
            r"(Game #(?<![^\n]Game #)\d+: [^(\n]*?) (\([^\n]*\n)"
            r"(Table '[^'\n]* - (Pot Limit|No Limit|Fixed Limit|Limit)')"
        ),
        lambda m: f"{m[1]} {m[4]} {m[2]}{m[3]}",
    ),
    (re.compile(r": mucked(?=[ \t]*\r?$)", re.M), ": mucks hand"),
    (re.compile(r": collected \((?=\S+\) from pot)"), " collected ("),
    (re.compile(r" collected \((\S+)\) from pot"), lambda m: f" collected {m[1]} from pot"),
)
"""Enet's rewrite rules before the one pass, as they were."""


def _before(text: str) -> str:
    for pattern, replacement in _RULES_BEFORE:
        text = pattern.sub(replacement, text)
    return text


_PIECES = st.sampled_from(
    ["[", "]", "[]", "9c", "2c", "Qd", "Td", "Ah", "Ks", "10c", "x", "c", "s", ",", ",,", "0,25", "€1,50", "1", "٣",
     " ", "\n", "\r\n", "\t", "\x00", ":", "::", "Player4", ": collected (", " collected (", ") from pot", ")",
     "(€0,30)", ": mucked", ": mucked \n", "mucked", "Game #12: Omaha (€0,10/€0,25) - 1", "Game #",
     "\nTable 'R 1 - Pot Limit' 9", "Table 'S - No Limit'", " (", "'", " - ", "Fixed Limit",
     "Game #7: Hold'em ", "Game #٣: x", "(", "Table 'T - Limit'", "Table 'a' - No Limit'", "Table 'b - No - Pot Limit'",
     "\nTable '", " - Limit'", "Limit", "Pot Limit'"]
)  # fmt: skip


@given(st.lists(_PIECES, max_size=50).map("".join))
@settings(max_examples=1500, deadline=None)
@example("Player4: collected (€10,57) from pot\nSeat 3: Hero (dealer) collected (€0,30) from pot")
@example(": collected (: collected (x) from pot")
@example(" collected (x) from pot: collected (y) from pot")
@example("a:: collected (1) from pot")
@example("1,2,3 a,5 5,a ,5 5, ٣,٣ [9c2c]]\x00[Ah]")
@example("[9c2cQd8sAc] [9dJd2dTd][Ah2c] [AhKx] [AhK] [Ah]")
@example("Game #1: Omaha (€1/€2) - 1\nTable 'A (1) - Fixed Limit' 9")
@example("Game #1: Omaha (€1/€2) - 1\nTable 'A - Limit' 9\nGame #2: x (y\nTable 'B - No Limit'")
@example("Game #1: a(b (€1/€2)\nTable 'A - Pot Limit'")
@example("Game #1: Hold'em  (€1/€2)\nTable 'A - Limit - No Limit'")
def test_one_pass_is_the_rules_in_turn(text: str) -> None:
    assert in_pokerstars_words(text) == _before(text)
    assert ENET.rewritten(text) == _before(text)


_HANDS = {
    "split pot": ENET_HAND,
    "a payout without a showdown": ENET_HAND.split("*** FLOP ***")[0].replace("ann: calls €1,50\n", "ann: folds\n")
    + "Uncalled bet (€1,50) returned to bob\nbob: collected (€1,50) from pot\nbob: mucked\n*** SUMMARY *** \n"
    "Total pot €1,50 | Rake €0 \nBoard [] \nSeat 4: Hero folded\nSeat 6: ann (small blind) folded\n"
    "Seat 8: bob (big blind) collected (€1,50) from pot\n",
    "names with commas and colons": ENET_HAND.replace("ann", "a,n1:").replace("bob", "b0,5 b"),
    "a mucked hand": ENET_HAND.replace("bob: shows [3sKs8cAh] (Straight, Fives high)", "bob: mucked"),
    "two hands": ENET_HAND + "\n\n" + ENET_HAND.replace("#12056513", "#12056514").replace("Reunion 1", "Reunion 2"),
    "fixed limit": ENET_HAND.replace("Pot Limit", "Fixed Limit"),
}


def _read(text: str) -> list[tuple[object, ...]]:
    """Each record's fields (an error by its words) and its verdict's (neither compares by its fields)."""
    out: list[tuple[object, ...]] = []
    for record in pokerstars.read_text(text, "t.txt"):
        verdict = audit_hand(record)
        said = (verdict.outcome, verdict.reason, verdict.detail, verdict.payouts, verdict.words, verdict.rake)
        fields = [getattr(record, field.name) for field in dataclasses.fields(record)]
        out.append((tuple(repr(x) if isinstance(x, Exception) else x for x in fields), said))
    return out


@pytest.mark.parametrize("name", sorted(_HANDS))
def test_hands_read_as_with_the_rules_before(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    text = _HANDS[name]
    now = _read(text)
    before_room = dataclasses.replace(ENET, rewrite=_RULES_BEFORE)
    room_of = pokerstars.room_of
    monkeypatch.setattr(pokerstars, "room_of", lambda line: before_room if room_of(line) is ENET else room_of(line))
    before = _read(text)
    assert now == before
    assert now and all("Enet" in fields for fields, _ in now)  # (the site)
