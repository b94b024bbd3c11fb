"""The table's ante: where one player alone posts a hand's antes (a big blind ante, a button
ante), that ante is dead money in the main pot (E12; TDA and WSOP: "the ante is dead"), not a
live bet that another player calls or that goes back as uncalled. Before, a room's record took
the big blind's ante for part of its bet: every PokerStars big-blind-ante hand the big blind did
not win MISMATCHed (the ante "handed back" to it), and a big blind all in on its ante and blind
was given a main pot of its whole 400 from each player instead of 200 from each plus the ante."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from _helpers import play_randomly

from pokerrank.engine import Hand, get_rules
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import read
from pokerrank.handhistory.audit import Outcome, audit_hand
from pokerrank.handhistory.records import ActionKind
from pokerrank.handhistory.writers_text import to_pokerstars

HEAD = (
    (
        "PokerStars Hand #2000000000{n}: Tournament #3000000001, $1.00+$0.10 USD Hold'em No Limit"
        " - Level V (100/200) - 2020/05/07 0:17:07 ET\n"
    )
    + """Table '3000000001 1' 9-max Seat #1 is the button
Seat 1: ann (10000 in chips)
Seat 2: bob (10000 in chips)
Seat 3: cid ({cid} in chips)
Seat 4: dan (10000 in chips)
"""
)

ALL_CALL = (
    HEAD.format(n=1, cid=10000)
    + """cid: posts the ante 200
bob: posts small blind 100
cid: posts big blind 200
*** HOLE CARDS ***
dan: raises 400 to 600
ann: calls 600
bob: calls 500
cid: calls 400
*** FLOP *** [3s 8d Qh]
bob: checks
cid: checks
dan: checks
ann: checks
*** TURN *** [3s 8d Qh] [2c]
bob: checks
cid: checks
dan: checks
ann: checks
*** RIVER *** [3s 8d Qh 2c] [Kd]
bob: checks
cid: checks
dan: checks
ann: checks
*** SHOW DOWN ***
bob: shows [Ah Ad] (a pair of Aces)
cid: shows [7h 7d] (a pair of Sevens)
dan: shows [6h 6d] (a pair of Sixes)
ann: shows [5h 5d] (a pair of Fives)
bob collected 2600 from pot
*** SUMMARY ***
Total pot 2600 | Rake 0
Board [3s 8d Qh 2c Kd]
"""
)

SHORT_BIG_BLIND = (
    HEAD.format(n=2, cid=400)
    + """cid: posts the ante 200
bob: posts small blind 100
cid: posts big blind 200 and is all-in
*** HOLE CARDS ***
dan: raises 400 to 600
ann: calls 600
bob: calls 500
*** FLOP *** [3s 8d Qh]
bob: checks
dan: checks
ann: checks
*** TURN *** [3s 8d Qh] [2c]
bob: checks
dan: checks
ann: checks
*** RIVER *** [3s 8d Qh 2c] [Kd]
bob: checks
dan: checks
ann: checks
*** SHOW DOWN ***
bob: shows [Ah Ad] (a pair of Aces)
cid: shows [Kh Kc] (three of a kind, Kings)
dan: shows [6h 6d] (a pair of Sixes)
ann: shows [5h 5d] (a pair of Fives)
bob collected {side} from side pot
cid collected {main} from main pot
*** SUMMARY ***
Total pot 2200 Main pot {main}. Side pot {side}. | Rake 0
Board [3s 8d Qh 2c Kd]
"""
)

BUTTON_WALK = (
    HEAD.format(n=3, cid=10000)
    + """ann: posts the ante 200
bob: posts small blind 100
cid: posts big blind 200
*** HOLE CARDS ***
dan: folds
ann: folds
bob: folds
Uncalled bet (100) returned to cid
cid collected 400 from pot
cid: doesn't show hand
*** SUMMARY ***
Total pot 400 | Rake 0
"""
)


def _verdict(text: str):  # type: ignore[no-untyped-def]
    (record,) = list(read(text))
    assert record.ok, record.error
    return audit_hand(record)


def _totals(verdict) -> dict[str, tuple[int, int]]:  # type: ignore[no-untyped-def]
    return {p.player: (p.rules, p.paid) for p in verdict.payouts if p.pot == "total"}


def test_the_big_blinds_ante_is_no_bet_that_goes_back() -> None:
    verdict = _verdict(ALL_CALL)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert _totals(verdict) == {"bob": (2600, 2600)}  # (before: cid given its 200 ante back, bob 2400)


def test_a_big_blind_all_in_on_its_ante_and_blind_wins_a_main_pot_of_its_blind_from_each_and_the_ante() -> None:
    # main pot: 200 of cid's blind from each of four players and the dead 200 ante; side pot 3 x 400
    verdict = _verdict(SHORT_BIG_BLIND.format(main=1000, side=1200))
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert _totals(verdict) == {"cid": (1000, 1000), "bob": (1200, 1200)}
    # a room that counted the ante as a live bet (cid's 400 matched by each) paid against its rules
    wrong = _verdict(SHORT_BIG_BLIND.format(main=1600, side=600))
    assert wrong.outcome is Outcome.MISMATCH
    assert _totals(wrong) == {"cid": (1000, 1600), "bob": (1200, 600)}


def test_a_buttons_ante_is_dead_money_the_walk_wins() -> None:
    verdict = _verdict(BUTTON_WALK)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert _totals(verdict) == {"cid": (500, 500)}  # (its 100 handed back counted in)


def test_everyones_antes_stay_live_bets_of_their_players() -> None:
    # each player's ante: the returned bet is the raise over the call, the antes not in it
    text = ALL_CALL.replace(
        "cid: posts the ante 200\n", "".join(f"{p}: posts the ante 25\n" for p in ("ann", "bob", "cid", "dan"))
    )
    text = text.replace("collected 2600", "collected 2500").replace("Total pot 2600", "Total pot 2500")
    verdict = _verdict(text)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert _totals(verdict) == {"bob": (2500, 2500)}


@pytest.mark.parametrize("seed", range(40))
def test_an_engine_hand_with_a_dead_big_blind_ante_reads_back_from_its_pokerstars_text_paid_alike(seed: int) -> None:
    rng = random.Random(seed)
    stacks = [rng.choice([150, 300, 600, 2000]) for _ in range(rng.randint(2, 5))]
    hand = Hand("holdem", stacks, blinds=(50, 100), antes=100, ante="big blind", rules="tda", seed=seed)
    play_randomly(hand, rng)
    record = hand.to_record("7")
    assert any(a.kind is ActionKind.ANTE for a in record.actions)
    mine = audit_hand(record)
    assert mine.outcome is Outcome.MATCH, mine.detail
    written: str | HandHistoryError
    try:
        written = to_pokerstars(record)
    except HandHistoryError as error:
        written = error
    if isinstance(written, HandHistoryError):  # (a big blind all in for less beside its ante: no words for its level)
        assert "big blind posted all in for" in str(written)
        return
    text = written
    (back,) = list(read(text))
    assert back.ok, back.error
    again = audit_hand(back)
    assert again.outcome is Outcome.MATCH, again.detail
    assert _totals(again) == _totals(mine)


def test_a_live_big_blind_ante_is_refused_by_the_pokerstars_writer() -> None:
    live = replace(get_rules("tda"), big_blind_ante_dead=False)
    hand = Hand("holdem", [2000, 2000, 2000], blinds=(50, 100), antes=100, ante="big blind", rules=live, seed=1)
    play_randomly(hand, random.Random(1))
    with pytest.raises(HandHistoryError, match="is a live bet in the engine's rule set"):
        to_pokerstars(hand.to_record("7"))


def test_a_lone_ante_of_a_player_neither_big_blind_nor_button_stays_a_live_bet() -> None:
    # not the table's ante by its place: read as before, a live bet (Bovada's heads-up dealer's
    # `Ante chip`, part of it handed back, the other player all in, is one): dan's 800 is then
    # more than the 600 the others stay in with, chips left: the record contradicts itself (it
    # was a MISMATCH, dan's 200 taken for the bet nobody called while the others stayed in)
    text = ALL_CALL.replace("cid: posts the ante 200", "dan: posts the ante 200")
    verdict = _verdict(text)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "record contradicts itself"
    assert "'ann' stays in to the end with 600 in" in verdict.detail and "less than the 800 of 'dan'" in verdict.detail


@pytest.mark.parametrize("rules", ["tda", "wsop-2024", "pokerstars"])
@pytest.mark.parametrize("text", ["all call", "short big blind", "button walk"])
def test_the_engine_drives_a_rooms_table_ante_as_the_audit_pays_it(text: str, rules: str) -> None:
    # two roads to one answer: the engine's drive of the room's record (--rules) plays the table's
    # ante as dead by its place, as the audit does (it played it as everyone's live ante, and an
    # engine hand written to PokerStars text drove back to other stacks)
    from pokerrank.engine.drive import from_record

    hand = {
        "all call": ALL_CALL,
        "short big blind": SHORT_BIG_BLIND.format(main=1000, side=1200),
        "button walk": BUTTON_WALK,
    }[text]
    (record,) = list(read(hand))
    driven = from_record(record, rules)
    assert driven.status in ("ok", "not comparable"), (driven.status, driven.reason, driven.stacks, driven.expected)
    if driven.status == "ok":
        assert driven.stacks == driven.expected
