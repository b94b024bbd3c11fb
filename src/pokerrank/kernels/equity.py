"""Equity kernels: every deal of the unseen cards (exact) or a seeded sample of them.

Each kernel family compiles on its first use only, and every kernel is ``nogil``: the
caller runs large jobs as a few tasks on its own thread pool (``first``/``step`` pick a
task's share of the work), small ones on the calling thread. No kernel uses numba's
``parallel=True``: its compile time dominated a first run, and its thread pool is not safe
for concurrent calls on every threading layer.

The tables of a game travel as one tuple, ``tables = (card_keys, displacement, values,
rules, by_rank, index)``: ``card_keys[c]`` the additive key of card ``c`` (see
:mod:`pokerrank.tables.hashing`); ``values[s, slot]`` the value of side ``s`` for a
perfect-hash slot and ``values[s, SLOTS + mask]`` its value of a flush whose ranks are
``mask``; ``rules[s] = (flush mode, threshold)``, a value below the threshold (a low that
does not qualify) counting as 0. Omaha games also read ``by_rank[s, triple * 91 + pair]``,
the value of two hole cards and three board cards by rank alone (no hashing; a board's ten
triples are ten rows, each read by every pair of every hand), where
``index[a * 13 + b]`` is the pair of ranks ``a, b`` and ``index[169 + a * 169 + b * 13 + c]``
the triple of ranks ``a, b, c``. A run of many boards (a sample, a flop's enumeration) first
takes each hand's best over its pairs for every triple (:func:`_pair_bests`): a board is then
ten reads per hand and side, plus its flushes.

The families:

- ``whole_exact`` and ``omaha_exact``: board games, every board completed from ``deck``.
  Each player holds one or more *combos* (the hands of a range, or of a partial hand
  written out), and each board is evaluated once per combo, then every card-disjoint
  choice of one combo per player (a *matchup*) is tallied with the product of its weights:
  a range against a range shares the board evaluations across its combos. ``whole``: the
  best hand of all the player's cards and the board (Hold'em, short-deck); ``omaha``:
  exactly two hole cards and three board cards, one side or two (hi/lo). ``omaha_exact``
  values a task of many boards by rank triple, ``omaha_exact_few`` a task of a few pair by
  triple (:func:`omaha_by_triple` picks): two compile families, so that a flop's first run
  compiles one road only, from one source (:func:`_omaha_exact`, compiled twice).
- ``known_exact``: ``whole_exact`` for every hand known and one side (the lean road's small
  spots), with the fewest arguments and allocations a call can have.
- ``whole_sample`` and ``omaha_sample``: the same with one hand per player, one board
  per draw.
- ``deals_exact``: stud, where each player is dealt up to seven cards (groups of
  positions, see below), every deal enumerated.
- ``deals_sample``: any deal, sampled: stud, board games where players hold unknown
  cards (dealt) or ranges (one hand per deal, drawn by the caller).

A deal is tallied per player into ``counts[p, split, hk, lk]``: ``split`` is 1 when the
pot was split between two sides (a qualifying low exists), ``hk`` the number of players
sharing the first side if ``p`` is one of them (else 0) and ``lk`` the same for the second
side. With one side and at most :data:`MASK_PLAYERS` players, the kernels count the set
of winners instead (``hist[mask]``, one increment per deal), folded into the counts by
:func:`fold_winners` before they return. ``totals = (deals, weight)``: the deals tallied and the sum of their
weights. Every figure the API reports (equity, wins, ties, scoops, the standard error) is
a function of these.

Monte Carlo deals come from integers drawn by numpy's ``Generator`` in the caller, one
row per deal, so that a deal depends only on its row: results are the same whatever the
number of threads.

These kernels trust their input (the API validates it once): distinct card codes, shapes
as documented.
"""

from __future__ import annotations

import types
from typing import Any

import numba as nb
import numpy as np

from pokerrank.kernels.equity_constants import (
    BLOCK,
    BOARD_TRIPLES,
    MASK_PLAYERS,
    N_PAIRS,
    N_TRIPLES,
    SLOTS,
    omaha_by_triple,
)
from pokerrank.kernels.keyed import FLUSH_BITS64, FLUSH_INIT64, flush_suit, hash_slot
from pokerrank.tables.hashing import FLUSH_IGNORED, FLUSH_REPLACES

__all__ = [
    "BLOCK",
    "MASK_PLAYERS",
    "SIGNATURES",
    "SLOTS",
    "TABLES",
    "deals_exact",
    "deals_sample",
    "fold_winners",
    "known_exact",
    "known_shape",
    "known_tables",
    "omaha_by_triple",
    "omaha_exact",
    "omaha_exact_few",
    "omaha_sample",
    "whole_exact",
    "whole_sample",
]


_DIGIT_BITS = 31
"""Draw columns stay below 2**31, so a digit is taken by a multiply and a shift, exactly."""

_TRIPLES = np.array([(a, b, c) for a in range(5) for b in range(a + 1, 5) for c in range(b + 1, 5)], dtype=np.int64)


@nb.njit(cache=True, nogil=True)
def _magic(n: int) -> Any:
    """``(multiplier, shift)`` per divisor ``d`` in 1..n with ``v // d == (v * m) >> s`` for
    every ``0 <= v < 2**31``: ``s = 31 + ceil(log2 d)``, ``m = ceil(2**s / d) <= 2**32``,
    so ``v * m < 2**63``, and the error ``v * (m - 2**s / d) / 2**s < 1 / d`` never
    reaches the next integer."""
    mult = np.zeros(n + 1, dtype=np.int64)
    shift = np.zeros(n + 1, dtype=np.int64)
    for d in range(1, n + 1):
        bits = 0
        while (1 << bits) < d:
            bits += 1
        sh = _DIGIT_BITS + bits
        mult[d] = ((np.int64(1) << sh) + d - 1) // d
        shift[d] = sh
    return mult, shift


# -- tallying --------------------------------------------------------------------------------


@nb.njit(cache=True, nogil=True, inline="always")
def _tally(vals: Any, n_sides: int, pos: Any, weight: Any, counts: Any, hist: Any) -> None:
    """Tally one deal: player ``p`` holds combo ``pos[p]`` whose values are ``vals[:, pos[p]]``."""
    n_players = pos.shape[0]
    best = vals[0, pos[0]]
    for p in range(1, n_players):
        best = max(best, vals[0, pos[p]])
    if n_sides == 1 and hist.shape[0] > 1:
        winners: Any = 0
        for p in range(n_players):
            winners |= np.int64(vals[0, pos[p]] == best) << p
        hist[winners] += weight
        return
    # written without data-dependent branches: who wins a random deal is unpredictable
    nh = np.int64(0)
    for p in range(n_players):
        nh += np.int64(vals[0, pos[p]] == best)
    if n_sides == 1:
        for p in range(n_players):
            counts[p, 0, nh * np.int64(vals[0, pos[p]] == best), 0] += weight
        return
    best_low = vals[1, pos[0]]
    for p in range(1, n_players):
        best_low = max(best_low, vals[1, pos[p]])
    split = np.int64(best_low > 0)
    nl = np.int64(0)
    for p in range(n_players):
        nl += np.int64(vals[1, pos[p]] == best_low)
    nl *= split
    for p in range(n_players):
        hk = nh * np.int64(vals[0, pos[p]] == best)
        lk = nl * np.int64(vals[1, pos[p]] == best_low)
        counts[p, split, hk, lk] += weight


@nb.njit(cache=True, nogil=True)
def _matchups(
    vals: Any, n_sides: int, start: Any, masks: Any, weights: Any, pos: Any, used: Any, wprod: Any,
    counts: Any, hist: Any, totals: Any,
) -> None:  # fmt: skip
    """Tally every card-disjoint choice of one live combo per player (``vals[0, i] < 0``:
    combo ``i`` meets the board), with the product of its weights."""
    n_players = start.shape[0] - 1
    if n_players == 2 and n_sides == 1 and hist.shape[0] > 1:
        # heads-up, one side: every pair of live combos, the winners counted as a set
        for i in range(start[0], start[1]):
            vi = vals[0, i]
            if vi < 0:
                continue
            mi = masks[i]
            wi = weights[i]
            for j in range(start[1], start[2]):
                vj = vals[0, j]
                if vj < 0 or masks[j] & mi:
                    continue
                w = wi * weights[j]
                hist[np.int64(vi >= vj) | (np.int64(vj >= vi) << 1)] += w
                totals[0] += 1
                totals[1] += w
        return
    p = 0
    pos[0] = start[0] - 1
    used[0] = 0
    wprod[0] = 1
    while p >= 0:
        pos[p] += 1
        i = pos[p]
        if i >= start[p + 1]:
            p -= 1
            continue
        if vals[0, i] < 0 or masks[i] & used[p]:
            continue
        w = wprod[p] * weights[i]
        if p == n_players - 1:
            _tally(vals, n_sides, pos, w, counts, hist)
            totals[0] += 1
            totals[1] += w
        else:
            used[p + 1] = used[p] | masks[i]
            wprod[p + 1] = w
            p += 1
            pos[p] = start[p] - 1


@nb.njit(cache=True, nogil=True, inline="always")
def _winners(mask: Any, n_players: int) -> Any:
    """How many players a winner set holds (bit ``p``: player ``p`` shares the pot)."""
    winners = 0
    for p in range(n_players):
        winners += (mask >> p) & 1
    return winners


@nb.njit(cache=True, nogil=True, inline="always")
def _share_unit(n_players: int) -> Any:
    """The unit of a share, ``2 * lcm(1, ..., n_players)``
    (:func:`pokerrank._equity.tally.denominator`)."""
    lcm = 1
    for h in range(2, n_players + 1):
        a, b = lcm, h
        while b:
            a, b = b, a % b
        lcm = lcm // a * h
    return 2 * lcm


@nb.njit(cache=True, nogil=True)
def fold_winners(hist: Any, counts: Any) -> None:
    """Fold a histogram of winner sets (bit p: player p shares the pot) into
    ``counts[p, 0, hk, 0]``."""
    n_players = counts.shape[0]
    for mask in range(1, hist.shape[0]):
        total = hist[mask]
        if total == 0:
            continue
        winners = _winners(mask, n_players)
        for p in range(n_players):
            counts[p, 0, winners if (mask >> p) & 1 else 0, 0] += total


@nb.njit(cache=True, nogil=True)
def _setup(n_players: int, n_sides: int, n_combos: int, weights: Any) -> Any:
    """The work arrays of a tally: counts, winner histogram, totals, and the DFS stacks."""
    counts = np.zeros((n_players, 2, n_players + 1, n_players + 1), dtype=weights.dtype)
    hist = np.zeros(1 << n_players if n_sides == 1 and n_players <= MASK_PLAYERS else 1, dtype=weights.dtype)
    totals = np.zeros(2, dtype=weights.dtype)
    vals = np.zeros((2, max(n_combos, 1)), dtype=np.int64)
    pos = np.zeros(n_players, dtype=np.int64)
    used = np.zeros(n_players + 1, dtype=np.int64)
    wprod = np.zeros(n_players + 1, dtype=weights.dtype)
    return counts, hist, totals, vals, pos, used, wprod


# -- boards: enumerated or drawn, a block at a time ---------------------------------------------


@nb.njit(cache=True, nogil=True, inline="always")
def _advance(idx: Any, n: int, k: int, step: int) -> int:
    """Move ``idx`` to the next combination of ``k`` of ``n`` indexes whose first index moves
    by ``step``; return the first position that changed, or -1 when there is none."""
    i = k - 1
    while i >= 0 and idx[i] == n - k + i:
        i -= 1
    if i < 0:
        return -1
    if i == 0:
        a = idx[0] + step
        if a > n - k:
            return -1
        idx[0] = a
    else:
        idx[i] += 1
    for j in range(i + 1, k):
        idx[j] = idx[j - 1] + 1
    return i


@nb.njit(cache=True, nogil=True)
def _fill_drawn(
    deck: Any, card_keys: Any, n_known: int, base_key: Any, base_mask: Any, k: int, draws: Any, at: int,
    mult: Any, shift: Any, cards: Any, keys: Any, masks: Any,
) -> int:  # fmt: skip
    """Decode the boards of ``draws[at:at + BLOCK]``: each draw is a mixed-radix number whose
    digits (radix ``n - k + 1 + i`` for the ``i``-th of the ``k`` missing cards, lowest digit
    first) pick the cards by Floyd's algorithm, uniform over every set of ``k`` cards."""
    n_deck = deck.shape[0]
    filled: int = min(keys.shape[0], draws.shape[0] - at)
    for b in range(filled):
        value = np.int64(draws[at + b])
        key = base_key
        mask = base_mask
        used = np.int64(0)
        for i in range(k):
            radix = n_deck - k + 1 + i
            q = (value * mult[radix]) >> shift[radix]
            r = value - q * radix
            value = q
            # Floyd: take r unless already taken, then the newly reachable radix - 1
            t = r if (used >> r) & 1 == 0 else np.int64(radix - 1)
            used |= np.int64(1) << t
            card = deck[t]
            cards[b, n_known + i] = card
            key += card_keys[card]
            mask |= np.int64(1) << card
        keys[b] = key
        masks[b] = mask
    return filled


@nb.njit(cache=True, nogil=True)
def _board_buffers(board: Any, n_known: int, card_keys: Any, rows: int) -> Any:
    """``rows`` copies of the board (its known cards in place), key and mask buffers, and the
    key and card mask of the known cards."""
    n_board = board.shape[0]
    cards = np.zeros((rows, n_board), dtype=np.int64)
    for b in range(rows):
        for j in range(n_known):
            cards[b, j] = board[j]
    base_key = FLUSH_INIT64
    base_mask = np.int64(0)
    for j in range(n_known):
        base_key += card_keys[board[j]]
        base_mask |= np.int64(1) << board[j]
    return cards, np.zeros(rows, dtype=np.int64), np.zeros(rows, dtype=np.int64), base_key, base_mask


# -- evaluating a board ------------------------------------------------------------------------


@nb.njit(cache=True, nogil=True, inline="always")
def _with_flush(v: Any, side_values: Any, mode: Any, key: Any, board: Any, hand: Any) -> Any:
    """The value ``v`` of the rank table, or the flush table's value of the ranks of the suit
    that has five or more among ``board`` and ``hand`` (``key``: their key sum) where the
    flush mode takes it. Called only when a suit counter reached five (a few hands in a
    hundred), so the slices it is given cost nothing on the common path."""
    suit = flush_suit(key)
    mask = 0
    for j in range(board.shape[0]):
        if board[j] & 3 == suit:
            mask |= 1 << (board[j] >> 2)
    for j in range(hand.shape[0]):
        if hand[j] & 3 == suit:
            mask |= 1 << (hand[j] >> 2)
    f = np.int64(side_values[SLOTS + mask])
    return f if mode == FLUSH_REPLACES or f > v else v


@nb.njit(cache=True, nogil=True, inline="always")
def _whole_known(row: Any, key_board: Any, ckeys: Any, combos: Any, displacement: Any, values: Any, mode: Any,
                 hist: Any) -> None:  # fmt: skip
    """:func:`_whole_fast` for boards in order, one card apart: who wins changes seldom from
    one board to the next, so branches on it are well predicted and cheaper. Kept apart from
    the branchless :func:`_whole_fast` for speed: 1.7x its rate per thread on boards in order
    (``benchmarks/bench_equity.py``, the exact rows), while the branchless one wins on sampled
    boards."""
    best = np.int64(-1)
    winners = np.int64(0)
    for i in range(combos.shape[0]):
        key = key_board + ckeys[i]
        v = np.int64(values[0, hash_slot(key, displacement)])
        if mode != FLUSH_IGNORED and key & FLUSH_BITS64:
            v = _with_flush(v, values[0], mode, key, row, combos[i])
        if v > best:
            best = v
            winners = np.int64(1) << i
        elif v == best:
            winners |= np.int64(1) << i
    hist[winners] += 1


@nb.njit(cache=True, nogil=True, inline="always")
def _whole_fast(row: Any, key_board: Any, ckeys: Any, combos: Any, tables: Any, hist: Any, scratch: Any) -> None:
    """One board, one side, one hand per player (``combos``, at most :data:`MASK_PLAYERS`):
    the set of winners counted in ``hist``. Written without data-dependent branches (who wins
    a random deal is unpredictable); ``scratch`` holds the values."""
    displacement = tables[1]
    values = tables[2]
    mode = tables[3][0, 0]
    n_players = combos.shape[0]
    for i in range(n_players):
        key = key_board + ckeys[i]
        v = np.int64(values[0, hash_slot(key, displacement)])
        if mode != FLUSH_IGNORED and key & FLUSH_BITS64:
            v = _with_flush(v, values[0], mode, key, row, combos[i])
        scratch[i] = v
    best = scratch[0]
    for i in range(1, n_players):
        best = max(best, scratch[i])
    winners = np.int64(0)
    for i in range(n_players):
        winners |= np.int64(scratch[i] == best) << i
    hist[winners] += 1


@nb.njit(cache=True, nogil=True, inline="always")
def _whole_leaf(
    row: Any, key_board: Any, mask_board: Any, combos: Any, ckeys: Any, cmasks: Any, tables: Any, start: Any,
    weights: Any, singles: bool, vals: Any, pos: Any, used: Any, wprod: Any, counts: Any, hist: Any, totals: Any,
) -> None:  # fmt: skip
    """Tally one board: every combo's value per side (``vals[s, i]``; -1: it meets the board),
    then every matchup. ``singles``: each player holds one combo, which no board meets
    (``pos`` holds them, ``wprod[0]`` their weight)."""
    displacement = tables[1]
    values = tables[2]
    rules = tables[3]
    n_sides = values.shape[0]
    for i in range(combos.shape[0]):
        if not singles and cmasks[i] & mask_board:
            vals[0, i] = -1
            continue
        key = key_board + ckeys[i]
        slot = hash_slot(key, displacement)
        for s in range(n_sides):
            mode = rules[s, 0]
            v = np.int64(values[s, slot])
            if mode != FLUSH_IGNORED and key & FLUSH_BITS64:
                v = _with_flush(v, values[s], mode, key, row, combos[i])
            vals[s, i] = v if v >= rules[s, 1] else 0
    if singles:
        _tally(vals, n_sides, pos, wprod[0], counts, hist)
        totals[0] += 1
        totals[1] += wprod[0]
    else:
        _matchups(vals, n_sides, start, cmasks, weights, pos, used, wprod, counts, hist, totals)


@nb.njit(cache=True, nogil=True, inline="always")
def _triples(row: Any, index: Any, tidx: Any, tsuit: Any, tranks: Any) -> None:
    """The board's ten triples (:data:`BOARD_TRIPLES`): their index by rank, their suit (-1: not
    all one suit), their rank bits."""
    for t in range(BOARD_TRIPLES):
        x = row[_TRIPLES[t, 0]]
        y = row[_TRIPLES[t, 1]]
        z = row[_TRIPLES[t, 2]]
        tidx[t] = index[169 + (x >> 2) * 169 + (y >> 2) * 13 + (z >> 2)] * N_PAIRS
        suit = x & 3
        tsuit[t] = suit if (y & 3) == suit and (z & 3) == suit else -1
        tranks[t] = (1 << (x >> 2)) | (1 << (y >> 2)) | (1 << (z >> 2))


@nb.njit(cache=True, nogil=True, inline="always")
def _omaha_best(
    side: int, i: int, pbase: Any, psuit: Any, pranks: Any, tidx: Any, tsuit: Any, tranks: Any, tables: Any
) -> Any:
    """Side ``side``'s value of combo ``i``: the best of its pairs of hole cards with the
    board's triples, read by rank (``tables[4]``), a flush only where pair and triple share a
    suit (five cards of one suit are exactly those whose ranks the flush table reads)."""
    values = tables[2]
    by_rank = tables[4]
    mode = tables[3][side, 0]
    best = np.int64(0)
    for j in range(pbase.shape[1]):
        pb = pbase[i, j]
        ps = psuit[i, j]
        if ps < 0 or mode == FLUSH_IGNORED:  # no flush: the ranks alone
            for t in range(BOARD_TRIPLES):
                best = max(best, np.int64(by_rank[side, pb + tidx[t]]))
            continue
        for t in range(BOARD_TRIPLES):
            v = np.int64(by_rank[side, pb + tidx[t]])
            if ps == tsuit[t]:
                f = np.int64(values[side, SLOTS + (pranks[i, j] | tranks[t])])
                if mode == FLUSH_REPLACES or f > v:
                    v = f
            best = max(best, v)
    return best if best >= tables[3][side, 1] else 0


@nb.njit(cache=True, nogil=True)
def _pair_bests(holes: Any, tables: Any) -> Any:
    """``pbest[p, s, triple]``: player ``p``'s best value for side ``s`` with the board ranks
    ``triple``, by rank alone (the best of their pairs of hole cards in ``by_rank``). A board's
    value without flushes is then the best of its ten triples' entries: ten reads of a small
    table that stays in the first-level cache, where the pairs times the triples are sixty
    reads (Omaha) to a hundred and fifty (Omaha 6) of the larger ``by_rank``. Its numpy twin is
    :func:`pokerrank._equity.omaha_boards._hands` (the road that needs no compiling), held
    equal to it by the tests on every Omaha game: a change here is made there too."""
    by_rank = tables[4]
    index = tables[5]
    n_players, h = holes.shape
    n_sides = by_rank.shape[0]
    pbest = np.zeros((n_players, n_sides, N_TRIPLES), dtype=np.uint16)
    for p in range(n_players):
        for a in range(h):
            for b in range(a + 1, h):
                pair = index[(holes[p, a] >> 2) * 13 + (holes[p, b] >> 2)]
                for s in range(n_sides):
                    for t in range(N_TRIPLES):
                        v = by_rank[s, t * N_PAIRS + pair]
                        if v > pbest[p, s, t]:
                            pbest[p, s, t] = v
    return pbest


@nb.njit(cache=True, nogil=True)
def _omaha_values(
    row: Any, mask_board: Any, cmasks: Any, pbase: Any, psuit: Any, pranks: Any, tables: Any, tidx: Any, tsuit: Any,
    tranks: Any, vals: Any,
) -> None:  # fmt: skip
    """``vals[s, i]`` for one complete board ``row``, every combo's pairs with every triple
    (:func:`_omaha_best`); -1 for a combo the board meets (``cmasks[i] & mask_board``)."""
    _triples(row, tables[5], tidx, tsuit, tranks)
    for i in range(pbase.shape[0]):
        if cmasks[i] & mask_board:
            vals[0, i] = -1
            continue
        for s in range(tables[2].shape[0]):
            vals[s, i] = _omaha_best(s, i, pbase, psuit, pranks, tidx, tsuit, tranks, tables)


@nb.njit(cache=True, nogil=True, inline="always")
def _omaha_drawn(row: Any, pbest: Any, psuit: Any, pranks: Any, tables: Any, tri: Any, vals: Any) -> None:
    """``vals[s, p]`` for one complete board ``row``, each player holding one hand: the best of
    the board's ten triples in :func:`_pair_bests`' table, then the flushes, looked for only
    where the board has three cards of a suit (one suit at most) and only for the triples of
    that suit and the player's pairs of it. Equal to :func:`_omaha_best` where no side's flush
    mode is ``FLUSH_REPLACES`` (a flush there replaces the combination's value instead of
    competing with it: the kernels value such tables with :func:`_omaha_values`). Its numpy
    twin is :func:`pokerrank._equity.omaha_boards._values`, held equal to it by the tests on
    every Omaha game: a change here is made there too."""
    values = tables[2]
    rules = tables[3]
    index = tables[5]
    n_players = pbest.shape[0]
    n_sides = pbest.shape[1]
    for t in range(BOARD_TRIPLES):
        x = row[_TRIPLES[t, 0]] >> 2
        y = row[_TRIPLES[t, 1]] >> 2
        z = row[_TRIPLES[t, 2]] >> 2
        tri[t] = index[169 + x * 169 + y * 13 + z]
    for p in range(n_players):
        for s in range(n_sides):
            side = pbest[p, s]
            v = side[tri[0]]
            for t in range(1, BOARD_TRIPLES):
                v = max(v, side[tri[t]])
            vals[s, p] = v
    per_suit = np.int64(0)  # four counters of four bits
    for j in range(5):
        per_suit += np.int64(1) << ((row[j] & 3) * 4)
    suit = -1
    for c in range(4):
        if (per_suit >> (4 * c)) & 15 >= 3:
            suit = c
    if suit >= 0:
        for t in range(BOARD_TRIPLES):
            x = row[_TRIPLES[t, 0]]
            y = row[_TRIPLES[t, 1]]
            z = row[_TRIPLES[t, 2]]
            if (x & 3) != suit or (y & 3) != suit or (z & 3) != suit:
                continue
            ranks = (1 << (x >> 2)) | (1 << (y >> 2)) | (1 << (z >> 2))
            for s in range(n_sides):
                if rules[s, 0] == FLUSH_IGNORED:
                    continue
                for p in range(n_players):
                    for j in range(psuit.shape[1]):
                        if psuit[p, j] == suit:
                            f = np.int64(values[s, SLOTS + (pranks[p, j] | ranks)])
                            if f > vals[s, p]:
                                vals[s, p] = f
    for s in range(n_sides):
        threshold = rules[s, 1]
        for p in range(n_players):
            if vals[s, p] < threshold:
                vals[s, p] = 0


@nb.njit(cache=True, nogil=True)
def _combo_keys(combos: Any, card_keys: Any) -> Any:
    """Each combo's key (the sum of its cards' keys, without the flush counters' start) and
    card mask (bit ``c``: card ``c``), added to a board's to value or place it."""
    n = combos.shape[0]
    keys = np.zeros(n, dtype=np.int64)
    masks = np.zeros(n, dtype=np.int64)
    for i in range(n):
        for j in range(combos.shape[1]):
            keys[i] += card_keys[combos[i, j]]
            masks[i] |= np.int64(1) << combos[i, j]
    return keys, masks


@nb.njit(cache=True, nogil=True, inline="always")
def _pairs_into(combos: Any, index: Any, out: Any) -> None:
    """Write each combo's pairs of hole cards into ``out`` (``(3, combos, pairs)``, an array or
    a view): where their row of Omaha's by-rank table starts (``out[0]``), their suit
    (``out[1]``, -1: not suited), their rank bits (``out[2]``)."""
    n, h = combos.shape
    for i in range(n):
        j = 0
        for a in range(h):
            for b in range(a + 1, h):
                x = combos[i, a]
                y = combos[i, b]
                out[0, i, j] = index[(x >> 2) * 13 + (y >> 2)]
                out[1, i, j] = x & 3 if (x & 3) == (y & 3) else -1
                out[2, i, j] = (1 << (x >> 2)) | (1 << (y >> 2))
                j += 1


@nb.njit(cache=True, nogil=True)
def _pairs(combos: Any, index: Any) -> Any:
    """Each combo's pairs of hole cards (:func:`_pairs_into`), in new arrays."""
    n, h = combos.shape
    out = np.zeros((3, n, h * (h - 1) // 2), dtype=np.int64)
    _pairs_into(combos, index, out)
    return out[0], out[1], out[2]


@nb.njit(cache=True, nogil=True)
def _singles(start: Any, combos: Any, deck: Any, pos: Any, wprod: Any, weights: Any) -> bool:
    """Whether each player holds one combo, none of whose cards is in ``deck`` or in another
    player's combo (then ``pos`` holds them, ``wprod[0]`` the product of their weights)."""
    n_players = start.shape[0] - 1
    wprod[0] = 1
    used = np.int64(0)
    for p in range(n_players):
        if start[p + 1] - start[p] != 1:
            return False
        pos[p] = start[p]
        wprod[0] *= weights[start[p]]
        for j in range(combos.shape[1]):
            bit = np.int64(1) << combos[start[p], j]
            if used & bit:
                return False
            used |= bit
    for c in range(deck.shape[0]):  # noqa: SIM110 - numba compiles no generator
        if (used >> deck[c]) & 1:
            return False
    return True


# -- board games ---------------------------------------------------------------------------------
#
# Exact runs enumerate the missing board cards as combinations of deck indexes: the first k - 1
# (the prefix) by a combination that advances, their key and card mask summed from the position
# that changed, the last card by a tight loop. A task takes the combinations whose first index
# is first, first + step, ... (with one card missing: the cards first, first + step, ...).


@nb.njit(cache=True, nogil=True, inline="always")
def _begin(idx: Any, k: int, first: int, n: int) -> int:
    """Set the prefix's deck indexes (``idx``) to this task's first combination; return the
    first level to deal from (0), or -1 when the task has no board."""
    prefix = max(k - 1, 0)
    for j in range(prefix):
        idx[j] = first + j
    if (k == 0 and first != 0) or (prefix > 0 and first > n - k) or first >= max(n, 1):
        return -1
    return 0


@nb.njit(cache=True, nogil=True, inline="always")
def _deal_prefix(
    deck: Any, card_keys: Any, n_known: int, k: int, level: int, idx: Any, acc_key: Any, acc_mask: Any, row: Any,
    first: int, step: int,
) -> Any:  # fmt: skip
    """Deal the first ``k - 1`` missing cards (deck indexes ``idx``) from position ``level``
    on: the board row, and the key and card mask sums. Return the range of deck indexes of
    the last missing card: after the prefix's last card, or this task's share when it is the
    only one (``(0, 1, 1)``: no card at all)."""
    prefix = max(k - 1, 0)
    for j in range(level, prefix):
        card = deck[idx[j]]
        row[n_known + j] = card
        acc_key[j + 1] = acc_key[j] + card_keys[card]
        acc_mask[j + 1] = acc_mask[j] | (np.int64(1) << card)
    if k == 0:
        return 0, 1, 1
    if prefix == 0:
        return first, deck.shape[0], step
    return idx[prefix - 1] + 1, deck.shape[0], 1


@nb.njit(cache=True, nogil=True)
def _start(board: Any, n_known: int, card_keys: Any, n_deck: int, first: int) -> Any:
    """The work arrays of an exact enumeration (see above) and its first level (-1: no work).
    Each kernel then runs::

        while level >= 0:
            lo, hi, by = _deal_prefix(...)
            for c in range(lo, hi, by):
                ...  # deal the last card (deck index c), value and tally the board
            level = _advance(idx, n - 1, prefix, step)

    The last card's few lines are written out in each loop (:func:`known_exact`,
    :func:`whole_exact`, and :func:`_omaha_exact`, the one source of both Omaha kernels), like
    the tally after it: an ``inline="always"`` helper with array arguments there, run on every
    board, measured twice the time of a heads-up Omaha preflop and thirty times a Hold'em one
    (the helpers above run once per prefix, where they cost nothing measurable). The other
    ways tried to write the Omaha loop once were slower (CPU, best of runs taken in turns): an
    ``inline="always"`` loop given the valuation as an argument, a heads-up Omaha preflop
    71-74 ms to 85-86; the valuation chosen by a ``numba.extending.overload(inline="always")``,
    the same speed but each Omaha family about two seconds slower to compile; a compiled loop
    the kernels call once per task, the same speed but about a second slower to compile (numba
    optimises a callee again inside each caller: ``benchmarks/bench_startup.py``' family rows)."""
    k = board.shape[0] - n_known
    prefix = max(k - 1, 0)
    idx = np.zeros(max(prefix, 1), dtype=np.int64)
    acc_key = np.zeros(prefix + 1, dtype=np.int64)
    acc_mask = np.zeros(prefix + 1, dtype=np.int64)
    acc_key[0] = FLUSH_INIT64
    for j in range(n_known):
        acc_key[0] += card_keys[board[j]]
        acc_mask[0] |= np.int64(1) << board[j]
    level = _begin(idx, k, first, n_deck)
    return board.copy(), idx, acc_key, acc_mask, level


def known_shape(mode: int, n_hole: int, n_board: int, n_players: int, first: int = 0, step: int = 1) -> int:
    """The small numbers :func:`known_exact` takes, packed into one integer (each argument of
    a compiled call costs its unboxing, and a turn's whole kernel call takes about a
    microsecond): bits 0-7 ``n_hole``, 8-15 ``n_board``, 16-23 ``n_players``, 24-31 the
    flush ``mode`` of the game's one side, 32-47 ``first``, 48-62 ``step``.

    >>> hex(known_shape(1, 2, 5, 2, 3, 4))
    '0x4000301020502'
    """
    return n_hole | n_board << 8 | n_players << 16 | mode << 24 | first << 32 | step << 48


def known_tables(tables: Any) -> tuple[Any, Any, Any]:
    """What :func:`known_exact` reads of a game's tables: the card keys, the displacement and
    the value tables (three arrays to unbox, where the whole tuple has six)."""
    return tables[0], tables[1], tables[2]


@nb.njit(cache=True, nogil=True)
def known_exact(tables: Any, cards: Any, shape: int, deck_mask: Any, out: Any) -> None:
    """Tally every completion of a board from the cards of ``deck_mask`` (bit ``c``: card
    ``c``), this task's share (see above), one side, every player's hand known: the best hand
    of all of a player's cards and the board (Hold'em, short-deck), at most
    :data:`MASK_PLAYERS` players.

    ``tables``: :func:`known_tables`; ``cards`` (bytes): each player's ``n_hole`` hole cards,
    then the board's known cards; ``shape``: :func:`known_shape` (the board's size, the
    players, the flush mode, the task's ``first`` and ``step``).

    Writes ``out`` (which it zeroes first, so a caller may reuse it): the totals ``(deals,
    deals)``, then each player's share (in units of ``2 * lcm(1, ..., n_players)``), wins, ties
    and losses; and, when ``out`` is longer than that, the counts flattened after them. A
    turn takes about a microsecond, so the call's fixed costs count: few arguments to unbox,
    nothing returned (no array to box), one allocation."""
    card_keys, displacement, values = tables
    n_hole = shape & 255
    n_board = (shape >> 8) & 255
    n_players = (shape >> 16) & 255
    mode = (shape >> 24) & 255
    first = (shape >> 32) & 65535
    step = (shape >> 48) & 32767
    n_known = len(cards) - n_players * n_hole
    k = n_board - n_known
    # every work array a view of one allocation: the deck, the winner sets, the hands' keys,
    # the board row, the prefix's indexes, key and mask sums, the hole cards
    n_hist = 1 << n_players
    work = np.zeros(64 + n_hist + n_players + n_board + 3 * (k + 1) + n_players * n_hole, dtype=np.int64)
    deck = work[:64]
    hist = work[64 : 64 + n_hist]
    at = 64 + n_hist
    ckeys = work[at : at + n_players]
    row = work[at + n_players : at + n_players + n_board]
    at += n_players + n_board
    idx = work[at : at + k + 1]
    acc_key = work[at + k + 1 : at + 2 * (k + 1)]
    acc_mask = work[at + 2 * (k + 1) : at + 3 * (k + 1)]
    at += 3 * (k + 1)
    holes = work[at : at + n_players * n_hole].reshape((n_players, n_hole))
    n = 0
    for c in range(64):
        if (deck_mask >> c) & 1:
            deck[n] = c
            n += 1
    for p in range(n_players):
        for j in range(n_hole):
            card = np.int64(cards[p * n_hole + j])
            holes[p, j] = card
            ckeys[p] += card_keys[card]
    acc_key[0] = FLUSH_INIT64
    base = n_players * n_hole
    for j in range(n_known):
        card = np.int64(cards[base + j])
        row[j] = card
        acc_key[0] += card_keys[card]
        acc_mask[0] |= np.int64(1) << card
    prefix = max(k - 1, 0)
    level = _begin(idx, k, first, n)
    dealt = deck[:n]
    while level >= 0:
        lo, hi, by = _deal_prefix(dealt, card_keys, n_known, k, level, idx, acc_key, acc_mask, row, first, step)
        for c in range(lo, hi, by):
            key = acc_key[prefix]
            if k > 0:
                card = dealt[c]
                row[n_known + prefix] = card
                key += card_keys[card]
            _whole_known(row, key, ckeys, holes, displacement, values, mode, hist)
        level = _advance(idx, n - 1, prefix, step)
    # each player's figures from the winner sets (fold_winners' counts, when asked for, after them)
    out[:] = 0
    unit = _share_unit(n_players)
    size = 2 + 4 * n_players
    full = out.shape[0] > size
    side = 2 * (n_players + 1) * (n_players + 1)
    deals = 0
    for winners_mask in range(1, n_hist):
        total = hist[winners_mask]
        if total == 0:
            continue
        deals += total
        winners = _winners(winners_mask, n_players)
        for p in range(n_players):
            at = 2 + 4 * p
            if (winners_mask >> p) & 1:
                out[at] += total * (unit // winners)
                out[at + 1 if winners == 1 else at + 2] += total
                if full:  # counts[p, 0, winners, 0]
                    out[size + p * side + winners * (n_players + 1)] += total
            else:
                out[at + 3] += total
                if full:  # counts[p, 0, 0, 0]
                    out[size + p * side] += total
    out[0] = out[1] = deals


@nb.njit(cache=True, nogil=True)
def whole_exact(
    tables: Any, deck: Any, board: Any, n_known: int, combos: Any, start: Any, weights: Any, first: int, step: int
) -> Any:
    """Tally every completion of ``board`` from ``deck`` (this task's share) for players who
    hold ranges: the best hand of all of a player's cards and the board, per side.

    ``combos`` (C, h): every player's combos, player ``p`` holding rows ``start[p]`` to
    ``start[p + 1] - 1`` with ``weights``; a board that meets a combo skips it. Returns
    ``(counts, totals)``."""
    card_keys = tables[0]
    n = deck.shape[0]
    k = board.shape[0] - n_known
    counts, hist, totals, vals, pos, used, wprod = _setup(start.shape[0] - 1, tables[2].shape[0], combos.shape[0],
                                                          weights)  # fmt: skip
    singles = _singles(start, combos, deck, pos, wprod, weights)
    ckeys, cmasks = _combo_keys(combos, card_keys)
    row, idx, acc_key, acc_mask, level = _start(board, n_known, card_keys, n, first)
    prefix = max(k - 1, 0)
    while level >= 0:
        lo, hi, by = _deal_prefix(deck, card_keys, n_known, k, level, idx, acc_key, acc_mask, row, first, step)
        for c in range(lo, hi, by):
            key = acc_key[prefix]
            mask = acc_mask[prefix]
            if k > 0:
                card = deck[c]
                row[n_known + prefix] = card
                key += card_keys[card]
                mask |= np.int64(1) << card
            _whole_leaf(row, key, mask, combos, ckeys, cmasks, tables, start, weights, singles, vals, pos, used,
                        wprod, counts, hist, totals)  # fmt: skip
        level = _advance(idx, n - 1, prefix, step)
    fold_winners(hist, counts)
    return counts, totals


@nb.njit(cache=True, nogil=True)
def _triple_bests(combos: Any, tables: Any, by_triple: Any) -> Any:
    """:func:`_pair_bests` for the road by triple of :func:`_omaha_exact`, which refuses a side
    whose flush replaces the value; an empty table for the road by pair (``by_triple`` None)."""
    if by_triple is None:
        return np.zeros((0, 0, 0), dtype=np.uint16)
    for s in range(tables[3].shape[0]):
        if tables[3][s, 0] == FLUSH_REPLACES:
            raise ValueError("omaha_exact: a side whose flush replaces the value needs omaha_exact_few")
    return _pair_bests(combos, tables)


def _omaha_exact(
    tables: Any, deck: Any, board: Any, n_known: int, combos: Any, start: Any, weights: Any, first: int, step: int,
    by_triple: Any = True, by_pair: Any = None,
) -> Any:  # fmt: skip
    """:func:`whole_exact` for Omaha hands (two hole cards and three board cards, per side): the
    one source of both Omaha exact kernels (:func:`_kernel_of`). Each board is valued
    ``by_triple`` (:func:`omaha_exact`: :func:`_pair_bests` once per combo, then
    :func:`_omaha_drawn` per board) or ``by_pair`` (:func:`omaha_exact_few`: pair by triple,
    :func:`_omaha_values`), then tallied; a combo the board meets is out of that board's
    deals. Each kernel's defaults make the other road's argument None: numba drops a branch
    on a None argument before it compiles (``x is not None``), so each family compiles and
    runs its own valuation only, as if written out alone."""
    card_keys = tables[0]
    n = deck.shape[0]
    k = board.shape[0] - n_known
    n_sides = tables[2].shape[0]
    pbest = _triple_bests(combos, tables, by_triple)
    counts, hist, totals, vals, pos, used, wprod = _setup(start.shape[0] - 1, n_sides, combos.shape[0], weights)
    singles = _singles(start, combos, deck, pos, wprod, weights)
    _, cmasks = _combo_keys(combos, card_keys)
    pbase, psuit, pranks = _pairs(combos, tables[5])
    tidx = np.zeros(BOARD_TRIPLES, dtype=np.int64)
    tsuit = np.zeros(BOARD_TRIPLES, dtype=np.int64)
    tranks = np.zeros(BOARD_TRIPLES, dtype=np.int64)
    row, idx, acc_key, acc_mask, level = _start(board, n_known, card_keys, n, first)
    prefix = max(k - 1, 0)
    while level >= 0:
        lo, hi, by = _deal_prefix(deck, card_keys, n_known, k, level, idx, acc_key, acc_mask, row, first, step)
        for c in range(lo, hi, by):
            mask = acc_mask[prefix]
            if k > 0:
                card = deck[c]
                row[n_known + prefix] = card
                mask |= np.int64(1) << card
            if by_pair is not None:
                _omaha_values(row, mask, cmasks, pbase, psuit, pranks, tables, tidx, tsuit, tranks, vals)  # -1: met
            if by_triple is not None:
                _omaha_drawn(row, pbest, psuit, pranks, tables, tidx, vals)
            if singles:
                _tally(vals, n_sides, pos, wprod[0], counts, hist)
                totals[0] += 1
                totals[1] += wprod[0]
                continue
            if by_triple is not None:  # a combo the board meets is out of this deal
                for i in range(combos.shape[0]):
                    if cmasks[i] & mask:
                        vals[0, i] = -1
            _matchups(vals, n_sides, start, cmasks, weights, pos, used, wprod, counts, hist, totals)
        level = _advance(idx, n - 1, prefix, step)
    fold_winners(hist, counts)
    return counts, totals


def _kernel_of(func: Any, name: str, doc: str, **defaults: Any) -> Any:
    """``func`` compiled as a kernel of its own called ``name``, with other default arguments:
    its own compile family (one signature, ``SIGNATURES[name]``) and its own cache files
    (numba names them after the function's qualified name)."""
    code = func.__code__
    names = code.co_varnames[: code.co_argcount][-len(defaults) :]
    clone = types.FunctionType(code, func.__globals__, name, tuple(defaults[n] for n in names), func.__closure__)
    clone.__qualname__ = name
    clone.__module__ = func.__module__
    clone.__doc__ = doc
    clone.__annotations__ = dict(func.__annotations__)
    return nb.njit(cache=True, nogil=True)(clone)


omaha_exact = _kernel_of(
    _omaha_exact,
    "omaha_exact",
    """:func:`whole_exact` for Omaha hands (two hole cards and three board cards, per side), for
    a task of many boards (:func:`omaha_by_triple`): each board valued as the sampler values it
    (:func:`_pair_bests` once per combo, then :func:`_omaha_drawn`). A combo the board meets
    is out of that board's deals. Its own compile family (``equity-omaha``): a flop's first
    exact run does not compile the turn's road (:func:`omaha_exact_few`).""",
    by_triple=True,
    by_pair=None,
)
omaha_exact_few = _kernel_of(
    _omaha_exact,
    "omaha_exact_few",
    """:func:`omaha_exact` for a task of a few boards (a turn's forty, a river's one), for more
    than 1,024 combos, and for a side whose flush replaces the combination's value: each
    board valued pair by triple (:func:`_omaha_values`), with no table per combo to build
    first. Right for every task; its own compile family (``equity-omaha-few``).""",
    by_triple=None,
    by_pair=True,
)


@nb.njit(cache=True, nogil=True)
def whole_sample(tables: Any, deck: Any, board: Any, n_known: int, holes: Any, draws: Any) -> Any:
    """Tally one completion of ``board`` per entry of ``draws`` (see :func:`_fill_drawn`), one
    side, every player's cards known (``holes``, one row per player, none of them in ``deck``,
    at most :data:`MASK_PLAYERS` players)."""
    card_keys = tables[0]
    n_players = holes.shape[0]
    k = board.shape[0] - n_known
    counts = np.zeros((n_players, 2, n_players + 1, n_players + 1), dtype=np.int64)
    hist = np.zeros(1 << n_players, dtype=np.int64)
    scratch = np.zeros(n_players, dtype=np.int64)
    ckeys, _ = _combo_keys(holes, card_keys)
    cards, keys, masks, base_key, base_mask = _board_buffers(board, n_known, card_keys, BLOCK)
    mult, shift = _magic(deck.shape[0])
    for at in range(0, draws.shape[0], BLOCK):
        filled = _fill_drawn(deck, card_keys, n_known, base_key, base_mask, k, draws, at, mult, shift, cards, keys,
                             masks)  # fmt: skip
        for b in range(filled):
            _whole_fast(cards[b], keys[b], ckeys, holes, tables, hist, scratch)
    fold_winners(hist, counts)
    totals = np.zeros(2, dtype=np.int64)
    totals[0] = totals[1] = draws.shape[0]
    return counts, totals


@nb.njit(cache=True, nogil=True)
def omaha_sample(tables: Any, deck: Any, board: Any, n_known: int, holes: Any, draws: Any) -> Any:
    """:func:`whole_sample` for Omaha hands: each board valued by :func:`_omaha_drawn` (each
    player's best per triple of board ranks found once, before the first draw). Not for a
    side whose flush replaces the combination's value (no Omaha game has one; the runner
    gives such a game to :func:`deals_sample`)."""
    card_keys = tables[0]
    n_players = holes.shape[0]
    n_sides = tables[2].shape[0]
    k = board.shape[0] - n_known
    start = np.arange(n_players + 1, dtype=np.int64)
    weights = np.ones(n_players, dtype=np.int64)
    counts, hist, totals, vals, pos, _, wprod = _setup(n_players, n_sides, n_players, weights)
    _singles(start, holes, deck, pos, wprod, weights)
    _, psuit, pranks = _pairs(holes, tables[5])
    cards, keys, masks, base_key, base_mask = _board_buffers(board, n_known, card_keys, BLOCK)
    mult, shift = _magic(deck.shape[0])
    for s in range(n_sides):
        if tables[3][s, 0] == FLUSH_REPLACES:  # no Omaha game has one; deals_sample takes it
            raise ValueError("omaha_sample: a side whose flush replaces the value needs deals_sample")
    pbest = _pair_bests(holes, tables)
    tidx = np.zeros(BOARD_TRIPLES, dtype=np.int64)
    for at in range(0, draws.shape[0], BLOCK):
        filled = _fill_drawn(deck, card_keys, n_known, base_key, base_mask, k, draws, at, mult, shift, cards, keys,
                             masks)  # fmt: skip
        for b in range(filled):
            _omaha_drawn(cards[b], pbest, psuit, pranks, tables, tidx, vals)
            _tally(vals, n_sides, pos, 1, counts, hist)
    totals[0] = totals[1] = draws.shape[0]
    fold_winners(hist, counts)
    return counts, totals


# -- any deal: groups of positions -----------------------------------------------------------------
#
# A deal fills the missing cards of the board and of each player's hand from the deck. The
# missing cards are *positions* 0 .. K-1; each belongs to a *group* (0 = the board, 1 + p =
# player p's hand) and the positions of one group are consecutive. ``dest[i]``: the board slot
# (group 0) or hand slot (group 1 + p) of position i.


@nb.njit(cache=True, nogil=True)
def _score_whole(board: Any, n_board: int, pockets: Any, n_pocket: Any, tables: Any, vals: Any) -> None:
    """``vals[s, p]``: player ``p``'s value for side ``s`` (0: does not qualify), the best hand
    of all of the player's cards and the board (stud, Hold'em)."""
    card_keys, displacement, values, rules, _, _ = tables
    n_players = pockets.shape[0]
    n_sides = values.shape[0]
    board_key = FLUSH_INIT64
    for j in range(n_board):
        board_key += card_keys[board[j]]
    for p in range(n_players):
        key = board_key
        for j in range(n_pocket[p]):
            key += card_keys[pockets[p, j]]
        slot = hash_slot(key, displacement)
        for s in range(n_sides):
            v = np.int64(values[s, slot])
            mode = rules[s, 0]
            if mode != FLUSH_IGNORED and key & FLUSH_BITS64:
                v = _with_flush(v, values[s], mode, key, board[:n_board], pockets[p, : n_pocket[p]])
            vals[s, p] = v if v >= rules[s, 1] else 0


@nb.njit(cache=True, nogil=True)
def _score_omaha(board: Any, pockets: Any, tables: Any, scratch: Any, vals: Any) -> None:
    """``vals[s, p]`` for Omaha hands on a complete board: the hands' pairs and the board's
    triples by rank (:func:`_omaha_best`)."""
    index = tables[5]
    n_players = pockets.shape[0]
    n_sides = tables[2].shape[0]
    tidx = scratch[0:BOARD_TRIPLES]
    tsuit = scratch[BOARD_TRIPLES : 2 * BOARD_TRIPLES]
    tranks = scratch[2 * BOARD_TRIPLES : 3 * BOARD_TRIPLES]
    _triples(board, index, tidx, tsuit, tranks)
    n_hole = pockets.shape[1]
    n_pairs = n_hole * (n_hole - 1) // 2
    at = 3 * BOARD_TRIPLES
    pbase = scratch[at : at + 3 * n_players * n_pairs].reshape((3, n_players, n_pairs))
    _pairs_into(pockets, index, pbase)
    for p in range(n_players):
        for s in range(n_sides):
            vals[s, p] = _omaha_best(s, p, pbase[0], pbase[1], pbase[2], tidx, tsuit, tranks, tables)


@nb.njit(cache=True, nogil=True)
def deals_exact(
    tables: Any, deck: Any, group: Any, dest: Any, board_template: Any, pocket_template: Any, n_pocket: Any,
    prefixes: Any, first: int, step: int,
) -> Any:  # fmt: skip
    """Tally every deal of the ``K = len(group)`` missing cards from ``deck`` (whole hands:
    stud, razz), for the rows ``first, first + step, ...`` of ``prefixes``, each of which
    fixes the deck indexes of the first ``prefixes.shape[1]`` positions (fewer than K, or 0
    rows of width 0 when K is 0); the rest are enumerated, the cards of one group in
    increasing deck order. Returns ``(counts, totals)``."""
    n_players = pocket_template.shape[0]
    n_sides = tables[2].shape[0]
    n_deck = deck.shape[0]
    k_pos = group.shape[0]
    depth = prefixes.shape[1]
    weights = np.ones(1, dtype=np.int64)
    counts, hist, totals, vals, pos, _, _ = _setup(n_players, n_sides, n_players, weights)
    for p in range(n_players):
        pos[p] = p
    board = board_template.copy()
    pockets = pocket_template.copy()
    n_board = board.shape[0]
    idx = np.full(k_pos + 1, -1, dtype=np.int64)
    held = np.zeros(k_pos + 1, dtype=np.bool_)
    for item in range(first, prefixes.shape[0], step):
        used = np.int64(0)
        for i in range(depth):
            d = prefixes[item, i]
            idx[i] = d
            used |= np.int64(1) << d
            if group[i] == 0:
                board[dest[i]] = deck[d]
            else:
                pockets[group[i] - 1, dest[i]] = deck[d]
        if depth == k_pos:
            _score_whole(board, n_board, pockets, n_pocket, tables, vals)
            _tally(vals, n_sides, pos, 1, counts, hist)
            totals[0] += 1
            continue
        level = depth
        idx[level] = idx[level - 1] if level > 0 and group[level - 1] == group[level] else -1
        held[level] = False
        while level >= depth:
            if held[level]:
                used &= ~(np.int64(1) << idx[level])
                held[level] = False
            nxt = idx[level] + 1
            while nxt < n_deck and (used >> nxt) & 1:
                nxt += 1
            if nxt >= n_deck:
                level -= 1
                continue
            idx[level] = nxt
            card = deck[nxt]
            if group[level] == 0:
                board[dest[level]] = card
            else:
                pockets[group[level] - 1, dest[level]] = card
            if level == k_pos - 1:
                _score_whole(board, n_board, pockets, n_pocket, tables, vals)
                _tally(vals, n_sides, pos, 1, counts, hist)
                totals[0] += 1
                continue
            used |= np.int64(1) << nxt
            held[level] = True
            level += 1
            idx[level] = idx[level - 1] if group[level - 1] == group[level] else -1
            held[level] = False
    totals[1] = totals[0]
    fold_winners(hist, counts)
    return counts, totals


@nb.njit(cache=True, nogil=True)
def deals_sample(
    tables: Any, omaha: bool, deck: Any, group: Any, dest: Any, board_template: Any, pocket_template: Any,
    n_pocket: Any, n_range: Any, range_hands: Any, draws: Any, column: Any,
) -> Any:  # fmt: skip
    """Tally one deal per row of ``draws``.

    Player ``p`` holds, when ``n_range[p] > 0``, the cards ``range_hands[row, p, :n_range[p]]`` (bytes)
    in its first hand slots (taken out of ``deck`` for that deal). Position ``i`` then takes
    the card at index ``i + r_i`` of a Fisher-Yates shuffle of the cards left, where the
    digits ``r_i`` (radix ``live - i``) are read, lowest first, from ``draws[row, column[i]]``.
    Returns ``(counts, totals)``."""
    n_players = pocket_template.shape[0]
    n_sides = tables[2].shape[0]
    n_deck = deck.shape[0]
    k_pos = group.shape[0]
    n_rows = draws.shape[0]
    weights = np.ones(1, dtype=np.int64)
    counts, hist, totals, vals, pos, _, _ = _setup(n_players, n_sides, n_players, weights)
    for p in range(n_players):
        pos[p] = p
    n_ranged = 0
    for p in range(n_players):
        n_ranged += n_range[p]
    mult, shift = _magic(n_deck)
    board = board_template.copy()
    pockets = pocket_template.copy()
    n_board = board.shape[0]
    work = deck.copy()
    where = np.zeros(64, dtype=np.int64)
    for i in range(n_deck):
        where[work[i]] = i
    swaps = np.zeros(k_pos + n_ranged + 1, dtype=np.int64)
    # _score_omaha's: the board's triples (3 * BOARD_TRIPLES), each player's pairs (three rows of
    # at most 21: the pairs of seven hole cards)
    scratch = np.zeros(64 + 3 * n_players * 21, dtype=np.int64)
    for row in range(n_rows):
        live = n_deck
        n_swaps = 0
        for p in range(n_players):
            for j in range(n_range[p]):
                card = np.int64(range_hands[row, p, j])
                pockets[p, j] = card
                # move the card to the end of the live part of the deck
                i = where[card]
                live -= 1
                other = work[live]
                work[live] = card
                work[i] = other
                where[card] = live
                where[other] = i
                swaps[n_swaps] = i
                n_swaps += 1
        first_swap = n_swaps
        value = np.int64(0)
        current = -1
        for i in range(k_pos):
            col = column[i]
            if col != current:
                value = draws[row, col]
                current = col
            radix = live - i
            q = (value * mult[radix]) >> shift[radix]
            r = value - q * radix
            value = q
            j = i + r
            card = work[j]
            work[j] = work[i]
            work[i] = card
            swaps[n_swaps] = j
            n_swaps += 1
            if group[i] == 0:
                board[dest[i]] = card
            else:
                pockets[group[i] - 1, dest[i]] = card
        if omaha:
            _score_omaha(board, pockets, tables, scratch, vals)
        else:
            _score_whole(board, n_board, pockets, n_pocket, tables, vals)
        _tally(vals, n_sides, pos, 1, counts, hist)
        # undo the shuffle, last swap first, so the next deal starts from the same deck
        for s in range(n_swaps - 1, first_swap - 1, -1):
            i = s - first_swap
            j = swaps[s]
            tmp = work[i]
            work[i] = work[j]
            work[j] = tmp
        for s in range(first_swap - 1, -1, -1):
            # the ranged cards went to positions n_deck - 1, n_deck - 2, ...
            end = n_deck - 1 - s
            i = swaps[s]
            a = work[i]
            b = work[end]
            work[i] = b
            work[end] = a
            where[a] = end
            where[b] = i
    totals[0] = n_rows
    totals[1] = n_rows
    fold_winners(hist, counts)
    return counts, totals


def _array(dtype: Any, ndim: int) -> Any:
    return nb.types.Array(nb.from_dtype(np.dtype(dtype)), ndim, "C")


_I64 = nb.int64
_INTS = _array(np.int64, 1)
_INTS2 = _array(np.int64, 2)
TABLES = nb.types.Tuple((_INTS, _array(np.uint8, 1), _array(np.uint16, 2), _INTS2, _array(np.uint16, 2), _INTS))  # type: ignore[no-untyped-call]
"""The type of the tables' tuple (:func:`pokerrank._equity.layout.kernel_tables`)."""
KNOWN_TABLES = nb.types.Tuple(TABLES.types[:3])  # type: ignore[no-untyped-call]
"""The type of :func:`known_tables`' tuple."""
_DEFAULT: Any = nb.types.Omitted
"""An argument left to its default (the Omaha exact kernels' roads, see :func:`_kernel_of`)."""
_BYTES = nb.types.Bytes(nb.uint8, 1, "C", readonly=True)

SIGNATURES = {
    "known_exact": (KNOWN_TABLES, _BYTES, _I64, _I64, _INTS),
    "whole_exact": (TABLES, _INTS, _INTS, _I64, _INTS2, _INTS, _INTS, _I64, _I64),
    "omaha_exact": (TABLES, _INTS, _INTS, _I64, _INTS2, _INTS, _INTS, _I64, _I64, _DEFAULT(True), _DEFAULT(None)),
    "omaha_exact_few": (TABLES, _INTS, _INTS, _I64, _INTS2, _INTS, _INTS, _I64, _I64, _DEFAULT(None), _DEFAULT(True)),
    "whole_sample": (TABLES, _INTS, _INTS, _I64, _INTS2, _array(np.uint32, 1)),
    "omaha_sample": (TABLES, _INTS, _INTS, _I64, _INTS2, _array(np.uint32, 1)),
    "deals_exact": (TABLES, _INTS, _INTS, _INTS, _INTS, _INTS2, _INTS, _INTS2, _I64, _I64),
    "deals_sample": (TABLES, nb.boolean, *(_INTS,) * 4, _INTS2, _INTS, _INTS, _array(np.uint8, 3), _INTS2, _INTS),
}
"""The one signature each kernel is compiled for (see :mod:`pokerrank._compile`; the families
are in :mod:`pokerrank.kernels.families`)."""
