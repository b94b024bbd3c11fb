"""A plan turned into the kernels' arrays: the deck left, the combos, where each dealt card goes.

See :mod:`pokerrank.kernels.equity` for what each array means to the kernels. Three layouts:

- :class:`BoardLayout`: a board game enumerated board by board (every player's hands written
  out as combos with integer weights);
- :class:`DrawnLayout`: a board game sampled board by board, every hand known;
- :class:`DealLayout`: positions to deal (the board's, stud cards, unknown cards of a
  pattern), with players' hands drawn from their ranges per deal.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from typing import TYPE_CHECKING, Any

from pokerrank._equity.plan import Holding, Plan
from pokerrank.games import Deck, Game, PerGame, side_rules

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = [
    "BoardCards",
    "BoardLayout",
    "DealLayout",
    "DrawnLayout",
    "Tables",
    "board_layout",
    "deal_layout",
    "drawn_layout",
    "integer_weights",
    "kernel_tables",
]

Tables = tuple[Any, Any, Any, Any, Any, Any]
"""``(card_keys, displacement, values, rules, by_rank, index)``: see
:mod:`pokerrank.kernels.equity`."""


def kernel_tables(game: Game) -> Tables:
    """The game's tables as one tuple for the kernels (built once per game value: a game made
    under a catalogue game's name with other sides gets its own)."""
    return _TABLES(game)


def _omaha_tables(values: Any, displacement: Any) -> tuple[Any, Any]:
    """Omaha's tables by rank (see :mod:`pokerrank.kernels.equity`): ``(per side, the value of
    every three-rank multiset with every two-rank multiset, with no flush, triple by triple),
    (the pair index of each two ranks, then the triple index of each three)``."""
    import numpy as np

    from pokerrank.kernels.equity_constants import N_PAIRS, N_TRIPLES, SLOTS
    from pokerrank.tables.hashing import MULTIPLIER, ROW_BITS, SLOT_BITS, rank_key

    pairs = [(a, b) for a in range(13) for b in range(a, 13)]
    triples = [(a, b, c) for a in range(13) for b in range(a, 13) for c in range(b, 13)]
    assert len(pairs) == N_PAIRS
    assert len(triples) == N_TRIPLES
    index = np.zeros(13 * 13 + 13 * 13 * 13, dtype=np.int64)
    for i, (a, b) in enumerate(pairs):
        index[a * 13 + b] = index[b * 13 + a] = i
    for i, (a, b, c) in enumerate(triples):
        for x, y, z in {(a, b, c), (a, c, b), (b, a, c), (b, c, a), (c, a, b), (c, b, a)}:
            index[169 + x * 169 + y * 13 + z] = i
    pair_keys = np.array([rank_key(p) for p in pairs], dtype=np.uint64)
    triple_keys = np.array([rank_key(t) for t in triples], dtype=np.uint64)
    keys = (triple_keys[:, None] + pair_keys[None, :]).ravel()  # triple-major: a board's rows
    hashed = keys * np.uint64(MULTIPLIER)  # modulo 2**64, as the kernels' hash
    rows = (hashed >> np.uint64(64 - ROW_BITS)).astype(np.int64)
    base = ((hashed >> np.uint64(64 - ROW_BITS - SLOT_BITS)) & np.uint64((1 << SLOT_BITS) - 1)).astype(np.int64)
    slots = (base + np.asarray(displacement, dtype=np.int64)[rows]) & (SLOTS - 1)
    pair_counts = np.zeros((N_PAIRS, 13), dtype=np.int64)
    for i, two in enumerate(pairs):
        for r in two:
            pair_counts[i, r] += 1
    triple_counts = np.zeros((N_TRIPLES, 13), dtype=np.int64)
    for i, three in enumerate(triples):
        for r in three:
            triple_counts[i, r] += 1
    possible = ((triple_counts[:, None, :] + pair_counts[None, :, :]).max(axis=2) <= 4).ravel()  # no fifth card
    by_rank = np.where(possible[None, :], values[:, slots], 0).astype(np.uint16)
    return np.ascontiguousarray(by_rank), index


def _build_tables(game: Game) -> Tables:
    import numpy as np

    from pokerrank.kernels.equity_constants import SLOTS

    values, rules = [], []
    card_keys = displacement = None
    for side in game.sides:
        side_rule = side_rules(side)
        ranking = side_rule.ranking
        card_keys, displacement, rank_values, flush_values = ranking.kernel_tables
        row = np.zeros(SLOTS + (1 << 13), dtype=np.uint16)
        row[:SLOTS] = rank_values[:SLOTS]
        row[SLOTS:] = flush_values[: 1 << 13]
        values.append(row)
        rules.append((ranking.flush_mode, side_rule.threshold))
    assert card_keys is not None
    assert displacement is not None
    stacked = np.ascontiguousarray(np.stack(values))
    if omaha(game):
        by_rank, index = _omaha_tables(stacked, displacement)
    else:
        by_rank, index = np.zeros((len(values), 1), dtype=np.uint16), np.zeros(1, dtype=np.int64)
    return (
        np.ascontiguousarray(card_keys[:52], dtype=np.int64),
        np.ascontiguousarray(displacement),
        stacked,
        np.array(rules, dtype=np.int64),
        by_rank,
        index,
    )


_TABLES: PerGame[Tables] = PerGame(_build_tables, limit=256)


def omaha(game: Game) -> bool:
    """Whether hands are made of exactly two hole cards and three board cards."""
    return game.sides[0].hole == 2


_DECKS: dict[Deck, tuple[int, ...]] = {}
"""The cards of each deck (by the deck's value: a deck is a frozen value, as a game is)."""


def _deck_codes(game: Game) -> tuple[int, ...]:
    found = _DECKS.get(game.deck)
    if found is None:
        found = tuple(sorted(c for c in game.deck.codes if c < 52))
        if len(_DECKS) < 64:
            _DECKS[game.deck] = found
    return found


def live_deck(plan: Plan, extra: Sequence[int] = ()) -> list[int]:
    """The game's cards less every known card (and ``extra``), in increasing order."""
    known = plan.known
    known.update(extra)
    return [c for c in _deck_codes(plan.game) if c not in known]


def integer_weights(weights: Sequence[Fraction]) -> list[int]:
    """Weights scaled to whole numbers in the same proportions (1/2 and 1 give 1 and 2)."""
    if not weights:
        return []
    distinct = set(weights)  # a few weights over many hands: each scaled once
    scale = math.lcm(*(w.denominator for w in distinct))
    scaled = {w: int(w * scale) for w in distinct}
    if len(scaled) == 1:
        return [scaled.popitem()[1]] * len(weights)
    return [scaled[w] for w in weights]


# -- board games, enumerated ------------------------------------------------------------------


@dataclass
class BoardCards:
    """The board: ``board`` with its first ``n_known`` cards known, the rest dealt from ``deck``."""

    deck: npt.NDArray[np.int64]
    board: npt.NDArray[np.int64]
    n_known: int

    @property
    def missing(self) -> int:
        """The board's cards still to come."""
        return int(self.board.shape[0]) - self.n_known


@dataclass
class BoardLayout(BoardCards):
    """Every player's combos (C, h) and weights; boards completed from ``deck``."""

    combos: npt.NDArray[np.int64]
    start: npt.NDArray[np.int64]
    weights: npt.NDArray[np.int64]
    omaha: bool
    weighted: bool
    """Whether some weights differ (the counts are then in units of the weights)."""


def player_combos(plan: Plan, deck: Sequence[int]) -> list[tuple[list[tuple[int, ...]], list[Fraction]]]:
    """Each player's hands written out with exact weights: a fixed hand is one combo, or one
    per way to deal its unknown cards from ``deck`` (the cards no one is known to hold); so
    are a range's stars; combos that meet a known card go."""
    known = plan.known
    out = []
    for holding in plan.holdings:
        if holding.range is None:
            base = tuple(int(c) for c in holding.cards)
            if not holding.stars:
                out.append(([base], [Fraction(1)]))
                continue
            written = [(*base, *extra) for extra in combinations(deck, holding.stars)]
            out.append((written, [Fraction(1)] * len(written)))
            continue
        r = holding.range
        combos: list[tuple[int, ...]] = []
        weights: list[Fraction] = []
        for combo, weight in zip(r.combos, r.fractions, strict=True):
            if not known.isdisjoint(combo):
                continue
            if r.stars:
                free = [c for c in deck if c not in combo]
                written = [(*combo, *extra) for extra in combinations(free, r.stars)]
                combos.extend(written)
                weights.extend([weight] * len(written))
            else:
                combos.append(combo)
                weights.append(weight)
        out.append((combos, weights))
    return out


def holding_combos(plan: Plan, holding: Holding, deck: Sequence[int]) -> Iterator[tuple[tuple[int, ...], Fraction]]:
    """One player's hands written out with exact weights, one at a time, in the order of
    :func:`player_combos` (a run in bounded memory takes them a block at a time)."""
    if holding.range is None:
        base = tuple(int(c) for c in holding.cards)
        one = Fraction(1)
        if not holding.stars:
            yield base, one
            return
        for extra in combinations(deck, holding.stars):
            yield (*base, *extra), one
        return
    known = plan.known
    r = holding.range
    for combo, weight in zip(r.combos, r.fractions, strict=True):
        if not known.isdisjoint(combo):
            continue
        if r.stars:
            free = [c for c in deck if c not in combo]
            for extra in combinations(free, r.stars):
                yield (*combo, *extra), weight
        else:
            yield combo, weight


def holding_fractions(plan: Plan, holding: Holding) -> list[Fraction]:
    """The distinct weights of one player's hands (without writing out its unknown cards)."""
    if holding.range is None:
        return [Fraction(1)]
    known = plan.known
    r = holding.range
    return sorted({w for combo, w in zip(r.combos, r.fractions, strict=True) if known.isdisjoint(combo)})


def integer_scale(weights: Iterable[Fraction]) -> int:
    """What :func:`integer_weights` multiplies ``weights`` by: the least common denominator."""
    return math.lcm(1, *(w.denominator for w in weights))


def combo_counts(plan: Plan, deck: Sequence[int]) -> list[int]:
    """How many combos :func:`player_combos` would write out per player (without writing)."""
    known = plan.known
    out = []
    for holding in plan.holdings:
        r = holding.range
        if r is None:
            out.append(math.comb(len(deck), holding.stars))
            continue
        live = sum(1 for combo in r.combos if known.isdisjoint(combo))
        out.append(live * math.comb(len(deck) - r.known, r.stars) if r.stars else live)
    return out


def board_layout(plan: Plan, players: Sequence[tuple[Sequence[tuple[int, ...]], Sequence[Fraction]]]) -> BoardLayout:
    """The arrays of an exact board-by-board run over ``players`` (see :func:`player_combos`)."""
    import numpy as np

    deck = live_deck(plan)
    n_board = plan.game.board_cards
    board = np.zeros(n_board, dtype=np.int64)
    board[: len(plan.board)] = [int(c) for c in plan.board]
    rows: list[tuple[int, ...]] = []
    weights: list[int] = []
    start = [0]
    weighted = False
    for combos, fractions in players:
        rows.extend(combos)
        ints = integer_weights(fractions)
        weighted = weighted or any(w != ints[0] for w in ints)
        weights.extend(ints)
        start.append(len(rows))
    return BoardLayout(
        np.array(deck, dtype=np.int64),
        board,
        len(plan.board),
        np.array(rows, dtype=np.int64).reshape(len(rows), plan.hole),
        np.array(start, dtype=np.int64),
        np.array(weights, dtype=np.int64),
        omaha(plan.game),
        weighted,
    )


# -- board games, sampled board by board ----------------------------------------------------------


@dataclass
class DrawnLayout(BoardCards):
    """Every hand known; boards drawn from ``deck``."""

    holes: npt.NDArray[np.int64]
    omaha: bool


def drawn_layout(plan: Plan) -> DrawnLayout:
    import numpy as np

    board = np.zeros(plan.game.board_cards, dtype=np.int64)
    board[: len(plan.board)] = [int(c) for c in plan.board]
    holes = np.array([[int(c) for c in h.cards] for h in plan.holdings], dtype=np.int64)
    return DrawnLayout(np.array(live_deck(plan), dtype=np.int64), board, len(plan.board), holes, omaha(plan.game))


# -- any deal, position by position -----------------------------------------------------------------


@dataclass
class DealLayout:
    """The kernel arrays of a deal made position by position (see ``deals_exact``)."""

    deck: npt.NDArray[np.int64]
    group: npt.NDArray[np.int64]
    dest: npt.NDArray[np.int64]
    board: npt.NDArray[np.int64]
    pockets: npt.NDArray[np.int64]
    n_pocket: npt.NDArray[np.int64]
    n_range: npt.NDArray[np.int64]
    """Cards each player takes from a range per deal (0: none)."""
    omaha: bool
    sizes: list[int]
    """Cards dealt to each group (board, then each player)."""


def deal_layout(plan: Plan, hands: Sequence[Sequence[int]], n_range: Sequence[int]) -> DealLayout:
    """Arrays for dealing: player ``p`` knows ``hands[p]`` and takes ``n_range[p]`` cards from a
    range per deal (those stay in the deck, taken out deal by deal); every other card of its
    hand and of the board is dealt."""
    import numpy as np

    game = plan.game
    n = len(hands)
    known = {int(c) for h in hands for c in h} | {int(c) for c in plan.board} | {int(c) for c in plan.dead}
    deck = np.array([c for c in _deck_codes(game) if c not in known], dtype=np.int64)
    n_board = game.board_cards
    sizes = [n_board - len(plan.board)] + [plan.hole - len(h) - n_range[p] for p, h in enumerate(hands)]
    group = np.array([g for g, k in enumerate(sizes) for _ in range(k)], dtype=np.int64)
    first = [len(plan.board)] + [len(h) + n_range[p] for p, h in enumerate(hands)]
    dest = np.array([first[g] + i for g, k in enumerate(sizes) for i in range(k)], dtype=np.int64)
    board = np.zeros(n_board, dtype=np.int64)
    board[: len(plan.board)] = [int(c) for c in plan.board]
    pockets = np.zeros((n, max(plan.hole, 1)), dtype=np.int64)
    for p, h in enumerate(hands):
        pockets[p, n_range[p] : n_range[p] + len(h)] = [int(c) for c in h]
    return DealLayout(
        deck, group, dest, board, pockets, np.full(n, plan.hole, dtype=np.int64),
        np.array(n_range, dtype=np.int64), omaha(game), sizes,
    )  # fmt: skip
