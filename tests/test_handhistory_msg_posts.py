"""A refusal of a forced bet names the event the room wrote (the review of issues 23/24): a
Boss hand's posts are ``<ACTION>`` elements, PokerNow's CSV rows; the reason quotes the
element (its opening tag, as iPoker's and Merge's strays are quoted) or the row's entry,
with its line in the file, as the own-text rooms quote their lines (docs/RULES.md)."""

from __future__ import annotations

import pytest

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand

BOSS = """<ROOT>
<HISTORY ID="9" GAME="GAME_THM" GAMEKIND="GAMEKIND_CASH" TABLECURRENCY="EUR"
LIMIT="NL" STAKES="1.00/2.00" DATE="1292720085" LOSS="0.00">
<PLAYER NAME="ann" SEAT="1" AMOUNT="100.00" STATE="STATE_PLAYING" DEALER="Y"></PLAYER>
<PLAYER NAME="bob" SEAT="2" AMOUNT="100.00" STATE="STATE_PLAYING" DEALER="N"></PLAYER>
<PLAYER NAME="cid" SEAT="3" AMOUNT="100.00" STATE="STATE_PLAYING" DEALER="N"></PLAYER>
<ACTION TYPE="HAND_ANTE" PLAYER="ann" VALUE="0.10"></ACTION>
<ACTION TYPE="HAND_ANTE" PLAYER="bob" VALUE="0.10"></ACTION>
<ACTION TYPE="HAND_ANTE" PLAYER="cid" VALUE="0.10"></ACTION>
<ACTION TYPE="HAND_BLINDS" PLAYER="bob" KIND="HAND_SB" VALUE="1.00"></ACTION>
<ACTION TYPE="HAND_BLINDS" PLAYER="cid" KIND="HAND_BB" VALUE="2.00"></ACTION>
<ACTION TYPE="ACTION_FOLD" PLAYER="ann"></ACTION>
<ACTION TYPE="ACTION_FOLD" PLAYER="bob"></ACTION>
<SHOWDOWN NAME="HAND_SHOWDOWN" POT="2.30" RAKE="0.00"><RESULT PLAYER="cid" WIN="3.30" HAND=""></RESULT>
</SHOWDOWN></HISTORY>
</ROOT>
"""

POKERNOW = '''entry,at,order
"-- ending hand #2 --",2021-10-10T01:05:40.000Z,10
"""bob @ b2"" collected 60 from pot",2021-10-10T01:05:39.000Z,9
"Uncalled bet of 25 returned to ""bob @ b2""",2021-10-10T01:05:38.500Z,8
"""ann @ a1"" folds",2021-10-10T01:05:38.000Z,7
"""bob @ b2"" posts a big blind of 50",2021-10-10T01:05:34.000Z,6
"""ann @ a1"" posts a small blind of 25",2021-10-10T01:05:33.000Z,5
"""bob @ b2"" posts an ante of 5",2021-10-10T01:05:32.500Z,4
"""ann @ a1"" posts an ante of 5",2021-10-10T01:05:32.200Z,3
"Player stacks: #1 ""ann @ a1"" (1000) | #2 ""bob @ b2"" (1000)",2021-10-10T01:05:32.000Z,1
"-- starting hand #2  (No Limit Texas Hold'em) (dealer: ""ann @ a1"") --",2021-10-10T01:05:31.000Z,0
'''


def _hand(text: str):  # type: ignore[no-untyped-def]
    (hand,) = [hand for hand in read(text) if hand.hand_id != "?"]
    return hand


@pytest.mark.parametrize("text", [BOSS, POKERNOW], ids=["boss", "pokernow"])
def test_the_hands_as_written_match(text: str) -> None:
    hand = _hand(text)
    assert hand.error is None and audit_hand(hand).outcome is Outcome.MATCH


BB = '<ACTION TYPE="HAND_BLINDS" PLAYER="cid" KIND="HAND_BB" VALUE="2.00"></ACTION>'


@pytest.mark.parametrize(
    ("old", "new", "figures", "line", "quoted", "why"),
    [
        (BB, f"{BB}\n{BB}", ("2.30", "5.30"), 12,
         '<ACTION TYPE="HAND_BLINDS" PLAYER="cid" KIND="HAND_BB" VALUE="2.00">',
         "cid posts the big blind a second time: a player posts it once a hand"),
        ('PLAYER="bob" VALUE="0.10"', 'PLAYER="bob" VALUE="0.20"', ("2.50", "3.40"), 8,
         '<ACTION TYPE="HAND_ANTE" PLAYER="bob" VALUE="0.20">', "bob's ante of €0.20 is not ann's €0.10"),
        ('<ACTION TYPE="HAND_ANTE" PLAYER="cid" VALUE="0.10"></ACTION>\n', "", ("2.30", "3.20"), 10,
         BB.removesuffix("</ACTION>"), "cid acts but posted no ante, where 2 other players did"),
    ],
    ids=["second-big-blind", "ante-unlike", "no-ante"],
)  # fmt: skip
def test_boss_a_refused_post_quotes_its_action_and_line(
    old: str, new: str, figures: tuple[str, str], line: int, quoted: str, why: str
) -> None:
    """Each mutant's pot and ``WIN`` (which holds the bet nobody called) are what its actions
    make: the figures agree, the posts are what the rules forbid."""
    pot, win = figures
    mutant = BOSS.replace(old, new, 1).replace('POT="2.30"', f'POT="{pot}"').replace('WIN="3.30"', f'WIN="{win}"')
    assert mutant.count(pot) and mutant.count(win)
    hand = _hand(mutant)
    assert hand.error is not None, audit_hand(hand).detail
    assert audit_hand(hand).outcome is Outcome.NOT_AUDITABLE
    assert hand.error.line == line
    assert hand.error.reason.startswith(f"line {line}: {quoted!r}: {why}"), hand.error.reason


@pytest.mark.parametrize(
    ("old", "new", "line", "why"),
    [
        ('"""bob @ b2"" posts an ante of 5",2021-10-10T01:05:32.500Z,4',
         '"""ann @ a1"" posts an ante of 5",2021-10-10T01:05:32.500Z,4', 8,
         "ann @ a1 posts the ante a second time (line 9 posted it)"),
        ('"""bob @ b2"" posts an ante of 5"', '"""bob @ b2"" posts an ante of 6"', 8,
         "ann @ a1's ante of 5 (line 9) and bob @ b2's of 6 differ"),
    ],
    ids=["ante-twice", "ante-unlike"],
)  # fmt: skip
def test_pokernow_a_refused_post_quotes_its_row_and_line(old: str, new: str, line: int, why: str) -> None:
    mutant = POKERNOW.replace(old, new, 1)
    assert mutant != POKERNOW
    hand = _hand(mutant)
    assert hand.error is not None, audit_hand(hand).detail
    entry = mutant.splitlines()[line - 1].rpartition(",20")[0][1:-1].replace('""', '"')
    assert hand.error.line == line
    assert hand.error.reason.startswith(f"line {line}: {entry!r}: {why}"), hand.error.reason


def _second_big_blind() -> str:
    return BOSS.replace(BB, f"{BB}\n{BB}", 1).replace('WIN="3.30"', 'WIN="5.30"')


def test_boss_a_tag_in_a_comment_does_not_move_the_quote() -> None:
    """A comment holding an ``<ACTION`` tag (no element) before the players: the second big
    blind is still the one quoted, on its own line (was: line 12, the first and legal one,
    the tags counted in the text no longer the parsed elements)."""
    mutant = _second_big_blind().replace('<PLAYER NAME="ann"', '<!-- old <ACTION TYPE="x"/> -->\n<PLAYER NAME="ann"', 1)
    lines = mutant.splitlines()
    assert lines[11] == lines[12] == BB  # (lines 12 and 13: the legal post, then the second)
    hand = _hand(mutant)
    assert hand.error is not None, audit_hand(hand).detail
    assert hand.error.line == 13, hand.error.reason
    assert hand.error.reason.startswith(f"line 13: {BB.removesuffix('</ACTION>')!r}: cid posts the big blind a second")


def test_boss_a_big_blind_out_of_turn_quotes_its_action_and_keeps_the_game() -> None:
    """ann (the button) posts the big blind where cid, after bob's small blind, should: the
    post quoted with its line; the refused hand keeps the game its HISTORY names (was: none)."""
    ann_big = BB.replace('PLAYER="cid"', 'PLAYER="ann"')
    mutant = (
        BOSS.replace(BB, ann_big)
        .replace('<ACTION TYPE="ACTION_FOLD" PLAYER="ann">', '<ACTION TYPE="ACTION_FOLD" PLAYER="cid">')
        .replace('<RESULT PLAYER="cid"', '<RESULT PLAYER="ann"')
    )
    assert mutant.splitlines()[10] == ann_big
    hand = _hand(mutant)
    assert hand.error is not None, audit_hand(hand).detail
    assert audit_hand(hand).outcome is Outcome.NOT_AUDITABLE
    assert hand.error.line == 11
    assert hand.error.reason.startswith(f"line 11: {ann_big.removesuffix('</ACTION>')!r}: ann posts the big blind"), (
        hand.error.reason
    )
    assert "the big blind is the next player's" in hand.error.reason
    assert (hand.game, hand.game_text) == ("holdem", "GAME_THM NL 1.00/2.00")


MERGE = """<description type="Holdem" stakes="No Limit ($0.50/$1)"/>
<game id="5-3"><players dealer="0">
<player seat="0" nickname="ann" balance="$100"/><player seat="3" nickname="bob" balance="$50"/></players>
<round id="BLINDS"><event sequence="1" type="SMALL_BLIND" player="0" amount="0.50"/>
<event sequence="2" type="BIG_BLIND" player="3" amount="1"/></round>
<round id="PREFLOP"><event sequence="3" type="CALL" player="0" amount="0.50"/>
<event sequence="4" type="CHECK" player="3"/></round>
<round id="POSTFLOP"><cards type="COMMUNITY" cards="Ks,Jh,8h"/>
<event sequence="5" type="CHECK" player="3"/><event sequence="6" type="CHECK" player="0"/></round>
<round id="POSTTURN"><cards type="COMMUNITY" cards="Ks,Jh,8h,4d"/>
<event sequence="7" type="BET" player="3" amount="2"/><event sequence="8" type="FOLD" player="0"/></round>
<round id="END_OF_FOLDED_GAME"><winner amount="{pot}" uncalled="false" potnumber="1" player="3"/>
<winner amount="2" uncalled="true" potnumber="2" player="3"/></round></game>
"""
MERGE_BB = '<event sequence="2" type="BIG_BLIND" player="3" amount="1"/>'


def test_merge_a_refused_post_quotes_its_event_and_line() -> None:
    """bob's big blind written twice (the pot $1 more): the second ``<event>`` quoted with its
    line (was: the reason named no event nor line)."""
    assert _hand(MERGE.format(pot="2")).error is None
    mutant = MERGE.format(pot="3").replace(MERGE_BB, f"{MERGE_BB}\n{MERGE_BB}", 1)
    assert mutant.splitlines()[4] == MERGE_BB and mutant.splitlines()[5].startswith(MERGE_BB)  # (line 6: the second)
    hand = _hand(mutant)
    assert hand.error is not None, audit_hand(hand).detail
    assert hand.error.line == 6
    quoted = MERGE_BB.removesuffix("/>") + ">"
    assert hand.error.reason.startswith(f"line 6: {quoted!r}: bob posts the big blind a second time"), hand.error.reason
