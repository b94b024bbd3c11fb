"""The lowball games the rooms deal beside the classic ones: 2-7 razz and A-5 single draw.

Each is only data in the catalogue; what is checked here is what that data makes of them:
the names, the showdown against a brute-force reference over every five of the seven cards,
the stud bring-in and the first to act on later streets (the ace is high in 2-7 razz), one
draw in A-5 single draw, and a KingsClub hand of each game audited to the chip.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from pokerrank import Player, showdown
from pokerrank.cards import parse_cards
from pokerrank.engine.hand import Hand, streets_of
from pokerrank.games import GAMES, get_game
from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.rankings import get_ranking

RANKS = "23456789TJQKA"
SUITS = "cdhs"


@pytest.mark.parametrize(
    ("alias", "name"),
    [
        ("2-7 Razz", "2-7-razz"), ("deuce to seven razz", "2-7-razz"), ("27 razz", "2-7-razz"),
        ("A-5 Single Draw", "a-5-single-draw"), ("a5sd", "a-5-single-draw"), ("A-5 SD", "a-5-single-draw"),
    ],
)  # fmt: skip
def test_the_names_rooms_give_them(alias: str, name: str) -> None:
    assert get_game(alias).name == name


def test_they_are_data_like_their_neighbours() -> None:
    razz27, razz, single = GAMES["2-7-razz"], GAMES["razz"], GAMES["a-5-single-draw"]
    assert (razz27.hole_cards, razz27.board_cards, razz27.dealt, razz27.odd_chip) == (7, 0, "stud", "stud")
    assert [(s.name, s.ranking, s.ace_low) for s in razz27.sides] == [("low", "deuce-to-seven", False)]
    assert [s.ranking for s in razz.sides] == ["ace-to-five"]
    assert single.sides == GAMES["a-5-triple-draw"].sides and single.hole_cards == 5
    assert [s[0] for s in streets_of(single)] == ["deal", "draw 1"]  # one draw, not three
    assert [s[0] for s in streets_of(razz27)] == [s[0] for s in streets_of(razz)]


def _best_27(cards: str) -> int:
    """The reference: the best deuce-to-seven five of the cards, tried one five at a time."""
    ranking = get_ranking("deuce-to-seven")
    return max(ranking.strength_of(five) for five in combinations(parse_cards(cards), 5))


def test_2_7_razz_showdown_is_the_best_deuce_to_seven_five_of_seven() -> None:
    rng = random.Random(27)
    deck = [r + s for r in RANKS for s in SUITS]
    for _ in range(150):
        cards = rng.sample(deck, 14)
        ann, bob = " ".join(cards[:7]), " ".join(cards[7:])
        result = showdown("2-7-razz", "", [Player("ann", ann, 10), Player("bob", bob, 10)])
        a, b = _best_27(ann), _best_27(bob)
        expected = {"ann": 20} if a > b else {"bob": 20} if b > a else {"ann": 10, "bob": 10}
        assert {k: v for k, v in result.totals.items() if v} == expected, (ann, bob)


def test_2_7_razz_aces_are_high_and_straights_count() -> None:
    # razz gives ann the wheel; in 2-7 razz it is no hand (ace high, 6-5-4-3-2 a straight): her
    # best is 8-5-4-3-2, and bob's 7-5-4-3-2 wins
    ann, bob = Player("ann", "As 2c 3d 4h 5s 6d 8c", 10), Player("bob", "2d 3h 4s 5c 7d Kc Kd", 10)
    assert showdown("razz", "", [ann, bob]).totals["ann"] == 20
    assert showdown("2-7-razz", "", [ann, bob]).totals["bob"] == 20


def stud(game: str, cards: list[list[str]]) -> Hand:
    return Hand(game, [100] * len(cards), antes=1, bring_in=2, bets=(5, 10), cards=cards, seed=1)


def _card_order(card: str, ace_low: bool) -> tuple[int, int]:
    rank = RANKS.index(card[0])
    if ace_low:
        rank = (rank + 1) % 13
    return rank, SUITS.index(card[1])


@pytest.mark.parametrize(("game", "ace_low"), [("2-7-razz", False), ("razz", True)])
def test_the_highest_card_up_brings_in(game: str, ace_low: bool) -> None:
    rng = random.Random(7)
    deck = [r + s for r in RANKS for s in SUITS]
    for _ in range(200):
        n = rng.randint(2, 7)
        cards = rng.sample(deck, 3 * n)
        rows = [cards[3 * i : 3 * i + 3] for i in range(n)]
        ups = [_card_order(row[2], ace_low) for row in rows]
        expected = max(range(n), key=lambda i: ups[i])  # by rank, then suit (spades highest)
        assert stud(game, rows).legal().name == f"p{expected + 1}", rows


def test_2_7_razz_the_lowest_hand_showing_acts_first_ace_high() -> None:
    rows = [["2s", "3s", "Ac", "2c"], ["4s", "5s", "8d", "7d"]]  # A-2 showing against 8-7
    hand = stud("2-7-razz", rows)
    assert hand.legal().name == "p1"  # the ace brings in
    hand.act("bring-in")
    hand.act("call")
    assert hand.legal().name == "p2"  # 8-7 is the better low when the ace is high
    razz = stud("razz", rows)
    razz.act("bring-in")  # razz: the eight brings in, and A-2 is the better low
    razz.act("call")
    assert razz.legal().name == "p1"
    paired = stud("2-7-razz", [["2s", "3s", "9c", "9d"], ["4s", "5s", "Kd", "Qd"]])
    paired.act("bring-in")
    paired.act("call")
    assert paired.legal().name == "p2"  # a pair looks worse than K-Q


KC_27_RAZZ = """#5001: Limit 2-7 Razz - 22/44
2021-01-06 07:03:50
Table 'Mix'
Seat 1: Ann (500)
Seat 2: Bob (500)
Seat 3: Cid (500)
Ann: posts ante 5
Bob: posts ante 5
Cid: posts ante 5
Dealt to Ann: [X X 4d]
Dealt to Bob: [X X Ah]
Dealt to Cid: [5h Qs 2s]
Bob brings in for 5
Cid calls 5
Ann raises to 22
Bob folds
Cid calls 22
*** 3RD STREET ***
Dealt to Ann: [7c]
Dealt to Cid: [Kd]
Ann bets 22
Cid calls 22
*** 4TH STREET ***
Dealt to Ann: [5d]
Dealt to Cid: [3c]
Ann bets 44
Cid calls 44
*** 5TH STREET ***
Dealt to Ann: [Kc]
Dealt to Cid: [8c]
Ann checks
Cid checks
*** 6TH STREET ***
Dealt to Ann: [X]
Dealt to Cid: [4c]
Ann checks
Cid checks
Ann shows [3d 6s 4d 7c 5d Kc Kh]
Cid shows [5h Qs 2s Kd 3c 8c 4c]
*** SUMMARY ***
Seat 1: Ann (407) -93
Seat 2: Bob (490) -10
Seat 3: Cid (598) +98
Rake 5
Cid wins pot (191)
"""
"""Ann's 7-6-5-4-3 is a straight in 2-7 (in razz, a seven low that would win): her best is
K-7-5-4-3, and Cid's 8-5-4-3-2 wins."""

KC_A5_SINGLE = """#5002: Limit A-5 Single Draw - 50/100
2021-02-13 17:40:45
Table 'HU Single Draw Mix' Seat 1 is the button
Seat 1: Ann (1,000)
Seat 2: Bob (1,000)
Ann: posts the small blind 25
Bob: posts the big blind 50
Dealt to Ann: [X X X X X]
Dealt to Bob: [Tc Ks Qc 4c As]
Ann raises to 100
Bob calls 100
Bob discards [Tc Ks Qc] draws [7s 3h 2s]
Ann stands pat
Bob checks
Ann checks
Bob shows [7s 3h 2s 4c As]
Ann shows [2d Jh 8h 5s 9s]
*** SUMMARY ***
Seat 1: Ann (900) -100
Seat 2: Bob (1,099) +99
Rake 1
Bob wins pot (199)
"""


def _one(text: str):  # type: ignore[no-untyped-def]
    (hand,) = read(text)
    return hand


def test_kingsclub_2_7_razz_is_audited() -> None:
    hand = _one(KC_27_RAZZ)
    assert (hand.site, hand.game) == ("KingsClub", "2-7-razz")
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    # the room paying Ann's straight as a seven low is caught
    wrong = KC_27_RAZZ.replace("Ann (407) -93", "Ann (598) +98").replace("Cid (598) +98", "Cid (407) -93")
    assert audit_hand(_one(wrong.replace("Cid wins pot", "Ann wins pot"))).outcome is Outcome.MISMATCH


def test_kingsclub_a_5_single_draw_is_audited() -> None:
    hand = _one(KC_A5_SINGLE)
    assert hand.game == "a-5-single-draw"
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    # Ann's J-9-8-5-2 paid against Bob's 7-4-3-2-A: caught
    wrong = KC_A5_SINGLE.replace("Ann (900) -100", "Ann (1,099) +99").replace("Bob (1,099) +99", "Bob (900) -100")
    assert audit_hand(_one(wrong.replace("Bob wins pot", "Ann wins pot"))).outcome is Outcome.MISMATCH
