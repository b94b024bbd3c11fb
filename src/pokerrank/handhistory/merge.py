"""The Merge network's XML hand histories (Carbon Poker and its skins; closed in 2016).

A Merge file is a list of ``<game id="...">`` elements, each after a
``<description type="Holdem" stakes="No Limit ($0.02/$0.04)"/>`` (of the games up to the
next): the players by seat with their ``balance``, then rounds
(``BLINDS``, ``PREFLOP``, ``POSTFLOP``, ``POSTTURN``, ``POSTRIVER``, ``SHOWDOWN``, ...) of
``<event>`` elements in ``sequence`` order, naming the player by seat. ``CALL``, ``BET``,
the blinds, the antes and ``ALL_IN`` give the chips added; ``RAISE`` gives the player's total
on the street in the export whose events carry a ``timestamp`` (2010 on), and the chips added
in the export before it (2008-2009, no ``timestamp``), whose big blind raising "5.00" puts
5.00 more in. ``<cards type="HOLE|SHOWN|MUCKED|COMMUNITY">`` give the cards
(``null`` for one not shown); each ``<winner amount potnumber player uncalled>`` is a
payment, ``uncalled="true"`` a bet handed back. Merge prints no rake: it is what was put in
less what was paid, at most a fifth of the pot.

Stud (``ANTE``, ``BRING_IN``, ``COMPLETE`` to the street total as a raise, then
``THIRD_STREET`` to ``SEVENTH_STREET``) and the draw games (``PRE_FIRST_DRAW``, then each
``FIRST_DRAW`` with its ``DRAW`` events, ``text=`` the cards drawn, and the betting
``POST_FIRST_DRAW`` after it) are read too: the game is the one the ``<game>``'s ``gametype``
code names (in HORSE, its ``multigametype``: 23 hold'em, 37 Omaha Hi/Lo, 41 stud, 45 stud
Hi/Lo, 49 razz in a tournament), and each player's cards the last full hand shown. The file
is read as the iPoker reader reads its own: a ``<!DOCTYPE`` or ``<!ENTITY`` anywhere refuses
it unread, and each ``<game>`` is parsed on its own.

>>> text = '''<description type="Holdem" stakes="No Limit ($1/$2)"/>
... <game id="5-1"><players dealer="0">
... <player seat="0" nickname="ann" balance="$100"/><player seat="1" nickname="bob" balance="$100"/>
... </players>
... <round id="BLINDS"><event sequence="1" type="SMALL_BLIND" player="0" amount="1"/>
... <event sequence="2" type="BIG_BLIND" player="1" amount="2"/></round>
... <round id="PREFLOP"><event sequence="3" type="RAISE" player="0" amount="5"/>
... <event sequence="4" type="FOLD" player="1"/></round>
... <round id="END_OF_FOLDED_GAME"><winner amount="4" uncalled="false" potnumber="1" player="0"/>
... <winner amount="4" uncalled="true" potnumber="2" player="0"/></round></game>'''
>>> hand = next(read_merge(text))
>>> [(a.player, a.kind.value, hand.format_money(a.amount)) for a in hand.actions]
[('ann', 'small blind', '$1'), ('bob', 'big blind', '$2'), ('ann', 'raise', '$5'), ('bob', 'fold', '$0')]
>>> from pokerrank.handhistory.audit import audit_hand
>>> print(audit_hand(hand).detail)
ann wins $4 (pot $4), as paid
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterator
from decimal import Decimal
from functools import partial
from itertools import repeat
from operator import itemgetter
from typing import TYPE_CHECKING, Final, TypeVar

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory._posts import posts_checked
from pokerrank.handhistory._xmlgame import (
    UNIT,
    Shape,
    Units,
    XmlGame,
    _quoted,
    amount_form,
    betting_checked,
    cut_off,
    element_lines,
    find_tag,
    parsed_games,
    read_amount,
    read_number,
    refusal,
    tree,
)
from pokerrank.handhistory.records import Action, ActionKind, Collection, HandRecord, Seat
from pokerrank.handhistory.sites.uncalled import line_naming, short_back, short_back_said, table_big_blind
from pokerrank.handhistory.sites.vocabulary import lines_of
from pokerrank.handhistory.verdicts import INCONSISTENT

if TYPE_CHECKING:
    from xml.etree.ElementTree import Element

__all__ = ["looks_like_merge", "read_merge"]

_T = TypeVar("_T")

_GAME_START: Final = re.compile(r"<game\b")
_STREETS: Final = dict.fromkeys(("BLINDS", "PREFLOP"), "preflop") | {
    "POSTFLOP": "flop",
    "POSTTURN": "turn",
    "POSTRIVER": "river",
}
_KINDS: Final[dict[str, ActionKind | None]] = {
    "SMALL_BLIND": ActionKind.SMALL_BLIND,
    "BIG_BLIND": ActionKind.BIG_BLIND,
    "INITIAL_BLIND": ActionKind.BIG_BLIND,
    "ANTE": ActionKind.ANTE,
    "CALL": ActionKind.CALL,
    "BET": ActionKind.BET,
    "RAISE": ActionKind.RAISE,
    "ALL_IN": ActionKind.CALL,  # by what it comes to (see _Game.read)
    "ALL_IN_BLIND": ActionKind.BIG_BLIND,  # an ALL_IN of the BLINDS round: a blind (see _Game.read)
    "CHECK": ActionKind.CHECK,
    "FOLD": ActionKind.FOLD,
    "BRING_IN": ActionKind.BRING_IN,
    "COMPLETE": ActionKind.RAISE,  # the bring-in completed: to the street total, as a raise
    "DRAW": ActionKind.DISCARD,  # text= the cards drawn (see _Game.read)
    "SHOW": None,
    "MUCK": None,
    "CHAT": None,
    "PLAYER_OUT": None,
    "DISCONNECTED": None,
    "RECONNECTED": None,
    "LEAVE": None,
    "RABBIT": None,  # the cards that would have come, shown after the hand
}
_ACTING: Final = frozenset([*[type_ for type_, kind in _KINDS.items() if kind is not None], "SHOW", "MUCK"])
"""The events in which a player acts (a chat, a disconnection or leaving the table are not)."""
_GAMES: Final = {"holdem": "holdem", "omaha": "omaha", "omaha h/l8": "omaha-hi-lo"}
_MONEY: Final = amount_form("[$€£]", ",")
"""An amount as Merge writes it (``$1,127.50``, ``1.5``): anything else is refused."""
_LIMIT_BETS: Final = re.compile(r"^Limit\s+\S*?(\d[\d.,]*)/\S*?(\d[\d.,]*)")
"""A limit game's small and big bet, as its ``stakes`` print them (``Limit $0.50/$1``)."""
_PRINTED_BLINDS: Final = re.compile(r"(?:No Limit|Pot Limit|Limit) \(?[$€£]?(\d[\d.,]*)/[$€£]?(\d[\d.,]*)\)?")
"""A cash table's stakes as its ``<description stakes=...>`` prints them: the blinds of a
no-limit or pot-limit table (``No Limit ($0.25/$0.50)``), a limit table's small and big bet
(``Limit $10/$20``)."""
_BLINDS_PRINTED: dict[tuple[str, str, int], tuple[int, ...]] = {}
""":meth:`_Game.printed_blinds` of each description's stakes, structure and the hand's scale."""
_NUMBERS: dict[str, Decimal] = {}
"""The amounts :meth:`_Game.number` has read, by their text."""
_PARSED: dict[str, tuple[int, int]] = {}
"""Each amount :meth:`_Game.parsed` has read, by its text: its digits as a whole number and the
decimal places it needs (:func:`read_number`), so no ``Decimal`` is made for an amount of a hand."""
_KEPT: Final = 32
"""The longest amount text kept once read (a longer one is read each time, never kept)."""
_DIGITS: Final = 18
"""The most digits an amount may have (:func:`read_number`): a balance times ``10 ** (18 - places)``
is its value in whole numbers, ordered as the amounts are."""
_DESCRIPTIONS: dict[str, tuple[str, str, bool, str | None, str]] = {}
"""Each ``<description>`` read (see :func:`_described`)."""
_SCALED_TABLES: dict[object, dict[str, int]] = {}
_SCALED: Final = Units(_SCALED_TABLES)
"""The amounts in units, by their scale, then their text."""
_CODES: Final = {
    # the game a <game>'s gametype (or, in a mixed game, its multigametype) names, as the
    # shared files show them: cash, then tournament
    "2": "holdem", "23": "holdem", "9": "omaha", "25": "omaha", "35": "omaha-hi-lo", "37": "omaha-hi-lo",
    "39": "stud", "41": "stud", "43": "stud-hi-lo", "45": "stud-hi-lo", "49": "razz",
    "55": "five-card-draw", "63": "a-5-triple-draw", "67": "2-7-triple-draw", "71": "badugi",
}  # fmt: skip
_DESCRIBED: Final[dict[str, frozenset[str]]] = {
    "holdem": frozenset({"holdem"}), "omaha": frozenset({"omaha"}), "omaha h/l8": frozenset({"omaha-hi-lo"}),
    "7-stud": frozenset({"stud"}), "7-stud h/l8": frozenset({"stud-hi-lo"}), "razz": frozenset({"razz"}),
    "5-draw": frozenset({"five-card-draw"}), "a-5 lowball": frozenset({"a-5-triple-draw"}),
    "2-7 lowball": frozenset({"2-7-triple-draw"}), "badugi": frozenset({"badugi"}),
    "horse": frozenset({"holdem", "omaha-hi-lo", "razz", "stud", "stud-hi-lo"}),
}  # fmt: skip
"""The games each ``<description type=...>`` (small letters, without `` Tournament``) may hold:
a game whose code (:data:`_CODES`) names another, or whose description names none of these, is
a record that contradicts itself. (HORSE: hold'em, Omaha Hi/Lo, razz, stud, stud Hi/Lo.)"""


def _described_key(game_type: str) -> str:
    """A description's game type as :data:`_DESCRIBED` holds it (``Holdem Tournament``: ``holdem``)."""
    return game_type.lower().replace(" tournament", "").strip()


_STUD_STREETS: Final = dict.fromkeys(("BLINDS", "BRING_IN", "THIRD_STREET"), "third") | {
    "FOURTH_STREET": "fourth",
    "FIFTH_STREET": "fifth",
    "SIXTH_STREET": "sixth",
    "SEVENTH_STREET": "seventh",
}
_DRAW_STREETS: Final = dict.fromkeys(("BLINDS", "PRE_FIRST_DRAW"), "deal") | {
    f"{when}{nth}_DRAW": f"draw {n}" for n, nth in enumerate(("FIRST", "SECOND", "THIRD"), 1) for when in ("", "POST_")
}
_STUD: Final = frozenset(("stud", "stud-hi-lo", "razz"))
_DRAW: Final = frozenset(("five-card-draw", "a-5-triple-draw", "2-7-triple-draw", "badugi"))
"""Stud's and the draw games' rounds as pokerrank names the streets (as the PokerStars
reader does: a draw and the betting after it are one street)."""
_BETWEEN: Final = re.compile(r"<description\b[^>]*>|<\?xml\b[^>]*\?>|<!--.*?-->", re.DOTALL)
"""What a Merge file writes between its games: the description of the games after it, and
its XML declaration (and a comment, which XML lets any file hold and says nothing)."""
_ENDS: Final = frozenset(("SHOWDOWN", "END_OF_GAME", "END_OF_FOLDED_GAME"))
"""The rounds after the betting, in every game (the winners are paid there)."""
_SHAPE: Final = Shape(
    "game",
    {
        "game": (
            "players round",
            "id gametype multigametype numholecards realmoney starttime data seats version stakes buyIn"
            " seatsPerTable tableCount startingStack rebuy rebuyStack addon addonStack bounty",
        ),
        "players": ("player", "dealer"),
        "player": ("", "seat nickname balance dealtin"),
        "round": ("event cards winner", "id sequence"),
        "event": ("", "sequence type timestamp player amount text"),
        "cards": ("", "type cards player hand"),
        "winner": ("", "amount uncalled potnumber player pottype hand"),
    },
)
"""The elements and attributes of a Merge ``<game>`` (the files of 2008 to 2012 and their
tournaments' fields): anything else in a hand is named (:meth:`XmlGame.strays`)."""
_PLAYERS_FIELDS, _PLAYER_FIELDS, _ROUND_FIELDS = (_SHAPE.attributes[tag] for tag in ("players", "player", "round"))
_FIELDS: Final = {tag: _SHAPE.attributes[tag] for tag in _SHAPE.children["round"]}
"""The attributes of the elements a round holds, by their tag (as :meth:`_Game.walk` meets them)."""
MAX_INFERRED_RAKE: Final = Decimal("0.2")
"""The most the rake Merge leaves unprinted may be, as a share of the pot."""
_FIRST: Final = itemgetter(0)
_PLAYER: Final = itemgetter(1)
"""An action's player (and a seat's name)."""
_BALANCE: Final = itemgetter(3)
"""A seat's balance as written (of the seats :meth:`_Game.read` finds)."""
_new: Final = tuple.__new__
_SHOW, _DISCARD, _STAND_PAT, _ANTE = ActionKind.SHOW, ActionKind.DISCARD, ActionKind.STAND_PAT, ActionKind.ANTE
_CALL, _BET, _RAISE, _FOLD = ActionKind.CALL, ActionKind.BET, ActionKind.RAISE, ActionKind.FOLD
_SMALL_BLIND = ActionKind.SMALL_BLIND
_CHECK: Final = ActionKind.CHECK


def looks_like_merge(text: str) -> bool:
    """Whether a text is Merge XML: a ``<description type=...>`` and a ``<game id=...>``, their
    attributes in any order (XML's order says nothing).

    >>> looks_like_merge('<description type="Holdem" stakes="x"/><game id="1">'), looks_like_merge("<a/>")
    (True, False)
    >>> looks_like_merge('<description stakes="x" type="Holdem"/><game gametype="1" id="1">')
    True
    """
    head = text.lstrip("\ufeff \t\r\n")[:5000]
    return head[:1] == "<" and _LOOKS_DESCRIPTION.search(head) is not None and _LOOKS_GAME.search(head) is not None


_LOOKS_DESCRIPTION: Final = re.compile(r"<description\s[^>]*?(?<=\s)type=")
_LOOKS_GAME: Final = re.compile(r'<game\s[^>]*?(?<=\s)id="')


def read_merge(text: str, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of a Merge XML text (see the module docstring)."""
    refused = refusal(text, "Merge", "merge", source, encoding)
    if refused is not None:
        yield refused
        return
    descriptions = list(_descriptions(text))
    starts = [at for at, _ in descriptions]
    last = 0
    for game, line, end, root in parsed_games(text, "game"):
        start = end - len(game)
        before = bisect_right(starts, start)  # the description of the games after it
        reader = _Game(game, source, encoding, line, descriptions[before - 1][1] if before else "")
        reader.root = root
        if not text[last:start].isspace() and start > last:  # what no Merge file writes between its games
            reader.between(text, last, start)
        last = end
        record = reader.record()  # (its forced bets and betting rounds: docs/RULES.md, "Merge"; a refusal
        # quotes the <event>)
        quote = partial(reader.event, record)
        yield _whole_bet_back(
            betting_checked(posts_checked(record, _held_to(record, reader.blinds), quote), quote=quote)
        )
    broken = cut_off(text, _GAME_START, last, "Merge", "merge", source, encoding)
    if broken is not None:
        yield broken


def _descriptions(text: str) -> Iterator[tuple[int, str]]:
    """Where each ``<description ...>`` of a text starts, and its tag (what the pattern
    ``<description\\b[^>]*>`` finds), by plain search."""
    at = find_tag(text, "description")
    while at >= 0:
        end = text.find(">", at)
        if end < 0:
            return
        yield at, text[at : end + 1]
        at = find_tag(text, "description", end + 1)


class _Game(XmlGame):
    site = "Merge"
    format = "merge"

    def __init__(self, text: str, source: str, encoding: str, line: int, context: str) -> None:
        super().__init__(text, source, encoding, line, context)
        self.description = context

    def between(self, text: str, start: int, end: int) -> None:
        """Name what stands between the game before and this one (from ``start`` to ``end`` of
        the file's ``text``) where it is more than the ``<description>`` of the games after it
        (and the file's first line): an element there belongs to no hand, and may be one of
        this hand's cut off from it."""
        gap = _BETWEEN.sub("", text[start:end]).strip(" \t\r\n\ufeff")
        if gap:
            line = text.count("\n", 0, start + text[start:end].find(gap[:1])) + 1
            first = lines_of(gap)[0].strip()
            first = first if len(first) <= 70 else first[:67] + "..."
            self.strayed = [(line, f"{first} (between two games: no Merge file writes it there)")]

    def number(self, raw: str | None, what: str) -> Decimal:
        """An amount as Merge writes it (``$1,127.50``, ``1.5``; each text read once)."""
        known = _NUMBERS.get(raw or "")
        return known if known is not None else self.first_read(_NUMBERS, read_amount, raw, what)

    def parsed(self, raw: str | None, what: str) -> tuple[int, int]:
        """An amount as Merge writes it (:meth:`number`), as its digits and the decimal places it
        needs (:func:`read_number`; each text read once)."""
        known = _PARSED.get(raw or "")
        return known if known is not None else self.first_read(_PARSED, read_number, raw, what)

    def first_read(
        self, cache: dict[str, _T], reader: Callable[[str, re.Pattern[str]], _T | None], raw: str | None, what: str
    ) -> _T:
        """An amount :meth:`number` or :meth:`parsed` has not read before, read by ``reader`` in
        Merge's form and kept in ``cache`` (its text at most :data:`_KEPT` characters)."""
        value = None if raw is None else reader(raw, _MONEY)
        return self.kept(cache, raw or "", value, raw, what, (), _KEPT)

    def check_seats_or_nicknames(self, game: Element, by_seat: dict[str, str], clashes: list[str]) -> None:
        """Merge's events name the player by seat number (``player="7"``; a ``CHAT`` by nickname).
        Where a nickname is another seat's number (``7`` beside seat 7), the events of a game
        that name any player by a nickname no seat number is like could mean either: refused,
        naming the first."""
        named = set(by_seat.values())
        values = [
            element.get("player", "")
            for element in game.iter()
            if element.get("player") is not None and element.get("type") not in ("CHAT", "COMMUNITY")
        ]  # (a board's cards: player="-1", no player's)
        if not any(value in named and value not in by_seat for value in values):
            return  # every player= a seat number: the format's
        for value in values:
            if value in clashes:
                raise self.fail(
                    f"player={value!r} may be seat {value} ({by_seat[value]!r}) or the player {value!r}: "
                    "this game names players by seat and by nickname"
                )

    def not_dealt_acts(self, game: Element, not_dealt: dict[str, Element], seat_of: Callable[..., str | None]) -> None:
        """Refuse a hand where a player whose ``<player>`` says ``dealtin="false"`` (seated, not
        dealt in: no Merge file names one in an event, cards or a win) posts, acts, shows, mucks,
        is dealt cards or wins: the record contradicts itself, both elements quoted."""
        for element in game.iter():
            tag = element.tag
            if tag == "event":
                if element.get("type") not in _ACTING:
                    continue
            elif tag != "cards" and tag != "winner":
                continue
            name = seat_of(element.get("player", ""))
            if name is None or name not in not_dealt:
                continue
            line, acts = self.stray_line(element, None, f"{name!r} acts")
            seat_line, seat = self.stray_line(not_dealt[name], None, "not dealt in")
            raise HandHistoryError(
                f"line {line}: {acts}, but line {seat_line}: {seat}: a player not dealt in has no action",
                self.source,
                self.hand_id,
                line,
                INCONSISTENT,
            )

    def board_differs(self, element: Element, before: str, board: str) -> HandHistoryError:
        """The error of a ``<cards type="COMMUNITY">`` (the board so far) that does not begin with
        the board the round before printed (``before``): the record contradicts itself, quoted."""
        line, said = self.stray_line(element, None, f"the board {board}")
        return HandHistoryError(
            f"line {line}: {said} does not begin with the board a round before printed, {before}: a board"
            " grows, its cards never change",
            self.source,
            self.hand_id,
            line,
            INCONSISTENT,
        )

    def contradiction(self, game_type: str, which: str, code: str, by_code: str) -> HandHistoryError:
        """The error of a game whose ``<description type=...>`` names another game than its
        ``which`` (``gametype``, or in a mix ``multigametype``) code (:data:`_DESCRIBED`; a
        description not known there is decided by the code): the record contradicts itself, both quoted."""
        said = f"names {' or '.join(sorted(_DESCRIBED.get(_described_key(game_type), ())))}"
        return HandHistoryError(
            f"the <description type={shorten(game_type)}> {said}, but the game's {which}={code!r} names {by_code}",
            self.source,
            self.hand_id,
            self.line,
            INCONSISTENT,
        )

    def read(self) -> HandRecord:
        if not self.description:
            raise self.fail("a <game> with no <description> before it (the game and stakes)")
        described = _DESCRIPTIONS.get(self.description)
        try:
            if described is None:
                description = tree(self.description)
                described = _described(description.get("type", ""), description.get("stakes", ""))
                if len(_DESCRIPTIONS) < 10_000:
                    _DESCRIPTIONS[self.description] = described
            game = self.root if self.root is not None else tree(self.text)
        except SyntaxError as exc:  # (the parser's ParseError)
            raise self.fail(f"not well-formed XML: {exc}") from None
        self.plain = False
        try:
            return self.walk(game, described)
        finally:  # (a hand not as the format writes it, or one the walk left: each odd element named)
            if not self.plain:
                self.strays(game, _SHAPE)

    played: tuple[Element, list[tuple[int, str, str | None, str, str, int, Element]]] | None = None
    """The parsed game and its events in the order played, as the last :meth:`walk` read them."""

    def event(self, record: HandRecord, action: Action) -> tuple[int, str]:
        """The line of the ``<event>`` that is ``action`` of ``record`` and that element quoted
        (a refusal of a post names it): a player's actions are their events the walk makes an
        action of, in the order played. The line is the one the parser met the element on
        (:func:`~pokerrank.handhistory._xmlgame.element_lines`); where the events and actions
        do not pair up, the hand's first line, nothing quoted."""
        if self.played is None:
            return self.line, ""
        game, events = self.played
        name = action.player
        mine = [done for done in record.actions if done.player == name]
        own = [event[6] for event in events if event[4] == name and _KINDS.get(event[3], _SHOW) is not None]
        k = next((k for k, done in enumerate(mine) if done is action), -1)
        every = list(game.iter("event"))
        lines = element_lines(self.text, "event")
        if k < 0 or len(own) != len(mine) or len(lines) != len(every):
            return self.line, ""
        element = own[k]
        at = next(i for i, found in enumerate(every) if found is element)
        return self.line + lines[at] - 1, _quoted(element)

    def whole_chips(
        self,
        amounts: list[str],
        seats: list[tuple[int, str, int, str]],
        owners: list[int],
        events: list[tuple[int, str, str | None, str, str, int, Element]],
        winners: list[tuple[str, str, bool]],
    ) -> None:
        """Refuse a tournament hand with an amount that is a fraction of a chip (``$2500.01``): a
        tournament's chips are whole, and every shared Merge tournament writes them so; a cent
        moved on a stack or a bet nobody called had MATCHed, only the hand's unit changing.
        NOT AUDITABLE, the amount and its player named (``amounts``: the hand's amounts as
        written, read before: each look-up a dict's, the seats' balances first; ``owners``: for
        each after those, the index of its event in ``events``, or ~ that of its winner in
        ``winners``: the player named is the one of the element the amount was read from)."""
        for at, raw in enumerate(amounts):
            found = _PARSED.get(raw) or read_number(raw, _MONEY)
            if found is not None and found[1]:
                if at < len(seats):
                    whose = f"{seats[at][1]}'s balance"
                elif owners[at - len(seats)] >= 0:
                    _, _, _, type_, name, _, _ = events[owners[at - len(seats)]]
                    whose = f"{name}'s {type_}" if name else ""
                else:
                    whose = f"{winners[~owners[at - len(seats)]][0]}'s <winner>"
                raise HandHistoryError(
                    f"the amount {raw!r}{f' ({whose})' if whose else ''} is a fraction of a chip: a tournament's"
                    " chips are whole",
                    self.source,
                    self.hand_id,
                    self.line,
                    INCONSISTENT,
                )

    blinds: tuple[int, ...] = ()
    """The small and big blind the hand's stakes name, in its units, as :meth:`walk` read them
    (docs/RULES.md, "Merge"): a no-limit or pot-limit cash table's as printed; a limit cash
    table's big blind, its small bet, its small blind 0 (not printed: $3/$6 tables post $1/$3,
    $15/$30 ones $10/$15); empty where the stakes name none (a tournament's, a half-pot-limit
    table's)."""

    def printed_blinds(self, stakes_text: str, structure: str, scale: int) -> tuple[int, ...]:
        """:attr:`blinds` of a cash hand whose ``<description stakes=...>`` is ``stakes_text``
        (``structure``: the one it names; ``scale``: the hand's units a unit of money)."""
        key = (stakes_text, structure, scale)
        known = _BLINDS_PRINTED.get(key)
        if known is None:
            known = self.blinds_of(stakes_text, structure, scale)
            if len(_BLINDS_PRINTED) < 1_000 and len(stakes_text) <= 80:  # (a session's tables print a few)
                _BLINDS_PRINTED[key] = known
        return known

    def blinds_of(self, stakes_text: str, structure: str, scale: int) -> tuple[int, ...]:
        """:meth:`printed_blinds`, worked out (kept in :data:`_BLINDS_PRINTED` by the caller)."""
        found = _PRINTED_BLINDS.fullmatch(stakes_text.strip())
        if found is None or structure not in ("no-limit", "pot-limit", "limit"):
            return ()
        try:
            small, big = (self.number(found.group(k), "a blind") * scale for k in (1, 2))
        except HandHistoryError:
            return ()
        if small != small.to_integral_value() or big != big.to_integral_value() or not 0 < small <= big:
            return ()
        if structure != "limit":
            return int(small), int(big)
        return 0, int(small)  # (a limit table's big blind is its small bet; its small blind not printed)

    plain = False
    """Whether :meth:`walk` met every element of the hand where the format puts it, with the
    attributes it carries (:data:`_SHAPE`): then :meth:`XmlGame.strays` would find nothing."""

    def walk(self, game: Element, described: tuple[str, str, bool, str | None, str]) -> HandRecord:
        """The hand's record from its parsed ``game`` and its ``<description>`` (:func:`_described`);
        :attr:`plain` set where every element was met on the way, as the format writes it."""
        game_type, stakes_text, tournament, game_name, structure = described
        players = game.find("players")
        if players is None:
            raise self.fail("no <players> in the game")
        which = "multigametype" if game.get("multigametype") else "gametype"
        code = game.get(which) or ""
        by_code = _CODES.get(code)
        named = _DESCRIBED.get(_described_key(game_type))  # (a description not known, a mix Merge deals
        if by_code is not None and named is not None and by_code not in named:  # such as HOSE: the code decides)
            raise self.contradiction(game_type, which, code, by_code)
        if game_name is None:  # the network's stud, draw and mixed games: by the game's code
            game_name = by_code
        if game_name is None:  # a game pokerrank does not play: read, not audited
            return self.hand(game=None, game_text=f"{game_type} {stakes_text}".strip())
        stud = game_name in _STUD
        streets = _STUD_STREETS if stud else _DRAW_STREETS if game_name in _DRAW else _STREETS
        dealt: list[tuple[str, str, str]] = []  # stud's cards dealt face up, street by street
        seen: dict[str, int] = {}
        parsed = self.parsed
        read = _PARSED.get
        raw_seats: list[tuple[int, str, int, str]] = []
        not_dealt: dict[str, Element] = {}  # a <player dealtin="false">: its nickname, the element
        listed = players.findall("player")
        rounds = game.findall("round")
        # the hand's shape, on the way: the game holds its players and rounds alone, each
        # element as the format writes it (else XmlGame.strays names what is not)
        plain = game.tag == "game" and len(game) == len(rounds) + 1 and len(players) == len(listed)
        if plain and not players.attrib.keys() <= _PLAYERS_FIELDS:
            plain = False
        for player in listed:
            attributes = player.attrib
            if not attributes.keys() <= _PLAYER_FIELDS or len(player):
                plain = False
            get = attributes.get
            seat, name, balance = int(get("seat", "-1")), get("nickname", ""), get("balance")
            digits, places = read(balance or "") or parsed(balance, "a balance")
            raw_seats.append((seat, name, digits * 10 ** (_DIGITS - places), balance or ""))  # (by value, exactly)
            if get("dealtin") == "false":
                not_dealt[name] = player
        names = list(map(_PLAYER, raw_seats))
        by_seat = dict(zip(map(str, map(_FIRST, raw_seats)), names, strict=True))
        clashes = [name for name in names if by_seat.get(name, name) != name]  # a nickname "7", seat 7 another's
        if clashes:
            self.check_seats_or_nicknames(game, by_seat, clashes)
        for name in names:  # a CHAT names the player (and an event naming one: no seat number is like it)
            by_seat.setdefault(name, name)
        seat_of = by_seat.get
        events: list[tuple[int, str, str | None, str, str, int, Element]] = []
        self.played = (game, events)  # (for a refusal's quote: :meth:`event`)
        add = events.append
        hole: dict[str, str] = {}
        board = ""
        mucked: set[str] = set()
        winners: list[tuple[str, str, bool]] = []
        amounts = list(map(_BALANCE, raw_seats))
        owners: list[int] = []  # each amount's after the seats': its event's index, or ~ its winner's
        first = next(game.iter("event"), None)
        raise_to = first is not None and first.get("timestamp") is not None  # see _RAISES
        stray_rounds: list[tuple[int, str]] = []
        for round_ in rounds:
            if not round_.attrib.keys() <= _ROUND_FIELDS:
                plain = False
            street = streets.get(round_.get("id", ""))
            if street is None:
                street = "showdown"
                if round_.get("id") not in _ENDS:  # a round no game of the hand's has: what it holds is unread
                    stray_rounds.append(self.stray_line(round_, None, f"a round no {game_name} hand of Merge has"))
                    plain = False  # (its elements not met)
                    continue
            for element in round_:
                tag = element.tag
                attributes = element.attrib
                fields = _FIELDS.get(tag)
                if fields is None or not attributes.keys() <= fields or len(element):
                    plain = False  # (an element no round holds, or an attribute no such element carries)
                if tag == "event":
                    get = attributes.get
                    raw = get("amount")
                    if raw:
                        if read(raw) is None:
                            parsed(raw, "an amount")
                        amounts.append(raw)
                        owners.append(len(events))
                    type_ = get("type", "")
                    if type_ == "ALL_IN" and round_.get("id") == "BLINDS":  # a blind posted all in
                        type_ = "ALL_IN_BLIND"
                    drawn = 0
                    if type_ == "DRAW":  # the number of cards drawn
                        from pokerrank.games import get_game

                        who = seat_of(get("player", ""), get("player", ""))
                        drawn = self.drawn(get("text"), "DRAW", who, get_game(game_name).hole_cards)
                    add((int(get("sequence", "0")), street, raw, type_, seat_of(get("player", ""), ""), drawn, element))
                elif tag == "cards":
                    written = element.get("cards") or ""
                    cards, joined = _cards(written)
                    card_type = element.get("type", "")
                    if card_type == "COMMUNITY":  # the board so far, each round's holding the one before
                        if board and not (joined + " ").startswith(board + " "):
                            raise self.board_differs(element, board, joined)
                        board = joined
                        continue
                    if stud and street != "showdown" and card_type in ("HOLE", "DRAW_DRAWN_CARDS"):
                        owner = seat_of(element.get("player", ""), "")
                        before = seen.get(owner, 0)  # the cards of the street: those after the ones seen
                        if len(cards) > before:
                            up = " ".join([card for card in cards[before:] if card != "null"])
                            if up:
                                dealt.append((street, owner, up))
                            seen[owner] = len(cards)
                        else:
                            seen[owner] = before
                    if cards and "null" not in cards:
                        name = seat_of(element.get("player", ""), "")
                        hole[name] = joined
                        if card_type == "MUCKED":
                            mucked.add(name)
                elif tag == "winner":
                    winner = seat_of(element.get("player", ""))
                    if winner is None:
                        raise self.fail(f"a <winner> at seat {element.get('player')!r}, where nobody sits")
                    raw = element.get("amount")
                    parsed(raw, "a winner's amount")
                    amounts.append(raw or "")
                    owners.append(~len(winners))
                    winners.append((winner, raw or "", element.get("uncalled") == "true"))
        if not_dealt:
            self.not_dealt_acts(game, not_dealt, seat_of)
        self.plain = plain
        least = 2 if "$" in stakes_text or "€" in stakes_text or "£" in stakes_text else 0
        known = self.known_units(amounts, least, _SCALED)  # (each amount read before: the table)
        if known is not None:
            places, value = least, known
        else:  # (in whole numbers: each amount's digits and places, read above; a long text again)
            found = {raw: read(raw) or parsed(raw, "an amount") for raw in amounts}
            places = max([least, *[needs for _, needs in found.values()]])
            in_scale = _SCALED.table(10**places)
            value = {}
            for raw, (digits, needs) in found.items():
                value[raw] = units = digits * 10 ** (places - needs)
                _SCALED.keep(in_scale, raw, units)
        if tournament and places:  # a tournament's chips are whole (docs/RULES.md, "Merge")
            self.whole_chips(amounts, raw_seats, owners, events, winners)
        scale = 10**places
        number = self.number
        self.blinds = () if tournament else self.printed_blinds(stakes_text, structure, scale)
        actions: list[Action] = []
        act = actions.append
        totals: dict[str, dict[str, int]] = {}
        unparsed: list[tuple[int, str]] = stray_rounds
        folded: set[str] = set()
        total = 0
        events.sort(key=_FIRST)
        blinds_posted = 0  # (the blinds posted so far: an all-in of the BLINDS round is one by its place)
        anted = {event[4] for event in events if event[3] == "ANTE"}
        for k, (_, street, raw, type_, name, drawn, _) in enumerate(events):
            all_in_ante = False
            if type_ == "SMALL_BLIND" or type_ == "BIG_BLIND":
                blinds_posted += 1
            elif type_ == "ALL_IN_BLIND":  # an ante (antes first, every player's), else a blind by its place
                if anted and name not in anted and not blinds_posted:
                    type_, all_in_ante = "ANTE", True
                else:
                    blinds_posted += 1
            kind = _KINDS.get(type_, _SHOW)
            if kind is None:
                continue
            if kind is _SHOW:
                unparsed.append((self.line, f"the event {type_!r}"))
                continue
            if not name:
                raise self.fail(f"a {type_} event by a seat where nobody sits")
            if raw is None and (kind is _FOLD or kind is _CHECK):  # (most events: nothing to add up)
                street_totals = totals.get(street)
                if street_totals is None:
                    street_totals = totals[street] = {}
                if name not in street_totals:
                    street_totals[name] = 0
                if kind is _FOLD:
                    folded.add(name)
                act(_new(Action, (street, name, kind, 0, None, False, None, None, 0)))
                continue
            if kind is _DISCARD:
                act(_new(Action, (street, name, _DISCARD if drawn else _STAND_PAT, 0, None, False, None, drawn, 0)))
                continue
            chips = value[raw] if raw else 0
            street_totals = totals.get(street)
            if street_totals is None:
                street_totals = totals[street] = {}
            if kind is _ANTE:
                total += chips
                act(_new(Action, (street, name, kind, chips, None, all_in_ante, None, None, 0)))
                continue
            before = street_totals.get(name, 0)
            if kind is _RAISE and raise_to:  # the street total (a completion's too)
                chips -= before
            if type_ == "ALL_IN_BLIND":  # (the big blind after a blind, else the small blind before a big one)
                if blinds_posted == 1 and any(event[3] == "BIG_BLIND" for event in events[k + 1 :]):
                    kind = _SMALL_BLIND
                street_totals[name] = before + chips
                total += chips
                act(_new(Action, (street, name, kind, chips, None, True, None, None, 0)))
                continue
            all_in = type_ == "ALL_IN"
            if all_in:  # by what it comes to
                high = max(street_totals.values(), default=0)
            now = street_totals[name] = before + chips
            total += chips
            if all_in:
                kind = _CALL if now <= high else _RAISE if high else _BET
            elif kind is _FOLD:
                folded.add(name)
            to = now if kind is _BET or kind is _RAISE else None
            act(_new(Action, (street, name, kind, chips, to, all_in, None, None, 0)))
        collected = tuple(
            [_new(Collection, (name, value[a], "pot", 1, 0)) for name, a, uncalled in winners if not uncalled]
        )
        returned: dict[str, int] = {}
        paid = 0
        for name, a, uncalled in winners:
            if uncalled:
                returned[name] = returned.get(name, 0) + value[a]
            paid += value[a]
        rake = total - paid
        if rake < 0:
            raise self.fail("the winners are paid more than was put in")
        if rake > total * MAX_INFERRED_RAKE:
            rake = 0  # no room takes that much: chips the room did not pay, which the audit shows
        elif rake and not tournament and not board and not stud and game_name not in _DRAW:
            rake = 0  # no flop, no drop (docs/RULES.md, "Merge"): chips the room did not pay
        if rake and tournament:  # a tournament's pots pay every chip: what the winners lack is no rake
            raise HandHistoryError(
                f"the winners are paid {Decimal(paid).scaleb(-places)} of the {Decimal(total).scaleb(-places)} chips"
                " put in: a tournament hand's pots keep no rake",
                self.source,
                self.hand_id,
                self.line,
                "chips do not add up",
            )
        if game_name == "omaha" and hole and max(h.count(" ") + 1 for h in hole.values()) == 5:
            game_name = "omaha-5"
        acted = set(map(_PLAYER, actions))
        seated = sorted(raw_seats)
        in_seats = list(map(_PLAYER, seated))  # (the names, seat by seat)
        contenders = [n for n in in_seats if n not in folded and n in acted]
        showing = [n for n in contenders if n in hole and n not in mucked]  # (the muckers added below hold no cards)
        if showing:
            paid_names = {c.player for c in collected}
            mucked |= {n for n in contenders if n not in hole and n not in paid_names}
        dealer = players.get("dealer")
        bets = _LIMIT_BETS.search(stakes_text) if structure == "limit" else None
        stacks = list(map(value.__getitem__, map(_BALANCE, seated)))
        if tournament and game.get("version") is None:  # (docs/RULES.md: the balance after the posts)
            stacks = _before_posts(stacks, in_seats, actions)
        return HandRecord(  # (made here, not by XmlGame.hand: one mapping of the fields fewer)
            *self.head,
            encoding=self.encoding,
            game=game_name,
            stakes=tuple([self.in_units(number(b, "a bet"), scale, "a bet", b) for b in bets.groups()]) if bets else (),
            dealt=tuple(dealt),
            game_text=f"{game_type} {stakes_text}".strip(),
            structure=structure,
            currency=None if tournament else _currency(stakes_text),
            unit=UNIT[places] if places in UNIT else Decimal(1).scaleb(-places),
            tournament=game_type if tournament else None,
            button=int(dealer) if dealer and dealer.isdigit() else None,
            seats=tuple(
                map(
                    _new,
                    repeat(Seat),
                    zip(map(_FIRST, seated), in_seats, stacks, repeat(False)),
                )
            ),
            actions=tuple(actions),
            boards=(board,),
            hole={n: c for n, c in hole.items() if n},
            shown=frozenset(showing),
            mucked=frozenset(mucked),
            returned=returned,
            collected=collected,
            total_pot=total,
            rake=rake,
            unparsed=tuple(unparsed),
        )


def _held_to(record: HandRecord, blinds: tuple[int, ...]) -> tuple[int, ...]:
    """The printed ``blinds`` the hand's posts are held to: none where the hand's big blind is a
    thousandth of the printed one (fpdb's `NLHE-9max-play-10-20-201208.txt`, #33325037-507: `No
    Limit ($10/$20)` over blinds of $0.01/$0.02, its file named for play chips: another unit, not
    another table, the pay audited as written)."""
    if blinds and any(a.kind is ActionKind.BIG_BLIND and a.amount * 1000 == blinds[1] for a in record.actions):
        return ()
    return blinds


def _whole_bet_back(record: HandRecord) -> HandRecord:
    """``record``, or where its ``<winner uncalled="true">`` hands back less than the bet nobody
    called (every room's rule, :func:`~pokerrank.handhistory.sites.uncalled.short_back`: the
    most live chips a player put in, antes and dead money apart, less the next most) the record
    of a hand refused: NOT AUDITABLE, the element quoted, the record contradicts itself. Where
    Merge prints that winner, it is the whole of it (every shared hand that prints one: 13 of 13;
    the 52 others with a bet nobody called print none); a cent less had MATCHed, the cent taken
    as the rake Merge does not print. More, or to another player, the replay refuses; a record
    already refused, or with an element no rule reads, is left as it is."""
    returned = record.returned
    if len(returned) != 1 or record.error is not None or record.unparsed:
        return record
    short = short_back(record.actions, record.dead, returned, big_blind=table_big_blind(record))
    if short is None:
        return record
    line, said = line_naming(record.text, "", ('uncalled="true"',), record.line)
    error = HandHistoryError(
        short_back_said(short, said or 'the <winner uncalled="true">', record.format_money),
        record.source,
        record.hand_id,
        line or record.line,
        INCONSISTENT,
    )
    return HandRecord(
        record.source, record.hand_id, record.site, record.format, record.line,
        error=error, encoding=record.encoding, text=record.text, game=record.game, game_text=record.game_text,
    )  # fmt: skip


def _cards(written: str) -> tuple[list[str], str]:
    """The cards a ``<cards cards=...>`` writes (``As,Ah``; ``null`` for one not shown), and
    them as one text (``As Ah``); each text read once (the board's grow street by street)."""
    known = _CARDS.get(written)
    if known is None:
        if written.split() == [written]:  # (no space to strip)
            cards = written.split(",")
            if "" in cards:
                cards = [card for card in cards if card]
        else:
            cards = [c.strip() for c in written.split(",") if c.strip()]
        known = (cards, " ".join(cards))
        if len(_CARDS) < 10_000 and len(written) <= _KEPT:
            _CARDS[written] = known
    return known


_CARDS: dict[str, tuple[list[str], str]] = {}
"""The cards of each ``cards=`` text :func:`_cards` has read (never changed by a reader)."""


def _before_posts(stacks: list[int], names: list[str], actions: list[Action]) -> list[int]:
    """Each seat's chips before the hand from balances printed after the player's antes and
    blinds, as Merge's tournament files with no format version print them (a table's
    first hand `$990.00` and `$980.00` for the blinds of 10 and 20 of 1,000 each; every all-in of
    those files puts in the balance and the posts): the posts added back."""
    posted: dict[str, int] = {}
    for action in actions:
        if action.kind.posts:
            posted[action.player] = posted.get(action.player, 0) + action.amount
    return [stack + posted.get(name, 0) for stack, name in zip(stacks, names, strict=True)] if posted else stacks


def _described(game_type: str, stakes_text: str) -> tuple[str, str, bool, str | None, str]:
    """A ``<description>``'s game type and stakes, whether it is a tournament's, the game its
    type names (None: by each game's code) and the structure its stakes name."""
    lowered = stakes_text.lower()
    structure = (
        "no-limit"
        if lowered.startswith("no limit")
        else "pot-limit"
        if lowered.startswith("pot limit")
        else "limit"
        if lowered.startswith("limit")
        else ""
    )
    tournament = " tournament" in game_type.lower()
    return game_type, stakes_text, tournament, _GAMES.get(game_type.lower().replace(" tournament", "")), structure


def _currency(stakes: str) -> str | None:
    return "USD" if "$" in stakes else "EUR" if "€" in stakes else "GBP" if "£" in stakes else None
