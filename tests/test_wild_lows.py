"""Ace-to-five lows with a joker: every 5-card hand of the 53-card deck against a reference.

The reference is written here from RULES.md ("Ace-to-five low", "Wild cards") without
pokerrank code: the joker becomes the lowest rank not already in the hand (the ace is the
lowest rank), then five ranks are ordered by a key: unpaired hands first, then one pair,
two pair, trips, full house, quads; inside a category the deciding ranks (groups first,
bigger then higher) compared highest first, the lower winning.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cache
from itertools import combinations, pairwise

import numpy as np
import pytest
from conftest import all_hands
from hypothesis import given, settings
from hypothesis import strategies as st

import pokerrank
from pokerrank import ACE_TO_FIVE_JOKER, EIGHT_OR_BETTER_JOKER, JOKER, InvalidCardError, Ranking

Key = tuple[int, tuple[int, ...]]
LOW_ORDER = (12, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)  # ace, deuce, ..., king
SHAPES = [(1, 1, 1, 1, 1), (2, 1, 1, 1), (2, 2, 1), (3, 1, 1), (3, 2), (4, 1)]  # best first


def lowest_missing(ranks: tuple[int, ...]) -> int:
    return next(r for r in LOW_ORDER if r not in ranks)


@cache
def a5_key(ranks: tuple[int, ...]) -> Key:
    """Five ranks (card-code ranks) -> key; the larger key is the better low."""
    place = [LOW_ORDER.index(r) for r in ranks]  # ace 0 ... king 12
    counts = Counter(place)
    groups = sorted(counts, key=lambda p: (counts[p], p), reverse=True)
    shape = tuple(sorted(counts.values(), reverse=True))
    return (-SHAPES.index(shape), tuple(-p for p in groups))


def qualifies8(ranks: tuple[int, ...]) -> bool:
    places = {LOW_ORDER.index(r) for r in ranks}
    return len(places) == 5 and max(places) <= 7


def substituted(codes: tuple[int, ...]) -> tuple[int, ...]:
    """The ranks of a hand with the joker as the lowest rank not already in the hand."""
    naturals = tuple(c >> 2 for c in codes if c != JOKER)
    return naturals + ((lowest_missing(naturals),) if JOKER in codes else ())


def reference(codes: tuple[int, ...], eight: bool = False) -> Key | None:
    """Best five of the hand after the substitution; None: no eight-or-better low."""
    ranks = substituted(codes)
    fives = [five for five in combinations(ranks, 5) if not eight or qualifies8(five)]
    return max((a5_key(five) for five in fives), default=None)


def category(key: Key) -> str:
    shape = SHAPES[-key[0]]
    if shape != SHAPES[0]:
        return ["", "ONE_PAIR", "TWO_PAIR", "THREE_OF_A_KIND", "FULL_HOUSE", "FOUR_OF_A_KIND"][SHAPES.index(shape)]
    top = -key[1][0]  # ace 0 ... king 12
    return ["", "", "", "", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE", "TEN", "JACK", "QUEEN", "KING"][top] + "_LOW"


@cache
def _exhaustive() -> tuple[np.ndarray, dict[str, np.ndarray], list[tuple[int, ...]], np.ndarray]:
    hands = all_hands(5, 53)
    strengths = {r.name: pokerrank.evaluate_array(hands, r) for r in (ACE_TO_FIVE_JOKER, EIGHT_OR_BETTER_JOKER)}
    ranks = np.sort(np.where(hands == JOKER, 13, hands >> 2).astype(np.int64), axis=1)
    ids = np.zeros(len(hands), dtype=np.int64)
    for column in range(5):
        ids = ids * 14 + ranks[:, column]
    _, first, inverse = np.unique(ids, return_index=True, return_inverse=True)
    reps = [tuple(int(c) for c in hands[i]) for i in first]
    return hands, strengths, reps, inverse.reshape(-1)


def _check_order(keys: list[Key | None], values: list[int]) -> None:
    by_key: dict[Key | None, set[int]] = {}
    for key, value in zip(keys, values, strict=True):
        by_key.setdefault(key, set()).add(value)
    assert all(len(v) == 1 for v in by_key.values()), "one reference key, several strengths"
    ordered = [by_key[k].pop() for k in sorted(by_key, key=lambda k: (k is not None, k or (0, ())))]
    assert all(a < b for a, b in pairwise(ordered)), "strength order != reference order"


@pytest.mark.slow
def test_every_five_card_hand_with_the_joker_orders_as_the_reference() -> None:
    hands, strengths, reps, inverse = _exhaustive()
    values = strengths["ace-to-five-joker"]
    per_class = np.zeros(len(reps), dtype=np.int64)
    per_class[inverse] = values
    assert (per_class[inverse] == values).all()  # suits never matter
    keys = [reference(rep) for rep in reps]
    _check_order(keys, per_class.tolist())
    sizes = np.bincount(inverse).tolist()
    expected: Counter[str] = Counter()
    for key, size in zip(keys, sizes, strict=True):
        assert key is not None
        expected[category(key)] += size
    got: Counter[str] = Counter()
    for value, size in zip(per_class.tolist(), sizes, strict=True):
        got[ACE_TO_FIVE_JOKER.category(value).name] += size
    assert got == expected
    # by hand: a wheel is five distinct ranks of A-5, or the joker and four of them
    assert expected["FIVE_LOW"] == 4**5 + 5 * 4**4
    # without the joker: the plain ace-to-five strengths
    plain = hands.max(axis=1) < JOKER
    assert (values[plain] == pokerrank.evaluate_array(hands[plain], "ace-to-five")).all()


@pytest.mark.slow
def test_every_five_card_hand_eight_or_better_with_the_joker() -> None:
    _hands, strengths, reps, inverse = _exhaustive()
    values = strengths["eight-or-better-joker"]
    per_class = np.zeros(len(reps), dtype=np.int64)
    per_class[inverse] = values
    assert (per_class[inverse] == values).all()
    keys = [reference(rep, eight=True) for rep in reps]
    assert all((key is None) == (value == 0) for key, value in zip(keys, per_class.tolist(), strict=True))
    _check_order(keys, per_class.tolist())
    qualifying = int((values > 0).sum())
    # 57,344 natural lows (RULES.md) and the joker with four distinct ranks of A-8
    assert qualifying == 57_344 + 70 * 4**4


@pytest.mark.slow
@pytest.mark.parametrize("ranking", [ACE_TO_FIVE_JOKER, EIGHT_OR_BETTER_JOKER], ids=lambda r: r.name)
def test_scalar_equals_batch_on_every_hand(ranking: Ranking) -> None:
    hands, strengths, _, _ = _exhaustive()
    assert [pokerrank.strength(hand, ranking) for hand in hands.tolist()] == strengths[ranking.name].tolist()


def test_the_joker_plays_as_a_natural_card_of_the_lowest_missing_rank() -> None:
    rng = random.Random(3)
    for _ in range(2000):
        n = rng.randint(5, 7)
        naturals = rng.sample(range(52), n - 1)
        rank = lowest_missing(tuple(c >> 2 for c in naturals))
        stand_in = next(rank * 4 + s for s in range(4) if rank * 4 + s not in naturals)
        plain = pokerrank.strength([*naturals, stand_in], "ace-to-five")
        assert pokerrank.strength([*naturals, JOKER], "ace-to-five-joker") == plain
        assert pokerrank.strength([*naturals, JOKER], "eight-or-better-joker") == pokerrank.strength(
            [*naturals, stand_in], "eight-or-better"
        )


@pytest.mark.slow
@pytest.mark.parametrize("n_cards", [6, 7])
def test_best_of_more_cards_against_the_reference(n_cards: int) -> None:
    """The joker as the lowest rank missing from all the cards, then the best five."""
    _hands, strengths, reps, inverse = _exhaustive()
    per_class = np.zeros(len(reps), dtype=np.int64)
    per_class[inverse] = strengths["ace-to-five-joker"]
    strength_of_key = {reference(rep): value for rep, value in zip(reps, per_class.tolist(), strict=True)}
    rng = random.Random(n_cards)
    sample = [(JOKER, *rng.sample(range(52), n_cards - 1)) for _ in range(1500)]
    batch = pokerrank.evaluate_array(np.array(sample, dtype=np.uint8), ACE_TO_FIVE_JOKER).tolist()
    for hand, value in zip(sample, batch, strict=True):
        assert strength_of_key[reference(hand)] == value, pokerrank.format_cards(hand)


@settings(max_examples=200, deadline=None)
@given(
    hand=st.lists(st.integers(0, 52), min_size=5, max_size=7, unique=True),
    ranking=st.sampled_from([ACE_TO_FIVE_JOKER, EIGHT_OR_BETTER_JOKER]),
)
def test_best_of_more_cards_is_the_max_over_five_card_subsets(hand: list[int], ranking: Ranking) -> None:
    best = max(pokerrank.strength(five, ranking) for five in combinations(hand, 5))
    assert pokerrank.strength(hand, ranking) == best
    assert pokerrank.evaluate_array(np.array([hand]), ranking).tolist() == [best]


@pytest.mark.parametrize(
    ("cards", "name"),
    [
        ("Jk 2c 3d 4h 5s", "wheel, 5-4-3-2-A"),
        ("Jk Ac 2d 3h 4s", "wheel, 5-4-3-2-A"),
        ("Kc Kd 4h 3s Jk", "pair of kings, 4-3-A"),
        ("Jk Ac Ad Ah As", "four of a kind, aces with a deuce kicker"),
        ("Jk 8c 7d 6h 2s 9c Kd", "eight-seven low, 8-7-6-2-A"),
        ("Jk Ac 2c 3c 4c 5c 6d", "wheel, 5-4-3-2-A"),
    ],
)
def test_names_and_the_cards_that_play(cards: str, name: str) -> None:
    hand = pokerrank.evaluate(cards, "ace-to-five-joker")
    assert str(hand) == name
    assert JOKER in hand.all_cards


def test_the_joker_takes_its_place_among_the_cards_that_play() -> None:
    hand = pokerrank.evaluate("Jk Ac 2d 3h 4s 4c Kd", "ace-to-five-joker")
    assert pokerrank.format_cards(hand.cards) == "Jk 4s 3h 2d Ac"  # the joker is the five
    assert hand.ranking.deciding(hand)[0] == ("low_highest_card", 3)  # the joker plays as the five


def test_eight_or_better_with_the_joker_may_have_no_low() -> None:
    assert pokerrank.evaluate("Jk 9c 9d Kh 2s", "eight-or-better-joker") is None
    assert pokerrank.strength([JOKER, 28, 29, 46, 3], "eight-or-better-joker") == 0


@pytest.mark.parametrize(
    ("cards", "ranking", "culprit"),
    [
        ("Jk 2c 3d 4h 5s", "ace-to-five", "'Jk'"),
        ("Jk 2c 3d 4h 5s", "eight-or-better", "'Jk'"),
        ("Jk 2c Jk 4h 5s", "ace-to-five-joker", "2 jokers"),
        ([1, 5, 9, 13, 53], "ace-to-five-joker", "53"),
    ],
)
def test_bad_input(cards: str | list[int], ranking: str, culprit: str) -> None:
    with pytest.raises(InvalidCardError) as info:
        pokerrank.evaluate(cards, ranking)
    assert culprit in str(info.value)
