"""BetOnline (and its skin PayNoRake): PokerStars' order of lines in BetOnline's words.

What differs from PokerStars, each a rule here:

- the first line: ``BetOnline Poker Game #991142904: Hold'em No Limit ($0.25/0.50) - 2012/03/18
  15:58:15 GMT Standard Time`` (``PayNoRake Game #...``); tournaments ``BetOnline Poker Game
  #1587461647: Tournament #7212650: Hold'em $40.00/$80.00 - ...``, no limit named and chips in
  hundredths (``4941.25 in chips``);
- ``Table 'Blade Runner' 10-Max, Seat #0 is the button``; seats from 0, ``- Small Blind``
  and ``- Sitting out`` after the stack;
- ``Player0: ante processed 0.00`` (no ante: nothing), ``Player0: post dead 0.50`` (a new
  player's big blind, live, and the small blind, dead, unprinted: the total counts it), ``Player2 shows As Kc`` (no
  colon, no brackets), tens as ``10d``;
- no ``collected`` line: the summary's ``collected (14.83)`` and ``showed [As Kc] and won
  (0.95)`` are what the room paid; a ``Total pot 1.26 | Rake 0.22`` before the showdown is a
  side pot after the rake (``LineKind.POT``), the summary's ``Total pot`` the main pot, and each
  line repeats the hand's whole rake (#1606125823);
- a file may print the summary's first lines again (``Total pot``, ``Board``, and a ``shows``
  line of the showdown: #900221194): what is printed again is read once; a side pot's ``Total
  pot`` twice in a row (#900223632) is one pot where two would not add up (the pots' check);
- a player written with no name (``Seat 4:  (100.00 in chips)``, ``: posts small blind
  100.00``, `` shows 8h 7s``: #1078353699) is ``nameless seat 4`` where one seat alone is so
  written, it is not sitting out, and the summary's own line of that seat is written with no
  name too;
- ``Player2: raises 11.00 to 12.00``: ``11.00`` is what the player adds (12.00 less the 1.00
  they had put in on the street, #991142904), not the raise over the bet faced;
- fee policy ``net``: ``Total pot 14.83 | Rake 0.78`` prints the pot after the rake (15.61
  was put in); tournaments ``Total pot 1200.00``, no rake.

>>> BETONLINE.totals("Total pot 14.83 | Rake 0.78")
Totals(total='14.83', pots='', fees=(('Rake', '0.78'),))
>>> BETONLINE.rewritten("Player2 shows As 10c")
'Player2: shows [As Tc]'
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final

from pokerrank.handhistory.sites.spec import stars_room, totals_reader
from pokerrank.handhistory.sites.vocabulary import TEN, LineKind

__all__ = ["BETONLINE"]

FIRST_WORDS_PATTERN: Final = r"[ \t\ufeff]*(?P<site>BetOnline Poker|PayNoRake)(?P<kind> Game) #(?P<id>[0-9]+):"
_CARD: Final = r"(?:[2-9TJQKA]|10)[cdhs]"
_SHOWS: Final = re.compile(rf" shows ({_CARD}(?: {_CARD})*)[ \t]*(?=\r?$)", re.MULTILINE)
"""``P shows As 10c`` from the words ``shows``: the search looks for them alone, not for a
line's start at every place (:func:`_shows` checks the name before them)."""


def _shows(found: re.Match[str]) -> str:
    """``P shows As Tc`` as PokerStars writes it (``P: shows [As Tc]``) where the line's words
    before ``shows`` are a name (not empty, no colon); else the words as they are."""
    text = found.string
    start = found.start()
    name_at = text.rfind("\n", 0, start) + 1
    if name_at == start or text.find(": ", name_at, start) >= 0:  # (a name may hold a colon)
        return found[0]
    return f": shows [{found[1]}]"


_SUMMARY_BLOCK: Final = re.compile(r"^\*\*\* SUMMARY \*\*\*[^\n]*\n(?:(?!Seat \d)[^\n]*\n)*", re.MULTILINE)
"""The summary's first lines, before its seat lines (``Total pot``, ``Board``)."""
_AGAIN: Final = "\x00printed again"
"""What a line the room prints again is read as (:data:`LineKind.NOISE`): the line keeps its
number, and a blank line would end the hand's summary. A NUL no room text holds: a file with
one is refused as binary, and a text given with one has it read as U+FFFD (:func:`_once`), so a
line of the room's own is never taken for this one."""


def _summary_once(found: re.Match[str]) -> str:
    """The summary's lines before its seats, each line the room prints again read as
    :data:`_AGAIN`: one the block already holds, or a ``shows`` line printed just before the
    summary (#900221194: ``Total pot 60.00``, ``Board [..]``, ``Player13 shows 9s Qd``, then
    the pot and the board again).

    >>> _summary_once(_SUMMARY_BLOCK.search("a shows As Kd\\n*** SUMMARY ***\\nTotal pot 3\\n"
    ...     "Board []\\na shows As Kd\\nTotal pot 3\\nBoard []\\nSeat 1: a won (3)\\n")).split("\\n")
    ['*** SUMMARY ***', 'Total pot 3', 'Board []', '\\x00printed again', '\\x00printed again', '\\x00printed again', '']
    """
    text, start = found.string, found.start()
    seen: set[str] = set()
    while start > 0:  # the showdown's lines just before the summary, last first
        before = text.rfind("\n", 0, start - 1)
        line = text[before + 1 : start - 1].strip()
        if " shows " not in line:
            break
        seen.add(line)
        start = before + 1
    lines = found[0].split("\n")
    for at in range(1, len(lines) - 1):
        line = lines[at].strip()
        if line in seen:
            lines[at] = _AGAIN
        elif line:
            seen.add(line)
    return "\n".join(lines)


_WHOLE: Final = re.compile(r"\A.*", re.DOTALL)
"""A hand's whole text (:func:`_once` looks at it first)."""


def _once(found: re.Match[str]) -> str:
    """A hand's text with the summary's lines the room prints again read once
    (:func:`_summary_once`), looked for only where the summary holds more lines before its seats
    than its ``Total pot`` and ``Board``, or a ``shows`` line (most hands: those two alone); a
    NUL read as U+FFFD (:data:`_AGAIN`).

    >>> _once(_WHOLE.match("*** SUMMARY ***\\nTotal pot 3\\nBoard []\\nTotal pot 3\\nSeat 1: a\\n")).split("\\n")
    ['*** SUMMARY ***', 'Total pot 3', 'Board []', '\\x00printed again', 'Seat 1: a', '']
    >>> _once(_WHOLE.match("(x\\x00printed again)\\n"))
    '(x\\ufffdprinted again)\\n'
    """
    text = found[0]
    if "\x00" in text:
        text = text.replace("\x00", "\ufffd")
    summary = text.find("*** SUMMARY ***")
    if summary < 0:
        return text
    seats = text.find("\nSeat ", summary)
    seats = len(text) if seats < 0 else seats
    if text.count("\n", summary, seats) < 3 and text.find(" shows ", summary, seats) < 0:
        return text  # (the summary's mark, ``Total pot`` and ``Board`` alone: nothing printed again)
    block = _SUMMARY_BLOCK.search(text, summary)  # (searched from its mark: ``^`` is tried at every line)
    if block is None or text.find("*** SUMMARY ***", block.end()) >= 0:  # (two summaries: each one)
        return _SUMMARY_BLOCK.sub(_summary_once, text)
    return text[: block.start()] + _summary_once(block) + text[block.end() :]


_NAMELESS_HAND: Final = re.compile(r"(?:^Seat [0-9]{1,9}):  \([\s\S]*", re.MULTILINE)
"""A hand from its seat whose player has no name (``Seat 4:  (100.00 in chips)``) to its end
(the words ``:  (`` looked for first: most hands have none)."""
_NAMELESS_SEAT: Final = re.compile(r"^Seat ([0-9]{1,9}):  \(", re.MULTILINE)
_NAMELESS_LINE: Final = re.compile(r"^(?:(?=: )|(Seat [0-9]{1,9}: )(?= )|( )(?=\S))", re.MULTILINE)
"""Where a nameless player's name would stand: before a line's ``: posts ..``, after a seat's
``Seat 4: `` in the summary, before a line's `` shows ..`` or `` has left the table``."""


def _named(found: re.Match[str]) -> str:
    """A hand whose one nameless seat's player (#1078353699: ``Seat 4:  (100.00 in chips)``,
    ``: posts small blind 100.00``, `` shows 8h 7s``, ``Seat 4:  showed [8h 7s] but did not
    win``, `` has left the table``: the room writes the name empty everywhere) is called
    ``nameless seat 4`` where the summary's line of seat 4 is written with no name too and the
    seat is not sitting out. A hand with two such seats, with that name already, whose summary
    does not name the seat so, or whose nameless seat sits out (its lines may be another
    player's), as written: a line no rule reads is quoted.

    >>> _named(_NAMELESS_HAND.search("Seat 4:  (1.00 in chips)\\n: posts small blind 1.00\\n shows 8h 7s\\n"
    ...     "*** SUMMARY ***\\nSeat 4:  showed [8h 7s] and won (2.00)\\n")).splitlines()
    ['Seat 4: nameless seat 4 (1.00 in chips)', 'nameless seat 4: posts small blind 1.00', \
'nameless seat 4 shows 8h 7s', '*** SUMMARY ***', 'Seat 4: nameless seat 4 showed [8h 7s] and won (2.00)']
    >>> _named(_NAMELESS_HAND.search("Seat 4:  (1.00 in chips) - Sitting out\\n: folds\\n"
    ...     "*** SUMMARY ***\\nSeat 4:  folded\\n")).splitlines()[1]
    ': folds'
    """
    text = found[0]
    seats = _NAMELESS_SEAT.findall(text)
    name = f"nameless seat {seats[0]}"
    if len(seats) != 1 or name in found.string:
        return text
    seat = f"Seat {seats[0]}: "
    # the seat told a second way: its summary line written with no name (another player's
    # lines may be written with none), and it is not sitting out (a sitting out seat plays no line)
    summary = text.find("*** SUMMARY ***")
    if summary < 0 or text.find(f"\n{seat} ", summary) < 0 or "Sitting out" in text[: text.find("\n")]:
        return text

    def _at(at: re.Match[str]) -> str:
        if at[1] is not None:  # a summary's seat: this seat's alone
            return seat + name if at[1] == seat else at[0]
        return name + (at[2] or "")

    return _NAMELESS_LINE.sub(_at, text)


_SMALL_BLIND: Final = re.compile(r"\A[^\n]*?\(?\$?([\d.]+)/")


_NO_ANTE_LINE: Final = r"[^\n:]*(?::(?! )[^\n:]*)*: ante processed 0(?:\.00?)?[ \t]*(?=\r?$)"  # (a name: no ": ")
_NO_ANTE: Final = (
    (re.compile(rf"\A{_NO_ANTE_LINE}", re.MULTILINE), ""),
    (re.compile(rf"\n{_NO_ANTE_LINE}", re.MULTILINE), "\n"),
)
"""``P: ante processed 0.00`` (no ante) is nothing: the line left empty. The first line, then
every line after a line break (the search looks for the breaks alone, not for a line's start
at every place)."""


def _post_dead(post: re.Match[str]) -> str:
    """``post dead 0.50``: the big blind, live, and the small blind of the stakes (the first
    line's), dead: the room's total counts both (#1002134798)."""
    small = _SMALL_BLIND.match(post.string)
    return f": posts small & big blinds {Decimal(post[1]) + Decimal(small[1] if small else 0)}"


BETONLINE: Final = stars_room(
    "BetOnline",
    FIRST_WORDS_PATTERN,
    totals_reader(r"^Total pot (?P<total>[^\s|]+)\s*(?:\|\s*Rake (?P<rake>[^\s|]+))?\s*$"),
    rewrite=(
        (_NAMELESS_HAND, _named),
        (_WHOLE, _once),
        TEN,
        (_SHOWS, _shows),
        (re.compile(r" and is all in[ \t]*(?=\r?$)", re.MULTILINE), " and is all-in"),
        *_NO_ANTE,
        (re.compile(r": ante processed "), ": posts the ante "),
        (re.compile(r": post dead (\d+(?:\.\d+)?)"), _post_dead),
    ),
    lines=(
        (re.compile(r"^Total pot [^\s|]+ \| Rake [^\s|]+\s*$|^Total pot [^\s|]+\s*$"), LineKind.POT),
        (re.compile(r"^.+ (?:has left the table|joins the table at seat #\d+)\s*$"), LineKind.NOISE),
        (re.compile(r'^.+ said ".*"\s*$'), LineKind.NOISE),
        (re.compile(rf"^{_AGAIN}$"), LineKind.NOISE),
    ),
    quick=True,
    fees="net",
    games=((re.compile(r"^Tournament #\d+: Hold'em [$\d]"), "Hold'em", ""),),
    table=re.compile(r"^Table '(?P<table>.*)' (?P<max>[0-9]{1,9})-Max, Seat #(?P<button>[0-9]{1,9}) is the button\s*$"),
    stakes=re.compile(r"(?P<a>\$?[\d.,]+)/(?P<b>\$?[\d.,]+)"),
    summary_pays=True,
    hundredths=True,
    raise_by="added",
    paid_words=r" from the Pot\.?",  # ("Seat 7: Player6 (Big Blind)  collected (90.00) from the Pot.", Gear Poker)
)
"""BetOnline Poker and PayNoRake, cash games and tournaments (Hold'em)."""
