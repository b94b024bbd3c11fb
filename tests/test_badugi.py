"""Badugi (ace low) and the ace-high Badugi of Badeucy.

Every one of the 270,725 four-card hands against a brute-force subset search written here
from RULES.md (no pokerrank code), the counts of issue 3, scalar against batch on every
hand, golden digests, Hypothesis properties, names, and one test per sentence of the Dutch
seed about Badugi, quoted.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from itertools import combinations, pairwise
from math import comb

import numpy as np
import pytest
from click.testing import CliRunner
from conftest import verdict
from hypothesis import given, settings
from hypothesis import strategies as st

import pokerrank
from pokerrank import BADUGI, BADUGI_ACE_HIGH, DuplicateCardError, HandSizeError, compare, evaluate, evaluate_array
from pokerrank.cli import cli
from pokerrank.kernels.bundles import frozen
from pokerrank.kernels.indexed import binomials, colex_indexes, evaluate_indexed
from pokerrank.rankings.badugi import BadugiCategory
from pokerrank.stats import enumerate_stats
from pokerrank.tables import badugi as badugi_tables

RANKINGS = ("badugi", "badugi-ace-high")

# -- what decided, from the ranking's own ``deciding`` roles -----------------------------------
# The words of ``pokerrank.compare`` belong to its catalog (pokerrank.i18n); these tests pin
# what this ranking says decides: the category, or the first role whose ranks differ.


# -- the brute-force reference -------------------------------------------------------------
# RULES.md "Badugi": a card plays only if its rank and suit both differ from every other
# playing card; the hand is the largest such set, and among those the lowest, compared
# highest card first. Search every subset; return a *badness* key (smaller is better).


def face(code: int, ace_high: bool) -> int:
    rank = code // 4
    if ace_high:
        return rank + 2  # 2 = 2 ... A = 14
    return 1 if rank == 12 else rank + 2  # A = 1, 2 = 2 ... K = 13


def reference(cards: tuple[int, ...], ace_high: bool = False) -> tuple[int, list[int]]:
    """(4 - playing cards, the playing faces highest first)."""
    for size in (4, 3, 2, 1):
        options = [
            sorted((face(c, ace_high) for c in subset), reverse=True)
            for subset in combinations(cards, size)
            if len({c // 4 for c in subset}) == size and len({c % 4 for c in subset}) == size
        ]
        if options:
            return 4 - size, min(options)
    raise AssertionError("one card always plays")


GOLDEN_4 = {
    "badugi": "de46bb4fe5a9e58e74e15cdb43261a04f3896c78bbd3465da29836840e4f690c",
    "badugi-ace-high": "c35df5d0b6813ce2d551e178f7e19ae9640588c56922b6e345cce16a28c75fed",
}


@pytest.fixture(scope="module")
def four_card_hands() -> np.ndarray:
    from conftest import all_hands

    return all_hands(4)


@pytest.fixture(scope="module")
def strengths4(four_card_hands: np.ndarray) -> dict[str, np.ndarray]:
    return {name: evaluate_array(four_card_hands, name) for name in RANKINGS}


@pytest.fixture(scope="module")
def references(four_card_hands: np.ndarray) -> dict[str, list[tuple[int, list[int]]]]:
    hands = [tuple(h) for h in four_card_hands.tolist()]
    return {name: [reference(h, name == "badugi-ace-high") for h in hands] for name in RANKINGS}


# -- every four-card hand ----------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("ranking", RANKINGS)
def test_every_hand_in_the_order_of_the_brute_force_search(
    ranking: str, strengths4: dict[str, np.ndarray], references: dict[str, list[tuple[int, list[int]]]]
) -> None:
    keys = [(bad, tuple(faces)) for bad, faces in references[ranking]]
    strengths = strengths4[ranking].tolist()
    by_key: dict[tuple[int, tuple[int, ...]], set[int]] = {}
    for key, s in zip(keys, strengths, strict=True):
        by_key.setdefault(key, set()).add(s)
    assert all(len(values) == 1 for values in by_key.values())  # equal hands, equal strength
    ordered = sorted(by_key)  # best first
    for better, worse in pairwise(ordered):
        assert min(by_key[better]) > min(by_key[worse])
    assert len(ordered) == 1092
    sizes = Counter(4 - bad for bad, _ in ordered)
    assert sizes == {4: 715, 3: 286, 2: 78, 1: 13}


@pytest.mark.slow
@pytest.mark.parametrize("ranking", RANKINGS)
def test_issue_counts_badugis_by_highest_card(
    ranking: str, strengths4: dict[str, np.ndarray], references: dict[str, list[tuple[int, list[int]]]]
) -> None:
    strengths = strengths4[ranking]
    cats = pokerrank.categories(strengths, ranking)
    assert int((cats == BadugiCategory.FOUR_CARD_BADUGI).sum()) == 17160
    assert len(np.unique(strengths)) == 1092
    tops = Counter(faces[0] for bad, faces in references[ranking] if bad == 0)
    published = {13: 5280, 12: 3960, 11: 2880, 10: 2016, 9: 1344, 8: 840, 7: 480, 6: 240, 5: 96, 4: 24}
    if ranking == "badugi-ace-high":  # deuce lowest, ace highest: the same counts one rank up
        published = {top + 1: n for top, n in published.items()}
    assert tops == published


def test_counts_by_category_from_stats() -> None:
    stats = enumerate_stats("badugi", 4)
    assert stats.total == 270725 and stats.distinct == 1092
    assert stats.counts["FOUR_CARD_BADUGI"] == 17160
    assert sum(stats.counts.values()) == 270725
    assert enumerate_stats("badugi-ace-high", 4).counts == stats.counts


@pytest.mark.parametrize("ranking", RANKINGS)
def test_golden_digest_of_every_hand(ranking: str, strengths4: dict[str, np.ndarray]) -> None:
    digest = hashlib.sha256(strengths4[ranking].astype("<i4").tobytes()).hexdigest()
    assert digest == GOLDEN_4[ranking]


@pytest.mark.parametrize("ranking", RANKINGS)
def test_scalar_equals_batch_on_every_hand(
    ranking: str, four_card_hands: np.ndarray, strengths4: dict[str, np.ndarray]
) -> None:
    strength = pokerrank.strength
    scalar = np.fromiter((strength(h, ranking) for h in four_card_hands.tolist()), dtype=np.int32)
    assert (scalar == strengths4[ranking]).all()


@pytest.mark.parametrize("ranking", RANKINGS)
def test_playing_cards_are_the_searched_set(ranking: str, four_card_hands: np.ndarray) -> None:
    rng = np.random.default_rng(4)
    ace_high = ranking == "badugi-ace-high"
    for row in rng.choice(len(four_card_hands), 4000, replace=False):
        cards = tuple(int(c) for c in four_card_hands[row])
        hand = evaluate(cards, ranking)
        plays = [int(c) for c in hand.cards]
        bad, faces = reference(cards, ace_high)
        assert len(plays) == 4 - bad == hand.category + 1
        assert [face(c, ace_high) for c in plays] == faces  # highest first
        assert len({c // 4 for c in plays}) == len({c % 4 for c in plays}) == len(plays)
        assert set(plays) <= set(cards)


def test_tables_bounds_and_categories() -> None:
    assert BADUGI.category_bounds == badugi_tables.category_bounds()
    assert BADUGI_ACE_HIGH.category_bounds == badugi_tables.category_bounds(ace_high=True)
    assert [c.name for c in BadugiCategory] == [
        n.upper().replace(" ", "_").replace("-", "_") for n in badugi_tables.BADUGI_CATEGORY_NAMES
    ]


# -- the generic indexed kernel ------------------------------------------------------------------


def test_colex_index_is_a_bijection_and_ignores_card_order(four_card_hands: np.ndarray) -> None:
    binom = BADUGI.indexed_tables.binom
    assert (binom[:52] == binomials(52, 4)).all() and not binom[52:].any()
    out = np.empty(len(four_card_hands), dtype=np.int64)
    colex_indexes(frozen(four_card_hands[:, ::-1], np.uint8), binom, out)
    assert (np.sort(out) == np.arange(comb(52, 4))).all()
    for row in (0, 1, 12345, 270724):
        a, b, c, d = sorted(int(x) for x in four_card_hands[row])
        assert out[row] == comb(a, 1) + comb(b, 2) + comb(c, 3) + comb(d, 4)


def test_indexed_kernel_takes_the_best_over_combinations() -> None:
    """The kernel is generic: five cards, best of their five four-card combinations."""
    rng = np.random.default_rng(5)
    hands = np.argsort(rng.random((3000, 52)), axis=1)[:, :5].astype(np.uint8)
    combos = frozen(list(combinations(range(5), 4)), np.intp)
    out = np.empty(len(hands), dtype=np.int32)
    evaluate_indexed(frozen(hands, np.uint8), combos, BADUGI.indexed_tables, out)
    expected = np.max([evaluate_array(hands[:, list(c)], "badugi") for c in combos], axis=0)
    assert (out == expected).all()


# -- properties --------------------------------------------------------------------------------

four_cards = st.lists(st.integers(0, 51), min_size=4, max_size=4, unique=True)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(RANKINGS), four_cards, st.permutations(range(4)), st.permutations(range(4)))
def test_suit_relabelling_and_card_order_never_change_a_strength(
    ranking: str, hand: list[int], perm: list[int], order: list[int]
) -> None:
    relabelled = [hand[i] // 4 * 4 + perm[hand[i] % 4] for i in order]
    assert pokerrank.strength(relabelled, ranking) == pokerrank.strength(hand, ranking)
    assert evaluate_array(np.array([relabelled]), ranking)[0] == pokerrank.strength(hand, ranking)


@settings(max_examples=300, deadline=None)
@given(four_cards, four_cards)
def test_more_playing_cards_always_win(a: list[int], b: list[int]) -> None:
    ha, hb = evaluate(a, "badugi"), evaluate(b, "badugi")
    if len(ha.cards) > len(hb.cards):
        assert ha > hb


# -- names, comparisons, errors -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("ranking", "cards", "name", "plays"),
    [
        ("badugi", "4s 3h 2d Ac", "four-card badugi 4-3-2-A", "4s 3h 2d Ac"),
        ("badugi", "4s 4h 2d Ac", "three-card hand 4-2-A", "4s 2d Ac"),
        ("badugi", "Ac Ad 2c 3d", "two-card hand 2-A", "2c Ad"),
        ("badugi", "As Ah Ad Ac", "one-card hand A", "As"),
        ("badugi", "Kc Qd Jh Ts", "four-card badugi K-Q-J-T", "Kc Qd Jh Ts"),
        ("badugi-ace-high", "5s 4h 3d 2c", "four-card badugi 5-4-3-2", "5s 4h 3d 2c"),
        ("badugi-ace-high", "As 4h 3d 2c", "four-card badugi A-4-3-2", "As 4h 3d 2c"),
        ("badeucy-badugi", "Ac Ad 2c 3d", "two-card hand 3-2", "3d 2c"),
    ],
)
def test_names_and_playing_cards(ranking: str, cards: str, name: str, plays: str) -> None:
    hand = evaluate(cards, ranking)
    assert str(hand) == hand.name == name
    assert pokerrank.format_cards(hand.cards) == plays


def test_a_a_2_3_is_the_two_card_a_2_found_by_search() -> None:
    """RULES.md: A♣ A♦ 2♣ 3♦ is the two-card A-2 (not A-3, not one card)."""
    hand = evaluate("A♣ A♦ 2♣ 3♦", "badugi")
    assert hand.category is BadugiCategory.TWO_CARD_HAND and str(hand) == "two-card hand 2-A"
    assert pokerrank.format_cards(hand.cards, symbols=True) == "2♣ A♦"
    assert hand == evaluate("Ah 2s Kh Ks", "badugi")  # any other two-card A-2
    assert hand > evaluate("Ac Ad 3c 4d", "badugi")  # 2-A beats 3-A ...
    assert hand > evaluate("Ac Ah Ad As", "badugi")  # ... and every one-card hand
    assert hand < evaluate("Kc Qd Js Js".replace("Js Js", "Js Jh"), "badugi")  # but not a three-card hand


def test_compare_reasons() -> None:
    result = verdict("Kc Qd Jh Ts", "4s 4h 2d Ac", "badugi")
    assert result.winner == 0 and result.reason == "four card badugi beats three card hand"
    result = verdict("7c 4d 3h 2s", "7d 5h 3c As", "badugi")
    assert result.winner == 0 and result.reason == "the second card decides: four against five"
    result = verdict("Ac Ad 2c 3d", "Ac Ad 2c 3d", "badeucy-badugi")
    assert result.winner is None


def test_compare_agrees_on_the_winner() -> None:
    result = compare("Kc Qd Jh Ts", "4s 4h 2d Ac", "badugi")
    assert result.winner == 0
    result = compare("A♣ A♦ 2♣ 3♦", "Ah 2s Kh Ks", "badugi")
    assert result.winner is None


def test_bad_input() -> None:
    with pytest.raises(HandSizeError, match="exactly 4"):
        evaluate("Ac 2d 3h 4s 5c", "badugi")
    with pytest.raises(DuplicateCardError):
        evaluate("Ac Ac 3h 4s", "badugi")
    with pytest.raises(DuplicateCardError):
        evaluate_array(np.array([[0, 0, 4, 8]]), "badugi")
    with pytest.raises(HandSizeError):
        evaluate_array(np.zeros((1, 5), dtype=np.uint8), "badugi")
    with pytest.raises(DuplicateCardError):
        pokerrank.strength([0, 0, 4, 8], "badugi")


def test_cli_rank_compare_and_stats() -> None:
    runner = CliRunner()
    out = runner.invoke(cli, ["rank", "--ranking", "badugi", "Ac Ad 2c 3d"])
    assert out.exit_code == 0 and out.stdout.splitlines()[0] == "two-card hand 2-A"
    out = runner.invoke(cli, ["compare", "--ranking", "badugi", "4s 3h 2d Ac", "5s 3h 2d Ac"])
    assert out.exit_code == 0 and "A wins" in out.stdout and "four against five" in out.stdout
    out = runner.invoke(cli, ["stats", "--ranking", "badugi", "--cards", "4", "--json", "--no-progress"])
    assert out.exit_code == 0 and json.loads(out.stdout)["counts"]["FOUR_CARD_BADUGI"] == 17160


# -- the Dutch seed, sentence by sentence ------------------------------------------------------
# The examples' cards are pictures missing from the text; each test builds cards that fit
# the sentence's words.


def test_seed_like_ace_to_five_ace_low_every_card_differs() -> None:
    """ "Badugi-handwaarden lijken op het Aas-vijf-systeem. Net als in Aas-vijf is een aas altijd
    laag. Echter, in tegenstelling tot Aas-vijf moet elke kaart een andere waarde en kaarkleur
    hebben om mee te tellen." """
    assert evaluate("Ac 2d 3h 5s", "badugi") > evaluate("2c 3d 4h 5s", "badugi")  # the ace is low
    assert len(evaluate("Ac 2c 3h 5s", "badugi").cards) == 3  # a shared suit: one does not count


def test_seed_four_cards_no_straights() -> None:
    """ "Een Badugi-hand bestaat uit vier kaarten in plaats van de gebruikelijke vijf. Daarom is een
    straight niet mogelijk, en vier opeenvolgende kaarten hebben geen betekenis." """
    assert evaluate("4s 3h 2d Ac", "badugi").strength == 1092  # the best hand, four in a row
    assert evaluate("9s 8h 7d 6c", "badugi") < evaluate("9s 8h 7d 5c", "badugi")
    with pytest.raises(HandSizeError):
        evaluate("5s 4s 3h 2d Ac", "badugi")


def test_seed_one_of_a_suit_and_one_of_a_pair_counts() -> None:
    """ "Onthoud dat als je kaarten hebt van dezelfde kaartkleur slechts een ervan meetelt in de
    handwaarde; hetzelfde geldt voor een pair." """
    assert str(evaluate("Ks 2s 3h 4d", "badugi")) == "three-card hand 4-3-2"
    assert str(evaluate("2s 2h 3c 4d", "badugi")) == "three-card hand 4-3-2"


def test_seed_a_badugi() -> None:
    """ "Badugi: een badugi is een hand die bestaat uit 4 kaarten, zonder pair en van verschillende
    (kaart)kleur." """
    assert evaluate("Kc Qd Jh Ts", "badugi").category is BadugiCategory.FOUR_CARD_BADUGI
    assert evaluate("Kc Kd Jh Ts", "badugi").category is BadugiCategory.THREE_CARD_HAND
    assert evaluate("Kc Qc Jh Ts", "badugi").category is BadugiCategory.THREE_CARD_HAND


def test_seed_badugi_tie() -> None:
    """ "Bij een gelijke hand: De op een na hoogste kaart bepaalt wie de pot wint. Indien nodig wordt
    ook gekeken naar de op twee en ten slotte drie na hoogste kaart om een winnaar te bepalen." """
    assert verdict("8c 4d 3h 2s", "8d 5h 3c 2s", "badugi").reason == "the second card decides: four against five"
    assert verdict("8c 5d 2h As", "8d 5h 3c As", "badugi").reason == "the third card decides: deuce against three"
    assert verdict("8c 5d 3h As", "8d 5h 3c 2s", "badugi").reason == "the fourth card decides: ace against deuce"
    assert verdict("8c 5d 3h As", "8d 5h 3c As", "badugi").winner is None  # suits never decide


def test_seed_three_card_hand() -> None:
    """ "Driekaart: een hand die bestaat uit drie kaarten zonder pair en van verschillende (kaart)kleur,
    en een vierde kaart die een pair maakt of van dezelfde (kaart)kleur is. De laagste drie
    kaarten (zonder pair en van verschillende kleur) bepalen de hand." """
    hand = evaluate("7s 5h 2d 9h", "badugi")
    assert hand.category is BadugiCategory.THREE_CARD_HAND and str(hand) == "three-card hand 7-5-2"


def test_seed_three_card_example_a_pair_of_fours() -> None:
    """ "Vanwege het pair telt een van de vieren niet mee, en deze wordt buiten beschouwing gelaten,
    wat resulteert in een 4, 2, A driekaart." """
    assert str(evaluate("4s 4h 2d Ac", "badugi")) == "three-card hand 4-2-A"


def test_seed_three_card_example_two_hearts() -> None:
    """ "Vanwege de twee harten in deze hand wordt er een niet meegeteld en is dit een 3, 2, A
    driekaart." """
    assert str(evaluate("3s 2d Ah Kh", "badugi")) == "three-card hand 3-2-A"


def test_seed_three_card_tie_the_fourth_card_never_counts() -> None:
    """ "Bij een gelijke hand: De op een na hoogste kaart bepaalt wie de pot wint. Indien nodig wordt
    ook gekeken naar de op twee na hoogste kaart om een winnaar te bepalen. De vierde kaart (die
    een pair maakte of van eenzelfde kleur was) telt niet mee voor de handwaarde en wordt dan
    ook niet gebruikt om een winnaar aan te wijzen." """
    assert verdict("7s 4h 2d 9h", "7d 5s 2h 8s", "badugi").reason == "the second card decides: four against five"
    assert verdict("7s 4h 2d 9h", "7d 4s 3h 8s", "badugi").reason == "the third card decides: deuce against three"
    assert verdict("4s 4h 2d Ac", "4c 2h As Kh", "badugi").winner is None  # the fourth card: a pair, or a suit


def test_seed_two_card_hand() -> None:
    """ "Tweekaart: een hand die bestaat uit twee verschillende kaarten (geen pair en niet van dezelfde
    kleur), maar ook twee kaarten die een pair maken of eenzelfde kleur hebben. De laagste twee
    kaarten met verschillende kleur bepalen de hand." """
    hand = evaluate("9s 5d 5s 9d", "badugi")
    assert hand.category is BadugiCategory.TWO_CARD_HAND and str(hand) == "two-card hand 9-5"


def test_seed_two_card_example_two_pair() -> None:
    """ "Vanwege de twee pair wordt van elk pair een kaart niet meegeteld en is dit een 5, A
    tweekaart." """
    assert str(evaluate("As Ah 5s 5h", "badugi")) == "two-card hand 5-A"


def test_seed_two_card_example_three_hearts() -> None:
    """ "Vanwege de drie harten worden er twee niet meegeteld en is dit een 2, A tweekaart." """
    assert str(evaluate("Ah 5h 9h 2s", "badugi")) == "two-card hand 2-A"


def test_seed_two_card_tie() -> None:
    """ "Bij een gelijke hand: De op een na hoogste kaart bepaalt wie de pot wint. De derde en vierde
    kaart (die een pair maakten of van eenzelfde kleur zijn) tellen niet mee voor de handwaarde
    en worden dan ook niet gebruikt om een winnaar aan te wijzen." """
    assert verdict("5s 2h 5h 9h", "5d 3s 5s 3d", "badugi").reason == "the second card decides: deuce against three"
    assert verdict("As Ah 5s 5h", "Ad Ac 5d 5c", "badugi").winner is None


def test_seed_one_card_hand() -> None:
    """ "Eénkaart: een hand die slechts bestaat uit één speelbare kaart. De laagste kaart speelt
    uiteraard." """
    hand = evaluate("Ks 7s 3s Qs", "badugi")
    assert hand.category is BadugiCategory.ONE_CARD_HAND and str(hand) == "one-card hand 3"


def test_seed_one_card_example_four_aces() -> None:
    """ "Vanwege de vier azen worden er drie niet meegeteld en is dit een éénkaart bestaande uit
    alleen een aas." """
    assert str(evaluate("As Ah Ad Ac", "badugi")) == "one-card hand A"


def test_seed_one_card_example_four_spades() -> None:
    """ "Vanwege de vier schoppen worden er drie niet meegeteld en is dit een éénkaart bestaande uit
    alleen een drie." """
    assert str(evaluate("3s 5s 9s Ks", "badugi")) == "one-card hand 3"


def test_seed_one_card_hands_split() -> None:
    """ "Bij een gelijke hand: De pot wordt gedeeld tussen gelijke éénkaart-handen." """
    assert verdict("3s 5s 9s Ks", "3h 4h 8h Qh", "badugi").winner is None
    assert verdict("3s 5s 9s Ks", "2h 4h 8h Qh", "badugi").winner == 1


@pytest.mark.parametrize(
    ("ranking", "class_name"), [("badugi", "BadugiHand"), ("badugi-ace-high", "StandardBadugiHand")]
)
def test_same_order_as_pokerkit(ranking: str, class_name: str) -> None:
    """An outside opinion (a bench extra; skipped where it is not installed)."""
    pokerkit = pytest.importorskip("pokerkit")
    rng = np.random.default_rng(12)
    hands = np.argsort(rng.random((1500, 52)), axis=1)[:, :4].astype(np.uint8)
    from_game = getattr(pokerkit, class_name).from_game
    theirs = [from_game(" ".join(str(pokerrank.Card(c)) for c in row)) for row in hands.tolist()]
    ours = evaluate_array(hands, ranking).tolist()
    order = sorted(range(len(ours)), key=lambda i: ours[i])
    for i, j in pairwise(order):
        assert (theirs[i] < theirs[j]) == (ours[i] < ours[j])
        assert (not theirs[i] < theirs[j] and not theirs[j] < theirs[i]) == (ours[i] == ours[j])
