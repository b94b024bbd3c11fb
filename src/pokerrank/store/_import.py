"""Importing hand histories into a store: read, audit, write in batches, each a transaction.

Idempotent: a file already imported with the same bytes is skipped; a file whose bytes changed
has its hands replaced; a hand already stored (the same room, table, hand number and text,
from any file) is skipped and counted. Every batch of files is written in one transaction together
with the files' own rows, so a crash or a kill leaves the store as it was after the last whole
batch, and the same command then imports the rest.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Final

from pokerrank._showdown.results import json_data
from pokerrank._version import __version__
from pokerrank.errors import HandHistoryError, MissingExtraError, PokerRankError, StoreError
from pokerrank.store._rows import Batch, hand_key
from pokerrank.store._schema import TABLES, prepare

__all__ = ["BATCH_HANDS", "PARTS_SUFFIX", "ImportReport", "connect", "import_hands", "reaudit"]

BATCH_HANDS: Final = 20_000
"""About this many hands are written per transaction (a batch ends with a whole file)."""

INSTALL: Final = "pip install 'pokerrank[store]'"

_CHILDREN: Final = ("seats", "actions", "collections", "payouts", "results", "allins", "dealt")

_Planned = tuple[str, int, str | None, int]
"""A file to import: its path, its file_id, the sha1 stored (None: a new file), its place."""

_Job = tuple[tuple[_Planned, ...], str, bool, str | None]
"""A task: its files, pokerrank's version, whether results are kept, and the folder its
Parquet parts go to (None: its rows come back in the task's result)."""


@dataclass
class _Parts:
    """A task's rows written as Parquet parts (one file per table, on a cluster): what comes back
    to the importer is the files' rows, the hand count and the parts' paths, not the rows."""

    files: list[tuple[Any, ...] | None]
    """Each file's row, or None for a file whose bytes are the ones stored."""
    size: int
    paths: dict[str, str]
    """Table name to its part (tables with no rows in this task have none)."""


@dataclass
class ImportReport:
    """What an import did: files read, skipped (unchanged), replaced (changed) and unreadable
    (with the reason); hands read, added, already stored and not auditable."""

    files: int = 0
    unchanged_files: int = 0
    changed_files: int = 0
    unreadable_files: dict[str, str] = field(default_factory=dict)
    hands: int = 0
    added: int = 0
    duplicates: int = 0
    outcomes: dict[str, int] = field(default_factory=dict)
    reaudited: int = 0

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return json_data(
            self,
            "files",
            "unchanged_files",
            "changed_files",
            "unreadable_files",
            "hands",
            "added",
            "duplicates",
            "outcomes",
            "reaudited",
        )


def _duckdb() -> Any:
    try:
        import duckdb
    except ImportError:
        raise MissingExtraError(f"the hand store needs DuckDB and pyarrow: {INSTALL}") from None
    return duckdb


def connect(db: str | os.PathLike[str], *, read_only: bool = False) -> Any:
    """A DuckDB connection to the store at ``db``, created (or migrated) as needed."""
    duckdb = _duckdb()
    where = os.fspath(db)
    if read_only and not Path(where).is_file():
        raise StoreError(f"no store at {where!r}")
    try:
        connection = duckdb.connect(where, read_only=read_only)
    except duckdb.Error as exc:
        raise StoreError(f"{where!r} cannot be opened as a store: {str(exc).splitlines()[0]}") from None
    try:
        if read_only:
            from pokerrank.store._schema import SCHEMA_VERSION, _version

            found = _version(connection, repr(where))
            if found is None or found != SCHEMA_VERSION:
                raise StoreError(
                    f"{where!r} has schema version {found}; open it once for writing (pokerrank import) to migrate it"
                )
        else:
            prepare(connection, repr(where), __version__)
    except BaseException:
        connection.close()
        raise
    return connection


def import_hands(
    paths: Iterable[str | os.PathLike[str]],
    db: str | os.PathLike[str],
    *,
    reaudit_all: bool = False,
    batch_hands: int = BATCH_HANDS,
    progress: Callable[[int, int], None] | None = None,
    workers: int | None = None,
    scheduler: str | None = None,
    results: bool = False,
) -> ImportReport:
    """Read every hand-history file under ``paths``, audit each hand, and store hands and
    verdicts in the DuckDB file ``db`` (made if missing). See the module docstring for what
    is skipped and replaced. ``reaudit_all``: afterwards, decide every stored hand again with this
    pokerrank version. ``progress(done, total)``: called after each file. ``results``: also
    keep each player's results of each hand added (:mod:`pokerrank.results`: net, rake,
    all-in adjusted winnings; the ``results`` table), at the cost of an exact equity per all-in.

    ``workers=N`` reads and audits the files on a Dask LocalCluster of N processes,
    ``scheduler="tcp://host:8786"`` on an existing cluster (the ``pokerrank[distributed]``
    extra; the workers must see the files at the same paths): the same store, written here.
    """
    from pokerrank import _cluster
    from pokerrank.handhistory.reader import source_files

    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    if type(batch_hands) is not int or batch_hands < 1:
        raise StoreError(f"batch_hands is a positive whole number, got {batch_hands!r}")
    _cluster.check_placement(workers, scheduler)
    files = source_files(paths)
    report = ImportReport(files=len(files))
    connection = connect(db)
    try:
        known = {
            row[0]: (row[1], row[2]) for row in connection.execute("SELECT path, file_id, sha1 FROM files").fetchall()
        }
        next_id = 1 + connection.execute("SELECT coalesce(max(file_id), 0) FROM files").fetchall()[0][0]
        plan: list[_Planned] = []  # path, file_id, the sha1 stored (None: new), place
        for file in files:
            path = os.path.abspath(file)
            old = known.get(path)
            if old is None:
                known[path] = (next_id, "")
                plan.append((path, next_id, None, len(plan)))
                next_id += 1
            else:
                plan.append((path, old[0], old[1], len(plan)))
        parts = _parts_folder(db, workers, scheduler)
        staged = _cluster.map_ordered(
            _stage_task, _jobs(plan, results, parts), workers=workers, scheduler=scheduler, name="pokerrank-import"
        )
        pending = _Pending()
        done = 0
        try:
            for task in staged:
                local = not isinstance(task, _Parts)
                for one in task if not isinstance(task, _Parts) else task.files:
                    done += 1
                    row = one.files[0] if isinstance(one, Batch) else one
                    if row is None:  # the same bytes as stored: nothing to do
                        report.unchanged_files += 1
                        _progress(progress, done, len(files))
                        continue
                    file_id, path, _, _, count, _, _, error = row
                    if known[path][1]:  # stored before, with other bytes: its hands are replaced
                        report.changed_files += 1
                        pending.replaced.append(file_id)
                    if error is not None:
                        report.unreadable_files[path] = error
                    report.hands += count
                    if isinstance(one, Batch):
                        pending.add_rows(one)
                        if pending.size >= batch_hands:
                            _write(connection, pending, report)
                            pending = _Pending()
                    _progress(progress, done, len(files))
                if not local:
                    pending.add_parts(task)  # type: ignore[arg-type]
                    if pending.size >= batch_hands:
                        _write(connection, pending, report)
                        pending = _Pending()
        finally:
            staged.close()  # type: ignore[attr-defined]  # a stop cancels the tasks still out
        if pending.any_file:
            _write(connection, pending, report)
        if parts is not None:
            shutil.rmtree(parts, ignore_errors=True)
        if reaudit_all:
            report.reaudited = reaudit(connection, results=results)
    finally:
        connection.close()
    return report


_TASK_FILES: Final = 64
_TASK_BYTES: Final = 4 << 20
"""A task reads up to :data:`_TASK_FILES` files, or about this many bytes (one file at least)."""


PARTS_SUFFIX: Final = ".parts"
"""On a cluster, the workers write each task's rows as Parquet parts into a folder beside the
store (``hands.duckdb.parts``), which the importer loads and removes; the folder is scratch,
emptied when an import starts (a killed import's parts are never loaded twice)."""


def _parts_folder(db: str | os.PathLike[str], workers: int | None, scheduler: str | None) -> str | None:
    """The folder for the tasks' Parquet parts, made empty; None in this process (rows come back
    as they are: nothing to gain from a file in between)."""
    from pokerrank import _cluster

    if _cluster.placement(workers, scheduler) == (None, None):
        return None
    folder = os.path.abspath(os.fspath(db)) + PARTS_SUFFIX
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    return folder


def _jobs(plan: list[_Planned], results: bool, parts: str | None) -> Iterator[_Job]:
    """The files to read, cut into tasks."""
    group: list[_Planned] = []
    size = 0
    for item in plan:
        group.append(item)
        with contextlib.suppress(OSError):
            size += os.path.getsize(item[0])
        if size >= _TASK_BYTES or len(group) >= _TASK_FILES:
            yield tuple(group), __version__, results, parts
            group, size = [], 0
    if group:
        yield tuple(group), __version__, results, parts


def _stage_task(job: _Job) -> list[Batch | None] | _Parts:
    """A task (here or on a Dask worker; pure, as Dask may run it twice): its files read and
    audited; with a parts folder, the rows written there as one Parquet file per table."""
    items, version, results, parts = job
    staged = _stage((items, version, results))
    if parts is None:
        return staged
    import pyarrow.parquet as pq

    batch = Batch()
    rows: list[tuple[Any, ...] | None] = []
    for one in staged:
        rows.append(one.files[0] if one is not None else None)
        if one is not None:
            batch.extend(one)
    paths: dict[str, str] = {}
    name = f"{items[0][3]:09d}.parquet"  # the first file's place: the same task writes the same part
    for table in ("hands", *_CHILDREN):
        columns = batch.columns(table)
        if not next(iter(columns.values())):
            continue
        folder = os.path.join(parts, table)
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, name)
        pq.write_table(_arrow(columns), path + ".tmp", compression="lz4")
        os.replace(path + ".tmp", path)  # a retried task never leaves half a part
        paths[table] = path
    return _Parts(rows, batch.size, paths)


@dataclass
class _Pending:
    """The tasks gathered for the next transaction: rows in memory (this process) or Parquet
    parts (a cluster), and the files' rows."""

    batch: Batch = field(default_factory=Batch)
    parts: dict[str, list[str]] = field(default_factory=dict)
    files: list[tuple[Any, ...]] = field(default_factory=list)
    """The files' rows of the tasks that wrote parts (the others' are in ``batch``)."""
    replaced: list[int] = field(default_factory=list)
    size: int = 0

    def add_rows(self, one: Batch) -> None:
        """A file's rows, read in this process."""
        self.batch.extend(one)
        self.size += one.size

    def add_parts(self, task: _Parts) -> None:
        """A task's Parquet parts and its files' rows."""
        self.files.extend(row for row in task.files if row is not None)
        for table, path in task.paths.items():
            self.parts.setdefault(table, []).append(path)
        self.size += task.size

    @property
    def any_file(self) -> bool:
        return bool(self.files or self.batch.files)


def _stage(job: tuple[tuple[_Planned, ...], str, bool]) -> list[Batch | None]:
    """A task: each file read and its hands audited, as one :class:`Batch` per file, or None
    for a file whose bytes are the ones stored (runs here or on a Dask worker; pure, as Dask
    may run it twice)."""
    from pokerrank.handhistory import audit_hand
    from pokerrank.handhistory.reader import read_bytes

    items, version, results = job
    out: list[Batch | None] = []
    for path, file_id, stored, place in items:
        try:
            data = Path(path).read_bytes()
        except OSError as exc:
            batch = Batch()
            batch.add_file(file_id, path, "", 0, 0, 0, datetime.now(), exc.strerror or str(exc))
            out.append(batch)
            continue
        sha1 = hashlib.sha1(data, usedforsecurity=False).hexdigest()
        if sha1 == stored:
            out.append(None)
            continue
        batch = Batch(place << 32)  # the file's place in the import, then the hand's in the file
        error = None
        try:
            for record in read_bytes(data, path):
                if record.error is not None and record.hand_id == "?":  # the whole file, not one hand
                    error = record.error.reason
                key = hand_key(record, path)
                batch.add(key, file_id, record, audit_hand(record, lang="en"), version)
                if results:
                    batch.add_results(key, record, version)
        except PokerRankError as exc:  # the reader keeps going past bad hands; this is a safety net
            error = str(exc)
        batch.add_file(file_id, path, sha1, len(data), batch.size, 0, datetime.now(), error)
        out.append(batch)
    return out


def _progress(progress: Callable[[int, int], None] | None, done: int, total: int) -> None:
    if progress is not None:
        progress(done, total)


def _arrow(columns: dict[str, list[Any]]) -> Any:
    import pyarrow as pa

    return pa.table(columns)


def _stored_columns(name: str) -> list[str]:
    """A table's columns, in the order of its DDL (:data:`TABLES`)."""
    return [column.split()[0] for column in TABLES[name].strip().split(",\n")]


def _write(connection: Any, pending: _Pending, report: ImportReport) -> None:
    """One batch in one transaction: the replaced files' hands out, the new hands in (the
    first reading of each hand not stored yet), the files' rows written last."""
    batch, replaced = pending.batch, pending.replaced
    batch.files.extend(pending.files)
    staged = {f"st_{name}": batch.columns(name) for name in ("files", "hands", *_CHILDREN)}
    views: list[str] = []
    for name, columns in staged.items():
        paths = pending.parts.get(name[3:])
        if paths:  # a cluster's parts: read where they lie
            listed = ", ".join("'" + path.replace("'", "''") + "'" for path in paths)
            connection.execute(
                f"CREATE OR REPLACE TEMP VIEW {name} AS SELECT * FROM read_parquet([{listed}], union_by_name = true)"
            )
            views.append(name)
        else:
            connection.register(name, _arrow(columns))
    columns_of = {name: _stored_columns(name) for name in TABLES}
    connection.execute("BEGIN TRANSACTION")
    try:
        if replaced:
            ids = ", ".join(str(i) for i in replaced)
            for name in _CHILDREN:
                connection.execute(
                    f"DELETE FROM {name} WHERE hand_key IN (SELECT hand_key FROM hands WHERE file_id IN ({ids}))"
                )
            connection.execute(f"DELETE FROM hands WHERE file_id IN ({ids})")
        connection.execute(
            "CREATE OR REPLACE TEMP TABLE new_hands AS "
            "SELECT f.hand_key, f.seq FROM (SELECT hand_key, min(seq) AS seq FROM st_hands GROUP BY hand_key) f "
            "WHERE NOT EXISTS (SELECT 1 FROM hands h WHERE h.hand_key = f.hand_key)"
        )
        for name in ("hands", *_CHILDREN):
            cols = ", ".join(f"s.{c}" for c in columns_of[name])
            connection.execute(
                f"INSERT INTO {name} SELECT {cols} FROM st_{name} s JOIN new_hands n USING (hand_key, seq)"
            )
        file_cols = ", ".join(columns_of["files"])
        connection.execute("DELETE FROM files WHERE file_id IN (SELECT file_id FROM st_files)")
        connection.execute(f"INSERT INTO files SELECT {file_cols} FROM st_files")
        connection.execute(
            "UPDATE files SET added = c.n FROM (SELECT file_id, count(*) AS n FROM hands GROUP BY file_id) c "
            "WHERE files.file_id = c.file_id AND files.file_id IN (SELECT file_id FROM st_files)"
        )
        added = connection.execute("SELECT count(*) FROM new_hands").fetchall()[0][0]
        outcomes = connection.execute(
            "SELECT s.outcome, count(*) FROM st_hands s JOIN new_hands n USING (hand_key, seq) GROUP BY s.outcome"
        ).fetchall()
        connection.execute("COMMIT")
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    finally:
        for name in staged:
            if name in views:
                connection.execute(f"DROP VIEW IF EXISTS {name}")
            else:
                connection.unregister(name)
    for paths in pending.parts.values():
        for path in paths:
            with contextlib.suppress(OSError):
                os.remove(path)
    report.added += added
    report.duplicates += pending.size - added
    for outcome, n in outcomes:
        report.outcomes[outcome] = report.outcomes.get(outcome, 0) + n


def reaudit(connection: Any, *, chunk: int = 5_000, results: bool = False) -> int:
    """Decide every stored hand again with this pokerrank version (its text read anew):
    the verdict columns and the payouts are replaced; with ``results``, each player's results,
    the all-ins and the dealt hands too (:meth:`Batch.add_results`); the number of hands. A
    record of a file that could not be read has no text, and keeps its reason."""
    from pokerrank.handhistory import audit_hand
    from pokerrank.handhistory.reader import read_bytes

    keys = [row[0] for row in connection.execute("SELECT hand_key FROM hands WHERE text <> '' ORDER BY 1").fetchall()]
    done = 0
    for start in range(0, len(keys), chunk):
        part = keys[start : start + chunk]
        connection.register("wanted", _arrow({"hand_key": part}))
        rows = connection.execute(
            "SELECT h.hand_key, h.text, f.path, h.line FROM hands h JOIN files f USING (file_id) "
            "JOIN wanted w USING (hand_key)"
        ).fetchall()
        connection.unregister("wanted")
        verdicts: dict[str, list[Any]] = {
            c: [] for c in ("hand_key", "outcome", "reason", "detail", "showdown", "audited_by")
        }
        payouts: dict[str, list[Any]] = {c: [] for c in ("hand_key", "pot", "player", "rules", "paid")}
        kept = Batch()
        for key, text, path, _line in rows:
            records = list(read_bytes(text.encode("utf-8"), path))
            if len(records) != 1:
                raise HandHistoryError(f"the stored text of hand {key!r} reads as {len(records)} hands", path)
            verdict = audit_hand(records[0], lang="en")
            if results:
                kept.size += 1  # the hand's rows numbered as if added
                kept.add_results(key, records[0], __version__)
            for name, value in (
                ("hand_key", key),
                ("outcome", verdict.outcome.value),
                ("reason", verdict.reason),
                ("detail", verdict.detail),
                ("showdown", verdict.showdown),
                ("audited_by", __version__),
            ):
                verdicts[name].append(value)
            for p in verdict.payouts:
                for name, value in (
                    ("hand_key", key),
                    ("pot", p.pot),
                    ("player", p.player),
                    ("rules", p.rules),
                    ("paid", p.paid),
                ):
                    payouts[name].append(value)
        connection.register("st_verdicts", _arrow(verdicts))
        connection.register("st_payouts", _arrow(payouts))
        derived = ("results", "allins", "dealt") if results else ()
        for name in derived:
            connection.register(f"st_{name}", _arrow(kept.columns(name)))
        connection.execute("BEGIN TRANSACTION")
        try:
            for name in derived:
                cols = ", ".join(_stored_columns(name))
                connection.execute(f"DELETE FROM {name} WHERE hand_key IN (SELECT hand_key FROM st_verdicts)")
                connection.execute(f"INSERT INTO {name} SELECT {cols} FROM st_{name}")
            connection.execute(
                "UPDATE hands SET outcome = v.outcome, reason = v.reason, detail = v.detail, showdown = v.showdown, "
                "audited_by = v.audited_by FROM st_verdicts v WHERE hands.hand_key = v.hand_key"
            )
            connection.execute("DELETE FROM payouts WHERE hand_key IN (SELECT hand_key FROM st_verdicts)")
            connection.execute("INSERT INTO payouts SELECT hand_key, pot, player, rules, paid FROM st_payouts")
            connection.execute("COMMIT")
        except BaseException:
            connection.execute("ROLLBACK")
            raise
        finally:
            for name in ("verdicts", "payouts", *derived):
                connection.unregister(f"st_{name}")
        done += len(rows)
    return done
