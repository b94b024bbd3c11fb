"""The quick decision of a hand run more than once (two or three boards) against
:func:`pokerrank.showdown`'s: the same pots, payouts, rake and hands on random deals."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from typing import Any

import pytest
from test_handhistory_quick import facts, random_play

from pokerrank.errors import PokerRankError
from pokerrank.handhistory import decision
from pokerrank.handhistory.decision import decide


def runs_play(rng: random.Random, game_name: str) -> Any:
    """A random deal of a board game whose board runs two or three times from a shared start."""
    play = random_play(rng, game_name)
    board = play.boards[0].split()
    used = {card for hole in play.cards.values() for card in hole.split()} | set(board)
    deck = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs" if rank + suit not in used]
    if play.game.deck.name == "short":
        deck = [card for card in deck if card[0] not in "2345"]
    rng.shuffle(deck)
    shared = rng.choice([0, 3, 3, 4])
    boards = [" ".join(board)]
    for _ in range(rng.choice([1, 1, 2])):
        boards.append(" ".join(board[:shared] + [deck.pop() for _ in range(len(board) - shared)]))
    if rng.random() < 0.1:  # a card on two runs at different places: both refuse it
        boards[-1] = " ".join(boards[0].split()[1:] + boards[0].split()[:1])
    return dataclasses.replace(play, boards=tuple(boards))


def quick_and_full_agree(
    rng: random.Random, deal: Callable[[random.Random, str], Any], game: str, monkeypatch: pytest.MonkeyPatch
) -> int:
    """120 deals of ``deal``, each decided by the quick path and by the full showdown (the quick
    path turned off): the same facts, or the same refusal, every time. How many the quick path
    decided."""
    quick = decision._quick
    took = 0
    for _ in range(120):
        play = deal(rng, game)
        rake = rng.choice([0, 0, 1, 3, 7])
        outcomes = []
        for path in (quick, lambda *args: None):
            monkeypatch.setattr(decision, "_quick", path)
            try:
                outcomes.append(decide(play, rake))
            except PokerRankError as exc:
                outcomes.append(repr(exc))
        monkeypatch.setattr(decision, "_quick", quick)
        fast, full = outcomes
        if isinstance(fast, str) or isinstance(full, str):
            assert fast == full
            continue
        assert facts(fast) == facts(full), (play.cards, play.boards, play.record.run_hole, play.put_in)
        took += fast.result is None
    return took


@pytest.mark.parametrize("game", ["holdem", "omaha", "omaha-hi-lo", "big-o", "short-deck", "omaha-5"])
def test_a_hand_run_more_than_once_is_decided_quickly_as_the_showdown_decides_it(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    took = quick_and_full_agree(random.Random(f"runs {game}"), runs_play, game, monkeypatch)
    assert took > 60  # most on the quick path


def draw_runs_play(rng: random.Random, game_name: str) -> Any:
    """A random deal of a draw game run twice or three times, some players holding other
    cards on the later runs (each run its own draw)."""
    play = random_play(rng, game_name)
    runs = rng.choice([2, 2, 3])
    first = {name: play.cards[name] for name in play.contenders}
    hands = [first]
    for _ in range(runs - 1):
        cards = dict(first)
        used = {card for hole in cards.values() for card in hole.split()}
        deck = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs" if rank + suit not in used]
        rng.shuffle(deck)
        for name in play.contenders:
            if rng.random() < 0.6:  # this player drew again on this run
                kept = cards[name].split()[: rng.randint(0, play.game.hole_cards - 1)]
                cards[name] = " ".join(kept + [deck.pop() for _ in range(play.game.hole_cards - len(kept))])
        hands.append(cards)
    if rng.random() < 0.1:  # a card twice on one run: both refuse it
        a, b = play.contenders[:2]
        hands[-1][b] = " ".join(hands[-1][a].split()[:1] + hands[-1][b].split()[1:])
    record = dataclasses.replace(play.record, run_hole=tuple(hands))
    return dataclasses.replace(play, record=record, boards=("",) * runs)


@pytest.mark.parametrize("game", ["2-7-single-draw", "a-5-single-draw", "5-card-draw"])
def test_a_draw_run_more_than_once_is_decided_quickly_as_the_showdown_decides_it(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    took = quick_and_full_agree(random.Random(f"draw runs {game}"), draw_runs_play, game, monkeypatch)
    assert took > 60
