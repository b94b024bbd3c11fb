"""Reading Enet faster without another record: the words of its tables' first lines kept for
several tables at once, checked against a fresh read."""

from __future__ import annotations

import pytest

from pokerrank.handhistory import audit_hand, pokerstars
from pokerrank.handhistory.pokerstars import read_text

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
