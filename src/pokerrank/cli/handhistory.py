"""``pokerrank audit`` and ``pokerrank convert``: real hand histories, re-decided and rewritten."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from pokerrank import formats
from pokerrank.cli import cli, emit_json, guarded
from pokerrank.cli._lang import lang_option, resolve
from pokerrank.errors import HandHistoryError

AUDIT_FORMAT = formats.AUDIT
"""The name of ``pokerrank audit --json`` output (see :mod:`pokerrank.formats`)."""


def _console() -> Any:
    from rich.console import Console

    return Console(highlight=False)


@cli.command()
@click.argument("paths", nargs=-1, required=True, metavar="FILES_OR_DIRS...")
@click.option(
    "--show",
    type=click.Choice(["mismatches", "all", "none"]),
    default="mismatches",
    show_default=True,
    help="Which hands to print one by one (every verdict with 'all').",
)
@click.option("--json", "json_output", is_flag=True, help="Print JSON (the summary and the verdicts --show asks for).")
@click.option("--no-progress", is_flag=True, help="No progress bar.")
@lang_option
@guarded
def audit(paths: tuple[str, ...], show: str, json_output: bool, no_progress: bool, lang: str | None) -> None:
    """Re-decide every pot of the hands in FILES_OR_DIRS and check what the room paid.

    PokerStars text (and the sites that write it) and PHH files (.phh, .phhs); folders are
    searched for .txt, .phh, .phhs, .log and .hh files. Each hand is MATCH, MISMATCH or NOT
    AUDITABLE (with the reason). Exit status: 0 when nothing mismatched, 1 when something
    did, 2 on bad input.

    \b
    pokerrank audit ~/HandHistory/
    pokerrank audit hands.txt --show all
    pokerrank audit pluribus/ --json > audit.json
    """
    from pokerrank.handhistory import Outcome, Summary, audit_hand, read
    from pokerrank.handhistory.reader import source_files

    code = resolve(lang)
    for item in paths:
        if not Path(item).exists():
            raise HandHistoryError("no such file or folder", item)
    files = source_files(paths)
    if not files:
        raise HandHistoryError("no hand-history files (.txt, .phh, .phhs, .log, .hh) in it", ", ".join(paths))
    summary = Summary()
    shown: list[Any] = []
    progress = None if no_progress or json_output else _progress(len(files))
    try:
        for number, file in enumerate(files, start=1):
            readable = 0
            verdicts = [audit_hand(record, lang=code) for record in read(file)]
            for verdict in verdicts:
                readable += verdict.hand.error is None
                summary.add(verdict)
                if show == "all" or (show == "mismatches" and verdict.outcome is Outcome.MISMATCH):
                    shown.append(verdict)
            if not readable and str(file) in paths:
                first = verdicts[0].hand.error if verdicts else None
                if first is not None and first.kind in ("unreadable", "not a hand history"):
                    raise first
            if progress is not None:
                progress.update(number, summary.hands)
    finally:
        if progress is not None:
            progress.close()
    if json_output:
        emit_json({"summary": summary.to_dict(), "verdicts": [verdict.to_dict() for verdict in shown]}, AUDIT_FORMAT)
    else:
        _print(summary, shown)
    sys.exit(1 if summary.mismatched else 0)


class _Bar:
    """A rich progress bar over the files, on standard error (gone when it is done)."""

    def __init__(self, total: int) -> None:
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        self.bar = Progress(
            TextColumn("auditing"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("files, {task.fields[hands]} hands"),
            TimeElapsedColumn(),
            console=Console(stderr=True),
            transient=True,
        )
        self.task = self.bar.add_task("audit", total=total, hands=0)
        self.bar.start()

    def update(self, files: int, hands: int) -> None:
        self.bar.update(self.task, completed=files, hands=hands)

    def close(self) -> None:
        self.bar.stop()


def _progress(total: int) -> _Bar | None:
    return _Bar(total) if sys.stderr.isatty() and total > 1 else None


def _print(summary: Any, verdicts: list[Any]) -> None:
    from rich.markup import escape
    from rich.table import Table

    console = _console()
    for verdict in verdicts:
        hand = verdict.hand
        outcome = verdict.outcome.value.upper()
        style = {"MATCH": "green", "MISMATCH": "bold red"}.get(outcome, "yellow")
        where = f"{hand.source}:{hand.line}"
        reason = f" ({verdict.reason})" if verdict.reason and outcome != "MISMATCH" else ""
        head = f"[{style}]{outcome}[/]{escape(reason)}  hand {escape(hand.hand_id)}"
        console.print(f"{head}  {escape(verdict.game)}  {escape(where)}")
        console.print(f"  {escape(verdict.detail)}")
        if outcome == "MISMATCH" and verdict.payouts:
            table = Table(show_edge=False, box=None, padding=(0, 2))
            for column in ("pot", "player", "the rules give", "the room paid"):
                table.add_column(column, justify="right" if column.startswith("the") else "left")
            for payout in verdict.payouts:
                mark = "" if payout.ok else "  <--"
                table.add_row(
                    escape(payout.pot),
                    escape(payout.player),
                    hand.format_money(payout.rules),
                    hand.format_money(payout.paid) + mark,
                )
            console.print(table)
        for word in verdict.words:
            if not word.ok:
                console.print(
                    f"  words: {escape(word.player)} (run {word.run}): the room says {escape(word.printed)!r},"
                    f" pokerrank finds {escape(word.found)}"
                )
        if verdicts and outcome == "MISMATCH":
            console.print()

    table = Table(title="audit", show_header=False, box=None, padding=(0, 2))
    table.add_column("what")
    table.add_column("count", justify="right")
    table.add_row("files", str(len(summary.files)))
    table.add_row("hands", str(summary.hands))
    table.add_row("showdowns", str(summary.showdowns))
    table.add_row("[green]matched[/]", str(summary.matched))
    table.add_row("[red]mismatched[/]" if summary.mismatched else "mismatched", str(summary.mismatched))
    total = sum(summary.not_auditable.values())
    table.add_row("not auditable", str(total))
    for reason, count in sorted(summary.not_auditable.items(), key=lambda item: -item[1]):
        table.add_row(f"  {escape(reason)}", str(count))
    console.print(table)
    if len(summary.by_game) > 1:
        games = Table(title="by game", box=None, padding=(0, 2))
        games.add_column("game")
        games.add_column("hands", justify="right")
        games.add_column("match", justify="right")
        games.add_column("mismatch", justify="right")
        games.add_column("not auditable", justify="right")
        for game, counts in sorted(summary.by_game.items()):
            not_auditable = sum(v for k, v in counts.items() if k.startswith("not auditable"))
            games.add_row(
                escape(game),
                str(sum(counts.values())),
                str(counts.get("match", 0)),
                str(counts.get("mismatch", 0)),
                str(not_auditable),
            )
        console.print(games)


@cli.command()
@click.argument("hand_file", type=click.Path(dir_okay=False))
@click.option("--to", "to", type=click.Choice(["deal", "phh"]), required=True, help="What to write.")
@click.option("--hand", "hand_id", default=None, help="Only the hand with this id (default: every hand).")
@guarded
def convert(hand_file: str, to: str, hand_id: str | None) -> None:
    """Write the hands of HAND_FILE as pokerrank deals (JSON) or as PHH (TOML).

    A deal is what `pokerrank showdown --file` reads, so any hand can be re-decided; PHH
    takes a hand into pokerkit and the other PHH tools. One hand gives one document; many
    give a JSON list of deals, or a .phhs text (one table per hand). Amounts are in the
    hand's smallest unit in a deal (cents for a cash game in dollars), as the room wrote
    them in PHH.

    \b
    pokerrank convert hand.txt --to deal | pokerrank showdown --file -
    pokerrank convert session.txt --to phh > session.phhs
    """
    from pokerrank import formats
    from pokerrank.handhistory import read, to_deal, to_phh

    if not Path(hand_file).exists():
        raise HandHistoryError("no such file", hand_file)
    records = [r for r in read(hand_file, errors="raise") if hand_id is None or r.hand_id == hand_id]
    if not records:
        raise HandHistoryError(f"no hand {hand_id!r} in the file" if hand_id else "no hand in the file", hand_file)
    if to == "deal":
        deals = [formats.stamp(to_deal(record), formats.DEAL) for record in records]
        emit_json(deals[0] if len(deals) == 1 else deals)
        return
    texts = [to_phh(record) for record in records]
    if len(texts) == 1:
        click.echo(texts[0], nl=False)
        return
    click.echo("\n".join(f"[{record.hand_id}]\n{text}" for record, text in zip(records, texts, strict=True)), nl=False)
