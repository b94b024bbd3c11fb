"""The JSON formats of pokerrank: every document names its format and that format's version.

Each JSON document that the ``pokerrank`` command prints (``--json``) or reads
(``pokerrank showdown --file``) starts with two keys::

    {"format": "pokerrank.showdown", "format_version": 1, ...}

``format`` names the shape of the document; ``format_version`` is a whole number that goes
up whenever that shape changes (a key added, removed or renamed, or a value that changes
meaning), so a program that checks both notices every change. Each format has a JSON
Schema (draft 2020-12) shipped in the package, ``pokerrank/schemas/<name>.schema.json``:
:func:`schema` loads it. Readers accept every version published so far.

This module imports nothing heavy (no jsonschema): validating against a schema is left to
the program that wants it.

>>> from pokerrank import formats
>>> formats.stamp({"game": "holdem"}, formats.DEAL)
{'format': 'pokerrank.deal', 'format_version': 1, 'game': 'holdem'}
>>> formats.read_format({"format": "pokerrank.deal", "format_version": 1, "game": "holdem"}, [formats.DEAL])
{'game': 'holdem'}
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any, Final

from pokerrank._checks import did_you_mean, plainly, shorten
from pokerrank.errors import FormatError

__all__ = [
    "AUDIT",
    "COMPARISON",
    "DEAL",
    "EQUITY",
    "FORMATS",
    "GAMES",
    "HAND",
    "ICM",
    "IMPORT",
    "OUTS",
    "PREFLOP_TABLE",
    "RANGE_EQUITY",
    "RANKINGS",
    "RESULTS",
    "SHOWDOWN",
    "STATS",
    "WARMUP",
    "read_format",
    "schema",
    "schema_name",
    "stamp",
]

DEAL: Final = "pokerrank.deal"
"""A deal to decide: what ``pokerrank showdown --file`` reads (a showdown result is one too)."""
SHOWDOWN: Final = "pokerrank.showdown"
"""``pokerrank showdown --json``: the deal and every pot, side, award and reason."""
EQUITY: Final = "pokerrank.equity"
"""``pokerrank equity --json`` with cards for every player."""
RANGE_EQUITY: Final = "pokerrank.range-equity"
"""``pokerrank equity --json`` where a Hold'em player holds a range (``QQ+, AKs``)."""
HAND: Final = "pokerrank.hand"
"""``pokerrank rank --json``: one hand, its name, category and strength."""
COMPARISON: Final = "pokerrank.comparison"
"""``pokerrank compare --json``: two hands, the winner and what decided."""
STATS: Final = "pokerrank.stats"
"""``pokerrank stats --json``: every hand of a size counted by category."""
GAMES: Final = "pokerrank.games"
"""``pokerrank games --json``: the games and their rules."""
RANKINGS: Final = "pokerrank.rankings"
"""``pokerrank rankings --json``: the rankings and their aliases."""
ICM: Final = "pokerrank.icm"
"""``pokerrank icm --json``: each player's tournament equity, and an all-in's call or fold."""
OUTS: Final = "pokerrank.outs"
"""``pokerrank outs --json``: who wins now, and the next cards that change it."""
AUDIT: Final = "pokerrank.audit"
"""``pokerrank audit --json``: the counts of an audit of hand histories, and its verdicts."""
PREFLOP_TABLE: Final = "pokerrank.preflop-table"
"""``pokerrank table vs-random|matchups --json``: a preflop equity table (the file ``--out`` keeps)."""
IMPORT: Final = "pokerrank.import"
"""``pokerrank import --json``: what an import into a hand store read, added and skipped."""
RESULTS: Final = "pokerrank.results"
"""``pokerrank results --json``: each player's net, adjusted and showdown winnings, luck and stats."""
WARMUP: Final = "pokerrank.warmup"
"""``pokerrank warmup --json``: the kernel families compiled or loaded, and where the cache is."""

FORMATS: Final[Mapping[str, int]] = {
    DEAL: 1,
    SHOWDOWN: 1,
    EQUITY: 1,
    RANGE_EQUITY: 1,
    HAND: 1,
    COMPARISON: 1,
    STATS: 1,
    GAMES: 2,
    RANKINGS: 1,
    ICM: 1,
    OUTS: 1,
    AUDIT: 2,
    PREFLOP_TABLE: 1,
    WARMUP: 1,
    IMPORT: 1,
    RESULTS: 1,
}
"""Each format's current version: the one pokerrank writes, and the newest it reads."""

_KEYS: Final = ("format", "format_version")


def stamp(data: Mapping[str, Any], name: str) -> dict[str, Any]:
    """A copy of ``data`` with ``format`` and ``format_version`` first.

    >>> stamp({"ranking": "high", "total": 2598960}, STATS)
    {'format': 'pokerrank.stats', 'format_version': 1, 'ranking': 'high', 'total': 2598960}
    """
    if name not in FORMATS:
        raise FormatError(
            f"unknown format {shorten(name)}; the formats are {', '.join(FORMATS)}{did_you_mean(name, FORMATS)}"
        )
    return {"format": name, "format_version": FORMATS[name], **{k: v for k, v in data.items() if k not in _KEYS}}


def read_format(data: Any, accepted: Collection[str], what: str = "document") -> Any:
    """``data`` without its ``format`` and ``format_version`` keys, once they are checked.

    A document without either key is taken as it is (files written before formats were
    named). With one, both must be there, the format must be one of ``accepted``, and
    the version one that pokerrank has published (1 to ``FORMATS[name]``); otherwise a
    :class:`~pokerrank.errors.FormatError` names what is wrong. ``what`` names the
    document in the messages. Anything other than a mapping is returned unchanged, for
    the reader to refuse in its own words.

    >>> read_format({"format": "pokerrank.equity", "format_version": 1}, [DEAL, SHOWDOWN], "deal")
    Traceback (most recent call last):
    ...
    pokerrank.errors.FormatError: a 'pokerrank.equity' document is not a deal; a deal has format ...
    """
    if not isinstance(data, Mapping):
        return data
    expected = " or ".join(repr(name) for name in accepted)
    if "format" not in data:
        if "format_version" in data:
            first = next(iter(accepted))
            raise FormatError(
                f"format_version {shorten(data['format_version'])} without a format name; "
                f'a {what} starts with "format": "{first}"'
            )
        return dict(data)
    name = data["format"]
    if not isinstance(name, str):
        raise FormatError(f"'format' names a format such as {expected}, got {plainly(name)}")
    if name not in accepted:
        if name in FORMATS:
            raise FormatError(f"a {name!r} document is not a {what}; a {what} has format {expected}")
        hint = did_you_mean(name, accepted)
        raise FormatError(f"{shorten(name)} is not a format pokerrank knows; a {what} has format {expected}{hint}")
    newest = FORMATS[name]
    if "format_version" not in data:
        raise FormatError(f'format {shorten(name)} without a format_version; add "format_version": {newest}')
    version = data["format_version"]
    if not isinstance(version, int) or isinstance(version, bool):
        raise FormatError(f"format_version is a whole number such as {newest}, got {plainly(version)}")
    if version > newest:
        from pokerrank._version import __version__

        raise FormatError(
            f"{shorten(name)} version {shorten(version)} is newer than pokerrank {__version__} reads "
            f"(up to version {newest}); upgrade pokerrank"
        )
    if version < 1:
        known = "version 1" if newest == 1 else f"versions 1 to {newest}"
        raise FormatError(f"{shorten(name)} has no version {shorten(version)}; it has {known}")
    return {k: v for k, v in data.items() if k not in _KEYS}


def schema_name(name: str) -> str:
    """The file name of a format's JSON Schema in ``pokerrank/schemas/``.

    >>> schema_name(SHOWDOWN)
    'showdown.schema.json'
    """
    if name not in FORMATS:
        raise FormatError(
            f"unknown format {shorten(name)}; the formats are {', '.join(FORMATS)}{did_you_mean(name, FORMATS)}"
        )
    return name.removeprefix("pokerrank.") + ".schema.json"


def schema(name: str) -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a format, as data, from the installed package.

    >>> s = schema(DEAL)
    >>> s["$schema"], s["properties"]["format"]["enum"]
    ('https://json-schema.org/draft/2020-12/schema', ['pokerrank.deal', 'pokerrank.showdown'])
    """
    import json
    from importlib.resources import files

    text = files("pokerrank").joinpath("schemas").joinpath(schema_name(name)).read_text(encoding="utf-8")
    loaded: dict[str, Any] = json.loads(text)
    return loaded
