"""Ranking many deals at once for :func:`pokerrank.outs`: every row of a batch, every
combination the game allows, in one call of the kernels, or one by one in Python for a batch
too small to be worth loading them (:data:`SCALAR_MOST`). Both give the same strengths."""

from __future__ import annotations

from collections.abc import Sequence
from math import comb
from typing import TYPE_CHECKING, Final

from pokerrank.games import Side, SideRules, side_rules

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from pokerrank._compile import Family
    from pokerrank._outs._spot import Spot
    from pokerrank.hands import Hand
    from pokerrank.rankings import Ranking

__all__ = ["SCALAR_MOST", "best", "category_words", "families", "hand", "on_kernels"]

SCALAR_MOST: Final = 100_000
"""The most hands a batch ranks one by one in Python (about a microsecond each) when its
kernels are not loaded yet: below it that is cheaper than importing numba and loading a
kernel (about a second), let alone compiling one. Larger batches, and every batch once the
kernels are loaded, go through :func:`pokerrank.evaluate_array`."""


def on_kernels(ranking: Ranking, n_hands: int, width: int) -> bool:
    """Whether a batch of ``n_hands`` hands of ``width`` cards is ranked by the kernels."""
    return n_hands > SCALAR_MOST or all(f.ready for f in ranking.kernel_families(width, check=False))


def best(rules: SideRules, rows: npt.NDArray[np.uint8], n_hole: int, n_board: int) -> npt.NDArray[np.int64]:
    """Each row's strength for one side (rows: hole cards, then board); 0 below the side's
    qualifier (:attr:`SideRules.threshold`)."""
    import numpy as np

    from pokerrank.rankings import evaluate_array

    ranking = rules.ranking
    choices = rules.side.columns(n_hole, n_board)
    n_rows, n_columns, width = len(rows), len(choices), len(choices[0])
    found: npt.NDArray[np.int64]
    if on_kernels(ranking, n_rows * n_columns, width):
        columns = np.array(choices, dtype=np.intp)  # (C, w)
        picked = np.ascontiguousarray(rows[:, columns].reshape(n_rows * n_columns, width))
        values = evaluate_array(picked, ranking, check=False)  # small batches stay on one thread (run_split)
        found = values.reshape(n_rows, n_columns).max(axis=1).astype(np.int64)
    else:
        strength = ranking.strength_of  # trusted: the spot's cards are checked
        listed = rows.tolist()
        if choices == (tuple(range(rows.shape[1])),):
            one_by_one = [strength(row) for row in listed]
        else:
            one_by_one = [max(strength([row[i] for i in cols]) for cols in choices) for row in listed]
        found = np.array(one_by_one, dtype=np.int64).reshape(n_rows)
    if rules.side.qualifier is not None:
        found[found < rules.threshold] = 0
    return found


def families(spot: Spot) -> tuple[Family, ...]:
    """The kernel families the spot's batches run (:func:`best`): each side's ranking at the
    width of the hands it ranks, now and after the next cards, for the batches too large to
    rank one by one."""
    n_players, n_board = len(spot.hands), len(spot.board)
    n_deals = comb(len(spot.unseen), spot.cards)
    batches = [((len(held), n_board), n_players) for held in spot.hands]  # (hole, board), rows
    if spot.kind == "board":
        batches.append(((spot.game.hole_cards, n_board + spot.cards), n_players * n_deals))
    else:
        batches += [((len(spot.hands[r]) + spot.cards, 0), n_deals) for r in spot.receivers]
    found: list[Family] = []
    for side in spot.game.sides:
        ranking = side_rules(side).ranking
        for (n_hole, n_board_cards), n_rows in batches:
            choices = side.columns(n_hole, n_board_cards)
            if on_kernels(ranking, n_rows * len(choices), len(choices[0])):
                found += [f for f in ranking.kernel_families(len(choices[0]), check=False) if f not in found]
    return tuple(found)


def hand(side: Side, cards: Sequence[int], n_hole: int, n_board: int) -> Hand | None:
    """The hand a player makes for one side (the best of the combinations the game allows);
    None for no qualifying low under eight-or-better."""
    from pokerrank.rankings import evaluate, strength

    ranking = side_rules(side).ranking
    top = max(side.columns(n_hole, n_board), key=lambda cols: strength([cards[i] for i in cols], ranking))
    return evaluate([cards[i] for i in top], ranking)


def category_words(ranking: Ranking, strength: int) -> str:
    """The category of a strength in English words, a key (``"three of a kind"``)."""
    return ranking.category(strength).name.lower().replace("_", " ")
