"""Hands and verdicts as rows of the store's tables, gathered column by column.

A batch of hands is kept as one list per column (cheap to append to, one Arrow table per
store table at the end), so that a batch is written with a few set-based statements rather
than a statement per row.
"""

from __future__ import annotations

import hashlib
import re
from datetime import datetime
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from pokerrank.handhistory import HandRecord, Verdict

__all__ = ["COLUMNS", "Batch", "hand_key", "played", "positions"]

_WHEN: Final = re.compile(
    r"(?P<y>\d{4})[/-](?P<mo>\d{1,2})[/-](?P<d>\d{1,2})[ T]+(?P<h>\d{1,2}):(?P<mi>\d{2})(?::(?P<s>\d{2}))?"
    r"(?:\s*(?P<zone>[A-Z]{2,5}(?:[+-]\d{1,4})?|Z|[+-]\d{2}:?\d{2}))?"
)


def played(record: HandRecord) -> tuple[datetime | None, str | None]:
    """When the hand was played, as the room printed it (its first date and time in the hand's
    first two lines, with the zone when one follows: never converted, never guessed), or the
    PHH fields ``year``, ``month``, ``day``, ``time`` and ``time_zone``."""
    data = record.extra.get("data") if record.format == "phh" else None
    if isinstance(data, dict):
        try:
            year, month, day = int(data["year"]), int(data["month"]), int(data["day"])
            clock = [int(part) for part in str(data.get("time", "00:00:00")).split(":")[:3]] + [0, 0, 0]
            moment = datetime(year, month, day, clock[0], clock[1], clock[2])
        except (KeyError, TypeError, ValueError):
            return None, None
        zone = data.get("time_zone")
        return moment, str(zone) if zone is not None else None
    head = record.text[:400].split("\n", 2)
    found = _WHEN.search("\n".join(head[:2]))
    if found is None:
        return None, None
    try:
        moment = datetime(
            int(found["y"]), int(found["mo"]), int(found["d"]), int(found["h"]), int(found["mi"]), int(found["s"] or 0)
        )
    except ValueError:  # a date no calendar has: kept as unknown
        return None, None
    return moment, found["zone"]


def hand_key(record: HandRecord, path: str) -> str:
    """The key that makes a hand the same hand in every file: the room, the table, the hand's
    number and a digest of its text (line ends and trailing spaces aside). The digest keeps
    apart hands whose numbers are not the room's own (PHH files numbered by their file names,
    PokerNow's numbers that start again each game); a hand read with no text: its file and line.

    >>> from pokerrank.handhistory import HandRecord
    >>> key = hand_key(HandRecord("a.txt", "7", table="T", text="Seat 1: ann"), "a.txt")
    >>> key.rsplit("|", 1)[0], len(key.rsplit("|", 1)[1])
    ('PokerStars|T|7', 16)
    """
    if not record.text:
        return f"{path}#{record.line}"
    lines = "\n".join(line.rstrip() for line in record.text.strip().splitlines())
    digest = hashlib.sha1(lines.encode("utf-8"), usedforsecurity=False).hexdigest()[:16]
    return f"{record.site}|{record.table or ''}|{record.hand_id}|{digest}"


def positions(record: HandRecord) -> dict[str, str]:
    """Each seated player's position from the button (``BTN``, ``SB``, ``BB``, ``UTG``,
    ``UTG+1``, ..., ``HJ``, ``CO``); none in a game without a button.

    Heads-up, the button posts the small blind: its position is ``BTN``. None either where a
    player joined after the seats were listed (partypoker): where they sat is not known.
    """
    if record.button is None or "joined" in record.extra:  # a player whose seat is not known
        return {}
    seats = sorted((s for s in record.seats if not s.sitting_out), key=lambda s: s.seat)
    if len(seats) < 2:
        return {}
    after = [s for s in seats if s.seat > record.button] + [s for s in seats if s.seat <= record.button]
    if after[-1].seat != record.button:  # the button's seat is empty (a dead button)
        names = [s.name for s in after]
        return dict(zip(names, _labels(len(names) + 1)[:-1], strict=False))
    names = [s.name for s in after]
    return dict(zip(names, _labels(len(names)), strict=True))


def _labels(n: int) -> list[str]:
    """Positions of ``n`` players, from the seat left of the button round to the button."""
    if n == 2:
        return ["BB", "BTN"]
    tail = ["HJ", "CO", "BTN"][-(n - 2) :] if n - 2 <= 3 else ["HJ", "CO", "BTN"]
    middle = n - 2 - len(tail)
    return ["SB", "BB", *(["UTG"] + [f"UTG+{i}" for i in range(1, middle)] if middle else []), *tail]


COLUMNS: Final[dict[str, tuple[str, ...]]] = {
    "files": ("file_id", "path", "sha1", "bytes", "hands", "added", "imported_at", "error"),
    "hands": (
        *("seq", "hand_key", "file_id", "line", "site", "format", "hand_id", "table_name", "tournament", "game"),
        *("game_text", "structure", "small_blind", "big_blind", "currency", "unit", "played_at", "time_zone"),
        *("max_seats", "button", "players", "boards", "total_pot", "rake", "outcome", "reason", "detail"),
        *("showdown", "audited_by", "text"),
    ),
    "seats": (
        *("seq", "hand_key", "seat", "player", "position", "stack", "hole", "sitting_out", "put_in", "collected"),
        *("returned", "net"),
    ),
    "actions": ("seq", "hand_key", "n", "street", "player", "kind", "amount", "to_amount", "all_in", "cards"),
    "collections": ("seq", "hand_key", "player", "amount", "pot", "run"),
    "payouts": ("seq", "hand_key", "pot", "player", "rules", "paid"),
    "results": (
        *("seq", "hand_key", "player", "status", "reason", "put_in", "net", "rake", "adjusted", "adjusted_exact"),
        *("showdown", "cash_out", "computed_by"),
    ),
    "allins": (
        *("seq", "hand_key", "player", "street", "equity", "equity_exact", "won", "won_exact", "variance", "bucket"),
        "computed_by",
    ),
    "dealt": ("seq", "hand_key", "player", "hand_class"),
}
"""Each staged table's columns, in the order of a row (``seq`` numbers the hands in the order
they were read)."""


class Batch:
    """Rows of a batch of hands, as tuples per table in the order of :data:`COLUMNS` (``seq``
    numbers the hands of the batch, so that a hand read twice in one batch keeps its first
    reading)."""

    __slots__ = (
        *("actions", "allins", "collections", "dealt", "files", "hands", "payouts", "results", "seats", "size"),
        "start",
    )

    def __init__(self, start: int = 0) -> None:
        self.size = 0
        self.start = start
        """The ``seq`` of the batch's first hand: hands read later have larger numbers."""
        self.files: list[tuple[Any, ...]] = []
        self.hands: list[tuple[Any, ...]] = []
        self.seats: list[tuple[Any, ...]] = []
        self.actions: list[tuple[Any, ...]] = []
        self.collections: list[tuple[Any, ...]] = []
        self.payouts: list[tuple[Any, ...]] = []
        self.results: list[tuple[Any, ...]] = []
        self.allins: list[tuple[Any, ...]] = []
        self.dealt: list[tuple[Any, ...]] = []

    def add(self, key: str, file_id: int, record: HandRecord, verdict: Verdict, version: str) -> None:
        """One hand and its verdict."""
        seq = self.start + self.size
        self.size += 1
        when, zone = played(record)
        stakes = record.stakes
        self.hands.append(
            (
                seq,
                key,
                file_id,
                record.line,
                record.site,
                record.format,
                record.hand_id,
                record.table,
                record.tournament,
                record.game,
                record.game_text,
                record.structure,
                stakes[0] if len(stakes) > 0 else None,
                stakes[1] if len(stakes) > 1 else None,
                record.currency,
                record.unit,
                when,
                zone,
                record.max_seats,
                record.button,
                len(record.seats),
                list(record.boards),
                record.total_pot,
                record.rake,
                verdict.outcome.value,
                verdict.reason,
                verdict.detail,
                verdict.showdown,
                version,
                record.text,
            )
        )
        put_in: dict[str, int] = {}
        actions = self.actions
        for n, a in enumerate(record.actions):
            put_in[a.player] = put_in.get(a.player, 0) + a.amount
            actions.append((seq, key, n, a.street, a.player, a.kind.value, a.amount, a.to, a.all_in, a.cards))
        collected: dict[str, int] = {}
        collections = self.collections
        for got in record.collected:
            collected[got.player] = collected.get(got.player, 0) + got.amount
            collections.append((seq, key, got.player, got.amount, got.pot, got.run))
        where = positions(record)
        returned, hole = record.returned, record.hole
        joined = record.extra.get("joined")  # joined after the seats were listed: seat and stack not known
        seats = self.seats
        for seat in record.seats:
            player = seat.name
            given, back, won = put_in.get(player, 0), returned.get(player, 0), collected.get(player, 0)
            seats.append(
                (
                    seq,
                    key,
                    None if player == joined else seat.seat,
                    player,
                    where.get(player),
                    None if player == joined else seat.stack,
                    hole.get(player),
                    seat.sitting_out,
                    given,
                    won,
                    back,
                    won + back - given,
                )
            )
        self.payouts.extend((seq, key, p.pot, p.player, p.rules, p.paid) for p in verdict.payouts)

    def add_results(self, key: str, record: HandRecord, version: str) -> None:
        """Each player's results in the hand last added (:func:`pokerrank.results.hand_result`),
        its all-in's underdog and its Hold'em heroes' starting hands (for the fairness check);
        a hand whose results cannot be worked out (a record that contradicts itself) adds none."""
        from fractions import Fraction

        from pokerrank.errors import PokerRankError
        from pokerrank.results import hand_result
        from pokerrank.results.fairness import hero_hands, underdog

        try:
            found = hand_result(record)
        except PokerRankError:
            return
        seq = self.start + self.size - 1
        for p in found.players:
            adjusted = Fraction(p.adjusted)
            self.results.append(
                (
                    seq,
                    key,
                    p.player,
                    found.status.value,
                    found.reason,
                    p.put_in,
                    p.net,
                    float(p.rake),
                    float(adjusted),
                    str(adjusted),
                    p.showdown,
                    p.transfer,
                    version,
                )
            )
        dog = underdog(found)
        if dog is not None and found.allin is not None:
            self.allins.append(
                (
                    *(seq, key, dog.player, found.allin.street, float(dog.equity), str(dog.equity)),
                    *(float(dog.won), str(dog.won), float(dog.variance), dog.bucket, version),
                )
            )
        self.dealt.extend((seq, key, player, kind) for player, kind in hero_hands(record))

    def extend(self, other: Batch) -> None:
        """Add another batch's rows to these (read later: its ``seq`` numbers are larger)."""
        for name in COLUMNS:
            getattr(self, name).extend(getattr(other, name))
        self.size += other.size

    def add_file(
        self, file_id: int, path: str, sha1: str, size: int, hands: int, added: int, when: datetime, error: str | None
    ) -> None:
        """One file's row."""
        self.files.append((file_id, path, sha1, size, hands, added, when, error))

    def columns(self, name: str) -> dict[str, list[Any]]:
        """One table's rows as columns (for an Arrow table)."""
        rows = getattr(self, name)
        names = COLUMNS[name]
        if not rows:
            return {column: [] for column in names}
        return {column: list(values) for column, values in zip(names, zip(*rows, strict=True), strict=True)}
