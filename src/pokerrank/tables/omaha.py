"""Omaha's two-plus-three rule as data: the best hand of every hole pair on every board.

An Omaha hand is exactly two hole cards and three board cards. Leaving flushes aside, its
value depends only on ranks, so for each rank multiset of a five-card board (6,175 of them)
and each rank pair a player can hold (91), the best value of the pair with any three of the
board's cards is known in advance. A showdown then reads one number per hole pair (six for
four hole cards) instead of valuing 6 x 10 combinations; flushes are valued apart, for the
players who can make one (:mod:`pokerrank._showdown.sides`).

Two tables are shipped: the high ranking, and the ace-to-five ranking restricted to the
eight-or-better lows (0: no qualifying low). Each is laid out board row by board row,
boards in the order of :func:`~pokerrank.tables.hashing.multisets` (5), pairs in the order of
``multisets(2)`` inside a row.

>>> from pokerrank.tables.store import load
>>> row = board_row((0, 1, 2, 3, 12))  # a board of 2 3 4 5 A (rank indexes, deuce 0)
>>> low = load("omaha_eight_pairs")
>>> low[row * PAIRS + pair_index((4, 5))] >= EIGHT_OR_BETTER_LEAST  # 6-7 in hand: 7-6-3-2-A
True
>>> low[row * PAIRS + pair_index((11, 11))]  # K-K in hand: no low
0
"""

from __future__ import annotations

from functools import cache
from itertools import combinations
from typing import Final

from pokerrank.tables.hashing import multisets, rank_key
from pokerrank.tables.high import classify5, high_values
from pokerrank.tables.lows import ace_to_five_values

__all__ = [
    "BOARDS",
    "EIGHT_OR_BETTER_LEAST",
    "PAIRS",
    "PAIR_TABLES",
    "board_row",
    "omaha_eight_pairs_table",
    "omaha_high_pairs_table",
    "pair_index",
    "pairs_table",
]

BOARDS: Final = 6175
"""Rank multisets of a five-card board: the rows of a table."""
PAIRS: Final = 91
"""Rank multisets of two hole cards: the columns of a row."""


EIGHT_OR_BETTER_LEAST: Final = 6120
"""The least ace-to-five value of a qualifying eight-or-better low (8-7-6-5-4): the qualifier
of the low side of Omaha Hi/Lo, as a strength of the ace-to-five ranking."""

PAIR_TABLES: Final[dict[tuple[str, int], str]] = {
    ("high_rank", 1): "omaha_high_pairs",
    ("ace_to_five_rank", EIGHT_OR_BETTER_LEAST): "omaha_eight_pairs",
}
"""(rank table of a ranking, least qualifying strength) -> the shipped pair table that values
its two-plus-three hands."""


@cache
def _rows() -> dict[int, int]:
    return {rank_key(ranks): row for row, ranks in enumerate(multisets(5))}


@cache
def _columns() -> dict[int, int]:
    return {rank_key(ranks): column for column, ranks in enumerate(multisets(2))}


def board_row(ranks: tuple[int, ...]) -> int:
    """The row of a five-card board, by the rank indexes of its cards (any order)."""
    return _rows()[rank_key(ranks)]


def pair_index(ranks: tuple[int, int]) -> int:
    """The column of a rank pair inside a row."""
    return _columns()[rank_key(ranks)]


def pairs_table(values: dict[tuple[int, ...], int], least: int = 1) -> list[int]:
    """The best value of every (board, pair), from the values of five-rank multisets
    (ascending tuples); a value under ``least`` does not count (0: no hand)."""
    by_key = {rank_key(ranks): value for ranks, value in values.items() if value >= least}
    pairs = [rank_key(ranks) for ranks in multisets(2)]
    out: list[int] = []
    for board in multisets(5):
        triples = {rank_key(three) for three in combinations(board, 3)}
        for pair in pairs:
            out.append(max(by_key.get(pair + three, 0) for three in triples))
    return out


def omaha_high_pairs_table() -> list[int]:
    """The high ranking's best non-flush value of every (board, hole pair)."""
    values = high_values()
    return pairs_table({ranks: values[classify5(ranks, False)] for ranks in multisets(5)})


def omaha_eight_pairs_table() -> list[int]:
    """The best qualifying eight-or-better low, as an ace-to-five value, of every (board,
    hole pair) (0: no qualifying low)."""
    return pairs_table(ace_to_five_values(), EIGHT_OR_BETTER_LEAST)
