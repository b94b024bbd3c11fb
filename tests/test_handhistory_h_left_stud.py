"""A call over a stud bring-in all in for less (docs/RULES.md, E8, E18; the replay's
``_over_call``): the others call the full bring-in, which partypoker does not print (its stakes
line names the bets: the shared files' bring-ins are $0.25 at $0.50/$1, $3 at $10/$20, 20 at
60/120). Where another player's call before it says the full bring-in, a call past it is over
the bet: NOT AUDITABLE, the line quoted (it MATCHed, the level taken as the small bet). Every
figure is worked out by hand in the comment beside the text."""

from __future__ import annotations

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.verdicts import INCONSISTENT

# partypoker stud at $10/$20, antes $1: ann's $2 leave her all in on the bring-in for $1 (the
# table's bring-in $3); cid calls the full bring-in, $3, and bob after him: ann's main pot $6
# (three antes and $1 from each), the side pot $4 (cid's and bob's $2 over it). On fourth
# street bob's $10 bet nobody calls: the win line holds it (partypoker's convention), $14.
PARTY_STUD = """***** Hand History for Game 8005 *****
$10/$20 USD FL 7 Card Stud - Monday, February 27, 09:51:26 EST 2012
Table Table  125524 (Real Money)
Seat 0 is the button
Total number of players : 3/8
Seat 1: ann ( $2 USD )
Seat 3: cid ( $300 USD )
Seat 5: bob ( $510 USD )
ann posts ante [$1 USD]
cid posts ante [$1 USD]
bob posts ante [$1 USD]
** Dealing **
ann opens
ann bring-ins [$1 USD]
cid calls [$3 USD]
bob calls [{bob} USD]
** Dealing Fourth street **
cid checks
bob bets [$10 USD]
cid folds
** Dealing Fifth street **
** Dealing Sixth street **
** Dealing River **
bob shows [ Qc, 3d, Ac, 8h, 2s, 5h, Jc ]high card Ace.
ann shows [ Ah, 4h, 4d, Td, Qd, Kc, 8s ]a pair of Fours.
ann wins $6 USD from the main pot with a pair of Fours.
bob wins {side} USD from the side pot 1 with high card Ace.
"""


def _verdict(text: str):  # type: ignore[no-untyped-def]
    records = list(read(text))
    assert len(records) == 1
    return audit_hand(records[0])


def test_calls_of_the_full_bring_in_over_one_all_in_for_less_match() -> None:
    verdict = _verdict(PARTY_STUD.format(bob="$3", side="$14"))
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_a_call_past_the_full_bring_in_another_call_says_is_over_the_bet() -> None:
    """bob's $4 after cid's $3: $1 more than anyone put in (before: MATCH, the level taken as the
    $10 small bet, the $1 handed back with his bet nobody called, $15)."""
    verdict = _verdict(PARTY_STUD.format(bob="$4", side="$15"))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert verdict.reason == INCONSISTENT
    assert (
        "'bob' calls (line 16: 'bob calls [$4 USD]') to $4 on the third, more than any other player put in ($3): a"
        " call is of what the player has to call"
    ) in verdict.detail


# The same heads-up: ann's main pot $4 (two antes and $1 each); bob's call over her $1 nobody
# called, paid as a "side pot" of his alone (partypoker's way).
HEADS_UP = """***** Hand History for Game 8006 *****
$10/$20 USD FL 7 Card Stud - Monday, February 27, 09:51:26 EST 2012
Table Table  125524 (Real Money)
Seat 0 is the button
Total number of players : 2/8
Seat 1: ann ( $2 USD )
Seat 5: bob ( $510 USD )
ann posts ante [$1 USD]
bob posts ante [$1 USD]
** Dealing **
ann opens
ann bring-ins [$1 USD]
bob calls [{bob} USD]
** Dealing Fourth street **
** Dealing Fifth street **
** Dealing Sixth street **
** Dealing River **
bob shows [ Qc, 3d, Ac, 8h, 2s, 5h, Jc ]high card Ace.
ann shows [ Ah, 4h, 4d, Td, Qd, Kc, 8s ]a pair of Fours.
ann wins $4 USD from the main pot with a pair of Fours.
bob wins {side} USD from the side pot 1 with high card Ace.
"""


def test_the_first_call_of_a_bring_in_all_in_for_less_is_not_judged_past_it() -> None:
    """Heads-up, the first call is the only word on the full bring-in, which the room does not
    print: $3 and $4 both stand (the bring-in is less than the $10 small bet, E8); what was paid
    is the same either way."""
    for bob, side in (("$3", "$2"), ("$4", "$3")):
        verdict = _verdict(HEADS_UP.format(bob=bob, side=side))
        assert verdict.outcome is Outcome.MATCH, (bob, verdict.detail)
