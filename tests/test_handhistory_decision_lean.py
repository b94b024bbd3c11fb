"""The audit's decision on its lean roads gives what the general functions give: the rake of
each pot in whole numbers (``decision._rake_taken``) against :func:`pokerrank.pots.pot_rake`'s
fractions, a shown hand made without its dataclass's ``__init__`` against one made with it, and
a tie with odd chips on the quick path against :func:`pokerrank.showdown` (the winners in order)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_handhistory_quick import random_play

from pokerrank import evaluate
from pokerrank._showdown.results import ShownHand
from pokerrank.errors import PokerRankError
from pokerrank.handhistory import decision
from pokerrank.handhistory.decision import Decision, _rake_taken, _shown_hand, decide
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
