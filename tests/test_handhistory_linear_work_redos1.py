"""The PokerStars family's first-line and total-pot patterns read a long hostile line in work
linear in its length: a hostile file is refused quickly, and the rest of a batch still runs."""

from __future__ import annotations

import re

import pytest
from handtexts import HEADS_UP
from hypothesis import given, settings
from hypothesis import strategies as st
from linearwork import least_time, work

from pokerrank.handhistory import Outcome, audit
from pokerrank.handhistory.sites import pokerstars

_work = work


@pytest.mark.parametrize(
    ("name", "use", "head", "unit", "tail", "first"),
    [
        ("UNKNOWN_GAME", "search", "Game #1: Tournament #", " ", "\x01", 100),
        ("UNKNOWN_GAME", "search", "Game #1: Tournament #5, (", " ", "\x01", 100),
        ("UNKNOWN_GAME", "search", "Game #1: Tournament #5, Super", " ", "Game\x01", 100),
        ("BUTTON_BLIND", "search", "Level I (Button Blind", ",", "\x01", 125),
        ("BUTTON_BLIND", "search", "Level I (Button Blind $1 - Ante", ",", "\x01", 75),
        ("STAKES", "search", "Hold'em No Limit ($0.02/", ",", "\x01", 125),
        ("STAKES", "search", "Level I (", ",", "\x01", 125),
        ("TOTAL", "match", "Total pot ", "(", "\x01", 0),
        ("HEADER", "match", "PokerStars Hand #1: Tournament #", " ", "\x01", 0),
        ("HEADER", "match", "PokerStars Hand #1: Hold'em", " \t", "\x01", 0),
        ("TOTAL", "match", "Total pot 5", " ", "x", 0),
    ],
)  # fmt: skip
def test_every_pattern_reads_a_long_failing_line_in_linear_work(
    name: str, use: str, head: str, unit: str, tail: str, first: int
) -> None:
    """Each pattern, used as the reader uses it, on a line of one repeated unit that fails at its
    end: four (then eight) times the line takes about as many times the work (bound 24, wide for a
    loaded machine). The old patterns took cubic work (64 times at four times the line: first sizes
    kept small so that the old ones failed in seconds) or quadratic (64 times at eight times: ``first``
    0, only 500 and 4,000)."""
    apply = getattr(getattr(pokerstars, name), use)
    for short_n, long_n in [(first, 4 * first), (500, 4000)] if first else [(500, 4000)]:
        short = _work(apply, head + unit * short_n + tail)
        long = _work(apply, head + unit * long_n + tail)
        assert long < 24 * short + 0.005, (name, head, short_n, long_n, short, long)


@pytest.mark.parametrize(
    ("line", "hostile", "sizes"),
    [
        (0, "PokerStars Hand #21: Tournament #{run}\x01", (80, 320)),
        (0, "PokerStars Hand #21: Tournament #5, Hold'em No Limit - Level I (Button Blind{commas} - 2024", (80, 320)),
        (0, "PokerStars Hand #21: Tournament #5, Hold'em No Limit - Level I ({commas}\x01", (80, 320)),
        (-3, "Total pot {parens}\x01", (500, 4000)),
    ],
)  # fmt: skip
def test_a_hand_with_a_hostile_line_is_refused_in_linear_work(line: int, hostile: str, sizes: tuple[int, int]) -> None:
    """The whole hand, audited, with one line of the fuzzer's shape at two sizes: NOT AUDITABLE, and
    the longer line takes about as many times the work as it is longer (the old patterns took 64
    times: cubic first lines at four times the length, the quadratic total line at eight)."""
    lines = HEADS_UP.format(id=21, winner="ann").split("\n")

    def work(n: int) -> float:
        lines[line] = hostile.format(run=" " * n, commas="," * n, parens="(" * n)
        text = "\n".join(lines)
        best, verdicts = least_time(lambda: list(audit(text)), rounds=3)
        assert [verdict.outcome for verdict in verdicts] == [Outcome.NOT_AUDITABLE]
        return best

    short, long = work(sizes[0]), work(sizes[1])
    assert long < 24 * short + 0.005, (hostile, short, long)


_BEFORE = {
    "UNKNOWN_GAME": re.compile(
        r"(?:^|[,(]\s*|USD |EUR |GBP |\s)(?P<game>[A-Za-z0-9'+/ -]+?)\s+"
        r"(?P<limit>Pot Limit Pre-Flop, No Limit Post-Flop|No Limit|Pot Limit|Fixed Limit|Limit)\b",
        re.IGNORECASE,
    ),
    "STAKES": re.compile(
        r"\((?:[^()]*?,\s*)?(?P<a>[^\d\s(/]*[\d.,]+)/(?P<b>[^\d\s/]*[\d.,]+)"
        r"(?:\s*-\s*(?P<cap>[^\d\s]*[\d.,]+) Cap\s*-)?\s*(?P<iso>[A-Z]{3})?\s*\)"
    ),
    "BUTTON_BLIND": re.compile(
        r"\(Button Blind\W*?(?P<a>[^\d\s]*[\d.,]+)\s*-\s*Ante\W*?(?P<b>[^\d\s]*[\d.,]+)\s*(?P<iso>[A-Z]{3})?\s*\)"
    ),
    "TOTAL": re.compile(r"^Total pot (?P<total>[^\s|]+)(?P<pots>.*?)\s*\|\s*Rake (?P<rake>[^\s|]+)\s*$"),
    "HEADER": re.compile(rf"^{pokerstars.FIRST_WORDS_PATTERN} *(?P<rest>.*?)[ \t\r]*$", re.MULTILINE),
}
"""The patterns as they were (cubic or quadratic work on hostile lines): the reference for what they read."""

_PIECES = {
    "UNKNOWN_GAME": (
        "No Limit", "Pot Limit", "Limit", "Fixed Limit", "Pot Limit Pre-Flop, No Limit Post-Flop", " ", "  ", "\t",
        ",", "(", "USD ", "eur ", "a", "Hold'em", "-", "#", "\x01", "Limitx", "LIMIT", " - ", "5",
    ),
    "STAKES": (
        "(", ")", "/", ",", ".", "$", "1", "20", " ", "USD", "-", " Cap", "Cap ", "€", "a", ", ", "\t", "0.02", "K",
    ),
    "BUTTON_BLIND": (
        "(Button Blind", " ", "$", "1", ",", ".", "-", " - ", "Ante", " Ante ", "USD", ")", "x", "\t", "0.5", "(",
    ),
    "TOTAL": (
        "Total pot ", "|", " | ", "Rake ", " Rake ", "$1", " ", "\t", "Main pot", "x", "(", "\n", "5", "|Rake 1",
    ),
    "HEADER": ("PokerStars Hand #1:", " ", "  ", "\t", "\r", "\n", "a", "b c", "\x01", "#", "5", ":"),
}  # fmt: skip
_USES = {"UNKNOWN_GAME": "search", "STAKES": "search", "BUTTON_BLIND": "search", "TOTAL": "match", "HEADER": "match"}
_HEADS = {
    "UNKNOWN_GAME": "", "STAKES": "", "BUTTON_BLIND": "(Button Blind", "TOTAL": "Total pot ",
    "HEADER": "PokerStars Hand #1:",
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(_BEFORE))
@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_every_pattern_reads_a_short_line_as_it_did(name: str, data: st.DataObject) -> None:
    """On short lines built of the pieces each pattern reads (where the old work is small), the
    linear pattern finds the same match, at the same place, with the same groups; the one
    difference kept: an amount with no digit (``($,/$1)``), which no room writes and no reading
    of the stakes accepts, is no amount now."""
    pieces = data.draw(st.lists(st.sampled_from(_PIECES[name]), max_size=9))
    line = data.draw(st.sampled_from(["", _HEADS[name]])) + "".join(pieces)
    before = getattr(_BEFORE[name], _USES[name])(line)
    after = getattr(getattr(pokerstars, name), _USES[name])(line)
    if before is not None and after is None and name in ("STAKES", "BUTTON_BLIND"):
        amounts = [before.group(key) for key in ("a", "b", "cap") if key in before.groupdict()]
        assert any(amount is not None and not any(c.isdigit() for c in amount) for amount in amounts), line
        return
    assert (before and (before.span(), before.groupdict())) == (after and (after.span(), after.groupdict())), line
