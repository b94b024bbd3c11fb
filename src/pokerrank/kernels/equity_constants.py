"""The numbers (and the choice of Omaha road) the equity kernels and their callers share,
without importing numba.

(:mod:`pokerrank.kernels.equity` compiles; the API imports these at ``import pokerrank``.)
"""

from __future__ import annotations

import math
from typing import Any, Final

from pokerrank.tables.hashing import FLUSH_REPLACES, SLOT_BITS

__all__ = [
    "BLOCK",
    "BOARD_TRIPLES",
    "MASK_PLAYERS",
    "N_PAIRS",
    "N_TRIPLES",
    "SLOTS",
    "flush_replaces",
    "omaha_by_triple",
]

SLOTS: Final = 1 << SLOT_BITS
"""Where the flush values start in a row of the kernels' ``values``."""
MASK_PLAYERS: Final = 10
"""Up to this many players a one-sided deal is counted by its set of winners (``2**n`` counters)."""
BLOCK: Final = 256
"""Boards decoded at a time in a sampled run, then evaluated: independent work the processor overlaps."""
N_PAIRS: Final = 91
"""Multisets of two ranks (Omaha's two hole cards, by rank)."""
N_TRIPLES: Final = 455
"""Multisets of three ranks (Omaha's three board cards, by rank)."""
BOARD_TRIPLES: Final = 10
"""Triples of a five-card board's positions (Omaha's three board cards, by position): ``C(5, 3)``."""


def flush_replaces(rules: Any) -> bool:
    """Whether a side's flush replaces the combination's value (deuce-to-seven, ace-to-six),
    from the tables' rules (``tables[3]``): no road by rank triple takes such a side.

    >>> import numpy as np
    >>> flush_replaces(np.array([[1, 1], [2, 1]])), flush_replaces(np.array([[1, 1], [0, 6120]]))
    (True, False)
    """
    return any(int(rules[s, 0]) == FLUSH_REPLACES for s in range(rules.shape[0]))


def omaha_by_triple(rules: Any, n_deck: int, missing: int, n_combos: int, step: int) -> bool:
    """Whether an Omaha task values its boards by rank triple
    (:func:`~pokerrank.kernels.equity.omaha_exact`) or pair by triple
    (:func:`~pokerrank.kernels.equity.omaha_exact_few`): by triple where the task has many
    boards (64 or more, a flop's hundreds), at most 1,024 combos, and no side whose flush
    replaces the combination's value (``rules``: the tables' rules, ``tables[3]``; ``step``: the task's stride over the
    last card's positions, so that a task has about ``1 / step`` of the boards).

    >>> import numpy as np
    >>> omaha_by_triple(np.zeros((2, 2), dtype=np.int64), 45, 2, 2, 1)
    True
    >>> omaha_by_triple(np.zeros((2, 2), dtype=np.int64), 44, 1, 2, 1)
    False
    """
    if n_combos > 1024 or flush_replaces(rules):
        return False
    return math.comb(n_deck, missing) // max(step, 1) >= 64
