"""A table's hands one after another (``engine.Table``), each test from the words of rule E24
(docs/RULES.md): the dead button, the moving button, missed blinds and new players."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from pokerrank.engine import Table, get_rules
from pokerrank.errors import DealError, PokerRankError


def fold_round(table, **kw):
    """Deal a hand and fold it to the big blind; (button seat, small blind seat, big blind seat)."""
    hand = table.deal(seed=len(kw) + 7, **kw)
    while not hand.over:
        hand.act("fold")
    return table.button, table.small_blind, table.big_blind


def test_the_big_blind_moves_forward_one_player_each_hand():
    # "the big blind goes to the next player in the game after last hand's big blind"
    table = Table("holdem", [100] * 4, blinds=(1, 2))
    seen = [fold_round(table) for _ in range(5)]
    assert seen == [(0, 1, 2), (1, 2, 3), (2, 3, 0), (3, 0, 1), (0, 1, 2)]
    assert sum(s for s in table.stacks if s is not None) == 400


def test_a_player_leaving_makes_no_small_blind_then_a_dead_button():
    # "the small blind is posted by last hand's big blind if they are still in, else nobody posts
    # it; the button goes where last hand's small blind was, even in front of an empty seat"
    table = Table("holdem", [100] * 5, blinds=(1, 2))
    assert fold_round(table) == (0, 1, 2)
    table.leave(2)  # last hand's big blind
    hand = table.deal(seed=1)
    assert (table.button, table.small_blind, table.big_blind) == (1, None, 3)
    assert hand.names == ("p1", "p2", "p4", "p5") and hand.bets == [0, 0, 2, 0]
    assert hand.legal().name == "p5"  # the first after the big blind
    while not hand.over:
        hand.act("fold")
    hand = table.deal(seed=2)
    assert (table.button, table.small_blind, table.big_blind) == (2, 3, 4)  # the button in front of the empty seat
    assert hand.names[hand.button] == "p2"  # the last player before the dead button
    hand.act("call")  # p1
    hand.act("call")  # p2
    hand.act("call")  # p4, the small blind
    hand.act("check")  # p5, the big blind
    assert hand.street == "flop" and hand.legal().name == "p4"  # the first left of the button


def test_the_moving_button_moves_to_the_next_player_and_the_blinds_follow():
    # [dead_button=False] "the button moves to the next player and the two players after it post
    # the blinds (no dead small blind; a player may skip the big blind)"
    moving = replace(get_rules(), name="moving", dead_button=False)
    table = Table("holdem", [100] * 5, blinds=(1, 2), rules=moving)
    assert fold_round(table) == (0, 1, 2)
    table.leave(2)
    assert fold_round(table) == (1, 3, 4)  # (the dead button: 1, no small blind, 3)
    assert fold_round(table) == (3, 4, 0)


def test_a_player_back_posts_the_missed_big_blind_live_and_the_small_blind_dead():
    # "a player away when the big blind passes them has missed it; one away when the small blind
    # should have been theirs has missed that; back, they post what they missed, the big blind
    # live and the small blind dead (E21)"
    table = Table("holdem", [100] * 5, blinds=(1, 2))
    fold_round(table)  # big blind: seat 2
    table.sit_out(3)
    fold_round(table)  # the big blind passes seat 3 to seat 4
    assert table.owes[3] == "big"
    fold_round(table)  # big blind seat 0; seat 3, away, is where the small blind should have been
    assert table.owes[3] == "both"
    table.sit_in(3)
    hand = table.deal(seed=3)
    i = hand.names.index("p4")
    assert hand.bets[i] == 2 and hand.put_in[i] == 2  # the big blind live
    assert hand.stacks[i] == 100 - 3 and hand.pot == 1 + 2 + 2 + 1  # and the small blind dead
    assert table.owes[3] == ""
    assert hand.legal().call is not None and hand.to_act == hand.names.index("p3")  # the big blind's left


def test_a_player_back_may_wait_for_the_big_blind():
    # "or wait for the big blind" [missed_blinds]
    table = Table("holdem", [100] * 4, blinds=(1, 2), rules=replace(get_rules(), name="wait", missed_blinds="wait"))
    fold_round(table)  # big blind: seat 2
    table.sit_out(3)
    fold_round(table)  # the big blind passes seat 3 to seat 0
    table.sit_in(3)
    assert table.waiting[3]
    hand = table.deal(seed=1)  # big blind seat 1: seat 3 still waits
    assert "p4" not in hand.names
    while not hand.over:
        hand.act("fold")
    fold_round(table)  # big blind seat 2
    hand = table.deal(seed=2)  # the big blind reaches seat 3: dealt in, posting only the big blind
    assert table.big_blind == 3 and hand.bets[hand.names.index("p4")] == 2 and hand.pot == 3


def test_a_new_player_posts_a_big_blind():
    # "a new player posts a big blind or waits for it"
    table = Table("holdem", [100, 100, None, 100], blinds=(1, 2))
    fold_round(table)  # button 0, small 1, big 3
    table.join(2, "new", 80)
    hand = table.deal(seed=1)  # big blind seat 0, small seat 3, button seat 1: the newcomer, between the
    assert "new" not in hand.names and table.owes[2] == "big"  # button and the blinds, waits for the button
    while not hand.over:
        hand.act("fold")
    hand = table.deal(seed=2)  # big blind seat 1, small seat 0, button seat 3: the newcomer posts 2 live
    assert hand.bets[hand.names.index("new")] == 2 and table.owes[2] == ""
    with pytest.raises(DealError):
        table.join(2, "again", 50)


def test_heads_up_the_button_posts_the_small_blind_and_the_blinds_alternate():
    table = Table("holdem", [100, 100], blinds=(1, 2))
    assert fold_round(table) == (0, 0, 1)
    assert fold_round(table) == (1, 1, 0)
    assert fold_round(table) == (0, 0, 1)


def test_the_next_hand_waits_for_the_last_and_takes_its_stacks():
    table = Table("holdem", [100, 100, 100], blinds=(1, 2))
    hand = table.deal(seed=4)
    with pytest.raises(PokerRankError):
        table.deal(seed=5)
    hand.act("raise", 10)
    hand.act("fold")
    hand.act("fold")
    table.deal(seed=5)
    assert table.stacks == [103, 99, 98]


@pytest.mark.parametrize("seed", range(10))
def test_random_sessions_keep_the_chips_and_move_the_big_blind_on(seed):
    rng = random.Random(seed)
    moving = replace(get_rules(), name="moving", dead_button=False)
    rules = rng.choice([get_rules(), moving, replace(get_rules(), missed_blinds="wait")])
    table = Table("holdem", [200] * 6, blinds=(1, 2), rules=rules)
    last_big = None
    for k in range(40):
        seat = rng.randrange(6)
        if table.stacks[seat]:
            if not table.away[seat] and rng.random() < 0.2:
                table.sit_out(seat)
            elif table.away[seat] and rng.random() < 0.5:
                table.sit_in(seat, post=rng.choice([True, False, None]))
        try:
            hand = table.deal(seed=k)
        except DealError:
            for q in range(6):
                if table.stacks[q] and table.away[q]:
                    table.sit_in(q, post=True)
            continue
        assert table.big_blind != last_big or len(hand.names) == 2
        assert table.owes[table.big_blind] == "" and not table.waiting[table.big_blind]
        while not hand.over:
            legal = hand.legal()
            choice = rng.choice(legal.actions)
            if choice in ("bet", "raise"):
                hand.act(choice, rng.randint(legal.min_to, legal.max_to))
            else:
                hand.act(choice)
        last_big = table.big_blind
    table.sit_out(0) if table.stacks[0] else None  # collects the last hand's stacks
    assert sum(s for s in table.stacks if s is not None) == 1200


def test_a_hand_that_cannot_be_dealt_moves_neither_the_button_nor_the_blinds():
    table = Table("holdem", [100] * 4, blinds=(1, 2))
    fold_round(table)
    table.sit_out(3)
    before = (table.button, table.small_blind, table.big_blind, list(table.owes), list(table.waiting))
    with pytest.raises(PokerRankError, match="As"):
        table.deal(cards=[["As", "As"], ["2c", "3d"], ["Ah", "Kc"]])
    assert (table.button, table.small_blind, table.big_blind, table.owes, table.waiting) == before
    assert table.hand is None
    hand = table.deal(seed=2)  # the next deal is the one the failed deal would have been
    assert (table.button, table.small_blind, table.big_blind) == (1, 2, 0) and hand.names == ("p1", "p2", "p3")
