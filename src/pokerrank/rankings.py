"""Rankings: one object per rule set, binding tables, kernel, categories and names.

Every ranking shares one scalar evaluator and one numba kernel (see
:mod:`pokerrank.kernels.keyed`); a ranking is data: its tables, its flush mode, its
category enum and how it names a hand.

>>> import pokerrank
>>> pokerrank.evaluate("As Ks Qs Js Ts 2c 3d").category
<Category.STRAIGHT_FLUSH: 8>
>>> pokerrank.strength([51, 47, 43, 39, 35]) == pokerrank.evaluate("As Ks Qs Js Ts").strength
True
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from collections.abc import Callable, Sequence
from enum import IntEnum
from functools import cached_property
from itertools import combinations
from numbers import Integral
from typing import TYPE_CHECKING, Any, ClassVar, Final

from pokerrank import naming
from pokerrank.cards import JOKER, Card, CardsLike, format_cards, parse_cards
from pokerrank.errors import DuplicateCardError, HandSizeError, InvalidCardError, InvalidStrengthError, UnknownNameError
from pokerrank.hands import Hand
from pokerrank.tables import hashing
from pokerrank.tables.store import load

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = [
    "HIGH",
    "RANKINGS",
    "Category",
    "HighRanking",
    "Ranking",
    "as_card_array",
    "categories",
    "check_card_array",
    "evaluate",
    "evaluate_array",
    "get_ranking",
    "register",
    "strength",
]

FLUSH_IGNORED: Final = 0
FLUSH_BEST: Final = 1
FLUSH_REPLACES: Final = 2

_CARD_KEYS: Final = hashing.card_keys()


def _table_dict(rank_values: Sequence[int]) -> dict[int, int]:
    """A rank table (each of its blocks, one per number of wild cards) as a dict by key.

    In Python a ``dict`` lookup is faster than computing the perfect hash: a few
    milliseconds to build, once per ranking.
    """
    slots = 1 << hashing.SLOT_BITS
    by_key = {}
    for block in range(len(rank_values) // slots):
        wild = block << hashing.WILD_SHIFT
        values = rank_values[block * slots : (block + 1) * slots]
        by_key.update({wild + key: value for key, value in zip(load("slot_keys"), values, strict=True) if key})
    return by_key


def _scalar_kernel(
    card_keys: Sequence[int], by_key: dict[int, int], flush_values: Sequence[int] | None, flush_mode: int
) -> Callable[[Sequence[int]], int]:
    """The pure-Python twin of :func:`pokerrank.kernels.keyed._finish` for one ranking."""
    init, flush_bits = hashing.FLUSH_INIT, hashing.FLUSH_BITS
    lookup_mask = hashing.RANK_MASK | (15 << hashing.WILD_SHIFT)
    wild_shift = hashing.WILD_SHIFT
    replaces = flush_mode == FLUSH_REPLACES
    wild_codes = frozenset(code for code, key in enumerate(card_keys) if key >> wild_shift)

    def suit_mask(codes: Sequence[int], suit: int) -> int:
        mask = 0
        for c in codes:
            if c & 3 == suit and c not in wild_codes:
                mask |= 1 << (c >> 2)
        return mask

    def keyed(codes: Sequence[int]) -> int:
        key = init
        for c in codes:
            key += card_keys[c]
        value: int = by_key[key & lookup_mask]
        if flush_values is None:
            return value
        wild = key >> wild_shift
        if not wild:
            if key & flush_bits:
                flush_value = flush_values[suit_mask(codes, ((key & flush_bits).bit_length() - 44) >> 2)]
                if replaces or flush_value > value:
                    value = flush_value
            return value
        for suit in range(4):
            if ((key >> (40 + 4 * suit)) & 15) + wild >= 8:
                flush_value = flush_values[(wild << 13) + suit_mask(codes, suit)]
                if replaces or flush_value > value:
                    value = flush_value
        return value

    return keyed


class Category(IntEnum):
    """Categories of the traditional high ranking, weakest first.

    The royal flush is the ace-high straight flush; five of a kind exists only with wild
    cards.
    """

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8
    FIVE_OF_A_KIND = 9


class Ranking:
    """A rule set for ranking hands: tables plus the shared scalar and batch evaluators.

    Subclasses set the class attributes and implement :meth:`playing_cards`,
    :meth:`deciding` and :meth:`name_of`.
    """

    name: ClassVar[str]
    title: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    rank_table: ClassVar[str]
    flush_table: ClassVar[str | None] = None
    flush_mode: ClassVar[int] = FLUSH_IGNORED
    min_cards: ClassVar[int] = 5
    max_cards: ClassVar[int] = 9
    category_type: ClassVar[type[IntEnum]]
    category_bounds: ClassVar[tuple[int, ...]]
    """The lowest strength of each category, in category order."""
    jokers: ClassVar[int] = 0
    """How many jokers (codes 52, 53) the ranking's deck may hold."""
    wild_codes: ClassVar[frozenset[int]] = frozenset()
    """Card codes that are wild under this ranking."""

    @cached_property
    def card_keys(self) -> list[int]:
        """The additive key of each card code the ranking accepts (wild cards: the wild counter)."""
        wild = 1 << hashing.WILD_SHIFT
        return [wild if code in self.wild_codes else key for code, key in enumerate(_CARD_KEYS)] + [wild] * self.jokers

    @cached_property
    def max_strength(self) -> int:
        """The largest strength of the ranking (its best hand)."""
        if getattr(self, "rank_table", None) is None:  # a ranking with tables of its own
            return int(self.kernel_tables[-1].max())
        flush = max(load(self.flush_table)) if self.flush_table else 0
        return max(max(load(self.rank_table)), flush)

    @cached_property
    def codes(self) -> frozenset[int]:
        """Every card code the ranking accepts."""
        return frozenset(range(52 + self.jokers))

    # -- scalar -----------------------------------------------------------------------

    @cached_property
    def _by_key(self) -> dict[int, int]:
        """The rank table as a dict from key (rank key plus wild counter) to value."""
        return _table_dict(load(self.rank_table))

    @cached_property
    def _keyed(self) -> Callable[[Sequence[int]], int]:
        """Value of up to seven cards as a whole (trusted input): the scalar kernel."""
        flush_values = load(self.flush_table) if self.flush_table else None
        return _scalar_kernel(self.card_keys, self._by_key, flush_values, self.flush_mode)

    @cached_property
    def checked_strength(self) -> Callable[[Sequence[int]], int]:
        """Validate card codes, then evaluate: the fast path of :func:`strength`."""
        keyed = self._keyed
        lo, hi = self.min_cards, self.max_cards
        direct = min(hi, hashing.MAX_KEYED_CARDS) if self.flush_mode != FLUSH_REPLACES else 5
        codes_ok = self.codes

        # Inline fast path for the common case (valid codes, whole hand, no flush, no wild
        # card): one loop sums the keys, a dict lookup of a bad code fails, and a presence
        # bit per card above bit 64 finds a repeat (two of one card carry into the next bit,
        # so fewer bits are set than there are cards). Anything else goes through the full
        # checks and evaluator.
        key_of = {code: key | (1 << (64 + code)) for code, key in enumerate(self.card_keys)}
        by_key = self._by_key
        init, special = hashing.FLUSH_INIT, hashing.FLUSH_BITS | (15 << hashing.WILD_SHIFT)
        lookup_mask = hashing.RANK_MASK | (15 << hashing.WILD_SHIFT)

        def slow(codes: Sequence[int]) -> int:
            codes = self.code_list(codes)
            n = len(codes)
            distinct = set(codes)
            if len(distinct) != n or not distinct <= codes_ok or not lo <= n <= hi:
                self.check_size(n)
                self.parse(list(codes))  # raises the precise error for a bad code or a duplicate
                raise InvalidCardError(f"cards {list(codes)!r} are not valid for the {self.name} ranking")
            if n <= direct:
                return keyed(codes)
            return self.strength_of(codes)

        def checked(codes: Sequence[int]) -> int:
            try:
                n = len(codes)
                key = init
                for c in codes:
                    key += key_of[c]
            except (KeyError, TypeError):  # a bad code, or not a sequence of codes at all
                return slow(codes)
            if (key >> 64).bit_count() != n or not lo <= n <= direct:
                return slow(codes)
            if key & special:  # a flush or a wild card: bit arithmetic on the codes, so plain ints
                return keyed(codes if all(type(c) is int for c in codes) else self.code_list(codes))
            return by_key[key & lookup_mask]

        _CHECKED.setdefault(self.name, checked)
        return checked

    def code_list(self, codes: object) -> list[int]:
        """Card codes as a list of plain ints (numpy integers included; text is parsed).

        Anything else raises :class:`InvalidCardError` naming the culprit; the codes' range
        and repeats are checked by the caller.

        >>> import numpy as np
        >>> HIGH.code_list(np.array([51, 47], dtype=np.uint8)), HIGH.code_list("As Ks")
        ([51, 47], [51, 47])
        """
        if isinstance(codes, str):
            return [int(card) for card in self.parse(codes)]
        try:
            items = list(codes)  # type: ignore[call-overload]
        except TypeError:
            raise InvalidCardError(
                f"strength() takes a sequence of card codes, got {type(codes).__name__} {codes!r}"
            ) from None
        out = []
        for position, item in enumerate(items, 1):
            if isinstance(item, Integral) and not isinstance(item, bool):
                out.append(int(item))
            else:
                raise InvalidCardError(
                    f"card at position {position} must be an int code, got {type(item).__name__} {item!r}"
                )
        return out

    def combo_size(self, n_cards: int) -> int | None:
        """The size of the card combinations evaluated, or None for the hand as a whole."""
        if self.flush_mode == FLUSH_REPLACES:
            return None if n_cards == 5 else 5
        return None if n_cards <= hashing.MAX_KEYED_CARDS else hashing.MAX_KEYED_CARDS

    def strength_of(self, codes: Sequence[int]) -> int:
        """Strength of distinct valid card codes (trusted input; see :func:`strength`)."""
        size = self.combo_size(len(codes))
        if size is None:
            return self._keyed(codes)
        return max(self._keyed(combo) for combo in combinations(codes, size))

    def check_size(self, n_cards: int) -> None:
        """Raise :class:`HandSizeError` unless the ranking takes ``n_cards`` cards."""
        if not self.min_cards <= n_cards <= self.max_cards:
            if self.min_cards == self.max_cards:
                wanted = f"exactly {self.min_cards}"
            else:
                wanted = f"{self.min_cards} to {self.max_cards}"
            raise HandSizeError(f"the {self.name} ranking takes {wanted} cards, got {n_cards}")

    def parse(self, cards: CardsLike) -> tuple[Card, ...]:
        """Parse cards for this ranking: jokers only where its deck has them."""
        parsed = parse_cards(cards, jokers=self.jokers > 0)
        jokers = sum(1 for c in parsed if c >= JOKER)
        if jokers > self.jokers:
            raise InvalidCardError(
                f"{jokers} jokers in {format_cards(parsed)!r}, but the {self.name} ranking's deck has {self.jokers}"
            )
        return parsed

    def evaluate(self, cards: CardsLike) -> Hand:
        """Parse and rank a hand.

        >>> str(HIGH.evaluate("Ah Ad Kc Ks 4d 4c 2s"))
        'two pair, aces and kings with a four kicker'
        """
        parsed = self.parse(cards)
        self.check_size(len(parsed))
        return Hand(self, self.strength_of(parsed), parsed)

    # -- batch ------------------------------------------------------------------------

    @cached_property
    def kernel_tables(self) -> tuple[npt.NDArray[Any], ...]:
        """(card keys, displacement, rank values, flush values) as numpy arrays."""
        import numpy as np

        if self.flush_table:
            flush = np.frombuffer(load(self.flush_table), dtype=np.uint16)
        else:
            flush = np.zeros(1 << 13, np.uint16)
        return (
            np.array(self.card_keys, dtype=np.int64),
            np.frombuffer(load("displacement"), dtype=np.uint8),
            np.frombuffer(load(self.rank_table), dtype=np.uint16),
            flush,
        )

    def combos(self, n_cards: int) -> npt.NDArray[np.intp]:
        """The column combinations the kernel evaluates for hands of ``n_cards``."""
        import numpy as np

        size = self.combo_size(n_cards)
        if size is None:
            return np.arange(n_cards, dtype=np.intp).reshape(1, n_cards)
        return np.array(list(combinations(range(n_cards), size)), dtype=np.intp)

    def evaluate_array(self, cards: npt.ArrayLike, *, check: bool = True) -> npt.NDArray[np.int32]:
        """Strengths of the rows of an (N, k) array of card codes."""
        import numpy as np

        arr = as_card_array(cards, self, check=False)
        out = np.empty(arr.shape[0], dtype=np.int32)
        if not arr.shape[0]:
            return out
        card_keys, displacement, rank_values, flush_values = self.kernel_tables
        tables = (card_keys, displacement, rank_values, flush_values, self.flush_mode)
        if self.combo_size(arr.shape[1]) is None:
            from pokerrank.kernels.keyed import evaluate_rows

            if evaluate_rows(arr, *tables, check, out) >= 0:
                check_card_array(arr, len(card_keys))  # raises the precise error
        else:
            from pokerrank.kernels.keyed import evaluate_combos

            if check:
                check_card_array(arr, len(card_keys))
            evaluate_combos(arr, self.combos(arr.shape[1]), *tables, out)
        return out

    # -- categories and names ----------------------------------------------------------

    def category(self, strength: int) -> IntEnum:
        """The category of a strength."""
        return self._categories[max(bisect_right(self.category_bounds, strength) - 1, 0)]

    @cached_property
    def _categories(self) -> tuple[IntEnum, ...]:
        return tuple(self.category_type(i) for i in range(len(self.category_bounds)))

    def playing_cards(self, cards: tuple[Card, ...], strength: int) -> tuple[Card, ...]:
        """The cards that make ``strength`` out of ``cards``, in a natural order."""
        raise NotImplementedError

    def deciding(self, hand: Hand) -> tuple[tuple[str, int], ...]:
        """The (role, rank) pairs that decide between hands of one category, in order."""
        raise NotImplementedError

    def name_of(self, hand: Hand) -> str:
        """The English name of a hand of this ranking."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<Ranking {self.name}>"


def as_card_array(cards: npt.ArrayLike, ranking: Ranking, *, check: bool = True) -> npt.NDArray[np.uint8]:
    """Validate an (N, k) array of card codes for ``ranking``; return it C-contiguous uint8."""
    import numpy as np

    arr = np.asarray(cards)
    if arr.ndim != 2:
        raise HandSizeError(f"expected a 2-D (hands, cards) array of card codes, got shape {arr.shape}")
    ranking.check_size(arr.shape[1])
    if arr.dtype != np.uint8:
        if arr.dtype.kind not in "iu":
            raise InvalidCardError(f"card codes must be integers, got an array of {arr.dtype}")
        top = 51 + ranking.jokers
        if arr.size and (arr.min() < 0 or arr.max() > top):
            row, column = np.argwhere((arr < 0) | (arr > top))[0]
            raise InvalidCardError(
                f"card code {arr[row, column]} at row {row}, column {column} is out of range 0-{top}"
            )
        arr = arr.astype(np.uint8)
    arr = np.ascontiguousarray(arr)
    if check:
        check_card_array(arr, 52 + ranking.jokers)
    return arr


def check_card_array(arr: npt.NDArray[np.uint8], n_codes: int = 52) -> None:
    """Raise the precise error for the first row with a bad code or a repeated card."""
    if not arr.size:
        return
    from pokerrank.kernels.validate import DUPLICATE, first_invalid_row

    row, column, problem = first_invalid_row(arr, n_codes)
    if row >= 0:
        card = int(arr[row, column])
        if problem == DUPLICATE:
            raise DuplicateCardError(f"duplicate card {str(Card(card))!r} in row {row} (column {column})")
        raise InvalidCardError(f"card code {card} at row {row}, column {column} is out of range 0-{n_codes - 1}")


# -- the traditional high ranking ------------------------------------------------------

_HIGH_BOUNDS: Final = (1, 1278, 4138, 4996, 5854, 5864, 7141, 7297, 7453)


def _straight_top(ranks: Sequence[int]) -> int | None:
    distinct = sorted(set(ranks))
    if len(distinct) != 5:
        return None
    if distinct[4] - distinct[0] == 4:
        return distinct[4]
    if distinct == [0, 1, 2, 3, 12]:
        return 3
    return None


def _natural_order(cards: Sequence[Card], straight_top: int | None) -> tuple[Card, ...]:
    """Groups first (bigger, then higher), highest first; straights as a sequence."""
    if straight_top is not None:

        def position(card: Card) -> int:  # the ace below the deuce in a wheel
            rank = int(card) >> 2
            return -1 if straight_top == 3 and rank == 12 else rank

        return tuple(sorted(cards, key=lambda c: (position(c), int(c)), reverse=True))
    counts = Counter(int(c) >> 2 for c in cards)
    return tuple(sorted(cards, key=lambda c: (counts[int(c) >> 2], int(c) >> 2, int(c)), reverse=True))


class HighRanking(Ranking):
    """The traditional high ranking: best five cards, straight flush highest."""

    name = "high"
    title = "high hands (traditional)"
    aliases: ClassVar[tuple[str, ...]] = ("hi", "traditional")
    rank_table = "high_rank"
    flush_table = "high_flush"
    flush_mode = FLUSH_BEST
    category_type = Category
    category_bounds: ClassVar[tuple[int, ...]] = _HIGH_BOUNDS

    def playing_cards(self, cards: tuple[Card, ...], strength: int) -> tuple[Card, ...]:
        """The best five, preferring higher cards where several fives are equal."""
        ordered = sorted(cards, reverse=True)
        five = tuple(ordered)
        if len(ordered) > 5:
            for five in combinations(ordered, 5):
                if self._keyed(five) == strength:
                    break
        return _natural_order(five, _straight_top([int(c) >> 2 for c in five]))

    def deciding(self, hand: Hand) -> tuple[tuple[str, int], ...]:
        ranks = [int(c) >> 2 for c in hand.cards]
        cat = hand.category
        if cat in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
            return (("top card", _straight_top(ranks) or 0),)
        if cat == Category.FOUR_OF_A_KIND:
            return (("four of a kind", ranks[0]), ("kicker", ranks[4]))
        if cat == Category.FULL_HOUSE:
            return (("three of a kind", ranks[0]), ("pair", ranks[3]))
        if cat == Category.THREE_OF_A_KIND:
            return (("three of a kind", ranks[0]), ("first kicker", ranks[3]), ("second kicker", ranks[4]))
        if cat == Category.TWO_PAIR:
            return (("higher pair", ranks[0]), ("second pair", ranks[2]), ("kicker", ranks[4]))
        if cat == Category.ONE_PAIR:
            return (
                ("pair", ranks[0]),
                ("first kicker", ranks[2]),
                ("second kicker", ranks[3]),
                ("third kicker", ranks[4]),
            )
        roles = ("highest card", "second card", "third card", "fourth card", "fifth card")
        return tuple(zip(roles, ranks, strict=True))

    def name_of(self, hand: Hand) -> str:
        d = [rank for _, rank in self.deciding(hand)]
        s, p = naming.singular, naming.plural
        cat = hand.category
        if cat == Category.FIVE_OF_A_KIND:
            return "five aces" if d[0] == 12 else f"five of a kind, {p(d[0])}"
        if cat == Category.STRAIGHT_FLUSH:
            return "royal flush" if d[0] == 12 else f"{s(d[0])}-high straight flush"
        if cat == Category.FOUR_OF_A_KIND:
            return f"four of a kind, {p(d[0])} with {naming.article(d[1])} {s(d[1])} kicker"
        if cat == Category.FULL_HOUSE:
            return f"full house, {p(d[0])} full of {p(d[1])}"
        if cat == Category.FLUSH:
            return f"{s(d[0])}-high flush"
        if cat == Category.STRAIGHT:
            return f"{s(d[0])}-high straight"
        if cat == Category.THREE_OF_A_KIND:
            return f"three of a kind, {p(d[0])} with {s(d[1])} and {s(d[2])} kickers"
        if cat == Category.TWO_PAIR:
            return f"two pair, {p(d[0])} and {p(d[1])} with {naming.article(d[2])} {s(d[2])} kicker"
        if cat == Category.ONE_PAIR:
            return f"pair of {p(d[0])} with {s(d[1])}, {s(d[2])} and {s(d[3])} kickers"
        return f"{s(d[0])}-high with {s(d[1])}, {s(d[2])}, {s(d[3])} and {s(d[4])}"


HIGH: Final = HighRanking()
"""The traditional high ranking."""

RANKINGS: Final[dict[str, Ranking]] = {HIGH.name: HIGH}
"""Every ranking by its canonical name."""

_LOOKUP: dict[str, Ranking] = {HIGH.name: HIGH}


def register(ranking: Ranking) -> Ranking:
    """Add a ranking to :data:`RANKINGS` so that it can be found by name."""
    RANKINGS[ranking.name] = ranking
    _LOOKUP[ranking.name] = ranking
    return ranking


_CHECKED: Final[dict[str, Callable[[Sequence[int]], int]]] = {}


def _normalize(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


def get_ranking(ranking: str | Ranking) -> Ranking:
    """The ranking with this name or alias (case, spaces and dashes ignored).

    >>> get_ranking("High")
    <Ranking high>
    """
    if isinstance(ranking, Ranking):
        return ranking
    if not isinstance(ranking, str):
        raise UnknownNameError(f"a ranking is named by a string, got {ranking!r}")
    found = _LOOKUP.get(ranking)
    if found is not None:
        return found
    wanted = _normalize(ranking)
    for candidate in RANKINGS.values():
        if wanted in {_normalize(candidate.name), *map(_normalize, candidate.aliases)}:
            if len(_LOOKUP) < 1000:
                _LOOKUP[ranking] = candidate
            return candidate
    known = ", ".join(RANKINGS)
    raise UnknownNameError(f"unknown ranking {ranking!r}; known rankings: {known}")


def evaluate(cards: CardsLike, ranking: str | Ranking = "high") -> Hand:
    """Rank a hand given as text or card codes: best five of five or more cards.

    >>> hand = evaluate("7c 7d 7h 2s 2d Ah Kh")
    >>> str(hand), hand.category.name
    ('full house, sevens full of deuces', 'FULL_HOUSE')
    """
    return get_ranking(ranking).evaluate(cards)


def strength(cards: Sequence[int], ranking: str | Ranking = "high") -> int:
    """The strength of a hand given as card codes (larger is stronger; equal ties).

    The fast scalar path: codes are looked up by value, so numpy integers work as well as
    ints. A code out of range, a repeated card or a wrong number of cards raises the same
    typed errors as :func:`evaluate`.

    >>> strength([51, 47, 43, 39, 35])  # the royal flush: the strongest high hand
    7462
    """
    checked = _CHECKED.get(ranking) if isinstance(ranking, str) else None
    if checked is None:
        checked = get_ranking(ranking).checked_strength
    return checked(cards)


def evaluate_array(
    cards: npt.ArrayLike, ranking: str | Ranking = "high", *, check: bool = True
) -> npt.NDArray[np.int32]:
    """Strengths of many hands at once: an (N, k) array of card codes to (N,) int32.

    Identical to :func:`strength` on every row. ``check=False`` skips the scan for
    duplicate cards (codes are still range-checked unless the array is already uint8).

    >>> import numpy as np
    >>> evaluate_array(np.array([[51, 47, 43, 39, 35], [0, 4, 8, 12, 21]])).tolist()
    [7462, 1]
    """
    return get_ranking(ranking).evaluate_array(cards, check=check)


def categories(strengths: npt.ArrayLike, ranking: str | Ranking = "high") -> npt.NDArray[np.uint8]:
    """The category number of each strength in an array (strengths as the batch API gives them).

    >>> categories([7462, 1]).tolist()
    [8, 0]
    """
    import numpy as np

    rk = get_ranking(ranking)
    values = np.asarray(strengths)
    if values.dtype.kind not in "iu":
        raise InvalidStrengthError(f"strengths must be integers, got {values.dtype} ({strengths!r:.60})")
    bounds = np.array(rk.category_bounds)
    top = rk.max_strength
    if values.size and (values.min() < bounds[0] or values.max() > top):
        bad = values[(values < bounds[0]) | (values > top)].flat[0]
        raise InvalidStrengthError(
            f"strength {int(bad)} is not a {rk.name} strength (they run from {int(bounds[0])} to {top})"
        )
    return (np.searchsorted(bounds, values, side="right") - 1).astype(np.uint8)
