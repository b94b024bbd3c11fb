"""What the review of h-mut-d found in the blinds against the printed stakes (sites/stakes.py):
a newcomer's dead big blind (PokerTracker's export of Microgaming, ``posted to play``) had been
refused; a newcomer's two posts read differently before and after the hand's own small blind;
"both blinds" had been allowed on the hand's only big blind. Each legitimate hand MATCHes, each
mutant is NOT AUDITABLE with its line quoted."""

from __future__ import annotations

import pytest
from test_handhistory_h_mut_d_blinds import IPOKER_EXPORT, MERGE_EXPORT

from pokerrank.handhistory import Outcome, audit_hand, read


def _verdict(text: str) -> tuple[Outcome, str]:
    (hand,) = read(text)
    verdict = audit_hand(hand)
    return verdict.outcome, verdict.detail


MICROGAMING = """** Game ID 4416401541 starting - 2012-05-11 22:10:55
** Deal 254 (Deep) - €5 Min [Hold'em] (0.05|0.10 NL - € Cash Game) Real Money

- Player0 sitting in seat 1 with €10.00 at end €9.90
- Player1 sitting in seat 2 with €10.88 at end €11.17
- Player2 sitting in seat 3 with €10.56 at end €10.56
- Player3 sitting in seat 4 with €11.73 at end €11.73 [Dealer]
- Player4 sitting in seat 5 with €10.00 at end €9.90
- Hero sitting in seat 6 with €10.00 at end €9.90

Player4 posted the small blind - €0.05
Hero posted the big blind - €0.10
Player0 posted to play - €0.10
** Dealing card to Hero: K of s, 6 of d
Player0 folded
Player1 called - €0.10
Player2 folded
Player3 folded
Player4 called - €0.05
Hero checked
** Dealing the flop: 2 of d, 7 of d, 4 of c
Player4 checked
Hero checked
Player1 bet - €0.10
Player4 folded
Hero folded
Player1 mucks:
Player1 wins €0.49 from the main pot

End of game 4416401541
"""
"""PokerTracker's export of a Microgaming hand: Player0 comes in posting the big blind
(``posted to play``, read as a dead blind) beside the hand's own blinds."""


@pytest.mark.parametrize(
    ("post", "end", "won"),
    [("0.05", ("9.95", "11.12"), "0.44"), ("0.10", ("9.90", "11.17"), "0.49"), ("0.15", ("9.85", "11.22"), "0.54")],
    ids=["small", "big", "both"],
)
def test_a_dead_blind_of_the_small_the_big_or_both_blinds_matches(post: str, end: tuple[str, str], won: str) -> None:
    text = (
        MICROGAMING.replace("posted to play - €0.10", f"posted to play - €{post}")
        .replace("€10.00 at end €9.90\n- Player1", f"€10.00 at end €{end[0]}\n- Player1")
        .replace("at end €11.17", f"at end €{end[1]}")
        .replace("wins €0.49", f"wins €{won}")
    )
    outcome, detail = _verdict(text)
    assert outcome is Outcome.MATCH, detail


def test_a_dead_blind_of_neither_blind_is_refused() -> None:
    text = (
        MICROGAMING.replace("posted to play - €0.10", "posted to play - €0.20")
        .replace("€10.00 at end €9.90\n- Player1", "€10.00 at end €9.80\n- Player1")
        .replace("at end €11.17", "at end €11.27")
        .replace("wins €0.49", "wins €0.59")
    )
    outcome, detail = _verdict(text)
    assert outcome is Outcome.NOT_AUDITABLE, detail
    assert "line 13" in detail and "Player0's dead blind of €0.20" in detail, detail
    assert "nor the €0.10 big blind, nor both blinds, €0.15" in detail, detail


_OWN = "Ann: Post SB $0.50\nBob: Post BB $1.00\n"
_NEWCOMER = "Cid: Post SB $0.50\nCid: Post BB $1.00\n"


@pytest.mark.parametrize("newcomer_first", [True, False], ids=["before", "after"])
def test_a_newcomers_two_posts_match_before_or_after_the_hands_own_blinds(newcomer_first: bool) -> None:
    posts = _NEWCOMER + _OWN if newcomer_first else _OWN + _NEWCOMER
    text = IPOKER_EXPORT.replace(_OWN + "Cid: Post BB $1.50\n", posts)
    assert posts in text
    outcome, detail = _verdict(text)
    assert outcome is Outcome.MATCH, detail


def test_both_blinds_as_the_hands_only_big_blind_is_refused() -> None:
    text = MERGE_EXPORT.replace("Cid: Post BB $0.25", "Cid: Post BB $0.35").replace("wins $0.67", "wins $0.77")
    outcome, detail = _verdict(text)
    assert outcome is Outcome.NOT_AUDITABLE, detail
    assert "line 8: 'Cid: Post BB $0.35'" in detail and "no other player posts the $0.25 big blind" in detail, detail


def test_both_blinds_beside_the_hands_own_big_blind_matches() -> None:
    outcome, detail = _verdict(IPOKER_EXPORT)  # (Cid's $1.50 beside Bob's $1 big blind)
    assert outcome is Outcome.MATCH, detail
    bigger = IPOKER_EXPORT.replace("NL $0.50/$1 ", "NL $1/$3 ").replace("Post SB $0.50", "Post SB $1.00")
    bigger = bigger.replace("Bob: Post BB $1.00", "Bob: Post BB $3.00").replace("BB $1.50", "BB $4.00")
    bigger = bigger.replace("Raise (NF) $5.00", "Raise (NF) $9.00").replace("Call $4.00", "Call $6.00")
    bigger = bigger.replace("Total pot $11.50", "Total pot $22.50").replace("wins $11.50", "wins $22.50")
    outcome, detail = _verdict(bigger)
    assert outcome is Outcome.MATCH, detail
