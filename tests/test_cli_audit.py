"""``pokerrank audit``: files that hold no hand, ``--show problems``, words-only mismatches."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from handtexts import HEADS_UP

from pokerrank import formats
from pokerrank.cli import cli
from pokerrank.handhistory import Summary, audit_hand, read
from pokerrank.handhistory._distributed import add_summary

GOOD = HEADS_UP.format(id=21, winner="ann")
PAID_WRONG = GOOD.replace("#21", "#22").replace("ann collected", "bob collected")
WORDS_WRONG = GOOD.replace("#21", "#23").replace("(a pair of Aces)", "(a straight, Nine to Six)")
CUT = GOOD.replace("#21", "#24").split("*** HOLE CARDS ***")[0]  # a hand, cut: not auditable


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.stdout, result.stderr


def _write(folder: Path, **texts: str) -> Path:
    folder.mkdir(exist_ok=True)
    for name, text in texts.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


@pytest.fixture
def mixed(tmp_path: Path) -> Path:
    return _write(
        tmp_path / "mixed",
        **{"a_good.txt": GOOD, "b_paid.txt": PAID_WRONG, "c_words.txt": WORDS_WRONG, "d_notes.txt": "shopping list\n",
           "e_app.log": "INFO started\nINFO stopped\n", "f_cut.txt": CUT},
    )  # fmt: skip


def test_the_words_only_verdict() -> None:
    words = audit_hand(next(read(WORDS_WRONG)))
    paid = audit_hand(next(read(PAID_WRONG)))
    assert words.outcome.value == paid.outcome.value == "mismatch"
    assert words.words_only and not paid.words_only
    assert not audit_hand(next(read(GOOD))).words_only
    assert words.to_dict()["words_only"] is True and paid.to_dict()["words_only"] is False


def test_summary_counts_words_only_apart_and_adds_up_in_pieces() -> None:
    verdicts = [audit_hand(r) for text in (GOOD, PAID_WRONG, WORDS_WRONG) for r in read(text)]
    whole = Summary()
    for verdict in verdicts:
        whole.add(verdict)
    assert (whole.mismatched, whole.payout_mismatched, whole.words_only) == (2, 1, 1)
    total = Summary()
    for verdict in verdicts:  # counted one by one, then added up (as the tasks of an audit are)
        part = Summary()
        part.add(verdict)
        add_summary(total, part)
    assert total.to_dict() == whole.to_dict()


def test_no_hand_at_all_exits_2_with_one_line(tmp_path: Path) -> None:
    folder = _write(tmp_path / "junk", **{"a.txt": "hello\n", "b.log": "INFO x\n", "c.hh": ""})
    for extra in ((), ("--json",), ("--show", "all")):
        code, out, err = run("audit", str(folder), *extra)
        assert code == 2 and out == ""
        assert err.startswith("error: ") and err.count("\n") == 1
        assert "no hand could be read in 3 files" in err and "a.txt" in err


def test_files_without_hands_are_counted_and_named(mixed: Path) -> None:
    code, out, _ = run("audit", str(mixed), "--show", "none")
    assert code == 1
    assert "files with no hand" in out
    assert "d_notes.txt" in out and "e_app.log" in out and "a_good.txt" not in out
    assert "the first line is 'shopping list'" in out  # why no hand could be read
    code, out, _ = run("audit", str(mixed), "--show", "none", "--json")
    summary = json.loads(out)["summary"]
    assert summary["files"] == 6
    assert summary["files_without_hands"] == [str(mixed / "d_notes.txt"), str(mixed / "e_app.log")]


def test_files_with_hands_only_have_no_such_line(tmp_path: Path) -> None:
    folder = _write(tmp_path / "ok", **{"a.txt": GOOD})
    code, out, _ = run("audit", str(folder))
    assert code == 0 and "no hand" not in out
    assert json.loads(run("audit", str(folder), "--json")[1])["summary"]["files_without_hands"] == []


def _hands_shown(args: tuple[str, ...]) -> list[str]:
    return [v["hand"] for v in json.loads(run(*args, "--json")[1])["verdicts"]]


def test_show_picks_the_verdicts(mixed: Path) -> None:
    folder = str(mixed)
    assert _hands_shown(("audit", folder)) == ["22", "23"]
    assert _hands_shown(("audit", folder, "--show", "payout-mismatches")) == ["22"]
    problems = _hands_shown(("audit", folder, "--show", "problems"))
    assert "21" not in problems and problems[:2] == ["22", "23"]
    assert len(problems) == 5  # and the 2 files without a hand, and the cut hand
    assert len(_hands_shown(("audit", folder, "--show", "all"))) == 6
    assert _hands_shown(("audit", folder, "--show", "none")) == []


def test_show_problems_prints_no_match(mixed: Path) -> None:
    code, out, _ = run("audit", str(mixed), "--show", "problems")
    assert code == 1
    assert "NOT AUDITABLE (truncated)  hand 24" in out and "MISMATCH" in out
    assert "\nMATCH" not in out and not out.startswith("MATCH")


def test_words_only_is_marked_and_counted(mixed: Path) -> None:
    code, out, _ = run("audit", str(mixed), "--show", "mismatches")
    assert code == 1
    marked = [line for line in out.splitlines() if "MISMATCH" in line]
    assert len(marked) == 2
    assert "words only" in next(line for line in marked if "hand 23" in line)
    assert "words only" not in next(line for line in marked if "hand 22" in line)
    assert re.search(r"^ +payouts +1 *$", out, re.M) and re.search(r"^ +words only +1 *$", out, re.M)
    assert "the rules give" not in out.split("hand 23")[1].split("audit")[0]  # no table of chips all right
    summary = json.loads(run("audit", str(mixed), "--json")[1])["summary"]
    assert (summary["mismatched"], summary["payout_mismatched"], summary["words_only"]) == (2, 1, 1)


def test_words_only_is_said_in_the_language(mixed: Path) -> None:
    out = run("audit", str(mixed), "--lang", "nl")[1]
    assert "alleen woorden" in out and "bestanden zonder hand" in out


def test_the_audit_json_validates_against_version_2(mixed: Path) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    data = json.loads(run("audit", str(mixed), "--json", "--show", "all")[1])
    assert data["format_version"] == formats.FORMATS[formats.AUDIT] == 2
    jsonschema.validate(data, formats.schema(formats.AUDIT))


def test_many_files_without_hands_are_named_up_to_twenty(tmp_path: Path) -> None:
    folder = _write(tmp_path / "many", **{f"note{i:02}.txt": f"note {i}\n" for i in range(25)}, **{"z.txt": GOOD})
    code, out, _ = run("audit", str(folder), "--show", "none")
    assert code == 0
    named = [line for line in out.splitlines() if line.startswith("  ") and "note" in line and ".txt" in line]
    assert len(named) == 20 and "note19.txt" in named[-1]
    assert "and 5 more" in out
    summary = json.loads(run("audit", str(folder), "--show", "none", "--json")[1])["summary"]
    assert len(summary["files_without_hands"]) == 25


def test_an_unreadable_file_named_among_others_is_listed_and_the_rest_audited(tmp_path: Path) -> None:
    """``audit notes.txt good.txt`` stopped at notes.txt with exit 2, auditing nothing, while the
    same files in a folder were audited (notes.txt listed): a batch runs on past a file that holds
    no hand, whichever road names it. Named alone, it is still the error."""
    folder = _write(tmp_path / "two", **{"notes.txt": "shopping list\n", "good.txt": GOOD, "bin.txt": "\x00\x01"})
    code, out, err = run("audit", str(folder / "notes.txt"), str(folder / "good.txt"), str(folder / "bin.txt"))
    assert code == 0, err
    assert "files with no hand" in out and "notes.txt" in out and "bin.txt" in out
    as_folder = json.loads(run("audit", str(folder), "--json")[1])["summary"]
    named = json.loads(run("audit", *(str(folder / n) for n in ("bin.txt", "good.txt", "notes.txt")), "--json")[1])
    assert named["summary"] == as_folder  # two roads, one answer
    code, out, err = run("audit", str(folder / "notes.txt"))
    assert code == 2 and out == "" and "the first line is 'shopping list'" in err
