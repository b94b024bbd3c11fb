"""Game specs: every game of the issue, forgiving names, and the card columns that play."""

from __future__ import annotations

from math import comb

import pytest

from pokerrank.errors import UnknownGameError
from pokerrank.games import GAMES, JOKER_DECK, Game, Side, get_game

REQUIRED = {
    "holdem": (2, 5), "omaha": (4, 5), "omaha-5": (5, 5), "omaha-6": (6, 5), "omaha-hi-lo": (4, 5),
    "big-o": (5, 5), "stud": (7, 0), "stud-hi-lo": (7, 0), "razz": (7, 0), "five-card-draw": (5, 0),
    "2-7-single-draw": (5, 0), "2-7-triple-draw": (5, 0), "a-5-triple-draw": (5, 0), "badugi": (4, 0),
    "badeucy": (5, 0), "badacey": (5, 0), "short-deck": (2, 5), "2-7-razz": (7, 0), "a-5-single-draw": (5, 0),
    "2-7-drawmaha": (5, 5), "five-card-stud": (5, 0),
}  # fmt: skip


@pytest.mark.parametrize(("name", "cards"), REQUIRED.items())
def test_every_required_game(name: str, cards: tuple[int, int]) -> None:
    game = GAMES[name]
    assert (game.hole_cards, game.board_cards) == cards
    assert game.describe().startswith(game.title)


@pytest.mark.parametrize(
    ("alias", "name"),
    [
        ("holdem", "holdem"), ("NLHE", "holdem"), ("Texas Hold'em", "holdem"), ("omaha-hi-lo", "omaha-hi-lo"),
        ("o8", "omaha-hi-lo"), ("Omaha Hi/Lo", "omaha-hi-lo"), ("plo5", "omaha-5"), ("PLO", "omaha"),
        ("stud8", "stud-hi-lo"), ("2-7 td", "2-7-triple-draw"), ("27TD", "2-7-triple-draw"),
        ("2-7 sd", "2-7-single-draw"), ("A-5 TD", "a-5-triple-draw"), ("big o", "big-o"), ("6+", "short-deck"),
        ("razz", "razz"), ("Badeucy", "badeucy"), ("5 card draw", "five-card-draw"),
    ],
)  # fmt: skip
def test_forgiving_names(alias: str, name: str) -> None:
    assert get_game(alias).name == name


def test_unknown_game_suggests_close_names() -> None:
    with pytest.raises(UnknownGameError) as info:
        get_game("omaha hi low")
    assert info.value.suggestions[0] == "omaha-hi-lo" and "did you mean" in str(info.value)
    with pytest.raises(UnknownGameError, match="known games"):
        get_game("zzzz")
    with pytest.raises(UnknownGameError):
        get_game(42)  # type: ignore[arg-type]


def test_split_games_and_qualifiers() -> None:
    assert [s.name for s in GAMES["omaha-hi-lo"].sides] == ["high", "low"]
    assert GAMES["omaha-hi-lo"].sides[1].qualifier is not None and GAMES["razz"].sides[0].qualifier is None
    assert (
        GAMES["stud"].odd_chip == "stud" and GAMES["razz"].odd_chip == "stud" and GAMES["holdem"].odd_chip == "button"
    )
    assert [s.ranking for s in GAMES["badeucy"].sides] == ["badugi-ace-high", "deuce-to-seven"]


@pytest.mark.parametrize(("n_hole", "count"), [(4, 60), (5, 100), (6, 150)])
def test_omaha_columns_two_hole_three_board(n_hole: int, count: int) -> None:
    columns = Side("high", "high", hole=2, board=3).columns(n_hole, 5)
    assert len(columns) == count == comb(n_hole, 2) * comb(5, 3) and len(set(columns)) == count
    for combo in columns:
        assert sum(c < n_hole for c in combo) == 2 and sum(c >= n_hole for c in combo) == 3


def test_a_joker_game_is_only_data() -> None:
    # the wild-card games need nothing but a new spec: a deck with the joker and a ranking name
    game = Game("joker-draw", "Five Card Draw with the bug", 5, (Side("high", "high-bug"),), deck=JOKER_DECK)
    assert game.deck.jokers and len(game.deck) == 53 and game.describe()
