"""Build ``src/pokerrank/tables/data/holdem_headsup.bin``: the exact counts of every class of
Hold'em heads-up preflop matchup (see :mod:`pokerrank.tables.headsup`).

    python tools/build_headsup_table.py classes WORK        # the 47,008 class keys -> WORK/classes.txt
    python tools/build_headsup_table.py run WORK I N        # part I of N (resumable) -> WORK/part-I.txt
    python tools/build_headsup_table.py pack WORK           # every part -> the shipped file

Each class is computed by pokerrank's own exact enumeration (``pokerrank.equity``, every one
of the 1,712,304 boards, on one thread: ``POKERRANK_THREADS=1``) for its representative
matchup (the class key's four cards). Run the parts side by side in the background, e.g.
``for i in 0 1; do nice -n 10 python tools/build_headsup_table.py run WORK $i 2 & done``;
a part started again skips the classes it has written. About 30 ms of CPU a class.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("POKERRANK_THREADS", "1")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from pokerrank.cards import Card  # noqa: E402
from pokerrank.tables import headsup  # noqa: E402

TARGET = ROOT / "src" / "pokerrank" / "tables" / "data" / headsup.FILE


def _keys(work: Path) -> list[int]:
    return [int(line) for line in (work / "classes.txt").read_text().split()]


def write_classes(work: Path) -> None:
    keys = headsup.classes()
    assert len(keys) == headsup.CLASSES, len(keys)
    work.mkdir(parents=True, exist_ok=True)
    (work / "classes.txt").write_text("".join(f"{k}\n" for k in keys))


def run(work: Path, part: int, parts: int) -> None:
    import pokerrank

    out = work / f"part-{part}.txt"
    done = set()
    if out.exists():
        done = {int(line.split()[0]) for line in out.read_text().splitlines() if line.strip()}
    todo = [k for k in _keys(work)[part::parts] if k not in done]
    start = time.process_time()
    with out.open("a") as f:
        for i, key in enumerate(todo):
            a, b, c, d = headsup.decode(key)
            r = pokerrank.equity("holdem", [f"{Card(a)} {Card(b)}", f"{Card(c)} {Card(d)}"])
            first = r.players[0]
            if r.deals != headsup.BOARDS or first.wins + first.ties + first.losses != headsup.BOARDS:
                raise SystemExit(f"class {key}: {r.deals} deals, {first}")
            f.write(f"{key} {first.wins} {first.ties}\n")
            if i % 500 == 0:
                f.flush()
                print(f"part {part}: {i}/{len(todo)} ({time.process_time() - start:.0f} s CPU)", flush=True)


def pack(work: Path) -> None:
    rows: dict[int, tuple[int, int]] = {}
    for path in sorted(work.glob("part-*.txt")):
        for line in path.read_text().splitlines():
            key, wins, ties = map(int, line.split())
            rows[key] = (wins, ties)
    keys = _keys(work)
    missing = [k for k in keys if k not in rows]
    if missing or len(rows) != len(keys):
        raise SystemExit(f"{len(missing)} classes missing, {len(rows)} rows for {len(keys)} classes")
    data = headsup.pack(keys, [rows[k][0] for k in keys], [rows[k][1] for k in keys])
    TARGET.write_bytes(data)
    print(f"wrote {TARGET} ({len(data):,} bytes, {len(keys):,} classes)")


def main(argv: list[str]) -> None:
    command, work = argv[0], Path(argv[1])
    if command == "classes":
        write_classes(work)
    elif command == "run":
        run(work, int(argv[2]), int(argv[3]))
    elif command == "pack":
        pack(work)
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
