"""Start-up (issue 12): every README command in a fresh process, first run with an empty numba
cache and second run, the compile notice's delay, and the compile time of each kernel family.

    python benchmarks/bench_startup.py [--quick] [--markdown] [--json PATH] [--src DIR] [--before DIR]
    python benchmarks/bench_startup.py --imports [--runs N]     # the import row alone

The first row is ``import pokerrank`` against ``import numpy``, side by side: each ``import``
statement timed inside a new interpreter, the two (and the older ``src``, with ``--before``)
run in turns, ``--runs`` processes each (15 by default), medians of wall and CPU time and
their ratio (target: ``import pokerrank`` at most 1.5 times ``import numpy``).

Each command runs twice in new processes that share a new, empty ``NUMBA_CACHE_DIR``: the
first run compiles what it needs, the second loads it. The table counts the kernels each run
compiled: numba's dispatchers are read when the process exits (a small ``sitecustomize``
this script puts first on the path), every specialisation they hold less those loaded from
the cache, so kernels without ``cache=True`` count too. The first run's standard error goes
to a pseudo-terminal, as a user's would, and the table gives when its first byte came and
whether it was the compile notice. Times are wall seconds, with the CPU seconds of the
process (its threads included) beside them: on a shared machine the CPU time moves less.

``--src DIR`` runs another checkout's ``src`` with this same script; ``--before DIR`` runs
DIR's ``src`` (an older commit) too, each command's old and new runs one after the other,
and adds a before/after table. ``--quick``: the short commands only. Each ``src`` is copied
and byte-compiled first, as an installed package is (a checkout run with
``PYTHONDONTWRITEBYTECODE`` compiles every module from source in every process: about 0.2 s
of CPU per command on this machine, which no user pays).

The per-family rows compile each kernel family alone in a new process (numba already
imported and started, so only the family's own compile is timed), wall and CPU seconds.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
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
    (
        "equity omaha-hi-lo flop",
        ["equity", "-g", "omaha-hi-lo", "Ah 2h 9c 9d", "Ks Kh Qd Jd", "--board", "3d 4s 5c"],
        10, 0.6, True,
    ),
    (
        "equity omaha-hi-lo preflop",
        ["equity", "-g", "omaha-hi-lo", "Ah 2h 9c 9d", "Ks Kh Qd Jd"],
        10, None, True,
    ),
    (
        "equity omaha-hi-lo range flop",
        ["equity", "-g", "omaha-hi-lo", "A2**", "Ks Kh Qd Jd", "--board", "3d 4s 5c"],
        10, None, True,
    ),
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


# Put first on the path of every process run: at exit, it writes how many kernel
# specialisations numba compiled in the process (all it holds less those the cache gave).
_COUNTER = """
import atexit, os, sys

def _count():
    if "numba" not in sys.modules:
        compiled = loaded = 0
    else:
        import gc
        from numba.core.dispatcher import Dispatcher
        compiled = loaded = 0
        for obj in gc.get_objects():
            if isinstance(obj, Dispatcher):
                hits = sum(obj._cache_hits.values())
                loaded += hits
                compiled += len(obj.overloads) - hits
    with open(os.environ["POKERRANK_BENCH_COUNT"], "w") as out:
        out.write(f"{compiled} {loaded}")

if os.environ.get("POKERRANK_BENCH_COUNT"):
    atexit.register(_count)
"""


def _env(src: Path, cache: str, counter: str = "") -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("NUMBA_", "POKERRANK_"))}
    env["PYTHONPATH"] = os.pathsep.join(p for p in (counter, str(src)) if p)
    env["NUMBA_CACHE_DIR"] = cache
    if counter:
        env["POKERRANK_BENCH_COUNT"] = str(Path(counter) / "count.txt")
    return env


def _specialisations(cache: str) -> int:
    return sum(1 for _ in Path(cache).rglob("*.nbc"))


def _child_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


@dataclass
class Run:
    """One run of a command: wall and CPU seconds, exit status, kernels compiled and loaded,
    and (on a pseudo-terminal) when standard error's first byte came and whether it was the notice."""

    wall: float
    cpu: float
    code: int
    compiled: int
    loaded: int
    first_byte: float | None = None
    notice: bool = False


def run_command(src: Path, args: list[str], cache: str, *, terminal: bool) -> Run:
    """``python -m pokerrank *args`` in a new process (standard error on a pseudo-terminal if asked)."""
    with tempfile.TemporaryDirectory(prefix="pokerrank-count-") as counter:
        (Path(counter) / "sitecustomize.py").write_text(_COUNTER)
        env = _env(src, cache, counter)
        cpu = _child_cpu()
        wall, code, first, notice = _run(args, env, terminal=terminal)
        cpu = _child_cpu() - cpu
        count = Path(counter) / "count.txt"
        compiled, loaded = map(int, count.read_text().split()) if count.exists() else (-1, -1)
    return Run(wall, cpu, code, compiled, loaded, first, notice)


def _run(args: list[str], env: dict[str, str], *, terminal: bool) -> tuple[float, int, float | None, bool]:
    command = [sys.executable, "-m", "pokerrank", *args]
    if not terminal:
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True, env=env, check=False)
        return time.perf_counter() - start, done.returncode, None, False
    import pty

    master, slave = pty.openpty()
    start = time.perf_counter()
    proc = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=slave, env=env)
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
    "import time; t, c = time.perf_counter(), time.process_time(); import sys, pokerrank; "
    "pokerrank.showdown('omaha-hi-lo', 'Ah Kh 7d 4c 2s', {'ann': 'As 3s Qd Qc', 'bob': '8h 6h 5c Kd', "
    "'cid': 'Jc Js 9d 9s'}); "
    "print(time.perf_counter() - t, time.process_time() - c, int('numpy' in sys.modules or 'numba' in sys.modules))"
)


def one_showdown(src: Path, repeat: int = 3) -> tuple[float, float, bool]:
    """(wall, CPU seconds, numpy or numba imported) of one showdown in a new process, import
    included, empty numba cache; the best of ``repeat`` processes."""
    times: list[tuple[float, float]] = []
    heavy = False
    with tempfile.TemporaryDirectory(prefix="pokerrank-bench-") as cache:
        for _ in range(repeat):
            done = subprocess.run(
                [sys.executable, "-c", SHOWDOWN], capture_output=True, text=True, env=_env(src, cache), check=False
            )
            if done.returncode != 0:
                raise RuntimeError(done.stderr[-2000:])
            wall, cpu, loaded = done.stdout.split()
            times.append((float(wall), float(cpu)))
            heavy = bool(int(loaded))
    return min(t[0] for t in times), min(t[1] for t in times), heavy


IMPORT = (
    "import time; t, c = time.perf_counter(), time.process_time(); import {module}; "
    "print(time.perf_counter() - t, time.process_time() - c)"
)


def _median(values: list[float]) -> float:
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def import_times(sources: dict[str, Path], raw: dict[str, Path], runs: int) -> dict[str, tuple[float, float]]:
    """Median (wall, CPU) seconds of the ``import`` statement in a new interpreter:
    ``import numpy``, and ``import pokerrank`` from each byte-compiled source and from each
    plain copy without byte code (``PYTHONDONTWRITEBYTECODE=1``: every module compiled from
    source in every process, as a checkout run from a shell that sets it), all in turns (the
    order turns round from one run to the next, so a burst of load falls on all alike)."""
    cases: dict[str, tuple[str, Path, bool]] = {"numpy": ("numpy", next(iter(sources.values())), False)}
    cases.update({f"pokerrank ({which})": ("pokerrank", path, False) for which, path in sources.items()})
    cases.update({f"pokerrank ({which}, no byte code)": ("pokerrank", path, True) for which, path in raw.items()})
    seen: dict[str, list[tuple[float, float]]] = {label: [] for label in cases}
    with tempfile.TemporaryDirectory(prefix="pokerrank-bench-") as cache:
        for turn in range(runs):
            labels = list(cases)
            labels = labels[turn % len(labels) :] + labels[: turn % len(labels)]
            for label in labels:
                module, src, plain = cases[label]
                env = _env(src, cache)
                env.pop("PYTHONDONTWRITEBYTECODE", None)
                if plain:
                    env["PYTHONDONTWRITEBYTECODE"] = "1"
                done = subprocess.run(
                    [sys.executable, "-c", IMPORT.format(module=module)],
                    capture_output=True, text=True, env=env, check=False,
                )  # fmt: skip
                if done.returncode != 0:
                    raise RuntimeError(done.stderr[-2000:])
                wall, cpu = map(float, done.stdout.split())
                seen[label].append((wall, cpu))
    return {label: (_median([w for w, _ in got]), _median([c for _, c in got])) for label, got in seen.items()}


def _seconds(run: Run | None) -> str:
    return "-" if run is None or run.code else f"{run.wall:.2f} s ({run.cpu:.2f} CPU)"


def _kernels(run: Run | None) -> str:
    return "-" if run is None or run.code or run.compiled < 0 else str(run.compiled)


def before_after_markdown(
    runs: dict[str, dict[str, tuple[Run, Run]]], targets: dict[str, tuple[float, float | None]]
) -> str:
    """The before/after table: first run (empty cache) and second run, wall (CPU) seconds, and
    the kernel specialisations each first run compiled."""
    lines = [
        "| command | first run, before | first run, after | kernels compiled, before / after "
        "| second run, before | second run, after | targets (first / second) |",
        "|---|---|---|---|---|---|---|",
    ]
    for label, by_source in runs.items():
        old = by_source.get("before")
        new = by_source.get("after")
        first_target, second_target = targets[label]
        second = "" if second_target is None else f" / ≤ {second_target:g} s"
        lines.append(
            f"| `{label}` | {_seconds(old and old[0])} | {_seconds(new and new[0])} "
            f"| {_kernels(old and old[0])} / {_kernels(new and new[0])} "
            f"| {_seconds(old and old[1])} | {_seconds(new and new[1])} | ≤ {first_target:g} s{second} |"
        )
    return "\n".join(lines)


def installed(src: Path, into: Path) -> Path:
    """A byte-compiled copy of ``src``, as pip installs a package: the runs then time what a
    user's do, not the compiling of every module from source (which a checkout pays when
    ``PYTHONDONTWRITEBYTECODE`` is set or its ``__pycache__`` is stale)."""
    shutil.copytree(src, into, ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.nbi", "*.nbc"))
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(into)], check=True)
    return into


def plain_copy(src: Path, into: Path) -> Path:
    """A copy of ``src`` without byte code, as a fresh checkout is."""
    shutil.copytree(src, into, ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.nbi", "*.nbc"))
    return into


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the short commands only")
    parser.add_argument("--markdown", action="store_true", help="also print the table as Markdown")
    parser.add_argument("--json", metavar="PATH", help="write the report as JSON")
    parser.add_argument("--src", metavar="DIR", default=str(ROOT / "src"), help="the src folder to run")
    parser.add_argument("--before", metavar="DIR", help="also run this older src folder, interleaved")
    parser.add_argument(
        "--only", metavar="LABEL", action="append", help="only the commands with these labels (no family rows)"
    )
    parser.add_argument("--no-families", action="store_true", help="no per-family compile rows")
    parser.add_argument("--imports", action="store_true", help="only the import row (pokerrank against numpy)")
    parser.add_argument("--runs", type=int, default=15, help="processes per module for the import row (15)")
    args = parser.parse_args()
    src = Path(args.src).resolve()
    given = {"after": src}
    if args.before:
        given["before"] = Path(args.before).resolve()
    work = tempfile.TemporaryDirectory(prefix="pokerrank-src-")
    sources = {which: installed(path, Path(work.name) / which) for which, path in given.items()}
    say = lambda text: print(text, file=sys.stderr, flush=True)  # noqa: E731

    title = f"pokerrank start-up from {src} (byte-compiled copy; fresh processes, empty numba cache first)"
    report = Report(title + (f"; before: {given['before']}" if args.before else ""))
    say(f"import pokerrank and import numpy, {args.runs} new processes each, in turns ...")
    raw = {which: plain_copy(path, Path(work.name) / f"{which}-plain") for which, path in given.items()}
    imports = import_times(sources, raw, args.runs)
    numpy_wall, numpy_cpu = imports["numpy"]
    report.add(Row("import", "import numpy (median)", numpy_wall * 1000, unit="ms", note=f"{numpy_cpu * 1000:.1f} ms CPU"))
    for label, (wall, cpu) in imports.items():
        if label == "numpy":
            continue
        which, _, plain = label.partition("(")[2].rstrip(")").partition(", ")
        section = ("" if which == "after" else "before: ") + ("import, no byte code" if plain else "import")
        how = " (no byte code)" if plain else ""
        report.add(
            Row(section, f"import pokerrank{how} (median)", wall * 1000, unit="ms",
                note=f"{cpu * 1000:.1f} ms CPU; {cpu / numpy_cpu:.2f}x numpy's CPU")
        )  # fmt: skip
        report.add(
            Row(section, f"import pokerrank{how} / import numpy (wall)", wall / numpy_wall, unit="x",
                ratio=f"{wall / numpy_wall:.2f}x", target=Target(1.5, at_least=False))
        )  # fmt: skip

    runs: dict[str, dict[str, tuple[Run, Run]]] = {}
    targets: dict[str, tuple[float, float | None]] = {}
    for index, (label, command, first_target, second_target, quick) in enumerate(COMMANDS):
        if args.imports or (args.quick and not quick) or (args.only and label not in args.only):
            continue
        targets[label] = (first_target, second_target)
        runs[label] = {}
        order = list(sources.items()) if index % 2 == 0 else list(reversed(sources.items()))
        for which, path in order:
            say(f"{label} ({which}) ...")
            with tempfile.TemporaryDirectory(prefix="pokerrank-bench-") as cache:
                first = run_command(path, command, cache, terminal=True)
                second = run_command(path, command, cache, terminal=False)
            runs[label][which] = (first, second)
        for which in sources:
            first, second = runs[label][which]
            prefix = "" if which == "after" else "before: "
            if first.code or second.code:
                report.add(Row(prefix + "commands", label, None, unit="s",
                               note=f"exit status {first.code} / {second.code}"))  # fmt: skip
                continue
            shown = "" if first.first_byte is None else f"stderr after {first.first_byte:.2f} s"
            shown += " (notice)" if first.notice else ""
            report.add(
                Row(prefix + "first run", label, first.wall, unit="s", n=first.compiled,
                    target=Target(first_target, at_least=False),
                    note=f"{first.cpu:.2f} s CPU; {first.compiled} kernels compiled; {shown}".rstrip("; "))
            )  # fmt: skip
            report.add(
                Row(prefix + "second run", label, second.wall, unit="s",
                    target=None if second_target is None else Target(second_target, at_least=False),
                    note=f"{second.cpu:.2f} s CPU; {second.compiled} compiled, {second.loaded} loaded from the cache")
            )  # fmt: skip

    if not args.imports:
        say("one showdown in a new process ...")
    for which, path in [] if args.imports else sources.items():
        wall, cpu, heavy = one_showdown(path)
        prefix = "" if which == "after" else "before: "
        report.add(
            Row(prefix + "showdown", "pokerrank.showdown() in a new process, import included", wall, unit="s",
                target=Target(0.5, at_least=False),
                note=f"{cpu:.3f} s CPU; " + ("numpy or numba imported" if heavy else "no numpy, no numba"))
        )  # fmt: skip

    families = not (args.only or args.no_families or args.imports)
    if families:
        say("each kernel family alone ...")
    for name, wall, cpu, compiled in family_seconds(sources["after"]) if families else []:
        report.add(Row("compile", f"family {name}", wall, unit="s", n=compiled, note=f"{cpu:.2f} s CPU"))

    report.notes.append(
        f"import: the import statement timed inside a new interpreter, medians of {args.runs} processes each, "
        "numpy and pokerrank in turns; no byte code: a copy of src without __pycache__, PYTHONDONTWRITEBYTECODE=1"
    )
    report.notes.append(
        "first run: empty numba cache, standard error on a pseudo-terminal; n = kernel specialisations "
        "compiled (numba's dispatchers at exit, less those loaded from the cache); second run: the same "
        "cache, output to pipes; family rows: numba imported and started first, n = .nbc files written"
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
    if args.before and runs:
        print()
        print(before_after_markdown(runs, targets))
    if args.json:
        report.write_json(args.json)
        if args.before:
            data = {label: {which: [vars(r) for r in pair] for which, pair in by.items()} for label, by in runs.items()}
            Path(args.json).with_suffix(".runs.json").write_text(json.dumps(data, indent=1))
    work.cleanup()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
