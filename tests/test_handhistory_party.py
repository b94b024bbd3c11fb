"""partypoker and Betfair hand texts: the rooms' own lines, read and audited."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from _renaming import assert_renaming_holds, renamed
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.bracket import _seated
from pokerrank.handhistory.detect import decode, detect_format
from pokerrank.handhistory.records import ActionKind
from pokerrank.handhistory.replay import to_deal
from pokerrank.handhistory.writers import to_phh

CASH = """Game #900 starts.

#Game No : 900
***** Hand History for Game 900 *****
$10,000 USD PL Omaha - Wednesday, October 11, 17:27:53 CEST 2017
Table Aria (Real Money)
Seat 2 is the button
Total number of players : 2/2
Seat 2: ann ( $5,000 USD )
Seat 1: bob ( $7,496 USD )
ann posts small blind [$25 USD].
bob posts big blind [$50 USD].
** Dealing down cards **
Dealt to ann [  5d Tc Js Ah ]
ann: anyone here?
ann raises [$125 USD]
bob raises [$400 USD]
ann calls [$300 USD]
** Dealing Flop ** [ 7s, Td, 4h ]
bob checks
ann checks
** Dealing Turn ** [ Qc ]
bob bets [$899 USD]
ann calls [$899 USD]
** Dealing River ** [ 2s ]
bob checks
ann checks
bob shows [ Ac, Qh, Kd, Jd ]a pair of Queens.
ann doesn't show [ 5d, Tc, Js, Ah ]a pair of Tens.
bob wins $2,697 USD from the main pot with a pair of Queens.
"""
"""Buy-in in the game line, chat, raises adding to the blind, cards shown by the loser too:
$2,698 put in, $2,697 paid, $1 rake."""

TOURNAMENT = """***** Hand History for Game 901 *****
NL Texas Hold'em $1 USD Buy-in Trny:67521159 Level:7  Blinds-Antes(400/800 -25) - Thursday, March 01, 06:39:22 EST 2012
Table Turbo #2532783 (Real Money)
Seat 5 is the button
Total number of players : 2/6
Seat 5: ann ( 9,495 )
Seat 6: bob ( 2,505 )
Trny:67521159 Level:7
Blinds-Antes(400/800 -25)
ann posts ante [25]
bob posts ante [25]
** Dealing down cards **
Dealt to bob [  8c Tc ]
ann raises [2,000]
bob is all-In  [1,680]
ann calls [80]
** Dealing Flop ** [ 9c, Ks, 5c ]
** Dealing Turn ** [ 6c ]
** Dealing River ** [ 5s ]
ann shows [ Qh, 6d ]two pairs, Sixes and Fives.
bob shows [ 8c, Tc ]a flush, Ten high.
bob wins 5,010 chips from the main pot with a flush, Ten high.
"""
"""A tournament: the blinds are posted without a line (the button's small blind heads-up)."""

STUD = """#Game No : 902
***** Hand History for Game 902 *****
$10/$20 USD FL 7 Card Stud Hi-Lo - Monday, February 27, 09:51:26 EST 2012
Table Table  125524 (Real Money)
Seat 0 is the button
Total number of players : 2/8
Seat 1: ann ( $390 USD )
Seat 3: bob ( $510 USD )
ann posts ante [$1 USD]
bob posts ante [$1 USD]
** Dealing **
Dealt to ann [  Ah 4h 4d ]
ann opens
ann bring-ins [$3 USD]
bob completes [$10 USD]
ann raises [$17 USD]
bob calls [$10 USD]
** Dealing Fourth street **
Dealt to ann [  Td ]
bob opens
bob bets [$10 USD]
ann calls [$10 USD]
** Dealing Fifth street **
Dealt to ann [  Qd ]
bob bets [$20 USD]
ann calls [$20 USD]
** Dealing Sixth street **
Dealt to ann [  Kc ]
bob bets [$20 USD]
ann calls [$20 USD]
** Dealing River **
Dealt to ann [  8s ]
bob bets [$20 USD]
ann calls [$20 USD]
bob shows [ Qc, 3d, Ac, 8h, 2s, 5h, Jc ]high card Ace.
bob shows8,5,3,2,A  for low.
ann shows [ Ah, 4h, 4d, Td, Qd, Kc, 8s ]a pair of Fours.
ann wins $90.50 USD from the main pot with a pair of Fours.
bob wins Lo ($90.50 USD) from the main pot with 8,5,3,2,A.
"""

SUMMARY_2013 = """***** Hand History For Game 903abc *****
0.10/0.25 Omaha Hi Game Table (PL) - Mon Feb 09 12:55:26 EST 2026
Table Table 7488952 (Real Money) -- Seat 1 is the button
Total number of players : 3/6
Seat 2: ann ($19.93)
Seat 3: cid ($20.20)
Seat 4: bob ($25.86)
ann posts small blind (0.10)
cid posts big blind (0.25)
** Dealing down cards **
Dealt to bob [ 9c, 7h, 8h, 4d ]
bob raises 0.85 to 0.85
ann folds
cid raises 2.40 to 2.65
bob calls (1.80)
** Dealing Flop ** :  [ Jc, 7d, 6c ]
cid bets (5.13)
bob raises 20.52 to 20.52
cid calls (12.42)
cid is all-In.
** Dealing Turn ** :  [ Ts ]
** Dealing River ** :  [ Js ]
** Summary **
Main Pot: $38.50 Rake: $2.0
Board: [ Jc, 7d, 6c, Ts, Js ]
ann balance $19.83, lost $0.10 (folded)
cid balance $0, bet $20.20, collected $0, net -$20.20 [ Tc, Ac, Ad, 4c ] [ two pairs, aces and jacks -- Ac,Ad,Jc,Js,Ts ]
bob balance $44.16, bet $23.17, collected $41.47, net +$18.30 [ 9c, 7h, 8h, 4d ] [ a straight -- Jc,Ts,9c,8h,7d ]
"""
"""partypoker from 2013: ``raises X to Y`` (Y the total), amounts in parentheses, the rake
printed, the result on the summary's line per player."""

BETFAIR = """***** Betfair Poker Hand History for Game 904 *****
PL $0.05/$0.10 Omaha - Sunday, October 18, 20:00:00 GMT 2009
Table Death 1 6-max (Real Money)
Seat 2 is the button
Total number of active players : 3
Seat 1: ann ( $1 )
Seat 2: bob ( $9.38 )
Seat 3: cid ( $2.82 )
cid posts small blind [$0.05]
ann posts big blind [$0.10]
** Dealing down cards **
Dealt to ann [ 7c, 6c, 5h, Jh ]
bob calls [$0.10]
cid raises to [$0.30]
ann goes all-in
ann raises to [$1]
bob calls [$0.90]
cid calls [$0.70]
** Dealing Flop ** [ 4d, 5d, 6d ]
cid checks
bob checks
** Dealing Turn ** [ 3s ]
cid bets [$0.10]
bob calls [$0.10]
** Dealing River ** [ 4c ]
cid checks
bob checks
** Showdown **
ann shows [ 7c, 6c, 5h, Jh ] a straight, Seven to Three
cid shows [ 7d, 8c, 3d, 6h ] a straight flush, Seven to Three
bob shows [ 3h, 4h, Td, 4s ] four of a kind, Fours
** Hand Conclusion **
cid wins $0.19 from side pot #1 with a straight flush, Seven to Three
cid wins $2.85 from main pot with a straight flush, Seven to Three
************  Game 904 ends  ************
"""
"""Betfair: ``raises to [$0.30]`` is the total; ``goes all-in`` before the line with the chips."""


def _one(text: str):  # type: ignore[no-untyped-def]
    hands = list(read(text))
    assert len(hands) == 1, hands
    return hands[0]


def test_detected_from_the_text() -> None:
    for text in (CASH, TOURNAMENT, STUD, SUMMARY_2013, BETFAIR):
        assert detect_format(text) == "partypoker"
    assert detect_format("\ufeff***** Hand History for Game 1 *****\n$1 USD NL Texas Hold'em\n") == "partypoker"


def test_cash_raises_add_to_the_blind_and_the_rake_is_worked_out() -> None:
    hand = _one(CASH)
    assert (hand.site, hand.format, hand.game, hand.structure) == ("partypoker", "partypoker", "omaha", "pot-limit")
    assert hand.hand_id == "900" and hand.currency == "USD" and hand.seats[1].stack == 500000
    first = next(a for a in hand.actions if a.kind is ActionKind.RAISE)
    assert (first.player, first.amount, first.to) == ("ann", 12500, 15000)  # $125 added to the $25 blind
    assert hand.total_pot == 269800 and hand.rake == 100 and hand.stakes == (2500, 5000)
    assert hand.hole["ann"] == "5d Tc Js Ah" and "ann" in hand.shown
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_paying_the_loser_is_a_mismatch() -> None:
    text = CASH.replace("bob wins $2,697 USD", "ann wins $2,697 USD")
    assert audit_hand(_one(text)).outcome is Outcome.MISMATCH


def test_a_comma_before_two_digits_is_a_decimal_mark() -> None:
    text = """***** Hand History for Game 905 *****
€25 EUR NL Texas Hold'em - Friday, December 30, 20:52:00 CET 2011
Table Skagen ( Real Money )
Seat 2 is the button
seat 1: ann ( €48,47 EUR )
seat 2: bob ( €1,000 EUR )
ann posts small blind [€0,10 EUR].
bob posts big blind [€0,25 EUR].
** Dealing down cards **
ann raises [ €0,75 EUR ]
bob folds
ann does not show cards.ann wins €1,10 EUR
"""
    hand = _one(text)
    assert [s.stack for s in hand.seats] == [4847, 100000] and hand.currency == "EUR"
    assert [a.amount for a in hand.actions] == [10, 25, 75, 0] and hand.returned == {}  # (€0,60 in the win)
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_tournament_blinds_posted_without_a_line() -> None:
    hand = _one(TOURNAMENT)
    assert hand.tournament == "67521159" and hand.currency is None and hand.rake == 0
    posts = [(a.player, a.kind, a.amount) for a in hand.actions if a.kind.posts]
    assert ("ann", ActionKind.SMALL_BLIND, 400) in posts and ("bob", ActionKind.BIG_BLIND, 800) in posts
    assert audit_hand(hand).outcome is Outcome.MATCH
    # a level change in the hand: the new blinds are the ones posted
    changed = TOURNAMENT.replace("Level:7  Blinds-Antes(400/800 -25) -", "Level:6  Blinds-Antes(300/600 -25) -")
    assert audit_hand(_one(changed)).outcome is Outcome.MATCH
    smaller = TOURNAMENT.replace("Blinds-Antes(400/800 -25)\nann", "Blinds-Antes(300/600 -25)\nann")
    verdict = audit_hand(_one(smaller))  # the room paid a pot of other blinds than the hand posts
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "more than the 4710 put in" in verdict.detail
    # posts written after all: not posted twice
    written = TOURNAMENT.replace(
        "bob posts ante [25]\n", "bob posts ante [25]\nann posts small blind [400]\nbob posts big blind [800]\n"
    )
    assert audit_hand(_one(written)).outcome is Outcome.MATCH


def test_stud_hi_lo_bring_in_and_completion() -> None:
    hand = _one(STUD)
    assert hand.game == "stud-hi-lo" and hand.button is None and hand.rake == 100
    kinds = [a.kind for a in hand.actions if a.street == "third"]
    assert ActionKind.BRING_IN in kinds
    assert hand.hole["ann"] == "Ah 4h 4d Td Qd Kc 8s"
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert to_deal(hand)["game"] == "stud-hi-lo"


def test_the_2013_summary_lines_and_the_printed_rake() -> None:
    hand = _one(SUMMARY_2013)
    assert hand.hand_id == "903abc" and hand.button == 1 and hand.rake == 200
    raise_ = next(a for a in hand.actions if a.player == "cid" and a.kind is ActionKind.RAISE)
    assert (raise_.amount, raise_.to) == (240, 265)  # "raises 2.40 to 2.65" from the 0.25 blind
    assert [a.all_in for a in hand.actions if a.player == "cid"][-1]
    assert hand.collected[0].amount == 4147 and hand.hole["cid"] == "Tc Ac Ad 4c"
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_a_summary_bet_the_lines_do_not_add_up_to_is_named() -> None:
    text = SUMMARY_2013.replace("bet $20.20", "bet $20.21")
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "'cid' bet 2021" in verdict.detail


def test_a_cash_out_is_kept_apart_from_the_pot() -> None:
    text = SUMMARY_2013.replace("cid balance $0, bet", "cid Cashed out  balance $23.01, bet").replace(
        "collected $0, net -$20.20", "collected $23.01, net +$2.81"
    )
    hand = _one(text)
    assert hand.cash_outs == {"cid": (2301, 0)}
    verdict = audit_hand(hand)  # no premium printed: the deal is said, not judged
    assert verdict.outcome is Outcome.MATCH and "neither the fee nor the premium" in verdict.detail


@pytest.mark.parametrize(
    "names",
    [
        {"cid": "[cid]", "ann": "[ann]", "bob": "[bob]"},
        {"cid": "cid [x]", "ann": "[Ah] ann", "bob": "x]bob["},
        {"cid": "[Tc]", "ann": "ann]", "bob": "[bob"},
    ],
    ids=["bracketed", "brackets-inside", "a-card"],
)
@pytest.mark.parametrize("cashed_out", [False, True])
def test_names_with_brackets_in_the_2013_summary_are_no_cards(names: dict[str, str], cashed_out: bool) -> None:
    # the summary's line per player named the player first: the cards were searched from the line's start, so
    # "[cid] balance $0, ... [ Tc, Ac, Ad, 4c ]" gave cid the card 'cid' (NOT AUDITABLE), and "[Ah] ann balance"
    # showed ann's 'Ah' (found by the rename fuzzer); now the line is read from its verb on
    text = SUMMARY_2013
    if cashed_out:
        text = text.replace("cid balance $0, bet", "cid Cashed out  balance $23.01, bet").replace(
            "collected $0, net -$20.20", "collected $23.01, net +$2.81"
        )
    assert_renaming_holds(text, names)
    hand = _one(renamed(text, names))
    assert hand.hole[names["cid"]] == "Tc Ac Ad 4c" and names["ann"] not in hand.shown


@pytest.mark.parametrize(("premium", "fair"), [("1.0", True), ("5.0", False)])
def test_a_cash_out_is_judged_with_the_premium_the_room_prints(premium: str, fair: bool) -> None:
    """partypoker keeps its premium's share of the exact value: with 1 % the offer of $23.01 and
    a fee of $0.23 (1 % of the value) make the value within a cent; with 5 % they do not."""
    text = (
        SUMMARY_2013.replace("cid balance $0, bet", "cid Cashed out  balance $23.01, bet")
        .replace("collected $0, net -$20.20", "collected $23.01, net +$2.81")
        .replace("cid is all-In.\n", f"cid is all-In.\ncid Cash-out Premium % is {premium}\n")
    )
    hand = _one(text)
    assert hand.extra["cash_out_premium"] == {"cid": premium} and not hand.unparsed
    verdict = audit_hand(hand)
    if fair:
        assert verdict.outcome is Outcome.MATCH and "$0.23 fee" in verdict.detail, verdict.detail
    else:
        assert verdict.outcome is Outcome.MISMATCH and verdict.reason == "cash-out", verdict.detail
    from pokerrank.results import hand_result

    allin = hand_result(hand).allin  # the results give the same deal, with the same verdict
    assert allin is not None
    (deal,) = allin.cash_outs
    assert deal.fee == (23 if fair else 116) and deal.fair is fair


def test_betfair_raises_to() -> None:
    hand = _one(BETFAIR)
    assert hand.site == "Betfair" and hand.format == "betfair"
    raise_ = next(a for a in hand.actions if a.player == "cid" and a.kind is ActionKind.RAISE)
    assert (raise_.amount, raise_.to) == (25, 30)  # to $0.30 from the $0.05 blind
    assert [c.pot for c in hand.collected] == ["side pot #1", "main pot"]
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert "PO" in to_phh(hand)


def test_lines_written_as_one_are_read_as_two() -> None:
    text = CASH.replace(
        "ann doesn't show [ 5d, Tc, Js, Ah ]a pair of Tens.\nbob wins",
        "ann doesn't show [ 5d, Tc, Js, Ah ]a pair of Tens.bob wins",
    ).replace("bob posts big blind [$50 USD].", "bob is sitting outbob posts big blind [$50 USD].")
    hand = _one(text)
    assert not hand.unparsed and hand.collected
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_a_player_without_a_seat_line_is_named() -> None:
    text = CASH.replace(
        "bob checks\nann checks\n** Dealing Turn",
        "bob checks\ncid has joined the table.\ncid folds\nann checks\n** Dealing Turn",
    )
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "'cid', who has no seat line" in verdict.detail
    assert "did not sit down posting the big blind" in verdict.detail


JOINED = """#Game No : 910
***** Hand History for Game 910 *****
$0.10/$0.25 USD NL Texas Hold'em - Saturday, September 21, 16:06:03 EDT 2013
Table Le Mans (Real Money)
Seat 5 is the button
Total number of players : 3/6
Seat 1: ann ( $25 USD )
Seat 2: bob ( $30 USD )
Seat 5: cid ( $40 USD )
ann posts small blind [$0.10 USD].
bob posts big blind [$0.25 USD].
dan has joined the table.
eve has joined the table.
eve is sitting out
dan posts big blind [$0.25 USD].
** Dealing down cards **
Dealt to ann [  Qd Ad ]
dan checks
cid folds
ann raises [$0.90 USD]
bob calls [$0.75 USD]
dan folds
** Dealing Flop ** [ Ts, 3h, 5c ]
ann bets [$1.25 USD]
bob folds
ann does not show cards.
ann wins $3.39 USD
"""
"""A player who sat down after the seats were listed (dan) posts the big blind to be dealt
in, checks and folds; another (eve) sits out: $2.25 in the pot, $3.39 paid with ann's
uncalled $1.25 in it, $0.11 rake."""


def test_a_player_who_joined_after_the_seat_list_and_folded_is_audited() -> None:
    from pokerrank.engine import from_record
    from pokerrank.handhistory.writers_ohh import to_ohh

    hand = _one(JOINED)
    assert hand.extra["joined"] == "dan"
    (seat,) = [s for s in hand.seats if s.name == "dan"]
    assert (seat.seat, seat.stack) == (0, 25)  # no seat of the table; the least they had: what they put in
    assert [a.kind for a in hand.actions if a.player == "dan"] == [ActionKind.BIG_BLIND, ActionKind.CHECK,
                                                                    ActionKind.FOLD]  # fmt: skip
    assert not any(a.all_in for a in hand.actions if a.player == "dan")  # a stack not known is not all in
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    wrong = audit_hand(_one(JOINED.replace("ann wins $3.39 USD", "bob wins $3.39 USD")))
    assert wrong.outcome is Outcome.MISMATCH, wrong.detail  # the payout is still checked
    for write in (to_phh, to_ohh, to_deal):  # none writes a seat or stack the room did not give
        with pytest.raises(HandHistoryError, match="'dan' joined after the seats were listed"):
            write(hand)
    assert from_record(hand).status == "not drivable"


_WON_ALONE = JOINED.replace("dan folds\n", "dan calls [$0.75 USD]\n").replace(
    "ann bets [$1.25 USD]\nbob folds\nann does not show cards.\nann wins $3.39 USD",
    "ann checks\nbob checks\ndan bets [$1 USD]\nann folds\nbob folds\ndan does not show cards.\ndan wins $3.87 USD",
)
"""The newcomer calls, bets on the flop and wins alone: $4 put in, dan's uncalled $1 paid with
the pot, $0.13 rake."""


def test_a_player_who_joined_and_won_alone_is_audited() -> None:
    verdict = audit_hand(_one(_WON_ALONE))
    assert verdict.outcome is Outcome.MATCH and "dan wins $2.87 (pot $3 less $0.13 rake)" in verdict.detail


@settings(max_examples=40, deadline=None)
@given(
    text=st.sampled_from([JOINED, _WON_ALONE, JOINED.replace("ann wins $3.39", "bob wins $3.39")]),
    seat=st.sampled_from([3, 4, 6]),
    stack=st.integers(100, 10**6),
)
def test_a_newcomers_seat_and_stack_do_not_change_the_verdict(text: str, seat: int, stack: int) -> None:
    """Where the newcomer folded or won alone, the verdict is the one the hand would get with
    any seat and any stack (of at least what they put in) written for them."""
    seated = text.replace(
        "Seat 5: cid ( $40 USD )\n", f"Seat 5: cid ( $40 USD )\nSeat {seat}: dan ( ${stack / 100:.2f} USD )\n"
    )
    unknown, known = audit_hand(_one(text)), audit_hand(_one(seated))
    assert "joined" not in _one(seated).extra
    assert (unknown.outcome, unknown.payouts, unknown.rake) == (known.outcome, known.payouts, known.rake)


def test_a_player_who_joined_and_is_in_a_showdown_is_not_auditable() -> None:
    text = JOINED.replace("dan folds\n", "dan calls [$0.75 USD]\n").replace(
        "ann bets [$1.25 USD]\nbob folds\nann does not show cards.\nann wins $3.39 USD",
        "ann checks\nbob folds\ndan checks\nann shows [ Qd, Ad ]high card Ace.\n"
        "dan shows [ 2c, 7d ]high card Ten.\nann wins $2.90 USD",
    )
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert (
        "'dan', who joined after the seats were listed" in verdict.detail and "could change the pots" in verdict.detail
    )


def test_a_second_player_without_a_seat_line_is_not_read() -> None:
    text = JOINED.replace("eve is sitting out\n", "eve posts big blind [$0.25 USD].\n").replace(
        "dan folds\n", "dan folds\neve folds\n"
    )
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "'dan', who has no seat line: a second" in verdict.detail


def test_a_check_facing_a_bet_is_chips_posted_without_a_line() -> None:
    text = CASH.replace("ann calls [$300 USD]", "ann checks")
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "checks facing a bet" in verdict.detail


def test_a_line_no_rule_reads_is_quoted() -> None:
    text = CASH.replace("bob checks\n", "bob juggles [$5 USD]\n", 1)
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "bob juggles" in verdict.detail
    text = CASH.replace("bob checks\n", "bob checks twice\n", 1)
    assert audit_hand(_one(text)).outcome is Outcome.NOT_AUDITABLE


def test_no_wins_line_is_not_auditable() -> None:
    text = CASH.replace("bob wins $2,697 USD from the main pot with a pair of Queens.\n", "")
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "'wins'" in verdict.detail


def test_nul_bytes_at_line_starts_are_dropped_and_others_refused() -> None:
    data = ("\x00" + CASH.replace("\n", "\r\n") + "\x00" + TOURNAMENT.replace("\n", "\r\n") + "\x00").encode()
    text, encoding = decode(data)
    assert "\x00" not in text and "repaired: 3 NUL bytes" in encoding
    hands = list(read(data))
    assert [h.hand_id for h in hands] == ["900", "901"]
    assert all(audit_hand(h).outcome is Outcome.MATCH for h in hands)
    for hostile in (b"ab\x00c\r\n", b"ab\r\n\x00\x00c\r\n", b"ab\n\x00c\n", b"ab\r\n\x00\x01c", b"\x00ab\nc"):
        with pytest.raises(HandHistoryError, match="binary data"):
            decode(hostile)


def test_convert_to_phh_and_deal(tmp_path: Path) -> None:
    for text in (CASH, TOURNAMENT, SUMMARY_2013, BETFAIR):
        hand = _one(text)
        assert to_deal(hand)["players"]
        assert "variant" in to_phh(hand)


def test_the_rooms_words_for_shown_hands_are_checked() -> None:
    hand = _one(CASH)
    claims = [("bob", "a pair of Queens"), ("ann", "a pair of Tens"), ("bob", "a pair of Queens")]  # (and "wins")
    assert [(c.player, c.text) for c in hand.claims] == claims
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH and all(w.ok for w in verdict.words) and len(verdict.words) == 3
    wrong = audit_hand(_one(CASH.replace("]a pair of Queens.", "]a pair of Kings.")))
    assert wrong.outcome is Outcome.MISMATCH and wrong.reason == "words"
    low = _one(STUD)
    assert ("bob", "Lo: 8,5,3,2,A") in [(c.player, c.text) for c in low.claims]
    assert audit_hand(_one(STUD.replace("shows8,5,3,2,A", "shows7,5,3,2,A"))).reason == "words"
    summary = _one(SUMMARY_2013)
    assert ("cid", "two pairs, aces and jacks") in [(c.player, c.text) for c in summary.claims]
    assert audit_hand(_one(SUMMARY_2013.replace("[ a straight --", "[ a flush --"))).reason == "words"


def test_limit_games_give_phh_their_bets() -> None:
    stud = _one(STUD)
    assert stud.stakes == (1000, 2000)  # "$10/$20 USD FL 7 Card Stud Hi-Lo": the small and big bet
    assert "small_bet = 10" in to_phh(stud) and "bring_in = 3" in to_phh(stud)
    holdem = CASH.replace("$10,000 USD PL Omaha", "$10/$20 USD FL Texas Hold'em").replace("]a pair", "] a pair")
    assert _one(holdem).stakes == (1000, 2000)
    bare = holdem.replace("$10/$20 USD FL Texas Hold'em", "$20 USD FL Texas Hold'em")
    assert _one(bare).stakes == (5000, 10000)  # no bets printed: the big blind and twice it
    assert _one(CASH).button == 2 and _one(TOURNAMENT).button == 5


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from([CASH, TOURNAMENT, STUD, SUMMARY_2013, BETFAIR]),
    st.lists(st.tuples(st.integers(0, 60), st.sampled_from(["drop", "twice", "cut", "swap"])), max_size=3),
)
def test_damaged_hands_never_crash(text: str, damage: list[tuple[int, str]]) -> None:
    lines = text.splitlines()
    for at, how in damage:
        k = at % len(lines)
        if how == "drop":
            del lines[k]
        elif how == "twice":
            lines.insert(k, lines[k])
        elif how == "cut":
            lines[k] = lines[k][: len(lines[k]) // 2]
        elif k + 1 < len(lines):
            lines[k], lines[k + 1] = lines[k + 1], lines[k]
        if not lines:
            return
    for hand in read("\n".join(lines) + "\n"):
        verdict = audit_hand(hand)  # a verdict for every hand: never an exception
        assert verdict.outcome in (Outcome.MATCH, Outcome.MISMATCH, Outcome.NOT_AUDITABLE)
        if hand.ok:
            with contextlib.suppress(HandHistoryError):  # a hand PHH cannot hold says why
                to_phh(hand)


SHORT_DECK = """***** Hand History for Game 906 ***** (WPN)
$1/$2 USD NL Short Deck - Tuesday, April 16, 18:04:52 CEST 2019
Table Short Deck NLH 100 4 (Real Money)
Seat 5 is the button
Total number of players : 2/6
Seat 2: ann ( $451.20 USD ) - VPIP: 26, PFR: 19, Hands: 144
Seat 5: bob ( $2,290.68 USD ) - VPIP: 20, PFR: 18, Hands: 1125
ann posts ante [$1 USD]
bob posts ante [$1 USD]
bob posts button blind  [$1 USD]
** Dealing down cards **
ann raises [$5 USD]
bob raises [$17 USD]
ann calls [$13 USD]
** Dealing Flop ** [ 6d, Ad, 8c ]
ann checks
bob bets [$18.43 USD]
ann calls [$18.43 USD]
** Dealing Turn ** [ 9c ]
ann checks
bob checks
** Dealing River ** [ 9d ]
ann checks
bob checks
bob shows [ Ac, Kh ]two pairs, Aces and Nines with King kicker.
ann doesn't show [ Ah, Qs ]two pairs, Aces and Nines.
bob wins $72.86 USD from the main pot with two pairs, Aces and Nines with King kicker.
"""
"""Short deck with its button blind, and an exporter's text (WPN) with statistics after the seats."""


def test_short_deck_button_blind_and_an_exporters_text() -> None:
    hand = _one(SHORT_DECK)
    assert (hand.site, hand.game) == ("WPN", "short-deck")
    assert [s.stack for s in hand.seats] == [45120, 229068]
    blind = next(a for a in hand.actions if a.kind is ActionKind.BUTTON_BLIND)
    assert (blind.player, blind.amount) == ("bob", 100)
    raise_ = [a for a in hand.actions if a.kind is ActionKind.RAISE][1]
    assert (raise_.amount, raise_.to) == (1700, 1800)  # $17 added to the $1 button blind
    assert hand.rake == 200 and audit_hand(hand).outcome is Outcome.MATCH


def test_dead_blind_and_a_bet_paid_back_as_a_side_pot() -> None:
    text = CASH.replace(
        "bob posts big blind [$50 USD].\n", "bob posts big blind [$50 USD].\ncid posts big blind + dead [$75 USD].\n"
    ).replace("Seat 1: bob ( $7,496 USD )\n", "Seat 1: bob ( $7,496 USD )\nSeat 3: cid ( $500 USD )\n")
    text = text.replace("ann: anyone here?\n", "ann: anyone here?\ncid folds\n")
    text = text.replace("$2,697 USD from the main pot", "$2,772 USD from the main pot")  # $75 more in the pot
    hand = _one(text)
    assert hand.dead == {"cid": 2500}  # the small blind's part is dead
    assert audit_hand(hand).outcome is Outcome.MATCH
    # the bet nobody called, paid back as a side pot only its bettor was in
    allin = CASH.replace("ann calls [$300 USD]", "ann is all-In  [$200 USD]").replace(
        "Seat 2: ann ( $5,000 USD )", "Seat 2: ann ( $350 USD )"
    )
    allin = allin.split("** Dealing Flop **")[0] + (
        "** Dealing Flop ** [ 7s, Td, 4h ]\n** Dealing Turn ** [ Qc ]\n** Dealing River ** [ 2s ]\n"
        "bob shows [ Ac, Qh, Kd, Jd ]a pair of Queens.\nann shows [ 5d, Tc, Js, Ah ]a pair of Tens.\n"
        "bob wins $100 USD from the side pot 1 with a pair of Queens.\n"
        "bob wins $699 USD from the main pot with a pair of Queens.\n"
    )
    hand = _one(allin)
    assert hand.returned == {"bob": 10000} and [c.pot for c in hand.collected] == ["main pot"]
    assert hand.rake == 100 and audit_hand(hand).outcome is Outcome.MATCH


def test_a_name_cut_short_in_its_seat_line() -> None:
    text = SUMMARY_2013.replace("Seat 4: bob ($25.86)", "Seat 4: bob ($25.86)").replace("bob ", "bob jr ")
    text = text.replace("Seat 4: bob jr ($25.86)", "Seat 4: bob ($25.86)")
    hand = _one(text)
    assert hand.players == ("ann", "cid", "bob") and hand.hole["bob"] == "9c 7h 8h 4d"
    assert audit_hand(hand).outcome is Outcome.MATCH
    assert _seated("bob jr x", {"bob", "bob jr"}) is None  # two seated names fit: neither is chosen
    assert _seated("bob jr", {"bob", "bob jr"}) == "bob jr" and _seated("bobby", {"bob"}) is None


def test_a_huge_amount_is_named_in_a_short_message() -> None:
    """A hostile amount of thousands of digits is refused with a message that quotes it cut short."""
    text = CASH.replace("[$50 USD]", "[$" + "9" * 5000 + " USD]", 1)
    hand = _one(text)
    assert hand.error is not None and "…" in str(hand.error) and len(str(hand.error)) < 400


GAME_LINE_WORDS = ["NL", " ", "Texas Hold'em", "$215 USD", "Buy-in", "Buyin", "Buy", "-in", "Trny:", "Trny: ",
                   "47928230", "Tournament #", "Tourney", "Tour", "ney", "Trny", ":", "#", "$0.05/$0.10", "-", "é",
                   "\n"]  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(GAME_LINE_WORDS), max_size=10))
def test_the_game_lines_tournament_match_skipped_is_the_match(parts: list[str]) -> None:
    """A game line is matched for a tournament only where one of the pattern's words is: the
    same match, or none, as the pattern's."""
    from pokerrank.handhistory import party

    line = "".join(parts)
    found, matched = party._tournament_of(line), party._TOURNAMENT.match(line)
    assert (found and (found.span(), found.groups())) == (matched and (matched.span(), matched.groups()))


@pytest.mark.parametrize("begin", [0, 3])
def test_a_hand_cut_at_its_first_lines_is_named(begin: int) -> None:
    """A hand that ends at its ``Hand History`` line (with ``Game #N starts.`` before it, or
    without) is refused by name; the hand after it is read."""
    lines = CASH.splitlines()
    at = next(k for k, line in enumerate(lines) if "Hand History" in line)
    text = "\n".join(lines[begin : at + 1]) + "\n" + CASH
    first, second = read(text)
    assert first.error is not None and "the hand ends before its game line" in str(first.error)
    assert second.error is None and audit_hand(second).outcome is Outcome.MATCH


SPLIT_RUN_TOGETHER = """***** Hand History for Game 907 *****
$25 USD NL Texas Hold'em - Sunday,December 9, 14:34:49 ICT 2012
Table Algeciras ( Real Money )
Seat 3 is the button
Total number of players : 3/6
seat 1: ann ( $30,04 USD )
seat 2: bob ( $35,89 USD )
seat 3: cid ( $26,02 USD )
ann posts small blind [$0,10 USD].
bob posts big blind [$0,25 USD].
** Dealing down cards **
cid folds
ann calls [ $0,15 USD ]
bob checks
** Dealing Flop ** [ Th, Qd, As ]
ann bets [ $27,25 USD ]
bob calls [ $27,25 USD ]
** Dealing Turn ** [ 8h ]
** Dealing River ** [ 6c ]
ann shows [ Ah, Qc ]two pairs, Aces and Queens.
bob shows [ Ac, Qs ]two pairs, Aces and Queens.
ann wins $27,37 USD from the main pot with two pairs.bob wins $27,36 USD from the main pot.
"""
"""A split pot, the two ``wins`` lines written as one, the amounts with a decimal comma."""


def test_names_of_digits_are_no_amount_where_two_lines_are_written_as_one() -> None:
    """A player named ``7`` is no line's start inside ``$27,37 USD``: the line ``303 wins
    $27,37 USD ... pairs.7 wins $27,36 USD ...`` is two players' ``wins`` lines."""
    for names in (
        {"ann": "303", "bob": "7", "cid": "12345"},
        {"ann": "7", "bob": "3", "cid": "100"},
        {"ann": "303", "bob": "37", "cid": "12"},  # `37` after the comma of `$27,37`: no line either
    ):
        assert_renaming_holds(SPLIT_RUN_TOGETHER, names)


def test_a_line_ending_in_a_digit_run_into_a_name_cut_short_is_two_lines() -> None:
    """``cid raises 2.40 to 2.65bob smith calls (1.80)``: the seat line cut ``bob smith`` short
    (``Seat 4: bob``) and the first line ends in a digit; the split is made (the name starts
    with no digit: it is inside no amount)."""
    text = SUMMARY_2013.replace("bob raises", "bob smith raises").replace("bob calls", "bob smith calls")
    joined = text.replace("cid raises 2.40 to 2.65\nbob smith calls", "cid raises 2.40 to 2.65bob smith calls")
    assert audit_hand(_one(text)).outcome is Outcome.MATCH
    assert audit_hand(_one(joined)).outcome is Outcome.MATCH


class _InOrder(set):  # type: ignore[type-arg]
    """A set of names tried in the order given (a set's own order follows the hash seed)."""

    def __init__(self, names: list[str]) -> None:
        super().__init__(names)
        self.order = names

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.order)


def test_a_digit_name_inside_another_digit_name_starts_no_line() -> None:
    """``... pairs.447 wins $27,36 USD`` with players ``7`` and ``447``: the second line is
    447's, whichever name is tried first (``7`` inside ``447`` split the line, and the pot went
    to the player ``7``: a false MISMATCH, by the hash seed)."""
    from pokerrank.handhistory.bracket import _run_together
    from pokerrank.handhistory.party import PARTY

    row = "337 wins $27,37 USD from the main pot with two pairs.447 wins $27,36 USD from the main pot."
    for order in (["7", "447", "337"], ["447", "7", "337"], ["337", "7", "447"]):
        split = _run_together(row, _InOrder(order), PARTY.act)
        assert split is not None and split[1].startswith("447 wins"), (order, split)


LEFT_THE_TABLE = """***** Hand History for Game 903 *****
NL Texas Hold'em $1 USD Buy-in Trny:67521159 Level:7  Blinds(400/800) - Thursday, March 01, 06:39:22 EST 2012
Table Turbo #2532783 (Real Money)
Seat 5 is the button
Total number of players : 3/6
Seat 5: ann ( 9,495 )
Seat 6: cid ( 3,000 )
Seat 7: bob ( 2,505 )
Trny:67521159 Level:7
Blinds(400/800)
** Dealing down cards **
ann calls [400]
bob checks
** Dealing Flop ** [ 9c, Ks, 5c ]
bob checks
ann checks
** Dealing Turn ** [ 6c ]
bob checks
ann checks
** Dealing River ** [ 5s ]
bob checks
cid will be using his time bank for this hand.
ann checks
cid has left the table.
ann shows [ Qh, 6d ]two pairs, Sixes and Fives.
bob shows [ 8c, Tc ]a flush, Ten high.
bob wins 1,600 chips from the main pot with a flush, Ten high.
"""
"""A tournament hand (blinds posted without a line) where a seated player is not dealt in: his
only lines are the room's notices about him."""


def test_a_seated_player_with_only_notices_posts_no_blind() -> None:
    # cid's 'has left the table.' line counted him dealt in: he was given the small blind and ann
    # (the button, heads-up) none, so her call of 400 'checks facing a bet' (NOT AUDITABLE)
    hand = _one(LEFT_THE_TABLE)
    blinds = [
        (a.player, a.kind, a.amount) for a in hand.actions if a.kind in (ActionKind.SMALL_BLIND, ActionKind.BIG_BLIND)
    ]
    assert blinds == [("ann", ActionKind.SMALL_BLIND, 400), ("bob", ActionKind.BIG_BLIND, 800)]
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_blank_lines_between_the_first_lines_are_passed_over() -> None:
    # the 'Hand History' line was looked for among the first 8 lines, blank ones counted: 5 blank lines
    # between '#Game No' and it made the hand 'the hand ends before its game line'
    for blank in (1, 5, 12):
        text = CASH.replace("#Game No : 900\n", "#Game No : 900\n" + "\n" * blank)
        hand = _one(text)
        assert hand.error is None and audit_hand(hand).outcome is Outcome.MATCH
        assert hand.table == "Aria" and hand.seats == _one(CASH).seats


def test_a_player_who_just_sat_down_may_chat() -> None:
    # the chat of a player who sat down after the seat list, before their big blind, was 'not understood'
    text = JOINED.replace("dan has joined the table.\n", "dan has joined the table.\ndan: hi all: 3 bets\n")
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    # a name that never sat down (no 'has joined the table.' line) is no player's chat
    text = JOINED.replace("dan has joined the table.\n", "dan has joined the table.\nzed: hi all\n")
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "'zed: hi all'" in verdict.detail


@pytest.mark.parametrize("junk", ["\x00\x00 written over\n", "x" * 6000 + "\n"])
@pytest.mark.parametrize("room", ["partypoker", "betfair"])
def test_text_between_two_hands_is_reported_as_such(junk: str, room: str) -> None:
    # it was a hand of its own, hand id '?', 'the hand ends before its game line'
    first = CASH if room == "partypoker" else BETFAIR
    second = first.replace("900", "905").replace("904", "905")
    hands = list(read(first + junk + second))
    assert [h.hand_id for h in hands] == [_one(first).hand_id, "?", "905"]
    assert hands[1].error is not None and "text between hands that is not a hand" in str(hands[1].error)
    assert repr(junk.strip())[:20] in str(hands[1].error) and hands[1].line == first.count("\n") + 1
    assert [audit_hand(h).outcome for h in (hands[0], hands[2])] == [Outcome.MATCH, Outcome.MATCH]


def test_the_amounts_read_before_are_kept_per_scale() -> None:
    # the same amount written in a cash hand (cents) and a play-money hand (chips): a store of the amounts read
    # keyed without the scale gives the second hand the first one's values (the shared files: 241 hands change)
    play = CASH.replace("(Real Money)", "(Play Money)")
    for text, unit in ((play, 1), (CASH, 100), (play, 1)):
        hand = _one(text)
        assert {s.name: s.stack for s in hand.seats} == {"ann": 5_000 * unit, "bob": 7_496 * unit}
        assert [a.amount for a in hand.actions][:2] == [25 * unit, 50 * unit]
        assert audit_hand(hand).outcome is Outcome.MATCH


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("** Dealing River ** [ 2s ]", "** Dealing River ** [ 2s ]\n** Dealing Fifth street **"),
        ("from the main pot with a pair of Queens.", "from insurance with a pair of Queens."),
        ("from the main pot with a pair of Queens.", "from the main pot and pays $1 USD."),
    ],
)
def test_a_stud_street_in_a_board_game_or_a_win_from_no_pot_is_quoted(old: str, new: str) -> None:
    # (a fuzzer's invented lines: the street was taken as one of the hand's, the win as the pot's: MATCH)
    assert audit_hand(next(read(CASH))).outcome is Outcome.MATCH
    verdict = audit_hand(next(read(CASH.replace(old, new))))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert new.splitlines()[-1][:30] in verdict.detail
