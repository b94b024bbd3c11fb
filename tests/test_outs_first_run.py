"""outs on a first run: small batches ranked one by one in Python give exactly the
kernels' strengths, a small spot loads no numba at all, and a large one compiles its kernels
with the notice first on a terminal (never with --json).

The results themselves are checked against brute force in test_outs.py; here the two ways of
ranking a batch are checked against each other on random spots of every game outs takes.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
from test_compile import _env, _on_terminal

import pokerrank
from pokerrank._outs import _rank
from pokerrank._outs._spot import read_spot
from pokerrank.kernels.families import HANDS

GAMES = [
    "holdem", "short-deck", "omaha", "omaha-5", "omaha-hi-lo", "big-o", "courchevel-hi-lo", "stud", "stud-hi-lo",
    "razz", "holdem with wild joker", "omaha hi-lo with wild joker", "razz with wild joker",
]  # fmt: skip


def _spot(game_name: str, cards: int, seed: int) -> tuple[dict[str, str], str]:
    """Three players' random hands and a board (a flop, or none in stud, where the hands show 5)."""
    game = pokerrank.get_game(game_name)
    rng = random.Random(seed)
    deck = rng.sample(sorted(game.deck.codes), len(game.deck.codes))
    text = lambda codes: " ".join(str(pokerrank.Card(c)) for c in codes)  # noqa: E731
    size = game.hole_cards if game.board_cards else 5
    hands = {name: text(deck[i * size : (i + 1) * size]) for i, name in enumerate(("ann", "bob", "cid"))}
    board = text(deck[3 * size : 3 * size + 3]) if game.board_cards else ""
    return hands, board


@pytest.mark.parametrize("cards", [1, 2])
@pytest.mark.parametrize("game", GAMES)
def test_one_by_one_and_the_kernels_give_the_same_outs(game: str, cards: int, monkeypatch: pytest.MonkeyPatch) -> None:
    hands, board = _spot(game, cards, zlib.crc32(f"{game}{cards}".encode()))
    if cards == 2 and not pokerrank.get_game(game).board_cards:
        hands = {"ann": hands["ann"], "bob": hands["bob"]}  # fifth street: room for two more cards each
    monkeypatch.setattr(_rank, "on_kernels", lambda *args: False)
    alone = pokerrank.outs(game, hands, board, cards=cards)
    monkeypatch.setattr(_rank, "on_kernels", lambda *args: True)
    batched = pokerrank.outs(game, hands, board, cards=cards)
    assert alone == batched
    assert alone.groups or alone.outs  # something to compare


_SMALL = """
import sys
import pokerrank
r = pokerrank.outs("holdem", ["Ah Kh", "9s 9d"], board="2h 7h 9c")
print(r.player("player 1").wins_text, "numba" in sys.modules)
"""


@pytest.mark.slow
def test_a_small_spot_loads_no_numba(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-c", _SMALL], capture_output=True, text=True, env=_env(tmp_path))
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[-1] == "False"
    assert not list(tmp_path.iterdir())  # nothing compiled, nothing cached


def test_a_large_spot_prepares_its_kernels_before_the_work() -> None:
    """Omaha Hi/Lo, three players, two cards to come: 666 deals of three players' 60 choices,
    over the limit; one card to come is under it (ranked one by one unless the kernels are
    loaded already)."""
    game = pokerrank.get_game("omaha-hi-lo")
    hands = {"ann": "As 2s Kd Qc", "bob": "Kh Kc 9d 9c", "cid": "7c 6d 5h 4s"}
    spot = read_spot(game, hands, "Ks 8h 3d", "", 2, None)
    assert _rank.SCALAR_MOST < 666 * 3 * 60
    assert _rank.families(spot) == (HANDS,)
    small = read_spot(game, hands, "Ks 8h 3d", "", 1, None)
    assert _rank.families(small) == ((HANDS,) if HANDS.ready else ())


LARGE = (
    "outs", "--game", "o8", "ann=As 2s Kd Qc", "bob=Kh Kc 9d 9c", "cid=7c 6d 5h 4s", "--board", "Ks 8h 3d",
    "--cards", "2",
)  # fmt: skip
NOTICE = f"pokerrank: compiling {HANDS.title} (once per machine, about"


@pytest.mark.slow
def test_a_terminal_sees_the_notice_first_and_json_says_nothing(tmp_path: Path) -> None:
    code, out, err = _on_terminal(LARGE, tmp_path / "terminal")
    assert code == 0, err
    assert err.index(NOTICE) == 0 and err.count(NOTICE) == 1
    code, out, err = _on_terminal((*LARGE, "--json"), tmp_path / "json")
    assert code == 0, err
    assert json.loads(out)["deals"] == 666
    assert err.strip() == ""
