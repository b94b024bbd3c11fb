"""Rooms whose hands are plain lines of the shared kinds, without PokerStars' summary (Seals
With Clubs, KingsClub, WPN before 2019): a room is a :class:`LineRoom`, its first lines read
by one function and its other lines as patterns per
:class:`~pokerrank.handhistory.sites.vocabulary.LineKind`. The grammar that reads them,
line by line, onto the one record builder is :mod:`~pokerrank.handhistory.plainlines`.

A player's line starts with a seated name (the longest that fits), then a space or ``": "``;
the word after it picks the room's patterns for the rest (``verbs``). Any other line is tried
against the room's ``lines``.

Group names the grammar reads in a room's patterns: ``amount`` (chips put in, returned or
paid), ``to`` (a street total), ``all_in``, ``cards``, ``words``, ``pot``, ``run``, ``name``
(a line that names its player later: ``Dealt to P [..]``), ``marker`` (a street line),
``rake``, ``stack`` (a player's stack after the hand). A rule's third item is its detail: the
kind of post (``"small blind"``), ``"add"`` for cards dealt one a line, ``"all-in"``, ``"pat"``.

>>> from pokerrank.handhistory.sites.sealswithclubs import SEALS_WITH_CLUBS
>>> line_room("Hand #1-1 - 2013-06-28 02:14:48") is SEALS_WITH_CLUBS
True
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, NamedTuple

from pokerrank._checks import shorten
from pokerrank.handhistory.sitegames import Family
from pokerrank.handhistory.sites.vocabulary import LineKind

if TYPE_CHECKING:
    from pokerrank.handhistory.owntext import TextHand

__all__ = ["Head", "LineRoom", "Rule", "grammar", "line_room", "room_names", "small_number", "verbs"]

Rule = tuple[re.Pattern[str], LineKind, str]
"""A pattern, the kind of line it reads, and its detail (see the module docstring)."""


_SMALL_NUMBER: Final = re.compile(r"[0-9]{1,9}")


def small_number(token: str, what: str) -> int:
    """A seat's number, a button's seat or a table's size (``what``) as rooms write them: 1 to
    9 digits 0-9; a ValueError naming ``token`` for anything else (``²``, ``٣``, 100,000 digits).

    >>> small_number("6", "a table size")
    6
    >>> small_number("\u0663", "a table size")
    Traceback (most recent call last):
    ...
    ValueError: a table size is 1 to 9 digits 0-9, not '٣'
    """
    if _SMALL_NUMBER.fullmatch(token) is None:
        raise ValueError(f"{what} is 1 to 9 digits 0-9, not {shorten(token)}")
    return int(token)


_ROW: Final = re.compile(r"^(?P<kind>[a-z]+)\s+(?P<pattern>.+?)(?:\s{2,}= (?P<detail>.+))?$")


def grammar(table: str) -> tuple[Rule, ...]:
    """A room's rules from a table, one a line: the kind of line (a
    :class:`~pokerrank.handhistory.sites.vocabulary.LineKind`, in small letters), the
    pattern of the whole line, and after ``=`` the rule's detail.

    >>> [(rule[1].name, rule[2]) for rule in grammar("post   posts ante (?P<amount>[0-9]+)   = ante")]
    [('POST', 'ante')]
    """
    rules = []
    for row in table.strip().splitlines():
        found = _ROW.match(row.strip())
        if found is None:
            raise ValueError(f"a grammar row must be 'kind pattern [= detail]': {row!r}")
        kind = LineKind[found["kind"].upper()]
        rules.append((re.compile(found["pattern"] + r"\s*$"), kind, found["detail"] or ""))
    return tuple(rules)


def verbs(table: str) -> dict[str, tuple[Rule, ...]]:
    """A room's rules for a player's lines (a :func:`grammar` table of what follows the
    name), by the word each pattern begins with.

    >>> sorted(verbs("fold   folds\\ncheck   checks"))
    ['checks', 'folds']
    """
    by_word: dict[str, list[Rule]] = {}
    for rule in grammar(table):
        word = re.match(r"[^\s\\(\[]+", rule[0].pattern)
        if word is None:
            raise ValueError(f"a player's rule must begin with a word: {rule[0].pattern!r}")
        by_word.setdefault(word.group(), []).append(rule)
    return {word: tuple(rules) for word, rules in by_word.items()}


class Head(NamedTuple):
    """What a hand's first lines say: its id, the game (pokerrank's name, None for a game
    pokerrank does not deal), the stakes in units, the scale of its amounts (100: cents of a
    currency, 1: chips) and where the seats begin (``body``, an index into the hand's lines)."""

    hand_id: str
    game: str | None
    game_text: str
    family: Family
    structure: str
    stakes: tuple[int, ...]
    currency: str | None
    scale: int
    tournament: str | None
    table: str | None
    max_seats: int | None
    body: int
    unprinted_fee: int = 0
    """A fee the room takes and does not print (old WPN's jackpot tables: $0.25), in units."""

    def numbered(self, hand_id: str) -> Head:
        """This head with the hand's id (a table's head is read once, its hands' ids each
        time): ``_replace`` at a third of the cost.

        >>> Head("", None, "", "board", "", (), None, 1, None, None, None, 2).numbered("7").hand_id
        '7'
        """
        return tuple.__new__(Head, (hand_id, *self[1:]))


@dataclass(frozen=True, slots=True)
class LineRoom:
    """One room written as plain lines. ``start``: a hand's first line (cuts a text into
    hands, and finds the room); ``head``: reads the hand's first lines (a ValueError says why
    not); ``seat``: a seat line (groups ``seat``, ``name``, ``stack``, ``rest``); ``verbs``:
    the word after a player's name to the patterns for the rest of the line after the name;
    ``lines``: the patterns of the other lines; ``streets``: a street line's ``marker`` to
    the street it opens (``""``: none; ``"showdown"``); ``colon``: a player's lines may read
    ``name: verb``; ``prefix``: a pattern before a player's name on his lines (old WPN's
    ``Player ``; a group of it may be named ``run``, not ``player`` or ``said``). ``quiet``:
    how lines end that say nothing (a card dealt unseen; none ends in nothing), skipped
    before any pattern. ``fees``: the room's fee policy (docs/RULES.md): ``net``, what it pays is the
    pot after the rake. ``finish``: what the room's lines alone do not settle, done on the hand
    once every line is read (a ``HandHistoryError`` from it makes the hand's error).
    ``button_ante``: a player's second ante is the button's live blind, in the street total of
    his next bet (KingsClub's short deck)."""

    name: str
    format: str
    start: re.Pattern[str]
    head: Callable[[list[str]], Head]
    seat: re.Pattern[str]
    verbs: Mapping[str, tuple[Rule, ...]]
    lines: tuple[Rule, ...]
    streets: Mapping[str, str]
    colon: bool = False
    fees: str = "net"
    prefix: str = ""
    quiet: tuple[str, ...] = ()
    finish: Callable[[TextHand], None] | None = None
    button_ante: bool = False

    def __post_init__(self) -> None:
        if "" in self.quiet:  # every line would end so: a line is tried against the quiet ones by its last sign
            raise ValueError(f"{self.name}: a quiet line's end must not be empty: {self.quiet!r}")
        taken = re.findall(r"\(\?P<(player|said)>", self.prefix)
        if taken:  # (the reader's pattern of a player's line names these groups itself)
            raise ValueError(f"{self.name}: the prefix {self.prefix!r} must not name a group {taken[0]!r}")


def room_names() -> list[str]:
    """The names of the rooms written as plain lines (for an error naming them)."""
    from pokerrank.handhistory.sites import LINE_ROOMS

    return [room.name for room in LINE_ROOMS]


def line_room(text: str) -> LineRoom | None:
    """The room of :data:`~pokerrank.handhistory.sites.LINE_ROOMS` whose first line begins
    ``text`` (after blank lines and a byte-order mark), or None.

    >>> line_room("\\ufeffHand #5297786-137 - 2013-04-11 02:08:55").name
    'Seals With Clubs'
    """
    if not _ROOMS:
        from pokerrank.handhistory.sites import LINE_ROOMS

        _ROOMS.extend(LINE_ROOMS)
    head = text[:4000].lstrip("\ufeff \t\r\n")
    return next((room for room in _ROOMS if room.start.match(head) is not None), None)


_ROOMS: Final[list[LineRoom]] = []
"""The rooms of :data:`~pokerrank.handhistory.sites.LINE_ROOMS`, once imported."""
