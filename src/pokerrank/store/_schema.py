"""The store's tables, its schema version and its migrations.

One DuckDB file holds every hand imported: where it came from (``files``), the hand as the
room wrote it (``hands``, ``seats``, ``actions``, ``collections``) and pokerrank's verdict with
its evidence (``hands.outcome`` ... and ``payouts``). Amounts are whole numbers of the hand's
``unit`` (``0.01`` for a cash game in dollars, ``1`` for chips), as in
:class:`~pokerrank.handhistory.HandRecord`: ``amount * unit`` is the money.

A store records its schema version in ``meta``; opening an older store applies the
migrations after its version in one transaction; a newer store is refused.
"""

from __future__ import annotations

from typing import Any, Final

from pokerrank.errors import StoreError

__all__ = ["MIGRATIONS", "SCHEMA_VERSION", "TABLES", "prepare"]

SCHEMA_VERSION: Final = 4
"""The version of the tables below; a store records the version it was written with."""

RESULTS_COLUMNS: Final = """
        hand_key VARCHAR NOT NULL,
        player VARCHAR NOT NULL,
        status VARCHAR NOT NULL,
        reason VARCHAR,
        put_in BIGINT NOT NULL,
        net BIGINT NOT NULL,
        rake DOUBLE NOT NULL,
        adjusted DOUBLE NOT NULL,
        adjusted_exact VARCHAR NOT NULL,
        showdown BOOLEAN NOT NULL,
        cash_out BIGINT NOT NULL,
        computed_by VARCHAR NOT NULL"""
"""Each player's results in a hand (:mod:`pokerrank.results`): filled by ``import --results``."""

ALLINS_COLUMNS: Final = """
        hand_key VARCHAR NOT NULL,
        player VARCHAR NOT NULL,
        street VARCHAR NOT NULL,
        equity DOUBLE NOT NULL,
        equity_exact VARCHAR NOT NULL,
        won DOUBLE NOT NULL,
        won_exact VARCHAR NOT NULL,
        variance DOUBLE NOT NULL,
        bucket SMALLINT NOT NULL,
        computed_by VARCHAR NOT NULL"""
"""Each adjusted all-in's underdog (:func:`pokerrank.results.fairness.underdog`): filled by
``import --results``, for the fairness check."""

DEALT_COLUMNS: Final = """
        hand_key VARCHAR NOT NULL,
        player VARCHAR NOT NULL,
        hand_class VARCHAR NOT NULL"""
"""Each Hold'em hero's starting hand (:func:`pokerrank.results.fairness.hero_hands`): filled by
``import --results``, for the dealt-hands check."""

TABLES: Final[dict[str, str]] = {
    "meta": """
        key VARCHAR PRIMARY KEY,
        value VARCHAR NOT NULL""",
    "files": """
        file_id INTEGER PRIMARY KEY,
        path VARCHAR NOT NULL UNIQUE,
        sha1 VARCHAR NOT NULL,
        bytes BIGINT NOT NULL,
        hands INTEGER NOT NULL,
        added INTEGER NOT NULL,
        imported_at TIMESTAMP NOT NULL,
        error VARCHAR""",
    "hands": """
        hand_key VARCHAR PRIMARY KEY,
        file_id INTEGER NOT NULL,
        line INTEGER NOT NULL,
        site VARCHAR NOT NULL,
        format VARCHAR NOT NULL,
        hand_id VARCHAR NOT NULL,
        table_name VARCHAR,
        tournament VARCHAR,
        game VARCHAR,
        game_text VARCHAR NOT NULL,
        structure VARCHAR NOT NULL,
        small_blind BIGINT,
        big_blind BIGINT,
        currency VARCHAR,
        unit DECIMAL(18, 8) NOT NULL,
        played_at TIMESTAMP,
        time_zone VARCHAR,
        max_seats INTEGER,
        button INTEGER,
        players INTEGER NOT NULL,
        boards VARCHAR[] NOT NULL,
        total_pot BIGINT,
        rake BIGINT,
        outcome VARCHAR NOT NULL,
        reason VARCHAR,
        detail VARCHAR NOT NULL,
        showdown BOOLEAN NOT NULL,
        audited_by VARCHAR NOT NULL,
        text VARCHAR NOT NULL""",
    "seats": """
        hand_key VARCHAR NOT NULL,
        seat INTEGER,
        player VARCHAR NOT NULL,
        position VARCHAR,
        stack BIGINT,
        hole VARCHAR,
        sitting_out BOOLEAN NOT NULL,
        put_in BIGINT NOT NULL,
        collected BIGINT NOT NULL,
        returned BIGINT NOT NULL,
        net BIGINT NOT NULL""",
    "actions": """
        hand_key VARCHAR NOT NULL,
        n INTEGER NOT NULL,
        street VARCHAR NOT NULL,
        player VARCHAR NOT NULL,
        kind VARCHAR NOT NULL,
        amount BIGINT NOT NULL,
        to_amount BIGINT,
        all_in BOOLEAN NOT NULL,
        cards VARCHAR""",
    "collections": """
        hand_key VARCHAR NOT NULL,
        player VARCHAR NOT NULL,
        amount BIGINT NOT NULL,
        pot VARCHAR NOT NULL,
        run INTEGER NOT NULL""",
    "payouts": """
        hand_key VARCHAR NOT NULL,
        pot VARCHAR NOT NULL,
        player VARCHAR NOT NULL,
        rules BIGINT NOT NULL,
        paid BIGINT NOT NULL""",
    "results": RESULTS_COLUMNS,
    "allins": ALLINS_COLUMNS,
    "dealt": DEALT_COLUMNS,
}
"""Every table's columns, as DuckDB DDL (see docs/store.md for each column's meaning)."""

MIGRATIONS: Final[dict[int, tuple[str, ...]]] = {
    2: (f"CREATE TABLE results ({RESULTS_COLUMNS})",),
    3: (f"CREATE TABLE allins ({ALLINS_COLUMNS})", f"CREATE TABLE dealt ({DEALT_COLUMNS})"),
    4: ("ALTER TABLE seats ALTER COLUMN seat DROP NOT NULL", "ALTER TABLE seats ALTER COLUMN stack DROP NOT NULL"),
}
"""``{version: statements}``: what turns a store of ``version - 1`` into one of ``version``.
Version 1 is the first schema; version 2 adds the players' results (``results``); version 3
the fairness check's all-ins and dealt hands (``allins``, ``dealt``); version 4 lets a seat and its
stack be unknown (``seats.seat`` and ``seats.stack`` NULL: a partypoker player who joined after
the seats were listed)."""


def _version(connection: Any, where: str) -> int | None:
    """The store's schema version (None: an empty database)."""
    tables = {row[0] for row in connection.execute("SELECT table_name FROM information_schema.tables").fetchall()}
    if not tables:
        return None
    if "meta" not in tables:
        raise StoreError(f"{where} is a DuckDB database but not a pokerrank store (no 'meta' table)")
    rows = connection.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchall()
    row = rows[0] if rows else None
    if row is None or not str(row[0]).isdigit():
        raise StoreError(f"{where}: the store's schema version is missing or unreadable ({row!r})")
    return int(row[0])


def prepare(connection: Any, where: str, version_text: str) -> int:
    """Create the tables in an empty database, or bring an older store up to
    :data:`SCHEMA_VERSION`; the version the store had (0 for a new one)."""
    found = _version(connection, where)
    if found is not None and found > SCHEMA_VERSION:
        raise StoreError(
            f"{where} was written with schema version {found}; this pokerrank reads up to {SCHEMA_VERSION}"
            " (upgrade pokerrank)"
        )
    if found == SCHEMA_VERSION:
        return found
    connection.execute("BEGIN TRANSACTION")
    try:
        if found is None:
            for name, columns in TABLES.items():
                connection.execute(f"CREATE TABLE {name} ({columns})")
            connection.execute("INSERT INTO meta VALUES ('created_by', ?)", [version_text])
        else:
            for version in range(found + 1, SCHEMA_VERSION + 1):
                for statement in MIGRATIONS[version]:
                    connection.execute(statement)
        connection.execute("INSERT OR REPLACE INTO meta VALUES ('schema_version', ?)", [str(SCHEMA_VERSION)])
        connection.execute("COMMIT")
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    return found or 0
