"""Wild cards: the bug, a fully wild joker and deuces wild, against a substitution reference.

The reference is written here from RULES.md "Wild cards" without pokerrank code: a wild
card is replaced by every one of the 52 cards in turn (the bug: by an ace of any suit, or
by any card when the result is a straight, a flush or a straight flush), and five natural
cards are ranked by a key (category, deciding ranks) in which a rank may appear five times
and a flush needs five distinct ranks. Tuple order of the keys then ranks hands.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from functools import cache
from itertools import combinations, pairwise

import numpy as np
import pytest
from conftest import all_hands
from hypothesis import given, settings
from hypothesis import strategies as st

import pokerrank
from pokerrank import BUG, DEUCES_WILD, JOKER, JOKER_WILD, DuplicateCardError, InvalidCardError, Ranking
from pokerrank.stats import enumerate_stats

Key = tuple[int, tuple[int, ...]]
Card2 = tuple[int, int]  # (rank, suit): deuce 0 .. ace 12, suits 0..3

FIVE_OF_A_KIND, STRAIGHT_FLUSH, FOUR, FULL_HOUSE, FLUSH, STRAIGHT = 9, 8, 7, 6, 5, 4
THREE, TWO_PAIR, PAIR, HIGH_CARD = 3, 2, 1, 0
ACE = 12
DECK = tuple((rank, suit) for rank in range(13) for suit in range(4))

# -- the independent reference ----------------------------------------------------------


@cache
def _key_of(ranks: tuple[int, ...], one_suit: bool) -> Key:
    """Five ranks (highest first, repeats allowed) and whether all five share a suit."""
    counts = Counter(ranks)
    by_group = tuple(sorted(counts, key=lambda r: (counts[r], r), reverse=True))
    shape = sorted(counts.values(), reverse=True)
    distinct = len(counts) == 5
    flush = one_suit and distinct  # a flush never holds the same rank twice
    top = None
    if distinct and ranks[0] - ranks[4] == 4:
        top = ranks[0]
    elif list(ranks) == [12, 3, 2, 1, 0]:
        top = 3  # the wheel: the ace plays low
    if shape == [5]:
        return (FIVE_OF_A_KIND, by_group)
    if top is not None and flush:
        return (STRAIGHT_FLUSH, (top,))
    if shape == [4, 1]:
        return (FOUR, by_group)
    if shape == [3, 2]:
        return (FULL_HOUSE, by_group)
    if flush:
        return (FLUSH, ranks)
    if top is not None:
        return (STRAIGHT, (top,))
    if shape == [3, 1, 1]:
        return (THREE, by_group)
    if shape == [2, 2, 1]:
        return (TWO_PAIR, by_group)
    if shape == [2, 1, 1, 1]:
        return (PAIR, by_group)
    return (HIGH_CARD, ranks)


def natural_key(cards: tuple[Card2, ...]) -> Key:
    """The key of five natural cards (a card may repeat: a wild card became it)."""
    return _key_of(tuple(sorted((r for r, _ in cards), reverse=True)), len({s for _, s in cards}) == 1)


def _state(cards: tuple[Card2, ...]) -> tuple[tuple[int, ...], int | None]:
    """What the rest of the substitution depends on: the ranks, and the suit if only one."""
    suits = {s for _, s in cards}
    return tuple(sorted(r for r, _ in cards)), (suits.pop() if len(suits) == 1 else None)


_memo: dict[tuple[tuple[tuple[int, ...], int | None], int], Key] = {}


def wild_reference(naturals: tuple[Card2, ...], n_wild: int) -> Key:
    """Fully wild cards: each becomes every one of the 52 cards in turn; the best key wins."""
    if n_wild == 0:
        return natural_key(naturals)
    memo_key = (_state(naturals), n_wild)
    if memo_key not in _memo:
        _memo[memo_key] = max(wild_reference((*naturals, card), n_wild - 1) for card in DECK)
    return _memo[memo_key]


def bug_reference(naturals: tuple[Card2, ...], n_wild: int) -> Key:
    """The bug: an ace of any suit, or any card that makes a straight, flush or straight flush."""
    if n_wild == 0:
        return natural_key(naturals)
    assert n_wild == 1
    options = [natural_key((*naturals, (ACE, suit))) for suit in range(4)]
    for card in DECK:
        key = natural_key((*naturals, card))
        if key[0] in (STRAIGHT, FLUSH, STRAIGHT_FLUSH):
            options.append(key)
    return max(options)


def _split(codes: tuple[int, ...], ranking: Ranking) -> tuple[tuple[Card2, ...], int]:
    wild = [c for c in codes if c == JOKER or (ranking is DEUCES_WILD and c >> 2 == 0)]
    return tuple((c >> 2, c & 3) for c in codes if c not in wild), len(wild)


def reference(codes: tuple[int, ...], ranking: Ranking) -> Key:
    """The reference key of five card codes under ``ranking``."""
    naturals, n_wild = _split(codes, ranking)
    return (bug_reference if ranking is BUG else wild_reference)(naturals, n_wild)


def reference_best(codes: tuple[int, ...], ranking: Ranking) -> Key:
    return max(reference(five, ranking) for five in combinations(codes, 5))


# -- exhaustive: every 5-card hand, one reference per class -------------------------------

# Published counts for deuces wild (Wizard of Odds, "Deuces Wild", 2,598,960 hands; the
# natural royal, wild royal and other straight flushes together; four deuces with five of
# a kind). Jokers: 2,869,685 hands of the 53-card deck.
EXPECTED = {
    "high-wild": {
        9: 13, 8: 204, 7: 3_120, 6: 6_552, 5: 7_804, 4: 20_532,
        3: 137_280, 2: 123_552, 1: 1_268_088, 0: 1_302_540,
    },
    "high-bug": {
        9: 1, 8: 204, 7: 828, 6: 4_368, 5: 7_804, 4: 20_532,
        3: 63_360, 2: 138_600, 1: 1_215_024, 0: 1_418_964,
    },
    "high-deuces-wild": {
        9: 48 + 624, 8: 4 + 480 + 2_068, 7: 31_552, 6: 12_672, 5: 14_472, 4: 62_232,
        3: 355_080, 2: 95_040, 1: 1_225_008, 0: 799_680,
    },
}  # fmt: skip

RANKINGS = (BUG, JOKER_WILD, DEUCES_WILD)


def _deck_size(ranking: Ranking) -> int:
    return 52 + ranking.jokers


def _classes(hands: np.ndarray, ranking: Ranking) -> np.ndarray:
    """A class id per hand: the sorted natural ranks, the number of wild cards, and
    whether the natural cards share one suit (all a five-card hand's value can depend on)."""
    wild = hands == JOKER
    if ranking is DEUCES_WILD:
        wild |= hands >> 2 == 0
    ranks = np.sort(np.where(wild, 13, hands >> 2).astype(np.int64), axis=1)
    suits = (hands & 3).astype(np.int64)
    one_suit = np.where(wild, 9, suits).min(axis=1) == np.where(wild, -1, suits).max(axis=1)
    ids = one_suit.astype(np.int64)
    for column in range(ranks.shape[1]):
        ids = ids * 14 + ranks[:, column]
    return ids


@cache
def _exhaustive(name: str) -> tuple[np.ndarray, np.ndarray, list[Key], np.ndarray]:
    """(hands, batch strengths, reference key per class, class index per hand)."""
    ranking = pokerrank.get_ranking(name)
    hands = all_hands(5, _deck_size(ranking))
    strengths = pokerrank.evaluate_array(hands, ranking)
    _, first, inverse = np.unique(_classes(hands, ranking), return_index=True, return_inverse=True)
    keys = [reference(tuple(int(c) for c in hands[i]), ranking) for i in first]
    return hands, strengths, keys, inverse.reshape(-1)


@pytest.mark.slow
@pytest.mark.parametrize("name", [r.name for r in RANKINGS])
def test_every_five_card_hand_orders_as_the_reference(name: str) -> None:
    hands, strengths, keys, inverse = _exhaustive(name)
    assert len(hands) == (2_869_685 if name != "high-deuces-wild" else 2_598_960)
    # one strength per class ...
    class_strength = np.zeros(len(keys), dtype=np.int64)
    class_strength[inverse] = strengths
    assert (class_strength[inverse] == strengths).all()
    # ... and the strengths order the classes exactly as the reference keys do
    by_key: dict[Key, set[int]] = {}
    for key, value in zip(keys, class_strength.tolist(), strict=True):
        by_key.setdefault(key, set()).add(value)
    assert all(len(values) == 1 for values in by_key.values()), "one reference key, several strengths"
    ordered = [by_key[key].pop() for key in sorted(by_key)]
    assert all(a < b for a, b in pairwise(ordered)), "strength order != reference order"
    # category counts: the reference's, the published ones, the ranking's categories
    sizes = np.bincount(inverse, minlength=len(keys))
    reference_counts: Counter[int] = Counter()
    for key, size in zip(keys, sizes.tolist(), strict=True):
        reference_counts[key[0]] += size
    assert dict(reference_counts) == EXPECTED[name]
    ranking_counts = Counter(pokerrank.categories(strengths, name).tolist())
    assert dict(ranking_counts) == EXPECTED[name]


@pytest.mark.slow
@pytest.mark.parametrize("name", [r.name for r in RANKINGS])
def test_scalar_equals_batch_on_every_hand(name: str) -> None:
    hands, strengths, _, _ = _exhaustive(name)
    scalar = [pokerrank.strength(hand, name) for hand in hands.tolist()]
    assert scalar == strengths.tolist()


@pytest.mark.slow
@pytest.mark.parametrize("name", [r.name for r in RANKINGS])
def test_enumeration_matches_batch(name: str) -> None:
    """stats' enumeration kernel (53 cards for a joker) counts what the batch path gives."""
    _, strengths, _, _ = _exhaustive(name)
    stats = enumerate_stats(name, 5)
    assert stats.total == len(strengths)
    histogram = np.bincount(strengths, minlength=len(stats.histogram))
    assert (histogram == stats.histogram).all()
    named = {pokerrank.get_ranking(name).category_type[k].value: v for k, v in stats.counts.items() if v}
    assert named == EXPECTED[name]


@pytest.mark.parametrize("ranking", RANKINGS, ids=lambda r: r.name)
def test_reference_classes_hold_on_random_hands(ranking: Ranking) -> None:
    """The class reduction of the exhaustive test: hands in one class have one reference key,
    and the batch strength of random hands orders them as the reference does directly."""
    rng = random.Random(5)
    deck = list(range(_deck_size(ranking)))
    hands = [tuple(rng.sample(deck, 5)) for _ in range(1500)]
    hands += [(JOKER, *rng.sample(range(52), 4)) for _ in range(500)] if ranking.jokers else []
    strengths = pokerrank.evaluate_array(np.array(hands, dtype=np.uint8), ranking).tolist()
    by_key: dict[Key, set[int]] = {}
    for hand, value in zip(hands, strengths, strict=True):
        by_key.setdefault(reference(hand, ranking), set()).add(value)
    assert all(len(values) == 1 for values in by_key.values())
    ordered = [by_key[key].pop() for key in sorted(by_key)]
    assert ordered == sorted(set(ordered)) and len(ordered) == len(set(ordered))


# -- more than five cards -------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("ranking", RANKINGS, ids=lambda r: r.name)
@pytest.mark.parametrize("n_cards", [6, 7])
def test_best_five_of_more_cards_against_the_reference(ranking: Ranking, n_cards: int) -> None:
    """Random 6- and 7-card hands (a third with the joker): the strength is the strength of
    the five cards whose reference key is highest; scalar and batch agree."""
    _, strengths, keys, inverse = _exhaustive(ranking.name)
    class_strength = np.zeros(len(keys), dtype=np.int64)
    class_strength[inverse] = strengths
    strength_of_key = dict(zip(keys, class_strength.tolist(), strict=True))
    rng = random.Random(n_cards)
    hands = [tuple(rng.sample(range(_deck_size(ranking)), n_cards)) for _ in range(1000)]
    if ranking.jokers:
        hands += [(JOKER, *rng.sample(range(52), n_cards - 1)) for _ in range(500)]
    batch = pokerrank.evaluate_array(np.array(hands, dtype=np.uint8), ranking).tolist()
    for hand, value in zip(hands, batch, strict=True):
        assert strength_of_key[reference_best(hand, ranking)] == value, pokerrank.format_cards(hand)
        assert pokerrank.strength(hand, ranking) == value


def _hand_strategy(ranking: Ranking, n_cards: int) -> st.SearchStrategy[list[int]]:
    return st.lists(st.integers(0, _deck_size(ranking) - 1), min_size=n_cards, max_size=n_cards, unique=True)


@pytest.mark.parametrize("ranking", RANKINGS, ids=lambda r: r.name)
@pytest.mark.parametrize("n_cards", [6, 7, 8])
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_best_of_more_cards_is_the_max_over_five_card_subsets(
    ranking: Ranking, n_cards: int, data: st.DataObject
) -> None:
    hand = data.draw(_hand_strategy(ranking, n_cards))
    if ranking.jokers and data.draw(st.booleans()) and JOKER not in hand:
        hand[0] = JOKER
    best = max(pokerrank.strength(five, ranking) for five in combinations(hand, 5))
    assert pokerrank.strength(hand, ranking) == best
    assert pokerrank.evaluate_array(np.array([hand]), ranking).tolist() == [best]
    evaluated = pokerrank.evaluate(hand, ranking)
    assert evaluated.strength == best
    assert pokerrank.strength(evaluated.cards, ranking) == best  # the five that play make the strength


@pytest.mark.parametrize("ranking", RANKINGS, ids=lambda r: r.name)
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_suit_relabelling_and_card_order_never_change_a_strength(ranking: Ranking, data: st.DataObject) -> None:
    n_cards = data.draw(st.integers(5, 7))
    hand = data.draw(_hand_strategy(ranking, n_cards))
    permutation = data.draw(st.permutations(range(4)))
    relabelled = [c if c == JOKER else (c & ~3) | permutation[c & 3] for c in hand]
    shuffled = data.draw(st.permutations(relabelled))
    expected = pokerrank.strength(hand, ranking)
    assert pokerrank.strength(shuffled, ranking) == expected
    assert pokerrank.evaluate_array(np.array([shuffled]), ranking).tolist() == [expected]


# -- the examples, names and the cards that play ----------------------------------


@pytest.mark.parametrize(
    ("cards", "ranking", "name"),
    [
        ("Jk 7h 7d 7s 7c", "high-wild", "five of a kind, sevens"),
        ("Jk 7h 7d 7s 7c", "high-bug", "four of a kind, sevens with an ace kicker"),
        ("Jk 4c Kc 5d Ts", "high-wild", "pair of kings with ten, five and four kickers"),
        ("Jk 4c Kc 5d Ts", "high-bug", "ace-high with king, ten, five and four"),
        ("As Ac Ad Ah Jk", "high-wild", "five aces"),
        ("As Ac Ad Ah Jk", "high-bug", "five aces"),
        ("Jk 9h 8h 7h 6h", "high-wild", "ten-high straight flush"),
        ("Jk 9h 8h 7h 6h", "high-bug", "ten-high straight flush"),
        ("Jk Ah Kh Qh Jh", "high-bug", "wild royal flush"),
        ("Jk As Ks Qs Js Ts 2c", "high-wild", "royal flush"),
        ("Jk As Ks Qs Js Ts 2c", "high-bug", "royal flush"),
        ("Ah Kh Qh Jh Th", "high-wild", "royal flush"),
        ("2c Ah Kh Qh Jh", "deuces-wild", "wild royal flush"),
        ("2c 2d 2h 2s 9h", "deuces-wild", "five of a kind, nines"),
        ("Jk Kh 9h 5h 3h", "high-bug", "ace-high flush"),
        ("Jk Ah 9h 5h 3h", "high-bug", "ace-high flush"),
        ("Jk 2c 3d 4h 5s", "high-bug", "six-high straight"),
        ("Jk Kd Qc Jh Ts 3c 3d", "high-bug", "ace-high straight"),
        ("Jk Ah Ad 7c 7s 2d 3h", "high-bug", "full house, aces full of sevens"),
        ("Jk As 8c Kd 4h 2s 6c", "high-bug", "pair of aces with king, eight and six kickers"),
    ],
)
def test_examples(cards: str, ranking: str, name: str) -> None:
    hand = pokerrank.evaluate(cards, ranking)
    assert str(hand) == name


def test_named_examples_agree_with_the_reference() -> None:
    for cards, ranking, category in [
        ("Jk 7h 7d 7s 7c", JOKER_WILD, FIVE_OF_A_KIND),
        ("Jk 7h 7d 7s 7c", BUG, FOUR),
        ("Jk 4c Kc 5d Ts", JOKER_WILD, PAIR),
        ("Jk 4c Kc 5d Ts", BUG, HIGH_CARD),
        ("As Ac Ad Ah Jk", BUG, FIVE_OF_A_KIND),
        ("Jk 9h 8h 7h 6h", BUG, STRAIGHT_FLUSH),
    ]:
        codes = tuple(int(c) for c in pokerrank.parse_cards(cards, jokers=True))
        assert reference(codes, ranking)[0] == category
        assert pokerrank.evaluate(cards, ranking).category == category


def test_five_aces_is_the_best_hand_and_beats_a_royal_flush() -> None:
    five_aces = pokerrank.evaluate("As Ac Ad Ah Jk", "high-bug")
    royal = pokerrank.evaluate("As Ks Qs Js Ts", "high-bug")
    assert five_aces > royal
    assert five_aces.strength == max(enumerate_stats("high-bug", 5).histogram.nonzero()[0])


def test_the_cards_that_play_put_the_wild_card_last() -> None:
    hand = pokerrank.evaluate("Jk 9h 8h 7h 6h 2c 2d", "high-wild")
    assert pokerrank.format_cards(hand.cards) == "9h 8h 7h 6h Jk"
    assert hand.category == pokerrank.Category.STRAIGHT_FLUSH


def test_a_natural_hand_keeps_its_plain_high_strength() -> None:
    hands = all_hands(5)[::997]
    plain = pokerrank.evaluate_array(hands, "high")
    assert (pokerrank.evaluate_array(hands, "high-bug") == plain).all()
    assert (pokerrank.evaluate_array(hands, "high-wild") == plain).all()


# -- bad input ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "culprit"),
    [
        (lambda: pokerrank.evaluate("Jk 2c 3d 4h 5s", "high"), "'Jk'"),
        (lambda: pokerrank.evaluate("Jk 2c 3d 4h 5s", "deuces-wild"), "'Jk'"),
        (lambda: pokerrank.strength([2, 5, 9, 13, 52], "high"), "position 5"),
        (lambda: pokerrank.evaluate_array(np.array([[2, 5, 9, 13, 52]]), "high"), "card code 52"),
        (lambda: pokerrank.evaluate("Jk 2c Jk 4h 5s", "high-wild"), "2 jokers"),
        (lambda: pokerrank.evaluate("Jk Joker 3d 4h 5s", "high-bug"), "2 jokers"),
        (lambda: pokerrank.strength([52, 5, 9, 13, 52], "high-wild"), "Jk"),
        (lambda: pokerrank.strength([53, 5, 9, 13, 4], "high-wild"), "53"),
        (lambda: pokerrank.evaluate([1, 5, 9, 13, 53], "high-bug"), "53"),
        (lambda: pokerrank.evaluate_array(np.array([[1, 5, 9, 13, 53]]), "high-wild"), "card code 53"),
        (lambda: pokerrank.evaluate_array(np.array([[1, 5, 9, 13, 53]], dtype=np.uint8), "high-wild"), "53"),
    ],
)
def test_bad_input_raises_a_typed_error_naming_the_culprit(call: Callable[[], object], culprit: str) -> None:
    with pytest.raises(InvalidCardError) as info:
        call()
    assert culprit in str(info.value)


def test_a_repeated_joker_in_an_array_is_a_duplicate() -> None:
    with pytest.raises(DuplicateCardError, match="'Jk'"):
        pokerrank.evaluate_array(np.array([[52, 5, 9, 13, 52]], dtype=np.uint8), "high-wild")


@pytest.mark.slow
def test_every_seven_card_hand_with_four_deuces() -> None:
    """The deepest table block: four wild cards and three natural ones (17,296 hands)."""
    _, strengths, keys, inverse = _exhaustive("high-deuces-wild")
    class_strength = np.zeros(len(keys), dtype=np.int64)
    class_strength[inverse] = strengths
    strength_of_key = dict(zip(keys, class_strength.tolist(), strict=True))
    hands = [(0, 1, 2, 3, *rest) for rest in combinations(range(4, 52), 3)]
    batch = pokerrank.evaluate_array(np.array(hands, dtype=np.uint8), DEUCES_WILD).tolist()
    expected = [strength_of_key[reference_best(hand, DEUCES_WILD)] for hand in hands]
    assert batch == expected
    # four deuces and any card: five of a kind of the highest other card
    assert set(pokerrank.categories(batch, DEUCES_WILD).tolist()) == {FIVE_OF_A_KIND}
    assert batch.count(max(batch)) == 17_296 - 44 * 43 * 42 // 6  # five aces: hands with an ace
