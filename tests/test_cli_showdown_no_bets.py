"""``pokerrank showdown`` without any ``--bet`` still says whose hand is best on each side,
and that there are no chips to award (before, it printed empty pots and decided nothing)."""

from __future__ import annotations

import random

import pytest
from click.testing import CliRunner

import pokerrank
from pokerrank.cli import cli

BOARD = "Ah Kh 7d 4c 2s"


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner(env={"COLUMNS": "250"}).invoke(cli, list(args))
    return result.exit_code, result.stdout, result.stderr


def summary(out: str) -> list[str]:
    """The lines after the players table: one per side, then the no-chips line."""
    lines = out.splitlines()
    return lines[lines.index(next(line for line in lines if line.startswith("seat "))) + 2 :]


def test_holdem_without_bets_names_the_best_hand_and_why() -> None:
    code, out, err = run("showdown", "-g", "holdem", "-b", BOARD, "-p", "alice=Ad Ac", "-p", "bob=Kd Kc")
    assert code == 0, err
    assert "pot ┃" not in out  # no empty table of pots
    assert out.endswith(
        "high: alice has the best hand (three of a kind, aces with king and seven kickers); "
        "against bob, the three of a kind decides: ace against king\n"
        "no chips were put in: no pot to award\n"
        "totals: alice 0, bob 0\n"
    )


def test_a_tie_a_fold_and_a_hi_lo_game_without_a_qualifying_low() -> None:
    code, out, err = run(
        "showdown", "-g", "holdem", "-b", "As Ks Qs Js Ts", "-p", "a=2c 3d", "-p", "b=4c 5d", "-p", "c=6c 7d",
        "--fold", "c",
    )  # fmt: skip
    assert code == 0, err
    assert "high: a and b tie for the best hand (royal flush)\n" in out
    code, out, err = run(
        "showdown", "-g", "o8", "-b", "Ah Kh Td 9c 2s", "-p", "al=As 3s Qd Qc", "-p", "bo=8h 6h 5c Kd"
    )  # fmt: skip
    assert code == 0, err
    assert "\nlow: no qualifying low\n" in out
    assert "high: al has the best hand (pair of aces" in out


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
    every player bets the same (the library decides that pot)."""
    spec = pokerrank.get_game(game)
    rng = random.Random(game)
    for _ in range(12):
        board, hands = _deal(spec, rng, 3)
        args = ["showdown", "-g", game, "-b", board] + [f"-p{name}={cards}" for name, cards in hands.items()]
        code, out, err = run(*args)
        assert code == 0, err
        pot = pokerrank.showdown(game, board, [{"name": n, "cards": c, "bet": 4} for n, c in hands.items()]).pots[0]
        for side in pot.sides:
            line = next(line for line in summary(out) if line.startswith(f"{side.side}: "))
            if not side.winners:
                assert line == f"{side.side}: no qualifying low"
            elif len(side.winners) == 1:
                assert line.startswith(f"{side.side}: {side.winners[0]} has the best hand (")
            else:
                assert line.startswith(f"{side.side}: {' and '.join(side.winners)} tie for the best hand (")
