"""The catalogue: every game pokerrank knows, as data.

Adding a game, a joker game included, is adding one more :class:`~pokerrank.games.specs.Game`
value here. Games "with wild X" for any of these are made on demand by
:func:`pokerrank.games.with_wild` and are not listed.

>>> [game.name for game in PLAIN_GAMES][:4]
['holdem', 'omaha', 'omaha-5', 'omaha-6']
>>> [game.name for game in WILD_GAMES]
['five-card-draw-bug', 'california-lowball', 'deuces-wild-draw']
"""

from __future__ import annotations

from typing import Final

from pokerrank.games.specs import EIGHT_OR_BETTER, JOKER_DECK, SHORT_DECK, Game, Side

__all__ = ["PLAIN_GAMES", "WILD_GAMES"]


def _high(hole: int | None = None, board: int | None = None, ranking: str = "high") -> Side:
    return Side("high", ranking, hole, board)


def _low8(hole: int | None = None, board: int | None = None) -> Side:
    return Side("low", "ace-to-five", hole, board, EIGHT_OR_BETTER, ace_low=True)


def _omaha(n: int, name: str, title: str, aliases: tuple[str, ...]) -> Game:
    return Game(name, title, n, (_high(2, 3),), board_cards=5, aliases=aliases, dealt="board")


def _omaha8(n: int, name: str, title: str, aliases: tuple[str, ...]) -> Game:
    return Game(name, title, n, (_high(2, 3), _low8(2, 3)), board_cards=5, aliases=aliases, dealt="board")


PLAIN_GAMES: Final[tuple[Game, ...]] = (
    Game(
        "holdem", "Texas Hold'em", 2, (_high(),), board_cards=5, dealt="board",
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
        "2-7-drawmaha", "2-7 Drawmaha (Five Card Omaha high and 2-7 draw, split; one draw after the flop)", 5,
        (_high(2, 3), Side("low", "deuce-to-seven", hole=5, board=0)), board_cards=5, dealt="board", board_draw=True,
        aliases=("2-7 drawmaha", "deuce to seven drawmaha", "drawmaha 2-7", "drawmaha27", "27 drawmaha"),
    ),
    Game(
        "irish", "Irish (four hole cards, two thrown away after the flop's betting, then Hold'em)", 2, (_high(),),
        board_cards=5, dealt="board", discards=2,
        aliases=("irish poker",),
    ),
    Game(
        "stud", "Seven Card Stud", 7, (_high(),), odd_chip="stud", dealt="stud",
        aliases=("seven card stud", "7 card stud", "7cs", "stud hi", "7 stud"),
    ),
    Game(
        "stud-hi-lo", "Seven Card Stud Hi/Lo eight or better", 7, (_high(), _low8()), odd_chip="stud", dealt="stud",
        aliases=("stud8", "stud/8", "7 stud 8", "seven card stud hi lo", "stud eight or better", "stud hilo"),
    ),
    Game(
        "five-card-stud", "Five Card Stud", 5, (_high(),), odd_chip="stud", dealt="stud",
        aliases=("5 card stud", "5cs", "5 stud", "five card stud high", "stud 5"),
    ),
    Game(
        "razz", "Razz (Seven Card Stud, ace-to-five low)", 7, (Side("low", "ace-to-five", ace_low=True),),
        odd_chip="stud", dealt="stud", aliases=("seven card razz", "stud low"),
    ),
    Game(
        "2-7-razz", "2-7 Razz (Seven Card Stud, deuce-to-seven low)", 7, (Side("low", "deuce-to-seven"),),
        odd_chip="stud", dealt="stud", aliases=("deuce to seven razz", "27 razz", "2-7 stud", "2-7 seven card razz"),
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
    Game(
        "a-5-single-draw", "A-5 Single Draw", 5, (Side("low", "ace-to-five", ace_low=True),),
        aliases=("a-5 sd", "a5sd", "ace to five single draw", "a-5 lowball single draw"),
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
        (_high(ranking="short-deck"),), board_cards=5, dealt="board", deck=SHORT_DECK,
        aliases=("short deck holdem", "6+", "six plus", "shortdeck", "6+ holdem", "triton"),
    ),
    Game(
        "short-deck-classic", "Short-deck (6+) Hold'em, a straight beats trips", 2,
        (_high(ranking="short-deck-classic"),), board_cards=5, dealt="board", deck=SHORT_DECK,
        aliases=("short deck classic", "6+ classic", "shortdeck classic"),
    ),
)  # fmt: skip
"""The games without wild cards, in the order `pokerrank games` lists them."""

WILD_GAMES: Final[tuple[Game, ...]] = (
    Game(
        "five-card-draw-bug", "Five Card Draw with the bug", 5, (Side("high", "high-bug"),), deck=JOKER_DECK,
        aliases=("draw with the bug", "five card draw with the bug", "5 card draw bug", "joker draw", "bug draw"),
    ),
    Game(
        "california-lowball", "California Lowball (A-5 draw with the joker)", 5,
        (Side("low", "ace-to-five-joker", ace_low=True),), deck=JOKER_DECK,
        aliases=("a-5 lowball", "a-5 draw", "a5 draw", "ace to five draw", "ace to five lowball", "california draw"),
    ),
    Game(
        "deuces-wild-draw", "Five Card Draw, deuces wild", 5, (Side("high", "high-deuces-wild"),),
        aliases=("deuces wild", "deuces wild draw", "five card draw deuces wild", "draw deuces wild"),
    ),
)  # fmt: skip
"""The named wild-card games."""
