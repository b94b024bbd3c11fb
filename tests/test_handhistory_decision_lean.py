"""The audit's decision on its lean roads gives what the general functions give: the rake of
each pot in whole numbers (``decision._rake_taken``) against :func:`pokerrank.pots.pot_rake`'s
fractions, and a shown hand made without its dataclass's ``__init__`` against one made with it."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from pokerrank import evaluate
from pokerrank._showdown.results import ShownHand
from pokerrank.errors import PokerRankError
from pokerrank.handhistory.decision import _rake_taken, _shown_hand
from pokerrank.pots import Rake, pot_rake


def _either(call: object, *args: object) -> object:
    try:
        return call(*args)  # type: ignore[operator]
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
