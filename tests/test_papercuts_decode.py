"""Paper cuts: a setting, a store filter, a sample size and an error message, each refused or
said with a typed error that names the culprit."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from handtexts import HEADS_UP

from pokerrank.cli import cli
from pokerrank.errors import HandHistoryError, ICMError, PokerRankError, UnknownGameError
from pokerrank.handhistory import read


@pytest.mark.parametrize("value", ["abc", "0", "-1", "1.5", "²"])
def test_pokerrank_threads_that_is_no_count_is_refused_naming_it(value: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # was: ignored, the processors' count used without a word
    from pokerrank import _compile

    monkeypatch.setenv("POKERRANK_THREADS", value)
    monkeypatch.setattr(_compile, "_threads", [])
    with pytest.raises(PokerRankError, match=f"POKERRANK_THREADS must be a whole number .* got {value!r}") as caught:
        _compile.thread_count()
    assert isinstance(caught.value, ValueError)
    monkeypatch.setenv("POKERRANK_THREADS", " 3 ")
    assert _compile.thread_count() == 3
    monkeypatch.setenv("POKERRANK_THREADS", "")  # (blank: unset)
    assert _compile.thread_count() >= 1


def _store(tmp_path: Path) -> Path:
    pytest.importorskip("duckdb")
    pytest.importorskip("pyarrow")
    from pokerrank import store

    folder = tmp_path / "hands"
    folder.mkdir()
    (folder / "a.txt").write_text("\n\n".join(HEADS_UP.format(id=n, winner="ann") for n in (1, 2)))
    db = tmp_path / "hands.duckdb"
    store.import_hands([folder], db)
    return db


def test_report_of_a_game_not_in_the_store_or_no_game_says_so(tmp_path: Path) -> None:
    # was: exit 0 and a report of 0 hands for either
    db = _store(tmp_path)
    runner = CliRunner()
    result = runner.invoke(cli, ["report", "--db", str(db), "--out", str(tmp_path / "r1"), "--game", "razz"])
    assert result.exit_code != 0
    assert "holds no hand of 'razz' (--game 'razz'); its games are holdem" in result.output
    result = runner.invoke(cli, ["report", "--db", str(db), "--out", str(tmp_path / "r2"), "--game", "holdme"])
    assert result.exit_code != 0
    assert "unknown game 'holdme'; did you mean holdem" in result.output
    assert not (tmp_path / "r1").exists() and not (tmp_path / "r2").exists()
    result = runner.invoke(cli, ["report", "--db", str(db), "--out", str(tmp_path / "r3"), "--game", "NLHE"])
    assert result.exit_code == 0, result.output  # (an alias of a game the store holds)
    assert "2 hands" in (tmp_path / "r3" / "index.html").read_text(encoding="utf-8")
    from pokerrank import store

    assert len(list(store.stored_hands(db, game="NLHE"))) == 2  # (the filter of audit and results too)
    with pytest.raises(UnknownGameError, match="did you mean holdem"):
        list(store.stored_hands(db, game="holdme"))


def test_icm_refuses_samples_that_would_take_longer_than_max_seconds() -> None:
    # was: --samples 10000000000000 ran for hours (days for a big field), with no word
    runner = CliRunner()
    args = ["icm", "-s", "5000", "-s", "3000", "-s", "2000", "--payout", "50 30 20"]
    result = runner.invoke(cli, [*args, "--samples", "10000000000000"])
    assert result.exit_code != 0
    assert "--samples 10,000,000,000,000" in result.output and "would take about" in result.output
    assert "more than --max-seconds 60" in result.output and "or --max-seconds 0 to wait" in result.output
    fit = result.output.split("give --samples ")[1].split(" or fewer")[0]
    result = runner.invoke(cli, [*args, "--samples", "2000", "--seed", "1", "--json"])
    assert result.exit_code == 0, result.output
    assert int(fit.replace(",", "")) > 10**7  # (a minute of sampling: tens of millions of orders)
    from pokerrank.cli.icm import _refuse_if_slow

    for samples in (10**10, 10**13, 123_456_789_012):  # the count proposed passes the guard itself
        for players, runs in ((3, 1), (9, 5), (100, 1)):
            with pytest.raises(ICMError, match="or fewer") as refused:
                _refuse_if_slow(samples, players, runs, 60.0)
            proposed = int(str(refused.value).split("give --samples ")[1].split(" or fewer")[0].replace(",", ""))
            _refuse_if_slow(proposed, players, runs, 60.0)  # (no error)
    result = runner.invoke(cli, [*args, "--samples", "1000", "--max-seconds", "nan"])
    assert result.exit_code != 0 and "--max-seconds must be a number of seconds" in result.output
    result = runner.invoke(cli, [*args, "--samples", "10000000000000", "--max-seconds", "-1"])
    assert result.exit_code != 0 and "--max-seconds" in result.output


def test_a_text_of_no_room_is_refused_in_a_line_naming_it_and_a_few_rooms() -> None:
    # was: ~1,400 characters listing every room's first line
    (record,) = read("hello world\nnothing here\n")
    assert isinstance(record.error, HandHistoryError)
    message = str(record.error)
    assert "the first line is 'hello world'" in message
    assert "PokerStars Hand #..." in message and "docs/rooms.md" in message
    assert len(message) < 400
