"""An all-in before the flop valued by the board's ranks (pokerrank.results.exact): the same
exact values as the general road, and as every board decided by the rules one by one."""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction
from itertools import combinations

import pytest
from _helpers import shares
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerrank.cards import parse_cards
from pokerrank.games import get_game
from pokerrank.handhistory import read
from pokerrank.handhistory.allin import pot_values
from pokerrank.kernels.allin import JOINT_BITS
from pokerrank.results import Status, hand_result, runout_values
from pokerrank.results import hand as results_hand
from pokerrank.results.exact import preflop_values

BOARD_GAMES = ["holdem", "short-deck", "omaha", "omaha-hi-lo", "omaha-5", "omaha-6", "big-o"]


def codes(text: str) -> tuple[int, ...]:
    return tuple(int(c) for c in parse_cards(text)) if text.strip() else ()


def side_pots(bets: Sequence[int]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The pots of the players' bets, every player still in (a player's own top pot too)."""
    pots, previous = [], 0
    for level in sorted(set(bets)):
        amount = sum(min(b, level) - previous for b in bets if b > previous)
        pots.append((amount, tuple(i for i, b in enumerate(bets) if b >= level)))
        previous = level
    return tuple(pots)


def deal(rng: random.Random, game: str, n: int, n_dead: int) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    spec = get_game(game)
    cards = rng.sample(sorted(spec.deck.codes), n * spec.hole_cards + n_dead)
    hands = tuple(tuple(cards[i * spec.hole_cards : (i + 1) * spec.hole_cards]) for i in range(n))
    return hands, tuple(cards[n * spec.hole_cards :])


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(BOARD_GAMES),
    st.integers(2, 4),
    st.integers(0, 8),
    st.lists(st.integers(1, 4), min_size=4, max_size=4),
    st.randoms(use_true_random=False),
)
def test_the_same_values_as_the_general_road(
    game: str, n: int, n_dead: int, bets: list[int], rng: random.Random
) -> None:
    """Every game the road takes, two to four players, dead cards, side pots (a player's own
    pot too): the same fractions, runouts and heads-up counts as pot_values."""
    spec = get_game(game)
    if spec.hole_cards * n + n_dead > 30:
        n = 2
    hands, dead = deal(rng, game, n, n_dead)
    pots = side_pots([b * 100 for b in bets[:n]])
    fast = preflop_values(spec, hands, dead, pots)
    if n == 2 and not dead and game == "holdem":
        assert fast is None  # the shipped heads-up table's
        return
    assert fast is not None
    assert (fast.means, (fast.runouts, fast.counts)) == pot_values(spec, hands, (), dead, pots)
    assert sum(fast.means) == sum(amount for amount, _ in pots)
    assert fast.variances is not None and all(v >= 0 for v in fast.variances)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(BOARD_GAMES),
    st.integers(2, 3),
    st.sampled_from([(0, 1), (0, 1, 2), (0, 0, 1, 1), (2, 3)]),
    st.lists(st.integers(1, 3), min_size=3, max_size=3),
    st.randoms(use_true_random=False),
)
def test_every_board_decided_by_the_rules(
    game: str, n: int, suits: tuple[int, ...], bets: list[int], rng: random.Random
) -> None:
    """Most of the deck dead, the live cards of one or two suits mostly (so that flushes,
    straight flushes, ties, split and quartered pots and missing lows come often): each pot
    over every board against the rules' brute-force reference."""
    spec = get_game(game)
    deck = sorted(spec.deck.codes)
    hands, _ = deal(rng, game, n, 0)
    held = {c for hand in hands for c in hand}
    rest = [c for c in deck if c not in held]
    favoured = [c for c in rest if c & 3 in suits]
    live = set(rng.sample(favoured, min(len(favoured), 8)))
    live |= set(rng.sample([c for c in rest if c not in live], 2))
    dead = tuple(c for c in rest if c not in live)
    pots = side_pots(bets[:n])
    fast = preflop_values(spec, hands, dead, pots)
    assert fast is not None
    expected = [Fraction(0)] * n
    squares = [Fraction(0)] * n
    boards = list(combinations(sorted(live), 5))
    first = [0, 0, 0]
    for board in boards:
        won = [Fraction(0)] * n
        for amount, who in pots:
            split = shares(spec, [hands[i] for i in who], board)
            for i, share in zip(who, split, strict=True):
                won[i] += share * amount
            if len(who) == 2 and fast.counts is not None:
                mine = split[0]
                first[0 if mine == 1 else 1 if mine > 0 else 2] += 1
        for i in range(n):
            expected[i] += won[i]
            squares[i] += won[i] ** 2
    runs = len(boards)
    assert fast.runouts == runs
    assert fast.means == [value / runs for value in expected]
    assert fast.variances == tuple(squares[i] / runs - (expected[i] / runs) ** 2 for i in range(n))
    if fast.counts is not None:
        assert list(fast.counts) == first


def test_the_road_leaves_other_spots_to_the_general_road() -> None:
    holdem = get_game("holdem")
    pots = ((200, (0, 1)),)
    assert preflop_values(holdem, (codes("As Ad"), codes("Kc Kd")), (), pots) is None  # the heads-up table's
    assert preflop_values(holdem, (codes("As Ad"), codes("As Kd")), codes("2c"), pots) is None  # not a deal
    assert preflop_values(holdem, (codes("As Ad"), codes("Kc Kd 2c")), (), pots) is None  # three cards
    assert preflop_values(holdem, (codes("As Ad"), codes("Kc Kd")), codes("2c"), ((200, (0,)),)) is None  # no contest
    drawmaha = get_game("2-7-drawmaha")  # its low side's flush replaces the value
    assert preflop_values(drawmaha, (codes("As Ad Kc Kd 2c"), codes("7h 5d 4c 3s 2s")), (), pots) is None
    assert preflop_values(holdem, (codes("As Ad"), codes("Kc Kd")), codes("2c"), pots) is not None
    hilo = get_game("omaha-hi-lo")  # four players, three pots, two sides: 24 bits of outcomes
    four = (codes("As Ad 2c 3c"), codes("Kc Kd 4h 5h"), codes("Qs Qd 6c 7c"), codes("Jh Jd 8s 9s"))
    side = ((400, (0, 1, 2, 3)), (300, (1, 2, 3)), (200, (2, 3)))
    split = preflop_values(hilo, four, (), side)  # two passes, and one for the pair of pots apart
    assert JOINT_BITS < 3 * 2 * 4 and split is not None
    assert (split.means, (split.runouts, split.counts)) == pot_values(hilo, four, (), (), side)


def test_pots_counted_a_group_a_pass_have_every_runouts_variance() -> None:
    """Omaha Hi/Lo four-way with three pots: 24 bits of outcomes, counted in two passes and
    one more for the pair of pots apart; the variances are every runout's (most cards dead,
    so that every runout can be dealt)."""
    hilo = get_game("omaha-hi-lo")
    four = (codes("As Ad 2c 3c"), codes("Kc Kd 4h 5h"), codes("Qs Qd 6c 7c"), codes("Jh Jd 8s 9s"))
    dead = codes("2s 3s 4s 5s 6s 7s 2d 3d 4d 5d 6d 7d 8d 9d Td Th 9h 8h 7h 6h 2h 3h Ac Kh")
    pots = ((400, (0, 1, 2, 3)), (300, (1, 2, 3)), (200, (2, 3)))
    fast = preflop_values(hilo, four, dead, pots)
    assert fast is not None and fast.variances is not None
    dist = runout_values(hilo, four, (), dead, pots)
    assert fast.runouts == dist.runouts
    assert fast.means == [dist.mean(i) for i in range(4)]
    assert list(fast.variances) == [dist.variance(i) for i in range(4)]


def test_quartered_low_and_a_pot_of_ones_own() -> None:
    """Omaha hi/lo, three players: both holding A-2 split every low, the third's own top
    pot comes back whole."""
    spec = get_game("omaha-hi-lo")
    hands = (codes("As 2s Kd Kc"), codes("Ah 2h Qd Qc"), codes("9c 9h Ts Js"))
    pots = ((300, (0, 1, 2)), (80, (2,)))
    fast = preflop_values(spec, hands, codes("3c 3d"), pots)
    assert fast is not None and (fast.means, (fast.runouts, fast.counts)) == pot_values(
        spec, hands, (), codes("3c 3d"), pots
    )
    assert fast.means[2] > 80  # the own pot and a share of the main one


PREFLOP_ALL_IN = """PokerStars Hand #1: Omaha Hi/Lo Pot Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
Seat 3: cid ($100 in chips)
bob: posts small blind $1
cid: posts big blind $2
*** HOLE CARDS ***
ann: raises $4 to $6
bob: raises $94 to $100 and is all-in
cid: folds
ann: calls $94 and is all-in
*** FLOP *** [2c 7d 9h]
*** TURN *** [2c 7d 9h] [Ks]
*** RIVER *** [2c 7d 9h Ks] [3c]
*** SHOW DOWN ***
ann: shows [As 2s Kd Qc]
bob: shows [Ah 3h Jd Jc]
ann collected $101 from pot
bob collected $101 from pot
*** SUMMARY ***
Total pot $202 | Rake $0
Board [2c 7d 9h Ks 3c]
Seat 1: ann (button) showed [As 2s Kd Qc] and won ($101)
Seat 2: bob (small blind) showed [Ah 3h Jd Jc] and won ($101)
Seat 3: cid (big blind) folded before Flop
"""


def test_a_hands_results_are_the_general_roads(monkeypatch: pytest.MonkeyPatch) -> None:
    """A preflop all-in of a hand history: the adjusted winnings by the ranks' road are the
    general road's, to the fraction."""
    record = next(read(PREFLOP_ALL_IN))
    fast = hand_result(record)
    assert fast.status is Status.ADJUSTED and fast.allin is not None and fast.allin.street == "preflop"
    monkeypatch.setattr(results_hand, "preflop_values", lambda *args: None)
    general = hand_result(record)
    assert general.allin is not None
    assert fast.players == general.players and fast.allin.equities == general.allin.equities
    assert fast.allin.variance("ann") == general.allin.variance("ann") > 0  # from the kernel, from every runout
    assert fast.allin.runouts == general.allin.runouts == 1_086_008  # C(44, 5): 44 cards left
