"""What a hand-history file is: its text encoding and its format, found from the bytes.

Encodings, in the order tried: a byte-order mark (UTF-8, UTF-16 little or big endian) says
it outright; text that is valid UTF-8 is UTF-8 (a cp1252 file with accented names or a euro
sign is almost never valid UTF-8); anything else is Windows-1252 (cp1252), which is Latin-1
with printable characters in 0x80-0x9F. Bytes no text encoding produces (NUL bytes outside
UTF-16, control characters) make a :class:`~pokerrank.errors.HandHistoryError`, never a
guess; the one exception is a NUL byte alone at the start of a line of CRLF text (partypoker
writes one before each hand it adds to a file), which is dropped, the encoding saying so. Line
ends may be LF, CRLF or CR, mixed: each is made LF (:func:`checked_text`).

>>> decode(b"\\x00Game #1\\r\\n\\x00Game #2\\r\\n")[1]
'utf-8 (repaired: 2 NUL bytes at the start of a line dropped)'

>>> decode("Seat 1: Jos\\xe9 (€5 in chips)".encode("cp1252"))
('Seat 1: José (€5 in chips)', 'cp1252')
>>> decode(b"\\xef\\xbb\\xbfPokerStars Hand #1")
('PokerStars Hand #1', 'utf-8-sig')
>>> detect_format("PokerStars Hand #1: Hold'em No Limit ($1/$2 USD)")
'pokerstars'
>>> detect_format('variant = "NT"\\nactions = []')
'phh'
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Callable, Iterable
from itertools import islice
from typing import Final, Literal

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory.absolute import looks_like_absolute
from pokerrank.handhistory.boss import looks_like_boss
from pokerrank.handhistory.bovada import looks_like_bovada
from pokerrank.handhistory.cake import looks_like_cake
from pokerrank.handhistory.entraction import looks_like_entraction
from pokerrank.handhistory.everest import looks_like_everest
from pokerrank.handhistory.everleaf import looks_like_everleaf
from pokerrank.handhistory.ipoker import looks_like_ipoker
from pokerrank.handhistory.merge import looks_like_merge
from pokerrank.handhistory.microgaming import looks_like_microgaming
from pokerrank.handhistory.ohh import looks_like_ohh
from pokerrank.handhistory.ongame import looks_like_ongame
from pokerrank.handhistory.pacific import looks_like_pacific
from pokerrank.handhistory.party import looks_like_party
from pokerrank.handhistory.pkr import looks_like_pkr
from pokerrank.handhistory.pokernow import looks_like_pokernow
from pokerrank.handhistory.sites import _PREFIX, _SPACES, NEXT_HAND, STARTS, room_of
from pokerrank.handhistory.sites.lines import line_room
from pokerrank.handhistory.sites.pokerstars import FIRST_WORDS, HEADER, SITES
from pokerrank.handhistory.sites.vocabulary import _GLUED_WORDS, _quoting, forget_seats, in_chat, lines_of

__all__ = [
    "FIRST_WORDS", "HEADER", "ROOM_NAMES", "SITES", "checked_text", "decode", "detect_format", "first_line",
    "glued_hand", "glued_later", "hand_room", "hand_starts", "later_hand", "one_line_end", "other_site",
    "pasted_room", "refused_room", "room_runs",
]  # fmt: skip

Format = Literal[
    "pokerstars", "phh", "phhs", "ohh", "ipoker", "merge", "pokernow", "bovada", "888",
    "microgaming", "boss", "everest", "partypoker",
    "ongame", "entraction", "cake", "pkr", "everleaf", "absolute",
    "sealswithclubs", "kingsclub", "wpn-old",
    "actionpoker",
]  # fmt: skip

_NEXT_HAND: Final = NEXT_HAND
"""A line break before a hand's first line, of any room (:data:`~pokerrank.handhistory.sites.ROOMS`):
a pattern that starts with one character is searched for quickly, where ``^`` in a header
pattern is tried at every place of the text."""
_ANY_START: Final = re.compile(STARTS)
_MAY_START: Final = re.compile(STARTS if _PREFIX is None else f"(?={_SPACES}(?:{_PREFIX}))(?:{STARTS})")
"""Whether any room's first line begins at a place (:data:`_ANY_START`'s matches, the same): the plain
words some room's first line begins with looked for first (as :data:`NEXT_HAND` does), so a place
where none begins is turned away at its first character or two, not tried room by room (half the
instructions of such a look; :func:`_after_first_words` makes one a hand)."""

_CONTROL: Final = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")
_LINE_START_NUL: Final = re.compile(r"(?:^|(?<=\r\n))\x00(?![\x00-\x08\x0b\x0e-\x1f\x7f])")
"""A NUL byte alone at the start of a line of CRLF text, or of the file: partypoker writes one
before each hand it adds to a file (and after the last). Only that is dropped; a NUL anywhere
else, or two in a row, is binary data."""
_PHH_KEY: Final = re.compile(r"^\s*(variant|actions|antes|starting_stacks)\s*=", re.MULTILINE)
_PHHS_TABLE: Final = re.compile(r"^\s*\[\s*[^\]\s]+\s*\]\s*$", re.MULTILINE)
_XML_TAGS_WITHIN: Final = 5_000
"""How far into a text Microgaming's and Boss's first tags are looked for: a text with no ``<``
in as many characters is neither (a test proves it from their patterns and their window)."""
_LINE_OPENS_LIST: Final = re.compile(r"\n\s*\[")
"""A line that begins with ``[``, as a .phhs table's header line must (:data:`_PHHS_TABLE`)
after the first line: searched for at each line break only, where ``^`` in a multi-line
pattern is tried at every place of the text."""


def _surely_phh(text: str) -> bool:
    """Whether ``text`` is surely PHH, before any other room's search (the usual PHH file,
    Pluribus's, is told in a fraction of a microsecond): it begins ``variant = `` and holds
    no ``#``, ``*`` or ``<``. No other room's text is: each of their tests in
    :func:`detect_format` either looks at the first line, which must then begin otherwise
    (``{``, ``<``, ``entry``, blank space, a room's name or ``#``), or searches the text for
    something holding a ``#`` (every room's first line, Cake's and PKR's), a ``*`` (the
    PokerTracker export's ``** Game ID``) or a ``<`` (the XML rooms'). A test proves it from
    each pattern's parse.
    """
    return text[:10] == "variant = " and "#" not in text and "*" not in text and "<" not in text


def _phhs_table(text: str) -> bool:
    """Whether a text that begins with no space or ``[`` has a .phhs table's header line
    (:data:`_PHHS_TABLE`, which needs a line break before the line beginning with ``[``)."""
    return _LINE_OPENS_LIST.search(text) is not None and _PHHS_TABLE.search(text) is not None


# Other rooms' first lines: named in the error instead of "unknown format".
_OTHER_FORMATS: Final = (
    (re.compile(r"^\*{5} Hand History [Ff]or Game"), "partypoker"),
    (re.compile(r"^#Game No ?:"), "888poker"),
    (re.compile(r"^Game #\d+ starts\."), "partypoker"),
    (re.compile(r"^<\?xml|^<session"), "an XML export of another room than the XML rooms pokerrank reads"),
)
_ROOMS_READ: Final[dict[str, Format]] = {"partypoker": "partypoker", "888poker": "888"}
"""The rooms of :data:`_OTHER_FORMATS` whose hands pokerrank reads, and their formats: a first line of theirs that
does not read as their hand is a hand of theirs cut short or garbled, not a format it lacks."""
ROOM_NAMES: Final[dict[str, str]] = {
    "bovada": "Bovada", "sealswithclubs": "Seals With Clubs", "kingsclub": "KingsClub", "wpn-old": "WPN",
    "actionpoker": "Action Poker", "pokerstars": "PokerStars", "888": "888poker", "ongame": "OnGame",
    "entraction": "Entraction", "cake": "Cake", "pkr": "PKR", "everleaf": "Everleaf", "absolute": "Absolute",
    "partypoker": "partypoker",
}  # fmt: skip
"""The room a format's records name where no hand of it says which (a record of text before a file's first
hand, or of a text refused whole: :func:`refused_room`)."""
_FIRST_LINE_ALONE: Final[tuple[tuple[re.Pattern[str], Format], ...]] = (
    (re.compile(r"(?:Everleaf Gaming Game|- - [^\n]* - Game) #\d+$"), "everleaf"),
    (re.compile(r"Starting Hand #\d+$|Table #\d+ - "), "pkr"),
)
"""First lines that name their room alone, where the room's test of a text needs the line after
(Everleaf's ``***** Hand history for game #N *****``, PKR's ``Starting Hand #N`` after ``Table #N -
...``): :func:`refused_room`."""


_READ: Final = (
    "PokerStars ('PokerStars Hand #...'), GGPoker ('Poker Hand #...'), Winamax, partypoker, 888poker, "
    "iPoker XML, PHH ('variant = ...') or Open Hand History, and more (every room: docs/rooms.md)"
)
"""What pokerrank reads, for error messages: the culprit is the line quoted, so a few examples
and where the rest are, not the whole list (1,400 characters, a wall in a one-line error)."""


def decode(data: bytes, source: str = "<bytes>") -> tuple[str, str]:
    """The text of a hand-history file and the encoding it was read with.

    >>> decode("Zoë".encode())
    ('Zoë', 'utf-8')
    >>> try:
    ...     decode(b"PK\\x03\\x04\\x00\\x00binary")
    ... except HandHistoryError as exc:
    ...     print(exc.reason)
    binary data, not a hand history (the control character '\\x03' at offset 2)
    """
    encoding: str
    if data.startswith(codecs.BOM_UTF8):
        encoding, body = "utf-8-sig", data[3:]
        codec = "utf-8"
    elif data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        encoding, body, codec = "utf-16", data, "utf-16"
    else:
        body = data
        codec = encoding = "utf-8"
        if b"\x00" in data[:4096] and _looks_utf16(data):
            codec = encoding = "utf-16-le" if data[1:2] == b"\x00" else "utf-16-be"
    try:
        text = body.decode(codec)
    except UnicodeDecodeError as exc:
        repaired = _lf_damage(body, codec) if encoding != "utf-8" else None
        if repaired is not None:
            return checked_text(repaired, source, f"{encoding} (repaired: every CR byte had been written as LF)")
        if encoding != "utf-8":
            message = f"the file says it is {encoding} but byte {exc.start} is not ({exc.reason})"
            raise HandHistoryError(message, source) from None
        encoding = "cp1252"
        try:
            text = body.decode("cp1252")
        except UnicodeDecodeError:  # the five bytes cp1252 leaves undefined: only Latin-1 has them
            encoding = "latin-1"
            text = body.decode("latin-1")
    if encoding == "latin-1" and re.search(r"[\x80-\x9f]", text):
        checked_text(text, source, encoding)  # (binary data is named as such first)
        raise HandHistoryError("the text is neither UTF-8 nor Windows-1252 (cp1252); re-save it as UTF-8", source)
    return checked_text(text, source, encoding)


def checked_text(text: str, source: str, encoding: str = "utf-8") -> tuple[str, str]:
    """A decoded file as every reader takes it (:func:`decode`'s last step): partypoker's NUL
    byte at the start of a CRLF line dropped, binary data refused (a control character other
    than tab, line feed, form feed and carriage return: ``\\x0b`` and ``\\x1c``-``\\x1e``, which
    ``str.splitlines`` would take for line breaks, among them), and every line end made ``\\n``
    (:func:`one_line_end`, which is all a text given as ``str`` is put through). The other
    characters ``str.splitlines`` breaks at (form feed, ``\\x85``, ``\\u2028``, ``\\u2029``) are
    text: every reader splits its lines at ``\\n`` alone.

    >>> checked_text("a\\r\\nb\\rc\\u2028d", "<text>")
    ('a\\nb\\nc\\u2028d', 'utf-8')
    >>> try:
    ...     checked_text("Seat 1: ann\\rSeat 2: b\\x1cob", "<text>")
    ... except HandHistoryError as exc:
    ...     print(exc)
    <text>, line 2: binary data, not a hand history (the control character '\\x1c' at offset 21)
    """
    if "\x00" in text and encoding in ("utf-8", "utf-8-sig", "cp1252") and "\r\n" in text:
        text, dropped = _LINE_START_NUL.subn("", text)
        if dropped:
            encoding = (
                f"{encoding} (repaired: {dropped} NUL byte{'s' if dropped > 1 else ''} at the start of a line dropped)"
            )
    bad = _CONTROL.search(text)
    if bad is not None:
        offset = bad.start()
        line = one_line_end(text[:offset]).count("\n") + 1
        what = "a NUL byte" if bad.group() == "\x00" else f"the control character {bad.group()!r}"
        raise HandHistoryError(f"binary data, not a hand history ({what} at offset {offset})", source, line=line)
    return one_line_end(text), encoding


def one_line_end(text: str) -> str:
    """``text`` with every line end ``\\n``: CRLF (Windows) and a lone CR (old Macs, and a line
    of a file whose others end otherwise) each one ``\\n``, so that every reader, its line
    numbers and its patterns see the same lines whatever the file's line ends.

    >>> one_line_end("a\\r\\nb\\rc\\n")
    'a\\nb\\nc\\n'
    """
    if "\r" not in text:
        return text
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _lf_damage(body: bytes, codec: str) -> str | None:
    """UTF-16 text copied with every CR byte written as LF (``0d 00 0a 00`` became ``0a 00 0a
    00`` and a stray ``0a`` ended the file: odd length, every line followed by a blank one):
    the text as it was, or None when the damage is not that. Exact: the stray byte dropped,
    each doubled line end is one again."""
    if len(body) % 2 == 0 or body[-1:] != b"\n":
        return None
    try:
        text = body[:-1].decode(codec)
    except UnicodeDecodeError:
        return None
    if "\r" in text or "\n\n" not in text:
        return None
    return text.replace("\n\n", "\n")


def _looks_utf16(data: bytes) -> bool:
    """UTF-16 without a byte-order mark: every other byte of ASCII text is zero."""
    sample = data[:512]
    if len(sample) < 4:
        return False
    even, odd = sample[0::2], sample[1::2]
    return even.count(0) > 0.9 * len(even) or odd.count(0) > 0.9 * len(odd)


def other_site(line: str) -> str | None:
    """The room whose own first line a line is (partypoker, 888poker, ...), if known.

    >>> other_site("***** Hand History For Game 123 *****")
    'partypoker'
    """
    return next((site for pattern, site in _OTHER_FORMATS if pattern.search(line)), None)


def hand_starts(text: str) -> list[int]:
    """Where each hand begins: the offset of every line that is a hand's first line, of any
    room read (:data:`HEADER` and the other rooms' first lines, found faster than
    ``HEADER.finditer``), and of every PokerStars first line
    that begins in the middle of a line, as where a hand cut off is followed at once by the
    next (the first line's site, hand id, and a date after them: a sentence that names a
    hand is not one). Every room's first lines are looked for in every text, whatever room
    its first hand is: a file may mix rooms, and a hand cut off before its summary may be
    followed by another room's.

    >>> hand_starts("PokerStars Hand #1: x\\nline\\nPokerStars Hand #2: y\\n")
    [0, 27]
    >>> hand_starts("PokerStars Hand #1: x\\n*** RIVER *** [4d KPokerStars Hand #2: y - 2012/09/18 17:27:40\\n")
    [0, 41]
    """
    head = _ANY_START.match(text)
    starts = [0] if head is not None else []
    blank = _LINE_BREAKS.match(text).end()  # type: ignore[union-attr]  # (a run's lines before it: no first line)
    starts.extend(found.end() for found in NEXT_HAND.finditer(text, max(blank - 1, 0)))
    if starts:
        first = FIRST_WORDS.match(text, starts[0])
        inline = _inline_starts(text, first.group("site")) if first is not None else []
        inline.extend(_after_first_words(text, starts, head))
        if inline:
            return sorted({*starts, *inline})
    return starts


def _after_first_words(text: str, starts: list[int], head: re.Match[str] | None = None) -> list[int]:
    """Where a hand's first line begins right after the first words of the first line at one of
    ``starts`` (:func:`hand_starts`): a hand cut off right after its first line's label
    (``Full Tilt Poker Game #807: ``, ``GAME #9: ``) and the next hand glued there, which the
    cut hand's reader took whole under the cut number. One look a hand: the character after the
    label, then (where it is the one the line begins with) every room's first words there.
    ``head``: :data:`_ANY_START`'s match at the text's start, where :func:`hand_starts` has it
    (not looked for again: for a text of one hand, a tenth of the work of its hand's starts).

    >>> _after_first_words("GAME #9: GAME #8: Texas Hold'em\\nGAME #7: Texas\\n", [0, 32])
    [9]
    """
    out = []
    for start in starts:
        words = head if start == 0 and head is not None else _ANY_START.match(text, start)
        if words is None:
            continue
        after = _LABEL_END.match(text, words.end()).end()  # type: ignore[union-attr]  # (it matches nothing too)
        if after < len(text) and _MAY_START.match(text, after) is not None:
            out.append(after)
    return out


_LABEL_END: Final = re.compile(r"[: \t-]*")
"""What may follow a first line's first words before the rest of the line (:func:`_after_first_words`)."""


_LINE_BREAKS: Final = re.compile(r"\n*")
"""The line breaks a text begins with (a run of a file's hands is read after as many as its lines
before it: :func:`hand_starts` looks for first lines after the last of them only)."""


def _inline_starts(text: str, site: str) -> list[int]:
    """Where a first line of ``site`` begins in the middle of a line (:func:`hand_starts`):
    one search for the site's name per hand. A player's chat of the PokerStars family, which
    quotes (``bob said, "PokerStars Hand #5: ..."``, the line ending at its closing quote),
    starts none; a hand after a chat line cut off (``bob said, "hel`` and a first line) does,
    and so does one after an action line cut off (``Hero: `` and a first line: the family
    writes its actions ``name: action`` and no chat so).

    >>> _inline_starts('x\\nbob said, "PokerStars Hand #5: y - 2020/01/01 0:00:00 ET"\\n', "PokerStars")
    []
    >>> _inline_starts('x\\nbob said, "hePokerStars Hand #5: y - 2020/01/01 0:00:00 ET\\n', "PokerStars")
    [15]
    """
    out = []
    line_end = solid = quoting = dated = searched = -1
    at = text.find(site)
    while at >= 0:
        if at >= line_end:  # (a new line: what is looked at once a line, not once a site's name)
            line_end, solid = _line_of(text, at)
            quoting = _quoting(text, solid, line_end)
            dated = searched = -1
        words = FIRST_WORDS.match(text, at) if solid < at else None
        if words is not None and dated < words.end() and searched < 0:
            date = _DATE.search(text, words.end(), line_end)  # (each place of a line searched once)
            dated, searched = (date.start(), -1) if date is not None else (-1, words.end())
        if (
            words is not None and dated >= words.end() and not 0 <= quoting <= at  # (no chat quoting a first line)
        ) and not (_chat_in_summary(text, at, solid) or _said_in_play(text, at, quoting, solid)):
            out.append(at)
        at = text.find(site, at + len(site))
    return out


_NOT_A_SPEAKER: Final = r"(?!\*\*\*|Seat[ +]\d|Board\b|Total pot\b)"
"""A line's first words that are the family's own label, no chat's name: a street's or the summary's
marker (``*** FLOP *** [2c 7d 9h] dan says ...`` is a marker line with words after it, which a
reader may pass over: a hand's first line there cuts the hand), a seat, the board, the totals."""
_CHAT_SHAPE: Final = re.compile(rf"{_NOT_A_SPEAKER}[^\n:]{{1,60}}?(?:: | says )")
"""A chat's ``name: `` or ``name says `` at a line's first word (its words may follow)."""
_SUMMARY_LINE: Final = re.compile(
    r"[\ufeff \t]*(?:Total pot\b|Board:? \["
    r"|Seat \d+: [^\n]*?[)\w] (?:folded|collected|showed|mucked|won|lost|didn't|did not)\b)"
)
"""A line of a hand's summary, the PokerStars family's (``Total pot $3 | Rake $0``, ``Board [2c 3d 4h]``,
``Seat 1: ann (button) folded before Flop``, ``Seat 2: bob collected ($3)``): no hand's first line is
followed by one (its header is: ``Table '...'``, ``Seat 1: ann ($100)``)."""


def _chat_in_summary(text: str, at: int, solid: int) -> bool:
    """Whether the first words at ``at``, in the middle of the line whose first word begins at
    ``solid``, are a chat's in a hand's summary: the line a chat's (``dan: hi ``, ``dan says ``,
    :data:`_CHAT_SHAPE`, before them) and the next line one of a hand's summary
    (:data:`_SUMMARY_LINE`), where a hand glued there would go on with its own header. A hand cut
    off in its summary with the next hand glued there is read as its own record (its next line
    its own); a chat quoting a first line there cuts no hand (the hand is refused for the line, as
    for any chat there: NOT AUDITABLE, the line quoted).

    >>> _chat_in_summary("dan: hi Hand #5 - x\\nSeat 1: ann (button) folded before Flop\\n", 8, 0)
    True
    >>> _chat_in_summary("dan: hi Hand #5 - x\\nSeat 1: ann ($100 in chips)\\n", 8, 0)
    False
    """
    line_end = text.find("\n", at)
    if line_end < 0 or _SUMMARY_LINE.match(text, line_end + 1) is None:
        return False
    chat = _CHAT_SHAPE.match(text, solid, at)
    return chat is not None


_SAYS: Final = re.compile(rf"{_NOT_A_SPEAKER}[^\n:]{{1,60}}? says ")
"""A chat's ``name says `` at a line's first word: words no room of the PokerStars family writes
(its actions are ``name: verb``, its chat ``name said, "..."``), PKR's chat."""


def _said_in_play(text: str, at: int, quoting: int, solid: int) -> bool:
    """Whether a first line of the PokerStars family at ``at``, in the middle of the line whose
    first word begins at ``solid``, is a ``name says `` chat's in a hand in play that goes on after
    it (:func:`_in_chat`: ``dan says hi PokerStars Hand #5: ...`` then ``bob folds``): no action
    line of the family is cut there, so it begins no hand; a hand glued there seats its players
    first, and is read (:func:`_inline_starts`)."""
    if _SAYS.match(text, solid, at) is None:
        return False
    try:
        return _in_chat(text, at, quoting, solid)
    finally:
        forget_seats()  # (the text's seats, known for its chats: not kept once it is looked at)


def _line_of(text: str, at: int) -> tuple[int, int]:
    """The line ``at`` is on: where it ends (its line break, or the text's end) and where its
    first word begins (after a byte-order mark and blanks): what is looked at once a line where
    a hand's first line may begin in the middle of one (:func:`_inline_starts`,
    :func:`_glued_starts`, :func:`glued_hand`).

    >>> _line_of("x\\n  ann: hi\\ny", 5)
    (11, 4)
    """
    line_end = text.find("\n", at)
    line_end = len(text) if line_end < 0 else line_end
    return line_end, _BLANK_IN_LINE.match(text, text.rfind("\n", 0, at) + 1).end()  # type: ignore[union-attr]


_DATE: Final = re.compile(r"\d{4}/\d{1,2}/\d{1,2}")
_BLANK_IN_LINE: Final = re.compile(r"[ \t\ufeff\r]*")
"""The date a first line of the PokerStars family holds after its hand id, on the same line: a first
line that begins in the middle of a line is its first words (:data:`FIRST_WORDS`) and a date after
them (:func:`_inline_starts` searches each place of a line once for one, where a lazy pattern from
each site's name to its line's end took work quadratic in a line of many)."""


def _begins_another_room(text: str) -> bool:
    """Whether a text begins with the first line of a room of a text of its own (not PokerStars'):
    a hand of the PokerStars family pasted further on then does not make it a PokerStars file
    (each hand's room is found from its first line, docs/rooms.md)."""
    return line_room(text) is not None or any(
        looks(text)
        for looks in (
            looks_like_bovada, looks_like_party, looks_like_pacific, looks_like_ongame, looks_like_entraction,
            looks_like_cake, looks_like_pkr, looks_like_everleaf, looks_like_absolute,
        )
    )  # fmt: skip


def pasted_room(text: str) -> Format | None:
    """The format of another room's hands that ``text`` begins with, where a text of the
    PokerStars family holds them pasted between its hands (the text up to the family's next
    first line): a room of a text of its own (888, partypoker, Bovada, OnGame, Cake, ...,
    :func:`detect_format` tells which); None for anything else (text between hands).

    >>> pasted_room("#Game No : 7\\n***** 888poker Hand History for Game 7 *****\\n")
    '888'
    >>> pasted_room("hello\\n") is None
    True
    """
    if not _begins_another_room(text):
        return None
    try:
        kind = detect_format(text)
    except HandHistoryError:
        return None
    return None if kind in ("pokerstars", "phh", "phhs") else kind


_OWN_WORDS: Final = (
    r"#|\*{5} |Game |Hand ?#|Table #|Starting Hand #|Everleaf Gaming Game #|- - |Stage #"
    r"|ActionPoker\.com Game #|Gear Poker Game #|Bovada Hand #|Ignition Hand #|Bodog"
)
"""The words the first line of a hand of a room with a text of its own or of plain lines begins
with: one source for :data:`_OWN_FIRST_WORDS` and :data:`_FIRST_WORDS_ANYWHERE`."""
_OWN_FIRST_WORDS: Final = re.compile(rf"\n(?=[\ufeff \t]*(?:{_OWN_WORDS}))")
"""A line break before a line that may be the first of a hand of a room with a text of its own
or of plain lines (888, partypoker, OnGame, Entraction, Cake, PKR, Everleaf, Absolute, Bovada,
Seals With Clubs, KingsClub, old WPN, Action Poker): the words their first lines begin with
(each found line is then told by :func:`hand_room`)."""

_OWN_ROOMS: Final[tuple[tuple[Callable[[str], bool], Format], ...]] = (
    (looks_like_bovada, "bovada"), (looks_like_party, "partypoker"), (looks_like_pacific, "888"),
    (looks_like_ongame, "ongame"), (looks_like_entraction, "entraction"),
)  # fmt: skip
_LAST_ROOMS: Final[tuple[tuple[Callable[[str], bool], Format], ...]] = (
    (looks_like_everleaf, "everleaf"),
    (looks_like_absolute, "absolute"),
)
"""The rooms of a text of their own whose test looks at the text's start (:func:`hand_room`):
:data:`_OWN_ROOMS` are tried before Cake and PKR (whose tests search a text's first lines),
these after them, as :func:`detect_format` tries them."""


def hand_room(text: str, at: int = 0) -> Format | None:
    """The format of the hand whose first line is the line that begins at ``at`` in ``text``,
    or None where that line begins no hand of a room of lines (the PokerStars family,
    ``"pokerstars"``; 888, partypoker, Bovada, OnGame, Cake, ..., the plain-line rooms). The
    line itself must begin the hand: a later line never tells (Cake's and PKR's test of a
    whole text searches its first lines).

    >>> hand_room("x\\n#Game No : 7\\n***** 888poker Hand History for Game 7 *****\\n", 2)
    '888'
    >>> hand_room("Hand#1A - T -- $1/$2 NL Hold'em -- 2012/04/12\\n"), hand_room("x\\nHand#1A - T -- \\n")
    ('cake', None)
    """
    head = text[at : at + 4096]
    if _ANY_START.match(head) is not None:
        return "pokerstars"
    for looks, kind in _OWN_ROOMS:
        if looks(head):
            return kind
    first, _, rest = head.partition("\n")
    if looks_like_cake(first):
        return "cake"
    if first.lstrip("\ufeff").startswith(("Table #", "Starting Hand #")) and looks_like_pkr(
        first + "\n" + rest.partition("\n")[0]
    ):
        return "pkr"
    found = next((kind for looks, kind in _LAST_ROOMS if looks(head)), None)
    if found is not None:
        return found
    # the plain-line rooms last (their first lines are no other room's: the order is
    # detect_format's where it matters, and a hand of the rooms above is told sooner)
    plain = line_room(head)
    return plain.format if plain is not None else None  # type: ignore[return-value]  # (each a Format)


_BLANK: Final = re.compile(r"[\ufeff \t\r\n]*")


def first_line(text: str) -> int:
    """Where the first line of a text that is not blank begins (after a byte-order mark and
    blank lines; the spaces before its first word too).

    >>> first_line("\\ufeff\\n\\n  Hand #1"), first_line("")
    (5, 0)
    """
    found = _BLANK.match(text)
    return found.end() if found is not None else 0


def later_hand(text: str) -> tuple[int, Format] | None:
    """Where the first hand whose first line begins a line after the text's first begins
    (within its first 200,000 characters), of a room of a text of its own or of plain lines,
    and its format; None where none does. A text that begins with a line of no hand (a note,
    a hand cut off) is that room's: the text before the hand is a record of its own.

    >>> later_hand("Saved by a tracker\\n#Game No : 7\\n***** 888poker Hand History for Game 7 *****\\n")
    (19, '888')
    """
    for found in _OWN_FIRST_WORDS.finditer(text, 0, 200_000):
        kind = hand_room(text, found.end())
        if kind is not None:
            return found.end(), kind
    return None


_FIRST_WORDS_ANYWHERE: Final = re.compile(rf"(?:{STARTS})|{_OWN_WORDS}")
"""The words a hand's first line of any room read may begin with (:data:`_OWN_FIRST_WORDS`
and the PokerStars family's, :data:`~pokerrank.handhistory.sites.STARTS`), wherever they are:
the places :func:`glued_hand` asks :func:`hand_room` about."""
_GLUED_TRIES: Final = 32
"""How many places of a text's first line :func:`glued_hand` asks :func:`hand_room` about at
most (each looks at up to 4,096 characters: a first line of many ``#`` costs no more)."""


def glued_hand(text: str) -> tuple[int, Format] | None:
    """Where a hand of any room read begins in the middle of the text's first line that is
    not blank, and its format: a line of text glued before a hand's first line with no line
    break (``note #Game No : 7``, as a file pasted or joined onto another has it); None where
    none does. The text before it is no hand's (a record of its own, :mod:`~pokerrank.handhistory.reader`).
    Words of a player's chat begin none (:func:`_in_chat`: a quote, or a chat's ``name: `` and
    words in a hand in play that goes on after it, which a file's first line is in none of:
    ``Saved: today #Game No : 7`` is a note); at most the first 32 places holding
    a first line's words are looked at.

    >>> glued_hand("note #Game No : 7\\n***** 888poker Hand History for Game 7 *****\\n")
    (5, '888')
    >>> glued_hand("note #7: nothing\\n") is None
    True
    >>> glued_hand('ann said, "#Game No : 7"\\n***** 888poker Hand History for Game 7 *****\\n') is None
    True
    """
    try:
        return _glued_hand(text)
    finally:
        forget_seats()  # (the text's seats, known for its chats: not kept once it is looked at)


def _glued_hand(text: str) -> tuple[int, Format] | None:
    """:func:`glued_hand`."""
    start = first_line(text)
    end = text.find("\n", start)
    end = len(text) if end < 0 else end
    quoting = _quoting(text, start, end)
    places = (_solid(text, found.start()) for found in _FIRST_WORDS_ANYWHERE.finditer(text, start + 1, end))
    return _first_hand(
        text,
        (
            at
            for at in islice(places, _GLUED_TRIES)
            if text[start:at].strip(" \t\ufeff\r") and not _in_chat(text, at, quoting, start)
        ),
    )


def _solid(text: str, at: int) -> int:
    """Where the words at ``at`` begin, after the blanks a room's words may take before them."""
    while text[at] in " \t":
        at += 1
    return at


def _first_hand(text: str, places: Iterable[int]) -> tuple[int, Format] | None:
    """The first of ``places`` where a hand of a room read begins (:func:`hand_room`), and its
    format; None where none does (:func:`glued_hand`, :func:`glued_later`: ``places`` holds at
    most the first :data:`_GLUED_TRIES` found)."""
    for at in places:
        kind = hand_room(text, at)
        if kind is not None:
            return at, kind
    return None


def glued_later(text: str) -> tuple[int, Format] | None:
    """Where the first hand whose first line begins in the middle of a line after the text's
    first begins (:func:`_glued_starts`: not in a player's chat; of the first 32 found in its
    first 200,000 characters), of any room read, and its format; None where none does. For a
    text no room's reader takes (:func:`detect_format` refuses it): its first lines begin a hand
    cut off in them and the next hand is glued there (``Game #9 starts.`` then ``#Game No :
    Hand#7 - ...``); the text before it is a record of its own (:mod:`~pokerrank.handhistory.reader`).

    >>> glued_later("Game #9 starts.\\n\\n#Game No : #Game No : 7\\n***** 888poker Hand History for Game 7 *****\\n")
    (28, '888')
    >>> glued_later("Game #9 starts.\\n\\n#Game No : 9\\n") is None
    True
    """
    start = first_line(text)
    own = hand_room(text, start)  # (its first line begins a whole hand of a room read, refused: a later "first line"
    # of that room may be its own quoted, `Seat 1: Hand#7 ...` in an indented Cake hand: only another room's is read)
    places = islice(sorted(_glued_starts(text[:200_000])), _GLUED_TRIES)
    found = (at for at in places if at > start and text.rfind("\n", 0, at) >= 0)
    return _first_hand(text, found if own is None else (at for at in found if hand_room(text, at) != own))


def _first_text(text: str) -> str:
    """The text's first line that is not blank, stripped (:func:`detect_format`'s messages,
    :func:`refused_room`); ``""`` where none is."""
    return next((line.strip() for line in lines_of(text) if line.strip()), "")


def refused_room(text: str) -> tuple[str, Format] | None:
    """The room read and its format whose first line the text's first line is, for a text
    :func:`detect_format` refuses as that room's hand cut short (its message names the room);
    None where it names none.

    >>> refused_room("\\nGame #900 starts.\\n\\n#Game No : 5\\n")
    ('partypoker', 'partypoker')
    >>> refused_room("not a hand\\n") is None
    True
    >>> refused_room("Full Tilt Poker Game #20000000807 ")  # (cut after its number)
    ('Full Tilt Poker', 'pokerstars')
    >>> refused_room("Full Tilt Poker Tournament Summary Sit & Go (1) - 2009/01/01")  # (its hands' name)
    ('Full Tilt Poker', 'pokerstars')
    """
    first = _first_text(text)
    if first.startswith("Winamax Poker - Tournament summary"):  # (a room's tournament summary: its room's name)
        return "Winamax", "pokerstars"
    if first.startswith("Full Tilt Poker") and " Tournament Summary " in first[:50]:
        return "Full Tilt Poker", "pokerstars"
    site = other_site(first)
    if site is None:  # (a first line of the PokerStars family, whole or cut after its number)
        room = room_of(first) or room_of(first.rstrip(" \t:") + ":")
        if room is not None and room.site is not None:
            return room.site, "pokerstars"
        kind = _room_of_first_line(text, first)
        return None if kind is None else (ROOM_NAMES.get(kind, kind), kind)
    fmt = _ROOMS_READ.get(site or "")
    return None if fmt is None else (site, fmt)


def _room_of_first_line(text: str, first: str) -> Format | None:
    """The format of the room whose hand's first line ``first`` (the text's first line, stripped:
    :func:`refused_room`) is, whatever follows it: the room's hand there (an indented Cake hand,
    which a text's test takes at its first character only), or a first line that names its room
    alone (:data:`_FIRST_LINE_ALONE`, a chat after it); None where it is no room's.

    >>> _room_of_first_line("Everleaf Gaming Game #5\\nann: hi\\n", "Everleaf Gaming Game #5")
    'everleaf'
    >>> _room_of_first_line("note\\n", "note") is None
    True
    """
    kind = hand_room(text, first_line(text))
    if kind is not None:
        return kind
    if looks_like_cake(first):
        return "cake"
    return next((kind for pattern, kind in _FIRST_LINE_ALONE if pattern.match(first) is not None), None)


_GLUED: Final = re.compile(_GLUED_WORDS)
"""The first words of a hand whose first line may begin in the middle of a line, glued to text
before it (a hand cut off, a note, and the next hand written on after it): Bovada's and 888's,
which their readers take as a hand's start in the middle of a line too
(:func:`~pokerrank.handhistory.sites.vocabulary.cut_hands`), and the first lines of the rooms of
a text of their own (partypoker, OnGame, Everleaf, Absolute, Entraction, Cake, PKR), whose run
:func:`room_runs` begins there. Each found is a hand's only where :func:`hand_room` says so."""


_GLUED_A_LINE: Final = 4
"""How many of :data:`_GLUED`'s first words one line begins a hand at, at most (each is then
looked at by :func:`hand_room`, over up to 4,096 characters: a line of thousands of them costs
no more; a hand cut off is followed by one next hand on its line)."""


def _glued_starts(text: str) -> list[int]:
    """Where a hand whose reader starts it in the middle of a line (Bovada, 888, the PokerStars
    family: a hand cut off and the next written on after it) begins in the middle of a line,
    as :func:`room_runs` takes them: not in a player's chat (``ann: ...``, ``bob said, "..."``,
    :func:`_in_chat`).

    >>> _glued_starts("x\\n*** RIVER *** [4d KBovada Hand #5 TBL#2 HOLDEM No Limit - 2016-08-09 12:41:32\\n")
    [21]
    >>> _glued_starts("x\\nann: Bovada Hand #5 TBL#2 HOLDEM No Limit - 2016-08-09 12:41:32\\n*** FLOP *** [4d]\\n")
    [7]
    >>> _glued_starts('x\\nann said, "Bovada Hand #5 TBL#2 HOLDEM No Limit - 2016-08-09 12:41:32"\\n')
    []
    """
    try:
        return _glued_starts_of(text)
    finally:
        forget_seats()  # (the text's seats, known for its chats: not kept once it is looked at)


def _glued_starts_of(text: str) -> list[int]:
    """:func:`_glued_starts`."""
    out = []
    line_end = solid = taken = quoting = -1
    for found in _GLUED.finditer(text):
        at = found.start()
        if at >= line_end:  # (a new line: its start, first word and chat looked for once a line)
            line_end, solid = _line_of(text, at)
            quoting = _quoting(text, solid, line_end)
            taken = 0
        if (
            solid < at
            and taken < _GLUED_A_LINE
            and not _in_chat(text, at, quoting, solid)
            and not _chat_in_summary(text, at, solid)
        ):
            out.append(at)
            taken += 1
    for site in SITES:
        if site in text:
            line_end = -1
            for at in _inline_starts(text, site):  # (another room's chat: its line looked at once)
                if at >= line_end:
                    line_end, solid = _line_of(text, at)
                    quoting = _quoting(text, solid, line_end)
                if not _in_chat(text, at, quoting, solid) and not _chat_in_summary(text, at, solid):
                    out.append(at)
    return out


def _in_chat(text: str, at: int, quoting: int | None = None, solid: int | None = None) -> bool:
    """Whether the first words at ``at`` are a player's chat's, which begin no hand: right after
    a chat's ``name: `` (``ann: Game # 71 - ...``) or after its words, in a hand that goes on
    (``dan: hi Game # 71 - ...`` where the next line is a seated player's),
    or in a quote that ends the line (``bob said, "Game # 71 - ..."``; ``quoting``: :func:`_quoting`
    of its line, ``solid`` where its first word begins, looked for here without them):
    :func:`~pokerrank.handhistory.sites.vocabulary.in_chat`, the test every room's cut of its
    hands takes. A line that itself begins with a room's first words (``PokerStars Hand #21:
    Hold'em ``, ``Game started at: ``: a hand cut off) is no chat; a hand glued to a chat cut
    off (``bob said, "heGame # 71 - ...``) is a hand.

    >>> _in_chat('bob said, "Game # 71 - x"', 11), _in_chat('bob said, "heGame # 71 - x', 13)
    (True, False)
    >>> _in_chat("Game started at: Game # 71 - x", 17)
    False
    """
    return in_chat(text, at, quoting, solid, first=_FIRST_WORDS_ANYWHERE)


def room_runs(text: str, kind: Format) -> list[tuple[int, Format]]:
    """Where each run of one room's hands begins in a text whose format is ``kind`` (found by
    :func:`detect_format`), and the run's format: ``[(0, kind)]`` for a text of one room's
    hands; more where hands of another room are pasted among them (an Everleaf hand before a
    Cake hand, a PokerStars hand after a Bovada hand), each run to be read by its room's reader.
    A hand's first line is one that begins a line (:func:`hand_room`); where the text begins
    with lines of no hand, the first run begins at the first hand after them (text before
    it, no hand's), and with ``kind`` where no line begins a hand. The rooms of the
    PokerStars family are one run: their reader tells them apart hand by hand. A hand whose
    first line begins in the middle of a line (Bovada, 888, the PokerStars family, glued to
    a hand cut off: :func:`_glued_starts`) begins a run too, of whatever room the line before.

    >>> stars = "PokerStars Hand #1: Hold'em No Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET\\nx\\n"
    >>> room_runs("Bovada Hand #5 TBL#2 HOLDEM No Limit - 2016-08-09 12:41:32\\nx\\n\\n" + stars, "bovada")
    [(0, 'bovada'), (62, 'pokerstars')]
    >>> room_runs(stars + stars, "pokerstars"), room_runs("note\\n" + stars, "pokerstars")
    ([(0, 'pokerstars')], [(5, 'pokerstars')])
    """
    starts = {found.end() for found in _OWN_FIRST_WORDS.finditer(text)}
    starts.update(found.end() for found in NEXT_HAND.finditer(text))
    glued = set(_glued_starts(text))
    starts.update(glued)
    first = hand_room(text, first_line(text))
    runs: list[tuple[int, Format]] = [(0, first)] if first is not None else []
    for at in sorted(starts):
        found = hand_room(text, at)
        if found is not None and (not runs or found != runs[-1][1] or at in glued):
            runs.append((at, found))
    return runs or [(0, kind)]


def detect_format(text: str, name: str = "") -> Format:
    """The format of a hand-history text: ``"pokerstars"``, ``"phh"``, ``"phhs"``, ``"ohh"``,
    ``"ipoker"``, ``"merge"``, ``"pokernow"``, ``"bovada"``, ``"888"`` or ``"partypoker"``.

    ``name`` (a file name) helps only when the text alone cannot tell (``.phhs`` against
    ``.phh``). Anything else is a :class:`~pokerrank.errors.HandHistoryError` naming what the
    text looks like.

    >>> detect_format("[1]\\nvariant = 'NT'\\n")
    'phhs'
    """
    lowered = name.lower()
    if _surely_phh(text):
        return "phhs" if lowered.endswith(".phhs") or _phhs_table(text) else "phh"
    if _ANY_START.match(text) is not None:
        return "pokerstars"
    if _NEXT_HAND.search(text, 0, 200_000) is not None and not _begins_another_room(text):
        return "pokerstars"  # (a PokerStars-family hand further on: unless the text begins with another room's)
    plain = line_room(text)
    if plain is not None:  # Seals With Clubs, KingsClub: plain lines of their own
        return plain.format  # type: ignore[return-value]  # the line rooms' formats are in Format
    if looks_like_ohh(text):  # Open Hand History JSON
        return "ohh"
    if looks_like_ipoker(text):  # the iPoker network's XML
        return "ipoker"
    if looks_like_merge(text):  # the Merge network's XML
        return "merge"
    if text.find("<", 0, _XML_TAGS_WITHIN) >= 0:  # (both look for a tag among the first characters only)
        if looks_like_microgaming(text):  # the Microgaming network's XML
            return "microgaming"
        if looks_like_boss(text):  # the Boss Media network's XML
            return "boss"
    if looks_like_everest(text):  # Everest Poker's XML
        return "everest"
    if looks_like_pokernow(text):  # a PokerNow CSV log
        return "pokernow"
    if looks_like_bovada(text):  # Bovada, Ignition, Bodog
        return "bovada"
    if looks_like_party(text):  # partypoker and the rooms writing its text, Betfair
        return "partypoker"
    if looks_like_pacific(text):  # 888poker, Pacific, Cassava
        return "888"
    if looks_like_ongame(text):  # the OnGame network
        return "ongame"
    if looks_like_entraction(text):  # Entraction
        return "entraction"
    if looks_like_cake(text):  # the Cake network
        return "cake"
    if looks_like_pkr(text):  # PKR
        return "pkr"
    if looks_like_everleaf(text):  # the Everleaf network
        return "everleaf"
    if looks_like_absolute(text):  # Absolute Poker, UltimateBet
        return "absolute"
    if _PHH_KEY.search(text) is not None:
        if lowered.endswith(".phhs") or _PHHS_TABLE.search(text) is not None:
            return "phhs"
        return "phh"
    first = _first_text(text)
    if not first:
        raise HandHistoryError("the file is empty: no hand in it", name or "<text>")
    if first.startswith(("Winamax Poker - Tournament summary", "PokerTracker 4 Tournament Summary")) or (
        first.startswith("Full Tilt Poker") and " Tournament Summary " in first[:50]
    ):
        room = "Winamax" if first.startswith("Winamax") else "Full Tilt"
        if first.startswith("PokerTracker 4 Tournament Summary"):
            room = "PokerTracker"
        raise HandHistoryError(
            f"this is a {room} tournament summary (buy-in, places, prizes), not a hand history: no hand in it",
            name or "<text>",
            line=1,
        )
    later = later_hand(text)
    if later is not None:  # text before the first hand's first line: a record of its own (reader.py)
        return later[1]
    site = other_site(first)
    if site in _ROOMS_READ:
        raise HandHistoryError(
            f"the first line {shorten(first)} begins a hand of {site}, but what follows does not read as one"
            " (cut short?)",
            name or "<text>",
            line=1,
        )
    if site is not None:
        raise HandHistoryError(
            f"this is a hand history of {site}, which pokerrank does not read; it reads {_READ}",
            name or "<text>",
            line=1,
        )
    shown = first if len(first) <= 60 else first[:57] + "..."
    raise HandHistoryError(
        f"not a hand history pokerrank can read: the first line is {shown!r}; expected a hand of {_READ}",
        name or "<text>",
        line=1,
    )
