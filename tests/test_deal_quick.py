"""read_deal's one-pass read of the common deal (``deal._quick_deal``) gives exactly the deal
the full, ordered checks give, and steps aside (None) for everything else, so that every
mistake is still found and worded by the full checks."""

from __future__ import annotations

import random

import pytest

from pokerrank import deal as deal_module
from pokerrank.deal import Player, read_deal, read_players
from pokerrank.errors import PokerRankError
from pokerrank.games import get_game

NAMES = tuple(r + s for r in "23456789TJQKA" for s in "cdhs")


def _full(game, board, players, button, chip):
    """read_deal with the quick read turned off."""
    saved = deal_module._quick_deal
    deal_module._quick_deal = lambda *args: None
    try:
        return read_deal(game, board, players, button, chip)
    finally:
        deal_module._quick_deal = saved


def _mutate(rng: random.Random, players: list[Player], board: str) -> tuple[list[Player], str, object, object]:
    """A deal with one random twist, often a mistake."""
    players = list(players)
    button: object = players[-1].name
    chip: object = 1
    i = rng.randrange(len(players))
    p = players[i]
    twist = rng.randrange(18)
    if twist == 0:
        players[i] = Player(p.name, p.cards, bet=p.bet, seat=9 - i)
    elif twist == 1:
        players[i] = Player(players[0].name, p.cards, bet=p.bet)  # a name twice
    elif twist == 2:
        players[i] = Player("", p.cards, bet=p.bet)
    elif twist == 3:
        players[i] = Player("a\nb", p.cards, bet=p.bet)
    elif twist == 4:
        players[i] = Player(p.name, p.cards, bet=-5)
    elif twist == 5:
        players[i] = Player(p.name, p.cards, bet=2.0)
    elif twist == 6:
        players[i] = Player(p.name, p.cards, bet=p.bet, folded=1)  # type: ignore[arg-type]
    elif twist == 7:
        players[i] = Player(p.name, None, bet=p.bet, folded=rng.random() < 0.5)
    elif twist == 8:
        players[i] = Player(p.name, str(p.cards).replace(" ", ""), bet=p.bet)  # "AsKd": the scanner's
    elif twist == 9:
        players[i] = Player(p.name, str(p.cards).replace(" ", ", "), bet=p.bet)
    elif twist == 10:  # another player's card, dealt twice
        other = str(players[(i + 1) % len(players)].cards).split()[0]
        players[i] = Player(p.name, other + " " + " ".join(str(p.cards).split()[1:]), bet=p.bet)
    elif twist == 11:
        board = " ".join(board.split()[:-1])
    elif twist == 12:
        button = 2
    elif twist == 13:
        button = "nobody"
    elif twist == 14:
        chip = 5
    elif twist == 15:
        players[i] = Player(p.name, str(p.cards) + " Xx", bet=p.bet)
    elif twist == 16:
        players[i] = Player(p.name, p.cards, bet=p.bet, folded=True)
    else:
        players = players[:1]
    return players, board, button, chip


@pytest.mark.parametrize("game_name", ["holdem", "omaha-hi-lo", "stud", "razz", "badugi", "short-deck"])
def test_the_quick_read_is_the_full_read_or_steps_aside(game_name: str) -> None:
    game = get_game(game_name)
    deck = [c for c in NAMES if game_name != "short-deck" or c[0] not in "2345"]
    rng = random.Random(game_name)
    took = stepped_aside = 0
    for n in range(1500):
        players_n = rng.randint(2, min(6, (len(deck) - game.board_cards) // game.hole_cards))
        cards = rng.sample(deck, players_n * game.hole_cards + game.board_cards)
        players = [
            Player(
                f"p{k}", " ".join(cards[k * game.hole_cards : (k + 1) * game.hole_cards]), bet=rng.choice([0, 10, 25])
            )
            for k in range(players_n)
        ]
        board = " ".join(cards[players_n * game.hole_cards :])
        button: object = players[-1].name
        chip: object = 1
        if n % 3:
            players, board, button, chip = _mutate(rng, players, board)
        listed = read_players(players)
        try:
            want = _full(game, board or None, listed, button, chip)
        except PokerRankError:
            want = None
        got = deal_module._quick_deal(game, board or None, listed, button, chip)
        if got is None:
            stepped_aside += 1
        else:
            took += 1
            assert got == want, (players, board, button, chip)
    assert took > 600 and stepped_aside > 300


def test_a_list_of_players_is_copied_and_anything_else_read_as_before() -> None:
    players = [Player("ann", "As Ks", bet=10), Player("bob", "Qd Qc", bet=10)]
    listed = read_players(players)
    assert listed == players and listed is not players
    mixed = [players[0], {"name": "bob", "cards": "Qd Qc", "bet": 10}]
    assert read_players(mixed) == players
    assert read_players({"ann": "As Ks", "bob": "Qd Qc"}) == [Player("ann", "As Ks"), Player("bob", "Qd Qc")]


def test_the_names_of_a_call_are_checked_every_time_they_are_wrong(monkeypatch: pytest.MonkeyPatch) -> None:
    # showdown remembers a game, policy and language it has read; a wrong one is refused every
    # call, and lang=None follows the environment each call
    from pokerrank import showdown
    from pokerrank.errors import UnknownGameError, UnknownLanguageError, UnknownNameError

    hands = {"ann": "As Ad", "bob": "Ks Kd"}
    for _ in range(2):
        with pytest.raises(UnknownLanguageError):
            showdown("holdem", "2c 7d 9h Js 3c", hands, lang="xx")
        with pytest.raises(UnknownGameError):
            showdown("holdum", "2c 7d 9h Js 3c", hands)
        with pytest.raises(UnknownNameError):
            showdown("holdem", "2c 7d 9h Js 3c", hands, odd_chip="nobody")
    words = {}
    for lang in ("nl", "de"):
        monkeypatch.setenv("POKERRANK_LANG", lang)
        result = showdown("holdem", "2c 7d 9h Js 3c", hands, lang=None)
        assert result.lang == lang
        words[lang] = result.best[0].reason
    assert words["nl"] != words["de"]
    assert showdown("nlhe", "2c 7d 9h Js 3c", hands, lang="NL").lang == "nl"
    assert showdown("nlhe", "2c 7d 9h Js 3c", hands, odd_chip="Robert's Rules").odd_chip == "roberts"
