"""PokerTracker's export of Microgaming hands: each seat's stack at the end of the hand
(``- Player0 sitting in seat 1 with €10.00 at end €9.95``) is read and checked against the
hand's lines (the stack before, less what the player put in, plus what the player was paid and
given back); a seat that disagrees makes the hand NOT AUDITABLE, its line quoted (issue 23)."""

from __future__ import annotations

import pytest

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.sites import POKERTRACKER_MICROGAMING, room_of
from pokerrank.handhistory.sites.pokertracker import stacks_at_end


def one(text: str) -> HandRecord:
    hands = list(read(text))
    assert len(hands) == 1, hands
    return hands[0]


def verdict(text: str) -> tuple[Outcome, str | None, str]:
    found = audit_hand(one(text))
    return found.outcome, found.reason, found.detail


HEADS_UP = """** Game ID 4908778359 Version:3 starting - 2013-05-28 16:44:14
** Anonymous (Heads Up) - €5K Max [Hold'em] (25|50 NL - € Cash Game seats:2 badbeat ) Real Money

- Player 1 sitting in seat 1 with €14785.00 at end €14585.00 [Dealer]
- Hero sitting in seat 2 with €5000.00 at end €5199.00

Player 1 posted the small blind - €25.00
Hero posted the big blind - €50.00
** Dealing card to Hero: A of c, 10 of d
Player 1 raised - €75.00
Hero called - €50.00
** Dealing the flop: 6 of s, 10 of h, 6 of c
Hero checked
Player 1 bet - €100.00
Hero raised - €350.00
Player 1 folded
Hero mucks:
Hero wins €649.00 from the main pot

End of game 4908778359
"""
"""Hero's ``wins €649.00`` holds the €250 nobody called (as every shared hand's payout does):
€5000 less €450 put in plus €649 is the €5199 at the end."""

DEAD_BLIND = """** Game ID 4416401999 starting - 2012-05-11 22:10:55
** Deal 254 (Deep) - €5 Min [Hold'em] (0.05|0.10 NL - € Cash Game) Real Money

- ann sitting in seat 1 with €10.00 at end €9.95
- bob sitting in seat 2 with €10.88 at end €11.12
- cat sitting in seat 3 with €10.56 at end €10.56 [Dealer]
- dan sitting in seat 4 with €10.00 at end €9.90
- eve sitting in seat 5 with €10.00 at end €9.90
- fay sitting in seat 6 with €3.00 at end €3.00 [Sitting out]

dan posted the small blind - €0.05
eve posted the big blind - €0.10
ann posted to play - €0.05
** Dealing card to eve: K of s, 6 of d
ann folded
bob called - €0.10
cat folded
dan called - €0.05
eve checked
** Dealing the flop: 2 of d, 7 of d, 4 of c
dan checked
eve checked
bob bet - €0.10
dan folded
eve folded
bob mucks:
bob wins €0.44 from the main pot

End of game 4416401999
"""
"""ann's €0.05 posted to play is dead money; bob's €0.44 is the €0.45 put in less a cent of
rake, his €0.10 nobody called among it; fay sits out."""

SPLIT = """** Game ID 4416402000 starting - 2012-05-11 22:12:01
** Deal 254 (Deep) - €5 Min [Hold'em] (0.05|0.10 NL - € Cash Game) Real Money

- ann sitting in seat 1 with €10.00 at end €10.05 [Dealer]
- bob sitting in seat 2 with €10.00 at end €10.05
- cat sitting in seat 3 with €10.00 at end €9.90

bob posted the small blind - €0.05
cat posted the big blind - €0.10
ann called - €0.10
bob called - €0.05
cat checked
** Dealing the flop: 2 of d, 7 of c, 9 of h
bob checked
cat checked
ann checked
** Dealing the turn: J of s
bob checked
cat checked
ann checked
** Dealing the river: 3 of d
bob checked
cat checked
ann checked
bob shows: A of h, K of c
cat mucks: 4 of c, 5 of h
ann shows: A of s, K of d
ann wins €0.15 from the main pot
bob wins €0.15 from the main pot

End of game 4416402000
"""
"""ann and bob tie with Ace-King high and split the €0.30."""

TOURNAMENT = """** Game ID 4961261999 Version:4 starting - 2013-07-11 14:36:41
** Rebuy (16,000 Guaranteed)(10124058):Table 11 [Multi Table Hold'em] (100|200 NL - MTT seats:9 ) Real Money

- Player0 sitting in seat 1 with 11800.00 at end 11580.00
- Player1 sitting in seat 2 with 17400.00 at end {end}
- Player2 sitting in seat 3 with 19610.00 at end 19590.00 [Dealer]

Player0 posted ante - 20.00
Player1 posted ante - 20.00
Player2 posted ante - 20.00
Player0 posted the small blind - 100.00
Player1 posted the big blind - 200.00
Player2 folded
Player0 called - 100.00
Player1 checked
** Dealing the flop: K of d, 2 of s, 10 of d
Player0 checked
Player1 bet - 200.00
Player0 folded
Player1 mucks:
Player1 wins {won} from the main pot

End of game 4961261999
"""
"""A tournament's hand: Player1's 200 nobody called is in the payout (``wins 660.00``) or,
where the payout leaves it out (``wins 460.00``), goes back by the rules: 17640 at the end."""


@pytest.mark.parametrize(
    "text",
    [
        HEADS_UP,
        DEAD_BLIND,
        DEAD_BLIND.replace("\n", "\r\n"),
        SPLIT,
        TOURNAMENT.format(end="17640.00", won="660.00"),
        TOURNAMENT.format(end="17640.00", won="460.00"),
    ],
)
def test_stacks_at_the_end_that_agree_with_the_hand_match(text: str) -> None:
    assert room_of(text) is POKERTRACKER_MICROGAMING
    outcome, reason, detail = verdict(text)
    assert outcome is Outcome.MATCH, (reason, detail)


@pytest.mark.parametrize(
    ("text", "new", "quoted", "amounts"),
    [
        (  # a payout moved by a chip (before: MATCH, the cent taken as rake)
            HEADS_UP,
            HEADS_UP.replace("wins €649.00", "wins €648.99"),
            "- Hero sitting in seat 2 with €5000.00 at end €5199.00",
            "Hero had €5000, put in €450 and was paid €648.99, but the stack at the end of the hand is €5199",
        ),
        (  # a raise moved by a chip (before: MATCH, €1.01 of rake)
            HEADS_UP,
            HEADS_UP.replace("Hero raised - €350.00", "Hero raised - €350.01"),
            "- Hero sitting in seat 2 with €5000.00 at end €5199.00",
            "Hero had €5000, put in €450.01 and was paid €649, but the stack at the end of the hand is €5199",
        ),
        (  # a stack at the end moved by a cent
            DEAD_BLIND,
            DEAD_BLIND.replace("at end €11.12", "at end €11.13"),
            "- bob sitting in seat 2 with €10.88 at end €11.13",
            "bob had €10.88, put in €0.20 and was paid €0.44, but the stack at the end of the hand is €11.13",
        ),
        (  # a dead blind posted by a cent more than the stack at the end says
            DEAD_BLIND,
            DEAD_BLIND.replace("ann posted to play - €0.05", "ann posted to play - €0.06"),
            "- ann sitting in seat 1 with €10.00 at end €9.95",
            "ann had €10, put in €0.06 and was paid €0, but the stack at the end of the hand is €9.95",
        ),
        (  # one of a split pot's payouts moved by a cent (before: MISMATCH, as if the room paid it so)
            SPLIT,
            SPLIT.replace("bob wins €0.15", "bob wins €0.14"),
            "- bob sitting in seat 2 with €10.00 at end €10.05",
            "bob had €10, put in €0.10 and was paid €0.14, but the stack at the end of the hand is €10.05",
        ),
        (  # the room kept the 200 nobody called: the rules give it back
            TOURNAMENT,
            TOURNAMENT.format(end="17440.00", won="460.00"),
            "- Player1 sitting in seat 2 with 17400.00 at end 17440.00",
            "Player1 had 17400, put in 420 and was paid 660, but the stack at the end of the hand is 17440",
        ),
    ],
)
def test_a_stack_at_the_end_the_hand_contradicts_is_not_auditable(
    text: str, new: str, quoted: str, amounts: str
) -> None:
    if "{end}" not in text:
        assert new != text and verdict(text)[0] is Outcome.MATCH  # (the hand as written matches)
    hand = one(new)
    assert hand.error is not None
    at = new.splitlines().index(quoted) + 1
    assert (hand.error.kind, hand.error.line, hand.hand_id) == ("chips do not add up", at, new[11:21])
    outcome, reason, detail = verdict(new)
    assert (outcome, reason) == (Outcome.NOT_AUDITABLE, "chips do not add up")
    assert f"the room's lines disagree: {amounts}: {quoted!r}" in detail


def test_the_seat_line_is_named_in_a_later_hand_of_the_file() -> None:
    eve = "- eve sitting in seat 5 with €10.00 at end €9.80"
    text = HEADS_UP + "\n\n" + DEAD_BLIND.replace("- eve sitting in seat 5 with €10.00 at end €9.90", eve)
    first, second = read(text)
    assert first.error is None and second.error is not None
    assert (second.error.kind, second.error.line) == ("chips do not add up", text.splitlines().index(eve) + 1)


def test_a_seat_sitting_out_is_not_checked() -> None:
    # as in the room's own files (endbalance): a seat with nothing in the hand may leave or add chips
    text = DEAD_BLIND.replace("with €3.00 at end €3.00", "with €3.00 at end €0.00")
    assert verdict(text)[0] is Outcome.MATCH


def test_a_stack_at_the_end_that_is_no_amount_is_named() -> None:
    bob = "- bob sitting in seat 2 with €10.88 at end €11.1x"
    text = DEAD_BLIND.replace("- bob sitting in seat 2 with €10.88 at end €11.12", bob)
    hand = one(text)
    assert hand.error is not None and hand.error.line == text.splitlines().index(bob) + 1
    why = "'€11.1x' is not an amount (a number, with a currency sign at most)"
    assert hand.error.reason == f"the stack at the end of the hand: {why}: {bob!r}"
    assert audit_hand(hand).outcome is Outcome.NOT_AUDITABLE


def test_a_2011_hand_prints_no_stacks_at_the_end_and_reads_as_before() -> None:
    text = HEADS_UP.replace(" Version:3", "").replace(" at end €14585.00", "").replace(" at end €5199.00", "")
    text = text.replace("raised - €75.00", "raised - €100.00").replace("called - €50.00", "called - €100.00")
    hand = one(text)
    assert hand.error is None and " at end " not in hand.text
    assert stacks_at_end(hand) is None  # nothing to check
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_a_hand_with_a_line_no_rule_reads_is_refused_for_that_line() -> None:
    text = DEAD_BLIND.replace("bob mucks:\n", "bob mucks:\nbob waves - €0.01\n").replace("€11.12", "€11.13")
    hand = one(text)
    assert hand.unparsed and hand.unparsed[0][1] == "bob waves - €0.01"
    outcome, reason, _ = verdict(text)
    assert (outcome, reason) == (Outcome.NOT_AUDITABLE, "line not understood")
