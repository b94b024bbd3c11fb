"""The mutation fuzz of the audit (``benchmarks/mutation_audit.py``): hands that MATCH, one
line changed, audited again. The default tests check the tool itself in seconds (a collect
amount moved by a cent is a semantic mutant the audit catches; an exception that is not
pokerrank's is reported as a crash, with the mutant's text to reproduce it; an audit past its
time is a HANG), and run every mutant of three of the tests' hand texts; the ``fuzz`` test
runs every mutant of all of them. Both assert that no semantic mutant of the classes the
audit already catches MATCHes, and that nothing crashes."""

from __future__ import annotations

import json
import random
import signal
import time
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest
from _helpers import load_bench
from handtexts import HEADS_UP

import pokerrank.engine
import pokerrank.handhistory
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import examples, read

TEXT = HEADS_UP.format(id=21, winner="ann")


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    return load_bench("mutation_audit", registered=True)


def _unit(tool: ModuleType, text: str = TEXT):  # type: ignore[no-untyped-def]
    (unit,) = tool.units_of_text(text, "HEADS_UP")
    return unit


def test_a_collect_amount_moved_by_one_cent_is_semantic_and_caught(tool: ModuleType) -> None:
    unit = _unit(tool)
    assert tool.classify(TEXT, None)[:2] == ("MATCH", "")
    at = unit.lines.index("ann collected $3.80 from pot")
    assert tool.line_kinds(unit.lines)[at] == "collect"
    results = [r for r in tool.run([unit], max_mutants=10_000) if r.mutation.at == at]
    amounts = {r.mutation.new[0]: r for r in results if r.mutation.kind.startswith("amount")}
    assert set(amounts) == {"ann collected $3.81 from pot", "ann collected $3.79 from pot"}
    for result in amounts.values():
        assert result.semantic and result.paid and result.line_kind == "collect"
        assert result.outcome in ("MISMATCH", "NOT AUDITABLE"), result.row()
        assert result.detail


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
    assert tool.classify(tool.applied(unit.lines, unit.ends, card), None).facts != (unit.facts,)  # semantic
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
    whole = TEXT + "\n\n" + HEADS_UP.format(id=22, winner="ann")
    records = list(read(whole))
    starts = sorted(record.line for record in records)
    first = tool._span(whole, starts, records[0].line, "21", records)
    second = tool._span(whole, starts, records[1].line, "22", records)
    lines = whole.splitlines()
    assert lines[first.start].startswith("PokerStars Hand #21") and first.stop == second.start
    assert lines[second.start].startswith("PokerStars Hand #22") and second.stop == len(lines)
    # Where the lines to the next start would take another hand away (a start not known),
    # those lines are not the hand's: every other hand keeps its verdict.
    span = tool._span(whole, starts[:1], records[0].line, "21", records)
    assert span != range(len(lines))
    if span is not None:
        rest = "".join(part for i, part in enumerate(whole.splitlines(keepends=True)) if i not in span)
        assert [record.hand_id for record in read(rest)] == ["22"]


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
        # XML and JSON rooms: iPoker, Boss, Merge, Everest, OHH
        ('<action no="3" type="3" sum="$2" player="ann" cards=""/>', "action"),
        ('<ACTION TYPE="ACTION_RAISE" PLAYER="ann" VALUE="0.65"></ACTION>', "action"),
        ('<ACTION TYPE="ACTION_CALL" PLAYER="ann" VALUE="0.10"></ACTION>', "action"),
        ('<event sequence="16" type="ALL_IN" player="4" amount="16.17"/>', "action"),
        ('<PUSH position="2" amount="2"/>', "action"),
        ('"amount": 0.06,', "action"),
        ('"win_amount": 0.24', "collect"),
        ('"bet_type": "NL"', "header"),
        ('"small_blind_amount": 0.1,', "header"),
        ('<RESULT PLAYER="ann" WIN="0.00"></RESULT>', "collect"),
    ],
)
def test_line_kinds(tool: ModuleType, line: str, kind: str) -> None:
    assert tool.line_kind(line, False, False) == kind


def test_bovada_s_players_named_by_their_places_are_taken_out_before_the_line_s_kind(tool: ModuleType) -> None:
    lines = ["Bovada Hand #1 TBL#2 HOLDEM No Limit", "Big Blind : Raises $22 to $22", "Dealer : Folds"]
    assert tool.line_kinds(lines, 0, ["Big Blind", "Dealer"]) == ["header", "action", "action"]
    assert tool.line_kinds(lines, 0, ["Dealer"])[1] == "blind"  # (the name's 'Blind' read as a blind)


def test_amounts_move_in_their_last_written_place(tool: ModuleType) -> None:
    assert [tool._moved(n, 1) for n in ("3.80", "100", "1,234", "0,05", "9.99", "9,99", "1,999", "1.234,56")] == [
        "3.81", "101", "1,235", "0,06", "10.00", "10,00", "2,000", "1.234,57"
    ]  # fmt: skip
    assert [tool._moved(n, -1) for n in ("3.80", "100", "1,000", "10.00", "0", "0.00")] == [
        "3.79", "99", "999", "9.99", None, None
    ]  # fmt: skip


def test_a_mutant_is_semantic_where_its_record_changes_what_happened(tool: ModuleType) -> None:
    # A card nobody shows (no showdown) changed: the record's hole cards change, but no line
    # can contradict it: not semantic. A shown card changed: semantic.
    steal = examples.HEADS_UP_STEAL.replace("*** HOLE CARDS ***\n", "*** HOLE CARDS ***\nDealt to ann [7h 2d]\n")
    (unit,) = tool.units_of_text(steal, "steal")
    at = unit.lines.index("Dealt to ann [7h 2d]")
    dealt = [r for r in tool.run([unit], max_mutants=10_000) if r.mutation.at == at]
    assert {r.mutation.kind for r in dealt} >= {"card", "delete"}
    assert not any(r.semantic for r in dealt)
    assert all(r.outcome == "MATCH" for r in dealt if r.mutation.kind == "card")
    results = tool.run([_unit(tool)], max_mutants=10_000)
    shown = [r for r in results if r.mutation.kind == "card" and r.original.startswith("bob: shows")]
    assert shown and all(r.semantic and not r.paid for r in shown)
    checks = [r for r in results if r.mutation.kind == "delete" and r.original == "bob: checks"]
    assert checks and all(r.semantic and not r.paid for r in checks)  # (an action less, no chip less)
    blind = next(r for r in results if r.mutation.kind == "amount+1" and r.original == "bob: posts big blind $2")
    assert blind.semantic and blind.paid
    seats = next(r for r in results if r.mutation.kind == "swap" and r.original.startswith("Seat 1: ann"))
    assert not seats.semantic and seats.outcome == "MATCH"  # (the same seats, written in another order)
    header = next(r for r in results if r.mutation.kind == "double" and r.mutation.at == 0)
    assert not header.semantic  # (a hand of one line, and the hand itself with its facts)


def test_a_json_key_written_twice_is_the_same_object_not_semantic(tool: ModuleType, tmp_path: Path) -> None:
    from test_handhistory_ohh import _hand, _text

    path = tmp_path / "hand.ohh"
    path.write_text(_text(_hand()), encoding="utf-8")
    (unit,) = tool.units_of_file(path, 1, random.Random(1))
    assert unit.whole_file
    amount = next(at for at, line in enumerate(unit.lines) if line.strip() == '"amount": 20,')
    double = tool.Mutation("double", amount, (unit.lines[amount],) * 2)
    moved = tool.Mutation("amount+1", amount, (unit.lines[amount].replace("20", "21"),))
    twice, changed = (tool.classify(tool.applied(unit.lines, unit.ends, m), "42") for m in (double, moved))
    assert twice.facts == (unit.facts,) and twice.outcome == "MATCH"
    assert changed.facts != (unit.facts,)


def test_an_audit_past_its_time_is_a_hang_and_an_outer_timer_keeps_its_deadline(
    tool: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    audit = pokerrank.handhistory.audit_hand

    def slow(record: object, **more: object) -> object:
        time.sleep(0.5)
        return audit(record, **more)  # type: ignore[arg-type]

    monkeypatch.setattr(pokerrank.handhistory, "audit_hand", slow)
    rang: list[int] = []
    old = signal.signal(signal.SIGALRM, lambda signum, frame: rang.append(signum))
    signal.setitimer(signal.ITIMER_REAL, 30)
    try:
        assert tool.classify(TEXT, None, timeout=0.05).outcome == "HANG"
        left, _ = signal.getitimer(signal.ITIMER_REAL)
        assert 25 < left <= 30 and not rang  # (restored, not set to zero)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def test_rules_judge_with_the_room_s_rules_too(tool: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []

    def refusing(record: object, verdict: object) -> object:
        seen.append(record.hand_id)  # type: ignore[attr-defined]
        raise HandHistoryError("illegal under the rules")

    monkeypatch.setattr(pokerrank.engine, "audit_with_rules", refusing)
    assert tool.classify(TEXT, None).outcome == "MATCH" and not seen
    monkeypatch.setitem(tool.RULES, "on", True)
    assert tool.classify(TEXT, None).outcome == "RAISED" and seen == ["21"]


def test_options_out_of_range_and_bad_rows_are_refused_by_name(
    tool: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        tool.main(["--test-texts", "--max-mutants", "-5"])
    assert "--max-mutants must be 0 or more, not -5" in capsys.readouterr().err
    (result,) = tool.run([_unit(tool)], max_mutants=1)
    row = {**result.row(), "line": 40_000}
    rows = tmp_path / "rows.jsonl"
    rows.write_text(json.dumps(row) + "\n", encoding="utf-8")
    assert tool.main(["--from-json", str(rows)]) == 0
    out = capsys.readouterr().out
    assert f"line 40000: `{row['original']}`" in out or row["outcome"] != "MATCH"
    (again,) = tool.results_of_json(rows, print)
    assert again.unit.lines == [row["original"]] and again.row() == row  # (one line kept, not 40,000)
    rows.write_text(json.dumps(row) + "\n" + '{"room": "x"}\n', encoding="utf-8")
    with pytest.raises(SystemExit):
        tool.main(["--from-json", str(rows)])
    assert "row 2 is no mutant's row" in capsys.readouterr().err


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
    flags = [tool.likely_semantic(r.mutation, r.line_kind) for r in results]
    assert flags == sorted(flags, reverse=True) and flags[0] and not flags[-1]  # likely semantic ones first
    assert len(tool.run([_unit(tool)], max_mutants=7)) == 7
    count = Counter(r.outcome for r in results)
    report = tool.report(results)
    semantic_match = sum(r.semantic and r.outcome == "MATCH" for r in results)
    paid_match = sum(r.paid and r.outcome == "MATCH" for r in results)
    row = next(line for line in report.splitlines() if line.startswith("| pokerstars |"))
    cells = [cell.strip() for cell in row.strip("|").split("|")]
    assert cells[1:7] == ["1", str(len(results)), str(sum(r.semantic for r in results)), str(semantic_match),
                          str(paid_match), str(count["MATCH"] - semantic_match)]  # fmt: skip
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


def _no_semantic_mutant_the_audit_catches_matches(tool: ModuleType, names: set[str] | None) -> None:
    texts = [(name, text) for name, text in tool.test_texts() if names is None or name in names]
    units = [unit for name, text in texts for unit in tool.units_of_text(text, name)]
    assert len(units) >= (12 if names is None else len(names))
    results = tool.run(units, max_mutants=10_000)
    assert not [r.row() for r in results if r.outcome in ("CRASH", "HANG", "RAISED")]
    tried = Counter((r.mutation.kind, r.line_kind) for r in results if r.semantic)
    assert all(tried[key] > 0 for key in CAUGHT if names is None or key[1] != "returned"), tried
    matched = [
        r.row() for r in results if r.semantic and r.outcome == "MATCH" and (r.mutation.kind, r.line_kind) in CAUGHT
    ]
    assert not matched, matched[:5]


def test_no_semantic_mutant_the_audit_catches_matches_on_three_hand_texts(tool: ModuleType) -> None:
    _no_semantic_mutant_the_audit_catches_matches(
        tool, {"handtexts.HEADS_UP+summary seats", "examples.ALL_IN_SHOWDOWN", "test_handhistory_sites.gg_hand()"}
    )


@pytest.mark.fuzz
def test_no_semantic_mutant_the_audit_catches_matches(tool: ModuleType) -> None:
    _no_semantic_mutant_the_audit_catches_matches(tool, None)


def test_the_mutants_are_the_same_whatever_order_the_players_come_in(tool: ModuleType) -> None:
    # players of one name length in another order (a set's order moves with the hash seed): the
    # same mutants from the same seed, so two runs of one --seed report the same classes
    lines = ["ann: bets 10", "bob: calls 10", "cid: folds"]
    made = [
        tool.mutations(lines, range(3), order, random.Random(7))
        for order in (["ann", "bob", "cid"], ["cid", "bob", "ann"])
    ]
    assert made[0] == made[1]
    assert any(mutant.kind == "player" for mutant in made[0])
