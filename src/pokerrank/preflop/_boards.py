"""Boards up to suit relabelling, with how many boards each one stands for.

Relabelling the suits maps every starting-hand class onto itself, so a class's counts on a
board equal its counts on every board obtained by permuting the suits. The exact tables
therefore visit one board per orbit of the 24 suit permutations (134,459 of the
2,598,960 Hold'em boards) and weight it by the orbit's size. The representative of an orbit
is the board whose 64-bit card mask is smallest over the 24 relabellings.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations, permutations
from typing import Any

import numba as nb
import numpy as np
import numpy.typing as npt

__all__ = ["all_boards", "canonical_boards"]

_PERMS = np.array(list(permutations(range(4))), dtype=np.int64)


@nb.njit(cache=True, parallel=True)
def _canonical_masks(boards: npt.NDArray[np.uint8], perms: npt.NDArray[np.int64], out: npt.NDArray[np.int64]) -> None:
    """``out[i]`` = the smallest card mask of board ``i`` over the suit permutations."""
    n = boards.shape[0]
    for i in nb.prange(n):
        best = np.int64(-1)
        for p in range(perms.shape[0]):
            mask = np.int64(0)
            for j in range(boards.shape[1]):
                c = np.int64(boards[i, j])
                mask |= np.int64(1) << ((c & ~np.int64(3)) | perms[p, c & 3])
            if best < 0 or mask < best:
                best = mask
        out[i] = best


@cache
def all_boards(deck: tuple[int, ...], size: int = 5) -> npt.NDArray[np.uint8]:
    """Every ``size``-card board of ``deck``, cards ascending, in lexicographic order."""
    flat = np.fromiter((c for board in combinations(deck, size) for c in board), dtype=np.uint8)
    boards = flat.reshape(-1, size)
    boards.flags.writeable = False
    return boards


@cache
def canonical_boards(deck: tuple[int, ...], size: int = 5) -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.int64]]:
    """One board per suit-relabelling orbit of ``deck``'s boards, and each orbit's size.

    The deck must be closed under relabelling (every rank it holds, in all four suits).
    Boards come in increasing order of their card mask; the weights sum to the number of
    boards.

    >>> boards, weights = canonical_boards(tuple(range(52)))
    >>> len(boards), int(weights.sum())
    (134459, 2598960)
    """
    boards = all_boards(deck, size)
    masks = np.empty(len(boards), dtype=np.int64)
    _canonical_masks(boards, _PERMS, masks)
    reps, counts = np.unique(masks, return_counts=True)
    out = np.empty((len(reps), size), dtype=np.uint8)
    _unpack(reps, out)
    out.flags.writeable = False
    counts.flags.writeable = False
    return out, counts.astype(np.int64)


@nb.njit(cache=True)
def _unpack(masks: npt.NDArray[np.int64], out: npt.NDArray[np.uint8]) -> Any:
    for i in range(masks.shape[0]):
        j = 0
        for c in range(64):
            if (masks[i] >> c) & 1:
                out[i, j] = c
                j += 1
