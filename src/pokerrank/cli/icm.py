"""``pokerrank icm``: tournament equity from stacks and payouts, and an all-in's call or fold."""

from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import Any

import click

from pokerrank import formats
from pokerrank.cli import cli, emit_json, guarded
from pokerrank.cli._lang import number, percent, resolve, say, styled, words
from pokerrank.cli._options import json_option, lang_option, samples_option, seed_option
from pokerrank.cli._render import print_table, std_error_cell
from pokerrank.errors import ICMError
from pokerrank.i18n.phrases import say as phrase_in


def _number(text: str, what: str) -> Fraction:
    """A decimal (``12.5``), a fraction (``1/3``) or a percentage (``55%``) read exactly."""
    raw = text.strip().replace(",", "").replace("_", "")
    percent = raw.endswith("%")
    try:
        value = Fraction(raw[:-1] if percent else raw)
    except (ValueError, ZeroDivisionError):
        raise ICMError(f"{what} {text!r} is not a number") from None
    return value / 100 if percent else value


def _stacks(items: tuple[str, ...], lang: str = "en") -> dict[str, Fraction]:
    stacks: dict[str, Fraction] = {}
    for i, item in enumerate(items):
        name, sep, amount = item.rpartition("=")
        name = name.strip() if sep else say(lang, "common.player_n", n=i + 1)
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


def _retired_p() -> None:
    raise click.UsageError("-p is --player in showdown and outs: write a payout as --payout PRIZE")


def _text(value: Fraction | float, lang: str) -> str:
    """An amount: whole, or with two decimals, as the language writes numbers."""
    amount = float(value)
    return number(amount, lang, 0 if amount == int(amount) else 2)


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
    "payouts",
    multiple=True,
    required=True,
    metavar="PRIZE",
    help="Prizes of the paid places, first place first (repeat, or several in one: '50 30 20' or 50,30,20).",
)
@click.option(
    "-p",
    "retired_p",
    is_flag=True,
    hidden=True,
    callback=lambda ctx, param, value: _retired_p() if value else None,
    expose_value=False,
)
@samples_option("Sample this many finishing orders (default: exact, which fits tables of up to 12).")
@seed_option()
@click.option("--hero", default=None, help="With --villain and --equity: should HERO call VILLAIN's all-in?")
@click.option("--villain", default=None, help="The player who moved all in.")
@click.option(
    "--equity", "win_chance", default=None, metavar="P", help="The hero's chance to win the all-in: 0.55 or 55%."
)
@click.option("--pot", default="0", show_default=True, help="Chips already in the middle (blinds, antes).")
@click.option(
    "--max-seconds",
    "max_seconds",
    type=click.FloatRange(min=0),
    default=60.0,
    show_default=True,
    help="Refuse a sampled run estimated to take longer (0: no limit).",
)
@lang_option
@json_option("Print JSON instead of a table.")
@guarded
def icm(
    stacks: tuple[str, ...], payouts: tuple[str, ...], samples: int | None, seed: int | None,
    hero: str | None, villain: str | None, win_chance: str | None, pot: str, max_seconds: float, lang: str | None,
    as_json: bool,
) -> None:  # fmt: skip
    """Each player's ICM (Malmuth-Harville) tournament equity: the prize money their stack is worth.

    \b
    pokerrank icm --stack ann=5000 --stack bob=3000 --stack cid=2000 --payout 50 --payout 30 --payout 20
    pokerrank icm -s 5000 -s 3000 -s 1500 -s 500 --payout "500 300 200" --json
    pokerrank icm -s hero=3000 -s villain=5000 -s c=1500 -s d=500 --payout "50 30 20" \\
        --hero hero --villain villain --equity 55% --pot 150
    """
    from pokerrank._icm import icm as compute
    from pokerrank._icm import icm_call

    if seed is not None and samples is None:
        raise ICMError("--seed only applies to a sampled run: give --samples N as well")
    code = resolve(lang)
    chips = _stacks(stacks, "en" if as_json else code)  # JSON: the same names in every language
    prizes = _payouts(payouts)
    asked = [hero is not None, villain is not None, win_chance is not None]
    if any(asked) and not all(asked):
        raise ICMError("an all-in decision needs --hero, --villain and --equity together")
    if pot != "0" and not all(asked):  # (it would be ignored: the pot counts only in an all-in decision)
        raise ICMError("--pot is the chips in the middle of an all-in decision: give --hero, --villain and --equity")
    if math.isnan(max_seconds):
        raise ICMError("--max-seconds must be a number of seconds (0: no limit), got nan")
    if samples is not None and max_seconds > 0:
        _refuse_if_slow(samples, len(chips), 5 if all(asked) else 1, max_seconds)
    try:
        result = compute(chips, prizes, samples=samples, seed=seed)
    except ICMError as exc:
        if "give samples=N" not in str(exc):
            raise
        raise ICMError(f"{exc} (on the command line: --samples N)") from None
    call = None
    if hero is not None and villain is not None and win_chance is not None:
        chance = _number(win_chance, "--equity")
        if not 0 <= chance <= 1:
            raise ICMError(
                f"--equity {win_chance!r} is the hero's chance to win the all-in: from 0 to 1, or 0% to 100%"
            )
        call = icm_call(chips, prizes, hero, villain, chance,
                        pot=_number(pot, "--pot"), samples=samples, seed=result.seed)  # fmt: skip
    if as_json:
        data: dict[str, Any] = result.to_dict()
        data["call"] = call.to_dict() if call is not None else None
        emit_json(data, formats.ICM)
        return
    _print(result, call, code)


def _print(result: Any, call: Any, code: str) -> None:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    console = Console(highlight=False, soft_wrap=False)
    prizes = ", ".join(_text(p, code) for p in result.payouts)
    pool = say(code, "icm.prize_pool", amount=_text(result.prize_pool, code))
    console.print(
        Text.assemble((say(code, "icm.title"), "bold"), f"   {pool}   {say(code, 'icm.payouts', amounts=prizes)}")
    )
    table = Table(show_edge=False, pad_edge=False)
    table.add_column(say(code, "common.player"))
    for key in ("icm.stack", "icm.chips", "icm.equity", "icm.of_pool"):
        table.add_column(say(code, key), justify="right")
    if not result.exact:
        table.add_column("±", justify="right")
    shown_places = min(len(result.payouts), 4)
    for place in range(shown_places):
        table.add_column(words(code, "icm.places")[place], justify="right")
    for p in result.players:
        row: list[str | Text] = [Text(p.player), _text(p.stack, code), percent(p.chips, code),
                                 number(p.equity, code, 2), percent(p.equity / result.prize_pool, code)]  # fmt: skip
        if not result.exact:
            row.append(std_error_cell(p.std_error, code, as_percent=False))
        row += [percent(x, code, 1) for x in p.places[:shown_places]]
        table.add_row(*row)
    print_table(console, table)
    if result.exact:
        footer = say(code, "icm.exact", sets=number(result.sets, code))
    else:
        footer = say(code, "icm.sampled", samples=number(result.samples, code), seed=result.seed)
    console.print(Text(footer, "dim"))
    for note in result.notes:
        console.print(Text(phrase_in(note, code), "dim"))
    if call is None:
        return
    console.print()
    console.print(
        styled(
            code, "icm.facing", {"hero": "bold", "villain": "bold"}, hero=call.hero, villain=call.villain,
            risk=_text(call.risk, code), pot=_text(call.pot, code), chance=percent(call.equity, code, 1),
        )
    )  # fmt: skip
    lines = Table(show_edge=False, pad_edge=False)
    lines.add_column("", justify="left")
    for key in ("icm.call", "icm.fold", "icm.call_minus_fold", "icm.break_even"):
        lines.add_column(say(code, key), justify="right")
    lines.add_row(say(code, "icm.chips_row"), _text(call.chips_call, code), _text(call.chips_fold, code),
                  number(call.chip_ev, code, 2, sign=True), percent(call.chip_break_even, code, 1))  # fmt: skip
    lines.add_row(say(code, "icm.money_row"), number(call.dollars_call, code, 2), number(call.dollars_fold, code, 2),
                  number(call.dollar_ev, code, 2, sign=True), percent(call.icm_break_even, code, 1))  # fmt: skip
    print_table(console, lines)
    decision = say(code, {"call": "icm.call", "fold": "icm.fold", "either": "icm.either"}[call.decision])
    points = number(100 * call.risk_premium, code, 1)
    console.print(styled(code, "icm.says", {"decision": "bold"}, decision=decision, points=points))


def _refuse_if_slow(samples: int, players: int, runs: int, max_seconds: float) -> None:
    """Refuse ``--samples`` estimated to take longer than ``--max-seconds`` (``runs``: an all-in
    decision samples the table as it is, and after a fold, a win, a loss and a tie: up to five
    runs), proposing the most samples that fit; ``--max-seconds 0`` waits."""
    from pokerrank._equity.guard import _duration
    from pokerrank._icm import sample_seconds

    seconds = runs * sample_seconds(players, samples)
    if seconds <= max_seconds:
        return
    fit = max(1, int(samples * max_seconds / seconds))
    if fit >= 100:  # two figures, rounded down: the count proposed must itself pass
        fit -= fit % 10 ** (len(str(fit)) - 2)
    while fit > 1 and runs * sample_seconds(players, fit) > max_seconds:
        fit -= 10 ** max(0, len(str(fit)) - 2)
    raise ICMError(
        f"--samples {samples:,} ({runs * samples:,} finishing orders of {players} players) would take about "
        f"{_duration(seconds)} (more than --max-seconds {max_seconds:g}): give --samples {fit:,} or fewer, "
        "or --max-seconds 0 to wait for it"
    )
