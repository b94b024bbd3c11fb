"""Hand names and explanations in English, Dutch, French and German.

Every language is one JSON catalog next to this module (``en.json``, ``nl.json``,
``fr.json``, ``de.json``): the words for the ranks (with the forms its grammar needs),
the name of each category, a template for each kind of hand and one for each rule that
decides between two hands. Adding a language is adding a file; nothing here knows any
one language. The terms come from the rule texts each language was given
(``shared/seeds``): the Dutch keep "Full House" and say "zeven-vijf-Lo" and "driekaart",
the German say "Vierling", "Drilling", "Zwei Paare", the French "Séquence", "Deux
paires", "Carte Haute".

Names and explanations are built from what every ranking already knows about a hand: its
category and the ranks that decide inside it (:meth:`~pokerrank.rankings.Ranking.deciding`),
plus a few special names (royal flush, wheel, number one, five aces, the sizes of a
Badugi hand, no qualifying low). A new ranking with the usual categories needs no new
words.

>>> import pokerrank
>>> hand = pokerrank.evaluate("Kc Kd Ks 8h 8c")
>>> for lang in ("en", "nl", "fr", "de"):
...     print(describe(hand, lang))
full house, kings full of eights
Full House, koningen vol met achten
Full House aux Rois par les Huit
Full House, Könige über Achten
>>> explain(pokerrank.evaluate("Jc Jd 4h 4s Ac"), pokerrank.evaluate("Jh Js 4c 4d Kc"), "de").text
'bei gleichen Paaren entscheidet der Kicker: Ass gegen König'
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, Final

from pokerrank.errors import HandMismatchError, UnknownLanguageError

if TYPE_CHECKING:
    from pokerrank.cards import CardsLike
    from pokerrank.hands import Hand
    from pokerrank.rankings import Ranking

__all__ = [
    "DEFAULT_LANGUAGE",
    "Explanation",
    "catalog",
    "describe",
    "explain",
    "hand_key",
    "language_from_environment",
    "languages",
    "resolve_language",
    "rule_of",
    "rule_text",
    "text",
]

DEFAULT_LANGUAGE: Final = "en"
_SYMBOLS: Final = "23456789TJQKA"


# -- catalogs ------------------------------------------------------------------------------


@cache
def languages() -> tuple[str, ...]:
    """The codes of every language with a catalog, sorted.

    >>> languages()
    ('de', 'en', 'fr', 'nl')
    """
    files = resources.files(__package__ or "pokerrank.i18n").iterdir()
    return tuple(sorted(f.name[:-5] for f in files if f.name.endswith(".json")))


@cache
def catalog(lang: str) -> Mapping[str, Any]:
    """The parsed catalog of one language code (see :func:`resolve_language` for names).

    >>> catalog("nl")["language"]
    'Nederlands'
    """
    code = resolve_language(lang)
    text = resources.files(__package__ or "pokerrank.i18n").joinpath(f"{code}.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def _normalize(name: str) -> str:
    """``'nl_NL.UTF-8'`` -> ``'nl'``, ``'de-DE'`` -> ``'de'``, ``'Français'`` -> ``'français'``."""
    base = name.strip().split(".")[0].split("@")[0]
    return base.replace("-", "_").split("_")[0].lower()


@cache
def _aliases() -> dict[str, str]:
    found: dict[str, str] = {}
    for code in languages():
        data = json.loads(
            resources.files(__package__ or "pokerrank.i18n").joinpath(f"{code}.json").read_text(encoding="utf-8")
        )
        for alias in (code, data.get("language", ""), *data.get("aliases", ())):
            if alias:
                found.setdefault(alias.lower(), code)
    return found


def resolve_language(lang: str | None) -> str:
    """The catalog code for a language code, locale or name; ``None``: from the environment.

    Accepts ``'nl'``, ``'NL'``, ``'nl_BE.UTF-8'``, ``'de-AT'``, ``'Deutsch'``, ``'français'``.
    An unknown language raises :class:`~pokerrank.errors.UnknownLanguageError`, which lists
    the known ones.

    >>> resolve_language("de_CH.UTF-8"), resolve_language("Français")
    ('de', 'fr')
    >>> resolve_language("xx")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerrank.errors.UnknownLanguageError: unknown language 'xx'; known languages: de (Deutsch), en (English), ...
    """
    if lang is None:
        return language_from_environment()
    if not isinstance(lang, str):
        raise UnknownLanguageError(f"a language is named by a string, got {lang!r}", languages())
    aliases = _aliases()
    found = aliases.get(lang.strip().lower()) or aliases.get(_normalize(lang))
    if found is None:
        known = ", ".join(f"{code} ({_own_name(code)})" for code in languages())
        raise UnknownLanguageError(f"unknown language {lang!r}; known languages: {known}", languages())
    return found


def _own_name(code: str) -> str:
    """The language's own name for itself, from its catalog."""
    name: str = catalog(code)["language"]
    return name


def language_from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language to use when none is given: ``POKERRANK_LANG``, then the locale, then English.

    ``POKERRANK_LANG`` must name a known language (it was set for pokerrank, so a typo is an
    error). The locale variables are read in POSIX order (``LC_ALL``, ``LC_MESSAGES``,
    ``LANG``); a locale with no catalog (``C``, ``ja_JP.UTF-8``) falls back to English.

    >>> language_from_environment({"LANG": "nl_NL.UTF-8"})
    'nl'
    >>> language_from_environment({"POKERRANK_LANG": "fr", "LC_ALL": "de_DE.UTF-8"})
    'fr'
    >>> language_from_environment({"LC_ALL": "C", "LANG": "de_DE"})
    'en'
    """
    env = os.environ if environ is None else environ
    chosen = env.get("POKERRANK_LANG", "").strip()
    if chosen:
        return resolve_language(chosen)
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(variable, "").strip()
        if value:
            try:
                return resolve_language(value)
            except UnknownLanguageError:
                return DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


@cache
def _rank_words(code: str) -> tuple[SimpleNamespace, ...]:
    """Each rank's words in one language: the catalog's forms as attributes, plus ``sym``."""
    forms: Mapping[str, Sequence[str]] = catalog(code)["ranks"]
    words = []
    for rank in range(13):
        entry = {form: values[rank] for form, values in forms.items()}
        entry["sym"] = _SYMBOLS[rank]
        words.append(SimpleNamespace(**entry))
    return tuple(words)


def text(lang: str, section: str, key: str, **params: Any) -> str:
    """One catalog template of a language, filled in (the building block of everything here).

    >>> text("fr", "showdown", "side_pot", n=2)
    'pot secondaire 2'
    """
    template: str = catalog(lang)[section][key]
    return template.format(**params)


# -- what a hand is made of ----------------------------------------------------------------

_HIGH_ROLES: Final[dict[str, tuple[str, ...]]] = {
    "FIVE_OF_A_KIND": ("five_of_a_kind",),
    "STRAIGHT_FLUSH": ("top_card",),
    "STRAIGHT": ("top_card",),
    "FOUR_OF_A_KIND": ("quads", "quads_kicker"),
    "FULL_HOUSE": ("full_trips", "full_pair"),
    "THREE_OF_A_KIND": ("trips", "trips_kicker", "trips_kicker"),
    "TWO_PAIR": ("higher_pair", "second_pair", "two_pair_kicker"),
    "ONE_PAIR": ("pair", "pair_kicker", "pair_kicker", "pair_kicker"),
}
_CARD_ROLES: Final = ("highest_card", "next_card", "next_card", "next_card", "next_card")
_ORDINAL_KICKERS: Final = frozenset({"trips_kicker", "pair_kicker", "low_trips_kicker", "low_pair_kicker"})
_PAIRED: Final = frozenset({"ONE_PAIR", "TWO_PAIR", "THREE_OF_A_KIND", "FULL_HOUSE", "FOUR_OF_A_KIND"})


@dataclass(frozen=True)
class _Facts:
    """A hand as the catalogs see it."""

    family: str
    """``'high'``, ``'low'`` (lower ranks win) or ``'badugi'``."""
    category: str
    """The category's catalog key."""
    key: str
    """The hand's catalog key."""
    deciding: tuple[int, ...]
    """The ranks that decide inside the category, in order."""
    cards: tuple[int, ...]
    """The ranks of the cards that play, in the ranking's natural order (wild cards left out)."""
    roles: tuple[str, ...]
    """The rule key of each deciding rank."""


@cache
def _family(ranking: Ranking) -> str:
    if "badugi" in ranking.name:
        return "badugi"
    if any(member.name.endswith("_LOW") for member in ranking.category_type):
        return "low"
    return "high"


_SHAPES: Final[dict[str, tuple[int, ...]]] = {
    "FOUR_OF_A_KIND": (4, 1),
    "FULL_HOUSE": (3, 2),
    "THREE_OF_A_KIND": (3, 1, 1),
    "TWO_PAIR": (2, 2, 1),
    "ONE_PAIR": (2, 1, 1, 1),
}


def _low_cards(cat: str, deciding: tuple[int, ...]) -> tuple[int, ...]:
    """The five ranks of a low hand, highest first, from its deciding ranks.

    Built from the ranks rather than the cards so that a joker counts as the rank it
    plays: a straight from its top card down (the ace below the deuce where it is low,
    which is the only way a straight reaches it), a group as often as its size.
    """
    if cat in ("STRAIGHT", "STRAIGHT_FLUSH"):
        return tuple((deciding[0] - i) % 13 if deciding[0] - i >= 0 else 12 for i in range(5))
    shape = _SHAPES.get(cat)
    if shape is None:
        return deciding
    return tuple(rank for rank, size in zip(deciding, shape, strict=True) for _ in range(size))


def _facts(hand: Hand) -> _Facts:
    ranking = hand.ranking
    family = _family(ranking)
    category = hand.category
    cat = category.name
    wild_codes = ranking.wild_codes
    playing = [c for c in hand.cards if not (c.is_joker or c in wild_codes)]
    cards = tuple(int(c) >> 2 for c in playing)
    if family == "low" and cat == "NO_LOW":
        return _Facts(family, "no_low", "no_low", (), cards, ())
    deciding = tuple(rank for _, rank in ranking.deciding(hand))

    if family == "badugi":
        size = f"badugi{int(category) + 1}"
        roles = ("low_highest_card",) + ("low_next_card",) * (len(deciding) - 1)
        return _Facts(family, size, size, deciding, cards, roles)

    if family == "low":
        cards = _low_cards(cat, deciding)
        if cat.endswith("_LOW"):
            if cat == "FIVE_LOW":
                key = "wheel"
            elif "ACE_LOW" in ranking.category_type.__members__ and cards == (5, 3, 2, 1, 0):
                key = "number_one"  # 7-5-4-3-2 where the ace is high: deuce-to-seven's best
            else:
                key = "low"
            return _Facts(family, "low", key, deciding, cards, ("low_highest_card",) + ("low_next_card",) * 4)
        key = "low_" + cat.lower()
        if cat == "STRAIGHT_FLUSH" and cards[:2] == (12, 11):
            key = "low_royal_flush"
        roles = tuple("low_" + role for role in _HIGH_ROLES.get(cat, _CARD_ROLES))
        return _Facts(family, cat.lower(), key, deciding, cards, roles)

    key = cat.lower()
    if cat == "FIVE_OF_A_KIND" and deciding[0] == 12:
        key = "five_aces"
    elif cat == "STRAIGHT_FLUSH" and deciding[0] == 12:
        key = "wild_royal_flush" if len(playing) < len(hand.cards) else "royal_flush"
    return _Facts(family, cat.lower(), key, deciding, cards, _HIGH_ROLES.get(cat, _CARD_ROLES))


def hand_key(hand: Hand) -> str:
    """The catalog key of a hand's name: its category, or a special name.

    >>> import pokerrank
    >>> hand_key(pokerrank.evaluate("As Ks Qs Js Ts")), hand_key(pokerrank.evaluate("5c 4d 3h 2s Ac", "razz"))
    ('royal_flush', 'wheel')
    """
    return _facts(hand).key


def _context(code: str, facts: _Facts) -> dict[str, Any]:
    words = _rank_words(code)
    context: dict[str, Any] = {f"d{i}": words[r] for i, r in enumerate(facts.deciding)}
    context.update({f"c{i}": words[r] for i, r in enumerate(facts.cards)})
    context["cards"] = "-".join(_SYMBOLS[r] for r in facts.cards)
    counts = {r: facts.cards.count(r) for r in facts.cards}
    context["kickers"] = "-".join(_SYMBOLS[r] for r in facts.cards if counts[r] == 1)
    if facts.cards:
        context["top"] = words[facts.cards[0]]
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
    from pokerrank.hands import Hand

    if not isinstance(hand, Hand):
        raise HandMismatchError(
            f"describe() takes a Hand (from pokerrank.evaluate) or None, got {type(hand).__name__} {hand!r}"
        )
    facts = _facts(hand)
    template: str = catalog(code)["hands"][facts.key]
    return template.format(**_context(code, facts))


def _category_forms(code: str, facts: _Facts) -> dict[str, str]:
    entry: Mapping[str, str] = catalog(code)["categories"][facts.category]
    context = _context(code, facts)
    forms = {"name": entry["name"]}
    forms["subj"] = entry.get("subj", forms["name"])
    forms["obj"] = entry.get("obj", forms["subj"])  # no case: the object is said as the subject
    forms["any"] = entry.get("any", forms["name"])
    forms["beats"] = entry.get("beats", forms["subj"])
    return {form: template.format(**context) for form, template in forms.items()}


# -- explanations --------------------------------------------------------------------------


@dataclass(frozen=True)
class Explanation:
    """Why one hand beats another, or why two hands tie.

    ``winner``: 0 if the first hand wins, 1 if the second does, ``None`` for a tie (split
    pot). ``rule``: the key of the deciding rule in the catalogs (``category``,
    ``higher_pair``, ``pair_kicker``, ``tie_suits``, ``badugi_size``, ``no_low``, ...).
    ``text``: the rule, stated for these two hands in the language asked for.
    """

    winner: int | None
    rule: str
    text: str
    lang: str = DEFAULT_LANGUAGE


def _coerce(hand: Hand | CardsLike | None, ranking: str | Ranking) -> Hand | None:
    from pokerrank.hands import Hand
    from pokerrank.rankings import get_ranking

    if hand is None or isinstance(hand, Hand):
        return hand
    evaluated: Hand | None = get_ranking(ranking).evaluate(hand)
    return evaluated


def _qualifies(hand: Hand | None) -> bool:
    return hand is not None and not (hand.strength == 0 and hand.category.name == "NO_LOW")


def rule_of(a: Hand | None, b: Hand | None) -> tuple[int | None, str, dict[str, Any]]:
    """(winner, rule key, what the rule's text needs) for two hands; see :func:`explain`."""
    if not _qualifies(a) or not _qualifies(b):
        if not _qualifies(a) and not _qualifies(b):
            return None, "tie_no_low", {}
        return (1 if not _qualifies(a) else 0), "no_low", {}
    assert a is not None
    assert b is not None
    if a.ranking is not b.ranking:
        raise HandMismatchError(f"cannot compare hands of two rankings: {a.ranking.name} and {b.ranking.name}")
    if a.strength == b.strength:
        facts = _facts(a)
        if facts.family == "badugi":
            unused = max(len(a.all_cards), len(b.all_cards)) > len(a.cards)
            return None, "tie_unused" if unused else "tie_suits", {}
        if max(len(a.all_cards), len(b.all_cards)) > len(a.cards):
            return None, "tie_best_five", {}
        return None, "tie_suits", {}
    winner = 0 if a.strength > b.strength else 1
    strong, weak = (a, b) if winner == 0 else (b, a)
    fs, fw = _facts(strong), _facts(weak)
    if strong.category != weak.category:
        if fs.family == "badugi":
            return winner, "badugi_size", {"a": fs, "b": fw}
        if fs.family == "low" and fs.category == "low" and weak.category.name in _PAIRED:
            return winner, "low_unpaired", {"a": fs, "b": fw}
        return winner, "category", {"a": fs, "b": fw}
    for i, (rs, rw) in enumerate(zip(fs.deciding, fw.deciding, strict=False)):
        if rs != rw:
            role = fs.roles[i] if i < len(fs.roles) else fs.roles[-1]
            ordinal = None
            if role in _ORDINAL_KICKERS:
                ordinal = ("kicker", i - 1)
            elif role in ("next_card", "low_next_card"):
                ordinal = ("card" if fs.family == "high" else "low_card", i)
            return winner, role, {"w": rs, "l": rw, "ord": ordinal}
    return winner, "category", {"a": fs, "b": fw}  # pragma: no cover - equal ranks, different strengths


def rule_text(code: str, rule: str, params: Mapping[str, Any]) -> str:
    """The text of a rule key in a language, for the parameters :func:`rule_of` returned."""
    code = resolve_language(code)
    fields: dict[str, Any] = {}
    words = _rank_words(code)
    if "a" in params:
        for prefix, facts in (("a", params["a"]), ("b", params["b"])):
            for form, value in _category_forms(code, facts).items():
                fields[f"{prefix}_{form}"] = value
    if "w" in params:
        fields["w"], fields["l"] = words[params["w"]], words[params["l"]]
        if params.get("ord") is not None:
            kind, index = params["ord"]
            fields["ord"] = catalog(code)["ordinals"][kind][index]
    return text(code, "rules", rule, **fields)


def explain(
    a: Hand | CardsLike | None,
    b: Hand | CardsLike | None,
    lang: str | None = DEFAULT_LANGUAGE,
    *,
    ranking: str | Ranking = "high",
) -> Explanation:
    """Why ``a`` beats ``b``, or ``b`` beats ``a``, or why they tie: the rule that decided.

    The rules are named the way the rule texts state them: the higher category; the
    higher pair; the second pair; the first kicker or card that differs; "the suits never
    decide"; "only the best five cards count"; "a four-card badugi beats any three-card
    hand"; "no qualifying low". Hands are :class:`~pokerrank.hands.Hand` values (of one
    ranking) or cards, ranked under ``ranking``; ``None`` is a hand without a qualifying low.

    >>> e = explain("As Ad Kc Qd 2h", "Ks Kd Kh 3c 4c", "nl")
    >>> e.winner, e.rule, e.text
    (1, 'category', 'een Three of a Kind verslaat een paar')
    >>> explain("6h 4d 3c 2s Ad", "6c 5d 4h 2c Ac", "fr", ranking="razz").text
    'on compare la deuxième carte, la plus basse gagne : Quatre contre Cinq'
    """
    code = resolve_language(lang)
    hand_a, hand_b = _coerce(a, ranking), _coerce(b, ranking)
    winner, rule, params = rule_of(hand_a, hand_b)
    return Explanation(winner, rule, rule_text(code, rule, params), code)
