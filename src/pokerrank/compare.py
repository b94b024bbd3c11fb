"""Comparing two hands: who wins, and what decided it.

The words come from :mod:`pokerrank.i18n`, so the reason can be given in any language
with a catalog.

>>> from pokerrank.compare import compare
>>> result = compare("As Ad Kc Qd 2h", "Ks Kd Kh 3c 4c")
>>> result.winner, result.reason
(1, 'three of a kind beats one pair')
>>> compare("Jc Jd 4h 4s Ac", "Jh Js 4c 4d Kc", lang="nl").reason
'gelijke paren, dus wint de hoogste kicker: aas tegen koning'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from pokerrank.cards import CardsLike, format_cards
from pokerrank.errors import HandMismatchError
from pokerrank.hands import Hand
from pokerrank.i18n import DEFAULT_LANGUAGE, describe, resolve_language, rule_of, rule_text
from pokerrank.rankings import Ranking, get_ranking

__all__ = ["Comparison", "compare", "decide"]

_COARSE: Final = {
    "category": "category",
    "badugi_size": "category",
    "low_unpaired": "category",
    "no_low": "category",
    "tie_suits": "tie",
    "tie_best_five": "tie",
    "tie_unused": "tie",
    "tie_no_low": "tie",
}


_DECIDED: dict[tuple[str, int, int, str], tuple[str, str]] = {}


@dataclass(frozen=True)
class Comparison:
    """The result of comparing hand ``a`` (index 0) with hand ``b`` (index 1)."""

    a: Hand | None
    """Hand ``a``; None when it has no qualifying hand (an eight-or-better low that fails)."""
    b: Hand | None
    """Hand ``b``, or None likewise."""
    winner: int | None
    """0 if ``a`` wins, 1 if ``b`` wins, None for a tie (split pot)."""
    reason: str
    """What decided, in the language asked for (plain English by default)."""
    rule: str
    """A short key for the deciding rule: ``category``, ``rank`` or ``tie``."""
    key: str = ""
    """The precise rule (a catalog key of :mod:`pokerrank.i18n`): ``second_pair``, ``tie_suits``, ..."""
    lang: str = DEFAULT_LANGUAGE
    """The language of ``reason`` and of the names in :meth:`to_dict`."""
    ranking: str = "high"
    """The name of the ranking both hands were ranked under."""

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (a hand without a qualifying hand is null)."""

        def hand(h: Hand | None) -> dict[str, Any] | None:
            if h is None:
                return None
            return {
                "cards": format_cards(h.all_cards),
                "plays": format_cards(h.cards),
                "name": describe(h, self.lang),
                "category": h.category.name,
                "strength": h.strength,
            }

        return {
            "ranking": self.ranking,
            "a": hand(self.a),
            "b": hand(self.b),
            "winner": {0: "a", 1: "b", None: "tie"}[self.winner],
            "reason": self.reason,
            "rule": self.rule,
            "key": self.key,
            "lang": self.lang,
        }


def decide(a: Hand, b: Hand, lang: str = DEFAULT_LANGUAGE) -> tuple[str, str]:
    """(rule, reason) that orders two hands of the same ranking, stronger hand's view.

    ``rule`` is ``category``, ``rank`` or ``tie``; ``reason`` is the rule as the rule texts
    state it (see :func:`pokerrank.explain`).

    >>> import pokerrank
    >>> decide(pokerrank.evaluate("Kh Kd 9s 9c 2h"), pokerrank.evaluate("Ks Kc 8s 8c Ah"))
    ('rank', 'the second pair decides: nine against eight')
    """
    ranking = a.ranking if a is not None else None
    # Between two different strengths the rule depends on the strengths alone (the cards
    # that play follow from them) except where a wild card plays: memoize that case.
    memo_key = None
    if (
        ranking is not None
        and b is not None
        and a.strength != b.strength
        and not (ranking.jokers or ranking.wild_codes)
    ):
        memo_key = (ranking.name, a.strength, b.strength, lang)
        hit = _DECIDED.get(memo_key)
        if hit is not None:
            return hit
    _, key, params = rule_of(a, b)
    result = _COARSE.get(key, "rank"), rule_text(lang, key, params)
    if memo_key is not None and len(_DECIDED) < 200_000:
        _DECIDED[memo_key] = result
    return result


def compare(
    a: CardsLike | Hand, b: CardsLike | Hand, ranking: str | Ranking = "high", *, lang: str | None = DEFAULT_LANGUAGE
) -> Comparison:
    """Compare two hands under a ranking and say what decided (``lang``: see :mod:`pokerrank.i18n`).

    Each hand is ranked on its own, so two seven-card hands may share the board's cards.

    >>> compare("As Ks Qs Js Ts", "Ah Kh Qh Jh Th").reason
    'equal hands split the pot: the suits never decide'
    >>> compare("As Ks Qs Js Ts", "Ah Kh Qh Jh Th", lang="de").reason
    'gleiche Hände teilen den Pot: Kartenfarben entscheiden nicht'
    """
    code = resolve_language(lang)
    rk = get_ranking(ranking)
    hand_a = a if isinstance(a, Hand) else rk.evaluate(a)
    hand_b = b if isinstance(b, Hand) else rk.evaluate(b)
    if hand_a is not None and hand_b is not None and hand_a.ranking is not hand_b.ranking:
        raise HandMismatchError(
            f"cannot compare hands of two rankings: {hand_a.ranking.name} and {hand_b.ranking.name}"
        )
    winner, key, params = rule_of(hand_a, hand_b)
    shown = hand_a or hand_b
    name = shown.ranking.name if shown is not None else rk.name
    reason = rule_text(code, key, params)
    return Comparison(hand_a, hand_b, winner, reason, _COARSE.get(key, "rank"), key, code, name)
