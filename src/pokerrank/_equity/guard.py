"""What an exact run would cost, known before it starts: its work, and so its time on this
machine and its memory; a spot past the limits is refused at once, with a sample size that
would answer it in about ten seconds.

The work of a run is counted in hand valuations, the unit the kernels spend their time on:

- board games, every hand known (one kernel call per board): boards x players;
- board games with ranges or unknown cards: boards x (every combo valued on each board, an
  Omaha combo as its ten board triples by its pairs of hole cards, + the matchups tallied);
- stud, position by position: deals x players, over every matchup of the ranges.

The time is that work over a rate per thread measured for each kernel family
(:data:`RATES`, on a two-core machine; the estimate is meant to be right within a factor of
two or three, which is what a limit in seconds needs), times the threads
(:func:`pokerrank._compile.thread_count`), plus a microsecond a card for each combo written
out (:data:`PYTHON_CARD_SECONDS`). A refusal is a :class:`~pokerrank.errors.TooSlowError`
(a :class:`~pokerrank.errors.TooManyDealsError`, so code that caught that still does) whose
message gives the estimate and ``samples=N`` with its standard error.

Memory: an exact board run with ranges or unknown cards holds each player's combos and the
kernels' tables per combo; past the budget (:data:`MEMORY_BUDGET`, settable with the
``POKERRANK_MEMORY_MB`` environment variable) the largest player's combos are streamed in
blocks (:func:`block_combos`), each block's counts added as it finishes. Stud runs deal each
matchup position by position and add its counts as it finishes (a few MB whatever the work),
and a sampled run's draws are bounded by :data:`pokerrank._equity.run.SAMPLE_BYTES`.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from numbers import Real
from typing import Final

from pokerrank._checks import plainly
from pokerrank.errors import DealError, TooSlowError

__all__ = [
    "MAX_SECONDS",
    "MEMORY_BUDGET",
    "RATES",
    "Estimate",
    "block_combos",
    "check_max_seconds",
    "estimate",
    "memory_budget",
    "proposal",
    "refuse_if_too_slow",
]

MAX_SECONDS: Final = 60.0
"""The longest an exact run is estimated to take before it is refused (``max_seconds``)."""
MEMORY_BUDGET: Final = 300 * 1024 * 1024
"""The memory an exact run's own arrays may take (bytes), unless ``POKERRANK_MEMORY_MB`` says."""
RATES: Final = {
    "known": 3.0e7,
    "whole": 4.0e6,
    "omaha": 1.5e8,
    "omaha-few": 2.0e8,
    "omaha-few-large": 1.0e8,
    "stud": 3.0e6,
}
"""Units of work a second on one thread, by kernel family (measured on a two-core machine:
``benchmarks/bench_equity_guard.py`` prints them again): ``known``, every hand known
(``known_exact``); ``whole``, ranges (``whole_exact``, a matchup tallied costing about what a
valuation does); ``omaha`` by board triple, ``omaha-few`` pair by triple (more than 1,024
combos, or few boards a task), ``omaha-few-large`` the same with more tables per combo than a
cache holds (:data:`CACHE_BYTES`); ``stud``, position by position (``deals_exact``)."""
CACHE_BYTES: Final = 8 << 20
"""The kernels' tables per combo past which an Omaha task runs at memory's speed, not the cache's."""
SAMPLE_RATES: Final = {"board": 3.0e6, "board-omaha": 1.0e6, "deals": 4.0e5, "deals-omaha": 1.2e5, "stud": 9.0e5}
"""Deals a second on one thread that a sampled run draws, by its road: every hand known on a
board (``board``, Omaha apart), a deal at a time with ranges or unknown cards (``deals``), stud."""
PYTHON_CARD_SECONDS: Final = 1e-6
"""The time a combo written out takes, a card, outside the boards' loop (listed in Python,
weighted, made an array, its tables built in the kernel)."""
TEN_SECONDS: Final = 10.0
"""The time the proposed sample size takes."""

_PY_COMBO: Final = 120
"""Bytes a written-out combo takes on the Python side (a tuple, its list slot, its weight)."""


@dataclass(frozen=True, kw_only=True)
class Estimate:
    """What an exact run of a spot would cost: the kernels that run it, then how much they do."""

    family: str
    """The kernel family that runs it (a key of :data:`RATES`)."""
    sampled: str
    """The road a sampled run takes (a key of :data:`SAMPLE_RATES`)."""
    work: float
    """Hand valuations."""
    deals: int
    """Deals enumerated (at most)."""
    combos: tuple[int, ...]
    """Each player's combos written out (board games with ranges or unknown cards; else ones)."""
    combo_bytes: int
    """Bytes each written-out combo takes while the run holds it."""
    hole: int = 2
    """The cards of a combo."""

    @property
    def seconds(self) -> float:
        """The estimated time on this machine."""
        from pokerrank._compile import thread_count

        written = sum(self.combos) * self.hole if self.combo_bytes else 0  # listed in Python, one by one
        return self.work / (RATES[self.family] * thread_count()) + written * PYTHON_CARD_SECONDS

    @property
    def memory(self) -> int:
        """The estimated bytes of the run's arrays (all combos at once)."""
        return sum(self.combos) * self.combo_bytes

    def samples(self, seconds: float = TEN_SECONDS) -> int:
        """A sample size that takes about ``seconds`` (two significant digits, at least 10,000)."""
        from pokerrank._compile import thread_count

        n = max(10_000, int(seconds * SAMPLE_RATES[self.sampled] * thread_count()))
        digits: int = 10 ** max(0, len(str(n)) - 2)
        return n // digits * digits


def check_max_seconds(value: object) -> float | None:
    """``max_seconds`` checked: None (no limit) or a positive number of seconds.

    >>> check_max_seconds(30), check_max_seconds(None)
    (30.0, None)
    >>> check_max_seconds(0)
    Traceback (most recent call last):
    ...
    pokerrank.errors.DealError: max_seconds must be a number of seconds above 0 (or None: no limit), got 0
    """
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, Real) or not float(value) > 0 or math.isnan(float(value)):
        raise DealError(f"max_seconds must be a number of seconds above 0 (or None: no limit), got {plainly(value)}")
    return float(value)


def memory_budget() -> int:
    """The memory budget in bytes: ``POKERRANK_MEMORY_MB`` (a whole number of megabytes, at
    least 16) when set, else :data:`MEMORY_BUDGET`."""
    raw = os.environ.get("POKERRANK_MEMORY_MB", "").strip()
    if not raw:
        return MEMORY_BUDGET
    if not raw.isdigit() or int(raw) < 16:
        raise DealError(f"POKERRANK_MEMORY_MB must be a whole number of megabytes, at least 16, got {raw!r}")
    return int(raw) * 1024 * 1024


def estimate(plan: object) -> Estimate:
    """The cost of an exact run of ``plan`` (a :class:`~pokerrank._equity.plan.Plan`), from
    counts alone: nothing is written out."""
    from pokerrank._equity.layout import combo_counts, live_deck, omaha
    from pokerrank._equity.plan import Plan
    from pokerrank._equity.run import deal_count
    from pokerrank.kernels.equity_constants import MASK_PLAYERS

    assert isinstance(plan, Plan)
    n = len(plan.holdings)
    deck = live_deck(plan)
    is_omaha = omaha(plan.game)
    per_combo = 10 * math.comb(plan.hole, 2) if is_omaha else 1
    sampled = ("board" if plan.fixed else "deals") + ("-omaha" if is_omaha else "")
    if plan.dealt == "draw":
        return Estimate(family="known", sampled="board", work=float(n), deals=1, combos=(1,) * n, combo_bytes=0)
    if plan.dealt == "board":
        k = plan.game.board_cards - len(plan.board)
        sizes = combo_counts(plan, deck)
        written = sum(1 for h in plan.holdings if not (h.fixed and not h.stars))
        boards = math.comb(max(len(deck) - plan.hole * written, 0), k)
        deals = math.prod(sizes) * boards
        drawn = plan.fixed and not is_omaha and len(plan.game.sides) == 1 and n <= MASK_PLAYERS
        if drawn:
            return Estimate(
                family="known",
                sampled=sampled,
                work=float(boards) * n,
                deals=deals,
                combos=tuple(sizes),
                combo_bytes=0,
                hole=plan.hole,
            )
        work = float(boards) * (sum(sizes) * per_combo + math.prod(sizes))
        kernel = 32 + (24 * math.comb(plan.hole, 2) if is_omaha else 0)
        combo_bytes = _PY_COMBO + 8 * plan.hole + 16 + kernel * _tasks()
        family = "whole"
        if is_omaha:
            few = sum(sizes) > 1024 or boards < 64 * _tasks()
            family = "omaha-few" if few else "omaha"
            if few and sum(sizes) * kernel > CACHE_BYTES:
                family = "omaha-few-large"
        return Estimate(
            family=family,
            sampled=sampled,
            work=work,
            deals=deals,
            combos=tuple(sizes),
            combo_bytes=combo_bytes,
            hole=plan.hole,
        )
    # stud: every matchup of the ranges, each dealt position by position
    known = plan.known
    sizes, shown = [], []
    for holding in plan.holdings:
        if holding.range is None:
            sizes.append(1)
            shown.append(len(holding.cards))
        else:
            sizes.append(sum(1 for combo in holding.range.combos if known.isdisjoint(combo)))
            shown.append(holding.range.known)
    n_deck = len(deck) - sum(shown[p] for p, h in enumerate(plan.holdings) if not h.fixed)
    per = deal_count(max(n_deck, 0), [max(plan.hole - s, 0) for s in shown])
    deals = math.prod(sizes) * per
    return Estimate(
        family="stud", sampled="stud", work=float(deals) * n, deals=deals, combos=tuple(sizes), combo_bytes=0
    )


def _tasks() -> int:
    from pokerrank._compile import thread_count

    return thread_count()


def _duration(seconds: float) -> str:
    if seconds < 90:
        return f"{seconds:.0f} seconds"
    if seconds < 90 * 60:
        return f"{seconds / 60:.0f} minutes"
    if seconds < 48 * 3600:
        return f"{seconds / 3600:.0f} hours"
    if seconds < 3 * 365 * 86400:
        return f"{seconds / 86400:.0f} days"
    return f"{seconds / (365 * 86400):.2g} years"


def refuse_if_too_slow(found: Estimate, max_seconds: float | None) -> None:
    """Raise :class:`TooSlowError` when ``found`` would take longer than ``max_seconds``."""
    if max_seconds is None or found.seconds <= max_seconds:
        return
    n = found.samples()
    error = 0.5 / math.sqrt(n)
    raise TooSlowError(
        f"an exact answer would take about {_duration(found.seconds)} on this machine "
        f"({found.work:.2g} hand valuations over up to {found.deals:,} deals; more than max_seconds={max_seconds:g}): "
        f"give samples={n} (about ten seconds, a standard error of at most {error:.2g}) for a Monte Carlo "
        f"estimate, or max_seconds={_round_up(found.seconds * 2)} to wait for the exact answer"
    )


def proposal(found: Estimate) -> str:
    """What a refusal for ``max_deals`` adds: the sample size of about ten seconds here."""
    n = found.samples()
    return f" (samples={n} takes about ten seconds here: a standard error of at most {0.5 / math.sqrt(n):.2g})"


def _round_up(seconds: float) -> int:
    """A round number of seconds above ``seconds``."""
    n = max(1, math.ceil(seconds))
    digits: int = 10 ** max(0, len(str(n)) - 1)
    return -(-n // digits) * digits


def block_combos(found: Estimate, budget: int) -> int:
    """How many combos of the largest player one streamed block holds, the others' combos
    kept whole, within ``budget`` bytes; 0 when the others alone pass it."""
    largest = max(found.combos)
    others = sum(found.combos) - largest
    room = budget - others * found.combo_bytes
    if room < found.combo_bytes * 64:
        return 0
    return int(room // found.combo_bytes)
