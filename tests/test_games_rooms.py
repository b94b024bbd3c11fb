"""The games the rooms deal beside the classic ones: 2-7 razz, A-5 single draw, 2-7 drawmaha,
five card stud.

Each is only data in the catalogue; what is checked here is what that data makes of them:
the names, the showdown against a brute-force reference (every five of the seven cards in
2-7 razz; every two hole and three board cards for drawmaha's high, the five hole cards for
its 2-7 half), the stud bring-in and the first to act on later streets (the ace is high in
2-7 razz), one draw in A-5 single draw and one after drawmaha's flop, and a KingsClub hand of
each game audited to the chip.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from pokerrank import Player, equity, outs, range_equity, showdown
from pokerrank.cards import parse_cards
from pokerrank.engine.hand import Hand, streets_of
from pokerrank.errors import DealError
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
        ("2-7 Drawmaha", "2-7-drawmaha"), ("Deuce to Seven Drawmaha", "2-7-drawmaha"),
        ("5 Card Stud", "five-card-stud"), ("Five Card Stud", "five-card-stud"),
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


def _best_high(hole: list[str], board: list[str]) -> int:
    """The reference Omaha high: every two of the hole cards with every three of the board."""
    high = get_ranking("high")
    return max(
        high.strength_of(parse_cards(" ".join([*two, *three])))
        for two in combinations(hole, 2)
        for three in combinations(board, 3)
    )


def _split(strengths: list[int], half: int) -> list[int]:
    best = max(strengths)
    winners = [i for i, v in enumerate(strengths) if v == best]
    return [half // len(winners) if i in winners else 0 for i in range(len(strengths))]


def test_drawmaha_halves_omaha_high_and_the_2_7_five_against_brute_force() -> None:
    rng = random.Random(2027)
    deck = [r + s for r in RANKS for s in SUITS]
    low = get_ranking("deuce-to-seven")
    for _ in range(120):
        n = rng.choice((2, 3))
        cards = rng.sample(deck, 5 * n + 5)
        holes, board = [cards[5 * i : 5 * i + 5] for i in range(n)], cards[5 * n :]
        players = [Player(f"p{i}", " ".join(hole), 12) for i, hole in enumerate(holes)]
        result = showdown("2-7-drawmaha", " ".join(board), players)
        half = 6 * n  # 12 a player: each half divides by 1, 2 or 3 winners
        highs = _split([_best_high(hole, board) for hole in holes], half)
        lows = _split([low.strength_of(parse_cards(" ".join(hole))) for hole in holes], half)
        assert [result.totals[f"p{i}"] for i in range(n)] == [h + lo for h, lo in zip(highs, lows, strict=True)], (
            holes,
            board,
        )


def test_drawmaha_the_board_never_plays_for_the_2_7_half() -> None:
    # the board's 7-5-4-3-2 would be the best 2-7 hand: it counts for nobody's low
    ann, bob = Player("ann", "Kc Kd Qh Js 9c", 10), Player("bob", "As Ah Ad 8c 8d", 10)
    result = showdown("2-7-drawmaha", "7s 5h 4d 3c 2h", [ann, bob])
    # bob's pair of aces wins the high; for the 2-7 half ann's pair of kings beats his full house
    assert result.totals == {"ann": 10, "bob": 10}


def test_drawmaha_deals_a_flop_then_one_draw_then_the_turn_and_river() -> None:
    game = get_game("2-7-drawmaha")
    assert [(s[0], s[3], s[4]) for s in streets_of(game)] == [
        ("preflop", 0, False), ("flop", 3, False), ("turn", 1, True), ("river", 1, False),
    ]  # fmt: skip
    hand = Hand(game, [500, 500, 500], structure="limit", blinds=(5, 10), bets=(10, 20), seed=4)
    while hand.phase == 0:
        legal = hand.legal()
        hand.act("call" if legal.call else "check")
    assert hand.legal().phase == "draw" and len(hand.board) == 4 and all(len(h) == 5 for h in hand.hole)
    before = list(hand.hole[0])
    hand.act("draw", cards=before[:2])
    assert hand.hole[0][:3] == tuple(before[2:]) and len(set(hand.hole[0]) & set(before[:2])) == 0
    hand.act("draw", 0)
    hand.act("draw", 5)
    assert hand.phase == 0 and hand.legal().min_to == 20  # the turn's round: the big bet
    while not hand.over:
        legal = hand.legal()
        assert legal.phase != "draw"  # one draw only
        hand.act("call" if legal.call else "check")
    assert len(hand.board) == 5 and sum(hand.stacks) == 1500


KC_DRAWMAHA = """#5003: Limit 2-7 Drawmaha - 60/120
2021-08-04 22:45:51
Table 'The Zoo' Seat 2 is the button
Seat 1: Ann (1,000)
Seat 2: Bob (1,000)
Seat 3: Cid (1,000)
Ann: posts ante 5
Bob: posts ante 5
Cid: posts ante 5
Cid: posts the small blind 30
Ann: posts the big blind 60
Dealt to Ann: [X X X X X]
Dealt to Bob: [X X X X X]
Dealt to Cid: [8d Kd 9c 8s 7s]
Bob raises to 120
Cid folds
Ann calls 120
*** FLOP *** [6h Qd 2h]
Ann checks
Bob bets 60
Ann calls 60
Ann draws 1
Bob draws 1
*** TURN *** [6h Qd 2h] [3d]
Ann checks
Bob checks
*** RIVER *** [6h Qd 2h 3d] [Ah]
Ann bets 120
Bob calls 120
Ann shows [6s 9d 4s 7d Ts]
Bob shows [6d 9s 4h Kc 8c]
*** SUMMARY ***
Seat 1: Ann (1,015) +15
Seat 2: Bob (1,015) +15
Seat 3: Cid (965) -35
Rake 5
Ann wins (320) from pot
Bob wins (320) from pot
"""
"""Bob's pair of sixes with A-K-Q takes the Omaha half, Ann's T-9-7-6-4 the 2-7 half."""


def test_kingsclub_2_7_drawmaha_is_audited() -> None:
    hand = _one(KC_DRAWMAHA)
    assert (hand.game, hand.boards) == ("2-7-drawmaha", ("6h Qd 2h 3d Ah",))
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    # the whole pot paid to Bob, as if his high scooped: caught
    wrong = KC_DRAWMAHA.replace("Ann (1,015) +15", "Ann (695) -305").replace("Bob (1,015) +15", "Bob (1,335) +335")
    wrong = wrong.replace("Ann wins (320) from pot\nBob wins (320) from pot", "Bob wins (640) from pot")  # (agreeing)
    assert audit_hand(_one(wrong)).outcome is Outcome.MISMATCH


def test_five_card_stud_deals_one_down_and_four_up_in_four_rounds() -> None:
    game = get_game("five card stud")
    assert [(s[0], s[1], s[2], s[5]) for s in streets_of(game)] == [
        ("second", 1, 1, False), ("third", 0, 1, False), ("fourth", 0, 1, True), ("fifth", 0, 1, True),
    ]  # fmt: skip
    for seed in range(20):
        hand = Hand(game, [100] * (2 + seed % 7), antes=1, bring_in=2, bets=(5, 10), seed=seed)
        while not hand.over:
            legal = hand.legal()
            hand.act("bring-in" if legal.bring_in else ("call" if legal.call else "check"))
        assert all(len(cards) == 5 and ups == (False, True, True, True, True) for cards, ups in zip(
            hand.hole, hand._up, strict=True))  # fmt: skip
        assert sum(hand.stacks) == 100 * hand.n


def test_five_card_stud_the_lowest_card_up_brings_in_and_the_showdown_is_the_five() -> None:
    hand = stud("five-card-stud", [["As", "2d"], ["Ks", "2c"], ["Qs", "9h"]])
    assert hand.legal().name == "p2"  # the deuce of clubs, the lowest suit
    rng = random.Random(5)
    deck = [r + s for r in RANKS for s in SUITS]
    high = get_ranking("high")
    for _ in range(100):
        cards = rng.sample(deck, 10)
        ann, bob = " ".join(cards[:5]), " ".join(cards[5:])
        a, b = high.strength_of(parse_cards(ann)), high.strength_of(parse_cards(bob))
        result = showdown("five-card-stud", "", [Player("ann", ann, 10), Player("bob", bob, 10)])
        expected = {"ann": 20, "bob": 0} if a > b else {"ann": 0, "bob": 20} if b > a else {"ann": 10, "bob": 10}
        assert result.totals == expected, (ann, bob)


FT_FIVE_STUD = """Full Tilt Poker Game #900: Table T - $0.50/$1 Ante $0.10 - Limit 5 Card Stud - 18:30 ET - 2013/03/31
Seat 1: ann ($20)
Seat 2: bob ($20)
ann antes $0.10
bob antes $0.10
*** 2ND STREET *** (Total Pot: $0.20, 2 Players)
Dealt to ann [9d]
Dealt to bob [3c]
bob is low with [3c]
bob brings in for $0.25
ann completes it to $0.50
bob calls $0.25
*** 3RD STREET *** (Total Pot: $1.20, 2 Players)
Dealt to ann [9d] [Ah]
Dealt to bob [3c] [Kh]
ann bets $0.50
bob calls $0.50
*** 4TH STREET *** (Total Pot: $2.20, 2 Players)
Dealt to ann [9d Ah] [7d]
Dealt to bob [3c Kh] [6d]
ann bets $1
bob calls $1
*** 5TH STREET *** (Total Pot: $4.20, 2 Players)
Dealt to ann [9d Ah 7d] [5s]
Dealt to bob [3c Kh 6d] [4h]
ann checks
bob checks
*** SHOW DOWN ***
ann shows [As 9d Ah 7d 5s] a pair of Aces
bob shows [Ks 3c Kh 6d 4h] a pair of Kings
ann wins the pot ($4.20) with a pair of Aces
*** SUMMARY ***
Total pot $4.20 | Rake $0
Seat 1: ann showed [As 9d Ah 7d 5s] and won ($4.20) with a pair of Aces
Seat 2: bob showed [Ks 3c Kh 6d 4h] and lost with a pair of Kings
"""
"""Full Tilt's five card stud: the second street is its first, bob's three up brings in."""


def test_full_tilt_five_card_stud_is_read_replayed_and_audited() -> None:
    from pokerrank.engine import from_record

    hand = _one(FT_FIVE_STUD)
    assert (hand.site, hand.game) == ("Full Tilt Poker", "five-card-stud")
    assert audit_hand(hand).outcome is Outcome.MATCH, audit_hand(hand).detail
    assert from_record(hand).status == "ok"  # every action legal, street by street
    wrong = _one(FT_FIVE_STUD.replace("ann wins the pot ($4.20)", "bob wins the pot ($4.20)").replace(
        "and won ($4.20) with a pair of Aces", "and lost with a pair of Aces").replace(
        "and lost with a pair of Kings", "and won ($4.20) with a pair of Kings"))  # fmt: skip
    assert audit_hand(wrong).outcome is Outcome.MISMATCH


def test_drawmaha_equity_is_refused_by_name_never_a_wrong_number() -> None:
    # equity's roads deal Omaha's two-and-three or the best of all cards, not a half of the
    # hole cards alone: drawmaha is refused on every road (the lean one for a river included)
    hands = ["6s 9d 4s 7d Ts", "6d 9s 4h Kc 8c"]
    for board in ("6h Qd 2h", "6h Qd 2h 3d", "6h Qd 2h 3d Ah"):
        with pytest.raises(DealError, match="low side of 2-7 Drawmaha"):
            equity("2-7-drawmaha", hands, board=board)
    with pytest.raises(DealError, match="low side of 2-7 Drawmaha"):
        range_equity("2-7-drawmaha", ["AA***", "6d 9s 4h Kc 8c"], board="6h Qd 2h")
    assert equity("omaha-5", hands, board="6h Qd 2h 3d").deals == 38  # the same cards as Omaha: answered


def test_drawmaha_outs_are_the_river_cards_that_turn_the_high_half() -> None:
    hands, board = ["6s 9d 4s 7d Ts", "6d 9s 4h Kc 8c"], "6h Qd 2h 3d"
    found = outs("2-7-drawmaha", hands, board=board)
    seen = set(" ".join([*hands, board]).split())
    wins, splits = [], []
    for river in (r + s for r in RANKS for s in SUITS):  # the reference: one showdown per river card
        if river in seen:
            continue
        result = showdown("2-7-drawmaha", f"{board} {river}", [Player("a", hands[0], 12), Player("b", hands[1], 12)])
        high = next(side for side in result.pots[0].sides if side.side == "high").awards.get("a", 0)
        (wins if high == 12 else splits if high == 6 else []).append(river)
    first_high = next(o for o in found.outs if o.player == "player 1" and o.side == "high")
    assert (sorted(first_high.wins), sorted(first_high.splits)) == (sorted(wins), sorted(splits))
    assert wins and splits
    # the 2-7 half is the hole cards alone: no river card changes it
    assert all(not o.wins and not o.loses for o in found.outs if o.side == "low")
