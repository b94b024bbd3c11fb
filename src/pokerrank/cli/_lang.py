"""The ``--lang`` option shared by the commands that print hand names and reasons."""

from __future__ import annotations

from typing import Any

import click

from pokerrank.i18n import catalog, languages, resolve_language

__all__ = ["LANG_HELP", "lang_option", "resolve", "say"]

LANG_HELP = (
    "Language of hand names and reasons: "
    + ", ".join(languages())
    + " (also locales such as nl_BE.UTF-8). Default: $POKERRANK_LANG, then the locale "
    "(LC_ALL, LC_MESSAGES, LANG), then English."
)


def lang_option(func: Any) -> Any:
    """Add ``--lang`` to a command (resolved inside the command, so errors are one line)."""
    return click.option("--lang", "lang", default=None, metavar="LANG", help=LANG_HELP)(func)


def resolve(lang: str | None) -> str:
    """The language code for the ``--lang`` value, or from the environment when it is absent."""
    return resolve_language(lang)


def say(lang: str, key: str, **params: Any) -> str:
    """A command-line phrase of the ``cli`` section of a language's catalog."""
    template: str = catalog(lang)["cli"][key]
    return template.format(**params)
