"""An engine hand's own record drives back to the same hand: :meth:`Hand.to_record` then
:func:`~pokerrank.engine.from_record` (and through PHH where the writer takes the hand) gives
every action accepted and the engine's finishing stacks, for every kind of table the engine
sets up: blinds, antes of every kind, straddles, forced bets posted all in for less."""

from __future__ import annotations

from typing import Any

import pytest

from pokerrank.engine import Hand, from_record
from pokerrank.handhistory import read
from pokerrank.handhistory.writers import to_phh


def calls_down(hand: Hand) -> Hand:
    """Every player calls or checks to the end."""
    while not hand.over:
        legal = hand.legal()
        hand.act("call" if legal.call else "check")
    return hand


def drives_back(hand: Hand, rules: Any = None, *, phh: bool = True) -> None:
    """The hand's record (and its PHH, read back) drives to the hand's own stacks."""
    record = hand.to_record()
    result = from_record(record, rules if rules is not None else hand.rules)
    assert result.status == "ok", result.describe()
    assert list(result.stacks.values()) == hand.stacks
    if phh:
        again = from_record(next(read(to_phh(record))), rules if rules is not None else hand.rules)
        assert again.status == "ok", again.describe()
        assert list(again.stacks.values()) == hand.stacks


# -- a straddle posted all in for less --------------------------------------------------------------


@pytest.mark.parametrize(
    ("stacks", "straddles", "short"),
    [
        ([100, 100, 3, 100], (4,), "p3"),
        ([100, 100, 1, 100], (4,), "p3"),
        ([100, 100, 3], (4,), "p3"),
        ([50, 60, 7, 5, 80], (4, 8), "p4"),
        ([50, 60, 3, 50, 80], (4, 8), "p3"),
    ],
)
def test_a_straddle_posted_all_in_for_less_drives_back_from_its_record(
    stacks: list[int], straddles: tuple[int, ...], short: str
) -> None:
    # the straddler has less than the straddle: all in; the others call the straddle in full (as a
    # big blind short, E18): the record keeps the straddle's level, the drive calls it in full too
    # (it was lost: "stacks differ", or "the record ends before the hand does")
    hand = calls_down(Hand("holdem", stacks, blinds=(1, 2), straddles=straddles, button=len(stacks) - 1, seed=1))
    post = next(a for a in hand.events if a.player == short)
    assert post.all_in and post.amount == stacks[int(short[1:]) - 1]
    assert hand.to_record().extra["straddles"] == {short: straddles[int(short[1:]) - 3]}
    drives_back(hand)
