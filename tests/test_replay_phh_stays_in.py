"""A PHH file's player who stays in to the end has called every bet or is all in (E18), as in
every room's text: a showdown written straight after a bet, with no call, is no MATCH on the
finishing stacks (the bet would be taken for one nobody called)."""

from __future__ import annotations

import pytest

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.verdicts import INCONSISTENT

# No-limit hold'em at 1/2, three players of 100: everyone calls 2 before the flop, checks the
# flop and the turn (p3 folds on the turn), p2 bets 10 on the river and p1 answers it with
# {river}, then both show; p2's kings beat p1's seven high.


def _phh(antes: str, river: str, finishing: str) -> str:
    return f"""variant = "NT"
antes = {antes}
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ["d dh p1 7c2d", "d dh p2 KsKd", "d dh p3 AsAd", "p3 cc", "p1 cc", "p2 cc", "d db 2c3c4h", \
"p1 cc", "p2 cc", "p3 cc", "d db 9h", "p1 cc", "p2 cc", "p3 f", "d db Th", "p1 cc", "p2 cbr 10", \
{river}"p1 sm 7c2d", "p2 sm KsKd"]
finishing_stacks = {finishing}
"""


@pytest.mark.parametrize("antes", ["[0, 0, 0]", "[0, 1, 0]"])
def test_a_showdown_with_no_call_of_the_river_bet_contradicts_the_file(antes: str) -> None:
    ante = 1 if antes == "[0, 1, 0]" else 0
    # (what the file's stacks say if the 10 came back to p2 as a bet nobody called)
    verdict = audit_hand(next(read(_phh(antes, "", f"[98, {104 - ante}, 98]"))))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == INCONSISTENT, verdict.detail
    assert "'p1' stays in to the end with 2 in (last: action 16: check on the river)" in verdict.detail
    assert "less than the 12 of 'p2', with chips left (seat 1, 100)" in verdict.detail


@pytest.mark.parametrize(("antes", "finishing"), [("[0, 0, 0]", "[88, 114, 98]"), ("[0, 1, 0]", "[88, 114, 98]")])
def test_the_same_hand_with_the_call_matches(antes: str, finishing: str) -> None:
    # (a big blind's ante is dead money: no bet the others match, p2 wins it back in the pot of 27)
    verdict = audit_hand(next(read(_phh(antes, '"p1 cc", ', finishing))))
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_a_player_all_in_for_less_stays_in_without_calling_the_rest() -> None:
    # (p1 sat with 7: his call of the river's 10 is his last 5, all in; 5 of p2's bet comes back)
    text = _phh("[0, 0, 0]", '"p1 cc", ', "[0, 109, 98]").replace("[100, 100, 100]", "[7, 100, 100]")
    verdict = audit_hand(next(read(text)))
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    short = audit_hand(next(read(text.replace("[0, 109, 98]", "[0, 110, 98]"))))
    assert short.outcome is Outcome.MISMATCH, short.detail
