"""What every reader of a room's own text does with one hand: name it in errors, and turn an
error while reading it into a record that says so (the rest of the file is still read)."""

from __future__ import annotations

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory.records import HandRecord

__all__ = ["TextHand", "repeated_line"]


class TextHand:
    """One hand of a room's text: ``read()`` (the room's) builds its record; :meth:`record`
    gives that record, or one holding the error that stopped it."""

    format = "?"
    """The records' ``format``."""

    def __init__(self, text: str, source: str, encoding: str, line: int, site: str, hand_id: str) -> None:
        self.text = text
        self.source = source
        self.encoding = encoding
        self.line = line
        self.site = site
        self.hand_id = hand_id

    def read(self) -> HandRecord:  # pragma: no cover - each room reads its own
        raise NotImplementedError

    def fail(self, message: str, line: int | None = None) -> HandHistoryError:
        """An error naming the file, the hand and the line."""
        return HandHistoryError(message, self.source, self.hand_id, line or self.line)

    def record(self) -> HandRecord:
        """The hand's record; a hand that cannot be read is a record whose ``error`` says why."""
        try:
            return self.read()
        except HandHistoryError as exc:
            return self.broken(exc)
        except (ArithmeticError, ValueError, TypeError, KeyError, IndexError) as exc:  # a line cut or garbled
            return self.broken(self.fail(f"a value pokerrank cannot read: {exc}"))

    def broken(self, error: HandHistoryError) -> HandRecord:
        """The record of a hand that could not be read."""
        return HandRecord(
            self.source, self.hand_id, self.site, self.format, self.line, error=error, encoding=self.encoding
        )


def repeated_line(lines: list[str]) -> str:
    """The first player's line written twice in a row, said as the likely cause of a hand whose
    numbers do not add up (a file with corrupted lines), or nothing.

    >>> repeated_line(["a", "ann : Calls $1", "ann : Calls $1"])
    " (line 3 repeats the line before: 'ann : Calls $1')"
    """
    for number in range(2, len(lines)):
        row = lines[number].strip()
        if row and row == lines[number - 1].strip() and (" : " in row or " [" in row or " wins " in row):
            return f" (line {number + 1} repeats the line before: {row!r})"
    return ""
