"""Preflop tables on a real Dask LocalCluster: the same files as in one process, a worker
killed mid-run changes nothing but the time, and POKERRANK_SCHEDULER picks the cluster.

No mock: worker processes started with "spawn", tasks shipped to them, one of them killed.
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path
from typing import Any

import pytest

from pokerrank.errors import MissingExtraError
from pokerrank.preflop import matchups, vs_random

pytestmark = pytest.mark.slow  # each module starts a Dask LocalCluster of worker processes

distributed = pytest.importorskip("distributed")


def test_a_local_cluster_writes_the_same_file_as_this_process(tmp_path: Path) -> None:
    here = vs_random("short-deck", out=tmp_path / "here", tasks=6)
    there = vs_random("short-deck", out=tmp_path / "there", tasks=6, workers=2)
    assert there == here
    assert (tmp_path / "there" / "result.json").read_bytes() == (tmp_path / "here" / "result.json").read_bytes()
    assert len(list((tmp_path / "there" / "tasks").iterdir())) == 6


def test_monte_carlo_on_a_cluster_is_the_same_as_here(cluster: Any, tmp_path: Path) -> None:
    hands = "AA, KK, AKs, 76s"
    here = matchups("holdem", hands, samples=30_000, seed=5, tasks=7, out=tmp_path / "here")
    there = matchups(
        "holdem", hands, samples=30_000, seed=5, tasks=7, out=tmp_path / "there", scheduler=cluster.scheduler_address
    )
    assert there == here
    assert (tmp_path / "there" / "result.json").read_bytes() == (tmp_path / "here" / "result.json").read_bytes()


def test_a_worker_killed_mid_run_costs_time_not_counts(cluster: Any, tmp_path: Path) -> None:
    expected = matchups("short-deck", "AA, KK, QQ, AKs, AKo, T9s, 76s", tasks=24)
    client = distributed.Client(cluster)
    try:
        pids = client.run(os.getpid)
        victim = sorted(pids.values())[0]
        state: dict[str, Any] = {}

        def kill_after_first(done: int, total: int) -> None:
            if done >= 1 and "killed" not in state:
                busy = client.processing()  # tasks each worker is running or holds
                state["busy"] = {pids[w]: len(t) for w, t in busy.items() if w in pids}
                os.kill(victim, signal.SIGKILL)
                state["killed"] = victim

        result = matchups(
            "short-deck", "AA, KK, QQ, AKs, AKo, T9s, 76s", tasks=24, out=tmp_path,
            scheduler=cluster.scheduler_address, progress=kill_after_first,
        )  # fmt: skip
        assert state.get("killed") == victim
        assert state["busy"].get(victim, 0) >= 1  # it died holding work, which ran again elsewhere
        assert result == expected
        assert len(list((tmp_path / "tasks").iterdir())) == 24
        client.wait_for_workers(2, timeout=60)  # the nanny brought the worker back
    finally:
        client.close()


def test_pokerrank_scheduler_sends_the_job_to_that_cluster(
    cluster: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("POKERRANK_SCHEDULER", cluster.scheduler_address)
    result = vs_random("short-deck", samples=20_000, seed=2, tasks=3)
    client = distributed.Client(cluster)
    try:
        prefixes = client.run_on_scheduler(lambda dask_scheduler: sorted(dask_scheduler.task_prefixes))
    finally:
        client.close()
    assert any(p.startswith("pokerrank-preflop") for p in prefixes)
    monkeypatch.delenv("POKERRANK_SCHEDULER")
    assert vs_random("short-deck", samples=20_000, seed=2, tasks=3) == result


def test_without_dask_a_cluster_run_says_which_extra_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)
    with pytest.raises(MissingExtraError, match=r'pip install "pokerrank\[distributed\]"'):
        vs_random("short-deck", samples=10, seed=1, workers=2)


def test_map_ordered_gives_results_in_order_on_a_cluster(cluster: Any) -> None:
    import math

    from pokerrank._cluster import map_ordered

    items = [30, 5, 200, 0, 17, 90, 3, 64]
    here = list(map_ordered(math.factorial, items))
    there = list(map_ordered(math.factorial, items, scheduler=cluster.scheduler_address))
    assert there == here == [math.factorial(n) for n in items]
