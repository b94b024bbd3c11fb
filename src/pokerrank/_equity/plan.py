"""A spot validated before anything is computed: the game, each player's cards, board, dead cards.

The cards are read and checked with the same pieces as a showdown's deal
(:func:`pokerrank.deal.parse_group`, :func:`pokerrank.deal.check_cards`): the same words for
the same mistakes. What differs is that hands may be partial: in stud each player shows the
cards seen so far, and the board may be short of its last cards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pokerrank.cards import Card, CardsLike, format_cards
from pokerrank.deal import check_cards, parse_group
from pokerrank.errors import CardCountError, DealError, EmptyInputError
from pokerrank.games import Dealing, Game, get_game

__all__ = ["Plan", "plan_spot"]


@dataclass
class Plan:
    """A validated spot."""

    game: Game
    names: list[str]
    hands: list[tuple[Card, ...]]
    board: tuple[Card, ...]
    dead: tuple[Card, ...]
    dealt: Dealing
    """``board`` (the board is dealt out), ``stud`` (each hand is dealt up to seven), or
    ``draw`` (the hands stand pat: one showdown decides)."""
    hole: int
    """The size of a complete hand."""
    ranged: list[bool]
    """Players whose two cards come from a range, one combination per deal."""


def plan_spot(
    game: str | Game,
    hands: Sequence[CardsLike] | Mapping[str, CardsLike],
    board: CardsLike,
    dead: CardsLike,
    ranged: Sequence[bool] | None = None,
) -> Plan:
    """Validate a spot (every rule before anything is computed) and describe it."""
    spec = get_game(game)
    if isinstance(hands, Mapping):
        names = [str(name) for name in hands]
        raw = list(hands.values())
    elif isinstance(hands, str):
        raise EmptyInputError(f"hands are given one per player (a list), got the single string {hands!r}")
    else:
        raw = list(hands)
        names = [f"player {i + 1}" for i in range(len(raw))]
    if len(raw) < 2:
        raise DealError(f"equity needs at least two players, got {len(raw)}")
    if spec.deck.jokers:
        raise DealError(f"equity for {spec.title} (a game with a joker) is not supported")
    flags = list(ranged) if ranged is not None else [False] * len(raw)
    dealt = spec.dealt
    owners = [f"{name}'s hand" for name in names]
    parsed = [() if flags[i] else parse_group(raw[i], owners[i], spec) for i in range(len(raw))]
    board_cards = parse_group(board, "the board", spec)
    dead_cards = parse_group(dead, "the dead cards", spec)
    check_cards(spec, [*zip(owners, parsed, strict=True), ("the board", board_cards), ("the dead cards", dead_cards)])
    hole = spec.hole_cards
    for i, cards in enumerate(parsed):
        if flags[i]:
            continue
        if dealt == "stud":
            if len(cards) > hole:
                raise CardCountError(f"{names[i]} shows {len(cards)} cards; {spec.title} deals at most {hole}")
        elif len(cards) != hole:
            what = "holds" if dealt == "board" else "stands pat with"
            raise CardCountError(
                f"{names[i]} has {len(cards)} cards ({format_cards(cards) or 'none'}); "
                f"in {spec.title} each player {what} exactly {hole}"
            )
    if len(board_cards) > spec.board_cards:
        if spec.board_cards == 0:
            raise CardCountError(f"{spec.title} has no board, got {format_cards(board_cards)!r}")
        raise CardCountError(
            f"the board has {len(board_cards)} cards ({format_cards(board_cards)}); {spec.title} has {spec.board_cards}"
        )
    needed = len(raw) * hole + spec.board_cards + len(dead_cards)
    if dealt != "draw" and needed > len(spec.deck):
        raise DealError(
            f"{len(raw)} players are too many for {spec.title}: {len(raw)} x {hole} hole cards"
            + (f" + {spec.board_cards} board" if spec.board_cards else "")
            + (f" + {len(dead_cards)} dead" if dead_cards else "")
            + f" = {needed} cards, the deck has {len(spec.deck)}"
        )
    for side in spec.sides:
        if dealt != "draw" and (side.hole, side.board) not in ((None, None), (2, 3)):
            raise DealError(f"equity does not support the {side.name} side of {spec.title}")  # pragma: no cover
    return Plan(spec, names, parsed, board_cards, dead_cards, dealt, hole, flags)
