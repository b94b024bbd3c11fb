"""Hold'em hand ranges: the usual notation.

A range is a comma-separated list of tokens:

- ``AKs`` (suited, 4 combinations), ``AKo`` (offsuit, 12), ``AK`` (both, 16), ``TT`` (a
  pair, 6); ``AsKs`` or ``As Ks`` (one exact combination);
- ``TT+`` (tens or better), ``A5s+`` (A5s up to AKs: the kicker climbs), ``K9+``;
- ``A5s-A2s`` (kickers 5 down to 2), ``TT-77`` (pairs), ``JTs-76s`` (connectors with the
  same gap);
- ``random`` (or ``any``): every one of the 1,326 starting hands;
- a weight after a colon, ``AKs:0.5`` (between 0 and 1; 1 when left out). A combination
  named twice takes the weight of its last token.

Ranks may be written in either case; ``s`` and ``o`` say suited and offsuit. A bad token is
a :class:`~pokerrank.errors.RangeError` that shows where it is in the string.

:func:`pokerrank.range_equity` gives each player's equity when some players hold ranges.

>>> r = parse_range("QQ+, AKs:0.5")
>>> len(r), r.weight_of("As Ks"), r.weight_of("Qc Qd")
(22, 0.5, 1.0)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from pokerrank.cards import RANK_SYMBOLS, CardsLike, parse_cards
from pokerrank.errors import PokerRankError, RangeError

__all__ = ["Combo", "HandRange", "parse_range"]

_RANKS: Final = RANK_SYMBOLS
_SIMPLE: Final = re.compile(r"^([2-9TJQKA])([2-9TJQKA])([SO])?(\+)?$")
_SPAN: Final = re.compile(r"^([2-9TJQKA])([2-9TJQKA])([SO])?-([2-9TJQKA])([2-9TJQKA])([SO])?$")
_EXACT: Final = re.compile(r"^[2-9TJQKA][CDHS♣♦♥♠♧♢♡♤][2-9TJQKA][CDHS♣♦♥♠♧♢♡♤]$")

Combo = tuple[int, int]
"""Two card codes, the higher first."""


@dataclass(frozen=True)
class HandRange:
    """A weighted set of two-card starting hands."""

    text: str
    combos: tuple[Combo, ...]
    weights: tuple[float, ...]

    def __len__(self) -> int:
        return len(self.combos)

    def weight_of(self, cards: CardsLike) -> float:
        """The weight of one combination (0.0 when it is not in the range)."""
        a, b = sorted((int(c) for c in parse_cards(cards)), reverse=True)
        return dict(zip(self.combos, self.weights, strict=True)).get((a, b), 0.0)


def _pair(rank: int) -> list[Combo]:
    return [(rank * 4 + s1, rank * 4 + s2) for s1 in range(3, -1, -1) for s2 in range(s1 - 1, -1, -1)]


def _two(high: int, low: int, suited: str | None) -> list[Combo]:
    out = []
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


def _token(token: str, fail: Callable[[str], RangeError]) -> list[Combo]:
    upper = token.upper()
    if upper in ("RANDOM", "ANY", "100%"):
        return [(a, b) for a in range(52) for b in range(a)]
    if _EXACT.match(upper):
        try:
            cards = parse_cards(token)
        except PokerRankError as exc:
            raise fail(str(exc)) from None
        a, b = sorted((int(c) for c in cards), reverse=True)
        return [(a, b)]
    m = _SIMPLE.match(upper)
    if m:
        r1, r2 = _RANKS.index(m[1]), _RANKS.index(m[2])
        suited, plus = m[3], m[4]
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
    raise fail("expected a hand like AKs, AKo, AK, TT, TT+, A5s+, A5s-A2s, AsKs or random")


def parse_range(text: str | HandRange) -> HandRange:
    """Parse a range such as ``"QQ+, AKs, A5s-A2s:0.5"``.

    >>> len(parse_range("TT+")), len(parse_range("A5s-A2s")), len(parse_range("random"))
    (30, 16, 1326)
    >>> parse_range("QQ+, AKx")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerrank.errors.RangeError: bad range token 'AKx' at position 6 of 'QQ+, AKx': expected a hand like ...
    """
    if isinstance(text, HandRange):
        return text
    if not isinstance(text, str):
        raise RangeError(f"a range is written as a string, got {text!r}")
    weights: dict[Combo, float] = {}
    position = 0
    for part in text.split(","):
        start = position + len(part) - len(part.lstrip())
        position += len(part) + 1
        raw = part.strip()
        if not raw:
            if text.strip():
                raise RangeError(f"empty range token at position {start + 1} of {text!r}")
            continue

        def fail(why: str, raw: str = raw, start: int = start) -> RangeError:
            return RangeError(f"bad range token {raw!r} at position {start + 1} of {text!r}: {why}")

        body, _, weight_text = raw.partition(":")
        weight = 1.0
        if weight_text:
            try:
                weight = float(weight_text)
            except ValueError:
                raise fail(f"the weight {weight_text!r} is not a number") from None
            if not 0.0 <= weight <= 1.0:
                raise fail(f"the weight {weight_text} is not between 0 and 1")
        for combo in _token("".join(body.split()), fail):
            weights[combo] = weight
    if not weights:
        raise RangeError(f"the range {text!r} holds no hands")
    kept = [(c, w) for c, w in weights.items() if w > 0]
    return HandRange(text, tuple(c for c, _ in kept), tuple(w for _, w in kept))
