"""Players' results against the audit alone: hands per CPU second on one core, side by side.

    python benchmarks/bench_results.py [--rounds N] [FOLDER ...]

Each corpus (default: ``../shared/hand-histories/phh/pluribus`` and
``../shared/hand-histories/pokerstars``) is read once into hand records; a first pass
compiles the kernels and is not timed. Then, in turns within each round, the audit
(``pokerrank.handhistory.audit``: every pot decided, the payouts compared) and the results
(``pokerrank.results.hand_result``: net, rake, and every adjusted all-in's exact equity)
run over the same records, and the results with luck (each adjusted all-in's exact variance
too). Rates are the best of the rounds; the ratio is results over audit (the goal: 0.5 or
more).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

SHARED = Path(__file__).resolve().parents[2] / "shared" / "hand-histories"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="*", default=[str(SHARED / "phh" / "pluribus"), str(SHARED / "pokerstars")])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()

    from pokerrank.handhistory import audit, read
    from pokerrank.results import Status, hand_result

    def run_audit(records: list) -> None:  # type: ignore[type-arg]
        for _ in audit(records):
            pass

    def run_results(records: list) -> None:  # type: ignore[type-arg]
        for record in records:
            hand_result(record)

    def run_luck(records: list) -> None:  # type: ignore[type-arg]
        for record in records:
            result = hand_result(record)
            if result.status is Status.ADJUSTED and result.allin is not None:
                for name in result.allin.players:
                    result.allin.variance(name)

    print(f"python {sys.version.split()[0]}, best of {args.rounds} rounds, CPU seconds on one core")
    print(f"{'corpus':<40} {'hands':>6} {'audit/s':>9} {'results/s':>10} {'ratio':>6} {'+luck/s':>8} {'ratio':>6}")
    for folder in args.folders:
        if not Path(folder).exists():
            print(f"{folder}: not there, skipped")
            continue
        records = list(read(folder))
        run_luck(records)  # compile and warm up
        best: dict[str, float] = {}
        for _ in range(args.rounds):
            for name, job in (("audit", run_audit), ("results", run_results), ("luck", run_luck)):
                start = time.process_time()
                job(records)
                spent = time.process_time() - start
                best[name] = min(best.get(name, spent), spent)
        n = len(records)
        rates = {name: n / spent for name, spent in best.items()}
        label = str(Path(folder).relative_to(SHARED)) if Path(folder).is_relative_to(SHARED) else folder
        print(
            f"{label:<40} {n:>6} {rates['audit']:>9.0f} {rates['results']:>10.0f}"
            f" {rates['results'] / rates['audit']:>6.2f} {rates['luck']:>8.0f} {rates['luck'] / rates['audit']:>6.2f}"
        )


if __name__ == "__main__":
    main()
