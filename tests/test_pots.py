"""Side pots, uncalled bets and odd chips, by hand and as properties."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerrank.cards import parse_cards
from pokerrank.errors import ChipAmountError, DealError, UnknownNameError
from pokerrank.pots import build_pots, chip_amount, odd_chip_order, policy_name, split_among, split_sides


def test_three_all_in_levels() -> None:
    layout = build_pots({"a": 50, "b": 200, "c": 500})
    assert [(p.amount, p.eligible, p.level) for p in layout.pots] == [
        (150, ("a", "b", "c"), 50),
        (300, ("b", "c"), 200),
    ]
    assert layout.returned == {"c": 300}


def test_folded_chips_feed_the_pots_they_reached() -> None:
    layout = build_pots({"a": 30, "b": 100, "c": 100, "d": 60}, folded={"d"})
    # levels 30 and 100 (d folded): pot 1 = 4 x 30 = 120; pot 2 = 70 + 70 + 30 (d's rest) = 170
    assert [(p.amount, p.eligible) for p in layout.pots] == [(120, ("a", "b", "c")), (170, ("b", "c"))]
    assert layout.returned == {}


def test_uncalled_bet_over_a_folded_caller() -> None:
    layout = build_pots({"a": 300, "b": 120}, folded={"b"})
    assert layout.returned == {"a": 180} and [(p.amount, p.eligible) for p in layout.pots] == [(240, ("a",))]


def test_dead_chips_above_every_live_level_join_the_last_pot() -> None:
    layout = build_pots({"a": 100, "b": 300, "c": 300}, folded={"b", "c"})
    assert [(p.amount, p.eligible) for p in layout.pots] == [(700, ("a",))]


def test_bad_input() -> None:
    with pytest.raises(ChipAmountError, match="negative"):
        build_pots({"a": -1, "b": 2})
    with pytest.raises(ChipAmountError, match="whole"):
        chip_amount(1.5, "a's bet")
    with pytest.raises(ChipAmountError):
        chip_amount(True, "a's bet")
    with pytest.raises(DealError, match="every player folded"):
        build_pots({"a": 1, "b": 2}, folded={"a", "b"})
    with pytest.raises(DealError, match="'z'"):
        build_pots({"a": 1}, folded={"z"})
    with pytest.raises(UnknownNameError):
        policy_name("coin flip")


def test_split_among_and_sides() -> None:
    assert split_among(10, ["x", "y", "z"]) == {"x": 4, "y": 3, "z": 3}
    had: set[str] = {"x"}
    assert split_among(10, ["x", "y", "z"], had_odd=had) == {"x": 3, "y": 4, "z": 3} and had == {"x", "y"}
    assert split_sides(101, 2) == [51, 50] and split_sides(100, 1) == [100]
    with pytest.raises(ChipAmountError):
        split_among(7, ["x"], chip=5)


def test_odd_chip_orders() -> None:
    seats = ["a", "b", "c", "d"]
    assert odd_chip_order(["a", "b", "d"], policy="wsop", mode="button", seats=seats, button=1) == ["d", "a", "b"]
    assert odd_chip_order(["a", "b", "d"], policy="seat", mode="button", seats=seats, button=1) == ["a", "b", "d"]
    # razz: the ace is low, so the highest card of an A-2-3-4-7 is the seven
    playing = {"a": parse_cards("As 2c 3d 4h 7c"), "b": parse_cards("Ac 2d 3h 4s 7d")}
    order = odd_chip_order(["a", "b"], policy="wsop", mode="stud", seats=seats, playing=playing, ace_low=True)
    assert order == ["b", "a"]
    # Robert's Rules, low side: the lowest card by suit of all the cards (ace low): a's A♠ beats b's A♣
    assert odd_chip_order(
        ["a", "b"], policy="roberts", mode="stud", seats=seats, held=playing, low=True, ace_low=True
    ) == ["b", "a"]


@given(st.dictionaries(st.sampled_from("abcdefgh"), st.integers(0, 1000), min_size=1), st.data())
def test_pots_and_returns_add_up(bets: dict[str, int], data: st.DataObject) -> None:
    names = list(bets)
    live = data.draw(st.sampled_from(names))
    folded = set(data.draw(st.lists(st.sampled_from(names)))) - {live}
    layout = build_pots(bets, folded=folded)
    assert sum(p.amount for p in layout.pots) + sum(layout.returned.values()) == sum(bets.values())
    for pot in layout.pots:
        assert pot.eligible and not set(pot.eligible) & folded
    levels = [p.level for p in layout.pots]
    assert levels == sorted(levels)
    for i in range(1, len(layout.pots)):
        assert set(layout.pots[i].eligible) < set(layout.pots[i - 1].eligible)


@given(st.integers(0, 10_000), st.integers(1, 9), st.sampled_from([1, 5, 25]))
def test_split_among_property(units: int, k: int, chip: int) -> None:
    names = [f"p{i}" for i in range(k)]
    out = split_among(units * chip, names, chip=chip)
    assert sum(out.values()) == units * chip
    assert max(out.values()) - min(out.values()) <= chip


def _layers(bets: dict[str, int], folded: set[str]) -> tuple[list[tuple[int, tuple[str, ...], int]], dict[str, int]]:
    """An independent layout, chip layer by chip layer: the top bet's excess over the second comes
    back; layer k (the k-th chip of every bet of at least k) goes to the live players whose bet
    reaches it, consecutive layers with the same players make one pot, and layers no live player
    reached join the last pot (or, with no live chips at all, one pot for the live players)."""
    bets = dict(bets)
    returned: dict[str, int] = {}
    if len(bets) > 1:
        ordered = sorted(bets.values(), reverse=True)
        if ordered[0] > ordered[1]:
            top = next(n for n, b in bets.items() if b == ordered[0])
            returned[top] = ordered[0] - ordered[1]
            bets[top] = ordered[1]
    live = [n for n in bets if n not in folded]
    pots: list[list] = []
    for k in range(1, max(bets.values(), default=0) + 1):
        chips = sum(1 for b in bets.values() if b >= k)
        eligible = tuple(n for n in live if bets[n] >= k)
        if not eligible:
            if pots:
                pots[-1][0] += chips
            else:
                pots.append([chips, tuple(live), 0])
        elif pots and pots[-1][1] == eligible:
            pots[-1][0] += chips
            pots[-1][2] = k
        else:
            pots.append([chips, eligible, k])
    return [tuple(p) for p in pots], returned


@given(st.dictionaries(st.sampled_from("abcdef"), st.sampled_from([0, 10, 20, 50]), min_size=1), st.data())
def test_pots_equal_a_layer_by_layer_layout(bets: dict[str, int], data: st.DataObject) -> None:
    # bets from a few values, so that everyone putting in the same (one pot, nothing back) is common
    names = list(bets)
    live = data.draw(st.sampled_from(names))
    folded = set(data.draw(st.lists(st.sampled_from(names)))) - {live}
    layout = build_pots(bets, folded=folded)
    pots, returned = _layers(bets, folded)
    assert [(p.amount, p.eligible, p.level) for p in layout.pots] == pots
    assert layout.returned == returned
