"""The review of the bet sizes and the payout figures (docs/RULES.md, "Bet sizes", "Payouts"):
a room paying the pots alone a chip over (Boss; partypoker's win line read as the nearer of the
pot alone and the pot and the bet), a tournament title of another level (limit, and no-limit
with the big blind all in), a big blind all in for what it had without the mark, a PHH file's
own least bet, a stack written 0 (not known), KingsClub's stud raise over the bring-in, the
messages' words, and Everleaf's title with a stake of nothing. Every figure is worked out by
hand from the text in the comment beside it."""

from __future__ import annotations

import pytest
from test_handhistory_h_sizes_paid import PACIFIC, PARTY
from test_handhistory_h_sizes_rooms import PARTY_LIMIT
from test_handhistory_h_turns_rules import EVERLEAF_NL
from test_handhistory_kingsclub_rounds import RAZZ

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import Outcome, Payout, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.verdicts import INCONSISTENT


def _verdict(text: str):  # type: ignore[no-untyped-def]
    return audit_hand(next(read(text)))


def _hidden() -> str:
    return '<CARD LINK="b"></CARD><CARD LINK="b"></CARD>'


def _boss(win: str) -> str:
    return f"""<HISTORY ID="2575000009" SESSION="s.xml" TABLE="Table TH 9" GAME="GAME_THM" GAMETYPE="GAMETYPE_REAL"
 GAMEKIND="GAMEKIND_CASH" TABLECURRENCY="USD" LIMIT="NL" STAKES="1.00/2.00" DATE="1304416467" TABLETOURNEYID=""
 WIN="0.00" LOSS="0.00" ENDTIME="1304416512">
<PLAYER NAME="ann" STATE="STATE_PLAYING" DEALER="N" SEAT="1" AMOUNT="100.00"></PLAYER>
<PLAYER NAME="bob" STATE="STATE_PLAYING" DEALER="N" SEAT="2" AMOUNT="100.00"></PLAYER>
<PLAYER NAME="cid" STATE="STATE_PLAYING" DEALER="Y" SEAT="3" AMOUNT="100.00"></PLAYER>
<ACTION TYPE="HAND_BLINDS" PLAYER="ann" KIND="HAND_SB" VALUE="1.00"></ACTION>
<ACTION TYPE="HAND_BLINDS" PLAYER="bob" KIND="HAND_BB" VALUE="2.00"></ACTION>
<ACTION TYPE="HAND_DEAL" PLAYER="ann">{_hidden()}</ACTION>
<ACTION TYPE="HAND_DEAL" PLAYER="bob">{_hidden()}</ACTION>
<ACTION TYPE="HAND_DEAL" PLAYER="cid">{_hidden()}</ACTION>
<ACTION TYPE="ACTION_RAISE" PLAYER="cid" VALUE="6.00"></ACTION>
<ACTION TYPE="ACTION_FOLD" PLAYER="ann"></ACTION>
<ACTION TYPE="ACTION_CALL" PLAYER="bob" VALUE="6.00"></ACTION>
<ACTION TYPE="HAND_BOARD" VALUE="BOARD_FLOP" POT="13.00"><CARD LINK="22"></CARD><CARD LINK="12"></CARD>\
<CARD LINK="25"></CARD></ACTION>
<ACTION TYPE="ACTION_CHECK" PLAYER="bob"></ACTION>
<ACTION TYPE="ACTION_BET" PLAYER="cid" VALUE="10.00"></ACTION>
<ACTION TYPE="ACTION_FOLD" PLAYER="bob"></ACTION>
<SHOWDOWN NAME="HAND_SHOWDOWN" POT="13.00" RAKE="0.00">
<RESULT PLAYER="ann" WIN="0.00" HAND="$(STR_G_FOLD)"></RESULT>
<RESULT PLAYER="bob" WIN="0.00" HAND="$(STR_G_FOLD)"></RESULT>
<RESULT PLAYER="cid" WIN="{win}" HAND="$(STR_BY_DEFAULT)"></RESULT></SHOWDOWN></HISTORY>
"""


# Boss at $1/$2: ann's small blind $1, bob's big blind and call to $6, cid's raise to $6: the pot
# $13, no rake; cid's flop bet of $10 nobody called goes back: the rules give cid $23. Boss's WIN
# here is the pots alone (the bet on no line of its own), so $13 paid is $23 given.


@pytest.mark.parametrize(
    ("win", "paid"),
    [("14.00", 2400), ("12.00", 2200)],
)
def test_a_room_paying_the_pots_alone_a_chip_off_says_what_it_paid(win: str, paid: int) -> None:
    """A chip over is the room paying $24 (the $14 win, nearer the $13 pot than the $23 of the
    pot and the bet, and the $10 bet), not $14 read as a win line holding the bet; a chip short,
    $22."""
    verdict = _verdict(_boss(win))
    assert verdict.outcome is Outcome.MISMATCH, verdict.detail
    assert [p for p in verdict.payouts if not p.ok] == [Payout("total", "cid", 2300, paid)]
    assert f"cid: the rules give $23, the room paid ${paid // 100}" in verdict.detail


def test_a_room_paying_the_pots_alone_in_full_matches() -> None:
    verdict = _verdict(_boss("13.00"))
    assert verdict.outcome is Outcome.MATCH, verdict.detail


# 888 at $0.01/$0.02: ann's raise to $0.21, bob's big blind $0.02: the pot $0.04, $0.19 nobody
# called; the rules give ann $0.23. The room prints nothing of the bet, and its files do not
# settle where it goes: a win line is read as the nearer of the pot alone ($0.04, the bet handed
# back) and the pot and the bet ($0.23). $0.05 is a cent over the pot alone: the room paid $0.24;
# $0.22 a cent short of both: $0.22. (These were partypoker's hands, whose win lines hold the bet
# in every shared hand with one: its lines are read so now, tests/test_handhistory_h_left_paid.py.)


@pytest.mark.parametrize(("won", "paid"), [("$0.05", 24), ("$0.03", 22), ("$0.22", 22)])
def test_888_s_win_line_is_read_as_the_nearer_of_the_pot_and_the_pot_and_bet(won: str, paid: int) -> None:
    verdict = _verdict(PACIFIC.format(won=won))
    assert verdict.outcome is Outcome.MISMATCH, verdict.detail
    assert [p for p in verdict.payouts if not p.ok] == [Payout("total", "ann", 23, paid)]
    assert f"ann: the rules give $0.23, the room paid $0.{paid}" in verdict.detail


def test_partypoker_paying_a_chip_over_the_pot_and_the_bet_does_not_add_up() -> None:
    """``wins $0.24``: a cent more than the $0.23 put in."""
    verdict = _verdict(PARTY.format(won="$0.24"))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert verdict.reason == "chips do not add up"
    assert "line 13 ('ann wins $0.24 USD') pays 'ann' 0.24, more than the 0.23 put in" in verdict.detail


LIMIT_TOURNAMENT = """PokerStars Hand #91001: Tournament #91, $2.00+$0.20 USD Hold'em Limit - Level II (60/120) - \
2010/07/26 4:19:43 ET
Table '91 1' 6-max Seat #4 is the button
Seat 2: ann (1480 in chips)
Seat 3: bob (2940 in chips)
Seat 4: cid (2420 in chips)
Seat 5: dan (1780 in chips)
dan: posts small blind 20
ann: posts big blind 40
*** HOLE CARDS ***
bob: raises {by} to {to}
cid: folds
dan: calls {dan}
ann: calls {ann}
*** FLOP *** [Jh Ah 4h]
dan: checks
ann: checks
bob: bets 40
dan: folds
ann: folds
Uncalled bet (40) returned to bob
bob collected {pot} from pot
*** SUMMARY ***
Total pot {pot} | Rake 0
Board [Jh Ah 4h]
Seat 2: ann (big blind) folded on the Flop
Seat 3: bob collected ({pot})
Seat 4: cid (button) folded before Flop
Seat 5: dan (small blind) folded on the Flop
"""
# A title of another level (60/120) over blinds of 20/40: the big blind 40 posted in full is the
# small bet (40 before the flop and on it, 80 after). A raise to 80: the pot 240 (80 each of three).
# A raise to 100 is 60 over the 40 bet: no limit size (the pot 300).


def test_a_limit_tournament_title_of_another_level_sizes_by_the_big_blind_posted() -> None:
    verdict = _verdict(LIMIT_TOURNAMENT.format(by=40, to=80, dan=60, ann=40, pot=240))
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    verdict = _verdict(LIMIT_TOURNAMENT.format(by=60, to=100, dan=80, ann=60, pot=300))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == INCONSISTENT, verdict.detail
    assert "(line 10: 'bob: raises 60 to 100') to 100 before the flop over the 40 bet, not by the small bet of 40" in (
        verdict.detail
    )


GG_STALE = """Poker Hand #TM7: Tournament #7, Daily $250 Hold'em No Limit - Level4 (90/180) - 2020/06/02 19:37:42
Table '6' 8-max Seat #1 is the button
Seat 1: ann (4,028 in chips)
Seat 2: bob (13,731 in chips)
Seat 3: cid (150 in chips)
Seat 4: dan (10,869 in chips)
bob: posts small blind 80
cid: posts big blind 150 and is all-in
*** HOLE CARDS ***
dan: calls 160
ann: folds
bob: calls 80
*** FLOP *** [2c 7d 9h]
bob: checks
dan: bets {bet}
bob: folds
Uncalled bet ({bet}) returned to dan
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [3c]
*** SHOWDOWN ***
cid: shows [Ah Ad] (a pair of Aces)
dan: shows [Kh Kd] (a pair of Kings)
cid collected 450 from pot
dan collected 20 from pot
*** SUMMARY ***
Total pot 470 | Rake 0
Board [2c 7d 9h Js 3c]
Seat 1: ann (button) folded before Flop
Seat 2: bob (small blind) folded on the Flop
Seat 3: cid (big blind) showed [Ah Ad] and won (450) with a pair of Aces
Seat 4: dan showed [Kh Kd] and won (20) with a pair of Kings
"""
# GGPoker's title names the level's 90/180; the small blind posts 80 in full, the big blind 150,
# all in: the table's big blind is twice the small blind posted, 160 (dan calls 160). A flop bet of
# 160 is one; of 150, less. The pot: 150 x 3 = 450 (cid's), 10 + 10 = 20 over it (bob's, dan's).


def test_a_stale_title_with_the_big_blind_all_in_sizes_by_twice_the_small_blind() -> None:
    assert _verdict(GG_STALE.format(bet=160)).outcome is Outcome.MATCH
    verdict = _verdict(GG_STALE.format(bet=150))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == INCONSISTENT, verdict.detail
    assert "on the flop: a bet of 150, less than the 160 big blind, and not all in" in verdict.detail


SHORT_BB = """PokerStars Hand #3021: Hold'em No Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET
Table 'Beta' 6-max Seat #1 is the button
Seat 1: ann ($200 in chips)
Seat 2: bob ($200 in chips)
Seat 3: cid ($1 in chips)
bob: posts small blind $1
cid: posts big blind $1
*** HOLE CARDS ***
ann: calls $2
bob: calls $1
*** FLOP *** [2c 7d 9h]
bob: bets ${bet}
ann: folds
Uncalled bet (${bet}) returned to bob
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [3c]
*** SHOW DOWN ***
bob: shows [Ah Ad] (a pair of Aces)
cid: shows [Kh Kd] (a pair of Kings)
bob collected $5 from pot
*** SUMMARY ***
Total pot $5 | Rake $0
Board [2c 7d 9h Js 3c]
Seat 1: ann (button) folded on the Flop
Seat 2: bob (small blind) showed [Ah Ad] and won ($5) with a pair of Aces
Seat 3: cid (big blind) showed [Kh Kd] and lost with a pair of Kings
"""
# cid's big blind of $1 is every chip of his seat (not marked all in): no measure of the table's
# big blind, which stays the $2 of the stakes; bob's flop bet of $1 is less. The pot: $1 x 3 + $2
# (ann's and bob's second dollar, over cid's) = $5.


def test_a_big_blind_all_in_without_the_mark_does_not_lower_the_least_bet() -> None:
    verdict = _verdict(SHORT_BB.format(bet=1))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == INCONSISTENT, verdict.detail
    assert "(line 12: 'bob: bets $1') on the flop: a bet of $1, less than the $2 big blind" in verdict.detail
    assert _verdict(SHORT_BB.format(bet=2)).outcome is Outcome.MATCH


def _phh(blinds: str, min_bet: str, bet: int) -> str:
    top = max(int(b) for b in blinds.strip("[]").split(","))
    return f"""variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = {blinds}
{min_bet}starting_stacks = [100, 100, 100]
actions = ["d dh p1 7c2d", "d dh p2 KsKd", "d dh p3 AsAd", "p3 cc", "p1 cc", "p2 cc", "d db 2c3c4h", "p1 cc", \
"p2 cbr {bet}", "p3 f", "p1 f"]
finishing_stacks = [{100 - top}, {100 + 2 * top}, {100 - top}]
"""


# No-limit hold'em at 1/2 (or 2 and a straddle of 4): every player calls to the highest blind
# before the flop (the pot 3 x 2, or 3 x 4), p2 bets on the flop, both fold: p2 wins the pot.
# PHH's ``min_bet`` is the least bet the file's game allows: where it says 1, a bet of 1 is one;
# without it, the big blind (2) is the least.


@pytest.mark.parametrize(
    ("blinds", "min_bet", "bet"),
    [("[1, 2, 0]", "min_bet = 1\n", 1), ("[0, 2, 4]", "min_bet = 2\n", 2), ("[1, 2, 0]", "", 2)],
)
def test_a_phh_file_s_least_bet_is_its_own(blinds: str, min_bet: str, bet: int) -> None:
    verdict = _verdict(_phh(blinds, min_bet, bet))
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_a_phh_bet_under_the_big_blind_names_its_street_once() -> None:
    verdict = _verdict(_phh("[1, 2, 0]", "", 1))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == INCONSISTENT, verdict.detail
    assert "(action 9: bet of 1 on the flop) a bet of 1, less than the 2 big blind" in verdict.detail
    assert verdict.detail.count("on the flop") == 1


# partypoker writes 0 for a stack it does not know. PARTY_LIMIT at $15/$30: ann's raise to $31 is
# $16 over the $15 bet. A player of a 0 stack who folds (bob) is all in on no chips; one who calls
# and checks on (cid) has chips behind his call: neither stops the raise being judged.


@pytest.mark.parametrize("seat", ["Seat 3: bob ( $500 USD )", "Seat 4: cid ( $500 USD )"])
def test_a_stack_not_known_judges_the_round_still(seat: str) -> None:
    text = PARTY_LIMIT.format(raise_="$31", call="$16", won="$72").replace(seat, seat.replace("$500", "$0"))
    assert text != PARTY_LIMIT.format(raise_="$31", call="$16", won="$72")
    verdict = _verdict(text)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == INCONSISTENT, verdict.detail
    assert "to $31 before the flop over the $15 bet, not by the small bet of $15" in verdict.detail


def _razz_raise(to: int) -> str:
    """RAZZ (KingsClub at 40/80, antes 10, Ann's bring-in 10) with Bob raising Hero's completion
    to 40 up ``to``, Hero calling: Bob puts in 10 + ``to`` + 40, Hero 10 + ``to`` + 40 + the 80
    nobody called; the pot 30 + 10 + 2 x ``to`` + 80, the rake 2."""
    pot = 30 + 10 + 2 * to + 80
    won = pot - 2
    bob = 10 + to + 40
    hero = bob + 80
    return (
        RAZZ.replace(
            "Hero bets 40\nAnn folds\nBob calls 40\n", f"Hero bets 40\nAnn folds\nBob raises to {to}\nHero calls {to}\n"
        )
        .replace("Seat 2: Bob (910) -90", f"Seat 2: Bob ({1000 - bob:,}) -{bob}")
        .replace("Seat 3: Hero (1,108) +108", f"Seat 3: Hero ({1000 - hero + won + 80:,}) +{won - bob}")
        .replace("Hero wins pot (198)", f"Hero wins pot ({won:,})")
    )


@pytest.mark.parametrize("to", [50, 90, 80])
def test_kingsclub_raises_a_stud_completion_from_the_bring_in(to: int) -> None:
    """KingsClub's first raise over a completion on third street is to the bring-in and a small
    bet (its figures: 33.16 + 44 = 77.16 at 44/88): 10 + 40 = 50, and 90; 80 is the rule books'."""
    verdict = _verdict(_razz_raise(to))
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_kingsclub_s_other_stud_sizes_are_judged() -> None:
    verdict = _verdict(_razz_raise(60))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == INCONSISTENT, verdict.detail
    assert "(line 17: 'Bob raises to 60') to 60 on third street over the 40 bet, not by the small bet of 40" in (
        verdict.detail
    )


BET_ON_A_BET = """PokerStars Hand #3022: Hold'em No Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET
Table 'Beta' 6-max Seat #1 is the button
Seat 1: ann ($200 in chips)
Seat 2: bob ($200 in chips)
bob: posts small blind $1
ann: posts big blind $2
*** HOLE CARDS ***
bob: calls $1
ann: checks
*** FLOP *** [2c 7d 9h]
ann: bets $4
bob: bets $4
*** TURN *** [2c 7d 9h] [Js]
ann: checks
bob: checks
*** RIVER *** [2c 7d 9h Js] [3c]
ann: checks
bob: checks
*** SHOW DOWN ***
ann: shows [Ah Ad] (a pair of Aces)
bob: shows [Kh Kd] (a pair of Kings)
ann collected $12 from pot
*** SUMMARY ***
Total pot $12 | Rake $0
Board [2c 7d 9h Js 3c]
"""
# bob's call of ann's $4 written ``bets $4`` (a mutant): $4 each, no raise over the bet.


def test_a_bet_facing_a_bet_is_worded_so() -> None:
    verdict = _verdict(BET_ON_A_BET)
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert "(line 12: 'bob: bets $4') on the flop: a bet to $4 facing the $4 bet, no raise over it, less than" in (
        verdict.detail
    )
    assert "a raise of $0" not in verdict.detail


def test_everleaf_refuses_a_stake_of_nothing() -> None:
    text = EVERLEAF_NL.replace("Blinds $0.05/$0.10", "Blinds $0.50/$0")
    assert text != EVERLEAF_NL
    (record,) = read(text)
    assert isinstance(record.error, HandHistoryError)
    assert "line 3: the stakes line names a stake of nothing: \"Blinds $0.50/$0 NL Hold'em" in str(record.error)
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "integer division" not in verdict.detail


# The same hand at $0.02/$0.05: bob's small blind of $0.02 is the stakes' own, so the table's big
# blind is the title's $0.05 though cid posts only his last $0.02 (marked all in): a flop bet of
# $0.04 (twice the small blind) is less than it. The pot: $0.02 x 3 + 2 x ${over} over cid's.
ODD_STAKES = (
    SHORT_BB.replace("($1/$2 USD)", "($0.02/$0.05 USD)")
    .replace("Seat 3: cid ($1 in chips)", "Seat 3: cid ($0.02 in chips)")
    .replace("bob: posts small blind $1", "bob: posts small blind $0.02")
    .replace("cid: posts big blind $1", "cid: posts big blind $0.02 and is all-in")
    .replace("ann: calls $2", "ann: calls $0.05")
    .replace("bob: calls $1", "bob: calls $0.03")
    .replace("$5", "$0.12")
)


@pytest.mark.parametrize(("bet", "outcome"), [("0.04", Outcome.NOT_AUDITABLE), ("0.05", Outcome.MATCH)])
def test_the_stakes_own_small_blind_keeps_the_stakes_big_blind_as_the_least_bet(bet: str, outcome: Outcome) -> None:
    verdict = _verdict(ODD_STAKES.format(bet=bet))
    assert verdict.outcome is outcome, verdict.detail
    if outcome is Outcome.NOT_AUDITABLE:
        assert "on the flop: a bet of $0.04, less than the $0.05 big blind" in verdict.detail
