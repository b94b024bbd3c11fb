"""The brute-force reference the equity tests share (tests/_helpers.py) against first
principles: a side's strength is the best five-card hand any combination allows."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import combinations

import pytest
from _helpers import shares, side_strength

from pokerrank.cards import parse_cards
from pokerrank.games import Side, get_game


def _best_five(side: Side, cards: list) -> int:
    ranking = side.get_ranking()
    return max(ranking.strength_of(five) for five in combinations(cards, 5))


@pytest.mark.parametrize("ranking", ["high", "ace-to-five", "deuce-to-seven"])
@pytest.mark.parametrize("n_cards", [7, 8, 9])
def test_any_number_of_cards_plays_its_best_five(ranking: str, n_cards: int) -> None:
    """Eight and nine cards (a stud hand with the board's cards, a custom game) are valued
    as the best five of all of them, as seven are."""
    side = Side("any", ranking)
    rng = random.Random(n_cards)
    for _ in range(20):
        cards = rng.sample(range(52), n_cards)
        assert side_strength(side, cards[:3], cards[3:]) == _best_five(side, cards)


def test_exactly_two_hole_cards_and_three_board_cards() -> None:
    side = Side("high", "high", hole=2, board=3)
    hole, board = list(parse_cards("As Ah Kd Qc")), list(parse_cards("Ac Ad 7h 2s 3c"))
    # four aces take both hole cards, so the kicker comes from the board (a seven), never the king in hand
    expected = max(_best_five(side, [*h, *b]) for h in combinations(hole, 2) for b in combinations(board, 3))
    assert side_strength(side, hole, board) == expected
    assert side_strength(side, hole, board) < _best_five(side, [*hole, *board])


def test_hi_lo_halves_and_a_missing_low() -> None:
    game = get_game("omaha-hi-lo")
    board = list(parse_cards("Ah Kh 7d 4c 2s"))
    ann, bob = list(parse_cards("As 3s Qd Qc")), list(parse_cards("Kc Kd 9d 9s"))
    assert shares(game, [ann, bob], board) == [Fraction(1, 2), Fraction(1, 2)]  # bob's set, ann's low
    no_low = list(parse_cards("Ah Kh Qs Jc 9s"))
    assert shares(game, [ann, bob], no_low) == [Fraction(0), Fraction(1)]  # bob's kings take it all
