"""Generate a corpus of realistic hands with the hand engine, as PHH files, for the store's
benchmarks (not committed: write it to a scratch folder).

    python benchmarks/make_corpus.py OUT_DIR [--hands 1000000] [--per-file 1000] [--seed 1]

Every hand is six-max (two to six players seated) no-limit Hold'em at blinds 1/2 with 200
big blind stacks, played by :class:`pokerrank.engine.Hand` with random legal actions (a
third fold, a third call or check, a third bet or raise to a random legal size), among a pool
of 600 players, with a venue, a table and a date, so that a store of them can be asked per
player, position, table and month. Each file is a ``.phhs`` of ``--per-file`` hands; the same
seed gives the same corpus.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
import time
from pathlib import Path

POOL = 600
"""Players in the pool."""


def hands(count: int, seed: int):  # type: ignore[no-untyped-def]
    """``count`` hand records, played by the engine."""
    from pokerrank.engine import Hand

    rng = random.Random(seed)
    rand, randint = rng.random, rng.randint
    names = [f"player{i:03d}" for i in range(POOL)]
    for k in range(count):
        seated = rng.sample(names, rng.choice((2, 3, 4, 5, 6, 6, 6, 6)))
        hand = Hand("holdem", [400] * len(seated), blinds=(1, 2), names=seated, seed=seed * 1_000_003 + k)
        while not hand.over:
            options = hand.legal()
            if options.phase != "bet":
                hand.act("run", 1) if options.phase == "run" else hand.act("show")
                continue
            word = options.aggressive
            if options.call is not None:
                r = rand()
                if r < 1 / 3:
                    hand.act("fold")
                elif r < 2 / 3 or word is None:
                    hand.act("call")
                else:
                    hand.act(word, randint(options.min_to, min(options.max_to, options.min_to * 3)))
            elif word is None or rand() < 0.5:
                hand.act("check")
            else:
                hand.act(word, randint(options.min_to, min(options.max_to, options.min_to * 3)))
        record = hand.to_record(str(seed * 10_000_000 + k))
        table = f"Table {k // 5_000:04d}"
        yield dataclasses.replace(record, site="pokerrank-engine", table=table, max_seats=6), k


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--hands", type=int, default=1_000_000)
    parser.add_argument("--per-file", type=int, default=1_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    from pokerrank.handhistory import to_phh

    args.out.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    part: list[str] = []
    written = 0
    for record, k in hands(args.hands, args.seed):
        month, day = 1 + (k // 50_000) % 12, 1 + (k // 2_000) % 28
        text = to_phh(record) + f"year = {2024 + k // 600_000}\nmonth = {month}\nday = {day}\n"
        part.append(f"[{k + 1}]\n{text}")
        if len(part) == args.per_file:
            (args.out / f"hands-{written:05d}.phhs").write_text("\n".join(part), encoding="utf-8")
            written, part = written + 1, []
            if written % 50 == 0:
                print(f"{written * args.per_file:,} hands", file=sys.stderr)
    if part:
        (args.out / f"hands-{written:05d}.phhs").write_text("\n".join(part), encoding="utf-8")
    print(f"{args.hands:,} hands in {time.perf_counter() - start:.0f} s into {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
