"""The command line's messages say what to do, in words, on one line."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from pokerrank.cli import cli
from pokerrank.errors import HandSizeError
from pokerrank.stats import available_sizes, enumerate_stats


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def test_a_missing_choice_option_lists_the_choices_plainly(tmp_path: object) -> None:
    code, _, err = run("convert", "nowhere.txt")
    assert code == 2 and err.count("\n") == 1
    assert "Choose from: deal, phh" in err and "\\n" not in err and "\\t" not in err


def test_icm_equity_out_of_range_says_it_in_the_users_words() -> None:
    code, _, err = run("icm", "-s", "5", "-s", "3", "--payout", "10", "--hero", "player 1", "--villain", "player 2",
                       "--equity", "140%")  # fmt: skip
    assert code == 2 and "'140%'" in err and "0% to 100%" in err and "Fraction" not in err


def test_rank_suggests_the_name_that_begins_with_what_was_typed_first() -> None:
    code, _, err = run("rank", "--ranking", "deuce", "As Ks Qs Js Ts")
    assert code == 2 and "deuce-to-seven" in err
    assert err.index("deuce-to-seven") < err.index("high-deuces-wild")
    code, _, err = run("showdown", "-g", "stu", "-p", "a=As Ad")
    assert code == 2 and "did you mean stud" in err


def test_akx_is_any_ak() -> None:
    shorthand = json.loads(run("equity", "QdQc", "AKx", "-b", "2c 7d 9h", "--json")[1])
    spelled = json.loads(run("equity", "QdQc", "AK", "-b", "2c 7d 9h", "--json")[1])
    assert shorthand["players"][0]["equity"] == spelled["players"][0]["equity"]
    assert shorthand["players"][1]["combos"] == 16
    code, _, err = run("equity", "AsKs", "QQx")
    assert code == 2 and "without x" in err


def test_stats_names_the_sizes_that_work() -> None:
    code, _, err = run("stats", "--hand-size", "8", "--no-progress")
    assert code == 2 and "the sizes that work: 5, 6, 7" in err and err.count("\n") == 1
    assert available_sizes("badugi") == (4,)
    with pytest.raises(HandSizeError, match="the sizes that work: 5, 6, 7"):
        enumerate_stats("deuce-to-seven", 8)


def test_equity_help_keeps_description_and_examples_apart() -> None:
    out = run("equity", "--help")[1]
    lines = out.splitlines()
    examples = [line.strip() for line in lines if line.strip().startswith("pokerrank equity ")]
    assert len(examples) == 5 and "pokerrank equity AsKs QdQc" in examples
    ranges = next(i for i, line in enumerate(lines) if "range or pattern" in line)
    first = next(i for i, line in enumerate(lines) if line.strip().startswith("pokerrank equity "))
    assert ranges < first and lines[first - 1].strip() == ""  # the description, a blank line, the examples
