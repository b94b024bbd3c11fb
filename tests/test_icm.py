"""pokerrank.icm: published Malmuth-Harville examples, an exact reference over every finishing
order, the prize pool to the last fraction, symmetry, sampling, all-in decisions, bad input."""

from __future__ import annotations

import math
import random
from decimal import Decimal
from fractions import Fraction
from itertools import pairwise, permutations

import pytest

import pokerrank
from pokerrank import ICMError, icm, icm_call

# -- an obviously correct reference: every finishing order, in exact fractions ---------------------


def by_orders(stacks, payouts) -> tuple[list[Fraction], list[list[Fraction]]]:
    """Each player's equity and chance of each place, summed over all n! finishing orders."""
    stacks = [Fraction(s) for s in stacks]
    n, total = len(stacks), sum(stacks)
    equity = [Fraction(0)] * n
    places = [[Fraction(0)] * n for _ in range(n)]
    for order in permutations(range(n)):
        chance, left = Fraction(1), total
        for i in order:
            chance *= stacks[i] / left
            left -= stacks[i]
        for place, i in enumerate(order):
            places[i][place] += chance
            if place < len(payouts):
                equity[i] += chance * Fraction(payouts[place])
    return equity, places


# -- published examples ----------------------------------------------------------------------------


def test_wikipedia_example() -> None:
    # Wikipedia, "Independent Chip Model", section Model: A, B and C hold 50%, 30% and 20% of
    # the chips, 70 units for 1st and 30 for 2nd; ICM(A) ~ 45, ICM(B) ~ 32, ICM(C) ~ 22 (the
    # finishing orders 0.3, 0.2, 0.21, 0.09, 0.13, 0.08 as printed there)
    r = icm({"A": 50, "B": 30, "C": 20}, [70, 30])
    assert [round(p.equity) for p in r.players] == [45, 32, 23]  # C: 22.57, printed truncated as 22
    assert [math.floor(p.equity) for p in r.players] == [45, 32, 22]
    assert [p.exact_equity for p in r.players] == [Fraction(1265, 28), Fraction(129, 4), Fraction(158, 7)]
    # A finishes 2nd when B wins then A (0.3 * 5/7) or C wins then A (0.2 * 5/8)
    assert r.player("A").places == (0.5, float(Fraction(3, 10) * Fraction(5, 7) + Fraction(2, 10) * Fraction(5, 8)))


def test_sit_and_go_book_example() -> None:
    # The sit-and-go chapter reproduced at dafa-puke.com ("Partial SNG book"): A holds 50% of
    # the chips, B 30%, C 20%, payouts 50/30/20 of the pool: "Equity(A) = 38.39%"
    r = icm([10_000, 6_000, 4_000], [50, 30, 20])
    assert round(r.players[0].equity, 2) == 38.39


def test_harrington_on_holdem_volume_3_bubble_table() -> None:
    # Harrington on Hold'em III, p. 260 (quoted in the 2+2 thread "Error in Harrington?"):
    # stacks 5000, 5000, 2000, 1500. The book's 1st and 2nd place chances are right; its 3rd
    # and 4th columns are a known erratum, and the thread's recomputed ones are the model's.
    r = icm([5000, 5000, 2000, 1500], [4, 3, 2, 1])
    got = [[round(x, 3) for x in p.places] for p in r.players]
    book_first_second = [[0.370, 0.329], [0.370, 0.329], [0.148, 0.193], [0.111, 0.150]]
    assert [row[:2] for row in got] == book_first_second
    recomputed_third_fourth = [[0.215, 0.086], [0.215, 0.086], [0.313, 0.346], [0.257, 0.482]]
    assert [row[2:] for row in got] == recomputed_third_fourth


def test_double_or_nothing_example() -> None:
    # 2+2 thread "How to compute prize pool equity" (Matthew Hilger's tournament-equity page,
    # checked with the ICMPoker calculator): a 6-max DON, 4 left with 2000, 2500, 3000 and
    # 1500 chips, places 1-3 each pay $10: $7.30, $8.06, $8.55, $6.09
    r = icm([2000, 2500, 3000, 1500], [10, 10, 10])
    assert [round(p.equity, 2) for p in r.players] == [7.30, 8.06, 8.55, 6.09]


def test_four_handed_calculator_example() -> None:
    # pailiku.com ICM calculator result page: stacks 5000/3000/1500/500, payouts 500/300/200
    r = icm([5000, 3000, 1500, 500], [500, 300, 200])
    assert [round(p.equity, 2) for p in r.players] == [377.78, 312.89, 225.60, 83.73]


# -- against every finishing order ----------------------------------------------------------------


@pytest.mark.parametrize("seed", range(12))
def test_exact_equals_every_finishing_order(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(1, 7)
    stacks = [rng.randint(1, 10_000) for _ in range(n)]
    payouts = sorted((rng.randint(0, 1000) for _ in range(rng.randint(1, n + 2))), reverse=True)
    payouts[0] += 1  # some prize
    r = icm(stacks, payouts)
    equity, places = by_orders(stacks, payouts)
    assert [p.exact_equity for p in r.players] == equity[:n]
    paid = min(len(payouts), n)
    assert [p.places for p in r.players] == [tuple(float(x) for x in row[:paid]) for row in places]
    assert sum(p.exact_equity for p in r.players) == sum(Fraction(x) for x in payouts[:n])


def test_ten_players_sum_to_the_prize_pool_exactly() -> None:
    stacks = [1234, 5678, 910, 1112, 1314, 1516, 1718, 1920, 2122, 2324]
    payouts = [Fraction(1000, 3), 250, 150, 100, 70, 50, 40, 30, 20, 10]
    r = icm(stacks, payouts)
    assert r.exact and r.sets == 1023
    assert sum(p.exact_equity for p in r.players) == sum(payouts)
    for place in range(10):
        assert math.isclose(sum(p.places[place] for p in r.players), 1.0)
    for p in r.players:
        assert math.isclose(sum(p.places), 1.0)
    # more chips, more equity; but less than their chip share of the pool for the leader
    ordered = sorted(r.players, key=lambda p: p.stack)
    assert all(a.exact_equity < b.exact_equity for a, b in pairwise(ordered))
    leader = ordered[-1]
    assert leader.equity < leader.chips * float(sum(payouts))


def test_symmetry() -> None:
    r = icm({"a": 300, "b": 300, "c": 300, "d": 100}, [5, 3, 2])
    a, b, c, d = (p.exact_equity for p in r.players)
    assert a == b == c and a + b + c + d == 10
    shuffled = icm({"d": 100, "c": 300, "a": 300, "b": 300}, [5, 3, 2])
    assert shuffled.equities == r.equities
    # equal stacks share the pool equally, whatever the payouts
    even = icm([7] * 6, [60, 25, 15])
    assert {p.exact_equity for p in even.players} == {Fraction(100, 6)}


def test_numbers_of_every_kind() -> None:
    r = icm({"a": 0.1, "b": Decimal("0.2"), "c": Fraction(3, 10)}, [1.5, 0.5])
    assert r.player("a").chips == pytest.approx(1 / 6)
    assert sum(p.exact_equity for p in r.players) == 2  # 0.1 is read as the decimal 1/10
    np = pytest.importorskip("numpy")
    assert icm(np.array([3, 1]), [np.float64(1.0)]).players[0].equity == 0.75


def test_more_payouts_than_players() -> None:
    r = icm({"a": 2, "b": 1}, [50, 30, 20])
    assert r.payouts == (50.0, 30.0) and r.prize_pool == 80.0
    assert r.notes and "already knocked out" in r.notes[0]
    assert sum(p.exact_equity for p in r.players) == 80


def test_one_player_left_takes_first_place() -> None:
    r = icm({"winner": 1000}, [100, 60])
    assert r.players[0].exact_equity == 100 and r.players[0].places == (1.0,)


def test_larger_fields_exact_while_few_places_pay() -> None:
    r = icm(list(range(100, 4100, 100)), [50, 30, 20])  # 40 players, 821 sets
    assert r.exact and sum(p.exact_equity for p in r.players) == 100
    with pytest.raises(ICMError, match="samples=N"):
        icm(list(range(100, 1400, 100)), list(range(13, 0, -1)))  # 13 players, every place paid


# -- sampling ------------------------------------------------------------------------------------


def test_sampled_agrees_with_exact_within_standard_errors() -> None:
    stacks = [800, 1500, 2500, 4000, 600, 3100, 1800]
    payouts = [40, 25, 15, 10, 6, 4]
    exact = icm(stacks, payouts)
    sampled = icm(stacks, payouts, samples=200_000, seed=11)
    assert not sampled.exact and sampled.samples == 200_000 and sampled.seed == 11
    for e, s in zip(exact.players, sampled.players, strict=True):
        assert s.exact_equity is None and s.std_error > 0
        assert abs(s.equity - e.equity) < 4 * s.std_error
        for pe, ps in zip(e.places, s.places, strict=True):
            assert abs(pe - ps) < 4 * math.sqrt(pe * (1 - pe) / 200_000) + 1e-12
    assert sum(p.equity for p in sampled.players) == pytest.approx(100)


def test_sampling_is_reproducible_from_the_seed() -> None:
    stacks = [5, 3, 2, 1]
    first = icm(stacks, [3, 2, 1], samples=30_000, seed=5)
    assert icm(stacks, [3, 2, 1], samples=30_000, seed=5) == first
    assert icm(stacks, [3, 2, 1], samples=30_000, seed=6) != first
    fresh = icm(stacks, [3, 2, 1], samples=1000)
    assert isinstance(fresh.seed, int) and fresh.seed >= 0


def test_a_big_field_is_sampled() -> None:
    stacks = [1000 + 37 * i for i in range(300)]
    payouts = [300, 200, 120, 80, 60, 50, 40, 30, 25, 20]
    r = icm(stacks, payouts, samples=20_000, seed=3)
    assert sum(p.equity for p in r.players) == pytest.approx(sum(payouts))
    assert r.players[-1].equity > r.players[0].equity


# -- an all-in: call or fold -----------------------------------------------------------------------


def prize(stacks: dict[str, Fraction], payouts, who: str) -> Fraction:
    """The reference value of one player's stack after a hand (0 chips: last place of those left)."""
    alive = {n: s for n, s in stacks.items() if s > 0}
    if who not in alive:
        place = len(alive)
        return Fraction(payouts[place]) if place < len(payouts) else Fraction(0)
    names = list(alive)
    equity, _ = by_orders([alive[n] for n in names], payouts[: len(names)])
    return equity[names.index(who)]


@pytest.mark.parametrize(
    ("stacks", "hero", "villain", "p", "pot"),
    [
        ({"hero": 3000, "villain": 5000, "c": 1500, "d": 500}, "hero", "villain", Fraction(55, 100), 150),
        ({"hero": 6000, "villain": 2000, "c": 1500, "d": 500}, "hero", "villain", Fraction(40, 100), 300),
        ({"hero": 2000, "villain": 2000, "c": 4000}, "hero", "villain", Fraction(1, 2), 0),
    ],
)
def test_call_against_the_reference(stacks, hero, villain, p, pot) -> None:
    payouts = [50, 30, 20]
    r = icm_call(stacks, payouts, hero, villain, p, pot=pot)
    s = {n: Fraction(v) for n, v in stacks.items()}
    risk = min(s[hero], s[villain])
    total_pot = pot + 2 * risk
    fold = dict(s)
    fold[villain] += pot
    won, lost = dict(s), dict(s)
    won[hero], won[villain] = s[hero] + risk + pot, s[villain] - risk
    lost[hero], lost[villain] = s[hero] - risk, s[villain] + risk + pot
    win, lose, f = prize(won, payouts, hero), prize(lost, payouts, hero), prize(fold, payouts, hero)
    assert r.dollars_fold == float(f)
    assert r.dollars_call == float(p * win + (1 - p) * lose)
    assert r.chips_call == float(s[hero] - risk + p * total_pot) and r.chips_fold == float(s[hero])
    assert r.chip_break_even == float(risk / total_pot)
    assert r.icm_break_even == float((f - lose) / (win - lose))
    assert r.decision == ("call" if r.dollar_ev > 0 else "fold" if r.dollar_ev < 0 else "either")
    assert r.risk_premium == pytest.approx(r.icm_break_even - r.chip_break_even)
    assert r.risk_premium > 0  # a chip lost is worth more than a chip won, whenever a place pays less
    assert r.exact


def test_bubble_call_that_chips_say_call_and_icm_says_fold() -> None:
    r = icm_call({"hero": 3000, "villain": 5000, "c": 1500, "d": 500}, [50, 30, 20], "hero", "villain", 0.55, pot=150)
    assert r.chip_ev > 0 and r.dollar_ev < 0 and r.decision == "fold"
    assert r.to_dict()["decision"] == "fold" and r.to_dict()["chip_ev"] == r.chip_ev


def test_call_from_an_equity_result_counts_ties_as_split_pots() -> None:
    hands = {"hero": "As Ks", "villain": "Ad Kd"}  # a chopped pot most of the time
    result = pokerrank.equity("holdem", hands, board="Qh Jc 2s 3d")
    r = icm_call({"hero": 4000, "villain": 3000, "c": 3000}, [60, 40], "hero", "villain", result)
    hero = next(p for p in result.players if p.player == "hero")
    deals = hero.wins + hero.ties + hero.losses
    assert (r.win, r.tie, r.lose) == (hero.wins / deals, hero.ties / deals, hero.losses / deals)
    assert r.tie_share == 0.5 and r.equity == pytest.approx(hero.equity)
    s = {"hero": Fraction(4000), "villain": Fraction(3000), "c": Fraction(3000)}
    tie = prize({"hero": Fraction(4000), "villain": Fraction(3000), "c": Fraction(3000)}, [60, 40], "hero")
    won = prize({**s, "hero": Fraction(7000), "villain": Fraction(0)}, [60, 40], "hero")
    lost = prize({**s, "hero": Fraction(1000), "villain": Fraction(6000)}, [60, 40], "hero")
    expected = Fraction(hero.wins, deals) * won + Fraction(hero.ties, deals) * tie + Fraction(hero.losses, deals) * lost
    assert r.dollars_call == pytest.approx(float(expected), abs=1e-12)
    # the hero's own row works as well
    assert icm_call({"hero": 4000, "villain": 3000, "c": 3000}, [60, 40], "hero", "villain", hero) == r


# -- bad input -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("stacks", "payouts", "kwargs", "words"),
    [
        ([], [1], {}, "no stacks"),
        ([100, -5], [1], {}, "'player 2' is -5"),
        ({"a": 100, "b": 0}, [1], {}, "'b' is 0"),
        ([100, float("nan")], [1], {}, "finite"),
        ([100, float("inf")], [1], {}, "finite"),
        ([100, Decimal("NaN")], [1], {}, "finite"),
        ([100, True], [1], {}, "truth value"),
        ([100, "200"], [1], {}, "'200', not a number"),
        ([100, None], [1], {}, "None, not a number"),
        ("100 200", [1], {}, "list of numbers"),
        (42, [1], {}, "list of numbers"),
        ({1: 100, "b": 200}, [1], {}, "non-empty string"),
        ({"": 100, "b": 200}, [1], {}, "non-empty string"),
        ([100, 200], [], {}, "no payouts"),
        ([100, 200], [10, -1], {}, "place 2 is -1"),
        ([100, 200], [10, 20], {}, "place 2 \\(20\\) is more than for place 1"),
        ([100, 200], [0, 0], {}, "no prize"),
        ([100, 200], [float("nan")], {}, "place 1"),
        ([100, 200], "50 30", {}, "list of prizes"),
        ([100, 200], {"1st": 50}, {}, "list of prizes"),
        ([100, 200], [1], {"samples": 0}, "samples"),
        ([100, 200], [1], {"samples": True}, "samples"),
        ([100, 200], [1], {"samples": 10, "seed": -1}, "seed"),
        ([100, 200], [1], {"samples": 10, "seed": 1.5}, "seed"),
        ([100, 200], [1], {"max_steps": 0}, "max_steps"),
        (list(range(1, 16)), list(range(15, 0, -1)), {}, "15 players with 15 paid places"),
    ],
)
def test_bad_input_names_the_culprit(stacks, payouts, kwargs, words) -> None:
    with pytest.raises(ICMError, match=words) as info:
        icm(stacks, payouts, **kwargs)
    assert isinstance(info.value, ValueError) and isinstance(info.value, pokerrank.PokerRankError)


def test_numpy_truth_values_are_refused() -> None:
    np = pytest.importorskip("numpy")
    with pytest.raises(ICMError, match="truth value"):
        icm([100, np.bool_(True)], [1])


def test_unknown_player_in_a_result() -> None:
    with pytest.raises(ICMError, match="'zed'"):
        icm({"a": 1, "b": 2}, [1]).player("zed")


@pytest.mark.parametrize(
    ("hero", "villain", "equity", "kwargs", "words"),
    [
        ("zed", "b", 0.5, {}, "hero 'zed'"),
        ("a", "zed", 0.5, {}, "villain 'zed'"),
        ("a", "a", 0.5, {}, "both 'a'"),
        ("a", "b", 1.5, {}, "from 0 to 1"),
        ("a", "b", -0.1, {}, "from 0 to 1"),
        ("a", "b", "half", {}, "not a number"),
        ("a", "b", 0.5, {"pot": -10}, "pot is -10"),
        ("a", "b", 0.5, {"pot": float("inf")}, "finite"),
    ],
)
def test_call_bad_input(hero, villain, equity, kwargs, words) -> None:
    with pytest.raises(ICMError, match=words):
        icm_call({"a": 100, "b": 200, "c": 300}, [5, 3, 2], hero, villain, equity, **kwargs)


def test_call_needs_the_hands_named_as_the_stacks() -> None:
    unnamed = pokerrank.equity("holdem", ["As Ks", "Qd Qc"], board="2c 3d 4h 5s")
    with pytest.raises(ICMError, match="no player called 'a'"):
        icm_call({"a": 100, "b": 200}, [1], "a", "b", unnamed)
    three = pokerrank.equity("holdem", {"a": "As Ks", "b": "Qd Qc", "c": "Jh Jd"}, board="2c 3d 4h 5s")
    with pytest.raises(ICMError, match="heads-up"):
        icm_call({"a": 100, "b": 200}, [1], "a", "b", three)


def test_call_in_a_field_too_large_for_exact_is_sampled() -> None:
    stacks = {f"p{i}": 1000 + 100 * i for i in range(14)}
    payouts = list(range(140, 0, -10))
    sampled = icm_call(stacks, payouts, "p3", "p9", 0.6, pot=300, samples=20_000, seed=2)
    assert not sampled.exact
    assert icm_call(stacks, payouts, "p3", "p9", 0.6, pot=300, samples=20_000, seed=2) == sampled
    with pytest.raises(ICMError, match="samples=N"):
        icm_call(stacks, payouts, "p3", "p9", 0.6, pot=300)
    fresh = icm_call(stacks, payouts, "p3", "p9", 0.6, pot=300, samples=2_000)
    assert fresh.decision in ("call", "fold")


def test_the_module_is_private_and_the_function_public() -> None:
    """``pokerrank.icm`` is the function; its module is ``pokerrank._icm``, whose limits and
    helpers are reachable there (no module of the function's name hides behind it)."""
    import importlib

    from pokerrank import _icm

    assert pokerrank.icm is _icm.icm and pokerrank.icm_call is _icm.icm_call
    assert pokerrank.icm.__module__ == "pokerrank._icm" and pokerrank.ICMResult.__module__ == "pokerrank._icm"
    assert {"MAX_EXACT_STEPS", "MAX_AMOUNT", "exact_sets"} <= set(_icm.__all__)
    assert _icm.exact_sets(10, 10) == 2**10 - 1
    with pytest.raises(ICMError, match="steps"):
        icm([1] * 30, [1] * 30, max_steps=_icm.MAX_EXACT_STEPS)
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("pokerrank.icm")
