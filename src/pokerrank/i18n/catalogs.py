"""The catalogs: one JSON file of words per language, and which language to use.

Every language is one JSON catalog in this package (``en.json``, ``nl.json``, ``fr.json``,
``de.json``): the words for the ranks (with the forms its grammar needs), the name of each
category, a template for each kind of hand and one for each rule that decides between two
hands, and the words of the command line. Adding a language is adding a file.

>>> catalog("nl")["language"]
'Nederlands'
>>> resolve_language("de_CH.UTF-8"), resolve_language("Français")
('de', 'fr')
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from functools import cache
from types import SimpleNamespace
from typing import Any, Final

from pokerrank._checks import plainly
from pokerrank.cards import RANK_SYMBOLS
from pokerrank.errors import UnknownLanguageError
from pokerrank.registry import Registry, shorten
from pokerrank.tables.store import package_data, package_files

__all__ = [
    "DEFAULT_LANGUAGE",
    "catalog",
    "language_from_environment",
    "languages",
    "rank_words",
    "resolve_language",
    "text",
]

DEFAULT_LANGUAGE: Final = "en"
_PACKAGE: Final = "pokerrank.i18n"


# -- catalogs ------------------------------------------------------------------------------


@cache
def languages() -> tuple[str, ...]:
    """The codes of every language with a catalog, sorted.

    >>> languages()
    ('de', 'en', 'fr', 'nl')
    """
    return tuple(sorted(name[:-5] for name in package_files(_PACKAGE) if name.endswith(".json")))


@cache
def _load(code: str) -> Mapping[str, Any]:
    data: dict[str, Any] = json.loads(package_data(_PACKAGE, f"{code}.json").decode("utf-8"))
    _BY_CODE[code] = data
    return data


def catalog(lang: str) -> Mapping[str, Any]:
    """The parsed catalog of one language (any name :func:`resolve_language` understands).

    >>> catalog("nl")["language"]
    'Nederlands'
    """
    found = _BY_CODE.get(lang) if isinstance(lang, str) else None  # a showdown asks dozens of times: no lookup
    return found if found is not None else _load(resolve_language(lang))


_BY_CODE: dict[str, Mapping[str, Any]] = {}
"""Each catalog by its own code, once loaded (filled by :func:`_load`)."""


@cache
def _registry() -> Registry[str]:
    """Every language by its code, its own name and the aliases its catalog lists."""
    registry: Registry[str] = Registry("language")
    for code in languages():
        data = _load(code)
        registry.add(code, code, (data.get("language", ""), *data.get("aliases", ())))
    return registry


def _locale_base(name: str) -> str:
    """``'nl_NL.UTF-8'`` -> ``'nl'``, ``'de-DE'`` -> ``'de'``, ``'Français'`` -> ``'français'``."""
    base = name.strip().split(".")[0].split("@")[0]
    return base.replace("-", "_").split("_")[0].lower()


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
        raise UnknownLanguageError(f"a language is named by a string, got {plainly(lang)}", languages())
    registry = _registry()
    found = registry.find(lang.strip()) or registry.find(_locale_base(lang))
    if found is None:
        close = registry.suggestions(lang)
        known = ", ".join(f"{code} ({_own_name(code)})" for code in languages())
        hint = f"did you mean {' or '.join(close)}? " if close else ""
        raise UnknownLanguageError(f"unknown language {shorten(lang)}; {hint}known languages: {known}", languages())
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
def rank_words(code: str) -> tuple[SimpleNamespace, ...]:
    """Each rank's words in one language: the catalog's forms as attributes, plus ``sym``."""
    forms: Mapping[str, Sequence[str]] = catalog(code)["ranks"]
    words = []
    for rank in range(13):
        entry = {form: values[rank] for form, values in forms.items()}
        entry["sym"] = RANK_SYMBOLS[rank]
        words.append(SimpleNamespace(**entry))
    return tuple(words)


def text(lang: str, section: str, key: str, **params: Any) -> str:
    """One catalog template of a language, filled in (the building block of everything here).

    >>> text("fr", "showdown", "side_pot", n=2)
    'pot secondaire 2'
    """
    template: str = catalog(lang)[section][key]
    return template.format(**params)
