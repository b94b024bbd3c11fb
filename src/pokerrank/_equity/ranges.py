"""Equity with hand ranges: exact card removal, every matchup dealt out exactly, or sampled.

Every combination of the players' hands that does not share a card (with each other, the
board or the dead cards) counts in proportion to the product of its weights.

>>> result = range_equity("holdem", ["As Ks", "QQ+"], board="2c 7d 9h Ts")
>>> round(result.players[0].equity, 4), result.players[1].combos
(0.0852, 18)
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any, overload

from pokerrank._equity.layout import make_layout
from pokerrank._equity.plan import plan_spot
from pokerrank._equity.run import deal_count, fresh_seed, run_exact, run_sampled
from pokerrank._equity.tally import summaries
from pokerrank.cards import Card, CardsLike, format_cards
from pokerrank.errors import DealError, RangeError, TooManyDealsError
from pokerrank.games import Game, get_game
from pokerrank.ranges import HandRange, parse_range

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["RangeEquityResult", "RangePlayerEquity", "range_equity"]


@dataclass(frozen=True)
class RangePlayerEquity:
    """One player's result against the others' ranges.

    ``combos``: the player's combinations left after removing the board and dead cards;
    ``win`` and ``tie``: the (weighted) probabilities of taking the whole pot alone and
    of sharing it.
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


def _matchups(ranges: Sequence[HandRange], blocked: int) -> list[tuple[int, ...]]:
    """Indexes of every card-disjoint choice of one combination per player."""
    masks = [[(1 << a) | (1 << b) for a, b in r.combos] for r in ranges]
    out: list[tuple[int, ...]] = []

    def walk(p: int, used: int, chosen: tuple[int, ...]) -> None:
        if p == len(ranges):
            out.append(chosen)
            return
        for i, m in enumerate(masks[p]):
            if not m & used:
                walk(p + 1, used | m, (*chosen, i))

    walk(0, blocked, ())
    return out


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
    max_deals: int = 1 << 34,
    progress: Callable[[int, int], None] | None = None,
    interruptible: bool = False,
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
    max_deals: int = 1 << 34,
    progress: Callable[[int, int], None] | None = None,
    interruptible: bool = False,
) -> RangeEquityResult: ...  # the order before 0.2.0: deprecated
def range_equity(*args: Any, game: Any = _UNSET, **options: Any) -> RangeEquityResult:
    """Equity of hands and ranges against each other (Hold'em-style games, two hole cards).

    ``range_equity(game, players, board="", dead="", *, samples=None, seed=None, ...)``: the
    arguments in the order of :func:`~pokerrank.equity`. Each entry of ``players`` is a range
    (``"QQ+, AKs"``), exact cards (``"As Ks"``), or a :class:`HandRange`. Exact by default:
    every card-disjoint matchup, weighted by the product of its weights, with every board;
    ``samples=N`` samples matchups and boards together from ``seed``. The order before
    0.2.0, ``range_equity(players, board, dead, game="holdem")``, still works and warns
    (:class:`DeprecationWarning`).

    >>> r = range_equity("holdem", ["As Ks", "Qd Qc"])
    >>> round(r.players[0].equity, 6), r.matchups
    (0.462145, 1)
    """
    if args and isinstance(args[0], (str, Game)):  # the order of equity(): range_equity(game, players, ...)
        if game is not _UNSET:
            raise TypeError("range_equity() got the game twice: as its first argument and as game=")
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


def _range_equity(
    game: str | Game,
    players: Sequence[str | HandRange],
    board: CardsLike = "",
    dead: CardsLike = "",
    *,
    samples: int | None = None,
    seed: int | None = None,
    max_deals: int = 1 << 34,
    progress: Callable[[int, int], None] | None = None,
    interruptible: bool = False,
) -> RangeEquityResult:
    spec = get_game(game)
    if spec.hole_cards != 2 or not spec.board_cards or spec.split:
        raise DealError(f"hand ranges are for two-card board games such as Hold'em, not {spec.title}")
    if len(players) < 2:
        raise DealError(f"equity needs at least two players, got {len(players)}")
    ranges = []
    for i, player in enumerate(players):
        try:
            ranges.append(parse_range(player))
        except RangeError as exc:
            raise RangeError(f"player {i + 1}: {exc}") from None
    plan = plan_spot(spec, ["" for _ in ranges], board, dead, ranged=[True] * len(ranges))
    blocked_cards = [int(c) for c in (*plan.board, *plan.dead)]
    for i, r in enumerate(ranges):
        for a, b in r.combos:
            if a not in spec.deck.codes or b not in spec.deck.codes:
                deck = spec.deck.description
                raise RangeError(
                    f"player {i + 1}'s range {r.text!r} holds {format_cards([a, b])}, not in the {deck} deck"
                )
    blocked = sum(1 << c for c in blocked_cards)
    live = []
    for r in ranges:
        keep = [(c, w) for c, w in zip(r.combos, r.weights, strict=True) if not ((1 << c[0]) | (1 << c[1])) & blocked]
        live.append(HandRange(r.text, tuple(c for c, _ in keep), tuple(w for _, w in keep)))
    for i, r in enumerate(live):
        if not r.combos:
            raise RangeError(
                f"player {i + 1}'s range {r.text!r} has no hand left once the board and dead cards are out"
            )
    names = [f"player {i + 1}" for i in range(len(live))]
    n = len(live)
    if samples is None:
        matchups = _matchups(live, blocked)
        if not matchups:
            raise DealError("the ranges leave no deal: every choice of hands shares a card")
        per = deal_count(len(spec.deck) - len(blocked_cards) - 2 * n, [spec.board_cards - len(plan.board)])
        if per * len(matchups) > max_deals:
            raise TooManyDealsError(
                f"an exact answer would enumerate {len(matchups):,} matchups x {per:,} boards; "
                "give samples=N for a Monte Carlo estimate"
            )
        share = [0.0] * n
        win = [0.0] * n
        tie = [0.0] * n
        total_weight = 0.0
        for step, chosen in enumerate(matchups):
            hands = [[Card(c) for c in live[p].combos[i]] for p, i in enumerate(chosen)]
            weight = 1.0
            for p, i in enumerate(chosen):
                weight *= live[p].weights[i]
            counts, deals = run_exact(make_layout(plan, hands))
            for p, s in enumerate(summaries(counts, n)):
                share[p] += weight * float(s.share / deals)
                win[p] += weight * s.wins / deals
                tie[p] += weight * s.ties / deals
            total_weight += weight
            if progress is not None:
                progress(step + 1, len(matchups))
        results = tuple(
            RangePlayerEquity(names[p], live[p].text, len(live[p]), share[p] / total_weight, 0.0,
                              win[p] / total_weight, tie[p] / total_weight)
            for p in range(n)
        )  # fmt: skip
        return RangeEquityResult(
            spec.name, format_cards(plan.board), format_cards(plan.dead), True, len(matchups),
            per * len(matchups), results,
        )  # fmt: skip
    # Monte Carlo: matchups drawn in proportion to their weights (rejecting shared cards)
    import numpy as np

    if not _matchups_exist(live, blocked):
        raise DealError("the ranges leave no deal: every choice of hands shares a card")
    layout = make_layout(plan, [() for _ in live], ranged=[True] * n)
    cards = [np.array(r.combos, dtype=np.int64).reshape(-1, 2) for r in live]
    masks = [(np.int64(1) << c[:, 0]) | (np.int64(1) << c[:, 1]) for c in cards]
    cumulative = [np.cumsum(np.array(r.weights)) for r in live]

    def sampler(rng: Any, batch: int) -> npt.NDArray[np.int64]:
        out = np.empty((batch, n, 2), dtype=np.int64)
        filled = 0
        while filled < batch:
            want = batch - filled
            picks = [np.searchsorted(cum, rng.random(want) * cum[-1], side="right") for cum in cumulative]
            used = np.zeros(want, dtype=np.int64)
            good = np.ones(want, dtype=bool)
            for p in range(n):
                m = masks[p][picks[p]]
                good &= (used & m) == 0
                used |= m
            k = int(good.sum())
            for p in range(n):
                out[filled : filled + k, p] = cards[p][picks[p][good]]
            filled += k
        return out

    used_seed = fresh_seed() if seed is None else int(seed)
    counts, done, interrupted = run_sampled(
        layout, samples, used_seed, progress, interruptible, range_sampler=sampler, ranged=[True] * n
    )
    sampled = [
        RangePlayerEquity(
            names[p], live[p].text, len(live[p]), float(s.share / done), s.std_error(done), s.wins / done, s.ties / done
        )
        for p, s in enumerate(summaries(counts, n))
    ]
    return RangeEquityResult(
        spec.name, format_cards(plan.board), format_cards(plan.dead), False, 0, done, tuple(sampled),
        used_seed, interrupted,
    )  # fmt: skip


def _matchups_exist(ranges: Sequence[HandRange], blocked: int) -> bool:
    masks = [[(1 << a) | (1 << b) for a, b in r.combos] for r in ranges]

    def walk(p: int, used: int) -> bool:
        if p == len(ranges):
            return True
        return any(not m & used and walk(p + 1, used | m) for m in masks[p])

    return walk(0, blocked)
