"""The hand engine's deal of many cards at once, compiled: the same cards as its Python loop.

The engine (:mod:`pokerrank.engine.hand`) deals from a deck held as a list, at random by a
64-bit linear congruential generator whose state is one int: for each card,
``x = (x * 6364136223846793005 + 1442695040888963407) mod 2**64``, the card at index
``((x >> 32) * m) >> 32`` of the ``m`` cards left is dealt and the deck's last card takes
its place. :func:`deal_order` runs that loop over the deck's *positions* for ``k`` cards:
the positions dealt in order, then the positions left in the deck's new order, then the
generator's new state in two 32-bit halves (every value an ``int64``, so that a call with
Python ints has the one signature of :data:`SIGNATURES`). The engine uses it for a deal of
many cards (a draw game's first street) once the process deals many hands.

Compiled once (``cache=True``), on first use (the family ``dealing``,
:mod:`pokerrank.kernels.families`); it trusts its input (``0 <= k <= m``, each half below
``2**32``).

>>> from pokerrank.kernels.dealing import deal_order
>>> order = deal_order(0, 1, 5, 2)
>>> sorted(order[:5].tolist()), len(order)
([0, 1, 2, 3, 4], 7)
"""

from __future__ import annotations

from typing import Any

import numba as nb
import numpy as np

__all__ = ["SIGNATURES", "deal_order"]

_A = np.uint64(6364136223846793005)
_C = np.uint64(1442695040888963407)
_32 = np.uint64(32)
_LOW = np.uint64(0xFFFFFFFF)


@nb.njit(cache=True, nogil=True)
def deal_order(high: int, low: int, m: int, k: int) -> Any:
    """The positions of ``k`` cards dealt from a deck of ``m`` by the generator in state
    ``high * 2**32 + low``, then the positions left, then the new state's two halves."""
    x = (np.uint64(high) << _32) | np.uint64(low)
    position = np.arange(m)
    out = np.empty(m + 2, np.int64)
    left = m
    for t in range(k):
        x = x * _A + _C  # (mod 2**64: unsigned arithmetic wraps)
        j = np.int64(((x >> _32) * np.uint64(left)) >> _32)
        left -= 1
        out[t] = position[j]
        position[j] = position[left]
    out[k:m] = position[:left]
    out[m] = np.int64(x >> _32)
    out[m + 1] = np.int64(x & _LOW)
    return out


SIGNATURES = {"deal_order": (nb.int64, nb.int64, nb.int64, nb.int64)}
