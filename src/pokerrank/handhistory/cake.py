"""Cake Poker network hand histories: read, and audited by each player's ``wins`` line.

A hand begins ``Hand#2998011673000397 - Innsbruck (6-max) 11673 -- $5/$10 FL Hold'em --
2012-06-20 - 23:10:52`` (a tournament: ``Hand#2980AA1F9B000367 - $0.05 (1 Rebuy) T11149211 --
TICKETCASH -- $0.05 + $0.05 -- 10 Max -- Table 20 -- -1/50/100 NL Hold'em -- 2012/06/01 -
21:44:48``, the ante, small and big blind last), then ``Dealer: Seat 9``, the seats
(``Seat 3: Player0 ($250,50 in chips)``), the posts and actions as ``name: verb``
(``raises to $10``: the street total; ``calls $5``, ``bets``, ``is all in $0.07``: the chips
added), the streets (``*** FLOP *** [Jd,7d,Ts]``), ``returns uncalled bet $10`` and what each
winner was paid (``Player0 wins $50,50``). The room prints no rake: it is what was put in less
what went back and was paid, at most :data:`MAX_INFERRED_RAKE` of the pot (docs/RULES.md,
"Cake"); tournaments take none.

Money is written as each hand writes it: a cash hand with an amount whose comma is followed
by one or two digits (``$250,50``, ``$0,05``) writes decimal commas; any other hand writes a
decimal point and commas between thousands (``$1,100``, ``1,100`` tournament chips). A hand
on a euro table also prints each amount in euros (``(EUR €0.20)``): the chips are the dollar
figures.

>>> text = '''Hand#1 - Paris (6-max) 1 -- $0.05/$0.10 NL Hold'em -- 2012.02.05 - 21:01:45
... Dealer: Seat 1
... Seat 1: ann ($10 in chips) DEALER
... Seat 2: bob ($10 in chips)
... ann: posts small blind $0.05
... bob: posts big blind $0.10
... ann: raises to $0.30
... bob: folds
... ann: returns uncalled bet $0.20
... ***SHOW DOWN***
... ann: mucks
... ann wins $0.20 '''
>>> from pokerrank.handhistory.audit import audit_hand
>>> [(h.site, h.game, h.returned, h.rake, audit_hand(h).outcome.value) for h in read_cake(text)]
[('Cake', 'holdem', {'ann': 20}, 0, 'match')]
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from pokerrank._checks import shorten
from pokerrank.handhistory import owntext
from pokerrank.handhistory._posts import check_posts
from pokerrank.handhistory._rounds import check_rounds
from pokerrank.handhistory.owntext import TextHand, read_hands
from pokerrank.handhistory.records import ActionKind, Claim, HandRecord
from pokerrank.handhistory.sites.uncalled import short_back, short_back_said
from pokerrank.handhistory.verdicts import INCONSISTENT

__all__ = ["MAX_INFERRED_RAKE", "looks_like_cake", "read_cake"]

MAX_INFERRED_RAKE: Final = owntext.MAX_INFERRED_RAKE  # 0.1, the own-text rooms' object (whole numbers)
"""The most the unprinted rake may be, as a share of the pot."""

_START: Final = re.compile(r"Hand#(?P<id>[0-9A-F]+) - ")
_LOOKS: Final = re.compile(r"^[\ufeff]?(?:ï»¿)?Hand#[0-9A-F]+ - .* -- ", re.MULTILINE)
_GAMES: Final = {"Hold'em": "holdem", "Omaha": "omaha"}
"""The share of the pot a cash hand that ended before the flop keeps as rake: none (none of
the shared cash hands that did keeps a cent): chips missing there are the room paying less."""
_LIMITS: Final = {"NL": "no-limit", "PL": "pot-limit", "FL": "limit"}
_CONVERSION: Final = r"\((?:EUR|USD|GBP) [€$£]?[\d.,\xa0]+\)"
"""The room's one parenthesis after an amount: the amount in another currency (``(EUR €0.20)``)."""
_STAKES, _SEAT, _STREET, _WINS, _DEAD = (
    re.compile(r"^(?P<stakes>\S+) (?P<limit>NL|PL|FL) (?P<game>Hold'em|Omaha)$"),
    re.compile(
        r"^Seat (?P<seat>[0-9]{1,9}): (?P<name>.+?) \((?P<stack>[^ ]+) in chips\)(?P<rest>\s*(?:DEALER)?)"
        r"(?:\s*" + _CONVERSION + r")?\s*$"
    ),
    re.compile(r"^\*\*\* (?P<street>FLOP|TURN|RIVER) \*\*\* \[(?P<cards>[^\]]*)\]\s*$"),
    re.compile(r"^(?P<name>.+?) wins (?P<a>[^ ]+)(?: " + _CONVERSION + r")?(?: with (?P<words>.*))?$"),
    re.compile(r"^posts dead blind (?P<dead>\S+) and big blind (?P<big>\S+)(?: " + _CONVERSION + r")?$"),
)
_CONVERSION_ALONE: Final = re.compile(_CONVERSION + r"$")
_SHOWN_TAIL: Final = re.compile(r"(?: +\([^()]*\)(?: \.)?)? *")
"""What may follow a shown or mucked hand's cards: the room's words for it (``(Pair) .``)."""
_COMMA_DECIMAL: Final = re.compile(r"[$€]-?\d+,\d{1,2}(?!\d)")
_VERBS: Final = frozenset({"folds", "checks", "calls", "bets", "raises", "is", "posts", "returns", "shows", "mucks"})
_WAGERS: Final = {"calls": "call", "bets": "bet", "raises to": "raise", "is all in": "all-in"}
_POSTS: Final = {
    "posts small blind": ActionKind.SMALL_BLIND,
    "posts big blind": ActionKind.BIG_BLIND,
    "posts ante of": ActionKind.ANTE,
}
_NOISE: Final = re.compile(
    r"^(?:\*\*\*SHOW DOWN\*\*\*|Player left the table|.+ finished \d+ out of \d+ players\..*|.+ rebuys \d+ chips)$"
)


def _worded(cards: str) -> bool:
    """Whether a card list holds a word (a token longer than any card's text), which no card is."""
    return max(map(len, cards.split()), default=0) > 3


def looks_like_cake(text: str) -> bool:
    """Whether a text starts with a Cake hand.

    >>> looks_like_cake("Hand#2998011673000397 - Innsbruck (6-max) 11673 -- $5/$10 FL Hold'em -- 2012-06-20")
    True
    """
    return _LOOKS.search(text, 0, 4096) is not None  # a file may start with the end of a hand cut off


def read_cake(text: str, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of a Cake text (see the module docstring)."""
    return read_hands(text, source, encoding, _START, ("Cake", "cake"), _read)


def _read(hand: TextHand, lines: list[str]) -> HandRecord:
    first = lines[0].strip().removeprefix("ï»¿")
    parts = first.split(" -- ")
    game = next((found for found in map(_STAKES.match, parts) if found is not None), None)
    if game is None:
        raise hand.fail(f"the first line {first[:100]!r} names no game and stakes pokerrank reads")
    hand.game = _GAMES[game.group("game")]
    hand.structure = _LIMITS[game.group("limit")]
    hand.game_text = f"{game.group('limit')} {game.group('game')}"
    tournament = re.search(r" (T\d+)$", parts[0])
    stakes = game.group("stakes").split("/")
    if tournament is not None or len(stakes) == 3:
        hand.tournament = tournament.group(1) if tournament is not None else parts[0]
        hand.scale, hand.currency = 1, None
    else:
        hand.currency = "EUR" if "€" in stakes[0] else "USD"
    hand.table = parts[0].split(" - ", 1)[-1]
    comma = hand.tournament is None and _COMMA_DECIMAL.search("\n".join(lines)) is not None

    def money(token: str, at: int) -> int:
        token = token.replace("-", "").replace("\xa0", "")  # "$-0,10": a sign before a dead blind; "2\xa0477"
        return hand.money(token.replace(".", "").replace(",", ".") if comma else token, at)

    def wagered(token: str, at: int) -> int | None:
        """An action's amount, with the room's conversion after it or nothing (None: anything else)."""
        amount, paren, after = token.partition(" (")
        if paren and _CONVERSION_ALONE.match("(" + after) is None:
            return None
        return money(amount, at)

    if hand.tournament is None and stakes[0].startswith(("$", "€")):
        hand.stakes = (money(stakes[0], hand.line), money(stakes[1], hand.line))
    elif len(stakes) == 3:
        hand.stakes = (money(stakes[1], hand.line), money(stakes[2], hand.line))
    hand.max_rake = MAX_INFERRED_RAKE
    names = hand.names
    masked: dict[str, str] = {}
    given: dict[str, int] = {}  # each "returns uncalled bet" line's player and line
    for number in range(1, len(lines)):
        row = lines[number].strip(" \t\r\ufeff")
        if not row:
            continue
        at = hand.line + number
        name, colon, rest = row.partition(":")
        name = masked.get(name, name)
        if ":" in rest and (name not in names or rest.lstrip().partition(" ")[0] not in _VERBS):
            speaker = hand.speaker(row, ":")  # a name with a colon in it ("Jo:hn: folds")
            if speaker is not None:
                name, rest = speaker, row[len(speaker) + 1 :]
        rest = rest.strip()
        if colon and name not in names and rest.partition(" ")[0] in _VERBS:  # a seat list that leaves a player out
            if rest == "folds":
                continue  # a fold with nothing put in changes nothing
            if hand.unparsed:  # a seat line not understood before it: that line is the one to quote
                hand.unparsed.append((at, row))
                continue
            raise hand.fail(f"{name!r} plays, and the seat list leaves them out: {row!r}", at)
        if colon and name in names:
            verb, _, token = rest.partition(" $") if " $" in rest else rest.rpartition(" ")
            token = token and ("$" + token if " $" in rest else token)
            if rest in ("folds", "checks", "mucks"):
                if rest == "folds":
                    hand.fold(name, at)
                elif rest == "checks":
                    hand.check(name, at)
                else:
                    hand.muck(name)
            elif verb in _WAGERS or verb in _POSTS or verb == "returns uncalled bet":
                value = money(token, at) if " (" not in token else wagered(token, at)
                if value is None:
                    hand.unparsed.append((at, row))
                elif verb in _WAGERS:
                    hand.wager(name, _WAGERS[verb], value, at, to=verb == "raises to", all_in=verb == "is all in")
                elif verb in _POSTS:
                    hand.post(name, _POSTS[verb], value, at)
                else:
                    hand.give_back(name, value)
                    given[name] = at
            elif rest.startswith(("shows [", "mucks [")):  # "mucks [6d,4c] (HighCard) .": gave up, cards named
                cards = " ".join(rest[7 : rest.index("]")].replace(",", " ").split())
                if _worded(cards) or _SHOWN_TAIL.fullmatch(rest, rest.index("]") + 1) is None:  # a word among the
                    # cards, or words after the room's own ("(Pair) ."): no line the room writes
                    hand.unparsed.append((at, row))
                    continue
                if rest[0] == "s":
                    hand.show(name, cards)
                else:
                    hand.hole[name] = cards
                    hand.muck(name)
            elif rest.startswith("posts dead blind"):
                dead = _DEAD.match(rest)
                if dead is None:
                    hand.unparsed.append((at, row))
                    continue
                small, big = money(dead.group("dead"), at), money(dead.group("big"), at)
                hand.post(name, ActionKind.DEAD_BLINDS, small + big, at, dead=small)
            else:
                hand.unparsed.append((at, row))
            continue
        if row.startswith("Seat "):
            seat = _SEAT.match(row)
            if seat is None:
                hand.unparsed.append((at, row))
                continue
            name, number_text = seat.group("name"), seat.group("seat")
            hand.seat(int(number_text), name, money(seat.group("stack"), at))
            if seat.group("rest").strip().startswith("DEALER") and hand.button is None:  # files without "Dealer:"
                hand.button = int(number_text)
            if name.endswith("***" + number_text):  # a masked name: the actions may leave the seat out
                short = name[: -len(number_text)]
                masked[short] = masked[short.replace(" ", "_")] = name
        elif row.startswith("Dealer: Seat "):
            hand.button = int(row[13:])
        elif row.startswith("Dealt to "):
            who, cut, cards = row[9:].rpartition(" [")  # (the cards last: a name may hold " [")
            if not cut:  # (no cards: the line is the player's name alone)
                who, cards = row[9:], ""
            if _worded(cards.replace(",", " ")) or (cut and not cards.rstrip().endswith("]")):  # (or words after)
                hand.unparsed.append((at, row))
                continue
            hand.hole[hand.player(who, at)] = " ".join(cards.rstrip("]").replace(",", " ").split())
        elif row.startswith("*** "):
            street = _STREET.match(row)
            if street is None:
                hand.unparsed.append((at, row))
                continue
            if _worded(street.group("cards").replace(",", " ")):
                hand.unparsed.append((at, row))
                continue
            hand.new_street(street.group("street").lower(), street.group("cards").replace(",", " "))
        elif " wins " in row:
            wins = _WINS.match(row)
            winner = masked.get(wins.group("name"), wins.group("name")) if wins is not None else ""
            if wins is None or winner not in names:
                hand.unparsed.append((at, row))
                continue
            hand.collect(winner, money(wins.group("a"), at), "pot", at)
            if wins.group("words"):  # "with Straight Eight high": the room's words, checked
                hand.claims.append(Claim(winner, wins.group("words").strip(), 1, at))
        elif not _NOISE.match(row):
            hand.unparsed.append((at, row))
    if not hand.collected and not hand.unparsed:  # (a line not understood may be its payout: that line is quoted)
        raise hand.fail("the hand records no 'wins' line: no result to audit")
    paid = {c.player for c in hand.collected}
    hand.mucked -= paid  # the winner's "mucks": it did not show, it did not give up
    if not hand.board:
        hand.max_rake = owntext.NO_RAKE  # (every game here is hold'em or Omaha)
    # (a euro table's stakes are the euros, its posts the dollars: its blinds' sizes unchecked)
    blinds = hand.structure in ("no-limit", "pot-limit") and hand.currency != "EUR" and len(hand.stakes) == 2
    check_posts(hand, lines, hand.stakes if blinds else ())
    check_rounds(hand, lines, hand.stakes if hand.currency != "EUR" else ())
    record = hand.record()
    if given and not record.unparsed:
        _whole_bet_back(hand, lines, given)
    return record


def _whole_bet_back(hand: TextHand, lines: list[str], given: dict[str, int]) -> None:
    """The bet nobody called goes back whole: a ``returns uncalled bet`` line handing its player
    back less than his live chips above every other player's is a file that disagrees with itself
    (the cent kept would read as rake, the room printing none): NOT AUDITABLE, the line quoted
    (every room's rule: :func:`~pokerrank.handhistory.sites.uncalled.short_back`)."""
    short = short_back(hand.actions, hand.dead, hand.returned)
    if short is None or short.name not in given:
        return
    at = given[short.name]
    said = f"line {at} ({shorten(lines[at - hand.line].strip(), 80)})"
    raise hand.fail(short_back_said(short, said, hand.money_text), at, INCONSISTENT)
