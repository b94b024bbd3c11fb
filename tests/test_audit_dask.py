"""The hand-history audit on a real Dask LocalCluster: the same verdicts and summary, in the
same order, as in one process; a worker killed mid-run changes nothing but the time; bad
placements are one-line errors.

No mock: worker processes started with "spawn", tasks shipped to them, one of them killed.
The reference is the in-process road that was there before Dask: ``audit()`` one hand
after another, counted by one ``Summary``.
"""

from __future__ import annotations

import itertools
import json
import os
import signal
import sys
from pathlib import Path
from typing import Any

import pytest
from _helpers import run_cli as run
from handtexts import HEADS_UP

from pokerrank.errors import ClusterError, MissingExtraError
from pokerrank.handhistory import Outcome, Summary, _distributed, audit, read

pytestmark = pytest.mark.slow  # each module starts a Dask LocalCluster of worker processes

distributed = pytest.importorskip("distributed")

HAND = HEADS_UP
FOLD = """PokerStars Hand #{id}: Hold'em No Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET
Table 'Omega' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
ann: posts small blind $1
bob: posts big blind $2
*** HOLE CARDS ***
ann: folds
Uncalled bet ($1) returned to bob
bob collected $2 from pot
*** SUMMARY ***
Total pot $2 | Rake $0
"""
PHH = """variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 200]
actions = ["d dh p1 AsAd", "d dh p2 KsKd", "p2 cbr 6", "p1 cc", "d db 2c7d9h", "p2 cc", "p1 cc",
  "d db Js", "p2 cc", "p1 cc", "d db 3c", "p2 cc", "p1 cc", "p2 sm KsKd", "p1 sm AsAd"]
finishing_stacks = [{p1}, {p2}]
"""


def _hand(number: int) -> str:
    """A hand that matches, mismatches (bob paid instead of ann), or ends with a fold."""
    kind = number % 5
    if kind == 3:
        return FOLD.format(id=number)
    return HAND.format(id=number, winner="bob" if kind == 4 and number % 3 == 0 else "ann")


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """About 400 hands in 80 files and folders: PokerStars files of several hands (matches,
    mismatches, folds), PHH files (paid right and wrong), a truncated hand, a file that is no
    hand history, an empty file."""
    root = tmp_path_factory.mktemp("corpus")
    number = 1
    for f in range(60):
        folder = root / f"room{f % 3}"
        folder.mkdir(exist_ok=True)
        hands = [_hand(number + i) for i in range(f % 7 + 3)]
        number += len(hands)
        (folder / f"session{f}.txt").write_text("\n\n".join(hands), encoding="utf-8")
    for f in range(16):
        stacks = (206, 194) if f % 4 else (194, 206)  # every fourth pays the loser
        (root / "phh" / f"hand{f}.phh").parent.mkdir(exist_ok=True)
        (root / "phh" / f"hand{f}.phh").write_text(PHH.format(p1=stacks[0], p2=stacks[1]), encoding="utf-8")
    truncated = HAND.format(id=9001, winner="ann").split("*** RIVER")[0]
    (root / "room1" / "truncated.txt").write_text(HAND.format(id=9000, winner="ann") + "\n\n" + truncated)
    (root / "room2" / "notes.txt").write_text("not a hand history\n", encoding="utf-8")
    (root / "room2" / "empty.txt").write_text("", encoding="utf-8")
    return root


@pytest.fixture
def small_tasks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tasks of a few files or hands, so that even a small corpus makes many of them."""
    monkeypatch.setattr(_distributed, "TASK_BYTES", 4_000)


def reference(source: Any, show: str = "all") -> dict[str, Any]:
    """``pokerrank audit --json`` as one process counts it, hand after hand."""
    summary = Summary()
    shown = []
    for verdict in audit(source):
        summary.add(verdict)
        if show == "all" or (show == "mismatches" and verdict.outcome is Outcome.MISMATCH):
            shown.append(verdict.to_dict())
    return {"summary": summary.to_dict(), "verdicts": shown}


def test_the_corpus_has_every_kind_of_verdict(corpus: Path) -> None:
    summary = reference(corpus)["summary"]
    assert summary["hands"] > 350 and summary["files"] == 79
    assert summary["matched"] > 200 and summary["mismatched"] >= 20
    assert set(summary["not_auditable"]) >= {"truncated", "unreadable"}


@pytest.mark.usefixtures("small_tasks")
@pytest.mark.parametrize("show", ["all", "mismatches", "none"])
def test_the_cli_on_a_cluster_prints_what_one_process_prints(corpus: Path, cluster: Any, show: str) -> None:
    here = run("audit", str(corpus), "--json", "--show", show)
    there = run("audit", str(corpus), "--json", "--show", show, "--scheduler", cluster.scheduler_address)
    assert here[0] == there[0] == 1  # mismatches found
    assert there[1] == here[1]
    document = json.loads(there[1])
    expected = reference(corpus, show)
    assert document["summary"] == expected["summary"]
    assert document["verdicts"] == expected["verdicts"]  # the same verdicts, in the same order
    text_here = run("audit", str(corpus), "--show", show)
    text_there = run("audit", str(corpus), "--show", show, "--scheduler", cluster.scheduler_address)
    assert text_there == text_here


def test_workers_starts_a_local_cluster_with_the_same_result(corpus: Path) -> None:
    folder = str(corpus / "room0")
    here = run("audit", folder, "--json", "--show", "all")
    there = run("audit", folder, "--json", "--show", "all", "--workers", "2")
    assert there == here
    assert json.loads(here[1])["summary"] == reference(folder)["summary"]


@pytest.mark.usefixtures("small_tasks")
def test_audit_on_a_cluster_gives_the_same_verdicts_in_the_same_order(corpus: Path, cluster: Any) -> None:
    address = cluster.scheduler_address
    here = [v.to_dict() for v in audit(corpus)]
    assert [v.to_dict() for v in audit(corpus, scheduler=address)] == here
    assert [v.to_dict() for v in audit(str(corpus), scheduler=address)] == here
    # Records, paths, folders and text mixed: files go to the workers, the rest in chunks of hands.
    records = list(read(corpus / "room1"))
    text = (corpus / "room0" / "session3.txt").read_text(encoding="utf-8")
    mixed = [*records[:7], corpus / "phh", text, str(corpus / "room2" / "notes.txt"), *records[7:]]
    expected = [v.to_dict() for v in audit(mixed)]
    assert [v.to_dict() for v in audit(mixed, scheduler=address)] == expected
    assert [v.to_dict() for v in audit(text, scheduler=address)] == [v.to_dict() for v in audit(text)]


def test_a_worker_killed_mid_run_costs_time_not_verdicts(
    corpus: Path, cluster: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_distributed, "TASK_BYTES", 1_500)  # about one hand per task: many tasks
    expected = reference(corpus)
    client = distributed.Client(cluster)
    try:
        pids = client.run(os.getpid)
        state: dict[str, Any] = {}
        summary = Summary()
        shown = []
        for verdict in audit(corpus, scheduler=cluster.scheduler_address):
            if "killed" not in state:  # once verdicts come back: kill the busiest worker holding work
                busy = {pids[w]: len(tasks) for w, tasks in client.processing().items() if w in pids}
                victim = max(busy, key=lambda pid: busy[pid])
                if busy[victim]:  # (none holding work at this verdict, on a slow host: the next one)
                    os.kill(victim, signal.SIGKILL)
                    state.update(killed=victim, held=busy[victim])
            summary.add(verdict)
            shown.append(verdict.to_dict())
        assert state.get("held", 0) >= 1  # it died holding work, which ran again elsewhere
        assert {"summary": summary.to_dict(), "verdicts": shown} == expected
        client.wait_for_workers(2, timeout=60)  # the nanny brought the worker back
    finally:
        client.close()


def test_pokerrank_scheduler_sends_the_audit_to_that_cluster(
    corpus: Path, cluster: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = str(corpus / "room1")
    here = run("audit", folder, "--json")
    monkeypatch.setenv("POKERRANK_SCHEDULER", cluster.scheduler_address)
    client = distributed.Client(cluster)
    try:
        with distributed.get_task_stream(client=client) as stream:
            there = run("audit", folder, "--json")
        keys = [str(task["key"]) for task in stream.data]
    finally:
        client.close()
    assert there == here
    assert keys and all(key.startswith("pokerrank-audit-") for key in keys)


def test_an_unreadable_file_named_on_the_command_line_is_the_same_error_there(corpus: Path, cluster: Any) -> None:
    path = str(corpus / "room2" / "notes.txt")
    here = run("audit", path)
    there = run("audit", path, "--scheduler", cluster.scheduler_address)
    assert here[0] == there[0] == 2
    assert there[2] == here[2] and here[2].startswith("error: ") and here[2].count("\n") == 1


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--workers", "0"], "error: workers must be a whole number of processes, at least 1, got 0\n"),
        (["--workers", "-3"], "error: workers must be a whole number of processes, at least 1, got -3\n"),
        (
            ["--workers", "2", "--scheduler", "tcp://127.0.0.1:8786"],
            "error: give either workers (a local Dask cluster) or a scheduler address, not both\n",
        ),
        (["--scheduler", "  "], "error: scheduler must be a Dask scheduler's address such as 'tcp://host:8786', got"),
    ],
)
def test_bad_placements_are_one_line_errors(corpus: Path, options: list[str], message: str) -> None:
    code, out, err = run("audit", str(corpus / "room0"), *options)
    assert (code, out) == (2, "")
    assert err.startswith(message) and err.count("\n") == 1


@pytest.mark.parametrize("address", ["no-port", "tcp://127.0.0.1:9"])
def test_a_scheduler_that_cannot_be_reached_is_a_one_line_error(corpus: Path, address: str) -> None:
    # In a fresh process, as a user runs it (this process has run many clients by now), the
    # wait for a scheduler shortened from 10 s to 1 s (a refused connection is retried until then).
    import subprocess

    start = "from pokerrank import _cluster; _cluster.CONNECT_TIMEOUT = '1s'; from pokerrank.cli import main; main()"
    command = [sys.executable, "-c", start, "audit", str(corpus / "room0"), "--scheduler", address]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.startswith(f"error: cannot reach the Dask scheduler at {address!r}: ")
    assert done.stderr.count("\n") == 1


def test_without_dask_the_error_names_the_extra(corpus: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)
    code, out, err = run("audit", str(corpus / "room0"), "--workers", "2")
    assert (code, out) == (2, "")
    assert err == 'error: running on Dask needs dask and distributed: pip install "pokerrank[distributed]"\n'
    with pytest.raises(MissingExtraError, match=r'pip install "pokerrank\[distributed\]"'):
        next(audit(corpus, workers=2))


def test_audit_refuses_a_bad_placement_before_any_work(corpus: Path) -> None:
    with pytest.raises(ClusterError, match="at least 1, got 0"):
        next(audit(corpus, workers=0))
    with pytest.raises(ClusterError, match="not both"):
        next(audit(corpus, workers=1, scheduler="tcp://127.0.0.1:8786"))
    with pytest.raises(ClusterError, match=r"got True"):
        next(audit(corpus, workers=True))


@pytest.mark.usefixtures("small_tasks")
def test_counts_added_task_by_task_are_the_counts_of_every_hand(corpus: Path) -> None:
    from pokerrank.handhistory import audit_hand
    from pokerrank.handhistory.reader import source_files

    files = source_files([corpus])
    total = Summary()
    batches = list(_distributed.audit_files(files, audit_hand, keep="none"))
    assert len(batches) > 10 and sum(batch.files for batch in batches) == len(files)
    for batch in batches:
        assert batch.verdicts == ()
        _distributed.add_summary(total, batch.summary)
    assert [path for batch in batches for path, _ in batch.unreadable] == [
        str(corpus / "room2" / "empty.txt"),
        str(corpus / "room2" / "notes.txt"),
    ]
    one = Summary()
    for verdict in audit(corpus):
        one.add(verdict)
    assert vars(total) == vars(one)
    assert list(total.by_game) == list(one.by_game)  # first seen in the same order
    assert list(total.not_auditable) == list(one.not_auditable)


def test_map_ordered_reads_an_endless_stream_a_window_at_a_time(cluster: Any) -> None:
    from pokerrank._cluster import map_ordered

    results = map_ordered(abs, itertools.count(-50), scheduler=cluster.scheduler_address, window=4)
    assert list(itertools.islice(results, 60)) == [abs(n) for n in range(-50, 10)]
    results.close()  # the tasks still out are cancelled


@pytest.mark.shared
def test_the_shared_hand_histories_audit_the_same_on_a_cluster(shared_dir: Path, cluster: Any) -> None:
    corpus = shared_dir / "hand-histories"
    paths = [str(corpus / "pokerstars"), str(corpus / "phh" / "wsop")]
    here = run("audit", *paths, "--json", "--show", "all")
    there = run("audit", *paths, "--json", "--show", "all", "--scheduler", cluster.scheduler_address)
    assert there == here
    document = json.loads(here[1])
    assert document["summary"]["hands"] > 1_300
    expected = reference(paths)
    assert document["summary"] == expected["summary"] and document["verdicts"] == expected["verdicts"]
