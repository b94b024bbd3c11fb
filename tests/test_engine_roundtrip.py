"""An engine hand's own record drives back to the same hand: :meth:`Hand.to_record` then
:func:`~pokerrank.engine.from_record` (and through PHH where the writer takes the hand) gives
every action accepted and the engine's finishing stacks, for every kind of table the engine
sets up: blinds, antes of every kind, straddles, forced bets posted all in for less."""

from __future__ import annotations

import os
import random
from dataclasses import replace
from typing import Any

import pytest
from _helpers import play_randomly_once, random_table
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerrank.engine import Hand, audit_with_rules, from_record, get_rules
from pokerrank.errors import DealError, HandHistoryError
from pokerrank.games import GAMES
from pokerrank.handhistory import ActionKind, audit_hand, read
from pokerrank.handhistory.sitegames import PHH_VARIANTS
from pokerrank.handhistory.verdicts import Outcome
from pokerrank.handhistory.writers import to_phh
from pokerrank.handhistory.writers_text import to_pokerstars
from pokerrank.pots import Rake, pot_rake


def calls_down(hand: Hand) -> Hand:
    """Every player calls or checks to the end (brings in, stands pat)."""
    while not hand.over:
        legal = hand.legal()
        if legal.phase == "draw":
            hand.act("draw", 0)
        else:
            hand.act("bring-in" if legal.bring_in else "call" if legal.call else "check")
    return hand


def drives_back(hand: Hand, rules: Any = None, *, phh: bool = True) -> None:
    """The hand's record (and its PHH, read back) drives to the hand's own stacks."""
    record = hand.to_record()
    result = from_record(record, rules if rules is not None else hand.rules)
    assert result.status == "ok", result.describe()
    assert list(result.stacks.values()) == hand.stacks
    assert result.hand is not None and result.hand.pot == hand.pot
    assert [a[:6] for a in result.hand.events] == [a[:6] for a in hand.events]  # (each post and action)
    if phh:
        again = from_record(next(read(to_phh(record))), rules if rules is not None else hand.rules)
        assert again.status == "ok", again.describe()
        assert list(again.stacks.values()) == hand.stacks


# -- a straddle posted all in for less --------------------------------------------------------------


@pytest.mark.parametrize(
    ("stacks", "straddles", "short"),
    [
        ([100, 100, 3, 100], (4,), "p3"),
        ([100, 100, 1, 100], (4,), "p3"),
        ([100, 100, 3], (4,), "p3"),
        ([50, 60, 7, 5, 80], (4, 8), "p4"),
        ([50, 60, 3, 50, 80], (4, 8), "p3"),
    ],
)
def test_a_straddle_posted_all_in_for_less_drives_back_from_its_record(
    stacks: list[int], straddles: tuple[int, ...], short: str
) -> None:
    # the straddler has less than the straddle: all in; the others call the straddle in full (as a
    # big blind short, E18): the record keeps the straddle's level, the drive calls it in full too
    # (it was lost: "stacks differ", or "the record ends before the hand does")
    hand = calls_down(Hand("holdem", stacks, blinds=(1, 2), straddles=straddles, button=len(stacks) - 1, seed=1))
    post = next(a for a in hand.events if a.player == short)
    assert post.all_in and post.amount == stacks[int(short[1:]) - 1]
    assert hand.to_record().extra["straddles"] == {short: straddles[int(short[1:]) - 3]}
    drives_back(hand)


# -- what the actions and stakes alone do not say ------------------------------------------------------


def test_a_fixed_rake_drives_back_as_the_hand_took_it() -> None:
    # a fixed rake of 1 with a side pot: the main pot pays it (E25); the record's total rake alone
    # was read as a rate (5 %, capped at 1), which the side pot paid: a chip moved (stacks differ)
    hand = Hand("omaha", [62, 285, 7, 272], blinds=(1, 2), antes=2, button=0, rules="tda", seed=167, rake=1)
    hand.act("raise", 169)  # p4
    hand.act("fold")  # p1
    hand.act("call")  # p2
    hand.act("call")  # p3, all in for less: a main pot of 24 and a side pot
    hand.act("fold")  # p2 on the flop
    assert hand.over and hand.to_record().pots == (23, 327)
    drives_back(hand, phh=False)


@pytest.mark.parametrize("rules", ["tda", "wsop-2024", "roberts"])
@pytest.mark.parametrize("stacks", [[4, 263, 282], [4, 3, 282], [4, 2, 282], [40, 50, 60, 70]])
def test_a_big_blind_ante_drives_back_from_its_record(rules: str, stacks: list[int]) -> None:
    # the big blind posts the table's ante (E12: the blind first where the rule set says, dead money
    # by the rule set): driven as one more ante of a player and a dead blind, it went wrong with a
    # short big blind and when the ante is dead money (stacks differ, posts below 0, not drivable)
    for moves in ([], ["fold", "call", "fold"], ["call", "call", "raise"]):
        hand = Hand("holdem", stacks, blinds=(1, 2), antes=2, ante="big blind", rules=rules, seed=21)
        for word in moves:
            if not hand.over and word in hand.legal().actions:
                hand.act(word, hand.legal().min_to) if word == "raise" else hand.act(word)
        drives_back(calls_down(hand), phh=False)


def test_a_button_ante_drives_back_from_its_record() -> None:
    hand = calls_down(Hand("holdem", [30, 30, 30, 3], blinds=(1, 2), antes=3, ante="button", seed=5))
    assert hand.to_record().dead == {"p4": 3}
    drives_back(hand, phh=False)


def test_a_mississippi_straddle_drives_back_from_its_record() -> None:
    # the button straddles (E23): the player left of the big blind acts first, the straddler last;
    # the record's straddle alone read as a straddle after the blinds: an action out of turn
    house = replace(get_rules("wsop-2024"), name="house", mississippi_straddle=True)
    for stacks in ([100, 100, 100, 100], [100, 100, 100, 3]):
        hand = calls_down(Hand("holdem", stacks, blinds=(1, 2), button_straddle=4, rules=house, seed=1))
        first = next(a for a in hand.events if not a.kind.posts)
        assert first.player == "p3"
        drives_back(hand, house, phh=False)
        refused = from_record(hand.to_record(), "wsop-2024")  # no rule set names it: refused, with its rule
        assert refused.status == "not drivable" and "E23" in refused.reason
    # with dead money posted by the straddler too (the straddle was taken with the dead money: posts below 0)
    hand = calls_down(Hand("holdem", [100] * 5, blinds=(1, 2), button_straddle=4, dead=[0, 0, 1, 0, 1], rules=house))
    drives_back(hand, house, phh=False)


@pytest.mark.parametrize("structure", ["limit", "no-limit", "pot-limit"])
def test_blinds_the_antes_left_no_chips_for_drive_back(structure: str) -> None:
    # the antes put both blinds all in: each posts 0, and the big blind is still called in full
    # (E18, the uncalled part comes back); driven as posts of 0 the hand had no blind to call, and
    # ended before the call the record gives (the call out of turn: "the hand is over")
    bets = (5, 10) if structure == "limit" else None
    hand = Hand("holdem", [1, 1, 2, 38, 54], structure=structure, blinds=(2, 5), antes=2, bets=bets, button=0, seed=45)
    assert [(a.amount, a.all_in) for a in hand.events if a.kind.value.endswith("blind")] == [(0, True), (0, True)]
    hand.act("fold")
    hand.act("call")
    assert hand.over and hand.to_record().returned == {"p5": 5}
    drives_back(hand, phh=structure != "pot-limit")  # (PHH: such a blind is not posted at all, still called in full)
    text = to_pokerstars(hand.to_record())  # ("posts big blind 0 and is all-in": the stakes give its level)
    assert "posts big blind 0 and is all-in" in text
    result = from_record(next(read(text)), hand.rules)
    assert result.status == "ok" and list(result.stacks.values()) == hand.stacks, result.describe()


@pytest.mark.parametrize("structure", ["no-limit", "pot-limit"])
def test_a_cap_game_drives_back_from_its_record(structure: str) -> None:
    # the cap (E20) was not in the record: driven without it, an all-in at the cap was refused or paid otherwise
    hand = Hand("holdem", [100, 300, 300], structure=structure, blinds=(1, 2), cap=30, seed=2)
    while not hand.over:
        legal = hand.legal()
        hand.act("raise", legal.max_to) if legal.aggressive == "raise" else hand.act("call" if legal.call else "check")
    record = hand.to_record()
    assert record.structure == f"capped {structure}" and record.extra["cap"] == 30
    drives_back(hand, phh=False)


def test_a_spread_limit_hand_drives_back_from_its_record() -> None:
    # spread limit (E22) was "a betting structure the engine does not play" for from_record
    hand = Hand("holdem", [100, 100, 100], structure="spread-limit", blinds=(1, 2), spread=(2, 10), seed=3)
    while not hand.over:
        legal = hand.legal()
        hand.act(legal.aggressive, legal.max_to) if legal.aggressive and hand.street == "flop" else hand.act(
            "call" if legal.call else "check"
        )
    assert hand.to_record().extra["spread"] == ((2, 10),) * 4
    drives_back(hand, phh=False)


def test_a_bring_in_posted_all_in_for_less_drives_back() -> None:
    # the bring-in (5) posted all in for 3 is still called in full, the rest coming back; the
    # record's bring-in action alone said a bring-in of 3: the call was 3, the pot 6 where it was 8
    hand = Hand("stud", [3, 200], antes=0, bring_in=5, bets=(10, 20), cards=[["2c", "Ah", "2d"], ["Kc", "Kh", "Ks"]])
    assert hand.legal().bring_in is not None
    hand.act("bring-in")
    calls_down(hand)
    assert hand.events[1].amount == 5 and hand.pot == 8
    drives_back(hand, phh=False)


@pytest.mark.parametrize("structure", ["no-limit", "pot-limit"])
@pytest.mark.parametrize("min_bet", [None, 6])
def test_stud_no_limit_drives_back_with_its_bets_and_least_bet(structure: str, min_bet: int | None) -> None:
    # no-limit and pot-limit stud are set up with their bets (the bring-in completes to the small
    # bet): the record's stakes are the bring-in, and the set-up was refused on the way back ("give
    # bets=(small, big) too": not drivable); a least bet that is not the small bet was lost too
    cards = [["2c", "Ah", "2d"], ["Kc", "Kh", "Ks"]]
    hand = Hand("stud", [100, 100], structure=structure, antes=8, bring_in=2, bets=(4, 8), min_bet=min_bet,
                cards=cards, seed=1)  # fmt: skip
    hand.act("complete", 4)
    while not hand.over:
        legal = hand.legal()
        if legal.aggressive == "bet" and hand.street == "fourth":
            hand.act("bet", legal.min_to)
        else:
            hand.act("call" if legal.call else "check")
    assert hand.to_record().extra.get("min_bet") == min_bet  # (the small bet by default: the record says none)
    drives_back(hand, phh=False)


def test_a_limit_big_blind_of_the_big_bet_drives_back() -> None:
    # limit stakes (2, 4) with a big blind of 4: a room's record printing its blinds as its stakes
    # is read with the big blind as the small bet, but the engine's record gives its bets: driven
    # as bets of 4 and 8, the raise to 6 was refused
    hand = Hand("holdem", [50, 50, 50], structure="limit", blinds=(2, 4), bets=(2, 4), seed=1)
    hand.act("raise", 6)
    drives_back(calls_down(hand))  # (PHH gives its bets too: small_bet, big_bet)


def test_a_hand_mucked_at_the_showdown_drives_back() -> None:
    # the first to show mucks the best hand (auto_show=False): the other wins; driven with every
    # hand shown, the mucked aces won the pot
    hand = Hand("holdem", [100, 100], blinds=(1, 2), cards=[["As", "Ad"], ["Ks", "Kd"]], board="2c 7d 9h Jc 3s",
                auto_show=False, seed=1)  # fmt: skip
    while hand.legal().phase == "bet":
        hand.act("call" if hand.legal().call else "check")
    assert hand.legal().name == "p1"
    hand.act("muck")
    assert hand.over and hand.stacks == [98, 102]
    drives_back(hand, phh=False)


def test_a_game_with_a_joker_drives_back() -> None:
    # the cards of a game with a joker were read without one: "this deck has no jokers", not drivable
    hand = Hand("five-card-draw-bug", [100, 100], structure="limit", blinds=(1, 2), seed=4,
                cards=[["Jk", "As", "Ks", "Qs", "Js"], ["2c", "2d", "7h", "8h", "9c"]])  # fmt: skip
    while not hand.over:
        legal = hand.legal()
        hand.act("draw", 0) if legal.phase == "draw" else hand.act("call" if legal.call else "check")
    assert "Jk" in hand.to_record().hole["p1"]
    drives_back(hand, phh=False)
    # the payout audit read the joker as a card it cannot read: NOT AUDITABLE "unreadable card"
    assert audit_hand(hand.to_record()).outcome is Outcome.MATCH


@pytest.mark.parametrize("stacks", [[50, 1, 50], [50, 2, 50], [1, 50, 50]])
def test_blinds_of_one_amount_drive_back_with_a_short_blind(stacks: list[int]) -> None:
    # blinds (2, 2): the record's stakes are the one amount; a blind all in for less was "not
    # drivable" (the record gives no big blind, E18), though the stake is the big blind
    hand = calls_down(Hand("holdem", stacks, blinds=(2, 2), seed=2))
    assert hand.to_record().stakes == (2,)
    drives_back(hand, phh=False)


def test_a_missed_blind_posted_with_a_big_blind_in_limit_drives_back() -> None:
    # p1 posts a dead 5 and a big blind of 5 (bets 10/20): the big blind is live (E21); the record's
    # small bet (10) was taken for the big blind, and the dead 5 for part of a live 10: a straddle
    hand = Hand("holdem", [100, 100, 100, 100], structure="limit", posts=[5, 5, 0, 0], dead=[5, 0, 0, 0],
                bets=(10, 20), button=3, seed=1)  # fmt: skip
    drives_back(calls_down(hand), phh=False)


def test_drawmaha_run_twice_drives_back() -> None:
    # a board run twice in 2-7 Drawmaha (split: the board half and the draw half) was read as "a
    # game with two boards from the flop on", not drivable; the engine's runs are runs
    hand = Hand("2-7-drawmaha", [100, 100], blinds=(1, 2), max_runs=2, seed=3)
    hand.act("raise", 100)
    hand.act("call")
    while not hand.over:
        legal = hand.legal()
        hand.act("run", 2) if legal.phase == "run" else hand.act("draw", 0)
    assert len(hand.to_record().boards) == 2
    drives_back(hand, phh=False)


def test_a_rake_from_money_the_room_added_is_audited() -> None:
    # everyone folds to the big blind: the bet comes back, the pot is the 3 the room added, and a
    # fixed rake of 1 is taken from it; the audit counted what the pots hold without the money
    # added: NOT AUDITABLE, "the rake 1 is more than the pots hold (0)"
    hand = Hand("holdem", [100, 100], posts=[0, 2], big_blind=2, added=3, rake=1, seed=1)
    hand.act("fold")
    record = hand.to_record()
    assert (record.rake, record.returned, hand.stacks) == (1, {"p2": 2}, [100, 102])
    assert audit_with_rules(record, rules=hand.rules).outcome is Outcome.MATCH
    drives_back(hand, phh=False)


def test_a_smallest_chip_drives_back() -> None:
    # chips of 5 (E14): a pot of 25 split two ways is 15 and 10, never 12.5; the record says the
    # chip (extra["chip"]) and from_record played it with chips of 1 (13 and 12: stacks differ)
    hand = Hand("holdem", [100, 100, 100], blinds=(5, 10), chip=5, button=2, board="2c 7d 9h Jc 3s",
                cards=[["4s", "5d"], ["As", "Kd"], ["Ac", "Kh"]], seed=1)  # fmt: skip
    hand.act("call")  # the button
    hand.act("fold")  # the small blind
    calls_down(hand)
    assert sorted(hand.won) == [0, 10, 15]
    drives_back(hand, phh=False)


# -- through PHH and PokerStars text ------------------------------------------------------------------


def test_a_cap_game_drives_back_through_phh() -> None:
    # PHH has no cap: pokerrank's writer keeps it as its own field ``_cap`` (it was dropped: the
    # hand drove back without a cap, an all-in at the cap refused or paid otherwise)
    hand = Hand("holdem", [100, 300, 300], blinds=(1, 2), cap=30, seed=2)
    while not hand.over:
        legal = hand.legal()
        hand.act("raise", legal.max_to) if legal.aggressive == "raise" else hand.act("call" if legal.call else "check")
    text = to_phh(hand.to_record())
    assert "_cap = 30" in text
    drives_back(hand)


def test_a_straddle_hand_bets_below_the_straddle_after_the_flop_through_phh() -> None:
    # PHH's min_bet was the largest post, the straddle: read back, a bet of the big blind on the
    # flop was refused (and pokerkit could not replay it); it is the big blind's
    hand = Hand("holdem", [100, 100, 100, 100], blinds=(1, 2), straddles=(4,), seed=1)
    while hand.street == "preflop":
        hand.act("call" if hand.legal().call else "check")
    hand.act("bet", 2)
    drives_back(calls_down(hand))
    assert "min_bet = 2" in to_phh(hand.to_record())


def test_a_fixed_rake_with_side_pots_drives_back_through_phh_and_pokerstars_text() -> None:
    # a fixed rake of 1 paid by the pots as E25 lays it out; the pots after the rake are printed: the
    # drive took the rake as a rate that pays it from the main pot (the file's pots say otherwise)
    hand = Hand("holdem", [8, 100, 100], blinds=(1, 2), seed=1, rake=1)
    for word, amount in (("raise", 8), ("call", None), ("call", None), ("bet", 2), ("call", None)):
        hand.act(word, amount)
    calls_down(hand)
    record = hand.to_record()
    assert record.pots == (24, 3) and record.rake == 1  # a main pot of 24, a side pot of 4 that paid the rake
    assert pot_rake([24, 4], Rake("0.05", cap=1)) == [1, 0]  # (the rate the total alone suggests: the main pot)
    for text in (to_phh(record), to_pokerstars(record)):
        result = from_record(next(read(text)), hand.rules)
        assert result.status == "ok", result.describe()
        assert list(result.stacks.values()) == hand.stacks


@pytest.mark.parametrize("stacks", [[100, 100, 3, 100], [100, 100, 1, 100], [50, 60, 7, 80, 90], [100] * 4])
def test_blinds_of_one_amount_beside_a_straddle_drive_back_through_phh(stacks: list[int]) -> None:
    # blinds (2, 2) and a straddle of 4, posted in full or all in for less: PHH's [2, 2, 4] was read
    # by its amounts, two small blinds and a big blind (the straddle's level lost: stacks differ by
    # an odd chip, or an action "illegal"); pokerrank's field _blind_kinds names them, where the
    # amounts alone would say other blinds
    hand = calls_down(Hand("holdem", stacks, blinds=(2, 2), straddles=(4,), button=len(stacks) - 1, seed=5811))
    assert [a.kind for a in hand.events[:3]] == [ActionKind.BIG_BLIND, ActionKind.BIG_BLIND, ActionKind.STRADDLE]
    text = to_phh(hand.to_record())
    assert '_blind_kinds = ["big blind", "big blind", "straddle"' in text
    assert [a.kind for a in next(read(text)).actions[:3]] == [a.kind for a in hand.events[:3]]
    drives_back(hand)


def test_two_small_blinds_before_a_big_blind_drive_back_through_phh() -> None:
    # (the amounts say it: no _blind_kinds written)
    hand = Hand("holdem", [100] * 4, structure="limit", posts=[1, 1, 2, 0], bets=(2, 4), button=3, seed=1)
    hand.act("raise", 4)
    drives_back(calls_down(hand))
    assert "_blind_kinds" not in to_phh(hand.to_record())


@pytest.mark.parametrize(("stacks", "level"), [([100, 1075, 1925, 175], 250), ([10, 100, 100, 7], 10)])
def test_phh_refuses_a_short_big_blind_beside_another_out_of_place(stacks: list[int], level: int) -> None:
    # p4 and p2 post big blinds, p1 between them, p4 all in for less: the engine plays on from p4 (p1
    # first); PHH read back began after p2 (p3 first): "illegal", an action out of turn
    hand = calls_down(Hand("holdem", stacks, posts=[0, level, 0, level], big_blind=level, button=2, seed=1))
    assert [(a.player, a.all_in) for a in hand.events[:3]] == [("p4", True), ("p2", False), ("p1", stacks[0] <= level)]
    with pytest.raises(HandHistoryError, match=r"big blind 'p4' posted all in for \d+ beside another big blind"):
        to_phh(hand.to_record())
    blinds_in_place = calls_down(Hand("holdem", [100, 7, 100, 100], blinds=(10, 10), button=0, seed=1))
    drives_back(blinds_in_place)  # (blinds of one amount, the short one in its place: written, read back)


@pytest.mark.parametrize(
    ("stacks", "posts", "button", "words"),
    [
        ([11, 6, 90], [0, 10, 0], 1, r"big blind 'p2' posted all in for 6 in a straddle's place"),  # on the button
        ([162, 2, 8], [0, 5, 2], 0, r"big blind 'p2' posted all in for 2 before the small blind 'p3' of as much"),
        ([100, 100, 1], [0, 0, 2], 0, r"big blind 'p3' posted all in for 1, the only blind"),  # (called as 1)
        ([100, 1, 100], [0, 2, 0], 0, r"big blind 'p2' posted all in for 1, the only blind"),
    ],
)
def test_phh_refuses_a_short_big_blind_out_of_its_place(
    stacks: list[int], posts: list[int], button: int, words: str
) -> None:
    # read back, the level of the big blind posted all in for less was not called as the engine
    # called it (stacks apart), or the play began after the small blind ("illegal", out of turn)
    hand = calls_down(Hand("holdem", stacks, posts=posts, big_blind=max(posts), button=button, seed=1))
    with pytest.raises(HandHistoryError, match=words):
        to_phh(hand.to_record())
    bigger = calls_down(Hand("holdem", [90, 6, 11], posts=[0, 10, 5], big_blind=10, button=0, seed=1))
    drives_back(bigger)  # (the short big blind above the small blind: written, read back)


def test_phh_refuses_an_ante_all_in_above_the_others_beside_a_short_blind() -> None:
    # everyone all in on the antes (p1 for 2, the others for 1), the blinds posted for nothing and
    # called in full (E18): PHH's ante trimming gives p1 1 back before the play, and read back p1
    # had to call the big blind's level ("the record ends before the hand does")
    hand = Hand("holdem", [2, 1, 1], structure="limit", blinds=(5, 10), bets=(10, 20), antes=2, button=0, seed=1)
    assert hand.over and [(a.player, a.amount, a.all_in) for a in hand.events[:3]] == [
        ("p1", 2, True), ("p2", 1, True), ("p3", 1, True)]  # fmt: skip
    with pytest.raises(HandHistoryError, match=r"ante of 2 'p1' posted all in above every other ante \(1\)"):
        to_phh(hand.to_record())
    for stacks in ([2, 1, 100], [2, 2, 2]):  # (no blind short, or no ante above the others: written, read back)
        drives_back(calls_down(Hand("holdem", stacks, blinds=(1, 2), antes=2, button=0, seed=1)))


@pytest.mark.parametrize("structure", ["no-limit", "limit"])
def test_phh_refuses_an_ante_above_the_others_of_a_player_all_in_on_a_blind(structure: str) -> None:
    # heads-up, p1 all in on an ante of 3 (big blind 0), p2 antes 5 and is all in on the small blind:
    # PHH's ante trimming gave p2 2 back before the play, and read back p2 had to call the big blind's
    # level ("the record ends before the hand does": found by the long run of the property)
    bets = (10, 20) if structure == "limit" else None
    hand = calls_down(Hand("holdem", [3, 6], structure=structure, blinds=(1, 10), antes=5, bets=bets, button=1, seed=1))
    assert [(a.player, a.amount, a.all_in) for a in hand.events if a.kind.posts] == [
        ("p1", 3, True), ("p2", 5, False), ("p1", 0, True), ("p2", 1, True)]  # fmt: skip
    with pytest.raises(HandHistoryError, match=r"ante of 5 'p2' posted, its player all in on a blind, above every"):
        to_phh(hand.to_record())
    not_all_in = calls_down(Hand("holdem", [3, 100, 6], blinds=(1, 10), antes=5, button=0, seed=1))
    drives_back(not_all_in)  # (the ante above is matched by another: written, read back)


def test_blinds_of_one_amount_the_antes_left_no_chips_for_drive_back_through_phh() -> None:
    # nobody posted a blind: PHH's min_bet was 1 (the record's stakes are the one amount, 75), which
    # with chips of 25 read back "not drivable: the least bet 1 is not a whole number of the smallest chip"
    hand = calls_down(Hand("holdem", [75, 75, 1000, 1000], blinds=(75, 75), antes=75, chip=25, button=3, seed=1))
    assert [a.amount for a in hand.events if a.kind is ActionKind.BIG_BLIND] == [0, 0]
    assert "min_bet = 75" in to_phh(hand.to_record())
    drives_back(hand)


def test_a_phh_field_of_blind_names_that_does_not_fit_the_blinds_is_refused() -> None:
    text = to_phh(calls_down(Hand("holdem", [100] * 3, blinds=(2, 2), straddles=(4,), button=2, seed=1)).to_record())
    for bad in ('["big blind", "big blind", ""]', '["big blind", "big blind"]', '["big", "big blind", "straddle"]',
                '["straddle", "straddle", "straddle"]',  # (no big blind)
                '["small blind", "straddle", "big blind"]'):  # (a big blind of 4 above a straddle of 2)  # fmt: skip
        broken = text.replace('["big blind", "big blind", "straddle"]', bad)
        record = next(read(broken))
        assert isinstance(record.error, HandHistoryError) and "_blind_kinds" in str(record.error), bad


def _limit_big_blind_of_the_big_bet() -> Hand:
    """Limit, bets (3, 6), blinds 3 and 6: the big blind is the big bet; raised to the cap."""
    hand = Hand("holdem", [100] * 4, structure="limit", posts=[3, 6, 0, 0], bets=(3, 6), big_blind=6, button=3, seed=1)
    hand.act("fold")
    for _ in range(4):  # the big blind's bet and four raises (E5)
        hand.act("raise", hand.legal().min_to)
    return calls_down(hand)


@pytest.mark.parametrize(
    "drawn",
    [
        (278379211, "razz", "limit", "antes", True, "roberts"),
        (1401228483, "2-7-razz", "spread-limit", "posts", True, "roberts"),
        (1256211425, "razz", "limit", "big blind", True, "roberts"),
        (147830263, "2-7-razz", "no-limit", "button", False, "roberts"),
    ],
)
def test_the_audit_pays_an_engine_hands_odd_chips_by_its_rule_sets_policy(drawn: tuple[Any, ...]) -> None:
    # Robert's Rules give a stud game's odd chip by the cards (razz: the lowest by suit); the audit
    # paid it by WSOP's and called the engine's own hand a MISMATCH (the property, ~1 run in 100)
    hand = random_hand(*drawn)
    record = hand.to_record()
    assert record.extra["odd_chip"] == "roberts"
    assert audit_with_rules(record, rules=hand.rules).outcome is Outcome.MATCH
    # no rules named: the engine hand's own (its record names them), as a room's hand is driven by the room's
    assert audit_with_rules(record).outcome is Outcome.MATCH
    assert from_record(record).status == "ok", from_record(record).describe()
    as_a_room = replace(record, extra={k: v for k, v in record.extra.items() if k != "odd_chip"})
    assert audit_hand(as_a_room).outcome is Outcome.MISMATCH  # (WSOP's policy pays the chip elsewhere)


def test_pokerstars_text_refuses_a_limit_big_blind_that_is_not_the_small_bet() -> None:
    # PokerStars' limit games post the small bet as the big blind: read back, "Limit (3/6)" with a
    # big blind of 6 is a room printing its blinds (bets 6 and 12), and the raise to 9 "illegal"
    hand = _limit_big_blind_of_the_big_bet()
    with pytest.raises(HandHistoryError, match="limit big blind of 6 with a small bet of 3"):
        to_pokerstars(hand.to_record())


def test_phh_refuses_a_limit_big_blind_of_the_big_bet_posted_all_in_for_less() -> None:
    # heads-up, bets (2, 4), blinds 2 and 4, the big blind all in for 2: read back, PHH's level of a
    # short big blind is the small bet (2), and the small blind's call of 2 was "out of turn: the hand
    # is over" (found by the long run of the property)
    hand = calls_down(Hand("holdem", [100, 2], structure="limit", posts=[2, 4], bets=(2, 4), big_blind=4, button=0,
                           seed=1))  # fmt: skip
    assert [(a.kind, a.amount, a.all_in) for a in hand.events][:3] == [
        (ActionKind.BIG_BLIND, 2, True), (ActionKind.SMALL_BLIND, 2, False), (ActionKind.CALL, 2, False)]  # fmt: skip
    with pytest.raises(HandHistoryError, match=r"limit big blind 'p2' of 4 \(the small bet 2\) posted all in for 2"):
        to_phh(hand.to_record())
    drives_back(hand, phh=False)


def test_a_limit_big_blind_of_the_big_bet_at_the_cap_drives_back_through_phh() -> None:
    # PHH says it (small_bet = 3, big_bet = 6, blinds_or_straddles = [3, 6, 0, 0]; pokerkit plays it
    # so); two small blinds before it do not matter (this was filed as "two small blinds")
    drives_back(_limit_big_blind_of_the_big_bet())


@pytest.mark.parametrize(
    ("stacks", "posts", "dead", "words"),
    [
        ([1, 76, 121], [2, 2, 0], [0, 0, 0], "another big blind"),  # p2 on the button
        ([5, 11, 198, 10, 1], [0, 5, 0, 0, 10], [0] * 5, "a small blind of as much"),
        ([100, 9, 100, 100], [0, 10, 10, 0], [0, 0, 0, 0], "another big blind"),  # two big blinds, one short
        ([6, 100, 100, 100], [10, 5, 10, 0], [0, 0, 0, 5], "another big blind"),  # with dead money: was written
        ([268, 2, 252], [0, 5, 2], [0, 0, 0], "a small blind of as much"),  # posted before it: was written
    ],
)
def test_pokerstars_text_refuses_a_short_big_blind_beside_another(
    stacks: list[int], posts: list[int], dead: list[int], words: str
) -> None:
    # read back, the short big blind was a smaller blind: an action "illegal" (out of turn)
    button = {3: 1, 4: 3, 5: 2}[len(stacks)]
    hand = calls_down(Hand("holdem", stacks, posts=posts, dead=dead, big_blind=max(posts), button=button, seed=317))
    with pytest.raises(HandHistoryError, match=f"posted all in for .* beside {words}"):
        to_pokerstars(hand.to_record())


def test_pokerstars_text_refuses_a_short_big_blind_beside_its_posters_dead_money() -> None:
    # p4 posts 3 dead and a big blind (2) all in for 1, and wins the main pot: 1 of each and the
    # dead 3. Read back, the dead money and the blind were one post of 4 whose part above the
    # level (2) was dead: a main pot of 2 of each and 2 dead, p4 won 3 chips too many ("stacks differ")
    cards = [["2c", "3d"], ["4c", "5d"], ["6c", "7d"], ["As", "Ad"]]
    hand = calls_down(Hand("holdem", [100, 100, 100, 4], posts=[1, 2, 0, 2], dead=[0, 0, 0, 3], big_blind=2,
                           button=0, cards=cards, board="Ah Kc 9d 8s 2h", seed=1))  # fmt: skip
    assert [(a.kind.value, a.amount, a.all_in) for a in hand.events if a.player == "p4"][:2] == [
        ("small & big blinds", 3, False), ("big blind", 1, True)]  # fmt: skip
    assert hand.stacks == [101, 98, 98, 7]  # (p1's pair of twos takes the side pot)
    with pytest.raises(HandHistoryError, match=r"p4's big blind posted all in for 1 beside their dead money \(3\)"):
        to_pokerstars(hand.to_record())


@pytest.mark.parametrize(
    ("stacks", "posts", "dead", "antes"),
    [
        ([100, 100, 1, 100], [0, 1, 2, 0], [0, 0, 0, 1], 0),  # another player's dead money, the short blind in place
        ([100, 100, 3, 100], [0, 1, 2, 2], [0, 0, 3, 1], 0),  # the dead money left the big blind nothing to post
        ([100, 100, 2, 100], [0, 1, 2, 2], [0, 0, 0, 0], 2),  # so did the ante (beside another big blind: was refused)
    ],
)
def test_pokerstars_text_of_a_short_big_blind_beside_dead_money_drives_back(
    stacks: list[int], posts: list[int], dead: list[int], antes: int
) -> None:
    # what the text can say is written and read back: the same audit, the same stacks (a big blind
    # posted all in for nothing reads back at the stakes' level, "posts big blind 0 and is all-in")
    for seed in range(4):
        hand = Hand("holdem", stacks, posts=posts, dead=dead, antes=antes, big_blind=2, button=0, seed=seed)
        rng = random.Random(seed)
        while not hand.over:
            play_randomly_once(hand, rng, 1)
        record = hand.to_record()
        assert any(a.kind is ActionKind.BIG_BLIND and a.all_in and a.amount < 2 for a in record.actions)
        assert audit_with_rules(record, rules=hand.rules).outcome is Outcome.MATCH
        read_back = next(read(to_pokerstars(record)))
        assert audit_hand(read_back).outcome is Outcome.MATCH
        result = from_record(read_back, hand.rules)
        assert result.status == "ok", result.describe()
        assert list(result.stacks.values()) == hand.stacks


@pytest.mark.parametrize(
    ("posts", "dead", "added"),
    [
        ([1, 2, 0, 2], [0, 0, 0, 1], 0),  # p4 posts small and big blind together (a missed small blind)
        ([1, 2, 2, 2], [0, 0, 1, 1], 0),  # two returning players
        ([2, 2, 0, 0], [0, 0, 0, 0], 0),  # two big blinds
        ([0, 2, 2, 0], [0, 0, 2, 0], 3),  # a missed big blind posted dead, money added
    ],
)
def test_posts_as_a_record_gives_them_drive_back_through_pokerstars_text(
    posts: list[int], dead: list[int], added: int
) -> None:
    # dead money, two big blinds: the text's "posts dead blind", "posts small & big blinds"
    for seed in range(6):
        hand = Hand("holdem", [100] * 4, posts=posts, dead=dead, big_blind=2, added=added, button=0, seed=seed)
        rng = random.Random(seed)
        while not hand.over:
            play_randomly_once(hand, rng, 1)
        record = hand.to_record()
        assert record.dead == {f"p{i + 1}": d for i, d in enumerate(dead) if d}
        read_back = next(read(to_pokerstars(record)))
        assert audit_hand(read_back).outcome is Outcome.MATCH
        result = from_record(read_back, hand.rules)
        assert result.status == "ok", result.describe()
        assert list(result.stacks.values()) == hand.stacks


def test_pokerstars_text_of_a_pot_the_rake_took_whole_names_its_winner() -> None:
    # a fixed rake of 3 from a pot of 2: the winner is paid nothing; no collect line was written and
    # the text read back was "not comparable: the file gives no result"
    hand = Hand("razz", [12, 290, 4], bring_in=1, bets=(4, 8), rake=3, seed=1)
    hand.act("bring-in")
    while not hand.over:
        hand.act("call" if hand.legal().call else "fold")
    assert hand.to_record().rake == hand.pot and hand.won == [0, 0, 0]
    text = to_pokerstars(hand.to_record())
    assert " collected 0 from pot" in text
    winner = next(line.split(" collected")[0] for line in text.splitlines() if " collected 0 from pot" in line)
    assert any(line.startswith("Seat ") and f": {winner} " in line and line.endswith(" collected (0)")
               for line in text.splitlines()), text  # (the summary names him too, as trackers read it)  # fmt: skip
    result = from_record(next(read(text)), hand.rules)
    assert result.status == "ok", result.describe()
    assert list(result.stacks.values()) == hand.stacks


def test_pokerstars_text_refuses_what_it_has_no_words_for() -> None:
    # a Mississippi straddle, a straddle posted all in for less and a least bet of its own were
    # written as plain posts: the text read back as another hand (out of turn, stacks differ)
    house = replace(get_rules("wsop-2024"), name="house", mississippi_straddle=True)
    short_bring_in = Hand("stud", [2, 100], bring_in=5, bets=(10, 20), cards=[["2c", "Ah", "2d"], ["Kc", "Kh", "Ks"]])
    hands = {
        "on the button": Hand("holdem", [100] * 4, blinds=(1, 2), button_straddle=4, rules=house, seed=1),
        "straddle posted all in for less": Hand("holdem", [100, 100, 3, 100], blinds=(1, 2), straddles=(4,), seed=1),
        "least bet": Hand("razz", [100, 100], structure="pot-limit", bring_in=1, bets=(2, 4), min_bet=4, seed=1),
        "bring-in posted all in for less": short_bring_in,
    }
    for words, hand in hands.items():
        with pytest.raises(HandHistoryError, match=words):
            to_pokerstars(calls_down(hand).to_record())
    # PHH: its straddles follow the big blind, its bring-in is the one posted
    for key, words in (("on the button", "on the button"), ("bring-in posted all in for less", "bring-in of 5")):
        with pytest.raises(HandHistoryError, match=words):
            to_phh(hands[key].to_record())


def test_a_hand_mucked_at_the_showdown_drives_back_through_pokerstars_text() -> None:
    # a room's record: the player who mucks gives up the pot, whatever the cards (from_record paid
    # the best hand, mucked or not: stacks differ)
    hand = Hand("holdem", [100, 100, 100], blinds=(1, 2), cards=[["As", "Ad"], ["Ks", "Kd"], ["4s", "5d"]],
                board="2c 7h 9h Jc 3s", auto_show=False, seed=1)  # fmt: skip
    while hand.legal().phase == "bet":
        hand.act("call" if hand.legal().call else "check")
    while not hand.over:  # the aces muck; the others show
        hand.act("muck" if hand.legal().name == "p1" else "show")
    assert hand.stacks == [98, 104, 98]
    for text in (to_pokerstars(hand.to_record()), to_phh(hand.to_record())):
        result = from_record(next(read(text)))
        assert result.status == "ok", result.describe()
        assert list(result.stacks.values()) == hand.stacks


# -- random hands of every structure ------------------------------------------------------------------

_GAMES = [name for name in GAMES if not GAMES[name].discards]  # (Irish: the engine refuses it)
_HOUSE = replace(get_rules("wsop-2024"), name="house", mississippi_straddle=True)
FORCED = ["blinds", "straddles", "mississippi", "antes", "button", "big blind", "posts", "dead beside short"]
STRUCTURES = ["no-limit", "pot-limit", "limit", "spread-limit", "capped"]


def random_hand(seed: int, game: str, structure: str, forced: str, short: bool, rules: Any) -> Hand:
    """A random engine hand played to its end with random legal actions: ``forced`` names the
    forced bets (blinds, straddles live or on the button, antes of each kind, or each player's
    post as a record gives them, with dead money), ``short`` gives some players a few chips
    (forced bets posted all in for less); the rest (the smallest chip, a rake fixed or by rate,
    money added, mucking at the showdown, runs, the button, up to ten players where the deck
    deals them) drawn from ``seed``."""
    rng = random.Random(seed)
    stud = GAMES[game].dealt == "stud"
    chip, n, stacks, small, big, kw = random_table(
        rng, seed, rules, structure, forced, short, [1, 1, 1, 1, 5, 25], 7 if stud else 10
    )
    structure = kw["structure"]
    if structure == "spread-limit":
        kw["spread"] = (big, 5 * big)
    if stud:
        kw.update(antes=chip * rng.choice([0, 1, 2]), bring_in=small if small < big else chip)
        if structure in ("no-limit", "pot-limit"):
            kw.update(bets=(2 * big, 4 * big), min_bet=rng.choice([None, big, 2 * big]))
        elif structure == "limit":
            kw["bets"] = (2 * big, 4 * big)
        elif structure == "spread-limit":
            kw["spread"] = (kw["bring_in"], 5 * big)
        return _played(Hand(game, stacks, **kw), rng, chip)
    kw["button"] = rng.randrange(n)
    if forced in ("posts", "dead beside short"):  # as a record gives them: any blind, straddle or none, dead money
        posts = [rng.choice([0, 0, small, big, 2 * big]) for _ in range(n)]
        posts[rng.randrange(n)] = big
        dead = [rng.choice([0, 0, 0, small]) for _ in range(n)]
        if forced == "dead beside short":  # dead money beside a big blind posted all in for less (its own or another's)
            short_one = rng.choice([i for i, amount in enumerate(posts) if amount == big])
            dead[rng.choice([short_one, rng.randrange(n)])] = small
            stacks[short_one] = dead[short_one] + chip * rng.randint(1, big // chip - 1)
        kw.update(posts=posts, dead=dead, added=chip * rng.choice([0, 0, 3]))
        if rng.random() < 0.5:
            kw["big_blind"] = big
    else:
        kw["blinds"] = (small, big)
        if forced == "straddles":
            kw["straddles"] = [big * 2 ** (k + 1) for k in range(rng.randint(1, min(2, n - 2)))]
        elif forced == "mississippi":
            kw.update(button_straddle=2 * big, rules=_HOUSE)
            if rng.random() < 0.3:
                kw["dead"] = [rng.choice([0, 0, small]) for _ in range(n)]
        elif forced == "antes":
            kw["antes"] = rng.choice([chip, small])
        elif forced in ("button", "big blind"):
            kw.update(antes=rng.choice([small, big]), ante=forced)
    if GAMES[game].dealt == "board" and rng.random() < 0.2:
        kw["max_runs"] = rng.choice([2, 3])
    return _played(Hand(game, stacks, **kw), rng, chip)


def _played(hand: Hand, rng: random.Random, chip: int) -> Hand:
    """Played with random legal actions, or (half the hands) mostly checked and called down to a
    showdown where each player shows or mucks at random (mucks are rare in random play)."""
    passive = rng.random() < 0.5
    while not hand.over:
        legal = hand.legal()
        if not passive:
            play_randomly_once(hand, rng, chip)
        elif legal.phase == "bet" and rng.random() < 0.85:
            hand.act("bring-in" if legal.bring_in else "check" if legal.check else "call")
        elif legal.phase == "show":
            hand.act("muck" if legal.muck and rng.random() < 0.5 else "show")
        else:
            play_randomly_once(hand, rng, chip)
    return hand


def round_trip(hand: Hand, forced: str) -> list[str]:
    """Check that the hand drives back from its record and, written as PHH and as PokerStars text
    where the writer takes it, from the text read back; the writers that took it."""
    record = hand.to_record()
    result = from_record(record, hand.rules)
    assert result.status == "ok", result.describe()
    assert list(result.stacks.values()) == hand.stacks
    again = result.hand
    assert again is not None and again.pot == hand.pot and again.put_in == hand.put_in
    assert again.won == hand.won
    if hand.result is not None:  # (None: everyone else folded)
        assert again.result is not None
        assert [(p.amount, p.eligible, p.awards) for p in again.result.pots] == [
            (p.amount, p.eligible, p.awards) for p in hand.result.pots
        ]
    # the same hand: every post and action as the engine made it (the cards and the record's line apart)
    assert [a[:6] for a in again.events] == [a[:6] for a in hand.events]
    # the audit with the rules: every action legal, every chip paid as the hand paid it
    assert audit_with_rules(record, rules=hand.rules).outcome is Outcome.MATCH
    # written as PHH and as PokerStars text where the writer takes the hand, read back: the same
    # audit, and driven to the same stacks
    written = []
    for write in (to_phh, to_pokerstars):
        try:
            text = write(record)
        except HandHistoryError:  # (a hand the format has no words for: refused, saying why)
            continue
        written.append(write.__name__)
        read_back = next(read(text))
        # (a text names no odd-chip policy: read back, the room's (WSOP's) pays the odd chips)
        as_a_room = replace(record, extra={k: v for k, v in record.extra.items() if k != "odd_chip"})
        assert audit_hand(read_back).outcome is audit_hand(as_a_room).outcome
        result = from_record(read_back, hand.rules)
        assert result.status == "ok", (write.__name__, result.describe())
        assert list(result.stacks.values()) == hand.stacks
    return written


_RULES = ["wsop-2024", "tda", "roberts", "pokerstars"]
_WRITABLE = [(site.game, kind) for site, kind in PHH_VARIANTS.values()]
"""The games and structures PHH has a variant for (PokerStars text takes most of them too)."""
_TABLES = st.one_of(st.sampled_from(_WRITABLE), st.tuples(st.sampled_from(_GAMES), st.sampled_from(STRUCTURES)))


@settings(
    max_examples=int(os.environ.get("POKERRANK_ROUNDTRIP_EXAMPLES", "300")),  # (a long run: thousands)
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    seed=st.integers(0, 2**31),
    table=_TABLES,
    forced=st.sampled_from(FORCED),
    short=st.booleans(),
    rules=st.sampled_from(_RULES),
)
def test_random_engine_hands_drive_back_from_their_records(
    seed: int, table: tuple[str, str], forced: str, short: bool, rules: str
) -> None:
    game, structure = table
    try:
        hand = random_hand(seed, game, structure, forced, short, rules)
    except DealError:  # (a table the deck cannot deal)
        return
    round_trip(hand, forced)


def test_the_random_hands_cover_what_the_property_claims() -> None:
    # the property's hands, drawn in turn: mucks, chips, rakes, more than eight players, and hands
    # each writer takes (a writer that refused every hand would pass the property unseen)
    seen: dict[str, int] = dict.fromkeys(
        [
            "hands",
            "muck",
            "chip",
            "rate rake",
            "fixed rake",
            "9+ board",
            "9+ draw",
            "to_phh",
            "to_pokerstars",
            "posts as text",
            "dead beside short as text",
            "named blinds",
        ],
        0,
    )
    rng = random.Random(2026)
    for seed in range(160):
        game, structure = rng.choice(_WRITABLE) if seed % 2 else (rng.choice(_GAMES), rng.choice(STRUCTURES))
        forced = rng.choice(FORCED)
        try:
            hand = random_hand(seed, game, structure, forced, rng.random() < 0.5, rng.choice(_RULES))
        except DealError:
            continue
        seen["hands"] += 1
        names = round_trip(hand, forced)
        for name in names:
            seen[name] += 1
        seen["posts as text"] += forced == "posts" and "to_pokerstars" in names
        record = hand.to_record()
        short = any(a.kind is ActionKind.BIG_BLIND and a.all_in for a in record.actions)
        seen["dead beside short as text"] += bool(record.dead) and short and "to_pokerstars" in names
        seen["named blinds"] += "to_phh" in names and "_blind_kinds" in to_phh(hand.to_record())
        seen["muck"] += any(hand.mucked)
        seen["chip"] += hand.to_record().extra.get("chip", 1) != 1
        seen["rate rake"] += isinstance(hand.rake, Rake)
        seen["fixed rake"] += type(hand.rake) is int
        if hand.n > 8:
            seen[f"9+ {hand.game.dealt}"] += 1
    wanted = {"hands": 120, "muck": 6, "chip": 20, "rate rake": 15, "fixed rake": 15, "9+ board": 5, "9+ draw": 3,
              "to_phh": 20, "to_pokerstars": 20, "posts as text": 2, "dead beside short as text": 1,
              "named blinds": 1}  # fmt: skip
    assert all(seen[key] >= least for key, least in wanted.items()), repr(seen)


# Note: what the property leaves out, and why.
# - A format refuses, saying why, what it has no words for (a variant PHH has no code for, a game
#   PokerStars never dealt, spread limit and caps in PokerStars text, dead money in PHH, a
#   Mississippi straddle, a straddle or bring-in posted all in for less in PokerStars text, a
#   limit big blind other than the small bet in PokerStars text; in PHH a big blind posted all in
#   for less beside another out of the blinds' places, alone in a straddle's place, as the only
#   blind, before a small blind of as much or (limit) of a level other than the small bet, and an
#   ante above every other of a player all in on the forced bets beside a blind posted all in for
#   less; in PokerStars text a big blind posted all in for less beside its poster's dead money or
#   where, read back as a smaller blind, another player would act first).
# Blinds of one amount beside a straddle, posts as a record gives them and dead money beside a big
# blind posted all in for less are generated and written (PHH names such blinds in pokerrank's
# field _blind_kinds).


def _called_down(hand: Hand) -> Hand:
    while not hand.over:
        hand.act("call" if hand.legal().call else "check")
    return hand


@pytest.mark.parametrize(
    ("stacks", "setup"),
    [
        ([167, 8, 52, 3, 3], {"posts": [0, 12, 0, 6, 12], "antes": 3, "button": 4}),  # p2 short; p4, p5 post 0
        ([100, 1, 100, 3], {"posts": [0, 2, 0, 4], "antes": 1, "button": 0}),  # a small blind of 0 beside it
    ],
)
def test_a_blind_posted_for_nothing_beside_a_short_big_blind_is_refused_or_read_back_the_same(
    stacks: list[int], setup: dict[str, Any]
) -> None:
    # a blind the antes left nothing to post reads back at its level: counted as 0, the first
    # to act was found wrong and the text read back "illegal"
    hand = _called_down(Hand("holdem", stacks, seed=1, **setup))
    record = hand.to_record()
    from pokerrank.handhistory.writers_ohh import to_ohh

    for write in (to_pokerstars, to_ohh):
        try:
            text = write(record)
        except HandHistoryError as refused:
            said = str(refused)
        else:
            said = ""
        if said:
            assert "big blind" in said
            continue
        back = from_record(next(read(text)), hand.rules)
        assert back.status == "ok", back.describe()
        assert back.stacks == dict(zip(hand.names, hand.stacks, strict=True))
