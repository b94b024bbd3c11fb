"""Entraction hand texts: the room's columns, read and audited by each player's ``wins`` line."""

from __future__ import annotations

import pytest
from _renaming import assert_renaming_holds
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.detect import detect_format
from pokerrank.handhistory.records import ActionKind
from pokerrank.handhistory.replay import to_deal

SIDE_POT = """Game # 70 - Omaha High Pot Limit EUR 0.50/1 - Table "Abashiri"

Players(max 6):
ann                         (EUR 1,200.00 in seat 1)
bob                         (EUR 20.00 in seat 2)
cid zed                     (EUR 100.00 in seat 4)

Dealer:                     ann
Small Blind:                bob         (0.50)
Big Blind:                  cid zed     (1.00)

ann was dealt:              Ad - Kd - 7s - 2c

ann                         Raise       (3.50)
bob                         All-In      (19.50)
cid zed                     Raise       (39.00)
ann                         Call        (36.50)

Flop                        2d - 7d - 9h

cid zed                     Bet         (10.00)
ann                         Fold
cid zed                     Payback     (10.00)

Turn                        2d - 7d - 9h - Js
River                       2d - 7d - 9h - Js - Kc

bob shows:                  Qc - Qd - 3h - 4h (a pair of Queens)
cid zed shows:              Ac - Ah - 5s - 6s (a pair of Aces)

cid zed wins:               EUR 39.00 side pot (with a pair of Aces)
cid zed wins:               EUR 57.00 main pot (with a pair of Aces)
Rake:                       EUR 4.00

Game ended 2011-03-21 17:00:30 GMT
"""

SPLIT = """Game # 71 - Texas Hold'em No Limit EUR 0.02/0.04 - Table "Saravane"

Players(max 6):
ann                         (EUR 4.00 in seat 1)
bob                         (EUR 4.00 in seat 2)
cid                         (EUR 4.00 in seat 3)

Dealer:                     ann
Small Blind:                bob         (0.02)
Big Blind:                  cid         (0.04)
Small + Big Blind:          ann         (0.06)

ann                         Raise       (0.96)
bob                         Call        (0.98)
cid                         Fold

Flop                        Ah - Kd - Qs
Turn                        Ah - Kd - Qs - Jc
River                       Ah - Kd - Qs - Jc - 2h

ann                         Check
bob                         Check

ann shows:                  Th - 3c (a straight, Ace high)
bob shows:                  Tc - 4d (a straight, Ace high)

bob wins:                   EUR 1.00 split pot (with a straight, Ace high)
ann wins:                   EUR 0.99 split pot (with a straight, Ace high)
Rake:                       EUR 0.07

Game ended 2011-03-21 17:09:29 GMT
"""

SIT_AND_GO = """Game # 72 - Texas Hold'em No Limit 25/50 - Table "Super Turbo Sit & Go 12713943 1"

Players(max 6):
Player0                     (1,085.00 in seat 1)
Hero                        (1,150.00 in seat 3)

Dealer:                     Hero
Small Blind:                Hero     (25.00)
Big Blind:                  Player0  (50.00)

hero was dealt:             8h - 6h

Hero                        Fold
Player0                     Payback     (25.00)

Player0 didn't show hand

Player0 wins:               50.00

Game ended 2012-06-19 22:45:51 BST
"""


def _one(text: str):  # type: ignore[no-untyped-def]
    hands = list(read(text))
    assert len(hands) == 1
    return hands[0]


def test_detected_from_the_text() -> None:
    assert detect_format(SIDE_POT) == "entraction"
    assert detect_format("\ufeff" + SPLIT) == "entraction"


def test_columns_amounts_added_and_side_pots_main_first() -> None:
    hand = _one(SIDE_POT)
    assert hand.site == "Entraction" and hand.game == "omaha" and hand.structure == "pot-limit"
    assert hand.players == ("ann", "bob", "cid zed") and hand.seats[0].stack == 120000 and hand.button == 1
    assert [(a.player, a.amount, a.to) for a in hand.actions if a.kind is ActionKind.RAISE] == [
        ("ann", 350, 350),  # the pot: 1.50 in, the 1.00 call, 2.50 more
        ("bob", 1950, 2000),  # the all-in: 19.50 added to the 0.50 blind
        ("cid zed", 3900, 4000),
    ]
    assert hand.returned == {"cid zed": 1000} and hand.rake == 400 and hand.pots == (5700, 3900)
    assert hand.boards == ("2d 7d 9h Js Kc",) and hand.hole["ann"] == "Ad Kd 7s 2c"
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    # the rake falls on the side pot before the main pot: no one rate, main pot first, gives it
    uneven = SIDE_POT.replace("EUR 39.00 side", "EUR 36.00 side").replace("EUR 57.00 main", "EUR 60.00 main")
    assert audit_hand(_one(uneven)).outcome is Outcome.MISMATCH


def test_a_split_pot_odd_cent_and_a_dead_small_blind() -> None:
    hand = _one(SPLIT)
    assert hand.dead == {"ann": 2} and [a.kind for a in hand.actions][2] is ActionKind.DEAD_BLINDS
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail  # the odd cent to bob, first after the button
    assert all(word.ok for word in verdict.words) and len(verdict.words) == 4
    swapped = SPLIT.replace("bob wins:                   EUR 1.00", "bob wins:                   EUR 0.99")
    swapped = swapped.replace("ann wins:                   EUR 0.99", "ann wins:                   EUR 1.00")
    assert audit_hand(_one(swapped)).outcome is Outcome.MISMATCH
    wrong_words = SPLIT.replace("Tc - 4d (a straight, Ace high)", "Tc - 4d (a flush, Ace high)")
    assert audit_hand(_one(wrong_words)).outcome is Outcome.MISMATCH


def test_a_sit_and_go_in_chips_and_the_hero_written_in_lower_case() -> None:
    hand = _one(SIT_AND_GO)
    assert hand.tournament == "Super Turbo Sit & Go 12713943 1" and hand.unit == 1 and hand.rake == 0
    assert hand.hole == {"Hero": "8h 6h"} and hand.stakes == (25, 50)
    assert audit_hand(hand).outcome is Outcome.MATCH
    assert to_deal(hand)["players"][1]["folded"]


def test_lines_no_rule_reads_and_hands_cut_off_are_refused() -> None:
    odd = audit_hand(_one(SPLIT.replace("cid                         Fold", "cid                         Juggles")))
    assert odd.outcome is Outcome.NOT_AUDITABLE and "Juggles" in odd.detail
    cut = audit_hand(_one(SPLIT.split("Rake:")[0]))
    assert cut.outcome is Outcome.NOT_AUDITABLE and "cut off" in cut.detail


def test_hands_run_together_on_one_line() -> None:
    hands = list(read(SPLIT.rstrip("\n") + SIT_AND_GO))
    assert [h.hand_id for h in hands] == ["71", "72"]


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_garbled_hands_are_read_or_refused_never_raise(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from([SIDE_POT, SPLIT, SIT_AND_GO]))
    lines = text.splitlines()
    k = data.draw(st.integers(1, len(lines) - 1))
    cut = data.draw(st.integers(0, len(lines[k])))
    junk = data.draw(st.text(alphabet="EUR0123456789., -()+:abdefhilnorstw", max_size=12))
    lines[k] = lines[k][:cut] + junk
    for hand in read("\n".join(lines)):
        assert audit_hand(hand).outcome in (Outcome.MATCH, Outcome.MISMATCH, Outcome.NOT_AUDITABLE)


@pytest.mark.parametrize(
    "names",
    [
        {"ann": "Al (2)", "bob": "(Bob)", "cid": "x)y("},
        {"ann": "Al", "bob": "Al (2)", "cid": "p(3)"},
        {"ann": "Al (2)", "bob": "Al"},
    ],
)
def test_names_with_brackets_are_found_by_the_seated_names(names: dict[str, str]) -> None:
    assert_renaming_holds(SPLIT, names)
    assert_renaming_holds(SIDE_POT, {"cid zed" if old == "cid" else old: new for old, new in names.items()})
