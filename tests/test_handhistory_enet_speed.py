"""Reading Enet faster without another record: the words of its tables' first lines kept for
several tables at once, checked against a fresh read."""

from __future__ import annotations

from dataclasses import fields

import pytest

from pokerrank.handhistory import audit_hand, pokerstars
from pokerrank.handhistory.pokerstars import read_text

_HAND = """Game #{id}: Omaha ({stakes}) - {clock} {date} - %6
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


def _whole(hand: object) -> tuple[object, ...]:
    """Every field of a record (records compare by identity)."""
    return tuple(getattr(hand, field.name) for field in fields(hand))  # type: ignore[arg-type]


def _table(k: int, clock: str = "21:50:56", money: str = "€", date: str = "23.8.2012", limit: str = "Pot Limit") -> str:
    stakes = f"{money}0,{k + 1:02d}/{money}0,{2 * k + 2:02d}"  # (each table its stakes: the words of its first line)
    text = _HAND.format(id=1000 + k, stakes=stakes, clock=clock, table=f"Reunion {k}", date=date)
    return text.replace("€", money).replace("Pot Limit", limit)


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
        return (hand.table, hand.stakes, hand.structure, hand.game, audit_hand(hand).outcome, _whole(hand))

    texts = [_table(k % 3, f"21:50:{k + 10}") for k in range(9)]  # three tables, in turn, three times
    got = [read(text) for text in texts]
    assert len(worked) == 3
    short = [said[:5] for said in got]
    assert short[:3] == short[3:6] == short[6:] and got[0][1] != got[1][1]
    kept = pokerstars._CLOCK_KEPT
    worked.clear()
    monkeypatch.setattr(pokerstars, "_CLOCK_LAST_WORDS", [])
    many = [_table(k, f"21:51:{k + 10}") for k in range(kept + 1)] + [_table(0, "21:52:00")]
    assert [read(text) for text in many][-1][:5] == got[0][:5]
    assert len(worked) == kept + 2  # each table, then the first again, pushed out by the others: once more
    assert len(pokerstars._CLOCK_LAST_WORDS) == kept
    for text, said in zip(texts + many, got + [read(text) for text in many], strict=True):
        monkeypatch.setattr(pokerstars, "_CLOCK_LAST_WORDS", [])
        monkeypatch.setattr(pokerstars, "_HEADERS", {})
        assert read(text) == said  # what a fresh read gives


@pytest.mark.parametrize(
    "variant",
    [{"money": "$"}, {"date": "24.8.2012"}, {"date": "23.8.2013"}, {"limit": "No Limit"}, {"limit": "Fixed Limit"}],
)
def test_a_table_kept_serves_no_first_line_that_differs_but_in_its_time(
    monkeypatch: pytest.MonkeyPatch, variant: dict[str, str]
) -> None:
    """The same table's first line with another currency, date or limit, read in turn with it:
    every hand reads, its whole record, as it reads alone in a fresh reader."""
    texts = [_table(0, "21:50:10"), _table(0, "21:50:11", **variant), _table(1, "21:50:12"), _table(0, "21:50:13")]
    texts.append(_table(0, "21:50:14", **variant))

    def fresh(text: str) -> object:
        monkeypatch.setattr(pokerstars, "_CLOCK_LAST_WORDS", [])
        monkeypatch.setattr(pokerstars, "_HEADERS", {})
        return [_whole(hand) for hand in read_text(text, "t.txt")]

    alone = [fresh(text) for text in texts]
    monkeypatch.setattr(pokerstars, "_CLOCK_LAST_WORDS", [])
    in_turn = [[_whole(hand) for hand in read_text(text, "t.txt")] for text in texts]
    assert in_turn == alone
    assert alone[0] != alone[1]
