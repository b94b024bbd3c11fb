"""Hands whose rooms print them their own way, driven through the engine: equal blinds, a
room that names no button, an all-in among the forced bets (docs/engine.md, "What the rooms
do not print")."""

from __future__ import annotations

from dataclasses import replace

from pokerrank.engine import ILLEGAL_ACTION, Hand, audit_with_rules, from_record
from pokerrank.handhistory import read
from pokerrank.handhistory.records import ActionKind
from pokerrank.handhistory.verdicts import Outcome


def test_equal_blinds_the_player_after_the_second_acts_first() -> None:
    # $0.50/$0.50 (OnGame): the small blind and the big blind post the same; the big blind is
    # the second of them, so the player after it acts first and the big blind has the option
    hand = Hand("holdem", [1000] * 4, posts=[50, 50, 0, 0], big_blind=50, names=["sb", "bb", "utg", "bu"], seed=1)
    order = []
    while hand.street == "preflop" and hand.legal().phase == "bet":
        legal = hand.legal()
        order.append(legal.name)
        hand.act("call" if legal.call else "check")
    assert order == ["utg", "bu", "sb", "bb"]


def test_equal_blinds_heads_up_the_button_acts_first() -> None:
    hand = Hand("holdem", [1000] * 2, posts=[50, 50], big_blind=50, names=["bb", "bu"], seed=1)
    assert hand.legal().name == "bu"


def boss_text(dealer: str = "") -> str:
    cards = "".join(f'<CARD LINK="{n}"></CARD>' for n in (0, 14, 28))
    seats = "".join(
        f'<PLAYER NAME="{name}" SEAT="{seat}" AMOUNT="10.00"{dealer if seat == 2 else ""}></PLAYER>\n'
        for seat, name in enumerate(["ann", "bob", "cid", "dan"], start=1)
    )
    hidden = '<CARD LINK="b"></CARD><CARD LINK="b"></CARD>'
    deals = "".join(f'<ACTION TYPE="HAND_DEAL" PLAYER="{n}">{hidden}</ACTION>\n' for n in ("cid", "dan", "ann", "bob"))
    return f"""<?xml version="1.0" encoding="UTF-8"?><ROOT>
<HISTORY ID="7" TABLE="T" GAME="GAME_THM" GAMETYPE="GAMETYPE_REAL" GAMEKIND="GAMEKIND_CASH"
 TABLECURRENCY="CAD" LIMIT="NL" STAKES="0.02/0.04" DATE="1297983266" WIN="0.00" LOSS="0.00">
{seats}<ACTION TYPE="HAND_BLINDS" PLAYER="dan" KIND="HAND_BB" VALUE="0.04"></ACTION>
<ACTION TYPE="HAND_BLINDS" PLAYER="cid" KIND="HAND_SB" VALUE="0.02"></ACTION>
{deals}<ACTION TYPE="ACTION_CALL" PLAYER="ann" VALUE="0.04"></ACTION>
<ACTION TYPE="ACTION_FOLD" PLAYER="bob"></ACTION>
<ACTION TYPE="ACTION_CALL" PLAYER="cid" VALUE="0.02"></ACTION>
<ACTION TYPE="ACTION_CHECK" PLAYER="dan"></ACTION>
<ACTION TYPE="HAND_BOARD" VALUE="BOARD_FLOP" POT="0.12" RAKE="0.00">{cards}</ACTION>
<ACTION TYPE="ACTION_CHECK" PLAYER="cid"></ACTION>
<ACTION TYPE="ACTION_BET" PLAYER="dan" VALUE="0.12"></ACTION>
<ACTION TYPE="ACTION_FOLD" PLAYER="ann"></ACTION>
<ACTION TYPE="ACTION_FOLD" PLAYER="cid"></ACTION>
<SHOWDOWN NAME="HAND_SHOWDOWN" POT="0.12" RAKE="0.00">
<RESULT PLAYER="dan" WIN="0.12" HAND=""></RESULT>
</SHOWDOWN></HISTORY></ROOT>
"""


def test_a_room_naming_no_button_nor_small_blind_has_it_before_the_big_blind() -> None:
    # a dead small blind: nobody posts it; the button is cid, before the big blind (dan), and
    # after the flop dan acts first, then ann
    flop = boss_text().partition('BOARD_FLOP"')[2].partition("</ACTION>")[0]
    text = boss_text().replace('<ACTION TYPE="HAND_BLINDS" PLAYER="cid" KIND="HAND_SB" VALUE="0.02"></ACTION>\n', "")
    text = text.replace('PLAYER="cid" VALUE="0.02"', 'PLAYER="cid" VALUE="0.04"')
    head, _, _ = text.partition('<ACTION TYPE="HAND_BOARD"')
    actions = [("CHECK", "dan", ""), ("BET", "ann", ' VALUE="0.12"'), ("FOLD", "cid", ""), ("FOLD", "dan", "")]
    text = head + f'<ACTION TYPE="HAND_BOARD" VALUE="BOARD_FLOP"{flop}</ACTION>\n'
    text += "".join(f'<ACTION TYPE="ACTION_{kind}" PLAYER="{who}"{value}></ACTION>\n' for kind, who, value in actions)
    text += (
        '<SHOWDOWN NAME="HAND_SHOWDOWN" POT="0.12" RAKE="0.00">\n<RESULT PLAYER="ann" WIN="0.12" HAND=""></RESULT>\n'
    )
    text += "</SHOWDOWN></HISTORY></ROOT>\n"
    record = next(read(text))
    assert record.error is None, record.error
    assert not any(a.kind is ActionKind.SMALL_BLIND for a in record.actions)
    result = from_record(record)
    assert result.status != "illegal", result.describe()
    assert result.hand is not None and result.hand.names[result.hand.button] == "cid"


def test_a_room_naming_no_button_has_it_before_the_small_blind() -> None:
    # Boss (2011) names no dealer: the small blind (cid) acts first after the flop, not ann; the
    # reader places the button by the blinds (bob's seat), as the engine's drive does
    record = next(read(boss_text()))
    assert record.error is None and record.button == next(seat.seat for seat in record.seats if seat.name == "bob")
    result = from_record(record)
    assert result.status != "illegal", result.describe()
    assert result.hand is not None and result.hand.names[result.hand.button] == "bob"
    assert audit_with_rules(record).reason != "illegal action"


BOVADA_ALL_IN_ANTE = """Bovada Hand #31: HOLDEM Tournament #8 TBL#1, No Limit- Level 5 (50/100) - 2014-08-06 23:16:25
Seat 1: Small Blind (1,500 in chips)
Seat 2: Big Blind (1,500 in chips)
Seat 3: UTG (1,500 in chips)
Seat 4: Dealer (8 in chips)
Dealer : Set dealer [4]
Small Blind : Ante chip 10
Big Blind : Ante chip 10
UTG : Ante chip 10
Dealer : All-in 8
Small Blind : Small Blind 50
Big Blind : Big Blind 100
*** HOLE CARDS ***
Small Blind : Card dealt to a spot [2d As]
Big Blind : Card dealt to a spot [Qd Qc]
UTG : Card dealt to a spot [7c 2h]
Dealer : Card dealt to a spot [Kh Kd]
UTG : Folds
Small Blind : Folds
Big Blind : Return uncalled portion of bet 50
Big Blind : Hand Result 138
*** SUMMARY ***
Total Pot(138)
"""


def test_bovada_an_all_in_among_the_antes_is_an_ante() -> None:
    record = next(read(BOVADA_ALL_IN_ANTE))
    dealer = [a for a in record.actions if a.player == "Dealer"]
    assert [(a.kind, a.amount, a.all_in) for a in dealer] == [(ActionKind.ANTE, 8, True)]
    assert from_record(record).status != "illegal"


def test_bovada_an_all_in_for_the_big_blind_is_the_big_blind() -> None:
    text = BOVADA_ALL_IN_ANTE
    for old, new in [
        ("Dealer (8 in chips)", "Dealer (1,500 in chips)"),
        ("Dealer : All-in 8", "Dealer : Ante chip 10"),
        ("Big Blind (1,500 in chips)", "Big Blind (70 in chips)"),
        ("Big Blind : Big Blind 100", "Big Blind : All-in 60"),
        ("UTG : Folds", "UTG : Folds\nDealer : Folds"),
        ("bet 50\nBig Blind : Hand Result 138", "bet 10\nBig Blind : Hand Result 140"),
        ("Total Pot(138)", "Total Pot(140)"),
    ]:
        text = text.replace(old, new)
    record = next(read(text))
    assert record.error is None, record.error
    big = [a for a in record.actions if a.player == "Big Blind"]
    assert [(a.kind, a.amount) for a in big] == [(ActionKind.ANTE, 10), (ActionKind.BIG_BLIND, 60)]
    assert from_record(record).status != "illegal"


STUD = """variant = "F7S"
antes = [1, 1]
bring_in = 1
small_bet = 4
big_bet = 8
starting_stacks = [100, 100]
actions = [{third}, "p2 pb", "p1 cc", {fourth}, "p2 cbr 8"]
"""


def test_stud_without_the_cards_face_up_cannot_be_checked() -> None:
    # the big bet on fourth street is allowed with an open pair (E9): the record shows no card
    # face up, so whether there is one is not known, and the hand is not checkable, not illegal
    hidden = STUD.format(third='"d dh p1 ??????", "d dh p2 ??????"', fourth='"d dh p1 ??", "d dh p2 ??"')
    result = from_record(next(read(hidden)))
    assert result.status == "not drivable" and "face up" in result.reason
    verdict = audit_with_rules(next(read(hidden)))
    assert verdict.outcome is not Outcome.MISMATCH and verdict.reason != ILLEGAL_ACTION
    assert "could not be checked against the wsop-2024 rules" in verdict.detail
    # with the cards face up (no pair showing: p2 brings in with the king, p1 acts first on
    # fourth with ace-seven) the big bet is what the rules forbid
    shown = STUD.format(third='"d dh p1 2s3sAd", "d dh p2 4s5sKh"', fourth='"d dh p1 7c", "d dh p2 8c"')
    shown = shown.replace('"p2 cbr 8"', '"p1 cbr 8"')
    result = from_record(next(read(shown)))
    assert result.status == "illegal" and result.error is not None and result.error.rule.startswith("E4")


ADVANCE_FOLD = """variant = "NT"
blinds_or_straddles = [1, 2, 0, 0]
min_bet = 2
starting_stacks = [100, 100, 100, 100]
actions = ["d dh p1 AsAd", "d dh p2 KsKd", "d dh p3 7c2d", "d dh p4 8h3s", {preflop}, "d db 2c3c4h", "p1 cc", "p2 cc",
           "d db 9s", "p1 cc", "p2 cc", "d db Jd", "p1 cc", "p2 cc"]
finishing_stacks = [102, 98, 100, 100]
"""


def test_a_fold_clicked_in_advance_and_logged_early_folds_at_its_turn() -> None:
    # partypoker logs a fold clicked in advance when it is clicked: p4 before p3, whose turn came first
    early = ADVANCE_FOLD.format(preflop='"p4 f", "p3 f", "p1 cc", "p2 cc"')
    result = from_record(next(read(early)))
    assert result.status == "ok", result.describe()
    assert audit_with_rules(next(read(early))).outcome is Outcome.MATCH
    # a call is no fold: out of turn it stays illegal (E1)
    called = ADVANCE_FOLD.format(preflop='"p4 cc", "p3 f", "p1 cc", "p2 cc"')
    result = from_record(next(read(called)))
    assert result.status == "illegal" and result.error is not None and result.error.rule.startswith("E1")


def test_a_fold_logged_after_the_player_s_turn_has_passed_is_out_of_turn() -> None:
    # p3 folded; p4 called: on the flop p4 "folds" before p1 acts, but p4 acts after p1 and p2
    # anyway; a player no longer to act in the round (p3, folded) cannot fold early
    late = ADVANCE_FOLD.format(preflop='"p3 f", "p4 f", "p1 cc", "p2 cc"').replace(
        '"d db 2c3c4h", "p1 cc"', '"d db 2c3c4h", "p3 f", "p1 cc"'
    )
    result = from_record(next(read(late)))
    assert result.status == "illegal" and result.action is not None and result.action.player == "p3"


def _with_all_in(record, player: str, to: int):  # type: ignore[no-untyped-def]
    actions = tuple(
        a._replace(all_in=True, to=to, amount=to) if a.player == player and a.kind is ActionKind.RAISE else a
        for a in record.actions
    )
    return replace(record, actions=actions)


ALL_IN = """variant = "NT"
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 60]
actions = ["d dh p1 AsAd", "d dh p2 KsKd", "d dh p3 7c2d", "p3 cbr 60", "p1 f", "p2 f"]
finishing_stacks = [99, 98, 63]
"""


def test_an_all_in_the_room_writes_for_more_than_the_stack_is_the_stack() -> None:
    # Boss writes an all-in as the stack the player sat with, the ante it already took included
    record = _with_all_in(next(read(ALL_IN)), "p3", 65)
    assert from_record(record).status != "illegal"
    # not all in, a raise past the stack is what the rules forbid (E18)
    over = replace(record, actions=tuple(a._replace(all_in=False) for a in record.actions))
    result = from_record(over)
    assert result.status == "illegal" and result.error is not None and result.error.rule.startswith("E18")


SHORT_BIG_BLIND = """#Game No : 9485557849
***** Hand History for Game 9485557849 *****
$0.80 USD NL Texas Hold'em - Saturday, July 31, 13:52:16 EDT 2010
Table 20BB Min Speed #1770998 (Real Money)
Seat 1 is the button
Total number of players : 3/9
Seat 3: Hero ( $1.64 USD )
Seat 5: Player2 ( $0.01 USD )
Seat 1: Player4 ( $1.20 USD )
Hero posts small blind [$0.01 USD].
Player2 posts big blind [$0.01 USD].
** Dealing down cards **
Dealt to Hero [  8h Kc ]
Player4 calls [$0.02 USD]
Hero calls [$0.01 USD]
** Dealing Flop ** [ Td, 7c, 9h ]
Hero checks
Player4 checks
** Dealing Turn ** [ 3h ]
Hero checks
Player4 checks
** Dealing River ** [ Jc ]
Hero bets [$0.04 USD]
Player4 folds
Hero shows [ 8h, Kc ]a straight, Seven to Jack.
Player2 doesn't show [ Ts, Jd ]two pairs, Jacks and Tens.
Hero wins $0.02 USD from the side pot 1 with a straight, Seven to Jack.
Hero wins $0.03 USD from the main pot with a straight, Seven to Jack.
"""


def test_a_big_blind_all_in_for_less_with_no_stakes_printed_cannot_be_checked() -> None:
    # partypoker prints the buy-in, not the blinds: the big blind all in for 1 cent does not
    # say what the others must call (E18: the full big blind), so the calls cannot be checked
    record = next(read(SHORT_BIG_BLIND))
    assert record.error is None, record.error
    result = from_record(record)
    assert result.status == "not drivable" and "gives no big blind" in result.reason
    assert audit_with_rules(record).reason != ILLEGAL_ACTION


ONGAME_BIG_BRING_IN = """***** History for hand R5-1-7 *****
Start hand: Tue Dec 04 19:48:34 CET 2012
Table: Winnipeg [1] (LIMIT SEVEN_CARD_STUD $1/$2, ante: $0.10, Real money)
User: ann
Button: seat 1
Players in round: 2 (5)
Seat 3: ann ($27.20)
Seat 6: bob ($74.40)
ann posts ante $0.10
bob posts ante $0.10
---
Dealing pocket cards
Dealing to ann: [5c, 2h, 2s]
Dealing to bob: [-, -, 7d]
ann big bring in $1
bob raises $2 to $2
ann calls $1
---
Dealing 4th street
Dealing to ann: [Jc]
Dealing to bob: [6s]
ann checks
bob bets $1
ann folds
---
Summary:
Main pot: $4.20 won by bob ($4.20)
Rake taken: $0
Seat 3: ann ($25.10), net: -$2.10
Seat 6: bob ($76.50), net: +$2.10
***** End of hand R5-1-7 *****
"""


def test_a_big_bring_in_is_a_completion() -> None:
    # OnGame: "big bring in $1" at $1/$2 is the bring-in player completing to the small bet
    # (E8), after which a raise to $2 is a full raise
    record = next(read(ONGAME_BIG_BRING_IN))
    assert record.error is None, record.error
    assert [a.kind for a in record.actions][2] is ActionKind.BRING_IN
    result = from_record(record)
    assert result.status == "ok", result.describe()


def test_an_all_in_for_less_than_the_stack_the_record_gives_cannot_be_checked() -> None:
    # PokerNow's logs: "raises to 30 and go all in" where the log's stack holds more. An all-in
    # may be short of the least raise (E2), a raise with chips behind may not: which it was
    # the record does not say
    text = ALL_IN.replace('"p3 cbr 60", "p1 f", "p2 f"', '"p3 cbr 3", "p1 f", "p2 f"')
    record = _with_all_in(next(read(text)), "p3", 3)
    result = from_record(record)
    assert result.status == "not drivable" and "all in for less than the stack" in result.reason
    assert audit_with_rules(record).reason != ILLEGAL_ACTION
    # not marked all in, the same raise is short of the least raise (E2)
    result = from_record(next(read(text)))
    assert result.status == "illegal" and result.error is not None and result.error.rule.startswith("E2")


BETONLINE_SEATS = """BetOnline Poker Game #1002134799: Hold'em No Limit ($0.25/0.50) - 2012/04/11 01:59:39 GMT
Table 'Blade Runner' 10-Max, Seat #5 is the button
Seat 4: dan (40 in chips)
Seat 8: eve (50 in chips)
Seat 5: ann (40 in chips) - The button
Seat 6: bob (40 in chips) - Small Blind
Seat 7: cid (40 in chips) - Big Blind
bob: posts small blind 0.25
cid: posts big blind 0.50
*** HOLE CARDS ***
eve: folds
dan: raises 1.50 to 1.50
ann: folds
bob: folds
cid: folds
Uncalled bet (1) returned to dan
dan collected 1.25 from pot
*** SUMMARY ***
Total pot 1.25 | Rake 0
Seat 4: dan collected (1.25)
"""


def test_seats_listed_out_of_their_order_play_in_the_table_s_order() -> None:
    # BetOnline lists the seats in no order: clockwise is by the seat numbers (eve, seat 8,
    # acts first after the big blind in seat 7, then dan in seat 4)
    record = next(read(BETONLINE_SEATS))
    assert record.error is None, record.error
    result = from_record(record)
    assert result.status == "ok", result.describe()
    assert result.hand is not None and result.hand.names == ("dan", "ann", "bob", "cid", "eve")


def test_a_record_that_does_not_say_the_betting_structure_cannot_be_checked() -> None:
    # BetOnline's tournaments and WPN's old format print "Hold'em $10/$20", no structure
    record = replace(next(read(ALL_IN)), structure="")
    result = from_record(record)
    assert result.status == "not drivable" and "does not say the betting structure" in result.reason
    verdict = audit_with_rules(record)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "rules not checkable"
    assert verdict.detail.startswith("the actions could not be checked against the wsop-2024 rules: the record")
    assert "what the room paid is as the rules give" in verdict.detail
