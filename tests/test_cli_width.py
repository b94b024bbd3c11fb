"""Tables stay whole at 80 columns: cells wrap at spaces, no number, name or card is cut."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner
from rich.console import Console
from rich.table import Table
from rich.text import Text

from pokerrank.cli import cli
from pokerrank.cli._render import print_table

BOARD = "Ah Kh 7d 4c 2s"


def run(*args: str, width: int = 80) -> str:
    result = CliRunner().invoke(cli, list(args), env={"COLUMNS": str(width)})
    assert result.exit_code == 0, result.stderr
    return result.stdout


def _whole(out: str, *words: str, width: int = 80) -> None:
    assert "…" not in out
    assert all(len(line) <= width for line in out.splitlines()), out
    flat = " ".join(out.split())
    for word in words:
        assert word in flat, word


BIG = ("--bet", "alexander=99999999999", "--bet", "bartholomew=99999999999", "--bet", "cid=50000000000")
NAMES = ("-p", "alexander=As Ad", "-p", "bartholomew=Ks Kd", "-p", "cid=Qs Qd")


def test_showdown_with_big_numbers_keeps_every_digit() -> None:
    out = run("showdown", "-g", "holdem", "-b", BOARD, *NAMES, *BIG)
    _whole(out, "99,999,999,999", "249,999,999,998", "+149,999,999,999", "-50,000,000,000", "bartholomew")
    assert "150,000,000,000" in out


def test_showdown_of_usual_sizes_is_still_a_table() -> None:
    out = run("showdown", "-g", "holdem", "-b", BOARD, *NAMES, "--bet", "alexander=100", "--bet", "bartholomew=100")
    _whole(out, "alexander", "bartholomew", "three of a kind, aces with king and seven kickers")
    assert "┃" in out  # the table itself, not the narrow layout
    name_lines = [line for line in out.splitlines() if "bartholomew" in line and "│" in line]
    assert name_lines  # the long name on one line of the table


@pytest.mark.parametrize("width", [60, 80, 120])
def test_showdown_split_game_at_several_widths(width: int) -> None:
    out = run("showdown", "-g", "o8", "-b", "Ah Kh Td 9c 2s", "-p", "alexander=As 3s Qd Qc",
              "-p", "bartholomew=8h 6h 5c Kd", "--bet", "alexander=123456789", "--bet", "bartholomew=123456789",
              width=width)  # fmt: skip
    _whole(out, "alexander", "bartholomew", "123,456,789", "246,913,578", width=width)


def test_outs_descriptions_are_not_cut() -> None:
    out = run("outs", "-g", "o8", "ann=As 2s Kd Qc", "bob=Kh Kc 9d 9c", "-b", "Ks 8h 3d", "--next", "2")
    _whole(out)
    column = " ".join(" ".join(line.split("│")[1].split()) for line in out.splitlines() if line.count("│") > 2)
    assert "Qs with any spade but 8s and 3s; Js with any spade but 8s and 3s;" in column
    assert "6s with 5s or 4s; 5s with 4s" in column  # the end of a long description


def test_equity_and_icm_keep_names_and_numbers() -> None:
    out = run("equity", "an_uncommonly_long_player_name=As Ks", "another_rather_long_name=Qd Qc", "-b", "2c 7d 9h")
    _whole(out, "an_uncommonly_long_player_name", "another_rather_long_name")
    out = run("icm", "-s", "bartholomew=123456789012", "-s", "alexander=98765432109", "-s", "cid=5000000000",
              "--payout", "1000000 600000 400000")  # fmt: skip
    _whole(out, "bartholomew", "123,456,789,012", "98,765,432,109", "1,000,000")


def test_print_table_falls_back_to_lines_when_no_layout_fits() -> None:
    table = Table()
    for header in ("who", "a", "b", "c"):
        table.add_column(header)
    table.add_row(Text("ann"), "1" * 30, "2" * 30, "3" * 30)
    console = Console(width=80, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
    print_table(console, table)
    text = console.export_text()
    assert re.search(r"^ann$", text, re.M) and f"a: {'1' * 30}" in text and f"c: {'3' * 30}" in text
    console.file.close()


@pytest.mark.parametrize("chips", ["1000", "123456789"])
@pytest.mark.parametrize("width", [60, 72, 80, 100])
def test_no_column_is_cut_where_rich_alone_would_cut_one(chips: str, width: int) -> None:
    out = run("showdown", "-g", "o8", "-b", "Ah Kh Td 9c 2s", "-p", "alexander=As 3s Qd Qc",
              "-p", "bartholomew=8h 6h 5c Kd", "--bet", f"alexander={chips}", "--bet", f"bartholomew={chips}",
              width=width)  # fmt: skip
    total = f"{2 * int(chips):,}"
    _whole(out, "alexander", "bartholomew", f"+{int(chips):,}", f"-{int(chips):,}", total, width=width)
    assert f"({total})" in out  # the high side's share, whole
