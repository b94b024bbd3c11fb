"""A spot validated before anything is computed: the game, each player's holding, board, dead.

The cards are read and checked with the same pieces as a showdown's deal
(:func:`pokerrank.deal.parse_group`, :func:`pokerrank.deal.check_cards`): the same words for
the same mistakes. What differs is that hands may be partial or ranges: in stud each player
shows the cards seen so far; in any board or stud game a player may hold a pattern (``AA**``,
``As***``) or a range (``QQ+, AKs``, ``AA**$ds:0.5, KK**``), read by
:func:`pokerrank.ranges.parse_range` for the game's hand size and deck.

The run parameters (samples, seed, the precision target, ...) are checked here too, before
any card is read (:func:`check_options`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import islice
from numbers import Real
from typing import Any, Final

from pokerrank._checks import (
    MAX_DEALS,
    MAX_RANGE_DEALS,
    MAX_SAMPLES,
    MAX_SEED,
    check_flag,
    check_int,
    check_run_options,
    plainly,
    shorten,
)
from pokerrank.cards import Card, CardsLike, format_cards
from pokerrank.deal import check_cards, parse_group
from pokerrank.errors import CardCountError, DealError, InvalidCardError, PokerRankError, RangeError
from pokerrank.games import Dealing, Game, Side, get_game, side_rules
from pokerrank.ranges import HandRange, parse_range

__all__ = [
    "MAX_DEALS",
    "MAX_PLAYERS",
    "MAX_RANGE_DEALS",
    "MAX_SAMPLES",
    "MAX_SEED",
    "MIN_STD_ERROR",
    "Holding",
    "Options",
    "Plan",
    "check_options",
    "plan_spot",
    "written_as_range",
]

MIN_STD_ERROR: Final = 1e-5
"""The smallest precision target: a share of the pot varies at most by 1/2, so any target
is met within ``1 / (4 * std_error**2)`` deals, 2.5 billion at this one."""
MAX_PLAYERS: Final = 52
"""The most players a spot takes (a board or stud game runs out of cards well before)."""

_RANGE_CHARS: Final = frozenset("*,+-:$")


@dataclass(frozen=True)
class Options:
    """The run parameters, checked."""

    samples: int | None
    seed: int | None
    max_deals: int
    progress: Callable[[int, int], None] | None
    interruptible: bool
    std_error: float | None


def check_options(
    samples: object, seed: object, max_deals: object, progress: object, interruptible: object, std_error: object
) -> Options:
    """Every run parameter checked at the edge, before any card is read: a
    :class:`~pokerrank.errors.DealError` names the parameter and quotes the value.

    >>> check_options(None, "abc", 10, None, False, None)
    Traceback (most recent call last):
    ...
    pokerrank.errors.DealError: seed must be a whole number, got the text 'abc'
    """
    samples, seed = check_run_options(
        samples, seed, sampled=samples is not None or std_error is not None, error=DealError,
        draws="samples (the number of deals to draw)", give="samples or std_error",
    )  # fmt: skip
    max_deals = check_int(max_deals, "max_deals", low=1, error=DealError)
    if progress is not None and not callable(progress):
        raise DealError(f"progress must be a function progress(done, total) or None, got {plainly(progress)}")
    interruptible = check_flag(interruptible, "interruptible", error=DealError)
    if std_error is not None:
        if isinstance(std_error, bool) or not isinstance(std_error, Real):
            raise DealError(f"std_error must be a number such as 0.001, got {plainly(std_error)}")
        target = float(std_error)
        if not (math.isfinite(target) and MIN_STD_ERROR <= target <= 0.5):
            raise DealError(f"std_error must be from {MIN_STD_ERROR:g} to 0.5, got {plainly(std_error)}")
        std_error = target
    return Options(samples, seed, max_deals, progress, interruptible, std_error)


@dataclass(frozen=True)
class Holding:
    """One player's cards: ``cards`` known, or a ``range`` (of hands, or of a pattern)."""

    text: str
    """What the results show: the cards, or the range as written."""
    cards: tuple[Card, ...]
    range: HandRange | None = None
    stars: int = 0
    """Unknown cards of a fixed holding, dealt from the deck (``As***``: As and three)."""

    @property
    def fixed(self) -> bool:
        """Whether the cards are known, but for ``stars`` unknown ones (in stud: the cards seen
        so far, the rest to come)."""
        return self.range is None


@dataclass
class Plan:
    """A validated spot."""

    game: Game
    names: list[str]
    holdings: list[Holding]
    board: tuple[Card, ...]
    dead: tuple[Card, ...]
    dealt: Dealing
    """``board`` (the board is dealt out), ``stud`` (each hand is dealt up to seven), or
    ``draw`` (the hands stand pat: one showdown decides)."""
    hole: int
    """The size of a complete hand."""

    @property
    def hands(self) -> list[tuple[Card, ...]]:
        """Each player's known cards (none for a range)."""
        return [h.cards for h in self.holdings]

    @property
    def fixed(self) -> bool:
        """Whether every player's cards are known (no range, no unknown card)."""
        return all(h.fixed and not h.stars for h in self.holdings)

    @property
    def known(self) -> set[int]:
        """The codes of every known card: fixed hands, board, dead."""
        out = {int(c) for h in self.holdings for c in h.cards}
        out.update(int(c) for c in self.board)
        out.update(int(c) for c in self.dead)
        return out


def _entries(hands: object) -> tuple[list[str], list[Any]]:
    if hands is None:
        raise DealError(
            "hands must be a list of the players' cards (or a mapping of names to cards), got nothing (None)"
        )
    if isinstance(hands, Mapping):
        names = []
        for name in hands:
            if not isinstance(name, str) or not name.strip():
                raise DealError(f"a player's name must be a non-empty string, got {plainly(name)}")
            names.append(name)
        return names, list(hands.values())
    if isinstance(hands, (str, bytes)):
        raise DealError(f"hands are given one per player (a list), got the single string {shorten(hands)}")
    try:
        raw = list(islice(hands, MAX_PLAYERS + 1))  # type: ignore[call-overload]  # range(10**12) is not read to the end
    except TypeError:
        raise DealError(f"hands must be a list of the players' cards, got {plainly(hands)}") from None
    if len(raw) > MAX_PLAYERS:
        raise DealError(f"equity takes at most {MAX_PLAYERS} players, got more in the hands {shorten(hands)}")
    return [f"player {i + 1}" for i in range(len(raw))], raw


def _comma_range(raw: str, cards: Sequence[Card], spec: Game) -> bool:
    """Whether cards read from ``raw`` are a range after all: in a board game 'AsKs, QsQh'
    reads as four cards, but the comma says a range of two hands (unless they are one hand)."""
    return "," in raw and spec.dealt == "board" and len(cards) != spec.hole_cards


def written_as_range(text: str, spec: Game) -> bool:
    """Whether a hand is written as a range or pattern (``QQ+``, ``AA**``, ``AsKs, QsQh``),
    not as cards: the rule :func:`plan_spot` reads hands by, for callers that choose between
    :func:`~pokerrank.equity` and :func:`~pokerrank.range_equity` (the command line).

    >>> from pokerrank.games import get_game
    >>> [written_as_range(t, get_game("holdem")) for t in ("As Ks", "QQ+", "AsKs, QsQh", "As Ks, ")]
    [False, True, True, False]
    """
    from pokerrank.cards import parse_cards

    try:
        cards = parse_cards(text)
    except PokerRankError:
        return True
    return _comma_range(text, cards, spec)


def _read_range(raw: str, name: str, spec: Game, card_error: PokerRankError | None) -> HandRange:
    size = None if spec.dealt == "stud" else spec.hole_cards
    try:
        return parse_range(raw, size, deck=spec.deck.codes, max_cards=spec.hole_cards)
    except RangeError as exc:
        if card_error is not None and not _RANGE_CHARS.intersection(raw):
            raise card_error from None  # a typo in a card ('As Xs'), not a range
        raise RangeError(f"{name}: {exc}") from None


def _holding(raw: object, name: str, spec: Game, as_range: bool) -> tuple[Holding, tuple[Card, ...]]:
    """A player's holding, and the cards it fixes (for the duplicate check)."""
    stud = spec.dealt == "stud"
    if isinstance(raw, HandRange):
        hand_range = raw
    elif isinstance(raw, str) and as_range:
        hand_range = _read_range(raw, name, spec, None)
    else:
        try:
            cards = parse_group(raw, f"{name}'s hand", spec)  # type: ignore[arg-type]
        except InvalidCardError as exc:
            if not isinstance(raw, str):
                raise
            hand_range = _read_range(raw, name, spec, exc)
        else:
            if not (isinstance(raw, str) and _comma_range(raw, cards, spec)):
                return Holding(format_cards(cards), cards), cards
            hand_range = _read_range(raw, name, spec, None)
    if spec.dealt == "draw":
        raise DealError(
            f"{name} holds a range or unknown cards ({shorten(hand_range.text)}); in {spec.title} the hands "
            "stand pat: give every card"
        )
    if not stud and hand_range.size != spec.hole_cards:
        raise RangeError(
            f"{name}: the range {shorten(hand_range.text)} holds hands of {hand_range.size} cards; "
            f"{spec.title} deals {spec.hole_cards}"
        )
    if hand_range.every:  # every hand: dealt from the deck as unknown cards, never enumerated
        return Holding(hand_range.text, (), None, hand_range.size), ()
    for combo in hand_range.combos:
        for c in combo:
            if c not in spec.deck.codes:
                raise RangeError(
                    f"{name}'s range {shorten(hand_range.text)} holds {format_cards([c])}, "
                    f"not in the {spec.deck.description} deck"
                )
    if len(hand_range.combos) == 1 and (stud or hand_range.stars):
        # known cards and unknown ones (in stud: the cards seen so far, the rest to come)
        cards = tuple(Card(c) for c in hand_range.combos[0])
        if hand_range.size > spec.hole_cards:
            raise CardCountError(f"{name} shows {hand_range.size} cards; {spec.title} deals at most {spec.hole_cards}")
        return Holding(hand_range.text, cards, None, hand_range.stars), cards
    return Holding(hand_range.text, (), hand_range), ()


def plan_spot(
    game: str | Game,
    hands: Sequence[CardsLike | HandRange] | Mapping[str, CardsLike | HandRange],
    board: CardsLike,
    dead: CardsLike,
    *,
    ranged: bool = False,
) -> Plan:
    """Validate a spot (every rule before anything is computed) and describe it.

    ``ranged``: every player's entry is read as a range (``"AsKs"`` is the range of one
    hand), as :func:`~pokerrank.range_equity` does.
    """
    spec = get_game(game)
    names, raw = _entries(hands)
    if len(raw) < 2:
        raise DealError(f"equity needs at least two players, got {len(raw)}")
    if len(raw) > MAX_PLAYERS:
        raise DealError(f"equity takes at most {MAX_PLAYERS} players, got {len(raw)}")
    if spec.deck.jokers:
        raise DealError(f"equity for {spec.title} (a game with a joker) is not supported")
    if spec.dealt != "draw" and any(side_rules(side).ranking.is_wild for side in spec.sides):
        # the equity kernels read no wild card: refused rather than answered as if none were wild
        raise DealError(f"equity for {spec.title} (a game with wild cards) is not supported")
    dealt = spec.dealt
    holdings: list[Holding] = []
    groups: list[tuple[str, Sequence[Card]]] = []
    for name, entry in zip(names, raw, strict=True):
        holding, cards = _holding(entry, name, spec, ranged)
        holdings.append(holding)
        groups.append((f"{name}'s hand", cards))
    board_cards = parse_group(board, "the board", spec)
    dead_cards = parse_group(dead, "the dead cards", spec)
    check_cards(spec, [*groups, ("the board", board_cards), ("the dead cards", dead_cards)])
    hole = spec.hole_cards
    for name, holding in zip(names, holdings, strict=True):
        if not holding.fixed:
            continue
        cards = holding.cards
        if dealt == "stud":
            if len(cards) + holding.stars > hole:
                raise CardCountError(f"{name} shows {len(cards)} cards; {spec.title} deals at most {hole}")
        elif len(cards) + holding.stars != hole:
            what = "holds" if dealt == "board" else "stands pat with"
            raise CardCountError(
                f"{name} has {len(cards)} cards ({format_cards(cards) or 'none'}); "
                f"in {spec.title} each player {what} exactly {hole}"
            )
    if len(board_cards) > spec.board_cards:
        if spec.board_cards == 0:
            raise CardCountError(f"{spec.title} has no board, got {format_cards(board_cards)!r}")
        raise CardCountError(
            f"the board has {len(board_cards)} cards ({format_cards(board_cards)}); {spec.title} has {spec.board_cards}"
        )
    if spec.discards and len(board_cards) < 3:
        raise CardCountError(
            f"the board has {len(board_cards)} cards; in {spec.name} each player holds {hole + spec.discards} cards"
            f" until the flop's betting ends, then keeps {hole}: equity is of the {hole} kept, from the flop on"
            " (three board cards)"
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
        if dealt != "draw" and not supported_side(side):
            raise DealError(f"equity does not support the {side.name} side of {spec.title}: {side.describe()}")
    plan = Plan(spec, names, holdings, board_cards, dead_cards, dealt, hole)
    _check_ranges_left(plan)
    return plan


def supported_side(side: Side) -> bool:
    """Whether equity deals the hands of this side of a board or stud game: the best of all
    the cards, or two hole cards and three of the board (a side of the hole cards alone, as
    drawmaha's 2-7 half, is not).

    >>> from pokerrank.games import get_game
    >>> [supported_side(side) for side in get_game("2-7 drawmaha").sides]
    [True, False]
    """
    return (side.hole, side.board) in ((None, None), (2, 3))


def _check_ranges_left(plan: Plan) -> None:
    known = plan.known
    for name, holding in zip(plan.names, plan.holdings, strict=True):
        r = holding.range
        if r is None:
            continue
        if not any(known.isdisjoint(combo) for combo in r.combos):
            raise RangeError(
                f"{name}'s range {shorten(r.text)} has no hand left once the board, the dead cards "
                "and the other players' cards are out"
            )
