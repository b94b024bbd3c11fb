"""Showdown speed: a six-player Omaha Hi/Lo showdown with two side pots and a heads-up Hold'em
showdown, against pokerkit's hand classes doing the same showdowns, and the batch path's
heads-up Hold'em showdowns/s (with and without bets and folds).

    python benchmarks/bench_showdown.py [--quick] [--markdown] [--json PATH] [--no-batch]

``--no-batch`` times the per-call showdowns only: with ``PYTHONPATH`` set to an older
checkout's ``src`` it gives the "before" figures (older ``showdown_batch`` takes no bets).

The pokerkit side ranks each live player's hands with pokerkit (``OmahaHoldemHand`` and
``OmahaEightOrBetterLowHand``; ``StandardHighHand`` for Hold'em) and splits the same pots
(halves, the odd chip to the high, ties split) in plain Python; every deal's awards are
checked to agree with pokerrank's before anything is timed.

Per call, two figures: the *steady state* repeats the same deals (hand names and reasons,
memoized by strength, are then all known), the *first pass* times each deal once, in deals
pokerrank has not seen (what a server meets).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from _harness import SEED, Report, Row, Target, best_of, environment, random_hands

RANKS = "23456789TJQKA"
SUITS = "cdhs"
NAMES = tuple(r + s for r in RANKS for s in SUITS)

# Six players: p1 all in for 40, p2 all in for 120, p6 folded after putting in 80,
# p3-p5 put in 300: a main pot (240) and two side pots (360 and 540).
BETS = {"p1": 40, "p2": 120, "p3": 300, "p4": 300, "p5": 300, "p6": 80}
FOLDED = {"p6"}


def deals(n: int, seed: int = SEED) -> list[tuple[list[list[str]], list[str]]]:
    """``n`` random six-player Omaha deals: (hole cards per player, board), as text."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        cards = [NAMES[c] for c in rng.sample(range(52), 6 * 4 + 5)]
        out.append(([cards[4 * i : 4 * i + 4] for i in range(6)], cards[24:]))
    return out


def pokerrank_showdown(holes: Sequence[Sequence[str]], board: Sequence[str]) -> dict[str, int]:
    import pokerrank

    players = [
        pokerrank.Player(f"p{i + 1}", " ".join(h), bet=BETS[f"p{i + 1}"], folded=f"p{i + 1}" in FOLDED)
        for i, h in enumerate(holes)
    ]
    result = pokerrank.showdown("omaha-hi-lo", " ".join(board), players, button="p6")
    return result.totals


def pokerkit_showdown(holes: Sequence[Sequence[str]], board: Sequence[str]) -> dict[str, int]:
    """The same showdown with pokerkit's hand classes and the pot arithmetic in plain Python."""
    from pokerkit import Card, OmahaEightOrBetterLowHand, OmahaHoldemHand

    board_cards = list(Card.parse("".join(board)))
    names = [f"p{i + 1}" for i in range(len(holes))]
    high: dict[str, Any] = {}
    low: dict[str, Any] = {}
    for name, hole in zip(names, holes, strict=True):
        if name in FOLDED:
            continue
        hole_cards = list(Card.parse("".join(hole)))
        high[name] = OmahaHoldemHand.from_game(hole_cards, board_cards)
        with contextlib.suppress(ValueError):  # no qualifying low
            low[name] = OmahaEightOrBetterLowHand.from_game(hole_cards, board_cards)
    totals = dict.fromkeys(names, 0)
    bets = dict(BETS)
    ordered = sorted(bets.values(), reverse=True)
    top = next(n for n in names if bets[n] == ordered[0])
    totals[top] += ordered[0] - ordered[1]
    bets[top] = ordered[1]
    live = [n for n in names if n not in FOLDED]
    levels = sorted({bets[n] for n in live})
    previous = 0
    seat_order = names[names.index("p6") + 1 :] + names[: names.index("p6") + 1]  # clockwise from the button
    for i, level in enumerate(levels):
        cap = None if i == len(levels) - 1 else level
        amount = sum(max(0, (b if cap is None else min(b, cap)) - previous) for b in bets.values())
        eligible = [n for n in live if bets[n] >= level]
        previous = level
        best_high = max(high[n] for n in eligible)
        high_winners = [n for n in seat_order if n in eligible and high[n] == best_high]
        lows = [n for n in eligible if n in low]
        if lows:
            best_low = max(low[n] for n in lows)
            low_winners = [n for n in seat_order if n in lows and low[n] == best_low]
            halves = [(amount + 1) // 2, amount // 2]
            sides = [(halves[0], high_winners), (halves[1], low_winners)]
        else:
            sides = [(amount, high_winners)]
        had_odd: set[str] = set()
        for share, winners in sides:
            base, odd = divmod(share, len(winners))
            takers = [w for w in winners if w not in had_odd] + [w for w in winners if w in had_odd]
            for w in winners:
                totals[w] += base
            for w in takers[:odd]:
                totals[w] += 1
                had_odd.add(w)
    return totals


def holdem_deals(n: int, seed: int = SEED) -> list[tuple[list[list[str]], list[str]]]:
    """``n`` random heads-up Hold'em deals: (hole cards per player, board), as text."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        cards = [NAMES[c] for c in rng.sample(range(52), 9)]
        out.append(([cards[:2], cards[2:4]], cards[4:]))
    return out


def pokerrank_heads_up(holes: Sequence[Sequence[str]], board: Sequence[str]) -> dict[str, int]:
    import pokerrank

    players = [pokerrank.Player(name, " ".join(h), bet=100) for name, h in zip(("ann", "bob"), holes, strict=True)]
    return pokerrank.showdown("holdem", " ".join(board), players, button="bob").totals


def pokerkit_heads_up(holes: Sequence[Sequence[str]], board: Sequence[str]) -> dict[str, int]:
    """The same heads-up pot with pokerkit's StandardHighHand: the better hand takes 200, a tie splits."""
    from pokerkit import Card, StandardHighHand

    board_cards = list(Card.parse("".join(board)))
    a, b = (StandardHighHand.from_game(list(Card.parse("".join(h))), board_cards) for h in holes)
    if a == b:
        return {"ann": 100, "bob": 100}
    return {"ann": 200, "bob": 0} if a > b else {"ann": 0, "bob": 200}


_FLOOR: dict[str, Any] = {}


def floor_heads_up(holes: Sequence[Sequence[str]], board: Sequence[str]) -> dict[str, int]:
    """The least Python a heads-up showdown can do, as a yardstick for the 200x target: the
    cards read by one dictionary look-up each, two seven-card values from pokerrank's scalar
    table, the pot paid. No checks (a card twice, a wrong count), no players, no result."""
    if not _FLOOR:
        import pokerrank

        _FLOOR["code"] = {name: code for code, name in enumerate(NAMES)}
        _FLOOR["value"] = pokerrank.get_ranking("high").scalar.keyed
    code, value = _FLOOR["code"], _FLOOR["value"]
    b = [code[c] for c in board]
    ann = value([code[holes[0][0]], code[holes[0][1]], *b])
    bob = value([code[holes[1][0]], code[holes[1][1]], *b])
    if ann == bob:
        return {"ann": 100, "bob": 100}
    return {"ann": 200, "bob": 0} if ann > bob else {"ann": 0, "bob": 200}


def per_call(fn: Callable[[Any, Any], object], sample: Sequence[Any], repeat: int) -> float:
    """CPU seconds per call over ``sample``, the best of ``repeat`` passes (single-threaded work:
    on a shared machine CPU time moves less than wall time)."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        for holes, board in sample:
            fn(holes, board)
        best = min(best, time.process_time() - start)
    return best / len(sample)


def first_pass(fn: Callable[[Any, Any], object], samples: Sequence[Sequence[Any]]) -> float:
    """CPU seconds per call over deals never seen before: each sample timed once, the best sample."""
    best = float("inf")
    for sample in samples:
        start = time.process_time()
        for holes, board in sample:
            fn(holes, board)
        best = min(best, (time.process_time() - start) / len(sample))
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small samples, rough figures")
    parser.add_argument("--markdown", action="store_true", help="also print the table as Markdown")
    parser.add_argument("--json", metavar="PATH", help="write the report as JSON")
    parser.add_argument("--no-batch", action="store_true", help="the per-call showdowns only")
    args = parser.parse_args()
    say = lambda text: print(text, file=sys.stderr, flush=True)  # noqa: E731

    import pokerrank

    report = Report(f"pokerrank {pokerrank.__version__}: showdowns (seed {SEED})")
    n_deals = 50 if args.quick else 300
    repeat = 2 if args.quick else 3
    sample = deals(n_deals)

    # -- per call: six-player Omaha Hi/Lo with two side pots, heads-up Hold'em ----------------
    try:
        import pokerkit  # noqa: F401
    except ImportError:
        pokerkit_missing = True
    else:
        pokerkit_missing = False
    cases = (
        ("omaha-hi-lo", "6 players, 2 side pots", deals, pokerrank_showdown, pokerkit_showdown, 100, 60),
        ("holdem", "heads-up", holdem_deals, pokerrank_heads_up, pokerkit_heads_up, 200, None),
    )
    for section, what, make, ours_fn, theirs_fn, steady_target, first_target in cases:
        sample = make(n_deals)
        fresh = [make(n_deals, seed=SEED + 1 + i) for i in range(repeat)]  # deals not seen before
        say(f"{section} {what}, pokerrank ...")
        ours_fn(*sample[0])  # the first call builds the tables
        ours = per_call(ours_fn, sample, repeat)
        ours_first = first_pass(ours_fn, fresh)
        report.add(Row(section, f"pokerrank.showdown ({what}), steady state", 1 / ours, n=n_deals, note="full result"))
        report.add(
            Row(section, f"pokerrank.showdown ({what}), first pass", 1 / ours_first, n=n_deals, note="new deals")
        )
        if pokerkit_missing:
            report.add(Row(section, "pokerkit hand classes", None, note="skipped: pokerkit not installed"))
            continue
        say(f"{section} {what}, pokerkit ...")
        mismatches = [i for i, (h, b) in enumerate(sample) if ours_fn(h, b) != theirs_fn(h, b)]
        theirs = per_call(theirs_fn, sample[: max(20, n_deals // 5)], repeat)
        note = "awards agree on every deal" if not mismatches else f"DISAGREE on deals {mismatches[:5]}"
        report.add(Row(section, "pokerkit hand classes, same pots", 1 / theirs, n=n_deals // 5, note=note))
        report.add(
            Row(section, "pokerrank / pokerkit, steady state", theirs / ours, unit="x", target=Target(steady_target))
        )
        report.add(
            Row(
                section,
                "pokerrank / pokerkit, first pass",
                theirs / ours_first,
                unit="x",
                target=None if first_target is None else Target(first_target),
            )
        )
        if section == "holdem":  # how far the target is from the least Python can do
            floor = per_call(floor_heads_up, sample, repeat)
            agree = all(floor_heads_up(h, b) == ours_fn(h, b) for h, b in sample)
            note = "no checks, no players, no result; " + ("same awards" if agree else "DISAGREES")
            report.add(Row(section, "floor: card look-ups, two values, the pot", 1 / floor, n=n_deals, note=note))
            report.add(Row(section, "pokerkit / floor", theirs / floor, unit="x", note="the most any Python call gets"))

    # -- batch heads-up Hold'em ------------------------------------------------------
    if not args.no_batch:
        batch(report, quick=args.quick, repeat=repeat, say=say)
    _finish(report, args)
    return 0


def batch(report: Report, *, quick: bool, repeat: int, say: Callable[[str], None]) -> None:
    """showdown_batch's rates: heads-up Hold'em plain, with bets and folds, and Omaha Hi/Lo."""
    import numpy as np

    import pokerrank

    n_batch = 500_000 if quick else 4_000_000
    say(f"batch: {n_batch:,} heads-up Hold'em deals ...")
    cards = random_hands(n_batch, 9)
    holes = np.ascontiguousarray(cards[:, :4].reshape(n_batch, 2, 2))
    boards = np.ascontiguousarray(cards[:, 4:])
    pokerrank.showdown_batch("holdem", holes[:100], boards[:100])
    plain = 0.0
    for check in (True, False):
        seconds = best_of(lambda check=check: pokerrank.showdown_batch("holdem", holes, boards, check=check), repeat)
        plain = max(plain, n_batch / seconds) if check else plain
        report.add(
            Row(
                "batch",
                f"showdown_batch('holdem', check={check}), heads-up",
                n_batch / seconds,
                n=n_batch,
                target=Target(5e6),
            )
        )
    rng = np.random.default_rng(SEED)
    bets = rng.choice([20, 50, 100], size=(n_batch, 2))  # an all-in for less half the time: a side pot
    folded = rng.random((n_batch, 2)) < 0.1
    folded[folded.all(axis=1), 0] = False
    seconds = best_of(lambda: pokerrank.showdown_batch("holdem", holes, boards, bets=bets, folded=folded), repeat)
    report.add(
        Row(
            "batch",
            "showdown_batch('holdem', bets=..., folded=...), heads-up",
            n_batch / seconds,
            n=n_batch,
            target=Target(plain / 2),
            note="side pots and folds; target: half the check=True rate above",
        )
    )
    n_omaha = n_batch // 8
    cards = random_hands(n_omaha, 13)
    holes = np.ascontiguousarray(cards[:, :8].reshape(n_omaha, 2, 4))
    boards = np.ascontiguousarray(cards[:, 8:])
    pokerrank.showdown_batch("omaha-hi-lo", holes[:100], boards[:100])
    seconds = best_of(lambda: pokerrank.showdown_batch("omaha-hi-lo", holes, boards), repeat)
    report.add(Row("batch", "showdown_batch('omaha-hi-lo'), heads-up", n_omaha / seconds, n=n_omaha))


def _finish(report: Report, args: argparse.Namespace) -> None:
    report.notes.append(
        "rates are showdowns per second; a pokerrank.showdown is one call with validation, pots, halves, "
        "odd chips, hand names and reasons; pokerkit ranks the same hands with its hand classes "
        "(OmahaHoldemHand, OmahaEightOrBetterLowHand, StandardHighHand) and the pots are split in plain Python; "
        "steady state: the same deals again (names and reasons memoized by strength); first pass: new deals; "
        "per-call figures are CPU time, batch figures wall time"
    )
    report.packages = ("pokerrank", "numpy", "numba", "pokerkit")
    versions = ", ".join(f"{name} {version}" for name, version in environment(report.packages)["packages"].items())
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    report.notes.append(
        f"Python {sys.version.split()[0]}; {versions}; load average {load:.1f}; {time.strftime('%Y-%m-%d')}"
    )
    if args.quick:
        report.notes.append("--quick: small samples, figures are rough")
    print(report.text())
    if args.markdown:
        print()
        print(report.markdown())
    if args.json:
        report.write_json(args.json)


if __name__ == "__main__":
    raise SystemExit(main())
