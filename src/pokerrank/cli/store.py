"""``pokerrank import``, ``pokerrank export`` and ``pokerrank report``: the hand store."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from pokerrank.cli import cli, emit_json, guarded
from pokerrank.cli._options import json_option, progress_option
from pokerrank.cli._progress import ProgressBar
from pokerrank.errors import HandHistoryError

_DB_HELP = "The store: a DuckDB file (made on the first import)."


def _filters(func: Any) -> Any:
    for option in reversed(
        (
            click.option("--site", default=None, help="Only this room's hands (PokerStars, GGPoker, ...)."),
            click.option("--game", default=None, help="Only this game (pokerrank's name: holdem, omaha, ...)."),
            click.option("--player", default=None, help="Only hands this player was seated in."),
            click.option("--stakes", default=None, metavar="BB", help="Only hands of this big blind (0.02)."),
            click.option("--since", default=None, metavar="DATE", help="Only hands played on or after DATE."),
            click.option("--until", default=None, metavar="DATE", help="Only hands played before DATE."),
        )
    ):
        func = option(func)
    return func


@cli.command(name="import")
@click.argument("paths", nargs=-1, required=True, metavar="FILES_OR_DIRS...")
@click.option("--db", required=True, metavar="PATH", help=_DB_HELP)
@click.option("--reaudit", is_flag=True, help="Then decide every stored hand again with this pokerrank.")
@json_option("Print the import's counts as JSON.")
@progress_option
@click.option(
    "--workers", type=int, default=None, metavar="N", help="Read and audit on a local Dask cluster of N processes."
)
@click.option(
    "--scheduler",
    default=None,
    metavar="ADDR",
    help="Read and audit on the Dask cluster at ADDR (tcp://host:8786; default $POKERRANK_SCHEDULER).",
)
@guarded
def import_command(
    paths: tuple[str, ...],
    db: str,
    reaudit: bool,
    as_json: bool,
    progress: bool,
    workers: int | None,
    scheduler: str | None,
) -> None:
    """Read, audit and keep the hands of FILES_OR_DIRS in the store --db.

    Every room pokerrank reads; folders are searched as by `pokerrank audit`. A hand already
    stored (same room, table and hand number) is skipped and counted; a file whose bytes
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

    for item in paths:
        if not Path(item).exists():
            raise HandHistoryError("no such file or folder", item)
    bar = ProgressBar("importing", delay=1.0, enabled=progress and not as_json and sys.stderr.isatty())
    try:
        report = import_hands(paths, db, reaudit_all=reaudit, progress=bar, workers=workers, scheduler=scheduler)
    finally:
        bar.close()
    if as_json:
        from pokerrank.formats import IMPORT

        emit_json({"db": db, **report.to_dict()}, IMPORT)
        return
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    table = Table(title=f"imported into {escape(db)}", show_header=False, box=None, padding=(0, 2))
    table.add_column("what")
    table.add_column("count", justify="right")
    for label, value in (
        ("files read", report.files),
        ("  unchanged, skipped", report.unchanged_files),
        ("  changed, hands replaced", report.changed_files),
        ("  unreadable", len(report.unreadable_files)),
        ("hands read", report.hands),
        ("  added", report.added),
        ("  already stored", report.duplicates),
        *((f"  added, {outcome}", n) for outcome, n in sorted(report.outcomes.items())),
        *((("hands decided again", report.reaudited),) if reaudit else ()),
    ):
        table.add_row(label, f"{value:,}")
    console = Console(highlight=False)
    console.print(table)
    for path, why in sorted(report.unreadable_files.items()):
        console.print(f"unreadable: {escape(path)}: {escape(why)}")


@cli.command(name="export")
@click.option("--db", required=True, metavar="PATH", help=_DB_HELP)
@click.option("--parquet", "parquet", required=True, metavar="DIR", help="A new or empty folder for the Parquet files.")
@guarded
def export_command(db: str, parquet: str) -> None:
    """Write every table of the store --db as Parquet under DIR, the hands' tables partitioned
    by room and month, for DuckDB, Dask, Spark or Polars.

    \b
    pokerrank export --db hands.duckdb --parquet lake/
    """
    from pokerrank.store import export_parquet

    counts = export_parquet(db, parquet)
    for name, n in counts.items():
        click.echo(f"{name}: {n:,} rows")


@cli.command(name="report")
@click.option("--db", required=True, metavar="PATH", help=_DB_HELP)
@click.option("--out", required=True, metavar="DIR", help="The folder for the report (its index.html is replaced).")
@_filters
@guarded
def report_command(db: str, out: str, **filters: Any) -> None:
    """Write a static HTML report of the store --db into DIR: the audit's summary by room and
    game, why hands were not matched, and every mismatch with its cards and pots. One file,
    no server, nothing fetched from the internet: open DIR/index.html in a browser.

    \b
    pokerrank report --db hands.duckdb --out report/
    pokerrank report --db hands.duckdb --out gg/ --site GGPoker --since 2025-01-01
    """
    from pokerrank.store import write_report

    page = write_report(db, out, **filters)
    click.echo(str(page))
