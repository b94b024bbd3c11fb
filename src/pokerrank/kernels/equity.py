"""Equity kernels: every deal of the unseen cards (exact) or a seeded sample of them.

A *deal* fills the missing cards of the board and of each player's hand from the
remaining deck. The missing cards are *positions* ``0 .. K-1``; each position belongs to a
*group* (0 = the board, ``1 + p`` = player ``p``'s hand) and the positions of one group
are consecutive. Cards inside a group are unordered, so the exact enumeration deals each
group's cards in increasing deck order (a combination) and every card once per deal.

At each deal every player's hand is scored for each *side* of the pot (one side for a
high-only game, two for hi/lo), all sides reading the same perfect-hash slot: the keys of
the board and of each hand are summed once, incrementally, as the enumeration moves. Two
ways of making a hand:

- ``MODE_WHOLE``: the best hand of all the player's cards and the board (at most seven
  cards: Hold'em, Short-deck, Stud, Razz);
- ``MODE_OMAHA``: exactly two hole cards and three board cards.

A deal is tallied per player into ``counts[p, split, hk, lk]``: ``split`` is 1 when the
pot was split between two sides (a qualifying low exists), ``hk`` the number of players
sharing the first side if ``p`` is one of them (else 0) and ``lk`` the same for the second
side. Every figure the API reports (equity, wins, ties, scoops, its standard error) is a
function of this table.

Monte Carlo deals come from integers drawn by numpy's ``Generator`` in the caller: one
row per deal whose columns are mixed-radix numbers that pick the cards by a partial
Fisher-Yates shuffle, undone after each deal, so a deal depends only on its row: results
are the same whatever the number of threads.

These kernels trust their input (the API validates it once): distinct card codes, shapes
as documented.
"""

from __future__ import annotations

from typing import Any

import numba as nb
import numpy as np
import numpy.typing as npt

from pokerrank.kernels.keyed import _FLUSH_BITS, _FLUSH_INIT, _flush_suit, _slot
from pokerrank.tables.hashing import FLUSH_IGNORED, FLUSH_REPLACES

__all__ = ["MODE_OMAHA", "MODE_WHOLE", "enumerate_deals", "sample_deals"]

MODE_WHOLE = 0
_BLOCK = 256
_MASK_PLAYERS = 8
MODE_OMAHA = 1

_DIGIT_BITS = 31
"""Draw columns stay below 2**31, so a digit is taken by a multiply and a shift, exactly."""


@nb.njit(cache=True)
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


_TRIPLES = np.array([(a, b, c) for a in range(5) for b in range(a + 1, 5) for c in range(b + 1, 5)], dtype=np.int64)


@nb.njit(cache=True, inline="always")
def _side_value(
    side: int,
    slot: int,
    key: np.int64,
    mask_cards: Any,
    n_mask: int,
    rank_values: Any,
    flush_values: Any,
    flush_modes: Any,
) -> np.int32:
    value = np.int32(rank_values[side, slot])
    mode = flush_modes[side]
    if mode != FLUSH_IGNORED and key & _FLUSH_BITS:
        suit = _flush_suit(key)
        mask = 0
        for j in range(n_mask):
            card = mask_cards[j]
            if card & 3 == suit:
                mask |= 1 << (card >> 2)
        flush_value = np.int32(flush_values[side, mask])
        if mode == FLUSH_REPLACES or flush_value > value:
            value = flush_value
    return value


@nb.njit(cache=True)  # left to LLVM: forcing it inline tripled the first compile (70 s to 23 s)
def _score(
    mode: int,
    n_players: int,
    n_sides: int,
    board: Any,
    n_board: int,
    board_key: np.int64,
    pockets: Any,
    n_pocket: Any,
    pocket_keys: Any,
    pair_keys: Any,
    pair_cards: Any,
    n_pairs: int,
    displacement: Any,
    rank_values: Any,
    flush_values: Any,
    flush_modes: Any,
    thresholds: Any,
    scratch: Any,
    values: Any,
) -> None:
    """``values[s, p]``: player ``p``'s strength for side ``s`` (0 = does not qualify)."""
    if mode == MODE_WHOLE:
        for p in range(n_players):
            key = board_key + pocket_keys[p]
            slot = _slot(key, displacement)
            need_cards = key & _FLUSH_BITS
            if need_cards:
                k = 0
                for j in range(n_board):
                    scratch[k] = board[j]
                    k += 1
                for j in range(n_pocket[p]):
                    scratch[k] = pockets[p, j]
                    k += 1
            else:
                k = 0
            for s in range(n_sides):
                v = _side_value(s, slot, key, scratch, k, rank_values, flush_values, flush_modes)
                values[s, p] = v if v >= thresholds[s] else 0
        return
    # Omaha: two hole cards and three board cards; the board is complete here.
    trip_keys = scratch[8:18]
    for t in range(10):
        trip_keys[t] = (
            _FLUSH_INIT
            + pocket_keys[n_players + board[_TRIPLES[t, 0]]]
            + pocket_keys[n_players + board[_TRIPLES[t, 1]]]
            + pocket_keys[n_players + board[_TRIPLES[t, 2]]]
        )
    for p in range(n_players):
        best0 = np.int32(0)
        best1 = np.int32(0)
        for j in range(n_pairs):
            pk = pair_keys[p, j]
            for t in range(10):
                key = pk + trip_keys[t]
                slot = _slot(key, displacement)
                if key & _FLUSH_BITS:
                    scratch[0] = pair_cards[p, j, 0]
                    scratch[1] = pair_cards[p, j, 1]
                    scratch[2] = board[_TRIPLES[t, 0]]
                    scratch[3] = board[_TRIPLES[t, 1]]
                    scratch[4] = board[_TRIPLES[t, 2]]
                v = _side_value(0, slot, key, scratch, 5, rank_values, flush_values, flush_modes)
                if v > best0:
                    best0 = v
                if n_sides > 1:
                    v = _side_value(1, slot, key, scratch, 5, rank_values, flush_values, flush_modes)
                    if v > best1:
                        best1 = v
        values[0, p] = best0 if best0 >= thresholds[0] else 0
        if n_sides > 1:
            values[1, p] = best1 if best1 >= thresholds[1] else 0


@nb.njit(cache=True, inline="always")
def _tally(n_players: int, n_sides: int, values: Any, counts: Any) -> None:
    # Written without data-dependent branches: who wins a random deal is unpredictable.
    best = values[0, 0]
    for p in range(1, n_players):
        best = max(best, values[0, p])
    nh = np.int64(0)
    for p in range(n_players):
        nh += np.int64(values[0, p] == best)
    if n_sides == 1:
        for p in range(n_players):
            counts[p, 0, nh * np.int64(values[0, p] == best), 0] += 1
        return
    best_low = values[1, 0]
    for p in range(1, n_players):
        best_low = max(best_low, values[1, p])
    split = np.int64(best_low > 0)
    nl = np.int64(0)
    for p in range(n_players):
        nl += np.int64(values[1, p] == best_low)
    nl *= split
    for p in range(n_players):
        counts[p, split, nh * np.int64(values[0, p] == best), nl * np.int64(values[1, p] == best_low)] += 1


@nb.njit(cache=True, parallel=True, nogil=True)
def enumerate_deals(
    deck: npt.NDArray[np.int64],
    group: npt.NDArray[np.int64],
    dest: npt.NDArray[np.int64],
    group_end: npt.NDArray[np.int64],
    base_keys: npt.NDArray[np.int64],
    board_template: npt.NDArray[np.int64],
    n_board: int,
    pocket_template: npt.NDArray[np.int64],
    n_pocket: npt.NDArray[np.int64],
    mode: int,
    pair_keys: npt.NDArray[np.int64],
    pair_cards: npt.NDArray[np.int64],
    card_keys: npt.NDArray[np.int64],
    displacement: npt.NDArray[np.uint8],
    rank_values: npt.NDArray[np.uint16],
    flush_values: npt.NDArray[np.uint16],
    flush_modes: npt.NDArray[np.int64],
    thresholds: npt.NDArray[np.int64],
    prefixes: npt.NDArray[np.int64],
    n_chunks: int,
    progress: npt.NDArray[np.int64],
) -> Any:
    """Tally every deal of the ``K = len(group)`` missing cards from ``deck``.

    ``dest[i]``: the board slot (group 0) or hand slot (group ``1 + p``) of position
    ``i``; ``group_end[g]``: the last position of group ``g`` or -1; ``base_keys[g]``: the
    key sum of the group's known cards (the board's includes the flush counters' start).
    Each row of ``prefixes`` fixes the deck indexes of the first ``prefixes.shape[1]``
    positions (fewer than K); the rest are enumerated. ``pocket_keys`` beyond the players
    hold the card keys (used by the Omaha mode). Returns ``counts`` summed over chunks.
    """
    n_players = pocket_template.shape[0]
    n_sides = rank_values.shape[0]
    n_deck = deck.shape[0]
    k_pos = group.shape[0]
    depth = prefixes.shape[1]
    n_items = prefixes.shape[0]
    n_pairs = pair_keys.shape[1]
    counts = np.zeros((n_chunks, n_players, 2, n_players + 1, n_players + 1), dtype=np.int64)
    for chunk in nb.prange(n_chunks):
        local = counts[chunk]
        board = board_template.copy()
        pockets = pocket_template.copy()
        keys = np.zeros(n_players + 52, dtype=np.int64)
        for code in range(52):
            keys[n_players + code] = card_keys[code]
        idx = np.full(max(k_pos, 1), -1, dtype=np.int64)
        acc = np.zeros(max(k_pos, 1), dtype=np.int64)
        is_set = np.zeros(max(k_pos, 1), dtype=np.bool_)
        scratch = np.zeros(24, dtype=np.int64)
        values = np.zeros((2, n_players), dtype=np.int32)
        for item in range(chunk, n_items, n_chunks):
            if k_pos == 0:
                for p in range(n_players):
                    keys[p] = base_keys[1 + p]
                _score(mode, n_players, n_sides, board, n_board, base_keys[0], pockets, n_pocket, keys,
                       pair_keys, pair_cards, n_pairs, displacement, rank_values, flush_values, flush_modes,
                       thresholds, scratch, values)  # fmt: skip
                _tally(n_players, n_sides, values, local)
                continue
            used: Any = np.int64(0)
            for i in range(depth):
                d = prefixes[item, i]
                idx[i] = d
                used |= np.int64(1) << d
                card = deck[d]
                g = group[i]
                if g == 0:
                    board[dest[i]] = card
                else:
                    pockets[g - 1, dest[i]] = card
                start = base_keys[g] if i == 0 or group[i - 1] != g else acc[i - 1]
                acc[i] = start + card_keys[card]
            last = k_pos - 1
            level = depth
            if level < last:
                idx[level] = idx[level - 1] if level > 0 and group[level - 1] == group[level] else -1
                is_set[level] = False
            while level >= depth:
                g = group[level]
                if level == last:
                    lo = idx[last - 1] + 1 if last > 0 and group[last - 1] == g else 0
                    start = base_keys[g] if last == 0 or group[last - 1] != g else acc[last - 1]
                    slot_dest = dest[last]
                    for c in range(lo, n_deck):
                        if used >> c & 1:
                            continue
                        card = deck[c]
                        if g == 0:
                            board[slot_dest] = card
                        else:
                            pockets[g - 1, slot_dest] = card
                        acc[last] = start + card_keys[card]
                        for q in range(n_players):
                            e = group_end[1 + q]
                            keys[q] = base_keys[1 + q] if e < 0 else acc[e]
                        e0 = group_end[0]
                        board_key = base_keys[0] if e0 < 0 else acc[e0]
                        _score(mode, n_players, n_sides, board, n_board, board_key, pockets, n_pocket, keys,
                               pair_keys, pair_cards, n_pairs, displacement, rank_values, flush_values,
                               flush_modes, thresholds, scratch, values)  # fmt: skip
                        _tally(n_players, n_sides, values, local)
                    level -= 1
                    continue
                if is_set[level]:
                    used = used & ~(np.int64(1) << idx[level])
                    is_set[level] = False
                nxt = idx[level] + 1
                while nxt < n_deck and used >> nxt & 1:
                    nxt += 1
                if nxt >= n_deck:
                    level -= 1
                    continue
                idx[level] = nxt
                is_set[level] = True
                used |= np.int64(1) << nxt
                card = deck[nxt]
                if g == 0:
                    board[dest[level]] = card
                else:
                    pockets[g - 1, dest[level]] = card
                start = base_keys[g] if level == 0 or group[level - 1] != g else acc[level - 1]
                acc[level] = start + card_keys[card]
                level += 1
                if level < last:
                    idx[level] = idx[level - 1] if group[level - 1] == group[level] else -1
                    is_set[level] = False
            progress[0] += 1
    return counts.sum(axis=0)


@nb.njit(cache=True, parallel=True, nogil=True)
def sample_deals(
    deck: npt.NDArray[np.int64],
    group: npt.NDArray[np.int64],
    dest: npt.NDArray[np.int64],
    board_template: npt.NDArray[np.int64],
    n_board: int,
    pocket_template: npt.NDArray[np.int64],
    n_pocket: npt.NDArray[np.int64],
    ranged: npt.NDArray[np.int64],
    mode: int,
    pair_index: npt.NDArray[np.int64],
    card_keys: npt.NDArray[np.int64],
    displacement: npt.NDArray[np.uint8],
    rank_values: npt.NDArray[np.uint16],
    flush_values: npt.NDArray[np.uint16],
    flush_modes: npt.NDArray[np.int64],
    thresholds: npt.NDArray[np.int64],
    draws: npt.NDArray[np.int64],
    column: npt.NDArray[np.int64],
    range_hands: npt.NDArray[np.int64],
    n_chunks: int,
) -> Any:
    """Tally one deal per row of ``draws``.

    Position ``i`` takes the card at deck index ``i + r_i`` of a Fisher-Yates shuffle,
    where the digits ``r_i`` (radix ``n_deck - n_removed - i``) are read, lowest first,
    from ``draws[row, column[i]]``. Players with ``ranged[p] = 1`` hold the two cards
    ``range_hands[row, p]`` (taken out of ``deck`` for that deal); ``pair_index`` lists the
    hole-card pairs of an Omaha hand. Returns ``counts`` summed over chunks.
    """
    n_players = pocket_template.shape[0]
    n_sides = rank_values.shape[0]
    n_deck = deck.shape[0]
    k_pos = group.shape[0]
    n_rows = draws.shape[0]
    n_pairs = pair_index.shape[0]
    any_ranged = False
    for p in range(n_players):
        if ranged[p]:
            any_ranged = True
    n_live = n_deck
    mult, shift = _magic(n_deck)
    counts = np.zeros((n_chunks, n_players, 2, n_players + 1, n_players + 1), dtype=np.int64)
    size = (n_rows + n_chunks - 1) // n_chunks
    for chunk in nb.prange(n_chunks):
        local = counts[chunk]
        board = board_template.copy()
        pockets = pocket_template.copy()
        work = deck.copy()
        where = np.zeros(53, dtype=np.int64)
        for i in range(n_deck):
            where[work[i]] = i
        swaps = np.zeros(k_pos + 2 * n_players + 1, dtype=np.int64)
        keys = np.zeros(n_players + 52, dtype=np.int64)
        for c in range(52):
            keys[n_players + c] = card_keys[c]
        pair_keys = np.zeros((n_players, max(n_pairs, 1)), dtype=np.int64)
        pair_cards = np.zeros((n_players, max(n_pairs, 1), 2), dtype=np.int64)
        scratch = np.zeros(24, dtype=np.int64)
        values = np.zeros((2, n_players), dtype=np.int32)
        for row in range(chunk * size, min(n_rows, (chunk + 1) * size)):
            live = n_live
            n_swaps = 0
            if any_ranged:
                for p in range(n_players):
                    if ranged[p]:
                        for j in range(2):
                            card = range_hands[row, p, j]
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
                other = work[i]
                work[i] = card
                work[j] = other
                swaps[n_swaps] = j
                n_swaps += 1
                g = group[i]
                if g == 0:
                    board[dest[i]] = card
                else:
                    pockets[g - 1, dest[i]] = card
            board_key = _FLUSH_INIT
            for j in range(n_board):
                board_key += card_keys[board[j]]
            for p in range(n_players):
                key = np.int64(0)
                for j in range(n_pocket[p]):
                    key += card_keys[pockets[p, j]]
                keys[p] = key
                if mode == MODE_OMAHA:
                    for j in range(n_pairs):
                        a = pockets[p, pair_index[j, 0]]
                        b = pockets[p, pair_index[j, 1]]
                        pair_cards[p, j, 0] = a
                        pair_cards[p, j, 1] = b
                        pair_keys[p, j] = card_keys[a] + card_keys[b]
            _score(mode, n_players, n_sides, board, n_board, board_key, pockets, n_pocket, keys,
                   pair_keys, pair_cards, n_pairs, displacement, rank_values, flush_values, flush_modes,
                   thresholds, scratch, values)  # fmt: skip
            _tally(n_players, n_sides, values, local)
            # undo the shuffle, last swap first, so the next deal starts from the same deck
            for s in range(n_swaps - 1, first_swap - 1, -1):
                i = s - first_swap
                j = swaps[s]
                tmp = work[i]
                work[i] = work[j]
                work[j] = tmp
            for s in range(first_swap - 1, -1, -1):
                # the ranged cards went to positions n_live - 1, n_live - 2, ...
                end = n_live - 1 - s
                i = swaps[s]
                a = work[i]
                b = work[end]
                work[i] = b
                work[end] = a
                where[a] = end
                where[b] = i
    return counts.sum(axis=0)


@nb.njit(cache=True, inline="always")
def _board_leaf(
    board_key: np.int64,
    board: Any,
    n_board: int,
    hole_keys: Any,
    holes: Any,
    n_hole: int,
    n_pocket: Any,
    mode: int,
    pair_keys: Any,
    pair_cards: Any,
    displacement: Any,
    rank_values: Any,
    flush_values: Any,
    flush_modes: Any,
    thresholds: Any,
    scratch: Any,
    values: Any,
    counts: Any,
    hist: Any,
) -> None:
    n_players = holes.shape[0]
    n_sides = rank_values.shape[0]
    if mode == MODE_WHOLE and n_sides == 1:
        fmode = flush_modes[0]
        for p in range(n_players):
            key = board_key + hole_keys[p]
            value = np.int32(rank_values[0, _slot(key, displacement)])
            if fmode != FLUSH_IGNORED and key & _FLUSH_BITS:
                suit = _flush_suit(key)
                mask = 0
                for j in range(n_board):
                    card = board[j]
                    if card & 3 == suit:
                        mask |= 1 << (card >> 2)
                for j in range(n_hole):
                    card = holes[p, j]
                    if card & 3 == suit:
                        mask |= 1 << (card >> 2)
                flush_value = np.int32(flush_values[0, mask])
                if fmode == FLUSH_REPLACES or flush_value > value:
                    value = flush_value
            values[0, p] = value if value >= thresholds[0] else 0
        if n_players <= _MASK_PLAYERS:
            # one increment per deal, of the set of winners (see _winner_counts)
            best = values[0, 0]
            for p in range(1, n_players):
                best = max(best, values[0, p])
            winners = np.int64(0)
            for p in range(n_players):
                winners |= np.int64(values[0, p] == best) << p
            hist[winners] += 1
            return
    else:
        _score(mode, n_players, n_sides, board, n_board, board_key, holes, n_pocket, hole_keys,
               pair_keys, pair_cards, pair_keys.shape[1], displacement, rank_values, flush_values, flush_modes,
               thresholds, scratch, values)  # fmt: skip
    _tally(n_players, n_sides, values, counts)


@nb.njit(cache=True)
def _winner_counts(hists: Any, counts: Any) -> None:
    """Fold per-chunk histograms of winner sets (bit p: player p shares the pot) into
    ``counts[p, 0, hk, 0]``."""
    n_players = counts.shape[0]
    for mask in range(1, hists.shape[1]):
        total = hists[:, mask].sum()
        if total == 0:
            continue
        winners = 0
        for p in range(n_players):
            winners += (mask >> p) & 1
        for p in range(n_players):
            counts[p, 0, winners if (mask >> p) & 1 else 0, 0] += total


@nb.njit(cache=True, parallel=True, nogil=True)
def enumerate_boards(
    deck: npt.NDArray[np.int64],
    board_template: npt.NDArray[np.int64],
    n_known: int,
    holes: npt.NDArray[np.int64],
    mode: int,
    pair_keys: npt.NDArray[np.int64],
    pair_cards: npt.NDArray[np.int64],
    card_keys: npt.NDArray[np.int64],
    displacement: npt.NDArray[np.uint8],
    rank_values: npt.NDArray[np.uint16],
    flush_values: npt.NDArray[np.uint16],
    flush_modes: npt.NDArray[np.int64],
    thresholds: npt.NDArray[np.int64],
    prefixes: npt.NDArray[np.int64],
    n_chunks: int,
) -> Any:
    """Tally every completion of a board of ``board_template.shape[0]`` cards (the first
    ``n_known`` given) from ``deck``, every player's hole cards known.

    Each row of ``prefixes`` fixes the first (one or two) dealt cards as increasing deck
    indexes; up to three more are enumerated by nested loops, the board's key summed
    incrementally. ``pair_keys`` and ``pair_cards`` describe each player's Omaha pairs.
    """
    n_players = holes.shape[0]
    n_hole = holes.shape[1]
    n_board = board_template.shape[0]
    n_deck = deck.shape[0]
    depth = prefixes.shape[1]
    inner = n_board - n_known - depth
    n_items = prefixes.shape[0]
    counts = np.zeros((n_chunks, n_players, 2, n_players + 1, n_players + 1), dtype=np.int64)
    hists = np.zeros((n_chunks, 1 << min(n_players, _MASK_PLAYERS)), dtype=np.int64)
    hole_keys = np.zeros(n_players + 52, dtype=np.int64)
    n_pocket = np.full(n_players, n_hole, dtype=np.int64)
    for p in range(n_players):
        for j in range(n_hole):
            hole_keys[p] += card_keys[holes[p, j]]
    for c in range(52):
        hole_keys[n_players + c] = card_keys[c]
    base = _FLUSH_INIT
    for j in range(n_known):
        base += card_keys[board_template[j]]
    for chunk in nb.prange(n_chunks):
        local = counts[chunk]
        hist = hists[chunk]
        board = board_template.copy()
        scratch = np.zeros(24, dtype=np.int64)
        values = np.zeros((2, n_players), dtype=np.int32)
        for item in range(chunk, n_items, n_chunks):
            key = base
            last = -1
            for i in range(depth):
                last = prefixes[item, i]
                card = deck[last]
                board[n_known + i] = card
                key += card_keys[card]
            at = n_known + depth
            if inner == 0:
                _board_leaf(key, board, n_board, hole_keys, holes, n_hole, n_pocket, mode, pair_keys, pair_cards,
                            displacement, rank_values, flush_values, flush_modes, thresholds, scratch, values,
                            local, hist)  # fmt: skip
            elif inner == 1:
                for c in range(last + 1, n_deck):
                    card = deck[c]
                    board[at] = card
                    _board_leaf(key + card_keys[card], board, n_board, hole_keys, holes, n_hole, n_pocket, mode,
                                pair_keys, pair_cards, displacement, rank_values, flush_values, flush_modes,
                                thresholds, scratch, values, local, hist)  # fmt: skip
            elif inner == 2:
                for c in range(last + 1, n_deck - 1):
                    card = deck[c]
                    board[at] = card
                    key1 = key + card_keys[card]
                    for d in range(c + 1, n_deck):
                        card = deck[d]
                        board[at + 1] = card
                        _board_leaf(key1 + card_keys[card], board, n_board, hole_keys, holes, n_hole, n_pocket, mode,
                                    pair_keys, pair_cards, displacement, rank_values, flush_values,
                                    flush_modes, thresholds, scratch, values, local, hist)  # fmt: skip
            else:
                for c in range(last + 1, n_deck - 2):
                    card = deck[c]
                    board[at] = card
                    key1 = key + card_keys[card]
                    for d in range(c + 1, n_deck - 1):
                        card = deck[d]
                        board[at + 1] = card
                        key2 = key1 + card_keys[card]
                        for e in range(d + 1, n_deck):
                            card = deck[e]
                            board[at + 2] = card
                            _board_leaf(key2 + card_keys[card], board, n_board, hole_keys, holes, n_hole, n_pocket,
                                        mode, pair_keys, pair_cards, displacement, rank_values, flush_values,
                                        flush_modes, thresholds, scratch, values, local, hist)  # fmt: skip
    total = counts.sum(axis=0)
    _winner_counts(hists, total)
    return total


@nb.njit(cache=True, parallel=True, nogil=True)
def sample_boards(
    deck: npt.NDArray[np.int64],
    board_template: npt.NDArray[np.int64],
    n_known: int,
    holes: npt.NDArray[np.int64],
    mode: int,
    pair_keys: npt.NDArray[np.int64],
    pair_cards: npt.NDArray[np.int64],
    card_keys: npt.NDArray[np.int64],
    displacement: npt.NDArray[np.uint8],
    rank_values: npt.NDArray[np.uint16],
    flush_values: npt.NDArray[np.uint16],
    flush_modes: npt.NDArray[np.int64],
    thresholds: npt.NDArray[np.int64],
    draws: npt.NDArray[np.uint32],
    n_chunks: int,
) -> Any:
    """Tally one board completion per entry of ``draws``.

    Each draw is a mixed-radix number whose digits (radix ``n_deck - k + 1 + i`` for the
    ``i``-th of the ``k`` missing cards, lowest digit first) pick the cards by Floyd's
    algorithm: uniform over every set of ``k`` cards, with no state carried from one deal
    to the next (so each deal depends on its draw only).
    """
    n_players = holes.shape[0]
    n_hole = holes.shape[1]
    n_board = board_template.shape[0]
    n_deck = deck.shape[0]
    k = n_board - n_known
    n_rows = draws.shape[0]
    counts = np.zeros((n_chunks, n_players, 2, n_players + 1, n_players + 1), dtype=np.int64)
    hists = np.zeros((n_chunks, 1 << min(n_players, _MASK_PLAYERS)), dtype=np.int64)
    hole_keys = np.zeros(n_players + 52, dtype=np.int64)
    n_pocket = np.full(n_players, n_hole, dtype=np.int64)
    for p in range(n_players):
        for j in range(n_hole):
            hole_keys[p] += card_keys[holes[p, j]]
    for c in range(52):
        hole_keys[n_players + c] = card_keys[c]
    base = _FLUSH_INIT
    for j in range(n_known):
        base += card_keys[board_template[j]]
    mult, shift = _magic(n_deck)
    size = (n_rows + n_chunks - 1) // n_chunks
    for chunk in nb.prange(n_chunks):
        local = counts[chunk]
        hist = hists[chunk]
        scratch = np.zeros(24, dtype=np.int64)
        values = np.zeros((2, n_players), dtype=np.int32)
        # Two phases per block of rows: decode every deal (independent dependency chains,
        # which the processor overlaps), then evaluate them.
        block_keys = np.zeros(_BLOCK, dtype=np.int64)
        block_board = np.zeros((_BLOCK, max(n_board, 1)), dtype=np.int64)
        for b in range(_BLOCK):
            for i in range(n_known):
                block_board[b, i] = board_template[i]
        stop = min(n_rows, (chunk + 1) * size)
        for start in range(chunk * size, stop, _BLOCK):
            n_block = min(_BLOCK, stop - start)
            for b in range(n_block):
                # digits by multiply and shift (exact: every value is below 2**31)
                value = np.int64(draws[start + b])
                key = base
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
                    block_board[b, n_known + i] = card
                    key += card_keys[card]
                block_keys[b] = key
            for b in range(n_block):
                _board_leaf(block_keys[b], block_board[b], n_board, hole_keys, holes, n_hole, n_pocket, mode, pair_keys,
                            pair_cards, displacement, rank_values, flush_values, flush_modes, thresholds, scratch,
                            values, local, hist)  # fmt: skip
    total = counts.sum(axis=0)
    _winner_counts(hists, total)
    return total
