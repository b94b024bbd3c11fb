"""The one evaluation kernel: card keys -> perfect hash -> value tables.

Every ranking that is a function of the rank multiset, plus (optionally) of the ranks held
in a flushing suit, is evaluated by these functions; a ranking is only its tables and its
``flush_mode`` (one :class:`~pokerrank.kernels.bundles.KeyedTables` argument):

- ``FLUSH_IGNORED``: suits never matter (ace-to-five low);
- ``FLUSH_BEST``: the better of the rank value and the flush value (high hands; right for
  any number of cards);
- ``FLUSH_REPLACES``: a flush's value replaces the rank value (lows where a flush counts
  against the hand; right for exactly five cards, so such rankings are evaluated over
  five-card combinations).

(The constants are named once, in :mod:`pokerrank.tables.hashing`.)

A hand is valued in two steps. The *hot path* sums the cards' keys and reads the rank
table: one read, enough unless a suit holds five cards or a card is wild (the key's
"special" bits). :func:`finish` does the rest from the key and the OR of the cards'
``suit_bits``. The batch kernel :func:`evaluate_rows` runs the hot path over a block of
rows first (a loop without calls, which the compiler keeps tight) and then finishes the few
special rows of the block.

A hand may be evaluated as the best over *combinations* of its columns: ``combos`` is a
(C, m) array of column indexes, m <= 7 (:func:`evaluate_combos`: the 36 sevens of a
nine-card hand).

The batch kernels are compiled with ``nogil`` and one signature each (``SIGNATURES``): the
callers cut a batch into one range per thread (:func:`pokerrank._compile.run_split`).
These kernels trust their input (codes read inside the 256-entry tables whatever they are;
shapes as documented): the API layer validates once at the edge.
"""

from __future__ import annotations

from typing import Any

import numba as nb
import numpy as np
import numpy.typing as npt

from pokerrank.kernels.bundles import KeyedTables
from pokerrank.kernels.types import CARDS, COMBOS, KEYED, OUT, Codes, Index, Int32s
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

__all__ = [
    "FLUSH_BEST",
    "FLUSH_BITS64",
    "FLUSH_IGNORED",
    "FLUSH_INIT64",
    "FLUSH_REPLACES",
    "SIGNATURES",
    "best_of_fives",
    "evaluate_combos",
    "evaluate_rows",
    "finish",
    "finish_combo",
    "flush_suit",
    "hash_slot",
]


# Signed 64-bit forms of the hash constants: int64 multiplication wraps like uint64 does,
# and masking after the shift undoes the sign extension.
_MULT = np.int64(MULTIPLIER - (1 << 64) if MULTIPLIER >= 1 << 63 else MULTIPLIER)
_ROW_SHIFT = 64 - ROW_BITS
_ROW_MASK = (1 << ROW_BITS) - 1
_SLOT_SHIFT = 64 - ROW_BITS - SLOT_BITS
_SLOT_MASK = (1 << SLOT_BITS) - 1
_RANK_MASK = np.int64(RANK_MASK)
FLUSH_BITS64 = np.int64(FLUSH_BITS)
"""The key bits of the flush counters, as the kernels' int64 (a suit that reached five sets one)."""
FLUSH_INIT64 = np.int64(FLUSH_INIT)
"""The key a sum of card keys starts from (the flush counters' offsets), as the kernels' int64."""
_SUIT_SHIFT = SUIT_SHIFT
_SLOTS = 1 << SLOT_BITS
_MASKS = 1 << 13
_SPECIAL_BITS = np.int64(FLUSH_BITS | (15 << WILD_SHIFT))
"""Key bits that need more than one table read: a flushing suit or a wild card."""
BLOCK = 2048
"""Rows per block of :func:`evaluate_rows`: hot path over the block, then its special rows."""


@nb.njit(cache=True, inline="always")
def hash_slot(key: np.int64, displacement: npt.NDArray[np.uint8]) -> Any:
    """The perfect-hash slot of a key's rank multiset: the row of the rank value tables."""
    h = (key & _RANK_MASK) * _MULT
    row = (h >> _ROW_SHIFT) & _ROW_MASK
    return (((h >> _SLOT_SHIFT) & _SLOT_MASK) + displacement[row]) & _SLOT_MASK


@nb.njit(cache=True, inline="always")
def flush_suit(key: np.int64) -> int:
    """The suit (0-3) whose counter reached five, or -1."""
    bits = key & FLUSH_BITS64
    if bits == 0:
        return -1
    for suit in range(4):
        if bits >> (_SUIT_SHIFT + 3 + 4 * suit) & 1:
            return suit
    return -1


@nb.njit(cache=True, nogil=True)
def finish(key: np.int64, bits: np.int64, tables: KeyedTables) -> np.int32:
    """The value of cards whose keys sum to ``key`` (flush counters started) and whose
    ``suit_bits`` OR to ``bits``.

    With ``w`` wild cards (the wild counter above bit 56), the ``w``-th block of each table
    is read: the best hand the natural cards make with ``w`` wild cards. A suit makes a
    flush when its cards and the wild cards number five or more.
    """
    wild = min(int((key >> WILD_SHIFT) & 15), tables.max_wild)
    value = np.int32(tables.rank_values[wild * _SLOTS + hash_slot(key, tables.displacement)])
    mode = tables.flush_mode
    if mode == FLUSH_IGNORED or (wild == 0 and key & FLUSH_BITS64 == 0):
        return value
    for suit in range(4):
        if ((key >> (_SUIT_SHIFT + 4 * suit)) & 15) + wild >= 8:
            mask = (bits >> (16 * suit)) & (_MASKS - 1)
            flush_value = np.int32(tables.flush_values[wild * _MASKS + mask])
            if mode == FLUSH_REPLACES or flush_value > value:
                value = flush_value
    return value


@nb.njit(cache=True, nogil=True)
def finish_combo(key: np.int64, cards: Any, i: int, combos: Any, c: int, tables: KeyedTables) -> np.int32:
    """:func:`finish` for the cards ``cards[i, combos[c]]``, whose keys sum to ``key``.

    The hot path stays in the kernels' own loops: there the key sum and the rank table read
    are written out, because a call that takes arrays costs reference counts (numba keeps
    the arrays alive across it) several times the work of the sum and the read.
    """
    suit_bits = tables.suit_bits
    bits = np.int64(0)
    for j in range(combos.shape[1]):
        bits |= suit_bits[cards[i, combos[c, j]]]
    return finish(key, bits, tables)


@nb.njit(cache=True, nogil=True)
def best_of_fives(cards: Any, i: int, fives: Index, first: int, stop: int, tables: KeyedTables) -> np.int32:
    """The best value of the fives ``cards[i, fives[f]]`` for ``first <= f < stop``: a
    ``FLUSH_REPLACES`` hand holding five cards of one suit (about 3 % of seven-card hands,
    kept out of the hot loops of :mod:`~pokerrank.kernels.lowball` and
    :mod:`~pokerrank.kernels.enumeration`)."""
    card_keys, rank_values, displacement = tables.card_keys, tables.rank_values, tables.displacement
    value = np.int32(0)
    for f in range(first, stop):
        key = FLUSH_INIT64
        for j in range(5):
            key += card_keys[cards[i, fives[f, j]]]
        if key & _SPECIAL_BITS == 0:
            value = max(value, np.int32(rank_values[hash_slot(key, displacement)]))
        else:
            value = max(value, finish_combo(key, cards, i, fives, f, tables))
    return value


@nb.njit(cache=True, nogil=True)
def evaluate_rows(cards: Codes, tables: KeyedTables, check: bool, out: Int32s) -> int:
    """``out[i]`` = the value of row ``i`` as a whole hand (at most 7 cards).

    The hot path of the batch API: one pass over the cards, which (when ``check``) also
    verifies that each row's codes are below ``tables.n_codes`` and distinct. Returns the
    first invalid row (its value and those of other invalid rows are 0), or -1.
    """
    n, k = cards.shape
    n_codes = tables.n_codes
    card_keys = tables.card_keys
    suit_bits = tables.suit_bits
    rank_values = tables.rank_values
    displacement = tables.displacement
    special = np.empty(BLOCK, dtype=np.int64)
    first_bad = -1
    for start in range(0, n, BLOCK):
        stop = min(n, start + BLOCK)
        n_special = 0
        problems = np.int64(0)
        # 1. the hot path over the block: keys and one table read per row, no calls; the rows
        # that need more are noted
        if check and k == 7:  # written out; a repeated card makes the sum of the bits differ from their OR
            one = np.int64(1)
            for i in range(start, stop):
                c0, c1, c2, c3 = cards[i, 0], cards[i, 1], cards[i, 2], cards[i, 3]
                c4, c5, c6 = cards[i, 4], cards[i, 5], cards[i, 6]
                b0, b1, b2, b3 = one << (c0 & 63), one << (c1 & 63), one << (c2 & 63), one << (c3 & 63)
                b4, b5, b6 = one << (c4 & 63), one << (c5 & 63), one << (c6 & 63)
                union = b0 | b1 | b2 | b3 | b4 | b5 | b6
                flag = ((b0 + b1 + b2 + b3 + b4 + b5 + b6) ^ union) | (union >> n_codes)
                problems |= flag | np.int64((c0 | c1 | c2 | c3 | c4 | c5 | c6) >> 6)
                key = (
                    FLUSH_INIT64 + card_keys[c0] + card_keys[c1] + card_keys[c2] + card_keys[c3]
                    + card_keys[c4] + card_keys[c5] + card_keys[c6]
                )  # fmt: skip
                out[i] = rank_values[hash_slot(key, displacement)]
                if key & _SPECIAL_BITS:
                    special[n_special] = i
                    n_special += 1
        elif check:
            for i in range(start, stop):
                key = FLUSH_INIT64
                seen = np.int64(0)
                for j in range(k):
                    card = cards[i, j]
                    bit = np.int64(1) << (card & 63)
                    problems |= (seen & bit) | np.int64(card >= n_codes)
                    seen |= bit
                    key += card_keys[card]
                out[i] = rank_values[hash_slot(key, displacement)]
                if key & _SPECIAL_BITS:
                    special[n_special] = i
                    n_special += 1
        elif k == 7:  # written out: the common size unrolls
            for i in range(start, stop):
                key = (
                    FLUSH_INIT64 + card_keys[cards[i, 0]] + card_keys[cards[i, 1]] + card_keys[cards[i, 2]]
                    + card_keys[cards[i, 3]] + card_keys[cards[i, 4]] + card_keys[cards[i, 5]]
                    + card_keys[cards[i, 6]]
                )  # fmt: skip
                out[i] = rank_values[hash_slot(key, displacement)]
                if key & _SPECIAL_BITS:
                    special[n_special] = i
                    n_special += 1
        else:
            for i in range(start, stop):
                key = FLUSH_INIT64
                for j in range(k):
                    key += card_keys[cards[i, j]]
                out[i] = rank_values[hash_slot(key, displacement)]
                if key & _SPECIAL_BITS:
                    special[n_special] = i
                    n_special += 1
        # 2. the rows that need more: a flushing suit or a wild card
        for s in range(n_special):
            i = special[s]
            key = FLUSH_INIT64
            bits = np.int64(0)
            for j in range(k):
                key += card_keys[cards[i, j]]
                bits |= suit_bits[cards[i, j]]
            out[i] = finish(key, bits, tables)
        # 3. invalid rows (checked path only, found again in a block that has one): value 0,
        # and the first one is returned
        if problems:
            first = _zero_invalid(cards, start, stop, n_codes, out)
            if first_bad < 0:
                first_bad = first
    return first_bad


@nb.njit(cache=True, nogil=True)
def _zero_invalid(cards: Any, start: int, stop: int, n_codes: int, out: npt.NDArray[np.int32]) -> int:
    """Set ``out`` to 0 for the rows from ``start`` to ``stop`` with a code of ``n_codes`` or
    more or a repeated card; return the first such row (-1: none)."""
    first = -1
    for i in range(start, stop):
        seen = np.int64(0)
        for j in range(cards.shape[1]):
            card = cards[i, j]
            bit = np.int64(1) << (card & 63)
            if (seen & bit) or card >= n_codes:
                out[i] = 0
                if first < 0:
                    first = i
                break
            seen |= bit
    return first


@nb.njit(cache=True, nogil=True)
def evaluate_combos(cards: Codes, combos: Index, tables: KeyedTables, out: Int32s) -> None:
    """``out[i]`` = the best value over ``combos`` of row ``i`` (each combination at most 7 cards)."""
    card_keys, rank_values, displacement = tables.card_keys, tables.rank_values, tables.displacement
    for i in range(cards.shape[0]):
        best = np.int32(0)
        for c in range(combos.shape[0]):
            key = FLUSH_INIT64
            for j in range(combos.shape[1]):
                key += card_keys[cards[i, combos[c, j]]]
            if key & _SPECIAL_BITS == 0:
                value = np.int32(rank_values[hash_slot(key, displacement)])
            else:
                value = finish_combo(key, cards, i, combos, c, tables)
            best = max(best, value)
        out[i] = best


SIGNATURES = {
    "evaluate_rows": (CARDS, KEYED, nb.boolean, OUT),
    "evaluate_combos": (CARDS, COMBOS, KEYED, OUT),
}
"""The one signature each batch kernel is compiled for (see :mod:`pokerrank._compile`)."""
