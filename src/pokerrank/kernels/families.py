"""The kernel families: what compiles together, on the first use of any of its kernels.

Numba-free, so that the CLI can list the families and their state (``pokerrank warmup
--list``) without importing numba. Each entry names its kernels as ``"module:function"``;
each module's ``SIGNATURES`` holds the one signature a kernel is compiled for.
``seconds`` is about how long the family takes to compile with an empty cache on a 2-core
machine (``benchmarks/bench_startup.py`` measures it: the CPU seconds of each family alone,
rounded up), for the compile notice.
"""

from __future__ import annotations

from typing import Final

from pokerrank._compile import Family

__all__ = [
    "BADUGI",
    "COMBOS",
    "DEFAULT",
    "EQUITY",
    "EQUITY_DEALS",
    "EQUITY_OMAHA",
    "EQUITY_OMAHA_FEW",
    "EQUITY_OMAHA_SAMPLED",
    "EQUITY_RANGES",
    "EQUITY_SAMPLED",
    "EQUITY_STUD",
    "FAMILIES",
    "HANDS",
    "LOWBALL",
    "PREFLOP",
    "PREFLOP_BOARDS",
    "PREFLOP_COMBOS",
    "PREFLOP_MATCHUPS",
    "PREFLOP_SAMPLED",
    "PREFLOP_SAMPLED_MATCHUPS",
    "RESULTS_ALLIN",
    "SHOWDOWN",
    "STATS",
    "STATS_FIVES",
    "VALIDATE",
    "family",
]

VALIDATE: Final = Family("validate", "the card checks", ("pokerrank.kernels.validate:first_invalid_row",), seconds=0.5)
HANDS: Final = Family("hands", "the hand evaluator", ("pokerrank.kernels.keyed:evaluate_rows",), seconds=2.5)
COMBOS: Final = Family(
    "combos", "the evaluator of eight- and nine-card hands", ("pokerrank.kernels.keyed:evaluate_combos",), seconds=1.5
)
LOWBALL: Final = Family(
    "lowball",
    "the deuce-to-seven and ace-to-six evaluator",
    ("pokerrank.kernels.lowball:evaluate_lowball",),
    seconds=2.0,
)
BADUGI: Final = Family("badugi", "the Badugi evaluator", ("pokerrank.kernels.indexed:evaluate_indexed",), seconds=1.5)
STATS: Final = Family("stats", "the hand enumeration", ("pokerrank.kernels.enumeration:histogram",), seconds=1.5)
STATS_FIVES: Final = Family(
    "stats-fives",
    "the enumeration of deuce-to-seven and ace-to-six hands of six and seven cards",
    ("pokerrank.kernels.enumeration:histogram_fives",),
    seconds=2.5,
)
SHOWDOWN: Final = Family(
    "showdown",
    "the batch showdown kernels",
    ("pokerrank.kernels.showdown:deal_strengths", "pokerrank.kernels.showdown:settle_pots"),
    seconds=3.0,
)

_EQUITY: Final = "pokerrank.kernels.equity:"
EQUITY: Final = Family("equity", "the exact equity of known hands", (_EQUITY + "known_exact",), seconds=4.0)
EQUITY_SAMPLED: Final = Family(
    "equity-sampled", "the sampled equity of known hands", (_EQUITY + "whole_sample",), seconds=5.0
)
EQUITY_OMAHA: Final = Family(
    "equity-omaha", "the exact equity of Omaha hands before the turn", (_EQUITY + "omaha_exact",), seconds=10.0
)
EQUITY_OMAHA_FEW: Final = Family(
    "equity-omaha-few",
    "the exact equity of Omaha hands on a few boards at a time (the turn, the river, large Omaha ranges)",
    (_EQUITY + "omaha_exact_few",),
    seconds=7.5,
)
EQUITY_OMAHA_SAMPLED: Final = Family(
    "equity-omaha-sampled", "the sampled equity of Omaha hands", (_EQUITY + "omaha_sample",), seconds=7.0
)
EQUITY_RANGES: Final = Family("equity-ranges", "the exact equity of ranges", (_EQUITY + "whole_exact",), seconds=7.0)
EQUITY_STUD: Final = Family("equity-stud", "the exact equity of stud hands", (_EQUITY + "deals_exact",), seconds=5.0)
EQUITY_DEALS: Final = Family(
    "equity-deals", "the sampled equity of stud hands and of ranges", (_EQUITY + "deals_sample",), seconds=7.5
)

_PREFLOP: Final = "pokerrank.preflop._kernels:"
PREFLOP_BOARDS: Final = Family(
    "preflop-boards", "the boards of the starting-hand tables", ("pokerrank.preflop._boards:orbit_boards",), seconds=1.0
)
PREFLOP: Final = Family(
    "preflop", "the table of starting hands against a random hand", (_PREFLOP + "vs_random_chunk",), seconds=2.5
)
PREFLOP_MATCHUPS: Final = Family(
    "preflop-matchups", "the table of starting hands against each other", (_PREFLOP + "matchups_chunk",), seconds=3.0
)
PREFLOP_COMBOS: Final = Family(
    "preflop-combos",
    "the table of starting hands combination by combination",
    (_PREFLOP + "combos_chunk",),
    seconds=1.5,
)
PREFLOP_SAMPLED: Final = Family(
    "preflop-sampled",
    "the sampled table of starting hands against a random hand",
    (_PREFLOP + "sample_vs_random_chunk",),
    seconds=2.0,
)
PREFLOP_SAMPLED_MATCHUPS: Final = Family(
    "preflop-sampled-matchups",
    "the sampled table of starting hands against each other",
    (_PREFLOP + "sample_matchups_chunk",),
    seconds=2.0,
)

FAMILIES: Final[dict[str, Family]] = {
    f.name: f
    for f in (HANDS, VALIDATE, COMBOS, LOWBALL, BADUGI, STATS, STATS_FIVES, SHOWDOWN, EQUITY, EQUITY_SAMPLED,
              EQUITY_OMAHA, EQUITY_OMAHA_FEW, EQUITY_OMAHA_SAMPLED, EQUITY_RANGES, EQUITY_STUD, EQUITY_DEALS,
              PREFLOP_BOARDS, PREFLOP, PREFLOP_MATCHUPS, PREFLOP_COMBOS, PREFLOP_SAMPLED, PREFLOP_SAMPLED_MATCHUPS)
}  # fmt: skip
"""Every family by name, in the order ``pokerrank warmup --all`` compiles them."""

RESULTS_ALLIN: Final = Family(
    "results-allin",
    "the exact value of all-ins before the flop, by the board's ranks",
    ("pokerrank.kernels.allin:rank_rows", "pokerrank.kernels.allin:preflop_pots"),
    seconds=4.5,
)
FAMILIES[RESULTS_ALLIN.name] = RESULTS_ALLIN
DEFAULT: Final = ("hands", "validate", "showdown", "stats", "equity", "equity-sampled")
"""What ``pokerrank warmup`` compiles without arguments: the families behind the commands
and calls used most."""


def family(name: str) -> Family:
    """The family called ``name`` (KeyError if there is none).

    >>> family("hands").title
    'the hand evaluator'
    """
    return FAMILIES[name]
