"""Who is dealt in and who acts first at a table (``engine.Table``), from the rules' words:
docs/RULES.md E24 (the dead button, the moving button, new players), E11 (heads-up) and E1
(the order of play), TDA Rule 9 (a player new to the table may take any seat "and be dealt
in except between the small blind and button") and PokerStars' published forward-moving
button (its help pages: the button moves on to the next player whoever leaves, so every hand
has a small and a big blind, and a player under the gun may post the small blind instead of
the big blind when the big blind before them leaves)."""

from __future__ import annotations

import random
from dataclasses import replace

from _helpers import play_randomly_once
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.engine import Table, get_rules
from pokerrank.errors import DealError

MOVING = replace(get_rules(), name="moving", dead_button=False)
WAITING = replace(get_rules(), name="waiting", missed_blinds="wait")


def fold_out(hand):
    while not hand.over:
        hand.act("fold")


def preflop_order(hand):
    """The names in the order they act before the flop, everybody calling or checking."""
    order = []
    while hand.street == "preflop" and not hand.over:
        order.append(hand.legal().name)
        hand.act("call" if hand.legal().call else "check")
    return order


def positions(table):
    return table.button, table.small_blind, table.big_blind


# -- E24 and TDA 9: a new player between the button and the blinds waits for the button --------


def test_a_new_player_between_the_button_and_the_small_blind_waits_until_the_button_passes():
    table = Table("holdem", [100, 100, 100, None, 100], blinds=(1, 2))
    for seed in (1, 2):
        fold_out(table.deal(seed=seed))
    table.join(3, "new", 100)  # seat 3: after this hand's button (seat 2), before its small blind (seat 4)
    hand = table.deal(seed=3)
    assert positions(table) == (2, 4, 0)
    assert "new" not in hand.names and table.owes[3] == "big"
    # E1: the first to act before the flop is the player after the big blind: under the gun
    assert preflop_order(hand) == ["p2", "p3", "p5", "p1"]
    fold_out(hand)
    hand = table.deal(seed=4)  # the button has passed seat 3: the new player posts the big blind and plays
    assert positions(table) == (4, 0, 1)
    assert dict(zip(hand.names, hand.bets, strict=True)) == {"p1": 1, "p2": 2, "p3": 0, "new": 2, "p5": 0}
    assert table.owes[3] == ""
    assert preflop_order(hand) == ["p3", "new", "p5", "p1", "p2"]


def test_a_new_player_in_the_small_blinds_seat_waits_and_the_small_blind_is_dead():
    # the last big blind leaves and a new player takes the seat: "between the small blind and
    # button" counts the small blind's seat (nobody comes in between the blinds and the button)
    table = Table("holdem", [100] * 5, blinds=(1, 2))
    fold_out(table.deal(seed=1))  # button 0, small 1, big 2
    table.leave(2)
    table.join(2, "new", 100)
    hand = table.deal(seed=2)
    assert positions(table) == (1, None, 3)  # the dead small blind at seat 2
    assert "new" not in hand.names
    assert preflop_order(hand) == ["p5", "p1", "p2", "p4"]


def test_from_heads_up_to_three_handed_the_button_is_never_the_big_blind():
    # E24: the big blind moves one player; the small blind is last hand's big blind; the button
    # comes before them, never on the big blind
    table = Table("holdem", [100, 100, None], blinds=(1, 2))
    fold_out(table.deal(seed=1))
    assert positions(table) == (0, 0, 1)  # E11: heads-up the button posts the small blind
    fold_out(table.deal(seed=2))
    assert positions(table) == (1, 1, 0)
    table.join(2, "new", 100)
    hand = table.deal(seed=3)
    button, small, big = positions(table)
    assert big == 1 and small == 0 and button not in (small, big)
    assert dict(zip(hand.names, hand.bets, strict=True)) == {"p1": 1, "p2": 2, "new": 2}
    assert preflop_order(hand) == ["new", "p1", "p2"]  # the player after the big blind first
    assert hand.street == "flop" and hand.legal().name == "p1"  # the small blind first after the flop


def test_from_three_handed_to_heads_up_nobody_posts_the_big_blind_twice():
    for leaving in range(3):
        table = Table("holdem", [100, 100, 100], blinds=(1, 2))
        fold_out(table.deal(seed=1))  # button 0, small 1, big 2
        table.leave(leaving)
        hand = table.deal(seed=2)
        button, small, big = positions(table)
        assert big != 2 and button == small != big  # E11: heads-up the button posts the small blind
        assert preflop_order(hand)[0] == table.names[button]  # and acts first before the flop


# -- E24 with a moving button: PokerStars' forward-moving button -----------------------------------


def test_pokerstars_plays_a_moving_button():
    # PokerStars' help pages: a forward-moving button, not a dead button
    assert get_rules("pokerstars").dead_button is False
    assert all(get_rules(name).dead_button for name in ("wsop-2024", "tda", "roberts"))


def test_the_moving_button_moves_one_player_and_the_blinds_follow_it():
    # the button moves to the next player; every hand has a small and a big blind (no dead small
    # blind); the player under the gun posts only the small blind when the big blind leaves
    table = Table("holdem", [100] * 5, blinds=(1, 2), rules="pokerstars")
    fold_out(table.deal(seed=1))
    assert positions(table) == (0, 1, 2)
    table.leave(2)  # the big blind leaves
    hand = table.deal(seed=2)
    assert positions(table) == (1, 3, 4)  # seat 3, under the gun, skips the big blind: the small blind
    assert hand.bets == [0, 0, 1, 2]
    assert preflop_order(hand) == ["p1", "p2", "p4", "p5"]
    fold_out(hand)
    table.leave(1)  # the button leaves
    fold_out(table.deal(seed=3))
    assert positions(table) == (3, 4, 0)  # no dead button: the next player takes it


def test_the_dead_button_for_the_same_departure():
    table = Table("holdem", [100] * 5, blinds=(1, 2), rules="wsop-2024")
    fold_out(table.deal(seed=1))
    table.leave(2)
    hand = table.deal(seed=2)
    assert positions(table) == (1, None, 3)  # nobody posts the small blind; seat 3 posts the big blind
    assert hand.bets == [0, 0, 2, 0]


def test_the_moving_button_a_new_player_in_the_departed_big_blinds_seat_is_not_last_hands_big_blind():
    # "nobody posts the big blind twice running" is about players: the new player in the seat
    # of last hand's big blind (who left) posts it as the moving button reaches them
    table = Table("holdem", [100] * 4, blinds=(1, 2), rules="pokerstars")
    fold_out(table.deal(seed=0))  # button 0, small 1, big 2
    table.leave(2)
    table.leave(1)
    table.join(2, "n1", 100, post=True)
    hand = table.deal(seed=1)
    assert positions(table) == (3, 0, 2)  # the button moves on to p4, p1 the small blind, n1 the big
    assert dict(zip(hand.names, hand.bets, strict=True)) == {"p1": 1, "n1": 2, "p4": 0}
    assert preflop_order(hand) == ["p4", "p1", "n1"]


def big_blinds(table, hands, first_seed=0):
    names = []
    for seed in range(first_seed, first_seed + hands):
        fold_out(table.deal(seed=seed))
        names.append(table.names[table.big_blind])
    return names


def test_the_moving_button_out_of_heads_up_nobody_skips_the_big_blind():
    for rules in ("pokerstars", "wsop-2024"):
        table = Table("holdem", [100, None, 100, None], blinds=(1, 2), rules=rules)
        seen = big_blinds(table, 2)
        table.join(3, "new", 100, post=True)
        seen += big_blinds(table, 6, 2)
        # heads-up p3, p1; then three-handed each posts it once an orbit, in turn
        assert seen == ["p3", "p1", "p3", "new", "p1", "p3", "new", "p1"], rules


def test_out_of_a_heads_up_hand_with_no_small_blind_nobody_skips_the_big_blind():
    # heads-up n1 (back, waiting for the big blind: it reaches them) and p6, no small blind posted;
    # n2, new in seat 0, waits. Three-handed then, the big blind moves one player and each posts it
    # once an orbit. The moving button took the button from the seats it passed (n2's owed, the
    # empty ones) back to n1, last hand's big blind: p6 went from the button to the small blind and
    # the button again, n1 posted the big blind twice in three hands (n1, n2, n1, ...)
    for rules in ("pokerstars", "wsop-2024"):
        table = Table("holdem", [100, None, None, None, None, 100], blinds=(1, 2), rules=rules)
        big_blinds(table, 2)
        table.join(1, "n1", 100, post=True)
        table.leave(0)
        table.join(0, "n2", 100, post=True)
        table.sit_in(1, post=False)  # n1 waits for the big blind
        seen = big_blinds(table, 7, 2)
        assert len(table._seats) == 3
        assert seen == ["n1", "p6", "n2", "n1", "p6", "n2", "n1"], rules


def test_the_moving_button_a_player_waiting_for_the_big_blind_plays_it_as_it_reaches_them():
    # (the dead button: no small blind, last hand's big blind left; the moving button: one always)
    for rules, small in (("pokerstars", 1), ("wsop-2024", 0)):
        table = Table("holdem", [100, 100, 100, None], blinds=(1, 2), rules=rules)
        fold_out(table.deal(seed=0))  # button 0, small 1, big 2
        table.join(3, "n1", 100, post=False)  # waits for the big blind, the next seat to take it
        table.leave(2)
        hand = table.deal(seed=1)
        assert table.big_blind == 3 and hand.names == ("p1", "p2", "n1"), rules
        assert dict(zip(hand.names, hand.bets, strict=True)) == {"p1": 0, "p2": small, "n1": 2}


def test_a_new_game_keeps_what_players_away_owe():
    table = Table("holdem", [100] * 5, blinds=(1, 2))
    fold_out(table.deal(seed=0))
    table.sit_out(3)
    table.sit_out(4)
    fold_out(table.deal(seed=1))
    fold_out(table.deal(seed=2))
    assert table.owes == ["", "", "", "both", "both"]
    table.leave(1)
    table.leave(2)
    table.join(1, "E", 100, post=True)
    fold_out(table.deal(seed=3))  # p1 and E: all but one owing, the game begins again
    assert table.new_game and table.owes == ["", "", "", "both", "both"]
    table.sit_in(3)
    table.sit_in(4)
    hand = table.deal(seed=4)
    dead = {e.player: e.amount for e in hand.events if e.kind.value == "small & big blinds"}
    assert dead == {"p4": 1, "p5": 1}  # back, they post what they missed: the small blind dead
    assert dict(zip(hand.names, hand.bets, strict=True)) == {"p1": 1, "E": 2, "p4": 2, "p5": 2}


def test_where_every_player_owes_the_game_begins_again():
    table = Table("holdem", [100] * 4, blinds=(1, 2))
    fold_out(table.deal(seed=0))
    for seat in range(4):
        table.leave(seat)
    for seat, name in enumerate("ABCD"):
        table.join(seat, name, 100, post=True)
    hand = table.deal(seed=1)
    assert table.new_game and table.owes == [""] * 4
    assert hand.names == ("A", "B", "C", "D") and sorted(hand.bets) == [0, 0, 1, 2]
    assert table.big_blind != 2  # not on last hand's big blind


# -- the property: random sessions of hands, players joining, leaving, going broke --------------

_HAND = st.tuples(st.just("hand"), st.integers(0, 2**16))
_STEP = st.one_of(
    _HAND,
    _HAND,
    _HAND,
    st.tuples(st.just("join"), st.integers(0, 5), st.integers(1, 60), st.sampled_from([True, False, None])),
    st.tuples(st.just("leave"), st.integers(0, 5)),
    st.tuples(st.just("away"), st.integers(0, 5)),
    st.tuples(st.just("back"), st.integers(0, 5), st.sampled_from([True, False, None])),
)


def _check_hand(table, hand, last_big_name, owed):
    """Every rule of E24, E11 and E1 that one dealt hand shows (``owed``: what each seat owed
    before it); the big blind's name."""
    sb, bb = table.blinds
    seats = list(table._seats)
    n = len(seats)
    big, small, button = table.big_blind, table.small_blind, table.button
    assert big in seats
    assert not any(table.away[q] or table.waiting[q] for q in seats)  # nobody away or waiting is dealt in
    i_big = seats.index(big)
    live = {"small blind", "big blind", "straddle"}
    posted = [sum(a.amount for a in hand.events if a.player == name and a.kind.value in live) for name in hand.names]
    dead = [
        sum(a.amount for a in hand.events if a.player == name and a.kind.value == "small & big blinds")
        for name in hand.names
    ]
    starting = hand.starting
    assert posted[i_big] == min(bb, starting[i_big])  # one big blind, posted in full or all in
    for i, q in enumerate(seats):
        if owed[q] and q != big:  # new or back: the missed big blind live, the small blind dead (E21)
            assert (
                posted[i] <= bb
                and dead[i] <= sb
                and posted[i] + dead[i] >= min(bb if owed[q] != "small" else sb, starting[i])
            )
        elif q == small:  # one small blind (or none: a dead small blind)
            assert posted[i] == min(sb, starting[i])
        elif q != big:  # everybody else posts nothing
            assert posted[i] == 0
    names = hand.names
    assert names[i_big] != last_big_name  # nobody posts the big blind twice running
    h_button = hand.button
    assert h_button != i_big  # the button is not the big blind
    if n == 2:  # heads-up: the button posts the small blind, if one is posted (E11)
        assert small is None or seats.index(small) == h_button
    else:
        assert button != big
        # nobody is dealt in between the button and the big blind but the small blind (TDA 9)
        after_button = [seats[(h_button + k) % n] for k in range(1, n)]
        assert after_button[: after_button.index(big)] in ([], [small])
    # E1: before the flop the player after the big blind acts first (heads-up: the button)
    if hand.street == "preflop" and hand.to_act is not None:
        first = next(
            (i_big + k) % n for k in range(1, n + 1) if hand.stacks[(i_big + k) % n] > 0 or (i_big + k) % n == i_big
        )
        assert hand.to_act == first
        if n == 2 and hand.stacks[h_button] > 0:
            assert hand.to_act == h_button
    return names[i_big]


def _play_checking_the_flop(hand, rng, chip=1):
    """Play the hand at random; on the flop the first player still in with chips left of the
    button acts first (E1; heads-up the big blind, the button acting last: E11)."""
    while not hand.over:
        if hand.street == "flop" and hand.to_act is not None and not any(e.street == "flop" for e in hand.events):
            n = len(hand.names)
            first = next(
                (hand.button + k) % n
                for k in range(1, n + 1)
                if not hand.folded[(hand.button + k) % n] and hand.stacks[(hand.button + k) % n] > 0
            )
            assert hand.to_act == first
        play_randomly_once(hand, rng, chip)


def _check_nobody_skips(history, rules):
    """``history``: per hand dealt, (the names dealt in, the big blind's name, whether the table
    changed before it: a player left, went away or broke, or the game began again). Between two
    big blinds of one player, every other player dealt in all along posted it (the moving button
    may skip a player only when somebody leaves: PokerStars)."""
    big = history[-1][1]
    earlier = [i for i, (_, b, _) in enumerate(history[:-1]) if b == big]
    if not earlier:
        return
    i = earlier[-1]
    stretch = history[i:]
    # the game begun again sets the blinds afresh; with a moving button a player leaving, going
    # away or broke may let the next skip the big blind (PokerStars), never with the dead button
    if any(changed == "new" or (changed and not rules.dead_button) for _, _, changed in stretch[1:]):
        return
    stayed = set.intersection(*(set(dealt) for dealt, _, _ in stretch)) - {big}
    posted = {b for _, b, _ in stretch[1:-1]}
    assert stayed <= posted, f"{sorted(stayed - posted)} skipped the big blind ({rules.name}): {stretch}"


@settings(max_examples=100, deadline=None)
@given(
    rules=st.sampled_from([get_rules(), MOVING, WAITING, get_rules("pokerstars")]),
    start=st.lists(st.one_of(st.none(), st.integers(1, 200)), min_size=6, max_size=6),
    steps=st.lists(_STEP, min_size=10, max_size=60),
    chip=st.sampled_from([1, 5]),
)
def test_random_sessions_keep_every_rule_of_the_button_and_the_blinds(rules, start, steps, chip):
    play_session(rules, start, steps, chip)


# short-handed sessions of short stacks: players go broke, new ones join and players come back
# waiting for the big blind, so the table goes in and out of heads-up (where a hand may have no
# small blind) again and again
_SHORT_STEP = st.one_of(
    st.tuples(st.just("hand"), st.integers(0, 2**16)),
    st.tuples(st.just("hand"), st.integers(0, 2**16)),
    st.tuples(st.just("join"), st.integers(0, 5), st.integers(1, 5), st.sampled_from([True, False])),
    st.tuples(st.just("leave"), st.integers(0, 5)),
    st.tuples(st.just("away"), st.integers(0, 5)),
    st.tuples(st.just("back"), st.integers(0, 5), st.sampled_from([True, False])),
)


@settings(max_examples=150, deadline=None)
@given(
    rules=st.sampled_from([get_rules(), MOVING, WAITING, get_rules("pokerstars")]),
    start=st.lists(st.one_of(st.none(), st.none(), st.integers(1, 5)), min_size=6, max_size=6),
    steps=st.lists(_SHORT_STEP, min_size=10, max_size=40),
)
def test_short_handed_sessions_nobody_skips_the_big_blind(rules, start, steps):
    # every player dealt in all along posts the big blind once an orbit, between two of another's
    # (the moving button: unless a player left, went broke or away; the dead button: always)
    play_session(rules, start, steps, 1)


def play_session(rules, start, steps, chip):
    """A session of ``steps`` at a table of ``start`` stacks (None: an empty seat) under ``rules``,
    every rule of E24, E11 and E1 checked at each hand, chips conserved, nobody skipping the big blind."""
    # a rate rake with its cap in whole chips of 5: every hand pays whole chips, none lost
    rake = {"rate": 0.05, "cap": 3 * chip}
    start = [None if s is None else s * chip for s in start]
    table = Table("holdem", start, blinds=(chip, 2 * chip), rules=rules, button=0, chip=chip, rake=rake)
    chips = sum(s for s in start if s is not None)
    last_big_name = None
    history = []
    changed: bool | str = False
    deals = 0
    for step in [*steps, ("end", 0)]:
        kind, seat = step[0], step[1]
        occupied = table.stacks[seat] is not None if kind not in ("hand", "end") else False
        if kind == "join" and not occupied:
            name = f"n{seat}_{len(table.names)}_{chips}"
            if name not in table.names:
                table.join(seat, name, step[2] * chip, post=step[3])
                chips += step[2] * chip
        elif kind == "leave" and occupied:
            table._collect()
            left = table.stacks[seat] or 0
            table.leave(seat)
            chips -= left
            changed = True
        elif kind == "away" and occupied:
            table.sit_out(seat)
            changed = True
        elif kind == "back" and occupied:
            table.sit_in(seat, post=step[2])
        elif kind in ("hand", "end"):
            table._collect()
            if kind == "end":  # at the end everybody comes back, posting: two players with chips play
                for q, stack in enumerate(table.stacks):
                    if stack is not None:
                        table.sit_in(q, post=True)
            playing = [q for q, s in enumerate(table.stacks) if s and not table.away[q]]
            owed = list(table.owes)
            try:
                hand = table.deal(seed=seat)
            except DealError:
                # only where fewer than two players can play (all away, waiting or broke)
                assert sum(not table.waiting[q] for q in playing) < 2 or len(playing) < 2
                assert kind == "hand" or len(playing) < 2
                continue
            deals += 1
            if table.new_game:  # (the game began again: nobody owes anything)
                owed = [""] * len(owed)
            last_big_name = _check_hand(table, hand, last_big_name, owed)
            # (a player dealt in last hand and not now left, broke or went away: the moving button may skip)
            gone = changed or bool(set(history[-1][0] if history else ()) - set(hand.names))
            changed = "new" if table.new_game else "gone" if gone else ""
            history.append((hand.names, last_big_name, changed))
            changed = False
            _check_nobody_skips(history, rules)
            _play_checking_the_flop(hand, random.Random(seat), chip)
            table._collect()
            taken = sum(hand.starting) - sum(hand.stacks)  # the rake: whole chips, at most the cap
            assert 0 <= taken <= rake["cap"] and taken % chip == 0
            chips -= taken
            # the chips are conserved: every chip at a seat, none made or lost
            assert sum(s for s in table.stacks if s is not None) == chips
            assert all(s is None or s % chip == 0 for s in table.stacks)
            # a player who went broke is not dealt in again
            assert all(s is None or s >= 0 for s in table.stacks)
    # the session made progress: every hand it asked for with two players able to play was dealt
    assert deals >= 1 or sum(1 for s in table.stacks if s) < 2
