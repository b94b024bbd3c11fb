"""partypoker's and Betfair's real hands in ../shared/hand-histories/sites/: every hand MATCH
or NOT AUDITABLE for a reason a person accepts, none MISMATCH."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from pokerrank.handhistory import audit

pytestmark = pytest.mark.shared

# Six hands with a player who joined after the seats were listed and posted the big blind to be
# dealt in (folding, or winning alone) MATCH. NOT AUDITABLE, each with its reason: two fpdb
# "unknown preamble" files whose names were replaced in the seats only (players acting with no
# seat line who never posted the big blind); three 2021 tournament
# hands whose lines put in 1 to 10 chips less than the summary says the player bet; a check facing a bet (a returning
# player's blinds posted without a line); a PokerBros export that shows no loser's cards; an
# HHSmithy file cut before its result.
PARTY_REASONS = {
    "who has no seat line": 2,
    "do not add up": 3,
    "checks facing a bet": 1,
    "never shows all of their cards": 1,
    "no 'wins' or 'collected' line": 1,
}


def test_every_partypoker_hand_matches_or_is_explained(shared_dir: Path) -> None:
    by_game: Counter[tuple[str, str, str]] = Counter()
    reasons: Counter[str] = Counter()
    for verdict in audit(shared_dir / "hand-histories" / "sites" / "partypoker"):
        by_game[(verdict.hand.site, verdict.hand.game or "?", verdict.outcome.value)] += 1
        if verdict.outcome.value == "not auditable":
            reasons[next(reason for reason in PARTY_REASONS if reason in verdict.detail)] += 1
    assert dict(reasons) == PARTY_REASONS
    assert by_game == {
        ("partypoker", "holdem", "match"): 82, ("partypoker", "omaha", "match"): 6,
        ("partypoker", "omaha-hi-lo", "match"): 5, ("partypoker", "short-deck", "match"): 1,
        ("partypoker", "stud", "match"): 2, ("partypoker", "stud-hi-lo", "match"): 2,
        ("WPN", "holdem", "match"): 1,
        ("partypoker", "?", "not auditable"): 7, ("PokerBros", "holdem", "not auditable"): 1,
    }  # fmt: skip


def test_the_betfair_hand_matches(shared_dir: Path) -> None:
    outcomes = Counter(v.outcome.value for v in audit(shared_dir / "hand-histories" / "sites" / "betfair"))
    assert outcomes == {"match": 1}
