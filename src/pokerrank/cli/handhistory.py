"""``pokerrank audit`` and ``pokerrank convert``: real hand histories, re-decided and rewritten."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from pokerrank import formats
from pokerrank.cli import cli, emit_json, guarded, one_line
from pokerrank.cli._lang import number, resolve, say
from pokerrank.cli._options import (
    hand_options,
    hands_from,
    json_option,
    lang_option,
    progress_option,
)
from pokerrank.cli._progress import ProgressBar
from pokerrank.cli._render import print_table
from pokerrank.errors import HandHistoryError

AUDIT_FORMAT = formats.AUDIT
"""The name of ``pokerrank audit --json`` output (see :mod:`pokerrank.formats`)."""


SHOW = {
    "mismatches": "every mismatch",
    "payout-mismatches": "the mismatches where some player was paid otherwise (not those of words alone)",
    "problems": "the mismatches, the hands not auditable and those the reader noted (a file cut after a hand)",
    "all": "every verdict",
    "none": "none (the summary only)",
}
"""What ``audit --show`` can ask for."""


RULES = {
    "room": "the room's own (PokerStars' for a PokerStars hand, GGPoker's for a GGPoker hand whose fees name"
    " Fortune, Everest's for an Everest hand, else wsop-2024)",
    "wsop-2024": "2024 WSOP Tournament and Live Action Rules",
    "tda": "Poker TDA Rules",
    "roberts": "Robert's Rules of Poker",
    "pokerstars": "PokerStars, as its hand histories show",
    "ggpoker": "GGPoker, as its hand histories show (the odd chip between runs by seat)",
    "everest": "Everest Poker, as its hand histories show (the rake from every pot in proportion)",
}
"""What ``audit --rules`` can check the actions by (docs/engine.md, "Rule sets")."""


def _judge(rules: str | None) -> Any:
    """The audit of one hand: the payouts (``audit_hand``), and with ``--rules`` the actions too."""
    from pokerrank.handhistory import audit_hand

    if rules is None:
        return audit_hand
    import functools

    from pokerrank.engine import audit_with_rules

    return functools.partial(audit_with_rules, rules=None if rules == "room" else rules)


_NAMED_FILES = 20
"""The files without a hand that the text summary names (``--json`` lists every one)."""


def _wanted(show: str, verdict: Any) -> bool:
    """Whether ``--show`` asks for this verdict."""
    outcome: str = verdict.outcome.value
    if show == "all":
        return True
    if show == "problems":  # (a hand the reader noted something of: an iPoker file cut after it)
        return outcome != "match" or bool(verdict.hand.extra and "note" in verdict.hand.extra)
    if show == "payout-mismatches":
        return outcome == "mismatch" and not verdict.words_only
    return show == "mismatches" and outcome == "mismatch"


def _console() -> Any:
    from rich.console import Console

    return Console(highlight=False)


@cli.command()
@click.argument("paths", nargs=-1, required=False, metavar="FILES_OR_DIRS...")
@click.option(
    "--show",
    type=click.Choice(list(SHOW)),
    default="mismatches",
    show_default=True,
    help="Which hands to print one by one: " + "; ".join(f"{k}: {v}" for k, v in SHOW.items()) + ".",
)
@click.option(
    "--rules",
    "rules",
    type=click.Choice(list(RULES)),
    default=None,
    help="Also check that every action was legal, under these rules: "
    + "; ".join(f"{k}: {v}" for k, v in RULES.items())
    + ". A hand with an action the rules forbid is a MISMATCH that names the action and the rule.",
)
@json_option("Print JSON (the summary and the verdicts --show asks for).")
@progress_option
@hand_options
@lang_option
@guarded
def audit(
    paths: tuple[str, ...],
    show: str,
    rules: str | None,
    as_json: bool,
    progress: bool,
    workers: int | None,
    scheduler: str | None,
    db: str | None,
    lang: str | None,
    **filters: Any,
) -> None:
    """Re-decide every pot of the hands in FILES_OR_DIRS and check what the room paid.

    PokerStars text (and the sites that write it), PHH files (.phh, .phhs), Open Hand
    History (.ohh, .json), iPoker and Merge XML and PokerNow CSV logs; folders are searched
    for .txt, .phh, .phhs, .log, .hh, .ohh, .json, .xml and .csv files. Each hand is MATCH, MISMATCH or NOT
    AUDITABLE (with the reason); a mismatch of words alone (every chip paid as the rules
    give, the room's name for a hand not pokerrank's) is marked and counted apart. The
    summary names the files where no hand could be read (a file named alone that holds none is
    the error; among other files or in a folder it is listed and the rest audited). Exit status: 0 when nothing
    mismatched, 1 when something did, 2 on bad input or when no hand at all could be read.
    With --workers or --scheduler the files are audited on Dask (the pokerrank[distributed]
    extra), in tasks of a few files: the same verdicts and summary.

    \b
    pokerrank audit ~/HandHistory/
    pokerrank audit hands.txt --show all
    pokerrank audit ~/HandHistory/ --show problems
    pokerrank audit pluribus/ --json > audit.json
    pokerrank audit corpus/ --workers 8                   (a local Dask cluster)
    pokerrank audit corpus/ --scheduler tcp://host:8786   (an existing one)
    pokerrank audit --db hands.duckdb --site GGPoker --since 2025-01-01   (a store's hands)
    pokerrank audit hands.txt --rules tda                 (every action legal by the TDA rules?)
    """
    from pokerrank import _cluster
    from pokerrank.handhistory import Summary
    from pokerrank.handhistory._distributed import Keep, add_summary, audit_files

    _cluster.check_placement(workers, scheduler)
    code = resolve(lang)
    stored = hands_from(paths, db, filters)
    if stored is not None:
        _audit_store(stored, db or "", show, as_json, code, rules)
        return
    files = _history_files(paths)
    summary = Summary()
    shown: list[Any] = []
    bar = _progress(len(files), code) if progress and not as_json else None
    keep: Keep = "all" if show in ("all", "problems") else "none" if show == "none" else "mismatches"
    parts = audit_files(files, _judge(rules), lang=code, keep=keep, workers=workers, scheduler=scheduler)
    done = 0
    unread: dict[str, str] = {}  # the files where no hand could be read, and why (the first hand's reason)
    try:
        for batch in parts:  # a task's files, in order
            for path, verdict in batch.unreadable:
                # (a file named alone that holds no hand is the error; among others it is listed, the rest audited)
                first = verdict.hand.error if verdict is not None and paths == (path,) else None
                if first is not None and first.kind in ("unreadable", "not a hand history"):
                    raise first
            unread.update((path, v.detail.partition(";")[0] if v else "") for path, v in batch.unreadable)
            add_summary(summary, batch.summary)
            shown.extend(verdict for verdict in batch.verdicts if _wanted(show, verdict))
            done += batch.files
            if bar is not None:
                bar(done, len(files), hands=summary.hands)
    finally:
        parts.close()  # a stop (an unreadable file, ^C) cancels the tasks still out
        if bar is not None:
            bar.close()
    if not summary.files_with_hands:
        names = summary.files_without_hands
        listed = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
        raise HandHistoryError(f"no hand could be read in {_count(len(names), 'file')} ({listed})", ", ".join(paths))
    if as_json:
        emit_json({"summary": summary.to_dict(), "verdicts": [verdict.to_dict() for verdict in shown]}, AUDIT_FORMAT)
    else:
        _print(summary, shown, code, unread)
    sys.exit(1 if summary.mismatched else 0)


def _audit_store(records: Any, db: str, show: str, as_json: bool, code: str, rules: str | None = None) -> None:
    """``audit --db``: the stored hands decided again with this pokerrank, printed as an
    audit of files is."""
    from pokerrank.handhistory import Summary

    audit_hand = _judge(rules)
    summary = Summary()
    shown: list[Any] = []
    for record in records:
        verdict = audit_hand(record, lang=code)
        summary.add(verdict)
        if _wanted(show, verdict):
            shown.append(verdict)
    if not summary.hands:
        raise HandHistoryError("no stored hand is kept by these filters", db)
    if as_json:
        emit_json({"summary": summary.to_dict(), "verdicts": [verdict.to_dict() for verdict in shown]}, AUDIT_FORMAT)
    else:
        _print(summary, shown, code, {})
    sys.exit(1 if summary.mismatched else 0)


def _history_files(paths: tuple[str, ...]) -> list[Path]:
    """The hand-history files of ``paths`` (folders searched); a path that does not exist, or
    no such file in any of them, is the error."""
    from pokerrank.handhistory.reader import _SUFFIXES, source_files

    for item in paths:
        if not Path(item).exists():
            raise HandHistoryError("no such file or folder", item)
    files = source_files(paths)
    if not files:
        raise HandHistoryError(f"no hand-history files ({', '.join(_SUFFIXES)}) in it", ", ".join(paths))
    return files


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _progress(total: int, lang: str) -> ProgressBar | None:
    """A bar over the files, shown at once (on a terminal, for more than one file)."""
    if not sys.stderr.isatty() or total <= 1:
        return None

    def columns() -> tuple[Any, ...]:
        from rich.progress import BarColumn, MofNCompleteColumn, TextColumn, TimeElapsedColumn

        hands = TextColumn(say(lang, "audit.progress", hands="{task.fields[hands]}"))
        return BarColumn(), MofNCompleteColumn(), hands, TimeElapsedColumn()

    bar = ProgressBar(say(lang, "audit.auditing"), delay=0.0, columns=columns)
    bar(0, total, hands=0)
    return bar


def _reason(lang: str, reason: str) -> str:
    """A reason a hand is not auditable (a key of pokerrank.handhistory), in a language."""
    from pokerrank.i18n import catalog

    known: dict[str, str] = catalog(lang)["cli"]["audit"]["reasons"]
    return known.get(reason, reason)


def _print(summary: Any, verdicts: list[Any], code: str, unread: dict[str, str] | None = None) -> None:
    from rich.markup import escape
    from rich.table import Table

    from pokerrank.handhistory.verdicts import money, pot_name

    console = _console()
    for verdict in verdicts:
        hand = verdict.hand
        outcome: str = verdict.outcome.value
        label = escape(say(code, f"audit.outcomes.{outcome}"))
        if verdict.words_only:
            label += escape(f" ({say(code, 'audit.mismatch_words')})")
        style = {"match": "green", "mismatch": "bold red"}.get(outcome, "yellow")
        where = f"{hand.source}:{hand.line}"
        shown = _reason(code, verdict.reason) if verdict.reason else ""
        reason = f" ({shown})" if shown and outcome != "mismatch" else ""
        head = f"[{style}]{label}[/]{escape(reason)}  {escape(say(code, 'audit.hand', id=hand.hand_id))}"
        console.print(f"{head}  {escape(verdict.game)}  {escape(where)}")
        console.print(f"  {escape(verdict.detail)}")
        if outcome == "mismatch" and verdict.payouts and not verdict.words_only and verdict.reason != "illegal action":
            table = Table(show_edge=False, box=None, padding=(0, 2))
            for key, right in (("pot", False), ("player", False), ("rules_give", True), ("room_paid", True)):
                table.add_column(escape(say(code, f"audit.{key}")), justify="right" if right else "left")
            for payout in verdict.payouts:
                mark = "" if payout.ok else "  <--"
                table.add_row(
                    escape(pot_name(code, payout.pot)),
                    escape(payout.player),
                    escape(money(hand, payout.rules, code)),
                    escape(money(hand, payout.paid, code)) + mark,
                )
            print_table(console, table)
        for word in verdict.words:
            if not word.ok:
                line = say(code, "audit.words", player=word.player, run=word.run, printed=repr(word.printed),
                           found=word.found)  # fmt: skip
                console.print(f"  {escape(line)}")
        if verdicts and outcome == "mismatch":
            console.print()

    def count(value: int) -> str:
        return number(value, code)

    table = Table(title=escape(say(code, "audit.title")), show_header=False, box=None, padding=(0, 2))
    table.add_column("what")
    table.add_column("count", justify="right")
    table.add_row(escape(say(code, "audit.files")), count(len(summary.files)))
    empty = summary.files_without_hands
    if empty:
        table.add_row(f"  [yellow]{escape(say(code, 'audit.no_hand_files'))}[/]", count(len(empty)))
    table.add_row(escape(say(code, "audit.hands")), count(summary.hands))
    table.add_row(escape(say(code, "audit.showdowns")), count(summary.showdowns))
    table.add_row(f"[green]{escape(say(code, 'audit.matched'))}[/]", count(summary.matched))
    mismatched = escape(say(code, "audit.mismatched"))
    table.add_row(f"[red]{mismatched}[/]" if summary.mismatched else mismatched, count(summary.mismatched))
    if summary.words_only:
        table.add_row(f"  {escape(say(code, 'audit.mismatch_payouts'))}", count(summary.payout_mismatched))
        table.add_row(f"  {escape(say(code, 'audit.mismatch_words'))}", count(summary.words_only))
    total = sum(summary.not_auditable.values())
    table.add_row(escape(say(code, "audit.not_auditable")), count(total))
    for reason, n in sorted(summary.not_auditable.items(), key=lambda item: -item[1]):
        table.add_row(f"  {escape(_reason(code, reason))}", count(n))
    print_table(console, table)
    if empty:
        console.print(f"{escape(say(code, 'audit.no_hand_files'))}{escape(say(code, 'common.colon').rstrip())}")
        for name in empty[:_NAMED_FILES]:
            why = (unread or {}).get(name, "")
            console.print(f"  {escape(name)}" + (f"  ({escape(why)})" if why else ""), soft_wrap=True)
        if len(empty) > _NAMED_FILES:
            console.print(f"  {escape(say(code, 'audit.more_files', n=number(len(empty) - _NAMED_FILES, code)))}")
    if len(summary.by_game) > 1:
        games = Table(title=escape(say(code, "audit.by_game")), box=None, padding=(0, 2))
        games.add_column(escape(say(code, "audit.game")))
        for key in ("hands", "match", "mismatch", "not_auditable"):
            games.add_column(escape(say(code, f"audit.{key}")), justify="right")
        for game, counts in sorted(summary.by_game.items()):
            not_auditable = sum(v for k, v in counts.items() if k.startswith("not auditable"))
            games.add_row(
                escape(game),
                count(sum(counts.values())),
                count(counts.get("match", 0)),
                count(counts.get("mismatch", 0)),
                count(not_auditable),
            )
        print_table(console, games)


@cli.command()
@click.argument("paths", nargs=-1, required=True, metavar="FILES_OR_DIRS...")
@click.option(
    "--to", "to", type=click.Choice(["deal", "phh", "ohh", "pokerstars"]), required=True, help="What to write."
)
@click.option("--hand", "hand_id", default=None, help="Only the hand with this id (default: every hand).")
@lang_option
@guarded
def convert(paths: tuple[str, ...], to: str, hand_id: str | None, lang: str | None) -> None:
    """Write the hands of FILES_OR_DIRS as pokerrank deals (JSON), PHH (TOML), OHH (JSON) or PokerStars text.

    A deal is what `pokerrank showdown --file` reads, so any hand can be re-decided; PHH
    takes a hand into pokerkit and the other PHH tools. One hand gives one document; many
    give a JSON list of deals (showdown decides one: pick it with --hand ID); PHH is
    always a .phhs text (one table per hand, one hand or many); OHH takes a hand to the trackers that read the standard
    (many: one JSON object per hand, a blank line between them); PokerStars text takes it
    to the tools that read PokerStars' hand histories (hands three blank lines apart, as
    PokerStars writes them). Folders are searched as
    `audit` searches them. Amounts are in the hand's smallest unit in a deal (cents for a
    cash game in dollars), as the room wrote them in PHH and OHH. With --lang, each deal
    carries that language, so showdown answers in it. The output is JSON or TOML already,
    so convert has no --json. A hand that cannot be written (one the reader could not read,
    or one the form cannot hold, or a deal that would pay otherwise than the audit) is left
    out and named on standard error with why; every other hand is written, and the exit
    status is then 1 (2 when no hand could be written, or on a usage error).

    \b
    pokerrank convert hand.txt --to deal | pokerrank showdown --file -
    pokerrank convert session.txt --to deal --hand 254886543210 | pokerrank showdown --file -
    pokerrank convert session.txt --to phh > session.phhs
    pokerrank convert ~/HandHistory/ --to phh > all.phhs
    pokerrank convert session.txt --to ohh > session.ohh
    pokerrank convert pluribus.phhs --to pokerstars > pluribus.txt
    """
    from pokerrank import formats
    from pokerrank.handhistory import to_phh
    from pokerrank.handhistory.writers import faithful_deal, phhs_table

    if lang is not None and to != "deal":
        raise click.UsageError("--lang applies to --to deal (a PHH, OHH or PokerStars file has no language)")
    found = _convert_records(paths, hand_id)
    # (text that holds no hand, a file or lines between hands, is no hand refused: named, as audit lists it)
    no_hand = [r.error for r in found if r.error is not None and r.hand_id == "?"]
    records = [r for r in found if r.error is None or r.hand_id != "?"]
    if not records:
        for error in no_hand[:-1]:
            click.echo(f"error: {one_line(str(error))}", err=True)
        raise no_hand[-1]
    for error in no_hand:
        click.echo(f"no hand: {one_line(str(error))}", err=True)
    refused: list[Any] = []
    if to == "deal":
        code = resolve(lang) if lang is not None else None

        def deal(record: Any) -> Any:
            data = formats.stamp(faithful_deal(record), formats.DEAL)
            return data if code is None else {**data, "lang": code}

        deals = _written(records, deal, refused)
        if deals:
            emit_json(deals[0] if len(records) == 1 else deals)
    elif to == "ohh":  # Open Hand History: one JSON object per hand, a blank line between them
        import json

        from pokerrank.handhistory.writers_ohh import to_ohh

        texts = _written(records, lambda record: json.dumps(to_ohh(record), indent=2, ensure_ascii=False), refused)
        if texts:
            click.echo("\n\n".join(texts))
    elif to == "pokerstars":  # PokerStars text: hands three blank lines apart, as PokerStars writes them
        from pokerrank.handhistory.writers_text import to_pokerstars

        click.echo("\n\n\n".join(_written(records, to_pokerstars, refused)), nl=False)
    else:
        names: set[str] = set()  # a .phhs text, one hand or many: what the docs save it as reads back
        tables = _written(records, lambda record: phhs_table(record, to_phh(record), names), refused)
        click.echo("\n".join(tables), nl=False)
    if refused and len(refused) == len(records):  # nothing written: the one error (or each) exits 2
        for error in refused[:-1]:
            click.echo(f"error: {one_line(str(error))}", err=True)
        raise refused[-1]
    for error in refused:
        click.echo(f"refused: {one_line(str(error))}", err=True)
    if refused:
        click.echo(
            f"convert: {len(records) - len(refused)} of {len(records)} hands written, {len(refused)} refused", err=True
        )
        sys.exit(1)


def _written(records: list[Any], write: Any, refused: list[Any]) -> list[Any]:
    """Each hand written by ``write``; the error of a hand that cannot be (a hand the reader
    could not read, or one the writer refuses with a :class:`~pokerrank.errors.PokerRankError`,
    naming the hand and why) is added to ``refused``, and the others are still written."""
    from pokerrank.errors import PokerRankError

    out = []
    for record in records:
        if record.error is not None:
            refused.append(record.error)
            continue
        try:
            out.append(write(record))
        except PokerRankError as error:
            refused.append(error)
    return out


def _convert_records(paths: tuple[str, ...], hand_id: str | None) -> list[Any]:
    """The hands ``convert`` writes: every hand of the files (folders searched), or the one
    ``--hand`` names; a hand that cannot be read comes with its error (reported, the others
    written)."""
    from pokerrank.handhistory import read

    files = _history_files(paths)
    records = [r for f in files for r in read(f) if hand_id is None or r.hand_id == hand_id]
    if not records:
        where = str(files[0]) if len(files) == 1 else ", ".join(paths)
        raise HandHistoryError(f"no hand {hand_id!r} in the files" if hand_id else "no hand in the files", where)
    return records
