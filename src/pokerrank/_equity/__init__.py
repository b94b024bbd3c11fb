"""Equity: each player's expected share of the pot, exactly or from a seeded sample (the public
face of the package).

:func:`equity` takes a game (any name :func:`pokerrank.games.get_game` knows), the
players' cards, the board and dead cards. The cards still to come are dealt out from what
is left of the game's deck:

- board games (Hold'em, Short-deck, Omaha 4/5/6, Omaha Hi/Lo 4/5): every player's hole
  cards are known; the rest of the board is dealt;
- Stud, Stud Hi/Lo and Razz: each player's cards seen so far (up to seven); each hand is
  dealt up to seven cards;
- draw games and Badugi: the hands stand pat, so the one showdown is the answer.

With ``samples=None`` every deal is enumerated and the counts are exact; with
``samples=N`` that many deals are drawn with numpy's ``Generator`` from ``seed`` (the same
seed gives the same result on any machine and with any number of threads), and each
equity carries its standard error. Hi/lo games count half pots and quarters (RULES.md,
"Split pots"); with no qualifying low the high hand takes the whole pot.

>>> import pokerrank
>>> result = pokerrank.equity("holdem", ["As Ks", "Qd Qc"], board="Qs Js 2c")
>>> [round(p.equity, 4) for p in result.players]
[0.3384, 0.6616]
>>> result.players[0].wins, result.players[0].ties, result.players[0].losses, result.deals
(335, 0, 655, 990)

The package, in the order a spot travels: validated (:mod:`~pokerrank._equity.plan`), laid
out as kernel arrays (:mod:`~pokerrank._equity.layout`), run exactly or sampled
(:mod:`~pokerrank._equity.run`), tallied into results (:mod:`~pokerrank._equity.tally`,
:mod:`~pokerrank._equity.results`); ranges in :mod:`~pokerrank._equity.ranges`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pokerrank._checks import plainly
from pokerrank._equity.layout import make_layout
from pokerrank._equity.plan import plan_spot
from pokerrank._equity.ranges import RangeEquityResult, RangePlayerEquity, range_equity
from pokerrank._equity.results import EquityResult, PlayerEquity
from pokerrank._equity.run import MAX_DEALS, ProgressCallback, fresh_seed, run_exact, run_sampled
from pokerrank._equity.tally import pat_counts, result
from pokerrank.cards import CardsLike
from pokerrank.errors import DealError
from pokerrank.games import Game

__all__ = [
    "MAX_DEALS",
    "EquityResult",
    "PlayerEquity",
    "RangeEquityResult",
    "RangePlayerEquity",
    "equity",
    "range_equity",
]


def equity(
    game: str | Game,
    hands: Sequence[CardsLike] | Mapping[str, CardsLike],
    board: CardsLike = "",
    dead: CardsLike = "",
    *,
    samples: int | None = None,
    seed: int | None = None,
    max_deals: int = MAX_DEALS,
    progress: ProgressCallback | None = None,
    interruptible: bool = False,
) -> EquityResult:
    """Each player's share of the pot over every deal still to come, or over a sample.

    ``hands``: one entry per player (a list, or a mapping from names to cards).
    ``samples=None`` enumerates every deal (raising :class:`TooManyDealsError` past
    ``max_deals``); ``samples=N`` draws N deals from ``seed`` (a fresh seed when None;
    the result records it). ``progress(done, total)`` is called between steps; with
    ``interruptible=True`` a Ctrl-C during sampling ends the run with the deals so far
    (``interrupted=True``).

    >>> r = equity("holdem", {"hero": "As Ks", "villain": "Qd Qc"})
    >>> r.deals, r.players[0].wins, r.players[0].ties, r.players[0].losses
    (1712304, 787966, 6732, 917606)
    >>> r = equity("omaha-hi-lo", ["Ah 2h 3c Kd", "Ks Qd Jc 9h"], board="4d 5s 8c 9c Kc")
    >>> r.players[0].equity, r.players[0].scoops
    (0.5, 0)
    >>> equity("razz", ["As 2s 3s", "Kd Qd Jd"], samples=20_000, seed=1).players[0].equity > 0.9
    True
    """
    plan = plan_spot(game, hands, board, dead)
    if samples is not None and (not isinstance(samples, int) or isinstance(samples, bool) or samples < 1):
        raise DealError(f"samples must be a positive whole number, got {plainly(samples)}")
    if plan.dealt == "draw":
        notes = ("the hands stand pat: one showdown decides, so the result is exact",)
        return result(plan, pat_counts(plan), 1, True, None, False, notes)
    layout = make_layout(plan)
    if not len(layout.group):
        counts, _ = run_exact(layout, None, max_deals=max_deals)
        return result(plan, counts, 1, True, None, False)
    if samples is None:
        counts, deals = run_exact(layout, progress, max_deals=max_deals)
        return result(plan, counts, deals, True, None, False)
    used_seed = fresh_seed() if seed is None else int(seed)
    counts, done, interrupted = run_sampled(layout, samples, used_seed, progress, interruptible)
    return result(plan, counts, done, False, used_seed, interrupted)
