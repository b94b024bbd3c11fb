"""``pokerrank showdown`` without any ``--bet`` still says whose hand is best on each side,
and that there are no chips to award (before, it printed empty pots and decided nothing)."""

from __future__ import annotations

import random

import pytest
from _helpers import run_cli

import pokerrank

BOARD = "Ah Kh 7d 4c 2s"


def run(*args: str) -> tuple[int, str, str]:
    return run_cli(*args, columns=250)  # no table wraps a name across two lines


def summary(out: str) -> list[str]:
    """The lines after the players table: one per side, then the no-chips line."""
    lines = out.splitlines()
    return lines[lines.index(next(line for line in lines if line.startswith("seat "))) + 2 :]


def test_holdem_without_bets_names_the_best_hand_and_why() -> None:
    code, out, err = run("showdown", "-g", "holdem", "-b", BOARD, "-p", "alice=Ad Ac", "-p", "bob=Kd Kc")
    assert code == 0, err
    assert "pot ┃" not in out  # no empty table of pots
    assert out.endswith(
        "alice has the best hand, three of a kind, aces with king and seven kickers, over bob's three of a kind, "
        "kings with ace and seven kickers: the three of a kind decides: ace against king\n"
        "no chips were put in: there is no pot to award\n"
        "totals: alice 0, bob 0\n"
    )


def test_the_library_says_whose_hand_is_best_without_chips() -> None:
    result = pokerrank.showdown("holdem", BOARD, {"alice": "Ad Ac", "bob": "Kd Kc"})
    assert result.pots == ()
    (high,) = result.best
    assert (high.side, high.winners, high.amount, high.awards) == ("high", ("alice",), 0, {})
    assert [hand.name for hand in high.hands] == ["three of a kind, aces with king and seven kickers"]
    assert high.reason.startswith("alice has the best hand, three of a kind, aces")
    data = result.to_dict()
    assert data["best"] == [high.to_dict()] and data["pots"] == []
    assert pokerrank.showdown_from_dict(data) == result  # "best" is a result: read back, decided again
    dutch = pokerrank.showdown("holdem", BOARD, {"alice": "Ad Ac", "bob": "Kd Kc"}, lang="nl").best[0].reason
    assert dutch.startswith("alice heeft de beste hand (Three of a Kind, azen")


def test_a_tie_a_fold_and_a_hi_lo_game_without_a_qualifying_low() -> None:
    code, out, err = run(
        "showdown", "-g", "holdem", "-b", "As Ks Qs Js Ts", "-p", "a=2c 3d", "-p", "b=4c 5d", "-p", "c=6c 7d",
        "--fold", "c",
    )  # fmt: skip
    assert code == 0, err
    assert "\na and b tie for the best hand with royal flush: " in out
    code, out, err = run(
        "showdown", "-g", "o8", "-b", "Ah Kh Td 9c 2s", "-p", "al=As 3s Qd Qc", "-p", "bo=8h 6h 5c Kd"
    )  # fmt: skip
    assert code == 0, err
    assert "\nlow: no low hand qualifies (eight or better)\n" in out
    assert "high: al has the best high hand, pair of aces" in out
    only = pokerrank.showdown("holdem", BOARD, [{"name": "a", "cards": "Ad Ac"}, {"name": "b", "folded": True}])
    assert [(side.winners, side.reason) for side in only.best] == [(("a",), "a is the only player left in the hand")]


def test_best_hands_are_there_with_chips_too_and_in_every_language() -> None:
    result = pokerrank.showdown(
        "o8",
        BOARD,
        [{"name": "al", "cards": "As 3s Qd Qc", "bet": 100}, {"name": "bo", "cards": "8h 6h 5c Kd", "bet": 60}],
    )
    assert [side.winners for side in result.best] == [("al",), ("bo",)]
    assert [side.winners for side in result.pots[0].sides] == [("al",), ("bo",)]
    for lang in pokerrank.languages():
        reasons = [side.reason for side in pokerrank.showdown("o8", BOARD, {"al": "As 3s Qd Qc", "bo": "8h 6h 5c Kd"},
                                                               lang=lang).best]  # fmt: skip
        assert reasons[0].startswith("al ") and reasons[1].startswith("bo ") and len(set(reasons)) == 2


def _deal(game: pokerrank.Game, rng: random.Random, n_players: int) -> tuple[str, dict[str, str]]:
    cards = [str(card) for card in pokerrank.deck()]
    rng.shuffle(cards)
    board = " ".join(cards[: game.board_cards])
    rest = cards[game.board_cards :]
    hole = game.hole_cards
    return board, {f"p{i}": " ".join(rest[i * hole : (i + 1) * hole]) for i in range(n_players)}


@pytest.mark.parametrize("game", ["holdem", "omaha", "o8", "stud8", "razz", "2-7 td", "badugi", "badeucy"])
def test_the_best_hands_are_the_ones_that_win_the_pot_when_everyone_bets(game: str) -> None:
    """Without bets, the players named best on each side are the winners of that side when
    every player bets the same (the library decides that pot), and the command prints them."""
    spec = pokerrank.get_game(game)
    rng = random.Random(game)
    for _ in range(12):
        board, hands = _deal(spec, rng, 3)
        best = pokerrank.showdown(game, board, hands).best
        pot = pokerrank.showdown(game, board, [{"name": n, "cards": c, "bet": 4} for n, c in hands.items()]).pots[0]
        assert [side.winners for side in best] == [side.winners for side in pot.sides]
        args = ["showdown", "-g", game, "-b", board] + [f"-p{name}={cards}" for name, cards in hands.items()]
        code, out, err = run(*args)
        assert code == 0, err
        lines = summary(out)
        for side in best:
            prefix = f"{side.side}: " if spec.split else ""
            assert f"{prefix}{side.reason}" in lines
            if not side.winners:
                assert side.reason == "no low hand qualifies (eight or better)"
            elif len(side.winners) == 1:
                assert side.reason.startswith((f"{side.winners[0]} has the best ", f"{side.winners[0]} has the only "))
            else:
                assert side.reason.startswith(f"{' and '.join(side.winners)} tie for the best ")
        assert lines[-2:] == ["no chips were put in: there is no pot to award", "totals: p0 0, p1 0, p2 0"]


@pytest.mark.parametrize("option", ["--bet", "--player"])
def test_an_option_naming_a_player_twice_is_refused(option: str) -> None:
    """``--bet a=10 --bet a=20`` was decided on a=20 (the last won, silently), as ``--player``
    twice never was: both name the player given twice, and nothing is decided."""
    twice = ["--bet", "a=10", "--bet", "a=20"] if option == "--bet" else ["-p", "a=Qs Qd", "--bet", "a=10"]
    code, out, err = run("showdown", "-g", "holdem", "-b", BOARD, "-p", "a=As Ad", "-p", "b=Ks Kd", *twice)
    assert code != 0 and out == ""
    assert f"{option} a is given twice" in err and "Traceback" not in err
