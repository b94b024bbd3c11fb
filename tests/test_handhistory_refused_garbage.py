"""A hand that is not read leaves nothing for the cyclic collector: its record's error holds no
frame of the reader (quick()'s error of a hand whose chips do not add up was held by the reader
whose frames it held; read()'s held the hand's lines through the generator reading the file:
every refused hand waited for the collector, 10-15 µs a hand). The error says what it said."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from pokerrank.handhistory.pokerstars import read_text

_ENET = """Game #77: Omaha (€0,10/€0,25) - 21:50:56 23.8.2012 - %6
Table 'Reunion 1 - Pot Limit' 9-max Seat #4 is the button
Seat 4: Hero (€24,65 in chips)
Seat 6: ann (€25 in chips)
Seat 8: bob (€30,16 in chips)
ann: posts small blind €0,10
bob: posts big blind €0,25
{extra}*** HOLECARDS ***
Hero: folds
ann: calls €0,15
bob: checks
Rake: €0,02
*** FLOP *** [4s2d3h]
ann: checks
bob: checks
*** TURN *** [4s2d3h5h]
ann: checks
bob: checks
*** RIVER *** [4s2d3h5hQc]
ann: checks
bob: checks
*** SHOWDOWN ***
ann: shows [Jd8sAd2s] (Straight, Fives high)
ann: collected ({won}) from pot
bob: mucked
*** SUMMARY ***
Total pot €0 | Rake €0,02
Board [4s2d3h5hQc]
Seat 4: Hero  folded
Seat 6: ann (small blind) showed [Jd8sAd2s] and won ({won}) with Straight, Fives high
Seat 8: bob (big blind) mucked
"""

_STARS = """PokerStars Hand #88: Hold'em No Limit ($0.01/$0.02 USD) - 2020/01/01 10:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($2 in chips)
Seat 2: bob ($2 in chips)
ann: posts small blind $0.01
bob: posts big blind $0.02
{extra}*** HOLE CARDS ***
ann: calls $0.01
bob: checks
*** FLOP *** [2c 7d 9h]
bob: checks
ann: checks
*** TURN *** [2c 7d 9h] [Ks]
bob: checks
ann: checks
*** RIVER *** [2c 7d 9h Ks] [3s]
bob: checks
ann: checks
*** SHOW DOWN ***
bob: shows [Ah Ad] (a pair of Aces)
ann: mucks hand
bob collected {won} from pot
*** SUMMARY ***
Total pot $0.04 | Rake $0
Board [2c 7d 9h Ks 3s]
Seat 1: ann (button) (small blind) mucked
Seat 2: bob (big blind) showed [Ah Ad] and won ({won}) with a pair of Aces
"""

_CASES = {
    "enet": (_ENET, "€0,48", "€0,45", "bob: posts big blind \n", 8),
    "pokerstars": (_STARS, "$0.04", "$0.03", "bob: posts big blind\n", 7),
}


@pytest.fixture
def no_collector() -> Iterator[None]:
    """The collector off (what a test finds is what reading left), on again after."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


@pytest.mark.parametrize("room", sorted(_CASES))
@pytest.mark.parametrize("unread", [False, True], ids=["sum", "unread line first"])
def test_a_refused_hand_leaves_no_cycle(room: str, unread: bool, no_collector: None) -> None:
    """The same hand read as written MATCHes (nothing for the collector either); with a payout
    that does not add up it is NOT AUDITABLE, its error the sum's (or, with a line no rule reads,
    that line first), and once its record is dropped the collector finds nothing to free."""
    text, paid, short, extra, at = _CASES[room]
    (good,) = read_text(text.format(won=paid, extra=""), "t.txt")
    assert good.error is None
    del good
    assert gc.collect() == 0
    (hand,) = read_text(text.format(won=short, extra=extra if unread else ""), "t.txt")
    error = hand.error
    assert error is not None and error.hand_id == ("77" if room == "enet" else "88")
    if unread:
        assert error.reason.startswith(f"line {at} is not understood: 'bob: posts big blind' (and the chips")
        assert error.line == at
    else:
        assert error.reason.startswith(f"the chips do not add up: the room pays {short},")  # (in the room's form)
        assert error.kind == "chips do not add up"
    assert "chips do not add up" in str(error)
    del hand, error
    assert gc.collect() == 0


def test_a_hand_refused_by_the_full_reader_leaves_no_cycle(no_collector: None) -> None:
    """A hand the fast lane leaves to the full reader, which refuses it (no seats): the same."""
    text = _STARS.format(won="$0.04", extra="").replace("Seat 1: ann ($2 in chips)\nSeat 2: bob ($2 in chips)\n", "")
    (hand,) = read_text(text, "t.txt")
    assert hand.error is not None and hand.error.reason == "the hand has no seats"
    del hand
    assert gc.collect() == 0
