"""Players renamed to names the plain-lines rooms allow (a space, a colon, digits only,
brackets, `` (``) read as the names they were: a seat's stack is its line's last bracketed
amount, a line's speaker is found among the seated names, never by the signs a name is made of."""

from __future__ import annotations

import pytest
from _renaming import assert_renaming_holds, renamed
from test_handhistory_actionpoker import ALL_IN_PREFLOP, FOLD_TO_A_BET, SHOWDOWN
from test_handhistory_lines import (
    KC_BLIND_TO_COME_IN,
    KC_DRAW_RUN_TWICE,
    KC_SIDE_POT,
    KC_SINGLE_DRAW,
    KC_TRIPLE_DRAW,
    KC_TWO_BOARDS,
    SWC_DEAD_BLIND,
    SWC_HI_LO,
    SWC_SPLIT,
    SWC_TOURNAMENT,
    WPN_OLD_JP,
    WPN_OLD_SHOWDOWN,
)

from pokerrank.handhistory import read

SWC_SITTING_OUT = """Hand #700-1 - 2014-01-02 03:04:05
Game: NL Hold'em (40 - 200) - Blinds 1/2
Site: Seals With Clubs
Table: NLHE 6max 1/2 #9
Seat 1: Ann (200)
Seat 2: Bob (150)
Seat 3: Cid (80) - sitting out
Seat 4: Dee (100) - waiting for big blind
Seat 5: Eve (120)
Ann has the dealer button
Bob posts small blind 1
Eve posts big blind 2
** Hole Cards **
Dealt to Ann [Ah Kd]
Ann raises to 6
Bob folds
Eve calls 4
** Flop ** [2c 7d 9h]
Eve checks
Ann bets 10
Eve calls 10
** Turn ** [Js]
Eve bets 20
Ann raises to 60
Eve folds
Ann refunded 40
Ann wins Pot (72)
Rake (1)
"""

WPN_OLD_FOLDED = """Game started at: 2015/5/1 10:0:0
Game ID: 406051600 1/2 Mauilite (PRR) - 6-Max - 3 (Hold'em)
Seat 1 is the button
Seat 1: Ann (100).
Seat 2: Bob (50.50).
Seat 3: Cid (80).
Player Bob has small blind (1)
Player Cid has big blind (2)
Player Ann received card: [10h]
Player Ann received card: [Jc]
Player Ann raises (6)
Player Bob folds
Player Cid calls (4)
*** FLOP ***: [5d Ks 7c]
Player Cid checks
Player Ann bets (8)
Player Cid folds
Uncalled bet (8) returned to Ann
------ Summary ------
Pot: 12.50. Rake 0.50
Board: [5d Ks 7c]
*Player Ann does not show cards.Bets: 6. Collects: 12.50. Wins: 6.50.
Player Bob does not show cards.Bets: 1. Collects: 0. Loses: 1.
Player Cid does not show cards.Bets: 6. Collects: 0. Loses: 6.
Game ended at: 2015/5/1 10:1:0
"""

_KINDS = {
    "bracketed number": ["Al (2)", "(Bob)", "p(3)", "x)y(", "Zed (4)"],
    "spaces": ["a b c", "John Smith", "x y3", "Mr Big", "x y5"],
    "colon": ["Jo:hn", "a:b:c", "re:", "u:3", "u:4"],
    "digits": ["12345", "7", "100", "303", "404"],
    "square brackets": ["Al [2]", "[Bob]", "b[3]", "x]y[", "b[4]"],
}
_TEXTS = {
    "swc sitting out": SWC_SITTING_OUT, "swc split": SWC_SPLIT, "swc dead blind": SWC_DEAD_BLIND,
    "swc tournament": SWC_TOURNAMENT, "swc hi-lo": SWC_HI_LO, "wpn old folded": WPN_OLD_FOLDED,
    "wpn old jackpot": WPN_OLD_JP, "wpn old showdown": WPN_OLD_SHOWDOWN, "kingsclub side pot": KC_SIDE_POT,
    "kingsclub triple draw": KC_TRIPLE_DRAW, "kingsclub two boards": KC_TWO_BOARDS,
    "kingsclub single draw": KC_SINGLE_DRAW, "kingsclub run twice": KC_DRAW_RUN_TWICE,
    "kingsclub blind to come in": KC_BLIND_TO_COME_IN, "action poker showdown": SHOWDOWN,
    "action poker fold to a bet": FOLD_TO_A_BET, "action poker all in": ALL_IN_PREFLOP,
}  # fmt: skip


def _names(text: str, kind: str) -> dict[str, str]:
    """Each player of ``text`` (in sorted order) to a name of ``kind``."""
    players = sorted({player for hand in read(text) for player in hand.players})
    return dict(zip(players, _KINDS[kind], strict=False))


@pytest.mark.parametrize("kind", sorted(_KINDS))
@pytest.mark.parametrize("text", sorted(_TEXTS))
def test_renamed_players_keep_their_verdicts_and_actions(text: str, kind: str) -> None:
    names = _names(_TEXTS[text], kind)
    for shift in range(len(names)):  # each name of the kind on each player
        pool = _KINDS[kind][shift:] + _KINDS[kind][:shift]
        assert_renaming_holds(_TEXTS[text], dict(zip(names, pool, strict=False)))


def test_a_seat_s_stack_is_its_last_bracketed_amount() -> None:
    text = renamed(SWC_SITTING_OUT, {"Cid": "Al (2)", "Ann": "Bo (3) (4)"})
    hand = next(read(text))
    seats = [(seat.name, seat.stack, seat.sitting_out) for seat in hand.seats][:3]
    assert seats == [("Bo (3) (4)", 20000, False), ("Bob", 15000, False), ("Al (2)", 8000, True)]


@pytest.mark.parametrize("text", [SWC_SITTING_OUT, SWC_SPLIT, WPN_OLD_FOLDED, WPN_OLD_SHOWDOWN])
def test_a_name_that_is_another_seated_name_and_a_bracketed_number_is_its_own(text: str) -> None:
    players = sorted({player for hand in read(text) for player in hand.players})
    assert_renaming_holds(text, {players[0]: "Al", players[1]: "Al (2)", players[-1]: "Al (2) (3)"})
