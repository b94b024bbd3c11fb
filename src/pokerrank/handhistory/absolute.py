"""Absolute Poker and UltimateBet (the Cereus network) hand histories: read, and audited by each
player's ``Collects`` line.

A hand begins ``Stage #1981698003: Holdem  No Limit $4 - 2010-04-01 17:48:42 (ET)`` (``HOLDEM
NORMAL $25/$50`` fixed limit, ``Omaha Hi/Lo (1 on 1)  Normal $30/$60``, ``Seven Card Hi/Lo
Normal $0.02/$0.04``; a no-limit table names its big blind only), then ``Table: LAREDO (Real
Money) Seat #3 is the dealer``, the seats (``Seat 3 - PLAYER0 ($462 in chips)``), the posts
and actions as ``name - verb`` (``Raises $12 to $12``: the street total; ``Calls $8``,
``Bets``, ``All-In $39``: the chips added; ``Posts $1 dead $0.50``: a live and a dead blind),
``returned ($20) : not called``, the showdown and what each player collected (``PLAYER0
Collects $24.20 from main pot``). The summary's ``Total Pot($26) | Rake ($1.30) | Jackpot Rake
($0.50)`` gives the pot before the fees and each fee: the rake is both (docs/RULES.md,
"Absolute"). The seven-two proposition (``Collects $40 from 72 proposition pot``) is paid by
the other players beside the pot: a side deal, not the pot's money.

>>> text = '''Stage #1: Holdem  No Limit $2 - 2010-04-01 17:48:42 (ET)
... Table: LAREDO (Real Money) Seat #1 is the dealer
... Seat 1 - ANN ($100 in chips)
... Seat 2 - BOB ($100 in chips)
... ANN - Posts small blind $1
... BOB - Posts big blind $2
... *** POCKET CARDS ***
... ANN - Raises $5 to $6
... BOB - Folds
... ANN - returned ($4) : not called
... *** SHOW DOWN ***
... ANN - Does not show
... ANN Collects $4 from main pot
... *** SUMMARY ***
... Total Pot($4)'''
>>> (hand,) = read_absolute(text)
>>> hand.site, hand.game, hand.returned, hand.rake
('Absolute', 'holdem', {'ANN': 400}, 0)
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import islice
from typing import Any, Final, NoReturn

from pokerrank.handhistory._posts import blind_tag_against
from pokerrank.handhistory.owntext import QuietLines, TextHand, read_hands
from pokerrank.handhistory.records import Action, ActionKind, HandRecord, Seat
from pokerrank.handhistory.verdicts import INCONSISTENT

__all__ = ["looks_like_absolute", "read_absolute"]

_START: Final = re.compile(r"Stage #(?P<id>C?\d+): ")
_LOOKS: Final = re.compile(r"^\s*Stage #C?\d+: ")
# the first line, a seat, a pot collected, the summary's totals
_HEADER, _SEAT, _COLLECTS, _TOTALS = map(
    re.compile,
    (
        r"^Stage #C?\d+: (?P<game>Holdem|HOLDEM|Omaha Hi/Lo|Omaha|Seven Card Hi/Lo|Seven Card)(?: \(\d+ on \d+\))?"
        r"\s+(?P<limit>No Limit|Pot Limit|Normal|NORMAL) (?P<stakes>\S+)(?: \(7-2\))?(?: Turbo)?\s+- ",
        r"^Seat (?P<seat>[0-9]{1,9}) - (?P<name>.+?) \((?P<stack>\S+) in chips\)",
        r"^(?P<name>.+?) Collects (?P<a>\S+) from (?P<pot>main pot|side pot(?:-\d+)?|72 proposition pot)$",
        r"^Total Pot\((?P<total>[^)]*)\)(?P<fees>.*)$",
    ),
)
_GAMES: Final = {
    "Holdem": "holdem", "HOLDEM": "holdem", "Omaha": "omaha", "Omaha Hi/Lo": "omaha-hi-lo",
    "Seven Card": "stud", "Seven Card Hi/Lo": "stud-hi-lo",
}  # fmt: skip
_FEE: Final = re.compile(r"\| (?P<name>Rake|Jackpot Rake|72 Proposition Pot) \((?P<a>[^()|]*+)\)")
"""A fee of the summary's totals line, or the seven-two proposition's pot beside the pot: ``| Rake ($1.30)``
(an amount holds no bar nor parenthesis: each try stops at the next, so a long line is read in linear time)."""
_STREETS: Final = {
    "FLOP": "flop", "TURN": "turn", "RIVER": "river", "3RD STREET": "third", "4TH STREET": "fourth",
    "5TH STREET": "fifth", "6TH STREET": "sixth", "7TH STREET": "seventh",
}  # fmt: skip
_POSTS: Final = {
    "Posts small blind": ActionKind.SMALL_BLIND, "Posts big blind": ActionKind.BIG_BLIND, "Ante": ActionKind.ANTE,
    "Posts": ActionKind.BIG_BLIND,
}  # fmt: skip
_WAGERS: Final = {"Calls": "call", "Bets": "bet", "All-In": "all-in"}
_NO_CHIPS: Final = {
    verb: ActionKind.FOLD if verb.startswith("Folds") else ActionKind.CHECK
    for verb in ("Folds", "Checks", "Checks (Timeout)", "Folds (Timeout)")
}
"""A player's lines that put in nothing, as written (a fold, a check; the room's timeout's too)."""
_new = tuple.__new__
"""A record built without its constructor's checks, as owntext builds its own (the main loop's folds and checks:
``TextHand.fold`` there, one more call a line, cost about 2 % of the read, timed in turns)."""
_QUIET: Final = ("*** POCKET CARDS", "*** SHOW DOWN", "Board [", "Table: ")
_QUIET_LINES: Final = QuietLines(
    {"*** POCKET CARDS": r" \*\*\*", "*** SHOW DOWN": r" \*\*\*", "Board [": r"[^\[\]]*\]", "Table: ": r".*"}
)
""":data:`_QUIET` whole: one with words after it is quoted (a table's line holds its name: any words)."""
_AMOUNT: Final = r"\(\$?[\d,.]+\)"
_CARD: Final = r"[^\]\s,]{1,3}"
_CARD_LIST: Final = (
    r"\[(?:Mucked|Does not show|\s*(?:" + _CARD + r"(?:\s+|(?=[\]-])))*(?:-\s*)?(?:[BP]:" + _CARD + r",?)*\s*)\]"
)
"""Cards in brackets: tokens of a card's length (``10s``, ``H``), never a word; the best five's
cards after a dash, each marked as the board's or the player's (``[2c 7c - B:As,P:7c]``, a
low's alone); or the room's ``[Mucked]``, ``[Does not show]``."""
_SHOWN: Final = (
    r"(?:HI|LO):(?:"
    + _AMOUNT
    + r")?\s*+(?:(?:lost )?with (?:[^\[\]()]++|\([a-z ]+\))*+)?\s*"  # (a kicker: "queens(ace kicker)")
    + _CARD_LIST
    + r"(?:\s*"
    + _CARD_LIST
    + ")?"
)
_SUMMARY_SEAT: Final = re.compile(
    r"(?: \((?:dealer|small blind|big blind)\))*"
    r"(?P<tail> Folded (?:on|before) the (?:POCKET CARDS|FLOP|TURN|RIVER|[3-7](?:rd|th|RD|TH) STREET)"
    r"|(?: (?:won|collected) Total (?P<total>" + _AMOUNT + r"))?(?:\s+" + _SHOWN + r")*"
    r"(?:\s+\d+ Prop Win " + _AMOUNT + r" with " + _CARD_LIST + r")?)\s*$"
)
"""A summary's seat line after the player's name, read whole: its places in parentheses, then how it ended:
folded on a street, won or collected a total (``total``), each half shown (``HI:($2.50) with Two Pair,
kings and tens [..]``, ``HI:lost with ..``), the seven-two proposition's win."""
_HALF: Final = re.compile(r"(?P<half>HI|LO)(?<![^\s\]]..):(?:\((?P<a>[^()]*+)\))?")
"""A half on a summary seat line read whole (:data:`_SUMMARY_SEAT`), after any white space as that
pattern reads it: ``HI:($2.50)`` (its win, ``a``), ``LO:lost``."""
_PROP_WON: Final = re.compile(r" Prop Win \((?P<a>[^()]*+)\) with \[")
"""The seven-two proposition's win on such a line: ``72 Prop Win ($40) with [2c 7c]``."""


def looks_like_absolute(text: str) -> bool:
    """Whether a text starts with an Absolute or UltimateBet hand (blank lines or spaces before it
    included, as some of its files begin).

    >>> looks_like_absolute("   \\nStage #C241220000: Holdem  No Limit $0.02 - 2010-11-06 15:00:00 (ET)")
    True
    """
    return _LOOKS.match(text) is not None


def read_absolute(text: str, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of an Absolute or UltimateBet text (see the module docstring)."""
    return read_hands(text, source, encoding, _START, ("Absolute", "absolute"), _read)


_WORD: Final = re.compile(r"\S{4}")
"""Four characters with no space between: a token longer than any card's text (``10s``)."""


def _worded(cards: str) -> bool:
    """Whether a card list holds a word (a token longer than any card's text), which no card is.

    >>> _worded("10s 3s"), _worded("Ks Mucked"), _worded("")
    (False, True, False)
    """
    return _WORD.search(cards) is not None  # (one search: the same tokens as split() by the same spaces)


def _cards(text: str) -> str:
    """``[10s 3s]`` as ``Ts 3s``; a card dealt face down (``H``) is left out.

    >>> _cards("10s  3s"), _cards("H H 5d"), _cards("Kd 3s")
    ('Ts 3s', '5d', 'Kd 3s')
    """
    cards = text.split()
    if "10" not in text and "H" not in cards:  # (most lists: the cards as they are, one space between)
        return " ".join(cards)
    return " ".join("T" + card[2:] if card.startswith("10") else card for card in cards if card != "H")


def _read(hand: TextHand, lines: list[str]) -> HandRecord:
    header = _HEADER.match(lines[0].strip())
    if header is None:
        raise hand.fail(f"the first line {lines[0].strip()[:80]!r} names no game and stakes pokerrank reads")
    when = lines[0].strip()[header.end() :]  # the time, and the room's second time in brackets at times
    if not when.endswith(" (ET)") and not (when.endswith(" ]") and when.count("[") == 1 and "(ET) [ " in when):
        hand.unparsed.append((hand.line, lines[0].strip()))  # words after the time: no rule reads them
    game, limit = header.group("game"), header.group("limit")
    hand.game = _GAMES[game]
    hand.structure = {"No Limit": "no-limit", "Pot Limit": "pot-limit"}.get(limit, "limit")
    hand.game_text = f"{game} {limit}"
    hand.currency = "USD" if header.group("stakes").startswith("$") else None
    if hand.currency is None:
        hand.scale = 1
    money = hand.money
    stakes = [money(part, hand.line) for part in header.group("stakes").split("/")]
    if len(stakes) == 2:
        hand.stakes = (stakes[0], stakes[1])
    names, seats = hand.names, hand.seats
    summary = False
    spaced: bool | None = None  # whether a seated name holds a space (found at the summary's first seat line)
    said: list[tuple[int, int, str, re.Match[str] | None]] = []  # the summary's seat lines: line, seat, player, match
    propositions: dict[str, int] = {}  # what the seven-two proposition paid each player (no pot's money)
    fees = 0
    proposition_pot: tuple[int, int] | None = None  # the totals line's "72 Proposition Pot ($40)": line, amount
    if hand.game.startswith("stud"):
        hand.street = "third"
    line, actions = hand.line, hand.actions
    read_before, scale = _READ_BEFORE, hand.scale
    for at, row in enumerate(islice(lines, 1, None), line + 1):  # (each line's number, with it)
        row = row.strip(" \t\r\ufeff")
        if not row:
            continue
        if summary and row.startswith(("Seat ", "Board [")):  # each read by its shape: another line is quoted
            if spaced is None:
                spaced = " " in "|".join(names)  # (whether a name holds a space: the bars between are none)
            if row[0] == "S":
                seat_said = _summary_seat(row, names, spaced)
                if seat_said is None:
                    hand.unparsed.append((at, row))
                else:
                    said.append((at, *seat_said))
                    if "blind)" in row:  # "(small blind)", "(big blind)": the player who posted it
                        start = row.find(": ") + 2 + len(seat_said[1])
                        why = blind_tag_against(row, start, seat_said[1], actions)
                        if why is not None:
                            raise hand.fail(f"the room's lines disagree: {why}", at, INCONSISTENT)
            elif not row.endswith("]") or _worded(row[7:-1]):
                hand.unparsed.append((at, row))
            continue
        name, dash, rest = row.partition(" - ")
        if dash and name in names:
            quiet = _NO_CHIPS.get(rest)
            if quiet is not None:  # (most lines: a fold or a check, as TextHand.fold and check record it)
                actions.append(_new(Action, (hand.street, name, quiet, 0, None, False, None, None, at)))
                continue
            known = read_before.get((rest, scale))
            if known is None:
                if rest[:8] == "Pocket [" and rest[-1] == "]" and " $" not in rest:  # (a stud street's cards:
                    _pocket(hand, name, rest, row, at)  # the verb whole, as _act reads it, without its other looks)
                else:
                    _act(hand, name, rest, row, at)
            elif known[0] is None:  # a call, bet or all-in read before: (None, verb, chips, all in)
                hand.wager(name, known[1], known[2], at, all_in=known[3])
            else:  # a post read before: (kind, chips in all, of them dead)
                hand.post(name, known[0], known[1], at, dead=known[2])
            continue
        if row.startswith("Seat "):
            seat = _SEAT.match(row)
            if seat is None:
                hand.unparsed.append((at, row))
                continue
            number_said, seated, stack = seat.group("seat", "name", "stack")
            if seat.end() < len(row):  # words after the stack: no rule reads them
                hand.unparsed.append((at, row))
            number_read, chips = int(number_said), money(stack, at)
            if seated in names:  # (TextHand.seat, inline: one call less for each of a table's ten seats)
                raise hand.fail(f"two seats named {seated!r}", None)
            names.add(seated)
            seats.append(_new(Seat, (number_read, seated, chips, False)))
            continue
        if row.startswith("Table: ") and (hand.table is not None or _START.search(row) is not None):
            hand.unparsed.append((at, row))  # (a second table line, or a first line glued on one: two hands)
            continue
        if row.startswith("Table: ") and "Seat #" in row:
            hand.table = row[7:].partition(" (")[0]
            hand.button = int(row.rpartition("Seat #")[2].split()[0])
            if not row.endswith(" is the dealer"):  # words after it: no rule reads them
                hand.unparsed.append((at, row))
            continue
        if row.startswith("*** "):
            street = row[4 : row.index(" ***", 4)].upper() if " ***" in row[4:] else ""
            if street in _STREETS:
                cards = row.rpartition("[")[2].rstrip("] ") if "[" in row else ""  # a stud street deals no board
                if _worded(row.partition("[")[2].replace("[", " ").replace("]", " ")):  # a word: no marker of the room
                    hand.unparsed.append((at, row))
                    continue
                stud_river = street == "RIVER" and not cards
                hand.new_street("seventh" if stud_river else _STREETS[street], _cards(cards))
                rest = row[row.index(" ***", 4) + 4 :].replace("] [", "")  # (the cards' brackets: one pair, or none)
                if rest and (rest[:2] != " [" or rest[-1] != "]" or rest.count("[") + rest.count("]") != 2):
                    hand.unparsed.append((at, row))  # words after the cards: no rule reads them
            elif street == "SUMMARY":
                summary = True
                if row != "*** SUMMARY ***":
                    hand.unparsed.append((at, row))
            elif not row.startswith(_QUIET) or not _QUIET_LINES.whole(row):
                hand.unparsed.append((at, row))
            continue
        if row.startswith("Dealt to "):
            who, _, cards = row[9:].partition(" [")
            if _worded(cards.rstrip("] ")):  # (the bracket apart: "10s]" is a ten, not a word)
                hand.unparsed.append((at, row))
                continue
            hand.hole[hand.player(who, at)] = _cards(cards.rstrip("] "))
            continue
        collects = _COLLECTS.match(row)
        if collects is not None and collects.group("name") in names:
            won, value = collects.group("name"), money(collects.group("a"), at)
            if collects.group("pot") != "72 proposition pot":
                hand.collect(won, value, collects.group("pot"), at)
            else:  # a side bet the others pay, not the pot
                propositions[won] = propositions.get(won, 0) + value
            continue
        totals = _TOTALS.match(row)
        if totals is not None:
            hand.total = money(totals.group("total"), at)
            fees, written, end = 0, totals.group("fees"), 0
            for fee in _FEE.finditer(written):
                if fee.start() != end + 1:  # (each fee right after the one before and a blank)
                    break
                end = fee.end()
                if fee.group("name") == "72 Proposition Pot":  # beside the pot, not a fee
                    proposition_pot = (at, money(fee.group("a"), at))
                else:
                    fees += money(fee.group("a"), at)
            hand.rake = fees
            if end != len(written.rstrip()):  # words beside the fees: no rule reads them
                hand.unparsed.append((at, row))
            continue
        if not row.startswith(_QUIET) or not _QUIET_LINES.whole(row):
            hand.unparsed.append((at, row))
    if not hand.collected:
        raise hand.fail("the hand records no 'Collects' line: no result to audit")
    if hand.total is None:
        raise hand.fail("the hand has no 'Total Pot' line: it was cut off")
    if hand.game.startswith("stud"):
        hand.button = None
    hand.mucked -= {c.player for c in hand.collected}
    record = hand.record()
    back = sum(record.returned.values())
    called = sum(hand.put.values()) - back
    if hand.total != called:
        shown, put = record.format_money(hand.total), record.format_money(called)
        raise hand.fail(f"the summary's pot ({shown}) is not what was put in and called ({put})")
    if record.unparsed:  # (a line not read may be what the numbers miss: that line is the reason)
        return record
    if proposition_pot is not None and proposition_pot[1] != sum(propositions.values()):
        at, pot = proposition_pot
        paid, shown = record.format_money(sum(propositions.values())), record.format_money(pot)
        message = (
            f"the room's lines disagree: the 72 proposition pot's Collects lines pay {paid} but the totals say {shown}"
        )
        raise hand.fail(message, at, "chips do not add up")
    if said:
        _summary_says_paid(hand, record, said, propositions)
    return record


def _summary_seat(row: str, names: set[str], spaced: bool = True) -> tuple[int, str, re.Match[str] | None] | None:
    """The seat number and seated player a summary seat line names and, unless it says he folded, its match
    (:data:`_SUMMARY_SEAT`), where the line has one of the room's shapes (``Seat 3: PLAYER0
    (big blind) Folded on the FLOP``); else None (a line that says nothing more than the player
    is no shape the room writes). ``spaced``: a seated name may hold a space.

    >>> _summary_seat("Seat 3: ann lee won Total ($2)", {"ann", "ann lee"})[2].group("total")
    '($2)'
    >>> _summary_seat("Seat 3: ann Folded on the FLOP", {"ann"}, False), _summary_seat("Seat 3: ann", {"ann"}, False)
    ((3, 'ann', None), None)
    """
    folded = row.rfind(" Folded ")  # (most lines: a fold, its words the line's end, read without the pattern)
    if folded >= 0 and row[folded:] in _FOLDS_SAID:  # (one look-up, not a test of each of the 48 endings)
        head = row[:folded]
        while head.endswith(_PLACES):  # "(dealer) (small blind)"
            head = head[: head.rfind(" (")]
        seat, _, said = head.partition(": ")
        digits = seat[5:]  # (_seat_number, inline)
        if said in names and seat[:5] == "Seat " and 0 < len(digits) < 10 and digits.isascii() and digits.isdigit():
            return int(digits), said, None
        return None
    seat, _, rest = row.partition(": ")
    number = _seat_number(seat)
    if number is None:
        return None
    name: str | None = rest.partition(" ")[0]
    if name not in names or spaced:  # (no name holds a space: the first word is the only name it can be)
        name = max((name for name in names if rest.startswith(name + " ")), key=len, default=None)
    found = _SUMMARY_SEAT.match(rest, len(name)) if name is not None else None
    if name is None or found is None or not found.group("tail").strip():
        return None
    return number, name, found


def _seat_number(seat: str) -> int | None:
    """The number of a summary seat line's ``Seat 3`` (ASCII digits, as many as a table's seat has), else None.

    >>> _seat_number("Seat 3"), _seat_number("Seat ²"), _seat_number("Seat" + " 3")
    (3, None, 3)
    """
    digits = seat[5:]
    return (
        int(digits) if seat[:5] == "Seat " and 0 < len(digits) < 10 and digits.isascii() and digits.isdigit() else None
    )


def _summary_says_paid(
    hand: TextHand,
    record: HandRecord,
    said: list[tuple[int, int, str, re.Match[str] | None]],
    propositions: dict[str, int],
) -> None:
    """What the summary's seat lines say each player won, against what the body's ``Collects``
    lines paid him (the pots', and ``propositions``: the seven-two proposition's): the total
    (``collected Total ($64.20)``: both), the halves (``HI:($24.20)``, ``LO:(..)``: the pots')
    and the proposition's win; a player the summary says folded or lost won nothing. The summary
    has a line for each player dealt in (one sitting out has none), in his seat, once: a collector
    with no line, a line in another seat than the table's or a player's second line, or a low half
    in a game with no low, contradicts the body too. A line that says otherwise contradicts the
    body, and the text cannot say which the room paid: an error naming the line (the hand is NOT
    AUDITABLE), as the PokerStars reader says it."""
    paid: dict[str, int] = {}
    for collection in hand.collected:
        paid[collection.player] = paid.get(collection.player, 0) + collection.amount
    money = hand.money
    seats = {seat.name: seat.seat for seat in hand.seats}
    low = (hand.game or "").endswith("-hi-lo")
    named: set[str] = set()
    for at, number, name, found in said:
        pots, proposition = paid.get(name, 0), propositions.get(name, 0)
        if found is None and not pots and not proposition and number == seats[name] and name not in named:
            named.add(name)  # (most lines: a fold, in the player's seat, once, of a player the body paid nothing)
            continue
        if name in named:
            _disagree(hand, record, at, name, pots + proposition, "but the summary has a second line for the player")
        named.add(name)
        if number != seats[name]:
            says = f"but the summary puts the player in seat {number} (the table's seat {seats[name]})"
            _disagree(hand, record, at, name, pots + proposition, says)
        if found is None:  # folded
            if pots + proposition:
                _disagree(hand, record, at, name, pots + proposition, "but the summary says the player folded")
            continue
        total, tail = found.group("total"), found.start("tail")
        won = money(total[1:-1], at) if total else 0
        if won != pots + proposition:
            says = f"{record.format_money(won)} won" if total else "nothing won"
            _disagree(hand, record, at, name, pots + proposition, f"but the summary says {says}")
        text = found.string
        if "HI:(" in text or "LO:(" in text or (not low and "LO:" in text):  # each half shown, its win the pots'
            # (a half with no win written, "HI:lost", in a game with a low, or none written: nothing to check)
            lows, amounts = False, []  # (one walk over the halves: whether one is a low, the wins written)
            for shown in _HALF.finditer(text, tail):
                kind, amount = shown.group("half", "a")
                lows = lows or kind == "LO"
                if amount is not None:
                    amounts.append(amount)
            if lows and not low:
                _disagree(
                    hand, record, at, name, pots, f"but the summary shows a low half in {hand.game_text}, no low game"
                )
            if amounts:
                half = 0
                for amount in amounts:
                    half += money(amount, at)
                if half != pots:
                    says = f"from the pots but the summary's halves say {record.format_money(half)}"
                    _disagree(hand, record, at, name, pots, says)
        prop = _PROP_WON.search(text, tail) if " Prop Win (" in text else None
        if prop is not None and money(prop.group("a"), at) != proposition:
            says = (
                f"on the seven-two proposition but the summary says {record.format_money(money(prop.group('a'), at))}"
            )
            _disagree(hand, record, at, name, proposition, says)
    for name in sorted((paid.keys() | propositions.keys()) - named):
        body = paid.get(name, 0) + propositions.get(name, 0)
        _disagree(hand, record, said[-1][0], name, body, "but the summary has no line for the player")


def _disagree(hand: TextHand, record: HandRecord, at: int, name: str, body: int, says: str) -> NoReturn:
    """The error of a summary seat line that says other than the body (:func:`_summary_says_paid`)."""
    message = f"the room's lines disagree: {name} collected {record.format_money(body)} {says}"
    raise hand.fail(message, at, "chips do not add up")


_FOLDS_SAID: Final = frozenset(
    f" Folded {when} the {street}"
    for when in ("on", "before")
    for street in (
        "POCKET CARDS",
        "FLOP",
        "TURN",
        "RIVER",
        *(f"{n}{th} STREET" for n in "34567" for th in ("rd", "th", "RD", "TH")),
    )
)
_PLACES: Final = (" (dealer)", " (small blind)", " (big blind)")


_READ_BEFORE: Final[dict[tuple[str, int], tuple[Any, ...]]] = {}
"""A player's wager and post lines read before, by their words after the name (``Calls $0.04``,
``Posts big blind $2``) and the hand's units: (None, the verb, the chips, all in) for a call,
bet or all-in, (the kind, the chips in all, of them dead) for a post. The same words come
again and again at a table; names and the other lines are read each time."""


def _keep(said: str, scale: int, read: tuple[Any, ...]) -> None:
    """Keep a wager or post line's reading in :data:`_READ_BEFORE`: at most 10,000 of them, and
    only words of a line's usual length (a line padded to any length is read, never kept)."""
    if len(said) <= 64 and len(_READ_BEFORE) < 10_000:
        _READ_BEFORE[(said, scale)] = read


def _pocket(hand: TextHand, name: str, verb: str, row: str, at: int) -> None:
    """A stud street's cards, the player's own seen (``Pocket [H H 7h]``: ``verb``, the words after the name)."""
    if verb[-1] == "]" and verb.count("]") == 1 and not _worded(verb[8:-1]):
        cards = _cards(verb[8:].rstrip("] "))
        listed, before = cards.split(), len(hand.hole.get(name, "").split())
        if len(listed) > before and name not in hand.shown:
            hand.dealt.append((hand.street, name, " ".join(listed[before:])))
            hand.hole[name] = cards
    else:
        hand.unparsed.append((at, row))


def _act(hand: TextHand, name: str, rest: str, row: str, at: int) -> None:
    """A player's ``name - verb`` line. The verbs most lines say come first, each found by one
    look-up (a call, bet or all-in; a post; a stud street's ``Pocket [..]``): no two branches
    read the same verb, so their order is the lines' frequency, not a rule."""
    money = hand.money
    said = rest
    rest = rest.strip().removesuffix(" (Preselection)")  # an action chosen ahead of the player's turn
    verb, _, token = rest.partition(" $")
    token = "$" + token.strip() if token else ""
    wager = _WAGERS.get(verb)
    if wager is not None and token:  # (the next most: a call, bet or all-in)
        value = money(token, at)
        hand.wager(name, wager, value, at, all_in=wager == "all-in")
        _keep(said, hand.scale, (None, wager, value, wager == "all-in"))
        return
    post = _POSTS.get(verb)
    if post is not None and token:  # "Posts $1 dead $0.50": a live blind and a dead one
        live, _, dead = token.partition(" dead ")
        value, dead_value = money(live, at), money(dead, at) if dead else 0
        hand.post(name, post, value + dead_value, at, dead=dead_value)
        _keep(said, hand.scale, (post, value + dead_value, dead_value))
        return
    if verb[:8] == "Pocket [":
        _pocket(hand, name, verb, row, at)
    elif verb in _NO_CHIPS:  # ("Folds (Preselection)")
        (hand.fold if _NO_CHIPS[verb] is ActionKind.FOLD else hand.check)(name, at)
    elif verb in ("Mucks", "Does not show"):
        hand.muck(name)
    elif verb == "All-In (Timeout)":  # all in by the room's timeout protection: in for nothing more
        hand.actions.append(Action(hand.street, name, ActionKind.CALL, 0, None, True, None, None, at))
    elif verb.startswith("Shows [") and not _worded(verb[7:].partition("]")[0]):
        cards, _, words = verb[7:].partition("]")
        hand.show(name, _cards(cards), words.strip().removeprefix("(").removesuffix(")"), at)  # words checked
        claim = words.strip()  # the room's words whole, "(One pair, nines)": words after them no rule reads
        if claim and (claim[0] != "(" or claim[-1] != ")" or claim.count("(") + claim.count(")") != 2):
            hand.unparsed.append((at, row))
    elif verb.startswith("returned ("):
        hand.give_back(name, money(verb[10:].partition(")")[0], at))
        if not verb.endswith(") : not called"):  # (words after it: no rule reads them)
            hand.unparsed.append((at, row))
    elif verb in ("sitout (wait for BB)", "sitout", "Sits Out", "Stands Up"):
        return
    elif verb == "Posts dead" and token:  # "Posts dead $40 dead $15": $40 in all, $15 of it dead
        whole, _, dead = token.partition(" dead ")
        hand.post(name, ActionKind.DEAD_BLINDS, money(whole, at), at, dead=money(dead, at) if dead else 0)
    elif verb == "Bring-In" and token:
        hand.bring_in(name, money(token, at), at)
    elif verb == "Raises" and " to " in token:
        hand.wager(name, "raise", money(token.rpartition(" to ")[2], at), at, to=True)
    else:
        hand.unparsed.append((at, row))
