"""BetOnline, Enet, Unibet and PokerTracker's export (iPoker, Merge, Microgaming and Everest
hands) on the real files in ../shared/hand-histories/sites/: every hand MATCH, MISMATCH (each
known and explained in docs/RULES.md) or NOT AUDITABLE for a reason a person accepts."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from _helpers import hand_texts

from pokerrank.handhistory import Outcome, audit

pytestmark = pytest.mark.shared


def outcomes(folder: Path) -> tuple[Counter[tuple[str, str, str]], set[str], Counter[tuple[str, str]]]:
    """Per (site, game, outcome) the count; the hands paid otherwise than the rules; per (hand,
    reason) the hands not audited (``?`` a file with no hand in it)."""
    counts: Counter[tuple[str, str, str]] = Counter()
    mismatched: set[str] = set()
    refused: Counter[tuple[str, str]] = Counter()
    for verdict in audit(folder):
        counts[(verdict.hand.site, verdict.hand.game or "?", verdict.outcome.value)] += 1
        if verdict.outcome is Outcome.MISMATCH:
            assert verdict.reason == "payout", verdict.detail
            mismatched.add(verdict.hand.hand_id)
        elif verdict.outcome is Outcome.NOT_AUDITABLE:
            refused[(verdict.hand.hand_id, verdict.reason or "")] += 1
    return counts, mismatched, refused


# PokerTracker's folder: 9 files are PokerTracker's tournament summaries (no hand in them);
# fpdb keeps 2 hands for their faults: a Merge hand whose small blind is the player's whole
# stack yet the room pays as if $0.02 ("weird.allin.sb.corrupted"), a Merge tournament hand
# with two small blinds and no big blind (no stakes to read). iPoker's "post.both" is read
# since `Raise $31.10` adds its chips (docs/RULES.md). Everest shares its rake between the pots
# in proportion to their size, the odd cents from the main pot (docs/RULES.md): its two hands
# with a side pot (6450853986, 6474640778) MATCH. Two iPoker tournament hands put in more than
# their seats hold (docs/RULES.md, E18): 3616779771's `Raise (NF) $1,615.00` is the player's whole
# stack, on top of his ante and big blind; 3616973070's `Bet $2,172.60` is $40 past his chips.
def test_pokertracker_export(shared_dir: Path) -> None:
    counts, mismatched, refused = outcomes(shared_dir / "hand-histories" / "sites" / "pokertracker-export")
    assert counts == {
        ("iPoker", "holdem", "match"): 245, ("iPoker", "holdem", "not auditable"): 2, ("iPoker", "omaha", "match"): 2,
        ("Merge", "holdem", "match"): 2, ("Merge", "holdem", "not auditable"): 1,
        ("Merge", "omaha", "not auditable"): 1,
        ("Microgaming", "holdem", "match"): 5, ("Microgaming", "omaha", "match"): 1,
        ("Everest", "holdem", "match"): 100,
        ("PokerStars", "?", "not auditable"): 9,
    }  # fmt: skip
    assert mismatched == set()
    assert refused == {
        ("80257431-64", "chips do not add up"): 1, ("4927169400080", "unreadable"): 1,
        ("?", "unreadable"): 9, ("3616779771", "record contradicts itself"): 1,
        ("3616973070", "record contradicts itself"): 1,
    }  # fmt: skip


# BetOnline: 3 hands of the Action Poker network's 2012 format (ActionPoker.com, Gear Poker:
# two MATCH, one of them decided around the winner's hole card his best five does not show,
# one all in before the flop with no board printed) and a line between hands
# ("Tournament will start in a moment."). Chips that
# do not add up: two hands with a side pot whose total BetOnline prints before the showdown and
# whose winner its summary does not name (#1606125823: no line pays the $1.26 side pot; #900223632: the
# side pot's line printed twice in a row, read once). Each totals line is a pot: #1605375848's summary
# names both pots' winners, but Player2, in the main pot to the end, never shows ("cards never
# shown"). Two tournament hands print the summary's first lines twice, the showdown's "shows" among
# them (read once): #900221194 MATCHes, and in #900223168 Player18 and Player4 stay in to the river
# and never show ("cards never shown"). fpdb's "dead.stack" hand writes one seat's player with no
# name (": posts small blind"), read as "nameless seat 4": no line pays its 1200.00 side pot
# (chips do not add up). A line not understood: fpdb's "unknown.player.wins" (a raise by
# "Unknown player", not seated, whose win no line pays), whose chips do not add up either: the
# line is named first. fpdb's "two.players.one.seat" (#1587454316) lists Player4 and Player9 both in
# seat 5: the record contradicts itself.
def test_betonline(shared_dir: Path) -> None:
    counts, mismatched, refused = outcomes(shared_dir / "hand-histories" / "sites" / "betonline")
    assert counts == {
        ("BetOnline", "holdem", "match"): 18, ("BetOnline", "holdem", "not auditable"): 7,
        ("PokerStars", "?", "not auditable"): 1,
        ("Action Poker", "holdem", "match"): 2, ("Action Poker", "holdem", "not auditable"): 1,
    }  # fmt: skip
    assert not mismatched
    assert {hand for hand, reason in refused if reason == "cards never shown"} == {
        "1014850775", "1605375848", "900223168",
    }  # fmt: skip
    assert {hand for hand, reason in refused if reason == "chips do not add up"} == {
        "1606125823", "900223632", "1078353699",
    }  # fmt: skip
    assert {hand for hand, reason in refused if reason == "line not understood"} == {"991142904"}
    assert {hand for hand, reason in refused if reason == "record contradicts itself"} == {"1587454316"}


# Enet: fpdb's "post.dead" (blinds posted without an amount: the first such line is named, and
# the pot its lines make is not the summary's) and
# "bad.collected" (the collect lines pay $12.27 of $22.21) hands.
def test_enet_and_unibet(shared_dir: Path) -> None:
    counts, mismatched, refused = outcomes(shared_dir / "hand-histories" / "sites" / "enet")
    assert counts == {
        ("Enet", "omaha", "match"): 2,
        ("Enet", "omaha", "not auditable"): 1,
        ("Enet", "holdem", "not auditable"): 1,
    }
    assert set(refused) == {("19408739", "line not understood"), ("6404139", "chips do not add up")}
    counts, mismatched, refused = outcomes(shared_dir / "hand-histories" / "sites" / "unibet")
    assert counts == {("Unibet", "holdem", "match"): 2}
    assert not mismatched and not refused


@pytest.mark.parametrize(
    ("folder", "room_name", "least"),
    [("pokertracker-export", "POKERTRACKER", 240)],
)
def test_the_fast_lane_equals_the_full_reader_on_every_hand_it_reads(
    shared_dir: Path, folder: str, room_name: str, least: int
) -> None:
    """The hands of a room of the fast lane (iPoker's in PokerTracker's words) take PokerStars'
    fast lane once rewritten: every field of every hand it reads is the full reader's."""
    import dataclasses

    from pokerrank.errors import HandHistoryError
    from pokerrank.handhistory import pokerstars, sites

    room = getattr(sites, room_name)
    quick = full_only = 0
    for path, encoding, chunk in hand_texts(shared_dir / "hand-histories" / "sites" / folder):
        if sites.room_of(chunk) is not room:
            continue
        lines = room.rewritten(chunk).splitlines()
        fast = pokerstars._Reader(str(path), 1, lines, encoding, chunk, room)
        try:
            record = fast.quick()
        except HandHistoryError:
            record = None
        if record is None:
            full_only += 1
            continue
        expected = pokerstars._Reader(str(path), 1, lines, encoding, chunk, room).read()
        for field in dataclasses.fields(record):
            assert getattr(record, field.name) == getattr(expected, field.name), (path, lines[0], field.name)
        quick += 1
    assert quick >= least and full_only >= 2  # what the fast lane does not read takes the full reader
