"""Short-deck rankings: every 5-card hand of the 36-card deck against a slow reference."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import numpy as np
import pytest

import pokerrank
from pokerrank.errors import InvalidCardError
from pokerrank.tables.store import build, load

SHORT = [c for c in range(52) if c >> 2 >= 4]

# Independent reference: categories weakest first in each order.
TRITON = ["high", "pair", "two pair", "straight", "trips", "full house", "flush", "quads", "straight flush"]
CLASSIC = ["high", "pair", "two pair", "trips", "straight", "full house", "flush", "quads", "straight flush"]
STRAIGHTS = {frozenset([12, 4, 5, 6, 7]): 7} | {frozenset(range(top - 4, top + 1)): top for top in range(8, 13)}


def reference_key(cards: tuple[int, ...], order: list[str]) -> tuple[int, tuple[int, ...]]:
    ranks = [c >> 2 for c in cards]
    suited = len({c & 3 for c in cards}) == 1
    top = STRAIGHTS.get(frozenset(ranks)) if len(set(ranks)) == 5 else None
    counts = Counter(ranks)
    by_count = tuple(sorted(counts, key=lambda r: (counts[r], r), reverse=True))
    shape = sorted(counts.values(), reverse=True)
    if top is not None:
        name, tie = ("straight flush" if suited else "straight"), (top,)
    elif suited:
        name, tie = "flush", by_count
    else:
        name = {
            (4, 1): "quads", (3, 2): "full house", (3, 1, 1): "trips",
            (2, 2, 1): "two pair", (2, 1, 1, 1): "pair", (1, 1, 1, 1, 1): "high",
        }[tuple(shape)]  # fmt: skip
        tie = by_count
    return order.index(name), tie


@pytest.fixture(scope="module")
def hands() -> np.ndarray:
    return np.array(list(combinations(SHORT, 5)), dtype=np.uint8)


@pytest.mark.slow
@pytest.mark.parametrize(("ranking", "order"), [("short-deck", TRITON), ("short-deck-classic", CLASSIC)])
def test_every_five_card_hand_orders_like_the_reference(hands: np.ndarray, ranking: str, order: list[str]) -> None:
    strengths = pokerrank.evaluate_array(hands, ranking)
    keys = [reference_key(tuple(h), order) for h in hands.tolist()]
    by_key: dict[tuple[int, tuple[int, ...]], set[int]] = {}
    for key, s in zip(keys, strengths.tolist(), strict=True):
        by_key.setdefault(key, set()).add(s)
    assert all(len(v) == 1 for v in by_key.values())  # equal hands, equal strength
    ordered = [next(iter(by_key[k])) for k in sorted(by_key)]
    assert ordered == sorted(ordered) and len(set(ordered)) == len(ordered)  # strictly increasing with the key
    assert ordered == list(range(1, len(ordered) + 1))  # dense 1..n
    # published counts over the 376,992 hands
    counts = Counter(order[k[0]] for k in keys)
    assert counts == {
        "straight flush": 24, "quads": 288, "flush": 480, "full house": 1728, "straight": 6120,
        "trips": 16128, "two pair": 36288, "pair": 193536, "high": 122400,
    }  # fmt: skip
    # the category enum agrees with the reference category of every hand
    cats = pokerrank.categories(strengths, ranking)
    assert all(order[k[0]] == names for k, names in zip(keys[:5000], _names(cats[:5000], order), strict=True))


def _names(cats: np.ndarray, order: list[str]) -> list[str]:
    return [order[int(c)] for c in cats]


def test_seven_cards_best_of_twenty_one() -> None:
    rng = random.Random(3)
    rows = [rng.sample(SHORT, 7) for _ in range(2000)]
    got = pokerrank.evaluate_array(np.array(rows), "short-deck").tolist()
    for row, value in zip(rows, got, strict=True):
        assert value == max(pokerrank.strength(list(five), "short-deck") for five in combinations(row, 5))
        assert pokerrank.strength(row, "short-deck") == value


def test_rules_examples() -> None:
    ev = pokerrank.evaluate
    assert ev("7s 7d 7c Ah Kd", "short-deck") > ev("Ts 9d 8c 7h 6d", "short-deck")
    assert ev("7s 7d 7c Ah Kd", "short-deck-classic") < ev("Ts 9d 8c 7h 6d", "short-deck-classic")
    assert ev("Kh Qh 9h 7h 6h", "6+") > ev("As Ad Ac Kd Ks", "6+")
    wheel = ev("As 6d 7c 8h 9s", "short-deck")
    assert wheel.name == "nine-high straight" and [str(c) for c in wheel.cards] == ["9s", "8h", "7c", "6d", "As"]
    assert wheel < ev("Ts 6d 7c 8h 9s", "short-deck")
    assert wheel > ev("As Ad Kc Kh Qs", "short-deck")


def test_cards_below_six_refused() -> None:
    with pytest.raises(InvalidCardError, match="'5c'"):
        pokerrank.evaluate("As Kd Qh Jc 5c", "short-deck")
    with pytest.raises(InvalidCardError, match="short deck"):
        pokerrank.strength([0, 51, 47, 43, 39, 35, 31], "short-deck")
    with pytest.raises(InvalidCardError, match="short deck"):
        pokerrank.evaluate_array(np.array([[51, 47, 43, 39, 3]]), "short-deck")


@pytest.mark.slow
@pytest.mark.parametrize("name", ["shortdeck_flush", "shortdeck_classic_flush", "shortdeck_rank"])
def test_shipped_tables_equal_a_fresh_build(name: str) -> None:
    assert build(name) == load(name)
