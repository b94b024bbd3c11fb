"""What the review of h-left found, mended (docs/RULES.md, the returned bet and "Payouts"): the
bet nobody called is one rule for every room that prints it handed back
(``sites.uncalled.short_back``), the dead part of a post of both blinds no bet of it; a win line
paying more than every chip put in is NOT AUDITABLE in 888, partypoker and Betfair alike, the
line quoted with both amounts; a stud call of an all-in bring-in's chips alone says nothing of
the full bring-in; Everest's XML ``<PUSH>`` and partypoker's "side pot" of its bettor alone
handed back short are records that contradict themselves. Every figure is worked out by hand in
the comment beside the text."""

from __future__ import annotations

import pytest
from test_handhistory_h_left_paid import PACIFIC as PAID_PACIFIC
from test_handhistory_h_left_paid import PARTY, SIDE

from pokerrank.handhistory import Outcome, Payout, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.verdicts import INCONSISTENT


def _verdict(text: str):  # type: ignore[no-untyped-def]
    records = list(read(text))
    assert len(records) == 1
    return audit_hand(records[0])


# PokerTracker's export of an iPoker hand at $0.50/$1: Player4 posts both blinds at once (``Post BB
# $1.50``: the $1 big blind live, the $0.50 small blind dead money, E21), then raises to $5 (the
# street's total): $5 put in, $4.50 of it live. Player2's $0.50 and Player3's $1 fold: the pot
# $0.50 + $1 + $0.50 dead + Player4's $1 called = $3; the bet nobody called $4.50 - $1 = $3.50.
# $6.50 put in = $3 won + $3.50 handed back.
IPOKER = """GAME #2607756399: Texas Hold'em NL $0.50/$1 2011/01/23 20:16:35
Table Oslo
Seat 8: Player7 ($100.00 in chips)
Seat 5: Player1 ($100.00 in chips)
Seat 4: Player4 ($100.00 in chips)
Seat 3: Player3 ($100.00 in chips)
Seat 2: Player2 ($100.00 in chips)
Seat 1: Player5 ($100.00 in chips) DEALER
Player2: Post SB $0.50
Player3: Post BB $1.00
Player4: Post BB $1.50
*** HOLE CARDS ***
Player1: Fold
Player7: Fold
Player5: Fold
Player4: Raise (NF) $5.00
Player2: Fold
Player3: Fold
*** SUMMARY ***
Total pot $3.00 Rake $0.00
Player4: wins $3.00
Player4: wins {back} (uncalled)
"""


def test_ipoker_s_post_of_both_blinds_hands_back_the_bet_without_its_dead_part() -> None:
    """$3.50 back is the whole bet nobody called: the dead $0.50 is no bet (it was refused, "the bet
    nobody called is $4 ($5 put in against $1)")."""
    verdict = _verdict(IPOKER.format(back="$3.50"))
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_ipoker_s_post_of_both_blinds_handing_back_a_cent_short_is_refused() -> None:
    verdict = _verdict(IPOKER.format(back="$3.49"))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail


def test_the_shared_rule_takes_the_dead_part_of_a_post_over_the_big_blind_out() -> None:
    from pokerrank.handhistory.records import Action, ActionKind
    from pokerrank.handhistory.sites.uncalled import ShortBack, short_back

    actions = (
        Action("preflop", "sb", ActionKind.SMALL_BLIND, 50),
        Action("preflop", "bb", ActionKind.BIG_BLIND, 100),
        Action("preflop", "ann", ActionKind.BIG_BLIND, 150),
        Action("preflop", "ann", ActionKind.RAISE, 350),
    )
    # (live: ann $5 - $0.50 = $4.50 against $1: $3.50; with no table big blind given, $4)
    assert short_back(actions, {}, {"ann": 350}, big_blind=100) is None
    assert short_back(actions, {}, {"ann": 349}, big_blind=100) == ShortBack("ann", 349, 350, 450, 100)
    assert short_back(actions, {}, {"ann": 350}) == ShortBack("ann", 350, 400, 500, 100)
    # (a reader that marked the $0.50 dead: taken out once)
    assert short_back(actions, {"ann": 50}, {"ann": 350}, big_blind=100) is None
    # (stakes no other player's big blind shows, a header written wrong: no part of the post is dead)
    assert short_back(actions, {}, {"ann": 350}, big_blind=50) == ShortBack("ann", 350, 400, 500, 100)
    # (the only player with live chips: all of them nobody called; a deleted big blind)
    alone = (Action("preflop", "ann", ActionKind.SMALL_BLIND, 0), Action("preflop", "bob", ActionKind.RAISE, 60))
    assert short_back(alone, {}, {"bob": 40}) == ShortBack("bob", 40, 60, 60, 0)
    assert short_back(alone, {}, {"bob": 60}) is None


# 888 at $0.01/$0.02: ann's small blind $0.01 and raise of $0.20 (to $0.21), bob's big blind $0.02
# folds: $0.23 put in, the pot $0.04, $0.19 nobody called.
PACIFIC = PAID_PACIFIC.replace("{won}", "ann collected [ {won} ]")

# Betfair, the same hand in its own words (``raises to``: the street's total).
BETFAIR = """***** Betfair Poker Hand History for Game 100000001 *****
NL $0.01/$0.02 USD NL Texas Hold'em - Wednesday, October 11, 17:27:53 GMT 2017
Table Rila 6-max (Real Money)
Seat 2 is the button
Total number of players : 2
Seat 2: ann ( $5 )
Seat 1: bob ( $5 )
ann posts small blind [$0.01]
bob posts big blind [$0.02]
** Dealing down cards **
ann raises to [$0.21]
bob folds
ann wins {won}
"""


@pytest.mark.parametrize(
    ("text", "line", "quoted"),
    [
        (PACIFIC, 15, "ann collected [ $0.24 ]"),
        (PARTY, 13, "ann wins $0.24 USD"),
        (BETFAIR, 13, "ann wins $0.24"),
    ],
    ids=["888", "partypoker", "Betfair"],
)
def test_a_win_line_over_every_chip_put_in_does_not_add_up_in_one_wording(text: str, line: int, quoted: str) -> None:
    """$0.24 paid of $0.23 put in: chips no action moved (a line missing or written twice), NOT
    AUDITABLE in the three rooms alike, the win line quoted with what it pays and what was put in
    (888 had turned it into a payout MISMATCH blaming the room; partypoker's said "unreadable",
    in units)."""
    verdict = _verdict(text.format(won="$0.24"))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert verdict.reason == "chips do not add up"
    assert verdict.detail == (
        f"line {line} ('{quoted}') pays 'ann' 0.24, more than the 0.23 put in: chips no action moved (the record"
        " leaves out a line, or writes one twice)"
    )
    assert verdict.hand.error is not None and verdict.hand.error.line == line


def test_888_s_win_line_over_the_pot_but_not_over_what_was_put_in_stays_a_payout() -> None:
    """$0.05: the pot alone a cent over, the bet back on no line: the room paid $0.24 against the
    rules' $0.23, a MISMATCH; $0.23 and $0.04 MATCH."""
    verdict = _verdict(PACIFIC.format(won="$0.05"))
    assert verdict.outcome is Outcome.MISMATCH, verdict.detail
    assert [p for p in verdict.payouts if not p.ok] == [Payout("total", "ann", 23, 24)]
    for won in ("$0.23", "$0.04"):
        assert _verdict(PACIFIC.format(won=won)).outcome is Outcome.MATCH


def test_a_win_line_taking_several_over_names_what_they_pay_in_all() -> None:
    verdict = _verdict(PARTY.format(won="$0.20 USD\nbob wins $0.04"))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert verdict.detail.startswith(
        "line 14 ('bob wins $0.04 USD') pays 'bob' 0.04, which brings what the room pays and hands back to 0.24, more"
        " than the 0.23 put in"
    )


# partypoker stud at $10/$20: ann's $1 bring-in is all in (her $2 less the $1 ante), cid calls its
# $1, bob calls the full bring-in $3 (partypoker does not print it), dan folds; bob bets fourth
# street, cid folds: ann's main pot $4 antes + $1 x 3 = $7, bob's side pot $2 + $10 back.
STUD = """***** Hand History for Game 802 *****
$10/$20 USD FL 7 Card Stud - Monday, February 27, 09:51:26 EST 2012
Table Table  125524 (Real Money)
Seat 0 is the button
Total number of players : 4/8
Seat 1: ann ( $2 USD )
Seat 3: cid ( $300 USD )
Seat 5: bob ( $510 USD )
Seat 7: dan ( $510 USD )
ann posts ante [$1 USD]
cid posts ante [$1 USD]
bob posts ante [$1 USD]
dan posts ante [$1 USD]
** Dealing **
ann opens
ann bring-ins [$1 USD]
cid calls [$1 USD]
bob calls [{bob}]
dan folds
** Dealing Fourth street **
bob bets [$10 USD]
cid folds
** Dealing Fifth street **
** Dealing Sixth street **
** Dealing River **
bob shows [ Qc, 3d, Ac, 8h, 2s, 5h, Jc ]high card Ace.
ann shows [ Ah, 4h, 4d, Td, Qd, Kc, 8s ]a pair of Fours.
ann wins $7 USD from the main pot with a pair of Fours.
bob wins {side} USD from the side pot 1 with high card Ace.
"""


def test_a_call_of_the_all_in_bring_in_s_chips_alone_does_not_fix_the_full_bring_in() -> None:
    """cid's $1 says nothing of the full bring-in, so bob's $3 is judged against the small bet,
    not against cid's $1 (it was refused, "more than any other player put in ($1)")."""
    verdict = _verdict(STUD.format(bob="$3 USD", side="$12"))
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_a_call_over_the_small_bet_after_the_all_in_bring_in_is_still_refused() -> None:
    verdict = _verdict(STUD.format(bob="$11 USD", side="$20"))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == INCONSISTENT, verdict.detail
    assert "'bob calls [$11 USD]'" in verdict.detail


# Everest's XML at $1/$2: ann's $1 blind and bet of $5 ($6 in), bob's $2 blind folds: the pot $4,
# the bet nobody called $4, its <PUSH> whole.
EVEREST_XML = """<SESSION time="1" tableName="T" id="1.2.3" type="ring" money="$" game="hold-em" gametype="no-limit"/>
<HAND time="2" id="55" index="0" blinds="$1/$2" stakes="$1/$2">
  <SEAT position="0" name="ann" balance="10000"/><SEAT position="1" name="bob" balance="10000"/>
  <DEALER position="0"/><BLIND position="0" amount="100" penalty="0"/>
  <BLIND position="1" amount="200" penalty="0"/>
  <HOLE position="0">As</HOLE><HOLE position="1">--</HOLE><HOLE position="0">Ad</HOLE><HOLE position="1">--</HOLE>
  <BET position="0" amount="500"/><FOLD position="1"/>
  <PUSH position="0" amount="{back}"/>
  <SWEEP rake="{rake}" tax="0">400</SWEEP><WIN position="0" amount="400" pot="0" potAmount="400"/>
</HAND>
"""


def test_everest_xml_s_push_of_the_whole_bet_matches() -> None:
    assert _verdict(EVEREST_XML.format(back=400, rake=0)).outcome is Outcome.MATCH


def test_everest_xml_s_push_a_cent_short_contradicts_the_record() -> None:
    """The cent kept read as the SWEEP's rake, and the hand MATCHed: no rake is taken from a bet
    nobody called."""
    verdict = _verdict(EVEREST_XML.format(back=399, rake=1))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == INCONSISTENT, verdict.detail
    assert verdict.detail == (
        "line 8 ('<PUSH position=\"0\" amount=\"399\"/>') hands 'ann' back $3.99, but the bet nobody called is $4"
        " ($6 of live chips put in against $2): a bet nobody called comes back whole (no rake is taken from it)"
    )


def test_partypoker_s_side_pot_of_its_bettor_alone_paid_whole_matches() -> None:
    verdict = _verdict(SIDE.format(side="$1"))
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert verdict.hand.returned == {"ann": 100}


def test_partypoker_s_side_pot_of_its_bettor_alone_a_cent_short_contradicts_the_record() -> None:
    """The main pot paid whole: the cent kept can come only from the bet nobody called (it
    MATCHed, the cent read as rake)."""
    verdict = _verdict(SIDE.format(side="$0.99"))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == INCONSISTENT, verdict.detail
    assert verdict.detail == (
        "line 18 ('ann wins $0.99 USD from the side pot 1 with three of a kind, Eights.': a side pot of 'ann'"
        " alone) hands 'ann' back 0.99, but the bet nobody called is 1.00 (1.50 of live chips put in against"
        " 0.50): a bet nobody called comes back whole (no rake is taken from it)"
    )


# Full Tilt at $1/$2: bob's $1 small blind folds, cid's $2 big blind calls ann's raise to $6, ann
# bets $10 on the flop, cid folds: the pot $13 (no rake written), ann's $10 nobody called, handed
# back.
FULLTILT = """Full Tilt Poker Game #900011: Table Rouen (6 max) - $1/$2 - No Limit Hold'em - 10:00:00 ET - 2012/11/06
Seat 1: ann ($100)
Seat 2: bob ($100)
Seat 3: cid ($100)
bob posts the small blind of $1
cid posts the big blind of $2
The button is in seat #1
*** HOLE CARDS ***
ann raises to $6
bob folds
cid calls $4
*** FLOP *** [2c As Jh] (Total Pot: $13, 2 Players)
cid checks
ann bets $10
cid folds
Uncalled bet of {back} returned to ann
ann mucks
ann wins the pot ($13)
*** SUMMARY ***
Total pot {pot} | Rake {rake}
Board: [2c As Jh]
Seat 1: ann collected ($13), mucked
Seat 2: bob (small blind) folded before the Flop
Seat 3: cid (big blind) folded on the Flop
"""


def test_full_tilt_s_uncalled_bet_handed_back_whole_matches() -> None:
    verdict = _verdict(FULLTILT.format(back="$10", pot="$13", rake="$0"))
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_full_tilt_s_uncalled_bet_handed_back_a_cent_short_contradicts_the_record() -> None:
    """The cent kept written as the pot's and its rake (``Total pot $13.01 | Rake $0.01``): every
    figure adds up, but no rake is taken from a bet nobody called (it MATCHed)."""
    verdict = _verdict(FULLTILT.format(back="$9.99", pot="$13.01", rake="$0.01"))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == INCONSISTENT, verdict.detail
    assert verdict.detail.startswith(
        "line 16 ('Uncalled bet of $9.99 returned to ann') hands 'ann' back $9.99, but the bet nobody called is $10"
        " ($16 of live chips put in against $6)"
    )
