"""Names and explanations in English, Dutch, French and German: words only.

What decides between hands is :mod:`pokerrank.verdicts` (keys, no words); this package puts
it into words from one JSON catalog per language (:mod:`~pokerrank.i18n.catalogs`,
rendered by :mod:`~pokerrank.i18n.render`). English is a catalog like every other language.
The terms come from the rule texts each language was given: the Dutch keep "Full House" and
say "zeven-vijf-Lo" and "driekaart", the German say "Vierling", "Drilling", "Zwei Paare", the
French "Séquence", "Deux paires", "Carte Haute".

>>> import pokerrank
>>> describe(pokerrank.evaluate("Kc Kd Ks 8h 8c"), "de")
'Full House, Könige über Achten'
"""

from pokerrank.i18n.catalogs import (
    DEFAULT_LANGUAGE,
    catalog,
    language_from_environment,
    languages,
    rank_words,
    resolve_language,
    text,
)
from pokerrank.i18n.numbers import number, percent
from pokerrank.i18n.phrases import Phrase, sentence
from pokerrank.i18n.render import describe, rule_text

__all__ = [
    "DEFAULT_LANGUAGE",
    "Phrase",
    "catalog",
    "describe",
    "language_from_environment",
    "languages",
    "number",
    "percent",
    "rank_words",
    "resolve_language",
    "rule_text",
    "sentence",
    "text",
]
