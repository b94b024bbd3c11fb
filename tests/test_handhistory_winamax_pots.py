"""Winamax's pots after the rake, as its collect lines print them (``collected 6.03€ from main
pot``, ``collected 5.70€ from side pot 1``): the rake's split between the pots is checked as
for PokerStars' printed pots (some rate main pot first must give it), and the last side pot
that only pays a bet nobody called back to its owner is no pot. The hand texts are written here.
"""

from __future__ import annotations

import json

import pytest

from pokerrank.handhistory import Outcome, audit_hand, pokerstars, read, to_ohh
from pokerrank.handhistory.records import Collection
from pokerrank.handhistory.sites import WINAMAX
from pokerrank.handhistory.sites.winamax import collected_pots


def side_pots(*, main: str, side: str, rake: str, total: str, back: str = "1.50€") -> str:
    """cat (2.10€) all in on the turn, dan (5.10€) on the river, bob bets 4.50€ over him: a
    main pot of 6.35€ (ann's small blind and three times 2.10€) that cat's aces win, a side
    pot of 6€ that dan's kings win, and bob's 1.50€ nobody called, paid back as side pot 2."""
    return f"""Winamax Poker - CashGame - HandId: #1000001-7-1300000000 - Holdem no limit (0.05€/0.10€) - \
2011/03/14 12:00:00 UTC
Table: 'Nulle Part' 9-max (real money) Seat #4 is the button
Seat 1: ann (5€)
Seat 2: bob (10€)
Seat 3: cat (2.10€)
Seat 4: dan (5.10€)
*** ANTE/BLINDS ***
ann posts small blind 0.05€
bob posts big blind 0.10€
*** PRE-FLOP ***
cat raises 0.20€ to 0.30€
dan calls 0.30€
ann folds
bob calls 0.20€
*** FLOP *** [2c 7d 9h]
bob bets 0.50€
cat calls 0.50€
dan calls 0.50€
*** TURN *** [2c 7d 9h][4s]
bob bets 1.30€
cat calls 1.30€ and is all-in
dan calls 1.30€
*** RIVER *** [2c 7d 9h 4s][Jd]
bob bets 4.50€
dan calls 3€ and is all-in
*** SHOW DOWN ***
cat shows [Ah Ac] (One pair : Aces)
dan shows [Kc Kd] (One pair : Kings)
bob shows [Qh Qd] (One pair : Queens)
bob collected {back} from side pot 2
dan collected {side} from side pot 1
cat collected {main} from main pot
*** SUMMARY ***
Total pot {total} | Rake {rake}
Board: [2c 7d 9h 4s Jd]
Seat 1: ann (small blind) folded on the pre-flop
Seat 2: bob (big blind) showed [Qh Qd] and won {back} with One pair : Queens
Seat 3: cat showed [Ah Ac] and won {main} with One pair : Aces
Seat 4: dan (button) showed [Kc Kd] and won {side} with One pair : Kings
"""


def bet_back_only() -> str:
    """dan (5.10€) all in on the flop, bob bets 6€ over him: one pot of 10.25€, dan's kings
    win it less 0.51€ of rake, and bob's 0.90€ nobody called comes back as side pot 1."""
    return """Winamax Poker - CashGame - HandId: #1000001-8-1300000100 - Holdem no limit (0.05€/0.10€) - \
2011/03/14 12:01:40 UTC
Table: 'Nulle Part' 9-max (real money) Seat #4 is the button
Seat 1: ann (5€)
Seat 2: bob (10€)
Seat 4: dan (5.10€)
*** ANTE/BLINDS ***
ann posts small blind 0.05€
bob posts big blind 0.10€
*** PRE-FLOP ***
dan calls 0.10€
ann folds
bob checks
*** FLOP *** [2c 7d 9h]
bob bets 5.90€
dan calls 5€ and is all-in
*** TURN *** [2c 7d 9h][4s]
*** RIVER *** [2c 7d 9h 4s][Jd]
*** SHOW DOWN ***
dan shows [Kc Kd] (One pair : Kings)
bob shows [Qh Qd] (One pair : Queens)
bob collected 0.90€ from side pot 1
dan collected 9.74€ from main pot
*** SUMMARY ***
Total pot 10.64€ | Rake 0.51€
Board: [2c 7d 9h 4s Jd]
Seat 1: ann (small blind) folded on the pre-flop
Seat 2: bob (big blind) showed [Qh Qd] and won 0.90€ with One pair : Queens
Seat 4: dan (button) showed [Kc Kd] and won 9.74€ with One pair : Kings
"""


# 0.62€ of rake from pots of 6.35€ and 6€: main pot first at a rate from 32/635 (5.04 %) to
# 33/635 takes 0.32€ and 0.30€ (5 % rounded half up: 0.3175€ -> 0.32€). The rake over all the
# chips (0.62€ of 12.35€, 5.02 %) would take 0.31€ and 0.31€.
ROOMS_SPLIT = side_pots(main="6.03€", side="5.70€", rake="0.62€", total="13.23€")


def test_a_split_some_rate_gives_main_pot_first_matches() -> None:
    (hand,) = read(ROOMS_SPLIT)
    assert hand.pots == (603, 570)  # side pot 2, bob's 1.50€ back, is no pot
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_a_split_no_rate_gives_is_a_mismatch_naming_the_pots() -> None:
    # 0.20€ from the main pot is a rate under 21/635 (3.3 %): the two pots together would pay
    # 0.40€ at most, not 0.70€
    (hand,) = read(side_pots(main="6.15€", side="5.50€", rake="0.70€", total="13.15€"))
    assert hand.pots == (615, 550)
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MISMATCH
    assert "main pot first: 20, 50 from pots of 635, 600" in (verdict.detail or "")


def test_both_lanes_of_the_reader_read_the_pots() -> None:
    def reader() -> pokerstars._Reader:
        return pokerstars._Reader("<text>", 1, ROOMS_SPLIT.splitlines(), "utf-8", ROOMS_SPLIT, WINAMAX)

    fast, full = reader().quick(), reader().read()
    assert fast is not None
    assert fast.pots == full.pots == (603, 570)


def test_the_split_written_as_open_hand_history_audits_the_same() -> None:
    # OHH has no bet back: side pot 2 is no pot there, and the main pot comes first
    (hand,) = read(ROOMS_SPLIT)
    document = to_ohh(hand)
    assert [pot["player_wins"][0]["win_amount"] for pot in document["ohh"]["pots"]] == [6.03, 5.70]
    (back,) = read(json.dumps(document))
    assert back.pots == (603, 570)
    assert audit_hand(back).outcome is Outcome.MATCH


def test_a_side_pot_that_only_pays_a_bet_back_is_no_pot() -> None:
    (hand,) = read(bet_back_only())
    assert hand.pots == ()
    assert audit_hand(hand).outcome is Outcome.MATCH


def paid(*lines: tuple[str, int, str]) -> list[Collection]:
    return [Collection(name, amount, pot) for name, amount, pot in lines]


PUT = {"ann": 5, "bob": 660, "cat": 210, "dan": 510}
"""The chips put in by the hand above: pots of 635 and 600, 150 nobody called (bob's)."""


@pytest.mark.parametrize(
    ("lines", "rake", "pots"),
    [
        # several side pots, the bet back last
        ((("bob", 150, "side pot 2"), ("dan", 570, "side pot 1"), ("cat", 603, "main pot")), 62, (603, 570)),
        # a pot split between tied winners: each line of a pot added up
        ((("bob", 150, "side pot 2"), ("dan", 285, "side pot 1"), ("bob", 285, "side pot 1"),
          ("cat", 302, "main pot"), ("dan", 301, "main pot")), 62, (603, 570)),
        # a high and a low half of each pot
        ((("bob", 150, "side pot 2"), ("dan", 285, "side pot 1(HI)"), ("bob", 285, "side pot 1(LO)"),
          ("cat", 302, "main pot(HI)"), ("cat", 301, "main pot(LO)")), 62, (603, 570)),
        # the bet back not written at all (paid from nothing): the pots as printed
        ((("dan", 570, "side pot 1"), ("cat", 603, "main pot")), 62, (603, 570)),
        # one pot: no split printed
        ((("bob", 150, "side pot 1"), ("cat", 1173, "main pot")), 62, ()),
        ((("cat", 1173, "pot"),), 62, ()),
        # the bet back paid inside a pot (which pot is not said): no split taken
        ((("dan", 720, "side pot 1"), ("cat", 603, "main pot")), 62, ()),
        # bob wins side pot 2 from nobody but is not the one whose bet nobody called
        ((("cat", 150, "side pot 2"), ("dan", 570, "side pot 1"), ("cat", 603, "main pot")), 62, ()),
        # a side pot's number missing, a name Winamax does not write, "pot" beside a main pot
        ((("bob", 150, "side pot 3"), ("dan", 570, "side pot 1"), ("cat", 603, "main pot")), 62, ()),
        ((("dan", 570, "side pot 1"), ("cat", 603, "main pot"), ("ann", 0, "side pot")), 62, ()),
        ((("dan", 570, "side pot 1"), ("cat", 603, "pot")), 62, ()),
        # the pots and the rake short of the chips called
        ((("bob", 150, "side pot 2"), ("dan", 570, "side pot 1"), ("cat", 603, "main pot")), 60, ()),
    ],
)  # fmt: skip
def test_the_pots_as_the_collect_lines_print_them(
    lines: tuple[tuple[str, int, str], ...], rake: int, pots: tuple[int, ...]
) -> None:
    assert collected_pots(paid(*lines), PUT, {}, {}, rake, 0) == pots


def test_dead_money_and_money_added_are_in_the_main_pot() -> None:
    # ann's 5 dead (a small blind out of position) and 250 the room added (a hold-up): in the
    # pots, but no part of the bet nobody called
    put = {**PUT, "ann": 10}
    got = collected_pots(paid(("bob", 150, "side pot 2"), ("dan", 570, "side pot 1"), ("cat", 858, "main pot")),
                         put, {"ann": 5}, {}, 62, 250)  # fmt: skip
    assert got == (858, 570)


def test_a_bet_the_room_said_it_returned_is_no_bet_back() -> None:
    # an uncalled bet the room returned on a line of its own is not in what is left to pay back
    got = collected_pots(paid(("dan", 570, "side pot 1"), ("cat", 603, "main pot")), PUT, {}, {"bob": 150}, 62, 0)
    assert got == (603, 570)
