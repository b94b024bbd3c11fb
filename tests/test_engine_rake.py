"""A raked engine hand's record carries the rake (and, with side pots, each pot after its
rake): it writes as PokerStars text and as PHH, reads back to the same record, and the audit
finds what the engine paid (docs/RULES.md, "Rake": main pot first); and rule E25 (docs/RULES.md,
"The hand engine"): the rake is never more than the pot, and a rake the showdown could not take
is refused when the hand is set up."""

from __future__ import annotations

import random
from typing import Any

import pytest

from pokerrank.engine import Hand
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import read
from pokerrank.handhistory.audit import Outcome, audit_hand
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.writers import to_phh
from pokerrank.handhistory.writers_text import to_pokerstars
from pokerrank.pots import Rake

RAKES: list[Any] = [Rake("0.05", cap=10), Rake("0.1"), Rake("0.03", cap=3), Rake("0.045", cap=25), {"rate": 0.05}]
GAMES = [
    ("holdem", "no-limit"),
    ("omaha", "pot-limit"),
    ("omaha-hi-lo", "pot-limit"),
    ("short-deck", "no-limit"),
    ("stud", "limit"),
    ("razz", "limit"),
    ("stud-hi-lo", "limit"),
    ("2-7-triple-draw", "limit"),
    ("badugi", "limit"),
]


def _raked_hand(game: str, structure: str, seed: int, **extra: Any) -> Hand:
    """One raked hand of random legal play (folds, all-ins, mucks and runs included)."""
    rng = random.Random(seed)
    kw: dict[str, Any] = {"structure": structure, "seed": seed, "antes": rng.choice([0, 0, 1]), **extra}
    kw["rake"] = rng.choice(RAKES)
    if game in ("stud", "razz", "stud-hi-lo"):
        kw.update(bring_in=1, bets=(4, 8))
    else:
        kw["blinds"] = (1, 2)
        board = game in ("holdem", "omaha", "omaha-hi-lo", "short-deck")
        kw["max_runs"] = rng.choice([1, 1, 3]) if structure != "limit" and board else 1
        if structure == "limit":
            kw["bets"] = (2, 4)
    n = rng.randint(2, 6)
    if "dead" in kw and callable(kw["dead"]):
        kw["dead"] = kw["dead"](rng, n)
    hand = Hand(game, [rng.randint(20, 300) for _ in range(n)], **kw)
    while not hand.over:
        legal = hand.legal()
        choice = rng.choice(legal.actions)
        if choice in ("bet", "raise", "complete"):
            assert legal.min_to is not None and legal.max_to is not None
            low, high = legal.min_to, legal.max_to
            hand.act(choice, rng.choice((low, high)) if structure == "limit" else rng.randint(low, high))
        elif choice == "draw":
            hand.act("draw", rng.randint(0, legal.draw or 0))
        elif choice == "run":
            hand.act("run", rng.randint(1, legal.runs or 1))
        else:
            hand.act(choice)
    return hand


def _same(back: HandRecord, record: HandRecord) -> None:
    assert (back.rake or 0) == record.rake  # (PHH writes no rake of nothing)
    assert back.pots == record.pots
    if back.format == "phh":  # PHH says how each finished (and names a stud completion a bet)
        assert [(a.player, a.amount) for a in back.actions] == [(a.player, a.amount) for a in record.actions]
        assert back.finishing_stacks == record.finishing_stacks
    else:
        assert [a[:8] for a in back.actions] == [a[:8] for a in record.actions]
        assert [c[:2] for c in back.collected] == [c[:2] for c in record.collected]
        assert back.returned == record.returned


@pytest.mark.parametrize(("game", "structure"), GAMES)
def test_a_raked_hand_is_written_read_back_and_audited_as_played(game: str, structure: str) -> None:
    raked = 0
    for seed in range(25):
        hand = _raked_hand(game, structure, seed)
        record = hand.to_record(str(seed + 1))
        assert record.rake is not None
        # every chip is a player's or the room's
        assert sum(hand.starting) - sum(hand.stacks) == record.rake
        assert record.rake == hand.result.rake
        raked += record.rake > 0
        assert audit_hand(record).outcome is Outcome.MATCH, (seed, audit_hand(record).detail)
        (back,) = list(read(to_pokerstars(record)))
        assert back.ok, back.error
        _same(back, record)
        assert audit_hand(back).outcome is Outcome.MATCH, (seed, audit_hand(back).detail)
        if len(record.boards) > 1:
            continue  # PHH has no board run more than once
        if (game, structure) == ("omaha-hi-lo", "pot-limit"):
            with pytest.raises(HandHistoryError, match="PHH has no variant"):
                to_phh(record)
            continue
        (again,) = list(read(to_phh(record)))
        assert again.ok, again.error
        _same(again, record)
        assert audit_hand(again).outcome is Outcome.MATCH, (seed, audit_hand(again).detail)
    assert raked >= 5  # the rake was really taken in many of the hands


def _dead_blinds(rng: random.Random, n: int) -> list[int]:
    return [rng.choice([0, 0, 1, 3]) for _ in range(n)]


@pytest.mark.parametrize(("game", "structure"), [("holdem", "no-limit"), ("omaha", "pot-limit")])
def test_a_raked_hand_with_dead_blinds_and_added_money_counts_each_chip_once(game: str, structure: str) -> None:
    dead = 0
    for seed in range(25):
        added = (0, 5, 12)[seed % 3]
        hand = _raked_hand(game, structure, seed, dead=_dead_blinds, added=added)
        record = hand.to_record(str(seed + 1))
        assert record.rake is not None
        dead += bool(record.dead)
        # the pot is every chip that left a stack, dead blinds too, and the room's added money,
        # each once; it goes out once: to the winners, to the room or back to its bettor
        assert record.total_pot == sum(hand.starting) - (sum(hand.stacks) - sum(hand.won)) + added
        assert record.total_pot == sum(c.amount for c in record.collected) + record.rake + sum(record.returned.values())
        assert sum(hand.starting) + added - sum(hand.stacks) == record.rake
        assert audit_hand(record).outcome is Outcome.MATCH, (seed, audit_hand(record).detail)
        (back,) = list(read(to_pokerstars(record)))
        assert back.ok, back.error
        assert (back.dead, back.added) == (record.dead, record.added)
        # (PokerStars' total pot leaves out the bets returned; the engine's counts what went in)
        assert back.total_pot == record.total_pot - sum(record.returned.values())
        _same(back, record)
        assert audit_hand(back).outcome is Outcome.MATCH, (seed, audit_hand(back).detail)
    assert dead >= 10  # dead blinds were really posted in many of the hands


def _side_pot_hand() -> Hand:
    """Four all in for different amounts, a caller who folds on the flop (his chips in a pot
    only the big stack can win), 5% capped at 10: the rate takes 5, 3 and 2 of the first
    three pots, where the rake spread evenly over all the pots would take 2, 2, 2 and 4."""
    cards = [["8s", "9s"], ["6s", "Ah"], ["7c", "Qd"], ["7s", "9h"], ["6h", "5h"], ["3d", "Ad"]]
    hand = Hand(
        "holdem", [61, 268, 153, 38, 20, 94], blinds=(1, 2), button=5, cards=cards,
        board="Tc Ks Kd 8d 3s", rake=Rake("0.05", cap=10), seed=1,
    )  # fmt: skip
    hand.act("raise", 124)
    hand.act("call")
    hand.act("call")
    hand.act("fold")
    hand.act("call")
    hand.act("call")
    hand.act("fold")
    while not hand.over:
        hand.act("show")
    return hand


def test_the_pots_after_rake_tell_the_audit_the_rate() -> None:
    hand = _side_pot_hand()
    record = hand.to_record()
    assert hand.result.pot_rake == (5, 3, 2, 0)
    assert record.rake == 10
    assert record.pots == (95, 69, 67, 126)
    assert sum(record.pots) + record.rake == record.total_pot
    text = to_pokerstars(record)
    assert "Total pot 367 Main pot 95. Side pot-1 69. Side pot-2 67. Side pot-3 126. | Rake 10" in text
    assert audit_hand(record).outcome is Outcome.MATCH
    # without the pots the audit spreads the rake over every pot: another payout
    from dataclasses import replace

    assert audit_hand(replace(record, pots=())).outcome is Outcome.MISMATCH


def test_an_unraked_hand_has_no_rake_and_a_hand_not_over_none() -> None:
    hand = Hand("holdem", [100, 100], blinds=(1, 2), seed=3)
    assert hand.to_record().rake is None
    raked = Hand("holdem", [100, 100], blinds=(1, 2), seed=3, rake=Rake("0.05"))
    assert raked.to_record().rake is None and raked.to_record().pots == ()  # nothing taken yet
    raked.act("fold")
    assert raked.to_record().rake == 0  # the room took nothing of the blinds


# -- E25: the rake is never more than the pot ------------------------------------------------------------


def test_a_fixed_rake_bigger_than_the_pot_takes_the_pot_and_the_hand_is_paid_e25() -> None:
    # p2 (button, small blind 1) folds: 1 of p1's big blind is uncalled, the pot holds 2; rake 5
    hand = Hand("holdem", [100, 100], blinds=(1, 2), rake=5, seed=1)
    hand.act("fold")
    assert hand.over and hand.stacks == [99, 99]
    record = hand.to_record()
    assert record.rake == 2 and record.returned == {"p1": 1}
    assert audit_hand(record).outcome is Outcome.MATCH
    # a pot of 13, 8 of it uncalled: the room takes the 5 the pot holds, the raiser gets his 8 back
    three = Hand("holdem", [100, 100, 100], blinds=(1, 2), rake=5, seed=1)
    three.act("raise", 10)
    three.act("fold")
    three.act("fold")
    assert three.stacks == [99, 98, 98] and three.to_record().rake == 5


@pytest.mark.parametrize("game", ["holdem", "stud", "2-7-triple-draw"])
def test_a_fixed_rake_never_takes_more_than_the_pot_in_random_hands(game: str) -> None:
    for seed in range(30):
        rng = random.Random(seed)
        kw: dict[str, Any] = {"seed": seed, "rake": rng.choice([1, 3, 7, 40])}
        if game == "stud":
            kw.update(bring_in=1, bets=(2, 4), antes=rng.choice([0, 1]))
        else:
            kw.update(blinds=(1, 2), structure="limit" if game != "holdem" else "no-limit", bets=(2, 4))
            if game == "holdem":
                del kw["bets"]
        hand = Hand(game, [rng.randint(1, 30) for _ in range(rng.randint(2, 5))], **kw)
        while not hand.over:
            legal = hand.legal()
            choice = rng.choice(legal.actions)
            if choice in ("bet", "raise", "complete"):
                assert legal.min_to is not None and legal.max_to is not None
                hand.act(choice, legal.min_to)
            elif choice == "draw":
                hand.act("draw", rng.randint(0, legal.draw or 0))
            else:
                hand.act(choice)
        record = hand.to_record()
        returned = sum(record.returned.values())
        pot = sum(hand.put_in) - returned
        assert record.rake == min(kw["rake"], pot)
        assert sum(hand.starting) - sum(hand.stacks) == record.rake  # paid in full
        assert audit_hand(record).outcome is Outcome.MATCH, (seed, audit_hand(record).detail)


@pytest.mark.parametrize(
    ("rake", "words"),
    [(-1, "negative"), ("x", "the text 'x'"), (2.5, "not a whole number"), (Rake("2"), "between 0 and 1"),
     ({"cap": 3}, "rate")],
)  # fmt: skip
def test_a_rake_the_showdown_could_not_take_is_refused_at_set_up_e25(rake: Any, words: str) -> None:
    from pokerrank.errors import ChipAmountError

    with pytest.raises(ChipAmountError, match=words) as caught:
        Hand("holdem", [100, 100], blinds=(1, 2), rake=rake)
    assert str(caught.value).startswith(f"rake {rake!r}:")


@pytest.mark.parametrize("seed", [537, 1239, *range(40)])
def test_a_room_record_of_a_raked_hand_with_dead_antes_drives_to_its_stacks(seed: int) -> None:
    # a room's record says the rake taken, not its rule: from_record works the rule out from the pot
    # less the bet nobody called, a bet of the live money (a button's or a big blind's ante is dead:
    # counted in, seed 537's fixed rake of 1 was read as 2 % and its stacks differed by a chip)
    import dataclasses

    from pokerrank.engine import from_record

    rng = random.Random(seed)
    n, rake, ante = rng.randint(2, 6), rng.choice([3, 1, 2, 5]), rng.choice(["button", "big blind", None])
    antes: dict[str, Any] = {"antes": rng.choice([1, 2]), "ante": ante} if ante else {"antes": rng.choice([0, 1])}
    stacks = [rng.randint(5, 200) for _ in range(n)]
    hand = Hand("holdem", stacks, blinds=(1, 2), seed=seed, rake=rake, **antes)
    while not hand.over:
        legal = hand.legal()
        if legal.phase != "bet":
            hand.act("show")
            continue
        r = rng.random()
        if legal.call and r < 0.4:
            hand.act("fold")
        elif legal.min_to is not None and r < 0.7:
            hand.act(hand.aggressive_word(), rng.randint(legal.min_to, legal.max_to))
        else:
            hand.act("call" if legal.call else "check")
    record = hand.to_record()
    as_a_room = dataclasses.replace(record, extra={k: v for k, v in record.extra.items() if k != "rake"})
    result = from_record(as_a_room)
    assert result.status == "ok", result.describe()
    assert list(result.stacks.values()) == hand.stacks
