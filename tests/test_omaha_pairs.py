"""Omaha's pair tables (``tables/omaha.py``) and the showdown path that reads them
(``_showdown.sides._paired``): the same hands as the path that values every combination,
and table entries equal to the ranking's own value of the best combination."""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import combinations

import pytest

from pokerrank._showdown.sides import deal_hands, side_plan
from pokerrank.cards import Card
from pokerrank.games import GAMES, get_game, side_rules
from pokerrank.rankings import get_ranking
from pokerrank.tables.hashing import multisets
from pokerrank.tables.lows import ace_to_five_values, eight_or_better_values
from pokerrank.tables.omaha import EIGHT_OR_BETTER_LEAST, PAIRS, board_row, pair_index
from pokerrank.tables.store import load

PAIRED = sorted(
    name
    for name, game in GAMES.items()
    if any(side_plan(side, game.hole_cards, game.board_cards).pairs for side in game.sides)
)


def test_the_omaha_games_take_the_pair_tables() -> None:
    assert {"omaha", "omaha-hi-lo", "big-o", "omaha-5", "omaha-6", "courchevel-hi-lo"} <= set(PAIRED)
    spec = get_game("omaha-hi-lo")
    assert [side_plan(side, 4, 5).pairs for side in spec.sides] == ["omaha_high_pairs", "omaha_eight_pairs"]
    assert side_plan(get_game("holdem").sides[0], 2, 5).pairs is None


def test_the_eight_or_better_qualifier_is_the_least_qualifying_low() -> None:
    a5, eight = ace_to_five_values(), eight_or_better_values()
    assert min(value for ranks, value in a5.items() if eight[ranks]) == EIGHT_OR_BETTER_LEAST
    assert side_rules(get_game("omaha-hi-lo").sides[1]).threshold == EIGHT_OR_BETTER_LEAST


def _deal(game: str, rng: random.Random, suited: bool) -> tuple[list[tuple[Card, ...]], tuple[Card, ...]]:
    spec = GAMES[game]
    deck = sorted(spec.deck.codes)
    rng.shuffle(deck)
    if suited:  # three to five board cards of one suit, and hole cards rich in it
        suit = rng.randrange(4)
        deck.sort(key=lambda c: (c & 3 != suit, rng.random()))
        n_suit = rng.randint(3, 5)
        board = deck[:n_suit] + deck[13 : 13 + 5 - n_suit]
        rest = [c for c in deck if c not in board]
        rng.shuffle(rest)
        rest.sort(key=lambda c: (c & 3 != suit) * rng.random())
    else:
        board, rest = deck[: spec.board_cards], deck[spec.board_cards :]
    players = rng.randint(2, min(6, len(rest) // spec.hole_cards))
    holes = [tuple(Card(c) for c in rest[i * spec.hole_cards : (i + 1) * spec.hole_cards]) for i in range(players)]
    return holes, tuple(Card(c) for c in board)


@pytest.mark.parametrize("game", PAIRED)
def test_the_pair_tables_give_the_hands_of_every_combination(game: str) -> None:
    """Strength and cards (the first best combination) equal to the path without tables,
    flushes and straight flushes included."""
    spec = GAMES[game]
    fast = [side_plan(side, spec.hole_cards, spec.board_cards) for side in spec.sides]
    slow = [replace(plan, pairs=None) for plan in fast]
    rng = random.Random(f"pairs {game}")
    for n in range(1500):
        holes, board = _deal(game, rng, suited=n % 2 == 1)
        got, want = deal_hands(fast, holes, board), deal_hands(slow, holes, board)
        for side_got, side_want in zip(got, want, strict=True):
            assert [(h.strength, h.all_cards) if h else None for h in side_got] == [
                (h.strength, h.all_cards) if h else None for h in side_want
            ], (holes, board)


@pytest.mark.parametrize(
    ("table", "ranking", "least"),
    [("omaha_high_pairs", "high", 1), ("omaha_eight_pairs", "ace-to-five", EIGHT_OR_BETTER_LEAST)],
)
def test_table_entries_are_the_best_two_plus_three(table: str, ranking: str, least: int) -> None:
    """Entries against the ranking's own value of real cards (suits chosen so that no
    combination is a flush): every pocket pair and a spread of boards."""
    values = load(table)
    rank = get_ranking(ranking)
    rng = random.Random(table)
    boards = list(multisets(5))
    pairs = list(multisets(2))
    checked = 0
    for board in rng.sample(boards, 500):
        for pair in rng.sample(pairs, 12):
            if any((board + pair).count(r) > 4 for r in pair):
                continue  # five of a rank: no such deal
            used: dict[int, int] = {}
            cards = []
            for r in board + pair:
                suit = used.get(r, 0)
                used[r] = suit + 1
                cards.append(Card(4 * r + suit))
            board_cards, hole = cards[:5], cards[5:]
            combos = [hole + list(three) for three in combinations(board_cards, 3)]
            if any(len({c & 3 for c in combo}) == 1 for combo in combos):
                continue
            best = max(rank.strength_of(combo) for combo in combos)
            want = best if best >= least else 0
            assert values[board_row(board) * PAIRS + pair_index(pair)] == want, (board, pair)
            checked += 1
    assert checked > 3000
