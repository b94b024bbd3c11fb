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


@pytest.mark.parametrize("as_side_pot", [False, True])
def test_a_bet_nobody_called_paid_back_as_a_side_pot_is_a_return_where_the_room_does_so(as_side_pot: bool) -> None:
    """partypoker pays the bet nobody called back as a "side pot" only its bettor was in: with
    ``back_as_side_pot`` that line is the return (the pots pay the rest); without it, it is a
    pot paid like any other, and the bet is paid with the pots."""
    hand = _hand()
    hand.back_as_side_pot = as_side_pot
    hand.wager("cid", "raise", 600, 4, to=True)
    hand.wager("ann", "call", 150, 5, all_in=True)  # all in for less: 200 against cid's 600
    hand.fold("bob", 6)
    hand.collect("cid", 400, "side pot 1", 7)
    hand.collect("ann", 500, "main pot", 8)
    record = hand.record()
    if as_side_pot:
        assert record.returned == {"cid": 400}
        assert [(c.player, c.amount) for c in record.collected] == [("ann", 500)]
    else:
        assert record.returned == {}
        assert [(c.player, c.amount) for c in record.collected] == [("cid", 400), ("ann", 500)]


def test_the_hooks_see_what_went_back_and_can_refuse_the_hand() -> None:
    """A room's own check of its numbers (``check_settled``) runs once what went back is known,
    and its error is the hand's."""

    class Checked(TextHand):
        seen: tuple[int, int, int] | None = None

        def check_settled(self, put: dict[str, int], total: int, paid: int, back: int) -> None:
            Checked.seen = (total, paid, back)
            if paid + back > total:
                raise self.fail("pays more than was put in")

    hand = Checked("<test>", "1", "Room", "room", 1)
    hand.game, hand.structure = "holdem", "no-limit"
    hand.seat(1, "ann", 1000)
    hand.seat(2, "bob", 1000)
    hand.post("ann", ActionKind.SMALL_BLIND, 50, 2)
    hand.post("bob", ActionKind.BIG_BLIND, 100, 3)
    hand.wager("ann", "raise", 300, 4, to=True)
    hand.fold("bob", 5)
    hand.collect("ann", 200, "pot", 6)
    hand.record()
    assert Checked.seen == (400, 200, 200)
    hand.collect("ann", 300, "pot", 7)  # 500 paid of the 400 put in
    with pytest.raises(HandHistoryError, match="pays more than was put in"):
        hand.record()


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
