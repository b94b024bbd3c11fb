"""``vs_random`` and ``matchups``: plan a table job, run it, assemble the result."""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from math import comb
from numbers import Integral
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from pokerrank._checks import MAX_TABLE_SAMPLES, check_run_options, fresh_seed, plainly
from pokerrank.errors import TableJobError, TooManyDealsError, UnknownGameError
from pokerrank.preflop._classes import ClassSet, class_set, combo_text
from pokerrank.preflop._results import ComboCounts, Counts, MatchupResult, VsRandomResult
from pokerrank.preflop._runner import Progress, check_placement, execute
from pokerrank.preflop._tasks import Task, layout

__all__ = ["hand_classes", "matchups", "vs_random"]

_GAMES = ("holdem", "short-deck", "short-deck-classic")
_RANKINGS = {"high", "short-deck", "short-deck-classic"}
DEFAULT_TASKS = 64
BLOCK = 1 << 16  # samples per random stream
MAX_COMBO_SHOWDOWNS = 10**11


@dataclass(frozen=True)
class _Game:
    name: str
    ranking: str
    lowest_rank: int

    @property
    def classes(self) -> ClassSet:
        return class_set(self.lowest_rank)


def _resolve(game: str) -> _Game:
    from pokerrank.games import get_game

    spec = get_game(game)
    codes = set(spec.deck.codes)
    lowest = min(codes) >> 2 if codes else 0
    whole = codes == {c for c in range(52) if c >> 2 >= lowest}
    side = spec.sides[0]
    if (
        spec.hole_cards != 2 or spec.board_cards != 5 or spec.split or not whole or spec.discards
        or side.ranking not in _RANKINGS or side.hole is not None or side.board is not None
    ):  # fmt: skip
        raise UnknownGameError(
            f"preflop tables are for two-card Hold'em games, {', '.join(map(repr, _GAMES))}; got {plainly(game)} "
            f"({spec.title})",
            _GAMES,
        )
    return _Game(spec.name, side.ranking, lowest)


def hand_classes(game: str = "holdem") -> tuple[str, ...]:
    """The starting-hand classes of ``game``, in grid order (pairs on the diagonal, suited
    hands above it, offsuit hands below it, rows and columns from the ace down).

    >>> classes = hand_classes()
    >>> len(classes), classes[:3], classes[-1]
    (169, ('AA', 'AKs', 'AQs'), '22')
    >>> len(hand_classes("short-deck")), hand_classes("short-deck")[-1]
    (81, '66')
    """
    return _resolve(game).classes.names


def _run_options(samples: object, seed: object) -> tuple[int | None, int | None]:
    """``samples`` and ``seed`` by the policy of every sampled run
    (:func:`~pokerrank._checks.check_run_options`): at most :data:`MAX_TABLE_SAMPLES` per
    class or matchup, a seed from 0 to 2**128 - 1 (a fresh one when None), and no seed for an
    exact table."""
    n, given = check_run_options(
        samples, seed, error=TableJobError, most=MAX_TABLE_SAMPLES, run="table", draws="samples"
    )
    if n is None:
        return None, None
    return n, fresh_seed() if given is None else given


def _stream_seed(seed: int) -> int:
    """The 64-bit seed the kernels' random streams start from: the seed itself below 2**64,
    else one drawn from it by numpy's ``SeedSequence`` (every seed to 2**128 - 1 is taken;
    the kernels' streams hold 64 bits)."""
    if seed < 1 << 64:
        return seed
    return int(np.random.SeedSequence(seed).generate_state(1, np.uint64)[0])


def _check_tasks(tasks: object) -> int:
    if tasks is None:
        return DEFAULT_TASKS
    if isinstance(tasks, bool) or not isinstance(tasks, Integral) or int(tasks) < 1:
        raise TableJobError(f"tasks must be a positive whole number, got {plainly(tasks)}")
    return int(tasks)


def _split(n: int, parts: int) -> list[tuple[int, int]]:
    parts = max(1, min(parts, n))
    return [(n * i // parts, n * (i + 1) // parts) for i in range(parts)]


def _manifest(
    table: str, g: _Game, classes: Sequence[str], samples: int | None, seed: int | None, tasks: int, **extra: Any
) -> dict[str, Any]:
    from pokerrank._version import __version__

    return {
        "format": "pokerrank.preflop-job",
        "format_version": 1,
        "table": table,
        "game": g.name,
        "ranking": g.ranking,
        "method": "exact" if samples is None else "monte-carlo",
        "samples": samples,
        "seed": seed,
        "classes": list(classes),
        "tasks": tasks,
        "pokerrank_version": __version__,
        **extra,
    }


def _board_tasks(kind: str, g: _Game, classes: tuple[int, ...], boards: Any, weights: Any, n_tasks: int) -> list[Task]:
    return [
        Task(i, kind, g.ranking, g.lowest_rank, classes, boards[lo:hi], weights[lo:hi])
        for i, (lo, hi) in enumerate(_split(len(boards), n_tasks))
    ]


def _unit_tasks(
    kind: str, g: _Game, classes: tuple[int, ...], units: Any, seed: int | None, samples: int, n_tasks: int
) -> list[Task]:
    assert seed is not None
    seed = _stream_seed(seed)
    return [
        Task(i, kind, g.ranking, g.lowest_rank, classes, units=units[lo:hi], seed=seed, samples=samples, block=BLOCK)
        for i, (lo, hi) in enumerate(_split(len(units), n_tasks))
    ]


def _prepare(kind: str, boards: bool, workers: int | None, scheduler: str | None) -> None:
    """Compile (or load) the kernels this process will run, before any planning work, so that
    a first run's compile notice shows at once: the board orbits when ``boards``, and the
    task's kernels when the tasks run here (on Dask the workers load their own)."""
    from pokerrank import _cluster
    from pokerrank._compile import prepare
    from pokerrank.kernels.families import PREFLOP_BOARDS
    from pokerrank.preflop._tasks import families

    here = _cluster.placement(workers, scheduler) == (None, None)
    prepare(*((PREFLOP_BOARDS,) if boards else ()), *(families(kind) if here else ()))


def _finish(result: Any, out: str | os.PathLike[str] | None) -> None:
    if out is not None:
        result.save(Path(out) / "result.json")


def vs_random(
    game: str = "holdem",
    *,
    samples: int | None = None,
    seed: int | None = None,
    workers: int | None = None,
    scheduler: str | None = None,
    out: str | os.PathLike[str] | None = None,
    progress: Progress | None = None,
    tasks: int | None = None,
) -> VsRandomResult:
    """Each starting-hand class against one random hand, heads-up, all-in before the flop.

    Exact by default: every combination of the class against every opponent hand on every
    board (Hold'em: 2,097,572,400 showdowns per combination), counted board by board with
    one ranking of the hole pairs per board. ``samples=N``: N Monte Carlo showdowns per class
    (at most 10**12) from ``seed`` (a whole number from 0 to 2**128 - 1; a fresh one when
    None, recorded in the result; a seed without ``samples`` is an error, as in
    :func:`~pokerrank.equity`).

    Where it runs: in this process on every core by default; ``workers=N`` on a Dask
    LocalCluster of N processes; ``scheduler="tcp://host:8786"`` (or the environment
    variable ``POKERRANK_SCHEDULER``) on an existing Dask cluster. The same job gives the same
    counts wherever it runs. ``out=DIR`` keeps each finished task's counts and the final
    table (``DIR/result.json``); running the same job with the same ``out`` resumes it.
    ``progress(done, total)`` is called as tasks finish; ``tasks`` is how many pieces the
    job is cut into (default 64).

    >>> r = vs_random("short-deck", samples=20_000, seed=1)
    >>> r.exact, r["AA"].total, 0.7 < r.equity("AA") < 0.8
    (False, 20000, True)
    """
    g = _resolve(game)
    samples, seed = _run_options(samples, seed)
    n_tasks = _check_tasks(tasks)
    check_placement(workers, scheduler, out, progress)
    cs = g.classes
    everything = tuple(range(len(cs.names)))
    manifest = _manifest("vs-random", g, cs.names, samples, seed, n_tasks)
    _prepare("vs-random" if samples is None else "sample-vs-random", samples is None, workers, scheduler)
    if samples is None:
        from pokerrank.preflop._boards import canonical_boards

        boards, weights = canonical_boards(cs.deck)
        job = _board_tasks("vs-random", g, everything, boards, weights, n_tasks)
        shapes = [(len(everything), 3)] * len(job)
        parts = execute(manifest, job, shapes, workers=workers, scheduler=scheduler, out=out, progress=progress)
        counts = np.sum(parts, axis=0)
        n = len(cs.deck)
        per_combo = comb(n - 2, 5) * comb(n - 7, 2)
        assert all(int(counts[k].sum()) == len(cs.combos[k]) * per_combo for k in everything)
    else:
        blocks = -(-samples // BLOCK)
        units = np.array([(k, b) for k in everything for b in range(blocks)], dtype=np.int64)
        job = _unit_tasks("sample-vs-random", g, everything, units, seed, samples, n_tasks)
        shapes = [(len(t.units), 3) for t in job if t.units is not None]
        parts = execute(manifest, job, shapes, workers=workers, scheduler=scheduler, out=out, progress=progress)
        per_unit = np.concatenate(parts)
        counts = np.zeros((len(everything), 3), dtype=np.int64)
        np.add.at(counts, units[:, 0], per_unit)
    from pokerrank._version import __version__

    wins, ties, losses = (tuple(int(x) for x in counts[:, j]) for j in range(3))
    result = VsRandomResult(
        g.name, g.ranking, cs.names, tuple(len(c) for c in cs.combos), wins, ties, losses,
        samples is None, samples, seed, __version__,
    )  # fmt: skip
    _finish(result, out)
    return result


def matchups(
    game: str = "holdem",
    hands: str | Iterable[str] | None = None,
    *,
    per_combo: bool = False,
    samples: int | None = None,
    seed: int | None = None,
    workers: int | None = None,
    scheduler: str | None = None,
    out: str | os.PathLike[str] | None = None,
    progress: Progress | None = None,
    tasks: int | None = None,
) -> MatchupResult:
    """Every pair of starting-hand classes heads-up, all-in before the flop.

    ``hands``: the classes to include (class names, or a range text such as ``"QQ+, AKs"``;
    default every class). Exact by default: for classes x and y, every combination of x
    against every disjoint combination of y on every board, so ``equity(x, y)`` is the
    suit-averaged equity (AA against KK: 0.8195). ``per_combo=True`` also keeps every pair
    of combinations (a showdown per pair and board: for a few classes). ``samples=N``: N
    Monte Carlo showdowns per pair of classes from ``seed``. ``workers``, ``scheduler``,
    ``out``, ``progress`` and ``tasks`` as in :func:`vs_random`.

    >>> r = matchups("holdem", ["AA", "KK"])
    >>> round(r.equity("AA", "KK"), 6), r["AA", "KK"].total
    (0.819461, 61642944)
    """
    g = _resolve(game)
    samples, seed = _run_options(samples, seed)
    n_tasks = _check_tasks(tasks)
    check_placement(workers, scheduler, out, progress)
    if not isinstance(per_combo, bool):
        raise TableJobError(f"per_combo is True or False, got {plainly(per_combo)}")
    cs = g.classes
    chosen = cs.select(hands)
    names = tuple(cs.names[k] for k in chosen)
    combos = tuple(len(cs.combos[k]) for k in chosen)
    if per_combo and samples is not None:
        raise TableJobError("per_combo counts are exact: leave samples out, or per_combo off")
    manifest = _manifest("matchups", g, names, samples, seed, n_tasks, per_combo=per_combo)
    if samples is not None or not per_combo:  # per combination: after its size is checked, below
        _prepare("matchups" if samples is None else "sample-matchups", samples is None, workers, scheduler)

    def run(job: list[Task], shapes: list[tuple[int, ...]]) -> list[npt.NDArray[np.int64]]:
        return execute(manifest, job, shapes, workers=workers, scheduler=scheduler, out=out, progress=progress)

    k = len(chosen)
    combo_list: tuple[ComboCounts, ...] | None = None
    if samples is None and not per_combo:
        from pokerrank.preflop._boards import canonical_boards

        boards, weights = canonical_boards(cs.deck)
        job = _board_tasks("matchups", g, chosen, boards, weights, n_tasks)
        parts = run(job, [(2, k, k)] * len(job))
        total = np.sum(parts, axis=0)
        wins, ties = total[0], total[1]
        losses = wins.T.copy()
    elif samples is None:
        from pokerrank.preflop._boards import all_boards

        lay = layout(g.lowest_rank)
        picked = np.concatenate([np.arange(lay.class_start[c], lay.class_start[c + 1]) for c in chosen])
        m = len(picked)
        showdowns = comb(len(cs.deck), 5) * m * m
        if showdowns > MAX_COMBO_SHOWDOWNS:
            raise TooManyDealsError(
                f"per_combo over {k} classes ({m} combinations) is about {showdowns:.1e} showdowns, "
                f"more than {MAX_COMBO_SHOWDOWNS:.0e}: ask for fewer classes"
            )
        _prepare("combos", False, workers, scheduler)
        boards = all_boards(cs.deck)
        weights = np.ones(len(boards), dtype=np.int64)
        job = _board_tasks("combos", g, chosen, boards, weights, n_tasks)
        parts = run(job, [(2, m, m)] * len(job))
        total = np.sum(parts, axis=0)
        cw, ct = total[0], total[1]
        cl = cw.T
        owner = np.repeat(np.arange(k), combos)
        wins, ties, losses = (_by_class(x, owner, k) for x in (cw, ct, cl))
        a, b = lay.a[picked], lay.b[picked]
        texts = [combo_text(int(x), int(y)) for x, y in zip(a, b, strict=True)]
        items = []
        for p in range(m):
            for q in range(m):
                if len({int(a[p]), int(b[p]), int(a[q]), int(b[q])}) == 4:
                    items.append(ComboCounts(texts[p], texts[q], Counts(int(cw[p, q]), int(ct[p, q]), int(cl[p, q]))))
        combo_list = tuple(items)
    else:
        blocks = -(-samples // BLOCK)
        pairs = [(x, y) for i, x in enumerate(chosen) for y in chosen[i:]]
        units = np.array([(x, y, b) for x, y in pairs for b in range(blocks)], dtype=np.int64)
        job = _unit_tasks("sample-matchups", g, chosen, units, seed, samples, n_tasks)
        parts = run(job, [(len(t.units), 3) for t in job if t.units is not None])
        per_unit = np.concatenate(parts)
        where = {c: i for i, c in enumerate(chosen)}
        wins, ties, losses = (np.zeros((k, k), dtype=np.int64) for _ in range(3))
        xs = np.array([where[int(x)] for x in units[:, 0]], dtype=np.int64)
        ys = np.array([where[int(y)] for y in units[:, 1]], dtype=np.int64)
        np.add.at(wins, (xs, ys), per_unit[:, 0])
        np.add.at(ties, (xs, ys), per_unit[:, 1])
        np.add.at(losses, (xs, ys), per_unit[:, 2])
        off = xs != ys
        np.add.at(wins, (ys[off], xs[off]), per_unit[off, 2])
        np.add.at(ties, (ys[off], xs[off]), per_unit[off, 1])
        np.add.at(losses, (ys[off], xs[off]), per_unit[off, 0])
    from pokerrank._version import __version__

    result = MatchupResult(
        g.name, g.ranking, names, combos, _table(wins), _table(ties), _table(losses),
        samples is None, samples, seed, __version__, combo_list,
    )  # fmt: skip
    _finish(result, out)
    return result


def _by_class(x: npt.NDArray[np.int64], owner: npt.NDArray[np.int64], k: int) -> npt.NDArray[np.int64]:
    out = np.zeros((k, k), dtype=np.int64)
    np.add.at(out, (owner[:, None], owner[None, :]), x)
    return out


def _table(x: npt.NDArray[np.int64]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(int(v) for v in row) for row in x)
