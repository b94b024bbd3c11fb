"""The ``pokerrank`` command: rank, compare, stats, rankings, and one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from _helpers import run_cli as run


def test_rank_separate_words_and_one_string() -> None:
    code, out, _ = run("rank", "As", "Ks", "Qs", "Js", "Ts")
    assert code == 0 and out.splitlines()[0] == "royal flush"
    code, out, _ = run("rank", "7c 7d 7h 2s 2d Ah Kh")
    assert code == 0 and "full house, sevens full of deuces" in out and "7h 7d 7c 2s 2d" in out


def test_rank_json() -> None:
    code, out, _ = run("rank", "7c 7d 7h 2s 2d Ah Kh", "--json")
    data = json.loads(out)
    assert code == 0
    assert data["name"] == "full house, sevens full of deuces"
    assert data["plays"] == "7h 7d 7c 2s 2d" and data["category"] == "FULL_HOUSE" and data["ranking"] == "high"


def test_compare_says_who_and_why() -> None:
    code, out, _ = run("compare", "As Ad Kc Qd 2h", "Ks Kd Kh 3c 4c")
    assert code == 0 and "B wins: three of a kind beats one pair." in out
    code, out, _ = run("compare", "Jc Jd 4h 4s Ac", "Jh Js 4c 4d Kc", "--json")
    data = json.loads(out)
    assert data["winner"] == "a" and data["rule"] == "rank" and "kicker" in data["reason"]
    code, out, _ = run("compare", "As Ks Qs Js 9s", "Ah Kh Qh Jh 9h")
    assert code == 0 and out.splitlines()[-1].startswith("Tie:") and "suits never decide" in out


def test_stats_text_and_json() -> None:
    code, out, _ = run("stats", "--ranking", "high", "--cards", "5", "--no-progress")
    assert code == 0 and "1,302,540" in out and "distinct strengths: 7,462" in out
    code, out, _ = run("stats", "--cards", "7", "--json")
    data = json.loads(out)
    assert data["total"] == 133784560 and data["distinct"] == 4824
    assert data["counts"]["STRAIGHT_FLUSH"] == 41584


def test_rankings_list() -> None:
    code, out, _ = run("rankings", "--json")
    assert code == 0 and "high" in [row["name"] for row in json.loads(out)["rankings"]]


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (("rank", "As", "Xs", "Qs", "Js", "Ts"), "unknown rank 'X'"),
        (("rank", "As Ks"), "takes 5 to 9 cards, got 2"),
        (("rank", "As As Qs Js Ts"), "duplicate card 'As'"),
        (("compare", "As Ks Qs Js Ts", "2c 3c"), "got 2"),
        (("stats", "--ranking", "nope"), "unknown ranking 'nope'"),
        (("stats", "--cards", "3"), "got 3"),
        (("rank", "--ranking", "foo", "As Ks Qs Js Ts"), "unknown ranking 'foo'"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(args: tuple[str, ...], fragment: str) -> None:
    code, out, err = run(*args)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("error: ") and fragment in err


@pytest.mark.slow
def test_console_script_runs_as_a_module() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "pokerrank", "rank", "As Ks Qs Js Ts"], capture_output=True, text=True, check=False
    )
    assert proc.returncode == 0 and proc.stdout.startswith("royal flush")
    proc = subprocess.run(
        [sys.executable, "-m", "pokerrank", "rank", "Zz"], capture_output=True, text=True, check=False
    )
    assert proc.returncode == 2 and "Traceback" not in proc.stderr and proc.stderr.startswith("error: ")


def test_compare_eight_or_better_without_a_qualifying_low() -> None:
    code, out, _ = run("compare", "-r", "8ob", "As 2d 3c 4h 8s", "Kd Kc Qh Jd Td")
    assert code == 0
    assert out.splitlines()[1] == "B: Kd Kc Qh Jd Td  no qualifying low"
    assert out.splitlines()[-1].startswith("A wins")
    code, out, _ = run("compare", "-r", "8ob", "As 2d 3c 4h 9s", "Kd Kc Qh Jd Td", "--json")
    data = json.loads(out)
    assert data["a"] is None and data["b"] is None and data["winner"] == "tie"
