"""What a review of the engine's at-once side-pot payout found, and a game no pot could be paid in."""

from __future__ import annotations

import copy
import pickle
from dataclasses import replace

import pytest

from pokerrank import GameDefinitionError, PokerRankError
from pokerrank.engine import Hand
from pokerrank.games import GAMES


def _side_pot_hand() -> Hand:
    hand = Hand(
        "holdem",
        [50, 100, 200],
        blinds=(1, 2),
        cards=[["As", "Ad"], ["Ks", "Kd"], ["Qs", "Qd"]],
        board="2c 7d 9h Js 3c",
        seed=1,
    )
    hand.act("raise", 200)
    hand.act("call")
    hand.act("call")
    return hand


@pytest.mark.parametrize(
    "clone",
    [lambda h: pickle.loads(pickle.dumps(h)), copy.deepcopy, copy.copy],
    ids=["pickle", "deepcopy", "copy"],
)
def test_a_side_pot_paid_at_once_keeps_its_result_through_a_copy(clone: object) -> None:
    hand = _side_pot_hand()
    twin = clone(hand)  # type: ignore[operator]
    result = twin.result
    assert result.totals == {"p1": 150, "p2": 100, "p3": 100}  # p3's 100 nobody called, back
    assert list(result.totals.values()) == hand.won == twin.won
    assert result.returned == {"p3": 100}
    assert [pot.awards for pot in result.pots] == [{"p1": 150}, {"p2": 100}]


def test_a_game_whose_every_side_has_a_qualifier_is_refused_when_defined() -> None:
    low_only = GAMES["stud-hi-lo"].sides[1]
    with pytest.raises(GameDefinitionError, match=r"'razz8'.*every side \(low\) has a qualifier") as caught:
        replace(GAMES["razz"], name="razz8", aliases=(), sides=(low_only,))
    assert isinstance(caught.value, PokerRankError) and isinstance(caught.value, ValueError)


def test_a_game_with_an_unqualified_side_is_still_defined() -> None:
    assert replace(GAMES["stud-hi-lo"], name="stud8-copy", aliases=()).sides[1].qualifier is not None
