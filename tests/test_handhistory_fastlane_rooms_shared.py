"""The fast lane on every shared hand of each room that takes it (beside PokerStars and
GGPoker, whose tests are their own): every hand it reads is, field by field, the full
reader's record, and a hand it refuses because its numbers do not add up the full reader
refuses with the same words, on the same line."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from _helpers import hand_texts

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import pokerstars, sites

pytestmark = pytest.mark.shared


@pytest.mark.parametrize(
    ("folder", "room_name", "least"),
    [
        ("winamax", "WINAMAX", 80),
        ("wpn", "WPN", 20),
        ("enet", "ENET", 2),
        ("unibet", "UNIBET", 2),
        # (the 25th, #1078353699, seats a player with no name, and #1587454316 two players in seat 5: the full reader)
        ("betonline", "BETONLINE", 20),
        ("pokertracker-export", "POKERTRACKER", 240),
        ("ggpoker", "GGPOKER", 10_000),  # (its own test reads the same hands; this one its refusals too)
        ("pokertracker-export", "EVEREST", 90),
    ],
)
def test_the_fast_lane_reads_every_shared_hand_of_a_room_as_the_full_reader(
    shared_dir: Path, folder: str, room_name: str, least: int
) -> None:
    room = getattr(sites, room_name)
    quick = unsettled = 0
    for path, encoding, chunk in hand_texts(shared_dir / "hand-histories" / "sites" / folder):
        if sites.room_of(chunk) is not room:
            continue
        lines = room.rewritten(chunk).splitlines()
        fast = pokerstars._Reader(str(path), 1, lines, encoding, chunk, room)
        full = pokerstars._Reader(str(path), 1, lines, encoding, chunk, room)
        refused: HandHistoryError | None = None
        try:
            record = fast.quick()
        except HandHistoryError as exc:
            record, refused = None, exc
        if refused is not None and fast.unsettled is refused:  # the numbers, read whole, do not add up
            with pytest.raises(HandHistoryError) as said:
                full.read()
            words = (str(refused), refused.line, refused.kind)
            assert (str(said.value), said.value.line, said.value.kind) == words, path
            unsettled += 1
            continue
        if record is None:
            continue
        expected = full.read()
        for field in dataclasses.fields(record):
            assert getattr(record, field.name) == getattr(expected, field.name), (path, lines[0], field.name)
        quick += 1
    assert quick >= least
