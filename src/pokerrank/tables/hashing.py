"""The rank key and its minimal-memory perfect hash, shared by every ranking.

A hand's *rank key* is the sum over its cards of ``1 << (3 * rank)``: thirteen 3-bit
counters, one per rank, so any multiset of up to seven cards has its own key. Above the
rank key sit four 4-bit suit counters (``1 << (40 + 4 * suit)`` per card), started at 3 so
that bit 3 of a counter is set exactly when a suit holds five or more cards. Summing the
cards' keys therefore gives, in one pass of additions, both what decides a non-flush hand
and whether (and in which suit) there is a flush.

The rank keys of all multisets of 1 to 7 cards (76,155 of them; those of fewer than five
cards are the natural cards of hands with wild cards) are mapped to a compact table by a
"hash and displace" perfect hash::

    h    = (rank_key * MULTIPLIER) mod 2**64
    row  = h >> (64 - ROW_BITS)
    slot = ((h >> (64 - ROW_BITS - SLOT_BITS)) + DISPLACEMENT[row]) mod 2**SLOT_BITS

:func:`build_displacement` finds ``DISPLACEMENT`` deterministically. Every ranking whose
value depends on the rank multiset (high hands without a flush, every ace-to-five low) is
one value table indexed by ``slot``; the kernels never change.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from itertools import combinations_with_replacement
from typing import Final

__all__ = [
    "FLUSH_BEST",
    "FLUSH_BITS",
    "FLUSH_IGNORED",
    "FLUSH_INIT",
    "FLUSH_REPLACES",
    "MAX_KEYED_CARDS",
    "MIN_KEYED_CARDS",
    "MULTIPLIER",
    "RANK_MASK",
    "ROW_BITS",
    "SLOT_BITS",
    "SUIT_SHIFT",
    "WILD_SHIFT",
    "build_displacement",
    "build_slot_keys",
    "card_keys",
    "multisets",
    "rank_key",
    "slot_of",
]

MAX_KEYED_CARDS: Final = 7
"""The most cards whose rank multiset the perfect hash covers."""
MIN_KEYED_CARDS: Final = 1
"""The fewest: multisets of 1 to 4 ranks are the natural cards of a hand with wild cards."""
ROW_BITS: Final = 14
SLOT_BITS: Final = 17
MULTIPLIER: Final = 0x9E3779B97F4A7C15
RANK_MASK: Final = (1 << 39) - 1
SUIT_SHIFT: Final = 40
"""The suit counters start here: suit ``s`` counts in bits ``SUIT_SHIFT + 4 * s`` to ``+ 3``."""
FLUSH_INIT: Final = 0x3333 << SUIT_SHIFT
"""Every suit counter starts at 3, so that its bit 3 is set once the suit holds five cards."""
FLUSH_BITS: Final = 0x8888 << SUIT_SHIFT
"""Bit 3 of each suit counter: set in a hand's key exactly when that suit holds five or more."""
WILD_SHIFT: Final = 56
"""A wild card's key is ``1 << WILD_SHIFT``: a counter of wild cards above the suit counters."""
_M64: Final = (1 << 64) - 1

FLUSH_IGNORED: Final = 0
"""Flush mode: suits never matter (ace-to-five low)."""
FLUSH_BEST: Final = 1
"""Flush mode: the better of the rank value and the flush value (high hands; any number of cards)."""
FLUSH_REPLACES: Final = 2
"""Flush mode: a flush's value replaces the rank value (lows where a flush counts against the
hand; exact for five cards, so such rankings are evaluated over five-card combinations)."""


def card_keys() -> list[int]:
    """The additive key of each card code 0-51.

    >>> keys = card_keys()
    >>> hex(keys[51])  # the ace of spades: rank counter 12, suit counter 3
    '0x10001000000000'
    """
    return [(1 << (3 * (code >> 2))) + (1 << (SUIT_SHIFT + 4 * (code & 3))) for code in range(52)]


def rank_key(ranks: Sequence[int]) -> int:
    """The rank key of a multiset of rank indexes.

    >>> rank_key([0, 0, 12])
    68719476738
    """
    return sum(1 << (3 * r) for r in ranks)


def multisets(size: int) -> Iterator[tuple[int, ...]]:
    """Every multiset of ``size`` ranks (each rank at most four times), ascending.

    >>> sum(1 for _ in multisets(5))
    6175
    """
    for ranks in combinations_with_replacement(range(13), size):
        if all(ranks[i] != ranks[i + 4] for i in range(size - 4)):
            yield ranks


def _split(key: int) -> tuple[int, int]:
    h = (key * MULTIPLIER) & _M64
    return h >> (64 - ROW_BITS), (h >> (64 - ROW_BITS - SLOT_BITS)) & ((1 << SLOT_BITS) - 1)


def slot_of(key: int, displacement: Sequence[int]) -> int:
    """The table slot of a rank key, given the displacement table."""
    row, base = _split(key)
    return (base + displacement[row]) & ((1 << SLOT_BITS) - 1)


@cache
def build_displacement() -> tuple[int, ...]:
    """Find a displacement per row so that every 1- to 7-card rank key gets its own slot.

    Rows are placed largest first, each at the smallest displacement that lands all its
    keys on free slots: deterministic, so the shipped table can be checked against a fresh
    build.
    """
    size = 1 << SLOT_BITS
    mask = size - 1
    rows: dict[int, list[int]] = {}
    for n in range(MIN_KEYED_CARDS, MAX_KEYED_CARDS + 1):
        for ranks in multisets(n):
            row, base = _split(rank_key(ranks))
            rows.setdefault(row, []).append(base)
    used = bytearray(size)
    displacement = [0] * (1 << ROW_BITS)
    for row in sorted(rows, key=lambda r: (-len(rows[r]), r)):
        bases = rows[row]
        for d in range(size):
            slots = [(b + d) & mask for b in bases]
            if len(set(slots)) == len(slots) and not any(used[s] for s in slots):
                for s in slots:
                    used[s] = 1
                displacement[row] = d
                break
        else:  # pragma: no cover - would mean the parameters above cannot work
            raise RuntimeError(f"perfect hash failed at row {row}")
    if max(displacement) > 255:  # pragma: no cover - shipped as one byte per row
        raise RuntimeError("displacements no longer fit in a byte")
    return tuple(displacement)


def build_slot_keys() -> list[int]:
    """The rank key stored in each slot (0 for an empty slot).

    The scalar evaluator turns a value table into a plain ``dict`` from rank key to value
    with this, which is faster in Python than computing the hash.
    """
    displacement = build_displacement()
    keys = [0] * (1 << SLOT_BITS)
    for n in range(MIN_KEYED_CARDS, MAX_KEYED_CARDS + 1):
        for ranks in multisets(n):
            key = rank_key(ranks)
            keys[slot_of(key, displacement)] = key
    return keys
