"""Comparing two hands: who wins, and what decided it.

>>> from pokerrank.compare import compare
>>> result = compare("As Ad Kc Qd 2h", "Ks Kd Kh 3c 4c")
>>> result.winner, result.reason
(1, 'three of a kind beats one pair')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pokerrank import naming
from pokerrank.cards import CardsLike, format_cards
from pokerrank.hands import Hand
from pokerrank.rankings import Ranking, get_ranking

__all__ = ["Comparison", "compare", "decide"]


@dataclass(frozen=True)
class Comparison:
    """The result of comparing hand ``a`` (index 0) with hand ``b`` (index 1)."""

    a: Hand
    b: Hand
    winner: int | None
    """0 if ``a`` wins, 1 if ``b`` wins, None for a tie (split pot)."""
    reason: str
    """What decided, in plain English."""
    rule: str
    """A short key for the deciding rule: category, rank, tie, ..."""

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict."""

        def hand(h: Hand) -> dict[str, Any]:
            return {
                "cards": format_cards(h.all_cards),
                "plays": format_cards(h.cards),
                "name": h.name,
                "category": h.category.name,
                "strength": h.strength,
            }

        return {
            "ranking": self.a.ranking.name,
            "a": hand(self.a),
            "b": hand(self.b),
            "winner": {0: "a", 1: "b", None: "tie"}[self.winner],
            "reason": self.reason,
            "rule": self.rule,
        }


def _category_words(hand: Hand) -> str:
    return hand.category.name.lower().replace("_", " ")


def decide(a: Hand, b: Hand) -> tuple[str, str]:
    """(rule, reason) that orders two hands of the same ranking, stronger hand's view."""
    if a.strength == b.strength:
        if max(len(a.all_cards), len(b.all_cards)) > len(a.cards):
            return "tie", "equal hands: only the best five cards count, so the pot is split"
        return "tie", "equal hands split the pot: the suits never decide"
    strong, weak = (a, b) if a.strength > b.strength else (b, a)
    if strong.category != weak.category:
        return "category", f"{_category_words(strong)} beats {_category_words(weak)}"
    for (role, rank_s), (_, rank_w) in zip(strong.ranking.deciding(strong), weak.ranking.deciding(weak), strict=False):
        if rank_s != rank_w:
            return "rank", f"the {role} decides: {naming.singular(rank_s)} against {naming.singular(rank_w)}"
    return "strength", "the stronger hand under this ranking"


def compare(a: CardsLike | Hand, b: CardsLike | Hand, ranking: str | Ranking = "high") -> Comparison:
    """Compare two hands under a ranking and say what decided.

    Each hand is ranked on its own, so two seven-card hands may share the board's cards.

    >>> compare("As Ks Qs Js Ts", "Ah Kh Qh Jh Th").reason
    'equal hands split the pot: the suits never decide'
    """
    rk = get_ranking(ranking)
    hand_a = a if isinstance(a, Hand) else rk.evaluate(a)
    hand_b = b if isinstance(b, Hand) else rk.evaluate(b)
    if hand_a.ranking is not hand_b.ranking:
        raise TypeError(f"cannot compare a {hand_a.ranking.name} hand with a {hand_b.ranking.name} hand")
    rule, reason = decide(hand_a, hand_b)
    winner = None if hand_a.strength == hand_b.strength else (0 if hand_a.strength > hand_b.strength else 1)
    return Comparison(hand_a, hand_b, winner, reason, rule)
