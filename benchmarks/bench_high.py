"""pokerrank against its peers on traditional high hands: issue 2's "Speed" section.

    python benchmarks/bench_high.py [--quick] [--json out.json] [--markdown]

One run draws random 7-card hands (fixed seed), gives the same hands to every library
(converted to each one's card type outside the timed region), checks that every library
orders them exactly as pokerrank does, and prints hands per second, ratios and the
issue's targets with PASS/MISS. A missed target is reported, never an error.
"""

from __future__ import annotations

import argparse
import sys
from math import comb
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _peers
import numpy as np
from _harness import (
    SEED,
    Report,
    Row,
    Target,
    best_of,
    calibrate,
    environment,
    hand_texts,
    random_hands,
    same_order,
    subprocess_seconds,
)

ALL_7 = comb(52, 7)
SEVEN_CARD_COUNTS = {  # issue 2, "What it must show"
    "STRAIGHT_FLUSH": 41_584,
    "FOUR_OF_A_KIND": 224_848,
    "FULL_HOUSE": 3_473_184,
    "FLUSH": 4_047_644,
    "STRAIGHT": 6_180_020,
    "THREE_OF_A_KIND": 6_461_620,
    "TWO_PAIR": 31_433_400,
    "ONE_PAIR": 58_627_800,
    "HIGH_CARD": 23_294_460,
}

IMPORT_CODE = """
import time
start = time.perf_counter()
import pokerrank
print(time.perf_counter() - start)
"""

FIRST_CALL_CODE = f"""
import time
import numpy as np
import pokerrank
hands = np.random.default_rng({SEED}).permuted(np.tile(np.arange(52, dtype=np.uint8), (1000, 1)), axis=1)[:, :7]
start = time.perf_counter()
pokerrank.evaluate_array(hands)
print(time.perf_counter() - start)
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="small samples (a smoke test, figures are rough)")
    parser.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    parser.add_argument("--markdown", action="store_true", help="also print the table as Markdown")
    args = parser.parse_args(argv)

    n_batch = 2_000_000 if args.quick else 30_000_000
    peer_seconds = 0.1 if args.quick else 1.0
    repeat = 2 if args.quick else 3

    import pokerrank
    from pokerrank.stats import enumerate_stats

    report = Report(f"pokerrank {pokerrank.__version__}: traditional high hands, 7 cards (seed {SEED})")
    say = lambda text: print(text, file=sys.stderr, flush=True)  # noqa: E731

    say(f"drawing {n_batch:,} random 7-card hands ...")
    hands = random_hands(n_batch, 7)

    # -- batch ------------------------------------------------------------------------
    say("pokerrank batch ...")
    pokerrank.evaluate_array(hands[:1000])  # warm-up: load the compiled kernels
    ours = pokerrank.evaluate_array(hands)
    batch_rate = {}
    for check in (True, False):
        seconds = best_of(lambda check=check: pokerrank.evaluate_array(hands, check=check), repeat)
        batch_rate[check] = n_batch / seconds
    batch_target = Target(200e6)
    batch_rows = [
        report.add(
            Row(
                "batch",
                f"pokerrank.evaluate_array(check={check})",
                batch_rate[check],
                n=n_batch,
                note="best of 3" if not args.quick else "best of 2",
                target=batch_target,
            )
        )
        for check in (True, False)
    ]

    # -- peers, one call per hand -----------------------------------------------------
    peer_rates: dict[str, float] = {}
    disagreements: list[str] = []
    for label, adapter in _peers.HIGH.items():
        module = _peers.load(adapter.peer)
        if module is None:
            report.add(Row("peers", label, None, note=f"skipped: {_peers.why_missing(adapter.peer)}"))
            continue
        say(f"{label} ...")

        n, rate, strengths = adapter.measure(module, hands, peer_seconds, repeat)
        agree, detail = same_order(ours[:n], strengths)
        if not agree:
            disagreements.append(f"{label}: {detail}")
        if adapter.public:
            peer_rates[label] = rate
        report.add(
            Row(
                "peers",
                label,
                rate,
                n=n,
                ratio=f"batch {batch_rate[True] / rate:,.0f}x",
                note=adapter.note if agree else f"DISAGREES: {detail}; {adapter.note}",
            )
        )

    if peer_rates:
        fastest = max(peer_rates, key=peer_rates.__getitem__)
        report.rows.insert(  # printed with the batch rows
            len(batch_rows),
            Row(
                "batch",
                f"evaluate_array(check=True) / fastest peer loop ({fastest})",
                batch_rate[True] / peer_rates[fastest],
                unit="x",
                target=Target(20),
            ),
        )

    # -- scalar API -------------------------------------------------------------------
    say("pokerrank scalar ...")
    strength = pokerrank.strength
    n = calibrate(lambda k: [strength(h) for h in hands[:k].tolist()], peer_seconds, maximum=n_batch)
    codes = hands[:n].tolist()
    scalar: list[list[int]] = []
    seconds = best_of(lambda: scalar.append([strength(h) for h in codes]), repeat)
    scalar_rate = n / seconds
    exact = np.array_equal(np.asarray(scalar[-1]), ours[:n])
    report.add(
        Row(
            "scalar",
            "pokerrank.strength(list of 7 int codes)",
            scalar_rate,
            n=n,
            ratio=f"fastest peer loop {scalar_rate / max(peer_rates.values()):.2f}x" if peer_rates else "",
            target=Target(1e6),
            note="equals evaluate_array on every hand" if exact else "DIFFERS from evaluate_array",
        )
    )

    evaluate = pokerrank.evaluate
    n = calibrate(lambda k: [evaluate(s) for s in hand_texts(hands[:k])], peer_seconds, maximum=n_batch)
    texts = hand_texts(hands[:n])
    parsed: list[list[object]] = []
    seconds = best_of(lambda: parsed.append([evaluate(s) for s in texts]), repeat)
    evaluate_rate = n / seconds
    exact = np.array_equal(np.array([hand.strength for hand in parsed[-1]]), ours[:n])  # type: ignore[attr-defined]
    evaluate_row = report.add(
        Row(
            "scalar",
            'pokerrank.evaluate("As Ks Qs Js Ts 2c 3d")',
            evaluate_rate,
            n=n,
            target=Target(200e3),
            note="strengths equal evaluate_array" if exact else "DIFFERS from evaluate_array",
        )
    )
    pokerkit = _peers.load("pokerkit")
    if pokerkit is not None:
        from_game = pokerkit.StandardHighHand.from_game
        n = calibrate(lambda k: [from_game(s) for s in texts[:k]], peer_seconds, probe=500, maximum=len(texts))
        theirs: list[list[object]] = []
        seconds = best_of(lambda: theirs.append([from_game(s) for s in texts[:n]]), repeat)
        pokerkit_rate = n / seconds
        evaluate_row.ratio = f"pokerkit {evaluate_rate / pokerkit_rate:,.0f}x"
        report.add(
            Row(
                "scalar",
                'pokerkit StandardHighHand.from_game("As Ks ...")',
                pokerkit_rate,
                n=n,
                note="same text as pokerrank.evaluate",
            )
        )

    # -- every 7-card hand --------------------------------------------------------------
    say("enumerating all 133,784,560 7-card hands (twice: compile/load, then timed) ...")
    enumerate_stats("high", 7)
    found = []
    stats_seconds = best_of(lambda: found.append(enumerate_stats("high", 7)), repeat=1)
    stats = found[-1]
    counts_ok = stats.counts == SEVEN_CARD_COUNTS and stats.total == ALL_7 and stats.distinct == 4824
    row = report.add(
        Row(
            "all hands",
            'enumerate_stats("high", 7): all 133,784,560 hands',
            stats_seconds,
            unit="s",
            n=ALL_7,
            target=Target(0.5, at_least=False),
            note="counts match issue 2" if counts_ok else f"COUNTS DIFFER: {stats.counts}",
        )
    )
    if "pkrbot" in peer_rates:
        pkrbot_seconds = ALL_7 / peer_rates["pkrbot"]
        row.ratio = f"pkrbot {pkrbot_seconds / stats_seconds:,.0f}x"
        report.add(
            Row(
                "all hands",
                "pkrbot loop over all hands (EXTRAPOLATED)",
                pkrbot_seconds,
                unit="s",
                n=ALL_7,
                note=f"{ALL_7:,} / pkrbot's random-hand rate above; not run",
            )
        )

    # -- start-up -------------------------------------------------------------------------
    say("import time and first call in fresh processes ...")
    import_seconds = min(subprocess_seconds(IMPORT_CODE, repeat=5))
    report.add(
        Row(
            "start-up",
            "import pokerrank (fresh process)",
            import_seconds * 1000,
            unit="ms",
            target=Target(100, at_least=False),
            note="best of 5",
        )
    )
    first = subprocess_seconds(FIRST_CALL_CODE, repeat=2)
    report.add(
        Row(
            "start-up",
            "first evaluate_array call, new process, warm numba cache",
            first[-1],
            unit="s",
            n=1000,
            target=Target(1.0, at_least=False),
            note=f"second of two runs (first run: {first[0]:.3f} s)",
        )
    )

    report.notes.append(
        "rates are hands per second; peers run their public API once per hand in a list comprehension, "
        "their cards converted beforehand; 'batch Nx' = pokerrank.evaluate_array(check=True) rate / that rate"
    )
    if disagreements:
        report.notes.append("DISAGREEMENTS: " + "; ".join(disagreements))
    else:
        report.notes.append("every library orders every pair of sampled hands exactly as pokerrank does")
    report.packages = ("pokerrank", "numpy", "numba", *(_peers.distribution(p) for p in _peers.PEERS))
    versions = ", ".join(f"{name} {version}" for name, version in environment(report.packages)["packages"].items())
    report.notes.append(f"Python {sys.version.split()[0]}; {versions}")
    if args.quick:
        report.notes.append("--quick: small samples, figures are rough")

    print(report.text())
    if args.markdown:
        print()
        print(report.markdown())
    if args.json:
        report.write_json(args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
