"""Cake hand texts: the room's own lines, read and audited by each player's ``wins`` line."""

from __future__ import annotations

import pytest
from _renaming import assert_renaming_holds, renamed
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.detect import detect_format
from pokerrank.handhistory.records import ActionKind
from pokerrank.handhistory.writers import to_phh

COMMA_CASH = """Hand#2862015946001029 - Paris (6-max, shallow) 15946 -- $0,05/$0,10 NL Hold'em -- 2012.02.05 - 21:01
Dealer: Seat 3
Seat 1: ann ($2,88 in chips)
Seat 2: bob ($5 in chips)
Seat 3: cid ($2 in chips) DEALER
ann: posts small blind $0,05
bob: posts big blind $0,10
Dealt to cid [Kh,2s]
cid: calls $0,10
ann: raises to $0,40
bob: folds
cid: calls $0,30
*** FLOP *** [Ad,6s,2c]
ann: bets $0,50
cid: is all in $1,60
ann: calls $1,10
*** TURN *** [8d]
*** RIVER *** [Js]
ann: shows [As Qd]
cid: shows [Kh 2s]
***SHOW DOWN***
ann wins $4,00 with Pair of Aces
"""

TOURNAMENT = (
    (
        "\ufeffHand#2980AA1F9B000367 - $0.05 (1 Rebuy) T11149211 -- TICKETCASH -- $0.05 + $0.05 -- 10 Max -- "
        "Table 20 -- 10/50/100 NL Hold'em -- 2012/06/01 - 21:44:48\n"
    )
    + """Dealer: Seat 1
Seat 1: boss***1 (1,100 in chips) DEALER
Seat 2: Brea***2 (7\u00a0750 in chips)
Seat 3: Hero (1,500 in chips)
boss***1: posts ante of 10
Brea***2: posts ante of 10
Hero: posts ante of 10
Brea***2: posts small blind 50
Hero: posts big blind 100
Dealt to Hero [Th,8d]
boss***: raises to 1,090
Brea***: folds
Hero: calls 990
Hero: mucks [Th,8d] (HighCard) .
boss***1: shows [Ac Kc]
*** FLOP *** [As,4s,Qs]
*** TURN *** [2d]
*** RIVER *** [7h]
***SHOW DOWN***
boss***1 wins 2\u00a0260 with Pair of Aces
Player left the table
Hero rebuys 1500 chips
"""
)


def _one(text: str):  # type: ignore[no-untyped-def]
    hands = list(read(text))
    assert len(hands) == 1
    return hands[0]


def test_detected_from_the_text() -> None:
    assert detect_format(COMMA_CASH) == "cake"
    assert detect_format(TOURNAMENT) == "cake"


def test_decimal_commas_raises_to_all_in_added_and_the_rake_worked_out() -> None:
    hand = _one(COMMA_CASH)
    assert hand.site == "Cake" and hand.game == "holdem" and hand.stakes == (5, 10) and hand.button == 3
    assert hand.seats[0].stack == 288
    assert [(a.player, a.kind, a.amount, a.to) for a in hand.actions if a.kind is ActionKind.RAISE] == [
        ("ann", ActionKind.RAISE, 35, 40),
        ("cid", ActionKind.RAISE, 160, 160),  # is all in $1,60: the chips added
    ]
    assert hand.rake == 10  # $4.10 put in, $4.00 paid: the room prints no rake
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert [w.ok for w in verdict.words] == [True]  # "wins $4,00 with Pair of Aces"
    assert audit_hand(_one(COMMA_CASH.replace("with Pair of Aces", "with Pair of Kings"))).reason == "words"
    # more than a tenth of the pot kept is no rake: what was not paid is the audit's to show
    assert audit_hand(_one(COMMA_CASH.replace("wins $4,00", "wins $3,50"))).outcome is Outcome.MISMATCH


def test_a_tournament_masked_names_a_mucked_hand_and_chips_with_spaces() -> None:
    hand = _one(TOURNAMENT)
    assert hand.tournament == "T11149211" and hand.unit == 1 and hand.rake == 0 and hand.stakes == (50, 100)
    assert hand.seats[1].stack == 7750 and "Hero" in hand.mucked and hand.hole["Hero"] == "Th 8d"
    assert [a.player for a in hand.actions][5] == "boss***1"  # "boss***" is the seat's masked name
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert 'variant = "NT"' in to_phh(hand)
    assert _one(TOURNAMENT.replace("Dealer: Seat 1\n", "")).button == 1  # the seat line's DEALER says it


def test_the_winner_s_mucks_is_not_a_fold_and_a_dead_blind_is_dead() -> None:
    walk = COMMA_CASH.split("Dealt to")[0].replace(
        "Seat 3: cid ($2 in chips) DEALER\n", "Seat 3: cid ($2 in chips) DEALER\nSeat 4: dan ($2 in chips)\n"
    ) + (
        "dan:posts dead blind $-0,05 and big blind $0,10 \n"
        "cid: folds\nann: folds\nbob: folds\n***SHOW DOWN***\ndan: mucks\ndan wins $0,30 \n"
    )
    hand = _one(walk)
    assert hand.dead == {"dan": 5} and hand.mucked == frozenset()
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_a_player_the_seat_list_leaves_out_and_text_before_the_first_hand() -> None:
    text = COMMA_CASH.replace("bob: folds", "bob: folds\ndan: folds")
    left_out = audit_hand(_one(text.replace("cid: calls $0,10", "dan: calls $0,10\ncid: calls $0,10")))
    assert left_out.outcome is Outcome.NOT_AUDITABLE and "seat list leaves them out" in left_out.detail
    first, second = read("ann wins 5\n" + COMMA_CASH)
    assert audit_hand(first).outcome is Outcome.NOT_AUDITABLE and "cut off" in audit_hand(first).detail
    assert audit_hand(second).outcome is Outcome.MATCH


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_garbled_hands_are_read_or_refused_never_raise(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from([COMMA_CASH, TOURNAMENT]))
    lines = text.splitlines()
    k = data.draw(st.integers(1, len(lines) - 1))
    cut = data.draw(st.integers(0, len(lines[k])))
    junk = data.draw(st.text(alphabet="$0123456789., []-*:abcdefiklnorstw", max_size=12))
    lines[k] = lines[k][:cut] + junk
    for hand in read("\n".join(lines)):
        assert audit_hand(hand).outcome in (Outcome.MATCH, Outcome.MISMATCH, Outcome.NOT_AUDITABLE)


@pytest.mark.parametrize(
    "names",
    [
        {"ann": "Jo:hn", "bob": "a:b:c", "cid": "re:"},
        {"ann": "a", "bob": "a:b", "cid": "a:b:c"},  # each name the start of the next
        {"ann": "u:4", "cid": "Al [2]"},
        {"ann": "Al", "cid": "Al [2]", "bob": "[Bob]"},
    ],
)
def test_names_with_colons_and_brackets_are_found_by_the_seated_names(names: dict[str, str]) -> None:
    assert_renaming_holds(COMMA_CASH, names)
    dealt = renamed(COMMA_CASH.replace("cid: shows [Kh 2s]", "cid: mucks"), names)
    assert next(read(dealt)).hole == {names.get("cid", "cid"): "Kh 2s", names.get("ann", "ann"): "As Qd"}


def test_a_dealt_line_without_cards_is_its_player_s() -> None:
    # `Dealt to cid` with no cards: read as cid's line (it was taken as a player named '')
    hand = _one(COMMA_CASH.replace("Dealt to cid [Kh,2s]", "Dealt to cid"))
    assert hand.error is None and audit_hand(hand).outcome is Outcome.MATCH


def test_the_rooms_currency_conversion_after_an_amount_is_read() -> None:
    """A euro table prints each amount in euros too, in parentheses: the chips are the first figure."""
    text = (
        COMMA_CASH.replace("cid: calls $0,10\n", "cid: calls $0,10 (EUR €0,08)\n")
        .replace("Seat 2: bob ($5 in chips)", "Seat 2: bob ($5 in chips)  (EUR €4,05)")
        .replace("ann wins $4,00 with", "ann wins $4,00 (EUR €3,24) with")
    )
    verdict = audit_hand(next(iter(read(text))))
    assert verdict.outcome is Outcome.MATCH, verdict.detail


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("cid: calls $0,10\n", "cid: calls $0,10 (bounty)\n"),
        ("cid: calls $0,10\n", "cid: calls $0,10 (EUR €0,08) and pays $0,25\n"),
        ("bob: posts big blind $0,10\n", "bob: posts big blind $0,10 (insurance $1)\n"),
        ("ann wins $4,00 with", "ann wins $4,00 (insurance) with"),
        ("Seat 2: bob ($5 in chips)", "Seat 2: bob ($5 in chips) received insurance $2"),
    ],
)
def test_a_tail_the_room_never_writes_after_an_amount_is_quoted(old: str, new: str) -> None:
    """Only the room's own parenthesis (another currency's figure) may follow an amount: any other
    tail is quoted, never dropped with the amount read before it."""
    verdict = audit_hand(next(iter(read(COMMA_CASH.replace(old, new)))))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert new.strip() in verdict.detail


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Dealt to cid [Kh,2s]", "Dealt to cid [Kh,insurance]"),
        ("*** FLOP *** [Ad,6s,2c]", "*** FLOP *** [Ad,insurance,2c]"),
        ("ann: shows [As Qd]", "ann: shows [As insurance]"),
    ],
)
def test_a_word_among_cards_is_quoted(old: str, new: str) -> None:
    verdict = audit_hand(next(iter(read(COMMA_CASH.replace(old, new)))))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert new in verdict.detail
