"""``pokerrank table vs-random|matchups``: preflop equity tables, in process or on Dask."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from pokerrank.cli import cli, emit_json, guarded
from pokerrank.cli._lang import number, resolve, say
from pokerrank.cli._options import (
    game_option,
    json_option,
    lang_option,
    plot_option,
    progress_option,
    samples_option,
    scheduler_option,
    seed_option,
    workers_option,
)
from pokerrank.cli._progress import ProgressBar
from pokerrank.cli._render import print_table, progress_run
from pokerrank.formats import PREFLOP_TABLE


@cli.group()
def table() -> None:
    """Preflop equity tables: every starting hand against a random hand, every matchup.

    \b
    pokerrank table vs-random                       exact, every core of this machine
    pokerrank table vs-random --workers 4           on a local Dask cluster of 4 processes
    pokerrank table vs-random --scheduler tcp://host:8786    on an existing Dask cluster
    pokerrank table matchups --hands "QQ+, AKs"     exact class against class
    pokerrank table matchups --samples 1000000 --seed 7 --out run/   Monte Carlo, resumable
    """


def _common(func: Any) -> Any:
    options = [
        game_option(text="holdem, short-deck or its classic."),
        samples_option("Monte Carlo showdowns per class (matchups: per pair of classes); default exact."),
        seed_option("Seed for --samples (default: a fresh one, recorded)."),
        click.option(
            "--out", type=click.Path(file_okay=False), default=None,
            help="Keep each finished task and the final table (result.json) in DIR; the same command resumes.",
        ),
        workers_option,
        scheduler_option,
        click.option("--tasks", type=int, default=None, metavar="N", help="Cut the job into N tasks (default 64)."),
        json_option("Print the table file (JSON) instead of the grid."),
        plot_option("Also draw a heat map into FILE.png (needs pokerrank[plot])."),
        progress_option,
        lang_option,
    ]  # fmt: skip
    for option in reversed(options):
        func = option(func)
    return func


def _columns(tasks: str) -> Callable[[], tuple[Any, ...]]:
    """The bar's columns: the bar, tasks done of all, ``tasks`` (the word), time left."""

    def columns() -> tuple[Any, ...]:
        from rich.progress import BarColumn, MofNCompleteColumn, TextColumn, TimeRemainingColumn

        return BarColumn(), MofNCompleteColumn(), TextColumn(tasks), TimeRemainingColumn()

    return columns


def _run(label: str, progress: bool, out: str | None, compute: Any, code: str = "en") -> Any:
    bar = ProgressBar(label, delay=0.5, columns=_columns(say(code, "table.tasks")), enabled=progress)
    with progress_run(bar, code, say(code, "table.interrupted_kept", out=out) if out else None):
        return compute(bar)


@table.command("vs-random")
@_common
@guarded
def vs_random_command(
    game: str, samples: int | None, seed: int | None, out: str | None, workers: int | None, scheduler: str | None,
    tasks: int | None, as_json: bool, plot: str | None, progress: bool, lang: str | None,
) -> None:  # fmt: skip
    """Each starting hand against one random hand, all-in before the flop.

    Prints the grid of equities: pairs on the diagonal, suited hands above it, offsuit
    below, rows and columns from the ace down.
    """
    from pokerrank.preflop import heatmap, vs_random

    code = resolve(lang)
    result = _run(
        "vs-random", progress, out,
        lambda bar: vs_random(
            game, samples=samples, seed=seed, workers=workers, scheduler=scheduler, out=out, progress=bar, tasks=tasks
        ), code,
    )  # fmt: skip
    if plot:
        heatmap(result, plot)
    if as_json:
        emit_json(result.to_dict(), PREFLOP_TABLE)
        return
    _print_grid(say(code, "table.vs_random", game=result.game), result.grid(), result, code)


@table.command("matchups")
@click.option("--hands", default=None, help="Classes to include: names or a range, such as 'QQ+, AKs' (default all).")
@click.option("--hero", default=None, help="The class whose row the grid shows (default: the first one).")
@click.option("--per-combo", is_flag=True, help="Also count every pair of combinations (exact; for a few classes).")
@_common
@guarded
def matchups_command(
    hands: str | None, hero: str | None, per_combo: bool, game: str, samples: int | None, seed: int | None,
    out: str | None, workers: int | None, scheduler: str | None, tasks: int | None, as_json: bool,
    plot: str | None, progress: bool, lang: str | None,
) -> None:  # fmt: skip
    """Every pair of starting-hand classes heads-up, all-in before the flop.

    Up to 13 classes print as a hero-by-villain matrix; more print the grid of one class's
    equity against each other class (--hero).
    """
    from pokerrank.preflop import heatmap, matchups

    code = resolve(lang)
    result = _run(
        "matchups", progress, out,
        lambda bar: matchups(
            game, hands, per_combo=per_combo, samples=samples, seed=seed, workers=workers, scheduler=scheduler,
            out=out, progress=bar, tasks=tasks,
        ), code,
    )  # fmt: skip
    if hero is not None:
        result[hero, hero]  # an unknown class: a one-line error before any output
    if plot:
        heatmap(result, plot, hero=hero)
    if as_json:
        emit_json(result.to_dict(), PREFLOP_TABLE)
        return
    if hero is None and len(result.classes) <= 13:
        _print_matrix(result, code, _typed_order(hands, result.classes))
        return
    who = hero or result.classes[0]
    _print_grid(say(code, "table.against_each", game=result.game, hand=who), result.grid(who), result, code)


def _colour(value: float, low: float, high: float) -> str:
    """A red-yellow-green background for ``value`` between ``low`` and ``high``."""
    x = 0.5 if high <= low else min(max((value - low) / (high - low), 0.0), 1.0)
    if x < 0.5:
        r, g = 230, int(80 + 2 * x * 150)
    else:
        r, g = int(230 - (x - 0.5) * 2 * 150), 200
    return f"black on rgb({r},{g},90)"


def _footer(result: Any, code: str) -> str:
    if result.exact:
        how = say(code, "table.exact")
    else:
        how = say(code, "table.sampled", samples=number(result.samples, code), seed=result.seed)
    return say(code, "table.version", how=how, version=result.version)


def _print_grid(title: str, grid: list[list[float | None]], result: Any, code: str) -> None:
    """The starting-hand grid: ranks from the ace down on both axes, pairs on the diagonal,
    suited hands above it (row rank first), offsuit below it (column rank first)."""
    from rich.console import Console
    from rich.text import Text

    from pokerrank.preflop import hand_classes

    names = hand_classes(result.game)
    size = len(grid)
    ranks = [names[i * size + i][0] for i in range(size)]
    values = [v for row in grid for v in row if v is not None]
    low, high = min(values), max(values)
    console = Console(highlight=False, soft_wrap=True)
    console.print(Text(title, "bold"))
    console.print(Text("   " + "".join(f"{r:>5}" for r in ranks), "bold"))
    for i, row in enumerate(grid):
        line = Text(f"{ranks[i]:>2} ", "bold")
        for value in row:
            line.append(" ")
            if value is None:
                line.append(f"{'·':>4}", "dim")
            else:
                line.append(f"{number(100 * value, code, 1):>4}", _colour(value, low, high))
        console.print(line)
    console.print(Text(say(code, "table.legend"), "dim"))
    console.print(Text(_footer(result, code), "dim"))


def _typed_order(hands: str | None, classes: tuple[str, ...]) -> list[str]:
    """The classes in the order ``--hands`` names them (``"KK, AA, AKs"`` keeps kings
    first); the classes of one range token (``QQ+``) in the table's order, from the best.

    >>> _typed_order("KK, QQ+, AKs", ("AA", "AKs", "KK", "QQ"))
    ['KK', 'AA', 'QQ', 'AKs']
    """
    if hands is None:
        return list(classes)
    from pokerrank.ranges import parse_range

    def combos(text: str) -> frozenset[tuple[int, ...]]:
        return frozenset(parse_range(text).combos)

    each = {name: combos(name) for name in classes}
    order: dict[str, None] = {}
    for token in hands.replace(",", " , ").split(","):
        token = token.strip()
        if not token:
            continue
        parts = token.split() if all(part in each for part in token.split()) else [token]
        for part in parts:
            named = each[part] if part in each else combos(part)
            order.update((name, None) for name in classes if each[name] <= named)
    return [*order, *(name for name in classes if name not in order)]


def _print_matrix(result: Any, code: str, order: list[str] | None = None) -> None:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    console = Console(highlight=False, soft_wrap=False)
    console.print(Text(say(code, "table.matrix", game=result.game), "bold"))
    table = Table(show_edge=False, pad_edge=False)
    table.add_column("")
    order = order or list(result.classes)
    for name in order:
        table.add_column(name, justify="right")
    for x in order:
        cells = [Text(x, "bold")]
        for y in order:
            value = result.equity(x, y)
            cells.append(Text(number(100 * value, code, 2), _colour(value, 0.0, 1.0)))
        table.add_row(*cells)
    print_table(console, table)
    console.print(Text(_footer(result, code), "dim"))
