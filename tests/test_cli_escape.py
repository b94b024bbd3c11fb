"""Text the user gives (player names above all) is printed as written: rich must never read
it as markup. A player named ``x[/]`` crashed ``showdown`` and ``equity`` with a traceback,
and ``[afk]bob`` was shown as ``bob``."""

from __future__ import annotations

import json

import pytest
from _helpers import run_cli

# markup-like names: a closing tag, a style tag, a tag that is not a style, a trailing
# backslash (which would escape the markup that follows it), and rich's own escape
NAMES = ["x[/]", "[afk]bob", "[bold]carol[/bold]", "dee\\", "\\[ed]", "[on red]f"]


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    return run_cli(*args, stdin=stdin, columns=250)  # no table wraps a name across two lines


@pytest.mark.parametrize("name", NAMES)
def test_showdown_prints_a_name_as_written(name: str) -> None:
    code, out, err = run(
        "showdown", "--game", "holdem", "--board", "Ah Kh 7d 4c 2s", "-p", f"{name}=Ad Ac", "-p", "zed=Kd Kc",
        "--bet", f"{name}=50", "--bet", "zed=80", "--button", name,
    )  # fmt: skip
    assert code == 0, err
    assert err == ""
    # the players table, the button, the pots table, the reason, the returned chips and the totals
    assert out.count(name) >= 6, out
    assert f"button {name}" in out
    assert "returned uncalled: zed 30" in out
    assert f"totals: {name} 100, zed 30" in out


@pytest.mark.parametrize("name", NAMES)
def test_showdown_from_a_file_prints_a_name_as_written(name: str) -> None:
    deal = {"game": "holdem", "board": "Ah Kh 7d 4c 2s", "players": [
        {"name": name, "cards": "Ad Ac", "bet": 10}, {"name": "zed", "cards": "Kd Kc", "bet": 10}]}  # fmt: skip
    code, out, err = run("showdown", "--file", "-", stdin=json.dumps(deal))
    assert code == 0, err
    assert f"totals: {name} 20, zed 0" in out


@pytest.mark.parametrize("name", NAMES)
def test_equity_prints_a_name_as_written(name: str) -> None:
    code, out, err = run("equity", f"{name}=As Ks", "zed=Qd Qc", "--board", "2c 7d 9h Th")
    assert code == 0, err
    row = next(line for line in out.splitlines() if "As Ks" in line)
    assert row.startswith(f"{name} ")


def test_equity_with_a_range_prints_a_name_as_written() -> None:
    code, out, err = run("equity", "x[/]=AsKs", "[afk]bob=QQ+", "--board", "2c 7d 9h Th")
    assert code == 0, err
    assert "x[/]" in out and "[afk]bob" in out


def test_a_name_with_markup_in_a_hi_lo_showdown_with_two_pots() -> None:
    code, out, err = run(
        "showdown", "--game", "o8", "--board", "Ah Kh 7d 4c 2s", "-p", "[afk]al=As 3s Qd Qc",
        "-p", "b[/]=8h 6h 5c Kd", "-p", "[red]c=Jc Js 9d 9s", "--bet", "[afk]al=100", "--bet", "b[/]=60",
        "--bet", "[red]c=100", "--fold", "[red]c",
    )  # fmt: skip
    assert code == 0, err
    assert "[afk]al" in out and "b[/]" in out and "[red]c" in out
