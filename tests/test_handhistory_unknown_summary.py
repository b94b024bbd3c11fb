"""Lines no room writes in a PokerStars-family hand (a money line in the summary, an invented
``*** ... ***`` mark after it, a raise whose ``X`` of ``raises X to Y`` is no amount): the hand
is NOT AUDITABLE with the line quoted, never a MATCH that skipped it (issues 23-25)."""

from __future__ import annotations

import pytest
from handtexts import HEADS_UP

from pokerrank.handhistory import Outcome, audit

PAID_RIGHT = HEADS_UP.format(id=21, winner="ann")

RAISED = PAID_RIGHT.replace("ann: calls $1\nbob: checks\n", "ann: raises {by} to $4\nbob: calls $2\n").replace(
    "ann collected $3.80 from pot", "ann collected $7.60 from pot"
).replace("Total pot $4 | Rake $0.20", "Total pot $8 | Rake $0.40")


def verdict(text: str):  # type: ignore[no-untyped-def]
    (found,) = audit(text)
    return found


def test_the_texts_as_the_room_writes_them_match() -> None:
    assert verdict(PAID_RIGHT).outcome is Outcome.MATCH
    assert verdict(RAISED.format(by="$2")).outcome is Outcome.MATCH


@pytest.mark.parametrize(
    "line",
    [
        "Seat 2: bob received insurance $2.00",
        "Seat 2: bob (big blind) paid 40 for insurance",
        "Seat 1: ann (button) (small blind) cashout fee ($0.50)",
        "*** INSURANCE *** [Ah Kh]",
        "*** FIFTH STREET ***",
    ],
)
def test_a_summary_line_no_rule_reads_is_quoted(line: str) -> None:
    found = verdict(PAID_RIGHT + line + "\n")
    assert found.outcome is Outcome.NOT_AUDITABLE
    assert line in found.detail


@pytest.mark.parametrize(
    "line",
    [
        "Seat 2: bob (big blind) folded on the 4th Street (didn't bet)",  # (bob: ann collected, her line pays)
        "Seat 2: bob is sitting out",
        "Seat 7: gone 7 folded before Flop",
        "Seat 2: bob (big blind) bought time bank card ($0.05), folded on the Turn",
        "Seat 2: bob (big blind) received ($0.01) from time bank card, folded before Flop",
        "Hand was run twice",
    ],
)
def test_the_rooms_own_quiet_summary_lines_change_nothing(line: str) -> None:
    assert verdict(PAID_RIGHT + line + "\n").outcome is Outcome.MATCH


@pytest.mark.parametrize("by", ["insurance $2", "$2 and", "two"])
def test_a_raise_whose_x_is_no_amount_is_quoted(by: str) -> None:
    found = verdict(RAISED.format(by=by))
    assert found.outcome is Outcome.NOT_AUDITABLE
    assert f"ann: raises {by} to $4" in found.detail


@pytest.mark.parametrize("line", ["Seat 1: bob paid 40 for insurance", "Seat 5: zed paid 40 for insurance"])
def test_a_money_line_at_another_players_or_an_empty_seat_is_quoted(line: str) -> None:
    found = verdict(PAID_RIGHT + line + "\n")  # (bob sits in seat 2; nobody in seat 5: tournament chips, no sign)
    assert found.outcome is Outcome.NOT_AUDITABLE
    assert line in found.detail


@pytest.mark.parametrize("doubled", [False, True])
def test_an_archives_separator_after_a_summary_ends_the_hand(doubled: bool) -> None:
    text = PAID_RIGHT + "*********** # 2 **************\n" + HEADS_UP.format(id=22, winner="ann")
    if doubled:  # a blank line after every line (a file copied through mail): the separator lands in the summary
        text = "\n\n".join(text.splitlines()) + "\n"
    assert [found.outcome for found in audit(text)] == [Outcome.MATCH, Outcome.MATCH]
