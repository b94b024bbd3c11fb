"""partypoker's money mutants that MATCHed (issues 23/24, h-mut-a): a line changed so that what
was paid changes, which the room's own figures and rules show. Each mutant is refused (NOT
AUDITABLE, the line quoted; MISMATCH where the room pays against its rules), and a real hand of
the same shape still MATCHes."""

from __future__ import annotations

import pytest

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.verdicts import INCONSISTENT, Verdict

CASH = """***** Hand History for Game 8001 *****
$0.05/$0.10 USD NL Texas Hold'em - Monday, January 06, 08:24:17 EST 2014
Table Karlsruhe (Real Money)
Seat 2 is the button
Total number of players : 3/6
Seat 2: ann ( $9.90 USD )
Seat 4: bob ( $9.80 USD )
Seat 5: cid ( $3 USD )
bob posts small blind [$0.05 USD].
cid posts big blind [$0.10 USD].
** Dealing down cards **
ann calls [$0.10 USD]
bob calls [$0.05 USD]
cid checks
** Dealing Flop ** [ Ah, 6h, 3s ]
bob checks
cid checks
ann bets [$0.29 USD]
bob calls [$0.29 USD]
cid folds
** Dealing Turn ** [ Qs ]
bob bets [$0.50 USD]
ann calls [$0.50 USD]
** Dealing River ** [ Jh ]
bob checks
ann bets [$0.50 USD]
bob folds
ann does not show cards.
ann wins $2.24 USD
"""
"""$1.88 in the pot, $1.74 of it won: $0.14 of rake, unprinted; ann's river bet nobody called in
her win line, $0.50 more (partypoker's win lines hold it; the shape of partypoker #13550642683)."""

HEADS_UP = """***** Hand History for Game 8002 *****
$0.05/$0.10 USD NL Texas Hold'em - Monday, January 06, 08:55:47 EST 2014
Table Bloemfontein (Real Money)
Seat 2 is the button
Total number of players : 2/6
Seat 2: ann ( $24.49 USD )
Seat 5: bob ( $10 USD )
ann posts small blind [$0.05 USD].
bob posts big blind [$0.10 USD].
** Dealing down cards **
ann raises [$0.25 USD]
bob folds
ann does not show cards.
ann wins $0.40 USD
"""
"""No flop: ann's $0.20 nobody called is in her win, the pot paid whole (#13550697764's shape)."""

STUD = """***** Hand History for Game 8003 *****
$0.50/$1 USD 7 Card Stud Hi-Lo - Monday, August 30, 20:20:17 EEST 2010
Table Table  136403 (Real Money)
Seat 0 is the button
Total number of players : 3/8
Seat 1: ann ( $24.20 USD )
Seat 2: bob ( $17.55 USD )
Seat 3: cid ( $10.18 USD )
ann posts ante [$0.05 USD]
bob posts ante [$0.05 USD]
cid posts ante [$0.05 USD]
** Dealing **
cid opens
cid bring-ins [$0.25 USD]
ann folds
bob completes [$0.50 USD]
cid calls [$0.25 USD]
** Dealing Fourth street **
bob opens
bob bets [$0.50 USD]
cid folds
bob does not show cards.
bob wins $1.60 USD from the main pot
"""
"""Stud Hi/Lo: $1.15 in the pot, $1.10 of it won ($0.05 of rake), and bob's $0.50 nobody called in
his win line (partypoker's win lines hold it)."""


def _verdict(text: str) -> Verdict:
    (hand,) = list(read(text))
    return audit_hand(hand)


def _changed(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def _refused(text: str, *said: str) -> None:
    verdict = _verdict(text)
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, INCONSISTENT), verdict.detail
    for words in said:
        assert words in verdict.detail, verdict.detail


def test_the_hands_as_written_match() -> None:
    for text in (CASH, HEADS_UP, STUD):
        verdict = _verdict(text)
        assert verdict.outcome is Outcome.MATCH, verdict.detail


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        ("ann posts ante [$0.05 USD]", "ann posts ante [$0.04 USD]", "ann's ante of 0.04 is not bob's 0.05 (line 10)"),
        ("bob posts ante [$0.05 USD]", "bob posts ante [$0.06 USD]", "bob's ante of 0.06 is not ann's 0.05 (line 9)"),
        (
            "ann posts ante [$0.05 USD]\n",
            "",
            "line 14: 'ann folds': ann acts but posted no ante, where 2 other players did",
        ),
        (
            "bob posts ante [$0.05 USD]\n",
            "bob posts ante [$0.05 USD]\n" * 2,
            "bob posts the ante a second time (line 10",
        ),
        ("cid posts ante [$0.05 USD]", "ann posts ante [$0.05 USD]", "ann posts the ante a second time (line 9"),
    ],
    ids=["an ante less", "an ante more", "an ante left out", "an ante twice", "an ante given to another"],
)
def test_an_ante_against_the_others_is_refused(old: str, new: str, said: str) -> None:
    # each had been taken for a cent of rake more or less
    _refused(_changed(STUD, old, new), said)


def test_a_call_left_out_on_third_street_is_refused() -> None:
    # cid's call of the completion left out: he folds on fourth street having put in the bring-in alone
    # (bob's win $0.25 less with it, within the chips put in: the call left out is what is judged)
    _refused(
        _changed(_changed(STUD, "cid calls [$0.25 USD]\n", ""), "bob wins $1.60 USD", "bob wins $1.35 USD"),
        "cid goes on to the fourth (line 20: 'cid folds') with 0.25 in on the third, less than",
        "bob's 0.50 (line 16: 'bob completes [$0.50 USD]'), and with chips left",
    )


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        (
            "ann posts small blind [$0.05 USD].",
            "ann posts small blind [$0.06 USD].",
            "small blind of 0.06 is not the 0.05",
        ),
        ("bob posts big blind [$0.10 USD].", "bob posts big blind [$0.11 USD].", "big blind of 0.11 is not the 0.10"),
        (
            "bob posts big blind [$0.10 USD].\n",
            "bob posts big blind [$0.10 USD].\n" * 2,
            "bob posts the big blind a second time",
        ),
        (
            "ann posts small blind [$0.05 USD].\n",
            "ann posts small blind [$0.05 USD].\n" * 2,
            "ann posts the small blind a second time",
        ),
    ],
    ids=["a small blind more", "a big blind more", "a big blind twice", "a small blind twice"],
)
def test_a_blind_against_the_stakes_or_twice_is_refused(old: str, new: str, said: str) -> None:
    # each had gone back in part with ann's raise nobody called, or been taken for a cent of rake
    _refused(_changed(HEADS_UP, old, new), said)


def test_both_blinds_posted_by_one_player_are_refused() -> None:
    # ann posts the small blind and the big blind: bob, the next player, posts neither
    text = _changed(HEADS_UP, "bob posts big blind", "ann posts big blind")
    _refused(
        text, "ann posts the big blind from seat 2, but bob (seat 5), who plays, sits between it and ann's small blind"
    )


def test_a_button_on_an_empty_seat_places_no_blind() -> None:
    # the button line names an empty seat and the player after it posts nothing (partypoker #14019052): not judged
    text = _changed(CASH, "Seat 2 is the button", "Seat 1 is the button")
    text = _changed(text, "Seat 2: ann ( $9.90 USD )", "Seat 3: ann ( $9.90 USD )")
    verdict = _verdict(text)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        (
            "ann bets [$0.50 USD]\n",
            "ann bets [$0.50 USD]\n" * 2,
            "ann acts (line 26: 'ann bets [$0.50 USD]'), then acts again (line 27",
        ),
        ("ann bets [$0.50 USD]", "bob bets [$0.50 USD]", "bob acts (line 25: 'bob checks'), then acts again (line 26"),
    ],
    ids=["a bet twice", "a bet given to the player who checked"],
)
def test_a_player_acting_again_with_no_bet_between_is_refused(old: str, new: str, said: str) -> None:
    _refused(_changed(CASH, old, new), said)


def test_a_small_blind_s_call_left_out_is_refused() -> None:
    # bob's call of the big blind left out: he checks on the flop with $0.05 in of the $0.10
    _refused(
        _changed(CASH, "bob calls [$0.05 USD]\n", ""),
        "bob goes on to the flop (line 15: 'bob checks') with 0.05 in on the preflop, less than",
        "'s 0.10 (line ",
    )


@pytest.mark.parametrize(
    ("won", "outcome"), [("$0.40", Outcome.MATCH), ("$0.39", Outcome.MISMATCH), ("$0.41", Outcome.NOT_AUDITABLE)]
)
def test_no_flop_no_drop(won: str, outcome: Outcome) -> None:
    # a cash hand of Hold'em that ends before the flop keeps no rake: a cent short had MATCHed as rake
    verdict = _verdict(_changed(HEADS_UP, "ann wins $0.40 USD", f"ann wins {won} USD"))
    assert verdict.outcome is outcome, verdict.detail


def test_rake_after_the_flop_is_worked_out_still() -> None:
    verdict = _verdict(_changed(CASH, "ann wins $2.24 USD", "ann wins $2.23 USD"))
    assert verdict.outcome is Outcome.MATCH and verdict.rake == 15, verdict.detail


def test_no_flop_no_drop_is_the_rooms_own_not_an_exporters() -> None:
    # (the same text exported by PokerBros, whose hands party.py reads too: its policy is not partypoker's,
    # the unprinted rake worked out as before; a review found it made a MISMATCH)
    exported = _changed(
        HEADS_UP, "***** Hand History for Game 8002 *****", "***** Hand History for Game 8002 ***** (PokerBros)"
    )
    assert _verdict(exported).outcome is Outcome.MATCH
    verdict = _verdict(_changed(exported, "ann wins $0.40 USD", "ann wins $0.39 USD"))
    assert verdict.outcome is Outcome.MATCH and verdict.rake == 1, verdict.detail
    assert _verdict(_changed(HEADS_UP, "ann wins $0.40 USD", "ann wins $0.39 USD")).outcome is Outcome.MISMATCH
