"""From the kernels' counts to results: exact shares in whole numbers, standard errors, outcomes.

The kernels count, for each player, the deals by (split, number of high winners, number of
low winners) that include the player among the winners (``counts[p, split, hk, lk]``, see
:mod:`pokerrank.kernels.equity`); a player's share of a deal follows from those numbers
alone (RULES.md "Split pots": half the pot to each side, the whole to the high when no low
qualifies, each half shared between tied winners). Shares are counted in whole units of
``1 / denominator(players)`` (twice the least common multiple of 1 to the number of
players), so every sum is an exact integer and each equity one correctly rounded division.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from pokerrank._equity.plan import Plan
from pokerrank._equity.results import EquityResult, PlayerEquity
from pokerrank.games import Game, side_rules

__all__ = [
    "Summary",
    "denominator",
    "outcome_counts",
    "outcome_index",
    "pat_counts",
    "players_of",
    "result",
    "summaries",
]


@cache
def denominator(n_players: int) -> int:
    """The unit of a share: every share (1/k of the pot, or 1/(2k) of it) is a whole number of
    ``1 / denominator``."""
    return 2 * math.lcm(*range(1, n_players + 1))


@dataclass
class Summary:
    """One player's tally: share sums in units of ``1 / unit`` and the outcome counts."""

    unit: int
    share: int = 0
    square: int = 0
    """The sum of squared shares, in units of ``1 / unit**2`` (for the standard error)."""
    high: int = 0
    low: int = 0
    wins: int = 0
    ties: int = 0
    losses: int = 0
    scoops: int = 0
    high_only: int = 0
    low_only: int = 0
    high_and_low: int = 0

    def mean(self, total: int) -> float:
        """The mean share over ``total`` deals (a correctly rounded division)."""
        return self.share / (self.unit * total)

    def std_error(self, deals: int) -> float:
        """The standard error of the mean share over ``deals`` sampled deals."""
        variance = self.square * deals - self.share * self.share  # in units of 1 / (unit * deals)**2
        return math.sqrt(max(variance, 0)) / (self.unit * deals * math.sqrt(deals))


@cache
def _parts(n_players: int) -> list[tuple[int, int, int, int]]:
    """For each cell ``(split, hk, lk)`` of a player's counts, in the order of ``tolist()``
    flattened: its index, the high and low parts of the share (in units of
    :func:`denominator`), and the outcome (0 nothing, 1 the whole pot, 2 high only, 3 low
    only, 4 both)."""
    unit = denominator(n_players)
    out = []
    index = 0
    for split in (0, 1):
        for hk in range(n_players + 1):
            for lk in range(n_players + 1):
                if split == 0:
                    high, low = (unit // hk if hk else 0), 0
                else:
                    high, low = (unit // (2 * hk) if hk else 0), (unit // (2 * lk) if lk else 0)
                part = high + low
                kind = 0 if not part else 1 if part == unit else 4 if high and low else 2 if high else 3
                out.append((index, high, low, kind))
                index += 1
    return out


def summaries(counts: Any, n_players: int) -> list[Summary]:
    """Per player: share sums, the sum of squared shares, and the outcome counts."""
    unit = denominator(n_players)
    parts = _parts(n_players)
    out = []
    for row in counts.reshape(n_players, -1).tolist():  # Python ints: exact sums
        s = Summary(unit)
        for index, high, low, kind in parts:
            c = row[index]
            if not c:
                continue
            part = high + low
            s.share += c * part
            s.square += c * part * part
            s.high += c * high
            s.low += c * low
            if kind == 0:
                s.losses += c
            elif kind == 1:
                s.wins += c
                s.scoops += c
            else:
                s.ties += c
                if kind == 2:
                    s.high_only += c
                elif kind == 3:
                    s.low_only += c
                else:
                    s.high_and_low += c
        out.append(s)
    return out


def result(
    plan: Plan,
    counts: Any,
    total: int,
    exact: bool,
    seed: int | None,
    interrupted: bool,
    notes: tuple[str, ...] = (),
    deals: int | None = None,
) -> EquityResult:
    """The :class:`EquityResult` of a run's counts (``total``: the deals, each counted with
    its weight; ``deals``: the deals, when that differs)."""
    players = players_of(plan.game, plan.names, [h.text for h in plan.holdings], counts, total, exact)
    return EquityResult.of(
        plan.game.name, " ".join(map(str, plan.board)), " ".join(map(str, plan.dead)), exact,
        total if deals is None else deals, players, seed, interrupted, notes,
    )  # fmt: skip


def players_of(
    game: Game, names: Sequence[str], texts: Sequence[str], counts: Any, total: int, exact: bool
) -> tuple[PlayerEquity, ...]:
    """Each player's :class:`PlayerEquity` from the counts of ``total`` deals (each counted
    with its weight)."""
    split_game = game.split
    players = []
    for p, s in enumerate(summaries(counts, len(names))):
        scale = s.unit * total
        players.append(
            PlayerEquity.of(
                names[p], texts[p], s.share / scale, 0.0 if exact else s.std_error(total), s.wins, s.ties, s.losses,
                s.high / scale, s.low / scale, s.scoops if split_game else None,
                s.high_only if split_game else None, s.low_only if split_game else None,
                s.high_and_low if split_game else None,
            )
        )  # fmt: skip
    return tuple(players)


def outcome_index(values: Any) -> Any:
    """Each player's outcome of each deal, from the values ``values[p, ..., s, d]`` (player
    ``p``'s value for side ``s`` in deal ``d``, 0: no hand, for instance a low that does not
    qualify): the index of ``(split, hk, lk)`` in a player's flattened counts, the cell of
    ``counts[p, split, hk, lk]`` (:mod:`pokerrank.kernels.equity`) that the deal adds one to.

    The split-pot rule (RULES.md "Split pots"), stated once in numpy: ``split`` is 1 when a
    second side exists and some player's value for it is above 0 (the pot is then halved);
    ``hk`` is the number of players sharing the best value of the first side where ``p`` is
    one of them, else 0; ``lk`` the same for the second side, 0 when the pot is not split.
    The kernels' copy is :func:`pokerrank.kernels.equity._tally` (a test keeps them equal).

    >>> import numpy as np
    >>> outcome_index(np.array([[[9]], [[9]], [[4]]])).ravel().tolist()  # two share, one loses
    [8, 8, 0]
    """
    n_players, n_sides = values.shape[0], values.shape[-2]
    high = values[..., 0, :]
    top = high == high.max(axis=0)
    hk = top * top.sum(axis=0)
    if n_sides == 1:
        return hk * (n_players + 1)  # split 0, lk 0
    low = values[..., 1, :]
    best_low = low.max(axis=0)
    split = (best_low > 0).astype(hk.dtype)
    low_top = (low == best_low) & (split > 0)
    lk = low_top * low_top.sum(axis=0)
    return (split * (n_players + 1) + hk) * (n_players + 1) + lk


def outcome_counts(values: Any) -> Any:
    """``counts[p, split, hk, lk]`` of every deal of ``values[p, s, d]`` (see
    :func:`outcome_index`), each deal counted once.

    >>> import numpy as np
    >>> high, low = [[7, 7], [5, 9]], [[3, 0], [2, 0]]  # two deals, two players, two sides
    >>> counts = outcome_counts(np.array([[high[0], low[0]], [high[1], low[1]]]))
    >>> counts[0, 1, 1, 1].item(), counts[0, 0, 0, 0].item(), counts[1, 0, 1, 0].item()
    (1, 1, 1)
    """
    import numpy as np

    n_players = values.shape[0]
    cells = 2 * (n_players + 1) ** 2
    index = outcome_index(values)
    counts = np.stack([np.bincount(index[p], minlength=cells) for p in range(n_players)]).astype(np.int64)
    return counts.reshape(n_players, 2, n_players + 1, n_players + 1)


def pat_counts(plan: Plan) -> Any:
    """The one showdown of hands standing pat, tallied like a kernel deal."""
    import numpy as np

    values = np.zeros((len(plan.hands), len(plan.game.sides), 1), dtype=np.int64)
    for s, side in enumerate(plan.game.sides):
        rules = side_rules(side)
        for p, hand in enumerate(plan.hands):
            best = max(rules.ranking.strength_of([hand[i] for i in cols]) for cols in side.columns(len(hand), 0))
            values[p, s, 0] = best if best >= rules.threshold else 0
    return outcome_counts(values)
