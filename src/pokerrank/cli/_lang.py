"""The ``--lang`` option every command has, and the words and numbers of the command line.

Every word a command prints comes from the ``cli`` section of a catalog (:mod:`pokerrank.i18n`),
looked up by :func:`say` (``say(code, "showdown.totals")``), and every number is written the way
the language writes it (:func:`number`, :func:`percent`: 1,712,304 and 46.21% in English,
1.712.304 and 46,21% in Dutch).
"""

from __future__ import annotations

import re
from typing import Any

import click

from pokerrank.i18n import catalog, languages, number, percent, resolve_language

__all__ = [
    "LANG_HELP",
    "lang_option",
    "number",
    "percent",
    "pot_label",
    "resolve",
    "say",
    "side_label",
    "styled",
    "words",
]

LANG_HELP = (
    "Language of everything printed (hand names, reasons, headers, numbers): "
    + ", ".join(languages())
    + " (also locales such as nl_BE.UTF-8). Default: $POKERRANK_LANG, then the locale "
    "(LC_ALL, LC_MESSAGES, LANG), then English."
)


def lang_option(func: Any) -> Any:
    """Add ``--lang`` to a command (resolved inside the command, so errors are one line)."""
    return click.option("--lang", "lang", default=None, metavar="LANG", help=LANG_HELP)(func)


def resolve(lang: str | None) -> str:
    """The language code for the ``--lang`` value, or from the environment when it is absent.

    The compile notice (kernels compiling on first use) speaks it too, until the command ends.
    """
    from pokerrank import _compile

    code = resolve_language(lang)
    _compile.say_notice_in(catalog(code)["kernels"])
    context = click.get_current_context(silent=True)
    if context is not None:
        context.call_on_close(lambda: _compile.say_notice_in({}))
    return code


def _entry(lang: str, key: str) -> Any:
    entry: Any = catalog(lang)["cli"]
    for part in key.split("."):
        entry = entry[part]
    return entry


def say(lang: str, key: str, **params: Any) -> str:
    """A command-line phrase of a language's catalog (``cli`` section; a dotted key reaches
    into a command's own words: ``"showdown.totals"``)."""
    template: str = _entry(lang, key)
    return template.format(**params)


def words(lang: str, key: str) -> Any:
    """A list or table of words of the ``cli`` section (``"icm.places"``), as it is."""
    return _entry(lang, key)


def styled(lang: str, key: str, styles: dict[str, str], **params: Any) -> Any:
    """A phrase as rich Text, the parameters named in ``styles`` in their style (a name in
    bold, say): the template's own words are plain, user text is never read as markup."""
    from rich.text import Text

    template: str = _entry(lang, key)
    text = Text()
    for piece in re.split(r"(\{[a-z_]+\})", template):
        name = piece[1:-1] if piece.startswith("{") and piece.endswith("}") else None
        if name is None:
            text.append(piece)
        else:
            text.append(str(params[name]), styles.get(name, ""))
    return text


def side_label(lang: str, side: str) -> str:
    """The word for a side (``high``, ``low``, ``badugi``) in a language."""
    word: str = catalog(lang)["showdown"]["sides"].get(side, side)
    return word


def pot_label(lang: str, name: str, run: int = 0) -> str:
    """A pot's name (``main pot``, ``side pot 2`` in results) in a language, with its board
    when the hand ran more than once."""
    shown = catalog(lang)["showdown"]
    match = re.fullmatch(r"side pot (\d+)", name)
    label = shown["main_pot"] if name == "main pot" else shown["side_pot"].format(n=match[1]) if match else name
    return f"{label} ({say(lang, 'showdown.run', n=run)})" if run else label
