"""The types a game is made of: its deck, the shares of its pot, and the game itself.

A game is data, never code: a :class:`Game` names its deck, how many cards each player
holds, the board, how the cards are dealt, and one :class:`Side` per share of the pot (one
for a high-only game, two for hi/lo and the Badugi splits). Each side names its ranking, how
many hole and board cards must play, and its qualifier.

Which cards make the hand (RULES.md): Hold'em, Stud and Razz play the best five of all
the player's cards and the board, any number of hole cards, even none; Omaha plays
exactly two hole cards and exactly three board cards, for the high and separately for the
low; draw games and Badugi play the player's own cards.

>>> game = Game("omaha", "Omaha", 4, (Side("high", "high", hole=2, board=3),), board_cards=5, dealt="board")
>>> game.sides[0].columns(4, 5)[:2]
((0, 1, 4, 5, 6), (0, 1, 4, 5, 7))
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from itertools import combinations
from typing import Final, Literal

from pokerrank.cards import parse_cards
from pokerrank.errors import GameDefinitionError
from pokerrank.rankings import Ranking, get_ranking

__all__ = [
    "EIGHT_OR_BETTER",
    "JOKER_DECK",
    "SHORT_DECK",
    "STANDARD_DECK",
    "Dealing",
    "Deck",
    "Game",
    "OddChipMode",
    "Qualifier",
    "Side",
    "SideRules",
    "side_rules",
]

OddChipMode = Literal["button", "stud"]
Dealing = Literal["board", "stud", "draw"]
"""How the cards are dealt: hole cards and a shared board; stud (each player's own up and down
cards, up to seven); draw (each player's own hand, the last draw's cards at showdown)."""


@dataclass(frozen=True)
class Deck:
    """The cards a game is dealt from, as a set of card codes (52 is the joker)."""

    name: str
    description: str
    codes: frozenset[int]

    @property
    def jokers(self) -> bool:
        """Whether the deck holds a joker."""
        return 52 in self.codes

    def __len__(self) -> int:
        return len(self.codes)


STANDARD_DECK: Final = Deck("standard", "52 cards", frozenset(range(52)))
SHORT_DECK: Final = Deck("short", "36 cards, 6 to A", frozenset(range(16, 52)))
JOKER_DECK: Final = Deck("joker", "52 cards and a joker", frozenset(range(53)))
"""For the wild-card games: a game with a joker only names this deck and its ranking."""


@dataclass(frozen=True)
class Qualifier:
    """A low qualifies only when it is at least as good as ``worst`` (under its side's ranking).

    For ace-to-five the qualifying hands are exactly the strongest ones, so "eight or
    better" is the threshold 8-7-6-5-4: five distinct ranks, all eight or lower.
    """

    name: str
    worst: str


EIGHT_OR_BETTER: Final = Qualifier("eight or better", "8c 7d 6h 5s 4c")


@dataclass(frozen=True)
class Side:
    """One share of the pot: the ranking that decides it and which cards play for it.

    ``hole`` and ``board``: exactly this many hole (board) cards play, or ``None`` for any
    number (the best hand out of all of them). ``ace_low`` says how a card ranks when an
    odd chip goes by the highest card (stud games).
    """

    name: str
    ranking: str
    hole: int | None = None
    board: int | None = None
    qualifier: Qualifier | None = None
    ace_low: bool = False

    def get_ranking(self) -> Ranking:
        """The side's ranking (the object its name stands for)."""
        return side_rules(self).ranking

    def columns(self, n_hole: int, n_board: int) -> tuple[tuple[int, ...], ...]:
        """The column combinations that may play, as indexes into hole cards then board.

        >>> Side("high", "high", hole=2, board=3).columns(4, 5)[:2]
        ((0, 1, 4, 5, 6), (0, 1, 4, 5, 7))
        >>> Side("high", "high").columns(2, 5)
        ((0, 1, 2, 3, 4, 5, 6),)
        """
        return _columns(self.hole, self.board, n_hole, n_board)

    def describe(self) -> str:
        """How the side's hand is made, in a few words.

        >>> Side("low", "ace-to-five", 2, 3, EIGHT_OR_BETTER).describe()
        'low ace-to-five, eight or better, exactly 2 hole + 3 board cards'
        """
        if self.hole is None and self.board is None:
            cards = "best hand of all cards"
        elif self.board is None:
            cards = f"best {self.hole} of the hole cards"
        else:
            cards = f"exactly {self.hole} hole + {self.board} board cards"
        label = self.name if self.ranking == self.name else f"{self.name} {self.ranking}"
        qualifier = f", {self.qualifier.name}" if self.qualifier else ""
        return f"{label}{qualifier}, {cards}"


@dataclass(frozen=True)
class SideRules:
    """A side resolved once: its ranking object and the least strength that counts for it.

    ``threshold`` is 1 without a qualifier (every hand counts), else the strength of the
    qualifier's worst hand under the side's ranking (eight or better: 8-7-6-5-4).
    """

    side: Side
    ranking: Ranking
    threshold: int


@cache
def side_rules(side: Side) -> SideRules:
    """The side's ranking and qualifying threshold, worked out once per side.

    >>> side_rules(Side("low", "ace-to-five", 2, 3, EIGHT_OR_BETTER)).threshold
    6120
    """
    ranking = get_ranking(side.ranking)
    threshold = ranking.strength_of(parse_cards(side.qualifier.worst)) if side.qualifier else 1
    return SideRules(side, ranking, max(threshold, 1))


@cache
def _columns(hole: int | None, board: int | None, n_hole: int, n_board: int) -> tuple[tuple[int, ...], ...]:
    if hole is None and board is None:
        return (tuple(range(n_hole + n_board)),)
    holes = list(combinations(range(n_hole), hole)) if hole is not None else [tuple(range(n_hole))]
    boards = (
        list(combinations(range(n_hole, n_hole + n_board), board))
        if board is not None
        else [tuple(range(n_hole, n_hole + n_board))]
    )
    return tuple(h + b for h in holes for b in boards)


@dataclass(frozen=True)
class Game:
    """A poker game as data.

    ``hole_cards``: the cards each player holds at showdown (for draw games, the final
    hand); ``board_cards``: the community cards. ``sides``: the pot's shares, in the order
    that the odd chip between them goes (the first side, the high, gets it). ``odd_chip``:
    ``"button"`` (the first tied winner clockwise from the button) or ``"stud"`` (by the
    highest card by suit). ``dealt``: how the cards are dealt (see :data:`Dealing`).
    ``board_draw``: a board game with one draw after the flop's betting round, before the
    turn's (drawmaha): the showdown takes the cards after the draw. ``discards``: a board game
    whose players each throw away this many cards after the flop's betting round, none drawn
    (Irish: four dealt, two thrown away, then Hold'em): each is dealt ``hole_cards +
    discards`` cards and holds ``hole_cards`` at the showdown, where the game is decided as
    ``hole_cards`` cards (Irish's showdown is Hold'em's).
    """

    name: str
    title: str
    hole_cards: int
    sides: tuple[Side, ...]
    board_cards: int = 0
    deck: Deck = STANDARD_DECK
    odd_chip: OddChipMode = "button"
    aliases: tuple[str, ...] = field(default=())
    dealt: Dealing = "draw"
    board_draw: bool = False
    discards: int = 0

    def __post_init__(self) -> None:
        # a stud game may end with a community card (the deck ran out), a draw game never has one
        if (self.dealt == "board") != (self.board_cards > 0) and self.dealt != "stud":
            raise GameDefinitionError(f"game {self.name!r}: a board game has board cards, and a draw game has none")
        if self.board_draw and self.dealt != "board":
            raise GameDefinitionError(f"game {self.name!r}: only a board game has a draw between its board cards")
        if self.discards and (self.dealt != "board" or self.board_draw or self.discards < 0):
            raise GameDefinitionError(
                f"game {self.name!r}: only a board game without a draw throws cards away after the flop"
                f" (discards={self.discards!r})"
            )
        if self.sides and all(side.qualifier is not None for side in self.sides):
            raise GameDefinitionError(
                f"game {self.name!r}: every side ({', '.join(side.name for side in self.sides)}) has a qualifier,"
                " so a pot no hand qualifies for would have no winner: give one side no qualifier"
            )

    @property
    def split(self) -> bool:
        """Whether the pot is split between two sides (hi/lo, Badeucy, Badacey)."""
        return len(self.sides) > 1

    def describe(self) -> str:
        """The game's rules in one line.

        >>> from pokerrank.games import get_game
        >>> print(get_game("holdem").describe())
        Texas Hold'em: 2 hole + 5 board cards; high, best hand of all cards; odd chip from the button
        """
        board = f" + {self.board_cards} board" if self.board_cards else ""
        deck = "" if self.deck is STANDARD_DECK else f", {self.deck.description}"
        sides = " | ".join(side.describe() for side in self.sides)
        split = "; half each, odd chip to the first half" if self.split else ""
        odd = "from the button" if self.odd_chip == "button" else "by the highest card by suit (stud)"
        return f"{self.title}: {self.hole_cards} hole{board} cards{deck}; {sides}{split}; odd chip {odd}"
