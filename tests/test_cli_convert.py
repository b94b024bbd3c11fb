"""``pokerrank convert`` of folders and of several hands, into ``showdown --file``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from handtexts import HEADS_UP

from pokerrank.cli import cli

GOOD = HEADS_UP.format(id=21, winner="ann")
OTHER = HEADS_UP.format(id=22, winner="bob")


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "sub").mkdir()
    (tmp_path / "a.txt").write_text(GOOD, encoding="utf-8")
    (tmp_path / "sub" / "b.txt").write_text(OTHER, encoding="utf-8")
    (tmp_path / "notes.md").write_text("not searched", encoding="utf-8")
    return tmp_path


def test_convert_takes_a_folder_as_audit_does(folder: Path) -> None:
    code, out, _ = run("convert", str(folder), "--to", "deal")
    deals = json.loads(out)
    assert code == 0 and isinstance(deals, list) and len(deals) == 2
    assert all(deal["format"] == "pokerrank.deal" for deal in deals)
    code, out, _ = run("convert", str(folder), "--to", "phh")
    assert code == 0 and "[21]" in out and "[22]" in out


def test_convert_picks_one_hand_of_a_folder(folder: Path) -> None:
    code, out, _ = run("convert", str(folder), "--to", "deal", "--hand", "22")
    deal = json.loads(out)
    assert code == 0 and isinstance(deal, dict)
    code, out, _ = run("showdown", "--file", "-", "--json", stdin=out)
    assert code == 0 and json.loads(out)["totals"] == {"ann": 380, "bob": 0}  # the cards decide, not the room
    code, _, err = run("convert", str(folder), "--to", "deal", "--hand", "99")
    assert code == 2 and "no hand '99'" in err and err.count("\n") == 1


def test_showdown_file_with_a_list_says_to_pick_a_hand(folder: Path) -> None:
    deals = run("convert", str(folder), "--to", "deal")[1]
    code, out, err = run("showdown", "--file", "-", stdin=deals)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "a list of 2 deals" in err and "--hand ID" in err
    assert "[{" not in err and "'board'" not in err  # no Python repr


def test_showdown_file_with_a_list_of_one_deal_decides_it(folder: Path) -> None:
    deal = run("convert", str(folder / "a.txt"), "--to", "deal")[1]
    one = f"[{deal}]"
    assert json.loads(run("showdown", "--file", "-", "--json", stdin=one)[1])["totals"] == {"ann": 380, "bob": 0}


@pytest.mark.parametrize("given", ["", "\n  \n"])
def test_showdown_file_from_empty_standard_input(given: str) -> None:
    code, _, err = run("showdown", "--file", "-", stdin=given)
    assert code == 2 and err.count("\n") == 1
    assert "standard input is empty" in err and "Expecting value" not in err


def test_showdown_file_that_is_empty(tmp_path: Path) -> None:
    (tmp_path / "deal.json").write_text("")
    code, _, err = run("showdown", "--file", str(tmp_path / "deal.json"))
    assert code == 2 and "deal.json' is empty" in err


def test_convert_lang_goes_into_the_deal(folder: Path) -> None:
    code, out, _ = run("convert", str(folder / "a.txt"), "--to", "deal", "--lang", "nl")
    assert code == 0 and json.loads(out)["lang"] == "nl"
    assert "lang" not in json.loads(run("convert", str(folder / "a.txt"), "--to", "deal")[1])
    code, shown, _ = run("showdown", "--file", "-", stdin=out)
    assert code == 0 and "hoofdpot" in shown  # the main pot, in Dutch
    code, _, err = run("convert", str(folder / "a.txt"), "--to", "phh", "--lang", "nl")
    assert code == 2 and "--lang applies to --to deal" in err


def test_convert_of_a_missing_path(tmp_path: Path) -> None:
    code, _, err = run("convert", str(tmp_path / "none"), "--to", "deal")
    assert code == 2 and "no such file or folder" in err
    (tmp_path / "empty").mkdir()
    code, _, err = run("convert", str(tmp_path / "empty"), "--to", "deal")
    assert code == 2 and "no hand-history files" in err


@pytest.mark.parametrize("suffix", [".phhs", ".phh"])
def test_phh_of_one_hand_reads_back_under_the_name_the_docs_suggest(tmp_path: Path, suffix: str) -> None:
    from pokerrank.handhistory import audit_hand, read

    (tmp_path / "a.txt").write_text(GOOD, encoding="utf-8")
    code, out, err = run("convert", str(tmp_path / "a.txt"), "--to", "phh")
    assert code == 0, err
    saved = tmp_path / f"session{suffix}"
    saved.write_text(out, encoding="utf-8")
    hands = list(read(saved))
    assert [(h.hand_id, h.error) for h in hands] == [("21", None)]
    assert audit_hand(hands[0]).outcome.value == "match"


def test_phh_of_two_hands_of_one_number_keeps_both(tmp_path: Path) -> None:
    from pokerrank.handhistory import read

    (tmp_path / "a.txt").write_text(GOOD, encoding="utf-8")
    (tmp_path / "b.txt").write_text(GOOD.replace("ann collected", "bob collected"), encoding="utf-8")
    code, out, err = run("convert", str(tmp_path), "--to", "phh")
    assert code == 0, err
    saved = tmp_path / "all.phhs"
    saved.write_text(out, encoding="utf-8")
    hands = list(read(saved))
    assert [h.hand_id for h in hands] == ["21", "21"] and all(h.error is None for h in hands)


BROKEN = HEADS_UP.format(id=23, winner="ann").replace("Seat 2: bob ($100 in chips)\n", "")
"""A hand the reader cannot read (bob posts without a seat): refused by every writer."""


@pytest.mark.parametrize("form", ["deal", "phh", "ohh", "pokerstars"])
def test_one_refused_hand_is_reported_and_the_others_written(tmp_path: Path, form: str) -> None:
    from pokerrank.handhistory import read

    (tmp_path / "a.txt").write_text(GOOD, encoding="utf-8")
    (tmp_path / "b.txt").write_text(BROKEN, encoding="utf-8")
    (tmp_path / "c.txt").write_text(OTHER, encoding="utf-8")
    code, out, err = run("convert", str(tmp_path), "--to", form)
    assert code == 1
    lines = err.splitlines()
    assert len(lines) == 2 and lines[0].startswith("refused: ") and "hand 23" in lines[0] and "line 5" in lines[0]
    assert lines[1] == "convert: 2 of 3 hands written, 1 refused"
    if form == "deal":
        assert [deal["players"][0]["name"] for deal in json.loads(out)] == ["ann", "ann"]
    else:
        saved = tmp_path / {"phh": "all.phhs", "ohh": "all.ohh", "pokerstars": "all.txt"}[form]
        saved.write_text(out, encoding="utf-8")
        assert [h.hand_id for h in read(saved) if h.error is None] == ["21", "22"]


def test_a_file_whose_every_hand_is_refused_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "b.txt").write_text(BROKEN, encoding="utf-8")
    code, out, err = run("convert", str(tmp_path / "b.txt"), "--to", "pokerstars")
    assert code == 2 and out == "" and err.startswith("error: ") and "hand 23" in err and err.count("\n") == 1


def test_a_hand_number_of_5000_digits_is_written(tmp_path: Path) -> None:
    from pokerrank.handhistory import read, to_phh

    number = "7" * 5000
    path = tmp_path / "big.txt"
    path.write_text(HEADS_UP.format(id=number, winner="ann"), encoding="utf-8")
    (hand,) = read(path)
    assert next(read(to_phh(hand))).hand_id == number  # written as text: TOML's integers stop at 64 bits
    for form in ("phh", "ohh", "pokerstars", "deal"):
        code, out, err = run("convert", str(path), "--to", form)
        assert code == 0 and out, (form, err)
    code, out, _ = run("convert", str(path), "--to", "phh")
    saved = tmp_path / "big.phhs"
    saved.write_text(out, encoding="utf-8")
    assert [h.hand_id for h in read(saved)] == [number]


def test_a_file_holding_no_hand_in_a_folder_is_named_not_counted_as_a_hand(tmp_path: Path) -> None:
    """A junk file beside a hand was 'refused' as a hand ('1 of 2 hands written', exit 1; the
    review of the merge): it is text that holds no hand, named as audit lists it, and the hands
    are written (exit 0). Named alone it is still the error."""
    (tmp_path / "a.txt").write_text(GOOD, encoding="utf-8")
    (tmp_path / "b.txt").write_text("hello this is junk\n", encoding="utf-8")
    code, out, err = run("convert", str(tmp_path), "--to", "deal")
    assert code == 0, err
    assert json.loads(out)["players"] and "no hand: " in err and "b.txt" in err and "hands written" not in err
    code, out, err = run("convert", str(tmp_path / "b.txt"), "--to", "deal")
    assert code == 2 and out == "" and "hello this is junk" in err
