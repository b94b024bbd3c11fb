"""Partial hands and ranges in every game: exactly the average over the explicit hands they
stand for, against an independent brute-force reference.

The reference writes each pattern out by its own predicate over itertools' hands (never through
``parse_range``), deals every remaining card with itertools, and decides every deal with the
scalar ranking API; the engine's answer must equal it exactly (integer counts, equal floats).
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import combinations

import pytest
from _helpers import shares as reference_shares

import pokerrank
from pokerrank import equity, range_equity
from pokerrank.cards import parse_cards
from pokerrank.games import get_game

RANKS = "23456789TJQKA"


def written(game, predicate, size, known=()):
    """Every hand of ``size`` cards of the game's deck the predicate takes (by itertools)."""
    deck = sorted(c for c in get_game(game).deck.codes if c not in known)
    return [combo for combo in combinations(deck, size) if predicate(combo)]


def reference(game_name, players, board="", dead=""):
    """(equity, wins, ties, losses) per player and the deals, by brute force. Each player is a
    list of (hand, weight): the hands he may hold; stud hands are completed to seven."""
    game = get_game(game_name)
    known_board = [int(c) for c in parse_cards(board)] if board else []
    dead_cards = [int(c) for c in parse_cards(dead)] if dead else []
    n = len(players)
    total = Fraction(0)
    weight_sum = Fraction(0)
    share = [Fraction(0)] * n
    wins, ties, losses = [Fraction(0)] * n, [Fraction(0)] * n, [Fraction(0)] * n
    deals = 0

    def matchups(p, used, chosen, weight):
        if p == n:
            yield chosen, weight
            return
        for hand, w in players[p]:
            if used.isdisjoint(hand):
                yield from matchups(p + 1, used | set(hand), [*chosen, list(hand)], weight * w)

    base = set(known_board) | set(dead_cards)
    for hands, weight in matchups(0, base, [], Fraction(1)):
        deck = sorted(c for c in game.deck.codes if c not in base and all(c not in h for h in hands))
        missing = [game.board_cards - len(known_board)] + [
            0 if game.board_cards else game.hole_cards - len(h) for h in hands
        ]

        def deal(group, left, dealt, missing=missing):
            if group == len(missing):
                yield dealt
                return
            for combo in combinations(left, missing[group]):
                rest = [c for c in left if c not in combo]
                yield from deal(group + 1, rest, [*dealt, list(combo)], missing)

        for dealt in deal(0, deck, []):
            b = known_board + dealt[0]
            holes = [hands[p] + dealt[p + 1] for p in range(n)]
            shares = reference_shares(game, holes, b)
            deals += 1
            total += weight
            for p in range(n):
                share[p] += weight * shares[p]
                if shares[p] == 1:
                    wins[p] += weight
                elif shares[p]:
                    ties[p] += weight
                else:
                    losses[p] += weight
        weight_sum += weight
    return [s / total for s in share], wins, ties, losses, deals, total


def fixed(cards):
    return [(tuple(int(c) for c in parse_cards(cards)), Fraction(1))]


def aces(combo):
    return sum(1 for c in combo if c >> 2 == 12)


def has_ranks(*ranks):
    def pred(combo):
        have = Counter(RANKS[c >> 2] for c in combo)
        need = Counter(ranks)
        return all(have[r] >= k for r, k in need.items())

    return pred


def double_suited(combo):
    counts = Counter(c & 3 for c in combo)
    return sum(1 for k in counts.values() if k >= 2) >= 2


def assert_same(result, expected, *, weighted=False):
    eq, wins, ties, losses, deals, total = expected
    assert result.exact
    if not weighted:
        assert result.deals == deals
    for p, player in enumerate(result.players):
        assert player.equity == float(eq[p])
        if not weighted:
            assert (player.wins, player.ties, player.losses) == (wins[p], ties[p], losses[p])
        else:
            scale = result.deals / total  # the counts are in whole units of the weights
            assert (player.wins, player.ties, player.losses) == (wins[p] * scale, ties[p] * scale, losses[p] * scale)


# -- patterns equal the average over the hands they stand for ------------------------------------

BOARD_SPOTS = [
    # game, pattern, its predicate (size, known cards excluded later), other player, board
    ("holdem", "A*", lambda c: aces(c) >= 1, "Kd Kh", "Ks 7c 2d 9h Th"),
    ("holdem", "A*", lambda c: aces(c) >= 1, "Kd Kh", "Ks 7c 2d 9h"),
    ("holdem", "As*", lambda c: 51 in c, "Kd Kh", "Ks 7c 2d 9h"),
    ("holdem", "**", lambda c: True, "Kd Kh", "Ks 7c 2d 9h Th"),
    ("omaha", "AA**", lambda c: aces(c) >= 2, "Ks Kd Qs Jd", "Kc 7h 2d 9s 3c"),
    ("omaha", "AKQ*", has_ranks("A", "K", "Q"), "Ts Td 9s 8d", "Tc 7h 2d 9h 3c"),
    ("omaha-hi-lo", "AA**$ds", lambda c: aces(c) >= 2 and double_suited(c), "Ks Kd 2s 3d", "Kc 7h 4d 9s 6c"),
    ("omaha-hi-lo", "A23*", has_ranks("A", "2", "3"), "Ks Kd 3s 4d", "Kc 7h 5d 9s 8c"),
    ("short-deck", "A*", lambda c: aces(c) >= 1, "Kd Kh", "Ks 7c 6d 9h Th"),
]


@pytest.mark.parametrize(("game", "pattern", "predicate", "other", "board"), BOARD_SPOTS)
def test_a_pattern_is_exactly_the_average_over_its_hands(game, pattern, predicate, other, board):
    spec = get_game(game)
    known = {int(c) for c in parse_cards(other)} | {int(c) for c in parse_cards(board)}
    hands = [(h, Fraction(1)) for h in written(game, predicate, spec.hole_cards, known)]
    expected = reference(game, [hands, fixed(other)], board)
    assert_same(equity(game, [pattern, other], board=board), expected)


def test_the_other_way_round_and_against_a_range():
    # the pattern second, against a Hold'em range first
    known = {int(c) for c in parse_cards("Ks 7c 2d 9h Th")}
    tens = [(h, Fraction(1)) for h in written("holdem", lambda c: c[0] >> 2 == c[1] >> 2 == 8, 2, known)]
    kings = [(h, Fraction(1)) for h in written("holdem", lambda c: any(x >> 2 == 11 for x in c), 2, known)]
    expected = reference("holdem", [tens, kings], "Ks 7c 2d 9h Th")
    assert_same(equity("holdem", ["TT", "K*"], board="Ks 7c 2d 9h Th"), expected)


def test_weighted_range_of_patterns_is_the_weighted_average():
    board = "Kc 7h 4d 9s Jc"
    other = "Qs Qd 2s 3d"
    known = {int(c) for c in parse_cards(other)} | {int(c) for c in parse_cards(board)}
    aa = written("omaha", lambda c: aces(c) >= 2, 4, known)
    kk = written("omaha", lambda c: sum(1 for x in c if x >> 2 == 11) >= 2, 4, known)
    weights = {h: Fraction(1, 2) for h in aa}
    weights.update({h: Fraction(1) for h in kk})  # a hand with two aces and two kings: the last token
    hands = list(weights.items())
    expected = reference("omaha", [hands, fixed(other)], board)
    result = equity("omaha", ["AA**:0.5, KK**", other], board=board)
    assert_same(result, expected, weighted=True)
    r = range_equity("omaha", ["AA**:0.5, KK**", other], board)
    assert r.players[0].equity == result.players[0].equity
    on_board = {int(c) for c in parse_cards(board)}
    pairs = set(written("omaha", lambda c: aces(c) >= 2, 4, on_board))
    pairs |= set(written("omaha", lambda c: sum(1 for x in c if x >> 2 == 11) >= 2, 4, on_board))
    assert r.players[0].combos == len(pairs)


def test_two_patterns_against_each_other_multiway():
    board = "Kc 7h 2d 9s"
    known = {int(c) for c in parse_cards(board)} | {int(c) for c in parse_cards("Qh Qd")}
    a = [(h, Fraction(1)) for h in written("holdem", has_ranks("A", "K"), 2, known)]  # AKs, AKo
    b = [(h, Fraction(1)) for h in written("holdem", lambda c: c[0] >> 2 == c[1] >> 2, 2, known)]  # any pair
    expected = reference("holdem", [a, b, fixed("Qh Qd")], board)
    assert_same(equity("holdem", ["AKs, AKo", "22+", "Qh Qd"], board=board, max_deals=10**7), expected)


def test_stud_with_unknown_down_cards():
    # stars are the cards not seen: the same as giving only the cards seen
    shown = equity("stud", ["Ah Kd 7c 2s 9d", "Qs Qd 5c 6h 3c"])
    starred = equity("stud", ["** Ah Kd 7c 2s 9d", "Qs Qd 5c 6h 3c *"])
    assert [p.equity for p in starred.players] == [p.equity for p in shown.players]
    assert starred.deals == shown.deals and starred.players[0].cards == "** Ah Kd 7c 2s 9d"


def test_stud_rank_pattern_is_the_average_over_its_hands():
    # sixth street: 'A Kd 7c 2s 9d 8h' holds one ace of any suit the others leave
    other = "Qs Qd 5c 6h 3c Ad"
    known = {int(c) for c in parse_cards(other)}
    rest = [int(c) for c in parse_cards("Kd 7c 2s 9d 8h")]
    hands = [(tuple(sorted([ace, *rest])), Fraction(1)) for ace in (48, 50, 51) if ace not in known]
    expected = reference("stud", [hands, fixed(other)], dead="Ac")
    result = equity("stud", ["A Kd 7c 2s 9d 8h", other], dead="Ac")
    assert_same(result, expected)
    assert result.players[0].cards == "A Kd 7c 2s 9d 8h"


# -- sampling patterns and ranges ---------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game", "hands", "board"),
    [
        ("omaha", ["AA**", "Ks Kd 7s 7d"], "Kc 7h 2d"),
        ("omaha-hi-lo", ["A2**$ds", "KQJT"], "Kc 7h 2d"),
        ("holdem", ["A*", "random", "QQ+, AKs:0.5"], "Kc 7h 2d 9s"),
        ("stud", ["** A Kd 7c 2s 9h", "Qs Qd 5c 6h 3c *"], ""),  # 2,497,560 deals exact
    ],
)
def test_sampled_patterns_within_four_standard_errors(game, hands, board):
    exact = equity(game, hands, board=board, max_deals=10**9)
    sampled = equity(game, hands, board=board, samples=200_000, seed=3)
    assert sum(p.equity for p in sampled.players) == pytest.approx(1.0, abs=1e-12)
    for e, s in zip(exact.players, sampled.players, strict=True):
        assert abs(e.equity - s.equity) <= 4 * s.std_error + 1e-12


def test_random_hands_are_dealt_without_rejection():
    result = range_equity("holdem", ["random"] * 23, samples=50, seed=1)
    assert len(result.players) == 23 and result.deals == 50
    assert sum(p.equity for p in result.players) == pytest.approx(1.0)
    assert result.players[0].combos == 1326


def test_quick_road_equals_the_full_road():
    import random

    from pokerrank._equity.engine import solve
    from pokerrank._equity.plan import check_options, plan_spot
    from pokerrank._equity.tally import result as full_result

    rng = random.Random(5)
    spots = 0
    for game in ("holdem", "short-deck", "omaha", "omaha-hi-lo", "big-o"):
        spec = get_game(game)
        deck = sorted(spec.deck.codes)
        for board_size in (3, 4, 5) if game not in ("holdem", "short-deck") else (0, 3, 4, 5):
            for players in (2, 3):
                cards = rng.sample(deck, players * spec.hole_cards + board_size + 1)
                hands = [
                    " ".join(str(pokerrank.Card(c)) for c in cards[i * spec.hole_cards : (i + 1) * spec.hole_cards])
                    for i in range(players)
                ]
                board = " ".join(str(pokerrank.Card(c)) for c in cards[players * spec.hole_cards :][:board_size])
                dead = str(pokerrank.Card(cards[-1]))
                if game != "holdem" and board_size == 3 and players == 3:
                    continue  # keep the test quick
                plan = plan_spot(game, hands, board, dead)
                outcome = solve(plan, check_options(None, None, 1 << 32, None, False, None))
                full = full_result(plan, outcome.counts, outcome.total, True, None, False)
                assert equity(game, hands, board, dead) == full
                spots += 1
    assert spots > 20
