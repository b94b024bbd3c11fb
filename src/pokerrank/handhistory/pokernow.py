"""PokerNow's CSV logs (the home-game site): every hand of a game's log, read and audited.

A PokerNow log is a CSV file of ``entry,at,order`` rows, newest first: the reader sorts them
by ``order`` and reads each hand from its ``-- starting hand #N (...) --`` row to its ``--
ending hand #N --`` row. Players are ``"name @ id"`` (the name as written, with its id, so
two players of one name stay apart). The stacks come from ``Player stacks:``; blinds, antes
and straddles from ``posts``; ``bets``, ``raises to`` and ``calls`` give the player's total
on the street (a call "calls 112" after a blind of 50 puts in 62); the board from
``Flop:``, ``Turn:`` and ``River:``; ``shows a`` the cards shown; ``collected N from pot``
and ``Uncalled bet of N returned to`` what the site paid. Home games take no rake. A player
who stayed in to the showdown, showed nothing and was paid nothing while another showed,
mucked (PokerNow lets a losing hand go unshown).

A row no rule reads inside a hand makes that hand NOT AUDITABLE, naming the row; a file
without the ``entry`` and ``order`` columns is one unreadable record. Blank lines (and rows
of empty columns) anywhere are no rows.

>>> text = '''entry,at,order
... "-- ending hand #1 --",2021-10-10T01:05:41.000Z,10
... \"\"\"ann @ a1\"\" collected 200 from pot\",2021-10-10T01:05:40.000Z,9
... \"Uncalled bet of 50 returned to \"\"ann @ a1\"\"\",2021-10-10T01:05:39.000Z,8
... \"\"\"bob @ b2\"\" folds\",2021-10-10T01:05:38.000Z,7
... \"\"\"ann @ a1\"\" raises to 150\",2021-10-10T01:05:37.000Z,6
... \"\"\"bob @ b2\"\" calls 100\",2021-10-10T01:05:36.000Z,5
... \"\"\"ann @ a1\"\" raises to 100\",2021-10-10T01:05:35.000Z,4
... \"\"\"bob @ b2\"\" posts a big blind of 50\",2021-10-10T01:05:34.000Z,3
... \"\"\"ann @ a1\"\" posts a small blind of 25\",2021-10-10T01:05:33.000Z,2
... \"Player stacks: #1 \"\"ann @ a1\"\" (1000) | #2 \"\"bob @ b2\"\" (1000)\",2021-10-10T01:05:32.000Z,1
... \"-- starting hand #1  (No Limit Texas Hold'em) (dealer: \"\"ann @ a1\"\") --\",2021-10-10T01:05:31.000Z,0
... '''
>>> hand = next(read_pokernow(text))
>>> [(a.player[:3], a.kind.value, a.amount) for a in hand.actions if a.amount]  # doctest: +NORMALIZE_WHITESPACE
[('ann', 'small blind', 25), ('bob', 'big blind', 50), ('ann', 'raise', 75), ('bob', 'call', 50),
 ('ann', 'raise', 50)]
>>> from pokerrank.handhistory.audit import audit_hand
>>> audit_hand(hand).outcome.value
'match'
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal
from typing import Final

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory._posts import posts_checked
from pokerrank.handhistory.records import Action, ActionKind, Collection, HandRecord, Seat, button_by_blinds
from pokerrank.handhistory.sites.uncalled import short_back, short_back_said
from pokerrank.handhistory.sites.vocabulary import BRACKETED_CARDS, lines_of, plain_number
from pokerrank.handhistory.verdicts import INCONSISTENT

__all__ = ["looks_like_pokernow", "read_pokernow"]

_TITLE_GAMES: Final = {
    "Texas Hold'em": "holdem", "Omaha": "omaha", "Omaha Hi": "omaha", "Omaha Hi/Lo 8 or Better": "omaha-hi-lo",
}  # fmt: skip
_TITLE_LIMITS: Final = {"No Limit": "no-limit", "Pot Limit": "pot-limit", "Limit": "limit"}
_TITLE: Final = re.compile(
    rf"(?:id: \w+\)\s+\()?(?P<limit>{'|'.join(_TITLE_LIMITS)}) (?P<game>{'|'.join(map(re.escape, _TITLE_GAMES))})"
)
"""PokerNow's own game titles, read whole (``No Limit Texas Hold'em``, ``Pot Limit Omaha Hi/Lo
8 or Better``; after the hand's ``(id: ...)`` from 2021): a title with another word (a variant
PokerNow adds) names no game pokerrank reads."""
_START: Final = re.compile(r'^-- starting hand #(\d+)\s+\((.*?)\)\s+\((?:dealer: "(.+?)"|dead button)\) --$')
_END: Final = re.compile(r"^-- ending hand #(\d+) --$")
_STACKS: Final = re.compile(r'#([0-9]{1,9}) "(.+?)" \(([\d.]+)\)')
_PLAYER: Final = r'"(?P<player>.+?)"'
"""A player's name in double quotes, as PokerNow's lines write it (group ``player``)."""
_ACT: Final = re.compile(
    "^" + _PLAYER + r" (?:(?P<fold>folds)|(?P<check>checks)"
    r"|calls (?P<call>[\d.]+)|bets (?P<bet>[\d.]+)|raises to (?P<raise>[\d.]+)"
    r"|posts an? (?P<post>small blind|big blind|ante|straddle|missing small blind|missed big blind)"
    r" of (?P<posted>[\d.]+))"
    r"(?P<all_in> and go all in)?\s*$"
)
_SHOW: Final = re.compile("^" + _PLAYER + r" shows a (?P<cards>.+?)\.$")
_COLLECT: Final = re.compile("^" + _PLAYER + r" collected (?P<amount>[\d.]+) from pot(?: with .*)?$")
_UNCALLED: Final = re.compile(r"^Uncalled bet of (?P<amount>[\d.]+) returned to " + _PLAYER + "$")
_BOARD: Final = re.compile(r"^(?P<street>Flop|Turn|River):\s+(?:[^\[]*)" + BRACKETED_CARDS + r"$")
_IGNORED: Final = ("The player ", "The admin ", "The game's ", "Your hand is ", "Dead Small Blind", "Remaining players")
_OMAHA_BY_CARDS: Final = {5: "omaha-5", 6: "omaha-6"}
"""The Omaha of the most cards a player shows, under PokerNow's ``Pot Limit Omaha Hi``."""
_SUITS: Final = {"♠": "s", "♥": "h", "♦": "d", "♣": "c"}
_POSTS: Final = {
    "small blind": ActionKind.SMALL_BLIND,
    "big blind": ActionKind.BIG_BLIND,
    "ante": ActionKind.ANTE,
    "straddle": ActionKind.STRADDLE,
    "missing small blind": ActionKind.DEAD_BLINDS,
    "missed big blind": ActionKind.BIG_BLIND,
}


def looks_like_pokernow(text: str) -> bool:
    """Whether a text is a PokerNow CSV log (its header is ``entry,at,order``).

    >>> looks_like_pokernow("entry,at,order\\n"), looks_like_pokernow("a,b\\n")
    (True, False)
    """
    return text.lstrip("\ufeff").startswith("entry,at,order")


def read_pokernow(text: str, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of a PokerNow CSV log (see the module docstring). A row that is no CSV (a
    field over the csv module's limit) is an error naming its line, the rows around it read; a
    header row again starts another log (two joined), read on its own; an order number twice
    (a log pasted twice) is an error naming both rows: the row again is left out, and a hand
    whose order number has two entries is refused, never read with its rows interleaved."""
    import csv

    def broken(message: str, line: int, hand_id: str = "?") -> HandRecord:
        error = HandHistoryError(message, source, None if hand_id == "?" else hand_id, line)
        return HandRecord(
            source, hand_id, site="PokerNow", format="pokernow", line=line, error=error, encoding=encoding
        )

    reader = csv.reader(lines_of(text.lstrip("\ufeff")))
    try:
        header = next(reader, [])
    except csv.Error as exc:
        yield broken(f"the header row does not read as CSV: {exc}", 1)
        return
    if "entry" not in header or "order" not in header:
        error = HandHistoryError(
            f"a PokerNow log has the columns entry, at, order; this one has {header!r}", source, None, 1
        )
        yield HandRecord(source, "?", site="PokerNow", format="pokernow", error=error, encoding=encoding)
        return
    entry_at, order_at = header.index("entry"), header.index("order")
    rows: list[tuple[int, int, str]] = []
    seen: dict[int, tuple[int, str]] = {}
    """Each order number's row: (line, entry)."""
    repeats: list[tuple[int, int, int]] = []
    """Rows again, each its order's row copied: (line, first line, order)."""
    clashes: dict[int, tuple[int, int, int]] = {}
    """Order numbers of two entries, by the first row's line: (first line, line, order)."""
    line = 1
    while True:
        line += 1
        try:
            row = next(reader)
        except StopIteration:
            break
        except csv.Error as exc:
            yield broken(f"row {line} does not read as CSV: {exc}", line)
            continue
        if len(row) <= max(entry_at, order_at):
            if "".join(row).strip():
                rows.append((-1, line, ""))  # a short row: the hand around it says so
            continue  # (a blank line: nothing)
        try:
            order = int(row[order_at])
        except ValueError:
            if not "".join(row).strip():
                continue  # a row of empty columns (",,"): a blank line as a spreadsheet writes it
            if "entry" in row and "order" in row:  # a header again: another log joined to this one
                yield from _logs(rows, repeats, clashes, source, encoding)
                rows, seen, repeats, clashes = [], {}, [], {}
                entry_at, order_at = row.index("entry"), row.index("order")
                continue
            yield broken(f"the order {row[order_at]!r} is not a number", line)
            return
        entry = row[entry_at]
        first = seen.get(order)
        if first is None:
            seen[order] = (line, entry)
            rows.append((order, line, entry))
        elif first[1] == entry:
            repeats.append((line, first[0], order))
        else:
            clashes.setdefault(first[0], (first[0], line, order))
    yield from _logs(rows, repeats, clashes, source, encoding)


def _logs(
    rows: list[tuple[int, int, str]],
    repeats: list[tuple[int, int, int]],
    clashes: dict[int, tuple[int, int, int]],
    source: str,
    encoding: str,
) -> Iterator[HandRecord]:
    """The hands of one log's rows (order, line, entry), sorted by order (see :func:`read_pokernow`)."""
    if repeats:
        line, first, order = repeats[0]
        more = f"; {len(repeats) - 1} more rows repeat rows before them" if len(repeats) > 1 else ""
        error = HandHistoryError(
            f"row {line} repeats the order {order} of row {first} (the log pasted twice?): left out{more}",
            source,
            None,
            line,
        )
        yield HandRecord(source, "?", site="PokerNow", format="pokernow", line=line, error=error, encoding=encoding)

    def read(hand: list[tuple[int, str]], complete: bool) -> HandRecord:
        reader = _Hand(hand, source, encoding)
        for at, _ in hand if clashes else ():
            if at in clashes:
                first, again, order = clashes[at]
                message = f"row {again} repeats the order {order} of row {first} with another entry: the rows cannot"
                error = reader.fail(f"{message} be put in order (a log pasted twice?)", again)
                return HandRecord(
                    source, reader.hand_id, site="PokerNow", format="pokernow", line=reader.line, error=error,
                    encoding=encoding,
                )  # fmt: skip
        return posts_checked(reader.record(complete), quote=reader.row)  # (the forced bets: docs/RULES.md, "PokerNow")

    rows.sort()
    hand: list[tuple[int, str]] | None = None
    for order, line, entry in rows:
        if order < 0:
            error = HandHistoryError("a row without its entry or order", source, None, line)
            yield HandRecord(source, "?", site="PokerNow", format="pokernow", line=line, error=error, encoding=encoding)
            continue
        if entry.startswith("-- starting hand #"):
            if hand:
                yield read(hand, complete=False)
            hand = [(line, entry)]
        elif hand is not None:
            hand.append((line, entry))
            if entry.startswith("-- ending hand #"):
                yield read(hand, complete=True)
                hand = None
    if hand:
        yield read(hand, complete=False)


class _Hand:
    def __init__(self, rows: list[tuple[int, str]], source: str, encoding: str) -> None:
        self.rows = rows
        self.source = source
        self.encoding = encoding
        self.line = rows[0][0]
        start = _START.match(rows[0][1])
        self.hand_id = start.group(1) if start else "?"
        self.game_text = start.group(2) if start else ""
        self.dealer = start.group(3) if start else None

    def fail(self, message: str, line: int | None = None) -> HandHistoryError:
        return HandHistoryError(message, self.source, self.hand_id, line or self.line)

    def row(self, action: Action) -> tuple[int, str]:
        """The line of ``action``'s row in the file and its entry, as a refusal quotes it."""
        return action.line, next((entry for line, entry in self.rows if line == action.line), "")

    def record(self, complete: bool) -> HandRecord:
        try:
            if not complete:
                raise self.fail("the hand has no '-- ending hand' row (a log cut off?)")
            line, last = self.rows[-1]
            end = _END.match(last)
            if end is None or end.group(1) != self.hand_id:  # the log disagrees with itself: which hand is it?
                raise self.fail(f"{last!r} does not end hand #{self.hand_id}, the hand its first row starts", line)
            return self.read()
        except HandHistoryError as exc:
            return HandRecord(
                self.source,
                self.hand_id,
                site="PokerNow",
                format="pokernow",
                line=self.line,
                error=exc,
                encoding=self.encoding,
            )

    def read(self) -> HandRecord:
        if _START.match(self.rows[0][1]) is None:
            raise self.fail(f"{self.rows[0][1]!r} is not a hand's first row")
        raw: list[tuple[int, str, int, str, object]] = []  # (line, kind, -, player, value)
        seats: list[tuple[int, str, Decimal]] = []
        amounts: list[Decimal] = []
        for line, entry in self.rows[1:-1]:
            if entry.startswith("Player stacks:"):
                for seat, name, stack in _STACKS.findall(entry):
                    value = self.number(stack, line)
                    seats.append((int(seat), name, value))
                    amounts.append(value)
                continue
            raw.append((line, entry, 0, "", None))
        if not seats:
            raise self.fail("the hand has no 'Player stacks:' row")
        for _, entry, *_ in raw:
            for found in re.findall(r"(?<![#\w])(\d+(?:\.\d+)?)(?![\w♠♥♦♣])", entry):
                if "." in found:
                    amounts.append(Decimal(found))
        places = max((max(0, -int(a.normalize().as_tuple().exponent)) for a in amounts), default=0)
        scale = 10**places
        unit = Decimal(1).scaleb(-places) if places else Decimal(1)

        def units(text: str, line: int) -> int:
            return int(self.number(text, line) * scale)

        names = {name for _, name, _ in seats}
        actions: list[Action] = []
        totals: dict[str, int] = {}
        street = "preflop"
        board: list[str] = []
        hole: dict[str, str] = {}
        shown: set[str] = set()
        collected: list[Collection] = []
        returned: dict[str, int] = {}
        returns: dict[str, tuple[int, str]] = {}  # each player's "Uncalled bet of N returned to" row: line, entry
        dead: dict[str, int] = {}
        unparsed: list[tuple[int, str]] = []
        for line, entry, *_ in raw:
            match = _ACT.match(entry)
            if match is not None:
                player = self.player(match.group("player"), names, line)
                all_in = match.group("all_in") is not None
                before = totals.get(player, 0)
                if match.group("fold"):
                    actions.append(Action(street, player, ActionKind.FOLD, line=line))
                elif match.group("check"):
                    actions.append(Action(street, player, ActionKind.CHECK, line=line))
                elif match.group("post"):
                    kind = _POSTS[match.group("post")]
                    amount = units(match.group("posted"), line)
                    if kind is ActionKind.DEAD_BLINDS:  # a missed small blind posted late: dead money
                        dead[player] = dead.get(player, 0) + amount
                    elif kind is not ActionKind.ANTE:
                        totals[player] = before + amount
                    actions.append(Action(street, player, kind, amount, None, all_in, line=line))
                else:
                    word = "call" if match.group("call") else "bet" if match.group("bet") else "raise"
                    to = units(match.group(word), line)
                    if to < before:
                        raise self.fail(f"{entry!r}: a total below the {before} the player already has in", line)
                    totals[player] = to
                    kind = {"call": ActionKind.CALL, "bet": ActionKind.BET, "raise": ActionKind.RAISE}[word]
                    actions.append(
                        Action(street, player, kind, to - before, None if word == "call" else to, all_in, line=line)
                    )
                continue
            match = _BOARD.match(entry)
            if match is not None:
                street = match.group("street").lower()
                board.extend(self.cards(match.group("cards"), line))
                totals = {}
                continue
            match = _SHOW.match(entry)
            if match is not None:
                player = self.player(match.group("player"), names, line)
                cards = " ".join(self.cards(match.group("cards"), line))
                hole[player] = cards
                shown.add(player)
                actions.append(Action("showdown", player, ActionKind.SHOW, 0, None, False, cards, line=line))
                continue
            match = _COLLECT.match(entry)
            if match is not None:
                player = self.player(match.group("player"), names, line)
                collected.append(Collection(player, units(match.group("amount"), line), "pot", line=line))
                continue
            match = _UNCALLED.match(entry)
            if match is not None:
                player = self.player(match.group("player"), names, line)
                returned[player] = returned.get(player, 0) + units(match.group("amount"), line)
                returns.setdefault(player, (line, entry))
                continue
            if entry.startswith(_IGNORED) or not entry.strip():
                continue
            unparsed.append((line, entry))
        if not unparsed:
            self.check_returned(actions, returned, returns, scale, dead)
        folded = {a.player for a in actions if a.kind is ActionKind.FOLD}
        contenders = [
            name for _, name, _ in sorted(seats) if name not in folded and any(a.player == name for a in actions)
        ]
        paid = {c.player for c in collected}
        mucked = frozenset(  # PokerNow lets a player who lost at the showdown leave the cards unshown
            name for name in contenders if name not in shown and name not in paid and shown
        )
        title = _TITLE.fullmatch(self.game_text)
        game = _TITLE_GAMES[title.group("game")] if title is not None else None
        if game == "omaha" and hole:  # PokerNow's 5- and 6-card Omaha keep the title of its 4-card one
            game = _OMAHA_BY_CARDS.get(max(c.count(" ") + 1 for c in hole.values()), game)
        structure = _TITLE_LIMITS[title.group("limit")] if title is not None else "limit"
        ordered = sorted(seats)
        button = next((seat for seat, name, _ in ordered if name == self.dealer), None)
        if button is None:  # (a dead button: placed by the small blind, at the nearest seat no player holds)
            button = button_by_blinds([Seat(seat, name, 0) for seat, name, _ in ordered], actions, dead=True, size=10)
        blinds = tuple(sorted({a.amount for a in actions if a.kind in (ActionKind.SMALL_BLIND, ActionKind.BIG_BLIND)}))[
            :2
        ]
        return HandRecord(
            self.source,
            self.hand_id,
            "PokerNow",
            "pokernow",
            self.line,
            game,
            self.game_text,
            structure,
            blinds,
            None,
            unit,
            None,
            None,
            None,
            None,
            button,
            tuple(Seat(seat, name, int(stack * scale)) for seat, name, stack in ordered),
            tuple(actions),
            (" ".join(board),),
            hole,
            frozenset(shown),
            mucked,
            returned,
            dead,
            tuple(collected),
            (),
            None,
            (),
            0,
            unparsed=tuple(unparsed),
            encoding=self.encoding,
        )

    def check_returned(
        self,
        actions: list[Action],
        returned: dict[str, int],
        returns: dict[str, tuple[int, str]],
        scale: int,
        dead: dict[str, int],
    ) -> None:
        """PokerNow prints the bet nobody called as it hands it back (``Uncalled bet of N returned
        to``): the chips the player who put in the most put in above every other player's (dead
        money and antes apart: no bet) go back whole, on that row. A hand with no such row, or one handing back less,
        disagrees with itself: NOT AUDITABLE, the row quoted (its chips kept would read as paid
        from the pot or lost: a row left out had MATCHed). The rule is every room's
        (:func:`~pokerrank.handhistory.sites.uncalled.short_back`), the row required here."""
        short = short_back(actions, dead, returned, always=True)
        if short is None:
            return
        money = (lambda value: f"{Decimal(value) / scale}") if scale > 1 else str
        if short.name in returns:
            line, entry = returns[short.name]
            said = f"row {line} ({shorten(entry, 80)})"
        else:
            line, said = self.line, "no row"
        raise HandHistoryError(short_back_said(short, said, money), self.source, self.hand_id, line, INCONSISTENT)

    def player(self, name: str, names: set[str], line: int) -> str:
        if name not in names:
            raise self.fail(f"{name!r} acts but is not in the 'Player stacks:' row", line)
        return name

    def number(self, text: str, line: int) -> Decimal:
        if not plain_number(text):  # (Decimal takes 9e900000, NaN and '٣' too: no amount)
            raise self.fail(f"{shorten(text)} is not an amount", line)
        return Decimal(text)

    def cards(self, text: str, line: int) -> list[str]:
        out = []
        for card in text.split(","):
            card = card.strip()
            rank, suit = card[:-1], _SUITS.get(card[-1:])
            rank = "T" if rank == "10" else rank.upper()
            if suit is None or rank not in "23456789TJQKA" or len(rank) != 1:
                raise self.fail(f"{card!r} is not a card", line)
            out.append(rank + suit)
        return out
