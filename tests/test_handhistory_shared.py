"""The real hands in ../shared/hand-histories: every hand MATCH or NOT AUDITABLE for a reason a
person accepts, and every PHH hand's replayed finishing stacks equal to the file's."""

from __future__ import annotations

import itertools
import tomllib
from collections import Counter
from decimal import Decimal
from pathlib import Path

import pytest

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import Outcome, Summary, audit
from pokerrank.handhistory.phh import _flat_toml

pytestmark = pytest.mark.shared

# Why a PokerStars-format hand of the corpus may not be auditable, and how many there are:
# the room cancelled it (2); the file holds half a hand (1); Run It Once exports whose own lines contradict
# each other: a call that does not match the raise, an "uncalled bet" larger than the bet,
# "collected" lines that pay out the rake (4); two converters' hands whose raises write their total
# twice, "raises $6 to $6" over a $2 big blind (HM1's export #1003659126, a converted PLO hand
# #3430831896): PokerStars' X is the raise over the bet faced, $4 (2).
EXPECTED_NOT_AUDITABLE = {
    "hand cancelled": 2,
    "truncated": 1,
    "chips do not add up": 4,
    "record contradicts itself": 2,
}


def test_every_pokerstars_hand_matches_or_says_why_not(shared_dir: Path) -> None:
    summary = Summary()
    mismatches = []
    for verdict in audit(shared_dir / "hand-histories" / "pokerstars"):
        summary.add(verdict)
        if verdict.outcome is Outcome.MISMATCH:
            mismatches.append(f"{verdict.hand.source}:{verdict.hand.line} {verdict.detail}")
    # the all-in cash-outs off the exact value of the pots (tests/test_audit_cash_outs.py)
    assert sorted(m.split(":")[0].rsplit("/", 1)[-1] for m in mismatches) == [
        "2025-NL-6max-USD-0.05-0.10.cashout.txt",
        "6+Holdem-6max-USD-0.25-0.25.multiple.Cash.Out.txt",
        "6-Card-PLO-6max-USD-1.00-2.00-202004.Cash.Out.2.txt",
    ]
    assert summary.hands == 1318 and len(summary.files) == 105
    assert dict(summary.not_auditable) == EXPECTED_NOT_AUDITABLE
    assert summary.matched == 1318 - sum(EXPECTED_NOT_AUDITABLE.values()) - len(mismatches)
    by_game = {game: counts["match"] for game, counts in summary.by_game.items()}
    for game in ("holdem", "omaha", "omaha-5", "omaha-6", "omaha-hi-lo", "big-o", "courchevel", "courchevel-hi-lo",
                 "short-deck", "stud", "stud-hi-lo", "razz", "five-card-draw", "2-7-single-draw", "2-7-triple-draw",
                 "badugi"):  # fmt: skip
        assert by_game.get(game, 0) > 0, game


def test_every_phh_finishing_stack_is_replayed(shared_dir: Path) -> None:
    outcomes: Counter[str] = Counter()
    wrong = []
    for verdict in audit(shared_dir / "hand-histories" / "phh"):
        outcomes[verdict.reason or verdict.outcome.value] += 1
        if verdict.hand.finishing_stacks is not None and verdict.outcome is not Outcome.MATCH:
            wrong.append(f"{verdict.hand.source}: {verdict.detail}")
    assert wrong == []
    # only the four famous hands carry no finishing_stacks
    assert outcomes == Counter({"match": 6712, "no result recorded": 4})


def test_the_quick_toml_reader_equals_tomllib_on_every_shared_phh_file(shared_dir: Path) -> None:
    read = fallback = 0
    for path in sorted((shared_dir / "hand-histories" / "phh").rglob("*.phh")):
        text = path.read_text(encoding="utf-8")
        quick = _flat_toml(text)
        if quick is None:
            fallback += 1
            continue
        assert quick == tomllib.loads(text, parse_float=Decimal), path
        read += 1
    assert read > 6000 and fallback == 4


def test_the_quick_pokerstars_reader_equals_the_full_one_on_every_shared_hand(shared_dir: Path) -> None:
    import dataclasses

    from pokerrank.handhistory import pokerstars
    from pokerrank.handhistory.detect import decode, hand_starts
    from pokerrank.handhistory.reader import source_files

    quick = full_only = 0
    for path in source_files([shared_dir / "hand-histories" / "pokerstars"]):
        text, encoding = decode(path.read_bytes(), str(path))
        starts = [*hand_starts(text), len(text)]
        for start, end in itertools.pairwise(starts):
            chunk = text[start:end]
            if "*** SUMMARY ***" not in chunk or not pokerstars._clean(chunk):
                continue
            lines = chunk.splitlines()
            fast = pokerstars._Reader(str(path), 1, lines, encoding, chunk)
            try:
                record = fast.quick()
            except HandHistoryError:
                record = None
            if record is None:
                full_only += 1
                continue
            full = pokerstars._Reader(str(path), 1, lines, encoding, chunk)
            expected = full.read()
            for field in dataclasses.fields(record):
                assert getattr(record, field.name) == getattr(expected, field.name), (path, lines[0], field.name)
            assert fast.stray == full.stray
            quick += 1
    assert quick > 1000 and full_only > 100  # most hands take the quick path, the rest the full one


def test_the_quick_decision_equals_the_showdowns_on_every_shared_showdown(
    shared_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pokerrank.handhistory import decision, read, replay

    quick = decision._quick
    took = showdowns = 0
    for folder in ("pokerstars", "phh"):
        for record in read(shared_dir / "hand-histories" / folder):
            if not record.ok or record.game is None or record.unparsed or record.cancelled:
                continue
            play = replay(record)
            if not play.showdown or play.missing:
                continue
            room = record.format != "phh"
            rake, pots = (record.rake or 0, record.pots) if room else (0, ())
            fast = decision.decide(play, rake, pots, added=record.added)
            monkeypatch.setattr(decision, "_quick", lambda *args: None)
            full = decision.decide(play, rake, pots, added=record.added)
            monkeypatch.setattr(decision, "_quick", quick)
            assert (fast.totals, fast.pots, fast.rake, fast.rake_note) == (
                full.totals,
                full.pots,
                full.rake,
                full.rake_note,
            ), (record.source, record.hand_id)
            assert [
                {p: {s: (h.strength, h.name) if h else None for s, h in sides.items()} for p, sides in run.items()}
                for run in fast.run_hands
            ] == [
                {p: {s: (h.strength, h.name) if h else None for s, h in sides.items()} for p, sides in run.items()}
                for run in full.run_hands
            ]
            took += fast.result is None
            showdowns += 1
    assert showdowns > 900 and took > 800  # most showdowns take the quick path
