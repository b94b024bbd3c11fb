"""Showdowns: who gets what from every pot, and why.

:func:`showdown` takes a game, the board and the players (their cards, the chips each put
in, whether they folded) and returns, for the main pot and each side pot in order, the
amount, who could win it, the winners of each side (high, low) with the cards that play and
the hand's name, each player's award, and a reason in plain English; then each player's
total. Everything is validated before anything is computed. Results are plain
dataclasses; ``to_dict()`` gives JSON-ready data in the same shape :func:`showdown_from_dict`
reads back.

>>> result = showdown(
...     "holdem", "Ah Kh 7d 4c 2s",
...     [Player("ann", "As Ad", bet=50), Player("bob", "Ks Kd", bet=200), Player("cid", "Qs Qd", bet=300)],
...     button="cid",
... )
>>> [(pot.name, pot.amount, pot.eligible, pot.awards) for pot in result.pots]
[('main pot', 150, ('ann', 'bob', 'cid'), {'ann': 150}), ('side pot 1', 300, ('bob', 'cid'), {'bob': 300})]
>>> result.returned, result.totals
({'cid': 100}, {'ann': 150, 'bob': 300, 'cid': 100})
>>> result.pots[1].reason
"bob wins with three of a kind, kings with ace and seven kickers over cid's pair of queens ..."

:func:`showdown_batch` decides many deals of one game at once (arrays of hole cards and
boards to strengths, winners and pot shares), for simulations.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property
from typing import TYPE_CHECKING, Any, Final

from pokerrank.cards import Card, CardsLike, format_cards, parse_cards
from pokerrank.compare import decide
from pokerrank.errors import (
    CardCountError,
    ChipAmountError,
    DealError,
    DuplicateCardError,
    EmptyInputError,
    InvalidCardError,
    MissingCardsError,
)
from pokerrank.games import Game, Side, get_game
from pokerrank.hands import Hand
from pokerrank.i18n import DEFAULT_LANGUAGE, catalog, describe, resolve_language
from pokerrank.pots import (
    OddChipPolicy,
    Pot,
    build_pots,
    chip_amount,
    odd_chip_order,
    policy_name,
    split_among,
    split_sides,
)
from pokerrank.rankings import FLUSH_REPLACES, Ranking

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = [
    "BatchShowdown",
    "Player",
    "PlayerResult",
    "PotResult",
    "ShowdownResult",
    "ShownHand",
    "SideResult",
    "showdown",
    "showdown_batch",
    "showdown_from_dict",
]


@dataclass(frozen=True)
class Player:
    """One player of a deal: name, cards (text or codes; None if not shown), chips put in."""

    name: str
    cards: CardsLike | None = None
    bet: int | float = 0
    folded: bool = False
    seat: int | None = None


_NAMES: dict[tuple[str, int, str], str] = {}
"""Hand names by (ranking, strength, language): without wild cards a name follows from the strength."""


@dataclass(frozen=True)
class ShownHand:
    """A player's hand for one side: the cards that play and the hand's name (worked out when asked)."""

    player: str
    side: str
    strength: int
    hand: Hand = field(compare=False, repr=False)
    lang: str = field(default=DEFAULT_LANGUAGE, compare=False, repr=False)

    @cached_property
    def cards(self) -> str:
        """The cards that play, as text."""
        return format_cards(self.hand.cards)

    @cached_property
    def name(self) -> str:
        """The hand's name (in plain English unless the showdown was asked for another language)."""
        ranking = self.hand.ranking
        if ranking.jokers or ranking.wild_codes:  # a wild card's part in the name depends on the cards
            return self.hand.name if self.lang == DEFAULT_LANGUAGE else describe(self.hand, self.lang)
        key = (ranking.name, self.strength, self.lang)
        name = _NAMES.get(key)
        if name is None:
            name = self.hand.name if self.lang == DEFAULT_LANGUAGE else describe(self.hand, self.lang)
            if len(_NAMES) < 200_000:
                _NAMES[key] = name
        return name

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return {
            "player": self.player,
            "side": self.side,
            "cards": self.cards,
            "name": self.name,
            "strength": self.strength,
        }


@dataclass(frozen=True)
class SideResult:
    """One side (high, low, badugi) of one pot: its chips, winners, awards and reason."""

    side: str
    ranking: str
    amount: int
    winners: tuple[str, ...]
    hands: tuple[ShownHand, ...]
    """The winners' hands (empty when nobody qualifies)."""
    awards: dict[str, int]
    reason: str

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return {
            "side": self.side,
            "ranking": self.ranking,
            "amount": self.amount,
            "winners": list(self.winners),
            "hands": [hand.to_dict() for hand in self.hands],
            "awards": dict(self.awards),
            "reason": self.reason,
        }


@dataclass(frozen=True)
class PotResult:
    """The main pot or a side pot: amount, who could win it, each side, and the awards."""

    name: str
    amount: int
    eligible: tuple[str, ...]
    sides: tuple[SideResult, ...]
    awards: dict[str, int]
    reason: str

    def side(self, name: str) -> SideResult | None:
        """The side called ``name`` ("high", "low", "badugi"), or None."""
        return next((side for side in self.sides if side.side == name), None)

    @property
    def high(self) -> SideResult | None:
        """The high side, if the game has one."""
        return self.side("high")

    @property
    def low(self) -> SideResult | None:
        """The low side, if the game has one."""
        return self.side("low")

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return {
            "name": self.name,
            "amount": self.amount,
            "eligible": list(self.eligible),
            "sides": [side.to_dict() for side in self.sides],
            "awards": dict(self.awards),
            "reason": self.reason,
        }


@dataclass(frozen=True)
class PlayerResult:
    """A player's deal and outcome: cards, bet, hands, and the chips they get back."""

    name: str
    seat: int
    cards: str
    bet: int
    folded: bool
    hands: dict[str, ShownHand | None]
    """Each side's hand (None: folded, not shown, or no qualifying hand)."""
    returned: int
    won: int

    @property
    def total(self) -> int:
        """Chips received: pots won plus any uncalled bet returned."""
        return self.returned + self.won

    @property
    def net(self) -> int:
        """Chips received minus chips put in."""
        return self.total - self.bet

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data (the deal fields first)."""
        return {
            "name": self.name,
            "seat": self.seat,
            "cards": self.cards,
            "bet": self.bet,
            "folded": self.folded,
            "hands": {side: (hand.to_dict() if hand else None) for side, hand in self.hands.items()},
            "returned": self.returned,
            "won": self.won,
            "total": self.total,
            "net": self.net,
        }


@dataclass(frozen=True)
class ShowdownResult:
    """Everything a showdown decided; ``to_dict()`` also holds the deal, so it can be replayed."""

    game: str
    board: str
    button: str | None
    odd_chip: str
    chip: int
    players: tuple[PlayerResult, ...]
    pots: tuple[PotResult, ...]
    returned: dict[str, int] = field(default_factory=dict)
    lang: str = DEFAULT_LANGUAGE
    """The language of the reasons and hand names."""

    @property
    def totals(self) -> dict[str, int]:
        """Chips each player receives (pots won and bets returned), in seat order."""
        return {player.name: player.total for player in self.players}

    def player(self, name: str) -> PlayerResult:
        """The result of the player called ``name``."""
        for player in self.players:
            if player.name == name:
                return player
        raise KeyError(name)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data: the deal (game, board, button, players) and every result."""
        return {
            "game": self.game,
            "board": self.board,
            "button": self.button,
            "odd_chip": self.odd_chip,
            "chip": self.chip,
            "players": [player.to_dict() for player in self.players],
            "pots": [pot.to_dict() for pot in self.pots],
            "returned": dict(self.returned),
            "totals": self.totals,
            "lang": self.lang,
        }

    def to_json(self, indent: int | None = 2) -> str:
        """The result as JSON text."""
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)


# -- the deal, validated -------------------------------------------------------------------


@dataclass
class _Seat:
    name: str
    seat: int
    cards: tuple[Card, ...] | None
    bet: int
    folded: bool


def _players(players: Iterable[Player | Mapping[str, Any] | CardsLike] | Mapping[str, Any]) -> list[Player]:
    if isinstance(players, Mapping):
        out = []
        for name, value in players.items():
            if isinstance(value, Player):
                out.append(value)
            elif isinstance(value, Mapping):
                out.append(_player_from_mapping({"name": name, **value}))
            else:
                out.append(Player(str(name), value))
        return out
    if isinstance(players, str):
        raise DealError("players must be a list of players or a mapping of names to cards, not one string")
    try:
        items = list(players)
    except TypeError:
        kind = type(players).__name__
        raise DealError(
            f"players must be a list of players or a mapping of names to cards, got {kind} {players!r}"
        ) from None
    out = []
    for i, item in enumerate(items):
        if isinstance(item, Player):
            out.append(item)
        elif isinstance(item, Mapping):
            out.append(_player_from_mapping(item))
        elif item is None:
            raise DealError(f"player {i + 1} is None: give a name and cards, or a mapping with 'name' and 'cards'")
        else:
            out.append(Player(f"player {i + 1}", item))
    return out


# What PlayerResult.to_dict() adds to a player: read back from a saved deal, then ignored.
_PLAYER_RESULT_KEYS: Final = frozenset({"hands", "returned", "won", "total", "net"})


def _player_from_mapping(data: Mapping[str, Any]) -> Player:
    known = {"name", "cards", "bet", "folded", "seat"}
    if "name" not in data:
        raise DealError(f"a player needs a name: {dict(data)!r}")
    unknown = sorted(str(key) for key in data if key not in known and key not in _PLAYER_RESULT_KEYS)
    if unknown:  # a typo such as "fold" or "chips" must not be dropped without a word
        raise DealError(f"player {data['name']!r}: unknown key {unknown[0]!r}; a player has {', '.join(sorted(known))}")
    kwargs = {key: data[key] for key in known if key in data}
    return Player(**kwargs)


def _parse_hole(player: Player, game: Game) -> tuple[Card, ...] | None:
    cards = player.cards
    if cards is None or (isinstance(cards, str) and not cards.strip()):
        return None
    try:
        parsed = parse_cards(cards, jokers=game.deck.jokers, allow_duplicates=True)
    except EmptyInputError:
        return None
    except InvalidCardError as exc:
        raise type(exc)(f"{player.name}'s cards: {exc}") from None
    return parsed


def _validate(
    game: Game, board: CardsLike | None, players: list[Player], button: str | int | None, chip: int
) -> tuple[tuple[Card, ...], list[_Seat], int | None]:
    if not players:
        raise DealError("a showdown needs players")
    names = [p.name for p in players]
    for p in players:
        if not isinstance(p.name, str) or not p.name:
            raise DealError(f"every player needs a name (a non-empty string), got {p.name!r}")
    dupes = sorted({n for n in names if names.count(n) > 1})
    if dupes:
        raise DealError(f"two players are called {dupes[0]!r}: names must be unique")
    seats_given = [p.seat for p in players if p.seat is not None]
    if seats_given and len(seats_given) != len(players):
        missing = next(p.name for p in players if p.seat is None)
        raise DealError(f"{missing} has no seat: give every player a seat, or none (seat order is then list order)")
    for p in players:
        if p.folded not in (True, False):  # "no" or "false" as text would read as folded
            raise DealError(f"{p.name}'s 'folded' must be true or false, got {p.folded!r}")
        if p.seat is not None and (isinstance(p.seat, bool) or not isinstance(p.seat, int) or p.seat < 0):
            raise DealError(f"{p.name}'s seat must be a whole number, got {p.seat!r}")
    if len(set(seats_given)) != len(seats_given):
        raise DealError(f"two players sit in seat {next(s for s in seats_given if seats_given.count(s) > 1)}")
    if isinstance(chip, bool) or not isinstance(chip, int) or chip < 1:
        raise ChipAmountError(f"the smallest chip must be a whole number of at least 1, got {chip!r}")

    seats: list[_Seat] = []
    for i, p in enumerate(players):
        bet = chip_amount(p.bet, f"{p.name}'s bet")
        if bet % chip:
            raise ChipAmountError(f"{p.name}'s bet {bet} is not a whole number of the smallest chip {chip}")
        seats.append(_Seat(p.name, p.seat if p.seat is not None else i + 1, _parse_hole(p, game), bet, bool(p.folded)))
    seats.sort(key=lambda s: s.seat)

    live = [s for s in seats if not s.folded]
    if not live:
        raise DealError("every player folded: someone must remain to win the pot")
    need = game.hole_cards
    for s in seats:
        if s.cards is None:
            if not s.folded and len(live) > 1:
                raise MissingCardsError(
                    f"{s.name} did not fold but shows no cards; {game.name} needs {need} hole cards per player"
                )
            continue
        n = len(s.cards)
        if (not s.folded and n != need) or n > need:
            raise CardCountError(
                f"{s.name} holds {n} card{'s' if n != 1 else ''} {format_cards(s.cards)!r}; "
                f"{game.name} deals exactly {need} hole cards"
            )

    if board is None or (isinstance(board, str) and not board.strip()):
        board_cards: tuple[Card, ...] = ()
    else:
        try:
            board_cards = parse_cards(board, jokers=game.deck.jokers, allow_duplicates=True)
        except EmptyInputError:
            board_cards = ()
        except InvalidCardError as exc:
            raise type(exc)(f"the board: {exc}") from None
    # the board is complete at a showdown; a hand won when everyone else folded may end early
    if len(board_cards) != game.board_cards and (len(live) > 1 or len(board_cards) > game.board_cards):
        shown = f" {format_cards(board_cards)!r}" if board_cards else ""
        if game.board_cards:
            wanted = f"a board of exactly {game.board_cards} cards"
        else:
            wanted = "no board (each player plays their own cards)"
        raise CardCountError(f"the board has {len(board_cards)} cards{shown}; {game.name} has {wanted}")

    where: dict[int, str] = {}
    for owner, cards in [("the board", board_cards)] + [(f"{s.name}'s hand", s.cards or ()) for s in seats]:
        for card in cards:
            if card not in game.deck.codes:
                raise InvalidCardError(
                    f"{owner}: card {str(card)!r} is not in the {game.name} deck ({game.deck.description})"
                )
            if card in where:
                first = where[card]
                place = f"twice in {owner}" if first == owner else f"in {first} and in {owner}"
                raise DuplicateCardError(f"card {str(card)!r} is dealt twice: {place}")
            where[card] = owner

    button_index: int | None = None
    if button is not None:
        if isinstance(button, str) and not isinstance(button, bool):
            found = [i for i, s in enumerate(seats) if s.name == button]
            if not found:
                raise DealError(f"the button {button!r} is not one of the players {[s.name for s in seats]}")
            button_index = found[0]
        elif isinstance(button, int) and not isinstance(button, bool):
            at_or_before = [i for i, s in enumerate(seats) if s.seat <= button]
            button_index = at_or_before[-1] if at_or_before else len(seats) - 1
        else:
            raise DealError(f"the button is a player's name or a seat number, got {button!r}")
    return board_cards, seats, button_index


# -- evaluating the hands ------------------------------------------------------------------


def _is_keyed(ranking: Ranking, combos: npt.NDArray[np.intp]) -> bool:
    """Whether the keyed kernel evaluates these combinations exactly for the ranking.

    Every ranking with keyed tables does, except that one whose flush *replaces* the rank
    value (deuce-to-seven, ace-to-six) is exact on five-card combinations only.
    """
    if not isinstance(getattr(type(ranking), "rank_table", None), str):
        return False
    return ranking.flush_mode != FLUSH_REPLACES or combos.shape[1] == 5


@cache
def _threshold(ranking_name: str, worst: str) -> int:
    from pokerrank.rankings import get_ranking

    return get_ranking(ranking_name).strength_of(parse_cards(worst))


@cache
def _combo_array(ranking_name: str, side: Side, n_hole: int, n_board: int) -> npt.NDArray[np.intp]:
    import numpy as np

    from pokerrank.rankings import get_ranking

    if side.hole is None and side.board is None:
        return get_ranking(ranking_name).combos(n_hole + n_board)
    return np.array(side.columns(n_hole, n_board), dtype=np.intp)


def _side_hands(side: Side, holes: list[tuple[Card, ...]], board: tuple[Card, ...]) -> list[Hand | None]:
    """Each player's best hand for one side (None: no qualifying hand)."""
    ranking = side.get_ranking()
    rows = [hole + board for hole in holes]
    n_hole, n_board = (len(holes[0]) if holes else 0), len(board)
    hands: list[Hand | None] = []
    combos = _combo_array(ranking.name, side, n_hole, n_board) if rows else None
    if combos is not None and _is_keyed(ranking, combos):
        import numpy as np

        from pokerrank.kernels.showdown import best_combos

        cards = np.array(rows, dtype=np.uint8)
        values = np.empty(len(rows), dtype=np.int32)
        best = np.empty(len(rows), dtype=np.intp)
        card_keys, displacement, rank_values, flush_values = ranking.kernel_tables
        best_combos(cards, combos, card_keys, displacement, rank_values, flush_values, ranking.flush_mode, values, best)
        for row, value, at in zip(rows, values.tolist(), best.tolist(), strict=True):
            used = row if combos.shape[0] == 1 else tuple(row[j] for j in combos[at])
            hands.append(Hand(ranking, value, used))
    else:
        columns = side.columns(n_hole, n_board)
        for row in rows:
            top, used = -1, row
            for combo in columns:
                cards5 = tuple(row[j] for j in combo)
                value = ranking.strength_of(cards5)
                if value > top:
                    top, used = value, cards5
            hands.append(Hand(ranking, top, used))
    limit = _threshold(ranking.name, side.qualifier.worst) if side.qualifier else 1
    return [hand if hand is not None and hand.strength >= max(limit, 1) else None for hand in hands]


def _shown(player: str, side: Side, hand: Hand, lang: str = DEFAULT_LANGUAGE) -> ShownHand:
    return ShownHand(player, side.name, hand.strength, hand, lang)


# -- deciding the pots ---------------------------------------------------------------------


def _pot_name(index: int) -> str:
    return "main pot" if index == 0 else f"side pot {index}"


def _say(lang: str, key: str, **params: Any) -> str:
    """A showdown phrase in a language (the ``showdown`` section of its catalog)."""
    template: str = catalog(lang)["showdown"][key]
    return template.format(**params)


def _pot_words(lang: str, index: int) -> str:
    return _say(lang, "main_pot") if index == 0 else _say(lang, "side_pot", n=index)


def _side_word(lang: str, side: str) -> str:
    word: str = catalog(lang)["showdown"]["sides"].get(side, side)
    return word


def _and(names: Sequence[str], lang: str = DEFAULT_LANGUAGE) -> str:
    if len(names) <= 1:
        return "".join(names)
    return _say(lang, "and", first=", ".join(names[:-1]), last=names[-1])


def _side_reason(
    side: Side,
    winners: list[str],
    hands: Mapping[str, Hand | None],
    names: Mapping[str, ShownHand],
    contenders: Sequence[str],
    split: bool,
    memo: dict[tuple[str, str, str], str],
    lang: str = DEFAULT_LANGUAGE,
) -> str:
    def why(a: str, b: str) -> str:
        key = (side.name, a, b)
        if key not in memo:
            memo[key] = decide(hands[a], hands[b], lang)[1]  # type: ignore[arg-type]
        return memo[key]

    word = _side_word(lang, side.name)
    if not winners:
        if side.qualifier:
            qualifier = catalog(lang)["showdown"]["qualifiers"].get(side.qualifier.name, side.qualifier.name)
            return _say(lang, "no_qualifier_named", side=word, qualifier=qualifier)
        return _say(lang, "no_qualifier", side=word)
    best = hands[winners[0]]
    assert best is not None
    if len(contenders) == 1:
        return _say(lang, "only_player", player=winners[0])
    if len(winners) > 1:
        what = _say(lang, "the_side", side=word) if split else _say(lang, "the_pot")
        hand = names[winners[0]].name
        return _say(lang, "tie", players=_and(winners, lang), hand=hand, what=what, why=why(winners[0], winners[1]))
    others = [(hands[name], name) for name in contenders if name not in winners]
    shown: list[tuple[Hand, str]] = [(hand, name) for hand, name in others if hand is not None]
    if not shown:
        return _say(lang, "only_qualifying", player=winners[0], side=word, hand=names[winners[0]].name)
    runner_name = max(shown, key=lambda item: item[0].strength)[1]
    ours, theirs = names[winners[0]].name, names[runner_name].name
    return _say(
        lang,
        "wins_side" if split else "wins",
        player=winners[0],
        side=word,
        hand=ours,
        runner=runner_name,
        runner_hand=theirs,
        why=why(winners[0], runner_name),
    )


def showdown(
    game: str | Game,
    board: CardsLike | None,
    players: Iterable[Player | Mapping[str, Any] | CardsLike] | Mapping[str, Any],
    *,
    button: str | int | None = None,
    odd_chip: str = "wsop",
    chip: int = 1,
    lang: str | None = DEFAULT_LANGUAGE,
) -> ShowdownResult:
    """Decide every pot of a hand: who wins each side of each pot, how many chips, and why.

    ``players``: :class:`Player` values, or mappings with ``name``, ``cards``, ``bet``,
    ``folded`` and ``seat``, or a mapping of names to cards; in seat order (clockwise)
    unless seats are given. ``button``: the button's name or seat number (button games:
    odd chips go to the first tied winner clockwise from it; without a button, seat order
    from the first seat). ``odd_chip``: ``"wsop"`` (default, 2024 WSOP Rule 73),
    ``"roberts"`` or ``"seat"`` (see :mod:`pokerrank.pots`). ``chip``: the smallest chip in
    play; every bet is a whole number of it, and odd chips are of that size. ``lang``: the
    language of the reasons and hand names (``en``, ``nl``, ``fr``, ``de``; ``None``: from
    the environment, see :mod:`pokerrank.i18n`).

    Errors (each raised before anything is computed, naming the player and the cards):
    :class:`~pokerrank.errors.UnknownGameError`, :class:`~pokerrank.errors.CardCountError`,
    :class:`~pokerrank.errors.MissingCardsError`, :class:`~pokerrank.errors.DuplicateCardError`,
    :class:`~pokerrank.errors.InvalidCardError`, :class:`~pokerrank.errors.ChipAmountError`,
    :class:`~pokerrank.errors.DealError`.

    >>> result = showdown("holdem", "Ah Kh Qh Jh Th", {"ann": "2c 3d", "bob": "4c 5d"})
    >>> result.pots  # nobody put chips in: nothing to award
    ()
    >>> result.player("ann").hands["high"].name
    'royal flush'
    """
    code = resolve_language(lang)
    spec = get_game(game)
    policy: OddChipPolicy = policy_name(odd_chip)
    board_cards, seats, button_index = _validate(spec, board, _players(players), button, chip)

    layout = build_pots({s.name: s.bet for s in seats}, folded={s.name for s in seats if s.folded})
    live = [s for s in seats if not s.folded]
    showing = [s for s in live if s.cards is not None]
    side_hands: dict[str, dict[str, Hand | None]] = {}
    for side in spec.sides:
        if len(live) > 1:
            hands = _side_hands(side, [s.cards or () for s in showing], board_cards)
        else:
            hands = [None] * len(showing)
        side_hands[side.name] = {s.name: h for s, h in zip(showing, hands, strict=True)}

    shown_hands = {
        side.name: {
            name: _shown(name, side, hand, code) for name, hand in side_hands[side.name].items() if hand is not None
        }
        for side in spec.sides
    }
    memo: dict[tuple[str, str, str], str] = {}  # what decided between two hands, once per pair
    order = [s.name for s in seats]
    held = {s.name: (s.cards or ()) + board_cards for s in seats}
    won = dict.fromkeys(order, 0)
    pots: list[PotResult] = []
    for index, pot in enumerate(layout.pots):
        decided = _decide_pot(
            spec, index, pot, side_hands, shown_hands, memo, policy, order, button_index, held, chip, code
        )
        pots.append(decided)
        for name, amount in decided.awards.items():
            won[name] += amount

    results = []
    for s in seats:
        shown: dict[str, ShownHand | None] = {}
        for side in spec.sides:
            shown[side.name] = shown_hands[side.name].get(s.name)
        results.append(
            PlayerResult(
                s.name,
                s.seat,
                format_cards(s.cards) if s.cards else "",
                s.bet,
                s.folded,
                shown,
                layout.returned.get(s.name, 0),
                won[s.name],
            )
        )
    button_name = seats[button_index].name if button_index is not None else None
    return ShowdownResult(
        spec.name,
        format_cards(board_cards),
        button_name,
        policy,
        chip,
        tuple(results),
        tuple(pots),
        layout.returned,
        code,
    )


def _decide_pot(
    game: Game,
    index: int,
    pot: Pot,
    side_hands: Mapping[str, Mapping[str, Hand | None]],
    shown_hands: Mapping[str, Mapping[str, ShownHand]],
    reasons: dict[tuple[str, str, str], str],
    policy: OddChipPolicy,
    order: list[str],
    button_index: int | None,
    held: Mapping[str, tuple[Card, ...]],
    chip: int,
    lang: str = DEFAULT_LANGUAGE,
) -> PotResult:
    name, amount, eligible = _pot_name(index), pot.amount, pot.eligible
    if len(eligible) == 1:
        only = eligible[0]
        why = (
            _say(lang, "uncontested", player=only, pot=_pot_words(lang, index))
            if len(order) > 1 and index == 0
            else _say(lang, "no_showdown", player=only)
        )
        alone = tuple(
            SideResult(
                side.name, side.ranking, amount if i == 0 else 0, (only,), (), {only: amount} if i == 0 else {}, why
            )
            for i, side in enumerate(game.sides)
        )
        return PotResult(name, amount, eligible, alone, {only: amount}, why)

    winners_by_side: list[list[str]] = []
    for side in game.sides:
        hands = side_hands[side.name]
        qualified = [(hands[p], p) for p in eligible if hands.get(p) is not None]
        if not qualified:
            winners_by_side.append([])
            continue
        top = max(hand.strength for hand, _ in qualified)  # type: ignore[union-attr]
        winners_by_side.append([p for hand, p in qualified if hand.strength == top])  # type: ignore[union-attr]

    playing = [i for i, winners in enumerate(winners_by_side) if winners]
    shares = split_sides(amount, len(playing), chip=chip)
    share_of = dict(zip(playing, shares, strict=True))
    had_odd: set[str] = set()
    memo = reasons
    awards = dict.fromkeys(eligible, 0)
    sides: list[SideResult] = []
    for i, side in enumerate(game.sides):
        hands = side_hands[side.name]
        winners = winners_by_side[i]
        share = share_of.get(i, 0)
        side_awards: dict[str, int] = {}
        reason = _side_reason(side, winners, hands, shown_hands[side.name], eligible, game.split, memo, lang)
        if len(winners) == 1 or (winners and (share // chip) % len(winners) == 0):  # no odd chip to place
            side_awards = {w: share // len(winners) for w in order if w in winners}
            for w, chips in side_awards.items():
                awards[w] += chips
        elif winners:
            ranked = odd_chip_order(
                winners,
                policy=policy,
                mode=game.odd_chip,
                seats=order,
                button=button_index,
                playing={w: hands[w].cards for w in winners} if game.odd_chip == "stud" else None,  # type: ignore[union-attr]
                held=held,
                low=side.name != "high",
                ace_low=side.ace_low,
            )
            split = split_among(share, ranked, chip=chip, had_odd=had_odd)
            side_awards = {w: split[w] for w in order if w in split}
            for w, chips in side_awards.items():
                awards[w] += chips
        elif game.split:
            reason = _say(lang, "whole_pot", reason=reason, side=_side_word(lang, game.sides[playing[0]].name))
        shown = tuple(shown_hands[side.name][w] for w in winners)
        sides.append(SideResult(side.name, side.ranking, share, tuple(winners), shown, side_awards, reason))

    all_winners = {w for side in sides for w in side.winners}
    if game.split and len(all_winners) == 1 and all(side.winners for side in sides):
        who = next(iter(all_winners))
        pot_reason = _say(lang, "scoops", player=who, reasons=_say(lang, "separator").join(s.reason for s in sides))
    else:
        pot_reason = _say(lang, "separator").join(side.reason for side in sides)
    return PotResult(name, amount, eligible, tuple(sides), {p: a for p, a in awards.items() if a}, pot_reason)


def showdown_from_dict(data: Mapping[str, Any]) -> ShowdownResult:
    """Replay a deal given as data in the shape :meth:`ShowdownResult.to_dict` emits.

    Only the deal is read (game, board, players with name, cards, bet, folded and seat,
    button, odd_chip, chip, lang); results in the data are ignored and computed afresh.

    >>> first = showdown("holdem", "2c 7d 9h Js Kd", {"a": "As Ad", "b": "Ks Kh"})
    >>> showdown_from_dict(first.to_dict()) == first
    True
    """
    if not isinstance(data, Mapping):
        raise DealError(f"a deal is a JSON object, got {type(data).__name__}")
    for key in ("game", "players"):
        if key not in data:
            raise DealError(f"a deal needs {key!r}; got the keys {sorted(data)}")
    deal_keys = ("game", "board", "players", "button", "odd_chip", "chip", "lang")
    unknown = sorted(str(key) for key in data if key not in deal_keys and key not in ("pots", "returned", "totals"))
    if unknown:  # a typo such as "buton" must not be dropped without a word
        raise DealError(f"a deal has no key {unknown[0]!r}; its keys are {', '.join(deal_keys)}")
    return showdown(
        data["game"],
        data.get("board"),
        data["players"],
        button=data.get("button"),
        odd_chip=data.get("odd_chip", "wsop"),
        chip=data.get("chip", 1),
        lang=data.get("lang", DEFAULT_LANGUAGE),
    )


# -- many deals at once ---------------------------------------------------------------------


@dataclass(frozen=True)
class BatchShowdown:
    """Many deals of one game decided at once (N deals, P players).

    ``strengths[side]``: (N, P) int32 (0: no qualifying hand); ``winners[side]``: (N, P)
    bool; ``shares``: (N, P) float64, each player's fraction of the pot (a hi/lo pot gives
    half to each side, the whole to the high when no low qualifies).
    """

    game: str
    strengths: dict[str, npt.NDArray[np.int32]]
    winners: dict[str, npt.NDArray[np.bool_]]
    shares: npt.NDArray[np.float64]


def _check_batch(game: Game, full: npt.NDArray[Any]) -> None:
    import numpy as np

    from pokerrank.kernels.validate import DUPLICATE, first_invalid_row

    if full.dtype.kind not in "iu":
        raise InvalidCardError(f"card codes must be integers, got an array of {full.dtype}")
    if full.size and (full.min() < 0 or full.max() > 52):
        row, column = np.argwhere((full < 0) | (full > 52))[0]
        raise InvalidCardError(f"card code {full[row, column]} in deal {row} is out of range 0-51")
    codes = np.ascontiguousarray(full, dtype=np.uint8)
    row, column, problem = first_invalid_row(codes, 53 if game.deck.jokers else 52)
    if row >= 0:
        card = Card(int(codes[row, column]))
        if problem == DUPLICATE:
            raise DuplicateCardError(f"card {str(card)!r} is dealt twice in deal {row}")
        raise InvalidCardError(f"card {str(card)!r} in deal {row} is not in the {game.name} deck")
    lowest = min(game.deck.codes)
    if lowest and codes.min() < lowest:
        row, column = np.argwhere(codes < lowest)[0]
        card = Card(int(codes[row, column]))
        raise InvalidCardError(
            f"card {str(card)!r} in deal {row} is not in the {game.name} deck ({game.deck.description})"
        )


def showdown_batch(
    game: str | Game, holes: npt.ArrayLike, boards: npt.ArrayLike | None = None, *, check: bool = True
) -> BatchShowdown:
    """Decide many deals of one game: hole cards (N, P, h) and boards (N, b) as card codes.

    Cards are checked (in the deck, no card twice in a deal) unless ``check=False``; every
    player is in every pot (no folds, equal bets), as in equity simulations.

    >>> import numpy as np
    >>> holes = np.array([[[51, 50], [0, 5]], [[0, 1], [4, 5]]])   # AsAh v 2c3d, 2c2d v 3c3d
    >>> boards = np.array([[8, 13, 22, 31, 40], [8, 13, 22, 31, 40]])
    >>> result = showdown_batch("holdem", holes, boards)
    >>> result.winners["high"].tolist(), result.shares.tolist()
    ([[True, False], [False, True]], [[1.0, 0.0], [0.0, 1.0]])
    """
    import numpy as np

    spec = get_game(game)
    hole_arr = np.asarray(holes)
    if hole_arr.ndim != 3:
        raise CardCountError(f"hole cards must be a 3-D (deals, players, cards) array, got shape {hole_arr.shape}")
    n_deals, n_players, n_hole = hole_arr.shape
    if n_hole != spec.hole_cards:
        raise CardCountError(f"{spec.name} deals exactly {spec.hole_cards} hole cards, the array holds {n_hole}")
    if not 1 <= n_players <= 64:
        raise DealError(f"a batch holds 1 to 64 players per deal, got {n_players}")
    board_arr = np.zeros((n_deals, 0), dtype=np.uint8) if boards is None else np.asarray(boards)
    if board_arr.size == 0 and board_arr.ndim == 2:
        board_arr = board_arr.astype(np.uint8)
    if board_arr.ndim != 2 or board_arr.shape[0] != n_deals or board_arr.shape[1] != spec.board_cards:
        raise CardCountError(
            f"{spec.name} boards must be an array of shape ({n_deals}, {spec.board_cards}), got {board_arr.shape}"
        )
    if check and n_deals:
        _check_batch(spec, np.concatenate([hole_arr.reshape(n_deals, -1), board_arr], axis=1))
    hole_u8 = np.ascontiguousarray(hole_arr, dtype=np.uint8)
    board_u8 = np.ascontiguousarray(board_arr, dtype=np.uint8)

    strengths: dict[str, npt.NDArray[np.int32]] = {}
    winners: dict[str, npt.NDArray[np.bool_]] = {}
    for side in spec.sides:
        ranking = side.get_ranking()
        out = np.zeros((n_deals, n_players), dtype=np.int32)
        combos = _combo_array(ranking.name, side, n_hole, spec.board_cards)
        if _is_keyed(ranking, combos):
            from pokerrank.kernels.showdown import deal_strengths

            mask = np.zeros(n_deals, dtype=np.uint64)  # the kernel's winner bits (unused here)
            if n_deals:
                keys, displacement, rank_values, flush_values = ranking.kernel_tables
                deal_strengths(
                    hole_u8,
                    board_u8,
                    combos,
                    keys,
                    displacement,
                    rank_values,
                    flush_values,
                    ranking.flush_mode,
                    out,
                    mask,
                )
        else:
            for p in range(n_players):
                rows = np.concatenate([hole_u8[:, p, :], board_u8], axis=1)
                best = np.zeros(n_deals, dtype=np.int32)
                for combo in side.columns(n_hole, spec.board_cards):
                    best = np.maximum(best, ranking.evaluate_array(rows[:, list(combo)], check=False))
                out[:, p] = best
        if side.qualifier:
            limit = _threshold(ranking.name, side.qualifier.worst)
            out[out < limit] = 0
        top = out.max(axis=1, keepdims=True) if n_players else out
        win = (out == top) & (out > 0)
        strengths[side.name] = out
        winners[side.name] = win
    shares = np.zeros((n_deals, n_players), dtype=np.float64)
    sides_with_winner = np.zeros(n_deals, dtype=np.float64)
    for side in spec.sides:
        sides_with_winner += winners[side.name].any(axis=1)
    for side in spec.sides:
        win = winners[side.name]
        count = win.sum(axis=1, keepdims=True)
        with np.errstate(divide="ignore", invalid="ignore"):
            shares += np.where(win, 1.0 / np.maximum(count, 1) / np.maximum(sides_with_winner, 1)[:, None], 0.0)
    return BatchShowdown(spec.name, strengths, winners, shares)
