"""``pokerrank equity``: tables, JSON, errors, ranges, and Ctrl-C during sampling."""

from __future__ import annotations

import json

import pytest
from _helpers import run_cli as run


def test_table_for_the_check_figure():
    code, out, _ = run("equity", "AsKs", "QdQc")
    assert code == 0
    assert "46.21%" in out and "53.79%" in out and "1,712,304" in out


def test_json_matches_the_library():
    code, out, _ = run(
        "equity", "--game", "o8", "alice=Ah 2h 9c 9d", "bob=Ks Kh Qd Jd", "--board", "3d 4s 5c", "--json"
    )
    assert code == 0
    data = json.loads(out)
    assert data["game"] == "omaha-hi-lo" and data["exact"] is True
    alice, bob = data["players"]
    assert alice["player"] == "alice" and alice["low_equity"] == 0.5 and bob["low_equity"] == 0.0
    assert alice["equity"] + bob["equity"] == pytest.approx(1.0)


def test_monte_carlo_with_a_seed_is_repeatable():
    args = ("equity", "AsKs", "QdQc", "--samples", "20000", "--seed", "9", "--json")
    first, second = run(*args), run(*args)
    assert first == second
    data = json.loads(first[1])
    assert data["seed"] == 9 and data["deals"] == 20000 and data["exact"] is False
    assert data["players"][0]["std_error"] > 0


def test_ranges_on_the_command_line():
    code, out, _ = run("equity", "AsKs", "QQ+, AKs", "--board", "2c 7d 9h", "--json")
    assert code == 0
    data = json.loads(out)
    # 22 combos once the board is out; 15 of them leave As and Ks to the hero
    assert data["matchups"] == 15 and data["players"][1]["combos"] == 22


@pytest.mark.parametrize(
    ("hands", "board"),
    [(["AsKs, QsQh", "Jd Jc"], "2c 7d 9h"), (["As Ks", "Qd Qc"], "2c 7d 9h"), (["As Ks, ", "Qd Qc"], "")],
)
def test_the_command_line_reads_a_comma_list_of_hands_as_the_library_does(hands, board):
    """'AsKs, QsQh' is a range of two hands, to the command line and to the library alike."""
    import pokerrank
    from pokerrank._equity.plan import plan_spot

    code, out, _ = run("equity", *hands, "--board", board, "--json")
    assert code == 0, out
    data = json.loads(out)
    ranged = any(h.range is not None for h in plan_spot("holdem", hands, board, "").holdings)
    assert ("matchups" in data) == ranged
    library = (pokerrank.range_equity if ranged else pokerrank.equity)("holdem", hands, board)
    assert [p["equity"] for p in data["players"]] == pytest.approx([p.equity for p in library.players])


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("AsKs", "AsQd"), ["duplicate card 'As'", "player 1", "player 2"]),
        (("--game", "omaha", "AsKs", "QdQc"), ["player 1", "exactly 4"]),
        (("--game", "holdm", "AsKs", "QdQc"), ["unknown game", "holdem"]),
        (("AsKs", "QdQc", "--board", "2c 2c 3d"), ["duplicate card '2c'"]),
        (("AsKs", "QQ+, AKQ"), ["'AKQ'", "position 6"]),
        # issue 16: these gave tracebacks
        (("AsKs", "QdQc", "--samples", "0"), ["samples", "at least 1", "got 0"]),
        (("AsKs", "QdQc", "--samples", "5", "--seed", "-1"), ["seed", "at least 0", "got -1"]),
        (("AsKs", "QQ+", "--samples", "0"), ["samples", "at least 1"]),
        (("AsKs", "QdQc", "--std-error", "0"), ["std_error", "from 1e-05 to 0.5"]),
        (("random", "random", "random"), ["enumerate up to", "--samples N or --std-error E"]),
        (("--game", "omaha", "AA**", "AKs"), ["player 2", "a hand of 2 cards; this game deals 4"]),
    ],
)
def test_bad_input_is_one_line_and_status_2(args, words):
    code, out, err = run("equity", *args)
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1
    for word in words:
        assert word in err


def test_ctrl_c_during_sampling_prints_the_result_so_far(monkeypatch):
    import pokerrank._equity.engine as module
    import pokerrank._equity.run as run_module

    real = module.run_sampled
    calls = {"n": 0}

    def interrupted_progress(tables, layout, samples, seed, progress, interruptible, *rest, **kw):
        def progress_then_stop(done, total):
            calls["n"] += 1
            if progress is not None:
                progress(done, total)
            if calls["n"] == 2:
                raise KeyboardInterrupt

        return real(tables, layout, samples, seed, progress_then_stop, interruptible, *rest, **kw)

    monkeypatch.setattr(run_module, "BATCH", 10_000)
    monkeypatch.setattr(module, "run_sampled", interrupted_progress)
    code, out, _ = run("equity", "AsKs", "QdQc", "--samples", "1000000", "--seed", "1", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["interrupted"] is True and data["deals"] == 20_000


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (("equity", "a=AsKs", "a=QdQc"), "player 'a' is named twice"),
        (("equity", "AsKs", "QdQc", "--seed", "3"), "--seed only applies to a Monte Carlo run"),
        (("equity", "--game", "stud", "As Ks Qs", "2c 3d 4h"), "--samples N"),
    ],
)
def test_more_bad_command_lines(args: tuple[str, ...], fragment: str) -> None:
    code, out, err = run(*args)
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1 and fragment in err


def test_a_precision_target_on_the_command_line():
    args = ("equity", "AsKs", "QdQc", "--std-error", "0.003", "--seed", "4", "--json")
    first, second = run(*args), run(*args)
    assert first == second and first[0] == 0
    data = json.loads(first[1])
    assert data["exact"] is False and data["seed"] == 4
    assert all(p["std_error"] < 0.003 for p in data["players"])
    assert data["notes"] == [f"sampled until every standard error was below 0.003: {data['deals']:,} deals"]
    code, out, _ = run("equity", "AsKs", "QdQc", "--std-error", "0.003", "--seed", "4")
    assert code == 0 and "sampled until every standard error was below 0.003" in out


def test_patterns_in_omaha_and_stud():
    code, out, _ = run("equity", "--game", "omaha", "AA**", "Ks Kd 7s 7d", "--board", "Kc 7h 2d", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["format"] == "pokerrank.range-equity" and data["exact"] is True
    # two aces or more, once the board is out
    assert data["players"][0]["range"] == "AA**" and data["players"][0]["combos"] == 6 * 990 + 4 * 45 + 1
    code, out, _ = run("equity", "--game", "stud", "** Ah Kd 7c", "Qs Qd 5c *", "--samples", "20000", "--seed", "1")
    assert code == 0 and "** Ah Kd 7c" in out and "Monte Carlo: 20,000 deals, seed 1" in out
