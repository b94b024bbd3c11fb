"""Rules of docs/RULES.md ("The hand engine") tested from their words where no other test did:
stud's and razz's showdown order by the board (E13), the cap heads-up under each choice of
``heads_up_uncapped`` (E5), and the rule book's numbers against the document's."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from pokerrank.engine import Hand, get_rules
from pokerrank.engine.rulebook import RULES

RULES_MD = Path(__file__).resolve().parents[1] / "docs" / "RULES.md"


def show_order(game, cards, bet_last=None):
    """Play ``cards`` (each player's seven, in the order dealt: two down, four up, one down) with
    the bring-in called and every later round checked, except that ``bet_last`` (a player's
    name) bets the last round and the others call; then who shows, in turn."""
    hand = Hand(game, [100] * len(cards), antes=1, bring_in=1, bets=(2, 4), cards=cards, auto_show=False)
    while hand.legal().phase == "bet":
        legal = hand.legal()
        last = hand.street == hand.streets[-1][0]
        if legal.bring_in is not None:
            hand.act("bring-in")
        elif legal.call:
            hand.act("call")
        elif last and legal.name == bet_last and legal.aggressive == "bet":
            hand.act("bet", legal.min_to)
        else:
            hand.act("check")
    order = []
    while hand.legal().phase == "show":
        order.append(hand.legal().name)
        hand.act("show")
    assert hand.over
    return order


# seven card stud: p3 shows a pair of aces face up; p1 has three nines (two of them down), the
# best hand, and sits first left of the button (p3); p2 shows a pair of kings
STUD = [
    ["9c", "9d", "9h", "2s", "4d", "7c", "Kd"],
    ["2d", "3d", "Kh", "Ks", "7d", "6d", "5d"],
    ["2h", "3h", "Ah", "As", "8c", "Tc", "5h"],
]
# razz: p2 shows 5-4-3-2, the lowest; p1, first left of the button, shows king-queen-jack-ten
RAZZ = [
    ["Ac", "2c", "Kd", "Qh", "Js", "Td", "3c"],
    ["Kh", "Qd", "2h", "3s", "4c", "5d", "9d"],
    ["Ks", "Qs", "9h", "8s", "7c", "6c", "Th"],
]


def test_stud_nobody_bet_the_last_round_the_best_hand_showing_shows_first():
    # E13: "if nobody did [bet or raise on the last round], the first player left of the button
    # (stud: the best hand showing); then clockwise" (E10: pairs count, by their ranks)
    assert show_order("stud", STUD) == ["p3", "p1", "p2"]


def test_razz_nobody_bet_the_last_round_the_lowest_hand_showing_shows_first():
    # E13 with E10's order of razz: "the lowest hand showing"
    assert show_order("razz", RAZZ) == ["p2", "p3", "p1"]


def test_stud_the_last_to_bet_the_last_round_shows_first_whatever_the_board():
    # E13: "The last player to bet or raise on the last round shows first"
    assert show_order("stud", STUD, bet_last="p2") == ["p2", "p3", "p1"]


def capped_raises(heads_up_uncapped, players=2, folds=0):
    """Limit Hold'em, blinds 1-2, bets 2-4: ``folds`` players fold first, then the others raise
    while a raise is offered (12 at most); the raises made."""
    rules = replace(get_rules("wsop-2024"), name="test", heads_up_uncapped=heads_up_uncapped)
    hand = Hand("holdem", [1000] * players, structure="limit", blinds=(1, 2), bets=(2, 4), rules=rules, seed=1)
    raises = 0
    while hand.legal().aggressive is not None and raises < 12:
        if folds and raises == 1:  # one raise made, then players fold to leave two
            for _ in range(folds):
                hand.act("fold")
            folds = 0
            continue
        hand.act(hand.legal().aggressive, hand.legal().min_to)
        raises += 1
    return raises


def test_never_uncapped_caps_a_heads_up_round_at_a_bet_and_four_raises():
    # E5 [heads_up_uncapped="never"]: the cap applies heads-up too: the big blind is the bet,
    # then four raises (WSOP's limit_raises), and no fifth is offered
    assert capped_raises("never") == 4
    assert capped_raises("round start") == 12  # "no cap when the round starts with two players"
    assert capped_raises("before cap") == 12


def test_two_left_before_the_cap_lifts_it_only_before_cap():
    # E5: "or, in Robert's Rules, once two players are left before the cap is reached": a round
    # begun three-handed, one folding after the first raise: capped unless "before cap"
    assert capped_raises("round start", players=3, folds=1) == 4
    assert capped_raises("never", players=3, folds=1) == 4
    assert capped_raises("before cap", players=3, folds=1) == 12


def test_the_rule_books_numbers_are_the_documents():
    # every rule a refusal names has its words in docs/RULES.md, and every rule there is named
    text = RULES_MD.read_text(encoding="utf-8")
    documented = re.findall(r"^- \*\*(E\d+) ", text, flags=re.MULTILINE)
    assert len(documented) == len(set(documented))  # no number given twice
    assert set(documented) == set(RULES)
