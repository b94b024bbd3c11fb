"""A board street dealt twice in one hand is no hand any room writes: NOT AUDITABLE naming the
second one (before, each repeated street grew the board, in work growing with the square of the
lines, and the hand still MATCHed)."""

from __future__ import annotations

import pytest
from handtexts import HEADS_UP

from pokerrank.handhistory import Outcome, audit_hand, read


def test_the_hand_as_written_matches() -> None:
    verdict = audit_hand(next(read(HEADS_UP.format(id=21, winner="ann"))))
    assert verdict.outcome is Outcome.MATCH, verdict.detail


@pytest.mark.parametrize(
    "street", ["*** FLOP *** [2c 7d 9h]", "*** TURN *** [2c 7d 9h] [Js]", "*** RIVER *** [2c 7d 9h Js] [3c]"]
)
@pytest.mark.parametrize("times", [1, 500])
def test_a_street_dealt_twice_is_named(street: str, times: int) -> None:
    text = HEADS_UP.format(id=21, winner="ann").replace(street + "\n", street + "\n" + (street + "\n") * times, 1)
    verdict = audit_hand(next(read(text)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert "a street dealt twice" in verdict.detail and street.split(" [")[0] in verdict.detail
    lines = text.splitlines()
    second = next(number for number, line in enumerate(lines, 1) if line == street and number > lines.index(street) + 1)
    assert verdict.hand.error is not None and verdict.hand.error.line == second
