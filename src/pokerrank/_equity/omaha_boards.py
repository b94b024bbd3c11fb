"""Exact Omaha equity of known hands in numpy: nothing to compile.

The compiled kernel (:func:`~pokerrank.kernels.equity.omaha_exact`) takes about a hundred
microseconds for a flop's 820 boards and a tenth of a second for a heads-up preflop's
million, but its first use compiles it, about ten seconds on a small machine: too long for
one question on the command line. This module answers a spot of known hands from the same
tables by numpy arrays, a block of boards at a time: about a millisecond for a flop, 1.5 s
for a preflop, with the kernel's counts to the unit (the tests compare both on every Omaha
game).

Each board's value for each player and side is the kernel's
(:func:`pokerrank.kernels.equity._omaha_drawn`): the best over the board's ten rank triples
of the player's best pair for that triple (``pbest``), then a flush where the board has three
cards of a suit, a pair of that suit in the hand and a triple of it on the board; below the
side's threshold, no hand (0). The tally is the kernel's too (``counts[p, split, hk, lk]``,
see :mod:`pokerrank.kernels.equity`).

A process that keeps asking stops paying numpy's price: once the spots answered here have
taken about as long as compiling the kernel would (:data:`BUDGET`), the kernel is compiled and
used (:func:`wanted`).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterator
from functools import cache
from itertools import combinations
from typing import TYPE_CHECKING, Any, Final

from pokerrank.kernels.equity_constants import N_PAIRS, N_TRIPLES, SLOTS, flush_replaces, omaha_by_triple
from pokerrank.tables.hashing import FLUSH_IGNORED

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from pokerrank._equity.layout import BoardLayout, Tables

__all__ = ["BUDGET", "MAX_BOARDS", "omaha_counts", "wanted"]

MAX_BOARDS: Final = 1_100_000
"""The most boards a spot may have to be answered here: every spot of known Omaha hands (a
heads-up preflop has 1,086,008 boards at the most, about 1.5 s of numpy against about ten
seconds of compiling the kernel; a flop 820, about a millisecond)."""
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
    if len(layout.combos) != n_players or boards > MAX_BOARDS or not (layout.weights == 1).all():
        return False
    rules = tables[3]
    if flush_replaces(rules):
        return False
    cards = layout.combos.ravel().tolist()
    if len(set(cards)) != len(cards) or not set(cards).isdisjoint(layout.deck.tolist()):
        return False
    from pokerrank._compile import is_cached
    from pokerrank.kernels.families import EQUITY_OMAHA, EQUITY_OMAHA_FEW

    # a spot this small is one task (a stride of 1): the family the runner would compile
    by_triple = omaha_by_triple(rules, len(layout.deck), layout.missing, n_players, 1)
    return not is_cached(EQUITY_OMAHA if by_triple else EQUITY_OMAHA_FEW)


def omaha_counts(
    tables: Tables, layout: BoardLayout, progress: Callable[[int, int], None] | None = None
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """``(counts, totals)`` of every board of ``layout`` (known hands, see :func:`wanted`), as
    :func:`~pokerrank.kernels.equity.omaha_exact` returns them; ``progress(done, of)`` after
    each block of boards."""
    import numpy as np

    started = time.thread_time()  # this thread's: another thread's work is not this road's
    try:
        hands = _hands(tables, layout.combos)
        n_players = len(layout.combos)
        counts = np.zeros((n_players, 2, n_players + 1, n_players + 1), dtype=np.int64)
        totals = np.zeros(2, dtype=np.int64)
        of = _n_blocks(layout)
        for done, boards in enumerate(_blocks(layout), 1):
            more, seen = _tally(_values(tables, hands, boards))
            counts += more
            totals += seen
            if progress is not None:
                progress(done, of)
        return counts, totals
    finally:
        _spent[0] += time.thread_time() - started


_BLOCK: Final = 30_000
"""About how many boards are valued at a time (a flop's all at once, a heads-up preflop's in 17 blocks)."""


def _n_blocks(layout: BoardLayout) -> int:
    """How many blocks :func:`_blocks` yields."""
    return sum(1 for _ in _spans(len(layout.deck), layout.missing))


def _spans(n: int, k: int) -> Iterator[tuple[int, int]]:
    """The blocks as ranges ``[lo, hi)`` of the last card's position in the deck: each as few
    positions as make :data:`_BLOCK` boards or more (the boards whose last card is the deck's
    ``i``-th number ``comb(i, k - 1)``)."""
    if k == 0:
        yield 0, 1
        return
    lo, size = k - 1, 0
    for i in range(k - 1, n):
        size += math.comb(i, k - 1)
        if size >= _BLOCK or i == n - 1:
            yield lo, i + 1
            lo, size = i + 1, 0


@cache
def _colex(r: int, m: int) -> npt.NDArray[np.int64]:
    """Every ``r`` of ``range(m)`` in colexicographic order (by the largest, then the next...):
    those of ``range(i)`` are its first ``comb(i, r)`` rows, for every ``i <= m``."""
    import numpy as np

    rows = np.array(list(combinations(range(m), r)), dtype=np.int64).reshape(math.comb(m, r), r)
    out: npt.NDArray[np.int64] = rows[np.lexsort(rows.T)] if r > 1 else rows
    return out


def _blocks(layout: BoardLayout) -> Iterator[npt.NDArray[np.int64]]:
    """Every completed board, one per row, in blocks of about :data:`_BLOCK`: those whose last
    card is the deck's ``i``-th, for a span of ``i`` (:func:`_spans`)."""
    import numpy as np

    known = layout.board[: layout.n_known]
    deck = layout.deck
    n, k = len(deck), layout.missing
    if k == 0:
        yield known.reshape(1, len(known))
        return
    first = _colex(k - 1, n - 1)
    for lo, hi in _spans(n, k):
        start, stop = math.comb(lo, k), math.comb(hi, k)  # the colex rows of the span, k cards
        picks = np.empty((stop - start, k), dtype=np.int64)
        at = 0
        for i in range(lo, hi):
            rows = math.comb(i, k - 1)
            picks[at : at + rows, : k - 1] = first[:rows]
            picks[at : at + rows, k - 1] = i
            at += rows
        boards = np.empty((len(picks), len(known) + k), dtype=np.int64)
        boards[:, : len(known)] = known
        boards[:, len(known) :] = deck[picks]
        yield boards


def _hands(tables: Tables, holes: npt.NDArray[np.int64]) -> tuple[Any, Any, Any]:
    """Each player's pairs of hole cards: suit (-1: not suited), rank bits, and ``pbest[p, s,
    t]``: the best pair's value with the board ranks ``t``, by rank alone."""
    import numpy as np

    values, by_rank, index = tables[2], tables[4], tables[5]
    first, second = (
        np.array(side, dtype=np.int64) for side in zip(*combinations(range(holes.shape[1]), 2), strict=True)
    )
    x, y = holes[:, first], holes[:, second]
    pair = index[(x >> 2) * 13 + (y >> 2)]
    psuit = np.where((x & 3) == (y & 3), x & 3, -1)
    pranks = (1 << (x >> 2)) | (1 << (y >> 2))
    pbest = by_rank.reshape(values.shape[0], N_TRIPLES, N_PAIRS)[:, :, pair].max(axis=3).transpose(2, 0, 1)
    return psuit, pranks, pbest


def _values(tables: Tables, hands: tuple[Any, Any, Any], boards: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """``vals[p, s, b]``: player ``p``'s value for side ``s`` on board ``b`` (0: none)."""
    import numpy as np

    values, rules, index = tables[2], tables[3], tables[5]
    psuit, pranks, pbest = hands
    cards = boards.T  # the boards' cards by position: each row below is (10, boards)
    a, b, c = (cards[list(column)] for column in _TRIPLE_COLUMNS)  # each board's ten triples
    ra, rb, rc = a >> 2, b >> 2, c >> 2
    triple = index[169 + ra * 169 + rb * 13 + rc]
    vals = pbest[:, :, triple].max(axis=2).astype(np.int64)  # the best over the ten (not last: fast)
    suit = a & 3
    tsuit = np.where((suit == (b & 3)) & (suit == (c & 3)), suit, -1)
    # a flush: a triple of one suit on the board (of the board's only suit with three cards)
    # and a pair of that suit in the hand; a few of the boards' triples, a few of the pairs
    at, on = np.nonzero(tsuit >= 0)
    k, p, j = np.nonzero(tsuit[at, on][:, None, None] == psuit[None, :, :])
    at, on = at[k], on[k]
    ranks = SLOTS + (((1 << ra[at, on]) | (1 << rb[at, on]) | (1 << rc[at, on])) | pranks[p, j])
    for s in range(values.shape[0]):
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
_TRIPLE_COLUMNS: Final = tuple(tuple(t[i] for t in _TRIPLES) for i in range(3))
"""The first, second and third positions of the ten triples."""
