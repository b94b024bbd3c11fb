"""``pokerrank equity``: each player's share of the pot, exact or sampled."""

from __future__ import annotations

import sys
import time
from typing import Any

import click

from pokerrank.cli import cli, emit_json, guarded
from pokerrank.errors import DealError, PokerRankError, TooManyDealsError
from pokerrank.formats import EQUITY, RANGE_EQUITY


class _Progress:
    """A rich progress bar on standard error, shown only once a run passes one second."""

    def __init__(self, label: str) -> None:
        self.label = label
        self.start = time.monotonic()
        self.bar: Any = None
        self.task: Any = None

    def __call__(self, done: int, total: int) -> None:
        if self.bar is None:
            if time.monotonic() - self.start < 1.0 or done >= total:
                return
            from rich.console import Console
            from rich.progress import Progress

            self.bar = Progress(console=Console(stderr=True), transient=True)
            self.bar.start()
            self.task = self.bar.add_task(self.label, total=total)
        self.bar.update(self.task, completed=done)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.stop()


def _split_hand(arg: str, index: int) -> tuple[str, str]:
    name, sep, cards = arg.partition("=")
    if sep and name.strip():
        return name.strip(), cards
    return f"player {index + 1}", arg


def _is_range(text: str) -> bool:
    from pokerrank.cards import parse_cards

    try:
        return len(parse_cards(text)) != 2
    except PokerRankError:
        return True


@cli.command()
@click.argument("hands", nargs=-1, required=True)
@click.option("--game", "-g", default="holdem", show_default=True, help="Game name or alias (see `pokerrank games`).")
@click.option("--board", "-b", default="", help="Board cards known so far.")
@click.option("--dead", "-d", default="", help="Cards known to be out of play.")
@click.option("--samples", "-n", type=int, default=None, help="Monte Carlo deals (default: enumerate every deal).")
@click.option("--seed", type=int, default=None, help="Seed for --samples (default: a fresh one, printed).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
@guarded
def equity(
    hands: tuple[str, ...], game: str, board: str, dead: str, samples: int | None, seed: int | None, as_json: bool
) -> None:
    """Equity of each player's HANDS, one argument per player (NAME=CARDS to name them).

    \b
    pokerrank equity AsKs QdQc
    pokerrank equity --game o8 "Ah 2h 3c Kd" "Ks Qd Jc 9h" --board "4d 5s 8c"
    pokerrank equity AsKs "QQ+, AKs" --samples 1000000 --seed 7
    In Hold'em a hand may be a range (QQ+, AKs, A5s-A2s, random, AKs:0.5).
    Ctrl-C stops a --samples run and prints the result so far.
    """
    from pokerrank import equity as compute
    from pokerrank.games import get_game

    spec = get_game(game)
    if seed is not None and samples is None:
        raise DealError("--seed only applies to a Monte Carlo run: give --samples N as well")
    named = [_split_hand(arg, i) for i, arg in enumerate(hands)]
    seen: set[str] = set()
    for name, _ in named:
        if name in seen:
            raise DealError(f"player {name!r} is named twice; give each player a different name")
        seen.add(name)
    ranged = spec.hole_cards == 2 and spec.board_cards > 0 and not spec.split and any(_is_range(c) for _, c in named)
    progress = _Progress("sampling" if samples else "enumerating")
    try:
        if ranged:
            from pokerrank import range_equity

            result: Any = range_equity(
                spec, [c for _, c in named], board, dead, samples=samples, seed=seed,
                progress=progress, interruptible=True,
            )  # fmt: skip
        else:
            result = compute(
                spec, dict(named), board, dead, samples=samples, seed=seed,
                progress=progress, interruptible=True,
            )  # fmt: skip
    except TooManyDealsError as exc:
        raise TooManyDealsError(f"{exc} (on the command line: --samples N)") from None
    except KeyboardInterrupt:
        progress.close()
        click.echo("interrupted", err=True)
        sys.exit(130)
    finally:
        progress.close()
    if as_json:
        data = result.to_dict()
        if ranged:
            for (name, _), player in zip(named, data["players"], strict=True):
                player["player"] = name
        emit_json(data, RANGE_EQUITY if ranged else EQUITY)
        return
    _print(result, spec, [name for name, _ in named], ranged)


def _pct(x: float) -> str:
    return f"{100 * x:.2f}%"


def _print(result: Any, spec: Any, names: list[str], ranged: bool) -> None:
    # names and ranges go to rich as Text, never as markup ('x[/]' is printed as written)
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    console = Console(highlight=False, soft_wrap=False)
    header = Text.assemble((spec.title, "bold"))
    if result.board:
        header.append("   board ").append(result.board, "bold")
    if result.dead:
        header.append(f"   dead {result.dead}")
    console.print(header)
    table = Table(show_edge=False, pad_edge=False)
    for title, justify in [("player", "left"), ("cards", "left"), ("equity", "right")]:
        table.add_column(title, justify=justify, no_wrap=title == "cards")  # type: ignore[arg-type]
    if not result.exact:
        table.add_column("±", justify="right")
    split = spec.split and not ranged
    columns = (
        ["win", "tie"]
        if ranged
        else (["scoop", "high only", "low only", "both", "nothing"] if split else ["win", "tie", "lose"])
    )
    for title in columns:
        table.add_column(title, justify="right")
    for name, p in zip(names, result.players, strict=True):
        row: list[str | Text] = [Text(name), Text(p.range if ranged else p.cards), _pct(p.equity)]
        if not result.exact:
            row.append(f"{100 * p.std_error:.2g}%")
        if ranged:
            row += [_pct(p.win), _pct(p.tie)]
        elif split:
            row += [_pct(x / result.deals) for x in (p.scoops, p.high_only, p.low_only, p.high_and_low, p.losses)]
        else:
            row += [_pct(x / result.deals) for x in (p.wins, p.ties, p.losses)]
        table.add_row(*row)
    console.print(table)
    if ranged and result.exact:
        footer = f"exact: {result.matchups:,} matchups, {result.deals:,} deals"
    elif result.exact:
        footer = f"exact: every one of {result.deals:,} deals"
    else:
        footer = f"Monte Carlo: {result.deals:,} deals, seed {result.seed}"
        if result.interrupted:
            footer += " (interrupted: the result so far)"
    console.print(Text(footer, "dim"))
    for note in getattr(result, "notes", ()):
        console.print(Text(note, "dim"))
