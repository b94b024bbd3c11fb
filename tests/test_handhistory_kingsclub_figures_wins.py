"""KingsClub's wins lines (``Ann wins pot (975)``, ``Hero wins (826.62) from pot``) read and
checked against what the stacks after the hand say each was paid: they were read as nothing, so
a winner renamed (``Bob wins pot (975)``) or an amount changed still MATCHed (a read-only fuzz
run). They leave out the bet no one called, and at times a side pot no one contested: chips of
the player still in who put in the most alone."""

from __future__ import annotations

import re

import pytest
from test_handhistory_kingsclub_figures import HOLDEM
from test_handhistory_lines import KC_BLIND_TO_COME_IN, KC_SIDE_POT, KC_TRIPLE_DRAW

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.records import ActionKind

SHORT_DECK = """#800: No Limit Short Deck Holdem - 0/0
2023-02-21 11:02:10
Table 'Kyoto' Seat 2 is the button
Seat 1: Ivy (700)
Seat 2: Jon (412.40)
Seat 3: Kai (1,500)
Ivy: posts ante 10
Jon: posts ante 10
Kai: posts ante 10
Jon: posts ante 10
Dealt to Ivy: [X X]
Dealt to Jon: [X X]
Dealt to Kai: [As Ah]
Ivy folds
Kai raises to 60
Jon raises to 402.40, and is all in
Kai calls 402.40
Jon shows [Kc Kd]
Kai shows [As Ah]
*** FLOP *** [Ac 9d 6s]
*** TURN *** [Ac 9d 6s] [7h]
*** RIVER *** [Ac 9d 6s 7h] [Tc]
*** SUMMARY ***
Seat 1: Ivy (690) -10
Seat 2: Jon (0) -412.40
Seat 3: Kai (1,916.40) +416.40
Rake 6
Kai wins pot (828.80)
"""
"""A short-deck hand of this file's own: the button (Jon) posts the ante twice, the second his
live blind, in the street total of his all-in raise (412.40 = 10 + 402.40: he has no more)."""

_WINS = re.compile(r"^(?P<head>.+ wins (?:pot )?\()(?P<amount>[\d,.]+)(?P<tail>\).*)$", re.M)


def _verdict(text: str) -> tuple[Outcome, str]:
    (hand,) = read(text)
    verdict = audit_hand(hand)
    return verdict.outcome, verdict.detail


def _amount(token: str, change: int) -> str:
    value = float(token.replace(",", "")) + change
    return f"{value:,.2f}".removesuffix(".00")


@pytest.mark.parametrize("text", [HOLDEM, KC_TRIPLE_DRAW, KC_SIDE_POT, KC_BLIND_TO_COME_IN, SHORT_DECK])
def test_the_hands_as_written_match(text: str) -> None:
    assert _verdict(text)[0] is Outcome.MATCH


@pytest.mark.parametrize("text", [HOLDEM, KC_TRIPLE_DRAW, KC_SIDE_POT, KC_BLIND_TO_COME_IN, SHORT_DECK])
def test_every_wins_amount_changed_is_the_file_disagreeing(text: str) -> None:
    found = list(_WINS.finditer(text))
    assert found
    for wins in found:
        for change in (1, -1):
            changed = wins["head"] + _amount(wins["amount"], change) + wins["tail"]
            outcome, detail = _verdict(text.replace(wins.group(), changed))
            assert outcome is Outcome.NOT_AUDITABLE, changed
            assert "the room's lines disagree" in detail and repr(changed) in detail, detail


def test_a_winner_renamed_is_the_file_disagreeing() -> None:
    outcome, detail = _verdict(KC_SIDE_POT.replace("Ann wins pot (975)", "Bob wins pot (975)"))
    assert outcome is Outcome.NOT_AUDITABLE
    assert "Ann's stack after the hand says the player was paid 975, but no wins line names the player" in detail
    assert "'Seat 1: Ann (975) +650'" in detail
    outcome, detail = _verdict(KC_TRIPLE_DRAW.replace("Hero wins pot (171)", "Bob wins pot (171)"))
    assert outcome is Outcome.NOT_AUDITABLE and "'Bob wins pot (171)'" in detail


def test_a_wins_line_of_no_seated_player_is_refused() -> None:
    outcome, detail = _verdict(KC_SIDE_POT.replace("Ann wins pot (975)", "Zed wins pot (975)"))
    assert outcome is Outcome.NOT_AUDITABLE and "'Zed' is not a player seated" in detail


def test_the_bet_no_one_called_is_left_out_and_no_more() -> None:
    """Hero's last 44 went uncalled: his wins line says the 154 called, not the 198 he was paid."""
    for said in ("110", "153", "155", "198"):
        outcome, detail = _verdict(KC_BLIND_TO_COME_IN.replace("Hero wins pot (154)", f"Hero wins pot ({said})"))
        assert outcome is Outcome.NOT_AUDITABLE, said
        assert "of which 44 is a bet no one called" in detail


def test_a_side_pot_no_one_contested_may_be_left_out_or_said() -> None:
    """Bob's side pot (1,450, Cid folded) is left out of KC_SIDE_POT's wins lines; a room that
    says it (``Bob wins (1,450) from side pot 1``) agrees as well; the bet no one called (1,200)
    may not be said, nor more than the pot, nor a part of the side pot (a review: 700 and 2,000
    were taken as between the two ends)."""
    said = KC_SIDE_POT.replace("Ann wins pot (975)", "Ann wins pot (975)\nBob wins (1,450) from side pot 1")
    assert _verdict(said)[0] is Outcome.MATCH
    for amount in ("2,650", "1,451", "1,449", "700", "2,000"):
        outcome, detail = _verdict(said.replace("(1,450)", f"({amount})"))
        assert outcome is Outcome.NOT_AUDITABLE and "1200 or 2650 is a bet no one called" in detail, amount


def test_the_buttons_second_ante_is_a_live_blind() -> None:
    (hand,) = read(SHORT_DECK)
    posts = [(a.player, a.kind, a.amount) for a in hand.actions if a.kind.posts]
    assert posts[-1] == ("Jon", ActionKind.BUTTON_BLIND, 1000)
    put = sum(a.amount for a in hand.actions if a.player == "Jon")
    assert put == 41240  # his whole stack, not 10 more
    assert {c.player: c.amount for c in hand.collected} == {"Kai": 82880}  # the pot less the rake


def test_a_second_ante_of_a_player_not_on_the_button_is_no_blind() -> None:
    """Only the button's second ante is its live blind (a review: any player's was taken for one,
    so the big blind's ante line written twice was absorbed and MATCHed)."""
    line = "Cid: posts ante 50\n"
    verdict = audit_hand(next(read(KC_SIDE_POT.replace(line, line + line, 1))))
    assert verdict.outcome is not Outcome.MATCH, verdict.detail
