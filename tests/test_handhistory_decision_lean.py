"""The audit's decision on its lean roads gives what the general functions give: the rake of
each pot in whole numbers (``decision._rake_taken``) against :func:`pokerrank.pots.pot_rake`'s
fractions, a shown hand made without its dataclass's ``__init__`` against one made with it, and
a tie with odd chips on the quick path against :func:`pokerrank.showdown` (the winners in order)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_handhistory_quick import QUICK, random_play

from pokerrank import evaluate
from pokerrank._showdown.results import ShownHand
from pokerrank.errors import PokerRankError
from pokerrank.handhistory import decision
from pokerrank.handhistory.decision import (
    Decision,
    _rake_taken,
    _shown_hand,
    decide,
    rake_rates,
)
from pokerrank.handhistory.replay import Replay
from pokerrank.pots import Rake, pot_rake


def _either(call: Callable[..., object], *args: object) -> object:
    try:
        return call(*args)
    except PokerRankError as exc:  # a rake the pots cannot pay: both say so, in the same words
        return (type(exc), str(exc))


@given(st.lists(st.integers(0, 10**7), min_size=1, max_size=6), st.integers(-3, 10**6))
def test_the_rake_in_whole_numbers_is_pot_rakes(pots: list[int], rake: int) -> None:
    assert _either(_rake_taken, pots, rake) == _either(lambda a, r: pot_rake(a, r, chip=1), pots, rake)


@given(st.lists(st.integers(1, 10**5), min_size=1, max_size=5), st.data())
def test_a_rake_up_to_the_pots_is_split_exactly(pots: list[int], data: st.DataObject) -> None:
    rake = data.draw(st.integers(0, sum(pots)))
    taken = _rake_taken(pots, rake)
    assert taken == pot_rake(pots, rake)
    assert sum(taken) == rake and min(taken) >= 0


def _rake_rates_of_fractions(pots: list[int], charged: list[int], rake: int) -> tuple[Fraction, Fraction] | None:
    """rake_rates as it was written before, in fractions."""
    low, high = Fraction(0), Fraction(1)
    cumulative_pot = cumulative_rake = 0
    for amount, charge in zip(pots, charged, strict=True):
        cumulative_pot += amount
        cumulative_rake += charge
        if cumulative_pot == 0:
            continue
        low = max(low, Fraction(cumulative_rake, cumulative_pot))
        if cumulative_rake < rake:
            high = min(high, Fraction(cumulative_rake + 1, cumulative_pot))
    return (low, high) if low < high else None


_RATES = st.one_of(
    st.fractions(min_value=0, max_value=Fraction(999, 1000), max_denominator=10**6),
    # denominators either side of pot_rake's limit
    st.builds(Fraction, st.integers(0, 10**10), st.integers(10**9 - 5, 10**9 + 5)),
    st.sampled_from([Fraction(1, 20), Fraction(3, 59), Fraction(0), Fraction(1), Fraction(-1, 20), Fraction(7, 3)]),
)


@given(
    st.lists(st.integers(-2, 10**7), max_size=6),
    _RATES,
    st.one_of(st.none(), st.integers(-3, 10**5)),
)
def test_a_rate_in_whole_numbers_is_pot_rakes(pots: list[int], rate: Fraction, cap: int | None) -> None:
    """A rate as the room's printed pots give it (a fraction, capped at the hand's rake), split
    over the pots in whole numbers: what pot_rake's fractions give, or the same error."""
    rake = Rake(rate, cap=cap)
    assert _either(_rake_taken, pots, rake) == _either(lambda a, r: pot_rake(a, r, chip=1), pots, rake)


@given(st.lists(st.tuples(st.integers(-50, 10**6), st.integers(-5, 10**4)), min_size=1, max_size=6), st.data())
def test_rake_rates_in_whole_numbers_are_the_fractions(pots: list[tuple[int, int]], data: st.DataObject) -> None:
    """The rates that give a split of the rake, worked out by cross-multiplying, are the bounds
    worked out in fractions (None alike), including splits no rate gives, pots of nothing and
    (no hand's, but the function takes them) negative numbers."""
    amounts = [amount for amount, _ in pots]
    charged = [min(charge, amount) if data.draw(st.booleans()) else charge for amount, charge in pots]
    rake = data.draw(st.sampled_from([sum(charged), sum(charged) + 1, sum(charged) - 1]))
    found = rake_rates(amounts, charged, rake)
    assert found == _rake_rates_of_fractions(amounts, charged, rake)
    if found is not None:
        assert all(type(bound) is Fraction for bound in found)


def test_rake_rates_of_splits_a_rate_gives() -> None:
    rng = random.Random("rates")
    for _ in range(2000):
        pots = [rng.randint(1, 5000) for _ in range(rng.randint(1, 4))]
        rate = Fraction(rng.randint(1, 100), 1000)
        cap = rng.choice([None, rng.randint(1, 400)])
        charged = pot_rake(pots, Rake(rate, cap=cap))
        found = rake_rates(pots, charged, sum(charged))
        assert found == _rake_rates_of_fractions(pots, charged, sum(charged))
        if sum(charged):  # the rate itself gives that split: it lies in the bounds found
            assert found is not None and found[0] <= rate and (cap is not None or rate < found[1])


def test_a_rate_and_no_rake_go_to_pot_rake() -> None:
    assert _rake_taken([247, 93, 30], Rake("0.05")) == [12, 5, 1]
    assert _rake_taken([300, 100], None) == [0, 0]
    assert _rake_taken([], 0) == []


@given(st.sampled_from(["As Ks Qs Js Ts", "2c 2d 7h 8s 9c", "Ah Kd 5c 5s 5h"]), st.sampled_from(["en", "nl"]))
def test_a_shown_hand_made_lean_is_the_dataclasses(cards: str, lang: str) -> None:
    hand = evaluate(cards)
    lean = _shown_hand("ann", "high", hand.strength, hand, lang)
    full = ShownHand("ann", "high", hand.strength, hand, lang)
    assert lean == full and hash(lean) == hash(full) and repr(lean) == repr(full)
    assert (lean.name, lean.cards, lean.lang, lean.hand) == (full.name, full.cards, full.lang, full.hand)
    assert lean.to_dict() == full.to_dict()


def _in_order(decided: Decision) -> tuple[object, ...]:
    """The decision's pots with each pot's winners in their order (the words list them so)."""
    return decided.totals, [(name, amount, list(awards.items())) for name, amount, awards in decided.pots]


@pytest.mark.parametrize("game", ["holdem", "omaha", "omaha-5", "short-deck"])
def test_a_tie_with_odd_chips_is_split_as_the_showdown_splits_it(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(f"odd chips {game}")
    quick = decision._quick
    odd = 0
    for _ in range(400):
        dealt = random_play(rng, game)
        play = _board_plays(dealt) if rng.random() < 0.7 else dealt  # mostly boards that play for everyone
        if play is None:
            continue
        rake = rng.choice([0, 0, 1, 3])
        try:
            fast = decide(play, rake)
        except PokerRankError:
            continue
        monkeypatch.setattr(decision, "_quick", lambda *args: None)
        full = decide(play, rake)
        monkeypatch.setattr(decision, "_quick", quick)
        assert _in_order(fast) == _in_order(full), (play.cards, play.boards, play.put_in, play.record.button)
        ties = [awards for _, amount, awards in fast.pots if len(set(awards.values())) > 1]
        odd += bool(ties) and fast.result is None
    assert odd > 5  # odd chips placed on the quick path, clockwise from the button


def _board_plays(play: Replay) -> Replay | None:
    """``play`` on a board that plays for everyone (a royal flush: every hand ties), the hands
    that hold its cards out."""
    board = "As Ks Qs Js Ts"
    if len(board.split()) != len(play.boards[0].split()):
        return None
    cards = {name: hole for name, hole in play.cards.items() if not set(hole.split()) & set(board.split())}
    if len(cards) != len(play.cards):
        return None
    return replace(play, boards=(board,))


def _high_low_by_sides(strengths: list[dict[str, int]], eligible: tuple[str, ...], net: int) -> dict[str, int] | None:
    """The high-low split as it was written before: each side's winners found by max() over the
    eligible players, then each side's share split between them."""
    winners_by_side = []
    for by_name in strengths:
        top = max((by_name[name] for name in eligible if name in by_name), default=None)
        winners_by_side.append([name for name in eligible if by_name.get(name, -1) == top] if top is not None else [])
    shares = [net] if not winners_by_side[1] else [(net + 1) // 2, net - (net + 1) // 2]
    paid: dict[str, int] = {}
    for winners, share in zip(winners_by_side, shares, strict=False):
        if share % len(winners):
            return None
        for name in winners:
            if share:
                paid[name] = paid.get(name, 0) + share // len(winners)
    return {name: paid[name] for name in eligible if name in paid}


_NAMES = ("ann", "bob", "cid", "dan", "eve")


@given(st.data())
def test_a_high_low_split_is_the_split_by_sides(data: st.DataObject) -> None:
    """Ties on either side (few strengths to draw from), no qualifying low for some or all,
    odd chips, pots of nothing: the split and its order as before, or None alike."""
    eligible = tuple(data.draw(st.lists(st.sampled_from(_NAMES), min_size=1, max_size=5, unique=True)))
    strength = st.integers(1, 3)
    high = {name: data.draw(strength) for name in eligible}
    low = {name: data.draw(strength) for name in eligible if data.draw(st.booleans())}
    net = data.draw(st.integers(0, 13))
    assert list((decision._high_low([high, low], eligible, net) or {}).items()) == list(
        (_high_low_by_sides([high, low], eligible, net) or {}).items()
    )
    assert (decision._high_low([high, low], eligible, net) is None) == (
        _high_low_by_sides([high, low], eligible, net) is None
    )


@given(st.dictionaries(st.sampled_from(_NAMES), st.integers(0, 4)), st.lists(st.sampled_from(_NAMES), unique=True))
def test_the_best_hands_are_the_top_strengths_in_order(by_name: dict[str, int], eligible: list[str]) -> None:
    values = [by_name[name] for name in eligible if name in by_name]
    expected = [name for name in eligible if name in by_name and by_name[name] == max(values)] if values else []
    assert decision._best(by_name, tuple(eligible)) == expected


@given(
    st.lists(
        st.one_of(
            st.sampled_from(["Ah", "Kd", "Ts", "2c", "7h", "As", "ah", "10s", "Xx", "", "A", "Ah,Kd", "AhKd", "🂡"]),
            st.text(max_size=3),
        ),
        max_size=6,
    ),
    st.sampled_from([" ", "  ", ",", "\t"]),
)
def test_cards_read_by_lookup_are_parse_cards(tokens: list[str], gap: str) -> None:
    """The quick decision's cards: what parse_cards gives, or parse_cards' refusal; a card
    given twice is left to the decision's own check of every card (both then decline)."""
    from pokerrank.cards import parse_cards

    text = gap.join(tokens)
    try:
        expected: object = parse_cards(text)
    except PokerRankError as exc:
        expected = type(exc)
    try:
        found: object = decision._cards_of(text)
    except PokerRankError as exc:
        found = type(exc)
    if isinstance(found, tuple) and not isinstance(expected, tuple):  # only a card given twice is let through
        assert len(set(found)) < len(found)
        assert found == parse_cards(text, allow_duplicates=True)
    else:
        assert found == expected


@pytest.mark.parametrize("game", QUICK)
def test_the_chips_alone_are_decided_as_with_the_hands(game: str) -> None:
    """A hand whose words need no checking is decided without making its hands: the same
    totals, pots (each pot's winners in order), rake and road; no hands where the quick path
    decided, the showdown's where it did."""
    rng = random.Random(f"chips alone {game}")
    quick = 0
    for _ in range(150):
        play = random_play(rng, game)
        rake = rng.choice([0, 0, 1, 3, 7])
        with_hands = _either(decide, play, rake)
        alone = _either(lambda p, r: decide(p, r, hands=False), play, rake)
        if not isinstance(with_hands, Decision) or not isinstance(alone, Decision):
            assert alone == with_hands
            continue
        assert _in_order(alone) == _in_order(with_hands)
        assert (alone.rake, alone.rake_note, alone.result is None) == (
            with_hands.rake,
            with_hands.rake_note,
            with_hands.result is None,
        )
        if alone.result is None:
            quick += 1
            assert alone.run_hands == () and len(with_hands.run_hands) == len(play.boards)
        else:
            assert alone.run_hands == with_hands.run_hands
    assert quick > 100


@pytest.mark.parametrize(
    ("pots", "charged", "rake", "culprit"),
    [
        ([300, 400], [0, 35.0], 35, "35.0"),
        ([300.0, 400], [0, 35], 35, "300.0"),
        ([300, 400], [0, 35], Decimal(35), "Decimal('35')"),
        ([300, 400], [35], 35, "1 for 2"),
    ],
)
def test_rake_rates_wants_whole_numbers_one_rake_a_pot(
    pots: list[Any], charged: list[Any], rake: Any, culprit: str
) -> None:
    # (a float or Decimal answered None, "no rate gives this split", as if it were an answer)
    from pokerrank.errors import ChipAmountError
    from pokerrank.handhistory.decision import rake_rates

    with pytest.raises(ChipAmountError, match=re.escape(culprit)):
        rake_rates(pots, charged, rake)
