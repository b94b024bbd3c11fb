"""Every shared hand's verdict under two trees, side by side: the hands whose verdict differs.

    python benchmarks/compare_verdicts.py --before OLD/src [FOLDER ...]

``FOLDER``: under ``../shared/hand-histories`` (by default ``pokerstars`` and the rooms of the
PokerStars family under ``sites/``). Each tree audits in a process of its own (its ``src``
first on the path: ``git worktree add OLD <commit>`` gives an older one); every hand's payout
verdict (``audit``) and its actions under the room's rules (``audit --rules room``) are
compared, hand by hand, and each difference is printed with both verdicts' sentences, then
the counts per folder under each tree.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

SHARED = Path(__file__).resolve().parents[2] / "shared" / "hand-histories"
HERE = Path(__file__).resolve().parents[1] / "src"
FOLDERS = (
    "pokerstars",
    *(f"sites/{room}" for room in ("ggpoker", "winamax", "fulltilt", "wpn", "betonline", "pokertracker-export")),
    "sites/enet",
    "sites/unibet",
)


def dump(folders: list[str]) -> None:
    """One JSON line a hand: folder, file, place in the file, hand id, both verdicts."""
    from pokerrank.engine import audit_with_rules
    from pokerrank.handhistory import audit
    from pokerrank.handhistory.reader import source_files

    for folder in folders:
        for path in source_files([SHARED / folder]):
            if "summaries" in path.parts:
                continue
            for at, verdict in enumerate(audit(path)):
                rules = audit_with_rules(verdict.hand, verdict)
                said = (verdict.outcome.value, verdict.reason, verdict.detail)
                ruled = (rules.outcome.value, rules.reason, rules.detail)
                key = (folder, str(path.relative_to(SHARED)), at, verdict.hand.hand_id)
                print(json.dumps([*key, said, ruled]))


def verdicts(src: Path, folders: list[str]) -> dict[tuple[str, str, int, str], list[list[str]]]:
    env = {**os.environ, "PYTHONPATH": str(src)}
    out = subprocess.run(
        [sys.executable, __file__, "--dump", *folders], env=env, capture_output=True, text=True, check=True
    ).stdout
    rows = [json.loads(line) for line in out.splitlines()]
    return {tuple(row[:4]): row[4:] for row in rows}  # type: ignore[misc]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", type=Path, help="the older tree's src folder")
    parser.add_argument("--dump", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("folders", nargs="*", default=list(FOLDERS))
    args = parser.parse_args()
    if args.dump:
        dump(args.folders)
        return 0
    if args.before is None:
        parser.error("--before OLD/src is needed")
    old, new = verdicts(args.before, args.folders), verdicts(HERE, args.folders)
    changed = 0
    for key in sorted(old.keys() | new.keys()):
        if old.get(key) != new.get(key):
            changed += 1
            print(f"{key[1]} #{key[3]} (hand {key[2] + 1} of its file)")
            for name, side in (("before", old.get(key)), ("after", new.get(key))):
                print(f"  {name}: {side[0] if side else 'absent'}\n    rules: {side[1] if side else ''}")
    for name, side in (("before", old), ("after", new)):
        for folder in args.folders:
            counts = Counter(said[0] for key, (said, _) in side.items() if key[0] == folder)
            print(f"{name}: {folder}: " + ", ".join(f"{n} {outcome}" for outcome, n in sorted(counts.items())))
    print(f"{changed} of {len(new)} hands changed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
