"""The hand store: import against the audit alone, and a stored query against the files.

    python benchmarks/bench_store.py [--rounds N] [--json PATH] [--markdown]
    python benchmarks/bench_store.py --corpus DIR [--workers 2]     (a generated corpus)

On the shared PokerStars and PHH hands (``../shared/hand-histories``), one core, in turns:

- the audit alone: every file read and every hand audited (``pokerrank.handhistory.audit``);
- an import into a new store: the same, plus the rows written to DuckDB (``import_hands``);
- one player's results by position: from the store (one SQL query), and recomputed from the
  hand files (read every hand, sum the player's net per position).

``--corpus DIR`` does the same on a folder of hands (``make_corpus.py`` writes a million
engine-played hands), once each (rates in wall seconds), and adds an import on a Dask
LocalCluster of ``--workers`` processes against the import in this process.

Rates are hands per CPU second of this process, DuckDB's threads included (best of the rounds). The import's ratio to the audit
is the cost of keeping the hands; the query's ratio is what keeping them saves.
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
import time
from pathlib import Path

from _harness import Report, Row, Target

SHARED = next(
    (
        p / "shared" / "hand-histories"
        for p in Path(__file__).resolve().parents
        if (p / "shared" / "hand-histories").is_dir()
    ),
    Path(__file__).resolve().parents[2] / "shared" / "hand-histories",
)
QUERY = """
SELECT s.position, count(*) AS hands, sum(s.net) AS net
FROM seats s JOIN hands h USING (hand_key)
WHERE s.player = ?
GROUP BY s.position
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--json", metavar="PATH")
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--corpus", type=Path, help="a folder of hands (make_corpus.py) instead of ../shared")
    parser.add_argument("--workers", type=int, default=2, help="with --corpus: the LocalCluster's processes")
    args = parser.parse_args()
    if args.corpus is not None:
        report = corpus_report(args.corpus, args.workers)
        print(report.markdown() if args.markdown else report.text())
        if args.json:
            report.write_json(args.json)
        return

    import duckdb

    from pokerrank.handhistory import audit, read
    from pokerrank.handhistory.reader import source_files
    from pokerrank.store import import_hands
    from pokerrank.store._rows import positions

    folders = [SHARED / "pokerstars", SHARED / "phh"]
    files = source_files(folders)
    hands = sum(1 for _ in audit(files))
    work = Path(tempfile.mkdtemp(prefix="bench-store-"))
    best = {"audit": float("inf"), "import": float("inf"), "query": float("inf"), "files": float("inf")}
    try:
        store = work / "kept.duckdb"
        import_hands(folders, store)
        with duckdb.connect(str(store), read_only=True) as connection:
            player = connection.execute(
                "SELECT player FROM seats GROUP BY player ORDER BY count(*) DESC LIMIT 1"
            ).fetchall()[0][0]
        for round_ in range(args.rounds):
            start = time.process_time()
            for _ in audit(files):
                pass
            best["audit"] = min(best["audit"], time.process_time() - start)

            db = work / f"round{round_}.duckdb"
            start = time.process_time()
            import_hands(folders, db)
            best["import"] = min(best["import"], time.process_time() - start)

            start = time.process_time()
            with duckdb.connect(str(store), read_only=True) as connection:
                stored = sorted(connection.execute(QUERY, [player]).fetchall(), key=str)
            best["query"] = min(best["query"], time.process_time() - start)

            start = time.process_time()
            again: dict[str | None, list[int]] = {}
            for record in read(files):
                if player not in record.players:
                    continue
                put = sum(a.amount for a in record.actions if a.player == player)
                won = sum(c.amount for c in record.collected if c.player == player)
                row = again.setdefault(positions(record).get(player), [0, 0])
                row[0] += 1
                row[1] += won + record.returned.get(player, 0) - put
            best["files"] = min(best["files"], time.process_time() - start)
            recomputed = sorted(((k, n, net) for k, (n, net) in again.items()), key=str)
            assert [tuple(r) for r in stored] == recomputed, (stored, recomputed)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    report = Report("the hand store", packages=("pokerrank", "duckdb", "pyarrow"))
    audit_rate, import_rate = hands / best["audit"], hands / best["import"]
    report.add(Row("import", "audit alone (read + audit)", audit_rate, "/s"))
    report.add(
        Row("import", "import into a new store", import_rate, "/s", note=f"{import_rate / audit_rate:.2f}x the audit")
    )
    report.add(Row("import", "import / audit", import_rate / audit_rate, "x", target=Target(0.7)))
    report.add(Row("query", f"results by position of {player!r}, from the store", 1000 * best["query"], "ms"))
    report.add(Row("query", "the same, recomputed from the files", 1000 * best["files"], "ms"))
    report.add(Row("query", "files / store", best["files"] / best["query"], "x", target=Target(20)))
    print(report.markdown() if args.markdown else report.text())
    if args.json:
        report.write_json(args.json)


def corpus_report(folder: Path, workers: int) -> Report:
    """Audit alone, import here, import on ``workers`` processes, and one player's results by
    position from the store against the files, on a generated corpus (wall seconds, once each)."""
    import duckdb

    from pokerrank.handhistory import audit, read
    from pokerrank.store import import_hands
    from pokerrank.store._rows import positions

    work = Path(tempfile.mkdtemp(prefix="bench-store-corpus-"))
    try:
        start = time.perf_counter()
        hands = sum(1 for _ in audit([folder]))
        audited = time.perf_counter() - start
        start = time.perf_counter()
        import_hands([folder], work / "here.duckdb")
        here = time.perf_counter() - start
        start = time.perf_counter()
        import_hands([folder], work / "there.duckdb", workers=workers)
        there = time.perf_counter() - start
        with duckdb.connect(str(work / "here.duckdb"), read_only=True) as connection:
            player = connection.execute("SELECT player FROM seats GROUP BY 1 ORDER BY count(*) DESC LIMIT 1").fetchall()
            start = time.perf_counter()
            stored = sorted(connection.execute(QUERY, [player[0][0]]).fetchall(), key=str)
            query = time.perf_counter() - start
        start = time.perf_counter()
        again: dict[str | None, list[int]] = {}
        name = player[0][0]
        for record in read([folder]):
            if name not in record.players:
                continue
            put = sum(a.amount for a in record.actions if a.player == name)
            won = sum(c.amount for c in record.collected if c.player == name)
            row = again.setdefault(positions(record).get(name), [0, 0])
            row[0] += 1
            row[1] += won + record.returned.get(name, 0) - put
        files = time.perf_counter() - start
        assert [tuple(r) for r in stored] == sorted(((k, n, net) for k, (n, net) in again.items()), key=str)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    report = Report(f"the hand store on {hands:,} hands of {folder}", packages=("pokerrank", "duckdb", "pyarrow"))
    report.add(Row("import", "audit alone", hands / audited, "/s"))
    report.add(Row("import", "import, this process", hands / here, "/s", note=f"{audited / here:.2f}x the audit"))
    report.add(Row("import", f"import, LocalCluster of {workers}", hands / there, "/s"))
    report.add(Row("import", f"{workers} workers / this process", here / there, "x", target=Target(1.6)))
    report.add(Row("query", f"results by position of {name!r}, from the store", 1000 * query, "ms"))
    report.add(Row("query", "the same, recomputed from the files", 1000 * files, "ms"))
    report.add(Row("query", "files / store", files / query, "x", target=Target(20)))
    return report


if __name__ == "__main__":
    main()
