"""strength()'s fast path: the hands of five and seven cards are unpacked and
summed in one expression; every other size, and codes of another int type, take the loop.
Each path must give what evaluate() gives (parse, then the trusted evaluator), and refuse
what it refuses, whatever the container, the position of a bad code or its type."""

from __future__ import annotations

import random
from decimal import Decimal
from fractions import Fraction

import numpy as np
import pytest

import pokerrank
from pokerrank.errors import DuplicateCardError, HandSizeError, InvalidCardError

NAMES = sorted(pokerrank.RANKINGS)


def _hands(name: str, size: int, count: int, seed: int) -> list[list[int]]:
    ranking = pokerrank.get_ranking(name)
    deck = sorted(ranking.codes)
    rng = random.Random(seed)
    return [rng.sample(deck, size) for _ in range(count)]


def _sizes(name: str) -> range:
    ranking = pokerrank.get_ranking(name)
    return range(ranking.min_cards, ranking.max_cards + 1)


@pytest.mark.parametrize("name", NAMES)
def test_every_size_and_container_agrees_with_evaluate(name: str) -> None:
    ranking = pokerrank.get_ranking(name)
    for size in _sizes(name):
        for codes in _hands(name, size, 300, seed=size):
            expected = ranking.evaluate(pokerrank.format_cards(codes))
            want = 0 if expected is None else expected.strength
            if expected is None:  # a low that does not qualify: strength still ranks it
                want = ranking.strength_of(codes)
            got = {
                pokerrank.strength(codes, name),
                pokerrank.strength(tuple(codes), name),
                pokerrank.strength(np.array(codes, dtype=np.uint8), name),
                pokerrank.strength([np.int64(c) for c in codes], name),
            }
            assert got == {want}, (name, codes)


def test_flushes_and_wild_cards_on_the_unrolled_path() -> None:
    """Every seven- and five-card hand holding a flush (the special branch after the sum)."""
    rng = random.Random(7)
    for name in ("high", "deuce-to-seven", "ace-to-six", "high-wild", "high-bug", "short-deck"):
        ranking = pokerrank.get_ranking(name)
        deck = sorted(ranking.codes)
        for size in (5, 7):
            if not ranking.min_cards <= size <= ranking.max_cards:
                continue
            for _ in range(300):
                suit = rng.randrange(4)
                suited = [c for c in deck if c < 52 and c % 4 == suit]
                others = rng.sample([c for c in deck if c not in suited], size - 5)
                codes = rng.sample(suited, 5) + others
                rng.shuffle(codes)
                expected = ranking.evaluate(pokerrank.format_cards(codes))
                assert expected is not None
                assert pokerrank.strength(codes, name) == expected.strength, (name, codes)


@pytest.mark.parametrize(("size", "position"), [(size, p) for size in (5, 7) for p in range(size)])
def test_a_value_equal_to_a_code_but_not_an_int_is_refused(size: int, position: int) -> None:
    """True, 1.0, Decimal(1), Fraction(1) and numpy's bool hash and compare as the code 1 (2d):
    the fast path must not take them for it, at any position."""
    base = [51, 47, 43, 39, 30, 22, 14][:size]
    for fake in (True, False, 1.0, Decimal(1), Fraction(1), 0.0, np.True_, np.float64(1.0)):
        codes: list[object] = list(base)
        codes[position] = fake
        with pytest.raises(InvalidCardError):
            pokerrank.strength(codes)  # type: ignore[arg-type]


@pytest.mark.parametrize("size", [5, 7])
def test_repeats_bad_codes_and_sizes_are_refused_on_the_unrolled_path(size: int) -> None:
    base = [51, 47, 43, 39, 30, 22, 14][:size]
    for position in range(size):
        for bad in (-1, -52, 52, 53, 10**20):
            codes = list(base)
            codes[position] = bad
            with pytest.raises(InvalidCardError):
                pokerrank.strength(codes)
        codes = list(base)
        codes[position] = base[(position + 1) % size]
        with pytest.raises(DuplicateCardError):
            pokerrank.strength(codes)
    with pytest.raises(HandSizeError):
        pokerrank.strength(base[:4])
    with pytest.raises(InvalidCardError):
        pokerrank.strength("abcdefg"[:size])  # a text of the size: its letters are no codes
    badugi = pokerrank.get_ranking("badugi")
    with pytest.raises(HandSizeError):
        badugi.checked_strength(base)
