"""A kernel for small-hand rankings stored as one value per hand: colex index -> value.

A ranking of hands of ``m`` cards (Badugi: 4) can keep the value of every ``m``-card hand
in a flat table indexed by the *colex* index of the hand's sorted codes
``c0 < c1 < ... < c(m-1)``: ``C(c0, 1) + C(c1, 2) + ... + C(c(m-1), m)``, which counts the
``m``-card hands whose sorted codes come first in colexicographic order. For ``m = 4`` that
is ``C(52, 4) = 270,725`` entries; no hash, no suit logic, any rule whatsoever.

A hand of more cards may be evaluated as the best over *combinations* of its columns, as
in :mod:`pokerrank.kernels.keyed`. The rank of each card inside its combination is found
by counting the smaller cards, so no row is sorted or copied.

These kernels trust their input (codes below the table's deck size, no duplicates): the
API layer validates once at the edge.
"""

from __future__ import annotations

from math import comb

import numba as nb
import numpy as np
import numpy.typing as npt

__all__ = ["binomials", "colex_indexes", "evaluate_indexed"]


def binomials(n_codes: int, size: int) -> npt.NDArray[np.int64]:
    """``C(c, r)`` for every code ``c < n_codes`` and ``r <= size``, as an int64 table.

    >>> b = binomials(52, 4)
    >>> int(b[48, 1] + b[49, 2] + b[50, 3] + b[51, 4])  # the last of the 270,725 four-card hands
    270724
    """
    return np.array([[comb(c, r) for r in range(size + 1)] for c in range(n_codes)], dtype=np.int64)


@nb.njit(cache=True, inline="always")
def _index(hand: npt.NDArray[np.uint8], combo: npt.NDArray[np.intp], binom: npt.NDArray[np.int64]) -> np.int64:
    """The colex index of the cards ``hand[combo]``, whatever their order."""
    m = combo.shape[0]
    index = np.int64(0)
    for a in range(m):
        card = hand[combo[a]]
        position = 1
        for b in range(m):
            if hand[combo[b]] < card:
                position += 1
        index += binom[card, position]
    return index


@nb.njit(cache=True, parallel=True)
def evaluate_indexed(
    cards: npt.NDArray[np.uint8],
    combos: npt.NDArray[np.intp],
    binom: npt.NDArray[np.int64],
    values: npt.NDArray[np.uint16],
    out: npt.NDArray[np.int32],
) -> None:
    """``out[i]`` = the best ``values[colex index]`` over ``combos`` of row ``i``."""
    n = cards.shape[0]
    n_combos = combos.shape[0]
    for i in nb.prange(n):
        hand = cards[i]
        best = np.int32(values[_index(hand, combos[0], binom)])
        for c in range(1, n_combos):
            value = np.int32(values[_index(hand, combos[c], binom)])
            if value > best:
                best = value
        out[i] = best


@nb.njit(cache=True, parallel=True)
def colex_indexes(cards: npt.NDArray[np.uint8], binom: npt.NDArray[np.int64], out: npt.NDArray[np.int64]) -> None:
    """``out[i]`` = the colex index of row ``i`` (its cards in any order)."""
    columns = np.arange(cards.shape[1])
    for i in nb.prange(cards.shape[0]):
        out[i] = _index(cards[i], columns, binom)
