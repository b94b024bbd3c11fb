"""``pokerrank audit`` and ``pokerrank convert``."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest
from _helpers import run_cli as run
from handtexts import HEADS_UP

import pokerrank
from pokerrank.handhistory import read

GOOD = HEADS_UP.format(id=21, winner="ann")
BAD = GOOD.replace("#21", "#22").replace("ann collected", "bob collected")


@pytest.fixture
def hands(tmp_path: Path) -> Path:
    (tmp_path / "good.txt").write_text(GOOD, encoding="utf-8")
    (tmp_path / "bad.txt").write_text(BAD, encoding="utf-8")
    return tmp_path


def test_audit_exits_0_when_everything_matches(hands: Path) -> None:
    code, out, _ = run("audit", str(hands / "good.txt"))
    assert code == 0 and "matched" in out and "mismatched" in out


def test_audit_exits_1_and_shows_each_mismatch(hands: Path) -> None:
    code, out, _ = run("audit", str(hands))
    assert code == 1
    assert "MISMATCH" in out and "hand 22" in out and "ann: the rules give $3.80, the room paid $0" in out
    assert "hand 21" not in out  # matches are counted, not listed, unless --show all
    code, out, _ = run("audit", str(hands), "--show", "all")
    assert code == 1 and "hand 21" in out and "MATCH" in out


def test_audit_json(hands: Path) -> None:
    code, out, _ = run("audit", str(hands), "--json", "--show", "all")
    data = json.loads(out)
    assert code == 1 and data["format"] == "pokerrank.audit"
    summary = data["summary"]
    assert (summary["files"], summary["hands"], summary["matched"], summary["mismatched"]) == (2, 2, 1, 1)
    bad = next(v for v in data["verdicts"] if v["outcome"] == "mismatch")
    assert bad["hand"] == "22" and bad["reason"] == "payout"
    assert {p["player"]: (p["rules"], p["paid"]) for p in bad["payouts"]} == {"ann": (380, 0), "bob": (0, 380)}


def test_audit_bad_input_exits_2_with_one_line(tmp_path: Path) -> None:
    code, _, err = run("audit", str(tmp_path / "missing.txt"))
    assert code == 2 and err.startswith("error: ") and "no such file" in err and len(err.splitlines()) == 1
    garbage = tmp_path / "garbage.txt"
    garbage.write_bytes(b"\x00\x01\x02binary")
    code, _, err = run("audit", str(garbage))
    assert code == 2 and "binary data" in err
    code, _, err = run("audit", str(tmp_path))
    assert code == 2 and "no hand could be read in 1 file" in err  # a folder of .txt that hold no hand


def test_audit_counts_not_auditable_hands_by_reason(tmp_path: Path) -> None:
    (tmp_path / "t.txt").write_text(GOOD.replace("Total pot $4", "Total pot $9"), encoding="utf-8")
    code, out, _ = run("audit", str(tmp_path), "--json")
    data = json.loads(out)
    assert code == 0 and data["summary"]["not_auditable"] == {"chips do not add up": 1}


def test_convert_to_a_deal_that_showdown_reads(hands: Path) -> None:
    code, out, _ = run("convert", str(hands / "good.txt"), "--to", "deal")
    deal = json.loads(out)
    assert code == 0 and deal["format"] == "pokerrank.deal" and deal["game"] == "holdem"
    code, out, _ = run("showdown", "--file", "-", "--json", stdin=out)
    # the $4 pot less the $0.20 rake the room took
    assert code == 0 and json.loads(out)["totals"] == {"ann": 380, "bob": 0}
    assert pokerrank.showdown_from_dict({k: v for k, v in deal.items() if not k.startswith("format")}).totals == {
        "ann": 380,
        "bob": 0,
    }


def test_convert_to_phh_and_back(hands: Path) -> None:
    code, out, _ = run("convert", str(hands / "good.txt"), "--to", "phh")
    assert code == 0 and out.startswith('[21]\nvariant = "NT"')  # a .phhs text of one table
    (again,) = read(out)
    assert again.format == "phh" and again.finishing_stacks is not None
    # ann: $100 - $2 + $3.80 = $101.80; bob $98 (PHH writes dollars: the unit read back is $0.10)
    assert {name: again.money(chips) for name, chips in again.finishing_stacks.items()} == {
        "ann": Decimal("101.8"),
        "bob": Decimal("98"),
    }
    code, out, _ = run("convert", str(hands / "good.txt"), "--to", "phh", "--hand", "99")
    assert code == 2 and "no hand '99'" in _


def test_convert_many_hands_to_phhs(tmp_path: Path) -> None:
    path = tmp_path / "two.txt"
    path.write_text(GOOD + "\n\n" + GOOD.replace("#21", "#23"), encoding="utf-8")
    code, out, _ = run("convert", str(path), "--to", "phh")
    assert code == 0 and out.startswith("[21]")
    assert [h.hand_id for h in read(out)] == ["21", "23"]
    code, out, _ = run("convert", str(path), "--to", "deal")
    assert code == 0 and [d["game"] for d in json.loads(out)] == ["holdem", "holdem"]


def test_convert_refuses_what_phh_cannot_hold(tmp_path: Path) -> None:
    path = tmp_path / "o8.txt"
    path.write_text(GOOD.replace("Hold'em No Limit", "Omaha Hi/Lo Pot Limit"), encoding="utf-8")
    code, _, err = run("convert", str(path), "--to", "phh")
    assert code == 2 and "PHH has no variant" in err
