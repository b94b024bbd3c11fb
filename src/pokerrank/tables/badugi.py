"""Badugi as data: the value of every four-card hand, indexed by its colex index.

A Badugi hand is four cards; a card plays only if its rank and its suit both differ from
those of every other playing card. The hand is the *largest* such set and, among the sets
of that size, the lowest one, compared highest card first (``RULES.md``, "Badugi"). The
set is found by searching all fifteen non-empty subsets: no greedy rule (A♣ A♦ 2♣ 3♦ is
the two-card A-2, not A-3 and not one card).

Values are dense, 1..1,092, larger is better: more playing cards first, then the lower
highest card, and so on. Two orders exist: the usual one with the ace low, and the
ace-high one of Badeucy's badugi half (deuce lowest, ace highest).

The table has one entry per four-card hand: ``C(52, 4) = 270,725`` entries indexed by
the *colex* index of the sorted codes ``c0 < c1 < c2 < c3``,
``C(c0, 1) + C(c1, 2) + C(c2, 3) + C(c3, 4)``, which needs no perfect hash.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations
from math import comb

from pokerrank.tables.build import dense_order

__all__ = [
    "BADUGI_CATEGORY_NAMES",
    "badugi_ace_high_table",
    "badugi_key",
    "badugi_table",
    "best_subset",
    "category_bounds",
    "colex_index",
]

BADUGI_CATEGORY_NAMES = ("one-card hand", "two-card hand", "three-card hand", "four-card badugi")
"""Badugi categories, weakest first: the number of playing cards."""

_SUBSETS = [s for n in (4, 3, 2, 1) for s in combinations(range(4), n)]


def _order_rank(rank: int, ace_high: bool) -> int:
    return rank if ace_high else (rank + 1) % 13


def best_subset(codes: tuple[int, ...], *, ace_high: bool = False) -> tuple[int, ...]:
    """Positions (into ``codes``) of the playing cards of a Badugi hand, found by search.

    Among equal-valued sets the first found wins: a deterministic choice by position.

    >>> best_subset((48, 49, 0, 5))  # A♣ A♦ 2♣ 3♦: A♦ and 2♣, the two-card A-2
    (1, 2)
    """
    best: tuple[int, ...] = ()
    best_key: tuple[int, tuple[int, ...]] | None = None
    for subset in _SUBSETS:
        ranks = {codes[i] >> 2 for i in subset}
        suits = {codes[i] & 3 for i in subset}
        if len(ranks) != len(subset) or len(suits) != len(subset):
            continue
        key = _key_of(sorted(ranks), ace_high)
        if best_key is None or key > best_key:
            best, best_key = subset, key
    return best


def _key_of(ranks: list[int], ace_high: bool) -> tuple[int, tuple[int, ...]]:
    lows = sorted((_order_rank(r, ace_high) for r in ranks), reverse=True)
    return len(lows), tuple(-r for r in lows)


def badugi_key(codes: tuple[int, ...], *, ace_high: bool = False) -> tuple[int, tuple[int, ...]]:
    """(number of playing cards, minus their order ranks highest first): larger is better.

    >>> badugi_key((48, 49, 0, 5))
    (2, (-1, 0))
    """
    subset = best_subset(codes, ace_high=ace_high)
    return _key_of([codes[i] >> 2 for i in subset], ace_high)


def colex_index(sorted_codes: tuple[int, ...]) -> int:
    """The colex index of strictly increasing card codes.

    >>> colex_index((0, 1, 2, 3)), colex_index((48, 49, 50, 51))
    (0, 270724)
    """
    return sum(comb(c, i + 1) for i, c in enumerate(sorted_codes))


@cache
def _keys(ace_high: bool) -> list[tuple[int, tuple[int, ...]]]:
    keys: list[tuple[int, tuple[int, ...]]] = [(0, ())] * comb(52, 4)
    memo: dict[tuple[tuple[int, ...], ...], tuple[int, tuple[int, ...]]] = {}
    for hand in combinations(range(52), 4):
        # The value depends only on the ranks and on which cards share a suit.
        first: dict[int, int] = {}
        pattern = (tuple(c >> 2 for c in hand), tuple(first.setdefault(c & 3, len(first)) for c in hand))
        key = memo.get(pattern)
        if key is None:
            key = memo[pattern] = badugi_key(hand, ace_high=ace_high)
        keys[colex_index(hand)] = key
    return keys


def _table(ace_high: bool) -> list[int]:
    keys = _keys(ace_high)
    order = dense_order(keys)
    return [order[key] for key in keys]


def badugi_table() -> list[int]:
    """Value 1..1,092 of every four-card hand (ace low), by colex index."""
    return _table(False)


def badugi_ace_high_table() -> list[int]:
    """Value 1..1,092 of every four-card hand with the ace high (Badeucy), by colex index."""
    return _table(True)


def category_bounds(*, ace_high: bool = False) -> tuple[int, ...]:
    """The lowest value of each category (one to four playing cards)."""
    lows: dict[int, int] = {}
    for key, value in zip(_keys(ace_high), _table(ace_high), strict=True):
        lows[key[0]] = min(value, lows.get(key[0], value))
    return tuple(lows[n] for n in (1, 2, 3, 4))
