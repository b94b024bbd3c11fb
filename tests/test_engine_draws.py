"""A draw game's record drives back through the engine when the deck runs out and the players
draw from the discards (docs/RULES.md E15), and a record whose cards the draws could not have
dealt is refused: ``from_record`` follows each card the record knows (discarded, shown at the
end, on the board) through the draws, the discards shuffled back where the table shuffles them."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from _helpers import play_randomly_once
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.engine import Hand, audit_with_rules, from_record
from pokerrank.engine.legal import IllegalActionError
from pokerrank.errors import DealError
from pokerrank.games import GAMES
from pokerrank.handhistory import ActionKind
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.verdicts import Outcome

DRAW_GAMES = sorted(name for name, game in GAMES.items() if game.dealt == "draw" or game.board_draw)


def played(game: str, n: int, seed: int, *, most: bool = False, show: bool = True) -> Hand:
    """A hand of ``game`` for ``n`` players played at random; ``most``: every draw takes as many
    cards as it may (the deck soon runs out), by cards or by count in turn; ``show``: every
    player still in shows at the end, else each shows or mucks at random."""
    rng = random.Random(seed)
    structure = rng.choice(["limit", "no-limit", "pot-limit"])
    hand = Hand(game, [rng.randint(30, 400) for _ in range(n)], blinds=(1, 2), structure=structure,
                seed=seed, auto_show=show)  # fmt: skip
    while not hand.over:
        legal = hand.legal()
        if legal.phase == "draw" and (most or rng.random() < 0.3):
            count = legal.draw or 0 if most else rng.randint(0, legal.draw or 0)
            if count and rng.random() < 0.5:  # by the cards discarded, any of them
                hand.act("draw", cards=rng.sample(list(hand.hole[legal.player or 0]), count))
            else:
                hand.act("draw", count)
        elif legal.phase == "bet" and most:  # (nobody folds: every player draws)
            hand.act("check" if legal.check else "call")
        else:
            play_randomly_once(hand, rng)
    return hand


def drives_back(hand: Hand) -> None:
    result = from_record(hand.to_record(), hand.rules)
    assert result.status == "ok", result.describe()
    assert list(result.stacks.values()) == hand.stacks
    assert result.hand is not None
    assert [a[:6] for a in result.hand.events] == [a[:6] for a in hand.events]
    assert result.hand.board == hand.board


def discards(record: HandRecord) -> list[Any]:
    return [a for a in record.actions if a.kind is ActionKind.DISCARD]


def drew_from_discards(hand: Hand) -> bool:
    """Whether a card discarded came back (to a player or, drawmaha, the board)."""
    out = [card for a in hand.events if a.kind is ActionKind.DISCARD for card in a.cards.split()]
    shown = [card for cards in hand.hole for card in map(str, cards)] + list(map(str, hand.board))
    return any(card in out for card in shown)


# -- the engine's own hands, the deck run out -------------------------------------------------------


def test_nine_players_of_drawmaha_each_drawing_three_drive_back() -> None:
    # 45 cards dealt, the flop and the turn: 3 left for the draws; the river comes from the
    # discards. The record's river was set aside before the draws: "'p1' may draw 0..2" (illegal)
    hand = played("2-7-drawmaha", 9, 2, most=True)
    assert next(a.drawn for a in discards(hand.to_record())) == 3
    assert drew_from_discards(hand)
    drives_back(hand)


@settings(max_examples=60, deadline=None)
@given(game=st.sampled_from(DRAW_GAMES), n=st.integers(6, 10), seed=st.integers(0, 10**6),
       most=st.booleans(), show=st.booleans())  # fmt: skip
def test_draw_games_of_many_players_drive_back_from_their_records(
    game: str, n: int, seed: int, most: bool, show: bool
) -> None:
    try:
        hand = played(game, n, seed, most=most, show=show)
    except DealError:  # (more players than the deck deals)
        return
    drives_back(hand)


def test_the_property_draws_from_the_discards() -> None:
    # (its hands do reach the discards: the case the property is for)
    reached = dict.fromkeys(("2-7-drawmaha", "2-7-triple-draw", "badugi", "five-card-draw"), 0)
    for game in reached:
        for seed in range(12):
            hand = played(game, 9, seed, most=True)
            reached[game] += drew_from_discards(hand)
            drives_back(hand)
    assert all(reached.values()), reached


# -- records the draws could not have dealt ----------------------------------------------------------


def refused(record: HandRecord) -> tuple[Any, IllegalActionError]:
    result = from_record(record)
    assert result.status == "illegal", result.describe()
    assert result.error is not None and result.error.rule.startswith("E15"), result.error
    assert audit_with_rules(record).outcome is Outcome.MISMATCH
    return result.action, result.error


def with_discard(record: HandRecord, which: Any, cards: str) -> HandRecord:
    return dataclasses.replace(
        record, actions=tuple(a._replace(cards=cards) if a is which else a for a in record.actions)
    )


def test_a_discard_of_a_card_on_the_board_is_refused() -> None:
    hand = played("2-7-drawmaha", 4, 5, most=True)
    record = hand.to_record()
    first = discards(record)[0]
    flop = record.boards[0].split()[:3]
    changed = with_discard(record, first, " ".join([flop[0], *first.cards.split()[1:]]))
    action, error = refused(changed)
    assert action == first._replace(cards=changed.actions[record.actions.index(first)].cards)
    assert flop[0] in str(error) and "on the board" in str(error)


def test_a_discard_of_a_card_another_player_discarded_before_is_refused() -> None:
    # three players of triple draw: the deck never runs out, nothing discarded comes back
    hand = played("2-7-triple-draw", 3, 7, most=True)
    record = hand.to_record()
    first, second = discards(record)[:2]
    taken = first.cards.split()[0]
    changed = with_discard(record, second, " ".join([taken, *second.cards.split()[1:]]))
    action, error = refused(changed)
    assert action.player == second.player and action.cards.split()[0] == taken
    assert f"{first.player} discarded" in str(error) and "never shuffled back" in str(error)


def test_a_card_shown_at_the_end_that_was_discarded_and_never_shuffled_back_is_refused() -> None:
    # three players of single draw: 15 cards dealt, 15 drawn at most: the deck never runs out
    hand = played("2-7-single-draw", 3, 11, most=True)
    record = hand.to_record()
    first = discards(record)[0]
    card = first.cards.split()[0]
    other = next(name for name in record.hole if name != first.player)  # another player shows it
    hole = dict(record.hole)
    hole[other] = " ".join([card, *hole[other].split()[1:]])
    action, error = refused(dataclasses.replace(record, hole=hole))
    assert action == first  # the discard of the card the other shows
    assert f"never shuffled back: {other} holds it at the end" in str(error)


def test_drawmaha_river_from_the_discards_while_the_deck_held_cards_is_refused() -> None:
    # four players: the deck never runs out, so the river cannot be a card discarded
    hand = played("2-7-drawmaha", 4, 3, most=True)
    record = hand.to_record()
    first = discards(record)[0]
    card = first.cards.split()[0]
    board = record.boards[0].split()
    changed = dataclasses.replace(record, boards=(" ".join([*board[:4], card]),))
    action, error = refused(changed)
    assert action == first and "the board deals after the draw while the deck still held cards" in str(error)


def _drawmaha_run_twice() -> Hand:
    """Three players of 2-7 drawmaha: p1 draws three, a shove after the draw, the river run twice."""
    hand = Hand("2-7-drawmaha", [100] * 3, blinds=(1, 2), structure="no-limit", seed=0, max_runs=2)
    drew = shove = False
    while not hand.over:
        legal = hand.legal()
        if legal.phase == "run":
            hand.act("run", 2)
        elif legal.phase == "draw":
            hand.act("draw", 3)
            drew = True
        elif legal.phase == "bet" and drew and not shove:
            hand.act("bet" if legal.check else "raise", legal.max_to)
            shove = True
        elif legal.phase == "bet":
            hand.act("call" if legal.call else "check")
        else:
            hand.act("show")
    return hand


@pytest.mark.parametrize("run", [0, 1])
def test_a_river_of_any_run_from_the_discards_while_the_deck_held_cards_is_refused(run: int) -> None:
    # run twice: each run's river comes from the deck (24 cards left with three players), never
    # from a discard not shuffled back, the second run's as the first's
    hand = _drawmaha_run_twice()
    record = hand.to_record()
    assert len(record.boards) == 2 and from_record(record).status == "ok"
    first = discards(record)[0]
    card = next(c for c in first.cards.split() if all(c not in board.split() for board in record.boards))
    boards = list(record.boards)
    boards[run] = " ".join([*boards[run].split()[:4], card])
    action, error = refused(dataclasses.replace(record, boards=tuple(boards)))
    assert action == first and "the board deals after the draw while the deck still held cards" in str(error)


def test_the_same_card_from_the_discards_is_taken_where_the_deck_ran_out() -> None:
    # nine players of drawmaha: where the deck runs out the discards are shuffled in, and a card
    # discarded may be shown at the end by a player who drew after (the engine's own hands)
    for seed in range(40):
        hand = played("2-7-drawmaha", 9, seed, most=True)
        record = hand.to_record()
        out = {card: a for a in discards(record) for card in a.cards.split()}
        back = [(name, card) for name, cards in record.hole.items() for card in cards.split() if card in out]
        if back:
            drives_back(hand)
            return
    pytest.fail("no hand drew a discarded card back")


@pytest.mark.parametrize("extra", [1, 2])
def test_a_draw_of_more_cards_than_the_deck_and_the_discards_hold_is_refused(extra: int) -> None:
    # nine players of drawmaha each drawing the most: a draw of one card more than the deck and the
    # others' discards held then is illegal (E15), the deck counted with the river in it
    hand = played("2-7-drawmaha", 9, 2, most=True)
    record = hand.to_record()
    first = discards(record)[0]  # the deck holds 3, the discards none: at most 3
    more = dataclasses.replace(record, actions=tuple(
        a._replace(drawn=a.drawn + extra, cards=None) if a is first else a for a in record.actions))  # fmt: skip
    action, error = refused(more)
    assert action.player == first.player and "may draw 0..3" in str(error)


def passive(hand: Hand, draws: dict[str, int], folds: set[str]) -> Hand:
    """Every player checks or calls, draws as ``draws`` says (else stands pat), and the players
    of ``folds`` fold at their first turn after the first draw."""
    drew = False
    while not hand.over:
        legal = hand.legal()
        if legal.phase == "draw":
            hand.act("draw", draws.get(legal.name or "", 0))
            drew = True
        elif legal.phase == "show":
            hand.act("show")
        elif drew and legal.name in folds and legal.fold:
            hand.act("fold")
        else:
            hand.act("check" if legal.check else "call")
    return hand


def test_a_discard_of_a_card_a_folded_player_held_is_refused() -> None:
    # p2 folds after the first draw: the cards the record gives them are dead; p3 cannot discard
    # one of them on the second draw (the three players hold 15 cards and draw 6: no shuffle)
    hand = passive(Hand("2-7-triple-draw", [100] * 3, blinds=(1, 2), structure="limit", seed=4), {"p3": 1}, {"p2"})
    record = hand.to_record()
    assert hand.folded == [False, True, False]
    later = next(a for a in discards(record) if a.street == "draw 2" and a.player == "p3")
    dead = record.hole["p2"].split()[0]
    action, error = refused(with_discard(record, later, dead))
    assert action.player == "p3" and action.street == "draw 2"
    assert f"{dead} which p2 folded holding" in str(error)


def test_the_cards_a_winner_holds_are_checked_where_the_hand_ends_before_its_last_draw() -> None:
    # p1 stands pat on the first draw, p2 and p3 fold after it: no second draw; p2's discard of a
    # card p1 holds at the end (and never drew) is refused, naming p2's discard
    hand = passive(
        Hand("2-7-triple-draw", [100] * 3, blinds=(1, 2), structure="limit", seed=4), {"p2": 2}, {"p2", "p3"}
    )
    record = hand.to_record()
    assert hand.folded == [False, True, True] and not any(a.street == "draw 2" for a in record.actions)
    first = next(a for a in discards(record) if a.player == "p2")
    held = record.hole["p1"].split()[0]
    changed = with_discard(record, first, " ".join([held, *first.cards.split()[1:]]))
    action, error = refused(changed)
    assert action.player == "p2" and f"{held} which p2 discarded" in str(error)
    assert "p1 holds it at the end" in str(error)
