"""Best five of six or more cards for lows where a flush counts against the hand.

Under deuce-to-seven and ace-to-six a flush's value *replaces* the rank value, which is
exact for five cards only, so the generic path evaluates every five-card combination (21
of them for seven cards). Most hands need none of that: when no suit holds five of the
cards, no five of them is a flush, and the best five is the rank table's value of the
whole rank multiset (the table already holds the best five-card value of every 5- to
7-card multiset). Only hands with five or more cards of one suit (about 3% of seven-card
hands) fall back to the combinations.

``groups`` is a (G, m) array of column indexes, m <= 7: one row ``[0..k-1]`` for up to
seven cards, the 7-card combinations for more (the best five of a hand is the best of the
best fives of its 7-card parts). ``fives`` is a (G, F, 5) array: the five-card
combinations of each group's columns.

These kernels trust their input (codes 0-51, no duplicates): the API layer validates once
at the edge.
"""

from __future__ import annotations

from itertools import combinations

import numba as nb
import numpy as np
import numpy.typing as npt

from pokerrank.kernels.keyed import _slot, _value
from pokerrank.tables.hashing import FLUSH_BITS, FLUSH_INIT, FLUSH_REPLACES, MAX_KEYED_CARDS

__all__ = ["evaluate_lowball", "lowball_columns"]

_FLUSH_BITS = np.int64(FLUSH_BITS)
_FLUSH_INIT = np.int64(FLUSH_INIT)


def lowball_columns(n_cards: int) -> tuple[npt.NDArray[np.intp], npt.NDArray[np.intp]]:
    """(groups, fives) for hands of ``n_cards`` (6 or more) cards.

    >>> groups, fives = lowball_columns(7)
    >>> groups.shape, fives.shape
    ((1, 7), (1, 21, 5))
    >>> lowball_columns(9)[0].shape
    (36, 7)
    """
    size = min(n_cards, MAX_KEYED_CARDS)
    groups = np.array(list(combinations(range(n_cards), size)), dtype=np.intp)
    fives = np.array([[[g[j] for j in five] for five in combinations(range(size), 5)] for g in groups], dtype=np.intp)
    return groups, fives


@nb.njit(cache=True, parallel=True)
def evaluate_lowball(
    cards: npt.NDArray[np.uint8],
    groups: npt.NDArray[np.intp],
    fives: npt.NDArray[np.intp],
    card_keys: npt.NDArray[np.int64],
    displacement: npt.NDArray[np.uint8],
    rank_values: npt.NDArray[np.uint16],
    flush_values: npt.NDArray[np.uint16],
    out: npt.NDArray[np.int32],
) -> None:
    """``out[i]`` = the best five-card value of row ``i`` under a ``FLUSH_REPLACES`` ranking."""
    n = cards.shape[0]
    n_groups, m = groups.shape
    n_fives = fives.shape[1]
    whole = n_groups == 1 and m == cards.shape[1]  # groups[0] is every column, in order
    for i in nb.prange(n):
        hand = cards[i]
        best = np.int32(0)
        for g in range(n_groups):
            key = _FLUSH_INIT
            if whole:
                for j in range(m):
                    key += card_keys[hand[j]]
            else:
                for j in range(m):
                    key += card_keys[hand[groups[g, j]]]
            if key & _FLUSH_BITS == 0:  # no five of one suit: the rank multiset decides
                value = np.int32(rank_values[_slot(key, displacement)])
            else:
                value = np.int32(0)
                for f in range(n_fives):
                    v = _value(hand, fives[g, f], card_keys, displacement, rank_values, flush_values, FLUSH_REPLACES)
                    if v > value:
                        value = v
            if value > best:
                best = value
        out[i] = best
