"""Cards: every notation of RULES.md "Cards", codes, arrays, decks and each kind of bad input."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import pokerrank
from pokerrank import (
    Card,
    DuplicateCardError,
    EmptyInputError,
    InvalidCardError,
    PokerRankError,
    Rank,
    Suit,
    array_to_cards,
    cards_to_array,
    deck,
    format_cards,
    parse_card,
    parse_cards,
)


def codes(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text)]


def test_codes_follow_rank_times_four_plus_suit() -> None:
    # RULES.md: 2c = 0, 2d = 1, ..., As = 51 (the phevaluator code).
    assert codes("2c 2d 2h 2s 3c") == [0, 1, 2, 3, 4]
    assert codes("As") == [51]
    assert codes("Td") == [8 * 4 + 1]
    for rank_index, rank_char in enumerate("23456789TJQKA"):
        for suit_index, suit_char in enumerate("cdhs"):
            assert int(parse_card(rank_char + suit_char)) == rank_index * 4 + suit_index


@pytest.mark.parametrize(
    "text",
    ["AsKd", "As Kd", "As,Kd", "As, Kd", "A♠ K♦", "a♠k♦", "AS KD", "as kd", "A♤ K♢", "  As\tKd\n", "aSkD"],
)
def test_every_notation_of_two_cards(text: str) -> None:
    assert codes(text) == [51, 45]


def test_ten_as_10_and_t() -> None:
    assert codes("10h") == codes("Th") == codes("th") == [34]
    assert codes("10h10s") == [34, 35]
    assert codes("10♥ 10♠") == [34, 35]


def test_all_outline_and_filled_symbols() -> None:
    assert codes("2♣ 2♦ 2♥ 2♠") == [0, 1, 2, 3]
    assert codes("2♧ 2♢ 2♡ 2♤") == [0, 1, 2, 3]


def test_list_of_strings_codes_and_cards() -> None:
    assert parse_cards(["As", 12, Card(0), "k♦"]) == (Card(51), Card(12), Card(0), Card(45))


def test_card_properties_and_formatting() -> None:
    card = parse_card("Qh")
    assert card.rank is Rank.QUEEN and card.suit is Suit.HEARTS
    assert str(card) == "Qh" and repr(card) == "Card('Qh')" and card.symbol == "Q♥"
    assert format_cards(parse_cards("As 10h")) == "As Th"
    assert format_cards(parse_cards("As 10h"), symbols=True) == "A♠ T♥"
    assert format_cards([51, 46], sep=",") == "As,Kh"


def test_deck() -> None:
    cards = deck()
    assert len(cards) == 52 and len(set(cards)) == 52
    assert [int(c) for c in cards] == list(range(52))
    assert int(deck(jokers=1)[-1]) == pokerrank.JOKER


def test_arrays_round_trip() -> None:
    arr = cards_to_array(["As Kd", "2c 3c"])
    assert arr.dtype == np.uint8 and arr.tolist() == [[51, 45], [0, 4]]
    assert array_to_cards(arr) == [parse_cards("As Kd"), parse_cards("2c 3c")]
    assert array_to_cards(np.array([51, 45])) == parse_cards("As Kd")
    assert cards_to_array("As Kd").tolist() == [51, 45]


@given(st.lists(st.integers(0, 51), min_size=1, max_size=20, unique=True))
def test_format_then_parse_is_identity(hand: list[int]) -> None:
    assert [int(c) for c in parse_cards(format_cards(hand))] == hand
    assert [int(c) for c in parse_cards(format_cards(hand, symbols=True, sep=""))] == hand


# -- bad input: a typed error whose message names the culprit and where it is -------------


@pytest.mark.parametrize(
    ("text", "error", "fragments"),
    [
        ("As Xd", InvalidCardError, ["unknown rank 'X'", "'Xd'", "position 2"]),
        ("As Kx", InvalidCardError, ["unknown suit 'x'", "'Kx'", "position 2"]),
        ("1s", InvalidCardError, ["unknown rank '1'", "position 1"]),
        ("AsK", InvalidCardError, ["'K'", "has no suit", "position 2"]),
        ("As K d", InvalidCardError, ["'K'", "has no suit", "position 2"]),
        ("", EmptyInputError, ["no cards"]),
        ("  , ", EmptyInputError, ["no cards"]),
        ("As Kd As", DuplicateCardError, ["'As'", "positions 1 and 3"]),
        ("As a♠", DuplicateCardError, ["'As'", "positions 1 and 2"]),
        ("Jk As", InvalidCardError, ["joker", "position 1"]),
    ],
)
def test_bad_text(text: str, error: type[Exception], fragments: list[str]) -> None:
    with pytest.raises(error) as info:
        parse_cards(text)
    for fragment in fragments:
        assert fragment in str(info.value)
    assert isinstance(info.value, PokerRankError) and isinstance(info.value, ValueError)


@pytest.mark.parametrize(
    ("items", "fragments"),
    [
        ([51, 52], ["joker", "position 2"]),
        ([51, 53], ["53", "position 2", "out of range"]),
        ([-1], ["-1", "position 1"]),
        (["As", 3.5], ["position 2", "got 3.5"]),
        (["As", "Kd Qd"], ["position 2", "'Kd Qd'"]),
        ([True], ["position 1", "got True (a yes/no value)"]),
    ],
)
def test_bad_items(items: list[object], fragments: list[str]) -> None:
    with pytest.raises(InvalidCardError) as info:
        parse_cards(items)  # type: ignore[arg-type]
    for fragment in fragments:
        assert fragment in str(info.value)


def test_empty_list_and_duplicate_codes() -> None:
    with pytest.raises(EmptyInputError):
        parse_cards([])
    with pytest.raises(DuplicateCardError, match="'As' at positions 1 and 2"):
        parse_cards([51, "As"])


def test_card_constructor_and_single_card_errors() -> None:
    with pytest.raises(InvalidCardError, match="out of range"):
        Card(99)
    with pytest.raises(InvalidCardError, match="expected one card, got 2"):
        parse_card("As Kd")
    with pytest.raises(InvalidCardError, match="has no rank"):
        _ = Card(52).rank
    with pytest.raises(InvalidCardError, match="same number of cards"):
        cards_to_array(["As Kd", "2c"])


def test_jokers_parse_only_when_allowed() -> None:
    assert parse_cards("Jk As", jokers=True) == (Card(52), Card(51))
    assert parse_cards("joker", jokers=True) == (Card(52),)
    assert parse_card("JOKER", jokers=True).is_joker
