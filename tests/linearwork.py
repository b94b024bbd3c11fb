"""Work compared between two lengths of a hostile line (the linear-work tests of the readers):
the least time of a few calls, never asserted alone, only as a ratio between two lengths."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def least_time(call: Callable[[], T], rounds: int = 5) -> tuple[float, T]:
    """The least time of ``rounds`` calls of ``call``, and what the last one gave."""
    best = float("inf")
    result: T
    for _ in range(rounds):
        start = time.perf_counter()
        result = call()
        best = min(best, time.perf_counter() - start)
    return best, result


def work(apply: Callable[[str], object], row: str) -> float:
    """The least time of five reads of ``row`` by ``apply`` (a pattern's match, search or findall)."""
    return least_time(lambda: apply(row))[0]
