"""Equity: each player's expected share of the pot, exactly or from a seeded sample (the public
face of the package).

:func:`equity` takes a game (any name :func:`pokerrank.games.get_game` knows), the
players' cards, the board and dead cards. The cards still to come are dealt out from what
is left of the game's deck:

- board games (Hold'em, Short-deck, Omaha 4/5/6, Omaha Hi/Lo 4/5): the rest of the board is
  dealt;
- Stud, Stud Hi/Lo and Razz: each player's cards seen so far (up to seven); each hand is
  dealt up to seven cards;
- draw games and Badugi: the hands stand pat, so the one showdown is the answer.

In board and stud games a player may also hold unknown cards, a pattern or a range (see
:mod:`pokerrank.ranges`): ``"As***"``, ``"AA**"``, ``"AA**$ds"``, ``"QQ+, AKs"``, ``"** Ah 7c"``
(stud: two cards down, unseen). The result is then the average over every hand they stand
for, with exact card removal, each weighted by its weight.

With ``samples=None`` every deal is enumerated and the counts are exact; with
``samples=N`` that many deals are drawn with numpy's ``Generator`` from ``seed`` (the same
seed gives the same result on any machine and with any number of threads), and each
equity carries its standard error; with ``std_error=E`` deals are drawn until every
player's standard error is below ``E``. Hi/lo games count half pots and quarters
(RULES.md, "Split pots"); with no qualifying low the high hand takes the whole pot.

>>> import pokerrank
>>> result = pokerrank.equity("holdem", ["As Ks", "Qd Qc"], board="Qs Js 2c")
>>> [round(p.equity, 4) for p in result.players]
[0.3384, 0.6616]
>>> result.players[0].wins, result.players[0].ties, result.players[0].losses, result.deals
(335, 0, 655, 990)

The package, in the order a spot travels: validated (:mod:`~pokerrank._equity.plan`), costed
and refused when too long (:mod:`~pokerrank._equity.guard`), laid
out as kernel arrays (:mod:`~pokerrank._equity.layout`), run exactly or sampled
(:mod:`~pokerrank._equity.engine`, :mod:`~pokerrank._equity.run`), tallied into results
(:mod:`~pokerrank._equity.tally`, :mod:`~pokerrank._equity.results`); ranges in
:mod:`~pokerrank._equity.ranges`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from pokerrank._equity.guard import MAX_SECONDS, check_max_seconds
from pokerrank._equity.plan import MAX_DEALS, MAX_SAMPLES, MIN_STD_ERROR, check_options, plan_spot
from pokerrank._equity.quick import quick_exact
from pokerrank._equity.results import EquityResult, PlayerEquity
from pokerrank.cards import CardsLike
from pokerrank.games import Game

if TYPE_CHECKING:
    from pokerrank._equity.ranges import RangeEquityResult, RangePlayerEquity, range_equity
    from pokerrank._equity.run import ProgressCallback
    from pokerrank.ranges import HandRange

__all__ = [
    "MAX_DEALS",
    "MAX_SAMPLES",
    "MAX_SECONDS",
    "MIN_STD_ERROR",
    "EquityResult",
    "PlayerEquity",
    "RangeEquityResult",
    "RangePlayerEquity",
    "equity",
    "range_equity",
]


def equity(
    game: str | Game,
    hands: Sequence[CardsLike | HandRange] | Mapping[str, CardsLike | HandRange],
    board: CardsLike = "",
    dead: CardsLike = "",
    *,
    samples: int | None = None,
    seed: int | None = None,
    max_deals: int = MAX_DEALS,
    progress: ProgressCallback | None = None,
    interruptible: bool = False,
    std_error: float | None = None,
    max_seconds: float | None = MAX_SECONDS,
) -> EquityResult:
    """Each player's share of the pot over every deal still to come, or over a sample.

    ``hands``: one entry per player (a list, or a mapping from names to cards): cards, or in
    board and stud games a pattern or range (``"AA**"``, ``"QQ+, AKs:0.5"``; see
    :mod:`pokerrank.ranges`). ``samples=None`` enumerates every deal (raising
    :class:`TooManyDealsError` past ``max_deals``); ``samples=N`` draws N deals (at most
    :data:`MAX_SAMPLES`) from ``seed`` (a whole number from 0 to 2**128 - 1; a fresh one when
    None, recorded in the result); ``std_error=E`` draws until every player's standard error
    is below ``E`` (from 1e-5 to 0.5; ``samples`` is then the most to draw; a note says how
    many it took). An exact run estimated to take longer than ``max_seconds`` on this machine
    (None: no limit) is refused at once with a :class:`~pokerrank.errors.TooManyDealsError`
    that proposes a sample size (see docs/equity.md, "Limits"). ``progress(done, total)`` is
    called between steps; with
    ``interruptible=True`` a Ctrl-C during sampling ends the run with the deals so far
    (``interrupted=True``). With weighted ranges every count is weighted: a deal counts as
    many times as its weight in whole units (``AKs:0.5, QQ``: 1 and 2).

    >>> r = equity("holdem", {"hero": "As Ks", "villain": "Qd Qc"})
    >>> r.deals, r.players[0].wins, r.players[0].ties, r.players[0].losses
    (1712304, 787966, 6732, 917606)
    >>> r = equity("omaha-hi-lo", ["Ah 2h 3c Kd", "Ks Qd Jc 9h"], board="4d 5s 8c 9c Kc")
    >>> r.players[0].equity, r.players[0].scoops
    (0.5, 0)
    >>> equity("razz", ["As 2s 3s", "Kd Qd Jd"], samples=20_000, seed=1).players[0].equity > 0.9
    True
    >>> r = equity("omaha", ["AA**", "Ks Kd Qs Jd"], board="Kc 7h 2d 9s")   # every pair of aces
    >>> round(r.players[0].equity, 4), r.deals
    (0.0651, 193640)
    >>> r = equity("holdem", ["As Ks", "Qd Qc"], std_error=0.001, seed=1)
    >>> max(p.std_error for p in r.players) < 0.001, r.notes[0].startswith("sampled until")
    (True, True)
    """
    exact = samples is None and std_error is None
    lean = (
        exact and seed is None and max_deals is MAX_DEALS and progress is None and interruptible is False
        and max_seconds is MAX_SECONDS
    )  # fmt: skip
    if lean:
        answer = quick_exact(game, hands, board, dead)
        if answer is not None:
            return answer
    options = check_options(samples, seed, max_deals, progress, interruptible, std_error)
    limit = check_max_seconds(max_seconds)
    if exact and not lean:
        # the lean road within max_deals; with progress to report or Ctrl-C to catch, only what
        # needs no kernel (a river, a Hold'em heads-up preflop spot read from the table)
        kernels = options.progress is None and not options.interruptible
        answer = quick_exact(game, hands, board, dead, options.max_deals, kernels)
        if answer is not None:
            return answer
    # the engine (its runner, layouts and thread pool) loads here, on the first spot that needs it
    from pokerrank._equity.engine import solve
    from pokerrank._equity.tally import result

    plan = plan_spot(game, hands, board, dead)
    outcome = solve(plan, options, max_seconds=limit)
    return result(plan, outcome.counts, outcome.total, outcome.exact, outcome.seed, outcome.interrupted, outcome.notes)


def __getattr__(name: str) -> Any:
    """Range equity, loaded on first use (PEP 562): a spot the lean road answers (a river, the
    heads-up table) needs neither it nor the engine."""
    if name in ("RangeEquityResult", "RangePlayerEquity", "range_equity"):
        from pokerrank._equity import ranges

        value = getattr(ranges, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
