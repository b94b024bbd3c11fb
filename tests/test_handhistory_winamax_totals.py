"""Winamax's totals written in thousands (``Total pot 17.68k``, its tournaments of 2010-2011):
the pot to two decimals of a thousand, rounded to the nearest, trailing zeros dropped, checked
to its last decimal by both lanes of the reader. The hand texts are written here."""

from __future__ import annotations

import dataclasses
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import Outcome, audit_hand, pokerstars, read
from pokerrank.handhistory.sites import WINAMAX
from pokerrank.handhistory.sites.spec import in_thousands


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


def heads_up(total: str) -> str:
    """ann raises to 1,234 and bob calls, checked down: a pot of 2,468 chips (2.468 thousand)."""
    return f"""Winamax Poker - Tournament "Freeroll" buyIn: Gratuit level: 3 - HandId: #2208569-11-1299346900 - \
Holdem no limit (30/60) - 2011/03/05 18:41:56 UTC
Table: 'Freeroll(5142226)#348' 6-max (real money) Seat #1 is the button
Seat 1: ann (5000)
Seat 2: bob (5000)
*** ANTE/BLINDS ***
ann posts small blind 30
bob posts big blind 60
*** PRE-FLOP ***
ann raises 1174 to 1234
bob calls 1174
*** FLOP *** [5d 8s Ts]
bob checks
ann checks
*** TURN *** [5d 8s Ts][Ks]
bob checks
ann checks
*** RIVER *** [5d 8s Ts Ks][2s]
bob checks
ann checks
*** SHOW DOWN ***
ann shows [Ah Ad] (One pair : Aces)
bob shows [7c 7h] (One pair : 7)
ann collected 2468 from pot
*** SUMMARY ***
Total pot {total} | No rake
Board: [5d 8s Ts Ks 2s]
Seat 1: ann (small blind) showed [Ah Ad] and won 2468 with One pair : Aces
Seat 2: bob (big blind) showed [7c 7h] and lost with One pair : 7
"""


def lanes(text: str) -> tuple[pokerstars._Reader, pokerstars._Reader]:
    """A reader of the one hand of ``text`` for each lane (the fast one, then the full one)."""
    lines = WINAMAX.rewritten(text).splitlines()
    return tuple(pokerstars._Reader("<text>", 1, lines, "utf-8", text, WINAMAX) for _ in range(2))  # type: ignore[return-value]


RIGHT = [
    (three_all_in, "17.68k"),  # 17,685: half way, Winamax wrote it down (fpdb's #22085692498641245-10)
    (three_all_in, "17.69k"),  # ... and a half way written up is the same pot
    (heads_up, "2.47k"),  # 2,468 rounded to the nearest
]
WRONG = [
    (three_all_in, "17.67k"),
    (three_all_in, "17.7k"),  # 17.70k: trailing zeros dropped, not 17.7 thousand to the hundred
    (three_all_in, "18k"),
    (heads_up, "2.46k"),  # 2,468 cut, not rounded: not how Winamax writes it
    (heads_up, "2k"),
    (heads_up, "24.68k"),
]


@pytest.mark.parametrize(("hand", "total"), RIGHT)
def test_a_total_in_thousands_that_rounds_the_pot_is_read_alike_by_both_lanes(hand: object, total: str) -> None:
    fast_reader, full_reader = lanes(hand(total=total) if hand is three_all_in else hand(total))  # type: ignore[operator]
    fast, full = fast_reader.quick(), full_reader.read()
    assert fast is not None  # the fast lane reads it, not left to the full reader
    for field in dataclasses.fields(full):
        assert getattr(fast, field.name) == getattr(full, field.name), field.name
    assert full.total_pot is None  # no total to the chip is claimed
    verdict = audit_hand(full)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


@pytest.mark.parametrize(("hand", "total"), WRONG)
def test_a_total_in_thousands_that_cannot_be_the_pot_is_refused_by_both_lanes(hand: object, total: str) -> None:
    fast_reader, full_reader = lanes(hand(total=total) if hand is three_all_in else hand(total))  # type: ignore[operator]
    with pytest.raises(HandHistoryError) as fast:
        fast_reader.quick()
    with pytest.raises(HandHistoryError) as full:
        full_reader.read()
    assert str(fast.value) == str(full.value)
    assert "written in thousands, says the pot was between" in str(full.value)
    (record,) = read(hand(total=total) if hand is three_all_in else hand(total))  # type: ignore[operator]
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "chips do not add up"


@pytest.mark.parametrize("total", ["17.685k", "1,5k", "17.6.8k"])
def test_a_total_in_thousands_winamax_does_not_write_is_refused_by_name(total: str) -> None:
    (record,) = read(three_all_in(total=total))
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "unreadable"
    assert repr(total) in verdict.detail


def test_a_total_to_the_chip_is_still_checked_to_the_chip() -> None:
    assert WINAMAX.totals("Total pot 17.68k | No rake").total == "17.68k"  # type: ignore[union-attr]
    (hand,) = read(three_all_in(total="17685"))
    assert hand.total_pot == 17685 and audit_hand(hand).outcome is Outcome.MATCH
    (hand,) = read(three_all_in(total="17680"))
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "chips do not add up"
    assert "the summary says the pot was 17680" in verdict.detail


@pytest.mark.parametrize("total", ["17685", "17.68k", "17.69k"])
def test_chips_paid_that_do_not_add_up_are_caught_whatever_the_total_says(total: str) -> None:
    # ten chips too many paid: the room's own numbers do not add up
    (hand,) = read(three_all_in(total=total, pays=(8650, 2010, 7035)))
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "chips do not add up"


def written(pot: int, rounding: str) -> str:
    """A pot as Winamax writes it in thousands: two decimals, trailing zeros dropped."""
    text = str((Decimal(pot) / 1000).quantize(Decimal("0.01"), rounding=rounding))
    return text.rstrip("0").rstrip(".") + "k"


@given(st.integers(0, 10**7), st.sampled_from([ROUND_HALF_EVEN, ROUND_HALF_UP]))
def test_every_pot_is_within_the_total_that_rounds_it_and_no_other(pot: int, rounding: str) -> None:
    least, most = in_thousands(written(pot, rounding), 2) or (0, -1)
    assert least <= pot <= most and most - least == 10
    for other in (pot - 11, pot + 11):  # a total written for a pot more than a step away cannot be this pot
        if other >= 0:
            span = in_thousands(written(other, rounding), 2)
            assert span is not None and not span[0] <= pot <= span[1]
