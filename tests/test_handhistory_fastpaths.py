"""The PokerStars reader's in-place readings (issue 10's speed work) give what the general
ones give: a summary seat line's winnings read in place (:func:`pokerstars._seat_won`)
against :meth:`_Reader.summary_seat`, on lines written to trip it (commas, brackets, names
that hold the words, two amounts, no amount, a seat of another player)."""

from __future__ import annotations

import itertools

import pytest

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import pokerstars
from pokerrank.handhistory.pokerstars import _Reader, _seat_cards, _seat_won, _won_tokens
from pokerrank.handhistory.sites.pokerstars import SUMMARY_CARDS, WON

NAMES = {"ann": 1, "bob won": 2, "collected": 3, "x (y)": 4, "Seat": 5}
STATUSES = [
    " (button) (small blind) collected ($0.95)",
    " (big blind) collected (1,000)",
    " collected ($1,000.50)",
    " won ($5)",
    " won (5) with a pair",
    " (button) won ($5), and won ($2)",
    " collected ($1) and won ($2)",
    " collected (Rs. 5)",
    " collected (abc)",
    " collected ()",
    " collected ($1",
    " collected $1)",
    "collected ($1)",
    " recollected ($1)",
    " (small blind) folded before Flop",
    " won (€2.50)",
    " won (2.5.5)",
    " won ( 5)",
    " won (5 )",
    " won ((5))",
    " mucked",
    " collected (5) (didn't bet)",
    " showed [As Ks] and won ($1)",
    " mucked [As Ks] collected (3)",
    " won 16.35€",  # Winamax, WPN: no brackets
    " won 5",
    " (button) won 1,000",
    " did not show and won $12.00",
    " collected 5",
    " won 5 with a pair",
    " won 5,",
    " won ",
    " won €",
    " swon 5",
    " won 5 won 6",
    " won (5",
    " collected 2.5.5",
    " won $1)x",
]


def general(line: str, scale: int) -> dict[str, int] | HandHistoryError:
    reader = _Reader("<t>", 1, [line], "utf-8")
    reader.scale = scale
    reader.cache = {}
    reader.family = "board"
    won: dict[str, int] = {}
    seat_names = {number: name for name, number in NAMES.items()}
    try:
        reader.summary_seat(line, seat_names, NAMES, 0, {}, won, set(), set())
    except HandHistoryError as exc:
        return exc
    return won


@pytest.mark.parametrize("scale", [1, 100])
def test_a_seat_line_read_in_place_is_read_as_the_general_reader_reads_it(scale: int) -> None:
    seat_names = {number: name for name, number in NAMES.items()}
    taken = 0
    for (name, number), status, seat in itertools.product(NAMES.items(), STATUSES, (None, 9)):
        line = f"Seat {seat or number}: {name}{status}"
        expected = general(line, scale)
        found = _seat_won(line, seat_names)
        if found is None:
            continue  # left to the general reader
        taken += 1
        player, token = found
        reader = _Reader("<t>", 1, [line], "utf-8")
        reader.scale, reader.cache = scale, {}
        got: dict[str, int] | HandHistoryError
        try:
            got = {player: reader.units(token, 0)} if token else {}
        except HandHistoryError as exc:
            got = exc
        if isinstance(got, HandHistoryError) or isinstance(expected, HandHistoryError):
            assert str(got) == str(expected), line
        else:
            assert got == expected, line
    assert taken >= 20  # the usual lines are read in place


def test_the_usual_line_is_read_in_place() -> None:
    assert _seat_won("Seat 1: ann (button) collected ($0.95)", {1: "ann"}) == ("ann", "$0.95")
    assert _seat_won("Seat 4: bob won 16.35€", {4: "bob"}) == ("bob", "16.35€")  # Winamax's, in place too
    assert _seat_won("Seat 1: ann (button) collected (1,000)", {1: "ann"}) is None  # _WON takes "1" there
    assert pokerstars._seat_won("Seat 1: ann showed [As Ks] and won ($1)", {1: "ann"}) is None  # cards: the general one


CARD_PARTS = ["", " ", "x", "_", "é", "(", ")", "showed", "mucked", "showed ", "mucked ", "[", "]", "As Ks", "hero"]
CARD_PARTS += ["and won ($1)", " [", "] ", "Xshowed [", "1mucked [", "collected", "won", "swon (1)", " won (2)"]


def test_a_seat_line_s_cards_and_amounts_read_in_place_are_what_the_patterns_find() -> None:
    """Every status of up to four of these parts (about 390,000): the cards read in place
    (:func:`_seat_cards`) are :data:`SUMMARY_CARDS`'s matches, and the amounts found without a
    search (:func:`_won_tokens`) are :data:`_WON`'s."""
    in_place = 0
    for size in range(1, 5):
        for parts in itertools.product(CARD_PARTS, repeat=size):
            status = "".join(parts)
            assert _seat_cards(status) == [m.group("how", "cards") for m in SUMMARY_CARDS.finditer(status)], status
            assert _won_tokens(status) == [m.group("amt") for m in WON.finditer(status)], status
            in_place += status.count("[") == 1
    assert in_place > 50_000
