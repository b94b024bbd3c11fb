"""A card room as data: how its hands begin, what its totals line holds, which of its lines
are of which kind, and its policies (what it takes from the pot, how later runs print their
boards). The reader of the family the room writes in does the rest.

>>> from pokerrank.handhistory.sites import room_of
>>> room_of("Poker Hand #RC1: Hold'em No Limit ($0.02/$0.05) - 2025/08/10 10:45:06").name
'GGPoker'
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from pokerrank.handhistory.sites.vocabulary import LineKind

if TYPE_CHECKING:
    from pokerrank.handhistory.records import HandRecord

__all__ = ["OneGroup", "Room", "Totals", "header_of", "in_thousands", "stars_room", "totals_reader"]


class Totals(NamedTuple):
    """A summary's totals line: the total pot as printed, the main and side pots text
    (``Main pot $1. Side pot-1 $2.``), and each fee the room took by its name, as tokens
    (``(("Rake", "$0.02"), ("Jackpot", "$0"))``). No fee at all: the line printed none."""

    total: str
    pots: str
    fees: tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class Room:
    """One card room, or one format of it, in a family of formats.

    ``site``: the room's name in records (None: the name the first line gives, as the
    PokerStars exporters do). ``family``: the reader that reads it (``"pokerstars"`` for
    rooms that write PokerStars' shape). ``first_words``: a pattern for the start of a
    hand's first line, with the groups ``site``, ``kind`` and ``id``; ``header``: the whole
    first line, with ``rest`` after the id. ``totals``: the summary's totals line (None when
    a line is not one). ``lines``: the room's own lines, as (pattern, kind) for lines
    without a player's name and ``verbs`` for ``name: verb`` lines. ``fees``: the policy
    for what the room takes, by name (docs/RULES.md). ``quick``: whether the PokerStars fast
    lane may read its hands. ``games``: the room's own game names, as (pattern on the first
    line, the PokerStars name of the game, the limit). ``one_stake``: stakes may be one amount
    (``($100)``: an ante-and-button-blind game), small and big blind both.
    ``words_as_dealt``: a hand's words on a ``shows`` line describe it as far as the board
    was dealt then (an all-in shown before the river), so only words said on the river or at
    the showdown are the final hand's. ``table``, ``seat``, ``stakes``: the room's own
    patterns for its table line, its seat lines (groups ``seat``, ``name``, ``stack``,
    ``rest``) and the stakes on its first line (groups ``a``, ``b``, ``iso``), where they
    differ from PokerStars'; ``tournament``: where the whole first line names a tournament
    (group ``id``). ``colonless``: a player's lines start with the name and a space, no colon
    (``Incognito 1 raises 8€ to 12€``). ``streets``: the room's street markers, to the
    family's street names (an empty name: no new street). ``play_money``: a cash game whose
    stakes name no currency is played for play chips, counted in hundredths.
    ``summary_pays``: a hand won without a showdown may have no ``collected`` line, and the
    summary's ``won`` is what the room paid (WPN). ``summary_folds``: a player who timed out
    may have no fold line, only the summary's ``folded before the Flop`` (Full Tilt): the
    reader takes the fold from it where it is the hand's last act (see the reader).

    ``rewrite``: (pattern, replacement) pairs applied in turn to a hand's text before it is
    read, putting the room's words for a line kind into PokerStars' (``Player0: Fold`` is
    ``Player0: folds``); the record keeps the text as written, and every line keeps its
    number (a room may add lines after the last: a line no rule reads is quoted as written).
    ``dealer``: the word on the button's seat line (``Seat 1: ann ($5 in chips)
    DEALER``). ``raise_adds``: ``raises X`` without a total names the chips added (``to`` is
    what the player had in on the street plus X). ``raise_by``: what ``X`` of ``raises X to
    Y`` is, checked against ``Y`` (a raise whose ``X`` is other is refused, its line quoted):
    ``"over the bet"``, the raise over the bet faced (``Y`` less the most any player has put in
    on the street, blinds, straddles and a bring-in counted, antes not: PokerStars' ``brings in
    for $120``, ``raises $280 to $400``; a big blind all in for less than the blind counts what
    it put in, not the blind's level: ``posts big blind 630 and is all-in`` at 350/700, then
    ``raises 1470 to 2100``, #47659234486); ``"over a bet"``, the same but a bring-in is no bet
    (Winamax's ``brings in 10€``, ``raises 25€ to 25€``); ``"added"``, the chips the player
    adds (``Y`` less what they had put in on the street: BetOnline, WPN); ``""``: not checked
    (a room whose ``X`` the shared files do not tell). ``street_words``: what the room writes
    after a street's marker besides its cards (Full Tilt's ``(Total Pot: 120, 2 Players)``:
    groups ``pot``, ``players``, ``all_in``), where it writes more (PokerStars' cards alone:
    other words are a line no rule reads). ``pots_net``: a totals line's pots (``Total pot
    $0.55 Main pot $0.43. Side pot $0.10. | Rake $0.02``) come to its total less its rake, as
    PokerStars prints them; False where they may also make the total (Full Tilt).
    ``rake_printed``: False where the room prints no rake: the rake is what was put in less
    what was returned and paid, at most
    :data:`~pokerrank.handhistory.pacific.MAX_INFERRED_RAKE` of the pot. ``hundredths``:
    amounts are counted in hundredths in every game, tournaments too (stacks of ``1,192.50``).
    ``thousands``: the decimals to which the room may write a total pot in thousands
    (Winamax: 2, ``Total pot 17.68k``; :func:`in_thousands`); 0: it writes every total whole.
    ``collected_pots``: where the totals line prints no pots, the main and side pots after the
    rake as the room's collect lines print them, from (the collections, the chips each player
    put in, the dead money, the bets returned, the rake, the money added); empty where they
    print no split (Winamax's :func:`~pokerrank.handhistory.sites.winamax.collected_pots`).
    ``paid_words``: a pattern of the words the room alone writes after a summary seat line's
    amount paid, besides the amount's bracket and the hand's words (``and won ($6.70) with a
    pair of Aces``) that every room of the family writes: Full Tilt's ``, mucked``, BetOnline's
    ``from the Pot.``, Enet's ``from pot``, Unibet's ``, net result: €0.15``, PokerStars'
    cash-out words (``(pot not awarded as player cashed out)``); "" where it writes none. In
    another room they are a line no rule reads (NOT AUDITABLE, the line quoted).
    ``check_record``: the room's own figures the family's reader does not read, checked against
    each hand it read (the record, and the hand's text as the room wrote it from its first line:
    not the lines rewritten into PokerStars' words, which ``record.text`` is after a stray line): it
    raises a
    :class:`~pokerrank.errors.HandHistoryError` where they contradict the hand (NOT AUDITABLE,
    the line quoted: PokerTracker's export of Microgaming prints each seat's stack at the end,
    :func:`~pokerrank.handhistory.sites.pokertracker.stacks_at_end`); None: the room prints none."""

    name: str
    family: str
    first_words: str
    header: re.Pattern[str]
    totals: Callable[[str], Totals | None]
    site: str | None = None
    lines: tuple[tuple[re.Pattern[str], LineKind], ...] = ()
    verbs: tuple[tuple[re.Pattern[str], LineKind], ...] = ()
    fees: str = "rake"
    quick: bool = False
    games: tuple[tuple[re.Pattern[str], str, str], ...] = ()
    one_stake: bool = False
    words_as_dealt: bool = False
    table: re.Pattern[str] | None = None
    seat: re.Pattern[str] | None = None
    stakes: re.Pattern[str] | None = None
    tournament: re.Pattern[str] | None = None
    colonless: bool = False
    streets: Mapping[str, str] | None = None
    play_money: bool = False
    summary_pays: bool = False
    summary_folds: bool = False
    rewrite: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = ()
    dealer: str = ""
    raise_adds: bool = False
    raise_by: str = "over the bet"
    street_words: re.Pattern[str] | None = None
    pots_net: bool = True
    rake_printed: bool = True
    hundredths: bool = False
    thousands: int = 0
    collected_pots: Callable[..., tuple[int, ...]] | None = None
    paid_words: str = ""
    check_record: Callable[[HandRecord, str], None] | None = None

    def rewritten(self, text: str) -> str:
        """A hand's text in PokerStars' words (:attr:`rewrite`), line for line. A rule whose
        pattern needs words the text lacks (:func:`top_words`) is not tried: most rules
        fit a few hands, and a pattern tried at every place of a hand costs more than the
        search for its words. A pattern that begins with ``\\A`` is tried at the start alone."""
        rules = _PREPARED.get(id(self.rewrite))
        if rules is None:
            rules = (self.rewrite, tuple(_prepared(rule) for rule in self.rewrite))
            if len(_PREPARED) < 1000 and type(self.rewrite) is tuple:  # (rooms made by a caller, one per
                _PREPARED[id(self.rewrite)] = rules  # call: kept up to a bound; a list may change: never kept)
        for pattern, replacement, words, at_start, by_group in rules[1]:
            if words and words not in text:
                continue
            if by_group:  # (OneGroup) the text cut at the pattern's matches, each replaced from its one group
                parts = pattern.split(text)
                if len(parts) > 1:
                    make = replacement.make
                    parts[1::2] = [make(group) for group in parts[1::2]]
                    text = "".join(parts)
                continue
            if at_start:  # a pattern of the text's start: one match tried there, not a search of every place
                found = pattern.match(text)
                if found is not None:
                    said = replacement(found) if callable(replacement) else found.expand(replacement)
                    text = said + text[found.end() :]
                continue
            text = pattern.sub(replacement, text)
        return text

    def verb_kind(self, verb: str) -> tuple[LineKind, re.Match[str]] | None:
        """The kind of a player's ``name: verb`` line that only this room writes, if any."""
        return _first_match(self.verbs, verb)


def _first_match(rules: Iterable[tuple[re.Pattern[str], LineKind]], text: str) -> tuple[LineKind, re.Match[str]] | None:
    """The kind of the first rule whose pattern matches at the start of ``text``, with the match."""
    for pattern, kind in rules:
        found = pattern.match(text)
        if found is not None:
            return kind, found
    return None


_NEEDED: dict[re.Pattern[str], tuple[str, bool]] = {}
"""The words each rewrite pattern needs (:func:`top_words`) and whether it begins with
``\\A``, found once per pattern."""
_PREPARED: dict[int, tuple[tuple[Any, ...], tuple[tuple[Any, ...], ...]]] = {}
"""Each room's rewrite rules (by the rules' ``id``: the rules, and each rule with its words and
whether it begins with ``\\A``), found once per room: a hand's rules without a look-up each."""


def _prepared(
    rule: tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]],
) -> tuple[re.Pattern[str], str | Callable[[re.Match[str]], str], str, bool, bool]:
    """A rewrite rule with the words its pattern needs, whether it begins with ``\\A``
    (:data:`_NEEDED`, shared by every room that has the pattern) and whether its replacement
    is made from the pattern's one group (:class:`OneGroup`)."""
    pattern, replacement = rule
    guard = _NEEDED.get(pattern)
    if guard is None:
        guard = (top_words(pattern), pattern.pattern.startswith("\\A"))
        if len(_NEEDED) < 1000:  # (the rooms' own patterns and up to a bound of a caller's)
            _NEEDED[pattern] = guard
    return pattern, replacement, *guard, type(replacement) is OneGroup and pattern.groups == 1


@dataclass(frozen=True, slots=True)
class OneGroup:
    """A rewrite rule's replacement made from the one group of its pattern alone, a group every
    match holds (``[9c 2c Qd]`` from ``9c2cQd``). :meth:`Room.rewritten` cuts the text at the
    pattern's matches and makes each replacement from its group, without a match object and a
    call from the pattern's search for each; called with a match, as ``re.sub`` calls it, it
    gives the same replacement.

    >>> glued = OneGroup(lambda cards: "[" + " ".join(cards[k : k + 2] for k in range(0, len(cards), 2)) + "]")
    >>> re.compile(r"\\[((?:[2-9TJQKA][cdhs]){2,})\\]").sub(glued, "Board [9c2cQd]")
    'Board [9c 2c Qd]'
    """

    make: Callable[[str], str]

    def __call__(self, found: re.Match[str]) -> str:
        return self.make(found[1])


def needed_words(pattern: re.Pattern[str]) -> str:
    """The longest run of plain characters every match of ``pattern`` holds (the words
    outside any choice, repeat or look-around), ``""`` when it has none or ignores case: a
    text without them has no match.

    >>> needed_words(re.compile(r"^[^:\\n]*: ante processed 0(?:\\.00?)?$", re.M))
    ': ante processed 0'
    >>> needed_words(re.compile(r"(?<=[\\[ ,])10(?=[cdhs])"))
    '10'
    >>> needed_words(re.compile(r"(?i)shows"))
    ''
    """
    if pattern.flags & re.IGNORECASE:
        return ""
    try:
        parser: Any = importlib.import_module("re._parser")
        items = parser.parse(pattern.pattern, pattern.flags)
    except Exception:  # another interpreter's parser: no guard, every rule tried
        return ""
    runs: list[str] = [""]

    def walk(part: Any) -> None:
        for op, value in part:
            name = str(op)
            if name == "LITERAL":
                runs[-1] += chr(value)
            elif name == "SUBPATTERN" and not value[1] & re.IGNORECASE:
                walk(value[3])  # a group: its words are the pattern's, in place
            else:
                runs.append("")

    walk(items)
    return max(runs, key=len)


def top_words(pattern: re.Pattern[str]) -> str:
    """The longest run of plain characters (``\\n``, ``\\r``, ``\\t`` among them), outside any
    group, class, repeat or other escape of a letter or digit, of ``pattern``'s text: words
    every match holds, in that order ("" where it has none, ignores case or spaces, or has a
    choice outside any group). Read from the text in one pass, not by Python's parser of
    patterns (about 50 µs a pattern: Full Tilt's 184 games took 7-10 ms, the rooms' rewrite
    patterns 2 ms a process): never more than :func:`needed_words` finds, and the same for
    Full Tilt's games (``(?:^|[-,] )(?:...)?No\\ Limit\\ Hold'em(?= - |$| \\()``: ``No Limit Hold'em``).

    >>> top_words(re.compile(r"(?:^|[-,] )No\\ Limit\\ Hold'em(?= - |$)")), top_words(re.compile(r"ab?c|d"))
    ("No Limit Hold'em", '')
    >>> top_words(re.compile(r"Total pot (?P<pot>\\S+)s* Rake")), top_words(re.compile(r"x\\.y{2}z"))
    ('Total pot ', 'x.')
    >>> top_words(re.compile(r"\\nServer [^\\n\\r]*")), top_words(re.compile(r"\\r?\\n\\b"))
    ('\\nServer ', '\\n')
    """
    if pattern.flags & (re.IGNORECASE | re.VERBOSE) or "(?#" in pattern.pattern:  # (a comment may hold any sign)
        return ""
    text = pattern.pattern
    runs = [""]
    depth = 0
    literal = False  # the last sign read a plain character of the current run
    at, end = 0, len(text)
    while at < end:
        sign = text[at]
        at += 1
        if sign == "\\" and at < end and not text[at].isalnum() and text[at] != "_":  # an escaped sign: itself
            sign = text[at]
            at += 1
        elif sign == "\\" and text[at : at + 1] in _CONTROLS:  # "\\n", "\\r", "\\t"...: that sign
            sign = _CONTROLS[text[at]]
            at += 1
        elif sign in "\\.^$" or sign in "()[|?*+{":
            if sign in "?*+{" and literal:  # a repeat: the character before it may be missing or repeated
                runs[-1] = runs[-1][:-1]
            if sign == "{":  # a count ({2}, {1,3}): skipped whole (a "{" that is none is a break, as if)
                close = text.find("}", at)
                if close > 0 and _COUNT.fullmatch(text, at, close) is not None:
                    at = close + 1
            elif sign == "\\":  # an escape of a letter or digit (a class, an anchor, a reference, a code): skipped
                letter = text[at : at + 1]
                at += 1 + _ESCAPE_DIGITS.get(letter, 0)
                if letter == "N" and text[at : at + 1] == "{":  # \N{NAME}
                    at = text.find("}", at) + 1 or end
                while letter in "0123456789" and at < end and text[at].isdigit():  # "\12", "\012": all its digits
                    at += 1
            elif sign == "[":  # a class: skip to its end ("]" first, or after "^", is in the class)
                at += 1 if text[at : at + 1] == "^" else 0
                at += 1 if text[at : at + 1] == "]" else 0
                while at < end and text[at] != "]":
                    at += 2 if text[at] == "\\" else 1
                at += 1
            elif sign == "(":
                depth += 1
            elif sign == ")":
                depth -= 1
            elif sign == "|" and depth == 0:  # a choice at the top: no word is every match's
                return ""
            runs.append("")
            literal = False
            continue
        if depth:
            literal = False
            continue
        runs[-1] += sign
        literal = True
    return max(runs, key=len)


_COUNT: Final = re.compile(r"\d*(?:,\d*)?")
"""What a repeat's braces hold (:func:`top_words`)."""
_ESCAPE_DIGITS: Final = {"x": 2, "u": 4, "U": 8}
"""The digits a code's escape takes after its letter (``\\x41``, ``\\u00e9``, ``\\U0001f0a1``)."""
_CONTROLS: Final = {"a": "\a", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}
"""The escapes of a letter that stand for one sign (:func:`top_words`)."""


_THOUSANDS = re.compile(r"([0-9]+)(?:\.([0-9]+))?k")


def in_thousands(token: str, decimals: int) -> tuple[int, int] | None:
    """The least and the most a total written in thousands can be (``17.68k``): the pot
    rounded to the nearest of ``decimals`` decimals of a thousand, trailing zeros dropped
    (``1k`` is ``1.00k``), a pot half way written either way. None: ``token`` is not such a
    total (no ``k``, more decimals than the room writes, a sign or a separator).

    >>> in_thousands("17.68k", 2), in_thousands("1k", 2), in_thousands("6.1k", 2)
    ((17675, 17685), (995, 1005), (6095, 6105))
    >>> in_thousands("17.685k", 2), in_thousands("1,5k", 2), in_thousands("17680", 2)
    (None, None, None)
    """
    match = _THOUSANDS.fullmatch(token)
    if match is None:
        return None
    whole, part = match.group(1), match.group(2) or ""
    if len(part) > decimals:
        return None
    step = 1000 // 10**decimals  # what the last decimal written counts
    centre = int(whole) * 1000 + int(part.ljust(decimals, "0") or "0") * step
    return centre - step // 2, centre + step // 2


def stars_room(name: str, first_words: str, totals: Callable[[str], Totals | None], **fields: Any) -> Room:
    """A room of the PokerStars family: its first line is ``first_words`` (groups ``site``,
    ``kind``, ``id``), an optional colon, and the rest, unless a ``header`` of its own is given;
    ``site`` is ``name`` unless given.

    >>> stars_room("X", r"(?P<site>)(?P<kind>X) #(?P<id>\\d+)", totals_reader(r"^Total (?P<total>\\S+)")).site
    'X'
    >>> stars_room("X", r"(?P<site>)(?P<kind>X) #(?P<id>\\d+)", totals_reader(r"^T"), header=re.compile("^X")).header
    re.compile('^X')
    """
    fields.setdefault("site", name)
    header = fields.pop("header", None) or header_of(first_words)
    return Room(name=name, family="pokerstars", first_words=first_words, header=header, totals=totals, **fields)


def header_of(first_words: str, after: str = ":? *") -> re.Pattern[str]:
    """A room's whole first line from its start ``first_words``: ``after`` it (by default an
    optional colon and spaces), the rest (group ``rest``), without the spaces that end it.

    >>> header_of("(?P<site>X) #(?P<id>[0-9]+):", " *").match("X #12: Hold'em  ").group("id", "rest")
    ('12', "Hold'em")

    The rest is what the lazy ``(?P<rest>.*?)[ \\t\\r]*$`` took, in work linear in the line: a run
    of white space is checked once for the line's end after it, then taken whole (the lazy form
    scanned the run again from each of its characters: quadratic work on a line of spaces that
    does not end there).
    """
    rest = r"(?P<rest>(?:[^ \t\r\n]++|(?![ \t\r]*+$)[ \t\r]++)*+)"
    return re.compile(rf"^{first_words}{after}{rest}[ \t\r]*+$", re.MULTILINE)


def totals_reader(pattern: str | re.Pattern[str]) -> Callable[[str], Totals | None]:
    """The reader of a totals line with one fee at most: ``pattern`` has the groups ``total``
    and, optionally, ``rake`` (a line without it took none) and ``pots`` (the main and side
    pots, as written).

    >>> totals_reader(r"^Total pot (?P<total>\\S+)(?: \\| Rake (?P<rake>\\S+))?$")("Total pot $3 | Rake $0.10")
    Totals(total='$3', pots='', fees=(('Rake', '$0.10'),))
    >>> totals_reader(r"^Total pot (?P<total>\\S+)(?P<pots>[^|]*)\\| No rake$")("Total pot 3 Main pot 2. | No rake")
    Totals(total='3', pots=' Main pot 2. ', fees=())
    """
    compiled = re.compile(pattern)
    has_rake, has_pots = "rake" in compiled.groupindex, "pots" in compiled.groupindex

    def totals(line: str) -> Totals | None:
        match = compiled.match(line)
        if match is None:
            return None
        rake = match.group("rake") if has_rake else None
        return Totals(match.group("total"), match.group("pots") if has_pots else "", (("Rake", rake),) if rake else ())

    return totals
