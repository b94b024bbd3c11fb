"""888poker (Pacific Poker, Cassava, and the rooms on its software) hand histories: read, and
audited by each player's ``collected`` line.

A hand begins ``#Game No : 526119469`` and ``***** 888poker Hand History for Game 526119469
*****`` (``Cassava``, ``Pacific Poker``, ``888.ro``, ``LuckyAcePoker.com``: the same text); then
the stakes and game (``25 $/50 $ Blinds Pot Limit Omaha - *** 03 12 2015 15:12:29``), the
table, the button's seat and the seats (``Seat 2: Player0 ( 15 788,50 $ )``). Players' lines
name the player first: ``posts small blind [25 $]``, ``calls [100 $]``, ``bets``, ``raises
[125 $]`` (the chips added: 888 writes every amount so), ``checks``, ``folds``, ``shows [ 8c,
Ac ]``, ``mucks``, ``did not show his hand``; the streets ``** Dealing flop ** [ 2d, 7d, Kh
]``; the summary ``collected [ 299 $ ]``.

The room prints neither the rake nor the bet nobody called. The bet nobody called goes back
by the rules (the largest contribution's excess over the second); the rake is what was put in
less what was handed back and collected, at most :data:`MAX_INFERRED_RAKE` of the pot
(docs/RULES.md, "888poker"). Tournaments take none.

Money is written as the hand's stakes write it: a currency after the number (``15 788,50 $``)
has a decimal comma and spaces between thousands; before it (``$1,234.56``), or none
(tournament chips), a decimal point and commas between thousands. Nothing is guessed number
by number.

>>> text = '''#Game No : 1
... ***** 888poker Hand History for Game 1 *****
... $0.01/$0.02 Blinds No Limit Holdem - *** 03 12 2015 15:12:29
... Table Frisco 6 Max (Real Money)
... Seat 2 is the button
... Total number of players : 2
... Seat 2: ann ( $2 )
... Seat 7: bob ( $2 )
... ann posts small blind [$0.01]
... bob posts big blind [$0.02]
... ** Dealing down cards **
... ann folds
... ** Summary **
... bob collected [ $0.02 ]'''
>>> hand = next(read_pacific(text))
>>> hand.site, hand.game, hand.players, hand.returned
('888poker', 'holdem', ('ann', 'bob'), {'bob': 1})
>>> from pokerrank.handhistory.audit import audit_hand
>>> audit_hand(hand).outcome.value
'match'
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal
from typing import Final

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory.records import Action, ActionKind, Collection, HandRecord, Seat
from pokerrank.handhistory.sites.vocabulary import cut_hands

__all__ = ["MAX_INFERRED_RAKE", "looks_like_pacific", "read_pacific"]

MAX_INFERRED_RAKE: Final = Decimal("0.25")
"""The most the unprinted rake (put in less handed back and collected) may be, as a share of
the pot: more is chips the room did not pay, which the audit shows. A cent of a micro-stakes
pot is a large share (a $0.03 pot pays $0.02 at 0.01/0.02)."""

_START: Final = re.compile(r"#Game No : (?P<id>\d+)")
_LOOKS: Final = re.compile(r"^[\ufeff \t\r\n]*#Game No : \d+\s*\n\*{5} .*Hand History for Game")
_SITE: Final = re.compile(r"^\*{5} (?P<site>.*?) Hand History for Game \d+ \*{5}")
_STAKES: Final = re.compile(
    r"^(?P<a>[^/]+?)\s*/\s*(?P<b>.+?)\s*(?:Blinds\s*)?(?P<game>(?:No|Pot|Fix) Limit (?:Holdem|Omaha(?:HL)?))"
    r"(?P<rest>[^-]*?)\s*-\s*\*\*\*"
)
_GAMES: Final = {"Holdem": "holdem", "Omaha": "omaha", "OmahaHL": "omaha-hi-lo"}
_LIMITS: Final = {"No": "no-limit", "Pot": "pot-limit", "Fix": "limit"}
_SEAT: Final = re.compile(r"^Seat (?P<seat>\d+): (?P<name>.*?) \( (?P<stack>[^)]*?) \)\s*$")
_BUTTON: Final = re.compile(r"^Seat (?P<seat>\d+) is the button")
_TOURNAMENT: Final = re.compile(r"^Tournament #(?P<id>\d+)")
_TABLE: Final = re.compile(r"^Table (?P<table>.+?)(?: \d+ Max)? \((?P<kind>Real Money|Practice Play)\)")
_STREET: Final = re.compile(r"^\*\* Dealing (?P<street>flop|turn|river) \*\* \[(?P<cards>[^\]]*)\]")
_ACT: Final = re.compile(
    r"^(?P<name>.+?) (?P<verb>posts small blind|posts big blind|posts ante|posts dead blind|calls|raises|bets"
    r"|checks|folds|collected|shows|mucks|did not show his hand|is all-in)(?:\s*\[(?P<a>[^\]]*)\])?\s*$"
)
_DEALT: Final = re.compile(r"^Dealt to (?P<name>.+?) \[(?P<cards>[^\]]*)\]\s*$")
_QUIET: Final = ("Total number of players", "** Dealing down cards", "** Summary", "#Game No", "(Hi: ", "(Lo: ")
_POSTS: Final = {
    "posts small blind": ActionKind.SMALL_BLIND,
    "posts big blind": ActionKind.BIG_BLIND,
    "posts ante": ActionKind.ANTE,
    "posts dead blind": ActionKind.DEAD_BLINDS,
}
_SPACES: Final = re.compile(r"Â?[\s\u00a0\u202f]")
"""Spaces between thousands; ``Â`` before a no-break space is one written in UTF-8 in a
file otherwise in Windows-1252 (read as cp1252, its first byte is ``Â``)."""
_new = tuple.__new__
_AMOUNTS: dict[tuple[str, bool, int], int] = {}
"""Amounts already read, by their text and the hand's layout (most hands repeat a few)."""
_RANKS: Final = {
    "10": "T", "H": "K", "V": "Q", "B": "J",  # Dutch: heer, vrouw, boer
    "E": "A", "D": "Q", "Kn": "J",  # Swedish: ess, dam, knekt
    "Т": "A", "К": "K", "Д": "Q", "В": "J",  # Russian: туз, король, дама, валет
    "Ò": "A", "Ê": "K", "Ä": "Q", "Â": "J",  # the same, written in Windows-1251 and read as Windows-1252
}  # fmt: skip
"""Ranks the room writes in its other languages (no English rank is one of these letters)."""


def looks_like_pacific(text: str) -> bool:
    """Whether a text starts with an 888poker hand.

    >>> looks_like_pacific("#Game No : 1\\n***** 888poker Hand History for Game 1 *****\\n")
    True
    """
    return _LOOKS.match(text) is not None


def read_pacific(text: str, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of an 888poker text (see the module docstring). A hand's first line may
    follow the last line of the hand before on the same line (files written so)."""
    for hand, line in cut_hands(text, _START):
        yield _Hand(hand, source, encoding, line).record()


class _Hand:
    def __init__(self, text: str, source: str, encoding: str, line: int) -> None:
        self.text = text
        self.source = source
        self.encoding = encoding
        self.line = line
        found = _START.match(text)
        self.hand_id = found.group("id") if found else "?"
        self.site = "888poker"

    def fail(self, message: str, line: int | None = None) -> HandHistoryError:
        return HandHistoryError(message, self.source, self.hand_id, line or self.line)

    def record(self) -> HandRecord:
        try:
            return self.read()
        except HandHistoryError as exc:
            return self.broken(exc)
        except (ArithmeticError, ValueError, TypeError, KeyError, IndexError) as exc:  # a line cut or garbled
            return self.broken(self.fail(f"a value pokerrank cannot read: {exc}"))

    def broken(self, error: HandHistoryError) -> HandRecord:
        return HandRecord(self.source, self.hand_id, self.site, "888", self.line, error=error, encoding=self.encoding)

    def read(self) -> HandRecord:
        lines = self.text.splitlines()
        if len(lines) < 3:
            raise self.fail("the hand ends before its stakes line")
        site = _SITE.match(lines[1].strip())
        if site is None:
            raise self.fail(f"line 2 is not 888's 'Hand History for Game' line: {lines[1].strip()[:80]!r}")
        self.site = _site_name(site.group("site"))
        stakes = _STAKES.match(lines[2].strip())
        if stakes is None:
            raise self.fail(f"the stakes line {lines[2].strip()[:80]!r} names no game pokerrank reads", self.line + 2)
        limit_word, _, game_word = stakes.group("game").partition(" Limit ")
        game = _GAMES[game_word]
        structure = _LIMITS[limit_word]
        after = stakes.group("a").strip()
        # "25 $" (a currency after the number) or "$ 10,00" (a decimal comma): 1 234,50 $
        comma_decimal = bool(after) and (
            (after[0].isdigit() and not after[-1].isdigit()) or re.search(r",\d{2}$", after) is not None
        )
        currency = _currency(stakes.group("a") + stakes.group("b"))
        first_line = self.line
        tournament: str | None = None
        table: str | None = None
        play_money = False
        button: int | None = None
        seats: list[Seat] = []
        names: set[str] = set()
        actions: list[Action] = []
        hole: dict[str, str] = {}
        shown: set[str] = set()
        mucked: set[str] = set()
        collected: list[Collection] = []
        unparsed: list[tuple[int, str]] = []
        boards: dict[str, str] = {}
        street = "preflop"
        street_in: dict[str, int] = {}
        dead: dict[str, int] = {}
        raw_amounts: list[tuple[int, str]] = []
        scale = 100
        for number in range(3, len(lines)):
            row = lines[number].strip(" \t\r\ufeff")
            if not row:
                continue
            at = first_line + number
            if number == 3:
                found_t = _TOURNAMENT.match(row)
                if found_t is not None:
                    tournament = found_t.group("id")
                    scale = 1
                    play_money = "(Practice Play)" in row
                    continue
                found_table = _TABLE.match(row)
                if found_table is not None:
                    table = found_table.group("table")
                    play_money = found_table.group("kind") == "Practice Play"
                    continue
            if row.startswith(_QUIET):
                continue
            found_button = _BUTTON.match(row)
            if found_button is not None:
                button = int(found_button.group("seat"))
                continue
            if not actions and row.startswith("Seat "):
                seat = _SEAT.match(row)
                if seat is None:
                    unparsed.append((at, row))
                    continue
                name = seat.group("name")
                if name in names:
                    raise self.fail(f"two seats named {name!r}", at)
                names.add(name)
                seats.append(
                    Seat(int(seat.group("seat")), name, self.money(seat.group("stack"), comma_decimal, scale, at))
                )
                continue
            marker = _STREET.match(row)
            if marker is not None:
                street = marker.group("street")
                boards[street] = self.cards(marker.group("cards"))
                street_in = {}
                continue
            dealt = _DEALT.match(row)
            if dealt is not None and dealt.group("name") in names:
                hole[dealt.group("name")] = self.cards(dealt.group("cards"))
                continue
            act = _ACT.match(row)
            if act is None or act.group("name") not in names:
                unparsed.append((at, row))
                continue
            name, verb, token = act.group("name"), act.group("verb"), act.group("a")
            if verb == "folds":
                actions.append(_new(Action, (street, name, ActionKind.FOLD, 0, None, False, None, None, at)))
                continue
            if verb == "checks":
                actions.append(_new(Action, (street, name, ActionKind.CHECK, 0, None, False, None, None, at)))
                continue
            if verb in ("shows", "mucks"):
                if token:  # "mucks [ Qc, Ad ]" in the summary names the cards: the hand is still in (#190631995)
                    hole[name] = self.cards(token)
                    shown.add(name)
                else:
                    mucked.add(name)
                continue
            if verb == "did not show his hand":
                continue
            if token is None:
                unparsed.append((at, row))
                continue
            if verb == "posts dead blind" and "+" in token:  # the small and the big blind: the small is dead
                small_token, _, big_token = token.partition("+")
                small = self.money(small_token, comma_decimal, scale, at)
                big = self.money(big_token, comma_decimal, scale, at)
                dead[name] = dead.get(name, 0) + small
                street_in[name] = street_in.get(name, 0) + big
                actions.append(
                    _new(Action, (street, name, ActionKind.DEAD_BLINDS, small + big, None, False, None, None, at))
                )
                continue
            value = self.money(token, comma_decimal, scale, at)
            if verb == "collected":
                collected.append(Collection(name, value, "pot", 1, at))
                continue
            before = street_in.get(name, 0)
            post = _POSTS.get(verb)
            if post is ActionKind.ANTE:
                actions.append(_new(Action, (street, name, post, value, None, False, None, None, at)))
                continue
            if post is ActionKind.DEAD_BLINDS:  # a blind posted out of turn: dead money
                dead[name] = dead.get(name, 0) + value
                actions.append(_new(Action, (street, name, post, value, None, False, None, None, at)))
                continue
            high = max(street_in.values(), default=0)
            kind = post or (
                ActionKind.CALL
                if verb == "calls"
                else ActionKind.BET
                if verb == "bets" and not high
                else ActionKind.RAISE
                if verb in ("raises", "bets")
                else None
            )
            if kind is None:  # "is all-in": a call, bet or raise by what it comes to
                kind = ActionKind.CALL if before + value <= high else ActionKind.BET if not high else ActionKind.RAISE
            to = before + value if kind in (ActionKind.BET, ActionKind.RAISE) else None
            actions.append(_new(Action, (street, name, kind, value, to, verb == "is all-in", None, None, at)))
            street_in[name] = before + value
            raw_amounts.append((at, token))
        put: dict[str, int] = {}
        for action in actions:
            put[action.player] = put.get(action.player, 0) + action.amount
        live = {name: amount - dead.get(name, 0) for name, amount in put.items()}
        ranked = sorted(live.values(), reverse=True)
        returned: dict[str, int] = {}
        total = sum(put.values())
        paid = sum(c.amount for c in collected)
        if len(ranked) > 1 and ranked[0] > ranked[1] and paid <= total - (ranked[0] - ranked[1]):
            # the bet nobody called is not in what was collected: it went back (when it is
            # in it, the room paid it as part of the pot, and the pot holds it)
            top = next(name for name, amount in live.items() if amount == ranked[0])
            returned[top] = ranked[0] - ranked[1]
        if not collected:
            raise self.fail("the hand records no 'collected' line: no result to audit")
        rake: int | None = None
        if collected:  # always: a hand without one was refused above
            taken = total - sum(returned.values()) - paid
            if tournament:
                rake = 0
            elif 0 <= taken <= (total - sum(returned.values())) * MAX_INFERRED_RAKE:
                rake = taken
            else:
                rake = 0  # chips not paid, or paid twice: the audit shows each player's
        board = " ".join(boards[s] for s in ("flop", "turn", "river") if s in boards)
        blinds = sorted({a.amount for a in actions if a.kind in (ActionKind.SMALL_BLIND, ActionKind.BIG_BLIND)})
        unit = Decimal(1) if scale == 1 else Decimal("0.01")
        return HandRecord(
            self.source,
            self.hand_id,
            self.site,
            "888",
            self.line,
            game,
            stakes.group("game"),
            structure,
            tuple(blinds[:2]),
            None if tournament or play_money else currency,
            unit,
            tournament,
            None,
            table,
            None,
            button,
            tuple(sorted(seats, key=lambda s: s.seat)),
            tuple(actions),
            (board,),
            hole,
            frozenset(shown),
            frozenset(mucked),
            returned,
            dead,
            tuple(collected),
            (),
            total,
            (),
            rake,
            unparsed=tuple(unparsed),
            encoding=self.encoding,
            text=self.text,
        )

    def money(self, token: str, comma_decimal: bool, scale: int, line: int) -> int:
        """An amount as the hand's layout writes it (see the module docstring)."""
        key = (token, comma_decimal, scale)
        known = _AMOUNTS.get(key)
        if known is not None:
            return known
        value = self._money(token, comma_decimal, scale, line)
        if len(_AMOUNTS) < 100_000:
            _AMOUNTS[key] = value
        return value

    def _money(self, token: str, comma_decimal: bool, scale: int, line: int) -> int:
        raw = _SPACES.sub("", token).strip("$€£")
        raw = raw.replace(".", "").replace(",", ".") if comma_decimal else raw.replace(",", "")
        try:
            value = Decimal(raw)
        except ArithmeticError:
            raise self.fail(f"{token!r} is not an amount", line) from None
        units = value * scale
        if not value.is_finite() or value < 0 or units != units.to_integral_value() or len(raw) > 18:
            raise self.fail(f"{token!r} is not an amount in this hand", line)
        return int(units)

    def cards(self, text: str) -> str:
        """Cards as pokerrank writes them (``[ 8c, Ac ]`` is ``8c Ac``), ranks in the room's
        other languages as :data:`_RANKS` gives them; a card no deck has stays as written, and
        the audit names it."""
        out = []
        for card in re.split(r"[\s,]+", text):
            if card:
                rank = _RANKS.get(card[:-1])
                out.append(rank + card[-1] if rank is not None else card)
        return " ".join(out)


def _site_name(word: str) -> str:
    return "888poker" if word.startswith("888") or word in ("Cassava", "Pacific Poker") else word


def _currency(stakes: str) -> str | None:
    for symbol, name in (("$", "USD"), ("€", "EUR"), ("£", "GBP")):
        if symbol in stakes:
            return name
    return None
