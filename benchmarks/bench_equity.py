"""pokerrank's equity against its peers (issues 7, 12 and 15), side by side in one run.

    python benchmarks/bench_equity.py [--quick] [--before DIR] [--json out.json] [--markdown]

Rows:

- A♠K♠ against Q♦Q♣ over every board (pokerrank's kernel and poker-equity exact, pokerkit's
  Monte Carlo with 10,000 samples), and pokerrank's whole call on five heads-up preflop
  matchups, which it reads from its heads-up table (issue 12);
- heads-up Hold'em Monte Carlo showdowns per second (pokerrank, eval7, poker-equity);
- small exact spots, the whole call (validation, planning, kernel, tally, each player's
  equity read), on 200 different spots each (50 for Omaha), the same for both libraries, the
  two taking turns: Hold'em heads-up from the turn and from the river (target: 5x
  poker-equity), Omaha Hi/Lo heads-up from the flop (target: 2x); wall-clock and CPU time
  (poker-equity's calls wait for its threads, which a loaded machine delays);
- Omaha heads-up preflop Monte Carlo (target: 3x poker-equity);
- exact range against range on the flop, ``QQ+, AKs`` against ``JJ-99`` on Ts 7d 2h (target:
  5x faster than before issue 15: ``--before DIR`` runs the same row with another checkout's
  ``src`` in a new process (``--before-python``: its interpreter), such as the commit before
  the equity rework, ``git archive 2262d13 src | tar -x -C /tmp/before``, then
  ``--before /tmp/before/src``);
- 4-way Hold'em exact preflop.

Exact answers are checked to agree with poker-equity's. Times are the best of a few runs,
after the numba kernels are compiled; the machine may be shared, so read the ratios of one
run. A missed target is reported, never an error.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _peers
from _harness import CARD_NAMES, Report, Row, Target, best_of, environment

import pokerrank

HU = ["As Ks", "Qd Qc"]
O8 = (["Ah 2h 3c Kd", "Ks Qd Jc 9h"], "4d 5s 8c")
FOUR = ["As Ks", "Qd Qc", "Jh Th", "7s 6s"]
RANGES = (["QQ+, AKs", "JJ-99"], "Ts 7d 2h")


TABLE_SPOTS = [["As Ks", "Qd Qc"], ["7h 2c", "Ad Ac"], ["9s 8s", "9h 8h"], ["Jc Td", "Jh 9h"], ["2s 2h", "Ks Qd"]]


def kernel_road(game, hands, board=""):
    """The exact enumeration of every board by the kernels, bypassing the heads-up table
    (the full road, as ``equity`` takes it for any spot the table does not cover)."""
    from pokerrank._equity.engine import solve
    from pokerrank._equity.plan import check_options, plan_spot
    from pokerrank._equity.tally import result

    plan = plan_spot(game, hands, board, "")
    outcome = solve(plan, check_options(None, None, 1 << 34, None, False, None), table=False)
    return result(plan, outcome.counts, outcome.total, True, None, False)


def _pe_exact(pe, variant, hands, board=""):
    result = pe.exact_from_text(variant, [h.replace(" ", "") for h in hands], board.replace(" ", ""), "")
    return [p["equity"] for p in result["players"]]


def _agree(ours, theirs):
    worst = max(abs(a - b) for a, b in zip(ours, theirs, strict=True))
    return f"agree to {worst:.1e}" if worst < 1e-9 else f"DISAGREE by {worst:.2e}"


def _spots(n_players: int, hole: int, board: int, count: int, seed: int) -> list[tuple[list[str], str]]:
    """``count`` random spots: each player's cards and the board, as text."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        cards = rng.sample(CARD_NAMES, n_players * hole + board)
        hands = [" ".join(cards[p * hole : (p + 1) * hole]) for p in range(n_players)]
        out.append((hands, " ".join(cards[n_players * hole :])))
    return out


def _numpy_omaha_flop() -> tuple[float, float]:
    """(wall, CPU) seconds per call of the Omaha Hi/Lo flops of the small-spot section on the
    road a first run takes, before the Omaha kernel is compiled: every board in numpy
    (:mod:`pokerrank._equity.omaha_boards`, forced here even where a cache holds the kernel)."""
    from pokerrank._equity import omaha_boards

    spots = _spots(2, 4, 3, 50, seed=43)
    wanted = omaha_boards.wanted
    omaha_boards.wanted = lambda tables, layout: True
    try:
        best = _interleaved(
            {
                "numpy": lambda: [
                    [p.equity for p in pokerrank.equity("omaha-hi-lo", h, board=b).players] for h, b in spots
                ]
            },
            3,
        )
    finally:
        omaha_boards.wanted = wanted
    wall, cpu = best["numpy"]
    return wall / len(spots), cpu / len(spots)


def _interleaved(runs: dict, rounds: int) -> dict[str, tuple[float, float]]:
    """``{name: (wall, cpu)}``: the shortest wall-clock and process CPU seconds of each
    ``run()`` over ``rounds`` rounds, the runs taking turns within each round (a shared,
    loaded machine slows them alike; the CPU time leaves out the waits for a core). Each
    round's times are kept too, under ``(name, "rounds")``, for :func:`_round_ratio`."""
    best: dict = {name: (float("inf"), float("inf")) for name in runs}
    for name in runs:
        best[name, "rounds"] = []
    for _ in range(rounds):
        for name, run in runs.items():
            wall, cpu = time.perf_counter(), time.process_time()
            run()
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            best[name] = (min(best[name][0], wall), min(best[name][1], cpu))
            best[name, "rounds"].append((wall, cpu))
    return best


def _round_ratio(got: dict, slow: str, fast: str, column: int) -> float:
    """The median over the rounds of ``slow``'s time over ``fast``'s in the same round (0:
    wall, 1: CPU): the two ran moments apart, so a change in the machine's load between
    rounds cancels out."""
    ratios = sorted(a[column] / b[column] for a, b in zip(got[slow, "rounds"], got[fast, "rounds"], strict=True))
    return ratios[len(ratios) // 2]


_BEFORE = """
import inspect, json, sys, time, warnings
warnings.simplefilter("ignore")
import pokerrank
hands, board = json.loads(sys.argv[1])
first = next(iter(inspect.signature(pokerrank.range_equity).parameters))
def run():
    if first == "players":  # before issue 15: range_equity(players, board, game=...)
        return pokerrank.range_equity(hands, board)
    return pokerrank.range_equity("holdem", hands, board)
result = run()
best = cpu = float("inf")
for _ in range(int(sys.argv[2])):
    start, start_cpu = time.perf_counter(), time.process_time()
    run()
    best, cpu = min(best, time.perf_counter() - start), min(cpu, time.process_time() - start_cpu)
print(json.dumps([best, cpu, [p.equity for p in result.players]]))
"""


def _before(src: str, python: str, repeat: int) -> tuple[float, float, list[float]] | None:
    env = {k: v for k, v in os.environ.items() if k != "NUMBA_CACHE_DIR"}
    env["PYTHONPATH"] = str(Path(src).resolve())
    done = subprocess.run(
        [python, "-c", _BEFORE, json.dumps(list(RANGES)), str(repeat)],
        capture_output=True, text=True, env=env, check=False,
    )  # fmt: skip
    if done.returncode != 0:
        print(done.stderr[-2000:], file=sys.stderr)
        return None
    seconds, cpu, equities = json.loads(done.stdout.strip().splitlines()[-1])
    return seconds, cpu, equities


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="small samples (a smoke test, figures are rough)")
    parser.add_argument("--before", metavar="DIR", help="a checkout's src folder to time the range row with")
    parser.add_argument("--before-python", metavar="PATH", default=sys.executable, help="the Python for --before")
    parser.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    parser.add_argument("--markdown", action="store_true", help="also print the table as Markdown")
    args = parser.parse_args(argv)
    repeat = 2 if args.quick else 5
    report = Report(f"pokerrank {pokerrank.__version__}: equity")
    pe = _peers.load("poker-equity")
    pk = _peers.load("pokerkit")
    e7 = _peers.load("eval7")

    # a few boards of known Omaha hands are answered in numpy until the Omaha kernel is
    # compiled (pokerrank._equity.omaha_boards): time that first road once, then compile
    first_road = _numpy_omaha_flop()
    # compile every kernel before timing
    from pokerrank._compile import prepare
    from pokerrank.kernels.families import EQUITY_OMAHA

    prepare(EQUITY_OMAHA)
    pokerrank.equity("holdem", HU, board="2c 3d 4h")
    pokerrank.equity("holdem", HU, samples=1000, seed=1)
    pokerrank.equity("omaha-hi-lo", O8[0], board=O8[1])
    pokerrank.equity("omaha", ["As Ks Qd Jd", "Th 9h 8c 7c"], samples=1000, seed=1)
    pokerrank.range_equity("holdem", *RANGES)

    # -- A♠K♠ against Q♦Q♣, every board ---------------------------------------------------
    section = "AsKs vs QdQc, all 1,712,304 boards"
    ours = kernel_road("holdem", HU)
    t_ours = best_of(lambda: kernel_road("holdem", HU), repeat)
    counts = (ours.players[0].wins, ours.players[0].ties, ours.players[0].losses)
    note = f"W/T/L {counts}; the kernel's enumeration"
    report.add(Row(section, "pokerrank exact", t_ours, "s", note=note, target=Target(0.02, at_least=False)))
    table = pokerrank.equity("holdem", HU)
    t_table = best_of(lambda: [pokerrank.equity("holdem", h).players[0].equity for h in TABLE_SPOTS], repeat)
    t_table /= len(TABLE_SPOTS)
    note = f"{len(TABLE_SPOTS)} matchups, whole call; " + ("equal to the kernel's" if table == ours else "DIFFERS")
    report.add(Row(section, "pokerrank exact, heads-up table (issue 12)", 1e6 * t_table, "µs", note=note))
    if pe is not None:
        t_pe = best_of(lambda: _pe_exact(pe, "holdem", HU), repeat)
        note = _agree([p.equity for p in ours.players], _pe_exact(pe, "holdem", HU))
        ratio = f"pokerrank {t_pe / t_ours:.1f}x, table {t_pe / t_table:,.0f}x"
        report.add(Row(section, "poker-equity exact", t_pe, "s", ratio=ratio, note=note))
    else:
        report.add(Row(section, "poker-equity exact", None, "s", note=f"skipped: {_peers.why_missing('poker-equity')}"))
    if pk is not None:
        from pokerkit import Deck, StandardHighHand, calculate_equities, parse_range

        n = 1_000 if args.quick else 10_000
        ranges = [parse_range("AsKs"), parse_range("QdQc")]
        start = time.perf_counter()
        got = calculate_equities(ranges, (), 2, 5, Deck.STANDARD, (StandardHighHand,), sample_count=n)
        t_pk = time.perf_counter() - start
        note = f"Monte Carlo, {n:,} samples; equity {got[0]:.3f}"
        report.add(Row(section, "pokerkit", t_pk, "s", n=n, ratio=f"pokerrank exact {t_pk / t_ours:.0f}x", note=note))
    else:
        report.add(Row(section, "pokerkit", None, "s", note=f"skipped: {_peers.why_missing('pokerkit')}"))

    # -- heads-up Monte Carlo --------------------------------------------------------------
    section = "Heads-up Hold'em Monte Carlo, AsKs vs QdQc preflop"
    n = 2_000_000 if args.quick else 40_000_000
    t = best_of(lambda: pokerrank.equity("holdem", HU, samples=n, seed=1), 3)
    ours_rate = n / t
    report.add(Row(section, "pokerrank", ours_rate, "/s", n=n, note="numpy PCG64 draws + numba", target=Target(50e6)))
    if e7 is not None:
        hand = [e7.Card(c) for c in ("As", "Ks")]
        villain = e7.HandRange("QdQc")
        m = 200_000 if args.quick else 2_000_000
        t = best_of(lambda: e7.py_hand_vs_range_monte_carlo(hand, villain, [], m), 2)
        report.add(Row(section, "eval7", m / t, "/s", n=m, ratio=f"pokerrank {ours_rate / (m / t):.1f}x"))
    else:
        report.add(Row(section, "eval7", None, "/s", note=f"skipped: {_peers.why_missing('eval7')}"))
    if pe is not None:
        m = 1_000_000 if args.quick else 10_000_000
        t = best_of(lambda: pe.chunk_from_text("holdem", ["AsKs", "QdQc"], samples=m, seed=1), 2)
        threads = pe.default_thread_count()
        report.add(
            Row(section, "poker-equity", m / t, "/s", n=m, ratio=f"pokerrank {ours_rate / (m / t):.1f}x",
                note=f"{threads} threads")
        )  # fmt: skip
    else:
        report.add(Row(section, "poker-equity", None, "/s", note=f"skipped: {_peers.why_missing('poker-equity')}"))

    # -- small exact spots: the whole call, 200 different spots ------------------------------
    rounds = 5 if args.quick else 25
    for section, game, variant, hole, board, target in [
        ("Hold'em heads-up exact from the turn (44 boards)", "holdem", "holdem", 2, 4, 5.0),
        ("Hold'em heads-up exact from the river (1 board)", "holdem", "holdem", 2, 5, 5.0),
        ("Omaha Hi/Lo heads-up exact from the flop (820 boards)", "omaha-hi-lo", "omaha_hi_lo", 4, 3, 2.0),
    ]:
        spots = _spots(2, hole, board, 50 if "Omaha" in section else 200, seed=hole * 10 + board)
        for hands, b in spots[:5]:
            mine = [p.equity for p in pokerrank.equity(game, hands, board=b).players]
            if pe is not None and _agree(mine, _pe_exact(pe, variant, hands, b)).startswith("DISAGREE"):
                report.notes.append(f"{section}: DISAGREE on {hands} {b}")
        # each side's result read as far as each player's equity (both libraries build their
        # players within the call: the reads cost the same whether or not they are made)
        runs = {
            "ours": lambda g=game, sp=spots: [
                [p.equity for p in pokerrank.equity(g, h, board=b).players] for h, b in sp
            ]
        }
        if pe is not None:
            runs["pe"] = lambda v=variant, sp=spots: [_pe_exact(pe, v, h, b) for h, b in sp]
        got = _interleaved(runs, rounds)
        wall, cpu = (x / len(spots) for x in got["ours"])
        note = f"per call, whole call, equities read; CPU {1e6 * cpu:.1f} µs"
        report.add(Row(section, "pokerrank exact", 1e6 * wall, "µs", n=len(spots), note=note))
        if pe is not None:
            pe_wall, pe_cpu = (x / len(spots) for x in got["pe"])
            note = f"per call; CPU {1e6 * pe_cpu:.1f} µs"
            report.add(Row(section, "poker-equity exact", 1e6 * pe_wall, "µs", n=len(spots), note=note))
            for column, label in ((0, "wall"), (1, "CPU")):
                ratio = _round_ratio(got, "pe", "ours", column)
                note = "median of the rounds' ratios; best times: " + f"{(pe_wall / wall, pe_cpu / cpu)[column]:.1f}x"
                name = f"poker-equity / pokerrank, {label}"
                report.add(Row(section, name, ratio, "x", n=rounds, target=Target(target), note=note))
        if "Omaha" in section:  # the same spots on a first run's road, before the kernel is compiled
            wall, cpu = first_road
            note = "per call, numpy, no kernel compiled (the first road; the kernel takes over later)"
            report.add(Row(section, "pokerrank exact, first road", 1e6 * wall, "µs", n=len(spots), note=note))
            if pe is not None:
                note = "wall; no target: a first run's road, against compiling the kernel (seconds)"
                report.add(Row(section, "poker-equity / pokerrank first road", pe_wall / wall, "x", note=note))

    # -- Omaha heads-up preflop Monte Carlo ----------------------------------------------------
    section = "Omaha heads-up Monte Carlo preflop, AsKsQdJd vs Th9h8c7c"
    omaha = ["As Ks Qd Jd", "Th 9h 8c 7c"]
    n = 500_000 if args.quick else 4_000_000
    runs = {"ours": lambda: pokerrank.equity("omaha", omaha, samples=n, seed=1)}
    m = 200_000 if args.quick else 1_000_000
    if pe is not None:
        runs["pe"] = lambda: pe.chunk_from_text("omaha", [h.replace(" ", "") for h in omaha], samples=m, seed=1)
    got = _interleaved(runs, 3 if args.quick else 5)
    report.add(Row(section, "pokerrank", n / got["ours"][0], "/s", n=n, note=f"CPU {n / got['ours'][1] / 1e6:.2f} M/s"))
    if pe is not None:
        note = f"CPU {m / got['pe'][1] / 1e6:.2f} M/s; {pe.default_thread_count()} threads"
        report.add(Row(section, "poker-equity", m / got["pe"][0], "/s", n=m, note=note))
        for column, label in ((0, "wall"), (1, "CPU")):
            ratio = _round_ratio(got, "pe", "ours", column) * n / m  # rates: samples per second
            note = "median of the rounds' ratios"
            report.add(Row(section, f"pokerrank / poker-equity, {label}", ratio, "x", target=Target(3.0), note=note))

    # -- range against range on the flop ----------------------------------------------------
    section = "Exact range v range on the flop: QQ+,AKs v JJ-99 on Ts 7d 2h"
    result = pokerrank.range_equity("holdem", *RANGES)
    t_ours, cpu = _interleaved({"ours": lambda: pokerrank.range_equity("holdem", *RANGES)}, 3 * repeat)["ours"]
    note = f"{result.matchups:,} matchups, {result.deals:,} deals, {1e6 * t_ours / result.matchups:.1f} µs a matchup"
    report.add(Row(section, "pokerrank exact", 1000 * t_ours, "ms", note=f"{note}; CPU {1000 * cpu:.1f} ms"))
    if args.before:
        before = _before(args.before, args.before_python, repeat)
        if before is not None:
            seconds, cpu, equities = before
            note = _agree([p.equity for p in result.players], equities) + f"; CPU {1000 * cpu:.1f} ms"
            report.add(Row(section, "before issue 15 (--before)", 1000 * seconds, "ms", note=note))
            report.add(Row(section, "before / now", seconds / t_ours, "x", target=Target(5.0)))
    else:
        report.notes.append("range row: give --before DIR (an older checkout's src) for the before/now ratio")

    # -- 4-way Hold'em preflop -------------------------------------------------------------
    section = "4-way Hold'em exact preflop (1,086,008 boards)"
    ours = pokerrank.equity("holdem", FOUR)
    t_ours = best_of(lambda: pokerrank.equity("holdem", FOUR), repeat)
    report.add(Row(section, "pokerrank exact", 1000 * t_ours, "ms", note=f"{ours.deals:,} deals"))
    if pe is not None:
        t_pe = best_of(lambda: _pe_exact(pe, "holdem", FOUR), repeat)
        note = _agree([p.equity for p in ours.players], _pe_exact(pe, "holdem", FOUR))
        report.add(
            Row(section, "poker-equity exact", 1000 * t_pe, "ms", ratio=f"pokerrank {t_pe / t_ours:.1f}x", note=note)
        )

    env = environment(("pokerrank", "numpy", "numba", "poker-equity", "pokerkit", "eval7"))
    report.notes.append(f"environment: {env}")
    print(report.text())
    if args.markdown:
        print(report.markdown())
    if args.json:
        report.write_json(args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
