"""The showdown kernel: the best column combination of every player's hand in many deals.

It evaluates with :func:`pokerrank.kernels.keyed._value` (one ranking = its tables and
flush mode), over a (C, m) array of column combinations: Hold'em's one row of all seven
columns, Omaha's 2-of-hole x 3-of-board rows, and so on (see
:meth:`pokerrank.games.Side.columns`). A single showdown takes the scalar path instead
(:mod:`pokerrank._showdown.sides`): no kernel to compile for one deal.

These kernels trust their input (codes 0-51, no duplicates, shapes as documented): the
showdown API validates the deal first.
"""

from __future__ import annotations

import numba as nb
import numpy as np
import numpy.typing as npt

from pokerrank.kernels.keyed import _value

__all__ = ["deal_strengths"]


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
) -> None:
    """Many deals of one game at once.

    ``holes``: (N, P, h) hole cards of P players in N deals; ``boards``: (N, b) (b may be
    0). ``combos`` index a row of the player's h hole cards followed by the b board cards.
    ``out[n, p]`` = player p's best value in deal n.
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
            for p in range(n_players):
                for j in range(n_hole):
                    row[j] = holes[n, p, j]
                value = _value(row, combos[0], card_keys, displacement, rank_values, flush_values, flush_mode)
                for c in range(1, combos.shape[0]):
                    v = _value(row, combos[c], card_keys, displacement, rank_values, flush_values, flush_mode)
                    if v > value:
                        value = v
                out[n, p] = value
