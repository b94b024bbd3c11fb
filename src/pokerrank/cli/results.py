"""``pokerrank results``: each player's net, all-in adjusted and showdown winnings, luck and stats."""

from __future__ import annotations

from typing import Any

import click

from pokerrank import formats
from pokerrank.cli import cli, emit_json, guarded
from pokerrank.cli._lang import lang_option, number, percent, resolve, say
from pokerrank.cli._options import (
    hand_options,
    hands_from,
    json_option,
    plot_option,
)

RESULTS_FORMAT = formats.RESULTS
"""The name of ``pokerrank results --json`` output (see :mod:`pokerrank.formats`)."""


@cli.command("results")
@click.argument("paths", nargs=-1, required=False, metavar="FILES_OR_DIRS...")
@click.option(
    "--by",
    type=click.Choice(["game", "stakes", "position", "day", "site"]),
    default=None,
    help="One row per player and game, stakes, position, day or site.",
)
@click.option("--player", "-p", default=None, help="This player only.")
@click.option("--fairness", is_flag=True, help="Also check all-in outcomes and dealt hands against the exact odds.")
@plot_option("Draw net, adjusted, showdown and non-showdown winnings against hands played (PNG).")
@json_option("Print JSON: every player's results, the hand counts and (with --fairness) the check.")
@hand_options
@lang_option
@guarded
def results(
    paths: tuple[str, ...],
    by: str | None,
    player: str | None,
    fairness: bool,
    plot: str | None,
    as_json: bool,
    workers: int | None,
    scheduler: str | None,
    db: str | None,
    lang: str | None,
    **filters: Any,
) -> None:
    """Each player's results in the hands of FILES_OR_DIRS: net won, all-in adjusted winnings
    (exact equities), showdown and non-showdown winnings, rake, luck, bb/100 and the classic
    stats (docs/results.md). Every hand is checked to add up."""
    from pokerrank.handhistory import read
    from pokerrank.results import hand_results
    from pokerrank.results.fairness import fairness as check
    from pokerrank.results.summary import STATS, money_of, summarize

    code = resolve(lang)
    stored = hands_from(paths, db, filters)
    here = workers is None and scheduler is None  # else the files are read on the workers
    if stored is not None:
        source: Any = list(stored)
    else:
        source = read(list(paths)) if here else list(paths)
    hands = list(hand_results(source, workers=workers, scheduler=scheduler))
    duplicates = 0
    unread: dict[str, str] = {}
    if stored is not None and not hands:
        from pokerrank.errors import HandHistoryError

        raise HandHistoryError("no stored hand is kept by these filters", db or "")
    hands, unread = _files_with_hands(hands, paths, db)  # the store keeps a file without a hand as a record
    if stored is None:  # a hand found in two files is one hand, as the store counts it
        hands, duplicates = _once(hands)
    counts: dict[str, dict[str, int]] = {}
    for hand in hands:
        game = hand.record.game or "unknown"
        per = counts.setdefault(game, {})
        per[hand.status.value] = per.get(hand.status.value, 0) + 1
    rows = summarize(hands, by=by, player=player)
    report = check(hands) if fairness else None
    if plot is not None:
        _plot(summarize(hands, player=player), plot, code)
        if report is not None:
            _plot_fairness(report, _beside(plot, "fairness"), code)
    cash_outs = [_cash_out(hand, deal) for hand in hands if hand.allin for deal in hand.allin.cash_outs]
    if as_json:
        data: dict[str, Any] = {"hands": len(hands), "duplicates": duplicates, "counts": counts}
        data["files_without_hands"] = [{"file": name, "why": why} for name, why in sorted(unread.items())]
        data["players"] = [r.to_dict() for r in rows]
        data["cash_outs"] = cash_outs
        if report is not None:
            data["fairness"] = report.to_dict()
        emit_json(data, RESULTS_FORMAT)
        return
    from rich.console import Console
    from rich.table import Table

    console = Console(highlight=False)
    player_word = say(code, "common.player")
    first = [player_word] + ([say(code, f"results.by.{by}")] if by else [])
    monies = sorted({row.money for row in rows})
    for money_kind in monies or [""]:  # one pair of tables per money: euros, dollars and chips never add up
        mine = [row for row in rows if row.money == money_kind]
        counted = len({(h.record.source, h.record.line) for h in hands if money_of(h.record) == money_kind})
        unit = f" ({_money_name(money_kind, code)})" if money_kind else ""
        money = Table(title=say(code, "results.title", n=number(counted if money_kind else len(hands), code)) + unit)
        stats = Table(title=say(code, "results.stats_title") + unit)
        for name in first:
            money.add_column(name)
            stats.add_column(name)
        for key in ("hands", "net", "adjusted", "showdown", "non_showdown", "rake", "bb_100", "luck"):
            money.add_column(say(code, f"results.{key}"), justify="right")
        money.add_column("z", justify="right")  # the symbol, the same in every language
        for name in STATS:
            stats.add_column(say(code, f"results.stats.{name}"), justify="right")
        for row in mine:
            lead = [row.player] + ([_slice(row.slice, code)] if by else [])
            cells = [number(row.hands, code), _money(row.net, code), number(row.adjusted, code, 2)]
            cells += [_money(row.showdown, code), _money(row.non_showdown, code), number(row.rake, code, 2)]
            cells.append(number(row.bb_per_100, code, 1) if row.bb_per_100 is not None else "-")
            cells.append(number(row.luck, code, 2))
            cells.append(number(row.z, code, 2, sign=True) if row.z is not None else "-")
            money.add_row(*lead, *cells)
            stats.add_row(*lead, *(_pair(*row.stats[name], code, ratio=name == "aggression") for name in STATS))
        console.print(money)
        console.print(stats)
    summary = ", ".join(
        game
        + say(code, "common.colon")
        + ", ".join(
            say(code, "results.count", n=number(n, code), status=say(code, f"results.status.{k}"))
            for k, n in sorted(c.items())
        )
        for game, c in counts.items()
    )
    console.print(say(code, "results.by_game", counts=summary))
    if duplicates:
        console.print(say(code, "results.duplicates", n=number(duplicates, code)))
    if unread:  # as the audit names them
        from rich.markup import escape

        console.print(f"{escape(say(code, 'audit.no_hand_files'))}{escape(say(code, 'common.colon').rstrip())}")
        for name, why in sorted(unread.items()):
            console.print(f"  {escape(name)}" + (f"  ({escape(why)})" if why else ""), soft_wrap=True)
    for c in cash_outs:
        console.print(
            say(
                code,
                "results.cash_out",
                hand=c["hand"],
                player=c["player"],
                offer=c["offer"],
                fee=c["fee"],
                equity=c["equity_value"],
                difference=c["difference"],
            )
        )
        if not c["fair"]:
            console.print(say(code, "results.cash_out_off", hand=c["hand"], player=c["player"]))
    if report is not None:
        _print_fairness(console, report, code)


def _money_name(money: str, code: str) -> str:
    """A money's name: a currency code as it is, play or tournament chips in the language."""
    if money.isupper():
        return money
    return say(code, f"results.money.{money.replace(' ', '_')}")


def _files_with_hands(hands: list[Any], paths: tuple[str, ...], db: str | None) -> tuple[list[Any], dict[str, str]]:
    """The audit's checks of the files read (``pokerrank audit``): a file named on the command
    line that is empty, or no hand history (a tournament summary, a text of another kind), is
    the error, as the file's reader says it; in a folder (or a store: ``db``), a file where no
    hand was found is no hand: left out and named with why; no hand in any file is the error.
    Returns the hands of the files with hands and each file without one with why."""
    from pokerrank.errors import HandHistoryError

    with_hands = {h.record.source for h in hands if h.record.error is None or h.record.hand_id != "?"}
    kept: list[Any] = []
    unread: dict[str, str] = {}
    for hand in hands:
        record = hand.record
        if record.source in with_hands:
            kept.append(hand)
            continue
        error = record.error
        if record.source in paths and error.kind in ("unreadable", "not a hand history"):
            raise error
        unread.setdefault(record.source, error.reason.partition(";")[0])
    if not kept:
        names = sorted(unread)
        listed = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
        files = f"{len(names)} file" + ("" if len(names) == 1 else "s")
        raise HandHistoryError(f"no hand could be read in {files} ({listed})", db or ", ".join(paths))
    return kept, unread


def _once(hands: list[Any]) -> tuple[list[Any], int]:
    """The hands with each hand once, and how many were found again: the store's rule (the
    room, the table, the hand's number and its text, :func:`pokerrank.store._rows.hand_key`)."""
    from pokerrank.store._rows import hand_key

    seen: set[str] = set()
    kept: list[Any] = []
    for hand in hands:
        key = hand_key(hand.record, hand.record.source)
        if key not in seen:
            seen.add(key)
            kept.append(hand)
    return kept, len(hands) - len(kept)


def _money(value: Any, code: str) -> str:
    """A Decimal amount in the language's separators, with the decimals it has."""
    exponent = value.as_tuple().exponent
    return number(float(value), code, max(0, -exponent) if isinstance(exponent, int) else 2)


def _slice(value: str, code: str) -> str:
    """A slice's name; the words "unknown" and "none" in the language."""
    return say(code, f"results.slices.{value}") if value in ("unknown", "none") else value


def _cash_out(hand: Any, deal: Any) -> dict[str, Any]:
    """A cash-out against the exact equity of the player's pots (money in plain form: read by programs)."""
    from decimal import Decimal

    record = hand.record
    value = deal.value
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    cents = int(exact.quantize(Decimal(1), rounding="ROUND_HALF_EVEN"))
    return {
        "hand": record.hand_id,
        "player": deal.player,
        "offer": record.plain_money(deal.offer),
        "fee": record.plain_money(deal.fee),
        "equity_value": record.plain_money(cents),
        "difference": record.plain_money(deal.offer + deal.fee - cents),
        "fair": deal.fair,
    }


def _pair(done: int, of: int, code: str, *, ratio: bool = False) -> str:
    """A stat as a percentage (the aggression factor as a ratio) with its counts."""
    counts = f"({number(done, code)}/{number(of, code)})"
    if not of:
        return f"- {counts}" if done else "-"
    return f"{number(done / of, code, 1)} {counts}" if ratio else f"{percent(done / of, code, 0)} {counts}"


def _print_fairness(console: Any, report: Any, code: str) -> None:
    if report.z is None:
        console.print(say(code, "results.no_allins"))
    else:
        z = "z = " + number(report.z, code, 2, sign=True)
        console.print(say(code, "results.underdogs", n=number(report.allins, code), z=z))
    for b in report.buckets:
        if b.allins:
            low, high = b.band
            line = say(
                code,
                "results.bucket",
                low=percent(b.low, code, 0),
                high=percent(b.high, code, 0),
                n=number(b.allins, code),
                expected=number(b.expected, code, 2),
                actual=number(b.actual, code, 2),
                level=percent(0.95, code, 0),
                band_low=number(low, code, 2),
                band_high=number(high, code, 2),
            )
            console.print("  " + line)
    for hero in report.heroes:
        if hero.smallest_expected >= 5:
            verdict = "p = " + f"{hero.p_value:.3g}".replace(".", _decimal(code))
        else:
            verdict = say(code, "results.too_few")
        line = say(
            code,
            "results.hero",
            hero=hero.hero,
            n=number(hero.hands, code),
            game=_holdem(),
            chi=number(hero.chi_square, code, 1),
            verdict=verdict,
        )
        console.print("  " + line)


def _decimal(code: str) -> str:
    """The language's decimal mark."""
    from pokerrank.i18n import catalog

    mark: str = catalog(code)["numbers"]["decimal"]
    return mark


def _holdem() -> str:
    """Hold'em's title (a name, the same in every language)."""
    from pokerrank.games import get_game

    return get_game("holdem").title


def _plot(rows: list[Any], path: str, code: str) -> None:
    """The classic graph: each line against hands played, for the player with most hands (or the one asked)."""
    from pokerrank.results.pictures import draw_winnings

    if not rows:
        from pokerrank.errors import ArgumentError

        raise ArgumentError("no results to plot")
    row = max(rows, key=lambda r: r.hands)
    draw_winnings(row.curve, row.player, _words(code), number(row.hands, code), path)


def _words(code: str) -> Any:
    """``say(key, **params)`` in the results command's words."""
    return lambda key, **params: say(code, f"results.{key}", **params)


def _beside(path: str, tag: str) -> str:
    """``graph.png`` -> ``graph-fairness.png``."""
    from pathlib import Path

    file = Path(path)
    return str(file.with_name(f"{file.stem}-{tag}{file.suffix or '.png'}"))


def _plot_fairness(report: Any, path: str, code: str) -> None:
    """The calibration plot: each bucket's share won against its expected share, with its band."""
    from pokerrank.results.pictures import draw_fairness

    z = "z = " + number(report.z, code, 2, sign=True) if report.z is not None else "-"
    draw_fairness(report, _words(code), percent(0.95, code, 0), z, number(report.allins, code), path)
