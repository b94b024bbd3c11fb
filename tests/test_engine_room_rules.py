"""Rooms' own rules in the engine, each test from the rule's words (docs/RULES.md, "The hand
engine"): E26, the odd chips of a pot run more than once by seat (``runs_odd_chip``); E27, the
rake in proportion to the pots (``rake_split``); ``from_record`` choosing them from the room and
what the hand shows. And a hand whose top all-in player concedes (E19): his uncalled chips come
back to him. The hand texts are written here, in each room's words."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from pokerrank.engine import Hand, from_record, get_rules
from pokerrank.errors import UnknownNameError
from pokerrank.handhistory import Outcome, audit_hand, read

ACES, KINGS, QUEENS = "As Ad", "Ks Kd", "Qs Qd"
ACES_BOARD = "2c 7d 9h Js 3c"  # aces hold
KINGS_BOARD = "4h 8s Th Kh 5c"  # kings make three of a kind


def all_in_preflop(hand: Hand, runs: int = 1) -> Hand:
    """Everybody all in before the flop (the first to act raises to all, the others call), the
    board run ``runs`` times."""
    while not hand.over:
        legal = hand.legal()
        if legal.phase == "run":
            hand.act("run", runs)
        elif "raise" in legal.actions and legal.max_to is not None:
            hand.act("raise", legal.max_to)
        else:
            hand.act("call")
    return hand


def run_twice(rules: Any) -> Hand:
    """ann on the button (heads-up: the small blind) and bob all in for 100 each, a rake of 1:
    199 to share between two runs, ann's aces win the first, bob's kings the second."""
    hand = Hand("holdem", [100, 100], blinds=(1, 2), names=["ann", "bob"], button=0, cards=[ACES, KINGS],
                boards=[ACES_BOARD, KINGS_BOARD], max_runs=2, rake=1, rules=rules)  # fmt: skip
    return all_in_preflop(hand, runs=2)


def test_e26_the_books_give_the_odd_chip_between_runs_to_the_first_run() -> None:
    hand = run_twice("wsop-2024")
    assert [(pot.run, pot.amount, pot.awards) for pot in hand.result.pots] == [
        (1, 100, {"ann": 100}),
        (2, 99, {"bob": 99}),
    ]
    assert hand.stacks == [100, 99]


def test_e26_by_seat_the_odd_chip_goes_to_the_run_whose_winner_sits_first_from_the_button_s_left() -> None:
    # bob, the big blind, is the first seat left of the button: the run he won takes the odd chip
    for rules in ("ggpoker", replace(get_rules("tda"), name="mine", runs_odd_chip="by seat")):
        hand = run_twice(rules)
        assert [(pot.run, pot.amount, pot.awards) for pot in hand.result.pots] == [
            (1, 99, {"ann": 99}),
            (2, 100, {"bob": 100}),
        ]
        assert hand.stacks == [99, 100] and hand.won == [99, 100]
        assert hand.result.totals == {"ann": 99, "bob": 100}
        assert sum(hand.stacks) + hand.result.rake == 200


def side_pot(rules: Any, rake: Any = 3) -> Hand:
    """ann (50) all in against bob and cat (100 each): a main pot of 150 ann's aces win, a side
    pot of 100 bob's kings win, a rake of 3."""
    hand = Hand("holdem", [50, 100, 100], blinds=(1, 2), names=["ann", "bob", "cat"], button=2,
                cards=[ACES, KINGS, QUEENS], board=ACES_BOARD, rake=rake, rules=rules)  # fmt: skip
    return all_in_preflop(hand)


def test_e27_the_books_take_the_rake_from_the_main_pot_first() -> None:
    # RULES.md "Rake": at the rate the hand shows (3 of 250), the main pot pays rake(150) = 1,
    # the side pot what it adds, rake(250) - rake(150) = 2
    hand = side_pot("wsop-2024")
    assert [(pot.amount, pot.awards) for pot in hand.result.pots] == [(149, {"ann": 149}), (98, {"bob": 98})]
    assert hand.result.pot_rake == (1, 2)


def test_e27_in_proportion_each_side_pot_pays_its_share_rounded_down_the_main_pot_the_rest() -> None:
    # the side pot pays 3 x 100 / 250 = 1.2, so 1; the main pot the other 2
    hand = side_pot("everest")
    assert [(pot.amount, pot.awards) for pot in hand.result.pots] == [(148, {"ann": 148}), (99, {"bob": 99})]
    assert hand.result.pot_rake == (2, 1) and hand.result.rake == 3
    assert hand.stacks == [148, 99, 0] and hand.won == [148, 99, 0]


def test_e27_the_record_prints_each_pot_after_its_share_and_the_audit_finds_what_was_paid() -> None:
    record = side_pot("everest").to_record()
    assert record.pots == (148, 99) and record.rake == 3
    assert record.extra["rake_split"] == "in proportion"
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_e27_a_pot_shared_between_tied_winners_is_split_again_after_its_share_of_the_rake() -> None:
    # a straight on the board: ann's aces make a higher one and win the main pot; bob and cat
    # play the board and tie the side pot. A rake of 4: the side pot pays 4 x 100 // 250 = 1,
    # 99 split 50 and 49, the odd chip to bob, first from the button's (cat's) left (E14);
    # main pot first it would pay rake(250) - rake(150) = 4 - 2 = 2, 98 split 49 and 49
    def played(rules: str) -> Hand:
        hand = Hand("holdem", [50, 100, 100], blinds=(1, 2), names=["ann", "bob", "cat"], button=2,
                    cards=[ACES, "2s 3s", "2h 3h"], board="9c Tc Jd Qh Kd", rake=4, rules=rules)  # fmt: skip
        return all_in_preflop(hand)

    hand = played("everest")
    assert [(pot.amount, pot.awards) for pot in hand.result.pots] == [
        (147, {"ann": 147}),
        (99, {"bob": 50, "cat": 49}),
    ]
    assert hand.stacks == [147, 50, 49]
    assert [(pot.amount, pot.awards) for pot in played("wsop-2024").result.pots] == [
        (148, {"ann": 148}),
        (98, {"bob": 49, "cat": 49}),
    ]


def test_the_new_rules_are_checked_by_name() -> None:
    with pytest.raises(UnknownNameError, match="runs_odd_chip"):
        replace(get_rules(), name="mine", runs_odd_chip="last run")
    with pytest.raises(UnknownNameError, match="rake_split"):
        replace(get_rules(), name="mine", rake_split="side pots first")
    assert get_rules("wsop-2024").runs_odd_chip == "first run"
    assert get_rules("wsop-2024").rake_split == "main pot first"


GG_FEES_2025 = "Total pot $4 | Rake $0.14 | Jackpot $0.07 | Bingo $0 | Fortune $0 | Tax $0"
GG_FEES_2021 = "Total pot $4 | Rake $0.14 | Jackpot $0.07 | Bingo $0"


def gg_run_twice(*, first_run: str, second_run: str, totals: str) -> str:
    """dan (small blind, first from the button's left) and eve all in for $2 each, run twice:
    eve's queens win the first board, dan's aces the second; $3.79 after fees: $1.90 and $1.89."""
    return f"""Poker Hand #RC1000000002: Hold'em No Limit ($0.02/$0.05) - 2025/08/10 10:45:06
Table 'RushAndCash1' 6-max Seat #1 is the button
Seat 1: fay ($5 in chips)
Seat 2: dan ($2 in chips)
Seat 3: eve ($5 in chips)
dan: posts small blind $0.02
eve: posts big blind $0.05
*** HOLE CARDS ***
Dealt to fay [7c 2h]
Dealt to dan\x20
Dealt to eve\x20
fay: folds
dan: raises $1.95 to $2 and is all-in
eve: calls $1.95
dan: shows [Ah Ac]
eve: shows [Qs Qd]
*** FIRST FLOP *** [Qc 9s 2d]
*** FIRST TURN *** [Qc 9s 2d] [8c]
*** FIRST RIVER *** [Qc 9s 2d 8c] [6d]
*** SECOND FLOP *** [Kd 4c 8h]
*** SECOND TURN *** [Kd 4c 8h] [3d]
*** SECOND RIVER *** [Kd 4c 8h 3d] [5h]
*** FIRST SHOWDOWN ***
eve collected ${first_run} from pot
*** SECOND SHOWDOWN ***
dan collected ${second_run} from pot
*** SUMMARY ***
{totals}
Hand was run two times
FIRST Board [Qc 9s 2d 8c 6d]
SECOND Board [Kd 4c 8h 3d 5h]
Seat 1: fay (button) folded before Flop (didn't bet)
Seat 2: dan (small blind) showed [Ah Ac] and lost with a pair of Aces, and won (${second_run}) with a pair of Aces
Seat 3: eve (big blind) showed [Qs Qd] and won (${first_run}) with three of a kind, Queens, and lost with a pair \
of Queens
"""


def drive(text: str, rules: str | None = None) -> Any:
    (record,) = read(text)
    assert record.ok, record.error
    return from_record(record, rules)


def test_from_record_pays_gg_s_runs_by_seat_where_the_totals_line_names_fortune() -> None:
    result = drive(gg_run_twice(first_run="1.89", second_run="1.9", totals=GG_FEES_2025))
    assert result.status == "ok", result.describe()
    assert result.hand.rules.runs_odd_chip == "by seat"
    # the same hand paid to the first run is paid otherwise than the room's rule
    result = drive(gg_run_twice(first_run="1.9", second_run="1.89", totals=GG_FEES_2025))
    assert result.status == "stacks differ"
    assert result.stacks == {"fay": 500, "dan": 190, "eve": 489}


def test_from_record_pays_gg_s_2021_runs_to_the_first_run() -> None:
    result = drive(gg_run_twice(first_run="1.9", second_run="1.89", totals=GG_FEES_2021))
    assert result.status == "ok", result.describe()
    assert result.hand.rules.runs_odd_chip == "first run"


def test_a_rule_set_named_by_the_caller_is_the_one_played() -> None:
    result = drive(gg_run_twice(first_run="1.89", second_run="1.9", totals=GG_FEES_2025), "wsop-2024")
    assert result.status == "stacks differ"


def everest_side_pot(*, main: str, side: str) -> str:
    """ann ($50) all in against bob and cat ($100 each): a $150 main pot ann's aces win, a $100
    side pot bob's kings win, $3 of rake (unprinted: what was put in less what was paid)."""
    return f"""EverestPoker Game #1000000003: Table Ogden-2 - $0.50/$1 - No Limit Hold'em - 22:55:27 - 2011/01/02
Seat 1: ann ($50.00)
Seat 2: bob ($100.00)
Seat 3: cat ($100.00)
ann posts the small blind of $0.50
bob posts the big blind of $1.00
The button is in seat #3
*** HOLE CARDS ***
cat raises to $100.00, and is all-in
ann calls $49.50, and is all-in
bob calls $99.00, and is all-in
ann shows [As Ad]
bob shows [Ks Kd]
cat shows [Qs Qd]
*** FLOP *** [2c 7d 9h]
*** TURN *** [Js]
*** RIVER *** [3c]
*** SUMMARY ***
ann shows [As Ad]
bob shows [Ks Kd]
cat shows [Qs Qd]
ann collects ${main}
bob collects ${side}
"""


def test_from_record_takes_everest_s_rake_from_every_pot_in_proportion() -> None:
    # $3 x 100 / 250 = $1.20 from the side pot, $1.80 from the main pot
    result = drive(everest_side_pot(main="148.20", side="98.80"))
    assert result.status == "ok", result.describe()
    assert result.hand.rules.rake_split == "in proportion"
    assert drive(everest_side_pot(main="148.20", side="98.80"), "wsop-2024").status == "stacks differ"
    assert drive(everest_side_pot(main="147.00", side="100.00")).status == "stacks differ"


# ann is all in for $300, bob for $100, cat for $50; the room writes ann folding once all in (a
# player who sits out: E19, read as ann giving her hand up); bob's kings beat cat's queens
TOP_ALL_IN_CONCEDES = """PokerStars Hand #9: Hold'em No Limit ($1/$2 USD) - 2020/01/01 0:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($300 in chips)
Seat 2: bob ($100 in chips)
Seat 3: cat ($50 in chips)
bob: posts small blind $1
cat: posts big blind $2
*** HOLE CARDS ***
ann: raises $298 to $300 and is all-in
bob: calls $99 and is all-in
cat: calls $48 and is all-in
ann: folds
Uncalled bet ($200) returned to ann
*** FLOP *** [2c 7d 9h]
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [3c]
*** SHOW DOWN ***
bob: shows [Ks Kd] (a pair of Kings)
cat: shows [Qs Qd] (a pair of Queens)
bob collected $100 from side pot
bob collected $150 from main pot
*** SUMMARY ***
Total pot $250 Main pot $150. Side pot $100. | Rake $0
Board [2c 7d 9h Js 3c]
"""


def test_the_top_all_in_player_who_concedes_gets_his_uncalled_chips_back() -> None:
    # the best hand left (bob's) covers every contender's bet, not ann's: her $200 nobody called
    # comes back to her; bob wins the main and side pots, $250
    result = drive(TOP_ALL_IN_CONCEDES)
    assert result.conceded == ("ann",)
    assert result.status == "ok", result.describe()
    assert result.stacks == {"ann": 20000, "bob": 25000, "cat": 0}


def test_e26_the_record_of_a_hand_played_by_seat_audits_as_it_was_paid() -> None:
    for rules in ("ggpoker", replace(get_rules("tda"), name="mine", runs_odd_chip="by seat")):
        record = run_twice(rules).to_record()
        assert record.extra["runs_odd_chip"] == "by seat"
        verdict = audit_hand(record)
        assert verdict.outcome is Outcome.MATCH, verdict.detail
    first = audit_hand(run_twice("wsop-2024").to_record())  # (the books' record: the first run's chip)
    assert first.outcome is Outcome.MATCH, first.detail


def test_e27_a_rule_set_of_ones_own_that_splits_in_proportion_audits_as_it_was_paid() -> None:
    record = side_pot(replace(get_rules("tda"), name="mine", rake_split="in proportion")).to_record()
    assert record.pots == (148, 99) and record.extra["rake_split"] == "in proportion"
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def paid_otherwise(record: Any, **won: int) -> Any:
    """``record`` as though the players named had been paid ``won`` (collected and finishing)."""
    collected = tuple(c._replace(amount=won.get(c.player, c.amount)) for c in record.collected)
    stacks = {**record.finishing_stacks, **won}
    return replace(record, collected=collected, finishing_stacks=stacks)


def test_e26_a_hand_played_by_seat_is_refused_by_the_writers_that_cannot_tell_it() -> None:
    # OHH and PokerStars text have no field for the engine's rule: read back, the odd chip would go
    # to the first run and the audit find a room that paid against its rules (was written silently)
    import json

    from pokerrank.errors import HandHistoryError
    from pokerrank.handhistory.writers_ohh import to_ohh
    from pokerrank.handhistory.writers_text import to_pokerstars

    record = run_twice("ggpoker").to_record()
    for write in (lambda r: json.dumps(to_ohh(r)), to_pokerstars):
        with pytest.raises(HandHistoryError, match=r"by seat \(E26\)"):
            write(record)
    books = run_twice("wsop-2024").to_record()  # the first run's odd chip: written, and read back the same
    for write in (lambda r: json.dumps(to_ohh(r)), to_pokerstars):
        (again,) = read(write(books))
        assert audit_hand(again).outcome is Outcome.MATCH


def test_e26_by_seat_shares_the_runs_in_whole_smallest_chips() -> None:
    # 25/50, chip 25, all in for 500 each, rake 25: 975 is 39 chips, 20 to bob's run (the first seat
    # left of the button), 19 to ann's; never 487/488 (E14), which the audit found right as well
    hand = Hand("holdem", [500, 500], blinds=(25, 50), names=["ann", "bob"], button=0, cards=[ACES, KINGS],
                boards=[ACES_BOARD, KINGS_BOARD], max_runs=2, rake=25, chip=25, rules="ggpoker")  # fmt: skip
    all_in_preflop(hand, runs=2)
    assert [(pot.run, pot.amount) for pot in hand.result.pots] == [(1, 475), (2, 500)]
    assert hand.stacks == [475, 500]
    record = hand.to_record()
    assert audit_hand(record).outcome is Outcome.MATCH
    assert audit_hand(paid_otherwise(record, ann=487, bob=488)).outcome is Outcome.MISMATCH  # not whole chips


def test_e27_in_proportion_shares_the_rake_in_whole_smallest_chips() -> None:
    # rake 75 (3 chips of 25) from pots of 1500 and 1000: the side pot pays 1 chip, the main pot 2
    # (was 45 and 30, no whole chips)
    hand = Hand("holdem", [500, 1000, 1000], blinds=(25, 50), names=["ann", "bob", "cat"], button=2,
                cards=[ACES, KINGS, QUEENS], board=ACES_BOARD, rake=75, chip=25, rules="everest")  # fmt: skip
    all_in_preflop(hand)
    assert hand.result.pot_rake == (50, 25)
    assert [pot.amount for pot in hand.result.pots] == [1450, 975]
    assert audit_hand(hand.to_record()).outcome is Outcome.MATCH


def test_the_result_after_the_rooms_rules_agrees_with_itself() -> None:
    # each pot's sides add up to the pot, each side's awards to the side (the sides kept the
    # showdown's amounts before)
    tie = Hand("holdem", [50, 100, 100], blinds=(1, 2), names=["ann", "bob", "cat"], button=2,
               cards=["As Ad", "2s 3s", "2h 3h"], board="9c Tc Jd Qh Kd", rake=4, rules="everest")  # fmt: skip
    for hand in (run_twice("ggpoker"), all_in_preflop(tie)):
        for pot in hand.result.pots:
            assert sum(side.amount for side in pot.sides) == pot.amount
            for side in pot.sides:
                assert sum(side.awards.values()) == side.amount
            paid: dict[str, int] = {}
            for side in pot.sides:
                for name, got in side.awards.items():
                    paid[name] = paid.get(name, 0) + got
            assert paid == pot.awards
    assert [side.awards for side in tie.result.pots[1].sides] == [{"bob": 50, "cat": 49}]


def three_pots(rake: int, rules: Any = "everest") -> Hand:
    """Stacks 50, 100, 150, 150 all in: pots of 200, 150 and 100 won by ann, bob and cat."""
    hand = Hand("holdem", [50, 100, 150, 150], blinds=(1, 2), names=["ann", "bob", "cat", "dan"], button=3,
                cards=[ACES, KINGS, QUEENS, "Js Jd"], board="2c 7d 9h 5s 3c", rake=rake, rules=rules)  # fmt: skip
    return all_in_preflop(hand)


def test_e27_three_pots_in_proportion_audit_as_paid_where_no_main_pot_first_rate_gives_them() -> None:
    # rake 5: 5 * 150 // 450 = 1, 5 * 100 // 450 = 1, the main pot 3; no rate taken main pot first
    # gives 3, 1, 1 (the audit said MISMATCH "not taken main pot first")
    hand = three_pots(5)
    assert hand.result.pot_rake == (3, 1, 1)
    record = hand.to_record()
    assert audit_hand(record).outcome is Outcome.MATCH
    for rake in range(1, 12):
        assert audit_hand(three_pots(rake).to_record()).outcome is Outcome.MATCH
    # the same pots under a rule set that takes the rake main pot first: not the room's rule
    books = replace(record, extra={k: v for k, v in record.extra.items() if k != "rake_split"})
    assert audit_hand(books).outcome is Outcome.MISMATCH
    # paid otherwise than in proportion: found
    assert audit_hand(paid_otherwise(record, ann=198, cat=98)).outcome is Outcome.MISMATCH


def test_from_record_replays_an_engine_hand_of_a_rule_set_of_ones_own_by_what_its_record_keeps() -> None:
    # a rule set of no known name: its odd chips between runs by seat, as the record keeps them
    # (was replayed under wsop-2024: the first run's odd chip, "stacks differ")
    mine = replace(get_rules("tda"), name="mine", runs_odd_chip="by seat")
    record = run_twice(mine).to_record()
    driven = from_record(record)
    assert driven.status == "ok"
    assert driven.hand is not None
    assert (driven.hand.rules.name, driven.hand.rules.runs_odd_chip) == ("mine", "by seat")
    assert driven.hand.stacks == [99, 100]
    split = replace(get_rules("tda"), name="split", rake_split="in proportion")
    driven = from_record(three_pots(5, split).to_record())
    assert driven.status == "ok"
    assert driven.hand is not None and driven.hand.rules.rake_split == "in proportion"


def test_e27_a_hand_whose_pots_no_main_pot_first_rate_gives_is_refused_by_every_writer() -> None:
    # PHH, OHH and PokerStars text cannot name the rule: read back, rake 5 as 3, 1, 1 audited MISMATCH
    # "not taken main pot first"; a hand whose pots a main-pot-first rate gives is written as before
    import json

    from pokerrank.errors import HandHistoryError
    from pokerrank.handhistory.writers import to_phh
    from pokerrank.handhistory.writers_ohh import to_ohh
    from pokerrank.handhistory.writers_text import to_pokerstars

    writers = (to_phh, lambda r: json.dumps(to_ohh(r)), to_pokerstars)
    record = three_pots(5).to_record()
    for write in writers:
        with pytest.raises(HandHistoryError, match=r"in proportion \(E27: 3, 1, 1\)"):
            write(record)
    fits = three_pots(4).to_record()  # 3, 1, 0: main pot first at a rate of 1/100 too
    for write in writers:
        (again,) = read(write(fits))
        assert audit_hand(again).outcome is Outcome.MATCH
