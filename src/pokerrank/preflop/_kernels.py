"""Numba kernels of the preflop tables: per board, rank every hole-card pair once.

Hands are valued with the keyed scheme of :mod:`pokerrank.kernels.keyed`: a board's key is
the sum of its cards' keys, a hole pair adds two more, a perfect hash of the rank counters
reads the rank table, and when a suit counter reaches five the ranks held in that suit read
the flush table (the better value wins: every ranking here is ``FLUSH_BEST``).

Counting without one showdown per pair of hands: on one board the live hole pairs are
sorted by value and walked from the weakest up, one group of equal values at a time. Before
a group, ``below`` counts the pairs already passed (all weaker) and ``below_card[c]`` those of
them holding card ``c``; a pair (a, b) then beats ``below - below_card[a] - below_card[b]``
opponent pairs (no weaker pair holds both a and b: that would be (a, b) itself), and ties
the pairs of its own group that avoid a and b, counted the same way within the group. The
matchup kernel keeps these counts per class, so a pair adds one row of class counts.

Each kernel is compiled with ``nogil`` for the one signature in ``SIGNATURES`` (the
families in :mod:`pokerrank.kernels.families`), and handles one *chunk* of a task: the rows
(boards or sampling units) ``chunk, chunk + n_chunks, ...``. The wrappers run the chunks on
the shared thread pool (:func:`pokerrank._compile.run_items`), each chunk with working
arrays of its own, and add up the chunks' counts. (numba's ``parallel=True`` took several
times as long to compile, and runs no faster: ``benchmarks/LOG.md``.)

These kernels trust their input: codes below 64, boards of distinct cards, class numbers
in range. The package's API validates once at the edge.
"""

from __future__ import annotations

from typing import Any

import numba as nb
import numpy as np
import numpy.typing as npt

from pokerrank._compile import run_items, thread_count
from pokerrank.kernels.bundles import frozen
from pokerrank.kernels.keyed import FLUSH_BITS64, FLUSH_INIT64, flush_suit, hash_slot
from pokerrank.kernels.types import Codes, Int64s

__all__ = [
    "SIGNATURES",
    "combo_boards",
    "matchup_boards",
    "pair_values",
    "sample_matchups",
    "sample_vs_random",
    "vs_random_boards",
]

Values = npt.NDArray[np.uint16]
"""A rank or flush table."""
States = npt.NDArray[np.uint64]
"""Random-number generator states."""

_PAIR_BITS = 16  # a pair's number fits below the value in one sort key
_PAIR_MASK = (1 << _PAIR_BITS) - 1
_PAIRWISE_TIES = 96  # groups up to this size count their ties pair by pair

# SplitMix64 (Steele, Lea and Flood 2014), in unsigned arithmetic throughout.
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_S30, _S27, _S31, _S32 = np.uint64(30), np.uint64(27), np.uint64(31), np.uint64(32)
_LOW32 = np.uint64(0xFFFFFFFF)
_TWO32 = np.uint64(1 << 32)


@nb.njit(cache=True)
def _value(
    key: np.int64, suit_masks: Any, a: np.int64, b: np.int64, displacement: Codes, rank_values: Values,
    flush_values: Values,
) -> np.int64:  # fmt: skip
    """The value of a board (suit rank masks ``suit_masks``) plus cards ``a``, ``b``; ``key``
    is the sum of the seven cards' keys."""
    value = np.int64(rank_values[hash_slot(key, displacement)])
    if key & FLUSH_BITS64:
        suit = flush_suit(key)  # the one suit of five or more among seven cards
        mask = suit_masks[suit]
        if (a & 3) == suit:
            mask |= np.int64(1) << (a >> 2)
        if (b & 3) == suit:
            mask |= np.int64(1) << (b >> 2)
        flush = np.int64(flush_values[mask])
        if flush > value:
            value = flush
    return value


@nb.njit(cache=True, inline="always")
def _board_setup(board: Any, card_keys: Int64s, suit_masks: Any) -> tuple[np.int64, np.int64]:
    """The board's key and card mask; fills ``suit_masks`` with its ranks per suit."""
    key = FLUSH_INIT64
    used = np.int64(0)
    for s in range(4):
        suit_masks[s] = 0
    for j in range(board.shape[0]):
        c = np.int64(board[j])
        key += card_keys[c]
        used |= np.int64(1) << c
        suit_masks[c & 3] |= np.int64(1) << (c >> 2)
    return key, used


@nb.njit(cache=True, inline="always")
def _sorted_live(
    board: Any, pair_a: Int64s, pair_b: Int64s, pair_class: Int64s, card_keys: Int64s, displacement: Codes,
    rank_values: Values, flush_values: Values, suit_masks: Any, packed: Any, order: Any, counts: Any,
) -> int:  # fmt: skip
    """Fills ``order`` with the live pairs of one board (avoiding it, class >= 0) as
    ``value << 16 | pair``, by value ascending (a counting sort: ``counts`` has a slot per
    value and is left zeroed); returns how many."""
    key, used = _board_setup(board, card_keys, suit_masks)
    m = 0
    for p in range(pair_a.shape[0]):
        a, b = pair_a[p], pair_b[p]
        if pair_class[p] < 0 or ((used >> a) | (used >> b)) & 1:
            continue
        v = _value(key + card_keys[a] + card_keys[b], suit_masks, a, b, displacement, rank_values, flush_values)
        packed[m] = (v << _PAIR_BITS) | p
        counts[v] += 1
        m += 1
    total = 0
    for level in range(counts.shape[0]):
        c = counts[level]
        counts[level] = total
        total += c
    for i in range(m):
        v = packed[i] >> _PAIR_BITS
        order[counts[v]] = packed[i]
        counts[v] += 1
    for level in range(counts.shape[0]):
        counts[level] = 0
    return m


@nb.njit(cache=True, inline="always")
def _group_end(order: Int64s, start: int, m: int) -> int:
    """Where the group of equal values that starts at ``start`` in ``order[:m]`` (sorted,
    ``value << 16 | pair``) ends."""
    value = order[start] >> _PAIR_BITS
    stop = start + 1
    while stop < m and order[stop] >> _PAIR_BITS == value:
        stop += 1
    return stop


@nb.njit(cache=True, nogil=True)
def _pair_values(
    boards: Codes, pair_a: Int64s, pair_b: Int64s, card_keys: Int64s, displacement: Codes, rank_values: Values,
    flush_values: Values, masks: Int64s, out: Int64s,
) -> None:  # fmt: skip
    for i in range(boards.shape[0]):
        key, used = _board_setup(boards[i], card_keys, masks)
        for p in range(pair_a.shape[0]):
            a, b = pair_a[p], pair_b[p]
            if ((used >> a) | (used >> b)) & 1:
                out[i, p] = -1
            else:
                out[i, p] = _value(
                    key + card_keys[a] + card_keys[b], masks, a, b, displacement, rank_values, flush_values
                )


def pair_values(
    boards: Codes, pair_a: Int64s, pair_b: Int64s, card_keys: Int64s, displacement: Codes, rank_values: Values,
    flush_values: Values,
) -> Int64s:  # fmt: skip
    """``out[i, p]`` = the value of board ``i`` with pair ``p``, or -1 where they share a card
    (a check of the value function; the tables do not use it)."""
    out = np.empty((boards.shape[0], pair_a.shape[0]), dtype=np.int64)
    masks = np.zeros(4, dtype=np.int64)
    _run(_pair_values, boards, pair_a, pair_b, card_keys, displacement, rank_values, flush_values, masks, out)
    return out


def _chunks(n: int, threads: int | None) -> int:
    """Chunks of ``n`` rows: four per thread, so that the threads finish close together."""
    return max(1, min(n, 4 * (threads or thread_count())))


def _run(kernel: Any, *args: Any) -> Any:
    """Call a compiled kernel (numba's dispatchers are untyped for mypy)."""
    return kernel(*args)


def _tables(tables: tuple[Any, ...]) -> tuple[Any, ...]:
    """(card keys, displacement, rank values, flush values) as the kernels' signatures take them."""
    keys, displacement, rank_values, flush_values = tables
    return (
        frozen(keys, np.int64), frozen(displacement, np.uint8), frozen(rank_values, np.uint16),
        frozen(flush_values, np.uint16),
    )  # fmt: skip


def _chunked(kernel: Any, n_chunks: int, threads: int | None, *args: Any) -> None:
    """``kernel(*args, chunk, n_chunks)`` for every chunk, on the shared thread pool."""
    run_items(range(n_chunks), lambda chunk: kernel(*args, chunk, n_chunks), threads=threads)


class _Scratch:
    """Per-chunk working arrays, made here in numpy (an allocation inside a kernel costs
    compile time, and would run once per chunk all the same)."""

    def __init__(self, n_chunks: int, n_pairs: int, tables: tuple[Any, ...]) -> None:
        n_values = int(max(int(tables[2].max()), int(tables[3].max()))) + 1
        self.masks = np.zeros((n_chunks, 4), dtype=np.int64)
        self.packed = np.empty((n_chunks, n_pairs), dtype=np.int64)
        self.order = np.empty((n_chunks, n_pairs), dtype=np.int64)
        self.counts = np.zeros((n_chunks, n_values), dtype=np.int64)


@nb.njit(cache=True, nogil=True)
def vs_random_chunk(
    boards: Codes, weights: Int64s, pair_a: Int64s, pair_b: Int64s, pair_class: Int64s, opponents: int,
    card_keys: Int64s, displacement: Codes, rank_values: Values, flush_values: Values, masks: Int64s,
    packed: Int64s, ordered: Int64s, counts: Int64s, cards: Int64s, acc: Int64s, chunk: int, n_chunks: int,
) -> None:  # fmt: skip
    """Adds to ``acc[chunk]`` the wins, ties and losses per class of the boards ``chunk,
    chunk + n_chunks, ...`` (see :func:`vs_random_boards`)."""
    n = boards.shape[0]
    below_card = cards[chunk, 0]
    group_card = cards[chunk, 1]
    order = ordered[chunk]
    local = acc[chunk]
    for i in range(chunk, n, n_chunks):
        w = weights[i]
        m = _sorted_live(
            boards[i], pair_a, pair_b, pair_class, card_keys, displacement, rank_values, flush_values,
            masks[chunk], packed[chunk], order, counts[chunk],
        )  # fmt: skip
        below = 0
        for c in range(64):
            below_card[c] = 0
        start = 0
        while start < m:
            stop = _group_end(order, start, m)
            size = stop - start
            for k in range(start, stop):
                p = order[k] & _PAIR_MASK
                group_card[pair_a[p]] += 1
                group_card[pair_b[p]] += 1
            for k in range(start, stop):
                p = order[k] & _PAIR_MASK
                a, b = pair_a[p], pair_b[p]
                wins = below - below_card[a] - below_card[b]
                ties = size - group_card[a] - group_card[b] + 1
                c = pair_class[p]
                local[c, 0] += w * wins
                local[c, 1] += w * ties
                local[c, 2] += w * (opponents - wins - ties)
            for k in range(start, stop):
                p = order[k] & _PAIR_MASK
                a, b = pair_a[p], pair_b[p]
                below_card[a] += 1
                below_card[b] += 1
                group_card[a] = 0
                group_card[b] = 0
            below += size
            start = stop


def vs_random_boards(
    boards: Codes, weights: Int64s, pair_a: Int64s, pair_b: Int64s, pair_class: Int64s, n_classes: int,
    opponents: int, tables: tuple[Any, ...], threads: int | None = None,
) -> Int64s:  # fmt: skip
    """Wins, ties and losses ``(n_classes, 3)`` of each class against every opponent pair,
    summed over the boards (board ``i`` counted ``weights[i]`` times). ``opponents``: the
    opponent pairs each hole pair meets on a board (C(deck - 7, 2)). ``threads``: at most
    this many threads (default :func:`~pokerrank._compile.thread_count`)."""
    n_chunks = _chunks(len(boards), threads)
    scratch = _Scratch(n_chunks, len(pair_a), tables)
    cards = np.zeros((n_chunks, 2, 64), dtype=np.int64)
    acc = np.zeros((n_chunks, n_classes, 3), dtype=np.int64)
    _chunked(
        vs_random_chunk, n_chunks, threads, frozen(boards, np.uint8), frozen(weights, np.int64),
        *_pairs(pair_a, pair_b, pair_class), int(opponents), *_tables(tables),
        scratch.masks, scratch.packed, scratch.order, scratch.counts, cards, acc,
    )  # fmt: skip
    return np.asarray(acc.sum(axis=0), dtype=np.int64)


def _pairs(*arrays: Int64s) -> list[Int64s]:
    return [frozen(x, np.int64) for x in arrays]


@nb.njit(cache=True, nogil=True)
def matchups_chunk(
    boards: Codes, weights: Int64s, pair_a: Int64s, pair_b: Int64s, pair_class: Int64s, card_keys: Int64s,
    displacement: Codes, rank_values: Values, flush_values: Values, masks: Int64s, packed: Int64s, ordered: Int64s,
    counts: Int64s, by_class: Int64s, by_card: Int64s, acc: Int64s, chunk: int, n_chunks: int,
) -> None:  # fmt: skip
    """Adds to ``acc[chunk]`` the class-against-class wins and ties of the boards ``chunk,
    chunk + n_chunks, ...`` (see :func:`matchup_boards`)."""
    n = boards.shape[0]
    k_classes = acc.shape[2]
    below = by_class[chunk, 0]
    group = by_class[chunk, 1]
    below_card = by_card[chunk, 0]
    group_card = by_card[chunk, 1]
    order = ordered[chunk]
    wins = acc[chunk, 0]
    ties = acc[chunk, 1]
    for i in range(chunk, n, n_chunks):
        w = weights[i]
        m = _sorted_live(
            boards[i], pair_a, pair_b, pair_class, card_keys, displacement, rank_values, flush_values,
            masks[chunk], packed[chunk], order, counts[chunk],
        )  # fmt: skip
        for y in range(k_classes):
            below[y] = 0
            for c in range(64):
                below_card[c, y] = 0
        start = 0
        while start < m:
            stop = _group_end(order, start, m)
            size = stop - start
            big = size > _PAIRWISE_TIES
            if big:
                for k in range(start, stop):
                    p = order[k] & _PAIR_MASK
                    c = pair_class[p]
                    group[c] += 1
                    group_card[pair_a[p], c] += 1
                    group_card[pair_b[p], c] += 1
            for k in range(start, stop):
                p = order[k] & _PAIR_MASK
                a, b, x = pair_a[p], pair_b[p], pair_class[p]
                row = wins[x]
                ba, bb = below_card[a], below_card[b]
                for y in range(k_classes):
                    row[y] += w * (below[y] - ba[y] - bb[y])
                if big:
                    trow = ties[x]
                    ga, gb = group_card[a], group_card[b]
                    for y in range(k_classes):
                        trow[y] += w * (group[y] - ga[y] - gb[y])
                    trow[x] += w  # the pair itself was taken off twice
                elif size > 1:
                    for k2 in range(start, stop):
                        q = order[k2] & _PAIR_MASK
                        c2, d2 = pair_a[q], pair_b[q]
                        if c2 != a and c2 != b and d2 != a and d2 != b:
                            ties[x, pair_class[q]] += w
            for k in range(start, stop):
                p = order[k] & _PAIR_MASK
                a, b, c = pair_a[p], pair_b[p], pair_class[p]
                below[c] += 1
                below_card[a, c] += 1
                below_card[b, c] += 1
                if big:
                    group[c] = 0
                    group_card[a, c] = 0
                    group_card[b, c] = 0
            start = stop


def matchup_boards(
    boards: Codes, weights: Int64s, pair_a: Int64s, pair_b: Int64s, pair_class: Int64s, n_classes: int,
    tables: tuple[Any, ...], threads: int | None = None,
) -> Int64s:  # fmt: skip
    """``(2, K, K)``: ``[0, x, y]`` how often a pair of class x beats a disjoint pair of class
    y, ``[1, x, y]`` how often they tie, summed over the boards with their weights. Pairs of
    class -1 take no part."""
    n_chunks = _chunks(len(boards), threads)
    scratch = _Scratch(n_chunks, len(pair_a), tables)
    by_class = np.zeros((n_chunks, 2, n_classes), dtype=np.int64)
    by_card = np.zeros((n_chunks, 2, 64, n_classes), dtype=np.int64)
    acc = np.zeros((n_chunks, 2, n_classes, n_classes), dtype=np.int64)
    _chunked(
        matchups_chunk, n_chunks, threads, frozen(boards, np.uint8), frozen(weights, np.int64),
        *_pairs(pair_a, pair_b, pair_class), *_tables(tables),
        scratch.masks, scratch.packed, scratch.order, scratch.counts, by_class, by_card, acc,
    )  # fmt: skip
    return np.asarray(acc.sum(axis=0), dtype=np.int64)


@nb.njit(cache=True, nogil=True)
def combos_chunk(
    boards: Codes, weights: Int64s, pair_a: Int64s, pair_b: Int64s, card_keys: Int64s, displacement: Codes,
    rank_values: Values, flush_values: Values, masks: Int64s, scratch: Int64s, acc: Int64s, chunk: int,
    n_chunks: int,
) -> None:  # fmt: skip
    """Adds to ``acc[chunk]`` the pair-against-pair wins and ties of the boards ``chunk,
    chunk + n_chunks, ...`` (see :func:`combo_boards`)."""
    n = boards.shape[0]
    m = pair_a.shape[0]
    values = scratch[chunk]
    for i in range(chunk, n, n_chunks):
        w = weights[i]
        key, used = _board_setup(boards[i], card_keys, masks[chunk])
        for p in range(m):
            a, b = pair_a[p], pair_b[p]
            if ((used >> a) | (used >> b)) & 1:
                values[p] = -1
            else:
                values[p] = _value(
                    key + card_keys[a] + card_keys[b], masks[chunk], a, b, displacement, rank_values, flush_values
                )
        for p in range(m):
            if values[p] < 0:
                continue
            a, b = pair_a[p], pair_b[p]
            for q in range(m):
                c, d = pair_a[q], pair_b[q]
                if values[q] < 0 or c in (a, b) or d in (a, b):
                    continue
                if values[p] > values[q]:
                    acc[chunk, 0, p, q] += w
                elif values[p] == values[q]:
                    acc[chunk, 1, p, q] += w


def combo_boards(
    boards: Codes, weights: Int64s, pair_a: Int64s, pair_b: Int64s, tables: tuple[Any, ...],
    threads: int | None = None,
) -> Int64s:  # fmt: skip
    """``(2, M, M)``: wins and ties of hole pair p against disjoint hole pair q, showdown by
    showdown (for a few pairs: the cost is M * M per board)."""
    n_chunks = _chunks(len(boards), threads)
    m = len(pair_a)
    masks = np.zeros((n_chunks, 4), dtype=np.int64)
    scratch = np.empty((n_chunks, m), dtype=np.int64)
    acc = np.zeros((n_chunks, 2, m, m), dtype=np.int64)
    _chunked(
        combos_chunk, n_chunks, threads, frozen(boards, np.uint8), frozen(weights, np.int64),
        *_pairs(pair_a, pair_b), *_tables(tables), masks, scratch, acc,
    )  # fmt: skip
    return np.asarray(acc.sum(axis=0), dtype=np.int64)


# -- Monte Carlo ------------------------------------------------------------------------------


@nb.njit(cache=True)
def _mix(z: np.uint64) -> np.uint64:
    z = (z ^ (z >> _S30)) * _MIX1
    z = (z ^ (z >> _S27)) * _MIX2
    return z ^ (z >> _S31)


@nb.njit(cache=True)
def stream_state(seed: np.uint64, stream: np.uint64) -> np.uint64:
    """The starting state of one random stream: a mix of the seed and the stream's number."""
    return _mix(_mix(seed + _GOLDEN) ^ (stream * _GOLDEN + _GOLDEN))


@nb.njit(cache=True)
def _accept(m: np.uint64, n: np.uint64) -> bool:
    """Lemire's test: keep the multiply-shift draw ``m`` below ``n`` only outside the
    2**32 mod n low values that would make some results more likely than others."""
    low = m & _LOW32
    return bool(low >= n or low >= (_TWO32 - n) % n)


@nb.njit(cache=True)
def _two_below(state: Any, n1: np.uint64, n2: np.uint64) -> tuple[np.int64, np.int64]:
    """Two independent uniform integers, below ``n1`` and below ``n2``, from the two halves of
    one SplitMix64 output (both redrawn when either would be biased); ``state[0]`` advances."""
    while True:
        state[0] += _GOLDEN
        z = _mix(state[0])
        m1 = (z >> _S32) * n1
        m2 = (z & _LOW32) * n2
        if _accept(m1, n1) and _accept(m2, n2):
            return np.int64(m1 >> _S32), np.int64(m2 >> _S32)


@nb.njit(cache=True)
def _draw_board(state: Any, deck: Int64s, used: np.int64, card_keys: Int64s, masks: Any) -> np.int64:
    """Five cards of ``deck`` outside ``used``, each uniform over the cards still free;
    returns the board's key and fills ``masks`` with its ranks per suit."""
    n = np.uint64(deck.shape[0])
    key = FLUSH_INIT64
    for s in range(4):
        masks[s] = 0
    drawn = 0
    while drawn < 5:
        i, j = _two_below(state, n, n)
        for c in (deck[i], deck[j]):
            if drawn < 5 and not (used >> c) & 1:
                used |= np.int64(1) << c
                key += card_keys[c]
                masks[c & 3] |= np.int64(1) << (c >> 2)
                drawn += 1
    return key


@nb.njit(cache=True, inline="always")
def _duel(
    state: States, deck: Int64s, used: np.int64, card_keys: Int64s, masks: Int64s, a: np.int64, b: np.int64,
    c: np.int64, d: np.int64, displacement: Codes, rank_values: Values, flush_values: Values,
) -> int:  # fmt: skip
    """Deals the rest of a board around the cards ``used`` and shows down hole cards ``a, b``
    against ``c, d``: 1, 0 or -1 as the first wins, ties or loses."""
    key = _draw_board(state, deck, used, card_keys, masks)
    mine = _value(key + card_keys[a] + card_keys[b], masks, a, b, displacement, rank_values, flush_values)
    theirs = _value(key + card_keys[c] + card_keys[d], masks, c, d, displacement, rank_values, flush_values)
    return 1 if mine > theirs else 0 if mine == theirs else -1


@nb.njit(cache=True, nogil=True)
def sample_vs_random_chunk(
    units: Int64s, seed: np.uint64, block: int, samples: int, deck: Int64s, class_start: Int64s, combo_a: Int64s,
    combo_b: Int64s, card_keys: Int64s, displacement: Codes, rank_values: Values, flush_values: Values,
    states: States, all_masks: Int64s, out: Int64s, chunk: int, n_chunks: int,
) -> None:  # fmt: skip
    """The units ``chunk, chunk + n_chunks, ...`` of :func:`sample_vs_random`."""
    n_deck = np.uint64(deck.shape[0])
    for u in range(chunk, units.shape[0], n_chunks):
        x, blk = units[u, 0], units[u, 1]
        state = states[u : u + 1]
        state[0] = stream_state(seed, np.uint64(x) << np.uint64(32) | np.uint64(blk))
        masks = all_masks[u]
        first = class_start[x]
        n_combos = np.uint64(class_start[x + 1] - first)
        count = min(block, samples - blk * block)
        for _ in range(count):
            h, i = _two_below(state, n_combos, n_deck)
            h += first
            a, b = combo_a[h], combo_b[h]
            c = deck[i]
            while c in (a, b):
                i, _ = _two_below(state, n_deck, n_deck)
                c = deck[i]
            used = (np.int64(1) << a) | (np.int64(1) << b) | (np.int64(1) << c)
            while True:
                i, j = _two_below(state, n_deck, n_deck)
                d = deck[i]
                if not (used >> d) & 1:
                    break
                d = deck[j]
                if not (used >> d) & 1:
                    break
            used |= np.int64(1) << d
            result = _duel(state, deck, used, card_keys, masks, a, b, c, d, displacement, rank_values, flush_values)
            out[u, 1 - result] += 1  # wins, ties, losses


def sample_vs_random(
    units: Int64s, seed: int, block: int, samples: int, deck: Int64s, class_start: Int64s, combo_a: Int64s,
    combo_b: Int64s, tables: tuple[Any, ...], threads: int | None = None,
) -> Int64s:  # fmt: skip
    """Sampled showdowns of a class against one random hand. Each row of ``units`` is
    (class, block): block b holds samples ``b * block`` up to ``samples`` of that class and
    draws from its own stream, so the counts do not depend on how units are grouped or
    threaded. Returns wins, ties, losses per unit."""
    args = (np.uint64(seed), int(block), int(samples), *_pairs(deck, class_start, combo_a, combo_b))
    return _sampled(sample_vs_random_chunk, units, args, tables, threads)


@nb.njit(cache=True, nogil=True)
def sample_matchups_chunk(
    units: Int64s, n_all: int, seed: np.uint64, block: int, samples: int, deck: Int64s, class_start: Int64s,
    combo_a: Int64s, combo_b: Int64s, card_keys: Int64s, displacement: Codes, rank_values: Values,
    flush_values: Values, states: States, all_masks: Int64s, out: Int64s, chunk: int, n_chunks: int,
) -> None:  # fmt: skip
    """The units ``chunk, chunk + n_chunks, ...`` of :func:`sample_matchups`."""
    for u in range(chunk, units.shape[0], n_chunks):
        x, y, blk = units[u, 0], units[u, 1], units[u, 2]
        state = states[u : u + 1]
        stream = (np.uint64(x * n_all + y) << np.uint64(32)) | np.uint64(blk)
        state[0] = stream_state(seed, stream)
        masks = all_masks[u]
        fx, fy = class_start[x], class_start[y]
        nx, ny = np.uint64(class_start[x + 1] - fx), np.uint64(class_start[y + 1] - fy)
        count = min(block, samples - blk * block)
        for _ in range(count):
            while True:
                h, o = _two_below(state, nx, ny)
                a, b, c, d = combo_a[fx + h], combo_b[fx + h], combo_a[fy + o], combo_b[fy + o]
                if c != a and c != b and d != a and d != b:
                    break
            used = (np.int64(1) << a) | (np.int64(1) << b) | (np.int64(1) << c) | (np.int64(1) << d)
            result = _duel(state, deck, used, card_keys, masks, a, b, c, d, displacement, rank_values, flush_values)
            out[u, 1 - result] += 1  # wins, ties, losses


def sample_matchups(
    units: Int64s, n_all: int, seed: int, block: int, samples: int, deck: Int64s, class_start: Int64s,
    combo_a: Int64s, combo_b: Int64s, tables: tuple[Any, ...], threads: int | None = None,
) -> Int64s:  # fmt: skip
    """Sampled showdowns of class x against class y: rows of ``units`` are (x, y, block), with
    one stream per row as in :func:`sample_vs_random`; ``n_all`` numbers the streams."""
    args = (int(n_all), np.uint64(seed), int(block), int(samples), *_pairs(deck, class_start, combo_a, combo_b))
    return _sampled(sample_matchups_chunk, units, args, tables, threads)


def _sampled(
    kernel: Any, units: Int64s, args: tuple[Any, ...], tables: tuple[Any, ...], threads: int | None
) -> Int64s:  # fmt: skip
    """Runs a sampling kernel over ``units`` with its arguments and the tables, a generator
    state and four suit masks per unit: wins, ties and losses per unit."""
    n = len(units)
    out = np.zeros((n, 3), dtype=np.int64)
    states, masks = np.zeros(n, dtype=np.uint64), np.zeros((n, 4), dtype=np.int64)
    n_chunks = _chunks(n, threads)
    _chunked(kernel, n_chunks, threads, frozen(units, np.int64), *args, *_tables(tables), states, masks, out)
    return out


_R = nb.types.Array(nb.int64, 1, "C", readonly=True)
_R2 = nb.types.Array(nb.int64, 2, "C", readonly=True)
_BOARDS = nb.types.Array(nb.uint8, 2, "C", readonly=True)
_BYTES = nb.types.Array(nb.uint8, 1, "C", readonly=True)
_VALUES = nb.types.Array(nb.uint16, 1, "C", readonly=True)
_TABLES = (_R, _BYTES, _VALUES, _VALUES)
_W1, _W2, _W3, _W4 = (nb.types.Array(nb.int64, d, "C") for d in (1, 2, 3, 4))
_I = nb.int64
_SAMPLED = (_R, _R, _R, _R, *_TABLES, nb.types.Array(nb.uint64, 1, "C"), _W2, _W2, _I, _I)

SIGNATURES = {
    "vs_random_chunk": (_BOARDS, _R, _R, _R, _R, _I, *_TABLES, _W2, _W2, _W2, _W2, _W3, _W3, _I, _I),
    "matchups_chunk": (_BOARDS, _R, _R, _R, _R, *_TABLES, _W2, _W2, _W2, _W2, _W3, _W4, _W4, _I, _I),
    "combos_chunk": (_BOARDS, _R, _R, _R, *_TABLES, _W2, _W2, _W4, _I, _I),
    "sample_vs_random_chunk": (_R2, nb.uint64, _I, _I, *_SAMPLED),
    "sample_matchups_chunk": (_R2, _I, nb.uint64, _I, _I, *_SAMPLED),
}
"""The one signature each kernel is compiled for (see :mod:`pokerrank._compile`)."""
