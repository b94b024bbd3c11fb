"""The engine's compiled dealer (:mod:`pokerrank.kernels.dealing`) deals what its Python loop
deals: the same cards in the same order, the same deck left in the same order, the same
generator state after; it is loaded once the process has made enough deals of many cards,
and a load that fails leaves the Python loop dealing."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pokerrank.engine.hand as engine
from pokerrank._compile import prepare
from pokerrank.engine import Hand
from pokerrank.kernels.dealing import deal_order
from pokerrank.kernels.families import DEALING

_STATE = st.integers(0, 2**64 - 1)


def _python_deal(deck: list[int], x: int, k: int) -> tuple[list[int], list[int], int]:
    """The engine's loop, written out plainly: the cards dealt, the deck left, the state."""
    deck = list(deck)
    m = len(deck)
    out = []
    for _ in range(k):
        x = (x * 6364136223846793005 + 1442695040888963407) % 2**64
        j = (x // 2**32) * m // 2**32
        m -= 1
        out.append(deck[j])
        deck[j] = deck[m]
    return out, deck[:m], x


def _engine_deal(deck: list[int], x: int, k: int) -> tuple[list[int], list[int], int]:
    hand = Hand("2-7-triple-draw", [100, 100], structure="limit", blinds=(1, 2), seed=1)
    hand._cards_left = list(deck)
    hand._rng = x
    out = hand._draw_cards(k)
    assert hand._cards_left is not None
    return out, hand._cards_left, hand._rng


@pytest.fixture
def compiled(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every deal of a card or more through the compiled loop."""
    prepare(DEALING, notice=False)
    monkeypatch.setattr(engine, "_DEALER", [deal_order])
    monkeypatch.setattr(engine, "_MANY", 1)


@pytest.fixture
def python_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """No deal through the compiled loop (never loaded in this test)."""
    monkeypatch.setattr(engine, "_DEALER", [])
    monkeypatch.setattr(engine, "_DEALS", [0, 1])


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 60).flatmap(lambda m: st.tuples(st.just(m), st.integers(0, m))), _STATE)
def test_the_compiled_loop_deals_what_the_python_loop_deals(mk: tuple[int, int], x: int) -> None:
    m, k = mk
    prepare(DEALING, notice=False)
    deck = [100 + i for i in range(m)]  # (cards other than positions: the deck's own values come back)
    order = deal_order(x >> 32, x & 0xFFFFFFFF, m, k).tolist()
    out, left, state = _python_deal(deck, x, k)
    assert [deck[i] for i in order[:k]] == out
    assert [deck[i] for i in order[k:m]] == left
    assert (order[m] << 32) | order[m + 1] == state


@settings(max_examples=100, deadline=None)
@given(st.integers(1, 52).flatmap(lambda m: st.tuples(st.just(m), st.integers(0, m))), _STATE)
def test_the_engine_deals_the_same_by_either_loop(mk: tuple[int, int], x: int) -> None:
    m, k = mk
    deck = list(engine._full_deck(engine.get_game("2-7-triple-draw"))[0][:m])
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(engine, "_DEALER", [])
        patch.setattr(engine, "_DEALS", [0, 1])
        by_python = _engine_deal(deck, x, k)
    with pytest.MonkeyPatch.context() as patch:
        prepare(DEALING, notice=False)
        patch.setattr(engine, "_DEALER", [deal_order])
        patch.setattr(engine, "_MANY", 0)
        by_kernel = _engine_deal(deck, x, k)
    assert by_kernel == by_python == _python_deal(deck, x, k)


def _hands(game: str, count: int) -> list[tuple[object, ...]]:
    out = []
    for seed in range(count):
        hand = Hand(game, [800] * 6, structure="limit", blinds=(2, 4), bets=(4, 8), seed=seed)
        while not hand.over:
            legal = hand.legal()
            if legal.phase == "draw":
                hand.act("draw", seed % ((legal.draw or 0) + 1))
            elif legal.phase == "bet":
                hand.act("call" if legal.call is not None else "check")
            else:
                hand.act("show")
        out.append((tuple(hand.events), tuple(hand.hole), tuple(hand.stacks)))
    return out


@pytest.mark.usefixtures("python_loop")
def test_the_dealer_is_loaded_after_enough_deals_and_deals_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    expected = _hands("badugi", 12)
    monkeypatch.setattr(engine, "_DEALS", [0, 0])
    monkeypatch.setattr(engine, "_LOAD_AFTER", 5)
    assert _hands("badugi", 12) == expected
    assert engine._DEALS[0] == 5 and engine._DEALER[0] is deal_order  # (loaded at the fifth deal, counted no more)


@pytest.mark.usefixtures("python_loop")
def test_a_dealer_that_cannot_be_loaded_leaves_the_python_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    expected = _hands("2-7-triple-draw", 6)
    tries = []

    def broken(*families: object, notice: bool | None = None) -> None:
        tries.append(families)
        raise RuntimeError("no compiler here")

    monkeypatch.setattr("pokerrank._compile.prepare", broken)
    monkeypatch.setattr(engine, "_DEALS", [0, 0])
    monkeypatch.setattr(engine, "_LOAD_AFTER", 2)
    assert _hands("2-7-triple-draw", 6) == expected
    assert engine._DEALER == [] and len(tries) == 1  # (tried once, not again)


@pytest.mark.usefixtures("compiled")
@pytest.mark.parametrize("game", ["2-7-triple-draw", "badugi", "stud", "holdem"])
def test_seeded_self_play_by_the_compiled_dealer_is_as_before(game: str) -> None:
    from test_engine_selfplay_digest import GAMES, play_digest

    assert play_digest(game, 200) == GAMES[game]
