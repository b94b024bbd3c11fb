"""The speed bench's reset of the readers' stores (``bench_handhistory.Fresh``), for the tests
of the readers whose stores it must find."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

BENCHMARKS = Path(__file__).parents[1] / "benchmarks"


def fresh_stores() -> Any:
    """The bench's ``Fresh``, snapped now: its ``restore()`` puts every module-level store of
    ``pokerrank.handhistory`` back as it is now."""
    sys.path.insert(0, str(BENCHMARKS))  # its own imports (_harness)
    try:
        spec = importlib.util.spec_from_file_location("bench_handhistory_fresh", BENCHMARKS / "bench_handhistory.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(BENCHMARKS))
    fresh = module.Fresh()
    fresh.snap()
    return fresh


def test_the_reset_puts_a_store_back() -> None:
    from pokerrank.handhistory import ipoker

    ipoker._UP.clear()
    fresh = fresh_stores()
    ipoker._UP["x"] = "y"
    fresh.restore()
    assert ipoker._UP == {}
