"""``pokerrank icm`` and ``pokerrank outs``: tables, JSON equal to the library's, one-line errors."""

from __future__ import annotations

import json

import pytest
from _helpers import run_cli as run

import pokerrank


def without_format(data: dict) -> dict:
    assert list(data)[:2] == ["format", "format_version"]
    return {k: v for k, v in data.items() if k not in ("format", "format_version")}


# -- icm ----------------------------------------------------------------------------------------


def test_icm_table_of_the_textbook_example() -> None:
    code, out, _ = run("icm", "-s", "A=10000", "-s", "B=6000", "-s", "C=4000", "--payout", "50", "--payout", "30",
                       "--payout", "20")  # fmt: skip
    assert code == 0
    assert "38.39" in out and "32.75" in out and "28.86" in out and "exact" in out


def test_icm_json_is_the_librarys() -> None:
    code, out, _ = run(
        "icm", "-s", "ann=5000", "-s", "bob=3000", "-s", "1500", "-s", "500", "--payout", "500 300 200", "--json"
    )
    assert code == 0
    data = json.loads(out)
    assert data["format"] == "pokerrank.icm" and data["call"] is None
    expected = pokerrank.icm({"ann": 5000, "bob": 3000, "player 3": 1500, "player 4": 500}, [500, 300, 200])
    assert without_format(data) == {**expected.to_dict(), "call": None}


def test_icm_sampled_with_a_seed_is_repeatable() -> None:
    args = ("icm", "-s", "5", "-s", "3", "-s", "2", "--payout", "3,2,1", "--samples", "5000", "--seed", "9", "--json")
    first, second = run(*args), run(*args)
    assert first == second and first[0] == 0
    data = json.loads(first[1])
    assert data["exact"] is False and data["seed"] == 9 and data["samples"] == 5000
    assert data["payouts"] == [3.0, 2.0, 1.0]


def test_icm_call_or_fold() -> None:
    args = ("icm", "-s", "hero=3000", "-s", "villain=5000", "-s", "c=1500", "-s", "d=500", "--payout", "50 30 20",
            "--hero", "hero", "--villain", "villain", "--equity", "55%", "--pot", "150")  # fmt: skip
    code, out, _ = run(*args)
    assert code == 0 and "ICM says fold" in out and "48.8%" in out and "76.5%" in out
    code, out, _ = run(*args, "--json")
    call = json.loads(out)["call"]
    expected = pokerrank.icm_call(
        {"hero": 3000, "villain": 5000, "c": 1500, "d": 500}, [50, 30, 20], "hero", "villain", 0.55, pot=150
    )
    assert call == expected.to_dict()


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("-s", "ann=abc", "--payout", "1"), ["'abc'", "not a number"]),
        (("-s", "ann=-5", "-s", "bob=5", "--payout", "1"), ["'ann'", "-5"]),
        (("-s", "ann=0", "-s", "bob=5", "--payout", "1"), ["'ann'", "positive"]),
        (("-s", "ann=nan", "-s", "bob=5", "--payout", "1"), ["nan", "not a number"]),
        (("-s", "ann=5", "-s", "ann=6", "--payout", "1"), ["'ann'", "two stacks"]),
        (("-s", "=5", "--payout", "1"), ["NAME=CHIPS"]),
        (("-s", "5", "-s", "6", "--payout", "50 x"), ["payout", "'x'"]),
        (("-s", "5", "-s", "6", "--payout", "20", "--payout", "30"), ["place 2", "more than"]),
        (("-s", "5", "-s", "6", "--payout", "2,000 1,000"), ["'2,000 1,000'", "1000"]),
        (("-s", "5", "-s", "6", "--payout", "1", "--seed", "3"), ["--samples"]),
        (("-s", "5", "-s", "6", "--payout", "1", "--hero", "player 1"), ["--hero, --villain and --equity"]),
        (("-s", "5", "-s", "6", "--payout", "1", "--hero", "x", "--villain", "player 2", "--equity", "0.5"), ["'x'"]),
        (("-s", "5", "-s", "6", "--payout", "1", "--hero", "player 1", "--villain", "player 2", "--equity", "150%"),
         ["from 0 to 1"]),
        ((*(a for i in range(1, 16) for a in ("-s", str(i))), "--payout", " ".join(map(str, range(15, 0, -1)))),
         ["samples=N"]),
        (("-s", "5",), ["Missing option '--payout'"]),
    ],
)  # fmt: skip
def test_icm_bad_input_is_one_line(args: tuple[str, ...], words: list[str]) -> None:
    code, out, err = run("icm", *args)
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1
    for word in words:
        assert word in err


# -- outs ----------------------------------------------------------------------------------------


def test_outs_table() -> None:
    code, out, _ = run("outs", "hero=Ah Kh", "villain=9s 9d", "--board", "2h 7h 9c")
    assert code == 0
    assert "any heart but 9h" in out and "hero: 8 outs to win (17.8%)" in out
    assert "now villain wins with three of a kind" in out


def test_outs_json_is_the_librarys() -> None:
    args = ("outs", "-g", "o8", "a=As 2s Kd Qc", "b=Kh Kc 9d 9c", "-b", "Ks 8h 3d", "--cards", "2", "--json")
    code, out, _ = run(*args)
    assert code == 0
    data = json.loads(out)
    assert data["format"] == "pokerrank.outs"
    expected = pokerrank.outs("o8", {"a": "As 2s Kd Qc", "b": "Kh Kc 9d 9c"}, "Ks 8h 3d", cards=2)
    assert without_format(data) == expected.to_dict()


def test_outs_in_stud_and_in_german() -> None:
    args = ("outs", "-g", "stud", "ann=Ah Kh 7h 2h 9c", "bob=Qs Qd 5c 5d 8s", "--player", "ann", "--lang", "de")
    code, out, _ = run(*args)
    assert code == 0 and "jedes Herz" in out and "Ass-hoher Flush" in out and "Damen und Fünfen" in out
    assert "any heart" not in out


def test_outs_when_nothing_changes() -> None:
    code, out, _ = run("outs", "As Ad", "7c 2d", "--board", "Ah Ac Kd Ks")
    assert code == 0 and "no next card changes who wins" in out


def test_user_text_is_printed_as_written() -> None:
    code, out, _ = run("outs", "x[/]=Ah Kh", "[afk]bob=9s 9d", "--board", "2h 7h 9c")
    assert code == 0 and "x[/]: 8 outs" in out and "[afk]bob wins" in out
    code, out, _ = run("icm", "-s", "x[/]=5", "-s", "[afk]bob=3", "--payout", "1")
    assert code == 0 and "x[/]" in out and "[afk]bob" in out


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("Ah Kh", "9s 9d", "--board", "2h 7h"), ["from the flop on"]),
        (("Ah Kh", "9s 9d", "--board", "2h 7h 9c", "--cards", "3"), ["got 3"]),
        (("Ah Kh", "Ah 9d", "--board", "2h 7h 9c"), ["duplicate card 'Ah'"]),
        (("a=Ah Kh", "a=9s 9d", "--board", "2h 7h 9c"), ["'a' is named twice"]),
        (("-g", "holdm", "Ah Kh", "9s 9d", "--board", "2h 7h 9c"), ["unknown game", "holdem"]),
        (("-g", "badugi", "Ah 2c 3d 4s", "5h 6c 7d 8s"), ["draw"]),
        (("Ah Kh", "9s 9d", "--board", "2h 7h 9c", "--lang", "xx"), ["unknown language 'xx'"]),
        (("-g", "stud", "a=Ah Kh 7h 2h 9c", "b=Qs Qd 5c 5d 8s", "--player", "c"), ["'c'"]),
    ],
)
def test_outs_bad_input_is_one_line(args: tuple[str, ...], words: list[str]) -> None:
    code, out, err = run("outs", *args)
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1
    for word in words:
        assert word in err


@pytest.mark.parametrize(
    ("args", "said", "unsaid"),
    [
        (("--payout", "10 -5"), "the payout for place 2 is -5;", "Fraction"),
        (("--payout", "10 5", "--hero", "A", "--villain", "B", "--equity", "1", "--pot", "-4"), "is -4;", "Fraction"),
        (("--payout", "5 10"), "place 2 (10) is more than for place 1 (5)", "Fraction"),
        (("--payout", "10 5", "--pot", "7"), "--pot is the chips in the middle of an all-in decision", "ICM "),
    ],
)
def test_icm_errors_quote_the_numbers_given(args: tuple[str, ...], said: str, unsaid: str) -> None:
    """A payout or pot is quoted as written (``-5``), not as Python's ``Fraction(-5, 1)``; a
    ``--pot`` without the all-in it belongs to is refused, not ignored (it printed the table)."""
    code, out, err = run("icm", "-s", "A=100", "-s", "B=50", *args)
    assert code != 0 and said in err and unsaid not in err + out and "Traceback" not in err


def test_icm_too_big_to_be_exact_names_the_command_line_option() -> None:
    code, _, err = run("icm", *[f"-s{i + 1}" for i in range(21)], "--payout", "10 5 4 3 2 1 1 1 1 1 1 1 1 1")
    assert code != 0 and "(on the command line: --samples N)" in err


def test_icm_a_stack_of_hundreds_of_digits_is_not_written_out() -> None:
    code, _, err = run("icm", "-s", "1e400", "-s", "5", "--payout", "10 5")
    assert code != 0 and "<a number of about 401 digits>" in err and "0" * 50 not in err
