"""The order of play written once (h-turns, issues 23/24): the own-text rooms judge "a player acts
again with no bet or raise since his last turn on the round" through
:meth:`~pokerrank.handhistory.owntext.TextHand.acted_again`, and "a player goes on behind an
earlier round's bet with chips left" through
:meth:`~pokerrank.handhistory.owntext.TextHand.went_on_behind`: the rooms of
:mod:`~pokerrank.handhistory._rounds` (OnGame, Everleaf, Cake, Entraction, PKR), judged in one pass
once the hand is read, and the bracket rooms (888, partypoker, Betfair) and Bovada. Each rule refuses
its mutant in the rooms tested here (the ``_rounds`` rooms and partypoker; 888's and Bovada's in their
own test files); a real hand of the same shape (a bet handed back, an all-in for less then a raise, a
split pot, a player acting again facing a raise) still MATCHes."""

from __future__ import annotations

import pytest
from test_handhistory_entraction import SPLIT as ENTRACTION
from test_handhistory_h_mut_a_party import CASH as PARTY
from test_handhistory_h_mut_c_rounds import CAKE, EVERLEAF_NL, ONGAME, PKR
from test_handhistory_h_mut_c_rounds import STUD as EVERLEAF_STUD

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import audit_hand, read
from pokerrank.handhistory._rounds import check_rounds
from pokerrank.handhistory.owntext import TextHand
from pokerrank.handhistory.records import ActionKind

# The hand texts, each the same as another test file's (imported, not written again): ONGAME, ann acts
# again facing bob's raise, her flop bet nobody called handed back by the rules; EVERLEAF_NL, cid's all-in
# raise for less, which ann calls (acting again facing it), a split pot; CAKE, ann's flop bet nobody called
# handed back as printed; ENTRACTION, a split pot, a dead small blind posted with the big; PKR, ann folds
# facing bob's raise; PARTY, bob acts again facing ann's flop bet, her river bet nobody called back.


def verdict(text: str) -> tuple[str, str]:
    (hand,) = list(read(text))
    said = audit_hand(hand)
    return said.outcome.value, str(hand.error or said.detail)


def changed(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


@pytest.mark.parametrize(
    "text",
    [ONGAME, EVERLEAF_NL, EVERLEAF_STUD, CAKE, ENTRACTION, PKR, PARTY],
    ids=["ongame", "everleaf", "everleaf-stud", "cake", "entraction", "pkr", "partypoker"],
)
def test_the_hands_as_written_match(text: str) -> None:
    assert verdict(text)[0] == "match", verdict(text)


ACTS_AGAIN = [
    # a player acting again with no bet or raise since his last turn, another player's turn between:
    # the round was over (Everleaf's, Entraction's and PKR's MATCHed while the _rounds rooms judged
    # two turns in a row alone; OnGame's and Cake's were refused a line later, "twice in a row")
    (
        ONGAME,
        "ann bets $3\n",
        "ann checks\nbob checks\n",
        "bob acts (line 15: 'bob checks'), then acts again (line 17:",
    ),
    (
        EVERLEAF_STUD,
        "Player3 checks\n**** dealing 5th",
        "Player3 checks\nPlayer2 checks\n**** dealing 5th",
        "Player2 acts (line 14: 'Player2 checks'), then acts again (line 16: 'Player2 checks')",
    ),
    (
        CAKE,
        "ann: bets $1.33\n",
        "ann: checks\nbob: checks\n",
        "bob acts (line 10: 'bob: checks'), then acts again (line 12:",
    ),
    (
        ENTRACTION,
        "bob                         Check\n",
        "bob                         Check\nann                         Check\n",
        "ann acts (line 21: 'ann                         Check'), then acts again (line 23: 'ann",
    ),
    (
        PKR,
        "bob raises to $34\n",
        "bob calls $20\n",
        "ann acts (line 16: 'ann raises to $20'), then acts again (line 18:",
    ),
    (
        PARTY,
        "cid folds\n",
        "cid folds\nbob checks\n",
        "bob acts (line 19: 'bob calls [$0.29 USD]'), then acts again (line 21: 'bob checks')",
    ),
]


@pytest.mark.parametrize(
    ("text", "old", "new", "said"), ACTS_AGAIN, ids=["ongame", "everleaf", "cake", "entraction", "pkr", "partypoker"]
)
def test_a_player_acting_again_with_nothing_new_to_face_is_not_auditable(
    text: str, old: str, new: str, said: str
) -> None:
    outcome, detail = verdict(changed(text, old, new))
    assert outcome == "not auditable"
    assert said in detail
    assert "with no bet or raise between: the action goes round the table" in detail  # (the one wording)


@pytest.mark.parametrize(
    ("text", "old", "said"),
    [
        (
            ONGAME,
            "ann calls $4\n",
            "ann goes on to the flop (line 15: 'ann bets $3') with 2.00 in on the preflop, less than bob's 6.00"
            " (line 12: 'bob raises $4 to $6'), and with chips left: a betting round ends only when every player"
            " still in has put in as much, or is all in",
        ),
        (
            CAKE,
            "bob: calls $0.20\n",
            "bob goes on to the flop (line 9: 'bob: checks') with 0.10 in on the preflop, less than ann's 0.30"
            " (line 7: 'ann: raises to $0.30')",
        ),
        (
            PARTY,
            "bob calls [$0.05 USD]\n",
            "bob goes on to the flop (line 15: 'bob checks') with 0.05 in on the preflop, less than cid's 0.10"
            " (line 10: 'cid posts big blind [$0.10 USD].'), and with chips left: a betting round ends only when"
            " every player still in has put in as much, or is all in",
        ),
    ],
    ids=["ongame", "cake", "partypoker"],
)
def test_a_player_going_on_behind_a_round_s_bet_is_one_message(text: str, old: str, said: str) -> None:
    outcome, detail = verdict(changed(text, old, ""))
    assert outcome == "not auditable"
    assert said in detail


def _hand(stakes: tuple[int, ...], *, stakes_first: bool, structure: str = "no-limit", big: int = 2) -> TextHand:
    """A hold'em hand at ``stakes`` (``big``: the big blind posted) whose raise to 3 over the 2 blind adds 1;
    its stakes named before or after its posts: the rounds are judged once the hand is read, so a
    judge that ran as the hand is read, before its stakes are named, would fail the second."""
    hand = TextHand("<text>", "1", "Room", "room", 1, scale=1)
    hand.game, hand.structure = "holdem", structure
    if stakes_first:
        hand.stakes = stakes
    hand.seat(1, "ann", 100)
    hand.seat(2, "bob", 100)
    hand.post("ann", ActionKind.SMALL_BLIND, 1, 2)
    hand.post("bob", ActionKind.BIG_BLIND, big, 3)
    if not stakes_first:
        hand.stakes = stakes
    hand.wager("ann", "raise", 3, 4, to=True)
    hand.check("bob", 5)
    return hand


LINES = ["hand", "ann: sb 1", "bob: bb 2", "ann: raises to 3", "bob: checks"]


@pytest.mark.parametrize("stakes_first", [True, False])
def test_a_limit_big_blind_is_judged_against_the_stakes_the_hand_names(stakes_first: bool) -> None:
    # (a limit table's big blind is its small bet: 3 at 2/4 is not; the bets' sizes are the replay's to judge)
    check_rounds(_hand((2, 4), stakes_first=stakes_first, structure="limit"), LINES)
    with pytest.raises(HandHistoryError) as raised:
        check_rounds(_hand((2, 4), stakes_first=stakes_first, structure="limit", big=3), LINES)
    assert raised.value.reason == "line 3: 'bob: bb 2': a big blind of 3, not the small bet (2) the limit's stakes name"


def test_a_check_facing_a_raise_is_a_turn_and_acting_again_with_nothing_new_is_not() -> None:
    hand = _hand((1, 1), stakes_first=True)  # (a raise of the blind at 1/1: legal; bob checks facing it)
    check_rounds(hand, LINES)
    hand.check("bob", 6)  # (bob again, nothing bet or raised since his check)
    with pytest.raises(HandHistoryError) as raised:
        check_rounds(hand, [*LINES, "bob: checks"])
    assert raised.value.reason == (
        "bob acts (line 5: 'bob: checks'), then acts again (line 6: 'bob: checks') with no bet or raise between: the"
        " action goes round the table, and a player acts again only facing a bet or raise made since"
    )


PARTY_STUD = """***** Hand History for Game 8004 *****
$10/$20 USD FL 7 Card Stud - Monday, February 27, 09:51:26 EST 2012
Table Table  125524 (Real Money)
Seat 0 is the button
Total number of players : 2/8
Seat 1: ann ( $2 USD )
Seat 3: bob ( $510 USD )
ann posts ante [$1 USD]
bob posts ante [$1 USD]
** Dealing **
ann opens
ann bring-ins [$1 USD]
bob calls [$3 USD]
** Dealing Fourth street **
** Dealing Fifth street **
** Dealing Sixth street **
** Dealing River **
bob shows [ Qc, 3d, Ac, 8h, 2s, 5h, Jc ]high card Ace.
ann shows [ Ah, 4h, 4d, Td, Qd, Kc, 8s ]a pair of Fours.
ann wins $4 USD from the main pot with a pair of Fours.
bob wins $2 USD from the side pot 1 with high card Ace.
"""
"""ann's bring-in all in for less ($1 of $3): bob calls the full bring-in, $2 of it nobody called,
paid as a "side pot" of his alone (partypoker's way, AllInHandWithShowdown #13549932236)."""


def test_a_call_of_a_stud_bring_in_all_in_for_less_is_of_the_full_bring_in() -> None:
    # bracket.py's call_over is not judged on a street whose bring-in was posted all in for less
    assert verdict(PARTY_STUD) == ("match", "ann wins $4 (pot $4), as paid")
    # the same call where the bring-in is no all-in (chips left): a call over the bet, refused
    outcome, detail = verdict(changed(PARTY_STUD, "Seat 1: ann ( $2 USD )", "Seat 1: ann ( $20 USD )"))
    assert outcome == "not auditable"
    assert "bob calls (line 13: 'bob calls [$3 USD]') to 3.00 on the third, more than the bet of 1.00" in detail


PARTY_TOURNEY_SILENT_BLINDS = """***** Hand History for Game 903 *****
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
ann calls [800]
cid folds
bob checks
** Dealing Flop ** [ 9c, Ks, 5c ]
bob checks
ann checks
** Dealing Turn ** [ 6c ]
bob checks
ann checks
** Dealing River ** [ 5s ]
bob checks
ann checks
ann shows [ Qh, 6d ]two pairs, Sixes and Fives.
bob shows [ 8c, Tc ]a flush, Ten high.
bob wins 2,000 chips from the main pot with a flush, Ten high.
"""


def test_a_blind_posted_on_no_line_is_not_quoted_as_another_players_line() -> None:
    # partypoker's tournament blinds have no line (cid's small blind of 400 and bob's big blind of 800): with
    # ann's call of the big blind left out she goes on to the flop behind bob's 800, and the line the reader
    # gives bob's post (the hand's first action's, now 'bob checks') is not quoted as where he put it in
    assert verdict(PARTY_TOURNEY_SILENT_BLINDS)[0] == "match"
    mutant = changed(changed(PARTY_TOURNEY_SILENT_BLINDS, "ann calls [800]\n", ""), "wins 2,000", "wins 1,200")
    outcome, detail = verdict(mutant)  # (the pay mended to what was put in: else the pot's check refuses it)
    assert outcome == "not auditable", detail
    assert "ann goes on to the flop (line 16: 'ann checks') with 0 in on the preflop" in detail, detail
    assert "less than bob's 800 (posted on no line of its own)" in detail, detail
    assert "'bob checks'" not in detail, detail


def test_a_blind_written_between_two_turns_of_one_player_is_no_bet_he_answers() -> None:
    # ann's check written before bob's big blind: NOT AUDITABLE as before h-turns (its first version let it
    # MATCH); since h-order the post after a turn on its round is named first (_order), the post's line
    mutant = changed(ONGAME, "bob posts big blind ($2)\n", "")
    mutant = changed(mutant, "ann calls $1\n", "ann checks\nbob posts big blind ($2)\nann calls $1\n")
    outcome, detail = verdict(mutant)
    assert outcome == "not auditable", detail
    assert "line 11: bob posts a big blind (line 11: 'bob posts big blind ($2)') after ann's turn (line 10:" in detail
