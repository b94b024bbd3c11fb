"""The lean road for the commonest call: a board game, every hand known, exact, default options.

A small exact spot (a turn, a river) takes a microsecond or two in the kernel, so the call's
fixed costs decide its speed. :func:`quick_exact` accepts only input it can prove valid in one pass
(plain cards in the game's deck, each dealt once, the right number per hand) and answers it
with the same kernels as the full road; anything else, an error included, returns None and
takes the full road (:func:`~pokerrank._equity.plan.plan_spot`), whose checks and words are
the only ones. The tests compare both roads on many spots.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, Final

from pokerrank._equity.layout import BoardLayout, DrawnLayout, kernel_tables
from pokerrank._equity.plan import MAX_DEALS
from pokerrank._equity.results import EquityResult, PlayerEquity
from pokerrank._equity.run import run_board_exact
from pokerrank._equity.tally import build_result, denominator
from pokerrank.cards import RANK_SYMBOLS, Card, parse_cards
from pokerrank.errors import PokerRankError
from pokerrank.games import Game, get_game, side_rules
from pokerrank.kernels.equity_constants import MASK_PLAYERS

__all__ = ["quick_exact"]

_NAMES: Final = [f"player {i + 1}" for i in range(MASK_PLAYERS)]
_SMALL: Final = 50_000
"""Boards times players up to which a spot runs on the calling thread, straight to the kernel."""


def _tokens() -> dict[str, int]:
    table = {}
    for code in range(52):
        for rank in {RANK_SYMBOLS[code >> 2], RANK_SYMBOLS[code >> 2].lower()}:
            for suit in {"cdhs"[code & 3], "CDHS"[code & 3]}:
                table[rank + suit] = code
    return table


_TOKEN: Final = _tokens()
_TEXT: Final = [str(Card(code)) for code in range(52)]
_GAMES: dict[str, Game] = {}


def _codes(text: object) -> list[int] | None:
    """The codes of plain card text (``"As Ks"``, ``"AsKs"``), or None."""
    if type(text) is not str:
        return None
    out = []
    for token in text.split():
        code = _TOKEN.get(token)
        if code is not None:
            out.append(code)
            continue
        if len(token) % 2:
            return _parsed(text)
        for i in range(0, len(token), 2):
            code = _TOKEN.get(token[i : i + 2])
            if code is None:
                return _parsed(text)
            out.append(code)
    return out


def _parsed(text: str) -> list[int] | None:
    try:
        return [int(c) for c in parse_cards(text)]
    except PokerRankError:
        return None


_DECKS: dict[str, tuple[int, tuple[int, ...]]] = {}
_RULES: dict[str, tuple[Any, int]] = {}
_LAZY: list[Any] = []
"""numpy and the kernel, imported on the first spot that needs them (an import statement in
the function would cost microseconds on every call)."""


def _load() -> None:
    import numpy as np

    from pokerrank._compile import prepare
    from pokerrank.kernels.families import EQUITY

    prepare(EQUITY)
    from pokerrank.kernels.equity import known_exact

    _LAZY[:] = [np, known_exact]


def _deck_of(spec: Game) -> tuple[int, tuple[int, ...]]:
    """The game's deck as a bit mask and as sorted codes (no joker)."""
    found = _DECKS.get(spec.deck.name)
    if found is None:
        codes = tuple(sorted(c for c in spec.deck.codes if c < 52))
        found = _DECKS[spec.deck.name] = (sum(1 << c for c in codes), codes)
    return found


def quick_exact(game: object, hands: object, board: object, dead: object) -> EquityResult | None:
    """The exact equity of a board-game spot whose hands are all known, or None when the
    input needs the full road."""
    if type(game) is str:
        spec = _GAMES.get(game)
        if spec is None:
            try:
                spec = get_game(game)
            except PokerRankError:
                return None
            if len(_GAMES) < 256:
                _GAMES[game] = spec
    elif isinstance(game, Game):
        spec = game
    else:
        return None
    if spec.dealt != "board" or spec.deck.jokers:
        return None
    if type(hands) is list or type(hands) is tuple:
        entries: list[Any] = list(hands)
        if len(entries) > len(_NAMES):
            return None
        names = _NAMES[: len(entries)]
    elif isinstance(hands, Mapping):
        names = list(hands)
        for name in names:
            if type(name) is not str or not name.strip():
                return None
        entries = list(hands.values())
    else:
        return None
    n = len(entries)
    if n < 2 or n > MASK_PLAYERS:
        return None
    deck_mask, deck_codes = _deck_of(spec)
    hole = spec.hole_cards
    used = 0
    rows = []
    for entry in entries:
        codes = _codes(entry)
        if codes is None or len(codes) != hole:
            return None
        for c in codes:
            bit = 1 << c
            if used & bit or not deck_mask & bit:
                return None
            used |= bit
        rows.append(codes)
    board_codes = _codes(board) if board else []
    dead_codes = _codes(dead) if dead else []
    if board_codes is None or dead_codes is None or len(board_codes) > spec.board_cards:
        return None
    for c in board_codes + dead_codes:
        bit = 1 << c
        if used & bit or not deck_mask & bit:
            return None
        used |= bit
    k = spec.board_cards - len(board_codes)
    left_mask = deck_mask & ~used
    n_left = left_mask.bit_count()
    if n_left < k or math.comb(n_left, k) > MAX_DEALS:
        return None
    texts = [" ".join([_TEXT[c] for c in row]) for row in rows]
    board_text = " ".join([_TEXT[c] for c in board_codes])
    dead_text = " ".join([_TEXT[c] for c in dead_codes])
    whole = spec.sides[0].hole is None and len(spec.sides) == 1
    if k == 0 and whole:  # the river: one showdown, on the scalar path (no kernel, no array)
        return _showdown(spec, names, texts, board_text, dead_text, rows, board_codes)
    if not _LAZY:
        _load()
    np, known_exact = _LAZY
    tables = kernel_tables(spec)
    if whole and math.comb(n_left, k) * n <= _SMALL:
        slots = board_codes + [0] * k
        for row in rows:
            slots += row
        cards = np.array(slots, dtype=np.int64)
        out = known_exact(tables, cards, spec.board_cards, spec.board_cards - k, n, left_mask, 0, 1)
        return _one_side(spec, names, texts, board_text, dead_text, out.tolist(), n)
    deck_arr = np.array([c for c in deck_codes if (left_mask >> c) & 1], dtype=np.int64)
    board_arr = np.array(board_codes + [0] * k, dtype=np.int64)
    holes = np.array(rows, dtype=np.int64)
    layout: BoardLayout | DrawnLayout
    if whole:
        layout = DrawnLayout(deck_arr, board_arr, len(board_codes), holes, False)
    else:
        layout = BoardLayout(
            deck_arr, board_arr, len(board_codes), holes, np.arange(n + 1, dtype=np.int64),
            np.ones(n, dtype=np.int64), spec.sides[0].hole == 2, False,
        )  # fmt: skip
    counts, totals = run_board_exact(tables, layout)
    result = build_result(spec, names, texts, (), (), counts, int(totals[1]), True, None, False)
    return EquityResult.of(result.game, board_text, dead_text, True, result.deals, result.players, None, False, ())


def _one_side(
    spec: Game, names: list[str], texts: list[str], board: str, dead: str, flat: list[int], n: int
) -> EquityResult:
    """The result of a one-sided game's counts (flattened, then the totals), for ``n`` players."""
    unit = denominator(n)
    stride = 2 * (n + 1) * (n + 1)
    deals = flat[-1]
    players = []
    for p in range(n):
        base = p * stride
        share = ties = 0
        for hk in range(1, n + 1):
            c = flat[base + hk * (n + 1)]
            if c:
                share += c * (unit // hk)
                if hk > 1:
                    ties += c
        wins = flat[base + n + 1]
        losses = flat[base]
        equity = share / (unit * deals)
        players.append(
            PlayerEquity.of(names[p], texts[p], equity, 0.0, wins, ties, losses, equity, 0.0, None, None, None, None)
        )
    return EquityResult.of(spec.name, board, dead, True, deals, tuple(players), None, False, ())


def _showdown(
    spec: Game, names: list[str], texts: list[str], board: str, dead: str, rows: list[list[int]], cards: list[int]
) -> EquityResult:
    """A complete board: each hand's strength from the scalar evaluator, one deal tallied."""
    found = _RULES.get(spec.name)
    if found is None:
        rules = side_rules(spec.sides[0])
        found = _RULES[spec.name] = (rules.ranking.strength_of, rules.threshold)
    strength, threshold = found
    values = [strength(row + cards) for row in rows]
    if threshold > 1:
        values = [v if v >= threshold else 0 for v in values]
    best = max(values)
    shared = values.count(best)
    players = []
    for p, value in enumerate(values):
        if value != best:
            players.append(PlayerEquity.of(names[p], texts[p], 0.0, 0.0, 0, 0, 1, 0.0, 0.0, None, None, None, None))
            continue
        equity = 1 / shared
        win, tie = (1, 0) if shared == 1 else (0, 1)
        players.append(
            PlayerEquity.of(names[p], texts[p], equity, 0.0, win, tie, 0, equity, 0.0, None, None, None, None)
        )
    return EquityResult.of(spec.name, board, dead, True, 1, tuple(players), None, False, ())
