"""Starting-hand classes: the 169 of Hold'em (AA, AKs, AKo, ...), the 81 of short-deck.

Two hole cards fall into one class by their ranks and whether they share a suit. The
classes are laid out as the usual 13 x 13 grid (9 x 9 in short-deck), ranks from the ace
down: pairs on the diagonal, suited hands above it, offsuit hands below it. Classes are
numbered in that grid's row-major order, so ``AA, AKs, AQs, ..., A2s, AKo, KK, KQs, ...``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from pokerrank._checks import plainly, shorten
from pokerrank.errors import RangeError

__all__ = ["ClassSet", "class_of_text", "class_set", "combo_text"]

_RANK_CHARS = "23456789TJQKA"
_MOST_LISTED = 100_000
"""The most items a list of starting-hand classes is read (the same class may come again)."""


@dataclass(frozen=True)
class ClassSet:
    """The starting-hand classes of one deck.

    ``ranks``: rank indexes (deuce = 0) from the highest down; ``names``: class names in
    grid order; ``combos[k]``: the (high card, low card) code pairs of class ``k``, each
    pair once; ``deck``: the deck's card codes, ascending.
    """

    ranks: tuple[int, ...]
    names: tuple[str, ...]
    combos: tuple[tuple[tuple[int, int], ...], ...]
    deck: tuple[int, ...]

    @property
    def size(self) -> int:
        """The side of the grid (13 for Hold'em, 9 for short-deck)."""
        return len(self.ranks)

    def index(self, name: str) -> int:
        """The number of the class ``name`` (``"AKs"``, ``"aks"``, ``"TT"``, ``"72o"``)."""
        key = _normal(name)
        try:
            return self._positions()[key]
        except KeyError:
            known = f"{self.names[0]} ... {self.names[-1]}"
            raise RangeError(
                f"unknown starting-hand class {shorten(name)}: expected a pair such as 'TT' or two ranks with 's' "
                f"(suited) or 'o' (offsuit), such as 'AKs' or '72o', from this deck's classes ({known})"
            ) from None

    def cell(self, k: int) -> tuple[int, int]:
        """The (row, column) of class ``k`` in the grid."""
        return divmod(k, self.size)

    def _positions(self) -> dict[str, int]:
        return _positions(self.names)

    def class_of(self, a: int, b: int) -> int:
        """The class of the two card codes ``a`` and ``b``."""
        return _class_of(self, a, b)

    def select(self, hands: str | Iterable[str] | None) -> tuple[int, ...]:
        """Class numbers for ``hands``: None for every class, class names, or a range text.

        A range text (``"QQ+, AKs"``) is read by :func:`pokerrank.parse_range`; every class
        it names must be whole (not one combination of it) and in this deck.
        """
        if hands is None:
            return tuple(range(len(self.names)))
        if isinstance(hands, str):
            return self._from_range(hands)
        try:
            items = iter(hands) if not isinstance(hands, (bytes, bytearray)) else None
        except TypeError:  # not a list of names at all
            items = None
        if items is None:
            raise RangeError(f"hands are a range text such as 'QQ+, AKs' or a list of classes, got {plainly(hands)}")
        picked: list[int] = []
        for count, name in enumerate(
            items
        ):  # (read one by one: an endless list ends at the first non-name or the bound)
            if count >= _MOST_LISTED:
                raise RangeError(
                    f"a list of at most {_MOST_LISTED:,} starting-hand classes, got more in {plainly(hands)}"
                )
            if not isinstance(name, str):
                raise RangeError(f"a starting-hand class is a string such as 'AKs', got {plainly(name)}")
            k = self.index(name)
            if k not in picked:
                picked.append(k)
        if not picked:
            raise RangeError("no starting-hand class given: name at least one, such as 'AA'")
        return tuple(sorted(picked))

    def _from_range(self, text: str) -> tuple[int, ...]:
        from pokerrank.ranges import parse_range

        if text.strip().lower() in ("all", "random", "any", "100%"):
            return tuple(range(len(self.names)))
        if text.strip() and all(_is_class_name(part) for part in text.replace(",", " ").split()):
            return self.select(text.replace(",", " ").split())
        parsed = parse_range(text)
        if any(w != 1.0 for w in parsed.weights):
            raise RangeError(f"tables are by whole starting-hand classes: drop the weights in {shorten(text)}")
        by_class: dict[int, set[tuple[int, int]]] = {}
        in_deck = set(self.deck)
        outside = 0
        for a, b in parsed.combos:
            if a not in in_deck or b not in in_deck:
                outside += 1
                continue
            k = _class_of(self, a, b)
            by_class.setdefault(k, set()).add((max(a, b), min(a, b)))
        for k, seen in by_class.items():
            if len(seen) != len(self.combos[k]):
                raise RangeError(
                    f"tables are by whole starting-hand classes: {shorten(text)} holds {len(seen)} of the "
                    f"{len(self.combos[k])} combinations of {self.names[k]}"
                )
        if not by_class:
            why = " (its cards are not in this deck)" if outside else ""
            raise RangeError(f"the range {shorten(text)} holds no starting-hand class{why}")
        return tuple(sorted(by_class))


def _normal(name: str) -> str:
    text = name.strip().upper().replace("10", "T")
    if len(text) == 3:
        text = text[:2] + text[2].lower()
    return text


def _is_class_name(text: str) -> bool:
    t = _normal(text)
    if len(t) == 2:
        return t[0] in _RANK_CHARS and t[0] == t[1]
    return len(t) == 3 and t[0] in _RANK_CHARS and t[1] in _RANK_CHARS and t[0] != t[1] and t[2] in "so"


@cache
def _positions(names: tuple[str, ...]) -> dict[str, int]:
    out = {name: k for k, name in enumerate(names)}
    for k, name in enumerate(names):  # the low rank first reads as well: 'KAs' is 'AKs'
        if len(name) == 3:
            out[name[1] + name[0] + name[2]] = k
    return out


def _class_of(classes: ClassSet, a: int, b: int) -> int:
    size = classes.size
    row_of = {r: i for i, r in enumerate(classes.ranks)}
    ra, rb = row_of[a >> 2], row_of[b >> 2]
    hi, lo = min(ra, rb), max(ra, rb)  # a smaller row is a higher rank
    if hi == lo:
        return hi * size + hi
    if (a & 3) == (b & 3):
        return hi * size + lo  # suited: above the diagonal
    return lo * size + hi  # offsuit: below it


@cache
def class_set(lowest_rank: int = 0) -> ClassSet:
    """The classes of a deck holding every card from rank ``lowest_rank`` (deuce = 0) up.

    >>> cs = class_set()
    >>> len(cs.names), cs.names[:3], cs.names[13:15], sum(len(c) for c in cs.combos)
    (169, ('AA', 'AKs', 'AQs'), ('AKo', 'KK'), 1326)
    >>> len(class_set(4).names)  # short-deck: sixes to aces
    81
    """
    ranks = tuple(range(12, lowest_rank - 1, -1))
    size = len(ranks)
    names: list[str] = []
    for i in range(size):
        for j in range(size):
            hi, lo = _RANK_CHARS[ranks[min(i, j)]], _RANK_CHARS[ranks[max(i, j)]]
            names.append(hi + lo if i == j else hi + lo + ("s" if i < j else "o"))
    deck = tuple(code for code in range(52) if code >> 2 >= lowest_rank)
    combos: list[list[tuple[int, int]]] = [[] for _ in names]
    partial = ClassSet(ranks, tuple(names), (), deck)
    for x in range(len(deck)):
        for y in range(x):
            a, b = deck[x], deck[y]
            combos[_class_of(partial, a, b)].append((a, b))
    return ClassSet(ranks, tuple(names), tuple(tuple(c) for c in combos), deck)


def combo_text(a: int, b: int) -> str:
    """Two card codes as text, the higher card first: ``combo_text(51, 47) == 'AsKs'``."""
    from pokerrank.cards import Card

    hi, lo = max(a, b), min(a, b)
    return f"{Card(hi)}{Card(lo)}"


def class_of_text(cards: str) -> str:
    """The class name of two cards given as text: ``class_of_text('AsKs') == 'AKs'``."""
    from pokerrank.cards import parse_cards

    a, b = (int(c) for c in parse_cards(cards))
    hi, lo = max(a, b), min(a, b)
    if hi >> 2 == lo >> 2:
        return _RANK_CHARS[hi >> 2] * 2
    return _RANK_CHARS[hi >> 2] + _RANK_CHARS[lo >> 2] + ("s" if hi & 3 == lo & 3 else "o")
