"""Games with wild cards: the named joker games, any game "with wild X", and showdowns."""

from __future__ import annotations

import random

import numpy as np
import pytest

import pokerrank
from pokerrank import Player, showdown, showdown_batch
from pokerrank.errors import DuplicateCardError, InvalidCardError, UnknownGameError, UnknownNameError
from pokerrank.games import GAMES, JOKER_DECK, STANDARD_DECK, get_game, with_wild

JOKER = 52


@pytest.mark.parametrize(
    ("name", "ranking", "deck"),
    [
        ("five-card-draw-bug", "high-bug", JOKER_DECK),
        ("california-lowball", "ace-to-five-joker", JOKER_DECK),
        ("deuces-wild-draw", "high-deuces-wild", STANDARD_DECK),
    ],
)
def test_the_named_wild_games_are_specs(name: str, ranking: str, deck: object) -> None:
    game = GAMES[name]
    assert game.hole_cards == 5 and game.board_cards == 0 and game.deck is deck
    assert [side.ranking for side in game.sides] == [ranking]
    assert game.describe().startswith(game.title)


@pytest.mark.parametrize(
    ("alias", "name"),
    [
        ("draw with the bug", "five-card-draw-bug"),
        ("California Lowball", "california-lowball"),
        ("A-5 draw", "california-lowball"),
        ("deuces wild", "deuces-wild-draw"),
        ("five card draw with wild 2", "deuces-wild-draw"),
        ("5 card draw with the bug", "five-card-draw-bug"),
        ("holdem with wild joker", "holdem-wild-joker"),
        ("NLHE wild bug", "holdem-wild-bug"),
        ("stud deuces wild", "stud-wild-deuces"),
        ("razz with the joker", "razz-wild-joker"),
        ("omaha-hi-lo-wild-joker", "omaha-hi-lo-wild-joker"),
    ],
)
def test_names_with_a_wild_card(alias: str, name: str) -> None:
    assert get_game(alias).name == name
    assert get_game(name) is get_game(alias)


def test_with_wild_changes_every_side_and_the_deck() -> None:
    game = with_wild("omaha-hi-lo", "joker")
    assert [side.ranking for side in game.sides] == ["high-wild", "ace-to-five-joker"]
    assert [(s.hole, s.board, s.qualifier) for s in game.sides] == [
        (s.hole, s.board, s.qualifier) for s in GAMES["omaha-hi-lo"].sides
    ]
    assert game.deck is JOKER_DECK and game.hole_cards == 4 and game.board_cards == 5
    deuces = with_wild("stud", "2")
    assert deuces.deck is STANDARD_DECK and deuces.sides[0].ranking == "high-deuces-wild"
    assert deuces.odd_chip == "stud"
    assert with_wild("five-card-draw", "bug") is GAMES["five-card-draw-bug"]
    assert with_wild(game, "joker") is game


@pytest.mark.parametrize("name", list(GAMES))
@pytest.mark.parametrize("wild", ["joker", "bug", "2"])
def test_every_game_has_a_wild_form_or_a_typed_error(name: str, wild: str) -> None:
    try:
        game = with_wild(name, wild)
    except UnknownGameError as exc:
        message = str(exc)
        game = None
    if game is None:
        assert GAMES[name].title in message
        return
    for side in game.sides:
        ranking = pokerrank.get_ranking(side.ranking)
        assert ranking.jokers or ranking.wild_codes
    assert game.deck.jokers == (wild != "2")


def test_games_without_a_wild_form() -> None:
    with pytest.raises(UnknownGameError, match="deuce-to-seven"):
        with_wild("2-7 single draw", "joker")
    with pytest.raises(UnknownGameError, match="Short-deck"):
        with_wild("short-deck", "2")
    with pytest.raises(UnknownNameError, match="'sevens'"):
        with_wild("holdem", "sevens")
    with pytest.raises(UnknownGameError):
        get_game("holdem with wild sevens")


def test_a_wild_form_leaves_the_catalogue_as_it_was() -> None:
    before = dict(GAMES)
    game = with_wild("stud", "joker")
    assert get_game("stud-wild-joker") is game and get_game("stud with the joker") is game
    assert dict(GAMES) == before and "stud-wild-joker" not in GAMES


# -- showdowns -----------------------------------------------------------------------------


def test_showdown_with_the_bug() -> None:
    r = showdown("five-card-draw-bug", "", [Player("ann", "Jk Ah Ad 7c 7s", 25), Player("bob", "Kh Kd Ks 2c 2d", 25)])
    assert r.pots[0].awards == {"ann": 50}
    assert "full house, aces full of sevens" in r.pots[0].reason
    # the bug is not fully wild: four sevens and the bug are four sevens, ace kicker
    r = showdown("five-card-draw-bug", "", [Player("ann", "Jk 7h 7d 7s 7c", 5), Player("bob", "8h 8d 8s 8c 2d", 5)])
    assert r.pots[0].awards == {"bob": 10}


def test_showdown_with_a_fully_wild_joker() -> None:
    r = showdown(
        "five card draw with wild joker", "", [Player("ann", "Jk 7h 7d 7s 7c", 5), Player("bob", "As Ks Qs Js Ts", 5)]
    )
    assert r.pots[0].awards == {"ann": 10}
    assert "five of a kind, sevens" in r.pots[0].reason


def test_california_lowball_showdown() -> None:
    r = showdown("california lowball", "", [Player("ann", "Jk 2c 3d 4h 8s", 10), Player("bob", "As 2d 3h 4c 7s", 10)])
    assert r.pots[0].awards == {"bob": 20}  # the joker is the ace: 8-4-3-2-A loses to 7-4-3-2-A
    r = showdown("california lowball", "", [Player("ann", "Jk 2c 3d 4h 5s", 10), Player("bob", "As 2d 3h 4c 6s", 10)])
    assert r.pots[0].awards == {"ann": 20}  # the joker is the ace: a wheel


def test_deuces_wild_draw_showdown() -> None:
    r = showdown("deuces wild", "", [Player("ann", "2c 2d Ah Ad 9s", 10), Player("bob", "Kh Qh Jh Th 9h", 10)])
    assert r.pots[0].awards == {"bob": 20}
    r = showdown("deuces wild", "", [Player("ann", "2c 2d 2h 2s 9s", 10), Player("bob", "Ah Kh Qh Jh Th", 10)])
    assert r.pots[0].awards == {"ann": 20}  # five nines beat a natural royal flush


def test_a_joker_in_a_game_without_one() -> None:
    players = [Player("ann", "Jk As", 10), Player("bob", "Kd Ks", 10)]
    with pytest.raises(InvalidCardError, match=r"ann.*'Jk'"):
        showdown("holdem", "Ah Kh 7d 4c 2s", players)
    with pytest.raises(InvalidCardError, match="'Jk'"):
        showdown("deuces wild", "", [Player("ann", "Jk 2c 3d 4h 5s", 1), Player("bob", "As 2d 3h 4c 6s", 1)])
    with pytest.raises(InvalidCardError):
        showdown_batch("holdem", np.array([[[52, 51], [0, 1]]]), np.array([[8, 13, 22, 31, 40]]))


def test_more_jokers_than_the_deck_has() -> None:
    with pytest.raises(DuplicateCardError, match=r"'Jk'.*ann.*bob"):
        showdown("five-card-draw-bug", "", [Player("ann", "Jk Ah Ad 7c 7s", 5), Player("bob", "Jk Kd Ks 2c 2d", 5)])
    with pytest.raises(DuplicateCardError):
        showdown_batch("five-card-draw-bug", np.array([[[52, 0, 4, 8, 12], [52, 1, 5, 9, 13]]]))


@pytest.mark.parametrize("name", ["five-card-draw-bug", "california-lowball", "deuces-wild-draw", "holdem-wild-joker"])
def test_random_deals_go_to_the_best_hand(name: str) -> None:
    """The pot goes to the players whose hand the game's ranking ranks highest; the batch
    showdown gives the same strengths and winners."""
    game = get_game(name)
    ranking = game.sides[0].get_ranking()
    rng = random.Random(name)
    holes, boards = [], []
    for _ in range(300):
        deck = sorted(game.deck.codes)
        cards = rng.sample(deck, 3 * game.hole_cards + game.board_cards)
        holes.append([cards[i * game.hole_cards : (i + 1) * game.hole_cards] for i in range(3)])
        boards.append(cards[3 * game.hole_cards :])
    batch = showdown_batch(name, np.array(holes), np.array(boards) if game.board_cards else None)
    for deal, (hole, board) in enumerate(zip(holes, boards, strict=True)):
        strengths = [pokerrank.strength(h + board, ranking) for h in hole]
        assert batch.strengths[game.sides[0].name][deal].tolist() == strengths
        best = max(strengths)
        players = [Player(f"p{i}", hole[i], 12) for i in range(3)]
        result = showdown(name, board, players)
        winners = {f"p{i}" for i, s in enumerate(strengths) if s == best}
        assert set(result.pots[0].awards) == winners
    assert any(JOKER in cards for hole in holes for cards in hole) == game.deck.jokers
