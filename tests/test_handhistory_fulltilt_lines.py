"""Full Tilt's own lines read whole: a collect line that goes on past its amount is quoted."""

from __future__ import annotations

import pytest
from test_handhistory_sites import FT_HAND

from pokerrank.handhistory import Outcome, audit_hand, read


@pytest.mark.parametrize(
    "line",
    [
        "Player Two wins the pot (€0.33) from insurance",
        "Player Two wins the pot (€0.33) and pays €0.10",
        "Player Two wins the pot (€0.33) with a pair of Jacks (€0.10)",
    ],
)
def test_a_collect_line_that_goes_on_past_its_amount_is_quoted(line: str) -> None:
    """``P wins the pot (X)`` ends there, or with the room's words for the hand (``with a
    pair of Aces``, money never among them): any other tail is quoted, never read as the
    collect before it."""
    assert audit_hand(next(iter(read(FT_HAND)))).outcome is Outcome.MATCH
    verdict = audit_hand(next(iter(read(FT_HAND.replace("Player Two wins the pot (€0.33)", line)))))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert line in verdict.detail


def test_a_collect_line_with_the_rooms_words_is_read() -> None:
    said = "Player Two wins the pot (€0.33)"
    text = FT_HAND.replace(said, said + " with a Badugi: Q, 4, 3, 2")
    assert audit_hand(next(iter(read(text)))).outcome is Outcome.MATCH
