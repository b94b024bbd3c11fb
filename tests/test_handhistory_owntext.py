"""The record builder the rooms with a text of their own share (``owntext.TextHand``)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import Outcome
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.owntext import TextHand, read_hands
from pokerrank.handhistory.records import ActionKind


def _hand() -> TextHand:
    hand = TextHand("<test>", "1", "Room", "room", 1)
    hand.game, hand.structure = "holdem", "no-limit"
    for seat, name in enumerate(("ann", "bob", "cid"), start=1):
        hand.seat(seat, name, 100_000)
    hand.button = 3
    hand.post("ann", ActionKind.SMALL_BLIND, 50, 2)
    hand.post("bob", ActionKind.BIG_BLIND, 100, 3)
    return hand


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(1, 2_000), min_size=1, max_size=8))
def test_added_and_to_amounts_build_the_same_hand(raises: list[int]) -> None:
    """A room that writes the chips added and one that writes the street total: one record."""
    added, to = _hand(), _hand()
    players = ("cid", "ann", "bob")
    street_in = {"ann": 50, "bob": 100, "cid": 0}
    high = 100
    for k, extra in enumerate(raises):
        name = players[k % 3]
        target = high + extra
        added.wager(name, "raise", target - street_in[name], 10 + k)
        to.wager(name, "raise", target, 10 + k, to=True)
        street_in[name], high = target, target
    assert added.actions == to.actions
    assert [a.to for a in added.actions[2:]] == [a.to for a in to.actions[2:]]


def test_the_bet_nobody_called_goes_back_unless_it_was_paid_with_the_pot() -> None:
    hand = _hand()
    hand.wager("cid", "raise", 600, 4, to=True)
    hand.fold("ann", 5)
    hand.fold("bob", 6)
    hand.collect("cid", 250, "pot", 7)
    assert hand.record().returned == {"cid": 500}
    paid_with_it = _hand()
    paid_with_it.wager("cid", "raise", 600, 4, to=True)
    paid_with_it.fold("ann", 5)
    paid_with_it.fold("bob", 6)
    paid_with_it.collect("cid", 750, "pot", 7)
    record = paid_with_it.record()
    assert record.returned == {} and audit_hand(record).outcome is Outcome.MATCH


def test_an_unprinted_rake_is_inferred_up_to_its_share_and_no_further() -> None:
    def paid(amount: int) -> int | None:
        hand = _hand()
        hand.wager("cid", "call", 100, 4)
        hand.wager("ann", "call", 50, 5)
        hand.check("bob", 6)
        hand.new_street("flop", "2c 7d 9h")
        hand.new_street("turn", "Js")
        hand.new_street("river", "Kd")
        for name, cards in (("ann", "Ac Ad"), ("bob", "2d 3d"), ("cid", "4s 5s")):
            hand.show(name, cards)
        hand.collect("ann", amount, "pot", 10)
        return hand.record().rake

    assert paid(285) == 15  # a twentieth of the $3 pot
    assert paid(270) == 30  # a tenth: the most it may be
    assert paid(260) == 0  # more is no rake: the audit shows the chips not paid


def test_what_the_room_prints_must_add_up() -> None:
    stranger = _hand()
    stranger.fold("cid", 4)
    stranger.fold("ann", 5)
    stranger.seat(4, "dan", 100)
    stranger.collect("dan", 150, "pot", 6)
    with pytest.raises(HandHistoryError, match="'dan' is paid from the pot but put nothing in"):
        stranger.record()
    hand = _hand()
    hand.fold("cid", 4)
    hand.fold("ann", 5)
    hand.collect("bob", 150, "pot", 6)
    record = hand.record()
    hand.check_after(record, nets={"ann": (-50, 0), "bob": (50, 0)}, stacks={"bob": (100_050, 9)})
    with pytest.raises(HandHistoryError, match="stack for 'bob'"):
        hand.check_after(record, stacks={"bob": (100_150, 9)})
    with pytest.raises(HandHistoryError, match="net for 'ann'"):
        hand.check_after(record, nets={"ann": (0, 8)})


def test_read_hands_names_a_hand_cut_off_before_the_first() -> None:
    start = re.compile(r"H(?P<id>\d+)")

    def grammar(hand: TextHand, lines: list[str]):  # type: ignore[no-untyped-def]
        if lines[-1] == "boom":
            raise ValueError("garbled")
        return hand.broken(hand.fail("read"))

    records = list(read_hands("tail of a hand\nH1\nx\nH2\nboom", "<t>", "utf-8", start, ("Room", "room"), grammar))
    assert [r.hand_id for r in records] == ["?", "1", "2"]
    assert "cut off" in str(records[0].error) and "garbled" in str(records[2].error)
    assert all(r.site == "Room" and r.format == "room" for r in records)
