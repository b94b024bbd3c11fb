"""Players' results against the audit alone: hands per CPU second on one core, side by side.

    python benchmarks/bench_results.py [--rounds N] [--against SRC] [FOLDER ...]

Each corpus (default: ``../shared/hand-histories/phh/pluribus`` and
``../shared/hand-histories/pokerstars``) is read once into hand records; a first pass
compiles the kernels and is not timed. Then, in turns within each round, the audit
(``pokerrank.handhistory.audit``: every pot decided, the payouts compared) and the results
(``pokerrank.results.hand_result``: net, rake, and every adjusted all-in's exact equity)
run over the same records, and the results with luck (each adjusted all-in's exact variance
too). Rates are the best of the rounds; the ratio is results over audit (the goal: 0.5 or
more).

``--against SRC`` compares two checkouts in one run: the ``src`` folder of another checkout
(say a worktree of main) and this one, each round one process per side in turn (each
process reads, warms up and times one pass of every job), so that both sides share the
machine's load alike; it prints each side's best and median rates and ratios. It also
prints where the results spend their time on this side, by kind of hand (``--kinds``).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

SHARED = Path(__file__).resolve().parents[2] / "shared" / "hand-histories"
HERE = Path(__file__).resolve().parents[1] / "src"
JOBS = ("audit", "results", "luck")


def _jobs() -> dict[str, Any]:
    from pokerrank.handhistory import audit
    from pokerrank.results import Status, hand_result

    def run_audit(records: list[Any]) -> None:
        for _ in audit(records):
            pass

    def run_results(records: list[Any]) -> None:
        for record in records:
            hand_result(record)

    def run_luck(records: list[Any]) -> None:
        for record in records:
            result = hand_result(record)
            if result.status is Status.ADJUSTED and result.allin is not None:
                for name in result.allin.players:
                    result.allin.variance(name)

    return {"audit": run_audit, "results": run_results, "luck": run_luck}


def _label(folder: str) -> str:
    path = Path(folder)
    return str(path.relative_to(SHARED)) if path.is_relative_to(SHARED) else folder


def timed(folders: list[str], rounds: int = 1) -> dict[str, dict[str, float]]:
    """Each corpus read and warmed up, then every job timed in turns for ``rounds`` rounds:
    the hands and each job's best CPU seconds."""
    from pokerrank.handhistory import read

    jobs = _jobs()
    out: dict[str, dict[str, float]] = {}
    for folder in folders:
        records = list(read(folder))
        jobs["luck"](records)  # compile and warm up
        jobs["audit"](records)
        best: dict[str, float] = {}
        for _ in range(rounds):
            for name in JOBS:
                start = time.process_time()
                jobs[name](records)
                spent = time.process_time() - start
                best[name] = min(best.get(name, spent), spent)
        out[folder] = {"hands": float(len(records)), **best}
    return out


def kinds(folder: str) -> list[tuple[str, int, float]]:
    """Where the results spend their time: per kind of hand (the game, the street betting
    closed on, the players in, dead cards or not, the pots contested), hands and CPU seconds."""
    from pokerrank.handhistory import read
    from pokerrank.results import Status, hand_result

    records = list(read(folder))
    for record in records:
        hand_result(record)
    table: dict[str, list[float]] = defaultdict(lambda: [0, 0.0])
    for record in records:
        start = time.process_time()
        result = hand_result(record)
        spent = time.process_time() - start
        allin = result.allin
        if result.status is Status.ADJUSTED and allin is not None:
            game, _, _, dead, pots = allin.spot[:5]
            contested = sum(1 for _, who in pots if len(who) > 1)
            key = f"{game.name} {allin.street} {len(allin.players)} players{' dead' if dead else ''} {contested} pot(s)"
        else:
            key = result.status.value
        table[key][0] += 1
        table[key][1] += spent
    return sorted(((k, int(n), s) for k, (n, s) in table.items()), key=lambda row: -row[2])


def _side(src: Path, folders: list[str]) -> dict[str, dict[str, float]]:
    env = {**os.environ, "PYTHONPATH": str(src), "POKERRANK_NOTICE": "0"}
    done = subprocess.run(
        [sys.executable, __file__, "--one-pass", *folders], env=env, capture_output=True, text=True, check=True
    )
    result: dict[str, dict[str, float]] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def compare(against: Path, folders: list[str], rounds: int) -> None:
    sides = {"base": against, "this": HERE}
    spent: dict[str, dict[str, dict[str, list[float]]]] = {s: defaultdict(lambda: defaultdict(list)) for s in sides}
    hands: dict[str, float] = {}
    for _ in range(rounds):
        for side, src in sides.items():
            for folder, times in _side(src, folders).items():
                hands[folder] = times["hands"]
                for name in JOBS:
                    spent[side][folder][name].append(times[name])
    print(f"python {sys.version.split()[0]}, {rounds} rounds, sides in turn, CPU seconds on one core")
    print(f"base: {against}\nthis: {HERE}")
    print(f"{'corpus':<22} {'side':<5} {'hands':>6} {'audit/s':>15} {'results/s':>15} {'ratio':>11} {'+luck/s':>13}")
    for folder in folders:
        n = hands[folder]
        for side in sides:
            times = spent[side][folder]
            best = {name: n / min(times[name]) for name in JOBS}
            median = {name: n / statistics.median(times[name]) for name in JOBS}
            print(
                f"{_label(folder):<22} {side:<5} {int(n):>6} "
                f"{best['audit']:>7.0f} ({median['audit']:>5.0f}) {best['results']:>7.0f} ({median['results']:>5.0f}) "
                f"{best['results'] / best['audit']:>5.2f} ({median['results'] / median['audit']:.2f}) "
                f"{best['luck']:>6.0f} ({median['luck']:>4.0f})"
            )
    print("best (median) of the rounds; ratio: results over audit")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="*", default=[str(SHARED / "phh" / "pluribus"), str(SHARED / "pokerstars")])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--against", type=Path, help="the src folder of another checkout, timed in turns with this one")
    parser.add_argument("--kinds", action="store_true", help="where the results spend their time, by kind of hand")
    parser.add_argument("--one-pass", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    folders = [f for f in args.folders if Path(f).exists()]
    for missing in sorted(set(args.folders) - set(folders)):
        print(f"{missing}: not there, skipped")
    if args.one_pass:
        print(json.dumps(timed(folders)))
        return
    if args.against is not None:
        compare(args.against, folders, args.rounds)
    else:
        print(f"python {sys.version.split()[0]}, best of {args.rounds} rounds, CPU seconds on one core")
        print(f"{'corpus':<40} {'hands':>6} {'audit/s':>9} {'results/s':>10} {'ratio':>6} {'+luck/s':>8} {'ratio':>6}")
        for folder, best in timed(folders, args.rounds).items():
            n = best["hands"]
            rates = {name: n / best[name] for name in JOBS}
            print(
                f"{_label(folder):<40} {int(n):>6} {rates['audit']:>9.0f} {rates['results']:>10.0f}"
                f" {rates['results'] / rates['audit']:>6.2f} {rates['luck']:>8.0f} {rates['luck'] / rates['audit']:>6.2f}"
            )
    if args.kinds:
        for folder in folders:
            print(f"\nwhere the results spend their time: {_label(folder)}")
            for key, n, s in kinds(folder):
                print(f"  {key:<58} {n:>6} hands {s * 1000:>9.1f} ms {s / n * 1e3:>7.2f} ms a hand")


if __name__ == "__main__":
    main()
