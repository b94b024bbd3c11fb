"""Start-up (issue 12): every README command in a fresh process, first run with an empty numba
cache and second run, the compile notice's delay, and the compile time of each kernel family.

    python benchmarks/bench_startup.py [--quick] [--markdown] [--json PATH] [--src DIR]

Each command runs twice in new processes that share a new, empty ``NUMBA_CACHE_DIR``: the
first run compiles what it needs (the table counts the compiled specialisations, the ``.nbc``
files numba writes), the second loads it. The first run's standard error goes to a
pseudo-terminal, as a user's would, and the table gives when its first byte came and whether
it was the compile notice. ``--src DIR`` runs another checkout's ``src`` (an old commit, for
a before/after table) with this same script. ``--quick``: the short commands only.

The per-family rows compile each kernel family alone in a new process (numba already
imported and started, so only the family's own compile is timed), wall and CPU seconds.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _harness import Report, Row, Target, environment

ROOT = Path(__file__).resolve().parent.parent
HAND = ROOT / "tests" / "data" / "pokerstars-match.txt"

# (label, arguments of `pokerrank`, target for the first run (s), target for the second, quick)
COMMANDS: list[tuple[str, list[str], float, float | None, bool]] = [
    ("rank", ["rank", "As", "Ks", "Qs", "Js", "Ts"], 3, 0.3, True),
    ("compare", ["compare", "As Ad Kc Qd 2h", "Ks Kd Kh 3c 4c"], 3, 0.3, True),
    ("games", ["games"], 3, 0.3, True),
    (
        "showdown (README)",
        ["showdown", "--game", "holdem", "--board", "Ah Kh 7d 4c 2s", "--player", "alice=Ad Ac", "--player",
         "bob=Kd Kc", "--player", "carol=7h 7c", "--bet", "alice=50", "--bet", "bob=200", "--bet", "carol=150",
         "--button", "carol"],
        3, 0.3, True,
    ),
    ("equity AsKs QdQc", ["equity", "AsKs", "QdQc"], 10, 0.6, True),
    ("stats --cards 7", ["stats", "--cards", "7"], 10, None, True),
    ("stats", ["stats"], 3, None, True),
    ("rank --wild joker", ["rank", "--wild", "joker", "Jk", "7h", "7d", "7s", "7c"], 3, None, True),
    ("stats --wild bug", ["stats", "--wild", "bug"], 3, None, False),
    ("icm", ["icm", "--stack", "ann=5000", "--stack", "bob=3000", "--stack", "cid=1500", "--stack", "dee=500",
             "--payout", "500 300 200"], 3, None, True),
    ("outs", ["outs", "Ah Kh", "9s 9d", "--board", "2h 7h 9c"], 3, None, True),
    ("outs --game o8 --cards 2", ["outs", "--game", "o8", "ann=As 2s Kd Qc", "bob=Kh Kc 9d 9c", "--board",
                                  "Ks 8h 3d", "--cards", "2", "--json"], 3, None, False),
    ("audit", ["audit", str(HAND)], 3, None, False),
    ("convert --to deal", ["convert", str(HAND), "--to", "deal"], 3, None, False),
    ("table vs-random", ["table", "vs-random"], 10, None, False),
    ("warmup", ["warmup"], 30, None, False),
]  # fmt: skip

NOTICE = "pokerrank: compiling"


def _env(src: Path, cache: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("NUMBA_", "POKERRANK_"))}
    env["PYTHONPATH"] = str(src)
    env["NUMBA_CACHE_DIR"] = cache
    return env


def _specialisations(cache: str) -> int:
    return sum(1 for _ in Path(cache).rglob("*.nbc"))


def run_command(src: Path, args: list[str], cache: str, *, terminal: bool) -> tuple[float, int, float | None, bool]:
    """(seconds, exit status, seconds to the first byte of standard error, whether that was the
    notice) for ``python -m pokerrank *args``; standard error on a pseudo-terminal if asked."""
    command = [sys.executable, "-m", "pokerrank", *args]
    if not terminal:
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True, env=_env(src, cache), check=False)
        return time.perf_counter() - start, done.returncode, None, False
    import pty

    master, slave = pty.openpty()
    start = time.perf_counter()
    proc = subprocess.Popen(
        command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=slave, env=_env(src, cache)
    )
    os.close(slave)
    first: float | None = None
    seen = b""
    while True:
        try:
            data = os.read(master, 65536)
        except OSError:
            break
        if not data:
            break
        if first is None:
            first = time.perf_counter() - start
        seen += data[:200] if len(seen) < 200 else b""
    proc.wait()
    os.close(master)
    return time.perf_counter() - start, proc.returncode, first, seen.decode(errors="replace").startswith(NOTICE)


_FAMILY = """
import sys, time
from pokerrank import _compile
from pokerrank.kernels.families import FAMILIES
family = FAMILIES[sys.argv[1]]
for entry in family.kernels:
    __import__(entry.partition(":")[0])
_compile._numba_ready()
wall, cpu = time.perf_counter(), time.process_time()
_compile.prepare(family, notice=False)
print(time.perf_counter() - wall, time.process_time() - cpu)
"""


def family_seconds(src: Path) -> list[tuple[str, float, float, int]]:
    """(family, wall seconds, CPU seconds, specialisations) of each family compiled alone."""
    code = "from pokerrank.kernels.families import FAMILIES; print(' '.join(FAMILIES))"
    listed = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=_env(src, ""), check=False
    )
    if listed.returncode != 0:
        return []  # an older checkout: no families
    out = []
    for name in listed.stdout.split():
        with tempfile.TemporaryDirectory(prefix="pokerrank-bench-") as cache:
            done = subprocess.run(
                [sys.executable, "-c", _FAMILY, name], capture_output=True, text=True, env=_env(src, cache), check=False
            )
            if done.returncode != 0:
                raise RuntimeError(done.stderr[-2000:])
            wall, cpu = map(float, done.stdout.split()[-2:])
            out.append((name, wall, cpu, _specialisations(cache)))
    return out


SHOWDOWN = (
    "import time; t = time.perf_counter(); import sys, pokerrank; "
    "pokerrank.showdown('omaha-hi-lo', 'Ah Kh 7d 4c 2s', {'ann': 'As 3s Qd Qc', 'bob': '8h 6h 5c Kd', "
    "'cid': 'Jc Js 9d 9s'}); "
    "print(time.perf_counter() - t, int('numpy' in sys.modules or 'numba' in sys.modules))"
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the short commands only")
    parser.add_argument("--markdown", action="store_true", help="also print the table as Markdown")
    parser.add_argument("--json", metavar="PATH", help="write the report as JSON")
    parser.add_argument("--src", metavar="DIR", default=str(ROOT / "src"), help="the src folder to run")
    args = parser.parse_args()
    src = Path(args.src).resolve()
    say = lambda text: print(text, file=sys.stderr, flush=True)  # noqa: E731

    report = Report(f"pokerrank start-up from {src} (fresh processes, empty numba cache first)")
    for label, command, first_target, second_target, quick in COMMANDS:
        if args.quick and not quick:
            continue
        say(f"{label} ...")
        with tempfile.TemporaryDirectory(prefix="pokerrank-bench-") as cache:
            first, code, notice_after, is_notice = run_command(src, command, cache, terminal=True)
            compiled = _specialisations(cache)
            second, code2, _, _ = run_command(src, command, cache, terminal=False)
        if code or code2:
            report.add(Row("commands", label, None, unit="s", note=f"exit status {code} / {code2}"))
            continue
        shown = (
            "" if notice_after is None else f"stderr after {notice_after:.2f} s" + (" (notice)" if is_notice else "")
        )
        report.add(
            Row("first run", label, first, unit="s", n=compiled, target=Target(first_target, at_least=False),
                note=f"{compiled} specialisations compiled; {shown}".rstrip("; "))
        )  # fmt: skip
        report.add(
            Row("second run", label, second, unit="s",
                target=None if second_target is None else Target(second_target, at_least=False))
        )  # fmt: skip

    say("one showdown in a new process ...")
    with tempfile.TemporaryDirectory(prefix="pokerrank-bench-") as cache:
        times = []
        for _ in range(3):
            done = subprocess.run(
                [sys.executable, "-c", SHOWDOWN], capture_output=True, text=True, env=_env(src, cache), check=False
            )
            seconds, heavy = done.stdout.split()
            times.append(float(seconds))
    report.add(
        Row("showdown", "pokerrank.showdown() in a new process, import included", min(times), unit="s",
            target=Target(0.5, at_least=False), note="numpy or numba imported" if int(heavy) else "no numpy, no numba")
    )  # fmt: skip

    say("each kernel family alone ...")
    for name, wall, cpu, compiled in family_seconds(src):
        report.add(Row("compile", f"family {name}", wall, unit="s", n=compiled, note=f"{cpu:.2f} s CPU"))

    report.notes.append(
        "first run: empty numba cache, standard error on a pseudo-terminal; n = specialisations compiled "
        "(.nbc files); second run: the same cache, output to pipes; family rows: numba imported and started first"
    )
    versions = ", ".join(f"{k} {v}" for k, v in environment(report.packages)["packages"].items())
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    report.notes.append(
        f"Python {sys.version.split()[0]}; {versions}; load average {load:.1f}; {time.strftime('%Y-%m-%d')}"
    )
    print(report.text())
    if args.markdown:
        print()
        print(report.markdown())
    if args.json:
        report.write_json(args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
