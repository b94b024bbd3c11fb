"""Where a job cut into pure pieces runs: in this process, or on Dask.

One placement for every job pokerrank spreads out (the preflop tables, the hand-history
audit):

- no ``workers`` and no ``scheduler`` (and no ``POKERRANK_SCHEDULER`` in the environment):
  this process, piece after piece;
- ``workers=N``: a Dask ``LocalCluster`` of N worker processes on this machine (started with
  the "spawn" method, one task at a time each, the cores shared out through
  ``POKERRANK_TASK_THREADS``);
- ``scheduler="tcp://host:8786"`` (or ``POKERRANK_SCHEDULER``): an existing Dask cluster.

A piece is a module-level function of picklable arguments with no side effects, so Dask may
run it again when a worker dies: that costs time, never a wrong or a missing result, because
each result is taken once, by the piece's number. Dask and distributed are the
``pokerrank[distributed]`` extra, imported only when a cluster is asked for.

>>> list(map_ordered(abs, [-2, 1, -3]))
[2, 1, 3]
"""

from __future__ import annotations

import logging
import os
import uuid
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from pokerrank._checks import plainly
from pokerrank.errors import ClusterError, MissingExtraError, PokerRankError

__all__ = ["ENV", "RETRIES", "check_placement", "dask_client", "map_ordered", "placement"]

T = TypeVar("T")
R = TypeVar("R")

ENV = "POKERRANK_SCHEDULER"
"""The environment variable naming a Dask scheduler to use when neither workers nor a
scheduler is given."""

RETRIES = 2
"""How many times a piece that raised is run again (a dead worker's pieces always are)."""

INSTALL = 'pip install "pokerrank[distributed]"'
"""What brings dask and distributed (quoted for every shell)."""


def max_local_workers() -> int:
    """The most worker processes a local cluster may have: four per core of this machine
    (more only share the same cores; 253,880 would start processes for minutes)."""
    return 4 * (os.cpu_count() or 1)


CONNECT_TIMEOUT = "10s"
"""How long to try to reach a scheduler before saying it cannot be reached."""


def check_placement(workers: object, scheduler: object, *, error: type[PokerRankError] = ClusterError) -> None:
    """Refuse, before any work, a placement that cannot be: workers and a scheduler both
    given, workers that are not a whole number of at least 1, a scheduler that is not an
    address (text). ``error`` is the class raised (the caller's own family).

    >>> check_placement(2, None)
    >>> check_placement(0, None)
    Traceback (most recent call last):
    ...
    pokerrank.errors.ClusterError: workers must be a whole number of processes, at least 1, got 0
    """
    if workers is not None and scheduler is not None:
        raise error("give either workers (a local Dask cluster) or a scheduler address, not both")
    if workers is not None and (not isinstance(workers, int) or isinstance(workers, bool) or workers < 1):
        raise error(f"workers must be a whole number of processes, at least 1, got {plainly(workers)}")
    if workers is not None and workers > max_local_workers():
        raise error(
            f"workers: at most {max_local_workers()} local processes on this machine of {os.cpu_count()} cores, "
            f"got {plainly(workers)}; for more, give the scheduler of a Dask cluster"
        )
    if scheduler is not None and (not isinstance(scheduler, str) or not scheduler.strip() or len(scheduler) > 1000):
        raise error(f"scheduler must be a Dask scheduler's address such as 'tcp://host:8786', got {plainly(scheduler)}")


def placement(workers: int | None, scheduler: str | None) -> tuple[int | None, str | None]:
    """``(workers, scheduler)`` with ``POKERRANK_SCHEDULER`` read when neither is given;
    ``(None, None)`` means this process.

    >>> placement(3, None)
    (3, None)
    """
    if workers is None and scheduler is None:
        scheduler = os.environ.get(ENV, "").strip() or None
    return workers, scheduler


@contextmanager
def dask_client(
    workers: int | None, scheduler: str | None, *, error: type[PokerRankError] = ClusterError
) -> Iterator[Any]:
    """A Dask client: on a new LocalCluster of ``workers`` processes (spawned, one task at a
    time each, the cores shared out through ``POKERRANK_TASK_THREADS``), or on the cluster at
    ``scheduler``. Both are closed on leaving. Without dask and distributed:
    :class:`~pokerrank.errors.MissingExtraError` naming the extra; a scheduler that cannot be
    reached: ``error``."""
    try:
        import dask
        import distributed
    except ImportError:
        raise MissingExtraError(f"running on Dask needs dask and distributed: {INSTALL}") from None
    d: Any = distributed  # untyped for mypy
    cluster: Any = None
    client: Any = None
    try:
        if workers is not None:
            threads = max(1, (os.cpu_count() or 1) // workers)
            # Spawned (no fork of a process holding threads); no statistical profiler sampling
            # each worker's stack every 10 ms (nobody sees its dashboard).
            spawn = {"distributed.worker.multiprocessing-method": "spawn", "distributed.worker.profile.enabled": False}
            with dask.config.set(spawn):
                cluster = d.LocalCluster(
                    n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0",  # any free port
                    silence_logs=logging.ERROR, env={"POKERRANK_TASK_THREADS": str(threads)},
                )  # fmt: skip
            client = d.Client(cluster)
        else:
            try:
                client = d.Client(scheduler, timeout=CONNECT_TIMEOUT)
            except (OSError, TimeoutError, ValueError) as exc:
                reason = " ".join(str(exc).split()) or type(exc).__name__
                raise error(f"cannot reach the Dask scheduler at {scheduler!r}: {reason}") from None
        yield client
    finally:
        if client is not None:
            client.close()
        if cluster is not None:
            cluster.close()


def completed(client: Any, futures: Iterable[Any]) -> Iterator[Any]:
    """Finished futures as they finish; every one cancelled if the caller stops early."""
    import distributed

    d: Any = distributed  # untyped for mypy
    futures = list(futures)
    try:
        yield from d.as_completed(futures)
    except BaseException:
        client.cancel(futures)
        raise


def map_ordered(
    func: Callable[[T], R],
    items: Iterable[T],
    *,
    workers: int | None = None,
    scheduler: str | None = None,
    window: int | None = None,
    name: str = "pokerrank",
    error: type[PokerRankError] = ClusterError,
) -> Iterator[R]:
    """``func(item)`` for each item, in order: in this process when neither ``workers`` nor
    ``scheduler`` (nor ``POKERRANK_SCHEDULER``) is given, else on Dask (see the module).

    ``func`` must be importable on the workers (a module-level function) and pure: Dask runs
    an item again when a worker dies. Results come back in the items' order, each as soon as
    it and every item before it are done. ``items`` is read lazily: at most ``window`` items
    (default four per worker thread, at least 16) are out at a time, so an endless stream
    works and memory stays bounded. Task keys start with ``name``.

    >>> list(map_ordered(len, ["a", "bcd", ""]))
    [1, 3, 0]
    """
    check_placement(workers, scheduler, error=error)
    if window is not None and (not isinstance(window, int) or isinstance(window, bool) or window < 1):
        raise error(f"window must be a whole number of tasks, at least 1, got {plainly(window)}")
    workers, scheduler = placement(workers, scheduler)
    if workers is None and scheduler is None:
        for item in items:
            yield func(item)
        return
    with dask_client(workers, scheduler, error=error) as client:
        yield from _ordered(client, func, items, window, name)


def _ordered(client: Any, func: Callable[[T], R], items: Iterable[T], window: int | None, name: str) -> Iterator[R]:
    import distributed

    d: Any = distributed  # untyped for mypy
    limit = window or max(16, 4 * sum(client.nthreads().values()))
    prefix = f"{name}-{uuid.uuid4().hex[:12]}"
    source = iter(items)
    flying = d.as_completed(loop=client.loop)
    position: dict[str, int] = {}
    out: dict[str, Any] = {}  # the futures submitted and not yet taken
    done: dict[int, R] = {}
    submitted = upcoming = 0
    exhausted = False

    def fill() -> None:
        nonlocal submitted, exhausted
        while not exhausted and submitted - upcoming < limit:
            try:
                item = next(source)
            except StopIteration:
                exhausted = True
                return
            future = client.submit(func, item, key=f"{prefix}-{submitted:07d}", retries=RETRIES, pure=False)
            position[future.key] = submitted
            out[future.key] = future
            flying.add(future)
            submitted += 1

    try:
        fill()
        for future in flying:
            done[position.pop(future.key)] = future.result()
            del out[future.key]
            future.release()
            while upcoming in done:
                yield done.pop(upcoming)
                upcoming += 1
            fill()
    except BaseException:
        client.cancel(list(out.values()))
        raise
