"""The audit's quick decision reads its players in the replay's order, which is seat order: a
deal whose players come out of seat order, or two of them in one seat, is decided as the
showdown decides it (the quick path leaves it to the showdown), never otherwise."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from pokerrank.errors import PokerRankError
from pokerrank.handhistory import decision
from pokerrank.handhistory.decision import decide
from pokerrank.handhistory.replay import Replay


def _both(play: Replay, rake: int, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, Any, bool]:
    """decide() of ``play`` with and without the quick path (a refusal by its repr), and
    whether the quick path decided."""
    from test_handhistory_quick import facts

    def run() -> Any:
        try:
            decided = decide(play, rake)
        except PokerRankError as exc:
            return repr(exc), False
        order = [list(run) for run in decided.run_hands]  # (facts() sorts the hands: their order is seat order)
        return (*facts(decided), order), decided.result is None

    fast, quick = run()
    with monkeypatch.context() as patched:
        patched.setattr(decision, "_quick", lambda *args: None)
        full, _ = run()
    return fast, full, quick


@pytest.mark.parametrize("game", ["holdem", "omaha", "stud", "2-7-triple-draw", "omaha-hi-lo"])
def test_players_out_of_seat_order_are_decided_as_the_showdown_decides(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from test_handhistory_quick import random_play

    rng = random.Random(f"seats {game}")
    took = 0
    for _ in range(120):
        play = random_play(rng, game)
        seats = list(play.seats.values())
        rng.shuffle(seats)
        play = dataclasses.replace(play, seats=dict(zip(play.players, seats, strict=True)))
        fast, full, quick = _both(play, rng.choice([0, 0, 3]), monkeypatch)
        assert fast == full, (play.players, play.seats, play.cards)
        took += quick
    assert took > 0  # (some deals shuffled back into seat order: the quick path's)


def test_two_players_in_one_seat_are_refused_as_the_showdown_refuses_them(monkeypatch: pytest.MonkeyPatch) -> None:
    from test_handhistory_quick import random_play

    rng = random.Random("one seat")
    refused = 0
    for _ in range(60):
        play = random_play(rng, "holdem")
        first, second = play.contenders[:2]  # (two players still in: both in the showdown)
        play = dataclasses.replace(play, seats={**play.seats, second: play.seats[first]})
        fast, full, quick = _both(play, 0, monkeypatch)
        assert fast == full
        assert not quick
        refused += isinstance(fast, str)
    assert refused == 60
