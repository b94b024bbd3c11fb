"""The numbers the equity kernels and their callers share, without importing numba.

(:mod:`pokerrank.kernels.equity` compiles; the API imports these at ``import pokerrank``.)
"""

from __future__ import annotations

from typing import Final

from pokerrank.tables.hashing import SLOT_BITS

__all__ = ["BLOCK", "MASK_PLAYERS", "N_PAIRS", "N_TRIPLES", "SLOTS"]

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
