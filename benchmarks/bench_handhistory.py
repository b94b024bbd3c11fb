"""Hand histories: read, replay and audit real hands, side by side with pokerkit's parsers.

    python benchmarks/bench_handhistory.py [--quick] [--markdown] [--json PATH]

Both libraries get the same no-limit Hold'em hands from ``../shared/hand-histories``: the
PokerStars text files whose every hand is PokerStars no-limit Hold'em (pokerkit's
``PokerStarsParser`` reads nothing else), and the Pluribus PHH files. pokerkit's parsers
replay each hand to its final state (that is how they find the stacks and payouts); the
pokerrank side reads every hand into a record, replays it to a deal and audits it (every
pot decided with ``pokerrank.showdown``, the rake taken, the payouts compared). The share
of the audit spent inside ``pokerrank.showdown`` is measured too.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

from _harness import Report, Row, Target, environment

SHARED = Path(__file__).resolve().parents[2] / "shared" / "hand-histories"


def nlhe_texts() -> list[tuple[str, str]]:
    """(path, text) of the PokerStars files whose hands are all PokerStars no-limit Hold'em."""
    from pokerrank.handhistory import read
    from pokerrank.handhistory.detect import decode
    from pokerrank.handhistory.reader import source_files

    out = []
    for path in source_files([SHARED / "pokerstars"]):
        text, _ = decode(path.read_bytes(), str(path))
        records = list(read(text))
        if records and all(
            r.ok and r.site == "PokerStars" and r.game == "holdem" and r.structure == "no-limit" for r in records
        ):
            out.append((str(path), text))
    return out


def phh_texts(limit: int) -> list[tuple[str, str]]:
    files = sorted((SHARED / "phh" / "pluribus").rglob("*.phh"))[:limit]
    return [(str(p), p.read_text(encoding="utf-8")) for p in files]


def ours_pokerstars(texts: list[tuple[str, str]]) -> Callable[[], int]:
    from pokerrank.handhistory import audit_hand
    from pokerrank.handhistory.pokerstars import read_text

    def run() -> int:
        n = 0
        for path, text in texts:
            for record in read_text(text, path):
                audit_hand(record)
                n += 1
        return n

    return run


def ours_read(texts: list[tuple[str, str]], phh: bool) -> Callable[[], int]:
    from pokerrank.handhistory.phh import read_phh
    from pokerrank.handhistory.pokerstars import read_text

    reader = read_phh if phh else read_text

    def run() -> int:
        return sum(1 for path, text in texts for _ in reader(text, path))

    return run


def ours_phh(texts: list[tuple[str, str]]) -> Callable[[], int]:
    from pokerrank.handhistory import audit_hand
    from pokerrank.handhistory.phh import read_phh

    def run() -> int:
        n = 0
        for path, text in texts:
            for record in read_phh(text, path):
                audit_hand(record)
                n += 1
        return n

    return run


def pokerkit_pokerstars(texts: list[tuple[str, str]]) -> tuple[Callable[[], int], int, int]:
    from pokerkit import PokerStarsParser

    parser = PokerStarsParser()

    def parse_all() -> int:
        n = 0
        with warnings.catch_warnings(), contextlib.redirect_stderr(io.StringIO()):  # it prints each failure
            warnings.simplefilter("ignore")
            for _, text in texts:
                n += sum(1 for _ in parser(text))
        return n

    parsed = parse_all()
    offered = sum(text.count("PokerStars ") - text.count("PokerStars Home") for _, text in texts)
    return parse_all, parsed, offered


def pokerkit_phh(texts: list[tuple[str, str]]) -> Callable[[], int]:
    from pokerkit import HandHistory

    def run() -> int:
        n = 0
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for _, text in texts:
                states = list(HandHistory.loads(text))
                _ = states[-1].stacks
                n += 1
        return n

    return run


def showdown_share(run: Callable[[], int]) -> float:
    """The part of ``run``'s time spent inside ``pokerrank.showdown``."""
    import pokerrank._showdown as showdowns  # what the audit calls

    inner = showdowns.showdown
    spent = [0.0]

    def timed(*args: Any, **kwargs: Any) -> Any:
        start = time.process_time()
        try:
            return inner(*args, **kwargs)
        finally:
            spent[0] += time.process_time() - start

    showdowns.showdown = timed  # type: ignore[assignment]
    try:
        start = time.process_time()
        run()
        total = time.process_time() - start
    finally:
        showdowns.showdown = inner
    return spent[0] / total


def best_of(fn: Callable[[], object], repeat: int = 3) -> float:
    """The shortest CPU time (this process, one core) of ``repeat`` calls of ``fn``, in
    seconds: on a machine shared with other jobs, wall-clock time counts the waits too."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        fn()
        best = min(best, time.process_time() - start)
    return best


def rate(run: Callable[[], int], repeat: int) -> tuple[float, int]:
    n = run()  # warm-up: compiled kernels, caches
    return n / best_of(run, repeat), n


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer PHH files and repeats, rough figures")
    parser.add_argument("--markdown", action="store_true", help="also print the table as Markdown")
    parser.add_argument("--json", metavar="PATH", help="write the report as JSON")
    args = parser.parse_args()
    say = lambda text: print(text, file=sys.stderr, flush=True)  # noqa: E731

    import pokerrank

    report = Report(f"pokerrank {pokerrank.__version__}: hand histories (read, replay, audit)")
    if not SHARED.is_dir():
        report.notes.append(f"skipped: {SHARED} (the shared hand histories) is not beside this checkout")
        print(report.text())
        return 0
    repeat = 2 if args.quick else 5
    try:
        import pokerkit  # noqa: F401

        have_pokerkit = True
    except ImportError:
        have_pokerkit = False

    # -- PokerStars no-limit Hold'em ----------------------------------------------------------
    say("PokerStars no-limit Hold'em files ...")
    stars = nlhe_texts()
    ours, n = rate(ours_pokerstars(stars), repeat)
    report.add(Row("pokerstars", "pokerrank read + replay + audit", ours, n=n, target=Target(1e4)))
    read_only, _ = rate(ours_read(stars, phh=False), repeat)
    report.add(Row("pokerstars", "pokerrank read only", read_only, n=n))
    share = showdown_share(ours_pokerstars(stars))
    report.add(Row("pokerstars", "share of that time in pokerrank.showdown", round(share * 100, 1), unit="%", n=n))
    if have_pokerkit:
        say("PokerStars no-limit Hold'em files, pokerkit ...")
        run, parsed, offered = pokerkit_pokerstars(stars)
        theirs = parsed / best_of(run, max(1, repeat // 2))
        report.add(
            Row(
                "pokerstars",
                "pokerkit PokerStarsParser (parse + replay)",
                theirs,
                n=parsed,
                note=f"{parsed} of {offered} hands parsed",
            )
        )
        report.add(Row("pokerstars", "pokerrank / pokerkit", ours / theirs, unit="x", target=Target(10)))

    # -- PHH: Pluribus ----------------------------------------------------------------------------
    say("PHH (Pluribus) files ...")
    phh = phh_texts(1000 if args.quick else 6000)
    ours_p, n_p = rate(ours_phh(phh), repeat)
    report.add(Row("phh", "pokerrank read + replay + audit", ours_p, n=n_p, target=Target(1e4)))
    read_p, _ = rate(ours_read(phh, phh=True), repeat)
    report.add(Row("phh", "pokerrank read only", read_p, n=n_p))
    share_p = showdown_share(ours_phh(phh))
    report.add(Row("phh", "share of that time in pokerrank.showdown", round(share_p * 100, 1), unit="%", n=n_p))
    if have_pokerkit:
        say("PHH (Pluribus) files, pokerkit ...")
        sample = phh[: max(200, len(phh) // 10)]
        run_p = pokerkit_phh(sample)
        theirs_p = len(sample) / best_of(run_p, max(1, repeat // 2))
        report.add(Row("phh", "pokerkit HandHistory.loads + replay", theirs_p, n=len(sample)))
        report.add(Row("phh", "pokerrank / pokerkit", ours_p / theirs_p, unit="x", target=Target(10)))
    else:
        report.notes.append("pokerkit is not installed (pip install -e '.[bench]'): its rows are skipped")

    report.notes.append(
        "rates from CPU time (time.process_time), best of several runs; one core, pure Python; the pokerrank audit decides every showdown with pokerrank.showdown (hand names "
        "and reasons included), takes the rake off main pot first, and compares each player's payout"
    )
    report.packages = ("pokerrank", "numpy", "numba", "pokerkit")
    versions = ", ".join(f"{name} {version}" for name, version in environment(report.packages)["packages"].items())
    report.notes.append(f"Python {sys.version.split()[0]}; {versions}; {time.strftime('%Y-%m-%d')}")
    if args.quick:
        report.notes.append("--quick: fewer files and repeats, figures are rough")
    print(report.text())
    if args.markdown:
        print()
        print(report.markdown())
    if args.json:
        report.write_json(args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
