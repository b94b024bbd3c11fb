"""The hand engine and chips past :data:`pokerrank._checks.MAX_CHIPS` (10**18, what a showdown
pays): refused when the hand is built, naming the amount shortly, never a hand that breaks when
its pot is paid (a review of the long fuzz run's fixes found one) nor a ValueError from a
message quoting a 5,000-digit number."""

from __future__ import annotations

import pytest

from pokerrank._checks import MAX_CHIPS
from pokerrank.engine import Hand
from pokerrank.engine.legal import IllegalActionError
from pokerrank.errors import ChipAmountError, PokerRankError

NAMES = ["ann", "bob", "cid"]
CARDS = {"ann": "As Ad", "bob": "Ah Ac", "cid": "7c 2d"}
BOARD = "9h 9c 4d 5s 2s"


def _tied_all_in(stack: int) -> Hand:
    hand = Hand("holdem", [stack] * 3, blinds=(1, 2), names=NAMES, cards=CARDS, board=BOARD)
    hand.act("fold")
    hand.act("raise", stack)
    hand.act("call")
    return hand


def test_the_largest_stacks_play_a_split_pot_to_the_chip() -> None:
    hand = _tied_all_in(MAX_CHIPS)
    assert hand.over
    assert hand.stacks == [MAX_CHIPS] * 3  # ann and bob split (aces full of nines each), cid folded his blind back
    assert hand.won == [MAX_CHIPS, MAX_CHIPS, 0]


@pytest.mark.parametrize("stacks", [[MAX_CHIPS + 2] * 3, [MAX_CHIPS, MAX_CHIPS + 1, 5]])
def test_stacks_past_the_bound_are_refused_when_the_hand_is_built(stacks: list[int]) -> None:
    with pytest.raises(ChipAmountError, match=r"stacks must be at most 10\*\*18 chips"):
        Hand("holdem", stacks, blinds=(1, 2), names=NAMES)


@pytest.mark.parametrize("field", ["stacks", "antes", "blinds", "cap"])
def test_a_number_of_5000_digits_is_named_in_a_short_message(field: str) -> None:
    huge = 10**5000
    kwargs: dict[str, object] = {"stacks": [100, 100, 100], "blinds": (1, 2), "names": NAMES}
    kwargs[field] = [huge, huge, huge] if field == "stacks" else (1, huge) if field == "blinds" else huge
    with pytest.raises(ChipAmountError) as caught:
        Hand("holdem", **kwargs)  # type: ignore[arg-type]
    message = str(caught.value)
    assert "about 5001 digits" in message and len(message) < 300, message


def test_an_action_of_5000_digits_is_refused_naming_it_shortly() -> None:
    hand = Hand("holdem", [100] * 3, blinds=(1, 2), names=NAMES)
    with pytest.raises(IllegalActionError) as caught:
        hand.act("raise", 10**5000)
    message = str(caught.value)
    assert "raise to <an int of about 5001 digits>" in message and len(message) < 600, message


@pytest.mark.parametrize("field", ["stacks", "blinds", "antes", "straddles", "names"])
@pytest.mark.parametrize(
    "endless", [lambda: range(10**12), lambda: iter(range(10**12)), lambda: (f"p{i}" for i in range(10**12))]
)
def test_an_endless_list_is_refused_naming_it_not_read_to_its_end(field: str, endless: object) -> None:
    kwargs: dict[str, object] = {"stacks": [100, 100, 100], "blinds": (1, 2)}
    kwargs[field] = endless()  # type: ignore[operator]
    with pytest.raises(PokerRankError, match=rf"^{field}: at most 10,000 items, one a player, got more in "):
        Hand("holdem", **kwargs)  # type: ignore[arg-type]


def test_a_generator_of_stacks_and_names_is_read_once() -> None:
    hand = Hand("holdem", (s for s in [100, 100, 100]), blinds=(1, 2), names=(n for n in ["ann", "bob", "cid"]))
    assert hand.stacks == [99, 98, 100] and hand.names == ("ann", "bob", "cid")


def test_a_tables_stacks_are_quoted_whole() -> None:
    stacks = [2310, 3704, 3328, 7070, 0, 1062, 870, 5496, 770, 12]  # (a seat with no chips: refused, all ten named)
    with pytest.raises(ChipAmountError) as caught:
        Hand("holdem", stacks, blinds=(1, 2))
    assert str(stacks) in str(caught.value)
