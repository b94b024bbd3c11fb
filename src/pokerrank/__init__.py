"""pokerrank: who wins at poker, for every ranking real games use.

>>> import pokerrank
>>> hand = pokerrank.evaluate("As Ks Qs Js Ts 2c 3d")
>>> str(hand), hand.strength
('royal flush', 7462)

Showdowns, equity, ranges, the batch showdown, ICM and outs load on first use (their engines pull in
thread pools and kernels that a single showdown or a ranking never needs), so ``import
pokerrank`` stays light.
"""

from typing import TYPE_CHECKING, Any

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
from pokerrank.errors import (
    CardCountError,
    ChipAmountError,
    DealError,
    DuplicateCardError,
    EmptyInputError,
    FormatError,
    GameDefinitionError,
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
    UnknownPlayerError,
)
from pokerrank.games import GAMES, Game, get_game, with_wild
from pokerrank.hands import Hand
from pokerrank.i18n import describe, languages
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

if TYPE_CHECKING:
    from pokerrank._equity import (
        EquityResult,
        PlayerEquity,
        RangeEquityResult,
        RangePlayerEquity,
        equity,
        range_equity,
    )
    from pokerrank._icm import CallEV, ICMResult, PlayerICM, icm, icm_call
    from pokerrank._outs import Lead, OutGroup, OutsResult, PlayerOuts, describe_cards, outs
    from pokerrank._showdown import (
        Player,
        PlayerResult,
        PotResult,
        ShowdownResult,
        ShownHand,
        SideResult,
        showdown,
        showdown_from_dict,
    )
    from pokerrank._showdown.batch import BatchShowdown, showdown_batch
    from pokerrank.comparison import Comparison, Explanation, compare, explain
    from pokerrank.ranges import HandRange, parse_range

# Only names that no submodule shares: importing a submodule sets the package attribute of
# its name, which would hide a lazy function of the same name (hence the private modules
# pokerrank._icm and pokerrank._outs behind the functions icm and outs).
_LAZY = {
    **dict.fromkeys(("CallEV", "ICMResult", "PlayerICM", "icm", "icm_call"), "pokerrank._icm"),
    **dict.fromkeys(("Lead", "OutGroup", "OutsResult", "PlayerOuts", "describe_cards", "outs"), "pokerrank._outs"),
    **dict.fromkeys(
        ("EquityResult", "PlayerEquity", "RangeEquityResult", "RangePlayerEquity", "equity", "range_equity"),
        "pokerrank._equity",
    ),
    **dict.fromkeys(("HandRange", "parse_range"), "pokerrank.ranges"),
    **dict.fromkeys(("BatchShowdown", "showdown_batch"), "pokerrank._showdown.batch"),
    **dict.fromkeys(("Comparison", "Explanation", "compare", "explain"), "pokerrank.comparison"),
    **dict.fromkeys(("Player", "PlayerResult", "PotResult", "ShowdownResult", "ShownHand"), "pokerrank._showdown"),
    **dict.fromkeys(("SideResult", "showdown", "showdown_from_dict"), "pokerrank._showdown"),
}
"""Public names whose modules load on first use (PEP 562), and those modules."""


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'pokerrank' has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))


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
    "BatchShowdown",
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
    "GameDefinitionError",
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
    "PlayerResult",
    "PokerRankError",
    "PotResult",
    "RangeEquityResult",
    "RangeError",
    "RangePlayerEquity",
    "Rank",
    "Ranking",
    "ShowdownResult",
    "ShownHand",
    "SideResult",
    "Suit",
    "TooManyDealsError",
    "UnknownGameError",
    "UnknownLanguageError",
    "UnknownNameError",
    "UnknownPlayerError",
    "__version__",
    "array_to_cards",
    "cards_to_array",
    "categories",
    "compare",
    "deck",
    "describe",
    "describe_cards",
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
