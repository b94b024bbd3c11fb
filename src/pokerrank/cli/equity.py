"""``pokerrank equity``: each player's share of the pot, exact or sampled."""

from __future__ import annotations

import sys
from typing import Any

import click

from pokerrank.cli import cli, emit_json, guarded
from pokerrank.cli._lang import number, percent, resolve, say
from pokerrank.cli._options import (
    deal_options,
    json_option,
    lang_option,
    progress_option,
    samples_option,
    seed_option,
)
from pokerrank.cli._progress import LineProgress, ProgressBar
from pokerrank.cli._render import deal_header, named_hands, print_table, progress_run, std_error_cell
from pokerrank.errors import DealError, TooManyDealsError, TooSlowError
from pokerrank.formats import EQUITY, RANGE_EQUITY
from pokerrank.i18n.phrases import Phrase
from pokerrank.i18n.phrases import say as phrase_in


@cli.command()
@deal_options()
@samples_option("Monte Carlo deals (default: enumerate every deal).")
@seed_option()
@click.option(
    "--std-error",
    "std_error",
    type=float,
    default=None,
    help="Sample until every player's standard error is below this (0.001: a tenth of a percent).",
)
@click.option(
    "--max-seconds",
    "max_seconds",
    type=float,
    default=60.0,
    show_default=True,
    help="Refuse an exact run estimated to take longer (0: no limit).",
)
@progress_option
@lang_option
@json_option("Print JSON instead of a table.")
@guarded
def equity(
    hands: tuple[str, ...], game: str, board: str, dead: str, samples: int | None, seed: int | None,
    std_error: float | None, max_seconds: float, progress: bool, lang: str | None, as_json: bool,
) -> None:  # fmt: skip
    """Equity of each player's HANDS, one argument per player (NAME=CARDS to name them).

    A hand may be a range or pattern (QQ+, AKs, random, AKs:0.5; AA**, A*, AA**$ds; in stud
    ** for a card not seen). Ctrl-C stops a sampled run and prints the result so far.

    \b
    pokerrank equity AsKs QdQc
    pokerrank equity --game o8 "Ah 2h 3c Kd" "Ks Qd Jc 9h" --board "4d 5s 8c"
    pokerrank equity AsKs "QQ+, AKs" --samples 1000000 --seed 7
    pokerrank equity --game omaha "AA**" "Ks Kd 7s 7d" --board "Kc 7h 2d"
    pokerrank equity AsKs QdQc --std-error 0.001 --seed 1
    """
    from pokerrank.games import get_game

    code = resolve(lang)
    spec = get_game(game)
    if seed is not None and samples is None and std_error is None:
        raise DealError("--seed only applies to a Monte Carlo run: give --samples N or --std-error E as well")
    named = named_hands(hands, "en" if as_json else code)  # JSON: the same names in every language
    from pokerrank._equity.plan import written_as_range

    ranged = spec.dealt != "draw" and any(written_as_range(c, spec) for _, c in named)
    sampled = samples is not None or std_error is not None
    label = say(code, "equity.sampling" if sampled else "equity.enumerating")
    # a bar on a terminal; in a pipe or a log, a line every few seconds
    bar = ProgressBar(label, enabled=progress) if sys.stderr.isatty() else LineProgress(label, enabled=progress)
    limit = None if max_seconds == 0 else max_seconds
    try:
        result = _run(spec, named, board, dead, samples, seed, std_error, ranged, bar, code, limit)
    except TooSlowError as exc:
        raise TooSlowError(f"{exc} (on the command line: --samples N, or --max-seconds S)") from None
    except TooManyDealsError as exc:
        raise TooManyDealsError(f"{exc} (on the command line: --samples N or --std-error E)") from None
    if as_json:
        data = result.to_dict()
        if ranged:
            for (name, _), player in zip(named, data["players"], strict=True):
                player["player"] = name
        emit_json(data, RANGE_EQUITY if ranged else EQUITY)
        return
    _print(result, spec, [name for name, _ in named], ranged, code, std_error)


def _run(
    spec: Any, named: list[tuple[str, str]], board: str, dead: str, samples: int | None, seed: int | None,
    std_error: float | None, ranged: bool, bar: ProgressBar, code: str, max_seconds: float | None,
) -> Any:  # fmt: skip
    """The equity of the hands (the ranges' when one is a range), with a bar; Ctrl-C ends a
    sampled run with what it has so far, an exact one with status 130."""
    from pokerrank import equity, range_equity

    with progress_run(bar, code):
        if ranged:
            return range_equity(
                spec, [c for _, c in named], board, dead, samples=samples, seed=seed,
                progress=bar, interruptible=True, std_error=std_error, max_seconds=max_seconds,
            )  # fmt: skip
        return equity(
            spec, dict(named), board, dead, samples=samples, seed=seed,
            progress=bar, interruptible=True, std_error=std_error, max_seconds=max_seconds,
        )  # fmt: skip


def _print(result: Any, spec: Any, names: list[str], ranged: bool, code: str, target: float | None = None) -> None:
    # names and ranges go to rich as Text, never as markup ('x[/]' is printed as written)
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    console = Console(highlight=False, soft_wrap=False)
    console.print(deal_header(spec.title, code, board=result.board, dead=result.dead))
    table = Table(show_edge=False, pad_edge=False)
    for key, justify in [("common.player", "left"), ("common.cards", "left"), ("equity.equity", "right")]:
        table.add_column(say(code, key), justify=justify, no_wrap=key == "common.cards")  # type: ignore[arg-type]
    if not result.exact:
        table.add_column("±", justify="right")
    split = spec.split and not ranged
    columns = (
        ["win", "tie"]
        if ranged
        else (["scoop", "high_only", "low_only", "both", "nothing"] if split else ["win", "tie", "lose"])
    )
    for key in columns:
        table.add_column(say(code, f"equity.{key}"), justify="right")

    def pct(x: float) -> str:
        return percent(x, code)

    for name, p in zip(names, result.players, strict=True):
        row: list[str | Text] = [Text(name), Text(p.range if ranged else p.cards), pct(p.equity)]
        if not result.exact:
            row.append(std_error_cell(p.std_error, code))
        if ranged:
            row += [pct(p.win), pct(p.tie)]
        elif split:
            row += [pct(x / result.deals) for x in (p.scoops, p.high_only, p.low_only, p.high_and_low, p.losses)]
        else:
            row += [pct(x / result.deals) for x in (p.wins, p.ties, p.losses)]
        table.add_row(*row)
    print_table(console, table)
    if ranged and result.exact:
        footer = say(
            code, "equity.exact_ranges", matchups=number(result.matchups, code), deals=number(result.deals, code)
        )
    elif result.exact:
        footer = say(code, "equity.exact", deals=number(result.deals, code))
    else:
        footer = say(code, "equity.sampled", deals=number(result.deals, code), seed=result.seed)
        if result.interrupted:
            footer += say(code, "equity.so_far")
    console.print(Text(footer, "dim"))
    notes = getattr(result, "notes", None)
    if notes is None and target is not None and not result.interrupted:  # a range result has no notes
        met = all(p.std_error < target for p in result.players)
        notes = (Phrase("notes.std_error_all" if met else "notes.std_error_not_all", target=target),)
    for note in notes or ():
        console.print(Text(phrase_in(note, code), "dim"))
