"""The mutation fuzz of the audit (``benchmarks/mutation_audit.py``): hands that MATCH, one
line changed, audited again. The default tests check the tool itself in seconds (a collect
amount moved by a cent is a semantic mutant the audit catches; an exception that is not
pokerrank's is reported as a crash, with the mutant's text to reproduce it). The ``fuzz``
test runs every mutant of the tests' own hand texts and asserts that no semantic mutant of
the classes the audit already catches MATCHes, and that nothing crashes."""

from __future__ import annotations

import importlib.util
import random
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from _helpers import BENCHMARKS
from handtexts import HEADS_UP

import pokerrank.handhistory
from pokerrank.errors import HandHistoryError

TEXT = HEADS_UP.format(id=21, winner="ann")


@pytest.fixture(scope="module")
def tool() -> Iterator[ModuleType]:
    """The tool, loaded as a module of its own (its dataclasses look their module up by name)."""
    spec = importlib.util.spec_from_file_location("mutation_audit", BENCHMARKS / "mutation_audit.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["mutation_audit"] = module
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        del sys.modules["mutation_audit"]


def _unit(tool: ModuleType, text: str = TEXT):  # type: ignore[no-untyped-def]
    (unit,) = tool.units_of_text(text, "HEADS_UP")
    return unit


def test_a_collect_amount_moved_by_one_cent_is_semantic_and_caught(tool: ModuleType) -> None:
    unit = _unit(tool)
    assert tool.classify(TEXT, None) == ("MATCH", "")
    at = unit.lines.index("ann collected $3.80 from pot")
    assert tool.line_kinds(unit.lines)[at] == "collect"
    moved = [m for m in tool.mutations(unit.lines, unit.span, unit.players, random.Random(1)) if m.at == at]
    amounts = {m.new[0] for m in moved if m.kind.startswith("amount")}
    assert amounts == {"ann collected $3.81 from pot", "ann collected $3.79 from pot"}
    for mutation in moved:
        if mutation.kind.startswith("amount"):
            assert tool.is_semantic(mutation, "collect", unit.shown)
            outcome, detail = tool.classify(tool.applied(unit.lines, unit.ends, mutation), None)
            assert outcome in ("MISMATCH", "NOT AUDITABLE"), (mutation, outcome)
            assert detail


def test_every_kind_of_mutation_is_made_and_one_line_changes(tool: ModuleType) -> None:
    unit = _unit(tool)
    every = tool.mutations(unit.lines, unit.span, unit.players, random.Random(1))
    assert {m.kind for m in every} == set(tool.KINDS)
    for mutation in every:
        text = tool.applied(unit.lines, unit.ends, mutation)
        assert text != TEXT
        lines = text.splitlines()
        assert abs(len(lines) - len(unit.lines)) <= 1
    card = next(m for m in every if m.kind == "card" and "shows [As Ad]" in unit.lines[m.at])
    assert tool.is_semantic(card, "shows", unit.shown)
    assert not (set(tool._cards_in(card.new[0])) - {"As", "Ad"}) & tool._cards_in(TEXT)  # a card not in the hand
    player = next(m for m in every if m.kind == "player" and unit.lines[m.at] == "bob: checks")
    assert player.new == ("ann: checks",)


def test_a_number_that_is_a_player_s_name_is_no_amount(tool: ModuleType) -> None:
    lines = ["Seat 2: 933215526 (big blind) folded before Flop", "ann: calls $1"]
    every = tool.mutations(lines, range(2), ["933215526", "ann"], random.Random(1))
    amounts = [m for m in every if m.kind.startswith("amount")]
    assert {m.new[0] for m in amounts} == {"ann: calls $2", "ann: calls $0"}
    assert {m.new[0] for m in every if m.kind == "player" and m.at == 0} == {
        "Seat 2: ann (big blind) folded before Flop"
    }


def test_a_hand_inside_its_file_is_found_by_its_lines(tool: ModuleType) -> None:
    from pokerrank.handhistory import read

    whole = TEXT + "\n\n" + HEADS_UP.format(id=22, winner="ann")
    records = list(read(whole))
    starts = sorted(record.line for record in records)
    first = tool._span(whole, starts, records[0].line, "21", records)
    second = tool._span(whole, starts, records[1].line, "22", records)
    lines = whole.splitlines()
    assert lines[first.start].startswith("PokerStars Hand #21") and first.stop == second.start
    assert lines[second.start].startswith("PokerStars Hand #22") and second.stop == len(lines)


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("ann: posts small blind $1", "blind"),
        ("ann: raises $8 to $10", "action"),
        ("*** FLOP *** [2c 7d 9h]", "board"),
        ("bob: shows [Ks Kd] (a pair of Kings)", "shows"),
        ("Uncalled bet ($6) returned to ann", "returned"),
        ("ann has returned", "other"),
        ("ann collected $3.80 from pot", "collect"),
        ('ann said, "nice hand"', "chat"),
        ("Seat 1: ann ($100 in chips)", "seat"),
        ("Dealt to ann [As Ad]", "dealt"),
    ],
)
def test_line_kinds(tool: ModuleType, line: str, kind: str) -> None:
    assert tool.line_kind(line, False, False) == kind


def test_amounts_move_in_their_last_written_place(tool: ModuleType) -> None:
    assert [tool._moved(n, 1) for n in ("3.80", "100", "1,234", "0,05")] == ["3.81", "101", "1,235", "0,06"]
    assert [tool._moved(n, -1) for n in ("3.80", "100", "0", "0.00")] == ["3.79", "099", None, None]


def test_an_exception_not_pokerrank_s_is_a_crash_with_its_reproducer(
    tool: ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    unit = _unit(tool)

    def broken(record: object, **_: object) -> object:
        raise KeyError("boom")

    monkeypatch.setattr(pokerrank.handhistory, "audit_hand", broken)
    results = tool.run([unit], max_mutants=3, crashes=tmp_path)
    assert [r.outcome for r in results] == ["CRASH"] * 3
    assert all("KeyError: 'boom'" in r.detail for r in results)
    written = sorted(tmp_path.glob("*.txt"))
    assert len(written) == 3
    assert {path.read_text(encoding="utf-8") for path in written} == {
        tool.applied(unit.lines, unit.ends, r.mutation) for r in results
    }
    report = tool.report(results)
    assert "**CRASH**" in report and "KeyError" in report and "| 0 | 3 |" in report


def test_pokerrank_s_own_error_escaping_is_raised_not_a_crash(
    tool: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refusing(record: object, **_: object) -> object:
        raise HandHistoryError("refused")

    monkeypatch.setattr(pokerrank.handhistory, "audit_hand", refusing)
    assert tool.classify(TEXT, None)[0] == "RAISED"


def test_the_report_counts_each_room_s_outcomes_and_matching_classes(tool: ModuleType) -> None:
    results = tool.run([_unit(tool)], max_mutants=10_000)
    flags = [r.semantic for r in results]
    assert flags == sorted(flags, reverse=True) and flags[0] and not flags[-1]  # semantic ones first
    assert len(tool.run([_unit(tool)], max_mutants=7)) == 7
    count = Counter(r.outcome for r in results)
    report = tool.report(results)
    semantic_match = sum(r.semantic and r.outcome == "MATCH" for r in results)
    row = next(line for line in report.splitlines() if line.startswith("| pokerstars |"))
    cells = [cell.strip() for cell in row.strip("|").split("|")]
    assert cells[1:6] == ["1", str(len(results)), str(sum(r.semantic for r in results)), str(semantic_match),
                          str(count["MATCH"] - semantic_match)]  # fmt: skip
    assert count["MATCH"] > 0  # (a word appended to a header line, a stack moved: may be harmless)
    assert "may be harmless" in report


# The (mutation, line kind) classes of semantic mutants the audit catches on every hand text
# of the tests: none of these may MATCH.
CAUGHT = {
    ("amount+1", "collect"),
    ("amount-1", "collect"),
    ("amount+1", "returned"),
    ("amount-1", "returned"),
    ("card", "board"),
    ("card", "summary"),
    ("card", "dealt"),
    ("double", "action"),
    ("double", "collect"),
    ("player", "action"),
    ("player", "collect"),
    ("player", "returned"),
}


@pytest.mark.fuzz
def test_no_semantic_mutant_the_audit_catches_matches(tool: ModuleType) -> None:
    units = [unit for name, text in tool.test_texts() for unit in tool.units_of_text(text, name)]
    assert len(units) >= 12
    results = tool.run(units, max_mutants=10_000)
    assert not [r.row() for r in results if r.outcome in ("CRASH", "HANG", "RAISED")]
    tried = Counter((r.mutation.kind, r.line_kind) for r in results if r.semantic)
    assert all(tried[key] > 0 for key in CAUGHT), {key: tried[key] for key in CAUGHT}
    matched = [
        r.row() for r in results if r.semantic and r.outcome == "MATCH" and (r.mutation.kind, r.line_kind) in CAUGHT
    ]
    assert not matched, matched[:5]
