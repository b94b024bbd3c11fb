"""pokerrank: who wins at poker, for every ranking real games use.

>>> import pokerrank
>>> hand = pokerrank.evaluate("As Ks Qs Js Ts 2c 3d")
>>> str(hand), hand.strength
('royal flush', 7462)
"""

from pokerrank._equity import EquityResult, PlayerEquity, RangeEquityResult, equity, range_equity
from pokerrank._showdown import Player, ShowdownResult, showdown, showdown_batch, showdown_from_dict
from pokerrank._version import __version__
from pokerrank.cards import (
    JOKER,
    Card,
    Rank,
    Suit,
    array_to_cards,
    cards_to_array,
    deck,
    format_cards,
    parse_card,
    parse_cards,
)
from pokerrank.comparison import Comparison, Explanation, compare, explain
from pokerrank.errors import (
    CardCountError,
    ChipAmountError,
    DealError,
    DuplicateCardError,
    EmptyInputError,
    FormatError,
    HandMismatchError,
    HandSizeError,
    ICMError,
    InvalidCardError,
    MissingCardsError,
    PokerRankError,
    RangeError,
    TooManyDealsError,
    UnknownGameError,
    UnknownLanguageError,
    UnknownNameError,
)
from pokerrank.games import GAMES, Game, get_game, with_wild
from pokerrank.hands import Hand
from pokerrank.i18n import describe, languages
from pokerrank.icm import CallEV, ICMResult, PlayerICM, icm, icm_call
from pokerrank.outs import Lead, OutGroup, OutsResult, PlayerOuts, outs
from pokerrank.ranges import HandRange, parse_range
from pokerrank.rankings import (
    RANKINGS,
    Category,
    HandCategory,
    PlainRanking,
    PlainRankingName,
    Ranking,
    categories,
    evaluate,
    evaluate_array,
    get_ranking,
    strength,
    wild_ranking,
)
from pokerrank.rankings.badugi import BADUGI, BADUGI_ACE_HIGH
from pokerrank.rankings.high import HIGH, SHORT_DECK, SHORT_DECK_CLASSIC
from pokerrank.rankings.lows import ACE_TO_FIVE, ACE_TO_SIX, DEUCE_TO_SEVEN, EIGHT_OR_BETTER
from pokerrank.rankings.wild import ACE_TO_FIVE_JOKER, BUG, DEUCES_WILD, EIGHT_OR_BETTER_JOKER, JOKER_WILD

__all__ = [
    "ACE_TO_FIVE",
    "ACE_TO_FIVE_JOKER",
    "ACE_TO_SIX",
    "BADUGI",
    "BADUGI_ACE_HIGH",
    "BUG",
    "DEUCES_WILD",
    "DEUCE_TO_SEVEN",
    "EIGHT_OR_BETTER",
    "EIGHT_OR_BETTER_JOKER",
    "GAMES",
    "HIGH",
    "JOKER",
    "JOKER_WILD",
    "RANKINGS",
    "SHORT_DECK",
    "SHORT_DECK_CLASSIC",
    "CallEV",
    "Card",
    "CardCountError",
    "Category",
    "ChipAmountError",
    "Comparison",
    "DealError",
    "DuplicateCardError",
    "EmptyInputError",
    "EquityResult",
    "Explanation",
    "FormatError",
    "Game",
    "Hand",
    "HandCategory",
    "HandMismatchError",
    "HandRange",
    "HandSizeError",
    "ICMError",
    "ICMResult",
    "InvalidCardError",
    "Lead",
    "MissingCardsError",
    "OutGroup",
    "OutsResult",
    "PlainRanking",
    "PlainRankingName",
    "Player",
    "PlayerEquity",
    "PlayerICM",
    "PlayerOuts",
    "PokerRankError",
    "RangeEquityResult",
    "RangeError",
    "Rank",
    "Ranking",
    "ShowdownResult",
    "Suit",
    "TooManyDealsError",
    "UnknownGameError",
    "UnknownLanguageError",
    "UnknownNameError",
    "__version__",
    "array_to_cards",
    "cards_to_array",
    "categories",
    "compare",
    "deck",
    "describe",
    "equity",
    "evaluate",
    "evaluate_array",
    "explain",
    "format_cards",
    "get_game",
    "get_ranking",
    "icm",
    "icm_call",
    "languages",
    "outs",
    "parse_card",
    "parse_cards",
    "parse_range",
    "range_equity",
    "showdown",
    "showdown_batch",
    "showdown_from_dict",
    "strength",
    "wild_ranking",
    "with_wild",
]
