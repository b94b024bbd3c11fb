"""Mutation fuzz of the audit: hands that MATCH, changed one line at a time, audited again.

    python benchmarks/mutation_audit.py [PATH ...] [--test-texts] [--per-room 20] [--seed 1]
        [--max-mutants 150] [--per-file 2] [--json OUT.jsonl] [--markdown OUT.md] [--crashes DIR]

``PATH``: hand-history files or folders (``../shared/hand-histories/sites/<room>``,
``../shared/hand-histories/pokerstars``); ``--test-texts``: the hand texts the tests write
(``tests/handtexts.py``, ``tests/test_handhistory_sites.py``) and the package's examples.
Every hand that MATCHes is kept (at most ``--per-room`` a room, ``--per-file`` a file, files
in an order shuffled by ``--seed``), and mutated line by line:

- ``amount+1`` / ``amount-1``: a number of the line moved by one in its last written place,
  written the same way (``$3.80`` -> ``$3.81``, ``$9.99`` -> ``$10.00``, ``100`` -> ``99``);
  every number not in a date, a time or a player's name is moved (seat and hand numbers
  too, Boss's numbered cards ``<CARD LINK="37">``), the money-looking ones sampled first;
- ``card``: a card of the line replaced by a card found nowhere in the hand (``As``,
  iPoker's ``SA``, PokerNow's ``A\u2660``);
- ``player``: a seated player's name in the line replaced by another seated player's;
- ``delete``, ``double``: the line deleted, or written twice;
- ``swap``: the line and the next one swapped;
- ``words``: words appended to the line.

Each mutant is read and audited again in this process (``read`` and ``audit_hand``; with
``--rules``, ``audit_with_rules`` too: the actions under the room's rules) and classified: MATCH, MISMATCH, NOT AUDITABLE, GONE (no hand read from it), RAISED (a
:class:`~pokerrank.errors.PokerRankError` escaped ``audit_hand``), HANG (over ``--timeout``)
or CRASH (any other exception: a defect; its text is written under ``--crashes`` with the
traceback, to reproduce). A mutant is *semantic* when its record, read again, differs from
the original's in what happened or what was paid (:func:`facts`: actions, collections,
boards, shown cards, returned bets, stacks, rake, pots...); the others (the same record: a
chat line, a header's words, a swap of two seat lines, a JSON key written twice) may be
harmless and are counted apart. Each line's kind, found by its words (``line_kind``, the
same for every room), labels the report's classes (mutation / line kind) and orders the
sample (likely semantic lines first).

The report (Markdown to standard output, or ``--markdown``) gives, per room, the hands and
mutants, each outcome's count, and for each (mutation, line kind) class the mutants that
still MATCH, semantic classes first, with examples (file, hand, original and mutated line).
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import random
import re
import signal
import sys
import time
import traceback
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

TESTS = Path(__file__).resolve().parents[1] / "tests"

KINDS = ("amount+1", "amount-1", "card", "player", "delete", "double", "swap", "words")
OUTCOMES = ("MATCH", "MISMATCH", "NOT AUDITABLE", "GONE", "RAISED", "HANG", "CRASH")


# --- what a line is -------------------------------------------------------------------------

_CHAT = re.compile(r'\bsaid\b|\bsays\b|\bchat\b|(?<!"): ".*"\s*$|\[observer\]', re.IGNORECASE)
_STAKES = re.compile(r'"(?:small_blind|big_blind|ante|bet_cap|straddle)_amount"|"bet_type"|"bet_limit"', re.IGNORECASE)
_SUMMARY_MARK = re.compile(r"\*\s*SUMMARY\s*\*|^\s*SUMMARY\b|<summary|Summary:", re.IGNORECASE)
_SUMMARY = re.compile(r"Total pot|\bRake\b|\bMain pot\b|Side pot|\bjackpot\b", re.IGNORECASE)
_COLLECT = re.compile(
    r"collect|\bwins?\b|\bwon\b|\btakes\b|cash(?:ed)?[ -]?out|\bwin=|winner|payout|\bgets\b|"
    r"\breceives?\b|\bpaid\b|\bnet\b|win_amount|\"winnings?\"|<win\b",
    re.IGNORECASE,
)
_RETURNED = re.compile(r"uncalled (?:bet|portion)|returned to|\breturns? uncalled|\brefund", re.IGNORECASE)
_XML_BOARD = re.compile(r"<cards[^>]*type=\"(?:flop|turn|river|board|community)", re.IGNORECASE)
_SHOWS = re.compile(
    r"\bshows?\b|\bshowed\b|\bmucks?\b|\bmucked\b|\brevealed?\b|type=\"?(?:shown|showdown)", re.IGNORECASE
)
_DEALT = re.compile(r"\bdealt\b|<cards|\bhole\b|pocket|\bdh\b", re.IGNORECASE)
_BOARD = re.compile(r"\*\*\*|\bFLOP\b|\bTURN\b|\bRIVER\b|\bboard\b|street|<round|\bdb\b|community", re.IGNORECASE)
_STREET = re.compile(r"^\s*\*\*\*|^\s*-{2,}|^\s*\*{2,}\s*(?:Dealing|FLOP|TURN|RIVER)", re.IGNORECASE)
_BLIND = re.compile(r"\bposts?\b|\bposted\b|blind|\bante\b|straddle|bring", re.IGNORECASE)
_ACTION = re.compile(
    r"\b(?:folds?|folded|checks?|checked|calls?|called|bets?|raises?|raised|all-?in|completes?|discards?|draws?|"
    r"stands? pat|cbr|cc|sd)\b|"
    r"<action\b|ACTION_|type=\"[A-Z_]*(?:FOLD|CHECK|CALL|BET|RAISE|ALL_?IN|PUSH)|"
    r"<(?:PUSH|BET|CALL|RAISE|CHECK|FOLD|ALLIN|ALL_IN)\b|\"action\"\s*:|^\s*\"amount\"\s*:",
    re.IGNORECASE,
)
_SEAT = re.compile(r"^\s*Seat \d+|<player\b|\bseats?\b|\bstacks?\b|\bchips\b|in chips", re.IGNORECASE)
_HEADER = re.compile(r"Hand #|Game #|HandId|\bTable\b|<game|<general|session|\bvariant\b|\bGame\b", re.IGNORECASE)

SEMANTIC_KINDS: dict[str, frozenset[str]] = {
    "amount+1": frozenset({"blind", "action", "collect", "returned", "summary"}),
    "amount-1": frozenset({"blind", "action", "collect", "returned", "summary"}),
    "card": frozenset({"board", "shows", "summary"}),
    "player": frozenset({"blind", "action", "collect", "returned", "shows", "summary"}),
    "delete": frozenset({"blind", "action", "collect"}),
    "double": frozenset({"blind", "action", "collect"}),
}
"""The line kinds where a mutation likely changes what happened or what was paid (the
sample's order: :func:`likely_semantic`)."""


def line_kind(line: str, in_summary: bool, first: bool) -> str:
    """The kind of a line of a hand, by its words: ``header``, ``seat``, ``blind``, ``action``,
    ``dealt``, ``board`` (a street's line), ``shows``, ``returned`` (an uncalled bet given
    back), ``collect``, ``summary``, ``chat``, ``blank`` or ``other`` (and ``running``, from
    :func:`line_kinds`: a pot-so-far line before the summary).

    >>> line_kind("ann: calls $1", False, False), line_kind("ann collected $3.80 from pot", False, False)
    ('action', 'collect')
    >>> line_kind("Seat 1: ann (button) showed [As Ad] and won ($3.80)", True, False)
    'summary'
    """
    if not line.strip():
        return "blank"
    if first:
        return "header"
    if _CHAT.search(line):
        return "chat"
    if in_summary:
        return "summary"
    if _STREET.search(line):
        return "board"
    if _SUMMARY.search(line):
        return "summary"
    if _STAKES.search(line):
        return "header"
    for kind, pattern in (
        ("returned", _RETURNED),
        ("collect", _COLLECT),
        ("shows", _SHOWS),
        ("board", _XML_BOARD),
        ("dealt", _DEALT),
        ("board", _BOARD),
        ("blind", _BLIND),
        ("action", _ACTION),
        ("seat", _SEAT),
        ("header", _HEADER),
    ):
        if pattern.search(line):
            return kind
    return "other"


def line_kinds(lines: Sequence[str], first: int = 0, players: Sequence[str] = ()) -> list[str]:
    """Each line's kind (:func:`line_kind`); ``first``: the index of the hand's first line;
    the ``players``' names are taken out of the lines first (Bovada names its players by
    their places: ``Big Blind : Raises $22`` is a raise)."""
    names = sorted((name for name in players if name), key=len, reverse=True)
    if names:
        pattern = re.compile("|".join(rf"(?<![\w]){re.escape(name)}(?![\w])" for name in names))
        lines = [pattern.sub("P", line) for line in lines]
    kinds, in_summary = [], False
    marked = any(_SUMMARY_MARK.search(line) for line in lines)
    for at, line in enumerate(lines):
        if _SUMMARY_MARK.search(line):
            in_summary = True
            kinds.append("board")  # (the summary's heading: a street line's kind)
            continue
        kind = line_kind(line, in_summary, at == first)
        if kind == "summary" and marked and not in_summary:
            kind = "running"  # (the pot so far, written before the summary: WPN's, Full Tilt's street lines)
        kinds.append(kind)
    return kinds


# --- mutations ------------------------------------------------------------------------------

_NUMBER = re.compile(r"(?<![\w.,/:#-])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?)(?![\w/:]|[.,]\d|-\d)")
_NOT_MONEY_BEFORE = re.compile(
    r"(?:Seat |seat |#|no=\"|Hand |Game |Table |level |Level |Round |round |\bwins (?:the )?(?:side )?pot |"
    r"\b(?:RIVER|TURN|FLOP|SUMMARY|run|Run|board|Board|Pot) |\b(?:side|main|from|of) pot[- ]?#?|\+)$"
)
_CARD = re.compile(r"(?<![\w])(10|[2-9TJQKA])([cdhs])(?![\w])")
_CARD_SUIT_FIRST = re.compile(r"(?<![\w])([SCDH])(10|[2-9JQKA])(?![\w])")
_CARD_SYMBOL = re.compile(r"(?<![\w])(10|[2-9TJQKA])([\u2660\u2665\u2666\u2663])")
_SYMBOLS = {"s": "\u2660", "h": "\u2665", "d": "\u2666", "c": "\u2663"}
_CARD_STYLES: tuple[tuple[re.Pattern[str], Callable[[str], str]], ...] = (
    (_CARD, lambda card: card),  # As, Td
    (_CARD_SUIT_FIRST, lambda card: card[1].upper() + ("10" if card[0] == "T" else card[0])),  # iPoker's SA, S10
    (_CARD_SYMBOL, lambda card: ("10" if card[0] == "T" else card[0]) + _SYMBOLS[card[1]]),  # PokerNow's 10\u2660
)
"""How rooms write a card, and a card (``Ts``) written that way. Boss's numbered cards
(``<CARD LINK="37">``) are changed by the amount mutations (the number moved by one)."""
RANKS = "23456789TJQKA"
SUITS = "cdhs"


@dataclass(frozen=True)
class Mutation:
    """One change of one line: ``kind``, the line's index among the unit's lines, and the
    line(s) written instead (``None``: deleted; two for ``double`` and ``swap``)."""

    kind: str
    at: int
    new: tuple[str, ...]
    money: bool = True
    """For amounts: whether the number may be money (not a seat, level or hand number): the
    sampling's order only (:func:`likely_semantic`)."""


_ATTRIBUTE = re.compile(r"([\w:-]+)=\"[^\"]*$")
_ELEMENT = re.compile(r"<([\w:-]+)[^<>]*>[^<>]*$")
_MONEY_NAME = re.compile(
    r"amount|sum|win|bet|pot|rake|value|total|fee|cash|stake|blind|ante|return|uncalled|collect|paid|pay|won",
    re.IGNORECASE,
)
_NOT_MONEY_NAME = re.compile(r"(?:number|no|id|index|seat|count|sequence|time|stamp|level|cards?|type)$", re.IGNORECASE)


def _money(before: str) -> bool:
    """Whether a number written after ``before`` (its line's text up to it) may be money: not a
    seat, level, hand or pot number, and in XML only in an attribute or element whose name
    says money (``sum="…"``, ``<bets>…</bets>``), not a sequence number, time or player index."""
    named = _ATTRIBUTE.search(before) or _ELEMENT.search(before)
    if named:
        return bool(_MONEY_NAME.search(named.group(1))) and not _NOT_MONEY_NAME.search(named.group(1))
    return not _NOT_MONEY_BEFORE.search(before)


def _moved(number: str, step: int) -> str | None:
    """``number`` (as written) moved by ``step`` in its last written place, written the same
    way: the decimal separator (the last separator, unless three digits follow it and it is the
    only kind) as many places from the right, thousands separators written again, no new
    leading zero; None below zero.

    >>> [_moved(n, 1) for n in ("3.80", "9.99", "9,99", "1,999")], [_moved(n, -1) for n in ("100", "1,000", "0")]
    (['3.81', '10.00', '10,00', '2,000'], ['99', '999', None])
    """
    separators = [(at, char) for at, char in enumerate(number) if not char.isdigit()]
    decimals, point = 0, ""
    if separators:
        at, char = separators[-1]
        if len(number) - at - 1 != 3 or len({char for _, char in separators}) > 1:
            decimals, point = len(number) - at - 1, char
    group = next((char for _, char in separators if char != point), "")
    value = int(re.sub(r"\D", "", number)) + step
    if value < 0:
        return None
    whole, fraction = divmod(value, 10**decimals)
    text = f"{whole:,}".replace(",", group) if group else str(whole)
    return text + (point + str(fraction).rjust(decimals, "0") if decimals else "")


def _cards_in(text: str) -> set[str]:
    """Every card written in ``text``, as rank and suit (``Ts``)."""
    found = {("T" if r == "10" else r) + s for r, s in _CARD.findall(text)}
    found |= {("T" if r == "10" else r) + s.lower() for s, r in _CARD_SUIT_FIRST.findall(text)}
    suits = {symbol: suit for suit, symbol in _SYMBOLS.items()}
    found |= {("T" if r == "10" else r) + suits[s] for r, s in _CARD_SYMBOL.findall(text)}
    return found


def mutations(lines: Sequence[str], span: range, players: Sequence[str], rng: random.Random) -> list[Mutation]:
    """Every mutation of the lines of ``span`` (``lines`` without their line ends)."""
    used = _cards_in("\n".join(lines[i] for i in span))
    free = [r + s for r in RANKS for s in SUITS if r + s not in used]
    names = sorted({name for name in players if name}, key=lambda name: (-len(name), name))  # (not by the hash seed)
    out: list[Mutation] = []
    for at in span:
        line = lines[at]
        if not line.strip():
            continue
        named = [
            (found.start(), found.end())
            for name in names
            for found in re.finditer(rf"(?<![\w]){re.escape(name)}(?![\w])", line)
        ]
        for match in _NUMBER.finditer(line):
            if any(start <= match.start() < end for start, end in named):
                continue  # (a number that is a player's name, or in one: the player mutation's)
            money = _money(line[: match.start()])
            for step, kind in ((1, "amount+1"), (-1, "amount-1")):
                moved = _moved(match.group(1), step)
                if moved is not None:
                    out.append(Mutation(kind, at, (line[: match.start()] + moved + line[match.end() :],), money))
        for pattern, write in _CARD_STYLES:
            for match in pattern.finditer(line):
                if not free:
                    break
                new = line[: match.start()] + write(rng.choice(free)) + line[match.end() :]
                out.append(Mutation("card", at, (new,)))
        for name in names:
            others = [other for other in names if other != name]
            if not others:
                break
            for match in re.finditer(rf"(?<![\w]){re.escape(name)}(?![\w])", line):
                other = rng.choice(others)
                out.append(Mutation("player", at, (line[: match.start()] + other + line[match.end() :],)))
        out.append(Mutation("delete", at, ()))
        out.append(Mutation("double", at, (line, line)))
        if at + 1 in span and lines[at + 1].strip() and lines[at + 1] != line:
            out.append(Mutation("swap", at, (lines[at + 1], line)))
        out.append(Mutation("words", at, (line + " and then some more words",)))
    return out


def likely_semantic(mutation: Mutation, kind: str) -> bool:
    """Whether ``mutation`` of a line of ``kind`` (its words' kind: :func:`line_kind`) likely
    changes what happened: the order in which mutants are sampled (semantic-looking ones
    first). Whether a mutant *is* semantic is decided by its record (:func:`facts`)."""
    if mutation.kind.startswith("amount") and not mutation.money:
        return False
    return kind in SEMANTIC_KINDS.get(mutation.kind, frozenset())


def facts(record: Any) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
    """What was paid in a hand and what happened, as its record says: (paid, happened). Paid:
    the chips each player put in, the collections (player, amount, run: in any order),
    returned bets, dead money, cash-outs, rake, the total pot and the side pots, what the
    summary says each won, PHH's winnings and final stacks. Happened: each action (street,
    player, kind, amount, total, cards), the boards, the cards of the players who showed (a
    card nobody shows cannot be checked), the seats' stacks. A mutant is *semantic* when its
    record's facts differ from the original's, and *paid* when what was paid differs."""
    shown = set(record.shown)
    put: Counter[str] = Counter()
    for action in record.actions:
        put[action.player] += action.amount
    paid = (
        tuple(sorted((name, chips) for name, chips in put.items() if chips)),  # (a player who put nothing in: none)
        tuple(sorted((c.player, c.amount, c.run) for c in record.collected)),
        tuple(sorted(record.returned.items())),
        tuple(sorted(record.dead.items())),
        tuple(sorted(record.cash_outs.items())),
        record.rake,
        record.total_pot,
        tuple(record.pots),
        tuple(sorted(record.summary_won.items())),
        tuple(sorted((record.winnings or {}).items())),
        tuple(sorted((record.finishing_stacks or {}).items())),
    )
    happened = (
        tuple((a.street, a.player, a.kind, a.amount, a.to, a.cards) for a in record.actions),
        tuple(record.boards),
        tuple(sorted((name, cards) for name, cards in record.hole.items() if name in shown)),
        tuple(sorted(shown)),
        tuple(tuple(sorted((n, c) for n, c in run.items() if n in shown)) for run in record.run_hole),
        tuple(sorted((seat.name, seat.stack) for seat in record.seats)),
    )
    return paid, happened


def applied(lines: Sequence[str], ends: Sequence[str], mutation: Mutation) -> str:
    """The text of ``lines`` (with their ``ends``) with ``mutation`` made."""
    out = []
    at = mutation.at
    for i, (line, end) in enumerate(zip(lines, ends, strict=True)):
        if i == at:
            if mutation.kind == "swap":
                out.append(mutation.new[0] + end + mutation.new[1] + ends[i + 1])
            else:
                out.extend(new + (end or "\n") for new in mutation.new)
        elif i == at + 1 and mutation.kind == "swap":
            continue
        else:
            out.append(line + end)
    return "".join(out)


# --- hands to mutate ------------------------------------------------------------------------


@dataclass
class Unit:
    """A hand that MATCHes, as the text it is audited from: the hand's own text, or its
    file's whole text where the hand has none of its own (XML, JSON, CSV rooms), the hand
    picked out of the records by its number."""

    room: str
    source: str
    hand_id: str
    text: str
    whole_file: bool
    players: tuple[str, ...]
    facts: tuple[tuple[Any, ...], tuple[Any, ...]]
    """The original record's :func:`facts` (a mutant whose record differs is semantic)."""
    span: range | None = None
    """The lines of ``text`` that are the hand's (all of them where not given)."""
    offset: int = 0
    """The line number in its file of ``text``'s first line, less one (a report's rows)."""
    lines: list[str] = field(default_factory=list)
    ends: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        parts = self.text.splitlines(keepends=True)
        self.lines = [part.rstrip("\r\n") for part in parts]
        self.ends = [part[len(line) :] for part, line in zip(parts, self.lines, strict=True)]
        if self.span is None:
            self.span = range(len(self.lines))

    @property
    def hand_span(self) -> range:
        assert self.span is not None  # (set by __post_init__)
        return self.span


def room_of_path(path: Path, site: str) -> str:
    """The room a file is counted under: its folder under ``sites/``, ``pokerstars``, or the
    site the reader named."""
    parts = path.parts
    if "sites" in parts and parts.index("sites") + 1 < len(parts) - 1:
        return parts[parts.index("sites") + 1]
    if "pokerstars" in parts:
        return "pokerstars"
    return site.lower()


RULES = {"on": False}
"""Whether :func:`judge` adds the room's rules (``--rules``): set by :func:`main`."""


def judge(record: Any) -> Any:
    """The verdict of a hand: :func:`~pokerrank.handhistory.audit_hand`'s, with the legality
    of every action under the room's rules added (``audit_with_rules``) where ``RULES`` says so."""
    from pokerrank.handhistory import audit_hand

    verdict = audit_hand(record)
    if RULES["on"]:
        from pokerrank.engine import audit_with_rules

        return audit_with_rules(record, verdict)
    return verdict


def _verdicts(text: str, hand_id: str | None) -> list[tuple[Any, Any]]:
    """The hands read from ``text`` (those numbered ``hand_id`` where given), each with its verdict."""
    from pokerrank.handhistory import read

    records = [record for record in read(text) if hand_id is None or record.hand_id == hand_id]
    return [(record, judge(record)) for record in records]


def _matched(text: str, hand_id: str | None, timeout: float) -> Any | None:
    """The one hand read from ``text`` (numbered ``hand_id`` where given) where it MATCHes, else None."""
    try:
        with _limit(timeout):
            said = _verdicts(text, hand_id)
    except Exception:
        return None
    if len(said) == 1 and said[0][1].outcome.value == "match":
        return said[0][0]
    return None


def units_of_text(text: str, source: str, room: str | None = None, timeout: float = 20.0) -> Iterator[Unit]:
    """The hands of ``text`` (a hand or hands of one room) that MATCH on their own text, as units."""
    from pokerrank.handhistory import read

    for record in read(text):
        alone = _matched(record.text, None, timeout) if record.text else None
        if alone is not None:
            yield Unit(room or record.site.lower(), source, record.hand_id, record.text, False, record.players,
                       facts(alone))  # fmt: skip


def units_of_file(path: Path, per_file: int, rng: random.Random, timeout: float = 20.0) -> Iterator[Unit]:
    """At most ``per_file`` hands of the file at ``path`` that MATCH, as units; each read or
    audit limited to ``timeout`` seconds (:class:`_Hang` past it)."""
    from pokerrank.handhistory import read

    with _limit(timeout):
        records = list(read(path))
    if not records:
        return
    order = list(range(len(records)))
    rng.shuffle(order)
    data = path.read_bytes()
    whole: str | None = None
    kept = 0
    starts = sorted({record.line for record in records})
    for index in order:
        if kept >= per_file:
            return
        record = records[index]
        if record.error is not None:
            continue
        with _limit(timeout):
            if judge(record).outcome.value != "match":
                continue
        room = room_of_path(path, record.site)
        alone = _matched(record.text, None, timeout) if record.text else None
        if alone is not None:
            unit = Unit(room, str(path), record.hand_id, record.text, False, record.players, facts(alone))
        else:
            if whole is None:
                try:
                    whole = data.decode(record.encoding)
                except (LookupError, UnicodeDecodeError):
                    whole = data.decode("utf-8", "replace")
            if sum(1 for other in records if other.hand_id == record.hand_id) != 1:
                continue
            inside = _matched(whole, record.hand_id, timeout)
            if inside is None:
                continue
            span = _span(whole, starts, record.line, record.hand_id, records, timeout)
            if span is None:
                continue
            unit = Unit(room, str(path), record.hand_id, whole, True, record.players, facts(inside), span)
        kept += 1
        yield unit


def _span(
    whole: str, starts: Sequence[int], line: int, hand_id: str, records: Sequence[Any], timeout: float = 20.0
) -> range | None:
    """The lines of the hand numbered ``hand_id`` (read at ``line``) in its file's text
    ``whole``: from its line to the next hand's, or (PokerNow's logs, newest first) from after
    the hand before it to its line; the one whose lines, taken out, leave every other hand
    with its verdict and take this one away. None where neither does."""
    from pokerrank.handhistory import read

    parts = whole.splitlines(keepends=True)
    if len(records) == 1:
        return range(len(parts))
    at = line - 1
    later = [start - 1 for start in starts if start - 1 > at]
    earlier = [start - 1 for start in starts if start - 1 < at]
    with _limit(timeout):
        others = [(r.hand_id, judge(r).outcome.value) for r in records if r.hand_id != hand_id]
    for span in (range(at, later[0] if later else len(parts)), range(earlier[-1] + 1 if earlier else 0, at + 1)):
        rest = "".join(part for i, part in enumerate(parts) if i not in span)
        try:
            with _limit(timeout):
                left = [(r.hand_id, judge(r).outcome.value) for r in read(rest)]
        except Exception:
            continue
        if left == others:
            return span
    return None


def test_texts() -> list[tuple[str, str]]:
    """The hand texts the tests write, and the package's example hands: (name, text)."""
    from pokerrank.handhistory import examples

    sys.path.insert(0, str(TESTS))
    try:
        import handtexts
        import test_handhistory_sites as sites
    finally:
        sys.path.remove(str(TESTS))
    ps = handtexts.HEADS_UP.format(id=21, winner="ann") + (
        "Seat 1: ann (button) (small blind) showed [As Ad] and won ($3.80) with a pair of Aces\n"
        "Seat 2: bob (big blind) showed [Ks Kd] and lost with a pair of Kings\n"
    )
    return [
        ("handtexts.HEADS_UP", handtexts.HEADS_UP.format(id=21, winner="ann")),
        ("handtexts.HEADS_UP+summary seats", ps),
        ("examples.ALL_IN_SHOWDOWN", examples.ALL_IN_SHOWDOWN),
        ("examples.HEADS_UP_STEAL", examples.HEADS_UP_STEAL),
        ("test_handhistory_sites.gg_hand()", sites.gg_hand()),
        ("test_handhistory_sites.wx_hand()", sites.wx_hand()),
        ("test_handhistory_sites.FT_HAND", sites.FT_HAND),
        ("test_handhistory_sites.FT_TWICE", sites.FT_TWICE),
        ("test_handhistory_sites.WPN_HAND", sites.WPN_HAND),
        ("test_handhistory_sites.STARS_TWO", sites.STARS_TWO),
        ("test_handhistory_sites.RUN_THRICE", sites.RUN_THRICE),
        ("test_handhistory_sites.SHORT_DECK", sites.SHORT_DECK),
    ]


# --- auditing the mutants -------------------------------------------------------------------


class _Hang(BaseException):
    """Raised by the alarm in a mutant's audit that ran past its time (a BaseException: the
    code under test cannot catch it as an ``Exception``)."""


@contextlib.contextmanager
def _limit(seconds: float) -> Iterator[None]:
    """:class:`_Hang` raised in the block after ``seconds`` (none where 0 or without
    ``SIGALRM``); a timer already running outside (an outer limit) keeps its deadline: it is
    set again on the way out, to the time it had left (and the block's limit is cut to it)."""
    if seconds <= 0 or not hasattr(signal, "SIGALRM"):
        yield
        return

    def ring(signum: int, frame: object) -> None:
        raise _Hang

    started = time.monotonic()
    old = signal.signal(signal.SIGALRM, ring)
    outer, interval = signal.getitimer(signal.ITIMER_REAL)
    signal.setitimer(signal.ITIMER_REAL, min(seconds, outer) if outer > 0 else seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
        if outer > 0:  # (the outer timer's time left; at once where it has passed)
            signal.setitimer(signal.ITIMER_REAL, max(outer - (time.monotonic() - started), 1e-6), interval)


@dataclass
class Result:
    """One mutant's audit."""

    unit: Unit
    mutation: Mutation
    line_kind: str
    semantic: bool
    outcome: str
    detail: str = ""
    paid: bool = False
    """Whether the mutant's record changes what was paid (semantic ones: :func:`facts`)."""

    @property
    def line(self) -> int:
        """The mutated line's number (in the hand's text, or its file's where the hand has none)."""
        return self.unit.offset + self.mutation.at + 1

    @property
    def original(self) -> str:
        return self.unit.lines[self.mutation.at]

    @property
    def mutated(self) -> str:
        if self.mutation.kind == "delete":
            return "(deleted)"
        return " / ".join(self.mutation.new) if self.mutation.kind != "double" else self.mutation.new[0] + " (twice)"

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Result:
        """A result from its :meth:`row` (for reports of an earlier run: the unit holds only
        the mutated line)."""
        unit = Unit(row["room"], row["source"], row["hand"], row["original"], False, (), (), offset=row["line"] - 1)
        mutated = row["mutated"]
        if row["kind"] == "delete":
            new: tuple[str, ...] = ()
        elif row["kind"] == "double":
            new = (row["original"], row["original"])
        elif row["kind"] == "swap":
            new = tuple(mutated.split(" / ", 1))  # type: ignore[assignment]
        else:
            new = (mutated,)
        return cls(
            unit,
            Mutation(row["kind"], 0, new),
            row["line_kind"],
            row["semantic"],
            row["outcome"],
            row["detail"],
            row.get("paid", False),
        )

    def row(self) -> dict[str, Any]:
        return {
            "room": self.unit.room,
            "source": self.unit.source,
            "hand": self.unit.hand_id,
            "kind": self.mutation.kind,
            "line_kind": self.line_kind,
            "semantic": self.semantic,
            "paid": self.paid,
            "outcome": self.outcome,
            "line": self.line,
            "original": self.original,
            "mutated": self.mutated,
            "detail": self.detail,
        }


class Audit(NamedTuple):
    """A text's audit (:func:`classify`): the outcome, a detail, and the :func:`facts` of
    each hand read (None where reading it failed)."""

    outcome: str
    detail: str
    facts: tuple[tuple[tuple[Any, ...], tuple[Any, ...]], ...] | None = None


def classify(text: str, hand_id: str | None, timeout: float = 20.0) -> Audit:
    """The outcome of auditing ``text`` (the hands numbered ``hand_id``, where given), and a
    detail: MATCH where any of its hands MATCHes, else MISMATCH where any mismatches, else
    NOT AUDITABLE; GONE (no hand), RAISED, HANG or CRASH (with the traceback's last lines)."""
    from pokerrank.errors import PokerRankError

    try:
        with _limit(timeout):
            said = _verdicts(text, hand_id)
    except _Hang:
        return Audit("HANG", f"over {timeout:g} s")
    except PokerRankError as exc:
        return Audit("RAISED", f"{type(exc).__name__}: {exc}"[:300])
    except Exception as exc:
        tail = "".join(traceback.format_exception(exc)[-3:])
        return Audit("CRASH", f"{type(exc).__name__}: {exc}\n{tail}")
    read = tuple(facts(record) for record, _ in said)
    if not said:
        return Audit("GONE", "", read)
    outcomes = {verdict.outcome.value for _, verdict in said}
    for value, name in (("match", "MATCH"), ("mismatch", "MISMATCH")):
        if value in outcomes:
            first = next(verdict for _, verdict in said if verdict.outcome.value == value)
            return Audit(name, f"{first.reason}: {first.detail}"[:300] if value != "match" else "", read)
    first = said[0][1]
    return Audit("NOT AUDITABLE", f"{first.reason}: {first.detail}"[:300], read)


def mutate_unit(unit: Unit, rng: random.Random, max_mutants: int, timeout: float = 20.0) -> Iterator[Result]:
    """Up to ``max_mutants`` mutants of ``unit`` (a seeded sample of every mutation, the
    likely semantic ones first: :func:`likely_semantic`), each audited; semantic where no hand
    read from the mutant has the original's :func:`facts` (or reading it failed: a header
    written twice reads as a hand of one line and the hand itself, not semantic)."""
    kinds = line_kinds(unit.lines, unit.hand_span.start, unit.players)
    every = mutations(unit.lines, unit.hand_span, unit.players, rng)
    rng.shuffle(every)
    every.sort(key=lambda m: not likely_semantic(m, kinds[m.at]))
    for mutation in every[:max_mutants]:
        text = applied(unit.lines, unit.ends, mutation)
        audit = classify(text, unit.hand_id if unit.whole_file else None, timeout)
        semantic = audit.facts is None or unit.facts not in audit.facts
        paid = audit.facts is None or unit.facts[0] not in {paid for paid, _ in audit.facts}
        yield Result(unit, mutation, kinds[mutation.at], semantic, audit.outcome, audit.detail, semantic and paid)


def run(
    units: Iterable[Unit],
    *,
    seed: int = 1,
    max_mutants: int = 150,
    timeout: float = 20.0,
    crashes: Path | None = None,
    progress: Callable[[str], None] | None = None,
    sink: Callable[[Result], None] | None = None,
) -> list[Result]:
    """Every unit's mutants, audited (:func:`mutate_unit`); each CRASH or HANG's text written
    under ``crashes`` (with its row beside it) where given; ``sink`` is given each result as
    it comes."""
    results: list[Result] = []
    for unit in units:
        rng = random.Random(f"{seed}:{unit.source}:{unit.hand_id}")
        started = time.perf_counter()
        for result in mutate_unit(unit, rng, max_mutants, timeout):
            results.append(result)
            if result.outcome in ("CRASH", "HANG") and crashes is not None:
                text = applied(unit.lines, unit.ends, result.mutation)
                name = hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:12]
                crashes.mkdir(parents=True, exist_ok=True)
                (crashes / f"{name}.txt").write_text(text, encoding="utf-8", newline="")
                (crashes / f"{name}.json").write_text(json.dumps(result.row(), indent=1, ensure_ascii=False))
                result.detail += f"\nreproduce: {crashes / name}.txt (read it, audit_hand each record)"
            if sink is not None:
                sink(result)
        if progress is not None:
            progress(f"{unit.room} {Path(unit.source).name} #{unit.hand_id}: {time.perf_counter() - started:.1f} s")
    return results


# --- the report -----------------------------------------------------------------------------


def report(results: Sequence[Result], examples: int = 2, semantic_only: bool = False) -> str:
    """The Markdown report of ``results``: per room, the outcomes, then the classes whose
    mutants still MATCH (semantic ones first) with examples; ``semantic_only``: the other
    classes in one line of counts, without examples."""
    out = ["# Mutation fuzz of the audit", ""]
    by_room: dict[str, list[Result]] = defaultdict(list)
    for result in results:
        by_room[result.unit.room].append(result)
    out += [
        "| room | hands | mutants | semantic | semantic MATCH | paid MATCH | other MATCH | MISMATCH | NOT AUDITABLE | "
        "GONE | RAISED | HANG | CRASH |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for room, rows in sorted(by_room.items()):
        count = Counter(r.outcome for r in rows)
        hands = len({(r.unit.source, r.unit.hand_id) for r in rows})
        sem = [r for r in rows if r.semantic]
        sem_match = sum(r.outcome == "MATCH" for r in sem)
        other_match = count["MATCH"] - sem_match
        paid_match = sum(r.paid and r.outcome == "MATCH" for r in rows)
        out.append(
            f"| {room} | {hands} | {len(rows)} | {len(sem)} | {sem_match} | {paid_match} | {other_match} | "
            f"{count['MISMATCH']} | "
            f"{count['NOT AUDITABLE']} | {count['GONE']} | {count['RAISED']} | {count['HANG']} | {count['CRASH']} |"
        )
    for room, rows in sorted(by_room.items()):
        out += ["", f"## {room}", ""]
        classes: dict[tuple[bool, str, str], list[Result]] = defaultdict(list)
        for r in rows:
            classes[(r.semantic, r.mutation.kind, r.line_kind)].append(r)
        matching = sorted(
            (key for key, members in classes.items() if any(r.outcome == "MATCH" for r in members)),
            key=lambda key: (not key[0], key[1], key[2]),
        )
        if not matching:
            out.append("No mutant MATCHes.")
        others: list[tuple[bool, str, str]] = []
        if semantic_only:
            others = [key for key in matching if not key[0]]
            matching = [key for key in matching if key[0]]
            if not matching:
                out.append("No semantic mutant MATCHes.")
        for semantic, kind, line in matching:
            members = classes[(semantic, kind, line)]
            hits = [r for r in members if r.outcome == "MATCH"]
            label = f"semantic, {sum(r.paid for r in hits)} paid" if semantic else "may be harmless"
            out.append(f"- **{kind} / {line}** ({label}): {len(hits)} of {len(members)} MATCH")
            for r in hits[:examples]:
                out.append(
                    f"  - `{Path(r.unit.source).name}` #{r.unit.hand_id} line {r.line}: "
                    f"`{r.original.strip()[:160]}` -> `{r.mutated.strip()[:160]}`"
                )
        if others:
            counts = ", ".join(
                f"{kind}/{line} {sum(r.outcome == 'MATCH' for r in classes[(False, kind, line)])}"
                for _, kind, line in others
            )
            out.append(f"- may be harmless, still MATCHing: {counts}")
        for r in rows:
            if r.outcome in ("CRASH", "HANG"):
                out.append(
                    f"- **{r.outcome}** `{Path(r.unit.source).name}` #{r.unit.hand_id} {r.mutation.kind} "
                    f"line {r.line}: `{r.original.strip()[:120]}` -> `{r.mutated.strip()[:120]}`\n\n"
                    "```\n" + r.detail.strip() + "\n```"
                )
    return "\n".join(out) + "\n"


def select(paths: Sequence[Path], per_room: int, per_file: int, seed: int, timeout: float = 20.0) -> Iterator[Unit]:
    """Up to ``per_room`` units a room from the files under ``paths`` (files shuffled by
    ``seed``); a file whose reading or auditing runs past ``timeout`` (any one step) is said
    on standard error and skipped."""
    from pokerrank.handhistory.reader import source_files

    rng = random.Random(seed)
    files = [path for path in source_files(paths) if "summaries" not in path.parts]
    by_room: dict[str, list[Path]] = defaultdict(list)
    for path in files:
        by_room[room_of_path(path, "")].append(path)
    for room in sorted(by_room):
        chosen = by_room[room]
        rng.shuffle(chosen)
        kept = 0
        for path in chosen:
            if kept >= per_room:
                break
            try:
                found = list(units_of_file(path, min(per_file, per_room - kept), rng, timeout))
            except _Hang:
                print(f"{path}: choosing its hands: a step over {timeout:g} s, skipped", file=sys.stderr)
                continue
            except Exception as exc:  # a file the reader fails on: said, and the run goes on
                print(f"{path}: {type(exc).__name__}: {exc}", file=sys.stderr)
                continue
            kept += len(found)
            yield from found


def results_of_json(path: Path, error: Callable[[str], Any]) -> Iterator[Result]:
    """The results of an earlier run's ``--json`` rows at ``path``, one row at a time; a row
    that is no result is given to ``error`` with its row number and text."""
    with path.open(encoding="utf-8") as rows:
        for number, line in enumerate(rows, 1):
            if not line.strip():
                continue
            try:
                yield Result.from_row(json.loads(line))
            except (ValueError, KeyError, TypeError, AttributeError) as exc:
                error(f"{path}: row {number} is no mutant's row ({type(exc).__name__}: {exc}): {line.strip()[:200]!r}")
                return


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path, help="hand-history files or folders")
    parser.add_argument("--test-texts", action="store_true", help="the tests' own hand texts too")
    parser.add_argument("--per-room", type=int, default=20, help="hands kept a room (20)")
    parser.add_argument("--per-file", type=int, default=2, help="hands kept a file (2)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-mutants", type=int, default=150, help="mutants a hand (150), semantic ones first")
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds a mutant's audit may take (20)")
    parser.add_argument("--json", type=Path, help="every mutant's row, one JSON line each")
    parser.add_argument("--markdown", type=Path, help="the report (else standard output)")
    parser.add_argument("--crashes", type=Path, help="where each crashing mutant's text is written")
    parser.add_argument("--examples", type=int, default=2, help="examples a class (2)")
    parser.add_argument("--rules", action="store_true", help="judge with the room's rules too (audit --rules room)")
    parser.add_argument("--semantic-only", action="store_true", help="examples of semantic classes only")
    parser.add_argument("--from-json", type=Path, help="report the rows of an earlier --json run, run nothing")
    args = parser.parse_args(argv)
    for name in ("max_mutants", "per_room", "per_file", "examples"):
        if getattr(args, name) < 0:
            parser.error(f"--{name.replace('_', '-')} must be 0 or more, not {getattr(args, name)!r}")
    if args.from_json:
        text = report(list(results_of_json(args.from_json, parser.error)), args.examples, args.semantic_only)
        (args.markdown.write_text(text, encoding="utf-8") if args.markdown else sys.stdout.write(text))
        return 0
    RULES["on"] = args.rules
    if not args.paths and not args.test_texts:
        parser.error("give PATHs, --test-texts, or both")

    def units() -> Iterator[Unit]:
        if args.test_texts:
            for name, text in test_texts():
                yield from units_of_text(text, name, timeout=args.timeout)
        yield from select(args.paths, args.per_room, args.per_file, args.seed, args.timeout)

    def progress(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    with contextlib.ExitStack() as stack:
        rows = stack.enter_context(args.json.open("w", encoding="utf-8")) if args.json else None

        def sink(result: Result) -> None:
            if rows is not None:
                rows.write(json.dumps(result.row(), ensure_ascii=False) + "\n")
                rows.flush()

        results = run(units(), seed=args.seed, max_mutants=args.max_mutants, timeout=args.timeout,
                      crashes=args.crashes, progress=progress, sink=sink)  # fmt: skip
    text = report(results, args.examples, args.semantic_only)
    if args.markdown:
        args.markdown.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
