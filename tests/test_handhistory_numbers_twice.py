"""A hand that names its number twice and the two disagree is a file that disagrees with itself:
NOT AUDITABLE under the number its first line gives, the other line quoted, never read (and
MATCHed) under either. 888 (``#Game No : N`` then ``Hand History for Game N``) and Everleaf
(``Everleaf Gaming Game #N`` then ``***** Hand history for game #N *****``) refuse it; PKR's last
line ``End of Hand #N`` too. partypoker writes its ``#Game No`` and ``Hand History for Game``
numbers differently in real files (two numberings: docs/audit.md), so a difference there is no
disagreement: the hand is read under its ``Hand History`` number, as before."""

from __future__ import annotations

import pytest
from test_handhistory_888 import EURO
from test_handhistory_everleaf import HI_LO
from test_handhistory_party import CASH
from test_handhistory_pkr import CASH as PKR_CASH

from pokerrank.handhistory import Outcome, audit_hand, read


def _records(text: str) -> list[tuple[str, str, Outcome, str]]:
    return [
        (r.hand_id, r.site, audit_hand(r).outcome, r.error.reason if r.error is not None else "") for r in read(text)
    ]


def test_a_pkr_hand_whose_last_line_names_another_hand_is_refused_under_its_first_lines_number() -> None:
    # was: MATCH under 1830834560, the last line's 1830834561 never looked at
    text = PKR_CASH.replace("End of Hand #1830834560", "End of Hand #1830834561")
    ((hand_id, site, outcome, reason),) = _records(text)
    assert (hand_id, site, outcome) == ("1830834560", "PKR", Outcome.NOT_AUDITABLE)
    assert reason == "the hand's last line is not 'End of Hand #1830834560': 'End of Hand #1830834561'"
    (record,) = read(text)
    assert record.error is not None and record.error.line == text.splitlines().index("End of Hand #1830834561") + 1


def test_a_pkr_hand_whose_last_line_names_its_own_number_still_matches() -> None:
    assert _records(PKR_CASH) == [("1830834560", "PKR", Outcome.MATCH, "")]


@pytest.mark.parametrize(
    ("text", "number", "site"),
    [
        (EURO.replace("#Game No : 500", "#Game No : 507"), "507", "888poker"),
        (HI_LO.replace("Everleaf Gaming Game #148736929", "Everleaf Gaming Game #148736920"), "148736920", "Everleaf"),
    ],
)
def test_888_and_everleaf_refuse_a_hand_whose_two_numbers_differ(text: str, number: str, site: str) -> None:
    ((hand_id, named, outcome, reason),) = _records(text)
    assert (hand_id, named, outcome) == (number, site, Outcome.NOT_AUDITABLE)
    assert f"Hand history for game #{number}" in reason or f"Hand History for Game {number}" in reason


@pytest.mark.parametrize(
    "text",
    [
        CASH.replace("#Game No : 900", "#Game No : 907"),
        CASH.replace("Game #900 starts.", "Game #907 starts."),
        CASH.split("\n", 2)[2].replace("#Game No : 900", "#Game No : 907"),
    ],
)
def test_a_partypoker_hand_whose_first_lines_number_two_ways_is_read_under_its_hand_history_number(
    text: str,
) -> None:
    # partypoker's own files write `#Game No : 4567631488` over `Hand History for Game 12395241485`
    # (three files of the shared set): two numberings, not a file that disagrees with itself
    assert _records(text) == [("900", "partypoker", Outcome.MATCH, "")]
