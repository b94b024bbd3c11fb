"""Rankings: every rule set real games use, one object each, found by name.

The rankings, in the order ``pokerrank rankings`` lists them (each module mirrors its table
builders in :mod:`pokerrank.tables`):

- :mod:`~pokerrank.rankings.high`: ``high``, ``short-deck``, ``short-deck-classic``;
- :mod:`~pokerrank.rankings.lows`: ``ace-to-five``, ``eight-or-better``, ``deuce-to-seven``,
  ``ace-to-six``;
- :mod:`~pokerrank.rankings.badugi`: ``badugi``, ``badugi-ace-high``;
- :mod:`~pokerrank.rankings.wild`: ``high-bug``, ``high-wild``, ``high-deuces-wild``,
  ``ace-to-five-joker``, ``eight-or-better-joker``.

Every one has the same shape (:class:`~pokerrank.rankings.base.Ranking`): ``evaluate``,
``strength``, ``evaluate_array``, categories, the cards that play, what decides.

Types that tell the truth: :func:`evaluate` returns ``Hand`` for a ranking without a
qualifier (named by a literal name or alias, :data:`PlainRankingName`, or given as a
:data:`PlainRanking` object) and ``Hand | None`` otherwise (an eight-or-better hand without
a qualifying low is ``None``); a hand's ``category`` is a :data:`HandCategory`, one of the
rankings' category enums.

>>> import pokerrank
>>> pokerrank.evaluate("As Ks Qs Js Ts 2c 3d").category
<Category.STRAIGHT_FLUSH: 8>
>>> pokerrank.strength([51, 47, 43, 39, 35]) == pokerrank.evaluate("As Ks Qs Js Ts").strength
True
>>> get_ranking("razz"), get_ranking("2-7")
(<Ranking ace-to-five>, <Ranking deuce-to-seven>)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Final, Literal, TypeAlias, TypeVar, overload

from pokerrank._checks import check_array_input, plainly
from pokerrank.cards import CardsLike
from pokerrank.errors import UnknownNameError
from pokerrank.hands import Hand
from pokerrank.rankings.badugi import BADUGI, BADUGI_ACE_HIGH, Badugi, BadugiCategory
from pokerrank.rankings.base import CategoryEnum, Ranking
from pokerrank.rankings.high import (
    HIGH,
    SHORT_DECK,
    SHORT_DECK_CLASSIC,
    Category,
    FiveCardHigh,
    ShortDeckCategory,
    ShortDeckClassicCategory,
)
from pokerrank.rankings.lows import (
    ACE_TO_FIVE,
    ACE_TO_SIX,
    DEUCE_TO_SEVEN,
    EIGHT_OR_BETTER,
    AceToFiveCategory,
    AceToFiveLow,
    AceToSixCategory,
    AceToSixLow,
    DeuceToSevenCategory,
    DeuceToSevenLow,
    EightOrBetterCategory,
)
from pokerrank.rankings.wild import (
    ACE_TO_FIVE_JOKER,
    BUG,
    DEUCES_WILD,
    EIGHT_OR_BETTER_JOKER,
    JOKER_WILD,
    WILD_KINDS,
    wild_forms,
)
from pokerrank.registry import Registry

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = [
    "RANKINGS",
    "REGISTRY",
    "Category",
    "CategoryEnum",
    "HandCategory",
    "PlainRanking",
    "PlainRankingName",
    "Ranking",
    "categories",
    "evaluate",
    "evaluate_array",
    "get_ranking",
    "strength",
    "wild_kind",
    "wild_ranking",
]

REGISTRY: Final[Registry[Ranking]] = Registry("ranking", hint="see `pokerrank rankings`")
"""Every ranking by its name and aliases (case, spaces and dashes ignored)."""
for _ranking in (
    HIGH,
    ACE_TO_FIVE,
    EIGHT_OR_BETTER,
    DEUCE_TO_SEVEN,
    ACE_TO_SIX,
    BADUGI,
    BADUGI_ACE_HIGH,
    SHORT_DECK,
    SHORT_DECK_CLASSIC,
    BUG,
    JOKER_WILD,
    DEUCES_WILD,
    ACE_TO_FIVE_JOKER,
    EIGHT_OR_BETTER_JOKER,
):
    REGISTRY.add(_ranking.name, _ranking, _ranking.aliases)

RANKINGS: Final[Mapping[str, Ranking]] = REGISTRY.items()
"""Every ranking by its canonical name (a read-only mapping)."""

HandCategory: TypeAlias = (
    Category
    | ShortDeckCategory
    | ShortDeckClassicCategory
    | AceToFiveCategory
    | EightOrBetterCategory
    | DeuceToSevenCategory
    | AceToSixCategory
    | BadugiCategory
)
"""The category of a hand (:attr:`pokerrank.Hand.category`): a member of one of the
rankings' category enums, each a :class:`~pokerrank.rankings.base.CategoryEnum` (an
``IntEnum``, weakest first, printed as ``Category.FLUSH``). ``isinstance(c, Category)``
narrows it to the high ranking's categories."""

PlainRanking: TypeAlias = FiveCardHigh | AceToFiveLow | DeuceToSevenLow | AceToSixLow | Badugi
"""A ranking without a qualifier: its ``evaluate`` always returns a :class:`~pokerrank.hands.Hand`
(every ranking but ``eight-or-better`` and ``eight-or-better-joker``, whose ``evaluate``
returns ``None`` for a hand without a qualifying low)."""

PlainRankingName = Literal[
    "high", "hi", "traditional",
    "ace-to-five", "a5", "a-5", "ace-to-five-low", "a5-low", "razz", "california",
    "deuce-to-seven", "2-7", "27", "deuce-to-seven-low", "2-7-low", "kansas-city",
    "ace-to-six", "a6", "a-6", "ace-to-six-low", "a6-low", "london",
    "badugi", "badugi-low", "badugi-ace-low",
    "badugi-ace-high", "badeucy-badugi", "badugi-a-high", "ace-high-badugi",
    "short-deck", "shortdeck", "6+", "six-plus", "short-deck-triton", "triton",
    "short-deck-classic", "shortdeck-classic", "short-deck-straight-over-trips", "6+ classic",
    "high-bug", "bug", "joker-bug", "high-joker-bug",
    "high-wild", "joker-wild", "jokers-wild", "high-joker-wild", "wild",
    "high-deuces-wild", "deuces-wild", "deuces",
    "ace-to-five-joker", "a5-joker", "a-5-joker", "razz-joker", "california-joker",
]  # fmt: skip
"""Every name and alias, as written in the registry, of a :data:`PlainRanking`: with one of
these (as a literal) type checkers know :func:`evaluate` returns a ``Hand``. Any other
string, even another spelling of the same ranking (``"High"``), may name
``eight-or-better``, so it gives ``Hand | None``."""

_R = TypeVar("_R", bound=Ranking)

_CHECKED: dict[str, Callable[[Sequence[int]], int]] = {}
"""The checked scalar evaluator of each name :func:`strength` was called with (at most 1,000)."""


@overload
def get_ranking(ranking: PlainRankingName) -> PlainRanking: ...
@overload
def get_ranking(ranking: _R) -> _R: ...
@overload
def get_ranking(ranking: str | Ranking) -> Ranking: ...
def get_ranking(ranking: str | Ranking) -> Ranking:
    """The ranking with this name or alias (case, spaces and dashes ignored).

    >>> get_ranking("High")
    <Ranking high>
    >>> get_ranking("deuce to sevn")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerrank.errors.UnknownNameError: unknown ranking 'deuce to sevn'; did you mean deuce-to-seven...
    """
    if isinstance(ranking, Ranking):
        return ranking
    return REGISTRY.get(ranking)


@overload
def evaluate(cards: CardsLike, ranking: PlainRankingName | PlainRanking = "high") -> Hand: ...
@overload
def evaluate(cards: CardsLike, ranking: str | Ranking) -> Hand | None: ...
def evaluate(cards: CardsLike, ranking: str | Ranking = "high") -> Hand | None:
    """Rank a hand given as text or card codes: best five of five or more cards.

    Returns a :class:`~pokerrank.hands.Hand`; under ``eight-or-better`` (and its joker form),
    ``None`` for a hand without a qualifying low. Type checkers see ``Hand`` for the default
    ranking, a literal name of a ranking without a qualifier (:data:`PlainRankingName`) or a
    :data:`PlainRanking` object, and ``Hand | None`` for any other name or ranking.

    >>> hand = evaluate("7c 7d 7h 2s 2d Ah Kh")
    >>> str(hand), hand.category.name
    ('full house, sevens full of deuces', 'FULL_HOUSE')
    >>> evaluate("Ac 2d 3h 9s 9c", "eight-or-better") is None
    True
    """
    return get_ranking(ranking).evaluate(cards)


def strength(cards: Sequence[int], ranking: str | Ranking = "high") -> int:
    """The strength of a hand given as card codes (larger is stronger; equal ties).

    The fast scalar path: codes are looked up by value, so numpy integers work as well as
    ints. A code out of range, a repeated card or a wrong number of cards raises the same
    typed errors as :func:`evaluate`.

    >>> strength([51, 47, 43, 39, 35])  # the royal flush: the strongest high hand
    7462
    """
    checked = _CHECKED.get(ranking) if isinstance(ranking, str) else None
    if checked is None:
        checked = get_ranking(ranking).checked_strength
        if isinstance(ranking, str) and len(_CHECKED) < 1000:
            _CHECKED[ranking] = checked
    return checked(cards)


def evaluate_array(
    cards: npt.ArrayLike, ranking: str | Ranking = "high", *, check: bool = True
) -> npt.NDArray[np.int32]:
    """Strengths of many hands at once: an (N, k) array of card codes to (N,) int32.

    Identical to :func:`strength` on every row. ``check=False`` skips the scan for
    duplicate cards (codes are still range-checked unless the array is already uint8).

    >>> import numpy as np
    >>> evaluate_array(np.array([[51, 47, 43, 39, 35], [0, 4, 8, 12, 21]])).tolist()
    [7462, 1]
    """
    return get_ranking(ranking).evaluate_array(cards, check=check)


def categories(strengths: npt.ArrayLike, ranking: str | Ranking = "high") -> npt.NDArray[np.uint8]:
    """The category number of each strength in an array (strengths as the batch API gives them).

    >>> categories([7462, 1]).tolist()
    [8, 0]
    """
    import numpy as np

    from pokerrank.errors import InvalidStrengthError
    from pokerrank.registry import shorten

    rk = get_ranking(ranking)
    check_array_input(strengths, "the strengths", error=InvalidStrengthError)  # range(10**12)
    try:
        values = np.asarray(strengths)
    except ValueError:  # a ragged list
        raise InvalidStrengthError(
            f"strengths must be a flat list or array of ints, got {plainly(strengths)}"
        ) from None
    if values.dtype.kind not in "iu":
        raise InvalidStrengthError(f"strengths must be integers, got {values.dtype} ({shorten(strengths)})")
    bounds = np.array(rk.category_bounds)
    top = rk.max_strength
    if values.size and (values.min() < bounds[0] or values.max() > top):
        bad = values[(values < bounds[0]) | (values > top)].flat[0]
        raise InvalidStrengthError(
            f"strength {int(bad)} is not a {rk.name} strength (they run from {int(bounds[0])} to {top})"
        )
    return np.asarray(np.searchsorted(bounds, values, side="right") - 1, dtype=np.uint8)  # 0-d for one strength


def wild_kind(wild: str) -> str:
    """The canonical kind of a wild card: ``"joker"``, ``"bug"`` or ``"deuces"``.

    >>> wild_kind("2"), wild_kind("Jokers"), wild_kind("BUG")
    ('deuces', 'joker', 'bug')
    """
    return WILD_KINDS.canonical(wild)


def wild_ranking(ranking: str | Ranking, wild: str) -> Ranking:
    """The ranking that ``ranking`` becomes with the wild card ``wild`` (joker, bug or 2).

    A ranking that already has its wild card is returned as it is.

    >>> wild_ranking("hi", "2")
    <Ranking high-deuces-wild>
    >>> wild_ranking("2-7", "joker")
    Traceback (most recent call last):
    ...
    pokerrank.errors.UnknownNameError: the deuce-to-seven ranking has no form with a wild joker; ...
    """
    base = get_ranking(ranking)
    kind = wild_kind(wild)
    forms = wild_forms()
    if (base.name, kind) in forms:
        return REGISTRY.get(forms[base.name, kind])
    if base.name in {form for (_, k), form in forms.items() if k == kind}:
        return base
    choices = ", ".join(sorted({f"{plain} with {k}" for plain, k in forms}))
    raise UnknownNameError(f"the {base.name} ranking has no form with a wild {kind}; known forms: {choices}")
