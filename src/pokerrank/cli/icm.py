"""``pokerrank icm``: tournament equity from stacks and payouts, and an all-in's call or fold."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

import click

from pokerrank import formats
from pokerrank.cli import cli, emit_json, guarded
from pokerrank.errors import ICMError


def _number(text: str, what: str) -> Fraction:
    """A decimal (``12.5``), a fraction (``1/3``) or a percentage (``55%``) read exactly."""
    raw = text.strip().replace(",", "").replace("_", "")
    percent = raw.endswith("%")
    try:
        value = Fraction(raw[:-1] if percent else raw)
    except (ValueError, ZeroDivisionError):
        raise ICMError(f"{what} {text!r} is not a number") from None
    return value / 100 if percent else value


def _stacks(items: tuple[str, ...]) -> dict[str, Fraction]:
    stacks: dict[str, Fraction] = {}
    for i, item in enumerate(items):
        name, sep, amount = item.rpartition("=")
        name = name.strip() if sep else f"player {i + 1}"
        if not name:
            raise ICMError(f"--stack {item!r}: give NAME=CHIPS, or only CHIPS")
        if name in stacks:
            raise ICMError(f"player {name!r} is given two stacks; give each player one --stack")
        stacks[name] = _number(amount, f"the stack of {name!r},")
    return stacks


def _payouts(items: tuple[str, ...]) -> list[Fraction]:
    """Payouts separated by spaces, commas or semicolons (so ``1,000`` is refused: write 1000)."""
    found = []
    for item in items:
        if re.search(r"(^|[\s;])\d{1,3}(,\d{3})+($|[\s;])", item):
            raise ICMError(f"--payout {item!r}: commas separate payouts; write a thousand as 1000 or 1_000")
        for part in item.replace(",", " ").replace(";", " ").split():
            found.append(_number(part, "the payout"))
    return found


def _text(value: Fraction | float) -> str:
    number = float(value)
    return f"{number:,.0f}" if number == int(number) else f"{number:,.2f}"


@cli.command()
@click.option(
    "--stack",
    "-s",
    "stacks",
    multiple=True,
    required=True,
    metavar="[NAME=]CHIPS",
    help="A player's chips (repeat for each player; a player without a name is 'player N').",
)
@click.option(
    "--payout",
    "-p",
    "payouts",
    multiple=True,
    required=True,
    metavar="PRIZE",
    help="Prizes of the paid places, first place first (repeat, or several in one: '50 30 20' or 50,30,20).",
)
@click.option(
    "--samples",
    "-n",
    type=int,
    default=None,
    help="Sample this many finishing orders (default: exact, which fits tables of up to 12).",
)
@click.option("--seed", type=int, default=None, help="Seed for --samples (default: a fresh one, printed).")
@click.option("--hero", default=None, help="With --villain and --equity: should HERO call VILLAIN's all-in?")
@click.option("--villain", default=None, help="The player who moved all in.")
@click.option(
    "--equity", "win_chance", default=None, metavar="P", help="The hero's chance to win the all-in: 0.55 or 55%."
)
@click.option("--pot", default="0", show_default=True, help="Chips already in the middle (blinds, antes).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
@guarded
def icm(
    stacks: tuple[str, ...], payouts: tuple[str, ...], samples: int | None, seed: int | None,
    hero: str | None, villain: str | None, win_chance: str | None, pot: str, as_json: bool,
) -> None:  # fmt: skip
    """Each player's ICM (Malmuth-Harville) tournament equity: the prize money their stack is worth.

    \b
    pokerrank icm --stack ann=5000 --stack bob=3000 --stack cid=2000 --payout 50 --payout 30 --payout 20
    pokerrank icm -s 5000 -s 3000 -s 1500 -s 500 -p "500 300 200" --json
    pokerrank icm -s hero=3000 -s villain=5000 -s c=1500 -s d=500 -p "50 30 20" \\
        --hero hero --villain villain --equity 55% --pot 150
    """
    from pokerrank.icm import icm as compute
    from pokerrank.icm import icm_call

    if seed is not None and samples is None:
        raise ICMError("--seed only applies to a sampled run: give --samples N as well")
    chips = _stacks(stacks)
    prizes = _payouts(payouts)
    asked = [hero is not None, villain is not None, win_chance is not None]
    if any(asked) and not all(asked):
        raise ICMError("an all-in decision needs --hero, --villain and --equity together")
    result = compute(chips, prizes, samples=samples, seed=seed)
    call = None
    if hero is not None and villain is not None and win_chance is not None:
        call = icm_call(chips, prizes, hero, villain, _number(win_chance, "--equity"),
                        pot=_number(pot, "--pot"), samples=samples, seed=result.seed)  # fmt: skip
    if as_json:
        data: dict[str, Any] = result.to_dict()
        data["call"] = call.to_dict() if call is not None else None
        emit_json(data, formats.ICM)
        return
    _print(result, call)


def _print(result: Any, call: Any) -> None:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    console = Console(highlight=False, soft_wrap=False)
    prizes = ", ".join(_text(p) for p in result.payouts)
    console.print(Text.assemble(("ICM", "bold"), f"   prize pool {_text(result.prize_pool)}   payouts {prizes}"))
    table = Table(show_edge=False, pad_edge=False)
    table.add_column("player")
    for title in ("stack", "chips", "equity", "of pool"):
        table.add_column(title, justify="right")
    if not result.exact:
        table.add_column("±", justify="right")
    shown_places = min(len(result.payouts), 4)
    for place in range(shown_places):
        table.add_column(["1st", "2nd", "3rd", "4th"][place], justify="right")
    for p in result.players:
        row: list[str | Text] = [Text(p.player), _text(p.stack), f"{100 * p.chips:.2f}%", f"{p.equity:,.2f}",
                                 f"{100 * p.equity / result.prize_pool:.2f}%"]  # fmt: skip
        if not result.exact:
            row.append(f"{p.std_error:.2g}")
        row += [f"{100 * x:.1f}%" for x in p.places[:shown_places]]
        table.add_row(*row)
    console.print(table)
    if result.exact:
        footer = f"exact (Malmuth-Harville): {result.sets:,} sets of finishers"
    else:
        footer = f"sampled (Malmuth-Harville): {result.samples:,} finishing orders, seed {result.seed}"
    console.print(Text(footer, "dim"))
    for note in result.notes:
        console.print(Text(note, "dim"))
    if call is None:
        return
    console.print()
    console.print(Text.assemble(
        (call.hero, "bold"), " facing ", (call.villain, "bold"), f"'s all-in: {_text(call.risk)} to call, "
        f"a pot of {_text(call.pot)} once called, {100 * call.equity:.1f}% to win it",
    ))  # fmt: skip
    lines = Table(show_edge=False, pad_edge=False)
    for title in ("", "call", "fold", "call - fold", "break-even"):
        lines.add_column(title, justify="left" if not title else "right")
    lines.add_row("chips", _text(call.chips_call), _text(call.chips_fold), f"{call.chip_ev:+,.2f}",
                  f"{100 * call.chip_break_even:.1f}%")  # fmt: skip
    lines.add_row("prize money (ICM)", f"{call.dollars_call:,.2f}", f"{call.dollars_fold:,.2f}",
                  f"{call.dollar_ev:+,.2f}", f"{100 * call.icm_break_even:.1f}%")  # fmt: skip
    console.print(lines)
    verdict = {"call": "call", "fold": "fold", "either": "call or fold: the same"}[call.decision]
    console.print(Text.assemble(
        "ICM says ", (verdict, "bold"),
        f" (risk premium {100 * call.risk_premium:.1f} points of equity above the chip break-even)",
    ))  # fmt: skip
