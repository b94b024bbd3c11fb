"""Work compared between two lengths of a hostile line (the linear-work tests of the readers):
the least CPU time of this process over a few calls (``time.process_time``: another job on the
machine does not count against it), never asserted alone, only as a ratio between two lengths."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def least_time(call: Callable[[], T], rounds: int = 5) -> tuple[float, T]:
    """The least CPU time of ``rounds`` calls of ``call``, and what the last one gave."""
    best = float("inf")
    result: T
    for _ in range(rounds):
        start = time.process_time()
        result = call()
        best = min(best, time.process_time() - start)
    return best, result


def work(apply: Callable[[str], object], row: str) -> float:
    """The least time of five reads of ``row`` by ``apply`` (a pattern's match, search or findall)."""
    return least_time(lambda: apply(row))[0]
