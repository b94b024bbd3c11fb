"""Showdown kernels: the best column combination of each hand, one deal or many.

Both evaluate with :func:`pokerrank.kernels.keyed._value` (one ranking = its tables and
flush mode), over a (C, m) array of column combinations: Hold'em's one row of all seven
columns, Omaha's 2-of-hole x 3-of-board rows, and so on (see
:meth:`pokerrank.games.Side.columns`).

These kernels trust their input (codes 0-51, no duplicates, shapes as documented): the
showdown API validates the deal first.
"""

from __future__ import annotations

import numba as nb
import numpy as np
import numpy.typing as npt

from pokerrank.kernels.keyed import _value

__all__ = ["best_combos", "deal_strengths"]


@nb.njit(cache=True)
def best_combos(
    cards: npt.NDArray[np.uint8],
    combos: npt.NDArray[np.intp],
    card_keys: npt.NDArray[np.int64],
    displacement: npt.NDArray[np.uint8],
    rank_values: npt.NDArray[np.uint16],
    flush_values: npt.NDArray[np.uint16],
    flush_mode: int,
    values: npt.NDArray[np.int32],
    best: npt.NDArray[np.intp],
) -> None:
    """For each row ``i`` of ``cards`` (one player's hole cards then the board): ``values[i]``
    = the best value over ``combos`` and ``best[i]`` = the first combination reaching it.

    Serial: a single showdown has a handful of rows, where starting threads costs more
    than it saves.
    """
    for i in range(cards.shape[0]):
        hand = cards[i]
        top = _value(hand, combos[0], card_keys, displacement, rank_values, flush_values, flush_mode)
        at = 0
        for c in range(1, combos.shape[0]):
            value = _value(hand, combos[c], card_keys, displacement, rank_values, flush_values, flush_mode)
            if value > top:
                top = value
                at = c
        values[i] = top
        best[i] = at


@nb.njit(cache=True, parallel=True)
def deal_strengths(
    holes: npt.NDArray[np.uint8],
    boards: npt.NDArray[np.uint8],
    combos: npt.NDArray[np.intp],
    card_keys: npt.NDArray[np.int64],
    displacement: npt.NDArray[np.uint8],
    rank_values: npt.NDArray[np.uint16],
    flush_values: npt.NDArray[np.uint16],
    flush_mode: int,
    out: npt.NDArray[np.int32],
    winners: npt.NDArray[np.uint64],
) -> None:
    """Many deals of one game at once.

    ``holes``: (N, P, h) hole cards of P players in N deals; ``boards``: (N, b) (b may be
    0). ``combos`` index a row of the player's h hole cards followed by the b board cards.
    ``out[n, p]`` = player p's best value in deal n; ``winners[n]`` has bit p set for each
    player holding deal n's best value (0 when every value is 0: no qualifying hand).
    """
    n_deals, n_players, n_hole = holes.shape
    n_board = boards.shape[1]
    n_chunks = 256
    size = (n_deals + n_chunks - 1) // n_chunks
    for chunk in nb.prange(n_chunks):
        row = np.empty(n_hole + n_board, dtype=np.uint8)
        for n in range(chunk * size, min(n_deals, (chunk + 1) * size)):
            for j in range(n_board):
                row[n_hole + j] = boards[n, j]
            top = np.int32(0)
            mask = np.uint64(0)
            for p in range(n_players):
                for j in range(n_hole):
                    row[j] = holes[n, p, j]
                value = _value(row, combos[0], card_keys, displacement, rank_values, flush_values, flush_mode)
                for c in range(1, combos.shape[0]):
                    v = _value(row, combos[c], card_keys, displacement, rank_values, flush_values, flush_mode)
                    if v > value:
                        value = v
                out[n, p] = value
                if value > top:
                    top = value
                    mask = np.uint64(1) << np.uint64(p)
                elif value == top and value > 0:
                    mask |= np.uint64(1) << np.uint64(p)
            winners[n] = mask
