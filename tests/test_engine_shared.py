"""Real hands driven through the engine, action by action: every action accepted and the
finishing stacks equal to the file's (PHH) or to what the room paid (PokerStars); the few
hands that cannot be are named with the action and the rule (docs/engine.md, "Real hands")."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from pokerrank.engine import audit_with_rules, from_record
from pokerrank.handhistory import audit_hand, read
from pokerrank.handhistory.verdicts import Outcome

pytestmark = pytest.mark.shared

# A player all in (and sitting out) whom the room writes as folding: a player all in has no
# action (E1), so the record's fold is read as a muck of that hand (E19): the room's payout.
CONCEDED = {
    "153580581770": ("Hero",),
    "16652117062": ("Player12",),
    "47656382023": ("titasands",),
}
# Hands the engine does not play: cancelled (2), unreadable (Run It Once exports whose lines
# contradict each other, 4; two converters' `raises $6 to $6` over a $2 big blind, #1003659126 and
# #3430831896, 2: RULES.md, "The PokerStars family: figures checked") or truncated (1), Split
# Hold'em (two boards from the flop, 1), pot-limit before the flop with no-limit after (1), and a
# PokerMaster hand titled Omaha that deals five cards to a player (1: a card more than the game
# deals is refused, never dropped).
NOT_DRIVABLE = 12
# Cash-outs the room paid instead of the pot (3) and showdowns where a hand never shows (2).
NOT_COMPARABLE = 5


def drive(records, conceded=None):
    counts: Counter[str] = Counter()
    odd = []
    for record in records:
        result = from_record(record)
        counts[result.status] += 1
        if result.status in ("illegal", "stacks differ"):
            odd.append(result)
        if result.conceded and conceded is not None:
            conceded[record.hand_id] = result.conceded
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
    conceded: dict[str, tuple[str, ...]] = {}
    counts, odd = drive(read(sorted((shared_dir / "hand-histories" / "pokerstars").rglob("*.txt"))), conceded)
    assert [r.describe() for r in odd] == []
    assert conceded == CONCEDED
    assert counts == Counter({"ok": 1301, "not drivable": NOT_DRIVABLE, "not comparable": NOT_COMPARABLE})


def test_the_all_in_folds_audit_as_matches_under_every_rule_set(shared_dir: Path) -> None:
    stars = shared_dir / "hand-histories" / "pokerstars" / "tour" / "Stars" / "Flop"
    files = [stars / "NLHE-6max-STT-play-1000-201605.FullTilt.txt", stars / "NLHE-FPP-MTT-1r-201005.AllinLotsRebuy.txt",
             stars / "NLHE-USD-MTT-1-KO.201008.txt"]  # fmt: skip
    records = [r for r in read(files) if r.hand_id in CONCEDED]
    assert sorted(r.hand_id for r in records) == sorted(CONCEDED)
    for record in records:
        assert audit_hand(record).outcome is Outcome.MATCH
        for rules in (None, "wsop-2024", "tda", "roberts"):
            assert audit_with_rules(record, rules=rules).outcome is Outcome.MATCH
