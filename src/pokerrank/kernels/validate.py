"""Validation of card arrays at the API edge, in one parallel pass."""

from __future__ import annotations

import numba as nb
import numpy as np
import numpy.typing as npt

__all__ = ["first_invalid_row"]

OK = 0
OUT_OF_RANGE = 1
DUPLICATE = 2


@nb.njit(cache=True, parallel=True)
def first_invalid_row(cards: npt.NDArray[np.uint8], n_codes: int) -> tuple[int, int, int]:
    """(row, column, problem) of the first invalid card, or (-1, -1, OK).

    A card is invalid when its code is ``n_codes`` or more, or when it repeats an earlier
    card of its row.
    """
    n, k = cards.shape
    n_chunks = 64
    size = (n + n_chunks - 1) // n_chunks
    found = np.full((n_chunks, 3), -1, dtype=np.int64)
    for chunk in nb.prange(n_chunks):
        for i in range(chunk * size, min(n, (chunk + 1) * size)):
            seen = np.uint64(0)
            bad = False
            for j in range(k):
                card = cards[i, j]
                if card >= n_codes:
                    found[chunk, 0] = i
                    found[chunk, 1] = j
                    found[chunk, 2] = OUT_OF_RANGE
                    bad = True
                    break
                bit = np.uint64(1) << np.uint64(card)
                if seen & bit:
                    found[chunk, 0] = i
                    found[chunk, 1] = j
                    found[chunk, 2] = DUPLICATE
                    bad = True
                    break
                seen |= bit
            if bad:
                break
    for chunk in range(n_chunks):
        if found[chunk, 0] >= 0:
            return found[chunk, 0], found[chunk, 1], found[chunk, 2]
    return -1, -1, OK
