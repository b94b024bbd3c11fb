"""The quick decision reads the showdown's players once: its own loop chooses them as
:func:`decision._showdown_players` does (no second loop, no tuples made for a hand it decides),
and its pots are :func:`pokerrank.pots.layout_pots`' numbers without the objects
(:func:`pokerrank.pots.pot_parts`)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_handhistory_quick import QUICK, random_play
from test_pots import _layers

from pokerrank.errors import PokerRankError
from pokerrank.handhistory import decision
from pokerrank.handhistory.decision import decide
from pokerrank.pots import build_pots, layout_pots, pot_parts

_BETS = st.lists(st.sampled_from([0, 1, 2, 5, 40, 101]), min_size=1, max_size=7)


@given(_BETS, st.lists(st.booleans(), min_size=7, max_size=7))
def test_pot_parts_are_the_layouts_numbers(amounts: list[int], folds: list[bool]) -> None:
    bets = {f"p{i}": amount for i, amount in enumerate(amounts)}
    live = [name for name, gone in zip(bets, folds, strict=False) if not gone] or [next(iter(bets))]
    layout = layout_pots(dict(bets), live)
    parts = pot_parts(dict(bets), live)
    layers, returned = _layers(bets, set(bets) - set(live))  # (an independent layout, chip layer by layer)
    assert parts == ([a for a, _, _ in layers], [e for _, e, _ in layers], [k for _, _, k in layers], returned)
    assert parts == (
        [pot.amount for pot in layout.pots],
        [pot.eligible for pot in layout.pots],
        [pot.level for pot in layout.pots],
        layout.returned,
    )
    folded = set(bets) - set(live)
    assert build_pots(dict(bets), folded) == layout  # (what both stand for)


@pytest.mark.parametrize("game", QUICK)
def test_a_hand_the_quick_path_decides_makes_no_players_list(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A showdown the quick path decides (one board, a room that shares no rake in proportion)
    never asks ``_showdown_players``: the quick path's own loop chose the same players (the
    decision compared with the showdown's, where it is asked, on the same deals)."""
    rng = random.Random(f"one loop {game}")
    asked: list[int] = []
    real = decision._showdown_players

    def counted(play: decision.Replay) -> tuple[list[decision._Player], int]:
        asked.append(1)
        return real(play)

    decided = 0
    for _ in range(60):
        play = random_play(rng, game)
        if len(play.boards) > 1 or play.record.run_hole:
            continue
        play = replace(play, record=replace(play.record, site="PokerStars"))
        places = list(play.seats.values())
        rng.shuffle(places)  # (seats in another order than the players': the winners listed in seat order)
        play = replace(play, seats=dict(zip(play.seats, places, strict=True)))
        rake = rng.choice([0, 0, 3])
        if rake > play.total - (play.uncalled[1] if play.uncalled else 0):
            continue
        try:
            full = _full(play, rake, monkeypatch)
        except PokerRankError:
            continue
        monkeypatch.setattr(decision, "_showdown_players", counted)
        asked.clear()
        quick = decide(play, rake, hands=False)
        monkeypatch.setattr(decision, "_showdown_players", real)
        assert (quick.totals, quick.pots, quick.rake) == (full.totals, full.pots, full.rake)
        assert [list(awards.items()) for _, _, awards in quick.pots] == [list(a.items()) for _, _, a in full.pots]
        if quick.result is None:  # (decided by the quick path)
            assert not asked
            decided += 1
    assert decided


def _full(play: decision.Replay, rake: int, monkeypatch: pytest.MonkeyPatch) -> decision.Decision:
    """The showdown's own decision (the quick path turned off)."""
    quick = decision._quick
    monkeypatch.setattr(decision, "_quick", lambda *args: None)
    try:
        return decide(play, rake, hands=False)
    finally:
        monkeypatch.setattr(decision, "_quick", quick)
