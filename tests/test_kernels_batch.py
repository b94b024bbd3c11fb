"""The batch kernels: one compiled signature each, unchecked input that
never reads outside the tables, and the same answers from many threads, after a fork, and
under numba's workqueue threading layer."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from concurrent.futures import ThreadPoolExecutor
from importlib import import_module

import numpy as np
import pytest

import pokerrank
from pokerrank.kernels.families import FAMILIES
from pokerrank.rankings import RANKINGS
from pokerrank.stats import enumerate_stats


def _hands(n: int, k: int, seed: int, deck: int = 52) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((n, deck)), axis=1)[:, :k].astype(np.uint8)


@pytest.mark.parametrize("name", sorted(RANKINGS))
def test_unchecked_codes_up_to_255_never_crash(name: str) -> None:
    """check=False trusts the rows: any uint8 code, repeated or past the deck, gives some
    strength of the ranking's range (a wrong one), never a read outside the tables."""
    ranking = RANKINGS[name]
    rng = np.random.default_rng(len(name))
    top = ranking.max_strength
    # a deck that starts above code 0 (short-deck) is range-checked whatever check says
    lowest = ranking.first_code
    for k in range(ranking.min_cards, min(ranking.max_cards, 9) + 1):
        past = 256 if not lowest else 52
        rows = rng.integers(lowest, past, size=(20_000, k), dtype=np.uint8)
        rows[:50] = past - 1  # all the top code
        rows[50:100] = rows[50:100, :1]  # one card repeated k times
        values = ranking.evaluate_array(rows, check=False)
        assert values.shape == (len(rows),)
        assert values.min() >= 0 and values.max() <= top


def test_unchecked_deals_never_crash() -> None:
    """showdown_batch(check=False) skips the repeated-card scan; codes stay checked against the
    deck, so a repeated card gives some strength, never a crash."""
    holes = np.zeros((1000, 3, 4), dtype=np.uint8)  # everyone holds the same four deuces of clubs
    boards = np.zeros((1000, 5), dtype=np.uint8)
    for game in ("omaha-hi-lo", "omaha"):
        result = pokerrank.showdown_batch(game, holes, boards, check=False)
        assert result.shares.shape == (1000, 3)


def _work() -> list[tuple[str, object]]:
    """Batch calls of every kernel family, each with its expected result computed serially."""
    h7, h9, h4 = _hands(150_000, 7, 1), _hands(20_000, 9, 2), _hands(100_000, 4, 3)
    deals = _hands(60_000, 9, 4)
    holes, boards = np.ascontiguousarray(deals[:, :4].reshape(-1, 2, 2)), np.ascontiguousarray(deals[:, 4:])
    omaha = _hands(10_000, 13, 5)
    o_holes, o_boards = np.ascontiguousarray(omaha[:, :8].reshape(-1, 2, 4)), np.ascontiguousarray(omaha[:, 8:])
    calls = [
        ("high 7", lambda: pokerrank.evaluate_array(h7)),
        ("high 7 unchecked", lambda: pokerrank.evaluate_array(h7, check=False)),
        ("wild 7", lambda: pokerrank.evaluate_array(h7, "high-wild")),
        ("2-7 7", lambda: pokerrank.evaluate_array(h7, "deuce-to-seven")),
        ("high 9", lambda: pokerrank.evaluate_array(h9)),
        ("badugi", lambda: pokerrank.evaluate_array(h4, "badugi")),
        ("holdem", lambda: pokerrank.showdown_batch("holdem", holes, boards).strengths["high"]),
        ("o8", lambda: pokerrank.showdown_batch("omaha-hi-lo", o_holes, o_boards).shares),
        ("stats", lambda: enumerate_stats("ace-to-five", 6).histogram),
        (
            "showdown",
            lambda: (
                pokerrank.showdown("omaha-hi-lo", "Ah Kh 7d 4c 2s", {"a": "As 3s Qd Qc", "b": "8h 6h 5c Kd"}).totals
            ),
        ),
    ]
    return [(name, call) for name, call in calls]


def _same(a: object, b: object) -> bool:
    return bool(np.array_equal(a, b)) if isinstance(a, np.ndarray) else a == b


def test_many_threads_give_the_serial_answers() -> None:
    work = _work()
    serial = {name: call() for name, call in work}
    jobs = [work[i % len(work)] for i in range(4 * len(work))]
    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(lambda job: (job[0], job[1]()), jobs))
    for name, value in results:
        assert _same(value, serial[name]), name


_SCRIPT = """
import os, sys
import numpy as np
import pokerrank
from concurrent.futures import ThreadPoolExecutor
rows = np.argsort(np.random.default_rng(9).random((200_000, 52)), axis=1)[:, :7].astype(np.uint8)
expected = pokerrank.evaluate_array(rows)
{body}
print("ok")
"""


def _script(body: str, **env: str) -> subprocess.CompletedProcess[str]:
    code = _SCRIPT.format(body=textwrap.dedent(body))
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env={**_env(), **env}, timeout=600
    )


def _env() -> dict[str, str]:
    import os

    return {k: v for k, v in os.environ.items() if not k.startswith("POKERRANK_")}


@pytest.mark.slow
def test_concurrent_calls_under_the_workqueue_threading_layer() -> None:
    """numba's workqueue layer aborts the process when two threads launch parallel kernels at
    once; the batch kernels run on pokerrank's own threads and never launch one."""
    done = _script(
        """
        with ThreadPoolExecutor(8) as pool:
            for got in pool.map(lambda _: pokerrank.evaluate_array(rows), range(16)):
                assert (got == expected).all()
        """,
        NUMBA_THREADING_LAYER="workqueue",
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(__import__("os"), "fork"), reason="no fork on this platform")
def test_a_forked_child_runs_the_kernels() -> None:
    """After a kernel ran (its thread pool started), a forked child starts a pool of its own."""
    done = _script(
        """
        pid = os.fork()
        if pid == 0:
            ok = (pokerrank.evaluate_array(rows) == expected).all()
            os._exit(0 if ok else 1)
        _, status = os.waitpid(pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0
        """
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


@pytest.mark.skipif(not hasattr(__import__("os"), "fork"), reason="no fork on this platform")
def test_a_forked_child_runs_an_exact_equity_on_the_one_pool() -> None:
    """Exact equity runs its tasks on the package's one pool (``_compile.run_items``), which a
    forked child starts afresh: a child forked after the parent ran an exact three-way preflop
    (tasks on the pool) gets the same answer, where a pool of its own used to hang it for ever
    (the alarm ends such a child, and the exit code says so)."""
    done = _script(
        """
        import signal
        spot = ("holdem", ["As Ks", "Qd Qc", "7h 7c"])
        before = pokerrank.equity(*spot)
        pid = os.fork()
        if pid == 0:
            signal.alarm(240)
            os._exit(0 if pokerrank.equity(*spot) == before else 1)
        _, status = os.waitpid(pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0, os.waitstatus_to_exitcode(status)
        """,
        POKERRANK_THREADS="2",
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_exact_equity_keeps_no_thread_pool_of_its_own() -> None:
    """One pool per process: the equity runner has no executor beside ``_compile``'s."""
    from concurrent.futures import ThreadPoolExecutor

    run = import_module("pokerrank._equity.run")
    assert not [name for name, value in vars(run).items() if isinstance(value, ThreadPoolExecutor)]
    assert not hasattr(run, "threads")


def test_each_kernel_compiles_one_signature() -> None:
    """After every batch path ran (the tests above), each family's kernel holds exactly the one
    signature its module declares: no call compiled a second specialisation."""
    for _, call in _work():
        call()
    for family in FAMILIES.values():
        for entry in family.kernels:
            module_name, _, name = entry.partition(":")
            module = import_module(module_name)
            kernel = getattr(module, name)
            if kernel.signatures:  # compiled in this process
                assert kernel.signatures == [tuple(module.SIGNATURES[name])], entry


@pytest.mark.slow
def test_parallel_guard_serializes_parallel_kernels_under_workqueue() -> None:
    """Kernels that still use numba's parallel=True (the preflop tables) launch through
    parallel_guard: from 8 threads under the workqueue layer the process lives (unguarded,
    numba aborts it: 'Concurrent access has been detected')."""
    done = _script(
        """
        import numba as nb
        from pokerrank._compile import parallel_guard

        @nb.njit(parallel=True, nogil=True)
        def total(x):
            s = 0.0
            for i in nb.prange(x.shape[0]):
                s += x[i]
            return s

        ones = np.ones(2_000_000)

        def call(_):
            with parallel_guard():
                return total(ones)

        with ThreadPoolExecutor(8) as pool:
            assert set(pool.map(call, range(32))) == {2_000_000.0}
        """,
        NUMBA_THREADING_LAYER="workqueue",
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"
