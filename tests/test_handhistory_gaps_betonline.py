"""BetOnline: the lines a file prints again (the summary's first lines, a side pot's totals
line twice in a row) are read once; a line printed once that no rule reads is still quoted."""

from __future__ import annotations

import pytest
from linearwork import work
from test_handhistory_fastlane_rooms import assert_same, lanes
from test_handhistory_textrooms import BOL_HEAD, betonline, one, side_pot

from pokerrank.handhistory import Outcome, audit_hand
from pokerrank.handhistory.sites.betonline import BETONLINE
from pokerrank.handhistory.verdicts import UNPARSED

_SUMMARY = "*** SUMMARY ***\nTotal pot 5.25 | Rake 0.25\nBoard [2h 7c 10d Jc 4s]\n"


def test_the_summary_printed_again_with_the_showdown_line_is_read_once() -> None:
    # (#900221194: "Total pot", "Board", the winner's "shows" line, then the pot and board again)
    again = _SUMMARY + "bob shows Kd 10c\nTotal pot 5.25 | Rake 0.25\nBoard [2h 7c 10d Jc 4s]\n"
    text = betonline().replace(_SUMMARY, again)
    assert text != betonline()
    hand = one(text)
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert not hand.unparsed and hand.total_pot == 525 and hand.rake == 25
    assert len(hand.text.splitlines()) == len(text.splitlines())  # (every line keeps its number)


def test_a_summary_line_printed_once_that_no_rule_reads_is_still_quoted() -> None:
    # cat never showed before the summary: a "shows" line there is no repeat
    text = betonline().replace(_SUMMARY, _SUMMARY + "cat shows Qh 3c\n")
    verdict = audit_hand(one(text))
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, UNPARSED), verdict.detail
    assert "cat" in verdict.detail


def test_a_side_pot_line_printed_twice_in_a_row_is_one_pot() -> None:
    # (#900223632: "Total pot 70.00" twice before the showdown, one side pot of 70)
    twice = audit_hand(one(side_pot(side="Total pot 7.60 | Rake 0.70\nTotal pot 7.60 | Rake 0.70")))
    assert twice.outcome is Outcome.MATCH, twice.detail
    # apart, two lines are two pots: more than the chips put in, refused
    apart = audit_hand(one(side_pot(side='Total pot 7.60 | Rake 0.70\nann said "nh"\nTotal pot 7.60 | Rake 0.70')))
    assert (apart.outcome, apart.reason) == (Outcome.NOT_AUDITABLE, "chips do not add up"), apart.detail


@pytest.mark.parametrize(
    ("head", "unit"),
    [
        ("x shows As Kd\n" * 3 + "*** SUMMARY ***\n", "Total pot 3\n"),  # every line a repeat
        ("*** SUMMARY ***\n", "x shows As Kd\n*** SUMMARY ***\n"),  # summaries in the block
        ("", "x shows As Kd\n"),  # shows lines and no summary
        ("", "Total pot 3\nTotal pot 4\n"),  # totals lines, none twice in a row
        ("Total pot ", "3"),  # one long totals line
        ("Seat 1:  (1.00 in chips)\n", ": folds\n x\nSeat 1:  y\n"),  # a nameless seat's lines
        ("Seat 1:  (1.00 in chips)\nSeat 2:  (1.00 in chips)\n", ": folds\n"),  # two: as written
    ],
)
def test_the_lines_printed_again_are_found_in_linear_work(head: str, unit: str) -> None:
    # 200 and 1,600 repeats: linear work 8 times, quadratic 64 (bound 24, wide for a loaded machine)
    short, long = work(BETONLINE.rewritten, head + unit * 200), work(BETONLINE.rewritten, head + unit * 1600)
    assert long < 24 * short + 0.005, (head, unit, short, long)


def _nameless(text: str, seat: str = "2", name: str = "cat") -> str:
    """``text`` with the player of seat ``seat`` written with no name, as BetOnline writes one
    (#1078353699: ``Seat 4:  (100.00 in chips)``, ``: posts small blind 100.00``)."""
    return (
        text.replace(f"Seat {seat}: {name} ", f"Seat {seat}:  ")
        .replace(f"\n{name}: ", "\n: ")
        .replace(f"\n{name} ", "\n ")
    )


def test_a_seat_written_with_no_name_is_read_as_one_player() -> None:
    text = _nameless(betonline())
    assert "\n: posts big blind 0.50\n: folds\n" not in text and ": folds" in text and "Seat 2:  (" in text
    fast, full = lanes(text)
    assert fast is not None
    assert_same(fast, full)
    assert [seat.name for seat in full.seats] == ["ann", "bob", "nameless seat 2", "dan"]
    verdict = audit_hand(full)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    # the nameless player's chips are his: a pot that needs them does not add up without them
    assert [(a.player, a.amount) for a in full.actions if a.player == "nameless seat 2"] == [
        ("nameless seat 2", 50),
        ("nameless seat 2", 0),
    ]


def test_two_seats_with_no_name_are_not_guessed() -> None:
    text = _nameless(_nameless(betonline()), "1", "bob")
    verdict = audit_hand(one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert "'' sits in two seats" in verdict.detail, verdict.detail


def test_a_nameless_seat_sitting_out_is_not_given_the_lines_written_with_no_name() -> None:
    # dan's seat written with no name and sitting out, cat's lines written with no name: the
    # summary still names cat ("Seat 2: cat folded"), so the lines are no one's the file confirms
    text = betonline().replace("Seat 3: dan (20.00 in chips)", "Seat 3:  (20.00 in chips)").replace("\ncat: ", "\n: ")
    assert "Seat 3:  (20.00 in chips) - Sitting out" in text and "\n: posts big blind 0.50\n" in text
    hand = one(text)
    assert not any(a.player.startswith("nameless") for a in hand.actions)
    verdict = audit_hand(hand)
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, UNPARSED), verdict.detail
    assert "': posts big blind 0.50'" in verdict.detail


def test_a_nameless_seat_the_summary_does_not_write_so_is_not_guessed() -> None:
    # cat's seat and lines written with no name, but the summary's seat line names cat: one way alone
    text = _nameless(betonline()).replace("Seat 2:  folded", "Seat 2: cat folded")
    assert "Seat 2:  (30.00 in chips)" in text and "Seat 2: cat folded" in text
    verdict = audit_hand(one(text))
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, UNPARSED), verdict.detail
    assert "': posts big blind 0.50'" in verdict.detail


_TWO_SIDE_POTS = f"""{BOL_HEAD}
Table 'Blade Runner' 10-Max, Seat #0 is the button
Seat 0: ann (1.00 in chips) - The button
Seat 1: bob (2.00 in chips) - Small Blind
Seat 2: cat (3.50 in chips) - Big Blind
Seat 3: dan (3.50 in chips)
bob: posts small blind 0.25
cat: posts big blind 0.50
*** HOLE CARDS ***
Dealt to ann [As Ad]
dan: raises 3.50 to 3.50 and is all in
ann: calls 1.00 and is all in
bob: calls 1.75 and is all in
cat: calls 3.00 and is all in
*** FLOP *** [2h 7c 9d]
*** TURN *** [2h 7c 9d][3s]
*** RIVER *** [2h 7c 9d 3s][4c]
{{side}}
*** SHOW DOWN ***
dan shows Jh Jc
ann shows As Ad
bob shows Ks Kd
cat shows Qs Qd
*** SUMMARY ***
Total pot 4.00 | Rake 0.00
Board [2h 7c 9d 3s 4c]
Seat 0: ann showed [As Ad] and won (4.00)
Seat 1: bob showed [Ks Kd] and won (3.00)
Seat 2: cat showed [Qs Qd] and won (3.00)
Seat 3: dan showed [Jh Jc] but did not win
"""
"""ann's $4.00 main pot, then two side pots of $3.00 each: bob's (bob, cat, dan put in $1.00
more each) and cat's (cat and dan put in $1.50 more each)."""


@pytest.mark.parametrize("times", [1, 2])
def test_two_side_pots_of_one_amount_in_a_row_are_two_pots(times: int) -> None:
    # two real pots of $3.00: read as one, the chips would be $3.00 short; each printed twice: two pots
    line = "Total pot 3.00 | Rake 0.00\n" * times
    text = _TWO_SIDE_POTS.format(side=(line * 2).rstrip("\n"))
    fast, full = lanes(text)
    if fast is not None:
        assert_same(fast, full)
    verdict = audit_hand(full)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert full.total_pot == 1000 and not full.unparsed


@pytest.mark.parametrize("marker", ["(printed again)", "\x00printed again"])
def test_a_line_that_reads_like_the_printed_again_marker_is_quoted(marker: str) -> None:
    # (in the summary, where a line no rule reads is quoted; the marker reads the room's repeats)
    text = betonline().replace(_SUMMARY, f"{_SUMMARY}{marker}\n")
    assert marker in text
    verdict = audit_hand(one(text))
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, UNPARSED), verdict.detail
    assert "printed again" in verdict.detail


_UNCALLED_SIDE = f"""{BOL_HEAD}
Table 'Blade Runner' 10-Max, Seat #0 is the button
Seat 0: ann (1.00 in chips) - The button
Seat 1: bob ({{bob}} in chips) - Small Blind
Seat 2: cat (10.00 in chips) - Big Blind
bob: posts small blind 0.25
cat: posts big blind 0.50
*** HOLE CARDS ***
Dealt to ann [As Ad]
ann: raises 1.00 to 1.00 and is all in
{{bets}}
*** FLOP *** [2h 7c 9d]
*** TURN *** [2h 7c 9d][3s]
*** RIVER *** [2h 7c 9d 3s][4c]
{{side}}
*** SHOW DOWN ***
ann shows As Ad
bob shows Ks Kd
cat shows Qs Qd
*** SUMMARY ***
Total pot {{main}} | Rake {{rake}}
Board [2h 7c 9d 3s 4c]
Seat 0: ann showed [As Ad] and won ({{main}})
Seat 1: bob showed [Ks Kd] and won ({{won}})
Seat 2: cat showed [Qs Qd] but did not win
"""


_CAT_RAISES = "bob: raises 1.25 to 1.50 and is all in\ncat: raises 2.00 to 2.50\nUncalled bet (1.00) returned to cat"


@pytest.mark.parametrize(
    ("bob", "bets", "side", "main", "rake", "won", "pots"),
    [  # a side pot printed twice whose amount is the bet nobody called (with and without rake), or the rake
        ("1.50", _CAT_RAISES, "Total pot 1.00 | Rake 0.00", "3.00", "0.00", "1.00", (300, 100)),
        ("1.50", _CAT_RAISES, "Total pot 1.00 | Rake 0.10", "2.90", "0.10", "1.00", (290, 100)),
        ("1.05", "bob: raises 0.80 to 1.05 and is all in\ncat: calls 0.55",
         "Total pot 0.10 | Rake 0.10", "2.90", "0.10", "0.10", (290, 10)),
    ],
)  # fmt: skip
def test_a_side_pot_printed_twice_whose_amount_another_reading_takes_is_one_pot(
    bob: str, bets: str, side: str, main: str, rake: str, won: str, pots: tuple[int, ...]
) -> None:
    # the check that two lines are one pot took any reading of the chips (the rake or the bet nobody
    # called counted or not): a repeat of their amount was kept as a second pot (a false MISMATCH)
    text = _UNCALLED_SIDE.format(bob=bob, bets=bets, side=f"{side}\n{side}", main=main, rake=rake, won=won)
    fast, full = lanes(text)
    if fast is not None:
        assert_same(fast, full)
    verdict = audit_hand(full)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert full.pots == pots
