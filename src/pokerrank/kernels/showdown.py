"""The showdown kernel: every player's best hand in many deals of one game.

A side of a keyed game makes its hands from a part of the hole cards and a part of the
board: Hold'em and stud take every card (one hole part, one board part), Omaha exactly two
hole cards and three board cards (6 hole parts x 10 board parts for four hole cards). Per
deal the keys and suit bits of each board part are summed once, per player those of each
hole part, and each pair of parts costs one addition and one table read: the same
arithmetic as the scalar path (:mod:`pokerrank._showdown.sides`), which decides a single
showdown without compiling anything.

These kernels trust their input (codes read inside the 256-entry tables whatever they are,
shapes as documented): the showdown API validates the deals first.
"""

from __future__ import annotations

import numba as nb
import numpy as np

from pokerrank.kernels.bundles import KeyedTables
from pokerrank.kernels.keyed import _SPECIAL_BITS, FLUSH_INIT64, finish, hash_slot
from pokerrank.kernels.types import (
    BOOLS2,
    CARDS,
    CARDS3,
    COMBOS,
    INT32S3,
    INT64S2,
    KEYED,
    OUT2,
    OUT2F,
    OUT3B,
    Bools,
    Codes,
    Floats,
    Index,
    Int32s,
    Int64s,
)

__all__ = ["SIGNATURES", "deal_strengths", "settle_pots"]


@nb.njit(cache=True, nogil=True)
def deal_strengths(
    holes: Codes, boards: Codes, hole_parts: Index, board_parts: Index, tables: KeyedTables, out: Int32s
) -> None:
    """``out[n, p]`` = player p's best value in deal n.

    ``holes``: (N, P, h) hole cards of P players in N deals; ``boards``: (N, b) (b may be
    0). ``hole_parts``: (H, i) column indexes into a player's hole cards; ``board_parts``:
    (B, j) into the board (a (1, 0) array when the hand is the hole cards alone); every
    hand is one hole part and one board part, i + j <= 7 cards.
    """
    n_deals, n_players, _ = holes.shape
    n_hole_parts, hole_size = hole_parts.shape
    n_board_parts, board_size = board_parts.shape
    card_keys = tables.card_keys
    suit_bits = tables.suit_bits
    rank_values = tables.rank_values
    displacement = tables.displacement
    board_keys = np.empty(n_board_parts, dtype=np.int64)
    board_bits = np.empty(n_board_parts, dtype=np.int64)
    for n in range(n_deals):
        for b in range(n_board_parts):
            key = FLUSH_INIT64
            bits = np.int64(0)
            for j in range(board_size):
                card = boards[n, board_parts[b, j]]
                key += card_keys[card]
                bits |= suit_bits[card]
            board_keys[b] = key
            board_bits[b] = bits
        for p in range(n_players):
            best = np.int32(0)
            for h in range(n_hole_parts):
                hole_key = np.int64(0)
                hole_bits = np.int64(0)
                for j in range(hole_size):
                    card = holes[n, p, hole_parts[h, j]]
                    hole_key += card_keys[card]
                    hole_bits |= suit_bits[card]
                for b in range(n_board_parts):
                    key = hole_key + board_keys[b]
                    if key & _SPECIAL_BITS == 0:
                        value = np.int32(rank_values[hash_slot(key, displacement)])
                    else:
                        value = finish(key, hole_bits | board_bits[b], tables)
                    if value > best:
                        best = value
            out[n, p] = best


@nb.njit(cache=True, nogil=True)
def settle_pots(bets: Int64s, live: Bools, strengths: Int32s, chips: Floats, winners: Bools) -> None:
    """Pay every pot of every deal, side pots included (the rules of :func:`pokerrank.pots.build_pots`).

    ``bets``: (N, P) the chips each player put in; ``live``: (N, P) who did not fold;
    ``strengths``: (N, S, P) each side's strengths (0: no qualifying hand). ``chips[n, p]``:
    what player p gets back in deal n: the bet nobody called, and a share of each pot it
    wins (a pot splits evenly between the sides that have a winner, a side evenly between
    its tied winners: fractions, the odd chips are not placed). ``winners[n, s, p]``: who
    wins side s of the main pot (the caller sets it to False first).

    Each distinct live bet closes a pot that the live players who reached it may win;
    folded chips count in the pots they reached, and above the last live bet join the last
    pot; when no live player put chips in, the live players contest the folded chips. A pot
    nobody in it qualifies for (a lone player without a qualifying hand) is shared by the
    players in it.
    """
    n_deals, n_players = bets.shape
    n_sides = strengths.shape[1]
    paid = np.empty(n_players, dtype=np.int64)
    for n in range(n_deals):
        # the bet nobody called goes back: the largest's excess over the second largest
        first, top, second = 0, bets[n, 0], np.int64(-1)
        for p in range(1, n_players):
            if bets[n, p] > top:
                first, second, top = p, top, bets[n, p]
            elif bets[n, p] > second:
                second = bets[n, p]
        total = np.int64(0)
        for p in range(n_players):
            paid[p] = bets[n, p]
            total += paid[p]
            chips[n, p] = 0.0
        if n_players > 1 and top > second:
            chips[n, first] = float(top - second)
            paid[first] = second
            total -= top - second
        highest = np.int64(0)
        for p in range(n_players):
            if live[n, p] and paid[p] > highest:
                highest = paid[p]
        previous = np.int64(0)
        main = True
        while True:
            level = highest
            for p in range(n_players):
                if live[n, p] and previous < paid[p] < level:
                    level = paid[p]
            if level <= previous and not (main and highest == 0 and total > 0):
                break
            amount = np.int64(0)
            for p in range(n_players):
                reached = paid[p] if level == highest else min(paid[p], level)
                if reached > previous:
                    amount += reached - previous
            # the sides with a winner among the live players who reached the level
            sides_won = 0
            for s in range(n_sides):
                best = 0
                for p in range(n_players):
                    if live[n, p] and paid[p] >= level and strengths[n, s, p] > best:
                        best = strengths[n, s, p]
                if best > 0:
                    sides_won += 1
            if sides_won == 0:  # nobody qualifies (a lone player in it, say): the players in it share it
                eligible = 0
                for p in range(n_players):
                    if live[n, p] and paid[p] >= level:
                        eligible += 1
                for p in range(n_players):
                    if live[n, p] and paid[p] >= level:
                        chips[n, p] += amount / eligible
            for s in range(n_sides):
                best = 0
                count = 0
                for p in range(n_players):
                    if live[n, p] and paid[p] >= level:
                        if strengths[n, s, p] > best:
                            best, count = strengths[n, s, p], 1
                        elif strengths[n, s, p] == best and best > 0:
                            count += 1
                if best == 0:
                    continue
                share = amount / (sides_won * count)
                for p in range(n_players):
                    if live[n, p] and paid[p] >= level and strengths[n, s, p] == best:
                        chips[n, p] += share
                        if main:
                            winners[n, s, p] = True
            main = False
            previous = level
            if level == highest:
                break


SIGNATURES = {
    "deal_strengths": (CARDS3, CARDS, COMBOS, COMBOS, KEYED, OUT2),
    "settle_pots": (INT64S2, BOOLS2, INT32S3, OUT2F, OUT3B),
}
"""The one signature each kernel is compiled for (see :mod:`pokerrank._compile`)."""
