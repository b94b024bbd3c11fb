"""``showdown(..., run_cards=...)``: a draw run more than once, each run decided with its own
cards, against a showdown per run of its share alone."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank import Player, showdown, showdown_from_dict
from pokerrank.errors import DealError

_DECK = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]


@settings(max_examples=40, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(["2-7-single-draw", "a-5-single-draw", "badugi"]))
def test_each_run_is_its_own_showdown_of_its_share(rng: object, game: str) -> None:
    hands = []
    for _ in range(2):  # two runs, each dealt from the whole deck (only a run's own cards must differ)
        cards = rng.sample(_DECK, 15 if game != "badugi" else 12)  # type: ignore[attr-defined]
        size = 5 if game != "badugi" else 4
        hands.append([" ".join(cards[i * size : (i + 1) * size]) for i in range(3)])
    names = ["ann", "bob", "cid"]
    players = [Player(name, hands[0][i], bet=400, seat=i + 1) for i, name in enumerate(names)]
    run_cards = [dict(zip(names, run, strict=True)) for run in hands]
    result = showdown(game, None, players, boards=["", ""], run_cards=run_cards, button=1)
    expected = dict.fromkeys(names, 0)
    for run in hands:  # each run alone decides half of every pot
        alone = showdown(game, None, [Player(n, run[i], bet=200, seat=i + 1) for i, n in enumerate(names)], button=1)
        for name, amount in alone.totals.items():
            expected[name] += amount
    assert result.totals == expected
    assert [dict(cards) for cards in result.run_cards] == run_cards
    assert showdown_from_dict(result.to_dict()) == result  # the result holds each run's cards


def test_run_cards_that_do_not_fit_the_runs_are_refused() -> None:
    players = [Player("ann", "2c 3d 4h 5s 7c", bet=10), Player("bob", "2d 3h 4s 5c 8d", bet=10)]
    with pytest.raises(DealError, match="give the boards of every run"):
        showdown("2-7-single-draw", None, players, run_cards=[{}, {}])
    with pytest.raises(DealError, match="gives 1 runs and the boards 2"):
        showdown("2-7-single-draw", None, players, boards=["", ""], run_cards=[{}])
    with pytest.raises(DealError, match="'cid', who is not a player"):
        showdown("2-7-single-draw", None, players, boards=["", ""], run_cards=[{}, {"cid": "2h 3c 4d 5h 9s"}])
    with pytest.raises(DealError, match="a list of mappings"):
        showdown("2-7-single-draw", None, players, boards=["", ""], run_cards="ann")  # type: ignore[arg-type]
