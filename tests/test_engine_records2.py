"""An engine hand's record: each run's payout, the writers' refusals of what they cannot say,
from_record's typed errors and the smallest chip in the payout audit."""

from __future__ import annotations

import dataclasses
import random

import pytest
from _helpers import play_randomly

from pokerrank.engine import Hand, audit_with_rules, from_record
from pokerrank.errors import HandHistoryError, UnknownNameError
from pokerrank.handhistory import audit_hand, read
from pokerrank.handhistory.verdicts import Outcome
from pokerrank.handhistory.writers import to_phh
from pokerrank.handhistory.writers_ohh import to_ohh
from pokerrank.handhistory.writers_text import to_pokerstars


def run_twice() -> Hand:
    """Three players all in before the flop, the board run twice: each run a different winner."""
    hand = Hand("holdem", [100, 101, 100], blinds=(1, 2), max_runs=2, seed=11)
    hand.act("raise", 100)
    hand.act("call")
    hand.act("call")
    hand.act("run", 2)
    return hand


def per_run(hand: Hand) -> dict[tuple[int, str], int]:
    """What each run of the hand paid each player, from the engine's own pots."""
    paid: dict[tuple[int, str], int] = {}
    assert hand.result is not None
    for pot in hand.result.pots:
        for name, amount in pot.awards.items():
            paid[pot.run or 1, name] = paid.get((pot.run or 1, name), 0) + amount
    return {key: amount for key, amount in paid.items() if amount}


def test_a_run_twice_record_says_which_run_paid_whom() -> None:
    hand = run_twice()
    assert len({winner for (_, winner) in per_run(hand)}) == 2  # (the runs have different winners)
    record = hand.to_record()
    assert {(c.run, c.player): c.amount for c in record.collected} == per_run(hand)
    text = to_pokerstars(record)
    first, _, second = text.partition("*** SECOND SHOW DOWN ***")
    second = second.partition("*** SUMMARY")[0]
    for collection in record.collected:
        line = f"{collection.player} collected {collection.amount} from pot"
        assert line in (first if collection.run == 1 else second)
        assert line not in (second if collection.run == 1 else first)
    assert audit_hand(next(read(text))).outcome is Outcome.MATCH


def test_runs_swapped_in_a_text_are_a_mismatch() -> None:
    record = run_twice().to_record()
    text = to_pokerstars(record)
    one, two = (f"{c.player} collected {c.amount} from pot" for c in record.collected)
    swapped = text.replace(one, "\0").replace(two, one).replace("\0", two)
    assert swapped != text
    verdict = audit_hand(next(read(swapped)))
    assert verdict.outcome is Outcome.MISMATCH and verdict.reason == "payout"
    assert "board 1" in verdict.detail and "board 2" in verdict.detail
    assert audit_with_rules(next(read(swapped))).outcome is Outcome.MISMATCH


def test_every_runs_lines_printed_after_the_second_show_down_are_the_totals_alone() -> None:
    """Full Tilt prints every run's winners after the second show down: no run is told apart
    (the first run paid nobody in the text's words), so the totals alone are checked: a match."""
    record = run_twice().to_record()
    text = to_pokerstars(record)
    lines = [f"{c.player} collected {c.amount} from pot" for c in record.collected]
    for line in lines:
        text = text.replace(line + "\n", "", 1)
    head, mark, tail = text.partition("*** SECOND SHOW DOWN ***\n")
    shows, summary, rest = tail.partition("*** SUMMARY ***")
    moved = head + mark + shows + "".join(line + "\n" for line in lines) + summary + rest
    read_back = next(read(moved))
    assert {c.run for c in read_back.collected} == {2}
    assert audit_hand(read_back).outcome is Outcome.MATCH


def test_random_run_hands_pay_each_run_in_the_record() -> None:
    checked = 0
    for seed in range(60):
        rng = random.Random(seed)
        n = rng.randint(2, 6)
        hand = Hand("holdem", [rng.randint(5, 200) for _ in range(n)], blinds=(1, 2), max_runs=rng.choice([2, 3]),
                    seed=seed, rake=rng.choice([None, 1]))  # fmt: skip
        play_randomly(hand, rng)
        if len(hand.boards) < 2:
            continue
        checked += 1
        record = hand.to_record()
        runs = {(c.run, c.player): c.amount for c in record.collected}
        assert runs == per_run(hand)
        returned = record.returned
        for i, name in enumerate(hand.names):  # (each player's runs add up to what the hand paid them)
            assert sum(a for (_, who), a in runs.items() if who == name) == hand.won[i] - returned.get(name, 0)
        assert audit_hand(record).outcome is Outcome.MATCH
        assert audit_hand(next(read(to_pokerstars(record)))).outcome is Outcome.MATCH
    assert checked >= 5


@pytest.mark.parametrize("write", [to_phh, to_ohh, to_pokerstars])
def test_the_writers_refuse_a_hand_not_over(write: object) -> None:
    hand = Hand("holdem", [100] * 3, blinds=(1, 2), seed=1)
    hand.act("raise", 6)
    with pytest.raises(HandHistoryError, match="not over"):
        write(hand.to_record())  # type: ignore[operator]
    while not hand.over:  # (played to its end: written)
        hand.act("call" if hand.legal().call else "check")
    assert write(hand.to_record())  # type: ignore[operator]


def test_phh_refuses_stud_with_the_last_card_in_the_middle() -> None:
    hand = Hand("stud", [100] * 8, antes=1, bring_in=1, bets=(2, 4), seed=4)
    while not hand.over:
        legal = hand.legal()
        hand.act("bring-in" if legal.bring_in else "call" if legal.call else "check")
    record = hand.to_record()
    assert record.boards[0].strip()  # (eight players: the last card is shared, E17)
    with pytest.raises(HandHistoryError, match="in the middle"):
        to_phh(record)
    back = next(read(to_pokerstars(record)))  # (PokerStars text says it: written, read back the same)
    assert audit_hand(back).outcome is Outcome.MATCH
    assert from_record(back).status == "ok"


def test_from_record_refuses_what_is_not_a_record_or_a_rule_set() -> None:
    with pytest.raises(HandHistoryError, match="None"):
        from_record(None)  # type: ignore[arg-type]
    hand = Hand("holdem", [100, 100], blinds=(1, 2), seed=1)
    hand.act("fold")
    record = hand.to_record()
    with pytest.raises(UnknownNameError, match="'bogus'"):
        from_record(record, "bogus")
    with pytest.raises(UnknownNameError, match="'bogus'"):
        audit_with_rules(record, rules="bogus")
    assert from_record(record, "tda").status == "ok"


@pytest.mark.parametrize(("chip", "split"), [(25, {"p2": 75, "p3": 50}), (1, {"p2": 63, "p3": 62})])
def test_the_payout_audit_splits_odd_chips_in_the_records_smallest_chip(chip: int, split: dict[str, int]) -> None:
    hand = Hand("holdem", [1000] * 3, blinds=(25, 50), cards=[["2c", "3d"], ["2d", "3h"], ["4h", "5s"]],
                board="As Ks Qs Js Ts", button=2, chip=chip)  # fmt: skip
    hand.act("call")
    hand.act("fold")
    hand.act("check")
    while not hand.over:
        hand.act("check")
    assert hand.result is not None and [p.awards for p in hand.result.pots] == [split]
    record = hand.to_record()
    assert from_record(record).status == "ok"
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert {p.player: p.rules for p in verdict.payouts if p.rules} == split
    assert audit_with_rules(record).outcome is Outcome.MATCH


def test_a_winner_of_every_run_paid_on_one_run_is_a_match() -> None:
    # a room that prints the winner of both runs on the second alone (Full Tilt) is not wrong
    for seed in range(200):
        hand = Hand("holdem", [100, 100], blinds=(1, 2), max_runs=2, seed=seed)
        hand.act("raise", 100)
        hand.act("call")
        hand.act("run", 2)
        winners = {name for (_, name) in per_run(hand)}
        if len(winners) == 1 and len(hand.boards) == 2:
            break
    else:
        pytest.fail("no hand with one winner of both runs")
    record = hand.to_record()
    assert sorted(c.run for c in record.collected) == [1, 2]
    late = dataclasses.replace(record, collected=tuple(c._replace(run=2) for c in record.collected))
    assert audit_hand(late).outcome is Outcome.MATCH
    moved = dataclasses.replace(record, collected=tuple(c._replace(run=3 - c.run) for c in record.collected))
    assert audit_hand(moved).outcome is Outcome.MATCH  # (the same winner: the runs' order is not checked)


def odd_chip_hand(**options: object) -> Hand:
    """A chip=5 hand of three that ties a pot of odd chips (125 between two: 75/50, not 63/62)."""
    hand = Hand("holdem", [1000] * 3, blinds=(25, 50), cards=[["2c", "3d"], ["2d", "3h"], ["4h", "5s"]],
                board="As Ks Qs Js Ts", button=2, chip=5, **options)  # type: ignore[arg-type]  # fmt: skip
    hand.act("call")
    hand.act("fold")
    hand.act("check")
    while not hand.over:
        hand.act("check")
    return hand


def test_phh_writes_the_smallest_chip_and_reads_it_back() -> None:
    # pokerrank's own field _chip: read back, the odd chips are split in chips of 5 (75/50), as played
    hand = odd_chip_hand()
    text = to_phh(hand.to_record())
    assert "_chip = 5" in text.splitlines()
    back = next(read(text))
    assert back.extra["chip"] == 5
    result = from_record(back)
    assert result.status == "ok" and list(result.stacks.values()) == hand.stacks
    assert audit_hand(back).outcome is Outcome.MATCH
    assert audit_with_rules(back).outcome is Outcome.MATCH
    ones = next(read(text.replace("_chip = 5\n", "")))  # (without it: split in ones, 63/62)
    assert audit_hand(ones).outcome is Outcome.MISMATCH
    bad = next(read(text.replace("_chip = 5", "_chip = 0")))
    assert bad.error is not None and "_chip must be a positive amount, not 0" in str(bad.error)


@pytest.mark.parametrize("write", [to_ohh, to_pokerstars])
def test_the_writers_refuse_a_smallest_chip_they_cannot_say(write: object) -> None:
    # PokerStars text and OHH split odd chips in ones: read back, a chip=5 hand is another hand (E14)
    record = odd_chip_hand().to_record()
    assert record.extra["chip"] == 5
    with pytest.raises(HandHistoryError, match="smallest chip 5"):
        write(record)  # type: ignore[operator]
    one = Hand("holdem", [1000] * 3, blinds=(25, 50), seed=1)
    one.act("fold")
    one.act("fold")
    assert write(one.to_record())  # type: ignore[operator]  # (chip 1: written)


@pytest.mark.parametrize("rate", [True, False])
def test_the_printed_pots_after_the_rake_are_in_the_smallest_chip(rate: bool) -> None:
    # a side pot, a rake (10 %, or 15 chips) in chips of 5: each pot's rake is whole chips of 5, the pots
    # add up, and the audit finds the rate from them in chips of 5
    from pokerrank.pots import Rake

    hand = Hand("holdem", [100, 75, 300], blinds=(5, 10), chip=5, rake=Rake("0.1") if rate else 15, seed=3)
    hand.act("raise", 100)
    hand.act("call")
    hand.act("call")
    while not hand.over:
        hand.act("check")
    record = hand.to_record()
    assert record.rake is not None and len(record.pots) == 2
    assert sum(record.pots) + record.rake == sum(hand.put_in)
    assert all(amount % 5 == 0 for amount in record.pots), record.pots
    assert audit_hand(record).outcome is Outcome.MATCH
    assert audit_with_rules(record).outcome is Outcome.MATCH


def written_and_read(hand: Hand, write: object) -> None:
    """Written by ``write`` and read back, the hand drives again to its stacks and audits to a match
    (or the writer refuses it with a typed error)."""
    try:
        text = write(hand.to_record())  # type: ignore[operator]
    except HandHistoryError:
        return
    back = next(read(text))
    result = from_record(back)
    assert result.status == "ok", result.describe()
    assert list(result.stacks.values()) == hand.stacks
    assert audit_hand(back).outcome is Outcome.MATCH


def passively(hand: Hand) -> Hand:
    """Every player calls or checks to the end (brings in; a draw: stands pat)."""
    while not hand.over:
        legal = hand.legal()
        if legal.phase == "bet":
            hand.act("bring-in" if legal.bring_in else "check" if legal.check else "call")
        elif legal.phase == "draw":
            hand.act("draw", 0)
        else:
            hand.act("show")
    return hand


@pytest.mark.parametrize("write", [to_phh, to_pokerstars])
@pytest.mark.parametrize(("stacks", "button", "seed"), [([2, 50, 50], 2, 1), ([2, 2, 50, 50], 3, 2)])
def test_blinds_of_one_amount_posted_short_are_written_at_their_level(
    write: object, stacks: list[int], button: int, seed: int
) -> None:
    hand = passively(Hand("holdem", stacks, blinds=(3, 3), button=button, seed=seed))
    record = hand.to_record()
    assert record.stakes == (3,) and record.actions[0].all_in
    text = write(record)  # type: ignore[operator]
    assert "(1/2)" not in text and "[2, 2]" not in text  # (not the short blind's amount as the level)
    written_and_read(hand, write)


@pytest.mark.parametrize("write", [to_phh, to_pokerstars])
def test_random_hands_with_blinds_of_one_amount_read_back(write: object) -> None:
    for seed in range(60):
        rng = random.Random(seed)
        n = rng.randint(2, 6)
        stacks = [rng.choice([1, 2, 3, 5, 40, 80]) for _ in range(n)]
        hand = Hand("holdem", stacks, blinds=(3, 3), button=rng.randrange(n), seed=seed)
        play_randomly(hand, rng)
        written_and_read(hand, write)


@pytest.mark.parametrize("write", [to_phh, to_pokerstars])
def test_a_rake_rate_of_any_size_is_read_from_the_printed_side_pots(write: object) -> None:
    # a rate of 10 %, none of the usual ones: the side pots printed after the rake tell it (as the audit finds it)
    from pokerrank.pots import Rake

    side_pots = 0
    for seed in range(120):
        rng = random.Random(seed)
        n = rng.randint(3, 6)
        hand = Hand("holdem", [rng.choice([7, 13, 29, 61, 200]) for _ in range(n)], blinds=(1, 2),
                    rake=Rake("0.1"), seed=seed)  # fmt: skip
        play_randomly(hand, rng)
        if len(hand.to_record().pots) > 1:
            side_pots += 1
            written_and_read(hand, write)
    assert side_pots > 20


def test_phh_writes_a_limit_hand_whose_big_blind_sits_after_an_empty_place() -> None:
    # a player between the blinds (folded, or not posting): PHH writes the blinds in their places and
    # reads the hand back as it was played, when the raises stay below the cap
    hand = Hand("holdem", [100] * 4, structure="limit", posts=[3, 0, 6, 0], bets=(3, 6), big_blind=6, button=3, seed=1)
    written_and_read(passively(hand), to_phh)
    assert "[3, 0, 6, 0]" in to_phh(hand.to_record())


def test_a_draw_of_more_cards_than_the_deck_and_discards_hold_then_is_illegal() -> None:
    # nine players of 2-7 drawmaha: the deck runs short (E15); a record whose player drew one card
    # more than the deck and the discards held at that moment is illegal, never driven 'ok'
    hand = Hand("2-7-drawmaha", [100] * 9, blinds=(1, 2), seed=1)
    while not hand.over:
        legal = hand.legal()
        if legal.phase == "bet":
            hand.act("check" if legal.check else "call")
        elif legal.phase == "draw":
            hand.act("draw", 2 if legal.name == "p1" else legal.draw)
        else:
            hand.act("show")
    record = hand.to_record()
    draws = [a for a in record.actions if a.kind.value == "discard"]
    more = dataclasses.replace(record, actions=tuple(
        a._replace(drawn=4, cards=None) if a is draws[2] else a for a in record.actions))  # fmt: skip
    assert from_record(more).status == "illegal"
    assert audit_with_rules(more).outcome is Outcome.MISMATCH


@pytest.mark.parametrize("structure", ["no-limit", "pot-limit"])
def test_pokerstars_text_writes_no_limit_stud_with_its_own_least_bet(structure: str) -> None:
    # the least bet by default (the small bet) is no least bet of its own: written, read back, driven
    written = 0
    for seed in range(30):
        rng = random.Random(seed)
        hand = Hand("stud", [rng.choice([10, 50, 200]) for _ in range(rng.randint(2, 7))], structure=structure,
                    bets=(4, 8), bring_in=1, antes=1, seed=seed)  # fmt: skip
        play_randomly(hand, rng)
        assert "min_bet" not in hand.to_record().extra
        assert "(4/8)" in to_pokerstars(hand.to_record())
        written_and_read(hand, to_pokerstars)
        written += 1
    assert written == 30
    own = passively(Hand("stud", [50, 50], structure=structure, bets=(4, 8), bring_in=1, min_bet=8, seed=1))
    with pytest.raises(HandHistoryError, match="least bet"):
        to_pokerstars(own.to_record())
    assert from_record(own.to_record()).status == "ok"


@pytest.mark.parametrize("writer", [to_pokerstars, to_ohh])
def test_a_phh_hand_read_back_with_its_smallest_chip_is_refused_where_no_field_holds_it(writer: object) -> None:
    back = next(read(to_phh(odd_chip_hand().to_record())))
    assert back.format == "phh" and audit_hand(back).outcome is Outcome.MATCH
    with pytest.raises(HandHistoryError, match="smallest chip 5"):
        writer(back)  # type: ignore[operator]


@pytest.mark.parametrize("unit", ["", "_unit = 0.01\n"])
def test_a_phh_least_bet_is_read_in_the_hands_units(unit: str) -> None:
    # blinds 1 and 2, the least bet 2: a bet of 1 on the flop is under it, whatever the unit
    text = (
        "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
        "starting_stacks = [200, 200]\n"
        "actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'p2 cc', 'p1 cc', 'd db 7c8d2h', 'p1 cbr 1', 'p2 f']\n"
        + unit
    )
    record = next(read(text))
    assert record.error is None, record.error
    result = from_record(record)
    assert result.status == "illegal", result.describe()
    assert audit_with_rules(record).outcome is Outcome.MISMATCH


@pytest.mark.parametrize("chip", [0, -5, 2.5, True, "5"])
def test_rake_rates_names_a_smallest_chip_that_is_none(chip: object) -> None:
    from pokerrank.errors import ChipAmountError
    from pokerrank.handhistory.decision import rake_rates

    with pytest.raises(ChipAmountError, match="smallest chip"):
        rake_rates([65, 125], [0, 5], 5, chip=chip)  # type: ignore[arg-type]
