"""Winamax's first lines read once and remembered: a next hand takes what the hand before said
only where its words before the hand's number (the kind of game, a tournament and its level)
and after it up to the date are the same. The hand texts are written here."""

from __future__ import annotations

from pokerrank.handhistory import Outcome, audit_hand, read


def hand(number: int, kind: str, stakes: str = "30/60", second: int = 0) -> str:
    """ann raises to 240 and bob folds: ann is paid her 60 back and the blinds."""
    return f"""Winamax Poker - {kind} - HandId: #2208569-{number}-1299346856 - Holdem no limit ({stakes}) - \
2011/03/05 18:40:{second:02d} UTC
Table: 'Freeroll(5142226)#348' 6-max (real money) Seat #1 is the button
Seat 1: ann (5000)
Seat 2: bob (5000)
*** ANTE/BLINDS ***
ann posts small blind 30
bob posts big blind 60
*** PRE-FLOP ***
ann raises 180 to 240
bob folds
ann collected 120 from main pot
*** SUMMARY ***
Total pot 120 | No rake
Seat 1: ann (small blind) won 120
Seat 2: bob (big blind) folded on the pre-flop

"""


TOURNAMENT = 'Tournament "Freeroll" buyIn: Gratuit level: 3'


def test_the_words_before_the_number_tell_a_tournament_from_a_cash_game() -> None:
    text = hand(1, TOURNAMENT) + hand(2, "CashGame", second=9) + hand(3, TOURNAMENT, second=20)
    first, cash, again = read(text)
    assert [first.tournament, cash.tournament, again.tournament] == ["Freeroll", None, "Freeroll"]
    assert [first.stakes, cash.stakes, again.stakes] == [(30, 60), (3000, 6000), (30, 60)]  # chips, cents
    assert all(audit_hand(h).outcome is Outcome.MATCH for h in (first, cash, again))


def test_the_next_level_and_its_stakes_are_read_again() -> None:
    text = hand(1, TOURNAMENT) + hand(2, TOURNAMENT.replace("3", "4"), "40/80", 9) + hand(3, TOURNAMENT, second=20)
    first, higher, back = read(text)
    assert first.stakes == back.stakes != higher.stakes
    assert [first.stakes, higher.stakes] == [(30, 60), (40, 80)]
