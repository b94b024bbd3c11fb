"""The bet nobody called comes back whole (docs/RULES.md, the returned bet): a line handing back
part of it is a record that contradicts itself, NOT AUDITABLE with the line quoted, in
PokerTracker's export (``Player2: wins $0.74 (uncalled)``) and Everest's text (``Uncalled bet
of $6.99 returned to dan``), one rule (``sites.uncalled.whole_bet_back``). Before, the cent
kept had passed for the rake neither room prints, and the hand MATCHed. Every figure is worked
out by hand in the comment beside the text."""

from __future__ import annotations

import pytest

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.verdicts import INCONSISTENT

# PokerTracker's export of a Merge hand at $0.02/$0.04: Player1's small blind $0.02, Hero's big
# blind $0.04 and call to $0.12 of Player2's raise (Merge's ``Raise $0.12``: the street's
# total): the pot $0.26 (Merge prints no rake: none taken here). Player2's flop bet of $0.75
# nobody called comes back whole: ``wins $0.26`` and ``wins $0.75 (uncalled)``.
MERGE = """Merge Game #80257431-65 | Holdem NL ($0.02/$0.04) | 12/05/2014 17:05:06 EST | Version:2
Table Tropicana - Fast II (80257431), Seats 6
Seat 1: Player0 ($5.17 in chips) DEALER
Seat 3: Player1 ($3.74 in chips)
Seat 4: Hero ($5.11 in chips)
Seat 5: Player2 ($4.44 in chips)
Player1: Post SB $0.02
Hero: Post BB $0.04
*** HOLE CARDS ***
Dealt to Hero [As 2s]
Player2: Raise $0.12
Player0: Fold
Player1: Fold
Hero: Call $0.08
*** FLOP *** [Jc 6s 8h]
Hero: Check
Player2: Bet $0.75
Hero: Fold
*** SUMMARY ***
Player2: wins {won}
Player2: wins {back} (uncalled)
"""

# Everest at $0.50/$1: ann's small blind folds, bob's big blind folds, cid's call to $4 of dan's
# raise: the pot $9.50, $0.25 of rake (Everest prints none: what was put in less what was paid
# and handed back, under a quarter of the pot). dan's flop bet of $7 nobody called comes back
# whole.
EVEREST = """EverestPoker Game #6450768499: Table Moroni-1 - $0.50/$1 - No Limit Hold'em - 22:33:12 - 2011/01/02
Seat 1: ann ($94.15)
Seat 2: bob ($48.50)
Seat 3: cid ($100.00)
Seat 4: dan ($103.08)
ann posts the small blind of $0.50
bob posts the big blind of $1.00
The button is in seat #4
*** HOLE CARDS ***
cid calls $1.00
dan raises to $4.00
ann folds
bob folds
cid calls $3.00
*** FLOP *** [Ks 5s 6c]
cid checks
dan bets $7.00
cid folds
Uncalled bet of {back} returned to dan
*** SUMMARY ***
dan collects $9.25
"""


def _verdict(text: str):  # type: ignore[no-untyped-def]
    records = list(read(text))
    assert len(records) == 1
    return audit_hand(records[0])


def test_pokertracker_s_bet_nobody_called_handed_back_whole_matches() -> None:
    verdict = _verdict(MERGE.format(won="$0.26", back="$0.75"))
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_pokertracker_handing_back_a_cent_short_contradicts_the_record() -> None:
    verdict = _verdict(MERGE.format(won="$0.26", back="$0.74"))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert verdict.reason == INCONSISTENT
    assert verdict.detail == (
        "line 21 ('Player2: wins $0.74 (uncalled)') hands 'Player2' back $0.74, but the bet nobody called is $0.75"
        " ($0.87 of live chips put in against $0.12): a bet nobody called comes back whole (no rake is taken from it)"
    )
    assert verdict.hand.error is not None and verdict.hand.error.line == 21


def test_pokertracker_s_cent_short_moved_into_the_win_line_still_contradicts() -> None:
    """The cent paid with the pot instead (``wins $0.27``): the line still hands back less than
    the bet, the win more than the pot; the returned line is the one quoted."""
    verdict = _verdict(MERGE.format(won="$0.27", back="$0.74"))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == INCONSISTENT, verdict.detail
    assert "'Player2: wins $0.74 (uncalled)'" in verdict.detail


def test_everest_s_bet_nobody_called_handed_back_whole_matches() -> None:
    verdict = _verdict(EVEREST.format(back="$7.00"))
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert verdict.hand.rake == 25


@pytest.mark.parametrize("back", ["$6.99", "$6.50"])
def test_everest_handing_back_less_than_the_bet_contradicts_the_record(back: str) -> None:
    verdict = _verdict(EVEREST.format(back=back))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert verdict.reason == INCONSISTENT
    assert verdict.detail == (
        f"line 19 ('Uncalled bet of {back} returned to dan') hands 'dan' back {back}, but the bet nobody called is"
        " $7 ($11 of live chips put in against $4): a bet nobody called comes back whole (no rake is taken from it)"
    )


def test_everest_handing_back_more_than_the_bet_is_still_the_replay_s() -> None:
    """More than the bet nobody called: the replay's contradiction, as before (not this rule's)."""
    verdict = _verdict(EVEREST.format(back="$7.01"))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert "no chips but the bet nobody called come back" in verdict.detail
