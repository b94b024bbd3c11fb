"""The numpy road for Omaha spots (pokerrank._equity.omaha_boards): known hands, ranges and
partial hands, the kernel's counts to the unit on every Omaha game, and taken only where it
should be."""

from __future__ import annotations

import json
import math
import os
import random
import subprocess
import sys

import pytest

from pokerrank import equity
from pokerrank._equity import omaha_boards
from pokerrank._equity.layout import board_layout, kernel_tables, live_deck, player_combos
from pokerrank._equity.plan import plan_spot
from pokerrank.cards import Card

GAMES = {"omaha": 4, "omaha-hi-lo": 4, "omaha-5": 5, "big-o": 5, "omaha-6": 6, "courchevel": 5, "courchevel-hi-lo": 5}


def _spots(game: str, n: int, seed: int) -> list[tuple[list[str], str]]:
    """``n`` random spots of known hands: 2 to 6 players (as the deck allows), 3 to 5 board
    cards; and every fourth spot a preflop of as many players as the deck takes (few boards)."""
    hole = GAMES[game]
    rng = random.Random(seed)
    out = []
    for i in range(n):
        players = 2 + i % min(5, (52 - 5) // hole - 1)
        known = 3 + i % 3
        if i % 4 == 3:
            players, known = (52 - 5) // hole, 0
        cards = [str(Card(c)) for c in rng.sample(range(52), players * hole + known)]
        hands = [" ".join(cards[p * hole : (p + 1) * hole]) for p in range(players)]
        out.append((hands, " ".join(cards[players * hole :])))
    return out


def _layout(game: str, hands: list[str], board: str):
    plan = plan_spot(game, hands, board, "")
    return kernel_tables(plan.game), board_layout(plan, player_combos(plan, live_deck(plan)))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_counts_are_the_kernels_on_every_board(game):
    # flops, turns and rivers of 2-6 players against both exact kernels, count by count
    from pokerrank.kernels.equity import omaha_exact, omaha_exact_few

    for hands, board in _spots(game, 24, seed=len(game)):
        tables, layout = _layout(game, hands, board)
        args = (tables, layout.deck, layout.board, layout.n_known, layout.combos, layout.start, layout.weights, 0, 1)
        counts, totals = omaha_boards.omaha_counts(tables, layout)
        for kernel in (omaha_exact_few, omaha_exact):
            want_counts, want_totals = kernel(*args)
            assert counts.tolist() == want_counts.tolist(), (game, hands, board, kernel.__name__)
            assert totals.tolist() == want_totals.tolist()
        assert int(totals[0]) == sum(len(b) for b in omaha_boards._blocks(layout)) > 0


@pytest.mark.parametrize(
    ("game", "hands", "board"),
    [
        ("omaha", ["Ah Kh 2c 3d", "Qs Js Tc 9d"], "5h 7h 8c"),  # a flush draw against a straight draw
        ("omaha-hi-lo", ["Ah 2h 3h 4h", "As Ks Qs Js", "Ad 2d Kc Kd"], "5h 6h 7s"),  # one suit too many in hand
        ("omaha", ["Ah Kh 2c 3d", "Qh Jh Tc 9d"], "5h 7h 8h 2h"),  # two flushes, four of a suit on the board
        ("big-o", ["Ah 2h 3h 4c 5c", "Kc Qc Jc Tc 9h"], "6c 7c 8h"),
    ],
)
def test_flushes_are_the_kernels(game, hands, board):
    from pokerrank.kernels.equity import omaha_exact_few

    tables, layout = _layout(game, hands, board)
    args = (tables, layout.deck, layout.board, layout.n_known, layout.combos, layout.start, layout.weights, 0, 1)
    counts, _ = omaha_boards.omaha_counts(tables, layout)
    assert counts.tolist() == omaha_exact_few(*args)[0].tolist()


def test_split_pots_and_missing_lows_are_counted():
    # a spot with scoops, split highs and boards without a low, against the kernel: every
    # corner of the tally is met on a spot whose counts are checked
    from pokerrank.kernels.equity import omaha_exact

    tables, layout = _layout("omaha-hi-lo", ["Ah 2h 3c Kd", "As 2s 3d Kc", "Qh Qd Jc Tc"], "5s 6d 9c")
    spent = omaha_boards._spent[0]
    counts, totals = omaha_boards.omaha_counts(tables, layout)
    assert omaha_boards._spent[0] > spent  # the road's time counts against the budget
    args = (tables, layout.deck, layout.board, layout.n_known, layout.combos, layout.start, layout.weights, 0, 1)
    assert counts.tolist() == omaha_exact(*args)[0].tolist()
    assert counts[:, 0].sum() > 0 and counts[:, 1].sum() > 0  # boards without a low, and with one
    assert counts[0, 1, 2, 2] > 0  # the two ace-deuce hands split both halves somewhere
    assert counts[2, :, 1, 0].sum() > 0  # the queens scoop or take the high alone somewhere
    assert counts[0].sum() == totals[0]


def test_the_road_is_taken_where_it_should_be(monkeypatch):
    monkeypatch.setattr(omaha_boards, "_spent", [0.0])
    monkeypatch.setattr("pokerrank._compile.is_cached", lambda family: False)
    flop = _layout("omaha-hi-lo", ["Ah 2h 9c 9d", "Ks Kh Qd Jd"], "3d 4s 5c")
    assert omaha_boards.wanted(*flop)
    assert omaha_boards.wanted(*_layout("omaha", ["Ah 2h 9c 9d", "Ks Kh Qd Jd"], "3d 4s 5c 7h"))
    assert omaha_boards.wanted(*_layout("omaha", ["Ah 2h 9c 9d", "Ks Kh Qd Jd"], ""))  # a million boards
    # ranges and partial hands: many combos with weights, within the work allowed
    assert omaha_boards.wanted(*_layout("omaha", ["Ah 2h 9c 9d", "Ks Kh Qd *"], "3d 4s 5c"))
    assert omaha_boards.wanted(*_layout("omaha", ["Ah 2h 9c 9d", "AAKK"], "3d 4s 5c"))
    assert omaha_boards.wanted(*_layout("omaha-hi-lo", ["A2**", "Ks Kh Qd Jd"], "3d 4s 5c"))
    # ... and beyond it: two partial hands on a flop (about 900 by 900 matchups by 820 boards),
    # a partial hand before the flop, more combos than MAX_COMBOS
    assert not omaha_boards.wanted(*_layout("omaha", ["AsAd**", "KsKd**"], "3h 4s 5c"))
    assert not omaha_boards.wanted(*_layout("omaha", ["AsAd**", "Ks Kh Qd Jd"], ""))
    assert not omaha_boards.wanted(*_layout("omaha", ["A***", "Ks Kh Qd Jd"], "3d 4s 5c"))
    assert not omaha_boards.wanted(*_layout("holdem", ["Ah 2h", "Ks Kh"], "3d 4s 5c"))
    # the work grows with the players and the sides: six players of six hands on a flop (46,656
    # matchups on 1,176 boards, about 17 s of numpy) take the kernel
    spread = [",".join(_four(seed, 6)) for seed in range(6)]
    board = " ".join(str(Card(c)) for c in (42, 43, 44))  # cards no hand holds
    plan = plan_spot("omaha-hi-lo", spread, board, "", ranged=True)
    tables, layout = kernel_tables(plan.game), board_layout(plan, player_combos(plan, live_deck(plan)))
    assert omaha_boards._work(36, 46_656, 1176, 6, 2) > omaha_boards.MAX_WORK
    assert not omaha_boards.wanted(tables, layout)
    # weights whose sums float64 could not hold to the unit take the kernel (found in review)
    weighted = ["AsAhKsKh:0.1234567,AcAdKcKd", "QhQdJcTc:0.7654321,9s9h8d7d"]
    plan = plan_spot("omaha", weighted, "2c 5h 6d", "", ranged=True)
    assert not omaha_boards.wanted(kernel_tables(plan.game), board_layout(plan, player_combos(plan, live_deck(plan))))
    # the process's budget spent: the kernel from then on
    monkeypatch.setattr(omaha_boards, "_spent", [omaha_boards.BUDGET + 1])
    assert not omaha_boards.wanted(*flop)
    # the kernel compiled or cached already: the kernel
    monkeypatch.setattr(omaha_boards, "_spent", [0.0])
    monkeypatch.setattr("pokerrank._compile.is_cached", lambda family: True)
    assert not omaha_boards.wanted(*flop)
    # only the family the runner would take counts: a flop's kernel cached leaves a turn here
    from pokerrank.kernels.families import EQUITY_OMAHA

    monkeypatch.setattr("pokerrank._compile.is_cached", lambda family: family is EQUITY_OMAHA)
    assert not omaha_boards.wanted(*flop)
    assert omaha_boards.wanted(*_layout("omaha", ["Ah 2h 9c 9d", "Ks Kh Qd Jd"], "3d 4s 5c 7h"))


def _four(seed: int, n: int) -> list[str]:
    """``n`` four-card hands from the seed's own seven cards (players' cards never meet)."""
    rng = random.Random(seed)
    own = [str(Card(c)) for c in range(seed * 7, seed * 7 + 7)]
    hands: set[str] = set()
    while len(hands) < n:
        hands.add("".join(sorted(rng.sample(own, 4))))
    return sorted(hands)


def _range_spots(game: str, n: int, seed: int) -> list[tuple[list[str], str, str, bool]]:
    """``n`` random spots of 2 to 4 players each holding a known hand, a partial hand (one or
    two stars), a pattern of two ranks (four-card games, with a suit qualifier now and then) or
    a list of exact hands with weights; a flop, turn or river; dead cards now and then; read as ``equity``
    reads them or as ``range_equity`` does."""
    hole = GAMES[game]
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        cards = [str(Card(c)) for c in rng.sample(range(52), 52)]
        used, hands = 0, []
        for _ in range(rng.randint(2, 4)):
            kind = rng.random()
            if kind < 0.35:
                hands.append(" ".join(cards[used : used + hole]))
                used += hole
            elif kind < 0.6:
                stars = rng.randint(1, 2)
                hands.append("".join(cards[used : used + hole - stars]) + "*" * stars)
                used += hole - stars
            elif kind < 0.8 and hole == 4:  # (a pattern of five or six cards takes long to write out)
                ranks = rng.choice("23456789TJQKA") + rng.choice("23456789TJQKA")
                hands.append(ranks + "*" * (hole - 2) + rng.choice(["", "", "$ds", "$ss", "$r"]))
            else:
                tokens = ["".join(str(Card(c)) for c in rng.sample(range(52), hole)) for _ in range(rng.randint(1, 4))]
                hands.append(",".join(t + rng.choice(["", ":0.5", ":0.25"]) for t in tokens))
        known = rng.choice([3, 4, 5])
        board = " ".join(cards[used : used + known])
        dead = " ".join(cards[used + known : used + known + rng.choice([0, 0, 2])])
        out.append((hands, board, dead, rng.random() < 0.5))
    return out


@pytest.mark.parametrize("game", sorted(GAMES))
def test_ranges_and_partial_hands_are_the_kernels(monkeypatch, game):
    # random spots of ranges and partial hands the road takes, against both exact kernels
    from pokerrank._equity.ranges import _hands_of
    from pokerrank.errors import PokerRankError
    from pokerrank.kernels.equity import omaha_exact, omaha_exact_few

    monkeypatch.setattr("pokerrank._compile.is_cached", lambda family: False)
    taken = 0
    for hands, board, dead, ranged in _range_spots(game, 40, seed=len(game)):
        try:
            plan = plan_spot(game, hands, board, dead, ranged=ranged)
        except PokerRankError:  # a pattern no hand fits, a card twice: not a spot
            continue
        boards = math.comb(len(live_deck(plan)), 5 - len(plan.board))
        if sum(_hands_of(plan, p) for p in range(len(hands))) * boards > 300_000:  # quick spots only
            continue
        tables, layout = kernel_tables(plan.game), board_layout(plan, player_combos(plan, live_deck(plan)))
        monkeypatch.setattr(omaha_boards, "_spent", [0.0])
        if omaha_boards._known(layout):
            continue
        if not omaha_boards.wanted(tables, layout):  # too many matchups (or combos) for numpy
            continue
        args = (tables, layout.deck, layout.board, layout.n_known, layout.combos, layout.start, layout.weights, 0, 1)
        counts, totals = omaha_boards.omaha_counts(tables, layout)
        kernel = (omaha_exact_few, omaha_exact)[taken % 2]  # the two agree (tests/test_equity_roads.py)
        want_counts, want_totals = kernel(*args)
        assert counts.tolist() == want_counts.tolist(), (game, hands, board, dead, ranged, kernel.__name__)
        assert totals.tolist() == want_totals.tolist()
        taken += 1
    assert taken >= 10


@pytest.mark.parametrize(
    ("game", "hands", "board"),
    [
        ("omaha-hi-lo", ["A2**", "Ks Kh Qd Jd"], "3d 4s 5c 8h"),  # a pattern against a hand, 12,000 matchups
        ("omaha", ["AsKd**", "Qh Qd Jc Tc", "9s 9h 8d 7d"], "2c 5h Js"),  # a partial hand, three players
        ("omaha", ["AsAhKsKh:0.5,AcAdKcKd:0.25,2c3c4c5c", "Qh Qd Jc Tc,9s9h8d7d:0.5"], "6c 7c Ts"),  # weights
        ("big-o", ["Ah 2h Kd Qc *", "AsAd3c**"], "5s 6d 9c 3h"),  # five cards, two partial hands, a turn
    ],
)
def test_a_whole_range_result_is_the_kernels(monkeypatch, game, hands, board):
    import pokerrank

    monkeypatch.setattr("pokerrank._compile.is_cached", lambda family: False)
    monkeypatch.setattr(omaha_boards, "_spent", [0.0])
    calls, seen = [], []
    real = omaha_boards.omaha_counts
    monkeypatch.setattr(omaha_boards, "omaha_counts", lambda *a: calls.append(1) or real(*a))
    progress = lambda done, of: seen.append((done, of))  # noqa: E731
    for run in (pokerrank.equity, pokerrank.range_equity):
        by_numpy = run(game, hands, board=board, progress=progress)
        assert len(calls) == 1  # the road was taken
        assert seen[-1][0] == seen[-1][1]  # the progress callback reaches the end
        with monkeypatch.context() as m:
            m.setattr(omaha_boards, "wanted", lambda tables, layout: False)
            assert run(game, hands, board=board) == by_numpy
        calls.clear()


def test_the_matchups_are_found_once(monkeypatch):
    # wanted() finds the matchups, omaha_counts() uses them; their time counts in the budget
    monkeypatch.setattr("pokerrank._compile.is_cached", lambda family: False)
    monkeypatch.setattr(omaha_boards, "_spent", [0.0])
    calls = []
    real = omaha_boards._find_matchups
    monkeypatch.setattr(omaha_boards, "_find_matchups", lambda *a: calls.append(1) or real(*a))
    tables, layout = _layout("omaha-hi-lo", ["A2**", "Ks Kh Qd Jd"], "3d 4s 5c 8h")
    assert omaha_boards.wanted(tables, layout)
    omaha_boards.omaha_counts(tables, layout)
    assert len(calls) == 1 and omaha_boards._spent[0] > 0
    assert omaha_boards._last[0] == (None, None)  # not kept once used
    # a process whose kernel is cached never lists them
    monkeypatch.setattr("pokerrank._compile.is_cached", lambda family: True)
    assert not omaha_boards.wanted(*_layout("omaha-hi-lo", ["A2**", "Ks Kh Qd Jd"], "3d 4s 5c 8h"))
    assert len(calls) == 1


def test_ranges_with_no_deal_at_all(monkeypatch):
    # two ranges of one hand that share a card: no matchup, no deal, as the kernel says
    import pokerrank

    monkeypatch.setattr("pokerrank._compile.is_cached", lambda family: False)
    monkeypatch.setattr(omaha_boards, "_spent", [0.0])
    hands = ["AsAhKsKh", "AsQdQcJd"]
    plan = plan_spot("omaha", hands, "2c 7d 9h", "", ranged=True)
    tables, layout = kernel_tables(plan.game), board_layout(plan, player_combos(plan, live_deck(plan)))
    assert omaha_boards.wanted(tables, layout)
    seen = []
    counts, totals = omaha_boards.omaha_counts(tables, layout, lambda done, of: seen.append((done, of)))
    assert not counts.any() and not totals.any() and seen == [(1, 1)]
    with pytest.raises(pokerrank.PokerRankError) as numpy_error:
        pokerrank.range_equity("omaha", hands, board="2c 7d 9h")
    monkeypatch.setattr(omaha_boards, "wanted", lambda tables, layout: False)
    with pytest.raises(pokerrank.PokerRankError) as kernel_error:
        pokerrank.range_equity("omaha", hands, board="2c 7d 9h")
    assert str(numpy_error.value) == str(kernel_error.value)


@pytest.mark.parametrize(
    ("call", "hands"),
    [
        ("equity", ["Qd Qc Jd Ad", "AsAhKsKh,AsAdKsKd"]),  # a range down to one hand: its cards stay in the deck
        ("range_equity", ["Qd Qc Jd Jc", "AsAhKsKh"]),
        ("range_equity", ["AsAhKsKh", "AsQdQcJd"]),  # two one-hand ranges sharing a card: no deal at all
    ],
)
def test_a_range_of_one_hand_is_not_a_known_hand(monkeypatch, call, hands):
    # a range of one hand is a range: the boards its cards are on are not its deals (found in
    # review: the numpy road once took it for a known hand and counted them)
    import pokerrank

    monkeypatch.setattr("pokerrank._compile.is_cached", lambda family: False)
    monkeypatch.setattr(omaha_boards, "_spent", [0.0])
    run = getattr(pokerrank, call)
    try:
        first = run("omaha", hands, board="2c 7d 9h")
    except pokerrank.PokerRankError as exc:
        first = type(exc).__name__
    monkeypatch.setattr(omaha_boards, "wanted", lambda tables, layout: False)
    try:
        kernel = run("omaha", hands, board="2c 7d 9h")
    except pokerrank.PokerRankError as exc:
        kernel = type(exc).__name__
    assert first == kernel


@pytest.mark.parametrize(
    ("game", "hands", "board", "dead"),
    [
        ("omaha-hi-lo", ["Ah 2h 9c 9d", "Ks Kh Qd Jd"], "3d 4s 5c", ""),
        ("omaha-hi-lo", ["Ah 2h 9c 9d", "Ks Kh Qd Jd"], "3d 4s 5c", "2c 2d 7h"),  # dead cards out of the deck
        ("omaha", ["As Ks Qd Jd", "Th 9h 8c 7c", "2c 2d 3h 3s"], "Ts Js 2h 8d", ""),
        ("big-o", ["Ah 2h Kd Qc Jc", "As 3c 4d Kh 8s"], "5s 6d 9c", ""),
    ],
)
def test_a_whole_result_is_the_kernels(monkeypatch, game, hands, board, dead):
    monkeypatch.setattr("pokerrank._compile.is_cached", lambda family: False)
    monkeypatch.setattr(omaha_boards, "_spent", [0.0])
    calls = []
    real = omaha_boards.omaha_counts
    monkeypatch.setattr(omaha_boards, "omaha_counts", lambda *a: calls.append(1) or real(*a))
    by_numpy = equity(game, hands, board=board, dead=dead)
    assert calls  # the road was taken
    monkeypatch.setattr(omaha_boards, "wanted", lambda tables, layout: False)
    assert equity(game, hands, board=board, dead=dead) == by_numpy
    assert len(calls) == 1


@pytest.mark.slow
@pytest.mark.parametrize("hands", [["Ah 2h 9c 9d", "Ks Kh Qd Jd"], ["A2**", "Ks Kh Qd Jd"]])
def test_a_first_omaha_flop_compiles_nothing(tmp_path, hands):
    # a new process with an empty numba cache answers the README-style Omaha flop, of known
    # hands or of a range, without compiling a kernel family
    code = (
        "import json, pokerrank, pokerrank._compile as c\n"
        f"r = pokerrank.equity('omaha-hi-lo', {hands!r}, board='3d 4s 5c')\n"
        "print(json.dumps([sorted(c._ready), [p.equity for p in r.players]]))\n"
    )
    env = {**os.environ, "NUMBA_CACHE_DIR": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    ready, shares = json.loads(out.stdout)
    assert ready == []
    assert shares[0] > shares[1] > 0


@pytest.mark.slow
@pytest.mark.parametrize(
    ("family", "kernel", "own", "other"),
    [
        ("equity-omaha", "omaha_exact", "_pair_bests", "_omaha_values"),
        ("equity-omaha-few", "omaha_exact_few", "_omaha_values", "_pair_bests"),
    ],
)
def test_each_omaha_exact_family_compiles_its_own_valuation_only(tmp_path, family, kernel, own, other):
    # the two Omaha exact kernels are one source compiled twice (kernels.equity._kernel_of);
    # each family, compiled alone into an empty cache, compiles its own valuation and not the
    # other kernel's, and writes cache files under its own kernel's name only
    code = (
        "import json, pokerrank._compile as c, pokerrank.kernels.equity as k\n"
        "from pokerrank.kernels.families import FAMILIES\n"
        f"c.prepare(FAMILIES[{family!r}], notice=False)\n"
        f"print(json.dumps([len(k.{own}.signatures), len(k.{other}.signatures)]))\n"
    )
    env = {**os.environ, "NUMBA_CACHE_DIR": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == [1, 0]
    assert {path.name.split("-")[0] for path in tmp_path.rglob("equity.omaha_exact*.nbi")} == {"equity." + kernel}


def test_an_omaha_game_whose_flush_replaces_the_value():
    # no Omaha game in the catalogue has one, but a game may be made: deuce-to-seven with two
    # hole cards and three board cards. The numpy road and the by-triple kernels refuse it
    # (a flush there replaces the value); exact takes the pair-by-triple kernel, sampled the
    # general sampler, and the two agree
    import dataclasses

    import numpy as np

    from pokerrank.games import get_game
    from pokerrank.kernels.equity import omaha_exact, omaha_sample

    base = get_game("omaha")
    game = dataclasses.replace(
        base, name="omaha-deuce-to-seven", sides=(dataclasses.replace(base.sides[0], ranking="deuce-to-seven"),)
    )
    hands, board = ["7h 6h Kc Kd", "8s 4s Qh Jd"], "2h 3h Th"  # 7h 6h: a flush, a bad hand here
    tables, layout = _layout(game, hands, board)
    assert not omaha_boards.wanted(tables, layout)
    args = (tables, layout.deck, layout.board, layout.n_known, layout.combos, layout.start, layout.weights, 0, 1)
    with pytest.raises(ValueError, match="flush replaces"):
        omaha_exact(*args)
    with pytest.raises(ValueError, match="flush replaces"):
        omaha_sample(tables, layout.deck, layout.board, layout.n_known, layout.combos, np.zeros(4, dtype=np.uint32))
    exact = equity(game, hands, board=board)
    sampled = equity(game, hands, board=board, samples=40_000, seed=3)
    assert 0.05 < exact.players[0].equity < 0.95
    for e, s in zip(exact.players, sampled.players, strict=True):
        assert abs(e.equity - s.equity) < 4 * (0.25 / 40_000) ** 0.5


@pytest.mark.parametrize(
    ("game", "hands", "board"),
    [
        ("omaha", ["Ah 2h 9c 9d", "Ks Kh Qd Jd"], ""),  # the most boards of any spot: 1,086,008
        ("omaha-hi-lo", ["Ah 2h 3c 4d", "Ks Kh Qd Jd", "5c 6c 7h 8h"], "9s"),
    ],
)
def test_a_preflop_is_the_kernels(game, hands, board):
    from pokerrank.kernels.equity import omaha_exact

    tables, layout = _layout(game, hands, board)
    seen = []
    counts, totals = omaha_boards.omaha_counts(tables, layout, lambda done, of: seen.append((done, of)))
    args = (tables, layout.deck, layout.board, layout.n_known, layout.combos, layout.start, layout.weights, 0, 1)
    want_counts, want_totals = omaha_exact(*args)
    assert counts.tolist() == want_counts.tolist()
    assert totals.tolist() == want_totals.tolist()
    assert seen[-1][0] == seen[-1][1] == len(seen)  # the progress callback reaches the end


@pytest.mark.parametrize("missing", [0, 1, 2, 3, 5])
def test_the_blocks_are_every_board_once(missing):
    # the blocks against itertools on a small deck: each completion exactly once
    from itertools import combinations

    import numpy as np

    from pokerrank._equity.layout import BoardLayout

    deck = np.array([3, 7, 8, 11, 20, 21, 30, 33, 40, 45, 50], dtype=np.int64)
    known = [1, 2, 4, 5, 6][: 5 - missing]
    board = np.array(known + [0] * missing, dtype=np.int64)
    holes = np.array([[9, 10, 12, 13]], dtype=np.int64)
    layout = BoardLayout(deck, board, len(known), holes, np.array([0, 1]), np.array([1]), True, False)
    rows = [tuple(r) for b in omaha_boards._blocks(layout) for r in b.tolist()]
    want = [(*known, *rest) for rest in combinations(deck.tolist(), missing)]
    assert len(rows) == len(set(rows)) == len(want)
    assert sorted(rows) == sorted(want)
    assert sum(1 for _ in omaha_boards._blocks(layout)) == omaha_boards._n_blocks(layout)
