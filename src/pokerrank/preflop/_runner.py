"""Where a table job runs, and how it survives: in this process, or on Dask.

- No ``workers`` and no ``scheduler`` (and no ``POKERRANK_SCHEDULER``): the tasks run one
  after another in this process, each on every core (numba threads).
- ``workers=N``: a Dask ``LocalCluster`` of N worker processes on this machine (started
  with the "spawn" method, one task at a time per worker, the cores shared out).
- ``scheduler="tcp://host:8786"`` (or ``POKERRANK_SCHEDULER``): an existing Dask cluster.

The placement itself (the client, the LocalCluster, the environment variable) is
:mod:`pokerrank._cluster`, shared with the hand-history audit. Every task is a pure function
of its arguments (:mod:`pokerrank.preflop._tasks`), so Dask may run it again when a worker
dies: that costs time, never a wrong or missing count, because each task's result is taken
once, by its number. With ``out=DIR`` the job's description goes to ``DIR/manifest.json``
and every finished task's counts to ``DIR/tasks/NNNNN.npy`` (written whole or not at all);
running the same job again with the same ``out`` loads those and runs only the tasks still
missing.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from pokerrank import _cluster
from pokerrank._checks import plainly
from pokerrank.errors import TableJobError
from pokerrank.preflop._tasks import Task, run_task

__all__ = ["Progress", "check_placement", "execute"]

Progress = Callable[[int, int], None]
"""``progress(done, total)``: tasks finished so far (resumed ones included) and in all."""


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
    """Refuse, before any work, where a job cannot run: the placement checks of
    :func:`pokerrank._cluster.check_placement` (as :class:`TableJobError`), an output folder
    that is not a path, a progress callback that cannot be called."""
    _cluster.check_placement(workers, scheduler, error=TableJobError)
    if out is not None and not isinstance(out, (str, os.PathLike)):
        raise TableJobError(f"out must be a folder (a path), got {plainly(out)}")
    if out is not None and not os.fspath(out).strip():  # '' would be this folder, unasked
        raise TableJobError(f"out must name a folder, got {plainly(out)}; give '.' for this folder")
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
    workers, scheduler = _cluster.placement(workers, scheduler)
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


def _on_dask(
    pending: Sequence[Task],
    finish: Callable[[int, npt.NDArray[np.int64]], None],
    workers: int | None,
    scheduler: str | None,
    digest: str,
) -> None:
    with _cluster.dask_client(workers, scheduler, error=TableJobError) as client:
        futures = [
            client.submit(
                run_task, task, key=f"pokerrank-preflop-{digest}-{task.index:05d}", retries=_cluster.RETRIES, pure=False
            )
            for task in pending
        ]
        index_of = {f.key: t.index for f, t in zip(futures, pending, strict=True)}
        for future in _cluster.completed(client, futures):
            finish(index_of[future.key], future.result())
            future.release()
