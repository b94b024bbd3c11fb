"""The Ranking contract: tables, the shared scalar and batch evaluators, categories, roles.

A ranking is data for one evaluator. A *keyed* ranking (every ranking but Badugi) is a rank
table, an optional flush table and a flush mode for the keyed kernel
(:mod:`pokerrank.kernels.keyed`); an *indexed* ranking (Badugi) is one value per hand for the
indexed kernel (:mod:`pokerrank.kernels.indexed`). Each ranking also declares, as data, its
family (high, low or badugi), its categories and the *role* of each rank that decides inside a
category (``higher_pair``, ``pair_kicker``, ``low_next_card``, ...): :meth:`Ranking.deciding`
and the words of :mod:`pokerrank.i18n` both read that one table.

>>> import pokerrank
>>> hand = pokerrank.evaluate("Kh Kd 9s 9c 2h")
>>> hand.ranking.deciding(hand)
(('higher_pair', 11), ('second_pair', 7), ('two_pair_kicker', 0))
"""

from __future__ import annotations

import sys
from abc import ABC, abstractmethod
from bisect import bisect_right
from collections.abc import Callable, Mapping, Sequence, Sized
from enum import IntEnum
from functools import cached_property
from itertools import combinations, islice
from numbers import Integral
from typing import TYPE_CHECKING, Any, ClassVar, Final, Literal

from pokerrank._checks import check_array_input, check_flag, plainly
from pokerrank.cards import JOKER, MAX_CARDS, MAX_HANDS, Card, CardsLike, LookupEnum, format_cards, parse_cards
from pokerrank.errors import ArgumentError, DuplicateCardError, HandSizeError, InvalidCardError, InvalidStrengthError
from pokerrank.hands import Hand
from pokerrank.registry import shorten
from pokerrank.tables import hashing
from pokerrank.tables.hashing import FLUSH_IGNORED, FLUSH_REPLACES
from pokerrank.tables.store import load

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from pokerrank._compile import Family as KernelFamily
    from pokerrank.kernels.bundles import KeyedTables
    from pokerrank.rankings import HandCategory

__all__ = [
    "HIGH_ROLES",
    "LOW_ROLES",
    "CategoryEnum",
    "Family",
    "Ranking",
    "as_card_array",
    "check_card_array",
    "natural_order",
]


class CategoryEnum(IntEnum, metaclass=LookupEnum):
    """The base of every ranking's categories: an ``IntEnum`` (weakest first, so categories
    compare as their hands do) that prints as its name.

    ``str()`` and f-strings give ``Category.STRAIGHT_FLUSH`` on every Python version (a
    plain ``IntEnum`` prints ``8`` from Python 3.11 on, which reads like a strength); the
    number is ``int(category)`` or ``category.value``, and the words a player would say are
    :meth:`pokerrank.hands.Hand.describe`.

    >>> import pokerrank
    >>> category = pokerrank.evaluate("As Ks Qs Js Ts").category
    >>> print(category)
    Category.STRAIGHT_FLUSH
    >>> f"{category}", f"{category:d}", int(category), category > category.FLUSH
    ('Category.STRAIGHT_FLUSH', '8', 8, True)
    """

    def __str__(self) -> str:
        return f"{type(self).__name__}.{self.name}"

    @classmethod
    def _missing_(cls, value: object) -> CategoryEnum:
        numbers = f"{min(cls).value} to {max(cls).value}"
        raise InvalidStrengthError(f"no {cls.__name__} {shorten(value)}: its categories are numbered {numbers}")

    def __format__(self, spec: str) -> str:
        # a spec with a number's presentation type (``d``, ``x``, ``.1f``) formats the
        # number; any other (none, ``>20``), the name, as str() does
        if spec and spec[-1] in "bcdoxXneEfFgG%":
            return int.__format__(int(self), spec)
        return format(str(self), spec)


Family = Literal["high", "low", "badugi"]
"""How a ranking's words go: ``high`` (higher ranks win), ``low`` (lower ranks win, the
hand named by its highest card), ``badugi`` (a low counted by how many cards play)."""

_CARD_ROLES: Final = ("highest_card", "next_card", "next_card", "next_card", "next_card")
HIGH_ROLES: Final[Mapping[str, tuple[str, ...]]] = {
    "FIVE_OF_A_KIND": ("five_of_a_kind",),
    "STRAIGHT_FLUSH": ("top_card",),
    "STRAIGHT": ("top_card",),
    "FOUR_OF_A_KIND": ("quads", "quads_kicker"),
    "FULL_HOUSE": ("full_trips", "full_pair"),
    "THREE_OF_A_KIND": ("trips", "trips_kicker", "trips_kicker"),
    "TWO_PAIR": ("higher_pair", "second_pair", "two_pair_kicker"),
    "ONE_PAIR": ("pair", "pair_kicker", "pair_kicker", "pair_kicker"),
    "FLUSH": _CARD_ROLES,
    "HIGH_CARD": _CARD_ROLES,
}
"""The role of each deciding rank, by category, where the higher rank wins."""
LOW_ROLES: Final[Mapping[str, tuple[str, ...]]] = {
    category: tuple(f"low_{role}" for role in roles) for category, roles in HIGH_ROLES.items()
}
"""The same roles where the lower rank wins (every low, and Badugi)."""
_UNPAIRED_LOW: Final = ("low_highest_card", "low_next_card", "low_next_card", "low_next_card", "low_next_card")


class _ScalarKernel:
    """The pure-Python twin of :func:`pokerrank.kernels.keyed._finish` for one ranking.

    ``keyed(codes)`` values up to seven trusted codes as a whole; ``finish(key, codes)``
    values cards whose keys are already summed (with the flush counters started), which lets
    a caller build keys from parts (Omaha's hole pairs and board triples).
    """

    __slots__ = ("by_key", "card_keys", "flush_values", "mask", "replaces", "special", "wild_codes")

    def __init__(
        self, card_keys: Sequence[int], by_key: dict[int, int], flush_values: Sequence[int] | None, flush_mode: int
    ) -> None:
        self.card_keys = card_keys
        self.by_key = by_key
        self.flush_values = flush_values
        self.replaces = flush_mode == FLUSH_REPLACES
        self.wild_codes = frozenset(code for code, key in enumerate(card_keys) if key >> hashing.WILD_SHIFT)
        self.special = hashing.FLUSH_BITS | (15 << hashing.WILD_SHIFT)
        """Key bits that need more than one table read: a flushing suit or a wild card."""
        self.mask = _LOOKUP_MASK
        """The key bits that index :attr:`by_key`: the rank counters and the wild counter."""

    def _suit_mask(self, codes: Sequence[int], suit: int) -> int:
        mask = 0
        for c in codes:
            if c & 3 == suit and c not in self.wild_codes:
                mask |= 1 << (c >> 2)
        return mask

    def keyed(self, codes: Sequence[int]) -> int:
        key = hashing.FLUSH_INIT
        card_keys = self.card_keys
        for c in codes:
            key += card_keys[c]
        return self.finish(key, codes)

    def finish(self, key: int, codes: Sequence[int]) -> int:
        value: int = self.by_key[key & self.mask]
        flush_values = self.flush_values
        if flush_values is None or not key & self.special:
            return value
        wild = key >> hashing.WILD_SHIFT
        if not wild:
            # bit 3 of suit s's counter is bit SUIT_SHIFT + 4s + 3: bit_length() is one more
            suit = ((key & hashing.FLUSH_BITS).bit_length() - hashing.SUIT_SHIFT - 4) >> 2
            flush_value = flush_values[self._suit_mask(codes, suit)]
            if self.replaces or flush_value > value:
                value = flush_value
            return value
        for suit in range(4):
            if ((key >> (hashing.SUIT_SHIFT + 4 * suit)) & 15) + wild >= 8:
                flush_value = flush_values[(wild << 13) + self._suit_mask(codes, suit)]
                if self.replaces or flush_value > value:
                    value = flush_value
        return value


_LOOKUP_MASK: Final = hashing.RANK_MASK | (15 << hashing.WILD_SHIFT)


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


_CARD_KEYS: Final = hashing.card_keys()


def natural_order(cards: Sequence[Card], rank_order: Callable[[int], int]) -> tuple[Card, ...]:
    """Cards as a dealer lays them out: bigger groups first, then higher cards in the ranking's
    order (``rank_order`` maps a rank to its place, larger is higher), then by code.

    >>> from pokerrank.cards import parse_cards
    >>> " ".join(map(str, natural_order(parse_cards("4c Kd 4h Ks Ac"), lambda rank: rank)))
    'Ks Kd 4h 4c Ac'
    """
    counts: dict[int, int] = {}  # (a dict, not a Counter: this runs for every hand whose cards are shown)
    for card in cards:
        rank = int(card) >> 2
        counts[rank] = counts.get(rank, 0) + 1
    return tuple(sorted(cards, key=lambda c: (counts[int(c) >> 2], rank_order(int(c) >> 2), int(c)), reverse=True))


class Ranking(ABC):
    """A rule set for ranking hands: declared data plus the shared scalar and batch evaluators.

    A keyed ranking sets ``rank_table`` (and ``flush_table``, ``flush_mode``) and implements
    :meth:`playing_cards`; everything else follows from its data. ``family`` and ``roles``
    say how its hands are compared and named (see :mod:`pokerrank.verdicts`).
    """

    name: ClassVar[str]
    title: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    family: ClassVar[Family] = "high"
    roles: ClassVar[Mapping[str, tuple[str, ...]]] = HIGH_ROLES
    """Category name -> the role key of each deciding rank (see :meth:`deciding`)."""
    keyed: ClassVar[bool] = True
    """Whether the keyed kernel evaluates the ranking (rank table, flush table, flush mode)."""
    rank_table: ClassVar[str]
    flush_table: ClassVar[str | None] = None
    flush_mode: ClassVar[int] = FLUSH_IGNORED
    min_cards: ClassVar[int] = 5
    max_cards: ClassVar[int] = 9
    category_type: ClassVar[type[HandCategory]]
    category_bounds: ClassVar[tuple[int, ...]]
    """The lowest strength of each category, in category order."""
    jokers: ClassVar[int] = 0
    """How many jokers (code 52) the ranking's deck may hold."""
    wild_codes: ClassVar[frozenset[int]] = frozenset()
    """Card codes that are wild under this ranking."""
    first_code: ClassVar[int] = 0
    """The lowest card code in the ranking's deck (24, the six of clubs, for the short deck)."""
    deck_description: ClassVar[str] = "52-card deck"

    @cached_property
    def card_keys(self) -> list[int]:
        """The additive key of each card code the ranking accepts (wild cards: the wild counter)."""
        wild = 1 << hashing.WILD_SHIFT
        return [wild if code in self.wild_codes else key for code, key in enumerate(_CARD_KEYS)] + [wild] * self.jokers

    @cached_property
    def max_strength(self) -> int:
        """The largest strength of the ranking (its best hand)."""
        if not self.keyed:
            return int(self.kernel_tables[-1].max())
        flush = max(load(self.flush_table)) if self.flush_table else 0
        return max(max(load(self.rank_table)), flush)

    @cached_property
    def codes(self) -> frozenset[int]:
        """Every card code the ranking accepts."""
        return frozenset(range(self.first_code, 52 + self.jokers))

    @property
    def is_wild(self) -> bool:
        """Whether a card can be wild under this ranking (a joker in the deck, or wild deuces)."""
        return bool(self.jokers or self.wild_codes)

    # -- scalar -----------------------------------------------------------------------

    @cached_property
    def _by_key(self) -> dict[int, int]:
        """The rank table as a dict from key (rank key plus wild counter) to value."""
        return _table_dict(load(self.rank_table))

    @cached_property
    def scalar(self) -> _ScalarKernel:
        """The scalar kernel of a keyed ranking (trusted input)."""
        flush_values = load(self.flush_table) if self.flush_table else None
        return _ScalarKernel(self.card_keys, self._by_key, flush_values, self.flush_mode)

    @cached_property
    def _keyed(self) -> Callable[[Sequence[int]], int]:
        """Value of up to seven cards as a whole (trusted input): the scalar kernel."""
        return self.scalar.keyed

    @cached_property
    def checked_strength(self) -> Callable[[Sequence[int]], int]:
        """Validate card codes, then evaluate: the fast path of :func:`pokerrank.strength`."""
        keyed = self._keyed
        lo, hi = self.min_cards, self.max_cards
        direct = min(hi, hashing.MAX_KEYED_CARDS) if self.flush_mode != FLUSH_REPLACES else 5

        # Inline fast path for the common case (valid codes, whole hand, no flush, no wild
        # card): one loop sums the keys, a dict lookup of a code outside the deck fails, and
        # a presence bit per card above bit 64 finds a repeat (two of one card carry into the
        # next bit, so fewer bits are set than there are cards). Anything else goes through
        # the full checks and evaluator.
        key_of = {code: self.card_keys[code] | (1 << (64 + code)) for code in self.codes}
        by_key = self._by_key
        init, special = hashing.FLUSH_INIT, hashing.FLUSH_BITS | (15 << hashing.WILD_SHIFT)
        lookup_mask = hashing.RANK_MASK | (15 << hashing.WILD_SHIFT)

        # A dict finds True as 1 and 1.0, Decimal(1) or Fraction(1) as 1 too (equal values hash
        # alike): the fast path takes only the int types it has seen pass code_list (int, and
        # numpy's integers once met), anything else goes the slow way and gets the typed error.
        int_types = {int}

        def slow(codes: Sequence[int]) -> int:
            given = codes
            codes = self.code_list(codes)
            self.check_codes(codes)
            if not isinstance(given, str):
                int_types.update(type(c) for c in given)  # Integral and not bool: code_list said so
            if len(codes) <= direct:
                return keyed(codes)
            return self.strength_of(codes)

        # The hands of seven and five cards (most calls) are unpacked and summed in one
        # expression, their types checked in one chain of ``type(x) is int``: no loop to run,
        # which pays for the type check (a loop with the check per card was about 20% slower
        # than a loop without it).
        fast7 = lo <= 7 <= direct
        fast5 = lo <= 5 <= direct

        def checked(codes: Sequence[int]) -> int:
            try:
                n = len(codes)
                if n == 7 and fast7:
                    a, b, c, d, e, f, g = codes
                    if not (
                        type(a) is int
                        and type(b) is int
                        and type(c) is int
                        and type(d) is int
                        and type(e) is int
                        and type(f) is int
                        and type(g) is int
                    ):
                        return loop(codes, n)
                    key = init + key_of[a] + key_of[b] + key_of[c] + key_of[d] + key_of[e] + key_of[f] + key_of[g]
                elif n == 5 and fast5:
                    a, b, c, d, e = codes
                    if not (type(a) is int and type(b) is int and type(c) is int and type(d) is int and type(e) is int):
                        return loop(codes, n)
                    key = init + key_of[a] + key_of[b] + key_of[c] + key_of[d] + key_of[e]
                else:
                    return loop(codes, n)
            except (KeyError, TypeError, ValueError):  # a bad code, or not a sequence of codes at all
                return slow(codes)
            if (key >> 64).bit_count() != n:
                return slow(codes)
            if key & special:  # a flush or a wild card: bit arithmetic on the codes, plain ints here
                return keyed(codes)
            return by_key[key & lookup_mask]

        def loop(codes: Sequence[int], n: int) -> int:
            """Any other size, or codes of another int type (numpy's, once code_list saw them)."""
            try:
                key = init
                for c in codes:
                    if c.__class__ not in int_types:
                        raise TypeError  # a bool, a float, a Decimal: the slow path names it
                    key += key_of[c]
            except (KeyError, TypeError):  # a bad code, or not a sequence of codes at all
                return slow(codes)
            if (key >> 64).bit_count() != n or not lo <= n <= direct or isinstance(codes, str):
                return slow(codes)
            if key & special:  # a flush or a wild card: bit arithmetic on the codes, so plain ints
                return keyed(codes if all(type(c) is int for c in codes) else self.code_list(codes))
            return by_key[key & lookup_mask]

        return checked

    def check_codes(self, codes: Sequence[int]) -> None:
        """Raise the precise error unless ``codes`` are a valid hand of distinct codes in the deck."""
        n = len(codes)
        distinct = set(codes)
        if len(distinct) != n or not distinct <= self.codes or not self.min_cards <= n <= self.max_cards:
            self.check_size(n)
            self.parse(list(codes))  # raises the precise error for a bad code or a duplicate
            raise InvalidCardError(f"cards {shorten(list(codes))} are not valid for the {self.name} ranking")

    def code_list(self, codes: object) -> list[int]:
        """Card codes as a list of plain ints (numpy integers included; text is parsed).

        Anything else (a bool, a float, None) raises :class:`InvalidCardError` naming the
        culprit; the codes' range and repeats are checked by the caller.

        >>> import numpy as np
        >>> from pokerrank import HIGH
        >>> HIGH.code_list(np.array([51, 47], dtype=np.uint8)), HIGH.code_list("As Ks")
        ([51, 47], [51, 47])
        """
        if isinstance(codes, str):
            return [int(card) for card in self.parse(codes)]
        try:
            items = codes if isinstance(codes, (list, tuple)) else list(islice(codes, MAX_CARDS + 1))  # type: ignore[call-overload]
        except TypeError:
            raise InvalidCardError(f"strength() takes a sequence of card codes, got {plainly(codes)}") from None
        if len(items) > MAX_CARDS:
            raise InvalidCardError(f"at most {MAX_CARDS:,} cards are read at once, got more in {shorten(codes)}")
        out = []
        for position, item in enumerate(items, 1):
            if isinstance(item, Integral) and not isinstance(item, bool):
                out.append(int(item))
            else:
                raise InvalidCardError(f"card at position {position} must be an int code, got {plainly(item)}")
        return out

    def combo_size(self, n_cards: int) -> int | None:
        """The size of the card combinations evaluated, or None for the hand as a whole."""
        if self.flush_mode == FLUSH_REPLACES:
            return None if n_cards == 5 else 5
        return None if n_cards <= hashing.MAX_KEYED_CARDS else hashing.MAX_KEYED_CARDS

    def strength_of(self, codes: Sequence[int]) -> int:
        """Strength of distinct valid card codes (trusted input; see :func:`pokerrank.strength`)."""
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
        """Parse cards for this ranking: jokers only where its deck has them, only its deck's cards."""
        parsed = parse_cards(cards, jokers=self.jokers > 0)
        jokers = sum(1 for c in parsed if c >= JOKER)
        if jokers > self.jokers:
            raise InvalidCardError(
                f"{jokers} jokers in {format_cards(parsed)!r}, but the {self.name} ranking's deck has {self.jokers}"
            )
        for card in parsed:
            if card < self.first_code:
                raise InvalidCardError(f"card {str(card)!r} is not in the {self.deck_description}")
        return parsed

    def evaluate(self, cards: CardsLike) -> Hand | None:
        """Parse and rank a hand: a :class:`~pokerrank.hands.Hand`, or ``None`` where the
        ranking has a qualifier the cards miss (an eight-or-better low that fails).

        Every ranking without a qualifier (:data:`pokerrank.rankings.PlainRanking`) narrows
        this to ``-> Hand``, so type checkers know when ``None`` cannot come back.

        >>> from pokerrank import HIGH
        >>> str(HIGH.evaluate("Ah Ad Kc Ks 4d 4c 2s"))
        'two pair, aces and kings with a four kicker'
        """
        return self._evaluate(cards)

    def _evaluate(self, cards: CardsLike) -> Hand:
        """Parse and rank a hand: always a Hand (an eight-or-better hand without a low has
        strength 0)."""
        parsed = self.parse(cards)
        self.check_size(len(parsed))
        return Hand._trusted(self, self.strength_of(parsed), parsed)

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

    @cached_property
    def keyed_tables(self) -> KeyedTables:
        """The ranking's tables as the keyed kernels take them (one read-only bundle, tables
        indexed by card code padded to 256 entries)."""
        from pokerrank.kernels.bundles import keyed_tables

        flush = load(self.flush_table) if self.flush_table else None
        return keyed_tables(self.card_keys, load("displacement"), load(self.rank_table), flush, self.flush_mode)

    def combos(self, n_cards: int) -> npt.NDArray[np.intp]:
        """The column combinations the kernel evaluates for hands of ``n_cards`` (read-only)."""
        from pokerrank.kernels.bundles import frozen

        size = self.combo_size(n_cards)
        if size is None:
            return frozen([list(range(n_cards))], "intp")
        return frozen(list(combinations(range(n_cards), size)), "intp")

    def kernel_families(self, n_cards: int, *, check: bool = True) -> tuple[KernelFamily, ...]:
        """The kernel families :meth:`evaluate_array` runs for hands of ``n_cards`` (compiled on
        first use: see :mod:`pokerrank.kernels.families`).

        >>> from pokerrank import HIGH
        >>> [f.name for f in HIGH.kernel_families(7)], [f.name for f in HIGH.kernel_families(9)]
        (['hands'], ['validate', 'combos'])
        """
        from pokerrank.kernels.families import COMBOS, HANDS, VALIDATE

        if self.combo_size(n_cards) is None:
            return (HANDS,)  # its own pass checks the cards
        return (VALIDATE, COMBOS) if check else (COMBOS,)

    def evaluate_array(self, cards: npt.ArrayLike, *, check: bool = True) -> npt.NDArray[np.int32]:
        """Strengths of the rows of an (N, k) array of card codes.

        With ``check=False`` the rows are trusted (no scan for repeated cards); a code
        outside the deck then gives a wrong strength, never a crash.
        """
        import numpy as np

        from pokerrank._compile import prepare, run_split
        from pokerrank.kernels.bundles import frozen

        check = check_flag_argument(check)
        arr = as_card_array(cards, self, check=False)
        out = np.empty(arr.shape[0], dtype=np.int32)
        if not arr.shape[0]:
            return out
        rows, tables = frozen(arr, np.uint8), self.keyed_tables
        prepare(*self.kernel_families(arr.shape[1], check=check))
        if self.combo_size(arr.shape[1]) is None:
            from pokerrank.kernels.keyed import evaluate_rows

            def run(start: int, stop: int) -> int:
                return int(evaluate_rows(rows[start:stop], tables, check, out[start:stop]))

            if any(bad >= 0 for bad in run_split(len(rows), run)):
                check_card_array(arr, tables.n_codes)  # raises the precise error
        else:
            if check:
                check_card_array(arr, tables.n_codes)
            from pokerrank.kernels.keyed import evaluate_combos

            combos = self.combos(arr.shape[1])
            run_split(
                len(rows),
                lambda start, stop: evaluate_combos(rows[start:stop], combos, tables, out[start:stop]),
                min_size=5_000,
            )
        return out

    # -- categories and what decides ----------------------------------------------------

    def category(self, strength: int) -> HandCategory:
        """The category of a strength."""
        return self._categories[max(bisect_right(self.category_bounds, strength) - 1, 0)]

    @cached_property
    def _categories(self) -> tuple[HandCategory, ...]:
        return tuple(self.category_type(i) for i in range(len(self.category_bounds)))

    def check_strength(self, strength: object) -> int:
        """``strength`` as an int if the ranking produces it, else :class:`InvalidStrengthError`."""
        if isinstance(strength, bool) or not isinstance(strength, Integral):
            raise InvalidStrengthError(f"a strength is an int, got {plainly(strength)}")
        value = int(strength)
        if not self.category_bounds[0] <= value <= self.max_strength:
            raise InvalidStrengthError(
                f"strength {value} is not a {self.name} strength "
                f"(they run from {self.category_bounds[0]} to {self.max_strength})"
            )
        return value

    @abstractmethod
    def playing_cards(self, cards: tuple[Card, ...], strength: int) -> tuple[Card, ...]:
        """The cards that make ``strength`` out of ``cards``, in the ranking's natural order:
        bigger groups first, then higher cards in the ranking's order (straights from the top)."""

    def best_five(self, cards: tuple[Card, ...], strength: int) -> tuple[Card, ...]:
        """The five of ``cards`` that make ``strength``; where several fives are equal (they
        differ only by suit) the one with the highest cards by code, which is the one shown
        and the one whose cards decide a stud odd chip (RULES.md)."""
        if len(cards) <= 5:
            return tuple(cards)
        for five in combinations(sorted(cards, reverse=True), 5):
            if self._keyed(five) == strength:
                return five
        raise AssertionError(f"no five of {format_cards(cards)} make strength {strength}")  # pragma: no cover

    def deciding_ranks(self, hand: Hand) -> tuple[int, ...]:
        """The ranks that decide inside the hand's category, in the order they are compared.

        From the playing cards in their natural order: a straight's top card, else the
        rank of each group (four of a kind and its kicker, the two pairs and the kicker,
        every card of a hand without a pair).
        """
        ranks = [int(c) >> 2 for c in hand.cards]
        if hand.category.name in ("STRAIGHT", "STRAIGHT_FLUSH"):
            return (ranks[0],)
        return tuple(r for i, r in enumerate(ranks) if i == 0 or r != ranks[i - 1])

    def roles_of(self, category: IntEnum) -> tuple[str, ...]:
        """The role key of each deciding rank of a category (see :attr:`roles`)."""
        found = self.roles.get(category.name)
        if found is not None:
            return found
        return _UNPAIRED_LOW if self.family != "high" else _CARD_ROLES  # "SEVEN_LOW", "FOUR_CARD_BADUGI"

    def deciding(self, hand: Hand) -> tuple[tuple[str, int], ...]:
        """The (role key, rank) pairs that decide between hands of one category, in order.

        Role keys are the rule keys of :mod:`pokerrank.verdicts` and the catalogs
        (``quads``, ``higher_pair``, ``pair_kicker``, ``low_next_card``, ...); in a low
        family the lower rank wins each comparison.
        """
        ranks = self.deciding_ranks(hand)
        roles = self.roles_of(hand.category)
        return tuple(zip(roles, ranks, strict=False))

    # -- words (the catalogs of pokerrank.i18n) -----------------------------------------

    def describe(self, hand: Hand, lang: str | None = "en") -> str:
        """The hand's name in a language (see :func:`pokerrank.describe`)."""
        from pokerrank.i18n import describe

        return describe(hand, lang)

    def __repr__(self) -> str:
        return f"<Ranking {self.name}>"

    def __reduce_ex__(self, protocol: Any) -> Any:
        """A registered ranking pickles as its name: it unpickles as the one registered object
        of the process that reads it (a Dask worker, a process pool), so ``is`` and the caches
        keyed by ranking hold there too. Others pickle as objects do."""
        if _registered(self.name) is self:
            return _registered, (self.name,)
        return super().__reduce_ex__(protocol)


def _registered(name: str) -> Ranking | None:
    """The registered ranking called ``name``, or None."""
    from pokerrank.rankings import REGISTRY

    found = REGISTRY.find(name)
    return None if found is None else REGISTRY.get(found)


def check_flag_argument(check: object) -> bool:
    """The ``check`` argument of the batch paths as a bool (a kernel would fail to compile for
    anything else, and a Python test would read ``{}`` as False: unchecked)."""
    if check is True or check is False:
        return check
    return check_flag(check, "evaluate_array(): check", error=ArgumentError)


def as_card_array(cards: npt.ArrayLike, ranking: Ranking, *, check: bool = True) -> npt.NDArray[np.uint8]:
    """Validate an (N, k) array of card codes for ``ranking``; return it C-contiguous uint8.

    Codes outside the ranking's deck are refused whatever ``check`` says (an out-of-range
    code would read outside the tables); ``check`` adds the scan for repeated cards.
    """
    import numpy as np

    if not isinstance(cards, np.ndarray) and isinstance(cards, Sized) and _length(cards) > MAX_HANDS:
        raise InvalidCardError(f"at most {MAX_HANDS:,} hands are read from a list at once, got {shorten(cards)}")
    check_array_input(cards, "the hands' card codes", error=InvalidCardError)  # [range(10**12)]
    try:
        arr = np.asarray(cards)
    except ValueError:  # a ragged list of rows
        raise HandSizeError("expected a 2-D (hands, cards) array of card codes; the rows differ in length") from None
    if arr.ndim != 2:
        raise HandSizeError(f"expected a 2-D (hands, cards) array of card codes, got shape {arr.shape}")
    ranking.check_size(arr.shape[1])
    if arr.dtype.kind not in "iu":
        raise InvalidCardError(f"card codes must be integers, got an array of {arr.dtype}")
    lowest, top = ranking.first_code, 51 + ranking.jokers
    # uint8 codes above the deck are caught by the kernels' own check (the fast path); other
    # dtypes are range-checked here, before they are narrowed to uint8.
    scan = arr.dtype != np.uint8 or lowest > 0
    if scan and arr.size and (arr.min() < lowest or arr.max() > top):
        row, column = np.argwhere((arr < lowest) | (arr > top))[0]
        code = int(arr[row, column])
        if 0 <= code < lowest:
            raise InvalidCardError(
                f"card {str(Card(code))!r} at row {row}, column {column} is not in the {ranking.deck_description}"
            )
        raise InvalidCardError(f"card code {code} at row {row}, column {column} is out of range {lowest}-{top}")
    arr = np.ascontiguousarray(arr, dtype=np.uint8)
    if check:
        check_card_array(arr, 52 + ranking.jokers)
    return arr


def _length(cards: Sized) -> int:
    """``len(cards)``, or more than any limit where it overflows (``range(10**20)``)."""
    try:
        return len(cards)
    except OverflowError:
        return sys.maxsize


def check_card_array(arr: npt.NDArray[np.uint8], n_codes: int = 52) -> None:
    """Raise the precise error for the first row with a bad code or a repeated card."""
    if not arr.size:
        return
    from pokerrank.kernels.validate import DUPLICATE

    row, column, problem = first_invalid(arr, n_codes)
    if row >= 0:
        card = int(arr[row, column])
        if problem == DUPLICATE:
            raise DuplicateCardError(f"duplicate card {str(Card(card))!r} in row {row} (column {column})")
        raise InvalidCardError(f"card code {card} at row {row}, column {column} is out of range 0-{n_codes - 1}")


def first_invalid(arr: npt.NDArray[Any], n_codes: int) -> tuple[int, int, int]:
    """(row, column, problem) of the first card of a C-contiguous uint8 (N, k) array that is
    ``n_codes`` or more or repeats an earlier card of its row, or (-1, -1, OK): one pass, cut
    into ranges over the threads (:mod:`pokerrank.kernels.validate`)."""
    import numpy as np

    from pokerrank._compile import prepare, run_split
    from pokerrank.kernels.bundles import frozen
    from pokerrank.kernels.families import VALIDATE

    prepare(VALIDATE)
    from pokerrank.kernels.validate import OK, first_invalid_row

    rows = frozen(arr, np.uint8)

    def scan(start: int, stop: int) -> tuple[int, int, int]:
        row, column, problem = first_invalid_row(rows[start:stop], n_codes)
        return (start + row, column, problem) if row >= 0 else (-1, -1, OK)

    return next((found for found in run_split(len(rows), scan, min_size=200_000) if found[0] >= 0), (-1, -1, OK))
