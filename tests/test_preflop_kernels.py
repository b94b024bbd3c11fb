"""The preflop tables' kernels: compile families of their own, each kernel with
exactly its declared signature, the compile notice on a terminal (never in a pipe or with
``--json``), and the same counts on any number of threads."""

from __future__ import annotations

import json
from importlib import import_module
from pathlib import Path

import numpy as np
import pytest
from test_compile import _on_terminal, _piped

from pokerrank.kernels.families import FAMILIES, PREFLOP_SAMPLED
from pokerrank.preflop import matchups, vs_random
from pokerrank.preflop._boards import canonical_boards
from pokerrank.preflop._classes import class_set
from pokerrank.preflop._tasks import Task, families, run_task

SAMPLED = ("table", "vs-random", "--game", "short-deck", "--samples", "2000", "--seed", "5", "--no-progress")
NOTICE = f"pokerrank: compiling {PREFLOP_SAMPLED.title} (once per machine, about"


def test_each_table_kind_runs_its_family_with_its_declared_signatures() -> None:
    """Every kind of table job (exact, per combination, sampled) compiles its family's kernels
    for exactly the signatures their modules declare: no call compiles another."""
    vs_random("short-deck", samples=3000, seed=1, tasks=3)
    matchups("holdem", "AA, KK, AKs", samples=2000, seed=2)
    matchups("holdem", "AA, KQs")
    matchups("holdem", "AA, KK", per_combo=True)
    deck = class_set(8).deck  # ten to ace: small enough for an exact vs-random table
    boards, weights = canonical_boards(deck)
    run_task(Task(0, "vs-random", "high", 8, tuple(range(25)), boards, weights))
    preflop = [f for name, f in FAMILIES.items() if name.startswith("preflop")]
    assert {f.name for f in preflop} == {
        "preflop-boards", "preflop", "preflop-matchups", "preflop-combos", "preflop-sampled",
        "preflop-sampled-matchups",
    }  # fmt: skip
    for family in preflop:
        assert family.ready, family.name
        for entry in family.kernels:
            module_name, _, name = entry.partition(":")
            module = import_module(module_name)
            assert getattr(module, name).signatures == [tuple(module.SIGNATURES[name])], entry


def test_each_task_kind_names_one_family() -> None:
    kinds = ("vs-random", "matchups", "combos", "sample-vs-random", "sample-matchups")
    named = [families(kind) for kind in kinds]
    assert all(len(f) == 1 for f in named)
    assert len({f[0].name for f in named}) == len(kinds)
    assert families("no such kind") == ()


@pytest.mark.parametrize("threads", [1, 2, 3])
def test_the_counts_do_not_depend_on_the_threads(threads: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The chunks of a task add up to the same counts on one thread or several (each chunk
    has working arrays of its own), for exact and sampled tasks."""
    lay_deck = class_set(8).deck
    boards, weights = canonical_boards(lay_deck)
    everything = tuple(range(25))
    exact = Task(0, "vs-random", "high", 8, everything, boards, weights)
    units = np.array([(k, 0) for k in range(25)], dtype=np.int64)
    sampled = Task(0, "sample-vs-random", "high", 8, everything, units=units, seed=9, samples=500, block=1 << 16)
    monkeypatch.setenv("POKERRANK_THREADS", "1")
    one = [run_task(exact), run_task(sampled)]
    monkeypatch.setenv("POKERRANK_THREADS", str(threads))
    many = [run_task(exact), run_task(sampled)]
    for a, b in zip(one, many, strict=True):
        assert (a == b).all()


@pytest.mark.slow
def test_a_terminal_sees_the_notice_of_the_preflop_kernels(tmp_path: Path) -> None:
    code, out, err = _on_terminal(SAMPLED, tmp_path)
    assert code == 0, err
    assert "2,000 showdowns" in out  # the grid and its footer
    assert err.count(NOTICE) == 1 and err.index(NOTICE) == 0
    assert "%" in err.split(NOTICE, 1)[1]  # the bar under the line
    assert any(tmp_path.glob("pokerrank-marks/preflop-sampled-*"))
    code, again, err = _on_terminal(SAMPLED, tmp_path)
    assert code == 0 and again == out  # the same seed: the same grid
    assert "compiling" not in err


@pytest.mark.slow
def test_nothing_is_said_with_json_or_in_a_pipe(tmp_path: Path) -> None:
    code, out, err = _on_terminal((*SAMPLED, "--json"), tmp_path / "json")
    assert code == 0, err
    assert json.loads(out)["samples"] == 2000
    assert err.strip() == ""
    piped = _piped(SAMPLED, tmp_path / "pipe")
    assert piped.returncode == 0 and "2,000 showdowns" in piped.stdout
    assert piped.stderr == ""
