"""Typed records of hand histories: what a card room (or a PHH file) says happened in a hand.

A :class:`HandRecord` holds everything the readers take from one hand: where it came from,
the game and its pokerrank name, the stakes, the seats and stacks, every action per street
with the chips it put in, the boards (one per run), the cards dealt and shown, what each
player collected from which pot, the rake and the totals the room printed. Amounts are whole
numbers of the hand's smallest unit (``unit``: ``Decimal("0.01")`` for a cash game in
dollars, ``1`` for tournament chips), so every sum is exact.

>>> from pokerrank.handhistory import read
>>> from pokerrank.handhistory.examples import HEADS_UP_STEAL
>>> hand = next(read(HEADS_UP_STEAL))
>>> hand.game, hand.stakes, [a.kind.value for a in hand.actions]
('holdem', (1, 2), ['small blind', 'big blind', 'raise', 'fold'])
>>> hand.money(hand.collected[0].amount)
Decimal('0.04')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum
from typing import Any, NamedTuple, Protocol

from pokerrank.errors import HandHistoryError

__all__ = [
    "Action",
    "ActionKind",
    "Claim",
    "Collection",
    "HandRecord",
    "Seat",
    "lines_of",
]


class ActionKind(StrEnum):
    """What a player did. Posts and bets put chips in; the rest put in nothing."""

    ANTE = "ante"
    SMALL_BLIND = "small blind"
    BIG_BLIND = "big blind"
    DEAD_BLINDS = "small & big blinds"
    """A missed small and big blind posted together: the small part is dead money."""
    STRADDLE = "straddle"
    BUTTON_BLIND = "button blind"
    BRING_IN = "bring-in"
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    """A raise (or a completion of a bring-in) to ``Action.to``."""
    DISCARD = "discard"
    STAND_PAT = "stand pat"
    SHOW = "show"
    MUCK = "muck"

    @property
    def posts(self) -> bool:
        """Whether this is a forced bet (ante, blind, straddle, bring-in)."""
        return self in _POSTS


_POSTS = frozenset(
    {
        ActionKind.ANTE,
        ActionKind.SMALL_BLIND,
        ActionKind.BIG_BLIND,
        ActionKind.DEAD_BLINDS,
        ActionKind.STRADDLE,
        ActionKind.BUTTON_BLIND,
        ActionKind.BRING_IN,
    }
)


class Seat(NamedTuple):
    """A player at the table when the hand began."""

    seat: int
    name: str
    stack: int
    """Chips in front of the player before the hand, in units."""
    sitting_out: bool = False


class Action(NamedTuple):
    """One action of one player on one street.

    ``amount``: the chips this action put in the pot (a raise "to 60" after 20 in puts in
    40); ``to``: after a bet or raise, the player's total on this street; ``cards``: the cards
    discarded, drawn or shown, as text (``"As Kd"``); ``drawn``: the number of cards discarded (and drawn).
    """

    street: str
    player: str
    kind: ActionKind
    amount: int = 0
    to: int | None = None
    all_in: bool = False
    cards: str | None = None
    drawn: int | None = None
    line: int = 0


class Collection(NamedTuple):
    """Chips the room paid a player from one pot: ``pot`` is the room's name for it
    (``"pot"``, ``"main pot"``, ``"side pot-1"``), ``run`` the board it was won on (1, 2, ...)."""

    player: str
    amount: int
    pot: str = "pot"
    run: int = 1
    line: int = 0


class Claim(NamedTuple):
    """The room's own words for a shown hand, on one run (``"a flush, Ace high"``,
    ``"HI: two pair, Aces and Tens; LO: 7,6,5,4,3"``)."""

    player: str
    text: str
    run: int = 1
    line: int = 0


NOTE = "note"
"""The key of :attr:`HandRecord.extra` for what a reader says of the text around a hand that
does not change the hand (an iPoker file cut right after a whole hand's last round): every
verdict of the hand ends with it."""


@dataclass(slots=True, eq=False)
class HandRecord:
    """One hand as the room wrote it (see the module docstring); read-only by convention.

    ``game`` is pokerrank's name for the game (None when the room's game is one pokerrank
    does not play). ``boards`` holds one board per run (an empty string before a flop; a
    stud hand whose deck ran out has its shared card there). ``hole`` holds the cards known
    for each player (dealt face up or to the hero, shown or mucked at the end); ``shown`` the
    players who showed at the showdown; ``mucked`` those who gave up their hand there.
    ``error`` is set, and nothing else is reliable, when the hand could not be read.
    """

    source: str
    hand_id: str
    site: str = "PokerStars"
    format: str = "pokerstars"
    line: int = 1
    game: str | None = None
    game_text: str = ""
    structure: str = ""
    """``no-limit``, ``pot-limit``, ``limit``, ``capped no-limit``, ``pot-limit preflop, no-limit after``."""
    stakes: tuple[int, ...] = ()
    """Small and big blind (big blind games), small and big bet (limit), or as the room printed them."""
    currency: str | None = None
    unit: Decimal = Decimal(1)
    tournament: str | None = None
    mix: str | None = None
    table: str | None = None
    max_seats: int | None = None
    button: int | None = None
    """The button's seat number (None in stud games)."""
    seats: tuple[Seat, ...] = ()
    actions: tuple[Action, ...] = ()
    boards: tuple[str, ...] = ()
    hole: dict[str, str] = field(default_factory=dict)
    shown: frozenset[str] = frozenset()
    mucked: frozenset[str] = frozenset()
    returned: dict[str, int] = field(default_factory=dict)
    """Uncalled bets the room gave back."""
    dead: dict[str, int] = field(default_factory=dict)
    """Dead money each player put in: a missed small blind posted late, a dead blind. It is in
    the pot but counts neither towards the player's bets nor their share of a side pot. A room's
    record keeps its antes apart (they are its actions); PHH's record holds every ante in it
    (PHH's antes, untrimmed), the engine's the table's one ante where the rule set makes it dead
    (``extra["ante_dead"]``)."""
    collected: tuple[Collection, ...] = ()
    claims: tuple[Claim, ...] = ()
    total_pot: int | None = None
    pots: tuple[int, ...] = ()
    """Main and side pots as the summary printed them (after rake at PokerStars)."""
    rake: int | None = None
    added: int = 0
    """Money the room added to the pot (Run It Once's splash-the-pot)."""
    cash_outs: dict[str, tuple[int, int]] = field(default_factory=dict)
    """Players who cashed out: (amount, fee)."""
    pot_not_awarded: bool = False
    """The summary says the pot was not awarded because a player cashed out."""
    summary_won: dict[str, int] = field(default_factory=dict)
    """What the summary's seat lines say each player won or collected."""
    cancelled: bool = False
    finishing_stacks: dict[str, int] | None = None
    """PHH: each player's stack after the hand, as the file says."""
    encoding: str = "utf-8"
    unparsed: tuple[tuple[int, str], ...] = ()
    """Lines of the hand no rule read: (line number, text)."""
    text: str = field(default="", repr=False)
    error: HandHistoryError | None = None
    extra: dict[str, Any] = field(default_factory=dict, repr=False)
    dealt: tuple[tuple[str, str, str], ...] = ()
    """The cards dealt as the room showed them, in order: (street, player, the new cards)."""
    winnings: dict[str, int] | None = None
    """PHH: what each player won from the pots (uncalled bets apart, after rake), as the file
    says (the HandHQ hands of the PHH dataset give it instead of ``finishing_stacks``)."""
    currency_symbol: str | None = None
    """The symbol the file writes its money with (PHH ``currency_symbol``), when it says one;
    else the usual symbol of ``currency`` is used."""
    run_hole: tuple[dict[str, str], ...] = ()
    """Each run's final cards (run 1 first) of the players whose cards differ per run: a draw
    run more than once, each run with its own draw (KingsClub). A player a run does not name
    holds his ``hole`` cards on it; ``hole`` holds the first run's. Empty: one hand a player."""

    @property
    def ok(self) -> bool:
        """Whether the hand was read (``error`` is None)."""
        return self.error is None

    @property
    def runs(self) -> int:
        """How many times the board was run (1 unless the players ran it twice or more)."""
        return max(1, len(self.boards))

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names in seat order."""
        return tuple(seat.name for seat in self.seats)

    def money(self, amount: int) -> Decimal:
        """An amount in units as the room's money (``Decimal``): 123 cents are ``Decimal('1.23')``."""
        return (Decimal(amount) * self.unit).normalize() if self.unit != 1 else Decimal(amount)

    def format_money(self, amount: int) -> str:
        """An amount in units as text the way the room wrote it (``$1.23``, ``1500``): in the
        written form of the hand's format (:data:`WRITTEN_FORMS`: WPN's ``$110.00``, Enet's
        ``€0,30``, GGPoker's ``$1,477.42``), else as :meth:`plain_money` writes it. For the
        audit's sentences only: what is grouped or read back by a program takes
        :meth:`plain_money`.

        >>> from decimal import Decimal
        >>> [HandRecord("t", "1", site, unit=Decimal("0.01"), currency="USD").format_money(1234500)
        ...  for site in ("PokerStars", "WPN", "GGPoker", "Enet")]
        ['$12345', '$12345.00', '$12,345', '$12345']
        >>> HandRecord("t", "1", "WPN", "wpn-old", unit=Decimal("0.01"), currency="USD").format_money(1600)
        '$16'
        >>> HandRecord("t", "1", "Enet", unit=Decimal("0.01"), currency="EUR").format_money(-30)
        '-€0,30'
        """
        form = WRITTEN_FORMS.get((self.site, self.format))
        if form is None:
            return self.plain_money(amount)
        if amount < 0:
            return "-" + self.format_money(-amount)
        symbol = self.currency_symbol or _SYMBOLS.get(self.currency or "", "")
        keep, point, group = form
        if self.unit == 1:
            return f"{symbol}{f'{amount:,}'.replace(',', group) if group else amount}"
        places = -self.unit.as_tuple().exponent  # type: ignore[operator]
        whole, part = divmod(amount, 10**places)
        written = f"{whole:,}".replace(",", group) if group else str(whole)
        if not part and not keep:
            return f"{symbol}{written}"
        decimals = f"{part:0{places}d}"
        if places > 2:  # (cents kept as the room writes them, not the hand's finer unit: $110.00, $0.125)
            decimals = decimals.rstrip("0").ljust(2, "0")
        return f"{symbol}{written}{point}{decimals}"

    def plain_money(self, amount: int) -> str:
        """An amount in units as plain text: the currency's sign, a decimal point, no
        separators, a whole amount without decimals (``$1.23``, ``$12``, ``1500``)."""
        symbol = self.currency_symbol or _SYMBOLS.get(self.currency or "", "")
        if self.unit == 1:
            return f"{symbol}{amount}"
        if amount < 0:
            return "-" + self.plain_money(-amount)
        places = -self.unit.as_tuple().exponent  # type: ignore[operator]
        whole, part = divmod(amount, 10**places)
        if not part:  # $12, as the rooms write whole amounts
            return f"{symbol}{whole}"
        return f"{symbol}{whole}.{part:0{places}d}"


_SYMBOLS = {"USD": "$", "EUR": "€", "GBP": "£", "CNY": "¥", "INR": "₹", "CAD": "$"}

WRITTEN_FORMS: dict[tuple[str, str], tuple[bool, str, str]] = {
    ("WPN", "pokerstars"): (True, ".", ""),
    ("Enet", "pokerstars"): (False, ",", ""),
    ("GGPoker", "pokerstars"): (False, ".", ","),
    ("Full Tilt Poker", "pokerstars"): (False, ".", ","),
}
"""How a format whose every hand writes its amounts one way writes them, where that is not
:meth:`HandRecord.plain_money`'s way: (the decimals of a whole amount kept, the decimal mark,
the thousands' separator, empty: none), by :attr:`HandRecord.site` and
:attr:`HandRecord.format`. The shared hands show each: WPN's files in PokerStars' words write
``$110.00`` and ``(2872.50)`` (every amount of cents with its decimals); Enet ``€0,30`` and
``€50``; GGPoker ``$1,477.42`` and ``(10,000 in chips)``, Full Tilt ``$3,035.50`` and
``(2,170)``. The decimals of a room's chips are not kept (WPN's tournaments write ``5000.00``
chips, but its chips are read as whole units). A room whose files differ is written plainly:
WPN's older format (``Game started at:``) writes ``(498)`` beside ``Pot: 14.95``, 888poker
``[$1,049]`` beside ``15 788,50 $``, partypoker ``$2,697`` beside ``6000000``, iPoker
``1 001,24€`` beside ``$0.50``, Cake ``$250,50`` beside ``1,925``."""


class _Found(Protocol):
    source: str
    hand_id: str
    line: int
    encoding: str


def found_at(hand: _Found) -> dict[str, Any]:
    """The fields of a :class:`HandRecord` that say where a reader found the hand (``source``,
    ``hand_id``, ``line``, ``encoding``), taken from the reader's hand by keyword.

    >>> from types import SimpleNamespace
    >>> found_at(SimpleNamespace(source="a.phh", hand_id="1", line=3, encoding="utf-8", text="..."))
    {'source': 'a.phh', 'hand_id': '1', 'line': 3, 'encoding': 'utf-8'}
    """
    return {"source": hand.source, "hand_id": hand.hand_id, "line": hand.line, "encoding": hand.encoding}


def a_record(value: object, taker: str) -> HandRecord:
    """``value`` if it is a :class:`HandRecord`; else a :class:`~pokerrank.errors.HandHistoryError`
    saying that ``taker`` takes a hand record and what it was given.

    >>> a_record("Hand #1", "to_phh()")
    Traceback (most recent call last):
    ...
    pokerrank.errors.HandHistoryError: <text>: to_phh() takes a hand record (from read()), not the text 'Hand #1'
    """
    if isinstance(value, HandRecord):
        return value
    from pokerrank._checks import plainly

    raise HandHistoryError(f"{taker} takes a hand record (from read()), not {plainly(value)}")


def blinds_printed(record: HandRecord, stakes: tuple[int, ...]) -> bool:
    """Whether a room's fixed-limit hand prints its blinds, not its bets, as ``stakes`` (the small
    bet is then the big blind, the big bet twice it: ``Level I (10/20)``): its big blind posted at
    the second amount; or, where every big blind is posted all in for less, one posted above the
    first amount (a big blind of that amount is not short of it) or a small blind posted in full
    at the first. (Stud, PHH and the engine's records name their bets: not for them.)"""
    small, big = stakes[0], stakes[1]
    if not small < big:
        return False
    stack = {seat.name: seat.stack for seat in record.seats}
    top = full = 0  # the largest big blind, the least posted in full
    posted = False
    for a in record.actions:
        if a.kind is ActionKind.BIG_BLIND:
            posted = True
            top = max(top, a.amount)
            short = a.all_in or a.amount >= stack.get(a.player, 0)
            if not short and a.amount and (not full or a.amount < full):
                full = a.amount
    if top == big:
        return True
    if full or top > big or not posted:
        return False
    if top > small:
        return True
    return any(a.kind is ActionKind.SMALL_BLIND and a.amount == small and not a.all_in for a in record.actions)


def button_by_blinds(
    seats: Sequence[Seat], actions: Sequence[Action], *, dead: bool = False, size: int = 0
) -> int | None:
    """The button's seat of a hand whose room does not name it, as its blinds place it (E4, E5:
    the small blind is the first player to the button's left; heads-up the button posts it):
    the small blind's own seat where two players play the hand, else the seat before it, the
    nearest one a player holds (Boss Media's hands name no dealer), or with ``dead`` (a dead
    button: PokerNow's ``(dead button)``, Bovada's hands with no ``Dealer``) the nearest one no
    player holds, round the table's ``size`` seats. Two players posting a small blind (a
    newcomer's post beside it): the first's; nobody posting one (a dead small blind): the seat
    before the big blind's. The engine's drive of a record places its button by the same rules.
    None where no blind is posted or the seats leave no such place: the odd chip of a split pot
    then goes from the first seat. What the button is for here is the order round the table:
    the odd chip clockwise from it, PHH's order of play after it.

    >>> seats = [Seat(1, "ann", 9), Seat(4, "bob", 9), Seat(7, "cid", 9)]
    >>> posts = [Action("preflop", "cid", ActionKind.SMALL_BLIND, 1), Action("preflop", "ann", ActionKind.BIG_BLIND, 2),
    ...          Action("preflop", "bob", ActionKind.FOLD)]
    >>> button_by_blinds(seats, posts), button_by_blinds(seats, posts, dead=True), button_by_blinds(seats, posts[:2])
    (4, 6, 7)
    >>> button_by_blinds(seats, posts[1:]), button_by_blinds(seats, posts[1:], dead=True, size=9)
    (7, 9)
    """
    seat_of = {seat.name: seat.seat for seat in seats}
    small = next((a.player for a in actions if a.kind is ActionKind.SMALL_BLIND and a.player in seat_of), None)
    anchor = small or next((a.player for a in actions if a.kind is ActionKind.BIG_BLIND and a.player in seat_of), None)
    if anchor is None:
        return None
    at = seat_of[anchor]
    if small is not None and len({action.player for action in actions}) == 2:
        return at
    held = set(seat_of.values())
    if dead:
        empty = [seat for seat in (*range(at - 1, 0, -1), *range(size, at, -1)) if seat not in held]
        return empty[0] if empty else None
    earlier = [seat for seat in held if seat < at]
    later = [seat for seat in held if seat > at]
    return max(earlier) if earlier else (max(later) if later else None)


def lines_of(text: str) -> list[str]:
    r"""The lines of a hand's text, as ``text.splitlines()`` gives them but broken at ``\n``
    alone: a text is read with its line ends made ``\n`` (:func:`~pokerrank.handhistory.detect.checked_text`),
    and a form feed, ``\x85``, ``\u2028`` or ``\u2029`` in a line (a name, a chat) is text, as
    the readers' patterns and their line numbers (counted ``\n``) take it, never a line break.

    >>> lines_of("Seat 1: a\u2028b\nann: folds\n"), lines_of("")
    (['Seat 1: a\u2028b', 'ann: folds'], [])
    """
    rows = text.split("\n")
    if not rows[-1]:
        rows.pop()
    return rows
