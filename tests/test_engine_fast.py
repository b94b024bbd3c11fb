"""The engine's quick roads give what the slow ones give: a showdown with one clear winner
paid at once against :func:`pokerrank.showdown` on the same hand, and a table's prepared
set-up (kept for its next hand) against a set-up made from nothing."""

from __future__ import annotations

import random

import pytest

from pokerrank.engine import Hand
from pokerrank.engine.hand import _PREPARED
from pokerrank.errors import ChipAmountError, DealError

GAMES = ["holdem", "omaha", "stud", "razz", "2-7-triple-draw", "badugi", "5-card-draw", "omaha-hi-lo", "short-deck"]


def play(hand: Hand, rng: random.Random) -> None:
    """Random legal actions to the end (calls more often than folds: showdowns are wanted)."""
    while not hand.over:
        legal = hand.legal()
        if legal.phase == "draw":
            hand.act("draw", rng.randint(0, legal.draw or 0))
        elif legal.phase == "run":
            hand.act("run", 1)
        elif legal.phase == "show":
            hand.act("show")
        elif legal.bring_in is not None:
            hand.act("bring-in")
        elif legal.aggressive is not None and rng.random() < 0.3:
            assert legal.min_to is not None and legal.max_to is not None
            hand.act(legal.aggressive, rng.choice([legal.min_to, legal.max_to]))
        elif legal.call is not None:
            hand.act("fold" if rng.random() < 0.1 else "call")
        else:
            hand.act("check")


def make(game: str, rng: random.Random, seed: int) -> Hand:
    n = rng.randint(2, 6)
    stacks = [rng.choice([30, 200, 400]) for _ in range(n)]
    if game in ("stud", "razz"):
        return Hand(game, stacks, antes=1, bring_in=2, bets=(4, 8), seed=seed)
    structure = "limit" if "draw" in game or game == "badugi" else "no-limit"
    return Hand(game, stacks, structure=structure, blinds=(1, 2), seed=seed)


@pytest.mark.parametrize("game", GAMES)
def test_a_showdown_paid_at_once_is_the_showdown_s_payout(game):
    rng = random.Random(game)
    showdowns = 0
    for seed in range(60):
        hand = make(game, rng, seed)
        start = sum(hand.starting)
        play(hand, rng)
        assert sum(hand.stacks) == start
        result = hand.result  # written out now where the hand was paid at once
        if result is None:
            continue
        showdowns += 1
        assert [result.totals.get(name, 0) for name in hand.names] == hand.won
    assert showdowns > 5


def test_the_showdown_is_written_out_once_and_copies_keep_it():
    hand = Hand("holdem", [100, 100], blinds=(1, 2), cards=[["As", "Ad"], ["Ks", "Kd"]], board="2c 7d 9h Js 3c", seed=1)
    hand.act("raise", 100)
    hand.act("call")
    other = hand.copy()
    assert hand.stacks == [200, 0] and hand.won == [200, 0]
    assert hand.result is hand.result
    assert other.result.totals == {"p1": 200, "p2": 0}
    assert [pot.awards for pot in hand.result.pots] == [{"p1": 200}]


def test_a_tie_and_a_side_pot_still_go_to_the_showdown():
    tie = Hand("holdem", [100, 100], blinds=(1, 2), cards=[["As", "Kd"], ["Ac", "Kh"]], board="2c 7d 9h Js 3c", seed=1)
    tie.act("raise", 100)
    tie.act("call")
    assert tie.stacks == [100, 100]
    side = Hand(
        "holdem",
        [50, 100, 100],
        blinds=(1, 2),
        cards=[["As", "Ad"], ["Ks", "Kd"], ["Qs", "Qd"]],
        board="2c 7d 9h Js 3c",
        seed=1,
    )
    side.act("raise", 100)  # p3 (after the blinds), all in
    side.act("call")  # p1, all in for 50
    side.act("call")  # p2
    # the aces win the main pot (3 x 50), the kings the side pot (2 x 50) over the queens
    assert side.stacks == [150, 100, 0]
    assert [pot.awards for pot in side.result.pots] == [{"p1": 150}, {"p2": 100}]


def test_a_prepared_set_up_is_a_fresh_hand():
    _PREPARED.clear()
    first = Hand("holdem", [100, 100, 100], blinds=(1, 2), seed=1)
    second = Hand("holdem", [100, 100, 100], blinds=(1, 2), seed=2)
    assert len(_PREPARED) == 1
    first.act("raise", 10)
    assert second.bets == [1, 2, 0] and second.stacks == [99, 98, 100] and len(second.events) == 2
    third = Hand("holdem", [100, 100, 100], blinds=(1, 2), seed=1)
    assert third.hole == Hand("holdem", [100, 100, 100], blinds=(1, 2), seed=1, names=["p1", "p2", "p3"]).hole
    assert third.legal().actions == ("fold", "call", "raise") and third.pot == 3


def test_a_prepared_set_up_still_checks_its_arguments():
    Hand("holdem", [100, 100], blinds=(1, 2), button=1, seed=1)
    with pytest.raises(ChipAmountError):
        Hand("holdem", [100.0, 100], blinds=(1, 2), button=1, seed=1)
    with pytest.raises(DealError):
        Hand("holdem", [100, 100], blinds=(1, 2), button=True, seed=1)
    with pytest.raises(ChipAmountError):
        Hand("holdem", [100, 100], blinds=(1.0, 2), button=1, seed=1)


def showing_reference(cards, low):
    """The cards face up as the rule says (E10): what the groups of a rank make first (their
    sizes, largest first: fours, trips, two pairs, a pair, no pair), then their ranks (larger
    groups first, then higher ranks), then the best suit of the top group; low: fewer of a rank
    and lower ranks look better."""
    counts: dict[int, int] = {}
    for c in cards:
        r = (c // 4 + 1) % 13 if low else c // 4
        counts[r] = counts.get(r, 0) + 1
    groups = sorted(((k, r) for r, k in counts.items()), reverse=True)
    if low:
        return (tuple(-k for k, _ in groups), tuple(-r for _, r in groups))
    top_suit = max((c % 4 for c in cards if c // 4 == groups[0][1]), default=0) if groups else 0
    return (tuple(k for k, _ in groups), tuple(r for _, r in groups), top_suit)


@pytest.mark.parametrize("low", [False, True])
def test_the_showing_order_is_the_order_of_the_groups(low):
    from pokerrank.engine.hand import _showing_key

    rng = random.Random(low)
    for _ in range(3000):
        size = rng.randint(1, 5)
        a, b = rng.sample(range(52), size), rng.sample(range(52), size)
        ref = (showing_reference(a, low) > showing_reference(b, low)) - (
            showing_reference(a, low) < showing_reference(b, low)
        )
        got = (_showing_key(a, low) > _showing_key(b, low)) - (_showing_key(a, low) < _showing_key(b, low))
        assert got == ref, (a, b)
