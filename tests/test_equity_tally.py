"""The split-pot tally (strengths to who wins and who ties, ``counts[p, split, hk, lk]``): numpy's
one statement (:func:`pokerrank._equity.tally.outcome_index`) against the kernels' copy
(:func:`pokerrank.kernels.equity._tally`), on random strengths with many ties and lows that do
not qualify, for every number of players and sides."""

from __future__ import annotations

import numpy as np
import pytest

from pokerrank._equity.tally import denominator, outcome_counts, outcome_index
from pokerrank.kernels.equity import _share_unit, _tally, fold_winners
from pokerrank.kernels.equity_constants import MASK_PLAYERS


def _kernel_counts(values: np.ndarray, by_winners: bool) -> np.ndarray:
    """The kernel's counts of every deal of ``values[p, s, d]``, one ``_tally`` call a deal;
    ``by_winners``: one side, counted as winner sets and folded (the kernels' road for up to
    MASK_PLAYERS players)."""
    n_players, n_sides, n_deals = values.shape
    counts = np.zeros((n_players, 2, n_players + 1, n_players + 1), dtype=np.int64)
    hist = np.zeros(1 << n_players if by_winners else 1, dtype=np.int64)
    pos = np.arange(n_players, dtype=np.int64)
    vals = np.zeros((2, n_players), dtype=np.int64)
    for d in range(n_deals):
        vals[:n_sides] = values[:, :, d].T
        _tally(vals, n_sides, pos, np.int64(1), counts, hist)
    fold_winners(hist, counts)
    return counts


@pytest.mark.parametrize("n_sides", [1, 2])
@pytest.mark.parametrize("n_players", range(1, MASK_PLAYERS + 3))
def test_numpy_tally_is_the_kernels(n_players: int, n_sides: int) -> None:
    rng = np.random.default_rng(1000 * n_sides + n_players)
    for high in (2, 5, 1000):  # few values: ties everywhere; many: mostly one winner
        values = rng.integers(0, high, size=(n_players, n_sides, 300), dtype=np.int64)
        if n_sides == 2:
            values[:, 1, ::3] = 0  # every third deal: no low qualifies, the high takes the pot
        expected = _kernel_counts(values, by_winners=False)
        assert np.array_equal(outcome_counts(values), expected)
        assert outcome_counts(values).sum() == n_players * values.shape[2]
        if n_sides == 1 and n_players <= MASK_PLAYERS:
            assert np.array_equal(_kernel_counts(values, by_winners=True), expected)


def test_the_outcome_index_is_the_cell_of_the_counts() -> None:
    # three players, two sides: 0 and 1 share the high, 2 has the only qualifying low
    values = np.array([[[9], [0]], [[9], [0]], [[4], [5]]])
    index = outcome_index(values)[:, 0]
    cells = [np.unravel_index(int(i), (2, 4, 4)) for i in index]
    assert [tuple(map(int, c)) for c in cells] == [(1, 2, 0), (1, 2, 0), (1, 0, 1)]
    # no low qualifies: one side's rule, the pot not split
    values[2, 1, 0] = 0
    assert [tuple(map(int, np.unravel_index(int(i), (2, 4, 4)))) for i in outcome_index(values)[:, 0]] == [
        (0, 2, 0),
        (0, 2, 0),
        (0, 0, 0),
    ]


@pytest.mark.parametrize("n_players", range(1, 24))
def test_the_kernels_share_unit_is_the_denominator(n_players: int) -> None:
    assert _share_unit(n_players) == denominator(n_players)
