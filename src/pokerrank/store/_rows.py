"""Hands and verdicts as rows of the store's tables, gathered column by column.

A batch of hands is kept as one list per column (cheap to append to, one Arrow table per
store table at the end), so that a batch is written with a few set-based statements rather
than a statement per row.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from pokerrank.handhistory import HandRecord, Verdict

__all__ = ["Batch", "hand_key", "played", "positions"]

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
    """The key that makes a hand the same hand in every file: the room, the table and the
    hand's number (a hand read with no number: its file and line)."""
    if record.hand_id in ("", "?"):
        return f"{path}#{record.line}"
    return f"{record.site}|{record.table or ''}|{record.hand_id}"


def positions(record: HandRecord) -> dict[str, str]:
    """Each seated player's position from the button (``BTN``, ``SB``, ``BB``, ``UTG``,
    ``UTG+1``, ..., ``HJ``, ``CO``); none in a game without a button.

    Heads-up, the button posts the small blind: its position is ``BTN``.
    """
    if record.button is None:
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


class Batch:
    """Rows of a batch of hands, one list per column of each table (``seq`` numbers the hands
    of the batch, so a hand read twice in one batch keeps its first reading)."""

    __slots__ = ("actions", "collections", "files", "hands", "payouts", "seats", "size")

    def __init__(self) -> None:
        self.size = 0
        self.files: dict[str, list[Any]] = _columns("file_id path sha1 bytes hands added imported_at error")
        self.hands: dict[str, list[Any]] = _columns(
            "seq hand_key file_id line site format hand_id table_name tournament game game_text structure"
            " small_blind big_blind currency unit played_at time_zone max_seats button players boards total_pot rake"
            " outcome reason detail showdown audited_by text"
        )
        self.seats: dict[str, list[Any]] = _columns(
            "seq hand_key seat player position stack hole sitting_out put_in collected returned net"
        )
        self.actions: dict[str, list[Any]] = _columns("seq hand_key n street player kind amount to_amount all_in cards")
        self.collections: dict[str, list[Any]] = _columns("seq hand_key player amount pot run")
        self.payouts: dict[str, list[Any]] = _columns("seq hand_key pot player rules paid")

    def add(self, key: str, file_id: int, record: HandRecord, verdict: Verdict, version: str) -> None:
        """One hand and its verdict."""
        seq = self.size
        self.size += 1
        when, zone = played(record)
        stakes = record.stakes
        h = self.hands
        for name, value in (
            ("seq", seq),
            ("hand_key", key),
            ("file_id", file_id),
            ("line", record.line),
            ("site", record.site),
            ("format", record.format),
            ("hand_id", record.hand_id),
            ("table_name", record.table),
            ("tournament", record.tournament),
            ("game", record.game),
            ("game_text", record.game_text),
            ("structure", record.structure),
            ("small_blind", stakes[0] if len(stakes) > 0 else None),
            ("big_blind", stakes[1] if len(stakes) > 1 else None),
            ("currency", record.currency),
            ("unit", record.unit),
            ("played_at", when),
            ("time_zone", zone),
            ("max_seats", record.max_seats),
            ("button", record.button),
            ("players", len(record.seats)),
            ("boards", list(record.boards)),
            ("total_pot", record.total_pot),
            ("rake", record.rake),
            ("outcome", verdict.outcome.value),
            ("reason", verdict.reason),
            ("detail", verdict.detail),
            ("showdown", verdict.showdown),
            ("audited_by", version),
            ("text", record.text),
        ):
            h[name].append(value)
        put_in: dict[str, int] = {}
        a = self.actions
        for n, action in enumerate(record.actions):
            put_in[action.player] = put_in.get(action.player, 0) + action.amount
            for name, value in (
                ("seq", seq),
                ("hand_key", key),
                ("n", n),
                ("street", action.street),
                ("player", action.player),
                ("kind", action.kind.value),
                ("amount", action.amount),
                ("to_amount", action.to),
                ("all_in", action.all_in),
                ("cards", action.cards),
            ):
                a[name].append(value)
        collected: dict[str, int] = {}
        c = self.collections
        for got in record.collected:
            collected[got.player] = collected.get(got.player, 0) + got.amount
            for name, value in (
                ("seq", seq),
                ("hand_key", key),
                ("player", got.player),
                ("amount", got.amount),
                ("pot", got.pot),
                ("run", got.run),
            ):
                c[name].append(value)
        where = positions(record)
        s = self.seats
        for seat in record.seats:
            player = seat.name
            given, back, won = put_in.get(player, 0), record.returned.get(player, 0), collected.get(player, 0)
            for name, value in (
                ("seq", seq),
                ("hand_key", key),
                ("seat", seat.seat),
                ("player", player),
                ("position", where.get(player)),
                ("stack", seat.stack),
                ("hole", record.hole.get(player)),
                ("sitting_out", seat.sitting_out),
                ("put_in", given),
                ("collected", won),
                ("returned", back),
                ("net", won + back - given),
            ):
                s[name].append(value)
        p = self.payouts
        for payout in verdict.payouts:
            for name, value in (
                ("seq", seq),
                ("hand_key", key),
                ("pot", payout.pot),
                ("player", payout.player),
                ("rules", payout.rules),
                ("paid", payout.paid),
            ):
                p[name].append(value)

    def extend(self, other: Batch) -> None:
        """Add another batch's rows after these (its hands renumbered after this batch's)."""
        offset = self.size
        for name in ("files", "hands", "seats", "actions", "collections", "payouts"):
            mine, theirs = getattr(self, name), getattr(other, name)
            for column, values in theirs.items():
                if column == "seq" and offset:
                    mine[column].extend(seq + offset for seq in values)
                else:
                    mine[column].extend(values)
        self.size += other.size

    def add_file(
        self, file_id: int, path: str, sha1: str, size: int, hands: int, added: int, when: datetime, error: str | None
    ) -> None:
        """One file's row."""
        for name, value in (
            ("file_id", file_id),
            ("path", path),
            ("sha1", sha1),
            ("bytes", size),
            ("hands", hands),
            ("added", added),
            ("imported_at", when),
            ("error", error),
        ):
            self.files[name].append(value)


def _columns(names: str) -> dict[str, list[Any]]:
    return {name: [] for name in names.split()}
