"""Checks at the edge: the small validators every public function uses on its parameters.

Each public function and command checks what it is given once, before any costly work, and
refuses bad input with a typed :class:`~pokerrank.errors.PokerRankError` that names the
parameter and quotes the value, shortened (:func:`shorten`): a megabyte of input never makes
a megabyte of message, and quoting never fails, whatever the value.

- :func:`check_int`: a whole number in a range (a ``bool`` is not a number, nor is ``1.0``,
  a ``Decimal`` or a ``Fraction``; numpy integers are);
- :func:`check_run_options`: the run parameters of every sampled computation (equity,
  range equity, ICM, the preflop tables): ``samples``, ``seed``, and one rule for a seed
  with nothing to draw (refused), with the limits named here once (:data:`MAX_SAMPLES`,
  :data:`MAX_TABLE_SAMPLES`, :data:`MAX_SEED`, :data:`MAX_DEALS`, :data:`MAX_RANGE_DEALS`);
- :func:`check_name`: a name (of a player, a game, a language): a string, not empty, not
  longer than :data:`MAX_NAME_LENGTH`, printable, and writable as UTF-8;
- :func:`decode_text` and :func:`load_json`: files as bytes, read as UTF-8 with or without
  a byte-order mark, and JSON with a bounded depth and bounded integers;
- :func:`check_chips`: a chip amount, a whole number from 0 to :data:`MAX_CHIPS`;
- :func:`check_array_input`: a list (not yet an array) counted before numpy reads it, at most
  :data:`MAX_ARRAY_ITEMS` numbers (``range(10**12)`` is refused, not read).

>>> check_int(3, "samples", low=1)
3
>>> check_int(True, "samples", low=1)
Traceback (most recent call last):
...
pokerrank.errors.PokerRankError: samples must be a whole number, got True (a yes/no value)
>>> load_json(b'\\xef\\xbb\\xbf{"game": "holdem"}', "the deal")
{'game': 'holdem'}
"""

from __future__ import annotations

import json
import math
import reprlib
import sys
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from decimal import Decimal
from fractions import Fraction
from itertools import chain
from numbers import Integral, Number
from typing import Any, Final, NamedTuple, TypeVar

from pokerrank.errors import PokerRankError, UnknownPlayerError

__all__ = [
    "MAX_ARRAY_ITEMS",
    "MAX_CHIPS",
    "MAX_DEALS",
    "MAX_JSON_DEPTH",
    "MAX_JSON_INT_DIGITS",
    "MAX_NAME_LENGTH",
    "MAX_RANGE_DEALS",
    "MAX_SAMPLES",
    "MAX_SEED",
    "MAX_TABLE_SAMPLES",
    "RunOptions",
    "check_array_input",
    "check_chips",
    "check_flag",
    "check_int",
    "check_name",
    "check_run_options",
    "close_names",
    "decode_text",
    "did_you_mean",
    "fresh_seed",
    "load_json",
    "normalize_name",
    "plainly",
    "shorten",
]

MAX_NAME_LENGTH: Final = 200
"""The longest name pokerrank takes (of a game, a ranking, a player, a language): no name
pokerrank knows comes close, and a name longer than this is refused before any lookup."""
MAX_JSON_DEPTH: Final = 64
"""How deeply a JSON document pokerrank reads may nest (a deal nests four levels)."""
MAX_JSON_INT_DIGITS: Final = 64
"""The most digits of an integer in a JSON document pokerrank reads (chips fit in 20)."""

MAX_SAMPLES: Final = 1 << 36
"""The most draws a sampled run takes: deals of an equity or range equity, finishing orders
of an ICM (about 69 billion: twenty minutes of heads-up Hold'em on two cores)."""
MAX_TABLE_SAMPLES: Final = 10**12
"""The most Monte Carlo showdowns a preflop table takes per starting hand or matchup (days
of work, spread over a Dask cluster): a table's sample is per cell, not per run, so its
limit is its own."""
MAX_SEED: Final = (1 << 128) - 1
"""Seeds are whole numbers from 0 to 2**128 - 1, for every sampled run."""
MAX_DEALS: Final = 1 << 32
"""The most deals an exact :func:`~pokerrank.equity` enumerates unless told otherwise
(its ``max_deals``)."""
MAX_RANGE_DEALS: Final = 1 << 34
"""The most deals an exact :func:`~pokerrank.range_equity` enumerates unless told otherwise
(its ``max_deals``): ranges are counted per matchup and board, a cheaper deal than one of
:func:`~pokerrank.equity`'s."""

MAX_CHIPS: Final = 10**18
"""The largest chip amount pokerrank takes (a bet, the smallest chip, a stack): a billion
chips counted in billionths. Larger amounts are refused at the edge, so that no message, sum
or split of chips works on numbers of unbounded size (a 5,000-digit bet could not even be
printed); ICM's stacks and prizes have the same bound."""
MAX_ARRAY_ITEMS: Final = 1 << 24
"""The most numbers pokerrank reads from a list or another sequence (not a numpy array) into
an array at once: card codes, strengths (16,777,216: a million hands of sixteen cards). A numpy
array is taken as it is; a sequence is counted first, so that ``range(10**12)`` is refused
rather than read into memory."""

ErrorType = Callable[[str], PokerRankError]


class _Short(reprlib.Repr):
    """A repr that does bounded work on any value: few items of a container, few levels."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel = 3
        self.maxlist = self.maxtuple = self.maxset = self.maxfrozenset = self.maxdeque = 8
        self.maxdict = 6
        self.maxstring = 200
        self.maxlong = 80
        self.maxother = 200

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 4 * self.maxlong:  # repr() of a huge int is quadratic, and refused past 4,300 digits
            return f"<an int of about {int(x.bit_length() * 0.30103) + 1} digits>"
        return super().repr_int(x, level)

    def repr_instance(self, x: object, level: int) -> str:
        try:
            text = repr(x)
        except Exception:  # a value whose repr() fails is still quoted
            return f"<{type(x).__name__} object>"
        return text if len(text) <= self.maxother else text[: self.maxother]


_SHORT: Final = _Short()


def shorten(value: object, limit: int = 60) -> str:
    """``repr(value)``, cut to about ``limit`` characters with an ellipsis in the middle.

    Error messages quote what the user gave; a megabyte of input must not make a megabyte
    of message. The work is bounded whatever the value (a long text, a deep or huge
    container, an int of a million digits, an object whose ``repr`` fails), and it never
    raises.

    >>> shorten("x" * 100, 20)
    "'xxxxxxxx…xxxxxxxxx'"
    >>> shorten([[[[[1]]]]]), shorten(10**5000)
    ('[[[[...]]]]', '<an int of about 5001 digits>')
    """
    if isinstance(value, str):
        if len(value) > 2 * limit + 8:  # the middle goes anyway: quote only both ends
            value = value[: limit + 4] + value[len(value) - limit - 4 :]
        text = repr(value)
    elif type(value) in (int, float, bool) or value is None:
        text = _SHORT.repr(value)
    else:
        try:
            text = _SHORT.repr(value)
        except Exception:  # a container whose items misbehave
            text = f"<{type(value).__name__} object>"
    if "\n" in text:  # a numpy array, a pretty repr: one line
        text = " ".join(text.split())
    if len(text) <= limit:
        return text
    head = (limit - 1) // 2
    return f"{text[:head]}…{text[len(text) - (limit - 1 - head) :]}"


def normalize_name(name: str) -> str:
    """The form every registry compares names in: lower case, letters, digits and ``+`` only.

    >>> normalize_name("Omaha Hi/Lo"), normalize_name("2-7 TD"), normalize_name("6+ Hold'em")
    ('omahahilo', '27td', '6+holdem')
    """
    return "".join(ch for ch in name.lower() if ch.isalnum() or ch == "+")


def close_names(name: object, known: Iterable[str], n: int = 3) -> tuple[str, ...]:
    """The names of ``known`` closest to ``name`` (case, spaces and punctuation ignored),
    best first, at most ``n``; none when nothing is close or ``name`` is not a string.

    >>> close_names("bbo", ["ann", "bob", "carol"]), close_names("zzz", ["ann", "bob"])
    (('bob',), ())
    """
    if not isinstance(name, str) or len(name) > MAX_NAME_LENGTH:
        return ()
    by_key: dict[str, str] = {}
    for item in known:
        by_key.setdefault(normalize_name(item) or item, item)
    wanted = normalize_name(name) or name
    import difflib  # only for a name that is not known

    scored = sorted(((difflib.SequenceMatcher(None, wanted, key).ratio(), key) for key in by_key), reverse=True)
    # the close ones, and of those only the ones about as close as the closest (names that
    # share a long prefix, such as the formats, are all somewhat close)
    close = [key for ratio, key in scored if ratio >= max(0.6, scored[0][0] - 0.1)][:n] if scored else []
    if not close and wanted:
        close = [key for key in by_key if wanted in key or key in wanted][:n]
    return tuple(by_key[key] for key in close)


def did_you_mean(name: object, known: Iterable[str]) -> str:
    """``"; did you mean 'bob'?"`` for the known names closest to ``name``, or ``""``: the
    tail every message about an unknown name ends with.

    >>> "no player called 'bbo'" + did_you_mean("bbo", ["ann", "bob"])
    "no player called 'bbo'; did you mean 'bob'?"
    """
    close = close_names(name, known)
    return f"; did you mean {' or '.join(map(repr, close))}?" if close else ""


_Named = TypeVar("_Named")


def find_named(items: Sequence[_Named], attribute: str, name: object, missing: str) -> _Named:
    """The first of ``items`` whose ``attribute`` is ``name``; else
    :class:`~pokerrank.errors.UnknownPlayerError` saying ``missing`` (``{}``: the name, cut
    short), then every name and the closest (the lookup of a result's ``player(name)``).

    >>> from types import SimpleNamespace as P
    >>> find_named([P(name="ann"), P(name="bob")], "name", "bob", "no player called {}").name
    'bob'
    >>> find_named([P(name="ann"), P(name="bob")], "name", "bbo", "no player called {}")
    Traceback (most recent call last):
    ...
    pokerrank.errors.UnknownPlayerError: no player called 'bbo'; the players are ['ann', 'bob']; did you mean 'bob'?
    """
    for item in items:
        if getattr(item, attribute) == name:
            return item
    names = [getattr(item, attribute) for item in items]
    raise UnknownPlayerError(f"{missing.format(shorten(name))}; the players are {names}{did_you_mean(name, names)}")


def plainly(value: object) -> str:
    """What ``value`` is, in the words of a message for people, not Python's: a number as
    itself, the text, a yes/no value, a list, nothing (an error says ``got the text '10'``,
    not ``got str '10'``; ``got True (a yes/no value)``, not ``got True``).

    >>> plainly("10"), plainly(True), plainly(2.5), plainly(None), plainly(7)
    ("the text '10'", 'True (a yes/no value)', '2.5', 'nothing (None)', '7')
    >>> plainly([1, "x"]), plainly({"a": 1}), plainly(b"x")
    ("a list [1, 'x']", "a mapping {'a': 1}", "the bytes b'x'")
    >>> plainly(Decimal(1)), plainly(Fraction(2, 4))
    ('the decimal number 1', 'the fraction 1/2')
    """
    if isinstance(value, str):
        return f"the text {shorten(value)}"
    if value is None:
        return "nothing (None)"
    if value is True or value is False or _numpy_bool(value):
        return f"{bool(value)} (a yes/no value)"
    if isinstance(value, Number):
        text = str(value) if isinstance(value, (Decimal, Fraction)) else shorten(value)
        text = text if len(text) <= 60 else text[:59] + "…"
        if isinstance(value, Decimal):  # str() alone reads as an int: "got 1"
            return f"the decimal number {text}"
        return f"the fraction {text}" if isinstance(value, Fraction) else text
    if isinstance(value, (bytes, bytearray)):
        return f"the bytes {shorten(value)}"
    if isinstance(value, (list, tuple)):
        return f"a list {shorten(value)}"
    if isinstance(value, Mapping):
        return f"a mapping {shorten(value)}"
    if isinstance(value, (set, frozenset)):
        return f"a set {shorten(value)}"
    return f"an object of type {type(value).__name__}, {shorten(value)}"


_kind = plainly


def check_int(
    value: object,
    what: str,
    *,
    low: int | None = None,
    high: int | None = None,
    error: ErrorType = PokerRankError,
) -> int:
    """``value`` as an ``int`` if it is a whole number from ``low`` to ``high`` (either may be
    None), else ``error`` naming ``what``. A ``bool`` is refused, and so are floats (``2.0``
    too), ``Decimal`` and ``Fraction``; numpy integers are taken.

    >>> check_int(7, "the seat", low=0, high=5, error=ValueError)
    Traceback (most recent call last):
    ...
    ValueError: the seat must be at most 5, got 7
    """
    if isinstance(value, bool) or not isinstance(value, Integral):
        raise error(f"{what} must be a whole number, got {_kind(value)}")
    number = int(value)
    if low is not None and number < low:
        raise error(f"{what} must be at least {low}, got {shorten(number)}")
    if high is not None and number > high:
        raise error(f"{what} must be at most {high}, got {shorten(number)}")
    return number


def check_chips(value: int, what: str, *, error: ErrorType = PokerRankError) -> int:
    """``value`` (a whole number already checked not negative) if it is at most
    :data:`MAX_CHIPS`, else ``error`` naming ``what``; constant time whatever its size.

    >>> check_chips(10**5000, "ann's bet")
    Traceback (most recent call last):
    ...
    pokerrank.errors.PokerRankError: ann's bet must be at most 10**18 chips, got <an int of about 5001 digits>
    """
    if value > MAX_CHIPS:
        raise error(f"{what} must be at most 10**18 chips, got {shorten(value)}")
    return value


def check_array_input(
    value: object, what: str, *, error: ErrorType = PokerRankError, most: int = MAX_ARRAY_ITEMS
) -> None:
    """Raise ``error`` naming ``what`` if ``value``, a sequence numpy is about to read into an
    array, holds more than ``most`` numbers through its nested lists, tuples and sized items
    (a ``range``): counted level by level in C, each level at most ``most`` items, before
    numpy allocates anything. A numpy
    array, a string and anything without a length pass (numpy's own errors cover them).

    >>> check_array_input([[1, 2], [3, 4]], "codes", most=4)
    >>> check_array_input([[1, 2], range(10**12)], "codes", most=4)
    Traceback (most recent call last):
    ...
    pokerrank.errors.PokerRankError: codes hold more than 4 numbers, got [[1, 2], range(0, 1000000000000)]; give fewer
    """
    if type(value).__module__ == "numpy" or isinstance(value, (str, bytes, bytearray)):
        return
    level: list[object] = [value]
    for _ in range(32):  # numpy reads at most 32 dimensions; each level holds at most `most` items
        kinds = set(map(type, level))
        if kinds <= _NUMBERS:
            return
        if kinds <= _ROWS:  # the common case, counted in C: the items of the next level
            try:
                count = sum(map(len, level))  # type: ignore[arg-type]
            except OverflowError:  # len(range(10**20))
                count = most + 1
        else:  # a level of other kinds: numpy arrays, sized objects, numbers beside rows
            count = sum(map(_length, level))
        if count > most:
            raise error(f"{what} hold more than {most:,} numbers, got {shorten(value)}; give fewer")
        rows = level if kinds <= _ROWS else [item for item in level if type(item) in _ROWS]
        level = list(chain.from_iterable(rows))  # type: ignore[arg-type]  # lists, tuples and ranges only


def _length(item: object) -> int:
    """How many numbers ``item`` adds to an array numpy reads (0 for a number or a string: its
    level is counted by its container); never raises."""
    if type(item) in _NUMBERS or isinstance(item, (str, bytes, bytearray)):
        return 0
    try:
        if type(item).__module__ == "numpy":
            return int(getattr(item, "size", 0))
        return len(item) if hasattr(type(item), "__len__") else 0  # type: ignore[arg-type]
    except OverflowError:  # len(range(10**20))
        return sys.maxsize
    except Exception:  # a hostile length: numpy's read says what is wrong
        return 0


_NUMBERS: Final = frozenset({int, float, bool})
_ROWS: Final = frozenset({list, tuple, range})


class RunOptions(NamedTuple):
    """A run's parameters, checked: ``samples`` (None: exact) and ``seed`` (None: a fresh one
    is drawn when the run samples)."""

    samples: int | None
    seed: int | None


def check_run_options(
    samples: object,
    seed: object,
    *,
    sampled: bool | None = None,
    error: ErrorType = PokerRankError,
    most: int = MAX_SAMPLES,
    draws: str = "samples",
    run: str = "run",
    give: str = "samples",
) -> RunOptions:
    """``samples`` and ``seed`` checked by one policy, else ``error`` naming the parameter:

    - ``samples``: None (exact), or a whole number from 1 to ``most`` (:data:`MAX_SAMPLES`;
      the preflop tables :data:`MAX_TABLE_SAMPLES`); ``draws`` is how the message names it;
    - ``seed``: None, or a whole number from 0 to :data:`MAX_SEED`;
    - a seed with nothing to draw from it is refused, never silently ignored: a user who
      gives a seed means a sampled run. ``sampled``: whether the run draws at random
      (default: whether ``samples`` is given; equity also samples for ``std_error``);
      ``run`` and ``give`` word the message.

    A ``bool`` is not a number; numpy integers are.

    >>> check_run_options(10_000, 7)
    RunOptions(samples=10000, seed=7)
    >>> check_run_options(None, 7)
    Traceback (most recent call last):
    ...
    pokerrank.errors.PokerRankError: a seed only applies to a Monte Carlo run: give samples as well
    >>> check_run_options(0, None)
    Traceback (most recent call last):
    ...
    pokerrank.errors.PokerRankError: samples must be a positive whole number, got 0: at least 1
    """
    n: int | None = None
    if samples is not None:
        if isinstance(samples, bool) or not isinstance(samples, Integral):
            raise error(f"{draws} must be a positive whole number, got {_kind(samples)}")
        if int(samples) < 1:
            raise error(f"{draws} must be a positive whole number, got {shorten(int(samples))}: at least 1")
        n = check_int(samples, draws, high=most, error=error)
    if seed is None:
        return RunOptions(n, None)
    checked = check_int(seed, "seed", low=0, high=MAX_SEED, error=error)
    if not (n is not None if sampled is None else sampled):
        raise error(f"a seed only applies to a Monte Carlo {run}: give {give} as well")
    return RunOptions(n, checked)


def fresh_seed() -> int:
    """A seed from the operating system's entropy, for a sampled run given none (recorded in
    its result, so that the run can be repeated): 63 bits, so that it fits every kernel.

    >>> 0 <= fresh_seed() < 2**63
    True
    """
    import secrets  # only for a run without a seed

    return secrets.randbits(63)


def _numpy_bool(value: object) -> bool:
    """Whether ``value`` is numpy's bool (``numpy.bool_``; named ``numpy.bool`` since numpy 2),
    without importing numpy."""
    kind = type(value)
    return kind.__name__ in ("bool_", "bool") and kind.__module__ == "numpy"


def check_flag(value: object, what: str, *, error: ErrorType = PokerRankError) -> bool:
    """``value`` as a ``bool`` if it is one (numpy's too, and the whole numbers 0 and 1), else
    ``error`` naming ``what``: a text such as ``"no"`` is not read as true.

    >>> check_flag(1, "jokers"), check_flag(False, "jokers")
    (True, False)
    >>> check_flag("no", "jokers")
    Traceback (most recent call last):
    ...
    pokerrank.errors.PokerRankError: jokers must be True or False, got the text 'no'
    """
    if value is True or value is False:
        return value
    if _numpy_bool(value) or (isinstance(value, Integral) and int(value) in (0, 1)):
        return bool(value)
    raise error(f"{what} must be True or False, got {_kind(value)}")


def check_name(
    value: object, what: str, *, error: ErrorType = PokerRankError, max_length: int = MAX_NAME_LENGTH
) -> str:
    """``value`` if it is a usable name: a non-empty string of at most ``max_length``
    characters, without control characters (a newline, a tab, a NUL) and writable as UTF-8
    (no lone surrogates), else ``error`` naming ``what``.

    >>> check_name("ann", "a player's name")
    'ann'
    >>> check_name("ann\\nbob", "a player's name")
    Traceback (most recent call last):
    ...
    pokerrank.errors.PokerRankError: a player's name must not hold control characters, got 'ann\\nbob'
    """
    if not isinstance(value, str):
        raise error(f"{what} must be a string, got {_kind(value)}")
    if not value.strip():
        raise error(f"{what} must not be empty, got {shorten(value)}")
    if len(value) > max_length:
        raise error(f"{what} must be at most {max_length} characters, got {len(value):,}: {shorten(value)}")
    if not value.isprintable() and any(unicodedata.category(ch) in ("Cc", "Cs") for ch in value):
        if any(unicodedata.category(ch) == "Cs" for ch in value):
            raise error(f"{what} must be valid Unicode text (it holds a lone surrogate), got {shorten(value)}")
        raise error(f"{what} must not hold control characters, got {shorten(value)}")
    return value


def decode_text(data: bytes, what: str, *, error: ErrorType = PokerRankError) -> str:
    """``data`` decoded as UTF-8, with or without a byte-order mark, else ``error`` naming
    ``what`` and, where it is plain, the encoding it is in instead (UTF-16 or UTF-32 by its
    byte-order mark, or binary data).

    >>> decode_text("ann ♠".encode(), "the deal")
    'ann ♠'
    >>> decode_text("{}".encode("utf-16"), "the deal")
    Traceback (most recent call last):
    ...
    pokerrank.errors.PokerRankError: the deal is UTF-16 text, not UTF-8 (its byte-order mark says so); save it as UTF-8
    """
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise error(f"{what} must be bytes, got {_kind(data)}")
    raw = bytes(data)
    boms = (
        (b"\xff\xfe\x00\x00", "UTF-32"),
        (b"\x00\x00\xfe\xff", "UTF-32"),
        (b"\xff\xfe", "UTF-16"),
        (b"\xfe\xff", "UTF-16"),
    )
    for bom, name in boms:
        if raw.startswith(bom):
            raise error(f"{what} is {name} text, not UTF-8 (its byte-order mark says so); save it as UTF-8")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        kind = "binary data" if b"\x00" in raw[:4096] else "text in another encoding"
        raise error(
            f"{what} is not UTF-8 text ({kind}?): byte {raw[exc.start]:#04x} at offset {exc.start} "
            "cannot be read; save it as UTF-8"
        ) from None


def _json_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_JSON_INT_DIGITS:
        raise _JSONLimitError(f"an integer of {len(text.lstrip('-')):,} digits (at most {MAX_JSON_INT_DIGITS})")
    return int(text)


def _json_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _JSONLimitError(f"the number {shorten(text)} is too large")
    return value


def _json_constant(text: str) -> float:
    raise _JSONLimitError(f"{text} is not a JSON value")


class _JSONLimitError(Exception):
    """Raised inside the JSON decoder's hooks: a value past pokerrank's limits."""


def load_json(source: str | bytes, what: str, *, error: ErrorType = PokerRankError) -> Any:
    """A JSON document from text or bytes (UTF-8, with or without a byte-order mark), else
    ``error`` naming ``what``: not UTF-8, not JSON, nested more than :data:`MAX_JSON_DEPTH`
    levels, an integer of more than :data:`MAX_JSON_INT_DIGITS` digits, ``NaN`` or
    ``Infinity`` (not JSON), or a number too large for a float.

    >>> load_json('{"chip": 1e999}', "the deal")
    Traceback (most recent call last):
    ...
    pokerrank.errors.PokerRankError: the deal: not valid JSON: the number '1e999' is too large
    """
    text = decode_text(source, what, error=error) if not isinstance(source, str) else source
    try:
        data = json.loads(text, parse_int=_json_int, parse_float=_json_float, parse_constant=_json_constant)
    except _JSONLimitError as exc:
        raise error(f"{what}: not valid JSON: {exc}") from None
    except RecursionError:
        raise error(f"{what}: not valid JSON: nested more than {MAX_JSON_DEPTH} levels deep") from None
    except json.JSONDecodeError as exc:
        raise error(f"{what}: not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except ValueError as exc:  # anything else the decoder refuses
        raise error(f"{what}: not valid JSON: {shorten(str(exc), 200)}") from None
    _check_depth(data, what, error)
    return data


def _check_depth(data: Any, what: str, error: ErrorType) -> None:
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, (dict, list)):
            if depth > MAX_JSON_DEPTH:
                raise error(f"{what}: not valid JSON: nested more than {MAX_JSON_DEPTH} levels deep")
            children = value.values() if isinstance(value, dict) else value
            stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
