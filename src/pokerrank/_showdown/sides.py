"""Each player's best hand for each side of a game, on the scalar path (no kernel, no numpy).

A side is resolved once per (side, hole cards, board cards): its ranking object, its qualifying
threshold, and the card combinations that may play, as *parts*: a hand is one part of the hole
cards and one part of the board (Hold'em and stud: every card, one part each; Omaha: 6 pairs of
hole cards times 10 triples of board cards). A single showdown has a handful of hands, so they
are valued in Python from the ranking's tables, in three steps:

1. the *rank key* of every part (the sum of its cards' rank counters, from a table by card
   code), once per deal and shared by the sides that use the same parts (Omaha Hi/Lo's high
   and low);
2. every pair of parts of a player: one addition and one dictionary read of the ranking's
   rank table (one list comprehension a player); a side whose ranking ignores suits
   (ace-to-five) needs nothing more;
3. flushes, only for the players who can make one (a suit whose board and hole parts can
   together hold five cards): those combinations are valued again from their full keys; the
   strengths alone (:func:`side_strengths`, Omaha's pair tables) read the ranking's flush
   table by the suit's rank bits, the board's suited triples once a board.

A side of one part each without a qualifier (Hold'em, stud, draw: every card plays) skips the
steps: the ranking's scalar kernel values each player's cards whole, flushes included.

The combination that plays is the first best one, in the order of the parts. Rankings with wild
cards, and combinations the keyed sum does not value exactly, take the general path
(:meth:`~pokerrank.rankings.Ranking.strength_of` per combination). The batch path
(:mod:`pokerrank._showdown.batch`) uses the numba kernels, with the same parts.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import combinations
from operator import itemgetter
from typing import Final

from pokerrank.cards import Card
from pokerrank.games import Side, side_rules
from pokerrank.hands import Hand
from pokerrank.rankings import Ranking
from pokerrank.tables.hashing import FLUSH_BITS, FLUSH_IGNORED, FLUSH_INIT, FLUSH_REPLACES, multisets, rank_key, slot_of
from pokerrank.tables.store import load

__all__ = ["SidePlan", "deal_hands", "side_hands", "side_plan", "side_strengths", "whole_strengths"]

Picker = Callable[[tuple[Card, ...]], tuple[Card, ...]]
"""Picks a part's cards (as a tuple) out of a player's cards or the board."""

_RANK_KEYS: Final = tuple(1 << (3 * (code >> 2)) for code in range(52))
"""The rank counter of each card code 0-51 (the rank part of its key)."""


@dataclass(frozen=True)
class SidePlan:
    """A side resolved for hands of ``n_hole`` hole cards and ``n_board`` board cards."""

    side: Side
    ranking: Ranking
    threshold: int
    """The least strength that counts (1 without a qualifier)."""
    holes: tuple[tuple[int, ...], ...]
    """The hole-card parts: index combinations into a player's hole cards."""
    boards: tuple[tuple[int, ...], ...]
    """The board parts: index combinations into the board."""
    keyed: bool
    """Whether keys may be summed over a whole combination (exact for the ranking)."""
    by_rank_key: dict[int, int] | None = field(default=None, compare=False, repr=False)
    """Rank key -> value of the qualifying multisets of the combinations' size, when rank keys
    and a flush check value every combination (a keyed ranking without wild cards); None
    otherwise. A key it lacks does not qualify."""
    hole_ok: frozenset[int] | None = field(default=None, compare=False, repr=False)
    """With a qualifier: the rank keys of the hole parts that can be in a qualifying hand
    (None: any)."""
    board_ok: frozenset[int] | None = field(default=None, compare=False, repr=False)
    """The same for the board parts."""
    pairs: str | None = None
    """The shipped pair table (:mod:`pokerrank.tables.omaha`) that values this side's hands
    when they are two hole cards and three of a five-card board; None otherwise."""
    pickers: tuple[tuple[Picker, ...], tuple[Picker, ...]] = field(default=((), ()), compare=False, repr=False)
    """For each hole part and each board part, the function that picks its cards."""


@cache
def side_plan(side: Side, n_hole: int, n_board: int) -> SidePlan:
    """The side's ranking, threshold and parts, worked out once."""
    rules = side_rules(side)
    ranking = rules.ranking
    if side.hole is None and side.board is None:
        holes: tuple[tuple[int, ...], ...] = (tuple(range(n_hole)),)
        boards: tuple[tuple[int, ...], ...] = (tuple(range(n_board)),)
    else:
        holes = tuple(combinations(range(n_hole), side.hole)) if side.hole is not None else (tuple(range(n_hole)),)
        boards = tuple(combinations(range(n_board), side.board)) if side.board is not None else (tuple(range(n_board)),)
    size = len(holes[0]) + len(boards[0])
    # the keyed sum is exact over a whole combination of at most 7 cards, and for a ranking
    # whose flush replaces the rank value only over exactly five
    keyed = ranking.keyed and size <= 7 and (ranking.flush_mode != FLUSH_REPLACES or size == 5)
    by_rank_key = _values(ranking, size, rules.threshold) if keyed and not ranking.is_wild else None
    hole_ok = board_ok = None
    if by_rank_key is not None and rules.threshold > 1 and len(holes) * len(boards) > 1:
        hole_ok = _sub_keys(by_rank_key, len(holes[0]))
        board_ok = _sub_keys(by_rank_key, len(boards[0]))
    pairs = None
    if by_rank_key is not None and len(holes[0]) == 2 and boards == tuple(combinations(range(5), 3)):
        from pokerrank.tables.omaha import PAIR_TABLES  # Omaha's pair tables: loaded by the first Omaha hand

        pairs = PAIR_TABLES.get((getattr(ranking, "rank_table", ""), rules.threshold))
    pickers = (_pickers(holes), _pickers(boards))
    threshold = rules.threshold
    return SidePlan(side, ranking, threshold, holes, boards, keyed, by_rank_key, hole_ok, board_ok, pairs, pickers)


@cache
def _values(ranking: Ranking, size: int, threshold: int) -> dict[int, int]:
    """Rank key -> value of every multiset of ``size`` ranks whose value reaches ``threshold``.

    Small and dense where it can be (6,175 multisets of five ranks; 56 for an eight-or-better
    low): a lookup in a small dictionary stays in the processor's cache, one in the 76,155
    keys of every size does not, and costs several times more.
    """
    if size > 5:
        every = ranking.scalar.by_key
        return every if threshold <= 1 else {k: v for k, v in every.items() if v >= threshold}
    table = load(ranking.rank_table)
    return {key: table[slot] for key, slot in _slots(size) if table[slot] >= threshold}


@cache
def _slots(size: int) -> tuple[tuple[int, int], ...]:
    """(rank key, table slot) of every multiset of ``size`` ranks: the same for every ranking."""
    displacement = load("displacement")
    return tuple((key, slot_of(key, displacement)) for key in map(rank_key, multisets(size)))


def _sub_keys(table: dict[int, int], size: int) -> frozenset[int]:
    """The rank keys of every ``size``-card part of the multisets in ``table``."""
    out: set[int] = set()
    for key in table:
        ranks = [r for r in range(13) for _ in range((key >> (3 * r)) & 7)]
        out.update(rank_key(part) for part in combinations(ranks, size))
    return frozenset(out)


class _Parts:
    """The rank keys of a deal's parts for one shape of parts, each list made when first asked
    (the pair tables need neither until a hand's cards are read)."""

    __slots__ = ("_board", "_board_keys", "_hole_keys", "_holes", "_plan")

    def __init__(self, plan: SidePlan, holes: Sequence[Sequence[int]], board: Sequence[int]) -> None:
        self._plan, self._holes, self._board = plan, holes, board
        self._board_keys: list[int] | None = None
        self._hole_keys: list[list[int]] | None = None

    def shaped_as(self, plan: SidePlan) -> bool:
        """Whether ``plan``'s parts are this one's (the same hole and board parts)."""
        mine = self._plan
        return (mine.holes is plan.holes or mine.holes == plan.holes) and (
            mine.boards is plan.boards or mine.boards == plan.boards
        )

    @property
    def board_keys(self) -> list[int]:
        if self._board_keys is None:
            keys = _RANK_KEYS
            self._board_keys = _part_keys([keys[c] for c in self._board], self._plan.boards)
        return self._board_keys

    @property
    def hole_keys(self) -> list[list[int]]:
        if self._hole_keys is None:
            keys, parts = _RANK_KEYS, self._plan.holes
            self._hole_keys = [_part_keys([keys[c] for c in hole], parts) for hole in self._holes]
        return self._hole_keys


def _part_keys(card_keys: list[int], parts: tuple[tuple[int, ...], ...]) -> list[int]:
    """The sum of ``card_keys`` over each part (Omaha's pairs and triples written out)."""
    size = len(parts[0])
    if size == 2:
        return [card_keys[a] + card_keys[b] for a, b in parts]
    if size == 3:
        return [card_keys[a] + card_keys[b] + card_keys[c] for a, b, c in parts]
    if size == 5:  # (a custom side of five-card parts: no catalogue game's side plan has one)
        return [card_keys[a] + card_keys[b] + card_keys[c] + card_keys[d] + card_keys[e] for a, b, c, d, e in parts]
    if size == 4:
        return [card_keys[a] + card_keys[b] + card_keys[c] + card_keys[d] for a, b, c, d in parts]
    return [sum([card_keys[i] for i in part]) for part in parts]


def deal_hands(
    plans: Sequence[SidePlan], holes: Sequence[tuple[Card, ...]], board: tuple[Card, ...]
) -> list[list[Hand | None]]:
    """Each player's best hand for each side (None: no qualifying hand), side by side."""
    shared: list[_Parts] = []  # (each shape of parts once; compared, not hashed: a side or two)
    out = []
    for plan in plans:
        if plan.by_rank_key is None:
            out.append(side_hands(plan, holes, board))
            continue
        if plan.threshold <= 1 and len(plan.holes) == 1 and len(plan.boards) == 1:  # every card plays
            out.append(_whole(plan, holes, board))
            continue
        parts = next((made for made in shared if made.shaped_as(plan)), None) if shared else None
        if parts is None:
            parts = _Parts(plan, holes, board)
            shared.append(parts)
        out.append(_paired(plan, parts, holes, board) if plan.pairs else _ranked(plan, parts, holes, board))
    return out


def side_strengths(
    plans: Sequence[SidePlan], holes: Sequence[tuple[Card, ...]], board: tuple[Card, ...]
) -> list[list[int | None]]:
    """Each player's strength for each side (None: no qualifying hand), side by side: the
    strengths of :func:`deal_hands`' hands, without the hands (a decision of the chips alone
    needs no cards that play). A side of every card (Hold'em, stud, draw) valued whole, one of
    Omaha's pair tables from the table, each as :func:`deal_hands` values it; any other side's
    strengths are its hands'."""
    out: list[list[int | None]] = []
    for plan in plans:
        by_key = plan.by_rank_key
        if by_key is not None and plan.threshold <= 1 and len(plan.holes) == 1 and len(plan.boards) == 1:
            n_hole, n_board = len(plan.holes[0]), len(plan.boards[0])
            if len(board) == n_board and all(len(hole) == n_hole for hole in holes):  # every card plays
                scalar = plan.ranking.scalar
                if not board:  # (stud, draw: each hand's cards alone)
                    keyed = scalar.keyed
                    out.append([keyed(hole) for hole in holes])
                    continue
                card_keys, finish = scalar.card_keys.__getitem__, scalar.finish  # (the board's keys summed once)
                board_key = FLUSH_INIT + sum(map(card_keys, board))
                out.append([finish(board_key + sum(map(card_keys, hole)), hole + board) for hole in holes])
                continue
        elif (
            by_key is not None
            and len(plan.holes) == 1
            and len(plan.boards) == 1
            and plan.ranking.flush_mode == FLUSH_IGNORED
            and len(board) == len(plan.boards[0])
            and all(len(hole) == len(plan.holes[0]) for hole in holes)
        ):  # every card plays, a qualifier (stud Hi/Lo's low): :func:`_qualified`'s one pair of parts
            out.append(_qualifying_strengths(plan, by_key, holes, board))
            continue
        elif by_key is not None and plan.pairs and len(board) == 5 and len(plan.holes) in (6, 10):
            out.append(_paired_strengths(plan, holes, board))
            continue
        (hands,) = deal_hands([plan], holes, board)
        out.append([None if hand is None else hand.strength for hand in hands])
    return out


def _qualifying_strengths(
    plan: SidePlan, by_key: dict[int, int], holes: Sequence[tuple[Card, ...]], board: tuple[Card, ...]
) -> list[int | None]:
    """:func:`_qualified`'s hands' strengths where every card plays and no flush counts: the
    value of the rank keys' sum, None below the qualifier (``by_key`` holds the qualifying
    multisets alone: :func:`_values`; the parts' pruning by ``hole_ok`` and ``board_ok`` leaves
    out only keys it does not hold)."""
    keys, threshold = _RANK_KEYS, plan.threshold
    board_key = 0
    for card in board:
        board_key += keys[card]
    out: list[int | None] = []
    for hole in holes:
        key = board_key
        for card in hole:
            key += keys[card]
        value = by_key.get(key, 0)
        out.append(value if value >= threshold else None)
    return out


def _paired_strengths(plan: SidePlan, holes: Sequence[tuple[Card, ...]], board: tuple[Card, ...]) -> list[int | None]:
    """:func:`_paired`'s hands' strengths (four or five hole cards: Omaha's pairs written out).

    A flush is valued from the ranking's flush table by the rank bits of the suit's cards
    (:func:`_flush_masks`: the board's triples of a suit it holds three or more of, once a
    board; a hand's pairs of that suit alone), as :meth:`finish` values such a combination
    (:func:`_suited_best`: the larger of its flush and rank values; the rank value is among
    the pair table's): rankings whose flush replaces the rank value, or that have wild cards,
    take :func:`_suited_best` itself."""
    threshold = plan.threshold
    assert plan.pairs is not None
    table, rows, by_cards, row_length = _pair_table(plan.pairs)
    keys = _RANK_KEYS
    start = rows[keys[board[0]] + keys[board[1]] + keys[board[2]] + keys[board[3]] + keys[board[4]]]
    row = table[start : start + row_length]
    scalar = plan.ranking.scalar
    flush_values: Sequence[int] = scalar.flush_values if scalar.flush_values is not None else ()
    suit = -1
    if plan.ranking.flush_mode != FLUSH_IGNORED:
        s0, s1, s2 = board[0] & 3, board[1] & 3, board[2] & 3  # (three of five of a suit: one of the first three's)
        suits = [s0, s1, s2, board[3] & 3, board[4] & 3]
        if suits.count(s0) >= 3:
            suit = s0
        elif suits.count(s1) >= 3:
            suit = s1
        elif suits.count(s2) >= 3:
            suit = s2
    direct = suit >= 0 and bool(flush_values) and not scalar.replaces and not scalar.wild_codes
    suited = _suited_triples(plan, board) if suit >= 0 and not direct else None
    triples = _flush_masks(board, suit) if direct else ()
    bits = _SUITED_BITS[suit]
    five = len(plan.holes) == 10
    out: list[int | None] = []
    for hole in holes:
        if five:  # the first card's four pairs, then the other four's six
            v, w, x, y, z = hole
            v52 = 52 * v
            first = max(row[by_cards[v52 + w]], row[by_cards[v52 + x]], row[by_cards[v52 + y]], row[by_cards[v52 + z]])
        else:
            w, x, y, z = hole
        w52, x52, y52 = 52 * w, 52 * x, 52 * y
        top = max(  # (_six_pairs' values, inline: a call a hand saved)
            row[by_cards[w52 + x]],
            row[by_cards[w52 + y]],
            row[by_cards[w52 + z]],
            row[by_cards[x52 + y]],
            row[by_cards[x52 + z]],
            row[by_cards[y52 + z]],
        )
        if five and first > top:
            top = first
        if triples:  # a suit with three or more on the board: the hand's pairs of it
            ranks = list(filter(None, map(bits.__getitem__, hole)))
            if len(ranks) > 1:
                flush = max([flush_values[a | b | t] for a, b in combinations(ranks, 2) for t in triples])
                if flush > top:
                    out.append(flush)
                    continue
        elif suited and _two_suited(hole, suited):  # (a ranking valued by :func:`_suited_best`)
            flush = _suited_best(plan, hole, suited)[0]
            if flush > top:
                out.append(flush)
                continue
        out.append(top if top >= threshold else None)
    return out


def _flush_masks(board: Sequence[int], suit: int) -> list[int]:
    """The rank bits (``1 << rank``) of each triple of the board's cards of ``suit``.

    >>> from pokerrank.cards import parse_cards
    >>> [bin(mask) for mask in _flush_masks(parse_cards("2h 3h Ks 4h"), int(parse_cards("2h")[0]) & 3)]
    ['0b111']
    """
    bits = filter(None, map(_SUITED_BITS[suit].__getitem__, board))
    return [a | b | c for a, b, c in combinations(bits, 3)]


_SUITED_BITS: Final = tuple([1 << (code >> 2) if code & 3 == suit else 0 for code in range(52)] for suit in range(4))
"""For each suit, each card code's rank bit (``1 << rank``) if the card is of the suit, else 0."""


def _six_pairs(row: array[int], by_cards: list[int], w: int, x: int, y: int, z: int) -> tuple[int, ...]:
    """The values of four hole cards' six pairs on a board's row of a pair table, in
    combinations' order (wx, wy, wz, xy, xz, yz)."""
    w52, x52, y52 = 52 * w, 52 * x, 52 * y
    return (
        row[by_cards[w52 + x]],
        row[by_cards[w52 + y]],
        row[by_cards[w52 + z]],
        row[by_cards[x52 + y]],
        row[by_cards[x52 + z]],
        row[by_cards[y52 + z]],
    )


def _pair_row(plan: SidePlan, board: tuple[Card, ...]) -> tuple[array[int], list[int], _Suited | None]:
    """What :func:`_paired` reads a side by (:func:`_paired_strengths` reads the same inline, for
    speed): the board's row of the side's pair table, the column of each two cards, and the
    suits a flush may be made in (None: the ranking makes none)."""
    assert plan.pairs is not None
    table, rows, by_cards, row_length = _pair_table(plan.pairs)
    keys = _RANK_KEYS
    start = rows[keys[board[0]] + keys[board[1]] + keys[board[2]] + keys[board[3]] + keys[board[4]]]
    suited = _suited_triples(plan, board) if plan.ranking.flush_mode != FLUSH_IGNORED else None
    return table[start : start + row_length], by_cards, suited


@cache
def _pair_table(name: str) -> tuple[array[int], dict[int, int], list[int], int]:
    """A shipped pair table, the start of each board's row by the board's rank key, the
    column of each two cards (by ``52 * code + code``) and the length of a row."""
    from pokerrank.tables.omaha import PAIRS

    rows = {rank_key(ranks): row * PAIRS for row, ranks in enumerate(multisets(5))}
    columns = {rank_key(ranks): column for column, ranks in enumerate(multisets(2))}
    keys = _RANK_KEYS
    by_cards = [columns.get(keys[a] + keys[b], 0) for a in range(52) for b in range(52)]
    return load(name), rows, by_cards, PAIRS


def _paired(
    plan: SidePlan, parts: _Parts, holes: Sequence[tuple[Card, ...]], board: tuple[Card, ...]
) -> list[Hand | None]:
    """Each player's best hand for a side of two hole cards and three board cards, from the
    side's pair table (:mod:`pokerrank.tables.omaha`): one read per hole pair. A player who
    can make a flush takes the path of :func:`_ranked` (every combination, flushes valued
    again). The combination that plays is the first best one, as on that path."""
    ranking, threshold = plan.ranking, plan.threshold
    assert plan.by_rank_key is not None
    row, by_cards, suited = _pair_row(plan, board)
    out: list[Hand | None] = []
    n_pairs = len(plan.holes)  # six: four hole cards; ten: five (the pairs in combinations' order)
    for hole in holes:
        if n_pairs == 6 or n_pairs == 10:  # Omaha's pairs written out
            if n_pairs == 10:  # five cards (Big O): the first card's four pairs, then the other four's six
                v, w, x, y, z = hole
                v52 = 52 * v
                values = [row[by_cards[v52 + c]] for c in (w, x, y, z)]
            else:
                w, x, y, z = hole
                values = []
            values += _six_pairs(row, by_cards, w, x, y, z)
        else:
            values = [row[by_cards[52 * hole[i] + hole[j]]] for i, j in plan.holes]
        top = max(values)
        if suited and _two_suited(hole, suited):  # a suit with three or more on the board, two in the hand
            flush, h, b = _suited_best(plan, hole, suited)
            if flush > top:
                out.append(Hand._trusted(ranking, flush, _cards(plan, hole, board, h, b)))
                continue
        if top < threshold:
            out.append(None)
            continue
        hand = object.__new__(_FoundLater)
        hand.ranking, hand.strength, hand._best = ranking, top, None
        hand.find = (plan, parts, hole, board, values.index(top), top)
        out.append(hand)
    return out


def _two_suited(hole: Sequence[int], suited: _Suited) -> bool:
    """Whether the hand holds two cards of a suit that has three or more on the board (no
    flush is possible otherwise)."""
    for suit in suited:
        n = 0
        for card in hole:
            if card & 3 == suit:
                n += 1
        if n > 1:
            return True
    return False


_ALL_CARDS: Final = Hand.__dict__["all_cards"]
"""The slot in which a hand keeps its cards."""


class _FoundLater(Hand):
    """A hand whose combination is found on first read of its cards: a showdown decides the
    chips from the strength alone, and shows the cards only when a result is read."""

    __slots__ = ("find",)
    find: tuple[SidePlan, _Parts, tuple[Card, ...], tuple[Card, ...], int, int]
    """What :func:`_combination` finds the cards from."""

    @property
    def all_cards(self) -> tuple[Card, ...]:
        try:
            cards: tuple[Card, ...] = _ALL_CARDS.__get__(self, Hand)
        except AttributeError:
            cards = _combination(*self.find)
            _ALL_CARDS.__set__(self, cards)
        return cards

    @all_cards.setter
    def all_cards(self, cards: tuple[Card, ...]) -> None:
        _ALL_CARDS.__set__(self, cards)

    def __reduce__(self) -> tuple[Callable[..., Hand], tuple[Ranking, int, tuple[Card, ...]]]:
        return (_hand, (self.ranking, self.strength, self.all_cards))


def _hand(ranking: Ranking, strength: int, cards: tuple[Card, ...]) -> Hand:
    """A hand, as a pickled :class:`_FoundLater` comes back."""
    return Hand._trusted(ranking, strength, cards)


def _combination(
    plan: SidePlan, parts: _Parts, hole: tuple[Card, ...], board: tuple[Card, ...], h: int, top: int
) -> tuple[Card, ...]:
    """The cards of the first combination of hole part ``h`` worth ``top``."""
    by_key = plan.by_rank_key
    assert by_key is not None
    i, j = plan.holes[h]
    hole_key = _RANK_KEYS[hole[i]] + _RANK_KEYS[hole[j]]
    b = [by_key.get(hole_key + board_key) for board_key in parts.board_keys].index(top)
    return _cards(plan, hole, board, h, b)


_Suited = dict[int, list[tuple[int, int, tuple[int, int, int]]]]


def _suited_triples(plan: SidePlan, board: Sequence[int]) -> _Suited:
    """Suit -> (board part, the part's key sum, its cards) of each board triple all of that suit."""
    out: _Suited = {}
    suits = [c & 3 for c in board]
    counts = (suits.count(0), suits.count(1), suits.count(2), suits.count(3))
    most = max(counts)
    if most < 3:
        return out  # no three cards of a suit: no flush (most boards)
    suit = counts.index(most)  # (five cards: one suit alone can have three)
    card_keys = plan.ranking.scalar.card_keys
    at = _TRIPLE_AT  # (the pair tables' boards: the five cards' triples in combinations' order)
    triples = []
    for x, y, z in combinations([k for k, of in enumerate(suits) if of == suit], 3):  # (in the boards' order)
        cards = (board[x], board[y], board[z])
        triples.append((at[x, y, z], card_keys[cards[0]] + card_keys[cards[1]] + card_keys[cards[2]], cards))
    out[suit] = triples
    return out


_TRIPLE_AT: Final = {triple: b for b, triple in enumerate(combinations(range(5), 3))}
"""The place of each triple of a five-card board's positions among the pair tables' board parts."""


def _suited_best(plan: SidePlan, hole: Sequence[int], suited: _Suited) -> tuple[int, int, int]:
    """(value, hole part, board part) of the first best combination of one suit (a flush or a
    straight flush) a player makes from a suited hole pair and a board triple of its suit;
    value 0 when there is none. No other combination's value is higher than its rank value
    unless it is of one suit, and a flush beats every rank value it could tie."""
    scalar = plan.ranking.scalar
    card_keys, finish = scalar.card_keys, scalar.finish
    top, best_h, best_b = 0, 0, 0
    for h, (i, j) in enumerate(plan.holes):
        a, c = hole[i], hole[j]
        triples = suited.get(a & 3) if a & 3 == c & 3 else None
        if triples:
            pair_key = FLUSH_INIT + card_keys[a] + card_keys[c]
            for b, triple_key, cards in triples:
                value = finish(pair_key + triple_key, (a, c, *cards))
                if value > top:
                    top, best_h, best_b = value, h, b
    return top, best_h, best_b


def _whole(plan: SidePlan, holes: Sequence[tuple[Card, ...]], board: tuple[Card, ...]) -> list[Hand | None]:
    """Each player's hand when all of their cards and the board make one combination
    (Hold'em, stud, draw): the scalar kernel values it whole, flushes included."""
    ranking = plan.ranking
    keyed = ranking.scalar.keyed
    out: list[Hand | None] = []
    for hole in holes:
        cards = _cards(plan, hole, board, 0, 0)
        out.append(Hand._trusted(ranking, keyed(cards), cards))
    return out


def whole_strengths(
    plan: SidePlan, hole: tuple[Card, ...], board: tuple[Card, ...], added: Sequence[tuple[int, ...]]
) -> list[int] | None:
    """The strength :func:`deal_hands` gives, on one side, the hand of ``hole`` with each of
    ``added``'s cards (codes) after them, on ``board``, where every card plays (the side
    :func:`_whole` values: Hold'em, stud, draw, without a qualifier): the keys of the cards
    all hands share summed once; None for a side valued otherwise.

    >>> from pokerrank.cards import parse_cards
    >>> from pokerrank.games import get_game
    >>> game = get_game("holdem")
    >>> plan = side_plan(game.sides[0], 2, 5)
    >>> board, hole = parse_cards("Ah Kh Qs 7d 2c"), parse_cards("Ac")
    >>> added = [(int(card),) for card in parse_cards("Ad 9h")]
    >>> whole_strengths(plan, hole, board, added) == [
    ...     hand.strength for hand in deal_hands([plan], [hole + parse_cards([c]) for (c,) in added], board)[0]
    ... ]
    True
    """
    if plan.by_rank_key is None or plan.threshold > 1 or len(plan.holes) != 1 or len(plan.boards) != 1:
        return None
    if not added or plan.boards[0] != tuple(range(len(board))):
        return None if added else []
    if plan.holes[0] != tuple(range(len(hole) + len(added[0]))):
        return None
    scalar = plan.ranking.scalar
    card_keys, finish = scalar.card_keys, scalar.finish
    common: tuple[int, ...] = (*hole, *board)
    shared = FLUSH_INIT + sum(map(card_keys.__getitem__, common))
    if len(added[0]) == 1 and scalar.flush_values is None:  # (no flush: the rank key alone, finish's first read)
        by_key, mask = scalar.by_key, scalar.mask
        return [by_key[(shared + card_keys[cards[0]]) & mask] for cards in added]
    if len(added[0]) == 1:  # one card each (a player who never showed one; every one as long: see above)
        return [finish(shared + card_keys[cards[0]], common + cards) for cards in added]
    return [finish(shared + sum(map(card_keys.__getitem__, cards)), common + cards) for cards in added]


def _ranked(
    plan: SidePlan, parts: _Parts, holes: Sequence[tuple[Card, ...]], board: tuple[Card, ...]
) -> list[Hand | None]:
    """Steps 2 and 3 of the module docstring for one side."""
    ranking, table = plan.ranking, plan.by_rank_key
    assert table is not None
    if plan.threshold > 1:  # a qualifier: only the parts that can be in a qualifying hand
        return [
            _qualified(plan, table, hole_keys, parts.board_keys, hole, board)
            for hole_keys, hole in zip(parts.hole_keys, holes, strict=True)
        ]
    flush_suits = _flush_suits(plan, board) if ranking.flush_mode != FLUSH_IGNORED else []
    n_board = len(plan.boards)
    board_keys = parts.board_keys
    out: list[Hand | None] = []
    for hole, hole_keys in zip(holes, parts.hole_keys, strict=True):
        values = [table[h + b] for h in hole_keys for b in board_keys]
        if flush_suits and _holds(flush_suits, hole):
            _flushes(plan, hole, board, values)
        top = max(values)
        h, b = divmod(values.index(top), n_board)
        out.append(Hand._trusted(ranking, top, _cards(plan, hole, board, h, b)))
    return out


def _cards(plan: SidePlan, hole: tuple[Card, ...], board: tuple[Card, ...], h: int, b: int) -> tuple[Card, ...]:
    """The cards of hole part ``h`` and board part ``b``."""
    holes, boards = plan.pickers
    return holes[h](hole) + boards[b](board)


def _pickers(parts: tuple[tuple[int, ...], ...]) -> tuple[Picker, ...]:
    """For each part, the function that picks its cards (as a tuple) out of a player's cards
    or the board."""
    return tuple(_picker(part) for part in parts)


def _picker(part: tuple[int, ...]) -> Picker:
    if len(part) > 1:
        return itemgetter(*part)
    if part:
        (i,) = part
        return lambda cards: (cards[i],)
    return lambda cards: ()


def _qualified(
    plan: SidePlan,
    table: dict[int, int],
    hole_keys: list[int],
    board_keys: list[int],
    hole: tuple[Card, ...],
    board: tuple[Card, ...],
) -> Hand | None:
    """The player's best qualifying hand for a side with a qualifier, from the pairs of parts
    that can be in a qualifying hand (an eight-or-better low: few of them, often none)."""
    if plan.ranking.flush_mode != FLUSH_IGNORED:  # no such side today: every pair, then flushes
        values = [table.get(h + b, 0) for h in hole_keys for b in board_keys]
        _flushes(plan, hole, board, values)
        top = max(values)
        h, b = divmod(values.index(top), len(board_keys))
        return Hand._trusted(plan.ranking, top, _cards(plan, hole, board, h, b)) if top >= plan.threshold else None
    hole_ok, board_ok = plan.hole_ok, plan.board_ok
    boards = [(b, key) for b, key in enumerate(board_keys) if board_ok is None or key in board_ok]
    top, best = 0, (0, 0)
    if boards:
        for h, hole_key in enumerate(hole_keys):
            if hole_ok is None or hole_key in hole_ok:
                for b, board_key in boards:
                    value = table.get(hole_key + board_key, 0)
                    if value > top:
                        top, best = value, (h, b)
    if top < plan.threshold:
        return None
    return Hand._trusted(plan.ranking, top, _cards(plan, hole, board, *best))


def _flush_suits(plan: SidePlan, board: Sequence[int]) -> list[tuple[int, int]]:
    """(suit, hole cards of that suit needed) for each suit in which the board leaves a flush
    within reach of a player's part of the hole cards."""
    from_board, from_hole = len(plan.boards[0]), len(plan.holes[0])
    suits = [c & 3 for c in board]
    needs = ((suit, 5 - min(suits.count(suit), from_board)) for suit in range(4))
    return [(suit, need) for suit, need in needs if need <= from_hole]


def _holds(suits: list[tuple[int, int]], hole: Sequence[int]) -> bool:
    """Whether the player holds enough cards of one of ``suits`` for a flush."""
    held = [c & 3 for c in hole]
    return any(held.count(suit) >= need for suit, need in suits)


def _flushes(plan: SidePlan, hole: Sequence[int], board: Sequence[int], values: list[int]) -> None:
    """Value again, from their full keys, the combinations holding five or more cards of one suit."""
    scalar = plan.ranking.scalar
    card_keys, finish = scalar.card_keys, scalar.finish
    board_parts = [(tuple(board[j] for j in part), sum(card_keys[board[j]] for j in part)) for part in plan.boards]
    index = 0
    for part in plan.holes:
        cards = tuple(hole[i] for i in part)
        hole_key = FLUSH_INIT + sum(card_keys[c] for c in cards)
        for board_cards, board_key in board_parts:
            key = hole_key + board_key
            if key & FLUSH_BITS:
                values[index] = finish(key, cards + board_cards)
            index += 1


def side_hands(plan: SidePlan, holes: Sequence[tuple[Card, ...]], board: tuple[Card, ...]) -> list[Hand | None]:
    """Each player's best hand for the side (None: no qualifying hand), on the general path:
    any keyed ranking (wild cards included) from full keys, others per combination."""
    if plan.by_rank_key is not None:
        return _ranked(plan, _Parts(plan, holes, board), holes, board)
    ranking = plan.ranking
    threshold = plan.threshold
    out: list[Hand | None] = []
    if plan.keyed:
        scalar = ranking.scalar
        card_keys, finish = scalar.card_keys, scalar.finish
        by_key, special, mask = scalar.by_key, scalar.special, scalar.mask

        triples = [tuple(board[j] for j in b) for b in plan.boards]
        triple_keys = [FLUSH_INIT + sum(card_keys[c] for c in t) for t in triples]
        for hole in holes:
            top: int = -1
            used: tuple[Card, ...] = ()
            for h in plan.holes:
                pair = tuple(hole[i] for i in h)
                pair_key = sum(card_keys[c] for c in pair)
                for triple, triple_key in zip(triples, triple_keys, strict=True):
                    key = pair_key + triple_key
                    value = by_key[key & mask] if not key & special else finish(key, pair + triple)
                    if value > top:
                        top, used = value, pair + triple
            out.append(Hand._trusted(ranking, top, used) if top >= threshold else None)
        return out
    hole_pickers, board_pickers = plan.pickers
    board_parts = [pick(board) for pick in board_pickers]
    strength_of = ranking.strength_of
    for hole in holes:
        top, used = -1, ()
        for pick in hole_pickers:
            part = pick(hole)
            for board_part in board_parts:
                cards = part + board_part
                value = strength_of(cards)
                if value > top:
                    top, used = value, cards
        out.append(Hand._trusted(ranking, top, used) if top >= threshold else None)
    return out
