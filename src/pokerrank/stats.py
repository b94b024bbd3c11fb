"""Exhaustive statistics: every hand of a size, counted by category and by strength.

>>> from pokerrank.stats import enumerate_stats
>>> result = enumerate_stats("high", 5)
>>> result.total, result.distinct, result.counts["STRAIGHT_FLUSH"]
(2598960, 7462, 40)
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import chain, combinations
from math import comb
from typing import TYPE_CHECKING, Any

from pokerrank.errors import HandSizeError
from pokerrank.rankings import Ranking, get_ranking

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["Stats", "available_sizes", "enumerate_stats"]

Progress = Callable[[int, int], None]
"""Called with (done, total) units of work while an enumeration runs."""


@dataclass(frozen=True)
class Stats:
    """Counts over every hand of ``n_cards`` cards from the 52-card deck."""

    ranking: str
    n_cards: int
    total: int
    distinct: int
    counts: dict[str, int]
    """Hands per category, strongest category first."""
    seconds: float
    histogram: npt.NDArray[np.int64] = field(repr=False, compare=False)
    """``histogram[s]``: how many hands have strength ``s``."""

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (without the histogram)."""
        return {
            "ranking": self.ranking,
            "cards": self.n_cards,
            "total": self.total,
            "distinct": self.distinct,
            "counts": self.counts,
            "seconds": round(self.seconds, 4),
        }


def _keyed_histogram(ranking: Ranking, n_cards: int, progress: Progress | None) -> npt.NDArray[np.int64]:
    """Every hand through the enumeration kernel: the prefixes (pairs of first positions) cut
    into interleaved chunks on the thread pool, each into a histogram of its own.

    A ``FLUSH_REPLACES`` ranking above five cards runs the kernel that values a flushing hand
    as the best of its fives (a family of its own); every other the plain one."""
    import numpy as np

    from pokerrank._compile import prepare, run_items
    from pokerrank.kernels.bundles import frozen
    from pokerrank.kernels.families import STATS, STATS_FIVES
    from pokerrank.tables.hashing import FLUSH_REPLACES

    fives_needed = ranking.flush_mode == FLUSH_REPLACES and n_cards > 5
    prepare(STATS_FIVES if fives_needed else STATS)
    from pokerrank.kernels.enumeration import histogram, histogram_fives

    tables = ranking.keyed_tables
    deck = frozen(sorted(ranking.codes), np.int64)
    deck_keys = frozen(tables.card_keys[deck], np.int64)
    n_codes = len(deck)
    fives = frozen(list(combinations(range(n_cards), 5)), np.intp)
    prefixes = [(a, b) for a in range(n_codes) for b in range(a + 1, n_codes)]
    n_bins = int(max(tables.rank_values.max(), tables.flush_values.max())) + 1
    chunks = [frozen(prefixes[c::_CHUNKS], np.intp) for c in range(min(_CHUNKS, len(prefixes)))]
    hists = np.zeros((len(chunks), n_bins), dtype=np.int64)
    done = np.zeros(len(chunks), dtype=np.int64)

    def run(c: int) -> None:
        idx, keys = np.zeros(7, dtype=np.int64), np.zeros(8, dtype=np.int64)
        if fives_needed:
            hand = np.zeros((1, 7), dtype=np.uint8)
            histogram_fives(
                n_cards, deck, deck_keys, chunks[c], fives, tables, hists[c], done[c : c + 1], idx, keys, hand
            )
        else:
            histogram(n_cards, deck, deck_keys, chunks[c], tables, hists[c], done[c : c + 1], idx, keys)

    if progress is None:
        run_items(range(len(chunks)), run)
    else:
        result: list[BaseException] = []

        def work() -> None:
            try:
                run_items(range(len(chunks)), run)
            except BaseException as exc:  # pragma: no cover - re-raised below
                result.append(exc)

        thread = threading.Thread(target=work, daemon=True)
        thread.start()
        while thread.is_alive():
            thread.join(0.1)
            progress(min(int(done.sum()), len(prefixes)), len(prefixes))
        if result:
            raise result[0]
        progress(len(prefixes), len(prefixes))
    total: npt.NDArray[np.int64] = hists.sum(axis=0)
    return total


_CHUNKS = 64
"""Chunks of the enumeration's prefixes: the early prefixes hold more hands, so the chunks
interleave them and the threads take the next chunk as they finish one."""


_FIVES_IN_NUMPY = 5
"""The hand size valued in numpy while the enumeration kernel is not loaded in the process:
2.6 million five-card hands take about a tenth of a second in numpy, less than importing
numba and loading the kernel (about a second), let alone compiling it (one to two)."""


def _numpy_histogram(ranking: Ranking, progress: Progress | None) -> npt.NDArray[np.int64]:
    """Every five-card hand of a keyed ranking valued in numpy, as the enumeration kernel and
    :func:`pokerrank.kernels.keyed.finish` value it: for each first card, the four-card
    combinations of the cards after it (a suffix of one array of them, in lexicographic
    order), their keys and suit bits summed, the perfect hash read, and the hands with a
    wild card or five of a suit finished suit by suit."""
    import numpy as np

    from pokerrank.tables import hashing as h

    tables = ranking.keyed_tables
    deck = np.array(sorted(ranking.codes), dtype=np.intp)
    n = len(deck)
    keys = tables.card_keys[deck].astype(np.int64)
    bits = tables.suit_bits[deck].astype(np.int64)
    fours = np.fromiter(chain.from_iterable(combinations(range(n), 4)), dtype=np.intp, count=4 * comb(n, 4))
    fours = fours.reshape(-1, 4)
    four_keys = keys[fours].sum(axis=1) + h.FLUSH_INIT
    four_bits = bits[fours].sum(axis=1)  # distinct cards hold distinct bits: the sum is the OR
    starts = np.searchsorted(fours[:, 0], np.arange(n + 1), side="left")
    n_bins = int(max(tables.rank_values.max(), tables.flush_values.max())) + 1
    hist = np.zeros(n_bins, dtype=np.int64)
    multiplier = np.int64(h.MULTIPLIER - (1 << 64) if h.MULTIPLIER >= 1 << 63 else h.MULTIPLIER)
    slots, masks = 1 << h.SLOT_BITS, 1 << 13
    for first in range(n - 4):
        rest = slice(starts[first + 1], None)  # the fours whose first card comes after ``first``
        key = four_keys[rest] + keys[first]
        with np.errstate(over="ignore"):
            hashed = (key & h.RANK_MASK) * multiplier  # wraps as the kernel's int64 product does
        row = (hashed >> (64 - h.ROW_BITS)) & ((1 << h.ROW_BITS) - 1)
        slot = (((hashed >> (64 - h.ROW_BITS - h.SLOT_BITS)) & (slots - 1)) + tables.displacement[row]) & (slots - 1)
        wild = np.minimum((key >> h.WILD_SHIFT) & 15, tables.max_wild)
        value = tables.rank_values[wild * slots + slot].astype(np.int64)
        if tables.flush_mode != h.FLUSH_IGNORED:
            hand_bits = four_bits[rest] | bits[first]
            for suit in range(4):
                flushing = ((key >> (h.SUIT_SHIFT + 4 * suit)) & 15) + wild >= 8
                if not flushing.any():
                    continue
                mask = (hand_bits >> (16 * suit)) & (masks - 1)
                flush = tables.flush_values[wild * masks + mask].astype(np.int64)
                better = flushing if tables.flush_mode == h.FLUSH_REPLACES else flushing & (flush > value)
                value = np.where(better, flush, value)
        hist += np.bincount(value, minlength=n_bins)
        if progress is not None:
            progress(first + 1, n - 4)
    return hist


_GENERIC_MOST = 30_000_000
"""The most hands the batch road enumerates (comb(52, 6) is 20,358,520)."""


def available_sizes(ranking: str | Ranking) -> tuple[int, ...]:
    """The hand sizes :func:`enumerate_stats` counts for a ranking: 5 to 7 cards on the
    keyed kernel, and any size the ranking takes with at most 30 million hands otherwise.

    >>> available_sizes("high"), available_sizes("badugi")
    ((5, 6, 7), (4,))
    """
    rk = get_ranking(ranking)
    keyed = getattr(rk, "rank_table", None) is not None
    return tuple(n for n in range(rk.min_cards, rk.max_cards + 1) if (keyed and n <= 7) or comb(52, n) <= _GENERIC_MOST)


def _generic_histogram(ranking: Ranking, n_cards: int) -> npt.NDArray[np.int64]:
    """Evaluate every combination in chunks through the batch API (small hands only)."""
    import numpy as np

    if comb(52, n_cards) > _GENERIC_MOST:
        sizes = ", ".join(map(str, available_sizes(ranking)))
        raise HandSizeError(
            f"exhaustive statistics over {n_cards}-card hands are not available for {ranking.name}; "
            f"the sizes that work: {sizes}"
        )
    from pokerrank._compile import prepare

    prepare(*ranking.kernel_families(n_cards, check=False))  # before the hands are listed: the notice now

    hist = np.zeros(1, dtype=np.int64)
    chunk: list[tuple[int, ...]] = []

    def flush() -> None:
        nonlocal hist
        values = ranking.evaluate_array(np.array(chunk, dtype=np.uint8), check=False)
        counts = np.bincount(values)
        if len(counts) > len(hist):
            counts[: len(hist)] += hist
            hist = counts
        else:
            hist[: len(counts)] += counts
        chunk.clear()

    for combo in combinations(range(52), n_cards):
        chunk.append(combo)
        if len(chunk) == 1_000_000:
            flush()
    if chunk:
        flush()
    return hist.astype(np.int64)


def _stats_ready() -> bool:
    from pokerrank.kernels.families import STATS

    return STATS.ready


def enumerate_stats(ranking: str | Ranking, n_cards: int, *, progress: Progress | None = None) -> Stats:
    """Count every ``n_cards``-card hand by category and by strength.

    Runs the numba enumeration for rankings evaluated by the keyed kernel (every 5- to
    7-card high or ace-to-five hand), and the batch API otherwise. Five-card hands of a keyed
    ranking are valued in numpy while the enumeration kernel is not loaded in the process (a
    first run then compiles nothing); the counts are the same either way.
    """
    import numpy as np

    rk = get_ranking(ranking)
    rk.check_size(n_cards)
    start = time.perf_counter()
    if getattr(rk, "rank_table", None) is not None and n_cards == _FIVES_IN_NUMPY and not _stats_ready():
        hist = _numpy_histogram(rk, progress)
    elif getattr(rk, "rank_table", None) is not None and n_cards <= 7:
        hist = _keyed_histogram(rk, n_cards, progress)
    else:
        hist = _generic_histogram(rk, n_cards)
    seconds = time.perf_counter() - start
    bounds = [*rk.category_bounds, len(hist)]
    counts = {}
    for index in reversed(range(len(rk.category_bounds))):
        lo, hi = bounds[index], max(bounds[index], bounds[index + 1])
        counts[rk.category_type(index).name] = int(hist[lo:hi].sum())
    return Stats(
        ranking=rk.name,
        n_cards=n_cards,
        total=int(hist.sum()),
        distinct=int(np.count_nonzero(hist[1:])),
        counts=counts,
        seconds=seconds,
        histogram=hist,
    )
