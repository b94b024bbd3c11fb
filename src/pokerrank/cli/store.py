"""``pokerrank import``, ``pokerrank export`` and ``pokerrank report``: the hand store."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from pokerrank.cli import cli, emit_json, guarded
from pokerrank.cli._lang import lang_option, number, resolve, say
from pokerrank.cli._options import (
    json_option,
    progress_option,
    scheduler_option,
    store_filter_values,
    store_filters,
    workers_option,
)
from pokerrank.cli._progress import ProgressBar
from pokerrank.errors import HandHistoryError

_DB_HELP = "The store: a DuckDB file (made on the first import)."


@cli.command(name="import")
@click.argument("paths", nargs=-1, required=True, metavar="FILES_OR_DIRS...")
@click.option("--db", required=True, metavar="PATH", help=_DB_HELP)
@click.option(
    "--reaudit",
    is_flag=True,
    help="Then decide every stored hand again with this pokerrank (with --results, its results too).",
)
@click.option(
    "--results", "with_results", is_flag=True, help="Also keep each player's results (net, adjusted winnings)."
)
@json_option("Print the import's counts as JSON.")
@progress_option
@workers_option
@scheduler_option
@lang_option
@guarded
def import_command(
    paths: tuple[str, ...],
    db: str,
    reaudit: bool,
    with_results: bool,
    as_json: bool,
    progress: bool,
    workers: int | None,
    scheduler: str | None,
    lang: str | None,
) -> None:
    """Read, audit and keep the hands of FILES_OR_DIRS in the store --db.

    Every room pokerrank reads; folders are searched as by `pokerrank audit`. A hand already
    stored (same room, table, hand number and text) is skipped and counted; a file whose bytes
    changed has its hands replaced; an unreadable file is recorded with its reason. Hands are
    written in batches, each a transaction: after a crash or a kill the same command goes on
    where the last whole batch ended. Needs the pokerrank[store] extra.

    \b
    pokerrank import ~/HandHistory/ --db hands.duckdb
    pokerrank import new-day/ --db hands.duckdb --json
    pokerrank import --reaudit ~/HandHistory/ --db hands.duckdb
    pokerrank import corpus/ --db hands.duckdb --workers 8   (a local Dask cluster)
    """
    from pokerrank.store import import_hands

    code = resolve(lang)
    for item in paths:
        if not Path(item).exists():
            raise HandHistoryError("no such file or folder", item)
    bar = ProgressBar(say(code, "store.importing"), delay=1.0, enabled=progress and not as_json and sys.stderr.isatty())
    try:
        report = import_hands(
            paths, db, reaudit_all=reaudit, progress=bar, workers=workers, scheduler=scheduler, results=with_results
        )
    finally:
        bar.close()
    if as_json:
        from pokerrank.formats import IMPORT

        emit_json({"db": db, **report.to_dict()}, IMPORT)
        return
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    table = Table(title=escape(say(code, "store.title", db=db)), show_header=False, box=None, padding=(0, 2))
    table.add_column("what")
    table.add_column("count", justify="right")
    outcome_words = {"match": "audit.match", "mismatch": "audit.mismatch", "not auditable": "audit.not_auditable"}
    for label, value in (
        (say(code, "store.files"), report.files),
        ("  " + say(code, "store.unchanged"), report.unchanged_files),
        ("  " + say(code, "store.changed"), report.changed_files),
        ("  " + say(code, "store.unreadable"), len(report.unreadable_files)),
        (say(code, "store.hands"), report.hands),
        ("  " + say(code, "store.added"), report.added),
        ("  " + say(code, "store.duplicates"), report.duplicates),
        *(
            ("  " + say(code, "store.added_outcome", outcome=say(code, outcome_words.get(outcome, "audit.match"))), n)
            for outcome, n in sorted(report.outcomes.items())
        ),
        *(((say(code, "store.reaudited"), report.reaudited),) if reaudit else ()),
    ):
        table.add_row(escape(label), number(value, code))
    console = Console(highlight=False)
    console.print(table)
    for path, why in sorted(report.unreadable_files.items()):
        console.print(escape(say(code, "store.unreadable_file", path=path, why=why)))


@cli.command(name="export")
@click.option("--db", required=True, metavar="PATH", help=_DB_HELP)
@click.option("--parquet", "parquet", required=True, metavar="DIR", help="A new or empty folder for the Parquet files.")
@lang_option
@guarded
def export_command(db: str, parquet: str, lang: str | None) -> None:
    """Write every table of the store --db as Parquet under DIR, the hands' tables partitioned
    by room and month, for DuckDB, Dask, Spark or Polars.

    \b
    pokerrank export --db hands.duckdb --parquet lake/
    """
    from pokerrank.store import export_parquet

    code = resolve(lang)
    counts = export_parquet(db, parquet)
    for name, n in counts.items():
        click.echo(say(code, "store.rows", table=name, n=number(n, code)))


@cli.command(name="report")
@click.option("--db", required=True, metavar="PATH", help=_DB_HELP)
@click.option("--out", required=True, metavar="DIR", help="The folder for the report (its index.html is replaced).")
@store_filters
@lang_option
@guarded
def report_command(db: str, out: str, lang: str | None, **filters: Any) -> None:
    """Write a static HTML report of the store --db into DIR: the audit's summary by room and
    game, why hands were not matched, and every mismatch with its cards and pots. One file,
    no server, nothing fetched from the internet: open DIR/index.html in a browser.

    \b
    pokerrank report --db hands.duckdb --out report/
    pokerrank report --db hands.duckdb --out gg/ --site GGPoker --since 2025-01-01
    pokerrank report --db hands.duckdb --out hero/ --seated Hero
    """
    from pokerrank.store import write_report

    page = write_report(db, out, lang=resolve(lang), **store_filter_values(filters))
    click.echo(str(page))
