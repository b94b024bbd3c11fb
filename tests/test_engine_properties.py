"""Properties of the hand engine in random hands of every game: ``legal()`` and ``act()`` agree
at every boundary (the least and the most, one chip below and above), a refused action changes
nothing, and chips are conserved."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerrank.engine import Hand, IllegalActionError
from pokerrank.games import GAMES

GAME_NAMES = sorted(GAMES)
RULES = ["wsop-2024", "tda", "roberts", "pokerstars"]


def state(hand):
    return (
        tuple(hand.stacks),
        tuple(hand.bets),
        tuple(hand.put_in),
        tuple(hand.folded),
        tuple(hand.mucked),
        hand.phase,
        hand.to_act,
        len(hand.events),
        hand.street,
        tuple(hand.hole),
        tuple(hand.board),
        hand.pot,
    )


def refused(hand, *args, **kw):
    before = state(hand)
    with pytest.raises(IllegalActionError):
        hand.act(*args, **kw)
    assert state(hand) == before


@st.composite
def hands(draw):
    name = draw(st.sampled_from(GAME_NAMES))
    game = GAMES[name]
    structure = draw(st.sampled_from(["no-limit", "pot-limit", "limit"]))
    most = 8 if game.dealt == "stud" else (6 if game.hole_cards >= 5 else 9)
    n = draw(st.integers(2, most))
    stacks = draw(st.lists(st.integers(1, 300), min_size=n, max_size=n))
    kw = {
        "structure": structure,
        "rules": draw(st.sampled_from(RULES)),
        "seed": draw(st.integers(0, 2**32)),
        "max_runs": draw(st.sampled_from([1, 1, 3])),
        "auto_show": draw(st.booleans()),
        "antes": draw(st.integers(0, 3)),
    }
    if game.dealt == "stud":
        kw.update(bring_in=draw(st.integers(1, 3)), bets=(4, 8))
    else:
        kw["blinds"] = (draw(st.integers(0, 2)), draw(st.integers(2, 4)))
        if n > 3 and draw(st.booleans()):
            kw["straddles"] = [8]
        if structure == "limit":
            kw["bets"] = (4, 8)
    return Hand(game, stacks, **kw), sum(stacks), draw(st.integers(0, 2**32))


def check_boundaries(hand):
    """Every boundary of the aggressive option and the simple actions, against act()."""
    legal = hand.legal()
    if legal.phase != "bet":
        return
    word = legal.aggressive
    if word is not None:
        low, high = legal.min_to, legal.max_to
        assert low <= high <= legal.all_in
        for wrong in (low - 1, high + 1):
            if hand.kind == 2 and wrong in (low, high):
                continue
            refused(hand, word, wrong)
        if hand.kind == 2 and high - low > 1:
            refused(hand, word, low + 1)
        for ok in (low, high):
            twin = hand.copy()
            twin.act(word, ok)
        others = {"bet", "raise", "complete"} - {word}
        for other in others:
            refused(hand, other, low)
    else:
        for other in ("bet", "raise", "complete"):
            refused(hand, other, legal.all_in)
    if not legal.check:
        refused(hand, "check")
    if legal.call is None:
        refused(hand, "call")
    if not legal.fold:
        refused(hand, "fold")
    refused(hand, "draw", 1)
    refused(hand, "show")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hands())
def test_legal_and_act_agree_and_chips_are_conserved(case):
    hand, chips, seed = case
    rng = random.Random(seed)
    steps = 0
    while not hand.over:
        steps += 1
        assert steps < 500
        if rng.random() < 0.3:
            check_boundaries(hand)
        legal = hand.legal()
        assert hand.to_act == legal.player
        choice = rng.choice(legal.actions)
        if choice in ("bet", "raise", "complete"):
            amount = rng.choice((legal.min_to, legal.max_to))
            if hand.kind != 2:
                amount = rng.randint(legal.min_to, legal.max_to)
            hand.act(choice, amount)
        elif choice == "draw":
            hand.act("draw", rng.randint(0, legal.draw))
        elif choice == "run":
            hand.act("run", rng.randint(1, legal.runs))
        else:
            hand.act(choice)
        assert sum(hand.stacks) + hand.pot == chips or hand.over
        assert all(s >= 0 for s in hand.stacks)
    assert sum(hand.stacks) == chips
    held = [c for cards in hand.hole for c in cards] + list(hand.board)
    assert len(held) == len(set(held))
    if hand.result is not None:
        assert sum(hand.result.totals.values()) == hand.pot


@settings(max_examples=60, deadline=None)
@given(hands())
def test_copy_plays_the_same_as_the_original(case):
    hand, _, seed = case
    twin = hand.copy()
    for h in (hand, twin):
        rng = random.Random(seed)
        while not h.over:
            legal = h.legal()
            choice = rng.choice(legal.actions)
            if choice in ("bet", "raise", "complete"):
                h.act(choice, legal.min_to)
            elif choice == "draw":
                h.act("draw", rng.randint(0, legal.draw))
            elif choice == "run":
                h.act("run", 1)
            else:
                h.act(choice)
    assert hand.stacks == twin.stacks and hand.events == twin.events and hand.hole == twin.hole
