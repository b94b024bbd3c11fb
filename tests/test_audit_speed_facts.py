"""The audit's facts of a shown hand (``room._facts``: its category and the ranks a room's
words name) read from all of a player's cards where the category's groups say them (no search
for the five that play), against the facts of the five that play."""

from __future__ import annotations

import random

import pytest

from pokerrank._showdown.results import ShownHand
from pokerrank.cards import Card, parse_cards
from pokerrank.handhistory import room
from pokerrank.handhistory.words import hand_facts
from pokerrank.rankings import RANKINGS

HIGH = [ranking for ranking in RANKINGS.values() if ranking.family == "high" and not ranking.is_wild]


def facts_of_five(shown: ShownHand, short: bool) -> tuple[str, tuple[int, ...]]:
    hand = shown.hand
    return hand_facts(hand.category.name, hand.cards, "high", False, short)


def fresh_facts(shown: ShownHand, short: bool) -> tuple[str, tuple[int, ...]]:
    room._FACTS.clear()
    return room._facts(shown, "high", False, short)


@pytest.mark.parametrize("ranking", HIGH, ids=lambda ranking: ranking.name)
@pytest.mark.parametrize("size", [5, 6, 7, 8])
def test_facts_are_the_five_that_plays(ranking: object, size: int) -> None:
    assert ranking in HIGH
    if size > ranking.max_cards:
        pytest.skip(f"{ranking.name} takes at most {ranking.max_cards} cards")
    short = ranking.name.startswith("short-deck")
    rng = random.Random(size)
    codes = sorted(ranking.codes)
    seen = set()
    for _ in range(3000):
        hand = ranking.evaluate(tuple(map(Card, rng.sample(codes, size))))
        shown = ShownHand("ann", "high", hand.strength, hand, "en")
        expected = facts_of_five(ShownHand("ann", "high", hand.strength, ranking.evaluate(hand.all_cards), "en"), short)
        assert fresh_facts(shown, short) == expected, hand.all_cards
        seen.add(expected[0])
    assert len(seen) >= 6  # (most categories met)


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Kc Kd Ks Qh Qd Qs 2c", ("FULL_HOUSE", (11, 10))),  # two trips: the higher's three, the other's pair
        ("Kc Kd Ks Qh Qd 5s 5c", ("FULL_HOUSE", (11, 10))),  # trips and two pairs: the higher pair
        ("Kc Kd Qh Qd 5s 5c Ah", ("TWO_PAIR", (11, 10, 12))),  # three pairs: the two higher, the ace
        ("9c 9d 9s 9h 5s 5c 5h", ("FOUR_OF_A_KIND", (7, 3))),
        ("Ah Kd 9h 7h 4h 2h 2c", ("FLUSH", (12, 7, 5, 2, 0))),  # a pair beside the flush: the flush's five
        ("Ad 6c 5h 4s 3d 2c Kh", ("STRAIGHT", (4,))),  # the six-high straight, not the wheel or the ace
        ("Ah 2h 3h 4h 5h Kh Qd", ("STRAIGHT_FLUSH", (3,))),  # the steel wheel beside a king-high flush
        ("Kc Kd Ks 5h 5d 5s Qc Qd", ("FULL_HOUSE", (11, 10))),  # eight cards: two trips and a higher pair
    ],
)
def test_groups_and_the_fives_of_seven_cards(text: str, facts: tuple[str, tuple[int, ...]]) -> None:
    hand = RANKINGS["high"].evaluate(parse_cards(text))
    shown = ShownHand("ann", "high", hand.strength, hand, "en")
    assert fresh_facts(shown, False) == facts == facts_of_five(shown, False)


def test_a_grouped_hand_of_seven_cards_is_not_searched_for_its_five() -> None:
    """The facts of a pair among seven cards come from the seven: the five that play are left
    for whoever asks for them (the hand's name, a result's cards)."""
    hand = RANKINGS["high"].evaluate(parse_cards("As Ad Kc 7h 5s 3d 2c"))
    assert fresh_facts(ShownHand("ann", "high", hand.strength, hand, "en"), False) == ("ONE_PAIR", (12, 11, 5, 3))
    assert hand._best is None
    assert hand.cards == parse_cards("As Ad Kc 7h 5s")
