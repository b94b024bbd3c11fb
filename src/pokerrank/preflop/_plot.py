"""A heat map of a preflop table, drawn with matplotlib (the ``plot`` extra)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from pokerrank.errors import MissingExtraError
from pokerrank.preflop._results import MatchupResult, VsRandomResult

__all__ = ["heatmap"]


def heatmap(result: VsRandomResult | MatchupResult, path: str | os.PathLike[str], *, hero: str | None = None) -> Path:
    """Draw ``result`` as a heat map into the image file ``path`` (PNG, SVG, PDF: by suffix).

    A vs-random table, or a matchup table with ``hero``, is drawn as the starting-hand
    grid (pairs on the diagonal, suited above, offsuit below), each cell labelled with its
    class and equity; a matchup table without ``hero`` as the full hero-by-villain matrix.
    Needs matplotlib: ``pip install 'pokerrank[plot]'``.
    """
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise MissingExtraError("drawing a heat map needs matplotlib: pip install 'pokerrank[plot]'") from None
    from pokerrank.preflop._api import hand_classes

    fig: Any = Figure(figsize=(9, 8), dpi=120)
    ax = fig.add_subplot()
    method = "exact" if result.exact else f"Monte Carlo, {result.samples:,} samples, seed {result.seed}"
    if isinstance(result, VsRandomResult) or hero is not None:
        if isinstance(result, VsRandomResult):
            values: list[list[Any]] = [list(r) for r in result.grid()]
            title = f"{result.game}: equity against a random hand ({method})"
        else:
            assert hero is not None
            values = result.grid(hero)
            title = f"{result.game}: {hero} against each class ({method})"
        names = hand_classes(result.game)
        size = len(values)
        import numpy as np

        data = np.array([[np.nan if v is None else v for v in row] for row in values], dtype=float)
        image = ax.imshow(data, cmap="RdYlGn", vmin=np.nanmin(data), vmax=np.nanmax(data))
        for i in range(size):
            for j in range(size):
                if not np.isnan(data[i, j]):
                    label = f"{names[i * size + j]}\n{100 * data[i, j]:.1f}"
                    ax.text(j, i, label, ha="center", va="center", fontsize=6 if size > 9 else 8)
        ax.set_xticks([])
        ax.set_yticks([])
    else:
        import numpy as np

        data = np.array([[result.equity(x, y) for y in result.classes] for x in result.classes], dtype=float)
        image = ax.imshow(data, cmap="RdYlGn", vmin=0.0, vmax=1.0)
        k = len(result.classes)
        step = 1 if k <= 40 else 13
        ticks = list(range(0, k, step))
        ax.set_xticks(ticks, [result.classes[t] for t in ticks], rotation=90, fontsize=6)
        ax.set_yticks(ticks, [result.classes[t] for t in ticks], fontsize=6)
        ax.set_xlabel("villain")
        ax.set_ylabel("hero")
        title = f"{result.game}: hero's equity against villain ({method})"
    ax.set_title(title, fontsize=10)
    from matplotlib.ticker import PercentFormatter

    # in percent, as the cells are written
    fig.colorbar(image, ax=ax, fraction=0.046, pad=0.04, label="equity (%)", format=PercentFormatter(xmax=1.0))
    target = Path(path)
    fig.savefig(target)
    return target
