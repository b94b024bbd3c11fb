"""Hands whose rooms print them their own way, driven through the engine: equal blinds, a
room that names no button, an all-in among the forced bets (docs/engine.md, "What the rooms
do not print")."""

from __future__ import annotations

from pokerrank.engine import Hand, audit_with_rules, from_record
from pokerrank.handhistory import read
from pokerrank.handhistory.records import ActionKind


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


def test_a_room_naming_no_button_has_it_before_the_small_blind() -> None:
    # Boss (2011) names no dealer: the small blind (cid) acts first after the flop, not ann
    record = next(read(boss_text()))
    assert record.button is None and record.error is None
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
