"""An all-in before the flop valued by the board's ranks: the same exact values as
:func:`~pokerrank.handhistory.allin.pot_values`, tens of times sooner.

Before the flop every board is still to come (1,712,304 of them heads-up in Hold'em, over a
million in Omaha), and the general road deals each one. :func:`preflop_values` counts them by
their ranks and corrects the few whose flushes count
(:func:`pokerrank.kernels.allin.preflop_pots`), all the pots of the spot in one pass: each
pot's shares as whole numbers of boards, so the values are the same fractions.

It takes the board games whose sides play a player's whole hand (Hold'em, short-deck) or
exactly two hole cards and three board cards (Omaha 4, 5 and 6, hi/lo too), no wild card,
no side whose flush replaces the value; heads-up Hold'em with no card dead is left to the
general road, which reads it from the shipped heads-up table.

>>> from pokerrank.cards import parse_cards
>>> from pokerrank.games import get_game
>>> codes = lambda text: tuple(int(c) for c in parse_cards(text))
>>> hands = (codes("As Ad"), codes("Kc Kd"), codes("7h 2s"))
>>> found = preflop_values(get_game("holdem"), hands, (), ((300, (0, 1, 2)), (200, (0, 1))))
>>> found.runouts, sum(found.means) == 500, found.counts is None, len(found.variances)
(1370754, True, True, 3)
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import TYPE_CHECKING, Any, NamedTuple

from pokerrank.games import PerGame, side_rules

if TYPE_CHECKING:
    from pokerrank.games import Game

__all__ = ["PreflopValues", "preflop_values"]


def _road(game: Game) -> tuple[Any, Any, bool] | None:
    """The game's kernel tables, the row of each multiset of five ranks by the tables' hash
    slot, and whether it is played as Omaha; or None for a game the kernel does not take."""
    from pokerrank.tables.hashing import FLUSH_REPLACES

    if game.dealt != "board" or game.board_cards != 5 or game.deck.jokers or any(c >= 52 for c in game.deck.codes):
        return None
    shapes = {(side.hole, side.board) for side in game.sides}
    if shapes not in ({(None, None)}, {(2, 3)}) or len(game.sides) > 2:
        return None
    for side in game.sides:
        ranking = side_rules(side).ranking
        if ranking.is_wild or ranking.flush_mode == FLUSH_REPLACES:
            return None
    from pokerrank._compile import prepare
    from pokerrank._equity.layout import kernel_tables
    from pokerrank.kernels.allin import rank_rows
    from pokerrank.kernels.families import RESULTS_ALLIN

    prepare(RESULTS_ALLIN)
    tables = kernel_tables(game)
    rows = rank_rows(tables[1])
    if not len(rows):
        return None  # the tables' hash does not tell every five ranks apart
    return tables, rows, shapes == {(2, 3)}


_ROADS: PerGame[tuple[Any, Any, bool] | None] = PerGame(_road, limit=64)


class PreflopValues(NamedTuple):
    """An all-in before the flop, valued exactly (:func:`preflop_values`)."""

    means: list[Fraction]
    """Each player's expected winnings from the pots."""
    runouts: int
    """The boards dealt."""
    counts: tuple[int, int, int] | None
    """For one pot contested heads-up in a one-sided game: its first player's (wins, ties,
    losses), as :func:`~pokerrank.handhistory.allin.pot_values` gives them."""
    variances: tuple[Fraction, ...] | None
    """Each player's variance of their winnings over the boards; None where even two pots'
    outcomes together are too many to count (:data:`~pokerrank.kernels.allin.JOINT_BITS`)."""


def preflop_values(
    game: Game,
    hands: tuple[tuple[int, ...], ...],
    dead: tuple[int, ...],
    pots: tuple[tuple[int, tuple[int, ...]], ...],
) -> PreflopValues | None:
    """The values :func:`~pokerrank.handhistory.allin.pot_values` gives for an all-in before
    the flop (no board card yet): each player's exact expected winnings from ``pots`` (each
    pot's chips and the indices of the players who can win it), the runouts, the heads-up
    counts, and the variances; or None for a spot this road does not take (see the module
    docstring), which the general road values."""
    n = len(hands)
    if n < 2 or n > 10 or (n == 2 and not dead and game.name == "holdem" and len(game.sides) == 1):
        return None  # heads-up Hold'em with no card dead: the general road reads the shipped table
    road = _ROADS(game)
    if road is None:
        return None
    tables, rows, omaha = road
    known = [c for hand in hands for c in hand] + list(dead)
    deck = game.deck.codes
    if len(set(known)) != len(known) or not set(known) <= deck or any(len(h) != game.hole_cards for h in hands):
        return None  # not a deal: the general road says why
    from pokerrank.kernels.allin import JOINT_BITS, preflop_pots  # imported with the road

    contested = [(amount, who) for amount, who in pots if len(who) > 1]
    if not contested:
        return None
    import numpy as np

    used = set(known)
    live = sum(1 << c for c in deck if c not in used)
    masks = [sum(1 << i for i in who) for _, who in contested]
    holes = np.array(hands, dtype=np.int64)
    bests = _bests(tables, holes, omaha)
    unit = 2 * math.lcm(*range(1, n + 1))
    # the outcomes of every pot are counted together, 2 ** (pots * sides * players) counters:
    # past JOINT_BITS, a pass per group of pots, and one per pair of pots of two groups for
    # the variance (past JOINT_BITS for two pots, the variance is left to the runouts)
    group = max(1, JOINT_BITS // (len(game.sides) * n))
    parts = [
        preflop_pots(tables, rows, holes, bests, live, np.array(masks[at : at + group], dtype=np.int64), omaha, unit)
        for at in range(0, len(masks), group)
    ]
    deals = int(parts[0][0])
    shares = np.concatenate([part[1] for part in parts])
    wtl = np.concatenate([part[2] for part in parts])
    whole = unit * deals
    means = [Fraction(0)] * n
    for amount, who in pots:
        if len(who) == 1:
            means[who[0]] += amount
    per_pot = shares.tolist()
    for (amount, who), row in zip(contested, per_pot, strict=True):
        if sum(row) != whole:  # every board shares the whole pot: a kernel bug, never rounded
            raise ArithmeticError(f"the shares of a pot add up to {sum(row)}, not {whole}")
        for i in who:
            means[i] += Fraction(row[i] * amount, whole)
    counts = None
    if len(contested) == 1 and n == 2 and len(game.sides) == 1:
        first = contested[0][1][0]
        wins, ties, losses = (int(x) for x in wtl[0, first])
        counts = (wins, ties, losses)
    if len(parts) == 1:
        squares = parts[0][3]
    elif 2 * len(game.sides) * n <= JOINT_BITS:  # each pair of pots of two groups: one more pass
        squares = np.zeros((n, len(masks), len(masks)), dtype=np.int64)
        for at, part in zip(range(0, len(masks), group), parts, strict=True):
            size = part[3].shape[1]
            squares[:, at : at + size, at : at + size] = part[3]
        for k in range(len(masks)):
            for j in range(k + 1, len(masks)):
                if k // group != j // group:
                    pair = np.array([masks[k], masks[j]], dtype=np.int64)
                    both = preflop_pots(tables, rows, holes, bests, live, pair, omaha, unit)[3]
                    squares[:, k, j] = squares[:, j, k] = both[:, 0, 1]
    else:
        return PreflopValues(means, deals, counts, None)
    amounts = [amount for amount, _ in contested]
    mean_units = [sum(a * row[i] for a, row in zip(amounts, per_pot, strict=True)) for i in range(n)]
    square_units = [
        sum(a * b * int(squares[i, k, j]) for k, a in enumerate(amounts) for j, b in enumerate(amounts))
        for i in range(n)
    ]
    variances = tuple(Fraction(square_units[i], unit * whole) - Fraction(mean_units[i], whole) ** 2 for i in range(n))
    return PreflopValues(means, deals, counts, variances)


def _bests(tables: Any, holes: Any, omaha: bool) -> Any:
    """Each Omaha player's best value per side by rank for every three board ranks: the best
    of their pairs of hole cards in the tables' ``by_rank`` (rows of triples, columns of
    pairs); a placeholder for other games."""
    import numpy as np

    if not omaha:
        return np.zeros((1, 1, 1), dtype=np.uint16)
    from pokerrank.kernels.equity_constants import N_PAIRS, N_TRIPLES

    by_rank, index = tables[4], tables[5]
    grid = by_rank.reshape(by_rank.shape[0], N_TRIPLES, N_PAIRS)
    ranks = holes >> 2
    first, second = np.triu_indices(holes.shape[1], 1)
    pairs = index[ranks[:, first] * 13 + ranks[:, second]]  # (players, pairs of hole cards)
    return np.ascontiguousarray(grid[:, :, pairs].max(axis=3).transpose(2, 0, 1))
