"""Hold'em heads-up preflop, exactly: every matchup of two hands by its class under suit
relabelling, and the shipped counts of each class.

Two matchups that differ only by a renaming of the suits (``AsKs`` v ``QdQc`` and ``AhKh`` v
``QcQs``) have the same counts on the same boards, so the 812,175 unordered pairs of distinct
two-card hands make 47,008 classes (:data:`CLASSES`). Each class is written by its smallest
image under the 24 suit permutations (:func:`canonical`): one integer key, ``((a * 52 + b) *
52 + c) * 52 + d`` with ``a > b`` the first hand's card codes and ``c > d`` the second's. The
file ``tables/data/holdem_headsup.bin`` holds, for each class in key order, the key, then the
first hand's wins and ties over the C(48, 5) = 1,712,304 boards (the losses are the rest). It
was computed by pokerrank's own exact enumeration (``tools/build_headsup_table.py``); the
tests compare entries with the kernel, and the slow test all of them.

Standard library only: the Hold'em equity of a heads-up preflop spot is read here without
numpy or numba (:func:`lookup`).
"""

from __future__ import annotations

import struct
import zlib
from array import array
from bisect import bisect_left
from functools import cache
from importlib import resources
from itertools import permutations
from typing import Final

__all__ = ["BOARDS", "CLASSES", "canonical", "decode", "load", "lookup", "pack", "unpack"]

BOARDS: Final = 1_712_304
"""Five-card boards from the 48 cards the two hands leave: C(48, 5)."""
CLASSES: Final = 47_008
"""Classes of unordered heads-up matchups under suit relabelling."""
FILE: Final = "holdem_headsup.bin"
_MAGIC: Final = b"PRHU1\0"

_PERMS: Final = tuple(tuple((code & ~3) | perm[code & 3] for code in range(52)) for perm in permutations(range(4)))
"""Each of the 24 suit permutations as a map of card codes (``rank * 4 + suit``)."""


def canonical(a: int, b: int, c: int, d: int) -> tuple[int, bool]:
    """The class key of the matchup of hand ``(a, b)`` against hand ``(c, d)`` (card codes of
    four distinct cards), and whether the class's first hand is the second player's
    (``swapped``: read its wins as this first player's losses).

    >>> from pokerrank.cards import parse_cards
    >>> canonical(*map(int, parse_cards("As Ks Qd Qc")))
    (5875734, True)
    >>> canonical(*map(int, parse_cards("Ah Kh Qc Qs")))
    (5875734, True)
    >>> decode(5875734)
    (41, 40, 50, 46)
    """
    straight = swapped = 1 << 30  # above every key (52**4)
    for perm in _PERMS:  # each relabelling of the suits, the hands read in both orders
        x, y, z, w = perm[a], perm[b], perm[c], perm[d]
        if x < y:
            x, y = y, x
        if z < w:
            z, w = w, z
        first = x * 52 + y
        second = z * 52 + w
        key = first * 2704 + second
        if key < straight:
            straight = key
        key = second * 2704 + first
        if key < swapped:
            swapped = key
    if swapped < straight:
        return swapped, True
    return straight, False


def decode(key: int) -> tuple[int, int, int, int]:
    """The four card codes of a class key (the first hand's two, high first, then the second's).

    >>> decode(((51 * 52 + 50) * 52 + 49) * 52 + 48)
    (51, 50, 49, 48)
    """
    key, d = divmod(key, 52)
    key, c = divmod(key, 52)
    a, b = divmod(key, 52)
    return a, b, c, d


def classes() -> list[int]:
    """Every class key, in increasing order (about two minutes of pure Python: for the
    generator and the slow test)."""
    found: set[int] = set()
    for a in range(52):
        for b in range(a):
            for c in range(52):
                if c in (a, b):
                    continue
                for d in range(c):
                    if d not in (a, b) and (a, b) < (c, d):
                        found.add(canonical(a, b, c, d)[0])
    return sorted(found)


def pack(keys: list[int], wins: list[int], ties: list[int]) -> bytes:
    """The file's bytes: a magic tag and the class count, then the keys, wins and ties as
    little-endian 32-bit arrays, compressed with zlib.

    >>> unpack(pack([7, 9], [1, 2], [3, 4]))
    (array('I', [7, 9]), array('I', [1, 2]), array('I', [3, 4]))
    """
    body = b"".join(
        array("I", column).tobytes() if _LITTLE else _swapped(array("I", column)) for column in (keys, wins, ties)
    )
    return _MAGIC + struct.pack("<I", len(keys)) + zlib.compress(body, 9)


_LITTLE: Final = array("I", [1]).tobytes()[0] == 1


def _swapped(column: array[int]) -> bytes:
    column = array("I", column)
    column.byteswap()
    return column.tobytes()


def unpack(data: bytes) -> tuple[array[int], array[int], array[int]]:
    """The keys, wins and ties of the file's bytes (see :func:`pack`)."""
    if data[: len(_MAGIC)] != _MAGIC:
        raise ValueError("not a pokerrank heads-up table")
    (n,) = struct.unpack_from("<I", data, len(_MAGIC))
    body = zlib.decompress(data[len(_MAGIC) + 4 :])
    if len(body) != 12 * n:
        raise ValueError("a heads-up table of the wrong length")
    out = []
    for i in range(3):
        column = array("I")
        column.frombytes(body[4 * n * i : 4 * n * (i + 1)])
        if not _LITTLE:
            column.byteswap()
        out.append(column)
    return out[0], out[1], out[2]


@cache
def load() -> tuple[array[int], array[int], array[int]]:
    """The shipped table: keys, wins and ties (read once)."""
    return unpack(resources.files("pokerrank.tables").joinpath("data", FILE).read_bytes())


def lookup(a: int, b: int, c: int, d: int) -> tuple[int, int, int]:
    """The wins, ties and losses of hand ``(a, b)`` against hand ``(c, d)`` over every board
    (four distinct card codes of the 52-card deck).

    >>> from pokerrank.cards import parse_cards
    >>> lookup(*map(int, parse_cards("As Ks Qd Qc")))
    (787966, 6732, 917606)
    """
    key, swapped = canonical(a, b, c, d)
    keys, wins, ties = load()
    at = bisect_left(keys, key)
    if at == len(keys) or keys[at] != key:
        raise LookupError(f"no heads-up class {key}")  # a damaged file: the tests read every key
    win, tie = wins[at], ties[at]
    loss = BOARDS - win - tie
    return (loss, tie, win) if swapped else (win, tie, loss)
