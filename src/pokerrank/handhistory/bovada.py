"""Bovada, Ignition and Bodog hand histories: read, and audited by each player's ``Hand result``.

The room writes a text of its own. Players are named by their position at the table
(``Dealer``, ``Small Blind``, ``Big Blind``, ``UTG``, ``UTG+1``, ...), the hero marked
``[ME]`` (``Dealer  [ME]``, with two spaces, on the action lines); a name is kept as the seat
line writes it, so two players of a hand are never one. Every player's hole cards are
printed (``Card dealt to a spot [9c Th]``), the money each was paid as ``Hand result $0.75``
(``Hand result-Side pot $550.22`` for a side pot), the bet nobody called as ``Return uncalled
portion of bet $2``. The summary's ``Total Pot($930) | Rake ($3)`` gives the rake; a totals
line without one (``Total Pot($222.21)``: the MVS tables of 2021, and pots without a flop)
leaves the rake unprinted, and it is then what was put in less what was paid and returned,
at most :data:`MAX_INFERRED_RAKE` of the pot (docs/RULES.md, "Bovada").

The room's words for amounts: calls add chips (``Calls $26.17``); ``Raises $33.92 to
$35.42`` names the chips added and the street total (2021: the total counts); ``Raises $22``
alone (2012) is the street total; an all-in (``All-in $39``, ``All-in(raise) $124``) puts in
the rest of the player's stack, and its amount must be either what it adds or the street total.

Games: Hold'em (``HOLDEM``, ``HOLDEMZonePoker``), Omaha and Omaha Hi/Lo (``OMAHA``,
``OMAHA HiLo``), each in no-limit, pot-limit and fixed limit; 7-card stud and stud Hi/Lo
(``7CARD``, ``7CARD HiLo``: players named by seat, ``Seat+3 [ME]``; each street's card dealt in
a line of its own, with or without a street marker; ``Bring_in chip``, ``D bets`` a double
bet). The room's words for a shown hand (``Showdown [...] (Two pair)``) are checked against
the hand. A line no rule reads makes the hand NOT AUDITABLE with that line.

The module is the room's grammar on the builder every room with a text of its own shares
(:class:`~pokerrank.handhistory.owntext.TextHand`), with the room's own settling as its hooks.

>>> text = '''Ignition Hand #1 TBL#2 HOLDEM No Limit - 2016-08-09 12:41:32
... Seat 1: Small Blind ($50 in chips)
... Seat 4: Big Blind [ME] ($50 in chips)
... Small Blind : Small Blind $0.25
... Big Blind  [ME] : Big blind $0.50
... *** HOLE CARDS ***
... Small Blind : Card dealt to a spot [9c Th]
... Big Blind  [ME] : Card dealt to a spot [9d 9s]
... Small Blind : Folds
... Big Blind  [ME] : Return uncalled portion of bet $0.25
... Big Blind  [ME] : Hand result $0.50
... *** SUMMARY ***
... Total Pot($0.50)'''
>>> hand = next(read_bovada(text))
>>> hand.site, hand.game, hand.players, hand.format_money(hand.collected[0].amount)
('Ignition', 'holdem', ('Small Blind', 'Big Blind [ME]'), '$0.50')
>>> from pokerrank.handhistory.audit import audit_hand
>>> audit_hand(hand).outcome.value
'match'
"""

from __future__ import annotations

import operator
import re
from collections.abc import Iterator
from decimal import Decimal
from itertools import pairwise
from typing import Final

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory._posts import check_posts
from pokerrank.handhistory.owntext import TextHand, guarded, repeated_line
from pokerrank.handhistory.records import Action, ActionKind, Claim, Collection, HandRecord, Seat, button_by_blinds
from pokerrank.handhistory.sites.vocabulary import amount as _amount
from pokerrank.handhistory.sites.vocabulary import cut_hands, lines_of
from pokerrank.handhistory.verdicts import INCONSISTENT

__all__ = ["FIRST_WORDS", "MAX_INFERRED_RAKE", "looks_like_bovada", "read_bovada"]

FIRST_WORDS: Final = r"(?P<site>Bovada|Ignition|Bodog(?:\.eu| UK)?) Hand #(?P<id>\d+)"
"""The start of a hand's first line: the room's name and the hand number."""
_START: Final = re.compile(FIRST_WORDS)
_LOOKS: Final = re.compile(r"^[\ufeff \t]*" + FIRST_WORDS)

MAX_INFERRED_RAKE: Final = Decimal("0.1")
"""The most an unprinted rake (put in less paid and returned) may be, as a share of the pot:
more is no rake but chips the room did not pay, which the audit shows."""

_HEADER: Final = re.compile(
    r"^[\ufeff \t]*(?P<site>Bovada|Ignition|Bodog(?:\.eu| UK)?) Hand #(?P<id>\d+):?\s++"
    r"(?:(?P<tgame>[A-Za-z0-9]+(?: +[A-Za-z0-9]+)*?) +Tournament #(?P<tid>[\w-]+) TBL#(?P<ttable>\d+),?\s*+"
    r"(?P<tlimit>[\w ]*?)-\s*Level"
    r".*?\((?P<sb>[\d,]+)/(?P<bb>[\d,]+)\)"
    r"|(?:TBL#(?P<table>\d+)|Zone Poker ID#(?P<zone>\d+))\s++(?P<game>[A-Za-z0-9]+(?: +[A-Za-z0-9]+)*?)\s+"
    r"(?P<limit>No Limit|Pot Limit|Fixed Limit)(?=(?:\s*\[[A-Z]+\])?(?:\s+-\s|\s*$)))"
)
"""A hand's first line: a cash game's title is read whole (``HOLDEM No Limit``, then the table
kind ``[MVS]`` or the date): a word after the limit is another game, and the line is refused."""
_GAMES: Final = {
    "7CARD": "stud",
    "7CARD HiLo": "stud-hi-lo",
    "HOLDEM": "holdem",
    "HOLDEMZonePoker": "holdem",
    "OMAHA": "omaha",
    "OMAHA HiLo": "omaha-hi-lo",
}
_LIMITS: Final = {"No Limit": "no-limit", "Pot Limit": "pot-limit", "Fixed Limit": "limit"}
_SEAT: Final = re.compile(r"^Seat (?P<seat>[0-9]{1,9}): (?P<name>.+?) \((?P<stack>[$\d][\d,.]*) in chips\)")
_STREET: Final = re.compile(r"^\*\*\* (?P<street>FLOP|TURN|RIVER) \*\*\*(?P<cards>.*)$")
_SET_DEALER: Final = re.compile(r"Set dealer(?:/Bring in spot)? \[\d+\]")
"""The dealer's line whole (``Set dealer [3]``, ``Set dealer/Bring in spot [2]``)."""
_CARDS: Final = re.compile(r"\[([^\]]*)\]")
_TOTALS: Final = re.compile(r"^Total Pot\((?P<total>[^)]*)\)(?:\s*\|\s*Rake \((?P<rake>[^)]*)\))?\s*$")
_BOARD: Final = re.compile(r"^Board \[(?P<cards>[^\]]*)\]$")
_ME: Final = re.compile(r"\s+\[ME\]$")

_POSTS: Final = {
    "small blind": ActionKind.SMALL_BLIND,
    "ante/small blind": ActionKind.SMALL_BLIND,
    "big blind": ActionKind.BIG_BLIND,
    "big blind/bring in": ActionKind.BIG_BLIND,
    "posts chip": ActionKind.BIG_BLIND,
    "ante chip": ActionKind.ANTE,
    "bring_in chip": ActionKind.BRING_IN,
}
_VERB: Final = re.compile(
    r"^(?P<verb>Small [Bb]lind|Ante/Small [Bb]lind|Big [Bb]lind(?:/Bring in)?|Posts chip|Ante chip|Posts dead chip"
    r"|Calls?|Call\(timeout\)|Bets(?: chip info)?(?:\(timeout\))?|Raises(?:\(timeout\))?"
    r"|All-in(?:\((?:raise|timeout|raise-timeout)\))?|Return uncalled portion of bet"
    r"|Hand [Rr]esult(?P<side>-Side [Pp]ot)?)"
    r" (?P<a>[$\d][\d,.]*)(?: to (?P<b>[$\d][\d,.]*))?$"
)
_SIMPLE: Final = {
    verb: verb.lower()
    for verb in (
        "Small Blind", "Small blind", "Ante/Small Blind", "Ante/Small blind", "Big Blind", "Big blind",
        "Big blind/Bring in", "Posts chip", "Ante chip", "Posts dead chip", "Call", "Calls", "Bets",
        "Bring_in chip", "D bets",
        "Hand result", "Hand Result", "Hand result-Side pot", "Hand Result-Side Pot", "Return uncalled portion of bet",
    )
}  # fmt: skip
"""The verbs of the lines that give one amount (``Ante chip 15``), read without a regex."""
_CARD_LIST: Final = r"\[(?:\s*(?:[2-9TJQKA]|10)[cdhs])*\s*\]"
_SHOWN: Final = _CARD_LIST + r"(?:\s*Show\d " + _CARD_LIST + r")?"
"""The cards a player turns up: all of them, then those shown (``[9c Qc] Show1 [9c]``)."""
_FOLDS: Final = re.compile(r"^(?:Folds?\s*(?:\([^)]*\))?|Fold\(Blind Disconnected\)|Folds & [Ss]hows " + _SHOWN + r")$")
_CHECKS: Final = re.compile(r"^Checks\s*(?:\([^)]*\))?$")
_SHOWS: Final = re.compile(r"^(?:Showdown|Does not show|Mucks)(?:\s*" + _SHOWN + r")?(?:\s*\([^()]*\))?$")
"""A hand shown, kept or given up, read whole: the cards, then the room's words for the hand
(``Showdown [Qs Qc Ts 8c 4s] (One pair)``); anything after them is a line no rule reads."""
_AMOUNT: Final = r"[$\d][\d,.]*"
_NOISE: Final = re.compile(
    r"^(?:Set dealer(?:/Bring in spot)?(?: \[\d+\])?|Draw for dealer "
    + _CARD_LIST
    + r"|Card dealt to a spot "
    + _CARD_LIST
    + r"|Table enter user|Table leave user|Sit out|Re-join|Stand|Seat sit out|Seat stand|Seat sit down|Seat re-join"
    r"|Sitout \(wait for bb\)|Leave\(Auto\)|Enter\(Auto\)|Table deposit " + _AMOUNT + r"|Ranking \d+"
    r"|Prize Cash \[[^\]]*\]|BOUNTY PRIZE \[[^\]]*\]|(?:Rebuyin|Addon|Double rebuys) " + _AMOUNT + r")$"
)
_SUMMARY_SEAT: Final = re.compile(
    r"^Seat[ +](?P<seat>[0-9]{1,9}):(?P<name>.*?)(?<!\s)\s++(?:"
    r"Folded (?:before|on) the (?:FLOP|TURN|RIVER|POCKET CARDS|[3-7](?:rd|th|RD|TH) STREET)"
    r"|\[Mucked\]\s*\[[^\]]*\]"
    r"|(?:(?:HI |LO )?(?P<a>" + _AMOUNT + r")\s*)?\[Does not show\]"
    r"|(?:(?:HI |LO )?(?P<b>" + _AMOUNT + r")\s*)?(?:lost |lose )?with(?: [A-Za-z][A-Za-z ]*?)? \[[^\]]*\]"
    r"(?:\s*\[[^\]]*\])?(?:\s*LOW? (?P<c>" + _AMOUNT + r")(?:\s*\[[^\]]*\])?)?"
    r")(?:\s+BOUNTY awarded:" + _AMOUNT + r")?$"
)
"""A summary's seat line, read whole: the player folded (``Seat+1: Dealer Folded on the
FLOP``), mucked, was paid without showing (``Seat+8: UTG+4 HI $1.71 [Does not show]``) or
showed (``Seat 3: UTG $399  with One pair [..]``, ``lost with``, ``lose with``, a Hi/Lo hand's ``LO $6.40
[..]``, a knockout's ``BOUNTY awarded:$5``). The name is the seat's, or none (stud)."""
_new = tuple.__new__
_AMOUNTS: dict[tuple[str, int], int] = {}
"""Amounts already read, by their text and scale (most hands repeat a few)."""
_NAMES: dict[str, str] = {}
"""Players' names as the seat lines write them, by the text an action line gives."""
_PLAIN_NOISE: Final = ("Table Info:", "Player Info:", "Seating Info:", "Table enter user", "Table leave user")


def looks_like_bovada(text: str) -> bool:
    """Whether a text starts with a Bovada, Ignition or Bodog hand.

    >>> looks_like_bovada("Bovada Hand #2605762685 TBL#1218245 OMAHA Pot Limit - 2012-05-14 00:54:46")
    True
    """
    return _LOOKS.match(text) is not None


def read_bovada(text: str, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of a Bovada, Ignition or Bodog text (see the module docstring). A hand whose
    first line begins in the middle of the line before (a file written over a cut-off hand)
    starts there: the hand before ends where it was cut."""
    for hand, line in cut_hands(text, _START, anchor=" Hand #"):
        yield guarded(_Hand(hand, source, encoding, line), _Hand.read, lines_of(hand))


class _Hand(TextHand):
    """A Bovada hand on the shared builder: the grammar (:meth:`read`) and the room's hooks
    (the bet nobody called is printed, the summary's pot is checked, an unprinted rake is
    judged against what was put in and only where a pot was paid, the main and side pots'
    payouts are kept, only the cards of players who acted)."""

    def __init__(self, text: str, source: str, encoding: str, line: int) -> None:
        found = _START.match(text)
        site = _site(found.group("site")) if found else "Bovada"
        hand_id = found.group("id") if found else "?"
        TextHand.__init__(self, source, hand_id, site, "bovada", line, text=text, encoding=encoding)
        self.currency = "USD"
        self.max_rake = MAX_INFERRED_RAKE
        self.printed_total: int | None = None
        """The summary's ``Total Pot``: what was put in less the bet nobody called."""
        self.summary_said: dict[str, list[str]] = {}
        self.summary_lines: list[str] = []
        """The amounts the summary's seat lines say each seat won, as written, by player (none:
        it folded, lost or mucked); the summary's first line: ``summary_at``."""
        self.summary_at = 0
        self.summary_won_at: dict[str, int] = {}
        """The line of each player's amounts in ``summary_said`` (as ``summary_at``)."""
        self.header_blinds: tuple[int, int] | None = None
        """A tournament's blinds as its first line prints them."""
        self.blinds: set[int] = set()
        """The amounts of the small and big blinds posted."""

    def read(self, lines: list[str]) -> HandRecord:
        """The hand's lines read onto the builder; the record (:meth:`TextHand.record`)."""
        first = lines[0].strip()
        header = _HEADER.match(first)
        if header is None:
            raise self.fail(f"the first line {first[:80]!r} names no game and stakes pokerrank reads")
        tournament = header.group("tid")
        game_text = (header.group("tgame") or header.group("game") or "").strip()
        limit_text = (header.group("tlimit") or header.group("limit") or "").strip()
        game = _GAMES.get(game_text)
        structure = _LIMITS.get(limit_text, "no-limit" if tournament and limit_text in ("Normal", "Turbo") else "")
        if game is None or not structure:  # a game pokerrank does not read in this room: its lines are not read
            return HandRecord(
                self.source, self.hand_id, self.site, "bovada", self.line, None, game_text + " " + limit_text,
                tournament=tournament, encoding=self.encoding, text=self.text,
            )  # fmt: skip
        scale = 1 if tournament else 100

        def money(token: str, number: int) -> int:
            known = _AMOUNTS.get((token, scale))
            if known is not None:
                return known
            try:
                value = _amount(token, scale)
            except ValueError as exc:
                raise self.fail(f"line {number}: {exc}", self.line + number) from None
            if len(_AMOUNTS) < 100_000:
                _AMOUNTS[(token, scale)] = value
            return value

        amounts = _AMOUNTS
        seats, names, actions, hole = self.seats, self.names, self.actions, self.hole
        returned, collected, unparsed, dead = self.returned, self.collected, self.unparsed, self.dead
        mucked, shown, claims = self.mucked, self.shown, self.claims
        boards: dict[str, str] = {}
        summary_board = ""
        summary_board_at = 0
        marked: dict[str, tuple[int, str]] = {}  # each street marker's line: where it is, what it says
        total: int | None = None
        rake: int | None = None
        button: int | None = None
        stud = game in ("stud", "stud-hi-lo")
        street = "third" if stud else "preflop"
        dealt_after_action = False  # stud: a card dealt after the street's betting starts the next street
        street_in: dict[str, int] = {}
        placed: list[tuple[str, ActionKind, int, str]] = []  # each blind posted: who, which, its line and text
        high = 0  # the most any player has put in on this street
        unmarked = not stud and "*** FLOP" not in self.text  # 2012: no street markers, the board in the summary alone
        acted: set[str] = set()
        folded: set[str] = set()
        problem: HandHistoryError | None = None  # the first turn after a fold: raised once the figures are judged
        all_in: set[str] = set()
        dealt_in = stud  # past "*** HOLE CARDS ***": an all-in before it is a forced bet
        left: dict[str, int] = {}
        summary = len(lines)
        summary_won: dict[str, list[str]] = {}  # what each seat won by the summary: its amounts as written
        blinds = self.blinds
        first_line = self.line
        for number, raw in enumerate(lines[1:], start=1):
            row = raw.strip(" \t\r\ufeff")
            if not row:
                continue
            at = first_line + number
            seat = _SEAT.match(row) or _STUD_SEAT.match(row) if not actions and row.startswith("Seat") else None
            if seat is None and not actions and row.startswith("Seat ") and " : " not in row:
                if not _NOISE.match(row):
                    unparsed.append((at, row))
                continue
            if seat is not None:
                if seat.end() < len(row):  # words after the stack (a chat ending "in chips)" too: a review)
                    unparsed.append((at, row))
                said = seat.group("name")
                name = _NAMES.get(said) or _name(said)
                if name in names:
                    raise self.fail(f"two seats named {name!r}", at)
                names.add(name)
                token = seat.group("stack")
                stack = amounts.get((token, scale)) or money(token, number)
                seats.append(_new(Seat, (int(seat.group("seat")), name, stack, False)))
                left[name] = stack
                continue
            lead = row[0]
            if lead == "*" and row.startswith("***"):
                if row.startswith("*** HOLE CARDS"):
                    dealt_in = True
                    if row != "*** HOLE CARDS ***":  # words after it: no rule reads them
                        unparsed.append((at, row))
                    continue
                if row.startswith("*** SUMMARY"):
                    summary = number
                    if row != "*** SUMMARY ***":
                        unparsed.append((at, row))
                    break
                marker = _STREET.match(row)
                if stud and (row in _STUD_STREETS or row.startswith("*** RIVER")):
                    street = _STUD_STREETS.get(row, "seventh")
                    street_in, acted, high, dealt_after_action = {}, set(), 0, False
                    continue
                if marker is None:
                    unparsed.append((at, row))
                    continue
                street = marker.group("street").lower()
                boards[street] = " ".join(_CARDS.findall(marker.group("cards")))
                marked[street] = (at, row)
                held = marker.group("cards").replace("] [", "").strip()  # (the cards' brackets: one pair, or none)
                if _worded(boards[street]) or (
                    held and (held[0] != "[" or held[-1] != "]" or held.count("[") + held.count("]") != 2)
                ):
                    unparsed.append((at, row))  # a word among the cards, or words after them: no marker of the room
                street_in = {}
                high = 0
                acted = set()
                continue
            if lead == "C" and row.startswith("Card to the table "):  # 2012: the next street's cards, unmarked
                street = _NEXT_STREET.get(street, street)
                boards[street] = " ".join(_CARDS.findall(row))
                if _worded(boards[street]):
                    unparsed.append((at, row))
                street_in, acted, high = {}, set(), 0
                continue
            raw_name, colon, verb = row.partition(" : ")
            if not colon or not raw_name:  # the row is stripped: a name is empty or starts with no space
                if not (row.startswith(_PLAIN_NOISE) or _NOISE.match(row)):  # a room's line with no player named
                    unparsed.append((at, row))
                continue
            known = _NAMES.get(raw_name)
            if known is None:
                known = _name(raw_name)
                if len(_NAMES) < 10_000:
                    _NAMES[raw_name] = known
            name = known
            verb = verb.rstrip()
            if verb[:4] == "Card" and verb.startswith("Card dealt to a spot"):
                open_, close = verb.find("["), verb.rfind("]")
                if close != len(verb) - 1:  # words after the cards: no rule reads them
                    unparsed.append((at, row))
                if 0 <= open_ < close and name in names:
                    if stud and name in hole:  # stud: each street's card, after the ones before
                        if dealt_after_action:  # a file without street markers: the next street
                            street = _NEXT_STUD.get(street, street)
                            street_in, acted, high, dealt_after_action = {}, set(), 0, False
                        hole[name] = f"{hole[name]} {verb[open_ + 1 : close]}"
                    else:
                        hole[name] = verb[open_ + 1 : close]
                continue
            if stud:
                dealt_after_action = not verb.startswith("Ante chip")
            if verb == "Folds":
                if unmarked and _closed(hole, folded, all_in, acted, street_in, high):
                    street = _NEXT_STREET.get(street, street)
                    street_in, acted, high = {}, set(), 0
                if name not in names:
                    raise self.fail(f"line {number} names {name!r}, who has no seat: {row!r}", at)
                if name in folded:
                    problem = problem or self.again(name, at, row, lines)
                folded.add(name)
                actions.append(_new(Action, (street, name, ActionKind.FOLD, 0, None, False, None, None, at)))
                continue
            if verb[:3] == "Set" and verb.startswith("Set dealer"):
                if _SET_DEALER.fullmatch(verb) is None:  # words after it: no rule reads them
                    unparsed.append((at, row))
                spot = _CARDS.search(verb)
                if spot is not None and spot.group(1).isdigit():
                    button = int(spot.group(1))
                continue
            if name not in names:
                if _NOISE.match(verb):
                    continue
                raise self.fail(f"line {number} names {name!r}, who has no seat: {row!r}", at)
            head, _, token = verb.rpartition(" ")
            lowered = _SIMPLE.get(head, "")  # the common lines: a verb and one amount, no regex
            if unmarked and _VOLUNTARY.match(verb) and _closed(hole, folded, all_in, acted, street_in, high):
                street = _NEXT_STREET.get(street, street)
                street_in, acted, high = {}, set(), 0
            if lowered:
                value = amounts.get((token, scale))
                if value is None:
                    value = money(token, number)
                side = "-Side" in head
                to_token: str | None = None
            elif _FOLDS.match(verb):
                if name in folded:
                    problem = problem or self.again(name, at, row, lines)
                folded.add(name)
                actions.append(_new(Action, (street, name, ActionKind.FOLD, 0, None, False, None, None, at)))
                continue
            elif _CHECKS.match(verb):
                if name in folded:
                    problem = problem or self.again(name, at, row, lines)
                acted.add(name)
                actions.append(_new(Action, (street, name, ActionKind.CHECK, 0, None, False, None, None, at)))
                continue
            elif _SHOWS.match(verb):
                if verb.startswith("Mucks"):
                    mucked.add(name)
                else:
                    shown.add(name)
                    if verb.endswith(")"):  # the room's words for the hand: "Showdown [...] (Two pair)"
                        claims.append(_new(Claim, (name, verb[verb.rfind("(") + 1 : -1], 1, at)))
                continue
            elif _NOISE.match(verb):
                continue
            else:
                found = _VERB.match(verb)
                if found is None:
                    unparsed.append((at, row))
                    continue
                lowered = found.group("verb").lower()
                value = money(found.group("a"), number)
                side = found.group("side") is not None
                to_token = found.group("b")
            role = _ROLES.get(lowered) or _role(lowered)
            if role == "result":
                pot = "side pot" if side else "main pot"
                collected.append(_new(Collection, (name, value, pot, 1, at)))
                continue
            if role == "return":
                returned[name] = returned.get(name, 0) + value
                continue
            before = street_in.get(name, 0)
            if role == "dead":  # the small and the big blind: the big blind's part is live
                big = max((a.amount for a in actions if a.kind is ActionKind.BIG_BLIND), default=0)
                live = min(big, value)
                if value - live:
                    dead[name] = dead.get(name, 0) + value - live
                street_in[name] = before + live
                if before + live > high:
                    high = before + live
                actions.append(_new(Action, (street, name, ActionKind.DEAD_BLINDS, value, None, False, None, None, at)))
                left[name] -= value
                continue
            if role == "all-in" and not dealt_in and value == left[name]:
                role, post = "post", _forced_all_in(name, actions)
            elif role == "post":
                post = _POSTS[lowered]
            if role == "post":
                if (post is ActionKind.SMALL_BLIND or post is ActionKind.BIG_BLIND) and lowered != "posts chip":
                    placed.append((name, post, at, row))  # (a newcomer's "Posts chip" from any seat)
                if post is not ActionKind.ANTE:
                    if post is not ActionKind.BRING_IN:
                        blinds.add(value)
                    street_in[name] = before + value
                    if before + value > high:
                        high = before + value
                actions.append(_new(Action, (street, name, post, value, None, not left[name] - value, None, None, at)))
                left[name] -= value
                continue
            if name in folded:  # (a call, bet, raise or all-in)
                problem = problem or self.again(name, at, row, lines)
            if role == "all-in":
                rest = left[name]
                to_total = money(to_token, number) if to_token else None
                if to_total is not None:
                    added = to_total - before
                elif rest in (value, value - before):  # what it adds, or the street total it comes to
                    added = rest
                else:
                    raise self.fail(
                        f"line {number}: an all-in ({verb!r}) is neither the rest of the stack nor "
                        f"the street total it comes to: {row!r}",
                        at,
                    )
                after = before + added
                kind = ActionKind.CALL if after <= high else ActionKind.BET if not high else ActionKind.RAISE
                if kind is ActionKind.BET and street == "preflop":
                    kind = ActionKind.RAISE
                to = after if kind is not ActionKind.CALL else None
                all_in.add(name)
                actions.append(_new(Action, (street, name, kind, added, to, True, None, None, at)))
            elif role == "call":
                added = value
                actions.append(_new(Action, (street, name, ActionKind.CALL, added, None, False, None, None, at)))
            elif role == "bets":
                added = value
                kind = ActionKind.BET if not high else ActionKind.RAISE
                actions.append(_new(Action, (street, name, kind, added, before + added, False, None, None, at)))
            else:  # raises: "to" the street total
                to_total = money(to_token, number) if to_token else value
                added = to_total - before
                actions.append(_new(Action, (street, name, ActionKind.RAISE, added, to_total, False, None, None, at)))
            if added < 0:
                raise self.fail(f"line {number} takes chips back: {row!r}", at)
            street_in[name] = before + added
            left[name] -= added
            if before + added > high:
                acted = set()
                high = before + added
            acted.add(name)
        for number in range(summary + 1, len(lines)):  # the seat lines repeat what the hand said: read by shape
            row = lines[number].strip()
            if not row:
                continue
            if row.startswith("Total Pot"):
                totals = _TOTALS.match(row)
                if totals is None:
                    unparsed.append((self.line + number, row))
                    continue
                total = money(totals.group("total"), number)
                if totals.group("rake") is not None:
                    rake = money(totals.group("rake"), number)
            elif row.startswith("Board "):
                printed = _BOARD.match(row)
                if printed is None or _worded(printed.group("cards")):
                    unparsed.append((self.line + number, row))
                    continue
                summary_board, summary_board_at = printed.group("cards"), self.line + number
            elif not _summary_seat_line(
                row, names, stud, summary_won, None, number, self.summary_won_at
            ) and not _neutral(row):  # another room's too
                unparsed.append((self.line + number, row))
        if total is None:  # the room always writes its summary and its Total Pot: the hand was cut short
            ended = "its summary's 'Total Pot' line" if summary < len(lines) else "its summary"
            last = self.line + len(lines) - 1
            raise self.fail(f"the hand ends before {ended} (a truncated hand?)", last, "truncated")
        if summary_board and marked:
            self.boards_agree(summary_board, summary_board_at, lines[summary_board_at - self.line], boards, marked)
        self.summary_said, self.summary_lines, self.summary_at = summary_won, lines, summary
        board = summary_board or " ".join(boards[s] for s in ("flop", "turn", "river") if s in boards)
        self.board = board.split()
        self.game, self.structure = game, structure
        self.game_text = game_text + (" " + limit_text if limit_text else "")
        button = _button(seats, actions, button)
        self.scale, self.tournament, self.button, self.rake, self.printed_total = scale, tournament, button, rake, total
        self.table = header.group("table") or header.group("ttable") or header.group("zone")
        if tournament and header.group("sb"):
            self.header_blinds = (int(header.group("sb").replace(",", "")), int(header.group("bb").replace(",", "")))
        self.extra = {"family": "stud" if stud else "board"}
        record = self.record()  # (its figures first: a line printed twice is named as such)
        if record.error is None:
            # (the forced bets the rules allow, docs/RULES.md "Bovada"; its seats are numbered in no order)
            check_posts(self, lines, order=False)
            self.check_places(placed)
            if not record.unparsed:  # (a line not read may be the turn between)
                order = self.out_of_order(lines)  # (the order of play, _order's: the first line out of it)
                if order is not None and (problem is None or (order.line or 0) < (problem.line or 0)):
                    problem = order
                if problem is not None:
                    raise problem
        return record

    def check_places(self, placed: list[tuple[str, ActionKind, int, str]]) -> None:
        """The room names each seat by its place (``Small Blind``, ``Big Blind``, ``Dealer``,
        ``UTG+1``; ``[ME]`` after the hero's): a small blind is posted by the ``Small Blind`` (the
        ``Dealer`` where no seat is so named: heads-up), a big blind by the ``Big Blind`` (but a
        newcomer's ``Posts chip``): a blind posted from another place is NOT AUDITABLE, quoted."""
        places = {name.replace("[ME]", "").strip() for name in self.names}
        small = "Small Blind" if "Small Blind" in places else "Dealer"
        for name, kind, at, row in placed:
            want = small if kind is ActionKind.SMALL_BLIND else "Big Blind"
            if name.replace("[ME]", "").strip() != want:
                raise self.fail(
                    f"line {at}: {shorten(row, 80)}: the seat {name!r} posts the {kind.value}, which the {want}"
                    " posts (the room names each seat by its place)",
                    at,
                    INCONSISTENT,
                )

    def boards_agree(
        self,
        summary: str,
        summary_at: int,
        summary_row: str,
        boards: dict[str, str],
        marked: dict[str, tuple[int, str]],
    ) -> None:
        """Refuse a hand whose street markers deal a board its summary's ``Board [...]`` does not
        write (``*** FLOP *** [6h 7c 2c]`` above ``Board [6h 7c 3d 5s]``): each marker's board so
        far must be the start of the summary's. The record contradicts itself, both lines quoted."""
        said = summary.split()
        for street, (at, row) in marked.items():
            dealt = boards[street].split()
            if dealt != said[: len(dealt)]:
                raise self.fail(
                    f"the street lines deal another board (line {at}: {shorten(row, 80)}) than the summary writes"
                    f" (line {summary_at}: {shorten(summary_row.strip(), 80)}): a board is dealt once",
                    at,
                    INCONSISTENT,
                )

    def check_summary(self, said: dict[str, list[str]], unit: Decimal) -> None:
        """The summary's seat lines say what each seat won (``Seat+2: UTG $4.10 [Does not show]``,
        a Hi/Lo hand's ``HI`` and ``LO`` halves added), and nothing for a seat that folded, lost
        or mucked (``said``: the amounts as written, by player): the hand's ``Hand result``
        lines must pay each player that, main and side pots together. A file that says two
        things is NOT AUDITABLE, "the room's lines disagree", naming both (docs/RULES.md,
        "Bovada"), as the other rooms' summaries are judged."""
        paid: dict[str, int] = {}
        for collection in self.collected:
            paid[collection.player] = paid.get(collection.player, 0) + collection.amount
        for name, tokens in said.items():
            amount = 0
            for token in tokens:
                amount += self.money(token, self.line + self.summary_won_at.get(name, self.summary_at))
            if amount != paid.get(name, 0):
                raise self._disagree(name, paid.get(name, 0), amount, unit)
        for name, amount in paid.items():
            if name not in said:  # (a winner's line names an amount: most hands have none such)
                self._check_unsaid(name, amount, unit)

    def _check_unsaid(self, name: str, paid: int, unit: Decimal) -> None:
        """A player paid whose summary seat line names no amount: the summary says the player
        folded, lost or mucked, which the payout contradicts (no such line: nothing is said)."""
        nothing: set[str] = set()  # the players whose summary seat line names no amount
        stud = self.extra.get("family") == "stud"
        for row in self.summary_lines[self.summary_at + 1 :]:
            _summary_seat_line(row.strip(), self.names, stud, None, nothing)
        if name in nothing:
            raise self._disagree(name, paid, 0, unit)

    def _disagree(self, name: str, paid: int, won: int, unit: Decimal) -> HandHistoryError:
        """The error of a summary that says ``name`` won ``won`` where the body paid ``paid``."""
        return self.fail(
            f"the room's lines disagree: {name}'s 'Hand result' lines pay {_show(paid, unit)}"
            f" but the summary says {name} won {_show(won, unit)}",
            next((c.line for c in self.collected if c.player == name), None),
            "chips do not add up",
        )

    def again(self, name: str, at: int, row: str, lines: list[str]) -> HandHistoryError:
        """The contradiction of ``name`` acting at line ``at`` (``row``) having folded (a call or
        bet written onto the player who then folds: UTG's ``Call 3400`` beside its fold on the flop
        of MTT #3412763123 had MATCHed). NOT AUDITABLE, both lines quoted, in the words of the order
        of play (a turn again with no bet or raise since is :mod:`~pokerrank.handhistory._order`'s,
        judged once the hand is read: :meth:`TextHand.out_of_order`)."""
        first = next(action.line for action in reversed(self.actions) if action.player == name)
        return self.acted_again(name, first, lines, at, shorten(row, 60))

    def back_by_rules(self, put: dict[str, int], total: int, paid: int) -> tuple[dict[str, int], int]:
        """Nothing goes back unprinted: the room prints the bet nobody called (``Return
        uncalled portion of bet``)."""
        return {}, paid

    def check_settled(self, put: dict[str, int], total: int, paid: int, back: int) -> None:
        """The summary's pot is what was put in less what went back, and the room pays no more
        than was put in (a line written twice is named as the likely cause); then the summary's
        seat lines say what the ``Hand result`` lines pay (:meth:`check_summary`)."""
        printed, unit = self.printed_total, _UNIT[self.scale]
        if printed is not None and printed != total - back:
            raise self.fail(
                f"the summary's pot {_show(printed, unit)} is not the {_show(total - back, unit)} put in and called"
                + repeated_line(lines_of(self.text))
            )
        if paid + back > total:
            raise self.fail(
                f"the room pays {_show(paid + back, unit)}, more than the {_show(total, unit)} put in"
                + repeated_line(lines_of(self.text))
            )
        self.check_summary(self.summary_said, unit)

    def unprinted_rake(self, total: int, back: int, paid: int) -> int | None:
        """What was put in less what was paid and went back, at most :data:`MAX_INFERRED_RAKE`
        of all that was put in; none where no pot was paid, or where it is more (chips the
        room did not pay, which the audit shows)."""
        if not self.collected:
            return None
        taken = total - back - paid
        return taken if 0 <= taken <= total * self.max_rake else None

    def check_paid(self, put: dict[str, int]) -> None:
        """Nothing: what the room paid and handed back is the audit's to judge."""

    def dealt_in(self, put: dict[str, int]) -> tuple[list[Seat], dict[str, str]]:
        """Every seat as listed (a seat that sat out says so itself); the cards of the players
        who posted or acted (the room prints a card for every seat)."""
        return sorted(self.seats, key=_SEAT_NUMBER), {name: cards for name, cards in self.hole.items() if name in put}

    def pots_paid(self, rake: int | None) -> tuple[int, ...]:
        """What the main pot and the side pots paid, where a side pot was paid and a rake taken."""
        collected = self.collected
        side = [c.amount for c in collected if c.pot == "side pot"]
        if not side or not rake:
            return ()
        return (sum(c.amount for c in collected if c.pot == "main pot"), sum(side))

    def posted_stakes(self) -> tuple[int, ...]:
        """The stakes (the room prints none in a cash game): the blinds posted, a tournament's
        as its first line gives them; a limit game's small bet is the big blind; stud's big
        bet is a bet on fifth street or later."""
        stakes: tuple[int, ...] = self.header_blinds or tuple(sorted(self.blinds))
        if self.extra["family"] == "stud":
            bets = (a.to for a in self.actions if a.street in _BIG_STREETS and a.to and a.kind is ActionKind.BET)
            big = next(bets, 0)
            stakes = (big // 2, big) if big else ()
        elif self.structure == "limit" and len(stakes) > 1:  # the small bet is the big blind
            stakes = (stakes[1], 2 * stakes[1])
        return stakes[:2]


_ROLES: dict[str, str] = {}
"""What each verb (lower case) does, once worked out (:func:`_role`)."""


def _forced_all_in(name: str, actions: list[Action]) -> ActionKind:
    """What an ``All-in`` among the forced bets posts (``Dealer : All-in 80`` among the antes,
    ``Big Blind : All-in 237`` after its ante): the player's ante while the antes are posted,
    else the blind of the player's place."""
    blind = (
        ActionKind.BIG_BLIND if name.startswith("Big Blind")
        else ActionKind.SMALL_BLIND if name.startswith("Small Blind")
        else None
    )  # fmt: skip
    anteing = any(a.kind is ActionKind.ANTE for a in actions)
    if blind is None or (anteing and not any(a.player == name for a in actions)):
        return ActionKind.ANTE
    return blind


def _role(lowered: str) -> str:
    """What a verb does: pays a pot (``result``), hands a bet back (``return``), posts the
    small and big blind together (``dead``), posts (``post``), goes all in, calls, bets or
    raises (``raise``)."""
    role = (
        "result" if lowered.startswith("hand result")
        else "return" if lowered.startswith("return uncalled")
        else "dead" if lowered == "posts dead chip"
        else "post" if lowered in _POSTS
        else "all-in" if lowered.startswith("all-in")
        else "call" if lowered.startswith("call")
        else "bets" if lowered.startswith(("bets", "d bets"))
        else "raise"
    )  # fmt: skip
    if len(_ROLES) < 1_000:
        _ROLES[lowered] = role
    return role


_STUD_SEAT: Final = re.compile(r"^(?P<name>Seat\+(?P<seat>[0-9]{1,9})(?:\s+\[ME\])?): (?P<stack>[$\d][\d,.]*) in chips")
"""A stud table's seat line: the player named by the seat (``Seat+3 [ME]: $0.50 in chips``)."""
_STUD_STREETS: Final = {
    "*** 3RD STREET ***": "third", "*** 4TH STREET ***": "fourth", "*** 5TH STREET ***": "fifth",
    "*** 6TH STREET ***": "sixth",
}  # fmt: skip
_BIG_STREETS: Final = frozenset({"fifth", "sixth", "seventh"})
_NEXT_STUD: Final = {"third": "fourth", "fourth": "fifth", "fifth": "sixth", "sixth": "seventh"}
_VOLUNTARY: Final = re.compile(r"^(?:Fold|Check|Call|Bet|Raise|All-in)")
_NEXT_STREET: Final = {"preflop": "flop", "flop": "turn", "turn": "river"}


def _closed(
    dealt: dict[str, str], folded: set[str], all_in: set[str], acted: set[str], street_in: dict[str, int], high: int
) -> bool:
    """Whether a street's betting is over (a hand without street markers): every player dealt
    in and still able to bet has acted since the last raise and put in as much as anyone
    (``high``, the most anyone has put in on the street)."""
    if not acted:
        return False
    waiting = [name for name in dealt if name not in folded and name not in all_in]
    return bool(waiting) and all(name in acted and street_in.get(name, 0) == high for name in waiting)


def _button(seats: list[Seat], actions: list[Action], said: int | None) -> int | None:
    """The hand's button (``said``: the one ``Set dealer [N]`` names, or None), its seats
    renumbered by place where their figures are none (:func:`_by_place`: a list not in the
    figures' order). Else the ``Dealer``'s seat (the room's name for the button's place: a
    tournament whose figures happen to come in order counts ``Set dealer``'s places among empty
    ones too), or, no seat named so, the seat ``Set dealer`` names where no player holds it (a
    dead button), else a dead button the blinds place
    (:func:`~pokerrank.handhistory.records.button_by_blinds`, round a table of 10)."""
    if any(b.seat < a.seat for a, b in pairwise(seats)):
        return _by_place(seats)
    dealer = next((seat.seat for seat in seats if _ME.sub("", seat.name).strip() == "Dealer"), None)
    if dealer is not None:
        return dealer
    if not seats or seats[0].name.startswith("Seat+") or (said is not None and all(s.seat != said for s in seats)):
        return said  # (stud: seats named by their numbers; a dealer's seat nobody holds: `Set dealer [5]`)
    return button_by_blinds(seats, actions, dead=True, size=max(10, seats[-1].seat))


def _by_place(seats: list[Seat]) -> int | None:
    """The button of a hand whose seat numbers are no places, its seats numbered by place (in
    ``seats``, which it renumbers): Bovada's tournaments number each seat with a figure of their
    own (``Seat 75: UTG+3``, ``Seat 92: UTG+4 [ME]``, ``Seat 6: UTG+5``, ``Seat 111: Dealer``,
    ``Seat 25: Small Blind``), not in order, and list the seats in the table's order, clockwise;
    ``Set dealer [4]`` counts the table's places, empty ones too, which the list leaves out. So
    each seat is numbered by its place in the list, from 1, and the button is the ``Dealer``'s
    (its name says it), else the seat before the ``Small Blind``, else before the ``Big Blind``
    (None where no seat is so named): what the odd chips' order (clockwise from the button) and
    PHH's order of play (from the seat after the button) need.

    >>> seats = [Seat(75, "UTG+3", 9, False), Seat(111, "Dealer [ME]", 9, False), Seat(25, "Small Blind", 9, False)]
    >>> _by_place(seats), [seat.seat for seat in seats]
    (2, [1, 2, 3])
    """
    seats[:] = [seat._replace(seat=place) for place, seat in enumerate(seats, start=1)]
    places = {_ME.sub("", seat.name).strip(): seat.seat for seat in seats}
    if "Dealer" in places:
        return places["Dealer"]
    after = places.get("Small Blind") or places.get("Big Blind")
    return None if after is None else (after - 2) % len(seats) + 1


def _name(raw: str) -> str:
    """A player's name as the seat line writes it: ``Dealer  [ME]`` is ``Dealer [ME]``."""
    name = raw.strip()
    return _ME.sub(" [ME]", name) if name.endswith("[ME]") else name


def _summary_seat_line(
    row: str,
    names: set[str],
    stud: bool = True,
    won: dict[str, list[str]] | None = None,
    nothing: set[str] | None = None,
    at: int = 0,
    won_at: dict[str, int] | None = None,
) -> bool:
    """Whether a summary line is a seat's line of one of the room's shapes (:data:`_SUMMARY_SEAT`)
    whose name is a seated player's, with or without the hero's ``[ME]`` (the summary leaves it
    out now and then), or none (a stud table's summary names the seat alone). ``won``: where
    given, the amounts the line says the player won, by the player's name as seated (a stud
    table's ``Seat+3``); ``nothing``: where given, the player of a line that names none (a
    fold, a hand lost or mucked); ``won_at``: where given, the line (``at``) of each player's
    amounts kept in ``won``."""
    found = None
    if row.endswith(_FOLDS_SAID):  # (most lines: a fold, read without the pattern)
        seat, _, said = row[: row.rfind(" Folded ")].partition(":")
        if not (seat[:5] in _SEAT_WORDS and seat[5:].isdigit()):
            return False
    else:
        found = _SUMMARY_SEAT.match(row)
        if found is None:
            return False
        said = found.group("name")
    bare = said.strip()
    if bare.endswith("]"):
        bare = bare.removesuffix("[ME]").rstrip()
    if found is None and nothing is None:  # a fold, nothing kept: most lines
        return (not bare and stud) or bare in names or bare + " [ME]" in names
    if not bare and stud:  # (no name: a stud table's alone, named by its seat)
        bare = f"Seat+{found.group('seat')}" if found is not None else ""
        if won is None or not (bare in names or bare + " [ME]" in names):
            return True
    if bare in names:
        name = bare
    elif bare + " [ME]" in names:
        name = bare + " [ME]"
    else:
        return False
    if won is not None and found is not None:
        a, b, c = found.group("a", "b", "c")
        if a or b or c:
            won[name] = [token for token in (a, b, c) if token]
            if won_at is not None:
                won_at[name] = at
            return True
    if nothing is not None:
        nothing.add(name)
    return True


_SEAT_WORDS: Final = frozenset({"Seat+", "Seat "})
_FOLDS_SAID: Final = (
    " Folded before the FLOP", " Folded on the FLOP", " Folded on the TURN", " Folded on the RIVER",
    " Folded on the POCKET CARDS",
)  # fmt: skip
"""The summary's folds, the most of its seat lines."""


def _neutral(row: str) -> bool:
    """Whether a line is one of the room's notices that move no chips (``UTG : Seat sit out``,
    ``Table enter user``), which may come after a hand's summary too."""
    if row.startswith(_PLAIN_NOISE) or _NOISE.match(row):
        return True
    _, colon, verb = row.partition(" : ")
    return bool(colon) and _NOISE.match(verb.rstrip()) is not None


def _worded(cards: str) -> bool:
    """Whether a card list holds a word (a token longer than any card's text), which no card is."""
    return max(map(len, cards.split()), default=0) > 3


def _site(word: str) -> str:
    return "Bodog" if word.startswith("Bodog") else word


_UNIT: Final = {1: Decimal(1), 100: Decimal("0.01")}
_SEAT_NUMBER: Final = operator.itemgetter(0)


def _show(value: int, unit: Decimal) -> str:
    return f"{(Decimal(value) * unit).normalize():f}"
