"""Cards: ranks, suits, parsing, formatting, integer codes and decks.

A card's integer code is ``rank * 4 + suit`` with deuce = 0 ... ace = 12 and clubs = 0,
diamonds = 1, hearts = 2, spades = 3, so ``2c`` is 0 and ``As`` is 51 (the code
phevaluator uses). A joker is 52.

>>> from pokerrank import parse_cards, format_cards
>>> cards = parse_cards("As 10h k♦")
>>> [int(c) for c in cards]
[51, 34, 45]
>>> format_cards(cards)
'As Th Kd'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence, Sized
from enum import EnumType, IntEnum
from itertools import islice
from numbers import Integral
from typing import TYPE_CHECKING, Any, Final

from pokerrank._checks import check_array_input, check_flag, plainly, shorten
from pokerrank.errors import DuplicateCardError, EmptyInputError, InvalidCardError

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = [
    "JOKER",
    "RANK_SYMBOLS",
    "Card",
    "CardsLike",
    "LookupEnum",
    "Rank",
    "Suit",
    "array_to_cards",
    "cards_to_array",
    "deck",
    "format_cards",
    "parse_card",
    "parse_cards",
]


class LookupEnum(EnumType):
    """The type of pokerrank's enums: a lookup by anything but a whole number goes to
    ``_missing_`` (the enum's own typed error), as does a number it has no member for: not to
    an ``==`` against each member (an array answers with an array, then a ValueError), nor
    to the enum's ValueError (whose ``repr`` of ``10**5000`` fails), nor to the member of
    ``8.0``."""

    def __call__(cls, value: object, *args: Any, **kwargs: Any) -> Any:
        if args or kwargs or not cls._member_map_:  # the functional API: Enum("Name", "A B")
            return super().__call__(value, *args, **kwargs)
        if isinstance(value, Integral) and not isinstance(value, bool):
            member = cls._value2member_map_.get(int(value))
            if member is not None:
                return member
        return cls._missing_(value)  # type: ignore[attr-defined]


class Suit(IntEnum, metaclass=LookupEnum):
    """A suit; the value is the suit index in card codes."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @classmethod
    def _missing_(cls, value: object) -> Suit:
        raise InvalidCardError(f"no suit {shorten(value)}: suits are 0 (clubs) to 3 (spades)")

    @property
    def letter(self) -> str:
        """The lower-case letter: ``c``, ``d``, ``h`` or ``s``."""
        return "cdhs"[self]

    @property
    def symbol(self) -> str:
        """The card symbol: ``♣``, ``♦``, ``♥`` or ``♠``."""
        return "♣♦♥♠"[self]


class Rank(IntEnum, metaclass=LookupEnum):
    """A rank; the value is the rank index in card codes (deuce 0 ... ace 12)."""

    TWO = 0
    THREE = 1
    FOUR = 2
    FIVE = 3
    SIX = 4
    SEVEN = 5
    EIGHT = 6
    NINE = 7
    TEN = 8
    JACK = 9
    QUEEN = 10
    KING = 11
    ACE = 12

    @classmethod
    def _missing_(cls, value: object) -> Rank:
        raise InvalidCardError(f"no rank {shorten(value)}: ranks are 0 (deuce) to 12 (ace)")

    @property
    def char(self) -> str:
        """The one-character symbol: ``2`` ... ``9``, ``T``, ``J``, ``Q``, ``K``, ``A``."""
        return _RANK_CHARS[self]


RANK_SYMBOLS: Final = "23456789TJQKA"
"""The rank symbols by rank index: ``RANK_SYMBOLS[12]`` is ``"A"``."""
_RANK_CHARS: Final = RANK_SYMBOLS
_SUIT_CHARS: Final = "cdhs"
JOKER: Final = 52
"""The integer code of a joker."""


class Card(int):
    """A playing card: an ``int`` (its code) that prints as ``As``.

    >>> Card.parse("Qh")
    Card('Qh')
    >>> Card(51).rank, Card(51).suit
    (<Rank.ACE: 12>, <Suit.SPADES: 3>)
    """

    __slots__ = ()

    def __new__(cls, code: int) -> Card:
        if isinstance(code, bool) or not isinstance(code, int):
            raise InvalidCardError(f"card code must be an int 0-52, got {plainly(code)}")
        if not 0 <= code <= JOKER:
            raise InvalidCardError(f"card code {_q(code)} is out of range; codes are 0-51, and 52 for a joker")
        return super().__new__(cls, code)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse one card such as ``As``, ``10h``, ``a♠`` or ``Jk``."""
        return parse_card(text)

    @property
    def is_joker(self) -> bool:
        """Whether this card is the joker."""
        return int(self) == JOKER

    @property
    def rank(self) -> Rank:
        """The card's rank (an error for the joker, which has none)."""
        if self.is_joker:
            raise InvalidCardError("the joker has no rank")
        return Rank(int(self) >> 2)

    @property
    def suit(self) -> Suit:
        """The card's suit (an error for the joker, which has none)."""
        if self.is_joker:
            raise InvalidCardError("the joker has no suit")
        return Suit(int(self) & 3)

    def __str__(self) -> str:
        return _CARD_TEXT[int(self)]

    def __repr__(self) -> str:
        return f"Card({_CARD_TEXT[int(self)]!r})"

    @property
    def symbol(self) -> str:
        """The card with a suit symbol, such as ``A♠``."""
        if self.is_joker:
            return "Jk"
        return _RANK_CHARS[int(self) >> 2] + "♣♦♥♠"[int(self) & 3]


_CARD_TEXT: Final = [r + s for r in _RANK_CHARS for s in _SUIT_CHARS] + ["Jk"]
_CARDS: Final = [int.__new__(Card, code) for code in range(JOKER + 1)]

# Suit characters accepted, including the outline symbols.
_SUIT_OF: Final = {
    "c": 0, "d": 1, "h": 2, "s": 3,
    "♣": 0, "♦": 1, "♥": 2, "♠": 3,
    "♧": 0, "♢": 1, "♡": 2, "♤": 3,
}  # fmt: skip
_RANK_OF: Final = {ch: i for i, ch in enumerate(_RANK_CHARS.lower())} | {"10": 8}


def _token_table() -> dict[str, Card]:
    table: dict[str, Card] = {}
    for rank_text, rank in _RANK_OF.items():
        for suit_text, suit in _SUIT_OF.items():
            card = _CARDS[rank * 4 + suit]
            for r in {rank_text, rank_text.upper()}:
                for s in {suit_text, suit_text.upper()}:
                    table[r + s] = card
    return table


# Every spelling of a single card, for the fast path of parse_cards().
_TOKEN: Final = _token_table()
_JOKER_WORDS: Final = ("joker", "jk")

MAX_CARDS: Final = 100_000
"""The most cards :func:`parse_cards` takes from a list or another iterable (a deck holds 53;
an iterator such as ``range(10**12)`` would otherwise be read to the end)."""

MAX_HANDS: Final = 1_000_000
"""The most hands :func:`cards_to_array` takes at once (it reads them one by one in Python; an
array of codes for more hands is built with numpy and needs no conversion)."""

CardsLike = str | Iterable[str | int]
"""Cards as one string (``"As Kd"``, ``"AsKd"``, ``"As,Kd"``) or an iterable of card
strings, codes or :class:`Card` objects."""


def parse_card(text: str, *, jokers: bool = False) -> Card:
    """Parse exactly one card.

    >>> parse_card("10h"), parse_card("a♠")
    (Card('Th'), Card('As'))
    """
    if jokers is not True and jokers is not False:
        jokers = check_flag(jokers, "parse_card(): jokers", error=InvalidCardError)
    cards = _scan(text, jokers=jokers)
    if len(cards) != 1:
        raise InvalidCardError(f"expected one card, got {len(cards)} in {_q(text)}")
    return cards[0]


def parse_cards(cards: CardsLike, *, jokers: bool = False, allow_duplicates: bool = False) -> tuple[Card, ...]:
    """Parse cards from a string or an iterable of strings, codes or cards.

    Raises :class:`EmptyInputError` for no cards, :class:`InvalidCardError` for a bad
    token, and :class:`DuplicateCardError` for a card given twice.

    >>> parse_cards("AsKd")
    (Card('As'), Card('Kd'))
    >>> parse_cards(["As", 12, "q♥"])
    (Card('As'), Card('5c'), Card('Qh'))
    """
    if jokers is not True and jokers is not False:
        jokers = check_flag(jokers, "parse_cards(): jokers", error=InvalidCardError)
    if allow_duplicates is not True and allow_duplicates is not False:
        allow_duplicates = check_flag(allow_duplicates, "parse_cards(): allow_duplicates", error=InvalidCardError)
    if isinstance(cards, str):
        tokens = cards.replace(",", " ").split()
        try:
            result = tuple([_TOKEN[t] for t in tokens])
        except KeyError:
            result = _scan(cards, jokers=jokers)
        if not result:
            raise EmptyInputError(f"no cards given in {_q(cards)}")
    else:
        if isinstance(cards, (bytes, bytearray)):
            raise InvalidCardError(f"cards must be text or card codes, got bytes {_q(cards)}: decode them first")
        try:
            items = cards if isinstance(cards, (list, tuple)) else list(islice(cards, MAX_CARDS + 1))
        except TypeError:
            raise InvalidCardError(
                f"cards must be a string such as 'As Kd' or a sequence of cards or int codes, got {plainly(cards)}"
            ) from None
        if len(items) > MAX_CARDS:
            raise InvalidCardError(f"at most {MAX_CARDS:,} cards are read at once, got more in {shorten(cards)}")
        if not items:
            raise EmptyInputError("no cards given (empty list)")
        result = tuple([_one(item, i + 1, jokers) for i, item in enumerate(items)])
        cards = items  # a generator is spent: the message shows the list
    if not allow_duplicates and len(set(result)) != len(result):
        _raise_duplicate(result, cards)
    return result


def _one(item: object, position: int, jokers: bool) -> Card:
    if isinstance(item, Card):
        card = item
    elif isinstance(item, Integral) and not isinstance(item, bool):  # numpy integers too
        item = int(item)
        if not 0 <= item <= JOKER:
            raise InvalidCardError(
                f"card code {_q(item)} at position {position} is out of range; codes are 0-51, and 52 for a joker"
            )
        card = _CARDS[item]
    elif isinstance(item, str):
        found = _TOKEN.get(item.strip())
        if found is not None:
            return found
        scanned = _scan(item, jokers=jokers, position=position)
        if len(scanned) != 1:
            raise InvalidCardError(f"expected one card at position {position}, got {plainly(item)}")
        card = scanned[0]
    else:
        raise InvalidCardError(f"card at position {position} must be a string or an int code, got {plainly(item)}")
    if card == JOKER and not jokers:
        raise InvalidCardError(f"a joker at position {position} is not allowed here (no jokers in this deck)")
    return card


def _raise_duplicate(result: Sequence[Card], source: object) -> None:
    seen: dict[int, int] = {}
    for i, card in enumerate(result, 1):
        if card in seen and card != JOKER:
            raise DuplicateCardError(
                f"duplicate card {str(card)!r} at positions {seen[card]} and {i} of {_show(source)}"
            )
        seen.setdefault(card, i)


def _show(source: object) -> str:
    if isinstance(source, str):
        return _q(source)
    return _q([str(c) if isinstance(c, Card) else c for c in source])  # type: ignore[attr-defined]


def _q(value: object) -> str:
    """The value as an error message quotes it: its repr, shortened to about 80 characters."""
    return shorten(value, 80)


def _scan(text: str, *, jokers: bool, position: int | None = None) -> tuple[Card, ...]:
    """The full parser: cards with or without separators, with precise errors."""
    if not isinstance(text, str):
        raise InvalidCardError(f"cards must be given as a string, got {plainly(text)}")
    out: list[Card] = []
    n = len(text)
    i = 0
    while i < n:
        ch = text[i]
        if ch.isspace() or ch == ",":
            i += 1
            continue
        start = i
        pos = position if position is not None else len(out) + 1
        low = text[i : i + 5].lower()
        if low.startswith(("joker", "jk")):
            i += 5 if low.startswith("joker") else 2
            if not jokers:
                raise InvalidCardError(
                    f"a joker {text[start:i]!r} (position {pos} of {_q(text)}) is not allowed here: "
                    "this deck has no jokers"
                )
            out.append(_CARDS[JOKER])
            continue
        rank_text = "10" if text[i : i + 2] == "10" else ch
        i += len(rank_text)
        rank = _RANK_OF.get(rank_text.lower())
        token_end = i + 1 if i < n else i
        token = text[start:token_end]
        if rank is None:
            raise InvalidCardError(
                f"unknown rank {rank_text!r} in card {token!r} (position {pos} of {_q(text)}); "
                "ranks are 2-9, T (or 10), J, Q, K, A"
            )
        if i >= n or text[i].isspace() or text[i] == ",":
            raise InvalidCardError(f"card {text[start:i]!r} (position {pos} of {_q(text)}) has no suit")
        suit = _SUIT_OF.get(text[i].lower())
        if suit is None:
            raise InvalidCardError(
                f"unknown suit {text[i]!r} in card {token!r} (position {pos} of {_q(text)}); "
                "suits are c, d, h, s or ♣ ♦ ♥ ♠"
            )
        i += 1
        out.append(_CARDS[rank * 4 + suit])
    return tuple(out)


def format_cards(cards: CardsLike, sep: str = " ", *, symbols: bool = False) -> str:
    """Format cards as text: cards, codes (0-51, and 52 for a joker) or card text; no cards
    give ``""``. A code out of range, or anything that is not a card, raises
    :class:`InvalidCardError`.

    >>> format_cards([51, 46], symbols=True)
    'A♠ K♥'
    >>> format_cards([53])
    Traceback (most recent call last):
    ...
    pokerrank.errors.InvalidCardError: card code 53 at position 1 is out of range; codes are 0-51, and 52 for a joker
    """
    if not isinstance(sep, str):
        raise InvalidCardError(f"format_cards(): sep must be a string, got {plainly(sep)}")
    if not isinstance(symbols, bool):
        raise InvalidCardError(f"format_cards(): symbols must be True or False, got {plainly(symbols)}")
    if isinstance(cards, tuple) and all(type(c) is Card for c in cards):  # the library's own cards
        parsed: Sequence[Card] = cards
    elif isinstance(cards, str) and not cards.strip():
        return ""
    else:
        try:
            parsed = parse_cards(cards, jokers=True, allow_duplicates=True)
        except EmptyInputError:
            return ""
    if symbols:
        return sep.join(c.symbol for c in parsed)
    return sep.join(_CARD_TEXT[c] for c in parsed)


def deck(*, jokers: int = 0) -> list[Card]:
    """The 52 cards in code order, and ``jokers`` jokers (0 or 1) after them.

    >>> d = deck()
    >>> len(d), d[0], d[-1]
    (52, Card('2c'), Card('As'))
    """
    if isinstance(jokers, bool) or not isinstance(jokers, Integral) or int(jokers) not in (0, 1):
        raise InvalidCardError(f"a deck may have 0 or 1 jokers, not {plainly(jokers)}")
    return _CARDS[: 52 + int(jokers)]


def cards_to_array(hands: Iterable[CardsLike] | CardsLike) -> npt.NDArray[np.uint8]:
    """Convert one hand, or equal-sized hands, to a uint8 array of card codes.

    One hand is text or a flat sequence of codes (a 1-D array); several hands are a
    sequence of hands, each text or codes, all of one size (a 2-D array). Anything else
    raises :class:`InvalidCardError` (no cards: :class:`EmptyInputError`).

    >>> cards_to_array("As Kd").tolist()
    [51, 45]
    >>> cards_to_array(["As Kd", "2c 2d"]).shape
    (2, 2)
    """
    import numpy as np

    if isinstance(hands, str):
        return np.array(parse_cards(hands, jokers=True), dtype=np.uint8)
    if isinstance(hands, (bytes, bytearray)) or not isinstance(hands, Iterable):
        raise InvalidCardError(
            f"cards_to_array() takes a hand (text or card codes) or a sequence of hands, got {plainly(hands)}"
        )
    try:
        count = len(hands) if isinstance(hands, Sized) else 0  # known before reading (range(10**12))
        items = list(islice(hands, MAX_HANDS + 1)) if count <= MAX_HANDS else []
    except OverflowError:  # len(range(10**20))
        count, items = MAX_HANDS + 1, []
    except TypeError:  # a 0-d array
        raise InvalidCardError(
            f"cards_to_array() takes a hand (text or card codes) or a sequence of hands, got {plainly(hands)}"
        ) from None
    if max(count, len(items)) > MAX_HANDS:
        raise InvalidCardError(f"cards_to_array() takes at most {MAX_HANDS:,} hands at once, got more in {_q(hands)}")
    if items and all(isinstance(h, Integral) and not isinstance(h, bool) for h in items):
        return np.array(parse_cards(items, jokers=True), dtype=np.uint8)  # type: ignore[arg-type]
    rows = []
    for i, hand in enumerate(items):
        if isinstance(hand, (bool, float)) or not isinstance(hand, (str, Iterable)):
            raise InvalidCardError(
                f"cards_to_array(): hand {i + 1} must be text or a sequence of card codes, got {plainly(hand)}"
            )
        try:
            rows.append(parse_cards(hand, jokers=True))
        except (InvalidCardError, EmptyInputError) as exc:
            raise type(exc)(f"cards_to_array(): hand {i + 1}: {exc}") from None
    sizes = {len(r) for r in rows}
    if len(sizes) > 1:
        raise InvalidCardError(
            f"hands must all have the same number of cards to form an array, got sizes {sorted(sizes)}"
        )
    return np.array(rows, dtype=np.uint8).reshape(len(rows), -1 if rows else 0)


def array_to_cards(array: npt.ArrayLike) -> list[tuple[Card, ...]] | tuple[Card, ...]:
    """Convert a 1-D array of codes to cards, or a 2-D array to a list of hands.

    Codes are whole numbers 0-52 (52 is a joker); a float array, a ragged list, an array
    of another shape, or more than :data:`MAX_CARDS` cards (1-D) or :data:`MAX_HANDS` hands
    (2-D) raises :class:`InvalidCardError`, and so does a list of more than
    :data:`~pokerrank._checks.MAX_ARRAY_ITEMS` codes (``range(10**12)``), before it is read.

    >>> array_to_cards([51, 45])
    (Card('As'), Card('Kd'))
    """
    import numpy as np

    check_array_input(array, "array_to_cards(): the card codes", error=InvalidCardError)  # range(10**12)
    try:
        arr = np.asarray(array)
    except (ValueError, TypeError):  # a ragged list of rows
        raise InvalidCardError(
            f"array_to_cards() takes a 1-D or 2-D array of card codes; the rows of {_q(array)} differ in length"
        ) from None
    if arr.dtype.kind not in "iuOU":
        raise InvalidCardError(f"card codes must be whole numbers, got an array of {arr.dtype}: {_q(array)}")
    if (arr.ndim == 1 and arr.size > MAX_CARDS) or (arr.ndim == 2 and arr.shape[0] > MAX_HANDS):
        what = f"{MAX_CARDS:,} cards" if arr.ndim == 1 else f"{MAX_HANDS:,} hands"
        raise InvalidCardError(f"array_to_cards() takes at most {what} at once, got shape {arr.shape}")
    if arr.ndim == 1:
        return parse_cards(arr.tolist(), jokers=True, allow_duplicates=True) if arr.size else ()
    if arr.ndim == 2:
        try:
            return [parse_cards(row, jokers=True, allow_duplicates=True) for row in arr.tolist()]
        except EmptyInputError:  # rows of no cards
            return [() for _ in range(arr.shape[0])]
    raise InvalidCardError(f"expected a 1-D or 2-D array of card codes, got {arr.ndim} dimensions")
