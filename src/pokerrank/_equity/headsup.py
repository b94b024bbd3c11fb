"""Hold'em heads-up preflop, exactly, from the shipped table (:mod:`pokerrank.tables.headsup`).

With no board and no dead cards, two Hold'em players' counts over the 1,712,304 boards follow
from the class of their matchup under suit relabelling, which the table holds: a spot of known
hands, ranges, patterns with unknown cards (``As*``) or ``random`` (each combination pair that
shares no card, weighted by the product of its weights) is tallied here into the counts the
kernel's enumeration gives, without running it.

A player who holds every hand the deck leaves, each with the same weight (``random``,
``100%``, ``**``, or the 1,326 hands written out), is answered from each starting-hand
class's counts against every other hand (:func:`vs_random_counts`, summed from the table in
a tenth of a second, and shipped as :mod:`~pokerrank._equity.vs_random`); any other pair of
ranges is looked up matchup by matchup, in numpy blocks of bounded size.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache
from typing import Any, Final

from pokerrank._equity.plan import MAX_DEALS, Options, Plan
from pokerrank.games import Game, get_game

__all__ = ["BOARDS", "holdem_rules", "lookup_many", "table_outcome", "vs_random_counts"]

BOARDS: Final = 1_712_304
"""The boards of the 48 cards two hands leave (``pokerrank.tables.headsup.BOARDS``)."""
OPPONENTS: Final = 1_225
"""The hands that share no card with a given hand: C(50, 2)."""
_BLOCK: Final = 1 << 16
"""Matchups looked up per numpy block (a few MB of arrays, whatever the ranges)."""


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


def _hand_class(a: Any, b: Any) -> Any:
    """The starting-hand class of two cards (ints or numpy arrays): ``high * 26 + low * 2 +
    suited`` with the ranks ordered high first."""
    ra, rb = a >> 2, b >> 2
    high = ra * (ra >= rb) + rb * (rb > ra)
    low = ra + rb - high
    return high * 26 + low * 2 + ((a & 3) == (b & 3))


def _table_arrays() -> tuple[Any, Any, Any]:
    import numpy as np

    from pokerrank.tables.headsup import load

    keys, wins, ties = load()
    return (
        np.frombuffer(keys, dtype=np.uint32).astype(np.int64),
        np.frombuffer(wins, dtype=np.uint32).astype(np.int64),
        np.frombuffer(ties, dtype=np.uint32).astype(np.int64),
    )


def _perms() -> Any:
    import numpy as np

    from pokerrank.tables.headsup import _PERMS

    return np.array(_PERMS, dtype=np.int64)


@cache
def vs_random_counts() -> dict[int, tuple[int, int, int]]:
    """Each starting-hand class's wins, ties and losses of one of its hands against every hand
    that shares no card with it (1,225 hands, each over its 1,712,304 boards), summed from the
    table: each class of matchups counts once per distinct matchup of its orbit under the 24
    suit relabellings. Keys: :func:`_hand_class` (``AsKs``: 12 * 26 + 11 * 2 + 1).

    >>> w, t, loss = vs_random_counts()[12 * 26 + 12 * 2]   # a pair of aces v a random hand
    >>> round((w + t / 2) / (w + t + loss), 4), w + t + loss == 1225 * 1_712_304
    (0.852, True)
    """
    import numpy as np

    keys, wins, ties = _table_arrays()
    losses = BOARDS - wins - ties
    rest, d = np.divmod(keys, 52)
    rest, c = np.divmod(rest, 52)
    a, b = np.divmod(rest, 52)
    perms = _perms().astype(np.int32)
    # every image of each class's matchup, as one number for the unordered pair of hands
    x, y, z, w = perms[:, a].T, perms[:, b].T, perms[:, c].T, perms[:, d].T  # (classes, 24)
    first = np.maximum(x, y) * 52 + np.minimum(x, y)
    second = np.maximum(z, w) * 52 + np.minimum(z, w)
    pair = np.minimum(first, second) * 2704 + np.maximum(first, second)
    pair.sort(axis=1)
    orbit = 1 + (pair[:, 1:] != pair[:, :-1]).sum(axis=1)
    one, two = _hand_class(a, b), _hand_class(c, d)
    size = 13 * 26
    # float sums are exact here: each is below 2**35 (12 hands x 1,225 x 1,712,304)
    both = np.concatenate([one, two])
    won, tied, lost = (
        np.rint(np.bincount(both, weights=np.concatenate([orbit * p, orbit * q]), minlength=size)).astype(np.int64)
        for p, q in ((wins, losses), (ties, ties), (losses, wins))
    )
    out: dict[int, tuple[int, int, int]] = {}
    for high in range(13):
        for low in range(high + 1):
            for suited in (0, 1) if high != low else (0,):
                k = high * 26 + low * 2 + suited
                hands = 6 if high == low else 4 if suited else 12
                row = (int(won[k]), int(tied[k]), int(lost[k]))
                if any(v % hands for v in row) or sum(row) != hands * OPPONENTS * BOARDS:
                    raise ValueError("a heads-up table whose classes do not add up")  # a damaged file
                out[k] = (row[0] // hands, row[1] // hands, row[2] // hands)
    return out


def lookup_many(first: Any, second: Any) -> tuple[Any, Any]:
    """The first hands' wins and ties against the second hands over every board (two ``(n,
    2)`` arrays of card codes, each row four distinct cards): :func:`pokerrank.tables.headsup.lookup`
    for many matchups at once, in numpy.

    >>> import numpy as np
    >>> wins, ties = lookup_many(np.array([[51, 47]]), np.array([[41, 40]]))   # AsKs v QsQh
    >>> int(wins[0]), int(ties[0])
    (787966, 6732)
    """
    import numpy as np

    keys, wins, ties = _tables()
    perms = _perms()
    a, b, c, d = first[:, 0], first[:, 1], second[:, 0], second[:, 1]
    top = np.int64(1 << 30)
    straight = np.full(len(a), top, dtype=np.int64)
    swapped = np.full(len(a), top, dtype=np.int64)
    for perm in perms:
        x, y, z, w = perm[a], perm[b], perm[c], perm[d]
        one = np.maximum(x, y) * 52 + np.minimum(x, y)
        two = np.maximum(z, w) * 52 + np.minimum(z, w)
        np.minimum(straight, one * 2704 + two, out=straight)
        np.minimum(swapped, two * 2704 + one, out=swapped)
    flip = swapped < straight
    key = np.where(flip, swapped, straight)
    at = np.minimum(np.searchsorted(keys, key), len(keys) - 1)
    if not np.array_equal(keys[at], key):
        raise LookupError("a heads-up class missing from the table")  # a damaged file
    won, tie = wins[at], ties[at]
    return np.where(flip, BOARDS - won - tie, won), tie


@cache
def _tables() -> tuple[Any, Any, Any]:
    return _table_arrays()


def _uniform_full(combos: Sequence[tuple[int, ...]], weights: Sequence[int], deck: Sequence[int]) -> bool:
    """Whether a player holds every two cards of ``deck``, each once and with the same weight
    (``random`` however written)."""
    if len(combos) != math.comb(len(deck), 2) or any(w != weights[0] for w in weights):
        return False
    return len({frozenset(c) for c in combos}) == len(combos)


def _rows(combos: Sequence[tuple[int, ...]], weights: Sequence[int], other: int) -> tuple[int, int, int, int, int]:
    """Wins, ties, losses, weighted matchups and matchups of ``combos`` against every hand
    that shares no card with each, all of weight ``other``."""
    from pokerrank._equity.vs_random import VS_RANDOM

    wins = ties = total = 0
    for (a, b), weight in zip(combos, weights, strict=True):
        w, t = VS_RANDOM[_hand_class(a, b)]
        wins += weight * w
        ties += weight * t
        total += weight
    losses = total * OPPONENTS * BOARDS - wins - ties
    return wins * other, ties * other, losses * other, total * other * OPPONENTS, len(combos) * OPPONENTS


def _pairs(
    first: Sequence[tuple[int, ...]], ones: Sequence[int], second: Sequence[tuple[int, ...]], twos: Sequence[int]
) -> tuple[int, int, int, int, int]:
    """The same sums over every pair of hands that shares no card, in blocks of at most
    :data:`_BLOCK` matchups (exact: whole numbers in int64 while they fit, else Python's)."""
    import numpy as np

    one = np.array(first, dtype=np.int64).reshape(len(first), 2)
    two = np.array(second, dtype=np.int64).reshape(len(second), 2)
    w_one = np.array(ones, dtype=object if max(ones) >= 1 << 20 else np.int64)
    w_two = np.array(twos, dtype=object if max(twos) >= 1 << 20 else np.int64)
    exact_type = object if max(ones) * max(twos) >= 1 << 20 else np.int64  # counts up to 2**21 a matchup
    bits_two = (np.int64(1) << two[:, 0]) | (np.int64(1) << two[:, 1])
    wins = ties = losses = total = matchups = 0
    rows = max(1, _BLOCK // max(1, len(second)))
    for start in range(0, len(first), rows):
        part = one[start : start + rows]
        bits = (np.int64(1) << part[:, 0]) | (np.int64(1) << part[:, 1])
        i, j = np.nonzero((bits[:, None] & bits_two[None, :]) == 0)
        if not len(i):
            continue
        won, tie = lookup_many(part[i], two[j])
        weight = (w_one[start + i] * w_two[j]).astype(exact_type)
        lost = BOARDS - won - tie
        wins += int((weight * won).sum())
        ties += int((weight * tie).sum())
        losses += int((weight * lost).sum())
        total += int(weight.sum())
        matchups += len(i)
    return wins, ties, losses, total, matchups


def table_outcome(plan: Plan, options: Options) -> tuple[Any, int, int, bool, int] | None:
    """The exact outcome of a heads-up Hold'em spot with no board and no dead cards, each hand
    known, a range, or with unknown cards, from the table: the kernel's counts, the deals
    weighted and not, whether the weights differ, and the matchups (see
    :class:`~pokerrank._equity.engine.Outcome`); None for any other spot (or when the table
    cannot be read: the kernel then answers). Refuses, as the kernel's road does, ranges that
    leave no deal, and a spot of more than ``max_deals`` deals when ``max_deals`` was set below
    its default (the table enumerates nothing: past the default the spot is answered)."""
    if plan.dealt != "board" or len(plan.holdings) != 2 or plan.board or plan.dead or not holdem_rules(plan.game):
        return None
    import numpy as np

    from pokerrank._equity.layout import combo_counts, integer_weights, live_deck, player_combos
    from pokerrank._equity.run import no_deal, too_many

    deck = live_deck(plan)
    written = sum(1 for h in plan.holdings if not (h.fixed and not h.stars))
    boards = math.comb(len(deck) - 2 * written, 5)
    bound = math.prod(combo_counts(plan, deck)) * boards
    if bound > options.max_deals and options.max_deals < MAX_DEALS:
        raise too_many("" if not written else "up to ", bound, options.max_deals)
    (first, first_weights), (second, second_weights) = player_combos(plan, deck)
    if not first or not second:
        raise no_deal()
    ones = integer_weights(first_weights)
    twos = integer_weights(second_weights)
    try:
        if _uniform_full(second, twos, deck):
            wins, ties, losses, total, matchups = _rows(first, ones, twos[0])
        elif _uniform_full(first, ones, deck):
            losses, ties, wins, total, matchups = _rows(second, twos, ones[0])
        else:
            wins, ties, losses, total, matchups = _pairs(first, ones, second, twos)
    except (OSError, ValueError, LookupError):  # a missing or damaged file (the tests read it whole)
        return None
    if not matchups:
        raise no_deal()
    counts: Any = np.zeros((2, 2, 3, 3), dtype=np.int64)
    counts[0, 0, 1, 0] = counts[1, 0, 0, 0] = wins  # counts[p, 0, k, 0]: p among k winners (0: lost)
    counts[0, 0, 2, 0] = counts[1, 0, 2, 0] = ties
    counts[0, 0, 0, 0] = counts[1, 0, 1, 0] = losses
    weighted = any(w != ones[0] for w in ones) or any(w != twos[0] for w in twos)
    deals = matchups * BOARDS
    # the kernel's road counts the matchups as its deals over the boards it deals per matchup
    return counts, total * BOARDS, deals, weighted, deals // boards
