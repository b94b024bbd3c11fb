"""A showdown with side pots, paid at once by the engine where each pot has one best hand
(``Hand._finish``, ``_pay_layers``), pays what :func:`pokerrank.showdown` pays on the same hand: in random
hands of every game of the catalogue, short and deep stacks side by side (side pots, uncalled
bets, folded players' chips above an all-in, dead money), and in the property tests' hands of
every structure. ``hand.result`` is the showdown's own result, written out when first read."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_engine_properties import settings_of_a_hand

from pokerrank.engine import Hand
from pokerrank.engine.hand import _LATER
from pokerrank.games import GAMES

GAME_NAMES = sorted(name for name in GAMES if not GAMES[name].discards)  # (Irish: the engine refuses it)
ONE_SIDED = [name for name in GAME_NAMES if len(GAMES[name].sides) == 1]


def act(hand: Hand, rng: random.Random, chip: int = 1) -> None:
    """A random legal action: all in or a raise often (side pots wanted), folds now and then
    (their chips stay in the pots), draws of any count; a bet or raise to the least, the most or,
    but in fixed limit, an amount between (in chips of ``chip``)."""
    legal = hand.legal()
    if legal.phase == "draw":
        hand.act("draw", rng.randint(0, legal.draw or 0))
    elif legal.phase == "run":
        hand.act("run", 1)
    elif legal.phase == "show":
        hand.act("muck" if "muck" in legal.actions and rng.random() < 0.3 else "show")
    elif legal.bring_in is not None:
        hand.act("bring-in")
    elif legal.aggressive is not None and rng.random() < 0.35:
        assert legal.min_to is not None and legal.max_to is not None
        amount = rng.choice([legal.min_to, legal.max_to])
        if hand.kind != 2 and rng.random() < 0.5:  # (not fixed limit: any amount between)
            between = rng.randint(legal.min_to, legal.max_to)
            amount = max(legal.min_to, between - between % chip)
        hand.act(legal.aggressive, amount)
    elif legal.call is not None:
        hand.act("fold" if rng.random() < 0.15 else "call")
    else:
        hand.act("check")


def make(name: str, rng: random.Random, seed: int) -> Hand:
    """A hand of ``name``: two to six players, stacks from a few chips to 150 big blinds (so
    all-ins for different amounts), shown by all or each in turn (who may muck), now and then
    dead money (a button ante, a dead blind, chips the room adds)."""
    game = GAMES[name]
    n = rng.randint(2, 6)
    stacks = [rng.choice([rng.randint(3, 40), rng.randint(40, 300)]) for _ in range(n)]
    kw: dict = {"seed": seed, "auto_show": rng.random() < 0.5}  # (else each shows or mucks: a mucked hand's chips stay)
    extra = rng.randint(0, 5)
    if extra == 1:
        kw["added"] = rng.randint(1, 9)
    elif extra == 2:
        kw["dead"] = [rng.choice([0, 0, 1]) for _ in range(n)]
    if game.dealt == "stud":
        return Hand(game, stacks, antes=1, bring_in=2, bets=(4, 8), **kw)
    if extra == 3:
        kw["antes"], kw["ante"] = 3, "button"
    structure = rng.choice(["no-limit", "pot-limit", "limit"])
    return Hand(game, stacks, structure=structure, blinds=(1, 2), **kw)


def side_pots(hand: Hand) -> bool:
    """Whether the hand's showdown has more than one pot or gives an uncalled bet back."""
    contenders = [i for i in range(hand.n) if not hand.folded[i] and not hand.mucked[i]]
    put_in = hand.put_in
    return len({put_in[i] for i in contenders}) > 1 or max(put_in) > max(put_in[i] for i in contenders)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_every_showdown_paid_at_once_is_the_showdown_s_payout(name):
    rng = random.Random(f"side pots {name}")
    at_once = layered = 0
    for seed in range(150):
        hand = make(name, rng, seed)
        start = sum(hand.starting) + hand._added  # (the chips the room adds too)
        while not hand.over:
            act(hand, rng)
        assert sum(hand.stacks) == start
        quick = hand._result is _LATER
        result = hand.result
        if result is None:
            continue
        assert [result.totals.get(p, 0) for p in hand.names] == hand.won, (name, seed)
        at_once += quick
        layered += quick and side_pots(hand)
    if name in ONE_SIDED:  # (the hi-lo games' two sides always go to the showdown)
        assert at_once > 10 and layered > 5, (at_once, layered)
    else:
        assert at_once == 0


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(settings_of_a_hand(), st.integers(0, 2**32))
def test_a_hand_of_any_structure_pays_what_the_showdown_pays(setting, seed):
    game, _, stacks, kw = setting
    hand = Hand(game, stacks, **kw)
    rng = random.Random(seed)
    while not hand.over:
        act(hand, rng, kw.get("chip", 1))
    result = hand.result
    if result is not None:
        assert [result.totals.get(p, 0) for p in hand.names] == hand.won


def test_side_pots_each_with_one_best_hand_are_paid_at_once():
    # p1 all in for 50 with aces, p2 all in for 100 with kings, p3 covers with queens and folds
    # nothing: the main pot (150) to the aces, the side pot (100) to the kings, 100 back to p3
    hand = Hand(
        "holdem", [50, 100, 200], blinds=(1, 2), cards=[["As", "Ad"], ["Ks", "Kd"], ["Qs", "Qd"]],
        board="2c 7d 9h Js 3c", seed=1,
    )  # fmt: skip
    hand.act("raise", 200)  # p3 (after the blinds), all in
    hand.act("call")  # p1, all in for 50
    hand.act("call")  # p2, all in for 100
    assert hand._result is _LATER  # (paid without the showdown)
    assert hand.stacks == [150, 100, 100] and hand.won == [150, 100, 100]
    assert [pot.awards for pot in hand.result.pots] == [{"p1": 150}, {"p2": 100}]
    assert hand.result.returned == {"p3": 100}


def test_a_tie_in_a_side_pot_goes_to_the_showdown():
    # the main pot has one best hand (aces), the side pot a tie (two kings): the showdown splits it
    hand = Hand(
        "holdem", [50, 101, 101], blinds=(1, 2), cards=[["As", "Ad"], ["Ks", "Kd"], ["Kc", "Kh"]],
        board="2c 7d 9h Js 3c", seed=1,
    )  # fmt: skip
    hand.act("raise", 101)
    hand.act("call")
    hand.act("call")
    assert hand._result is not _LATER
    assert hand.won == [150, 51, 51] and hand.stacks == [150, 51, 51]


@st.composite
def pots_to_pay(draw):
    """Chips put in by two to nine players (folded ones too, above every contender now and
    then: a hand mucked at the showdown), who contends, their strengths (ties now and then) and
    dead money."""
    n = draw(st.integers(2, 9))
    put_in = draw(st.lists(st.integers(0, 60), min_size=n, max_size=n))
    contenders = sorted(draw(st.sets(st.integers(0, n - 1), min_size=2, max_size=n)))
    strengths = draw(st.lists(st.integers(0, 6), min_size=len(contenders), max_size=len(contenders)))
    return put_in, contenders, strengths, draw(st.sampled_from([0, 0, 3]))


@settings(max_examples=2000, deadline=None)
@given(pots_to_pay())
def test_the_layers_paid_at_once_are_the_showdown_s_pots(case):
    """``_pay_layers`` against the showdown's own layout of the pots (``layout_pots``, the dead
    money in the main pot as ``showdown`` puts it), each pot to its best hand, on any chips put
    in: None exactly where some pot's best hand is tied or no contender put a chip in but an
    uncalled bet (no pot at a contender's level: the showdown gives the bet back, and the
    contenders share what the folded players put in)."""
    from pokerrank.engine.hand import _pay_layers
    from pokerrank.pots import layout_pots

    put_in, contenders, strengths, dead = case
    names = [f"p{i}" for i in range(len(put_in))]
    layout = layout_pots(dict(zip(names, put_in, strict=True)), [names[i] for i in contenders])
    strength = {names[i]: s for i, s in zip(contenders, strengths, strict=True)}
    expected = dict(layout.returned)
    tied = False
    for index, pot in enumerate(layout.pots):
        best = max(strength[name] for name in pot.eligible)
        winners = [name for name in pot.eligible if strength[name] == best]
        tied |= len(winners) > 1
        expected[winners[0]] = expected.get(winners[0], 0) + pot.amount + (dead if index == 0 else 0)
    got = _pay_layers(put_in, contenders, strengths, dead)
    if tied or not any(pot.level for pot in layout.pots):
        assert got is None
    else:
        assert got is not None
        assert {names[i]: amount for i, amount in got if amount} == {k: v for k, v in expected.items() if v}
