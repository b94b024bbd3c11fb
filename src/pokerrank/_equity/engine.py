"""Which run answers a plan, and its counts: shared by :func:`~pokerrank.equity` and
:func:`~pokerrank.range_equity`.

- draw games: the one showdown of the hands standing pat;
- exact board games: board by board, every player's hands written out as combos (a known
  hand is one combo; a range its hands; unknown cards every way they can come), each board
  evaluated once per combo and shared by every matchup (:func:`~run.run_board_exact`);
- exact stud: deal by deal; with ranges, matchup by matchup;
- sampled: board by board when every hand is known, else deal by deal with each ranged
  player's hand drawn per deal by weight (rejecting draws where two hands share a card) and
  every unknown card dealt.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Final

from pokerrank._checks import fresh_seed
from pokerrank._equity.guard import (
    MAX_SECONDS,
    Estimate,
    block_combos,
    estimate,
    memory_budget,
    proposal,
    refuse_if_too_slow,
)
from pokerrank._equity.headsup import table_outcome
from pokerrank._equity.layout import (
    BoardLayout,
    Tables,
    board_layout,
    combo_counts,
    deal_layout,
    drawn_layout,
    holding_combos,
    holding_fractions,
    integer_scale,
    integer_weights,
    kernel_tables,
    live_deck,
    omaha,
    player_combos,
)
from pokerrank._equity.plan import MAX_SAMPLES, Options, Plan
from pokerrank._equity.run import (
    ProgressCallback,
    RangeSampler,
    deal_count,
    no_deal,
    run_board_exact,
    run_deals_exact,
    run_sampled,
    too_many,
)
from pokerrank._equity.tally import pat_counts
from pokerrank.errors import DealError, RangeError, TooSlowError
from pokerrank.i18n.phrases import Phrase
from pokerrank.kernels.equity_constants import MASK_PLAYERS, flush_replaces

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["Outcome", "solve"]

PROGRESS_SECONDS: Final = 2.0
"""A one-board run (a river) estimated to take longer, with a progress callback, runs its
largest player's hands in :data:`PROGRESS_BLOCKS` blocks (the same counts), a step each."""
PROGRESS_BLOCKS: Final = 16
_MAX_DRAWS_PER_DEAL: Final = 1000
"""A sampled run with ranges gives up when fewer than one draw of the players' hands in this
many leaves every card once (the ranges then almost always collide)."""


@dataclass
class Outcome:
    """What a run found: ``counts`` (see :mod:`pokerrank.kernels.equity`), ``total`` (the
    deals, each counted with its weight), ``deals`` (the deals themselves)."""

    counts: Any
    total: int
    deals: int
    exact: bool
    seed: int | None = None
    interrupted: bool = False
    target_met: bool | None = None
    weighted: bool = False
    matchups: int = 0
    notes: tuple[str, ...] = ()


def solve(plan: Plan, options: Options, table: bool = True, max_seconds: float | None = MAX_SECONDS) -> Outcome:
    """Run the plan as the options say (``table=False``: a Hold'em heads-up preflop spot
    enumerated by the kernel too, not read from the table; for the tests). An exact run
    estimated to take longer than ``max_seconds`` on this machine (None: no limit) is refused
    before anything is built (:mod:`~pokerrank._equity.guard`)."""
    if plan.dealt == "draw":
        notes = (Phrase("notes.stand_pat"),)
        return Outcome(pat_counts(plan), 1, 1, True, notes=notes)
    exact = options.samples is None and options.std_error is None
    if exact and table:
        found = table_outcome(plan, options)
        if found is not None:
            counts, total, deals, weighted, matchups = found
            return Outcome(counts, total, deals, True, weighted=weighted, matchups=matchups)
    cost = estimate(plan) if exact else None
    if cost is not None:
        if cost.deals > options.max_deals:  # the enumeration's own limit first, with a sample size
            raise too_many("" if plan.fixed else "up to ", cost.deals, options.max_deals, proposal(cost))
        refuse_if_too_slow(cost, max_seconds)
    if exact and plan.dealt == "board" and _drawn(plan):
        from pokerrank._compile import prepare
        from pokerrank.kernels.families import EQUITY

        prepare(EQUITY)  # before the tables are built: a first run's compile notice comes at once
    tables = kernel_tables(plan.game)
    if exact:
        assert cost is not None
        if plan.dealt == "board":
            return _board_exact(plan, options, tables, cost)
        return _stud_exact(plan, options, tables)
    return _sampled(plan, options, tables)


def _drawn(plan: Plan) -> bool:
    """Whether an exact board game takes the lean kernel (every hand known, one side)."""
    return plan.fixed and not omaha(plan.game) and len(plan.game.sides) == 1 and len(plan.holdings) <= MASK_PLAYERS


def _board_exact(plan: Plan, options: Options, tables: Tables, cost: Estimate) -> Outcome:
    deck = live_deck(plan)
    k = plan.game.board_cards - len(plan.board)
    sizes = combo_counts(plan, deck)
    written = sum(1 for h in plan.holdings if not (h.fixed and not h.stars))
    boards = math.comb(len(deck) - plan.hole * written, k)
    bound = math.prod(sizes) * boards
    if bound > options.max_deals:
        raise too_many("" if not written else "up to ", bound, options.max_deals)
    if _drawn(plan):
        counts, totals = run_board_exact(tables, drawn_layout(plan), options.progress)
        return Outcome(counts, int(totals[1]), int(totals[0]), True, matchups=1)
    budget = memory_budget()
    if cost.memory > budget:
        return _streamed(plan, options, tables, cost, budget, boards)
    if options.progress is not None and boards == 1 and cost.seconds > PROGRESS_SECONDS and max(cost.combos) > 1:
        # one board is one wave of tasks: its hands in blocks, so that progress moves within it
        return _streamed(plan, options, tables, cost, budget, boards, PROGRESS_BLOCKS)
    layout = board_layout(plan, player_combos(plan, deck))
    if layout.weighted:
        starts = layout.start.tolist()
        _check_weights([int(layout.weights[a:b].max()) for a, b in itertools.pairwise(starts) if b > a], bound)
    counts, totals = run_board_exact(tables, layout, options.progress)
    deals = int(totals[0])
    if deals == 0:
        raise no_deal()
    return Outcome(counts, int(totals[1]), deals, True, weighted=layout.weighted, matchups=deals // max(boards, 1))


def _streamed(
    plan: Plan, options: Options, tables: Tables, cost: Estimate, budget: int, boards: int, blocks: int = 1
) -> Outcome:
    """:func:`_board_exact` in bounded memory: the largest player's combos written out a block
    at a time (each block's matchups are a part of the spot's, so the counts add up), every
    other player's whole; each block's counts added as it finishes. ``blocks``: at least
    this many (a progress step each)."""
    import numpy as np

    block = block_combos(cost, budget)
    if block:
        block = min(block, -(-max(cost.combos) // blocks))
    if block == 0:
        raise TooSlowError(
            f"an exact answer would hold {sum(cost.combos):,} hands of the players at once, about "
            f"{cost.memory / 2**20:,.0f} MB, and no block of one player's hands fits the memory budget of "
            f"{budget / 2**20:,.0f} MB (POKERRANK_MEMORY_MB): give samples=N for a Monte Carlo estimate"
        )
    deck = live_deck(plan)
    big = max(range(len(cost.combos)), key=cost.combos.__getitem__)
    kept = [[] if p == big else list(holding_combos(plan, h, deck)) for p, h in enumerate(plan.holdings)]
    scales = [integer_scale(f for _, f in combos) for combos in kept]
    scales[big] = integer_scale(holding_fractions(plan, plan.holdings[big]))
    ints = [[int(f * scales[p]) for _, f in combos] for p, combos in enumerate(kept)]
    unit = {f: int(f * scales[big]) for f in holding_fractions(plan, plan.holdings[big])}  # each weight once
    big_ints = set(unit.values())
    weighted = len(big_ints) > 1 or any(len(set(w)) > 1 for w in ints)
    if weighted:
        _check_weights([max(big_ints) if p == big else max(w) for p, w in enumerate(ints)], cost.deals)
    n_blocks = -(-cost.combos[big] // block)
    stream = holding_combos(plan, plan.holdings[big], deck)
    board = np.zeros(plan.game.board_cards, dtype=np.int64)
    board[: len(plan.board)] = [int(c) for c in plan.board]
    counts = totals = None
    for b in range(n_blocks):
        part = list(itertools.islice(stream, block))
        rows: list[tuple[int, ...]] = []
        weights: list[int] = []
        start = [0]
        for p in range(len(plan.holdings)):
            if p == big:
                rows.extend(c for c, _ in part)
                weights.extend(unit[f] for _, f in part)
            else:
                rows.extend(c for c, _ in kept[p])
                weights.extend(ints[p])
            start.append(len(rows))
        layout = BoardLayout(
            np.array(deck, dtype=np.int64), board, len(plan.board),
            np.array(rows, dtype=np.int64).reshape(len(rows), plan.hole), np.array(start, dtype=np.int64),
            np.array(weights, dtype=np.int64), omaha(plan.game), weighted,
        )  # fmt: skip
        del rows, weights, part
        got, sums = run_board_exact(tables, layout, _block_progress(options.progress, b, n_blocks))
        del layout
        counts, totals = (got, sums) if counts is None else (counts + got, totals + sums)
    assert counts is not None
    assert totals is not None
    deals = int(totals[0])
    if deals == 0:
        raise no_deal()
    return Outcome(counts, int(totals[1]), deals, True, weighted=weighted, matchups=deals // max(boards, 1))


def _block_progress(progress: ProgressCallback | None, block: int, blocks: int) -> ProgressCallback | None:
    """A block's ``progress(done, total)`` as the whole run's: the blocks hold as many boards each."""
    if progress is None:
        return None

    def step(done: int, total: int) -> None:
        progress(block * total + done, blocks * total)

    return step


def _options_of(plan: Plan, known: set[int]) -> list[tuple[list[tuple[int, ...]], list[Fraction]]]:
    """Per player: the known cards of each alternative and its weight (stud)."""
    out = []
    for holding in plan.holdings:
        if holding.range is None:
            out.append(([tuple(int(c) for c in holding.cards)], [Fraction(1)]))
            continue
        r = holding.range
        keep = [(c, w) for c, w in zip(r.combos, r.fractions, strict=True) if known.isdisjoint(c)]
        out.append(([c for c, _ in keep], [w for _, w in keep]))
    return out


def _disjoint(choices: Sequence[Sequence[tuple[int, ...]]]) -> Iterator[tuple[int, ...]]:
    """Indexes of every choice of one alternative per player that shares no card."""
    n = len(choices)
    chosen: list[int] = []
    used: set[int] = set()

    def walk(p: int) -> Iterator[tuple[int, ...]]:
        if p == n:
            yield tuple(chosen)
            return
        for i, combo in enumerate(choices[p]):
            if used.isdisjoint(combo):
                chosen.append(i)
                used.update(combo)
                yield from walk(p + 1)
                used.difference_update(combo)
                chosen.pop()

    return walk(0)


def _stud_exact(plan: Plan, options: Options, tables: Tables) -> Outcome:
    import numpy as np

    known = plan.known
    choices = _options_of(plan, known)
    sizes = [len(combos[0]) if combos else 0 for combos, _ in choices]
    n_deck = len(live_deck(plan)) - sum(sizes[p] for p, h in enumerate(plan.holdings) if not h.fixed)
    per = deal_count(n_deck, [plan.hole - s for s in sizes])
    bound = math.prod(len(c) for c, _ in choices) * per
    if bound > options.max_deals:
        raise too_many("" if plan.fixed else "up to ", bound, options.max_deals)
    if all(h.fixed for h in plan.holdings):
        layout = deal_layout(plan, [[int(c) for c in h.cards] for h in plan.holdings], [0] * len(plan.holdings))
        got, totals = run_deals_exact(tables, layout, options.progress)
        return Outcome(got, int(totals[0]), int(totals[0]), True, matchups=1)
    scaled = [integer_weights(w) for _, w in choices]
    weighted = any(any(x != ws[0] for x in ws) for ws in scaled)
    if weighted:
        _check_weights([max(ws) for ws in scaled if ws], bound)
    n = len(plan.holdings)
    counts: npt.NDArray[np.int64] = np.zeros((n, 2, n + 1, n + 1), dtype=np.int64)
    total = deals = matchups = 0
    # progress counts matchups (each about as many deals), all of them known first
    of = sum(1 for _ in _disjoint([c for c, _ in choices])) if options.progress is not None else 0
    for step, picks in enumerate(_disjoint([c for c, _ in choices])):
        hands = [list(choices[p][0][i]) for p, i in enumerate(picks)]
        weight = math.prod(scaled[p][i] for p, i in enumerate(picks))
        got, totals = run_deals_exact(tables, deal_layout(plan, hands, [0] * n))
        counts += weight * got
        total += weight * int(totals[0])
        deals += int(totals[0])
        matchups += 1
        if options.progress is not None:
            options.progress(step + 1, of)
    if not deals:
        raise no_deal()
    return Outcome(counts, total, deals, True, weighted=weighted, matchups=matchups)


def _check_weights(largest: Sequence[int], deals: int) -> None:
    """Refuse range weights whose weighted counts could pass what the exact tally holds
    (int64): ``largest``, each player's largest weight as a whole number (in units of the
    smallest fraction its weights need), times the deals: past that, the counts would wrap
    round and equities come out above 1 and below 0."""
    if math.prod(largest) * deals >= 2**63:
        raise RangeError(
            "the range weights are too fine to count every deal exactly: their least common"
            f" denominators make weights up to {math.prod(largest):,} a matchup over up to {deals:,} deals,"
            " more than 64-bit counts hold; give the weights fewer decimal places (0.12, not 0.1234567)"
        )


def _sampler(plan: Plan, ranged: Sequence[int]) -> RangeSampler:
    """Draw each ranged player's hand per deal, in proportion to its weight, rejecting draws
    where two hands share a card; ``ranged``: the players drawn. The hands come as bytes
    (``(deals, players, cards)``) and the picks as 32-bit indexes, one player at a time, so
    that a batch holds about :func:`~.run.sample_bytes` a deal."""
    import numpy as np

    known = plan.known
    size = max(plan.holdings[p].range.known for p in ranged)  # type: ignore[union-attr]
    cards, masks, cumulative = [], [], []
    for p in ranged:
        r = plan.holdings[p].range
        assert r is not None
        keep = [(c, w) for c, w in zip(r.combos, r.weights, strict=True) if known.isdisjoint(c)]
        combos = np.array([c for c, _ in keep], dtype=np.uint8).reshape(len(keep), r.known)
        cards.append(combos)
        bits = np.zeros(len(keep), dtype=np.int64)
        for j in range(r.known):
            bits |= np.int64(1) << combos[:, j].astype(np.int64)
        masks.append(bits)
        cumulative.append(np.cumsum(np.array([w for _, w in keep])))
    n = len(plan.holdings)

    def sample(rng: Any, batch: int) -> npt.NDArray[np.uint8]:
        out = np.zeros((batch, n, size), dtype=np.uint8)
        filled = tried = 0
        while filled < batch:
            want = batch - filled
            picks = []
            for cum in cumulative:  # one player's draws at a time: the same stream as all at once
                picks.append(np.searchsorted(cum, rng.random(want) * cum[-1], side="right").astype(np.int32))
            used = np.zeros(want, dtype=np.int64)
            good = np.ones(want, dtype=bool)
            for q in range(len(ranged)):
                m = masks[q][picks[q]]
                good &= (used & m) == 0
                used |= m
            del used
            k = int(good.sum())
            for q, p in enumerate(ranged):
                out[filled : filled + k, p, : cards[q].shape[1]] = cards[q][picks[q][good]]
            filled += k
            tried += want
            if tried > _MAX_DRAWS_PER_DEAL * (filled + 1000):
                raise DealError(
                    f"the ranges collide in almost every deal ({filled:,} of {tried:,} draws of the players' "
                    "hands shared no card): sampling them would not end; narrow or widen the ranges"
                )
        return out

    return sample


def _matchup_exists(plan: Plan, ranged: Sequence[int], budget: int = 200_000) -> bool:
    """Whether some choice of hands shares no card (a bounded search: True when unsure)."""
    known = plan.known
    choices = []
    for p in ranged:
        r = plan.holdings[p].range
        assert r is not None
        choices.append(sorted({sum(1 << c for c in combo) for combo in r.combos if known.isdisjoint(combo)}))
    steps = 0

    def walk(q: int, used: int) -> bool:
        nonlocal steps
        if q == len(choices):
            return True
        for m in choices[q]:
            steps += 1
            if steps > budget:
                return True
            if not m & used and walk(q + 1, used | m):
                return True
        return False

    return walk(0, 0)


def _sampled(plan: Plan, options: Options, tables: Tables) -> Outcome:
    samples = options.samples if options.samples is not None else MAX_SAMPLES
    seed = fresh_seed() if options.seed is None else options.seed
    ranged = [p for p, h in enumerate(plan.holdings) if not h.fixed]
    small = len(plan.holdings) <= MASK_PLAYERS
    # known hands on a board: one board per draw (the Omaha sampler takes no side whose flush
    # replaces the value, which no Omaha game has; such a game is dealt as any other)
    by_board = not flush_replaces(tables[3]) if omaha(plan.game) else len(plan.game.sides) == 1 and small
    if plan.dealt == "board" and plan.fixed and by_board:
        layout: Any = drawn_layout(plan)
        sampler = None
    else:
        if ranged and not _matchup_exists(plan, ranged):
            raise no_deal()
        hands = [[int(c) for c in h.cards] for h in plan.holdings]
        n_range = [h.range.known if h.range is not None else 0 for h in plan.holdings]
        layout = deal_layout(plan, hands, n_range)
        sampler = _sampler(plan, ranged) if ranged else None
    state = run_sampled(
        tables, layout, samples, seed, options.progress, options.interruptible, sampler, options.std_error
    )
    notes: tuple[str, ...] = ()
    if options.std_error is not None:
        if state.target_met:
            notes = (Phrase("notes.std_error_met", target=options.std_error, deals=state.done),)
        elif not state.interrupted:
            notes = (Phrase("notes.std_error_stopped", samples=samples, target=options.std_error),)
    return Outcome(state.counts, state.done, state.done, False, seed, state.interrupted, state.target_met, notes=notes)
