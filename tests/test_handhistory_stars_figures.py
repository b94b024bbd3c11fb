"""Figures of the PokerStars family's hands that must agree with the chips (docs/RULES.md, "The
PokerStars family: figures checked"): a raise's ``X`` of ``raises X to Y`` against ``Y`` and
the bet faced (or the player's own chips, where the room means that), ... . Each hand here is
written for the test (never a room's file), read by both lanes of the reader (the fast lane
and, with it turned off, the full one): the good hand MATCHes, the hand with one figure
changed is NOT AUDITABLE: "record contradicts itself" quoting the line, or "chips do not add
up" where the figure is the pot's total."""

from __future__ import annotations

from typing import Any

import pytest

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory import pokerstars as stars_reader
from pokerrank.handhistory.verdicts import INCONSISTENT

ADDS_UP = "chips do not add up"


def verdicts(text: str, monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The hand's verdict by the fast lane (where it reads the hand) and by the full reader."""
    got = []
    for lane in ("fast", "full"):
        with monkeypatch.context() as patch:
            if lane == "full":
                patch.setattr(stars_reader._Reader, "quick", lambda reader: None)
            hands = list(read(text))
            assert len(hands) == 1
            got.append(audit_hand(hands[0]))
    return got


def matches(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    for verdict in verdicts(text, monkeypatch):
        assert verdict.outcome is Outcome.MATCH, verdict.detail


def refused(text: str, monkeypatch: pytest.MonkeyPatch, *quoted: str, reason: str = INCONSISTENT) -> None:
    for verdict in verdicts(text, monkeypatch):
        assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, reason), verdict.detail
        for words in quoted:
            assert words in verdict.detail, verdict.detail


# -- a raise's "X" of "raises X to Y" ------------------------------------------------------------

STARS_RAISES = """\
PokerStars Hand #51: Hold'em No Limit ($0.50/$1 USD) - 2021/03/04 5:06:07 ET
Table 'Vega' 6-max Seat #2 is the button
Seat 2: dora ($80 in chips)
Seat 4: eli ($35 in chips)
Seat 5: fay ($120 in chips)
eli: posts small blind $0.50
fay: posts big blind $1
*** HOLE CARDS ***
dora: raises $2 to $3
eli: raises $6 to $9
fay: folds
dora: calls $6
*** FLOP *** [3s 8d Qh]
eli: bets $4
dora: raises $8 to $12
eli: calls $8
*** TURN *** [3s 8d Qh] [2c]
eli: checks
dora: checks
*** RIVER *** [3s 8d Qh 2c] [Tc]
eli: checks
dora: checks
*** SHOW DOWN ***
eli: shows [Jh Jd] (a pair of Jacks)
dora: shows [9c 9s] (a pair of Nines)
eli collected $42 from pot
*** SUMMARY ***
Total pot $43 | Rake $1
Board [3s 8d Qh 2c Tc]
Seat 2: dora (button) showed [9c 9s] and lost with a pair of Nines
Seat 4: eli (small blind) showed [Jh Jd] and won ($42) with a pair of Jacks
Seat 5: fay (big blind) folded before Flop
"""
"""PokerStars: ``X`` is the raise over the bet faced; eli's own small blind is no part of it
(``raises $6 to $9`` over dora's $3), nor are dora's own chips on the flop (``raises $8 to $12``
over eli's $4)."""


def test_a_pokerstars_raise_is_over_the_bet_faced(monkeypatch: pytest.MonkeyPatch) -> None:
    matches(STARS_RAISES, monkeypatch)


@pytest.mark.parametrize(
    ("line", "changed"),
    [
        ("dora: raises $2 to $3", "dora: raises $2.01 to $3"),
        ("eli: raises $6 to $9", "eli: raises $8.50 to $9"),  # (the chips eli adds: not PokerStars' X)
        ("dora: raises $8 to $12", "dora: raises $9 to $12"),
    ],
)
def test_a_pokerstars_raise_whose_x_is_other_is_refused(
    line: str, changed: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    refused(STARS_RAISES.replace(line, changed), monkeypatch, "the room's lines disagree", repr(changed))


STARS_SHORT_BLIND = """\
PokerStars Hand #56: Hold'em No Limit ($1/$2 USD) - 2021/03/04 5:06:07 ET
Table 'Vega' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($50 in chips)
Seat 3: cid ($1.50 in chips)
bob: posts small blind $1
cid: posts big blind $1.50 and is all-in
*** HOLE CARDS ***
ann: raises $3 to $4.50
bob: folds
Uncalled bet ($3) returned to ann
*** FLOP *** [2c 7d 9h]
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [3d]
*** SHOW DOWN ***
ann: shows [As Ad] (a pair of Aces)
cid: shows [Kc Ks] (a pair of Kings)
ann collected $4 from pot
*** SUMMARY ***
Total pot $4 | Rake $0
Board [2c 7d 9h Js 3d]
Seat 1: ann (button) showed [As Ad] and won ($4) with a pair of Aces
Seat 2: bob (small blind) folded before Flop
Seat 3: cid (big blind) showed [Kc Ks] and lost with a pair of Kings
"""
"""PokerStars: a big blind all in for less than the blind is the bet faced, its amount the short
one: ``raises $3 to $4.50`` over cid's $1.50, not over the $2 level, as PokerStars' own files
write it (#47659234486: ``posts big blind 630 and is all-in`` at 350/700, then ``raises 1470
to 2100``; #16429177523: 1028 at 600/1200, ``raises 1372 to 2400``)."""


def test_a_pokerstars_raise_over_a_short_all_in_big_blind_is_over_its_chips(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    matches(STARS_SHORT_BLIND, monkeypatch)
    changed = "ann: raises $2.50 to $4.50"  # (over the blind's level: not what PokerStars writes)
    refused(STARS_SHORT_BLIND.replace("ann: raises $3 to $4.50", changed), monkeypatch, repr(changed))


STARS_STUD = """\
PokerStars Hand #52: 7 Card Stud Limit ($10/$20 USD) - 2021/03/04 5:06:07 ET
Table 'Vega' 8-max
Seat 1: ann ($500 in chips)
Seat 3: bob ($500 in chips)
ann: posts the ante $1
bob: posts the ante $1
*** 3rd STREET ***
Dealt to ann [As Ad 7c]
Dealt to bob [2c]
bob: brings in for $3
ann: raises $7 to $10
bob: folds
Uncalled bet ($7) returned to ann
ann collected $8 from pot
*** SUMMARY ***
Total pot $8 | Rake $0
Seat 1: ann collected ($8)
Seat 3: bob folded on the 3rd Street
"""
"""PokerStars' stud: a raise over the bring-in names the raise over it (``raises $7 to $10``
over ``brings in for $3``); the antes are no bet."""


def test_a_pokerstars_stud_raise_is_over_the_bring_in(monkeypatch: pytest.MonkeyPatch) -> None:
    matches(STARS_STUD, monkeypatch)
    refused(STARS_STUD.replace("raises $7 to $10", "raises $10 to $10"), monkeypatch, "'ann: raises $10 to $10'")


BETONLINE = """\
BetOnline Poker Game #53: Hold'em No Limit ($0.25/0.50) - 2012/03/18 15:58:15 GMT Standard Time
Table 'Blade Runner' 10-Max, Seat #0 is the button
Seat 0: ann (50.00 in chips) - The button
Seat 1: bob (50.00 in chips) - Small Blind
Seat 2: cid (50.00 in chips) - Big Blind
bob: posts small blind 0.25
cid: posts big blind 0.50
*** HOLE CARDS ***
ann: raises 1.50 to 1.50
bob: folds
cid: raises 4.00 to 4.50
ann: calls 3.00
*** FLOP *** [2h 4c 3d]
cid: checks
ann: checks
*** TURN *** [2h 4c 3d] [7c]
cid: checks
ann: checks
*** RIVER *** [2h 4c 3d 7c] [Kd]
cid: checks
ann: checks
cid shows As Kc
ann shows Qs Qd
*** SUMMARY ***
Total pot 8.75 | Rake 0.50
Board [2h 4c 3d 7c Kd]
Seat 0: ann showed [Qs Qd] but did not win
Seat 1: bob folded before Flop
Seat 2: cid showed [As Kc] and won (8.75)
"""
"""BetOnline: ``X`` is the chips the player adds (cid's ``raises 4.00 to 4.50`` over the big
blind's 0.50 of theirs), not the raise over the bet faced."""


def test_a_betonline_raise_names_the_chips_added(monkeypatch: pytest.MonkeyPatch) -> None:
    matches(BETONLINE, monkeypatch)
    refused(BETONLINE.replace("raises 4.00 to 4.50", "raises 3.00 to 4.50"), monkeypatch, "'cid: raises 3.00 to 4.50'")
    refused(BETONLINE.replace("raises 1.50 to 1.50", "raises 1.00 to 1.50"), monkeypatch, "ann raises 1.00 to 1.50")


WPN = """\
Hand #54 - Holdem(No Limit) - $1.00/$2.00 - 2022/12/05 18:02:23 UTC
Pinckneyville 6-max Seat #6 is the button
Seat 3: ann ($200.00)
Seat 6: bob ($392.30)
bob posts the small blind $1.00
ann posts the big blind $2.00
*** HOLE CARDS ***
bob raises $5.00 to $6.00
ann raises $16.00 to $18.00
bob calls $12.00
*** FLOP *** [Kc Ts 3h]
ann checks
bob checks
*** TURN *** [Kc Ts 3h] [7s]
ann checks
bob checks
*** RIVER *** [Kc Ts 3h 7s] [4c]
ann checks
bob checks
*** SHOW DOWN ***
ann shows [Ac Kd] (a pair of Kings)
bob shows [7d 4s] (two pair, Sevens and Fours)
bob collected $35.00 from main pot
*** SUMMARY ***
Total pot $35.00 | Rake $1.00
Board [Kc Ts 3h 7s 4c]
Seat 3: ann (big blind) showed [Ac Kd] and lost with a pair of Kings
Seat 6: bob (button) showed [7d 4s] and won $35.00 with two pair, Sevens and Fours
"""
"""WPN: ``X`` is the chips the player adds (bob's ``raises $5.00 to $6.00`` over his small
blind, ann's ``raises $16.00 to $18.00`` over her big blind)."""


def test_a_wpn_raise_names_the_chips_added(monkeypatch: pytest.MonkeyPatch) -> None:
    matches(WPN, monkeypatch)
    refused(
        WPN.replace("raises $16.00 to $18.00", "raises $12.00 to $18.00"), monkeypatch, "'ann raises $12.00 to $18.00'"
    )


WINAMAX_STUD = """\
Winamax Poker - CashGame - HandId: #55-470-1478990787 - 7-Card Stud fixed limit (5€/25€/50€) - 2016/11/12 22:46:27 UTC
Table: 'Pampelune' 6-max (real money)
Seat 1: ann (1749.22€)
Seat 4: bob (426.06€)
*** ANTE/BLINDS ***
ann posts ante 5€
bob posts ante 5€
*** 3rd STREET ***
Dealt to ann [4h Ac Qd]
Dealt to bob [X X 9h]
bob brings in 10€
ann raises 25€ to 25€
bob raises 25€ to 50€
ann calls 25€
*** 4th STREET ***
Dealt to ann [4h Ac Qd] [3h]
Dealt to bob [X X 9h] [Kh]
bob bets 25€
ann folds
bob collected 108€ from pot
*** SUMMARY ***
Total pot 108€ | Rake 2€
Seat 4: bob won 108€
"""
"""Winamax: ``X`` is the raise over the bet faced, but a bring-in is no bet (ann completes with
``raises 25€ to 25€`` over ``brings in 10€``; bob's ``raises 25€ to 50€`` is over her 25€)."""


def test_a_winamax_raise_is_over_a_bet_a_bring_in_none(monkeypatch: pytest.MonkeyPatch) -> None:
    matches(WINAMAX_STUD, monkeypatch)
    refused(
        WINAMAX_STUD.replace("ann raises 25€ to 25€", "ann raises 15€ to 25€"), monkeypatch, "'ann raises 15€ to 25€'"
    )
    refused(
        WINAMAX_STUD.replace("bob raises 25€ to 50€", "bob raises 40€ to 50€"), monkeypatch, "'bob raises 40€ to 50€'"
    )


@pytest.mark.parametrize("text", [STARS_RAISES, BETONLINE, WPN])
def test_the_fast_lane_reads_the_good_hands(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """(So that both lanes' checks are tried above: the fast lane reads these hands itself.)"""
    quick = stars_reader._Reader.quick
    read_quickly: list[bool] = []

    def spy(reader: Any) -> Any:
        record = quick(reader)
        read_quickly.append(record is not None)
        return record

    monkeypatch.setattr(stars_reader._Reader, "quick", spy)
    assert len(list(read(text))) == 1
    assert read_quickly == [True]


# -- a walk's totals -----------------------------------------------------------------------------

STARS_WALK = """\
PokerStars Hand #61: Hold'em No Limit ($0.01/$0.02 USD) - 2010/05/07 0:22:56 ET
Table 'Vega' 9-max Seat #7 is the button
Seat 1: ann ($5.39 in chips)
Seat 7: bob ($1.89 in chips)
Seat 8: cid ($2 in chips)
Seat 9: dee ($1.32 in chips)
cid: posts small blind $0.01
dee: posts big blind $0.02
*** HOLE CARDS ***
ann: folds
bob: folds
cid: folds
Uncalled bet ($0.01) returned to dee
dee collected $0.02 from pot
*** SUMMARY ***
Total pot $0.02 | Rake $0
Seat 1: ann folded before Flop (didn't bet)
Seat 7: bob (button) folded before Flop (didn't bet)
Seat 8: cid (small blind) folded before Flop
Seat 9: dee (big blind) collected ($0.02)
"""
"""A walk: the big blind's $0.01 over the small blind is returned, the pot is $0.02."""


@pytest.mark.parametrize(
    "changed",
    [
        "Total pot $0.03 | Rake $0",  # (the total with the returned bet in: once read as an export's total)
        "Total pot $0.02 | Rake $0.01",
        "Total pot $0.01 | Rake $0",
    ],
)
def test_a_walks_total_is_checked(changed: str, monkeypatch: pytest.MonkeyPatch) -> None:
    matches(STARS_WALK, monkeypatch)
    refused(STARS_WALK.replace("Total pot $0.02 | Rake $0", changed), monkeypatch, reason=ADDS_UP)


GG_WALK = """\
Poker Hand #RC62: Hold'em No Limit ($0.02/$0.05) - 2025/08/08 23:39:18
Table 'RushAndCash10415073' 6-max Seat #1 is the button
Seat 1: ann ($2.68 in chips)
Seat 2: bob ($5.23 in chips)
Seat 3: cid ($9.13 in chips)
bob: posts small blind $0.02
cid: posts big blind $0.05
*** HOLE CARDS ***
Dealt to ann
Dealt to bob
Dealt to cid [5h 3d]
ann: folds
bob: folds
Uncalled bet ($0.03) returned to cid
*** SHOWDOWN ***
cid collected $0.04 from pot
*** SUMMARY ***
Total pot $0.04 | Rake $0 | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0
Seat 1: ann (button) folded before Flop (didn't bet)
Seat 2: bob (small blind) folded before Flop
Seat 3: cid (big blind) collected ($0.04)
"""


@pytest.mark.parametrize(
    "changed",
    [
        "Total pot $0.07 | Rake $0 | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0",  # (the returned bet in)
        "Total pot $0.04 | Rake $0 | Jackpot $0.01 | Bingo $0 | Fortune $0 | Tax $0",
        "Total pot $0.04 | Rake $0 | Jackpot $0 | Bingo $0.01 | Fortune $0 | Tax $0",
        "Total pot $0.05 | Rake $0 | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0",
    ],
)
def test_a_ggpoker_walks_total_and_fees_are_checked(changed: str, monkeypatch: pytest.MonkeyPatch) -> None:
    matches(GG_WALK, monkeypatch)
    refused(GG_WALK.replace("Total pot $0.04 | Rake $0 | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0", changed),
            monkeypatch, reason=ADDS_UP)  # fmt: skip


BETONLINE_WALK = """\
BetOnline Poker Game #63: Tournament #3427473: Hold'em $10.00/$20.00 - 2011/08/07 16:07 Eastern Daylight Time
Table '3427473-176' 10-Max, Seat #5 is the button
Seat 9: ann (1000.00 in chips)
Seat 7: bob (1010.00 in chips) - Small Blind
Seat 5: cid (970.00 in chips) - The button
Seat 6: dee (980.00 in chips)
dee: posts small blind 10.00
bob: posts big blind 20.00
*** HOLE CARDS ***
ann: folds
cid: folds
dee: folds
Uncalled bet (10.00) returned to bob
*** SUMMARY ***
Total pot 20.00
Board []
Total pot 20.00
Board []
Seat 9: ann folded before Flop
Seat 7: bob collected (20.00)
Seat 5: cid folded before Flop
Seat 6: dee folded before Flop
"""
"""BetOnline's tournament walk, its summary's totals and board printed twice (#900220510)."""


def test_a_betonline_total_printed_twice_is_one_total(monkeypatch: pytest.MonkeyPatch) -> None:
    matches(BETONLINE_WALK, monkeypatch)
    changed = BETONLINE_WALK.replace("Total pot 20.00", "Total pot 20.01", 1)
    refused(changed, monkeypatch, "the room's lines disagree", "'Total pot 20.01'", "'Total pot 20.00'")
    refused(BETONLINE_WALK.replace("Total pot 20.00", "Total pot 20.01"), monkeypatch, reason=ADDS_UP)


# -- words no room writes after a summary seat's pay, after a street's marker --------------------


@pytest.mark.parametrize(
    ("line", "changed"),
    [
        ("Seat 4: eli (small blind) showed [Jh Jd] and won ($42) with a pair of Jacks",
         "Seat 4: eli (small blind) showed [Jh Jd] and won ($42) garbage"),
        ("*** FLOP *** [3s 8d Qh]", "*** FLOP *** [3s 8d Qh] garbage"),
        ("*** TURN *** [3s 8d Qh] [2c]", "*** TURN *** [3s 8d Qh] [2c] garbage"),
        ("*** SHOW DOWN ***", "*** SHOW DOWN *** garbage"),
    ],
)  # fmt: skip
def test_words_after_a_pay_or_a_street_are_quoted(line: str, changed: str, monkeypatch: pytest.MonkeyPatch) -> None:
    refused(STARS_RAISES.replace(line, changed), monkeypatch, repr(changed), reason="line not understood")


def test_words_after_a_walks_collected_are_quoted(monkeypatch: pytest.MonkeyPatch) -> None:
    changed = "Seat 9: dee (big blind) collected ($0.02) garbage"
    walk = STARS_WALK.replace("Seat 9: dee (big blind) collected ($0.02)", changed)
    refused(walk, monkeypatch, repr(changed), reason="line not understood")


@pytest.mark.parametrize(
    "changed",
    [
        "Seat 4: eli (small blind) showed [Jh Jd] and won ($42) with a pair of Jacks garbage",
        "Seat 4: eli (small blind) showed [Jh Jd] and won ($42) with a pair of Queens",
        "Seat 2: dora (button) showed [9c 9s] and lost with garbage a pair of Nines",
        "Seat 4: eli (small blind) showed [Jh Jd] and won ($42) with a pair of Queens with x",  # (no run's words)
        "Seat 2: dora (button) showed [9c 9s] and lost with HI: a pair of Nines",  # (a Hold'em hand: no high)
    ],
)
def test_the_summarys_words_for_a_hand_are_the_show_lines(changed: str, monkeypatch: pytest.MonkeyPatch) -> None:
    seat = changed[:7]
    line = next(line for line in STARS_RAISES.splitlines() if line.startswith(seat) and " showed " in line)
    refused(STARS_RAISES.replace(line, changed), monkeypatch, repr(changed), "(a pair of")


def test_pokerstars_shorter_copy_of_the_words_is_the_same_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """PokerStars' summary leaves the kicker out (``a pair of Jacks - Ace kicker``)."""
    kicker = STARS_RAISES.replace(
        "eli: shows [Jh Jd] (a pair of Jacks)", "eli: shows [Jh Jd] (a pair of Jacks - Queen kicker)"
    )
    matches(kicker, monkeypatch)


# -- GGPoker's cash-out figures ------------------------------------------------------------------

GG_CASH_OUT = """\
Poker Hand #OM71: PLO-5 ($2/$5) - 2022/05/06 03:00:57
Table 'PLO-5Gold3' 6-max Seat #2 is the button
Seat 1: ann ($945.51 in chips)
Seat 2: bob ($251.24 in chips)
ann: posts small blind $2
bob: posts big blind $5
*** HOLE CARDS ***
Dealt to ann [6s As 6d 4s Ad]
Dealt to bob
ann: raises $10 to $15
bob: raises $30 to $45
ann: raises $90 to $135
bob: raises $116.24 to $251.24 and is all-in
ann: calls $116.24
ann: shows [6s As 6d 4s Ad] (Pair of Aces)
bob: shows [Kh 9s Kd 9h 2h] (Pair of Kings)
*** FLOP *** [Kc 3c 7h]
*** TURN *** [Kc 3c 7h] [Ac]
ann: Chooses to EV Cashout
*** RIVER *** [Kc 3c 7h Ac] [4c]
ann: Pays Cashout Risk ($13.15)
*** SHOWDOWN ***
ann collected $490.98 from pot
*** SUMMARY ***
Total pot $502.48 | Rake $7.5 | Jackpot $4 | Bingo $0
Board [Kc 3c 7h Ac 4c]
Seat 1: ann (small blind) showed [6s As 6d 4s Ad] and won ($490.98) with Three Aces, Cashout Risk ($13.15)
Seat 2: bob (big blind) showed [Kh 9s Kd 9h 2h] and lost with Three Kings
"""
"""ann cashes out on the turn and wins anyway: she pays the room the risk it took, $13.15 (the
line of the hand and the summary's figure). The raises before the flop are the pot's each."""


def test_a_ggpoker_cash_out_figure_is_the_hands_line(monkeypatch: pytest.MonkeyPatch) -> None:
    matches(GG_CASH_OUT, monkeypatch)
    said = "the summary's Cashout Risk of ann is $13.16 but the hand's 'Pays Cashout Risk' line says $13.15"
    refused(GG_CASH_OUT.replace("Cashout Risk ($13.15)\nSeat 2", "Cashout Risk ($13.16)\nSeat 2"), monkeypatch, said)
    refused(GG_CASH_OUT.replace("ann: Pays Cashout Risk ($13.15)\n", ""), monkeypatch, "says none")
    refused(GG_CASH_OUT.replace(", Cashout Risk ($13.15)", ""), monkeypatch, "the summary names no Cashout Risk")


# -- Full Tilt's pot before a street -------------------------------------------------------------

FULL_TILT = """\
Full Tilt Poker Game #81: Table Lyon (6 max) - $1/$2 - No Limit Hold'em - 10:00:00 ET - 2012/11/06
Seat 1: ann ($500)
Seat 2: bob ($40)
Seat 3: cid ($500)
ann posts the small blind of $1
bob posts the big blind of $2
The button is in seat #3
*** HOLE CARDS ***
cid raises to $6
ann calls $5
bob calls $4
*** FLOP *** [7h 8s 3s] (Total Pot: $18, 3 Players)
ann bets $50
bob calls $34, and is all in
cid folds
*** TURN *** [7h 8s 3s] [4s] (Total Pot: $86, 2 Players, 1 All-In)
*** RIVER *** [7h 8s 3s 4s] [Ah] (Total Pot: $86, 2 Players, 1 All-In)
Uncalled bet of $16 returned to ann
*** SHOW DOWN ***
ann shows [As Ad] three of a kind, Aces
bob shows [Kc Kd] a pair of Kings
ann wins the pot ($84) with three of a kind, Aces
*** SUMMARY ***
Total pot $86 | Rake $2
Board: [7h 8s 3s 4s Ah]
Seat 1: ann (small blind) showed [As Ad] and won ($84) with three of a kind, Aces
Seat 2: bob (big blind) showed [Kc Kd] and lost with a pair of Kings
Seat 3: cid (button) folded on the Flop
"""
"""Full Tilt writes the pot before each street: on the turn, $86 of the $102 put in (ann's $16
over bob's all-in is handed back at the end)."""


@pytest.mark.parametrize(
    ("line", "changed"),
    [
        (
            "*** FLOP *** [7h 8s 3s] (Total Pot: $18, 3 Players)",
            "*** FLOP *** [7h 8s 3s] (Total Pot: $18.01, 3 Players)",
        ),
        ("*** TURN *** [7h 8s 3s] [4s] (Total Pot: $86,", "*** TURN *** [7h 8s 3s] [4s] (Total Pot: $87,"),
    ],
)
def test_full_tilts_pot_before_a_street_is_the_chips_put_in(
    line: str, changed: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    matches(FULL_TILT, monkeypatch)
    refused(FULL_TILT.replace(line, changed), monkeypatch, "the pot is", changed[:30])


def test_full_tilts_words_after_a_street_are_its_pot_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    changed = "*** FLOP *** [7h 8s 3s] (Total Pot: $18, 3 Players) garbage"
    text = FULL_TILT.replace("*** FLOP *** [7h 8s 3s] (Total Pot: $18, 3 Players)", changed)
    refused(text, monkeypatch, repr(changed), reason="line not understood")


# -- the totals line's pots ----------------------------------------------------------------------

STARS_SIDE_POT = """\
PokerStars Hand #91: Hold'em No Limit ($0.50/$1 USD) - 2021/03/04 5:06:07 ET
Table 'Vega' 6-max Seat #2 is the button
Seat 2: dora ($80 in chips)
Seat 4: eli ($10 in chips)
Seat 5: fay ($120 in chips)
eli: posts small blind $0.50
fay: posts big blind $1
*** HOLE CARDS ***
dora: raises $19 to $20
eli: calls $9.50 and is all-in
fay: calls $19
*** FLOP *** [3s 8d Qh]
fay: checks
dora: checks
*** TURN *** [3s 8d Qh] [2c]
fay: checks
dora: checks
*** RIVER *** [3s 8d Qh 2c] [Tc]
fay: checks
dora: checks
*** SHOW DOWN ***
eli: shows [Qs Qd] (three of a kind, Queens)
dora: shows [Jh Jd] (a pair of Jacks)
fay: shows [9c 9s] (a pair of Nines)
dora collected $19.50 from side pot
eli collected $28.50 from main pot
*** SUMMARY ***
Total pot $50 Main pot $28.50. Side pot $19.50. | Rake $2
Board [3s 8d Qh 2c Tc]
Seat 2: dora (button) showed [Jh Jd] and won ($19.50) with a pair of Jacks
Seat 4: eli (small blind) showed [Qs Qd] and won ($28.50) with three of a kind, Queens
Seat 5: fay (big blind) showed [9c 9s] and lost with a pair of Nines
"""
"""PokerStars prints each pot after the rake: $28.50 and $19.50 of the $50, less $2 (every
such line of its shared hands); Run It Once's layout, each pot between bars, before it."""


@pytest.mark.parametrize(
    ("changed", "said"),
    [
        ("Total pot $50 Main pot $28.51. Side pot $19.50. | Rake $2", "not its total less its rake"),
        ("Total pot $50 Main pot $28.50. Side pot $19.49. | Rake $2", "not its total less its rake"),
        # (PokerStars' pots before the rake: the room's lines never print them so)
        ("Total pot $50 Main pot $30. Side pot $20. | Rake $2", "not its total less its rake"),
        # (Run It Once's pots between bars are before the rake: $30 and $20 there)
        ("Total pot $50 | Main pot $28.50 | Side pot $19.50 | Rake $2", "not its total"),
    ],
)
def test_the_pots_of_a_totals_line_come_to_its_total(changed: str, said: str, monkeypatch: pytest.MonkeyPatch) -> None:
    matches(STARS_SIDE_POT, monkeypatch)
    refused(STARS_SIDE_POT.replace("Total pot $50 Main pot $28.50. Side pot $19.50. | Rake $2", changed), monkeypatch,
            "the room's lines disagree", said)  # fmt: skip


# -- WPN's pot after a street --------------------------------------------------------------------

WPN_POTS = WPN.replace("*** FLOP *** [Kc Ts 3h]\n", "*** FLOP *** [Kc Ts 3h]\nMain pot $35.00 | Rake $1.00\n").replace(
    "*** SHOW DOWN ***\n", "*** SHOW DOWN ***\nMain pot $35.00 | Rake $1.00\n"
)
"""WPN prints the pot so far after each street: $35 and $1 of rake, the $36 put in."""


@pytest.mark.parametrize(
    "changed", ["Main pot $35.01 | Rake $1.00", "Main pot $35.00 | Rake $0.99", "Main pot $35.00 | garbage"]
)
def test_wpns_pot_after_a_street_is_the_chips_put_in(changed: str, monkeypatch: pytest.MonkeyPatch) -> None:
    matches(WPN_POTS, monkeypatch)
    changed_text = WPN_POTS.replace("Main pot $35.00 | Rake $1.00", changed, 1)
    if "garbage" in changed:
        refused(changed_text, monkeypatch, repr(changed), reason="line not understood")
    else:
        refused(changed_text, monkeypatch, "the pot is", repr(changed))


def test_a_summary_seat_line_of_another_players_seat_is_the_lines_disagreeing(monkeypatch: pytest.MonkeyPatch) -> None:
    """The summary's seat number is the seat's: eli sits in seat 4, not 3."""
    line = "Seat 4: eli (small blind) showed [Jh Jd] and won ($42) with a pair of Jacks"
    changed = line.replace("Seat 4:", "Seat 3:")
    refused(STARS_RAISES.replace(line, changed), monkeypatch, "eli sits in seat 4 but the summary's line of seat 3")


def test_a_winamax_raise_counts_a_dead_blind_in_the_bet_faced(monkeypatch: pytest.MonkeyPatch) -> None:
    # Incognito 1 posts a dead small blind out of position and calls: 0.15€ in, 0.05€ of it dead;
    # Hero's raise to 0.30€ is 0.15€ over it, as Winamax writes (fpdb's raiseTo hand: 14€ to 20€
    # over a 4€ call and a 2€ dead blind)
    from test_handhistory_sites import wx_hand

    text = (
        wx_hand()
        .replace(
            "Incognito 3 posts big blind 0.10€\n",
            "Incognito 3 posts big blind 0.10€\nIncognito 1 posts small blind 0.05€ out of position\n",
        )
        .replace(
            "Incognito 1 raises 0.20€ to 0.30€\nHero calls 0.25€\nIncognito 3 folds\n",
            "Incognito 1 calls 0.10€\nHero raises 0.15€ to 0.30€\nIncognito 3 folds\nIncognito 1 calls 0.20€\n",
        )
        .replace("5.12€", "5.17€")
    )
    matches(text, monkeypatch)
    over_the_live_bet = text.replace("Hero raises 0.15€ to 0.30€", "Hero raises 0.20€ to 0.30€")
    refused(over_the_live_bet, monkeypatch, "'Hero raises 0.20€ to 0.30€'")
