"""Running the kernels: every deal (exact) or a seeded sample, in tasks, on a few threads.

The kernels are ``nogil``: a large job is cut into a few tasks run on the package's one thread
pool (:func:`pokerrank._compile.run_items`, which a forked child starts afresh) and the calling
thread; a small one runs on the calling thread (starting threads costs more than it saves). A
sampled run draws its deals in batches from numpy's ``Generator``, so the same seed gives the
same counts on any machine and with any number of threads, and a Ctrl-C between batches keeps
the counts of the deals done. With a precision target the batches go on until every
player's standard error is below it: the batches, and so the result, depend on the seed only.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from pokerrank._compile import run_items, thread_count
from pokerrank._equity.layout import BoardLayout, DealLayout, DrawnLayout, Tables
from pokerrank._equity.tally import summaries
from pokerrank.errors import DealError, TooManyDealsError

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = [
    "BATCH",
    "SAMPLE_BYTES",
    "ProgressCallback",
    "Sampled",
    "deal_count",
    "run_board_exact",
    "run_deals_exact",
    "run_sampled",
    "sample_bytes",
    "sample_piece",
    "task_boards",
]

BATCH: Final = 1 << 20
"""Monte Carlo deals per step: a progress step, and where Ctrl-C can stop a run."""
FIRST_BATCH: Final = 1 << 14
"""With a precision target, the first step: enough deals to estimate how many are needed."""

SAMPLE_BYTES: Final = 96 << 20
"""The most that a sampled run's draws of ranged hands hold at once (bytes): a batch whose
draws would take more draws them in pieces of a power of two deals (:func:`sample_piece`).
A fixed figure, not the memory budget: the pieces decide which deals a seed draws, and a seed
draws the same deals on every machine."""

ProgressCallback = Callable[[int, int], None]
"""``progress(done, total)``, called between steps of a run (deals, or work items)."""

_TASK_WORK: Final = 400_000
"""About this many hand evaluations make a task worth a thread of its own."""


def _run_tasks(kernel: Callable[..., Any], calls: Sequence[tuple[Any, ...]], n_players: int = 0) -> tuple[Any, Any]:
    """Run ``kernel(*args)`` for each of ``calls`` (on the package's pool and the calling
    thread when more than one) and add up their ``(counts, totals)`` (or their one array of
    ``n_players``' totals, figures and counts: :func:`~pokerrank.kernels.equity.known_exact`)."""
    results = [kernel(*calls[0])] if len(calls) == 1 else run_items(calls, lambda args: kernel(*args))
    first = results[0]
    if not isinstance(first, tuple):  # one array: the totals, each player's figures, the counts flattened
        total = first
        for more in results[1:]:
            total = total + more
        n = n_players
        return total[2 + 4 * n :].reshape(n, 2, n + 1, n + 1), total[:2]
    counts, totals = first
    for more_counts, more_totals in results[1:]:
        counts = counts + more_counts
        totals = totals + more_totals
    return counts, totals


def _n_tasks(work: float) -> int:
    return max(1, min(thread_count(), int(work // _TASK_WORK)))


def _cuts(start: int, end: int, per_item: float) -> list[tuple[int, int]]:
    """``start .. end`` cut into one span per task (:func:`_n_tasks` of the items' work)."""
    n = end - start
    tasks = _n_tasks(n * per_item)
    return [(start + n * t // tasks, start + n * (t + 1) // tasks) for t in range(tasks)]


def sample_bytes(n_players: int, size: int, ranged: int) -> int:
    """The bytes a deal's ranged hands take while a batch is drawn: the hands as bytes
    (``size`` cards for each of ``n_players``), a 32-bit pick for each of the ``ranged``
    players, and the drawing's temporaries (a random number, an index, a mask, the cards used)."""
    return n_players * size + 4 * ranged + 48


def sample_piece(per_deal: int) -> int:
    """The deals drawn at once: a whole :data:`BATCH`, halved while it would take more than
    :data:`SAMPLE_BYTES` at ``per_deal`` bytes a deal (down to :data:`FIRST_BATCH`).

    >>> sample_piece(sample_bytes(3, 2, 3)), sample_piece(sample_bytes(6, 6, 6))
    (1048576, 524288)
    """
    piece = BATCH
    while piece > FIRST_BATCH and piece * per_deal > SAMPLE_BYTES:
        piece //= 2
    return piece


def deal_count(n_deck: int, sizes: Sequence[int]) -> int:
    """Deals of ``sizes[g]`` cards to each group from ``n_deck`` cards."""
    total, left = 1, n_deck
    for k in sizes:
        total *= math.comb(left, k)
        left -= k
    return total


def task_boards(n_deck: int, k: int, first: int, step: int) -> int:
    """The boards of ``k`` cards from ``n_deck`` that the task ``first`` of stride ``step``
    enumerates: those whose first card's deck index is ``first``, ``first + step``, ... (the
    kernels' split; every board once over the tasks ``0 .. step - 1``).

    >>> sum(task_boards(10, 3, first, 4) for first in range(4)) == math.comb(10, 3)
    True
    """
    if k == 0:
        return 1 if first == 0 else 0
    return sum(math.comb(n_deck - 1 - i, k - 1) for i in range(first, n_deck - k + 1, step))


def run_board_exact(
    tables: Tables, layout: BoardLayout | DrawnLayout, progress: ProgressCallback | None = None
) -> tuple[npt.NDArray[Any], npt.NDArray[Any]]:
    """Every board of a board game: ``(counts, totals)``. A :class:`DrawnLayout` (every hand
    known, one side, whole hands) takes the lean kernel; known Omaha hands are answered in
    numpy while the Omaha kernel is not compiled (:mod:`.omaha_boards`)."""
    from pokerrank._compile import prepare

    if isinstance(layout, BoardLayout) and layout.omaha:
        from pokerrank._equity import omaha_boards

        if omaha_boards.wanted(tables, layout):
            return omaha_boards.omaha_counts(tables, layout, progress)
    from pokerrank.kernels.families import EQUITY, EQUITY_OMAHA, EQUITY_OMAHA_FEW, EQUITY_RANGES

    n_deck = len(layout.deck)
    k = layout.missing
    boards = math.comb(n_deck, k)
    n_players = len(layout.holes) if isinstance(layout, DrawnLayout) else len(layout.start) - 1
    if isinstance(layout, DrawnLayout):
        import numpy as np

        prepare(EQUITY)
        from pokerrank.kernels.equity import known_exact, known_shape, known_tables

        n = len(layout.holes)
        cards = bytes(layout.holes.ravel().tolist() + layout.board[: layout.n_known].tolist())
        mask = sum(1 << int(c) for c in layout.deck)
        shape = (int(tables[3][0, 0]), layout.holes.shape[1], len(layout.board), n)
        size = 2 + 4 * n + n * 2 * (n + 1) * (n + 1)  # the totals, each player's figures, the counts
        read = known_tables(tables)  # once for every task

        def known(first: int, step: int) -> Any:
            out = np.empty(size, dtype=np.int64)
            known_exact(read, cards, known_shape(*shape, first, step), mask, out)
            return out

        kernel: Callable[..., Any] | None = known
        args: tuple[Any, ...] = ()
        work = boards * float(n)
    else:
        kernel = None  # chosen below, once the tasks' stride is known
        args = (tables, layout.deck, layout.board, layout.n_known, layout.combos, layout.start, layout.weights)
        hole = layout.combos.shape[1]
        per_combo = 10 * (hole * (hole - 1) // 2) if layout.omaha else 1
        sizes = [int(layout.start[p + 1] - layout.start[p]) for p in range(len(layout.start) - 1)]
        work = boards * float(len(layout.combos) * per_combo + math.prod(sizes))
    tasks = _n_tasks(work)
    items = n_deck - k + 1 if k else 1
    waves = 1 if progress is None or work < 5e7 else min(16, max(1, items // tasks))
    step = min(items, tasks * waves)
    if kernel is None:
        from pokerrank.kernels import equity as kernels

        assert isinstance(layout, BoardLayout)

        if not layout.omaha:
            prepare(EQUITY_RANGES)
            kernel = kernels.whole_exact
        elif kernels.omaha_by_triple(tables[3], n_deck, k, len(layout.combos), step):
            prepare(EQUITY_OMAHA)
            kernel = kernels.omaha_exact
        else:
            prepare(EQUITY_OMAHA_FEW)
            kernel = kernels.omaha_exact_few
    counts = totals = None
    done = 0
    for wave in range(waves):
        firsts = range(wave * tasks, min(step, (wave + 1) * tasks))
        if len(firsts):
            got = _run_tasks(kernel, [(*args, first, step) for first in firsts], n_players)
            counts, totals = got if counts is None else (counts + got[0], totals + got[1])
        if progress is not None:
            # the boards done so far, not the waves: the first waves hold the most boards
            done += sum(task_boards(n_deck, k, first, step) for first in firsts)
            progress(done, boards)
    assert counts is not None
    assert totals is not None
    return counts, totals


def _prefixes(layout: DealLayout) -> npt.NDArray[np.int64]:
    """Work items: the deck indexes of the first one or two positions."""
    import numpy as np

    k = len(layout.group)
    r = len(layout.deck)
    depth = min(2, k - 1) if k >= 1 else 0
    if depth == 0:
        return np.zeros((1, 0), dtype=np.int64)
    if depth == 1:
        return np.arange(r, dtype=np.int64).reshape(r, 1)
    same = layout.group[0] == layout.group[1]
    items = [(i, j) for i in range(r) for j in range(r) if (j > i if same else j != i)]
    return np.array(items, dtype=np.int64).reshape(len(items), 2)


def run_deals_exact(
    tables: Tables, layout: DealLayout, progress: ProgressCallback | None = None
) -> tuple[npt.NDArray[Any], npt.NDArray[Any]]:
    """Every deal, position by position (stud): ``(counts, totals)``."""
    from pokerrank._compile import prepare
    from pokerrank.kernels.families import EQUITY_STUD

    prepare(EQUITY_STUD)
    from pokerrank.kernels.equity import deals_exact

    deals = deal_count(len(layout.deck), layout.sizes)
    items = _prefixes(layout)
    tasks = _n_tasks(deals * layout.pockets.shape[0])
    waves = 1 if progress is None or deals < 20_000_000 else 16
    step = tasks * waves
    args = (tables, layout.deck, layout.group, layout.dest, layout.board, layout.pockets, layout.n_pocket, items)
    counts = totals = None
    for wave in range(waves):
        got = _run_tasks(deals_exact, [(*args, first, step) for first in range(wave * tasks, (wave + 1) * tasks)])
        counts, totals = got if counts is None else (counts + got[0], totals + got[1])
        if progress is not None:
            progress(deals * (wave + 1) // waves, deals)  # deals: the prefixes hold about as many each
    assert counts is not None
    assert totals is not None
    return counts, totals


def _columns(radixes: Sequence[int]) -> tuple[list[int], list[int]]:
    """Split the digits into columns whose products stay below 2**31 (see kernels.equity._magic)."""
    column: list[int] = []
    products: list[int] = []
    product = 1
    for radix in radixes:
        if not products or product * radix >= 1 << 31:
            products.append(1)
            product = 1
        product *= radix
        products[-1] = product
        column.append(len(products) - 1)
    return column, products


@dataclass
class Sampled:
    """The counts of a sampled run so far."""

    counts: Any
    done: int = 0
    interrupted: bool = False
    target_met: bool | None = None
    steps: list[int] = field(default_factory=list)


RangeSampler = Callable[[Any, int], "npt.NDArray[np.uint8]"]
"""``sampler(rng, deals)``: each ranged player's hand per deal, as ``(deals, players, cards)``."""


def _worst_error(counts: Any, done: int, n_players: int) -> float:
    return max(s.std_error(done) for s in summaries(counts, n_players))


def _next_batch(counts: Any, done: int, n_players: int, target: float) -> int:
    """Deals to draw next towards the target: the deals the largest variance so far needs, a
    tenth more, at least a thousand; 0 when the target is met."""
    worst = 0.0
    for s in summaries(counts, n_players):
        if s.std_error(done) >= target:
            variance = s.std_error(done) ** 2 * done
            worst = max(worst, variance)
    if worst == 0.0:
        return 0
    needed = math.ceil(worst / (target * target) * 1.1)
    return max(1000, needed - done)


def run_sampled(
    tables: Tables,
    layout: DrawnLayout | DealLayout,
    samples: int,
    seed: int,
    progress: ProgressCallback | None,
    interruptible: bool,
    range_sampler: RangeSampler | None = None,
    target: float | None = None,
) -> Sampled:
    """Draw deals from ``seed``: ``samples`` of them, or, with a ``target`` standard error,
    until every player's is below it (``samples`` then the most to draw)."""
    import numpy as np

    from pokerrank._compile import prepare
    from pokerrank.kernels.families import EQUITY_DEALS, EQUITY_OMAHA_SAMPLED, EQUITY_SAMPLED

    if isinstance(layout, DrawnLayout):
        prepare(EQUITY_OMAHA_SAMPLED if layout.omaha else EQUITY_SAMPLED)
    else:
        prepare(EQUITY_DEALS)
    from pokerrank.kernels.equity import deals_sample, omaha_sample, whole_sample

    n_players = layout.holes.shape[0] if isinstance(layout, DrawnLayout) else layout.pockets.shape[0]
    if isinstance(layout, DrawnLayout):
        k = layout.missing
        live = len(layout.deck)
        highs = [math.prod(range(live - k + 1, live + 1))]
        column_arr = np.zeros(0, dtype=np.int64)
        per_deal = 10 * math.comb(layout.holes.shape[1], 2) * n_players if layout.omaha else n_players
    else:
        live = len(layout.deck) - int(layout.n_range.sum())
        k = len(layout.group)
        column, highs = _columns([live - i for i in range(k)])
        column_arr = np.array(column or [0], dtype=np.int64)[: max(k, 0)]
        per_deal = n_players * (60 if layout.omaha else 1)
    highs_arr = np.array(highs or [1], dtype=np.int64)
    rng = np.random.default_rng(seed)
    state = Sampled(np.zeros((n_players, 2, n_players + 1, n_players + 1), dtype=np.int64))
    no_ranges = np.zeros((1, n_players, 1), dtype=np.uint8)
    piece = BATCH
    if isinstance(layout, DealLayout) and range_sampler is not None:
        sizes = [int(x) for x in layout.n_range if x]
        piece = sample_piece(sample_bytes(n_players, max(sizes), len(sizes)))
    want = samples if target is None else min(samples, FIRST_BATCH)
    try:
        while state.done < want:
            batch = min(BATCH, want - state.done)
            got: Any = 0
            if isinstance(layout, DrawnLayout):
                # one column below 2**31: drawn as uint32, the cheapest exact bounded draw
                draws: Any = rng.integers(0, highs_arr[0], size=batch, dtype=np.uint32)
                kernel = omaha_sample if layout.omaha else whole_sample
                base: tuple[Any, ...] = (tables, layout.deck, layout.board, layout.n_known, layout.holes)
                got, _ = _run_tasks(kernel, [(*base, draws[a:b]) for a, b in _cuts(0, batch, per_deal)])
            else:
                if len(highs_arr) == 1:
                    draws = rng.integers(0, highs_arr[0], size=(batch, 1), dtype=np.int64)
                else:
                    draws = rng.integers(0, highs_arr, size=(batch, len(highs_arr)), dtype=np.int64)
                base = (tables, layout.omaha, layout.deck, layout.group, layout.dest, layout.board, layout.pockets,
                        layout.n_pocket, layout.n_range)  # fmt: skip
                # the ranged hands are drawn a piece at a time (SAMPLE_BYTES), each piece's counts added
                for start in range(0, batch, piece):
                    end = min(start + piece, batch)
                    hands = range_sampler(rng, end - start) if range_sampler is not None else None
                    calls = [
                        (*base, no_ranges if hands is None else hands[a - start : b - start], draws[a:b], column_arr)
                        for a, b in _cuts(start, end, per_deal)
                    ]  # fmt: skip
                    del hands
                    part, _ = _run_tasks(deals_sample, calls)
                    del calls
                    got = got + part
            # one assignment, so that a Ctrl-C never separates the counts from the deal count
            state.counts, state.done = state.counts + got, state.done + batch
            state.steps.append(batch)
            if target is not None and state.done >= want:
                more = _next_batch(state.counts, state.done, n_players, target)
                want = min(samples, state.done + more)
            if progress is not None:
                progress(state.done, want)
    except KeyboardInterrupt:
        if not interruptible or state.done == 0:
            raise
        state.interrupted = True
    if target is not None:
        state.target_met = _worst_error(state.counts, state.done, n_players) < target
    return state


def too_many(what: str, deals: int, max_deals: int, proposal: str = "") -> TooManyDealsError:
    """``proposal``: a sample size that answers the spot (see :func:`~.guard.proposal`)."""
    return TooManyDealsError(
        f"an exact answer would enumerate {what}{deals:,} deals (more than max_deals={max_deals:,}); "
        f"give samples=N or std_error=E for a Monte Carlo estimate{proposal}"
    )


def no_deal() -> DealError:
    return DealError("the ranges leave no deal: every choice of hands shares a card")
