"""The equity roads against independent references.

- The lean road's kernel (:func:`pokerrank.kernels.equity.known_exact`, called with packed
  numbers, card bytes and an output array from a pool): every turn and flop of random spots,
  2 to 10 players, equals a brute force over the boards with the scalar evaluator, field for
  field; a task's share (``first``, ``step``) adds up to the whole; the output arrays are
  never shared between calls, on one thread or many.
- The Omaha sampler (:func:`pokerrank.kernels.equity.omaha_sample`, each player's best per
  triple of board ranks found once): every board's values equal the pair-by-triple evaluation
  (:func:`~pokerrank.kernels.equity._omaha_best`, which the exact runs use and
  tests/test_equity.py checks against a brute force), in every Omaha game, flush boards
  included; its equities agree with the exact answer within a few standard errors; a seed
  gives the same result with one thread or two.
"""

from __future__ import annotations

import random
import threading
from fractions import Fraction
from itertools import combinations

import numpy as np
import pytest

import pokerrank
from pokerrank import equity
from pokerrank._equity import quick
from pokerrank.cards import parse_cards
from pokerrank.games import get_game

# -- an independent reference: every board, each hand's strength from the scalar API ----------


def brute_force(game_name, hands, board, dead=""):
    """``(deals, [(equity, wins, ties, losses)] per player)`` over every completion of the
    board, each player's best hand of all their cards (Hold'em, short-deck)."""
    game = get_game(game_name)
    ranking = game.sides[0].get_ranking()
    holes = [[int(c) for c in parse_cards(h)] for h in hands]
    known = [int(c) for c in parse_cards(board)] if board else []
    gone = {c for h in holes for c in h} | set(known) | ({int(c) for c in parse_cards(dead)} if dead else set())
    deck = [c for c in sorted(game.deck.codes) if c < 52 and c not in gone]
    n = len(holes)
    shares = [Fraction(0)] * n
    wins, ties, losses = [0] * n, [0] * n, [0] * n
    deals = 0
    for more in combinations(deck, game.board_cards - len(known)):
        cards = [pokerrank.Card(c) for c in (*known, *more)]
        values = [ranking.strength_of([pokerrank.Card(c) for c in h] + cards) for h in holes]
        best = max(values)
        winners = [p for p in range(n) if values[p] == best]
        deals += 1
        for p in range(n):
            if p not in winners:
                losses[p] += 1
                continue
            shares[p] += Fraction(1, len(winners))
            if len(winners) == 1:
                wins[p] += 1
            else:
                ties[p] += 1
    return deals, [(float(shares[p] / deals), wins[p], ties[p], losses[p]) for p in range(n)]


def _spots(game, players, board_size, count, seed):
    rng = random.Random(seed)
    spec = get_game(game)
    deck = sorted(c for c in spec.deck.codes if c < 52)
    text = [str(pokerrank.Card(c)) for c in range(52)]
    for _ in range(count):
        cards = rng.sample(deck, players * 2 + board_size + 1)
        hands = [" ".join(text[c] for c in cards[2 * p : 2 * p + 2]) for p in range(players)]
        board = " ".join(text[c] for c in cards[2 * players : 2 * players + board_size])
        dead = text[cards[-1]] if rng.random() < 0.3 else ""
        yield hands, board, dead


def _figures(result):
    return result.deals, [(p.equity, p.wins, p.ties, p.losses) for p in result.players]


@pytest.mark.parametrize("game", ["holdem", "short-deck", "short-deck-classic"])
@pytest.mark.parametrize("board_size", [4, 5])
def test_turns_and_rivers_equal_brute_force_for_2_to_10_players(game, board_size):
    checked = 0
    for players in range(2, 11):
        for hands, board, dead in _spots(game, players, board_size, 6, seed=100 + players):
            got = quick.quick_exact(game, hands, board, dead)
            assert got is not None
            assert _figures(got) == brute_force(game, hands, board, dead), (game, hands, board, dead)
            checked += 1
    assert checked == 9 * 6


@pytest.mark.parametrize(("game", "players"), [("holdem", 2), ("holdem", 3), ("holdem", 6), ("short-deck", 2)])
def test_flops_equal_brute_force(game, players):
    for hands, board, dead in _spots(game, players, 3, 2, seed=200 + players):
        got = quick.quick_exact(game, hands, board, dead)
        assert got is not None
        assert _figures(got) == brute_force(game, hands, board, dead), (game, hands, board, dead)


@pytest.mark.parametrize("board_size", [4, 5])
def test_two_hands_in_every_spelling_equal_brute_force_and_the_full_road(board_size):
    # two Hold'em hands without dead cards take their own written-out road (quick._two_hands);
    # other spellings, named players and dead cards the general one: every answer the same
    from pokerrank._equity.engine import solve
    from pokerrank._equity.plan import check_options, plan_spot
    from pokerrank._equity.tally import result as full_result

    for hands, board, _ in _spots("holdem", 2, board_size, 40, seed=300 + board_size):
        want = brute_force("holdem", hands, board)
        plan = plan_spot("holdem", hands, board, "")
        outcome = solve(plan, check_options(None, None, 1 << 34, None, False, None))
        full = full_result(plan, outcome.counts, outcome.total, True, None, False)
        got = equity("holdem", hands, board=board)
        assert got == full and _figures(got) == want, (hands, board)
        road = quick._ROADS["holdem"]
        assert quick._two_hands(road, hands, board, 1 << 34, True) == got  # the written-out road answered
        assert quick._two_hands(road, [h.replace(" ", "  ") for h in hands], board, 1 << 34, True) is quick._OTHER
        for other in (
            tuple(hands),
            [h.replace(" ", "") for h in hands],
            [h.lower() for h in hands],
            [hands[0], hands[1] + " "],
            [h.replace(" ", "  ") for h in hands],
        ):
            assert equity("holdem", other, board=board) == got, (other, board)
        assert equity("holdem", hands, board=board.lower()) == got
        named = equity("holdem", {"player 1": hands[0], "player 2": hands[1]}, board=board)
        assert named == got
    with pytest.raises(pokerrank.DuplicateCardError):
        equity("holdem", ["As Ks", "As Qd"], board="2c 3d 4h 5s")
    with pytest.raises(pokerrank.DuplicateCardError):
        equity("holdem", ["As Ks", "Qd Qc"], board="2c 3d 4h As")
    with pytest.raises(pokerrank.CardCountError):
        equity("holdem", ["As Ks", "Qd Qc"], board="2c 3d 4h 5s 6s 7s")


def test_ties_and_boards_that_play():
    # the board plays: every deal a tie; a chopped straight; a flush draw
    for hands, board in [
        (["2c 3d", "2h 3s", "2d 3c"], "As Ks Qs Js"),
        (["Ac 2d", "Ah 3s"], "Kd Qd Jd Td"),
        (["Ah Kh", "Qd Qc", "9h 8h"], "Th 7h 2c 2d"),
    ]:
        assert _figures(equity("holdem", hands, board=board)) == brute_force("holdem", hands, board)


def _kernel_args(hands, board):
    quick.quick_exact("holdem", hands, board, "")  # loads the kernel and the road's tables
    from pokerrank.kernels.equity import known_exact, known_shape

    road = quick._ROADS["holdem"]
    holes = [int(c) for h in hands for c in parse_cards(h)]
    known = [int(c) for c in parse_cards(board)]
    used = sum(1 << c for c in holes + known)
    mode = int(road.tables[3][0, 0])
    return known_exact, known_shape, road, bytes(holes + known), mode, road.deck_mask & ~used


@pytest.mark.parametrize("board", ["Qs Js 2c", "Qs Js 2c 7d"])
@pytest.mark.parametrize("step", [2, 3, 7])
def test_the_tasks_shares_add_up_to_the_whole(board, step):
    hands = ["As Ks", "Qd Qc", "7h 6h"]
    known_exact, known_shape, road, cards, mode, left = _kernel_args(hands, board)
    n = len(hands)
    size = 2 + 4 * n + n * 2 * (n + 1) * (n + 1)
    whole = np.full(size, -1, dtype=np.int64)  # the kernel zeroes its output first
    known_exact(road.known_tables, cards, known_shape(mode, 2, 5, n), left, whole)
    parts = np.zeros(size, dtype=np.int64)
    for first in range(step):
        out = np.full(size, 7, dtype=np.int64)
        known_exact(road.known_tables, cards, known_shape(mode, 2, 5, n, first, step), left, out)
        parts += out
    assert parts.tolist() == whole.tolist()
    deals, players = brute_force("holdem", hands, board)
    assert whole[0] == whole[1] == deals
    for p, (_, wins, ties, losses) in enumerate(players):
        assert whole[2 + 4 * p + 1 : 2 + 4 * p + 4].tolist() == [wins, ties, losses]
    # the counts after the figures: counts[p, 0, 0, 0] the losses, counts[p, 0, 1, 0] the wins
    counts = whole[2 + 4 * n :].reshape(n, 2, n + 1, n + 1)
    assert counts[:, 0, 0, 0].tolist() == [p[3] for p in players]
    assert counts[:, 0, 1, 0].tolist() == [p[1] for p in players]
    assert counts[:, 1].sum() == 0


def test_an_output_array_is_never_handed_to_two_calls():
    spots = list(_spots("holdem", 2, 4, 2, seed=5))
    equity("holdem", spots[0][0], board=spots[0][1])
    pool = quick._OUT[2]
    assert pool, "a call puts its array back"
    held = pool.pop()  # as a call holds it between the kernel and its read
    before = held.copy()
    while pool:
        pool.pop()
    other = equity("holdem", spots[1][0], board=spots[1][1])
    assert held.tolist() == before.tolist()  # the other call made its own
    assert pool and pool[-1] is not held
    assert _figures(other) == brute_force("holdem", spots[1][0], spots[1][1])


def test_many_threads_at_once_get_their_own_answers():
    spots = [(h, b) for players in (2, 3) for h, b, _ in _spots("holdem", players, 4, 60, seed=players)]
    expected = [_figures(equity("holdem", h, board=b)) for h, b in spots]
    for h, b in spots[:10]:
        assert _figures(equity("holdem", h, board=b)) == brute_force("holdem", h, b)
    failures = []
    start = threading.Barrier(6)

    def work(offset):
        start.wait()
        for round_ in range(20):
            for i in range(offset % len(spots), len(spots), 3):
                got = _figures(equity("holdem", spots[i][0], board=spots[i][1]))
                if got != expected[i]:
                    failures.append((offset, round_, i))

    threads = [threading.Thread(target=work, args=(t,)) for t in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not failures
    for n in (2, 3):
        assert len({id(a) for a in quick._OUT[n]}) == len(quick._OUT[n]) <= 7


# -- the Omaha sampler -------------------------------------------------------------------------

OMAHA_GAMES = ["omaha", "omaha-5", "omaha-6", "omaha-hi-lo", "big-o", "courchevel", "courchevel-hi-lo"]


@pytest.mark.parametrize("game", OMAHA_GAMES)
def test_each_board_is_valued_as_pair_by_triple(game):
    from pokerrank._equity.layout import kernel_tables
    from pokerrank.kernels.equity import _omaha_best, _omaha_drawn, _pair_bests, _pairs, _triples

    spec = get_game(game)
    tables = kernel_tables(spec)
    n_sides = tables[2].shape[0]
    rng = random.Random(game)
    checked = flushes = 0
    for _ in range(12):
        players = rng.choice([2, 3, 4])
        cards = rng.sample(range(52), players * spec.hole_cards + 26)
        holes = np.array(cards[: players * spec.hole_cards], dtype=np.int64).reshape(players, spec.hole_cards)
        rest = cards[players * spec.hole_cards :]
        pbase, psuit, pranks = _pairs(holes, tables[5])
        pbest = _pair_bests(holes, tables)
        for b in range(0, 25, 5):
            # one board of the rest, and one of a single suit's cards (a flush board)
            for row in (rest[b : b + 5], [c for c in range(52) if c % 4 == b % 4 and c not in cards[: holes.size]][:5]):
                row = np.array(row, dtype=np.int64)
                tidx, tsuit, tranks = (np.zeros(10, dtype=np.int64) for _ in range(3))
                _triples(row, tables[5], tidx, tsuit, tranks)
                want = [[_omaha_best(s, p, pbase, psuit, pranks, tidx, tsuit, tranks, tables) for p in range(players)]
                        for s in range(n_sides)]  # fmt: skip
                vals = np.full((2, players), -1, dtype=np.int64)
                _omaha_drawn(row, pbest, psuit, pranks, tables, np.zeros(10, dtype=np.int64), vals)
                assert vals[:n_sides].tolist() == want, (game, holes.tolist(), row.tolist())
                checked += 1
                flushes += int((tsuit >= 0).any())
    assert checked == 12 * 5 * 2 and flushes >= 60


OMAHA_SPOTS = [
    ("omaha", ["As Ks Qd Jd", "Th 9h 8c 7c"], "Ts Js 2c"),
    ("omaha", ["Ah Kh Qh 2s", "Jc Jd 9s 8s", "7h 6h 5c 4c"], "2h 9h Kd"),
    ("omaha-hi-lo", ["Ah 2h 3c Kd", "Ks Qd Jc 9h"], "5s 6d 9c"),
    ("omaha-6", ["As Ks Qd Jd 2h 3h", "Th 9h 8c 7c 3s 4d"], "Ts Js 2c"),
    ("big-o", ["Ah 2h Kd Qc Jc", "As 3c 4d Kh 8s"], "5s 6d 9c"),
]


@pytest.mark.parametrize(("game", "hands", "board"), OMAHA_SPOTS)
def test_sampled_omaha_agrees_with_the_exact_answer(game, hands, board):
    exact = equity(game, hands, board=board)
    sampled = equity(game, hands, board=board, samples=300_000, seed=11)
    assert sampled.deals == 300_000 and not sampled.exact
    for e, s in zip(exact.players, sampled.players, strict=True):
        assert 0 < s.std_error < 0.002
        assert abs(e.equity - s.equity) <= 4 * s.std_error
        assert abs(e.high_equity - s.high_equity) <= 4 * s.std_error + 0.002
        assert abs(e.low_equity - s.low_equity) <= 4 * s.std_error + 0.002


def test_sampled_omaha_is_the_same_on_one_thread_or_two(monkeypatch):
    from pokerrank import _compile

    spot = ("omaha-hi-lo", ["Ah 2h 3c Kd", "Ks Qd Jc 9h"])
    monkeypatch.setattr(_compile, "_threads", [2])
    two = equity(*spot, samples=1_500_000, seed=5)
    monkeypatch.setattr(_compile, "_threads", [1])
    one = equity(*spot, samples=1_500_000, seed=5)
    assert one == two
    assert equity(*spot, samples=1_500_000, seed=6) != two


EXACT_FLOPS = [
    ("omaha", ["As Ks Qd Jd", "Th 9h 8c 7c"], "Ts Js 2c"),
    ("omaha-hi-lo", ["Ah 2h 3c Kd", "Ks Qd Jc 9h"], "5s 6d 9c"),
    ("omaha-hi-lo", ["Ah 2h 3c Kd", "Ks Qd Jc 9h", "7c 7d 8h 6h"], "5h 4h 9c"),
    ("omaha", ["AAQQ", "Ks Kd Qs Jd"], "Kc 7h 2d"),
    ("omaha-hi-lo", ["A2KQ", "As Ks 9h 9d:0.5, Jh Th 9c 8c"], "3h 4h Tc"),
    ("big-o", ["Ah 2h Kd Qc Jc", "As 3c 4d Kh 8s"], "5s 6d 9c"),
    ("omaha-6", ["As Ks Qd Jd 2h 3h", "Th 9h 8c 7c 3s 4d"], "Ts Js 2c"),
]


@pytest.mark.parametrize(("game", "hands", "board"), EXACT_FLOPS)
def test_a_flop_by_triple_equals_the_flop_pair_by_triple(game, hands, board):
    # the two exact Omaha kernels on one flop, in one task and in 32 (at most 40 boards
    # each): the same counts, known hands and ranges alike; the runner's choice of kernel
    # follows the boards per task
    from pokerrank._equity.layout import board_layout, kernel_tables, live_deck, player_combos
    from pokerrank._equity.plan import plan_spot
    from pokerrank.kernels.equity import omaha_by_triple, omaha_exact, omaha_exact_few
    from pokerrank.tables.hashing import FLUSH_REPLACES

    plan = plan_spot(game, hands, board, "")
    layout = board_layout(plan, player_combos(plan, live_deck(plan)))
    n = len(layout.deck)
    boards = n * (n - 1) // 2
    assert boards // 32 < 64 <= boards and len(layout.combos) <= 1024
    tables = kernel_tables(plan.game)
    assert omaha_by_triple(tables[3], n, 2, len(layout.combos), 1)
    assert not omaha_by_triple(tables[3], n, 2, len(layout.combos), 32)
    assert not omaha_by_triple(tables[3], n, 2, 1025, 1)
    replaces = tables[3].copy()
    replaces[0, 0] = FLUSH_REPLACES  # a flush that replaces the value: pair by triple only
    assert not omaha_by_triple(replaces, n, 2, len(layout.combos), 1)
    args = (tables, layout.deck, layout.board, layout.n_known, layout.combos, layout.start, layout.weights)
    counts, totals = omaha_exact(*args, 0, 1)
    assert totals[0] > 0
    for kernel in (omaha_exact, omaha_exact_few):
        whole = kernel(*args, 0, 1)
        assert whole[0].tolist() == counts.tolist() and whole[1].tolist() == totals.tolist()
        parts = [kernel(*args, first, 32) for first in range(32)]
        assert sum(p[0] for p in parts).tolist() == counts.tolist()
        assert sum(p[1] for p in parts).tolist() == totals.tolist()
