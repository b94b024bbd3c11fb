"""Boss Media's 2011 tournament export (antes left out): a pot that does not add up is named
as such ("chips do not add up", with the amounts), never as a line not understood."""

from __future__ import annotations

import pytest

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.verdicts import UNPARSED

_BOARD = "".join(f'<CARD LINK="{n}"></CARD>' for n in (1, 14, 27, 40, 5))  # 2d 2c 2h 2s 6d
_KINGS = '<CARD LINK="51"></CARD><CARD LINK="25"></CARD>'
_QUEENS = '<CARD LINK="50"></CARD><CARD LINK="37"></CARD>'


def _hand(pot: str, cid: str = "500.00", extra: str = "") -> str:
    """ann (small blind) calls bob's big blind, cid folds; bob's kings beat ann's queens. The
    2011 export writes no ante: the pot it prints holds them (25 each of three: 475)."""
    return f"""<HISTORY ID="9" TABLE="Poker 101" GAME="GAME_THM" GAMEKIND="GAMEKIND_TOURNAMENT"
 TABLECURRENCY="CAD" LIMIT="NL" STAKES="100.00/200.00" DATE="1295495050" WIN="0.00" LOSS="0.00">
<PLAYER NAME="ann" SEAT="1" AMOUNT="1000.00"></PLAYER>
<PLAYER NAME="bob" SEAT="2" AMOUNT="1000.00"></PLAYER>
<PLAYER NAME="cid" SEAT="3" AMOUNT="{cid}"></PLAYER>
<ACTION TYPE="HAND_BLINDS" PLAYER="ann" KIND="HAND_SB" VALUE="100.00"></ACTION>
<ACTION TYPE="HAND_BLINDS" PLAYER="bob" KIND="HAND_BB" VALUE="200.00"></ACTION>
<ACTION TYPE="HAND_DEAL" PLAYER="ann"><CARD LINK="b"></CARD><CARD LINK="b"></CARD></ACTION>
<ACTION TYPE="HAND_DEAL" PLAYER="bob"><CARD LINK="b"></CARD><CARD LINK="b"></CARD></ACTION>
<ACTION TYPE="HAND_DEAL" PLAYER="cid"><CARD LINK="b"></CARD><CARD LINK="b"></CARD></ACTION>
<ACTION TYPE="ACTION_FOLD" PLAYER="cid"></ACTION>{extra}
<ACTION TYPE="ACTION_CALL" PLAYER="ann" VALUE="200.00"></ACTION>
<ACTION TYPE="ACTION_CHECK" PLAYER="bob"></ACTION>
<ACTION TYPE="HAND_BOARD" VALUE="BOARD_RIVER" POT="{pot}">{_BOARD}</ACTION>
<SHOWDOWN NAME="HAND_SHOWDOWN" POT="{pot}" RAKE="0.00">
<RESULT PLAYER="ann" WIN="0.00" HAND="">{_QUEENS}</RESULT>
<RESULT PLAYER="bob" WIN="{pot}" HAND="">{_KINGS}</RESULT>
<RESULT PLAYER="cid" WIN="0.00" HAND="$(STR_G_FOLD)"></RESULT></SHOWDOWN></HISTORY>
"""


def test_the_hand_with_even_antes_matches() -> None:
    verdict = audit_hand(next(read(_hand("475.00"))))
    assert verdict.outcome is Outcome.MATCH, verdict.detail


@pytest.mark.parametrize(
    ("pot", "cid", "said"),
    [
        ("375.00", "500.00", "the pot it prints (375) is 25 less than the actions put in (400)"),
        ("410.00", "500.00", "chips in the pot no action put in: 10 (the antes, which this export leaves out),"
         " not one ante each of the 3 players dealt in"),
        ("465.00", "0.00", "the pot holds 65 no action put in (the antes, which this export leaves out), and 'cid',"
         " shown with no chips, is dealt in"),
    ],
)  # fmt: skip
def test_a_pot_that_does_not_add_up_is_named_with_its_amounts(pot: str, cid: str, said: str) -> None:
    # (#5846884, #5855055, #5854845 of the shared files: before, each sentence stood quoted as a
    # line "not understood")
    hand = next(read(_hand(pot, cid)))
    verdict = audit_hand(hand)
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, "chips do not add up"), verdict.detail
    assert said in verdict.detail
    assert hand.error is not None and hand.error.hand_id == "9"
    # its record keeps the game its HISTORY names, for the counts by game (as PokerStars' first line)
    assert (hand.site, hand.game, hand.game_text) == ("Boss", "holdem", "GAME_THM NL 100.00/200.00")


def test_an_action_no_rule_reads_is_named_before_the_chips() -> None:
    # the unread action may be the chips the pot misses: that line is the reason
    text = _hand("410.00", extra='\n<ACTION TYPE="ACTION_JUGGLE" PLAYER="cid" VALUE="10.00"></ACTION>')
    verdict = audit_hand(next(read(text)))
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, UNPARSED), verdict.detail
    assert "ACTION_JUGGLE" in verdict.detail
    # and the pot that does not add up is named after it, with its amounts
    assert "chips in the pot no action put in: 10 (the antes" in verdict.detail, verdict.detail
