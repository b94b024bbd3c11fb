"""Every pot of an all-in before the flop, exactly, counted by the board's ranks.

An all-in before the flop deals five board cards from the live deck: 1,712,304 boards
heads-up in Hold'em, fewer with cards dead. Almost all of them are worth what their ranks
are worth: a board's suits matter only where one suit holds three or more of its cards and a
player can make a flush of it. :func:`preflop_pots` counts the boards in two passes:

1. **by rank**: every multiset of five ranks the live deck can deal (at most 6,175), valued
   by rank alone (the game's rank table, or Omaha's two hole cards and three board cards by
   rank), weighted by how many boards deal it: the product over its ranks of
   ``C(live cards of the rank, times it is on the board)``;
2. **by flush**: for each suit, every set ``S`` of three to five live cards of that suit on
   which some player makes a flush (Hold'em: ``S`` and their own cards of the suit hold five;
   Omaha: two of their cards are of the suit), times every multiset of the other ``5 - |S|``
   ranks dealt from the other suits' live cards (again weighted by the count of boards): where
   the flush beats a player's value by rank, the first pass's tally of those boards is taken
   back and the right one made. A board of five cards has at most one suit of three or more,
   so no board is corrected twice.

Each board is tallied as the equity kernels tally a deal (:mod:`pokerrank.kernels.equity`):
per pot, among the players who can win it (bit ``p`` of the pot's mask), the best value of
the first side shares the pot, or half of it when a second side (a low) has a value above
its threshold, whose best share the other half; a share is counted in units of
``2 * lcm(1, ..., n_players)`` of a pot. Values come from the game's tables (the tuple
:func:`pokerrank._equity.layout.kernel_tables` builds): ``values[s, slot]`` by rank,
``values[s, SLOTS + ranks]`` of a flush, ``by_rank`` and ``index`` for Omaha, ``rules[s]``
the flush mode and the threshold of each side. A side whose flush replaces the value
(``FLUSH_REPLACES``) is not taken (the caller's general road values those).

Compiled once (``cache=True``), on first use (the family ``results-allin``,
:mod:`pokerrank.kernels.families`); it trusts its input (distinct live cards, hands not in
the live deck).
"""

from __future__ import annotations

from typing import Any

import numba as nb
import numpy as np

from pokerrank.kernels.equity import TABLES
from pokerrank.kernels.equity_constants import SLOTS
from pokerrank.kernels.keyed import hash_slot
from pokerrank.tables.hashing import FLUSH_IGNORED

__all__ = ["JOINT_BITS", "SIGNATURES", "preflop_pots", "rank_rows"]


def _binomials() -> Any:
    table = np.zeros((18, 6), dtype=np.int64)
    for n in range(18):
        table[n, 0] = 1
        for k in range(1, min(n, 5) + 1):
            table[n, k] = table[n - 1, k - 1] + (table[n - 1, k] if k <= n - 1 else 0)
    return table


_BINOM = _binomials()
_POSITIONS = np.array([(a, b, c) for a in range(5) for b in range(a + 1, 5) for c in range(b + 1, 5)], dtype=np.int64)
_RANK_SETS = np.array(
    [[r0, r1, r2, r3, r4]
     for r0 in range(13) for r1 in range(r0, 13) for r2 in range(r1, 13) for r3 in range(r2, 13)
     for r4 in range(r3, 13)],
    dtype=np.int64,
)  # fmt: skip
"""Every multiset of five ranks, sorted, one per row."""


@nb.njit(cache=True, nogil=True, inline="always")
def _winners(raw: Any, rules: Any, eligible: Any) -> Any:
    """The outcome of a board for the pot of the players ``eligible`` (a bit mask), from
    their values by side ``raw[side, player]``: the set of players with the best first side,
    and above it (``<< n_players``) the set with the best qualifying second side (empty: no
    low, the pot is not split). (Numbering the pot's players apart, to make the outcome
    shorter, took three times as long.)"""
    n_sides, n_players = raw.shape
    best: Any = -1
    high = np.int64(0)
    for p in range(n_players):
        if (eligible >> p) & 1:
            v = raw[0, p] if raw[0, p] >= rules[0, 1] else 0
            if v > best:
                best = v
                high = np.int64(1) << p
            elif v == best:
                high |= np.int64(1) << p
    if n_sides == 1:
        return high
    low = np.int64(0)
    lows = np.int64(0)
    for p in range(n_players):
        if (eligible >> p) & 1:
            v = raw[1, p]
            if v < rules[1, 1] or v == 0:
                continue
            if v > low:
                low = v
                lows = np.int64(1) << p
            elif v == low:
                lows |= np.int64(1) << p
    return high | lows << n_players


JOINT_BITS = 20
"""The most bits a board's outcome in every pot together may take (the pots times the sides
times the players): the kernel counts the boards of each such outcome (the variance needs how
the pots go together), in a table of ``2 ** bits`` counts."""


@nb.njit(cache=True, nogil=True, inline="always")
def _count(vals: Any, rules: Any, pots: Any, width: int, hist: Any, weight: Any) -> None:
    """Count ``weight`` boards on which the players' values are ``vals``: by the outcome of
    every pot together, pot ``k``'s (:func:`_winners`) at bit ``k * width``."""
    code = np.int64(0)
    for k in range(pots.shape[0]):
        code |= _winners(vals, rules, pots[k]) << (k * width)
    hist[code] += weight


@nb.njit(cache=True, nogil=True)
def _fold(hist: Any, pots: Any, width: int, n_players: int, unit: int) -> Any:
    """Each pot's shares, each player's boards won alone, shared and lost on the first side,
    and each player's sums over the boards of their share of one pot times their share of
    another, from the counts of :func:`_count`."""
    n_pots = pots.shape[0]
    acc = np.zeros((n_pots, n_players), dtype=np.int64)
    wtl = np.zeros((n_pots, n_players, 3), dtype=np.int64)
    squares = np.zeros((n_players, n_pots, n_pots), dtype=np.int64)
    shares = np.zeros((n_pots, n_players), dtype=np.int64)
    full = (np.int64(1) << n_players) - 1
    for code in range(hist.shape[0]):
        count = hist[code]
        if count == 0:
            continue
        for k in range(n_pots):
            outcome = code >> (k * width)
            high = outcome & full
            lows = (outcome >> n_players) & full if width > n_players else np.int64(0)
            nh: Any = 0
            nl: Any = 0
            for p in range(n_players):
                nh += (high >> p) & 1
                nl += (lows >> p) & 1
            half = unit // 2 if lows else unit
            for p in range(n_players):
                share = 0
                if (pots[k] >> p) & 1:
                    if (high >> p) & 1:
                        share += half // nh
                        wtl[k, p, 0 if nh == 1 else 1] += count
                    else:
                        wtl[k, p, 2] += count
                    if (lows >> p) & 1:
                        share += half // nl
                    acc[k, p] += count * share
                shares[k, p] = share
        for p in range(n_players):
            for k in range(n_pots):
                for j in range(n_pots):
                    squares[p, k, j] += count * shares[k, p] * shares[j, p]
    return acc, wtl, squares


@nb.njit(cache=True, nogil=True)
def _flushes(
    holes: Any, suit: int, ranks: Any, k: int, omaha: bool, values: Any, rules: Any, out: Any
) -> bool:  # fmt: skip
    """``out[s, p]``: the best flush value of player ``p`` for side ``s`` with the ``k`` board
    cards of ``suit`` whose ranks are ``ranks[:k]`` (0: no flush); whether anyone has one."""
    n_players, n_hole = holes.shape
    found = False
    board = 0
    for j in range(k):
        board |= 1 << ranks[j]
    for s in range(out.shape[0]):
        for p in range(n_players):
            out[s, p] = 0
        if rules[s, 0] == FLUSH_IGNORED:
            continue
        for p in range(n_players):
            best = np.int64(0)
            if not omaha:
                mask = board
                for j in range(n_hole):
                    if holes[p, j] & 3 == suit:
                        mask |= 1 << (holes[p, j] >> 2)
                held = 0
                m = mask
                while m:
                    m &= m - 1
                    held += 1
                if held >= 5:
                    best = np.int64(values[s, SLOTS + mask])
            else:
                for a in range(n_hole):
                    if holes[p, a] & 3 != suit:
                        continue
                    for b in range(a + 1, n_hole):
                        if holes[p, b] & 3 != suit:
                            continue
                        pair = (1 << (holes[p, a] >> 2)) | (1 << (holes[p, b] >> 2))
                        for x in range(k):
                            for y in range(x + 1, k):
                                for z in range(y + 1, k):
                                    three = (1 << ranks[x]) | (1 << ranks[y]) | (1 << ranks[z])
                                    best = max(best, np.int64(values[s, SLOTS + (pair | three)]))
            out[s, p] = best
            found = found or bool(best > 0)
    return found


@nb.njit(cache=True, nogil=True)
def rank_rows(displacement: Any) -> Any:
    """``rows[slot]``: the row of :data:`_RANK_SETS` whose rank key the tables' perfect hash
    puts at ``slot`` (-1: none), or an empty array where two rows share a slot (the hash
    does not tell them apart: :func:`preflop_pots` cannot take the tables)."""
    rows = np.full(SLOTS, -1, dtype=np.int32)
    for row in range(_RANK_SETS.shape[0]):
        key = np.int64(0)
        for i in range(5):
            key += np.int64(1) << (3 * _RANK_SETS[row, i])
        slot = hash_slot(key, displacement)
        if rows[slot] >= 0:
            return np.zeros(0, dtype=np.int32)
        rows[slot] = row
    return rows


@nb.njit(cache=True, nogil=True)
def preflop_pots(tables: Any, rows: Any, holes: Any, bests: Any, live: Any, pots: Any, omaha: bool, unit: int) -> Any:
    """Every five-card board of the cards of ``live`` (bit ``c``: card ``c``), each pot of
    ``pots`` (bit ``p``: player ``p`` can win it) shared among its players' hands ``holes``
    (one row per player; ``omaha``: exactly two hole cards and three board cards play);
    ``rows``: :func:`rank_rows` of the tables; ``bests[p, s, triple]`` (Omaha): player ``p``'s
    best value of side ``s`` by rank with the board ranks ``triple`` (the best of their pairs
    of hole cards with it in the tables' ``by_rank``).

    Returns ``(deals, shares, wtl, squares)``: the boards; ``shares[k, p]`` player ``p``'s
    share of pot ``k`` summed over the boards, in units of ``unit`` (a whole pot: ``2 *
    lcm(1, ..., n_players)``, so that every share of a board is whole); ``wtl[k, p]`` the
    boards on which ``p`` has the first side's best alone, shares it, or not;
    ``squares[p, k, j]`` the sum over the boards of ``p``'s share of pot ``k`` times their
    share of pot ``j`` (the variance of their winnings). The pots times the sides times the
    players must be at most :data:`JOINT_BITS`.

    The passes: the values by rank of every multiset (``raw``) and how many boards deal it
    (``weight``); then the boards of a flush, each tallied with its flushes and counted in
    ``taken`` against its multiset; then every multiset's other boards, by rank."""
    displacement = tables[1]
    values = tables[2]
    rules = tables[3]
    index = tables[5]
    n_players, n_hole = holes.shape
    n_sides = values.shape[0]
    n_rows = _RANK_SETS.shape[0]
    live_rank = np.zeros(13, dtype=np.int64)
    for c in range(52):
        if (live >> c) & 1:
            live_rank[c >> 2] += 1
    keys = np.zeros(n_players, dtype=np.int64)
    for p in range(n_players):
        for j in range(n_hole):
            keys[p] += np.int64(1) << (3 * (holes[p, j] >> 2))
    raw = np.empty((n_rows, n_sides, n_players), dtype=np.int64)
    weights = np.zeros(n_rows, dtype=np.int64)
    taken = np.zeros(n_rows, dtype=np.int64)
    n_pots = pots.shape[0]
    width = n_sides * n_players
    hist = np.zeros(np.int64(1) << (width * n_pots), dtype=np.int64)
    tri = np.zeros(10, dtype=np.int64)
    deals = np.int64(0)
    # 1. every multiset of five ranks the live cards deal: how many boards, the values by rank
    for row in range(n_rows):
        ranks = _RANK_SETS[row]
        weight = np.int64(1)
        run = 1
        for i in range(1, 6):
            if i < 5 and ranks[i] == ranks[i - 1]:
                run += 1
                continue
            weight *= _BINOM[live_rank[ranks[i - 1]], run]
            run = 1
        weights[row] = weight
        if weight == 0:
            continue
        deals += weight
        value = raw[row]
        if omaha:
            for t in range(10):
                x, y, z = ranks[_POSITIONS[t, 0]], ranks[_POSITIONS[t, 1]], ranks[_POSITIONS[t, 2]]
                tri[t] = index[169 + x * 169 + y * 13 + z]
            for p in range(n_players):
                for s in range(n_sides):
                    side = bests[p, s]
                    v = side[tri[0]]
                    for t in range(1, 10):
                        v = max(v, side[tri[t]])
                    value[s, p] = v
        else:
            key = np.int64(0)
            for i in range(5):
                key += np.int64(1) << (3 * ranks[i])
            for p in range(n_players):
                slot = hash_slot(key + keys[p], displacement)
                for s in range(n_sides):
                    value[s, p] = values[s, slot]
    # 2. the boards of three to five cards of one suit on which someone makes a flush of it
    flush = np.zeros((n_sides, n_players), dtype=np.int64)
    after = np.zeros((n_sides, n_players), dtype=np.int64)
    suited = np.zeros(13, dtype=np.int64)
    chosen = np.zeros(5, dtype=np.int64)
    picked = np.zeros(5, dtype=np.int64)
    off_keys = np.zeros(91, dtype=np.int64)
    off_weights = np.zeros(91, dtype=np.int64)
    for suit in range(4):
        n_suited = 0
        for r in range(13):
            if (live >> (4 * r + suit)) & 1:
                suited[n_suited] = r
                n_suited += 1
        for k in range(3, min(5, n_suited) + 1):
            n_off = _off_suit(live, live_rank, suit, 5 - k, off_keys, off_weights)
            for j in range(k):
                chosen[j] = j
            while True:
                for j in range(k):
                    picked[j] = suited[chosen[j]]
                if _flushes(holes, suit, picked, k, omaha, values, rules, flush):
                    suited_key = np.int64(0)
                    for j in range(k):
                        suited_key += np.int64(1) << (3 * picked[j])
                    for m in range(n_off):
                        row = rows[hash_slot(suited_key + off_keys[m], displacement)]
                        value = raw[row]
                        for s in range(n_sides):
                            for p in range(n_players):
                                after[s, p] = max(value[s, p], flush[s, p])
                        weight = off_weights[m]
                        taken[row] += weight
                        _count(after, rules, pots, width, hist, weight)
                # the next k-subset of the suit's live ranks
                j = k - 1
                while j >= 0 and chosen[j] == n_suited - k + j:
                    j -= 1
                if j < 0:
                    break
                chosen[j] += 1
                for i in range(j + 1, k):
                    chosen[i] = chosen[i - 1] + 1
    # 3. every other board: by rank
    for row in range(n_rows):
        weight = weights[row] - taken[row]
        if weight:
            _count(raw[row], rules, pots, width, hist, weight)
    acc, wtl, squares = _fold(hist, pots, width, n_players, unit)
    return deals, acc, wtl, squares


@nb.njit(cache=True, nogil=True)
def _off_suit(live: Any, live_rank: Any, suit: int, rest: int, keys: Any, weights: Any) -> int:
    """Every multiset of ``rest`` ranks (0 to 2) dealt from the live cards of the suits other
    than ``suit``: its rank key and how many sets of cards deal it; returns how many."""
    other = np.zeros(13, dtype=np.int64)
    for r in range(13):
        other[r] = live_rank[r] - ((live >> (4 * r + suit)) & 1)
    if rest == 0:
        keys[0] = 0
        weights[0] = 1
        return 1
    n = 0
    for r1 in range(13):
        if other[r1] == 0:
            continue
        if rest == 1:
            keys[n] = np.int64(1) << (3 * r1)
            weights[n] = other[r1]
            n += 1
            continue
        for r2 in range(r1, 13):
            w = other[r1] * (other[r1] - 1) // 2 if r2 == r1 else other[r1] * other[r2]
            if w == 0:
                continue
            keys[n] = (np.int64(1) << (3 * r1)) + (np.int64(1) << (3 * r2))
            weights[n] = w
            n += 1
    return n


_INTS = nb.types.Array(nb.int64, 1, "C")
_INTS2 = nb.types.Array(nb.int64, 2, "C")
SIGNATURES = {
    "rank_rows": (nb.types.Array(nb.uint8, 1, "C"),),
    "preflop_pots": (
        TABLES,
        nb.types.Array(nb.int32, 1, "C"),
        _INTS2,
        nb.types.Array(nb.uint16, 3, "C"),
        nb.int64,
        _INTS,
        nb.boolean,
        nb.int64,
    ),
}
"""The one signature each kernel is compiled for (see :mod:`pokerrank._compile`)."""
