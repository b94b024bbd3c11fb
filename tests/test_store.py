"""The hand store: import (idempotent, resumable after a kill), the tables, migrations,
filters, Parquet export, the HTML report and the commands."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import textwrap
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from handtexts import HEADS_UP

from pokerrank.cli import cli
from pokerrank.errors import StoreError
from pokerrank.handhistory import HandRecord, Seat, audit, read

duckdb = pytest.importorskip("duckdb")
pytest.importorskip("pyarrow")

from pokerrank import store  # noqa: E402
from pokerrank.store._rows import hand_key, played, positions  # noqa: E402

PHH = """variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [200, 200, 200]
actions = ["d dh p1 AsAd", "d dh p2 KsKd", "d dh p3 7c2d", "p3 f", "p1 cbr 6", "p2 cc", "d db 2c3d4h", "p2 cc",
           "p1 cc", "d db 9s", "p2 cc", "p1 cc", "d db Jh", "p2 cc", "p1 cc", "p2 sm KsKd", "p1 sm AsAd"]
finishing_stacks = [206, 194, 200]
year = 2023
month = 5
day = 17
"""


def _hands(*pairs: tuple[int, str]) -> str:
    return "\n\n".join(HEADS_UP.format(id=number, winner=winner) for number, winner in pairs)


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    """Four files: three PokerStars hands (one paid wrong), two more (one already in the
    first file), a PHH hand, and a file that is no hand history."""
    folder = tmp_path / "hands"
    folder.mkdir()
    (folder / "a.txt").write_text(_hands((1, "ann"), (2, "ann"), (3, "bob")))
    (folder / "b.txt").write_text(_hands((2, "ann"), (4, "ann")))
    (folder / "c.phh").write_text(PHH)
    (folder / "notes.txt").write_text("this is a shopping list, not a hand history\n")
    return folder


def _rows(db: Path, query: str) -> list[tuple[Any, ...]]:
    with duckdb.connect(str(db), read_only=True) as connection:
        return connection.execute(query).fetchall()


def _dump(db: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every table's rows in a stable order, the import times left out."""
    out = {}
    for name in store.TABLES:
        if name == "files":
            rows = _rows(db, "SELECT file_id, path, sha1, bytes, hands, added, error FROM files ORDER BY path")
        elif name == "meta":
            rows = _rows(db, "SELECT * FROM meta ORDER BY key")
        else:
            rows = _rows(db, f"SELECT * FROM {name} ORDER BY ALL")
        out[name] = rows
    return out


# -- import --------------------------------------------------------------------------------------


def test_import_stores_every_hand_with_the_audits_verdict(corpus: Path, tmp_path: Path) -> None:
    db = tmp_path / "hands.duckdb"
    report = store.import_hands([corpus], db)
    verdicts = list(audit([corpus]))
    assert report.files == 4
    assert report.hands == len(verdicts) == 7  # 3 + 2 + 1 + the unreadable file's one record
    assert report.duplicates == 1 and report.added == 6
    assert set(report.unreadable_files) == {os.path.abspath(corpus / "notes.txt")}
    stored = dict(_rows(db, "SELECT hand_key, outcome FROM hands"))
    seen: set[str] = set()
    for verdict in verdicts:  # hand by hand, the store says what the audit says
        key = hand_key(verdict.hand, os.path.abspath(verdict.hand.source))
        if key in seen:
            continue
        seen.add(key)
        assert stored[key] == verdict.outcome.value
    assert len(stored) == len(seen) == 6
    assert report.outcomes == {"match": 4, "mismatch": 1, "not auditable": 1}
    mismatch = _rows(db, "SELECT hand_id FROM hands WHERE outcome = 'mismatch'")
    assert mismatch == [("3",)]
    # the evidence: payouts of the mismatch, seats with their net as the room paid
    three = "(SELECT hand_key FROM hands WHERE hand_id = '3')"
    paid = _rows(db, f"SELECT player, rules, paid FROM payouts WHERE hand_key IN {three} ORDER BY player")
    assert paid == [("ann", 380, 0), ("bob", 0, 380)]
    one = "(SELECT hand_key FROM hands WHERE hand_id = '1')"
    seats = _rows(db, f"SELECT player, position, hole, put_in, collected, net FROM seats WHERE hand_key IN {one}"
                      " ORDER BY seat")  # fmt: skip
    assert seats == [("ann", "BTN", "As Ad", 200, 380, 180), ("bob", "BB", "Ks Kd", 200, 0, -200)]
    actions = _rows(db, f"SELECT n, street, player, kind, amount FROM actions WHERE hand_key IN {one} ORDER BY n")
    assert actions[:3] == [(0, "preflop", "ann", "small blind", 100), (1, "preflop", "bob", "big blind", 200),
                           (2, "preflop", "ann", "call", 100)]  # fmt: skip
    assert _rows(db, "SELECT played_at, time_zone FROM hands WHERE hand_id = '1'")[0][1] == "ET"
    phh = _rows(db, "SELECT format, game, outcome, played_at FROM hands WHERE format = 'phh'")
    assert [row[:3] for row in phh] == [("phh", "holdem", "match")]
    assert str(phh[0][3]).startswith("2023-05-17")


def test_hands_numbered_alike_are_kept_apart_and_the_same_hand_once(tmp_path: Path) -> None:
    """PHH files number their hands by file name and PokerNow starts again each game: two
    different hands with the same room, table and number are two hands; the same hand in two
    files (another line end) is one."""
    folder = tmp_path / "hands"
    (folder / "a").mkdir(parents=True)
    (folder / "b").mkdir()
    (folder / "a" / "0.phh").write_text(PHH)
    (folder / "b" / "0.phh").write_text(
        PHH.replace('"p1 cbr 6", "p2 cc"', '"p1 cbr 6", "p2 f"')
        .replace("[206, 194, 200]", "[202, 194, 200]")
        .split('"d db 2c3d4h"')[0]
        .rstrip(", ")
        + "]\nfinishing_stacks = [202, 194, 200]\n"
    )
    (folder / "c.txt").write_text(_hands((1, "ann")))
    (folder / "d.txt").write_bytes(_hands((1, "ann")).replace("\n", "\r\n").encode())
    report = store.import_hands([folder], tmp_path / "s.duckdb")
    assert (report.hands, report.added, report.duplicates) == (4, 3, 1)
    assert _rows(tmp_path / "s.duckdb", "SELECT hand_id, count(*) FROM hands GROUP BY 1 ORDER BY 1") == [
        ("0", 2),
        ("1", 1),
    ]


def test_importing_again_adds_nothing_and_a_changed_file_replaces_its_hands(corpus: Path, tmp_path: Path) -> None:
    db = tmp_path / "hands.duckdb"
    store.import_hands([corpus], db)
    before = _dump(db)
    again = store.import_hands([corpus], db)
    assert (again.unchanged_files, again.added, again.hands) == (4, 0, 0)
    assert _dump(db) == before
    (corpus / "a.txt").write_text(_hands((1, "ann"), (2, "ann"), (3, "ann")))  # hand 3 now paid right
    changed = store.import_hands([corpus], db)
    assert (changed.changed_files, changed.unchanged_files, changed.hands, changed.added) == (1, 3, 3, 3)
    assert _rows(db, "SELECT count(*) FROM hands WHERE outcome = 'mismatch'") == [(0,)]
    assert _rows(db, "SELECT count(*) FROM hands") == [(6,)]
    assert _rows(db, "SELECT count(*) FROM payouts WHERE paid <> rules") == [(0,)]


def test_a_bad_file_is_recorded_and_the_import_goes_on(corpus: Path, tmp_path: Path) -> None:
    db = tmp_path / "hands.duckdb"
    (corpus / "nul.txt").write_bytes(b"PokerStars Hand #9: \x00\x00\x01 garbage")
    report = store.import_hands([corpus], db)
    assert report.added == 7 and len(report.unreadable_files) == 2
    errors = dict(_rows(db, "SELECT path, error FROM files WHERE error IS NOT NULL"))
    assert set(errors) == set(report.unreadable_files) and all(errors.values())


def test_a_kill_in_the_middle_then_the_same_command_gives_the_clean_store(tmp_path: Path) -> None:
    """A SIGKILL after some batches are written, then the same import: the store equals one
    made by a clean run (batches of one hand, so that the kill falls between transactions
    with data read but not written)."""
    folder = tmp_path / "hands"
    folder.mkdir()
    for i in range(6):
        (folder / f"{i}.txt").write_text(_hands((10 * i + 1, "ann"), (10 * i + 2, "bob")))
    script = textwrap.dedent(
        f"""
        import os, signal
        from pokerrank.store import import_hands
        def die(done, total):
            if done == 4:
                os.kill(os.getpid(), signal.SIGKILL)
        import_hands([{str(folder)!r}], {str(tmp_path / "killed.duckdb")!r}, batch_hands=3, progress=die)
        """
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=600)
    assert done.returncode == -signal.SIGKILL, done.stderr
    partial = _rows(tmp_path / "killed.duckdb", "SELECT count(*) FROM files")[0][0]
    assert 0 < partial < 6  # some batches were written, not all
    resumed = store.import_hands([folder], tmp_path / "killed.duckdb", batch_hands=3)
    assert resumed.unchanged_files == partial
    store.import_hands([folder], tmp_path / "clean.duckdb", batch_hands=3)
    assert _dump(tmp_path / "killed.duckdb") == _dump(tmp_path / "clean.duckdb")


def test_reaudit_decides_every_stored_hand_again(corpus: Path, tmp_path: Path) -> None:
    db = tmp_path / "hands.duckdb"
    store.import_hands([corpus], db)
    before = _rows(db, "SELECT hand_key, outcome, reason, detail FROM hands ORDER BY 1")
    with duckdb.connect(str(db)) as connection:  # as if decided by an older version, wrongly
        connection.execute("UPDATE hands SET outcome = 'match', detail = 'old', audited_by = '0.0.1' WHERE text <> ''")
        connection.execute("DELETE FROM payouts")
    report = store.import_hands([corpus], db, reaudit_all=True)
    assert report.reaudited == 5 and report.added == 0  # the unreadable file has no text to read again
    assert _rows(db, "SELECT hand_key, outcome, reason, detail FROM hands ORDER BY 1") == before
    assert _rows(db, "SELECT DISTINCT audited_by FROM hands") == [(store._import.__version__,)]
    assert _rows(db, "SELECT count(*) FROM payouts WHERE paid <> rules") == [(2,)]


def test_reaudit_with_results_gives_a_store_imported_without_them_its_results(corpus: Path, tmp_path: Path) -> None:
    """`import --reaudit --results` on a store imported without results: the same results,
    all-ins and dealt hands as an import with results from the start."""
    _shoves(corpus, 3)
    late, early = tmp_path / "late.duckdb", tmp_path / "early.duckdb"
    store.import_hands([corpus], late)
    assert _rows(late, "SELECT count(*) FROM results") == [(0,)]
    store.import_hands([corpus], early, results=True)
    report = store.import_hands([corpus], late, reaudit_all=True, results=True)
    assert report.added == 0 and report.reaudited == 8
    for name in ("results", "allins", "dealt"):
        assert _dump(late)[name] == _dump(early)[name], name
    assert _rows(late, "SELECT count(*) FROM allins") == [(3,)]
    store.import_hands([corpus], late, reaudit_all=True, results=True)  # again: replaced, not added twice
    assert _dump(late)["results"] == _dump(early)["results"]


# -- the schema ----------------------------------------------------------------------------------


def test_the_store_records_its_schema_version_and_refuses_a_newer_one(tmp_path: Path) -> None:
    db = tmp_path / "s.duckdb"
    store.connect(db).close()
    assert _rows(db, "SELECT value FROM meta WHERE key = 'schema_version'") == [(str(store.SCHEMA_VERSION),)]
    tables = {row[0] for row in _rows(db, "SELECT table_name FROM information_schema.tables")}
    assert tables == set(store.TABLES)
    with duckdb.connect(str(db)) as connection:
        connection.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    with pytest.raises(StoreError, match="schema version 99"):
        store.connect(db)
    other = tmp_path / "other.duckdb"
    with duckdb.connect(str(other)) as connection:
        connection.execute("CREATE TABLE t (x INTEGER)")
    with pytest.raises(StoreError, match="not a pokerrank store"):
        store.connect(other)
    (tmp_path / "text.duckdb").write_text("hello")
    with pytest.raises(StoreError, match="cannot be opened"):
        store.connect(tmp_path / "text.duckdb")
    with pytest.raises(StoreError, match="no store"):
        store.connect(tmp_path / "missing.duckdb", read_only=True)


def test_an_older_store_is_migrated_in_order(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The migration machinery: a store of today's version opened by a pokerrank whose schema
    is two versions newer gets both migrations, in order, and its rows stay."""
    from pokerrank.store import _schema

    now = _schema.SCHEMA_VERSION
    db = tmp_path / "s.duckdb"
    store.connect(db).close()
    with duckdb.connect(str(db)) as connection:
        connection.execute("INSERT INTO meta VALUES ('note', 'kept')")
    monkeypatch.setattr(_schema, "SCHEMA_VERSION", now + 2)
    monkeypatch.setattr(
        _schema,
        "MIGRATIONS",
        {
            **_schema.MIGRATIONS,
            now + 1: ("ALTER TABLE hands ADD COLUMN tag VARCHAR",),
            now + 2: ("UPDATE meta SET value = value || '!' WHERE key = 'note'",),
        },
    )
    assert _schema.prepare(duckdb.connect(str(db)), "s", "test") == now
    assert _rows(db, "SELECT value FROM meta WHERE key IN ('note', 'schema_version') ORDER BY key") == [
        ("kept!",),
        (str(now + 2),),
    ]
    assert "tag" in {row[0] for row in _rows(db, "SELECT column_name FROM information_schema.columns")}


# -- reading back ----------------------------------------------------------------------------------


def test_filters_and_summary(corpus: Path, tmp_path: Path) -> None:
    db = tmp_path / "hands.duckdb"
    store.import_hands([corpus], db)
    assert [h["hand_id"] for h in store.stored_hands(db, player="bob", site="PokerStars")] == ["1", "2", "3", "4"]
    assert [h["hand_id"] for h in store.stored_hands(db, outcome="mismatch")] == ["3"]
    in_2023 = store.stored_hands(db, since="2023-01-01", until="2023-12-31")
    assert [h["game"] for h in in_2023] == ["holdem"]
    assert list(store.stored_hands(db, stakes="2")) and not list(store.stored_hands(db, stakes="0.02"))
    with pytest.raises(StoreError, match="no filter 'room'"):
        list(store.stored_hands(db, room="x"))
    with pytest.raises(StoreError, match="a date"):
        list(store.stored_hands(db, since="yesterday"))
    summary = store.summary(db)
    assert summary["outcomes"] == {"match": 4, "mismatch": 1, "not auditable": 1}
    assert summary["by_room"]["PokerStars"]["holdem"] == {"match": 3, "mismatch": 1}
    assert summary["unreadable_files"] == 1


def test_export_to_parquet_partitioned_by_room_and_month(corpus: Path, tmp_path: Path) -> None:
    db = tmp_path / "hands.duckdb"
    store.import_hands([corpus], db)
    out = tmp_path / "lake"
    counts = store.export_parquet(db, out)
    assert counts["hands"] == 6 and counts["files"] == 4
    assert (out / "hands" / "site=PokerStars" / "month=2024-01").is_dir()
    with duckdb.connect() as connection:
        back = connection.execute(
            f"SELECT hand_key, outcome FROM read_parquet('{out}/hands/**/*.parquet', hive_partitioning = true)"
            " ORDER BY 1"
        ).fetchall()
        actions = connection.execute(
            f"SELECT count(*) FROM read_parquet('{out}/actions/**/*.parquet', hive_partitioning = true)"
        ).fetchall()[0][0]
    assert back == _rows(db, "SELECT hand_key, outcome FROM hands ORDER BY 1")
    assert actions == _rows(db, "SELECT count(*) FROM actions")[0][0]
    with pytest.raises(StoreError, match="new or empty folder"):
        store.export_parquet(db, out)


class _Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[str] = []
        self.cards: list[str] = []
        self.rows = 0
        self._card = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id"):
            self.ids.add(found["id"] or "")
        for name in ("src", "href", "xlink:href"):
            link = found.get(name) or ""
            if link and not link.startswith("#"):  # a picture's own parts, inside the page, are fine
                self.links.append(link)
        self._card = "card" in (found.get("class") or "").split()
        self.rows += tag == "tr"

    def handle_data(self, data: str) -> None:
        if self._card and data.strip():
            self.cards.append(data.strip())
        self._card = False


def test_the_report_is_one_self_contained_page(corpus: Path, tmp_path: Path) -> None:
    db = tmp_path / "hands.duckdb"
    store.import_hands([corpus], db)
    page = store.write_report(db, tmp_path / "report")
    text = page.read_text(encoding="utf-8")
    parsed = _Page()
    parsed.feed(text)
    assert {"summary", "by-room", "reasons", "mismatches", "unreadable"} <= parsed.ids
    assert parsed.links == []  # nothing to fetch: no script, stylesheet or image
    assert "<script" not in text
    assert "hand 3" in text and "A♠" in parsed.cards and "K♦" in parsed.cards
    assert 'class="n bad"' in text  # the wrong payout marked
    only = store.write_report(db, tmp_path / "gg", site="GGPoker")
    assert "0 hands" in only.read_text(encoding="utf-8")


def test_the_report_renders_in_a_real_browser(corpus: Path, tmp_path: Path) -> None:
    browser = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if browser is None:
        pytest.skip("no headless Chromium on this machine")
    db = tmp_path / "hands.duckdb"
    _shoves(corpus, 6)
    store.import_hands([corpus], db, results=True)
    page = store.write_report(db, tmp_path / "report")
    assert page.read_text(encoding="utf-8").count("<svg") == 2
    shot = tmp_path / "shot.png"
    done = subprocess.run(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", f"--screenshot={shot}", "--window-size=1200,1600",
         page.as_uri()],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 10_000


def _shoves(folder: Path, count: int, seed: int = 7) -> None:
    """``count`` Hold'em hands played by the engine in which every player moves all in before the
    flop (heads-up and three-handed), as PHH files: all-ins with every card known."""
    from pokerrank.engine import Hand
    from pokerrank.handhistory import to_phh

    for k in range(count):
        players = 2 + k % 2
        hand = Hand(
            "holdem",
            [200, 200, 300][:players],
            blinds=(1, 2),
            names=["ann", "bob", "cy"][:players],
            seed=seed * 1000 + k,
        )
        while not hand.over:
            options = hand.legal()
            if options.phase == "run":
                hand.act("run", 1)
            elif options.phase != "bet":
                hand.act("show")
            elif options.aggressive and options.max_to:
                hand.act(options.aggressive, options.max_to)
            else:
                hand.act("call")
        (folder / f"shove{k}.phh").write_text(to_phh(hand.to_record(f"s{k}")))


def test_the_report_shows_results_and_fairness_as_the_results_package_gives_them(corpus: Path, tmp_path: Path) -> None:
    """The report's results (players, one player's winnings, the fairness buckets, the dealt-hands
    check) from the stored tables equal pokerrank.results worked out from the files."""
    from pokerrank.results import hand_results
    from pokerrank.results.fairness import fairness
    from pokerrank.results.summary import summarize
    from pokerrank.store._report_results import winnings_curve

    _shoves(corpus, 8)
    (corpus / "b.txt").unlink()  # a hand stored once but read twice from the files: not this test's point
    db = tmp_path / "hands.duckdb"
    store.import_hands([corpus], db, results=True)
    files = sorted(p for p in corpus.iterdir() if p.name != "notes.txt")
    found = list(hand_results(read(files)))
    check = fairness(found)
    assert check.allins == 8 and _rows(db, "SELECT count(*) FROM allins") == [(8,)]
    query = "SELECT bucket, count(*), sum(equity), sum(won), sum(variance) FROM allins GROUP BY 1"
    stored = {b: (n, e, w, v) for b, n, e, w, v in _rows(db, query)}
    for index, bucket in enumerate(check.buckets):
        n, expected, won, variance = stored.get(index, (0, 0.0, 0.0, 0.0))
        assert n == bucket.allins
        assert expected == pytest.approx(float(bucket.expected)) and won == pytest.approx(float(bucket.actual))
        assert variance == pytest.approx(float(bucket.variance))
    for player, currency in (("ann", ""), ("bob", ""), ("cy", ""), ("ann", "USD")):
        (summary,) = summarize([r for r in found if (r.record.currency or "") == currency], player=player)
        with duckdb.connect(str(db), read_only=True) as connection:
            curve = winnings_curve(connection, player, currency, "TRUE", [])
        assert len(curve) == summary.hands > 0
        assert [x for point in curve for x in point] == pytest.approx([x for point in summary.curve for x in point])
    page = store.write_report(db, tmp_path / "report").read_text(encoding="utf-8")
    parsed = _Page()
    parsed.feed(page)
    assert {"results", "players", "fairness", "buckets", "dealt"} <= parsed.ids
    assert parsed.links == [] and page.count("<svg") == 2
    for hero in check.heroes:
        assert f"<td>{hero.hero}</td><td class='n'>{hero.hands}</td><td class='n'>{hero.chi_square:,.1f}</td>" in page
    z = f"z = {check.z:+.2f}"
    assert z in page  # the underdogs' z-score, as pokerrank.results gives it
    only_bob = store.write_report(db, tmp_path / "bob", player="bob").read_text(encoding="utf-8")
    assert "bob: results of" in only_bob and "ann: results of" not in only_bob
    dutch = store.write_report(db, tmp_path / "nl", lang="nl").read_text(encoding="utf-8")
    assert "Resultaten van de spelers" in dutch and "Eerlijkheidstoets" in dutch


def test_the_winnings_picture_of_many_hands_keeps_every_kth_hand_at_its_place(
    corpus: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Past MAX_POINTS hands the picture draws every k-th hand and the last, each at the number
    of hands played there (not at its index among the points drawn), and says so."""
    from pokerrank.results import pictures
    from pokerrank.store import _report_results
    from pokerrank.store._report_results import winnings_curve

    _shoves(corpus, 8)
    db = tmp_path / "hands.duckdb"
    store.import_hands([corpus], db, results=True)
    drawn: list[tuple[Any, Any]] = []
    real = pictures.draw_winnings

    def spy(
        curve: Any, player: str, say: Any, hands_text: str, target: Any, fmt: str = "png", hands: Any = None
    ) -> None:
        drawn.append((list(curve), hands))
        real(curve, player, say, hands_text, target, fmt, hands)

    monkeypatch.setattr(pictures, "draw_winnings", spy)
    monkeypatch.setattr(_report_results, "MAX_POINTS", 3)
    page = store.write_report(db, tmp_path / "r", player="ann").read_text(encoding="utf-8")
    with duckdb.connect(str(db), read_only=True) as connection:
        whole = winnings_curve(connection, "ann", "", "TRUE", [])
    assert len(whole) == 8
    ((points, hands),) = drawn
    assert hands == [3, 6, 8] and points == [whole[2], whole[5], whole[7]]
    assert "one point every 3 hands" in page


def test_the_report_says_what_is_missing_for_results_and_pictures(
    corpus: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pokerrank.errors import MissingExtraError
    from pokerrank.results import pictures

    db = tmp_path / "hands.duckdb"
    store.import_hands([corpus], db)
    page = store.write_report(db, tmp_path / "plain").read_text(encoding="utf-8")
    assert "import --reaudit --results" in page and "<svg" not in page
    _shoves(corpus, 2)
    with_results = tmp_path / "with.duckdb"
    store.import_hands([corpus], with_results, results=True)

    def missing() -> None:
        raise MissingExtraError("no matplotlib")

    monkeypatch.setattr(pictures, "_pyplot", missing)
    page = store.write_report(with_results, tmp_path / "bare").read_text(encoding="utf-8")
    assert "The pictures need matplotlib" in page and "<svg" not in page and "id='buckets'" in page


# -- commands ----------------------------------------------------------------------------------------


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_the_commands(corpus: Path, tmp_path: Path) -> None:
    db = str(tmp_path / "hands.duckdb")
    code, out, err = run("import", str(corpus), "--db", db, "--json")
    assert code == 0, err
    document = json.loads(out)
    assert (document["format"], document["added"], document["duplicates"]) == ("pokerrank.import", 6, 1)
    code, out, err = run("import", str(corpus), "--db", db)
    assert code == 0 and "unchanged, skipped" in out
    code, out, err = run("export", "--db", db, "--parquet", str(tmp_path / "lake"))
    assert code == 0 and "hands: 6 rows" in out
    code, out, err = run("report", "--db", db, "--out", str(tmp_path / "r"), "--seated", "bob")
    assert code == 0 and out.strip().endswith("index.html")
    code, out, err = run("report", "--db", str(tmp_path / "none.duckdb"), "--out", str(tmp_path / "r2"))
    assert code == 2 and err.startswith("error:") and "no store" in err
    code, out, err = run("import", str(tmp_path / "missing"), "--db", db)
    assert code == 2 and "no such file or folder" in err


# -- pieces --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("seats", "button", "expected"),
    [
        ((1, 2), 1, {"p1": "BTN", "p2": "BB"}),
        ((1, 2, 3), 3, {"p1": "SB", "p2": "BB", "p3": "BTN"}),
        ((1, 2, 3, 4, 5, 6), 4, {"p5": "SB", "p6": "BB", "p1": "UTG", "p2": "HJ", "p3": "CO", "p4": "BTN"}),
        ((1, 3, 5, 7, 8, 9, 10, 2, 4), 2, {"p3": "SB", "p4": "BB", "p5": "UTG", "p7": "UTG+1", "p8": "UTG+2",
                                            "p9": "UTG+3", "p10": "HJ", "p1": "CO", "p2": "BTN"}),
        ((1, 3, 5), 2, {"p3": "SB", "p5": "BB", "p1": "CO"}),  # a dead button: seat 2 is empty
        ((1, 2), None, {}),
    ],
)  # fmt: skip
def test_positions_from_the_button(seats: tuple[int, ...], button: int | None, expected: dict[str, str]) -> None:
    record = HandRecord("t", "1", button=button, seats=tuple(Seat(s, f"p{s}", 100) for s in seats))
    assert positions(record) == expected


def test_when_a_hand_was_played_is_read_as_printed() -> None:
    first = next(read(HEADS_UP.format(id=5, winner="ann")))
    moment, zone = played(first)
    assert (moment.isoformat(), zone) == ("2024-01-01T12:00:00", "ET")
    assert played(HandRecord("t", "1", text="Hand #1 - no date here")) == (None, None)
    assert played(HandRecord("t", "1", text="Game #1 - 2024/02/30 10:00:00")) == (None, None)  # no such day


def test_docs_sql_examples_run(corpus: Path, tmp_path: Path) -> None:
    """Every SQL example on the store's documentation page runs on a store."""
    db = tmp_path / "hands.duckdb"
    store.import_hands([corpus], db)
    page = Path(__file__).parent.parent / "docs" / "store.md"
    blocks = page.read_text(encoding="utf-8").split("```sql\n")[1:]
    assert len(blocks) >= 4
    with duckdb.connect(str(db), read_only=True) as connection:
        for block in blocks:
            query = block.split("```", 1)[0]
            connection.execute(query).fetchall()


def test_importing_without_the_extra_says_what_to_install(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from pokerrank.errors import MissingExtraError

    monkeypatch.setitem(sys.modules, "duckdb", None)
    with pytest.raises(MissingExtraError, match=r"pokerrank\[store\]"):
        store.import_hands([tmp_path], tmp_path / "x.duckdb")


def test_import_refuses_a_bad_batch_size(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="batch_hands"):
        store.import_hands([tmp_path], tmp_path / "x.duckdb", batch_hands=0)
    assert not os.path.exists(tmp_path / "x.duckdb")


@pytest.mark.slow
def test_an_import_on_dask_gives_the_same_store(corpus: Path, tmp_path: Path) -> None:
    """Files read and audited on a two-process LocalCluster: the same tables as one process."""
    pytest.importorskip("distributed")
    for i in range(3):
        (corpus / f"more{i}.txt").write_text(_hands((100 + i, "ann"), (200 + i, "bob")))
    here = store.import_hands([corpus], tmp_path / "here.duckdb", batch_hands=2, results=True)
    # a killed cluster import's parts, left beside the store: never loaded, removed
    stale = tmp_path / ("there.duckdb" + store.PARTS_SUFFIX) / "hands"
    stale.mkdir(parents=True)
    (stale / "000000000.parquet").write_bytes(b"not parquet")
    there = store.import_hands([corpus], tmp_path / "there.duckdb", workers=2, batch_hands=2, results=True)
    assert there.to_dict() == here.to_dict()
    assert _dump(tmp_path / "there.duckdb") == _dump(tmp_path / "here.duckdb")
    assert not (tmp_path / ("there.duckdb" + store.PARTS_SUFFIX)).exists()
    # the same files again, and one changed, through the cluster: the same as in one process
    (corpus / "more0.txt").write_text(_hands((300, "ann"), (301, "cy")))
    again_here = store.import_hands([corpus], tmp_path / "here.duckdb")
    again_there = store.import_hands([corpus], tmp_path / "there.duckdb", workers=2)
    assert again_there.to_dict() == again_here.to_dict()
    assert again_there.changed_files == 1
    assert _dump(tmp_path / "there.duckdb") == _dump(tmp_path / "here.duckdb")


def test_a_cluster_task_sends_back_parquet_parts_not_rows(corpus: Path, tmp_path: Path) -> None:
    """On a cluster each task writes its rows as one Parquet file per table and sends back only
    the files' rows and the parts' paths; the parts hold every row the task read."""
    from pokerrank.store import _import

    files = sorted(str(p) for p in corpus.iterdir())
    plan = tuple((path, k + 1, None, k) for k, path in enumerate(files))
    parts = tmp_path / "parts"
    task = _import._stage_task((plan, "test", True, str(parts)))
    rows = _import._stage_task((plan, "test", True, None))
    assert isinstance(task, _import._Parts) and isinstance(rows, list)
    assert [row[1] for row in task.files if row] == files
    assert task.size == sum(b.size for b in rows if b) > 0
    for table, path in task.paths.items():
        assert Path(path).parent == parts / table
        stored = duckdb.sql(f"SELECT count(*) FROM read_parquet('{path}')").fetchall()[0][0]
        assert stored == sum(len(getattr(b, table)) for b in rows if b), table
    assert set(task.paths) >= {"hands", "seats", "actions", "collections"}


def test_the_report_and_the_import_speak_the_language_asked(corpus: Path, tmp_path: Path) -> None:
    db = tmp_path / "hands.duckdb"
    code, out, err = run("import", str(corpus), "--db", str(db), "--lang", "nl")
    assert code == 0, err
    assert "bestanden gelezen" in out and "al bewaard" in out
    page = store.write_report(db, tmp_path / "nl", lang="nl").read_text(encoding="utf-8")
    assert '<html lang="nl">' in page and "Controleverslag" in page and "Handen die niet kloppen (1)" in page
    assert "3,80" in page  # the room's money in Dutch separators
    german = store.write_report(db, tmp_path / "de", lang="de").read_text(encoding="utf-8")
    assert "Prüfbericht" in german and "nach den Regeln" in german
    from pokerrank.errors import UnknownLanguageError

    with pytest.raises(UnknownLanguageError):
        store.write_report(db, tmp_path / "xx", lang="klingon")


def test_audit_and_results_read_a_store_as_they_read_files(corpus: Path, tmp_path: Path) -> None:
    """`audit --db` and `results --db` decide the stored hands again: the same verdicts and the
    same results as from the files (less the file that held no hand), filters applied."""
    db = str(tmp_path / "hands.duckdb")
    assert run("import", str(corpus), "--db", db)[0] == 0
    readable = [str(corpus / name) for name in ("a.txt", "b.txt", "c.phh")]
    code, from_files, _ = run("audit", *readable, "--json", "--show", "all")
    stored_code, from_store, err = run("audit", "--db", db, "--json", "--show", "all")
    assert stored_code == code == 1, err  # hand 3 was paid wrong
    files_verdicts = {(v["site"], v["hand"]): (v["outcome"], v["detail"]) for v in json.loads(from_files)["verdicts"]}
    store_verdicts = {(v["site"], v["hand"]): (v["outcome"], v["detail"]) for v in json.loads(from_store)["verdicts"]}
    files_verdicts.pop(("?", "?"), None)
    assert {k: v for k, v in store_verdicts.items() if k[1] != "?"} == files_verdicts  # hand 2 once: stored once
    stored_lines = {v["line"] for v in json.loads(from_store)["verdicts"] if v["hand"] == "3"}
    assert stored_lines == {v["line"] for v in json.loads(from_files)["verdicts"] if v["hand"] == "3"}
    code, out, err = run("audit", "--db", db, "--seated", "bob", "--site", "PokerStars", "--json")
    assert code == 1 and json.loads(out)["summary"]["hands"] == 4
    code, out, err = run("audit", "--db", db, "--game", "razz")
    assert code == 2 and "no stored hand" in err
    code, out, err = run("audit", "--site", "PokerStars", str(corpus))
    assert code == 2 and "--db" in err
    code, out, err = run("audit")
    assert code == 2 and "FILES_OR_DIRS" in err
    code, files_results, err = run("results", str(corpus / "a.txt"), str(corpus / "b.txt"), "--json")
    assert code == 0, err
    code, store_results, err = run("results", "--db", db, "--site", "PokerStars", "--game", "holdem", "--json")
    assert code == 0, err
    players = {p["player"]: p for p in json.loads(files_results)["players"]}
    stored_players = {p["player"]: p for p in json.loads(store_results)["players"]}
    assert players.keys() == stored_players.keys() == {"ann", "bob"}
    # hand 2 is in both files: one hand on both roads, the files' road says it skipped it
    assert json.loads(files_results)["hands"] == json.loads(store_results)["hands"] == 4
    assert json.loads(files_results)["duplicates"] == 1
    assert players == stored_players


def test_import_with_results_keeps_each_players_results(corpus: Path, tmp_path: Path) -> None:
    """`import --results`: each player's results of each hand added, as pokerrank.results
    works them out from the files; adjusted winnings kept exactly; every hand adds up."""
    from fractions import Fraction

    from pokerrank.results import hand_results

    db = tmp_path / "hands.duckdb"
    store.import_hands([corpus], db, results=True)
    rows = _rows(db, "SELECT hand_key, player, status, net, adjusted_exact, rake FROM results ORDER BY 1, 2")
    expected = {}
    for found in hand_results(read([corpus / "a.txt", corpus / "b.txt", corpus / "c.phh"])):
        key = hand_key(found.record, os.path.abspath(found.record.source))
        for p in found.players:
            expected[key, p.player] = (found.status.value, p.net, Fraction(p.adjusted))
    assert len(rows) == len(expected) == 2 * 4 + 3  # four heads-up PokerStars hands, one of three players
    for key, player, status, net, exact, _rake in rows:
        assert (status, net, Fraction(exact)) == expected[key, player]
    for (total,) in _rows(db, "SELECT sum(net) + sum(rake) FROM results GROUP BY hand_key"):
        assert total == pytest.approx(0)
    assert _rows(db, "SELECT count(*) FROM results JOIN hands USING (hand_key) WHERE hand_id = '1'") == [(2,)]
    plain = tmp_path / "plain.duckdb"
    store.import_hands([corpus], plain)
    assert _rows(plain, "SELECT count(*) FROM results") == [(0,)]


@pytest.mark.parametrize("old", [1, 2, 3])
def test_an_older_store_gets_the_tables_of_each_later_version(tmp_path: Path, old: int) -> None:
    """The real migrations: a store of version 1 (before ``results``), 2 (before ``allins`` and
    ``dealt``) or 3 (every seat known) gets the later tables, empty, and a seat that may be
    unknown, its rows and its creator kept."""
    from pokerrank.store import _schema

    later = {2: {"results"}, 3: {"allins", "dealt"}, 4: set()}
    missing = set().union(*(later[v] for v in later if v > old))
    db = tmp_path / "old.duckdb"
    with duckdb.connect(str(db)) as connection:
        for name, columns in _schema.TABLES.items():
            if name == "seats":  # before version 4 every seat and stack was known
                columns = columns.replace("seat INTEGER,", "seat INTEGER NOT NULL,")
                columns = columns.replace("stack BIGINT,", "stack BIGINT NOT NULL,")
            if name not in missing:
                connection.execute(f"CREATE TABLE {name} ({columns})")
        connection.execute("INSERT INTO meta VALUES ('schema_version', ?), ('created_by', 'old')", [str(old)])
        connection.execute("INSERT INTO seats VALUES ('k', 3, 'ann', NULL, 100, NULL, false, 0, 0, 0, 0)")
    with pytest.raises(StoreError, match=f"schema version {old}"):
        store.connect(db, read_only=True)
    store.connect(db).close()
    assert _rows(db, "SELECT value FROM meta WHERE key = 'schema_version'") == [(str(_schema.SCHEMA_VERSION),)]
    assert max(later) == _schema.SCHEMA_VERSION
    for name in sorted(missing):
        assert _rows(db, f"SELECT count(*) FROM {name}") == [(0,)]
    assert _rows(db, "SELECT column_name, is_nullable FROM information_schema.columns WHERE table_name = 'seats' AND"
                     " column_name IN ('seat', 'stack') ORDER BY 1") == [("seat", "YES"), ("stack", "YES")]  # fmt: skip
    assert _rows(db, "SELECT player, seat FROM seats") == [("ann", 3)]
    assert _rows(db, "SELECT value FROM meta WHERE key = 'created_by'") == [("old",)]


def test_a_player_whose_seat_the_room_never_gave_is_stored_with_no_seat_or_position(tmp_path: Path) -> None:
    from test_handhistory_party import JOINED

    (tmp_path / "party.txt").write_text(JOINED)
    db = tmp_path / "s.duckdb"
    store.import_hands([tmp_path / "party.txt"], db, results=True)
    seats = _rows(db, "SELECT player, seat, position, stack FROM seats ORDER BY player")
    assert ("dan", None, None, None) in seats  # joined after the seat list: the room never says where, nor the stack
    assert all(seat and position is None and stack for player, seat, position, stack in seats if player != "dan")
    page = store.write_report(db, tmp_path / "report")
    assert ">dan<" in page.read_text() and ">None<" not in page.read_text()
    from pokerrank.results import hand_result
    from pokerrank.results.summary import slice_of

    result = hand_result(next(read(JOINED)))
    assert {slice_of(result, player, "position") for player in ("ann", "bob", "dan")} == {"none"}


def test_an_import_report_as_json_data_keeps_its_keys_in_order_and_copies_its_counts() -> None:
    report = store.ImportReport(files=3, unchanged_files=1, changed_files=1, unreadable_files={"b.txt": "no hand"})
    report.hands, report.added, report.duplicates, report.reaudited = 7, 5, 2, 1
    report.outcomes["match"] = 5
    data = report.to_dict()
    assert list(data) == [
        "files",
        "unchanged_files",
        "changed_files",
        "unreadable_files",
        "hands",
        "added",
        "duplicates",
        "outcomes",
        "reaudited",
    ]
    assert json.loads(json.dumps(data)) == {
        "files": 3,
        "unchanged_files": 1,
        "changed_files": 1,
        "unreadable_files": {"b.txt": "no hand"},
        "hands": 7,
        "added": 5,
        "duplicates": 2,
        "outcomes": {"match": 5},
        "reaudited": 1,
    }
    data["outcomes"]["mismatch"] = 1  # the data is a copy: the report keeps its own counts
    data["unreadable_files"].clear()
    assert report.outcomes == {"match": 5} and report.unreadable_files == {"b.txt": "no hand"}
