"""A kernel for small-hand rankings stored as one value per hand: colex index -> value.

A ranking of hands of ``m`` cards (Badugi: 4) can keep the value of every ``m``-card hand
in a flat table indexed by the *colex* index of the hand's sorted codes
``c0 < c1 < ... < c(m-1)``: ``C(c0, 1) + C(c1, 2) + ... + C(c(m-1), m)``, which counts the
``m``-card hands whose sorted codes come first in colexicographic order. For ``m = 4`` that
is ``C(52, 4) = 270,725`` entries; no hash, no suit logic, any rule whatsoever.

A hand of more cards may be evaluated as the best over *combinations* of its columns, as
in :mod:`pokerrank.kernels.keyed`. The rank of each card inside its combination is found
by counting the smaller cards, so no row is sorted or copied.

These kernels trust their input (no duplicates; a code past the deck reads a 0 row of the
256-row binomial table, so it gives a wrong value, never a read outside the tables): the
API layer validates once at the edge.
"""

from __future__ import annotations

from math import comb

import numba as nb
import numpy as np
import numpy.typing as npt

from pokerrank.kernels.bundles import IndexedTables
from pokerrank.kernels.types import CARDS, COMBOS, INDEXED, OUT, OUT64, Codes, Index, Int32s, Int64s

__all__ = ["SIGNATURES", "binomials", "colex_indexes", "evaluate_indexed"]


def binomials(n_codes: int, size: int) -> npt.NDArray[np.int64]:
    """``C(c, r)`` for every code ``c < n_codes`` and ``r <= size``, as an int64 table.

    >>> b = binomials(52, 4)
    >>> int(b[48, 1] + b[49, 2] + b[50, 3] + b[51, 4])  # the last of the 270,725 four-card hands
    270724
    """
    return np.array([[comb(c, r) for r in range(size + 1)] for c in range(n_codes)], dtype=np.int64)


@nb.njit(cache=True, inline="always")
def _index(cards: Codes, i: int, combos: Index, c: int, binom: Int64s) -> np.int64:
    """The colex index of the cards ``cards[i, combos[c]]``, whatever their order."""
    m = combos.shape[1]
    index = np.int64(0)
    for a in range(m):
        card = cards[i, combos[c, a]]
        position = 1
        for b in range(m):
            if cards[i, combos[c, b]] < card:
                position += 1
        index += binom[card, position]
    return index


@nb.njit(cache=True, nogil=True)
def evaluate_indexed(cards: Codes, combos: Index, tables: IndexedTables, out: Int32s) -> None:
    """``out[i]`` = the best ``values[colex index]`` over ``combos`` of row ``i``.

    A repeated code (unchecked input) may give an index past the table; it reads the
    last value instead.
    """
    binom, values = tables.binom, tables.values
    last = values.shape[0] - 1
    for i in range(cards.shape[0]):
        best = np.int32(values[min(_index(cards, i, combos, 0, binom), last)])
        for c in range(1, combos.shape[0]):
            value = np.int32(values[min(_index(cards, i, combos, c, binom), last)])
            if value > best:
                best = value
        out[i] = best


@nb.njit(cache=True, nogil=True)
def colex_indexes(cards: Codes, binom: Int64s, out: Int64s) -> None:
    """``out[i]`` = the colex index of row ``i`` (its cards in any order)."""
    columns = np.arange(cards.shape[1]).reshape(1, cards.shape[1])
    for i in range(cards.shape[0]):
        out[i] = _index(cards, i, columns, 0, binom)


SIGNATURES = {
    "evaluate_indexed": (CARDS, COMBOS, INDEXED, OUT),
    "colex_indexes": (CARDS, INDEXED.types[0], OUT64),
}
"""The one signature each kernel is compiled for (see :mod:`pokerrank._compile`)."""
