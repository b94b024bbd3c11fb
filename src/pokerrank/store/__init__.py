"""Keep the hands: a DuckDB store of hand histories, their verdicts and evidence.

``pokerrank import FILES_OR_DIRS --db hands.duckdb`` (or :func:`import_hands`) reads every
hand of any room pokerrank reads, audits it, and stores the hand, its seats, actions and
collections, and the verdict with its payouts, in one DuckDB file: no server, fast on millions
of rows. Importing again adds only what is new; a changed file replaces its hands;
:func:`export_parquet` writes Parquet for a cluster; :func:`write_report` a static HTML report.
The tables are described in the documentation's store page. Needs the ``pokerrank[store]``
extra (DuckDB and pyarrow).
"""

from __future__ import annotations

from pokerrank.store._export import FILTERS, export_parquet, stored_hands, stored_records, summary
from pokerrank.store._import import BATCH_HANDS, PARTS_SUFFIX, ImportReport, connect, import_hands, reaudit
from pokerrank.store._report import write_report
from pokerrank.store._schema import MIGRATIONS, SCHEMA_VERSION, TABLES

__all__ = [
    "BATCH_HANDS",
    "FILTERS",
    "MIGRATIONS",
    "PARTS_SUFFIX",
    "SCHEMA_VERSION",
    "TABLES",
    "ImportReport",
    "connect",
    "export_parquet",
    "import_hands",
    "reaudit",
    "stored_hands",
    "stored_records",
    "summary",
    "write_report",
]
