"""The lean road of small exact spots (pokerrank._equity.quick) against the full road.

:func:`pokerrank.equity` answers a board-game spot whose hands are all known on a lean road
(its own parsing, the river on the scalar evaluator, one kernel call); anything it cannot
prove valid goes the full road. Both must give equal results, field for field, on every spot
the lean road takes, and the lean road must take nothing the full road refuses.
"""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random

import pytest

import pokerrank
from pokerrank import equity
from pokerrank._equity.engine import solve
from pokerrank._equity.plan import check_options, plan_spot
from pokerrank._equity.quick import quick_exact
from pokerrank._equity.results import EquityResult, PlayerEquity
from pokerrank._equity.tally import result as full_result
from pokerrank.errors import DealError, DuplicateCardError, InvalidCardError
from pokerrank.games import get_game


def full_road(game, hands, board="", dead=""):
    plan = plan_spot(game, hands, board, dead)
    outcome = solve(plan, check_options(None, None, 1 << 34, None, False, None))
    return full_result(plan, outcome.counts, outcome.total, True, None, False)


def text(codes):
    return " ".join(str(pokerrank.Card(c)) for c in codes)


def spots(game, players, board_size, count, seed):
    """``count`` random spots of the game: hands, board, dead cards, as text."""
    rng = random.Random(seed)
    spec = get_game(game)
    deck = sorted(c for c in spec.deck.codes if c < 52)
    hole = spec.hole_cards
    for _ in range(count):
        cards = rng.sample(deck, players * hole + board_size + 1)
        hands = [text(cards[p * hole : (p + 1) * hole]) for p in range(players)]
        board = text(cards[players * hole : players * hole + board_size])
        dead = text(cards[-1:]) if rng.random() < 0.3 else ""
        yield hands, board, dead


@pytest.mark.parametrize("game", ["holdem", "short-deck", "short-deck-classic"])
@pytest.mark.parametrize("board_size", [4, 5])
def test_turns_and_rivers_equal_the_full_road(game, board_size):
    checked = 0
    for players in range(2, 11):
        for hands, board, dead in spots(game, players, board_size, 12, seed=players * 10 + board_size):
            quick = quick_exact(game, hands, board, dead)
            assert quick is not None, (game, hands, board)
            assert quick == full_road(game, hands, board, dead), (game, hands, board, dead)
            checked += 1
    assert checked == 9 * 12


def test_rivers_with_flushes_ties_and_boards_that_play():
    cases = [
        (["As Ks", "Qd Qc"], "Ah Kh Qh Jh Th"),  # the board plays: a tie
        (["As 2c", "Ad 3c", "Ah 4c"], "Kh Qs Jd 9c 8h"),  # three-way tie on the board's kickers
        (["As 2s", "Ks 3s"], "Qs Js 9s 4d 5c"),  # two flushes, the ace's wins
        (["Ts 2d", "9s 3d"], "Js Qs Ks 4d 5c"),  # a straight flush against a lower one
        (["2h 3h", "Ac Ad"], "4h 5h 9h Ks Kd"),  # a flush against a full house
    ]
    for hands, board in cases:
        assert quick_exact("holdem", hands, board, "") == full_road("holdem", hands, board)
    board_plays = equity("holdem", ["As 2c", "Ad 3c", "Ah 4c"], board="Kh Qs Jd 9c 8h")
    assert [(p.ties, p.wins, p.losses) for p in board_plays.players] == [(1, 0, 0)] * 3
    assert [p.equity for p in board_plays.players] == [1 / 3] * 3


def test_omaha_and_hi_lo_flops_equal_the_full_road():
    for game in ("omaha", "omaha-hi-lo", "big-o"):
        for hands, board, dead in spots(game, 2, 4, 3, seed=7):
            assert quick_exact(game, hands, board, dead) == full_road(game, hands, board, dead)
        for hands, board, dead in spots(game, 2, 5, 3, seed=8):
            assert quick_exact(game, hands, board, dead) == full_road(game, hands, board, dead)


def test_card_text_in_other_forms_and_named_players():
    expected = full_road("holdem", {"ann": "As Ks", "bob": "Qd Qc"}, "2c 3d 4h 5s")
    for hands, board in [
        ({"ann": "AsKs", "bob": "QdQc"}, "2c3d4h5s"),
        ({"ann": "as ks", "bob": "QD QC"}, "2C 3D 4H 5S"),
        ({"ann": "  As   Ks ", "bob": "Qd\tQc"}, " 2c 3d 4h 5s"),
    ]:
        got = quick_exact("holdem", hands, board, "")
        assert got == expected
        assert [p.cards for p in got.players] == ["As Ks", "Qd Qc"]
        assert got.board == "2c 3d 4h 5s"


@pytest.mark.parametrize(
    ("hands", "board", "dead"),
    [
        (["As Ks", "As Qc"], "2c 3d 4h 5s", ""),  # a card twice
        (["As Ks", "Qd Qc"], "2c 3d 4h 5s", "Ks"),  # a dead card in a hand
        (["As Ks", "Qd Qc"], "2c 3d 4h 5s 6s 7s", ""),  # six board cards
        (["As Ks Kd", "Qd Qc"], "2c 3d 4h", ""),  # three hole cards
        (["As Kx", "Qd Qc"], "", ""),  # not a card
        (["AA", "Qd Qc"], "", ""),  # a range: the full road's
        (["As Ks"], "", ""),  # one player
        (["As Ks", 7], "", ""),  # not text
        ([f"{r}c {r}d" for r in "23456789TJQ"], "", ""),  # eleven players
        (["As Ks", "Qd Qc"], ["2c", "3d", "4h"], ""),  # a board that is not text
    ],
)
def test_what_the_lean_road_leaves_to_the_full_road(hands, board, dead):
    assert quick_exact("holdem", hands, board, dead) is None


def test_errors_come_from_the_full_road():
    with pytest.raises(DuplicateCardError, match="'As'"):
        equity("holdem", ["As Ks", "As Qc"], board="2c 3d 4h 5s")
    with pytest.raises(InvalidCardError, match="Kx"):
        equity("holdem", ["As Kx", "Qd Qc"], board="2c 3d 4h 5s")


@pytest.mark.parametrize("game", ["holdem with wild 2", "omaha with wild 2", "stud with wild 2"])
def test_games_with_wild_cards_are_refused_not_answered_as_if_none_were(game):
    hands = {"holdem": ["As Ks", "2h 9h"], "omaha": ["As Ks Qd Jd", "2h 9h 8c 7c"], "stud": ["As Ks Qd", "2h 9h 9c"]}
    board = "" if game.startswith("stud") else "2c 3d 4h 5s 6s"
    assert quick_exact(game, hands[game.split()[0]], board, "") is None
    with pytest.raises(DealError, match="wild cards"):
        equity(game, hands[game.split()[0]], board=board)
    with pytest.raises(DealError, match="wild cards"):
        equity(game, hands[game.split()[0]], board=board, samples=100, seed=1)


def test_results_made_by_of_are_the_dataclasses():
    values = ("ann", "As Ks", 0.25, 0.0, 1, 2, 3, 0.25, 0.0, None, None, None, None)
    made, built = PlayerEquity.of(*values), PlayerEquity(*values)
    assert type(made) is PlayerEquity and made == built and hash(made) == hash(built)
    assert repr(made) == repr(built) and vars(made) == vars(built)
    assert pickle.loads(pickle.dumps(made)) == built and copy.deepcopy(made) == built
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.equity = 1.0  # type: ignore[misc]
    whole = EquityResult.of("holdem", "", "", True, 1, (made,), None, False, ())
    assert whole == EquityResult("holdem", "", "", True, 1, (built,)) and type(whole) is EquityResult
    assert whole.to_dict()["players"][0]["player"] == "ann"


def test_of_takes_the_dataclasses_defaults():
    made = PlayerEquity.of("ann", "As Ks", 0.25, 0.0, 1, 2, 3, 0.25, 0.0)
    assert made == PlayerEquity("ann", "As Ks", 0.25, 0.0, 1, 2, 3, 0.25, 0.0)
    assert (made.scoops, made.high_only, made.low_only, made.high_and_low) == (None, None, None, None)
    whole = EquityResult.of("holdem", "", "", True, 1, (made,))
    assert whole == EquityResult("holdem", "", "", True, 1, (made,)) and whole.notes == () and whole.seed is None
    with pytest.raises(TypeError):
        PlayerEquity.of("ann", "As Ks", 0.25)  # the fields without a default are still needed


@pytest.mark.parametrize("board", ["2c 7d 9h Ts", "2c 7d 9h Ts Qs", ""])
def test_lean_results_are_the_full_roads_in_every_way(board):
    """The lean road's results (a turn, a river, the heads-up table) are the full road's:
    equal, hashed, printed, pickled, copied and replaced alike."""
    hands = ["As Ks", "Qd Qc"]
    full = full_road("holdem", hands, board)
    for made in [
        lambda: equity("holdem", hands, board=board),
        lambda: pickle.loads(pickle.dumps(equity("holdem", hands, board=board))),
        lambda: copy.deepcopy(equity("holdem", hands, board=board)),
        lambda: copy.copy(equity("holdem", hands, board=board)),
    ]:
        lean = made()
        assert type(lean) is EquityResult
        assert lean == full and hash(lean) == hash(full) and repr(lean) == repr(full)
        assert lean.to_dict() == full.to_dict() and vars(lean) == vars(full)
        assert dataclasses.replace(made(), board="x") == dataclasses.replace(full, board="x")
    with pytest.raises(dataclasses.FrozenInstanceError):
        equity("holdem", hands, board=board).players = ()  # type: ignore[misc]
