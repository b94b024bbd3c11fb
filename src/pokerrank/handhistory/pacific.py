"""888poker (Pacific Poker, Cassava, and the rooms on its software) hand histories: read, and
audited by each player's ``collected`` line.

A hand begins ``#Game No : 526119469`` and ``***** 888poker Hand History for Game 526119469
*****`` (``Cassava``, ``Pacific Poker``, ``888.ro``, ``LuckyAcePoker.com``: the same text); then
the stakes and game (``25 $/50 $ Blinds Pot Limit Omaha - *** 03 12 2015 15:12:29``), the
table, the button's seat and the seats (``Seat 2: Player0 ( 15 788,50 $ )``). Players' lines
name the player first: ``posts small blind [25 $]``, ``calls [100 $]``, ``bets``, ``raises
[125 $]`` (the chips added: 888 writes every amount so), ``checks``, ``folds``, ``shows [ 8c,
Ac ]``, ``mucks``, ``did not show his hand``; the streets ``** Dealing flop ** [ 2d, 7d, Kh
]``; the summary ``collected [ 299 $ ]``.

The room prints neither the rake nor the bet nobody called: the family's builder
(:mod:`~pokerrank.handhistory.bracket`) works them out (docs/RULES.md, "888poker").

Money is written as the hand's stakes write it: a currency after the number (``15 788,50 $``)
has a decimal comma and spaces between thousands; before it (``$1,234.56``), or none
(tournament chips), a decimal point and commas between thousands. Nothing is guessed number
by number.

>>> text = '''#Game No : 1
... ***** 888poker Hand History for Game 1 *****
... $0.01/$0.02 Blinds No Limit Holdem - *** 03 12 2015 15:12:29
... Table Frisco 6 Max (Real Money)
... Seat 2 is the button
... Total number of players : 2
... Seat 2: ann ( $2 )
... Seat 7: bob ( $2 )
... ann posts small blind [$0.01]
... bob posts big blind [$0.02]
... ** Dealing down cards **
... ann folds
... ** Summary **
... bob collected [ $0.02 ]'''
>>> hand = next(read_pacific(text))
>>> hand.site, hand.game, hand.players, hand.returned
('888poker', 'holdem', ('ann', 'bob'), {'bob': 1})
>>> from pokerrank.handhistory.audit import audit_hand
>>> audit_hand(hand).outcome.value
'match'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Final

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory.bracket import MAX_INFERRED_RAKE, Grammar, Header, read_bracketed
from pokerrank.handhistory.owntext import QuietLines
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.sites.vocabulary import lines_of

__all__ = ["MAX_INFERRED_RAKE", "PACIFIC", "head_record", "looks_like_pacific", "read_pacific"]

_LOOKS: Final = re.compile(r"^[\ufeff \t\r\n]*#Game No : \d+\s*\n\*{5} .*Hand History for Game")
_SITE: Final = re.compile(r"^\*{5} (?P<site>.*?) Hand History for Game (?P<id>\d+) \*{5}")
_NUMBER: Final = re.compile(r"#Game No : (?P<id>\d+)")
_STAKES: Final = re.compile(
    r"^(?P<a>[^/]+?)(?<!\s)\s*+/\s*+(?P<b>\S+(?:\s+\S+)*?)\s*+(?:Blinds\s*+)?"
    r"(?P<game>(?:No|Pot|Fix) Limit (?:Holdem|Omaha(?:HL)?))(?P<rest>[^-]*?)(?<!\s)\s*+-\s*\*\*\*"
)
_REST: Final = frozenset(("", "jackpot table"))
"""What 888 writes between the game and the date; any other word is another game (``Turbo Wild``)."""
_LETTERS: Final = re.compile(r"[A-Za-z]")
"""A word in the stakes: not an amount (``Blinds`` is read apart)."""
_GAMES: Final = {"Holdem": "holdem", "Omaha": "omaha", "OmahaHL": "omaha-hi-lo"}
_LIMITS: Final = {"No": "no-limit", "Pot": "pot-limit", "Fix": "limit"}
_COMMA_DECIMAL: Final = re.compile(r",\d{2}$")
_TOURNAMENT: Final = re.compile(r"^Tournament #(?P<id>\d+)")
_TABLE: Final = re.compile(r"^Table (?P<table>.+?)(?: \d+ Max)? \((?P<kind>Real Money|Practice Play)\)")


def looks_like_pacific(text: str) -> bool:
    """Whether a text starts with an 888poker hand.

    >>> looks_like_pacific("#Game No : 1\\n***** 888poker Hand History for Game 1 *****\\n")
    True
    """
    return _LOOKS.match(text) is not None


def read_pacific(text: str, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of an 888poker text (see the module docstring). A hand's first line may
    follow the last line of the hand before on the same line (files written so). Text before
    the first hand's first line (a hand cut off, a note) is a record of its own, quoting it
    (:func:`head_record`): never dropped unsaid."""
    first = PACIFIC.start.search(text)
    head = head_record(text[: first.start() if first is not None else len(text)], source, encoding)
    if head is not None:
        yield head
    for record in read_bracketed(PACIFIC, text, source, encoding):
        # (a hand refused before its header is read, and text between hands, are named by the
        # grammar, whose name is the format: the room's name is the one its records say; no flop,
        # no drop, and the posts judged, the blinds against the stakes line's: the family's builder)
        if record.site == "888":
            record = replace(record, site="888poker")
        yield record


def head_record(head: str, source: str, encoding: str, site: str = "888poker", fmt: str = "888") -> HandRecord | None:
    """The record of the text before a file's first hand (``head``, from the file's start), or
    None where it is blank (blank lines, spaces, a byte-order mark, or one read as cp1252);
    ``site`` and ``fmt``: the room and format of the file's hands (888's by default).

    >>> head_record("\\n\\nSaved by a tracker\\n", "f.txt", "utf-8").error.reason
    "the text before the first hand's first line is not a hand: 'Saved by a tracker'"
    >>> head_record("\\n \\ufeff\\n", "f.txt", "utf-8") is None
    True
    """
    rows = lines_of(head)
    at = next((k for k, row in enumerate(rows) if row.strip(" \t\r\ufeffï»¿")), None)
    if at is None:
        return None
    row = rows[at].strip()
    quoted = repr(row[:60]) + (f" ({len(row):,} characters)" if len(row) > 60 else "")
    reason = f"the text before the first hand's first line is not a hand: {quoted}"
    error = HandHistoryError(reason, source, None, at + 1)
    return HandRecord(source, "?", site, fmt, at + 1, error=error, encoding=encoding, text=head)


_HEADERS: dict[tuple[str, str, str], Header] = {}
"""First lines already read (a file's hands share their stakes and table lines)."""


def _header(lines: list[str], fail: Callable[..., HandHistoryError]) -> Header:
    """888's first lines: the game number, the room, the stakes and game, then the table or
    the tournament (cached by all but the game number and the date). A second line naming
    another game than the first line's is refused, the line quoted: the first line is then a
    chat's or a cut hand's (``Seat 1: #Game No : 707`` on a hand's second line, the hand's own
    ``Hand History for Game 700`` after it), not the hand's.

    >>> def fail(message: str, index: int = 0) -> HandHistoryError:
    ...     return HandHistoryError(message, "<text>", "707", 1 + index)
    >>> lines = ["#Game No : 707", "***** 888poker Hand History for Game 700 *****", "x"]
    >>> try:
    ...     _header(lines, fail)
    ... except HandHistoryError as error:
    ...     print(str(error).replace(" *****': ", " *****':\\n"))
    <text>, hand 707, line 2: the hand's second line is not '***** ... Hand History for Game 707 *****':
    '***** 888poker Hand History for Game 700 *****'
    """
    if len(lines) > 1:
        number = _NUMBER.search(lines[0])
        site = _SITE.match(lines[1].strip())
        if number is not None and site is not None and site.group("id") != number.group("id"):
            quoted = repr(lines[1].strip()[:80])
            want = f"'***** ... Hand History for Game {number.group('id')} *****'"
            raise fail(f"the hand's second line is not {want}: {quoted}", 1)
    if len(lines) > 3:
        key = (lines[1].partition(" Hand History")[0], lines[2].partition("***")[0], lines[3])
        known = _HEADERS.get(key)
        if known is None:
            known = _read_header(lines, fail)
            if len(_HEADERS) < 10_000:
                _HEADERS[key] = known
        return known
    return _read_header(lines, fail)


def _read_header(lines: list[str], fail: Callable[..., HandHistoryError]) -> Header:
    if len(lines) < 3:
        raise fail("the hand ends before its stakes line")
    site = _SITE.match(lines[1].strip())
    if site is None:
        raise fail(f"line 2 is not 888's 'Hand History for Game' line: {lines[1].strip()[:80]!r}")
    stakes = _STAKES.match(lines[2].strip())
    if stakes is None:
        raise fail(f"the stakes line {lines[2].strip()[:80]!r} names no game pokerrank reads", 2)
    if stakes.group("rest").strip().lower() not in _REST or _LETTERS.search(stakes.group("a") + stakes.group("b")):
        raise fail(f"the stakes line {lines[2].strip()[:80]!r} names a game pokerrank does not read", 2)
    limit_word, _, game_word = stakes.group("game").partition(" Limit ")
    after = stakes.group("a").strip()
    # "25 $" (a currency after the number) or "$ 10,00" (a decimal comma): 1 234,50 $
    comma_decimal = bool(after) and (
        (after[0].isdigit() and not after[-1].isdigit()) or _COMMA_DECIMAL.search(after) is not None
    )
    currency = _currency(stakes.group("a") + stakes.group("b"))
    tournament: str | None = None
    table: str | None = None
    play_money = False
    body = 3
    row = lines[3].strip(" \t\r\ufeff") if len(lines) > 3 else ""
    found_t = _TOURNAMENT.match(row)
    found_table = _TABLE.match(row)
    if found_t is not None:
        tournament = found_t.group("id")
        play_money = "(Practice Play)" in row
        body = 4
    elif found_table is not None:
        table = found_table.group("table")
        play_money = found_table.group("kind") == "Practice Play"
        body = 4
    else:  # (every shared hand has one: a hand without it would read a tournament's chips as money)
        raise fail(
            f"line 4 is neither the table's ('Table ... (Real Money)') nor the tournament's ('Tournament #...'):"
            f" {row[:80]!r}",
            3,
        )
    word = site.group("site")
    # the big blind the stakes line prints (its small blind may not be the one posted: `$0.12/$0.25` posts $0.10)
    printed = (None, stakes.group("b").strip()) if limit_word != "Fix" and not tournament else None
    return Header(
        "888poker" if word.startswith("888") or word in ("Cassava", "Pacific Poker") else word,
        _GAMES[game_word],
        stakes.group("game"),
        _LIMITS[limit_word],
        None if tournament or play_money else currency,
        1 if tournament else 100,
        tournament,
        table,
        None,
        body,
        comma_decimal,
        printed=printed,
    )


def _currency(stakes: str) -> str | None:
    for symbol, name in (("$", "USD"), ("€", "EUR"), ("£", "GBP")):
        if symbol in stakes:
            return name
    return None


PACIFIC: Final = Grammar(
    name="888",
    start=re.compile(r"#Game No : (?P<id>\d+)"),
    header=_header,
    act=re.compile(
        r"^(?P<name>.+?) (?P<verb>posts small blind|posts big blind|posts ante|posts dead blind|calls|raises|bets"
        r"|checks|folds|collected|shows|mucks|did not show his hand|is all-in)(?:\s*\[(?P<a>[^\]]*)\])?\s*$"
        r"(?P<to>(?!))?(?P<cards>(?!))?(?P<tail>)"
    ),
    verbs={
        "posts small blind": "small blind",
        "posts big blind": "big blind",
        "posts ante": "ante",
        "posts dead blind": "dead blind",
        "calls": "call",
        "raises": "raise",
        "bets": "bet",
        "checks": "check",
        "folds": "fold",
        "collected": "collect",
        "shows": "show",
        "mucks": "muck",
        "did not show his hand": "hidden",
        "is all-in": "all-in",
    },
    street=re.compile(r"^\*\* Dealing (?P<street>flop|turn|river) \*\* \[(?P<cards>[^\]]*)\]\s*$"),
    blinds_after_button=True,
    streets={"flop": "flop", "turn": "turn", "river": "river"},
    dealt=re.compile(r"^Dealt to (?P<name>.+?) \[(?P<cards>[^\]]*)\]\s*$"),
    seat=re.compile(r"^Seat (?P<seat>[0-9]{1,9}): (?P<name>.*?) \( (?P<stack>[^)]*?) \)\s*$"),
    quiet=("Total number of players", "** Dealing down cards", "** Summary", "#Game No", "(Hi: ", "(Lo: "),
    whole=QuietLines(
        {
            "Total number of players": r" : \d+",
            "** Dealing down cards": r" \*\*",
            "** Summary": r" \*\*",
            "#Game No": r" : \d+",
            "(Hi: ": r"[^()]*\)",
            "(Lo: ": r"[^()]*\)",
        }
    ),
)
"""888poker's lines."""
