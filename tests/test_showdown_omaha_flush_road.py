"""Omaha's strengths road (``side_strengths`` through the pair tables) values a flush from the
ranking's flush table by the suit's rank bits; the hands' road (``deal_hands``: every suited
combination through the scalar kernel's ``finish``) must agree with it, player by player, on
deals that make flushes and straight flushes often (boards of three, four and five cards of
a suit; hands of zero to four cards of it)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank._showdown import _plans, sides
from pokerrank._showdown.sides import deal_hands, side_strengths
from pokerrank.cards import Card
from pokerrank.games import GAMES

PAIRED = ("omaha", "omaha-hi-lo", "omaha-5", "big-o", "courchevel", "courchevel-hi-lo")
"""The games whose sides read a pair table with four or five hole cards (the road under test)."""


def _suited_deal(rng: random.Random, hole: int, players: int) -> tuple[list[tuple[Card, ...]], tuple[Card, ...]]:
    """A deal whose board holds three to five cards of one suit, and whose hands hold some."""
    suit = rng.randrange(4)
    of_suit = [code for code in range(52) if code & 3 == suit]
    rng.shuffle(of_suit)
    on_board = rng.choice((3, 3, 4, 5))
    others = [code for code in range(52) if code & 3 != suit]
    rng.shuffle(others)
    board = of_suit[:on_board] + others[: 5 - on_board]
    rng.shuffle(board)
    rest_suited, rest = of_suit[on_board:], others[5 - on_board :]
    holes = []
    for _ in range(players):
        n = min(rng.choice((0, 1, 2, 2, 3, 4)), hole, len(rest_suited))
        cards = [rest_suited.pop() for _ in range(n)] + [rest.pop() for _ in range(hole - n)]
        rng.shuffle(cards)
        holes.append(tuple(map(Card, cards)))
    return holes, tuple(map(Card, board))


def _expected(
    plans: list[sides.SidePlan], holes: list[tuple[Card, ...]], board: tuple[Card, ...]
) -> list[list[int | None]]:
    return [[None if hand is None else hand.strength for hand in side] for side in deal_hands(plans, holes, board)]


@pytest.mark.parametrize("name", PAIRED)
def test_flushes_on_the_strengths_road_are_the_hands(name: str) -> None:
    game = GAMES[name]
    plans = _plans(game, game.hole_cards, game.board_cards)
    assert plans[0].pairs is not None  # (the pair tables' road is the one tested)
    rng = random.Random(f"omaha flush {name}")
    flushes = 0
    for _ in range(1500):
        holes, board = _suited_deal(rng, game.hole_cards, rng.randrange(2, 7))
        expected = _expected(plans, holes, board)
        assert side_strengths(plans, holes, board) == expected, (name, holes, board)
        flushes += sum(
            hand is not None and hand.category.name in ("FLUSH", "STRAIGHT_FLUSH")
            for hand in deal_hands(plans, holes, board)[0]
        )
    assert flushes > 500  # (the deals do make flushes: the road is taken)


@settings(max_examples=300, deadline=None)
@given(
    name=st.sampled_from(PAIRED),
    seed=st.integers(0, 2**32 - 1),
)
def test_any_suited_deal_agrees(name: str, seed: int) -> None:
    game = GAMES[name]
    plans = _plans(game, game.hole_cards, game.board_cards)
    rng = random.Random(seed)
    holes, board = _suited_deal(rng, game.hole_cards, rng.randrange(2, 7))
    assert side_strengths(plans, holes, board) == _expected(plans, holes, board)


def test_a_straight_flush_beats_the_quads_the_pair_table_gives() -> None:
    """A board of 4h 5h 6h 4c 4s: ``7h 3h`` makes a straight flush, ``4d Kd`` four of a kind
    (the pair table's top): the straight flush is the stronger strength, as the hands say."""
    from pokerrank.cards import parse_cards

    game = GAMES["omaha"]
    plans = _plans(game, game.hole_cards, game.board_cards)
    board = tuple(parse_cards("4h 5h 6h 4c 4s"))
    holes = [tuple(parse_cards("7h 3h 9c 9d")), tuple(parse_cards("4d Kd 2c 2s"))]
    (strengths,) = side_strengths(plans, holes, board)
    (hands,) = deal_hands(plans, holes, board)
    assert [hand.category.name for hand in hands if hand] == ["STRAIGHT_FLUSH", "FOUR_OF_A_KIND"]
    assert strengths == [hand.strength for hand in hands if hand]
    assert strengths[0] > strengths[1]
