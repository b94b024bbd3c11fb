"""Tables for hands with wild cards: one block per number of wild cards.

Block ``w`` of a rank table holds, for every multiset of natural (not wild) ranks, the best
hand those ranks make together with ``w`` wild cards; block ``w`` of a flush table holds,
for every set of ranks in one suit, the best flush or straight flush they make with ``w``
wild cards. The kernel reads block ``w`` when the wild counter of the hand's key is ``w``
(see :mod:`pokerrank.kernels.keyed`), so wild cards are new data for the same kernel.

RULES.md "Wild cards":

- fully wild cards (jokers wild, deuces wild) take whatever rank and suit make the best
  hand; five of a kind ranks above the straight flush; a flush never holds a rank twice;
- the bug (one joker in high draw games) counts as an ace, or as the card that completes a
  straight, a flush or a straight flush; four aces and the bug are five aces;
- a joker in ace-to-five lowball is the lowest rank not already in the hand.

Five of a kind extends the high values: 7,463 (five deuces) to 7,475 (five aces), above
the royal flush (7,462); every hand without a wild card keeps its plain high value.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from pokerrank.tables.build import Value5
from pokerrank.tables.hashing import (
    MAX_KEYED_CARDS,
    MIN_KEYED_CARDS,
    SLOT_BITS,
    build_displacement,
    multisets,
    rank_key,
    slot_of,
)
from pokerrank.tables.high import classify5, high_values
from pokerrank.tables.ranks import straight_top

__all__ = [
    "FIVE_OF_A_KIND",
    "bug_flush_table",
    "bug_rank_table",
    "five_of_a_kind_value",
    "wild_flush_blocks",
    "wild_high_flush_table",
    "wild_high_rank_table",
    "wild_rank_blocks",
    "wild_value5",
]

FIVE_OF_A_KIND = 9
MAX_WILD = 4
"""Blocks 0..4: up to four wild cards (four deuces; one or two jokers)."""
_ACE = 12


def five_of_a_kind_value(rank: int) -> int:
    """The value of five of a kind: above every hand without a wild card."""
    return len(high_values()) + 1 + rank


def wild_value5(ranks: tuple[int, ...], flush: bool) -> int:
    """The high value of five ranks where a rank may appear five times."""
    if ranks[0] == ranks[4]:
        return five_of_a_kind_value(ranks[0])
    return high_values()[classify5(ranks, flush)]


def _best_of(value5: Value5) -> Callable[[tuple[int, ...]], int]:
    """Best five-card value of a sorted multiset of five or more ranks (memoized)."""

    @cache
    def best(ranks: tuple[int, ...]) -> int:
        if len(ranks) == 5:
            return value5(ranks)
        return max(best(ranks[:i] + ranks[i + 1 :]) for i in range(len(ranks)) if i == 0 or ranks[i] != ranks[i - 1])

    return best


def _with(ranks: tuple[int, ...], rank: int) -> tuple[int, ...]:
    return tuple(sorted((*ranks, rank)))


def wild_rank_blocks(
    value5: Value5, *, max_wild: int = MAX_WILD, new_ranks_only: bool = False, block0: bool = True
) -> list[int]:
    """Rank-table blocks 0..max_wild for fully wild cards under a five-card valuation.

    Each wild card becomes the rank that makes the best hand; with ``new_ranks_only`` it
    may only be a rank not already in the hand (the joker of ace-to-five lowball, for
    which a repeated rank is never better).
    """
    best0 = _best_of(value5)

    @cache
    def best(ranks: tuple[int, ...], wild: int) -> int:
        if wild == 0:
            return best0(ranks)
        choices = [r for r in range(13) if not (new_ranks_only and r in ranks)]
        return max(best(_with(ranks, r), wild - 1) for r in choices)

    return _blocks(lambda ranks, wild: best(ranks, wild) if wild or block0 else 0, max_wild)


def _blocks(value_of: Callable[[tuple[int, ...], int], int], max_wild: int) -> list[int]:
    displacement = build_displacement()
    size = 1 << SLOT_BITS
    table = [0] * (size * (max_wild + 1))
    for wild in range(max_wild + 1):
        for n in range(max(MIN_KEYED_CARDS, 5 - wild), MAX_KEYED_CARDS - wild + 1):
            for ranks in multisets(n):
                table[wild * size + slot_of(rank_key(ranks), displacement)] = value_of(ranks, wild)
    return table


def wild_flush_blocks(flush_value5: Value5, *, max_wild: int = MAX_WILD) -> list[int]:
    """Flush-table blocks 0..max_wild: a suit's ranks plus wild cards of that suit.

    A wild card in a flush takes a rank the suit does not hold (a flush never holds a rank
    twice); it may also stay out of the flush, playing elsewhere.
    """

    @cache
    def best(mask: int, wild: int) -> int:
        held = tuple(r for r in range(13) if mask >> r & 1)
        if wild == 0:
            if len(held) < 5:
                return 0
            return _best_of(flush_value5)(held)
        options = [best(mask, wild - 1)]
        options += [best(mask | 1 << r, wild - 1) for r in range(13) if not mask >> r & 1]
        return max(options)

    size = 1 << 13
    table = [0] * (size * (max_wild + 1))
    for wild in range(max_wild + 1):
        for mask in range(size):
            if bin(mask).count("1") + wild >= 5 and bin(mask).count("1") <= MAX_KEYED_CARDS - wild:
                table[wild * size + mask] = best(mask, wild)
    return table


@cache
def _high_flush_value(ranks: tuple[int, ...]) -> int:
    return high_values()[classify5(ranks, True)]


def wild_high_rank_table() -> list[int]:
    """High hands with fully wild cards (jokers or deuces): blocks for 0 to 4 wild cards."""
    return wild_rank_blocks(lambda ranks: wild_value5(ranks, False))


def wild_high_flush_table() -> list[int]:
    """Flushes and straight flushes with fully wild cards: blocks for 0 to 4 wild cards."""
    return wild_flush_blocks(_high_flush_value)


def bug_rank_table() -> list[int]:
    """High hands with the bug: block 0 plain, block 1 with the joker.

    The bug is an ace, or any rank that completes a straight (its flushes come from the
    flush table, where it completes a flush or a straight flush like a wild card).
    """
    best0 = _best_of(lambda ranks: wild_value5(ranks, False))
    straight = _best_of(lambda ranks: wild_value5(ranks, False) if straight_top(ranks) is not None else 0)

    def value_of(ranks: tuple[int, ...], wild: int) -> int:
        if wild == 0:
            return best0(ranks)
        as_ace = best0(_with(ranks, _ACE))
        return max(as_ace, *(straight(_with(ranks, r)) for r in range(13)))

    return _blocks(value_of, 1)


def bug_flush_table() -> list[int]:
    """The bug in a flush: the highest missing rank of the suit, or the straight flush card."""
    return wild_flush_blocks(_high_flush_value, max_wild=1)
