"""A player who acts after their betting ended: after a fold (`cid: folds`, then `cid: checks`),
or chips put in after an all-in. The record contradicts itself in every room, and every road
says so: the audit (NOT AUDITABLE, both lines named), `audit --rules` (the illegal action and
the contradiction), the writers (refused), the results (not read), the engine's drive (illegal).
What stays: a folded player who shows, a folded player the room pays (a MISMATCH)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from pokerrank.cli import cli
from pokerrank.engine import audit_with_rules, from_record
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import Outcome, audit_hand, read, replay, to_deal
from pokerrank.handhistory.verdicts import INCONSISTENT
from pokerrank.handhistory.writers import to_phh
from pokerrank.handhistory.writers_ohh import to_ohh
from pokerrank.handhistory.writers_text import to_pokerstars
from pokerrank.results.hand import Status, hand_result

FOLDED = "a player who folded has no more action"
ALL_IN = "a player all in has no chips left to put in"

STARS = """\
PokerStars Hand #3: Hold'em No Limit ($1/$2 USD) - 2020/01/01 0:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
Seat 3: cid ($200 in chips)
bob: posts small blind $1
cid: posts big blind $2
*** HOLE CARDS ***
ann: raises $8 to $10
bob: calls $9
cid: folds
*** FLOP *** [2c 7d 9h]
bob: checks
ann: checks
{again}*** TURN *** [2c 7d 9h] [Js]
bob: checks
ann: checks
*** RIVER *** [2c 7d 9h Js] [Kd]
bob: checks
ann: checks
*** SHOW DOWN ***
{shows}ann: shows [As Ad] (a pair of Aces)
bob: shows [Qc Qs] (a pair of Queens)
ann collected ${won} from pot
{paid}*** SUMMARY ***
Total pot ${pot} | Rake $1
Board [2c 7d 9h Js Kd]
"""
"""cid folds before the flop; ``again``: what cid does on the flop after ann's check; ann's
Aces take the pot (``won``: $21 of ``pot`` $22 less $1 rake, when cid puts in nothing more)."""


def _stars(again: str = "", *, won: int = 21, pot: int = 22, shows: str = "", paid: str = "") -> str:
    return STARS.format(again=again, won=won, pot=pot, shows=shows, paid=paid)


STARS_ALL_IN = """\
PokerStars Hand #4: Hold'em No Limit ($1/$2 USD) - 2020/01/01 0:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($50 in chips)
Seat 3: cid ($200 in chips)
bob: posts small blind $1
cid: posts big blind $2
*** HOLE CARDS ***
ann: raises $8 to $10
bob: raises $40 to $50 and is all-in
cid: folds
ann: calls $40
*** FLOP *** [2c 7d 9h]
bob: bets $4
ann: calls $4
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [Kd]
*** SHOW DOWN ***
ann: shows [As Ad] (a pair of Aces)
bob: shows [Qc Qs] (a pair of Queens)
ann collected $110 from pot
*** SUMMARY ***
Total pot $110 | Rake $0
Board [2c 7d 9h Js Kd]
"""
"""bob is all in for his $50, then bets $4 more on the flop (his chips put in: 54 of 50)."""

PARTY = """\
***** Hand History for Game 900 *****
$1/$2 USD NL Texas Hold'em - Wednesday, October 11, 17:27:53 CEST 2017
Table Aria (Real Money)
Seat 1 is the button
Total number of players : 3/6
Seat 1: ann ( $100 USD )
Seat 2: bob ( $100 USD )
Seat 3: cid ( $200 USD )
bob posts small blind [$1 USD].
cid posts big blind [$2 USD].
** Dealing down cards **
ann raises [$10 USD]
bob calls [$9 USD]
cid folds
** Dealing Flop ** [ 2c, 7d, 9h ]
bob checks
ann checks
cid checks
** Dealing Turn ** [ Js ]
bob checks
ann checks
** Dealing River ** [ Kd ]
bob checks
ann checks
ann shows [ As, Ad ]a pair of Aces.
bob shows [ Qc, Qs ]a pair of Queens.
ann wins $22 USD from the main pot with a pair of Aces.
"""

IPOKER = """\
<?xml version="1.0" encoding="utf-8"?>
<session sessioncode="9">
<general><gametype>Holdem NL $1/$2</gametype><tablename>T, 1</tablename><currency>USD</currency></general>
<game gamecode="77"><general><players>
<player seat="1" name="ann" chips="$100" dealer="1" win="$22" bet="$10"/>
<player seat="2" name="bob" chips="$100" dealer="0" win="$0" bet="$10"/>
<player seat="3" name="cid" chips="$200" dealer="0" win="$0" bet="$2"/>
</players></general>
<round no="0"><action no="1" player="bob" type="1" sum="$1"/><action no="2" player="cid" type="2" sum="$2"/></round>
<round no="1"><cards type="Pocket" player="ann">SA HA</cards><cards type="Pocket" player="bob">CQ SQ</cards>
<action no="3" player="ann" type="23" sum="$10"/><action no="4" player="bob" type="3" sum="$9"/>
<action no="5" player="cid" type="0" sum="$0"/></round>
<round no="2"><cards type="Flop" player="">C2 D7 H9</cards><action no="6" player="bob" type="4" sum="$0"/>
<action no="7" player="ann" type="4" sum="$0"/><action no="8" player="cid" type="4" sum="$0"/></round>
<round no="3"><cards type="Turn" player="">SJ</cards><action no="9" player="bob" type="4" sum="$0"/>
<action no="10" player="ann" type="4" sum="$0"/></round>
<round no="4"><cards type="River" player="">DK</cards><action no="11" player="bob" type="4" sum="$0"/>
<action no="12" player="ann" type="4" sum="$0"/></round>
</game>
</session>
"""

PHH = """\
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 200, 100]
actions = ["d dh p1 QcQs", "d dh p2 ????", "d dh p3 AsAd", "p3 cbr 10", "p1 cc", "p2 f", "d db 2c7d9h", "p1 cc", \
"p3 cc", "p2 cc", "d db Js", "p1 cc", "p3 cc", "d db Kd", "p1 cc", "p3 cc", "p3 sm AsAd", "p1 sm QcQs"]
players = ["bob", "cid", "ann"]
finishing_stacks = [90, 198, 112]
"""
"""cid (p2) folds before the flop (action 6), then checks on it (``p2 cc``, action 10)."""


def _ohh() -> str:
    def act(player: int, action: str, amount: int = 0, number: int = 1) -> dict[str, object]:
        return {"player_id": player, "action": action, "amount": amount, "is_allin": False, "action_number": number}

    rounds = [
        ("Preflop", [], [act(1, "Post SB", 1), act(2, "Post BB", 2), act(0, "Raise", 10), act(1, "Call", 9),
                         act(2, "Fold")]),
        ("Flop", ["2c", "7d", "9h"], [act(1, "Check"), act(0, "Check"), act(2, "Check")]),
        ("Turn", ["Js"], [act(1, "Check"), act(0, "Check")]),
        ("River", ["Kd"], [act(1, "Check"), act(0, "Check")]),
    ]  # fmt: skip
    shows = [{**act(0, "Shows Cards"), "cards": ["As", "Ad"]}, {**act(1, "Shows Cards"), "cards": ["Qc", "Qs"]}]
    hand = {
        "spec_version": "1.4.6",
        "site_name": "PokerStars",
        "game_number": "3",
        "table_name": "T",
        "game_type": "Holdem",
        "bet_limit": {"bet_type": "NL", "bet_cap": 0},
        "table_size": 6,
        "currency": "USD",
        "dealer_seat": 1,
        "small_blind_amount": 1,
        "big_blind_amount": 2,
        "ante_amount": 0,
        "players": [
            {"id": 0, "seat": 1, "name": "ann", "starting_stack": 100},
            {"id": 1, "seat": 2, "name": "bob", "starting_stack": 100},
            {"id": 2, "seat": 3, "name": "cid", "starting_stack": 200},
        ],
        "rounds": [
            *({"id": i, "street": street, "cards": cards, "actions": actions}
              for i, (street, cards, actions) in enumerate(rounds)),
            {"id": 4, "street": "Showdown", "cards": [], "actions": shows},
        ],
        "pots": [{"number": 0, "amount": 22, "rake": 1, "player_wins": [{"player_id": 0, "win_amount": 21}]}],
    }  # fmt: skip
    return json.dumps({"ohh": hand})


AFTER_FOLD = {
    "PokerStars, a check": (_stars("cid: checks\n"), "line 15: 'cid: checks'"),
    "PokerStars, a call": (_stars("cid: calls $2\n", won=23, pot=24), "line 15: 'cid: calls $2'"),
    "PokerStars, a bet": (_stars("cid: bets $4\nbob: folds\nann: folds\n", won=25, pot=26), "line 15: 'cid: bets $4'"),
    "partypoker": (PARTY, "line 18: 'cid checks'"),
    "iPoker": (IPOKER, "check on the flop"),
    "PHH": (PHH, "action 10: check on the flop"),
    "OHH": (_ohh(), "check on the flop"),
}
"""Each room's hand where cid folds before the flop and acts on it, and how the sentence names
that action (a text room's line quoted; an XML or OHH room's action named; PHH's numbered)."""


@pytest.mark.parametrize(("text", "named"), AFTER_FOLD.values(), ids=AFTER_FOLD.keys())
def test_an_action_after_a_fold_is_not_auditable_naming_it(text: str, named: str) -> None:
    verdict = audit_hand(next(read(text)))  # (was a MATCH: cid, who takes nothing, "checks")
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, INCONSISTENT), verdict.detail
    assert "'cid' folds (" in verdict.detail and f"then acts again ({named})" in verdict.detail
    assert verdict.detail.endswith(FOLDED)


def test_the_fold_and_the_action_after_it_are_quoted_with_their_line_numbers() -> None:
    with pytest.raises(HandHistoryError, match="line 15") as caught:
        replay(next(read(_stars("cid: checks\n"))))
    assert caught.value.reason == (
        "'cid' folds (line 11: 'cid: folds'), then acts again (line 15: 'cid: checks'): " + FOLDED
    )


def test_chips_after_an_all_in_are_not_auditable_naming_both_lines() -> None:
    verdict = audit_hand(next(read(STARS_ALL_IN)))  # (was a MATCH: bob put in 54 of his 50)
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, INCONSISTENT), verdict.detail
    assert verdict.detail.endswith(
        "'bob' is all in (line 10: 'bob: raises $40 to $50 and is all-in'), then puts chips in again"
        " (line 14: 'bob: bets $4'): " + ALL_IN
    )


SEQUENCES = {"after a fold": (_stars("cid: checks\n"), FOLDED), "after an all-in": (STARS_ALL_IN, ALL_IN)}


@pytest.mark.parametrize(("text", "rule"), SEQUENCES.values(), ids=SEQUENCES.keys())
@pytest.mark.parametrize("write", [to_deal, to_phh, to_ohh, to_pokerstars])
def test_every_writer_refuses_the_hand_with_the_same_sentence(text: str, rule: str, write: object) -> None:
    with pytest.raises(HandHistoryError, match=rule):
        write(next(read(text)))  # type: ignore[operator]


def test_a_phh_file_that_says_so_is_not_written_back_as_it_is() -> None:
    with pytest.raises(HandHistoryError, match="action 10: check on the flop"):
        to_phh(next(read(PHH)))


@pytest.mark.parametrize("to", ["deal", "phh", "ohh", "pokerstars"])
def test_convert_refuses_naming_the_line(to: str, tmp_path: object) -> None:
    path = tmp_path / "hand.txt"  # type: ignore[operator]
    path.write_text(_stars("cid: checks\n"), encoding="utf-8")
    result = CliRunner().invoke(cli, ["convert", str(path), "--to", to])
    assert result.exit_code == 2, result.output
    assert "then acts again (line 15: 'cid: checks')" in result.output and "Traceback" not in result.output


@pytest.mark.parametrize(("text", "rule"), SEQUENCES.values(), ids=SEQUENCES.keys())
def test_the_results_count_the_hand_not_read(text: str, rule: str) -> None:
    result = hand_result(next(read(text)))
    assert result.status is Status.NOT_READ and rule in result.reason


@pytest.mark.parametrize(("text", "rule"), SEQUENCES.values(), ids=SEQUENCES.keys())
def test_audit_rules_names_the_illegal_action_and_the_contradiction(text: str, rule: str) -> None:
    hand = next(read(text))
    assert from_record(hand).status == "illegal"
    verdict = audit_with_rules(hand)
    assert (verdict.outcome.value, verdict.reason) == ("mismatch", "illegal action")
    assert rule in verdict.detail  # (was the illegal action alone, the payout a MATCH)


def test_audit_rules_on_a_hand_with_side_pots_printed_after_rake_is_still_driven() -> None:
    # a rake and two printed pots: the engine works out the rake rule from a replay, which refuses
    # this hand; the drive goes on and finds the action illegal (it was "not drivable")
    text = _stars("cid: checks\n").replace(
        "Total pot $22 | Rake $1", "Total pot $22 Main pot $20. Side pot $1. | Rake $1"
    )
    hand = next(read(text))
    assert hand.ok and len(hand.pots) == 2, hand.pots
    assert from_record(hand).status == "illegal"


def test_a_folded_player_may_show_and_a_folded_player_paid_is_a_mismatch() -> None:
    shown = audit_hand(next(read(_stars(shows="cid: shows [8c 8d] (a pair of Eights)\n"))))
    assert shown.outcome is Outcome.MATCH, shown.detail
    paid = audit_hand(next(read(_stars(won=11, paid="cid collected $10 from pot\n"))))
    assert paid.outcome is Outcome.MISMATCH, paid.detail


def test_a_fold_said_twice_is_refused_in_the_pokerstars_family() -> None:
    # (the PokerStars family's reader refuses a turn taken twice, a fold again: a line written twice)
    twice = audit_hand(next(read(_stars().replace("cid: folds\n", "cid: folds\ncid: folds\n"))))
    assert twice.outcome is Outcome.NOT_AUDITABLE and "acts out of turn" in twice.detail, twice.detail


def test_chips_after_an_all_in_in_an_ohh_hand_are_not_auditable() -> None:
    hand = json.loads(_ohh())
    ohh = hand["ohh"]
    ohh["players"][1]["starting_stack"] = 10  # bob calls all in for his 10 ...
    ohh["rounds"][0]["actions"][3].update(is_allin=True)
    ohh["rounds"][1]["actions"] = [  # ... then bets 4 on the flop, ann calls
        {"player_id": 1, "action": "Bet", "amount": 4, "is_allin": False, "action_number": 1},
        {"player_id": 0, "action": "Call", "amount": 4, "is_allin": False, "action_number": 2},
    ]
    ohh["pots"] = [{"number": 0, "amount": 30, "rake": 1, "player_wins": [{"player_id": 0, "win_amount": 29}]}]
    verdict = audit_hand(next(read(json.dumps(hand))))  # (was a MATCH)
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, INCONSISTENT), verdict.detail
    assert verdict.detail.endswith(
        "'bob' is all in (call of $9 before the flop), then puts chips in again (bet of $4 on the flop): " + ALL_IN
    )


def test_chips_after_an_all_in_in_a_partypoker_hand_are_not_auditable() -> None:
    text = (
        PARTY.replace("Seat 2: bob ( $100 USD )", "Seat 2: bob ( $10 USD )")
        .replace("bob calls [$9 USD]", "bob is all-In  [$9 USD]")
        .replace("bob checks\nann checks\ncid checks\n", "bob bets [$4 USD]\nann calls [$4 USD]\n")
        .replace("ann wins $22 USD", "ann wins $30 USD")
    )
    verdict = audit_hand(next(read(text)))  # (was a MATCH: bob put in 14 of his 10)
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, INCONSISTENT), verdict.detail
    assert verdict.detail.endswith(
        "'bob' is all in (line 13: 'bob is all-In  [$9 USD]'), then puts chips in again"
        " (line 16: 'bob bets [$4 USD]'): " + ALL_IN
    )


def test_a_player_who_mucks_and_then_acts_is_not_auditable() -> None:
    """A muck among the actions gives the hand up as a fold does (a review's find: was a MATCH,
    and the PokerStars writer wrote a hand where cid never folds)."""
    text = _stars("cid: calls $2\n", won=23, pot=24).replace("cid: folds", "cid: mucks hand")
    record = next(read(text))
    verdict = audit_hand(record)
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, INCONSISTENT), verdict.detail
    assert verdict.detail.endswith(
        "'cid' mucks (line 11: 'cid: mucks hand'), then acts again (line 15: 'cid: calls $2'):"
        " a player who mucked has given the hand up"
    )
    with pytest.raises(HandHistoryError, match="mucked"):
        to_pokerstars(record)


def test_the_drive_says_not_comparable_where_the_engine_trusts_the_stack_over_the_marker() -> None:
    """bob all in by his line (`and is all-in` at $50) but seated with $100: the engine finds his
    $4 bet legal; the record contradicts itself, so there is no result to compare (a review's
    find: the drive said "the file gives no result")."""
    text = STARS_ALL_IN.replace("Seat 2: bob ($50 in chips)", "Seat 2: bob ($100 in chips)")
    text = text.replace("[Js]\n", "[Js]\nbob: checks\nann: checks\n").replace(
        "[Kd]\n", "[Kd]\nbob: checks\nann: checks\n"
    )
    hand = next(read(text))
    driven = from_record(hand)
    assert driven.status == "not comparable"
    assert driven.reason.startswith("record contradicts itself: 'bob' is all in"), driven.reason
    assert driven.reason.endswith(ALL_IN)
    verdict = audit_with_rules(hand)
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, INCONSISTENT), verdict.detail
