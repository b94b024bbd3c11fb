"""Players' names a room allows that look like its own words: ``Al (2)`` (a name with a
parenthesised part before the seat's stack), ``Jo:hn`` and ``re:`` (colons). A hand read with
its players renamed so gives the same verdict, paid to the same players. The hand texts are the
rooms' own layouts, written in the rooms' test modules."""

from __future__ import annotations

import pytest
from _renaming import assert_renaming_holds, renamed
from test_handhistory_lines import WPN_OLD_JP, WPN_OLD_SHOWDOWN
from test_handhistory_sites import FT_HAND, WPN_HAND, wx_hand
from test_handhistory_textrooms import EVEREST_HAND, MERGE, UNIBET_HAND, betonline, ipoker

from pokerrank.handhistory import Outcome, audit_hand, read

_TOURNAMENT = ipoker(
    head="GAME #3616765274: Texas Hold'em  NL  Tournament 2011-06-15 21:58:37", rake="$0.00", total="$23.00"
)
IPOKER_TOURNAMENT = _TOURNAMENT.replace(
    "Table HandHQ", 'Table "SUPER TURBO" $2 Double up*6, 595699511, 4730275101 (Tournament: x Buy-In: $2+$0.20)'
)
"""A PokerTracker export's tournament hand: its stakes are the blinds its players post."""

ROOMS = {
    "Full Tilt": (FT_HAND, ["Player1", "Player Two", "Hero"]),
    "WPN": (WPN_HAND, ["Hero", "Player0"]),
    "WPN before 2019": (WPN_OLD_JP, ["Ann", "Bob", "Cid Vicious", "Dan"]),
    "WPN before 2019, a showdown": (WPN_OLD_SHOWDOWN, ["Ann", "Bob", "Eve", "Hero"]),
    "Winamax": (wx_hand(), ["Incognito 1", "Hero", "Incognito 3"]),
    "Unibet": (UNIBET_HAND, ["ann", "bob", "Hero", "cat"]),
    "Everest": (EVEREST_HAND, ["ann", "bob", "cat"]),
    "BetOnline": (betonline(), ["ann", "bob", "cat", "dan"]),
    "PokerTracker export": (IPOKER_TOURNAMENT, ["ann", "bob", "cat"]),
    "PokerTracker export of Merge": (MERGE, ["ann", "bob", "cat", "dan"]),  # (ann's `wins $0.75 (uncalled)`)
}
ODD_NAMES = {
    "paren": ["Al (2)", "(Bob)", "x)y(", "p(3)"],
    "colon": ["Jo:hn", "a:b:c", "re:", "u:4"],
    "bracket": ["x]y[", "Al [2]", "[Bob]", "b[4]"],
}


@pytest.mark.parametrize("kind", sorted(ODD_NAMES))
@pytest.mark.parametrize("room", sorted(ROOMS))
def test_a_hand_with_its_players_renamed_gets_the_same_verdict(room: str, kind: str) -> None:
    text, players = ROOMS[room]
    for turn in range(len(players)):  # each player gets each odd name once
        odd = ODD_NAMES[kind][turn:] + ODD_NAMES[kind][:turn]
        assert_renaming_holds(text, dict(zip(players, odd, strict=False)))


def test_a_seat_s_stack_is_its_last_parenthesised_amount() -> None:
    (hand,) = read(renamed(FT_HAND, {"Player Two": "Al (2)"}))
    assert [(seat.name, seat.stack) for seat in hand.seats][:2] == [("Player1", 129), ("Al (2)", 174)]
    (hand,) = read(renamed(UNIBET_HAND, {"ann": "Al (2)"}))
    assert hand.seats[0].name == "Al (2)" and hand.seats[0].stack == 515


@pytest.mark.parametrize("sign", ["$", "€", "£"])
def test_a_full_tilt_capped_game_in_any_currency(sign: str) -> None:
    text = (
        FT_HAND.replace(
            "Table Douai (6 max) - €0.01/€0.02 - No Limit Hold'em",
            "Table Pam (6 max) - €0.01/€0.02 - €400 Pot Limit Omaha Hi",
        )
        .replace("Dealt to Hero [2h 9c]", "Dealt to Hero [2h 9c 3d 4d]")
        .replace("raises to €1.68, and is all in", "raises to €0.20")  # (the least raise over the €0.10 bet)
        .replace("€1.58", "€0.10")
        .replace("€", sign)
    )
    (hand,) = read(text)
    verdict = audit_hand(hand)
    assert (hand.game, hand.structure, hand.stakes) == ("omaha", "pot-limit", (1, 2)), verdict.detail
    assert verdict.outcome is Outcome.MATCH


def test_betonline_no_ante_lines_and_shows_of_names_with_colons() -> None:
    from pokerrank.handhistory.sites.betonline import BETONLINE

    said = BETONLINE.rewritten("Jo:hn: ante processed 0.00\nre:: ante processed 0\nre: shows As 10c\nx: y shows Kd Kc")
    assert said.splitlines() == ["", "", "re:: shows [As Tc]", "x: y shows Kd Kc"]


def test_a_pokertracker_tournament_s_stakes_from_blinds_posted_by_names_with_colons() -> None:
    (hand,) = read(renamed(IPOKER_TOURNAMENT, {"bob": "Jo:hn", "cat": "re:"}))
    assert (hand.tournament, hand.stakes, hand.error) == ("595699511", (50, 100), None)
