"""The mutation fuzz's "paid" classes that still MATCHed in the own-text rooms (h-fuzz3,
issue 24): the forced bets of OnGame, PKR, Bovada, Boss and PokerNow, and OnGame's
``raises X to Y``.

These rooms print the stacks or the nets after the hand (OnGame, PKR), or the bet nobody
called (Bovada, PokerNow, Boss's ``WIN`` holds it), but a post the rules forbid still slipped
through: the extra chips of a blind posted twice or too large went back as the bet nobody
called, and the nets and stacks agreed. A post twice, an ante unlike the others, a player
acting without the ante the others posted, a no-limit or pot-limit blind off the printed stakes
(:mod:`pokerrank.handhistory._posts`) are now NOT AUDITABLE, the line quoted. OnGame's
``raises $5 to $6`` names the chips added and the street total: where they disagree, the line
is quoted. Each mutant below MATCHed before (checked against the session's start, bc91b4cb).
"""

from __future__ import annotations

import pytest

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory._posts import blind_out_of_turn, forced_bet_contradiction
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.records import Action, ActionKind

ONGAME = """***** History for hand R5-1-1 *****
Start hand: Wed Aug 18 19:32:32 GMT+0100 2010
Table: T [1] (NO_LIMIT TEXAS_HOLDEM $1/$2, Real money)
Button: seat 1
Seat 1: ann ($100)
Seat 2: bob ($100)
ann posts small blind ($1)
bob posts big blind ($2)
---
Dealing pocket cards
ann raises $5 to $6
bob folds
---
Summary:
Main pot: $4 won by ann ($4)
Rake taken: $0
Seat 1: ann ($102), net: +$2
Seat 2: bob ($98), net: -$2
***** End of hand R5-1-1 *****
"""

PKR = """Table #1 - Top Pair
Starting Hand #11
Game Type: HOLD'EM
Limit Type: NO LIMIT
Table Type: RING
Money Type: REAL MONEY
Blinds are now $1 / $2
Button is at seat 1
Seat 1: ann - $100
Seat 2: bob - $100
ann posts small blind ($1)
bob posts big blind ($2)
Dealing Cards
ann calls $2
bob raises to $8
ann folds
Returning $6 to bob uncalled
No Rake Taken
bob wins $4
Seat 1: ann - $98
Seat 2: bob - $102
End of Hand #11
"""

BOVADA_STUD = """Bovada Hand #2604291699 TBL#1 7CARD Fixed Limit - 2012-05-14 00:54:46
Seat 1: Seat+1 ($10 in chips)
Seat 5: Seat+5 ($10 in chips)
Seat+1 : Ante chip $0.01
Seat+5 : Ante chip $0.01
Seat+1 : Card dealt to a spot [9c Th 2d]
Seat+5 : Card dealt to a spot [9d 9s 3c]
Seat+5 : Bring_in chip $0.02
Seat+1 : Folds
Seat+5 : Return uncalled portion of bet $0.02
Seat+5 : Hand result $0.02
*** SUMMARY ***
Total Pot($0.02)
"""

BOSS = """<HISTORY ID="7" GAME="GAME_THM" GAMEKIND="GAMEKIND_CASH" TABLECURRENCY="EUR"
LIMIT="NL" STAKES="1.00/2.00" DATE="1392720085" BET="4.00" POT="7.80" WIN="7.80" LOSS="0.00">
<PLAYER NAME="ann" SEAT="1" AMOUNT="100.00" STATE="STATE_PLAYING" DEALER="Y"></PLAYER>
<PLAYER NAME="bob" SEAT="2" AMOUNT="100.00" STATE="STATE_PLAYING" DEALER="N"></PLAYER>
<ACTION TYPE="HAND_BLINDS" PLAYER="ann" KIND="HAND_SB" VALUE="1.00"></ACTION>
<ACTION TYPE="HAND_BLINDS" PLAYER="bob" KIND="HAND_BB" VALUE="2.00"></ACTION>
<ACTION TYPE="ACTION_RAISE" PLAYER="ann" VALUE="4.00"></ACTION>
<ACTION TYPE="ACTION_CALL" PLAYER="bob" VALUE="2.00"></ACTION>
<ACTION TYPE="HAND_BOARD" VALUE="BOARD_FLOP" POT="7.80" RAKE="0.20">
<CARD LINK="0"></CARD><CARD LINK="14"></CARD><CARD LINK="51"></CARD></ACTION>
<ACTION TYPE="ACTION_CHECK" PLAYER="bob"></ACTION><ACTION TYPE="ACTION_BET" PLAYER="ann" VALUE="5.00"></ACTION>
<ACTION TYPE="ACTION_FOLD" PLAYER="bob"></ACTION>
<SHOWDOWN NAME="HAND_SHOWDOWN" POT="7.80" RAKE="0.20"><RESULT PLAYER="ann" WIN="12.80" HAND=""></RESULT>
<RESULT PLAYER="bob" WIN="0.00" HAND="$(STR_G_FOLD)"></RESULT></SHOWDOWN></HISTORY>
"""

EVERLEAF = """Everleaf Gaming Game #355196915
***** Hand history for game #355196915 *****
Blinds $0.25/$0.50 NL Hold'em - 2012/02/09 - 22:09:43
Table Budapest
Seat 1 is the button
Total number of players: 2
Seat 1: ann (  $ 50 USD )
Seat 2: bob (  $ 50 USD )
ann: posts small blind [$ 0.25 USD]
bob: posts big blind [$ 0.50 USD]
** Dealing down cards **
ann raises [$ 1.25 USD]
bob calls [$ 1 USD]
** Dealing Flop ** [ 8s, 9h, 3s ]
bob checks
ann checks
** Dealing Turn ** [ 6h ]
bob: bets [$ 3 USD]
ann folds
bob does not show cards
bob wins $ 2.82 USD from main pot
"""

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
<round id="END_OF_FOLDED_GAME"><winner amount="2" uncalled="false" potnumber="1" player="3"/>
<winner amount="2" uncalled="true" potnumber="2" player="3"/></round></game>
"""

BOVADA = """Ignition Hand #3 TBL#2 HOLDEM No Limit - 2016-08-09 12:41:32
Seat 1: Small Blind ($50 in chips)
Seat 2: Dealer ($50 in chips)
Seat 4: Big Blind [ME] ($50 in chips)
Small Blind : Small Blind $0.25
Big Blind  [ME] : Big blind $0.50
*** HOLE CARDS ***
Small Blind : Card dealt to a spot [9c Th]
Dealer : Card dealt to a spot [2c 7h]
Big Blind  [ME] : Card dealt to a spot [9d 9s]
Dealer : Folds
Small Blind : Folds
Big Blind  [ME] : Return uncalled portion of bet $0.25
Big Blind  [ME] : Hand result $0.50
*** SUMMARY ***
Total Pot($0.50)
"""

ENTRACTION = """Game # 74 - Texas Hold'em No Limit EUR 0.50/1 - Table "Abashiri"

Players(max 6):
ann                         (EUR 100.00 in seat 1)
bob                         (EUR 100.00 in seat 3)

Dealer:                     bob
Small Blind:                bob      (0.50)
Big Blind:                  ann      (1.00)

bob                         Raise       (2.50)
ann                         Fold
bob                         Payback     (2.00)

bob didn't show hand

bob wins:               EUR 2.00

Game ended 2012-06-19 22:45:51 BST
"""

P888_FLOP = """#Game No : 603
***** 888poker Hand History for Game 603 *****
$0.01/$0.02 Blinds No Limit Holdem - *** 04 02 2011 11:27:06
Table Huelva (Real Money)
Seat 1 is the button
Total number of players : 3
Seat 1: ann ( $2 )
Seat 2: bob ( $2 )
Seat 3: cid ( $2 )
bob posts small blind [$0.01]
cid posts big blind [$0.02]
** Dealing down cards **
ann raises [$0.06]
bob calls [$0.05]
cid folds
** Dealing flop ** [ 2c, 9d, 5c ]
bob checks
ann bets [$0.10]
bob folds
** Summary **
ann collected [ $0.13 ]
"""

POKERNOW = '''entry,at,order
"-- ending hand #2 --",2021-10-10T01:05:40.000Z,14
"""ann @ a1"" collected 230 from pot",2021-10-10T01:05:39.000Z,13
"Uncalled bet of 50 returned to ""ann @ a1""",2021-10-10T01:05:38.500Z,12
"""bob @ b2"" folds",2021-10-10T01:05:38.000Z,11
"""ann @ a1"" raises to 150",2021-10-10T01:05:37.000Z,10
"""bob @ b2"" calls 100",2021-10-10T01:05:36.000Z,9
"""ann @ a1"" raises to 100",2021-10-10T01:05:35.000Z,8
"""cid @ c3"" folds",2021-10-10T01:05:34.500Z,7
"""bob @ b2"" posts a big blind of 50",2021-10-10T01:05:34.000Z,6
"""ann @ a1"" posts a small blind of 25",2021-10-10T01:05:33.000Z,5
"""cid @ c3"" posts an ante of 10",2021-10-10T01:05:32.700Z,4
"""bob @ b2"" posts an ante of 10",2021-10-10T01:05:32.500Z,3
"""ann @ a1"" posts an ante of 10",2021-10-10T01:05:32.200Z,2
"Player stacks: #1 ""ann @ a1"" (1000) | #2 ""bob @ b2"" (1000) | #3 ""cid @ c3"" (1000)",2021-10-10T01:05:32.000Z,1
"-- starting hand #2  (No Limit Texas Hold'em) (dealer: ""cid @ c3"") --",2021-10-10T01:05:31.000Z,0
'''


def _verdict(text: str):  # type: ignore[no-untyped-def]
    (hand,) = [hand for hand in read(text) if hand.hand_id != "?"]
    return hand, audit_hand(hand)


@pytest.mark.parametrize(
    "text",
    [ONGAME, PKR, BOVADA_STUD, BOSS, POKERNOW, EVERLEAF, MERGE, P888_FLOP, BOVADA, ENTRACTION],
    ids=["ongame", "pkr", "bovada", "boss", "pokernow", "everleaf", "merge", "888", "bovada-holdem", "entraction"],
)
def test_the_hands_as_written_match(text: str) -> None:
    hand, verdict = _verdict(text)
    assert hand.error is None and verdict.outcome is Outcome.MATCH, verdict.detail


@pytest.mark.parametrize(
    ("text", "line", "written", "words"),
    [
        (ONGAME, "ann posts small blind ($1)", "ann posts small blind ($1)\nann posts small blind ($1)",
         "ann posts the small blind a second time (line 7 posted it)"),
        (ONGAME, "ann posts small blind ($1)\n", "ann posts small blind ($1.50)\n",
         "ann's small blind of 1.50 is not the 1.00 the hand's stakes name"),
        (PKR, "bob posts big blind ($2)", "bob posts big blind ($3)",
         "bob's big blind of 3.00 is not the 2.00 the hand's stakes name"),
        (PKR, "bob posts big blind ($2)", "bob posts big blind ($2)\nbob posts big blind ($2)",
         "bob posts the big blind a second time (line 12 posted it)"),
        (BOVADA_STUD, "Seat+5 : Ante chip $0.01", "Seat+1 : Ante chip $0.01",
         "Seat+1 posts the ante a second time (line 4 posted it)"),
        (POKERNOW, '"""cid @ c3"" posts an ante of 10"', '"""bob @ b2"" posts an ante of 10"',
         "bob @ b2 posts the ante a second time"),
        (ENTRACTION, "Small Blind:                bob      (0.50)", "Small Blind:                bob      (0.51)",
         "bob's small blind of 0.51 is not the 0.50 the hand's stakes name"),
    ],
    ids=["ongame-twice", "ongame-size", "pkr-size", "pkr-twice", "bovada-ante", "pokernow-ante", "entraction-size"],
)  # fmt: skip
def test_a_post_the_rules_forbid_is_not_auditable(text: str, line: str, written: str, words: str) -> None:
    mutant = text.replace(line, written, 1)
    assert mutant != text
    hand, verdict = _verdict(mutant)  # (each MATCHed before: its extra chips went back as a bet not called)
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert hand.error is not None and words in hand.error.reason, hand.error
    if text is POKERNOW:  # (a CSV row: its entry quoted, as tests/test_handhistory_msg_posts.py's XML events)
        entry = written[1:-1].replace('""', '"')
        assert f"{entry!r}: " in hand.error.reason, hand.error.reason
    else:  # (a line of the hand's own text, quoted)
        quoted = written.strip().rpartition("\n")[2]
        assert f"'{quoted}'" in hand.error.reason


@pytest.mark.parametrize(
    ("written", "said"),
    [
        ("ann raises $5 to $6.50", "5.00 added makes 6.00, not 6.50"),
        ("ann raises $5.50 to $6", "5.50 added makes 6.50, not 6.00"),
    ],
)
def test_ongame_a_raise_whose_chips_and_total_disagree_is_not_auditable(written: str, said: str) -> None:
    hand, verdict = _verdict(ONGAME.replace("ann raises $5 to $6", written))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert hand.error is not None and f"'{written}'" in hand.error.reason
    assert "ann had 1.00 in on this street" in hand.error.reason and said in hand.error.reason


def test_a_small_blind_all_in_up_to_the_big_blind_is_the_rules() -> None:
    """OnGame names a big blind all in for less ``posts small blind (150) [all in]`` (a real
    tournament hand, blinds 125/250): all the player's chips, no more than the big blind."""
    actions = [Action("preflop", "ann", ActionKind.SMALL_BLIND, 125, line=1),
               Action("preflop", "bob", ActionKind.SMALL_BLIND, 150, line=2)]  # fmt: skip
    assert forced_bet_contradiction(actions, {"ann": 900, "bob": 150}, (125, 250)) is None
    assert forced_bet_contradiction(actions, {"ann": 900, "bob": 151}, (125, 250)) == (
        2, "bob's small blind of 150 is not the 125 the hand's stakes name (nor all the player's chips)"
    )  # fmt: skip
    actions[1] = actions[1]._replace(amount=260)  # (all in, but more than the big blind: no blind)
    assert forced_bet_contradiction(actions, {"ann": 900, "bob": 260}, (125, 250)) == (
        2, "bob's small blind of 260 is not the 125 the hand's stakes name"
    )  # fmt: skip


def test_everleaf_a_winner_paid_the_main_pot_twice_is_not_auditable() -> None:
    """Everleaf prints no bet nobody called: a ``wins ... from main pot`` line written twice
    paid the bet back and a rake of 12 % (it MATCHed); the main pot pays a winner once."""
    line = "bob wins $ 2.82 USD from main pot"
    hand, verdict = _verdict(EVERLEAF.replace(line, f"{line}\n{line}"))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert hand.error is not None and f"'{line}': bob is paid the main pot a second time (line 21)" in hand.error.reason


EVERLEAF_HI_LO = """Everleaf Gaming Game #148735443
***** Hand history for game #148735443 *****
$0.50/$1 Omaha Hi/Lo - 2010/03/01 - 11:00:02
Table T
Seat 6 is the button
Total number of players: 2
Seat 6: bob (  $ 25 USD )
Seat 10: ann (  $ 25 USD )
bob: posts small blind [$ 0.25 USD]
ann: posts big blind [$ 0.50 USD]
** Dealing down cards **
Dealt to ann [ 9c, 4h, Td, Jc ]
bob calls [$ 0.25 USD]
ann checks
** Dealing Flop ** [ 2s, Ad, 8d ]
ann checks
bob: bets [$ 0.50 USD]
ann folds
bob does not show cards
bob wins  high ($ 0.47 USD) from main pot
bob wins  low ($ 0.48 USD) from main pot
"""


def test_everleaf_a_split_pots_halves_are_each_paid_once() -> None:
    """A hi/lo winner of both halves of the main pot is paid by two lines: the rule is one line a
    half, not one a player (the halves as written here MATCH)."""
    hand, verdict = _verdict(EVERLEAF_HI_LO)
    assert hand.error is None and verdict.outcome is Outcome.MATCH, verdict.detail
    hand, verdict = _verdict(EVERLEAF_HI_LO.replace("wins  low ($ 0.48", "wins  high ($ 0.48"))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and hand.error is not None
    assert "bob is paid the high half of the main pot a second time (line 20)" in hand.error.reason


def test_merge_a_community_card_unlike_the_round_befores_is_not_auditable() -> None:
    """Merge prints the board so far in each round (``COMMUNITY``): a card of the turn's that is
    not the flop's MATCHed where it changed no winner; a board grows, its cards never change."""
    hand, verdict = _verdict(MERGE.replace('cards="Ks,Jh,8h,4d"', 'cards="6d,Jh,8h,4d"'))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert (
        hand.error is not None
        and (
            'line 10: <cards type="COMMUNITY" cards="6d,Jh,8h,4d"> (the board 6d Jh 8h 4d) does not begin with the'
            " board a round before printed, Ks Jh 8h"
        )
        in hand.error.reason
    )


@pytest.mark.parametrize(
    ("line", "written"),
    [('<RESULT PLAYER="ann" WIN="12.80"', '<RESULT PLAYER="bob" WIN="12.80"'),
     ('<RESULT PLAYER="bob" WIN="0.00"', '<RESULT PLAYER="ann" WIN="0.00"')],
    ids=["the-win-to-the-loser", "the-loss-to-the-winner"],
)  # fmt: skip
def test_boss_a_second_result_of_one_player_is_not_auditable(line: str, written: str) -> None:
    """Boss writes one ``RESULT`` a player in a ``SHOWDOWN``: one given to another player (who
    then has two) had MATCHed in the fuzz's hands (here: a MISMATCH, and a MATCH); the record
    contradicts itself."""
    hand, verdict = _verdict(BOSS.replace(line, written))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    name = written.split('"')[1]
    assert hand.error is not None and f"(a second RESULT of {name!r} in one SHOWDOWN)" in hand.error.reason


@pytest.mark.parametrize(
    ("line", "written", "said"),
    [("bob posts small blind", "cid posts small blind",
      "'cid posts small blind [$0.01]': cid posts the small blind from seat 3, but bob (seat 2), who plays"
      " and posts no blind, sits between the button (seat 1) and it"),
     ("cid posts big blind", "ann posts big blind",
      "'ann posts big blind [$0.02]': ann posts the big blind from seat 1, but cid (seat 3), who plays, sits"
      " between it and bob's small blind (seat 2, line 10)")],
    ids=["the-small-blind-to-the-big", "the-big-blind-to-the-button"],
)  # fmt: skip
def test_a_big_blind_not_next_to_the_small_blind_is_not_auditable(line: str, written: str, said: str) -> None:
    """The big blind is the next player after the small blind who plays on (4,001 shared hands
    of 888, Cake, Everleaf, Merge, OnGame, PKR, Boss and PokerNow, all so): the small blind given
    to the big blind (who then posts both, bob none) MATCHed, the pot the same and a cent of
    rake."""
    hand, verdict = _verdict(P888_FLOP.replace(line, written))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert hand.error is not None and said in hand.error.reason, hand.error


P888_DECLINED = """#Game No : 604
***** 888poker Hand History for Game 604 *****
$0.01/$0.02 Blinds No Limit Holdem - *** 04 02 2011 11:27:06
Table Huelva (Real Money)
Seat 1 is the button
Total number of players : 3
Seat 1: ann ( $2 )
Seat 2: bob ( $2 )
Seat 3: cid ( $2 )
bob posts small blind [$0.01]
cid folds
ann posts big blind [$0.02]
** Dealing down cards **
bob raises [$0.05]
ann folds
** Summary **
bob collected [ $0.04 ]
"""


def test_a_player_who_declines_the_big_blind_sits_out() -> None:
    """888 #440729020: the player between the blinds folds before the big blind is posted
    (declining to post it) and is dealt nothing: the big blind is the next one's, and the hand
    MATCHes; a big blind posted by a player after one who plays on is refused."""
    hand, verdict = _verdict(P888_DECLINED)
    assert hand.error is None and verdict.outcome is Outcome.MATCH, verdict.detail
    actions = [
        Action("preflop", "bob", ActionKind.SMALL_BLIND, 1, line=10),
        Action("preflop", "cid", ActionKind.FOLD, 0, line=11),
        Action("preflop", "ann", ActionKind.BIG_BLIND, 2, line=12),
    ]
    seats = {"ann": 1, "bob": 2, "cid": 3}
    assert blind_out_of_turn(actions, seats) is None
    assert blind_out_of_turn(actions, seats, dealt=["cid"]) == (
        12,
        "ann posts the big blind from seat 1, but cid (seat 3), who plays, sits between it and bob's small blind"
        " (seat 2, line 10): the big blind is the next player's",
    )


@pytest.mark.parametrize(
    ("line", "written", "said"),
    [("Small Blind : Small Blind $0.25", "Dealer : Small Blind $0.25",
      "'Dealer : Small Blind $0.25': the seat 'Dealer' posts the small blind, which the Small Blind posts"),
     ("Big Blind  [ME] : Big blind $0.50", "Dealer : Big blind $0.50",
      "'Dealer : Big blind $0.50': the seat 'Dealer' posts the big blind, which the Big Blind posts")],
    ids=["small", "big"],
)  # fmt: skip
def test_bovada_a_blind_posted_from_another_place_is_not_auditable(line: str, written: str, said: str) -> None:
    """Bovada names each seat by its place: a blind posted by the ``Dealer`` (where a seat is
    named ``Small Blind``) had MATCHed, the blind's chips the same."""
    hand, verdict = _verdict(BOVADA.replace(line, written))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert hand.error is not None and said in hand.error.reason, hand.error


BOVADA_HEADS_UP = """Ignition Hand #4 TBL#2 HOLDEM No Limit - 2016-08-09 12:41:32
Seat 2: Dealer ($50 in chips)
Seat 4: Big Blind [ME] ($50 in chips)
Dealer : Small Blind $0.25
Big Blind  [ME] : Big blind $0.50
*** HOLE CARDS ***
Dealer : Card dealt to a spot [2c 7h]
Big Blind  [ME] : Card dealt to a spot [9d 9s]
Dealer : Folds
Big Blind  [ME] : Return uncalled portion of bet $0.25
Big Blind  [ME] : Hand result $0.50
*** SUMMARY ***
Total Pot($0.50)
"""


def test_bovada_heads_up_the_dealer_posts_the_small_blind() -> None:
    """Heads-up no seat is named ``Small Blind``: the ``Dealer`` posts it (3 shared hands)."""
    hand, verdict = _verdict(BOVADA_HEADS_UP)
    assert hand.error is None and verdict.outcome is Outcome.MATCH, verdict.detail
    hand, verdict = _verdict(BOVADA_HEADS_UP.replace("Dealer : Small Blind", "Big Blind  [ME] : Small Blind"))
    assert hand.error is not None and "the seat 'Big Blind [ME]' posts the small blind" in hand.error.reason
