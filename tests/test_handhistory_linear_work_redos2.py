"""partypoker/Betfair, Everleaf, OnGame and Entraction: a long hostile line is read in linear work.

A pattern whose quantifiers can share a run of characters (``\\s*`` either side of a lazy group,
a lazy name retried from every character) takes the square or the cube of the line's length:
a 2 KB line took seconds. Each test compares two lengths of the same line and bounds the ratio
of the times (min of 5 runs, the bound wide for a loaded machine); no time is asserted alone."""

from __future__ import annotations

from typing import Any

import pytest
from linearwork import least_time, work
from test_handhistory_entraction import SIDE_POT as ENTRACTION_HAND
from test_handhistory_everleaf import HI_LO as EVERLEAF_HAND
from test_handhistory_ongame import SIDE_POT as ONGAME_HAND
from test_handhistory_party import CASH as PARTY_HAND
from test_handhistory_party import SUMMARY_2013

from pokerrank.handhistory import Outcome, audit, bracket, entraction, everleaf, party

_work = work


_LINES = [
    # (module, pattern, use, head, unit, tail, short, long): cubic before (sizes 4x apart: x64)
    (party, "_SEAT", "match", "Seat 1: Hero (", " ", "\x01", 250, 1000),
    (party, "_DEALT", "match", "Dealt to Hero [", " ", "\x01", 250, 1000),
    (bracket, "_WORDS", "search", "balance $1, lost $1 [ Ad 5d ] [", " ", "\x01", 250, 1000),
    (everleaf, "_SEAT", "match", "Seat 6: Villain (", " ", "\x01", 250, 1000),
    # quadratic before (sizes 8x apart: x64)
    (party, "_SEAT", "match", "Seat 1: x) ", "a (", "\x01", 250, 2000),
    (party, "_DEALT", "match", "Dealt to x] ", "a [", "\x01", 250, 2000),
    (everleaf, "_SEAT", "match", "Seat 1: x) ", "a (", "\x01", 250, 2000),
    (entraction, "_LABEL", "match", "Dealer:   Play", " ", "er0", 500, 4000),
    (entraction, "_LABEL", "match", "Small Blind: bob", " ", "x (1", 500, 4000),
    (entraction, "_SEAT", "match", "Play", " ", "er0 (EUR 1 in seat 1", 500, 4000),
]  # fmt: skip


@pytest.mark.parametrize(("module", "name", "use", "head", "unit", "tail", "short", "long"), _LINES)
def test_every_pattern_reads_a_long_failing_line_in_linear_work(
    module: Any, name: str, use: str, head: str, unit: str, tail: str, short: int, long: int
) -> None:
    """The pattern as the reader uses it, on a line of ``unit`` repeated ``short`` and ``long``
    times that fails at its end: linear work takes ``long / short`` times as long (at most 8),
    the bound is 24 (quadratic work on 8x the line takes 64 times, cubic on 4x 64 times)."""
    apply = getattr(getattr(module, name), use)
    little = _work(apply, head + unit * short + tail)
    big = _work(apply, head + unit * long + tail)
    assert big < 24 * little + 0.005, (name, head, unit, little, big)


def _audited(text: str) -> tuple[float, list[Outcome]]:
    return least_time(lambda: [verdict.outcome for verdict in audit(text)])


_HANDS = [
    # (hand, line it follows, hostile line's head, unit, tail, short, long)
    (PARTY_HAND, "Seat 1: bob ( $7,496 USD )\n", "Seat 3: Hero (", " ", "\x01", 250, 1000),
    (PARTY_HAND, "** Dealing down cards **\n", "Dealt to Hero [", " ", "\x01", 250, 1000),
    (SUMMARY_2013, "Board: [ Jc, 7d, 6c, Ts, Js ]\n", "ann balance $1, lost $0.10 [ Ad 5d ] [", " ", "\x01", 250, 1000),
    (EVERLEAF_HAND, "Seat 2: cid ( new player )\n", "Seat 3: Villain (", " ", "\x01", 250, 1000),
    (ONGAME_HAND, "Main pot: $60 won by ann ($58)\n", "Side pot 2: $8.00 won by ann ($7.60)", "a ", "", 250, 2000),
    (ENTRACTION_HAND, "Big Blind:                  cid zed     (1.00)\n", "Dealer:   Play", " ", "er0", 500, 4000),
]  # fmt: skip


@pytest.mark.parametrize(("hand", "after", "head", "unit", "tail", "short", "long"), _HANDS)
def test_a_hand_with_a_hostile_line_is_refused_in_linear_work(
    hand: str, after: str, head: str, unit: str, tail: str, short: int, long: int
) -> None:
    """The whole audit of a hand with the fuzzer's line added, at two lengths: the hand is NOT
    AUDITABLE (the line is no line of the room) and the longer line costs about its length."""
    assert after in hand

    def with_line(n: int) -> str:
        return hand.replace(after, f"{after}{head}{unit * n}{tail}\n", 1)

    little, outcomes = _audited(with_line(short))
    assert outcomes == [Outcome.NOT_AUDITABLE]
    big, outcomes = _audited(with_line(long))
    assert outcomes == [Outcome.NOT_AUDITABLE]
    assert big < 24 * little + 0.005, (head, little, big)


_BOB = (
    "bob balance $44.16, bet $23.17, collected $41.47, net +$18.30 [ 9c, 7h, 8h, 4d ] [ a straight -- Jc,Ts,9c,8h,7d ]"
)


@pytest.mark.parametrize(
    "line",
    [
        _BOB.replace(" [ a straight -- Jc,Ts,9c,8h,7d ]", " [ a straight -- Jc,Ts,9c,8h,7d"),
        _BOB.replace(" [ a straight -- Jc,Ts,9c,8h,7d ]", " [ a straight -- Jc,Ts,9c,8h,7d ] [ more ]"),
        _BOB.replace(" [ a straight -- Jc,Ts,9c,8h,7d ]", " [ a straight -- Jc,Ts,9c,8h,7d ] x"),
        _BOB.replace(" [ a straight -- Jc,Ts,9c,8h,7d ]", " [ a straight ]"),
        _BOB.replace(" [ a straight -- Jc,Ts,9c,8h,7d ]", " [ \x01"),
        _BOB.replace(" [ 9c, 7h, 8h, 4d ] [ a straight -- Jc,Ts,9c,8h,7d ]", " [ 9c, 7h, 8h, 4d"),
    ],
)
def test_a_balance_line_with_a_tail_the_room_never_writes_is_quoted(line: str) -> None:
    """partypoker's summary line ends with the cards and the hand's words ``[ words -- cards ]``:
    a bracket left open or more after them is NOT AUDITABLE quoting the line (it was a MATCH)."""
    assert _BOB in SUMMARY_2013
    (verdict,) = audit(SUMMARY_2013.replace(_BOB, line))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict
    assert "line 28" in (verdict.detail or "") and _BOB[:60] in (verdict.detail or ""), verdict.detail
