"""KingsClub's summary figures (``Seat 2: Bob (912) -88``: the stack after the hand and the net)
checked against the hand: a loser's stack and every net were never read against what the lines
put in and the stacks paid (a read-only fuzz run: a loser's ``(912) -88`` made ``(812) -88``, or a
winner's ``+650`` made ``+750``, still MATCHed)."""

from __future__ import annotations

import re

import pytest
from test_handhistory_lines import KC_BLIND_TO_COME_IN, KC_SIDE_POT, KC_TRIPLE_DRAW

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand

HOLDEM = """#700: No Limit Holdem - 5/10
2021-01-04 20:11:05
Table 'Late Game' Seat 3 is the button
Seat 1: Dora (1,500)
Seat 2: Eli (812.50)
Seat 3: Fay (2,000)
Seat 4: Gus (640)
Dora: posts the small blind 5
Eli: posts the big blind 10
*** HOLE CARDS ***
Dealt to Dora: [X X]
Dealt to Eli: [X X]
Dealt to Fay: [Ah Kd]
Dealt to Gus: [X X]
Gus folds
Fay raises to 30
Dora folds
Eli calls 30
*** FLOP *** [Ks 7c 2d]
Eli checks
Fay bets 45.50
Eli calls 45.50
*** TURN *** [Ks 7c 2d] [9h]
Eli checks
Fay checks
*** RIVER *** [Ks 7c 2d 9h] [3s]
Eli checks
Fay checks
Eli shows [Qc Qh]
Fay shows [Ah Kd]
*** SUMMARY ***
Seat 1: Dora (1,495) -5
Seat 2: Eli (737) -75.50
Seat 3: Fay (2,077.50) +77.50
Seat 4: Gus (640)
Rake 3
Fay wins pot (153)
"""
"""A hand of this file's own: a folded small blind, a loser with a stack in cents, a seat that
neither posts nor acts (no net printed), a raked pot."""

_SUMMARY = re.compile(r"^Seat \d+: .+? \((?P<stack>[\d,.]+)\)(?: (?P<net>[+-][\d,.]+))?$")


def _verdict(text: str) -> tuple[Outcome, str]:
    hands = list(read(text))
    assert len(hands) == 1
    verdict = audit_hand(hands[0])
    return verdict.outcome, verdict.detail


def _summary_lines(text: str) -> list[str]:
    lines = text.splitlines()
    return [line for line in lines[lines.index("*** SUMMARY ***") + 1 :] if _SUMMARY.match(line)]


def _in_summary(text: str, line: str, changed: str) -> str:
    """``text`` with its summary's ``line`` (the seat lines above it may read the same) ``changed``."""
    head, mark, summary = text.partition("*** SUMMARY ***")
    assert ("\n" + line + "\n") in summary
    return head + mark + summary.replace("\n" + line + "\n", "\n" + changed + "\n")


def _figure(token: str, change: int) -> str:
    """A figure as KingsClub writes it (``1,083``, ``-75.50``, ``+78``), ``change`` chips more."""
    sign = token[0] if token[0] in "+-" else ""
    value = float(token.lstrip("+-").replace(",", "")) * (-1 if sign == "-" else 1) + change
    digits = f"{abs(value):,.2f}".removesuffix(".00")
    return ("-" if value < 0 else "+" if sign else "") + digits


@pytest.mark.parametrize("text", [HOLDEM, KC_TRIPLE_DRAW, KC_SIDE_POT, KC_BLIND_TO_COME_IN])
def test_the_hands_as_written_match(text: str) -> None:
    assert _verdict(text)[0] is Outcome.MATCH


def test_a_losers_stack_below_what_his_lines_leave_him_is_the_file_disagreeing() -> None:
    outcome, detail = _verdict(_in_summary(KC_TRIPLE_DRAW, "Seat 2: Bob (912) -88", "Seat 2: Bob (812) -88"))
    assert outcome is Outcome.NOT_AUDITABLE
    assert "disagree" in detail and "'Seat 2: Bob (812) -88'" in detail and "put in 88" in detail


@pytest.mark.parametrize("text", [HOLDEM, KC_TRIPLE_DRAW, KC_SIDE_POT, KC_BLIND_TO_COME_IN])
def test_every_net_other_than_its_stacks_is_the_file_disagreeing(text: str) -> None:
    lines = _summary_lines(text)
    assert lines
    for line in lines:
        found = _SUMMARY.match(line)
        assert found is not None
        net = found["net"] or "+0"
        for change in (1, -1):
            changed = line.removesuffix(" " + net) + " " + _figure(net, change)
            outcome, detail = _verdict(_in_summary(text, line, changed))
            assert outcome is Outcome.NOT_AUDITABLE, changed
            assert "disagree" in detail and repr(changed) in detail, detail


@pytest.mark.parametrize("text", [HOLDEM, KC_TRIPLE_DRAW, KC_SIDE_POT, KC_BLIND_TO_COME_IN])
def test_every_stack_moved_with_its_net_is_not_a_match(text: str) -> None:
    """A stack and its net moved together: a winner's is his payout (the chips no longer add up,
    or the showdown says otherwise), a loser's is less than his lines leave him or a payout."""
    for line in _summary_lines(text):
        found = _SUMMARY.match(line)
        assert found is not None
        stack, net = found["stack"], found["net"] or "+0"
        for change in (1, -1):
            head = line[: found.start("stack")] + _figure(stack, change) + ")"
            changed = f"{head} {_figure(net, change)}"
            outcome, _ = _verdict(_in_summary(text, line, changed))
            assert outcome is not Outcome.MATCH, changed


def test_a_net_missing_where_the_player_lost_is_the_file_disagreeing() -> None:
    outcome, detail = _verdict(_in_summary(HOLDEM, "Seat 1: Dora (1,495) -5", "Seat 1: Dora (1,495)"))
    assert outcome is Outcome.NOT_AUDITABLE
    assert "the summary's net is none" in detail and "'Seat 1: Dora (1,495)'" in detail


@pytest.mark.parametrize(
    ("line", "changed"),
    [
        ("Seat 2: Eli (737) -75.50", "Seat 2: Eli (737) -7.5.50"),
        ("Seat 3: Fay (2,077.50) +77.50", "Seat 3: Fay (2.0.77) +77.50"),
    ],
)
def test_a_figure_that_is_no_amount_is_quoted(line: str, changed: str) -> None:
    outcome, detail = _verdict(_in_summary(HOLDEM, line, changed))
    assert outcome is Outcome.NOT_AUDITABLE
    assert "is no amount" in detail and repr(changed) in detail
