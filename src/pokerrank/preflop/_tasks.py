"""The unit of work: one task, a pure function of its arguments, run anywhere.

A task carries what it needs (a slice of boards with their weights, or a list of sampling
units), never a reference to shared state, so a scheduler may run it on any worker, and
run it again after a worker dies: the same task always returns the same counts.
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from pokerrank.preflop._classes import class_set

if TYPE_CHECKING:
    from pokerrank._compile import Family

__all__ = ["Layout", "Task", "families", "layout", "run_task", "tables"]

# ranking name -> (rank table, flush table) in pokerrank.tables
_TABLES = {
    "high": ("high_rank", "high_flush"),
    "short-deck": ("shortdeck_rank", "shortdeck_flush"),
    "short-deck-classic": ("shortdeck_classic_rank", "shortdeck_classic_flush"),
}


@cache
def tables(ranking: str) -> tuple[Any, ...]:
    """(card keys, displacement, rank values, flush values) of a ranking, as numpy arrays."""
    from pokerrank.tables.hashing import card_keys
    from pokerrank.tables.store import load

    rank, flush = _TABLES[ranking]
    keys = np.array(card_keys(), dtype=np.int64)
    displacement = np.frombuffer(load("displacement").tobytes(), dtype=np.uint8)
    return (
        keys,
        displacement,
        np.frombuffer(load(rank).tobytes(), dtype=np.uint16),
        np.frombuffer(load(flush).tobytes(), dtype=np.uint16),
    )


@dataclass(frozen=True)
class Layout:
    """Every hole pair of a deck as arrays, grouped by class: pair ``p`` holds cards
    ``a[p] > b[p]``, and class ``k``'s pairs are ``class_start[k]`` up to ``class_start[k + 1]``."""

    a: npt.NDArray[np.int64]
    b: npt.NDArray[np.int64]
    cls: npt.NDArray[np.int64]
    class_start: npt.NDArray[np.int64]
    deck: npt.NDArray[np.int64]


@cache
def layout(lowest_rank: int) -> Layout:
    """The hole pairs of the deck from ``lowest_rank`` up, class by class."""
    cs = class_set(lowest_rank)
    a, b, cls, start = [], [], [], [0]
    for k, combos in enumerate(cs.combos):
        for hi, lo in combos:
            a.append(hi)
            b.append(lo)
            cls.append(k)
        start.append(len(a))
    arrays = [np.array(x, dtype=np.int64) for x in (a, b, cls, start, cs.deck)]
    for x in arrays:
        x.flags.writeable = False
    return Layout(*arrays)


@dataclass(frozen=True)
class Task:
    """One task of a table job.

    ``kind``: ``"vs-random"``, ``"matchups"``, ``"combos"`` (exact, over ``boards`` with
    ``weights``) or ``"sample-vs-random"``, ``"sample-matchups"`` (over ``units``).
    ``classes``: the class numbers taking part, ascending.
    """

    index: int
    kind: str
    ranking: str
    lowest_rank: int
    classes: tuple[int, ...]
    boards: npt.NDArray[np.uint8] | None = field(default=None, compare=False)
    weights: npt.NDArray[np.int64] | None = field(default=None, compare=False)
    units: npt.NDArray[np.int64] | None = field(default=None, compare=False)
    seed: int = 0
    samples: int = 0
    block: int = 0


_ONE_AT_A_TIME = threading.Lock()
"""Serialises the tasks of one worker process: a worker may run several tasks in threads,
and each task then has the worker's share of the cores to itself."""


def _worker_threads() -> int | None:
    """Inside a Dask worker: the threads for one task (``POKERRANK_TASK_THREADS``, else the
    worker's thread count); None outside a worker."""
    try:
        from distributed import get_worker

        worker: Any = get_worker()
    except (ImportError, ValueError):
        return None
    wanted = os.environ.get("POKERRANK_TASK_THREADS")
    return int(wanted) if wanted else int(getattr(worker.state, "nthreads", 1) or 1)


def families(kind: str) -> tuple[Family, ...]:
    """The kernel families a task of this kind runs (compiled on first use)."""
    from pokerrank.kernels import families as f

    return {
        "vs-random": (f.PREFLOP,),
        "matchups": (f.PREFLOP_MATCHUPS,),
        "combos": (f.PREFLOP_COMBOS,),
        "sample-vs-random": (f.PREFLOP_SAMPLED,),
        "sample-matchups": (f.PREFLOP_SAMPLED_MATCHUPS,),
    }.get(kind, ())


def run_task(task: Task) -> npt.NDArray[np.int64]:
    """The counts of one task (see :mod:`pokerrank.preflop._kernels` for their shapes)."""
    from pokerrank._compile import prepare

    threads = _worker_threads()
    if threads is None:
        prepare(*families(task.kind))
        return _run_task(task, None)
    prepare(*families(task.kind), notice=False)  # a worker's standard error is not the user's
    with _ONE_AT_A_TIME:
        return _run_task(task, max(1, threads))


def _run_task(task: Task, threads: int | None) -> npt.NDArray[np.int64]:
    from pokerrank.preflop import _kernels as k

    lay = layout(task.lowest_rank)
    tab = tables(task.ranking)
    n_deck = len(lay.deck)
    if task.kind == "vs-random":
        assert task.boards is not None
        assert task.weights is not None
        rest = n_deck - 7
        return k.vs_random_boards(
            task.boards,
            task.weights,
            lay.a,
            lay.b,
            lay.cls,
            len(lay.class_start) - 1,
            rest * (rest - 1) // 2,
            tab,
            threads,
        )
    if task.kind == "matchups":
        assert task.boards is not None
        assert task.weights is not None
        compact = np.full(len(lay.class_start) - 1, -1, dtype=np.int64)
        compact[list(task.classes)] = np.arange(len(task.classes))
        return k.matchup_boards(
            task.boards, task.weights, lay.a, lay.b, compact[lay.cls], len(task.classes), tab, threads
        )
    if task.kind == "combos":
        assert task.boards is not None
        assert task.weights is not None
        picked = np.concatenate([np.arange(lay.class_start[c], lay.class_start[c + 1]) for c in task.classes])
        return k.combo_boards(task.boards, task.weights, lay.a[picked], lay.b[picked], tab, threads)
    assert task.units is not None
    if task.kind == "sample-vs-random":
        return k.sample_vs_random(
            task.units, task.seed, task.block, task.samples, lay.deck, lay.class_start, lay.a, lay.b, tab, threads
        )
    if task.kind == "sample-matchups":
        return k.sample_matchups(
            task.units, len(lay.class_start) - 1, task.seed, task.block, task.samples,
            lay.deck, lay.class_start, lay.a, lay.b, tab, threads,
        )  # fmt: skip
    raise ValueError(f"unknown task kind {task.kind!r}")
