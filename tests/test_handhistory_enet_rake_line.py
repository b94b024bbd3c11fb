"""Enet's ``Rake: €0,09`` after a street (the rake so far, nothing new): only an amount is
read so; a rake line of other words (``Rake: NaN``, this session's fuzz run) is a line no
rule reads, quoted by the audit (NOT AUDITABLE), not silently taken as the rake so far."""

from __future__ import annotations

import pytest
from test_handhistory_textrooms import ENET_HAND

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory.records import HandRecord


def _one(text: str) -> HandRecord:
    hands = list(read(text))
    assert len(hands) == 1, hands
    return hands[0]


@pytest.mark.parametrize("said", ["NaN", "€NaN", "€0,11x", "€1,2,3", "€ 0,11", "€0,11 €0,02", "€inf", "-"])
def test_an_unreadable_rake_so_far_is_quoted_not_taken(said: str) -> None:
    line = f"Rake: {said}"
    text = ENET_HAND.replace("Rake: €0,11", line)
    assert line in text
    verdict = audit_hand(_one(text))
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, "line not understood")
    assert repr(line) in verdict.detail  # the line quoted, as the room wrote it (its decimal comma kept)


@pytest.mark.parametrize("said", ["€0,11", "€0", "€12,5", "0,11", "€-0,27"])
def test_a_rake_so_far_that_is_an_amount_says_nothing_new(said: str) -> None:
    """An amount, with or without its sign; a negative one (fpdb's file has ``Rake: €-0,27``)
    is a number still: nothing new, as before."""
    hand = _one(ENET_HAND.replace("Rake: €0,11", f"Rake: {said}"))
    assert not hand.unparsed
    assert audit_hand(hand).outcome is Outcome.MATCH
