"""Small consistencies: the heat map's scale, the matchup order typed, every board of a run-it-twice
showdown, the extras a fresh machine needs for the tests and the page that lists them."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from pokerrank.cli import cli

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def _matrix(out: str) -> tuple[list[str], list[str]]:
    lines = out.splitlines()
    header = next(line for line in lines if "┃" in line)
    columns = [cell.strip() for cell in header.split("┃")[1:]]
    rows = [line.split("│")[0].strip() for line in lines if "│" in line]
    return columns, rows


FAST = ("--samples", "200", "--seed", "1", "--tasks", "1", "--no-progress")


def test_table_matchups_keeps_the_order_typed() -> None:
    code, out, _ = run("table", "matchups", "--hands", "KK, 72o, AA", *FAST)
    assert code == 0
    assert _matrix(out) == (["KK", "72o", "AA"], ["KK", "72o", "AA"])
    code, out, _ = run("table", "matchups", "--hands", "AKs, QQ+", *FAST)
    assert code == 0 and _matrix(out)[0] == ["AKs", "AA", "KK", "QQ"]  # a range token: best first
    data = json.loads(run("table", "matchups", "--hands", "KK, AA", *FAST, "--json")[1])
    assert data["classes"] == ["AA", "KK"]  # the table file keeps the library's order


def test_the_heat_map_colour_bar_is_in_percent(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("matplotlib")
    from matplotlib.figure import Figure

    from pokerrank.preflop import heatmap, matchups

    bars: list[Any] = []
    original = Figure.colorbar

    def spy(self: Any, *args: Any, **kwargs: Any) -> Any:
        bars.append(original(self, *args, **kwargs))
        return bars[-1]

    monkeypatch.setattr(Figure, "colorbar", spy)
    heatmap(matchups("holdem", "AA, KK"), tmp_path / "h.png")
    assert (tmp_path / "h.png").stat().st_size > 0
    assert bars[0].formatter(0.5) == "50%" and "%" in bars[0].ax.get_ylabel()


RUN_TWICE = {
    "format": "pokerrank.deal", "format_version": 1, "game": "holdem",
    "boards": ["2c 7d 9h Js 3c", "2c 7d 9h 4h 8s"],
    "players": [{"name": "ann", "cards": "As Ad", "bet": 100}, {"name": "bob", "cards": "9s 9d", "bet": 100}],
}  # fmt: skip


def test_a_run_it_twice_header_shows_every_board() -> None:
    code, out, _ = run("showdown", "--file", "-", stdin=json.dumps(RUN_TWICE))
    assert code == 0
    header = out.splitlines()[0]
    assert "board 1 2c 7d 9h Js 3c" in header and "board 2 2c 7d 9h 4h 8s" in header
    code, out, _ = run("showdown", "--file", "-", "--lang", "nl", stdin=json.dumps(RUN_TWICE))
    assert "bord 2 2c 7d 9h 4h 8s" in out.splitlines()[0]


def test_one_board_header_is_as_before() -> None:
    code, out, _ = run("showdown", "-g", "holdem", "-b", "2c 7d 9h Js 3c", "-p", "a=As Ad", "-p", "b=Ks Kd")
    assert code == 0 and out.splitlines()[0].endswith("board 2c 7d 9h Js 3c")


def _extras() -> dict[str, list[str]]:
    with (ROOT / "pyproject.toml").open("rb") as file:
        extras: dict[str, list[str]] = tomllib.load(file)["project"]["optional-dependencies"]
    return extras


def test_the_test_extra_brings_pokerkit_for_the_cross_checks() -> None:
    names = {re.split(r"[<>=\[ ]", requirement)[0] for requirement in _extras()["test"]}
    assert "pokerkit" in names
    uses = [p.name for p in (ROOT / "tests").glob("test_*.py") if 'importorskip("pokerkit")' in p.read_text("utf-8")]
    assert uses  # the tests that would skip without it


def test_getting_started_lists_every_extra() -> None:
    page = (ROOT / "docs" / "getting-started.md").read_text(encoding="utf-8")
    install = page.split("## Install", 1)[1].split("\n## ", 1)[0]
    assert all(f"`{extra}`" in install for extra in _extras()), sorted(_extras())
