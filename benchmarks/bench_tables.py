"""Preflop tables and Dask: issue 13's "Speed" section in one run.

    python benchmarks/bench_tables.py [--quick] [--json out.json] [--markdown] [--no-cluster | --cluster-only]
    python benchmarks/bench_tables.py --audit-only [--rounds 3] [--audit-cli]     (the audit rows alone)

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
  audit of the shared hand histories (../shared/hand-histories) repeated to 100,000 hands
  by the road `pokerrank audit --workers N` takes (tasks of files, one summary per task,
  the mismatches sent back), the summaries checked equal to one process's. Both clusters are
  started and warmed before the clock starts; ``--rounds N`` runs 1 and 2 workers in turn N
  times and keeps the best of each, so a change of load falls on both. The load average is
  printed before and after each run, with the workers' and the client's CPU seconds, so a
  run on a busy machine can be read; the ratio is printed on standard error as "AUDIT
  SPEED-UP, 2 workers / 1". ``--audit-cli`` also times the whole command in a fresh
  process (cluster start included).

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

    settings = {"distributed.worker.multiprocessing-method": "spawn", "distributed.worker.profile.enabled": False}
    with dask.config.set(settings):  # as pokerrank._cluster starts its LocalClusters
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


def _load() -> str:
    one, five, _ = os.getloadavg() if hasattr(os, "getloadavg") else (float("nan"),) * 3
    return f"load {one:.1f} (5 min {five:.1f}) on {os.cpu_count()} cores"


def _scaled(summary: dict[str, Any], times: int) -> dict[str, Any]:
    """An audit summary's counts for ``times`` passes over the same files (files counted once)."""
    out: dict[str, Any] = {}
    for key, value in summary.items():
        if key == "files":
            out[key] = value
        elif isinstance(value, dict):
            out[key] = _scaled(value, times)
        else:
            out[key] = value * times
    return out


def _worker_cpu(client: Any) -> float:
    """CPU seconds used so far by the worker processes, together."""
    return float(sum(client.run(time.process_time).values()))


def _cluster_audit(report: Report, quick: bool, cli: bool, rounds: int = 1) -> None:
    """``pokerrank audit --workers 1`` against ``--workers 2`` on the shared corpus repeated to
    100,000 hands: the road the command takes (pokerrank.handhistory._distributed.audit_files,
    one summary per task added up, the mismatches sent back), on LocalClusters started and
    warmed before the clock starts, ``rounds`` times in turn; with ``cli`` also the whole
    command in a fresh process, cluster start included."""
    section = "Dask LocalCluster: audit, 2 workers against 1"
    if not SHARED.is_dir():
        report.add(Row(section, "audit of the shared hand histories", None, "s", note="skipped: no ../shared"))
        return
    import distributed

    from pokerrank.handhistory import Summary, audit_hand
    from pokerrank.handhistory._distributed import add_summary, audit_files, batches_of
    from pokerrank.handhistory.reader import source_files

    def run(files: list[str], scheduler: str | None) -> dict[str, Any]:
        summary = Summary()
        for part in audit_files(files, audit_hand, keep="mismatches", scheduler=scheduler):
            add_summary(summary, part.summary)
        return summary.to_dict()

    files = [str(p) for p in source_files([SHARED])]
    start = time.perf_counter()
    one_pass = run(files, None)
    here = time.perf_counter() - start
    hands = one_pass["hands"]
    goal = 10_000 if quick else 100_000
    repeats = -(-goal // hands)
    work = files * repeats
    expected = _scaled(one_pass, repeats)
    total = hands * repeats
    report.add(Row(section, "one pass in this process (reference)", here, "s", n=hands, note=_load()))
    times: dict[int, float] = {}
    cpus: dict[int, tuple[float, float]] = {}
    clusters = {workers: _cluster(workers) for workers in (1, 2)}
    clients = {workers: distributed.Client(cluster) for workers, cluster in clusters.items()}
    try:
        for client in clients.values():
            client.run(run, files[:200], None)  # imports, kernels loaded on every worker
        # 1 worker, 2 workers, 1, 2, ...: a change of load falls on both; the best of each.
        for round_ in range(1, rounds + 1):
            for workers, client in clients.items():
                before, cpu, here_cpu = _load(), _worker_cpu(client), time.process_time()
                start = time.perf_counter()
                counted = run(work, clusters[workers].scheduler_address)
                took = time.perf_counter() - start
                cpu, here_cpu = _worker_cpu(client) - cpu, time.process_time() - here_cpu
                if workers not in times or took < times[workers]:
                    times[workers], cpus[workers] = took, (cpu, here_cpu)
                same = "same summary as one process" if counted == expected else "SUMMARY DIFFERS from one process"
                report.add(
                    Row(section, f"{total:,} hands, {workers} worker{'s' * (workers > 1)}, round {round_}", took, "s",
                        n=total, note=f"{same}; CPU: workers {cpu:.1f} s, client and scheduler {here_cpu:.1f} s; "
                                      f"{before} before, {_load()} after")
                )  # fmt: skip
                print(f"  round {round_}, {workers} worker(s): {took:.1f} s ({_load()})", file=sys.stderr)
    finally:
        for client in clients.values():
            client.close()
        for cluster in clusters.values():
            cluster.close()
    ratio = times[1] / times[2]
    report.add(
        Row(section, f"speed-up, 2 workers / 1 (warm clusters, best of {rounds})", ratio, "x", target=Target(1.7),
            note=f"{len(files):,} files x {repeats} = {total:,} hands in {batches_of(work)} tasks")
    )  # fmt: skip
    # On an idle 2-core machine one worker takes its CPU seconds on one core (the client on the
    # other); two workers and the client share both cores. A load average above the core count
    # stretches both runs and hides this; the CPU seconds do not depend on it (much).
    projected = cpus[1][0] / ((cpus[2][0] + cpus[2][1]) / 2)
    report.add(
        Row(section, "speed-up an idle 2-core machine allows, from CPU seconds", projected, "x",
            note="a projection, not a measurement: 1 worker's CPU / half of (2 workers' + client's CPU)")
    )  # fmt: skip
    print(f"\nAUDIT SPEED-UP, 2 workers / 1: {ratio:.2f}x (target 1.7x: {'PASS' if ratio >= 1.7 else 'MISS'}; "
          f"1 worker {times[1]:.1f} s, 2 workers {times[2]:.1f} s; {_load()}; from CPU seconds {projected:.2f}x)\n",
          file=sys.stderr)  # fmt: skip
    if not cli:
        return
    import subprocess

    walls = {}
    for workers in (1, 2):
        command = [sys.executable, "-m", "pokerrank", "audit", *([str(SHARED)] * repeats), "--json", "--show", "none",
                   "--workers", str(workers)]  # fmt: skip
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        walls[workers] = time.perf_counter() - start
        import json

        summary = json.loads(done.stdout)["summary"] if done.returncode in (0, 1) else None
        same = "same summary" if summary == expected else f"DIFFERS (exit {done.returncode})"
        report.add(Row(section, f"pokerrank audit --workers {workers}, whole command", walls[workers], "s", n=total,
                       note=f"{same}; cluster start included; {_load()}"))  # fmt: skip
    report.add(Row(section, "speed-up of the whole command, 2 / 1", walls[1] / walls[2], "x"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="smaller samples and jobs (a smoke test)")
    parser.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    parser.add_argument("--markdown", action="store_true", help="also print the table as Markdown")
    parser.add_argument("--no-cluster", action="store_true", help="skip the Dask rows")
    parser.add_argument("--cluster-only", action="store_true", help="only the Dask rows (LocalCluster 2 against 1)")
    parser.add_argument(
        "--audit-only", action="store_true", help="only the audit on a LocalCluster, 2 workers against 1"
    )
    parser.add_argument("--rounds", type=int, default=1, help="audit rounds, 1 and 2 workers in turn (best of each)")
    parser.add_argument("--audit-cli", action="store_true", help="also time the whole `pokerrank audit --workers N`")
    args = parser.parse_args(argv)
    report = Report(f"pokerrank {pokerrank.__version__}: preflop tables")

    if not args.cluster_only and not args.audit_only:
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
            if not args.audit_only:
                print("LocalCluster, vs-random ...", file=sys.stderr)
                _cluster_vs_random(report, args.quick)
            print(f"LocalCluster, audit ... ({_load()})", file=sys.stderr)
            _cluster_audit(report, args.quick, args.audit_cli, args.rounds)
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
