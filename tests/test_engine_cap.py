"""Cap games (RULES.md E20): nobody puts more than the cap into one hand; a player who reaches
it is all in for the rest of the hand, the rest of their stack staying behind."""

from __future__ import annotations

import random

import pytest

from pokerrank.engine import Hand, IllegalActionError, from_record
from pokerrank.errors import ChipAmountError
from pokerrank.handhistory import read

# PokerStars, $0.25/$0.50 with a $10 cap: Villain (with $30) reaches the cap, Hero calls it.
CAPPED = """PokerStars Game #52151000001:  Hold'em No Limit ($0.25/$0.50 - $10 Cap -  USD) - \
2010/11/01 12:20:00 CET [2010/11/01 7:20:00 ET]
Table 'Ibarruri' 9-max Seat #8 is the button
Seat 1: Hero ($25 in chips)
Seat 8: Player8 ($9.95 in chips)
Seat 9: Villain ($30 in chips)
Villain: posts small blind $0.25
Hero: posts big blind $0.50
*** HOLE CARDS ***
Dealt to Hero [Ah 6d]
Player8: folds
Villain: raises $1 to $1.50
Hero: raises $2 to $3.50
Villain: raises $6.50 to $10 and has reached the $10 cap
Hero: calls $6.50 and has reached the $10 cap
*** FLOP *** [Qd 7s 2c]
*** TURN *** [Qd 7s 2c] [Qh]
*** RIVER *** [Qd 7s 2c Qh] [9c]
*** SHOW DOWN ***
Villain: shows [Qs Kh] (three of a kind, Queens)
Hero: shows [Ah 6d] (a pair of Queens)
Villain collected $19 from pot
*** SUMMARY ***
Total pot $20 | Rake $1
Board [Qd 7s 2c Qh 9c]
Seat 1: Hero (big blind) showed [Ah 6d] and lost with a pair of Queens
Seat 8: Player8 (button) folded before Flop (didn't bet)
Seat 9: Villain (small blind) showed [Qs Kh] and won ($19) with three of a kind, Queens

"""


def test_a_player_at_the_cap_is_all_in_and_keeps_the_rest_behind() -> None:
    hand = Hand("holdem", [300, 1000, 1000], blinds=(1, 2), cap=40, names=["ann", "bob", "cid"],
                cards={"ann": "As Ad", "bob": "Ks Kd", "cid": "7c 2d"}, board="2c 3c 4h 9s Jd")  # fmt: skip
    assert hand.legal().max_to == 40  # the button, facing the big blind: at most the cap
    with pytest.raises(IllegalActionError) as refused:
        hand.act("raise", 41)
    assert refused.value.rule.startswith("E20")
    hand.act("raise", 40)
    legal = hand.legal()  # the small blind: calling the cap is all in, there is no raise
    assert (legal.call, legal.aggressive, legal.all_in) == (39, None, 40)
    hand.act("call")
    hand.act("fold")
    assert hand.over  # both at the cap: all in, the board is run out
    assert hand.stacks == [300 - 40 + 82, 1000 - 2, 1000 - 40]
    assert sum(hand.stacks) == 2300
    assert hand.view(0)["players"][0]["stack"] == hand.stacks[0]


def test_the_cap_leaves_shorter_stacks_alone_and_copies_keep_the_chips_behind() -> None:
    hand = Hand("holdem", [1000, 30], blinds=(1, 2), cap=50, seed=4)
    assert hand.legal().max_to == 30  # the button (the small blind heads-up) has less than the cap
    twin = hand.copy()
    twin.act("raise", 30)
    twin.act("call")
    assert twin.over and sum(twin.stacks) == 1030
    assert hand.view()["players"][0]["stack"] == 1000 - 2  # the chips behind are still the player's
    assert hand.stacks[0] == 50 - 2  # what the big blind may still put in
    with pytest.raises(ChipAmountError):
        Hand("holdem", [30, 1000], blinds=(1, 2), cap=0)


def test_random_cap_hands_conserve_chips_and_nobody_passes_the_cap() -> None:
    rng = random.Random(3)
    for seed in range(60):
        n = rng.randint(2, 6)
        cap = rng.choice([20, 40, 100])
        stacks = [rng.randint(5, 300) for _ in range(n)]
        hand = Hand("holdem", stacks, blinds=(1, 2), cap=cap, seed=seed,
                    structure=rng.choice(["no-limit", "pot-limit"]))  # fmt: skip
        while not hand.over:
            legal = hand.legal()
            choice = rng.choice(legal.actions)
            if choice in ("bet", "raise"):
                hand.act(choice, rng.choice([legal.min_to, legal.max_to]))
            else:
                hand.act(choice)
            assert all(p <= cap for p in hand.put_in)
        assert sum(hand.stacks) == sum(stacks)


def test_a_pokerstars_cap_hand_drives_with_the_cap() -> None:
    record = next(read(CAPPED))
    assert record.structure == "capped no-limit"
    result = from_record(record)
    assert result.status == "ok", result.describe()
    assert result.stacks == {"Hero": 1500, "Player8": 995, "Villain": 3900}
    # the same hand without the cap: Hero's call would not be all in, so the betting goes on
    # and the record (which ends the betting there) is a hand the engine cannot finish
    uncapped = from_record(next(read(CAPPED.replace(" - $10 Cap - ", " - "))))
    assert uncapped.status != "ok"
    # a raise past the cap is refused by E20
    past = CAPPED.replace("raises $6.50 to $10 and has reached the $10 cap", "raises $8 to $11.50")
    over = from_record(next(read(past)))
    assert over.status == "illegal" and over.error is not None and over.error.rule.startswith("E20")
