"""Many deals of one game decided at once, for simulations: arrays in, arrays out.

Every player is in every pot (no folds, equal bets), as in equity simulations; the kernels
trust their input, so the cards are checked here first (in the deck, no card twice in a deal)
unless ``check=False``.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any

from pokerrank.cards import Card
from pokerrank.errors import CardCountError, DealError, DuplicateCardError, InvalidCardError
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

    ``strengths[side]``: (N, P) int32 (0: no qualifying hand); ``winners[side]``: (N, P)
    bool; ``shares``: (N, P) float64, each player's fraction of the pot (a hi/lo pot gives
    half to each side, the whole to the high when no low qualifies).
    """

    game: str
    strengths: dict[str, npt.NDArray[np.int32]]
    winners: dict[str, npt.NDArray[np.bool_]]
    shares: npt.NDArray[np.float64]


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
        from pokerrank._compile import prepare, run_split
        from pokerrank.kernels.families import SHOWDOWN

        prepare(SHOWDOWN)
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


def showdown_batch(
    game: str | Game, holes: npt.ArrayLike, boards: npt.ArrayLike | None = None, *, check: bool = True
) -> BatchShowdown:
    """Decide many deals of one game: hole cards (N, P, h) and boards (N, b) as card codes.

    Cards are checked (in the deck, no card twice in a deal) unless ``check=False``; every
    player is in every pot (no folds, equal bets), as in equity simulations.

    >>> import numpy as np
    >>> holes = np.array([[[51, 50], [0, 5]], [[0, 1], [4, 5]]])   # AsAh v 2c3d, 2c2d v 3c3d
    >>> boards = np.array([[8, 13, 22, 31, 40], [8, 13, 22, 31, 40]])
    >>> result = showdown_batch("holdem", holes, boards)
    >>> result.winners["high"].tolist(), result.shares.tolist()
    ([[True, False], [False, True]], [[1.0, 0.0], [0.0, 1.0]])
    """
    import numpy as np

    from pokerrank.kernels.bundles import frozen

    spec = get_game(game)
    try:
        hole_arr = np.asarray(holes)
        board_arr = np.zeros((len(hole_arr), 0), dtype=np.uint8) if boards is None else np.asarray(boards)
    except ValueError:  # ragged lists
        raise CardCountError("hole cards and boards must be rectangular arrays (every deal the same shape)") from None
    if hole_arr.ndim != 3:
        raise CardCountError(f"hole cards must be a 3-D (deals, players, cards) array, got shape {hole_arr.shape}")
    n_deals, n_players, n_hole = hole_arr.shape
    if n_hole != spec.hole_cards:
        raise CardCountError(f"{spec.name} deals exactly {spec.hole_cards} hole cards, the array holds {n_hole}")
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

    strengths: dict[str, npt.NDArray[np.int32]] = {}
    winners: dict[str, npt.NDArray[np.bool_]] = {}
    for side in spec.sides:
        rules = side_rules(side)
        out = _side_strengths(side, rules.ranking, hole_u8, board_u8)
        out[out < rules.threshold] = 0
        top = out.max(axis=1, keepdims=True) if n_players else out
        strengths[side.name] = out
        winners[side.name] = (out == top) & (out > 0)
    shares = np.zeros((n_deals, n_players), dtype=np.float64)
    sides_with_winner = np.zeros(n_deals, dtype=np.float64)
    for side in spec.sides:
        sides_with_winner += winners[side.name].any(axis=1)
    for side in spec.sides:
        win = winners[side.name]
        count = win.sum(axis=1, keepdims=True)
        with np.errstate(divide="ignore", invalid="ignore"):
            shares += np.where(win, 1.0 / np.maximum(count, 1) / np.maximum(sides_with_winner, 1)[:, None], 0.0)
    return BatchShowdown(spec.name, strengths, winners, shares)
