"""Equity: each player's expected share of the pot, exactly or from a seeded sample.

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
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from functools import cache
from itertools import combinations
from typing import TYPE_CHECKING, Any, Final

from pokerrank.cards import Card, CardsLike, format_cards, parse_cards
from pokerrank.errors import (
    CardCountError,
    DealError,
    DuplicateCardError,
    EmptyInputError,
    InvalidCardError,
    TooManyDealsError,
)
from pokerrank.games import Game, get_game

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["EquityResult", "PlayerEquity", "equity"]

MAX_DEALS: Final = 1 << 32
"""The most deals an exact run enumerates unless told otherwise (a few minutes at most)."""

_BATCH: Final = 1 << 20
"""Monte Carlo deals per kernel call: a progress step, and where Ctrl-C can stop a run."""

ProgressCallback = Callable[[int, int], None]
"""``progress(done, total)``, called between steps of a run (deals, or work items)."""


@dataclass(frozen=True)
class PlayerEquity:
    """One player's result.

    ``equity`` is the expected share of the pot. ``wins``: deals where the player takes the
    whole pot alone (in a hi/lo game: a scoop); ``ties``: deals where they take part of
    it; ``losses``: deals where they take nothing. In a split game (hi/lo) the deals with a
    share are also broken down: ``scoops`` (the whole pot alone), ``high_only`` (some of
    the high half, or of the whole pot when no low qualifies, and none of the low),
    ``low_only`` and ``high_and_low`` (some of both halves but not the whole pot); they are
    ``None`` in a game with one side. ``std_error`` is the standard error of ``equity``
    (0.0 when exact).
    """

    player: str
    cards: str
    equity: float
    std_error: float
    wins: int
    ties: int
    losses: int
    high_equity: float
    """The expected share of the pot won with the first side (the high hand)."""
    low_equity: float
    """The expected share won with the second side (the low, or Badugi's other half); 0.0
    in a game with one side."""
    scoops: int | None = None
    high_only: int | None = None
    low_only: int | None = None
    high_and_low: int | None = None


@dataclass(frozen=True)
class EquityResult:
    """The equities of one spot (JSON-ready through :meth:`to_dict`).

    ``deals``: how many deals were enumerated (``exact``) or sampled; ``interrupted``: a
    Monte Carlo run stopped early (Ctrl-C) and reports the deals done so far.
    """

    game: str
    board: str
    dead: str
    exact: bool
    deals: int
    players: tuple[PlayerEquity, ...]
    seed: int | None = None
    interrupted: bool = False
    notes: tuple[str, ...] = field(default=())

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON.

        >>> import json, pokerrank
        >>> r = pokerrank.equity("holdem", ["Ah Ad", "Kh Kd"], board="2c 7s 9h Tc")
        >>> json.loads(json.dumps(r.to_dict()))["players"][0]["wins"]
        42
        """
        return asdict(self)


# -- the plan: a validated spot turned into kernel arrays --------------------------------


@dataclass
class _Plan:
    game: Game
    names: list[str]
    hands: list[tuple[Card, ...]]
    board: tuple[Card, ...]
    dead: tuple[Card, ...]
    kind: str  # "board", "stud" or "pat"
    hole: int  # final hand size
    ranged: list[bool]


def _label(names: Sequence[str], i: int) -> str:
    return names[i] if names[i].startswith("player ") else f"player {names[i]!r}"


def _parse_hand(cards: CardsLike, where: str) -> tuple[Card, ...]:
    try:
        return parse_cards(cards)
    except EmptyInputError:
        return ()
    except DuplicateCardError as exc:
        raise DuplicateCardError(f"{where}: {exc}") from None
    except InvalidCardError as exc:
        raise InvalidCardError(f"{where}: {exc}") from None


def _kind(game: Game) -> str:
    if game.board_cards:
        return "board"
    if game.odd_chip == "stud":
        return "stud"
    return "pat"


def _plan(
    game: str | Game,
    hands: Sequence[CardsLike] | Mapping[str, CardsLike],
    board: CardsLike,
    dead: CardsLike,
    ranged: Sequence[bool] | None = None,
) -> _Plan:
    """Validate a spot (every rule before anything is computed) and describe it."""
    spec = get_game(game)
    if isinstance(hands, Mapping):
        names = [str(name) for name in hands]
        raw = list(hands.values())
    elif isinstance(hands, str):
        raise EmptyInputError(f"hands are given one per player (a list), got the single string {hands!r}")
    else:
        raw = list(hands)
        names = [f"player {i + 1}" for i in range(len(raw))]
    if len(raw) < 2:
        raise DealError(f"equity needs at least two players, got {len(raw)}")
    flags = list(ranged) if ranged is not None else [False] * len(raw)
    kind = _kind(spec)
    parsed = [() if flags[i] else _parse_hand(raw[i], f"{_label(names, i)}'s hand") for i in range(len(raw))]
    board_cards = _parse_hand(board, "the board") if board else ()
    dead_cards = _parse_hand(dead, "the dead cards") if dead else ()
    if spec.deck.jokers:
        raise DealError(f"equity for {spec.title} (a game with a joker) is not supported")
    # which cards the deck holds
    for where, cards in [*((f"{_label(names, i)}'s hand", h) for i, h in enumerate(parsed)),
                         ("the board", board_cards), ("the dead cards", dead_cards)]:  # fmt: skip
        for card in cards:
            if int(card) not in spec.deck.codes:
                raise InvalidCardError(f"card {str(card)!r} in {where} is not in the {spec.deck.description} deck")
    # counts
    hole = spec.hole_cards
    for i, cards in enumerate(parsed):
        if flags[i]:
            continue
        if kind == "stud":
            if len(cards) > hole:
                raise CardCountError(f"{_label(names, i)} shows {len(cards)} cards; {spec.title} deals at most {hole}")
        elif len(cards) != hole:
            what = "holds" if kind == "board" else "stands pat with"
            raise CardCountError(
                f"{_label(names, i)} has {len(cards)} cards ({format_cards(cards) or 'none'}); "
                f"in {spec.title} each player {what} exactly {hole}"
            )
    if len(board_cards) > spec.board_cards:
        if spec.board_cards == 0:
            raise CardCountError(f"{spec.title} has no board, got {format_cards(board_cards)!r}")
        raise CardCountError(
            f"the board has {len(board_cards)} cards ({format_cards(board_cards)}); {spec.title} has {spec.board_cards}"
        )
    # duplicates anywhere in the deal
    seen: dict[int, str] = {}
    for where, cards in [*((f"{_label(names, i)}'s hand", h) for i, h in enumerate(parsed)),
                         ("the board", board_cards), ("the dead cards", dead_cards)]:  # fmt: skip
        for card in cards:
            if int(card) in seen:
                first = seen[int(card)]
                place = f"twice in {where}" if first == where else f"in {first} and {where}"
                raise DuplicateCardError(f"duplicate card {str(card)!r} {place}")
            seen[int(card)] = where
    # enough cards in the deck
    needed = len(raw) * hole + spec.board_cards + len(dead_cards)
    if kind != "pat" and needed > len(spec.deck):
        raise DealError(
            f"{len(raw)} players are too many for {spec.title}: {len(raw)} x {hole} hole cards"
            + (f" + {spec.board_cards} board" if spec.board_cards else "")
            + (f" + {len(dead_cards)} dead" if dead_cards else "")
            + f" = {needed} cards, the deck has {len(spec.deck)}"
        )
    for side in spec.sides:
        if kind != "pat" and (side.hole, side.board) not in ((None, None), (2, 3)):
            raise DealError(f"equity does not support the {side.name} side of {spec.title}")  # pragma: no cover
    return _Plan(spec, names, parsed, board_cards, dead_cards, kind, hole, flags)


# -- tables for the kernels ---------------------------------------------------------------


def _register_rankings() -> None:
    """Import the modules that register the rankings games name (short-deck, lows, Badugi)."""
    import contextlib
    import importlib

    for module in ("pokerrank.shortdeck", "pokerrank.lows", "pokerrank.badugi"):
        with contextlib.suppress(ModuleNotFoundError):  # a ranking module not there yet
            importlib.import_module(module)


@cache
def _side_tables(game: Game) -> tuple[npt.NDArray[Any], ...]:
    """(card keys, displacement, rank values (S, slots), flush values (S, 8192), flush modes, thresholds)."""
    import numpy as np

    _register_rankings()

    from pokerrank.tables.hashing import SLOT_BITS

    ranks, flushes, modes, thresholds = [], [], [], []
    card_keys = displacement = None
    for side in game.sides:
        ranking = side.get_ranking()
        card_keys, displacement, rank_values, flush_values = ranking.kernel_tables
        ranks.append(np.asarray(rank_values[: 1 << SLOT_BITS], dtype=np.uint16))
        flushes.append(np.asarray(flush_values[: 1 << 13], dtype=np.uint16))
        modes.append(ranking.flush_mode)
        thresholds.append(ranking.strength_of(parse_cards(side.qualifier.worst)) if side.qualifier else 0)
    assert card_keys is not None
    assert displacement is not None
    return (
        np.ascontiguousarray(card_keys[:52], dtype=np.int64),
        displacement,
        np.ascontiguousarray(np.stack(ranks)),
        np.ascontiguousarray(np.stack(flushes)),
        np.array(modes, dtype=np.int64),
        np.array(thresholds, dtype=np.int64),
    )


@dataclass
class _Layout:
    """The kernel arrays of a plan whose hands are all known."""

    deck: npt.NDArray[np.int64]
    group: npt.NDArray[np.int64]
    dest: npt.NDArray[np.int64]
    group_end: npt.NDArray[np.int64]
    base_keys: npt.NDArray[np.int64]
    board: npt.NDArray[np.int64]
    n_board: int
    pockets: npt.NDArray[np.int64]
    n_pocket: npt.NDArray[np.int64]
    mode: int
    pair_index: npt.NDArray[np.int64]
    pair_keys: npt.NDArray[np.int64]
    pair_cards: npt.NDArray[np.int64]
    tables: tuple[npt.NDArray[Any], ...]
    sizes: list[int]
    """Cards dealt to each group (board, then each player)."""


def _layout(plan: _Plan, hands: Sequence[Sequence[int]] | None = None, ranged: Sequence[bool] = ()) -> _Layout:
    """Kernel arrays; players flagged in ``ranged`` get their two cards per deal instead."""
    import numpy as np

    from pokerrank.kernels.equity import MODE_OMAHA, MODE_WHOLE

    hands = hands if hands is not None else plan.hands
    game = plan.game
    tables = _side_tables(game)
    card_keys = tables[0]
    n = len(hands)
    known = {int(c) for h in hands for c in h} | {int(c) for c in plan.board} | {int(c) for c in plan.dead}
    deck = np.array(sorted(c for c in game.deck.codes if c not in known and c < 52), dtype=np.int64)
    n_board = game.board_cards
    flags = list(ranged) or [False] * n
    sizes = [n_board - len(plan.board)] + [0 if flags[p] else plan.hole - len(h) for p, h in enumerate(hands)]
    group = np.array([g for g, k in enumerate(sizes) for _ in range(k)], dtype=np.int64)
    dest = np.array(
        [(len(plan.board) if g == 0 else len(hands[g - 1])) + i for g, k in enumerate(sizes) for i in range(k)],
        dtype=np.int64,
    )
    group_end = np.full(n + 1, -1, dtype=np.int64)
    for pos, g in enumerate(group.tolist()):
        group_end[g] = pos
    board = np.zeros(max(n_board, 1), dtype=np.int64)
    board[: len(plan.board)] = [int(c) for c in plan.board]
    pockets = np.zeros((n, max(plan.hole, 1)), dtype=np.int64)
    for p, h in enumerate(hands):
        pockets[p, : len(h)] = [int(c) for c in h]
    base_keys = np.zeros(n + 1, dtype=np.int64)
    from pokerrank.tables.hashing import FLUSH_INIT

    base_keys[0] = FLUSH_INIT + sum(int(card_keys[int(c)]) for c in plan.board)
    for p, h in enumerate(hands):
        base_keys[1 + p] = sum(int(card_keys[int(c)]) for c in h)
    omaha = game.sides[0].hole == 2
    mode = MODE_OMAHA if omaha else MODE_WHOLE
    if omaha:
        pair_index = np.array(list(combinations(range(plan.hole), 2)), dtype=np.int64)
        pair_cards = pockets[:, pair_index]  # (P, J, 2)
        pair_keys = card_keys[pair_cards].sum(axis=2)
    else:
        pair_index = np.zeros((1, 2), dtype=np.int64)
        pair_cards = np.zeros((n, 1, 2), dtype=np.int64)
        pair_keys = np.zeros((n, 1), dtype=np.int64)
    return _Layout(
        deck, group, dest, group_end, base_keys, board, n_board, pockets,
        np.full(n, plan.hole, dtype=np.int64), mode, pair_index,
        np.ascontiguousarray(pair_keys), np.ascontiguousarray(pair_cards), tables, sizes,
    )  # fmt: skip


_SMALL_WORK: Final = 200_000
"""Below about this many hand evaluations a run stays on one thread: starting the others
costs more than it saves (and far more on a busy machine)."""


@contextmanager
def _threads_for(work: int) -> Iterator[None]:
    """Run the numba kernels on one thread when ``work`` (hand evaluations) is small."""
    if work >= _SMALL_WORK:
        yield
        return
    import numba

    before = numba.get_num_threads()
    numba.set_num_threads(1)
    try:
        yield
    finally:
        numba.set_num_threads(before)


def _work(layout: _Layout, deals: int) -> int:
    per_player = layout.pair_keys.shape[1] * 10 if layout.mode else 1
    return int(deals * layout.pockets.shape[0] * per_player)


def _deal_count(n_deck: int, sizes: Sequence[int]) -> int:
    total, left = 1, n_deck
    for k in sizes:
        total *= math.comb(left, k)
        left -= k
    return total


def _prefixes(layout: _Layout) -> npt.NDArray[np.int64]:
    """Work items: the deck indexes of the first one or two positions."""
    import numpy as np

    k = len(layout.group)
    r = len(layout.deck)
    depth = min(2, k - 1) if k >= 1 else 0
    if depth == 0:
        return np.zeros((1, 0), dtype=np.int64)
    if depth == 1:
        return np.arange(r, dtype=np.int64).reshape(r, 1)
    same = layout.group[0] == layout.group[1]
    items = [(i, j) for i in range(r) for j in range(r) if (j > i if same else j != i)]
    return np.array(items, dtype=np.int64).reshape(len(items), 2)


def _board_only(layout: _Layout) -> bool:
    return not any(layout.sizes[1:])


def _board_args(layout: _Layout) -> tuple[Any, ...]:
    n_known = layout.n_board - layout.sizes[0]
    return (layout.deck, layout.board[: layout.n_board], n_known, layout.pockets, layout.mode, layout.pair_keys,
            layout.pair_cards, *layout.tables)  # fmt: skip


def _board_prefixes(layout: _Layout) -> npt.NDArray[np.int64]:
    import numpy as np

    k, r = layout.sizes[0], len(layout.deck)
    if k == 0:
        return np.zeros((1, 0), dtype=np.int64)
    if k <= 4:
        return np.arange(r - k + 1, dtype=np.int64).reshape(-1, 1)
    items = [(i, j) for i in range(r) for j in range(i + 1, r - k + 2)]
    return np.array(items, dtype=np.int64).reshape(len(items), 2)


def _run_exact(
    layout: _Layout, progress: ProgressCallback | None = None, *, max_deals: int = MAX_DEALS
) -> tuple[npt.NDArray[np.int64], int]:
    import numpy as np

    from pokerrank.kernels.equity import enumerate_boards, enumerate_deals

    deals = _deal_count(len(layout.deck), layout.sizes)
    if deals > max_deals:
        raise TooManyDealsError(
            f"an exact answer would enumerate {deals:,} deals (more than {max_deals:,}); "
            "give samples=N for a Monte Carlo estimate"
        )
    if _board_only(layout):
        items = _board_prefixes(layout)
        steps = 1 if deals < 5_000_000 or progress is None else 16
        total = None
        for step in range(steps):
            part = np.ascontiguousarray(items[step::steps])
            if len(part):
                with _threads_for(_work(layout, deals)):
                    got = enumerate_boards(*(*_board_args(layout), part, min(len(part), 64)))
                total = got if total is None else total + got
            if progress is not None:
                progress(step + 1, steps)
        assert total is not None
        return total, deals
    items = _prefixes(layout)
    card_keys, displacement, rank_values, flush_values, flush_modes, thresholds = layout.tables
    args = (
        layout.deck, layout.group, layout.dest, layout.group_end, layout.base_keys, layout.board,
        layout.n_board, layout.pockets, layout.n_pocket, layout.mode, layout.pair_keys, layout.pair_cards,
        card_keys, displacement, rank_values, flush_values, flush_modes, thresholds,
    )  # fmt: skip
    progress_cell = np.zeros(1, dtype=np.int64)
    steps = 1 if deals < 20_000_000 or progress is None else 32
    counts = None
    for step in range(steps):
        part = np.ascontiguousarray(items[step::steps])
        if not len(part):
            continue
        n_chunks = min(len(part), 64)
        with _threads_for(_work(layout, deals)):
            got = enumerate_deals(*args, part, n_chunks, progress_cell)
        counts = got if counts is None else counts + got
        if progress is not None:
            progress(step + 1, steps)
    assert counts is not None
    return counts, deals


def _columns(radixes: Sequence[int]) -> tuple[list[int], list[int]]:
    """Split the digits into columns whose products stay below 2**31 (see kernels.equity._magic)."""
    column: list[int] = []
    products: list[int] = []
    product = 1
    for radix in radixes:
        if not products or product * radix >= 1 << 31:
            products.append(1)
            product = 1
        product *= radix
        products[-1] = product
        column.append(len(products) - 1)
    return column, products


def _run_sampled(
    layout: _Layout,
    samples: int,
    seed: int,
    progress: ProgressCallback | None,
    interruptible: bool,
    range_sampler: Callable[[Any, int], npt.NDArray[np.int64]] | None = None,
    ranged: Sequence[bool] = (),
) -> tuple[npt.NDArray[np.int64], int, bool]:
    import numpy as np

    from pokerrank.kernels.equity import sample_boards, sample_deals

    n_players = layout.pockets.shape[0]
    n_ranged_cards = 2 * sum(ranged)
    live = len(layout.deck) - n_ranged_cards
    k = len(layout.group)
    column, products = _columns([live - i for i in range(k)])
    column_arr = np.array(column or [0], dtype=np.int64)[: max(k, 0)]
    highs = np.array(products or [1], dtype=np.int64)
    rng = np.random.default_rng(seed)
    card_keys, displacement, rank_values, flush_values, flush_modes, thresholds = layout.tables
    ranged_arr = np.array(list(ranged) or [False] * n_players, dtype=np.int64)
    counts = np.zeros((n_players, 2, n_players + 1, n_players + 1), dtype=np.int64)
    done = 0
    interrupted = False
    no_ranges = np.zeros((1, n_players, 2), dtype=np.int64)
    try:
        while done < samples:
            batch = min(_BATCH, samples - done)
            if range_sampler is None and _board_only(layout):
                # one column below 2**31: drawn as uint32, the cheapest exact bounded draw
                column_draws = rng.integers(0, highs[0], size=batch, dtype=np.uint32)
                with _threads_for(_work(layout, batch)):
                    got = sample_boards(*(*_board_args(layout), column_draws, 64))
            else:
                if len(highs) == 1:
                    draws = rng.integers(0, highs[0], size=(batch, 1), dtype=np.int64)
                else:
                    draws = rng.integers(0, highs, size=(batch, len(highs)), dtype=np.int64)
                hands = range_sampler(rng, batch) if range_sampler is not None else no_ranges
                with _threads_for(_work(layout, batch)):
                    got = sample_deals(
                        layout.deck, layout.group, layout.dest, layout.board, layout.n_board, layout.pockets,
                        layout.n_pocket, ranged_arr, layout.mode, layout.pair_index, card_keys, displacement,
                        rank_values, flush_values, flush_modes, thresholds, draws, column_arr, hands, 64,
                    )  # fmt: skip
            # one assignment, so that a Ctrl-C never separates the counts from the deal count
            counts, done = counts + got, done + batch
            if progress is not None:
                progress(done, samples)
    except KeyboardInterrupt:
        if not interruptible or done == 0:
            raise
        interrupted = True
    return counts, done, interrupted


# -- from counts to results ---------------------------------------------------------------


def _share(split: int, hk: int, lk: int) -> Fraction:
    if split == 0:
        return Fraction(1, hk) if hk else Fraction(0)
    high = Fraction(1, 2 * hk) if hk else Fraction(0)
    low = Fraction(1, 2 * lk) if lk else Fraction(0)
    return high + low


def _summaries(counts: Any, n_players: int, split_game: bool) -> list[dict[str, Any]]:
    """Per player: exact share sums, sum of squared shares, and the outcome counts."""
    out = []
    table = counts.tolist()
    for p in range(n_players):
        s: dict[str, Any] = {"share": Fraction(0), "square": Fraction(0), "high": Fraction(0), "low": Fraction(0)}
        s.update(wins=0, ties=0, losses=0, scoops=0, high_only=0, low_only=0, high_and_low=0)
        for split in (0, 1):
            for hk in range(n_players + 1):
                for lk in range(n_players + 1):
                    c = table[p][split][hk][lk]
                    if not c:
                        continue
                    share = _share(split, hk, lk)
                    s["share"] += c * share
                    s["square"] += c * share * share
                    if split == 0:
                        s["high"] += c * (Fraction(1, hk) if hk else 0)
                    else:
                        s["high"] += c * (Fraction(1, 2 * hk) if hk else 0)
                        s["low"] += c * (Fraction(1, 2 * lk) if lk else 0)
                    if share == 1:
                        s["wins"] += c
                        s["scoops"] += c
                    elif share:
                        s["ties"] += c
                        if hk and lk:
                            s["high_and_low"] += c
                        elif hk:
                            s["high_only"] += c
                        else:
                            s["low_only"] += c
                    else:
                        s["losses"] += c
        out.append(s)
    return out


def _result(
    plan: _Plan, counts: Any, deals: int, exact: bool, seed: int | None, interrupted: bool, notes: tuple[str, ...] = ()
) -> EquityResult:
    split_game = plan.game.split
    players = []
    for p, s in enumerate(_summaries(counts, len(plan.names), split_game)):
        mean = s["share"] / deals
        if exact:
            err = 0.0
        else:
            variance = float(s["square"] / deals - mean * mean)
            err = math.sqrt(max(variance, 0.0) / deals)
        players.append(
            PlayerEquity(
                player=plan.names[p],
                cards=format_cards(plan.hands[p]),
                equity=float(mean),
                std_error=err,
                wins=s["wins"],
                ties=s["ties"],
                losses=s["losses"],
                high_equity=float(s["high"] / deals),
                low_equity=float(s["low"] / deals),
                scoops=s["scoops"] if split_game else None,
                high_only=s["high_only"] if split_game else None,
                low_only=s["low_only"] if split_game else None,
                high_and_low=s["high_and_low"] if split_game else None,
            )
        )
    return EquityResult(
        game=plan.game.name, board=format_cards(plan.board), dead=format_cards(plan.dead), exact=exact,
        deals=deals, players=tuple(players), seed=seed, interrupted=interrupted, notes=notes,
    )  # fmt: skip


def _pat_counts(plan: _Plan) -> Any:
    """The one showdown of hands standing pat, tallied like a kernel deal."""
    import numpy as np

    _register_rankings()

    n = len(plan.hands)
    values = []
    for side in plan.game.sides:
        ranking = side.get_ranking()
        threshold = ranking.strength_of(parse_cards(side.qualifier.worst)) if side.qualifier else 0
        row = []
        for hand in plan.hands:
            best = max(ranking.strength_of([hand[i] for i in cols]) for cols in side.columns(len(hand), 0))
            row.append(best if best >= threshold else 0)
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


def _fresh_seed() -> int:
    import numpy as np

    return int(np.random.SeedSequence().generate_state(1, np.uint64)[0] >> np.uint64(1))


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
    plan = _plan(game, hands, board, dead)
    if samples is not None and (not isinstance(samples, int) or isinstance(samples, bool) or samples < 1):
        raise DealError(f"samples must be a positive whole number, got {samples!r}")
    if plan.kind == "pat":
        notes = ("the hands stand pat: one showdown decides, so the result is exact",)
        return _result(plan, _pat_counts(plan), 1, True, None, False, notes)
    layout = _layout(plan)
    if not len(layout.group):
        counts, _ = _run_exact(layout, None, max_deals=max_deals)
        return _result(plan, counts, 1, True, None, False)
    if samples is None:
        counts, deals = _run_exact(layout, progress, max_deals=max_deals)
        return _result(plan, counts, deals, True, None, False)
    used_seed = _fresh_seed() if seed is None else int(seed)
    counts, done, interrupted = _run_sampled(layout, samples, used_seed, progress, interruptible)
    return _result(plan, counts, done, False, used_seed, interrupted)
