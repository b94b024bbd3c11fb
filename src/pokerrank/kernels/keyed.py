"""The one evaluation kernel: card keys -> perfect hash -> value tables.

Every ranking that is a function of the rank multiset, plus (optionally) of the ranks held
in a flushing suit, is evaluated by these functions; a ranking is only its tables and its
``flush_mode``:

- ``FLUSH_IGNORED``: suits never matter (ace-to-five low);
- ``FLUSH_BEST``: the better of the rank value and the flush value (high hands; right for
  any number of cards);
- ``FLUSH_REPLACES``: a flush's value replaces the rank value (lows where a flush counts
  against the hand; right for exactly five cards, so such rankings are evaluated over
  five-card combinations).

(The constants are named once, in :mod:`pokerrank.tables.hashing`.)

A hand may be evaluated as the best over *combinations* of its columns: ``combos`` is a
(C, m) array of column indexes, m <= 7. One row ``[0..k-1]`` evaluates the hand as a
whole; the 21 rows of 5 out of 7 give best-of-five for rankings that need it; Omaha's
"two hole cards and three board cards" is another such array.

These kernels trust their input (codes 0-51, no duplicates, shapes as documented): the
API layer validates once at the edge.
"""

from __future__ import annotations

from typing import Any

import numba as nb
import numpy as np
import numpy.typing as npt

from pokerrank.tables.hashing import (
    FLUSH_BEST,
    FLUSH_BITS,
    FLUSH_IGNORED,
    FLUSH_INIT,
    FLUSH_REPLACES,
    MULTIPLIER,
    RANK_MASK,
    ROW_BITS,
    SLOT_BITS,
    SUIT_SHIFT,
    WILD_SHIFT,
)

__all__ = ["FLUSH_BEST", "FLUSH_IGNORED", "FLUSH_REPLACES", "evaluate_combos", "evaluate_rows", "histogram_all"]


# Signed 64-bit forms of the hash constants: int64 multiplication wraps like uint64 does,
# and masking after the shift undoes the sign extension.
_MULT = np.int64(MULTIPLIER - (1 << 64) if MULTIPLIER >= 1 << 63 else MULTIPLIER)
_ROW_SHIFT = 64 - ROW_BITS
_ROW_MASK = (1 << ROW_BITS) - 1
_SLOT_SHIFT = 64 - ROW_BITS - SLOT_BITS
_SLOT_MASK = (1 << SLOT_BITS) - 1
_RANK_MASK = np.int64(RANK_MASK)
_FLUSH_BITS = np.int64(FLUSH_BITS)
_FLUSH_INIT = np.int64(FLUSH_INIT)
_WILD_SHIFT = WILD_SHIFT
_SUIT_SHIFT = SUIT_SHIFT
_SLOTS = 1 << SLOT_BITS
_MASKS = 1 << 13
_SPECIAL_BITS = np.int64(FLUSH_BITS | (15 << WILD_SHIFT))


@nb.njit(cache=True, inline="always")
def _slot(key: np.int64, displacement: npt.NDArray[np.uint8]) -> Any:
    h = (key & _RANK_MASK) * _MULT
    row = (h >> _ROW_SHIFT) & _ROW_MASK
    return (((h >> _SLOT_SHIFT) & _SLOT_MASK) + displacement[row]) & _SLOT_MASK


@nb.njit(cache=True, inline="always")
def _flush_suit(key: np.int64) -> int:
    """The suit (0-3) whose counter reached five, or -1."""
    bits = key & _FLUSH_BITS
    if bits == 0:
        return -1
    for suit in range(4):
        if bits >> (_SUIT_SHIFT + 3 + 4 * suit) & 1:
            return suit
    return -1


@nb.njit(cache=True, inline="always")
def _suit_mask(hand: Any, combo: Any, card_keys: npt.NDArray[np.int64], suit: int) -> int:
    """The ranks of the natural (not wild) cards of one suit, as a 13-bit mask."""
    mask = 0
    for j in range(combo.shape[0]):
        card = hand[combo[j]]
        if card & 3 == suit and card_keys[card] >> _WILD_SHIFT == 0:
            mask |= 1 << (card >> 2)
    return mask


@nb.njit(cache=True, inline="always")
def _finish(
    key: np.int64,
    hand: Any,
    combo: Any,
    card_keys: npt.NDArray[np.int64],
    displacement: npt.NDArray[np.uint8],
    rank_values: npt.NDArray[np.uint16],
    flush_values: npt.NDArray[np.uint16],
    flush_mode: int,
) -> np.int32:
    """The value of the cards ``hand[combo]`` whose keys sum to ``key``.

    With ``w`` wild cards (the wild counter above bit 56), the ``w``-th block of each table
    is read: the best hand the natural cards make with ``w`` wild cards.
    """
    wild = (key >> _WILD_SHIFT) & 15
    value = np.int32(rank_values[wild * _SLOTS + _slot(key, displacement)])
    if flush_mode == FLUSH_IGNORED:
        return value
    if wild == 0:
        if key & _FLUSH_BITS == 0:
            return value
        flush_value = np.int32(flush_values[_suit_mask(hand, combo, card_keys, _flush_suit(key))])
        if flush_mode == FLUSH_REPLACES or flush_value > value:
            value = flush_value
        return value
    for suit in range(4):
        if ((key >> (_SUIT_SHIFT + 4 * suit)) & 15) + wild >= 8:
            flush_value = np.int32(flush_values[wild * _MASKS + _suit_mask(hand, combo, card_keys, suit)])
            if flush_mode == FLUSH_REPLACES or flush_value > value:
                value = flush_value
    return value


@nb.njit(cache=True, inline="always")
def _value(
    hand: Any,
    combo: npt.NDArray[np.intp],
    card_keys: npt.NDArray[np.int64],
    displacement: npt.NDArray[np.uint8],
    rank_values: npt.NDArray[np.uint16],
    flush_values: npt.NDArray[np.uint16],
    flush_mode: int,
) -> np.int32:
    key = _FLUSH_INIT
    for j in range(combo.shape[0]):
        key += card_keys[hand[combo[j]]]
    return _finish(key, hand, combo, card_keys, displacement, rank_values, flush_values, flush_mode)


@nb.njit(cache=True, parallel=True)
def evaluate_combos(
    cards: npt.NDArray[np.uint8],
    combos: npt.NDArray[np.intp],
    card_keys: npt.NDArray[np.int64],
    displacement: npt.NDArray[np.uint8],
    rank_values: npt.NDArray[np.uint16],
    flush_values: npt.NDArray[np.uint16],
    flush_mode: int,
    out: npt.NDArray[np.int32],
) -> None:
    """``out[i]`` = the best value over ``combos`` of row ``i`` of ``cards``."""
    n = cards.shape[0]
    n_combos = combos.shape[0]
    for i in nb.prange(n):
        hand = cards[i]
        best = _value(hand, combos[0], card_keys, displacement, rank_values, flush_values, flush_mode)
        for c in range(1, n_combos):
            value = _value(hand, combos[c], card_keys, displacement, rank_values, flush_values, flush_mode)
            if value > best:
                best = value
        out[i] = best


@nb.njit(cache=True, inline="always")
def _lookup(
    key: np.int64,
    hand: Any,
    columns: Any,
    card_keys: npt.NDArray[np.int64],
    displacement: npt.NDArray[np.uint8],
    rank_values: npt.NDArray[np.uint16],
    flush_values: npt.NDArray[np.uint16],
    flush_mode: int,
) -> np.int32:
    """The hot path (no wild card, no flush: one table read), else :func:`_finish`."""
    if key & _SPECIAL_BITS == 0:
        return np.int32(rank_values[_slot(key, displacement)])
    return _finish(key, hand, columns, card_keys, displacement, rank_values, flush_values, flush_mode)


@nb.njit(cache=True, parallel=True)
def evaluate_rows(
    cards: npt.NDArray[np.uint8],
    card_keys: npt.NDArray[np.int64],
    displacement: npt.NDArray[np.uint8],
    rank_values: npt.NDArray[np.uint16],
    flush_values: npt.NDArray[np.uint16],
    flush_mode: int,
    check: bool,
    out: npt.NDArray[np.int32],
) -> Any:
    """``out[i]`` = the value of row ``i`` as a whole hand (at most 7 cards).

    The hot path of the batch API: one pass over the cards, which (when ``check``) also
    verifies that each row's codes are below ``len(card_keys)`` and distinct. Returns the
    first invalid row, or -1; rows after an invalid one may be left unevaluated.
    """
    n, k = cards.shape
    n_codes = card_keys.shape[0]
    columns = np.arange(k)
    n_chunks = 256
    size = (n + n_chunks - 1) // n_chunks
    bad = np.full(n_chunks, -1, dtype=np.int64)
    padded = np.zeros(256, dtype=np.int64)  # every uint8 code reads a key: 0 past the deck
    padded[:n_codes] = card_keys
    for chunk in nb.prange(n_chunks):
        first_bad = -1
        start, stop = chunk * size, min(n, (chunk + 1) * size)
        if check and k == 7:  # written out, and a bad row is noted without leaving the loop
            for i in range(start, stop):
                hand = cards[i]
                c0, c1, c2, c3, c4, c5, c6 = hand[0], hand[1], hand[2], hand[3], hand[4], hand[5], hand[6]
                one = np.int64(1)
                b0, b1, b2, b3 = one << (c0 & 63), one << (c1 & 63), one << (c2 & 63), one << (c3 & 63)
                b4, b5, b6 = one << (c4 & 63), one << (c5 & 63), one << (c6 & 63)
                # a repeated card makes the sum of the card bits differ from their union
                total = b0 + b1 + b2 + b3 + b4 + b5 + b6
                union = b0 | b1 | b2 | b3 | b4 | b5 | b6
                high = (c0 | c1 | c2 | c3 | c4 | c5 | c6) >> 6
                if (total != union) | ((union >> n_codes) != 0) | (high != 0):
                    if first_bad < 0:
                        first_bad = i
                    out[i] = 0
                    continue
                key = (
                    _FLUSH_INIT + padded[c0] + padded[c1] + padded[c2] + padded[c3]
                    + padded[c4] + padded[c5] + padded[c6]
                )  # fmt: skip
                out[i] = _lookup(key, hand, columns, card_keys, displacement, rank_values, flush_values, flush_mode)
        elif check:  # any repeated card or code out of range flags the row
            for i in range(start, stop):
                hand = cards[i]
                key = _FLUSH_INIT
                seen = np.int64(0)
                problem = np.int64(0)
                for j in range(k):
                    card = hand[j]
                    bit = np.int64(1) << (card & 63)
                    problem |= (seen & bit) | np.int64(card >= n_codes)
                    seen |= bit
                    key += padded[card]
                if problem:
                    if first_bad < 0:
                        first_bad = i
                    out[i] = 0
                    continue
                out[i] = _lookup(key, hand, columns, card_keys, displacement, rank_values, flush_values, flush_mode)
        elif k == 7:  # written out: the common sizes unroll
            for i in range(start, stop):
                hand = cards[i]
                key = (
                    _FLUSH_INIT + card_keys[hand[0]] + card_keys[hand[1]] + card_keys[hand[2]] + card_keys[hand[3]]
                    + card_keys[hand[4]] + card_keys[hand[5]] + card_keys[hand[6]]
                )  # fmt: skip
                out[i] = _lookup(key, hand, columns, card_keys, displacement, rank_values, flush_values, flush_mode)
        else:
            for i in range(start, stop):
                hand = cards[i]
                key = _FLUSH_INIT
                for j in range(k):
                    key += card_keys[hand[j]]
                out[i] = _lookup(key, hand, columns, card_keys, displacement, rank_values, flush_values, flush_mode)
        if first_bad >= 0:
            bad[chunk] = first_bad
    for chunk in range(n_chunks):
        if bad[chunk] >= 0:
            return bad[chunk]
    return -1


@nb.njit(cache=True, parallel=True, nogil=True)
def histogram_all(
    n_cards: int,
    deck: npt.NDArray[np.int64],
    card_keys: npt.NDArray[np.int64],
    displacement: npt.NDArray[np.uint8],
    rank_values: npt.NDArray[np.uint16],
    flush_values: npt.NDArray[np.uint16],
    flush_mode: int,
    n_bins: int,
    prefixes: npt.NDArray[np.int64],
    progress: npt.NDArray[np.int64],
    fives: npt.NDArray[np.intp],
) -> Any:
    """How many ``n_cards``-card hands of the deck have each value.

    ``deck`` lists the deck's card codes (52 cards, 53 with a joker, 36 in short-deck);
    the enumeration runs over positions in it.

    Each row of ``prefixes`` is a pair of first cards (c0 < c1); the remaining cards
    are enumerated in increasing order with their keys summed incrementally. Rows are
    processed in parallel into private histograms; ``progress[0]`` counts finished rows
    (approximately, for a progress bar). ``fives`` lists the five-card column
    combinations of an ``n_cards`` hand: under ``FLUSH_REPLACES`` a hand with five cards of
    one suit is the best of them (without such a suit no five is a flush, and the rank
    table already holds the best five of the multiset). Exact for up to 7 cards.
    """
    n_prefix = prefixes.shape[0]
    n_codes = deck.shape[0]
    deck_keys = card_keys[deck]
    columns = np.arange(n_cards)
    n_chunks = 64
    replaces = FLUSH_REPLACES
    hist = np.zeros((n_chunks, n_bins), dtype=np.int64)
    for chunk in nb.prange(n_chunks):
        idx = np.zeros(7, dtype=np.int64)
        hand = np.zeros(7, dtype=np.int64)
        keys = np.zeros(8, dtype=np.int64)
        local = hist[chunk]
        for p in range(chunk, n_prefix, n_chunks):
            idx[0] = prefixes[p, 0]
            idx[1] = prefixes[p, 1]
            keys[1] = _FLUSH_INIT + deck_keys[idx[0]]
            keys[2] = keys[1] + deck_keys[idx[1]]
            last = n_cards - 1
            # odometer over positions 2 .. last-1, then a tight loop over the last card
            level = 2
            if level < last:
                idx[level] = idx[level - 1]
            while level >= 2:
                if level == last:
                    base = keys[last]
                    for c in range(idx[last - 1] + 1, n_codes):
                        idx[last] = c
                        key = base + deck_keys[c]
                        if key & _SPECIAL_BITS == 0:  # the hot path: no wild card, no flush
                            local[rank_values[_slot(key, displacement)]] += 1
                        else:
                            idx[last] = c
                            for j in range(n_cards):
                                hand[j] = deck[idx[j]]
                            if flush_mode == FLUSH_REPLACES and n_cards > 5 and key & _FLUSH_BITS:
                                # a flush counts against the hand: the best five may avoid it
                                value = np.int32(0)
                                for f in range(fives.shape[0]):
                                    other = _value(
                                        hand, fives[f], card_keys, displacement, rank_values, flush_values, replaces
                                    )
                                    if other > value:
                                        value = other
                            else:
                                value = _finish(
                                    key, hand, columns, card_keys, displacement, rank_values, flush_values, flush_mode
                                )
                            local[value] += 1
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
    return hist.sum(axis=0)
