"""Validation of card arrays at the API edge, in one pass (cut into ranges by the caller)."""

from __future__ import annotations

import numba as nb
import numpy as np
import numpy.typing as npt

from pokerrank.kernels.types import CARDS

__all__ = ["DUPLICATE", "OK", "OUT_OF_RANGE", "SIGNATURES", "first_invalid_row"]

OK = 0
OUT_OF_RANGE = 1
DUPLICATE = 2


@nb.njit(cache=True, nogil=True)
def first_invalid_row(cards: npt.NDArray[np.uint8], n_codes: int) -> tuple[int, int, int]:
    """(row, column, problem) of the first invalid card, or (-1, -1, OK).

    A card is invalid when its code is ``n_codes`` or more, or when it repeats an earlier
    card of its row.
    """
    n, k = cards.shape
    for i in range(n):
        seen = np.uint64(0)
        for j in range(k):
            card = cards[i, j]
            if card >= n_codes:
                return i, j, OUT_OF_RANGE
            bit = np.uint64(1) << np.uint64(card)
            if seen & bit:
                return i, j, DUPLICATE
            seen |= bit
    return -1, -1, OK


SIGNATURES = {"first_invalid_row": (CARDS, nb.int64)}
"""The one signature each kernel is compiled for (see :mod:`pokerrank._compile`)."""
