"""A hi/lo pot paid again by a rule set's own rule (E26, the odd chips between runs by seat;
E27, the rake in proportion to the pots): each side of the pot as the showdown makes it for the
pot's new amount, checked against an independent computation: the showdown of the pot's
eligible players alone over that many chips on its board (its own split between the high and
the low, odd chips to the high, and of a side between tied winners). Hands with an uncalled
bet given back, odd chips, scoops and a low nobody makes. Hand texts written here."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from test_engine_room_rules import all_in_preflop

from pokerrank import Player, showdown
from pokerrank.engine import Hand, get_rules

IN_PROPORTION = replace(get_rules("tda"), name="mine", rake_split="in proportion")


def _expected(hand: Hand, pot: Any, board: str, chip: int) -> list[tuple[str, int, dict[str, int]]]:
    """Each side of ``pot`` as the showdown of its eligible players alone makes a pot of its
    amount on ``board``: the independent computation."""
    seat = {name: k + 1 for k, name in enumerate(hand.names)}
    hole = dict(zip(hand.names, hand.hole, strict=True))
    among = [Player(name, hole[name], 0, False, seat[name]) for name in pot.eligible]
    button = hand.button + 1 if hand.button is not None else None
    alone = showdown(hand.game, board, among, button=button, dead=pot.amount, chip=chip)
    (again,) = alone.pots
    return [(side.side, side.amount, dict(side.awards)) for side in again.sides]


def _sides(pot: Any) -> list[tuple[str, int, dict[str, int]]]:
    return [(side.side, side.amount, {n: a for n, a in side.awards.items() if a}) for side in pot.sides]


def _check(hand: Hand, chip: int = 1) -> None:
    boards = [hand.board] if len(hand.boards) <= 1 else hand.boards
    for pot in hand.result.pots:
        board = boards[(pot.run or 1) - 1]
        expected = [
            (side, amount, {n: a for n, a in awards.items() if a})
            for side, amount, awards in _expected(hand, pot, board, chip)
        ]
        assert _sides(pot) == expected, (pot.name, pot.run)
        for name, got in pot.awards.items():
            assert got == sum(side.awards.get(name, 0) for side in pot.sides)
        assert sum(side.amount for side in pot.sides) == pot.amount


ANN, BOB = "Ah 2h 3c Kd", "Ks Kc 8d 9d"
SCOOP_ANN = "4s 5d 6h Tc Jd"  # ann's straight and her 6-5-4-2-A low: she scoops
SCOOP_BOB = "Kh Qs Qc 7s 7c"  # bob's full house, and no low can be made


@pytest.mark.parametrize("rules", ["ggpoker", replace(get_rules("tda"), name="mine", runs_odd_chip="by seat")])
@pytest.mark.parametrize("stacks", [(100, 100), (150, 100), (100, 130)])
@pytest.mark.parametrize("rake", [1, 3])
def test_e26_runs_by_seat_of_a_hi_lo_pot_each_side_as_the_showdown_makes_it(
    rules: Any, stacks: tuple[int, int], rake: int
) -> None:
    # was: ann's run of 99 (bob's run, first from the button's left, took the odd chip) paid high 49
    # and low 50: the chip taken from her first side, where the showdown gives the high the odd chip
    hand = Hand("omaha-hi-lo", list(stacks), blinds=(1, 2), names=["ann", "bob"], button=0, cards=[ANN, BOB],
                boards=[SCOOP_ANN, SCOOP_BOB], max_runs=2, rake=rake, rules=rules)  # fmt: skip
    all_in_preflop(hand, runs=2)
    assert [pot.run for pot in hand.result.pots] == [1, 2]
    _check(hand)


CAT = "As 2s Qh Jh"  # the same 6-5-4-2-A low as ann's on SCOOP_ANN: the low of the main pot tied


@pytest.mark.parametrize("stacks", [(50, 100, 100), (50, 100, 130), (40, 100, 130)])
@pytest.mark.parametrize("rake", [1, 2, 3, 5, 7])
def test_e27_rake_in_proportion_of_hi_lo_pots_each_side_as_the_showdown_makes_it(
    stacks: tuple[int, int, int], rake: int
) -> None:
    # the main pot: ann's high, her low tied with cat's; the side pot: bob's high, cat's low; cat's
    # chips nobody called given back
    hand = Hand("omaha-hi-lo", list(stacks), blinds=(1, 2), names=["ann", "bob", "cat"], button=2,
                cards=[ANN, BOB, CAT], board=SCOOP_ANN, rake=rake, rules=IN_PROPORTION)  # fmt: skip
    all_in_preflop(hand)
    assert len(hand.result.pots) == 2
    _check(hand)
    books = Hand("omaha-hi-lo", list(stacks), blinds=(1, 2), names=["ann", "bob", "cat"], button=2,
                 cards=[ANN, BOB, CAT], board=SCOOP_ANN, rake=rake, rules="tda")  # fmt: skip
    all_in_preflop(books)
    _check(books)  # (the showdown's own pots: the reference agrees with it)


def test_e26_runs_by_seat_in_whole_smallest_chips_each_side_as_the_showdown_makes_it() -> None:
    # 25/50, chip 25, all in for 500 each, rake 25: 975 is 39 chips, 20 to bob's run; ann's run of
    # 19 chips is high 10, low 9 chips (250 and 225), never 237/238
    hand = Hand("omaha-hi-lo", [500, 500], blinds=(25, 50), names=["ann", "bob"], button=0, cards=[ANN, BOB],
                boards=[SCOOP_ANN, SCOOP_BOB], max_runs=2, rake=25, chip=25, rules="ggpoker")  # fmt: skip
    all_in_preflop(hand, runs=2)
    assert [(pot.run, pot.amount) for pot in hand.result.pots] == [(1, 475), (2, 500)]
    assert [side.amount for side in hand.result.pots[0].sides] == [250, 225]
    _check(hand, chip=25)


BOB_TOO = "As 2s 3d Kc"  # ann's straight and her low again: the high and the low of the main pot both tied
QUEENS = "Qs Qd 9c 8c"


@pytest.mark.parametrize("button", [0, 1, 2])
@pytest.mark.parametrize("rake", [1, 2, 3])
def test_e27_both_sides_tied_odd_chips_by_the_showdowns_own_rule(button: int, rake: int) -> None:
    # was: button 0, rake 2, the main pot of 119 (high 60: 30/30, low 59: 29/30) paid 118, 59 each:
    # high {ann: 30, bob: 29}, low {ann: 29, bob: 30}, the high's odd chip to ann (first listed) where
    # the showdown gives it to bob (first from the button's left) and the low's to ann
    hand = Hand("omaha-hi-lo", [40, 50, 50], blinds=(1, 2), names=["ann", "bob", "cat"], button=button,
                cards=[ANN, BOB_TOO, QUEENS], board=SCOOP_ANN, rake=rake, rules=IN_PROPORTION)  # fmt: skip
    all_in_preflop(hand)
    main = hand.result.pots[0]
    assert [tuple(side.winners) for side in main.sides] == [("ann", "bob"), ("ann", "bob")]
    _check(hand)
