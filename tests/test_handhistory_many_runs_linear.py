"""A text of many runs (thousands of chat lines, each quoting a room's first line and so
beginning a hand of its own): the work of reading it grows with its length, not with its length
times its runs. Counted, not timed: the lines the PokerStars reader looks at between hands
(``pokerstars._junk``), for a text and one four times as long. Each run is read with the lines
before it as blank lines (the file's line numbers kept): a reader that looked at each of them
did work quadratic in the runs (3,000 chat lines 1.5 s, 12,000 about 25 s)."""

from __future__ import annotations

import pytest
from test_handhistory_pasted_rooms import HANDS

from pokerrank.handhistory import pokerstars, read

FIRST = "PokerStars Hand #22: Hold'em No Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET"


def _text(times: int, form: str) -> str:
    lines = HANDS["PokerStars"].rstrip("\n").split("\n")
    return "\n".join([*lines[:10], *[form.format(first=FIRST)] * times, *lines[10:]]) + "\n"


def _looks(monkeypatch: pytest.MonkeyPatch, text: str) -> tuple[int, int]:
    calls = [0]
    junk = pokerstars._junk

    def counted(line: str) -> bool:
        calls[0] += 1
        return junk(line)

    monkeypatch.setattr(pokerstars, "_junk", counted)
    records = list(read(text))
    return calls[0], len(records)


@pytest.mark.parametrize("form", ["dan: hi {first}", 'ann said, "hi {first}'])
def test_thousands_of_runs_are_read_in_linear_work(monkeypatch: pytest.MonkeyPatch, form: str) -> None:
    small, small_records = _looks(monkeypatch, _text(200, form))
    large, large_records = _looks(monkeypatch, _text(800, form))
    assert (small_records, large_records) == (201, 801)  # every chat line a hand glued after it, and the first
    assert large <= 6 * max(small, 200), (small, large)  # was ~16 times: every run's blank lines looked at
