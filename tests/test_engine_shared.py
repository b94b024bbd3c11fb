"""Real hands driven through the engine, action by action: every action accepted and the
finishing stacks equal to the file's (PHH) or to what the room paid (PokerStars); the few
hands that cannot be are named with the action and the rule (docs/engine.md, "Real hands")."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from pokerrank.engine import from_record
from pokerrank.handhistory import read

pytestmark = pytest.mark.shared

# An all-in player who sits out "folds" in the room's history: a player all in has no action
# (E1); the room folds the hand, as a muck at the showdown would.
ILLEGAL = {
    "153580581770": ("Hero", "E1"),
    "16652117062": ("Player12", "E1"),
    "47656382023": ("titasands", "E1"),
}
# Hands the engine does not play: cancelled (2), unreadable (Run It Once exports whose lines
# contradict each other, 4) or truncated (1), Split Hold'em (two boards from the flop, 1), and
# pot-limit before the flop with no-limit after (1).
NOT_DRIVABLE = 9
# Cash-outs the room paid instead of the pot (3) and showdowns where a hand never shows (2).
NOT_COMPARABLE = 5


def drive(records):
    counts: Counter[str] = Counter()
    odd = []
    for record in records:
        result = from_record(record)
        counts[result.status] += 1
        if result.status in ("illegal", "stacks differ"):
            odd.append(result)
    return counts, odd


def test_wsop_and_famous_phh_hands_drive_with_every_action_legal(shared_dir: Path) -> None:
    phh = shared_dir / "hand-histories" / "phh"
    files = sorted((phh / "wsop").rglob("*.phh")) + sorted(phh.glob("*.phh"))
    counts, odd = drive(read(files))
    assert [r.describe() for r in odd] == []
    assert counts == Counter({"ok": 64})


def test_first_pluribus_hands_drive(shared_dir: Path) -> None:
    files = sorted((shared_dir / "hand-histories" / "phh" / "pluribus").rglob("*.phh"))[:300]
    counts, odd = drive(read(files))
    assert [r.describe() for r in odd] == []
    assert counts == Counter({"ok": 300})


def test_pokerstars_stud_and_draw_hands_drive(shared_dir: Path) -> None:
    stars = shared_dir / "hand-histories" / "pokerstars"
    files = sorted((stars / "cash" / "Stars" / "Stud").glob("*.txt")) + sorted(
        (stars / "cash" / "Stars" / "Draw").glob("*.txt")
    )
    counts, odd = drive(read(files))
    assert [r.describe() for r in odd] == []
    assert counts["ok"] > 30
    assert set(counts) <= {"ok", "not drivable"}


@pytest.mark.slow
def test_every_pluribus_hand_drives(shared_dir: Path) -> None:
    counts, odd = drive(read(sorted((shared_dir / "hand-histories" / "phh" / "pluribus").rglob("*.phh"))))
    assert [r.describe() for r in odd] == []
    assert counts == Counter({"ok": 6652})


@pytest.mark.slow
def test_every_pokerstars_hand_drives_or_is_named(shared_dir: Path) -> None:
    counts, odd = drive(read(sorted((shared_dir / "hand-histories" / "pokerstars").rglob("*.txt"))))
    illegal = {r.record.hand_id: (r.action.player, r.error.rule[:2]) for r in odd if r.status == "illegal"}
    assert illegal == ILLEGAL
    assert [r.describe() for r in odd if r.status == "stacks differ"] == []
    assert counts == Counter(
        {"ok": 1301, "illegal": len(ILLEGAL), "not drivable": NOT_DRIVABLE, "not comparable": NOT_COMPARABLE}
    )
