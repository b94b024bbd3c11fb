"""Rooms whose hands are plain lines of the shared kinds, without PokerStars' summary (Seals
With Clubs, KingsClub): a room is a :class:`LineRoom` (its first lines read by one function,
its other lines as patterns per :class:`~pokerrank.handhistory.sites.vocabulary.LineKind`),
and :func:`read_lines` builds the :class:`~pokerrank.handhistory.records.HandRecord` of each
hand from the kinds alone.

A player's line starts with a seated name (the longest that fits), then a space or ``": "``;
the word after it picks the room's patterns for the rest (``verbs``). Any other line is tried
against the room's ``lines``. A line no pattern reads is kept as unparsed (the hand is NOT
AUDITABLE with it quoted), never guessed.

Group names the builder reads in a room's patterns: ``amount`` (chips put in, returned or
paid), ``to`` (a street total), ``all_in``, ``cards``, ``words``, ``pot``, ``run``, ``name``
(a line that names its player later: ``Dealt to P [..]``), ``marker`` (a street line),
``rake``. A rule's third item is its detail: the kind of post (``"small blind"``), ``"to"``
for a call that names the street total, the street of a marker.

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

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Final, NamedTuple

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory.records import Action, ActionKind, Claim, Collection, HandRecord, Seat
from pokerrank.handhistory.sitegames import Family
from pokerrank.handhistory.sites.vocabulary import LineKind, amount, cut_hands

__all__ = ["Head", "LineRoom", "Rule", "grammar", "line_room", "read_line_rooms", "read_lines", "verbs"]

Rule = tuple[re.Pattern[str], LineKind, str]
"""A pattern, the kind of line it reads, and its detail (see the module docstring)."""


_ROW: Final = re.compile(r"^(?P<kind>[a-z]+)\s+(?P<pattern>.+?)(?:\s{2,}= (?P<detail>.+))?$")


def grammar(table: str) -> tuple[Rule, ...]:
    """A room's rules from a table, one a line: the kind of line (a
    :class:`~pokerrank.handhistory.sites.vocabulary.LineKind`, in small letters), the
    pattern of the whole line, and after ``=`` the rule's detail.

    >>> [(rule[1].name, rule[2]) for rule in grammar("post   posts ante (?P<amount>[0-9]+)   = ante")]
    [('POST', 'ante')]
    """
    rules = []
    for row in table.strip().splitlines():
        found = _ROW.match(row.strip())
        if found is None:
            raise ValueError(f"a grammar row must be 'kind pattern [= detail]': {row!r}")
        kind = LineKind[found["kind"].upper()]
        rules.append((re.compile(found["pattern"] + r"\s*$"), kind, found["detail"] or ""))
    return tuple(rules)


def verbs(table: str) -> dict[str, tuple[Rule, ...]]:
    """A room's rules for a player's lines (a :func:`grammar` table of what follows the
    name), by the word each pattern begins with.

    >>> sorted(verbs("fold   folds\\ncheck   checks"))
    ['checks', 'folds']
    """
    by_word: dict[str, list[Rule]] = {}
    for rule in grammar(table):
        word = re.match(r"[^\s\\(\[]+", rule[0].pattern)
        if word is None:
            raise ValueError(f"a player's rule must begin with a word: {rule[0].pattern!r}")
        by_word.setdefault(word.group(), []).append(rule)
    return {word: tuple(rules) for word, rules in by_word.items()}


class Head(NamedTuple):
    """What a hand's first lines say: its id, the game (pokerrank's name, None for a game
    pokerrank does not deal), the stakes in units, the scale of its amounts (100: cents of a
    currency, 1: chips) and where the seats begin (``body``, an index into the hand's lines)."""

    hand_id: str
    game: str | None
    game_text: str
    family: Family
    structure: str
    stakes: tuple[int, ...]
    currency: str | None
    scale: int
    tournament: str | None
    table: str | None
    max_seats: int | None
    body: int
    unprinted_fee: int = 0
    """A fee the room takes and does not print (old WPN's jackpot tables: $0.25), in units."""


@dataclass(frozen=True, slots=True)
class LineRoom:
    """One room written as plain lines. ``start``: a hand's first line (cuts a text into
    hands, and finds the room); ``head``: reads the hand's first lines (a ValueError says why
    not); ``seat``: a seat line (groups ``seat``, ``name``, ``stack``, ``rest``); ``verbs``:
    the word after a player's name to the patterns for the rest of the line after the name;
    ``lines``: the patterns of the other lines; ``streets``: a street line's ``marker`` to
    the street it opens (``""``: none; ``"showdown"``); ``colon``: a player's lines may read
    ``name: verb``; ``prefix``: a pattern before a player's name on his lines (old WPN's
    ``Player ``). ``quiet``: how lines end that say nothing (a card dealt unseen), skipped
    before any pattern. ``fees``: the room's fee policy (docs/RULES.md): ``net``, what it pays is the
    pot after the rake."""

    name: str
    format: str
    start: re.Pattern[str]
    head: Callable[[list[str]], Head]
    seat: re.Pattern[str]
    verbs: Mapping[str, tuple[Rule, ...]]
    lines: tuple[Rule, ...]
    streets: Mapping[str, str]
    colon: bool = False
    fees: str = "net"
    prefix: str = ""
    quiet: tuple[str, ...] = ()


def read_lines(text: str, room: LineRoom, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of a room's text, in order; a hand that cannot be read is a record whose
    ``error`` says why (its id and line)."""
    for chunk, line in cut_hands(text, room.start):
        hand = _Hand(room, source, encoding, line, chunk.splitlines(), chunk)
        try:
            yield hand.read()
        except HandHistoryError as exc:  # what the first lines said stays, for the counts by game
            game, game_text = (hand.head.game, hand.head.game_text) if hand.head is not None else (None, "")
            yield HandRecord(source, hand.hand_id, room.name, room.format, line, game, game_text, error=exc,
                             encoding=encoding, text=chunk.rstrip())  # fmt: skip


def read_line_rooms(text: str, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of a text of one of the rooms written as plain lines, the room found from the
    text's first line (:func:`line_room`); a text of none of them is a typed error.

    >>> next(read_line_rooms("Hand #1-2 - 2013-06-28 02:13:53")).error.reason
    'the hand ends before its game and table lines'
    """
    room = line_room(text)
    if room is None:
        raise HandHistoryError(f"not a hand of {', '.join(_room_names())}: {text.strip()[:60]!r}", source)
    return read_lines(text, room, source, encoding)


def _room_names() -> list[str]:
    from pokerrank.handhistory.sites import LINE_ROOMS

    return [room.name for room in LINE_ROOMS]


def line_room(text: str) -> LineRoom | None:
    """The room of :data:`~pokerrank.handhistory.sites.LINE_ROOMS` whose first line begins
    ``text`` (after blank lines and a byte-order mark), or None.

    >>> line_room("\\ufeffHand #5297786-137 - 2013-04-11 02:08:55").name
    'Seals With Clubs'
    """
    if not _ROOMS:
        from pokerrank.handhistory.sites import LINE_ROOMS

        _ROOMS.extend(LINE_ROOMS)
    head = text[:4000].lstrip("\ufeff \t\r\n")
    return next((room for room in _ROOMS if room.start.match(head) is not None), None)


_ROOMS: Final[list[LineRoom]] = []
"""The rooms of :data:`~pokerrank.handhistory.sites.LINE_ROOMS`, once imported."""


def _hand_id(room: LineRoom, lines: list[str]) -> str:
    found = room.start.match(lines[0]) if lines else None
    return (found.groupdict().get("id") if found is not None else None) or "?"  # old WPN: the id is on line 2


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
_FOLD: Final = LineKind.FOLD
_CHECK: Final = LineKind.CHECK
_SPEAKERS: Final[dict[tuple[tuple[str, ...], bool, str], re.Pattern[str]]] = {}
_POSTS: Final = {kind.value: kind for kind in ActionKind if kind.posts}
_STREET_CARDS: Final = re.compile(r"\[([^\]]*)\]")
_ONE: Final = Decimal(1)
_CENT: Final = Decimal("0.01")
_new = tuple.__new__


def _speaker(names: tuple[str, ...], room: LineRoom) -> re.Pattern[str]:
    """Where a player's name ends: the room's ``prefix``, then the longest seated name a line
    starts with, then a space (or ``": "``). Made once per table (its names, as seated)."""
    key = (names, room.colon, room.prefix)
    pattern = _SPEAKERS.get(key)
    if pattern is None:
        alternatives = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True)) or "(?!)"
        colon = "(?::)?" if room.colon else ""
        pattern = re.compile(rf"{room.prefix}(?P<player>{alternatives}){colon} ")
        if len(_SPEAKERS) < 10_000:
            _SPEAKERS[key] = pattern
    return pattern


class _Hand:
    """One hand: the head, the seats, then every line by its kind."""

    def __init__(self, room: LineRoom, source: str, encoding: str, line: int, lines: list[str], chunk: str) -> None:
        self.room, self.source, self.encoding, self.line, self.lines, self.chunk = (
            room, source, encoding, line, lines, chunk
        )  # fmt: skip
        self.hand_id = _hand_id(room, lines)
        self.head: Head | None = None
        self.scale = 1
        self.cache: dict[str, int] = {}

    def fail(self, message: str, index: int = 0, kind: str = "unreadable") -> HandHistoryError:
        return HandHistoryError(message, self.source, self.hand_id, self.line + index, kind)

    def units(self, token: str, index: int) -> int:
        found = self.cache.get(token)
        if found is None:
            try:
                found = amount(token, self.scale)
            except ValueError as exc:
                raise self.fail(str(exc), index) from None
            self.cache[token] = found
        return found

    def money(self, value: int) -> str:
        return f"{value / 100:.2f}" if self.scale == 100 else str(value)

    def read(self) -> HandRecord:
        room, lines, units = self.room, self.lines, self.units
        try:
            head = room.head(lines)
        except ValueError as exc:
            raise self.fail(str(exc)) from None
        self.head = head
        self.hand_id, self.scale = head.hand_id, head.scale
        self.cache = _AMOUNTS[head.scale]
        index, end = head.body, len(lines)
        seats: list[Seat] = []
        names: dict[str, int] = {}
        seat_pattern = room.seat
        button: int | None = None
        while index < end:
            line = lines[index].strip()
            found = seat_pattern.match(line) if line.startswith("Seat ") else None
            if found is None:
                table = _match(room.lines, line) if line and (not seats or line.startswith("Seat ")) else None
                if table is not None and table[1] is LineKind.TABLE:  # "Seat 4 is the button" before the seats
                    button = int(table[0]["button"])
                elif line and (table is None or table[1] is not LineKind.NOISE):
                    break
                index += 1
                continue
            name = found.group("name")
            if name in names:
                raise self.fail(f"{name!r} sits in two seats", index)
            sitting_out = "sitting out" in found.group("rest")
            seats.append(_new(Seat, (int(found.group("seat")), name, units(found.group("stack"), index), sitting_out)))
            names[name] = int(found.group("seat"))
            index += 1
        if not seats:
            raise self.fail("the hand has no seats", index)
        speaker = _speaker(tuple(names), room)
        room_runs = "(?P<run>" in room.prefix
        verbs, other, streets = room.verbs, room.lines, room.streets
        start = self.line
        family = head.family
        street = "deal" if family == "draw" else ("third" if family == "stud" else "preflop")
        actions: list[Action] = []
        append = actions.append
        commit: dict[str, int] = {}
        put: dict[str, int] = {}
        dead: dict[str, int] = {}
        returned: dict[str, int] = {}
        hole: dict[str, str] = {}
        dealt: list[tuple[str, str, str]] = []
        shown: set[str] = set()
        mucked: set[str] = set()
        collected: list[Collection] = []
        claims: list[Claim] = []
        unparsed: list[tuple[int, str]] = []
        boards: dict[int, list[str]] = {}
        rake: int | None = None
        showdown = False
        small_blind = False
        fee_printed = False
        acted = False
        finishing: dict[str, int] = {}
        quiet = room.quiet
        while index < end:
            line = lines[index].strip()
            index += 1
            if not line or (quiet and line.endswith(quiet)):
                continue
            said = speaker.match(line)
            read = None
            if said is not None:
                rest = line[said.end() :]
                rules = verbs.get(rest.partition(" ")[0])
                if rules is not None:
                    found = rules[0][0].match(rest)  # most verbs have one rule: no call
                    read = (found, rules[0][1], rules[0][2]) if found is not None else _match(rules[1:], rest)
            player: str | None
            if read is None:
                player = None
                read = _match(other, line)
                if read is None:
                    unparsed.append((start + index - 1, line))
                    continue
            else:
                player = said.group("player") if said is not None else None
            found, kind, detail = read
            if kind is _NOISE:
                continue
            at = start + index - 1
            if player is not None and (kind is _FOLD or kind is _CHECK):  # the most common lines, first
                act = ActionKind.FOLD if kind is _FOLD else ActionKind.CHECK
                append(_new(Action, (street, player, act, 0, None, False, None, None, at)))
                acted = True
                continue
            groups = found.groupdict()
            if player is None and groups.get("name") is not None:
                player = groups["name"].strip()
                if player not in names:
                    raise self.fail(f"{player!r} is not a player seated at this table", index - 1)
            said_run = said.group("run") if said is not None and room_runs else None
            run = int(groups.get("run") or said_run or 1)
            if run > 1 and family == "draw" and kind is LineKind.SHOW:
                raise self.fail(
                    f"a draw game run more than once ({line[:40]!r}): each run has its own hands", index - 1
                )
            if kind is LineKind.FOLD or kind is LineKind.CHECK:  # a line that names its player later
                assert player is not None
                act = ActionKind.FOLD if kind is LineKind.FOLD else ActionKind.CHECK
                append(_new(Action, (street, player, act, 0, None, False, None, None, at)))
                acted = True
            elif kind is LineKind.CALL or kind is LineKind.BET or kind is LineKind.RAISE or kind is LineKind.POST:
                assert player is not None
                have = commit.get(player, 0)
                all_in = bool(groups.get("all_in"))
                if groups.get("to") is not None:
                    to = units(groups["to"], index - 1)
                    added = to - have
                    if added <= 0:
                        raise self.fail(f"{player} goes to {groups['to']} having already put in more", index - 1)
                else:
                    added = units(groups["amount"], index - 1)
                    to = have + added
                if detail == "all-in":  # "allin (90)": a call, bet or raise by what it adds (old WPN)
                    top = max(commit.values(), default=0)
                    kind = LineKind.CALL if to <= top else (LineKind.RAISE if top else LineKind.BET)
                    all_in = True
                if kind is LineKind.POST:
                    act = _POSTS[detail] if detail != "dead" else ActionKind.SMALL_BLIND
                    if detail == "dead":  # "posts (0.25) as a dead bet": dead money, like a second small blind
                        dead[player] = dead.get(player, 0) + added
                        to = have
                    elif act is ActionKind.ANTE:
                        to = have
                    elif act is ActionKind.DEAD_BLINDS:  # the small blind's part is dead money
                        dead[player] = dead.get(player, 0) + added - min(added, head.stakes[-1])
                        to = have + min(added, head.stakes[-1])
                    elif act is ActionKind.SMALL_BLIND and small_blind:  # a second small blind: dead
                        dead[player] = dead.get(player, 0) + added
                        to = have
                    small_blind = small_blind or act is ActionKind.SMALL_BLIND
                    append(_new(Action, (street, player, act, added, None, all_in, None, None, at)))
                elif kind is LineKind.CALL:
                    append(_new(Action, (street, player, ActionKind.CALL, added, None, all_in, None, None, at)))
                else:
                    act = ActionKind.RAISE if kind is LineKind.RAISE else ActionKind.BET
                    append(_new(Action, (street, player, act, added, to, all_in, None, None, at)))
                commit[player] = to
                put[player] = put.get(player, 0) + added
                acted = acted or kind is not LineKind.POST
            elif kind is LineKind.STREET:
                marker = groups["marker"]
                new_street = streets.get(marker)
                if new_street is None:
                    raise self.fail(f"unknown street line: {line[:60]!r}", index - 1)
                cards = " ".join(_STREET_CARDS.findall(line)).split()
                if new_street == "showdown":
                    showdown = True
                elif new_street in ("flop", "turn", "river") and cards:
                    self.board(boards, run, cards, index - 1)
                if new_street and new_street != "showdown" and new_street != street:
                    street = new_street
                    if acted:  # a street line before anyone acted (KingsClub's all-in-or-fold Omaha) ends no round
                        commit = {}
                        acted = False
            elif kind is LineKind.DEAL:
                assert player is not None
                cards_seen = _cards(" ".join(c for c in groups["cards"].split() if c != "X"))
                if len(set(cards_seen.split())) != len(cards_seen.split()):  # KingsClub's draws run twice
                    raise self.fail(f"a card twice in one line: {line[:60]!r}", at - start)
                if cards_seen:  # detail "add": one card a line, added to those before (old WPN, stud)
                    hole[player] = f"{hole[player]} {cards_seen}" if detail == "add" and player in hole else cards_seen
                    dealt.append((street, player, cards_seen))
            elif kind is LineKind.SHOW or kind is LineKind.COLLECT:  # a payout may show the cards too (old WPN)
                assert player is not None
                cards_shown = _cards(groups.get("cards") or "")
                if cards_shown:
                    when = "showdown" if showdown or kind is LineKind.COLLECT else street
                    append(_new(Action, (when, player, ActionKind.SHOW, 0, None, False, cards_shown, None, at)))
                    hole[player] = cards_shown
                    shown.add(player)
                if groups.get("words"):
                    claims.append(_new(Claim, (player, groups["words"], run, at)))
                paid = units(groups["amount"], index - 1) if kind is LineKind.COLLECT else -1
                if paid > 0 or (paid == 0 and detail != "result"):  # a player's result line: "Collects: 0", nothing
                    pot = (groups.get("pot") or "pot").lower()
                    collected.append(_new(Collection, (player, paid, pot, run, at)))
            elif kind is LineKind.MUCK:
                assert player is not None
                mucked.add(player)
                cards_mucked = groups.get("cards")
                append(_new(Action, ("showdown", player, ActionKind.MUCK, 0, None, False, cards_mucked, None, at)))
            elif kind is LineKind.UNCALLED:
                assert player is not None
                returned[player] = returned.get(player, 0) + units(groups["amount"], index - 1)
            elif kind is LineKind.TOTALS:  # the rake, and a jackpot fee taken like it (old WPN)
                fees = {fee: units(groups[fee], index - 1) for fee in ("rake", "fee") if groups.get(fee)}
                rake = (rake or 0) + sum(fees.values())
                fee_printed = fee_printed or "fee" in fees
            elif kind is LineKind.TABLE:
                button = names[player] if player is not None else int(groups["button"])
            elif kind is LineKind.DRAW:
                assert player is not None
                self.draw(player, groups, detail, street, at, actions, hole, dealt)
            elif kind is LineKind.RESULT:  # the stack after the hand: paid = that stack less what was left
                assert player is not None
                finishing[player] = units(groups["stack"], index - 1)
            # NOISE: nothing
        if finishing:  # what each player got back, uncalled bets and side pots no line names included
            stacks = {seat.name: seat.stack for seat in seats}
            end_at = start + end - 1
            got = {name: stack - stacks[name] + put.get(name, 0) for name, stack in finishing.items()}
            collected = [_new(Collection, (name, paid, "pot", 1, end_at)) for name, paid in got.items() if paid > 0]
            returned = {}
        unprinted = 0 if fee_printed else head.unprinted_fee
        if (
            unprinted
            and sum(put.values()) - sum(returned.values()) - sum(c.amount for c in collected) - (rake or 0) == unprinted
        ):
            rake = (rake or 0) + unprinted  # the room's jackpot fee, taken and not printed (docs/RULES.md)
        else:
            unprinted = 0
        # a hand that never began (the one blind posted handed back, nothing paid: old WPN) is cancelled;
        # a line no rule reads may be why the chips do not add up: the audit names the line
        cancelled = not collected and not rake and 0 < sum(put.values()) == sum(returned.values())
        if not cancelled and not unparsed:
            self.check(put, returned, collected, rake or 0, end - 1)
        board_texts = tuple(" ".join(boards[k]) for k in sorted(boards)) or ("",)
        return HandRecord(
            self.source, self.hand_id, room.name, room.format, start, head.game, head.game_text, head.structure,
            head.stakes, head.currency, _CENT if head.scale == 100 else _ONE, head.tournament, None, head.table,
            head.max_seats, button if family != "stud" else None, tuple(seats), tuple(actions), board_texts, hole,
            frozenset(shown - mucked), frozenset(mucked), returned, dead, tuple(collected), tuple(claims), None, (),
            rake, cancelled=cancelled, encoding=self.encoding, unparsed=tuple(unparsed), text=self.chunk.rstrip(),
            dealt=tuple(dealt),
            extra={"family": family, "fees": {"Rake": (rake or 0) - unprinted, "JP Fee": unprinted}}
            if unprinted
            else {"family": family},
        )  # fmt: skip

    def draw(
        self, player: str, groups: dict[str, str], detail: str, street: str, at: int, actions: list[Action],
        hole: dict[str, str], dealt: list[tuple[str, str, str]],
    ) -> None:  # fmt: skip
        """``P discards [9d Th] draws [5s 9c]``, ``P draws 3``, ``P stands pat``: the action, and
        the hand after it where the cards are known."""
        if detail == "pat":
            actions.append(_new(Action, (street, player, ActionKind.STAND_PAT, 0, None, False, None, 0, at)))
            return
        discarded = _cards(groups.get("discarded") or "").split()
        drawn = " ".join(_cards(groups.get("drawn") or "").replace("[", " ").replace("]", " ").split())
        count = int(groups["count"]) if groups.get("count") else len(discarded)
        if drawn and len(drawn.split()) != count:
            why = "the draw was run more than once, each run with its own cards" if count else "none discarded"
            raise self.fail(f"{player} discards {count} and draws {drawn!r}: {why}", at - self.line)
        fields = (street, player, ActionKind.DISCARD, 0, None, False, " ".join(discarded) or None, count, at)
        actions.append(_new(Action, fields))
        if drawn:
            kept = [card for card in hole.get(player, "").split() if card not in discarded]
            hole[player] = " ".join([*kept, drawn])
            dealt.append((street, player, drawn))

    def board(self, boards: dict[int, list[str]], run: int, cards: list[str], index: int) -> None:
        """A street's cards onto its run's board: the whole board so far (``[2h 7h Td] [Ks]``,
        ``-`` for a card of the first run's board), or only the new cards (``[Qd]``)."""
        first = boards.get(1, [])
        cards = [first[k] if card == "-" and k < len(first) else card for k, card in enumerate(cards)]
        now = boards.get(run) or (list(first[:3]) if run > 1 else [])
        now = cards if (now and cards[: len(now)] == now) or len(cards) >= 3 else now + cards
        if len(now) > 5 or "-" in now:
            raise self.fail(f"a board that does not read: {' '.join(now)!r}", index)
        boards[run] = now

    def check(self, put: dict[str, int], returned: dict[str, int], collected: list[Collection], rake: int,
              index: int) -> None:  # fmt: skip
        """The hand's own numbers must add up: what it pays, returns and takes is what was put in."""
        everything = sum(put.values())
        out = sum(c.amount for c in collected) + sum(returned.values()) + rake
        if collected and out != everything:
            raise self.fail(
                f"the chips do not add up: the room pays {self.money(out - rake - sum(returned.values()))}, returns"
                f" {self.money(sum(returned.values()))} and takes {self.money(rake)} rake, but"
                f" {self.money(everything)} was put in",
                index,
                "chips do not add up",
            )
        if not collected:
            raise self.fail("the hand ends before anyone is paid (a truncated hand?)", index, "truncated")


_AMOUNTS: Final[dict[int, dict[str, int]]] = {1: {}, 100: {}}
"""Amount tokens already read, per scale (hands repeat the same few amounts)."""
