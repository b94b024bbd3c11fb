"""The other rooms' real hands in ../shared/hand-histories/sites/: per room, every hand MATCH,
MISMATCH (each one known and explained) or NOT AUDITABLE for a reason a person accepts."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from _helpers import room_tally

from pokerrank.handhistory import Outcome, audit

pytestmark = pytest.mark.shared

# GGPoker paid these hands unlike the rules pokerrank plays (docs/RULES.md, "GGPoker"): it rakes
# each winner's share of a split pot (two tied winners, two runs) at that winner's own rate,
# which the hand does not print (9 Rush & Cash hands: seven with $0.19 of rake, $0.07 + $0.12
# a share; one with 6 % on one share and 5 % on the other; one with a tax on one winner), and
# two hands with a side pot took their fees from the pots otherwise than the rate the hand
# shows gives (RC3812484276, OM1349864). The verdict shows each pot and player, the rules
# against the room. (The odd cent between two runs goes by seat from the button: a rule.)
GG_MISMATCHES = {
    "OM1349864", "RC3793222491", "RC3793609224", "RC3794709542", "RC3795929318", "RC3796094835",
    "RC3811182519", "RC3812414897", "RC3812484276", "RC3812536629", "RC3812541049",
}  # fmt: skip
# The room's own numbers do not add up: it paid a cent more than the pot held after its fees.
GG_NOT_AUDITABLE = {"chips do not add up": 2}


def test_every_ggpoker_hand_matches_or_is_explained(shared_dir: Path) -> None:
    outcomes: Counter[str] = Counter()
    by_game: Counter[tuple[str, str]] = Counter()
    reasons: Counter[str] = Counter()
    mismatched = set()
    for verdict in audit(shared_dir / "hand-histories" / "sites" / "ggpoker"):
        outcomes[verdict.outcome.value] += 1
        by_game[(verdict.hand.game or "?", verdict.outcome.value)] += 1
        assert verdict.hand.site == "GGPoker"
        if verdict.outcome is Outcome.MISMATCH:
            mismatched.add(verdict.hand.hand_id)
            assert verdict.reason == "payout", verdict.detail
        elif verdict.outcome is Outcome.NOT_AUDITABLE:
            reasons[verdict.reason or ""] += 1
    assert mismatched == GG_MISMATCHES
    assert dict(reasons) == GG_NOT_AUDITABLE
    assert outcomes == {"match": 11061, "mismatch": 11, "not auditable": 2}
    assert by_game == {
        ("holdem", "match"): 10968, ("holdem", "mismatch"): 10, ("holdem", "not auditable"): 2,
        ("omaha", "match"): 85, ("omaha-5", "match"): 7, ("omaha-5", "mismatch"): 1,
        ("short-deck-classic", "match"): 1,
    }  # fmt: skip


# Winamax: fpdb keeps files for their faults. Not hands: 9 tournament summaries and a first
# line misspelt on purpose ("Winaax Poker"); two 2010 tournament hands with half chips
# ("292.50"); the chips do not add up in fpdb's "bad.pot" hand. (A 2011 total in thousands,
# "17.68k" for 17,685 chips, is the pot rounded to two decimals: checked to them.) MISMATCH: a
# three-way tie whose two odd chips Winamax gave otherwise than clockwise from the button. fpdb's
# "side.pot.with.bad.collected" hand MATCHes: its collect lines print each pot after the rake
# (3.38 of 3.56, 0.88 of 0.92), a split main pot first at a rate of 5.06 % to 5.34 %.
WINAMAX_MISMATCHES = {"119419173368496129-1-1343577528"}
# Record contradicts itself: HHSmithy's StreetTests/Flop.txt deals the flop [3d 3s 2s] while its
# summary's board is [7h Qs 3c]; fpdb's two "ante.raise" hands' "raises 1€ to 3€" before any
# blind (fpdb's "raiseTo" hand's "raises 14€ to 20€" is over the 6€ a player has in, 2€ of it a
# dead small blind: Winamax counts it, and the hand MATCHes).
WINAMAX_NOT_AUDITABLE = {"unreadable": 12, "chips do not add up": 1, "record contradicts itself": 3}


def test_every_winamax_hand_matches_or_is_explained(shared_dir: Path) -> None:
    by_game: Counter[tuple[str, str]] = Counter()
    reasons: Counter[str] = Counter()
    mismatched = set()
    for verdict in audit(shared_dir / "hand-histories" / "sites" / "winamax"):
        by_game[(verdict.hand.game or "?", verdict.outcome.value)] += 1
        if verdict.outcome is Outcome.MISMATCH:
            mismatched.add(verdict.hand.hand_id)
        elif verdict.outcome is Outcome.NOT_AUDITABLE:
            reasons[verdict.reason or ""] += 1
    assert mismatched == WINAMAX_MISMATCHES
    assert dict(reasons) == WINAMAX_NOT_AUDITABLE
    assert by_game == {
        ("holdem", "match"): 77, ("holdem", "mismatch"): 1, ("holdem", "not auditable"): 3,
        ("omaha", "match"): 5, ("omaha", "not auditable"): 3,
        ("omaha-hi-lo", "match"): 1, ("big-o", "match"): 1, ("stud", "match"): 2, ("stud-hi-lo", "match"): 1,
        ("razz", "match"): 1, ("2-7-triple-draw", "match"): 1, ("?", "not auditable"): 10,
    }  # fmt: skip


# WPN: the format of 2019 on ("5Card Omaha Reshuffle" is a game pokerrank does not play: its one
# hand is won with no showdown and audited on its chips); the
# format before 2019 ("Game started at:") in tests/test_handhistory_lines_shared.py.
def test_every_wpn_hand_of_the_new_format_matches(shared_dir: Path) -> None:
    by_game: Counter[tuple[str, str]] = Counter()
    reasons: Counter[str] = Counter()
    for verdict in audit(shared_dir / "hand-histories" / "sites" / "wpn"):
        if verdict.hand.format == "wpn-old":
            continue
        by_game[(verdict.hand.game or "?", verdict.outcome.value)] += 1
        if verdict.outcome is Outcome.NOT_AUDITABLE:
            reasons[verdict.reason or ""] += 1
    assert dict(reasons) == {}  # (#1917987732, "5Card Omaha Reshuffle": everyone else folds, audited on its chips)
    assert by_game == {
        ("big-o", "match"): 14, ("holdem", "match"): 4, ("omaha", "match"): 1, ("omaha-5", "match"): 1,
        ("omaha-hi-lo", "match"): 3, ("stud", "match"): 1, ("?", "match"): 1,
    }  # fmt: skip


# Full Tilt: not hands: 47 tournament summaries, 5 one-line fragments of a parser's tests and
# a "BEGIN" line between hands; hands that cannot be read: 4 without seat lines (observed
# or partial), one whose first line names no stakes (a "Flipout" tournament). No Limit Irish
# (#32447075821, its discard round read) MATCHES, and so does the Omaha Hi/Lo hand whose show
# lines write the low's words on a line of their own (#1088791321). The run-it-twice PLO hand
# with a side pot (#31318697695) MATCHES: its summary's "wins the side pot ($76.35)" is read,
# and its pots, printed before the rake, with the rake out of the main pot. MISMATCH: fpdb's
# "Dead.hand", a hand that was not dealt (a small blind posted, then both players sitting out,
# a $0 pot): the room kept the $5 blind or gave it back unsaid. Three
# hands where a player who timed out has no fold line, only the summary's "folded before the Flop",
# facing a bet, MATCH (the fold taken from the summary: #31493013637, #31493029942, #31493031208).
FULLTILT_NOT_AUDITABLE = {
    "unreadable": 58,
}  # fmt: skip


def test_every_full_tilt_hand_matches_or_says_why_not(shared_dir: Path) -> None:
    by_game: Counter[tuple[str, str]] = Counter()
    reasons: Counter[str] = Counter()
    mismatched = set()
    for verdict in audit(shared_dir / "hand-histories" / "sites" / "fulltilt"):
        by_game[(verdict.hand.game or "?", verdict.outcome.value)] += 1
        if verdict.outcome is Outcome.MISMATCH:
            mismatched.add(verdict.hand.hand_id)
        elif verdict.outcome is Outcome.NOT_AUDITABLE:
            reasons[verdict.reason or ""] += 1
    assert mismatched == {"26884156000"}
    assert dict(reasons) == FULLTILT_NOT_AUDITABLE
    assert by_game == {
        ("holdem", "match"): 172, ("holdem", "not auditable"): 3, ("omaha", "match"): 7,
        ("omaha-5", "match"): 1, ("omaha-hi-lo", "match"): 4,
        ("stud", "match"): 14, ("stud-hi-lo", "match"): 1, ("razz", "match"): 4, ("2-7-triple-draw", "match"): 59,
        ("2-7-triple-draw", "mismatch"): 1, ("2-7-triple-draw", "not auditable"): 2, ("2-7-single-draw", "match"): 2,
        ("a-5-triple-draw", "match"): 1, ("badugi", "match"): 2, ("five-card-draw", "match"): 4,
        ("five-card-stud", "match"): 1, ("irish", "match"): 1, ("?", "not auditable"): 53,
    }  # fmt: skip


def test_the_fast_lane_equals_the_full_reader_on_every_shared_ggpoker_hand(shared_dir: Path) -> None:
    import dataclasses
    import itertools

    from pokerrank.errors import HandHistoryError
    from pokerrank.handhistory import pokerstars
    from pokerrank.handhistory.detect import decode, hand_starts
    from pokerrank.handhistory.reader import source_files
    from pokerrank.handhistory.sites import GGPOKER

    quick = full_only = 0
    for path in source_files([shared_dir / "hand-histories" / "sites" / "ggpoker"]):
        text, encoding = decode(path.read_bytes(), str(path))
        for start, end in itertools.pairwise([*hand_starts(text), len(text)]):
            chunk = text[start:end]
            lines = chunk.splitlines()
            fast = pokerstars._Reader(str(path), 1, lines, encoding, chunk, GGPOKER)
            try:
                record = fast.quick()
            except HandHistoryError:
                record = None
            if record is None:
                full_only += 1
                continue
            full = pokerstars._Reader(str(path), 1, lines, encoding, chunk, GGPOKER)
            expected = full.read()
            for field in dataclasses.fields(record):
                assert getattr(record, field.name) == getattr(expected, field.name), (path, lines[0], field.name)
            quick += 1
    assert quick > 10_000 and full_only > 30  # cash-outs, cash drops, runs twice, straddles: the full reader


# Bovada, Ignition, Bodog (fpdb's files). MISMATCH: two Omaha Hi/Lo hands whose odd cent the
# room gave to the high hand (each low share rounded down, the high takes the rest), where the
# rules give it clockwise from the button (docs/RULES.md, "Bovada"). NOT AUDITABLE: 18 hands
# of fpdb's "corrupted lines" files whose chips do not add up, each naming the line written
# twice; the first hand of "concatenated.partial" (its pot is another hand's); two hands cut off
# in the middle of a line ("Dealer : Rais"), one of them before its summary ("truncated"); 5
# more hands of the "corrupted lines" file of 2014 whose chips add up but whose raise line is
# written again and again (`UTG+2 : Raises 450 to 450`, read as raises of nothing: "record
# contradicts itself"; `audit --rules` calls them illegal). The 6 stud hands MATCH. Three hands
# of that file print `Small Blind : Ante/Small blind 125` two to four times: refused as read, the
# small blind posted a second time (#3031668499 and #3031671418 had MATCHed; #3031668979 was one
# of the 5 above), "record contradicts itself". Two more of that file write a bet and its return
# twice (#3031605605, #3031648675 had MATCHed, the second bet handed back with the first): the
# player acts again with no bet or raise between, "record contradicts itself" (as the 4 others of
# the 5 above now are, their raise written twice named as such).
BOVADA_MISMATCHES = {"2902256725", "2902266598"}
BOVADA_NOT_AUDITABLE = {"unreadable": 21, "truncated": 1, "record contradicts itself": 9}


def test_every_bovada_hand_matches_or_is_explained(shared_dir: Path) -> None:
    tally = room_tally(shared_dir / "hand-histories" / "sites" / "bovada")
    outcomes, by_game, reasons, mismatched = tally.outcomes, tally.by_game, tally.reasons, tally.mismatched
    assert mismatched == BOVADA_MISMATCHES
    assert dict(reasons) == BOVADA_NOT_AUDITABLE
    assert outcomes == {"match": 793, "mismatch": 2, "not auditable": 31}
    assert by_game == {
        ("Bodog", "stud", "match"): 4, ("Bodog", "holdem", "match"): 3, ("Bovada", "stud-hi-lo", "match"): 2,
        ("Bovada", "?", "not auditable"): 31, ("Bovada", "holdem", "match"): 448,
        ("Bovada", "omaha", "match"): 23,
        ("Bovada", "omaha-hi-lo", "match"): 52, ("Bovada", "omaha-hi-lo", "mismatch"): 2,
        ("Ignition", "holdem", "match"): 261,
    }  # fmt: skip


# 888poker (fpdb's and HHSmithy's files). MISMATCH: a play-money fixed-limit Hold'em hand whose
# rake fell on its main pot more than on the side pot (#440728443: $0.42 of a $5.50 main pot,
# $0.65 of a $13 side pot, where one rate main pot first gives $0.31), and fpdb's "rake
# greater than 25 pct" hand, whose $0.52 pot two equal full houses share and the room paid
# $0.24 to one (#172275663). NOT AUDITABLE: 5 tournament summaries (no hands); a Dutch hand
# whose stacks write a dot between thousands and its stakes no decimals ('$ 3.243'); two
# seats with blank names; a hand with no collected line (fpdb's "no pot awarded").
PACIFIC_MISMATCHES = {"440728443", "172275663"}


def test_every_888_hand_matches_or_is_explained(shared_dir: Path) -> None:
    tally = room_tally(shared_dir / "hand-histories" / "sites" / "888")
    outcomes, by_game, reasons, mismatched = tally.outcomes, tally.by_game, tally.reasons, tally.mismatched
    assert mismatched == PACIFIC_MISMATCHES
    assert dict(reasons) == {"unreadable": 8}
    assert outcomes == {"match": 276, "mismatch": 2, "not auditable": 8}
    assert by_game == {
        ("888poker", "?", "not auditable"): 3, ("888poker", "holdem", "match"): 264,
        ("888poker", "holdem", "mismatch"): 2, ("888poker", "omaha", "match"): 10,
        ("888poker", "omaha-hi-lo", "match"): 1, ("LuckyAcePoker.com", "holdem", "match"): 1,
        ("PokerStars", "?", "not auditable"): 5,  # the summaries: no room's hands
    }  # fmt: skip
