"""Hold'em heads-up preflop, exactly, from the shipped table (:mod:`pokerrank.tables.headsup`).

With no board and no dead cards, two Hold'em players' counts over the 1,712,304 boards follow
from the class of their matchup under suit relabelling, which the table holds: a spot of known
hands or ranges (each combination pair that shares no card, weighted by the product of its
weights) is tallied here into the counts the kernel's enumeration gives, without running it.
"""

from __future__ import annotations

import math
from typing import Any, Final

from pokerrank._equity.plan import Options, Plan
from pokerrank.games import Game, get_game

__all__ = ["BOARDS", "holdem_rules", "table_outcome"]

BOARDS: Final = 1_712_304
"""The boards of the 48 cards two hands leave (``pokerrank.tables.headsup.BOARDS``)."""


def holdem_rules(spec: Game) -> bool:
    """Whether a game deals and ranks as Hold'em (under any name): two hole cards, five on the
    board, the 52 cards, one high side.

    >>> from pokerrank.games import get_game
    >>> holdem_rules(get_game("nlhe")), holdem_rules(get_game("short-deck"))
    (True, False)
    """
    holdem = get_game("holdem")
    return (spec.hole_cards, spec.board_cards, spec.sides, spec.deck, spec.dealt) == (
        holdem.hole_cards, holdem.board_cards, holdem.sides, holdem.deck, holdem.dealt,
    )  # fmt: skip


def table_outcome(plan: Plan, options: Options) -> tuple[Any, int, int, bool, int] | None:
    """The exact outcome of a heads-up Hold'em spot with no board and no dead cards, each hand
    known or a range without unknown cards, from the table: the kernel's counts, the deals
    weighted and not, whether the weights differ, and the matchups (see
    :class:`~pokerrank._equity.engine.Outcome`); None for any other spot (or when the table
    cannot be read: the kernel then answers). Refuses, as the kernel's road does, a spot of
    more than ``max_deals`` deals and ranges that leave no deal."""
    if (
        plan.dealt != "board"
        or len(plan.holdings) != 2
        or plan.board
        or plan.dead
        or any(h.stars or (h.range is not None and h.range.stars) for h in plan.holdings)
        or not holdem_rules(plan.game)
    ):
        return None
    import numpy as np

    from pokerrank._equity.layout import integer_weights, live_deck, player_combos
    from pokerrank._equity.run import no_deal, too_many
    from pokerrank.tables.headsup import lookup

    deck = live_deck(plan)
    (first, first_weights), (second, second_weights) = player_combos(plan, deck)
    written = sum(1 for h in plan.holdings if h.range is not None)
    bound = len(first) * len(second) * math.comb(len(deck) - 2 * written, 5)
    if bound > options.max_deals:
        raise too_many("" if not written else "up to ", bound, options.max_deals)
    ones = integer_weights(first_weights)
    twos = integer_weights(second_weights)
    wins = ties = losses = total = matchups = 0
    try:
        for a, w1 in zip(first, ones, strict=True):
            for b, w2 in zip(second, twos, strict=True):
                if a[0] in b or a[1] in b:
                    continue
                w, t, loss = lookup(a[0], a[1], b[0], b[1])
                weight = w1 * w2
                wins += weight * w
                ties += weight * t
                losses += weight * loss
                total += weight
                matchups += 1
    except (OSError, ValueError, LookupError):  # a missing or damaged file (the tests read it whole)
        return None
    if not matchups:
        raise no_deal()
    counts: Any = np.zeros((2, 2, 3, 3), dtype=np.int64)
    counts[0, 0, 1, 0] = counts[1, 0, 0, 0] = wins  # counts[p, 0, k, 0]: p among k winners (0: lost)
    counts[0, 0, 2, 0] = counts[1, 0, 2, 0] = ties
    counts[0, 0, 0, 0] = counts[1, 0, 1, 0] = losses
    weighted = any(w != ones[0] for w in ones) or any(w != twos[0] for w in twos)
    return counts, total * BOARDS, matchups * BOARDS, weighted, matchups
