"""The iPoker network's XML hand histories: read, and audited by each player's ``win=``.

An iPoker file is a ``<session>`` of ``<game gamecode="...">`` elements: the players with
their chips and, for each, what they bet in the hand (``bet=``) and what the room paid them
(``win=``, the bet nobody called included, after rake); then rounds of ``<action>`` and
``<cards>`` elements. The actions are listed player by player, not in the order they were
made: their ``no`` gives the order. The action types: 0 fold, 1 small blind, 2 big blind, 3
call, 4 check, 5 bet, 6 raise (the chips added), 23 raise to (the street total), 7 all-in
(the chips added), 15 ante, 16 bring-in; 8 and 9 (sitting out) put nothing in. Cards are
written suit first (``HA``, ``C10``); ``X`` is a card nobody saw.

Money is written as the room's table shows it. The format declares its layout: a currency
after the number (``2,50€``, ``1 001,24€``) has a decimal comma and spaces or dots between
thousands; a currency before it (``$0.02``, ``RSD1,110.25``), or none (tournament chips,
``1,500``), a decimal point and commas between thousands, unless the session's own money
says otherwise (an Italian skin writes ``<buyin>€0,50</buyin>``: its tournament's
``chips="1.500"`` are 1,500). A hand with a currency after its amounts reads them all that
way; nothing is guessed number by number: a tournament hand whose layout nothing tells and
that writes a dot before three digits (``1.500``) or a fraction of a chip is refused, saying so.
The hand's currency is its table's: the one its amounts are written in, as
``<tablecurrency>`` names it (``<currency>`` is the player's account's).

A file cut right after a game's last ``</round>``, before its ``</game>``, where the game as
written is whole (every player's ``bet=`` what their actions put in, the hand over) is audited
as written, every verdict of the hand saying the cut (``HandRecord.extra["note"]``); any other
cut leaves the game NOT AUDITABLE, saying where the file ends (a payout may have been cut).

The file is read safely: a ``<!DOCTYPE`` or ``<!ENTITY`` anywhere (what an entity expansion
or an external entity needs) makes the whole file unreadable before any parsing, and each
``<game>`` is parsed on its own by the standard library's parser, so a broken hand is one
unreadable record naming its line and the rest of the file is still read.

The audit (the room's, :mod:`~pokerrank.handhistory.room`): each player's ``win=`` against
what the rules pay, the bet nobody called included; the rake is what was bet less what was
won (iPoker prints no rake), at most :data:`MAX_INFERRED_RAKE` of the pot. Each player's
``bet=`` must be what their actions put in; one that is that and the ante again, of a player
who raised to a total (type 23), is named as the room's slip: the record contradicts itself.

A fixed-limit stud hand whose ``<gametype>`` prints no limits (the tournaments' ``7 Card
Stud L``) takes its small and big bet from its own betting where that proves both
(:func:`limits_shown`); elsewhere they stay unknown. Stud's cards are kept street by street
(``dealt``), so the rules can find who brings in and who acts first.

>>> text = '''<session sessioncode="1"><general><gametype>Holdem NL $1/$2</gametype>
... <tablename>T</tablename><currency>USD</currency></general>
... <game gamecode="77"><general><players>
... <player seat="1" name="ann" chips="$100" dealer="1" win="$7.70" bet="$4"/>
... <player seat="2" name="bob" chips="$100" dealer="0" win="$0" bet="$4"/>
... </players></general>
... <round no="0"><action no="1" player="ann" type="1" sum="$1"/><action no="2" player="bob" type="2" sum="$2"/></round>
... <round no="1"><cards type="Pocket" player="ann">SA HA</cards><cards type="Pocket" player="bob">CK DK</cards>
... <action no="4" player="bob" type="4" sum="$0"/><action no="3" player="ann" type="3" sum="$1"/></round>
... <round no="2"><cards type="Flop" player="">C2 D7 H9</cards><action no="5" player="bob" type="5" sum="$2"/>
... <action no="6" player="ann" type="3" sum="$2"/></round>
... <round no="3"><cards type="Turn" player="">SJ</cards></round>
... <round no="4"><cards type="River" player="">C3</cards></round></game></session>'''
>>> hand = next(read_ipoker(text))
>>> hand.site, hand.game, hand.hand_id
('iPoker', 'holdem', '77')
>>> [(a.player, a.kind.value, hand.format_money(a.amount)) for a in hand.actions][:3]
[('ann', 'small blind', '$1'), ('bob', 'big blind', '$2'), ('ann', 'call', '$1')]
>>> from pokerrank.handhistory.audit import audit_hand
>>> audit_hand(hand).detail
'ann wins $7.70 (pot $8 less $0.30 rake), as paid'
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Container, Iterable, Iterator
from decimal import Decimal
from operator import itemgetter
from typing import TYPE_CHECKING, Final

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.games import get_game
from pokerrank.handhistory._xmlgame import (
    UNIT,
    Shape,
    Units,
    XmlGame,
    amount_form,
    find_tag,
    parsed_games,
    read_number,
    refusal,
    tree,
)
from pokerrank.handhistory.records import NOTE, Action, ActionKind, Collection, HandRecord, Seat
from pokerrank.handhistory.verdicts import INCONSISTENT

if TYPE_CHECKING:
    from xml.etree.ElementTree import Element

__all__ = ["limits_shown", "looks_like_ipoker", "read_ipoker"]

_STAKES: Final = re.compile(r"(\S*\d\S*)/(\S*\d\S*)\s*$")
"""The stakes at the end of a ``<gametype>``: ``$0.05/$0.10``, ``5,00€/10,00€``."""
_CURRENCY: Final = r"[A-Za-z]{1,4}|[^\w\s.,+\-]"
"""A currency as iPoker writes one before or after an amount: a code (``RSD``) or a sign."""
_POINT_DECIMAL: Final = amount_form(_CURRENCY, ", \u00a0\u202f")
"""An amount with a decimal point (``$1,400.00``, ``RSD1,110.25``, ``10,000``)."""
_COMMA_DECIMAL: Final = amount_form(_CURRENCY, ". \u00a0\u202f", ",")
"""An amount with a decimal comma (``2,50€``, ``1 001,24€``, ``1.500``)."""
_TYPES: Final[dict[str, ActionKind | None]] = {
    "0": ActionKind.FOLD,
    "1": ActionKind.SMALL_BLIND,
    "2": ActionKind.BIG_BLIND,
    "3": ActionKind.CALL,
    "4": ActionKind.CHECK,
    "5": ActionKind.BET,
    "6": ActionKind.RAISE,
    "23": ActionKind.RAISE,
    "7": ActionKind.CALL,  # all-in: a call, bet or raise by what it comes to (see _Game.actions)
    "15": ActionKind.ANTE,
    "16": ActionKind.BRING_IN,
    "8": None,
    "9": None,
}
_SHAPE: Final = Shape(
    "game",
    {
        "game": ("general round", "gamecode"),
        "general": ("players startdate", ""),
        "startdate": ("", ""),
        "players": ("player", ""),
        "player": ("", "seat name chips dealer win bet rebuy addon reg_code"),
        "round": ("action cards", "no"),
        "action": ("", "no player type sum cards"),
        "cards": ("", "type player"),
    },
    open_to="general",
)
"""The elements and attributes of an iPoker ``<game>`` (the clients' exports of 2008 to 2023,
HEM's archive): anything else in a hand is named (:meth:`XmlGame.strays`); a field the
game's ``<general>`` grew (a ``<tablename>``) is named only where it carries money."""
_ACTION_FIELDS, _CARDS_FIELDS, _PLAYER_FIELDS, _ROUND_FIELDS = (
    _SHAPE.attributes[tag] for tag in ("action", "cards", "player", "round")
)
_ROUND_NUMBERS: Final = (*map(str, range(10)), "")
"""The number of each round of a hand (0 to 9: a tenth round is none)."""
_GAME_FIELDS: Final = _SHAPE.attributes["game"]
_OTHER_FIELDS: Final = {tag: _SHAPE.attributes[tag] for tag in ("game", "general", "players", "startdate")}
"""The attributes of the elements :meth:`_Game.elements` checks as it reads them."""
_STREETS: Final = {"0": "preflop", "1": "preflop", "2": "flop", "3": "turn", "4": "river"}
_BOARD: Final = {"Flop": "flop", "Turn": "turn", "River": "river"}
_STUD: Final = {
    "Second Street": "second",
    "Third Street": "third",
    "Fourth Street": "fourth",
    "Fifth Street": "fifth",
    "Sixth Street": "sixth",
    "Seventh Street": "seventh",
}
"""Stud's streets (five card stud's first is its second street, seven card stud's its third)."""
_STUD_GAMES: Final = (
    ("7 card stud hi-lo", "stud-hi-lo"), ("7 card stud hilo", "stud-hi-lo"), ("7 card stud", "stud"),
    ("5 card stud", "five-card-stud"),
)  # fmt: skip
_GAMES: Final = (
    ("six plus holdem", "short-deck"),
    ("omaha hilow", "omaha-hi-lo"),
    ("omaha hi-lo", "omaha-hi-lo"),
    ("omaha", "omaha"),
    ("holdem", "holdem"),
    ("lh ", "holdem"),
)
_STRUCTURES: Final = (
    (re.compile(r"\bNL\b|no ?limit", re.IGNORECASE), "no-limit"),
    (re.compile(r"\bPL\b|pot ?limit", re.IGNORECASE), "pot-limit"),
    (re.compile(r"\bL\b|\bFL\b|limit", re.IGNORECASE), "limit"),
)

_STAKE: Final = r"(?:[$€£] ?|(?-i:[A-Z]{1,3}))?\d[\d.,]*(?: ?[$€£]| (?-i:[A-Z]{3}))?"
"""An amount with its currency: a sign, or a code in capitals (``RSD1``, ``1 USD``), whatever
the case of the rest of the title (``Fun`` after the stakes is a word, not a currency)."""
_TITLE: Final = re.compile(
    r"(?:Six Plus Holdem|Omaha HiLow|Omaha Hi-Lo|Omaha|Holdem|[57] Card Stud(?: Hi-?Lo)?"
    r"|LH \d[\d.,]*/\d[\d.,]*(?: x\d+)?)"
    r" (?:NL|PL|FL|L|No ?Limit|Pot ?Limit|Fixed ?Limit|Limit)"
    rf"(?: {_STAKE}/{_STAKE}(?: Ante {_STAKE})?)?\s*",
    re.IGNORECASE,
)
"""A whole ``<gametype>`` of the games read: the game, its limit, the stakes (``Holdem NL
$1/$2``, ``Omaha PL 2,50€/5€``, ``LH 20/40 x2 Limit $10.00/$20.00``); a title with any other
word names another game (a turbo, a wild card game) and is not read as the one inside it."""


def looks_like_ipoker(text: str) -> bool:
    """Whether a text is an iPoker XML session: XML that holds a ``<game gamecode=...>``.

    >>> looks_like_ipoker('<?xml version="1.0"?><session><game gamecode="1">'), looks_like_ipoker("<a/>")
    (True, False)
    """
    start = text.lstrip("\ufeff \t\r\n")[:1]
    return start == "<" and '<game gamecode="' in text[:20_000]


def read_ipoker(text: str, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of an iPoker XML text (see the module docstring)."""
    refused = refusal(text, "iPoker", "ipoker", source, encoding)
    if refused is not None:
        yield refused
        return
    first = find_tag(text, "game")
    sessions = _sessions(text, first)
    starts = [at for at, _ in sessions]
    only = sessions[0][1] if len(sessions) == 1 else None  # (most files: one session)
    for game, line, end, root in parsed_games(text, "game"):
        session = only if only is not None else sessions[bisect_right(starts, end - len(game)) - 1][1]
        reader = _Game(game, source, encoding, line, session)
        reader.root = root
        yield reader.record()
    if first < 0:
        error = HandHistoryError("an iPoker session without a <game>: no hand in it", source, None, 1)
        yield HandRecord(source, "?", site="iPoker", format="ipoker", error=error, encoding=encoding)
        return
    tail = text.rfind("</game>")
    rest = find_tag(text, "game", tail if tail >= 0 else 0)
    if rest >= 0 and tail < rest:  # a game cut off before its end
        number = text.count("\n", 0, rest) + 1
        code = re.match(r'<game\s+gamecode="([^"]*)"', text[rest:])
        hand_id = code.group(1) if code else "?"
        session = sessions[bisect_right(starts, rest) - 1][1]
        said, whole = _cut_where(text, rest, source, encoding, number, session)
        if whole is not None:
            whole.extra[NOTE] = f"the file ends before this hand's </game> (a truncated file?){said}"
            yield whole
            return
        said = f"the hand ends before </game> (a truncated file?){said}"
        error = HandHistoryError(said, source, hand_id, number, "truncated")
        yield HandRecord(source, hand_id, site="iPoker", format="ipoker", line=number, error=error, encoding=encoding)


def _cut_where(
    text: str, at: int, source: str, encoding: str, line: int, session: dict[str, str]
) -> tuple[str, HandRecord | None]:
    """What a game the file cuts off before its ``</game>`` (it starts at ``at``) holds, said
    after the refusal, and the hand where it is whole as written. Where the file ends right
    after one of the game's ``</round>``, the game as written is read (its ``</game>`` added):
    it is whole as written where it reads, every player's ``bet=`` is what their actions put
    in (else it does not read), and the hand is over (one player left, or the last street's
    round written); then that hand is audited, its verdict saying the cut (docs/ipoker.md:
    every chip bet and paid is in what is written). A cut before the last street with players
    still in (what was cut may be a payout), inside a round or inside the game's
    ``<general>`` leaves the hand NOT AUDITABLE, saying so."""
    end = text.rfind("</round>")
    if end < at or text[end + 8 :].strip():
        return ": the file ends inside it", None
    rounds = text.count("<round", at)
    hand = _Game(f"{text[at : end + 8]}</game>", source, encoding, line, session).record()
    if hand.error is not None:
        said = f": the file ends after its round {rounds - 1}, and what is written does not read ({hand.error.reason})"
        return said, None
    if hand.unparsed:
        return f": the file ends after its round {rounds - 1}, and what is written holds {hand.unparsed[0][1]}", None
    folded = {action.player for action in hand.actions if action.kind is _FOLD}
    still_in = {action.player for action in hand.actions} - folded
    if len(still_in) > 1 and not _last_street_dealt(hand):
        said = (
            f": the file ends after its round {rounds - 1} with {len(still_in)} players still in, before the last"
            " street: what was cut may be a payout"
        )
        return said, None
    said = (
        ", right after its last round: the hand is whole as written (each player's bet= is what their actions put"
        " in, and the hand is over) and is audited as written"
    )
    return said, hand


def _last_street_dealt(hand: HandRecord) -> bool:
    """Whether the hand as read dealt its game's last street: stud's seventh (five-card stud's
    fifth), a board game's fifth board card."""
    if hand.game is not None and get_game(hand.game).dealt == "stud":
        last = "fifth" if hand.game == "five-card-stud" else "seventh"
        return any(street == last for street, _, _ in hand.dealt)
    return any(len(board.split()) >= 5 for board in hand.boards)


def _sessions(text: str, first: int) -> list[tuple[int, dict[str, str]]]:
    """Where each ``<session>`` of the text starts and the fields of its ``<general>`` (the
    table's name, game and stakes, currency: :func:`_session`), the text's start first (a
    ``<general>`` before any session and game). A file of several sessions (a tracker's
    archive: a table at $5/$10, then another at $10/$20) gives each game its own session's:
    a session's ``<general>`` is the first between its start and its first game or the next
    session (each stretch searched once: linear in the text)."""
    starts = [0]
    at = find_tag(text, "session")
    while at >= 0:
        if at:
            starts.append(at)
        at = find_tag(text, "session", at + 8)
    found: list[tuple[int, dict[str, str]]] = []
    game = first
    for index, start in enumerate(starts):
        if game < 0:  # (no game after here: no later session gives one its fields)
            break
        while 0 <= game < start:
            game = find_tag(text, "game", game + 5)
        ends = starts[index + 1] if index + 1 < len(starts) else len(text)
        end = min(ends, game) if game >= 0 else ends
        opened = text.find("<general>", start, end)
        closed = text.find("</general>", opened + 9, end) if opened >= 0 else -1
        found.append((start, _session(text[opened : closed + 10]) if closed >= 0 else {}))
    return found or [(0, {})]


def _session(text: str) -> dict[str, str]:
    """The fields of a session's ``<general>`` (``text``, from its ``<general>`` to its
    ``</general>``): each element's tag and its text stripped; none where it is not
    well-formed XML. A ``<general>`` as iPoker writes one (fields of plain text and nothing
    else: :data:`_PLAIN_GENERAL`) is read without a parser (what the parser gives it, a
    parser's start saved a file); any other is parsed.

    >>> _session("<general>\\n <gametype>Holdem NL $1/$2</gametype>\\n <currency> USD </currency>\\n</general>")
    {'gametype': 'Holdem NL $1/$2', 'currency': 'USD'}
    >>> _session("<general><a>1</a><b>2</a></general>"), _session("<general><a>&amp;</a></general>")
    ({}, {'a': '&'})
    """
    if _PLAIN_GENERAL.fullmatch(text) is not None and "]]>" not in text:
        fields = _PLAIN_FIELD.findall(text, 9)
        if "\r" in text:  # (the parser's line ends: \r\n and \r each a \n)
            return {tag: value.replace("\r\n", "\n").replace("\r", "\n").strip() for tag, value in fields}
        return {tag: value.strip() for tag, value in fields}
    try:
        element = tree(text)
    except (SyntaxError, ValueError):  # (the parser's ParseError, a lone surrogate)
        return {}
    return {child.tag: (child.text or "").strip() for child in element}


_PLAIN_TAG: Final = r"[A-Za-z_][A-Za-z0-9_.-]*"
"""A field's tag as iPoker writes one: an ASCII name."""
_PLAIN_GENERAL: Final = re.compile(
    rf"<general>(?:[ \t\r\n]*<({_PLAIN_TAG})>"
    "[^<&\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]*"
    r"</\1>)*[ \t\r\n]*</general>"
)
"""A ``<general>`` as iPoker writes one: fields alone (elements of an ASCII name and no
attribute), each of plain text (no markup, no entity, no character XML has not, no lone
surrogate), and spaces and line ends between them; with no ``]]>`` in it (which the parser
refuses), what :func:`_session` reads without a parser."""
_PLAIN_FIELD: Final = re.compile(rf"<({_PLAIN_TAG})>([^<]*)")
"""A field's tag and text, in a :data:`_PLAIN_GENERAL` (found by its opening tag)."""


_SESSION_NUMBER: Final = r"\d[\d.,]*(?:[ \u00a0\u202f]\d{3}(?:[.,]\d+)?)*"
_SESSION_MONEY: Final = re.compile(
    rf"(?:[€£$¥₹]|\b[A-Z]{{3}})\s?({_SESSION_NUMBER})(?!\w)"
    rf"|(?<![\w.,])({_SESSION_NUMBER})\s?(?:[€£$¥₹]|[A-Z]{{3}}\b)"
)
"""An amount with its currency in a session's ``<general>``: the currency before the number
(group 1: ``€0,50``, ``$2,000.00``, ``RSD1,110.25``) or after it (group 2: ``2,50€``,
``1 001,24€``)."""
_SESSION_FIELDS: Final = (
    "gametype", "smallblind", "bigblind", "bets", "wins", "chipsin", "chipsout",
    "buyin", "totalbuyin", "win", "rebuy", "addon", "prize", "prizepool",
)  # fmt: skip
"""The fields of a session's ``<general>`` that hold the table's money as iPoker writes it:
the stakes, the blinds, the player's bets and wins, chips in and out; a tournament's buy-in
(``€0,40 + €0,10``), rebuy, add-on, what the player won and the prizes."""
_DOT_THOUSANDS: Final = re.compile(r"\d\.\d{3}(?!\d)")
"""A dot before three digits, as a skin whose dots group thousands writes 1,500 (``1.500``)."""
_LAYOUTS: dict[int, tuple[dict[str, str], tuple[bool | None, bool | None]]] = {}
""":func:`_layout_told` of each session read (by the session's identity)."""


def _layout_told(session: dict[str, str]) -> tuple[bool | None, bool | None]:
    """Whether the money of a session's ``<general>`` (:data:`_SESSION_FIELDS`: its stakes,
    bets and wins, a tournament's buy-in and prizes; never a name) writes a decimal comma
    (True) or a decimal point (False): as its amounts' marks alone tell (:func:`_layout_of`),
    and as they or the format's rule for a currency after the number tell; None where no
    amount tells, or two disagree. An Italian skin writes ``<buyin>€0,50</buyin>``, a
    currency before a decimal comma, so that its tournament's ``chips="1.500"`` are 1,500.

    >>> _layout_told({"buyin": "€0,50", "tournamentname": "€0.50 Double Up"}), _layout_told({"bets": "1.500"})
    ((True, True), (None, None))
    >>> _layout_told({"gametype": "Holdem NL 1 USD/2 USD"}), _layout_told({"buyin": "$5+$0.50", "win": "5€"})
    ((None, True), (False, None))
    """
    kept = _LAYOUTS.get(id(session))
    if kept is not None and kept[0] is session:
        return kept[1]
    marks: set[bool] = set()
    rule: set[bool] = set()
    get = session.get
    for key in _SESSION_FIELDS:
        value = get(key)
        if not value:
            continue
        for before, after in _SESSION_MONEY.findall(value):
            layout = _layout_of(before or after)
            if layout is not None:
                marks.add(layout)
            elif after:
                rule.add(True)
    either = marks | rule
    told = (next(iter(marks)) if len(marks) == 1 else None, next(iter(either)) if len(either) == 1 else None)
    if len(_LAYOUTS) >= 1_000:
        _LAYOUTS.clear()
    _LAYOUTS[id(session)] = (session, told)
    return told


def _layout_of(number: str) -> bool | None:
    """Whether an amount's digits and marks show a decimal comma (True) or a decimal point
    (False), or neither (None): a point and a comma, the last is the decimal one; one mark
    written twice groups thousands; one mark written once is decimal unless three digits
    follow it (``1.500``: either).

    >>> [_layout_of(n) for n in ("0,50", "2,000.00", "1.000.000", "1.500", "5", "1 001,24")]
    [True, False, True, None, None, True]
    """
    point, comma = number.rfind("."), number.rfind(",")
    if point >= 0 and comma >= 0:
        return comma > point
    mark = "." if point >= 0 else "," if comma >= 0 else ""
    if mark and number.count(mark) > 1:
        return mark == "."
    if mark and len(number) - number.rfind(mark) != 4:
        return mark == ","
    return None


_SIGNS: Final = {"€": ("EUR",), "£": ("GBP",), "$": ("USD", "CAD"), "¥": ("CNY",), "₹": ("INR",)}
"""The currencies each sign iPoker writes by an amount may be."""
_CURRENCIES: dict[tuple[str, str, str], str | None] = {}
""":func:`_table_currency` of each table's currency, the account's and an amount's mark."""


def _table_currency(session: dict[str, str], amount: str) -> str | None:
    """The currency of a hand's table: the one its amounts are written in (``amount``, one of
    them: ``€0.10``, ``RSD1``), named by the session's ``<tablecurrency>`` or else by its
    ``<currency>`` (the player's account: a CAD account plays at a € table) where that is the
    amount's sign; a code by the number (``RSD``) itself; a sign neither names, its currency
    where it has one (``€``, ``£``; ``$`` is more than one: none); an amount with no mark,
    the ``<tablecurrency>``, else the ``<currency>``.

    >>> _table_currency({"currency": "CAD", "tablecurrency": "EUR"}, "€1"), _table_currency({"currency": "GBP"}, "€7")
    ('EUR', 'EUR')
    >>> _table_currency({"currency": "CAD"}, "$1"), _table_currency({"currency": "EUR"}, "$1")
    ('CAD', None)
    """
    table, account = session.get("tablecurrency", ""), session.get("currency", "")
    mark = amount[:1]
    if mark not in _SIGNS:  # (most amounts: a sign first)
        mark = amount.strip().strip("0123456789.,\u00a0\u202f ")
    key = (table, account, mark)
    if key in _CURRENCIES:
        return _CURRENCIES[key]
    signs = _SIGNS.get(mark)
    if not mark or (signs is None and not (len(mark) == 3 and mark.isalpha() and mark.isupper())):
        found = table or account or None  # (no mark, or one pokerrank knows no currency of)
    elif signs is None:
        found = mark  # a code: RSD1,110.25
    else:
        found = next((said for said in (table, account) if said in signs), signs[0] if len(signs) == 1 else None)
    if len(_CURRENCIES) < 1_000:
        _CURRENCIES[key] = found
    return found


class _Game(XmlGame):
    site = "iPoker"
    format = "ipoker"
    hand_id_pattern = re.compile(r'<game\s+gamecode="([^"]*)"')
    id_first = '<game gamecode="'

    def __init__(self, text: str, source: str, encoding: str, line: int, context: dict[str, str]) -> None:
        super().__init__(text, source, encoding, line, context)
        self.session = session = context
        at = text.find('chips="')  # the hand's layout: where its first amount has its currency
        end = text.find('"', at + 7) if at >= 0 else -1
        first = text[at + 7 : end].strip() if end >= 0 else ""
        self.layout_guessed = False
        if first[:1] and not first[0].isdigit():  # before the number: $0.02, RSD1,110.25 (€0,50 where the session says)
            self.comma_decimal = _layout_told(session)[0] is True
        elif first[-1:] and not first[-1].isdigit():  # after it: 2,50€, 1 001,24€
            self.comma_decimal = True
        else:  # none (tournament chips): as the session's money writes it (stakes, buy-in, prize)
            told = _layout_told(session)[1]
            self.comma_decimal = told is True
            self.layout_guessed = told is None
        self.places = 0

    def number(self, raw: str | None, what: str) -> Decimal:
        """An amount as the room wrote it, by the hand's layout (see the module docstring)."""
        digits, places = self.parsed(raw, what)
        return Decimal(digits).scaleb(-places)

    def parsed(self, raw: str | None, what: str) -> tuple[int, int]:
        """An amount as its digits and the decimal places it needs (:func:`read_number`: the
        amount is ``digits / 10 ** places``; cached: most hands repeat a few amounts)."""
        if raw is None:
            raise self.fail(f"{what} is missing")
        read_before = _NUMBERS[self.comma_decimal]
        known = read_before.get(raw)
        if known is not None:
            return known
        found = _plain_number(raw, "," if self.comma_decimal else ".")
        if found is None:
            found = read_number(raw, _COMMA_DECIMAL, ",") if self.comma_decimal else read_number(raw, _POINT_DECIMAL)
        if found is None:
            raise self.fail(f"{what} {shorten(raw)} is not an amount")
        if len(read_before) < 100_000 and len(raw) <= _KEPT:  # (an amount padded to any length: not kept)
            read_before[raw] = found
        return found

    def new_amounts(
        self, texts: Iterable[str], found: list[tuple[int, int] | None], numbers: dict[str, tuple[int, int]]
    ) -> list[tuple[int, int] | None]:  # (none None: typed as the look-ups it replaces)
        """Each of the hand's amount ``texts`` as :meth:`parsed` reads it, where ``found`` (each
        one's look-up in ``numbers``, the store of the hand's layout) misses some: those read
        (:func:`_plain_number`, else :meth:`parsed`: the pattern, the error naming the first
        that is no amount) and kept in ``numbers`` at once, as :meth:`parsed` keeps them."""
        point = "," if self.comma_decimal else "."
        out: list[tuple[int, int] | None] = []
        new: dict[str, tuple[int, int]] = {}
        for text, known in zip(texts, found, strict=True):
            if known is None:
                known = _plain_number(text, point)
                if known is None:
                    known = self.parsed(text, "an amount")
                elif len(text) <= _KEPT:
                    new[text] = known
            out.append(known)
        if len(numbers) + len(new) <= 100_000:  # (the bound holds whatever one hand brings)
            numbers.update(new)
        return out

    def layout_unknown(self, texts: Iterable[str], found: Iterable[tuple[int, int]]) -> HandHistoryError | None:
        """The error of a tournament hand whose layout nothing tells (its amounts carry no
        currency, its session's money none that says) where an amount would be guessed: one
        with a dot before three digits (``1.500``: 1.5 chips by a decimal point, 1,500 on a
        skin whose dots group thousands) or one that reads as a fraction of a chip; None where
        every amount reads one way."""
        for raw, (digits, places) in zip(texts, found, strict=True):
            if "." not in raw:
                continue
            chips = _money(Decimal(digits).scaleb(-places))
            why = "the hand's amounts carry no currency and no money in the session says which"
            if raw.count(".") == 1 and _DOT_THOUSANDS.search(raw):
                grouped = raw.replace(".", "")
                return self.fail(
                    f"the tournament amount {raw!r} is {chips} by a decimal point, {grouped} where dots group"
                    f" thousands: {why}"
                )
            if places:
                return self.fail(f"the tournament amount {raw!r} reads as {chips} chips, a fraction of a chip: {why}")
        return None

    def elements(self) -> _Elements:
        """The game as the standard library's parser reads it (its C tree builder: no Python
        call per element): its players' attributes, its rounds' numbers, its ``cards``
        elements (round, type, player, text) and its ``action`` elements (number, round,
        player, type, amount) in the order written, and every action's amount text. A game
        as iPoker writes one is read by its shape (:meth:`as_written`), any other element by
        element (:meth:`any_shape`, which names what is out of place)."""
        root = self.parse()
        found = self.as_written(root)
        return found if found is not None else self.any_shape(root)

    def as_written(self, root: Element) -> _Elements | None:
        """:meth:`any_shape`'s lists of a game of the shape iPoker writes (the most hands: its
        ``<general>`` first, holding an optional ``<startdate>`` and its ``<players>`` of
        ``<player>`` elements, then its ``<round>`` elements, numbered 0, 1, 2 ..., of
        ``<action>`` and ``<cards>`` elements; every attribute known; nothing in anything
        else), walked by that shape: no element's tag looked up but where two may stand, no
        element met twice. None for any other game: :meth:`any_shape` reads it (what this
        gives, it gives too: the same elements in the same order, and no stray)."""
        if root.tag != "game" or not root.attrib.keys() <= _GAME_FIELDS:
            return None
        parts = iter(root)
        general = next(parts, None)
        if general is None or general.tag != "general" or general.attrib:
            return None
        players: list[dict[str, str]] = []
        seen_players = dated = False
        for item in general:
            tag = item.tag
            if tag == "players" and not seen_players and not item.attrib:
                seen_players = True
                for player in item:
                    attrs = player.attrib
                    if player.tag != "player" or not attrs.keys() <= _PLAYER_FIELDS:
                        return None
                    players.append(attrs)
            elif tag == "startdate" and not dated and not item.attrib:
                dated = True
            else:
                return None
        if not seen_players:
            return None
        rounds: list[str] = []
        actions: list[_Raw] = []
        cards: list[_Cards] = []
        add_action, add_cards = actions.append, cards.append
        round_ = -1
        for part in parts:
            if part.tag != "round" or not part.attrib.keys() <= _ROUND_FIELDS:
                return None
            round_ += 1
            number = part.get("no", "")
            if number != _ROUND_NUMBERS[round_ if round_ < 10 else 10]:
                return None  # (named: any_shape)
            rounds.append(number)
            for element in part:
                attrs = element.attrib
                if element.tag == "action":
                    try:  # (every attribute there, as iPoker writes them: one look-up for all)
                        no, player_name, kind, sum_ = _ACTION_ATTRIBUTES(attrs)
                    except KeyError:
                        if not attrs.keys() <= _ACTION_FIELDS:
                            return None
                        get = attrs.get
                        no, player_name, kind = get("no", "0"), get("player", ""), get("type", "")
                        sum_ = get("sum", "0")
                    else:  # (the four there: known where no other is, or the fifth is the cards')
                        if len(attrs) != 4 and (len(attrs) != 5 or "cards" not in attrs):
                            return None
                    add_action((int(no), round_, player_name, kind, sum_))
                elif element.tag == "cards" and attrs.keys() <= _CARDS_FIELDS:
                    try:
                        kind, player_name = _CARDS_ATTRIBUTES(attrs)
                    except KeyError:
                        kind, player_name = attrs.get("type", ""), attrs.get("player", "")
                    add_cards((round_, kind, player_name, element.text or ""))
                else:
                    return None
        # nothing inside a player, startdate, action or cards: every element counted where it stands
        if len(list(root.iter())) != 3 + dated + len(players) + len(rounds) + len(actions) + len(cards):
            return None
        return players, rounds, cards, actions, dict.fromkeys(map(_SUM, actions))  # (in order written: an error
        # names the first bad amount)

    def any_shape(self, root: Element) -> _Elements:
        """:meth:`elements` of a game of any shape, element by element: what is out of place,
        named (:meth:`XmlGame.strays`; a round numbered out of turn)."""
        players: list[dict[str, str]] = []
        rounds: list[str] = []
        actions: list[_Raw] = []
        cards: list[_Cards] = []
        sums: dict[str, None] = {}  # (in order written: an error names the first bad amount)
        add_action, add_sum = actions.append, sums.setdefault
        round_ = -1
        # the hand's shape, on the way (most hands): every attribute known, and the elements
        # counted where the format puts them; else the careful walk names what is not
        known = True
        in_rounds = 0  # the elements the rounds hold
        others: list[str] = []  # the game's, its general's, its players' and its startdate's tags
        in_players = in_general = -1
        for element in root.iter():
            name = element.tag
            if name == "action":
                attrs = element.attrib
                if not attrs.keys() <= _ACTION_FIELDS:
                    known = False
                try:  # (every attribute there, as iPoker writes them: one look-up for all)
                    no, player, kind, sum_ = _ACTION_ATTRIBUTES(attrs)
                except KeyError:
                    get = attrs.get
                    no, player, kind, sum_ = get("no", "0"), get("player", ""), get("type", ""), get("sum", "0")
                add_sum(sum_)
                add_action((int(no), round_, player, kind, sum_))
            elif name == "cards":
                attrs = element.attrib
                if not attrs.keys() <= _CARDS_FIELDS:
                    known = False
                try:
                    kind, player = _CARDS_ATTRIBUTES(attrs)
                except KeyError:
                    kind, player = attrs.get("type", ""), attrs.get("player", "")
                cards.append((round_, kind, player, element.text or ""))
            elif name == "player":
                attrs = element.attrib
                if not attrs.keys() <= _PLAYER_FIELDS:
                    known = False
                players.append(attrs)
            elif name == "round":
                if not element.attrib.keys() <= _ROUND_FIELDS:
                    known = False
                rounds.append(element.get("no", ""))
                round_ += 1
                in_rounds += len(element)
                for child in element:  # (a round holds actions and cards: counts alone could balance out)
                    if child.tag != "action" and child.tag != "cards":
                        known = False
                if rounds[-1] != _ROUND_NUMBERS[round_ if round_ < 10 else 10]:  # (iPoker numbers them 0, 1, 2 ...)
                    said = f"a round numbered out of turn: rounds are numbered 0, 1, 2 ... and this is round {round_}"
                    self.strayed = [*(self.strayed or ()), self.stray_line(element, None, said)]
            else:
                others.append(name)
                fields = _OTHER_FIELDS.get(name)
                if fields is None or not element.attrib.keys() <= fields:
                    known = False
                if name == "players":
                    in_players = len(element)
                    for child in element:  # (players hold players alone)
                        if child.tag != "player":
                            known = False
                elif name == "general":
                    in_general = len(element)
        seen = len(others) + len(players) + len(rounds) + len(actions) + len(cards)
        if not (
            known
            and root.tag == "game"
            and in_rounds == len(actions) + len(cards)  # (each action and cards in a round)
            and len(root) == len(rounds) + 1  # (the rounds and the general in the game)
            and in_players == len(players)  # (each player in the players)
            and len(set(others)) == len(others)  # (one game, general, players, startdate)
            and seen == 1 + len(root) + in_general + in_players + in_rounds  # (nothing in anything else)
        ):
            self.strays(root, _SHAPE)  # (a hand not as the format writes it: each odd element named)
        return players, rounds, cards, actions, sums

    def read(self) -> HandRecord:
        players, rounds, cards_found, actions_raw, texts = self.elements()
        if not players:
            raise self.fail("no <player> in the game")
        parsed = self.parsed
        raw: list[tuple[int, str, str, bool, str, str]] = []
        for player in players:
            try:  # (every attribute there, as iPoker writes them: one look-up for all)
                name, chips, win, bet, seat, dealer = _PLAYER_ATTRIBUTES(player)
            except KeyError:
                name, chips, win, bet = (
                    player.get("name"),
                    player.get("chips"),
                    player.get("win", "0"),
                    player.get("bet", "0"),
                )
                seat, dealer = player.get("seat", "0"), player.get("dealer")
            if not name:
                if all(parsed(value or "0", "an empty seat's chips")[0] == 0 for value in (chips, bet, win)):
                    continue  # an empty seat (as HEM's archive writes them)
                raise self.fail("a <player> without a name")
            if chips is None:
                raise self.fail(f"{name!r}'s chips is missing")
            texts[chips] = texts[win] = texts[bet] = None  # (in this order: an error names the first bad amount)
            raw.append((int(seat), name, chips, dealer == "1", win, bet))
        if len({entry[1] for entry in raw}) < len(raw):  # (a <player> written twice: its chips and win= counted once)
            twice = next(entry[1] for k, entry in enumerate(raw) if any(e[1] == entry[1] for e in raw[:k]))
            said = f"two <player> elements named {twice!r}: a player is listed once"
            raise HandHistoryError(said, self.source, self.hand_id, self.line, INCONSISTENT)
        board: dict[str, str] = {}
        hole: dict[str, str] = {}
        stud_cards: dict[str, list[str]] = {}
        dealt: list[tuple[str, str, str]] = []  # stud's cards as dealt, street by street (the up ones of the unseen)
        stud = not _STUD.keys().isdisjoint(map(_CARDS_TYPE, cards_found))  # (the cards' types: a search of the
        # hand's text for "Street" took longer)
        session = self.session
        gametype = session.get("gametype", "")
        named = _NAMED.get((gametype, stud))
        if named is None:
            named = _name_game(gametype, stud)
            if len(_NAMED) < 1_000:  # (the text holds the stakes: every new stake a key, bounded)
                _NAMED[gametype, stud] = named
        game_name, structure = named
        streets: list[str | None] = list(map(_STREETS.get, rounds))
        if stud:  # the street is the cards': "River" is stud's last (five card stud's fifth)
            five = game_name == "five-card-stud"
            last, opening = ("fifth", "Second Street") if five else ("seventh", "Third Street")
            first: dict[int, str] = {}
            for round_, card_type, _, _ in cards_found:
                first.setdefault(round_, card_type)
            for round_ in range(len(rounds)):
                first_type = first.get(round_, opening)  # (the antes' round: the first street)
                streets[round_] = last if first_type == "River" else _STUD.get(first_type)
        cards_of, seen_before = self.cards, _CARDS[stud]
        for round_, card_type, owner, text in cards_found:
            if round_ < 0:
                continue  # cards outside any round: no iPoker file writes them (named: XmlGame.strays)
            cards = seen_before.get(text)
            if cards is None:
                cards = cards_of(text, stud)
            if card_type == "Pocket":
                if cards and "?" not in cards:
                    hole[owner] = cards
            elif card_type in _BOARD and not stud:
                board[_BOARD[card_type]] = cards
            elif card_type in _STUD or (stud and card_type == "River"):  # a player's cards, up and down
                streets_seen = stud_cards.setdefault(owner, [])
                if cards:
                    streets_seen.append(cards)
                    up = _UP.get(cards)
                    if up is None:
                        up = _up(cards)
                    if up:
                        dealt.append((streets[round_] or "", owner, up))
            else:
                raise self.fail(f"cards of the type {card_type!r}, which no game has")
        for name, cards_seen in stud_cards.items():
            joined = " ".join(cards_seen)
            if "?" not in joined:
                hole[name] = joined
        comma = self.comma_decimal
        numbers = _NUMBERS[comma]
        found_texts = list(map(numbers.get, texts))
        if None in found_texts:  # (each text read once: the few a file repeats are known)
            found_texts = self.new_amounts(texts, found_texts, numbers)
        self.places = max(self.places, max(map(_PLACES, found_texts)))  # type: ignore[arg-type]
        tournament = session.get("tournamentname") or session.get("tournamentcode") or None
        currency = _table_currency(session, raw[0][2] if raw else "")
        if currency and not tournament:  # money: in cents at least, as the room shows it
            self.places = max(self.places, 2)
        if self.places > 6:
            raise self.fail("an amount with more than 6 decimals")
        if self.layout_guessed and tournament:  # (a dot could be a decimal point or group thousands)
            unknown = self.layout_unknown(texts, found_texts)  # type: ignore[arg-type]
            if unknown is not None:
                raise unknown
        scale = 10**self.places
        unit = UNIT[self.places]
        known = _SCALED.table((comma, scale))
        value: dict[str, int] = dict(zip(texts, map(known.get, texts), strict=True))  # type: ignore[arg-type]
        if None in value.values():  # (the texts not met at this scale: worked out, kept at once)
            places, powers = self.places, _POWERS
            new = {
                text: found[0] * powers[places - found[1]]  # type: ignore[index]
                for text, found in zip(texts, found_texts, strict=True)
                if value[text] is None
            }
            value.update(new)
            _SCALED.keep_all(known, new)
        units = value.__getitem__

        names = set(map(_NAME, raw))
        raw.sort(key=_FIRST)  # by seat
        seats = tuple([_new(Seat, (found[0], found[1], units(found[2]), False)) for found in raw])
        button = next((seat for seat, _, _, dealer, _, _ in raw if dealer), None)
        if game_name == "omaha" and hole and max(cards.count(" ") + 1 for cards in hole.values()) == 5:
            game_name = "omaha-5"
        actions: list[Action] = []
        add = actions.append
        unparsed: list[tuple[int, str]] = []
        put_in: dict[str, int] = {}
        actions_raw.sort(key=_NUMBER)  # iPoker lists actions player by player: their number is the order
        totals: dict[str, int] = {}
        current, high = "", 0  # the street, each player's total on it (totals), the highest
        folded: set[str] = set()
        blinds: list[int] = []
        all_in_over: set[int] = set()  # the all-ins (type 7) that come to a bet or a raise
        for number, round_, name, kind_code, sum_ in actions_raw:
            if round_ < 0:
                continue  # an action outside any round: no iPoker file writes one (named: XmlGame.strays)
            street = streets[round_]
            if street is None:
                raise self.fail(f"an action in round {rounds[round_]!r}, which is no street")
            if name not in names:
                raise self.fail(f"the action of {name!r}, who is not at the table")
            kind = _TYPES.get(kind_code, _UNKNOWN)
            amount = value[sum_]
            if kind is None:
                if amount:
                    unparsed.append(self.action_line(number, name, kind_code, sum_, "a sitting-out type with a sum"))
                continue
            if kind is _UNKNOWN:
                unparsed.append(self.action_line(number, name, kind_code, sum_, "not an iPoker type pokerrank knows"))
                continue
            if street is not current:  # the actions are sorted: a street's come together
                current, totals, high = street, {}, 0
            if not amount and (kind is _FOLD or kind is _CHECK):  # (most actions: nothing to add up)
                if name not in put_in:
                    put_in[name] = 0
                if kind is _FOLD:
                    folded.add(name)
                add(_new(Action, (street, name, kind, 0, None, False, None, None, 0)))
                continue
            before = totals.get(name, 0)
            if kind_code == "23":  # raise to: the street total
                amount -= before
            put_in[name] = put_in.get(name, 0) + amount
            if kind is _ANTE:
                add(_new(Action, (street, name, kind, amount, None, False, None, None, 0)))
                continue
            if kind is _FOLD:
                folded.add(name)
            elif kind is _SMALL_BLIND or kind is _BIG_BLIND:
                blinds.append(amount)
            now = totals[name] = before + amount
            if kind_code == "7":  # all-in: what it comes to
                kind = _CALL if now <= high else _BET if not high else _RAISE
                if kind is not _CALL:
                    all_in_over.add(number)
            to = now if kind is _BET or kind is _RAISE else None
            if kind is _BET and high and street == "preflop":
                kind = _RAISE
            add(_new(Action, (street, name, kind, amount, to, kind_code == "7", None, None, 0)))
            high = max(totals.values()) if amount < 0 else now if now > high else high
        dead, combined = (
            self.dead_small_blinds(actions, gametype, scale, {seat[1]: seat[2] for seat in seats})
            if blinds and not tournament
            else ({}, ())
        )
        if dead:  # a raise by a combined poster (to a total, or all in): the total's reading is not known
            unparsed.extend(self.raised_over_dead(actions_raw, streets, dead, all_in_over))
            unparsed.sort(key=itemgetter(0))  # (in the order of the lines)
        wins = {}
        for _, name, _, _, win, bet in raw:
            if value[bet] != put_in.get(name, 0) and not unparsed:  # (an action not read: named first)
                raise self.bet_disagrees(name, value[bet], put_in, actions, actions_raw, value, scale)
            won = value[win]
            if won:
                wins[name] = won
        collected = tuple([_new(Collection, (name, amount, "pot", 1, 0)) for name, amount in wins.items()])
        total = sum(put_in.values())
        paid = sum(wins.values())
        rake = total - paid
        if rake < 0 and unparsed:
            rake = 0  # (an action not read: named first)
        elif rake < 0:
            raise self.fail(f"the room pays {_money(paid / Decimal(scale))}, more than was bet")
        if rake * _RAKE_SHARE > total:
            # the files of 2023 leave the bet nobody called out of win=: the rake is then the pot less the wins
            bets = sorted(put_in.values(), reverse=True)
            uncalled = bets[0] - bets[1] if len(bets) > 1 else 0
            rake = rake - uncalled if 0 <= (rake - uncalled) * _RAKE_SHARE <= total - uncalled else 0
            # else no room takes that much: chips missing, which the audit shows
        if tournament and rake:  # a tournament's pots pay every chip: what win= lacks is no rake
            bets = sorted(put_in.values(), reverse=True)
            uncalled = bets[0] - bets[1] if len(bets) > 1 else 0
            if rake != uncalled and not unparsed:  # (the bet nobody called, where win= leaves it out, goes back)
                raise HandHistoryError(
                    f"the wins come to {_money(Decimal(paid) / scale)}, not the {_money(Decimal(total) / scale)}"
                    " put in"
                    + (
                        f" (nor {_money(Decimal(total - uncalled) / scale)}, the bet of"
                        f" {_money(Decimal(uncalled) / scale)} nobody called left out)"
                        if uncalled
                        else ""
                    )
                    + ": a tournament hand's pots keep no rake",
                    self.source,
                    self.hand_id,
                    self.line,
                    "chips do not add up",
                )
            rake = 0
        if rake and not tournament and not stud and not any(board.values()):
            rake = 0  # no flop, no drop (docs/RULES.md, "iPoker"): chips win= lacks are the room paying less
        contenders = [name for name in put_in if name not in folded]
        shown = [name for name in contenders if name in hole] if hole else []
        mucked = frozenset([name for name in contenders if name not in hole and not wins.get(name)] if shown else ())
        boards = (" ".join([board[s] for s in ("flop", "turn", "river") if board.get(s)]),)
        if structure != "limit":  # (a combined post is no blind of the stakes: its small and big blind are)
            stakes = combined or tuple(sorted(set(blinds))[:2])
        else:
            stakes = self.limit_bets(gametype, scale, actions)
            if not stakes and game_name in _ROUNDS:  # stud whose title prints no limits: the betting may show them
                stakes = limits_shown(actions, game_name, lambda: _pair_showing(stud_cards, game_name))
        return HandRecord(  # (this hand's record, made here: the hottest path of the reader)
            self.source,
            self.hand_id,
            "iPoker",
            "ipoker",
            self.line,
            encoding=self.encoding,
            game=game_name,
            game_text=gametype,
            structure=structure,
            stakes=stakes,
            currency=currency if not tournament else None,
            unit=unit,
            tournament=tournament,
            table=session.get("tablename") or None,
            button=button,
            seats=seats,
            actions=tuple(actions),
            boards=boards,
            hole=hole if hole.keys() <= names else {name: cards for name, cards in hole.items() if name in names},
            shown=frozenset(shown) if len(contenders) > 1 else frozenset(),
            mucked=mucked,
            dead=dead,
            collected=collected,
            total_pot=total,
            rake=rake,
            unparsed=tuple(unparsed),
            dealt=tuple(dealt),
        )

    def dead_small_blinds(
        self, actions: list[Action], gametype: str, scale: int, stacks: dict[str, int]
    ) -> tuple[dict[str, int], tuple[int, int] | tuple[()]]:
        """The posts of a big blind and a missed small blind in one action (``type="2"``, its
        sum both blinds': a player coming back to a cash table), made
        :attr:`ActionKind.DEAD_BLINDS` in ``actions``, each one's dead money (the small blind's
        part: in the pot, no part of the player's live bet), and the hand's small and big blind
        where it has such a post (else empty). Such a post is one whose sum is the hand's big
        blind (the least ``type="2"`` post that leaves its player chips: one all in for less is
        short of the table's, ``stacks`` the seats' chips) and its small blind (the least ``type="1"``, else
        its ``<gametype>``'s where that names the same big blind), however many posts the hand
        has. Only cash hands have one: a tournament's players do not come back to post, and its
        levels' steps (10/20 to 15/30) would make a raised big blind look like one; the
        caller does not ask."""
        bigs = [
            action.amount
            for action in actions
            if action.kind is _BIG_BLIND and action.street == "preflop" and action.amount < stacks.get(action.player, 0)
        ]
        if len(bigs) < 2:
            return {}, ()
        smalls = [action.amount for action in actions if action.kind is _SMALL_BLIND and action.street == "preflop"]
        big = min(bigs)
        if smalls:
            small = min(smalls)
        else:
            title = self.title_bets(gametype, scale)
            small = title[0] if len(title) == 2 and title[1] == big else 0
        if not 0 < small < big or big + small not in bigs:
            return {}, ()
        dead: dict[str, int] = {}
        for k, action in enumerate(actions):
            if action.kind is _BIG_BLIND and action.amount == big + small and action.street == "preflop":
                if action.player in dead:
                    continue  # (a second such post: left as it is, the replay judges it)
                actions[k] = action._replace(kind=ActionKind.DEAD_BLINDS)
                dead[action.player] = small
        return dead, (small, big)

    def raised_over_dead(
        self,
        actions_raw: list[_Raw],
        streets: list[str | None],
        dead: Container[str],
        all_in_over: Container[int],
    ) -> list[tuple[int, str]]:
        """The first street's raises by a player whose ``type="2"`` was read as a big blind and a
        dead small blind (:meth:`dead_small_blinds`): to a total (type 23), or all in (type 7,
        ``all_in_over`` the numbers of those that come to a bet or a raise), each its line and
        its element quoted with why no rule reads it: whether the total iPoker means counts the
        dead part (a type 23 adds the total less the big blind and the dead part; an all-in comes
        to a total the others call that holds the dead part) or not (less the big blind alone;
        an all-in's live bet is what the player put in less the dead part) no shared hand shows
        (its three such posts are followed by a check, a call and folds), and the two readings
        differ by the dead part. NOT AUDITABLE, rather than a guess."""
        posts = {name: sum_ for _, _, name, kind_code, sum_ in reversed(actions_raw) if kind_code == "2"}
        found: list[tuple[int, str]] = []
        for number, round_, name, kind_code, sum_ in actions_raw:
            if (
                (kind_code == "23" or (kind_code == "7" and number in all_in_over))
                and name in dead
                and round_ >= 0
                and streets[round_] == "preflop"
            ):
                what = "a raise to a total" if kind_code == "23" else "an all-in over the bet"
                why = (
                    f"{what} by {name!r}, who posted the big blind and a dead small blind in one action"
                    f" (type 2, sum {posts.get(name, '?')}): whether iPoker's total counts the dead small blind or not"
                    " no shared hand shows"
                )
                found.append(self.action_line(number, name, kind_code, sum_, why))
        return found

    def action_line(self, number: int, name: str, kind_code: str, sum_: str, why: str) -> tuple[int, str]:
        """The line of an ``<action>`` no rule reads, and the element quoted with ``why``."""
        from xml.etree.ElementTree import Element

        written = Element("action", {"no": str(number), "player": name, "type": kind_code, "sum": sum_})
        return self.stray_line(written, None, f"action type {kind_code!r}: {why}")

    def bet_disagrees(
        self,
        name: str,
        bet: int,
        put_in: dict[str, int],
        actions: list[Action],
        actions_raw: list[_Raw],
        value: dict[str, int],
        scale: int,
    ) -> HandHistoryError:
        """The error of a hand whose ``bet=`` for ``name`` is not what the player's actions put
        in. Where it is that and the player's ante again, and the player raised to a street
        total (type 23), it is the room's ``bet=`` that is wrong: the actions, the wins and
        the next hand's stacks all agree (docs/RULES.md); the record contradicts itself."""
        put = put_in.get(name, 0)
        said = f"{name!r} bet {_money(Decimal(bet) / scale)} by the room's bet=, but the actions put in "
        said += _money(Decimal(put) / scale)
        ante = sum(a.amount for a in actions if a.player == name and a.kind is _ANTE)
        raised_to = any(kind == "23" and who == name and value[s] for _, _, who, kind, s in actions_raw)
        if not (ante and raised_to and bet - put == ante):
            return self.fail(said)
        return HandHistoryError(
            f"{said}: bet= counts the ante of {_money(Decimal(ante) / scale)} twice, as iPoker does for a"
            " player who raised to a total (type 23), and the actions are the chips that moved",
            self.source,
            self.hand_id,
            self.line,
            INCONSISTENT,
        )

    def limit_bets(self, gametype: str, scale: int, actions: list[Action]) -> tuple[int, ...]:
        """A fixed-limit game's small and big bet in units: as its ``<gametype>`` prints them
        (``7 Card Stud L $0.05/$0.10``, ``Holdem L $5/$10``) where the small bet is the big
        blind or there is no blind; else the (smallest) big blind and twice it (``LH 20/40 x2
        Limit $10.00/$20.00`` prints the blinds); empty where neither is known."""
        big_blinds = {action.amount for action in actions if action.kind is _BIG_BLIND}
        key = (gametype, self.comma_decimal, scale)
        bets = _TITLE_BETS.get(key)
        if bets is None:
            bets = self.title_bets(gametype, scale)
            if len(_TITLE_BETS) < 1_000 and len(gametype) <= _KEPT_TITLE:  # (a title padded to any length: not kept)
                _TITLE_BETS[key] = bets
        if big_blinds and (not bets or bets[0] not in big_blinds):
            return min(big_blinds), 2 * min(big_blinds)
        return bets

    def title_bets(self, gametype: str, scale: int) -> tuple[int, ...]:
        """The small and big bet a ``<gametype>`` prints (in units of ``1 / scale``, read by
        the hand's layout), where both are whole units and the small bet is the smaller; else
        none. (Kept in :data:`_TITLE_BETS`: a session's hands share their title.)"""
        found = _STAKES.search(gametype)
        if found is None:
            return ()
        try:
            small, big = (self.number(found.group(k), "a bet") * scale for k in (1, 2))
        except HandHistoryError:
            return ()
        if small == small.to_integral_value() and big == big.to_integral_value() and 0 < small < big:
            return int(small), int(big)
        return ()

    def cards(self, text: str, keep_unknown: bool = False) -> str:
        """Cards as pokerrank writes them; ``"?"`` where one is unknown (``keep_unknown``: a
        ``?`` for each unknown card, the known ones kept, as stud's up cards are)."""
        seen_before = _CARDS[keep_unknown]
        known = seen_before.get(text)
        if known is not None:
            return known
        faces = list(map(_CARD_OR_UNSEEN.get, text.split()))  # (every card known or unseen, as iPoker writes them)
        if None in faces:
            out = self.careful_cards(text, keep_unknown)
        elif keep_unknown or "?" not in faces:
            out = faces  # type: ignore[assignment]
        else:  # (a card nobody saw: the cards are unknown, as careful_cards says)
            out = ["?"]
        found = " ".join(out)
        if len(seen_before) < 100_000 and len(text) <= _KEPT_CARDS:
            seen_before[text] = found
        return found

    def careful_cards(self, text: str, keep_unknown: bool) -> list[str]:
        """:meth:`cards`, each card read on its own: one unknown, or no card (a typed error)."""
        out = []
        for card in text.split():
            if card.upper() == "X":
                if not keep_unknown:
                    out = ["?"]
                    break
                out.append("?")
                continue
            suit, rank = card[:1].lower(), card[1:].upper()
            if suit not in ("c", "d", "h", "s") or rank not in _RANKS:
                raise self.fail(f"{card!r} is not a card")
            out.append(("T" if rank == "10" else rank) + suit)
        return out


MAX_INFERRED_RAKE: Final = Decimal("0.2")
"""The most the rake iPoker leaves unprinted (what was bet less what was won) may be, as a
share of the pot; more is no rake but chips the room did not pay, and the audit says so."""
_RAKE_SHARE: Final = 5
"""1 / :data:`MAX_INFERRED_RAKE`: a rake over the pot's fifth is no rake (integer arithmetic)."""
_KEPT: Final = 32
"""The longest amount text kept in :data:`_NUMBERS` (a text padded to any length is read, not kept)."""
_KEPT_CARDS: Final = 64
"""The longest cards text kept in :data:`_CARDS` and :data:`_UP` (a stud hand's cards: 7 of 3 letters)."""
_NUMBERS: dict[bool, dict[str, tuple[int, int]]] = {False: {}, True: {}}
"""Amounts already read (:meth:`_Game.parsed`: digits and places), by the hand's layout (a
decimal comma or not) and their text (most hands repeat a few)."""
_PLACES: Final = itemgetter(1)
_POWERS: Final = tuple(10**places for places in range(7))
"""``10 ** places`` for the places a hand's amounts may need (at most 6)."""
_SCALED_TABLES: dict[object, dict[str, int]] = {}
_SCALED: Final = Units(_SCALED_TABLES)
"""Amounts in units, by the hand's layout and its scale, then their text."""
_CARDS: dict[bool, dict[str, str]] = {False: {}, True: {}}
"""Cards already read, by whether unknown ones are kept, then their text."""
_new: Final = tuple.__new__
_UNKNOWN: Final = ActionKind.SHOW
"""What ``_TYPES`` gives for a type no table holds (no iPoker action is a show)."""
_ANTE, _CALL, _BET, _RAISE, _FOLD = ActionKind.ANTE, ActionKind.CALL, ActionKind.BET, ActionKind.RAISE, ActionKind.FOLD
_CHECK: Final = ActionKind.CHECK
_BRING_IN: Final = ActionKind.BRING_IN
_SMALL_BLIND, _BIG_BLIND = ActionKind.SMALL_BLIND, ActionKind.BIG_BLIND


_TITLE_BETS: dict[tuple[str, bool, int], tuple[int, ...]] = {}
""":meth:`_Game.title_bets` of each fixed-limit title, by the hand's layout and scale."""
_KEPT_TITLE: Final = 200
"""The longest ``<gametype>`` kept in :data:`_TITLE_BETS`."""
_NAMED: dict[tuple[str, bool], tuple[str | None, str]] = {}
"""Each game type's game and structure, once named (a session names one game for all its hands)."""


def _name_game(gametype: str, stud: bool) -> tuple[str | None, str]:
    """pokerrank's game and structure for an iPoker ``<gametype>`` (``Holdem NL $1/$2``)."""
    lowered = gametype.lower()
    game_name = next((name for key, name in _GAMES if lowered.startswith(key)), None)
    if stud or lowered.startswith(("7 card stud", "5 card stud")):
        game_name = next((name for key, name in _STUD_GAMES if lowered.startswith(key)), None)
    if game_name is not None and _TITLE.fullmatch(gametype) is None:  # a word no title of the room holds
        game_name = None
    return game_name, next((name for pattern, name in _STRUCTURES if pattern.search(gametype)), "")


_NUMBER: Final = itemgetter(0)
_ACTION_ATTRIBUTES: Final = itemgetter("no", "player", "type", "sum")
_CARDS_ATTRIBUTES: Final = itemgetter("type", "player")
_PLAYER_ATTRIBUTES: Final = itemgetter("name", "chips", "win", "bet", "seat", "dealer")
_FIRST: Final = _NUMBER
"""A seat's number (the first of what :meth:`_Game.read` keeps of a ``<player>``)."""
_NAME: Final = itemgetter(1)
"""A seat's player's name (the second of what :meth:`_Game.read` keeps of a ``<player>``)."""
_SUM: Final = itemgetter(4)
"""An action's amount's text (the last of what :meth:`_Game.elements` keeps of an ``<action>``)."""
_CARDS_TYPE: Final = itemgetter(1)
"""A ``<cards>`` element's type (the second of what :meth:`_Game.elements` keeps of it)."""
_Raw = tuple[int, int, str, str, str]
"""An ``<action>``: its number, its round's index, its player, its type and its amount's text."""
_Cards = tuple[int, str, str, str]
"""A ``<cards>`` element: its round's index, its type, its player and its text."""
_Elements = tuple[list[dict[str, str]], list[str], list[_Cards], list[_Raw], dict[str, None]]
"""What :meth:`_Game.elements` reads of a game: its players' attributes, its rounds' numbers,
its cards and actions, every action's amount text."""


_RANKS: Final = frozenset(["2", "3", "4", "5", "6", "7", "8", "9", "10", "T", "J", "Q", "K", "A"])
_CARD: Final = {
    suit_written + rank_written: ("T" if rank == "10" else rank) + suit
    for suit in "cdhs"
    for suit_written in (suit, suit.upper())
    for rank in _RANKS
    for rank_written in {rank, rank.lower()}
}
"""Each card as iPoker writes it (``HA``, ``C10``; either case) as pokerrank writes it (``Ah``, ``Tc``)."""
_CARD_OR_UNSEEN: Final = {**_CARD, "X": "?", "x": "?"}
""":data:`_CARD`, and a card nobody saw (``X``) as a ``?``."""


_ROUNDS: Final = {
    "stud": ("third", "fourth", ("fifth", "sixth", "seventh")),
    "stud-hi-lo": ("third", "fourth", ("fifth", "sixth", "seventh")),
    "five-card-stud": ("second", "third", ("fourth", "fifth")),
}
"""Each stud game's betting rounds: the bring-in's, the next (both of the small bet; an open
pair there may allow the big bet) and those of the big bet."""


def limits_shown(actions: Iterable[Action], game: str, pair_showing: bool | Callable[[], bool]) -> tuple[int, ...]:
    """A fixed-limit stud hand's small and big bet as its own betting proves them, where its
    title prints none (iPoker's stud tournaments: ``7 Card Stud L``); empty unless both are
    proven. Every full bet and raise (none all in, none after an all-in bet or raise on its
    round) is a proof: on the round of the bring-in, the completion (the first bet, to the
    small bet; not where it is twice the bring-in, which a raise over a bring-in of the full
    small bet would be too) and each raise after it (by the small bet); on the next round each
    bet and raise (by the small bet) where no pair shows face up (an open pair there allows
    the big bet: ``pair_showing``, or a call that says, made only where needed); on the later
    rounds each bet and raise (by the big bet).
    The proofs of each must agree, and the small bet be less than the big one.

    >>> from pokerrank.handhistory.records import Action, ActionKind as K
    >>> def act(street, kind, amount, to=None):
    ...     return Action(street, "p", kind, amount, to)
    >>> hand = [act("third", K.BRING_IN, 15), act("third", K.BET, 60, 60), act("fifth", K.BET, 120, 120)]
    >>> limits_shown(hand, "stud", False), limits_shown(hand[:2], "stud", False)
    ((60, 120), ())
    """
    first, second, later = _ROUNDS[game]
    small: set[int] = set()
    next_small: set[int] = set()  # (the round after the bring-in's: no proof where a pair shows)
    big: set[int] = set()
    street, high, bring_in, opened, broken = "", 0, 0, False, False
    for on, _, kind, amount, to, all_in, _, _, _ in actions:
        if kind is not _BET and kind is not _RAISE and kind is not _BRING_IN:
            continue
        if on != street:
            street, high, opened, broken = on, 0, False, False
        if kind is _BRING_IN:
            bring_in, high = amount, max(high, amount)
            continue
        if to is None:
            to = amount
        if all_in:
            broken = True  # (what a raise after an all-in short of a full raise adds depends on the rules)
        elif not broken:
            if street == first:
                if opened:
                    small.add(to - high)
                elif not bring_in or (to > bring_in and to != 2 * bring_in):  # the completion
                    small.add(to)
            elif street == second:
                next_small.add(to - high)
            elif street in later:
                big.add(to - high)
        opened, high = True, max(high, to)
    if next_small and not (pair_showing() if callable(pair_showing) else pair_showing):
        small |= next_small
    if len(small) == 1 and len(big) == 1 and 0 < min(small) < min(big):
        return min(small), min(big)
    return ()


def _pair_showing(stud_cards: dict[str, list[str]], game: str) -> bool:
    """Whether some player dealt the round after the bring-in's may show a pair face up on it
    (their last two up cards of the same rank, or one of them not known); ``stud_cards``: each
    player's cards street by street."""
    first, second = (2, 3) if _ROUNDS[game][0] == "third" else (1, 2)
    for streets in stud_cards.values():
        cards = " ".join(streets).split()
        if len(cards) > second:
            one, other = cards[first], cards[second]
            if "?" in one or "?" in other or one[:1] == other[:1]:
                return True
    return False


_UP: dict[str, str] = {}
"""What each stud street's cards (as :meth:`_Game.cards` writes them) show: all of them,
or where some were not seen the last, the card dealt face up."""


def _up(cards: str) -> str:
    """What ``cards`` show (see :data:`_UP`), kept in :data:`_UP`."""
    split = cards.split()
    if "?" in split:  # the cards nobody saw: the street's up card the rest
        split = split[-1:] if len(split) > 1 and split[-1] != "?" else []
    shown = " ".join(split)
    if len(_UP) < 100_000 and len(cards) <= _KEPT_CARDS:
        _UP[cards] = shown
    return shown


def _plain_number(raw: str, point: str) -> tuple[int, int] | None:
    """:func:`read_number`'s digits and places of an amount written as most are (``€0.10``,
    ``$1,400.00``, ``2,50€``, ``1.500,00€``, ``1500``), without the pattern: ASCII digits,
    their thousands grouped by the layout's mark (a comma where the decimal ``point`` is a
    point, a point where it is a comma) or not at all, at most one decimal point after them,
    and one sign (``$``, ``€``, ``£``) before or after; None for any other amount (a code,
    spaces, no digit before the point), which the pattern reads. What this gives, the pattern
    gives too: the signs are among its currencies, the digits and marks its number's.

    >>> [_plain_number(raw, ".") for raw in ("€0.10", "1500", "$1.", "1,500.50", ".5", "1,50", "٣")]
    [(1, 1), (1500, 0), (1, 0), (15005, 1), None, None, None]
    >>> _plain_number("2,50€", ","), _plain_number("1.500", ","), _plain_number("1 500", ",")
    ((25, 1), (1500, 0), None)
    """
    if raw[:1] in _SIGN:
        number = raw[1:]
    elif raw[-1:] in _SIGN:
        number = raw[:-1]
    else:
        number = raw
    whole, _, part = number.partition(point)
    size = len(number)
    if not whole.isdigit():  # thousands grouped (1,500): a group of 1 to 3 digits, then groups of 3
        groups = whole.split("," if point == "." else ".")
        if len(groups) < 2 or not 0 < len(groups[0]) < 4 or any(len(group) != 3 for group in groups[1:]):
            return None
        whole = "".join(groups)
        if not whole.isdigit():
            return None
        size -= len(groups) - 1
    if not whole.isascii() or size > _LONGEST or (part and not (part.isdigit() and part.isascii())):
        return None
    part = part.rstrip("0")
    return int(whole + part), len(part)


_SIGN: Final = frozenset("$€£")
"""The signs :func:`_plain_number` reads by an amount (each a currency the pattern reads there)."""
_LONGEST: Final = 18
"""The most digits and point an amount may have (:func:`read_number`'s bound)."""


def _money(value: Decimal) -> str:
    return f"{value.normalize():f}"
