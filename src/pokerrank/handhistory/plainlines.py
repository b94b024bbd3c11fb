"""The rooms written as plain lines of the shared kinds (Seals With Clubs, KingsClub, WPN
before 2019), read onto the one record builder of the rooms with a text of their own
(:class:`~pokerrank.handhistory.owntext.TextHand`): a room is a
:class:`~pokerrank.handhistory.sites.lines.LineRoom` (its first lines read by one function,
its other lines as patterns per kind), and this grammar tells the builder what each line
says.

A player's line starts with a seated name (the longest that fits), then a space or ``": "``;
the word after it picks the room's patterns for the rest. Any other line is tried against the
room's ``lines``. A line no pattern reads is kept as unparsed (the hand is NOT AUDITABLE with
it quoted), never guessed. These rooms print the bet nobody called and the rake: nothing is
worked out, and a hand's own numbers must add up.

>>> from pokerrank.handhistory.sites.sealswithclubs import SEALS_WITH_CLUBS
>>> text = '''Hand #1-1 - 2013-06-28 02:14:48
... Game: NL Hold'em (40 - 200) - Blinds 1/2
... Site: Seals With Clubs
... Table: NLHE 6max 1/2 #7
... Seat 3: Ann (207.60)
... Seat 6: Bob (200)
... Bob has the dealer button
... Bob posts small blind 1
... Ann posts big blind 2
... ** Hole Cards **
... Bob folds
... Ann refunded 1
... Ann wins Pot (2)
... Rake (0)'''
>>> hand = next(read_lines(text, SEALS_WITH_CLUBS))
>>> hand.site, hand.hand_id, hand.format_money(hand.collected[0].amount), hand.returned
('Seals With Clubs', '1-1', '2', {'Ann': 100})
"""

from __future__ import annotations

import functools
import importlib
import re
from collections.abc import Callable, Iterator, Mapping
from typing import Any, Final

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory._posts import ante_contradiction
from pokerrank.handhistory.owntext import TextHand, stray_text
from pokerrank.handhistory.records import Action, ActionKind, HandRecord, Seat
from pokerrank.handhistory.sites.lines import Head, LineRoom, Rule, line_room, room_names, small_number
from pokerrank.handhistory.sites.vocabulary import LineKind, amount, cut_hands, lines_of
from pokerrank.handhistory.verdicts import INCONSISTENT

__all__ = ["read_line_rooms", "read_lines"]


def read_lines(text: str, room: LineRoom, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of a room's text, in order; a hand that cannot be read is a record whose
    ``error`` says why (its id and line)."""
    for chunk, line in cut_hands(text, room.start):
        if room.start.match(chunk) is None:  # lines no room writes after a hand (cut_hands): a record of their own
            if chunk.strip(" \t\r\n\ufeff"):
                yield stray_text(chunk, source, line, (room.name, room.format), encoding)
            continue
        lines = lines_of(chunk)
        hand = _Hand(source, "?", room.name, room.format, line, text=chunk.rstrip(), encoding=encoding)
        try:
            yield hand.read(room, lines)
        except HandHistoryError as exc:  # what the first lines said stays, for the counts by game
            yield HandRecord(source, hand.hand_id, room.name, room.format, line, hand.game, hand.game_text, error=exc,
                             encoding=encoding, text=hand.text)  # fmt: skip


def read_line_rooms(text: str, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of a text of one of the rooms written as plain lines, the room found from the
    text's first line (:func:`~pokerrank.handhistory.sites.lines.line_room`); a text of none of
    them is a typed error.

    >>> next(read_line_rooms("Hand #1-2 - 2013-06-28 02:13:53")).error.reason
    'the hand ends before its game and table lines'
    """
    room = line_room(text)
    if room is None:
        raise HandHistoryError(f"not a hand of {', '.join(room_names())}: {text.strip()[:60]!r}", source)
    return read_lines(text, room, source, encoding)


def _cards(text: str) -> str:
    """Cards as pokerrank writes them: ``10h`` (old WPN) is ``Th``."""
    return text.replace("10", "T") if "10" in text else text


def _match(rules: tuple[Rule, ...], text: str) -> tuple[re.Match[str], LineKind, str] | None:
    """The first rule that reads ``text``: its match, kind and detail."""
    for pattern, kind, detail in rules:
        found = pattern.match(text)
        if found is not None:
            return found, kind, detail
    return None


_NOISE: Final = LineKind.NOISE
_BRING_IN_POST: Final = ActionKind.BRING_IN
_BET: Final = LineKind.BET
_CALL: Final = LineKind.CALL
_COLLECT: Final = LineKind.COLLECT
_DEAL: Final = LineKind.DEAL
_DRAW: Final = LineKind.DRAW
_MUCK: Final = LineKind.MUCK
_POST: Final = LineKind.POST
_RAISE: Final = LineKind.RAISE
_RESULT: Final = LineKind.RESULT
_SHOW: Final = LineKind.SHOW
_STREET: Final = LineKind.STREET
_TABLE: Final = LineKind.TABLE
_TOTALS: Final = LineKind.TOTALS
_UNCALLED: Final = LineKind.UNCALLED
_FOLD: Final = LineKind.FOLD
_CHECK: Final = LineKind.CHECK
_SPEAKERS: Final[dict[tuple[tuple[str, ...], bool, str], _Speech]] = {}
_WAGERS: Final = {_CALL: "call", _BET: "bet", _RAISE: "raise"}
"""The builder's verb of each kind of wager."""
_SMALL_BLIND: Final = ActionKind.SMALL_BLIND
_DEAD_BLINDS: Final = ActionKind.DEAD_BLINDS
_ANTE: Final = ActionKind.ANTE
_BUTTON_BLIND: Final = ActionKind.BUTTON_BLIND
_CALLS: Final = ActionKind.CALL
_BETS: Final = ActionKind.BET
_FOLDED: Final = ActionKind.FOLD
"""(An enum's member named in a loop costs a look-up through its class each time: ~900
instructions in Python 3.11, where a module's constant costs a dict look-up.)"""
_RAISES: Final = ActionKind.RAISE
_POSTS: Final = {kind.value: kind for kind in ActionKind if kind.posts} | {"blind": ActionKind.BIG_BLIND}
_new = tuple.__new__
_STREET_CARDS: Final = re.compile(r"\[([^\]]*)\]")
_AMOUNTS: Final[dict[int, dict[str, int]]] = {1: {}, 100: {}}
"""Amount tokens already read, per scale (hands repeat the same few amounts), at most
:data:`_MOST_AMOUNTS` each."""
_MOST_AMOUNTS: Final = 20_000
"""The most amounts kept per scale: past it, a new amount is read each time it comes."""


def _by_first_word(rules: tuple[Rule, ...]) -> tuple[dict[str, tuple[Rule, ...]], tuple[Rule, ...]]:
    """A room's other lines' rules by the first word a line must begin with, where a rule's
    pattern begins with a whole literal word and a space (``Dealt to``, ``Rake``, ``***``):
    for each such word the rules a line of it may match, in the room's order, and the rules
    any line may match (those that begin otherwise). A line is tried against fewer patterns,
    with the same first match."""
    words: dict[int, str] = {}
    for number, (pattern, _, _) in enumerate(rules):
        literal = _LITERAL.match(pattern.pattern)
        if literal is None or "|" in re.sub(r"\(.*?\)", "", pattern.pattern):  # an alternative at the top
            continue
        text = re.sub(r"\\(.)", r"\1", literal.group())
        if pattern.pattern[literal.end() : literal.end() + 1] in ("?", "*", "+", "{"):  # the last sign optional
            text = text[:-1]
        if " " in text:
            words[number] = text.partition(" ")[0]
    fallback = tuple(rule for number, rule in enumerate(rules) if number not in words)
    by_word = {
        word: tuple(rule for number, rule in enumerate(rules) if words.get(number, word) == word)
        for word in set(words.values())
    }
    return by_word, fallback


_Said = tuple[LineKind | None, str, dict[str, str | Any], Any]
"""What a line says (:func:`_said`): its kind (None: no rule reads it), detail, groups (kept,
so never changed) and, for a wager or a post, what :func:`_wagered` (a :data:`_Wagered`) or
:func:`_posted` (a :data:`_Posted`) makes of it (None for a line of any other kind)."""
_Rules = tuple[
    LineRoom,
    dict[str, tuple["_Prepared", ...]],
    tuple["_Prepared", ...],
    dict[str, _Said],
    dict[str, _Said],
    bool,
    frozenset[str],
    dict[str, tuple["_Prepared", ...]],
]
_OTHER: Final[dict[int, _Rules]] = {}
"""Each room's other rules by first word (:func:`_by_first_word`); the other lines already
read (:func:`_said`; not those with cards or a stack, rarely seen twice); the player's lines
already read, by the text after the name (hands repeat the same few: ``folds``, ``checks``,
``calls 22``); whether its prefix names a run; and the last signs of its quiet lines: by the
identity of the room (:func:`_room_rules`); and its verbs' rules (as :func:`_prepared`, by
word). At most 20,000 lines of each kind are kept a room."""
_NO_RULE: Final[_Said] = (None, "", {}, None)
"""What no rule reads: no kind, detail or groups."""
_NAMED: Final = frozenset(
    {_POST, _CALL, _BET, _RAISE, _RESULT, _DEAL, _DRAW, _SHOW, _COLLECT, _FOLD, _CHECK, _MUCK, _UNCALLED}
)
"""The kinds of line that are a player's: a rule of one that names none reads nothing a hand can take."""
_BOARD_STREETS: Final = frozenset({"flop", "turn", "river"})
"""The streets whose line may deal board cards."""


_STUD_STREETS: Final = frozenset({"third", "fourth", "fifth", "sixth", "seventh"})


def _foreign_streets(family: str) -> frozenset[str]:
    """The streets of another kind of game than ``family``'s: the flop, turn and river belong
    to board games alone, ``fourth`` to ``seventh`` to stud alone; the deal, a draw and the
    showdown to none (Drawmaha draws and has a board). A stud street line in a Hold'em hand
    (``*** Fifth street ***``) or a flop in a stud hand is no street of that hand.

    >>> sorted(_foreign_streets("board")), sorted(_foreign_streets("draw")) == sorted(_BOARD_STREETS | _STUD_STREETS)
    (['fifth', 'fourth', 'seventh', 'sixth', 'third'], True)
    """
    return _FOREIGN.get(family) or (_BOARD_STREETS if family != "board" else frozenset()) | (
        _STUD_STREETS if family != "stud" else frozenset()
    )


_FOREIGN: Final = {"board": _STUD_STREETS, "stud": _BOARD_STREETS, "draw": _BOARD_STREETS | _STUD_STREETS}
"""Each kind of game's :func:`_foreign_streets` (looked up once a hand)."""


_LITERAL: Final = re.compile(r"(?:[A-Za-z0-9 ':#]|\\[*()\[\]. ])+")
"""The literal start of a pattern: letters, digits, spaces and escaped signs."""


def _said(by_word: Mapping[str, tuple[_Prepared, ...]], text: str, others: tuple[_Prepared, ...] = ()) -> _Said:
    """What a line says (a player's line after his name, with the room's ``verbs``; any
    other line with the room's other rules by first word, and ``others`` for a word none
    begins with), the rules :func:`_prepared`: the kind, detail and groups of the first rule
    for its first word that reads it, and for a wager or a post what :func:`_wagered` or
    :func:`_posted` makes of it; or the kind None (a player's line is then tried as any
    other; any other line is unparsed)."""
    for match, kind, detail, making in by_word.get(text.partition(" ")[0], others):
        found = match(text)
        if found is not None:
            groups = found.groupdict()
            return kind, detail, groups, None if making is None else making(kind, detail, groups)
    return _NO_RULE


_Making = Callable[[LineKind, str, dict[str, str | Any]], Any]
"""What makes a line's wager or post of its kind, detail and groups (:func:`_wagered`)."""
_Prepared = tuple[Callable[[str], "re.Match[str] | None"], LineKind, str, "_Making | None"]
"""A rule as :func:`_said` tries it: its pattern's ``match``, its kind and detail, and what
makes the line's wager or post of its groups (:func:`_wagered`, :func:`_posted`; None for
a line of any other kind)."""


def _prepared(rules: tuple[Rule, ...]) -> tuple[_Prepared, ...]:
    """Rules as :func:`_said` tries them (:data:`_Prepared`), in their order."""
    return tuple((pattern.match, kind, detail, _MAKERS.get(kind.name)) for pattern, kind, detail in rules)


_Wagered = tuple[str, str, bool, bool]
"""A call, bet or raise as a line says it: the builder's verb, the amount's text, whether it
is the street total (else the chips added), whether the player is all in."""
_Posted = tuple[str, ActionKind, bool, bool, bool]
"""A post as a line says it: the amount's text, the kind of post, whether it is a dead bet
(``posts (0.25) as a dead bet``: dead money, like a second small blind), whether it is a big
blind to come in (KingsClub's ``posts blind``), whether the player is all in."""


def _read_rest(rules: _Rules, rest: str) -> _Said:
    """What a player's line says after his name (:func:`_said` with the room's verbs), kept
    for the next time unless it holds cards (seldom seen twice)."""
    read = _said(rules[7], rest)
    if len(rules[4]) < 20_000 and "[" not in rest:
        rules[4][rest] = read
    return read


def _read_other(rules: _Rules, line: str, first: str | None = None) -> _Said:
    """What a line that is not a player's says (:func:`_said` with the room's other rules by
    first word: ``first``, where the caller has it), kept for the next time unless it holds
    cards or a stack (seldom seen twice)."""
    read: _Said
    if first is None:
        first = line.partition(" ")[0]
    for match, kind, detail, making in rules[1].get(first, rules[2]):  # (_said, inline)
        found = match(line)
        if found is not None:
            groups = found.groupdict()
            read = kind, detail, groups, None if making is None else making(kind, detail, groups)
            break
    else:
        read = _NO_RULE
    if "[" not in line and read[0] is not _RESULT and len(rules[3]) < 20_000:
        rules[3][line] = read
    return read


def _wagered(kind: LineKind, detail: str, groups: dict[str, str | Any]) -> _Wagered | None:
    """A call, bet or raise's verb, amount's text, whether that is the street total, and
    whether all in (``allin (90)``: a call, bet or raise by what it adds, old WPN); None for
    a line of another kind."""
    if kind is not _CALL and kind is not _BET and kind is not _RAISE:
        return None
    all_in = detail == "all-in" or bool(groups.get("all_in"))
    verb = "all-in" if detail == "all-in" else _WAGERS[kind]
    to = groups.get("to")
    return (verb, to, True, all_in) if to is not None else (verb, groups["amount"], False, all_in)


def _post_of(kind: LineKind, detail: str, groups: dict[str, str | Any]) -> _Posted:
    """:func:`_posted`, called as :func:`_wagered` is (the kind aside)."""
    return _posted(detail, groups)


_MAKERS: Final[dict[str, _Making]] = {
    "CALL": _wagered, "BET": _wagered, "RAISE": _wagered, "POST": _post_of,
}  # fmt: skip
"""What makes a line's wager or post, by its kind's name (a name hashes cheaper than the kind)."""


def _posted(detail: str, groups: dict[str, str | Any]) -> _Posted:
    """A post's amount's text, kind (``dead``: a small blind), whether a dead bet, whether a
    big blind to come in, and whether all in.

    >>> _posted("blind", {"amount": "44", "all_in": None})[1:]
    (<ActionKind.BIG_BLIND: 'big blind'>, False, True, False)
    """
    act = _POSTS[detail] if detail != "dead" else _SMALL_BLIND
    return groups["amount"], act, detail == "dead", detail == "blind", bool(groups.get("all_in"))


def _room_rules(room: LineRoom) -> _Rules:
    """What :data:`_OTHER` keeps of a room: its other rules by first word, the stores of the
    lines read, whether its prefix names a run, and the last signs of its quiet lines (a line
    ending otherwise is not tried against them)."""
    by_word, fallback = _by_first_word(room.lines)
    return (
        room,
        {word: _prepared(rules) for word, rules in by_word.items()},
        _prepared(fallback),
        {},
        {},
        "(?P<run>" in room.prefix,
        frozenset(end[-1] for end in room.quiet if end),
        {word: _prepared(rules) for word, rules in room.verbs.items()},
    )


_Speech = Callable[[str], "tuple[str, str, str | None] | None"]
"""A table's speaker of a line (:func:`_speaker`): the player, what he says and the run his
line names (None: not a player's line)."""
_Speaker = tuple[_Speech, tuple[tuple[str, ...], frozenset[str]] | None]
"""A table's speaker (:func:`_speaker`) and its names and its prefix's first signs where a
line's name can be found by its first space (:func:`_one_word_names`)."""

_PrefixEnds = Callable[[str], "tuple[tuple[int, str | None], ...]"]
"""Where a room's prefix may end in a line, with the run it names, in the order its pattern
tries them (:func:`_prefix_ends`)."""


def _speaker(names: tuple[str, ...], room: LineRoom) -> _Speaker:
    """Where a player's name ends: the room's ``prefix``, then the longest seated name a line
    starts with (the player), then a space (or ``": "``), then what he says (the rest of the
    line, up to a newline); and where every name is one word, the names and the signs the
    prefix can begin with (:func:`_one_word_names`). The same player, words and run as the
    pattern ``{prefix}(?P<player>name|...)(?::)? (?P<said>.*)`` of the names longest first
    finds (``(?!)`` where they join to nothing), found without it: the prefix's ends
    (:func:`_prefix_ends`, once per room), then the seated names beginning with the sign
    there, longest first (made in a few microseconds a table; that pattern took about 110 µs
    to compile, paid again by each table of few hands). A prefix whose ends are not known
    (another shape, flags) is read by that pattern, made once per table.

    >>> from pokerrank.handhistory.sites.kingsclub import KINGSCLUB
    >>> said, _ = _speaker(("Ann", "Ann Lee", "Bob"), KINGSCLUB)
    >>> said("Run 2: Ann Lee: bets 4"), said("Ann: folds"), said("Bob:folds"), said("Run 2: x")
    (('Ann Lee', 'bets 4', '2'), ('Ann', 'folds', None), None, None)
    """
    return _speech(names, room), _one_word_names(names, room.prefix)


def _speech(names: tuple[str, ...], room: LineRoom) -> _Speech:
    """:func:`_speaker`'s speaker of a line alone (the reader knows the names' first signs)."""
    ends = _prefix_ends(room.prefix)
    if ends is None:
        return _speaker_pattern(names, room)
    if not "|".join(names):  # the pattern's "(?!)": no name
        return _no_speaker
    colon = room.colon
    if _one_word_each(names):  # one word each: up to the space
        return functools.partial(_one_word_said, ends=ends, tokens=_name_tokens(names, colon))
    by_sign: dict[str, list[str]] = {}
    for name in sorted(names, key=len, reverse=True):
        if name:
            by_sign.setdefault(name[0], []).append(name)
    last = [""] if "" in names else []  # an empty name: the shortest, tried last
    for found in by_sign.values():
        found += last
    of_sign = by_sign.get

    def said_by(line: str) -> tuple[str, str, str | None] | None:
        for at, run in ends(line):
            for name in of_sign(line[at : at + 1], last):
                if not line.startswith(name, at):
                    continue
                after = at + len(name)
                if colon and line.startswith(": ", after):
                    said = line[after + 2 :]
                elif line.startswith(" ", after):
                    said = line[after + 1 :]
                else:
                    continue
                return name, said.partition("\n")[0], run
        return None

    return said_by


def _no_speaker(line: str) -> None:
    """No line has a speaker (:func:`_speaker` of no names)."""
    return None


def _speaker_pattern(names: tuple[str, ...], room: LineRoom) -> _Speech:
    """:func:`_speaker` by the table's pattern, where the room's prefix's ends are not known
    (:func:`_prefix_ends`). Made once per table (its names, as seated)."""
    key = (names, room.colon, room.prefix)
    made = _SPEAKERS.get(key)
    if made is None:
        alternatives = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True)) or "(?!)"
        colon = "(?::)?" if room.colon else ""
        match = re.compile(rf"{room.prefix}(?P<player>{alternatives}){colon} (?P<said>.*)").match
        runs = "run" in re.compile(room.prefix).groupindex

        def made(line: str) -> tuple[str, str, str | None] | None:
            said = match(line)
            return None if said is None else (said["player"], said["said"], said["run"] if runs else None)

        if len(_SPEAKERS) < 10_000:
            _SPEAKERS[key] = made
    return made


def _one_word_said(line: str, ends: _PrefixEnds, tokens: dict[str, str]) -> tuple[str, str, str | None] | None:
    """What :func:`_speech`'s speaker of a table whose names are one word each says of a line
    (the speaker, the words after the name, the run the prefix names), from ``tokens`` (each
    name, and each name with a colon after it where the room writes one, to the name): the
    first place the prefix may end (``ends``) where the word up to the next space is a name.

    >>> ends = _prefix_ends(r"(?:Run (?P<run>\\d): )?")
    >>> tokens = {"Ann": "Ann", "Ann:": "Ann"}
    >>> _one_word_said("Run 2: Ann: shows [Ah]", ends, tokens), _one_word_said("Rake 1", ends, tokens)
    (('Ann', 'shows [Ah]', '2'), None)
    """
    for at, run in ends(line):
        space = line.find(" ", at)
        if space > at:
            player = tokens.get(line[at:space])
            if player is not None:
                return player, line[space + 1 :].partition("\n")[0], run
    return None


def _name_tokens(names: tuple[str, ...], colon: bool) -> dict[str, str]:
    """A line's first word to its speaker: each name, and each name with a colon after it
    where the room writes one (``name: verb``); the names one word each, without a colon.

    >>> _name_tokens(("Ann",), True), _name_tokens(("Ann",), False)
    ({'Ann': 'Ann', 'Ann:': 'Ann'}, {'Ann': 'Ann'})
    """
    tokens = dict(zip(names, names, strict=True))
    if colon:  # (a loop: about half the cost of a second zip of formatted names, a table's every hand)
        for name in names:
            tokens[name + ":"] = name
    return tokens


def _one_word_names(names: tuple[str, ...], prefix: str) -> tuple[tuple[str, ...], frozenset[str]] | None:
    """The names, and the signs the room's ``prefix`` can begin with, where a line that begins
    with none of those signs is read by the speaker's pattern as the prefix matching nothing
    and the name the line up to its first space (less a colon before it): every name one word
    without a colon (a longer or shorter name cannot end there), and a prefix that may match
    nothing, its first signs known. None otherwise (the pattern reads every line).

    >>> names, signs = _one_word_names(("Hero", "Player0"), r"(?:Run (?P<run>\\d): )?")
    >>> sorted(names), sorted(signs)
    (['Hero', 'Player0'], ['R'])
    >>> _one_word_names(("ann lee",), ""), _one_word_names(("ann",), r"\\*?Player ")
    (None, None)
    """
    if not names or not _one_word_each(names):
        return None
    signs = _prefix_signs(prefix)
    return None if signs is None else (names, signs)


def _one_word_each(names: tuple[str, ...]) -> bool:
    """Whether every name is one word without a colon (and not empty).

    >>> _one_word_each(("Ann", "Bob")), _one_word_each(("Ann", "Bo b")), _one_word_each(("", "Bob"))
    (True, False, False)
    """
    joined = "\n".join(names)  # (a sign no test below looks for)
    return "" not in names and " " not in joined and ":" not in joined


@functools.cache
def _prefix_signs(prefix: str) -> frozenset[str] | None:
    """The signs a room's ``prefix`` can begin with, where it may match nothing and they are
    known (:func:`_first_signs_of`); None otherwise. Read once per room."""
    if not prefix:
        return frozenset()
    signs, empty = _first_signs_of(re.compile(prefix))
    return None if signs is None or not empty else frozenset(signs)


@functools.cache
def _prefix_ends(prefix: str) -> _PrefixEnds | None:
    """Where a room's ``prefix`` may end in a line, with the run it names (group ``run``, if
    any), in the order the pattern tries them: none (``""``: at 0); a sequence of single signs
    (a literal, a class, a group of them) one way only, where a sign made optional (``\\*?``)
    is followed by another literal sign (``\\*?Player ``: where it matches); or one optional
    group of single signs (``(?:Run (?P<run>\\d): )?``: its end where it matches, then 0).
    None for any other prefix (or one with flags): its pattern is made per table.

    >>> ends = _prefix_ends(r"(?:Run (?P<run>\\d): )?")
    >>> ends("Run 2: Ann: folds"), ends("Ann: folds"), _prefix_ends(r"\\*?Player ")("*Player a")
    (((7, '2'), (0, None)), ((0, None),), ((8, None),))
    >>> _prefix_ends(r"(?:ab|a)") is None, _prefix_ends("(?i)x") is None
    (True, True)
    """
    if not prefix:
        return _at_start
    try:
        pattern = re.compile(prefix)
        parser: Any = importlib.import_module("re._parser")
        items = list(parser.parse(prefix))
    except Exception:  # not a pattern (the table's pattern says why), or another interpreter's parser
        return None
    if pattern.flags & ~re.UNICODE:
        return None
    match = pattern.match
    run = pattern.groupindex.get("run")
    if len(items) == 1 and _optional(items[0]) and _single_signs(list(items[0][1][2])):

        def optional(line: str) -> tuple[tuple[int, str | None], ...]:
            found = match(line)
            if found is None:  # (it always matches: nothing, at least)
                return ()
            end = found.end()
            return ((end, found.group(run) if run else None), (0, None)) if end else ((0, None),)

        return optional
    for item, following in zip(items, [*items[1:], None], strict=True):
        if _optional(item):
            inner = list(item[1][2])
            if not (
                len(inner) == 1
                and str(inner[0][0]) == "LITERAL"
                and following is not None
                and str(following[0]) == "LITERAL"
                and following[1] != inner[0][1]
            ):
                return None
        elif not _single_signs([item]):
            return None

    def one_way(line: str) -> tuple[tuple[int, str | None], ...]:
        found = match(line)
        return () if found is None else ((found.end(), found.group(run) if run else None),)

    return one_way


def _at_start(line: str) -> tuple[tuple[int, str | None], ...]:
    """The ends of an empty prefix (:func:`_prefix_ends`): 0."""
    return _AT_START


_AT_START: Final[tuple[tuple[int, str | None], ...]] = ((0, None),)


def _optional(item: Any) -> bool:
    """Whether a parsed item is ``X?`` (greedy)."""
    return str(item[0]) == "MAX_REPEAT" and item[1][0] == 0 and item[1][1] == 1


def _single_signs(items: list[Any]) -> bool:
    """Whether parsed items match one sign each, one way only (literals, classes, any sign, and
    groups of them without flags): a pattern of them has one match or none, never another to
    fall back to."""
    for op, value in items:
        name = str(op)
        if name == "SUBPATTERN":
            if value[1] or value[2] or not _single_signs(list(value[3])):
                return False
        elif name not in ("LITERAL", "NOT_LITERAL", "IN", "ANY"):
            return False
    return bool(items)


def _first_signs_of(pattern: re.Pattern[str]) -> tuple[set[str] | None, bool]:
    """:func:`_signs_of` the whole ``pattern`` (None: not known, a case ignored or another
    interpreter's parser)."""
    if pattern.flags & re.IGNORECASE:
        return None, False
    try:
        parser: Any = importlib.import_module("re._parser")
        parsed = parser.parse(pattern.pattern, pattern.flags)
    except Exception:  # another interpreter's parser: every line tried
        return None, False
    return _signs_of(list(parsed))


def _signs_of(items: list[Any]) -> tuple[set[str] | None, bool]:
    """The signs a sequence of parsed items (:mod:`re._parser`'s) can begin a match with (None:
    not known), and whether it may match nothing."""
    signs: set[str] = set()
    for op, value in items:
        name = str(op)
        if name == "LITERAL":
            return signs | {chr(value)}, False
        if name == "IN" and all(str(kind) == "LITERAL" for kind, _ in value):  # names of one letter
            return signs | {chr(code) for _, code in value}, False
        if name == "SUBPATTERN" and not value[1] and not value[2]:  # a group without flags
            inner, empty = _signs_of(list(value[3]))
        elif name == "BRANCH":
            inner, empty = set(), False
            for choice in value[1]:
                found, nothing = _signs_of(list(choice))
                if found is None:
                    return None, False
                inner |= found
                empty = empty or nothing
        elif name in ("MAX_REPEAT", "MIN_REPEAT"):
            inner, empty = _signs_of(list(value[2]))
            empty = empty or value[0] == 0
        else:  # a class of signs, a look-around, an anchor, any sign: not known
            return None, False
        if inner is None:
            return None, False
        signs |= inner
        if not empty:
            return signs, False
    return signs, True


_NUMBER_GROUP: Final = re.compile(r"\(\?P<(seat|stack)>(?:\\.|\[(?:\\.|[^\]\\])*\]|[^()\\\[])*\)")
"""A seat pattern's group ``seat`` or ``stack`` whose pattern holds no group (``[0-9]{1,9}``, ``[\\d,.]+``)."""


@functools.lru_cache(maxsize=64)
def _loose_seat(seat: re.Pattern[str]) -> Callable[[str], re.Match[str] | None]:
    """A room's seat pattern with any word in place of its seat number and stack (read only
    for a line that pattern does not read: :meth:`_Hand.refuse_seat`).

    >>> from pokerrank.handhistory.sites.kingsclub import KINGSCLUB
    >>> _loose_seat(KINGSCLUB.seat)("Seat ²: Ann (9e9)").group("seat", "stack")
    ('²', '9e9')
    """
    loose = _NUMBER_GROUP.sub(lambda found: f"(?P<{found[1]}>[^\\s:()]+)", seat.pattern)
    return re.compile(loose, seat.flags).match


class _Hand(TextHand):
    """One hand of a room of plain lines: the head, the seats, then every line by its kind,
    each told to the builder."""

    def units(self, token: str, line: int) -> int:
        """An amount in this hand's units (read once per text and scale)."""
        found = self.cache.get(token)
        if found is None:
            try:
                found = amount(token, self.scale)
            except ValueError as exc:
                raise self.fail(str(exc), line) from None
            cache = self.cache
            if len(cache) < _MOST_AMOUNTS:  # (a stream of new stacks must not grow it without bound)
                cache[token] = found
        return found

    cache: dict[str, int] = _AMOUNTS[1]
    """The amounts read already at this hand's scale."""

    def read(self, room: LineRoom, lines: list[str]) -> HandRecord:
        start = self.line
        try:
            head = room.head(lines)
        except ValueError as exc:  # the id as the first line gives it (read only here: a head read has it)
            found = room.start.match(lines[0]) if lines else None
            self.hand_id = (found.groupdict().get("id") if found is not None else None) or "?"  # old WPN: on line 2
            raise self.fail(str(exc)) from None
        self.take_head(head, start + len(lines) - 1)
        rules = _OTHER.get(id(room))
        if rules is None or rules[0] is not room:  # (hashing the room costs more than a line)
            if len(_OTHER) >= 64:  # (a room built per call by a user: bounded)
                _OTHER.clear()
            rules = _OTHER[id(room)] = _room_rules(room)
        units, known = self.units, self.cache.get
        index, end = head.body, len(lines)
        names: dict[str, int] = {}
        seat_line = room.seat.match
        seated, seats = self.names, self.seats
        while index < end:
            line = lines[index].strip()
            seat_like = line.startswith("Seat ")
            found = seat_line(line) if seat_like else None
            if found is None:
                table = (
                    rules[3].get(line) or _read_other(rules, line) if line and (not names or seat_like) else _NO_RULE
                )
                if table[0] is _TABLE:  # "Seat 4 is the button" before the seats
                    self.button = int(table[2]["button"])
                    index += 1
                    continue
                if seat_like:  # a seat but for a number no room writes (read as noise too): named
                    self.refuse_seat(room.seat, line, start + index)
                if line and table[0] is not _NOISE:
                    break
                index += 1
                continue
            number, name, stack, rest = found.group("seat", "name", "stack", "rest")
            at = start + index
            names[name] = seat_number = int(number)
            chips = known(stack) or units(stack, at)
            if name in seated:  # (TextHand.seat, inline)
                raise self.fail(f"two seats named {name!r}", at)
            seated.add(name)
            seats.append(_new(Seat, (seat_number, name, chips, "sitting out" in rest)))
            index += 1
        if not names:
            raise self.fail("the hand has no seats", start + index)
        try:
            self.plays(room, rules, lines, index, names)
            if room.finish is not None:
                room.finish(self)
        except HandHistoryError as error:  # (the order is judged once the hand is read: a fault before it first)
            failed = error.line
            order = None if self.unparsed or failed is None else self.out_of_order(lines)
            if order is not None and failed is not None and (order.line or 0) < failed:
                raise order from error
            raise
        if not self.unparsed:  # (a line not read may be the turn that seems out of order: the audit names it)
            problem = self.out_of_order(lines)
            if problem is not None:
                raise problem
        if head.family == "stud":
            self.button = None
        self.check_antes(lines)
        record = self.record()
        if self.summary and not record.unparsed:  # (a line not read may be the chips a stack misses: its reason)
            self.check_summary(record)
        if self.results and not record.unparsed:
            self.check_results(record)
        return record

    def check_antes(self, lines: list[str]) -> None:
        """The hand's antes against the rules (:func:`~pokerrank.handhistory._posts.ante_contradiction`):
        a player posting the ante twice, or an ante unlike the others but a smaller one all in,
        or a player who acts without an ante where two or more others post one (the rule of
        :func:`~pokerrank.handhistory._posts.forced_bet_contradiction`), is NOT AUDITABLE, the
        line quoted (KingsClub: an ante moved by a chip, or its line written twice, MATCHed, the
        chip taken as rake; an ante deleted, or written onto the button's line, MATCHed, the
        stacks after the hand and the wins agreeing with it). The blinds are not judged here: these
        rooms' readers take a second small blind for dead money, and the button's second ante
        for its blind (KingsClub's 6+)."""
        antes = [action for action in self.actions if action.kind is _ANTE]
        if len(antes) < 2 or self.unparsed:
            return
        first = antes[0].amount
        anted = {ante.player for ante in antes}
        if all(ante.amount == first for ante in antes) and len(anted) == len(antes):
            found = None  # (every ante alike, each player's once: what nearly every hand posts, judged at once)
        else:
            found = ante_contradiction(self.actions, {seat.name: seat.stack for seat in self.seats}, self.money_text)
        if found is None:  # every player who acts posted one (one ante alone is the table's: none here)
            bare = next((action for action in self.actions if action.player not in anted), None)
            if bare is not None:
                found = bare.line, f"{bare.player} acts but posted no ante, where {len(anted)} other players did"
        if found is not None:
            at, why = found
            row = lines[at - self.line].strip() if 0 <= at - self.line < len(lines) else ""
            raise self.fail(f"line {at}: {shorten(row, 80)}: {why}", at, INCONSISTENT)

    def check_results(self, record: HandRecord) -> None:
        """Each result line's figures (old WPN: ``*Player P shows: [..]. Bets: 300. Collects:
        612. Wins: 312.``) against the hand: ``Bets`` is what the player's lines put in less the
        bet handed back to him, and ``Wins`` (``Loses``) the collects less (more than) the bets;
        the collects are what he was paid (read so). Otherwise the file disagrees with itself:
        NOT AUDITABLE, the line quoted (a blind moved onto another player, a bet changed by a
        chip, had MATCHed, the chips taken as rake); a player who put chips in and has no result
        line, or has two, is refused so too. A summary whose every bets and net figure is 0
        prints neither (fpdb's data-mined files): not judged."""
        if not any(bets or net for bets, net, _, _ in self.results.values()):
            return
        put = self.put
        returned = record.returned
        money = record.format_money
        for name, chips in put.items():  # (the room writes a line for every player, the chips he put in)
            if chips and name not in self.results:
                raise self.fail(
                    f"the room's lines disagree: {name} put in {money(chips)}, but the summary has no line of his",
                    min(at for _, _, at, _ in self.results.values()),  # (the summary's first result line)
                    "chips do not add up",
                )
        for name, (bets, net, at, line) in self.results.items():
            spent = put.get(name, 0) - returned.get(name, 0)
            if bets != spent:
                back = returned.get(name, 0)
                raise self.fail(
                    f"the room's lines disagree: {name}'s lines put in {money(spent + back)}"
                    + (f" and {money(back)} went back" if back else "")
                    + f", but the summary's bets are {money(bets)}: {shorten(line)}",
                    at,
                    "chips do not add up",
                )
            paid = sum(collection.amount for collection in record.collected if collection.player == name)
            if net != paid - bets:
                said = f"wins {money(net)}" if net >= 0 else f"loses {money(-net)}"
                raise self.fail(
                    f"the room's lines disagree: {name} bets {money(bets)} and collects {money(paid)}, a net of"
                    f" {money(paid - bets)}, but the summary {said}: {shorten(line)}",
                    at,
                    "chips do not add up",
                )

    def summary_figure(self, token: str, what: str, line: str, at: int) -> int:
        """A summary line's stack after the hand (``8,041.62``) or net (``+831``, ``-88``) in
        units; a figure that is no amount is an error quoting the line."""
        text = token[1:] if token[0] in "+-" else token
        value = self.cache.get(text)  # (the amounts read before, as units() keeps them)
        if value is None:
            try:
                value = amount(text, self.scale)
            except ValueError:
                raise self.fail(f"the summary's {what} {token!r} is no amount: {shorten(line)}", at) from None
            if len(self.cache) < _MOST_AMOUNTS:
                self.cache[text] = value
        return -value if token[0] == "-" else value

    def check_summary(self, record: HandRecord) -> None:
        """Each summary line's figures (KingsClub: ``Seat 2: Bob (912) -88``) against the hand:
        the stack after the hand is the stack before less what the player's lines put in plus
        what he was paid, and the net (none printed: nothing won or lost) is what he was paid
        less what he put in. A winner's payout is read from his stack (:meth:`paid_from_stacks`),
        so his stack agrees by its reading and the audit compares that payout with the
        showdown; a loser's stack below what his lines leave him, or a net other than the
        stack's, is the file disagreeing with itself: NOT AUDITABLE, the line quoted."""
        stacks = {seat.name: seat.stack for seat in self.seats}
        put = self.put
        got: dict[str, int] = {}
        for collection in record.collected:
            got[collection.player] = got.get(collection.player, 0) + collection.amount
        money = record.format_money
        for name, (net, at, line) in self.summary.items():
            before, after, spent, paid = stacks[name], self.after[name], put.get(name, 0), got.get(name, 0)
            if after != before - spent + paid:
                raise self.fail(
                    f"the room's lines disagree: {name} had {money(before)}, put in {money(spent)} and was paid"
                    f" {money(paid)}, but the summary's stack after the hand is {money(after)}: {shorten(line)}",
                    at,
                    "chips do not add up",
                )
            if (net or 0) != paid - spent:
                said = "none" if net is None else money(net)
                raise self.fail(
                    f"the room's lines disagree: {name} was paid {money(paid)} and put in {money(spent)}, a net of"
                    f" {money(paid - spent)}, but the summary's net is {said}: {shorten(line)}",
                    at,
                    "chips do not add up",
                )
        if self.stated:
            self.check_stated(got, money)

    def check_stated(self, got: dict[str, int], money: Callable[[int], str]) -> None:
        """The wins lines (KingsClub's ``P wins pot (975)``) against what the stacks say each was
        paid (``got``). They leave out the bet no one called and, at times, a side pot no one
        contested (docs/RULES.md): chips of the player still in the hand who put in the most
        alone. Every other player's wins lines total what he was paid; that player's total what
        he was paid less either the bet no one called (the last betting round's:
        :meth:`bet_not_called`) or the chips above what any other player still in put in (none
        still in: the bet no one called alone): every shared hand is on one of the two, a figure
        between them is refused.
        Dead money calls nothing. Otherwise the file disagrees with itself: NOT AUDITABLE, the
        line quoted."""
        live = dict(self.put)
        for name, dead in self.dead.items():
            live[name] = live.get(name, 0) - dead
        folded = {action.player for action in self.actions if action.kind is _FOLDED}  # (a constant: see _FOLDED)
        ins = sorted((amount, name) for name, amount in live.items() if name not in folded)
        top = ins[-1][1] if ins and (len(ins) < 2 or ins[-1][0] > ins[-2][0]) else None
        stated_lines = self.stated
        for seat in self.seats:
            name = seat.name
            lines = stated_lines.get(name, [])
            paid = got.get(name, 0)
            if not lines and not paid and name != top:  # (most seats: no wins line, nothing paid, nothing to say)
                continue
            stated = sum([amount for amount, _, _ in lines])
            at, line = lines[0][1:] if lines else self.summary.get(name, (None, 0, ""))[1:]
            if name == top:
                most = live[name]
                uncalled = self.bet_not_called(name)
                unsaid = uncalled  # (no other player still in: no pot, the bet no one called alone)
                others = [amount for amount, other in ins if other != name]
                if others:
                    level, unsaid = max(others), 0
                    for amount in live.values():  # (each player's chips up to the most, above the level)
                        above = (amount if amount < most else most) - level
                        if above > 0:
                            unsaid += above
                if paid - stated in (uncalled, unsaid):  # (one or the other: every shared hand is on one)
                    continue
                left = money(uncalled) if unsaid == uncalled else f"{money(uncalled)} or {money(unsaid)}"
                want = money(paid - uncalled)
                if unsaid != uncalled:
                    want = f"{want} or {money(paid - unsaid)}"
                raise self.fail(
                    f"the room's lines disagree: {name}'s stack after the hand says the player was paid {money(paid)},"
                    f" of which {left} is a bet no one called or a pot no one contested: the player's wins lines would"
                    f" say {want}, but they say {money(stated)}: {shorten(line)}",
                    at or None,
                    "chips do not add up",
                )
            if stated != paid:
                said = f"the player's wins lines say {money(stated)}" if lines else "no wins line names the player"
                raise self.fail(
                    f"the room's lines disagree: {name}'s stack after the hand says the player was paid"
                    f" {money(paid)}, but {said}: {shorten(line)}",
                    at or None,
                    "chips do not add up",
                )

    def bet_not_called(self, name: str) -> int:
        """The bet no one called of ``name`` (the player still in who put in the most alone), as
        the rules hand it back: what he put in on the last betting round he put chips in, above
        the most any other player put in on that round (``rounds``: antes and dead money are no
        round's bets). Not his chips above every other player's in the whole hand: a call, an
        ante or a bet of his deleted from an earlier round leaves those totals agreeing with his
        stack after the hand and the wins lines (KingsClub #40091899: ``Player0 calls 38.58`` deleted,
        his totals 27.42 above Player5's and his stack 27.42 above the wins line, where the
        sixth street's ``Player0 bets 44`` nobody called is 44)."""
        for chips in reversed((*self.rounds, self.street_in)):
            mine = chips.get(name, 0)
            if mine > 0:
                most = max([other for player, other in chips.items() if player != name], default=0)
                return mine - most if mine > most else 0
        return 0

    def refuse_seat(self, seat: re.Pattern[str], line: str, at: int) -> None:
        """A line the room's ``seat`` pattern reads but for its seat number or stack, one no
        room writes (``Seat ²:``, ``Seat ٣:``, 100,000 digits, ``(9e900000)``): an error naming
        it (else nothing: the line is not a seat's)."""
        found = _loose_seat(seat)(line)
        if found is None:
            return
        number, stack = found.groupdict().get("seat"), found.groupdict().get("stack")
        try:
            if number is not None:
                small_number(number, "a seat number")
            if stack is not None:
                amount(stack, self.scale)
        except ValueError as exc:
            raise self.fail(str(exc), at) from None

    def take_head(self, head: Head, last: int) -> None:
        """What the hand's first lines say, onto the builder."""
        self.hand_id, self.scale, self.game, self.game_text = head.hand_id, head.scale, head.game, head.game_text
        self.structure, self.stakes, self.currency, self.tournament = (
            head.structure, head.stakes, head.currency, head.tournament
        )  # fmt: skip
        self.table, self.max_seats, self.hidden_fee, self.last_line = (
            head.table,
            head.max_seats,
            head.unprinted_fee,
            last,
        )
        self.street = "deal" if head.family == "draw" else ("third" if head.family == "stud" else "preflop")
        self.extra = {"family": head.family}
        self.cache = _AMOUNTS[head.scale]
        self.worked_out = False
        self.summary: dict[str, tuple[int | None, int, str]] = {}
        self.stated: dict[str, list[tuple[int, int, str]]] = {}
        self.results: dict[str, tuple[int, int, int, str]] = {}
        """Each result line's figures (old WPN's ``Bets: 300. Collects: 612. Wins: 312.``): the
        bets, the net (won, or lost as a negative), the line's number and text."""
        """Each player's wins lines (KingsClub's ``P wins pot (975)``): the amount, the line's number and text."""
        """Each summary line read (a stack after the hand): its net (None: none printed), its number and text."""
        self.rounds: list[dict[str, int]] = []
        """Each betting round's chips by player, once it is over (the round being played is
        ``street_in``): kept by :meth:`plays` where a street line or the deal's first draw ends it."""

    def plays(self, room: LineRoom, rules: _Rules, lines: list[str], index: int, names: dict[str, int]) -> None:
        """Every line after the seats, told to the builder by its kind (the kinds most lines
        are of tried first). What a line says is read once per room and looked up after
        (:data:`_OTHER`, ``rules``): a player's line by the text after his name, any other line whole."""
        seated_names = tuple(names)
        one_word = _one_word_names(seated_names, room.prefix)
        speaker: _Speech | None = None  # made for the first line the names' first space does not settle
        by_space = one_word is not None
        prefix_signs = one_word[1] if one_word is not None else frozenset()
        tokens = _name_tokens(seated_names, room.colon)  # a line's first word to its speaker (by_space)
        # (by_space: a line that may begin with the prefix is read where the prefix may end, by the same look-up)
        ends = _prefix_ends(room.prefix) if by_space else None
        by_first, others, read_before, rests, room_runs, quiet_ends = rules[1:7]
        streets, quiet = room.streets, room.quiet
        units, fold, check = self.units, self.fold, self.check
        actions = self.actions
        append = actions.append
        known = self.cache.get  # the amounts read before
        family = self.extra["family"]
        foreign = _foreign_streets(family)
        unparsed = self.unparsed
        stakes = self.stakes
        showdown = small_blind = fee_printed = acted = False
        coming: list[tuple[str, int]] = []
        anted: set[str] = set()
        rounds = self.rounds
        button_ante = room.button_ante
        groups: dict[str, str | Any]
        player: str  # ("": a line of no player)
        for at, line in enumerate(map(str.strip, lines[index:]), self.line + index):
            if not line or (line[-1] in quiet_ends and line.endswith(quiet)):  # (by the last sign first)
                continue
            if by_space and line[0] not in prefix_signs:  # the name: up to the first space (less a colon)
                first, _, rest = line.partition(" ")
                speaking = tokens.get(first)  # (a name alone says nothing: no verb reads "", the whole line is read)
                said_run = None
            else:
                first = None  # (the line's first word: read where needed)
                if ends is not None:  # (no speaker made for a table's one such line: KingsClub's "Rake 1")
                    said = _one_word_said(line, ends, tokens)
                else:
                    if speaker is None:
                        speaker = _speech(seated_names, room)
                    said = speaker(line)
                if said is None:
                    speaking = said_run = None
                else:
                    speaking, rest, said_run = said
                    if not room_runs:
                        said_run = None
            if speaking is not None:
                player = speaking
                kind, detail, groups, extra = rests.get(rest) or _read_rest(rules, rest)
                if extra is None:  # (a wager or a post: below)
                    if kind is _FOLD:  # the most common lines, first
                        fold(player, at)
                        acted = True
                        continue
                    if kind is _CHECK:
                        check(player, at)
                        acted = True
                        continue
                    if kind is _NOISE:
                        continue
            if speaking is None or kind is None:  # not a player's line, or no rule of the room's verbs: the whole line
                kept = "[" not in line  # (a line with cards is never kept: not looked for)
                said_line = read_before.get(line) if kept else None
                if said_line is None:  # (_read_other, inline: a call a new line saved)
                    if first is None:
                        first = line.partition(" ")[0]
                    for match, kind, detail, making in by_first.get(first, others):
                        found = match(line)
                        if found is not None:
                            groups = found.groupdict()
                            said_line = kind, detail, groups, None if making is None else making(kind, detail, groups)
                            break
                    else:
                        said_line = _NO_RULE
                    if kept and said_line[0] is not _RESULT and len(read_before) < 20_000:
                        read_before[line] = said_line
                kind, detail, groups, extra = said_line
                if kind is None:
                    unparsed.append((at, line))
                    continue
                if kind is _NOISE:
                    continue
                named = groups.get("name")
                if named is not None:
                    player = named.strip()
                    if player not in names:
                        raise self.fail(f"{player!r} is not a player seated at this table", at)
                elif kind is _STREET or kind is _TOTALS or kind is _TABLE or kind not in _NAMED:
                    player = ""  # (a line of no player)
                else:
                    raise self.fail(f"a {kind.value} line that names no player: {line[:60]!r}", at)
            if extra is not None:  # a call, bet, raise or post: what it says, read once
                if kind is _POST:
                    token, act, dead_bet, blind, all_in = extra
                    added = known(token) or units(token, at)
                    if dead_bet:  # "posts (0.25) as a dead bet": dead money, like a second small blind
                        dead = added
                    elif act is _DEAD_BLINDS:  # the small blind's part is dead money
                        dead = added - min(added, stakes[-1])
                    elif act is _SMALL_BLIND and small_blind:  # a second small blind: dead
                        dead = added
                    else:
                        dead = 0
                    if act is _SMALL_BLIND:
                        small_blind = True
                    elif act is _ANTE and button_ante:  # the button's second ante: its blind, live (6+)
                        if player not in anted:
                            anted.add(player)
                        elif family != "stud" and any(
                            seat.name == player and seat.seat == self.button for seat in self.seats
                        ):
                            act = _BUTTON_BLIND
                    if blind:  # a big blind to come in (KingsClub), perhaps with a dead small blind
                        coming.append((player, len(actions)))
                    if act is not _ANTE:  # (TextHand.post, inline: a call a post saved)
                        street_in = self.street_in
                        street_in[player] = street_in.get(player, 0) + added - dead
                    if dead:
                        self.dead[player] = self.dead.get(player, 0) + dead
                    append(_new(Action, (self.street, player, act, added, None, all_in, None, None, at)))
                    continue
                verb, token, to, all_in = extra
                chips = known(token) or units(token, at)
                street_in = self.street_in  # (TextHand.wager, inline: one look-up of what he has in, no call)
                before = street_in.get(player, 0)
                if to:
                    if chips <= before:
                        # (a line written again: named as the turn out of order it is, where it is one)
                        append(_new(Action, (self.street, player, _CALLS, 0, None, all_in, None, None, at)))
                        again = None if unparsed else self.out_of_order(lines)
                        if again is not None:  # (the first line out of order: this one, or one before)
                            raise again
                        more = "as much" if chips == before else "more"
                        raise self.fail(f"{player} goes to {token} having already put in {more}", at)
                    added = chips - before
                else:
                    added = chips
                if added < 0:
                    raise self.fail(f"line {at}: {player!r} takes chips back ({verb} to less than the {before} in)", at)
                after = before + added
                if verb == "call":
                    append(_new(Action, (self.street, player, _CALLS, added, None, all_in, None, None, at)))
                else:
                    high = max(street_in.values()) if street_in else 0
                    act = (
                        _CALLS
                        if verb == "all-in" and after <= high
                        else _BETS
                        if not high and verb != "raise"
                        else _RAISES
                    )
                    target = after if act is not _CALLS else None
                    append(_new(Action, (self.street, player, act, added, target, all_in, None, None, at)))
                street_in[player] = after
                acted = True
                continue
            if kind is _RESULT:  # the stack after the hand: what each was paid is read from it
                value, net = groups["stack"], groups.get("net")
                stack = known(value)
                self.after[player] = stack if stack is not None else self.summary_figure(value, "stack", line, at)
                self.summary[player] = (None if net is None else self.summary_figure(net, "net", line, at), at, line)
            elif kind is _STREET:
                new_street = streets.get(groups["marker"])
                if new_street is None:
                    raise self.fail(f"unknown street line: {line[:60]!r}", at)
                if new_street in foreign:
                    raise self.fail(
                        f"a street line of another kind of game than this {family} game's: {line[:60]!r}", at
                    )
                if new_street == "showdown":
                    showdown = True
                elif new_street in _BOARD_STREETS:
                    cards = " ".join(_STREET_CARDS.findall(line)).split()
                    if cards:
                        self.run_board(int(groups.get("run") or said_run or 1), cards, at)
                if new_street and new_street != "showdown" and new_street != self.street:
                    # a street line before anyone acted (KingsClub's all-in-or-fold Omaha) ends no round
                    if acted:  # (the round's chips kept: bet_not_called)
                        rounds.append(self.street_in)
                    self.new_street(new_street, bets_stay=not acted)
                    acted = False
            elif kind is _DEAL:
                seen = groups["cards"].split()
                if "X" in seen:
                    seen = [card for card in seen if card != "X"]
                if len(set(seen)) != len(seen):  # KingsClub's draws run twice
                    raise self.fail(f"a card twice in one line: {line[:60]!r}", at)
                if seen:  # detail "add": one card a line, added to those before (old WPN, stud)
                    self.deal(player, _cards(" ".join(seen)), add=detail == "add")
            elif kind is _DRAW:
                if self.street == "deal":  # (the first draw ends the deal's round: TextHand.draw)
                    rounds.append(self.street_in)
                self.drawn(player, groups, detail, at)
            elif kind is _COLLECT and detail == "stated":  # KingsClub's wins line: checked against the stacks
                self.stated.setdefault(player, []).append((units(groups["amount"], at), at, line))
            elif kind is _SHOW or kind is _COLLECT:  # a payout may show the cards too (old WPN)
                if said_run is not None and family == "draw" and kind is _SHOW:  # "Run 2: P shows [..]"
                    self.show_run(player, _cards(groups.get("cards") or ""), int(said_run), at)
                    continue
                cards_shown = _cards(groups.get("cards") or "")
                words = groups.get("words")
                run = int(groups.get("run") or said_run or 1)
                if cards_shown:
                    when = "showdown" if showdown or kind is _COLLECT else self.street
                    self.show(player, cards_shown, words or "", at, run=run, street=when)
                elif words:
                    self.claim(player, words, at, run)
                paid = units(groups["amount"], at) if kind is _COLLECT else -1
                bets = groups.get("bets")
                if bets is not None:  # (old WPN's figures: checked once the hand is read)
                    won, lost = groups.get("won"), groups.get("lost")
                    net = units(won, at) if won is not None else -units(lost or "0", at)
                    if player in self.results:  # (one result line a player: a second says otherwise or nothing)
                        first_at, first_line = self.results[player][2:]
                        raise self.fail(
                            f"two summary lines for {player}: {shorten(first_line)} (line {first_at}) and"
                            f" {shorten(line)}: the room writes one a player",
                            at,
                            INCONSISTENT,
                        )
                    self.results[player] = (units(bets, at), net, at, line)
                if paid > 0 or (paid == 0 and detail != "result"):  # a player's result line: "Collects: 0", nothing
                    self.collect(player, paid, (groups.get("pot") or "pot").lower(), at, run)
            elif kind is _FOLD or kind is _CHECK:  # a line that names its player later
                (fold if kind is _FOLD else check)(player, at)
                acted = True
            elif kind is _TOTALS:  # the rake, and a jackpot fee taken like it (old WPN)
                rake, fee = groups.get("rake"), groups.get("fee")
                rake_units = units(rake, at) if rake else 0
                self.rake = (self.rake or 0) + rake_units + (units(fee, at) if fee else 0)
                fee_printed = fee_printed or bool(fee)
            elif kind is _TABLE:
                self.button = names[player] if player else int(groups["button"])
            elif kind is _MUCK:
                self.muck(player, at, groups.get("cards"), street="showdown")
            elif kind is _UNCALLED:
                self.give_back(player, units(groups["amount"], at))
            # NOISE: nothing
        if fee_printed:
            self.hidden_fee = 0
        for run in range(2, max(self.run_hole, default=1) + 1):  # a draw run more than once: no board, k runs
            self.runs.setdefault(run, [])
        for name, index in coming:
            self.dead_small_blind(name, index)

    def dead_small_blind(self, name: str, index: int) -> None:
        """``P: posts blind 44`` (KingsClub's big blind to come in) where the player's stack
        after the hand says the room took the small blind more than his lines put in, and he
        won nothing: the big blind live and the small blind dead, as a player posts who comes
        back having missed the blinds (docs/RULES.md, KingsClub)."""
        after = self.after.get(name)
        if after is None:
            return
        before = next(seat.stack for seat in self.seats if seat.name == name)
        put = sum(action.amount for action in self.actions if action.player == name)
        small = next((a.amount for a in self.actions if a.kind is ActionKind.SMALL_BLIND), 0)  # as posted
        if small and before - after - put == small:
            post = self.actions[index]
            self.actions[index] = post._replace(kind=ActionKind.DEAD_BLINDS, amount=post.amount + small)
            self.dead[name] = self.dead.get(name, 0) + small

    def drawn(self, player: str, groups: dict[str, str], detail: str, at: int) -> None:
        """``P discards [9d Th] draws [5s 9c]``, ``P draws 3``, ``P stands pat``: the action, and
        the hand after it where the cards are known."""
        if detail == "pat":
            self.draw(player, 0, at)
            return
        if not groups.get("discarded") and not groups.get("drawn"):  # "P draws 3": no card known
            self.draw(player, int(groups["count"]) if groups.get("count") else 0, at)
            return
        discarded = _cards(groups.get("discarded") or "").split()
        runs = [" ".join(cards.split()) for cards in _STREET_CARDS.findall(_cards(groups.get("drawn") or ""))]
        count = int(groups["count"]) if groups.get("count") else len(discarded)
        drawn = " ".join(runs)
        if len(runs) > 1 and count and all(cards.count(" ") + 1 == count for cards in runs):
            drawn = runs[0]  # "draws [8c] [Qs]": the draw run more than once, each run its own cards
        else:
            runs = []
        if drawn and len(drawn.split()) != count:
            why = "not as many cards as were discarded" if count else "none discarded"
            raise self.fail(f"{player} discards {count} and draws {drawn!r}: {why}", at)
        self.draw(player, count, at, cards=" ".join(discarded) or None)
        if drawn:
            kept = [card for card in self.hole.get(player, "").split() if card not in discarded]
            self.hole[player] = " ".join([*kept, drawn])
            self.dealt.append((self.street, player, drawn))
            for run, cards in enumerate(runs, start=1):
                self.run_hole.setdefault(run, {})[player] = " ".join([*kept, cards])
