"""Equity: exact counts, an independent slow reference, Monte Carlo within its error, hi/lo by hand."""

from __future__ import annotations

import json
from fractions import Fraction
from itertools import combinations

import pytest
from _helpers import shares as reference_shares

import pokerrank
from pokerrank import equity
from pokerrank.cards import parse_cards
from pokerrank.errors import CardCountError, DealError, DuplicateCardError, InvalidCardError, TooManyDealsError
from pokerrank.games import get_game

# -- an independent reference: itertools over the unseen cards, the scalar API per hand ----


def reference(game_name, hands, board="", dead=""):
    """(equity Fractions, wins, ties, losses) per player, by brute force."""
    game = get_game(game_name)
    holes = [list(parse_cards(h)) for h in hands]
    known_board = list(parse_cards(board)) if board else []
    known = {int(c) for h in holes for c in h} | {int(c) for c in known_board}
    if dead:
        known |= {int(c) for c in parse_cards(dead)}
    deck = [c for c in sorted(game.deck.codes) if c not in known]
    missing = [game.board_cards - len(known_board)] + [
        (game.hole_cards - len(h)) if not game.board_cards else 0 for h in holes
    ]
    n = len(holes)
    totals = [Fraction(0)] * n
    wins, ties, losses = [0] * n, [0] * n, [0] * n
    deals = 0

    def deal(group, left, chosen):
        nonlocal deals
        if group == len(missing):
            b = known_board + [pokerrank.Card(c) for c in chosen[0]]
            hs = [holes[p] + [pokerrank.Card(c) for c in chosen[p + 1]] for p in range(n)]
            shares = reference_shares(game, hs, b)
            deals += 1
            for p in range(n):
                totals[p] += shares[p]
                if shares[p] == 1:
                    wins[p] += 1
                elif shares[p]:
                    ties[p] += 1
                else:
                    losses[p] += 1
            return
        for combo in combinations(left, missing[group]):
            rest = [c for c in left if c not in combo]
            deal(group + 1, rest, [*chosen, combo])

    deal(0, deck, [])
    return [t / deals for t in totals], wins, ties, losses, deals


REFERENCE_SPOTS = [
    ("holdem", ["As Ks", "Qd Qc", "7h 6h"], "Qs Js 2c 7d", ""),
    ("holdem", ["Ah Ad", "Kh Kd"], "2c 7s 9h", "Ac"),
    ("short-deck", ["As Ks", "Qd Qc"], "Qs Js 6c", ""),
    ("omaha", ["As Ks Qd Jd", "Th 9h 8c 7c"], "Ts Js 2c 7d", ""),
    ("omaha-5", ["As Ks Qd Jd 2h", "Th 9h 8c 7c 3s", "Ah Kh 5c 5d 4s"], "Ts Js 2c 7d", ""),
    ("omaha-6", ["As Ks Qd Jd 2h 3h", "Th 9h 8c 7c 3s 4d"], "Ts Js 2c 7d", ""),
    ("omaha-hi-lo", ["Ah 2h Kd Qc", "As 3c 4d Kh"], "5s 6d 9c", ""),
    ("big-o", ["Ah 2h Kd Qc Jc", "As 3c 4d Kh 8s", "7c 7d 8h 9h Ts"], "5s 6d 9c Td", ""),
    ("stud", ["As Ks Qs Js 2d 3d", "Ah Ad Kh Kd 4c 5c"], "", ""),
    ("stud-hi-lo", ["Ac 2c 3d 8h 9s Qd", "Kd Kc 4s 5s 6h 7h"], "", "7c 7d"),
    ("razz", ["Ac 2c 3d 8h Ks Kd", "4s 5s 6h 9c Tc Jc"], "", ""),
    ("stud", ["As Ks Qs Js 2d 3d 4h", "Ah Ad Kh Kd 4c 5c", "9c 9d 9h 8c 7c 6c"], "", "Tc"),
]


@pytest.mark.slow
@pytest.mark.parametrize(("game", "hands", "board", "dead"), REFERENCE_SPOTS)
def test_exact_equals_slow_reference(game, hands, board, dead):
    eq, wins, ties, losses, deals = reference(game, hands, board, dead)
    result = equity(game, hands, board=board, dead=dead)
    assert result.exact and result.deals == deals
    for p, player in enumerate(result.players):
        assert (player.wins, player.ties, player.losses) == (wins[p], ties[p], losses[p])
        assert player.equity == float(eq[p])


def test_aks_against_queens_every_board():
    result = equity("holdem", ["As Ks", "Qd Qc"])
    hero, villain = result.players
    assert result.deals == 1_712_304
    assert (hero.wins, hero.ties, hero.losses) == (787_966, 6_732, 917_606)
    assert (villain.wins, villain.ties, villain.losses) == (917_606, 6_732, 787_966)
    assert hero.equity == pytest.approx((787_966 + 6_732 / 2) / 1_712_304, abs=1e-15)
    assert hero.equity + villain.equity == pytest.approx(1.0, abs=1e-12)


# -- Monte Carlo against exact, every game -------------------------------------------------

MC_SPOTS = [
    ("holdem", ["As Ks", "Qd Qc", "7h 6h", "2c 2d"], ""),
    ("short-deck", ["As Ks", "Qd Qc"], "Qs Js 6c"),
    ("short-deck-classic", ["As Ks", "Qd Qc"], ""),
    ("omaha", ["As Ks Qd Jd", "Th 9h 8c 7c"], "Ts Js 2c"),
    ("omaha-5", ["As Ks Qd Jd 2h", "Th 9h 8c 7c 3s"], "Ts Js 2c"),
    ("omaha-6", ["As Ks Qd Jd 2h 3h", "Th 9h 8c 7c 3s 4d"], "Ts Js 2c"),
    ("omaha-hi-lo", ["Ah 2h Kd Qc", "As 3c 4d Kh", "7c 7d 8h 9h"], "5s 6d 9c"),
    ("big-o", ["Ah 2h Kd Qc Jc", "As 3c 4d Kh 8s"], "5s 6d 9c"),
    ("stud", ["As Ks Qs Js 2d", "Ah Ad Kh Kd 4c"], ""),
    ("stud-hi-lo", ["Ac 2c 3d 8h 9s", "Kd Kc 4s 5s 6h"], ""),
    ("razz", ["Ac 2c 3d 8h Ks", "4s 5s 6h 9c Tc"], ""),
]


@pytest.mark.slow
@pytest.mark.parametrize(("game", "hands", "board"), MC_SPOTS)
def test_monte_carlo_within_four_standard_errors(game, hands, board):
    exact = equity(game, hands, board=board)
    sampled = equity(game, hands, board=board, samples=200_000, seed=7)
    assert not sampled.exact and sampled.deals == 200_000 and sampled.seed == 7
    assert sum(p.equity for p in exact.players) == pytest.approx(1.0, abs=1e-12)
    assert sum(p.equity for p in sampled.players) == pytest.approx(1.0, abs=1e-12)
    for e, s in zip(exact.players, sampled.players, strict=True):
        assert s.std_error > 0 or e.equity in (0.0, 1.0)
        assert abs(e.equity - s.equity) <= 4 * s.std_error + 1e-12


def test_monte_carlo_is_reproducible_across_runs_and_thread_counts():
    import numba

    spot = ("holdem", ["As Ks", "Qd Qc", "Jh Th"])
    first = equity(*spot, samples=300_000, seed=42)
    again = equity(*spot, samples=300_000, seed=42)
    before = numba.get_num_threads()
    numba.set_num_threads(1)
    try:
        single = equity(*spot, samples=300_000, seed=42)
        stud = equity("stud", ["As Ks Qs", "Ah Ad Kh"], samples=50_000, seed=3)
    finally:
        numba.set_num_threads(before)
    assert first == again == single
    assert equity("stud", ["As Ks Qs", "Ah Ad Kh"], samples=50_000, seed=3) == stud
    other = equity(*spot, samples=300_000, seed=43)
    assert other != first


# -- hi/lo worked out by hand --------------------------------------------------------------


def test_locked_nut_low_takes_half_every_time():
    # A-2 with 3-4-5 on the flop: the wheel, the best low, whatever comes; the other hand
    # holds no ace and no deuce, so it can never tie the low.
    result = equity("omaha-hi-lo", ["Ah 2h 9c 9d", "Ks Kh Qd Jd"], board="3d 4s 5c")
    hero, villain = result.players
    assert hero.low_equity == 0.5 and villain.low_equity == 0.0
    assert hero.losses == 0 and hero.high_only == 0
    assert hero.scoops + hero.low_only + hero.high_and_low == result.deals
    assert villain.scoops == 0 and villain.low_only == 0
    assert hero.equity == pytest.approx(0.5 + hero.high_equity)


def test_two_nut_lows_are_quartered():
    result = equity("omaha-hi-lo", ["Ah 2h 9c 9d", "As 2s Kd Qd"], board="3d 4s 6c 8h Kh")
    hero, villain = result.players
    # both play 6-4-3-2-A for the low: a quarter each; the kings take the high half
    assert (hero.low_equity, villain.low_equity) == (0.25, 0.25)
    assert (hero.equity, villain.equity) == (0.25, 0.75)
    assert hero.low_only == 1 and villain.high_and_low == 1


def test_no_possible_low_gives_the_whole_pot_to_the_high():
    hands = ["Ah 2h 9c 9d", "Ks Kh Qd Jd"]
    board = "Kd Qs 9h"  # three high cards: no two more can make a low
    hilo = equity("omaha-hi-lo", hands, board=board)
    high_only = equity("omaha", hands, board=board)
    for a, b in zip(hilo.players, high_only.players, strict=True):
        assert a.low_equity == 0.0
        assert (a.equity, a.wins, a.ties, a.losses) == (b.equity, b.wins, b.ties, b.losses)
        assert a.scoops == a.wins and a.low_only == 0 and a.high_and_low == 0


def test_stud_hi_lo_scoop_and_razz_lowest_wins():
    # seventh street: nothing to deal; the wheel is both the best low and a straight
    result = equity("stud-hi-lo", ["Ac 2d 3h 4s 5c Kd Kh", "Qs Qd Qc Js Jd 9h 9c"])
    assert result.deals == 1 and result.players[1].equity == 0.5
    razz = equity("razz", ["Ac 2d 3h 4s 5c Kd Kh", "2c 3c 4c 5d 6d 7h 8h"])
    assert [p.equity for p in razz.players] == [1.0, 0.0]


# -- standing pat ------------------------------------------------------------------------


def test_pat_games_are_one_showdown():
    badugi = equity("badugi", ["Ac 2d 3h 4s", "Ad 2c 3s 5s"])  # four cards against three
    assert [p.equity for p in badugi.players] == [1.0, 0.0] and badugi.exact and badugi.deals == 1
    d27 = equity("2-7 single draw", ["7c 5d 4h 3s 2c", "7d 6d 5h 3c 2d"])
    assert [p.equity for p in d27.players] == [1.0, 0.0]
    split = equity("five card draw", ["As Ad Kc Qd 2h", "Ac Ah Ks Qs 2d"])
    assert [p.equity for p in split.players] == [0.5, 0.5]


# -- validation ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "error", "words"),
    [
        ({"game": "holdem", "hands": ["As Ks", "As Qc"]}, DuplicateCardError, ["'As'", "player 1", "player 2"]),
        ({"game": "holdem", "hands": ["As Ks", "Qd Qc"], "board": "Ks 2c 3c"}, DuplicateCardError, ["board"]),
        ({"game": "holdem", "hands": ["As Ks", "Qd Qc"], "dead": "Qd"}, DuplicateCardError, ["dead"]),
        ({"game": "holdem", "hands": ["As Ks Kd", "Qd Qc"]}, CardCountError, ["player 1", "3 cards", "exactly 2"]),
        ({"game": "omaha", "hands": ["As Ks Qd Jd", "Qd Qc Th 9h"]}, DuplicateCardError, ["'Qd'"]),
        ({"game": "omaha", "hands": ["As Ks Qh Jd", "Qd Qc"]}, CardCountError, ["player 2"]),
        ({"game": "holdem", "hands": {"alice": "As Xs", "bob": "Qd Qc"}}, InvalidCardError, ["alice", "'X'"]),
        ({"game": "short-deck", "hands": ["As Ks", "2d Qc"]}, InvalidCardError, ["'2d'", "player 2", "36"]),
        ({"game": "holdem", "hands": ["As Ks"]}, DealError, ["two players"]),
        (
            {
                "game": "holdem",
                "hands": [f"{r}c {r}d" for r in "23456789TJQKA"] + [f"{r}h {r}s" for r in "23456789TJQ"],
            },
            DealError,
            ["24 players", "too many"],
        ),
        ({"game": "stud", "hands": ["As Ks Qs Js Ts 9s 8s 7s", "Ad"]}, CardCountError, ["player 1", "at most 7"]),
        ({"game": "stud", "hands": ["As Ks", "Ad Kd"], "board": "2c"}, CardCountError, ["no board"]),
        ({"game": "holdem", "hands": ["As Ks", "Qd Qc"], "board": "2c 3c 4c 5c 6c 7c"}, CardCountError, ["board"]),
        ({"game": "holdem", "hands": ["As Ks", "Qd Qc"], "samples": 0}, DealError, ["samples"]),
    ],
)
def test_bad_input_is_a_typed_error_naming_the_culprit(kwargs, error, words):
    with pytest.raises(error) as info:
        equity(**kwargs)
    for word in words:
        assert word in str(info.value)


def test_too_many_deals_asks_for_samples():
    with pytest.raises(TooManyDealsError, match="samples"):
        equity("stud", ["As Ks Qs", "Ah Ad Kh"], max_deals=1_000_000)


def test_result_is_json_ready():
    result = equity("omaha-hi-lo", {"alice": "Ah 2h 9c 9d", "bob": "Ks Kh Qd Jd"}, board="3d 4s 5c 8h")
    data = json.loads(json.dumps(result.to_dict()))
    assert [p["player"] for p in data["players"]] == ["alice", "bob"]
    assert data["exact"] is True and data["deals"] == 40
    assert sum(p["equity"] for p in data["players"]) == pytest.approx(1.0)
