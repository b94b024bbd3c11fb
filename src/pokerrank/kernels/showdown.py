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
import numpy.typing as npt

from pokerrank.kernels.bundles import KeyedTables
from pokerrank.kernels.keyed import _FLUSH_INIT, _SPECIAL_BITS, _slot, finish
from pokerrank.kernels.types import CARDS, CARDS3, COMBOS, KEYED, OUT2

__all__ = ["SIGNATURES", "deal_strengths"]


@nb.njit(cache=True, nogil=True)
def deal_strengths(
    holes: npt.NDArray[np.uint8],
    boards: npt.NDArray[np.uint8],
    hole_parts: npt.NDArray[np.intp],
    board_parts: npt.NDArray[np.intp],
    tables: KeyedTables,
    out: npt.NDArray[np.int32],
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
            key = _FLUSH_INIT
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
                        value = np.int32(rank_values[_slot(key, displacement)])
                    else:
                        value = finish(key, hole_bits | board_bits[b], tables)
                    if value > best:
                        best = value
            out[n, p] = best


SIGNATURES = {"deal_strengths": (CARDS3, CARDS, COMBOS, COMBOS, KEYED, OUT2)}
"""The one signature each kernel is compiled for (see :mod:`pokerrank._compile`)."""
