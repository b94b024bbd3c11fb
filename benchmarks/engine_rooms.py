"""Every shared hand driven through the engine: the "Real hands" table of docs/engine.md.

    python benchmarks/engine_rooms.py [--list] [GROUP ...]

``GROUP``: a name of the table's groups (``pluribus``, ``phh``, ``pokerstars``, or a folder of
``../shared/hand-histories/sites``); by default every one. Each hand is read as the audit reads
it (``read`` over the group's folder) and driven by ``engine.from_record``; the table gives per
group how many hands drive with every action legal and the file's stacks (``ok``), with an
action the rules forbid (``illegal``), with the room's stacks other than the engine's (``stacks
differ``), not driven (``not drivable``: most are hands the reader could not read) and not
compared (``not comparable``: a hand never shown, a record that ends before the hand does).
``--list`` prints, under the table, every hand that is not ``ok``, with its reason, grouped by
reason (the hands judged in docs/engine.md and tests/test_engine_rooms.py). Counts, not times:
the run takes about two minutes on one core.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pokerrank.engine.drive import DriveResult

SHARED = Path(__file__).resolve().parents[2] / "shared" / "hand-histories"
STATUSES = ("ok", "illegal", "stacks differ", "not drivable", "not comparable")

# group: (label in the table, folders or files under SHARED)
LABELS = {
    "pluribus": "Pluribus (PHH)",
    "phh": "WSOP 2023 and four famous hands (PHH)",
    "pokerstars": "PokerStars",
    "888": "888poker",
    "absolute": "Absolute",
    "betfair": "Betfair",
    "betonline": "BetOnline",
    "boss": "Boss Media",
    "bovada": "Bovada, Ignition, Bodog",
    "cake": "Cake",
    "enet": "Enet",
    "entraction": "Entraction",
    "everest": "Everest",
    "everleaf": "Everleaf",
    "fulltilt": "Full Tilt",
    "ggpoker": "GGPoker",
    "ipoker": "iPoker",
    "kingsclub": "KingsClub",
    "merge": "Merge",
    "microgaming": "Microgaming",
    "ohh-spec-examples": "Open Hand History examples",
    "ongame": "OnGame",
    "partypoker": "partypoker",
    "pkr": "PKR",
    "pokernow": "PokerNow (logs and their OHH)",
    "pokertracker-export": "PokerTracker export",
    "sealswithclubs": "Seals With Clubs",
    "unibet": "Unibet",
    "win2day": "win2day",
    "winamax": "Winamax",
    "wpn": "WPN",
}


def sources(group: str) -> list[Path]:
    if group == "pluribus":
        return [SHARED / "phh" / "pluribus"]
    if group == "phh":
        return [SHARED / "phh" / "wsop", *sorted((SHARED / "phh").glob("*.phh"))]
    if group == "pokerstars":
        return [SHARED / "pokerstars"]
    return [SHARED / "sites" / group]


def groups() -> list[str]:
    rooms = sorted(p.name for p in (SHARED / "sites").iterdir() if p.is_dir())
    return ["pluribus", "phh", "pokerstars", *rooms]


def drive(group: str) -> Iterator[tuple[str, str, str]]:
    """(status, where, why) for every hand of the group: where is ``path#hand id`` under SHARED."""
    from pokerrank.engine import from_record
    from pokerrank.handhistory import read

    for source in sources(group):
        for record in read(source):
            result = from_record(record)
            where = f"{Path(record.source).relative_to(SHARED)}#{record.hand_id}"
            yield result.status, where, _why(result)


def _why(result: DriveResult) -> str:
    if result.status == "illegal" and result.action is not None:
        a = result.action
        return f"{a.street}: {a.player} {a.kind.value} {a.to or a.amount or ''}: {result.error}"
    if result.status == "stacks differ" and result.stacks is not None and result.expected is not None:
        engine, file = result.stacks, result.expected
        differ = sorted(n for n in engine.keys() | file.keys() if engine.get(n) != file.get(n))
        return (
            "engine "
            + ", ".join(f"{n} {engine.get(n)}" for n in differ)
            + "; file "
            + ", ".join(f"{n} {file.get(n)}" for n in differ)
        )
    return result.reason


def _shape(why: str) -> str:
    """A reason without its names and numbers, to group hands by it."""
    why = re.sub(r"/\S.*?(?=:|$)", "FILE", why, count=1)
    return re.sub(r"'[^']*'|\d[\d,.]*", "..", why)[:110]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="every hand not ok, with its reason")
    parser.add_argument("groups", nargs="*", help="groups to drive (default: every one)")
    args = parser.parse_args()
    chosen = args.groups or groups()
    unknown = [g for g in chosen if g not in LABELS]
    if unknown:
        parser.error(f"unknown group(s) {unknown}; known: {', '.join(LABELS)}")
    rows = []
    odd: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
    total: Counter[str] = Counter()
    for group in chosen:
        counts: Counter[str] = Counter()
        for status, where, why in drive(group):
            counts[status] += 1
            if status != "ok":
                odd[group].append((status, where, why))
        total.update(counts)
        print(f"{group}: {dict(counts)}", file=sys.stderr, flush=True)
        rows.append((LABELS[group], counts))
    print(
        "| hands | ok: every action legal, stacks as the file | illegal | stacks differ | not driven | not compared |"
    )
    print("|---|---|---|---|---|---|")
    for label, counts in [*rows, ("All", total)]:
        cells = [f"{counts[s]:,}" if counts[s] else "-" for s in STATUSES]
        print(f"| {label}, {sum(counts.values()):,} | " + " | ".join(cells) + " |")
    if args.list:
        for group in chosen:
            if not odd[group]:
                continue
            print(f"\n## {LABELS[group]}")
            shapes: dict[tuple[str, str], list[tuple[str, str]]] = defaultdict(list)
            for status, where, why in odd[group]:
                shapes[(status, _shape(why) if status in ("not drivable", "not comparable") else why)].append(
                    (where, why)
                )
            for (status, shape), hands in sorted(shapes.items()):
                print(f"- {status} ({len(hands)}): {shape}")
                for where, _ in hands:
                    print(f"    {where}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
