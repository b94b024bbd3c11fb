"""Games as declarative specs: the deck, the cards, which of them play, and how pots split.

A game is data, never code: a :class:`Game` names its deck, how many cards each player
holds, the board, and one :class:`Side` per share of the pot (one for a high-only game,
two for hi/lo and the Badugi splits). Each side names its ranking (resolved by name only
when it is used), how many hole and board cards must play, and its qualifier. Adding a
game, a joker game included, is adding one more :class:`Game` value to :data:`GAMES`.

Which cards make the hand (RULES.md): Hold'em, Stud and Razz play the best five of all
the player's cards and the board, any number of hole cards, even none; Omaha plays
exactly two hole cards and exactly three board cards, for the high and separately for the
low; draw games and Badugi play the player's own cards.

>>> from pokerrank.games import get_game
>>> game = get_game("o8")
>>> game.name, game.hole_cards, game.board_cards, [side.name for side in game.sides]
('omaha-hi-lo', 4, 5, ['high', 'low'])
>>> get_game("2-7 td").title
'2-7 Triple Draw'
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from functools import cache
from itertools import combinations
from typing import TYPE_CHECKING, Final, Literal

from pokerrank.errors import UnknownGameError

if TYPE_CHECKING:
    from pokerrank.rankings import Ranking

__all__ = [
    "EIGHT_OR_BETTER",
    "GAMES",
    "JOKER_DECK",
    "SHORT_DECK",
    "STANDARD_DECK",
    "Deck",
    "Game",
    "Qualifier",
    "Side",
    "get_game",
]

OddChipMode = Literal["button", "stud"]


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
        """The side's ranking, looked up by name when first needed."""
        from pokerrank.rankings import get_ranking

        return get_ranking(self.ranking)

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
    highest card by suit).
    """

    name: str
    title: str
    hole_cards: int
    sides: tuple[Side, ...]
    board_cards: int = 0
    deck: Deck = STANDARD_DECK
    odd_chip: OddChipMode = "button"
    aliases: tuple[str, ...] = field(default=())

    @property
    def split(self) -> bool:
        """Whether the pot is split between two sides (hi/lo, Badeucy, Badacey)."""
        return len(self.sides) > 1

    def describe(self) -> str:
        """The game's rules in one line.

        >>> print(get_game("holdem").describe())
        Texas Hold'em: 2 hole + 5 board cards; high, best hand of all cards; odd chip from the button
        """
        board = f" + {self.board_cards} board" if self.board_cards else ""
        deck = "" if self.deck is STANDARD_DECK else f", {self.deck.description}"
        sides = " | ".join(side.describe() for side in self.sides)
        split = "; half each, odd chip to the first half" if self.split else ""
        odd = "from the button" if self.odd_chip == "button" else "by the highest card by suit (stud)"
        return f"{self.title}: {self.hole_cards} hole{board} cards{deck}; {sides}{split}; odd chip {odd}"


def _high(hole: int | None = None, board: int | None = None, ranking: str = "high") -> Side:
    return Side("high", ranking, hole, board)


def _low8(hole: int | None = None, board: int | None = None) -> Side:
    return Side("low", "ace-to-five", hole, board, EIGHT_OR_BETTER, ace_low=True)


def _omaha(n: int, name: str, title: str, aliases: tuple[str, ...]) -> Game:
    return Game(name, title, n, (_high(2, 3),), board_cards=5, aliases=aliases)


def _omaha8(n: int, name: str, title: str, aliases: tuple[str, ...]) -> Game:
    return Game(name, title, n, (_high(2, 3), _low8(2, 3)), board_cards=5, aliases=aliases)


GAMES: Final[dict[str, Game]] = {
    game.name: game
    for game in (
        Game(
            "holdem", "Texas Hold'em", 2, (_high(),), board_cards=5,
            aliases=("texas holdem", "hold'em", "texas hold'em", "nlhe", "lhe", "flhe", "he", "nl holdem", "texas"),
        ),
        _omaha(4, "omaha", "Omaha (4 cards)", ("plo", "plo4", "omaha hi", "omaha high", "pot limit omaha", "omaha4")),
        _omaha(5, "omaha-5", "Five Card Omaha", ("plo5", "5 card omaha", "five card omaha", "omaha5", "5o")),
        _omaha(6, "omaha-6", "Six Card Omaha", ("plo6", "6 card omaha", "six card omaha", "omaha6", "6o")),
        _omaha8(
            4, "omaha-hi-lo", "Omaha Hi/Lo eight or better",
            ("o8", "omaha8", "plo8", "omaha hi lo", "omaha/8", "omaha eight or better", "omaha hilo", "ohl"),
        ),
        _omaha8(
            5, "big-o", "Big O (Five Card Omaha Hi/Lo 8 or better)",
            ("bigo", "5 card omaha hi lo", "omaha-5-hi-lo", "o8-5", "plo8-5", "5 card o8", "five card omaha hi lo"),
        ),
        _omaha(
            5, "courchevel", "Courchevel (Five Card Omaha, the first flop card dealt face up before the first round)",
            ("courchevel hi", "courchevel high", "pl courchevel"),
        ),
        _omaha8(
            5, "courchevel-hi-lo", "Courchevel Hi/Lo eight or better",
            ("courchevel8", "courchevel hi lo", "courchevel/8", "courchevel eight or better", "courchevel hilo"),
        ),
        Game(
            "stud", "Seven Card Stud", 7, (_high(),), odd_chip="stud",
            aliases=("seven card stud", "7 card stud", "7cs", "stud hi", "7 stud"),
        ),
        Game(
            "stud-hi-lo", "Seven Card Stud Hi/Lo eight or better", 7, (_high(), _low8()), odd_chip="stud",
            aliases=("stud8", "stud/8", "7 stud 8", "seven card stud hi lo", "stud eight or better", "stud hilo"),
        ),
        Game(
            "razz", "Razz (Seven Card Stud, ace-to-five low)", 7, (Side("low", "ace-to-five", ace_low=True),),
            odd_chip="stud", aliases=("seven card razz", "stud low"),
        ),
        Game(
            "five-card-draw", "Five Card Draw", 5, (_high(),),
            aliases=("5 card draw", "draw", "5cd", "five card draw high"),
        ),
        Game(
            "2-7-single-draw", "2-7 Single Draw", 5, (Side("low", "deuce-to-seven"),),
            aliases=("2-7 sd", "27sd", "deuce to seven single draw", "2-7 draw", "nl 2-7", "kansas city lowball"),
        ),
        Game(
            "2-7-triple-draw", "2-7 Triple Draw", 5, (Side("low", "deuce-to-seven"),),
            aliases=("2-7 td", "27td", "deuce to seven triple draw", "td", "2-7 lowball triple draw"),
        ),
        Game(
            "a-5-triple-draw", "A-5 Triple Draw", 5, (Side("low", "ace-to-five", ace_low=True),),
            aliases=("a-5 td", "a5td", "ace to five triple draw", "california lowball triple draw"),
        ),
        Game("badugi", "Badugi", 4, (Side("badugi", "badugi", ace_low=True),), aliases=("badugi triple draw",)),
        Game(
            "badeucy", "Badeucy (Badugi and 2-7, split)", 5,
            (Side("badugi", "badugi-ace-high", hole=4), Side("low", "deuce-to-seven")),
            aliases=("badeucey", "badeuce"),
        ),
        Game(
            "badacey", "Badacey (Badugi and A-5, split)", 5,
            (Side("badugi", "badugi", hole=4, ace_low=True), Side("low", "ace-to-five", ace_low=True)),
            aliases=("badacy", "badace"),
        ),
        Game(
            "short-deck", "Short-deck (6+) Hold'em, trips beat a straight (Triton)", 2,
            (_high(ranking="short-deck"),), board_cards=5, deck=SHORT_DECK,
            aliases=("short deck holdem", "6+", "six plus", "shortdeck", "6+ holdem", "triton"),
        ),
        Game(
            "short-deck-classic", "Short-deck (6+) Hold'em, a straight beats trips", 2,
            (_high(ranking="short-deck-classic"),), board_cards=5, deck=SHORT_DECK,
            aliases=("short deck classic", "6+ classic", "shortdeck classic"),
        ),
    )
}  # fmt: skip
"""Every game by its canonical name."""


def _normalize(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum() or ch == "+")


@cache
def _index() -> dict[str, str]:
    index: dict[str, str] = {}
    for game in GAMES.values():
        for key in (game.name, game.title, *game.aliases):
            index.setdefault(_normalize(key), game.name)
    return index


def get_game(game: str | Game) -> Game:
    """The game with this name or alias (case, spaces and punctuation ignored).

    >>> get_game("PLO5").name, get_game("Stud8").name, get_game("nlhe").name
    ('omaha-5', 'stud-hi-lo', 'holdem')
    >>> get_game("omaha hi-lo").name
    'omaha-hi-lo'
    >>> try:
    ...     get_game("omha8")
    ... except UnknownGameError as exc:
    ...     exc.suggestions
    ('omaha-hi-lo', 'omaha', 'omaha-6')
    """
    if isinstance(game, Game):
        return game
    if not isinstance(game, str):
        raise UnknownGameError(f"a game is named by a string, got {game!r}")
    index = _index()
    found = index.get(_normalize(game))
    if found is not None:
        return GAMES[found]
    from pokerrank.wild_games import parse_wild_game  # "holdem with wild joker"

    wild = parse_wild_game(game)
    if wild is not None:
        return wild
    wanted = _normalize(game)
    close = difflib.get_close_matches(wanted, list(index), n=6, cutoff=0.6)
    suggestions = tuple(dict.fromkeys(index[key] for key in close))[:3]
    if not suggestions:
        suggestions = tuple(dict.fromkeys(name for key, name in index.items() if wanted and wanted in key))[:3]
    hint = f"; did you mean {' or '.join(suggestions)}?" if suggestions else f"; known games: {', '.join(GAMES)}"
    raise UnknownGameError(f"unknown game {game!r}{hint} (see `pokerrank games`)", suggestions)
