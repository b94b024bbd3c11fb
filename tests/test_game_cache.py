"""Everything cached per game is keyed by the game's value (:class:`pokerrank.games.PerGame`):
a game made under a catalogue game's name with other sides never gets that game's tables,
whatever the process computed before."""

from __future__ import annotations

import dataclasses
import itertools
from fractions import Fraction

import pytest

import pokerrank
from pokerrank.cards import parse_cards
from pokerrank.games import Game, PerGame, get_game


def _renamed(base: str, ranking: str) -> Game:
    """``base`` under its own name, with its one side ranked by ``ranking``."""
    spec = get_game(base)
    return dataclasses.replace(spec, sides=(dataclasses.replace(spec.sides[0], ranking=ranking),))


def _brute_force(game: Game, hands: list[str], board: str) -> list[Fraction]:
    """Each player's share over every completion of the board, decided by ``showdown``."""
    known = {str(c) for h in hands for c in parse_cards(h)} | {str(c) for c in parse_cards(board)}
    deck = [c for c in pokerrank.deck() if str(c) not in known]
    missing = 5 - len(parse_cards(board))
    shares = [Fraction(0)] * len(hands)
    boards = 0
    for extra in itertools.combinations(deck, missing):
        boards += 1
        full = board + " " + " ".join(str(c) for c in extra)
        players = [{"name": f"p{i}", "cards": h, "bet": 12} for i, h in enumerate(hands)]
        totals = pokerrank.showdown(game, board=full, players=players).totals
        for i in range(len(hands)):
            shares[i] += Fraction(totals[f"p{i}"], 12 * len(hands))
    return [s / boards for s in shares]


SPOTS = [
    ("omaha", "ace-to-five", ["As Ks Qd Jd", "8h 7h 3c 2c"], "9s 6d 4h"),  # the kernel or numpy road
    ("omaha", "ace-to-five", ["As Ks Qd Jd", "8h 7h 3c 2c"], "9s 6d 4h Ac"),  # a turn
    ("holdem", "deuce-to-seven", ["As Ks", "7h 5c"], "9s 6d 4h 2c"),  # the lean road
    ("holdem", "deuce-to-seven", ["As Ks", "7h 5c"], "9s 6d 4h 2c Jd"),  # a river
]


@pytest.mark.parametrize(("base", "ranking", "hands", "board"), SPOTS)
def test_a_game_under_a_catalogue_name_gets_its_own_tables(
    base: str, ranking: str, hands: list[str], board: str
) -> None:
    """The renamed game's equity equals its brute force before and after the catalogue game's
    own equity was computed in this process (and the catalogue game's stays its own)."""
    custom = _renamed(base, ranking)
    expected = _brute_force(custom, hands, board)
    plain_expected = _brute_force(get_game(base), hands, board)
    assert expected != plain_expected  # the spot tells the two games apart
    first = pokerrank.equity(custom, hands, board=board)
    plain = pokerrank.equity(base, hands, board=board)
    again = pokerrank.equity(custom, hands, board=board)
    plain_again = pokerrank.equity(base, hands, board=board)
    for result in (first, again):
        assert [p.equity for p in result.players] == pytest.approx([float(e) for e in expected], abs=1e-12)
    for result in (plain, plain_again):
        assert [p.equity for p in result.players] == pytest.approx([float(e) for e in plain_expected], abs=1e-12)


def test_showdown_of_a_game_under_a_catalogue_name() -> None:
    """Showdown's side plans follow the game's value too."""
    custom = _renamed("holdem", "deuce-to-seven")
    players = [{"name": "a", "cards": "As Ks", "bet": 10}, {"name": "b", "cards": "7h 5c", "bet": 10}]
    board = "9s 6d 4h 2c Jd"
    assert pokerrank.showdown("holdem", board=board, players=players).totals == {"a": 20, "b": 0}
    assert pokerrank.showdown(custom, board=board, players=players).totals == {"a": 0, "b": 20}
    assert pokerrank.showdown("holdem", board=board, players=players).totals == {"a": 20, "b": 0}


def test_per_game_builds_once_per_value_and_stays_bounded() -> None:
    built: list[Game] = []
    cache: PerGame[str] = PerGame(lambda game, n: built.append(game) or f"{game.sides[0].ranking}/{n}", limit=3)
    omaha = get_game("omaha")
    low = _renamed("omaha", "ace-to-five")
    assert cache(omaha, 1) == "high/1"
    assert cache(dataclasses.replace(omaha), 1) == "high/1"  # an equal copy: no new build
    assert cache(low, 1) == "ace-to-five/1"
    assert cache(omaha, 2) == "high/2"  # the further key counts
    assert len(built) == 3
    for _ in range(10):  # past the limit: built each time, nothing kept
        assert cache(_renamed("omaha", "deuce-to-seven"), 1) == "deuce-to-seven/1"
    assert len(built) == 13
    assert len(cache._by_value) <= 3 and len(cache._by_id) <= 3
    cache.clear()
    assert cache(omaha, 1) == "high/1" and len(built) == 14
