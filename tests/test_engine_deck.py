"""When the deck runs short (docs/RULES.md E15 to E17): a table the deck cannot deal is refused
when it is set up, the players may run the board only as often as the deck gives the cards,
a draw takes the earlier discards when the deck runs out and never more cards than the deck
and those discards hold, a board card after the draws comes from the discards; nothing ever
stops a hand half way with an exception."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerrank.engine import Hand, IllegalActionError
from pokerrank.engine.hand import streets_of
from pokerrank.errors import DealError
from pokerrank.games import GAMES

STUD = {"antes": 1, "bring_in": 1, "bets": (2, 4)}


def cards_in_play(hand: Hand) -> list[int]:
    """Every card held, on a board (the cards the runs share once) or discarded."""
    held = [card for hole in hand.hole for card in hole]
    boards = hand.boards if hand.boards else [hand.board]
    shared = 0
    while shared < len(boards[0]) and all(len(b) > shared and b[shared] == boards[0][shared] for b in boards):
        shared += 1
    return held + boards[0][:shared] + [card for board in boards for card in board[shared:]] + list(hand._muck)


def call_down(hand: Hand) -> None:
    while hand.legal().phase == "bet":
        legal = hand.legal()
        hand.act("call" if legal.call else "check")


@pytest.mark.parametrize(("game", "players", "need"), [("omaha-6", 8, 53), ("5-card-draw", 11, 55), ("holdem", 24, 53)])
def test_a_table_the_deck_cannot_deal_is_refused_at_set_up(game, players, need):
    with pytest.raises(DealError, match=f"{players} players needs {need} cards, the deck has 52"):
        Hand(game, [100] * players, blinds=(1, 2), seed=1)
    Hand(game, [100] * (players - 1), blinds=(1, 2), seed=1)  # one player fewer: dealt
    Hand("stud", [100] * 8, seed=1, **STUD)  # stud deals a card in the middle (E17)


def test_the_board_is_run_only_as_often_as_the_deck_gives_the_cards():
    # six card Omaha, seven players all in before the flop: 42 cards held, 10 left, 5 a board
    hand = Hand("omaha-6", [10] * 7, blinds=(1, 2), max_runs=3, seed=4)
    while hand.legal().phase == "bet":
        hand.act("call") if hand.legal().call else hand.act("check")
        if hand.legal().phase == "bet" and hand.legal().aggressive:
            hand.act(hand.legal().aggressive, hand.legal().max_to)
    legal = hand.legal()
    assert (legal.phase, legal.runs) == ("run", 2)
    before = (len(hand.events), list(hand._deck))
    with pytest.raises(IllegalActionError) as caught:
        hand.act("run", 3)
    assert caught.value.rule.startswith("E16:") and "run 1..2 times" in caught.value.allowed
    assert (len(hand.events), list(hand._deck)) == before
    hand.act("run", 2)
    assert hand.over and len(hand.boards) == 2
    dealt = cards_in_play(hand)
    assert len(set(dealt)) == len(dealt) == 52
    assert sum(hand.stacks) == 70
    heads_up = Hand("holdem", [10, 10], blinds=(1, 2), max_runs=3, seed=4)
    heads_up.act("raise", 10)
    heads_up.act("call")
    assert heads_up.legal().runs == 3  # plenty of cards


def test_a_draw_takes_the_discards_and_never_more_than_deck_and_discards_hold():
    # five card draw, ten players: 50 cards held, 2 in the deck, no discards yet
    hand = Hand("5-card-draw", [100] * 10, blinds=(1, 2), seed=2)
    call_down(hand)
    legal = hand.legal()
    assert (legal.phase, legal.draw) == ("draw", 2)
    before = (len(hand.events), list(hand._deck), list(hand.hole[legal.player]))
    with pytest.raises(IllegalActionError) as caught:
        hand.act("draw", 3)
    assert caught.value.rule.startswith("E15:")
    assert (len(hand.events), list(hand._deck), list(hand.hole[legal.player])) == before
    hand.act("draw", 2)  # the deck's last two cards
    assert hand.legal().draw == 2  # the next player: the first player's two discards, shuffled in (E15)
    hand.act("draw", 2)
    assert hand.legal().draw == 2  # and so on: the discards of the players before
    while hand.legal().phase == "draw":
        hand.act("draw", hand.legal().draw)
    dealt = cards_in_play(hand)
    assert len(set(dealt)) == len(dealt) == 52


def test_a_board_card_after_the_draws_comes_from_the_discards():
    # 2-7 drawmaha, eight players: 40 cards held, the flop and the turn; everyone draws five
    hand = Hand("2-7-drawmaha", [100] * 8, blinds=(1, 2), seed=1)
    while not hand.over:
        legal = hand.legal()
        if legal.phase == "draw":
            hand.act("draw", legal.draw)
        else:
            hand.act("call" if legal.call else "check")
    assert len(hand.board) == 5
    dealt = cards_in_play(hand)
    assert len(set(dealt)) == len(dealt)


def cards_needed(game: str, players: int) -> int:
    """The cards a table needs if nobody folds: every player's cards and the board; in stud
    every player's cards up to the last street, then one card in the middle (E17)."""
    streets = streets_of(GAMES[game])
    if GAMES[game].dealt == "stud":
        return players * sum(street[1] + street[2] for street in streets[:-1]) + 1
    return players * sum(street[1] + street[2] for street in streets) + sum(street[3] for street in streets)


@pytest.mark.parametrize(
    ("game", "players", "need"),
    [
        # seven card stud: 3 + 1 + 1 + 1 cards each before seventh street, then one in the middle
        ("stud", 9, 9 * 6 + 1),
        ("razz", 9, 55),
        ("stud-hi-lo", 9, 55),
        ("2-7-razz", 9, 55),
        ("stud", 18, 18 * 6 + 1),
        # five card stud: 2 + 1 + 1 cards each before fifth street, then one in the middle
        ("five-card-stud", 13, 13 * 4 + 1),
        ("five-card-stud", 17, 17 * 4 + 1),
    ],
)
def test_a_stud_table_the_deck_cannot_deal_up_to_the_last_street_is_refused_at_set_up(game, players, need):
    with pytest.raises(DealError, match=f"for {players} players needs {need} cards.*E17.*the deck has 52") as caught:
        Hand(game, [100] * players, seed=1, **STUD)
    assert GAMES[game].title in str(caught.value)


@pytest.mark.parametrize(
    ("game", "players"), [("stud", 8), ("razz", 8), ("2-7-razz", 8), ("five-card-stud", 11), ("five-card-stud", 12)]
)
def test_the_largest_stud_table_plays_the_last_street_with_one_card_in_the_middle(game, players):
    # nobody folds: the deck gives every player a card up to the last street, but not one
    # more each on the last street, so one card face up in the middle plays for all (E17)
    hand = Hand(game, [100] * players, seed=5, **STUD)
    while not hand.over:
        legal = hand.legal()
        hand.act("call" if legal.call else "check" if "check" in legal.actions else legal.actions[0])
    assert not any(hand.folded)
    streets = streets_of(GAMES[game])
    assert len(hand.board) == 1
    assert all(len(hole) == sum(street[1] + street[2] for street in streets[:-1]) for hole in hand.hole)
    assert sum(hand.stacks) == 100 * players and sum(hand.won) == hand.pot
    dealt = cards_in_play(hand)
    assert len(set(dealt)) == len(dealt)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(g for g in GAMES if not GAMES[g].discards)), st.integers(2, 27), st.integers(0, 2**32))
def test_any_table_is_refused_at_set_up_or_plays_to_the_end(game, players, seed):
    # 27 players: past every game of the catalogue (two cards each, 54, is more than a deck)
    rng = random.Random(seed)
    stud = GAMES[game].dealt == "stud"
    kw = STUD if stud else {"blinds": (1, 2), "max_runs": 3}
    stacks = [rng.choice([5, 50, 500]) for _ in range(players)]
    need = cards_needed(game, players)
    if need > len(GAMES[game].deck.codes):
        with pytest.raises(DealError, match=f"for {players} players needs {need} cards.*, the deck has"):
            Hand(game, stacks, seed=seed, **kw)
        return
    hand = Hand(game, stacks, seed=seed, **kw)
    chips = sum(hand.starting)
    while not hand.over:
        legal = hand.legal()
        choice = rng.choice(legal.actions)
        if choice in ("bet", "raise", "complete"):
            hand.act(choice, rng.choice([legal.min_to, legal.max_to]))
        elif choice == "draw":
            hand.act("draw", rng.randint(0, legal.draw or 0))
        elif choice == "run":
            hand.act("run", rng.randint(1, legal.runs or 1))
        else:
            hand.act(choice)
    assert sum(hand.stacks) == chips
    dealt = cards_in_play(hand)
    assert len(set(dealt)) == len(dealt)
