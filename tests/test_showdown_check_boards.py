"""Boards run twice are checked at once where they share their first cards and hold no card
twice: the same boards pass, and the same are refused with the same message, as by the check
card by card (every pair of boards of a few cards, shared prefixes and cards repeated)."""

from __future__ import annotations

import random

import pytest

from pokerrank._showdown import _check_boards
from pokerrank.cards import Card
from pokerrank.errors import DuplicateCardError


def card_by_card(boards: list[tuple[Card, ...]]) -> None:
    """The check as it was written before the two boards' road: each card against where it was first seen."""
    first_seen: dict[int, tuple[int, int]] = {}
    for number, board in enumerate(boards, start=1):
        for place, card in enumerate(board):
            seen = first_seen.get(card)
            if seen is None:
                first_seen[card] = (number, place)
            elif seen[1] != place or any(other[:place] != board[:place] for other in boards[seen[0] - 1 : number]):
                raise DuplicateCardError(
                    f"duplicate card {str(card)!r}: dealt on board {seen[0]} and again on board {number}"
                )


def outcome(check: object, boards: list[tuple[Card, ...]]) -> str | None:
    try:
        check(boards)  # type: ignore[operator]
    except DuplicateCardError as exc:
        return str(exc)
    return None


@pytest.mark.parametrize("runs", [2, 3])
def test_boards_run_more_than_once_pass_and_fail_as_card_by_card(runs: int) -> None:
    rng = random.Random(f"boards {runs}")
    refused = passed = 0
    for _ in range(3000):
        pool = [Card(code) for code in rng.sample(range(52), 9)]  # (few cards: repeats are common)
        shared = pool[: rng.randint(0, 4)]
        boards = []
        for _ in range(runs):
            size = rng.choice([len(shared), 5, 5, 5, 4])
            rest = [rng.choice(pool) for _ in range(max(0, size - len(shared)))]
            board = [*shared, *rest][:size]
            if rng.random() < 0.2:
                rng.shuffle(board)
            boards.append(tuple(board))
        expected = outcome(card_by_card, boards)
        assert outcome(_check_boards, boards) == expected, boards
        refused += expected is not None
        passed += expected is None
    assert refused > 100 and passed > 100
