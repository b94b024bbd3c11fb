"""Figures the own-text rooms write of what a hand came to (OnGame's pot lines, PKR's ``Pot
sizes``, Boss' ``MAINPOT`` and the ``HISTORY``'s ``POT``, partypoker's summary ``balance`` and
``net``, Everest's ``SWEEP`` and ``potAmount``): one that cannot be read is NOT AUDITABLE quoting
it, one that disagrees with the pot the actions make or with another figure of the hand is a file
that disagrees with itself (NOT AUDITABLE, the chips do not add up). Each was dropped or never
compared, and the hand MATCHed (last session's fuzz run)."""

from __future__ import annotations

import pytest
from test_handhistory_ongame import DRAW, SIDE_POT
from test_handhistory_party import SUMMARY_2013
from test_handhistory_pkr import CASH
from test_handhistory_xmlrooms import _EVEREST, _boss

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.verdicts import Verdict

SIDE = SIDE_POT.replace("Seat 1: ann shows nothing more\n", "")
"""OnGame: a main pot and a side pot (the line no rule reads taken out)."""
BOSS = _boss(cards="1 14 27 40 5")
"""Boss, the export of 2014 on: the ``HISTORY``'s ``POT``, a board's and the showdown's ``MAINPOT``."""
EVEREST = _EVEREST.format(won="17750")
"""Everest: the last ``SWEEP``'s pot and the ``WIN``'s ``potAmount``."""
LAST_SWEEP = '<SWEEP rake="150" tax="100">17750</SWEEP>\n  <XSHOW'
LAST_SIZES = "Pot sizes: $45\nTaking Rake"
"""PKR: the hand's last ``Pot sizes`` line (after the turn's bet went back)."""


def _verdict(text: str) -> Verdict:
    hands = list(read(text))
    assert len(hands) == 1
    return audit_hand(hands[0])


@pytest.mark.parametrize(
    "text", [DRAW, SIDE, CASH, BOSS, SUMMARY_2013], ids=["OnGame draw", "OnGame side pot", "PKR", "Boss", "partypoker"]
)
def test_the_texts_as_written_match(text: str) -> None:
    verdict = _verdict(text)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


@pytest.mark.parametrize(
    ("text", "old", "new", "quoted"),
    [
        (
            DRAW,
            "Main pot: $0.30",
            "Main pot: $0.31",
            "'Main pot: $0.31 won by ann ($0.29)'",
        ),  # more than paid and raked
        (DRAW, "Main pot: $0.30", "Main pot: $0.28", "'Main pot: $0.28 won by ann ($0.29)'"),  # less than it paid
        (
            SIDE,
            "Side pot 1: $80",
            "Side pot 1: $81",
            "lines 29 to 30 say the main pot was $60 and the side pot 1 was $81",
        ),
        (SIDE, "Main pot: $60", "Main pot: $61", "'Main pot: $61 won by ann ($58)'"),
        (CASH, LAST_SIZES, "Pot sizes: $46\nTaking Rake", "'Pot sizes: $46'"),
        (CASH, LAST_SIZES, "Pot sizes: $40\nPot sizes: $6\nTaking Rake", "'Pot sizes: $40'"),  # two pots, $46
        (BOSS, 'RAKE="0.60" MAINPOT="19.40"', 'RAKE="0.60" MAINPOT="19.50"', 'MAINPOT="19.50"'),
        (BOSS, 'RAKE="0.20" MAINPOT="9.80"', 'RAKE="0.20" MAINPOT="9.70"', 'MAINPOT="9.70"'),
        (BOSS, ' POT="19.40" WIN="0.00"', ' POT="19.50" WIN="0.00"', "POT='19.50'"),
    ],
    ids=[
        "OnGame main pot over",
        "OnGame main pot under",
        "OnGame side pot",
        "OnGame main pot of two",
        "PKR pot sizes",
        "PKR two pots",
        "Boss showdown MAINPOT",
        "Boss board MAINPOT",
        "Boss HISTORY POT",
    ],
)
def test_a_figure_that_disagrees_with_the_hand_is_a_file_that_disagrees_with_itself(
    text: str, old: str, new: str, quoted: str
) -> None:
    assert text.count(old) == 1
    verdict = _verdict(text.replace(old, new))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert verdict.reason == "chips do not add up" and "disagree" in verdict.detail
    assert quoted in verdict.detail


@pytest.mark.parametrize(
    ("text", "old", "new", "quoted"),
    [
        (DRAW, "Main pot: $0.30", "Main pot: NaN", "'Main pot: NaN won by ann ($0.29)'"),
        (DRAW, "Main pot: $0.30", "Main pot: -$0.30", "'Main pot: -$0.30 won by ann ($0.29)'"),
        (SIDE, "Side pot 1: $80", "Side pot 1: $-80", "'Side pot 1: $-80 won by ann ($79)'"),
        (DRAW, "Rake taken: $0.01", "Rake taken: NaN", "'Rake taken: NaN'"),
        (DRAW, "Seat 3: cid ($0.51)\n*", "Seat 3: cid (NaN)\n*", "'Seat 3: cid (NaN)'"),
        (CASH, LAST_SIZES, "Pot sizes: NaN\nTaking Rake", "'Pot sizes: NaN'"),
        (CASH, "Pot sizes: $25", "Pot sizes: NaN", "'Pot sizes: NaN'"),  # after a street: no figure dropped
        (CASH, LAST_SIZES, "Pot sizes: -$45\nTaking Rake", "'Pot sizes: -$45'"),
        (CASH, LAST_SIZES, "Pot sizes: \nTaking Rake", "'Pot sizes:'"),
        (BOSS, 'RAKE="0.60" MAINPOT="19.40"', 'RAKE="0.60" MAINPOT="NaN"', "the SHOWDOWN's MAINPOT 'NaN'"),
        (BOSS, 'RAKE="0.60" MAINPOT="19.40"', 'RAKE="0.60" MAINPOT=""', "the SHOWDOWN's MAINPOT ''"),
        (BOSS, 'RAKE="0.20" MAINPOT="9.80"', 'RAKE="0.20" MAINPOT="-9.80"', "the HAND_BOARD's MAINPOT '-9.80'"),
        (BOSS, 'POT="9.80" RAKE="0.20"', 'POT="NaN" RAKE="0.20"', "the HAND_BOARD's POT 'NaN'"),
        (BOSS, ' POT="19.40" WIN="0.00"', ' POT="" WIN="0.00"', "the HISTORY's POT ''"),
        (BOSS, 'LOSS="0.00"', 'LOSS="NaN"', "the HISTORY's LOSS 'NaN'"),
        (BOSS, 'BET="10.00"', 'BET="-10.00"', "the HISTORY's BET '-10.00'"),
    ],
    ids=[
        "OnGame main pot NaN",
        "OnGame main pot negative",
        "OnGame side pot negative",
        "OnGame rake NaN",
        "OnGame stack NaN",
        "PKR last pot sizes NaN",
        "PKR a street's pot sizes NaN",
        "PKR pot sizes negative",
        "PKR pot sizes empty",
        "Boss MAINPOT NaN",
        "Boss MAINPOT empty",
        "Boss board MAINPOT negative",
        "Boss board POT NaN",
        "Boss HISTORY POT empty",
        "Boss HISTORY LOSS NaN",
        "Boss HISTORY BET negative",
    ],
)
def test_a_figure_that_cannot_be_read_is_not_auditable_quoting_it(text: str, old: str, new: str, quoted: str) -> None:
    assert text.count(old) == 1
    verdict = _verdict(text.replace(old, new))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert quoted in verdict.detail


def test_ongame_a_seat_given_no_net_keeps_its_stack() -> None:
    """A seat that put nothing in is written with its stack alone (``Seat 3: cid ($0.51)``):
    the stack it began with, else the file disagrees with itself."""
    verdict = _verdict(DRAW.replace("Seat 3: cid ($0.51)\n*", "Seat 3: cid ($0.52)\n*"))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "stack for 'cid' ($0.52)" in verdict.detail


@pytest.mark.parametrize(
    "sizes",
    ["Pot sizes: $45\nPot sizes: $45\n", "Pot sizes: $40\nPot sizes: $5\n", "Pot sizes: $45\n\nPot sizes: $45\n"],
    ids=["the one pot written twice", "two pots", "a blank line between"],
)
def test_pkr_the_pots_written_as_the_room_writes_them_match(sizes: str) -> None:
    """Where every player but one folds, PKR may write the one pot's line twice (tournament hands
    of the shared files); a main and a side pot are one line each."""
    verdict = _verdict(CASH.replace(LAST_SIZES, sizes + "Taking Rake"))
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_pkr_a_seated_player_named_pot_sizes_may_chat() -> None:
    """``Pot sizes: hi all`` is a chat where a player named ``Pot sizes`` sits: not a figure."""
    text = CASH.replace("cid", "Pot sizes").replace("Hero says hi.", "Pot sizes: hi all")
    verdict = _verdict(text)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_boss_side_pots_written_add_up_to_the_pot() -> None:
    """``LEFTPOT`` and ``RIGHTPOT`` (empty in every shared file: no side pot) count with the
    ``MAINPOT`` where they hold amounts."""
    old = 'RAKE="0.60" MAINPOT="19.40"'
    split = _verdict(BOSS.replace(old, 'RAKE="0.60" MAINPOT="19.00" LEFTPOT="0.40" RIGHTPOT=""'))
    assert split.outcome is Outcome.MATCH, split.detail
    over = _verdict(BOSS.replace(old, 'RAKE="0.60" MAINPOT="19.40" LEFTPOT="0.40" RIGHTPOT=""'))
    assert over.outcome is Outcome.NOT_AUDITABLE and over.reason == "chips do not add up"


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        ("net -$20.20", "net -$20.21", "cid's net was -$20.21, but it collected 0.00 and bet 20.20"),
        ("net +$18.30", "net +$18.31", "bob's net was +$18.31"),
        ("ann balance $19.83", "ann balance $19.84", "ann's balance was 19.84"),
        ("bob balance $44.16", "bob balance $44.15", "bob's balance was 44.15"),
        ("cid balance $0,", "cid balance $0.01,", "cid's balance was 0.01"),
    ],
)
def test_partypoker_a_summary_net_or_balance_that_disagrees(old: str, new: str, said: str) -> None:
    """partypoker from 2013 writes each player's ``balance`` after the hand and ``net``: the stack
    before less what was put in plus what was paid, and what was collected less what was bet."""
    assert SUMMARY_2013.count(old) == 1
    verdict = _verdict(SUMMARY_2013.replace(old, new))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "chips do not add up", verdict.detail
    assert said in verdict.detail and f"'{said.split(chr(39))[0]} balance $" in verdict.detail  # the line quoted


@pytest.mark.parametrize(
    ("old", "new"), [("ann balance $19.83", "ann balance $NaN"), ("bob balance $44.16", "bob balance $-44")]
)
def test_partypoker_a_summary_figure_that_cannot_be_read(old: str, new: str) -> None:
    verdict = _verdict(SUMMARY_2013.replace(old, new))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "is no amount" in verdict.detail, verdict.detail
    assert f"{new.split()[-1]!r} is no amount: '{new.split()[0]} balance" in verdict.detail


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        (
            'potAmount="17750"',
            'potAmount="17751"',
            "the WINs' potAmounts add up to 177.51, the last SWEEP's pot is 177.50",
        ),
        (LAST_SWEEP, LAST_SWEEP.replace("17750", "17751"), "the last SWEEP's pot 177.51 and its rake and tax 2.50"),
        ('potAmount="17750"', 'potAmount="NaN"', "a WIN's potAmount 'NaN' is not an amount"),
        (LAST_SWEEP, LAST_SWEEP.replace("17750", "NaN"), "the SWEEP's pot 'NaN' is not an amount"),
    ],
    ids=["potAmount", "SWEEP", "potAmount NaN", "SWEEP NaN"],
)
def test_everest_a_pot_figure_that_disagrees_or_cannot_be_read(old: str, new: str, said: str) -> None:
    assert _verdict(EVEREST).outcome is Outcome.MATCH
    assert EVEREST.count(old) == 1
    verdict = _verdict(EVEREST.replace(old, new))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and said in verdict.detail, verdict.detail


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        (DRAW, "won by ann ($0.29)", "won by ann ($0.28)"),
        (SIDE, "Side pot 1: $80 won by ann ($79)", "Side pot 1: $80 won by ann ($78)"),
        (EVEREST, 'amount="17750" pot="0"', 'amount="17500" pot="0"'),
    ],
    ids=["OnGame", "OnGame side pot", "Everest"],
)
def test_a_pot_paid_short_of_its_figure_is_still_the_audits_to_judge(text: str, old: str, new: str) -> None:
    """The figures are checked against the pot the actions make, not against what was paid: a
    pot paid short, its figure right, is what the audit judges (a net that agrees with the short
    payout: a MISMATCH; OnGame's nets here say otherwise, and the net names the seat)."""
    verdict = _verdict(text.replace(old, new))
    assert "disagree" not in verdict.detail and verdict.outcome is not Outcome.MATCH, verdict.detail


def test_a_partypoker_balance_net_or_collected_in_thousands_is_read_whole() -> None:
    """``balance $1,044.16`` was read as $1 (the amount stopped at the comma) and a hand that
    agrees with itself refused as disagreeing (a review)."""
    text = SUMMARY_2013.replace("Seat 4: bob ($25.86)", "Seat 4: bob ($1,025.86)")
    assert _verdict(text.replace("bob balance $44.16", "bob balance $1,044.16")).outcome is Outcome.MATCH
    wrong = _verdict(text.replace("bob balance $44.16", "bob balance $1,045.16"))
    assert wrong.outcome is Outcome.NOT_AUDITABLE and "1045.16" in wrong.detail.replace(",", "")


def test_a_pkr_pot_size_not_written_after_a_space_is_refused_whatever_was_read_before() -> None:
    """``Pot sizes:X$45``: the character after the colon was skipped, and the amount's look-up
    among those read before (shared between hands) took it for $45 where $45 had been read: one
    line, two verdicts by what came before (a review)."""
    assert _verdict(CASH).outcome is Outcome.MATCH  # ($45 and $25 read, and kept)
    for before, after in (("Pot sizes: $45\nTaking", "Pot sizes:X$45\nTaking"), ("Pot sizes: $25", "Pot sizes:X$25")):
        verdict = _verdict(CASH.replace(before, after))
        assert verdict.outcome is Outcome.NOT_AUDITABLE and "is no amount" in verdict.detail, verdict.detail
