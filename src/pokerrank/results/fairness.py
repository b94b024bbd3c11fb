"""A room's fairness check: all-in outcomes against their exact equities, and dealt hands against uniform.

:func:`fairness` takes hand results and gives two things.

**All-ins.** For each adjusted all-in, its underdog (the player with the lowest equity of all
the pots together; the first in seat order on a tie), chosen before the cards come, so the
all-ins are independent of each other: the share of the pots they won against the share
their equity gave them. By equity bucket (0-10%, 10-20%, ... 40-50%): how many all-ins, the
expected and actual share, and a 95% band around the expected (1.96 standard deviations of
the bucket's total, from each all-in's exact outcome distribution); over all of them, a
z-score.

**Dealt hands.** For each hero (the player whose hole cards the room shows every hand; in a
PHH file, which shows every hand, every player) in Hold'em, the 169 starting hands dealt
against how often a fair deck deals them (6, 4 or 12 combinations of 1,326), as a
chi-square with 168 degrees of freedom, its p-value by the Wilson-Hilferty approximation.

What the numbers can show: that outcomes or deals stray from the exact odds more than
chance easily gives (|z| above 3, a p-value below 0.001), over the hands given. What they
cannot show: that a room is fair (a rigged deal can keep every marginal right), anything
about a sample of a few hundred all-ins (the bands are wide), or anything on hands picked
for being memorable (a corpus kept for its bad beats is not a random sample).

>>> report = fairness([])
>>> report.allins, report.z
(0, None)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from pokerrank.cards import parse_cards
from pokerrank.handhistory.records import HandRecord
from pokerrank.results.hand import HandResult, Status

__all__ = ["Bucket", "Fairness", "HeroDeal", "Underdog", "chi_square", "fairness", "hero_hands", "underdog"]


@dataclass
class Bucket:
    """All-in underdogs whose equity fell in ``[low, high)``."""

    low: float
    high: float
    allins: int = 0
    expected: Fraction = Fraction(0)
    """The sum of their equities (each a share of the pots)."""
    actual: Fraction = Fraction(0)
    """The sum of the shares they won."""
    variance: Fraction = Fraction(0)

    @property
    def band(self) -> tuple[float, float]:
        """The 95% band of ``actual`` around ``expected`` (1.96 standard deviations)."""
        sd = math.sqrt(self.variance)
        return float(self.expected) - 1.96 * sd, float(self.expected) + 1.96 * sd

    @property
    def z(self) -> float | None:
        """How many standard deviations ``actual`` is from ``expected``."""
        return float(self.actual - self.expected) / math.sqrt(self.variance) if self.variance else None


@dataclass
class HeroDeal:
    """A hero's dealt Hold'em starting hands against a fair deck."""

    hero: str
    hands: int
    chi_square: float
    p_value: float
    smallest_expected: float
    """The smallest expected count of a class: under 5, the chi-square means little."""


@dataclass
class Fairness:
    """The all-in calibration and the dealt-hands check (see the module docstring)."""

    buckets: list[Bucket] = field(default_factory=lambda: [Bucket(i / 10, (i + 1) / 10) for i in range(5)])
    heroes: list[HeroDeal] = field(default_factory=list)

    @property
    def allins(self) -> int:
        """How many all-ins were checked."""
        return sum(b.allins for b in self.buckets)

    @property
    def z(self) -> float | None:
        """All the all-ins together: (won - expected) over its standard deviation."""
        variance = sum((b.variance for b in self.buckets), Fraction(0))
        if not variance:
            return None
        won = sum((b.actual - b.expected for b in self.buckets), Fraction(0))
        return float(won) / math.sqrt(variance)

    def add(self, dog: Underdog) -> None:
        """One all-in's underdog counted in its bucket."""
        bucket = self.buckets[dog.bucket]
        bucket.allins += 1
        bucket.expected += dog.equity
        bucket.actual += dog.won
        bucket.variance += dog.variance

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON."""
        return {
            "allins": self.allins,
            "z": self.z,
            "buckets": [
                {
                    "equity_from": b.low,
                    "equity_to": b.high,
                    "allins": b.allins,
                    "expected": float(b.expected),
                    "actual": float(b.actual),
                    "band": list(b.band),
                    "z": b.z,
                }
                for b in self.buckets
            ],
            "heroes": [vars(h) for h in self.heroes],
        }


@dataclass(frozen=True)
class Underdog:
    """The underdog of one adjusted all-in (see the module docstring): its equity of all the
    pots together, the share it won, and the variance of that share over the runouts."""

    player: str
    equity: Fraction
    won: Fraction
    variance: Fraction

    @property
    def bucket(self) -> int:
        """The index of its equity bucket in :attr:`Fairness.buckets` (0-10% is 0, 40-50% is 4)."""
        return min(int(self.equity * 10), 4)


def underdog(result: HandResult) -> Underdog | None:
    """The underdog of a hand's adjusted all-in, or None (not adjusted, nothing in the pots)."""
    allin = result.allin
    if result.status is not Status.ADJUSTED or allin is None or not allin.equities:
        return None
    pot = sum(amount for amount, _ in allin.pots)
    if not pot:
        return None
    index = min(range(len(allin.players)), key=lambda i: (allin.equities[i], i))
    player = allin.players[index]
    return Underdog(player, allin.equities[index], allin.actual[index], allin.variance(player) / (pot * pot))


def fairness(results: Iterable[HandResult]) -> Fairness:
    """The fairness check over hand results (see the module docstring)."""
    report = Fairness()
    dealt: dict[str, dict[str, int]] = {}
    for result in results:
        if result.status is Status.NOT_READ:
            continue
        for player, kind in hero_hands(result.record):
            counts = dealt.setdefault(player, {})
            counts[kind] = counts.get(kind, 0) + 1
        dog = underdog(result)
        if dog is not None:
            report.add(dog)
    for hero, counts in sorted(dealt.items()):
        report.heroes.append(chi_square(hero, counts))
    return report


def hero_hands(record: HandRecord) -> list[tuple[str, str]]:
    """A Hold'em hand's heroes' starting hands, each as its class (``AKs``, ``T9o``, ``QQ``): the
    hand the room deals the hero face down, or every player's where the file shows every hand (PHH).

    >>> from pokerrank.handhistory import HandRecord
    >>> hero_hands(HandRecord("x.phh", "1", format="phh", game="holdem", hole={"ann": "Kd As", "bob": "7c 7h"}))
    [('ann', 'AKo'), ('bob', '77')]
    """
    if record.game != "holdem":
        return []
    if record.format == "phh":
        hands = list(record.hole.items())
    else:
        hands = [(player, cards) for street, player, cards in record.dealt[:1] if street == "preflop"]
    out = []
    for player, cards in hands:
        parsed = parse_cards(cards) if cards else ()
        if len(parsed) == 2:
            high, low = sorted(parsed, key=int, reverse=True)
            kind = "" if high.rank == low.rank else "s" if high.suit == low.suit else "o"
            out.append((player, str(high)[0] + str(low)[0] + kind))
    return out


def chi_square(hero: str, counts: Mapping[str, int]) -> HeroDeal:
    """A hero's starting-hand classes dealt (``{"AKs": 3, ...}``) against a fair deck: a
    chi-square with 168 degrees of freedom and its p-value (Wilson-Hilferty)."""
    ranks = "AKQJT98765432"
    n = sum(counts.values())
    chi = 0.0
    smallest = float("inf")
    for i, a in enumerate(ranks):
        for j, b in enumerate(ranks):
            if i == j:
                key, weight = a + b, 6
            elif i < j:
                key, weight = a + b + "s", 4
            else:
                key, weight = b + a + "o", 12
            expected = n * weight / 1326
            smallest = min(smallest, expected)
            chi += (counts.get(key, 0) - expected) ** 2 / expected
    df = 168
    z = ((chi / df) ** (1 / 3) - (1 - 2 / (9 * df))) / math.sqrt(2 / (9 * df))
    p = 0.5 * math.erfc(z / math.sqrt(2))
    return HeroDeal(hero, n, chi, p, smallest)
