"""Reading a store back: the verdicts with filters, a summary, and Parquet for a cluster."""

from __future__ import annotations

import os
from collections.abc import Iterator
from datetime import date, datetime
from pathlib import Path
from typing import Any, Final

from pokerrank.errors import StoreError
from pokerrank.handhistory.records import HandRecord
from pokerrank.store._import import connect
from pokerrank.store._schema import TABLES

__all__ = ["FILTERS", "export_parquet", "stored_hands", "stored_records", "summary"]

FILTERS: Final = ("site", "game", "player", "since", "until", "stakes", "outcome")
"""What :func:`stored_hands` and the commands that read a store can filter on."""


def _where(filters: dict[str, Any]) -> tuple[str, list[Any]]:
    """A WHERE clause over ``hands h`` (and its seats) for the filters given."""
    clauses: list[str] = ["TRUE"]
    params: list[Any] = []
    for name, value in filters.items():
        if value is None:
            continue
        if name not in FILTERS:
            raise StoreError(f"no filter {name!r}; the filters are {', '.join(FILTERS)}")
        if name in ("site", "game", "outcome"):
            clauses.append(f"lower(h.{name}) = lower(?)")
            params.append(game_name(value) if name == "game" else str(value))
        elif name == "player":
            clauses.append("EXISTS (SELECT 1 FROM seats s WHERE s.hand_key = h.hand_key AND s.player = ?)")
            params.append(str(value))
        elif name == "stakes":
            clauses.append("h.big_blind * h.unit = ?")
            params.append(_number(value, "stakes"))
        else:
            moment = _moment(value, name)
            clauses.append("h.played_at >= ?" if name == "since" else "h.played_at < ?")
            params.append(moment)
    return " AND ".join(clauses), params


def game_name(value: Any) -> str:
    """The game a ``game`` filter names, as the store keeps it (an alias, ``nlhe``, is
    ``holdem``); a name that is no game is an :class:`~pokerrank.errors.UnknownGameError`
    with the registry's did-you-mean (``holdme``: "did you mean 'holdem'?")."""
    from pokerrank.games import get_game

    return get_game(str(value)).name


def missing_game(connection: Any, db: str | os.PathLike[str], filters: dict[str, Any]) -> None:
    """Raise :class:`~pokerrank.errors.StoreError` where the ``game`` filter names a game of
    which the store holds no hand (its games named), rather than an empty answer."""
    value = filters.get("game")
    if value is None:
        return
    name = game_name(value)
    if connection.execute("SELECT 1 FROM hands WHERE lower(game) = lower(?) LIMIT 1", [name]).fetchone():
        return
    games = [
        row[0]
        for row in connection.execute("SELECT DISTINCT game FROM hands WHERE game IS NOT NULL ORDER BY 1").fetchall()
    ]
    held = f"its games are {', '.join(games)}" if games else "it holds no hand of a game pokerrank knows"
    raise StoreError(f"the store {os.fspath(db)!r} holds no hand of {name!r} (--game {value!r}); {held}")


def _number(value: Any, name: str) -> Any:
    from decimal import Decimal, InvalidOperation

    try:
        return Decimal(str(value))
    except InvalidOperation:
        raise StoreError(f"{name} is an amount such as 0.02 (the big blind), got {value!r}") from None


def _moment(value: Any, name: str) -> datetime:
    if isinstance(value, datetime):
        return value
    if isinstance(value, date):
        return datetime(value.year, value.month, value.day)
    try:
        return datetime.fromisoformat(str(value))
    except ValueError:
        raise StoreError(f"{name} is a date such as 2024-01-31, got {value!r}") from None


def stored_hands(db: str | os.PathLike[str], **filters: Any) -> Iterator[dict[str, Any]]:
    """The stored hands with their verdicts (no text), oldest first, as dictionaries."""
    where, params = _where(filters)
    connection = connect(db, read_only=True)
    try:
        cursor = connection.execute(
            "SELECT h.hand_key, h.site, h.hand_id, h.table_name, h.game, h.played_at, h.outcome, h.reason, h.detail,"
            " f.path AS source, h.line FROM hands h JOIN files f USING (file_id) "
            f"WHERE {where} ORDER BY h.played_at NULLS LAST, f.path, h.line",
            params,
        )
        names = [d[0] for d in cursor.description]
        while rows := cursor.fetchmany(1_000):
            for row in rows:
                yield dict(zip(names, row, strict=True))
    finally:
        connection.close()


def stored_records(db: str | os.PathLike[str], **filters: Any) -> Iterator[HandRecord]:
    """The stored hands the filters keep, read again from the text the store keeps, as
    :class:`~pokerrank.handhistory.HandRecord` values (their file and line as imported), in
    the order of their files and lines: what ``pokerrank audit --db`` and ``results --db``
    decide with this pokerrank. A record of a file that could not be read comes back with its
    reason as its error."""
    import dataclasses

    from pokerrank.errors import HandHistoryError
    from pokerrank.handhistory.reader import read_bytes

    where, params = _where(filters)
    connection = connect(db, read_only=True)
    try:
        cursor = connection.execute(
            "SELECT h.text, f.path, h.line, h.hand_id, h.reason, h.detail, h.site FROM hands h JOIN files f USING "
            f"(file_id) WHERE {where} ORDER BY f.path, h.line",
            params,
        )
        while rows := cursor.fetchmany(1_000):
            for text, path, line, hand_id, reason, detail, site in rows:
                if not text:
                    error = HandHistoryError(detail, path, None, line, kind=reason or "unreadable")
                    yield HandRecord(path, hand_id, site=site, line=line, error=error)
                    continue
                for record in read_bytes(text.encode("utf-8"), path):
                    yield dataclasses.replace(record, line=line + record.line - 1)
    finally:
        connection.close()


def summary(db: str | os.PathLike[str], **filters: Any) -> dict[str, Any]:
    """Counts by outcome, and by room and game, of the stored hands the filters keep."""
    where, params = _where(filters)
    connection = connect(db, read_only=True)
    try:
        outcomes = dict(
            connection.execute(
                f"SELECT outcome, count(*) FROM hands h WHERE {where} GROUP BY 1 ORDER BY 1", params
            ).fetchall()
        )
        rows = connection.execute(
            f"SELECT site, coalesce(game, game_text), outcome, count(*) FROM hands h WHERE {where} "
            "GROUP BY ALL ORDER BY 1, 2, 3",
            params,
        ).fetchall()
        files = connection.execute("SELECT count(*), count(error) FROM files").fetchall()[0]
    finally:
        connection.close()
    by_room: dict[str, dict[str, dict[str, int]]] = {}
    for site, game, outcome, n in rows:
        by_room.setdefault(site, {}).setdefault(game, {})[outcome] = n
    return {
        "hands": sum(outcomes.values()),
        "outcomes": outcomes,
        "by_room": by_room,
        "files": files[0],
        "unreadable_files": files[1],
    }


def export_parquet(db: str | os.PathLike[str], out: str | os.PathLike[str]) -> dict[str, int]:
    """Every table of the store as Parquet under ``out`` (a new or empty folder), the hands'
    tables partitioned by room and month (``site=.../month=2024-01/``, ``unknown`` where the
    hand's time was not printed), readable by DuckDB, Dask, Spark and Polars. The rows per table."""
    folder = Path(out)
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise StoreError(f"export into a new or empty folder; {os.fspath(out)!r} is not")
    folder.mkdir(parents=True, exist_ok=True)
    connection = connect(db, read_only=True)
    counts: dict[str, int] = {}
    month = "coalesce(strftime(h.played_at, '%Y-%m'), 'unknown')"
    try:
        for name in TABLES:
            if name == "meta":
                continue
            target = str(folder / name).replace("'", "''")
            if name == "files":
                query = "SELECT * FROM files"
                options = "FORMAT parquet"
            elif name == "hands":
                query = f"SELECT h.*, {month} AS month FROM hands h"
                options = "FORMAT parquet, PARTITION_BY (site, month)"
            else:
                query = f"SELECT t.*, h.site, {month} AS month FROM {name} t JOIN hands h USING (hand_key)"
                options = "FORMAT parquet, PARTITION_BY (site, month)"
            if name == "files":
                target += ".parquet"
            connection.execute(f"COPY ({query}) TO '{target}' ({options})")
            counts[name] = connection.execute(f"SELECT count(*) FROM {name}").fetchall()[0][0]
    finally:
        connection.close()
    return counts
