"""Equity that never runs away: a grid of spots in every kind of game, each timed and its
peak memory measured in a forked child, and "a hand against a random hand" side by side with
the kernel's enumeration.

    python benchmarks/bench_equity_guard.py [--quick] [--max-seconds S] [--rates]

Rows:

- the grid (tests/test_equity_guard.py's, and larger spots: two to six players, known hands,
  ranges, partial hands with one to all cards unknown, preflop to river, Hold'em, short-deck,
  Omaha 4/5/6, Omaha Hi/Lo, stud, razz, stud hi/lo, draw): answered or refused, the time of
  the call, the peak resident memory above the child's start, the estimate
  (:mod:`pokerrank._equity.guard`) beside the time taken;
- ``AKs`` and ``QQ+`` against ``random`` (and ``random`` against ``random``): the heads-up
  table's answer against the kernel's enumeration of the same spot (``AKs random`` only; with
  ``--quick`` none), equal counts, and the ratio;
- ``--rates``: each kernel family's units of work a second a thread on the grid's answered
  spots (what :data:`pokerrank._equity.guard.RATES` holds), to set them again on another
  machine.

The machine may be shared: read the ratios of one run. Nothing here is an assertion.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

GRID_LARGE = [
    ("holdem", ["As Ks", "Qd Qc", "7h 6h", "5c 5d"], "", ""),
    ("holdem", ["QQ+, AKs", "JJ-99"], "Ts 7d 2h", ""),
    ("holdem", ["QQ+, AKs", "JJ", "T9s"], "", ""),
    ("holdem", ["**", "As Ks", "Qd Qc"], "2c 7d", ""),
    ("holdem", ["random", "random", "random"], "2c 7d 9h", ""),
    ("short-deck", ["**", "As Ks"], "9c 8d 7s", ""),
    ("omaha", ["AA**", "Ks Kd Qs Jd"], "Kc 7h 2d", ""),
    ("omaha", ["****", "Ks Kd Qs Jd"], "Kc 7h 2d 9s", ""),
    ("omaha-5", ["As Ad Ks Kd 2c", "Qh Jh Th 9h 8d", "*****"], "2s 7h 8c", ""),
    ("omaha-5", ["As Ad Ks Kd 2c", "*****"], "2s 7h 8c 9d 4s", ""),
    ("omaha-6", ["As Ad Ks Kd 2c 3c", "Qh Jh Th 9h 8d 7d", "******"], "2s 7h 8c", ""),
    ("omaha-6", ["As Ad Ks Kd 2c 3c", "Qh Jh Th 9h 8d 7d", "******"], "2s 7h 8c 9d 4s", ""),
    ("omaha-hi-lo", ["A2**", "Ks Qd Jc 9h"], "4d 5s 8c", ""),
    ("stud", ["As Ks Qs 9c", "Jd Jc 2h 3h"], "", ""),
    ("stud", ["** As Ks Qs 9c", "Jd Jc 2h 3h 4h"], "", ""),
    ("razz", ["As 2s 3s 4d", "Kd Qd Jd Td", "6c 7c 8c 9c"], "", ""),
]


def grid(spots, max_seconds, rates):
    import test_equity_guard as t

    from pokerrank._compile import prepare, thread_count
    from pokerrank._equity import guard
    from pokerrank._equity.plan import plan_spot
    from pokerrank.kernels import families as f

    prepare(f.EQUITY, f.EQUITY_RANGES, f.EQUITY_OMAHA, f.EQUITY_OMAHA_FEW, f.EQUITY_STUD, notice=False)
    print(f"{'spot':78} {'result':8} {'time':>8} {'est.':>9} {'peak':>8}")
    for game, hands, board, dead in spots:
        plan = plan_spot(game, hands, board, dead)
        cost = guard.estimate(plan)
        start = time.perf_counter()
        got, peak = t.run_in_child(game, hands, board, dead, max_seconds=max_seconds)
        took = time.perf_counter() - start
        what = "refused" if "refused" in got else "error" if "error" in got else "answered"
        label = f"{game} {' | '.join(hands)} [{board or 'preflop'}]"
        print(f"{label[:78]:78} {what:8} {took:7.2f}s {cost.seconds:8.2f}s {peak:6.0f} MB")
        if rates and what == "answered" and took > 0.2:
            print(f"    {cost.family}: {cost.work / took / thread_count():.3g} units a second a thread")


def random_rows(quick):
    import numpy as np

    import pokerrank
    from pokerrank._equity.engine import solve
    from pokerrank._equity.plan import check_options, plan_spot

    options = check_options(None, None, 1 << 40, None, False, None)
    for players in (["AKs", "random"], ["QQ+", "random"], ["random", "random"]):
        pokerrank.range_equity("holdem", players)  # first call: imports
        start = time.perf_counter()
        r = pokerrank.range_equity("holdem", players)
        table = time.perf_counter() - start
        line = f"{' v '.join(players):18} table {table * 1000:8.2f} ms  equity {r.players[0].equity:.6f}"
        if not quick and players[0] == "AKs":
            plan = plan_spot("holdem", players, "", "", ranged=True)
            start = time.perf_counter()
            kernel = solve(plan, options, table=False, max_seconds=None)
            enumerated = time.perf_counter() - start
            same = np.array_equal(kernel.counts, solve(plan, options).counts)
            line += f"  kernel {enumerated:8.2f} s  same counts: {same}  ratio {enumerated / table:,.0f}x"
        print(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the small grid, no kernel enumeration")
    parser.add_argument("--max-seconds", type=float, default=60.0)
    parser.add_argument("--rates", action="store_true")
    args = parser.parse_args()
    import test_equity_guard as t

    print(f"memory budget: {os.environ.get('POKERRANK_MEMORY_MB', '300 (default)')} MB")
    random_rows(args.quick)
    grid(t.GRID if args.quick else t.GRID + GRID_LARGE, args.max_seconds, args.rates)
    print(json.dumps({"done": True}))


if __name__ == "__main__":
    main()
