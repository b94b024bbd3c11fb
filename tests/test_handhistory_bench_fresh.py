"""The speed bench's reset of the readers' stores (``bench_handhistory.Fresh``), for the tests
of the readers whose stores it must find."""

from __future__ import annotations

from typing import Any

from _helpers import load_bench


def fresh_stores() -> Any:
    """The bench's ``Fresh``, snapped now: its ``restore()`` puts every module-level store of
    ``pokerrank.handhistory`` back as it is now."""
    module = load_bench("bench_handhistory", "bench_handhistory_fresh")
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
