"""Words for hands and verdicts: catalog templates filled from the facts of :mod:`pokerrank.verdicts`.

Names and explanations are built from what every ranking already declares about a hand: its
category and the ranks that decide inside it, plus a few special names (royal flush, wheel,
number one, five aces, the sizes of a Badugi hand, no qualifying low). Nothing here knows any
one language: the words are in the catalogs (:mod:`pokerrank.i18n.catalogs`).

>>> import pokerrank
>>> hand = pokerrank.evaluate("Kc Kd Ks 8h 8c")
>>> for lang in ("en", "nl", "fr", "de"):
...     print(describe(hand, lang))
full house, kings full of eights
Full House, koningen vol met achten
Full House aux Rois par les Huit
Full House, Könige über Achten
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pokerrank._checks import plainly
from pokerrank.cards import RANK_SYMBOLS
from pokerrank.errors import HandMismatchError
from pokerrank.hands import Hand
from pokerrank.i18n.catalogs import DEFAULT_LANGUAGE, catalog, rank_words, resolve_language, text
from pokerrank.verdicts import Facts, Verdict, facts

__all__ = ["describe", "rule_text"]


def _context(code: str, hand_facts: Facts) -> dict[str, Any]:
    words = rank_words(code)
    context: dict[str, Any] = {f"d{i}": words[r] for i, r in enumerate(hand_facts.deciding)}
    context.update({f"c{i}": words[r] for i, r in enumerate(hand_facts.cards)})
    context["cards"] = "-".join(RANK_SYMBOLS[r] for r in hand_facts.cards)
    counts = {r: hand_facts.cards.count(r) for r in hand_facts.cards}
    context["kickers"] = "-".join(RANK_SYMBOLS[r] for r in hand_facts.cards if counts[r] == 1)
    if hand_facts.cards:
        context["top"] = words[hand_facts.cards[0]]
    return context


def describe(hand: Hand | None, lang: str | None = DEFAULT_LANGUAGE) -> str:
    """The hand's name as a dealer would say it, in a language (``None``: from the environment).

    ``None`` stands for no qualifying hand (an eight-or-better low that does not qualify).

    >>> import pokerrank
    >>> hand = pokerrank.evaluate("Jc Jd 4h 4s Ac")
    >>> describe(hand), describe(hand, "nl")
    ('two pair, jacks and fours with an ace kicker', 'twee paar, boeren en vieren met een aas als kicker')
    >>> describe(pokerrank.evaluate("7c 5d 4h 3s 2c", "2-7"), "de")
    'Nummer eins, 7-5-4-3-2'
    >>> describe(None, "fr")
    'pas de main basse qualifiée'
    """
    code = resolve_language(lang)
    if hand is None:
        return text(code, "hands", "no_low")
    if not isinstance(hand, Hand):
        raise HandMismatchError(f"describe() takes a Hand (from pokerrank.evaluate) or None, got {plainly(hand)}")
    hand_facts = facts(hand)
    template: str = catalog(code)["hands"][hand_facts.key]
    return template.format(**_context(code, hand_facts))


def _category_forms(code: str, hand_facts: Facts) -> dict[str, str]:
    entry: Mapping[str, str] = catalog(code)["categories"][hand_facts.category]
    context = _context(code, hand_facts)
    forms = {"name": entry["name"]}
    forms["subj"] = entry.get("subj", forms["name"])
    forms["obj"] = entry.get("obj", forms["subj"])  # no case: the object is said as the subject
    forms["any"] = entry.get("any", forms["name"])
    forms["beats"] = entry.get("beats", forms["subj"])
    return {form: template.format(**context) for form, template in forms.items()}


def rule_text(lang: str, found: Verdict) -> str:
    """The rule of a verdict, stated for its two hands in a language.

    >>> import pokerrank
    >>> from pokerrank.verdicts import verdict
    >>> a, b = pokerrank.evaluate("Jc Jd 4h 4s Ac"), pokerrank.evaluate("Jh Js 4c 4d Kc")
    >>> rule_text("de", verdict(a, b))
    'bei gleichen Paaren entscheidet der Kicker: Ass gegen König'
    """
    code = resolve_language(lang)
    fields: dict[str, Any] = {}
    if found.strong is not None and found.weak is not None:
        for prefix, hand_facts in (("a", found.strong), ("b", found.weak)):
            for form, value in _category_forms(code, hand_facts).items():
                fields[f"{prefix}_{form}"] = value
    if found.won is not None and found.lost is not None:
        words = rank_words(code)
        fields["w"], fields["l"] = words[found.won], words[found.lost]
        if found.ordinal is not None:
            kind, index = found.ordinal
            fields["ord"] = catalog(code)["ordinals"][kind][index]
    return text(code, "rules", found.rule, **fields)
