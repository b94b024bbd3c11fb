"""``pokerrank results``: money of different kinds is never added, a hand found twice counts once,
and a file with no hand is said as ``audit`` says it (docs/results.md)."""

from __future__ import annotations

import json
from pathlib import Path

from _helpers import run_cli as run

from pokerrank.handhistory import read
from pokerrank.handhistory.examples import HEADS_UP_STEAL
from pokerrank.results import hand_results
from pokerrank.results.summary import summarize

USD = HEADS_UP_STEAL  # (the package's own example hand: a raise heads-up that takes the blinds)

EUR = USD.replace("#1:", "#2:").replace("$", "€").replace("USD", "EUR")

_TOURNAMENT_GAME = "Tournament #77, $1+$0.10 USD Hold'em No Limit - Level I (10/20)"
TOURNAMENT = f"""PokerStars Hand #3: {_TOURNAMENT_GAME} - 2020/01/01 0:00:00 ET
Table '77 1' 2-max Seat #1 is the button
Seat 1: ann (1500 in chips)
Seat 2: bob (1500 in chips)
ann: posts small blind 10
bob: posts big blind 20
*** HOLE CARDS ***
ann: raises 40 to 60
bob: folds
Uncalled bet (40) returned to ann
ann collected 40 from pot
*** SUMMARY ***
Total pot 40 | Rake 0
"""

PLAY = TOURNAMENT.replace(f"#3: {_TOURNAMENT_GAME}", "#4:  Hold'em No Limit (10/20)")


def _files(tmp_path: Path) -> list[str]:
    paths = []
    for name, text in (("usd.txt", USD), ("eur.txt", EUR), ("tour.txt", TOURNAMENT)):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        paths.append(str(path))
    return paths


def test_each_money_has_its_own_row_and_nothing_adds_euros_dollars_and_chips() -> None:
    rows = summarize(hand_results(read(USD + "\n\n" + EUR + "\n\n" + TOURNAMENT)), player="ann")
    assert [(r.money, str(r.net), r.hands) for r in rows] == [
        ("EUR", "0.02", 1),
        ("USD", "0.02", 1),
        ("tournament chips", "20", 1),
    ]
    by_site = summarize(hand_results(read(USD + "\n\n" + EUR + "\n\n" + TOURNAMENT)), by="site", player="ann")
    assert [(r.slice, r.money, str(r.net)) for r in by_site] == [
        ("PokerStars", "EUR", "0.02"),
        ("PokerStars", "USD", "0.02"),
        ("PokerStars", "tournament chips", "20"),
    ]


def test_a_cash_game_without_a_currency_is_play_chips() -> None:
    rows = summarize(hand_results(read(PLAY + "\n\n" + USD)), player="bob")
    assert {(r.money, str(r.net)) for r in rows} == {("play chips", "-20"), ("USD", "-0.02")}


def test_results_json_and_text_name_each_money(tmp_path: Path) -> None:
    code, out, _ = run("results", *_files(tmp_path), "--player", "ann", "--json")
    assert code == 0
    rows = json.loads(out)["players"]
    assert [(r["money"], r["net"]) for r in rows] == [("EUR", "0.02"), ("USD", "0.02"), ("tournament chips", "20")]
    code, out, _ = run("results", *_files(tmp_path), "--player", "ann", "--by", "site", columns=200)
    assert code == 0
    for money in ("(EUR)", "(USD)", "(tournament chips)"):
        assert money in out
    assert "20.04" not in out and "0.04" not in out  # nothing added across kinds of money


def test_the_store_road_gives_the_same_rows(tmp_path: Path) -> None:
    db = str(tmp_path / "hands.duckdb")
    code, _, err = run("import", *_files(tmp_path), "--db", db)
    assert code == 0, err
    code, stored, _ = run("results", "--db", db, "--json")
    assert code == 0
    code, read_out, _ = run("results", *_files(tmp_path), "--json")
    assert code == 0
    assert json.loads(stored)["players"] == json.loads(read_out)["players"]


def test_a_hand_in_two_files_counts_once_on_both_roads(tmp_path: Path) -> None:
    first = tmp_path / "a.txt"
    again = tmp_path / "b.txt"
    first.write_text(USD, encoding="utf-8")
    again.write_text(EUR + "\n\n" + USD, encoding="utf-8")  # USD's hand again, after another
    code, out, _ = run("results", str(first), str(again), "--json", "--player", "ann")
    assert code == 0
    data = json.loads(out)
    assert (data["hands"], data["duplicates"]) == (2, 1)
    assert [(r["money"], r["net"], r["hands"]) for r in data["players"]] == [("EUR", "0.02", 1), ("USD", "0.02", 1)]
    db = str(tmp_path / "hands.duckdb")
    assert run("import", str(first), str(again), "--db", db)[0] == 0
    code, stored, _ = run("results", "--db", db, "--json", "--player", "ann")
    assert code == 0
    assert json.loads(stored)["players"] == data["players"]
    code, text, _ = run("results", str(first), str(again), columns=200)
    assert code == 0
    assert "counted once, as the store does: 1" in text


SUMMARY = """Winamax Poker - Tournament summary : Freeroll(42)
Player : ann
Buy-In : 0€ + 0€
Registered players : 2
You finished in 1st place
"""


def test_a_file_with_no_hand_is_the_error_as_audit_says_it(tmp_path: Path) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_text("", encoding="utf-8")
    junk = tmp_path / "notes.txt"
    junk.write_text("hello\nnot a hand\n", encoding="utf-8")
    summary = tmp_path / "summary.txt"
    summary.write_text(SUMMARY, encoding="utf-8")
    for path, why in ((empty, "the file is empty"), (junk, "not a hand history"), (summary, "tournament summary")):
        code, out, err = run("results", str(path))
        assert code == 2, out
        assert why in err
        assert run("audit", str(path))[0] == 2


def test_in_a_folder_a_file_with_no_hand_is_named_not_counted(tmp_path: Path) -> None:
    (tmp_path / "empty.txt").write_text("", encoding="utf-8")
    (tmp_path / "summary.txt").write_text(SUMMARY, encoding="utf-8")
    (tmp_path / "hands.txt").write_text(USD, encoding="utf-8")
    code, out, _ = run("results", str(tmp_path), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["hands"] == 1
    assert data["counts"] == {"holdem": {"not all-in": 1}}
    assert [(f["file"].rsplit("/", 1)[-1], f["why"].split(":")[0]) for f in data["files_without_hands"]] == [
        ("empty.txt", "the file is empty"),
        ("summary.txt", "this is a Winamax tournament summary (buy-in, places, prizes), not a hand history"),
    ]
    db = str(tmp_path / "hands.duckdb")
    assert run("import", str(tmp_path), "--db", db)[0] == 0
    code, stored, _ = run("results", "--db", db, "--json")
    assert code == 0
    kept = json.loads(stored)
    for name in ("hands", "counts", "players", "files_without_hands"):
        assert kept[name] == data[name], name
    code, text, _ = run("results", str(tmp_path), columns=300)
    assert code == 0
    assert "files with no hand" in text and "tournament summary" in text
    Path(db).unlink()
    (tmp_path / "hands.txt").unlink()
    code, _, err = run("results", str(tmp_path))
    assert code == 2
    assert "no hand could be read in 2 files" in err


def test_a_store_road_that_keeps_no_hand_is_the_error_as_audit_says_it(tmp_path: Path) -> None:
    (tmp_path / "hands.txt").write_text(USD, encoding="utf-8")
    db = str(tmp_path / "hands.duckdb")
    assert run("import", str(tmp_path / "hands.txt"), "--db", db)[0] == 0
    assert run("results", "--db", db)[0] == 0
    for command in ("results", "audit"):
        code, _, err = run(command, "--db", db, "--site", "Winamax")
        assert code == 2
        assert "no stored hand is kept by these filters" in err
