"""The words every room shares: the kinds of line a hand is made of, money, and boards.

A room's grammar (one module per family of formats in this package) maps its own lines onto
these kinds; the reader that builds a :class:`~pokerrank.handhistory.records.HandRecord`
knows only the kinds. Money is read here once for every room: a currency sign before the
number (``$``, ``€``, ``£``, ``¥``, ``₹``, ``Rs.``) or after it (``0.02€``), commas as thousands separators, a dot
before at most two decimals (cents) in a cash game, whole chips otherwise.

>>> amount("$1,127.6", 100), amount("24,940", 1)
(112760, 24940)
>>> complete_board("Js 5s Jd 7s 2s", "4d Qs")
'Js 5s Jd 4d Qs'
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterator
from enum import Enum
from typing import Final

from pokerrank._checks import shorten
from pokerrank.handhistory.records import lines_of  # (re-exported: the readers read it here)

__all__ = [
    "BRACKETED_CARDS",
    "PLAIN_NUMBER",
    "SYMBOLS",
    "TEN",
    "LineKind",
    "amount",
    "complete_board",
    "cut_hands",
    "forget_seats",
    "in_chat",
    "lines_of",
    "plain_number",
]

SYMBOLS: Final = "$€£¥₹"
"""The currency signs an amount may start with."""

PLAIN_NUMBER: Final = re.compile(r"[0-9]+\.?[0-9]*|\.[0-9]+")
"""An amount's number once its signs and separators are taken out: ASCII digits and one point
(``Decimal`` also takes an exponent, ``NaN``, a sign, ``_`` and other scripts' digits)."""


def plain_number(text: str) -> bool:
    """Whether ``text`` is a number as rooms write amounts: ASCII digits and one point, at most
    18 characters (``9e900000`` is a stack of 900,000 digits to ``Decimal``, ``'٣'`` a 3).

    >>> [plain_number(text) for text in ("1250", "0.50", "9e900000", "NaN", "1_000", "\u0663", "1" * 19)]
    [True, True, False, False, False, False, False]
    """
    return len(text) <= 18 and PLAIN_NUMBER.fullmatch(text) is not None


BRACKETED_CARDS: Final = r"\[(?P<cards>[^\]]*)\]"
"""A line's cards in brackets (``[Ah Kd]``), as written, for a pattern's group ``cards``."""

TEN: Final = (re.compile(r"10(?<=[\[ ,]10)(?=[cdhs](?:[\] ,]|\r?$))", re.MULTILINE), "T")
"""A room's rewrite (:attr:`~pokerrank.handhistory.sites.spec.Room.rewrite`) for tens written
``10d``: ``Td`` (a card, in brackets or after a space; never an amount)."""

CRLF: Final = (re.compile(r"\r(?=\n|\Z)"), "")
"""A room's rewrite for text whose lines end ``\r\n``: ``\n`` alone (what PokerStars' fast lane
reads; the record keeps the text as written)."""


class LineKind(Enum):
    """What a line of a hand says, whatever room wrote it. A room's grammar names the kind of
    each of its own lines; the reader acts on the kind.

    ``ADDED``: money the room put in the pot (splash the pot, GGPoker's cash drop); ``DRAW``:
    a player discards and draws, or stands pat; ``RESULT``: a player's stack after the hand
    (KingsClub's summary), from which what the room paid him follows;
    ``SIDE_DEAL``: a deal between a player and the room beside the pot (an all-in cash-out
    at equity: the pot is still paid by the cards, the deal is settled apart); ``POT``: a
    totals line of one pot before the summary's (BetOnline's side pot: each such line is a pot,
    the summary's the main pot); ``STREET_POT``: the pot so far, before a street (WPN's ``Main
    pot $11.50 | Rake $0.50``: groups ``pot`` and ``rake``), the chips put in; ``NOISE``: a
    line that says nothing about the cards or the money; ``CHAT``: a player's chat, ``name:
    text`` (Full Tilt), which says nothing whatever its text says, but only where the name is
    the longest seated name the line starts with (a reader checks; otherwise the room's later
    lines are tried)."""

    HEADER = "header"
    TABLE = "table"
    SEAT = "seat"
    POST = "post"
    DEAL = "deal"
    STREET = "street"
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    DRAW = "draw"
    UNCALLED = "uncalled"
    SHOW = "show"
    MUCK = "muck"
    COLLECT = "collect"
    TOTALS = "totals"
    RESULT = "result"
    ADDED = "added"
    SIDE_DEAL = "side deal"
    POT = "pot"
    STREET_POT = "street pot"
    NOISE = "noise"
    CHAT = "chat"


def amount(token: str, scale: int) -> int:
    """An amount as whole units: cents when ``scale`` is 100 (a cash game), chips when it is
    1. A ValueError says why a token is not an amount (the reader names the line).

    >>> amount("€0.5", 100), amount("Rs. 12", 100), amount("1,500", 1), amount("0.02€", 100), amount("6.02k", 1)
    (50, 1200, 1500, 2, 6020)
    >>> amount("0.5", 1)
    Traceback (most recent call last):
    ...
    ValueError: amount '0.5' is not a whole number of chips in this hand
    """
    raw = token
    if raw[:1] in SYMBOLS:
        raw = raw[1:]
    elif raw[-1:] in SYMBOLS:  # Winamax: "0.02€"
        raw = raw[:-1]
    elif raw.startswith("Rs."):
        raw = raw[3:].lstrip()
    raw = raw.replace(",", "")
    if raw[-1:] in _THOUSANDS and len(raw) > 1:  # "6.02k" (Winamax 2011), "50K" (Full Tilt)
        return _thousands(token, raw, scale)
    if raw.endswith("."):
        raw = raw[:-1]
    whole, dot, frac = raw.partition(".")
    if not (whole.isdigit() or (whole == "" and dot and frac.isdigit())) or (frac and not frac.isdigit()):
        raise ValueError(f"{shorten(token)} is not an amount (a number, with a currency sign at most)")
    if len(whole) > 18 or not raw.isascii():  # int() of thousands of digits raises; '²' is a digit to isdigit()
        raise ValueError(f"{shorten(token)} is not an amount (at most 18 digits 0-9)")
    if scale == 1:
        if frac.strip("0"):
            raise ValueError(f"amount {token!r} is not a whole number of chips in this hand")
        return int(whole)
    if frac[2:].strip("0"):
        raise ValueError(f"amount {token!r} has more than two decimals")
    return int(whole or "0") * 100 + int((frac[:2] or "0").ljust(2, "0"))


_THOUSANDS: Final = {"k": 1000, "K": 1000, "M": 1_000_000}


def _thousands(token: str, raw: str, scale: int) -> int:
    """An amount written in thousands or millions (``6.02k``): whole units only."""
    from decimal import Decimal, InvalidOperation

    number = raw[:-1]
    if not plain_number(number):
        raise ValueError(f"{shorten(token)} is not an amount (a number, with a currency sign at most)")
    try:
        value = Decimal(number) * _THOUSANDS[raw[-1]] * scale
    except InvalidOperation:  # pragma: no cover - the digits were checked
        raise ValueError(f"{shorten(token)} is not an amount") from None
    if value != value.to_integral_value():
        raise ValueError(f"amount {token!r} is not a whole number of units in this hand")
    return int(value)


def complete_board(first: str, later: str) -> str:
    """A later run's board as a whole: rooms that print only the cards dealt again for a run
    (GGPoker's ``SECOND Board [4d Qs]``) share the first board's leading cards.

    >>> complete_board("Tc 8h Ah 6h Jd", "9h 9c Kc 6s As")
    '9h 9c Kc 6s As'
    """
    have, new = first.split(), later.split()
    if len(new) >= len(have):
        return later
    return " ".join(have[: len(have) - len(new)] + new)


def cut_hands(text: str, start: re.Pattern[str], anchor: str = "", lookback: int = 0) -> Iterator[tuple[str, int]]:
    r"""Each hand of ``text`` as (its text, the line it starts on), found where :func:`_hand_starts`
    says, the lines no room writes after a hand's last (:func:`_stray_tail`) given on their own;
    the text's seat lines known for its chats forgotten once the hands are found (:func:`forget_seats`).

    >>> [(hand, line) for hand, line in cut_hands("H1 a\nb H2 c\nd", re.compile("H[0-9]"))]
    [('H1 a\nb ', 1), ('H2 c\nd', 2)]
    """
    try:
        starts = _hand_starts(text, start, anchor, lookback)
    finally:
        forget_seats()
    line, at, last = 1, 0, len(starts) - 1
    for k, begin in enumerate(starts):
        end = starts[k + 1] if k < last else len(text)
        if begin:
            line += text.count("\n", at, begin)
            at = begin
        stray = _stray_tail(text, begin, end)
        if stray == end:
            yield text[begin:end], line
        else:  # lines no room writes after the hand's last: the hand, then that text on its own
            yield text[begin:stray], line
            yield text[stray:end], line + text.count("\n", begin, stray)


def _hand_starts(text: str, start: re.Pattern[str], anchor: str, lookback: int) -> list[int]:
    r"""Where each hand of ``text`` begins (:func:`cut_hands`), a hand being what runs from
    one match of its room's first-line pattern ``start`` to the next (a first line in the middle
    of a line, after a hand cut off, starts a hand there).

    A match in a player's chat on its line (``ann: ***** Hand History for Game 9 *****``,
    ``ann said, "***** ..."``, ``ann: hi ***** ...`` where ann is seated in the hand and the next
    line goes on with it: :func:`in_chat`) quotes a first line and starts no hand; a line that
    begins with ``start`` is no chat.

    ``anchor``: words every match holds, a match never running past the end of its line: only
    the lines holding them are searched (a pattern that begins with one of several words is
    otherwise tried at every place of the text); ``lookback``: a match may begin up to this
    many characters before the anchor, on an earlier line, and anywhere on the line before it.

    >>> [(hand, line) for hand, line in cut_hands("H1 a\nb H2 c\nd", re.compile("H[0-9]"))]
    [('H1 a\nb ', 1), ('H2 c\nd', 2)]
    >>> [line for _, line in cut_hands("x A #1\ny\nB #2", re.compile("[AB] #[0-9]"), anchor=" #")]
    [1, 3]
    >>> [line for _, line in cut_hands("a\nS 1\nH 1\nS 2\nH 2", re.compile("S [0-9]\nH"), "H", 10)]
    [2, 4]
    >>> [line for _, line in cut_hands("a\nS 1" + "1" * 20 + "\nH 1", re.compile("S [0-9]+\nH"), "H", 10)]
    [2]
    >>> [line for _, line in cut_hands("H1 a\nann: H2 b\n*** FLOP ***\nc H3", re.compile("H[0-9]"))]
    [1, 4]
    >>> text = "H1 a\nSeat 1: ann (1)\nann: bets 1\nDealer: H2 b\nSeat 1: cid (1)"
    >>> [line for _, line in cut_hands(text, re.compile("H[0-9]"))]
    [1, 4]
    >>> [line for _, line in cut_hands("H1 a\nDealer: H2 b\nSeat 1: cid (1)", re.compile("H[0-9]"))]
    [1]
    >>> text = 'H1 a\nSeat 1: ann (1)\nann: hi H2 b\nann folds\nbob said, "H3"\nc H4'
    >>> [line for _, line in cut_hands(text, re.compile("H[0-9]"))]
    [1, 6]
    """
    if anchor:
        starts: list[int] = []
        at, floor = text.find(anchor), 0
        while at >= 0:
            end = text.find("\n", at)
            end = len(text) if end < 0 else end
            line_start = text.rfind("\n", 0, at) + 1
            if lookback:  # at least the whole line before, however long (a long name is no reason to lose it)
                begin = max(floor, min(at - lookback, text.rfind("\n", 0, max(line_start - 1, 0)) + 1))
            else:
                begin = line_start
            floor = _starts_between(text, start, begin, end, starts, floor)
            at = text.find(anchor, end)
    else:
        starts = []
        _starts_between(text, start, 0, len(text), starts, 0)
    return starts


_GARBAGE: Final = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f][^\n]*[^\x00-\x20\x7f]|[^\n]{5000}")
"""What no room writes on a line of a hand: a control character with text after it (NUL bytes
and then text: a file written over), or a line of 5,000 characters. Control characters that
only end a line of the room's (a DOS end-of-file mark after the last line, NUL padding) are the
readers' to pass over: that line is the room's (:data:`_CONTROL_LINE` for a line of them alone)."""
_CONTROL: Final = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_SHOWN: Final = re.compile(r"[^\x00-\x20\x7f]")
_LONG_LINE: Final = 5000
"""What :func:`_stray_tail` looks for in a hand's last line, :data:`_GARBAGE` in three looks that each
pass over it once: a line of 5,000 characters, else its first control character and any character
shown after it (the pattern ran from each control character to the line's end and back: a line
of 5,000 control characters and blanks took 52 ms, now 0.03 ms); where there is no control
character, no :data:`_CONTROL_LINE` either."""
_CONTROL_LINE: Final = re.compile(r"[\x00-\x20\x7f\ufeff]*[\x00-\x08\x0b\x0c\x0e-\x1f\x7f][\x00-\x20\x7f]*")
"""A line of control characters alone (a file written over with NUL bytes)."""


def _stray_tail(text: str, begin: int, end: int) -> int:
    r"""Where the lines no room writes that end the hand ``text[begin:end]`` begin (with the
    blank lines before them), or ``end``: a hand's text runs to the next hand's first line,
    and a file written over, or two joined with text between them, leaves such lines after
    its last line (:func:`cut_hands`); a byte-order mark on a line of its own after the hand's
    last line is left out of the hand too (a blank line to the readers). Only the hand's last
    lines that are not blank are looked at.

    >>> text = "H1 a\nb\n" + chr(0) * 3 + "\n\nH2"
    >>> _stray_tail(text, 0, len(text) - 2), _stray_tail(text, 0, 5)
    (7, 5)
    """
    stop = end
    while True:
        k = stop
        while k > begin:  # (back over the blank lines: a piece at a time, not a character)
            piece = text[max(begin, k - 32) : k]
            kept = len(piece.rstrip(" \t\r\n\ufeff"))
            k -= len(piece) - kept
            if kept:
                break
        last = text.rfind("\n", begin, k)
        if k == begin or last < 0:
            break  # (the first line is the room's: never cut off)
        if k - last <= _LONG_LINE:  # (a line of under 5,000 characters: garbage only after a control character)
            control = _CONTROL.search(text, last + 1, k)
            if control is None:
                break  # (most lines: one look)
            garbage = _SHOWN.search(text, control.end(), k) is not None  # (the first one's: the most after it)
            if not garbage and _CONTROL_LINE.fullmatch(text, last + 1, k) is None:
                break
        stop = last + 1
    if text.find("\ufeff", k, stop) >= 0:  # a lone byte-order mark after the hand's last line: no line of it
        after = text.find("\n", k, stop)
        return stop if after < 0 else after + 1
    return stop


def _starts_between(text: str, start: re.Pattern[str], begin: int, end: int, starts: list[int], floor: int) -> int:
    r"""Add to ``starts`` each match of ``start`` in ``text[begin:end]`` that is in no player's
    chat (:func:`in_chat`, :func:`cut_hands`); the new floor (where the next search may begin). A match
    refused as chat may run over the next line's real first line: the search goes on from the
    line after the refused one's start, not from its end.

    >>> found: list[int] = []
    >>> _starts_between("#1\n*\nb: #2\n** x\n", re.compile("(#[0-9]\n)?[*]+"), 0, 16, found, 0), found
    (13, [0, 11])
    """
    at = begin
    line_end = solid = -1
    quoting: int | None = None
    while at < end:
        found = start.search(text, at, end)
        if found is None:
            break
        here = found.start()
        if here >= line_end:  # (a new line: its first word and quote looked for once a line)
            line_end = text.find("\n", here)
            line_end = len(text) if line_end < 0 else line_end
            # (a first line that begins its line, most often: no look back along it)
            solid, quoting = here if here == 0 or text[here - 1] == "\n" else _line_start(text, here), None
        if solid < here:  # (a first line that begins its line: no chat's, no search)
            if quoting is None:
                quoting = _quoting(text, solid, line_end)
            if in_chat(text, here, quoting, solid, starts[-1] if starts else 0, start):
                next_line = text.find("\n", here, end)
                if next_line < 0:
                    break
                at = next_line + 1
                floor = max(floor, at)
                continue
        starts.append(here)
        at = floor = max(found.end(), here + 1)
    return floor


def _quoting(text: str, solid: int, line_end: int) -> int:
    """Where a player's chat quoting a line begins on the line from ``solid`` to ``line_end``
    (``bob said, "...`` and the line ending at its closing quote: a first line quoted there
    begins no hand); -1 where the line is no such chat. A chat cut off (no closing quote) may
    be followed by a hand.

    >>> _quoting('bob said, "hi"', 0, 14), _quoting('bob said, "hi', 0, 13)
    (11, -1)
    >>> _quoting('bob said, "heGame # 71 - x - Table "T"', 0, 38), _quoting('bob said, "Table "T""', 0, 21)
    (-1, 11)
    """
    said = text.find(' said, "', solid, line_end)
    if said < 0:
        return -1
    quoted = text[said + 8 : line_end].rstrip(" \t\r")
    if not quoted.endswith('"') or quoted.count('"') % 2 == 0:  # (marks that pair up: a chat cut off, then a
        return -1  # first line that ends in a quote of its own, Entraction's `Table "Saravane"`, is a hand)
    return said + 8


_NAME: Final = r"[^\s:][^:\n]{0,39}?"
"""A name at a line's start before a colon (of up to 40 characters: :data:`_CHAT_NAME`, :data:`_NAMED_LINE`)."""
_CHAT_NAME: Final = re.compile(rf"({_NAME})(?<![ \t])(?::[ \t]++| says )(?=[^ \t])")
"""A chat's ``name: `` or ``name says `` (PKR's ``Hero says hi.``) at a line's start (a name of up to
40 characters and no blank before the colon: not Bovada's ``Small Blind : ``; a line of a room's
own label, Entraction's ``Rake:    EUR``, is a chat's only where the hand goes on after it)."""
_NOT_CHAT_NAME: Final = re.compile(r"Seat[ +]\d")
"""A line's first words that name a seat, not a player (``Seat 2: bob folded before Flop``, Bovada
stud's ``Seat+1: $0.57 in chips``)."""
_ACTION_WORDS: Final = frozenset({
    "posts", "bets", "calls", "raises", "checks", "folds", "shows", "mucks", "collected", "collects", "wins",
    "discards", "draws", "stands", "sits", "is", "has", "doesn't", "does", "returned", "ties", "cashed",
    "post", "bet", "call", "raise", "check", "fold", "show", "muck", "win", "returns", "return", "allin",
    "all-in", "adds", "leaves", "joins",
})  # fmt: skip
"""The first words after ``name: `` of a room's action lines (PokerStars', Cake's ``ann: bets $2``,
PokerTracker's export's ``ann: Call $3``), which a hand cut off in the middle of one may be glued
after: no chat's words (compared in lower case)."""


_WORD: Final = re.compile(r"[^ \t]{1,12}(?=[ \t])")
"""A chat's first word, of no more characters than an action word, then a space (the words
between a chat's ``name: `` and the first words end in a space)."""
_SEAT_LINE: Final = re.compile(r"^[ \t\ufeff]*+Seat \d+: ?([^\n]{1,40}?)(?:[ \t]*+[(\[]| - )", re.MULTILINE)
"""A seat line and the name it seats (``Seat 1: ann ($100 in chips)``, PKR's ``Seat 1: ann - $209``):
a name of up to 40 characters, as a chat's (:data:`_NAME`; a longer one is no chat's, and a bound
name keeps a long line's look linear: a lazy name before a run of blanks was tried at every length)."""
_DASH_SEAT_LINE: Final = re.compile(
    r"^[ \t]*+(?:Seat \d+ - |Seat\+\d+(?: \[ME\])?: |- [^\n]*\bsitting in seat \d)", re.MULTILINE
)
"""A seat line whose name is not taken: Absolute's ``Seat 1 - ANN ($1 in chips)``, Bovada stud's
``Seat+1: $0.57 in chips``, Microgaming's ``- Hero sitting in seat 2 with ...``: a hand's players
seated (:meth:`_Seats.seats_from`, :meth:`_Seats.in_play`)."""
_IN_SEAT_LINE: Final = re.compile(r"[ \t\ufeff]*+([^\s(][^\n(]{0,39}?)[ \t]++\([^\n)]*\bin seat \d+\)")
"""Entraction's seat line and the name it seats (``ann   (EUR 4.00 in seat 1)``), a name of up to
40 characters (as :data:`_SEAT_LINE`'s)."""
_NAMED_LINE: Final = re.compile(rf"^[ \t]*+({_NAME}): ([^ \t\n]{{1,12}})", re.MULTILINE)
"""A line ``name: word`` (an action of a room that writes them so, or a chat): :data:`_CHAT_NAME`'s name."""
_SEATED_BEFORE: Final = 16384
"""How many characters before a chat's line its name's seat line is looked for at most."""
_GOES_ON: Final = re.compile(
    r"[ \t\ufeff]*+(?:(?P<summary>(?i:(?:\*{2,3} )?summary\b))|(?P<marker>\*{2,3} [^*\n])"
    r"|(?P<seat>Seat \d|Seat\+\d+(?: \[ME\])?:|[^\n]*\bin seat \d))"
)
"""What tells a chat in a hand in play from a hand glued after a line cut off, in the lines after
it: a street's marker (``*** FLOP ***``, ``** Dealing Flop **``; not a first line's ``*****``)
goes on with the hand in play (a summary's, ``*** SUMMARY ***`` or ``Summary:``, with its last lines); a seat
line (``Seat 1: ann``, ``ann   (EUR 4 in seat 1)``, Bovada stud's ``Seat+1: $0.57 in chips``)
seats a new hand's players."""
_SUMMARY: Final = re.compile(r"^[ \t]*+(?:\*{2,3} )?summary\b", re.IGNORECASE | re.MULTILINE)
"""A summary's marker at a line's start (:meth:`_Seats.in_play`)."""
_LOOKED_AHEAD: Final = 40
"""How many lines after a chat's are looked at at most (:func:`_goes_on`)."""


class _Seats:
    """What one text's seat lines and ``name: action`` lines tell a chat's line
    (:func:`_chat_words`), found once a text and line by line as far as a chat is looked at (the
    text searched once, not again for each chat or each first line quoted on one: a text of
    any shape reads in time that grows with its length). ``seated``: who a seat line between
    two places seats; ``acting``: whether a seated player's ``name: action`` line is there.

    >>> seats = _Seats("Seat 1: ann (1)\\nann: bets 2\\ncid   (EUR 4 in seat 3)\\nx\\n", 0)
    >>> seats.seated("ann", 0, 40), seats.seated("cid", 0, 53), seats.seated("ann", 1, 40), seats.acting(0, 40)
    (True, True, False, True)
    """

    __slots__ = (
        "_acting",
        "_actions",
        "_base",
        "_first",
        "_his",
        "_last_seat",
        "_los",
        "_places",
        "_quiet",
        "_seats",
        "_text",
        "_to",
        "lengths",
        "names",
        "verdicts",
    )

    def __init__(self, text: str, base: int) -> None:
        self._text = text
        self._base = self._to = text.rfind("\n", 0, base) + 1  # (the line ``base`` is on, whole)
        self._seats: dict[str, list[int]] = {}  # (each name's seat lines, in order)
        self._last_seat: dict[str, int] = {}
        self._actions: dict[str, int] = {}  # (each name's last action line after its last seat line)
        self._his: list[int] = []  # (pairs of a name's seat line and action line: the later's place,
        self._los: list[int] = []  # and the greatest earlier place of the pairs up to it)
        self._acting = -1
        self._places: list[int] = []  # (every seat line's place, in order)
        self._first: re.Pattern[str] | None = None  # (the pattern of first lines the quiet lines were looked at with)
        self._quiet = [-1, -1, -1, -1]  # (lines that tell nothing, from and to; the chat's line and since: quiet())
        self.lengths: list[int] = []  # (how long the names seated are, in order)
        self.names: dict[int, int] = {}  # (a line's chat name: where it ends, -1 for none)
        self.verdicts: dict[
            tuple[int, int, re.Pattern[str] | None, bool], bool
        ] = {}  # (a chat's line: where its name ends, -1 for no chat)

    def reaches(self, since: int) -> bool:
        """Whether what this knows begins at ``since`` or before."""
        return self._base <= since

    def read_to(self, solid: int) -> None:
        """Take the lines from where this stopped to the line ``solid`` is on (not it)."""
        text = self._text
        end = text.rfind("\n", 0, solid) + 1
        if end <= self._to:
            return
        found: list[tuple[int, str, bool]] = [
            (seat.start(), seat.group(1).strip(), True) for seat in _SEAT_LINE.finditer(text, self._to, end)
        ]
        at = text.find(" seat ", self._to, end)
        while at >= 0:
            line = text.rfind("\n", 0, at) + 1
            seat = _IN_SEAT_LINE.match(text, max(line, self._to), end)
            if seat is not None:
                found.append((line, seat.group(1).strip(), True))
            line_end = text.find("\n", at, end)
            at = -1 if line_end < 0 else text.find(" seat ", line_end, end)
        self._places.extend(dash.start() for dash in _DASH_SEAT_LINE.finditer(text, self._to, end))
        found.extend(
            (named.start(), named.group(1), False)
            for named in _NAMED_LINE.finditer(text, self._to, end)
            if named.group(2).lower() in _ACTION_WORDS
        )
        self._to = end
        for place, name, is_seat in sorted(found):
            if not name:
                continue
            if is_seat:
                bisect.insort(self._places, place)
                self._seats.setdefault(name, []).append(place)
                self._last_seat[name] = place
                if len(name) not in self.lengths:
                    self.lengths.append(len(name))
                    self.lengths.sort()
                acted = self._actions.pop(name, -1)
                if acted >= 0:  # (an action line, then the name's seat line)
                    self._pair(acted, place)
            else:
                seated = self._last_seat.get(name, -1)
                if seated >= 0:
                    self._pair(seated, place)
                self._actions[name] = place

    def _pair(self, lo: int, hi: int) -> None:
        self._his.append(hi)
        self._acting = max(self._acting, lo)
        self._los.append(self._acting)

    def seated(self, name: str, since: int, solid: int) -> bool:
        """Whether a seat line from ``since`` to the line ``solid`` is on seats ``name``."""
        self.read_to(solid)
        places = self._seats.get(name)
        if places is None:
            return False
        k = bisect.bisect_left(places, since)
        return k < len(places) and places[k] < solid

    def seats_from(self, since: int, line: int) -> bool:
        """Whether a seat line is from ``since`` to ``line`` (not it)."""
        self.read_to(line)
        return not _none_between(self._places, since, line)

    def in_play(self, since: int, line: int) -> bool:
        """Whether the hand from ``since`` is in play at ``line``: its players seated (a seat line
        before), not in its seat lines (the line before ``line`` no seat line), nor in its summary
        (no summary's marker, ``*** SUMMARY ***``, in the 16,384 characters before)."""
        self.read_to(line)
        places, text = self._places, self._text
        k = bisect.bisect_left(places, line)
        if k == 0 or places[k - 1] < since or places[k - 1] == text.rfind("\n", 0, max(line - 1, 0)) + 1:
            return False
        before = text[max(since, line - _SEATED_BEFORE) : line]
        return "ummary" not in before.lower() or _SUMMARY.search(before) is None

    def quiet(self, since: int, solid: int, first: re.Pattern[str] | None = None) -> list[int]:
        """The lines a look after the chat on the line ``solid`` is on may skip (:func:`_goes_on`):
        those the look after the last chat found to tell nothing, where no more players may be
        seated for this one (its ``since`` as late or later, no seat line since that chat's line),
        so that a run of chats is looked through once, not 40 lines for each."""
        quiet, line = self._quiet, self._text.rfind("\n", 0, solid) + 1
        self.read_to(solid)
        if not (
            quiet[3] <= since
            and quiet[2] <= line
            and _none_between(self._places, quiet[2], solid)
            and first is self._first
        ):
            quiet[0] = quiet[1] = -1
            self._first = first
        quiet[2], quiet[3] = line, since
        return quiet

    def acting(self, since: int, solid: int) -> bool:
        """Whether, from ``since`` to the line ``solid`` is on, a player seated there acts in a
        line ``name: action`` (:data:`_ACTION_WORDS`)."""
        self.read_to(solid)
        k = bisect.bisect_left(self._his, solid)
        return k > 0 and self._los[k - 1] >= since


def _none_between(places: list[int], begin: int, end: int) -> bool:
    """Whether no place of ``places`` (in order) is from ``begin`` to ``end`` (not it)."""
    k = bisect.bisect_left(places, begin)
    return k == len(places) or places[k] >= end


_LAST_SEATS: list[_Seats | None] = [None]
"""The :class:`_Seats` of the text last looked at (a reader looks at one text's chats in turn),
forgotten when a cut or a look at a text's glued hands ends (:func:`forget_seats`)."""


def forget_seats() -> None:
    """Let go of the last text's seats (:data:`_LAST_SEATS`: a text and what was found in it,
    which would otherwise stay after the text is read)."""
    _LAST_SEATS[0] = None


def _seats_of(text: str, since: int) -> _Seats:
    """The :class:`_Seats` of ``text`` that knows its lines from ``since`` on (kept from the
    last call where it is the same text and knows them: a new one begins 16,384 characters
    before, so that a look a line back finds them known)."""
    seats = _LAST_SEATS[0]
    if seats is None or seats._text is not text or not seats.reaches(since):
        seats = _LAST_SEATS[0] = _Seats(text, max(0, since - _SEATED_BEFORE))
    return seats


def _goes_on(
    text: str, at: int, seated: Callable[[str], bool], lengths: list[int], quiet: list[int] | None = None,
    first: re.Pattern[str] | None = None,
) -> bool:  # fmt: skip
    """Whether the lines after the one ``at`` is on go on with a hand in play (:func:`_chat_words`):
    the first of them that tells (:data:`_GOES_ON`) is a street's marker or a seated player's
    line (``bob folds``, ``bob: hi``: ``seated`` says who sits, ``lengths`` how long their names
    may be), not a seat line; a hand glued there seats its players before any of theirs. None
    that tells in 40 lines: no (a hand, when in doubt). ``quiet`` (:meth:`_Seats.quiet`): where
    lines known to tell nothing begin and where the line after them begins, skipped here (they
    count among the 40); set to those this look found (a line ``first`` begins ends them).

    >>> bob = {"bob"}.__contains__
    >>> _goes_on("x\\n\\nbob folds", 0, bob, [3]), _goes_on("x\\nTable 'T'\\nSeat 1: bob (1)\\nbob folds", 0, bob, [3])
    (True, False)
    >>> quiet = [2, 4]  # (the line "y" known to tell nothing)
    >>> _goes_on("x\\ny\\nz\\nbob folds", 0, bob, [3], quiet), quiet
    (True, [2, 6])
    """
    for kind in _telling(text, at, seated, lengths, quiet, first):
        if kind != "first":
            return kind != "seat"
    return False


def _new_hand(
    text: str, at: int, seated: Callable[[str], bool], lengths: list[int], quiet: list[int] | None = None,
    first: re.Pattern[str] | None = None, first_ends: bool = True,
) -> bool | None:  # fmt: skip
    """Whether the lines after the one ``at`` is on are a new hand's glued there (True), the hand
    in play's going on (False), or neither tells in 40 lines (None): a seat line (:data:`_GOES_ON`,
    after a new hand's header and its ``*** Seated players ***`` or ``** Anonymous ...`` lines)
    before the next line a hand's first line begins (``first``, where ``first_ends``: a hand's
    whose first lines are two, 888's, glued after a chat's words holds one), a summary's marker,
    or a street's marker or a second seated player's line after a seated player's line, is a new
    hand's; any of those first, or a seated player's line and no seat line after it in the 40
    lines, the hand in play's (:func:`_chat_line`: a glued Cake hand's ``Dealer: Seat 3`` is a
    seated ``Dealer``'s line, its seat lines follow).

    >>> bob = {"bob"}.__contains__
    >>> _new_hand("x\\n** Anonymous\\nSeat 1: bob (1)", 0, bob, [3]), _new_hand("x\\nbob: x\\n*** FLOP", 0, bob, [3])
    (True, False)
    >>> _new_hand("x\\nbob: x\\nSeat 1: bob (1)", 0, bob, [3]), _new_hand("x\\n*** SUMMARY ***\\nSeat 1", 0, bob, [3])
    (True, False)
    >>> _new_hand("x\\nH 2\\nSeat 1: bob (1)", 0, bob, [3], first=re.compile("H ")), _new_hand("x\\ny", 0, bob, [3])
    (False, None)
    """
    went_on = False
    for kind in _telling(text, at, seated, lengths, quiet, first):
        if kind == "seat":
            return True
        if (kind == "first" and first_ends) or kind == "summary" or (kind != "first" and went_on):
            return False
        went_on = kind == "seated"
    return False if went_on else None


def _telling(
    text: str, at: int, seated: Callable[[str], bool], lengths: list[int], quiet: list[int] | None,
    first: re.Pattern[str] | None, ahead: int = _LOOKED_AHEAD,
) -> Iterator[str]:  # fmt: skip
    """The lines that tell, of the 40 (``ahead``) after the one ``at`` is on (:func:`_goes_on`,
    :func:`_new_hand`, :func:`_told`), as ``"marker"``, ``"summary"``, ``"seat"``, ``"seated"`` or
    ``"first"`` (a line ``first`` begins); the lines ``quiet`` knows to tell nothing skipped, and
    ``quiet`` set to those before the first line that tells."""
    line = text.find("\n", at)
    start, looked = line + 1, 0
    if quiet is not None and start > 0 and quiet[0] <= start < quiet[1]:
        looked, line = text.count("\n", start, quiet[1]), quiet[1] - 1
    told = False
    while looked < ahead:
        looked += 1
        if line < 0:
            return
        begin = line + 1
        line = text.find("\n", begin)
        end = len(text) if line < 0 else line
        tells = _GOES_ON.match(text, begin, end)
        if tells is not None:
            kind = "seat" if tells.group("seat") is not None else "marker" if tells.group("marker") else "summary"
        elif first is not None and first.match(text, begin) is not None:
            kind = "first"
        elif _seated_line(text, end, seated, lengths):
            kind = "seated"
        else:
            continue
        if quiet is not None and not told:
            quiet[0], quiet[1], told = start, begin, True
        yield kind
    if quiet is not None and not told and line >= 0:
        quiet[0], quiet[1] = start, line + 1


def _seated_line(text: str, end: int, seated: Callable[[str], bool], lengths: list[int]) -> bool:
    """Whether the line that ends at ``end`` begins with a seated player's name and a blank or
    a colon (:func:`_goes_on`)."""
    first = _line_start(text, end)
    for length in lengths:  # (a name is looked up where it would end, not each name tried)
        if first + length >= end:
            return False
        if text[first + length] in " \t:" and seated(text[first : first + length]):
            return True
    return False


def _chat_words(text: str, solid: int, at: int, since: int = 0, first: re.Pattern[str] | None = None) -> bool:
    """Whether the line whose first word begins at ``solid`` is a chat ``name: `` or ``name says ``
    holding the first words at ``at`` right after it or after its own words and a space (``ann:
    Game # 71 - ...``, ``ann: hi Game # 71 - ...``, PKR's ``ann says hi Game # 71 - ...``), in a
    hand in play that goes on after it (``since``: the hand's start): the lines after it go on
    with the hand (:func:`_goes_on`: a line of a player a seat line of the hand seats, after
    ``since`` and at most 16,384 characters before, or a street's marker, before any seat line;
    a real hand glued there seats its players first, whatever line it is glued to: ``Dealer: ``,
    ``Table: ``). The chat's name need not be seated (an observer's). Not where
    the line names a seat or, in a room that writes its actions ``name: action``
    (:meth:`_Seats.acting`), its words are an action's (:data:`_ACTION_WORDS`: ``bob: raises
    $2 to `` and a hand glued after it, as a hand cut off in that line leaves it), nor where the
    first words are glued to a word (a line cut off). When in doubt the first words begin a hand:
    a chat taken for a hand is a record NOT AUDITABLE, a hand taken for a chat would be lost.
    What the line says is worked out once a line (:attr:`_Seats.verdicts`), not once a place
    on it.

    >>> seats = "Seat 1: ann (1)\\nSeat 2: bob (1)\\n"
    >>> _chat_words(seats + "ann: hi Game # 71\\nbob folds", 32, 40), _chat_words("ann: hi Game # 71", 0, 8)
    (True, False)
    >>> _chat_words(seats + "ann: hi Game # 71\\nTable 'T'", 32, 40)
    False
    >>> _chat_words(seats + "ann: bets 2\\nann: bets Game # 71\\nbob folds", 44, 54)
    False
    >>> _chat_words(seats + "ann: is it Game # 71\\nbob folds", 32, 43), _chat_words(seats + "ann: hiGame # 71", 32, 39)
    (True, False)
    >>> _chat_words(seats + "dan: Game # 71\\nbob x", 32, 37), _chat_words(seats + "ann says Game # 71\\nbob x", 32, 41)
    (True, True)
    >>> _chat_words(seats + "bob folds\\nDealer: Game # 71 - x\\nSeat 1: cid (1)", 42, 50)
    False
    >>> _chat_words(seats + "Dealer: Game # 71 - x\\nSeat 1: cid (1)", 32, 40)  # (in the seat lines: a chat)
    True
    """
    if text[at - 1] not in " \t":
        return False
    since = max(since, solid - _SEATED_BEFORE)
    seats = _seats_of(text, since)
    name_end = seats.names.get(solid)
    if name_end is None:
        name_end = seats.names[solid] = _chat_name(text, solid)
    if not 0 <= name_end <= at:
        return False
    key = (solid, since, first, at == name_end)
    verdict = seats.verdicts.get(key)
    if verdict is None:
        verdict = seats.verdicts[key] = _chat_line(text, solid, since, seats, first, at == name_end)
    return verdict


def _chat_name(text: str, solid: int) -> int:
    """Where a chat's ``name: `` or ``name says `` on the line from ``solid`` ends; -1 where the
    line begins with none (or names a seat, :data:`_NOT_CHAT_NAME`)."""
    line_end = text.find("\n", solid)
    name = _CHAT_NAME.match(text, solid, len(text) if line_end < 0 else line_end)
    return -1 if name is None or _NOT_CHAT_NAME.match(text, solid) is not None else name.end()


def _chat_line(
    text: str, solid: int, since: int, seats: _Seats, first: re.Pattern[str] | None, right_after: bool
) -> bool:
    """Whether first words on the line from ``solid`` (a chat's ``name: `` or ``name says ``,
    :func:`_chat_name`), right after it (``right_after``) or after its own words, are a chat's in
    the hand from ``since`` (:func:`_chat_words`). Right after a ``name: ``, a chat (as it always
    was: one in a hand's header, seat lines or last lines cuts no hand) unless in a hand in play
    (:meth:`_Seats.in_play`) a new hand follows (:func:`_new_hand`: a hand cut off in ``Dealer: ``
    and the next glued there). After a seated player's words, a chat where the hand goes on after
    it (:func:`_goes_on`). An observer's (a name no seat line seats) or PKR's ``name says ``: a
    chat only in a hand that has seated its players and where the lines after it are the hand's
    (:func:`_new_hand`), as a glued hand's never are (``Saved: today `` and a file's first hand,
    a Cake hand whose ``Dealer: `` line names a seated ``Dealer``)."""
    line_end = text.find("\n", solid)
    line_end = len(text) if line_end < 0 else line_end
    name = _CHAT_NAME.match(text, solid, line_end)
    assert name is not None  # (:func:`_chat_name` found it)
    word = _WORD.match(
        text, name.end(), line_end
    )  # (a few characters looked at: a line of many first words costs no more)
    if word is not None and word.group().lower() in _ACTION_WORDS and seats.acting(since, solid):
        return False
    line = text.rfind("\n", 0, solid) + 1
    quiet = seats.quiet(since, solid, first)  # (the seat lines before the chat's read: the names looked for)

    def seated(player: str) -> bool:
        return seats.seated(player, since, solid)

    colon = text[name.end(1)] == ":"
    if colon and right_after:  # (before a text's first hand none to chat in: ``note: `` and a hand)
        begun = line > since and (first is None or first.search(text, since, line) is not None)
        if not begun:
            return False
        if seats.in_play(since, line):
            return _new_hand(text, solid, seated, seats.lengths, quiet, first) is not True
        return seats.seats_from(since, line) or not _label_again(text, solid, name.end(1) + 1, first, since)
    if colon and seated(name.group(1)):
        return _goes_on(text, solid, seated, seats.lengths, quiet, first)
    return seats.seats_from(since, line) and _new_hand(text, solid, seated, seats.lengths, quiet, first, False) is False


def _label_again(text: str, solid: int, label_end: int, first: re.Pattern[str] | None, since: int = 0) -> bool:
    """Whether the label ``name:`` on the line from ``solid`` (to ``label_end``, its colon) begins
    a line after it again (after blanks, as a pasted hand's indented lines: then a blank, and no
    first line on it, neither ``first`` nor any room's, :func:`_quotes_a_first_line`) in the
    4,096 characters after it, within 40 lines and none before it telling (:func:`_told`)
    (:func:`_chat_line`, in a hand's header): a hand cut off right after a header label of its
    room (OnGame's ``Start hand: ``, Absolute's ``Table: ``), the next hand of the room glued
    there, writes that label again in its own header, as a chat's ``name: `` there is not
    written again before the hand seats its players (nor is a run of chats each quoting a first
    line a run of hands). Only a label of the room whose first line follows it
    (:func:`_own_label`), written again after the labels its header writes before it
    (:func:`_labels_between`), and after those the cut hand (from ``since``) wrote before the
    line of the label: a chat's name written again is no label (its quoted hand would be read
    under a number only the chat holds), nor is a label the cut hand could not have reached (a
    chat ``User: `` on an OnGame hand's second line, before its ``Start hand: ``). Never a room's
    first label (OnGame's ``Start hand: ``, Cake's ``Dealer: ``, Absolute's ``Table: ``), where a
    hand cut there reads as a chat quoting a first line on a hand's second line: one hand, its
    reader refusing that line (quoted), no MATCH under a number only a chat may hold. The label is
    looked for by one search; the lines before it, only where it is found.

    >>> og = "***** History for hand R5 *****"
    >>> cut = f"{og}\\nStart hand: Mon\\nTable: {og}\\nStart hand: Tue\\nTable: T\\nSeat 1: bob (1)"
    >>> _label_again(cut, 48, 54, None), _label_again(cut.replace("\\n", "\\n  "), 52, 58, None)
    (True, True)
    >>> _label_again(f"Start hand: {og}\\nStart hand: Mon\\nSeat 1: bob (1)", 0, 11, None)  # (a first label)
    False
    >>> _label_again(f"bob: {og}\\nbob: Mon\\nSeat 1: bob (1)", 0, 4, None)
    False
    >>> _label_again(f"User: {og}\\nUser: ann\\nSeat 1: bob (1)", 0, 5, None)
    False
    >>> _label_again(f"{og}\\nUser: {og}\\nStart hand: Mon\\nTable: T\\nUser: ann\\n", 32, 37, None)
    False
    >>> _label_again("bob: H 2\\nTable: T\\nSeat 1: bob (1)\\nbob: hi", 0, 4, None)
    False
    >>> _label_again("bob: H 2\\nbob: H 3\\n", 0, 4, re.compile("H [0-9]"))
    False
    >>> _label_again("bob: H 2\\nbob: Hand#71 - 2010 -- x\\n", 0, 4, re.compile("H [0-9]"))
    False
    """
    line = text.find("\n", label_end)
    own = None if line < 0 else _own_label(text, text[solid:label_end], label_end, line)
    if own is None or not own[0]:
        return False  # (a room's first label, where a cut hand and a chat read alike: :func:`_own_label`)
    found = _label_line(text, text[solid:label_end], line + 1, label_end + _LABEL_LOOKED_AHEAD)
    if found < 0 or (own[1] is not None and own[1].match(text, found) is None):
        return False
    after = found + label_end - solid
    end = text.find("\n", after)
    end = len(text) if end < 0 else end
    return (
        after < end
        and text[after] in " \t"
        and (first is None or first.search(text, after, end) is None)
        and not _quotes_a_first_line(text, after, end)
        and not _told(text, line, text.rfind("\n", line, found), first)
        and _labels_between(text, line + 1, found, own[0])  # (within 40 lines: :func:`_told`)
        and _labels_between(text, since, text.rfind("\n", 0, solid) + 1, own[0])
    )


_OWN_LABELS: Final = (
    (
        re.compile(r"[ \t]*\*{5} History for hand "),
        ("Start hand:", "Table:", "User:", "Button:", "Players in round:"),
        None,
    ),
    (re.compile(r"[ \t]*Stage #\w+:"), ("Table:",), re.compile(r"Table: [^\n]* Seat #\d")),
    (re.compile(r"[ \t]*Hand#\w+ - "), ("Dealer:",), None),
    (re.compile(r"[ \t]*Hand #\d+-\d+ - "), ("Game:", "Site:", "Table:"), None),
    (re.compile(r"[ \t]*(?:Everleaf Gaming Game|- - [^\n]* - Game) #\d"), ("Total number of players:",), None),
)  # fmt: skip
"""The rooms whose header writes a label a hand may be cut off right after (OnGame's, Absolute's,
Cake's, Seals With Clubs', Everleaf's): each by its first words, those labels in the order its
header writes them (:func:`_own_label`), and what the label's line written again must hold where
the room's reader would take a line of a chat for it (Absolute's table line names the button's
seat; the others' readers refuse a header line of a chat)."""


def _own_label(
    text: str, label: str, label_end: int, line_end: int
) -> tuple[tuple[str, ...], re.Pattern[str] | None] | None:
    """The labels the room's header writes before ``label`` (``name:``, ending at ``label_end``),
    and what the label's line written again must hold, where it is a header label of the room
    whose first line follows it on its line (:data:`_OWN_LABELS`); None where it is not: only a
    room's own label written again on a later line may tell a hand glued after it
    (:func:`_label_again`); a chat's name (``bob: ``, ``Dealer: `` in an Everleaf hand) written
    again tells nothing, as the hand it quotes would be read under a number only the chat holds.

    >>> _own_label("User: ***** History for hand R5 *****", "User:", 5, 37)
    (('Start hand:', 'Table:'), None)
    >>> _own_label("bob: ***** History for hand R5 *****", "bob:", 4, 36) is None
    True
    >>> _own_label("Dealer: Everleaf Gaming Game #2", "Dealer:", 7, 31) is None
    True
    """
    for start, labels, again in _OWN_LABELS:
        if start.match(text, label_end, line_end) is not None:
            return (labels[: labels.index(label)], again) if label in labels else None
    return None


def _labels_between(text: str, begin: int, end: int, labels: tuple[str, ...]) -> bool:
    """Whether the lines from ``begin`` to ``end`` (the glued hand's, between its first line and
    its label written again) begin with each of ``labels`` in turn (after blanks, other lines
    between them): the header the room writes before that label (:func:`_own_label`), as a chat
    quoting a first line and then another chat of the same name has not.

    >>> _labels_between("Start hand: x\\n Table: y\\n", 0, 24, ("Start hand:", "Table:"))
    True
    >>> _labels_between("Table: y\\n", 0, 9, ("Start hand:", "Table:"))
    False
    """
    wanted = iter(labels)
    label = next(wanted, None)
    for row in text[begin:end].split("\n"):
        if label is not None and row.lstrip(" \t\ufeff").startswith(label):
            label = next(wanted, None)
    return label is None


def _label_line(text: str, label: str, begin: int, end: int) -> int:
    """Where ``label`` begins on the first line from ``begin`` (a line's start) to ``end`` that
    begins with it after blanks; -1 where none of the 41 lines after ``begin`` holding it does
    (one search a line, no pattern compiled for each name: :func:`_label_again`).

    >>> _label_line("x\\n xbob:\\n  bob: hi", "bob:", 0, 99), _label_line("x bob:\\n", "bob:", 0, 99)
    (11, -1)
    """
    for _ in range(_LOOKED_AHEAD + 1):
        at = text.find(label, begin, end)
        if at < 0:
            return -1
        start = text.rfind("\n", begin, at) + 1 or begin
        if not text[start:at].strip(" \t\ufeff"):
            return at
        begin = text.find("\n", at, end) + 1
        if begin <= 0:
            return -1
    return -1


_LABEL_LOOKED_AHEAD: Final = 4096
"""How many characters after a header's ``label: `` its label is looked for again (:func:`_label_again`)."""


def _quotes_a_first_line(text: str, begin: int, end: int) -> bool:
    """Whether the text from ``begin`` to ``end`` holds the first words of any room's first line
    (:data:`_ANY_FIRST`): a chat quoting another room's hand than the one read (:func:`_label_again`).

    >>> _quotes_a_first_line("bob: Hand#71 - 2010 -- x", 0, 24), _quotes_a_first_line("Table: T Seat #1", 0, 16)
    (True, False)
    >>> _quotes_a_first_line("bob: Hand #700-1 - 2014-01-02 03:04:05", 0, 38)  # (Seals With Clubs')
    True
    """
    if not _ANY_FIRST:
        from pokerrank.handhistory.sites import LINE_ROOMS, STARTS  # (the rooms' grammars import this module)

        lines = "|".join(re.sub(r"\(\?P<\w+>", "(?:", room.start.pattern) for room in LINE_ROOMS)
        _ANY_FIRST.append(re.compile(rf"(?:{STARTS})|{_GLUED_WORDS}|{lines}"))
    return _ANY_FIRST[0].search(text, begin, end) is not None


_GLUED_WORDS: Final = (
    r"(?:Bovada|Ignition|Bodog)(?:\.eu| UK)? Hand #\d|#Game No : \d|\*{5} History for hand |Game #\d+ starts\."
    r"|Everleaf Gaming Game #\d|Stage #\w+:|Game # ?\d+ - |Hand#\w+ - |Table #\d+ - "
)
"""The first words of the rooms with a text of their own (Bovada's, 888's, partypoker's, OnGame's,
Everleaf's, Absolute's, Entraction's, Cake's, PKR's), as precise as a place in the middle of a
line asks (:data:`~pokerrank.handhistory.detect._GLUED`, :func:`_quotes_a_first_line`)."""
_ANY_FIRST: Final[list[re.Pattern[str]]] = []
"""Any room's first words, one table of every room read: the PokerStars family's
(:data:`~pokerrank.handhistory.sites.STARTS`), the rooms' with a text of their own
(:data:`_GLUED_WORDS`) and of plain lines (:data:`~pokerrank.handhistory.sites.LINE_ROOMS`:
Seals With Clubs', KingsClub's, old WPN's, Action Poker's) (:func:`_quotes_a_first_line`),
compiled once at its first call."""


def _never(_: str) -> bool:
    """No player is seated (:func:`_told`)."""
    return False


def _told(text: str, line: int, found: int, first: re.Pattern[str] | None) -> bool:
    """Whether a line after the one that ends at ``line`` and before the one that ends at
    ``found`` tells (:func:`_telling`: a seat line, a street's or a summary's marker, a line
    ``first`` begins), or more than 40 lines are between them (:func:`_label_again`)."""
    between = text.count("\n", line + 1, found + 1)
    return between > _LOOKED_AHEAD or any(True for _ in _telling(text, line, _never, [], None, first, between))


def in_chat(
    text: str, at: int, quoting: int | None = None, solid: int | None = None, since: int = 0,
    first: re.Pattern[str] | None = None,
) -> bool:  # fmt: skip
    """Whether the first words of a hand at ``at``, in the middle of a line, are a player's chat's,
    which begin no hand: right after a chat's ``name: `` or after its words, in a hand that goes
    on after it (``ann: Game # 71 - ...``, ``dan: hi Game # 71 - ...``, ``ann says Game # 71 -
    ...``: :func:`_chat_words`; ``since``: where the hand began), or in a quote that ends the
    line (``bob said, "hi Game # 71 - ..."``; ``quoting``: :func:`_quoting` of its line, and
    ``solid``, where its first word begins: looked for here without them, a caller looking at
    many places of one line gives them). A line that itself begins with a first line (``first``
    matches at ``solid``: ``PokerStars Hand #21: Hold'em ``, ``Game started at: ``, a hand cut
    off there) is no chat; a hand glued to a chat cut off (``bob said, "heGame # 71 - ...``) or
    to a line of no chat is a hand; so is one that begins a line.

    >>> in_chat('x\\nbob said, "Game # 71 - x"', 13), in_chat('bob said, "heGame # 71 - x', 13)
    (True, False)
    >>> in_chat("Seat 1: ann (1)\\nann: well Game # 71 - x\\nann folds", 26), in_chat("x\\nGame # 71 - x", 2)
    (True, False)
    >>> in_chat("x\\nGame # 70: Game # 71 - x", 13, first=re.compile("Game # ")), in_chat("x\\nDealer: Game # 71", 10)
    (False, True)
    """
    if solid is None:
        solid = _line_start(text, at)
    if solid >= at or (first is not None and first.match(text, solid) is not None):
        return False
    if quoting is None:
        line_end = text.find("\n", at)
        quoting = _quoting(text, solid, len(text) if line_end < 0 else line_end)
    return 0 <= quoting <= at or _chat_words(text, solid, at, since, first)


def _line_start(text: str, at: int) -> int:
    """Where the first word of the line ``at`` is on begins (after blanks and a byte-order mark),
    or ``at`` where there is none before it.

    >>> _line_start("x\\n  ann: hi", 9), _line_start("x\\n  ann", 3)
    (4, 3)
    """
    solid = text.rfind("\n", 0, at) + 1
    while solid < at and text[solid] in " \t\ufeff\r":
        solid += 1
    return solid
