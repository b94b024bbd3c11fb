"""One record builder for the rooms that write a text of their own (OnGame, Entraction, Cake,
PKR, Everleaf, Absolute, Bovada; 888, partypoker and Betfair through
:mod:`~pokerrank.handhistory.bracket`): a room's module is a small grammar that reads its lines and tells
a :class:`TextHand` what each says in the shared kinds (a post, a call, a raise, a street and
its cards, a pot paid); the builder keeps the chips of each street and makes the
:class:`~pokerrank.handhistory.records.HandRecord`.

The rooms of plain lines (:mod:`~pokerrank.handhistory.sites.lines`: Seals With Clubs,
KingsClub, WPN before 2019) are grammars on this builder too: they print the bet nobody
called and the rake, so nothing is worked out (``worked_out`` False) and the hand's own
numbers must add up; they may run the board more than once (:meth:`TextHand.run_board`), and
a room whose pays lines leave things out gives each player's stack after the hand
(``after``), from which what each was paid is read.

A room that settles a hand its own way says so in hooks the record calls in turn:
:meth:`TextHand.back_by_rules` (what went back unprinted), :meth:`TextHand.check_settled` (its
own totals), :meth:`TextHand.unprinted_rake`, :meth:`TextHand.check_paid`,
:meth:`TextHand.posted_stakes`, :meth:`TextHand.dealt_in` (the seats and cards kept) and
:meth:`TextHand.pots_paid` (Bovada overrides all seven, :mod:`~pokerrank.handhistory.bracket`
four).

The rooms differ in what an amount means, and each says so per line: ``added`` (the chips
the action puts in: ``calls 1`` after nothing, ``Raise (15.00)`` from a 5 blind to 20) or
``to`` (the street total: ``raises to $10``). A bet nobody called goes back by the rules when
the room does not print it. A room that prints no rake has it inferred: what was put in less
what went back and was paid, at most ``max_rake`` of the pot (:data:`MAX_INFERRED_RAKE`);
tournaments take none.

>>> hand = TextHand("<text>", "1", "Room", "room", 1, scale=100)
>>> hand.game, hand.structure = "holdem", "no-limit"
>>> hand.seat(1, "ann", 200); hand.seat(2, "bob", 200)
>>> hand.post("ann", ActionKind.SMALL_BLIND, 1, 2); hand.post("bob", ActionKind.BIG_BLIND, 2, 3)
>>> hand.wager("ann", "raise", 6, 4, to=True); hand.fold("bob", 5)
>>> hand.collect("ann", 4, "pot", 6)
>>> record = hand.record()
>>> record.stakes, record.rake, [a.amount for a in record.actions]
((1, 2), 0, [1, 2, 5, 0])
>>> from pokerrank.handhistory.audit import audit_hand
>>> audit_hand(record).outcome.value
'match'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import MISSING, Field, fields
from decimal import Decimal
from itertools import compress
from operator import itemgetter
from typing import Any, Final, TypeVar

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory._order import acted_again_words, late_post_words, order_fault
from pokerrank.handhistory.records import Action, ActionKind, Claim, Collection, HandRecord, Seat
from pokerrank.handhistory.sites.vocabulary import amount, cut_hands, lines_of
from pokerrank.handhistory.verdicts import INCONSISTENT

__all__ = [
    "MAX_INFERRED_RAKE",
    "NO_RAKE",
    "QuietLines",
    "TextHand",
    "guarded",
    "read_hands",
    "repeated_line",
    "stray_text",
]

MAX_INFERRED_RAKE: Final = Decimal("0.1")
NO_RAKE: Final = Decimal(0)
"""``max_rake`` of a hand that keeps none (no flop, no drop; a room's hands in chips)."""
"""The most an unprinted rake may be, as a share of the pot, unless the room says otherwise:
more is chips the room did not pay, which the audit shows."""

_new = tuple.__new__
_CHIPS: Final = itemgetter(1)
"""A collection's chips."""
_AMOUNTS: dict[tuple[str, int], int] = {}
"""Amounts already read (:func:`~pokerrank.handhistory.sites.vocabulary.amount`), by their
text and scale: most hands repeat a few."""
_SEAT_NUMBER: Final = itemgetter(0)
_SMALL_BLIND, _BIG_BLIND = ActionKind.SMALL_BLIND, ActionKind.BIG_BLIND
"""The posts that name the stakes where the room prints none (:meth:`TextHand.posted_stakes`)."""
_NAME_STACK: Final = itemgetter(1, 2)
"""A seat's name and stack."""
_PLAYER, _CHIPS_IN, _PLAYER_CHIPS = itemgetter(1), itemgetter(3), itemgetter(1, 3)
"""An action's player, chips, and both (:meth:`TextHand.put_in`)."""
_ANTE, _FOLD, _CHECK, _CALL, _BET, _RAISE = (
    ActionKind.ANTE, ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.BET, ActionKind.RAISE
)  # fmt: skip
_BRING_IN, _DISCARD, _STAND_PAT, _SHOW, _MUCK = (
    ActionKind.BRING_IN, ActionKind.DISCARD, ActionKind.STAND_PAT, ActionKind.SHOW, ActionKind.MUCK
)  # fmt: skip
"""The kinds of action the builder makes, looked up once (an enum member's lookup costs more)."""
_UNITS: Final = {1: Decimal(1), 100: Decimal("0.01")}
_RECORD_FIELDS: Final = (
    "source", "hand_id", "site", "format", "line", "game", "game_text", "structure", "stakes", "currency", "unit",
    "tournament", "mix", "table", "max_seats", "button", "seats", "actions", "boards", "hole", "shown", "mucked",
    "returned", "dead", "collected", "claims", "total_pot", "pots", "rake", "added", "cash_outs", "pot_not_awarded",
    "summary_won", "cancelled", "finishing_stacks", "encoding", "unparsed", "text", "error", "extra", "dealt",
    "winnings", "currency_symbol", "run_hole",
)  # fmt: skip
""":class:`~pokerrank.handhistory.records.HandRecord`'s fields in order: :meth:`TextHand.record`
passes them all by position (a third of the cost of by name, for a record a hand)."""
if tuple(field.name for field in fields(HandRecord)) != _RECORD_FIELDS:  # pragma: no cover - a loud stop
    raise ImportError("HandRecord's fields changed: TextHand.record passes them by position (owntext._RECORD_FIELDS)")
_UNFILLED: Final = ("mix", "added", "pot_not_awarded", "finishing_stacks", "error", "winnings", "currency_symbol")
"""The fields :meth:`TextHand.record` never fills: it passes their defaults, read from
:class:`~pokerrank.handhistory.records.HandRecord` here (a changed default is followed)."""


def _defaults(record_fields: tuple[Field[Any], ...], names: tuple[str, ...]) -> tuple[Any, ...]:
    """The defaults of the fields ``names`` of a record's ``record_fields``, in that order: a
    field without a plain default (none, or a new object each record) is an error naming it.

    >>> _defaults(fields(HandRecord), ("mix", "added"))
    (None, 0)
    >>> _defaults(fields(HandRecord), ("hole",))
    Traceback (most recent call last):
    ImportError: HandRecord's field 'hole' has no plain default: TextHand.record passes one (owntext._UNFILLED)
    """
    by_name = {field.name: field for field in record_fields}
    found = []
    for name in names:
        default = by_name[name].default
        if default is MISSING:
            raise ImportError(
                f"HandRecord's field {name!r} has no plain default: TextHand.record passes one (owntext._UNFILLED)"
            )
        found.append(default)
    return tuple(found)


_NO_MIX, _NO_ADDED, _POT_NOT_AWARDED, _NO_FINISHING, _NO_ERROR, _NO_WINNINGS, _NO_SYMBOL = _defaults(
    fields(HandRecord), _UNFILLED
)
if next(f for f in fields(HandRecord) if f.name == "summary_won").default_factory is not dict:  # pragma: no cover
    raise ImportError("HandRecord's summary_won is no longer a new dict by default: TextHand.record passes {}")


class QuietLines:
    """A room's lines that carry nothing to read, found by their start, each with the shape of
    what follows it (a pattern): :meth:`whole` tells a line written whole from one with words
    after it that no rule reads (``Dealing pocket cards dan: hi``), which the room's reader then
    reads as any other line, quoting it where no rule does (NOT AUDITABLE): a reader that passed
    over a quiet line by its start alone passed over those words too. One pattern for every
    start, matched once a line (the rooms write a few such lines a hand).

    >>> quiet = QuietLines({"Dealing pocket cards": "", "Button: seat ": r"\\d+"})
    >>> quiet.starts
    ('Dealing pocket cards', 'Button: seat ')
    >>> quiet.whole("Button: seat 2"), quiet.whole("Button: seat 2 dan: hi"), quiet.whole("Dealing pocket cards ")
    (True, False, True)
    """

    __slots__ = ("_seen", "_whole", "starts")

    def __init__(self, shapes: Mapping[str, str]) -> None:
        self.starts: tuple[str, ...] = tuple(shapes)
        """The lines' starts (for ``str.startswith``)."""
        self._whole = re.compile(
            "(?:" + "|".join(f"{re.escape(start)}(?:{rest})" for start, rest in shapes.items()) + r")[ \t\r]*"
        )
        self._seen: dict[str, bool] = {}
        """Lines told before (most repeat, hand after hand: ``Dealing Cards``), at most 10,000."""

    def whole(self, row: str) -> bool:
        """Whether ``row`` is one of the lines, written whole (blanks after it aside)."""
        seen = self._seen.get(row)
        if seen is None:
            seen = self._whole.fullmatch(row) is not None
            if len(self._seen) < 10_000 and len(row) <= 80:  # (bounded by count and length)
                self._seen[row] = seen
        return seen


def _posted_there(actions: Sequence[Action], made: tuple[str, int], text: str) -> bool:
    """Whether ``text``, the line ``made`` names (a player and a line), is where that player's
    chips were put in: not where a room that posts blinds on no line of their own (partypoker's
    tournaments) gives its posts the line of the hand's first action, another player's turn."""
    name, line = made
    post = next((a for a in actions if a[8] == line and a[1] == name and a[2].posts), None)
    if post is None:  # (a bet, raise or call: its own line)
        return True
    lowered = text.lower()
    return name in text and ("post" in lowered or "blind" in lowered)


class TextHand:
    """A hand being read: the grammar calls one method per line it reads; :meth:`record`
    gives the hand. Amounts are whole units (cents for cash games: ``scale`` 100)."""

    game: str | None = None
    game_text = ""
    structure = ""
    currency: str | None = None
    tournament: str | None = None
    table: str | None = None
    max_seats: int | None = None
    button: int | None = None
    stakes: tuple[int, ...] = ()
    street = "preflop"
    rake: int | None = None
    total: int | None = None
    max_rake: Decimal = MAX_INFERRED_RAKE
    worked_out = True
    """Whether what the room leaves unprinted is worked out by the rules: the bet nobody
    called, the rake, the seats not dealt in, what each pot paid. False (the rooms of plain
    lines): the room prints them, and its numbers must add up (:meth:`check_chips`)."""
    back_as_side_pot = False
    """Whether the room pays the bet nobody called back as a "side pot" only its bettor was
    in (partypoker): that collection is a return, not a pot."""
    hidden_fee = 0
    """A fee the room takes without printing it (old WPN's jackpot tables): counted with
    the rake where the chips left over are exactly it."""
    cancelled = False
    # (the values above never change in place: each is the class's until a hand sets its own,
    # so a new hand stores only what is its own: the containers below, a third fewer stores)

    def __init__(
        self,
        source: str,
        hand_id: str,
        site: str,
        fmt: str,
        line: int,
        *,
        scale: int = 100,
        text: str = "",
        encoding: str = "utf-8",
    ) -> None:
        self.source, self.hand_id, self.site, self.format, self.line = source, hand_id, site, fmt, line
        self.scale, self.text, self.encoding = scale, text, encoding
        self.seats: list[Seat] = []
        self.names: set[str] = set()
        self.actions: list[Action] = []
        self.hole: dict[str, str] = {}
        self.shown: set[str] = set()
        self.mucked: set[str] = set()
        self.claims: list[Claim] = []
        self.collected: list[Collection] = []
        self.returned: dict[str, int] = {}
        self.dead: dict[str, int] = {}
        self.unparsed: list[tuple[int, str]] = []
        self.board: list[str] = []
        self.runs: dict[int, list[str]] = {}
        """The boards of the second run on, by run (:meth:`run_board`)."""
        self.run_hole: dict[int, dict[str, str]] = {}
        """Each run's final cards of the players whose cards differ per run (a draw run more
        than once), by run: :attr:`~pokerrank.handhistory.records.HandRecord.run_hole`."""
        self.dealt: list[tuple[str, str, str]] = []
        """The cards dealt as the room showed them: (street, player, the new cards)."""
        self.street_in: dict[str, int] = {}
        self.put: dict[str, int] = {}
        """Each player's chips put in, once :meth:`record` has run."""
        self.after: dict[str, int] = {}
        """Each player's stack after the hand, where the room's pays lines leave out what a
        side pot no one contested and a bet no one called gave back (KingsClub): what each
        was paid is read from it, and nothing is said handed back."""
        self.extra: dict[str, Any] = {}
        self.cash_outs: dict[str, tuple[int, int]] = {}
        """Players who cashed out: paid by the room, not from the pot (partypoker)."""
        self.last_line = line
        """The hand's last line (where an error about its totals points)."""

    def fail(self, message: str, line: int | None = None, kind: str = "unreadable") -> HandHistoryError:
        """An error naming this hand (and a line of it); ``kind``: the error's short key."""
        return HandHistoryError(message, self.source, self.hand_id, line or self.line, kind)

    def acted_again(self, name: str, first: int, lines: Sequence[str], at: int, said: str) -> HandHistoryError:
        """The contradiction of ``name`` acting at line ``at`` (``said``: that line, quoted) after
        their turn at line ``first`` (of ``lines``, the hand's) with no bet or raise between: NOT
        AUDITABLE, both lines quoted (the order of play of every room that reads its lines:
        :mod:`~pokerrank.handhistory._order`, one rule, one message)."""
        before = lines[first - self.line].strip() if 0 <= first - self.line < len(lines) else ""
        return self.fail(
            acted_again_words(name, f"line {first}: {shorten(before, 60)}", f"line {at}: {said}"), at, INCONSISTENT
        )

    def out_of_order(self, lines: Sequence[str], *, posts: bool = True, declined: int = 0) -> HandHistoryError | None:
        """The first action of the hand out of the order of play (:func:`~pokerrank.handhistory._order.order_fault`:
        a turn taken again with no bet or raise since the player's last on the round; with ``posts``, a blind,
        straddle or ante posted after a turn on its round; ``declined``, the line of the deal: a fold written before
        it and before the round's first other turn a player declining his blind, 888's rule), as its error, the
        lines quoted; None: none is."""
        found = order_fault(self.actions, posts=posts, declined=declined)
        if found is None:
            return None
        action, earlier, late = found
        at = action[8]
        if not late:
            return self.acted_again(action[1], earlier[8], lines, at, self.quote(lines, at, 60))
        first = earlier[8]
        said = late_post_words(
            action[1],
            f"line {at}: {self.quote(lines, at, 60)}",
            action[2],
            earlier[1],
            f"line {first}: {self.quote(lines, first, 60)}",
            action[0],
        )
        return self.fail(said, at, INCONSISTENT)

    def went_on_behind(
        self,
        name: str,
        at: int,
        street: str,
        was: str,
        chips: int,
        bet: int,
        made: tuple[str, int],
        lines: Sequence[str],
    ) -> HandHistoryError:
        """The contradiction of ``name`` acting at line ``at`` on ``street`` with ``chips`` in on
        the round before (``was``), less than its ``bet`` (``made``: the player and line that put
        it in), and chips left: a call left out (its chips taken back as a bet nobody called). NOT
        AUDITABLE, both lines quoted (the rooms of :mod:`~pokerrank.handhistory._rounds` and the
        bracket rooms)."""
        money = self.money_text
        maker = self.quote(lines, made[1], 60)
        source = f"line {made[1]}: {maker}"
        if not _posted_there(self.actions, made, maker):
            source = "posted on no line of its own"  # (partypoker's tournament blinds: another line's number)
        return self.fail(
            f"{name} goes on to the {street} (line {at}: {self.quote(lines, at, 60)}) with {money(chips)} in on the"
            f" {was}, less than {made[0]}'s {money(bet)} ({source}), and with chips left: a betting round ends only"
            " when every player still in has put in as much, or is all in",
            at,
            INCONSISTENT,
        )

    def bet_made(self, street: str, bet: int) -> tuple[str, int]:
        """The player who first put ``bet`` in on ``street`` (antes and dead money apart), and the
        line: who made the round's bet (:meth:`went_on_behind` quotes it). Where none did, the
        round's last bet or raise, else its last action."""
        dead = self.dead
        totals: dict[str, int] = {}
        last: tuple[str, int] | None = None
        for action in self.actions:
            if action[0] != street:
                continue
            name, kind, chips = action[1], action[2], action[3]
            if last is None or kind is _BET or kind is _RAISE:
                last = (name, action[8])
            if not chips or kind is _ANTE:
                continue
            if kind is ActionKind.DEAD_BLINDS:
                chips -= min(dead.get(name, 0), chips)
            mine = totals[name] = totals.get(name, 0) + chips
            if mine >= bet:
                return name, action[8]
        return last if last is not None else ("?", self.line)

    def quote(self, lines: Sequence[str], at: int, width: int = 80) -> str:
        """The text of the hand's line ``at`` (of ``lines``, the hand's), shortened; ``?`` where
        the hand has no such line."""
        index = at - self.line
        return shorten(lines[index].strip(), width) if 0 <= index < len(lines) else "?"

    def broken(self, error: HandHistoryError) -> HandRecord:
        """The record of a hand that could not be read."""
        return HandRecord(
            self.source, self.hand_id, self.site, self.format, self.line, error=error, encoding=self.encoding
        )

    def money(self, token: str, line: int) -> int:
        """An amount as the shared vocabulary reads it (a sign before or after the number,
        commas between thousands), in this hand's units; an error names the line."""
        key = (token, self.scale)
        known = _AMOUNTS.get(key)
        if known is not None:
            return known
        try:
            value = amount(token, self.scale)
        except ValueError as exc:
            raise self.fail(f"line {line}: {exc}", line) from None
        if len(_AMOUNTS) < 100_000:
            _AMOUNTS[key] = value
        return value

    def figure(self, token: str, row: str, line: int) -> int:
        """A figure the room writes of what the hand came to (a pot's size, a total): its
        amount, or, where it is none (``NaN``, a sign, nothing), an error quoting the line: a
        figure that cannot be read cannot be checked, so neither can the hand."""
        try:
            return self.money(token, line)
        except HandHistoryError:
            raise self.fail(f"line {line}: {shorten(token, 30)} is no amount: {shorten(row, 80)}", line) from None

    def disagrees(self, said: str, found: str, row: str, line: int, last: int | None = None) -> HandHistoryError:
        """The error of a hand whose figure on ``line`` (``row``, quoted; to ``last``, a figure of
        several lines) says ``said`` where its other lines give ``found``: the file disagrees
        with itself (NOT AUDITABLE, the chips do not add up)."""
        where = f"lines {line} to {last} say" if last is not None and last != line else f"line {line} says"
        return self.fail(
            f"the room's lines disagree: {where} {said}, but {found}: {shorten(row, 80)}", line, "chips do not add up"
        )

    def seat(self, number: int, name: str, stack: int, sitting_out: bool = False, line: int | None = None) -> None:
        """A player at the table (two of one name are refused; ``line``: the seat's line)."""
        if name in self.names:
            raise self.fail(f"two seats named {name!r}", line)
        self.names.add(name)
        self.seats.append(_new(Seat, (number, name, stack, sitting_out)))

    def player(self, name: str, line: int) -> str:
        """``name`` when it has a seat, else an error naming the line."""
        if name not in self.names:
            raise self.fail(f"line {line} names {name!r}, who has no seat", line)
        return name

    def speaker(self, row: str, after: str | re.Pattern[str]) -> str | None:
        """The longest seated name ``row`` starts with, ``after`` next (a text, or a pattern
        matching the rest of the line): ``"a:b"`` in ``"a:b: folds"`` with ``after`` ``":"``,
        where ``a`` sits too; or None. For a line whose name holds the room's own separator."""
        for name in sorted(self.names, key=len, reverse=True):
            if row.startswith(name) and (
                row.startswith(after, len(name)) if isinstance(after, str) else after.match(row, len(name))
            ):
                return name
        return None

    def new_street(self, street: str, cards: str = "", *, whole: bool = False, bets_stay: bool = False) -> None:
        """A new street; ``cards`` the cards it deals (``whole``: the board so far);
        ``bets_stay``: the chips in stay (a street line before anyone acted: KingsClub's
        all-in-or-fold Omaha)."""
        new = cards.split()
        if whole:
            if new[: len(self.board)] != self.board:
                raise self.fail(f"the {street}'s board {cards!r} is not the board so far with more cards")
            new = new[len(self.board) :]
        self.board.extend(new)
        self.street = street
        if not bets_stay:
            self.street_in = {}

    def run_board(self, run: int, cards: list[str], line: int) -> None:
        """A street's cards onto its run's board: the whole board so far (``[2h 7h Td] [Ks]``,
        ``-`` for a card of the first run's board), or only the new cards (``[Qd]``); a
        second run starts from the first run's flop."""
        first = self.board
        if "-" in cards:
            cards = [first[k] if card == "-" and k < len(first) else card for k, card in enumerate(cards)]
        now = (first if run == 1 else self.runs.get(run)) or (list(first[:3]) if run > 1 else [])
        now = cards if (now and cards[: len(now)] == now) or len(cards) >= 3 else now + cards
        if len(now) > 5 or "-" in now:
            raise self.fail(f"a board that does not read: {' '.join(now)!r}", line)
        if run == 1:
            self.board = now
        else:
            self.runs[run] = now

    def deal(self, name: str, cards: str, *, add: bool = False) -> None:
        """Cards dealt to a player on this street (``add``: one card a line, added to those
        dealt before: stud, old WPN)."""
        self.hole[name] = f"{self.hole[name]} {cards}" if add and name in self.hole else cards
        self.dealt.append((self.street, name, cards))

    def post(self, name: str, kind: ActionKind, value: int, line: int, *, dead: int = 0, all_in: bool = False) -> None:
        """A forced bet: ``dead`` of ``value`` is dead money (a missed small blind)."""
        if kind is not _ANTE:
            self.street_in[name] = self.street_in.get(name, 0) + value - dead
        if dead:
            self.dead[name] = self.dead.get(name, 0) + dead
        self.actions.append(_new(Action, (self.street, name, kind, value, None, all_in, None, None, line)))

    def fold(self, name: str, line: int) -> None:
        self.actions.append(_new(Action, (self.street, name, _FOLD, 0, None, False, None, None, line)))

    def check(self, name: str, line: int) -> None:
        self.actions.append(_new(Action, (self.street, name, _CHECK, 0, None, False, None, None, line)))

    def wager(self, name: str, verb: str, value: int, line: int, *, to: bool = False, all_in: bool = False) -> None:
        """A call, bet or raise (``verb``; ``"all-in"``: whichever it comes to) of ``value``:
        the chips added, or with ``to`` the street total."""
        street_in = self.street_in
        before = street_in.get(name, 0)
        added = value - before if to else value
        if added < 0:
            raise self.fail(f"line {line}: {name!r} takes chips back ({verb} to less than the {before} in)", line)
        after = before + added
        if verb == "call":
            self.actions.append(_new(Action, (self.street, name, _CALL, added, None, all_in, None, None, line)))
        else:
            high = max(street_in.values()) if street_in else 0  # (a default to max costs twice this)
            kind = _CALL if verb == "all-in" and after <= high else _BET if not high and verb != "raise" else _RAISE
            target = after if kind is not _CALL else None
            self.actions.append(_new(Action, (self.street, name, kind, added, target, all_in, None, None, line)))
        street_in[name] = after

    def bring_in(self, name: str, value: int, line: int) -> None:
        """A stud bring-in: the first bet of third street."""
        self.street_in[name] = self.street_in.get(name, 0) + value
        self.actions.append(_new(Action, (self.street, name, _BRING_IN, value, None, False, None, None, line)))

    def draw(self, name: str, count: int, line: int, *, cards: str | None = None) -> None:
        """A draw: ``count`` cards discarded and drawn (0: stands pat; ``cards``: those
        discarded, where known). The first of a hand's draw ends the deal's betting (``deal``
        to ``draw 1``, as the PokerStars reader names them)."""
        if self.street == "deal":
            self.new_street("draw 1")
        kind = _DISCARD if count else _STAND_PAT
        self.actions.append(_new(Action, (self.street, name, kind, 0, None, False, cards, count, line)))

    def collect(self, name: str, value: int, pot: str, line: int, run: int = 1) -> None:
        self.collected.append(Collection(name, value, pot, run, line))

    def give_back(self, name: str, value: int) -> None:
        """A bet nobody called, handed back as the room printed it."""
        self.returned[name] = self.returned.get(name, 0) + value

    def show(
        self, name: str, cards: str, claim: str = "", line: int = 0, *, run: int = 1, street: str | None = None
    ) -> None:
        """Cards a player showed (``claim``: the room's words for the hand, if checked, on
        ``run``); ``street``: the show is an action of that street."""
        if street is not None:
            self.actions.append(_new(Action, (street, name, _SHOW, 0, None, False, cards, None, line)))
        self.hole[name] = cards
        self.shown.add(name)
        if claim:
            self.claim(name, claim, line, run)

    def show_run(self, name: str, cards: str, run: int, line: int) -> None:
        """Cards a player showed on one run of a draw run more than once, each run with its own
        draw (``Run 2: P shows [..]``); the first run's are his hand too."""
        if not cards:
            raise self.fail(f"{name!r} shows no cards on run {run}", line)
        self.run_hole.setdefault(run, {})[name] = cards
        if run == 1:
            self.show(name, cards, "", line, street="showdown")
        else:
            self.actions.append(_new(Action, ("showdown", name, _SHOW, 0, None, False, cards, None, line)))
            self.shown.add(name)

    def claim(self, name: str, words: str, line: int, run: int = 1) -> None:
        """The room's words for a player's hand on ``run``."""
        self.claims.append(_new(Claim, (name, words, run, line)))

    def muck(self, name: str, line: int = 0, cards: str | None = None, *, street: str | None = None) -> None:
        """A player gave up his hand at the end (``street``: an action of that street, with
        the ``cards`` mucked where the room names them)."""
        if street is not None:
            self.actions.append(_new(Action, (street, name, _MUCK, 0, None, False, cards, None, line)))
        self.mucked.add(name)

    def put_in(self) -> dict[str, int]:
        """Each player's chips put in so far, in the order they first act: one pass over the
        actions (readers append to :attr:`actions` themselves, so it is walked, not kept)."""
        actions = self.actions
        put = dict.fromkeys(map(_PLAYER, actions), 0)  # each player, in the order he first acts
        for name, chips in map(_PLAYER_CHIPS, compress(actions, map(_CHIPS_IN, actions))):  # (those with chips alone)
            put[name] += chips
        return put

    def uncalled(self, put: dict[str, int]) -> tuple[str, int] | None:
        """The bet nobody called by the rules: the largest live contribution's excess."""
        dead = self.dead
        live = {name: amount - dead.get(name, 0) for name, amount in put.items()} if dead else put
        if len(live) < 2:
            return None
        top, second = sorted(live.values(), reverse=True)[:2]
        if top > second:
            for name, amount in live.items():  # the first to have put in the most
                if amount == top:
                    return name, top - second
        return None

    def record(self) -> HandRecord:
        """The hand read: the bet nobody called and the rake worked out where the room did
        not print them (see the module docstring)."""
        put = self.put = self.put_in()
        if self.after:
            self.paid_from_stacks(put)
        total = sum(put.values())
        paid = sum(map(_CHIPS, self.collected))
        returned = self.returned
        worked_out = self.worked_out
        if worked_out and not returned:
            returned, paid = self.back_by_rules(put, total, paid)
        back = sum(returned.values())
        self.check_settled(put, total, paid, back)
        if worked_out and self.collected and paid < total - back - (self.rake or 0):
            self.check_pots_collected(put, returned)
        rake = self.rake
        if not worked_out:
            rake = self.printed_totals(total, back, paid, rake)
        elif self.tournament is not None:
            rake = rake or 0
        elif rake is None:
            rake = self.unprinted_rake(total, back, paid)
        self.check_paid(put)
        stakes = self.stakes or self.posted_stakes()
        seats, hole = self.dealt_in(put)
        runs = self.runs
        run_hole = self.run_hole
        return HandRecord(  # every field by position, in the order of _RECORD_FIELDS
            self.source,
            self.hand_id,
            self.site,
            self.format,
            self.line,
            self.game,
            self.game_text,
            self.structure,
            stakes,
            None if self.tournament is not None or self.scale == 1 else self.currency,
            _UNITS.get(self.scale) or Decimal(1) / self.scale,
            self.tournament,
            _NO_MIX,
            self.table,
            self.max_seats,
            self.button,
            tuple(seats),
            tuple(self.actions),
            (" ".join(self.board), *(" ".join(runs[run]) for run in sorted(runs))) if runs else (" ".join(self.board),),
            hole,
            frozenset(self.shown),
            frozenset(self.mucked),
            dict(returned),
            self.dead,
            tuple(self.collected),
            tuple(self.claims),
            total if worked_out else None,  # total_pot
            self.pots_paid(rake) if worked_out else (),
            rake,
            _NO_ADDED,
            self.cash_outs,
            _POT_NOT_AWARDED,
            {},  # summary_won (checked above: a new dict each record)
            self.cancelled,
            _NO_FINISHING,
            self.encoding,
            tuple(self.unparsed),
            self.text,
            _NO_ERROR,
            self.extra,
            tuple(self.dealt),
            _NO_WINNINGS,
            _NO_SYMBOL,
            tuple(run_hole[run] for run in sorted(run_hole)) if run_hole else (),
        )

    def back_by_rules(self, put: dict[str, int], total: int, paid: int) -> tuple[dict[str, int], int]:
        """What went back that the room did not print, and what the pots paid: the bet
        nobody called (:meth:`uncalled`), unless what the room paid holds it."""
        excess = self.uncalled(put)
        if excess is None:
            return {}, paid
        top, chips = excess
        if self.back_as_side_pot:
            collected = self.collected
            alone = next((c for c in collected if c.player == top and c.amount == chips and c.pot[:4] == "side"), None)
            if alone is not None:  # a "side pot" only its bettor was in: a return, not a pot
                collected.remove(alone)
                return {top: chips}, paid - chips
        if paid <= total - chips:
            return {top: chips}, paid  # not paid with the pot: it went back
        return {}, paid

    def check_settled(self, put: dict[str, int], total: int, paid: int, back: int) -> None:
        """A room's own checks of its numbers once what went back is known (none here)."""

    def check_pots_collected(self, put: dict[str, int], returned: dict[str, int]) -> None:
        """A hand that pays less than was put in, with fewer lines paying chips than pots played
        for (each pot that two players or more contested: the rooms print a line a pot and
        winner), left a pot nobody collected: its text ends before that pot's line (a file cut
        between two of them, and these rooms write no end of hand). The chips left are neither
        rake nor the room paying less: raises "truncated", naming the last line read."""
        if len(self.collected) >= len(put) - 1:  # pots are fewer than the players in: enough lines
            return
        folded = {action[1] for action in self.actions if action[2] is _FOLD}
        dead = self.dead
        live = [chips - returned.get(name, 0) - dead.get(name, 0) for name, chips in put.items() if name not in folded]
        # a pot for each level of chips two players or more reached: each level, above none, up to the second most
        second = sorted(live)[-2] if len(live) > 1 else 0
        pots = len({chips for chips in live if 0 < chips <= second})
        lines = len(self.collected)
        if lines < pots:
            raise self.fail(
                f"{pots} pots were played for but {lines} collected: a pot nobody collected is no rake"
                " (a truncated hand?)",
                max(collection.line for collection in self.collected),
                "truncated",
            )

    def unprinted_rake(self, total: int, back: int, paid: int) -> int | None:
        """The rake the room did not print: what was put in less what went back and was paid,
        at most ``max_rake`` of the pot; more is chips the room did not pay (no rake)."""
        taken = total - back - paid
        if self.max_rake is MAX_INFERRED_RAKE:  # a tenth, in whole numbers: no Decimal product a hand
            return taken if taken >= 0 and 10 * taken <= total - back else 0
        return taken if 0 <= taken <= (total - back) * self.max_rake else 0

    def posted_stakes(self) -> tuple[int, ...]:
        """The stakes where the room prints none: the small and big blinds posted."""
        blinds = set()
        for action in self.actions:
            kind = action[2]
            if kind is _SMALL_BLIND or kind is _BIG_BLIND:
                blinds.add(action[3])
        return tuple(sorted(blinds)[:2])

    def check_paid(self, put: dict[str, int]) -> None:
        """No one is handed back more than they put in, nor paid from the pot having put
        nothing in: either is a hand misread (an error naming the player)."""
        for name, value in self.returned.items():
            if value > put.get(name, 0):
                raise self.fail(f"{name!r} is handed back more than they put in")
        for collection in self.collected:
            if collection.player not in put:
                raise self.fail(f"{collection.player!r} is paid from the pot but put nothing in", collection.line)

    def dealt_in(self, put: dict[str, int]) -> tuple[list[Seat], dict[str, str]]:
        """The seats by number and the players' cards: where the room leaves it unprinted
        (``worked_out``), a seat that neither posts nor acts was not dealt in, and only the
        cards of those dealt in are kept."""
        seats = sorted(self.seats, key=_SEAT_NUMBER)
        hole = self.hole
        if self.worked_out:
            acting = set(put)
            if len(acting) < len(seats):  # a seat that neither posts nor acts was not dealt in
                seats = [s if s.name in acting or s.sitting_out else s._replace(sitting_out=True) for s in seats]
            hole = {name: cards for name, cards in hole.items() if name in acting}
        return seats, hole

    def paid_from_stacks(self, put: dict[str, int]) -> None:
        """What each player was paid, read from his stack after the hand (``after``): that
        stack less the stack before, plus what he put in; nothing said handed back."""
        stacks = dict(map(_NAME_STACK, self.seats))
        at = self.last_line
        collected = []
        for name, stack in self.after.items():  # (one loop: no dict of what each got between)
            paid = stack - stacks[name] + put.get(name, 0)
            if paid > 0:
                collected.append(_new(Collection, (name, paid, "pot", 1, at)))
        self.collected = collected
        self.returned = {}

    def printed_totals(self, total: int, back: int, paid: int, rake: int | None) -> int | None:
        """The rake of a room that prints everything, a fee it takes unprinted added
        (``hidden_fee``), after its numbers are checked: a hand that never began (the one
        blind posted handed back, nothing paid: old WPN) is cancelled; a line no rule reads
        may be why the chips do not add up, and the audit names the line."""
        fee = self.hidden_fee
        if fee and total - back - paid - (rake or 0) == fee:
            rake = (rake or 0) + fee  # the room's jackpot fee, taken and not printed (docs/RULES.md)
            self.extra["fees"] = {"Rake": rake - fee, "JP Fee": fee}
        self.cancelled = not self.collected and not rake and 0 < total == back
        if not self.cancelled and not self.unparsed:
            self.check_chips(total, back, paid, rake or 0)
        return rake

    def check_chips(self, total: int, back: int, paid: int, rake: int) -> None:
        """The hand's own numbers must add up: what it pays, returns and takes is what was put in."""
        if not self.collected:
            raise self.fail("the hand ends before anyone is paid (a truncated hand?)", self.last_line, "truncated")
        if paid + back + rake != total:
            money = self.money_text
            raise self.fail(
                f"the chips do not add up: the room pays {money(paid)}, returns {money(back)} and takes"
                f" {money(rake)} rake, but {money(total)} was put in",
                self.last_line,
                "chips do not add up",
            )

    def money_text(self, value: int) -> str:
        """An amount as the error messages write it (``12.50``, or chips)."""
        return f"{value / 100:.2f}" if self.scale == 100 else str(value)

    def check_after(
        self,
        record: HandRecord,
        nets: dict[str, tuple[int, int]] | None = None,
        stacks: dict[str, tuple[int, int]] | None = None,
    ) -> None:
        """The room's figures after the hand, (amount, line) by player, against what the pots
        paid and what went back less what was put in: each ``net``, and each stack after the
        hand the stack before plus that. A player the room gives none of (a seat that put
        nothing in) is taken to have won and lost nothing. Raises for the first that differs."""
        put = self.put
        got: dict[str, int] = dict(record.returned)
        for collection in record.collected:
            got[collection.player] = got.get(collection.player, 0) + collection.amount
        for seat in record.seats:
            name, before = seat.name, seat.stack
            expected = got.get(name, 0) - put.get(name, 0)
            if nets is not None:
                net, at = nets.get(name, (0, 0))
                if net != expected:
                    raise self.fail(
                        f"the summary's net for {name!r} ({record.format_money(net)}) is not what the pots paid "
                        f"and went back less what was put in ({record.format_money(expected)})",
                        at or None,
                    )
            said = stacks.get(name) if stacks is not None else None  # (a seat the room gives none of: as before)
            if said is not None and said[0] != before + expected:
                raise self.fail(
                    f"the summary's stack for {name!r} ({record.format_money(said[0])}) is not the stack before "
                    f"({record.format_money(before)}) plus what it won or lost "
                    f"({record.format_money(expected)})",
                    said[1] or None,
                )

    def pots_paid(self, rake: int | None) -> tuple[int, ...]:
        """What each pot paid, main pot first (then the side pots by name), where the room
        paid more than one by name (``rake``: the hand's)."""
        by_pot: dict[str, int] = {}
        for collection in self.collected:
            by_pot[collection.pot] = by_pot.get(collection.pot, 0) + collection.amount
        if len(by_pot) < 2:
            return ()
        return tuple(by_pot[pot] for pot in sorted(by_pot, key=lambda pot: (not pot.startswith("main"), len(pot), pot)))


Grammar = Callable[["TextHand", list[str]], HandRecord]
_State = TypeVar("_State", bound="TextHand")
"""A room's grammar: reads a hand's lines into the builder and gives the record."""


def read_hands(
    text: str,
    source: str,
    encoding: str,
    start: re.Pattern[str],
    room: tuple[str, str],
    grammar: Grammar,
    *,
    anchor: str = "",
    lookback: int = 0,
) -> Iterator[HandRecord]:
    """Every hand of a room's text: cut where ``start`` (a hand's first words, with the group
    ``id``) matches, even in the middle of a line (a hand cut off and the next written after
    it); each read by ``grammar`` into a :class:`TextHand` of ``room`` (its name in records,
    its format). A hand the grammar refuses, or whose values cannot be read, comes as a
    record whose error names the hand and the line. ``anchor`` and ``lookback``: words every
    first line holds, found quickly (:func:`~pokerrank.handhistory.sites.vocabulary.cut_hands`)."""
    site, fmt = room
    first = start.search(text)
    # the end of a hand cut off before the first hand (not a byte-order mark, nor one read as cp1252)
    if first is not None and text[: first.start()].strip(" \t\r\n\ufeffï»¿"):
        cut = HandHistoryError("the text before the first hand's first line is a hand cut off", source, None, 1)
        yield HandRecord(source, "?", site, fmt, 1, error=cut, encoding=encoding)
    for hand, line in cut_hands(text, start, anchor, lookback):
        found = start.match(hand)
        if found is None:  # lines no room writes after a hand (cut_hands): a record of their own
            if hand.strip(" \t\r\n\ufeff"):
                yield stray_text(hand, source, line, room, encoding)
            continue
        state = TextHand(source, found.group("id") if found else "?", site, fmt, line, text=hand, encoding=encoding)
        yield guarded(state, grammar, lines_of(hand))


def stray_text(text: str, source: str, line: int, room: tuple[str, str], encoding: str) -> HandRecord:
    """The record of text between hands that is no hand (a line of NUL bytes, of thousands of
    characters: :func:`~pokerrank.handhistory.sites.vocabulary.cut_hands` gives it on its own)."""
    at = next((k for k, row in enumerate(lines_of(text)) if row.strip(" \t\ufeff")), 0)
    row = lines_of(text)[at] if text.strip() else text
    quoted = repr(row[:60]) + (f" ({len(row):,} characters)" if len(row) > 60 else "")
    error = HandHistoryError(f"text between hands that is not a hand: {quoted}", source, None, line + at)
    return HandRecord(source, "?", room[0], room[1], line + at, error=error, encoding=encoding)


def guarded(state: _State, grammar: Callable[[_State, list[str]], HandRecord], lines: list[str]) -> HandRecord:
    """``grammar`` read over a hand's ``lines`` into ``state``; a hand it refuses, or whose
    values cannot be read, is a record whose error names the hand and the line."""
    try:
        return grammar(state, lines)
    except HandHistoryError as exc:
        return state.broken(exc)
    except (ArithmeticError, ValueError, TypeError, KeyError, IndexError) as exc:  # a line cut or garbled
        return state.broken(state.fail(f"a value pokerrank cannot read: {exc}"))


def repeated_line(lines: list[str]) -> str:
    """The first player's line written twice in a row, said as the likely cause of a hand whose
    numbers do not add up (a file with corrupted lines), or nothing.

    >>> repeated_line(["a", "ann : Calls $1", "ann : Calls $1"])
    " (line 3 repeats the line before: 'ann : Calls $1')"
    """
    for number in range(2, len(lines)):
        row = lines[number].strip()
        if row and row == lines[number - 1].strip() and (" : " in row or " [" in row or " wins " in row):
            return f" (line {number + 1} repeats the line before: {row!r})"
    return ""
