"""What the XML rooms' readers share (iPoker, Merge, Microgaming, Boss, Everest): the refusal
of hostile XML, the cut of a text into games with their line numbers, one ``<game>`` (where it
stands, its hand id, and the record it reads to, or the record of why it cannot be read), the
scale of a hand's amounts, and what a hand holds that the room never writes there
(:class:`Shape`, :meth:`XmlGame.strays`: named, never skipped).

A reader subclasses :class:`XmlGame` with its room's ``site``, ``format`` and hand-id pattern
and writes :meth:`XmlGame.read`; :meth:`XmlGame.record` turns whatever goes wrong in there into
a record that carries the error. No room writes a ``<!DOCTYPE`` or an ``<!ENTITY>``: a file
that holds one is refused before any parsing (:func:`refusal`), so no entity is ever expanded
and no external entity read.

>>> refusal('<!DOCTYPE x [<!ENTITY a "aa">]><HAND/>', "Everest", "everest", "f.xml", "utf-8").error.reason[:40]
'the XML declares a DOCTYPE or an ENTITY,'
>>> [(element, line) for element, line, _ in games("<a/>\\n<g>1</g>\\n\\n<gg/><g x='1'><gg/>2</gg></g >", "g")]
[('<g>1</g>', 2), ("<g x='1'><gg/>2</gg></g >", 4)]
>>> places([Decimal("1.5"), Decimal("2.25"), Decimal("3")])
2
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from decimal import Decimal
from operator import attrgetter
from typing import TYPE_CHECKING, Any, ClassVar, Final, TypeVar, cast

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory._order import TURNS, acted_again_words, late_post_words, order_fault
from pokerrank.handhistory.moneyfields import money_field
from pokerrank.handhistory.records import Action, ActionKind, HandRecord
from pokerrank.handhistory.verdicts import INCONSISTENT

if TYPE_CHECKING:
    from xml.etree.ElementTree import Element

__all__ = [
    "DECIMALS",
    "PLAIN",
    "READ_AGAIN",
    "UNIT",
    "WHOLE",
    "Scaled",
    "Shape",
    "Units",
    "UnreadError",
    "XmlGame",
    "amount_form",
    "betting_checked",
    "betting_contradiction",
    "element_lines",
    "find_tag",
    "games",
    "money_field",
    "parsed_games",
    "places",
    "read_amount",
    "read_games",
    "read_number",
    "refusal",
    "tree",
]

_HOSTILE: Final = re.compile(r"<!\s*(?:DOCTYPE|ENTITY)", re.IGNORECASE)


def refusal(text: str, site: str, format: str, source: str, encoding: str) -> HandRecord | None:
    """The record that refuses a text declaring a DOCTYPE or an ENTITY (None when it declares neither)."""
    if "!" not in text:  # a scan for one byte first: most files hold no "!" at all
        return None
    at = text.find("<!")
    while at >= 0 and _HOSTILE.match(text, at) is None:
        at = text.find("<!", at + 2)
    if at < 0:
        return None
    line = text.count("\n", 0, at) + 1
    error = HandHistoryError(
        f"the XML declares a DOCTYPE or an ENTITY, which no {site} file does: refused unread "
        "(entities can expand without end or read local files)",
        source,
        None,
        line,
    )
    return HandRecord(source, "?", site=site, format=format, line=line, error=error, encoding=encoding)


def find_tag(text: str, name: str, at: int = 0) -> int:
    """Where the first ``<name`` from ``at`` on starts as a whole word (where the pattern
    ``<name\\b`` matches: not ``<gametype`` for ``game``), or -1; by plain search, which skips
    ahead where a pattern looks at every ``<``."""
    opening = f"<{name}"
    at = text.find(opening, at)
    while at >= 0:
        after = text[at + len(opening) : at + len(opening) + 1]
        if not after or not (after.isalnum() or after == "_"):  # (the pattern's \b)
            return at
        at = text.find(opening, at + 1)
    return -1


def element_lines(text: str, tag: str) -> list[int]:
    """The line (from 1) each ``<tag>`` element of ``text`` opens on, in the order the parser
    meets them (that of ``Element.iter``): read by the parser itself, so a tag in a comment
    or a CDATA section is none, as it is none of the parsed elements; empty where the text
    does not parse.

    >>> element_lines('<r>\\n<!-- <a/> -->\\n<a/><![CDATA[<a/>]]>\\n<a\\n/></r>', "a")
    [3, 4]
    """
    from xml.parsers import expat

    parser = expat.ParserCreate()
    lines: list[int] = []

    def start(name: str, _attributes: object) -> None:
        if name == tag:
            lines.append(parser.CurrentLineNumber)

    parser.StartElementHandler = start
    try:
        parser.Parse(text, True)
    except expat.ExpatError:
        return []
    return lines


def games(text: str, tag: str) -> Iterator[tuple[str, int, int]]:
    """Each whole ``<tag ...>...</tag>`` element in ``text``: its text, the line it starts on
    and where it ends (found by plain search: the rooms' files are long lists of games)."""
    opening, closing = f"<{tag}", f"</{tag}"
    size = len(opening)
    at, line, counted = text.find(opening), 1, 0
    while at >= 0:
        if text[at + size : at + size + 1] not in _AFTER_NAME:  # <gametype>, not <game>
            at = text.find(opening, at + size)
            continue
        end = text.find(closing, at)
        while end >= 0 and text[end + len(closing) : end + len(closing) + 1] not in _AFTER_NAME:
            end = text.find(closing, end + 1)  # </Gameplay>, not </Game>
        close = text.find(">", end) if end >= 0 else -1
        if close < 0 or text[end + len(closing) : close].strip():
            return
        line += text.count("\n", counted, at)
        counted = at
        yield text[at : close + 1], line, close + 1
        at = text.find(opening, close + 1)


_BATCH: Final = 16
"""The most games :func:`parsed_games` parses together: a long file is never held as trees at
once (16: a parser's start and end spread thin, few trees alive at a time; 2 to 64 timed)."""


def parsed_games(text: str, tag: str) -> Iterator[tuple[str, int, int, Element | None]]:
    """:func:`games`, each with its element as :func:`tree` parses it, or None where it is to
    be parsed alone (:meth:`XmlGame.parse`). Up to 16 games are parsed together, one parser
    for all (a parser's start and end cost a hand about as much as a few hundred bytes of it),
    where the games hold only elements and text (no ``<!`` or ``<?``: no comment, section or
    declaration may run from one game into the next) and parse, side by side, to one element
    named ``tag`` each. Then each game's element is what it parses to alone: each ``<`` starts
    a tag, and each game's text opens with its ``<tag`` and ends with the first ``</tag>``, so
    a game whose tags do not close inside it breaks the whole, which then gives None for each
    (every game parsed alone, its error its own). A game whose text holds a second ``<tag`` is
    never parsed with others: games broken alone could pair up into elements side by side.

    >>> found = parsed_games("<g x='1'></g>\\n<g x='2'></g>", "g")
    >>> [(element, line, root.get("x")) for element, line, _, root in found]
    [("<g x='1'></g>", 1, '1'), ("<g x='2'></g>", 2, '2')]
    >>> [found for _, _, _, found in parsed_games("<g><a></g><g></a></g>", "g")]
    [None, None]
    """
    batch: list[tuple[str, int, int]] = []
    for found in games(text, tag):
        batch.append(found)
        if len(batch) == _BATCH:
            yield from _together(batch, tag)
            batch = []
    yield from _together(batch, tag)


def _together(batch: list[tuple[str, int, int]], tag: str) -> list[tuple[str, int, int, Element | None]]:
    """The ``batch`` of games, each with its element parsed (see :func:`parsed_games`): a
    list (16 games at most), one generator fewer between a file's reader and its games."""
    roots: list[Element] | None = None
    joined = "".join([element for element, _, _ in batch]) if len(batch) > 1 else ""  # (one game: parsed alone)
    if (
        joined
        and ("!" not in joined or "<!" not in joined)  # (one character first: a scan as fast as memory)
        and ("?" not in joined or "<?" not in joined)
        and (  # (a second <tag: games that could pair up; most batches hold one <tag a game, none more)
            joined.count(f"<{tag}") == len(batch) or all(find_tag(element, tag, 1) < 0 for element, _, _ in batch)
        )
    ):
        try:
            roots = list(tree(f"<_games>{joined}</_games>"))
        except (SyntaxError, ValueError):  # (ParseError, a lone surrogate: a game broken, each parsed alone names it)
            roots = None
        if roots is not None and (len(roots) != len(batch) or any(root.tag != tag for root in roots)):
            roots = None
    if roots is None:
        return [(element, line, end, None) for element, line, end in batch]
    return [(element, line, end, root) for (element, line, end), root in zip(batch, roots, strict=True)]


def amount_form(currency: str = "", thousands: str = "", point: str = ".") -> re.Pattern[str]:
    """The pattern of an amount as a room writes it: ASCII digits with at most one decimal
    ``point`` (``5``, ``1.50``, ``.5``), or with ``thousands`` separators between groups of
    three (``1,127.50``), with a ``currency`` (a pattern) before or after it where one is
    given, and spaces around it then. Its group 1 (or 2) is the number.

    >>> [bool(PLAIN.match(raw)) for raw in ("1.50", ".5", "1.", "", "1.2.3", "+1", " 1", "1e2", "\u0663")]
    [True, True, True, False, False, False, False, False, False]
    >>> amount_form(r"[$]", ",").match(" $1,127.50 ").group(1)
    '1,127.50'
    """
    point = re.escape(point)
    number = rf"[0-9]+(?:{point}[0-9]*)?|{point}[0-9]+"
    if thousands:
        number = rf"[0-9]{{1,3}}(?:[{thousands}][0-9]{{3}})+(?:{point}[0-9]*)?|{number}"
    if not currency:
        return re.compile(rf"({number})\Z")
    return re.compile(rf"\s*(?:(?:{currency})\s*({number})|({number})(?:\s*(?:{currency}))?)\s*\Z")


PLAIN: Final = amount_form()
"""An amount as most XML rooms write it: ASCII digits and at most one decimal point."""
_DIGITS: Final = 18
"""The most characters an amount's digits and point may have (a longer one is no amount any room pays)."""


def read_amount(raw: str, form: re.Pattern[str] = PLAIN, point: str = ".") -> Decimal | None:
    """The amount ``raw`` writes in the ``form`` (:func:`amount_form`; ``point`` its decimal
    point), exactly; None where it is not one: any other sign, a digit not ASCII, a second
    point, a separator out of place, a number over 18 characters.

    >>> read_amount("1.50"), read_amount("\u0663.00"), read_amount(".125"), read_amount("")
    (Decimal('1.50'), None, Decimal('0.125'), None)
    >>> read_amount("1 001,24€", amount_form("€", " .", ","), ",")
    Decimal('1001.24')
    """
    if form is PLAIN:  # (most rooms' amounts: read here, one call fewer)
        found = PLAIN.match(raw)
        return Decimal(found[1]) if found is not None and len(found[1]) <= _DIGITS else None
    number = _written(raw, form, point)
    if number is None:
        return None
    return Decimal(number.replace(point, ".") if point != "." else number)


def _written(raw: str, form: re.Pattern[str], point: str) -> str | None:
    """The ASCII digits and the decimal ``point`` of the amount ``raw`` writes in the ``form``
    (:func:`read_amount`), in order; None where it writes none, or more than 18 of them."""
    found = form.match(raw)
    if found is None:
        return None
    number: str = found[1] or found[2]
    if form is not PLAIN and not (number.isascii() and number.replace(point, "0").isdigit()):
        number = (_NOT_DIGITS.get(point) or _not_digits(point)).sub("", number)  # the separators and the currency apart
    return number if len(number) <= _DIGITS else None


def _not_digits(point: str) -> re.Pattern[str]:
    """A character neither an ASCII digit nor ``point``."""
    return re.compile(f"[^0-9{re.escape(point)}]")


_NOT_DIGITS: Final = {point: _not_digits(point) for point in ".,"}
""":func:`_not_digits` of the decimal points the rooms write."""


def read_number(raw: str, form: re.Pattern[str] = PLAIN, point: str = ".") -> tuple[int, int] | None:
    """The amount ``raw`` writes in the ``form``, as :func:`read_amount` reads it, without a
    ``Decimal``: its digits as a whole number and the decimal places it needs (the zeros that
    end its decimals dropped: :func:`places`), so the amount is ``digits / 10 ** places``; None
    where :func:`read_amount` gives None.

    >>> read_number("1.250"), read_number(".5"), read_number("100"), read_number("0.00"), read_number("1e2")
    ((125, 2), (5, 1), (100, 0), (0, 0), None)
    """
    number = _written(raw, form, point)
    if number is None:
        return None
    whole, _, part = number.partition(point)
    part = part.rstrip("0")
    return int(whole + part or "0"), len(part)


class Units:
    """Amounts in units, by a key (their scale; iPoker's: its layout and its scale), then by
    their text: at most ``limit`` texts in all (when full, every table is emptied and fills
    again with what the files in hand repeat), and no text over 32 characters. The tables are
    kept in ``tables``, a dict of the reader's module (empty when given): a store in plain
    sight, found where a module's stores are looked for (as the speed bench puts them back)."""

    __slots__ = ("limit", "tables")

    def __init__(self, tables: dict[object, dict[str, int]], limit: int = 100_000) -> None:
        self.limit = limit
        self.tables = tables

    def table(self, key: object) -> dict[str, int]:
        """The table of ``key``'s amounts (the same table each time: a look-up is a ``get``)."""
        found = self.tables.get(key)
        if found is None:
            found = self.tables[key] = {}
        return found

    def keep(self, table: dict[str, int], raw: str, units: int) -> None:
        """Keep ``raw``'s ``units`` in ``table`` (one of :meth:`table`'s), within the bound."""
        if len(raw) > 32:
            return
        if sum(map(len, self.tables.values())) >= self.limit:
            for each in self.tables.values():
                each.clear()
        table[raw] = units

    def keep_all(self, table: dict[str, int], found: Mapping[str, int]) -> None:
        """:meth:`keep` each of ``found``'s texts and units in ``table``, the bound checked once."""
        if len(found) > self.limit:  # (more than the bound at once: none kept, the bound holds)
            return
        if sum(map(len, self.tables.values())) + len(found) > self.limit:
            for each in self.tables.values():
                each.clear()
        table.update([(raw, units) for raw, units in found.items() if len(raw) <= 32])

    def __len__(self) -> int:
        return sum(map(len, self.tables.values()))


_T = TypeVar("_T")
DECIMALS: dict[str, Decimal] = {}
"""The amounts :meth:`XmlGame.decimal` has read, by their text."""
WHOLE: dict[str, tuple[int, int]] = {}
"""The amounts :meth:`XmlGame.plain_number` has read, by their text: each one's digits as a whole
number and the decimal places it needs (:func:`read_number`)."""
_POWERS: Final[tuple[int, ...]] = tuple(10**places for places in range(_DIGITS + 1))
"""``10 ** places`` for the places an amount may need (at most its 18 characters)."""
_PLACES: dict[Decimal, int] = {}
"""The decimal places each amount :func:`places` has seen needs."""
_TEXT_PLACES: dict[str, int] = {}
"""The decimal places each amount :meth:`XmlGame.text_places` has read needs, by its text."""
_SCALED_TABLES: dict[object, dict[str, int]] = {}
_SCALED: Final = Units(_SCALED_TABLES)
"""The amounts :meth:`XmlGame.scaled` and :meth:`XmlGame.units` have worked out, by their
scale, then their text."""
UNIT: Final = {places: Decimal(1).scaleb(-places) if places else Decimal(1) for places in range(7)}
"""The unit of a hand whose amounts need so many decimal places (at most 6)."""
_AFTER_NAME: Final = frozenset(" \t\r\n>/")
"""What may follow an element's name in its tag."""


class Shape:
    """The elements a room's ``<game>`` holds: for each element's tag, the tags of the
    elements it may hold and the attributes it may carry, as the room's files write them
    (and the format's public descriptions list them). :meth:`XmlGame.strays` names, in a
    hand, every element not where the room writes one (an unknown tag, or a known one
    elsewhere: an action outside any round) and every unknown attribute that carries money
    (:func:`money_field`): what no rule reads, never skipped in silence."""

    __slots__ = ("attributes", "children", "open", "root")

    def __init__(self, root: str, elements: Mapping[str, tuple[str, str]], open_to: str = "") -> None:
        self.root = root
        self.children = {tag: frozenset(kids.split()) for tag, (kids, _) in elements.items()}
        self.attributes = {tag: frozenset(names.split()) for tag, (_, names) in elements.items()}
        self.open = frozenset(open_to.split())
        """The elements (a header's) whose unknown fields are judged as an unknown attribute is:
        an element with no element and no attribute in it, its text the field's value."""
        missing = {kid for kids in self.children.values() for kid in kids} - set(self.children)
        if missing:
            raise ValueError(f"the shape holds {sorted(missing)} but says nothing of what they hold")


_TAG: Final = attrgetter("tag")


def _quoted(element: Element) -> str:
    """An element's opening tag, its attributes as written (in their order)."""
    attributes = "".join([f' {name}="{value}"' for name, value in element.attrib.items()])
    return f"<{element.tag}{attributes}>"


class UnreadError(Exception):
    """An amount not in the table of the hand's least places (:meth:`XmlGame.unread`): the
    hand is read again, every amount's places first."""


READ_AGAIN: Final = (Exception,)
"""What a read from the table of the least places (:meth:`XmlGame.least_table`) gives up on:
an amount not in it (:class:`UnreadError`), or anything else going wrong (a broken hand), where
the careful read's record, error or exception is the hand's."""

Scaled = Callable[..., int]
""":meth:`XmlGame.scaled`, or :meth:`XmlGame.unread`: ``(raw, what, scale, *about)``."""


def tree(text: str) -> Element:
    """``text`` parsed by the standard library's parser (its C tree builder); raises its
    ``ParseError`` (a ``SyntaxError``) where the text is not well-formed."""
    global _XMLParser
    if _XMLParser is None:  # (the parser's module is imported on first use)
        from xml.etree.ElementTree import XMLParser as _XMLParser
    parser = _XMLParser()
    parser.feed(text)
    root: Element = parser.close()
    return root


_XMLParser: Any = None
"""The standard library's ``XMLParser``, once :func:`tree` has imported it."""


def cut_off(
    text: str, start: re.Pattern[str], after: int, site: str, format: str, source: str, encoding: str
) -> HandRecord | None:
    """The record of a game that starts after ``after`` but never ends (a truncated file), if any."""
    rest = start.search(text, after)
    if rest is None:
        return None
    line = text.count("\n", 0, rest.start()) + 1
    error = HandHistoryError("the hand ends before its closing tag (a truncated file?)", source, None, line)
    return HandRecord(source, "?", site=site, format=format, line=line, error=error, encoding=encoding)


def places(values: Iterable[Decimal]) -> int:
    """The most decimal places any of ``values`` needs."""
    most = 0
    for value in set(values):
        needs = _PLACES.get(value)
        if needs is None:
            needs = 0
            if value != value.to_integral_value():
                exponent = value.normalize().as_tuple().exponent
                assert isinstance(exponent, int)
                needs = -exponent
            if len(_PLACES) < 100_000:
                _PLACES[value] = needs
        if needs > most:
            most = needs
    return most


_FOLD: Final = ActionKind.FOLD
_POSTS: Final = frozenset(
    (
        ActionKind.SMALL_BLIND,
        ActionKind.BIG_BLIND,
        ActionKind.DEAD_BLINDS,
        ActionKind.STRADDLE,
        ActionKind.BUTTON_BLIND,
    )
)
_FULL_POSTS: Final = frozenset((ActionKind.BIG_BLIND, ActionKind.STRADDLE, ActionKind.BUTTON_BLIND))
"""The posts a first round's bet is (a small blind is less; a big blind and a missed small
blind posted together count the big blind alone)."""


def betting_contradiction(record: HandRecord) -> tuple[Action, str] | None:
    """The first action of ``record`` that its betting rounds forbid, as (that action, why), or
    None (docs/RULES.md, "Merge" and "Boss Media": the rooms whose readers ask it):

    - the order of play every room that reads its lines judges (:func:`~pokerrank.handhistory._order.order_fault`,
      in its words): a player takes a turn (folds, checks, calls, bets, raises, brings in)
      again on a round only facing a bet or raise made since his last turn there (a bet
      written twice had MATCHed, the second taken back as a bet nobody called; a raise left
      out, the player's fold after it kept), and a blind, straddle or ante is posted before the
      round's first turn;
    - a player takes a turn on a later round having put in less than the round's bet on one
      before, and not all in (marked so, or every chip of the seat in): a betting round ends
      only when every player still in has called its bet (a call left out, a bet or a blind a
      cent over what the others called: the chips had gone back as a bet nobody called, or
      into the rake a room does not print).

    Each round's chips are the live ones: no ante; on the first round a player's posts count up
    to the largest big blind (a missed small blind posted with the big blind is dead money, as
    is :attr:`HandRecord.dead`). A player whose stack is written 0 (not known) is not judged.
    One pass over the actions, one over the rounds."""
    actions = record.actions
    if not actions:
        return None
    order = order_fault(actions)
    if order is not None:
        action, earlier, late = order
        if late:
            return action, late_post_words(
                action[1], _named(record, action), action[2], earlier[1], _named(record, earlier), action[0]
            )
        return action, acted_again_words(action[1], _named(record, earlier), _named(record, action))
    rounds: list[tuple[str, dict[str, int], dict[str, Action]]] = []  # each round: its chips, its first turns
    chips: dict[str, int] = {}  # each player's live chips on the round
    first: dict[str, Action] = {}  # each player's first turn on the round
    street = None
    all_in: set[str] = set()
    folded: dict[str, int] = {}  # the round (from 1) each player folded on
    posted: dict[str, int] = {}  # the first round's live posts, by player
    top_post = 0  # the first round's largest big blind
    dead = record.dead
    turns, every_post = TURNS, _POSTS
    for action in actions:
        on, name, kind, amount, _, marked, _, _, _ = action
        if on != street:
            street, chips, first = on, {}, {}
            rounds.append((on, chips, first))
        if marked:
            all_in.add(name)
        if kind in turns:
            if name not in first:
                first[name] = action
            if amount:
                chips[name] = chips.get(name, 0) + amount
            elif kind is _FOLD and name not in folded:
                folded[name] = len(rounds)
        elif kind in every_post and len(rounds) == 1:
            live = amount - dead.get(name, 0) if dead and kind is ActionKind.DEAD_BLINDS else amount
            was = posted.get(name, 0)
            posted[name] = now = was + live
            if kind in _FULL_POSTS and live > top_post:
                top_post = live
            counted = min(now, top_post) if top_post else now  # (live up to the largest big blind)
            chips[name] = chips.get(name, 0) - (min(was, top_post) if top_post else was) + counted
    stacks: dict[str, int] | None = None  # (each seat's chips, looked up for a player found behind: rare)
    later: dict[str, Action] = {}  # each player's first turn on the rounds after the one judged
    for number in range(len(rounds), 0, -1):
        on, chips, first = rounds[number - 1]
        if later and chips:
            level = max(chips.values())
            for name, turn in later.items():
                mine = chips.get(name, 0)
                if mine >= level or name in all_in or folded.get(name, number + 1) <= number:
                    continue  # (a player who folded then acts again: the replay names it)
                if stacks is None:
                    stacks = {seat[1]: seat[2] for seat in record.seats}
                stack = stacks.get(name)
                spent = sum([done[3] for done in actions if done[1] == name])
                if not stack or spent >= stack:  # (not known, or every chip of the seat in)
                    continue
                leader = next(player for player, amount in chips.items() if amount == level)
                money = record.format_money
                return turn, (
                    f"{name!r} puts {money(mine)} in on the {on}, short of {leader!r}'s {money(level)}, and is not"
                    f" all in ({money(spent)} of the seat's {money(stack)} put in), then acts on the"
                    f" {turn[0]} ({_named(record, turn)}): a betting round ends when every player still in has"
                    " called its bet, or is all in (a call left out, a bet moved or written for another player?)"
                )
        later.update(first)
    return None


def _named(record: HandRecord, action: Action) -> str:
    """An action as an error names it: its kind and amount (the XML rooms' actions have no line)."""
    said = action[2].value
    return f"{said} {record.format_money(action[3])}" if action[3] else said


def betting_checked(record: HandRecord, quote: Callable[[Action], tuple[int, str]] | None = None) -> HandRecord:
    """``record``, or where its betting rounds forbid an action (:func:`betting_contradiction`)
    the record of a hand refused: NOT AUDITABLE, the action's element quoted where ``quote``
    gives it (its line and text), the record contradicts itself. A record already refused, or
    with an element no rule reads (which may be the action that seems missing), is left as it is."""
    if record.error is not None or record.unparsed:
        return record
    found = betting_contradiction(record)
    if found is None:
        return record
    action, why = found
    at, row = quote(action) if quote is not None else (record.line, "")
    said = f"line {at}: {shorten(row, 80)}: {why}" if row else why
    error = HandHistoryError(said, record.source, record.hand_id, at or record.line, INCONSISTENT)
    return HandRecord(
        record.source, record.hand_id, record.site, record.format, record.line,
        error=error, encoding=record.encoding, text=record.text, game=record.game, game_text=record.game_text,
    )  # fmt: skip


def read_games(text: str, game: type[XmlGame], source: str, encoding: str, context: Any = None) -> Iterator[HandRecord]:
    """Every hand of a room's XML text: each element named ``game.tag`` read by ``game`` (with
    ``context``), a hostile text refused unread, a game begun but not ended named as truncated."""
    refused = refusal(text, game.site, game.format, source, encoding)
    if refused is not None:
        yield refused
        return
    start = re.compile(rf"<{game.tag}\b")
    last = 0
    for element, line, end, root in parsed_games(text, game.tag):
        last = end
        reader = game(element, source, encoding, line, context)
        reader.root = root
        yield reader.record()
    broken = cut_off(text, start, last, game.site, game.format, source, encoding)
    if broken is not None:
        yield broken


class XmlGame:
    """A ``<game>``'s text, the file it came from (``source``, ``encoding``), its first line
    and what the file says about every game in it (``context``: a session's or a
    description's fields)."""

    site: ClassVar[str]
    format: ClassVar[str]
    tag: ClassVar[str] = "game"
    """The element that holds one hand."""
    id_attribute: ClassVar[str] = "id"
    """Its attribute that holds the hand id."""
    hand_id_pattern: ClassVar[re.Pattern[str]]
    """Matches the start of the ``<game>`` tag; its first group is the hand id (by default:
    ``id_attribute``'s value)."""

    id_first: ClassVar[str | None] = None
    """How the game's tag opens where the hand id is its first attribute (``<HISTORY ID="``;
    set for the default ``hand_id_pattern``, and by a room whose own pattern reads the id
    there): the id is then read without the pattern."""

    id_later: ClassVar[str | None] = None
    """``id_attribute="`` for the default ``hand_id_pattern``, whose match where the id is a
    later attribute is found by plain search too (:meth:`id_in_tag`)."""
    head: tuple[str, str, str, str, int]
    """The record's first fields: ``source``, ``hand_id``, ``site``, ``format``, ``line``."""

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        if "hand_id_pattern" not in cls.__dict__:
            cls.hand_id_pattern = re.compile(rf'<{cls.tag}\b[^>]*?\b{cls.id_attribute}="([^"]*)"')
            cls.id_first = f'<{cls.tag} {cls.id_attribute}="'
            cls.id_later = f'{cls.id_attribute}="'

    def __init__(self, text: str, source: str, encoding: str, line: int, context: Any = None) -> None:
        self.text = text
        self.source = source
        self.encoding = encoding
        self.line = line
        self.context = context
        first = self.id_first
        hand_id = None
        if first is not None and text.startswith(first):  # the pattern's match, found without it
            end = text.find('"', len(first))
            if end >= 0:
                hand_id = text[len(first) : end]
        if hand_id is None:
            hand_id = self.id_in_tag(text)
        self.hand_id = hand_id
        self.head = (source, hand_id, self.site, self.format, line)

    def id_in_tag(self, text: str) -> str:
        """The id ``hand_id_pattern`` reads in ``text`` ("?" where it matches nothing); for the
        default pattern, by plain search where the tag opens as :func:`games` finds it: the
        first ``id_attribute="`` after a character no word holds and before the tag's first
        ``>``, and what follows it up to a ``"``."""
        later = self.id_later
        opening = len(self.tag) + 1
        if later is None or text[opening : opening + 1] not in _AFTER_NAME or not text.startswith(f"<{self.tag}"):
            found = self.hand_id_pattern.match(text)
            return found.group(1) if found else "?"
        limit = text.find(">", opening)
        limit = len(text) if limit < 0 else limit
        at = text.find(later, opening, limit)
        while at >= 0:
            before = text[at - 1]
            if not (before.isalnum() or before == "_"):  # (the pattern's \b)
                end = text.find('"', at + len(later))
                return text[at + len(later) : end] if end >= 0 else "?"
            at = text.find(later, at + 1, limit)
        return "?"

    def fail(self, message: str, line: int | None = None) -> HandHistoryError:
        """The error of this hand, at its first line unless ``line`` is given."""
        return HandHistoryError(message, self.source, self.hand_id, line or self.line)

    def decimal(self, raw: str | None, what: str, *about: object) -> Decimal:
        """An amount written as digits and a decimal point (``"1.50"``), as most rooms write them
        (each text read once: a file repeats a few amounts); ``what`` is formatted with
        ``about`` only to say why an amount cannot be read."""
        text = "0" if raw is None else raw  # (an attribute left out: nothing)
        known = DECIMALS.get(text)
        return known if known is not None else self.kept(DECIMALS, text, read_amount(text), raw, what, about)

    def plain_number(self, raw: str | None, what: str, *about: object) -> tuple[int, int]:
        """The amount :meth:`decimal` reads (``raw`` left out: 0), as its digits and the decimal
        places it needs (:func:`read_number`), without a ``Decimal``; the same error where it is
        no amount (each text read once)."""
        text = "0" if raw is None else raw
        known = WHOLE.get(text)
        return known if known is not None else self.kept(WHOLE, text, read_number(text), raw, what, about)

    def kept(
        self,
        cache: dict[str, _T],
        text: str,
        value: _T | None,
        raw: str | None,
        what: str,
        about: tuple[object, ...] = (),
        longest: int | None = None,
    ) -> _T:
        """``value``, an amount read from ``text`` for the first time (the amount readers of
        this module and the rooms', :meth:`decimal`), kept in ``cache`` (at most 100,000 texts,
        each of ``longest`` characters at most where given); the hand's error where it is None,
        naming the amount: ``what`` (formatted with ``about``) and ``raw``."""
        if value is None:
            raise self.fail(f"{what.format(*about) if about else what} {shorten(raw)} is not an amount")
        if len(cache) < 100_000 and (longest is None or len(text) <= longest):
            cache[text] = value
        return value

    def whole(self, raw: str | None, what: str) -> int:
        """An amount written as a whole number (of cents, of chips): ASCII digits, at most 15."""
        if raw is None or not raw.isascii() or not raw.isdigit() or len(raw) > 15:
            raise self.fail(f"{what} {shorten(raw)} is not an amount")
        return int(raw)

    def in_units(self, value: Decimal, scale: int, what: str, raw: str | None) -> int:
        """``value`` in units of ``1 / scale``: a typed error naming the amount where it needs
        more decimals than the hand's scale (never cut to fit)."""
        units = value * scale
        if units != units.to_integral_value():
            raise self.fail(f"{what} {shorten(raw)} has more decimals than the hand's other amounts")
        return int(units)

    def text_places(
        self,
        raws: Iterable[str] | Mapping[str, str],
        read: Callable[[str, str], Decimal] | None = None,
        seen: dict[str, int] | None = None,
    ) -> int:
        """The most decimal places the amounts written ``raws`` need, each text read once by
        ``read`` (:meth:`decimal` by default; a room that reads its amounts otherwise keeps
        its own ``seen``). ``raws`` may map each text to what it is (``"'ann''s WIN"``), for
        the error of one that is no amount to name it; a text longer than 32 characters is
        never kept."""
        seen = _TEXT_PLACES if seen is None else seen
        labels = raws if isinstance(raws, Mapping) else None
        unique = raws if labels is not None else dict.fromkeys(raws)  # (in the order first written)
        needs_each = list(map(seen.get, unique))
        if None not in needs_each:  # every text read before (a file repeats a few amounts)
            return max(cast("list[int]", needs_each), default=0)
        read = read or self.decimal
        most = 0
        for raw in unique:
            needs = seen.get(raw)
            if needs is None:
                needs = places((read(raw, labels[raw] if labels is not None else "an amount"),))
                if len(seen) < 100_000 and len(raw) <= 32:
                    seen[raw] = needs
            if needs > most:
                most = needs
        return most

    def scaled(self, raw: str | None, what: str, scale: int, *about: object) -> int:
        """:meth:`decimal`'s amount in units of ``1 / scale`` (each text and scale worked out
        once); ``what`` is formatted with ``about`` (``"{!r}'s win", name``) only to say why an
        amount cannot be read."""
        in_scale = _SCALED.table(scale)
        text = "0" if raw is None else raw
        known = in_scale.get(text)
        if known is None:
            known = self.in_units(self.decimal(raw, what, *about), scale, what.format(*about), raw)
            _SCALED.keep(in_scale, text, known)
        return known

    def units(
        self,
        raws: Collection[str],
        scale: int,
        read: Callable[[str, str], Decimal] | None = None,
        seen: Units | None = None,
    ) -> dict[str, int]:
        """Each amount written ``raws`` (texts :meth:`text_places` has read) in units of ``1 /
        scale``: one look-up a use where :meth:`scaled` is a call. Each text and scale worked
        out once, read by ``read`` (:meth:`decimal` by default; a room that reads its amounts
        otherwise keeps its own ``seen``)."""
        seen = _SCALED if seen is None else seen
        in_scale = seen.table(scale)
        out: dict[str, int] = dict(zip(raws, map(in_scale.get, raws), strict=True))  # type: ignore[arg-type]
        if None in out.values():  # a text not read at this scale before
            read = read or self.decimal
            for raw, known in out.items():
                if known is None:
                    out[raw] = value = self.in_units(read(raw, "an amount"), scale, "an amount", raw)
                    seen.keep(in_scale, raw, value)
        return out

    @staticmethod
    def known_units(amounts: Collection[str], least: int, seen: Units = _SCALED) -> dict[str, int] | None:
        """Each of ``amounts`` in units of ``least`` places, where the table of those places
        (:class:`Units`, ``seen``) holds them all, else None. Each was read at those places
        before, so none needs more: where the hand's places are the most its amounts need and
        at least ``least``, they are ``least``, and each amount is what :meth:`units` gives
        (a hand's first read fills the table, the hands after look their amounts up). A dict
        of the hand's own: the table may be emptied (:meth:`Units.keep`) while the hand is read."""
        found = list(map(seen.table(10**least).get, amounts))
        return None if None in found else dict(zip(amounts, found, strict=True))  # type: ignore[arg-type]

    @staticmethod
    def least_table(least: int) -> dict[str, int]:
        """The table of the amounts read at ``least`` places (:class:`Units`): a hand whose
        every amount is in it needs no more places (:meth:`known_units`). A room's reader
        reads a hand first with each amount looked up there and :meth:`unread` for one that
        is not (it looks up every amount it counts the places of, used or not); where that
        gives up (:data:`READ_AGAIN`), it reads the hand again with the places of every
        amount found first (:meth:`hand_scale`) and :meth:`scaled`, as before: an amount not
        in the table, or a broken hand, whose error is that second read's."""
        return _SCALED.table(10**least)

    def unread(self, raw: str | None, what: str, scale: int, *about: object) -> int:
        """In place of :meth:`scaled` where amounts come from :meth:`least_table` (``scale`` its
        places'): nothing (0) for an attribute left out; an amount not in the table that needs
        no more places, worked out and kept in it (what the careful read would give it: a hand's
        places are the least unless an amount needs more); else :class:`UnreadError` (one that
        needs more places, or no amount: the hand is read again, every amount's places first)."""
        if raw is None:
            return 0
        found = WHOLE.get(raw) or read_number(raw)  # (in whole numbers: no Decimal made)
        if found is None:
            raise UnreadError(raw)
        digits, places = found
        whole, left = divmod(digits * scale, _POWERS[places])
        if left:
            raise UnreadError(raw)
        _SCALED.keep(_SCALED.table(scale), raw, whole)
        return whole

    def hand_scale(self, amounts: Collection[str], least: int) -> tuple[int, dict[str, int]]:
        """The places of the hand's unit (the most decimals its ``amounts`` need, at least
        ``least``, at most 6: else a typed error) and each amount in those units (:meth:`units`,
        or :meth:`known_units`' table where it holds them all)."""
        known = self.known_units(amounts, least)
        if known is not None:
            return least, known
        places = max(self.text_places(amounts), least)
        if places > 6:
            raise self.fail("an amount with more than 6 decimals")
        return places, self.units(amounts, 10**places)

    def drawn(self, raw: str | None, event: str, name: str, hand_size: int) -> int:
        """The number of cards ``name``'s draw (the ``event``) says they drew: a whole number
        from 0 to the hand's size, else a typed error naming the player and the event."""
        if raw is None or not raw.isascii() or not raw.isdigit() or int(raw) > hand_size:
            raise self.fail(f"the {event} of {name!r}: {shorten(raw)} cards drawn, not a whole number 0 to {hand_size}")
        return int(raw)

    root: Element | None = None
    """The game's element where its file's reader parsed it with the games beside it
    (:func:`parsed_games`), else None: :meth:`parse` parses it."""

    def parse(self) -> Element:
        """The game's XML, parsed by the standard library (or :attr:`root`, where parsed with
        the games beside it); a typed error naming the line where it is not well-formed."""
        if self.root is not None:
            return self.root
        try:
            return tree(self.text)
        except SyntaxError as exc:  # (the parser's ParseError)
            row = exc.position[0] if getattr(exc, "position", None) else 1  # type: ignore[attr-defined]
            raise self.fail(f"not well-formed XML: {exc}", self.line + row - 1) from None

    strayed: list[tuple[int, str]] | None = None
    """What :meth:`strays` found in the hand (None where it found nothing)."""

    def strays(self, root: Element, shape: Shape) -> None:
        """Keep, in :attr:`strayed`, each element of ``root`` the ``shape`` does not hold where it
        stands, and each unknown attribute that carries money, with its line and quoted: the
        record is then NOT AUDITABLE naming the first (:meth:`record`). An unknown element's
        own elements are not looked into (it is named itself)."""
        children, attributes = shape.children, shape.attributes
        if root.tag == shape.root:  # most hands: every element known, where it stands, and its attributes
            get, tag_of = children.get, _TAG
            for parent in root.iter():
                tag = parent.tag
                kids = get(tag)
                if kids is None or not attributes[tag].issuperset(parent.attrib):
                    break
                if len(parent) and not kids.issuperset(map(tag_of, parent)):
                    break
            else:
                return
        found: list[tuple[Element, str | None]] = []
        if root.tag != shape.root:
            found.append((root, None))
        for parent in root.iter():
            kids = children.get(parent.tag)
            if kids is None:
                continue  # an element found stray (or inside one): named already
            known = attributes[parent.tag]
            if parent is not root and not known.issuperset(parent.attrib):  # (the game's own: its header, a
                # tournament's buy-in, fee or prize pool, none of it the pot's)
                found.extend([(parent, n) for n, v in parent.attrib.items() if n not in known and money_field(n, v)])
            for child in parent:
                if child.tag not in kids:
                    grown = parent.tag in shape.open and not len(child) and not child.attrib
                    if grown and not money_field(child.tag, (child.text or "").strip()):
                        continue  # a header's field the format grew: no money
                    found.append((child, None))
        if found:
            self.strayed = [*(self.strayed or ()), *[self.stray_line(element, name) for element, name in found]]

    def stray_line(self, element: Element, name: str | None, what: str | None = None) -> tuple[int, str]:
        """The line of a stray element (or of its unknown attribute ``name``) and what the
        record says of it (``what`` after the element quoted, where given)."""
        quoted = _quoted(element)
        if not element.attrib and element.text and element.text.strip():
            quoted += f"{shorten(element.text.strip())}</{element.tag}>"
        if what is not None:
            said = f"{quoted} ({what})"
        elif name is not None:
            said = f'{name}="{element.get(name)}" (an attribute no {self.site} file carries) in {quoted}'
        else:
            said = f"{quoted} (an element no {self.site} hand holds there)"
        text = self.text
        written = [f'{key}="{value}"' for key, value in element.attrib.items()]
        first = at = find_tag(text, element.tag)
        while at >= 0:  # the first such tag that carries its attributes as written (else the first such tag)
            tag = text[at : text.find(">", at)]
            if all(attribute in tag for attribute in written):
                break
            at = find_tag(text, element.tag, at + 1)
        at = first if at < 0 else at
        return self.line + (text.count("\n", 0, at) if at >= 0 else 0), said

    def read(self) -> HandRecord:
        """The hand's record; raises :class:`HandHistoryError` (or a value error) for a broken hand."""
        raise NotImplementedError

    def record(self) -> HandRecord:
        """:meth:`read`'s record, or a record that carries why the hand cannot be read."""
        try:
            read = self.read()
        except HandHistoryError as exc:
            error = exc
        except (ArithmeticError, ValueError, TypeError, KeyError) as exc:
            error = self.fail(f"a value pokerrank cannot read: {exc}")
        else:
            if self.strayed:  # the elements no rule read, named first
                read.unparsed = (*self.strayed, *read.unparsed)
            return read
        if self.strayed:  # what went wrong may be the stray's doing: it is named
            line, said = self.strayed[0]
            error = self.fail(f"{said}; then: {error.reason}", line)
        return HandRecord(
            self.source,
            self.hand_id,
            site=self.site,
            format=self.format,
            line=self.line,
            error=error,
            encoding=self.encoding,
        )

    def hand(self, **fields: Any) -> HandRecord:
        """A record of this hand, its :class:`HandRecord` ``fields`` named."""
        return HandRecord(
            self.source, self.hand_id, self.site, self.format, self.line, encoding=self.encoding, **fields
        )
