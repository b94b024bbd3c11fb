"""A table's kept set-up serves its next hands with new stacks (issue 26: a real table's next
hand has new stacks): every field of such a hand is the field of the same hand set up from
nothing, it plays the same, and every set-up it cannot serve (a player the forced bets put all
in, a cap, a bad stack) is set up afresh, refused as before."""

from __future__ import annotations

import random
from typing import Any

import pytest
from test_engine_fast import play

from pokerrank.engine import Hand
from pokerrank.engine.hand import _PREPARED, _copy_state
from pokerrank.errors import PokerRankError

GAMES = ["holdem", "omaha", "stud", "razz", "2-7-triple-draw", "badugi", "5-card-draw", "short-deck"]
RULES = ("wsop-2024", "tda", "roberts", "pokerstars")


def _options(game: str, rng: random.Random, n: int) -> dict[str, Any]:
    """A random table of ``game`` for ``n`` players: structure, forced bets, button, rule set."""
    rules = rng.choice(RULES)
    if game in ("stud", "razz"):
        kw: dict[str, Any] = {"antes": rng.choice([0, 1, 2]), "bring_in": 2, "bets": (4, 8), "rules": rules}
        kw["structure"] = rng.choice(["limit", "limit", "no-limit", "pot-limit"])
        return kw
    structure = rng.choice(["limit", "no-limit", "pot-limit"])
    kw = {"structure": structure, "rules": rules, "button": rng.randrange(n)}
    if structure == "limit":
        kw["bets"] = (4, 8)
    shape = rng.random()
    if shape < 0.5:
        kw["blinds"] = rng.choice([(1, 2), (2, 4), (2, 2)])
        if n >= 4 and rng.random() < 0.3:
            kw["straddles"] = (8,)
    else:  # each player's post, as a record or a table gives them (a missed blind's dead money beside)
        posts = [0] * n
        posts[(kw["button"] + 1) % n] = 1
        posts[(kw["button"] + 2) % n] = 2
        kw["posts"] = posts
        if n >= 3 and rng.random() < 0.5:
            dead = [0] * n
            dead[rng.randrange(n)] = 1
            kw["dead"] = dead
        kw["big_blind"] = 2
    if rng.random() < 0.4:
        kw["antes"] = rng.choice([1, 3])
        if "posts" not in kw:
            kw["ante"] = rng.choice(["each", "button", "big blind"])
    if rng.random() < 0.1:
        kw["cap"] = 50
    return kw


def _stacks(rng: random.Random, n: int) -> list[int]:
    """Stacks of every depth, a few so short the forced bets put the player all in."""
    return [rng.choice([1, 2, 3, 5, 12, 40]) if rng.random() < 0.15 else rng.randint(20, 900) for _ in range(n)]


def _fields(hand: Hand) -> dict[str, Any]:
    copied = Hand.__new__(Hand)
    _copy_state(hand, copied)  # (the deck as a list whether built or not: see _copy_state)
    return {name: getattr(copied, name) for name in Hand.__slots__}


def _hand(game: str, stacks: list[int], kw: dict[str, Any], seed: int) -> Hand | str:
    """The hand, or its refusal's type and message."""
    try:
        return Hand(game, stacks, seed=seed, **kw)
    except PokerRankError as error:
        return f"{type(error).__name__}: {error}"


@pytest.mark.parametrize("game", GAMES)
def test_a_kept_set_up_with_new_stacks_is_the_hand_set_up_from_nothing(game):
    rng = random.Random(f"set-up {game}")
    served = 0
    for seed in range(40):
        n = rng.randint(2, 6)
        kw = _options(game, rng, n)
        first, then = _stacks(rng, n), _stacks(rng, n)
        _PREPARED.clear()
        fresh = _hand(game, then, kw, seed)  # set up from nothing
        _PREPARED.clear()
        _hand(game, first, kw, seed + 1)  # the table's hand before, with other stacks
        kept = bool(_PREPARED)
        again = _hand(game, then, kw, seed)  # from the kept set-up where it serves these stacks
        if isinstance(fresh, str) or isinstance(again, str):
            assert again == fresh, (seed, kw, first, then)
            continue
        assert isinstance(again, Hand)
        entry = next(iter(_PREPARED.values()), None) if kept else None
        served += entry is not None and entry[4] == tuple(first) and entry[3] is not None
        assert _fields(again) == _fields(fresh), (seed, kw, first, then)
        # the same new stacks again (kept as they are from then on), and a third time (from what was kept)
        twice, thrice = _hand(game, then, kw, seed), _hand(game, then, kw, seed)
        assert isinstance(twice, Hand) and isinstance(thrice, Hand)
        assert _fields(twice) == _fields(thrice) == _fields(fresh), (seed, kw, first, then)
        play(twice, random.Random(seed))  # (the hand whose state was kept, played before the third is made from it)
        thrice = _hand(game, then, kw, seed)
        assert isinstance(thrice, Hand) and _fields(thrice) == _fields(fresh), (seed, kw, first, then)
        play(fresh, random.Random(seed))
        play(again, random.Random(seed))
        play(thrice, random.Random(seed))
        assert _fields(again) == _fields(fresh) == _fields(thrice), (seed, kw, first, then)
    assert served > 10  # (most tables' set-ups serve any stacks)


def test_a_table_s_next_hand_with_new_stacks_is_not_set_up_again(monkeypatch):
    """The kept set-up serves new stacks where every player keeps chips after the forced bets
    (the reason a table's next hand costs a copy, not a set-up); a stack the forced bets take
    whole is set up afresh."""
    calls = []
    set_up = Hand._set_up

    def counted(self: Hand, *args: Any) -> Any:
        calls.append(args[1])
        return set_up(self, *args)

    monkeypatch.setattr(Hand, "_set_up", counted)
    _PREPARED.clear()
    Hand("holdem", [100, 200, 300], blinds=(1, 2), antes=1, seed=1)
    hand = Hand("holdem", [50, 4, 900], blinds=(1, 2), antes=1, seed=2)
    assert len(calls) == 1
    assert hand.stacks == [48, 1, 899] and hand.starting == [50, 4, 900] and hand.pot == 6
    short = Hand("holdem", [50, 3, 900], blinds=(1, 2), antes=1, seed=3)  # the big blind all in: afresh
    assert len(calls) == 2 and short.stacks == [48, 0, 899] and short.active == 2
    Hand("holdem", [60, 70, 80], blinds=(1, 2), antes=1, seed=4)  # still served: the short set-up replaced nothing
    assert len(calls) == 2
    for seed in range(5, 8):  # the same new stacks hand after hand: served, then kept as they are
        hand = Hand("holdem", [60, 70, 80], blinds=(1, 2), antes=1, seed=seed)
        assert hand.stacks == [58, 67, 79] and hand.starting == [60, 70, 80]
    assert len(calls) == 2 and next(iter(_PREPARED.values()))[4] == (60, 70, 80)
    Hand("holdem", [100, 200, 300], blinds=(1, 2), antes=1, seed=9)  # and new ones after them: still served
    assert len(calls) == 2


@pytest.mark.parametrize(
    "stacks",
    [[100, 0, 100], [100, -5, 100], [100, 2.0, 100], [100, True, 100], [100, None, 9], [100, 1, 100], [100, 100, 2]],
)
def test_a_bad_or_short_stack_is_set_up_as_without_a_kept_set_up(stacks):
    _PREPARED.clear()
    fresh = _hand("holdem", stacks, {"blinds": (1, 2)}, 1)
    _PREPARED.clear()
    Hand("holdem", [100, 100, 100], blinds=(1, 2), seed=1)
    again = _hand("holdem", stacks, {"blinds": (1, 2)}, 1)
    if isinstance(fresh, str):
        assert again == fresh
    else:  # (a player the blinds put all in: dealt in, set up afresh)
        assert isinstance(again, Hand) and _fields(again) == _fields(fresh)


def test_stacks_from_an_iterator_are_read_once():
    _PREPARED.clear()
    Hand("holdem", [100, 100, 100], blinds=(1, 2), seed=1)
    hand = Hand("holdem", iter([30, 40, 50]), blinds=(1, 2), seed=1)
    assert hand.starting == [30, 40, 50] and hand.stacks == [29, 38, 50]
