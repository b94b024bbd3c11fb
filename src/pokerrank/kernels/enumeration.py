"""Every hand of a deck, counted by value: the kernels behind :func:`pokerrank.stats.enumerate_stats`.

The enumeration runs over positions in ``deck`` (52 cards, 53 with a joker, 36 in
short-deck). Each row of ``prefixes`` is a pair of first positions (p0 < p1); the remaining
cards are enumerated in increasing order with their keys summed incrementally, and the
last card in a tight loop reads the rank table directly unless the hand needs more. The
caller cuts the prefixes into interleaved chunks and runs them on the thread pool, each
into a histogram of its own.

Two kernels, in two families, so that a command compiles only the one it runs:
:func:`histogram` finishes a special hand (a flush or a wild card) with
:func:`~pokerrank.kernels.keyed.finish`, right for every ranking at five cards and for
``FLUSH_BEST`` and ``FLUSH_IGNORED`` rankings at any size; :func:`histogram_fives` values a
six- or seven-card hand of a ``FLUSH_REPLACES`` ranking (deuce-to-seven, ace-to-six) holding
five cards of a suit as the best of its fives. Neither allocates: the caller passes the
working arrays (an allocation inside a kernel compiles numpy's allocator into it, which cost
more compile time than the enumeration itself).

These kernels trust their input (positions in range, ``n_cards`` from 3 to 7, working
arrays of 7 and 8 entries, ``hand`` of one row of 7).
"""

from __future__ import annotations

import numba as nb
import numpy as np
import numpy.typing as npt

from pokerrank.kernels.bundles import KeyedTables
from pokerrank.kernels.keyed import _SPECIAL_BITS, FLUSH_BITS64, FLUSH_INIT64, best_of_fives, finish, hash_slot
from pokerrank.kernels.types import COMBOS, INT64S, KEYED, OUT64, Index, Int64s

__all__ = ["SIGNATURES", "histogram", "histogram_fives"]

_HAND = nb.types.Array(nb.uint8, 2, "C")


@nb.njit(cache=True, nogil=True)
def histogram(
    n_cards: int, deck: Int64s, deck_keys: Int64s, prefixes: Index, tables: KeyedTables, hist: Int64s,
    progress: Int64s, idx: Int64s, keys: Int64s,
) -> None:  # fmt: skip
    """Add to ``hist[v]`` the ``n_cards``-card hands of ``deck`` with value ``v`` whose first two
    positions are a row of ``prefixes``; ``progress[0]`` counts the finished rows.

    ``deck_keys[c]``: the key of ``deck[c]``; ``idx`` (7 entries) and ``keys`` (8) are
    working arrays. A hand with a flushing suit or a wild card is finished by
    :func:`~pokerrank.kernels.keyed.finish` (not right for a ``FLUSH_REPLACES`` ranking
    above five cards: :func:`histogram_fives`).
    """
    n_codes = deck.shape[0]
    suit_bits = tables.suit_bits
    rank_values = tables.rank_values
    displacement = tables.displacement
    last = n_cards - 1
    for p in range(prefixes.shape[0]):
        idx[0] = prefixes[p, 0]
        idx[1] = prefixes[p, 1]
        keys[1] = FLUSH_INIT64 + deck_keys[idx[0]]
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
                        hist[rank_values[hash_slot(key, displacement)]] += 1
                        continue
                    idx[last] = c
                    bits = np.int64(0)
                    for j in range(n_cards):
                        bits |= suit_bits[deck[idx[j]]]
                    hist[finish(key, bits, tables)] += 1
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


@nb.njit(cache=True, nogil=True)
def histogram_fives(
    n_cards: int, deck: Int64s, deck_keys: Int64s, prefixes: Index, fives: Index, tables: KeyedTables,
    hist: Int64s, progress: Int64s, idx: Int64s, keys: Int64s, hand: npt.NDArray[np.uint8],
) -> None:  # fmt: skip
    """:func:`histogram` for a ``FLUSH_REPLACES`` ranking: a hand with five cards of one suit
    is the best of its fives (``fives``: the five-card column combinations of an ``n_cards``
    hand), since a flush counts against the hand and the best five may avoid it. Without
    such a suit no five is a flush, and the rank table already holds the best five of the
    multiset. ``hand``: a working row of 7 cards.
    """
    n_codes = deck.shape[0]
    suit_bits = tables.suit_bits
    rank_values = tables.rank_values
    displacement = tables.displacement
    last = n_cards - 1
    for p in range(prefixes.shape[0]):
        idx[0] = prefixes[p, 0]
        idx[1] = prefixes[p, 1]
        keys[1] = FLUSH_INIT64 + deck_keys[idx[0]]
        keys[2] = keys[1] + deck_keys[idx[1]]
        level = 2
        if level < last:
            idx[level] = idx[level - 1]
        while level >= 2:
            if level == last:
                base = keys[last]
                for c in range(idx[last - 1] + 1, n_codes):
                    key = base + deck_keys[c]
                    if key & _SPECIAL_BITS == 0:
                        hist[rank_values[hash_slot(key, displacement)]] += 1
                        continue
                    idx[last] = c
                    bits = np.int64(0)
                    for j in range(n_cards):
                        hand[0, j] = deck[idx[j]]
                        bits |= suit_bits[hand[0, j]]
                    if key & FLUSH_BITS64:
                        hist[best_of_fives(hand, 0, fives, 0, fives.shape[0], tables)] += 1
                    else:
                        hist[finish(key, bits, tables)] += 1
                level -= 1
                continue
            idx[level] += 1
            if idx[level] > n_codes - (n_cards - level):
                level -= 1
                continue
            keys[level + 1] = keys[level] + deck_keys[idx[level]]
            level += 1
            if level < last:
                idx[level] = idx[level - 1]
        progress[0] += 1


SIGNATURES = {
    "histogram": (nb.int64, INT64S, INT64S, COMBOS, KEYED, OUT64, OUT64, OUT64, OUT64),
    "histogram_fives": (nb.int64, INT64S, INT64S, COMBOS, COMBOS, KEYED, OUT64, OUT64, OUT64, OUT64, _HAND),
}
"""The one signature each kernel is compiled for (see :mod:`pokerrank._compile`)."""
