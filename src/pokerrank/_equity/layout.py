"""A plan turned into the kernels' arrays: the deck left, where each dealt card goes, the keys.

See :mod:`pokerrank.kernels.equity` for what each array means to the kernels: positions,
groups, base keys, Omaha's hole pairs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import TYPE_CHECKING, Any

from pokerrank._equity.plan import Plan
from pokerrank.games import Game, side_rules

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["Layout", "make_layout", "side_tables"]


@cache
def side_tables(game: Game) -> tuple[npt.NDArray[Any], ...]:
    """(card keys, displacement, rank values (S, slots), flush values (S, 8192), flush modes, thresholds)."""
    import numpy as np

    from pokerrank.tables.hashing import SLOT_BITS

    ranks, flushes, modes, thresholds = [], [], [], []
    card_keys = displacement = None
    for side in game.sides:
        rules = side_rules(side)
        ranking = rules.ranking
        card_keys, displacement, rank_values, flush_values = ranking.kernel_tables
        ranks.append(np.asarray(rank_values[: 1 << SLOT_BITS], dtype=np.uint16))
        flushes.append(np.asarray(flush_values[: 1 << 13], dtype=np.uint16))
        modes.append(ranking.flush_mode)
        thresholds.append(rules.threshold)
    assert card_keys is not None
    assert displacement is not None
    return (
        np.ascontiguousarray(card_keys[:52], dtype=np.int64),
        displacement,
        np.ascontiguousarray(np.stack(ranks)),
        np.ascontiguousarray(np.stack(flushes)),
        np.array(modes, dtype=np.int64),
        np.array(thresholds, dtype=np.int64),
    )


@dataclass
class Layout:
    """The kernel arrays of a plan whose hands are all known."""

    deck: npt.NDArray[np.int64]
    group: npt.NDArray[np.int64]
    dest: npt.NDArray[np.int64]
    group_end: npt.NDArray[np.int64]
    base_keys: npt.NDArray[np.int64]
    board: npt.NDArray[np.int64]
    n_board: int
    pockets: npt.NDArray[np.int64]
    n_pocket: npt.NDArray[np.int64]
    mode: int
    pair_index: npt.NDArray[np.int64]
    pair_keys: npt.NDArray[np.int64]
    pair_cards: npt.NDArray[np.int64]
    tables: tuple[npt.NDArray[Any], ...]
    sizes: list[int]
    """Cards dealt to each group (board, then each player)."""


def make_layout(plan: Plan, hands: Sequence[Sequence[int]] | None = None, ranged: Sequence[bool] = ()) -> Layout:
    """Kernel arrays; players flagged in ``ranged`` get their two cards per deal instead."""
    import numpy as np

    from pokerrank.kernels.equity import MODE_OMAHA, MODE_WHOLE

    hands = hands if hands is not None else plan.hands
    game = plan.game
    tables = side_tables(game)
    card_keys = tables[0]
    n = len(hands)
    known = {int(c) for h in hands for c in h} | {int(c) for c in plan.board} | {int(c) for c in plan.dead}
    deck = np.array(sorted(c for c in game.deck.codes if c not in known and c < 52), dtype=np.int64)
    n_board = game.board_cards
    flags = list(ranged) or [False] * n
    sizes = [n_board - len(plan.board)] + [0 if flags[p] else plan.hole - len(h) for p, h in enumerate(hands)]
    group = np.array([g for g, k in enumerate(sizes) for _ in range(k)], dtype=np.int64)
    dest = np.array(
        [(len(plan.board) if g == 0 else len(hands[g - 1])) + i for g, k in enumerate(sizes) for i in range(k)],
        dtype=np.int64,
    )
    group_end = np.full(n + 1, -1, dtype=np.int64)
    for pos, g in enumerate(group.tolist()):
        group_end[g] = pos
    board = np.zeros(max(n_board, 1), dtype=np.int64)
    board[: len(plan.board)] = [int(c) for c in plan.board]
    pockets = np.zeros((n, max(plan.hole, 1)), dtype=np.int64)
    for p, h in enumerate(hands):
        pockets[p, : len(h)] = [int(c) for c in h]
    base_keys = np.zeros(n + 1, dtype=np.int64)
    from pokerrank.tables.hashing import FLUSH_INIT

    base_keys[0] = FLUSH_INIT + sum(int(card_keys[int(c)]) for c in plan.board)
    for p, h in enumerate(hands):
        base_keys[1 + p] = sum(int(card_keys[int(c)]) for c in h)
    omaha = game.sides[0].hole == 2
    mode = MODE_OMAHA if omaha else MODE_WHOLE
    if omaha:
        pair_index = np.array(list(combinations(range(plan.hole), 2)), dtype=np.int64)
        pair_cards = pockets[:, pair_index]  # (P, J, 2)
        pair_keys = card_keys[pair_cards].sum(axis=2)
    else:
        pair_index = np.zeros((1, 2), dtype=np.int64)
        pair_cards = np.zeros((n, 1, 2), dtype=np.int64)
        pair_keys = np.zeros((n, 1), dtype=np.int64)
    return Layout(
        deck, group, dest, group_end, base_keys, board, n_board, pockets,
        np.full(n, plan.hole, dtype=np.int64), mode, pair_index,
        np.ascontiguousarray(pair_keys), np.ascontiguousarray(pair_cards), tables, sizes,
    )  # fmt: skip
