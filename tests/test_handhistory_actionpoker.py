"""The Action Poker network's format of 2012 (ActionPoker.com, Gear Poker), on hand texts
written here: each line kind, a winner's best five read as the hole cards it shows, summary
lines run together, a hand all in before the flop without a board, UTF-8 and CRLF."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.detect import detect_format
from pokerrank.handhistory.records import ActionKind, HandRecord
from pokerrank.handhistory.replay import to_deal
from pokerrank.handhistory.sites.actionpoker import BEST_FIVE
from pokerrank.handhistory.writers import to_phh
from pokerrank.handhistory.writers_ohh import to_ohh

SHOWDOWN = """ActionPoker.com Game #1001: Hold'em - 2012-04-03 02:10:06
Table Quiet Lake (Real Money) Seat #2 is the button
Seat 0: Ann (80.00 in Chips)
Seat 2: Zoë (300.00 in Chips)
Seat 5: Bob (219.72 in Chips)
Seat 6: Cy (135.40 in Chips)
Seat 9: Dee (332.41 in Chips)
Ann: Posts small blind 1.00.
Dee: Posts big blind 2.00.
*** HOLE CARDS ***
Dealt To Zoë [4C QC]
Bob: Calls 2.00.
Zoë: Folds.
Ann: Calls 1.00.
Dee: Checks.
*** FLOP *** [10S 6D 7S]
Ann: Checks.
Dee: Bets 2.00.
Bob: Calls 2.00.
Ann: Folds.
*** TURN *** [10S 6D 7S] [6C]
Dee: Bets 2.00.
Bob: Calls 2.00.
*** RIVER *** [10S 6D 7S 6C] [10C]
Dee: Checks.
Bob: Checks.
*** SUMMARY ***
Total Pot 13.30 | Rake 0.70
Seat 0: Ann (Small Blind)  Folded on the Turn
Seat 2: Zoë (Button)  Folded before Flop
Seat 5: Bob showed [10S 6D 6C 10C KC ] and won (13.30)
Seat 6: Cy Is Sitting Out
Seat 9: Dee (Big Blind)  showed [5S 4H ] and lost.
"""
"""Bob's best five (two pair, tens and sixes, king kicker) holds one card off the board: his
one hole card shown; Dee's lost hand shows both of hers."""

FOLD_TO_A_BET = (
    """Gear Poker Game #2002: Hold'em - 2012-04-09 12:14:36
Table 3875596-33 (Play Money) Seat #9 is the button
Seat 0: Hero (1000.00 in Chips)
Seat 5: Eve (960.00 in Chips)
Seat 7: Fay (1150.00 in Chips)
Seat 8: Gus (970.00 in Chips)
Seat 9: Hal (990.00 in Chips)
Gus: Posts small blind 10.00.
Fay: Posts big blind 20.00.
*** HOLE CARDS ***
Dealt To Hero [7S 7H]
Eve: Calls 20.00.
Hero: Folds.
Hal: Folds.
Gus: Folds.
Fay: Checks.
*** FLOP *** [AS QH 3S]
Fay: Bets 20.00.
Eve: Calls 20.00.
*** TURN *** [AS QH 3S] [3C]
Fay: Bets 90.00.
Eve: Folds.
*** SUMMARY ***
Total Pot 90.00 | Rake 0.00
Seat 0: Hero Folded before Flop
Seat 5: Eve Folded on the River
Seat 7: Fay (Big Blind)  collected (90.00) from the Pot.
"""
    + "Seat 8: Gus (Small Blind) Seat 9: Hal (Button) \n"
)  # the room's space at the end kept
"""Nobody calls Fay's 90 (the room prints no line for it: it goes back by the rules); two
summary entries run together on the last line."""

ALL_IN_PREFLOP = """Gear Poker Game #2003: Hold'em - 2012-04-09 12:15:46
Table 3875596-33 (Play Money) Seat #8 is the button
Seat 0: Hero (1000.00 in Chips)
Seat 5: Eve (920.00 in Chips)
Seat 7: Fay (1200.00 in Chips)
Seat 8: Gus (970.00 in Chips)
Fay: Posts small blind 10.00.
Eve: Posts big blind 20.00.
*** HOLE CARDS ***
Dealt To Hero [4D 2S]
Hero: Raises 1000.00 and is All In.
Gus: Folds.
Fay: Folds.
Eve: Calls 900.00 and is All In.
*** SUMMARY ***
Total Pot 1850.00 | Rake 0.00
Seat 0: Hero showed [4D 2S ] and lost.
Seat 5: Eve (Big Blind)  showed [JH 10D QS KC AS ] and won (1850.00)
Seat 7: Fay (Small Blind)  Folded before Flop
Seat 8: Gus (Button)  Folded before Flop
"""


def _one(text: str) -> HandRecord:
    hands = list(read(text))
    assert len(hands) == 1
    return hands[0]


@pytest.mark.parametrize("text", [SHOWDOWN, FOLD_TO_A_BET, ALL_IN_PREFLOP])
def test_detected_from_the_first_line_in_any_dress(text: str) -> None:
    assert detect_format(text) == "actionpoker"
    assert detect_format("\ufeff\r\n" + text.replace("\n", "\r\n")) == "actionpoker"
    crlf = _one(("\ufeff" + text.replace("\n", "\r\n")).encode("utf-8"))
    plain = _one(text)
    assert crlf.site == plain.site == "Action Poker"
    assert (crlf.hand_id, crlf.actions, crlf.hole, crlf.boards, crlf.error is None) == (
        plain.hand_id, plain.actions, plain.hole, plain.boards, plain.error is None,
    )  # fmt: skip


def test_each_line_kind_of_a_showdown() -> None:
    hand = _one(SHOWDOWN)
    assert hand.error is None and not hand.unparsed
    assert (hand.game, hand.game_text, hand.table, hand.button) == ("holdem", "Hold'em", "Quiet Lake", 2)
    assert hand.stakes == (100, 200)  # from the blinds: the first line prints none
    assert [(s.seat, s.name, s.stack) for s in hand.seats][:2] == [(0, "Ann", 8000), (2, "Zoë", 30000)]
    assert hand.boards == ("Ts 6d 7s 6c Tc",)
    kinds = [(a.street, a.player, a.kind, a.amount) for a in hand.actions if a.kind is not ActionKind.SHOW]
    assert kinds[:4] == [
        ("preflop", "Ann", ActionKind.SMALL_BLIND, 100), ("preflop", "Dee", ActionKind.BIG_BLIND, 200),
        ("preflop", "Bob", ActionKind.CALL, 200), ("preflop", "Zoë", ActionKind.FOLD, 0),
    ]  # fmt: skip
    assert ("preflop", "Ann", ActionKind.CALL, 100) in kinds  # a call is the chips it adds
    assert ("flop", "Dee", ActionKind.BET, 200) in kinds and ("turn", "Bob", ActionKind.CALL, 200) in kinds
    assert hand.rake == 70 and [(c.player, c.amount) for c in hand.collected] == [("Bob", 1330)]
    assert not hand.returned


def test_a_winners_best_five_is_his_hole_cards_off_the_board_and_the_rest_decided_around() -> None:
    hand = _one(SHOWDOWN)
    assert hand.hole["Bob"] == "Kc"  # the one card of his best five not on the board
    assert hand.hole["Dee"] == "5s 4h" and hand.hole["Zoë"] == "4c Qc"
    assert [(c.player, c.text) for c in hand.claims] == [("Bob", BEST_FIVE + "Ts 6d 6c Tc Kc")]
    shows = [(a.player, a.cards) for a in hand.actions if a.kind is ActionKind.SHOW]
    assert shows == [("Bob", "Kc"), ("Dee", "5s 4h")]
    verdict = audit_hand(hand)  # decided around Bob's card never shown: any card, his king kicker wins
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert "Bob: 1 card(s) never shown" in verdict.detail


def test_a_best_five_all_on_the_board_shows_no_hole_card() -> None:
    text = SHOWDOWN.replace("[10S 6D 6C 10C KC ] and won", "[10S 10C 6D 6C 7S ] and won")
    hand = _one(text)
    assert hand.error is None and "Bob" not in hand.hole
    assert audit_hand(hand).reason == "cards never shown"


def test_a_winner_alone_needs_no_cards_and_matches() -> None:
    """A best five shown by the only player left: nothing to decide, the pot his."""
    text = SHOWDOWN.replace("Dee: Checks.\nBob: Checks.", "Dee: Folds.").replace(
        "Seat 9: Dee (Big Blind)  showed [5S 4H ] and lost.", "Seat 9: Dee (Big Blind)  Folded on the River"
    )
    hand = _one(text)
    assert hand.hole["Bob"] == "Kc"
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_the_bet_nobody_called_goes_back_and_run_together_entries_are_read() -> None:
    hand = _one(FOLD_TO_A_BET)
    assert hand.error is None and not hand.unparsed
    assert hand.returned == {"Fay": 9000} and hand.rake == 0
    assert hand.boards == ("As Qh 3s 3c",)
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_a_winner_after_an_entry_run_together_is_read() -> None:
    text = SHOWDOWN.replace(
        "Seat 2: Zoë (Button)  Folded before Flop\nSeat 5: Bob showed",
        "Seat 2: Zoë (Button) Seat 5: Bob showed",
    )
    hand = _one(text)
    assert hand.error is None and not hand.unparsed
    assert [(c.player, c.amount) for c in hand.collected] == [("Bob", 1330)] and hand.hole["Bob"] == "Kc"


def test_all_in_before_the_flop_without_a_board_cannot_be_decided() -> None:
    hand = _one(ALL_IN_PREFLOP)
    assert hand.error is not None and hand.game == "holdem"
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "cards never shown"
    assert "no board" in verdict.detail and "Eve" in verdict.detail and "Jh Td Qs Kc As" in verdict.detail


@pytest.mark.parametrize(
    ("change", "quoted"),
    [
        (("[10S 6D 6C 10C KC ]", "[10S 6D 6C KD KC ]"), "2 cards"),  # fine: two off the board
        (("[10S 6D 6C 10C KC ]", "[10S 6D QD KD KC ]"), "3 cards not on the board"),
        (("[10S 6D 6C 10C KC ]", "[10S 10S 6C 10C KC ]"), "a card twice"),
    ],
)
def test_a_best_five_that_is_no_hand_of_his_contradicts_itself(change: tuple[str, str], quoted: str) -> None:
    hand = _one(SHOWDOWN.replace(*change))
    if quoted == "2 cards":
        assert hand.error is None and hand.hole["Bob"] == "Kd Kc"
        return
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "record contradicts itself"
    assert quoted in verdict.detail and "Bob" in verdict.detail


_TURN = "Dee: Bets 2.00.\nBob: Calls 2.00.\n*** RIVER"


@pytest.mark.parametrize(
    ("change", "quoted"),
    [
        (("Total Pot 13.30", "Total Pot 13.40"), "total pot 13.40"),
        (("Bob: Calls 2.00.\nAnn: Folds.", "Bob: Calls 3.00.\nAnn: Folds."),
         "calls to 3.00 on the flop, where the bet is 2.00"),
        ((_TURN, _TURN.replace("2.00.", "2.00. and is All In.", 1)),
         None),
        ((_TURN, _TURN.replace("2.00.", "2.00 and is All In.", 1)),
         "sat down with 332.41 (all in)"),
    ],
)  # fmt: skip
def test_numbers_that_do_not_agree_are_refused(change: tuple[str, str], quoted: str | None) -> None:
    verdict = audit_hand(_one(SHOWDOWN.replace(*change)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    if quoted is None:  # a line no rule reads: quoted
        assert verdict.reason == "line not understood" and "and is All In." in verdict.detail
    else:
        assert verdict.reason == "record contradicts itself" and quoted in verdict.detail


def test_a_line_no_rule_reads_is_quoted() -> None:
    verdict = audit_hand(_one(SHOWDOWN.replace("Dee: Checks.\nBob: Checks.", "Dee: Checks.\nBob: Dances.")))
    assert verdict.reason == "line not understood" and "Bob: Dances." in verdict.detail


def test_convert_to_a_deal_and_phh_ohh_refuse_by_name() -> None:
    deal = to_deal(_one(FOLD_TO_A_BET))
    assert deal["game"] == "holdem" and deal["board"] == "As Qh 3s 3c"
    assert {p["name"]: p["bet"] for p in deal["players"]}["Fay"] == 13000
    partial = to_deal(_one(SHOWDOWN))  # the one card shown: the showdown refuses the deal by name
    assert {p["name"]: p["cards"] for p in partial["players"]}["Bob"] == "Kc"
    for write in (to_phh, to_ohh):
        with pytest.raises(HandHistoryError, match="Hold'em"):  # the room prints no limit
            write(_one(FOLD_TO_A_BET))
    with pytest.raises(HandHistoryError, match="no board"):
        to_deal(_one(ALL_IN_PREFLOP))


@pytest.mark.parametrize("write", [to_phh, to_ohh])
def test_phh_and_ohh_refuse_a_hole_known_in_part_by_name(write: object) -> None:
    hand = _one(SHOWDOWN)
    assert hand.extra["best_five"] == {"Bob": "Ts 6d 6c Tc Kc"}
    with pytest.raises(HandHistoryError, match=r"'Bob' showed their best five \[Ts 6d 6c Tc Kc\].*only 'Kc'"):
        write(dataclasses.replace(hand, structure="no-limit"))  # refused even where the limit were known


def test_a_first_line_cut_short_says_why() -> None:
    hand = _one("ActionPoker.com Game #1012408051: Hold'em - 2012-04-03 02:10:06\nTable x\n")
    assert hand.site == "Action Poker" and "table line" in str(hand.error)


def _room(card: str) -> str:
    """A card as the room writes it: ``Ts`` is ``10S``."""
    return ("10" if card[0] == "T" else card[0]) + card[1].upper()


@settings(max_examples=60, deadline=None)
@given(st.permutations([r + s for r in "23456789TJQKA" for s in "cdhs"]))
def test_a_best_five_shows_exactly_the_hole_cards_it_uses(deck: list[str]) -> None:
    """Any showdown, the winner's best five written as the room writes it: the hole read is
    the cards of that five off the board (pokerrank's own best five, from the true hole), the
    rest never shown; where the five uses both hole cards the hand is whole and MATCHes."""
    from pokerrank import evaluate

    board, first, second = deck[:5], deck[5:7], deck[7:9]
    a, b = evaluate(" ".join(first + board)), evaluate(" ".join(second + board))
    assume(a.strength != b.strength)
    winner, loser = (first, second) if a.strength > b.strength else (second, first)
    five = [str(card) for card in (a if a.strength > b.strength else b).cards]
    room = [_room(card) for card in board]
    text = (
        SHOWDOWN.replace("Dealt To Zoë [4C QC]\n", "")
        .replace("[10S 6D 7S]\n", f"[{' '.join(room[:3])}]\n")
        .replace("[10S 6D 7S] [6C]", f"[{' '.join(room[:3])}] [{room[3]}]")
        .replace("[10S 6D 7S 6C] [10C]", f"[{' '.join(room[:4])}] [{room[4]}]")
        .replace("[10S 6D 6C 10C KC ]", f"[{' '.join(map(_room, five))} ]")
        .replace("[5S 4H ]", f"[{' '.join(map(_room, loser))} ]")
    )
    hand = _one(text)
    assert hand.error is None, hand.error
    shown = [card for card in five if card not in board]
    assert hand.hole.get("Bob", "").split() == shown and set(shown) <= set(winner)
    assert hand.hole["Dee"].split() == loser
    assert [c.text for c in hand.claims] == [BEST_FIVE + " ".join(five)]
    verdict = audit_hand(hand)  # whatever his cards never shown, his five is his at least: he wins
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert ("never shown" in verdict.detail) == (len(shown) < 2)


def test_a_best_five_where_the_board_stops_at_the_flop_cannot_be_decided() -> None:
    # (the hand ends on the flop: Ann folds to Dee's bet, the turn's and river's lines gone with their streets, the
    # pot $10 less $0.50: without them Dee's turn bet would be a second turn on the flop, refused for its order)
    text = SHOWDOWN.replace("*** TURN *** [10S 6D 7S] [6C]\n", "").replace("*** RIVER *** [10S 6D 7S 6C] [10C]\n", "")
    text = text.replace("Ann: Folds.\nDee: Bets 2.00.\nBob: Calls 2.00.\nDee: Checks.\nBob: Checks.\n", "Ann: Folds.\n")
    text = text.replace("13.30", "9.50").replace("Rake 0.70", "Rake 0.50")
    verdict = audit_hand(_one(text))
    assert verdict.reason == "cards never shown" and "the board only to 'Ts 6d 7s'" in verdict.detail


@pytest.mark.parametrize(
    ("after", "line"),
    [
        ("Seat 6: Cy Is Sitting Out\n", "Seat 0: Ann received insurance 2.00"),
        ("Bob: Calls 2.00.\nAnn: Folds.\n", "Seat 5: Bob pays cashout fee 2.00"),
        ("Seat 6: Cy Is Sitting Out\n", "Seat 6: Cy Is Sitting Out and pays 2.00"),
    ],
)
def test_a_seat_line_that_says_more_than_a_fold_or_a_place_is_quoted(after: str, line: str) -> None:
    """A summary entry is quiet only where it says a fold, a seat sitting out or a place alone:
    any other ``Seat N: text`` is a line no rule reads, quoted, never taken for a quiet one."""
    assert audit_hand(next(iter(read(SHOWDOWN)))).outcome is Outcome.MATCH
    verdict = audit_hand(next(iter(read(SHOWDOWN.replace(after, after + line + "\n")))))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert line in verdict.detail


def test_entries_of_a_place_alone_run_together_are_quiet() -> None:
    text = SHOWDOWN.replace("Seat 6: Cy Is Sitting Out\n", "Seat 6: Cy (Small Blind) Seat 7: Eve (Button) \n")
    assert audit_hand(next(iter(read(text)))).outcome is Outcome.MATCH
