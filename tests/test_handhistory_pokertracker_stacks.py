"""PokerTracker's export of Microgaming hands: each seat's stack at the end of the hand
(``- Player0 sitting in seat 1 with €10.00 at end €9.95``) is read and checked against the
hand's lines (the stack before, less what the player put in, plus what the player was paid and
given back); a seat that disagrees makes the hand NOT AUDITABLE, its line quoted (issue 23)."""

from __future__ import annotations

import pytest
from test_handhistory_fuzz4_posts import MICROGAMING as MICROGAMING_TOURNAMENT
from test_handhistory_textrooms import MICROGAMING

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory.bracket import MAX_INFERRED_RAKE
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.sites import POKERTRACKER_MICROGAMING, room_of
from pokerrank.handhistory.sites.pokertracker import KEPT_AT_MOST


def one(text: str) -> HandRecord:
    hands = list(read(text))
    assert len(hands) == 1, hands
    return hands[0]


def verdict(text: str) -> tuple[Outcome, str | None, str]:
    found = audit_hand(one(text))
    return found.outcome, found.reason, found.detail


HEADS_UP = MICROGAMING  # (test_handhistory_textrooms' heads-up hand: Player 1 and Hero)
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

TOURNAMENT = MICROGAMING_TOURNAMENT.replace("at end 17640.00", "at end {end}")  # (Player1's stack at the end)
ALL_IN = """** Game ID 4416409001 starting - 2012-05-11 22:10:55
** Deal 254 (Deep) - €5 Min [Hold'em] (0.05|0.10 NL - € Cash Game) Real Money

- ann sitting in seat 1 with €10.00 at end €19.45 [Dealer]
- bob sitting in seat 2 with €9.95 at end €0.00

ann posted the small blind - €0.05
bob posted the big blind - €0.10
** Dealing card to ann: A of s, A of d
ann raised - €0.25
bob called - €0.20
** Dealing the flop: 2 of d, 7 of c, 9 of h
bob checked
ann went all-in - €9.70
bob went all-in - €9.65
** Dealing the turn: J of s
** Dealing the river: 3 of d
ann shows: A of s, A of d
bob shows: K of c, K of h
ann wins €19.45 from the main pot

End of game 4416409001
"""
"""ann's €0.05 nobody called is in ``wins €19.45`` (€19.95 put in, €0.50 of rake): €19.45 at
the end. The reader's rake of a room that prints none takes the bet back (the €0.45 left, at
most a quarter of the pot), but the stacks at the end say ``wins`` holds it: a review's hand,
NOT AUDITABLE before (the €0.05 given back a second time)."""

BET_FOLDED = """** Game ID 4416409002 starting - 2012-05-11 22:10:55
** Deal 254 (Deep) - €5 Min [Hold'em] (0.05|0.10 NL - € Cash Game) Real Money

- ann sitting in seat 1 with €10.00 at end €10.90 [Dealer]
- bob sitting in seat 2 with €10.00 at end €9.00

ann posted the small blind - €0.05
bob posted the big blind - €0.10
** Dealing card to ann: A of s, A of d
ann raised - €0.95
bob called - €0.90
** Dealing the flop: 2 of d, 7 of c, 9 of h
bob checked
ann bet - €0.10
bob folded
ann mucks:
ann wins €2.00 from the main pot

End of game 4416409002
"""
"""ann's €0.10 bet nobody called is in ``wins €2.00`` (€2.10 put in, €0.10 of rake)."""

SHORT_CALL = """** Game ID 4416409003 starting - 2012-05-11 22:10:55
** Deal 254 (Deep) - €5 Min [Hold'em] (0.05|0.10 NL - € Cash Game) Real Money

- ann sitting in seat 1 with €10.00 at end {end} [Dealer]
- bob sitting in seat 2 with €1.00 at end €0.00

ann posted the small blind - €0.05
bob posted the big blind - €0.10
** Dealing card to ann: A of s, A of d
ann went all-in - €9.95
bob went all-in - €0.90
** Dealing the flop: 2 of d, 7 of c, 9 of h
** Dealing the turn: J of s
** Dealing the river: 3 of d
ann shows: A of s, A of d
bob shows: K of c, K of h
ann wins €1.95 from the main pot

End of game 4416409003
"""
"""ann's €9 nobody called is left out of ``wins €1.95`` (€11 put in): kept, it would be a rake
of €9.05 out of a pot of €2, which no room takes: it goes back, €10.95 at the end."""

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
        ALL_IN,
        ALL_IN.replace("at end €19.45", "at end €19.50"),  # the wins leave the bet out: it goes back
        BET_FOLDED,
        SHORT_CALL.format(end="€10.95"),
    ],
)
def test_stacks_at_the_end_that_agree_with_the_hand_match(text: str) -> None:
    assert room_of(text) is POKERTRACKER_MICROGAMING
    outcome, reason, detail = verdict(text)
    assert outcome is Outcome.MATCH, (reason, detail)


FEE = " (the difference may be the table's bad-beat fee, taken outside the pot, which the export prints no line for)"
"""What a refusal adds where the header says ``badbeat`` (HEADS_UP): Microgaming's own files on
such tables take a ``BadBeatContribution`` out of a stack outside the pot, which the export
prints no line for (docs/RULES.md, "Microgaming")."""


@pytest.mark.parametrize(
    ("text", "new", "quoted", "amounts"),
    [
        (  # a payout moved by a chip (before: MATCH, the cent taken as rake)
            HEADS_UP,
            HEADS_UP.replace("wins €649.00", "wins €648.99"),
            "- Hero sitting in seat 2 with €5000.00 at end €5199.00",
            "Hero had €5000, put in €450 and was paid €648.99, but the stack at the end of the hand is €5199" + FEE,
        ),
        (  # a raise moved by a chip (before: MATCH, €1.01 of rake)
            HEADS_UP,
            HEADS_UP.replace("Hero raised - €350.00", "Hero raised - €350.01"),
            "- Hero sitting in seat 2 with €5000.00 at end €5199.00",
            "Hero had €5000, put in €450.01 and was paid €649, but the stack at the end of the hand is €5199" + FEE,
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
            "Player1 had 17400, put in 420 and was paid 460 and given back 200 (the bet nobody called), but the stack"
            " at the end of the hand is 17440",
        ),
        (  # the room kept ann's €9 nobody called (a rake of €9.05 out of €2: no reading); was: "was paid €10.95"
            SHORT_CALL.format(end="€10.95"),
            SHORT_CALL.format(end="€1.95"),
            "- ann sitting in seat 1 with €10.00 at end €1.95 [Dealer]",
            "ann had €10, put in €10 and was paid €1.95 and given back €9 (the bet nobody called), but the stack at the"
            " end of the hand is €1.95",
        ),
        (  # a cent more than either reading: the wins holding the bet nobody called, or not
            ALL_IN,
            ALL_IN.replace("at end €19.45", "at end €19.51"),
            "- ann sitting in seat 1 with €10.00 at end €19.51 [Dealer]",
            "ann had €10, put in €10 and was paid €19.45, but the stack at the end of the hand is €19.51",
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


def test_the_check_keeps_the_reader_s_bound_on_the_rake() -> None:
    assert KEPT_AT_MOST * MAX_INFERRED_RAKE == 1


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
    assert hand.error is None and " at end " not in text
    assert audit_hand(hand).outcome is Outcome.MATCH
    moved = one(text.replace("wins €649.00", "wins €648.99"))  # nothing to check: the cent is the rake's
    assert moved.error is None and audit_hand(moved).outcome is Outcome.MATCH


def test_a_contradiction_followed_by_a_stray_line_is_not_auditable() -> None:
    """The hook reads the hand as written: a stray line after it (the record's text then the
    reader's rewritten lines, without ``at end``) hid its stacks at the end (was: MATCH)."""
    bob = "- bob sitting in seat 2 with €10.88 at end €11.13"
    text = DEAD_BLIND.replace("- bob sitting in seat 2 with €10.88 at end €11.12", bob) + "\n\n*** SUMMARY ***\n"
    hand, stray = read(text)
    assert hand.error is not None and stray.error is not None
    assert (hand.error.kind, hand.error.line) == ("chips do not add up", text.splitlines().index(bob) + 1)
    assert audit_hand(hand).outcome is Outcome.NOT_AUDITABLE


def test_a_forbidden_post_is_named_before_the_stacks_at_the_end() -> None:
    """eve posts the big blind twice: that line is the verdict, not her stack at the end (€0.10
    short of it), which the post explains."""
    twice = "eve posted the big blind - €0.10\n"
    hand = one(DEAD_BLIND.replace(twice, twice * 2))
    assert hand.error is not None
    assert (hand.error.kind, hand.error.line) == ("record contradicts itself", 13)
    assert "eve posts the big blind a second time" in hand.error.reason


def test_a_stack_at_the_end_in_another_currency_is_named() -> None:
    bob = "- bob sitting in seat 2 with €10.88 at end $11.12"
    text = DEAD_BLIND.replace("- bob sitting in seat 2 with €10.88 at end €11.12", bob)
    hand = one(text)
    assert hand.error is not None and hand.error.line == text.splitlines().index(bob) + 1
    why = "'$11.12' is in another currency than the stack before, '€10.88'"
    assert hand.error.reason == f"the stack at the end of the hand: {why}: {bob!r}"
    assert audit_hand(hand).outcome is Outcome.NOT_AUDITABLE


def test_a_hand_with_a_line_no_rule_reads_is_refused_for_that_line() -> None:
    text = DEAD_BLIND.replace("bob mucks:\n", "bob mucks:\nbob waves - €0.01\n").replace("€11.12", "€11.13")
    hand = one(text)
    assert hand.unparsed and hand.unparsed[0][1] == "bob waves - €0.01"
    outcome, reason, _ = verdict(text)
    assert (outcome, reason) == (Outcome.NOT_AUDITABLE, "line not understood")
