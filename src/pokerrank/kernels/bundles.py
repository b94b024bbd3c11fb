"""The tables a kernel reads, bundled as one argument (numpy only: no numba here).

A keyed ranking is five arrays and three numbers for the kernels of
:mod:`pokerrank.kernels.keyed`; passing them as one :class:`KeyedTables` keeps every kernel's
signature short and the same for every ranking (one compiled specialisation serves them all).

Every table a kernel indexes by a card code has 256 entries, so that any ``uint8`` code reads
inside it: the unchecked batch path (``check=False``) may then give a wrong value for a code
outside the deck, never read outside its tables. The arrays are read-only.

>>> from pokerrank.rankings import HIGH
>>> tables = HIGH.keyed_tables
>>> tables.card_keys.shape, int(tables.card_keys[52]), tables.n_codes, tables.max_wild
((256,), 0, 52, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from pokerrank.tables.hashing import FLUSH_IGNORED, SLOT_BITS, WILD_SHIFT

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["CODES", "IndexedTables", "KeyedTables", "frozen", "indexed_tables", "keyed_tables"]

CODES = 256
"""Entries of every table indexed by a card code: one per ``uint8`` value."""
_MASKS = 1 << 13


class KeyedTables(NamedTuple):
    """A keyed ranking for the kernels: what :mod:`pokerrank.kernels.keyed` reads."""

    card_keys: npt.NDArray[np.int64]
    """The additive key of each code (256 entries; 0 past the deck)."""
    suit_bits: npt.NDArray[np.int64]
    """``1 << (16 * suit + rank)`` for each natural card; 0 for a wild card and past the deck.
    The OR over a hand's cards, shifted right by ``16 * suit`` and masked to 13 bits, is the
    mask of the ranks it holds in that suit (the flush table's index)."""
    displacement: npt.NDArray[np.uint8]
    rank_values: npt.NDArray[np.uint16]
    """One block of ``2**SLOT_BITS`` values per number of wild cards (0, 1, ...)."""
    flush_values: npt.NDArray[np.uint16]
    """One block of ``2**13`` values per number of wild cards."""
    flush_mode: int
    max_wild: int
    """The last block of the tables: more wild cards than this (only possible with repeated
    cards on the unchecked path) read this block."""
    n_codes: int
    """Codes ``0 .. n_codes - 1`` form the ranking's deck (52, or 53 with a joker)."""


class IndexedTables(NamedTuple):
    """An indexed ranking (Badugi) for :mod:`pokerrank.kernels.indexed`."""

    binom: npt.NDArray[np.int64]
    """``C(code, r)`` for 256 codes (rows past the deck are 0) and ``r`` up to the hand size."""
    values: npt.NDArray[np.uint16]
    """The value of every hand by its colex index."""


def frozen(values: Any, dtype: Any) -> npt.NDArray[Any]:
    """A C-contiguous read-only array (a copy when the type or layout differs, else a view)."""
    import numpy as np

    arr = np.ascontiguousarray(values, dtype=dtype)
    if arr.flags.writeable:
        arr = arr.view()
        arr.flags.writeable = False
    return arr


def keyed_tables(
    card_keys: Sequence[int],
    displacement: Any,
    rank_values: Any,
    flush_values: Any | None,
    flush_mode: int,
) -> KeyedTables:
    """Bundle a keyed ranking's tables; ``card_keys`` lists the key of each code of its deck."""
    import numpy as np

    keys = np.zeros(CODES, dtype=np.int64)
    keys[: len(card_keys)] = card_keys
    bits = np.zeros(CODES, dtype=np.int64)
    for code, key in enumerate(card_keys):
        if code < 52 and not key >> WILD_SHIFT:
            bits[code] = 1 << (16 * (code & 3) + (code >> 2))
    ranks = frozen(rank_values, np.uint16)
    blocks = len(ranks) >> SLOT_BITS
    flush = frozen(np.zeros(_MASKS, dtype=np.uint16) if flush_values is None else flush_values, np.uint16)
    if flush_mode != FLUSH_IGNORED and len(flush) < blocks * _MASKS:
        raise ValueError(f"a flush table of {len(flush)} values for {blocks} blocks of rank values")
    return KeyedTables(
        frozen(keys, np.int64),
        frozen(bits, np.int64),
        frozen(displacement, np.uint8),
        ranks,
        flush,
        int(flush_mode),
        blocks - 1,
        len(card_keys),
    )


def indexed_tables(values: Any, n_codes: int, size: int) -> IndexedTables:
    """Bundle an indexed ranking: the values of every ``size``-card hand of ``n_codes`` codes."""
    from math import comb

    import numpy as np

    binom = np.zeros((CODES, size + 1), dtype=np.int64)
    binom[:n_codes] = [[comb(c, r) for r in range(size + 1)] for c in range(n_codes)]
    return IndexedTables(frozen(binom, np.int64), frozen(values, np.uint16))
