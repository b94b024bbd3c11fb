"""What the room paid where it prints nothing of the bet nobody called (docs/RULES.md,
"Payouts"): 888's win line a cent over the pot alone is the room paying against its rules, a
MISMATCH naming the player and both amounts; a cent over the pot and the bet is more than every
chip put in, chips no action moved (a line left out or written twice): NOT AUDITABLE, "chips do
not add up", the win line quoted with both amounts (the lead's decision on h-left's review: one
wording for 888, partypoker and Betfair, ``bracket._Hand.paid_over``); partypoker's win lines
hold the bet in every shared hand that has one, so its lines are read by that convention (what
they paid is what the room paid), where the nearer-of-two reading stays for the rooms whose
files do not settle it. Every figure is worked out by hand in the comment beside the text."""

from __future__ import annotations

import pytest

from pokerrank.handhistory import Outcome, Payout, read
from pokerrank.handhistory.audit import audit_hand

# 888 at $0.01/$0.02: ann's small blind $0.01 and raise of $0.20 (888's raise adds its chips: to
# $0.21), bob's big blind $0.02 folds: the pot $0.04, $0.19 nobody called; the rules give ann
# $0.23. 888 prints neither the rake nor the bet: its win line holds the bet in some hands
# ($0.23), not in others ($0.04, the bet handed back on no line).
PACIFIC = """#Game No : 1001
***** 888poker Hand History for Game 1001 *****
$0.01/$0.02 Blinds No Limit Holdem - *** 03 12 2015 15:12:29
Table Frisco 6 Max (Real Money)
Seat 2 is the button
Total number of players : 2
Seat 2: ann ( $2 )
Seat 7: bob ( $2 )
ann posts small blind [$0.01]
bob posts big blind [$0.02]
** Dealing down cards **
ann raises [$0.20]
bob folds
** Summary **
{won}
"""

# partypoker, the same hand: ann puts in $0.21, bob $0.02; the pot $0.04, $0.19 nobody called;
# the rules give ann $0.23. partypoker's win lines hold the bet (61 of the 61 distinct shared hands
# with one: 57 in the pot's win line, 4 in a "side pot" of its bettor alone).
PARTY = """***** Hand History for Game 902 *****
$0.01/$0.02 USD NL Texas Hold'em - Wednesday, October 11, 17:27:53 CEST 2017
Table Aria (Real Money)
Seat 2 is the button
Total number of players : 2/2
Seat 2: ann ( $5 USD )
Seat 1: bob ( $5 USD )
ann posts small blind [$0.01 USD].
bob posts big blind [$0.02 USD].
** Dealing down cards **
ann raises [$0.20 USD]
bob folds
ann wins {won} USD
"""


def _verdict(text: str):  # type: ignore[no-untyped-def]
    records = list(read(text))
    assert len(records) == 1
    return audit_hand(records[0])


@pytest.mark.parametrize("won", ["ann collected [ $0.23 ]", "ann collected [$0.23]", "ann collected [ $0.04 ]"])
def test_888_paying_the_pot_and_the_bet_or_the_pot_alone_matches(won: str) -> None:
    verdict = _verdict(PACIFIC.format(won=won))
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_888_paying_the_pot_alone_a_cent_over_is_a_mismatch_naming_the_player_and_both_amounts() -> None:
    """$0.05: the pot alone a cent over, the bet back on no line: the room gave ann $0.24, no more
    than was put in: a payout against the rules."""
    verdict = _verdict(PACIFIC.format(won="ann collected [ $0.05 ]"))
    assert verdict.outcome is Outcome.MISMATCH, verdict.detail
    assert [p for p in verdict.payouts if not p.ok] == [Payout("total", "ann", 23, 24)]
    assert "ann: the rules give $0.23, the room paid $0.24" in verdict.detail


@pytest.mark.parametrize("won", ["ann collected [ $0.24 ]", "ann collected [$0.24]"])
def test_888_paying_more_than_every_chip_put_in_does_not_add_up(won: str) -> None:
    """$0.24 of the $0.23 put in: chips no action moved, the win line quoted with both amounts
    (h-left had made it a payout MISMATCH blaming the room for the missing line)."""
    verdict = _verdict(PACIFIC.format(won=won))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "chips do not add up", verdict.detail
    assert verdict.detail == (
        f"line 15 ('{won}') pays 'ann' 0.24, more than the 0.23 put in: chips no action moved (the record leaves out"
        " a line, or writes one twice)"
    )


def test_888_a_win_line_written_twice_still_does_not_add_up() -> None:
    """The same line twice in a row pays $0.46 of the $0.23 put in: the file contradicts itself."""
    verdict = _verdict(PACIFIC.format(won="ann collected [ $0.23 ]\nann collected [ $0.23 ]"))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert "more than the 0.23 put in" in verdict.detail and "repeats the line before" in verdict.detail


def test_partypoker_paying_the_pot_and_the_bet_matches() -> None:
    verdict = _verdict(PARTY.format(won="$0.23"))
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert verdict.hand.returned == {}


@pytest.mark.parametrize("won", ["$0.05", "$0.04", "$0.03"])
def test_partypoker_s_win_line_is_what_the_room_paid(won: str) -> None:
    """partypoker's convention: the win line holds the bet, so $0.05, $0.04 and $0.03 are all the
    room gave ann (before: $0.05 read as the pot a cent over and the bet, "paid $0.24"; $0.04 as
    the pot alone and the bet back on no line, MATCH; $0.03 "paid $0.22")."""
    verdict = _verdict(PARTY.format(won=won))
    assert verdict.outcome is Outcome.MISMATCH, verdict.detail
    paid = int(won[-2:])
    assert [p for p in verdict.payouts if not p.ok] == [Payout("total", "ann", 23, paid)]
    assert f"ann: the rules give $0.23, the room paid {won}" in verdict.detail


# partypoker at $0.05/$0.10: ann all in for her $1.50 over bob's all-in $0.50: the main pot $1
# (no rake), ann's $1 nobody called written as "side pot 1", of her alone ({side}: what it pays).
SIDE = """***** Hand History for Game 13549932299 *****
$0.05/$0.10 USD NL Texas Hold'em - Sunday, January 05, 19:24:07 EST 2014
Table Aksay (Real Money)
Seat 1 is the button
Total number of players : 2/6
Seat 1: ann ( $1.50 USD )
Seat 2: bob ( $0.50 USD )
ann posts small blind [$0.05 USD].
bob posts big blind [$0.10 USD].
** Dealing down cards **
ann is all-In  [$1.45 USD]
bob is all-In  [$0.40 USD]
** Dealing Flop ** [ 8s, 5c, 6h ]
** Dealing Turn ** [ Ac ]
** Dealing River ** [ Tc ]
ann shows [ 8c, 8d ]three of a kind, Eights.
bob shows [ Jc, Jd ]a pair of Jacks.
ann wins {side} USD from the side pot 1 with three of a kind, Eights.
ann wins $1 USD from the main pot with three of a kind, Eights.
"""


def test_partypoker_s_bet_in_a_side_pot_of_its_own_is_handed_back() -> None:
    """partypoker writes the bet nobody called of an all-in for less as a "side pot" of its bettor
    alone (AllInHandWithShowdown #13549932236): ann all in for her $1.50 over bob's all-in $0.50 at
    $0.05/$0.10: the pot $1 (no rake), ann's $1 nobody called paid as ``side pot 1``: read as the
    bet handed back, MATCH."""
    text = SIDE.format(side="$1")
    verdict = _verdict(text)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert verdict.hand.returned == {"ann": 100}


@pytest.mark.shared
def test_every_shared_partypoker_hand_with_a_bet_nobody_called_pays_it_in_a_win_line(shared_dir) -> None:  # type: ignore[no-untyped-def]
    """The convention from the room's own files: every partypoker hand with a bet nobody called
    holds it in a win line (the pot's, or a "side pot" of its bettor alone) and MATCHes."""
    from pokerrank.handhistory import audit
    from pokerrank.handhistory.reader import source_files
    from pokerrank.handhistory.records import ActionKind

    held = side = 0
    for path in source_files([shared_dir / "hand-histories" / "sites" / "partypoker"]):
        if "summaries" in path.parts:
            continue
        for verdict in audit(path):
            record = verdict.hand
            if record.error is not None:
                continue
            live: dict[str, int] = {}
            for action in record.actions:
                if action.amount and action.kind is not ActionKind.ANTE:
                    live[action.player] = live.get(action.player, 0) + action.amount
            ranked = sorted(live.values(), reverse=True)
            if len(ranked) < 2 or ranked[0] == ranked[1]:
                continue
            assert verdict.outcome is Outcome.MATCH, (path.name, record.hand_id, verdict.detail)
            if record.returned:
                side += 1
            else:
                held += 1
    assert held >= 59 and side >= 5, (held, side)
