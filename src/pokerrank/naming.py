"""English words for ranks, shared by every ranking's hand names."""

from __future__ import annotations

from typing import Final

__all__ = ["article", "plural", "singular"]

_SINGULAR: Final = (
    "deuce", "three", "four", "five", "six", "seven", "eight",
    "nine", "ten", "jack", "queen", "king", "ace",
)  # fmt: skip
_PLURAL: Final = (
    "deuces", "threes", "fours", "fives", "sixes", "sevens", "eights",
    "nines", "tens", "jacks", "queens", "kings", "aces",
)  # fmt: skip


def singular(rank: int) -> str:
    """The rank's name: ``singular(12)`` is ``'ace'``."""
    return _SINGULAR[rank]


def plural(rank: int) -> str:
    """The rank's plural: ``plural(4)`` is ``'sixes'``."""
    return _PLURAL[rank]


def article(rank: int) -> str:
    """``'an'`` before ace and eight, ``'a'`` otherwise."""
    return "an" if rank in (6, 12) else "a"
