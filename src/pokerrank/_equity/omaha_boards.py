"""Exact Omaha equity of known hands on a few boards, in numpy: nothing to compile.

A flop with two cards to come has at most 820 boards heads-up, a turn 40. The compiled kernel
(:func:`~pokerrank.kernels.equity.omaha_exact`) takes about a hundred microseconds for
them, but its first use compiles it, about ten seconds on a small machine: too long for one
question on the command line. This module answers such a spot from the same tables by
numpy arrays, every board at once, in about a millisecond, with the kernel's counts to the
unit (the tests compare both on every Omaha game).

Each board's value for each player and side is the kernel's
(:func:`pokerrank.kernels.equity._omaha_drawn`): the best over the board's ten rank triples
of the player's best pair for that triple (``pbest``), then a flush where the board has three
cards of a suit, a pair of that suit in the hand and a triple of it on the board; below the
side's threshold, no hand (0). The tally is the
kernel's too (``counts[p, split, hk, lk]``, see :mod:`pokerrank.kernels.equity`).

A process that keeps asking stops paying numpy's price: once the spots answered here have
taken about as long as compiling the kernel would (:data:`BUDGET`), the kernel is compiled and
used (:func:`wanted`).
"""

from __future__ import annotations

import math
import time
from itertools import combinations
from typing import TYPE_CHECKING, Final

from pokerrank.kernels.equity_constants import N_PAIRS, N_TRIPLES, SLOTS, omaha_by_triple
from pokerrank.tables.hashing import FLUSH_IGNORED, FLUSH_REPLACES

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from pokerrank._equity.layout import BoardLayout, Tables

__all__ = ["BUDGET", "MAX_BOARDS", "omaha_counts", "wanted"]

MAX_BOARDS: Final = 2_000
"""The most boards a spot may have to be answered here (a heads-up flop has 820 at the most;
a preflop's million takes the kernel)."""
BUDGET: Final = 4.0
"""CPU seconds of this module's work (on the calling threads) in one process after which the
kernel is compiled instead: about half of what compiling it costs, so that a process never
spends more than about twice the least it could have."""

_spent = [0.0]
"""Seconds spent here in this process (threads may lose an update now and then: a budget,
not an account)."""


def wanted(tables: Tables, layout: BoardLayout) -> bool:
    """Whether ``layout`` is answered here: an Omaha spot of known hands (one combo each, weight
    1, none of its cards in the deck and no card twice: a range that comes down to one hand is
    not known, its cards stay in the deck), at most :data:`MAX_BOARDS` boards, no side whose
    flush replaces the value, the kernel family the runner would take neither compiled nor
    cached yet, and this process under its :data:`BUDGET`."""
    if not layout.omaha or _spent[0] > BUDGET:
        return False
    n_players = len(layout.start) - 1
    boards = math.comb(len(layout.deck), layout.missing)
    if len(layout.combos) != n_players or layout.weighted or boards > MAX_BOARDS:
        return False
    rules = tables[3]
    if any(int(rules[s, 0]) == FLUSH_REPLACES for s in range(rules.shape[0])):
        return False
    if int(layout.weights.min(initial=1)) != 1 or int(layout.weights.max(initial=1)) != 1:
        return False
    cards = layout.combos.ravel().tolist()
    if len(set(cards)) != len(cards) or not set(cards).isdisjoint(layout.deck.tolist()):
        return False
    from pokerrank._compile import is_cached
    from pokerrank.kernels.families import EQUITY_OMAHA, EQUITY_OMAHA_FEW

    # a spot this small is one task (a stride of 1): the family the runner would compile
    by_triple = omaha_by_triple(rules, len(layout.deck), layout.missing, n_players, 1)
    return not is_cached(EQUITY_OMAHA if by_triple else EQUITY_OMAHA_FEW)


def omaha_counts(tables: Tables, layout: BoardLayout) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """``(counts, totals)`` of every board of ``layout`` (known hands, see :func:`wanted`), as
    :func:`~pokerrank.kernels.equity.omaha_exact` returns them."""
    started = time.thread_time()  # this thread's: another thread's work is not this road's
    try:
        values = _values(tables, layout)
        return _tally(values)
    finally:
        _spent[0] += time.thread_time() - started


def _boards(layout: BoardLayout) -> npt.NDArray[np.int64]:
    """Every completed board, one per row."""
    import numpy as np

    known = layout.board[: layout.n_known]
    k = layout.missing
    rest = np.array(list(combinations(layout.deck.tolist(), k)), dtype=np.int64)
    rest = rest.reshape(math.comb(len(layout.deck), k), k)
    return np.concatenate([np.broadcast_to(known, (len(rest), len(known))), rest], axis=1)


def _values(tables: Tables, layout: BoardLayout) -> npt.NDArray[np.int64]:
    """``vals[p, s, b]``: player ``p``'s value for side ``s`` on board ``b`` (0: none)."""
    import numpy as np

    values, rules, by_rank, index = tables[2], tables[3], tables[4], tables[5]
    n_sides = values.shape[0]
    holes = layout.combos
    boards = _boards(layout)
    first, second = (
        np.array(side, dtype=np.int64) for side in zip(*combinations(range(holes.shape[1]), 2), strict=True)
    )
    x, y = holes[:, first], holes[:, second]  # each player's pairs of hole cards
    pair = index[(x >> 2) * 13 + (y >> 2)]
    psuit = np.where((x & 3) == (y & 3), x & 3, -1)
    pranks = (1 << (x >> 2)) | (1 << (y >> 2))
    # pbest[p, s, t]: the player's best pair with the board ranks t, by rank alone
    pbest = by_rank.reshape(n_sides, N_TRIPLES, N_PAIRS)[:, :, pair].max(axis=3).transpose(2, 0, 1)
    a, b, c = (boards[:, [t[i] for t in _TRIPLES]] for i in range(3))  # each board's ten triples
    triple = index[169 + (a >> 2) * 169 + (b >> 2) * 13 + (c >> 2)]
    vals = pbest[:, :, triple].max(axis=3).astype(np.int64)
    tsuit = np.where(((a & 3) == (b & 3)) & ((b & 3) == (c & 3)), a & 3, -1)
    # a flush: a triple of one suit on the board (of the board's only suit with three cards)
    # and a pair of that suit in the hand; a few of the boards' triples, a few of the pairs
    on, at = np.nonzero(tsuit >= 0)
    k, p, j = np.nonzero(tsuit[on, at][:, None, None] == psuit[None, :, :])
    on, at = on[k], at[k]
    ranks = SLOTS + (((1 << (a[on, at] >> 2)) | (1 << (b[on, at] >> 2)) | (1 << (c[on, at] >> 2))) | pranks[p, j])
    for s in range(n_sides):
        if int(rules[s, 0]) != FLUSH_IGNORED and len(ranks):
            np.maximum.at(vals[:, s, :], (p, on), values[s][ranks].astype(np.int64))
        side = vals[:, s, :]
        side[side < int(rules[s, 1])] = 0
    out: npt.NDArray[np.int64] = vals
    return out


def _tally(vals: npt.NDArray[np.int64]) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """The kernel's counts from every board's values (:func:`_values`)."""
    import numpy as np

    n_players, n_sides, n_boards = vals.shape
    high = vals[:, 0, :]
    top = high == high.max(axis=0)
    hk = np.where(top, top.sum(axis=0), 0)
    split = np.zeros(n_boards, dtype=np.int64)
    lk = np.zeros_like(hk)
    if n_sides > 1:
        low = vals[:, 1, :]
        best_low = low.max(axis=0)
        split = (best_low > 0).astype(np.int64)
        low_top = (low == best_low) & (split > 0)
        lk = np.where(low_top, low_top.sum(axis=0), 0)
    counts = np.zeros((n_players, 2, n_players + 1, n_players + 1), dtype=np.int64)
    for p in range(n_players):
        np.add.at(counts[p], (split, hk[p], lk[p]), 1)
    return counts, np.array([n_boards, n_boards], dtype=np.int64)


_TRIPLES: Final = tuple(combinations(range(5), 3))
"""The ten triples of a five-card board's positions, in the kernel's order."""
