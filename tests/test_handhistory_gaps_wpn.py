"""WPN before 2019: a player's notices written with no name (``Player  is timed out.``) move no
chips and are read as nothing; a line with no name that moves chips is still quoted."""

from __future__ import annotations

import pytest

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.verdicts import UNPARSED

HAND = """Game started at: 2014/3/15 21:46:0
Game ID: 11 2/4 Tablelite (Short) - 2 (Hold'em)
Seat 3 is the button
Seat 2: Ann (210).
Seat 3: Bob (273.82).
Seat 4: Cid (202).
Player Cid has small blind (2)
{notices}Player Ann has big blind (4)
Player Cid received a card.
Player Cid received a card.
Player Ann received a card.
Player Ann received a card.
Player Bob received card: [Ah]
Player Bob received card: [Kd]
Player Bob raises (8)
Player Cid folds
Player Ann folds
Uncalled bet (4) returned to Bob
Player Bob mucks cards
------ Summary ------
Pot: 10. Rake 0
Player Ann does not show cards.Bets: 4. Collects: 0. Loses: 4.
*Player Bob mucks (does not show cards). Bets: 4. Collects: 10. Wins: 6.
Player Cid does not show cards.Bets: 2. Collects: 0. Loses: 2.
{summary}Game ended at: 2014/3/15 21:46:16
"""


def _verdict(notices: str, summary: str = ""):  # type: ignore[no-untyped-def]
    (hand,) = read(HAND.format(notices=notices, summary=summary))
    return audit_hand(hand)


def test_the_hand_matches() -> None:
    assert _verdict("").outcome is Outcome.MATCH


@pytest.mark.parametrize("notice", ["Player  is timed out.", "Player  sitting out", "Player  wait BB"])
def test_a_notice_with_no_name_moves_no_chips(notice: str) -> None:
    # (hhsmithy's "NoNameSitoutLine", #263627777: the notices and a summary line of nothing)
    nothing = "Player  does not show cards.Bets: 0. Collects: 0. Wins: 0.\n"
    verdict = _verdict(notice + "\n", nothing)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


@pytest.mark.parametrize(
    ("notices", "summary", "quoted"),
    [
        ("Player  ante (1)\n", "", "Player  ante (1)"),  # chips put in by no one seated
        ("", "Player  does not show cards.Bets: 2. Collects: 0. Loses: 2.\n", "Bets: 2"),
        ("", "*Player  mucks (does not show cards). Bets: 0. Collects: 10. Wins: 10.\n", "Collects: 10"),
    ],
)
def test_a_line_with_no_name_that_moves_chips_is_quoted(notices: str, summary: str, quoted: str) -> None:
    verdict = _verdict(notices, summary)
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, UNPARSED), verdict.detail
    assert quoted in verdict.detail
