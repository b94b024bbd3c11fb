"""The spot of :func:`pokerrank.outs`, validated before anything is computed.

The cards are read and checked with the pieces a showdown's deal and an equity spot use
(:func:`pokerrank.deal.parse_group`, :func:`pokerrank.deal.check_cards`): the same words
for the same mistakes. How the next cards come follows the game's :attr:`Game.dealt`: to
the board in board games, to one player in stud; draw games have no next card to count.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations, islice
from numbers import Integral
from typing import TYPE_CHECKING, Literal

from pokerrank._checks import check_name, did_you_mean, plainly, shorten
from pokerrank.cards import Card, CardsLike, format_cards
from pokerrank.deal import check_cards, parse_group
from pokerrank.errors import CardCountError, DealError, EmptyInputError, UnknownPlayerError
from pokerrank.games import Game, get_game

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["BOARD", "Spot", "read_spot"]

BOARD: Literal[-1] = -1
"""The receiver of a board card: every player."""


@dataclass(frozen=True)
class Spot:
    """A validated spot: the game, the players' cards, the board, the dead cards, how many
    next cards to try, who receives them (:data:`BOARD`, or in stud each player's index),
    and the cards that can come, in deck order."""

    game: Game
    kind: Literal["board", "stud"]
    names: tuple[str, ...]
    hands: tuple[tuple[Card, ...], ...]
    board: tuple[Card, ...]
    dead: tuple[Card, ...]
    cards: int
    receivers: tuple[int, ...]
    unseen: tuple[int, ...]

    def deals(self) -> npt.NDArray[np.uint8]:
        """Every next card (or pair of the next two) that can come, ``(N, cards)``, in deck order."""
        import numpy as np

        deck = np.array(self.unseen, dtype=np.uint8)
        return deck[np.array(list(combinations(range(len(deck)), self.cards)), dtype=np.intp)]


def _names(hands: Sequence[CardsLike] | Mapping[str, CardsLike]) -> tuple[list[str], list[CardsLike]]:
    if isinstance(hands, Mapping):
        names = [check_name(name, "a player's name", error=DealError) for name in hands]
        return names, list(hands.values())
    if isinstance(hands, str):
        raise EmptyInputError(f"hands are given one per player (a list), got the single string {shorten(hands)}")
    try:
        raw = list(islice(hands, 53))  # range(10**12) is not read to the end: 52 cards, at most 52 players
    except TypeError:
        raise DealError(
            f"hands are given one per player, as a list or a mapping of names to cards, got {plainly(hands)}"
        ) from None
    if len(raw) > 52:
        raise DealError(f"a deck of 52 cards deals at most 52 players, got more in {shorten(hands)}")
    return [f"player {i + 1}" for i in range(len(raw))], raw


def read_spot(
    game: str | Game,
    hands: Sequence[CardsLike] | Mapping[str, CardsLike],
    board: CardsLike,
    dead: CardsLike,
    cards: int,
    player: str | None,
) -> Spot:
    """Every rule checked, in this order: the game (board or stud), ``cards``, the players,
    each player's cards, the board and the dead cards (each in the deck, none dealt twice),
    then how many cards each holds and who can receive the next ones."""
    spec = get_game(game)
    if spec.dealt == "draw":
        raise DealError(
            f"outs are counted in board games and stud games; in {spec.title} the players draw, "
            "so there is no next card to count"
        )
    if isinstance(cards, bool) or not isinstance(cards, Integral) or int(cards) not in (1, 2):
        raise DealError(f"cards is 1 (the next card) or 2 (the next two), got {plainly(cards)}")
    cards = int(cards)  # numpy's integers too
    if player is not None:  # a name, so that every message quoting it stays short
        check_name(player, "player= (the one who receives the next cards)", error=DealError)
    names, raw = _names(hands)
    if len(raw) < 2:
        raise DealError(f"outs need at least two players, got {len(raw)}")
    parsed = tuple(parse_group(h, f"{n}'s hand", spec) for n, h in zip(names, raw, strict=True))
    board_cards = parse_group(board, "the board", spec)
    dead_cards = parse_group(dead, "the dead cards", spec)
    owners = [f"{n}'s hand" for n in names]
    check_cards(spec, [*zip(owners, parsed, strict=True), ("the board", board_cards), ("the dead cards", dead_cards)])
    receivers = _receivers(spec, names, parsed, board_cards, cards, player)
    seen = {int(c) for group in (*parsed, board_cards, dead_cards) for c in group}
    unseen = tuple(sorted(c for c in spec.deck.codes if c not in seen))
    if len(unseen) < cards:  # pragma: no cover - the decks are far larger than any deal
        raise DealError(f"only {len(unseen)} cards are left to deal")
    return Spot(spec, spec.dealt, tuple(names), parsed, board_cards, dead_cards, cards, receivers, unseen)


def _receivers(
    spec: Game,
    names: Sequence[str],
    parsed: Sequence[tuple[Card, ...]],
    board: tuple[Card, ...],
    cards: int,
    player: str | None,
) -> tuple[int, ...]:
    """Who receives the next cards: the board in a board game; in stud, ``player`` or each
    player with room for them."""
    if spec.dealt != "board":
        if board:
            raise CardCountError(f"{spec.title} has no board, got {format_cards(board)!r}")
        return _stud_receivers(spec, names, parsed, cards, player)
    for name, held in zip(names, parsed, strict=True):
        if len(held) != spec.hole_cards:
            raise CardCountError(
                f"{name} has {len(held)} cards ({format_cards(held) or 'none'}); "
                f"in {spec.title} each player holds exactly {spec.hole_cards}"
            )
    n_board, most = len(board), spec.board_cards - cards
    if not 3 <= n_board <= most:
        shown = f" ({format_cards(board)})" if board else ""
        if n_board < 3:
            why = "outs are counted from the flop on (three board cards): before it the next cards come three at once"
        elif most < 3:
            why = f"{spec.title} deals {spec.board_cards} board cards"  # pragma: no cover
        else:
            left = spec.board_cards - n_board
            why = f"{left} board card{'s' if left != 1 else ''} to come, not {cards}"
        raise CardCountError(f"the board has {n_board} cards{shown}; {why}")
    if player is not None:
        raise DealError("player= chooses who receives the next card in stud; in a board game every player shares it")
    return (BOARD,)


def _stud_receivers(
    spec: Game, names: Sequence[str], parsed: Sequence[tuple[Card, ...]], cards: int, player: str | None
) -> tuple[int, ...]:
    """The players who receive the next cards: ``player``, or each with room for them."""
    for name, held in zip(names, parsed, strict=True):
        if not 5 <= len(held) <= spec.hole_cards:
            raise CardCountError(
                f"{name} shows {len(held)} cards ({format_cards(held) or 'none'}); outs in "
                f"{spec.title} are counted from fifth street on: 5 to {spec.hole_cards} cards per player"
            )
    room = [i for i, held in enumerate(parsed) if len(held) + cards <= spec.hole_cards]
    if player is None:
        if not room:
            raise CardCountError(f"every player holds too many cards to receive {cards} more in {spec.title}")
        return tuple(room)
    if player not in names:
        hint = did_you_mean(player, names)
        raise UnknownPlayerError(f"player {shorten(player)} is not one of the players {_listed(names)}{hint}")
    wanted = list(names).index(player)
    if wanted not in room:
        raise CardCountError(
            f"{shorten(player)} holds {len(parsed[wanted])} cards; {spec.title} deals "
            f"{spec.hole_cards}, so there is no room for {cards} more"
        )
    return (wanted,)


def _listed(names: Sequence[str]) -> str:
    """The players' names as a message lists them: all of them, cut short past 400 characters
    (up to 23 names of 200 characters each)."""
    return shorten(list(names), 400)
