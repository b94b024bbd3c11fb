"""Every hand of a deck, counted by value: the kernel behind :func:`pokerrank.stats.enumerate_stats`.

The enumeration runs over positions in ``deck`` (52 cards, 53 with a joker, 36 in
short-deck). Each row of ``prefixes`` is a pair of first positions (p0 < p1); the remaining
cards are enumerated in increasing order with their keys summed incrementally, and the
last card in a tight loop reads the rank table directly unless the hand needs more
(:func:`pokerrank.kernels.keyed.finish`). The caller cuts the prefixes into interleaved
chunks and runs them on the thread pool, each into a histogram of its own.

These kernels trust their input (positions in range, ``n_cards`` from 3 to 7).
"""

from __future__ import annotations

import numba as nb
import numpy as np

from pokerrank.kernels.bundles import KeyedTables
from pokerrank.kernels.keyed import _FLUSH_BITS, _FLUSH_INIT, _SPECIAL_BITS, _slot, best_of_fives, finish
from pokerrank.kernels.types import COMBOS, INT64S, KEYED, OUT64, Index, Int64s
from pokerrank.tables.hashing import FLUSH_REPLACES

__all__ = ["SIGNATURES", "histogram"]


@nb.njit(cache=True, nogil=True)
def histogram(
    n_cards: int, deck: Int64s, prefixes: Index, fives: Index, tables: KeyedTables, hist: Int64s, progress: Int64s
) -> None:
    """Add to ``hist[v]`` the ``n_cards``-card hands of ``deck`` with value ``v`` whose first two
    positions are a row of ``prefixes``; ``progress[0]`` counts the finished rows.

    ``fives`` lists the five-card column combinations of an ``n_cards`` hand: under
    ``FLUSH_REPLACES`` a hand with five cards of one suit is the best of them (without such a
    suit no five is a flush, and the rank table already holds the best five of the multiset).
    Exact for up to 7 cards.
    """
    n_codes = deck.shape[0]
    card_keys = tables.card_keys
    suit_bits = tables.suit_bits
    rank_values = tables.rank_values
    displacement = tables.displacement
    replaces = tables.flush_mode == FLUSH_REPLACES and n_cards > 5
    deck_keys = np.empty(n_codes, dtype=np.int64)
    for c in range(n_codes):
        deck_keys[c] = card_keys[deck[c]]
    idx = np.zeros(7, dtype=np.int64)
    hand = np.zeros((1, 7), dtype=np.uint8)
    keys = np.zeros(8, dtype=np.int64)
    last = n_cards - 1
    for p in range(prefixes.shape[0]):
        idx[0] = prefixes[p, 0]
        idx[1] = prefixes[p, 1]
        keys[1] = _FLUSH_INIT + deck_keys[idx[0]]
        keys[2] = keys[1] + deck_keys[idx[1]]
        # odometer over positions 2 .. last-1, then a tight loop over the last card
        level = 2
        if level < last:
            idx[level] = idx[level - 1]
        while level >= 2:
            if level == last:
                base = keys[last]
                for c in range(idx[last - 1] + 1, n_codes):
                    key = base + deck_keys[c]
                    if key & _SPECIAL_BITS == 0:  # the hot path: no wild card, no flush
                        hist[rank_values[_slot(key, displacement)]] += 1
                        continue
                    idx[last] = c
                    bits = np.int64(0)
                    for j in range(n_cards):
                        hand[0, j] = deck[idx[j]]
                        bits |= suit_bits[hand[0, j]]
                    if replaces and key & _FLUSH_BITS:  # a flush counts against the hand: the best five may avoid it
                        value = best_of_fives(hand, 0, fives, 0, fives.shape[0], tables)
                    else:
                        value = finish(key, bits, tables)
                    hist[value] += 1
                level -= 1
                continue
            idx[level] += 1
            # leave room for the cards after this position
            if idx[level] > n_codes - (n_cards - level):
                level -= 1
                continue
            keys[level + 1] = keys[level] + deck_keys[idx[level]]
            level += 1
            if level < last:
                idx[level] = idx[level - 1]
        progress[0] += 1


SIGNATURES = {"histogram": (nb.int64, INT64S, COMBOS, COMBOS, KEYED, OUT64, OUT64)}
"""The one signature each kernel is compiled for (see :mod:`pokerrank._compile`)."""
