"""The results pictures: a player's winnings against hands played, and the all-in calibration.

Drawn with matplotlib (the ``pokerrank[plot]`` extra), in the words given (the command line and
the store's report pass their language's), and written as PNG or SVG to a path or a file
object; ``pokerrank results --plot`` and ``pokerrank report`` draw the same pictures.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import IO, Any

from pokerrank.errors import MissingExtraError
from pokerrank.results.fairness import Fairness

__all__ = ["draw_fairness", "draw_winnings"]

Say = Callable[..., str]
"""``say(key, **params)``: a phrase of the ``results`` words (``net``, ``plot_title``, ...)."""


def _pyplot() -> Any:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise MissingExtraError("the results pictures need matplotlib: pip install 'pokerrank[plot]'") from None
    return plt


def _save(figure: Any, target: str | IO[Any], fmt: str) -> None:
    plt = _pyplot()
    try:
        figure.savefig(target, format=fmt, metadata={"Date": None} if fmt == "svg" else None)
    finally:
        plt.close(figure)


def draw_winnings(
    curve: Sequence[tuple[float, float, float, float]],
    player: str,
    say: Say,
    hands_text: str,
    target: str | IO[Any],
    fmt: str = "png",
    hands: Sequence[int] | None = None,
) -> None:
    """The classic graph of one player: net, all-in adjusted, showdown and non-showdown winnings
    so far after each hand played (``curve``, as :attr:`PlayerSummary.curve
    <pokerrank.results.PlayerSummary.curve>`); ``hands``: the number of hands played at each
    point, where the curve keeps only some of them (else one point a hand)."""
    plt = _pyplot()
    figure, axes = plt.subplots(figsize=(9, 5))
    xs = hands if hands is not None else range(1, len(curve) + 1)
    for i, key in enumerate(("net", "plot_adjusted", "showdown", "non_showdown")):
        axes.plot(xs, [point[i] for point in curve], label=say(key))
    axes.set_xlabel(say("played"))
    axes.set_ylabel(say("won"))
    axes.set_title(say("plot_title", player=player, n=hands_text))
    axes.legend()
    _save(figure, target, fmt)


def draw_fairness(
    report: Fairness, say: Say, level_text: str, z_text: str, count_text: str, target: str | IO[Any], fmt: str = "png"
) -> None:
    """The calibration picture: each equity bucket's share won by the underdogs against their
    expected share, with its 95% band (buckets without an all-in left out)."""
    plt = _pyplot()
    figure, axes = plt.subplots(figsize=(6, 6))
    used = [b for b in report.buckets if b.allins]
    expected = [float(b.expected) / b.allins for b in used]
    actual = [float(b.actual) / b.allins for b in used]
    low = [max(0.0, b.band[0] / b.allins) for b in used]
    high = [b.band[1] / b.allins for b in used]
    axes.plot([0, 0.5], [0, 0.5], color="grey", linestyle="--", label=say("exact"))
    band = say("band_around", level=level_text)
    axes.vlines(expected, low, high, color="tab:blue", alpha=0.4, linewidth=6, label=band)
    axes.plot(expected, actual, "o", color="tab:red", label=say("share_won"))
    axes.set_xlabel(say("underdog_equity"))
    axes.set_ylabel(say("share_won"))
    axes.set_title(say("underdogs", n=count_text, z=z_text))
    axes.legend()
    _save(figure, target, fmt)
