"""``side_strengths`` (the audit's decision of the chips alone: strengths without the hands)
gives, side by side and player by player, the strengths of ``deal_hands``' hands: for every
catalogue game, on random deals that make flushes, qualifying lows and none often."""

from __future__ import annotations

import random

import pytest

from pokerrank._showdown import _plans
from pokerrank._showdown.sides import deal_hands, side_strengths
from pokerrank.cards import Card
from pokerrank.games import GAMES

_SUITED_TRIES = 3
"""Of every few deals, one whose board holds three cards of one suit (the flush roads)."""


def _deal(
    rng: random.Random, codes: list[int], players: int, hole: int, board: int
) -> tuple[list[tuple[Card, ...]], tuple[Card, ...]]:
    if board >= 3 and rng.randrange(_SUITED_TRIES) == 0:  # three of a suit on the board, two in some hands
        suit = rng.randrange(4)
        suited = [code for code in codes if code & 3 == suit]
        first = rng.sample(suited, 3 + 2 * min(players, 2))
        rest = [code for code in codes if code not in first]
        dealt = first[:3] + rng.sample(rest, board - 3)
        holes_cards = first[3:] + rng.sample([c for c in rest if c not in dealt], hole * players - len(first) + 3)
        rng.shuffle(holes_cards)
        holes = [tuple(Card(c) for c in holes_cards[i * hole : (i + 1) * hole]) for i in range(players)]
        return holes, tuple(Card(c) for c in dealt)
    dealt = rng.sample(codes, hole * players + board)
    holes = [tuple(Card(c) for c in dealt[i * hole : (i + 1) * hole]) for i in range(players)]
    return holes, tuple(Card(c) for c in dealt[hole * players :])


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_strengths_are_the_hands_strengths(name: str) -> None:
    game = GAMES[name]
    if game.deck.jokers:
        pytest.skip("a joker's game: valued by deal_hands alike (no road of its own)")
    rng = random.Random(f"strengths {name}")
    codes = sorted(int(code) for code in game.deck.codes)
    plans = _plans(game, game.hole_cards, game.board_cards)
    for _ in range(60):
        players = rng.randrange(2, 5)
        holes, board = _deal(rng, codes, players, game.hole_cards, game.board_cards)
        expected = [
            [None if hand is None else hand.strength for hand in side] for side in deal_hands(plans, holes, board)
        ]
        assert side_strengths(plans, holes, board) == expected, (name, holes, board)


def test_the_pair_tables_road_is_taken_and_agrees_on_flushes() -> None:
    """Omaha's and Big O's sides take the pair tables' road (not the hands'), flushes included:
    a board of three hearts, a hand of two hearts and one of none."""
    from pokerrank._showdown import sides
    from pokerrank.cards import parse_cards

    for name, hole_text in (("omaha", ("Ah Kh 2c 3d", "As Ad Qc Qd")), ("big-o", ("Ah Kh 2c 3d 4s", "As Ad Qc Qd 7s"))):
        game = GAMES[name]
        plans = _plans(game, game.hole_cards, game.board_cards)
        holes = [tuple(parse_cards(text)) for text in hole_text]
        board = tuple(parse_cards("Th 7h 2h Js 9c"))
        taken = []
        real = sides._paired_strengths

        def counted(*args, real=real, taken=taken):
            taken.append(1)
            return real(*args)

        sides._paired_strengths = counted
        try:
            got = side_strengths(plans, holes, board)
        finally:
            sides._paired_strengths = real
        assert taken, name
        assert got == [[None if h is None else h.strength for h in side] for side in deal_hands(plans, holes, board)]
        assert got[0][0] > got[0][1]  # (the flush beats aces)
