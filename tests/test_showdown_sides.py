"""The scalar showdown path (``_showdown/sides``) against a brute force over every combination.

Every game, random deals: each player's best hand per side equals the maximum of the
ranking's own ``strength_of`` over every combination the side allows (a qualifier's
threshold applied), and the cards the fast path reports make exactly that strength.
"""

from __future__ import annotations

import random

import pytest

from pokerrank._showdown.sides import deal_hands, side_hands, side_plan
from pokerrank.cards import Card
from pokerrank.games import GAMES, side_rules


def _deal(game: str, players: int, rng: random.Random) -> tuple[list[tuple[Card, ...]], tuple[Card, ...]]:
    spec = GAMES[game]
    deck = sorted(spec.deck.codes)
    rng.shuffle(deck)
    holes = [tuple(Card(c) for c in deck[i * spec.hole_cards : (i + 1) * spec.hole_cards]) for i in range(players)]
    start = players * spec.hole_cards
    return holes, tuple(Card(c) for c in deck[start : start + spec.board_cards])


def _brute(game: str, holes: list[tuple[Card, ...]], board: tuple[Card, ...]) -> list[list[int | None]]:
    spec = GAMES[game]
    out = []
    for side in spec.sides:
        rules = side_rules(side)
        row = []
        for hole in holes:
            best = max(
                rules.ranking.strength_of([(hole + board)[i] for i in combo])
                for combo in side.columns(len(hole), len(board))
            )
            row.append(best if best >= rules.threshold else None)
        out.append(row)
    return out


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_matches_the_brute_force(game: str) -> None:
    rng = random.Random(f"sides {game}")
    spec = GAMES[game]
    most = min(6, (len(spec.deck.codes) - spec.board_cards) // spec.hole_cards)
    for _ in range(150):
        holes, board = _deal(game, rng.randint(2, most), rng)
        plans = [side_plan(side, spec.hole_cards, spec.board_cards) for side in spec.sides]
        fast = deal_hands(plans, holes, board)
        assert [[h.strength if h else None for h in side] for side in fast] == _brute(game, holes, board)
        for plan, side in zip(plans, fast, strict=True):
            for hand in side:
                if hand is not None:
                    assert plan.ranking.strength_of(list(hand.all_cards)) == hand.strength
            # the general path agrees, cards included
            slow = side_hands(plan, holes, board)
            assert [h.strength if h else None for h in slow] == [h.strength if h else None for h in side]


def test_flush_boards_in_omaha_hi_lo() -> None:
    """Boards with three to five cards of one suit, where the flush check must find the flushes."""
    rng = random.Random(7)
    spec = GAMES["omaha-hi-lo"]
    plans = [side_plan(side, 4, 5) for side in spec.sides]
    for _ in range(300):
        suit = rng.randrange(4)
        suited = [c for c in range(52) if c & 3 == suit]
        others = [c for c in range(52) if c & 3 != suit]
        n = rng.randint(3, 5)
        picked = rng.sample(suited, n + 4) + rng.sample(others, 5 - n + 8)
        board = tuple(Card(c) for c in picked[:n] + picked[n + 4 : n + 4 + 5 - n])
        rest = picked[n : n + 4] + picked[n + 4 + 5 - n :]
        holes = [tuple(Card(c) for c in rest[i * 4 : i * 4 + 4]) for i in range(3)]
        fast = deal_hands(plans, holes, board)
        assert [[h.strength if h else None for h in side] for side in fast] == _brute("omaha-hi-lo", holes, board)
