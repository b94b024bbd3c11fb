"""A deal, validated once: who holds which cards, the board, the chips.

Showdown and equity read the same things and refuse the same mistakes with the same words:
cards that do not parse (the message says whose cards), cards that are not in the game's deck,
a card dealt twice anywhere in the deal. :func:`read_deal` validates a showdown's deal (names,
seats, bets, who folded, the button, the board, the smallest chip) before anything is decided;
:func:`parse_group` and :func:`check_cards` are the pieces equity shares for its partial hands.

>>> from pokerrank.games import get_game
>>> deal = read_deal(get_game("holdem"), "Ah Kh 7d 4c 2s", read_players({"ann": "As Ad", "bob": "Ks Kd"}), None, 1)
>>> [seat.name for seat in deal.seats], deal.board
(['ann', 'bob'], (Card('Ah'), Card('Kh'), Card('7d'), Card('4c'), Card('2s')))
>>> read_deal(get_game("holdem"), "Ah Kh 7d 4c 2s", read_players({"ann": "As Ad", "bob": "As Kd"}), None, 1)
Traceback (most recent call last):
...
pokerrank.errors.DuplicateCardError: duplicate card 'As': dealt in ann's hand and in bob's hand
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import islice
from numbers import Integral
from typing import Any, Final, NamedTuple

from pokerrank._checks import MAX_CHIPS, check_chips, check_name, did_you_mean, plainly
from pokerrank.cards import _TOKEN, Card, CardsLike, format_cards, parse_cards
from pokerrank.errors import (
    CardCountError,
    ChipAmountError,
    DealError,
    DuplicateCardError,
    EmptyInputError,
    InvalidCardError,
    MissingCardsError,
)
from pokerrank.games import Game
from pokerrank.pots import chip_amount
from pokerrank.registry import shorten

__all__ = [
    "MAX_PLAYERS",
    "Deal",
    "Player",
    "Seat",
    "check_cards",
    "hole_cards_rule",
    "parse_group",
    "player_from_mapping",
    "read_deal",
    "read_players",
]

MAX_PLAYERS: Final = 10_000
"""The most players a deal holds (folded players without cards count too): far more than any
table seats. A longer list is refused, and an endless one (``range(10**12)``) is not read to
the end."""


@dataclass(frozen=True, init=False)
class Player:
    """One player of a deal: name, cards (text or codes; None if not shown), chips put in."""

    name: str
    cards: CardsLike | None = None
    bet: int | float = 0
    folded: bool = False
    seat: int | None = None

    def __init__(
        self,
        name: str,
        cards: CardsLike | None = None,
        bet: int | float = 0,
        folded: bool = False,
        seat: int | None = None,
    ) -> None:
        # what @dataclass(frozen=True) writes, at half the cost: a server makes players every hand
        fields = self.__dict__
        fields["name"] = name
        fields["cards"] = cards
        fields["bet"] = bet
        fields["folded"] = folded
        fields["seat"] = seat


class Seat(NamedTuple):
    """A player of a validated deal: seat number, parsed cards (None: not shown), bet in chips."""

    name: str
    seat: int
    cards: tuple[Card, ...] | None
    bet: int
    folded: bool


class Deal(NamedTuple):
    """A showdown's deal, validated: the board, the seats in seat order, the button's index."""

    game: Game
    board: tuple[Card, ...]
    seats: tuple[Seat, ...]
    button: int | None
    """The index in :attr:`seats` of the button, or None (odd chips then go in seat order)."""
    chip: int


# -- players as the user gives them ---------------------------------------------------------

_PLAYER_KEYS: Final = frozenset({"name", "cards", "bet", "folded", "seat"})
# What PlayerResult.to_dict() adds to a player: read back from a saved deal, then ignored.
_PLAYER_RESULT_KEYS: Final = frozenset({"hands", "returned", "won", "total", "net"})


def read_players(players: Iterable[Player | Mapping[str, Any] | CardsLike] | Mapping[str, Any]) -> list[Player]:
    """Players from a list (of :class:`Player`, mappings, or cards) or a mapping of names to
    cards: at most :data:`MAX_PLAYERS`."""
    if (type(players) is list or isinstance(players, Mapping)) and len(players) > MAX_PLAYERS:  # counted, not read
        raise DealError(f"a deal holds at most {MAX_PLAYERS:,} players, got {len(players):,}")
    if type(players) is list:  # a server's list of players: a copy of it, each checked by type alone
        for item in players:
            if type(item) is not Player:
                break
        else:
            return players[:]
    if isinstance(players, Mapping):
        out = []
        for name, value in players.items():
            if isinstance(value, Player):
                out.append(value)
            elif isinstance(value, Mapping):
                out.append(player_from_mapping({"name": name, **value}))
            else:
                out.append(Player(str(name), value))
        return out
    if isinstance(players, str):
        raise DealError("players must be a list of players or a mapping of names to cards, not one string")
    try:
        items = list(islice(players, MAX_PLAYERS + 1))
    except TypeError:
        raise DealError(
            f"players must be a list of players or a mapping of names to cards, got {plainly(players)}"
        ) from None
    if len(items) > MAX_PLAYERS:
        raise DealError(f"a deal holds at most {MAX_PLAYERS:,} players, got more in {shorten(players)}")
    out = []
    for i, item in enumerate(items):
        if isinstance(item, Player):
            out.append(item)
        elif isinstance(item, Mapping):
            out.append(player_from_mapping(item))
        elif item is None:
            raise DealError(f"player {i + 1} is None: give a name and cards, or a mapping with 'name' and 'cards'")
        else:
            out.append(Player(f"player {i + 1}", item))
    return out


def player_from_mapping(data: Mapping[str, Any]) -> Player:
    """A :class:`Player` from a mapping with ``name``, ``cards``, ``bet``, ``folded``, ``seat``."""
    if "name" not in data:
        raise DealError(f"a player needs a name: {shorten(dict(data))}")
    unknown = sorted(str(key) for key in data if key not in _PLAYER_KEYS and key not in _PLAYER_RESULT_KEYS)
    if unknown:  # a typo such as "fold" or "chips" must not be dropped without a word
        raise DealError(
            f"player {shorten(data['name'])}: unknown key {shorten(unknown[0])}; "
            f"a player has {', '.join(sorted(_PLAYER_KEYS))}{did_you_mean(unknown[0], sorted(_PLAYER_KEYS))}"
        )
    return Player(**{key: data[key] for key in _PLAYER_KEYS if key in data})


# -- cards -------------------------------------------------------------------------------------


def parse_group(cards: CardsLike | None, owner: str, game: Game) -> tuple[Card, ...]:
    """The cards of one owner (``"ann's hand"``, ``"the board"``), parsed for the game's deck.

    No cards (None, an empty or blank text) is ``()``. A card that does not parse raises
    :class:`InvalidCardError` whose message starts with the owner; the same card twice
    raises :class:`DuplicateCardError` (see :func:`check_cards`).
    """
    if cards is None or (isinstance(cards, str) and not cards.strip()):
        return ()
    try:
        parsed = parse_cards(cards, jokers=game.deck.jokers, allow_duplicates=True)
    except EmptyInputError:
        return ()
    except InvalidCardError as exc:
        raise type(exc)(f"{owner}: {exc}") from None
    return parsed


def check_cards(game: Game, groups: Iterable[tuple[str, Sequence[Card]]]) -> None:
    """Every card of every (owner, cards) group is in the game's deck and dealt only once."""
    where: dict[int, str] = {}
    for owner, cards in groups:
        for card in cards:
            if card not in game.deck.codes:
                raise InvalidCardError(
                    f"{owner}: card {str(card)!r} is not in the {game.name} deck ({game.deck.description})"
                )
            first = where.get(card)
            if first is not None:
                place = f"twice in {owner}" if first == owner else f"in {first} and in {owner}"
                raise DuplicateCardError(f"duplicate card {str(card)!r}: dealt {place}")
            where[card] = owner


# -- a showdown's deal -------------------------------------------------------------------------


def _check_names_and_seats(players: Sequence[Player]) -> None:
    if not players:
        raise DealError("a showdown needs players")
    seen: set[str] = set()
    for p in players:
        if not isinstance(p.name, str) or not p.name:
            raise DealError(f"every player needs a name (a non-empty string), got {plainly(p.name)}")
        check_name(p.name, "a player's name", error=DealError)  # length, control characters, UTF-8
        if p.name in seen:
            raise DealError(f"two players are called {shorten(p.name)}: names must be unique")
        seen.add(p.name)
    seats_given = [p.seat for p in players if p.seat is not None]
    if seats_given and len(seats_given) != len(players):
        missing = next(p.name for p in players if p.seat is None)
        raise DealError(f"{missing} has no seat: give every player a seat, or none (seat order is then list order)")
    for p in players:
        if p.folded not in (True, False):  # "no" or "false" as text would read as folded
            raise DealError(f"{p.name}'s 'folded' must be true or false, got {plainly(p.folded)}")
        if p.seat is not None and (isinstance(p.seat, bool) or not isinstance(p.seat, int) or p.seat < 0):
            raise DealError(f"{p.name}'s seat must be a whole number, 0 or more, got {plainly(p.seat)}")
    taken: set[int] = set()
    for seat in seats_given:
        if seat in taken:
            raise DealError(f"two players sit in seat {seat}")
        taken.add(seat)


def _button_index(seats: Sequence[Seat], button: str | int | None) -> int | None:
    if button is None:
        return None
    if isinstance(button, str):
        found = [i for i, s in enumerate(seats) if s.name == button]
        if not found:
            names = [s.name for s in seats]
            hint = did_you_mean(button, names)
            raise DealError(f"the button {shorten(button)} is not one of the players {names}{hint}")
        return found[0]
    if isinstance(button, int) and not isinstance(button, bool):
        at_or_before = [i for i, s in enumerate(seats) if s.seat <= button]
        return at_or_before[-1] if at_or_before else len(seats) - 1
    raise DealError(f"the button is a player's name or a seat number, got {plainly(button)}")


def read_deal(game: Game, board: CardsLike | None, players: list[Player], button: str | int | None, chip: int) -> Deal:
    """Validate a showdown's deal: every rule checked, in this order, before anything is decided.

    Names (non-empty, unique), seats (all or none, whole numbers, distinct), ``folded`` (a
    bool), the smallest chip, each bet (whole chips, at most
    :data:`~pokerrank._checks.MAX_CHIPS`, as is the smallest chip), cards (each player's parse; a player
    still in the hand shows exactly the game's hole cards; a folded player may show none),
    the board (complete at a showdown; a hand won when everyone else folded may end early),
    every card in the deck and dealt once, and the button.
    """
    quick = _quick_deal(game, board, players, button, chip)
    if quick is not None:
        return quick
    _check_names_and_seats(players)
    given: object = chip
    if type(given) is not int:  # (as a bet is read: 1.0 or numpy's 1 is the chip 1, 2.5 or True none)
        whole = isinstance(given, Integral) or (isinstance(given, float) and given.is_integer())
        if isinstance(given, bool) or not whole:
            raise ChipAmountError(f"the smallest chip must be a whole number of at least 1, got {plainly(given)}")
        chip = chip_amount(given, "the smallest chip")
    if chip < 1:
        raise ChipAmountError(f"the smallest chip must be a whole number of at least 1, got {plainly(chip)}")
    check_chips(chip, "the smallest chip", error=ChipAmountError)

    seats: list[Seat] = []
    for i, p in enumerate(players):
        bet = p.bet if type(p.bet) is int and p.bet >= 0 else chip_amount(p.bet, f"{p.name}'s bet")
        check_chips(bet, f"{p.name}'s bet", error=ChipAmountError)
        if bet % chip:
            raise ChipAmountError(f"{p.name}'s bet {bet} is not a whole number of the smallest chip {chip}")
        cards = parse_group(p.cards, f"{p.name}'s cards", game) or None
        seats.append(Seat(p.name, p.seat if p.seat is not None else i + 1, cards, bet, bool(p.folded)))
    seats.sort(key=lambda s: s.seat)

    live = [s for s in seats if not s.folded]
    if not live:
        raise DealError("every player folded: someone must remain to win the pot")
    need = game.hole_cards
    most = need + game.discards  # (a folded Irish player may have folded before throwing two away)
    for s in seats:
        if s.cards is None:
            if not s.folded and len(live) > 1:
                raise MissingCardsError(
                    f"{s.name} did not fold but shows no cards; {game.name} needs {need} hole cards per player"
                )
            continue
        n = len(s.cards)
        if (not s.folded and n != need) or n > most:
            held = f"{s.name}{' (folded)' if s.folded else ''} holds {n} card{'s' if n != 1 else ''}"
            raise CardCountError(f"{held} {format_cards(s.cards)!r}; {hole_cards_rule(game)}")

    board_cards = parse_group(board, "the board", game)
    if len(board_cards) != game.board_cards and (len(live) > 1 or len(board_cards) > game.board_cards):
        shown = f" {format_cards(board_cards)!r}" if board_cards else ""
        if game.board_cards:
            wanted = f"a board of exactly {game.board_cards} cards"
        else:
            wanted = "no board (each player plays their own cards)"
        raise CardCountError(f"the board has {len(board_cards)} cards{shown}; {game.name} has {wanted}")

    dealt = [*board_cards, *(c for s in seats if s.cards for c in s.cards)]
    if len(set(dealt)) != len(dealt) or not game.deck.codes.issuperset(dealt):  # say which card, and whose
        check_cards(game, [("the board", board_cards), *((f"{s.name}'s hand", s.cards or ()) for s in seats)])
    return Deal(game, board_cards, tuple(seats), _button_index(seats, button), chip)


def hole_cards_rule(game: Game) -> str:
    """How many hole cards a game deals, and keeps to the showdown where it throws some away,
    as the messages of a hand of the wrong size say it (one sentence for every check).

    >>> from pokerrank.games import get_game
    >>> hole_cards_rule(get_game("holdem")), hole_cards_rule(get_game("irish"))
    ('holdem deals exactly 2 hole cards', 'irish deals 4 hole cards and keeps exactly 2')
    """
    if game.discards:
        return f"{game.name} deals {game.hole_cards + game.discards} hole cards and keeps exactly {game.hole_cards}"
    return f"{game.name} deals exactly {game.hole_cards} hole cards"


_new: Final = tuple.__new__
"""A named tuple made from its fields' tuple, without its ``__new__``'s keyword handling."""
_GOOD_NAMES: set[str] = set()
"""Player names that passed :func:`~pokerrank._checks.check_name` (a server sees the same ones)."""


def _quick_deal(
    game: Game, board: CardsLike | None, players: list[Player], button: str | int | None, chip: int
) -> Deal | None:
    """The deal :func:`read_deal` returns, in one pass, for the common shape (no seats given,
    names already seen, whole-chip int bets, cards as text, the button by name or none);
    None for anything else or anything wrong, which :func:`read_deal` then checks in its
    order and words."""
    if type(chip) is not int or not 1 <= chip <= MAX_CHIPS or (button is not None and type(button) is not str):
        return None
    token, good = _TOKEN.__getitem__, _GOOD_NAMES
    need = game.hole_cards
    most = need + game.discards
    seats: list[Seat] = []
    dealt: list[int] = []
    names: set[str] = set()
    live = 0
    at: int | None = None
    try:
        for i, p in enumerate(players):
            name, cards, bet, folded = p.name, p.cards, p.bet, p.folded
            if name not in good:
                if not _name_ok(name):
                    return None
                if len(good) < 10_000:
                    good.add(name)
            if (
                p.seat is not None
                or type(bet) is not int
                or not 0 <= bet <= MAX_CHIPS
                or bet % chip
                or (folded is not True and folded is not False)
            ):
                return None
            if cards is None:
                if not folded:
                    return None
                held = None
            elif type(cards) is str:
                held = tuple(map(token, cards.replace(",", " ").split() if "," in cards else cards.split())) or None
                n = len(held) if held else 0
                if (not folded and n != need) or n > most:
                    return None
                if held:
                    dealt += held
            else:
                return None
            if not folded:
                live += 1
            names.add(name)
            if name == button:
                at = i
            seats.append(_new(Seat, (name, i + 1, held, bet, folded)))
        if board is None:
            board_cards: tuple[Card, ...] = ()
        elif type(board) is str:
            board_cards = tuple(map(token, board.replace(",", " ").split() if "," in board else board.split()))
        else:
            return None
    except KeyError:  # a card the quick read does not know
        return None
    if live < 2 or len(names) != len(seats) or len(board_cards) != game.board_cards:
        return None
    dealt += board_cards
    if len(set(dealt)) != len(dealt) or not game.deck.codes.issuperset(dealt):
        return None
    if button is not None and at is None:
        return None
    return _new(Deal, (game, board_cards, tuple(seats), at, chip))


def _name_ok(name: object) -> bool:
    try:
        check_name(name, "a player's name", error=DealError)
    except DealError:
        return False
    return isinstance(name, str) and bool(name)
