"""What a new user trips over: wrong types at the API edge, numpy inputs, click's own errors.

Every bad input must raise a typed PokerRankError (a ValueError or LookupError) naming the
culprit, or on the command line print one line ``error: ...`` and exit with status 2;
never a Python TypeError/AttributeError, never a silently different answer.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from click.testing import CliRunner

import pokerrank
from pokerrank.cli import cli
from pokerrank.errors import DealError, HandMismatchError, InvalidCardError, PokerRankError
from pokerrank.rankings import RANKINGS

# -- cards given as something that is not cards ------------------------------------------------


@pytest.mark.parametrize(
    ("bad", "said"),
    [(None, r"got nothing \(None\)"), (5, "got 5"), (3.5, "got 3.5"), (b"As Ks Qs Js Ts", "got bytes"),
     (object(), "got an object of type object")],
)  # fmt: skip
def test_evaluate_refuses_non_cards_with_a_typed_error(bad: Any, said: str) -> None:
    with pytest.raises(InvalidCardError, match=said):
        pokerrank.evaluate(bad)


@pytest.mark.parametrize(
    ("bad", "culprit"),
    [
        (None, r"nothing \(None\)"),
        (5, "got 5"),
        (3.5, "got 3.5"),
        ([[51], [50], [49], [48], [47]], "position 1"),
        ([51, 47, 43, 39, 35.0], "position 5"),
        (np.array([51.0, 47, 43, 39, 35]), "position 1"),
        (np.array([[51, 47, 43, 39, 35]]), "position 1"),
        (["As", "Ks", "Qs", "Js", "Ts"], "position 1"),
    ],
)
def test_strength_refuses_non_codes_with_a_typed_error(bad: Any, culprit: str) -> None:
    with pytest.raises(InvalidCardError, match=culprit):
        pokerrank.strength(bad)


@pytest.mark.parametrize("name", ["badugi", "short-deck"])
@pytest.mark.parametrize("bad", [None, 7, [[51], [50], [49], [48]], np.array([[51, 47, 43, 39]])])
def test_strength_of_badugi_and_short_deck_refuse_non_codes(name: str, bad: Any) -> None:
    with pytest.raises(PokerRankError):
        pokerrank.strength(bad, name)


def test_strength_reads_text_like_evaluate() -> None:
    assert pokerrank.strength("As Ks Qs Js Ts") == 7462
    assert pokerrank.strength("Ac Ad 2c 3d", "badugi") == pokerrank.evaluate("Ac Ad 2c 3d", "badugi").strength


@pytest.mark.parametrize("name", list(RANKINGS))
def test_numpy_codes_give_the_same_strength_as_ints(name: str) -> None:
    # A uint8 row of an array used to give a different strength for flushes (1 << code
    # overflowed in uint8), and short-deck refused any numpy array.
    ranking = RANKINGS[name]
    deck = np.array(sorted(ranking.codes), dtype=np.uint8)
    rng = np.random.default_rng(54)
    flushes = [code for code in deck if code < 52 and code & 3 == 3][-5:]
    hands = [np.array(flushes[: ranking.min_cards], dtype=np.uint8)]
    for n in range(ranking.min_cards, min(ranking.max_cards, 7) + 1):
        hands += [rng.choice(deck, n, replace=False) for _ in range(60)]
    for hand in hands:
        expected = pokerrank.strength([int(c) for c in hand], name)
        for variant in (hand, list(hand), hand.astype(np.int64), tuple(hand.astype(np.int16))):
            assert pokerrank.strength(variant, name) == expected, (name, hand.tolist())
        evaluated = pokerrank.evaluate(hand, name)
        assert (evaluated.strength if evaluated is not None else 0) == expected


def test_a_uint8_royal_flush_is_a_royal_flush() -> None:
    royal = np.array([51, 47, 43, 39, 35], dtype=np.uint8)
    assert pokerrank.strength(royal) == 7462
    assert str(pokerrank.evaluate(royal)) == "royal flush"


# -- the command line: click's own errors are one line too ---------------------------------------


def _run(*args: str) -> Any:
    return CliRunner().invoke(cli, list(args))


@pytest.mark.parametrize(
    ("args", "culprit"),
    [
        (["rank"], "Missing argument 'CARDS...'"),
        (["compare", "As Ad Kc Qd 2h"], "Missing argument 'HAND_B'"),
        (["stats", "--cards", "abc"], "'abc' is not a valid integer"),
        (["showdown", "--chip", "x"], "'x' is not a valid integer"),
        (["showdown", "--file", "/no/such/deal.json"], "No such file or directory"),
        (["rank", "--bogus", "As"], "No such option"),
        (["nope"], "No such command 'nope'"),
    ],
)
def test_click_usage_errors_are_one_line_and_status_2(args: list[str], culprit: str) -> None:
    result = _run(*args)
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and culprit in lines[0]
    assert "Traceback" not in result.output


def test_help_and_version_still_work() -> None:
    assert _run("--help").exit_code == 0
    assert _run("rank", "--help").exit_code == 0
    assert _run("--version").exit_code == 0
    ok = _run("rank", "As", "Ks", "Qs", "Js", "Ts")
    assert ok.exit_code == 0 and ok.stdout.startswith("royal flush")


# -- hands that do not go together ---------------------------------------------------------------


def test_comparing_hands_of_two_rankings_is_a_typed_error() -> None:
    high, low = pokerrank.evaluate("As Ad Kc Qd 2h"), pokerrank.evaluate("As Ad Kc Qd 2h", "ace-to-five")
    for call in (
        lambda: pokerrank.compare(high, low),
        lambda: pokerrank.compare(high, "Ks Kd 2h 3c", "badugi"),
        lambda: pokerrank.explain(high, low),
        lambda: high < low,
    ):
        with pytest.raises(HandMismatchError, match=r"high and (ace-to-five|badugi)"):
            call()
    assert issubclass(HandMismatchError, TypeError) and issubclass(HandMismatchError, ValueError)


@pytest.mark.parametrize(
    ("bad", "said"), [(5, "got 5"), ("As Ks Qs Js Ts", "got the text 'As Ks Qs Js Ts'"), (7462, "got 7462")]
)
def test_describe_refuses_what_is_not_a_hand(bad: Any, said: str) -> None:
    with pytest.raises(HandMismatchError, match=said):
        pokerrank.describe(bad)


# -- showdowns: what a deal may not hold ---------------------------------------------------------

BOARD = "Ah Kh 7d 4c 2s"


@pytest.mark.parametrize(
    ("players", "error", "culprit"),
    [
        (None, DealError, r"got nothing \(None\)"),
        (5, DealError, "got 5"),
        ([None, None], DealError, "player 1 is None"),
        ({"a": 5, "b": "Ks Kd"}, InvalidCardError, "a's cards: .* got 5"),
        ([{"name": "a", "cards": "As Ad", "folded": "no"}, {"name": "b", "cards": "Ks Kd"}], DealError, "'no'"),
        ([{"name": "a", "cards": "As Ad", "fold": True}, {"name": "b", "cards": "Ks Kd"}], DealError, "'fold'"),
    ],
)
def test_showdown_refuses_bad_players(players: Any, error: type[Exception], culprit: str) -> None:
    with pytest.raises(error, match=culprit):
        pokerrank.showdown("holdem", BOARD, players)


def test_showdown_refuses_a_board_that_is_not_cards() -> None:
    with pytest.raises(InvalidCardError, match=r"the board: .* got 5"):
        pokerrank.showdown("holdem", 5, {"a": "As Ad", "b": "Ks Kd"})  # type: ignore[arg-type]


def test_numpy_bets_are_whole_chips() -> None:
    players = [{"name": "a", "cards": "As Ad", "bet": np.int64(5)}, {"name": "b", "cards": "Ks Kd", "bet": 5}]
    assert pokerrank.showdown("holdem", BOARD, players).totals == {"a": 10, "b": 0}


def test_a_saved_deal_reads_back_but_a_typo_is_an_error() -> None:
    deal = pokerrank.showdown("holdem", BOARD, {"a": "As Ad", "b": "Ks Kd"}, button="a").to_dict()
    assert pokerrank.showdown_from_dict(deal).to_dict() == deal  # result keys are read and ignored
    with pytest.raises(DealError, match="'buton'"):
        pokerrank.showdown_from_dict({**deal, "buton": "b"})


def test_showdown_file_with_a_typo_is_one_line(tmp_path: Any) -> None:
    path = tmp_path / "deal.json"
    path.write_text('{"game": "holdem", "board": "Ah Kh 7d 4c 2s", "players": [{"name": "a", "cards": 5}]}')
    result = _run("showdown", "--file", str(path))
    assert result.exit_code == 2 and result.stderr.count("\n") == 1 and "a's cards" in result.stderr
    path.write_text('{"game": "holdem", "board": "Ah Kh 7d 4c 2s", "players": [1, 2]}')
    result = _run("showdown", "--file", str(path))
    assert result.exit_code == 2 and result.stderr.startswith("error: player 1's cards")


@pytest.mark.parametrize("bad", [[0], [7463], [-1]])
def test_categories_refuses_values_that_are_not_strengths(bad: list[int]) -> None:
    from pokerrank.errors import InvalidStrengthError

    with pytest.raises(InvalidStrengthError, match=str(bad[0])):
        pokerrank.categories(bad)


def test_categories_refuses_non_integers() -> None:
    from pokerrank.errors import InvalidStrengthError

    with pytest.raises(InvalidStrengthError, match="integers"):
        pokerrank.categories([1.5])


def test_batch_categories_equal_the_scalar_category_of_every_strength() -> None:
    for name, ranking in pokerrank.RANKINGS.items():
        strengths = np.arange(ranking.category_bounds[0], ranking.max_strength + 1)
        batch = pokerrank.categories(strengths, name).tolist()
        assert batch == [int(ranking.category(int(s))) for s in strengths], name
