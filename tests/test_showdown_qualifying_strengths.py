"""The strengths of a side where every card plays and a qualifier decides (stud Hi/Lo's eight
or better low, of all seven cards) are read by one lookup a player, without the hands
(``sides._qualifying_strengths``): the strengths of ``deal_hands``' hands, qualifying or not,
and the road is taken for every such side of the catalogue."""

from __future__ import annotations

import random

import pytest

from pokerrank._showdown import _plans, sides
from pokerrank._showdown.sides import deal_hands, side_strengths
from pokerrank.cards import Card
from pokerrank.games import GAMES
from pokerrank.tables.hashing import FLUSH_IGNORED


def _lane_sides() -> list[tuple[str, int]]:
    """(game, side) of every catalogue side the road takes: one part of every card, a qualifier."""
    found = []
    for name, game in sorted(GAMES.items()):
        if game.deck.jokers:
            continue
        for k, plan in enumerate(_plans(game, game.hole_cards, game.board_cards)):
            if (
                plan.by_rank_key is not None
                and plan.threshold > 1
                and len(plan.holes) == 1
                and len(plan.boards) == 1
                and plan.ranking.flush_mode == FLUSH_IGNORED
            ):
                found.append((name, k))
    return found


LANE = _lane_sides()


def test_stud_hi_lo_low_is_among_them() -> None:
    assert ("stud-hi-lo", 1) in LANE


@pytest.mark.parametrize(("name", "k"), LANE)
def test_the_lane_gives_the_hands_strengths(name: str, k: int, monkeypatch: pytest.MonkeyPatch) -> None:
    game = GAMES[name]
    plan = _plans(game, game.hole_cards, game.board_cards)[k]
    codes = sorted(int(code) for code in game.deck.codes)
    rng = random.Random(f"lane {name}")
    taken = []
    real = sides._qualifying_strengths

    def counted(*args: object) -> list[int | None]:
        taken.append(1)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(sides, "_qualifying_strengths", counted)
    qualified = unqualified = 0
    for _ in range(300):
        players = rng.randint(2, 6)
        dealt = rng.sample(codes, game.hole_cards * players + game.board_cards)
        holes = [tuple(Card(c) for c in dealt[i * game.hole_cards : (i + 1) * game.hole_cards]) for i in range(players)]
        board = tuple(Card(c) for c in dealt[game.hole_cards * players :])
        (hands,) = deal_hands([plan], holes, board)
        expected = [None if hand is None else hand.strength for hand in hands]
        assert side_strengths([plan], holes, board) == [expected]
        qualified += sum(value is not None for value in expected)
        unqualified += sum(value is None for value in expected)
    assert len(taken) == 300
    assert qualified and unqualified
