"""Boss's ``HAND_AB`` (a player coming in posting the small and the big blind together) and the
fraction-of-a-chip refusals of Boss's and Merge's tournaments naming the amount's player (the
twenty-third session's h-mut-d). ``HAND_AB`` over the big blind posted was read as a live big
blind of the whole amount: the pot the boards print then held the small blind's chips no action
put in (NOT AUDITABLE on the session's start, 07253b3d); it is both blinds, the small one dead
(a call to the street's total then adds up to the big blind's live part), and the hand MATCHes."""

from __future__ import annotations

from test_handhistory_h_mut_b_xml import BOSS

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory._xmlgame import betting_contradiction
from pokerrank.handhistory.records import ActionKind


def _deal(*names: str) -> str:
    return "".join(
        f'<ACTION TYPE="HAND_DEAL" PLAYER="{name}"><CARD LINK="b"></CARD><CARD LINK="b"></CARD></ACTION>\n'
        for name in names
    )


def _cards(*links: int) -> str:
    return "".join(f'<CARD LINK="{link}"></CARD>' for link in links)


def _post_both(value: str = "15.00") -> str:
    """A 2011 Boss export's limit hand at 10/20 (5/10 blinds, every amount a street total): cid
    comes in posting both blinds (``HAND_AB`` of ``value``), checks, then calls hero's raise to
    20; the flop's pot is 70 (cid's 25: 10 live, 5 dead, 10 more), cid calls hero's flop bet of
    10, both check down and cid's kings and tens with an ace beat hero's queen: he wins the 87
    the rake of 3 leaves."""
    return f"""<HISTORY ID="2575000001" SESSION="s.xml" TABLE="Table TH 1" GAME="GAME_THM" GAMETYPE="GAMETYPE_REAL"
 GAMEKIND="GAMEKIND_CASH" TABLECURRENCY="USD" LIMIT="FL" STAKES="10.00/20.00" DATE="1304416467" TABLETOURNEYID=""
 WIN="57.00" LOSS="0.00" ENDTIME="1304416512">
<PLAYER NAME="dan" SEAT="2" AMOUNT="199.00"></PLAYER>
<PLAYER NAME="hero" SEAT="4" AMOUNT="720.50"></PLAYER>
<PLAYER NAME="ann" SEAT="5" AMOUNT="522.00"></PLAYER>
<PLAYER NAME="bob" SEAT="1" AMOUNT="250.00"></PLAYER>
<PLAYER NAME="cid" SEAT="3" AMOUNT="197.65"></PLAYER>
<ACTION TYPE="HAND_BLINDS" PLAYER="ann" KIND="HAND_SB" VALUE="5.00"></ACTION>
<ACTION TYPE="HAND_BLINDS" PLAYER="bob" KIND="HAND_BB" VALUE="10.00"></ACTION>
<ACTION TYPE="HAND_BLINDS" PLAYER="cid" KIND="HAND_AB" VALUE="{value}"></ACTION>
{_deal("ann", "bob", "dan", "cid")}<ACTION TYPE="HAND_DEAL" PLAYER="hero">{_cards(37, 10)}</ACTION>
<ACTION TYPE="ACTION_FOLD" PLAYER="dan"></ACTION>
<ACTION TYPE="ACTION_CHECK" PLAYER="cid"></ACTION>
<ACTION TYPE="ACTION_RAISE" PLAYER="hero" VALUE="20.00"></ACTION>
<ACTION TYPE="ACTION_FOLD" PLAYER="ann"></ACTION>
<ACTION TYPE="ACTION_CALL" PLAYER="bob" VALUE="20.00"></ACTION>
<ACTION TYPE="ACTION_CALL" PLAYER="cid" VALUE="20.00"></ACTION>
<ACTION TYPE="HAND_BOARD" VALUE="BOARD_FLOP" POT="70.00">{_cards(22, 12, 25)}</ACTION>
<ACTION TYPE="ACTION_CHECK" PLAYER="bob"></ACTION>
<ACTION TYPE="ACTION_CHECK" PLAYER="cid"></ACTION>
<ACTION TYPE="ACTION_BET" PLAYER="hero" VALUE="10.00"></ACTION>
<ACTION TYPE="ACTION_FOLD" PLAYER="bob"></ACTION>
<ACTION TYPE="ACTION_CALL" PLAYER="cid" VALUE="10.00"></ACTION>
<ACTION TYPE="HAND_BOARD" VALUE="BOARD_TURN" POT="87.00">{_cards(22, 12, 25, 35)}</ACTION>
<ACTION TYPE="ACTION_CHECK" PLAYER="cid"></ACTION>
<ACTION TYPE="ACTION_CHECK" PLAYER="hero"></ACTION>
<ACTION TYPE="HAND_BOARD" VALUE="BOARD_RIVER" POT="87.00">{_cards(22, 12, 25, 35, 43)}</ACTION>
<ACTION TYPE="ACTION_CHECK" PLAYER="cid"></ACTION>
<ACTION TYPE="ACTION_CHECK" PLAYER="hero"></ACTION>
<SHOWDOWN NAME="HAND_SHOWDOWN" POT="87.00" RAKE="3.00">
<RESULT PLAYER="bob" WIN="0.00" HAND="$(STR_G_FOLD)"></RESULT>
<RESULT PLAYER="dan" WIN="0.00" HAND="$(STR_G_FOLD)"></RESULT>
<RESULT PLAYER="cid" WIN="87.00" HAND="two pair">{_cards(0, 15)}</RESULT>
<RESULT PLAYER="hero" WIN="0.00" HAND="$(STR_G_FOLD)"></RESULT>
<RESULT PLAYER="ann" WIN="0.00" HAND="$(STR_G_FOLD)"></RESULT></SHOWDOWN></HISTORY>
"""


def _verdict(text: str) -> tuple[Outcome, str]:
    (hand,) = read(text)
    verdict = audit_hand(hand)
    return verdict.outcome, verdict.detail


def test_boss_both_blinds_posted_together_match() -> None:
    outcome, detail = _verdict(_post_both())
    assert outcome is Outcome.MATCH, detail
    (hand,) = read(_post_both())
    post = next(action for action in hand.actions if action.player == "cid")
    assert (post.kind, post.amount, hand.dead) == (ActionKind.DEAD_BLINDS, 1500, {"cid": 500})
    assert betting_contradiction(hand) is None  # (cid's check on his 10 live: the round's level)


def test_boss_a_blind_posted_to_come_in_of_the_big_blind_is_live() -> None:
    """A ``HAND_AB`` of the big blind alone is a live big blind: cid's call to 20 adds 10, the
    flop's pot then 65 (the 70 printed: the chips do not add up, the amounts named)."""
    (hand,) = read(_post_both("10.00"))
    post = next(action for action in hand.actions if action.player == "cid")
    assert (post.kind, post.amount, hand.dead) == (ActionKind.BIG_BLIND, 1000, {})
    outcome, _ = _verdict(_post_both("10.00"))
    assert outcome is Outcome.NOT_AUDITABLE


def test_boss_a_fraction_of_a_chip_names_its_player() -> None:
    old, new = (
        '<ACTION TYPE="ACTION_BET" PLAYER="bob" VALUE="1000.00">',
        '<ACTION TYPE="ACTION_BET" PLAYER="bob" VALUE="999.99">',
    )
    outcome, detail = _verdict(BOSS.replace(old, new))
    assert outcome is Outcome.NOT_AUDITABLE
    assert "a VALUE '999.99' (bob's) is a fraction of a chip" in detail
    seat = '<PLAYER NAME="dan" SEAT="4" AMOUNT="5000.00">'
    outcome, detail = _verdict(BOSS.replace(seat, seat.replace("5000.00", "5000.01")))
    assert "a player's chips '5000.01' (dan's) is a fraction of a chip" in detail
