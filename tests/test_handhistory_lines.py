"""Rooms written as plain lines of their own (Seals With Clubs, KingsClub): hand texts written
here, read, replayed and audited as every other room's."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.detect import detect_format
from pokerrank.handhistory.records import ActionKind, HandRecord
from pokerrank.handhistory.replay import to_deal
from pokerrank.handhistory.writers import to_phh

SWC_SPLIT = """Hand #100-1 - 2013-06-28 02:13:53
Game: NL Hold'em (40 - 200) - Blinds 1/2
Site: Seals With Clubs
Table: NLHE 6max 1/2 #7
Seat 1: Ann (200)
Seat 2: Bob (150.50)
Seat 3: Cid (80) - waiting for big blind
Ann has the dealer button
Bob posts small blind 1
Cid posts big blind 2
** Hole Cards **
Dealt to Ann [Ah Kd]
Ann raises to 6
Bob calls 5
Cid calls 4
** Flop ** [2c 7d 9h]
Bob bets 10
Cid folds
Ann calls 10
** Turn ** [Js]
Bob checks
Ann checks
** River ** [3s]
Bob checks
Ann checks
** Pot Show Down ** [2c 7d 9h Js 3s]
Bob shows [As Kc] (High Card, Ace +KJ97)
Ann shows [Ah Kd] (High Card, Ace +KJ97)
Bob splits Pot (18.53) with High Card
Ann splits Pot (18.52) with High Card
Rake (0.95)
"""

SWC_DEAD_BLIND = """Hand #100-2 - 2013-06-28 02:15:50
Game: NL Hold'em (40 - 200) - Blinds 1/2
Site: Seals With Clubs
Table: NLHE 6max 1/2 #7
Seat 1: Ann (200)
Seat 2: Bob (150)
Seat 3: Cid (80)
Seat 4: Dan (100)
Ann has the dealer button
Bob posts small blind 1
Cid posts big blind 2
Dan posts small & big blind 3
** Hole Cards **
Dealt to Dan [7c 2d]
Dan checks
Ann raises to 8
Bob folds
Cid folds
Dan folds
Ann refunded 6
Ann wins Pot (8)
Rake (0)
Dan adds 3 chips
"""

SWC_TOURNAMENT = """Hand #200-5 - 2013-04-20 12:00:00
Game: NL Hold'em (10+0) - Blinds 100/200 Ante 25
Site: Seals With Clubs
Table: Chicago - Table 1
Seat 1: Ann (1000)
Seat 2: Bob (500)
Seat 3: Cid (3000)
Ann has the dealer button
Ann posts ante 25
Bob posts ante 25
Cid posts ante 25
Bob posts small blind 100
Cid posts big blind 200
** Hole Cards **
Ann raises to 975 (All-in)
Bob calls 375 (All-in)
Cid calls 775
Eve moved from Table 3
** Flop ** [2c 7d 9h]
** Turn ** [Js]
** River ** [3s]
** Side Pot 1 Show Down ** [2c 7d 9h Js 3s]
Ann shows [Ah Ad] (a Pair of Aces +J97)
Cid shows [Kh Kd] (a Pair of Kings +J97)
Ann wins Side Pot 1 (1000)
** Main Pot Show Down ** [2c 7d 9h Js 3s]
Bob shows [Qh Qd] (a Pair of Queens +J97)
Ann wins Main Pot (1500)
Rake (0)
Bob finishes tournament in place #3
"""

SWC_HI_LO = """Hand #300-1 - 2013-05-10 10:00:00
Game: PL Omaha Hi-Lo (40 - 200) - Blinds 1/2
Site: Seals With Clubs
Table: PLO8 6max 1/2 #1
Seat 1: Ann (200)
Seat 2: Bob (200)
Seat 3: Cid (200)
Ann has the dealer button
Bob posts small blind 1
Cid posts big blind 2
** Hole Cards **
Ann raises to 6
Bob calls 5
Cid folds
** Flop ** [2c 5d 9h]
Bob checks
Ann checks
** Turn ** [Js]
Bob checks
Ann checks
** River ** [3s]
Bob checks
Ann checks
** Pot Show Down ** [2c 5d 9h Js 3s]
Bob shows [Qh Qd Ts 8s] (a Pair of Queens +J9)
Ann shows [Ah 4d Kc Kd] (Hi: a Straight, Ace to Five  Lo: 5432A)
Ann wins Hi Pot (6.65) with a Straight
Ann wins Lo Pot (6.65) with 5432A
Rake (0.70)
"""


def _one(text: str) -> HandRecord:
    hands = list(read(text))
    assert len(hands) == 1
    return hands[0]


def test_seals_with_clubs_is_detected_from_its_first_line() -> None:
    assert detect_format(SWC_SPLIT) == "sealswithclubs"
    assert detect_format("\ufeff\r\n" + SWC_TOURNAMENT) == "sealswithclubs"
    hands = list(read((SWC_SPLIT + "\n\n\n" + SWC_DEAD_BLIND).replace("\n", "\r\n").encode()))
    assert [hand.hand_id for hand in hands] == ["100-1", "100-2"]
    assert all(hand.site == "Seals With Clubs" and hand.ok for hand in hands)


def test_a_split_pot_gives_the_odd_hundredth_left_of_the_button() -> None:
    hand = _one(SWC_SPLIT)
    assert (hand.currency, str(hand.unit), hand.stakes, hand.rake) == ("mBTC", "0.01", (100, 200), 95)
    assert hand.boards == ("2c 7d 9h Js 3s",)
    assert [(c.player, c.amount) for c in hand.collected] == [("Bob", 1853), ("Ann", 1852)]
    assert audit_hand(hand).outcome is Outcome.MATCH
    wrong = _one(SWC_SPLIT.replace("Bob splits Pot (18.53)", "Bob splits Pot (18.52)").replace(
        "Ann splits Pot (18.52)", "Ann splits Pot (18.53)"))  # fmt: skip
    verdict = audit_hand(wrong)
    assert verdict.outcome is Outcome.MISMATCH and verdict.reason == "payout"


def test_small_and_big_blind_posted_together_leave_the_small_one_dead() -> None:
    hand = _one(SWC_DEAD_BLIND)
    assert hand.dead == {"Dan": 100}
    assert hand.returned == {"Ann": 600}
    assert next(a.kind for a in hand.actions if a.player == "Dan") is ActionKind.DEAD_BLINDS
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_tournament_side_pots_in_chips() -> None:
    hand = _one(SWC_TOURNAMENT)
    assert (hand.currency, hand.unit, hand.tournament, hand.stakes) == (None, 1, "Chicago - Table 1", (100, 200))
    assert sorted((c.pot, c.amount) for c in hand.collected) == [("main pot", 1500), ("side pot 1", 1000)]
    assert audit_hand(hand).outcome is Outcome.MATCH
    paid_bob = SWC_TOURNAMENT.replace("Ann wins Main Pot (1500)", "Bob wins Main Pot (1500)")
    assert audit_hand(_one(paid_bob)).outcome is Outcome.MISMATCH


def test_hi_lo_words_with_the_low_after_two_spaces() -> None:
    hand = _one(SWC_HI_LO)
    assert hand.game == "omaha-hi-lo" and hand.claims[1].text.endswith("Lo: 5432A")
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH and all(check.ok for check in verdict.words)
    wrong = audit_hand(_one(SWC_HI_LO.replace("Lo: 5432A)", "Lo: 6432A)")))
    assert wrong.outcome is Outcome.MISMATCH and wrong.reason == "words"


@pytest.mark.parametrize(
    ("change", "reason", "quoted"),
    [
        (("Ann checks\n** River", "Ann sings\n** River"), "line not understood", "Ann sings"),
        (("Rake (0.95)", "Rake (0.90)"), "chips do not add up", ""),
        (("Bob splits Pot (18.53) with High Card\nAnn splits Pot (18.52) with High Card\nRake (0.95)\n", ""),
         "truncated", ""),
        (("Seat 2: Bob (150.50)", "Seat 2: Ann (150.50)"), "unreadable", "two seats"),
        (("Game: NL Hold'em", "Game: NL Razzle"), "game pokerrank does not play", "Razzle"),
    ],
)  # fmt: skip
def test_hands_that_cannot_be_audited_say_why(change: tuple[str, str], reason: str, quoted: str) -> None:
    text = SWC_SPLIT.replace(*change)
    assert text != SWC_SPLIT
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert verdict.reason == reason, verdict.detail
    assert quoted in (verdict.detail or "")


@pytest.mark.parametrize("text", [SWC_SPLIT, SWC_DEAD_BLIND, SWC_TOURNAMENT, SWC_HI_LO])
def test_converts_to_a_deal_and_to_phh(text: str) -> None:
    hand = _one(text)
    deal = to_deal(hand)
    assert deal["board"] == hand.boards[0]
    assert {p["name"] for p in deal["players"]} <= {s.name for s in hand.seats}
    if text in (SWC_DEAD_BLIND, SWC_HI_LO):  # dead money; pot-limit Omaha Hi/Lo: PHH has no place for them
        with pytest.raises(HandHistoryError, match="PHH has no"):
            to_phh(hand)
        return
    phh = to_phh(hand)
    assert f'hand = "{hand.hand_id}"' in phh and 'venue = "Seals With Clubs"' in phh


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_garbled_hands_are_read_or_refused_never_raise(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from([SWC_SPLIT, SWC_DEAD_BLIND, SWC_TOURNAMENT, SWC_HI_LO, *_WPN_OLD, *_KINGSCLUB]))
    lines = text.splitlines()
    k = data.draw(st.integers(0, len(lines) - 1))
    cut = data.draw(st.integers(0, len(lines[k])))
    junk = data.draw(st.text(alphabet="$0123456789.: []()#-+AdeHlnPorstw", max_size=12))
    lines[k] = lines[k][:cut] + junk
    for hand in read("\n".join(lines)):
        assert audit_hand(hand).outcome in (Outcome.MATCH, Outcome.MISMATCH, Outcome.NOT_AUDITABLE)


WPN_OLD_JP = """Game started at: 2014/2/28 15:50:15
Game ID: 258591918 2/4 Gabilite (JP) - CAP - Max - 2 (Hold'em)
Seat 6 is the button
Seat 1: Ann (207.76).
Seat 2: Bob (87.35).
Seat 4: Cid Vicious (100.05).
Seat 6: Dan (531).
Player Ann has small blind (2)
Player Bob has big blind (4)
Player Cid Vicious received a card.
Player Cid Vicious received a card.
Player Dan received card: [10h]
Player Dan received card: [Jc]
Player Cid Vicious calls (4)
Player Dan raises (13)
Player Ann folds
Player Bob folds
Player Cid Vicious calls (9)
*** FLOP ***: [5d Ks 7c]
Player Cid Vicious checks
Player Dan bets (20)
Player Cid Vicious calls (20)
*** TURN ***: [5d Ks 7c] [Jh]
Player Cid Vicious checks
Player Dan checks
*** RIVER ***: [5d Ks 7c Jh] [7d]
Player Cid Vicious allin (67.05)
Player Dan folds
Uncalled bet (67.05) returned to Cid Vicious
Player Cid Vicious mucks cards
------ Summary ------
Pot: 69.75. Rake 2
Board: [5d Ks 7c Jh 7d]
Player Ann does not show cards.Bets: 2. Collects: 0. Loses: 2.
Player Bob does not show cards.Bets: 4. Collects: 0. Loses: 4.
*Player Cid Vicious mucks (does not show cards). Bets: 33. Collects: 69.75. Wins: 36.75.
Player Dan does not show cards.Bets: 33. Collects: 0. Loses: 33.
Game ended at: 2014/2/28 15:51:33
"""

WPN_OLD_SHOWDOWN = """Game started at: 2015/4/28 1:1:3
Game ID: 406051551 5/10 Mauilite (PRR) - CAP - 6-Max - 3 (Omaha)
Seat 6 is the button
Seat 1: Ann (1442.50).
Seat 2: Bob (1356.75).
Seat 5: Eve (1000).
Seat 6: Hero (975).
Player Ann has small blind (5)
Player Bob has big blind (10)
Player Hero received card: [8d]
Player Hero received card: [4s]
Player Hero received card: [10c]
Player Hero received card: [6c]
Player Eve raises (20)
Player Hero calls (20)
Player Ann folds
Player Bob folds
*** FLOP ***: [9s 7c 7h]
Player Eve bets (26.12)
Player Hero raises (90)
Player Eve caps (253.88)
Player Hero calls (190)
*** TURN ***: [9s 7c 7h] [Kh]
*** RIVER ***: [9s 7c 7h Kh] [2h]
Player Hero mucks cards
------ Summary ------
Pot: 612. Rake 2.76. JP fee 0.24
Board: [9s 7c 7h Kh 2h]
Player Ann does not show cards.Bets: 5. Collects: 0. Loses: 5.
Player Bob does not show cards.Bets: 10. Collects: 0. Loses: 10.
*Player Eve shows: Three Of Kind of 7s [Jd 7d Ad 5s]. Bets: 300. Collects: 612. Wins: 312.
Player Hero mucks (does not show: [8d 4s 10c 6c]). Bets: 300. Collects: 0. Loses: 300.
Game ended at: 2015/4/28 1:2:23
"""

WPN_OLD_NOT_DEALT = """Game started at: 2014/10/28 22:1:11
Game ID: 328556048 1/2 Wichita Falls 1/2 - 2 (Hold'em)
Seat 4 is the button
Seat 4: Ann (92.25).
Seat 5: Bob (67.25).
Player Ann has small blind (1)
Player Bob sitting out
Uncalled bet (1) returned to Ann
------ Summary ------
Pot: 0. Rake 0
Player Ann does not show cards.Bets: 0. Collects: 0. Wins: 0.
Player Bob does not show cards.Bets: 0. Collects: 0. Wins: 0.
Game ended at: 2014/10/28 22:1:12
"""


def test_old_wpn_is_detected_in_utf16() -> None:
    data = ("\ufeff" + WPN_OLD_JP + "\n" + WPN_OLD_SHOWDOWN).replace("\n", "\r\n").encode("utf-16-le")
    hands = list(read(b"\xff\xfe" + data[2:]))
    assert [(hand.site, hand.hand_id, hand.format) for hand in hands] == [
        ("WPN", "258591918", "wpn-old"), ("WPN", "406051551", "wpn-old"),
    ]  # fmt: skip
    assert detect_format(WPN_OLD_NOT_DEALT) == "wpn-old"


def test_old_wpn_amounts_are_chips_added_and_a_jackpot_table_takes_an_unprinted_fee() -> None:
    hand = _one(WPN_OLD_JP)
    assert hand.button == 6 and hand.hole == {"Dan": "Th Jc"}
    raise_, = [a for a in hand.actions if a.kind is ActionKind.RAISE]  # fmt: skip
    assert (raise_.player, raise_.amount, raise_.to) == ("Dan", 1300, 1300)
    river = next(a for a in hand.actions if a.street == "river" and a.amount)  # "allin (67.05)" over no bet: a bet
    assert (river.kind, river.amount, river.all_in) == (ActionKind.BET, 6705, True)
    assert hand.rake == 225 and hand.extra["fees"] == {"Rake": 200, "JP Fee": 25}
    assert audit_hand(hand).outcome is Outcome.MATCH
    no_jackpot = WPN_OLD_JP.replace("Gabilite (JP)", "Gabilite")
    assert audit_hand(_one(no_jackpot)).reason == "chips do not add up"


def test_old_wpn_summary_lines_pay_and_show() -> None:
    hand = _one(WPN_OLD_SHOWDOWN)
    assert [(c.player, c.amount) for c in hand.collected] == [("Eve", 61200)]
    assert hand.hole["Eve"] == "Jd 7d Ad 5s" and hand.rake == 300 and "fees" not in hand.extra
    assert [a.kind for a in hand.actions if a.player == "Eve"][-1] is ActionKind.SHOW
    assert audit_hand(hand).outcome is Outcome.MATCH
    wrong = WPN_OLD_SHOWDOWN.replace("[Jd 7d Ad 5s]", "[Jd 6d Ad 5s]")  # Eve paid with no seven: Hero's pair of kings
    assert audit_hand(_one(wrong.replace("Hero mucks cards", "Hero shows cards"))).outcome is Outcome.NOT_AUDITABLE
    assert audit_hand(_one(wrong.replace("mucks (does not show: [8d 4s 10c 6c])", "shows: One pair [8d 4s Kc 6c]")
                           .replace("Player Hero mucks cards\n", ""))).outcome is Outcome.MISMATCH  # fmt: skip


def test_old_wpn_hand_never_dealt_is_cancelled() -> None:
    verdict = audit_hand(_one(WPN_OLD_NOT_DEALT))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "hand cancelled"


_WPN_OLD = (WPN_OLD_JP, WPN_OLD_SHOWDOWN, WPN_OLD_NOT_DEALT)


@pytest.mark.parametrize("text", [WPN_OLD_JP, WPN_OLD_SHOWDOWN])
def test_old_wpn_converts_to_a_deal_but_not_to_phh(text: str) -> None:
    hand = _one(text)
    deal = to_deal(hand)
    assert deal["board"] == hand.boards[0] and deal["game"] == hand.game
    with pytest.raises(HandHistoryError, match="does not say its limit"):  # the format does not say it
        to_phh(hand)


KC_SIDE_POT = """#100: No Limit Holdem - 125/250
2020-12-30 22:34:16
Table 'Mix' Seat 1 is the button
Seat 1: Ann (325)
Seat 2: Bob (10,000)
Seat 3: Cid (10,000)
Ann: posts ante 50
Bob: posts ante 50
Cid: posts ante 50
Bob: posts the small blind 125
Cid: posts the big blind 250
*** HOLE CARDS ***
Dealt to Ann: [X X]
Dealt to Bob: [Qc Ks]
Dealt to Cid: [X X]
Ann calls 275, and is all in
Bob raises to 1,000
Cid calls 1,000
*** FLOP *** [8d 4d 3c]
Bob bets 1,200
Cid folds
Bob shows [Qc Ks]
Ann shows [3h 4s]
*** TURN *** [8d 4d 3c] [5c]
*** RIVER *** [8d 4d 3c 5c] [7s]
*** SUMMARY ***
Seat 1: Ann (975) +650
Seat 2: Bob (10,400) +400
Seat 3: Cid (8,950) -1,050
Ann wins pot (975)
"""

KC_TRIPLE_DRAW = """#200: Limit 2-7 Triple Draw - 44/88
2020-12-30 18:54:12
Table 'Mix 3' Seat 1 is the button
Seat 1: Ann (1,000)
Seat 2: Bob (1,000)
Seat 3: Hero (1,000)
*** 1ST BETTING ROUND ***
Bob: posts the small blind 22
Hero: posts the big blind 44
Dealt to Ann: [X X X X X]
Dealt to Bob: [X X X X X]
Dealt to Hero: [3c 7c 9d Th Jc]
Ann folds
Bob calls 44
Hero checks
*** 1ST DRAW ***
Bob draws 2
Hero discards [9d Th Jc] draws [5s 2d 4h]
*** 2ND BETTING ROUND ***
Bob checks
Hero bets 44
Bob calls 44
*** 2ND DRAW ***
Bob stands pat
Hero stands pat
*** 3RD BETTING ROUND ***
Bob checks
Hero checks
*** 3RD DRAW ***
Bob stands pat
Hero stands pat
*** 4TH BETTING ROUND ***
Bob checks
Hero checks
Bob shows [8d 6s 5h 3d 2c]
Hero shows [3c 7c 5s 2d 4h]
*** SUMMARY ***
Seat 1: Ann (1,000)
Seat 2: Bob (912) -88
Seat 3: Hero (1,083) +83
Rake 5
Hero wins pot (171)
"""

KC_TWO_BOARDS = """#300: Pot Limit Omaha - 100/200
2023-08-14 02:22:40
Table 'MAD AOF PLO' Seat 3 is the button
Seat 1: Ann (1,000)
Seat 2: Bob (1,000)
Seat 3: Cid (1,000)
Ann: posts the small blind 100
Bob: posts the big blind 200
*** HOLE CARDS ***
Dealt to Ann: [9c 9d Kh Jh]
Dealt to Bob: [X X X X]
Dealt to Cid: [X X X X]
*** FLOP *** [Ah Qd Tc]
Cid folds
Ann raises to 1,000, and is all in
Bob calls 1,000, and is all in
Ann shows [9c 9d Kh Jh]
Bob shows [Qh Kd As 9s]
*** BOARD 1 - RIVER *** [Ah Qd Tc 2s] [3c]
*** BOARD 2 - RIVER *** [- - - Qs] [Qc]
*** SUMMARY ***
Seat 1: Ann (996) -4
Seat 2: Bob (996) -4
Seat 3: Cid (1,000)
Rake 8
Ann wins (996) from pot
Bob wins (996) from pot
"""


def test_kingsclub_pays_what_its_stacks_after_the_hand_say() -> None:
    assert detect_format(KC_SIDE_POT) == "kingsclub"
    hand = _one(KC_SIDE_POT)
    assert (hand.site, hand.hand_id, hand.game, hand.structure) == ("KingsClub", "100", "holdem", "no-limit")
    assert {c.player: c.amount for c in hand.collected} == {"Ann": 97500, "Bob": 265000}  # side pot and bet back
    assert audit_hand(hand).outcome is Outcome.MATCH
    wrong = KC_SIDE_POT.replace("Ann (975) +650", "Ann (0) -325").replace("Bob (10,400) +400", "Bob (11,375) +1,375")
    wrong = wrong.replace("Ann wins pot (975)", "Bob wins pot (975)")  # (its wins line agreeing: the file with itself)
    assert audit_hand(_one(wrong)).outcome is Outcome.MISMATCH


def test_kingsclub_draws_change_the_hand_and_calls_name_the_total() -> None:
    hand = _one(KC_TRIPLE_DRAW)
    assert hand.hole["Hero"] == "3c 7c 5s 2d 4h" and hand.rake == 500
    bob_call = next(a for a in hand.actions if a.player == "Bob" and a.kind is ActionKind.CALL)
    assert bob_call.amount == 2200  # "calls 44" from the small blind's 22
    draws = [(a.player, a.kind, a.drawn) for a in hand.actions if a.street == "draw 1" and a.kind.value != "check"]
    assert draws[:2] == [("Bob", ActionKind.DISCARD, 2), ("Hero", ActionKind.DISCARD, 3)]
    unshown = _one(KC_TRIPLE_DRAW.replace("Hero shows [3c 7c 5s 2d 4h]\n", ""))
    assert unshown.hole["Hero"] == "3c 7c 5s 2d 4h"  # the cards drawn, without the room's brackets
    assert [cards for _, name, cards in unshown.dealt if name == "Hero"][-1] == "5s 2d 4h"
    assert audit_hand(hand).outcome is Outcome.MATCH
    twice = _one(KC_TRIPLE_DRAW.replace("draws [5s 2d 4h]", "draws [5s 2d 4h] [7h 8h 9c]"))  # a draw run twice
    assert twice.run_hole == ({"Hero": "3c 7c 5s 2d 4h"}, {"Hero": "3c 7c 7h 8h 9c"}) and twice.boards == ("", "")
    assert audit_hand(twice).outcome is Outcome.MISMATCH  # Bob's 8-6 wins the second run: half the pot is his
    clash = audit_hand(_one(KC_TRIPLE_DRAW.replace("draws [5s 2d 4h]", "draws [5s 2d 4h] [6s 8h 9c]")))
    assert clash.outcome is Outcome.NOT_AUDITABLE and "duplicate card '6s'" in (clash.detail or "")
    garbled = audit_hand(_one(KC_TRIPLE_DRAW.replace("[3c 7c 9d Th Jc]", "[3c 7c 9d Th Th]")))
    assert garbled.outcome is Outcome.NOT_AUDITABLE and "a card twice" in (garbled.detail or "")


def test_kingsclub_second_board_and_a_flop_before_the_first_round() -> None:
    hand = _one(KC_TWO_BOARDS)
    assert hand.boards == ("Ah Qd Tc 2s 3c", "Ah Qd Tc Qs Qc")
    assert sum(a.amount for a in hand.actions if a.player == "Ann") == 100000  # "raises to 1,000" from her 100 blind
    assert audit_hand(hand).outcome is Outcome.MATCH
    to_deal(hand)


_KINGSCLUB = (KC_SIDE_POT, KC_TRIPLE_DRAW, KC_TWO_BOARDS)


KC_SINGLE_DRAW = """#400: Limit A-5 Single Draw - 50/100
2021-02-13 17:40:45
Table 'HU Mix' Seat 1 is the button
Seat 1: Ann (1,389)
Seat 2: Hero (874)
Ann: posts the small blind 25
Hero: posts the big blind 50
Dealt to Ann: [X X X X X]
Dealt to Hero: [Tc Ks Qc 4c As]
Ann raises to 100
Hero calls 100
Hero discards [Tc Ks Qc] draws [7s 3h 2s]
Ann stands pat
Hero bets 100
Ann calls 100
Hero shows [7s 3h 2s 4c As]
Ann shows [2d Jh 8h 5s 9s]
*** SUMMARY ***
Seat 1: Ann (1,189) -200
Seat 2: Hero (1,074) +200
Hero wins pot (400)
"""


def test_line_rooms_share_the_own_text_rooms_builder() -> None:
    """A draw without a street line ends the deal's betting, as on the own-text rooms'
    builder: the round after it starts from nothing (a bet, not a raise over the deal's 100)."""
    from pokerrank.handhistory.owntext import TextHand
    from pokerrank.handhistory.plainlines import _Hand

    assert issubclass(_Hand, TextHand)
    hand = _one(KC_SINGLE_DRAW)
    after = [(a.street, a.player, a.kind, a.amount, a.to) for a in hand.actions if a.line > 12]
    assert after[:3] == [
        ("draw 1", "Ann", ActionKind.STAND_PAT, 0, None),
        ("draw 1", "Hero", ActionKind.BET, 10000, 10000),
        ("draw 1", "Ann", ActionKind.CALL, 10000, None),
    ]
    assert [street for street, name, _ in hand.dealt if name == "Hero"] == ["deal", "draw 1"]
    assert audit_hand(hand).outcome is Outcome.MATCH


KC_DRAW_RUN_TWICE = """#500: No Limit 2-7 Single Draw - 25/50
2021-08-04 22:17:57
Table 'The Zoo' Seat 1 is the button
Seat 1: Ann (1,200)
Seat 2: Hero (1,200)
Seat 3: Bob (1,200)
*** 1ST BETTING ROUND ***
Ann: posts ante 20
Hero: posts ante 20
Bob: posts ante 20
Hero: posts the small blind 25
Bob: posts the big blind 50
Dealt to Ann: [X X X X X]
Dealt to Hero: [4c 9s 7h 2s As]
Dealt to Bob: [X X X X X]
Ann raises to 150
Hero raises to 1,180, and is all in
Bob calls 1,180, and is all in
Ann folds
*** 1ST DRAW ***
Hero discards [As] draws [6d] [3h]
Bob draws 2
Run 1: Hero shows [4c 9s 7h 2s 6d]
Run 2: Hero shows [4c 9s 7h 2s 3h]
Run 1: Bob shows [7c 8s 3d 5c 2h]
Run 2: Bob shows [7c 8s 3d 6h 2h]
*** 2ND BETTING ROUND ***
*** SUMMARY ***
Seat 1: Ann (1,030) -170
Seat 2: Hero (0) -1,200
Seat 3: Bob (2,565) +1,365
Rake 5
Bob wins pot (2,565)
"""


def test_kingsclub_draw_run_twice_decides_each_run_with_its_own_cards() -> None:
    from pokerrank import showdown_from_dict
    from pokerrank.handhistory.writers_ohh import to_ohh

    hand = _one(KC_DRAW_RUN_TWICE)
    assert hand.boards == ("", "") and hand.hole["Hero"] == "4c 9s 7h 2s 6d"
    assert hand.run_hole == (
        {"Hero": "4c 9s 7h 2s 6d", "Bob": "7c 8s 3d 5c 2h"},
        {"Hero": "4c 9s 7h 2s 3h", "Bob": "7c 8s 3d 6h 2h"},
    )
    assert audit_hand(hand).outcome is Outcome.MATCH  # Bob's 8-7 beats 9-7 on the first run, 8-7-6 9-7-4 on the second
    # Hero's second run made a seven-low: that half is his, and the room paying Bob all is a mismatch
    split = _one(KC_DRAW_RUN_TWICE.replace("[4c 9s 7h 2s 3h]", "[4c 5s 7h 2s 3h]").replace("[3h]", "[5s]"))
    verdict = audit_hand(split)
    assert verdict.outcome is Outcome.MISMATCH and {p.player: p.rules for p in verdict.payouts}["Hero"] > 0
    deal = to_deal(hand)  # the deal holds each run's cards, and re-decides as the audit did
    assert deal["run_cards"][1] == {"Hero": "4c 9s 7h 2s 3h", "Bob": "7c 8s 3d 6h 2h"}
    assert showdown_from_dict(deal).totals["Bob"] == 256500
    for write in (to_phh, to_ohh):
        with pytest.raises(HandHistoryError, match="draw run more than once"):
            write(hand)
    cut = audit_hand(_one(KC_DRAW_RUN_TWICE.replace("Run 2: Bob shows [7c 8s 3d 6h 2h]\n", "")))
    assert cut.outcome is Outcome.MATCH  # a player a run does not name keeps his first run's hand: Bob's 8-7 wins both


KC_BLIND_TO_COME_IN = """#600: Limit 2-7 Triple Draw - 44/88
2020-12-30 18:54:12
Table 'Mix' Seat 3 is the button
Seat 1: Ann (1,000)
Seat 2: Bob (1,000)
Seat 3: Cid (1,000)
Seat 4: Hero (1,000)
*** 1ST BETTING ROUND ***
Hero: posts the small blind 22
Ann: posts the big blind 44
Bob: posts blind 44
Dealt to Hero: [3c 7c 9d Th Jc]
Bob folds
Cid folds
Hero calls 44
Ann checks
*** 1ST DRAW ***
Hero discards [9d Th Jc] draws [5s 2d 4h]
Ann draws 1
*** 2ND BETTING ROUND ***
Hero bets 44
Ann folds
*** SUMMARY ***
Seat 1: Ann (956) -44
Seat 2: Bob (934) -66
Seat 3: Cid (1,000)
Seat 4: Hero (1,110) +110
Hero wins pot (154)
"""


def test_kingsclub_blind_to_come_in_takes_a_dead_small_blind_where_the_stack_says_so() -> None:
    hand = _one(KC_BLIND_TO_COME_IN)
    post = next(a for a in hand.actions if a.player == "Bob")
    assert (post.kind, post.amount, hand.dead) == (ActionKind.DEAD_BLINDS, 6600, {"Bob": 2200})
    assert audit_hand(hand).outcome is Outcome.MATCH
    # the stack after the hand says only the big blind was taken: a big blind alone
    plain = _one(
        KC_BLIND_TO_COME_IN.replace("Bob (934) -66", "Bob (956) -44")
        .replace("Hero (1,110) +110", "Hero (1,088) +88")
        .replace("pot (154)", "pot (132)")
    )
    assert next(a for a in plain.actions if a.player == "Bob").kind is ActionKind.BIG_BLIND and not plain.dead
    assert audit_hand(plain).outcome is Outcome.MATCH
    # 33 more than the lines say is no small blind: the chips do not add up, as the room wrote them
    odd = audit_hand(_one(KC_BLIND_TO_COME_IN.replace("Bob (934) -66", "Bob (923) -77")))
    assert odd.outcome is Outcome.NOT_AUDITABLE and odd.reason == "chips do not add up"


def test_kingsclub_dead_small_blind_is_no_illegal_action_with_antes() -> None:
    """The rules audit keeps a room's antes apart from its dead small blind (it took the dead
    money from the ante first, as PHH files write it, and found the big blind checking short)."""
    from pokerrank.engine import audit_with_rules

    antes = "".join(f"{name}: posts ante 11\n" for name in ("Ann", "Bob", "Cid", "Hero"))
    text = (
        KC_BLIND_TO_COME_IN.replace("*** 1ST BETTING ROUND ***\n", "*** 1ST BETTING ROUND ***\n" + antes)
        .replace("Ann (956) -44", "Ann (945) -55")
        .replace("Bob (934) -66", "Bob (923) -77")
        .replace("Cid (1,000)\nSeat 4: Hero (1,110) +110", "Cid (989) -11\nSeat 4: Hero (1,143) +143")
        .replace("Hero wins pot (154)", "Hero wins pot (198)")
    )
    hand = _one(text)
    assert hand.dead == {"Bob": 2200}
    verdict = audit_with_rules(hand, audit_hand(hand))
    assert verdict.outcome is Outcome.MATCH, verdict.detail


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_a_line_tried_against_its_first_words_rules_finds_what_every_rule_finds(data: st.DataObject) -> None:
    """Each room's other lines are tried only against the rules their first word may begin,
    and those that begin otherwise: the first rule that reads a line is the same."""
    from pokerrank.handhistory.plainlines import _by_first_word, _match
    from pokerrank.handhistory.sites import LINE_ROOMS

    texts = [SWC_SPLIT, SWC_DEAD_BLIND, SWC_TOURNAMENT, SWC_HI_LO, *_WPN_OLD, *_KINGSCLUB, KC_DRAW_RUN_TWICE]
    line = data.draw(st.sampled_from([row.strip() for text in texts for row in text.splitlines() if row.strip()]))
    cut = data.draw(st.integers(0, len(line)))
    word = data.draw(st.sampled_from(["Dealt", "Seat", "Rake", "***", "**", "Table", "Pot:", "Game", "No", "Rak"]))
    line = data.draw(st.sampled_from([line, line[:cut], line[cut:].strip(), word + line[cut:], f"{word} {line}"]))

    def what(read: Any) -> Any:
        return (read[0].group(), read[1], read[2]) if read is not None else None

    for room in LINE_ROOMS:
        by_word, fallback = _by_first_word(room.lines)
        found = _match(by_word.get(line.partition(" ")[0], fallback), line)
        assert what(found) == what(_match(room.lines, line)), (room.name, line)


@given(st.text(min_size=1, max_size=12), st.sampled_from(["KingsClub", "Seals With Clubs"]))
def test_a_tables_head_numbered_is_the_head_with_that_id(hand_id: str, room: str) -> None:
    from pokerrank.handhistory.sites.kingsclub import KINGSCLUB
    from pokerrank.handhistory.sites.lines import Head
    from pokerrank.handhistory.sites.sealswithclubs import SEALS_WITH_CLUBS

    kings = ["#3264632: No Limit Holdem - 125/250", "2020-12-30 22:34:16", "Table 'T' Seat 1 is the button"]
    first = {"KingsClub": (KINGSCLUB, kings), "Seals With Clubs": (SEALS_WITH_CLUBS, SWC_SPLIT.splitlines())}
    line_room, lines = first[room]
    head = line_room.head(lines)
    numbered = head.numbered(hand_id)
    assert type(numbered) is Head
    assert numbered == head._replace(hand_id=hand_id)
    assert numbered[1:] == head[1:]


def _as_read(record: HandRecord) -> tuple[Any, ...]:
    """A record's every field, its error as its words and line (an error is equal only to itself)."""
    error = record.error
    said = (type(error).__name__, str(error), error.line) if error is not None else None
    return tuple((f.name, said if f.name == "error" else getattr(record, f.name)) for f in dataclasses.fields(record))


_ALL_TEXTS = (SWC_SPLIT, SWC_DEAD_BLIND, SWC_TOURNAMENT, SWC_HI_LO, *_WPN_OLD, *_KINGSCLUB, KC_SINGLE_DRAW,
              KC_DRAW_RUN_TWICE, KC_BLIND_TO_COME_IN)  # fmt: skip


def test_lines_kept_from_hands_before_read_as_with_nothing_kept() -> None:
    """Each room keeps the lines it has read (a player's line by what follows the name, any
    other line without cards or a stack): every hand read after others, in either order and
    again, is the record read with nothing kept, field for field, errors too."""
    from pokerrank.handhistory import plainlines

    broken = SWC_SPLIT.replace("Ann raises to 6", "Ann raises to six")  # a line no rule reads, twice
    texts = (*_ALL_TEXTS, broken, broken, "#7: No Limit Holdem - 1/2\n2020-12-30 22:34:16")
    alone = []
    for text in texts:
        plainlines._OTHER.clear()
        alone.append([_as_read(record) for record in read(text)])
    assert alone[-3][0] == alone[-2][0]
    for order in (texts, texts[::-1], texts):
        assert [[_as_read(record) for record in read(text)] for text in order] == [
            alone[texts.index(text)] for text in order
        ]


def test_a_rooms_kept_lines_serve_no_other_room() -> None:
    """``calls 1,000`` after a name is a KingsClub call to 1,000, and no Seals With Clubs line
    (its amounts have no commas): read after KingsClub's hand, it is still quoted unread."""
    assert any(action.to == 100000 for action in _one(KC_SIDE_POT).actions if action.kind is ActionKind.RAISE)
    hand = _one(SWC_SPLIT.replace("Cid calls 4", "Cid calls 1,000"))
    assert [line for _, line in hand.unparsed] == ["Cid calls 1,000"]
    assert audit_hand(hand).outcome is Outcome.NOT_AUDITABLE


def test_a_hand_whose_head_does_not_read_keeps_its_first_lines_id() -> None:
    (hand,) = read("#37580510: No Limit Holdem - 11/22\n")
    assert (hand.hand_id, hand.site) == ("37580510", "KingsClub")
    assert hand.error is not None and "date and table lines" in hand.error.reason
    (hand,) = read("Hand #5297786-137 - 2013-04-11 02:08:55\nGame: NL Hold'em (40 - 200) - Blinds 1/2\n")
    assert (hand.hand_id, hand.site) == ("5297786-137", "Seals With Clubs")


_QUIET_HANDS = {
    "KingsClub": (KC_TRIPLE_DRAW, "Seat 3: Hero (1,000)\n"),
    "WPN": (WPN_OLD_SHOWDOWN, "Seat 6: Hero (975).\n"),
}


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(sorted(_QUIET_HANDS)),
    st.text(alphabet="zX :[].\t", max_size=12),
    st.sampled_from(["", "]", ".", " ", ": [X]", ": [X X]", ": [X X X X X]", " received a card.", "X]", "card."]),
)
def test_a_line_is_skipped_as_quiet_only_where_it_ends_as_a_quiet_line_ends(room: str, words: str, end: str) -> None:
    """A room's quiet lines (a card dealt unseen) are found by their last sign first, then their
    ending: a line that ends as one of them is skipped, any other line is read (none of these
    is a line of the room: it is quoted unread)."""
    from pokerrank.handhistory.sites import LINE_ROOMS

    text, seats_end = _QUIET_HANDS[room]
    quiet = next(line_room for line_room in LINE_ROOMS if line_room.name == room).quiet
    line = words + end
    hand = _one(text.replace(seats_end, seats_end + line + "\n", 1))
    unread = [row for _, row in hand.unparsed]
    if not line.strip() or line.strip().endswith(quiet):
        assert unread == []

        def said(record: HandRecord) -> tuple[Any, ...]:  # (the lines after it are one further)
            paid = [(c.player, c.amount) for c in record.collected]
            return [a._replace(line=None) for a in record.actions], record.hole, record.boards, paid, record.rake

        assert said(hand) == said(_one(text))
    else:
        assert unread == [line.strip()]


def test_a_room_whose_quiet_lines_end_in_nothing_is_refused() -> None:
    from pokerrank.handhistory.sites.kingsclub import KINGSCLUB

    with pytest.raises(ValueError, match="quiet line's end must not be empty"):
        dataclasses.replace(KINGSCLUB, quiet=(": [X]", ""))


@pytest.mark.parametrize("group", ["said", "player"])
def test_a_room_whose_prefix_names_the_readers_own_groups_is_refused(group: str) -> None:
    # the pattern of a player's line names these groups: a prefix naming one could not be compiled
    from pokerrank.handhistory.sites.wpnold import WPN_OLD

    with pytest.raises(ValueError, match=f"must not name a group '{group}'"):
        dataclasses.replace(WPN_OLD, prefix=rf"\*?(?P<{group}>Player) ")
    assert dataclasses.replace(WPN_OLD, prefix=r"\*?(?P<run>Run \d: )?Player ").prefix  # (run may be named)


def test_a_rooms_line_of_a_player_that_names_none_is_a_typed_error() -> None:
    """A room's other line of a kind that needs a player (a deal) whose rule names none is the
    hand's error, naming the line, never a crash."""
    from pokerrank.handhistory.plainlines import read_lines
    from pokerrank.handhistory.sites.kingsclub import KINGSCLUB
    from pokerrank.handhistory.sites.lines import grammar

    room = dataclasses.replace(KINGSCLUB, lines=(*grammar(r"deal   Cards \[(?P<cards>[^\]]*)\]"), *KINGSCLUB.lines))
    (hand,) = read_lines(KC_TRIPLE_DRAW.replace("Dealt to Hero: [3c 7c 9d Th Jc]", "Cards [3c 7c 9d Th Jc]"), room)
    assert hand.error is not None and hand.error.line == 12
    assert hand.error.reason == "a deal line that names no player: 'Cards [3c 7c 9d Th Jc]'"
    room = dataclasses.replace(KINGSCLUB, lines=(*grammar(r"pot   Side pot (?P<amount>\d+)"), *KINGSCLUB.lines))
    (hand,) = read_lines(KC_TRIPLE_DRAW.replace("Rake 5\n", "Rake 5\nSide pot 12\n"), room)  # no player's kind: read
    assert hand.error is None and hand.unparsed == () and hand.rake == 500


def test_old_wpn_totals_without_a_rake_take_none_and_a_dead_bet_is_dead_money() -> None:
    """``Pot: 0.`` is a rake of 0, not an unprinted one; ``posts (0.25) as a dead bet`` is dead
    money posted like a second small blind."""
    hand = _one(WPN_OLD_NOT_DEALT.replace("Pot: 0. Rake 0", "Pot: 0."))
    assert hand.rake == 0 and hand.cancelled
    dead = WPN_OLD_JP.replace(
        "Player Bob has big blind (4)\n", "Player Bob has big blind (4)\nPlayer Ann posts (0.25) as a dead bet\n"
    )
    for before, after in (
        ("Pot: 69.75. Rake 2", "Pot: 70. Rake 2"),
        ("Bets: 2. Collects: 0. Loses: 2.", "Bets: 2.25. Collects: 0. Loses: 2.25."),
        ("Collects: 69.75. Wins: 36.75", "Collects: 70. Wins: 37"),
    ):
        dead = dead.replace(before, after)  # (the summary's figures with the dead bet: Ann's bets, Cid's collects)
    hand = _one(dead)
    post = next(a for a in hand.actions if a.player == "Ann" and a.amount == 25)
    assert post.kind is ActionKind.SMALL_BLIND and hand.dead == {"Ann": 25}


@given(st.integers(0, 9))
def test_kingsclub_a_draw_of_no_known_cards_is_the_count_drawn(count: int) -> None:
    hand = _one(KC_TRIPLE_DRAW.replace("Bob draws 2", f"Bob draws {count}"))
    draw = next(a for a in hand.actions if a.player == "Bob" and a.street == "draw 1")
    assert (draw.kind, draw.drawn, draw.cards) == (ActionKind.DISCARD if count else ActionKind.STAND_PAT, count, None)
    assert [street for street, name, _ in hand.dealt if name == "Bob"] == []  # no card of his known till he shows


_NAME = (
    st.text(alphabet="ab :*.+", min_size=1, max_size=5).map(str.strip).filter(lambda name: name and ":" not in name[-1])
)


@settings(max_examples=100, deadline=None)
@given(st.lists(_NAME, min_size=2, max_size=4, unique=True))
def test_kingsclub_a_line_is_said_by_the_longest_seated_name_it_begins_with(names: list[str]) -> None:
    """Names with spaces, colons and signs of patterns, some the start of others: each line is
    said by the longest seated name it begins with, the rest read after it."""
    seats = "".join(f"Seat {k}: {name} (1,000)\n" for k, name in enumerate(names, start=1))
    posts = f"{names[0]}: posts the small blind 22\n{names[1]}: posts the big blind 44\n"
    folds = "".join(f"{name} folds\n" for name in names[2:]) + f"{names[0]} folds\n"
    after = {names[0]: "(978) -22", names[1]: "(1,022) +22"}
    summary = "".join(f"Seat {k}: {name} {after.get(name, '(1,000)')}\n" for k, name in enumerate(names, start=1))
    text = (
        "#9: Limit 2-7 Triple Draw - 44/88\n2020-12-30 18:54:12\nTable 'T' Seat 1 is the button\n"
        + seats + "*** 1ST BETTING ROUND ***\n" + posts + folds + "*** SUMMARY ***\n" + summary
    )  # fmt: skip
    hand = _one(text)
    assert hand.error is None, hand.error
    said = [(a.player, a.kind) for a in hand.actions]
    assert said == [(names[0], ActionKind.SMALL_BLIND), (names[1], ActionKind.BIG_BLIND)] + [
        (name, ActionKind.FOLD) for name in (*names[2:], names[0])
    ]


@pytest.mark.parametrize(
    ("text", "old", "alone"),
    [(KC_SIDE_POT, "Cid folds", "Cid:"), (SWC_SPLIT, "Cid folds", "Cid"), (KC_SIDE_POT, "Ann wins pot", "Ann")],
)
def test_a_line_of_a_seated_name_alone_is_kept_unparsed(text: str, old: str, alone: str) -> None:
    (record,) = read(text.replace(old, f"{alone}\n{old}"))
    assert [line for _, line in record.unparsed] == [alone]
    assert audit_hand(record).outcome is Outcome.NOT_AUDITABLE


def test_kingsclub_wins_lines_of_a_seated_player_or_another_are_read_as_nothing() -> None:
    """The stacks after the hand say what each was paid: a wins line that agrees with them adds
    nothing (one naming no seated player is refused: tests/test_handhistory_kingsclub_figures_wins.py)."""
    plain = next(iter(read(KC_SIDE_POT)))
    for line in ("Ann wins pot (975)\nBob wins (0) from side pot 1", "Run 2: Ann wins (975) from the main pot"):
        (record,) = read(KC_SIDE_POT.replace("Ann wins pot (975)", line))
        paid = [(c.player, c.amount, c.pot) for c in record.collected]
        assert (record.unparsed, paid) == ((), [(c.player, c.amount, c.pot) for c in plain.collected]), line


@pytest.mark.parametrize("marker", ["*** Fifth street ***", "*** Third street ***"])
def test_a_stud_street_line_in_a_board_game_is_no_street_of_it(marker: str) -> None:
    # old WPN names stud's streets too (its map holds both): in an Omaha hand, a stud street is not read as one
    assert audit_hand(next(read(WPN_OLD_SHOWDOWN))).outcome is Outcome.MATCH
    text = WPN_OLD_SHOWDOWN.replace("*** TURN ***: [9s 7c 7h] [Kh]\n", f"*** TURN ***: [9s 7c 7h] [Kh]\n{marker}\n")
    verdict = audit_hand(next(read(text)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert "a street line of another kind of game" in verdict.detail and marker in verdict.detail
