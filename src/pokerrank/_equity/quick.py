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
from typing import Any, Final, cast

from pokerrank._equity.headsup import BOARDS, holdem_rules
from pokerrank._equity.plan import MAX_DEALS, supported_side
from pokerrank._equity.results import EquityResult, PlayerEquity
from pokerrank._equity.tally import denominator, players_of
from pokerrank.cards import RANK_SYMBOLS, Card, parse_cards
from pokerrank.errors import PokerRankError
from pokerrank.games import Game, PerGame, get_game, side_rules
from pokerrank.kernels.equity_constants import MASK_PLAYERS
from pokerrank.tables.hashing import FLUSH_INIT

__all__ = ["quick_exact"]

_NAMES: Final = [f"player {i + 1}" for i in range(MASK_PLAYERS)]
_NAMES_OF: Final = [_NAMES[:n] for n in range(MASK_PLAYERS + 1)]
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


_CANON: Final = {text: code for code, text in enumerate(_TEXT)}
_CANON_CODE: Final = _CANON.__getitem__
_TWO_CARDS: Final = {
    f"{_TEXT[a]}{space}{_TEXT[b]}": ([a, b], f"{_TEXT[a]} {_TEXT[b]}", (1 << a) | (1 << b))
    for a in range(52)
    for b in range(52)
    if a != b
    for space in (" ", "")
}
"""Every two cards written the usual way (a Hold'em hand): their codes, text and bits, found in
one look-up. The lists are shared: the road never changes them."""
_NOTHING: Final[tuple[list[int], str]] = ([], "")


def _parse(text: object) -> tuple[list[int], str] | None:
    """The codes of plain card text and the text written the usual way (``"As Ks"``), or
    None. Text already written so is split and joined again, nothing more."""
    if type(text) is not str:
        return None
    tokens = text.split()
    try:
        return list(map(_CANON_CODE, tokens)), " ".join(tokens)
    except KeyError:
        codes = _codes(text)
        if codes is None:
            return None
        return codes, " ".join(map(_TEXT.__getitem__, codes))


def _parsed(text: str) -> list[int] | None:
    try:
        return [int(c) for c in parse_cards(text)]
    except PokerRankError:
        return None


class _Road:
    """What the lean road needs of one game, found once: its deck, sizes, whether its one side
    values a player's cards as a whole (``known``: one kernel call), and the river's scalar
    evaluator (``river``: the ranking's card keys, rank table, key masks, flush finish and the
    qualifying threshold; None where the ranking values five-card combinations)."""

    __slots__ = (
        "deck_codes", "deck_mask", "headsup", "hole", "known", "known_tables", "least_board", "n_board", "river",
        "scalar", "shape", "spec", "strength", "tables",
    )  # fmt: skip

    def __init__(self, spec: Game) -> None:
        self.spec = spec
        self.deck_codes = tuple(sorted(c for c in spec.deck.codes if c < 52))
        self.deck_mask = sum(1 << c for c in self.deck_codes)
        self.hole = spec.hole_cards
        self.n_board = spec.board_cards
        self.least_board = 3 if spec.discards else 0
        """The fewest board cards of a spot (Irish: each holds four cards until the flop's betting
        ends; a spot of fewer is left to the full road, which refuses it naming why)."""
        rules = side_rules(spec.sides[0])
        ranking = rules.ranking
        whole = spec.sides[0].hole is None and len(spec.sides) == 1
        self.known = whole
        self.strength: tuple[Any, int] | None = (ranking.strength_of, rules.threshold) if whole else None
        self.river: tuple[Any, ...] | None = None
        self.scalar = whole and ranking.combo_size(self.hole + self.n_board) is None
        self.tables: Any = None
        self.known_tables: Any = None
        """What :func:`~pokerrank.kernels.equity.known_exact` reads of the tables, and its
        ``shape`` for no players (the players' number is added per call): set with ``tables``."""
        self.shape = 0
        self.headsup = holdem_rules(spec)
        """Hold'em's rules (under any name): a heads-up preflop spot is read from the table."""


_ROADS: dict[str, _Road | None] = {}
"""Roads by the game's name as given (None: a game the lean road does not take)."""
_BY_GAME: PerGame[_Road] = PerGame(_Road, limit=256)
"""Roads by the game's value (a game made under a catalogue name with other sides has its own)."""
_BIT: Final = [1 << c for c in range(64)]
_FLUSH_INIT: Final = FLUSH_INIT
_np = _known_exact = _known_shape = _known_tables = _INT64 = _layout = _run_board_exact = cast(Any, None)
"""numpy, the kernel, the layouts and the runner, imported on the first spot that needs them
(an import statement in the function would cost microseconds on every call; a river or the
heads-up table needs none of them, nor their import time)."""


def _load() -> None:
    global _np, _INT64, _layout, _run_board_exact
    import numpy as np

    from pokerrank._equity import layout
    from pokerrank._equity.run import run_board_exact

    _layout, _run_board_exact, _INT64 = layout, run_board_exact, np.dtype(np.int64)
    _np = np  # last: another thread takes a set _np to mean that all of these are set


def _load_known() -> None:
    """The lean kernel (:func:`~pokerrank.kernels.equity.known_exact`), compiled or loaded on
    the first spot of whole known hands (an Omaha spot needs another kernel, or none)."""
    global _known_exact, _known_shape, _known_tables
    from pokerrank._compile import prepare
    from pokerrank.kernels.families import EQUITY

    prepare(EQUITY)
    from pokerrank.kernels.equity import known_exact, known_shape, known_tables

    # the compiled function's own entry point, which skips the dispatcher's search for a
    # signature (the kernel has one, and this road always passes the same types); the
    # dispatcher itself where there is none (NUMBA_DISABLE_JIT)
    overloads = list(getattr(known_exact, "overloads", {}).values())
    _known_shape, _known_tables = known_shape, known_tables
    _known_exact = overloads[0].entry_point if len(overloads) == 1 else known_exact  # last, as in _load


def _road_of(game: object) -> _Road | None:
    """The game's road (None: a game the lean road does not take), found once per name."""
    if type(game) is str:
        road = _ROADS.get(game, _ROADS)
        if road is not _ROADS:
            return road  # type: ignore[return-value]
        try:
            spec = get_game(game)
        except PokerRankError:
            return None
    elif isinstance(game, Game):
        spec = game
    else:
        return None
    found: _Road | None = None
    if (
        spec.dealt == "board"
        and not spec.deck.jokers
        and all(supported_side(s) and not side_rules(s).ranking.is_wild for s in spec.sides)
    ):
        found = _BY_GAME(spec)
    if type(game) is str and len(_ROADS) < 256:
        _ROADS[game] = found
    return found


def quick_exact(
    game: object, hands: object, board: object, dead: object, limit: int = MAX_DEALS, kernels: bool = True
) -> EquityResult | None:
    """The exact equity of a board-game spot whose hands are all known, or None when the
    input needs the full road. ``limit``: the most deals to answer (``max_deals``, checked
    by the caller); ``kernels=False``: only what needs no kernel (a river, a Hold'em
    heads-up preflop spot read from :mod:`pokerrank.tables.headsup`)."""
    road = _ROADS.get(game) if type(game) is str else None
    if road is None:
        road = _road_of(game)
        if road is None:
            return None
    if type(hands) is list or type(hands) is tuple:
        entries: Any = hands
        n = len(entries)
        if n == 2 and road.hole == 2 and not dead and type(board) is str:
            answer = _two_hands(road, entries, board, limit, kernels)
            if answer is not _OTHER:
                return answer  # type: ignore[return-value]
        if n > MASK_PLAYERS:
            return None
        names = _NAMES_OF[n]
    elif isinstance(hands, Mapping):
        names = list(hands)
        for name in names:
            if type(name) is not str or not name.strip():
                return None
        entries = list(hands.values())
        n = len(entries)
    else:
        return None
    if n < 2 or n > MASK_PLAYERS:
        return None
    hole = road.hole
    texts = []
    cards: list[int] = []  # each player's hole cards, then the board's: what the kernel reads
    used = 0
    """The sum of the cards' bits: one bit per card when they are distinct (a card twice
    carries into another bit, so the sum has fewer bits than cards)."""
    for entry in entries:
        if type(entry) is not str:
            return None
        two = _TWO_CARDS.get(entry)
        if two is not None:  # two cards written the usual way, "As Ks" or "AsKs"
            codes, text, bits = two
        else:
            parsed = _parse(entry)
            if parsed is None:
                return None
            codes, text = parsed
            bits = sum(map(_BIT.__getitem__, codes))
        if len(codes) != hole:
            return None
        texts.append(text)
        cards += codes
        used += bits
    if type(board) is str:
        on_board = _parse(board)
        if on_board is None:
            return None
        board_codes, board_text = on_board
    elif not board:
        board_codes, board_text = [], ""
    else:
        return None
    k = road.n_board - len(board_codes)
    if k < 0 or len(board_codes) < road.least_board:
        return None
    cards += board_codes
    used += sum(map(_BIT.__getitem__, board_codes))
    count = len(cards)
    if dead:
        off = _parse(dead)
        if off is None:
            return None
        dead_codes, dead_text = off
        used += sum(map(_BIT.__getitem__, dead_codes))
        count += len(dead_codes)
    else:
        dead_codes, dead_text = _NOTHING
    deck_mask = road.deck_mask
    if used.bit_count() != count or used & ~deck_mask:  # distinct cards of the deck
        return None
    if k == 0 and road.strength is not None:  # the river: one showdown, on the scalar path
        return _showdown(road, names, texts, board_text, dead_text, cards, n)
    left_mask = deck_mask & ~used
    boards = math.comb(left_mask.bit_count(), k)  # 0 when fewer cards are left than the board needs
    if not boards or boards > limit:
        return None
    if k == 5 and n == 2 and road.headsup and not dead_codes:  # Hold'em heads-up preflop: the table
        answer = _headsup(road, names, texts, cards)
        if answer is not None:
            return answer
    if not kernels:
        return None
    if _np is None:
        _load()
    if road.known and _known_exact is None:
        _load_known()
    tables = road.tables
    if tables is None:
        tables = _layout.kernel_tables(road.spec)
        if road.known:
            road.known_tables = _known_tables(tables)
            road.shape = _known_shape(int(tables[3][0, 0]), road.hole, road.n_board, 0)
        road.tables = tables
    spec = road.spec
    if road.known and boards * n <= _SMALL:
        # the kernel writes into an array of this road's own: taken from the pool (list.pop and
        # list.append are atomic, so no two calls, on any threads, ever hold the same array)
        pool = _OUT[n]
        try:
            out = pool.pop()
        except IndexError:
            out = _np.empty(2 + 4 * n, _INT64)
        _known_exact(road.known_tables, bytes(cards), road.shape | n << 16, left_mask, out)
        flat = out.tolist()
        pool.append(out)
        return _one_side(spec, names, texts, board_text, dead_text, flat, n)
    np = _np
    deck_arr = np.array([c for c in road.deck_codes if (left_mask >> c) & 1], dtype=np.int64)
    board_arr = np.array(board_codes + [0] * k, dtype=np.int64)
    holes = np.array(cards[: n * hole], dtype=np.int64).reshape(n, hole)
    layout: Any
    if road.known:
        layout = _layout.DrawnLayout(deck_arr, board_arr, len(board_codes), holes, False)
    else:
        layout = _layout.BoardLayout(
            deck_arr, board_arr, len(board_codes), holes, np.arange(n + 1, dtype=np.int64),
            np.ones(n, dtype=np.int64), spec.sides[0].hole == 2, False,
        )  # fmt: skip
    counts, totals = _run_board_exact(tables, layout)
    total = int(totals[1])
    players = players_of(spec, names, texts, counts, total, True)
    return EquityResult.of(spec.name, board_text, dead_text, True, total, players, None, False, ())


_OUT: Final[list[list[Any]]] = [[] for _ in range(MASK_PLAYERS + 1)]
"""Free output arrays of :func:`~pokerrank.kernels.equity.known_exact`, by the number of
players: a call pops one (or makes one) and puts it back once read."""
_UNIT: Final = [denominator(n) if n else 1 for n in range(MASK_PLAYERS + 1)]


_OTHER: Final = object()
"""What :func:`_two_hands` answers for a spot it leaves to the general road."""


def _two_hands(road: _Road, hands: Any, board: str, limit: int, kernels: bool) -> object:
    """Two Hold'em hands written the usual way on a turn or a river (the commonest small
    spot), written out: the general road's answer, or ``_OTHER`` for anything else (the general
    road then answers it, or leaves it to the full road). Measured in turns in one process
    against the general road: 10% less time on a turn, 20% on a river."""
    hand, other = hands
    if type(hand) is not str or type(other) is not str:
        return _OTHER
    one = _TWO_CARDS.get(hand)
    two = _TWO_CARDS.get(other)
    if one is None or two is None:
        return _OTHER
    tokens = board.split()
    try:
        on_board = list(map(_CANON_CODE, tokens))
    except KeyError:
        return _OTHER
    k = road.n_board - len(on_board)
    (a, b), first, bits = one
    (c, d), second, more = two
    used = bits + more + sum(map(_BIT.__getitem__, on_board))
    if k < 0 or used.bit_count() != 4 + len(on_board) or used & ~road.deck_mask:
        return _OTHER
    if k == 0:
        river = road.river if road.river is not None else _river_of(road)
        if river is None:
            return _OTHER
        keys, by_key, lookup, special, finish, threshold = river
        board_key = _FLUSH_INIT + sum(map(keys.__getitem__, on_board))
        key = board_key + keys[a] + keys[b]
        v0 = by_key[key & lookup] if not key & special else finish(key, [a, b, *on_board])
        key = board_key + keys[c] + keys[d]
        v1 = by_key[key & lookup] if not key & special else finish(key, [c, d, *on_board])
        if threshold > 1:
            v0 = v0 if v0 >= threshold else 0
            v1 = v1 if v1 >= threshold else 0
        wins, ties, losses = _SHOWDOWN_OF[(v0 > v1) - (v0 < v1)]
        return _heads_up(road.spec.name, " ".join(tokens), "", _NAMES, (first, second), 1, wins, ties, losses)
    if k != 1 or not road.known or road.tables is None or not kernels:
        return _OTHER  # the turn only: the general road loads the kernel and checks limit
    left = road.deck_mask & ~used
    boards = left.bit_count()
    if not boards or boards > limit:
        return None  # the full road's error
    pool = _OUT[2]
    try:
        out = pool.pop()
    except IndexError:
        out = _np.empty(10, _INT64)
    _known_exact(road.known_tables, bytes((a, b, c, d, *on_board)), road.shape | 2 << 16, left, out)
    deals, _, _, wins, ties, losses = out.tolist()[:6]
    pool.append(out)
    return _heads_up(road.spec.name, " ".join(tokens), "", _NAMES, (first, second), deals, wins, ties, losses)


_SHOWDOWN_OF: Final = ((0, 1, 0), (1, 0, 0), (0, 0, 1))
"""The first player's wins, ties and losses in one showdown of two, by the sign of their
value's difference (-1 reads the last)."""


def _heads_up(
    game: str, board: str, dead: str, names: Any, texts: Any, deals: int, wins: int, ties: int, losses: int
) -> EquityResult:
    """The exact result of two players on one side over ``deals`` deals from the first one's
    wins, ties and losses (the second's are its losses, ties and wins), each equity one
    correctly rounded division in units of ``1 / denominator(2)`` (a win is 4 units, a tie 2),
    as :func:`~pokerrank._equity.tally.players_of` gives it from the counts. Every heads-up result of this road is
    built here."""
    scale = 4 * deals
    first = (4 * wins + 2 * ties) / scale
    second = (4 * losses + 2 * ties) / scale
    of = PlayerEquity.of
    players = (
        of(names[0], texts[0], first, 0.0, wins, ties, losses, first, 0.0),
        of(names[1], texts[1], second, 0.0, losses, ties, wins, second, 0.0),
    )
    return EquityResult.of(game, board, dead, True, deals, players, None, False, ())


def _one_side(
    spec: Game, names: list[str], texts: list[str], board: str, dead: str, flat: list[int], n: int
) -> EquityResult:
    """The result of :func:`~pokerrank.kernels.equity.known_exact`'s figures (the totals, then
    each player's share, wins, ties and losses) for ``n`` players."""
    if n == 2:
        return _heads_up(spec.name, board, dead, names, texts, flat[0], flat[3], flat[4], flat[5])
    deals = flat[0]
    scale = _UNIT[n] * deals
    of = PlayerEquity.of
    players = []
    at = 2
    for p in range(n):
        equity = flat[at] / scale
        players.append(of(names[p], texts[p], equity, 0.0, flat[at + 1], flat[at + 2], flat[at + 3], equity, 0.0))
        at += 4
    return EquityResult.of(spec.name, board, dead, True, deals, tuple(players), None, False, ())


_BOARDS: Final = BOARDS
_lookup: Any = None


def _headsup(road: _Road, names: list[str], texts: list[str], cards: list[int]) -> EquityResult | None:
    """Hold'em heads-up preflop, every board, from the shipped table: the result the kernel's
    enumeration gives (the same counts, each equity the same division)."""
    global _lookup
    if _lookup is None:
        from pokerrank.tables.headsup import lookup

        _lookup = lookup
    a, b, c, d = cards
    try:
        counts = _lookup(a, b, c, d)
    except (OSError, ValueError, LookupError):  # a missing or damaged file (the tests read it whole): the kernel
        road.headsup = False
        return None
    wins, ties, losses = counts
    return _heads_up(road.spec.name, "", "", names, texts, _BOARDS, wins, ties, losses)


def _river_of(road: _Road) -> tuple[Any, ...] | None:
    """The river's scalar evaluator, built on the first river (the rank table as a dict), or
    None where the ranking values five-card combinations."""
    if road.river is None and road.scalar:
        assert road.strength is not None
        scalar = side_rules(road.spec.sides[0]).ranking.scalar
        road.river = (scalar.card_keys, scalar.by_key, scalar.mask, scalar.special, scalar.finish, road.strength[1])
    return road.river


def _showdown(
    road: _Road, names: list[str], texts: list[str], board: str, dead: str, cards: list[int], n: int
) -> EquityResult:
    """A complete board: each hand's strength from the scalar evaluator, one deal tallied.
    ``cards``: each of the ``n`` players' hole cards, then the board."""
    river = road.river if road.river is not None else _river_of(road)
    hole = road.hole
    at = n * hole
    on_board = cards[at:]
    if river is not None:
        keys, by_key, lookup, special, finish, threshold = river
        get = keys.__getitem__
        board_key = _FLUSH_INIT + sum(map(get, on_board))
        values = []
        if hole == 2:  # Hold'em: the two keys added in place
            for i in range(0, at, 2):
                a = cards[i]
                b = cards[i + 1]
                key = board_key + keys[a] + keys[b]
                values.append(by_key[key & lookup] if not key & special else finish(key, [a, b, *on_board]))
        else:
            for i in range(0, at, hole):
                row = cards[i : i + hole]
                key = board_key + sum(map(get, row))
                values.append(by_key[key & lookup] if not key & special else finish(key, [*row, *on_board]))
    else:
        assert road.strength is not None
        strength, threshold = road.strength
        values = [strength([*cards[i : i + hole], *on_board]) for i in range(0, at, hole)]
    if threshold > 1:
        values = [v if v >= threshold else 0 for v in values]
    if n == 2:
        first, second = values
        wins, ties, losses = _SHOWDOWN_OF[(first > second) - (first < second)]
        return _heads_up(road.spec.name, board, dead, names, texts, 1, wins, ties, losses)
    # one deal as the kernel's figures (the totals, then each player's share, wins, ties, losses):
    # the best value shares the pot (RULES.md "Split pots", one side)
    best = max(values)
    shared = values.count(best)
    won = [_UNIT[n] // shared, 1, 0, 0] if shared == 1 else [_UNIT[n] // shared, 0, 1, 0]
    flat = [1, 1]
    for value in values:
        flat += won if value == best else _LOST
    return _one_side(road.spec, names, texts, board, dead, flat, n)


_LOST: Final = (0, 0, 0, 1)
"""A player's figures in a deal they take nothing of: no share, no win, no tie, a loss."""
