"""pokerrank's equity against its peers: issue 7's "Speed" section, side by side in one run.

    python benchmarks/bench_equity.py [--quick] [--json out.json] [--markdown]

Rows: A♠K♠ against Q♦Q♣ over every board (pokerrank and poker-equity exact, pokerkit's
Monte Carlo with 10,000 samples); heads-up Hold'em Monte Carlo showdowns per second
(pokerrank, eval7, poker-equity); Omaha Hi/Lo heads-up exact from the flop; 4-way
Hold'em exact preflop. Exact answers are checked to agree with poker-equity's. Times are
the best of a few runs, after the numba kernels are compiled. A missed target is
reported, never an error.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _peers
from _harness import Report, Row, Target, best_of, environment

import pokerrank

HU = ["As Ks", "Qd Qc"]
O8 = (["Ah 2h 3c Kd", "Ks Qd Jc 9h"], "4d 5s 8c")
FOUR = ["As Ks", "Qd Qc", "Jh Th", "7s 6s"]


def _pe_exact(pe, variant, hands, board=""):
    result = pe.exact_from_text(variant, [h.replace(" ", "") for h in hands], board.replace(" ", ""), "")
    return [p["equity"] for p in result["players"]]


def _agree(ours, theirs):
    worst = max(abs(a - b) for a, b in zip(ours, theirs, strict=True))
    return f"agree to {worst:.1e}" if worst < 1e-9 else f"DISAGREE by {worst:.2e}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="small samples (a smoke test, figures are rough)")
    parser.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    parser.add_argument("--markdown", action="store_true", help="also print the table as Markdown")
    args = parser.parse_args(argv)
    repeat = 2 if args.quick else 5
    report = Report(f"pokerrank {pokerrank.__version__}: equity")
    pe = _peers.load("poker-equity")
    pk = _peers.load("pokerkit")
    e7 = _peers.load("eval7")

    # compile every kernel before timing
    pokerrank.equity("holdem", HU, board="2c 3d 4h")
    pokerrank.equity("holdem", HU, samples=1000, seed=1)
    pokerrank.equity("omaha-hi-lo", O8[0], board=O8[1])

    # -- A♠K♠ against Q♦Q♣, every board ---------------------------------------------------
    section = "AsKs vs QdQc, all 1,712,304 boards"
    ours = pokerrank.equity("holdem", HU)
    t_ours = best_of(lambda: pokerrank.equity("holdem", HU), repeat)
    counts = (ours.players[0].wins, ours.players[0].ties, ours.players[0].losses)
    report.add(
        Row(section, "pokerrank exact", t_ours, "s", note=f"W/T/L {counts}", target=Target(0.02, at_least=False))
    )
    if pe is not None:
        t_pe = best_of(lambda: _pe_exact(pe, "holdem", HU), repeat)
        note = _agree([p.equity for p in ours.players], _pe_exact(pe, "holdem", HU))
        report.add(Row(section, "poker-equity exact", t_pe, "s", ratio=f"pokerrank {t_pe / t_ours:.1f}x", note=note))
    else:
        report.add(Row(section, "poker-equity exact", None, "s", note=f"skipped: {_peers.why_missing('poker-equity')}"))
    if pk is not None:
        from pokerkit import Card, Deck, StandardHighHand, calculate_equities, parse_range

        n = 1_000 if args.quick else 10_000
        ranges = [parse_range("AsKs"), parse_range("QdQc")]
        start = time.perf_counter()
        got = calculate_equities(ranges, (), 2, 5, Deck.STANDARD, (StandardHighHand,), sample_count=n)
        t_pk = time.perf_counter() - start
        note = f"Monte Carlo, {n:,} samples; equity {got[0]:.3f}"
        report.add(Row(section, "pokerkit", t_pk, "s", n=n, ratio=f"pokerrank exact {t_pk / t_ours:.0f}x", note=note))
        _ = Card
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

    # -- Omaha Hi/Lo from the flop, 4-way Hold'em preflop -------------------------------------
    for section, game, variant, hands, board in [
        ("Omaha Hi/Lo heads-up exact from the flop (820 deals)", "omaha-hi-lo", "omaha_hi_lo", *O8),
        ("4-way Hold'em exact preflop (1,086,008 boards)", "holdem", "holdem", FOUR, ""),
    ]:
        ours = pokerrank.equity(game, hands, board=board)
        t_ours = best_of(lambda game=game, hands=hands, board=board: pokerrank.equity(game, hands, board=board), repeat)
        report.add(Row(section, "pokerrank exact", 1000 * t_ours, "ms", note=f"{ours.deals:,} deals"))
        if pe is not None:
            t_pe = best_of(lambda v=variant, h=hands, b=board: _pe_exact(pe, v, h, b), repeat)
            note = _agree([p.equity for p in ours.players], _pe_exact(pe, variant, hands, board))
            report.add(
                Row(
                    section, "poker-equity exact", 1000 * t_pe, "ms", ratio=f"pokerrank {t_pe / t_ours:.1f}x", note=note
                )
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
