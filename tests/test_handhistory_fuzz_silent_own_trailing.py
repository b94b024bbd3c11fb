"""Words after a line the own-text rooms' readers matched by its start (``Dealing pocket cards
dan: hi``, ``ann checks x``): no rule reads them, so the hand is NOT AUDITABLE quoting the line;
each such hand MATCHed as if the words were not there. The lines as the rooms write them
(the shared files' forms) still read."""

from __future__ import annotations

import re

import pytest
from test_handhistory_888 import EURO
from test_handhistory_absolute import PROPOSITION
from test_handhistory_bovada import SIDE_POT_2021
from test_handhistory_bovada import STUD as BOVADA_STUD
from test_handhistory_cake import COMMA_CASH
from test_handhistory_cake import TOURNAMENT as CAKE_TOURNAMENT
from test_handhistory_entraction import SIDE_POT as ENTRACTION
from test_handhistory_everleaf import HI_LO as EVERLEAF
from test_handhistory_everleaf import STUD as EVERLEAF_STUD
from test_handhistory_fuzz_silent_own import _verdict
from test_handhistory_ongame import DRAW, PLAIN, STUD, TOURNAMENT
from test_handhistory_party import BETFAIR
from test_handhistory_party import CASH as PARTY
from test_handhistory_pkr import CASH, HI_LO

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.verdicts import UNPARSED

TAIL = " dan: hi"
"""An observer's chat glued after a line."""


@pytest.mark.parametrize(
    ("text", "line", "tail"),
    [
        (DRAW, "***** History for hand R5-8-4 *****", TAIL),
        (TOURNAMENT, '***** History for hand T5-17-1 (TOURNAMENT: "Freeroll", R-274-69, buy-in: €0) *****', TAIL),
        (DRAW, "Start hand: Mon Sep 13 00:21:02 GMT+0100 2010", TAIL),
        (DRAW, "Table: Suez [8] (LIMIT FIVE_CARD_DRAW $0.05/$0.10, Real money)", TAIL),
        (STUD, "Players in round: 2 (5)", TAIL),
        (DRAW, "Button: seat 3", TAIL),
        (DRAW, "Dealing pocket cards", TAIL),
        (DRAW, "***** End of hand R5-8-4 *****", TAIL),
        (DRAW, "cid folds", " x"),
        (PLAIN, "cid checks", " x"),
        (CASH, "Start time of hand: 26 Aug 2011 17:39:25", TAIL),
        (CASH, "Last Hand #1830834322", TAIL),
        (CASH, "Table Type: RING", TAIL),
        (CASH, "Shuffling Deck", TAIL),
        (CASH, "Dealing Cards", TAIL),
        (CASH, "Seat 5: eve - $200 (away from table)", TAIL),
        (HI_LO, "ann shows [9 d][5 d][7 h][3 s]", TAIL),
        (PARTY, "Total number of players : 2/2", TAIL),
        (PARTY, "** Dealing down cards **", TAIL),
        (BETFAIR, "Total number of active players : 3", TAIL),
        (EURO, "Total number of players : 3", TAIL),
        (EURO, "** Summary **", TAIL),
        (EURO, "** Dealing flop ** [ 2d, Kh, 7d ]", TAIL),
        (PROPOSITION, "Stage #1981698003: Holdem  No Limit $4 (7-2) - 2010-04-01 17:48:42 (ET)", TAIL),
        (PROPOSITION, "Table: LAREDO (Real Money) Seat #3 is the dealer", TAIL),
        (PROPOSITION, "Seat 3 - ANN ($462 in chips)", TAIL),
        (PROPOSITION, "*** POCKET CARDS ***", TAIL),
        (PROPOSITION, "*** FLOP *** [Jc As 10s]", " x"),
        (PROPOSITION, "ANN - returned ($20) : not called", TAIL),
        (PROPOSITION, "*** SHOW DOWN ***", TAIL),
        (PROPOSITION, "ANN - Shows [2c 7c] (ace high)", TAIL),
        (PROPOSITION, "*** SUMMARY ***", TAIL),
        (PROPOSITION, "Total Pot($40) | Rake ($1.30) | Jackpot Rake ($2.50) | 72 Proposition Pot ($60)", TAIL),
        (EVERLEAF, "Total number of players: 3", TAIL),
        (EVERLEAF, "** Dealing down cards **", TAIL),
        (EVERLEAF, "Dealt to bob [ 9c, 4h, Td, Jc ]", TAIL),
        (EVERLEAF, "** Dealing Flop ** [ 2s, Ad, 8d ]", TAIL),
        (EVERLEAF_STUD, "ann: posts ante [$ 0.01 USD]", TAIL),
        (COMMA_CASH, "*** FLOP *** [Ad,6s,2c]", TAIL),
        (COMMA_CASH, "ann: shows [As Qd]", TAIL),
        (CAKE_TOURNAMENT, "Hero: mucks [Th,8d] (HighCard) .", TAIL),
        (ENTRACTION, "Players(max 6):", TAIL),
        (ENTRACTION, "ann                         Fold", TAIL),
        (ENTRACTION, "bob shows:                  Qc - Qd - 3h - 4h (a pair of Queens)", TAIL),
        (ENTRACTION, "Game ended 2011-03-21 17:00:30 GMT", TAIL),
        (SIDE_POT_2021, "Seat 1: Small Blind ($20 in chips)", TAIL),
        (SIDE_POT_2021, "Dealer : Set dealer [3]", TAIL),
        (SIDE_POT_2021, "*** HOLE CARDS ***", TAIL),
        (SIDE_POT_2021, "Small Blind : Card dealt to a spot [Ah Ad]", TAIL),
        (SIDE_POT_2021, "*** FLOP *** [2c 7d 9h]", TAIL),
        (SIDE_POT_2021, "*** SUMMARY ***", TAIL),
        (BOVADA_STUD, "Seat+1: $1 in chips", TAIL),
    ],
    ids=[
        "OnGame first line",
        "OnGame tournament's first line",
        "OnGame start",
        "OnGame table",
        "OnGame players in round",
        "OnGame button",
        "OnGame dealing",
        "OnGame end",
        "OnGame folds",
        "OnGame checks",
        "PKR start time",
        "PKR last hand",
        "PKR table type",
        "PKR shuffling",
        "PKR dealing",
        "PKR seat away",
        "PKR shows",
        "partypoker players",
        "partypoker dealing",
        "Betfair players",
        "888 players",
        "888 summary",
        "888 flop",
        "Absolute first line",
        "Absolute table",
        "Absolute seat",
        "Absolute pocket cards",
        "Absolute flop",
        "Absolute returned",
        "Absolute show down",
        "Absolute shows",
        "Absolute summary",
        "Absolute totals",
        "Everleaf players",
        "Everleaf dealing",
        "Everleaf dealt",
        "Everleaf flop",
        "Everleaf ante",
        "Cake flop",
        "Cake shows",
        "Cake mucks",
        "Entraction players",
        "Entraction fold",
        "Entraction shows",
        "Entraction ended",
        "Bovada seat",
        "Bovada dealer",
        "Bovada hole cards",
        "Bovada dealt",
        "Bovada flop",
        "Bovada summary",
        "Bovada stud seat",
    ],
)
def test_words_after_a_line_read_by_its_start_are_quoted(text: str, line: str, tail: str) -> None:
    assert text.count(line + "\n") == 1
    assert _verdict(text).outcome is Outcome.MATCH
    verdict = _verdict(text.replace(line + "\n", line + tail + "\n"))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert verdict.reason == UNPARSED and repr(line + tail)[:70] in verdict.detail  # (quoted; a long line cut)


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        (CASH, "Last Hand #1830834322", "Last Hand n/a"),  # a table's first hand (STT #2072796427)
        (CASH, "Hero says hi.", "Last Hand says hi."),  # a chat of a player so named
        (STUD, "User: ann", "User: an observer"),  # the hero's name: any words
        (DRAW, "Start hand: Mon Sep 13 00:21:02 GMT+0100 2010", "Start hand: Wed Aug 01 18:09:42 EEST 2012"),
    ],
    ids=["PKR last hand n/a", "PKR chat", "OnGame user", "OnGame time zone"],
)
def test_the_lines_as_the_rooms_write_them_read(text: str, old: str, new: str) -> None:
    changed = text.replace(old, new)
    if new.startswith("Last Hand says"):
        changed = re.sub(r"\bcid\b", "Last Hand", changed)
    verdict = _verdict(changed)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_quiet_lines_are_told_whole_by_one_pattern() -> None:
    from pokerrank.handhistory.owntext import QuietLines  # (new: imported here, the tests above run on older code)

    quiet = QuietLines({"Shuffling Deck": "", "Last Hand": r" #\d+"})
    assert quiet.starts == ("Shuffling Deck", "Last Hand")
    assert [quiet.whole(row) for row in ("Shuffling Deck", "Last Hand #12 ", "Last Hand #12 x", "Shuffling Decks")] == [
        True,
        True,
        False,
        False,
    ]


@pytest.mark.parametrize("tail", [" dan: hi ($5 in chips)", " dan: all in chips", " dan: hi"])
def test_words_after_a_bovada_seats_stack_are_quoted_whatever_they_end_in(tail: str) -> None:
    """A seat line's words after its stack that end as a stack does (``in chips)``) passed (a review)."""
    seat = "Seat 1: Small Blind ($20 in chips)"
    verdict = audit_hand(next(read(SIDE_POT_2021.replace(seat, seat + tail, 1))))
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, UNPARSED), verdict.detail
    assert repr(seat + tail) in verdict.detail
