"""Bovada's money mutants that MATCHed (issues 23/24, h-mut-a): a call written onto the player
who then folds on the same street, no bet or raise between, is refused (NOT AUDITABLE, both
lines quoted); a player acting again facing a bet made since still MATCHes."""

from __future__ import annotations

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.verdicts import INCONSISTENT, Verdict

MTT = """Bovada Hand #5001: HOLDEM Tournament #14890254 TBL#35, No Limit- Level 12 (300/600) - 2016-06-28 23:58:50
Seat 1: Big Blind (12,980 in chips)
Seat 2: UTG (30,727 in chips)
Seat 3: UTG+1 (15,120 in chips)
Seat 4: UTG+2 (36,899 in chips)
Seat 5: Dealer (13,960 in chips)
Seat 6: Small Blind [ME] (35,069 in chips)
Dealer : Set dealer [5]
Big Blind : Ante chip 60
UTG : Ante chip 60
UTG+1 : Ante chip 60
UTG+2 : Ante chip 60
Dealer : Ante chip 60
Small Blind [ME] : Ante chip 60
Small Blind [ME] : Small blind 300
Big Blind : Big blind 600
*** HOLE CARDS ***
Big Blind : Card dealt to a spot [3c 7h]
UTG : Card dealt to a spot [8d 8s]
UTG+1 : Card dealt to a spot [Ah Kh]
UTG+2 : Card dealt to a spot [Kd Qd]
Dealer : Card dealt to a spot [3s Qs]
Small Blind [ME] : Card dealt to a spot [4d As]
UTG : Raises 1260 to 1260
UTG+1 : Call 1260
UTG+2 : Call 1260
Dealer : Folds
Small Blind [ME] : Call 960
Big Blind : Folds
*** FLOP *** [6s Kc 4h]
Small Blind [ME] : Checks
UTG : Checks
UTG+1 : Bets 3400
UTG+2 : Call 3400
Small Blind [ME] : Folds
UTG : Folds
*** TURN *** [6s Kc 4h] [Js]
UTG+1 : Checks
UTG+2 : Checks
*** RIVER *** [6s Kc 4h Js] [7c]
UTG+1 : Bets 7500
UTG+2 : Call 7500
UTG+1 : Showdown [Kh Kc Ah Js 7c] (One pair)
UTG+2 : Mucks [Kd Qd] (One pair)
UTG+1 : Hand Result 27800
*** SUMMARY ***
Total Pot(27800)
Board [6s Kc 4h Js 7c]
Seat+1: Big Blind Folded before the FLOP
Seat+2: UTG Folded on the FLOP
Seat+3: UTG+1 27800  with One pair [Ah Kh-Kh Kc Ah Js 7c]
Seat+4: UTG+2 [Mucked] [Kd Qd ]
Seat+5: Dealer Folded before the FLOP
Seat+6: Small Blind Folded on the FLOP
"""
"""The shape of Bovada MTT #3412763123: the small blind and UTG check, then fold to a bet made
since (a player acting again facing a bet: the rules' order)."""


def _verdict(text: str) -> Verdict:
    (hand,) = list(read(text))
    return audit_hand(hand)


def test_the_hand_as_written_matches() -> None:
    verdict = _verdict(MTT)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_a_call_written_onto_the_player_who_then_folds_is_refused() -> None:
    # UTG's call and fold with nobody betting between: the 3,400 had moved from UTG+2 to UTG, the pot unchanged
    assert MTT.count("UTG+2 : Call 3400") == 1
    verdict = _verdict(MTT.replace("UTG+2 : Call 3400", "UTG : Call 3400"))
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, INCONSISTENT), verdict.detail
    assert verdict.detail == (
        "UTG acts (line 34: 'UTG : Call 3400'), then acts again (line 36: 'UTG : Folds') with no bet or raise"
        " between: the action goes round the table, and a player acts again only facing a bet or raise made since"
    )


def test_a_bet_and_its_return_written_twice_are_refused() -> None:
    # the file of corrupted lines' shape (MTT #3031605605): the bet and its return written twice, the pot unchanged
    text = (
        MTT.split("UTG+1 : Bets 3400")[0]
        + """UTG+1 : Bets 3400
UTG+2 : Folds
Small Blind [ME] : Folds
UTG : Folds
UTG+1 : Return uncalled portion of bet 3400
UTG+1 : Does not show [Ah Kh] (One pair)
UTG+1 : Hand Result 6000
*** SUMMARY ***
Total Pot(6000)
Board [6s Kc 4h]
Seat+1: Big Blind Folded before the FLOP
Seat+2: UTG Folded on the FLOP
Seat+3: UTG+1 6000 [Does not show]
Seat+4: UTG+2 Folded on the FLOP
Seat+5: Dealer Folded before the FLOP
Seat+6: Small Blind Folded on the FLOP
"""
    )
    verdict = _verdict(text)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    for line in ("UTG+1 : Bets 3400\n", "UTG+1 : Return uncalled portion of bet 3400\n"):
        text = text.replace(line, line * 2)
    verdict = _verdict(text)
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, INCONSISTENT), verdict.detail
    assert "UTG+1 acts (line 33: 'UTG+1 : Bets 3400'), then acts again (line 34" in verdict.detail
