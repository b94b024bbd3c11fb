"""The lean per-call showdown: reasons worded on first read, and sides where every
card plays valued whole by the scalar kernel, give the results the full path gives."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random

import pytest

from pokerrank import Player, showdown
from pokerrank._showdown.sides import _Parts, _ranked, _whole, side_plan
from pokerrank.cards import Card, parse_cards
from pokerrank.games import GAMES, get_game

GAMES_HERE = ["holdem", "omaha-hi-lo", "stud-hi-lo", "razz", "badugi"]


def _deal(game_name: str, rng: random.Random) -> tuple[str, str | None, list[Player]]:
    game = get_game(game_name)
    n = rng.randint(2, 5)
    codes = rng.sample(sorted(game.deck.codes), n * game.hole_cards + game.board_cards)
    cards = parse_cards(codes, jokers=True)
    players = [
        Player(f"p{i}", cards[i * game.hole_cards : (i + 1) * game.hole_cards], bet=rng.choice([10, 40, 100, 100]))
        for i in range(n)
    ]
    board = " ".join(str(c) for c in cards[n * game.hole_cards :]) or None
    return game_name, board, players


@pytest.mark.parametrize("game", GAMES_HERE)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_reasons_read_late_equal_reasons_read_at_once(game: str, lang: str) -> None:
    rng = random.Random(f"{game}-{lang}")
    for _ in range(40):
        name, board, players = _deal(game, rng)
        early = showdown(name, board, players, lang=lang)
        words = [pot.reason for pot in early.pots] + [side.reason for pot in early.pots for side in pot.sides]
        late = showdown(name, board, players, lang=lang)
        assert late == early  # == reads every reason
        assert [pot.reason for pot in late.pots] + [side.reason for pot in late.pots for side in pot.sides] == words
        fresh = showdown(name, board, players, lang=lang)
        assert pickle.loads(pickle.dumps(fresh)) == early  # pickled, a reason is its words
        assert copy.deepcopy(showdown(name, board, players, lang=lang)).to_dict() == early.to_dict()
        assert [dataclasses.replace(pot, run=2).reason for pot in showdown(name, board, players, lang=lang).pots] == [
            pot.reason for pot in early.pots
        ]
        assert [side.reason for side in showdown(name, board, players, lang=lang).best] == [
            side.reason for side in early.best
        ]


def test_every_card_plays_valued_whole_as_by_parts() -> None:
    rng = random.Random(12)
    checked = 0
    for game in GAMES.values():
        n_board = game.board_cards
        for side in game.sides:
            plan = side_plan(side, game.hole_cards, n_board)
            if plan.by_rank_key is None or plan.threshold > 1 or len(plan.holes) != 1 or len(plan.boards) != 1:
                continue
            for _ in range(200):
                codes = rng.sample(sorted(game.deck.codes), 3 * game.hole_cards + n_board)
                cards: tuple[Card, ...] = parse_cards(codes, jokers=True)
                holes = [cards[i * game.hole_cards : (i + 1) * game.hole_cards] for i in range(3)]
                board = cards[3 * game.hole_cards :]
                whole = _whole(plan, holes, board)
                parts = _ranked(plan, _Parts(plan, holes, board), holes, board)
                assert None not in whole and None not in parts
                assert [(h.strength, h.all_cards) for h in whole if h is not None] == [
                    (h.strength, h.all_cards) for h in parts if h is not None
                ]
                checked += 1
    assert checked >= 600  # Hold'em, stud, draw games at least
