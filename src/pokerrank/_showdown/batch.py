"""Many deals of one game decided at once, for simulations: arrays in, arrays out.

Each deal may have its own bets and folds: the pots follow the rules of
:func:`pokerrank.pots.build_pots` (the uncalled bet back, a side pot per all-in level, folded
chips in the pots they reached), each pot split between the sides that have a winner and
between tied winners as fractions (the odd chips are :func:`pokerrank.showdown`'s business).
Without bets, every player put in the same; without folds, everyone is in. The kernels trust
their input, so the cards are checked here first (in the deck, no card twice in a deal)
unless ``check=False``, and the bets and folds always.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any

from pokerrank._checks import MAX_CHIPS, check_array_input
from pokerrank.cards import Card
from pokerrank.deal import hole_cards_rule
from pokerrank.errors import CardCountError, ChipAmountError, DealError, DuplicateCardError, InvalidCardError
from pokerrank.games import Game, Side, get_game, side_rules
from pokerrank.rankings import Ranking
from pokerrank.tables.hashing import FLUSH_REPLACES

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["BatchShowdown", "showdown_batch"]


@dataclass(frozen=True)
class BatchShowdown:
    """Many deals of one game decided at once (N deals, P players).

    ``strengths[side]``: (N, P) int32 (0: no qualifying hand, or folded); ``winners[side]``:
    (N, P) bool, who wins that side of the main pot; ``shares``: (N, P) float64, each
    player's fraction of all the chips put in (a hi/lo pot gives half to each side, the whole
    to the high when no low qualifies; an uncalled bet goes back to its owner); ``chips``:
    the same in chips.
    """

    game: str
    strengths: dict[str, npt.NDArray[np.int32]]
    winners: dict[str, npt.NDArray[np.bool_]]
    shares: npt.NDArray[np.float64]
    chips: npt.NDArray[np.float64]


def _check_batch(game: Game, full: npt.NDArray[Any], *, duplicates: bool) -> None:
    """Codes in the game's deck always (a code past the tables must never reach a kernel);
    no card twice in a deal when ``duplicates``."""
    import numpy as np

    from pokerrank.kernels.validate import DUPLICATE
    from pokerrank.rankings.base import first_invalid

    top = 52 if game.deck.jokers else 51
    if full.dtype.kind not in "iu":
        raise InvalidCardError(f"card codes must be integers, got an array of {full.dtype}")
    if full.size and (full.min() < 0 or full.max() > top):
        row, column = np.argwhere((full < 0) | (full > top))[0]
        raise InvalidCardError(f"card code {full[row, column]} in deal {row} is out of range 0-{top}")
    codes = np.ascontiguousarray(full, dtype=np.uint8)
    row, column, problem = first_invalid(codes, top + 1) if duplicates else (-1, -1, 0)
    if row >= 0:
        card = Card(int(codes[row, column]))
        if problem == DUPLICATE:
            raise DuplicateCardError(f"duplicate card {str(card)!r} in deal {row}")
        raise InvalidCardError(f"card {str(card)!r} in deal {row} is not in the {game.name} deck")
    lowest = min(game.deck.codes)
    if lowest and codes.min() < lowest:
        row, column = np.argwhere(codes < lowest)[0]
        card = Card(int(codes[row, column]))
        raise InvalidCardError(
            f"card {str(card)!r} in deal {row} is not in the {game.name} deck ({game.deck.description})"
        )


def _parts(side: Side, n_hole: int, n_board: int) -> tuple[npt.NDArray[np.intp], npt.NDArray[np.intp]] | None:
    """(hole parts, board parts) whose pairs are the side's hands, for the keyed kernel; None
    when the keyed sum is not exact for the side (more than 7 cards in a hand, or a ranking
    whose flush replaces the rank value on other than exactly five)."""
    import numpy as np

    from pokerrank.kernels.bundles import frozen

    if side.hole is None and side.board is None:
        holes, boards = [tuple(range(n_hole))], [tuple(range(n_board))]
    else:
        holes = list(combinations(range(n_hole), side.hole)) if side.hole is not None else [tuple(range(n_hole))]
        boards = list(combinations(range(n_board), side.board)) if side.board is not None else [tuple(range(n_board))]
    size = len(holes[0]) + len(boards[0])
    ranking = side_rules(side).ranking
    if not ranking.keyed or size > 7 or (ranking.flush_mode == FLUSH_REPLACES and size != 5):
        return None
    return frozen(holes, np.intp), frozen(np.array(boards, dtype=np.intp).reshape(len(boards), -1), np.intp)


def _side_strengths(
    side: Side, ranking: Ranking, holes: npt.NDArray[np.uint8], boards: npt.NDArray[np.uint8]
) -> npt.NDArray[np.int32]:
    """(N, P) strengths of every player's best hand for one side (before the qualifier)."""
    import numpy as np

    n_deals, n_players, n_hole = holes.shape
    out = np.zeros((n_deals, n_players), dtype=np.int32)
    if not n_deals:
        return out
    parts = _parts(side, n_hole, boards.shape[1])
    if parts is not None:
        from pokerrank._compile import run_split
        from pokerrank.kernels.showdown import deal_strengths

        hole_parts, board_parts = parts
        tables = ranking.keyed_tables
        work = max(1, n_players * len(hole_parts) * len(board_parts))
        run_split(
            n_deals,
            lambda a, b: deal_strengths(holes[a:b], boards[a:b], hole_parts, board_parts, tables, out[a:b]),
            min_size=max(1, 100_000 // work),
        )
        return out
    for p in range(n_players):
        rows = np.concatenate([holes[:, p, :], boards], axis=1)
        best = np.zeros(n_deals, dtype=np.int32)
        for combo in side.columns(n_hole, boards.shape[1]):
            best = np.maximum(best, ranking.evaluate_array(rows[:, list(combo)], check=False))
        out[:, p] = best
    return out


def _bets_and_folds(
    bets: npt.ArrayLike | None, folded: npt.ArrayLike | None, n_deals: int, n_players: int
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.bool_]]:
    """(bets, live) as (N, P) arrays: one row for every deal, or a row per deal; checked."""
    import numpy as np

    shape = (n_deals, n_players)
    if bets is None:
        bet_arr = np.ones(shape, dtype=np.int64)
    else:
        check_array_input(bets, "the bets", error=ChipAmountError)
        try:
            given = np.asarray(bets)
        except ValueError:  # ragged lists
            raise ChipAmountError("bets must be a rectangular array of chip counts") from None
        if given.dtype.kind not in "iu" or given.dtype == np.bool_:
            raise ChipAmountError(f"bets are whole numbers of chips, got an array of {given.dtype}")
        if given.shape not in ((n_players,), shape):
            raise ChipAmountError(f"bets must have shape ({n_players},) or {shape}, got {given.shape}")
        if given.size and given.min() < 0:
            raise ChipAmountError(f"a bet is negative: {int(given.min())}")
        if given.size and given.max() > MAX_CHIPS:  # a sum of bets stays well inside int64
            raise ChipAmountError(f"a bet must be at most 10**18 chips, got {int(given.max())}")
        bet_arr = np.broadcast_to(given.astype(np.int64), shape)
    if folded is None:
        live = np.ones(shape, dtype=np.bool_)
    else:
        check_array_input(folded, "the folded flags", error=DealError)
        try:
            given = np.asarray(folded)
        except ValueError:
            raise DealError("folded must be a rectangular array of true/false") from None
        if given.dtype != np.bool_:
            raise DealError(f"folded is an array of true/false, got an array of {given.dtype}")
        if given.shape not in ((n_players,), shape):
            raise DealError(f"folded must have shape ({n_players},) or {shape}, got {given.shape}")
        live = ~np.broadcast_to(given, shape)
    if n_deals and not live.any(axis=1).all():
        row = int(np.flatnonzero(~live.any(axis=1))[0])
        raise DealError(f"every player folded in deal {row}: someone must remain to win the pot")
    return np.ascontiguousarray(bet_arr), np.ascontiguousarray(live)


def showdown_batch(
    game: str | Game,
    holes: npt.ArrayLike,
    boards: npt.ArrayLike | None = None,
    *,
    bets: npt.ArrayLike | None = None,
    folded: npt.ArrayLike | None = None,
    check: bool = True,
) -> BatchShowdown:
    """Decide many deals of one game: hole cards (N, P, h) and boards (N, b) as card codes.

    ``bets``: the chips each player put in, (P,) for every deal or (N, P) (default: the
    same for everyone); ``folded``: (P,) or (N, P) true/false (default: nobody folded). Side
    pots, folded chips and the uncalled bet follow :func:`pokerrank.pots.build_pots`. Cards
    are checked (in the deck, no card twice in a deal) unless ``check=False``.

    >>> import numpy as np
    >>> holes = np.array([[[51, 50], [0, 5]], [[0, 1], [4, 5]]])   # AsAh v 2c3d, 2c2d v 3c3d
    >>> boards = np.array([[8, 13, 22, 31, 40], [8, 13, 22, 31, 40]])
    >>> result = showdown_batch("holdem", holes, boards)
    >>> result.winners["high"].tolist(), result.shares.tolist()
    ([[True, False], [False, True]], [[1.0, 0.0], [0.0, 1.0]])

    Three players: the first all in for 50 with aces, the second folded after putting in
    100, the third bet 200 (150 come back uncalled): the aces win the main pot of 150, the
    third player the side pot of 50.

    >>> holes = np.array([[[51, 50], [47, 46], [0, 5]]])
    >>> result = showdown_batch("holdem", holes, boards[:1], bets=[50, 100, 200], folded=[False, True, False])
    >>> result.chips.tolist()
    [[150.0, 0.0, 200.0]]
    """
    import numpy as np

    from pokerrank._compile import prepare, run_split
    from pokerrank.kernels.bundles import frozen
    from pokerrank.kernels.families import SHOWDOWN

    spec = get_game(game)
    check_array_input(holes, "the hole cards", error=InvalidCardError)
    if boards is not None:
        check_array_input(boards, "the boards", error=InvalidCardError)
    try:
        hole_arr = np.asarray(holes)
        given_boards = None if boards is None else np.asarray(boards)
    except ValueError:  # ragged lists
        raise CardCountError("hole cards and boards must be rectangular arrays (every deal the same shape)") from None
    if hole_arr.ndim != 3:
        raise CardCountError(f"hole cards must be a 3-D (deals, players, cards) array, got shape {hole_arr.shape}")
    board_arr = np.zeros((hole_arr.shape[0], 0), dtype=np.uint8) if given_boards is None else given_boards
    n_deals, n_players, n_hole = hole_arr.shape
    if n_hole != spec.hole_cards:
        raise CardCountError(f"{hole_cards_rule(spec)}, the array holds {n_hole}")
    if n_players < 1:
        raise DealError("a batch holds at least one player per deal")
    if board_arr.size == 0 and board_arr.ndim == 2:
        board_arr = board_arr.astype(np.uint8)
    if board_arr.ndim != 2 or board_arr.shape[0] != n_deals or board_arr.shape[1] != spec.board_cards:
        raise CardCountError(
            f"{spec.name} boards must be an array of shape ({n_deals}, {spec.board_cards}), got {board_arr.shape}"
        )
    if n_players * n_hole + spec.board_cards > len(spec.deck):
        raise DealError(f"{n_players} players are too many for {spec.title}: the deck has {len(spec.deck)} cards")
    if n_deals:
        full = np.concatenate([hole_arr.reshape(n_deals, -1), board_arr], axis=1)
        _check_batch(spec, full, duplicates=check)
    hole_u8 = frozen(hole_arr, np.uint8)
    board_u8 = frozen(board_arr, np.uint8)

    bet_arr, live = _bets_and_folds(bets, folded, n_deals, n_players)
    prepare(SHOWDOWN)
    strengths: dict[str, npt.NDArray[np.int32]] = {}
    for side in spec.sides:
        rules = side_rules(side)
        out = _side_strengths(side, rules.ranking, hole_u8, board_u8)
        out[(out < rules.threshold) | ~live] = 0
        strengths[side.name] = out
    chips = np.zeros((n_deals, n_players), dtype=np.float64)
    taken = np.zeros((n_deals, len(spec.sides), n_players), dtype=np.bool_)
    if n_deals:
        from pokerrank.kernels.showdown import settle_pots

        stacked = frozen(np.stack([strengths[side.name] for side in spec.sides], axis=1), np.int32)
        bets_ro, live_ro = frozen(bet_arr, np.int64), frozen(live, np.bool_)
        run_split(n_deals, lambda a, b: settle_pots(bets_ro[a:b], live_ro[a:b], stacked[a:b], chips[a:b], taken[a:b]))
    winners = {side.name: taken[:, i, :] for i, side in enumerate(spec.sides)}
    with np.errstate(divide="ignore", invalid="ignore"):
        total = bet_arr.sum(axis=1, keepdims=True)
        shares = np.where(total > 0, chips / np.maximum(total, 1), 0.0)
    return BatchShowdown(spec.name, strengths, winners, shares, chips)
