"""Issue 16, second part: what the long fuzz run (tests/test_fuzz.py, ``pytest -m fuzz``) and
the atheris harness (fuzz/fuzz_parsers.py) found, each as a test that failed before its fix.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import numpy as np
import pytest

import pokerrank
from pokerrank.errors import ArgumentError, PokerRankError


@pytest.mark.parametrize("holes", [np.array(5), np.array([1, 2]), 7, None])
def test_showdown_batch_refuses_hole_cards_of_too_few_dimensions(holes: object) -> None:
    # np.array(5) leaked TypeError "len() of unsized object" before the shape check
    with pytest.raises(PokerRankError, match="3-D"):
        pokerrank.showdown_batch("holdem", holes, None)  # type: ignore[arg-type]


def test_range_equity_with_the_game_twice_is_a_pokerrank_error() -> None:
    # the old order with one string of players: a plain TypeError from the argument-order shim
    with pytest.raises(ArgumentError, match=r"the game twice: the text 'QQ\+' first and game=the text 'holdem'"):
        pokerrank.range_equity("QQ+", game="holdem")


@pytest.mark.parametrize("game", [None, 5, 1.5, np.array([]), b"holdem"])
def test_range_equity_names_a_game_that_is_not_one(game: object) -> None:
    # with four arguments and a first one that is not a game nor players, the shim took the old
    # order and passed five arguments on: TypeError "takes from 2 to 4 positional arguments"
    with pytest.raises(PokerRankError, match="game"):
        pokerrank.range_equity(game, ["AA", "KK"], "", "")  # type: ignore[call-overload]


@pytest.mark.parametrize(
    ("code", "words"),
    [(Decimal(1), "the decimal number 1"), (Fraction(3), "the fraction 3"), (Fraction(1, 2), "the fraction 1/2")],
)
def test_a_decimal_or_fraction_code_is_not_quoted_as_an_int(code: object, words: str) -> None:
    # plainly(Decimal(1)) gave "got 1", which reads as a valid card code
    with pytest.raises(PokerRankError, match=f"got {words}$"):
        pokerrank.strength([code, 51, 47, 43, 30])
