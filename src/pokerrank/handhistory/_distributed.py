"""The audit cut into tasks: by files (or chunks of hands), run here or on Dask.

Where the tasks run is :mod:`pokerrank._cluster`'s placement: this process when neither
``workers`` nor ``scheduler`` (nor ``POKERRANK_SCHEDULER``) is given, else a Dask
``LocalCluster`` of ``workers`` processes or the cluster at ``scheduler``. A task is a few
files (or a few hundred hand records), about :data:`TASK_BYTES` of hand-history text, so a
task lost with its worker is cheap to run again; it is a pure function of its arguments, so
running it again gives the same verdicts. Results are taken in the order of the files and
hands, whatever order the tasks finish in: the verdicts and the summary are those of one
process, in the same order.

Two roads:

- :func:`audit_on_dask` gives every verdict, as :func:`~pokerrank.handhistory.audit` does
  (every verdict carries its hand record back from the worker: the client's share of the
  work is unpickling them);
- :func:`audit_files` gives per task its counts (a :class:`Summary`) and only the verdicts
  asked for (``keep``): what ``pokerrank audit`` prints. The workers do all the work; the
  client adds up one summary per task.

>>> from pokerrank.handhistory import Summary
>>> from pokerrank.handhistory.examples import HEADS_UP_STEAL
>>> from pokerrank.handhistory import audit_hand
>>> [v.outcome.value for v in audit_on_dask(HEADS_UP_STEAL, audit_hand, lang="en", workers=None, scheduler=None)]
['match']
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, Protocol, TypeVar

from pokerrank import _cluster
from pokerrank.handhistory.reader import read, source_files
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.verdicts import Outcome, Summary, Verdict

__all__ = ["TASK_BYTES", "BatchAudit", "Judge", "Keep", "add_summary", "audit_batch", "audit_files", "audit_on_dask"]

U = TypeVar("U")

Keep = Literal["all", "mismatches", "none"]
"""Which verdicts :func:`audit_files` sends back: every one, the mismatches, none."""

TASK_BYTES = 256 * 1024
"""About how much hand-history text one task audits (a few hundred hands, well under a
second): small enough to run again when a worker dies, big enough that Dask's cost per task
(a millisecond or two) does not show."""

TASK_ITEMS = 512
"""At most this many files or hand records in one task (many tiny files)."""

_RECORD_BYTES = 1_500
"""The weight of a hand record whose text is not kept: a typical hand's size."""


class Judge(Protocol):
    """What decides one hand: :func:`pokerrank.handhistory.audit_hand`, handed in by its
    module (which imports this one), and pickled to the workers by name."""

    def __call__(self, record: HandRecord, *, lang: str | None = ...) -> Verdict: ...


@dataclass(frozen=True)
class BatchAudit:
    """What auditing some files (one task) gives: ``files`` (how many), ``summary`` (their
    counts together, as one :class:`Summary` would count their verdicts), ``verdicts`` (those
    asked for, in order) and ``unreadable`` (each file where no hand could be read, with its
    first verdict, so a caller can say why). Counts travel back from a worker, not verdicts:
    a verdict carries its whole hand record and costs the client more to unpickle than a
    worker took to decide it."""

    files: int
    summary: Summary
    verdicts: tuple[Verdict, ...]
    unreadable: tuple[tuple[str, Verdict | None], ...]


def audit_batch(
    paths: Sequence[str | os.PathLike[str]], judge: Judge, lang: str | None, keep: Keep = "all"
) -> BatchAudit:
    """Audit every hand of some files, in order (see :class:`BatchAudit`).

    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> (folder / "none.txt").write_text("not a hand history")
    18
    >>> from pokerrank.handhistory import audit_hand
    >>> batch = audit_batch([folder / "none.txt"], audit_hand, "en")
    >>> batch.summary.hands, [(first.reason) for _, first in batch.unreadable]
    (1, ['unreadable'])
    >>> import shutil; shutil.rmtree(folder)
    """
    summary = Summary()
    kept: list[Verdict] = []
    unreadable: list[tuple[str, Verdict | None]] = []
    for path in paths:
        readable = 0
        first: Verdict | None = None
        for record in read(Path(path)):
            verdict = judge(record, lang=lang)
            if first is None:
                first = verdict
            summary.add(verdict)
            readable += verdict.hand.error is None
            if keep == "all" or (keep == "mismatches" and verdict.outcome is Outcome.MISMATCH):
                kept.append(verdict)
        if not readable:
            unreadable.append((str(path), first))
    return BatchAudit(len(paths), summary, tuple(kept), tuple(unreadable))


def add_summary(total: Summary, part: Summary) -> None:
    """Add the counts of ``part`` to ``total``: counting verdicts in pieces and adding the
    pieces up in order gives what one :class:`Summary` over all of them gives (the same
    numbers, reasons and games first seen in the same order).

    >>> total, part = Summary(), Summary()
    >>> part.hands, part.not_auditable["cancelled"] = 3, 1
    >>> add_summary(total, part); add_summary(total, part)
    >>> total.hands, dict(total.not_auditable)
    (6, {'cancelled': 2})
    """
    for name, value in vars(part).items():
        mine = getattr(total, name)
        if isinstance(value, bool):
            raise TypeError(f"Summary.{name} is a flag: add_summary does not know how to add it")
        if isinstance(value, int):
            setattr(total, name, mine + value)
        elif isinstance(value, set):
            mine |= value
        elif isinstance(value, Counter):
            mine.update(value)
        elif isinstance(value, dict):
            for key, counts in value.items():
                mine.setdefault(key, Counter()).update(counts)
        else:
            raise TypeError(f"Summary.{name} is a {type(value).__name__}: add_summary does not know how to add it")


def _audit_batch_task(job: tuple[tuple[str, ...], Judge, str | None, Keep]) -> BatchAudit:
    """A task of :func:`audit_files` (runs on any worker)."""
    return audit_batch(*job)


def audit_files(
    files: Iterable[str | os.PathLike[str]],
    judge: Judge,
    *,
    lang: str | None = "en",
    keep: Keep = "all",
    workers: int | None = None,
    scheduler: str | None = None,
) -> Generator[BatchAudit, None, None]:
    """Audit the hands of each file, in the files' order, a task's files at a time (see
    :class:`BatchAudit`): here, or on Dask (``workers`` / ``scheduler``, see the module), in
    tasks of about :data:`TASK_BYTES` of text. Files are taken as given (a file named twice is audited
    twice); :func:`~pokerrank.handhistory.reader.source_files` finds them in folders.
    ``judge`` is :func:`~pokerrank.handhistory.audit_hand`.

    >>> from pokerrank.handhistory import audit_hand
    >>> [batch.summary.hands for batch in audit_files([], audit_hand)]
    []
    """
    _cluster.check_placement(workers, scheduler)
    names = (str(f) for f in files)
    jobs = ((batch, judge, lang, keep) for batch in _batches(names, _file_bytes))
    yield from _cluster.map_ordered(
        _audit_batch_task, jobs, workers=workers, scheduler=scheduler, name="pokerrank-audit"
    )


def _audit_task(job: tuple[tuple[Path | HandRecord, ...], Judge, str | None]) -> list[Verdict]:
    """A task of :func:`audit_on_dask`: every verdict of some files and hand records."""
    units, judge, lang = job
    verdicts: list[Verdict] = []
    for unit in units:
        if isinstance(unit, HandRecord):
            verdicts.append(judge(unit, lang=lang))
        else:
            verdicts.extend(judge(record, lang=lang) for record in read(unit))
    return verdicts


def audit_on_dask(
    source: Any, judge: Judge, *, lang: str | None, workers: int | None, scheduler: str | None
) -> Iterator[Verdict]:
    """Every verdict of ``source`` (what :func:`~pokerrank.handhistory.audit` takes), in the
    same order as one process gives them; files are audited on the workers, records read here
    from text, bytes or open files are sent to them in chunks."""
    _cluster.check_placement(workers, scheduler)
    jobs = ((batch, judge, lang) for batch in _batches(_units(source), _unit_bytes))
    for verdicts in _cluster.map_ordered(
        _audit_task, jobs, workers=workers, scheduler=scheduler, name="pokerrank-audit"
    ):
        yield from verdicts


def _units(source: Any) -> Iterator[Path | HandRecord]:
    """The files and hand records of ``source``, in the order read() and audit() take them:
    files that exist are left for the workers to read; anything else is read here (so an
    error comes as it would in one process)."""
    if _is_path(source) or isinstance(source, (str, bytes)) or hasattr(source, "read"):
        yield from _read_here_or_files(source)
        return
    for item in source:
        if isinstance(item, HandRecord):
            yield item
        else:
            yield from _read_here_or_files(item)


def _read_here_or_files(item: Any) -> Iterator[Path | HandRecord]:
    if _is_path(item):
        path = Path(item)
        try:
            is_dir, exists = path.is_dir(), path.exists()
        except OSError:  # read() says what is wrong with it
            is_dir = exists = False
        if is_dir:
            yield from source_files([path])
            return
        if exists:
            yield path
            return
    yield from read(item)


def _is_path(item: Any) -> bool:
    """Whether read() takes ``item`` as a path (the same test: text has a line break or
    starts as a hand does)."""
    if isinstance(item, os.PathLike):
        return True
    if not isinstance(item, str):
        return False
    return (
        "\n" not in item
        and "\r" not in item.rstrip("\r")
        and not item.lstrip("\ufeff").startswith(("PokerStars", "variant"))
        and bool(item.strip())
    )


def _file_bytes(path: str | Path) -> int:
    try:
        return os.stat(path).st_size
    except OSError:
        return 0


def _unit_bytes(unit: Path | HandRecord) -> int:
    if isinstance(unit, HandRecord):
        return len(unit.text) if unit.text else _RECORD_BYTES
    return _file_bytes(unit)


def _batches(items: Iterable[U], weight: Callable[[U], int]) -> Iterator[tuple[U, ...]]:
    """Consecutive items in groups of about :data:`TASK_BYTES` (at most :data:`TASK_ITEMS`)."""
    batch: list[U] = []
    size = 0
    for item in items:
        batch.append(item)
        size += weight(item)
        if size >= TASK_BYTES or len(batch) >= TASK_ITEMS:
            yield tuple(batch)
            batch, size = [], 0
    if batch:
        yield tuple(batch)


def batches_of(files: Sequence[str]) -> int:
    """How many tasks :func:`audit_files` cuts ``files`` into.

    >>> batches_of([])
    0
    """
    return sum(1 for _ in _batches(files, _file_bytes))
