"""Full Tilt's own lines read whole: a collect line that goes on past its amount is quoted."""

from __future__ import annotations

import pytest
from test_handhistory_sites import FT_HAND

from pokerrank.handhistory import Outcome, audit_hand, read


@pytest.mark.parametrize(
    "line",
    [
        "Player Two wins the pot (€0.33) from insurance",
        "Player Two wins the pot (€0.33) and pays €0.10",
        "Player Two wins the pot (€0.33) with a pair of Jacks (€0.10)",
    ],
)
def test_a_collect_line_that_goes_on_past_its_amount_is_quoted(line: str) -> None:
    """``P wins the pot (X)`` ends there, or with the room's words for the hand (``with a
    pair of Aces``, money never among them): any other tail is quoted, never read as the
    collect before it."""
    assert audit_hand(next(iter(read(FT_HAND)))).outcome is Outcome.MATCH
    verdict = audit_hand(next(iter(read(FT_HAND.replace("Player Two wins the pot (€0.33)", line)))))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert line in verdict.detail


def test_a_collect_line_with_the_rooms_words_is_read() -> None:
    said = "Player Two wins the pot (€0.33)"
    text = FT_HAND.replace(said, said + " with a Badugi: Q, 4, 3, 2")
    assert audit_hand(next(iter(read(text)))).outcome is Outcome.MATCH


FT_RUN_TWICE_SIDE_POT = (
    ("Full Tilt Poker Game #900001: Table Rouen (6 max) - $1/$2 - No Limit Hold'em - 10:00:00 ET - 2012/11/06\n")
    + """Seat 1: ann ($20)
Seat 2: bob ($100)
Seat 3: cid ($100)
bob posts the small blind of $1
cid posts the big blind of $2
The button is in seat #1
*** HOLE CARDS ***
ann raises to $20, and is all in
bob raises to $50
cid calls $48
*** FLOP *** [2c As Jh] (Total Pot: $120, 3 Players, 1 All-In)
bob bets $20
cid folds
Players agree to Run It Twice
bob shows [Ah Ac]
ann shows [Kd Qc]
Uncalled bet of $20 returned to bob
*** TURN 1 *** [2c As Jh] [9h] (Total Pot: $120, 2 Players, 1 All-In)
*** RIVER 1 *** [2c As Jh 9h] [3d] (Total Pot: $120, 2 Players, 1 All-In)
*** TURN 2 *** [2c As Jh] [Th] (Total Pot: $120, 2 Players, 1 All-In)
*** RIVER 2 *** [2c As Jh Th] [5d] (Total Pot: $120, 2 Players, 1 All-In)
bob wins the side pot ($60)
*** SHOW DOWN 1 ***
bob shows three of a kind, Aces
ann shows Ace King high
*** SHOW DOWN 2 ***
bob shows three of a kind, Aces
ann shows a straight, Ace high
bob wins pot 1 ($29.50) with three of a kind, Aces
ann wins pot 2 ($29.50) with a straight, Ace high
*** SUMMARY ***
Total pot $120 Main pot $60. Side pot $60. | Rake $1
Seat 2: bob  wins the side pot ($60)
*** SUMMARY 1 ***
Pot 1 $29.50
Board: [2c As Jh 9h 3d]
Seat 1: ann (button) showed [Kd Qc] and lost with Ace King high
Seat 2: bob (small blind) showed [Ah Ac] and won ($29.50) with three of a kind, Aces
Seat 3: cid (big blind) folded on the Flop
*** SUMMARY 2 ***
Pot 2 $29.50
Board: [2c As Jh Th 5d]
Seat 1: ann (button) showed [Kd Qc] and won ($29.50) with a straight, Ace high
Seat 2: bob (small blind) showed [Ah Ac] and lost with three of a kind, Aces
Seat 3: cid (big blind) folded on the Flop
"""
)
"""A board run twice with a side pot only one player could win: the summary's ``Seat 2: bob
wins the side pot ($60)`` beside each run's seat lines; the pots on the totals line before the
rake, which the room took from the main pot (its two runs pay $59 of $60, the side pot $60)."""


def test_a_run_twice_hands_side_pot_summary_line_is_read_and_compared() -> None:
    # was NOT AUDITABLE "line 35 is not understood: 'Seat 2: bob  wins the side pot ($60)'";
    # read, the pots printed before the rake made it a false MISMATCH (PokerStars prints them after)
    hand = next(iter(read(FT_RUN_TWICE_SIDE_POT)))
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert hand.pots == (5900, 6000) and hand.rake == 100
    # the summary's side pot line is compared with the collect lines: a disagreement is said, naming both
    said = FT_RUN_TWICE_SIDE_POT.replace("Seat 2: bob  wins the side pot ($60)", "Seat 2: bob  wins the side pot ($61)")
    verdict = audit_hand(next(iter(read(said))))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert "the room's lines disagree: bob collected $89.50 but the summary says $90.50" in verdict.detail
    # the main pot's line is read as the side pot's is
    side = "wins the side pot ($60)\n*** SUMMARY 1"
    main = FT_RUN_TWICE_SIDE_POT.replace(side, side.replace("side", "main"))
    assert audit_hand(next(iter(read(main)))).outcome is Outcome.MATCH


def test_pots_printed_before_the_rake_that_the_payouts_contradict_are_not_a_match() -> None:
    # the rake out of the main pot is how the room pays; runs paid as if the side pot paid it: loud
    text = FT_RUN_TWICE_SIDE_POT.replace("$29.50", "$30").replace("($60)", "($59)")
    verdict = audit_hand(next(iter(read(text))))
    assert verdict.outcome is not Outcome.MATCH, verdict.detail


def test_a_main_pot_smaller_than_the_rake_keeps_the_pots_as_printed() -> None:
    # was NOT AUDITABLE "'$-0.04.' is not an amount": the rake taken out of a main pot of $0.06,
    # a text the file never wrote; the room paid the main pot whole and the side pot less the rake
    text = (
        FT_RUN_TWICE_SIDE_POT.split("*** HOLE CARDS ***")[0]
        .replace("$1/$2", "$0.01/$0.02")
        .replace("($20)", "($0.02)")
        .replace("$1\n", "$0.01\n")
        .replace("$2\n", "$0.02\n")
    ) + (
        "*** HOLE CARDS ***\nann calls $0.02, and is all in\nbob raises to $1\ncid calls $0.98\n"
        "*** FLOP *** [2c 7s Jh] (Total Pot: $2.02, 3 Players, 1 All-In)\nbob checks\ncid checks\n"
        "*** TURN *** [2c 7s Jh] [9h] (Total Pot: $2.02, 3 Players, 1 All-In)\nbob checks\ncid checks\n"
        "*** RIVER *** [2c 7s Jh 9h] [3d] (Total Pot: $2.02, 3 Players, 1 All-In)\nbob checks\ncid checks\n"
        "*** SHOW DOWN ***\nbob shows [Kh Kc] a pair of Kings\ncid shows [Qd Qs] a pair of Queens\ncid mucks\n"
        "ann shows [Ad Ac] a pair of Aces\nbob wins the side pot ($1.86) with a pair of Kings\n"
        "ann wins the main pot ($0.06) with a pair of Aces\n*** SUMMARY ***\n"
        "Total pot $2.02 Main pot $0.06. Side pot $1.96. | Rake $0.10\nBoard: [2c 7s Jh 9h 3d]\n"
        "Seat 1: ann (button) showed [Ad Ac] and won ($0.06) with a pair of Aces\n"
        "Seat 2: bob (small blind) showed [Kh Kc] and won ($1.86) with a pair of Kings\n"
        "Seat 3: cid (big blind) mucked [Qd Qs] - a pair of Queens\n"
    )
    hand = next(iter(read(text)))
    assert hand.error is None and hand.pots == (6, 196) and hand.rake == 10
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MISMATCH and "-0.04" not in (verdict.detail or "")


# -- a hi/lo show line written over two lines -----------------------------------------------------

FT_HI_LO = """Full Tilt Poker Game #900002: Table Lyon (6 max) - $10/$20 - Limit Omaha H/L - 10:00:00 ET - 2012/11/06
Seat 1: ann ($500)
Seat 2: bob ($500)
ann posts the small blind of $5
bob posts the big blind of $10
The button is in seat #1
*** HOLE CARDS ***
ann calls $5
bob checks
*** FLOP *** [7h 8s 3s] (Total Pot: $20, 2 Players)
bob checks
ann checks
*** TURN *** [7h 8s 3s] [4s] (Total Pot: $20, 2 Players)
bob checks
ann checks
*** RIVER *** [7h 8s 3s 4s] [Ah] (Total Pot: $20, 2 Players)
bob checks
ann checks
*** SHOW DOWN ***
bob shows [3c 9h As Qs] (a flush, Ace high)
*** SHOW DOWN ***
 (8,7,4,3,A)
ann shows [7d 2c Ks Ad] (two pair, Aces and Sevens)
 (7,4,3,2,A)
bob wins the high pot ($9.50) with a flush, Ace high
ann wins the low pot ($9.50) with 7,4,3,2,A
*** SUMMARY ***
Total pot $20 | Rake $1
Board: [7h 8s 3s 4s Ah]
Seat 1: ann (small blind) showed [7d 2c Ks Ad] and won ($9.50) with HI: two pair, Aces and Sevens; LO: 7,4,3,2,A
Seat 2: bob (big blind) showed [3c 9h As Qs] and won ($9.50) with HI: a flush, Ace high; LO: 8,7,4,3,A
"""


def test_a_hi_lo_show_line_whose_low_words_are_on_the_next_line_is_read_whole() -> None:
    (record,) = read(FT_HI_LO)
    assert record.error is None and record.unparsed == ()
    assert [claim.text for claim in record.claims][:2] == [
        "HI: a flush, Ace high; LO: 8,7,4,3,A",
        "HI: two pair, Aces and Sevens; LO: 7,4,3,2,A",
    ]
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert {w.player for w in verdict.words if w.ok} == {"ann", "bob"}


def test_the_low_words_on_their_own_line_are_checked() -> None:
    # (the summary's copy of the words changed with them: words the two disagree on are the room's lines disagreeing)
    changed = FT_HI_LO.replace(" (8,7,4,3,A)", " (7,4,3,2,A)").replace("LO: 8,7,4,3,A", "LO: 7,4,3,2,A")
    verdict = audit_hand(next(iter(read(changed))))
    assert verdict.outcome is Outcome.MISMATCH and verdict.reason == "words", verdict.detail
    assert [w.player for w in verdict.words if not w.ok] == ["bob"]


@pytest.mark.parametrize(
    ("change", "quoted"),
    [
        (("ann checks\n*** TURN", "ann checks\n (8,7,4,3,A)\n*** TURN"), "(8,7,4,3,A)"),  # after no shows line
        (("bob shows [3c 9h As Qs] (a flush, Ace high)", "bob shows [3c 9h As Qs] a flush, Ace high"), "(8,7,4,3,A)"),
        ((" (7,4,3,2,A)\n", " (7,4,3,2,A) and more\n"), "(7,4,3,2,A) and more"),
        ((" (8,7,4,3,A)\n", "(8,7,4,3,A)\n"), "(8,7,4,3,A)"),  # (no leading space: no continuation)
    ],
    ids=["after-a-bet-line", "words-without-parentheses", "more-after-it", "no-leading-space"],
)
def test_a_parenthesised_line_that_continues_no_show_line_is_still_not_understood(
    change: tuple[str, str], quoted: str
) -> None:
    text = FT_HI_LO.replace(*change)
    assert text != FT_HI_LO
    verdict = audit_hand(next(iter(read(text))))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "line not understood", verdict.detail
    assert quoted in verdict.detail


@pytest.mark.parametrize("unit", ["a shows [", "a shows [x] (", "a shows [x] (b) ", "a shows [x] (b)\n"])
def test_the_low_on_its_own_line_is_looked_for_in_linear_work(unit: str) -> None:
    """Eight times the hostile text takes about eight times the work (bound 24, wide for a loaded
    machine): the cards' class stops at a bracket, so no match is tried twice over a line."""
    from linearwork import work

    from pokerrank.handhistory.sites.fulltilt import FULLTILT

    short = work(FULLTILT.rewritten, unit * 500 + "\n (x)")
    long = work(FULLTILT.rewritten, unit * 4000 + "\n (x)")
    assert long < 24 * short + 0.005, (unit, short, long)


def test_a_run_twice_hand_with_a_side_pot_written_as_ohh_audits_the_same() -> None:
    # Full Tilt names no main pot ("side pot", then each run's "pot 1", "pot 2"): the writer took
    # the side pot for the main one and put the rake on it, and the hand read back was a MISMATCH
    import json

    from pokerrank.handhistory.writers_ohh import to_ohh

    hand = next(iter(read(FT_RUN_TWICE_SIDE_POT)))
    document = to_ohh(hand)
    pots = [(pot["amount"], pot["rake"]) for pot in document["ohh"]["pots"]]
    assert pots == [(60, 1), (60, 0)]  # (the main pot of $60 before its $1 rake, both runs; the side pot)
    back = next(iter(read(json.dumps(document))))
    assert audit_hand(hand).outcome is audit_hand(back).outcome is Outcome.MATCH


def test_a_low_named_in_a_high_only_game_is_not_the_rooms_words_agreeing() -> None:
    # the words' check compared only the sides the game has: a show line of Omaha high naming a low
    # ("HI: a flush, Ace high; LO: 5,4,3,2,A") passed as agreeing; the low is words pokerrank's hand has not
    hi = FT_HI_LO.replace("Limit Omaha H/L", "Limit Omaha Hi")
    hi = hi.replace(" (8,7,4,3,A)\n", "").replace(" (7,4,3,2,A)\n", "")
    hi = hi.replace(
        "bob wins the high pot ($9.50) with a flush, Ace high\nann wins the low pot ($9.50) with 7,4,3,2,A",
        "bob wins the pot ($19) with a flush, Ace high",
    )
    hi = hi.replace(
        "Seat 1: ann (small blind) showed [7d 2c Ks Ad] and won ($9.50) with HI: two pair, Aces and Sevens; LO: "
        "7,4,3,2,A",
        "Seat 1: ann (small blind) showed [7d 2c Ks Ad] and lost with two pair, Aces and Sevens",
    )
    hi = hi.replace(
        "Seat 2: bob (big blind) showed [3c 9h As Qs] and won ($9.50) with HI: a flush, Ace high; LO: 8,7,4,3,A",
        "Seat 2: bob (big blind) showed [3c 9h As Qs] and won ($19) with a flush, Ace high",
    )
    assert audit_hand(next(iter(read(hi)))).outcome is Outcome.MATCH  # (the hand as Omaha high writes it)
    said = "bob shows [3c 9h As Qs] (a flush, Ace high)"
    assert said in hi
    summary = "and won ($19) with a flush, Ace high"  # (the summary's copy of the words changed with them)
    low = hi.replace(said, "bob shows [3c 9h As Qs] (HI: a flush, Ace high; LO: 5,4,3,2,A)")
    low = low.replace(summary, "and won ($19) with HI: a flush, Ace high; LO: 5,4,3,2,A")
    verdict = audit_hand(next(iter(read(low))))
    assert verdict.outcome is Outcome.MISMATCH and verdict.words_only, verdict.detail
    assert [w.ok for w in verdict.words if w.printed.startswith("HI:")] == [False]
    alone = hi.replace(said, "bob shows [3c 9h As Qs] (LO: 8,7,4,3,A)")  # (a low named alone: not agreeing either)
    alone = alone.replace(summary, "and won ($19) with LO: 8,7,4,3,A")
    verdict = audit_hand(next(iter(read(alone))))
    assert verdict.outcome is Outcome.MISMATCH and verdict.words_only, verdict.detail
    no_low = hi.replace(said, "bob shows [3c 9h As Qs] (HI: a flush, Ace high)")  # (no low named: nothing wrong)
    no_low = no_low.replace(summary, "and won ($19) with HI: a flush, Ace high")
    assert audit_hand(next(iter(read(no_low)))).outcome is Outcome.MATCH


def test_a_verdict_on_a_derived_main_pot_says_which_pot_was_derived_and_what_the_file_printed() -> None:
    # was: "the room's pots after rake (6900, 5000) do not leave 100 of rake ..." with no word that the
    # 69 was pokerrank's (the file printed 'Main pot $70.'), and a payout MISMATCH's "main pot $59"
    # read as the room's own pot
    said = "the main pot after the rake, $69, is derived: the room printed 'Main pot $70.' before the rake (Rake $1)"
    wrong = FT_RUN_TWICE_SIDE_POT.replace("Main pot $60. Side pot $60.", "Main pot $70. Side pot $50.")
    verdict = audit_hand(next(iter(read(wrong))))
    assert verdict.outcome is Outcome.MISMATCH and verdict.detail is not None
    assert verdict.detail.endswith(said + ", which pokerrank takes from the main pot"), verdict.detail
    paid = FT_RUN_TWICE_SIDE_POT.replace("ann wins pot 2 ($29.50)", "bob wins pot 2 ($29.50)").replace(
        "Seat 1: ann (button) showed [Kd Qc] and won ($29.50) with a straight, Ace high\n"
        "Seat 2: bob (small blind) showed [Ah Ac] and lost with three of a kind, Aces",
        "Seat 1: ann (button) showed [Kd Qc] and lost with a straight, Ace high\n"
        "Seat 2: bob (small blind) showed [Ah Ac] and won ($29.50) with three of a kind, Aces",
    )  # (the second run paid to the player it does not pay)
    verdict = audit_hand(next(iter(read(paid))))
    assert verdict.outcome is Outcome.MISMATCH and verdict.detail is not None
    assert said.replace("69", "59").replace("70", "60") in verdict.detail
    matched = audit_hand(next(iter(read(FT_RUN_TWICE_SIDE_POT))))  # (a MATCH resting on the derived pot says it too)
    assert matched.outcome is Outcome.MATCH and "'Main pot $60.'" in (matched.detail or "")
    plain = FT_RUN_TWICE_SIDE_POT.replace("Main pot $60. Side pot $60. ", "")  # (no pot printed: none derived)
    assert "derived" not in (audit_hand(next(iter(read(plain)))).detail or "")
