"""Shared machinery for the benchmark scripts: random hands, timing, agreement checks, reports.

Every ``bench_*.py`` script in this folder builds one :class:`Report` out of :class:`Row`
objects and prints it; a later benchmark (lows, showdown, equity) adds a script that reuses
these helpers instead of copying them:

- :func:`random_hands`: the same uniform random hands (distinct cards per row) for every
  library, from a fixed seed;
- :func:`best_of`, :func:`calibrate`: wall-clock timing, best of n runs, and sizing a
  sample so that one run takes about a given time;
- :func:`same_order`: do two strength arrays order the hands the same way (who wins every
  pair of hands, ties included)?
- :func:`subprocess_seconds`: timings taken in a fresh interpreter (import time, first call);
- :class:`Target`, :class:`Row`, :class:`Report`: the printed table (text or Markdown) with
  targets and PASS/MISS, and the same data as JSON. A missed target never fails the run.

Peer libraries and their card types live in :mod:`_peers`.
"""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from importlib import metadata
from typing import Any

import numpy as np
import numpy.typing as npt

SEED = 20240601
"""The seed every benchmark uses, so that every library sees the same hands."""

RANKS = "23456789TJQKA"
SUITS = "cdhs"
CARD_NAMES: tuple[str, ...] = tuple(r + s for r in RANKS for s in SUITS)
"""Card code (rank * 4 + suit, deuce = 0, clubs = 0) to text, written here independently of pokerrank."""


# -- hands -----------------------------------------------------------------------------


def random_hands(n: int, k: int = 7, *, seed: int = SEED, deck_size: int = 52) -> npt.NDArray[np.uint8]:
    """``n`` uniform random hands of ``k`` distinct cards as an (n, k) uint8 array.

    Rows of independent uniform codes are drawn in chunks and the rows holding a repeated
    card are rejected, which leaves every ordered k-tuple of distinct cards equally likely.
    """
    rng = np.random.default_rng(seed)
    out = np.empty((n, k), dtype=np.uint8)
    p_distinct = float(np.prod([(deck_size - i) / deck_size for i in range(k)]))
    filled = 0
    while filled < n:
        want = min(n - filled, 1 << 22)
        draw = rng.integers(0, deck_size, size=(int(want / p_distinct) + 64, k), dtype=np.uint8)
        ordered = np.sort(draw, axis=1)
        good = draw[(np.diff(ordered, axis=1) != 0).all(axis=1)][: n - filled]
        out[filled : filled + len(good)] = good
        filled += len(good)
    return out


def hand_texts(hands: npt.NDArray[np.uint8], sep: str = " ") -> list[str]:
    """Each row as text, e.g. ``"As Ks Qs Js Ts 2c 3d"``."""
    names = np.array(CARD_NAMES, dtype=object)[hands]
    return [sep.join(row) for row in names.tolist()]


# -- timing ----------------------------------------------------------------------------


def best_of(fn: Callable[[], object], repeat: int = 3) -> float:
    """The shortest wall-clock time of ``repeat`` calls of ``fn``, in seconds."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def calibrate(run: Callable[[int], object], seconds: float, *, probe: int = 2_000, maximum: int | None = None) -> int:
    """How many items ``run(n)`` can process in about ``seconds`` (from one timed probe)."""
    elapsed = best_of(lambda: run(probe), repeat=2)
    n = max(probe, int(probe * seconds / max(elapsed, 1e-9)))
    return n if maximum is None else min(n, maximum)


def subprocess_seconds(code: str, *, repeat: int = 1) -> list[float]:
    """Run ``code`` in fresh interpreters; each must print one float (seconds) last."""
    results = []
    for _ in range(repeat):
        done = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=False, env=dict(os.environ)
        )
        if done.returncode != 0:
            raise RuntimeError(f"subprocess failed ({done.returncode}): {done.stderr.strip()[-2000:]}")
        results.append(float(done.stdout.split()[-1]))
    return results


# -- agreement -------------------------------------------------------------------------


def same_order(ours: npt.ArrayLike, theirs: npt.ArrayLike) -> tuple[bool, str]:
    """Whether two strength arrays (both: larger is stronger) rank every pair of hands alike.

    True exactly when ``theirs`` is a strictly increasing function of ``ours``: then for
    every pair (i, j) the winner, or the tie, is the same. Checked by sorting, not by
    enumerating pairs. On failure the message names two hands that disagree.
    """
    a = np.asarray(ours, dtype=np.int64)
    b = np.asarray(theirs, dtype=np.int64)
    if a.shape != b.shape:
        return False, f"shapes differ: {a.shape} vs {b.shape}"
    order = np.lexsort((b, a))
    sa, sb = a[order], b[order]
    same_a = sa[1:] == sa[:-1]
    # a tie for us must be a tie for them; a win for us must be a win for them
    bad = np.flatnonzero((same_a & (sb[1:] != sb[:-1])) | (~same_a & (sb[1:] <= sb[:-1])))
    if len(bad) == 0:
        return True, f"same order on all pairs of {len(a):,} hands"
    # neighbours in our order: a tie they split, or our weaker hand they do not rank lower
    i, j = int(order[bad[0]]), int(order[bad[0] + 1])
    return False, f"hands {i} and {j}: ours {a[i]} vs {a[j]}, theirs {b[i]} vs {b[j]} ({len(bad):,} bad steps)"


# -- reports ---------------------------------------------------------------------------

_SCALES = ((1e9, "G"), (1e6, "M"), (1e3, "k"))


def format_value(value: float, unit: str) -> str:
    """``1.23e8, "/s"`` -> ``"123.0 M/s"``; seconds, milliseconds and ratios as such."""
    if unit == "/s":
        for scale, prefix in _SCALES:
            if value >= scale:
                return f"{value / scale:.1f} {prefix}/s"
        return f"{value:.0f} /s"
    if unit == "s":
        return f"{value:.3f} s"
    if unit == "ms":
        return f"{value:.1f} ms"
    if unit == "x":
        return f"{value:.1f}x"
    return f"{value:g} {unit}"


@dataclass(frozen=True)
class Target:
    """A goal for one row: ``value >= threshold`` (``at_least``) or ``value <= threshold``."""

    threshold: float
    at_least: bool = True

    def met(self, value: float) -> bool:
        return value >= self.threshold if self.at_least else value <= self.threshold

    def text(self, unit: str) -> str:
        return ("≥ " if self.at_least else "≤ ") + format_value(self.threshold, unit)


@dataclass
class Row:
    """One printed line: a measured value (a rate, a time or a ratio) and its context."""

    section: str
    name: str
    value: float | None
    """None when the measurement could not be made (a peer not installed)."""
    unit: str = "/s"
    """``/s`` (items per second), ``s``, ``ms`` or ``x`` (a ratio)."""
    n: int | None = None
    """How many items one timed run processed."""
    ratio: str = ""
    """Free text for the ratio column (e.g. ``pokerrank batch 24x``)."""
    note: str = ""
    target: Target | None = None

    @property
    def status(self) -> str:
        if self.target is None:
            return ""
        if self.value is None:
            return "n/a"
        return "PASS" if self.target.met(self.value) else "MISS"


@dataclass
class Report:
    """A titled list of rows, printed as an aligned text table or as Markdown."""

    title: str
    rows: list[Row] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    packages: tuple[str, ...] = ("pokerrank", "numpy", "numba")
    """Distributions whose versions go into the JSON report."""

    def add(self, row: Row) -> Row:
        self.rows.append(row)
        return row

    def _cells(self, row: Row) -> list[str]:
        return [
            row.name,
            "-" if row.value is None else format_value(row.value, row.unit),
            "" if row.n is None else f"{row.n:,}",
            row.ratio,
            "" if row.target is None else row.target.text(row.unit),
            row.status,
            row.note,
        ]

    _HEADER = ("measurement", "result", "n", "ratio", "target", "", "note")

    def text(self) -> str:
        cells = [list(self._HEADER)] + [self._cells(r) for r in self.rows]
        widths = [max(len(c[i]) for c in cells) for i in range(len(self._HEADER) - 1)]
        lines = [self.title, "=" * len(self.title)]
        section = None
        for row, row_cells in zip([None, *self.rows], cells, strict=True):
            if row is not None and row.section != section:
                section = row.section
                lines.append(f"\n[{section}]")
            parts = [
                c.ljust(w) if i != 1 else c.rjust(w) for i, (c, w) in enumerate(zip(row_cells, widths, strict=False))
            ]
            lines.append("  ".join([*parts, row_cells[-1]]).rstrip())
        lines.extend(f"* {note}" for note in self.notes)
        return "\n".join(lines)

    def markdown(self) -> str:
        lines = ["| section | " + " | ".join(h or "status" for h in self._HEADER) + " |"]
        lines.append("|" + "---|" * (len(self._HEADER) + 1))
        for row in self.rows:
            lines.append("| " + " | ".join([row.section, *self._cells(row)]).replace("\n", " ") + " |")
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        rows = []
        for row in self.rows:
            item = asdict(row)
            item["status"] = row.status
            rows.append(item)
        return {"title": self.title, "environment": environment(self.packages), "rows": rows, "notes": self.notes}

    def write_json(self, path: str) -> None:
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.to_json(), f, indent=2)
            f.write("\n")


def environment(packages: Sequence[str] = ("pokerrank", "numpy", "numba")) -> dict[str, Any]:
    """Python, CPU and package versions, for the JSON report."""
    versions = {}
    for name in packages:
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            versions[name] = None
    return {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "processor": _cpu_name(),
        "cpus": os.cpu_count(),
        "packages": versions,
    }


def _cpu_name() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor()
