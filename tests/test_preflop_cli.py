"""``pokerrank table vs-random|matchups``: the grid, the matrix, --json, --plot, one-line errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from _helpers import run_cli as run

from pokerrank.preflop import load, vs_random


def test_vs_random_prints_the_grid_with_pairs_on_the_diagonal() -> None:
    code, out, _ = run("table", "vs-random", "--game", "short-deck", "--no-progress")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "short-deck: equity against one random hand"
    assert lines[1].split() == list("AKQJT9876")
    exact = vs_random("short-deck")
    aa, aks, ako = (f"{100 * exact.equity(h):4.1f}" for h in ("AA", "AKs", "AKo"))
    assert lines[2].split()[:3] == ["A", aa, aks]  # AA on the diagonal, AKs above it
    assert lines[3].split()[:2] == ["K", ako]  # AKo below it
    assert "exact: every board" in out


def test_json_is_the_table_file_and_out_keeps_it(tmp_path: Path) -> None:
    code, out, err = run(
        "table", "vs-random", "-g", "6+", "--samples", "4000", "--seed", "9", "--json", "--out", str(tmp_path)
    )
    assert code == 0, err
    data = json.loads(out)
    assert data["format"] == "pokerrank.preflop-table" and data["method"] == "monte-carlo" and data["seed"] == 9
    assert load(tmp_path / "result.json").to_dict() == data


def test_matchups_print_a_matrix_or_a_hero_grid() -> None:
    code, out, _ = run("table", "matchups", "--hands", "AA, KK", "--no-progress")
    assert code == 0
    assert "81.95" in out and "18.05" in out and "50.00" in out
    code, out, _ = run("table", "matchups", "--hands", "QQ+, AKs", "--hero", "AKs", "--no-progress")
    assert code == 0 and out.splitlines()[0] == "holdem: AKs against each class"
    assert "46.0" in out and "·" in out  # AKs v QQ; classes not in the table are dots


def test_plot_draws_a_png(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    picture = tmp_path / "grid.png"
    code, _, err = run("table", "vs-random", "-g", "6+", "-n", "2000", "--seed", "1", "--plot", str(picture))
    assert code == 0, err
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    matrix = tmp_path / "matrix.png"
    code, _, err = run("table", "matchups", "--hands", "AA, KK, AKs", "--plot", str(matrix), "--no-progress")
    assert code == 0, err
    assert matrix.stat().st_size > 1000


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("vs-random", "--game", "omaha"), "error: preflop tables are for two-card Hold'em games"),
        (("vs-random", "--seed", "3"), "error: a seed only applies to a Monte Carlo table"),
        (("vs-random", "--workers", "2", "--scheduler", "tcp://127.0.0.1:1"), "error: give either workers"),
        (("vs-random", "--samples", "0"), "error: samples must be a positive whole number"),
        (("matchups", "--hands", "AsKs"), "error: tables are by whole starting-hand classes"),
        (("matchups", "--hands", "AA, KK", "--hero", "QQ"), "error: no starting-hand class 'QQ'"),
    ],
)
def test_bad_input_is_one_line_and_status_2(args: tuple[str, ...], message: str) -> None:
    code, out, err = run("table", *args, "--no-progress")
    assert code == 2 and out == ""
    assert err.startswith(message) and len(err.strip().splitlines()) == 1


def test_workers_on_the_command_line_win_over_pokerrank_scheduler(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("POKERRANK_SCHEDULER", "tcp://127.0.0.1:1")
    code, _, err = run("table", "vs-random", "--workers", "0", "--no-progress")
    assert code == 2 and err.startswith("error: workers must be a whole number of processes, at least 1, got 0")
