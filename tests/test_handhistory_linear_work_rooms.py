"""A hostile line is read in linear work: Bovada's first line and summary seat lines, 888's
stakes line. Each pattern, used as the reader uses it, on a line that nearly matches and then
fails, at two lengths: the longer takes about as many times the work as it is longer (no time
is asserted alone; cubic or quadratic work takes many times more)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from linearwork import work

from pokerrank.handhistory import bovada, pacific

_work = work


@pytest.mark.parametrize(
    ("apply", "head", "unit", "tail"),
    [
        (bovada._HEADER.match, "Bovada Hand #1 TBL#23799796", " ", "\x01"),
        (bovada._HEADER.match, "Ignition Hand #1: ", " ", "\x01"),
        (bovada._HEADER.match, "Bovada Hand #1 Zone Poker ID#7 HOLDEM", " ", "\x01"),
        (bovada._HEADER.match, "Bovada Hand #1: MTT Tournament #5 TBL#2,", " ", "\x01"),
        (bovada._SUMMARY_SEAT.match, "Seat+1: Big Blind", " ", "\x01"),
        (bovada._SUMMARY_SEAT.match, "Seat 1: ", "a ", "\x01"),
        (pacific._STAKES.match, "$1/", " ", "\x01"),
        (pacific._STAKES.match, "$1", " ", "\x01"),
        (pacific._STAKES.match, "$1/$2 No Limit Holdem", " ", "x"),
        (pacific._STAKES.match, "$1/$2", " ", "x"),
    ],
)
def test_a_long_line_that_fails_takes_linear_work(
    apply: Callable[[str], object], head: str, unit: str, tail: str
) -> None:
    # 200 and 1,600 repeats: linear work 8 times, quadratic 64, cubic 512 (bound 24, wide for a loaded machine)
    short, long = _work(apply, head + unit * 200 + tail), _work(apply, head + unit * 1600 + tail)
    assert long < 24 * short + 0.005, (head, unit, short, long)


def test_the_patterns_still_read_their_lines() -> None:
    first = bovada._HEADER.match("Bovada Hand #3015: TBL#23799796 HOLDEM No Limit - 2016-09-10 00:04:40")
    assert first is not None and (first["table"], first["game"], first["limit"]) == ("23799796", "HOLDEM", "No Limit")
    zone = bovada._HEADER.match("Bovada Hand #12 Zone Poker ID#877 HOLDEM  ZONE No Limit - 2016-01-01 00:00:00")
    assert zone is not None and (zone["zone"], zone["game"]) == ("877", "HOLDEM  ZONE")
    mtt = bovada._HEADER.match(
        "Bovada Hand #9: HOLDEM Tournament #14 TBL#2, No Limit- Level 1 (10/20) - 2016-01-01 00:00:00"
    )
    assert mtt is not None and (mtt["tgame"], mtt["tlimit"], mtt["sb"], mtt["bb"]) == ("HOLDEM", "No Limit", "10", "20")
    seat = bovada._SUMMARY_SEAT.match("Seat+2: Big Blind  Folded on the FLOP")
    assert seat is not None and (seat["seat"], seat["name"]) == ("2", " Big Blind")
    stakes = pacific._STAKES.match("25\xa0$/50\xa0$ Blinds Pot Limit Omaha - *** 21 04 2016 16:34:37")
    assert stakes is not None and (stakes["a"], stakes["b"], stakes["game"], stakes["rest"]) == (
        "25\xa0$", "50\xa0$", "Pot Limit Omaha", "",
    )  # fmt: skip
