"""Wild cards against the plain high kernel: issue 5's "Speed" section.

    python benchmarks/bench_wild.py [--quick] [--json out.json] [--markdown]

Draws random 7-card hands from the 53-card deck (fixed seed; about one in eight holds the
joker) and times ``evaluate_array`` on them for the bug and the fully wild joker, then
deuces wild on 52-card hands, against the plain high ranking on random 7-card hands of
the 52-card deck. Target: every wild ranking at least a quarter of the plain throughput.
Also checks that the batch agrees with the scalar ``strength`` on a sample.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np
from _harness import Report, Row, Target, best_of, environment, random_hands


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="small samples (a smoke test, figures are rough)")
    parser.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    parser.add_argument("--markdown", action="store_true", help="also print the table as Markdown")
    args = parser.parse_args(argv)

    import pokerrank

    n = 2_000_000 if args.quick else 20_000_000
    repeat = 2 if args.quick else 3
    plain_hands = random_hands(n, 7)
    joker_hands = random_hands(n, 7, deck_size=53)
    report = Report("pokerrank: wild cards vs the plain high kernel (random 7-card hands)")

    def rate(ranking: str, hands: np.ndarray, check: bool) -> float:
        pokerrank.evaluate_array(hands[:1000], ranking, check=check)  # compile or load the kernel
        return len(hands) / best_of(lambda: pokerrank.evaluate_array(hands, ranking, check=check), repeat)

    for check in (True, False):
        section = f"evaluate_array(check={check})"
        plain = rate("high", plain_hands, check)
        report.add(Row(section, "high (52 cards)", plain, n=n))
        for ranking, hands, deck in (
            ("high-bug", joker_hands, "53 cards"),
            ("high-wild", joker_hands, "53 cards"),
            ("high-deuces-wild", plain_hands, "52 cards"),
        ):
            value = rate(ranking, hands, check)
            report.add(
                Row(
                    section,
                    f"{ranking} ({deck})",
                    value,
                    n=n,
                    ratio=f"{value / plain:.2f} of plain",
                    target=Target(plain / 4),
                )
            )

    sample = joker_hands[:20_000]
    for ranking in ("high-bug", "high-wild"):
        batch = pokerrank.evaluate_array(sample, ranking).tolist()
        scalar = [pokerrank.strength(hand, ranking) for hand in sample.tolist()]
        if batch != scalar:
            report.notes.append(f"DISAGREES: {ranking} batch != scalar on the sample")
    with_joker = float((joker_hands == 52).any(axis=1).mean())
    report.notes.append(f"{with_joker:.1%} of the 53-card hands hold the joker; deuces: every hand with a 2.")
    report.notes.append(f"{environment()['processor']}, {environment()['cpus']} CPUs")

    print(report.text())
    if args.markdown:
        print()
        print(report.markdown())
    if args.json:
        report.write_json(args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
