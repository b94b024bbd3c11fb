"""The tests' list of every hand (conftest.all_hands) is itertools.combinations, row for row."""

from __future__ import annotations

import math
from itertools import combinations, islice

import numpy as np
import pytest
from conftest import all_hands


def _itertools(n_cards: int, deck_size: int, rows: int | None = None) -> np.ndarray:
    combos = islice(combinations(range(deck_size), n_cards), rows)
    return np.fromiter((c for combo in combos for c in combo), dtype=np.uint8).reshape(-1, n_cards)


@pytest.mark.parametrize(("n_cards", "deck_size"), [(1, 5), (2, 5), (3, 7), (5, 5), (4, 20), (5, 36), (5, 53), (5, 52)])
def test_every_hand_in_itertools_order(n_cards: int, deck_size: int) -> None:
    got = all_hands(n_cards, deck_size)
    assert got.dtype == np.uint8 and not got.flags.writeable
    expected = _itertools(n_cards, deck_size)
    assert got.shape == expected.shape and (got == expected).all()


def test_six_cards_have_the_published_count_and_the_same_order() -> None:
    six = all_hands(6)
    assert six.shape == (20_358_520, 6)
    assert (six[:300_000] == _itertools(6, 52, 300_000)).all()
    assert tuple(six[-1]) == tuple(range(46, 52))
    # each first card's rows: every five cards above it (C(51 - first, 5) of them), the first
    # of them starting with the next card
    at = 0
    for first in range(47):
        rows = math.comb(51 - first, 5)
        block = six[at : at + rows]
        assert (block[:, 0] == first).all() and (block[:, 1] > first).all() and block[0, 1] == first + 1
        at += rows
    assert at == len(six)
