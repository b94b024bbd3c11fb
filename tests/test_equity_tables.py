"""The equity kernels' Omaha tables by rank, checked whole against the rankings.

Omaha's kernels read the value of two hole cards and three board cards from
``by_rank[side, triple * 91 + pair]`` (:func:`pokerrank._equity.layout.kernel_tables`),
with flushes handled apart. Every multiset of two ranks with every multiset of three ranks
(each rank at most four times) is dealt here as five cards of mixed suits and ranked by the
side's ranking itself (its scalar path: a dictionary of rank keys, not the perfect hash the
table was read through), and every order of the ranks in the pair and triple indexes is
checked to find the same multiset.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement, product

import pytest

from pokerrank._equity.layout import kernel_tables, omaha
from pokerrank.games import GAMES, side_rules
from pokerrank.kernels.equity_constants import N_PAIRS, N_TRIPLES

OMAHA_GAMES = sorted(name for name, game in GAMES.items() if game.board_cards and omaha(game))
PAIRS = list(combinations_with_replacement(range(13), 2))
TRIPLES = list(combinations_with_replacement(range(13), 3))


def no_flush(ranks: tuple[int, ...]) -> list[int]:
    """Distinct card codes of these ranks, not all of one suit (each rank at most four times)."""
    taken: dict[int, set[int]] = {}
    codes = []
    for i, rank in enumerate(ranks):
        used = taken.setdefault(rank, set())
        suit = next(s % 4 for s in range(i, i + 4) if s % 4 not in used)
        used.add(suit)
        codes.append(4 * rank + suit)
    assert len({c & 3 for c in codes}) > 1
    return codes


def test_the_games_and_sizes():
    assert {"omaha", "omaha-5", "omaha-6", "omaha-hi-lo", "big-o"} <= set(OMAHA_GAMES)
    assert (len(PAIRS), len(TRIPLES)) == (N_PAIRS, N_TRIPLES)


@pytest.mark.parametrize("name", OMAHA_GAMES)
def test_indexes_of_every_order(name):
    index = kernel_tables(GAMES[name])[5]
    for a, b in product(range(13), repeat=2):
        assert PAIRS[index[a * 13 + b]] == tuple(sorted((a, b)))
    for a, b, c in product(range(13), repeat=3):
        assert TRIPLES[index[169 + a * 169 + b * 13 + c]] == tuple(sorted((a, b, c)))


@pytest.mark.parametrize("name", OMAHA_GAMES)
def test_by_rank_equals_the_ranking(name):
    game = GAMES[name]
    by_rank, index = kernel_tables(game)[4:6]
    assert by_rank.shape == (len(game.sides), N_PAIRS * N_TRIPLES)
    for s, side in enumerate(game.sides):
        ranking = side_rules(side).ranking
        seen = set()
        for pair in PAIRS:
            for triple in TRIPLES:
                ranks = pair + triple
                if max(Counter(ranks).values()) > 4:
                    continue  # no such five cards
                at = index[169 + triple[0] * 169 + triple[1] * 13 + triple[2]] * N_PAIRS + index[pair[0] * 13 + pair[1]]
                assert by_rank[s, at] == ranking.strength_of(no_flush(ranks)), (name, side.name, pair, triple)
                seen.add(int(by_rank[s, at]))
        # 7,462 high hands less 1,277 flushes and 10 straight flushes; every ace-to-five low
        # of five cards is its rank multiset (6,175 of them)
        assert len(seen) == 6175
