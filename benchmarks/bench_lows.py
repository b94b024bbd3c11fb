"""pokerrank's low rankings and Badugi against the high kernel and pokerkit: issue 3's "Speed".

    python benchmarks/bench_lows.py [--quick] [--json out.json] [--markdown]

For each low ranking and hand size: the batch rate on random hands (fixed seed) next to
the high kernel's on the same hands (target: at least half), and pokerkit's per-hand loop
for the same ranking (the only peer that has low hands; target: batch at least 100x),
checked to order the hands exactly as pokerrank does. Then the exhaustive 7-card
ace-to-five statistics against the high ones (target: within 2x). A missed target is
reported, never an error.
"""

from __future__ import annotations

import argparse
import functools
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _peers
import numpy as np
import numpy.typing as npt
from _harness import CARD_NAMES, SEED, Report, Row, Target, best_of, random_hands, same_order

# ranking -> (pokerkit hand class, hand sizes measured)
CASES: dict[str, tuple[str | None, tuple[int, ...]]] = {
    "ace-to-five": ("RegularLowHand", (5, 7)),
    "eight-or-better": ("EightOrBetterLowHand", (5, 7)),
    "deuce-to-seven": ("StandardLowHand", (5, 7)),
    "ace-to-six": (None, (5, 7)),
    "badugi": ("BadugiHand", (4,)),
    "badugi-ace-high": ("StandardBadugiHand", (4,)),
}


def pokerkit_strengths(results: list[Any]) -> npt.NDArray[np.int64]:
    """Dense ranks from pokerkit's own comparisons (None, "no low", below everything)."""

    def cmp(i: int, j: int) -> int:
        a, b = results[i], results[j]
        if a is None or b is None:
            return (a is not None) - (b is not None)
        return -1 if a < b else (1 if b < a else 0)

    order = sorted(range(len(results)), key=functools.cmp_to_key(cmp))
    out = np.zeros(len(results), dtype=np.int64)
    rank = 0
    for prev, cur in zip([None, *order], order, strict=False):
        if prev is None or cmp(prev, cur) != 0:
            rank += 1
        out[cur] = rank
    return out


def pokerkit_loop(module: Any, class_name: str, hands: npt.NDArray[np.uint8], seconds: float, repeat: int) -> Any:
    """(n, rate, strengths): ``Hand.from_game(cards)`` once per hand, cards parsed beforehand."""
    hand_class = getattr(module, class_name)
    table = np.empty(52, dtype=object)
    table[:] = [next(iter(module.Card.parse(name))) for name in CARD_NAMES]

    def run(prepared: list[list[Any]]) -> list[Any]:
        out = []
        from_game = hand_class.from_game
        for cards in prepared:
            try:
                out.append(from_game(cards))
            except ValueError:  # pokerkit's "no qualifying low"
                out.append(None)
        return out

    probe = table[hands[:1000]].tolist()
    elapsed = best_of(lambda: run(probe), 2)
    n = int(min(len(hands), max(1000, 1000 * seconds / elapsed)))
    prepared = table[hands[:n]].tolist()
    results: list[list[Any]] = []
    elapsed = best_of(lambda: results.append(run(prepared)), repeat)
    return n, n / elapsed, pokerkit_strengths(results[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="small samples (a smoke test, figures are rough)")
    parser.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    parser.add_argument("--markdown", action="store_true", help="also print the table as Markdown")
    args = parser.parse_args(argv)

    n_batch = 1_000_000 if args.quick else 10_000_000
    peer_seconds = 0.2 if args.quick else 1.0
    repeat = 2 if args.quick else 3

    import pokerrank
    from pokerrank.stats import enumerate_stats

    report = Report(f"pokerrank {pokerrank.__version__}: low rankings and Badugi (seed {SEED})")
    say = lambda text: print(text, file=sys.stderr, flush=True)  # noqa: E731
    pokerkit = _peers.load("pokerkit")

    hands_by_k = {k: random_hands(n_batch, k) for k in (4, 5, 7)}
    for k in (5, 7):
        pokerrank.evaluate_array(hands_by_k[k][:1000])  # warm-up: load the compiled kernels

    def interleaved(first: Any, second: Any) -> tuple[float, float]:
        """Best-of times of two calls run in turns, so that both see the same machine load."""
        times: tuple[list[float], list[float]] = ([], [])
        for _ in range(repeat):
            times[0].append(best_of(first, 1))
            times[1].append(best_of(second, 1))
        return min(times[0]), min(times[1])

    for ranking, (class_name, sizes) in CASES.items():
        for k in sizes:
            say(f"{ranking}, {k} cards ...")
            hands = hands_by_k[k]
            reference_k = k if k >= 5 else 5
            high_hands = hands_by_k[reference_k]
            pokerrank.evaluate_array(hands[:1000], ranking)  # warm-up
            ours = pokerrank.evaluate_array(hands, ranking)
            high_seconds, seconds = interleaved(
                lambda h=high_hands: pokerrank.evaluate_array(h),
                lambda h=hands, r=ranking: pokerrank.evaluate_array(h, r),
            )
            rate, high_rate = n_batch / seconds, n_batch / high_seconds
            report.add(
                Row(
                    "batch",
                    f"{ranking}, {k} cards",
                    rate,
                    n=n_batch,
                    ratio=f"high {high_rate / 1e6:.1f} M/s",
                    note="" if reference_k == k else "high needs 5 cards: compared with high at 5",
                )
            )
            report.add(
                Row(
                    "batch",
                    f"{ranking}, {k} cards / high, {reference_k} cards",
                    rate / high_rate,
                    unit="x",
                    target=Target(0.5),
                )
            )
            if class_name is None:
                report.add(Row("pokerkit", f"{ranking}, {k} cards", None, note="pokerkit has no such ranking"))
                continue
            if pokerkit is None:
                report.add(Row("pokerkit", ranking, None, note=f"skipped: {_peers.why_missing('pokerkit')}"))
                continue
            n, peer_rate, theirs = pokerkit_loop(pokerkit, class_name, hands, peer_seconds, repeat)
            agree, detail = same_order(ours[:n], theirs)
            report.add(
                Row(
                    "pokerkit",
                    f"{ranking}, {k} cards: {class_name}.from_game",
                    peer_rate,
                    n=n,
                    ratio=f"batch {rate / peer_rate:,.0f}x",
                    note=detail if agree else f"DISAGREES: {detail}",
                )
            )
            report.add(
                Row(
                    "pokerkit",
                    f"{ranking}, {k} cards: batch / pokerkit",
                    rate / peer_rate,
                    unit="x",
                    target=Target(100),
                )
            )

    say("exhaustive 7-card statistics ...")
    enumerate_stats("high", 5)
    enumerate_stats("ace-to-five", 5)  # warm-up: compile once
    seconds = {name: best_of(lambda name=name: enumerate_stats(name, 7), 2) for name in ("high", "ace-to-five")}
    report.add(Row("stats", "high, every 7-card hand", seconds["high"], unit="s"))
    report.add(Row("stats", "ace-to-five, every 7-card hand", seconds["ace-to-five"], unit="s"))
    report.add(
        Row("stats", "ace-to-five / high", seconds["ace-to-five"] / seconds["high"], unit="x", target=Target(2, False))
    )
    report.notes.append("Rates are best-of runs on shared machines: ratios are the figures to read.")
    print(report.text())
    if args.markdown:
        print(report.markdown())
    if args.json:
        report.write_json(args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
