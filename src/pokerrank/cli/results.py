"""``pokerrank results``: each player's net, all-in adjusted and showdown winnings, luck and stats."""

from __future__ import annotations

from typing import Any

import click

from pokerrank import formats
from pokerrank.cli import cli, emit_json, guarded
from pokerrank.cli._options import db_option, hands_from, json_option, store_filters

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
@click.option(
    "--plot",
    type=click.Path(dir_okay=False, writable=True),
    default=None,
    metavar="FILE",
    help="Draw net, adjusted, showdown and non-showdown winnings against hands played (PNG).",
)
@json_option("Print JSON: every player's results, the hand counts and (with --fairness) the check.")
@click.option("--workers", type=int, default=None, metavar="N", help="Work on a local Dask cluster of N processes.")
@click.option(
    "--scheduler",
    default=None,
    metavar="ADDR",
    help="Work on the Dask cluster at ADDR (tcp://host:8786; default $POKERRANK_SCHEDULER).",
)
@db_option
@store_filters
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
    **filters: Any,
) -> None:
    """Each player's results in the hands of FILES_OR_DIRS: net won, all-in adjusted winnings
    (exact equities), showdown and non-showdown winnings, rake, luck, bb/100 and the classic
    stats (docs/results.md). Every hand is checked to add up."""
    from pokerrank.handhistory import read
    from pokerrank.results import hand_results
    from pokerrank.results.fairness import fairness as check
    from pokerrank.results.summary import STATS, summarize

    stored = hands_from(paths, db, filters)
    here = workers is None and scheduler is None  # else the files are read on the workers
    if stored is not None:
        source: Any = list(stored)
    else:
        source = read(list(paths)) if here else list(paths)
    hands = list(hand_results(source, workers=workers, scheduler=scheduler))
    counts: dict[str, dict[str, int]] = {}
    for hand in hands:
        game = hand.record.game or "unknown"
        per = counts.setdefault(game, {})
        per[hand.status.value] = per.get(hand.status.value, 0) + 1
    rows = summarize(hands, by=by, player=player)
    report = check(hands) if fairness else None
    if plot is not None:
        _plot(summarize(hands, player=player), plot)
        if report is not None:
            _plot_fairness(report, _beside(plot, "fairness"))
    cash_outs = [
        _cash_out(hand, name, *values) for hand in hands if hand.allin for name, values in hand.allin.cashed_out.items()
    ]
    if as_json:
        data: dict[str, Any] = {"hands": len(hands), "counts": counts, "players": [r.to_dict() for r in rows]}
        data["cash_outs"] = cash_outs
        if report is not None:
            data["fairness"] = report.to_dict()
        emit_json(data, RESULTS_FORMAT)
        return
    from rich.console import Console
    from rich.table import Table

    console = Console(highlight=False)
    money = Table(title=f"Results of {len(hands)} hands")
    stats = Table(title="Stats: done/opportunities")
    columns = ["player", "hands", "net", "adjusted", "showdown", "non-showdown", "rake", "bb/100", "luck", "z"]
    first = ["player", by] if by else ["player"]
    for name in first + columns[1:]:
        money.add_column(name, justify="left" if name in first else "right")
    for name in first + list(STATS):
        stats.add_column(name, justify="left" if name in first else "right")
    for row in rows:
        lead = [row.player] + ([row.slice] if by else [])
        cells = [str(row.hands), str(row.net), f"{float(row.adjusted):.2f}", str(row.showdown)]
        cells += [str(row.non_showdown), f"{float(row.rake):.2f}"]
        cells += [f"{row.bb_per_100:.1f}" if row.bb_per_100 is not None else "-", f"{float(row.luck):.2f}"]
        cells.append(f"{row.z:+.2f}" if row.z is not None else "-")
        money.add_row(*lead, *cells)
        stats.add_row(*lead, *(_pair(*row.stats[name], ratio=name == "aggression") for name in STATS))
    console.print(money)
    console.print(stats)
    summary = ", ".join(f"{game}: " + ", ".join(f"{n} {k}" for k, n in sorted(c.items())) for game, c in counts.items())
    console.print(f"hands by game: {summary}")
    for c in cash_outs:
        console.print(
            f"cash-out, hand {c['hand']}: {c['player']} took {c['offer']} and the room kept {c['fee']};"
            f" the exact equity of their pots after rake is {c['equity_value']} ({c['difference']} from offer plus fee)"
        )
    if report is not None:
        _print_fairness(console, report)


def _cash_out(hand: Any, player: str, offer: int, fee: int, value: Any) -> dict[str, Any]:
    """A cash-out against the exact equity of the player's pots (money as the room's text)."""
    from decimal import Decimal

    record = hand.record
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    cents = int(exact.quantize(Decimal(1), rounding="ROUND_HALF_EVEN"))
    return {
        "hand": record.hand_id,
        "player": player,
        "offer": record.format_money(offer),
        "fee": record.format_money(fee),
        "equity_value": record.format_money(cents),
        "difference": record.format_money(offer + fee - cents),
    }


def _pair(done: int, of: int, *, ratio: bool = False) -> str:
    """A stat as a percentage (the aggression factor as a ratio) with its counts."""
    if not of:
        return f"- ({done}/0)" if done else "-"
    return f"{done / of:.1f} ({done}/{of})" if ratio else f"{done / of:.0%} ({done}/{of})"


def _print_fairness(console: Any, report: Any) -> None:
    console.print(f"All-in underdogs: {report.allins}, z = {report.z:+.2f}" if report.z is not None else "No all-ins")
    for b in report.buckets:
        if b.allins:
            low, high = b.band
            console.print(
                f"  equity {b.low:.0%}-{b.high:.0%}: {b.allins} all-ins, expected {float(b.expected):.2f} pots,"
                f" won {float(b.actual):.2f} (95% band {low:.2f} to {high:.2f})"
            )
    for hero in report.heroes:
        console.print(
            f"  {hero.hero}: {hero.hands} Hold'em hands dealt, chi-square {hero.chi_square:.1f} (168 df), "
            + (f"p = {hero.p_value:.3g}" if hero.smallest_expected >= 5 else "too few hands for the test to mean much")
        )


def _plot(rows: list[Any], path: str) -> None:
    """The classic graph: each line against hands played, for the player with most hands (or the one asked)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as exc:
        from pokerrank.errors import MissingExtraError

        raise MissingExtraError("--plot needs matplotlib (pip install matplotlib)") from exc
    if not rows:
        from pokerrank.errors import ArgumentError

        raise ArgumentError("no results to plot")
    row = max(rows, key=lambda r: r.hands)
    figure, axes = plt.subplots(figsize=(9, 5))
    xs = range(1, len(row.curve) + 1)
    for i, label in enumerate(("net", "all-in adjusted", "showdown", "non-showdown")):
        axes.plot(xs, [point[i] for point in row.curve], label=label)
    axes.set_xlabel("hands played")
    axes.set_ylabel("won")
    axes.set_title(f"{row.player}: results over {row.hands} hands")
    axes.legend()
    figure.savefig(path, format="png")
    plt.close(figure)


def _beside(path: str, tag: str) -> str:
    """``graph.png`` -> ``graph-fairness.png``."""
    from pathlib import Path

    file = Path(path)
    return str(file.with_name(f"{file.stem}-{tag}{file.suffix or '.png'}"))


def _plot_fairness(report: Any, path: str) -> None:
    """The calibration plot: each bucket's share won against its expected share, with its band."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, axes = plt.subplots(figsize=(6, 6))
    used = [b for b in report.buckets if b.allins]
    expected = [float(b.expected) / b.allins for b in used]
    actual = [float(b.actual) / b.allins for b in used]
    low = [max(0.0, b.band[0] / b.allins) for b in used]
    high = [b.band[1] / b.allins for b in used]
    axes.plot([0, 0.5], [0, 0.5], color="grey", linestyle="--", label="exact equity")
    axes.vlines(expected, low, high, color="tab:blue", alpha=0.4, linewidth=6, label="95% band around the expected")
    axes.plot(expected, actual, "o", color="tab:red", label="share of the pots won")
    axes.set_xlabel("underdog's exact equity (bucket mean)")
    axes.set_ylabel("share of the pots won")
    z = f", z = {report.z:+.2f}" if report.z is not None else ""
    axes.set_title(f"All-in underdogs: {report.allins}{z}")
    axes.legend()
    figure.savefig(path, format="png")
    plt.close(figure)
