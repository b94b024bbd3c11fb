"""The per-call showdown works out the chips first and makes the rest (pots with their hands
and reasons, player results, each board's hands, the best hands) on first read: every such
result equals one read at once, survives pickling and copying unread, and its totals agree
with its players."""

from __future__ import annotations

import copy
import pickle
import random
from dataclasses import replace

import pytest

import pokerrank
from pokerrank import Player

NAMES = tuple(r + s for r in "23456789TJQKA" for s in "cdhs")
GAMES = ("holdem", "omaha-hi-lo", "omaha", "stud-hi-lo", "razz", "badugi", "short-deck", "2-7-triple-draw")


def _deal(game: str, rng: random.Random) -> dict:
    spec = pokerrank.get_game(game)
    n = rng.randint(2, 6 if spec.hole_cards * 6 + spec.board_cards <= 52 else 4)
    deck = list(NAMES)
    if game == "short-deck":
        deck = [c for c in deck if c[0] not in "2345"]
    cards = rng.sample(deck, n * spec.hole_cards + spec.board_cards)
    players = []
    for i in range(n):
        hole = cards[i * spec.hole_cards : (i + 1) * spec.hole_cards]
        bet = rng.choice([0, 5, 10, 10, 25, 40])
        players.append(Player(f"p{i}", " ".join(hole), bet=bet, folded=i > 0 and rng.random() < 0.2))
    board = " ".join(cards[n * spec.hole_cards :])
    return {"game": game, "board": board or None, "players": players, "button": f"p{n - 1}"}


def _deals(count: int = 40) -> list[dict]:
    rng = random.Random(12)
    return [_deal(game, rng) for game in GAMES for _ in range(count)]


def _full(result: pokerrank.ShowdownResult) -> tuple:
    return (result.to_dict(), [p.to_dict() for p in result.players], result.run_hands, result.best)


@pytest.mark.parametrize("deal", _deals(), ids=lambda d: d["game"])
def test_read_later_equals_read_now(deal: dict) -> None:
    first = pokerrank.showdown(**deal)
    second = pokerrank.showdown(**deal)
    # totals, known before any player result is made, equal the players' totals
    assert first.totals == {p.name: p.returned + p.won for p in first.players}
    assert sum(first.totals.values()) == sum(p.bet for p in first.players)
    assert second.totals == first.totals
    # unread, pickled and copied: equal to a result read in full
    for other in (pickle.loads(pickle.dumps(second)), copy.deepcopy(pokerrank.showdown(**deal))):
        assert other == first
        assert _full(other) == _full(first)
    assert replace(pokerrank.showdown(**deal), lang="en") == first
    # each pot's awards add up to the chips each player won
    won = {p.name: 0 for p in first.players}
    for pot in first.pots:
        for name, chips in pot.awards.items():
            won[name] += chips
        assert sum(side.amount for side in pot.sides) == pot.amount
    assert won == {p.name: p.won for p in first.players}


def test_nothing_but_the_chips_is_made_until_read() -> None:
    result = pokerrank.showdown(
        "omaha-hi-lo",
        "2c 5d 6h Js Kd",
        [Player("ann", "As 3s 7d 8c", bet=50), Player("bob", "Ah 4h Tc Td", bet=50)],
    )
    unread = ("players", "pots", "run_hands", "best")
    assert all(type(result.__dict__[name]).__name__ == "_Later" for name in unread)
    assert result.totals == {"ann": 50, "bob": 50}
    assert all(type(result.__dict__[name]).__name__ == "_Later" for name in unread)
    assert result.pots[0].awards == {"ann": 50, "bob": 50}
    assert isinstance(result.__dict__["pots"], tuple)
    assert result.pots[0].high.winners == ("bob",) and result.pots[0].low.winners == ("ann",)
    assert result.pots is result.pots  # made once
    # the same hand objects everywhere they show
    assert result.player("bob").hands["high"] is result.pots[0].high.hands[0] is result.run_hands[0]["bob"]["high"]


def test_totals_is_a_new_dict_each_read() -> None:
    result = pokerrank.showdown(
        "holdem", "2c 5d 9h Js 3d", [Player("a", "As Ad", bet=10), Player("b", "Ks Kh", bet=10)]
    )
    totals = result.totals
    totals["a"] = 0
    assert result.totals == {"a": 20, "b": 0}


@pytest.mark.parametrize(
    ("make", "fields"),
    [
        (
            lambda: Player("ann", "As Ks", bet=10),
            {"name": "ann", "cards": "As Ks", "bet": 10, "folded": False, "seat": None},
        ),
        (lambda: Player("bob", None, 5, True, 3), {"name": "bob", "cards": None, "bet": 5, "folded": True, "seat": 3}),
        (lambda: pokerrank.pots.Pot(30, ("a", "b"), 15), {"amount": 30, "eligible": ("a", "b"), "level": 15}),
    ],
)
def test_players_and_pots_are_frozen_dataclasses(make, fields: dict) -> None:
    """Player and Pot write their fields directly (a server makes them every hand) and stay
    what @dataclass(frozen=True) made: fields, equality, hashing, replace, pickling, no assignment."""
    import dataclasses

    value = make()
    assert dataclasses.asdict(value) == fields
    assert value == make()
    assert hash(value) == hash(make())
    assert pickle.loads(pickle.dumps(value)) == value
    key = next(iter(fields))
    assert replace(value, **{key: "x"}) != value
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(value, key, "x")
