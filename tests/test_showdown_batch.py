"""showdown_batch with bets and folds: side pots, folded chips and the uncalled bet,
deal by deal against the pots of :func:`pokerrank.pots.build_pots` and the hands of
:func:`pokerrank.showdown` (the scalar path), in exact fractions."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

import pokerrank
from pokerrank.errors import ChipAmountError, DealError
from pokerrank.games import GAMES
from pokerrank.pots import build_pots


def _reference(game: str, holes: np.ndarray, board: np.ndarray, bets: list[int], folded: list[bool]) -> list[Fraction]:
    """Each player's chips back: the uncalled bet, and each pot split between the sides with a
    winner and between tied winners, as fractions."""
    spec = GAMES[game]
    names = [f"p{i}" for i in range(len(bets))]
    players = [
        pokerrank.Player(name, pokerrank.format_cards(hole), bet=0, folded=fold)
        for name, hole, fold in zip(names, holes.tolist(), folded, strict=True)
    ]
    result = pokerrank.showdown(spec, pokerrank.format_cards(board.tolist()), players)
    strength = {
        (p.name, side.name): (hand.strength if (hand := p.hands.get(side.name)) is not None else 0)
        for p in result.players
        for side in spec.sides
    }
    layout = build_pots(
        dict(zip(names, bets, strict=True)), folded={n for n, f in zip(names, folded, strict=True) if f}
    )
    chips = {name: Fraction(layout.returned.get(name, 0)) for name in names}
    for pot in layout.pots:
        if len(pot.eligible) == 1:  # uncontested
            chips[pot.eligible[0]] += pot.amount
            continue
        won = []
        for side in spec.sides:
            best = max(strength[(name, side.name)] for name in pot.eligible)
            if best > 0:
                won.append([name for name in pot.eligible if strength[(name, side.name)] == best])
        for winners in won:
            for name in winners:
                chips[name] += Fraction(pot.amount, len(won) * len(winners))
    return [chips[name] for name in names]


@pytest.mark.parametrize("game", ["holdem", "omaha-hi-lo", "stud-hi-lo", "razz", "badacey"])
def test_side_pots_and_folds_match_the_pot_rules(game: str) -> None:
    spec = GAMES[game]
    rng = np.random.default_rng(sum(map(ord, game)))
    n_deals, n_players = 300, 4
    cards = np.argsort(rng.random((n_deals, len(spec.deck))), axis=1)[
        :, : n_players * spec.hole_cards + spec.board_cards
    ]
    codes = np.array(sorted(spec.deck.codes), dtype=np.uint8)[cards]
    holes = codes[:, : n_players * spec.hole_cards].reshape(n_deals, n_players, spec.hole_cards)
    boards = codes[:, n_players * spec.hole_cards :]
    # all-ins at a few levels, equal bets, zero bets, big folded bets
    bets = rng.choice([0, 10, 25, 25, 40, 100, 100], size=(n_deals, n_players))
    folded = rng.random((n_deals, n_players)) < 0.3
    folded[np.arange(n_deals), rng.integers(0, n_players, n_deals)] = False  # someone is in
    result = pokerrank.showdown_batch(game, holes, boards, bets=bets, folded=folded)
    for n in range(n_deals):
        expected = _reference(game, holes[n], boards[n], bets[n].tolist(), folded[n].tolist())
        assert result.chips[n].tolist() == pytest.approx([float(x) for x in expected], abs=1e-9), n
    assert np.allclose(result.chips.sum(axis=1), bets.sum(axis=1))
    total = bets.sum(axis=1, keepdims=True)
    assert np.allclose(result.shares, np.where(total > 0, result.chips / np.maximum(total, 1), 0))
    for side in spec.sides:
        assert not (result.winners[side.name] & folded).any()
        assert not result.strengths[side.name][folded].any()


def test_without_bets_or_folds_everyone_shares_one_pot() -> None:
    rng = np.random.default_rng(3)
    cards = np.argsort(rng.random((2000, 52)), axis=1)[:, :11].astype(np.uint8)
    holes, boards = cards[:, :6].reshape(-1, 3, 2), cards[:, 6:]
    plain = pokerrank.showdown_batch("holdem", holes, boards)
    equal = pokerrank.showdown_batch("holdem", holes, boards, bets=[7, 7, 7], folded=[False, False, False])
    assert np.array_equal(plain.shares, equal.shares)
    assert np.allclose(plain.shares.sum(axis=1), 1.0)
    strengths = plain.strengths["high"]
    best = strengths.max(axis=1, keepdims=True)
    assert np.array_equal(plain.winners["high"], strengths == best)
    assert np.allclose(plain.shares, (strengths == best) / (strengths == best).sum(axis=1, keepdims=True))


def test_bad_bets_and_folds_are_refused() -> None:
    holes = np.array([[[51, 50], [0, 5]]])
    board = np.array([[8, 13, 22, 31, 40]])
    for bets, message in (
        ([1.5, 2], "whole numbers of chips"),
        ([-1, 2], "negative"),
        ([1, 2, 3], "shape"),
        ([True, False], "whole numbers of chips"),
    ):
        with pytest.raises(ChipAmountError, match=message):
            pokerrank.showdown_batch("holdem", holes, board, bets=bets)
    with pytest.raises(DealError, match="every player folded in deal 0"):
        pokerrank.showdown_batch("holdem", holes, board, folded=[True, True])
    with pytest.raises(DealError, match="true/false"):
        pokerrank.showdown_batch("holdem", holes, board, folded=[0, 1])
