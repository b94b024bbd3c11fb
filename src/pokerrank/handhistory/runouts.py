"""Exact outcome distributions of an all-in: every runout of the cards still to come, every pot.

:func:`runout_values` deals out every way the cards still to come can fall (the rest of the
board in board games, the rest of each hand in stud), from the cards nobody has seen (the
deck less the cards known: the hands still in, the board so far, the dead cards), decides
each runout with :func:`pokerrank.showdown_batch`'s strengths, and splits each pot between
the players eligible for it by the rules (RULES.md "Split pots": half to the high and half
to the low where a low qualifies, each half shared between tied winners). Shares are counted
in whole units of ``1 / D`` of a pot (``D`` twice the least common multiple of 1 to the
number of players), so every value is an exact integer: the result is each player's
distribution of chips won (in units of ``1 / D`` chip), from which the mean (the equity
times the pots) and the variance follow exactly.

>>> from pokerrank.cards import parse_cards
>>> codes = lambda text: tuple(int(c) for c in parse_cards(text))
>>> dist = runout_values("holdem", [codes("As Ad"), codes("Kc Kd")], codes("2c 7d 9h Ks"), (), [(100, (0, 1))])
>>> dist.mean(0), dist.mean(1)   # the kings hold a set: the aces need one of 2 aces in 44 cards
(Fraction(50, 11), Fraction(1050, 11))
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations
from typing import TYPE_CHECKING, Any

from pokerrank.errors import DealError, TooManyDealsError
from pokerrank.games import Game, PerGame, get_game

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["MAX_RUNOUTS", "Distribution", "known_shares", "runout_count", "runout_values"]

MAX_RUNOUTS = 3_000_000
"""The most runouts one all-in is enumerated over (a preflop all-in in Hold'em has 1,712,304)."""


@dataclass(frozen=True)
class Distribution:
    """Each player's exact distribution of chips won over every runout.

    ``values[p]``: the distinct amounts player ``p`` wins, in units of ``1 / unit`` chip, each
    with its count of runouts (``counts[p]``); ``runouts``: how many runouts there are.
    """

    unit: int
    runouts: int
    values: tuple[tuple[int, ...], ...]
    counts: tuple[tuple[int, ...], ...]

    def mean(self, player: int) -> Fraction:
        """The chips ``player`` wins on average over the runouts (exact)."""
        total = sum(v * c for v, c in zip(self.values[player], self.counts[player], strict=True))
        return Fraction(total, self.unit * self.runouts)

    def variance(self, player: int) -> Fraction:
        """The variance of the chips ``player`` wins over the runouts (exact)."""
        square = sum(v * v * c for v, c in zip(self.values[player], self.counts[player], strict=True))
        mean = self.mean(player)
        return Fraction(square, self.unit * self.unit * self.runouts) - mean * mean

    def probability(self, player: int, at_least: Fraction) -> Fraction:
        """The chance that ``player`` wins at least ``at_least`` chips."""
        threshold = at_least * self.unit
        hits = sum(c for v, c in zip(self.values[player], self.counts[player], strict=True) if v >= threshold)
        return Fraction(hits, self.runouts)


@cache
def _unit(n_players: int) -> int:
    return 2 * math.lcm(*range(1, n_players + 1))


@cache
def _combos(n: int, k: int) -> npt.NDArray[np.intp]:
    """Every k-subset of range(n), one per row (cached: a flop all-in reuses them)."""
    import numpy as np

    if k == 0:
        return np.zeros((1, 0), dtype=np.intp)
    out = np.fromiter(
        (i for combo in combinations(range(n), k) for i in combo), dtype=np.intp, count=math.comb(n, k) * k
    )
    return out.reshape(-1, k)


def _known_road(game: Game) -> tuple[Any, ...]:
    """What :func:`~pokerrank.kernels.equity.known_exact` needs of ``game`` (its tables and the
    flush mode of its one side), or ``()`` for a game it does not take: more than one side, a
    side that takes some of the hole cards (Omaha), a qualifier, wild cards or jokers."""
    from pokerrank.games import side_rules

    if game.dealt != "board" or len(game.sides) != 1 or game.sides[0].hole is not None or game.deck.jokers:
        return ()
    rules = side_rules(game.sides[0])
    if rules.ranking.is_wild or game.sides[0].qualifier is not None:
        return ()
    from pokerrank._compile import prepare
    from pokerrank._equity.layout import kernel_tables
    from pokerrank.kernels.equity import known_tables
    from pokerrank.kernels.families import EQUITY

    prepare(EQUITY)
    tables = kernel_tables(game)
    return known_tables(tables), int(tables[3][0, 0])


_KNOWN_ROADS: PerGame[tuple[Any, ...]] = PerGame(_known_road, limit=64)


def known_shares(
    game: str | Game, hands: Sequence[Sequence[int]], board: Sequence[int], dead: Sequence[int]
) -> tuple[tuple[Fraction, ...], int, tuple[int, int, int]] | None:
    """Each player's exact share of one pot over every runout of the board, for a board game
    whose one side plays a player's whole hand (Hold'em, short-deck), every hand known: one
    call of the compiled enumeration on this thread, its integer counts read as they are.
    Returns ``(shares, runouts, (wins, ties, losses) of the first player)``, or None for a spot
    it does not take (another game, more players than the kernel counts, no card to come,
    cards that are not a deal, two hands before the flop with no card dead: the general road
    reads those from the heads-up table).

    >>> shares, runouts, first = known_shares("holdem", [(51, 50), (47, 46)], (0, 4, 8), (12,))
    >>> shares[0] + shares[1], runouts, sum(first) == runouts
    (Fraction(1, 1), 946, True)
    """
    import numpy as np

    from pokerrank.kernels.equity import MASK_PLAYERS, known_exact, known_shape

    spec = get_game(game)
    road = _KNOWN_ROADS(spec)
    n = len(hands)
    if not road or n < 2 or n > MASK_PLAYERS or len(board) >= spec.board_cards:
        return None
    if n == 2 and not board and not dead:
        return None  # the general road reads Hold'em's heads-up preflop table: no board to deal
    tables, mode = road
    known = [c for hand in hands for c in hand] + list(board) + list(dead)
    used = set(known)
    if len(used) != len(known) or not used <= spec.deck.codes or any(len(h) != spec.hole_cards for h in hands):
        return None  # not a deal: the general road says why
    mask = sum(1 << c for c in spec.deck.codes if c not in used)
    out = np.empty(2 + 4 * n, dtype=np.int64)
    cards = bytes([c for hand in hands for c in hand] + list(board))
    known_exact(tables, cards, known_shape(mode, spec.hole_cards, spec.board_cards, n, 0, 1), mask, out)
    counts = out.tolist()
    runouts = counts[0]
    whole = _unit(n) * runouts
    shares = tuple(Fraction(counts[2 + 4 * p], whole) for p in range(n))
    return shares, runouts, (counts[3], counts[4], counts[5])


def runout_count(game: str | Game, hands: Sequence[Sequence[int]], board: Sequence[int], dead: Sequence[int]) -> int:
    """How many runouts the spot has (what :func:`runout_values` would enumerate).

    >>> runout_count("holdem", [(51, 50), (47, 46)], (), ())
    1712304
    """
    spec = get_game(game)
    left = len(spec.deck.codes) - sum(map(len, hands)) - len(board) - len(dead)
    count = 1
    if spec.board_cards:
        return math.comb(left, spec.board_cards - len(board))
    for hand in hands:
        need = spec.hole_cards - len(hand)
        count *= math.comb(left, need)
        left -= need
    return count


def runout_values(
    game: str | Game,
    hands: Sequence[Sequence[int]],
    board: Sequence[int],
    dead: Sequence[int],
    pots: Sequence[tuple[int, Sequence[int]]],
) -> Distribution:
    """Every runout of the spot, each pot split by the rules: see the module docstring.

    ``hands``: the cards known of each player still in (card codes; in stud, the cards dealt
    so far); ``board``: the board so far; ``dead``: other cards known to be out of the deck;
    ``pots``: each pot's chips and the indices of the players eligible for it. Raises
    :class:`~pokerrank.errors.TooManyDealsError` past :data:`MAX_RUNOUTS`,
    :class:`~pokerrank.errors.DealError` for a card twice or not in the deck.
    """
    import numpy as np

    spec = get_game(game)
    n_players = len(hands)
    known = [c for hand in hands for c in hand] + list(board) + list(dead)
    if len(set(known)) != len(known):
        raise DealError(f"a card is known twice in the spot: {sorted(known)!r}")
    if not set(known) <= spec.deck.codes:
        raise DealError(f"a card of the spot is not in {spec.title}'s deck: {sorted(set(known) - spec.deck.codes)!r}")
    deck = np.array(sorted(spec.deck.codes - set(known)), dtype=np.intp)
    count = runout_count(spec, hands, board, dead)
    if count > MAX_RUNOUTS:
        raise TooManyDealsError(f"{count} runouts are more than the {MAX_RUNOUTS} enumerated exactly")
    if spec.board_cards:
        need = spec.board_cards - len(board)
        if need < 0 or any(len(hand) != spec.hole_cards for hand in hands):
            raise DealError(f"{spec.title} takes {spec.hole_cards} hole cards and {spec.board_cards} board cards")
        extra = deck[_combos(len(deck), need)]
        boards = np.concatenate([np.broadcast_to(np.array(board, dtype=np.intp), (len(extra), len(board))), extra], 1)
        holes = np.broadcast_to(np.array(hands, dtype=np.intp), (len(extra), n_players, spec.hole_cards))
    else:
        holes = _stud_holes(spec, hands, deck)
        boards = np.zeros((len(holes), 0), dtype=np.intp)
    strengths = _strengths(spec, holes, boards)
    unit = _unit(n_players)
    won = np.zeros((len(holes), n_players), dtype=np.int64)
    for amount, eligible in pots:
        if not amount:
            continue
        won += amount * _pot_units(strengths, list(eligible), n_players, unit)
    values: list[tuple[int, ...]] = []
    counts: list[tuple[int, ...]] = []
    for p in range(n_players):
        distinct, times = np.unique(won[:, p], return_counts=True)
        values.append(tuple(int(v) for v in distinct))
        counts.append(tuple(int(c) for c in times))
    return Distribution(unit, len(holes), tuple(values), tuple(counts))


def _strengths(spec: Game, holes: Any, boards: Any) -> list[npt.NDArray[np.int32]]:
    """Each side's (N, P) strengths, 0 for no qualifying hand: what
    :func:`pokerrank.showdown_batch` finds, without its checks (the cards were checked above)
    and without settling its pots (each pot is split here, exactly)."""
    import numpy as np

    from pokerrank._compile import prepare
    from pokerrank._showdown.batch import _side_strengths
    from pokerrank.games import side_rules
    from pokerrank.kernels.bundles import frozen
    from pokerrank.kernels.families import SHOWDOWN

    prepare(SHOWDOWN)
    hole_u8, board_u8 = frozen(holes, np.uint8), frozen(boards, np.uint8)
    out = []
    for side in spec.sides:
        rules = side_rules(side)
        found = _side_strengths(side, rules.ranking, hole_u8, board_u8)
        found[found < rules.threshold] = 0
        out.append(found)
    return out


def _stud_holes(spec: Game, hands: Sequence[Sequence[int]], deck: npt.NDArray[np.intp]) -> npt.NDArray[np.intp]:
    """Every way to complete each stud hand to its cards from the deck (disjoint draws)."""
    import numpy as np

    rows = np.zeros((1, 0), dtype=np.intp)  # the cards drawn so far, per deal
    for hand in hands:
        need = spec.hole_cards - len(hand)
        if need < 0:
            raise DealError(f"{spec.title} deals {spec.hole_cards} cards to a hand, not {len(hand)}")
        parts = []
        for row in rows:
            left = np.setdiff1d(deck, row, assume_unique=True)
            picks = left[_combos(len(left), need)]
            parts.append(np.concatenate([np.broadcast_to(row, (len(picks), len(row))), picks], 1))
        rows = np.concatenate(parts, 0)
    out = np.empty((len(rows), len(hands), spec.hole_cards), dtype=np.intp)
    start = 0
    for p, hand in enumerate(hands):
        need = spec.hole_cards - len(hand)
        out[:, p, : len(hand)] = hand
        out[:, p, len(hand) :] = rows[:, start : start + need]
        start += need
    return out


def _pot_units(strengths: list[Any], eligible: list[int], n_players: int, unit: int) -> npt.NDArray[np.int64]:
    """Each player's share of one pot in every runout, in units of ``1 / unit`` of the pot."""
    import numpy as np

    n = len(strengths[0])
    out = np.zeros((n, n_players), dtype=np.int64)
    if len(eligible) == 1:
        out[:, eligible[0]] = unit
        return out
    high = strengths[0][:, eligible]
    high_win = high == high.max(axis=1, keepdims=True)
    if len(strengths) == 1:
        out[:, eligible] = high_win * (unit // high_win.sum(axis=1, keepdims=True))
        return out
    low = strengths[1][:, eligible]
    best_low = low.max(axis=1, keepdims=True)
    has_low = best_low[:, 0] > 0
    low_win = (low == best_low) & has_low[:, None]
    high_half = np.where(has_low, unit // 2, unit)[:, None]
    shares = high_win * (high_half // high_win.sum(axis=1, keepdims=True))
    shares += low_win * ((unit // 2) // np.maximum(low_win.sum(axis=1, keepdims=True), 1))
    out[:, eligible] = shares
    return out
