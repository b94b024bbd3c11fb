"""``pokerrank games`` and ``pokerrank showdown``: table, JSON, --file round trip, errors."""

from __future__ import annotations

import json

import pytest
from _helpers import run_cli as run

from pokerrank.games import GAMES
from pokerrank.rankings import RANKINGS

HOLDEM = [
    "showdown", "--game", "nlhe", "--board", "Ah Kh 7d 4c 2s",
    "--player", "ann=As Ad", "--player", "bob=Ks Kd", "--player", "cid=Qs Qd",
    "--bet", "ann=50", "--bet", "bob=200", "--bet", "cid=300", "--bet", "dee=20", "--fold", "dee", "--button", "cid",
]  # fmt: skip


def test_games_lists_every_game_one_line_each() -> None:
    code, out, _ = run("games")
    assert code == 0
    first_lines = [line for line in out.splitlines() if not line.startswith(" ")]
    assert [line.split()[0] for line in first_lines] == list(GAMES)
    assert "exactly 2 hole + 3 board" in out and "eight or better" in out
    code, out, _ = run("games", "--json")
    assert [g["name"] for g in json.loads(out)["games"]] == list(GAMES)


def test_showdown_table() -> None:
    code, out, err = run(*HOLDEM)
    assert code == 0, err
    assert "main pot" in out and "side pot 1" in out and "returned uncalled: cid 100" in out
    assert "totals: ann 170, bob 300, cid 100, dee 0" in out
    assert "folded" in out


def test_showdown_json_and_file_round_trip(tmp_path: object) -> None:
    code, out, _ = run(*HOLDEM, "--json")
    assert code == 0
    data = json.loads(out)
    assert [p["awards"] for p in data["pots"]] == [{"ann": 170}, {"bob": 300}]
    assert data["totals"] == {"ann": 170, "bob": 300, "cid": 100, "dee": 0}
    code, again, _ = run("showdown", "--file", "-", "--json", stdin=out)
    assert code == 0 and json.loads(again) == data
    code, table, _ = run("showdown", "--file", "-", stdin=out)
    assert code == 0 and "side pot 1" in table


@pytest.mark.skipif("ace-to-five" not in RANKINGS, reason="low rankings not registered")
def test_issue_example_omaha_hi_lo() -> None:
    code, out, err = run(
        "showdown", "--game", "omaha-hi-lo", "--board", "Ah Kh 7d 4c 2s", "--player", "alice=As 3s Qd Qc",
        "--player", "bob=8h 6h 5c Kd", "--bet", "alice=100", "--bet", "bob=60", "--button", "bob", "--json",
    )  # fmt: skip
    assert code == 0, err
    data = json.loads(out)
    assert data["returned"] == {"alice": 40}
    assert data["pots"][0]["awards"] == {"alice": 60, "bob": 60}
    assert [s["winners"] for s in data["pots"][0]["sides"]] == [["alice"], ["bob"]]


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--game", "omha8", "--player", "a=As Ad", "--player", "b=Ks Kd"], ["did you mean", "omaha-hi-lo"]),
        (
            ["--game", "holdem", "-b", "Ah Kh 7d 4c 2s", "-p", "a=As Ad Ac", "-p", "b=Ks Kd"],
            ["a holds"],
        ),
        (["--game", "holdem", "--board", "Ah Kh 7d 4c 2s", "--player", "a=As Ah", "--player", "b=Ks Kd"], ["'Ah'"]),
        (
            ["--game", "holdem", "-b", "Ah Kh 7d 4c 2s", "-p", "a=As Ad", "-p", "b=Ks Kd", "--bet", "a=1.5"],
            ["1.5"],
        ),
        (["--game", "holdem", "--board", "Ah Kh 7d 4c 2s", "-p", "a=As Ad", "--bet", "b=10"], ["b did not fold"]),
        (["--player", "a=As Ad"], ["--game"]),
        (["--game", "holdem", "--player", "oops"], ["NAME=VALUE"]),
    ],
)
def test_showdown_errors_one_line_exit_2(args: list[str], words: list[str]) -> None:
    code, out, err = run("showdown", *args)
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1
    for word in words:
        assert word in err


def test_file_errors() -> None:
    code, _, err = run("showdown", "--file", "-", stdin="{not json")
    assert code == 2 and "not valid JSON" in err
    code, _, err = run("showdown", "--file", "-", stdin='{"players": []}')
    assert code == 2 and "'game'" in err
