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
best fives of its 7-card parts). ``fives`` is a (G * F, 5) array: the F five-card
combinations of each group's columns, group after group.

These kernels trust their input (codes read inside the 256-entry tables whatever they are):
the API layer validates once at the edge.
"""

from __future__ import annotations

from itertools import combinations

import numba as nb
import numpy as np
import numpy.typing as npt

from pokerrank.kernels.bundles import KeyedTables, frozen
from pokerrank.kernels.keyed import FLUSH_BITS64, FLUSH_INIT64, best_of_fives, hash_slot
from pokerrank.kernels.types import CARDS, COMBOS, KEYED, OUT, Codes, Index, Int32s
from pokerrank.tables.hashing import MAX_KEYED_CARDS

__all__ = ["SIGNATURES", "evaluate_lowball", "lowball_columns"]


def lowball_columns(n_cards: int) -> tuple[npt.NDArray[np.intp], npt.NDArray[np.intp]]:
    """(groups, fives) for hands of ``n_cards`` (6 or more) cards, read-only; the five-card
    combinations of group ``g`` are the rows ``g * F`` to ``g * F + F - 1`` of ``fives``.

    >>> groups, fives = lowball_columns(7)
    >>> groups.shape, fives.shape
    ((1, 7), (21, 5))
    >>> lowball_columns(9)[0].shape
    (36, 7)
    """
    size = min(n_cards, MAX_KEYED_CARDS)
    groups = list(combinations(range(n_cards), size))
    fives = [[g[j] for j in five] for g in groups for five in combinations(range(size), 5)]
    return frozen(groups, np.intp), frozen(fives, np.intp)


@nb.njit(cache=True, nogil=True)
def evaluate_lowball(cards: Codes, groups: Index, fives: Index, tables: KeyedTables, out: Int32s) -> None:
    """``out[i]`` = the best five-card value of row ``i`` under a ``FLUSH_REPLACES`` ranking."""
    n_groups, m = groups.shape
    n_fives = fives.shape[0] // n_groups
    card_keys = tables.card_keys
    rank_values = tables.rank_values
    displacement = tables.displacement
    for i in range(cards.shape[0]):
        best = np.int32(0)
        for g in range(n_groups):
            key = FLUSH_INIT64
            for j in range(m):
                key += card_keys[cards[i, groups[g, j]]]
            if key & FLUSH_BITS64 == 0:  # no five of one suit: the rank multiset decides
                value = np.int32(rank_values[hash_slot(key, displacement)])
            else:
                value = best_of_fives(cards, i, fives, g * n_fives, (g + 1) * n_fives, tables)
            best = max(best, value)
        out[i] = best


SIGNATURES = {"evaluate_lowball": (CARDS, COMBOS, COMBOS, KEYED, OUT)}
"""The one signature each kernel is compiled for (see :mod:`pokerrank._compile`)."""
