"""Reading Enet faster without another record: its decimal commas replaced in one plain pass
where every comma of the hand stands between two digits (:class:`Plain`), and the words of
its tables' first lines kept for several tables at once. Each is checked against what was
there before: ``re.sub`` of the rule, and a fresh read."""

from __future__ import annotations

import dataclasses
import re

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from pokerrank.handhistory import audit_hand, pokerstars
from pokerrank.handhistory.pokerstars import read_text
from pokerrank.handhistory.sites import ENET
from pokerrank.handhistory.sites.enet import _DECIMAL_POINT
from pokerrank.handhistory.sites.spec import Plain

_COMMA = ENET.rewrite[0][0]

_PIECES = st.sampled_from(
    [",", "0", "9", "\u0663", "\u0967", "x", " ", "\n", "€", ",,", "1,5", "a,", ",b", "(", ")", "\u00b2", "[9c2c]"]
)


@given(st.lists(_PIECES, max_size=30).map("".join))
@settings(max_examples=800, deadline=None)
@example("€0,25/€1,50")  # every comma between digits: one replace
@example("a, 1,5")  # a comma after a letter: the pattern's sub
@example("1,")  # a comma at the end
@example(",1")  # and at the start
@example("\u0663,\u0664")  # digits of another script: \\d takes them
@example("1,\u00b2")  # a superscript two: no decimal digit (\\d leaves it)
def test_the_decimal_comma_is_the_rules_sub(text: str) -> None:
    """Replaced at once where no comma is odd, else by the pattern: the text ``re.sub`` of the
    rule gives, for any commas, digits of any script and other signs."""
    room = dataclasses.replace(ENET, rewrite=((_COMMA, _DECIMAL_POINT),))
    assert room.rewritten(text) == _COMMA.sub(".", text)


_COLLECT_PIECES = st.sampled_from(
    [": collected (", " collected (", "€1,5", "0.25", ") from pot", ")", "(", " ", "\n", ":", "x", "from pot", "\t"]
)


@given(st.lists(_COLLECT_PIECES, max_size=20).map("".join))
@settings(max_examples=800, deadline=None)
@example("ann: collected (€1,5) from pot\nbob: collected (€2) from pot")  # every one: one replace
@example("ann: collected (€1,5) from pot\nbob: collected (")  # one without its amount: the pattern's sub
@example("ann: collected ( x) from pot")  # a space in the amount
@example(": collected (: collected (1) from pot")  # one right after another
def test_a_collect_lines_colon_is_the_rules_sub(text: str) -> None:
    """Every Enet rule whose replacement is :class:`Plain` (the collect line's colon among them)
    gives what ``re.sub`` of its pattern gives."""
    plain = [(pattern, said) for pattern, said in ENET.rewrite if isinstance(said, Plain)]
    assert len(plain) == 2
    for pattern, said in plain:
        room = dataclasses.replace(ENET, rewrite=((pattern, said),))
        assert room.rewritten(text) == pattern.sub(said.new, text)


class _Counted:
    """A pattern that counts its ``sub`` calls (a compiled pattern's methods cannot be replaced)."""

    def __init__(self, pattern: str) -> None:
        self.compiled = re.compile(pattern)
        self.pattern, self.flags, self.groups = pattern, self.compiled.flags, self.compiled.groups
        self.subs = 0

    def sub(self, replacement: str, text: str) -> str:
        self.subs += 1
        return self.compiled.sub(replacement, text)


def test_a_hand_whose_every_comma_is_between_digits_is_not_searched_at_each_comma() -> None:
    """The usual hand, every comma a decimal one: one plain replace, no ``sub`` of the pattern;
    a text with an odd comma is the pattern's (the odd one kept)."""
    counted = _Counted(_COMMA.pattern)
    room = dataclasses.replace(ENET, rewrite=((counted, Plain(",", ".", _DECIMAL_POINT.odd)),))
    assert room.rewritten("Seat 1: ann (€14,90 in chips)\nann: raises €0,30\n") == (
        "Seat 1: ann (€14.90 in chips)\nann: raises €0.30\n"
    )
    assert counted.subs == 0
    assert room.rewritten("Seat 1: a, b (€1,5 in chips)") == "Seat 1: a, b (€1.5 in chips)"
    assert counted.subs == 1


_HAND = """Game #{id}: Omaha ({stakes}) - {clock} 23.8.2012 - %6
Table '{table} - Pot Limit' 9-max Seat #4 is the button
Seat 4: Hero (€24,65 in chips)
Seat 6: ann (€25 in chips)
Seat 8: bob (€30,16 in chips)
ann: posts small blind €0,10
bob: posts big blind €0,25
*** HOLECARDS ***
Hero: folds
ann: calls €0,15
bob: checks
Rake: €0,02
*** FLOP *** [4s2d3h]
ann: checks
bob: checks
*** TURN *** [4s2d3h5h]
ann: checks
bob: checks
*** RIVER *** [4s2d3h5hQc]
ann: checks
bob: checks
*** SHOWDOWN ***
ann: shows [Jd8sAd2s] (Straight, Fives high)
ann: collected (€0,48) from pot
bob: mucked
*** SUMMARY ***
Total pot €0 | Rake €0,02
Board [4s2d3h5hQc]
Seat 4: Hero  folded
Seat 6: ann (small blind) showed [Jd8sAd2s] and won (€0,48) with Straight, Fives high
Seat 8: bob (big blind) mucked
"""


def _table(k: int, clock: str = "21:50:56") -> str:
    stakes = f"€0,{k + 1:02d}/€0,{2 * k + 2:02d}"  # (each table its stakes: the words of its first line)
    return _HAND.format(id=1000 + k, stakes=stakes, clock=clock, table=f"Reunion {k}")


def test_tables_played_at_once_have_their_first_lines_words_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hands of several tables in turn (a file of tables played at once): each table's first
    line's words are worked out once, not at every change of table, up to the tables kept; a
    table met after more others than are kept is worked out again. Every hand reads as it
    reads alone, in a fresh reader."""
    monkeypatch.setattr(pokerstars, "_HEADERS", {})
    monkeypatch.setattr(pokerstars, "_CLOCK_LAST_WORDS", [])
    worked: list[str] = []
    date_start = pokerstars._date_start
    monkeypatch.setattr(pokerstars, "_date_start", lambda rest: worked.append(rest) or date_start(rest))

    def read(text: str) -> tuple[object, ...]:
        (hand,) = read_text(text, "t.txt")
        return (hand.table, hand.stakes, hand.structure, hand.game, audit_hand(hand).outcome)

    texts = [_table(k % 3, f"21:50:{k + 10}") for k in range(9)]  # three tables, in turn, three times
    got = [read(text) for text in texts]
    assert len(worked) == 3
    assert got[:3] == got[3:6] == got[6:] and got[0][1] != got[1][1]
    kept = pokerstars._CLOCK_KEPT
    worked.clear()
    monkeypatch.setattr(pokerstars, "_CLOCK_LAST_WORDS", [])
    many = [_table(k, f"21:51:{k + 10}") for k in range(kept + 1)] + [_table(0, "21:52:00")]
    assert [read(text) for text in many][-1][:3] == got[0][:3]
    assert len(worked) == kept + 2  # each table, then the first again, pushed out by the others: once more
    assert len(pokerstars._CLOCK_LAST_WORDS) == kept
    for text, said in zip(texts + many, got + [read(text) for text in many], strict=True):
        monkeypatch.setattr(pokerstars, "_CLOCK_LAST_WORDS", [])
        monkeypatch.setattr(pokerstars, "_HEADERS", {})
        assert read(text) == said  # what a fresh read gives
