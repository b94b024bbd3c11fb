"""Equity that never runs away: every spot of a grid (every kind of game, two to six players,
known hands, ranges, partial hands with one to all cards unknown, preflop to river) either
answers or is refused at once, each in a forked child whose peak memory is measured; the
memory budget streams the hands of a large spot in blocks with the same counts; the refusal
says what the spot would cost and what sample size to use; ``max_seconds`` is checked.

The same grid, large and timed, is ``benchmarks/bench_equity_guard.py``.
"""

from __future__ import annotations

import json
import math
import os
import re
import tracemalloc

import numpy as np
import pytest
from click.testing import CliRunner

import pokerrank
from pokerrank._equity import guard
from pokerrank._equity.engine import solve
from pokerrank._equity.plan import check_options, plan_spot
from pokerrank.cli import cli
from pokerrank.errors import DealError, TooManyDealsError, TooSlowError

DECK = [r + s for r in "AKQJT98765432" for s in "shdc"]
BUDGET_MB = 64
"""The children's memory budget (POKERRANK_MEMORY_MB)."""
SLACK_MB = 64
"""What a spot may take beyond the budget: the deck, the layouts' other arrays, numpy's
temporaries, a thread's stack."""

GRID = [
    # game, hands, board, dead
    ("holdem", ["As Ks", "Qd Qc"], "", ""),
    ("holdem", ["As Ks", "Qd Qc", "7h 6h"], "2c 3d 4h", ""),
    ("holdem", ["As Ks", "Qd Qc", "7h 6h", "5c 5d", "Jc Tc", "9s 8s"], "", ""),
    ("holdem", ["As Ks", "Qd Qc", "7h 6h", "5c 5d", "Jc Tc", "9s 8s"], "2c 3d 4h 2h 3s", ""),
    ("holdem", ["AKs", "random"], "", ""),
    ("holdem", ["QQ+", "random"], "", ""),
    ("holdem", ["QQ+, AKs", "JJ", "T9s"], "", ""),
    ("holdem", ["**", "As Ks", "Qd Qc"], "2c 7d", ""),
    ("holdem", ["As*", "Kd Kc"], "2c 7d 9h", "3s"),
    ("holdem", ["random", "random", "random"], "2c 7d 9h 5s", ""),
    ("short-deck", ["As Ks", "Qd Qc"], "", ""),
    ("short-deck", ["TT+", "Ah Kh"], "9c 8d 7s", ""),
    ("omaha", ["As Ah Kh Qc", "Ks Kd Qs Jd"], "", ""),
    ("omaha", ["AA**", "Ks Kd Qs Jd"], "Kc 7h 2d", ""),
    ("omaha", ["****", "Ks Kd Qs Jd"], "Kc 7h 2d 9s 3c", ""),
    ("omaha", ["As Ah Kh Qc", "Ks Kd Qs Jd", "Tc 9c 8d 7d", "6s 6h 5s 4h"], "2c 3d 4c 5h", ""),
    ("omaha-5", ["As Ad Ks Kd 2c", "Qh Jh Th 9h 8d", "*****"], "2s 7h 8c", ""),
    ("omaha-5", ["As Ad Ks Kd 2c", "*****"], "2s 7h 8c 9d 4s", ""),
    ("omaha-6", ["As Ad Ks Kd 2c 3c", "Qh Jh Th 9h 8d 7d", "******"], "2s 7h 8c", ""),
    ("omaha-6", ["As Ad Ks Kd 2c 3c", "******"], "2s 7h 8c 9d 4s", ""),
    ("omaha-hi-lo", ["Ah 2h 3c Kd", "Ks Qd Jc 9h", "7s 7d 6c 5d"], "4d 5s 8c", ""),
    ("omaha-hi-lo", ["A2**", "Ks Qd Jc 9h"], "4d 5s 8c Tc", ""),
    ("stud", ["As Ks Qs", "Jd Jc 2h"], "", ""),
    ("stud", ["As Ks Qs 9c 8c", "Jd Jc 2h 3h 4h"], "", ""),
    ("stud", ["** As Ks Qs", "Jd Jc 2h 3h"], "", ""),
    ("razz", ["As 2s 3s 4d 5d", "Kd Qd Jd Td 9d", "6c 7c 8c 9c Tc"], "", ""),
    ("stud-hi-lo", ["As 2s 3s 4d 5d 6d", "Kd Qd Jd Td 9d 8d"], "", ""),
    ("2-7-triple-draw", ["2c 3d 4h 5s 7c", "2d 3h 4s 6c 8d"], "", ""),
    ("badugi", ["As 2d 3h 4c", "Ks Qd Jh 9c"], "", ""),
]


def _status_kb(field):
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    raise AssertionError(field)  # pragma: no cover


def run_in_child(game, hands, board, dead, max_seconds=1.0, **options):
    """Run one spot in a forked child: what it answered (or refused) and its peak memory in
    MB: the larger of its peak resident memory above what it held when it started (the
    kernels' arrays included; pages of the parent it reads count too) and the peak that
    tracemalloc saw (Python's objects and numpy's arrays, even where they reuse memory the
    parent had freed, which the resident figure misses)."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        os.close(read)
        try:
            start = _status_kb("VmRSS")
            tracemalloc.start()
            try:
                call = pokerrank.range_equity if options.pop("ranged", False) else pokerrank.equity
                r = call(game, hands, board, dead, max_seconds=max_seconds, **options)
                out = {"answer": [p.equity for p in r.players], "deals": r.deals}
            except TooSlowError as exc:
                out = {"refused": str(exc)}
            except TooManyDealsError as exc:  # past max_deals: refused before the estimate
                out = {"refused": str(exc), "max_deals": True}
            except Exception as exc:
                out = {"error": f"{type(exc).__name__}: {exc}"}
            traced = tracemalloc.get_traced_memory()[1] / 2**20
            out["peak_mb"] = max((_status_kb("VmHWM") - start) / 1024, traced)
            os.write(write, json.dumps(out).encode())
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as f:
        data = f.read()
    os.waitpid(pid, 0)
    got = json.loads(data)
    return got, got.pop("peak_mb")


@pytest.fixture(scope="module")
def warm(monkeypatch_module):
    """Every equity kernel loaded (or compiled) in the parent, and the children's budget set."""
    from pokerrank._compile import prepare
    from pokerrank.kernels import families as f

    prepare(f.EQUITY, f.EQUITY_RANGES, f.EQUITY_OMAHA, f.EQUITY_OMAHA_FEW, f.EQUITY_STUD, f.EQUITY_DEALS, notice=False)
    monkeypatch_module.setenv("POKERRANK_MEMORY_MB", str(BUDGET_MB))


@pytest.fixture(scope="module")
def monkeypatch_module():
    mp = pytest.MonkeyPatch()
    yield mp
    mp.undo()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the memory watch forks")
@pytest.mark.parametrize("spot", GRID, ids=lambda s: f"{s[0]}:{'|'.join(s[1])}:{s[2] or 'preflop'}")
def test_every_spot_answers_or_refuses_within_the_memory_budget(warm, spot):
    got, peak = run_in_child(*spot)
    assert "error" not in got, got
    if "max_deals" in got:
        assert re.search(r"max_deals=.*\(samples=\d+ takes about ten seconds here", got["refused"])
    elif "refused" in got:
        assert re.search(r"give samples=\d+ \(about ten seconds, a standard error of at most", got["refused"])
        plan = plan_spot(spot[0], spot[1], spot[2], spot[3], ranged=True)
        assert guard.estimate(plan).seconds > 1.0  # refused by the estimate, not by chance
    else:
        assert abs(sum(got["answer"]) - 1) < 1e-9
    assert peak < BUDGET_MB + SLACK_MB, f"{peak:.0f} MB"


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the memory watch forks")
def test_a_large_spot_runs_within_the_budget_and_would_not_without_it(warm, monkeypatch):
    """Five-card Omaha's 435,897 unknown hands on a river: streamed within the budget; whole,
    well past it (so the watch can see a spot that is not streamed)."""
    spot = ("omaha-5", ["As Ad Ks Kd 2c", "Qh Jh Th 9h 8d", "*****"], "2s 7h 8c 9d 4s", "")
    got, peak = run_in_child(*spot, max_seconds=None)
    assert "answer" in got and peak < BUDGET_MB + SLACK_MB, (got, peak)
    monkeypatch.setenv("POKERRANK_MEMORY_MB", "4000")
    whole, peak_whole = run_in_child(*spot, max_seconds=None)
    assert whole["answer"] == got["answer"] and peak_whole > peak + 40, (peak, peak_whole)


STUD_AND_DRAW = [
    # stud: partial hands dealt position by position, the work growing twelvefold
    ("stud", ["As Ah Kd Qc 7s 2d 3d", "** Kh Kc 2h 3h 4s", "** Qs Qd 5c 6c 7c"], 314_160),
    ("stud", ["As Ah Kd Qc 7s 2d 3d", "** Kh Kc 2h 3h", "** Qs Qd 5c 6c 7c"], 3_769_920),
    # stud and razz with ranges: matchup by matchup
    ("stud", ["As Ah Kd Qc 7s 2d, As Ad Kd Qc 7s 2d, Ah Ad Kd Qc 7s 2d, As Ah Kd Qc 7s 3d",
              "Kh Kc 2h 3h 4s 9c", "Qs Qd 5c 6c 7c Tc"], 143_616),
    ("razz", ["A2* 4h 5h 6h 7h, A3* 4h 5h 6h 7h", "Kd Qd Jd Td 9d 9s 8s", "6c 7c 8c 9h Ts Js 2s"], None),
    # draw: the hands stand pat, one showdown
    ("2-7-triple-draw", ["2c 3d 4h 5s 7c", "2d 3h 4s 6c 8d"], 1),
]  # fmt: skip


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the memory watch forks")
def test_stud_and_draw_runs_stream_matchup_by_matchup_within_the_budget(warm):
    """Stud deals each matchup of the ranges position by position, its counts added as it
    finishes, and a draw game's hands stand pat: whatever the work, the memory stays flat."""
    peaks = []
    for game, hands, deals in STUD_AND_DRAW:
        got, peak = run_in_child(game, hands, "", "", max_seconds=None, ranged=game != "2-7-triple-draw")
        assert "answer" in got, (game, hands, got)
        assert deals is None or got["deals"] == deals
        assert peak < BUDGET_MB + SLACK_MB, (game, hands, peak)
        peaks.append(peak)
    assert peaks[1] < peaks[0] + 8  # twelve times the deals, no more memory


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the memory watch forks")
def test_sampled_ranges_are_drawn_in_pieces_within_the_budget(warm):
    """Six ranged six-card Omaha players: a batch of draws would take about 110 MB (more than
    350 MB as int64 rows); drawn as bytes in pieces of half a batch, it stays within the budget."""
    from pokerrank._equity.run import BATCH, sample_bytes, sample_piece

    hands = [" ".join(DECK[8 * p : 8 * p + 6]) + ", " + " ".join(DECK[8 * p + 2 : 8 * p + 8]) for p in range(6)]
    assert sample_piece(sample_bytes(6, 6, 6)) == BATCH // 2
    got, peak = run_in_child("omaha-6", hands, "", "", max_seconds=None, samples=BATCH, seed=7)
    assert "answer" in got and got["deals"] == BATCH and abs(sum(got["answer"]) - 1) < 1e-9, got
    assert peak < BUDGET_MB + SLACK_MB, f"{peak:.0f} MB"


def test_sampled_pieces_depend_on_the_seed_only(monkeypatch):
    """The pieces follow from the spot, not from the machine: the same seed gives the same
    counts; drawn whole instead (a larger SAMPLE_BYTES), other deals of the same spot agree
    within the standard error."""
    from pokerrank._equity import run

    hands = ["QQ+, AKs", "JJ, TT", "T9s, 98s", "AQo, KQo"]
    monkeypatch.setattr(run, "BATCH", 1 << 14)
    monkeypatch.setattr(run, "FIRST_BATCH", 1 << 10)
    monkeypatch.setattr(run, "SAMPLE_BYTES", 1 << 20)  # two pieces of 8,192 deals a batch
    assert run.sample_piece(run.sample_bytes(4, 2, 4)) == 1 << 13
    first = pokerrank.equity("holdem", hands, samples=30_000, seed=11)
    again = pokerrank.equity("holdem", hands, samples=30_000, seed=11)
    assert first.players == again.players
    monkeypatch.setattr(run, "SAMPLE_BYTES", 1 << 30)
    whole = pokerrank.equity("holdem", hands, samples=30_000, seed=11)
    assert whole.players != first.players
    for a, b in zip(first.players, whole.players, strict=True):
        assert abs(a.equity - b.equity) < 5 * math.hypot(a.std_error, b.std_error)


def test_a_spot_past_the_budget_streams_its_hands_with_the_same_counts(monkeypatch):
    """Omaha's 135,751 unknown hands on a river: in blocks under a 16 MB budget, and whole."""
    plan = plan_spot("omaha", ["****", "Ks Kd Qs Jd"], "Kc 7h 2d 9s 3c", "", ranged=True)
    options = check_options(None, None, 1 << 34, None, False, None)
    cost = guard.estimate(plan)
    assert cost.memory > 16 * 2**20 and guard.block_combos(cost, 16 * 2**20) < max(cost.combos)
    steps = []
    monkeypatch.setenv("POKERRANK_MEMORY_MB", "16")
    options = check_options(None, None, 1 << 34, lambda done, total: steps.append((done, total)), False, None)
    streamed = solve(plan, options, max_seconds=None)
    monkeypatch.setenv("POKERRANK_MEMORY_MB", "4000")
    whole = solve(plan, check_options(None, None, 1 << 34, None, False, None), max_seconds=None)
    assert np.array_equal(streamed.counts, whole.counts)
    assert (streamed.total, streamed.deals, streamed.matchups, streamed.weighted) == (
        whole.total, whole.deals, whole.matchups, whole.weighted,
    )  # fmt: skip
    # progress counts the work of every block towards one total
    assert len(steps) >= 2 and steps[-1][0] == steps[-1][1] and len({t for _, t in steps}) == 1
    assert [d for d, _ in steps] == sorted(d for d, _ in steps)


def test_progress_moves_within_a_one_board_run_with_the_same_counts(monkeypatch):
    """A river is one wave of tasks: past PROGRESS_SECONDS, with a progress callback, its
    largest player's hands run in blocks, a progress step each, with the counts of one run."""
    from pokerrank._equity import engine

    plan = plan_spot("omaha", ["AA**, KK**:0.5", "Qs Qd Js Td", "9c 8c 7h 6h"], "Kc 7d 2h 9s 3c", "", ranged=True)
    whole = solve(plan, check_options(None, None, 1 << 34, None, False, None), max_seconds=None)
    steps = []
    options = check_options(None, None, 1 << 34, lambda done, total: steps.append((done, total)), False, None)
    assert solve(plan, options, max_seconds=None).counts is not None and len(steps) == 1  # a quick river: one step
    monkeypatch.setattr(engine, "PROGRESS_SECONDS", 0.0)
    steps.clear()
    blocked = solve(plan, options, max_seconds=None)
    assert steps == [(b + 1, engine.PROGRESS_BLOCKS) for b in range(engine.PROGRESS_BLOCKS)]
    assert np.array_equal(blocked.counts, whole.counts) and blocked.weighted and whole.weighted
    assert (blocked.total, blocked.deals, blocked.matchups) == (whole.total, whole.deals, whole.matchups)


def test_weighted_ranges_stream_with_the_same_counts():
    """Weights scale by the whole range's denominators in every block (blocks of 1,000)."""
    from pokerrank._equity import engine
    from pokerrank._equity.layout import kernel_tables

    plan = plan_spot("omaha", ["AA**:0.5, KK**:0.25", "Qs Qd Js Td"], "Kc 7h 2d 9s", "", ranged=True)
    options = check_options(None, None, 1 << 34, None, False, None)
    cost = guard.estimate(plan)
    budget = cost.combo_bytes * 1001
    assert guard.block_combos(cost, budget) == 1000 < max(cost.combos)
    streamed = engine._streamed(plan, options, kernel_tables(plan.game), cost, budget, math.comb(40, 1))
    whole = solve(plan, options, max_seconds=None)
    assert whole.weighted and streamed.weighted and np.array_equal(streamed.counts, whole.counts)
    assert (streamed.total, streamed.deals, streamed.matchups) == (whole.total, whole.deals, whole.matchups)


def test_the_refusal_says_the_cost_and_a_sample_size_that_answers():
    spot = ("omaha-6", ["As Ad Ks Kd 2c 3c", "Qh Jh Th 9h 8d 7d", "******"], "2s 7h 8c")
    with pytest.raises(TooSlowError) as info:
        pokerrank.equity(*spot)
    message = str(info.value)
    assert isinstance(info.value, TooManyDealsError)  # what callers caught before still catches it
    assert "hand valuations" in message and "max_seconds=60" in message
    samples = int(re.search(r"samples=(\d+)", message).group(1))
    error = float(re.search(r"standard error of at most ([0-9.e-]+)", message).group(1))
    assert samples >= 10_000 and math.isclose(error, 0.5 / math.sqrt(samples), rel_tol=0.05)
    r = pokerrank.equity(*spot, samples=20_000, seed=1)  # the proposal's road answers
    assert max(p.std_error for p in r.players) <= 0.5 / math.sqrt(20_000)


def test_max_seconds_is_checked_and_raising_it_lets_a_spot_run():
    spot = ("holdem", ["QQ+, AKs", "JJ"], "2c 3d")
    plan = plan_spot(spot[0], spot[1], spot[2], "", ranged=True)
    seconds = guard.estimate(plan).seconds
    with pytest.raises(TooSlowError):
        pokerrank.range_equity(*spot, max_seconds=seconds / 2)
    assert pokerrank.range_equity(*spot, max_seconds=seconds * 2).exact
    assert pokerrank.range_equity(*spot, max_seconds=None).exact
    for bad in (0, -1, "10", float("nan"), True):
        with pytest.raises(DealError, match="max_seconds"):
            pokerrank.equity("holdem", ["As Ks", "Qd Qc"], "2c 3d 4h", max_seconds=bad)


def test_the_command_refuses_with_max_seconds_and_prints_progress_lines_in_a_pipe():
    runner = CliRunner()
    out = runner.invoke(cli, ["equity", "-g", "plo6", "As Ad Ks Kd 2c 3c", "Qh Jh Th 9h 8d 7d", "******",
                              "--board", "2s 7h 8c"])  # fmt: skip
    assert out.exit_code != 0 and "--max-seconds" in out.output and "samples=" in out.output
    out = runner.invoke(cli, ["equity", "QQ+, AKs", "JJ", "--board", "2c 3d", "--max-seconds", "0.001"])
    assert out.exit_code != 0 and "max_seconds=0.001" in out.output
    out = runner.invoke(cli, ["equity", "QQ+, AKs", "JJ", "--board", "2c 3d", "--max-seconds", "0", "--json"])
    assert out.exit_code == 0 and json.loads(out.output)["exact"]


def test_line_progress_prints_the_share_and_the_time_left():
    import io

    from pokerrank.cli._progress import LineProgress

    stream = io.StringIO()
    line = LineProgress("enumerating", delay=0.0, every=0.0, stream=stream)
    line(0, 10)
    line(5, 10)
    line(10, 10)  # the end: nothing more
    lines = stream.getvalue().splitlines()
    assert lines[0] == "enumerating: 0% (0 of 10)"
    assert lines[1].startswith("enumerating: 50% (5 of 10), about ") and lines[1].endswith(" s left")
    assert len(lines) == 2
