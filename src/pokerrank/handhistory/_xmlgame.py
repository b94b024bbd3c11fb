"""One ``<game>`` of an XML hand history (iPoker, Merge): where it stands, its hand id, and the
record it reads to, or the record of why it cannot be read.

A reader subclasses :class:`XmlGame` with its room's ``site``, ``format`` and hand-id pattern
and writes :meth:`XmlGame.read`; :meth:`XmlGame.record` turns whatever goes wrong in there into
a record that carries the error.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory.records import HandRecord

__all__ = ["XmlGame"]


class XmlGame:
    """A ``<game>``'s text, the file it came from (``source``, ``encoding``) and its first line."""

    site: ClassVar[str]
    format: ClassVar[str]
    hand_id_pattern: ClassVar[re.Pattern[str]]
    """Matches the start of the ``<game>`` tag; its first group is the hand id."""

    def __init__(self, text: str, source: str, encoding: str, line: int) -> None:
        self.text = text
        self.source = source
        self.encoding = encoding
        self.line = line
        found = self.hand_id_pattern.match(text)
        self.hand_id = found.group(1) if found else "?"

    def fail(self, message: str, line: int | None = None) -> HandHistoryError:
        """The error of this hand, at its first line unless ``line`` is given."""
        return HandHistoryError(message, self.source, self.hand_id, line or self.line)

    def read(self) -> HandRecord:
        """The hand's record; raises :class:`HandHistoryError` (or a value error) for a broken hand."""
        raise NotImplementedError

    def record(self) -> HandRecord:
        """:meth:`read`'s record, or a record that carries why the hand cannot be read."""
        try:
            return self.read()
        except HandHistoryError as exc:
            error = exc
        except (ArithmeticError, ValueError, TypeError, KeyError) as exc:
            error = self.fail(f"a value pokerrank cannot read: {exc}")
        return HandRecord(
            self.source,
            self.hand_id,
            site=self.site,
            format=self.format,
            line=self.line,
            error=error,
            encoding=self.encoding,
        )

    def hand(self, **fields: Any) -> HandRecord:
        """A record of this hand, its :class:`HandRecord` ``fields`` named."""
        return HandRecord(
            self.source, self.hand_id, self.site, self.format, self.line, encoding=self.encoding, **fields
        )
