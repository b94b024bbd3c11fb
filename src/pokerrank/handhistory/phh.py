"""PHH (the Poker Hand History format of the pokerkit authors): read, audit and write.

A ``.phh`` file is one hand as TOML; a ``.phhs`` file holds many, one table per hand
(``[1]``, ``[2]``, ...). The reader replays the actions (``d dh`` deal hole cards, ``d db``
deal the board, ``f`` fold, ``cc`` check or call, ``cbr`` complete, bet or raise *to* an
amount, ``pb`` post the bring-in, ``sd`` stand pat or discard, ``sm`` show or muck) with
the stacks, antes and blinds of the file, so every action carries the chips it put in.
Players are ``p1`` ... ``pn`` in the file's order: in button games the small blind first
and the button last (heads-up, the big blind first; the blinds and antes lists are then
read in reverse, as pokerkit does). Amounts may have decimals: the hand's unit is the
smallest one used.

The audit of a PHH hand is its ``finishing_stacks``: each player's stack after the hand
must be the starting stack less the chips put in plus what pokerrank awards. A hand that
gives ``winnings`` instead (what each player won from the pots, after rake: the HandHQ hands
of the PHH dataset) is audited by them, after the rake the file leaves unsaid (the pot less
the winnings, at most :data:`MAX_INFERRED_RAKE` of it; docs/RULES.md, "Rake").

>>> text = '''variant = "NT"
... antes = [0, 0, 0]
... blinds_or_straddles = [1, 2, 0]
... min_bet = 2
... starting_stacks = [100, 100, 100]
... actions = ["d dh p1 AsAd", "d dh p2 KsKd", "d dh p3 7c2d", "p3 f", "p1 cbr 100", "p2 cc",
...            "d db 2c3c4h", "d db 9s", "d db Jd"]
... finishing_stacks = [200, 0, 100]
... '''
>>> from pokerrank.handhistory.audit import audit_hand
>>> hand = next(read_phh(text))
>>> [(a.player, a.kind.value, a.amount) for a in hand.actions if a.amount]
[('p1', 'small blind', 1), ('p2', 'big blind', 2), ('p1', 'raise', 99), ('p2', 'call', 98)]
>>> audit_hand(hand).outcome.value
'match'
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Callable, Iterator, Sequence
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from itertools import repeat
from operator import itemgetter
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, cast

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError, PokerRankError
from pokerrank.handhistory.allin import cashed_out_won
from pokerrank.handhistory.decision import decide
from pokerrank.handhistory.moneyfields import money_said
from pokerrank.handhistory.records import Action, ActionKind, Claim, HandRecord, Seat
from pokerrank.handhistory.sitegames import PHH_VARIANTS, phh_variant
from pokerrank.handhistory.sites.vocabulary import plain_number
from pokerrank.handhistory.verdicts import (
    CARDS_NOT_SHOWN,
    CASHED_OUT,
    INCONSISTENT,
    NO_RESULT,
    UNPARSED,
    Outcome,
    Payout,
    Verdict,
    language,
    money,
    phrase,
    say,
    separator,
    wrong_payouts,
)

if TYPE_CHECKING:
    from pokerrank.handhistory.replay import Replay

__all__ = ["audit_phh", "read_phh", "replayed_stacks"]

_STREETS = {
    "board": ("preflop", "flop", "turn", "river"),
    "stud": ("third", "fourth", "fifth", "sixth", "seventh"),
    "draw": ("deal", "draw 1", "draw 2", "draw 3"),
}
_new = tuple.__new__
_LABELS = {f"p{i + 1}": i for i in range(100)}
_LABEL_NAMES = [f"p{i + 1}" for i in range(100)]
_INT_ONLY = frozenset({int})
_ANTE = ActionKind.ANTE
_SMALL_BLIND = ActionKind.SMALL_BLIND
_BIG_BLIND = ActionKind.BIG_BLIND
_STRADDLE = ActionKind.STRADDLE
_FOLD = ActionKind.FOLD
_CHECK = ActionKind.CHECK
_CALL = ActionKind.CALL
_BET = ActionKind.BET
_RAISE = ActionKind.RAISE
_UNITS = {0: Decimal(1), 2: Decimal("0.01")}
_MOST_CHIPS: Final = 10**18 - 1
"""The most chips an amount may be (18 digits)."""
_NOBODY: frozenset[str] = frozenset()
_ROOM_FIELDS: Final = frozenset(
    {
        "_unit",
        "_chip",
        "_rake",
        "_fees",
        "_pots",
        "_added",
        "_pot_not_awarded",
        "_cash_outs",
        "_cash_out_premium",
        "_cashed_out_won",
        "_side_deals",
        "_unparsed",
        "_claims",
        "_blind_kinds",
    }
)
"""The user-defined fields pokerrank's PHH writer adds for what PHH has no field for
(:func:`pokerrank.handhistory.writers.to_phh`)."""
_OWN_FIELDS: Final = _ROOM_FIELDS | {"_cap"}
"""Every user-defined field pokerrank's writer adds: the room's (read here) and ``_cap`` (the
most a player may put in, read by the engine when it drives the hand)."""
_REQUIRED_FIELDS: Final = (
    "variant",
    "antes",
    "blinds_or_straddles",
    "bring_in",
    "small_bet",
    "big_bet",
    "min_bet",
    "starting_stacks",
    "actions",
)
"""The specification's required fields (the ones a variant needs): the table, the forced bets
and the actions."""
_STANDARD_FIELDS: Final = frozenset(
    {
        *_REQUIRED_FIELDS,
        # optional
        "author",
        "event",
        "url",
        "venue",
        "address",
        "city",
        "region",
        "postal_code",
        "country",
        "time",
        "time_zone",
        "time_zone_abbreviation",
        "day",
        "month",
        "year",
        "hand",
        "level",
        "seats",
        "seat_count",
        "table",
        "players",
        "finishing_stacks",
        "winnings",
        "currency",
        "currency_symbol",
        "ante_trimming_status",
        "time_limit",
        "time_banks",
    }
)
"""The fields of the PHH specification (phh.readthedocs.io, "Specification": its table of the
required and the optional fields, version 0.0.1)."""
_KNOWN_FIELDS: Final = _STANDARD_FIELDS | _OWN_FIELDS
"""The fields read or kept as they are without a second look: the specification's and pokerrank's."""
_PLAY_FIELDS: Final = (
    *_REQUIRED_FIELDS,
    "finishing_stacks",
    "winnings",
    "ante_trimming_status",
)
"""The specification's fields that move money or the play: a misspelling of one would leave
its money out of the replay (``bring-in = 2``: a stud hand's bring-in of 0)."""
_SQUEEZED: Final = {field.replace("_", ""): field for field in _PLAY_FIELDS}
"""Each of :data:`_PLAY_FIELDS` less its ``_``, by which a misspelling is known."""
_NOT_IN_NAME: Final = str.maketrans("", "", "_- \t")
_FIELD_LINE: Final = re.compile(
    r"^[ \t]*(?:(\[\[?)[ \t]*([^\[\]\n]*?)[ \t]*\]\]?[ \t\r]*(?:#.*)?$"
    r"|((?:\"[^\"\n]*\"|'[^'\n]*'|[A-Za-z0-9_-]+)(?:[ \t]*\.[ \t]*(?:\"[^\"\n]*\"|'[^'\n]*'|[A-Za-z0-9_-]+))*)[ \t]*=)",
)
"""A line that opens a table (``[1]``, ``[1._extras]``, ``[[_rows]]``) or gives a key (``key =``,
``"a b".c =``)."""
_KEY_PART: Final = re.compile(r"\"([^\"\n]*)\"|'([^'\n]*)'|([A-Za-z0-9_-]+)")
"""One part of a dotted key."""
_STRING_OR_BRACKET: Final = re.compile(r"'''|\"\"\"|\"(?:[^\"\\\n]|\\.)*\"|'[^'\n]*'|[\[\]{}#]")
"""What on a line opens or closes a value over lines (a bracket, a multi-line string), or a
string or comment in which brackets are text."""
_BLIND_KINDS: Final = {"": None, "small blind": _SMALL_BLIND, "big blind": _BIG_BLIND, "straddle": _STRADDLE}
"""The words of pokerrank's field ``_blind_kinds``: each place's blind by name, where its amount
alone would be read as another (blinds of one amount beside a straddle)."""


def blind_kinds(blinds: Sequence[int]) -> list[ActionKind | None]:
    """Each place's blind as its amount says (PHH has no names for them): one amount, all big
    blinds; else the lowest the small blind, the next the big blind, any higher a straddle.

    >>> [k.value if k else None for k in blind_kinds([1, 1, 2, 0])]
    ['small blind', 'small blind', 'big blind', None]
    """
    levels = sorted({b for b in blinds if b})
    one = len(levels) == 1
    return [
        None if not b else _BIG_BLIND if one else (_SMALL_BLIND, _BIG_BLIND, _STRADDLE)[min(levels.index(b), 2)]
        for b in blinds
    ]


def _misspelt(key: str) -> str | None:
    """The field of :data:`_PLAY_FIELDS` that ``key`` misspells: equal to it less case, ``_``,
    ``-`` and spaces, or one letter added, dropped or changed from it; else None.

    >>> _misspelt("bring-in"), _misspelt("BringIn"), _misspelt("ante"), _misspelt("_sponsors")
    ('bring_in', 'bring_in', 'antes', None)
    """
    squeezed = key.lower().translate(_NOT_IN_NAME)
    field = _SQUEEZED.get(squeezed)
    if field is not None:
        return field
    for name, each in _SQUEEZED.items():
        if abs(len(name) - len(squeezed)) <= 1 and _one_edit(name, squeezed):
            return each
    return None


def _one_edit(a: str, b: str) -> bool:
    """Whether ``b`` is ``a`` with one letter added, dropped or changed."""
    if len(a) < len(b):
        a, b = b, a
    start = 0
    while start < len(b) and a[start] == b[start]:
        start += 1
    if len(a) == len(b):
        return a[start + 1 :] == b[start + 1 :]
    return a[start + 1 :] == b[start:]


def _key_path(text: str) -> tuple[str, ...]:
    """The parts of a dotted key or a table's name (``1."a b".c``: ``1``, ``a b``, ``c``)."""
    return tuple(a or b or c for a, b, c in _KEY_PART.findall(text))


def _field_lines(text: str, many: bool) -> dict[tuple[str, str], tuple[int, str]]:
    """Where a TOML text gives each field of each hand: (hand's table, field) -> the first line
    (its number and its text) that gives it; the hand's table is ``""`` where ``many`` is False
    (a .phh file). A table's header names the field it opens (``[1._extras]``, ``[[_rows]]``);
    a line inside a multi-line string or a value over lines gives none. One pass over the text.

    >>> _field_lines("[1]\\na = 1\\n[1.b]\\nc = 2\\n[2]\\na = '''\\nd = 3'''\\n", True)
    {('1', 'a'): (2, 'a = 1'), ('1', 'b'): (3, '[1.b]'), ('2', 'a'): (6, "a = '''")}
    """
    lines: dict[tuple[str, str], tuple[int, str]] = {}
    table: tuple[str, ...] = ()
    depth = 0  # (brackets open over lines)
    closing = ""  # (the quotes of a multi-line string open over lines)
    for number, line in enumerate(text.split("\n"), 1):
        pos = 0
        if closing:
            end = line.find(closing)
            if end < 0:
                continue
            closing, pos = "", end + 3
        elif depth == 0:
            match = _FIELD_LINE.match(line)
            if match is not None:
                header = match.group(1) is not None
                path = _key_path(match.group(2) if header else match.group(3))
                if header:
                    table = path
                else:
                    path = table + path
                if many:
                    if len(path) >= 2:
                        lines.setdefault((path[0], path[1]), (number, line.strip().rstrip("\r")))
                elif path:
                    lines.setdefault(("", path[0]), (number, line.strip().rstrip("\r")))
                if header:
                    continue  # (a header holds no value)
        while (token := _STRING_OR_BRACKET.search(line, pos)) is not None:
            mark, pos = token.group(), token.end()
            if mark in ("'''", '"""'):
                end = line.find(mark, pos)
                if end < 0:
                    closing = mark
                    break
                pos = end + 3  # (a multi-line string closed on its line)
            elif mark == "#":
                break
            elif mark in "[{":
                depth += 1
            elif mark in "]}":
                depth = max(depth - 1, 0)
    return lines


def read_phh(text: str, source: str = "<text>", encoding: str = "utf-8", *, many: bool = False) -> Iterator[HandRecord]:
    """Every hand of a PHH text (``many``: a ``.phhs`` file of tables ``[1]``, ``[2]``, ...)."""
    try:
        data = _flat_toml(text) if not many else None
        if data is None:
            data = tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as exc:
        line = getattr(exc, "lineno", None)
        yield HandRecord(
            source, "?", format="phh", error=HandHistoryError(f"not valid TOML: {exc}", source, None, line), text=text
        )
        return
    except ValueError:  # a number of more than 4,300 digits (Python's limit on int(text))
        error = HandHistoryError("a number too long to be an amount (thousands of digits)", source)
        yield HandRecord(source, "?", format="phh", error=error, text=text)
        return
    except RecursionError:  # lists in lists, a thousand deep
        error = HandHistoryError("values nested too deeply to be a hand (lists in lists)", source)
        yield HandRecord(source, "?", format="phh", error=error, text=text)
        return
    if many or ("variant" not in data and all(isinstance(v, dict) for v in data.values())):
        lines = _table_lines(text)
        fields = _FieldLines(text, True)
        for key, hand in data.items():
            table = key
            line = lines.get(key, 1)
            if (
                isinstance(hand, dict)
                and isinstance(hand.get("hand"), (int, str))
                and not isinstance(hand["hand"], bool)
            ):
                key = str(hand["hand"])  # the room's hand number, where the file gives it
            if not isinstance(hand, dict):
                error = HandHistoryError(
                    f"a .phhs file holds one table per hand; {key!r} is not one", source, key, line
                )
                yield HandRecord(source, key, format="phh", line=line, error=error)
                continue
            yield _hand(hand, source, str(key), encoding, "", line, fields, table)
        return
    hand_id = data.get("hand")
    yield _hand(data, source, str(hand_id) if hand_id is not None else _stem(source), encoding, text)


@lru_cache(maxsize=64)
def _stem(source: str) -> str:
    """A file's name less its suffix: a hand's name where the file gives no ``hand``."""
    return Path(source).stem


_NO_CARDS: Final = frozenset({"f", "cc", "cbr", "pb"})
"""The actions that carry no cards (``cbr`` one amount, the others nothing)."""
_TABLE_HEADER: Final = re.compile(r"^[ \t]*\[[ \t]*([^\]\n]*?)[ \t]*\][ \t]*(?:#[^\n]*)?$", re.MULTILINE)
"""A table's header line in a .phhs file, ``[12]``: where each hand begins."""
_LEADING_ZERO = re.compile(r"(?:^|,)0\d")
_ITEM = re.compile(r"\s*(?:'([^'\n]*)'|\"([^\"\\\n]*)\"|(-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?)|(true|false))\s*(?:,|$)")
_KEY_MARKS = str.maketrans("", "", "_-")


_PAIR = re.compile(r"^([A-Za-z0-9_-]+) = (\S(?:[^\n]*\S)?)$", re.MULTILINE)
"""A line ``key = value`` as PHH files are written: a bare key, one space either side of ``=``,
a value without space at either end."""
_DIGITS: Final = frozenset("0123456789")
_KEY: Final = itemgetter(0)
"""A ``(key, value)`` pair's key."""
_JSON_LIST: Final = json.JSONDecoder().raw_decode
"""JSON's reader (in C): a list of whole numbers means the same in JSON and TOML (no leading
zeros, an optional minus sign); anything else it reads (fractions, exponents, a trailing
comma it refuses) is left to the TOML reader."""


def _flat_toml(text: str) -> dict[str, Any] | None:
    """The fields of a PHH file written one ``key = value`` per line (as PHH files usually
    are): strings, whole and decimal numbers, booleans and one-line lists of them. Anything
    else (tables, multi-line lists, escapes, dates) gives None, and tomllib reads the text.
    Both give the same data (a test checks it on every shared PHH file).

    Each line is blank, a comment, or a bare key (ASCII letters, digits, ``_`` and ``-``),
    ``=`` and a value that starts with no space; spaces and tabs around them, and a carriage
    return at the end, are allowed. A text whose every line is ``key = value`` with one space
    either side (how PHH files are written) is split with one pattern.

    The lines before a line ``actions = ...`` (the table: the variant, antes, blinds, stacks;
    the same in most hands of a file set) are read once per text of them (:data:`_HEADS`):
    each line of such a text is read alone, so its fields and the rest's are the whole's.
    """
    if (
        not (text.isascii() and not text.encode().translate(None, _PLAIN_ASCII))
        and not text.replace("\n", " ").isprintable()
        and _CONTROL.search(text) is not None
    ):
        return None  # (a control character TOML refuses, or may: tomllib says; a printable text has none)
    cut = text.find("\nactions = ") + 1
    if not cut:
        return _flat_fields(text)
    head_text = text[:cut]
    head = _HEADS.get(head_text)
    if head is not None:
        rest = _flat_fields(text[cut:])
        if rest is not None:
            data = head[0].copy()
            data.update(zip(head[1], map(list.copy, head[2]), strict=True))  # (each record its own lists)
            data.update(rest)
            if len(data) == len(head[0]) + len(rest):  # (else a key given twice: left to tomllib)
                return data
        return _flat_fields(text)
    whole = _flat_fields(text)
    if whole is not None and len(_HEADS) < 256 and len(head_text) <= 4_096:
        _keep_head(head_text, text, whole)
    return whole


_CONTROL: Final = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]|\r(?!\n)")
"""A control character TOML allows nowhere (but a tab, and a carriage return before a line
break): a text holding one is left to tomllib, which says where (the quick steps read their
lines apart, and would take it in a string or after a value)."""

_PLAIN_ASCII: Final = bytes(range(0x20, 0x7F)) + b"\t\n"
"""The characters of a PHH text that holds no control character TOML refuses (an ASCII text of
these alone: checked with one ``bytes.translate``, quicker than ``isprintable`` or the pattern)."""

_HEADS: dict[str, tuple[dict[str, Any], tuple[str, ...], tuple[list[Any], ...]]] = {}
"""The fields of a PHH text's lines before its actions (:func:`_flat_toml`), by their text,
which of them are lists and those lists; up to 256 texts of up to 4,096 characters."""


def _keep_head(head_text: str, text: str, data: dict[str, Any]) -> None:
    """Keeps in :data:`_HEADS` the fields of the lines before a PHH text's actions, taken from
    the whole text's (``data``), where each line of the text is one field (then the first
    fields are those lines', in order) and no list holds a list; each list kept a copy."""
    if len(data) != text.count("\n") + (text[-1:] != "\n"):
        return  # (a blank line or a comment)
    fields = dict(list(data.items())[: head_text.count("\n")])
    lists = tuple(key for key, value in fields.items() if type(value) is list)
    if any(type(item) is list for key in lists for item in fields[key]):
        return
    for key in lists:
        fields[key] = fields[key].copy()
    _HEADS[head_text] = (fields, lists, tuple(fields[key] for key in lists))


def _flat_fields(text: str) -> dict[str, Any] | None:
    """:func:`_flat_toml` of a text, read whole."""
    pairs = _PAIR.findall(text)
    if not pairs or len(pairs) != text.count("\n") + (text[-1:] != "\n"):
        return _flat_lines(text)
    if (
        '"' not in text and "\\" not in text and "{" not in text and "null" not in text
    ):  # read whole by JSON's reader, in C (see _JSON_DOCUMENT)
        try:
            if text.count(" = ") == len(pairs):  # (each line's one " = " after its key: the lines made members)
                document = '{"' + text.rstrip("\n").replace(" = ", '": ').replace("\n", ',"').replace("'", '"') + "}"
            else:
                document = "{" + ",".join([f'"{key}": {value}' for key, value in pairs]).replace("'", '"') + "}"
            members, end = _JSON_DOCUMENT(document, 0)
        except (ValueError, StopIteration):  # (StopIteration: no JSON value at all)
            pass
        else:
            read = dict(members)
            if (
                end == len(document)
                and len(members) == len(read) == len(pairs)
                and list(read) == list(map(_KEY, pairs))
            ):
                return read
    data: dict[str, Any] = dict(pairs)
    if len(data) != len(pairs):
        return None  # a key given twice: tomllib says so
    for key, raw in pairs:
        first = raw[0]
        if first == "[":
            if raw[-1] != "]":
                return None
            if raw[1] in _DIGITS:  # a list of numbers: JSON reads them as TOML does, if they are all plain
                try:
                    numbers, end = _JSON_LIST(raw)
                except ValueError:
                    pass
                else:
                    if end == len(raw) and type(numbers) is list and all(type(number) is int for number in numbers):
                        data[key] = numbers
                        continue
            inner = raw[1:-1]
            items = _flat_list(inner.strip())
            if items is None:
                return None
            data[key] = items
        elif first == "'" and raw[-1] == "'" and raw.count("'") == 2:
            data[key] = raw[1:-1]
        elif _plain_int(raw):
            data[key] = int(raw)
        else:
            value = _flat_value(raw)
            if value is None:
                return None
            data[key] = value[0]
    return data


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not TOML")


_JSON_DOCUMENT: Final[Callable[[str, int], tuple[Any, int]]] = json.JSONDecoder(  # type: ignore[attr-defined]
    parse_float=Decimal, parse_constant=_no_constant, object_pairs_hook=list
).scan_once
"""JSON's reader (its scanner, in C, as ``JSONDecoder.decode`` calls it: the value at a place
and where it ends) for a PHH file of ``key = value`` lines, its single quotes made double and
its lines made the members of one object, when the text holds no double quote, backslash, ``{``
or ``null``: every value JSON then reads (whole and decimal numbers, exponents, ``true``,
``false``, strings without quotes, escapes or control characters in them, lists of these)
means the same in TOML, and what TOML reads otherwise (``1_000``, ``+1``, ``inf``, dates, a
trailing comma, a comment) JSON refuses; JSON's ``NaN``, ``Infinity`` and ``-Infinity``
outside strings are refused here (``parse_constant``). The members it finds must be the
lines' keys, in order, each once (a value such as ``'a', 'b': 1`` would make two)."""


def _flat_value(raw: str) -> tuple[Any] | None:
    """One value other than a list, a plain integer or a plain 'string'; None if not flat."""
    first = raw[0]
    if first == '"' and raw[-1] == first and raw.count(first) == 2 and "\\" not in raw:
        return (raw[1:-1],)
    item = _ITEM.fullmatch(raw) if raw[-1] != "," else None  # (a list's item may end with a comma, a value not)
    return (_scalar(item),) if item is not None else None


def _flat_lines(text: str) -> dict[str, Any] | None:
    """:func:`_flat_toml` line by line: blank lines, comments, spaces and tabs around ``=``."""
    data: dict[str, Any] = {}
    for line in text.split("\n"):
        if line[-1:] == "\r":
            line = line[:-1]
        line = line.strip(" \t")
        if not line or line[0] == "#":
            continue
        key, equals, raw = line.partition("=")
        if not equals:
            return None
        key = key.rstrip(" \t")
        raw = raw.lstrip(" \t")
        if not raw or raw[0].isspace() or key in data or not key.isascii():
            return None
        if not key.isalnum() and not (key.translate(_KEY_MARKS).isalnum() or not key.translate(_KEY_MARKS)):
            return None
        first = raw[0]
        if first == "[":
            if raw[-1] != "]":
                return None
            items = _flat_list(raw[1:-1].strip())
            if items is None:
                return None
            data[key] = items
        elif first in "'\"" and raw[-1] == first and raw.count(first) == 2 and (first == "'" or "\\" not in raw):
            data[key] = raw[1:-1]
        elif _plain_int(raw):
            data[key] = int(raw)
        else:
            item = _ITEM.fullmatch(raw) if raw[-1] != "," else None  # (as _flat_value)
            if item is None:
                return None
            data[key] = _scalar(item)
    return data


def _plain_int(text: str) -> bool:
    """A TOML integer written plainly: ASCII digits, no leading zero."""
    return text.isdigit() and text.isascii() and (text[0] != "0" or text == "0")


def _flat_list(inner: str) -> list[Any] | None:
    """A one-line list: numbers, or strings (the quick way when the quotes only enclose the
    items), or anything the item pattern reads."""
    if not inner:
        return []
    quote = inner[0]
    if quote in ("'", '"') and inner[-1] == quote and (quote == "'" or "\\" not in inner):
        parts = inner[1:-1].split(f"{quote}, {quote}")
        if inner.count(quote) == 2 * len(parts):
            return parts
    elif quote.isdigit():
        joined = inner.replace(" ", "")
        try:
            numbers = list(map(int, joined.split(",")))
        except ValueError:
            pass
        else:  # plain ASCII digits only, no sign, no leading zero, no "_": the same text back
            if ",".join(map(str, numbers)) == joined:
                return numbers
    items: list[Any] = []
    at = 0
    while at < len(inner):
        item = _ITEM.match(inner, at)
        if item is None or item.end() == at:
            return None
        items.append(_scalar(item))
        at = item.end()
    return items


def _scalar(item: re.Match[str]) -> Any:
    single, double, number, boolean = item.groups()
    if single is not None:
        return single
    if double is not None:
        return double
    if number is not None:
        return Decimal(number) if "." in number else int(number)
    return boolean == "true"


_Table = tuple[
    tuple[Seat, ...],
    tuple[Action, ...],
    tuple[int, ...],
    tuple[int, ...],
    dict[str, int],
    int,
    int,
    tuple[int, ...],
]
"""What :meth:`_Replayer.table` gives: the seats, the posts,
each player's chips left and in on the first street, the dead antes, the bring-in, the
level a call on the first street matches (the big blind where a blind was posted all in for
less, else 0), and the stakes the blinds make (the two smallest)."""
_TABLES: dict[tuple[Any, ...], _Table] = {}
"""Tables of whole chips already set up, by their stacks, antes, blinds, names, seats, ante
trimming and bring-in (the hands of one file set, Pluribus's, are mostly at one table: 10,000
chips each, blinds 50/100). The first 1,000 are kept (a kilobyte or two each)."""


_SEAT_NUMBERS: Final = [tuple(range(1, n + 1)) for n in range(101)]
"""Seats 1 to n, where the file gives no ``seats``."""
_GAME_TEXTS: dict[str, str] = {}
""":attr:`HandRecord.game_text` of each known variant, once worded."""


def _game_text(code: Any, spec: Any, known: str) -> str:
    """The game as the file names it (and pokerrank's name for it; the known variants, where
    the file's is not one)."""
    text = f"{code}{' (' + spec.name + ')' if spec.game else ''}" + (f"; known variants: {known}" if known else "")
    if not known:
        _GAME_TEXTS[code] = text
    return text


_STEPS: Final[list[dict[str, tuple[int, str, str]]]] = [{} for _ in range(11)]
"""A player's fold, call, bet or raise and bring-in as the words of the action say them (the
player's index, the verb, the amount's word or ``""``), by the action's text, for a hand of
each number of players up to ten (the index always one of its players): read once (the
Pluribus hands' actions are mostly the same few hundred texts). Only the words are kept, not
what they do in a hand."""
_STEPS_KEPT: Final = 5_000
"""How many action texts (of up to 40 characters) are kept for each number of players."""


_SPACED: dict[str, str] = {}
"""A player's two cards as one word (``AsKd``) and apart (``As Kd``; ``?`` where one is not
known), by the word: worded once."""


def _spaced(word: str) -> str:
    """:data:`_SPACED` of a word of four characters, kept (up to 10,000 words)."""
    seen = "?" if "?" in word else f"{word[:2]} {word[2:]}"
    if len(_SPACED) < 10_000:
        _SPACED[word] = seen
    return seen


_DEALS_AT_ONCE: Final = 10


@lru_cache(maxsize=_DEALS_AT_ONCE)
def _dealt(n: int) -> re.Pattern[str]:
    """The actions of a hand of ``n`` players beginning, as they usually do, with each player's
    hole cards in their order, each one word of four characters (``d dh p1 AsKd``, one line of
    the actions joined by line breaks each): read at once, as the loop of
    :meth:`_Replayer.record` reads them one by one (a player's first cards in a board game are
    kept as one word)."""
    deals = "\n".join(f"d dh p{k} ([^\\s#]{{4}})" for k in range(1, n + 1))
    return re.compile(deals + r"(?:\n|\Z)")


def _each_word(dealt_words: tuple[str, ...] | None) -> list[list[str]]:
    """Each player's cards as one word, as the actions dealt them at once (:func:`_dealt`)."""
    return list(map(list, zip(dealt_words or ())))


def _table_lines(text: str) -> dict[str, int]:
    """The line each table of a .phhs text begins on, by its key."""
    lines: dict[str, int] = {}
    line, at = 1, 0
    for match in _TABLE_HEADER.finditer(text):
        line += text.count("\n", at, match.start())
        at = match.start()
        lines.setdefault(match.group(1).strip("'\""), line)
    return lines


class _FieldLines:
    """The lines of a PHH text's fields (:func:`_field_lines`), found at the first hand that needs
    one: a file of many hands is read once, whatever number of its hands is refused."""

    def __init__(self, text: str, many: bool) -> None:
        self.text = text
        self.many = many
        self.lines: dict[tuple[str, str], tuple[int, str]] | None = None

    def at(self, table: str, field: str) -> tuple[int, str] | None:
        """Where the hand of ``table`` (``""`` in a .phh file) gives ``field``: its line's number
        and text, or None."""
        if self.lines is None:
            self.lines = _field_lines(self.text, self.many)
        return self.lines.get((table, field))


def _hand(
    data: dict[str, Any],
    source: str,
    hand_id: str,
    encoding: str,
    text: str,
    line: int = 1,
    lines: _FieldLines | None = None,
    table: str = "",
) -> HandRecord:
    """One hand's record (``lines``: the fields' lines of the .phhs text the hand is the table
    ``table`` of, where a refused field's line is found; a .phh file's are found in ``text``)."""
    try:
        return _Replayer(data, source, hand_id, encoding, text, line, lines, table).record()
    except HandHistoryError as exc:
        return HandRecord(source, hand_id, format="phh", line=line, error=exc, text=text, encoding=encoding)
    except (ArithmeticError, ValueError, TypeError) as exc:  # a value no check above foresaw: this hand only
        error = HandHistoryError(f"a value pokerrank cannot read: {exc}", source, hand_id, line if line > 1 else None)
        return HandRecord(source, hand_id, format="phh", line=line, error=error, text=text, encoding=encoding)


class _Replayer:
    """Plays a PHH hand's actions to find what each one put in."""

    def __init__(
        self,
        data: dict[str, Any],
        source: str,
        hand_id: str,
        encoding: str,
        text: str,
        line: int = 1,
        lines: _FieldLines | None = None,
        table: str = "",
    ) -> None:
        self.data = data
        self.source = source
        self.hand_id = hand_id
        self.line = line  # where the hand begins: 1, or its table's [key] line in a .phhs
        self.encoding = encoding
        self.text = text
        self.lines = lines  # (the fields' lines of a .phhs text: found once, where a field is refused)
        self.hand_table = table  # (its table's name in a .phhs; "" in a .phh)

    def fail(self, message: str, kind: str = "unreadable") -> HandHistoryError:
        return HandHistoryError(message, self.source, self.hand_id, self.line if self.line > 1 else None, kind)

    def record(self) -> HandRecord:
        data = self.data
        if data.keys() <= _STANDARD_FIELDS:  # (the usual hand: the specification's fields alone)
            ignored: tuple[str, ...] = ()
            room = False
        else:
            ignored = self.unknown_fields()
            room = not _ROOM_FIELDS.isdisjoint(data)  # the user-defined fields pokerrank's writer adds
        code = data.get("variant")
        if code is None:
            raise self.fail("a PHH hand needs 'variant'")
        if code not in PHH_VARIANTS:
            known = ", ".join(PHH_VARIANTS)
            spec = phh_variant(str(code))
            structure = ""
        else:
            spec, structure = PHH_VARIANTS[code]
            known = ""
        stacks_given = data.get("starting_stacks")
        if stacks_given is None:
            raise self.fail("a PHH hand needs 'starting_stacks'")
        stacks_raw = tuple(stacks_given)
        n = len(stacks_raw)
        if n < 2:
            raise self.fail(f"a hand needs at least two players, starting_stacks has {n}")
        antes_raw = data.get("antes", 0)
        if type(antes_raw) is not list or len(antes_raw) != n:  # (else a list of one per player: as it is)
            antes_raw = _per_player(antes_raw, n, "antes", self)
        blinds_raw = data.get("blinds_or_straddles", 0)
        if type(blinds_raw) is not list or len(blinds_raw) != n:
            blinds_raw = _per_player(blinds_raw, n, "blinds_or_straddles", self)
        actions_raw = data.get("actions")
        if actions_raw is None:
            raise self.fail("a PHH hand needs 'actions'")
        numbers: list[Any] = [*stacks_raw, *antes_raw, *blinds_raw]
        for key in ("bring_in", "small_bet", "big_bet", "min_bet"):
            if key in data:
                numbers.append(data[key])
        finishing_raw = data.get("finishing_stacks")
        if finishing_raw is not None:
            if type(finishing_raw) is not list or len(finishing_raw) != n:  # (else as it is)
                finishing_raw = self.amounts("finishing_stacks", n) or []  # (it says what is wrong)
            numbers.extend(finishing_raw)
        winnings_raw = self.amounts("winnings", n) if "winnings" in data else None
        if winnings_raw is not None:
            numbers.extend(winnings_raw)
        if room:
            numbers.extend(self.room_amounts())
        fields = len(numbers)  # the amounts of the hand's fields (numbers); then the actions' (text)
        try:
            joined = "\n".join(actions_raw)
            dotted = "." in joined
            hashed = "#" in joined  # a comment in some action
            all_text = True
        except TypeError:  # an action that is not text: said below, with its number
            dotted = any("." in a for a in actions_raw if isinstance(a, str))
            hashed = all_text = False
        if dotted:
            numbers.extend(
                words[2]
                for words in (a.split("#")[0].split() for a in actions_raw)
                if len(words) == 3 and words[1] == "cbr"
            )
        whole_chips = set(map(type, numbers)) <= _INT_ONLY
        if whole_chips:  # the usual case: whole chips
            places = 0
            if min(numbers, default=0) < 0:
                raise self.fail("an amount is negative")
            if max(numbers, default=0) > _MOST_CHIPS:  # (a stack of thousands of digits: no amount)
                raise self.fail(f"amount {shorten(max(numbers))} is more chips than a table holds (18 digits)")
        else:
            for value in numbers[:fields]:  # a field's amount is a number ('1' or true is not)
                if type(value) is not int and (isinstance(value, bool) or not isinstance(value, (int, Decimal))):
                    raise self.fail(f"{shorten(value)} is not an amount")
            places = max((_places(value, self) for value in numbers if type(value) is not int), default=0)
            ints = [value for value in numbers if type(value) is int]
            if min(ints, default=0) < 0:
                raise self.fail("an amount is negative")
            if max(ints, default=0) > _MOST_CHIPS:
                raise self.fail(f"amount {shorten(max(ints))} is more chips than a table holds (18 digits)")
        self.scale = 10**places
        unit = _UNITS.get(places) or Decimal(1).scaleb(-places)

        names = list(map(str, data.get("players", ()))) or (
            _LABEL_NAMES[:n] if n <= len(_LABEL_NAMES) else [f"p{i + 1}" for i in range(n)]
        )
        if len(names) != n or len(set(names)) != n:
            raise self.fail(f"'players' must name each of the {n} players once, got {names!r}")
        seat_numbers: Sequence[int] = list(map(int, data["seats"])) if "seats" in data else ()
        if not seat_numbers:
            seat_numbers = _SEAT_NUMBERS[n] if n < len(_SEAT_NUMBERS) else tuple(range(1, n + 1))
        elif len(seat_numbers) != n:
            raise self.fail(f"'seats' must give each of the {n} players a seat, got {seat_numbers!r}")
        kinds_raw = self.kinds(blinds_raw) if "_blind_kinds" in data else None
        table_key = (
            (
                spec.family,
                stacks_raw,
                tuple(antes_raw),
                tuple(blinds_raw),
                tuple(names),
                tuple(seat_numbers),
                bool(data.get("ante_trimming_status")),
                data.get("bring_in", 0),
                kinds_raw,
            )
            if whole_chips  # (not 1.0, True or Decimal('1'): equal keys in a dict, other amounts here)
            else None
        )
        table = _TABLES.get(table_key) if table_key is not None else None
        if table is None:
            table = self.table(
                spec.family, n, places, stacks_raw, antes_raw, blinds_raw, names, seat_numbers, kinds_raw
            )
            if table_key is not None and len(_TABLES) < 1_000:
                _TABLES[table_key] = table
        seats, posts, remaining_posted, commit_posted, dead_posted, bring_in, level, blind_stakes = table
        remaining = list(remaining_posted)
        commit = list(commit_posted)
        actions: list[Action] = list(posts)
        dead = dict(dead_posted)
        hole: list[list[str]] = []  # (each player's cards: set below; where dealt at once, when first needed)
        shown_cards: dict[int, str] = {}
        mucked: set[int] = set()
        board: list[str] = []
        streets = _STREETS[spec.family]
        street_index = 0
        betting = False
        drew: set[int] = set()  # the players who have drawn on this street
        folded: set[int] = set()

        new = _new
        append = actions.append
        labels = _LABELS
        whole = places == 0
        board_family = spec.family == "board"
        for number, raw in enumerate(actions_raw if not all_text else (), start=1):
            if not isinstance(raw, str):
                raise self.fail(f"action {number} is not a string: {raw!r}")
            hashed = hashed or "#" in raw
        street = streets[0]
        first = 1  # the first action the loop below reads: after the hole cards read at once
        dealt_words: tuple[str, ...] | None = None  # those cards, while no others are dealt or discarded
        listed = type(actions_raw) is list  # (a table of actions, nonsense, takes no quick step)
        if board_family and all_text and listed and n <= _DEALS_AT_ONCE and joined.count("\n") == len(actions_raw) - 1:
            dealt_first = _dealt(n).match(joined)  # (each action one line of joined: none holds a line break)
            if dealt_first is not None:
                dealt_words = dealt_first.groups()
                first = n + 1
        if first == 1:
            hole = [[] for _ in range(n)]
        steps = _STEPS[n] if n < len(_STEPS) else {}
        for number, raw in enumerate(actions_raw[first - 1 :] if first > 1 else actions_raw, start=first):
            step = steps.get(raw)
            if step is not None:  # a player's fold, call, bet or bring-in read before
                i, verb, token = step
                name = names[i]
            else:
                words = raw.split("#")[0].split() if hashed else raw.split()  # (the same where no '#')
                if not words:
                    continue
                actor = words[0]
                if actor == "d":
                    if len(words) < 3:
                        raise self.fail(f"action {number} {raw!r}: a deal needs what and to whom")
                    if betting:
                        street_index = min(street_index + 1, len(streets) - 1)
                        street = streets[street_index]
                        commit = [0] * n
                        level = 0
                        betting = False
                    if words[1] == "db":
                        board.extend(_cards("".join(words[2:])))  # (cards may be written apart: "As Kd 7c")
                    elif words[1] == "dh" and len(words) >= 4:
                        i = labels.get(words[2], n)
                        if i >= n:
                            self.player(words[2], n, raw)
                        dealt = words[3] if len(words) == 4 else "".join(words[3:])
                        if not hole:
                            hole = _each_word(dealt_words)
                        held = hole[i]
                        dealt_words = None
                        if held or not board_family:
                            held.extend(_cards(dealt))
                        else:
                            held.append(dealt)
                    else:
                        raise self.fail(f"action {number} {raw!r} is not a deal this reader knows ('d db', 'd dh')")
                    continue
                i = labels.get(actor, n)
                if i >= n:
                    self.player(actor, n, raw)
                size = len(words)
                verb = words[1] if size > 1 else ""
                name = names[i]
                if size > 2 and verb in _NO_CARDS and (size > 3 or verb != "cbr"):  # more words than its own
                    raise self.fail(f"action {number} {raw!r}: more than the action says ({' '.join(words[2:])!r})")
                token = words[2] if size > 2 else ""
                if verb in _NO_CARDS and len(raw) <= 40 and len(steps) < _STEPS_KEPT:  # the same in any hand
                    steps[raw] = (i, verb, token)
            if verb == "f":
                append(new(Action, (street, name, _FOLD, 0, None, False, None, None, number)))
                folded.add(i)
                betting = True
            elif verb == "cc":
                top = max(commit)
                if level > top and _covered(i, top, commit, remaining, folded):
                    top = level  # the call of a short blind to its level, the rest uncalled (it comes back)
                put = commit[i]
                if top > put:
                    left = remaining[i]
                    amount = top - put if top - put < left else left
                    remaining[i] = left - amount
                    commit[i] = put + amount
                    append(
                        new(
                            Action,
                            (
                                street,
                                name,
                                _CALL if amount else _CHECK,
                                amount,
                                None,
                                left == amount and amount > 0,
                                None,
                                None,
                                number,
                            ),
                        )
                    )
                else:  # nothing to call (never a negative amount: a check)
                    append(new(Action, (street, name, _CHECK, 0, None, False, None, None, number)))
                betting = True
            elif verb == "cbr":
                if not token:
                    raise self.fail(f"action {number} {raw!r}: 'cbr' needs the amount to bet or raise to")
                to = (
                    int(token)
                    if whole and token.isdigit() and len(token) <= 18 and token.isascii()
                    else self.units(self.bet(token, number, raw))
                )
                amount = to - commit[i]
                if amount > remaining[i]:
                    amount = remaining[i]
                if amount <= 0:
                    raise self.fail(f"action {number} {raw!r}: {name} already has {commit[i]} in on this street")
                kind = _RAISE if sum(commit) - commit[i] else _BET  # commits are never negative
                if to <= level:  # up to a short blind's level: a call of the table's blind
                    if to < level and amount < remaining[i]:
                        raise self.fail(
                            f"action {number} {raw!r}: {name} bets to {to}, below the table's blind of {level},"
                            " and is not all in: neither a call of the blind nor a raise"
                        )
                    kind = _CALL
                remaining[i] -= amount
                commit[i] += amount
                append(new(Action, (street, name, kind, amount, commit[i], remaining[i] == 0, None, None, number)))
                betting = True
            elif verb == "pb":
                if "bring_in" not in data:  # (the specification requires it of a hand that brings in)
                    raise self.fail(f"action {number} {raw!r}: {name} brings in, but the hand gives no 'bring_in'")
                amount = min(bring_in, remaining[i])
                remaining[i] -= amount
                commit[i] += amount
                actions.append(
                    _new(
                        Action, (street, name, ActionKind.BRING_IN, amount, None, remaining[i] == 0, None, None, number)
                    )
                )
                betting = True
            elif verb == "sd":
                if betting or not street_index or i in drew:  # a new draw: after betting, or none between
                    street_index = min(street_index + 1, len(streets) - 1)
                    commit = [0] * n
                    level = 0
                    betting = False
                    drew.clear()
                drew.add(i)
                if not hole:
                    hole = _each_word(dealt_words)
                dealt_words = None
                street = streets[street_index]
                cards = _cards("".join(words[2:])) if len(words) > 2 else []
                for card in cards:
                    if card in hole[i]:
                        hole[i].remove(card)
                    elif "??" in hole[i]:
                        hole[i].remove("??")
                    else:
                        raise self.fail(f"action {number} {raw!r}: {name} discards {card}, which they do not hold")
                kind = ActionKind.DISCARD if cards else ActionKind.STAND_PAT
                text = " ".join(cards) if cards else None
                actions.append(_new(Action, (street, name, kind, 0, None, False, text, len(cards), number)))
            elif verb == "sm":
                if len(words) > 2 and words[2] != "-":
                    shown_cards[i] = " ".join(_cards("".join(words[2:])))
                    actions.append(
                        _new(Action, ("showdown", name, ActionKind.SHOW, 0, None, False, shown_cards[i], None, number))
                    )
                elif len(words) > 2:
                    actions.append(
                        _new(Action, ("showdown", name, ActionKind.SHOW, 0, None, False, None, None, number))
                    )
                else:
                    mucked.add(i)
                    actions.append(
                        _new(Action, ("showdown", name, ActionKind.MUCK, 0, None, False, None, None, number))
                    )
            else:
                raise self.fail(f"action {number} {raw!r} is not an action this reader knows (f, cc, cbr, pb, sd, sm)")

        known_hole: dict[str, str] = {}
        seen: str | None
        if not shown_cards and dealt_words is not None:  # each player's one word dealt first, and no other card
            kept = list(map(_SPACED.get, dealt_words))
            spaced_words = (
                cast(list[str], kept)
                if None not in kept
                else [seen or _spaced(word) for seen, word in zip(kept, dealt_words, strict=True)]  # (a new word)
            )
            if "?" in spaced_words:  # (a player's cards not known)
                known_hole = {name: seen for name, seen in zip(names, spaced_words, strict=True) if seen != "?"}
            else:
                known_hole = dict(zip(names, spaced_words, strict=True))
        elif not shown_cards and spec.family == "board":  # each player's two or more cards, dealt at once
            spaced = _SPACED
            for name, cards in zip(names, hole, strict=True):
                if len(cards) == 1 and len(cards[0]) == 4:  # "d dh p1 AsKd"
                    seen = spaced.get(cards[0]) or _spaced(cards[0])
                    if seen != "?":
                        known_hole[name] = seen
                    continue
                seen = " ".join(cards) if len(cards) != 1 else " ".join(_cards(cards[0]))
                if seen and "?" not in seen:
                    known_hole[name] = seen
        if shown_cards and not hole:
            hole = _each_word(dealt_words)
        for i in range(n) if shown_cards or spec.family != "board" else ():
            seen = shown_cards.get(i)
            if not seen:
                cards = hole[i]
                if len(cards) != 1:
                    seen = " ".join(cards)
                elif len(cards[0]) == 4:  # the usual "d dh p1 AsKd"
                    seen = f"{cards[0][:2]} {cards[0][2:]}"
                else:
                    seen = " ".join(_cards(cards[0]))
            if seen and "?" not in seen:
                known_hole[names[i]] = seen
        finishing = self.per_player(finishing_raw, names, places)
        winnings = self.per_player(winnings_raw, names, places) if winnings_raw is not None else None
        board_text = " ".join(board)
        if room:
            more = self.room(names)
            extra = {"variant": code, "family": spec.family, "data": data, **more.pop("extra", {})}
        else:
            more = {}
            extra = {"variant": code, "family": spec.family, "data": data}
        if ignored:
            extra["ignored_fields"] = ignored
        stakes: tuple[int, ...]
        if "small_bet" in data and "big_bet" in data:
            stakes = (self.units(data["small_bet"]), self.units(data["big_bet"]))
        else:
            stakes = blind_stakes
        return HandRecord(
            source=self.source,
            hand_id=self.hand_id,
            line=self.line,
            encoding=self.encoding,
            site=str(data.get("venue") or data.get("event") or "PHH"),
            format="phh",
            game=spec.game,
            game_text=_GAME_TEXTS.get(code) or _game_text(code, spec, known),
            structure=structure,
            stakes=stakes,
            currency=str(data["currency"]) if "currency" in data else None,
            unit=unit,
            table=str(data["table"]) if "table" in data else None,
            max_seats=int(data["seat_count"]) if "seat_count" in data else None,
            button=seat_numbers[-1] if spec.family != "stud" else None,
            seats=seats,
            actions=tuple(actions),
            boards=(board_text,),
            hole=known_hole,
            shown=frozenset([names[i] for i in shown_cards]) if shown_cards else _NOBODY,
            mucked=frozenset([names[i] for i in mucked]) if mucked else _NOBODY,
            dead=dead,
            finishing_stacks=finishing,
            winnings=winnings,
            currency_symbol=_symbol(data["currency_symbol"]) if "currency_symbol" in data else None,
            text=self.text,
            extra=extra,
            **more,
        )

    def unknown_fields(self) -> tuple[str, ...]:
        """The fields of the hand neither the PHH specification nor pokerrank's writer defines,
        which the specification says a reader should ignore ("Parser implementations should simply
        ignore unknown fields"): ignored, unless the field misspells one that moves money or the
        play (``bring-in``) or says money moved (:func:`~pokerrank.handhistory.moneyfields.money_said`:
        an insurance, a bounty, a fee), or holds more values than are looked at: then the hand is
        refused, the field's line quoted, since its money would be left out of the audit."""
        ignored: list[str] = []
        for key, value in self.data.items():
            if key in _KNOWN_FIELDS:
                continue
            field = _misspelt(key)
            money = money_said(key, value) if field is None else None
            if field is None and money is None:
                ignored.append(key)
                continue
            lines = self.lines if self.lines is not None else _FieldLines(self.text, False)
            found = lines.at(self.hand_table, key)
            where = f"line {found[0]} {shorten(found[1])}: " if found is not None else ""
            what = (
                "is a user-defined field (its name begins with '_'), which PHH lets a reader ignore,"
                if key[:1] == "_"
                else "is not a field of the PHH specification (nor a user-defined one, whose names begin with '_'),"
            )
            if field is not None:
                why = f"but it is the specification's {field!r} misspelt, whose amounts the replay would leave out"
            elif money is not None and money.said == "unread":
                why = f"but it holds {money.word}, more than pokerrank looks at for money moved"
            else:
                assert money is not None
                why = f"but its {money.said} says money moved ({money.word!r}): pokerrank does not read it,"
                why += " so it cannot audit the hand's money"
            raise self.fail(f"{where}{key!r} {what} {why}", UNPARSED)
        return tuple(ignored)

    def room_amounts(self) -> list[Any]:
        """The amounts of the room's fields (:data:`_ROOM_FIELDS`), checked for their shape."""
        data = self.data
        found: list[Any] = []
        for key in ("_unit", "_chip", "_rake", "_added"):  # (the unit: the hand's amounts have at least its decimals)
            if key in data:
                found.append(data[key])
        for key in ("_pots",):
            if key in data:
                if not isinstance(data[key], list):
                    raise self.fail(f"{key} must be a list of amounts, not {data[key]!r}")
                found.extend(data[key])
        if "_fees" in data:
            if not isinstance(data["_fees"], dict):
                raise self.fail(f"_fees must be a table of fee names and amounts, not {data['_fees']!r}")
            found.extend(data["_fees"].values())
        found.extend(self._table("_cashed_out_won").values())
        for name, pair in self._table("_cash_outs").items():
            if not isinstance(pair, list) or len(pair) != 2:
                raise self.fail(f"_cash_outs gives {name!r} {pair!r}, not [amount, fee]")
            found.extend(pair)
        for entry in self._rows("_side_deals", 3):
            found.append(entry[2])
        return found

    def kinds(self, blinds_raw: list[Any]) -> tuple[str, ...]:
        """pokerrank's field ``_blind_kinds``, checked: a blind's name for each place that posts
        one (``"small blind"``, ``"big blind"``, ``"straddle"``), ``""`` for the others."""
        value = self.data["_blind_kinds"]
        if (
            not isinstance(value, list)
            or len(value) != len(blinds_raw)
            or not all(isinstance(word, str) and word in _BLIND_KINDS for word in value)
            or any(bool(word) != bool(amount) for word, amount in zip(value, blinds_raw, strict=True))
        ):
            raise self.fail(
                f"_blind_kinds must name the blind of each place that posts one ('small blind', 'big blind',"
                f" 'straddle'; '' for the others), not {value!r} for blinds {blinds_raw!r}"
            )
        stacks = self.data.get("starting_stacks")
        stacks = stacks if isinstance(stacks, list) and len(stacks) == len(blinds_raw) else [None] * len(blinds_raw)

        def full(i: int) -> bool:  # (a blind not posted all in for less)
            stack = stacks[i]
            return not (type(stack) is int and type(blinds_raw[i]) is int and blinds_raw[i] >= stack)

        order = [
            [blinds_raw[i] for i, w in enumerate(value) if w == word and full(i)]
            for word in ("small blind", "big blind", "straddle")
        ]
        if "big blind" not in value or any(
            type(low) is int and type(high) is int and low > high
            for k in (0, 1)
            for low in order[k]
            for high in order[k + 1]
        ):
            raise self.fail(
                f"_blind_kinds {value!r} contradicts blinds {blinds_raw!r}: a big blind is named, and no small"
                " blind is more than a big blind, nor a big blind more than a straddle (posted in full)"
            )
        return tuple(value)

    def _table(self, key: str) -> dict[str, Any]:
        value = self.data.get(key, {})
        if not isinstance(value, dict):
            raise self.fail(f"{key} must be a table, not {value!r}")
        return value

    def _rows(self, key: str, size: int) -> list[list[Any]]:
        value = self.data.get(key, [])
        if not isinstance(value, list) or not all(isinstance(row, list) and len(row) == size for row in value):
            raise self.fail(f"{key} must be a list of lists of {size}, not {value!r}")
        return value

    def room(self, names: list[str]) -> dict[str, Any]:
        """The room's fields as the record's (``rake``, ``pots``, ``added``, the cash-outs, the
        lines no rule read; the fees and side deals in ``extra``), in the hand's units."""
        data = self.data
        units = self.units
        fields: dict[str, Any] = {}
        extra: dict[str, Any] = {}
        if "_rake" in data:
            fields["rake"] = units(data["_rake"])
        if "_pots" in data:
            fields["pots"] = tuple(units(amount) for amount in data["_pots"])
        if "_added" in data:
            fields["added"] = units(data["_added"])
        if "_pot_not_awarded" in data:
            fields["pot_not_awarded"] = data["_pot_not_awarded"] is True
        cash_outs = self._table("_cash_outs")
        if cash_outs:
            unknown = sorted(set(cash_outs) - set(names))
            if unknown:
                raise self.fail(f"_cash_outs names {unknown[0]!r}, who is not a player")
            fields["cash_outs"] = {name: (units(amount), units(fee)) for name, (amount, fee) in cash_outs.items()}
        won = self._table("_cashed_out_won")
        if won:
            fields["summary_won"] = {str(name): units(amount) for name, amount in won.items()}
        if "_unparsed" in data:
            rows = self._rows("_unparsed", 2)
            if not all(type(number) is int and isinstance(text, str) for number, text in rows):
                raise self.fail(f"_unparsed must be a list of [line number, text], not {rows!r}")
            fields["unparsed"] = tuple((number, text) for number, text in rows)
        if "_claims" in data:
            rows = self._rows("_claims", 3)
            if not all(isinstance(p, str) and isinstance(t, str) and type(r) is int for p, t, r in rows):
                raise self.fail(f"_claims must be a list of [player, words, run], not {rows!r}")
            fields["claims"] = tuple(Claim(player, words, run) for player, words, run in rows)
        if "_chip" in data:  # (pokerrank's engine hand: the smallest chip in play, E14)
            chip = units(data["_chip"])
            if chip < 1:
                raise self.fail(f"_chip must be a positive amount, not {data['_chip']!r}")
            extra["chip"] = chip
        if "_fees" in data:
            extra["fees"] = {str(name): units(amount) for name, amount in data["_fees"].items()}
        if "_cash_out_premium" in data:
            premiums = self._table("_cash_out_premium")
            if not all(isinstance(v, str) and re.fullmatch(r"\d+(?:\.\d+)?", v) for v in premiums.values()):
                raise self.fail(f"_cash_out_premium must be a table of players and per cents, not {premiums!r}")
            extra["cash_out_premium"] = {str(name): premium for name, premium in premiums.items()}
        side_deals = self._rows("_side_deals", 3)
        if side_deals:
            extra["side_deals"] = tuple((str(player), str(deal), units(amount)) for player, deal, amount in side_deals)
        if extra:
            fields["extra"] = extra
        return fields

    def amounts(self, key: str, n: int) -> list[Any] | None:
        """A field of one amount per player (``finishing_stacks``, ``winnings``) as the file
        gives it: a list of ``n``; None where the file does not give it."""
        raw = self.data.get(key)
        if raw is None:
            return None
        if not isinstance(raw, list):
            raise self.fail(f"{key} must be a list of amounts, one per player, not {raw!r}")
        if len(raw) != n:
            raise self.fail(f"{key} has {len(raw)} values for {n} players")
        return raw

    def per_player(self, raw: list[Any] | None, names: list[str], places: int) -> dict[str, int] | None:
        """:meth:`amounts` by name, in the hand's units."""
        if raw is None:
            return None
        if not places:
            return dict(zip(names, raw, strict=True))
        return {names[i]: self.units(v) for i, v in enumerate(raw)}

    def table(
        self,
        family: str,
        n: int,
        places: int,
        stacks_raw: Sequence[Any],
        antes_raw: list[Any],
        blinds_raw: list[Any],
        names: list[str],
        seat_numbers: Sequence[int],
        kinds_raw: tuple[str, ...] | None = None,
    ) -> _Table:
        """The hand before its first action: the seats, the antes and blinds posted (as
        actions), each player's chips left and in on the first street, the dead antes and the
        bring-in. A file of whole chips gives the same for the same stacks, antes, blinds,
        names, seats, ante trimming and bring-in (:data:`_TABLES` keeps them)."""
        data = self.data
        units = self.units
        if places:
            stacks = [units(v) for v in stacks_raw]
            antes = [units(v) for v in antes_raw]
            blinds = [units(v) for v in blinds_raw]
        else:
            stacks, antes, blinds = list(stacks_raw), list(antes_raw), list(blinds_raw)
        heads_up = n == 2 and family != "stud"
        named = [_BLIND_KINDS[word] for word in kinds_raw] if kinds_raw is not None else blind_kinds(blinds)
        if heads_up:  # pokerkit reads the blinds and antes of a heads-up hand in reverse
            antes.reverse()
            blinds.reverse()
            named.reverse()
        remaining = list(stacks)
        commit = [0] * n
        actions: list[Action] = []
        first = _STREETS[family][0]
        posted = [a if a < s else s for a, s in zip(antes, remaining, strict=True)]
        if data.get("ante_trimming_status") and any(posted):  # pokerkit returns antes above the second largest
            cutoff = sorted(posted)[-2]
            posted = [min(a, cutoff) for a in posted]
        dead: dict[str, int] = {}
        trimmed = bool(data.get("ante_trimming_status"))
        for i, amount in enumerate(posted) if any(posted) else ():
            if amount:
                if not trimmed:  # untrimmed antes (a big blind ante) are dead money in the main pot
                    dead[names[i]] = amount
                remaining[i] -= amount
                actions.append(_new(Action, (first, names[i], _ANTE, amount, None, remaining[i] == 0, None, None, 0)))
        for i, amount in enumerate(blinds):
            if not amount:
                continue
            amount = min(amount, remaining[i])
            if not amount:
                continue
            remaining[i] -= amount
            commit[i] = amount
            kind = named[i]
            actions.append(_new(Action, (first, names[i], kind, amount, None, remaining[i] == 0, None, None, 0)))
        bring_in = self.units(data["bring_in"]) if "bring_in" in data else 0
        seats = tuple(map(_new, repeat(Seat, n), zip(seat_numbers, names, stacks, repeat(False))))
        # a blind posted all in for less: its table level is the first street's bet, which a call
        # matches (pokerrank's writer calls it up to the level with "cbr", pokerkit's only way)
        level = max(blinds) if any(c < b for c, b in zip(commit, blinds, strict=True)) else 0
        stakes = tuple(sorted([b for b in blinds if b])[:2])
        return seats, tuple(actions), tuple(remaining), tuple(commit), dead, bring_in, level, stakes

    def player(self, word: str, n: int, raw: str) -> int:
        index = _LABELS.get(word)
        if index is None or index >= n:
            raise self.fail(f"{raw!r}: {word!r} is not a player (p1 to p{n})")
        return index

    def bet(self, token: str, number: int, raw: str) -> int | Decimal:
        """The amount of a ``cbr`` action as written (``"100"``, ``"2.50"``)."""
        if not plain_number(token):  # (int() takes "+1_00" and '٣', Decimal "9e900000" too)
            raise self.fail(f"action {number} {raw!r}: {shorten(token)} is not an amount")
        return Decimal(token) if "." in token else int(token)

    def units(self, value: Any) -> int:
        if type(value) is int:
            return int(value * self.scale)
        if isinstance(value, bool) or not isinstance(value, (int, Decimal)):
            raise self.fail(f"{shorten(value)} is not an amount")
        if isinstance(value, Decimal) and not value.is_finite():
            raise self.fail(f"amount {value} is not a number of chips (pokerrank replays known stacks only)")
        scaled = Decimal(value) * self.scale
        if scaled != scaled.to_integral_value():
            raise self.fail(f"amount {value} has more decimals than the hand's other amounts")
        return int(scaled)


def _covered(i: int, top: int, commit: list[int], remaining: list[int], folded: set[int]) -> bool:
    """Whether no other player still in can put in more than ``top``: a call above it comes back."""
    return all(commit[j] + remaining[j] <= top for j in range(len(commit)) if j != i and j not in folded)


def _per_player(value: Any, n: int, name: str, replayer: _Replayer) -> list[Any]:
    if isinstance(value, list):
        if len(value) != n:
            raise replayer.fail(f"{name!r} has {len(value)} values for {n} players")
        return value
    return [value] * n


def _places(value: Any, replayer: _Replayer) -> int:
    if type(value) is int:
        if value < 0:
            raise replayer.fail(f"amount {value} is negative")
        return 0
    if isinstance(value, bool):
        raise replayer.fail(f"{shorten(value)} is not an amount")
    if isinstance(value, int):
        return 0
    try:
        number = Decimal(value)
    except (InvalidOperation, TypeError, ValueError):
        raise replayer.fail(f"{shorten(value)} is not an amount") from None
    if not number.is_finite():
        raise replayer.fail(f"amount {value} is not a number of chips (pokerrank replays known stacks only)")
    if number < 0:
        raise replayer.fail(f"amount {value} is negative")
    exponent = number.normalize().as_tuple().exponent
    if number.adjusted() >= 18 or (isinstance(exponent, int) and exponent < -18):  # (9e900000: 900,000 digits)
        raise replayer.fail(f"amount {value} is not a number of chips (at most 18 digits)")
    return max(0, -exponent) if isinstance(exponent, int) else 0


def _cards(text: str) -> list[str]:
    """``"8dQsTc"`` as ``["8d", "Qs", "Tc"]`` (a flop and a card are written out: most calls)."""
    size = len(text)
    if size == 6:
        return [text[:2], text[2:4], text[4:]]
    if size == 2:
        return [text]
    return [text[k : k + 2] for k in range(0, size, 2)]


# -- the audit ------------------------------------------------------------------------------------


def audit_phh(record: HandRecord, play: Replay, *, lang: str | None = "en") -> Verdict:
    """A PHH hand's verdict: its replayed finishing stacks against ``finishing_stacks``; a
    room's cash-outs and side deals (pokerrank's user-defined fields) judged as the room's
    audit judges them."""
    verdict = _audit_stacks(record, play, lang)
    if record.cash_outs or (record.extra and record.extra.get("side_deals")):
        from pokerrank.handhistory.cashouts import judge_cash_outs

        return judge_cash_outs(verdict, record, play, lang)
    return verdict


def _audit_stacks(record: HandRecord, play: Replay, lang: str | None) -> Verdict:
    showdown = play.showdown
    won_elsewhere = cashed_out_won(record)  # the pots a room says a player won and cashed out instead
    if record.pot_not_awarded and not any(won_elsewhere.values()):  # as the room's audit says
        who = ", ".join(record.cash_outs) or say(lang, "a_player")
        return Verdict(record, Outcome.NOT_AUDITABLE, CASHED_OUT, say(lang, "cashed_out", who=who), showdown=showdown)
    if record.finishing_stacks is None:
        if record.winnings is not None:
            return _audit_winnings(record, play, lang)
        return Verdict(record, Outcome.NOT_AUDITABLE, NO_RESULT, say(lang, "no_result"), showdown=showdown)
    if play.missing:
        detail = say(lang, "not_shown_file", names=", ".join(play.missing))
        return Verdict(record, Outcome.NOT_AUDITABLE, CARDS_NOT_SHOWN, detail, showdown=showdown)
    rake = record.rake or 0  # the room's rake, pots and added money: pokerrank's user-defined fields
    try:
        decided = decide(play, rake, record.pots, lang=lang, added=record.added)
    except PokerRankError as exc:
        detail = say(lang, "no_deal", error=str(exc))
        return Verdict(record, Outcome.NOT_AUDITABLE, INCONSISTENT, detail, showdown=showdown)
    finishing = record.finishing_stacks
    totals = decided.totals
    put_in = play.put_in
    found: list[Payout] = []
    stacks_ok = True
    for _, name, stack, _ in record.seats:  # replayed_stacks(), in the same loop as the payouts
        replayed = stack - put_in.get(name, 0) + totals.get(name, 0)
        printed = finishing.get(name, 0) + won_elsewhere.get(name, 0)
        found.append(_new(Payout, ("finishing stack", name, replayed, printed)))
        stacks_ok = stacks_ok and replayed == printed
    payouts = tuple(found)
    checks = _room_words(record, play, decided, lang) if record.claims else ()  # a room's words, carried over
    words_ok = all(check.ok for check in checks)
    if stacks_ok and decided.rake_note is None and words_ok:
        code = language(lang)
        matched = _STACKS_MATCH.get(code)
        if matched is None:
            matched = _STACKS_MATCH[code] = say(code, "stacks_match")
        return Verdict(record, Outcome.MATCH, None, matched, payouts, checks, showdown, rake)
    wrong = wrong_payouts(record, payouts, "stack_wrong", lang)
    if decided.rake_note is not None:  # the room's split of the rake over its pots is not the policy's
        note = phrase(decided.rake_note, lang)
        detail = say(lang, "rake_so", note=note, money=wrong, pots=decided.explain(record, lang)) if wrong else note
        return Verdict(record, Outcome.MISMATCH, "rake", detail, payouts, checks, showdown, rake)
    if stacks_ok:  # the chips as paid, the room's words for a hand not
        said = [say(lang, "words_wrong", player=c.player, printed=repr(c.printed), found=c.found) for c in checks]
        detail = separator(lang).join(line for line, check in zip(said, checks, strict=True) if not check.ok)
        return Verdict(record, Outcome.MISMATCH, "words", detail, payouts, checks, showdown, rake)
    detail = say(lang, "because", money=wrong, pots=decided.explain(record, lang))
    return Verdict(record, Outcome.MISMATCH, "finishing stacks", detail, payouts, checks, showdown, rake)


def _room_words(record: HandRecord, play: Replay, decided: Any, lang: str | None) -> tuple[Any, ...]:
    """The room's words for each shown hand (``_claims``) checked as the room's audit checks them."""
    from pokerrank.handhistory.room import _words

    return _words(record, play, decided.run_hands, lang)


MAX_INFERRED_RAKE: Final = Decimal("0.2")
"""The most a PHH hand's unstated rake may be, as a share of its pot (docs/RULES.md, "Rake")."""


def _audit_winnings(record: HandRecord, play: Replay, lang: str | None) -> Verdict:
    """A PHH hand that gives ``winnings`` (what each player won, after rake) and no
    ``finishing_stacks``: the pots decided, the rake the file leaves unsaid (the pot less the
    winnings, at most :data:`MAX_INFERRED_RAKE` of it) taken by the room's policy, and each
    player's winnings compared. The sites differ on a bet no one called (and a big blind no one
    matched): most leave it out of what the player won, some count it in; either reading that
    pays every player what the file says is a MATCH."""
    showdown = play.showdown
    if play.missing:
        detail = say(lang, "not_shown_file", names=", ".join(play.missing))
        return Verdict(record, Outcome.NOT_AUDITABLE, CARDS_NOT_SHOWN, detail, showdown=showdown)
    winnings = record.winnings
    assert winnings is not None
    if not any(winnings.values()):  # a pot always goes somewhere: the file did not record it
        return Verdict(record, Outcome.NOT_AUDITABLE, NO_RESULT, say(lang, "no_winnings"), showdown=showdown)
    try:
        found = _winnings_reading(record, play, winnings, False, lang)
        if not found[0] and play.uncalled:
            counted_in = _winnings_reading(record, play, winnings, True, lang)
            found = counted_in if counted_in[0] else found  # else the usual reading's numbers, for the evidence
    except PokerRankError as exc:
        detail = say(lang, "no_deal", error=str(exc))
        return Verdict(record, Outcome.NOT_AUDITABLE, INCONSISTENT, detail, showdown=showdown)
    ok, payouts, rake, decided, counted = found
    if ok:
        key = "winnings_match_rake" if rake else "winnings_match"
        detail = say(lang, key, rake=money(record, rake, lang))
        if counted:
            detail += say(lang, "winnings_uncalled")
        return Verdict(record, Outcome.MATCH, None, detail, payouts, (), showdown, rake)
    wrong = wrong_payouts(record, payouts, "winnings_wrong", lang)
    detail = say(lang, "because", money=wrong, pots=decided.explain(record, lang))
    return Verdict(record, Outcome.MISMATCH, "winnings", detail, payouts, (), showdown, rake)


def _winnings_reading(
    record: HandRecord, play: Replay, winnings: dict[str, int], counted: bool, lang: str | None
) -> tuple[bool, tuple[Payout, ...], int, Any, bool]:
    """The winnings the rules give, the uncalled bet ``counted`` among what its owner won or
    not: ``(every player as the file says, the payouts, the rake, the decision, counted)``."""
    returned = play.uncalled[1] if play.uncalled else 0
    pot = play.total - returned + record.added
    rake = pot + (returned if counted else 0) - sum(winnings.values())
    if rake < 0 or rake > pot * MAX_INFERRED_RAKE:
        rake = 0  # more than was put in, or a rake no room takes: the pots as the rules split them
    decided = decide(play, rake, (), lang=lang)
    totals = dict(decided.totals)
    if play.uncalled and not counted:  # handed back, not won
        totals[play.uncalled[0]] -= returned
    payouts = tuple(
        _new(Payout, ("winnings", name, totals.get(name, 0), winnings.get(name, 0)))
        for name in record.players
        if totals.get(name, 0) or winnings.get(name, 0)
    )
    return all(p.ok for p in payouts), payouts, rake, decided, counted


_STACKS_MATCH: dict[str, str] = {}
"""The MATCH sentence of a PHH hand, per language."""


def replayed_stacks(record: HandRecord, play: Replay, totals: dict[str, int]) -> dict[str, int]:
    """Each player's stack after the hand: the starting stack, less the chips put in, plus
    what comes back (pots won, uncalled bets)."""
    return {seat.name: seat.stack - play.put_in.get(seat.name, 0) + totals.get(seat.name, 0) for seat in record.seats}


def _symbol(value: Any) -> str | None:
    """A PHH ``currency_symbol`` as text (a short mark without digits; anything else is not a
    symbol and is left out, as an absent one)."""
    if not isinstance(value, str):
        return None
    text = str(value).strip()
    if not text or len(text) > 5 or any(ch.isdigit() or ch in "-." for ch in text):
        return None
    return text
