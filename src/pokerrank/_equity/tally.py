"""From the kernels' counts to results: exact shares with fractions, standard errors, outcomes.

The kernels count, for each player, the deals by (split, number of high winners, number of
low winners) that include the player among the winners (``counts[p, split, hk, lk]``, see
:mod:`pokerrank.kernels.equity`); a player's share of a deal follows from those numbers
alone (RULES.md "Split pots": half the pot to each side, the whole to the high when no low
qualifies, each half shared between tied winners).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from pokerrank._equity.plan import Plan
from pokerrank._equity.results import EquityResult, PlayerEquity
from pokerrank.cards import format_cards
from pokerrank.games import side_rules

__all__ = ["Summary", "pat_counts", "result", "share", "summaries"]


def share(split: int, hk: int, lk: int) -> Fraction:
    """A winner's share of a deal: ``split`` says whether a low qualified (hi/lo games);
    ``hk`` and ``lk`` are the numbers of high and low winners the player is among (0: not)."""
    if split == 0:
        return Fraction(1, hk) if hk else Fraction(0)
    high = Fraction(1, 2 * hk) if hk else Fraction(0)
    low = Fraction(1, 2 * lk) if lk else Fraction(0)
    return high + low


@dataclass
class Summary:
    """One player's tally over the deals: exact share sums and the outcome counts."""

    share: Fraction = field(default_factory=Fraction)
    square: Fraction = field(default_factory=Fraction)
    """The sum of squared shares (for the standard error of a sample)."""
    high: Fraction = field(default_factory=Fraction)
    low: Fraction = field(default_factory=Fraction)
    wins: int = 0
    ties: int = 0
    losses: int = 0
    scoops: int = 0
    high_only: int = 0
    low_only: int = 0
    high_and_low: int = 0

    def std_error(self, deals: int) -> float:
        """The standard error of the mean share over ``deals`` sampled deals."""
        mean = self.share / deals
        variance = float(self.square / deals - mean * mean)
        return math.sqrt(max(variance, 0.0) / deals)


def summaries(counts: Any, n_players: int) -> list[Summary]:
    """Per player: exact share sums, the sum of squared shares, and the outcome counts."""
    out = []
    table = counts.tolist()
    for p in range(n_players):
        s = Summary()
        for split in (0, 1):
            for hk in range(n_players + 1):
                for lk in range(n_players + 1):
                    c = table[p][split][hk][lk]
                    if not c:
                        continue
                    part = share(split, hk, lk)
                    s.share += c * part
                    s.square += c * part * part
                    s.high += c * share(split, hk, 0)
                    if split:
                        s.low += c * share(split, 0, lk)
                    if part == 1:
                        s.wins += c
                        s.scoops += c
                    elif part:
                        s.ties += c
                        if hk and lk:
                            s.high_and_low += c
                        elif hk:
                            s.high_only += c
                        else:
                            s.low_only += c
                    else:
                        s.losses += c
        out.append(s)
    return out


def result(
    plan: Plan, counts: Any, deals: int, exact: bool, seed: int | None, interrupted: bool, notes: tuple[str, ...] = ()
) -> EquityResult:
    """The :class:`EquityResult` of a run's counts."""
    split_game = plan.game.split
    players = []
    for p, s in enumerate(summaries(counts, len(plan.names))):
        players.append(
            PlayerEquity(
                player=plan.names[p],
                cards=format_cards(plan.hands[p]),
                equity=float(s.share / deals),
                std_error=0.0 if exact else s.std_error(deals),
                wins=s.wins,
                ties=s.ties,
                losses=s.losses,
                high_equity=float(s.high / deals),
                low_equity=float(s.low / deals),
                scoops=s.scoops if split_game else None,
                high_only=s.high_only if split_game else None,
                low_only=s.low_only if split_game else None,
                high_and_low=s.high_and_low if split_game else None,
            )
        )
    return EquityResult(
        game=plan.game.name,
        board=format_cards(plan.board),
        dead=format_cards(plan.dead),
        exact=exact,
        deals=deals,
        players=tuple(players),
        seed=seed,
        interrupted=interrupted,
        notes=notes,
    )


def pat_counts(plan: Plan) -> Any:
    """The one showdown of hands standing pat, tallied like a kernel deal."""
    import numpy as np

    n = len(plan.hands)
    values = []
    for side in plan.game.sides:
        rules = side_rules(side)
        row = []
        for hand in plan.hands:
            best = max(rules.ranking.strength_of([hand[i] for i in cols]) for cols in side.columns(len(hand), 0))
            row.append(best if best >= rules.threshold else 0)
        values.append(row)
    counts = np.zeros((n, 2, n + 1, n + 1), dtype=np.int64)
    best = max(values[0])
    nh = values[0].count(best)
    split = 0
    nl = 0
    best_low = 0
    if len(values) > 1 and max(values[1]) > 0:
        split = 1
        best_low = max(values[1])
        nl = values[1].count(best_low)
    for p in range(n):
        hk = nh if values[0][p] == best else 0
        lk = nl if split and values[1][p] == best_low else 0
        counts[p, split, hk, lk] += 1
    return counts
