"""``read()``: hand records from a path, a folder, a text or an open file, whatever the format."""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import replace
from itertools import islice
from pathlib import Path
from typing import IO, Final, Literal

from pokerrank._checks import plainly, shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory.detect import (
    ROOM_NAMES,
    Format,
    decode,
    detect_format,
    first_line,
    glued_hand,
    glued_later,
    hand_room,
    later_hand,
    one_line_end,
    refused_room,
    room_runs,
)
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.sites import ANY_FIRST_WORDS

__all__ = ["read", "read_bytes", "source_files"]

Source = str | os.PathLike[str] | bytes | IO[str] | IO[bytes]

OWN_TEXT: Final = frozenset({"ongame", "entraction", "cake", "pkr", "everleaf", "absolute"})
"""The formats read by a grammar on :mod:`pokerrank.handhistory.owntext`: each a module of
that name with a ``read_<name>(text, source, encoding)``."""

_SUFFIXES = (".txt", ".phh", ".phhs", ".log", ".hh", ".ohh", ".json", ".xml", ".csv")


def read(
    source: Source | Iterable[str | os.PathLike[str]],
    *,
    errors: Literal["keep", "raise"] = "keep",
) -> Iterator[HandRecord]:
    """Every hand in ``source``, as :class:`HandRecord` values, in order.

    ``source``: a file path, a folder (every hand-history file under it, in name order), a
    list of paths, the text of hands, bytes, or an open file. The format (PokerStars text and
    the rooms that write it, PHH, Open Hand History, iPoker XML, PokerNow CSV) and the text
    encoding are found from the content. A hand that cannot be read comes
    as a record whose ``error`` is a :class:`~pokerrank.errors.HandHistoryError` naming the
    file, the hand and the line, and the rest is still read; ``errors="raise"`` raises that
    error instead.

    >>> text = '''variant = "NT"
    ... antes = [0, 0]
    ... blinds_or_straddles = [1, 2]
    ... min_bet = 2
    ... starting_stacks = [200, 200]
    ... actions = ["d dh p1 AsAd", "d dh p2 KsKd", "p2 f"]
    ... '''
    >>> [(hand.format, hand.game, hand.players) for hand in read(text)]
    [('phh', 'holdem', ('p1', 'p2'))]
    """
    records = _read(source)  # (a generator: nothing is read before the first hand is asked for)
    return _raising(records) if errors == "raise" else records


def _raising(records: Iterator[HandRecord]) -> Iterator[HandRecord]:
    """``records``, raising the error of the first one that could not be read."""
    for record in records:
        if record.error is not None:
            raise record.error
        yield record


def _read(source: Source | Iterable[str | os.PathLike[str]]) -> Iterator[HandRecord]:
    if isinstance(source, bytes):
        yield from read_bytes(source, "<bytes>")
        return
    if isinstance(source, str):
        starts = (
            "PokerStars",
            "variant",
            "{",
            "[",
            "<",
            "entry,at,order",
            "Bovada",
            "Ignition",
            "Bodog",
            "#Game No",
            "***** History for hand",
        )
        if (
            "\n" in source
            or "\r" in source.rstrip("\r")
            or source.lstrip("\ufeff").startswith(starts)
            or not source.strip()
        ):
            yield from _read_str(source, "<text>")
            return
        source = Path(source)
    if isinstance(source, os.PathLike):
        path = Path(source)
        try:
            is_dir = path.is_dir()
        except OSError as exc:  # a name too long for the system, a path it cannot look at
            raise HandHistoryError(f"cannot be read ({exc.strerror or exc})", _name(path)) from None
        if is_dir:
            for file in source_files([path]):
                yield from read_bytes(_load(file), str(file))
            return
        yield from read_bytes(_load(path), str(path))
        return
    if hasattr(source, "read"):
        data = source.read()
        name = str(getattr(source, "name", "<file>"))
        if isinstance(data, bytes):
            yield from read_bytes(data, name)
        else:
            yield from _read_str(data, name)
        return
    if isinstance(source, Mapping):  # (its keys are no paths: an OHH hand as a dict is the likeliest)
        raise HandHistoryError(
            f"read() takes a path, a folder, text, bytes or an open file, not {plainly(source)}; "
            "a hand as a dict (OHH's) is read from its JSON text: read(json.dumps(hand))"
        )
    if isinstance(source, Iterable):
        try:
            items = iter(source)
        except TypeError:  # a 0-d numpy array says it is iterable, and is not
            raise _not_a_source(source) from None
        for item in items:
            yield from _read(item)
        return
    raise _not_a_source(source)


def _not_a_source(source: object) -> HandHistoryError:
    return HandHistoryError(f"read() takes a path, a folder, text, bytes or an open file, not {plainly(source)}")


def _name(path: Path) -> str:
    """A path as error messages name it: as it is, or its two ends if it is very long."""
    text = str(path)
    return text if len(text) <= 200 else f"{text[:100]}…{text[-99:]}"


def _load(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise HandHistoryError("no such file", _name(path)) from None
    except OSError as exc:
        raise HandHistoryError(f"cannot be read ({exc.strerror or exc})", _name(path)) from None
    except ValueError:  # a NUL character: no path has one
        raise HandHistoryError("is not a path (it holds a NUL character)", _name(path)) from None


def source_files(paths: Iterable[str | os.PathLike[str]]) -> list[Path]:
    """The files that ``paths`` name: files as given, folders walked for hand-history files
    (``.txt``, ``.phh``, ``.phhs``, ``.log``, ``.hh``, ``.ohh``, ``.json``, ``.xml``, ``.csv``) in name order."""
    files: list[Path] = []
    for item in paths:
        path = Path(item)
        if path.is_dir():
            found = [p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in _SUFFIXES]
            files.extend(sorted(found, key=lambda p: _natural(str(p.relative_to(path)))))
        else:
            files.append(path)
    return files


def _natural(text: str) -> list[object]:
    import re

    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", text)]


def read_bytes(data: bytes, source: str) -> Iterator[HandRecord]:
    """Every hand of one file's bytes (a file that cannot be decoded is one unreadable record)."""
    try:
        text, encoding = decode(data, source)
    except HandHistoryError as exc:
        yield HandRecord(source, "?", error=exc)
        return
    yield from _read_text(text, source, encoding)


def _read_str(text: str, source: str) -> Iterator[HandRecord]:
    """Every hand of a text given as ``str``, its line ends made ``\\n`` as a decoded file's are
    (:func:`~pokerrank.handhistory.detect.one_line_end`): a text's lines are the same lines for
    every reader whatever their ends. (Its control characters are the readers' to judge: a NUL
    or DOS end-of-file mark after a hand's last line is passed over, where bytes holding one
    are refused as binary data.)"""
    return _read_text(one_line_end(text), source, "utf-8")


_XML_ROOMS = frozenset({"microgaming", "boss", "everest"})
"""The closed networks' XML: formats read by the module of their name (``read_boss`` in
``pokerrank.handhistory.boss``)."""

_READERS: Final = {
    "pokerstars": ("pokerstars", "read_text"),
    "ohh": ("ohh", "read_ohh"),
    "ipoker": ("ipoker", "read_ipoker"),
    "merge": ("merge", "read_merge"),
    "bovada": ("bovada", "read_bovada"),
    "888": ("pacific", "read_pacific"),
    "partypoker": ("party", "read_party"),
    "pokernow": ("pokernow", "read_pokernow"),
    **dict.fromkeys(("sealswithclubs", "kingsclub", "wpn-old", "actionpoker"), ("plainlines", "read_line_rooms")),
    **{kind: (kind, f"read_{kind}") for kind in _XML_ROOMS | OWN_TEXT},
}
"""Each format's reader: the module of :mod:`pokerrank.handhistory` and its function of
``(text, source, encoding)``, imported when a text of that format comes. PHH and PHHS
(``phh.read_phh``) are read apart, as they say whether the file holds one hand or many."""


def _read_text(text: str, source: str, encoding: str) -> Iterator[HandRecord]:
    """The hands of a text: its format found at once, then its reader's own iterator (called
    from the readers' generators, which read nothing before the first hand is asked for)."""
    try:
        kind = detect_format(text, source)
    except HandHistoryError as exc:
        glued = glued_hand(text)
        if glued is not None:  # a line glued before the first hand's first line: its own record, then the hands
            return _glued_head(text, glued, source, encoding)
        if exc.source != source:
            exc = HandHistoryError(exc.reason, source, None, exc.line)
        glued = glued_later(text)
        if glued is not None:  # a hand cut off in the first lines, the next glued there: its record, then the hands
            return _glued_head(text, glued, source, encoding, exc)
        return iter((_refused_record(text, exc, source, encoding),))
    if kind in _READERS:
        if kind not in _WHOLE_FILES:
            blank = first_line(text)
            if blank < len(text) and hand_room(text, blank) is None:  # text before the first hand
                glued = glued_hand(text)
                if glued is not None:  # glued before the first hand's first line (a later hand told the format)
                    return _glued_head(text, glued, source, encoding)
                if kind in _HEADLESS:
                    return _after_head(text, kind, source, encoding)
                own = refused_room(text)
                if own is not None:  # (the head's record names the room its own first line is of)
                    return _named_head(
                        _each_room(_reader(kind)(text, source, encoding), text, kind, source, encoding), own
                    )
        records = _reader(kind)(text, source, encoding)
        return _each_room(records, text, kind, source, encoding) if kind not in _WHOLE_FILES else records
    read_phh = _PHH_READER[0] if _PHH_READER else _phh_reader()
    return read_phh(text, source, encoding, many=kind == "phhs")


_HEADLESS: Final = frozenset({"bovada", "partypoker", "sealswithclubs", "kingsclub", "wpn-old", "actionpoker"})
"""The formats whose readers begin at their first hand's first line: text before it (a note, a
hand cut off: :func:`~pokerrank.handhistory.detect.detect_format` finds the hand after it) is
given a record here (:func:`_after_head`). The PokerStars family's, 888's and the rooms of
:data:`OWN_TEXT` give it one themselves."""
_SITES: Final = ROOM_NAMES
"""The room a format's records name, for a record of text before a file's first hand."""


def _after_head(text: str, kind: Format, source: str, encoding: str) -> Iterator[HandRecord]:
    """A text of ``kind`` that begins with lines of no hand: their record (quoting the first),
    then the hands after them, every line numbered as the file's."""
    from pokerrank.handhistory.pacific import head_record

    later = later_hand(text)
    at = later[0] if later is not None else len(text)
    site, fmt = refused_room(text[:at]) or (_SITES.get(kind, kind), kind)  # (its own first line's room)
    head = head_record(text[:at], source, encoding, site, fmt)
    if head is not None:
        yield head
    rest = "\n" * text.count("\n", 0, at) + text[at:]
    yield from _each_room(_reader(kind)(rest, source, encoding), rest, kind, source, encoding)


def _named_head(records: Iterator[HandRecord], room: tuple[str, str]) -> Iterator[HandRecord]:
    """``records`` of a text that begins with text of no hand whose first line is ``room``'s (its
    site and format, :func:`~pokerrank.handhistory.detect.refused_room`: ``Everleaf Gaming Game #5``
    and a chat before a Cake hand): the record of that text, the first, names that room, not the
    room of the hands after it."""
    first = next(records, None)
    if first is None:
        return
    if first.hand_id == "?" and first.error is not None:
        first = replace(first, site=room[0], format=room[1])
    yield first
    yield from records


def _glued_head(
    text: str, glued: tuple[int, Format], source: str, encoding: str, refused: HandHistoryError | None = None
) -> Iterator[HandRecord]:
    """A text whose first line is text of no hand glued before a hand's first line (``note
    #Game No : 7``, :func:`~pokerrank.handhistory.detect.glued_hand`): that text's record,
    quoting it, then the hands from there on, every line numbered as the file's (the hand's
    first line is the text's first). With ``refused``, a text no reader takes whose first lines
    are a hand cut off in them, the next hand glued there
    (:func:`~pokerrank.handhistory.detect.glued_later`): the cut text's record is given the
    reason the text was refused (its first line quoted); either names the room its first line is
    of (:func:`~pokerrank.handhistory.detect.refused_room`), not the glued hand's."""
    from pokerrank.handhistory.pacific import head_record

    at, kind = glued
    own = refused_room(text[:at])  # (``Full Tilt Poker Game #20000000807 `` is Full Tilt's, whatever is glued)
    site, fmt = own if own is not None else (_SITES.get(kind, kind), kind)
    head = (
        head_record(text[:at], source, encoding, site, fmt)
        if refused is None
        else _refused_record(text, refused, source, encoding, at)
    )
    if head is not None:
        yield head
    yield from _read_text("\n" * text.count("\n", 0, at) + text[at:], source, encoding)


def _refused_record(text: str, refused: HandHistoryError, source: str, encoding: str, at: int = 0) -> HandRecord:
    """The record of a text no reader takes (``refused``: why, its first line quoted), holding
    the text up to ``at`` (a hand glued there, :func:`_glued_head`; none: the whole text refused),
    of the room read whose first line the text's first line is
    (:func:`~pokerrank.handhistory.detect.refused_room`: ``Game #900 starts.`` is partypoker's
    whatever follows it), else of no room read (a record's own room)."""
    record = HandRecord(source, "?", line=refused.line or 1, error=refused, encoding=encoding, text=text[:at])
    room = refused_room(text)
    return record if room is None else replace(record, site=room[0], format=room[1])


_WHOLE_FILES: Final = frozenset({"ohh", "ipoker", "merge", "pokernow"} | _XML_ROOMS)
"""The formats of a file of their own (JSON, XML, CSV): no other room's hand is pasted among
their hands' lines (:func:`_each_room`)."""


def _reader(kind: str) -> Callable[[str, str, str], Iterator[HandRecord]]:
    """The reader of a format (:data:`_READERS`), imported when a text of that format comes."""
    from importlib import import_module

    module, function = _READERS[kind]
    read: Callable[[str, str, str], Iterator[HandRecord]] = getattr(
        import_module(f"pokerrank.handhistory.{module}"), function
    )
    return read


_SECOND_START: Final = ANY_FIRST_WORDS
"""Another hand's first line, of a room of the PokerStars shape
(:data:`~pokerrank.handhistory.sites.ANY_FIRST_WORDS`)."""


def _whole_first_line(record: HandRecord) -> HandRecord:
    """``record``, or where its first line holds another hand's first line after its own start
    (``Poker Hand #RC1: Hold'em Poker Hand #RC2: Hold'em No Limit ...``: the hand cut in its first
    line, the next glued there, read as one hand under the cut number with the glued one's lines)
    a record of it that is not read, the line quoted: never a MATCH under the cut hand's number
    (another first line looked for after the line's own first words).
    A first line holds one ``#`` (its number) or two (a tournament's): looked at only past that."""
    text = record.text
    end = text.find("\n")
    first = text if end < 0 else text[:end]
    if first.count("#") < 2:
        return record
    own = _SECOND_START.search(first)  # (its own first words: after a file's words before them, `Run It Once `)
    found = _SECOND_START.search(first, max(own.end(), 1)) if own is not None else None
    if found is None:
        return record
    error = HandHistoryError(
        f"the first line holds another hand's first line ({shorten(first[found.start() :].strip(), 60)}): a hand cut"
        " off in its first line, the next glued there",
        record.source,
        record.hand_id,
        record.line,
        "unreadable",
    )
    return replace(record, error=error)


def _each_room(
    records: Iterator[HandRecord], text: str, kind: Format, source: str, encoding: str
) -> Iterator[HandRecord]:
    """The records of a text of lines, every hand read by its own room's reader where hands of
    two rooms are pasted in one file (a PokerStars hand after a Bovada hand, an Everleaf hand
    before a Cake hand): each run of one room's hands (:func:`~pokerrank.handhistory.detect.room_runs`)
    read by that room's reader, its lines numbered as the file's.

    The text is looked at for other rooms' hands only once a record is not read whole (an
    error, or lines no rule reads: another room's lines are such lines to a room's reader), so
    a file of one room costs nothing more. Where it mixes rooms, the text is read again run
    by run, and the records already given (each read whole, before the first one that was
    not) are not given twice."""
    given = 0
    for record in records:
        if record.error is None and not record.unparsed:
            given += 1
            yield _whole_first_line(record)
            continue
        runs = room_runs(text, kind)
        if len(runs) == 1:  # one room's hands: the reader's records as they are (a glued first line looked for in each)
            yield _whole_first_line(record) if record.error is None else record
            yield from (_whole_first_line(each) if each.error is None else each for each in records)
            return
        alone = [record, *records]
        ran = list(islice(_by_runs(text, runs, source, encoding), given, None))
        # (a guard: a hand the file's reader read is never lost to runs that cut it)
        yield from alone if _hand_ids(alone) - _hand_ids(ran) else ran
        return


def _hand_ids(records: list[HandRecord]) -> Counter[str]:
    """How many records of each hand number ``records`` holds (text of no hand's aside: a
    room's reader may give another room's hand a record of its own room)."""
    return Counter(record.hand_id for record in records if record.hand_id != "?")


def _by_runs(text: str, runs: list[tuple[int, Format]], source: str, encoding: str) -> Iterator[HandRecord]:
    """The records of each run of ``runs`` (where it begins, its format), read by its room's
    reader; text before the first run (no hand's) is a record of its own, quoting it: the
    first run's reader's where it gives one itself and starts a hand in the middle of a line
    (the PokerStars family, 888): it then also finds a hand glued to the end of that text."""
    if runs[0][0] > 0 and runs[0][1] in ("pokerstars", "888"):
        runs = [(0, runs[0][1]), *runs[1:]]
    if runs[0][0] > 0:
        from pokerrank.handhistory.pacific import head_record

        kind = runs[0][1]
        head = head_record(text[: runs[0][0]], source, encoding, _SITES.get(kind, kind), kind)
        if head is not None:
            yield head
    lines_before, counted = 0, 0  # (the newlines before ``counted``: each run counts on from the last)
    for k, (start, kind) in enumerate(runs):
        end = runs[k + 1][0] if k + 1 < len(runs) else len(text)
        lines_before += text.count("\n", counted, start)  # (the run's lines keep the file's numbers)
        counted = start
        yield from _reader(kind)("\n" * lines_before + text[start:end], source, encoding)


_PHH_READER: Final[list[Callable[..., Iterator[HandRecord]]]] = []
"""``phh.read_phh``, once imported (an import statement costs a microsecond a hand even when
the module is loaded)."""


def _phh_reader() -> Callable[..., Iterator[HandRecord]]:
    from pokerrank.handhistory.phh import read_phh

    _PHH_READER.append(read_phh)
    return read_phh
