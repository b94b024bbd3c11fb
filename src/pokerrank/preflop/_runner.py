"""Where a table job runs, and how it survives: in this process, or on Dask.

- No ``workers`` and no ``scheduler`` (and no ``POKERRANK_SCHEDULER``): the tasks run one
  after another in this process, each on every core (numba threads).
- ``workers=N``: a Dask ``LocalCluster`` of N worker processes on this machine (started
  with the "spawn" method, one task at a time per worker, the cores shared out).
- ``scheduler="tcp://host:8786"`` (or ``POKERRANK_SCHEDULER``): an existing Dask cluster.

Every task is a pure function of its arguments (:mod:`pokerrank.preflop._tasks`), so Dask
may run it again when a worker dies: that costs time, never a wrong or missing count,
because each task's result is taken once, by its number. With ``out=DIR`` the job's
description goes to ``DIR/manifest.json`` and every finished task's counts to
``DIR/tasks/NNNNN.npy`` (written whole or not at all); running the same job again with the
same ``out`` loads those and runs only the tasks still missing.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

import numpy as np
import numpy.typing as npt

from pokerrank._checks import plainly
from pokerrank.errors import MissingExtraError, TableJobError
from pokerrank.preflop._tasks import Task, run_task

__all__ = ["Progress", "dask_client", "execute", "map_ordered"]

T = TypeVar("T")
R = TypeVar("R")

Progress = Callable[[int, int], None]
"""``progress(done, total)``: tasks finished so far (resumed ones included) and in all."""

_ENV = "POKERRANK_SCHEDULER"


def _digest(manifest: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(manifest, sort_keys=True).encode()).hexdigest()[:16]


class _Store:
    """The ``out`` folder of a job: its manifest and one file per finished task."""

    def __init__(self, out: str | os.PathLike[str] | None, manifest: dict[str, Any]) -> None:
        self.root = None if out is None else Path(out)
        if self.root is None:
            return
        self.tasks = self.root / "tasks"
        try:
            self.tasks.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise TableJobError(f"cannot use {str(self.root)!r} as the output folder: {exc.strerror}") from None
        path = self.root / "manifest.json"
        if path.exists():
            try:
                old = json.loads(path.read_text(encoding="utf-8"))
            except ValueError:
                old = None
            if old != manifest:
                what = "an unreadable manifest" if old is None else _difference(old, manifest)
                raise TableJobError(
                    f"{str(self.root)!r} holds another job ({what}); give another --out folder or empty this one"
                )
        else:
            _write_atomic(path, (json.dumps(manifest, indent=1, sort_keys=True) + "\n").encode())

    def load(self, index: int, shape: tuple[int, ...]) -> npt.NDArray[np.int64] | None:
        if self.root is None:
            return None
        path = self.tasks / f"{index:05d}.npy"
        if not path.exists():
            return None
        try:
            data: npt.NDArray[np.int64] = np.load(path, allow_pickle=False)
        except (OSError, ValueError):
            return None  # a damaged file: the task runs again
        if data.shape != shape or data.dtype != np.int64:
            return None
        return data

    def save(self, index: int, data: npt.NDArray[np.int64]) -> None:
        if self.root is None:
            return
        import io

        buffer = io.BytesIO()
        np.save(buffer, np.ascontiguousarray(data, dtype=np.int64), allow_pickle=False)
        _write_atomic(self.tasks / f"{index:05d}.npy", buffer.getvalue())


def _difference(old: Any, new: dict[str, Any]) -> str:
    if not isinstance(old, dict):
        return "an unreadable manifest"
    for key in sorted(set(old) | set(new)):
        if old.get(key) != new.get(key):
            return f"{key} {_short(old.get(key))} there, {_short(new.get(key))} now"
    return "a different manifest"


def _short(value: Any) -> str:
    text = json.dumps(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _write_atomic(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_bytes(data)
    tmp.replace(path)


def check_placement(workers: object, scheduler: object, out: object, progress: object) -> None:
    """Refuse, before any work, where a job cannot run: workers and a scheduler both given,
    workers that are not a whole number of at least 1, a scheduler that is not an address
    (text), an output folder that is not a path, a progress callback that cannot be called."""
    if workers is not None and scheduler is not None:
        raise TableJobError("give either workers (a local Dask cluster) or a scheduler address, not both")
    if workers is not None and (not isinstance(workers, int) or isinstance(workers, bool) or workers < 1):
        raise TableJobError(f"workers must be a whole number of processes, at least 1, got {plainly(workers)}")
    if scheduler is not None and (not isinstance(scheduler, str) or not scheduler.strip() or len(scheduler) > 1000):
        raise TableJobError(
            f"scheduler must be a Dask scheduler's address such as 'tcp://host:8786', got {plainly(scheduler)}"
        )
    if out is not None and not isinstance(out, (str, os.PathLike)):
        raise TableJobError(f"out must be a folder (a path), got {plainly(out)}")
    if progress is not None and not callable(progress):
        raise TableJobError(f"progress must be a function progress(done, total), got {plainly(progress)}")


def execute(
    manifest: dict[str, Any],
    tasks: Sequence[Task],
    shapes: Sequence[tuple[int, ...]],
    *,
    workers: int | None = None,
    scheduler: str | None = None,
    out: str | os.PathLike[str] | None = None,
    progress: Progress | None = None,
) -> list[npt.NDArray[np.int64]]:
    """Run every task of a job (resuming from ``out``) and return their counts in order."""
    check_placement(workers, scheduler, out, progress)
    if scheduler is None and workers is None:
        scheduler = os.environ.get(_ENV) or None
    store = _Store(out, manifest)
    results: list[npt.NDArray[np.int64] | None] = [store.load(t.index, shapes[t.index]) for t in tasks]
    total = len(tasks)
    done = sum(r is not None for r in results)
    if progress is not None:
        progress(done, total)
    pending = [t for t in tasks if results[t.index] is None]

    def finish(index: int, data: npt.NDArray[np.int64]) -> None:
        nonlocal done
        if data.shape != shapes[index]:
            raise TableJobError(f"task {index} returned counts of shape {data.shape}, expected {shapes[index]}")
        store.save(index, data)
        results[index] = data
        done += 1
        if progress is not None:
            progress(done, total)

    if pending:
        if workers is None and scheduler is None:
            for task in pending:
                finish(task.index, run_task(task))
        else:
            _on_dask(pending, finish, workers, scheduler, _digest(manifest))
    return [r for r in results if r is not None]


@contextmanager
def dask_client(workers: int | None, scheduler: str | None) -> Iterator[Any]:
    """A Dask client: on a new LocalCluster of ``workers`` processes (spawned, one task at a
    time each, the cores shared out through ``POKERRANK_TASK_THREADS``), or on the cluster at
    ``scheduler``. Both are closed on leaving."""
    try:
        import dask
        import distributed
    except ImportError:
        raise MissingExtraError(
            "running on Dask needs dask and distributed: pip install 'pokerrank[distributed]'"
        ) from None
    d: Any = distributed  # untyped for mypy
    cluster: Any = None
    client: Any = None
    try:
        if workers is not None:
            threads = max(1, (os.cpu_count() or 1) // workers)
            with dask.config.set({"distributed.worker.multiprocessing-method": "spawn"}):
                cluster = d.LocalCluster(
                    n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None,
                    silence_logs=logging.ERROR, env={"POKERRANK_TASK_THREADS": str(threads)},
                )  # fmt: skip
            client = d.Client(cluster)
        else:
            try:
                client = d.Client(scheduler, timeout="10s")
            except (OSError, TimeoutError) as exc:
                raise TableJobError(f"cannot reach the Dask scheduler at {scheduler!r}: {exc}") from None
        yield client
    finally:
        if client is not None:
            client.close()
        if cluster is not None:
            cluster.close()


def _completed(client: Any, futures: list[Any]) -> Iterator[Any]:
    """Finished futures as they finish; every one cancelled if the caller stops early."""
    import distributed

    d: Any = distributed  # untyped for mypy
    try:
        yield from d.as_completed(futures)
    except BaseException:
        client.cancel(futures)
        raise


def _on_dask(
    pending: Sequence[Task],
    finish: Callable[[int, npt.NDArray[np.int64]], None],
    workers: int | None,
    scheduler: str | None,
    digest: str,
) -> None:
    with dask_client(workers, scheduler) as client:
        futures = [
            client.submit(run_task, task, key=f"pokerrank-preflop-{digest}-{task.index:05d}", retries=2, pure=False)
            for task in pending
        ]
        index_of = {f.key: t.index for f, t in zip(futures, pending, strict=True)}
        for future in _completed(client, futures):
            finish(index_of[future.key], future.result())
            future.release()


def map_ordered(
    func: Callable[[T], R],
    items: Sequence[T],
    *,
    workers: int | None = None,
    scheduler: str | None = None,
) -> Iterator[R]:
    """``func(item)`` for each item, in order: in this process when neither ``workers`` nor
    ``scheduler`` (nor ``POKERRANK_SCHEDULER``) is given, else on Dask as in :func:`execute`.

    ``func`` must be importable on the workers (a module-level function) and pure: Dask runs
    an item again when a worker dies. Results come back in the items' order, each as soon as
    it and every item before it are done. This is the engine for other jobs cut into pieces
    (an audit cut by files, say).

    >>> list(map_ordered(abs, [-2, 1, -3]))
    [2, 1, 3]
    """
    if workers is not None and scheduler is not None:
        raise TableJobError("give either workers (a local Dask cluster) or a scheduler address, not both")
    if workers is None and scheduler is None:
        scheduler = os.environ.get(_ENV) or None
    if workers is None and scheduler is None:
        for item in items:
            yield func(item)
        return
    with dask_client(workers, scheduler) as client:
        futures = [client.submit(func, item, retries=2, pure=False) for item in items]
        done: dict[int, Any] = {}
        position = {f.key: i for i, f in enumerate(futures)}
        upcoming = 0
        for future in _completed(client, futures):
            done[position[future.key]] = future.result()
            future.release()
            while upcoming in done:
                yield done.pop(upcoming)
                upcoming += 1
