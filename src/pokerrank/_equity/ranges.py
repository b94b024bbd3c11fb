"""Equity with hand ranges: exact card removal, every matchup dealt out exactly, or sampled.

Every combination of the players' hands that does not share a card (with each other, the
board or the dead cards) counts in proportion to the product of its weights. In board games
every board is evaluated once per hand of each range, and the evaluations are shared by all
the matchups on that board.

>>> result = range_equity("holdem", ["As Ks", "QQ+"], board="2c 7d 9h Ts")
>>> round(result.players[0].equity, 4), result.players[1].combos
(0.0852, 18)
>>> r = range_equity("omaha-hi-lo", ["AA**$ds", "KK**"], board="Kc 7h 2d 9s")
>>> [round(p.equity, 3) for p in r.players], r.players[0].combos
([0.197, 0.803], 726)
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Any, overload

from pokerrank._checks import plainly
from pokerrank._equity.engine import solve
from pokerrank._equity.guard import MAX_SECONDS, check_max_seconds
from pokerrank._equity.layout import live_deck
from pokerrank._equity.plan import MAX_PLAYERS, MAX_RANGE_DEALS, Plan, check_options, plan_spot
from pokerrank._equity.tally import summaries
from pokerrank.cards import CardsLike
from pokerrank.errors import ArgumentError, DealError
from pokerrank.games import Game
from pokerrank.ranges import HandRange

__all__ = ["RangeEquityResult", "RangePlayerEquity", "range_equity"]


@dataclass(frozen=True)
class RangePlayerEquity:
    """One player's result against the others' ranges.

    ``combos``: the hands the player's range (or cards) stands for once the board, the dead
    cards and the other players' known cards are out; ``win`` and ``tie``: the (weighted)
    probabilities of taking the whole pot alone (in a hi/lo game: scooping) and of sharing it.
    """

    player: str
    range: str
    combos: int
    equity: float
    std_error: float
    win: float
    tie: float


@dataclass(frozen=True)
class RangeEquityResult:
    """Equities with ranges; ``matchups`` is the number of card-disjoint hand combinations
    enumerated (exact), ``deals`` the deals enumerated or sampled in all."""

    game: str
    board: str
    dead: str
    exact: bool
    matchups: int
    deals: int
    players: tuple[RangePlayerEquity, ...]
    seed: int | None = None
    interrupted: bool = False

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON."""
        return asdict(self)


_UNSET: Any = object()


@overload
def range_equity(
    game: str | Game,
    players: Sequence[str | HandRange],
    board: CardsLike = "",
    dead: CardsLike = "",
    *,
    samples: int | None = None,
    seed: int | None = None,
    max_deals: int = MAX_RANGE_DEALS,
    progress: Callable[[int, int], None] | None = None,
    interruptible: bool = False,
    std_error: float | None = None,
    max_seconds: float | None = MAX_SECONDS,
) -> RangeEquityResult: ...
@overload
def range_equity(
    players: Sequence[str | HandRange],
    board: CardsLike = "",
    dead: CardsLike = "",
    *,
    game: str | Game = "holdem",
    samples: int | None = None,
    seed: int | None = None,
    max_deals: int = MAX_RANGE_DEALS,
    progress: Callable[[int, int], None] | None = None,
    interruptible: bool = False,
    std_error: float | None = None,
    max_seconds: float | None = MAX_SECONDS,
) -> RangeEquityResult: ...  # the order before 0.2.0: deprecated
def range_equity(*args: Any, game: Any = _UNSET, **options: Any) -> RangeEquityResult:
    """Equity of ranges, patterns and hands against each other, in every board and stud game.

    ``range_equity(game, players, board="", dead="", *, samples=None, seed=None, max_deals,
    progress, interruptible, std_error=None, max_seconds=60)``: the arguments in the order of
    :func:`~pokerrank.equity`. Each entry of ``players`` is a range (``"QQ+, AKs"``), a pattern
    (``"AA**$ds"``, ``"As***"``; see :mod:`pokerrank.ranges`), exact cards (``"As Ks"``), or a
    :class:`HandRange`. Exact by default: every card-disjoint matchup, weighted by the product
    of its weights, with every board (refused before anything is built when there would be
    more than ``max_deals`` deals, or estimated to take more than ``max_seconds`` on this
    machine: None for no limit); ``samples=N`` samples matchups and boards together from
    ``seed``, ``std_error=E`` until every standard error is below ``E``. The order before
    0.2.0, ``range_equity(players, board, dead, game="holdem")``, still works and warns
    (:class:`DeprecationWarning`).

    >>> r = range_equity("holdem", ["As Ks", "Qd Qc"])
    >>> round(r.players[0].equity, 6), r.matchups
    (0.462145, 1)
    >>> r = range_equity("holdem", ["random"] * 23, samples=10, seed=1)   # 23 unknown hands
    >>> len(r.players), r.deals
    (23, 10)
    """
    old_order = bool(args) and isinstance(args[0], Sequence) and not isinstance(args[0], str) and len(args) <= 3
    if args and not old_order:  # the order of equity(): range_equity(game, players, ...)
        if game is not _UNSET:
            raise ArgumentError(
                f"range_equity() got the game twice: {plainly(args[0])} first and game={plainly(game)}; the game "
                "comes first, as in equity(): range_equity(game, players, board, dead)"
            )
        return _range_equity(*args, **options)
    if not args and game is not _UNSET:  # every argument a keyword: range_equity(game=..., players=...)
        return _range_equity(game, **options)
    warnings.warn(
        "range_equity(players, ..., game=...) is deprecated: the game comes first, as in equity(); "
        "write range_equity(game, players, board, dead, ...)",
        DeprecationWarning,
        stacklevel=2,
    )
    return _range_equity("holdem" if game is _UNSET else game, *args, **options)


def _hands_of(plan: Plan, p: int) -> int:
    """The hands player ``p`` stands for, once the known cards are out."""
    holding = plan.holdings[p]
    if holding.range is None:
        return math.comb(len(live_deck(plan)), holding.stars)
    known = plan.known
    r = holding.range
    live = sum(1 for combo in r.combos if known.isdisjoint(combo))
    return live * math.comb(len(live_deck(plan)) - r.known, r.stars) if r.stars else live


def _range_equity(
    game: str | Game,
    players: Sequence[str | HandRange],
    board: CardsLike = "",
    dead: CardsLike = "",
    *,
    samples: int | None = None,
    seed: int | None = None,
    max_deals: int = MAX_RANGE_DEALS,
    progress: Callable[[int, int], None] | None = None,
    interruptible: bool = False,
    std_error: float | None = None,
    max_seconds: float | None = MAX_SECONDS,
) -> RangeEquityResult:
    options = check_options(samples, seed, max_deals, progress, interruptible, std_error)
    limit = check_max_seconds(max_seconds)
    if isinstance(players, (str, bytes)) or not isinstance(players, Sequence):
        raise DealError(f"players must be a list of ranges, one per player, got {plainly(players)}")
    if len(players) > MAX_PLAYERS:
        raise DealError(f"equity takes at most {MAX_PLAYERS} players, got {len(players)}")
    plan = plan_spot(game, list(players), board, dead, ranged=True)
    if plan.dealt == "draw":
        raise DealError(f"hand ranges are for board and stud games; in {plan.game.title} the hands stand pat")
    outcome = solve(plan, options, max_seconds=limit)
    n = len(plan.names)
    total = outcome.total
    results = tuple(
        RangePlayerEquity(
            plan.names[p],
            plan.holdings[p].text,
            _hands_of(plan, p),
            s.mean(total),
            0.0 if outcome.exact else s.std_error(total),
            s.wins / total,
            s.ties / total,
        )
        for p, s in enumerate(summaries(outcome.counts, n))
    )
    return RangeEquityResult(
        plan.game.name,
        " ".join(map(str, plan.board)),
        " ".join(map(str, plan.dead)),
        outcome.exact,
        outcome.matchups if outcome.exact else 0,
        outcome.deals,
        results,
        outcome.seed,
        outcome.interrupted,
    )
