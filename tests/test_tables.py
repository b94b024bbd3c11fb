"""Shipped tables equal a fresh build; the perfect hash is perfect."""

from __future__ import annotations

import pytest

from pokerrank.tables import hashing
from pokerrank.tables.store import TABLES, build, load


@pytest.mark.parametrize("name", sorted(TABLES))
def test_shipped_table_equals_a_fresh_build(name: str) -> None:
    assert load(name) == build(name)


def test_every_1_to_7_card_rank_multiset_has_its_own_slot() -> None:
    displacement = hashing.build_displacement()
    slots = set()
    count = 0
    for n in range(hashing.MIN_KEYED_CARDS, hashing.MAX_KEYED_CARDS + 1):
        for ranks in hashing.multisets(n):
            slots.add(hashing.slot_of(hashing.rank_key(ranks), displacement))
            count += 1
    assert count == 13 + 91 + 455 + 1820 + 6175 + 18395 + 49205
    assert len(slots) == count


def test_card_keys_count_ranks_and_suits() -> None:
    keys = hashing.card_keys()
    hand = [51, 47, 43, 39, 35]  # five spades
    key = hashing.FLUSH_INIT + sum(keys[c] for c in hand)
    assert key & hashing.FLUSH_BITS == 1 << (40 + 4 * 3 + 3)
    assert key & hashing.RANK_MASK == hashing.rank_key([12, 11, 10, 9, 8])
