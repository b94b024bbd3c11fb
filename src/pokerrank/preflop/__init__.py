"""Preflop equity tables: every starting hand against a random hand, and every matchup.

``vs_random`` counts each starting-hand class (AA, AKs, AKo, ... 169 in Hold'em, 81 in
short-deck) against one random hand over every board; ``matchups`` counts every pair of
classes. Both are exact by default and take ``samples=`` for Monte Carlo; both run in this
process on every core, on a local Dask cluster (``workers=N``) or on an existing one
(``scheduler=...``), with the same counts either way, and resume from ``out=DIR``.

>>> from pokerrank import preflop
>>> r = preflop.matchups("holdem", "AKs, QQ")
>>> round(r.equity("AKs", "QQ"), 4), round(r.equity("QQ", "AKs"), 4)
(0.4605, 0.5395)
"""

from pokerrank.preflop._api import hand_classes, matchups, vs_random
from pokerrank.preflop._plot import heatmap
from pokerrank.preflop._results import FORMAT, ComboCounts, Counts, MatchupResult, VsRandomResult, load

__all__ = [
    "FORMAT",
    "ComboCounts",
    "Counts",
    "MatchupResult",
    "VsRandomResult",
    "hand_classes",
    "heatmap",
    "load",
    "matchups",
    "vs_random",
]
