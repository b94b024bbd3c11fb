"""Badugi: four cards, the largest set of cards with no rank and no suit in common.

A card plays only if its rank and its suit both differ from those of every other playing
card. The hand is the largest such set and, among sets of that size, the lowest one
(highest card compared first); more playing cards always win (``RULES.md``, "Badugi").
The set is chosen by searching every subset, never by a greedy rule, so A♣ A♦ 2♣ 3♦ is
the two-card A-2.

Two orders: :data:`BADUGI` with the ace low (the best hand is 4-3-2-A in four suits), and
:data:`BADUGI_ACE_HIGH`, the badugi half of Badeucy, with the deuce lowest and the ace
highest (best 5-4-3-2).

Strengths are 1..1,092, larger is better, read from one table entry per four-card hand
(see :mod:`pokerrank.tables.badugi`); the batch path is the generic indexed kernel
(:mod:`pokerrank.kernels.indexed`) over the same table, so the two always agree.

>>> import pokerrank
>>> hand = pokerrank.evaluate("Ac Ad 2c 3d", "badugi")
>>> str(hand), pokerrank.format_cards(hand.cards)
('two-card hand 2-A', '2c Ad')
>>> str(pokerrank.evaluate("4s 3h 2d Ac", "badugi"))
'four-card badugi 4-3-2-A'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cached_property
from math import comb
from typing import TYPE_CHECKING, Any, ClassVar, Final

from pokerrank.cards import Card, CardsLike
from pokerrank.hands import Hand
from pokerrank.rankings.base import LOW_ROLES, CategoryEnum, Ranking, as_card_array, check_flag_argument
from pokerrank.tables.lows import low_rank
from pokerrank.tables.store import load

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from pokerrank._compile import Family as KernelFamily
    from pokerrank.kernels.bundles import IndexedTables

__all__ = ["BADUGI", "BADUGI_ACE_HIGH", "Badugi", "BadugiAceHigh", "BadugiCategory"]

# Every non-empty subset of four positions, largest first.
_SUBSETS: Final = tuple(
    tuple(i for i in range(4) if mask >> i & 1) for mask in sorted(range(1, 16), key=lambda m: -m.bit_count())
)
_BINOM: Final = tuple(tuple(comb(c, r) for r in range(5)) for c in range(52))


class BadugiCategory(CategoryEnum):
    """Badugi categories, weakest first: how many cards play."""

    ONE_CARD_HAND = 0
    TWO_CARD_HAND = 1
    THREE_CARD_HAND = 2
    FOUR_CARD_BADUGI = 3
    """Four cards of four ranks and four suits: a badugi."""


class Badugi(Ranking):
    """Badugi with the ace low: exactly four cards, playing set found by search."""

    name = "badugi"
    title = "badugi (ace low)"
    aliases: ClassVar[tuple[str, ...]] = ("badugi-low", "badugi-ace-low")
    family = "badugi"
    roles = LOW_ROLES
    keyed = False
    table: ClassVar[str] = "badugi"
    """The shipped table: the value of each four-card hand by its colex index."""
    ace_high: ClassVar[bool] = False
    min_cards = 4
    max_cards = 4
    category_type = BadugiCategory
    category_bounds: ClassVar[tuple[int, ...]] = (1, 14, 92, 378)

    def evaluate(self, cards: CardsLike) -> Hand:
        """Parse and rank a hand (always a hand: the ranking has no qualifier)."""
        return self._evaluate(cards)

    def order_rank(self, rank: int) -> int:
        """The rank's place in this ranking's card order (larger is a higher card)."""
        return rank if self.ace_high else low_rank(rank)

    # -- scalar -----------------------------------------------------------------------

    @cached_property
    def _keyed(self) -> Callable[[Sequence[int]], int]:
        """Value of four distinct valid codes (trusted input), from the shipped table."""
        values = load(self.table)
        binom = _BINOM

        def indexed(codes: Sequence[int]) -> int:
            a, b, c, d = sorted(codes)
            return values[binom[a][1] + binom[b][2] + binom[c][3] + binom[d][4]]

        return indexed

    @cached_property
    def checked_strength(self) -> Callable[[Sequence[int]], int]:
        """Validate four card codes, then read the table: the fast path of :func:`strength`.

        >>> BADUGI.checked_strength([48, 49, 0, 5])  # A♣ A♦ 2♣ 3♦: the two-card A-2
        91
        """
        indexed = self._keyed
        codes_ok = self.codes

        def checked(codes: Sequence[int]) -> int:
            try:
                distinct = set(codes)
                ok = len(codes) == 4 and len(distinct) == 4 and distinct <= codes_ok and not isinstance(codes, str)
            except TypeError:  # not a sequence of codes at all
                ok = False
            if not ok or not all(type(c) is int for c in codes):  # plain ints, or the typed error
                codes = self.code_list(codes)
                self.check_codes(codes)
            return indexed(codes)

        return checked

    # -- batch ------------------------------------------------------------------------

    @cached_property
    def kernel_tables(self) -> tuple[npt.NDArray[Any], ...]:
        """(binomials, values) for :func:`pokerrank.kernels.indexed.evaluate_indexed`."""
        return tuple(self.indexed_tables)

    @cached_property
    def indexed_tables(self) -> IndexedTables:
        """The binomials (256 rows: a code past the deck reads a row of zeros, a wrong value
        and never a read outside the tables) and the value of every hand, as one bundle."""
        from pokerrank.kernels.bundles import indexed_tables

        return indexed_tables(load(self.table), 52, 4)

    def kernel_families(self, n_cards: int, *, check: bool = True) -> tuple[KernelFamily, ...]:
        """The kernel families :meth:`evaluate_array` runs: the Badugi evaluator, and the card
        checks when ``check``."""
        from pokerrank.kernels.families import BADUGI, VALIDATE

        return (VALIDATE, BADUGI) if check else (BADUGI,)

    def evaluate_array(self, cards: npt.ArrayLike, *, check: bool = True) -> npt.NDArray[np.int32]:
        """Strengths of the rows of an (N, 4) array of card codes.

        >>> import numpy as np
        >>> BADUGI.evaluate_array(np.array([[48, 1, 6, 11], [48, 49, 0, 5]])).tolist()
        [1092, 91]
        """
        import numpy as np

        from pokerrank._compile import prepare, run_split
        from pokerrank.kernels.bundles import frozen

        check = check_flag_argument(check)
        arr = as_card_array(cards, self, check=check)  # bad input refused before any compile
        prepare(*self.kernel_families(4, check=check))
        out = np.empty(arr.shape[0], dtype=np.int32)
        if arr.shape[0]:
            from pokerrank.kernels.indexed import evaluate_indexed

            rows, tables, combos = frozen(arr, np.uint8), self.indexed_tables, self.combos(4)
            run_split(
                len(rows),
                lambda start, stop: evaluate_indexed(rows[start:stop], combos, tables, out[start:stop]),
                min_size=20_000,
            )
        return out

    # -- the playing cards and names ----------------------------------------------------

    def playing_cards(self, cards: tuple[Card, ...], strength: int) -> tuple[Card, ...]:
        """The playing set, highest card first; the largest and then the lowest, by search.

        Among equal sets (they differ only by suit) the one with the higher card codes is
        shown.
        """
        order = self.order_rank
        best: tuple[Card, ...] = ()
        best_key: tuple[int, tuple[int, ...], tuple[int, ...]] | None = None
        for subset in _SUBSETS:
            chosen = [cards[i] for i in subset]
            if len({c >> 2 for c in chosen}) != len(chosen) or len({c & 3 for c in chosen}) != len(chosen):
                continue
            chosen.sort(key=lambda c: (order(c >> 2), int(c)), reverse=True)
            key = (len(chosen), tuple(-order(c >> 2) for c in chosen), tuple(int(c) for c in chosen))
            if best_key is None or key > best_key:
                best, best_key = tuple(chosen), key
        return best


class BadugiAceHigh(Badugi):
    """The badugi half of Badeucy: Badugi with the deuce lowest and the ace highest.

    >>> str(BADUGI_ACE_HIGH.evaluate("5s 4h 3d 2c"))
    'four-card badugi 5-4-3-2'
    """

    name = "badugi-ace-high"
    title = "badugi with the ace high (badeucy)"
    aliases: ClassVar[tuple[str, ...]] = ("badeucy-badugi", "badugi-a-high", "ace-high-badugi")
    table = "badugi_ace_high"
    ace_high = True


BADUGI: Final = Badugi()
"""Badugi, ace low."""
BADUGI_ACE_HIGH: Final = BadugiAceHigh()
"""Badugi with the ace high (Badeucy)."""
