"""Comparing two hands: who wins, what decided it, and the rule in words.

What decides is :func:`pokerrank.verdicts.verdict` (keys, no words); the reason is that
verdict put into words by the catalogs of :mod:`pokerrank.i18n`, so it can be given in any
language with a catalog.

>>> result = compare("As Ad Kc Qd 2h", "Ks Kd Kh 3c 4c")
>>> result.winner, result.reason
(1, 'three of a kind beats one pair')
>>> compare("Jc Jd 4h 4s Ac", "Jh Js 4c 4d Kc", lang="nl").reason
'gelijke paren, dus wint de hoogste kicker: aas tegen koning'
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import Any, overload

from pokerrank._checks import shorten
from pokerrank.cards import CardsLike, format_cards
from pokerrank.errors import ArgumentError, HandMismatchError
from pokerrank.hands import Hand
from pokerrank.i18n import DEFAULT_LANGUAGE, describe, resolve_language, rule_text
from pokerrank.rankings import REGISTRY, Ranking, get_ranking
from pokerrank.verdicts import verdict

__all__ = ["Comparison", "Explanation", "compare", "decide", "explain"]

_DECIDED: dict[tuple[str, int, int, str], tuple[str, str]] = {}
"""(rule kind, reason) by (ranking, strength, strength, language), where no wild card plays."""


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
    """The precise rule (a rule key of :mod:`pokerrank.verdicts`): ``second_pair``, ``tie_suits``, ..."""
    lang: str = DEFAULT_LANGUAGE
    """The language of ``reason`` and of the names in :meth:`to_dict`."""
    ranking: str = "high"
    """The name of the ranking both hands were ranked under."""

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (a hand without a qualifying hand is null)."""
        return {
            "ranking": self.ranking,
            "a": hand_dict(self.a, self.lang),
            "b": hand_dict(self.b, self.lang),
            "winner": {0: "a", 1: "b", None: "tie"}[self.winner],
            "reason": self.reason,
            "rule": self.rule,
            "key": self.key,
            "lang": self.lang,
        }


def hand_dict(hand: Hand | None, lang: str = DEFAULT_LANGUAGE) -> dict[str, Any] | None:
    """A hand as JSON-ready data: its cards, the cards that play, name, category, strength."""
    if hand is None:
        return None
    return {
        "cards": format_cards(hand.all_cards),
        "plays": format_cards(hand.cards),
        "name": describe(hand, lang),
        "category": hand.category.name,
        "strength": hand.strength,
    }


@dataclass(frozen=True)
class Explanation:
    """Why one hand beats another, or why two hands tie.

    ``winner``: 0 if the first hand wins, 1 if the second does, ``None`` for a tie (split
    pot). ``rule``: the key of the deciding rule (``category``, ``higher_pair``,
    ``pair_kicker``, ``tie_suits``, ``badugi_size``, ``no_low``, ...; see
    :mod:`pokerrank.verdicts`). ``text``: the rule, stated for these two hands in the
    language asked for.
    """

    winner: int | None
    rule: str
    text: str
    lang: str = DEFAULT_LANGUAGE


def decide(a: Hand | None, b: Hand | None, lang: str = DEFAULT_LANGUAGE) -> tuple[str, str]:
    """(rule kind, reason) that orders two hands of the same ranking.

    ``rule kind`` is ``category``, ``rank`` or ``tie``; ``reason`` is the rule as the rule
    texts state it (see :func:`pokerrank.explain`).

    >>> import pokerrank
    >>> decide(pokerrank.evaluate("Kh Kd 9s 9c 2h"), pokerrank.evaluate("Ks Kc 8s 8c Ah"))
    ('rank', 'the second pair decides: nine against eight')
    """
    # Between two different strengths the rule depends on the strengths alone (the cards
    # that play follow from them) except where a wild card plays: memoize that case.
    memo_key = None
    if a is not None and b is not None and a.strength != b.strength and not a.ranking.is_wild:
        memo_key = (a.ranking.name, a.strength, b.strength, lang)
        hit = _DECIDED.get(memo_key)
        if hit is not None:
            return hit
    found = verdict(a, b)
    result = found.kind, rule_text(lang, found)
    if memo_key is not None and len(_DECIDED) < 200_000:
        _DECIDED[memo_key] = result
    return result


def _coerce(hand: Hand | CardsLike | None, ranking: Ranking) -> Hand | None:
    if hand is None or isinstance(hand, Hand):
        return hand
    evaluated: Hand | None = ranking.evaluate(hand)
    return evaluated


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
    hand_a, hand_b = _coerce(a, rk), _coerce(b, rk)
    if hand_a is not None and hand_b is not None and hand_a.ranking is not hand_b.ranking:
        raise HandMismatchError(
            f"cannot compare hands of two rankings: {hand_a.ranking.name} and {hand_b.ranking.name}"
        )
    found = verdict(hand_a, hand_b)
    shown = hand_a or hand_b
    name = shown.ranking.name if shown is not None else rk.name
    return Comparison(hand_a, hand_b, found.winner, rule_text(code, found), found.kind, found.rule, code, name)


_UNSET: Any = object()
"""The default of :func:`explain`'s keywords, to tell the old argument order from the new."""


def _is_language(name: str) -> bool:
    try:
        resolve_language(name)
    except LookupError:
        return False
    return True


def _explain_args(args: tuple[Any, ...], ranking: Any, lang: Any) -> tuple[Any, Any]:
    """(ranking, lang) of an :func:`explain` call, in the order of :func:`compare` or the old one.

    Before 0.2.0 the third argument was the language (``explain(a, b, "nl", ranking="razz")``):
    a third argument beside a ``ranking=`` keyword, or one that names a language and no
    ranking, is still read that way, with a :class:`DeprecationWarning`.
    """
    if len(args) > 1:
        raise ArgumentError(f"explain() takes 2 or 3 positional arguments but {2 + len(args)} were given")
    if not args:
        return ("high" if ranking is _UNSET else ranking), lang
    third = args[0]
    if ranking is _UNSET and not (isinstance(third, str) and third not in REGISTRY and _is_language(third)):
        return third, lang  # the order of compare(): explain(a, b, ranking, lang=...)
    if lang is not _UNSET:
        raise ArgumentError("explain() got the language twice: as its third argument and as lang=")
    resolve_language(third)  # a third argument that is no language is refused, not warned about first
    ranking = "high" if ranking is _UNSET else ranking
    named = ("" if ranking == "high" else f"{shorten(ranking)}, ") if isinstance(ranking, str) else "ranking, "
    warnings.warn(
        f"explain(a, b, lang) is deprecated: the third argument is the ranking, as in compare(); "
        f"write explain(a, b, {named}lang={shorten(third)})",
        DeprecationWarning,
        stacklevel=3,
    )
    return ranking, third


@overload
def explain(
    a: Hand | CardsLike | None,
    b: Hand | CardsLike | None,
    ranking: str | Ranking = "high",
    *,
    lang: str | None = DEFAULT_LANGUAGE,
) -> Explanation: ...
@overload
def explain(
    a: Hand | CardsLike | None, b: Hand | CardsLike | None, lang: str | None, *, ranking: str | Ranking
) -> Explanation: ...  # the order before 0.2.0: deprecated
def explain(a: Hand | CardsLike | None, b: Hand | CardsLike | None, *args: Any, ranking: Any = _UNSET,
            lang: Any = _UNSET) -> Explanation:  # fmt: skip
    """Why ``a`` beats ``b``, or ``b`` beats ``a``, or why they tie: the rule that decided.

    The arguments are in the order of :func:`compare`: ``explain(a, b, ranking="high", *,
    lang="en")`` (``lang``: see :mod:`pokerrank.i18n`). The order before 0.2.0,
    ``explain(a, b, lang, ranking=...)``, still works and warns (:class:`DeprecationWarning`).

    The rules are named the way the rule texts state them: the higher category; the
    higher pair; the second pair; the first kicker or card that differs; "the suits never
    decide"; "only the best five cards count"; "a four-card badugi beats any three-card
    hand"; "no qualifying low". Hands are :class:`~pokerrank.hands.Hand` values (of one
    ranking) or cards, ranked under ``ranking``; ``None`` is a hand without a qualifying low.

    >>> e = explain("As Ad Kc Qd 2h", "Ks Kd Kh 3c 4c", lang="nl")
    >>> e.winner, e.rule, e.text
    (1, 'category', 'een Three of a Kind verslaat een paar')
    >>> explain("6h 4d 3c 2s Ad", "6c 5d 4h 2c Ac", "razz", lang="fr").text
    'on compare la deuxième carte, la plus basse gagne : Quatre contre Cinq'
    >>> import pokerrank
    >>> explain(pokerrank.evaluate("Jc Jd 4h 4s Ac"), pokerrank.evaluate("Jh Js 4c 4d Kc"), lang="de").text
    'bei gleichen Paaren entscheidet der Kicker: Ass gegen König'
    """
    ranking, lang = _explain_args(args, ranking, lang)
    code = resolve_language(DEFAULT_LANGUAGE if lang is _UNSET else lang)
    rk = get_ranking(ranking)
    found = verdict(_coerce(a, rk), _coerce(b, rk))
    return Explanation(found.winner, found.rule, rule_text(code, found), code)
