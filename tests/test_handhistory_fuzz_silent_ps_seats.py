"""A seat listed twice in one hand's seat list of the PokerStars family (a hand cut off after a
seat line, the next hand glued right after it: last session's fuzz run) is NOT AUDITABLE, the
lines quoted: it MATCHed as one hand with two players in one seat."""

from __future__ import annotations

import pytest
from handtexts import HEADS_UP
from test_handhistory_sites import FT_HAND
from test_handhistory_textrooms import EVEREST_HAND

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory.verdicts import INCONSISTENT

PS_HAND = HEADS_UP.format(id=21, winner="ann")


def _verdicts(text: str) -> list[tuple[Outcome, str]]:
    return [(verdict.outcome, verdict.detail) for verdict in map(audit_hand, read(text))]


@pytest.mark.parametrize(
    ("text", "seat", "extra"),
    [
        (FT_HAND, "Seat 5: Hero (€2)\n", "Seat 1: Zed (€1)\n"),
        (EVEREST_HAND, "Seat 3: cat ($69.45)\n", "Seat 2: Zed ($1)\n"),
        (PS_HAND, "Seat 2: bob ($100 in chips)\n", "Seat 1: Zed ($1 in chips)\n"),
    ],
)
def test_a_seat_listed_twice_is_refused_quoting_both_lines(text: str, seat: str, extra: str) -> None:
    record = next(read(text.replace(seat, seat + extra)))
    assert record.error is not None and record.error.kind == INCONSISTENT
    number = extra.split(":")[0].removeprefix("Seat ")
    assert f"two players in seat {number}" in str(record.error)
    assert repr(extra.strip()) in str(record.error)
    assert audit_hand(record).outcome is Outcome.NOT_AUDITABLE


_CUTS = [(FT_HAND, "Seat 1: Player1 (€1.29)"), (EVEREST_HAND, "Seat 1: ann ($94.30)")]


@pytest.mark.parametrize(("text", "cut"), _CUTS)
@pytest.mark.parametrize("glue", ["", " "])
def test_a_hand_cut_after_a_seat_line_with_the_next_glued_there_is_no_match(text: str, cut: str, glue: str) -> None:
    # the hand cut off after its first seat line (another player there), the next hand's whole text glued after it
    head = text[: text.index(cut)] + cut.replace(cut.split(": ")[1].split(" (")[0], "Zed")
    verdicts = _verdicts(head + glue + text)
    assert all(outcome is not Outcome.MATCH for outcome, _ in verdicts), verdicts
    assert "another hand's first line" in verdicts[0][1] and "Seat 1: Zed" in verdicts[0][1]


def test_a_seat_line_cut_before_a_glued_hand_with_no_seat_of_its_number_is_refused() -> None:
    # seat 3 is no seat of the glued hand's: only the first line glued in the seat line tells
    cut = "Seat 3: Zed (€5)"
    verdicts = _verdicts(FT_HAND.split("\n", 1)[0] + "\n" + cut + FT_HAND)
    assert [outcome for outcome, _ in verdicts] == [Outcome.NOT_AUDITABLE]
    assert "another hand's first line" in verdicts[0][1] and cut in verdicts[0][1]
