"""Winamax's totals written in thousands (``Total pot 17.68k``, its tournaments of 2011): the
pot rounded to the last digit shown, not a total to the chip. The hand texts are written here."""

from __future__ import annotations

import pytest

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory.sites import WINAMAX


def three_all_in(*, total: str, pays: tuple[int, int, int] = (8640, 2010, 7035)) -> str:
    """ann (10,920), bob (3,885) and cat (2,880) all in before the flop: 17,685 chips, cat's
    flush wins the main pot (8,640), bob's the side pot (2,010), ann's 7,035 no one called."""
    main, side, back = pays
    return f"""Winamax Poker - Tournament "Freeroll" buyIn: Gratuit level: 3 - HandId: #2208569-10-1299346856 - \
Holdem no limit (30/60) - 2011/03/05 18:40:56 UTC
Table: 'Freeroll(5142226)#348' 6-max (real money) Seat #6 is the button
Seat 1: ann (10920)
Seat 2: bob (3885)
Seat 3: dan (6140)
Seat 5: cat (2880)
Seat 6: eve (2795)
*** ANTE/BLINDS ***
ann posts small blind 30
bob posts big blind 60
*** PRE-FLOP ***
dan folds
cat calls 60
eve folds
ann calls 30
bob raises 780 to 840
cat raises 780 to 1620
ann raises 9300 to 10920 and is all-in
bob calls 3045 and is all-in
cat calls 1260 and is all-in
*** FLOP *** [5d 8s Ts]
*** TURN *** [5d 8s Ts][Ks]
*** RIVER *** [5d 8s Ts Ks][2s]
*** SHOW DOWN ***
cat shows [9s Qs] (Flush King high)
bob shows [7c 7s] (Flush King high)
ann shows [2h 2d] (Trips of 2)
ann collected {back} from side pot 2
bob collected {side} from side pot 1
cat collected {main} from main pot
*** SUMMARY ***
Total pot {total} | No rake
Board: [5d 8s Ts Ks 2s]
Seat 1: ann (small blind) showed [2h 2d] and won {back} with Trips of 2
Seat 2: bob (big blind) showed [7c 7s] and won {side} with Flush King high
Seat 3: dan folded on the pre-flop
Seat 5: cat showed [9s Qs] and won {main} with Flush King high
Seat 6: eve (button) folded on the pre-flop
"""


def test_a_total_in_thousands_is_the_pot_rounded_and_not_checked_to_the_chip() -> None:
    assert WINAMAX.totals("Total pot 17.68k | No rake").total == ""  # type: ignore[union-attr]
    assert WINAMAX.totals("Total pot 17685 | No rake").total == "17685"  # type: ignore[union-attr]
    (hand,) = read(three_all_in(total="17.68k"))
    assert hand.ok and hand.total_pot is None, hand.error
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert {(p.player, p.paid) for p in verdict.payouts} == {("ann", 7035), ("bob", 2010), ("cat", 8640)}


@pytest.mark.parametrize("total", ["17685", "17.68k", "17.69k"])
def test_chips_paid_that_do_not_add_up_are_caught_whatever_the_total_says(total: str) -> None:
    # ten chips too many paid: the room's own numbers do not add up, with or without a total to check
    (hand,) = read(three_all_in(total=total, pays=(8650, 2010, 7035)))
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "chips do not add up"


def test_an_exact_total_off_the_actions_is_still_refused() -> None:
    (hand,) = read(three_all_in(total="17680"))
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "chips do not add up"
    assert "the summary says the pot was 17680" in verdict.detail
