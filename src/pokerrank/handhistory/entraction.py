"""Entraction hand histories: read, and audited by each player's ``wins`` line.

The room writes in columns: a hand begins ``Game # 2646515987 - Omaha Hi/Lo Fixed Limit EUR
100.00/200.00 - Table "Portland"`` (a Sit & Go names no currency: ``Texas Hold'em No Limit
25/50``), then ``Players(max 6):`` and a seat a line (``Ballyhoo   (EUR 3,199.25 in seat 1)``),
the dealer and the blinds (``Small Blind:   YoOyYo   (50.00)``; ``Small + Big Blind:`` a
small blind posted dead with a live big blind; ``Blind out of turn:`` a live big blind), the
actions (``YoOyYo   Raise   (150.00)``), each street with the whole board (``Turn   4s - 6c -
5s - 8s``), the shown hands (``Ballyhoo shows:   Js - 5c - 6h - 6s``), and what each winner
was paid after the rake (``Ballyhoo wins:   EUR 699.25``, ``Rake:   EUR 1.50``). Every amount
is the chips the action adds (``Raise (15.00)`` from a 5 blind makes 20); ``Payback`` hands
back the bet nobody called; ``All-In`` puts in what it says.

>>> text = '''Game # 1 - Texas Hold'em No Limit EUR 0.10/0.20 - Table "T"
...
... Players(max 6):
... ann                         (EUR 20.00 in seat 1)
... bob                         (EUR 20.00 in seat 2)
...
... Dealer:                     ann
... Small Blind:                ann        (0.10)
... Big Blind:                  bob        (0.20)
...
... ann                         Raise      (0.50)
... bob                         Fold
... ann                         Payback    (0.40)
...
... ann didn't show hand
...
... ann wins:                   EUR 0.40
... Rake:                       EUR 0.00
...
... Game ended 2010-09-08 00:14:25 BST'''
>>> from pokerrank.handhistory.audit import audit_hand
>>> [(h.site, h.game, h.returned, audit_hand(h).outcome.value) for h in read_entraction(text)]
[('Entraction', 'holdem', {'ann': 40}, 'match')]
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import pairwise
from typing import Final

from pokerrank.handhistory import owntext
from pokerrank.handhistory._posts import check_posts
from pokerrank.handhistory._rounds import check_rounds
from pokerrank.handhistory.owntext import QuietLines, TextHand, read_hands
from pokerrank.handhistory.records import ActionKind, Claim, HandRecord

__all__ = ["looks_like_entraction", "read_entraction"]

_START: Final = re.compile(r"Game # (?P<id>\d+) - ")
_LOOKS: Final = re.compile(r"^[\ufeff \t\r\n]*Game # \d+ - .* - Table ")
# the first line, a seat, a labelled line (blinds, dealer), a player's action, a player's line
_HEADER, _SEAT, _LABEL, _ACTION, _SAYS = map(
    re.compile,
    (
        r"^Game # (?P<id>\d+) - (?P<game>Texas Hold'em|Omaha High|Omaha Hi/Lo|5-Card Omaha High) "
        r"(?P<limit>No Limit|Pot Limit|Fixed Limit) (?:(?P<currency>[A-Z]{3}) )?(?P<sb>[\d.,]+)/(?P<bb>[\d.,]+)"
        r' - Table "(?P<table>.*)"\s*$',
        r"^(?P<name>.+?)(?<!\s)\s++\((?:(?P<currency>[A-Z]{3}) )?(?P<stack>[\d.,]+) in seat (?P<seat>[0-9]{1,9})\)\s*$",
        r"^(?P<label>Dealer|Small Blind|Big Blind|Small \+ Big Blind|Blind out of turn):\s++(?P<name>.+?)(?<!\s)"
        r"(?:\s+\((?P<a>[\d.,]+)\))?\s*$",
        r"^(?P<name>.+?)\s+(?P<verb>Fold|Check|Call|Bet|Raise|All-In|Payback)\s*(?:\((?P<a>[\d.,]+)\))?\s*$",
        r"^(?P<name>.+?) (?:(?P<what>was dealt|shows|wins):\s+(?P<rest>.*?)|(?P<no>didn't show hand).*?)\s*$",
    ),
)
_GAMES: Final = dict(
    zip(
        ("Texas Hold'em", "Omaha High", "Omaha Hi/Lo", "5-Card Omaha High"),
        ("holdem", "omaha", "omaha-hi-lo", "omaha-5"),
        strict=True,
    )
)
"""The share of the pot an unprinted rake may be in a cash hand that ended before the flop:
none ("no flop, no drop": none of the shared cash hands that did keeps a cent): chips missing
there are the room paying less, which the audit shows."""
_LIMITS: Final = {"No Limit": "no-limit", "Pot Limit": "pot-limit", "Fixed Limit": "limit"}
_STREET: Final = re.compile(r"^(?P<street>Flop|Turn|River)\s+(?P<cards>[2-9TJQKA][cdhs](?: - \S+)*)\s*$")
_WON: Final = re.compile(r"^(?P<a>[\d.,]+)(?: (?P<pot>main pot|side pot|split pot))?(?: \(with (?P<claim>.*)\))?$")
_WAGERS: Final = {"Call": "call", "Bet": "bet", "Raise": "raise", "All-In": "all-in"}
_QUIET: Final = ("Players(max", "Game ended", "Rake:")
_QUIET_LINES: Final = QuietLines(
    {"Players(max": r" ?\d+\):", "Game ended": r" \d{4}-\d\d-\d\d \d{1,2}:\d\d:\d\d [^ ]+", "Rake:": r".*"}
)
""":data:`_QUIET` whole: words after one are quoted (the time's zone any word: ``GMT+1:00``, ``BST``)."""
_LABELS: Final = ("Dealer:", "Small Blind:", "Big Blind:", "Small + Big Blind:", "Blind out of turn:")
_AMOUNT_LAST: Final = re.compile(r"(?:\s+\((?P<a>[\d.,]+)\))?\s*$")
"""What may follow the name in a labelled line: the amount, or nothing."""
_ACTION_ENDS: Final = (")", "Fold", "Check")
_VERBS: Final = frozenset({"Fold", "Check", "Call", "Bet", "Raise", "All-In", "Payback"})


def read_entraction(text: str, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of an Entraction text (see the module docstring). A hand's first line may
    follow the last line of the hand before on the same line (files written so)."""
    return read_hands(text, source, encoding, _START, ("Entraction", "entraction"), _read)


def looks_like_entraction(text: str) -> bool:
    """Whether a text starts with an Entraction hand.

    >>> looks_like_entraction('Game # 2137881190 - Omaha High Pot Limit EUR 0.02/0.04 - Table "Abashiri"')
    True
    """
    return bool(_LOOKS.match(text))


def _cards(text: str) -> str:
    return " ".join(text.replace(" - ", " ").split())


def _read(hand: TextHand, lines: list[str]) -> HandRecord:
    header = _HEADER.match(lines[0].strip(" \t\r\ufeff"))
    if header is None:
        raise hand.fail(f"the first line {lines[0].strip()[:80]!r} names no game and stakes pokerrank reads")
    hand.game = _GAMES[header.group("game")]
    hand.game_text = f"{header.group('game')} {header.group('limit')}"
    hand.structure = _LIMITS[header.group("limit")]
    hand.table = header.group("table")
    hand.currency = header.group("currency")
    if hand.currency is None:  # a Sit & Go: tournament chips
        hand.scale, hand.tournament = 1, header.group("table")
    money = hand.money
    hand.stakes = (money(header.group("sb"), hand.line), money(header.group("bb"), hand.line))
    lowered: dict[str, str] = {}
    names = hand.names
    ended = rake_seen = False
    prefixes: set[str] | None = None
    bracketed = False
    for number in range(1, len(lines)):
        row = lines[number].strip(" \t\r\ufeff")
        if not row:
            continue
        at = hand.line + number
        name, _, rest = row.partition("  ")  # the columns: a name, then two spaces or more
        verb, _, amount = rest.lstrip().partition(" ")
        token: str | None = amount.strip().strip("()") or None
        plain = ":" not in row and " in seat " not in row  # not a labelled line, not a seat
        if not (verb in _VERBS and name in names) and plain and row.endswith(_ACTION_ENDS):
            act = _ACTION.match(row)  # a name the columns do not set apart (two spaces in it, or too long)
            if act is not None:
                name, verb, token = act.group("name"), act.group("verb"), act.group("a")
        if verb in _VERBS and name in names:
            if token is not None and (verb == "Fold" or verb == "Check"):  # words after it: no rule reads them
                hand.unparsed.append((at, row))
            elif verb == "Fold":
                hand.fold(name, at)
            elif verb == "Check":
                hand.check(name, at)
            elif token is None:
                hand.unparsed.append((at, row))
            elif verb == "Payback":
                hand.give_back(name, money(token, at))
            else:
                hand.wager(name, _WAGERS[verb], money(token, at), at, all_in=verb == "All-In")
            continue
        if row.endswith(")") and " in seat " in row:
            seat = _SEAT.match(row)
            if seat is not None:  # (a seat line read as a name and an action finds no seat of that name)
                name = seat.group("name")
                hand.seat(int(seat.group("seat")), name, money(seat.group("stack"), at))
                lowered[name.lower()] = name
                bracketed = bracketed or "(" in name  # (a name the label's amount may seem to follow)
                continue
        label = _LABEL.match(row) if row.startswith(_LABELS) else None
        if label is not None:
            name, kind, token = label.group("name"), label.group("label"), label.group("a")
            if bracketed and prefixes is None:  # the seated names another's starts with ("Al" of "Al (2)")
                ordered = sorted(names)
                prefixes = {a for a, b in pairwise(ordered) if b.startswith(a)}
            if name not in names or (prefixes is not None and name in prefixes):  # the seated names, longest first
                named = row[len(kind) + 1 :].lstrip()
                speaker = hand.speaker(named, _AMOUNT_LAST)
                after = None if speaker is None else _AMOUNT_LAST.match(named, len(speaker))
                if speaker is not None and after is not None:
                    name, token = speaker, after["a"]
            name = hand.player(name, at)
            if kind == "Dealer":
                hand.button = next(seat.seat for seat in hand.seats if seat.name == name)
            elif token is None:
                hand.unparsed.append((at, row))
            elif kind == "Small Blind":
                hand.post(name, ActionKind.SMALL_BLIND, money(token, at), at)
            elif kind == "Small + Big Blind":  # the small blind dead, the big blind live
                value = money(token, at)
                hand.post(name, ActionKind.DEAD_BLINDS, value, at, dead=max(0, value - hand.stakes[1]))
            else:  # the big blind, or one posted out of turn by a player coming in: live
                hand.post(name, ActionKind.BIG_BLIND, money(token, at), at)
            continue
        street = _STREET.match(row) if row.startswith(("Flop ", "Turn ", "River ")) else None
        if street is not None:
            hand.new_street(street.group("street").lower(), _cards(street.group("cards")), whole=True)
            continue
        says = _SAYS.match(row)
        if says is not None:
            name = says.group("name")
            name = name if name in hand.names else lowered.get(name.lower(), name)  # "hero was dealt" for Hero
            name = hand.player(name, at)
            what = says.group("what")
            if what is None:  # didn't show: gave up the hand (the hero's own cards may follow)
                hand.muck(name)
            elif what == "wins":  # "EUR 5.44", "EUR 0.11 split pot (with a straight, Five high)"
                won = _WON.match(says.group("rest").removeprefix(f"{hand.currency} "))
                if won is None:
                    hand.unparsed.append((at, row))
                    continue
                pot = won.group("pot") or "pot"
                hand.collect(name, money(won.group("a"), at), "pot" if pot == "split pot" else pot, at)
                if won.group("claim"):
                    hand.claims.append(Claim(name, won.group("claim"), 1, at))
            else:
                cards, _, claim = says.group("rest").partition(" (")
                if claim and (not claim.endswith(")") or "(" in claim or claim.count(")") != 1):  # words after it
                    hand.unparsed.append((at, row))
                if what == "shows":
                    hand.show(name, _cards(cards), claim.rstrip(")"), at)
                else:
                    hand.hole[name] = _cards(cards)
            continue
        if row.startswith("Rake:"):
            hand.rake = money(row[5:].strip().removeprefix(f"{hand.currency} "), at)
            rake_seen = True  # the summary's last line before the time
        elif row.startswith("Game ended"):
            ended = True
            if not _QUIET_LINES.whole(row):
                hand.unparsed.append((at, row))
        elif not row.startswith(_QUIET) or not _QUIET_LINES.whole(row):
            hand.unparsed.append((at, row))
    if not (ended or rake_seen):
        raise hand.fail("the hand has neither its 'Rake:' nor its 'Game ended' line: it was cut off")
    if not hand.collected:
        raise hand.fail("the hand records no 'wins' line: no result to audit")
    if not rake_seen and hand.tournament is None:
        hand.rake = None  # worked out from what was put in and paid
        if not hand.board:  # (every game here is hold'em or Omaha)
            hand.max_rake = owntext.NO_RAKE
    check_posts(hand, lines, hand.stakes if hand.structure in ("no-limit", "pot-limit") else ())  # (docs/RULES.md)
    check_rounds(hand, lines)
    return hand.record()
