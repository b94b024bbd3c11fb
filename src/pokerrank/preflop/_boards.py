"""Boards up to suit relabelling, with how many boards each one stands for.

Relabelling the suits maps every starting-hand class onto itself, so a class's counts on a
board equal its counts on every board obtained by permuting the suits. The exact tables
therefore visit one board per orbit of the 24 suit permutations (134,459 of the
2,598,960 Hold'em boards) and weight it by the orbit's size. The representative of an orbit
is the board whose 64-bit card mask is smallest over the 24 relabellings.

One kernel (:func:`orbit_boards`) walks every board of the deck once: a board is kept when
no relabelling gives a smaller mask (most boards find a smaller one within a few
relabellings and stop), and its orbit's size is 24 over the relabellings that leave it
unchanged.
"""

from __future__ import annotations

from functools import cache
from itertools import chain, combinations, permutations
from math import comb
from typing import Any

import numba as nb
import numpy as np
import numpy.typing as npt

__all__ = ["SIGNATURES", "all_boards", "canonical_boards", "orbit_boards"]

_PERMS = np.array(list(permutations(range(4))), dtype=np.int64)
_PERMS.flags.writeable = False
_SPREAD = np.int64(sum(1 << (4 * rank) for rank in range(13)))
"""A bit at each card of suit 0 (code ``4 * rank``)."""


@nb.njit(cache=True, nogil=True)
def orbit_boards(
    deck: npt.NDArray[np.int64], perms: npt.NDArray[np.int64], boards: npt.NDArray[np.uint8],
    masks: npt.NDArray[np.int64], weights: npt.NDArray[np.int64],
) -> int:  # fmt: skip
    """Fills ``boards``, ``masks`` and ``weights`` with the five-card boards of ``deck``
    (ascending codes) that are the smallest of their orbit under the suit permutations
    ``perms``, their card masks and their orbits' sizes; returns how many."""
    n = deck.shape[0]
    n_perms = perms.shape[0]
    one = np.int64(1)
    count = 0
    for i0 in range(n):
        for i1 in range(i0 + 1, n):
            for i2 in range(i1 + 1, n):
                for i3 in range(i2 + 1, n):
                    for i4 in range(i3 + 1, n):
                        c0, c1, c2, c3, c4 = deck[i0], deck[i1], deck[i2], deck[i3], deck[i4]
                        mask = (one << c0) | (one << c1) | (one << c2) | (one << c3) | (one << c4)
                        # the ranks held in each suit, each at the bit of its card in suit 0
                        s0, s1, s2, s3 = (
                            mask & _SPREAD,
                            (mask >> 1) & _SPREAD,
                            (mask >> 2) & _SPREAD,
                            mask >> 3 & _SPREAD,
                        )
                        fixed = 0
                        for p in range(n_perms):
                            other = (
                                (s0 << perms[p, 0]) | (s1 << perms[p, 1]) | (s2 << perms[p, 2]) | (s3 << perms[p, 3])
                            )
                            if other < mask:
                                fixed = 0
                                break
                            if other == mask:
                                fixed += 1
                        if fixed:
                            if count == masks.shape[0]:
                                return -1
                            boards[count, 0], boards[count, 1], boards[count, 2] = c0, c1, c2
                            boards[count, 3], boards[count, 4] = c3, c4
                            masks[count] = mask
                            weights[count] = n_perms // fixed
                            count += 1
    return count


SIGNATURES = {
    "orbit_boards": (
        nb.types.Array(nb.int64, 1, "C", readonly=True),
        nb.types.Array(nb.int64, 2, "C", readonly=True),
        nb.types.Array(nb.uint8, 2, "C"),
        nb.types.Array(nb.int64, 1, "C"),
        nb.types.Array(nb.int64, 1, "C"),
    )
}
"""The one signature each kernel is compiled for (see :mod:`pokerrank._compile`)."""


@cache
def all_boards(deck: tuple[int, ...], size: int = 5) -> npt.NDArray[np.uint8]:
    """Every ``size``-card board of ``deck``, cards ascending, in lexicographic order."""
    count = comb(len(deck), size) * size
    flat = np.fromiter(chain.from_iterable(combinations(deck, size)), dtype=np.uint8, count=count)
    boards = flat.reshape(-1, size)
    boards.flags.writeable = False
    return boards


@cache
def canonical_boards(deck: tuple[int, ...]) -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.int64]]:
    """One five-card board per suit-relabelling orbit of ``deck``'s boards, and each orbit's size.

    The deck must be closed under relabelling (every rank it holds, in all four suits).
    Boards come in increasing order of their card mask; the weights sum to the number of
    boards.

    >>> boards, weights = canonical_boards(tuple(range(52)))
    >>> len(boards), int(weights.sum())
    (134459, 2598960)
    """
    from pokerrank._compile import prepare
    from pokerrank.kernels.bundles import frozen
    from pokerrank.kernels.families import PREFLOP_BOARDS

    prepare(PREFLOP_BOARDS)
    codes = frozen(sorted(deck), np.int64)
    # Every orbit holds at least 4 boards: the relabellings that fix a board permute only suits
    # holding the same ranks, and with 5 cards in 4 suits that is at most 3 suits (6 relabellings).
    most = comb(len(codes), 5) // 4 + 1
    boards = np.empty((most, 5), dtype=np.uint8)
    masks = np.empty(most, dtype=np.int64)
    weights = np.empty(most, dtype=np.int64)
    count = _run(orbit_boards, codes, _PERMS, boards, masks, weights)
    if count < 0:  # pragma: no cover - see above
        raise ValueError(f"the deck {deck} is not closed under relabelling the suits")
    order = np.argsort(masks[:count], kind="stable")
    out = np.ascontiguousarray(boards[:count][order])
    counts = np.ascontiguousarray(weights[:count][order])
    out.flags.writeable = False
    counts.flags.writeable = False
    return out, counts


def _run(kernel: Any, *args: Any) -> Any:
    """Call a compiled kernel (numba's dispatchers are untyped for mypy)."""
    return kernel(*args)
