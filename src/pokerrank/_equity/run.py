"""Running the kernels: every deal (exact) or a seeded sample, in steps, on the right threads.

Small runs stay on one thread (starting numba's other threads costs more than it saves); a
sampled run draws its deals in batches from numpy's ``Generator``, so the same seed gives the
same counts on any machine and with any number of threads, and a Ctrl-C between batches keeps
the counts of the deals done.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Final

from pokerrank._equity.layout import Layout
from pokerrank.errors import TooManyDealsError

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = [
    "BATCH",
    "MAX_DEALS",
    "ProgressCallback",
    "deal_count",
    "fresh_seed",
    "run_exact",
    "run_sampled",
    "threads_for",
]

MAX_DEALS: Final = 1 << 32
"""The most deals an exact run enumerates unless told otherwise (a few minutes at most)."""

BATCH: Final = 1 << 20
"""Monte Carlo deals per kernel call: a progress step, and where Ctrl-C can stop a run."""

ProgressCallback = Callable[[int, int], None]
"""``progress(done, total)``, called between steps of a run (deals, or work items)."""


_SMALL_WORK: Final = 200_000
"""Below about this many hand evaluations a run stays on one thread: starting the others
costs more than it saves (and far more on a busy machine)."""


@contextmanager
def threads_for(work: int) -> Iterator[None]:
    """Run the numba kernels on one thread when ``work`` (hand evaluations) is small."""
    if work >= _SMALL_WORK:
        yield
        return
    import numba

    before = numba.get_num_threads()
    numba.set_num_threads(1)
    try:
        yield
    finally:
        numba.set_num_threads(before)


def _work(layout: Layout, deals: int) -> int:
    per_player = layout.pair_keys.shape[1] * 10 if layout.mode else 1
    return int(deals * layout.pockets.shape[0] * per_player)


def deal_count(n_deck: int, sizes: Sequence[int]) -> int:
    total, left = 1, n_deck
    for k in sizes:
        total *= math.comb(left, k)
        left -= k
    return total


def _prefixes(layout: Layout) -> npt.NDArray[np.int64]:
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


def _board_only(layout: Layout) -> bool:
    return not any(layout.sizes[1:])


def _board_args(layout: Layout) -> tuple[Any, ...]:
    n_known = layout.n_board - layout.sizes[0]
    return (layout.deck, layout.board[: layout.n_board], n_known, layout.pockets, layout.mode, layout.pair_keys,
            layout.pair_cards, *layout.tables)  # fmt: skip


def _board_prefixes(layout: Layout) -> npt.NDArray[np.int64]:
    import numpy as np

    k, r = layout.sizes[0], len(layout.deck)
    if k == 0:
        return np.zeros((1, 0), dtype=np.int64)
    if k <= 4:
        return np.arange(r - k + 1, dtype=np.int64).reshape(-1, 1)
    items = [(i, j) for i in range(r) for j in range(i + 1, r - k + 2)]
    return np.array(items, dtype=np.int64).reshape(len(items), 2)


def run_exact(
    layout: Layout, progress: ProgressCallback | None = None, *, max_deals: int = MAX_DEALS
) -> tuple[npt.NDArray[np.int64], int]:
    import numpy as np

    from pokerrank.kernels.equity import enumerate_boards, enumerate_deals

    deals = deal_count(len(layout.deck), layout.sizes)
    if deals > max_deals:
        raise TooManyDealsError(
            f"an exact answer would enumerate {deals:,} deals (more than {max_deals:,}); "
            "give samples=N for a Monte Carlo estimate"
        )
    if _board_only(layout):
        items = _board_prefixes(layout)
        steps = 1 if deals < 5_000_000 or progress is None else 16
        total = None
        for step in range(steps):
            part = np.ascontiguousarray(items[step::steps])
            if len(part):
                with threads_for(_work(layout, deals)):
                    got = enumerate_boards(*(*_board_args(layout), part, min(len(part), 64)))
                total = got if total is None else total + got
            if progress is not None:
                progress(step + 1, steps)
        assert total is not None
        return total, deals
    items = _prefixes(layout)
    card_keys, displacement, rank_values, flush_values, flush_modes, thresholds = layout.tables
    args = (
        layout.deck, layout.group, layout.dest, layout.group_end, layout.base_keys, layout.board,
        layout.n_board, layout.pockets, layout.n_pocket, layout.mode, layout.pair_keys, layout.pair_cards,
        card_keys, displacement, rank_values, flush_values, flush_modes, thresholds,
    )  # fmt: skip
    progress_cell = np.zeros(1, dtype=np.int64)
    steps = 1 if deals < 20_000_000 or progress is None else 32
    counts = None
    for step in range(steps):
        part = np.ascontiguousarray(items[step::steps])
        if not len(part):
            continue
        n_chunks = min(len(part), 64)
        with threads_for(_work(layout, deals)):
            got = enumerate_deals(*args, part, n_chunks, progress_cell)
        counts = got if counts is None else counts + got
        if progress is not None:
            progress(step + 1, steps)
    assert counts is not None
    return counts, deals


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


def run_sampled(
    layout: Layout,
    samples: int,
    seed: int,
    progress: ProgressCallback | None,
    interruptible: bool,
    range_sampler: Callable[[Any, int], npt.NDArray[np.int64]] | None = None,
    ranged: Sequence[bool] = (),
) -> tuple[npt.NDArray[np.int64], int, bool]:
    import numpy as np

    from pokerrank.kernels.equity import sample_boards, sample_deals

    n_players = layout.pockets.shape[0]
    n_ranged_cards = 2 * sum(ranged)
    live = len(layout.deck) - n_ranged_cards
    k = len(layout.group)
    column, products = _columns([live - i for i in range(k)])
    column_arr = np.array(column or [0], dtype=np.int64)[: max(k, 0)]
    highs = np.array(products or [1], dtype=np.int64)
    rng = np.random.default_rng(seed)
    card_keys, displacement, rank_values, flush_values, flush_modes, thresholds = layout.tables
    ranged_arr = np.array(list(ranged) or [False] * n_players, dtype=np.int64)
    counts = np.zeros((n_players, 2, n_players + 1, n_players + 1), dtype=np.int64)
    done = 0
    interrupted = False
    no_ranges = np.zeros((1, n_players, 2), dtype=np.int64)
    try:
        while done < samples:
            batch = min(BATCH, samples - done)
            if range_sampler is None and _board_only(layout):
                # one column below 2**31: drawn as uint32, the cheapest exact bounded draw
                column_draws = rng.integers(0, highs[0], size=batch, dtype=np.uint32)
                with threads_for(_work(layout, batch)):
                    got = sample_boards(*(*_board_args(layout), column_draws, 64))
            else:
                if len(highs) == 1:
                    draws = rng.integers(0, highs[0], size=(batch, 1), dtype=np.int64)
                else:
                    draws = rng.integers(0, highs, size=(batch, len(highs)), dtype=np.int64)
                hands = range_sampler(rng, batch) if range_sampler is not None else no_ranges
                with threads_for(_work(layout, batch)):
                    got = sample_deals(
                        layout.deck, layout.group, layout.dest, layout.board, layout.n_board, layout.pockets,
                        layout.n_pocket, ranged_arr, layout.mode, layout.pair_index, card_keys, displacement,
                        rank_values, flush_values, flush_modes, thresholds, draws, column_arr, hands, 64,
                    )  # fmt: skip
            # one assignment, so that a Ctrl-C never separates the counts from the deal count
            counts, done = counts + got, done + batch
            if progress is not None:
                progress(done, samples)
    except KeyboardInterrupt:
        if not interruptible or done == 0:
            raise
        interrupted = True
    return counts, done, interrupted


def fresh_seed() -> int:
    import numpy as np

    return int(np.random.SeedSequence().generate_state(1, np.uint64)[0] >> np.uint64(1))
