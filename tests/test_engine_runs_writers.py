"""An engine hand run more than once whose odd chips between the runs go by seat (E26) in the
forms with no field for that rule (OHH, PokerStars text): written where both rules pay every
pot of every run alike, and read back it audits the same; refused where they differ. The
hands are played here (the helpers of the room rules' tests)."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest
from test_engine_room_rules import ACES, ACES_BOARD, KINGS, KINGS_BOARD, all_in_preflop

from pokerrank.engine import Hand, get_rules
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import HandRecord, Outcome, audit_hand, read
from pokerrank.handhistory.writers_ohh import to_ohh
from pokerrank.handhistory.writers_text import to_pokerstars

BY_SEAT = ("ggpoker", replace(get_rules("tda"), name="mine", runs_odd_chip="by seat"))
ACES_AGAIN = "6d 8c Tc Qh 2h"  # aces hold on a third board (no card of the other two)
WRITERS = {"OHH": lambda record: json.dumps(to_ohh(record)), "PokerStars text": to_pokerstars}


def _run_twice(rules: Any, boards: list[str], rake: int, stacks: int = 100, runs: int = 2) -> HandRecord:
    """ann on the button (the small blind) with aces, bob with kings, all in for ``stacks``
    each before the flop, the board run ``runs`` times (``boards``), a rake of ``rake``."""
    hand = Hand("holdem", [stacks, stacks], blinds=(1, 2), names=["ann", "bob"], button=0, cards=[ACES, KINGS],
                boards=boards, max_runs=runs, rake=rake, rules=rules)  # fmt: skip
    return all_in_preflop(hand, runs=runs).to_record()


def _paid(record: HandRecord) -> dict[str, int]:
    """What the pots paid each player (the record's collections, every run's together)."""
    paid: dict[str, int] = {}
    for collection in record.collected:
        paid[collection.player] = paid.get(collection.player, 0) + int(collection.amount)
    return paid


ALIKE = {
    # 200 in two runs of 100: no odd chip between them
    "no odd chip": ([ACES_BOARD, KINGS_BOARD], 0),
    # 199: bob, the first seat left of the button, wins the first run: its odd chip is his by both rules
    "the first run's winner sits first": ([KINGS_BOARD, ACES_BOARD], 1),
    # 199: ann wins both runs: all hers by both rules
    "one winner": ([ACES_BOARD, ACES_AGAIN], 1),
}


@pytest.mark.parametrize("rules", BY_SEAT, ids=["ggpoker", "mine"])
@pytest.mark.parametrize("case", ALIKE)
@pytest.mark.parametrize("form", WRITERS)
def test_a_hand_by_seat_whose_runs_both_rules_pay_alike_is_written_and_reads_back_the_same(
    rules: Any, case: str, form: str
) -> None:
    # was: refused, "the engine's rule set shares the odd chips of a pot run more than once by seat
    # (E26): OHH has no field for it", though read back by the first run's rule it pays the same
    boards, rake = ALIKE[case]
    record = _run_twice(rules, boards, rake)
    books = _run_twice("wsop-2024", boards, rake)  # the first run's rule: the same money
    assert record.extra["runs_odd_chip"] == "by seat" and _paid(record) == _paid(books)
    (again,) = read(WRITERS[form](record))
    verdict = audit_hand(again)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert _paid(again) == _paid(record)
    assert audit_hand(record).outcome is Outcome.MATCH


@pytest.mark.parametrize("rules", BY_SEAT, ids=["ggpoker", "mine"])
@pytest.mark.parametrize("form", WRITERS)
def test_a_hand_by_seat_whose_runs_the_rules_pay_otherwise_is_still_refused(rules: Any, form: str) -> None:
    # 199: ann wins the first run, bob (the first seat left of the button) the second: by seat the
    # odd chip is bob's, by the first run's rule ann's; read back, the audit would find it paid wrong
    record = _run_twice(rules, [ACES_BOARD, KINGS_BOARD], 1)
    assert _paid(record) != _paid(_run_twice("wsop-2024", [ACES_BOARD, KINGS_BOARD], 1))
    with pytest.raises(HandHistoryError, match=r"by seat \(E26\)"):
        WRITERS[form](record)


@pytest.mark.parametrize("form", WRITERS)
def test_three_runs_by_seat_written_only_where_every_runs_share_is_the_first_runs_rule(form: str) -> None:
    # 199 in three runs is 67/66/66: by seat the first chip goes to bob's run, by the first run's
    # rule to the first run; alike where bob wins the first run, refused where ann does
    alike = _run_twice("ggpoker", [KINGS_BOARD, ACES_BOARD, ACES_AGAIN], 1, runs=3)
    (again,) = read(WRITERS[form](alike))
    assert audit_hand(again).outcome is Outcome.MATCH and _paid(again) == _paid(alike)
    otherwise = _run_twice("ggpoker", [ACES_BOARD, KINGS_BOARD, ACES_AGAIN], 1, runs=3)
    with pytest.raises(HandHistoryError, match=r"by seat \(E26\)"):
        WRITERS[form](otherwise)
