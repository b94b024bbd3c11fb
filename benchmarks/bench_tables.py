"""Preflop tables and Dask: issue 13's "Speed" section in one run.

    python benchmarks/bench_tables.py [--quick] [--json out.json] [--markdown] [--no-cluster | --cluster-only]

Rows:

- the exact Hold'em table against a random hand (169 classes x 1,225 opponent hands x
  1,712,304 boards), in a fresh process on every core, checked against the published exact
  table (a SHA-256 of its 169 rows, see tests/test_preflop.py);
- the exact 169 x 169 matchup table, projected from a random sample of the 134,459 boards
  (one per suit-relabelling orbit) that the exact jobs visit: seconds on this machine and
  per core;
- its Monte Carlo version with 1,000,000 showdowns per pair of classes, projected from a
  random sample of pairs;
- a Dask LocalCluster with 2 workers against 1: on the exact vs-random table, and on an
  audit of the shared hand histories (../shared/hand-histories) repeated to 100,000 hands,
  every file audited with pokerrank.handhistory.audit_hand on the workers, the summaries
  checked equal to one process's.

A missed target is printed as MISS, never an error. The machine may be shared: read the
ratios rather than the absolute times.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import os
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _harness import Report, Row, Target, environment, subprocess_seconds

import pokerrank

SHARED = Path(__file__).resolve().parents[2] / "shared" / "hand-histories"
PUBLISHED_DIGEST = "3d8baade2a0ac0004e093475ab961b104ef7a53127096249af46962219660824"


def _digest(result: Any) -> str:
    rows = sorted((c.wins, c.ties, c.losses) for c in map(result.per_combo, result.classes))
    return hashlib.sha256("".join(f"{w},{t},{lo}\n" for w, t, lo in rows).encode()).hexdigest()


def _vs_random_rows(report: Report) -> float:
    from pokerrank.preflop import vs_random

    section = "Exact Hold'em vs a random hand (169 x 1,225 x 1,712,304)"
    code = "import time; t = time.perf_counter(); from pokerrank.preflop import vs_random; vs_random('holdem'); print(time.perf_counter() - t)"
    fresh = min(subprocess_seconds(code, repeat=2))
    result = vs_random("holdem")
    start = time.perf_counter()
    vs_random("holdem")
    warm = time.perf_counter() - start
    same = (
        "identical to the published exact table"
        if _digest(result) == PUBLISHED_DIGEST
        else "DIFFERS from the published table"
    )
    report.add(Row(section, "fresh process, every core", fresh, "s", note=same, target=Target(600, at_least=False)))
    report.add(Row(section, "again in the same process", warm, "s", note="boards and kernels already loaded"))
    return warm


def _matchup_rows(report: Report, quick: bool) -> None:
    import numba
    import numpy as np

    from pokerrank.preflop import matchups
    from pokerrank.preflop._boards import canonical_boards
    from pokerrank.preflop._tasks import Task, run_task

    section = "Exact 169 x 169 matchups (about 1.4e12 showdowns), projected"
    boards, weights = canonical_boards(tuple(range(52)))
    rng = np.random.default_rng(13)
    n = 1_000 if quick else 4_000
    pick = np.sort(rng.choice(len(boards), n, replace=False))
    everything = tuple(range(169))
    run_task(Task(0, "matchups", "high", 0, everything, boards[pick[:50]], weights[pick[:50]]))  # compile
    start = time.perf_counter()
    run_task(Task(0, "matchups", "high", 0, everything, boards[pick], weights[pick]))
    took = time.perf_counter() - start
    threads = numba.get_num_threads()
    projected = took * len(boards) / n
    report.add(
        Row(section, f"this machine ({threads} threads)", projected, "s", n=n,
            note=f"{n:,} of {len(boards):,} orbit boards timed, x {len(boards) / n:.1f}")
    )  # fmt: skip
    report.add(Row(section, "per core", projected * threads, "s", note="core-seconds for the whole table"))
    hands = ["AA", "KK", "AKs", "QQ", "72o"]
    start = time.perf_counter()
    small = matchups("holdem", hands)
    report.add(
        Row(section, "5 classes, every board (run)", time.perf_counter() - start, "s",
            note=f"AA v KK {small.equity('AA', 'KK'):.6f}")
    )  # fmt: skip

    section = "Monte Carlo 169 x 169 matchups, 1,000,000 showdowns per pair, projected"
    # The job as matchups("holdem", samples=1_000_000) cuts it: 14,365 pairs of classes (the
    # diagonal included) x 16 blocks of 65,536 showdowns, in 64 tasks; some tasks are timed.
    from pokerrank.preflop._api import BLOCK, DEFAULT_TASKS, _resolve, _unit_tasks

    samples = 1_000_000
    blocks = -(-samples // BLOCK)
    pairs = [(x, y) for x in everything for y in everything[x:]]
    units = np.array([(x, y, b) for x, y in pairs for b in range(blocks)], dtype=np.int64)
    job = _unit_tasks("sample-matchups", _resolve("holdem"), everything, units, 7, samples, DEFAULT_TASKS)
    matchups("holdem", ["AA", "KK"], samples=1_000, seed=1)  # compile
    if quick:  # a tenth of one task
        timed = [dataclasses.replace(job[0], units=job[0].units[: len(job[0].units) // 10])]
    else:
        timed = [job[0], job[len(job) // 2]]
    showdowns = 0
    start = time.perf_counter()
    for task in timed:
        counts = run_task(task)
        showdowns += int(counts.sum())
    took = time.perf_counter() - start
    rate = showdowns / took
    projected = len(pairs) * samples / rate
    report.add(
        Row(section, f"this machine ({threads} threads)", projected, "s", n=showdowns,
            note=f"{rate / 1e6:.1f} M showdowns/s in {len(timed)} of the job's {len(job)} tasks",
            target=Target(3600, at_least=False))
    )  # fmt: skip
    report.add(Row(section, "per core", projected * threads, "s"))


def _cluster(workers: int) -> Any:
    import dask
    import distributed

    with dask.config.set({"distributed.worker.multiprocessing-method": "spawn"}):
        cluster = distributed.LocalCluster(
            n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0", silence_logs=50,
            env={"POKERRANK_TASK_THREADS": "1"},
        )  # fmt: skip
    return cluster


def _warm(client: Any) -> None:
    """Load numba's cached kernels on every worker before the clock starts."""
    from pokerrank.preflop import vs_random

    client.run(lambda: vs_random("short-deck", samples=100, seed=1) and None)


def _cluster_vs_random(report: Report, quick: bool) -> None:
    from pokerrank.preflop import vs_random

    section = "Dask LocalCluster: 2 workers against 1"
    game = "short-deck" if quick else "holdem"
    times = {}
    results = {}
    for workers in (1, 2):
        cluster = _cluster(workers)
        try:
            import distributed

            with distributed.Client(cluster) as client:
                _warm(client)
            start = time.perf_counter()
            results[workers] = vs_random(game, scheduler=cluster.scheduler_address)
            times[workers] = time.perf_counter() - start
        finally:
            cluster.close()
    same = "same counts" if results[1] == results[2] == vs_random(game) else "COUNTS DIFFER"
    report.add(Row(section, f"exact vs-random {game}, 1 worker", times[1], "s"))
    report.add(
        Row(
            section, f"exact vs-random {game}, 2 workers", times[2], "s", ratio=f"{times[1] / times[2]:.2f}x", note=same
        )
    )


def audit_files(paths: list[str]) -> dict[str, Any]:
    """Audit every hand of some files (runs on a worker); counts to add up."""
    from pokerrank.handhistory import Outcome, audit_hand, read

    counts: Counter[str] = Counter()
    for path in paths:
        for record in read(path):
            verdict = audit_hand(record)
            counts["hands"] += 1
            counts["showdowns"] += int(verdict.showdown)
            counts[f"{verdict.game}: {verdict.outcome.value}"] += 1
            counts["mismatch"] += verdict.outcome is Outcome.MISMATCH
    return dict(counts)


def _cluster_audit(report: Report, quick: bool) -> None:
    section = "Dask LocalCluster: 2 workers against 1"
    if not SHARED.is_dir():
        report.add(Row(section, "audit of the shared hand histories", None, "s", note="skipped: no ../shared"))
        return
    import distributed

    from pokerrank.handhistory.reader import source_files

    files = [str(p) for p in source_files([SHARED])]
    one_pass = audit_files(files)
    hands = one_pass["hands"]
    goal = 10_000 if quick else 100_000
    repeats = -(-goal // hands)
    work = files * repeats
    chunk = max(1, len(work) // 200)
    tasks = [work[i : i + chunk] for i in range(0, len(work), chunk)]
    expected = Counter()
    for key, value in one_pass.items():
        expected[key] = value * repeats
    from pokerrank._cluster import map_ordered

    times = {}
    for workers in (1, 2):
        cluster = _cluster(workers)
        try:
            with distributed.Client(cluster) as client:
                client.run(lambda: audit_files(files[:20]) and None)  # imports and numba caches loaded
            start = time.perf_counter()
            total: Counter[str] = Counter()
            for counts in map_ordered(audit_files, tasks, scheduler=cluster.scheduler_address):
                total.update(counts)
            times[workers] = time.perf_counter() - start
            assert total == expected, "a cluster audit counted differently from one process"
        finally:
            cluster.close()
    note = f"{hands:,} hands x {repeats} = {hands * repeats:,} hands, {len(tasks)} tasks; same counts as one process"
    report.add(Row(section, "audit, 1 worker", times[1], "s", n=hands * repeats))
    report.add(
        Row(section, "audit, 2 workers", times[2], "s", n=hands * repeats, ratio=f"{times[1] / times[2]:.2f}x",
            note=note)
    )  # fmt: skip
    report.add(Row(section, "audit speed-up, 2 workers / 1", times[1] / times[2], "x", target=Target(1.7)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="smaller samples and jobs (a smoke test)")
    parser.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    parser.add_argument("--markdown", action="store_true", help="also print the table as Markdown")
    parser.add_argument("--no-cluster", action="store_true", help="skip the Dask rows")
    parser.add_argument("--cluster-only", action="store_true", help="only the Dask rows (LocalCluster 2 against 1)")
    args = parser.parse_args(argv)
    report = Report(f"pokerrank {pokerrank.__version__}: preflop tables")

    if not args.cluster_only:
        print("vs-random ...", file=sys.stderr)
        _vs_random_rows(report)
        print("matchups ...", file=sys.stderr)
        _matchup_rows(report, args.quick)
    if not args.no_cluster:
        try:
            import distributed  # noqa: F401
        except ImportError:
            report.add(Row("Dask LocalCluster: 2 workers against 1", "LocalCluster", None, "s",
                           note="skipped: pip install 'pokerrank[distributed]'"))  # fmt: skip
        else:
            print("LocalCluster, vs-random ...", file=sys.stderr)
            _cluster_vs_random(report, args.quick)
            print("LocalCluster, audit ...", file=sys.stderr)
            _cluster_audit(report, args.quick)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    report.notes.append(f"load average at the end: {load:.1f} on {os.cpu_count()} cores")
    env = environment(("pokerrank", "numpy", "numba", "dask", "distributed"))
    report.notes.append(f"environment: {env}")
    print(report.text())
    if args.markdown:
        print(report.markdown())
    if args.json:
        report.write_json(args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
