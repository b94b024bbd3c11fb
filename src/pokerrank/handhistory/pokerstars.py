"""The PokerStars text reader (and the sites that write the same format).

A file is cut into hands at each first line (``PokerStars Hand #...:``, ``PokerStars Game
#...``, home games, Zoom, and the Full Tilt, Run It Once, PokerMaster and PokerBros exports
in PokerStars' words). Each hand is read line by line, in one pass: every line kind is
recognised by its first words and one precompiled pattern, so the cost is a dictionary
lookup and at most one regular-expression match per line. The words are the rooms': PokerStars'
own (its first line, its lines, its quiet words) in :mod:`pokerrank.handhistory.sites.pokerstars`,
every other room of the family as a :class:`~pokerrank.handhistory.sites.spec.Room` beside
them; this module is the family's reader. Lines that no rule reads are kept
in :attr:`HandRecord.unparsed`; the audit refuses to judge a hand that has any among its
actions, so nothing is skipped unseen.

Chips put in: ``raises X to Y`` puts in ``Y`` less what the player had already put in on
that street; antes count in the pot but not towards a street's bet; a dead small blind
(``posts small & big blinds``) is dead money; ``Uncalled bet (X) returned to P`` is kept as
the room said it.

>>> from pokerrank.handhistory.pokerstars import read_text
>>> text = '''PokerStars Hand #7: Tournament #9, $1+$0.10 USD Hold'em No Limit - Level I (10/20) - 2020/01/01 0:00:00 ET
... Table '9 1' 9-max Seat #1 is the button
... Seat 1: ann (1500 in chips)
... Seat 2: bob (1500 in chips)
... ann: posts the ante 5
... bob: posts the ante 5
... ann: posts small blind 10
... bob: posts big blind 20
... *** HOLE CARDS ***
... ann: raises 40 to 60
... bob: calls 40
... *** FLOP *** [2c 7d 9h]
... bob: checks
... ann: checks
... *** TURN *** [2c 7d 9h] [Js]
... bob: bets 100
... ann: folds
... Uncalled bet (100) returned to bob
... bob collected 130 from pot
... *** SUMMARY ***
... Total pot 130 | Rake 0
... Board [2c 7d 9h Js]
... Seat 1: ann (button) (small blind) folded on the Turn
... Seat 2: bob (big blind) collected (130)'''
>>> hand = next(read_text(text))
>>> [(a.player, a.kind.value, a.amount) for a in hand.actions if a.amount][2:]
[('ann', 'small blind', 10), ('bob', 'big blind', 20), ('ann', 'raise', 50), ('bob', 'call', 40), ('bob', 'bet', 100)]
>>> hand.boards, hand.returned, hand.total_pot, hand.tournament
(('2c 7d 9h Js',), {'bob': 100}, 130, '9')
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Container, Iterable, Iterator, Mapping, Sequence
from decimal import Decimal
from functools import partial
from typing import Final

from pokerrank.errors import HandHistoryError
from pokerrank.games.catalogue import PLAIN_GAMES
from pokerrank.handhistory._posts import blind_tag_against, forbidden_opening, spent_all
from pokerrank.handhistory.detect import FIRST_WORDS, hand_starts, other_site, pasted_room
from pokerrank.handhistory.pacific import MAX_INFERRED_RAKE
from pokerrank.handhistory.records import NOTE, WRITTEN_FORMS, Action, ActionKind, Claim, Collection, HandRecord, Seat
from pokerrank.handhistory.sitegames import Family, site_game
from pokerrank.handhistory.sites import ANY_FIRST_WORDS, POKERSTARS, ROOMS, LineKind, Room, room_of
from pokerrank.handhistory.sites.fulltilt import FULLTILT, derived_pot
from pokerrank.handhistory.sites.pokerstars import (
    BOARD,
    BUTTON_BLIND,
    CASHED_OUT,
    COLLECTED,
    DEALT,
    DISCARD,
    DRAW_STREETS,
    FOLDS,
    GAME,
    HOME,
    ISO,
    MIX,
    MIX_WORDS,
    MUCKS,
    NOISE_WORDS,
    ONE_STAKE,
    POT_PART,
    RUN_NAMES,
    RUN_WORDS,
    SEAT,
    SHOWS,
    SHOWS_FOR,
    STAKES,
    STANDS,
    STREET_CARDS,
    STRUCTURES,
    STUD_STREETS,
    SUMMARY_CARDS,
    SYMBOL_CURRENCY,
    TABLE,
    TOTAL,
    TOURNAMENT,
    UNCALLED,
    UNKNOWN_GAME,
    WON,
    WON_AT,
)
from pokerrank.handhistory.sites.spec import in_thousands, top_words
from pokerrank.handhistory.sites.vocabulary import SYMBOLS, complete_board, lines_of
from pokerrank.handhistory.sites.vocabulary import amount as _amount
from pokerrank.handhistory.verdicts import INCONSISTENT, UNPARSED

__all__ = ["read_text"]

_CENT: Final = Decimal("0.01")


def read_text(text: str, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of a PokerStars-format text, in order; a hand that cannot be read comes as a
    record whose ``error`` says why (file, hand id, line), and reading goes on."""
    starts = hand_starts(text)
    if not starts:
        starts = [len(text)]
    head = text[: starts[0]]
    head_lines = [] if head.isspace() else lines_of(head)  # (a run read after others: its lines before, blank)
    junk = next((at for at, line in enumerate(head_lines) if _junk(line)), None)
    if junk is not None:
        yield from _pasted(head_lines[junk:], source, encoding, junk + 1, head)
    line_no = head.count("\n") + 1
    clean: bool | None = None  # the whole text is clean (_clean): found when a room with a fast lane needs it
    for k, start in enumerate(starts):
        if start >= len(text):
            break
        end = starts[k + 1] if k + 1 < len(starts) else len(text)
        chunk = text[start:end]
        # (the lines of a room's text rewritten are those of its rewrite: the text as written is not split)
        room = POKERSTARS if chunk.startswith("PokerStars") else (room_of(_first_line(chunk)) or POKERSTARS)
        after = ""  # text after a rewritten hand's end, as written (a rewrite may move the summary's lines)
        if room.rewrite:
            cut = _written_end(chunk)
            if cut > 0:
                chunk, after = chunk[:cut], chunk[cut:]
        read_as = room.rewritten(chunk) if room.rewrite else chunk  # the room's words put into PokerStars'
        lines = lines_of(read_as)
        summary_at = read_as.find("*** SUMMARY ***")
        if summary_at < 0:
            lines = lines_of(chunk) if room.rewrite else lines
            header = room.header.match(lines[0])
            hand_id = header.group("id") if header else "?"
            last = len(lines) - 1
            while last > 0 and not lines[last].strip():
                last -= 1
            error = HandHistoryError(
                "the hand ends before its summary (a truncated hand?)", source, hand_id, line_no + last, "truncated"
            )
            record = _unreadable(source, hand_id, line_no + last, error.reason, chunk, encoding, error)
            record.site = room.site or record.site
            if header is not None:  # what the first line says, for the counts by game
                first = _Reader(source, line_no, lines, encoding, "", room)
                with contextlib.suppress(HandHistoryError):
                    first.header(header.group("rest"), lines[0])
                    record.game, record.game_text = first.game, first.game_text
            yield record
            line_no += chunk.count("\n")
            continue
        reader = _Reader(source, line_no, lines, encoding, chunk, room)
        if room.rewrite:
            summary_at = 0  # (the text as written is searched whole)
        if chunk.find("*** SUMMARY ***\n\n", summary_at) >= 0 or chunk.find("*** SUMMARY ***\r\n\r\n", summary_at) >= 0:
            reader.doubled = _doubled(lines)  # (searched from the summary's first mark: any such line is after it)
        quick = settled = None
        if room.quick and clean is None and room is POKERSTARS:
            clean = _clean(text)
        # the fast lane: another room's lines it strips as read() does; PokerStars' a clean text's (_clean)
        if room.quick and (room is not POKERSTARS or (clean and not room.rewrite) or _clean(read_as)):
            try:  # (not contextlib.suppress: three Python calls a hand)
                quick = reader.quick()
            except HandHistoryError as exc:  # read() raises it again, with its words ...
                if reader.unsettled is exc:  # ... but where the numbers, read whole, do not add up: the same
                    settled = _unframed(exc)  # (not raised again: its record made below)
            if quick is None and settled is None:
                doubled = reader.doubled
                reader = _Reader(source, line_no, lines, encoding, chunk, room)
                reader.doubled = doubled
        refused = settled
        agreed: HandRecord | None = None  # (_posts_agree's record where check_record needed it first: once)
        if refused is None:
            try:
                record = quick if quick is not None else reader.read()
                if room.check_record is not None and (agreed := _posts_agree(record)) is record:  # (refused: first)
                    room.check_record(record, chunk)  # the room's own figures, in the hand as written
            except HandHistoryError as exc:
                refused = _unframed(exc)
        if refused is not None:
            header = room.header.match(lines[0])
            hand_id = header.group("id") if header else "?"
            record = _unreadable(source, hand_id, refused.line or line_no, refused.reason, chunk, encoding, refused)
            record.site = room.site or record.site
            record.game = getattr(reader, "game", None)  # what the first line said, for the counts
            record.game_text = getattr(reader, "game_text", "")
            yield record
        else:
            if room.rewrite and record.unparsed:  # the lines as the room wrote them
                written = lines_of(chunk)
                record.unparsed = tuple(
                    (at, written[at - line_no].strip() if 0 <= at - line_no < len(written) else said)
                    for at, said in record.unparsed
                )
            yield _posts_agree(record) if agreed is None else agreed
        if reader.stray is not None:
            at, stray = reader.stray
            if room.rewrite:  # (the rewritten lines: the room's own words, the stray line alone)
                yield _unreadable(source, "?", line_no + at, _stray(stray), stray, encoding)
            else:
                yield from _pasted(lines[at:], source, encoding, line_no + at)
        line_no += chunk.count("\n")
        if after:
            after_lines = lines_of(after)
            junk = next((at for at, line in enumerate(after_lines) if _junk(line)), None)
            if junk is not None:
                yield from _pasted(after_lines[junk:], source, encoding, line_no + junk)
            line_no += after.count("\n")


def _posts_agree(record: HandRecord) -> HandRecord:
    """``record``, or the record of a hand refused (NOT AUDITABLE, the line quoted) where its
    forced bets, the posts that open it, are what the rules forbid (docs/RULES.md, "PokerStars";
    :func:`~pokerrank.handhistory._posts.forbidden_opening`, every room's rule): one player posts
    the ante, the small blind or the big blind twice; an ante unlike the one most players it
    leaves with chips post, but a smaller one that puts its player all in. Only the posts before
    the first other action are read (the rooms print them first): a few tuples a hand, in every
    hand's path."""
    if record.error is not None or record.unparsed:
        return record
    found = forbidden_opening(record.actions, partial(_all_in_on, record), record.format_money, _OPENING)
    if found is None:
        return record
    action, why = found
    at = action[8]
    rows = lines_of(record.text) if record.text else []
    row = rows[at - record.line].strip() if 0 <= at - record.line < len(rows) else ""
    error = HandHistoryError(f"line {at}: {_short(row, 80)}: {why}", record.source, record.hand_id, at, INCONSISTENT)
    refused = HandRecord(
        record.source, record.hand_id, record.site, record.format, at,
        error=error, encoding=record.encoding, text=record.text,
    )  # fmt: skip
    refused.game, refused.game_text = record.game, record.game_text  # (what the first line said, for the counts)
    return refused


def _all_in_on(record: HandRecord, post: Action) -> bool:
    """Whether ``post`` put its player all in: marked so, or the last of the seat's chips
    (:func:`~pokerrank.handhistory._posts.spent_all`; a player with no seat: not all in). Asked
    only where a hand's antes differ."""
    return bool(spent_all(record.actions, {seat.name: seat.stack for seat in record.seats}, post))


def _unframed(exc: HandHistoryError) -> HandHistoryError:
    """The error of a hand that is not read, kept in its record without the frames it was raised
    in (nor the error it replaced): a record holds what went wrong, not the reader. With its
    frames, quick()'s error of a hand whose numbers do not add up (:attr:`_Reader.unsettled`)
    held the reader that held it, and read()'s its hand's lines and actions in a cycle through
    the generator reading the file: every refused hand waited for the cyclic collector (a hand
    refused cost 10-15 µs more than a hand read). Its message, reason, line and kind are kept.

    >>> error = _unframed(HandHistoryError("no seats", "t.txt", "7", 3))
    >>> str(error), error.__traceback__
    ('t.txt, hand 7, line 3: no seats', None)
    """
    exc.__traceback__ = None
    exc.__context__ = None  # (unread_first's error is raised from None: the error it replaced)
    exc.__cause__ = None  # (a later `raise ... from` would hold its frames again)
    return exc


def _written_end(chunk: str) -> int:
    """Where a hand of a room whose text is rewritten (:attr:`Room.rewrite`) ends as written:
    after the first blank line after its summary's first line that another room's hand
    follows (pasted after it), or a line no summary writes (text between hands: neither a
    player's ``name: ...`` nor a totals, board or seat line); 0 where none does (a blank line
    inside a summary cuts nothing). The
    rewrite reads a hand's text whole, and may move the summary's lines (PokerTracker's
    payouts): another room's hand after it is cut off first, as written. A hand with a blank
    line after every line (:func:`_doubled`) is not cut.

    >>> end = "\\n#Game No : 7\\n***** 888poker Hand History for Game 7 *****\\n"
    >>> _written_end("GAME #1\\n*** SUMMARY ***\\nTotal pot 2\\nann: wins 2\\n" + end)
    48
    >>> _written_end("GAME #1\\n*** SUMMARY ***\\nTotal pot 2\\n\\nann: wins 2\\n")
    0
    >>> _written_end("GAME #1\\n*** SUMMARY ***\\n\\nxyz\\n"), _written_end("GAME #1\\n")
    (0, 0)
    >>> _written_end("GAME #1\\n*** SUMMARY ***\\nTotal pot 2\\nann: wins 2\\n\\n\\n")
    0
    """
    at = chunk.find("\n*** SUMMARY ***")
    if at < 0:
        return 0
    at = chunk.find("\n", at + 1)
    blank = _BLANK_LINE.search(chunk, at) if at >= 0 else None
    while blank is not None:  # (a blank line inside the summary, before more of its lines, cuts nothing)
        rest = chunk[blank.end() :]
        if not rest.strip():
            return 0
        if blank.start() != at:
            rest = rest.lstrip(" \t\r\n\ufeff")
            first = rest.partition("\n")[0]
            if pasted_room(rest) is not None or not (": " in first or first.startswith(_SUMMARY_WORDS)):
                return blank.start() + 1  # another room's hand, or a line no summary writes: the hand ends
        blank = _BLANK_LINE.search(chunk, blank.end())
    return 0


_SUMMARY_WORDS: Final = ("Total", "Board", "Seat ", "Pot", "Rake", "Main pot", "Side pot")
"""How a summary line of a rewritten room begins where it does not begin with a player's name
and a colon (:func:`_written_end`)."""

_BLANK_LINE: Final = re.compile(r"\n[ \t\r\ufeff]*(?=\n|\Z)")
"""A line break and a blank line after it."""


def _pasted(lines: list[str], source: str, encoding: str, line: int, text: str = "") -> Iterator[HandRecord]:
    """Text between hands of the PokerStars family (``lines``, the first at line ``line``, not
    blank): the hands of another room pasted there, read by that room's reader
    (:func:`~pokerrank.handhistory.detect.pasted_room`: 888, partypoker, Bovada, OnGame, Cake,
    ... as in a file of their own); anything else one record, "text between hands that is not
    a hand", quoting its first line (``text``: the record's text, the first line if none)."""
    block = "\n".join(lines)
    kind = pasted_room(block)
    if kind is not None:
        from importlib import import_module

        from pokerrank.handhistory.reader import _READERS  # (the readers by format: reader.py's table)

        module, function = _READERS[kind]
        # (the lines before it blank: each record's line numbers are the file's)
        read = getattr(import_module(f"pokerrank.handhistory.{module}"), function)
        yield from read("\n" * (line - 1) + block, source, encoding)
        return
    yield _unreadable(source, "?", line, _stray(lines[0]), text or lines[0], encoding)


def _first_line(text: str) -> str:
    """``lines_of(text)[0]`` (``""`` for a text without one), without splitting the rest.

    >>> _first_line("a\\x85b\\nc"), _first_line("\\nx"), _first_line("abc")
    ('a\\x85b', '', 'abc')
    """
    newline = text.find("\n")
    found = lines_of(text if newline < 0 else text[:newline])
    return found[0] if found else ""


_SEPARATOR: Final = re.compile(r"\*+\s*#\s*\d+\s*\*+")


def _junk(line: str) -> bool:
    """Whether a line between hands is text (not blank, not an archive's ``***** # 2 *****``)."""
    stripped = line.strip().lstrip("\ufeff")
    return bool(stripped) and _SEPARATOR.fullmatch(stripped) is None


def _stray(line: str) -> str:
    """What a line between hands that no reader took (:func:`_pasted`) is."""
    site = other_site(line.strip())
    if site is not None:
        return (
            f"a hand of {site} pasted among PokerStars hands, whose text does not read as one"
            f" (cut short?): {_short(line)}; read it from a file of its own"
        )
    return f"text between hands that is not a hand: {_short(line)}"


def _cards_disagree(known: str | None, said: str) -> bool:
    """Whether the cards a show line shows (``known``) and a summary seat line's ``showed [...]``
    cards disagree: neither holds the other (a room may write part of a hand: stud's down cards,
    one card shown; a card written ``X`` is no card).

    >>> _cards_disagree("As Ad", "Qh Ad"), _cards_disagree("Ah", "Ah Kd"), _cards_disagree(None, "Ah Kd")
    (True, False, False)
    """
    if known is None or known == said:
        return False
    one = {card for card in known.split() if "X" not in card and "x" not in card and "?" not in card}
    two = {card for card in said.split() if "X" not in card and "x" not in card and "?" not in card}
    return not (one <= two or two <= one)


def _boards_disagree(street: str, summary: str) -> bool:
    """Whether a board the street lines deal and the summary's board of the same run disagree:
    equal where both are as long, else the shorter the start (a hand that ended before the river
    on one side) or the end (cards written new only) of the longer.

    >>> _boards_disagree("2c 7d 9h Js Qh", "2c 7d 9h Js Kd"), _boards_disagree("2c 7d 9h", "2c 7d 9h Js Kd")
    (True, False)
    """
    short, long = (street, summary) if len(street) <= len(summary) else (summary, street)
    if long.startswith(short) and (len(long) == len(short) or long[len(short)] == " "):
        return False  # (the usual: the board so far, then the cards dealt after it)
    one, two = street.split(), summary.split()
    if len(one) > len(two):
        one, two = two, one
    return two[: len(one)] != one and two[len(two) - len(one) :] != one


def _short(text: str, width: int = 60) -> str:
    text = text.strip()
    return repr(text if len(text) <= width else text[: width - 3] + "...")


def _unreadable(
    source: str,
    hand_id: str,
    line: int,
    message: str,
    text: str,
    encoding: str,
    exc: HandHistoryError | None = None,
) -> HandRecord:
    error = exc if exc is not None else HandHistoryError(message, source, hand_id if hand_id != "?" else None, line)
    return HandRecord(source, hand_id, line=line, text=text, error=error, encoding=encoding)


_AMOUNTS: Final[dict[int, dict[str, int]]] = {1: {}, 100: {}}
"""Amount tokens already read, per scale (most hands repeat the same few amounts)."""

_new_action = tuple.__new__


def _date_start(text: str) -> int:
    """Where the first date (``2010/05/23``: the place ``\\d{4}/\\d{1,2}/\\d{1,2}`` would
    match first) begins in ``text``, -1 if nowhere; by its slashes, without a search at every
    place of the line."""
    at = text.find("/", 4)
    while at >= 0:
        if text[at - 4 : at].isdecimal() and text[at + 1 : at + 2].isdecimal():
            after = text[at + 2 : at + 5]
            if (after[:1] == "/" and after[1:2].isdecimal()) or (
                after[:1].isdecimal() and after[1:2] == "/" and after[2:3].isdecimal()
            ):
                return at - 4
        at = text.find("/", at + 1)
    return -1


_HEADER_FIELDS: Final = (
    "tournament", "home", "game", "family", "hand_size", "structure", "game_text", "mix", "currency", "scale",
    "stakes", "big_blind", "sign", "sign_after", "cents_always",
)  # fmt: skip


def _games_of(room: Room) -> tuple[tuple[str, re.Pattern[str], str, str], ...]:
    """A room's games (:attr:`Room.games`), each with words every match of its pattern holds
    (:func:`top_words`): Full Tilt's 184 patterns are mostly passed by after a plain search
    for their words. Found once per room."""
    games = _GAMES_OF.get(room.name)
    if games is None:
        games = _GAMES_OF[room.name] = tuple((top_words(p), p, name, limit) for p, name, limit in room.games)
    return games


_GAMES_OF: Final[dict[str, tuple[tuple[str, re.Pattern[str], str, str], ...]]] = {}
_CLOCK: Final = re.compile(r"(?<![\d:])\d\d?:\d\d(?::\d\d)?(?![\d:])")
"""A time of day (``22:33:12``), left out of a first line's words as its date is."""
_DASH_DATE: Final = re.compile(r"(?<![\d-])\d{4}-\d\d?-\d\d?(?![\d-])")
"""A date written with dashes (``2018-12-26``), left out of a first line's words: other words
may follow it (Microgaming's table and game)."""
_HEADERS: Final[dict[str, dict[str, object]]] = {}
_DAY: Final = re.compile(r"\d{4}/\d\d/\d\d")
_LAST_WORDS: Final[list[tuple[str, str, dict[str, object]]]] = []
"""PokerStars' last first line read before its date (``2010/05/23``), its key in :data:`_HEADERS`
and what it said: a next hand whose line starts with the same words and a date of the same
shape has its first date there too (:func:`_date_start` looks at no character it does not
look at in the hand before: the same answer), so its words are found without a search."""
"""What first lines (less their date) said: game, stakes, currency, tournament."""
_ROOM_LAST_WORDS: Final[list[tuple[Room, str, str, str, dict[str, object]]]] = []
"""The same as :data:`_LAST_WORDS` for another room's last first line read (Winamax, GGPoker, ...): the
room, the words before the hand's ``#``, the words after its number up to the date, the key and what
they said. A next hand of that room whose line has the same words before its ``#`` (the kind of game,
a tournament's level), the same words before its date and a date of the same shape has the same key."""
_CLOCK_LAST_WORDS: Final[list[tuple[Room, str, str, str, str, dict[str, object]]]] = []
"""The same as :data:`_ROOM_LAST_WORDS` for another room's last first lines read that have a time of
day and no date :func:`_date_start` finds (Enet's ``- 23:31:54 29.7.2012 - %6``), the last first, up to
:data:`_CLOCK_KEPT` of them with other words (a file of several tables, each hand after another's: the
first line's words were worked out again at every change of table, two patterns' searches over the
line: 7-9 µs of an Enet hand's ~200 read, replayed and audited in the bench's stream). Each holds the room, the
words before the hand's ``#``, the words after its number up to the first time of day, the words
after that time, the key and what they said. A next hand of that room whose line has the same
words before its ``#``, the same words around a time of day (:data:`_CLOCK`, read whole between
them) has the same key: the time is the only thing the key leaves out that differs, its first
match where the words before it end (their last character, the same, no digit nor colon, as
the match's look-behind found), and the words after it start with no digit nor colon (the
look-ahead's), so no date appears and every later step reads the same text."""
_CLOCK_KEPT: Final = 8
"""The most first lines' words :data:`_CLOCK_LAST_WORDS` keeps (tables played at once)."""
_ALL_IN: Final = " and is all-in"
_ISO_WORDS: Final = ("usd", "eur", "gbp", "cad", "cny", "inr")
"""The currency codes :data:`ISO` finds, in small letters."""


def _tournament_in(rest: str, plain: str | None) -> re.Match[str] | None:
    """:data:`TOURNAMENT`'s search of a first line, ``plain`` its :func:`_plain` letters: a
    line in plain letters without the word has no match, and is not searched at every place
    (a first line read for the first time: every hand of a file of one hand)."""
    return TOURNAMENT.search(rest) if plain is None or "tournament" in plain else None


def _iso_in(rest: str, plain: str | None) -> re.Match[str] | None:
    """:data:`ISO`'s search of a first line (``plain`` as for :func:`_tournament_in`): not
    made where the plain letters hold no currency code."""
    return ISO.search(rest) if plain is None or any(code in plain for code in _ISO_WORDS) else None


class _Reader:
    """Reads one hand; raises HandHistoryError at the first line it cannot make sense of."""

    unsettled: HandHistoryError | None = None
    """quick(): the hand's numbers, read whole, do not add up (read() finds the same)."""
    summary_from = 0
    """The index of the line after the hand's ``*** SUMMARY ***``, once read."""
    sign = ""
    """The currency's sign as the hand writes its amounts (``$``, ``€``), "" where it writes none."""
    sign_after = False
    """Whether the hand writes the sign after the amount (Winamax's ``16.35€``)."""
    cents_always = True
    """Whether the hand writes a whole amount of money with its cents (WPN's ``$2.00``, not ``$2``)."""

    def __init__(
        self, source: str, start: int, lines: list[str], encoding: str, chunk: str = "", room: Room = POKERSTARS
    ) -> None:
        self.room = room
        self.source = source
        self.chunk = chunk
        self.start = start  # the line number of the hand's first line
        self.lines = lines
        self.encoding = encoding
        self.hand_id: str | None = None
        self.stray: tuple[int, str] | None = None
        self.shows: dict[str, str] = {}  # each player's cards as last shown or dealt (a board game's; a lane's own)
        # each player's words for the hand on a show line and the line's index; None: words on more than one run
        self.said: dict[str, tuple[str, int] | None] = {}  # (a reader a lane: read() after quick() has its own)
        self.deals: dict[tuple[str, str], int] = {}  # each player's cash-out figures of the hand's lines, by name
        self.deals_said: set[tuple[str, str]] = set()  # the cash-out figures the summary names
        self.doubled = False  # a blank line after every line (a file copied through mail): no blank ends the hand
        self.scale = 1
        self.cache: dict[str, int] = _AMOUNTS[1]
        self.side_pot_lines: set[int] = set()  # the side pots' lines read with their main pot's (pot_parts)

    # -- errors and amounts ------------------------------------------------------------------------

    def fail(self, message: str, index: int = 0, kind: str = "unreadable") -> HandHistoryError:
        return HandHistoryError(message, self.source, self.hand_id, self.start + index, kind)

    def out_of_hand_acts(
        self,
        out_of_hand: dict[str, int],
        actions: list[Action],
        collected: list[Collection],
        held: Iterable[str] = (),
    ) -> None:
        """Refuse a hand where a player whose seat line says ``out of hand`` (PokerStars: ``Seat 4:
        dan ($100 in chips) out of hand (moved from another table into small blind)``, not dealt in)
        acts: posts, folds, bets, shows or collects, or is dealt or shown cards or a win (``held``:
        the names of the hand's cards and the summary's wins: ``Dealt to dan [..]``, ``Seat 4: dan
        mucked [..]``, cards an all-in's equity would count dead). The record contradicts itself;
        both lines are quoted. (A player ``sitting out`` is dealt in and may act.)"""
        acts = [(a.line, a.player) for a in actions if a.player in out_of_hand]
        acts += [(c.line, c.player) for c in collected if c.player in out_of_hand]
        if not acts:  # (cards or a win with no action of theirs: the line that gives them)
            acts = [(self.start + self.naming(name, out_of_hand[name]), name) for name in held if name in out_of_hand]
        if not acts:
            return
        line, name = min(acts)
        index = line - self.start
        seat_index = out_of_hand[name]
        raise self.fail(
            f"{name!r} acts (line {line}: {_short(self.lines[index])}), but the seat line says they are "
            f"out of the hand (line {self.start + seat_index}: {_short(self.lines[seat_index], 100)}): "
            "a player not dealt in has no action",
            index,
            INCONSISTENT,
        )

    def blind_tag_agrees(self, line: str, seat_names: dict[int, str], actions: list[Action], index: int) -> None:
        """Refuse a hand whose summary names a seat's player its small or big blind (``Seat 2: bob
        (small blind) folded before the Flop``) where the hand's lines show another player posting
        that blind and not this one (:func:`_blind_tag_against`): the room's lines disagree (a
        blind written onto another player's line, or a summary of another hand)."""
        why = _blind_tag_against(line, seat_names, actions)
        if why is not None:
            raise self.fail(f"the room's lines disagree: {why}", index, INCONSISTENT)

    def shown_otherwise(self, player: str, known: str, line: str, index: int) -> HandHistoryError:
        """The error of a show line or a summary seat line (``line``, at ``index``) whose cards are
        not the cards the player showed or, a board game's, was dealt before (``known``): ``ann: shows
        [Qh Ad]``, then ``Seat 1: ann showed [As Ad] and won``, a second run's ``ann: shows [As Ad]``,
        or ``Dealt to bob [Kc Ks 3h 4h]`` then ``bob: shows [Kc Ks 2s 4h]``. The record contradicts
        itself; both lines quoted (the first: the last line naming the player before ``index``
        that holds ``known``)."""
        said = f"[{known}]"
        at = next(
            (at for at in range(index - 1, -1, -1) if said in self.lines[at] and player in self.lines[at]),
            None,
        )
        where = f" (line {self.start + at}: {_short(self.lines[at], 80)})" if at is not None else ""
        return self.fail(
            f"{player!r} holds [{known}]{where}, then other cards (line {self.start + index}: {_short(line, 100)}):"
            " a hand is shown as it was dealt",
            index,
            INCONSISTENT,
        )

    def board_twice(self, first: int, then: int) -> HandHistoryError:
        """The error of a board line (``then``) that deals another board than a line before it of
        the same run (``first``): a street line's ``[2c 7d 9h]`` then ``[5c 7d 9h] [Js]``, or the
        summary's ``Board [...]`` written twice otherwise. The record contradicts itself."""
        return self.fail(
            f"the board is dealt otherwise (line {self.start + then}: {_short(self.lines[then], 80)}) than before"
            f" (line {self.start + first}: {_short(self.lines[first], 80)}): a board is dealt once",
            then,
            INCONSISTENT,
        )

    def streets_agree(self, street_dealt: list[tuple[int, str, int]]) -> None:
        """Refuse a hand whose street lines deal one run's board two ways: each line's board (the
        run, the board so far, the line) must hold the board of the line before it of that run,
        or, a run's first line, the board dealt once before the runs (run 0), as
        :func:`_boards_disagree` compares them."""
        last: dict[int, tuple[str, int]] = {}
        for run, board, at in street_dealt:
            before = last.get(run) or (last.get(0) if run else None)
            if before is not None and _boards_disagree(before[0], board):
                raise self.board_twice(before[1], at)
            last[run] = (board, at)

    def boards_agree(
        self,
        street_dealt: list[tuple[int, str, int]],
        summary_boards: dict[int, str],
        summary_lines: dict[int, int],
    ) -> None:
        """Refuse a hand whose street lines deal a board its summary does not write (``*** RIVER ***
        [2c 7d 9h Js] [Qh]`` above ``Board [2c 7d 9h Js Kd]``): the record contradicts itself, both
        lines quoted. Each street line's board (``street_dealt``: the run, the board so far, the
        line) is compared with the summary's board of that run (0: the board
        dealt once, before a hand's runs: the start of each run's summary board); where one is
        shorter (a hand ended before the river, a street writing only its new cards) it must be the
        start or the end of the other (:func:`_boards_disagree`)."""
        runs = [k for k in summary_boards if k]
        for run, board, at in street_dealt:
            if run in summary_boards:
                against = [run]
            elif run == 0 and runs:  # (the flop dealt once, the turn and river run twice)
                against = runs
            else:
                continue
            for other in against:
                if _boards_disagree(board, summary_boards[other]):
                    summary_at = summary_lines[other]
                    raise self.fail(
                        f"the street lines deal another board (line {self.start + at}: {_short(self.lines[at], 80)})"
                        f" than the summary writes (line {self.start + summary_at}:"
                        f" {_short(self.lines[summary_at], 80)}): a board is dealt once",
                        at,
                        INCONSISTENT,
                    )

    def pots_agree(self, line: str, total: int, pots: list[int], rake: int, added: int, index: int) -> None:
        """A totals line's pots against its total, the money the room added beside them where
        the line names it (``STP €0.50``; else it is in the pots, as the total counts it):
        PokerStars' pots are after the rake (``Total pot $0.55 Main pot $0.43. Side pot $0.10.
        | Rake $0.02``, every such line of the shared hands), Run It Once's, each between bars,
        before it (``Total pot €83.58 | Main pot €62.60 | Side pot €20.98 | Rake €2.00``, its
        three); a room whose pots may be either (:attr:`Room.pots_net` False:
        Full Tilt's, after its rake once read, as printed where the main pot is smaller than the
        rake: :mod:`~pokerrank.handhistory.sites.fulltilt`) only adds up one way or the other.
        Else the room's lines disagree."""
        pots_in = sum(pots) + added
        if " | Main pot " in line:  # (Run It Once's layout: before the rake)
            agree, said = pots_in == total, " total"
        elif self.room.pots_net:
            agree, said = pots_in == total - rake, " total less its rake"
        else:
            agree, said = pots_in in (total, total - rake), " total (less its rake)"
        if not agree:
            raise self.fail(
                f"the room's lines disagree: the pots of {_short(line, 120)} come to {self.money(sum(pots))}, not its"
                + said
                + (" with the money added" if added else ""),
                index,
                INCONSISTENT,
            )

    def street_pot_agrees(
        self,
        said: re.Match[str],
        put: dict[str, int],
        dead: dict[str, int],
        folders: Container[str],
        line: str,
        index: int,
        street_in: int = 0,
        street: Mapping[str, int] | None = None,
    ) -> None:
        """Full Tilt's pot before a street (``*** TURN *** [..] (Total Pot: $234.55, 2 Players,
        1 All-In)``, ``*** DRAW *** (Pot: $0.80)``; WPN's ``Main pot $11.50 | Rake $0.50``, the
        pot and the rake so far; ``said``: its groups ``pot`` and ``rake``) against the chips put
        in so far: what was put in, or that less a bet nobody could call (an all-in's excess,
        handed back at the hand's end), as every such line of the shared Full Tilt and WPN hands
        says; else the room's lines disagree. The bets of the street so far (``street_in``) may
        be left out of it: WPN's pot after ``*** HOLE CARDS ***`` is the antes alone, the blinds
        not in it, its pot after ``*** SHOW DOWN ***`` all the chips (#1414880620); ``street``:
        each player's part of them, so that a pot in parts without them is split by the levels
        of the chips before the street (a player all in on the ante: its level the ante).

        ACR's pot in parts (:meth:`pot_parts`: ``Main pot $5.05 | Rake $0.26``, then ``Side
        pot(1) $0.65 | Rake $0.03`` on the lines after it, group ``part``) is the pot so far
        with each part's rake: the parts together are checked as the main pot alone is, and
        each part against the chips of its all-in level. A side pot's line read with its main
        pot's (``folders``: the players who folded, whose chips stay in the pots) is passed by;
        one that follows none is refused."""
        groups = said.groupdict()
        if groups.get("part") is not None:  # a side pot's line: read with the main pot's before it
            if index not in self.side_pot_lines:
                raise self.fail(
                    f"the room's lines disagree: a side pot's line follows no main pot's line ({_short(line)})",
                    index,
                    INCONSISTENT,
                )
            return
        rake = groups.get("rake")
        pot = self.units(said["pot"], index) + (self.units(rake, index) if rake else 0)
        parts = self.pot_parts(index, pot)
        if parts is None:  # (a side pot's line that does not read after it: the pot in parts, not judged alone)
            return
        everything, uncalled, _ = _put_in(put, dead, {})
        pot = sum(parts)
        if pot not in (everything, everything - uncalled, everything - street_in, everything - street_in - uncalled):
            if len(parts) > 1:
                raise self.fail(
                    f"the room's lines disagree: the pot is {self.money(pot)} by {_short(line, 100)} and the side"
                    f" pots' lines after it ({len(parts) - 1}), each with its rake, but the actions before it put in"
                    f" {self.money(everything)} ({self.money(uncalled)} of it uncalled)",
                    index,
                    INCONSISTENT,
                )
            raise self.fail(
                f"the room's lines disagree: the pot is {self.money(pot)} by {_short(line, 100)} but the actions"
                f" before it put in {self.money(everything)} ({self.money(uncalled)} of it uncalled)",
                index,
                INCONSISTENT,
            )
        if len(parts) > 1:
            levels = [tuple(_pot_levels(put, dead, folders, 0)), tuple(_pot_levels(put, dead, folders, uncalled))]
            if street_in and street:  # (the pot without the street's bets: the levels of the chips before them)
                before = {name: amount - street.get(name, 0) for name, amount in put.items()}
                _, uncalled_before, _ = _put_in(before, dead, {})
                levels.append(tuple(_pot_levels(before, dead, folders, 0)))
                levels.append(tuple(_pot_levels(before, dead, folders, uncalled_before)))
            if tuple(parts) not in levels:
                written = ", ".join(self.money(part) for part in parts)
                made = " or ".join(", ".join(self.money(part) for part in level) for level in dict.fromkeys(levels))
                raise self.fail(
                    f"the room's lines disagree: the pot in parts by {_short(line, 100)} and the side pots' lines"
                    f" after it, each with its rake, is {written}, but the players' all-in levels make it {made}",
                    index,
                    INCONSISTENT,
                )

    def pot_parts(self, index: int, main: int) -> list[int] | None:
        """The pot so far in parts, each with its rake: the main pot's line's (``main``), then
        each side pot's line that follows it (ACR's ``Side pot(1) $0.65 | Rake $0.03``, the
        room's :attr:`~pokerrank.handhistory.sites.Room.lines` of kind ``STREET_POT`` with a group
        ``part``), numbered 1, 2... in turn (another number: the room's lines disagree). The side
        pots' lines are kept (:attr:`side_pot_lines`) for the reader to pass by. None: a line
        after them that begins as a side pot's does not read (the reader quotes it): the pot in
        parts is then not judged from some of them."""
        parts = [main]
        lines = self.lines
        at = index + 1
        while at < len(lines) and not lines[at]:  # (a doubled file's blank lines between: a file sent by mail)
            at += 1
        while at < len(lines) and lines[at][:8] == "Side pot":
            found = next(
                (
                    match
                    for pattern, kind in self.room.lines
                    if kind is LineKind.STREET_POT and "part" in pattern.groupindex
                    for match in (pattern.match(lines[at]),)
                    if match is not None
                ),
                None,
            )
            if found is None:  # (a line no rule reads: the reader quotes it)
                return None
            if found["part"] != str(len(parts)):
                raise self.fail(
                    f"the room's lines disagree: side pot {len(parts)} is next, not {_short(lines[at])}",
                    at,
                    INCONSISTENT,
                )
            rake = found["rake"]
            parts.append(self.units(found["pot"], at) + (self.units(rake, at) if rake else 0))
            self.side_pot_lines.add(at)
            at += 1
            while at < len(lines) and not lines[at]:
                at += 1
        return parts

    def cash_out_agrees(self, player: str, status: str, line: str, index: int) -> None:
        """GGPoker's summary seat line's cash-out figure (``lost with Four Tens, EV Cashout
        ($1,306.18)``, ``won ($9) with a pair of Jacks, Cashout Risk ($4.50)``) against the
        player's line of the hand that says it (``Receives Cashout ($1,306.18)``, ``Pays
        Cashout Risk ($4.50)``): the same amount, else the room's lines disagree."""
        said = _CASH_OUT_SAID.search(status)
        if said is None:
            return
        what = said["what"]
        amount = self.units(said["amount"], index)
        self.deals_said.add((player, what))
        if self.deals.get((player, what)) != amount:
            body = next((name for name, summary in _DEAL_SAID.items() if summary == what), what)
            found = self.deals.get((player, what))
            told = f"says {self.money(found)}" if found is not None else "says none"
            raise self.fail(
                f"the room's lines disagree: the summary's {what} of {player} is {self.money(amount)} but the"
                f" hand's '{body}' line {told} ({_short(line, 120)})",
                index,
                INCONSISTENT,
            )

    def words_agree(self, said: tuple[str, int], status: str, line: str, index: int) -> None:
        """A summary seat line's words for the hand (``showed [9c 9s] and lost with a pair of
        Nines``) against its player's show line's (``shows [9c 9s] (a pair of Nines)``): the same
        words, or PokerStars' shorter copy of them (the kicker left out, ``a `` before a Badugi's
        or a 3-card's words, the cash-out's words after them). A summary naming more than one
        run, or a high and a low the show line names as one, or no words, is not compared."""
        at = status.find(" with ")
        words = status[at + 6 :].strip()
        if (
            not words
            or ", and won" in words
            or ", and lost" in words
            or (words[:2] in ("HI", "LO") and said[0][:2] not in ("HI", "LO") and _HI_LO_GAME.search(self.game or ""))
        ):
            return
        words = _CASH_OUT_NOTE.sub("", words)
        shown = said[0]
        if words == shown or words == f"a {shown}":
            return
        shown = _KICKER.sub("", shown)
        if words == shown or words == f"a {shown}":
            return
        raise self.fail(
            f"the room's lines disagree: {_short(self.lines[said[1]].strip())} but the summary says"
            f" {_short(line, 120)}",
            index,
            INCONSISTENT,
        )

    def raised_by(self, player: str, by: str, target: str, faced: int, line: str) -> str:
        """The words of a raise ``raises X to Y`` whose ``X`` is not ``Y`` less ``faced``: the
        bet faced, or the player's own chips on the street (:attr:`Room.raise_by`)."""
        what = "they had put in" if self.room.raise_by == "added" else "the bet faced was"
        return (
            f"the room's lines disagree: {player} raises {by} to {target}, but {what}"
            f" {self.money(faced)} on the street: {self.money(self.units(target, 0) - faced)} more ({_short(line)})"
        )

    def seat_twice(self, number: int, seat_lines: dict[int, int], line: str) -> str:
        """Why a seat line cannot be one of the hand's seats: its seat is taken by a seat line
        before it (``seat_lines``: each seat's line), or it holds another hand's first line
        (:data:`~pokerrank.handhistory.sites.ANY_FIRST_WORDS`, after the seat's stack). Either is
        a hand cut off among its seat lines with the next hand glued after it (``Seat 1: Alice
        ($10)`` and the next hand's whole text, its own ``Seat 1: ...`` below), which would
        read as one hand with two players in one seat."""
        before = seat_lines.get(number)
        if before is None:
            return (
                f"the seat line holds another hand's first line ({_short(line)}): a hand cut off among its seat"
                " lines, the next glued there"
            )
        return (
            f"two players in seat {number} (line {self.start + before}: {_short(self.lines[before])}, then"
            f" {_short(line)}): a seat is listed once (a hand cut off among its seat lines, the next glued there?)"
        )

    def acts_again(self, player: str, last_line: int, folders: dict[str, int], index: int) -> str:
        """Why ``player``'s turn at line ``index`` cannot be: they took the street's last turn
        too (``last_line``'s, no other player's turn between: the turn passes on, and comes
        back only after another player's), or they folded before (``folders``: each fold's
        line). A bad export writes a line twice so (``bob: checks`` twice): read as it stands,
        the hand MATCHed in PokerStars, GGPoker, Winamax, WPN, Full Tilt and Everest text."""
        lines = self.lines
        before = folders.get(player, last_line)
        why = "folded before" if player in folders else "took the turn before it too, no other player's between"
        return (
            f"{player!r} acts out of turn (line {self.start + index}: {_short(lines[index])}): they {why} (line"
            f" {self.start + before}: {_short(lines[before])}; a line written twice?)"
        )

    def naming(self, name: str, seat_index: int) -> int:
        """The index of the first line after the seats that gives ``name`` cards or a win (``Dealt
        to name [``, a summary seat line of theirs with cards or ``won``), else the seat line's."""
        lines = self.lines
        dealt, seat, said = f"Dealt to {name} [", f": {name} ", f"{name}: "
        for index in range(seat_index + 1, len(lines)):
            line = lines[index]
            if line.startswith(dealt) or (line.startswith("Seat ") and seat in line and ("[" in line or "won" in line)):
                return index
            if line.startswith(said) and "[" in line:
                return index
        return seat_index

    def thrown(
        self, verb: str, player: str, street: str, hole: dict[str, str], line: int, index: int, actions: list[Action]
    ) -> Action:
        """A player's discard in a game that throws cards away and draws none (Irish, after the
        flop's betting: ``discards [9h 9c]``, an opponent's ``discards``, PokerStars' words
        ``discards 2 cards [9h 9c]``): the cards shown go out of the player's hand, so that the
        hand holds what it keeps. A count or cards other than the game's, a card thrown away
        that the player is known not to hold, a discard outside the discard round (``street``
        ``draw 1``: preflop, the turn), a player's second discard or a discard by a player who
        folded is refused naming the line."""
        assert self.game is not None
        need = _THROWING[self.game]
        if any(action.kind is _FOLD and action.player == player for action in actions):
            raise self.fail(
                f"{player!r} throws cards away having folded in {self.game_text}, where only the players still in"
                f" throw cards away: {_short(verb)}",
                index,
            )
        if street != "draw 1":
            where = "before the discard round" if street in ("preflop", "flop") else f"on the {street}"
            raise self.fail(
                f"{player!r} throws cards away {where} in {self.game_text}, which throws them away once, after the"
                f" flop's betting: {_short(verb)}",
                index,
            )
        if any(action.kind is _DISCARD_KIND and action.player == player for action in actions):
            raise self.fail(
                f"{player!r} throws cards away a second time in {self.game_text}, which throws {need} away once:"
                f" {_short(verb)}",
                index,
            )
        match = _THROWN.match(verb)
        if match is None:
            raise self.fail(f"a discard in {self.game_text} that does not read: {_short(verb)}", index)
        cards = _seen(match.group("cards")) or ""
        count = match.group("n")
        counts = {int(count)} if count else set()
        if cards:
            counts.add(len(cards.split()))
        if counts - {need}:
            said = " or ".join(map(str, sorted(counts)))
            raise self.fail(f"{player!r} throws away {said} cards in {self.game_text}, which throws {need} away", index)
        held = hole.get(player, "").split()
        if cards and held:  # (an opponent's hand unknown: the cards thrown away are all that is known of it)
            for card in cards.split():
                if card not in held:
                    raise self.fail(f"{player!r} throws away {card!r}, a card not dealt to {player!r}", index)
                held.remove(card)
            hole[player] = " ".join(held)
        return _new_action(Action, (street, player, _DISCARD_KIND, 0, None, False, cards or None, 0, line))

    def no_bets_thrown(self, actions: list[Action]) -> None:
        """Refuse a bet, raise, call or check in the discard round of a game that throws cards
        away (Irish: the round has no betting, the turn's comes after it), naming the line. A
        fold there is a fold: the player gives the hand up, as in any round."""
        for action in actions:
            if action.street == "draw 1" and (action.kind in _BETTING_KINDS or action.kind is _CHECK):
                at = action.line - self.start
                does = "checks" if action.kind is _CHECK else "bets"
                raise self.fail(
                    f"{action.player!r} {does} in the discard round of {self.game_text}, which has no betting:"
                    f" {_short(self.lines[at].strip())}",
                    at,
                )

    def units(self, token: str, index: int) -> int:
        """An amount as whole units of the hand (cents in a cash game, chips otherwise)."""
        found = self.cache.get(token)
        if found is not None:
            return found
        try:
            value = _amount(token, self.scale)
        except ValueError as exc:
            raise self.fail(str(exc), index) from None
        if len(self.cache) < 50_000:
            self.cache[token] = value
        return value

    def unread_first(self, exc: HandHistoryError, unparsed: list[tuple[int, str]]) -> HandHistoryError:
        """The error of a hand whose numbers do not add up (``exc``) and which holds a line no rule
        reads: that line may be what moved the chips, so it is named first, the sum after it."""
        number, text = unparsed[0]
        if self.room.rewrite:  # the line as the room wrote it, not as its words were put into PokerStars'
            written = lines_of(self.chunk)
            text = written[number - self.start].strip() if 0 <= number - self.start < len(written) else text
        unread = f"line {number} is not understood: {text[:80]!r} (and {exc.reason})"
        return self.fail(unread, number - self.start, UNPARSED)

    def is_amount(self, token: str) -> bool:
        """Whether ``token`` is an amount of the hand, or empty (the raise's ``X`` of ``raises X to
        Y``: Full Tilt's ``raises to 60`` has none)."""
        if not token or token in self.cache:
            return True
        try:
            _amount(token, self.scale)
        except ValueError:
            return False
        return True

    # -- the hand ----------------------------------------------------------------------------------

    def read(self) -> HandRecord:
        lines = self.lines
        self.shows = {}
        room = self.room
        header = room.header.match(lines[0])
        if header is None:  # (a room's rewrite that left no first line: the line as the file wrote it)
            written = (self.chunk or lines[0]).partition("\n")[0].strip()
            raise self.fail(f"the first line {written[:80]!r} begins no hand pokerrank reads")
        self.hand_id = header.group("id")
        site = room.site or header.group("site")
        site = "PokerStars" if site == "POKERSTARS" else site
        kind = header.group("kind").strip()
        self.header(header.group("rest"), lines[0])
        units = self.units
        start = self.start
        end = len(lines)

        # -- the table and the seats ---------------------------------------------------------------
        seats: list[Seat] = []
        names: dict[str, int] = {}
        seat_lines: dict[int, int] = {}  # each seat's number, its line's index
        unparsed: list[tuple[int, str]] = []  # the lines no rule reads, each with its number
        out_of_hand: dict[str, int] = {}  # a seat "out of hand": the player's name, the seat line's index
        table = max_seats = button = None
        seat_pattern = room.seat or SEAT
        table_pattern = room.table or TABLE
        index = 1
        while index < end:
            line = lines[index].strip()
            if not line:
                index += 1
                continue
            if line.startswith("Seat "):
                match = seat_pattern.match(line)
                if match is None:
                    break
                name = match.group("name")
                if name in names:
                    raise self.fail(f"{name!r} sits in two seats", index)
                rest_of = match.group("rest")
                number = int(match.group("seat"))
                if number in seat_lines or (rest_of and ANY_FIRST_WORDS.search(rest_of) is not None):
                    raise self.fail(self.seat_twice(number, seat_lines, line), index, INCONSISTENT)
                seat_lines[number] = index
                if rest_of and _SEAT_REST.fullmatch(rest_of) is None:  # words after the stack no room writes
                    unparsed.append((start + index, line))
                if "out of hand" in rest_of:  # not dealt in (moved from another table): no action in this hand
                    out_of_hand[name] = index
                    sitting_out = True
                else:
                    sitting_out = "sitting out" in rest_of
                seats.append(_new_action(Seat, (number, name, units(match.group("stack"), index), sitting_out)))
                names[name] = number
                if room.dealer and room.dealer in rest_of:
                    button = number
            elif not seats and line.startswith("Seats: ") and line[7:].strip().isdigit():  # Full Tilt: "Seats: 9"
                max_seats = int(line[7:])
            elif table is None and not seats and (line.startswith("Table ") or room.table is not None):
                match = table_pattern.match(line)
                if match is None:
                    raise self.fail(f"the table line does not read: {_short(line)}", index)
                table = match.group("table")
                max_seats = int(match.group("max")) if match.group("max") else None
                button = int(match.group("button")) if match.group("button") else None
            else:
                break
            index += 1
        if not seats:
            if index < end and lines[index].lstrip().startswith("Seat "):  # the first seat line: quoted
                raise self.fail(f"the hand has no seats: the seat line does not read: {_short(lines[index])}", index)
            raise self.fail("the hand has no seats", index)
        long_names = [n for n in names if ": " in n or " [" in n]
        if long_names:
            long_names.sort(key=len, reverse=True)
        colonless = room.colonless
        speaker = _speakers(names) if colonless else None
        streets = room.streets

        # -- the actions -----------------------------------------------------------------------------
        actions: list[Action] = []
        append = actions.append
        put: dict[str, int] = {}
        dealt: list[tuple[str, str, str]] = []
        hole: dict[str, str] = {}
        shown: set[str] = set()
        mucked: set[str] = set()
        returned: dict[str, int] = {}
        dead: dict[str, int] = {}
        collected: list[Collection] = []
        claims: list[Claim] = []
        cash_outs: dict[str, tuple[int, int]] = {}
        side_deals: list[tuple[str, str, int]] = []
        street_boards: dict[int, str] = {}
        street_gap = False  # a street line whose new cards are an empty "[]": its boards are not all said
        street_dealt: list[tuple[int, str, int]] = []  # (a run, its board, the street line that deals it) a line
        boards_seen: set[str] = set()  # (the board streets' markers: one of each a hand)
        added = 0
        early_totals: tuple[int, tuple[int | None, dict[str, int], list[int], int, tuple[int, int] | None]] | None
        early_totals = None
        pot_lines: list[tuple[int, str]] = []  # BetOnline's side pots, a totals line each
        cancelled = False
        small_blind_posted = False
        family: Family = self.family
        street = "deal" if family == "draw" else ("third" if family == "stud" else "preflop")
        commit: dict[str, int] = {}
        street_bets = False  # a betting action on the current street
        brought_in = 0  # the street's bring-in (stud): no bet a raise is made over
        big_blind = 0
        run = 1
        showdown = False
        in_summary = False
        last_actor: str | None = None  # the player who took the street's last turn (_TURN_VERBS), its line's index
        last_line = 0
        folders: dict[str, int] = {}  # the players who folded, each fold's line's index

        while index < end:
            line = lines[index]
            index += 1
            if not line or line[0] == " " or line[-1] == " ":
                line = line.strip()
                if not line:
                    continue
            first = line[0]

            # -- "name: verb ..." (or "name verb ...": Winamax) -----------------------------------
            colon = line.find(": ") if speaker is None else speaker(line)
            if colon > 0 and first != "*":
                player: str | None = line[:colon]
                if player not in names:
                    player = next((n for n in long_names if line.startswith(n + ": ")), None)
                if player is not None:
                    verb = line[len(player) + (1 if colonless else 2) :]
                    head, _, tail = verb.partition(" ")
                    if head in _TURN_VERBS:
                        if (player == last_actor and (not unparsed or unparsed[-1][0] < start + last_line)) or (
                            head == "folds" and player in folders
                        ):  # (a line unread between: maybe a turn)
                            raise self.fail(self.acts_again(player, last_line, folders, index - 1), index - 1,
                                            INCONSISTENT)  # fmt: skip
                        last_actor, last_line = player, index - 1
                        if head == "folds":
                            folders[player] = index - 1
                    else:  # a post, a show, a discard; a room's own words (all in for X): its player not known
                        last_actor = None
                    if head == "folds":
                        cards_folded = None
                        if tail:
                            match = FOLDS.match(verb)
                            if match is None:
                                unparsed.append((start + index - 1, line))
                                continue
                            cards_folded = match.group("cards")
                        append(
                            _new_action(
                                Action, (street, player, _FOLD, 0, None, False, cards_folded, None, start + index - 1)
                            )
                        )
                        continue
                    if head == "checks":
                        if tail:  # ("checks" and words no room writes after it)
                            unparsed.append((start + index - 1, line))
                            continue
                        append(
                            _new_action(Action, (street, player, _CHECK, 0, None, False, None, None, start + index - 1))
                        )
                        street_bets = True
                        continue
                    all_in = tail.endswith(_ALL_IN)
                    if all_in:
                        tail = tail[: -len(_ALL_IN)]
                    elif colonless and tail.endswith(" and is all in"):  # Full Tilt: ", and is all in"
                        all_in = True
                        tail = tail[: -len(" and is all in")].rstrip(",")
                    elif colonless and tail.endswith(", and is capped"):  # Full Tilt: the cap is reached
                        tail = tail[: -len(", and is capped")]
                    elif " and has reached the " in tail:
                        tail = tail[: tail.index(" and has reached the ")]
                    have = commit.get(player, 0)
                    if head == "calls" or head == "bets":
                        amount = units(tail, index - 1)
                        if head == "calls":
                            append(
                                _new_action(
                                    Action, (street, player, _CALL, amount, None, all_in, None, None, start + index - 1)
                                )
                            )
                        else:
                            append(
                                _new_action(
                                    Action,
                                    (
                                        street,
                                        player,
                                        _BET,
                                        amount,
                                        have + amount,
                                        all_in,
                                        None,
                                        None,
                                        start + index - 1,
                                    ),
                                )
                            )
                        commit[player] = have + amount
                        put[player] = put.get(player, 0) + amount
                        street_bets = True
                        continue
                    if head == "raises" or head == "completes":
                        if head == "raises" and tail.startswith("to "):  # Full Tilt: "raises to 60", the total
                            tail = " " + tail
                        if head == "raises" and " to " not in tail and room.raise_adds:  # "raises X": X added
                            target = tail
                            to = have + units(tail, index - 1)
                        else:
                            if head == "raises" and " to " not in tail:
                                message = f"a raise without its total ('raises X to Y'): {_short(line)}"
                                raise self.fail(message, index - 1)
                            by = ""
                            if head == "raises":
                                by, _, target = tail.rpartition(" to ")
                                if not self.is_amount(by):  # "raises X to Y": X an amount, or nothing (Full Tilt)
                                    unparsed.append((start + index - 1, line))
                                    continue
                            else:
                                target = tail.rpartition(" ")[2]
                            to = units(target, index - 1)
                            if by and room.raise_by:  # "raises X to Y": X the raise over the bet faced, or added
                                if room.raise_by == "added":
                                    faced = have
                                else:
                                    faced = max(commit.values(), default=0)
                                    if room.raise_by == "over a bet":
                                        if dead and street == "preflop":  # (Winamax: a dead blind counts in X)
                                            faced = _most_in(commit, dead)
                                        if faced <= brought_in:
                                            faced = 0  # (Winamax: a bring-in is no bet, a raise over it from nothing)
                                if units(by, index - 1) != to - faced and (
                                    room.raise_by != "over the bet"
                                    or units(by, index - 1) != to - _bet_not_called(actions, street, commit)
                                ):  # (a call past the bet before it: the replay names that call's line)
                                    raise self.fail(self.raised_by(player, by, target, faced, line), index - 1,
                                                    INCONSISTENT)  # fmt: skip
                        amount = to - have
                        if amount <= 0:
                            more = "as much" if amount == 0 else "more"
                            raise self.fail(f"{player} raises to {target} having already put in {more}", index - 1)
                        append(
                            _new_action(
                                Action, (street, player, _RAISE, amount, to, all_in, None, None, start + index - 1)
                            )
                        )
                        commit[player] = to
                        put[player] = put.get(player, 0) + amount
                        street_bets = True
                        continue
                    if (
                        head == "posts"
                        or head == "brings"
                        or head.startswith("brings-")
                        or head == "bring-in"
                        or (head == "antes" and colonless)
                    ):
                        if colonless and tail.endswith(" out of position"):  # Winamax: a small blind out of turn
                            tail = tail[: -len(" out of position")]
                        what, _, token = tail.rpartition(" ")
                        if head == "antes":  # Full Tilt: "Hero antes 25"
                            what = "the ante"
                        action_kind = _POST_KINDS.get(what)
                        if action_kind is None and not what and head == "posts" and colonless:
                            action_kind = _BIG_BLIND  # Full Tilt: "Player2 posts $5", a big blind to come in
                        if action_kind is None:
                            if head == "posts":
                                unparsed.append((start + index - 1, line))
                                continue
                            action_kind = _BRING_IN
                        amount = units(token, index - 1)
                        if action_kind is _ANTE:
                            pass
                        elif action_kind is _BRING_IN:
                            brought_in = have + amount
                            commit[player] = brought_in
                        elif action_kind is _DEAD_BLINDS:
                            live = (
                                min(amount, big_blind or self.big_blind or amount) if what.startswith("small &") else 0
                            )
                            commit[player] = have + live
                            dead[player] = dead.get(player, 0) + amount - live
                        elif action_kind is _SMALL_BLIND and small_blind_posted:
                            dead[player] = dead.get(player, 0) + amount  # a second small blind: dead money
                        else:
                            if action_kind is _SMALL_BLIND:
                                small_blind_posted = True
                            elif action_kind is _BIG_BLIND or action_kind is _BUTTON_POST:
                                big_blind = max(big_blind, amount)
                            commit[player] = have + amount
                        put[player] = put.get(player, 0) + amount
                        append(
                            _new_action(
                                Action,
                                (street, player, action_kind, amount, None, all_in, None, None, start + index - 1),
                            )
                        )
                        continue
                    if head == "discards" or head == "stands":
                        if verb in _QUIET_VERBS:  # "stands up" (Full Tilt, mid-hand): no draw
                            continue
                        if self.game in _THROWING:  # (Irish: cards thrown away, none drawn)
                            append(self.thrown(verb, player, street, hole, start + index - 1, index - 1, actions))
                            continue
                        if street_bets:  # single draw: no marker between the deal and the draw
                            street = "draw 1" if street == "deal" else street
                            commit = {}
                            street_bets = False
                            last_actor = None
                        match = DISCARD.match(verb)
                        if match is not None:
                            count = match.group("n")
                            if not (len(count) <= 2 and count.isdigit() and count.isascii()):
                                raise self.fail(f"the discard count {_short(count)} is no number of cards", index - 1)
                            append(
                                _new_action(
                                    Action,
                                    (street, player, _DISCARD_KIND, 0, None, False, _seen(match.group("cards")) or None,
                                     int(count), start + index - 1),
                                )
                            )  # fmt: skip
                            continue
                        match = STANDS.match(verb)
                        if match is not None:
                            append(
                                _new_action(
                                    Action,
                                    (
                                        street,
                                        player,
                                        _STAND,
                                        0,
                                        None,
                                        False,
                                        _seen(match.group("cards")) or None,
                                        0,
                                        start + index - 1,
                                    ),
                                )
                            )
                            continue
                        unparsed.append((start + index - 1, line))
                        continue
                    match = SHOWS.match(verb) if head == "shows" else None
                    if head == "shows" and match is None and not room.verbs:
                        unparsed.append((start + index - 1, line))
                        continue
                    if match is not None:  # "shows [cards] (words)"; a room's other words below (Full Tilt)
                        cards = match.group("cards")
                        if player in self.shows and _cards_disagree(self.shows[player], cards):
                            raise self.shown_otherwise(player, self.shows[player], line, index - 1)
                        self.shows[player] = cards
                        when = "showdown" if showdown else street
                        append(
                            _new_action(Action, (when, player, _SHOW, 0, None, False, cards, None, start + index - 1))
                        )
                        if showdown:
                            shown.add(player)
                        if showdown or cards.count(" ") >= 1:
                            hole[player] = _merge(hole.get(player), cards, family)
                        if match.group("desc") and (not room.words_as_dealt or showdown or street == "river"):
                            claims.append(_new_action(Claim, (player, match.group("desc"), run, start + index - 1)))
                            self.said[player] = (match.group("desc"), index - 1) if run == 1 else None
                        continue
                    if head == "mucks":
                        match = MUCKS.match(verb)
                        if match is None:
                            unparsed.append((start + index - 1, line))
                            continue
                        mucked.add(player)
                        if match.group("cards"):
                            hole[player] = match.group("cards")
                        append(
                            _new_action(
                                Action,
                                (
                                    "showdown",
                                    player,
                                    _MUCK,
                                    0,
                                    None,
                                    False,
                                    match.group("cards"),
                                    None,
                                    start + index - 1,
                                ),
                            )
                        )
                        continue
                    if verb in _QUIET_VERBS or verb.startswith(_QUIET_PREFIXES) or _harmless(verb):
                        continue
                    if room.verbs:
                        found_kind = room.verb_kind(verb)
                        if found_kind is not None:
                            line_kind, said = found_kind
                            if line_kind is LineKind.SIDE_DEAL:
                                if said.groupdict().get("amount"):
                                    side_deals.append((player, said["deal"], units(said["amount"], index - 1)))
                                    named = (player, _DEAL_SAID.get(said["deal"], said["deal"]))  # (its summary's name)
                                    self.deals[named] = self.deals.get(named, 0) + units(said["amount"], index - 1)
                            elif line_kind is LineKind.SHOW:  # Full Tilt's words without brackets
                                cards = said.groupdict().get("cards")
                                if cards:
                                    if player in self.shows and _cards_disagree(self.shows[player], cards):
                                        raise self.shown_otherwise(player, self.shows[player], line, index - 1)
                                    self.shows[player] = cards
                                    when = "showdown" if showdown else street
                                    shown_at = (when, player, _SHOW, 0, None, False, cards, None, start + index - 1)
                                    append(_new_action(Action, shown_at))
                                    hole[player] = _merge(hole.get(player), cards, family)
                                    if showdown:
                                        shown.add(player)
                                claims.append(_new_action(Claim, (player, said["words"], run, start + index - 1)))
                                self.said[player] = (said["words"], index - 1) if run == 1 else None
                            elif line_kind is LineKind.CALL:  # a call to the street's total (Microgaming, 2011)
                                have = commit.get(player, 0)
                                to = units(said["amount"], index - 1)
                                called = (street, player, _CALL, to - have, None, False, None, None, start + index - 1)
                                append(_new_action(Action, called))
                                commit[player] = to
                                put[player] = put.get(player, 0) + to - have
                                street_bets = True
                            elif line_kind is LineKind.RAISE:  # all in for the chips added: call, bet or raise
                                have = commit.get(player, 0)
                                to = have + units(said["amount"], index - 1)
                                level = max(commit.values(), default=0)
                                going = _CALL if to <= level else (_RAISE if level else _BET)
                                bet_to = None if going is _CALL else to
                                all_in_for = (
                                    street,
                                    player,
                                    going,
                                    to - have,
                                    bet_to,
                                    True,
                                    None,
                                    None,
                                    start + index - 1,
                                )
                                append(_new_action(Action, all_in_for))
                                commit[player] = to
                                put[player] = put.get(player, 0) + to - have
                                street_bets = True
                            elif line_kind is LineKind.POST:  # a straddle "to" an amount (GGPoker)
                                to = units(said["amount"], index - 1)
                                have = commit.get(player, 0)
                                if to <= have:
                                    message = f"{player} straddles to {said['amount']} having put in more"
                                    raise self.fail(message, index - 1)
                                big_blind = max(big_blind, to)
                                commit[player] = to
                                put[player] = put.get(player, 0) + to - have
                                all_in = bool(said["all_in"])
                                at = start + index - 1
                                fields = (street, player, _STRADDLE, to - have, to, all_in, None, None, at)
                                append(_new_action(Action, fields))
                            continue
                    unparsed.append((start + index - 1, line))
                    continue

            # -- street markers --------------------------------------------------------------------
            if first == "*":
                if not line.startswith("*** "):
                    if not line.startswith("*" * 10):
                        unparsed.append((start + index - 1, line))
                    continue
                close = line.find(" ***", 4)
                if close < 0:
                    raise self.fail(f"a street line without its closing '***': {_short(line)}", index - 1)
                marker = line[4:close]
                if marker == "SUMMARY":
                    in_summary = True
                    self.summary_from = index
                    break
                if _STREET_WORDS.fullmatch(line, close + 4) is None:  # the room's own words, or words no room writes
                    own = room.street_words.fullmatch(line, close + 4) if room.street_words is not None else None
                    if own is None:  # (the line unread, the street dealt)
                        unparsed.append((start + index - 1, line))
                    elif own["pot"]:  # the pot so far (Full Tilt): the chips put in
                        self.street_pot_agrees(own, put, dead, folders, line, index - 1)
                if marker == "SHOW DOWN" or marker == "SHOWDOWN":
                    showdown = True
                    run = 1
                    continue
                word, _, what = marker.partition(" ")
                if marker[-2:-1] == " " and marker[-1] in "0123456789":  # Full Tilt: "TURN 1", "SHOW DOWN 2"
                    word, what = RUN_NAMES[int(marker[-1])], marker[:-2]
                if word in RUN_WORDS and (what == "SHOW DOWN" or what == "SHOWDOWN"):
                    showdown = True
                    run = RUN_WORDS[word]
                    continue
                cards = STREET_CARDS.findall(line, close)
                if streets is not None and marker in streets:
                    new_street = streets[marker] or street
                    if family == "stud" and cards:
                        street_boards[0] = cards[-1]
                    if new_street == "draw 1" and street != "flop" and self.game in _THROWING:
                        raise self.fail(_discard_round_again(street, self.game_text, line), index - 1)
                elif marker == "HOLE CARDS" or marker == "PRE-FLOP":
                    new_street = "preflop"
                    if cards:
                        street_boards[0] = cards[-1]
                        street_dealt.append((0, cards[-1], index - 1))
                elif family == "stud" and (marker in STUD_STREETS or marker == "RIVER" or marker == "7th STREET"):
                    new_street = STUD_STREETS.get(marker, "seventh")
                    if cards:
                        street_boards[0] = cards[-1]
                elif family == "draw" and marker in DRAW_STREETS:
                    new_street = DRAW_STREETS[marker]
                elif marker in ("FLOP", "TURN", "RIVER") or (word in RUN_WORDS and what in ("FLOP", "TURN", "RIVER")):
                    if marker in boards_seen:  # (a board dealt twice: no room writes it; read, it grew the board)
                        raise self.fail(f"a street dealt twice: {_short(line)}", index - 1)
                    boards_seen.add(marker)
                    board = " ".join(cards)
                    if "[]" in line:  # (a card left out, not another card: the summary's board says it)
                        street_gap = True
                    if word in RUN_WORDS:
                        street_boards[RUN_WORDS[word]] = board
                        street_dealt.append((RUN_WORDS[word], board, index - 1))
                        new_street = what.lower()
                    else:
                        before = street_boards.get(0)
                        if before and board.count(" ") <= before.count(" "):  # the new cards only (Everest)
                            board = f"{before} {board}"
                        street_boards[0] = board
                        street_dealt.append((0, board, index - 1))
                        new_street = marker.lower()
                else:
                    raise self.fail(f"unknown street {_short(line)}", index - 1)
                if new_street != street:  # blinds and a bring-in count towards the first round's bets
                    if street_bets or family == "board" or not commit:  # (a stud or draw hand's blinds posted
                        commit = {}  # before its "*** HOLE CARDS ***" are that round's bets too)
                        brought_in = 0
                    street = new_street
                    street_bets = False
                    last_actor = None
                continue

            # -- lines without "name:" ---------------------------------------------------------------
            if first == "D" and line.startswith("Dealt to "):
                match = DEALT.match(line)
                name_found = match.group("name") if match is not None else None
                if match is None or name_found not in names:
                    found = next((n for n in long_names if line.startswith(f"Dealt to {n} [")), None)
                    if found is None and match is None and line[9:].strip() in names:
                        continue  # "Dealt to P" and no cards: nothing known (GGPoker)
                    if found is None:
                        if match is not None and name_found is not None and name_found.strip() in names:
                            found = name_found.strip()
                        else:
                            unparsed.append((start + index - 1, line))
                            continue
                    match = DEALT.match("Dealt to x " + line[len("Dealt to ") + len(found) + 1 :])
                    if match is None:
                        unparsed.append((start + index - 1, line))
                        continue
                    name_found = found
                assert name_found is not None
                a, b = _seen(match.group("a")) or "", _seen(match.group("b"))
                if b is None:
                    cards = a
                else:  # stud: the cards seen before, then the new one; a draw: the cards kept, then drawn
                    cards = f"{a} {b}".strip()
                    if family == "draw" and cards.count(" ") >= self.hand_size and b.count(" ") == self.hand_size - 1:
                        cards = b
                hole[name_found] = cards
                if family == "board" and b is None and " " in cards:  # a hand as dealt: what a show shows or part
                    self.shows[name_found] = cards  # (one card: WPN's card a player for the button, no hand)
                dealt.append((street, name_found, b if b is not None else a))
                continue
            line_is, seen = _action_line(line, room, names)  # (one table for both lanes)
            if line_is is None:
                unparsed.append((start + index - 1, line))
            elif line_is is _SKIPPED or line_is is LineKind.NOISE:  # NOISE: WPN's pot after a street, Full Tilt's clock
                pass
            elif line_is is _UNCALLED_LINE:
                if seen is None:
                    raise self.fail(f"the uncalled bet line does not read: {_short(line)}", index - 1)
                name = self.resolve(seen.group("name"), names, index - 1)
                returned[name] = returned.get(name, 0) + units(seen.group("amt"), index - 1)
            elif line_is is _COLLECTED_LINE:
                assert seen is not None
                name = self.resolve(seen.group("name"), names, index - 1)
                amount = units(seen.group("amt"), index - 1)
                collected.append(_new_action(Collection, (name, amount, seen.group("pot"), run, start + index - 1)))
            elif line_is is _CASHED_OUT_LINE:
                assert seen is not None
                name = self.resolve(seen.group("name"), names, index - 1)
                fee = units(seen.group("fee"), index - 1) if seen.group("fee") else 0
                cash_outs[name] = (units(seen.group("amt"), index - 1), fee)
            elif line_is is _CANCELLED_LINE:
                cancelled = True
            elif line_is is _STP_LINE:
                added += units(line.split(":", 1)[1].strip(), index - 1)
            elif line_is is _SHOWS_FOR_LINE:
                assert seen is not None
                name = self.resolve(seen.group("name"), names, index - 1)
                if name not in shown:
                    shown.add(name)
                    hole[name] = seen.group("cards")
                    claims.append(_new_action(Claim, (name, seen.group("desc"), run, start + index - 1)))
            else:  # the room's own lines
                assert seen is not None
                if line_is is LineKind.ADDED:  # GGPoker's cash drop, Winamax's hold-up
                    added += units(seen["amount"], index - 1)
                elif line_is is LineKind.UNCALLED:  # Full Tilt's "Uncalled bet of X returned to P"
                    name = self.resolve(seen["name"], names, index - 1)
                    returned[name] = returned.get(name, 0) + units(seen["amount"], index - 1)
                elif line_is is LineKind.COLLECT:  # Full Tilt's "P wins the pot (X)"
                    name = self.resolve(seen["name"], names, index - 1)
                    in_pot = seen.groupdict().get("pot") or "pot"  # (Everest's "P collects $X": no pot named)
                    got = (name, units(seen["amount"], index - 1), in_pot, run, start + index - 1)
                    collected.append(_new_action(Collection, got))
                    worded = seen.groupdict().get("words")
                    if worded:  # the room's words for the hand: "with a pair of Aces", a low pot's "with 7,4,3,2,A"
                        pot = seen["pot"]  # ("pot 2": the second run's; "the high pot": that side's words alone)
                        half = "high hand: " if pot[:5] == "high " else "low hand: " if pot[:4] == "low " else ""
                        of_run = int(pot[4:]) if pot[:4] == "pot " and pot[4:].isdigit() else run
                        claims.append(_new_action(Claim, (name, half + worded.strip(), of_run, start + index - 1)))
                elif line_is is LineKind.TABLE:  # Full Tilt's "The button is in seat #3", Unibet's by name
                    on = seen.groupdict()
                    button = int(on["button"]) if "button" in on else names[self.resolve(on["name"], names, index - 1)]
                elif line_is is LineKind.TOTALS:  # the totals before the collect lines (PokerTracker)
                    early_totals = (index - 1, self.totals(line, index - 1))
                elif line_is is LineKind.STREET_POT:  # the pot so far (WPN): the chips put in
                    street_in = sum(commit.values())  # (the street's bets so far, blinds: not in it yet)
                    self.street_pot_agrees(seen, put, dead, folders, line, index - 1, street_in, commit)
                elif line_is is LineKind.POT:  # a side pot's own totals line (BetOnline)
                    pot_lines.append((index - 1, line))

        if not in_summary:
            raise self.fail("the hand ends before its summary (a truncated hand?)", end - 1, "truncated")
        if self.game in _THROWING:  # (Irish: no betting in the discard round)
            self.no_bets_thrown(actions)

        # -- the summary -----------------------------------------------------------------------------
        summary_won: dict[str, int] = {}
        summary_boards: dict[int, str] = {}
        summary_board_lines: dict[int, int] = {}
        pots: list[int] = []
        total_pot: int | None = None
        rounded: tuple[int, int] | None = None  # a total written in thousands: the least and most it can be
        total_line = end - 1
        rake: int | None = None
        fees: dict[str, int] = {}
        stp = 0
        if early_totals is not None:  # the room prints its totals before the collect lines
            total_line = early_totals[0]
            total_pot, fees, pots, stp, rounded = early_totals[1]
            rake = sum(fees.values()) if fees else None
        run_word = ""  # a run's word on a line of its own, before its "Board [...]"
        pot_not_awarded = False
        summary_folds: list[tuple[int, str, str]] = []  # (line, player, street) where the room takes them
        seat_names = {number: name for name, number in names.items()}
        summary_seats = totals_seen = False  # the summary has a seat line, its totals line
        while index < end:
            line = lines[index]
            index += 1
            if not line or line[0] == " " or line[-1] == " ":
                line = line.strip()
                if not line and self.doubled:
                    continue
                if not line:  # the hand ends at the first blank line after its summary
                    end = index - 1
                    break
            if line.startswith("Seat "):
                summary_seats = True
                if "blind)" in line:  # "(small blind)", "(big blind)": the player who posted it
                    self.blind_tag_agrees(line, seat_names, actions, index - 1)
                if "[" in line or "won" in line or "collected" in line:
                    if not self.summary_seat(line, seat_names, names, index - 1, hole, summary_won, mucked, shown):
                        unparsed.append((start + index - 1, line))  # words after the pay: the audit quotes them
                elif not _quiet_seat(line, seat_names, names):  # an amount no rule reads: the audit quotes it
                    unparsed.append((start + index - 1, line))
                if "pot not awarded" in line:
                    pot_not_awarded = True
                if room.summary_folds and " folded " in line:
                    folded = _SUMMARY_FOLD.match(line)
                    if folded is not None and folded["name"] in names:
                        when = folded["when"]  # "before the Flop", "on the Turn"
                        street_named = "preflop" if when[0] == "b" else _BOARD_STREETS[when[7:].upper()]
                        summary_folds.append((start + index - 1, folded["name"], street_named))
                continue
            if line.startswith("Total pot "):
                if totals_seen and line != lines[total_line].strip():  # (a line printed again is the same line)
                    raise self.fail(
                        f"the room's lines disagree: the summary's totals line {_short(lines[total_line].strip())}"
                        f" and {_short(line)}",
                        index - 1,
                        INCONSISTENT,
                    )
                totals_seen = True
                total_line = index - 1
                total_pot, fees, pots, stp, rounded = self.totals(line, index - 1)
                if pots and total_pot is not None:  # (the money added beside the pots: the line's "STP €0.50")
                    self.pots_agree(line, total_pot, pots, sum(fees.values()), stp, index - 1)
                rake = sum(fees.values()) if fees else None
                continue
            line_is, seen = _summary_line(line, room)  # (the summary's other lines: one table for both lanes)
            if line_is is _BOARD_LINE:
                assert seen is not None
                run_at = RUN_WORDS.get(seen["run"] or run_word, 0)
                run_word = ""
                board = seen["cards"]
                if run_at > 1 and 1 in summary_boards:  # a later run may list only its new cards
                    board = complete_board(summary_boards[1], board)
                if run_at in summary_boards and _boards_disagree(summary_boards[run_at], board):
                    raise self.board_twice(summary_board_lines[run_at], index - 1)
                summary_boards[run_at] = board
                summary_board_lines[run_at] = index - 1
            elif line_is is _RUN_LINE:  # a run's word on a line of its own; Full Tilt: a run's summary
                run_word = line if line in RUN_WORDS else RUN_NAMES[int(line[12])]
            elif line_is is LineKind.COLLECT:  # Everest's "P collects $3"
                assert seen is not None
                name = self.resolve(seen["name"], names, index - 1)
                summary_won[name] = summary_won.get(name, 0) + units(seen["amount"], index - 1)
            elif line_is is None:
                unparsed.append((start + index - 1, line))

        for (player, what), cashed in self.deals.items():  # a cash-out of the hand's lines the summary leaves out
            if (player, what) not in self.deals_said:
                seat_at = self.summary_seat_of(player, names)
                raise self.fail(
                    f"the room's lines disagree: {player}'s cash-out of {self.money(cashed)} but the summary names"
                    f" no {what}" + (f" ({_short(self.lines[seat_at].strip(), 120)})" if seat_at is not None else ""),
                    total_line if seat_at is None else seat_at,
                    INCONSISTENT,
                )
        if not cancelled and not totals_seen and early_totals is None and room.rake_printed:
            # a room that prints its rake always writes the totals line: a summary cut short
            raise self.fail(
                "the hand's summary ends before its 'Total pot' line (a truncated hand?)", end - 1, "truncated"
            )
        if not (collected or summary_won or summary_seats or cancelled or pot_not_awarded) and any(put.values()):
            # chips put in, nobody paid and no seat line (that would say who won): a summary cut short
            raise self.fail("the hand ends before anyone is paid (a truncated hand?)", end - 1, "truncated")
        for at in range(end, len(lines)):
            if _junk(lines[at]):
                self.stray = (at, lines[at])
                break
        if out_of_hand:  # (before a summary's folds are made actions: a summary "folded" of theirs is no act)
            self.out_of_hand_acts(out_of_hand, actions, collected, (*hole, *summary_won))
        if summary_folds:
            _fold_from_summary(actions, summary_folds, street, put, {seat[1]: seat[2] for seat in seats})
        if not collected and summary_won and room.summary_pays:  # WPN: no collect line, the summary's "won"
            at = start + total_line
            collected = [_new_action(Collection, (name, won, "pot", 1, at)) for name, won in summary_won.items()]
        untaken = 0  # (a tournament's chips kept where the room prints no rake: none is taken)
        if rake is None and not room.rake_printed and collected:  # the rake is what the room kept
            rake = _kept(put, dead, returned, sum(c[1] for c in collected), added or stp)
            if rake and self.tournament is not None:
                untaken = rake
        side_pots: list[tuple[int, int]] = []
        try:
            if untaken:  # (after a line no rule reads, which is named first: it may be the missing chips)
                self.no_tournament_rake(untaken, total_line)
            if pot_lines:
                fits = partial(_nets_up, put, dead, returned, rake or 0, added or stp)
                total_pot, pots, side_pots = self.side_pots(pot_lines, total_pot, fees, total_line, fits)
            if not cancelled:
                self.check_chips(put, dead, returned, collected, summary_won, total_pot, rake or 0, added or stp,
                                 pot_not_awarded, total_line, side_pots, rounded, names)  # fmt: skip
        except HandHistoryError as exc:
            if not unparsed:
                raise
            raise self.unread_first(exc, unparsed) from None
        if not pots and collected and room.collected_pots is not None:  # (Winamax: the pots on the collect lines)
            pots = list(room.collected_pots(collected, put, dead, returned, rake or 0, added or stp))
        if family == "board" and len(street_dealt) > 1:
            self.streets_agree(street_dealt)
        if summary_boards and family == "board" and not street_gap:
            self.boards_agree(street_dealt, summary_boards, summary_board_lines)
        if summary_boards:
            boards = tuple(summary_boards[k] for k in sorted(summary_boards) if k) or (summary_boards.get(0, ""),)
        elif len(street_boards) > 1 or 0 not in street_boards:
            boards = tuple(street_boards[k] for k in sorted(street_boards) if k) or ("",)
        else:
            boards = (street_boards[0],)
        return HandRecord(
            self.source,
            self.hand_id,
            site,
            "pokerstars",
            start,
            self.game,
            self.game_text,
            self.structure,
            self.stakes,
            self.currency,
            _CENT if self.scale == 100 else _ONE,
            self.tournament,
            self.mix,
            table,
            max_seats,
            button if family != "stud" else None,
            tuple(seats),
            tuple(actions),
            boards,
            hole,
            frozenset(shown - mucked),
            frozenset(mucked),
            returned,
            dead,
            tuple(collected),
            tuple(claims),
            total_pot,
            tuple(pots),
            rake,
            added or stp,
            cash_outs,
            pot_not_awarded,
            summary_won,
            cancelled,
            None,
            self.encoding,
            tuple(unparsed),
            self.chunk.rstrip() if self.stray is None and self.chunk else "\n".join(lines[:end]),
            None,
            _extra(kind, family, self.home, fees, side_deals, _derived(room, pots, lines, total_line)),
            tuple(dealt),
        )

    # -- the common hand, read quickly -------------------------------------------------------------

    def quick(self) -> HandRecord | None:
        """The common hand of a board game (Hold'em, Omaha, ...), read in blocks: the seats and
        the summary with one pattern each, the actions line by line with fewer tests. One
        board, seats, antes and blinds, bets, calls, raises, folds, checks, shows and mucks,
        uncalled bets and collections, one summary. None as soon as the hand holds anything
        else (a blank line, a name with ': ' or ' [' in it, a dead blind, a cap, a run twice, a
        cash-out, a line no rule here reads, ...): :meth:`read` then reads it (a post no rule
        reads is kept unread here as there, and BetOnline's side pots' totals lines read). Both give the
        same record for every hand this reads (a test checks both on every hand we have). The
        hand's lines must end with a bare newline and carry no space at either end
        (:func:`_clean`). Kept beside :meth:`read` for speed: reading PokerStars Hold'em went
        from 4.3-4.9 k to 7.6-7.8 k hands per CPU second with it (bench_handhistory.py, issue 10)."""
        self.shows = {}
        lines = self.lines
        chunk = self.chunk
        n = len(lines)
        first_line = lines[0]
        room = self.room
        header = (FIRST_WORDS if room is POKERSTARS else _FIRST_OF[room.name]).match(first_line)
        if header is None or n < 4:
            return None
        self.hand_id, site, kind = header.group("id", "site", "kind")
        site = room.site or ("PokerStars" if site == "POKERSTARS" else site)
        self.header(first_line[header.end() :].rstrip(" \t\r"), first_line)
        kind = kind.strip()
        if self.family != "board" or self.game in _THROWING:  # (Irish: read() checks its discard round)
            return None
        cache = self.cache
        units = self.units
        start = self.start - 1  # a line's number is start + its index + 1
        new = _new_action
        act, all_in_words = Action, _ALL_IN  # (locals: the loop below runs once a line)
        first_word_verb = _FIRST_WORD_VERB.match

        if "pot not awarded" in chunk:
            return None
        index = 2
        if room is POKERSTARS:  # a clean text (_clean, read_text): its lines as they are
            table_line = TABLE.match(lines[1])
            seat_pattern = SEAT
        else:  # another room's lines stripped as read() strips them; its own table and seat lines (Winamax, WPN)
            if self.doubled:  # (a blank line after every line: read() reads the summary's too)
                return None
            lines = [line.strip() if line and (line[0] == " " or line[-1] == " ") else line for line in lines]
            index = 1
            while index < n and not lines[index]:  # (Unibet: no table line, its seats' title rewritten away)
                index += 1
            line = lines[index] if index < n else ""
            table_line = None if not line or line[:5] == "Seat " else (room.table or TABLE).match(line)
            if table_line is None and line[:5] != "Seat ":
                return None
            seat_pattern = room.seat or SEAT
            if seat_pattern.groupindex != SEAT.groupindex:  # (the seat's fields by position below)
                return None
            index += table_line is not None
        if table_line is None:
            if room is POKERSTARS:
                return None
            table = max_text = button_text = None
        else:
            table, max_text, button_text = table_line.group("table", "max", "button")
        button = int(button_text) if button_text else None

        # -- the seats
        seats: list[Seat] = []
        names: dict[str, int] = {}
        seat_names: dict[int, str] = {}  # (each seat's player: the summary's seat lines name them by seat)
        out_of_hand: set[str] = set()  # a seat "out of hand": the player is not dealt in
        seats_from = index
        while index < n:
            line = lines[index]
            if line[:5] != "Seat ":
                break
            match = seat_pattern.match(line)
            if match is None:
                return None
            number_text, name, stack, rest_of = match.groups()
            number = int(number_text)
            if rest_of and (ANY_FIRST_WORDS.search(rest_of) is not None or _SEAT_REST.fullmatch(rest_of) is None):
                return None  # another hand's first line glued after the seat, words no room writes: read() says so
            amount = cache.get(stack)
            if "out of hand" in rest_of:  # not dealt in: acting is refused (read())
                out_of_hand.add(name)
                sitting_out = True
            else:
                sitting_out = "sitting out" in rest_of
            seats.append(new(Seat, (number, name, amount if amount is not None else units(stack, index), sitting_out)))
            names[name] = number
            seat_names[number] = name
            index += 1
        if index < n and not lines[index]:  # a blank line: read() reads a seat after it as a seat
            after = index + 1
            while after < n and not lines[after]:
                after += 1
            if after < n and lines[after][:5] == "Seat ":
                return None
        if not seats or len(names) < len(seats) or len(seat_names) < len(seats):
            return None  # (a name or a seat twice: read() says so)
        every = "\x00" + "\x00".join(names) + "\x00"  # the names' words at once: none empty, "*...", ": " or " ["
        if "\x00\x00" in every or "\x00*" in every or ": " in every or " [" in every:
            return None
        if room.dealer and not (button_text and chunk.count(room.dealer) == 1):  # (one: the table line's)
            # the button's seat line, the last that says so (read())
            for at in range(seats_from, index):
                seat_line = seat_pattern.match(lines[at])
                if seat_line is not None and room.dealer in seat_line.group("rest"):
                    button = int(seat_line.group("seat"))
        colonless = room.colonless
        speaker: Callable[..., int] | None = None
        skip = 2  # ("name: verb")
        if colonless:  # "name verb" (Winamax, WPN): the longest seated name before a verb, as read() finds it
            hand_words = "\n".join(lines) if room.rewrite else chunk
            if " and is all in" in hand_words or ", and is capped" in hand_words or " antes" in hand_words:
                return None
            # every name one word (the names joined hold no space): the line's first word, if seated and a
            # verb follows, in one match (_FIRST_WORD_VERB); else the longest seated name (_speakers)
            speaker = _one_word_speaker if " " not in every else _speakers(names)
            skip = 1
        streets = room.streets
        room_lines = _worded(room.lines) if room.lines else ()
        raise_by = room.raise_by

        # -- the actions, line by line
        actions: list[Action] = []
        append = actions.append
        put: dict[str, int] = {}
        commit: dict[str, int] = {}
        dealt: list[tuple[str, str, str]] = []
        hole: dict[str, str] = {}
        shown: set[str] = set()
        mucked: set[str] = set()
        returned: dict[str, int] = {}
        dead: dict[str, int] = {}
        collected: list[Collection] = []
        claims: list[Claim] = []
        unparsed: list[tuple[int, str]] = []
        pot_lines: list[tuple[int, str]] = []  # a side pot's own totals line (BetOnline, read())
        board_text: str | None = None
        boards_dealt: list[str] = []  # (each street line's board so far: the summary's must hold each)
        boards_seen: set[str] = set()
        street = "preflop"
        small_blind_posted = showdown = in_summary = False
        words_as_dealt = room.words_as_dealt
        added = 0
        last_actor: str | None = None  # the player who took the street's last turn (read())
        folders: dict[str, None] = {}  # the players who folded (a dict: no method call a fold)
        while index < n:
            line = lines[index]
            index += 1
            if speaker is None:
                colon = line.find(": ")
            elif line[:1] == "*":  # a street's line: no seated name begins with "*" (refused above), none speaks
                colon = -1
            elif speaker is _one_word_speaker:  # (in place: _one_word_speaker's words, two calls a line less)
                said = first_word_verb(line)
                colon = said.end(1) if said is not None and said.group(1) in names else -1
            else:
                colon = speaker(line)
            if colon > 0:
                player = line[:colon]
                if player in names:
                    verb = line[colon + skip :]
                    if verb == "folds":
                        if player == last_actor or player in folders:
                            return None  # a turn taken twice in a row, a fold again: read() says so
                        last_actor = player
                        folders[player] = None
                        append(new(act, (street, player, _FOLD, 0, None, False, None, None, start + index)))
                        continue
                    head, _, tail = verb.partition(" ")
                    all_in = tail[-14:] == all_in_words
                    if all_in:
                        tail = tail[:-14]
                    if head == "posts":
                        if colonless and tail.endswith(" out of position"):  # Winamax: a small blind out of turn
                            tail = tail[: -len(" out of position")]
                        what, _, token = tail.rpartition(" ")
                        action_kind = _QUICK_POSTS.get(what)
                        if action_kind is None:
                            action_kind = _POST_KINDS.get(what)
                            if action_kind is _DEAD_BLINDS:  # missed blinds, the small one dead (read())
                                amount = units(token, index - 1)
                                live = 0
                                if what.startswith("small &"):  # (the big blind posted so far: read()'s)
                                    posted = max((a[3] for a in actions if a[2] is _BIG_BLIND), default=0)
                                    live = min(amount, posted or self.big_blind or amount)
                                commit[player] = commit.get(player, 0) + live
                                dead[player] = dead.get(player, 0) + amount - live
                                put[player] = put.get(player, 0) + amount
                                append(new(act, (street, player, _DEAD_BLINDS, amount, None, all_in, None, None,
                                                 start + index)))  # fmt: skip
                                continue
                            if action_kind is not None or (colonless and not what):
                                return None
                            unparsed.append((start + index, line))  # a post no rule reads (read(): Enet's
                            continue  # "posts big blind" with no amount), its hand not auditable
                        amount = cache.get(token) or units(token, index - 1)
                        if action_kind is _SMALL_BLIND:
                            if small_blind_posted:
                                dead[player] = dead.get(player, 0) + amount
                            else:
                                small_blind_posted = True
                                commit[player] = commit.get(player, 0) + amount
                        elif action_kind is _BIG_BLIND:
                            commit[player] = commit.get(player, 0) + amount
                        put[player] = put.get(player, 0) + amount
                        append(new(act, (street, player, action_kind, amount, None, all_in, None, None, start + index)))
                        continue
                    if verb == "checks":
                        if player == last_actor:  # a turn taken twice in a row (read() says so)
                            return None
                        last_actor = player
                        append(new(act, (street, player, _CHECK, 0, None, False, None, None, start + index)))
                        continue
                    if " and has reached the " in tail:
                        return None
                    if head == "calls" or head == "bets":
                        if player == last_actor:
                            return None
                        last_actor = player
                        amount = cache.get(tail) or units(tail, index - 1)
                        have = commit.get(player, 0)
                        if head == "calls":
                            append(new(act, (street, player, _CALL, amount, None, all_in, None, None, start + index)))
                        else:
                            append(
                                new(
                                    Action,
                                    (street, player, _BET, amount, have + amount, all_in, None, None, start + index),
                                )
                            )
                        commit[player] = have + amount
                        put[player] = put.get(player, 0) + amount
                        continue
                    if head == "raises":
                        if player == last_actor:
                            return None
                        last_actor = player
                        if tail[:3] == "to ":  # "raises to 60", the total (Full Tilt, Everest: read())
                            tail = " " + tail
                        by, to_word, target = tail.rpartition(" to ")
                        have = commit.get(player, 0)
                        if to_word:
                            if by and by not in cache and not self.is_amount(by):
                                return None  # "raises X to Y" whose X is no amount: read() keeps the line unread
                            to = cache.get(target) or units(target, index - 1)
                            if by and raise_by:  # X not Y less the bet faced (or the player's own): as read() says
                                faced = have if raise_by == "added" else max(commit.values(), default=0)
                                if raise_by == "over a bet" and dead and street == "preflop":  # (as read())
                                    faced = _most_in(commit, dead)
                                raised = cache.get(by) or units(by, index - 1)
                                if raised != to - faced and (
                                    raise_by != "over the bet"
                                    or raised != to - _bet_not_called(actions, street, commit)
                                ):  # (a call past the bet before it: the replay names that call's line, as read())
                                    raise self.fail(self.raised_by(player, by, target, faced, line), index - 1,
                                                    INCONSISTENT)  # fmt: skip
                        elif room.raise_adds:  # "raises X": X added (read())
                            to = have + (cache.get(tail) or units(tail, index - 1))
                        else:
                            return None
                        amount = to - have
                        if amount <= 0:
                            return None
                        append(new(act, (street, player, _RAISE, amount, to, all_in, None, None, start + index)))
                        commit[player] = to
                        put[player] = put.get(player, 0) + amount
                        continue
                    if head == "shows":
                        match = SHOWS.match(verb)
                        if match is None:
                            return None
                        cards, desc = match.group("cards", "desc")
                        when = "showdown" if showdown else street
                        append(new(act, (when, player, _SHOW, 0, None, False, cards, None, start + index)))
                        if player in self.shows and _cards_disagree(self.shows[player], cards):
                            return None  # shown otherwise before: read() quotes both lines
                        self.shows[player] = cards
                        if showdown:
                            shown.add(player)
                            hole[player] = cards
                        elif " " in cards:
                            hole[player] = cards
                        if desc and (not words_as_dealt or showdown or street == "river"):
                            claims.append(new(Claim, (player, desc, 1, start + index)))
                            self.said[player] = (desc, index - 1)
                        continue
                    if head == "mucks":
                        match = MUCKS.match(verb)
                        if match is None:
                            return None
                        cards = match.group("cards")
                        mucked.add(player)
                        if cards:
                            hole[player] = cards
                        append(new(act, ("showdown", player, _MUCK, 0, None, False, cards, None, start + index)))
                        continue
                    if head in _QUICK_REFUSED or head.startswith("brings"):
                        return None
                    if verb in _QUIET_VERBS or verb.startswith(_QUIET_PREFIXES) or _harmless(verb):
                        continue
                    found_kind = room.verb_kind(verb) if room.verbs else None
                    if found_kind is None or found_kind[0] is not LineKind.RAISE:
                        return None
                    have = commit.get(player, 0)  # all in for the chips added: a call, bet or raise (read())
                    last_actor = None  # (a room's own words: read() checks no turn of theirs)
                    to = have + units(found_kind[1]["amount"], index - 1)
                    level = max(commit.values(), default=0)
                    going = _CALL if to <= level else (_RAISE if level else _BET)
                    bet_to = None if going is _CALL else to
                    append(new(act, (street, player, going, to - have, bet_to, True, None, None, start + index)))
                    commit[player] = to
                    put[player] = put.get(player, 0) + to - have
                    continue
            if not line:
                if room is POKERSTARS:
                    return None
                continue  # (read(): a blank line, Unibet's titles rewritten away)
            first = line[0]
            if first == "*":
                if line[:4] != "*** ":
                    if line[:10] == "**********":
                        continue
                    return None
                close = line.find(" ***", 4)
                if close < 0:
                    return None
                marker = line[4:close]
                if marker == "SUMMARY":
                    in_summary = True
                    self.summary_from = index
                    break
                if _STREET_WORDS.fullmatch(line, close + 4) is None:
                    return (
                        None  # words after the marker and its cards: read() reads the room's or keeps the line unread
                    )
                if marker == "SHOW DOWN" or marker == "SHOWDOWN":
                    showdown = True
                    continue
                cards_found = STREET_CARDS.findall(line, close)
                if streets is not None and marker in streets:  # a room's own marker (read())
                    new_street = streets[marker] or street
                    if new_street != "preflop":
                        return None
                elif marker == "FLOP" or marker == "TURN" or marker == "RIVER":
                    if marker in boards_seen:
                        return None  # (a street dealt twice: read() names it)
                    boards_seen.add(marker)
                    cards_text = " ".join(cards_found)
                    if board_text and cards_text.count(" ") <= board_text.count(" "):  # the new cards only
                        cards_text = f"{board_text} {cards_text}"
                    if boards_dealt and _boards_disagree(boards_dealt[-1], cards_text):
                        return None  # the board dealt otherwise than the line before: read() quotes both
                    board_text = cards_text
                    boards_dealt.append(cards_text)
                    new_street = _BOARD_STREETS[marker]
                elif marker == "HOLE CARDS" or marker == "PRE-FLOP":
                    new_street = "preflop"
                    if cards_found:
                        board_text = cards_found[-1]
                        boards_dealt.append(board_text)
                else:
                    return None
                if new_street != street:
                    street = new_street
                    commit = {}
                    last_actor = None
                continue
            if first == "D" and line[:9] == "Dealt to ":
                match = DEALT.match(line)
                if match is None:
                    if room is not POKERSTARS and line[9:].strip() in names:  # (stripped as read() strips it)
                        continue  # GGPoker's "Dealt to P " and no cards
                    return None
                name, a, b = match.group("name", "a", "b")
                if name not in names:
                    return None
                hole[name] = a if b is None else f"{a} {b}".strip()
                if b is None and " " in a:  # (as read() keeps it)
                    self.shows[name] = a
                dealt.append((street, name, a if b is None else b))
                continue
            if room_lines:  # the room's own lines (read()): the first rule whose pattern matches (Room.lines)
                said = None
                for rule in room_lines:  # (in place: two calls a line less; a line without its words not tried)
                    if rule[2] and rule[2] not in line:
                        continue
                    said = rule[0].match(line)
                    if said is not None:
                        line_kind = rule[1]
                        break
                if said is not None:
                    if line_kind is _NOISE:  # nothing new (Enet's "Rake: X", WPN's pot after a street): first
                        continue
                    if line_kind is LineKind.ADDED:  # Winamax's hold-up, GGPoker's cash drop
                        added += units(said["amount"], index - 1)
                    elif line_kind is LineKind.COLLECT:  # Unibet's "P wins X"
                        name = self.resolve(said["name"], names, index - 1)
                        pot = said.groupdict().get("pot") or "pot"  # (Everest's "P collects $X": no pot named)
                        got = (name, units(said["amount"], index - 1), pot, 1, start + index)
                        collected.append(new(Collection, got))
                    elif line_kind is LineKind.TABLE:  # Unibet's "P has the button"
                        on = said.groupdict()
                        button = (
                            int(on["button"]) if "button" in on else names[self.resolve(on["name"], names, index - 1)]
                        )
                    elif line_kind is LineKind.UNCALLED:  # "Uncalled bet of X returned to P" (Everest)
                        name = self.resolve(said["name"], names, index - 1)
                        returned[name] = returned.get(name, 0) + units(said["amount"], index - 1)
                    elif line_kind is LineKind.STREET_POT:  # the pot so far (WPN): the chips put in (read())
                        street_in = sum(commit.values())  # (the street's bets so far, blinds: not in it yet)
                        self.street_pot_agrees(said, put, dead, folders, line, index - 1, street_in, commit)
                    elif line_kind is LineKind.POT:  # BetOnline's side pot after the rake (read())
                        pot_lines.append((index - 1, line))
                    elif line_kind is LineKind.CHAT:  # a seated player's chat; else read() tries the later rules
                        if not _seated_chat(line, names):
                            return None
                    else:  # (a kind read() reads alone; WPN's pot after a street, noise, is above)
                        return None
                    continue
            if first == "U" and line[:12] == "Uncalled bet":
                match = UNCALLED.match(line)
                if match is None:
                    return None
                name = self.resolve(match.group("name"), names, index - 1)
                returned[name] = returned.get(name, 0) + units(match.group("amt"), index - 1)
                continue
            if " collected " in line:
                match = COLLECTED.match(line)
                if match is not None:
                    name = self.resolve(match.group("name"), names, index - 1)
                    token = match.group("amt")
                    amount = cache.get(token) or units(token, index - 1)
                    collected.append(new(Collection, (name, amount, match.group("pot"), 1, start + index)))
                    continue
            if (
                "cashed out the hand" in line
                or line == "Hand cancelled"
                or line.startswith("STP added:")
                or (" shows [" in line and " for " in line)
            ):
                return None
            if line == "No low hand qualified" or first == "#":
                continue
            if any(noise in line for noise in NOISE_WORDS) or _harmless(_without_names(line, names)):
                continue
            if _action_line(line, room, names)[0] is not None:  # read() reads it (its table): left to read()
                return None
            unparsed.append((start + index, line))  # no rule reads it (read()'s table): unread, as read() keeps it
        if not in_summary:
            return None

        # -- the summary
        summary_won: dict[str, int] = {}
        pots: list[int] = []
        total_pot: int | None = None
        rounded: tuple[int, int] | None = None  # a total written in thousands (read())
        total_line = -1  # the totals line's index, once read
        rake: int | None = 0
        fees: dict[str, int] = {}
        summary_seats = False  # the summary has a seat line (read())
        end = n
        while index < n:
            line = lines[index]
            index += 1
            if not line:  # the hand ends at the first blank line after its summary
                end = index - 1
                break
            if line[:5] == "Seat ":
                summary_seats = True
                if "blind)" in line and _blind_tag_against(line, seat_names, actions) is not None:
                    return None  # a blind tag another player's post contradicts: read() refuses the hand
                if "[" in line or "won" in line or "collected" in line:
                    won = _seat_won(line, seat_names)  # the usual "Seat 2: bob collected ($0.95)", in place
                    if won is not None:
                        player, token = won
                        amount = cache.get(token) or units(token, index - 1)
                        summary_won[player] = summary_won.get(player, 0) + amount
                        continue
                    if not self.summary_seat(line, seat_names, names, index - 1, hole, summary_won, mucked, shown):
                        return None  # words after the pay no room writes: read() keeps the line unread
                elif not _quiet_seat(line, seat_names, names):
                    return None  # an amount no rule reads: read() keeps the line unread
                continue
            if line[:10] == "Total pot " and room is not POKERSTARS:  # GGPoker's fees by name
                totals = room.totals(line)
                if totals is None or totals.pots or (total_line >= 0 and line != lines[total_line]):
                    return None  # (a second totals line, another: read() quotes both; one printed again: as one)
                total_line = index - 1
                total = totals.total
                if not total:  # (Enet prints none)
                    total_pot = None
                elif total[-1] == "k":  # (Winamax's total in thousands, "17.68k")
                    total_pot, rounded = self.total_of(total, index - 1)
                else:
                    total_pot = units(total, index - 1)
                fees = {name: units(token, index - 1) for name, token in totals.fees}
                rake = sum(fees.values()) if fees else None
                continue
            if line[:10] == "Total pot ":
                match = TOTAL.match(line)
                if match is None or total_line >= 0:
                    return None
                total_line = index - 1
                total_pot = units(match.group("total"), index - 1)
                rake = units(match.group("rake"), index - 1)
                pots_text = match.group("pots")  # empty but for side pots
                for part in POT_PART.finditer(pots_text) if pots_text else ():
                    if part.group("kind") == "STP":
                        return None
                    pots.append(units(part.group("amt"), index - 1))
                if pots:
                    self.pots_agree(line, total_pot, pots, rake, 0, index - 1)
                continue
            line_is, seen = _summary_line(line, room)  # (read()'s table: a line unread there is unread here)
            if line_is is _BOARD_LINE:  # (Winamax: "Board: [...]")
                assert seen is not None
                if seen["run"]:
                    return None
                if any(_boards_disagree(dealt, seen["cards"]) for dealt in boards_dealt):
                    return None  # the street lines (or a summary board before) deal another: read() quotes both
                boards_dealt.append(seen["cards"])
                board_text = seen["cards"]
            elif line_is is LineKind.COLLECT:  # Everest's "P collects $3"
                assert seen is not None
                name = self.resolve(seen["name"], names, index - 1)
                summary_won[name] = summary_won.get(name, 0) + units(seen["amount"], index - 1)
            elif line_is is None:  # a line no rule reads (BetOnline's "P shows [..]"), kept unread as read() keeps it
                unparsed.append((start + index, line))
            elif line_is is _RUN_LINE:  # (runs: read())
                return None
        if out_of_hand and (
            any(a[1] in out_of_hand for a in actions)
            or any(c[0] in out_of_hand for c in collected)
            or not out_of_hand.isdisjoint(hole)
            or not out_of_hand.isdisjoint(summary_won)
        ):
            return None  # a player not dealt in acts, is dealt cards or wins: read() says so, quoting the lines
        if not (collected or summary_won or summary_seats):
            return None  # a summary cut short: read() says so
        if total_line < 0:  # no totals line: the rake, where the room prints none, is what it kept (read())
            if room.rake_printed:
                return None
            total_line, rake = n - 1, None
        for line_at in range(end + 1, n):
            if _junk(lines[line_at]):
                self.stray = (line_at, self.lines[line_at])  # (as written: lines may be another room's, told)
                break
        if not collected and summary_won and room.summary_pays:  # WPN: no collect line, the summary's "won"
            at = self.start + total_line
            collected = [new(Collection, (name, won, "pot", 1, at)) for name, won in summary_won.items()]
        if rake is None and not room.rake_printed and collected:  # the rake is what the room kept (read())
            rake = _kept(put, dead, returned, sum(c[1] for c in collected), added)
            if rake and self.tournament is not None:
                self.no_tournament_rake(rake, total_line)
        side_pots: list[tuple[int, int]] = []
        if pot_lines:  # (its errors are read()'s: read() reads them again)
            fits = partial(_nets_up, put, dead, returned, rake or 0, added)
            total_pot, pots, side_pots = self.side_pots(pot_lines, total_pot, fees, total_line, fits)
        try:
            self.check_chips(
                put, dead, returned, collected, summary_won, total_pot, rake or 0, added, False, total_line, side_pots,
                rounded, names,
            )  # fmt: skip
        except HandHistoryError as exc:  # read() reads the same numbers to the same end (the lanes agree: tested)
            if not unparsed:
                self.unsettled = exc
                raise
            self.unsettled = self.unread_first(exc, unparsed)
            raise self.unsettled from None
        if not pots and collected and room.collected_pots is not None:  # (as in read())
            pots = list(room.collected_pots(collected, put, dead, returned, rake or 0, added))
        return HandRecord(
            self.source,
            self.hand_id,
            site,
            "pokerstars",
            self.start,
            self.game,
            self.game_text,
            self.structure,
            self.stakes,
            self.currency,
            _CENT if self.scale == 100 else _ONE,
            self.tournament,
            self.mix,
            table,
            int(max_text) if max_text else None,
            button,
            tuple(seats),
            tuple(actions),
            (board_text if board_text is not None else "",),
            hole,
            frozenset(shown - mucked),
            frozenset(mucked),
            returned,
            dead,
            tuple(collected),
            tuple(claims),
            total_pot,
            tuple(pots),
            rake,
            added,
            {},
            False,
            summary_won,
            False,
            None,
            self.encoding,
            tuple(unparsed),
            chunk.rstrip() if self.stray is None else "\n".join(self.lines[:end]),
            None,
            {"kind": kind, "family": "board", "home": self.home}
            if not fees
            else _extra(kind, "board", self.home, fees, []),
            tuple(dealt),
        )

    def no_tournament_rake(self, kept: int, index: int) -> None:
        """A tournament's hands take no rake (the fee is paid with the buy-in): where the room
        prints no rake and pays ``kept`` less than was put in, its numbers do not add up."""
        raise self.fail(
            f"the chips do not add up: the room pays {self.money(kept)} less than was put in, but a"
            f" tournament's hand takes no rake",
            index,
            "chips do not add up",
        )

    def check_chips(
        self,
        put: dict[str, int],
        dead: dict[str, int],
        returned: dict[str, int],
        collected: list[Collection],
        summary_won: dict[str, int],
        total: int | None,
        rake: int,
        added: int,
        not_awarded: bool,
        index: int,
        side_pots: Sequence[tuple[int, int]] = (),
        rounded: tuple[int, int] | None = None,
        names: dict[str, int] | None = None,
    ) -> None:
        """The hand's own numbers must add up: the pot its actions make is the total it prints,
        what it pays (pots, uncalled bets, rake) is what was put in, and the summary's seat
        lines say what the collect lines say (``summary_won``; a player the summary pays who
        collects nothing, or a collector whose summary seat line says ``lost`` or ``folded
        before Flop``, disagrees; ``names``, the seated players, find that line).
        The total is the pot before the fees, or after them where the room prints it so (its
        fee policy ``net``: :attr:`Room.fees`), and never counts a bet the hand says was returned
        (a total that does, in a walk, is a total put up by that bet: #19037115169's ``Total pot
        $0.02`` made $0.03); where no line returns the bet nobody called, the total may count it
        or not (exports differ). A total written rounded
        (``rounded``: the least and the most it can be, Winamax's ``17.68k``) is checked to
        its last decimal: one reading must round to it."""
        money = self.money
        everything, uncalled, printed_returned = _put_in(put, dead, returned)
        cut = rake if self.room.fees == "net" else 0  # (a room that prints the pot after its fees)
        if total is not None:
            readings = (everything - printed_returned, everything - uncalled)
            if total - added + cut not in readings:
                said = "the totals lines say the pots came to" if side_pots else "the summary says the pot was"
                raise self.fail(
                    f"the chips do not add up: the actions put in {money(everything)} ({money(uncalled)} of it"
                    f" uncalled) but {said} {money(total)}",
                    index,
                    "chips do not add up",
                )
        elif rounded is not None:
            least, most = rounded
            readings = (everything - printed_returned, everything - uncalled)
            if not any(least <= reading + added - cut <= most for reading in readings):
                raise self.fail(
                    f"the chips do not add up: the actions put in {money(everything)} ({money(uncalled)} of it"
                    f" uncalled) but the summary's total, written in thousands, says the pot was between"
                    f" {money(least)} and {money(most)}",
                    index,
                    "chips do not add up",
                )
        paid: dict[str, int] = {}
        for c in collected:
            paid[c[0]] = paid.get(c[0], 0) + c[1]
        for name, won in summary_won.items():
            if name in paid and paid[name] != won:
                raise self.fail(
                    f"the room's lines disagree: {name} collected {money(paid[name])} but the summary says"
                    f" {money(won)}",
                    index,
                    "chips do not add up",
                )
            if won and collected and name not in paid:  # (WPN's summary pays where no line collects: its own)
                at = self.summary_seat_of(name, names)
                if not_awarded and at is not None and "pot not awarded" in self.lines[at]:
                    continue  # a cash-out: the room pays its offer, no line collects the pot the summary names
                said = f" ({_short(self.lines[at])})" if at is not None else ""
                raise self.fail(
                    f"the room's lines disagree: {name} collected nothing but the summary says {money(won)}{said}",
                    index if at is None else at,
                    "chips do not add up",
                )
        for name, amount in paid.items():  # a collector whose summary seat line says "lost", "folded ..."
            if amount and name not in summary_won:
                at = self.summary_seat_of(name, names)
                said = self.lines[at] if at is not None else ""
                if at is not None and _NO_PAY.search(said, said.find(name) + len(name)) is not None:
                    raise self.fail(
                        f"the room's lines disagree: {name} collected {money(amount)} but the summary's seat line"
                        f" says they were paid nothing ({_short(said)})",
                        at,
                        "chips do not add up",
                    )
        if not_awarded or not collected:
            return
        out = sum(paid.values()) + rake
        if out + printed_returned == everything + added or (
            not returned and out + uncalled in (everything + added, everything + added + uncalled)
        ):
            return
        short = everything + added - out - printed_returned
        for at, amount in side_pots:
            if amount == short:
                raise self.fail(
                    f"no line pays the side pot of {money(amount)} (the totals line {_short(self.lines[at])}):"
                    f" the room pays {money(sum(paid.values()))} and takes {money(rake)} rake of the"
                    f" {money(everything + added - printed_returned)} put in",
                    at,
                    "chips do not add up",
                )
        raise self.fail(
            f"the chips do not add up: the room pays {money(sum(paid.values()))}, returns"
            f" {money(printed_returned)} and takes {money(rake)} rake, but {money(everything + added)} was put in",
            index,
            "chips do not add up",
        )

    def side_pots(
        self,
        pot_lines: list[tuple[int, str]],
        main: int | None,
        fees: dict[str, int],
        index: int,
        fits: Callable[[int], bool] | None = None,
    ) -> tuple[int, list[int], list[tuple[int, int]]]:
        """BetOnline: each totals line before the summary's is one side pot after rake, the
        summary's the main pot, and every line repeats the hand's whole rake (#1606125823:
        ``Total pot 1.26 | Rake 0.22``, then ``Total pot 2.49 | Rake 0.22``: 3.97 put in is
        1.26 + 2.49 + 0.22). The total pot, the pots main first, and each side pot by its line.

        A line the room printed again just after itself (#900223632: ``Total pot 70.00`` twice,
        one side pot) reads as two pots of one amount, which two side pots may also be: each
        second line of such a run is dropped only where the total then adds up (``fits``:
        whether the actions put in a total) and with every line kept it does not."""
        if main is None:
            raise self.fail("a side pot's totals line but no total pot in the summary", index)
        side: list[tuple[int, int]] = []
        for at, line in pot_lines:
            amount, their_fees, _, _, _ = self.totals(line, at)
            if amount is None:
                raise self.fail(f"the side pot's totals line names no pot: {_short(line)}", at)
            if their_fees != fees:
                raise self.fail(
                    f"the totals lines disagree on the rake: {_short(line)} against the summary's",
                    at,
                    "chips do not add up",
                )
            side.append((at, amount))
        total = main + sum(amount for _, amount in side)
        if fits is not None and len(side) > 1 and not fits(total):
            once: list[tuple[int, int]] = []
            run = 0  # (the lines of a run of one line printed again and again: every second one dropped)
            for k, (at, amount) in enumerate(side):
                run = run + 1 if k and at == side[k - 1][0] + 1 and pot_lines[k][1] == pot_lines[k - 1][1] else 0
                if run % 2 == 0:
                    once.append((at, amount))
            if len(once) < len(side) and fits(main + sum(amount for _, amount in once)):
                side, total = once, main + sum(amount for _, amount in once)
        return total, [main, *(amount for _, amount in side)], side

    def totals(
        self, line: str, index: int
    ) -> tuple[int | None, dict[str, int], list[int], int, tuple[int, int] | None]:
        """A totals line: the total pot (None where the room prints none or prints it
        rounded), each fee by its name, the pots it lists, the money the room added
        (``STP``), and the least and most a rounded total can be (:meth:`total_of`)."""
        totals = self.room.totals(line)
        if totals is None:
            raise self.fail(f"the total pot line does not read: {_short(line)}", index)
        units = self.units
        fees = {name: units(token, index) for name, token in totals.fees}
        pots: list[int] = []
        stp = 0
        for part in POT_PART.finditer(totals.pots):
            amount = units(part.group("amt"), index)
            if part.group("kind") == "STP":
                stp += amount
            else:
                pots.append(amount)
        total, rounded = self.total_of(totals.total, index)
        return total, fees, pots, stp, rounded

    def total_of(self, token: str, index: int) -> tuple[int | None, tuple[int, int] | None]:
        """A totals line's total pot in units (None where the room prints none), or, where the
        room writes it in thousands (Winamax's ``17.68k``), None and the least and the most
        it can be (:func:`~pokerrank.handhistory.sites.spec.in_thousands`)."""
        if not token:
            return None, None
        decimals = self.room.thousands
        if decimals and token[-1] == "k":
            span = in_thousands(token, decimals)
            if span is None:
                raise self.fail(
                    f"the total pot {token!r} is not a total in thousands as {self.room.name} writes it"
                    f" (at most {decimals} decimals: '17.68k')",
                    index,
                )
            scale = self.scale
            return None, (span[0] * scale, span[1] * scale)
        return self.units(token, index), None

    def summary_seat_of(self, name: str, names: dict[str, int] | None) -> int | None:
        """The index of the summary's first seat line of ``name`` (the seat's player as seated,
        else a seated player named first: :func:`_named_first`), None where it has none (a room
        whose summary lists no seats). Looked for only where the summary and the body disagree,
        or where a collector's pay is not in it (:meth:`check_chips`)."""
        if names is None:
            return None
        lines = self.lines
        for at in range(self.summary_from, len(lines)):
            line = lines[at].strip()
            if not line:
                if self.doubled:
                    continue
                break  # (the hand ends at the first blank line after its summary)
            if line[:5] != "Seat ":
                continue
            colon = line.find(": ")
            rest = line[colon + 2 :] if colon > 0 else ""
            number = _seat_number(line[5:colon]) if colon > 0 else -1
            player = name if names.get(name) == number and rest.startswith(name) else _named_first(rest, names)
            if player == name:
                return at
        return None

    def money(self, amount: int) -> str:
        """An amount in units as the room's money, for messages, the way the hand writes it: its
        currency's sign where the hand writes one (its stakes' big blind), before or after the
        amount (``$2``, ``$0.50``, ``16.35€``), cents to two places, a whole amount with its
        cents where the hand writes it so (:func:`_money_style`), chips whole (``1500``).

        >>> reader = _Reader("t", 1, [], "utf-8")
        >>> reader.scale, (reader.sign, reader.sign_after, reader.cents_always) = 100, _money_style("$0.50", "$1")
        >>> reader.money(200), reader.money(50), reader.money(-1635)
        ('$2', '$0.50', '-$16.35')
        >>> reader.sign, reader.sign_after, reader.cents_always = _money_style("0.01€", "0.02€")
        >>> reader.money(1635), reader.money(200)
        ('16.35€', '2€')
        >>> reader.sign, reader.sign_after, reader.cents_always = _money_style("$0.25", "0.50")
        >>> reader.money(200)
        '2.00'

        In the written form of a room whose every hand writes one (:data:`WRITTEN_FORMS`):
        GGPoker's thousands (``$1,477.42``), Enet's decimal comma (``€0,30``).

        >>> from pokerrank.handhistory.sites import ENET, GGPOKER
        >>> reader = _Reader("t", 1, [], "utf-8", room=GGPOKER)
        >>> reader.scale, (reader.sign, reader.sign_after, reader.cents_always) = 100, _money_style("$1", "$2")
        >>> reader.money(147742), reader.money(270800)
        ('$1,477.42', '$2,708')
        >>> reader = _Reader("t", 1, [], "utf-8", room=ENET)
        >>> reader.scale, (reader.sign, reader.sign_after, reader.cents_always) = 100, _money_style("€0,05", "€0,10")
        >>> reader.money(30)
        '€0,30'
        """
        form = WRITTEN_FORMS.get((self.room.site or "", "pokerstars"))  # (GGPoker's $1,477.42, Enet's €0,30)
        point, group = (form[1], form[2]) if form is not None else (".", "")
        if self.scale != 100:
            return f"{amount:,}".replace(",", group) if group else str(amount)
        if amount < 0:
            return "-" + self.money(-amount)
        whole, cents = divmod(amount, 100)
        written = f"{whole:,}".replace(",", group) if group else f"{whole}"
        number = f"{written}{point}{cents:02d}" if cents or self.cents_always else written
        return f"{number}{self.sign}" if self.sign_after else f"{self.sign}{number}"

    def resolve(self, name: str, names: dict[str, int], index: int) -> str:
        """A player's name as seated (a line may pad it with spaces)."""
        if name in names:
            return name
        stripped = name.strip()
        if stripped in names:
            return stripped
        raise self.fail(f"{name!r} is not a player seated at this table ({', '.join(names) or 'nobody'})", index)

    # -- the first line ----------------------------------------------------------------------------

    def header(self, rest: str, first_line: str) -> None:
        """The game, stakes, currency and tournament from the first line (the same words, the
        date apart, come again and again: read once)."""
        stars = self.room is POKERSTARS
        if stars and _LAST_WORDS:  # the words of the hand before, then a date: what they said (no search)
            words, last_key, said = _LAST_WORDS[0]
            if rest.startswith(words) and _DAY.match(rest, len(words)) is not None and _HEADERS.get(last_key) is said:
                self.__dict__.update(said)
                self.cache = _AMOUNTS[self.scale]
                return
        elif _ROOM_LAST_WORDS and not stars:  # another room's the same way, its words before the "#" the same too
            room, before, words, last_key, said = _ROOM_LAST_WORDS[0]
            if (
                room is self.room
                and rest.startswith(words)
                and _DAY.match(rest, len(words)) is not None
                and _said_before(first_line, before, last_key, said)
            ):
                self.__dict__.update(said)
                self.cache = _AMOUNTS[self.scale]
                return
        if _CLOCK_LAST_WORDS and not stars:  # a room whose line has a time of day and no date found (Enet)
            for room, before, words, after, last_key, said in _CLOCK_LAST_WORDS:  # (a table's words, one of a few)
                clock_end = len(rest) - len(after)
                if (
                    room is self.room
                    and rest.startswith(words)
                    and rest.endswith(after)
                    and clock_end > len(words)
                    and _CLOCK.fullmatch(rest, len(words), clock_end) is not None
                    and _said_before(first_line, before, last_key, said)
                ):
                    self.__dict__.update(said)
                    self.cache = _AMOUNTS[self.scale]
                    return
        date = _date_start(rest)
        key = rest[:date] if date >= 0 else rest
        colon = key.find(":", 1)  # (a colon first, as iPoker's words leave it, has no digit before it)
        while colon > 0:  # a time of day before the date (Full Tilt, Everest, Enet): no game's words
            if key[colon - 1].isdigit() and key[colon + 1 : colon + 2].isdigit():
                key = _CLOCK.sub("", key)
                break
            colon = key.find(":", colon + 1)
        if date < 0 and "-" in key:  # a date written 2018-12-26 (iPoker, Microgaming), its words after it
            key = _DASH_DATE.sub("", key)
        hash_at = -1
        if not stars:  # a room's own words, and the kind of game (Winamax's tournaments)
            hash_at = first_line.find("#")
            if hash_at >= 0:
                before = first_line[:hash_at]
            else:  # the first words up to the hand's number (Microgaming's "** Game ID 4152594215")
                at = first_line.rfind(rest) if rest else len(first_line.rstrip())
                before = first_line[:at].rstrip(": ").rstrip("0123456789")
            key = f"{self.room.name}\x00{before}\x00{key}"
        known = _HEADERS.get(key)
        if known is None:
            self.parse_header(rest, first_line)
            known = {name: getattr(self, name) for name in _HEADER_FIELDS}
            known["cache"] = _AMOUNTS[self.scale]
            if len(_HEADERS) < 10_000:
                _HEADERS[key] = known
        else:
            self.__dict__.update(known)  # the fields in one call (a plain instance: no slots)
        self.cache = _AMOUNTS[self.scale]
        if date >= 0 and _DAY.match(rest, date) is not None:
            if stars:
                _LAST_WORDS[:] = [(rest[:date], key, known)]
            elif hash_at >= 0:
                _ROOM_LAST_WORDS[:] = [(self.room, first_line[:hash_at], rest[:date], key, known)]
        elif date < 0 and hash_at >= 0:
            clock = _CLOCK.search(rest)
            if clock is not None:  # (first, the others after it, the same words once, a few kept)
                kept = (self.room, first_line[:hash_at], rest[: clock.start()], rest[clock.end() :], key, known)
                _CLOCK_LAST_WORDS[:] = [kept] + [
                    other for other in _CLOCK_LAST_WORDS[: _CLOCK_KEPT - 1] if other[:4] != kept[:4]
                ]

    def parse_header(self, rest: str, first_line: str) -> None:
        room = self.room
        plain = _plain(rest)
        tournament = room.tournament.search(first_line) if room.tournament is not None else _tournament_in(rest, plain)
        self.tournament = tournament.group("id") if tournament else None
        home = HOME.match(rest)
        self.home = home.group("club") if home else None
        own = next(
            (
                (name, limit)
                for words, pattern, name, limit in _games_of(room)
                if words in rest and pattern.search(rest)  # (the words first: a plain search)
            ),
            None,
        )
        # (a room's own game, or no "limit" in plain letters, as every limit has: no search of every name)
        game = GAME.search(rest) if own is None and (plain is None or "limit" in plain) else None
        if own is not None:
            spec = site_game(own[0], own_table=True)  # (Irish: only Full Tilt's own table names it)
            limit = own[1]
            self.game_text = f"{spec.name} {limit}"
        elif room.games and game is None:  # a game of the room's own that pokerrank does not play
            parts = [part.strip() for part in rest.split(" - ")]
            name = next((p for p in parts if "Limit" in p or p[:3] in ("NL ", "PL ", "FL ")), parts[0])
            spec, limit, self.game_text = site_game(name), "", name
        elif game is None:
            unknown = UNKNOWN_GAME.search(rest)
            name = unknown.group("game").strip() if unknown else rest.split(" - ")[0].strip()
            limit = unknown.group("limit") if unknown else ""
            spec = site_game(name)
            self.game_text = f"{name} {limit}".strip()
        else:
            spec = site_game(game.group("game"))
            limit = game.group("limit")
            self.game_text = f"{spec.name} {limit}"
        self.game = spec.game
        self.family = spec.family
        self.hand_size = 4 if spec.game == "badugi" else 5
        self.structure = STRUCTURES.get(limit.lower(), limit.lower())
        mix = MIX.search(rest) if plain is None or any(word in plain for word in MIX_WORDS) else None
        self.mix = mix.group("mix") if mix else None

        stakes_match = (room.stakes or STAKES).search(rest) or BUTTON_BLIND.search(rest)
        if stakes_match is None and self.room.one_stake:
            stakes_match = ONE_STAKE.search(rest)
        if stakes_match is None:
            raise self.fail(f"the first line names no stakes ('(small/big)'): {_short(first_line, 80)}")
        a, b = stakes_match.group("a"), stakes_match.group("b")
        iso = stakes_match.groupdict().get("iso")
        symbol = a[0] if a[:1] in SYMBOLS else (a[-1] if a[-1:] in SYMBOLS else None)
        cash = self.tournament is None
        if iso is None and cash:
            found = _iso_in(rest, plain)
            iso = found.group(1) if found else None
        self.currency = (iso or SYMBOL_CURRENCY.get(symbol or "")) if cash else None
        self.sign, self.sign_after, self.cents_always = _money_style(a, b) if cash else ("", False, True)
        if cash and self.currency is None and room.play_money:  # play chips, in hundredths
            self.scale = 100
        elif cash and self.currency is None and (symbol is not None or "." in a + b or not a[:1].isdigit()):
            raise self.fail(f"the stakes {a}/{b} name no currency this reader knows: {_short(first_line, 80)}")
        self.scale = 100 if (cash and (self.currency is not None or room.play_money)) or room.hundredths else 1
        self.cache = _AMOUNTS[self.scale]
        if stakes_match.re is STAKES and stakes_match.group("cap"):  # (PokerStars' pattern, not a room's)
            self.structure = "capped " + self.structure
        self.stakes = (self.units(a, 0), self.units(b, 0))
        if stakes_match.re is BUTTON_BLIND or stakes_match.re is ONE_STAKE:
            self.big_blind = self.stakes[0]
        else:
            self.big_blind = self.stakes[0] if self.structure == "limit" else self.stakes[1]

    # -- the summary's seat lines ------------------------------------------------------------------

    def summary_seat(
        self,
        line: str,
        seat_names: dict[int, str],
        names: dict[str, int],
        index: int,
        hole: dict[str, str],
        won: dict[str, int],
        mucked: set[str],
        shown: set[str],
    ) -> bool:
        """Reads a summary seat line's cards and pay into ``hole``, ``won``, ``mucked`` and
        ``shown``; False where words no room writes follow the last amount paid
        (:func:`_paid_after`: ``collected ($5) garbage``, another room's words), the line then one no
        rule reads."""
        colon = line.find(": ")
        rest = line[colon + 2 :]
        number = line[5:colon]
        player = seat_names.get(_seat_number(number))
        if player is None or not rest.startswith(player):  # the seat's player as the hand began, or by name
            player = _named_first(rest, names)
            seat = _seat_number(number)
            if player is not None and seat >= 0 and names[player] != seat:  # the player seated elsewhere
                raise self.fail(
                    f"the room's lines disagree: {player} sits in seat {names[player]} but the summary's line of seat"
                    f" {seat} names them ({_short(line, 120)})",
                    index,
                    INCONSISTENT,
                )
            if player is None:  # a seat line of a player who left: nothing about the money, unless it pays them
                glued = _GLUED_SEAT.search(rest)
                if glued is not None and _PAY_WORD.search(rest, 0, glued.start()) is None:
                    # two seat lines on one, the first a player's who left (Full Tilt, fpdb's bad.collect.pot:
                    # "Seat 3: Player4 Seat 4: Player1 (big blind) collected ($0.50), mucked"): the second read
                    line = rest[glued.start() + 1 :]
                    return self.summary_seat(line, seat_names, names, index, hole, won, mucked, shown)
                if _PAY_WORD.search(rest) is not None:
                    raise self.fail(
                        f"the summary pays a player no seat line seats ({', '.join(names)}): {_short(line)}",
                        index,
                        INCONSISTENT,
                    )
                return True
        status = rest[len(player) :]
        if "[" in status:
            for how, cards in _seat_cards(status):
                if cards and cards != "hero":
                    if how == "showed" and player in self.shows and _cards_disagree(self.shows[player], cards):
                        raise self.shown_otherwise(player, self.shows[player], line, index)
                    if how == "mucked":  # the room's last word: the hand was given up
                        mucked.add(player)
                        shown.discard(player)
                    hole[player] = _merge(hole.get(player), cards, self.family)
        if "Cashout" in status:  # GGPoker's cash-out figure: the hand's line's
            self.cash_out_agrees(player, status, line, index)
        said = self.said.get(player)
        if said is not None and " with " in status:  # the summary's copy of the show line's words
            self.words_agree(said, status, line, index)
        tokens = _won_tokens(status)
        for token in tokens:
            if not (token[:1].isdigit() or token[:1] in SYMBOLS):
                tokens = []
                break
            won[player] = won.get(player, 0) + self.units(token, index)
        if len(tokens) < status.count("won") + status.count("collected") and len(tokens) < len(
            _PAY_WORD.findall(status)
        ):  # a "won" or "collected" (a word of its own) whose amount does not read
            raise self.fail(f"the summary's amount won does not read: {_short(line, 120)}", index)
        if tokens:  # the words after the last amount paid: the room's, or none
            if len(tokens) == 1 and status.count("won") + status.count("collected") == 1:  # (read where it stands)
                at = status.find("won")
                paid = WON_AT.match(status, at if at >= 0 else status.find("collected"))
            else:  # (the last of several)
                paid = max(WON.finditer(status), key=lambda found: found.end(), default=None)
            return paid is None or _paid_after(self.room).fullmatch(status, paid.end()) is not None
        return True


_UNCALLED_LINE: Final = "uncalled bet"
_COLLECTED_LINE: Final = "collected"
_CASHED_OUT_LINE: Final = "cashed out"
_CANCELLED_LINE: Final = "cancelled"
_STP_LINE: Final = "STP added"
_SHOWS_FOR_LINE: Final = "shows for"


def _action_line(line: str, room: Room, names: dict[str, int]) -> tuple[str | LineKind | None, re.Match[str] | None]:
    """What a line among a hand's actions is that no seated player says and that is neither a
    street's line (``*** ``) nor a deal (``Dealt to ``): one of the room's own lines (its
    :class:`LineKind` and match), :data:`_UNCALLED_LINE` (with :data:`UNCALLED`'s match, None
    where it does not read), :data:`_COLLECTED_LINE`, :data:`_CASHED_OUT_LINE`,
    :data:`_SHOWS_FOR_LINE` (each with its match), :data:`_CANCELLED_LINE`, :data:`_STP_LINE`,
    :data:`_SKIPPED` (nothing about the money or the cards), or None: no rule reads it. The full
    reader reads these lines by this one table, and the fast lane keeps a line unread only where
    it says None, so a line one lane keeps unread is unread in the other too.

    >>> [_action_line(line, POKERSTARS, {"ann": 1})[0] for line in ("Hand cancelled", "ann is back", "x: raises 2")]
    ['cancelled', 'skipped', None]
    """
    if room.lines:
        for pattern, kind, words in _worded(room.lines):  # the room's own lines (Room.lines): its chat only a
            if words and words not in line:  # seated player's (a line without the words a rule needs: not tried)
                continue
            found = pattern.match(line)
            if found is not None:
                if kind is not _CHAT:
                    return kind, found
                if _seated_chat(line, names):
                    return _SKIPPED, None
    if line[:1] == "U" and line.startswith("Uncalled bet"):
        return _UNCALLED_LINE, UNCALLED.match(line)
    if " collected " in line:
        match = COLLECTED.match(line)
        if match is not None:
            return _COLLECTED_LINE, match
    if "cashed out the hand" in line:
        match = CASHED_OUT.match(line)
        if match is not None:
            return _CASHED_OUT_LINE, match
    if line == "Hand cancelled":
        return _CANCELLED_LINE, None
    if line.startswith("STP added:"):
        return _STP_LINE, None
    if " shows [" in line and " for " in line:
        match = SHOWS_FOR.match(line)
        if match is not None:
            return _SHOWS_FOR_LINE, match
    if line == "No low hand qualified" or line[:1] == "#":
        return _SKIPPED, None
    if any(noise in line for noise in NOISE_WORDS) or _harmless(_without_names(line, names)):
        return _SKIPPED, None
    return None, None


def _worded(rules: tuple[tuple[re.Pattern[str], LineKind], ...]) -> tuple[tuple[re.Pattern[str], LineKind, str], ...]:
    """A room's own lines (:attr:`~pokerrank.handhistory.sites.Room.lines`), each with the words
    every match of its pattern holds (:func:`~pokerrank.handhistory.sites.spec.top_words`; ""
    where none are known): a line without them is not tried, as no match of the pattern can be
    found in it (Full Tilt's ``^.+ \\(Observer\\): `` searched a whole line to fail). Worked out
    once a room's tuple of rules (bounded)."""
    kept = _WORDED.get(id(rules))
    if kept is None or kept[0] is not rules:
        kept = (rules, tuple((pattern, kind, top_words(pattern)) for pattern, kind in rules))
        if len(_WORDED) < 1000 and type(rules) is tuple:  # (a room made by a caller, its list: never kept)
            _WORDED[id(rules)] = kept
    return kept[1]


_WORDED: dict[int, tuple[object, tuple[tuple[re.Pattern[str], LineKind, str], ...]]] = {}
""":func:`_worded` by the id of a room's rules (with the rules, so an id used again is not taken)."""


def _seated_chat(line: str, names: Iterable[str]) -> bool:
    """Whether a line is a seated player's chat, ``name: text`` (:attr:`LineKind.CHAT`): the
    longest seated name the line starts with, followed by a colon or a space, is followed by
    ``": "`` (a longer seated name holding ``": "`` and followed by a space: that player's line).

    >>> _seated_chat("ann: 2 outs", ["ann"]), _seated_chat("carl: hi", ["ann"])
    (True, False)
    >>> _seated_chat("ann: 2 is dealt 1 card", ["ann", "ann: 2"]), _seated_chat("ann: 2: gl", ["ann", "ann: 2"])
    (False, True)
    """
    said = ""
    for name in names:
        if len(name) > len(said) and line.startswith(name) and line[len(name) : len(name) + 1] in (":", " "):
            said = name
    return bool(said) and line.startswith(": ", len(said))


_CHAT: Final = LineKind.CHAT
_NOISE: Final = LineKind.NOISE
_BOARD_LINE: Final = "board"
_RUN_LINE: Final = "run"
_SKIPPED: Final = "skipped"


def _summary_line(line: str, room: Room) -> tuple[str | LineKind | None, re.Match[str] | None]:
    """What a line of a hand's summary that is neither a seat's line (``Seat ``) nor the totals
    line (``Total pot ``) is: :data:`_BOARD_LINE` (with :data:`BOARD`'s match), :data:`_RUN_LINE`
    (a run's word on a line of its own, ``SECOND``, or Full Tilt's ``*** SUMMARY 2 ***``), one of
    the room's lines (:attr:`LineKind.NOISE`, :attr:`LineKind.COLLECT` with its match),
    :data:`_SKIPPED` (``Hand was run twice``), or None: no rule reads it (a ``*** ... ***``
    line too: a room's street and section marks come before its summary).
    Both lanes read the summary by this one table, so a line one of them keeps unread is unread
    in the other too.

    >>> [_summary_line(line, POKERSTARS)[0] for line in ("Board [2c 7d 9h]", "SECOND", "*** x", "ann: shows [Ah]")]
    ['board', 'run', None, None]
    """
    if "Board [" in line or "Board: [" in line:
        match = BOARD.match(line)
        if match is not None:
            return _BOARD_LINE, match
    if line in RUN_WORDS or (line.startswith("*** SUMMARY ") and line[12:13].isdigit()):
        return _RUN_LINE, None
    if room.lines:
        for pattern, kind, words in _worded(room.lines):  # the first rule that reads it (Room.lines); no chat
            if words and words not in line:  # in a summary (a line without the words a rule needs: not tried)
                continue
            found = pattern.match(line) if kind is not _CHAT else None
            if found is not None:
                if kind is LineKind.NOISE or kind is LineKind.COLLECT:
                    return kind, found  # Full Tilt's "Pot 1 $12"; Everest's "P collects $3"
                break
    if _RUN_COUNT.match(line) is not None or _SEPARATOR.fullmatch(line) is not None:  # (an archive's "*** # 2 ***")
        return _SKIPPED, None
    return None, None  # (a "*** ... ***" line too: no room writes a street or section there)


_RUN_COUNT: Final = re.compile(r"Hand was run (?:twice|thrice|[a-z]+ times|[0-9]+ times)\Z")
"""The line of a summary that says how many times the board was run (``Hand was run twice``,
GGPoker's ``Hand was run two times``): the boards follow on lines of their own."""


def _named_first(rest: str, names: Iterable[str]) -> str | None:
    """The seated player whose name a summary seat line's words begin with (the longest, a
    word's end after it), or None.

    >>> _named_first("bob 2 folded", ["bob", "bob 2"]), _named_first("bobby folded", ["bob"])
    ('bob 2', None)
    """
    by_length = sorted(names, key=len, reverse=True)
    return next((n for n in by_length if rest.startswith(n) and rest[len(n) : len(n) + 1] in ("", " ")), None)


_DIGIT_OR_SIGN: Final = re.compile(r"[\d$€£¥₹]")
_ORDINAL: Final = re.compile(r"\b[0-9]+(?:st|nd|rd|th)\b")


def _quiet_seat(line: str, seat_names: dict[int, str], names: Iterable[str] = ()) -> bool:
    """Whether a summary seat line with no cards and no "won" or "collected" (``Seat 3: bob
    (button) folded on the Flop``, ``Seat 2: ann didn't bet (folded)``, ``Seat 5: eve is sitting
    out``, ``Seat 1: bob folded on the 3rd Street``) says nothing of money: its words after the
    player's name hold no amount (no digit but a street's or a draw's ordinal, no currency sign).
    A seat line that names an amount no rule reads (``Seat 3: ann received insurance $2.00``)
    is not quiet: the hand's reader keeps it unread, and the audit quotes it. The player is the
    seat's, else a seated player named at its start (two players listed in one seat); a name
    no seated player has (a player who left) must end in one of the rooms' quiet words.

    >>> seats = {3: "bob 2", 5: "eve"}
    >>> [_quiet_seat(line, seats, ("bob 2", "eve", "$id 1.5")) for line in (
    ...     "Seat 3: bob 2 (button) folded on the 4th Street", "Seat 5: eve is sitting out",
    ...     "Seat 5: eve received insurance $2.00", "Seat 5: eve paid 40 for insurance", "Seat 9: gone 7 folded",
    ...     "Seat 5: eve (button) bought time bank card ($0.05), folded on the Turn",
    ...     "Seat 3: eve paid 40 for insurance", "Seat 3: $id 1.5 folded before Flop", "Seat 8: zed paid 40 cash")]
    [True, True, False, False, True, True, False, True, False]
    """
    colon = line.find(": ")
    rest = line[colon + 2 :]
    player = seat_names.get(_seat_number(line[5:colon]))
    if player is None or not rest.startswith(player):  # two in one seat: the player by the name the line starts with
        player = _named_first(rest, names)
    if player is None:  # a player who left: where the name ends is unknown
        return _QUIET_END.search(_OUTSIDE_THE_POT.sub("", rest)) is not None
    rest = rest[len(player) :]
    if _DIGIT_OR_SIGN.search(rest) is None:  # (most lines: a fold, a seat sitting out)
        return True
    return _DIGIT_OR_SIGN.search(_ORDINAL.sub("", _OUTSIDE_THE_POT.sub("", rest))) is None


_QUIET_END: Final = re.compile(
    r" (?:folded(?: (?:before|on|after) (?:the )?[A-Za-z0-9 .-]+?)?(?: \(didn't bet\)| and did not bet| \(timeout\))?"
    r"|didn't bet \(folded\)|is sitting out|sat out|mucked|lost)\.?\Z"
)
"""How the rooms end a summary seat line that says nothing of money (a fold and its street, a
seat sitting out, a hand mucked or lost without its cards)."""

_OUTSIDE_THE_POT: Final = re.compile(
    r" (?:received \([^()\s]+\) from time bank card|bought time bank card \([^()\s]+\)),"
)
"""GGPoker's words in a summary seat line for money that never goes through the pot (``Seat 1:
bob (button) bought time bank card ($0.05), folded on the Turn``, ``received ($0.01) from time
bank card, folded before Flop``): the pots are audited without it."""


_SUMMARY_FOLD: Final = re.compile(
    r"^Seat \d+: (?P<name>.+?)(?: \((?:button|small blind|big blind)\))* folded (?P<when>before the Flop|on the"
    r" (?:Flop|Turn|River))\s*$"
)


def _fold_from_summary(
    actions: list[Action], folds: list[tuple[int, str, str]], last: str, put: dict[str, int], stacks: dict[str, int]
) -> None:
    """Full Tilt: a player who timed out may have no fold line, only the summary's ``Seat 4:
    Player3 (big blind) folded before the Flop`` (#31493013637). The fold is taken from the
    summary, at the end of the actions, only where it is unambiguous: the summary's street is
    the hand's last, the player has no fold line, is not all in, and faces a bet (someone put
    in more). Otherwise nothing is added, and the audit says the cards were never shown.

    >>> acts: list[Action] = []
    >>> _fold_from_summary(acts, [(9, "bob", "preflop")], "preflop", {"ann": 50, "bob": 25}, {"ann": 500, "bob": 500})
    >>> [(a.street, a.player, a.kind.value) for a in acts]
    [('preflop', 'bob', 'fold')]
    """
    most = max(put.values(), default=0)
    for at, player, street in folds:
        if street != last or any(a.player == player and a.kind is _FOLD for a in actions):
            continue
        given = put.get(player, 0)
        if given >= most or given >= stacks.get(player, 0):
            continue
        actions.append(_new_action(Action, (street, player, _FOLD, 0, None, False, None, None, at)))


_HI_LO_GAME: Final = re.compile(r"hi-lo|big-o")
"""A game of a high and a low (``omaha-hi-lo``, ``stud-hi-lo``, ``big-o``...): its summary may name
both where the show line names one."""


def _bet_not_called(actions: list[Action], street: str, commit: dict[str, int]) -> int:
    """The most put in on ``street`` by a player whose last action on it is no call: the bet
    faced where a call went past it (``bets $5``, ``calls $10``): that call is the culprit a
    raise after it is measured without (the replay refuses it, naming its line)."""
    last: dict[str, ActionKind] = {}
    for action in reversed(actions):
        if action.street != street:
            break
        last.setdefault(action.player, action.kind)
    return max([put for name, put in commit.items() if last.get(name) is not ActionKind.CALL], default=0)


def _most_in(commit: dict[str, int], dead: dict[str, int]) -> int:
    """The most a player has in on the first street, dead blinds counted (Winamax measures a
    raise's ``X`` so: ``posts small blind 2€ out of position``, ``calls 4€``, then ``raises 14€
    to 20€``, over the 6€ that player has in)."""
    return max([commit.get(name, 0) + dead.get(name, 0) for name in commit.keys() | dead.keys()], default=0)


def _kept(put: dict[str, int], dead: dict[str, int], returned: dict[str, int], paid: int, added: int) -> int | None:
    """The rake of a room that prints none: what was put in less what was returned and
    ``paid`` (the bet nobody called, where no line returns it, goes back by the rules), if
    that is at most :data:`MAX_INFERRED_RAKE` of the pot; None otherwise (the chips do not
    add up, and the chip check says so).

    >>> _kept({"ann": 100, "bob": 100}, {}, {}, 195, 0), _kept({"ann": 300, "bob": 100}, {}, {}, 195, 0)
    (5, 5)
    """
    pot = sum(put.values()) + added - sum(returned.values())
    kept = pot - paid
    if not returned:
        live = sorted((amount - dead.get(name, 0) for name, amount in put.items()), reverse=True)
        uncalled = live[0] - live[1] if len(live) > 1 else 0
        if 0 <= kept - uncalled <= (pot - uncalled) * MAX_INFERRED_RAKE:
            return kept - uncalled
    return kept if 0 <= kept <= pot * MAX_INFERRED_RAKE else None


def _doubled(lines: list[str]) -> bool:
    """Whether a hand's text has a blank line after every line (every second line blank, the
    first not): such a hand is read whole, its summary's blank lines included. Two hands
    are never one: each begins at its own first line."""
    return len(lines) > 4 and bool(lines[0].strip()) and not any(line.strip() for line in lines[1::2])


def _speakers(names: Iterable[str]) -> Callable[[str], int]:
    """Where a player's name ends in a line without a colon (Winamax: ``Incognito 1 raises
    8€ to 12€``): a function of a line giving the length of the longest seated name the line
    starts with that is followed by a space and a player's verb (:data:`_PLAYER_VERBS`), then
    a space or the end (or a last newline); -1 where there is none. The names a line may start
    with are those whose first word (up to the first space) is the line's, longest first (where
    every name is one word, the line's first word if it is seated): made
    in a microsecond or two a table, no pattern compiled (a table's pattern of its names took
    about 115 µs, paid again by every table of few hands). The same name as that pattern,
    ``(?:name|...)(?= (?:verb|...)(?: |$))`` of the names longest first (``(?!)`` where they
    join to nothing: no names, or one empty name), finds.

    >>> end = _speakers(["Incognito", "Incognito 1", "bob"])
    >>> end("Incognito 1 raises 8€ to 12€"), end("Incognito folds"), end("bob said hi"), end("*** FLOP ***")
    (11, 9, -1, -1)
    """
    by_length = sorted(names, key=len, reverse=True)
    if len(by_length) < 2 and not "".join(by_length):  # the pattern's "(?!)": it matches nothing
        return _no_speaker
    if not any(" " in name for name in by_length):  # every name one word: the line's first word, if seated
        return partial(_one_word_speaker, frozenset(by_length))  # (a call a line less than a function of ours)
    by_word: dict[str, list[str]] = {}
    for name in by_length:
        by_word.setdefault(name.partition(" ")[0], []).append(name)
    of_word = by_word.get

    def speaker(line: str) -> int:
        space = line.find(" ")
        if space < 0:
            return -1
        found = of_word(line[:space])
        if found is None:
            return -1
        for name in found:  # each begins as the line, up to its first space
            size = len(name)
            if line.startswith(name) and line.startswith(" ", size) and _verb_at(line, size + 1):
                return size
        return -1

    most = max(name.count(" ") for name in by_length)
    if most > 2:
        return speaker
    seated = frozenset(by_length)
    two_words = (_TWO_WORDS_VERB if most == 1 else _THREE_WORDS_VERB).match

    def two_word_speaker(line: str) -> int:
        """Every name of two words or three at most (``Incognito 1``, ``dies irae 76``): the
        line's first words, as many as the longest name has or fewer, the most first, before a
        verb (:data:`_TWO_WORDS_VERB`, :data:`_THREE_WORDS_VERB`: the longest seated name
        followed by a verb is one of them), if seated; else the names' search (``speaker``)."""
        said = two_words(line)
        if said is None:  # no two words nor one before a verb: no seated name is followed by one
            return -1
        found = said.group(1)
        return len(found) if found in seated else speaker(line)

    return two_word_speaker


def _verb_at(line: str, at: int) -> bool:
    """Whether a player's verb (:data:`_PLAYER_VERBS`) begins ``line`` at ``at``, then a space,
    the end, or a last newline (what the pattern's ``(?: |$)`` takes)."""
    after = line.find(" ", at)
    if after >= 0:
        return line[at:after] in _PLAYER_VERBS
    word = line[at:]
    return word in _PLAYER_VERBS or (word[-1:] == "\n" and word[:-1] in _PLAYER_VERBS)


def _no_speaker(line: str) -> int:
    """No line has a speaker (:func:`_speakers` of no names)."""
    return -1


_PLAYER_VERBS: Final = frozenset(
    {"folds", "checks", "calls", "bets", "raises", "posts", "brings", "bring-in", "completes", "shows", "mucks",
     "discards", "stands", "antes"}
)  # fmt: skip
_VERBS_PATTERN: Final = "|".join(re.escape(verb) for verb in sorted(_PLAYER_VERBS, key=len, reverse=True))
_FIRST_WORD_VERB: Final = re.compile(rf"([^ ]*) (?:{_VERBS_PATTERN})(?: |$)")
"""A line's first word (up to its first space), then a space and a player's verb, then a space,
the end or a last newline: where every seated name is one word, the line's speaker is that word
if it is seated (:func:`_one_word_speaker`; what :func:`_speakers` finds, in one match)."""
_TWO_WORDS_VERB: Final = re.compile(rf"([^ ]*(?: [^ ]*)?) (?:{_VERBS_PATTERN})(?: |$)")
"""A line's first two words, or else its first word, then a space and a player's verb, then a
space, the end or a last newline: where no seated name holds more than two words, the longest
seated name a verb follows is the one this finds, if that one is seated (:func:`_speakers`)."""
_THREE_WORDS_VERB: Final = re.compile(rf"([^ ]*(?: [^ ]*){{0,2}}) (?:{_VERBS_PATTERN})(?: |$)")
"""The same for names of three words at most (``dies irae 76``): the line's first three words, or
else its first two, or else its first word, then a player's verb."""


def _one_word_speaker(names: Container[str], line: str) -> int:
    """Where the speaker's name ends in a line without a colon, every seated name (``names``)
    one word: the line's first word if it is seated and a player's verb follows
    (:data:`_FIRST_WORD_VERB`), -1 otherwise; the same as :func:`_speakers` of those names
    finds (but a table of one empty name, which has no speaker: :func:`_speakers` says so
    before asking this, and the fast lane refuses an empty name). :meth:`_Reader.quick` does
    this in place.

    >>> _one_word_speaker({"bob"}, "bob raises 8€ to 12€"), _one_word_speaker({"bob"}, "bob said hi")
    (3, -1)
    """
    said = _FIRST_WORD_VERB.match(line)
    return said.end(1) if said is not None and said.group(1) in names else -1


def _seen(cards: str | None) -> str | None:
    """Cards as a room shows them, less the ones it hides (``X``: Winamax)."""
    if cards is None or "X" not in cards:
        return cards
    return " ".join(card for card in cards.split() if card != "X")


def _extra(
    kind: str,
    family: Family,
    home: str | None,
    fees: dict[str, int],
    side_deals: list[tuple[str, str, int]],
    note: str | None = None,
) -> dict[str, object]:
    """What a record keeps beside its fields: the hand's kind and family, the club of a home
    game, each fee the room named (``{"Rake": 2, "Jackpot": 1}``) when it named more than a
    rake, the side deals of players with the room (``(player, deal, amount)``), and a note
    every verdict of the hand ends with (``NOTE``: a pot the reader derived, :func:`_derived`)."""
    extra: dict[str, object] = {"kind": kind, "family": family, "home": home}
    if len(fees) > 1:
        extra["fees"] = fees
    if side_deals:
        extra["side_deals"] = tuple(side_deals)
    if note:
        extra[NOTE] = note
    return extra


def _derived(room: Room, pots: list[int], lines: list[str], total_line: int) -> str | None:
    """What the verdicts of a hand say of a pot the reader derived rather than read: Full
    Tilt's main pot after the rake, from the pots it prints before the rake
    (:func:`~pokerrank.handhistory.sites.fulltilt.derived_pot`); None for any other hand."""
    if room is not FULLTILT or len(pots) < 2 or not 0 <= total_line < len(lines):
        return None
    return derived_pot(lines[total_line])


def _seat_number(text: str) -> int:
    """A summary line's seat number (``"2"``); -1, no seat, for anything else: int() raises on
    100,000 digits or ``'²'`` and reads ``'٣'`` as 3."""
    return int(text) if text.isdigit() and len(text) < 10 and text.isascii() else -1


def _blind_tag_against(line: str, seat_names: dict[int, str], actions: list[Action]) -> str | None:
    """Why a summary seat line's ``(small blind)`` or ``(big blind)`` contradicts the hand's posts
    (:func:`~pokerrank.handhistory._posts.blind_tag_against`), or None. The player is the seat's
    as the hand began, named where the line's words start (a line of two seats, or another
    name: not judged here)."""
    colon = line.find(": ")
    player = seat_names.get(_seat_number(line[5:colon]))
    if player is None or not line.startswith(player, colon + 2):
        return None
    return blind_tag_against(line, colon + 2 + len(player), player, actions)


def _seat_won(line: str, seat_names: dict[int, str]) -> tuple[str, str] | None:
    """A summary seat line without cards (no ``[``) whose one "won" or "collected" ends it (``Seat 2: bob
    (big blind) collected ($0.95)``, ``Seat 4: bob won 16.35€``): the seat's player and the amount; None for any other
    line, and where the amount is none (:meth:`_Reader.summary_seat` reads it, and refuses that). The same as
    :meth:`_Reader.summary_seat` and :func:`_won_tokens` find: the token is what :data:`WON`
    takes when it holds no comma, space or bracket."""
    if "[" in line:  # (cards: the usual showdown's line, told before its seat is read)
        return None
    colon = line.find(": ")
    number = line[5:colon]
    seat = _seat_number(number)
    if colon < 0 or seat < 0:
        return None
    player = seat_names.get(seat)
    if player is None or not line.startswith(player, colon + 2):
        return None
    status = line[colon + 2 + len(player) :]
    if status.count("won") + status.count("collected") != 1 or " with " in status:
        return None  # (" with ": the words of a hand shown, which summary_seat checks against the show line's)
    if line[-1] == ")":
        opening = status.rfind(" (")
        token = status[opening + 2 : -1]
        if opening < 0 or not status.endswith((" collected", " won"), 0, opening):
            return None
    else:  # "Seat 4: bob won 16.35€" (Winamax, WPN): the word, then the amount ends the line
        at = status.rfind(" won ")
        token = status[at + 5 :] if at >= 0 else ""
        if at < 0:
            at = status.rfind(" collected ")
            token = status[at + 11 :] if at >= 0 else ""
    if not token or " " in token or "(" in token or ")" in token or "," in token:
        return None
    return (player, token) if token[0].isdigit() or token[0] in SYMBOLS else None


def _seat_cards(status: str) -> list[tuple[str, str]]:
    """What :data:`SUMMARY_CARDS` finds in a summary seat line's status: (``showed`` or
    ``mucked``, the cards) for each match. The usual status, one ``[`` (``" (button) showed [Ks
    9c] and won ($6.70) with ..."``, ``" mucked [6c 5s]"``), is read where it stands: the word
    and its space just before the bracket, a word boundary before the word (what ``\\b``
    takes: the start, or a character that is neither alphanumeric nor ``_``), the cards up to
    the first ``]``; anything else is searched with the pattern."""
    at = status.find("[")
    if at >= 7 and status.find("[", at + 1) < 0:
        how = status[at - 7 : at - 1]
        close = status.find("]", at)
        if close < 0 or status[at - 1] != " " or (how != "showed" and how != "mucked"):
            return []
        if at > 7 and (status[at - 8].isalnum() or status[at - 8] == "_"):
            return []
        return [(how, status[at + 1 : close])]
    return [(match.group("how"), match.group("cards")) for match in SUMMARY_CARDS.finditer(status)]


def _won_tokens(status: str) -> list[str]:
    """The amounts :data:`WON` finds in a summary seat line: none without the words, the usual
    single "won" or "collected" read where it stands, without a search over the line."""
    count = status.count("won") + status.count("collected")
    if not count:
        return []
    if count == 1:
        at = status.find("won")
        if at < 0:
            at = status.find("collected")
        if at and (status[at - 1].isalnum() or status[at - 1] == "_"):  # no word boundary before it
            return []
        match = WON_AT.match(status, at)
        return [match.group("amt")] if match is not None else []
    return [match.group("amt") for match in WON.finditer(status)]


_STREET_WORDS: Final = re.compile(r":?(?:\s*\[[^\]]*\])*\s*")
"""What a street's marker may have after its closing ``***``: its cards, each run in brackets
(``[Ah Kd 2c] [5s]``, Winamax's ``[4s 9c 2s][Qs]``, WPN's ``: [8h 3d 8s]``), and nothing else
(a room's own words: :attr:`Room.street_words`)."""
_PAID_AFTER: dict[str, re.Pattern[str]] = {}
"""Each room's pattern (by its :attr:`Room.paid_words`) of what a summary seat line may have
after its last amount paid: the amount's bracket, then the hand's words (``and won ($6.70)
with a pair of Aces``), the room's own words (:attr:`Room.paid_words`: Full Tilt's ``,
mucked``, Unibet's ``, net result: €0.15``...), or nothing: other words, another room's
among them, are a line no rule reads."""


def _paid_after(room: Room) -> re.Pattern[str]:
    """What a summary seat line of ``room`` may have after its last amount paid (:data:`_PAID_AFTER`).

    >>> bool(_paid_after(FULLTILT).fullmatch("), mucked")), bool(_paid_after(POKERSTARS).fullmatch("), mucked"))
    (True, False)
    """
    found = _PAID_AFTER.get(room.paid_words)
    if found is None:
        own = f"|{room.paid_words}" if room.paid_words else ""
        found = re.compile(rf"\)?(?: with(?: \S.*)?{own})?\s*")
        if len(_PAID_AFTER) < 1000:  # (the rooms' own and up to a bound of a caller's)
            _PAID_AFTER[room.paid_words] = found
    return found


_CASH_OUT_NOTE: Final = re.compile(
    r"(?:\s*\((?:cashed out|pot not awarded[^)]*)\)\.?|, (?:EV Cashout|Cashout Risk) \([^()]*\))$"
)
"""The words after a summary's hand words where the player cashed out (PokerStars), or GGPoker's
cash-out figure there."""
_CASH_OUT_SAID: Final = re.compile(r", (?P<what>EV Cashout|Cashout Risk) \((?P<amount>[^()\s]+)\)\s*$")
"""GGPoker's cash-out figure at a summary seat line's end."""
_DEAL_SAID: Final = {"Receives Cashout": "EV Cashout", "Pays Cashout Risk": "Cashout Risk"}
"""GGPoker's cash-out lines of the hand, each by the name its summary gives the figure."""
_KICKER: Final = re.compile(r" - [^;|]*? kicker(?=$|;)")
"""A show line's kicker (``a pair of Fours - Ace kicker``): PokerStars' summary leaves it out."""

_GLUED_SEAT: Final = re.compile(r" Seat [0-9]{1,9}: ")
"""A summary seat line's own start again inside it: two seat lines written on one."""
_NO_PAY: Final = re.compile(r"\b(?:lost|folded)\b")
"""A summary seat line's words that the player was paid nothing (a bare seat line, or one that
only shows cards, as pokerrank's own PokerStars text writes one for a room that names no pay
in its summary, says nothing of the pay)."""
_PAY_WORD: Final = re.compile(r"\b(?:won|collected)\b")
"""A summary seat line's words for a pay (:data:`WON`), each followed by its amount."""

_MONEY_WORDS: Final = re.compile(
    r"[\[$€£¥₹\d]|\b(?:pot|bet|bets|raise|raises|call|calls|collect\w*|win|wins|won|return\w*|rake|"
    r"ante|blind|chips|cash\w*|shows?|showed|muck\w*|folds?|checks?|discards?|all-in)\b",
    re.IGNORECASE,
)


def _without_names(line: str, names: dict[str, int]) -> str:
    """The line with the players' names taken out (a name may hold digits: "Player1 is back")."""
    for name in sorted(names, key=len, reverse=True):
        if name in line:
            line = line.replace(name, " ")
    return line


def _harmless(line: str) -> bool:
    """Whether a line no rule reads can carry nothing about the money or the cards: no
    amount, no card, no digit and no word of betting ("Zoe is back", "ann: is away")."""
    return _MONEY_WORDS.search(line) is None


def _merge(known: str | None, shown: str, family: Family) -> str:
    """The cards known for a player once they show ``shown``: all of them, in the order shown."""
    if known is None or family != "stud":
        return shown
    have = shown.split()
    return " ".join(have + [c for c in known.split() if c not in have]) if len(have) < 7 else shown


_ONE: Final = Decimal(1)


def _first_of(room: Room) -> re.Pattern[str]:
    """A room's first words, up to the rest of its first line, as its header (:attr:`Room.header`)
    takes them: the words between (``:? *``, `` *``) the header's own, so both lanes read the same
    rest (the fast lane's `` *`` kept BetOnline's and PokerTracker's colon in an unknown game's
    text: ``': Crazy Pineapple NL ...'``)."""
    pattern = room.header.pattern
    at = pattern.find("(?P<rest>")
    if pattern.startswith(f"^{room.first_words}") and at > 0:
        return re.compile(pattern[1:at])
    return re.compile(rf"{room.first_words} *")


_FIRST_OF: Final = {room.name: _first_of(room) for room in ROOMS}
"""Each room's first words, up to the rest of the first line (the fast lane's header)."""
_FOLD: Final = ActionKind.FOLD
_CHECK: Final = ActionKind.CHECK
_CALL: Final = ActionKind.CALL
_BET: Final = ActionKind.BET
_RAISE: Final = ActionKind.RAISE
_ANTE: Final = ActionKind.ANTE
_OPENING: Final = frozenset(kind for kind in ActionKind if kind.posts)  # (a hand's opening posts: _posts_agree)
_BRING_IN: Final = ActionKind.BRING_IN
_DEAD_BLINDS: Final = ActionKind.DEAD_BLINDS
_SMALL_BLIND: Final = ActionKind.SMALL_BLIND
_BIG_BLIND: Final = ActionKind.BIG_BLIND
_BUTTON_POST: Final = ActionKind.BUTTON_BLIND
_STRADDLE: Final = ActionKind.STRADDLE
_SHOW: Final = ActionKind.SHOW
_MUCK: Final = ActionKind.MUCK
_DISCARD_KIND: Final = ActionKind.DISCARD
_BETTING_KINDS: Final = frozenset({_CALL, _BET, _RAISE})

_THROWING: Final = {game.name: game.discards for game in PLAIN_GAMES if game.discards}
"""The games whose players throw cards away and draw none (``Game.discards``), by name: how many."""


def _discard_round_again(street: str, game_text: str, line: str) -> str:
    """Why a discard round's marker (Full Tilt's ``*** DISCARD ROUND ***``) that comes other than
    right after the flop's betting is refused: a second one, one before the flop, one after the
    turn (Irish throws cards away once, after the flop's betting).

    >>> _discard_round_again("draw 1", "Irish", "x").split(",")[0], _discard_round_again("turn", "Irish", "x")[:33]
    ('the discard round begins a second time in Irish', 'the discard round begins after th')
    """
    when = {"draw 1": "a second time", "preflop": "before the flop"}.get(street, f"after the {street}")
    return (
        f"the discard round begins {when} in {game_text}, which throws cards away once, after the flop's betting:"
        f" {_short(line)}"
    )


_THROWN: Final = re.compile(r"^discards(?: (?P<n>[0-9]{1,2}) cards?)?(?: \[(?P<cards>[^\]]*)\])?\s*$")
"""A discard in such a game: ``discards``, ``discards [9h 9c]``, ``discards 2 cards [9h 9c]``."""
_STAND: Final = ActionKind.STAND_PAT
_POST_KINDS: Final = {
    "small blind": ActionKind.SMALL_BLIND,
    "big blind": ActionKind.BIG_BLIND,
    "the ante": ActionKind.ANTE,
    "ante": ActionKind.ANTE,
    "the small blind": ActionKind.SMALL_BLIND,
    "the big blind": ActionKind.BIG_BLIND,
    "the small blind of": ActionKind.SMALL_BLIND,
    "the big blind of": ActionKind.BIG_BLIND,
    "a dead small blind of": ActionKind.DEAD_BLINDS,
    "small & big blinds": ActionKind.DEAD_BLINDS,
    "straddle": ActionKind.STRADDLE,
    "button blind": ActionKind.BUTTON_BLIND,
    "dead blind": ActionKind.DEAD_BLINDS,
    "a missed blind": ActionKind.DEAD_BLINDS,
    "missed blind": ActionKind.DEAD_BLINDS,
    "in for": ActionKind.BRING_IN,
    "in low for": ActionKind.BRING_IN,
    "for": ActionKind.BRING_IN,
    "low for": ActionKind.BRING_IN,
}
_QUIET_VERBS: Final = frozenset(
    {"doesn't show hand", "is sitting out", "sits out", "is connected", "is disconnected", "stands up"}
)
_QUIET_PREFIXES: Final = ("Table deposit", "has timed out", "is disconnected", "leaves the table", "sitting out")
_BOARD_STREETS: Final = {"FLOP": "flop", "TURN": "turn", "RIVER": "river"}
_QUICK_POSTS: Final = {
    "the ante": _ANTE,
    "small blind": _SMALL_BLIND,
    "big blind": _BIG_BLIND,
    "ante": _ANTE,
    "the small blind": _SMALL_BLIND,
    "the big blind": _BIG_BLIND,
    "the small blind of": _SMALL_BLIND,
    "the big blind of": _BIG_BLIND,
}
_SEAT_REST: Final = re.compile(
    r",? is sitting out| out of hand \([^()]*\)| \[hero\]| DEALER| - (?:Small Blind|Big Blind|The button|Sitting out)"
    r"| ?\[(?:dealer|sitting out)\]"
)
"""What the rooms of the family write after a seat line's stack (PokerStars' ``is sitting out``, ``out of
hand (moved from another table into small blind)``, ``[hero]``; Full Tilt's ``, is sitting out``;
the PokerTracker exports' ``DEALER`` and, rewritten, Microgaming's ``[dealer]``; BetOnline's ``- Small
Blind``): other words there (``Seat 1: ann ($10 in chips) xyz``) are a line no rule reads, the hand not
audited (they were passed over)."""
_TURN_VERBS: Final = frozenset({"folds", "checks", "calls", "bets", "raises", "completes"})
"""The verbs of a player's turn in a betting round: the same player's two in a row on one street
(no other player's turn between: a line written twice) are refused, and so is a fold after a
fold (:meth:`_Reader.acts_again`). Posts, shows, mucks and discards take no turn."""
_QUICK_REFUSED: Final = frozenset({"folds", "checks", "completes", "discards", "stands"})
"""Verbs :meth:`_Reader.quick` leaves to :meth:`_Reader.read` (a fold or a check with more
words; the bring-in, any ``brings...``, is left to it too)."""
_ODD_TEXT: Final = ("\r", "\t", " \n", "\n ", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x1f")
_ODD_UNICODE: Final = re.compile("[\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]")


def _plain(text: str) -> str | None:
    """``text`` in small letters where it is ASCII but for currency signs (``€``, ``£``: left
    out), for a plain search of words; None otherwise (a letter that is not ASCII may match a
    pattern's ASCII letter, ignoring case: the patterns are searched for).

    >>> _plain("Omaha Pot Limit (€0.25/€0.50)"), _plain("Hold'em (1/2) LİMİT")
    ('omaha pot limit (0.25/0.50)', None)
    """
    if text.isascii():
        return text.lower()
    bare = text.replace("€", "").replace("£", "")  # (a sign is in no word searched for, nor in a match of its pattern)
    return bare.lower() if bare.isascii() else None


def _clean(text: str) -> bool:
    """Whether every line of ``text`` ends with ``\\n`` alone and has no space at either end
    (what :meth:`_Reader.quick` needs; :meth:`_Reader.read` strips each line itself)."""
    if text.endswith((" ", "\t")):
        return False
    for odd in _ODD_TEXT:  # (a loop, not any() over a generator: a tenth of a hand's reading is here)
        if odd in text:
            return False
    return (
        text.isascii()
        or text.replace("€", "").replace("£", "").isascii()  # the usual non-ASCII: a currency sign
        or _ODD_UNICODE.search(text) is None
    )


def _put_in(put: dict[str, int], dead: dict[str, int], returned: dict[str, int]) -> tuple[int, int, int]:
    """What the actions put in, the bet nobody called (the most put in, live, less the next
    most) and what the hand's lines say was handed back."""
    everything = sum(put.values())
    if dead:
        live = sorted([amount - dead.get(name, 0) for name, amount in put.items()], reverse=True)
    else:
        live = sorted(put.values(), reverse=True)
    uncalled = (live[0] - live[1] if len(live) > 1 else live[0]) if live else 0
    return everything, uncalled, sum(returned.values()) if returned else 0


def _money_style(small: str, big: str) -> tuple[str, bool, bool]:
    """How a cash hand writes its money, from its stakes as its first line writes them: the
    currency's sign on the big blind (``$1``; none: the hand writes amounts bare, BetOnline's
    ``$0.25/0.50`` and its ``raises 3.00 to 4.50``), whether the sign comes after the amount
    (``0.02€``), and whether a whole amount keeps its cents: where a blind is written so
    (WPN's ``$1.00/$2.00``), not where one is whole without them (``$0.50/$1``); two fractional
    blinds: where the amounts are bare (a sign's rooms write ``$2``, ``2€``).

    >>> _money_style("$1.00", "$2.00"), _money_style("$0.50", "$1"), _money_style("0.01€", "0.02€")
    (('$', False, True), ('$', False, False), ('€', True, False))
    >>> _money_style("$0.25", "0.50"), _money_style("0.25", "0.50")
    (('', False, True), ('', False, True))
    """
    sign = big[0] if big[:1] in SYMBOLS else (big[-1] if big[-1:] in SYMBOLS else "")
    numbers = [token.strip("".join(SYMBOLS)) for token in (small, big)]
    if any(number.endswith(".00") for number in numbers):
        return sign, big[-1:] == sign != "", True
    if any("." not in number for number in numbers):
        return sign, big[-1:] == sign != "", False
    return sign, big[-1:] == sign != "", not sign


def _pot_levels(put: dict[str, int], dead: dict[str, int], folders: Container[str], uncalled: int) -> list[int]:
    """The pot so far in parts by the players' all-in levels: each level the chips of a player
    still in (``put`` less ``dead``; the most's less ``uncalled``, a bet nobody could call left
    out), each part the chips every player put in between it and the level below, the folded
    players' too; the dead money in the main pot, the first part.

    >>> _pot_levels({"ann": 10, "bob": 30, "cid": 30, "dan": 5}, {}, {"dan"}, 0)
    [35, 40]
    >>> _pot_levels({"ann": 10, "bob": 50, "cid": 31}, {"cid": 1}, (), 20)
    [31, 40]
    """
    live = {name: amount - dead.get(name, 0) for name, amount in put.items()}
    if uncalled:
        top = max(live, key=live.__getitem__)
        live[top] -= uncalled
    levels = sorted({amount for name, amount in live.items() if name not in folders and amount > 0})
    parts, below = [], 0
    for level in levels:
        parts.append(sum(min(amount, level) - min(amount, below) for amount in live.values()))
        below = level
    if parts:
        parts[0] += sum(dead.values())
        parts[-1] += sum(amount - below for amount in live.values() if amount > below)  # (the folded's above all)
    return parts


def _said_before(first_line: str, before: str, last_key: str, said: dict[str, object]) -> bool:
    """Whether another room's first line has the hand before's words before its ``#`` and
    what they said is still the store's (:meth:`_Reader.header`'s shortcuts)."""
    return first_line.find("#") == len(before) and first_line.startswith(before) and _HEADERS.get(last_key) is said


def _nets_up(
    put: dict[str, int], dead: dict[str, int], returned: dict[str, int], rake: int, added: int, total: int
) -> bool:
    """Whether ``total``, BetOnline's pots after the rake (the side pots' lines and the
    summary's), with the rake is what the actions put in less what went back (the return its
    lines print, else the bet nobody called): the one reading of pots printed after the rake,
    so that a line printed again whose amount is the rake or the bet nobody called is not
    taken for a pot by another reading (:meth:`_Reader.side_pots`)."""
    everything, uncalled, printed_returned = _put_in(put, dead, returned)
    return total - added + rake == everything - (printed_returned or uncalled)
