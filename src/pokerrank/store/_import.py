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
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Final

from pokerrank._version import __version__
from pokerrank.errors import HandHistoryError, MissingExtraError, PokerRankError, StoreError
from pokerrank.store._rows import Batch, hand_key
from pokerrank.store._schema import TABLES, prepare

__all__ = ["BATCH_HANDS", "ImportReport", "connect", "import_hands", "reaudit"]

BATCH_HANDS: Final = 20_000
"""About this many hands are written per transaction (a batch ends with a whole file)."""

INSTALL: Final = "pip install 'pokerrank[store]'"

_CHILDREN: Final = ("seats", "actions", "collections", "payouts", "results")

_Planned = tuple[str, int, str | None, int]
"""A file to import: its path, its file_id, the sha1 stored (None: a new file), its place."""


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
        return {
            "files": self.files,
            "unchanged_files": self.unchanged_files,
            "changed_files": self.changed_files,
            "unreadable_files": dict(self.unreadable_files),
            "hands": self.hands,
            "added": self.added,
            "duplicates": self.duplicates,
            "outcomes": dict(self.outcomes),
            "reaudited": self.reaudited,
        }


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
        staged = _cluster.map_ordered(
            _stage, _jobs(plan, results), workers=workers, scheduler=scheduler, name="pokerrank-import"
        )
        batch, done, replaced = Batch(), 0, []
        try:
            for part in staged:
                for one in part:
                    done += 1
                    if one is None:  # the same bytes as stored: nothing to do
                        report.unchanged_files += 1
                        _progress(progress, done, len(files))
                        continue
                    file_id, path, _, _, count, _, _, error = one.files[0]
                    if known[path][1]:  # stored before, with other bytes: its hands are replaced
                        report.changed_files += 1
                        replaced.append(file_id)
                    if error is not None:
                        report.unreadable_files[path] = error
                    report.hands += count
                    batch.extend(one)
                    if batch.size >= batch_hands:
                        _write(connection, batch, replaced, report)
                        batch, replaced = Batch(), []
                    _progress(progress, done, len(files))
        finally:
            staged.close()  # type: ignore[attr-defined]  # a stop cancels the tasks still out
        if batch.files:
            _write(connection, batch, replaced, report)
        if reaudit_all:
            report.reaudited = reaudit(connection)
    finally:
        connection.close()
    return report


_TASK_FILES: Final = 64
_TASK_BYTES: Final = 4 << 20
"""A task reads up to :data:`_TASK_FILES` files, or about this many bytes (one file at least)."""


def _jobs(plan: list[_Planned], results: bool) -> Iterator[tuple[tuple[_Planned, ...], str, bool]]:
    """The files to read, cut into tasks."""
    group: list[_Planned] = []
    size = 0
    for item in plan:
        group.append(item)
        with contextlib.suppress(OSError):
            size += os.path.getsize(item[0])
        if size >= _TASK_BYTES or len(group) >= _TASK_FILES:
            yield tuple(group), __version__, results
            group, size = [], 0
    if group:
        yield tuple(group), __version__, results


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


def _write(connection: Any, batch: Batch, replaced: list[int], report: ImportReport) -> None:
    """One batch in one transaction: the replaced files' hands out, the new hands in (the
    first reading of each hand not stored yet), the files' rows written last."""
    staged = {f"st_{name}": batch.columns(name) for name in ("files", "hands", *_CHILDREN)}
    for name, columns in staged.items():
        connection.register(name, _arrow(columns))
    columns_of = {name: [c.split()[0] for c in TABLES[name].strip().split(",\n")] for name in TABLES}
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
            connection.unregister(name)
    report.added += added
    report.duplicates += batch.size - added
    for outcome, n in outcomes:
        report.outcomes[outcome] = report.outcomes.get(outcome, 0) + n


def reaudit(connection: Any, *, chunk: int = 5_000) -> int:
    """Decide every stored hand again with this pokerrank version (its text read anew):
    the verdict columns and the payouts are replaced; the number of hands. A record of a file
    that could not be read has no text, and keeps its reason."""
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
        for key, text, path, _line in rows:
            records = list(read_bytes(text.encode("utf-8"), path))
            if len(records) != 1:
                raise HandHistoryError(f"the stored text of hand {key!r} reads as {len(records)} hands", path)
            verdict = audit_hand(records[0], lang="en")
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
        connection.execute("BEGIN TRANSACTION")
        try:
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
            connection.unregister("st_verdicts")
            connection.unregister("st_payouts")
        done += len(rows)
    return done
