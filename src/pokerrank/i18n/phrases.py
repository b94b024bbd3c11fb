"""The library's own sentences in every language: a key, its parameters, and a catalog template.

A result that carries a sentence (an equity run's ``notes``, an ICM note, the audit's
``detail``, the card words of :func:`pokerrank.outs`) takes it from the catalogs, never from an
f-string: :func:`sentence` fills one template of a language (a dotted key into the catalog:
``"notes.std_error_met"``), and a :class:`Phrase` is such a sentence that keeps its key and
parameters, so that a function without a ``lang`` can return English (the ``str`` itself,
as before) and the command line can say it in the language asked for
(:meth:`Phrase.say`).

Parameters are written the way the language writes them: a whole number is grouped
(1,712,304 / 1.712.304), a float takes its shortest form with the language's decimal sign
(0.001 / 0,001), a :class:`Phrase` says itself in the language; text stays as it is (pass
``str(n)`` for a number that is a label, such as a line number).

>>> note = Phrase("notes.std_error_met", target=0.001, deals=1712304)
>>> print(note)
sampled until every standard error was below 0.001: 1,712,304 deals
>>> note.say("nl")
'steekproef getrokken tot elke standaardfout onder 0,001 lag: 1.712.304 delingen'
>>> sentence("de", "audit.cancelled")
'der Anbieter hat die Hand annulliert: niemand hat etwas gewonnen'
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from pokerrank.i18n.catalogs import catalog, resolve_language
from pokerrank.i18n.numbers import number

__all__ = ["Phrase", "say", "sentence", "words"]


def words(lang: str, key: str) -> Any:
    """The catalog entry at a dotted key (a template, a list or a table), as it is.

    >>> words("fr", "outs.or")
    'ou'
    """
    entry: Any = catalog(lang)
    for part in key.split("."):
        entry = entry[part]
    return entry


def _value(value: Any, lang: str) -> Any:
    if isinstance(value, Phrase):
        return value.say(lang)
    if isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        return number(value, lang)
    if isinstance(value, (float, Fraction)):
        shown = f"{float(value):g}"
        return shown.replace(".", catalog(lang)["numbers"]["decimal"])
    return value


def sentence(lang: str | None, key: str, **params: Any) -> str:
    """One sentence of a language's catalog (a dotted key), its parameters written in it.

    >>> sentence("fr", "notes.stand_pat")
    'les mains restent servies : une seule confrontation décide, le résultat est donc exact'
    """
    code = resolve_language(lang)
    template: str = words(code, key)
    return template.format(**{name: _value(value, code) for name, value in params.items()})


class Phrase(str):
    """A sentence that is English text (the ``str`` itself) and can say itself in any
    language: its catalog key and parameters travel with it.

    >>> Phrase("notes.stand_pat").say("de")
    'die Hände bleiben stehen: ein einziger Vergleich entscheidet, das Ergebnis ist also exakt'
    >>> Phrase("notes.stand_pat") == "the hands stand pat: one showdown decides, so the result is exact"
    True
    """

    key: str
    params: Mapping[str, Any]

    def __new__(cls, key: str, **params: Any) -> Phrase:
        made = super().__new__(cls, sentence("en", key, **params))
        made.key = key
        made.params = params
        return made

    def say(self, lang: str | None) -> str:
        """The sentence in a language (any name :func:`~pokerrank.i18n.resolve_language` takes)."""
        return sentence(lang, self.key, **self.params)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_phrase, (self.key, dict(self.params)))


def _phrase(key: str, params: dict[str, Any]) -> Phrase:
    return Phrase(key, **params)


def say(text: str, lang: str | None) -> str:
    """A library sentence in a language: a :class:`Phrase` says itself, other text is as it is."""
    return text.say(lang) if isinstance(text, Phrase) else text
