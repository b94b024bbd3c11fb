"""A hand's cards are checked against its game: a player left to contest the pot with others
shown or dealt more cards than the game deals, or a board game's ``Dealt to`` hand of another
size, is a hand that contradicts itself (NOT AUDITABLE, naming the player and the count), never
a MATCH; the cards of a player who folded decide nothing and leave the payout audit as it is."""

from __future__ import annotations

import re

import pytest

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory.examples import ALL_IN_SHOWDOWN, HEADS_UP_STEAL
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.replay import replay
from pokerrank.handhistory.verdicts import INCONSISTENT


def _one(text: str) -> HandRecord:
    hands = list(read(text))
    assert len(hands) == 1
    return hands[0]


def _contradicts(text: str, *said: str) -> None:
    hand = _one(text)
    verdict = audit_hand(hand)
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, INCONSISTENT), verdict.detail
    for words in said:
        assert words in (verdict.detail or ""), verdict.detail
    with pytest.raises(HandHistoryError, match=re.escape(said[0])):
        replay(hand)


def _matches(text: str) -> None:
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.MATCH, verdict.detail


_DEALT = "*** HOLE CARDS ***\n"
STEAL_DEALT = HEADS_UP_STEAL.replace(_DEALT, _DEALT + "Dealt to bob [Qh Qd]\n")
OMAHA_STEAL = STEAL_DEALT.replace("Hold'em No Limit", "Omaha Pot Limit").replace("[Qh Qd]", "[Qh Qd 3s 4c]")


def test_the_hands_as_dealt_match() -> None:
    _matches(STEAL_DEALT)
    _matches(OMAHA_STEAL)
    _matches(ALL_IN_SHOWDOWN)


SHOWDOWN_DEALT = ALL_IN_SHOWDOWN.replace(_DEALT, _DEALT + "Dealt to bob [Kc Ks]\n")
OMAHA_SHOWDOWN = (
    SHOWDOWN_DEALT.replace("Hold'em No Limit", "Omaha No Limit")  # (no limit: ann's raise to $10 is over the pot)
    .replace("[As Ad]", "[As Ad 3s 4c]")
    .replace("[Kc Ks]", "[Kc Ks 3h 4h]")
    .replace("(three of a kind, Kings)", "(three of a kind, Kings)")
)


def test_the_cards_of_a_player_who_folded_decide_nothing() -> None:
    """The one player left takes the pot whatever anyone was dealt: the payout audit stands
    (PokerMaster writes its five-card Omaha as 'Omaha Pot Limit'); ``audit --rules`` names it."""
    _matches(STEAL_DEALT.replace("[Qh Qd]", "[Qh Qd 3s 4c]"))
    _matches(OMAHA_STEAL.replace("[Qh Qd 3s 4c]", "[Qh Qd]"))
    _matches(OMAHA_STEAL.replace("[Qh Qd 3s 4c]", "[Qh Qd 3s 4c 5c]"))
    _matches(ALL_IN_SHOWDOWN.replace(_DEALT, _DEALT + "Dealt to cid [Qh Qd 3s 4c]\n"))  # cid folds


def test_a_player_dealt_four_cards_in_holdem_who_contests_the_pot_contradicts_the_game() -> None:
    _contradicts(SHOWDOWN_DEALT.replace("Dealt to bob [Kc Ks]", "Dealt to bob [Kc Ks 3h 4h]"), "'bob'", "4 hole cards")


def test_a_player_showing_four_cards_in_holdem_contradicts_the_game() -> None:
    text = ALL_IN_SHOWDOWN.replace("bob: shows [Kc Ks]", "bob: shows [Kc Ks 3h 4h]")
    _contradicts(text, "'bob'", "4 hole cards in Texas Hold'em")


def test_two_cards_dealt_in_omaha_to_a_player_who_contests_the_pot_contradict_the_game() -> None:
    _matches(OMAHA_SHOWDOWN)
    text = OMAHA_SHOWDOWN.replace("Dealt to bob [Kc Ks 3h 4h]", "Dealt to bob [Kc Ks]")
    _contradicts(text.replace("bob: shows [Kc Ks 3h 4h]", "bob: shows [Kc Ks]"), "'bob'", "2 hole cards in Omaha")


def test_five_cards_in_four_card_omaha_contradict_the_game() -> None:
    text = OMAHA_SHOWDOWN.replace("[Kc Ks 3h 4h]", "[Kc Ks 3h 4h 5h]")
    _contradicts(text, "'bob'", "5 hole cards in Omaha")


def test_five_card_omaha_titled_so_deals_five() -> None:
    _matches(OMAHA_STEAL.replace("Omaha Pot Limit", "5 Card Omaha Pot Limit").replace("4c]", "4c 5c]"))


@pytest.mark.parametrize(
    "dealt",
    [
        "Dealt to bob [Qh Qd]\nDealt to bob [Qh Qd]\n",  # the line printed twice
        "Dealt to bob []\n",  # a room that names the players dealt in, without their cards
        "Dealt to bob [Qh]\nDealt to ann [7c]\n",  # one card a line (or a draw for the button)
    ],
)
def test_what_rooms_write_beside_a_hand_dealt_is_no_contradiction(dealt: str) -> None:
    _matches(HEADS_UP_STEAL.replace(_DEALT, _DEALT + dealt))


def test_a_showdown_that_shows_one_card_is_not_a_contradiction() -> None:
    hand = _one(ALL_IN_SHOWDOWN.replace("bob: shows [Kc Ks]", "bob: shows [Kc]"))
    assert replay(hand).missing == ("bob",)


def test_a_board_street_in_a_stud_hand_contradicts_the_game() -> None:
    """A Hold'em hand titled stud (its flop, turn and river read as streets of stud) is refused
    naming the street and the line, not audited (or cashed out: a KeyError before)."""
    text = ALL_IN_SHOWDOWN.replace("Hold'em No Limit ($1/$2 USD)", "7 Card Stud Hi/Lo Limit ($1/$2 USD)")
    _contradicts(text, "board of 5 cards", "Seven Card Stud")
    river = "*** RIVER *** [2c 7d 9h Js] [Kd]\n"
    bets = text.replace("*** FLOP *** [2c 7d 9h]\n*** TURN *** [2c 7d 9h] [Js]\n" + river, "")
    bets = bets.replace("ann: calls $40\n", "ann: calls $40\n*** FLOP *** [2c 7d 9h]\nann: checks\n")
    _contradicts(bets.replace("Board [2c 7d 9h Js Kd]\n", ""), "'ann' acts on the flop (line ", "Seven Card Stud")


def test_the_cards_known_at_a_street_stud_does_not_have_are_a_typed_error() -> None:
    from dataclasses import replace

    from pokerrank.games import get_game
    from pokerrank.handhistory.allin import _known

    hand = _one(ALL_IN_SHOWDOWN)
    ran_out = replace(get_game("stud"), hole_cards=2, board_cards=5)  # (as a stud hand whose deck ran out)
    with pytest.raises(HandHistoryError, match="'turn'"):
        _known(hand, ran_out, "ann", "turn")


def _draw(title: str = "5 Card Draw Limit") -> str:
    from test_handhistory import DRAW_GAMES, draw_game

    game = next(g for g in DRAW_GAMES if g[1] == title)
    return draw_game(*game[1:])


def _stud() -> str:
    from test_handhistory import STUD_GAMES, stud_game

    return stud_game(*STUD_GAMES[0][1:])


def test_the_draw_and_stud_hands_as_dealt_match() -> None:
    for text in (_draw(), _draw("Badugi Limit"), _stud()):
        _matches(text)


def test_a_draw_hand_dealt_fewer_cards_than_the_game_deals_contradicts_it() -> None:
    # a draw game deals its whole hand at once: ann's four cards of five-card draw were a MATCH
    _contradicts(_draw().replace("Dealt to ann [As Ad Ac 7d 2c]", "Dealt to ann [As Ad Ac 7d]"),
                 "'ann' is dealt 4 cards ('As Ad Ac 7d'): 4 hole cards in Five Card Draw, which deals 5")  # fmt: skip
    _contradicts(_draw("Badugi Limit").replace("As 2d 3h 4c", "As 2d 3h"), "3 hole cards in Badugi, which deals 4")


def test_a_draw_hand_known_with_fewer_cards_at_the_end_is_no_contradiction() -> None:
    # a room may show an all-in hand early and deal the cards after it unseen (KingsClub writes
    # them [X]): the hand known at the end holds fewer, the audit tries the cards never shown
    shown = _one(_draw().replace("bob: shows [Ks Kd Kc Qh Qd]", "bob: shows [Ks Kd Kc Qh]"))
    assert replay(shown).missing == ("bob",) and audit_hand(shown).reason != INCONSISTENT


def test_a_board_in_a_draw_hand_contradicts_the_game() -> None:
    text = ALL_IN_SHOWDOWN.replace("Hold'em No Limit ($1/$2 USD)", "Triple Draw 2-7 Lowball Limit ($1/$2 USD)")
    _contradicts(text, "a board of 5 cards ('2c 7d 9h Js Kd') in 2-7 Triple Draw, which shares none")


@pytest.mark.parametrize(
    ("dealt", "said"),
    [
        ("Dealt to ann [Ah Ad 5c]\n", "Dealt to ann [Ah Ad 5c 7h]\n"),  # four cards on third street
        ("Dealt to bob [9s] [9d]\n", "Dealt to bob [9s] [9d 2h]\n"),  # two on fourth street
    ],
)
def test_a_stud_street_dealing_more_cards_than_it_deals_contradicts_the_game(dealt: str, said: str) -> None:
    text = _stud().replace(dealt, said)
    _contradicts(text, "which deals", "Seven Card Stud")


def test_stud_cards_known_fewer_than_the_game_deals_are_no_contradiction() -> None:
    # stud deals a street at a time and its down cards are seen only when shown: a player whose
    # up cards alone are known (mucked, or a room writing [X X 3h]) holds fewer known, as dealt
    hand = _one(_stud().replace("bob: shows [Tc Th 9s 9d 2h 3c 4d] (two pair, Tens and Nines)\n", ""))
    assert hand.hole["bob"] == "9s 9d 2h 3c" and replay(hand).missing == ("bob",)
    assert audit_hand(hand).reason != INCONSISTENT
    # one card a line in a draw hand (a room that deals card by card), and a hand shown whole
    _matches(_draw().replace("Dealt to ann [As Ad Ac 7d 2c]", "Dealt to ann [As]"))
