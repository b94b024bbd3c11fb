"""The high ranking: exhaustive against an independent reference and the published counts."""

from __future__ import annotations

import hashlib
from collections import Counter
from itertools import combinations
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pokerrank
from pokerrank import HIGH, Category, DuplicateCardError, HandSizeError, InvalidCardError, evaluate, evaluate_array
from pokerrank.stats import enumerate_stats

# -- an independent, obviously correct reference -------------------------------------------
# Written from RULES.md "High hands" without using any pokerrank code: a hand's key is
# (category, the ranks that decide in order); Python's tuple order then ranks hands.


def reference_key(cards: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    ranks = sorted((c // 4 for c in cards), reverse=True)
    suits = {c % 4 for c in cards}
    flush = len(suits) == 1
    unique = sorted(set(ranks), reverse=True)
    straight_high = None
    if len(unique) == 5:
        if unique[0] - unique[4] == 4:
            straight_high = unique[0]
        elif unique == [12, 3, 2, 1, 0]:  # A-5-4-3-2: the ace plays low
            straight_high = 3
    counts = Counter(ranks)
    # ranks ordered by (how many, which), e.g. full house: trips rank then pair rank
    by_group = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    if straight_high is not None and flush:
        return (8, (straight_high,))
    if shape == [4, 1]:
        return (7, tuple(by_group))
    if shape == [3, 2]:
        return (6, tuple(by_group))
    if flush:
        return (5, tuple(ranks))
    if straight_high is not None:
        return (4, (straight_high,))
    if shape == [3, 1, 1]:
        return (3, tuple(by_group))
    if shape == [2, 2, 1]:
        return (2, tuple(by_group))
    if shape == [2, 1, 1, 1]:
        return (1, tuple(by_group))
    return (0, tuple(ranks))


def reference_best(cards: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    return max(reference_key(five) for five in combinations(cards, 5))


PUBLISHED_5 = {  # RULES.md "High hands"
    "STRAIGHT_FLUSH": 40,
    "FOUR_OF_A_KIND": 624,
    "FULL_HOUSE": 3744,
    "FLUSH": 5108,
    "STRAIGHT": 10200,
    "THREE_OF_A_KIND": 54912,
    "TWO_PAIR": 123552,
    "ONE_PAIR": 1098240,
    "HIGH_CARD": 1302540,
}
PUBLISHED_6 = {  # issue 2
    "STRAIGHT_FLUSH": 1844,
    "FOUR_OF_A_KIND": 14664,
    "FULL_HOUSE": 165984,
    "FLUSH": 205792,
    "STRAIGHT": 361620,
    "THREE_OF_A_KIND": 732160,
    "TWO_PAIR": 2532816,
    "ONE_PAIR": 9730740,
    "HIGH_CARD": 6612900,
}
PUBLISHED_7 = {  # issue 2
    "STRAIGHT_FLUSH": 41584,
    "FOUR_OF_A_KIND": 224848,
    "FULL_HOUSE": 3473184,
    "FLUSH": 4047644,
    "STRAIGHT": 6180020,
    "THREE_OF_A_KIND": 6461620,
    "TWO_PAIR": 31433400,
    "ONE_PAIR": 58627800,
    "HIGH_CARD": 23294460,
}
# sha256 of the strengths (little-endian int32) of every 5-card hand in itertools order:
# pins the full sorted order, ties included.
GOLDEN_5 = "63250b1bbb59b1d3189b6eb8a9b950262f23ec6daaaf54f258ddca88da2582b0"


@pytest.fixture(scope="module")
def strengths5(five_card_hands: np.ndarray) -> np.ndarray:
    return evaluate_array(five_card_hands)


@pytest.mark.slow
def test_every_5_card_hand_against_the_reference(five_card_hands: np.ndarray, strengths5: np.ndarray) -> None:
    # The reference key depends on the ranks and on whether the hand is a flush; evaluate
    # it once per (ranks, flush) class, then check every hand maps through its class.
    ranks = np.sort(five_card_hands // 4, axis=1)
    suits = five_card_hands % 4
    flush = (suits == suits[:, :1]).all(axis=1)
    class_id = (ranks.astype(np.int64) * 13 ** np.arange(5)).sum(axis=1) * 2 + flush
    ids, first, inverse = np.unique(class_id, return_index=True, return_inverse=True)
    keys = [reference_key(tuple(int(c) for c in five_card_hands[i])) for i in first]
    # each class has exactly one strength ...
    per_class = np.full(len(ids), -1)
    per_class[inverse] = strengths5
    assert (per_class[inverse] == strengths5).all()
    # ... and sorting classes by the reference key sorts their strengths strictly
    order = sorted(range(len(ids)), key=lambda i: keys[i])
    ordered = per_class[order]
    assert len(set(keys)) == 7462
    assert (np.diff(ordered) > 0).all()
    assert ordered[0] == 1 and ordered[-1] == 7462


@pytest.mark.slow
def test_5_card_counts_distinct_and_golden_digest(strengths5: np.ndarray) -> None:
    cats = pokerrank.categories(strengths5)
    counts = {Category(c).name: int(n) for c, n in zip(*np.unique(cats, return_counts=True), strict=True)}
    assert counts == PUBLISHED_5
    assert len(np.unique(strengths5)) == 7462
    digest = hashlib.sha256(strengths5.astype("<i4").tobytes()).hexdigest()
    assert digest == GOLDEN_5


@pytest.mark.slow
def test_scalar_equals_batch_on_every_5_card_hand(five_card_hands: np.ndarray, strengths5: np.ndarray) -> None:
    strength = pokerrank.strength
    scalar = np.fromiter((strength(hand) for hand in five_card_hands.tolist()), dtype=np.int32)
    assert (scalar == strengths5).all()


def test_stats_5_6_7_match_the_published_counts() -> None:
    five, six, seven = (enumerate_stats("high", n) for n in (5, 6, 7))
    assert five.counts == PUBLISHED_5 and five.distinct == 7462 and five.total == 2598960
    assert six.counts == PUBLISHED_6 and six.total == 20358520
    assert seven.counts == PUBLISHED_7 and seven.distinct == 4824 and seven.total == 133784560


def test_stats_histogram_equals_batch_histogram(strengths5: np.ndarray) -> None:
    assert (enumerate_stats("high", 5).histogram == np.bincount(strengths5, minlength=7463)).all()


# -- more cards: best five, scalar vs batch, properties -----------------------------------

hands_of = st.integers(5, 9).flatmap(lambda n: st.lists(st.integers(0, 51), min_size=n, max_size=n, unique=True))


@settings(max_examples=300, deadline=None)
@given(hands_of)
def test_best_of_n_is_the_max_over_five_card_subsets(hand: list[int]) -> None:
    best = max(pokerrank.strength(list(five)) for five in combinations(hand, 5))
    assert pokerrank.strength(hand) == best
    assert reference_best(tuple(hand)) == reference_key(tuple(int(c) for c in evaluate(hand).cards))


@settings(max_examples=300, deadline=None)
@given(hands_of, st.permutations(range(4)), st.randoms(use_true_random=False))
def test_suit_relabelling_and_card_order_never_change_a_strength(hand: list[int], perm: list[int], rnd) -> None:  # type: ignore[no-untyped-def]
    relabelled = [c // 4 * 4 + perm[c % 4] for c in hand]
    rnd.shuffle(relabelled)
    assert pokerrank.strength(relabelled) == pokerrank.strength(hand)


@pytest.mark.parametrize("n_cards", [5, 6, 7, 8, 9])
def test_scalar_equals_batch_on_random_hands(n_cards: int) -> None:
    rng = np.random.default_rng(n_cards)
    hands = np.argsort(rng.random((20000, 52)), axis=1)[:, :n_cards].astype(np.uint8)
    batch = evaluate_array(hands)
    scalar = [pokerrank.strength(h) for h in hands.tolist()]
    assert batch.tolist() == scalar
    if n_cards <= 7:
        subsample = hands[:300].tolist()
        ref = [reference_best(tuple(h)) for h in subsample]
        pairs = list(zip(ref, batch[:300].tolist(), strict=True))
        for (ka, sa), (kb, sb) in combinations(pairs, 2):
            assert (ka < kb) == (sa < sb) and (ka == kb) == (sa == sb)


def test_every_7_card_strength_class_is_the_max_of_its_21_subsets() -> None:
    rng = np.random.default_rng(7)
    hands = np.argsort(rng.random((50000, 52)), axis=1)[:, :7].astype(np.uint8)
    best7 = evaluate_array(hands)
    subsets = np.stack([evaluate_array(hands[:, list(c)]) for c in combinations(range(7), 5)])
    assert (best7 == subsets.max(axis=0)).all()


# -- names, cards, comparisons --------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "name", "plays"),
    [
        ("As Ks Qs Js Ts 2c 3d", "royal flush", "As Ks Qs Js Ts"),
        ("9c 8c 7c 6c 5c", "nine-high straight flush", "9c 8c 7c 6c 5c"),
        ("Ah 2h 3h 4h 5h", "five-high straight flush", "5h 4h 3h 2h Ah"),
        ("Kc Kd Kh Ks 2c Ad", "four of a kind, kings with an ace kicker", "Ks Kh Kd Kc Ad"),
        ("3c 3d 3h 6s 6d", "full house, threes full of sixes", "3h 3d 3c 6s 6d"),
        ("7c 7d 7h 2s 2d Ah Kh", "full house, sevens full of deuces", "7h 7d 7c 2s 2d"),
        ("Ks Js 9s 6s 2s Ah", "king-high flush", "Ks Js 9s 6s 2s"),
        ("5c 4d 3h 2s Ac", "five-high straight", "5c 4d 3h 2s Ac"),
        ("Ac Kd Qh Js Tc 9c", "ace-high straight", "Ac Kd Qh Js Tc"),
        ("Jc Jd 4h 4s Ac 2d 3h", "two pair, jacks and fours with an ace kicker", "Jd Jc 4s 4h Ac"),
        ("7c 7d 7h Ks Ad", "three of a kind, sevens with ace and king kickers", "7h 7d 7c Ad Ks"),
        ("As Ad Kc Qd 2h", "pair of aces with king, queen and deuce kickers", "As Ad Kc Qd 2h"),
        ("Ac Kd 9h 7s 3c", "ace-high with king, nine, seven and three", "Ac Kd 9h 7s 3c"),
        ("8c 8d 2h 2s 3c", "two pair, eights and deuces with a three kicker", "8d 8c 2s 2h 3c"),
    ],
)
def test_names_and_playing_cards(cards: str, name: str, plays: str) -> None:
    hand = evaluate(cards)
    assert str(hand) == name == hand.name
    assert pokerrank.format_cards(hand.cards) == plays


def test_category_enum_and_royal_flush() -> None:
    assert [c.name for c in Category][:9] == [
        "HIGH_CARD", "ONE_PAIR", "TWO_PAIR", "THREE_OF_A_KIND", "STRAIGHT",
        "FLUSH", "FULL_HOUSE", "FOUR_OF_A_KIND", "STRAIGHT_FLUSH",
    ]  # fmt: skip
    royal = evaluate("As Ks Qs Js Ts")
    assert royal.category is Category.STRAIGHT_FLUSH and royal.strength == 7462


def test_comparisons_and_ties() -> None:
    a, b = evaluate("As Ad Kc Qd 2h"), evaluate("Ks Kd Kh 3c 4c")
    assert b > a and a < b and a != b and a <= b and b >= a
    # suits never decide; a sixth card never breaks a tie
    assert evaluate("As Ks Qs Js 9s") == evaluate("Ah Kh Qh Jh 9h")
    assert evaluate("Ah Ad Kc Kd Qs 2c 3c") == evaluate("Ah Ad Kc Kd Qs 9c 8c")
    assert sorted([b, a]) == [a, b]
    assert hash(evaluate("As Ks Qs Js 9s")) == hash(evaluate("Ah Kh Qh Jh 9h"))


def test_the_wheel_is_the_lowest_straight_and_q_k_a_2_3_is_no_straight() -> None:
    wheel, six_high = evaluate("5c 4d 3h 2s Ac"), evaluate("6c 5d 4h 3s 2c")
    assert wheel.category is Category.STRAIGHT and wheel < six_high
    assert evaluate("Qc Kd Ah 2s 3c").category is Category.HIGH_CARD


def test_project_euler_54() -> None:
    # A copy of shared/reference/project-euler-54-poker.txt ships with the tests, so the
    # README's test command passes in a checkout that has no shared/ folder beside it.
    path = Path(__file__).resolve().parent / "data" / "project-euler-54-poker.txt"
    lines = path.read_text().split("\n")
    rows = [line.split() for line in lines if line.strip()]
    assert len(rows) == 1000
    hands = pokerrank.cards_to_array([" ".join(row) for row in rows])
    one, two = evaluate_array(hands[:, :5]), evaluate_array(hands[:, 5:])
    assert int((one > two).sum()) == 376
    assert int((one == two).sum()) == 0
    assert sum(evaluate(row[:5]) > evaluate(row[5:]) for row in rows[:200]) == int((one[:200] > two[:200]).sum())


# -- bad input -----------------------------------------------------------------------------


def test_bad_input_errors() -> None:
    with pytest.raises(HandSizeError, match="5 to 9 cards, got 4"):
        evaluate("As Ks Qs Js")
    with pytest.raises(HandSizeError, match="got 10"):
        pokerrank.strength(list(range(10)))
    with pytest.raises(DuplicateCardError, match="'As'"):
        pokerrank.strength([51, 51, 1, 2, 3])
    with pytest.raises(InvalidCardError, match="77"):
        pokerrank.strength([77, 1, 2, 3, 4])
    with pytest.raises(pokerrank.UnknownNameError, match="'nope'"):
        evaluate("As Ks Qs Js Ts", ranking="nope")


def test_bad_arrays() -> None:
    with pytest.raises(HandSizeError, match="2-D"):
        evaluate_array(np.zeros(5, dtype=np.uint8))
    with pytest.raises(HandSizeError, match="got 4"):
        evaluate_array(np.zeros((3, 4), dtype=np.uint8))
    with pytest.raises(DuplicateCardError, match=r"'2c' in row 1 \(column 4\)"):
        evaluate_array(np.array([[0, 1, 2, 3, 4], [0, 1, 2, 3, 0]], dtype=np.uint8))
    with pytest.raises(InvalidCardError, match="card code 60 at row 1, column 0"):
        evaluate_array(np.array([[0, 1, 2, 3, 4], [60, 1, 2, 3, 4]], dtype=np.uint8))
    with pytest.raises(InvalidCardError, match="card code -1 at row 0, column 2"):
        evaluate_array(np.array([[0, 1, -1, 3, 4]]))
    with pytest.raises(InvalidCardError, match="integers"):
        evaluate_array(np.zeros((2, 5)))
    assert evaluate_array(np.zeros((0, 7), dtype=np.uint8)).shape == (0,)


def test_batch_accepts_other_integer_dtypes_and_non_contiguous_arrays() -> None:
    hands = np.array([[51, 47, 43, 39, 35, 0, 1], [0, 4, 8, 12, 21, 30, 40]], dtype=np.int64)
    expected = [pokerrank.strength(h) for h in hands.tolist()]
    assert evaluate_array(hands).tolist() == expected
    assert evaluate_array(np.asfortranarray(hands.astype(np.uint8))).tolist() == expected
    assert evaluate_array(hands[:, ::-1]).tolist() == expected
    assert HIGH.evaluate_array(hands, check=False).tolist() == expected
