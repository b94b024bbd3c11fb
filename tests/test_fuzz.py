"""Fuzzing every public entry point with valid, near-miss and hostile arguments.

A call returns a right answer or raises a PokerRankError, in a time bound proportional to its
input, without taking the process down (tests/fuzzing.py says how each is judged). Two runs:

- the short run, here in every ``pytest``: a few examples per entry point (seconds);
- the long run, ``pytest -m fuzz tests/test_fuzz.py``: thousands of calls per entry point,
  every distinct failure kept with its smallest reproducer, a report written to
  ``$POKERRANK_FUZZ_REPORT`` (a JSON file) when that is set.

The long run takes hours on a small machine, so it can go in pieces. The report is updated
after each entry point (its rows replaced, the others kept), so runs with the same report
add up; ``POKERRANK_FUZZ_RESUME=1`` skips the entry points the report already has done, and
``POKERRANK_FUZZ_CHUNK=2/5`` runs only the second of five equal slices of the entry points::

    export POKERRANK_FUZZ_REPORT=fuzz-report.json POKERRANK_FUZZ_RESUME=1
    pytest -m fuzz tests/test_fuzz.py     # stopped? run it again: it goes on where it was

Failures already routed to the helper who owns the code are listed in :data:`KNOWN`, with
their owner; they are counted and reported, and fail nothing. A new failure fails the run.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from fuzzing import TARGETS, Tally, Target, Verdict, Worker, failure_signature, load_report, save_report
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerrank._checks import shorten

QUICK = int(os.environ.get("POKERRANK_FUZZ_QUICK", "8"))
"""Examples per entry point in the short run."""
LONG = int(os.environ.get("POKERRANK_FUZZ_EXAMPLES", "2000"))
"""Examples per entry point in the long run (``pytest -m fuzz``), at most: the slower entry points
take fewer (tests/fuzzing.py, LONG_RUN_EXAMPLES)."""
REPORT = os.environ.get("POKERRANK_FUZZ_REPORT") or None
"""Where the JSON report goes (None: nowhere)."""
RESUME = os.environ.get("POKERRANK_FUZZ_RESUME", "") not in ("", "0")
"""Skip, in the long run, the entry points the report has done."""


def chunk(spec: str, count: int) -> range:
    """The indices of slice ``i`` of ``n`` (``spec`` is ``"i/n"``, 1-based) of ``count`` entry points.

    >>> chunk("1/3", 47), chunk("3/3", 47), chunk("", 47)
    (range(0, 15), range(31, 47), range(0, 47))
    """
    if not spec:
        return range(count)
    part, parts = (int(x) for x in spec.split("/"))
    if not 1 <= part <= parts:
        raise ValueError(f"POKERRANK_FUZZ_CHUNK must be i/n with 1 <= i <= n, got {spec!r}")
    return range(count * (part - 1) // parts, count * part // parts)


CHUNK = chunk(os.environ.get("POKERRANK_FUZZ_CHUNK", ""), len(TARGETS))
"""The entry points (indices in TARGETS) the long run takes."""

KNOWN: list[tuple[str, str, str, str]] = []
"""Failures routed to their owners and not yet fixed: (target, outcome, regular expression on
the failure's first line, owner). Each is counted in the report and fails nothing."""


def known(target: str, verdict: Verdict) -> str | None:
    """The owner of a known failure, or None for a new one."""
    first = verdict.detail.splitlines()[0] if verdict.detail else ""
    for name, outcome, pattern, owner in KNOWN:
        if name == target and outcome == verdict.outcome and re.search(pattern, first):
            return owner
    return None


@pytest.fixture(scope="session")
def worker() -> Iterator[Worker]:
    """One worker process for the session (replaced after a crash or a hang)."""
    runner = Worker()
    yield runner
    runner.stop()


@pytest.fixture(scope="session")
def tally() -> Iterator[Tally]:
    """Every call of the session, merged into ``$POKERRANK_FUZZ_REPORT`` at the end (the long
    run also merges after each entry point)."""
    seen = Tally()
    yield seen
    if REPORT:
        save_report(REPORT, seen, known)


def _judge(target: Target, worker: Worker, tally: Tally, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Verdict:
    verdict = worker.run(target, args, kwargs)
    tally.add(target.name, verdict, args, kwargs)
    return verdict


@pytest.mark.slow
@pytest.mark.parametrize("target", TARGETS, ids=lambda t: t.name)
@settings(
    max_examples=QUICK,
    deadline=None,
    database=None,
    derandomize=True,
    suppress_health_check=list(HealthCheck),
)
@given(data=st.data())
def test_short_run(target: Target, worker: Worker, tally: Tally, data: st.DataObject) -> None:
    args, kwargs = data.draw(target.args, label="arguments")
    verdict = _judge(target, worker, tally, args, kwargs)
    if not verdict.good and known(target.name, verdict) is None:
        pytest.fail(f"{target.name}: {verdict.outcome}: {verdict.detail}", pytrace=False)


@pytest.mark.slow
@pytest.mark.fuzz
@pytest.mark.parametrize("target", TARGETS, ids=lambda t: t.name)
def test_long_run(target: Target, worker: Worker, tally: Tally) -> None:
    """Thousands of calls; every distinct failure is collected (not shrunk), then reported."""
    if TARGETS.index(target) not in CHUNK:
        pytest.skip(f"not in POKERRANK_FUZZ_CHUNK ({CHUNK.start + 1}-{CHUNK.stop} of {len(TARGETS)})")
    if RESUME and REPORT and target.name in load_report(REPORT).get("done", {}):
        pytest.skip(f"done in {REPORT} (POKERRANK_FUZZ_RESUME)")
    found: dict[str, str] = {}
    started = time.perf_counter()

    @settings(
        max_examples=min(target.examples or LONG, LONG),
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(data=st.data())
    def explore(data: st.DataObject) -> None:
        args, kwargs = data.draw(target.args, label="arguments")
        verdict = _judge(target, worker, tally, args, kwargs)
        if not verdict.good and known(target.name, verdict) is None:
            signature = f"{verdict.outcome}: {failure_signature(verdict.detail)}"
            call = f"args={shorten(args, 400)} kwargs={shorten(kwargs, 200)}"  # repr of 10**5000 would raise
            found.setdefault(signature, f"{verdict.detail[:1500]}\n    {call}")

    finished = False
    try:
        explore()
        finished = True
    finally:  # what was seen is kept even when the run is stopped or breaks
        if REPORT:
            done = {target.name: round(time.perf_counter() - started, 1)} if finished else {}
            save_report(REPORT, tally, known, done=done, only=target.name)
    assert not found, "\n\n".join(f"{sig}\n{detail}" for sig, detail in found.items())
