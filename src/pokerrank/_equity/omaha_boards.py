"""Exact Omaha equity in numpy: nothing to compile.

The compiled kernel (:func:`~pokerrank.kernels.equity.omaha_exact`) takes about a hundred
microseconds for a flop's 820 boards and a tenth of a second for a heads-up preflop's
million, but its first use compiles it, about ten seconds on a small machine: too long for
one question on the command line. This module answers a spot from the same tables by numpy
arrays, a block of boards at a time, with the kernel's counts to the unit (the tests compare
both on every Omaha game):

- known hands: about a millisecond for a flop, 1.5 s for a preflop;
- ranges and partial hands, within :data:`MAX_WORK`: every combo that is in some
  card-disjoint matchup valued on every board, then every matchup tallied on every board
  none of its cards is on, with the product of its weights (``AA**`` against a hand on a
  flop, 5,085 matchups by 820 boards: about half a second).

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

from pokerrank._equity.tally import outcome_counts, outcome_index
from pokerrank.kernels.equity_constants import N_PAIRS, N_TRIPLES, SLOTS, flush_replaces, omaha_by_triple
from pokerrank.tables.hashing import FLUSH_IGNORED

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from pokerrank._equity.layout import BoardLayout, Tables

__all__ = ["BUDGET", "MAX_BOARDS", "MAX_COMBOS", "MAX_MATCHUPS", "MAX_WORK", "omaha_counts", "wanted"]

MAX_BOARDS: Final = 1_100_000
"""The most boards a spot may have to be answered here: every spot of known Omaha hands (a
heads-up preflop has 1,086,008 boards at the most, about 1.5 s of numpy against about ten
seconds of compiling the kernel; a flop 820, about a millisecond)."""
MAX_MATCHUPS: Final = 300_000
"""The most card-disjoint matchups a spot of ranges or partial hands may have to be answered
here (a river's one board is little work for many; their arrays are not)."""
MAX_COMBOS: Final = 20_000
"""The most combos (every player's together) a spot of ranges or partial hands may have to be
answered here (each takes about 2 kB of tables)."""
MAX_WORK: Final = 100_000_000
"""The most work (:func:`_work`) a spot of ranges or partial hands may take to be answered
here: about three seconds of numpy on a quiet two-core machine (O8's ``A2**`` against a known
hand on a flop, 12,500 matchups on 990 boards: 62 million, 1.7 s; six players of six hands on
a flop, 658 million and 17 s, take the kernel)."""
BUDGET: Final = 4.0
"""CPU seconds of this module's work (on the calling threads) in one process after which the
kernel is compiled instead: about half of what compiling it costs, so that a process never
spends more than about twice the least it could have."""

_spent = [0.0]
"""Seconds spent here in this process (threads may lose an update now and then: a budget,
not an account)."""


def wanted(tables: Tables, layout: BoardLayout) -> bool:
    """Whether ``layout`` is answered here: an Omaha spot with no side whose flush replaces the
    value, the kernel family the runner would take neither compiled nor cached yet, this
    process under its :data:`BUDGET`, and a spot small enough: known hands (one combo each,
    weight 1, none of its cards in the deck and no card twice) on at most :data:`MAX_BOARDS`
    boards; ranges and partial hands (many combos with weights) at most :data:`MAX_COMBOS`
    combos, :data:`MAX_MATCHUPS` and :data:`MAX_WORK`."""
    if not layout.omaha or _spent[0] > BUDGET:
        return False
    rules = tables[3]
    if flush_replaces(rules):
        return False
    boards = math.comb(len(layout.deck), layout.missing)
    if boards > MAX_BOARDS:
        return False
    from pokerrank._compile import is_cached
    from pokerrank.kernels.families import EQUITY_OMAHA, EQUITY_OMAHA_FEW

    # a spot this small is one task (a stride of 1): the family the runner would compile
    by_triple = omaha_by_triple(rules, len(layout.deck), layout.missing, len(layout.combos), 1)
    if is_cached(EQUITY_OMAHA if by_triple else EQUITY_OMAHA_FEW):
        return False
    if _known(layout):
        return True
    if len(layout.combos) > MAX_COMBOS:
        return False
    started = time.thread_time()  # the matchups last: a process with the kernel never lists them
    try:
        return _matchups(layout, tables) is not None
    finally:
        _spent[0] += time.thread_time() - started


def _known(layout: BoardLayout) -> bool:
    """Whether every player holds one known hand: one combo each, weight 1, none of its cards in
    the deck and no card twice (a range that comes down to one hand is not known: its cards
    stay in the deck, and the boards they are on are not its deals)."""
    if len(layout.combos) != len(layout.start) - 1 or not (layout.weights == 1).all():
        return False
    cards = layout.combos.ravel().tolist()
    return len(set(cards)) == len(cards) and set(cards).isdisjoint(layout.deck.tolist())


def omaha_counts(
    tables: Tables, layout: BoardLayout, progress: Callable[[int, int], None] | None = None
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """``(counts, totals)`` of every deal of ``layout`` (see :func:`wanted`), as
    :func:`~pokerrank.kernels.equity.omaha_exact` returns them; ``progress(done, of)`` after
    each block of boards."""
    started = time.thread_time()  # this thread's: another thread's work is not this road's
    try:
        if _known(layout):
            return _known_counts(tables, layout, progress)
        return _range_counts(tables, layout, progress)
    finally:
        _spent[0] += time.thread_time() - started


def _known_counts(
    tables: Tables, layout: BoardLayout, progress: Callable[[int, int], None] | None
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """Known hands: every board's values, player by player, tallied."""
    import numpy as np

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


def _range_counts(
    tables: Tables, layout: BoardLayout, progress: Callable[[int, int], None] | None
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """Ranges and partial hands: every combo valued on every board, then every card-disjoint
    matchup (one combo per player, the product of their weights) on every board none of its
    cards is on, as the kernel's ``_matchups`` counts them."""
    import numpy as np

    n_players = len(layout.start) - 1
    counts = np.zeros((n_players, 2, n_players + 1, n_players + 1), dtype=np.int64)
    totals = np.zeros(2, dtype=np.int64)
    found = _matchups(layout, tables)
    if found is None:
        raise ValueError("omaha_counts: a spot beyond MAX_WORK, MAX_MATCHUPS or exact sums (see wanted())")
    _last[0] = (None, None)  # (not kept: a spot's matchups may take a hundred megabytes)
    used, picks, weights, masks = found
    if not len(picks):
        if progress is not None:
            progress(1, 1)
        return counts, totals
    hands = _hands(tables, layout.combos[used])
    size = max(1, _CELLS // max(len(used), len(picks)))
    of = _n_blocks(layout, size)
    keys = 2 * (n_players + 1) ** 2  # (split, hk, lk) of one player, flattened
    same = bool((weights == weights[0]).all())
    for done, block in enumerate(_blocks(layout, size), 1):
        for at in range(0, len(block), size):  # a block is whole spans: cut to size
            boards = block[at : at + size]
            board_masks = np.bitwise_or.reduce(np.left_shift(np.int64(1), boards), axis=1)
            live = (masks[:, None] & board_masks[None, :]) == 0  # (matchups, boards): a deal
            vals = _values(tables, hands, boards)  # (combos, sides, boards)
            outcome = _outcomes(np.stack([vals[picks[:, p]] for p in range(n_players)]))[:, live]
            dealt = live.sum(axis=1)
            totals += (int(dealt.sum()), int(weights @ dealt))
            if same:
                for p in range(n_players):
                    counts[p] += (np.bincount(outcome[p], minlength=keys) * weights[0]).reshape(counts.shape[1:])
            else:  # whole numbers below 2**53 (wanted() sees to it): float64 sums them exactly
                dealt_weights = np.broadcast_to(weights[:, None], live.shape)[live]
                for p in range(n_players):
                    summed = np.bincount(outcome[p], weights=dealt_weights, minlength=keys)
                    counts[p] += np.rint(summed).astype(np.int64).reshape(counts.shape[1:])
        if progress is not None:
            progress(done, of)
    return counts, totals


_Matchups = tuple["npt.NDArray[np.int64]", "npt.NDArray[np.int64]", "npt.NDArray[np.int64]", "npt.NDArray[np.int64]"]
_last: list[tuple[BoardLayout | None, _Matchups | None]] = [(None, None)]
"""The last layout's matchups: :func:`wanted` finds them, :func:`omaha_counts` uses them."""


def _matchups(layout: BoardLayout, tables: Tables) -> _Matchups | None:
    """Every card-disjoint choice of one combo per player: ``(used, picks, weights, masks)``:
    the rows of ``layout.combos`` in some matchup, each matchup's rows among those (matchups,
    players), the products of its weights and the union of its cards as a bit mask; None
    where the spot is more work than :data:`MAX_WORK`, has more than :data:`MAX_MATCHUPS`, or
    weights whose sums float64 could not hold exactly. The last layout's answer is kept
    (:func:`wanted` finds it and counts its time against the :data:`BUDGET`)."""
    seen_layout, found = _last[0]
    if seen_layout is not layout:
        found = _find_matchups(layout, int(tables[2].shape[0]))
        _last[0] = (layout, found)
    return found


def _find_matchups(layout: BoardLayout, n_sides: int) -> _Matchups | None:
    """:func:`_matchups`, worked out."""
    import numpy as np

    boards = math.comb(len(layout.deck), layout.missing)
    start = layout.start.tolist()
    n_players = len(start) - 1
    most = min(MAX_WORK // (boards * n_players * n_sides), MAX_MATCHUPS)
    cards = np.bitwise_or.reduce(np.left_shift(np.int64(1), layout.combos), axis=1)
    picks = np.arange(start[0], start[1], dtype=np.int64)[:, None]
    weights = layout.weights[start[0] : start[1]].astype(np.int64)
    masks = cards[start[0] : start[1]]
    for p in range(1, n_players):
        combos = np.arange(start[p], start[p + 1], dtype=np.int64)
        if len(picks) * len(combos) > 2 * most + 4096:  # the pairs tried: about twice what may pass
            return None
        at, of = np.nonzero((masks[:, None] & cards[combos][None, :]) == 0)
        picks = np.concatenate([picks[at], combos[of][:, None]], axis=1)
        weights = weights[at] * layout.weights[combos[of]]
        masks = masks[at] | cards[combos[of]]
    if len(picks) > most:
        return None
    if len(picks) and not (weights == weights[0]).all() and int(weights.max()) * len(picks) * boards >= 2**53:
        return None  # summed in float64 (see _range_counts): every partial sum must stay exact
    seen = np.zeros(len(cards), dtype=np.bool_)
    seen[picks.ravel()] = True
    used = np.flatnonzero(seen)
    if _work(len(used), len(picks), boards, n_players, n_sides) > MAX_WORK:
        return None
    return used, (np.cumsum(seen) - 1)[picks], weights, masks


def _work(combos: int, matchups: int, boards: int, n_players: int, n_sides: int) -> int:
    """The work of a spot of ranges (:data:`MAX_WORK`): each combo valued on each board for
    each side (half a unit: about 15 ns each), each matchup's players gathered and compared on
    each board for each side (a unit: about 27 ns)."""
    return combos * boards * n_sides // 2 + matchups * boards * n_players * n_sides


_BLOCK: Final = 30_000
"""About how many boards of known hands are valued at a time (a flop's all at once, a
heads-up preflop's in 17 blocks)."""
_CELLS: Final = 250_000
"""About how many combos by boards (or matchups by boards) are valued at a time, for ranges and
partial hands."""


def _n_blocks(layout: BoardLayout, size: int = _BLOCK) -> int:
    """How many blocks :func:`_blocks` yields."""
    return sum(1 for _ in _spans(len(layout.deck), layout.missing, size))


def _spans(n: int, k: int, size: int = _BLOCK) -> Iterator[tuple[int, int]]:
    """The blocks as ranges ``[lo, hi)`` of the last card's position in the deck: each as few
    positions as make ``size`` boards or more (the boards whose last card is the deck's
    ``i``-th number ``comb(i, k - 1)``)."""
    if k == 0:
        yield 0, 1
        return
    lo, boards = k - 1, 0
    for i in range(k - 1, n):
        boards += math.comb(i, k - 1)
        if boards >= size or i == n - 1:
            yield lo, i + 1
            lo, boards = i + 1, 0


@cache
def _colex(r: int, m: int) -> npt.NDArray[np.int64]:
    """Every ``r`` of ``range(m)`` in colexicographic order (by the largest, then the next...):
    those of ``range(i)`` are its first ``comb(i, r)`` rows, for every ``i <= m``."""
    import numpy as np

    rows = np.array(list(combinations(range(m), r)), dtype=np.int64).reshape(math.comb(m, r), r)
    out: npt.NDArray[np.int64] = rows[np.lexsort(rows.T)] if r > 1 else rows
    return out


def _blocks(layout: BoardLayout, size: int = _BLOCK) -> Iterator[npt.NDArray[np.int64]]:
    """Every completed board, one per row, in blocks of about ``size``: those whose last
    card is the deck's ``i``-th, for a span of ``i`` (:func:`_spans`)."""
    import numpy as np

    known = layout.board[: layout.n_known]
    deck = layout.deck
    n, k = len(deck), layout.missing
    if k == 0:
        yield known.reshape(1, len(known))
        return
    first = _colex(k - 1, n - 1)
    for lo, hi in _spans(n, k, size):
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
    """Each hand's pairs of hole cards: suit (-1: not suited), rank bits, and ``pbest[h, s,
    t]``: the best pair's value with the board ranks ``t``, by rank alone (a few hundred
    hands at a time: the pairs' values are 11 kB a hand before the best is taken). The numpy
    twin of the kernel's :func:`~pokerrank.kernels.equity._pairs` and
    :func:`~pokerrank.kernels.equity._pair_bests`, held equal by the tests on every Omaha game:
    a change there is made here too."""
    import numpy as np

    values, by_rank, index = tables[2], tables[4], tables[5]
    first, second = (
        np.array(side, dtype=np.int64) for side in zip(*combinations(range(holes.shape[1]), 2), strict=True)
    )
    x, y = holes[:, first], holes[:, second]
    pair = index[(x >> 2) * 13 + (y >> 2)]
    psuit = np.where((x & 3) == (y & 3), x & 3, -1)
    pranks = (1 << (x >> 2)) | (1 << (y >> 2))
    table = by_rank.reshape(values.shape[0], N_TRIPLES, N_PAIRS)
    pbest = np.empty((len(holes), values.shape[0], N_TRIPLES), dtype=by_rank.dtype)
    for at in range(0, len(holes), _HANDS_AT_ONCE):
        part = pair[at : at + _HANDS_AT_ONCE]
        pbest[at : at + len(part)] = table[:, :, part].max(axis=3).transpose(2, 0, 1)
    return psuit, pranks, pbest


_HANDS_AT_ONCE: Final = 500
"""How many hands :func:`_hands` takes at a time."""


def _values(tables: Tables, hands: tuple[Any, Any, Any], boards: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """``vals[p, s, b]``: player ``p``'s value for side ``s`` on board ``b`` (0: none). The numpy
    twin of the kernel's :func:`~pokerrank.kernels.equity._omaha_drawn` (two hole cards and
    three board cards, the suited triple meeting a suited pair for a flush), held equal by the
    tests on every Omaha game: a change there is made here too."""
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
    """The kernel's counts from every board's values (:func:`_values`, known hands), each board
    one deal (:func:`~pokerrank._equity.tally.outcome_counts`)."""
    import numpy as np

    n_boards = vals.shape[-1]
    return outcome_counts(vals), np.array([n_boards, n_boards], dtype=np.int64)


_outcomes: Final = outcome_index
"""Each player's outcome of each deal from the values ``vals[p, ..., s, b]``: the index of
``(split, hk, lk)`` in a player's flattened counts (the tally's one statement of the
split-pot rule, :func:`~pokerrank._equity.tally.outcome_index`)."""


_TRIPLES: Final = tuple(combinations(range(5), 3))
"""The ten triples of a five-card board's positions, in the kernel's order."""
_TRIPLE_COLUMNS: Final = tuple(tuple(t[i] for t in _TRIPLES) for i in range(3))
"""The first, second and third positions of the ten triples."""
