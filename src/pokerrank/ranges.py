"""Hand ranges and partial hands: the notation, for every game.

A range is a comma-separated list of tokens, each with an optional weight after a colon
(``AKs:0.5``; between 0 and 1, 1 when left out; a hand named twice takes the weight of its
last token, so ``QQ+, QhQs:0`` is queens or better without one combination).

Hold'em tokens (two-card hands):

- ``AKs`` (suited, 4 combinations), ``AKo`` (offsuit, 12), ``AK`` or ``AKx`` (both, 16), ``TT`` (a
  pair, 6); ``AsKs`` or ``As Ks`` (one exact combination);
- ``TT+`` (tens or better), ``A5s+`` (A5s up to AKs: the kicker climbs), ``K9+``;
- ``A5s-A2s`` (kickers 5 down to 2), ``TT-77`` (pairs), ``JTs-76s`` (connectors with the
  same gap);
- ``random`` (or ``any``, ``100%``): every hand, written out (``combos`` holds all 1,326;
  :attr:`HandRange.every` says so).

Patterns, for hands of any size (Omaha's four, five or six cards, Hold'em's two, the cards
seen so far in stud), one *slot* per card:

- a card, ``As``; a bare rank, ``A`` (an ace of any suit); ``*`` (or ``x``) any card:
  ``AA**`` (Omaha: two aces and any two cards), ``AKQ*``, ``A*`` (Hold'em: any ace), ``As***``,
  ``**`` (an unknown hand);
- a suit qualifier after ``$``, for the whole hand: ``$ds`` (double-suited: two suits each hold
  at least two of the hand's cards), ``$ss`` (single-suited: exactly one suit holds two or
  more), ``$r`` (rainbow: no two cards share a suit). ``AA**$ds``: two aces and two other
  cards, two of one suit and two of another.

A pattern stands for every hand it can be read as, *each hand once*: ``AA**`` holds the hands
with two aces or more, each as likely as the others (a hand with three aces is not counted
three times). A pattern whose slots are exact cards and ``*`` only (``As***``, ``**``) keeps
its unknown cards as *stars*, dealt from the deck (the same hands, each once, without writing
them out: its ``combos`` are the known cards, ``((51,),)`` for ``As***``); any other pattern
is written out, hand by hand, and may stand for at most :data:`MAX_HANDS` hands. ``random``
is written out too, all 1,326 hands (:attr:`HandRange.every`).

Ranks may be written in either case; ``s`` and ``o`` say suited and offsuit. A bad token is
a :class:`~pokerrank.errors.RangeError` that shows where it is in the string.

:func:`pokerrank.range_equity` (and :func:`pokerrank.equity`) give each player's equity when
players hold ranges or partial hands, with exact card removal.

>>> r = parse_range("QQ+, AKs:0.5")
>>> len(r), r.weight_of("As Ks"), r.weight_of("Qc Qd")
(22, 0.5, 1.0)
>>> len(parse_range("AA**", cards=4)), len(parse_range("AA**$ds", cards=4))
(6961, 864)
>>> r = parse_range("As***", cards=4)
>>> r.combos, r.stars, len(r)
(((51,),), 3, 20825)
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Collection
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations, product
from typing import Final

from pokerrank._checks import plainly, shorten
from pokerrank.cards import RANK_SYMBOLS, CardsLike, parse_cards
from pokerrank.errors import PokerRankError, RangeError

__all__ = ["MAX_HANDS", "MAX_TEXT", "Combo", "HandRange", "parse_range"]

MAX_HANDS: Final = 1_000_000
"""The most hands a pattern written out hand by hand may stand for (``A*****`` in six-card
Omaha stands for 8 million: sample it as ``As*****`` and the other aces, or narrow it)."""
MAX_TEXT: Final = 10_000
"""The longest range text read."""

_RANKS: Final = RANK_SYMBOLS
_SIMPLE: Final = re.compile(r"^([2-9TJQKA])([2-9TJQKA])([SOX])?(\+)?$")  # X: suited or not (AKx: any AK)
_SPAN: Final = re.compile(r"^([2-9TJQKA])([2-9TJQKA])([SO])?-([2-9TJQKA])([2-9TJQKA])([SO])?$")
_EXACT: Final = re.compile(r"^[2-9TJQKA][CDHS♣♦♥♠♧♢♡♤][2-9TJQKA][CDHS♣♦♥♠♧♢♡♤]$")
_SUIT_CHARS: Final = {"C": 0, "D": 1, "H": 2, "S": 3, "♣": 0, "♦": 1, "♥": 2, "♠": 3, "♧": 0, "♢": 1, "♡": 2, "♤": 3}
_QUALIFIERS: Final = ("DS", "SS", "R")
_STANDARD: Final = frozenset(range(52))

Combo = tuple[int, ...]
"""Card codes, the highest first."""
_EVERY: Final = frozenset({"RANDOM", "ANY", "100%"})
"""The tokens for every hand."""


@dataclass(frozen=True)
class HandRange:
    """A weighted set of hands of one size.

    ``combos``: the known cards of each hand (codes, highest first) with its ``weights``;
    ``stars``: cards every hand still receives, unknown, dealt from the deck (``As***`` is the
    combo ``(As,)`` with three stars; a range written out hand by hand has none). ``hands``:
    how many hands of the full deck it stands for (``len()``).
    """

    text: str
    combos: tuple[Combo, ...]
    weights: tuple[float, ...]
    stars: int = 0
    hands: int = -1
    fractions: tuple[Fraction, ...] = ()
    """The weights as exact fractions (``0.3`` is 3/10)."""
    every: bool = False
    """Whether the range is every hand of the deck, each once (``random``, ``any``,
    ``100%``): ``combos`` then holds them all, written out (1,326 from the 52-card deck, 630
    from short-deck's 36), and equity deals such a hand from the deck as two unknown cards,
    as it deals ``**``, rather than enumerate them."""

    def __post_init__(self) -> None:
        if self.hands < 0:
            object.__setattr__(self, "hands", len(self.combos) * math.comb(52 - self.known, self.stars))
        if not self.fractions:
            object.__setattr__(self, "fractions", tuple(Fraction(w) for w in self.weights))

    @property
    def known(self) -> int:
        """The known cards of each hand."""
        return len(self.combos[0]) if self.combos else 0

    @property
    def size(self) -> int:
        """The cards of each hand: the known cards and the stars."""
        return self.known + self.stars

    def __len__(self) -> int:
        return self.hands

    def written_out(self, deck: Collection[int] = _STANDARD) -> tuple[tuple[Combo, ...], tuple[Fraction, ...]]:
        """Every hand with its exact weight, the stars dealt every way from ``deck``.

        >>> combos, weights = parse_range("As*").written_out()
        >>> len(combos), combos[0], weights[0]
        (51, (51, 50), Fraction(1, 1))
        """
        if not self.stars:
            return self.combos, self.fractions
        combos: list[Combo] = []
        weights: list[Fraction] = []
        for combo, weight in zip(self.combos, self.fractions, strict=True):
            free = [c for c in sorted(deck, reverse=True) if c not in combo]
            for extra in combinations(free, self.stars):
                combos.append(tuple(sorted((*combo, *extra), reverse=True)))
                weights.append(weight)
        return tuple(combos), tuple(weights)

    def weight_of(self, cards: CardsLike) -> float:
        """The weight of one hand (0.0 when it is not in the range).

        >>> parse_range("As*").weight_of("As Kd"), parse_range("As*").weight_of("Ks Kd")
        (1.0, 0.0)
        """
        codes = sorted((int(c) for c in parse_cards(cards)), reverse=True)
        if len(codes) != self.size:
            return 0.0
        if self.stars:
            held = set(codes)
            return max((w for c, w in zip(self.combos, self.weights, strict=True) if held.issuperset(c)), default=0.0)
        return dict(zip(self.combos, self.weights, strict=True)).get(tuple(codes), 0.0)


@cache
def _every_hand(deck: frozenset[int], size: int) -> tuple[tuple[Combo, ...], tuple[float, ...], tuple[Fraction, ...]]:
    """Every hand of ``size`` cards of the deck (highest card first, in deck order), with
    weights of 1: written once per deck, shared by every ``random``."""
    combos = tuple(combinations(sorted(deck, reverse=True), size))
    return combos, (1.0,) * len(combos), (Fraction(1),) * len(combos)


def _pair(rank: int) -> list[Combo]:
    return [(rank * 4 + s1, rank * 4 + s2) for s1 in range(3, -1, -1) for s2 in range(s1 - 1, -1, -1)]


def _two(high: int, low: int, suited: str | None) -> list[Combo]:
    out: list[Combo] = []
    for s1 in range(4):
        for s2 in range(4):
            if (suited == "S" and s1 != s2) or (suited == "O" and s1 == s2):
                continue
            out.append((high * 4 + s1, low * 4 + s2))
    return out


def _hands(high: int, low: int, suited: str | None, fail: Callable[[str], RangeError]) -> list[Combo]:
    if high == low:
        if suited:
            raise fail("a pair is neither suited nor offsuit")
        return _pair(high)
    return _two(max(high, low), min(high, low), suited)


def _holdem_token(upper: str, fail: Callable[[str], RangeError]) -> list[Combo] | None:
    """The combos of a Hold'em token (AKs, TT+, A5s-A2s), or None when it is not one."""
    m = _SIMPLE.match(upper)
    if m:
        r1, r2 = _RANKS.index(m[1]), _RANKS.index(m[2])
        suited, plus = m[3], m[4]
        if suited == "X":
            if r1 == r2:
                raise fail("a pair is written without x (QQ, not QQx)")
            suited = None
        if not plus:
            return _hands(r1, r2, suited, fail)
        if r1 == r2:
            return [c for r in range(r1, 13) for c in _hands(r, r, suited, fail)]
        high, low = max(r1, r2), min(r1, r2)
        return [c for k in range(low, high) for c in _hands(high, k, suited, fail)]
    m = _SPAN.match(upper)
    if m:
        a1, a2, s_a, b1, b2, s_b = m.groups()
        if s_a != s_b:
            raise fail("both ends of a span must say the same suited/offsuit")
        x1, x2, y1, y2 = (_RANKS.index(r) for r in (a1, a2, b1, b2))
        x1, x2 = max(x1, x2), min(x1, x2)
        y1, y2 = max(y1, y2), min(y1, y2)
        if x1 == x2 and y1 == y2:  # pairs
            return [c for r in range(min(x1, y1), max(x1, y1) + 1) for c in _hands(r, r, s_a, fail)]
        if x1 == x2 or y1 == y2:
            raise fail("a span joins two pairs or two hands of the same kind")
        if x1 == y1:  # same top card, the kicker moves
            return [c for k in range(min(x2, y2), max(x2, y2) + 1) for c in _hands(x1, k, s_a, fail)]
        if x1 - x2 == y1 - y2:  # connectors with one gap
            gap = x1 - x2
            return [c for top in range(min(x1, y1), max(x1, y1) + 1) for c in _hands(top, top - gap, s_a, fail)]
        raise fail("a span keeps either the top card or the gap between the cards")
    return None


@dataclass(frozen=True)
class _Pattern:
    cards: tuple[int, ...]
    """Exact cards."""
    ranks: tuple[int, ...]
    """Bare ranks (any suit), one entry per slot."""
    stars: int
    qualifier: str | None

    @property
    def size(self) -> int:
        return len(self.cards) + len(self.ranks) + self.stars


def _pattern(body: str, fail: Callable[[str], RangeError]) -> _Pattern:
    """Read the slots of a pattern such as ``AA**``, ``As K * *`` or ``AAKK$ds``."""
    text, dollar, qualifier = body.partition("$")
    qual = None
    if dollar:
        qual = qualifier.upper()
        if qual not in _QUALIFIERS:
            raise fail(f"unknown qualifier ${qualifier}: $ds (double-suited), $ss (single-suited) or $r (rainbow)")
    cards: list[int] = []
    ranks: list[int] = []
    stars = 0
    upper = text.upper()
    i = 0
    while i < len(upper):
        ch = upper[i]
        if ch in "*X":
            stars += 1
            i += 1
            continue
        rank_text = "T" if upper.startswith("10", i) else ch
        i += 2 if upper.startswith("10", i) else 1
        if rank_text not in _RANKS:
            raise fail(f"{ch!r} is not a rank (2-9, T, J, Q, K, A), a card (As) or * for any card")
        rank = _RANKS.index(rank_text)
        suit = _SUIT_CHARS.get(upper[i]) if i < len(upper) else None
        if suit is None:
            ranks.append(rank)
            continue
        i += 1
        code = rank * 4 + suit
        if code in cards:
            raise fail(f"the card {RANK_SYMBOLS[rank]}{'cdhs'[suit]} is written twice")
        cards.append(code)
    for rank in set(ranks):
        if ranks.count(rank) + sum(1 for c in cards if c >> 2 == rank) > 4:
            raise fail(f"more than four cards of rank {RANK_SYMBOLS[rank]}")
    return _Pattern(tuple(cards), tuple(ranks), stars, qual)


def _suits_ok(combo: Combo, qualifier: str) -> bool:
    counts = [0, 0, 0, 0]
    for card in combo:
        counts[card & 3] += 1
    paired = (counts[0] >= 2) + (counts[1] >= 2) + (counts[2] >= 2) + (counts[3] >= 2)
    if qualifier == "DS":
        return paired >= 2
    if qualifier == "SS":
        return paired == 1
    return paired == 0


def _write_out(pattern: _Pattern, deck: Collection[int], fail: Callable[[str], RangeError]) -> list[Combo]:
    """Every hand the pattern stands for, once each (codes, highest first)."""
    if any(c not in deck for c in pattern.cards):
        bad = next(c for c in pattern.cards if c not in deck)
        raise fail(f"the card {RANK_SYMBOLS[bad >> 2]}{'cdhs'[bad & 3]} is not in this deck")
    fixed = set(pattern.cards)
    choices: list[list[tuple[int, ...]]] = []
    estimate = 1
    for rank in sorted(set(pattern.ranks)):
        need = pattern.ranks.count(rank)
        free = [rank * 4 + s for s in range(4) if rank * 4 + s in deck and rank * 4 + s not in fixed]
        picks = list(combinations(free, need))
        if not picks:
            raise fail(f"no {need} cards of rank {RANK_SYMBOLS[rank]} are left in this deck")
        choices.append(picks)
        estimate *= len(picks)
    rest = len(deck) - len(pattern.cards) - len(pattern.ranks)
    estimate *= math.comb(max(rest, 0), pattern.stars)
    if estimate > MAX_HANDS:
        raise fail(
            f"it stands for about {estimate:,} hands, more than {MAX_HANDS:,} to write out one by one; "
            "narrow it, or write its known cards with * for the unknown ones (As***)"
        )
    ordered = sorted(deck, reverse=True)
    found: list[Combo]
    if not choices:  # exact cards and stars: every hand once, without duplicates
        free = [c for c in ordered if c not in fixed]
        if fixed:
            found = [
                tuple(sorted((*pattern.cards, *extra), reverse=True)) for extra in combinations(free, pattern.stars)
            ]
        else:
            found = list(combinations(free, pattern.stars))
    else:
        seen: set[Combo] = set()
        for parts in product(*choices):
            base = (*pattern.cards, *(c for part in parts for c in part))
            if not pattern.stars:
                seen.add(tuple(sorted(base, reverse=True)))
                continue
            taken = set(base)
            free = [c for c in ordered if c not in taken]
            seen.update(tuple(sorted((*base, *extra), reverse=True)) for extra in combinations(free, pattern.stars))
        found = sorted(seen, reverse=True)
    if pattern.qualifier is not None:
        qualifier = pattern.qualifier
        return [c for c in found if _suits_ok(c, qualifier)]
    return found


def parse_range(
    text: str | HandRange, cards: int | None = 2, *, deck: Collection[int] = _STANDARD, max_cards: int = 7
) -> HandRange:
    """Parse a range such as ``"QQ+, AKs, A5s-A2s:0.5"`` or a pattern such as ``"AA**$ds"``.

    ``cards``: the size of each hand (2 for Hold'em, 4 for Omaha, ...; ``None``: as written,
    every token with the same number of cards, at most ``max_cards``: the cards seen in
    stud); ``deck``: the card codes the game deals (the 36 of short-deck).

    >>> len(parse_range("TT+")), len(parse_range("A5s-A2s")), len(parse_range("random"))
    (30, 16, 1326)
    >>> len(parse_range("A*")), len(parse_range("AKQ*", cards=4))   # each hand once
    (198, 2848)
    >>> len(parse_range("AKx")), len(parse_range("AK"))  # Hold'em shorthand: any AK, suited or not
    (16, 16)
    >>> parse_range("QQ+, AKQ")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerrank.errors.RangeError: bad range token 'AKQ' at position 6 of 'QQ+, AKQ': a hand of 3 cards; ...
    """
    if isinstance(text, HandRange):
        return text
    if not isinstance(text, str):
        raise RangeError(f"a range is written as a string, got {plainly(text)}")
    if len(text) > MAX_TEXT:
        raise RangeError(f"a range of {len(text):,} characters is too long (at most {MAX_TEXT:,}): {shorten(text)}")
    deck = deck if isinstance(deck, (set, frozenset)) else frozenset(deck)
    parts: list[tuple[_Pattern | list[Combo], Fraction, Callable[..., RangeError]]] = []
    position = 0
    size = cards
    for part in text.split(","):
        start = position + len(part) - len(part.lstrip())
        position += len(part) + 1
        raw = part.strip()
        if not raw:
            if text.strip():
                raise RangeError(f"empty range token at position {start + 1} of {shorten(text)}")
            continue

        def fail(why: str, raw: str = raw, start: int = start) -> RangeError:
            return RangeError(f"bad range token {shorten(raw)} at position {start + 1} of {shorten(text)}: {why}")

        body, _, weight_text = raw.partition(":")
        weight = Fraction(1)
        if weight_text:
            try:
                weight = Fraction(weight_text.strip())
            except (ValueError, ZeroDivisionError):
                raise fail(f"the weight {weight_text!r} is not a number") from None
            if not 0 <= weight <= 1:
                raise fail(f"the weight {weight_text} is not between 0 and 1")
        body = "".join(body.split())
        upper = body.upper()
        got: _Pattern | list[Combo] | None = None
        if upper in _EVERY:
            got = _Pattern((), (), size if size is not None else 0, None)
            if size is None:
                raise fail("'random' needs a hand size: in stud write the unknown cards as *")
        elif size == 2 and "*" not in upper and "$" not in upper:
            if _EXACT.match(upper):
                try:
                    a, b = sorted((int(c) for c in parse_cards(body)), reverse=True)
                except PokerRankError as exc:
                    raise fail(str(exc)) from None
                got = [(a, b)]
            else:
                got = _holdem_token(upper, fail)
        if got is None:
            got = _pattern(body, fail)
            if got.size == 0:
                raise fail("no cards")
            if size is None:
                if got.size > max_cards:
                    raise fail(f"a hand of {got.size} cards; at most {max_cards} are dealt")
                size = got.size
            elif got.size != size:
                stem, dollar, tail = body.partition("$")
                written = f"{stem}{'*' * (size - got.size)}{dollar}{tail}"
                hint = f" (write unknown cards as *: {written})" if got.size < size else ""
                raise fail(f"a hand of {got.size} cards; this game deals {size}{hint}")
        elif size is not None and size != 2:  # a Hold'em token in another game
            raise fail(f"a hand of 2 cards; this game deals {size}")
        parts.append((got, weight, fail))
    if not parts:
        raise RangeError(f"the range {shorten(text)} holds no hands")
    only = parts[0][0]
    if len(parts) == 1 and "".join(text.partition(":")[0].split()).upper() in _EVERY and parts[0][1] > 0:
        every, ones, exact_ones = _every_hand(frozenset(deck), size or 2)
        return HandRange(text, every, ones, 0, len(every), exact_ones, every=True)
    # one token of known cards and stars: the stars stay unknown, dealt from the deck
    if len(parts) == 1 and isinstance(only, _Pattern) and not only.ranks and only.qualifier is None:
        if parts[0][1] == 0:
            raise RangeError(f"the range {shorten(text)} holds no hand with a weight above 0")
        bad = [c for c in only.cards if c not in deck]
        if bad:
            raise parts[0][2](f"the card {RANK_SYMBOLS[bad[0] >> 2]}{'cdhs'[bad[0] & 3]} is not in this deck")
        combo = tuple(sorted(only.cards, reverse=True))
        hands = math.comb(len(deck) - len(combo), only.stars)
        return HandRange(text, (combo,), (1.0,), only.stars, hands, (Fraction(1),))
    weights: dict[Combo, Fraction] = {}
    for got, weight, fail in parts:
        if isinstance(got, _Pattern):
            found = _write_out(got, deck, fail)
        else:
            found = [c for c in got if c[0] in deck and c[1] in deck]
            if not found and got:
                raise fail("its cards are not in this deck")
        for combo in found:
            weights[combo] = weight  # the last token decides
        if len(weights) > MAX_HANDS:
            raise fail(f"the range now stands for more than {MAX_HANDS:,} hands")
    kept = [(c, w) for c, w in weights.items() if w > 0]
    if not kept:
        raise RangeError(f"the range {shorten(text)} holds no hand with a weight above 0")
    return HandRange(
        text,
        tuple(c for c, _ in kept),
        tuple(float(w) for _, w in kept),
        0,
        len(kept),
        tuple(w for _, w in kept),
    )
