"""Shipped tables: load them fast, rebuild them exactly.

The generated tables live in ``tables/data`` as little-endian binary files, so that
``import pokerrank`` and the first scalar evaluation cost milliseconds rather than the
second a fresh build takes. ``python -m pokerrank.tables`` rebuilds every file, and the
tests check that each shipped file equals a fresh build.
"""

from __future__ import annotations

import os
import sys
from array import array
from collections.abc import Callable
from functools import cache
from importlib import import_module
from typing import TYPE_CHECKING, Final, Protocol, cast

if TYPE_CHECKING:
    from pathlib import Path

__all__ = ["TABLES", "build", "load", "package_data", "package_files", "write_all"]

# name -> (array typecode, "module:function" building it as a list of ints)
TABLES: Final[dict[str, tuple[str, str]]] = {
    "displacement": ("B", "pokerrank.tables.hashing:build_displacement"),
    "slot_keys": ("q", "pokerrank.tables.hashing:build_slot_keys"),
    "high_rank": ("H", "pokerrank.tables.high:high_rank_table"),
    "high_flush": ("H", "pokerrank.tables.high:high_flush_table"),
    "wild_high_rank": ("H", "pokerrank.tables.wild:wild_high_rank_table"),
    "wild_high_flush": ("H", "pokerrank.tables.wild:wild_high_flush_table"),
    "bug_rank": ("H", "pokerrank.tables.wild:bug_rank_table"),
    "bug_flush": ("H", "pokerrank.tables.wild:bug_flush_table"),
    "shortdeck_rank": ("H", "pokerrank.tables.shortdeck:shortdeck_rank_table"),
    "shortdeck_flush": ("H", "pokerrank.tables.shortdeck:shortdeck_flush_table"),
    "shortdeck_classic_rank": ("H", "pokerrank.tables.shortdeck:shortdeck_classic_rank_table"),
    "shortdeck_classic_flush": ("H", "pokerrank.tables.shortdeck:shortdeck_classic_flush_table"),
    "ace_to_five_rank": ("H", "pokerrank.tables.lows:ace_to_five_rank_table"),
    "eight_or_better_rank": ("H", "pokerrank.tables.lows:eight_or_better_rank_table"),
    "deuce_to_seven_rank": ("H", "pokerrank.tables.lows:deuce_to_seven_rank_table"),
    "deuce_to_seven_flush": ("H", "pokerrank.tables.lows:deuce_to_seven_flush_table"),
    "ace_to_six_rank": ("H", "pokerrank.tables.lows:ace_to_six_rank_table"),
    "ace_to_six_flush": ("H", "pokerrank.tables.lows:ace_to_six_flush_table"),
    "badugi": ("H", "pokerrank.tables.badugi:badugi_table"),
    "badugi_ace_high": ("H", "pokerrank.tables.badugi:badugi_ace_high_table"),
    "ace_to_five_joker_rank": ("H", "pokerrank.tables.wild_lows:ace_to_five_joker_rank_table"),
    "eight_or_better_joker_rank": ("H", "pokerrank.tables.wild_lows:eight_or_better_joker_rank_table"),
    "omaha_high_pairs": ("H", "pokerrank.tables.omaha:omaha_high_pairs_table"),
    "omaha_eight_pairs": ("H", "pokerrank.tables.omaha:omaha_eight_pairs_table"),
}


def _builder(name: str) -> Callable[[], list[int]]:
    module, func = TABLES[name][1].split(":")
    return getattr(import_module(module), func)  # type: ignore[no-any-return]


def build(name: str) -> array[int]:
    """Build a table from scratch (slow: for tests and ``python -m pokerrank.tables``)."""
    return array(TABLES[name][0], _builder(name)())


class _DataLoader(Protocol):
    def get_data(self, path: str) -> bytes: ...


def package_data(package: str, *parts: str) -> bytes:
    """The bytes of a data file shipped in ``package`` (already imported), read through the
    package's own loader, a folder or a zip archive alike. ``importlib.resources`` would load
    a dozen modules first (``tempfile``, ``shutil``, ``zipfile``...): milliseconds that the
    first showdown of a new process would pay.

    >>> package_data("pokerrank.i18n", "en.json")[:1]
    b'{'
    """
    module = sys.modules[package]
    spec, where = module.__spec__, module.__file__
    if spec is None or where is None or not hasattr(spec.loader, "get_data"):  # pragma: no cover - odd loaders
        from importlib import resources

        return resources.files(package).joinpath(*parts).read_bytes()
    return cast(_DataLoader, spec.loader).get_data(os.path.join(os.path.dirname(where), *parts))


def package_files(package: str) -> list[str]:
    """The names of the files shipped in ``package`` (already imported), without
    ``importlib.resources`` when the package is a folder (see :func:`package_data`).

    >>> "en.json" in package_files("pokerrank.i18n")
    True
    """
    where = sys.modules[package].__file__
    folder = os.path.dirname(where) if where is not None else ""
    if not os.path.isdir(folder):  # pragma: no cover - a zip archive
        from importlib import resources

        return [entry.name for entry in resources.files(package).iterdir()]
    return os.listdir(folder)


@cache
def load(name: str) -> array[int]:
    """The shipped table ``name`` (cached)."""
    typecode = TABLES[name][0]
    data = package_data("pokerrank.tables", "data", f"{name}.bin")
    table = array(typecode)
    table.frombytes(data)
    if sys.byteorder == "big":  # pragma: no cover - files are little-endian
        table.byteswap()
    return table


def write_all(directory: Path | None = None) -> list[Path]:
    """Rebuild every table and write it to ``directory`` (default: the package's data)."""
    from pathlib import Path

    target = directory or Path(__file__).with_name("data")
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for name in TABLES:
        table = build(name)
        if sys.byteorder == "big":  # pragma: no cover
            table.byteswap()
        path = target / f"{name}.bin"
        path.write_bytes(table.tobytes())
        written.append(path)
    return written
