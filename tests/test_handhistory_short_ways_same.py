"""h-speed10's short way (issues 23/24: PKR's row, and the other own-text rooms'):
``_rounds.check_rounds`` looks at a turn's kind only where a player is behind an ended round's
bet (nearly every hand: nobody), not at every action: a turn of any kind behind the bet is
refused as before, a show (no turn) is not, nor a turn of a player not behind (the table)."""

from __future__ import annotations

import pytest

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory._rounds import check_rounds
from pokerrank.handhistory.owntext import TextHand
from pokerrank.handhistory.records import Action, ActionKind

K = ActionKind


def _rounds_hand(rows: list[tuple[str, str, ActionKind, int]], all_in: int = -1) -> tuple[TextHand, list[str]]:
    hand = TextHand("<text>", "1", "Room", "room", 1, scale=1)
    hand.seat(1, "ann", 100)
    hand.seat(2, "bob", 100)
    hand.seat(3, "cid", 100)
    lines = ["hand"]
    for street, name, kind, amount in rows:
        hand.actions.append(Action(street, name, kind, amount, all_in=len(lines) == all_in, line=len(lines) + 1))
        lines.append(f"{name}: {kind} {amount}")
    return hand, lines


@pytest.mark.parametrize("kind", [K.FOLD, K.CHECK, K.CALL, K.BET, K.RAISE, K.BRING_IN])
def test_a_turn_behind_an_ended_rounds_bet_is_refused_whatever_its_kind(kind: ActionKind) -> None:
    """bob leaves the preflop with 2 in against ann's 6: his next turn, of any kind, is refused;
    a show of his (no turn) is not looked at, nor a turn of a player not behind."""
    rows = [
        ("preflop", "ann", K.SMALL_BLIND, 1), ("preflop", "bob", K.BIG_BLIND, 2), ("preflop", "ann", K.RAISE, 5),
        ("preflop", "cid", K.CALL, 6), ("flop", "ann", K.CHECK, 0), ("flop", "cid", K.CHECK, 0),
        ("flop", "bob", kind, 2 if kind in (K.CALL, K.BET, K.RAISE, K.BRING_IN) else 0),
    ]  # fmt: skip
    hand, lines = _rounds_hand(rows)
    with pytest.raises(HandHistoryError, match="bob goes on to the flop"):
        check_rounds(hand, lines, ())
    hand, lines = _rounds_hand([*rows[:-1], ("flop", "bob", K.SHOW, 0)])
    check_rounds(hand, lines, ())  # (a show is no turn: nothing said)
    hand, lines = _rounds_hand([*rows[:4], ("preflop", "bob", K.CALL, 4), *rows[4:]])
    check_rounds(hand, lines, ())  # (bob called: nobody behind)
    hand, lines = _rounds_hand([*rows[:4], ("flop", "bob", K.ANTE, 1), ("flop", "bob", K.CHECK, 0)], all_in=5)
    check_rounds(hand, lines, ())  # (bob all in on a post before his turn: out of the betting, not behind)
