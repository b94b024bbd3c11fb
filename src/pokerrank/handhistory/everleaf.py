"""Everleaf Gaming network hand histories (and its skins, Grand Poker among them): read, and
audited by each winner's ``wins`` line.

A hand begins ``Everleaf Gaming Game #355196915`` (a skin: ``- - Grand Poker - Game
#15649156``) and ``***** Hand history for game #355196915 *****``, then the stakes and game
(``Blinds $0.05/$0.10 NL Hold'em - 2010/08/29 - 11:00:02``, ``$0.50/$1 Omaha Hi/Lo``,
``$0.05/$0.10 7 Card Stud``; a tournament: ``Tournament #2768325 - Level 2`` and ``Blinds
15/30``), the table, the button, the seats (``Seat 1: Hero (  $ 50 USD )``, ``( 2000 )``,
``(  1,500 Chips )``), the posts and actions (``posts small blind [$ 0.25 USD]``, ``calls
[$ 1 USD]``, ``raises [$ 1.25 USD]``: every bracketed amount is the chips added; stud's
``posts bring-in $0.02.`` and ``completes to $0.05.``), the streets (``** Dealing Flop ** [
8s, 9h, 3s ]``, ``**** dealing 4th street ****``) and what each winner was paid (``wins $ 2.82
USD from main pot``, ``wins  high ($ 0.95 USD) from main pot``, ``wins 1,200 chips from side
pot with ...``). The room prints neither the rake nor the bet nobody called: the bet goes
back by the rules, and the rake is what was put in less what went back and was paid, at most
:data:`MAX_INFERRED_RAKE` of the pot (docs/RULES.md, "Everleaf"); tournaments take none.

Money: a sign before the number and a currency word after it (``$ 0.25 USD``, ``€ 50 EURO``);
files in Windows-1252 whose euro sign was written as the byte 0x88 read it as ``ˆ``, which is
the euro here.

>>> text = '''Everleaf Gaming Game #1
... ***** Hand history for game #1 *****
... Blinds $0.05/$0.10 NL Hold'em - 2010/08/29 - 11:00:02
... Table Budapest
... Seat 1 is the button
... Total number of players: 2
... Seat 1: ann (  $ 10 USD )
... Seat 2: bob (  $ 10 USD )
... ann: posts small blind [$ 0.05 USD]
... bob: posts big blind [$ 0.10 USD]
... ** Dealing down cards **
... ann raises [$ 0.25 USD]
... bob folds
... ann does not show cards
... ann wins $ 0.20 USD from main pot'''
>>> from pokerrank.handhistory.audit import audit_hand
>>> [(h.site, h.game, h.returned, audit_hand(h).outcome.value) for h in read_everleaf(text)]
[('Everleaf', 'holdem', {'ann': 20}, 'match')]
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
from pokerrank.handhistory.records import ActionKind, HandRecord
from pokerrank.handhistory.verdicts import INCONSISTENT

__all__ = ["MAX_INFERRED_RAKE", "looks_like_everleaf", "read_everleaf"]

MAX_INFERRED_RAKE: Final = owntext.MAX_INFERRED_RAKE  # 0.1, the own-text rooms' object (whole numbers)
"""The most the unprinted rake may be, as a share of the pot."""

_START: Final = re.compile(r"(?:Everleaf Gaming Game|- - [^\n]* - Game) #(?P<id>\d+)")
_LOOKS: Final = re.compile(
    r"^[\ufeff\s]*(?:Everleaf Gaming Game|- - [^\n]* - Game) #\d+\s*\n\*{5} Hand history for game"
)
_HISTORY: Final = re.compile(r"\*{5} Hand history for game #(?P<id>\d+) \*{5}$")
"""A hand's second line, naming its id again: a hand without it, or naming another id, is a chat
quoting a first line in a header, or a hand cut off there, not a hand to read under that id."""
_STAKES, _SEAT, _ACT, _WINS, _STREET = (
    re.compile(
        r"^(?:Blinds )?(?P<sb>[^/ ]+)/(?P<bb>\S+) (?P<game>NL Hold'em|PL Hold'em|Hold'em|PL Omaha|Omaha Hi/Lo|Omaha"
        r"|7 Card Stud Hi/Lo|7 Card Stud)(?: - \d+ Max)? - "
    ),
    re.compile(r"^Seat (?P<seat>[0-9]{1,9}): (?P<name>.+?) \( *+(?P<stack>(?:[^()]*?(?<! ))?) *\)$"),
    re.compile(
        r"^(?P<name>.+?)(?P<colon>:?) (?P<verb>posts small blind|posts big blind|posts ante|calls|bets|raises"
        r"|posts bring-in|completes to) \[?(?P<a>[^\]]*?)\]?\.?$"
    ),
    re.compile(r"^(?P<name>.+?) wins (?:(?P<side> ?high| ?low) \()?(?P<a>[^()]*?)\)? from (?P<pot>main pot|side pot)"),
    re.compile(r"^\*\* Dealing (?P<street>Flop|Turn|River) \*\* \[(?P<cards>[^\]]*)\]\s*$"),
)
_GAMES: Final = {
    "NL Hold'em": ("holdem", "no-limit"), "PL Hold'em": ("holdem", "pot-limit"), "Hold'em": ("holdem", "limit"),
    "PL Omaha": ("omaha", "pot-limit"), "Omaha": ("omaha", "limit"), "Omaha Hi/Lo": ("omaha-hi-lo", "limit"),
    "7 Card Stud": ("stud", "limit"), "7 Card Stud Hi/Lo": ("stud-hi-lo", "limit"),
}  # fmt: skip
_POSTS: Final = {
    "posts small blind": ActionKind.SMALL_BLIND,
    "posts big blind": ActionKind.BIG_BLIND,
    "posts ante": ActionKind.ANTE,
}
_COLON_OF: Final = dict.fromkeys(("posts small blind", "posts big blind", "posts ante", "bets"), ":") | dict.fromkeys(
    ("calls", "raises", "posts bring-in", "completes to"), ""
)
"""The colon each verb follows the name with, as the room writes it (see :data:`_AFTER_NAME`)."""
_COLON_AMOUNT: Final = re.compile("(?:" + "|".join(map(re.escape, _COLON_OF)) + r") (?:\[|[$€£]?\s*\d)")
"""An action's verb (any, with its colon or not) and a bracket or an amount: a line of a
name, a colon and this that no rule reads is no chat (``ann: bets [$ 0.50 USD] x``,
``ann: posts small blind $ 0.05 USD``, ``ann: calls [$ 0.50 USD]``: quoted, never dropped);
one of other words after the colon is (``ann: bets are off``, ``ann: calls it a night``)."""
_AFTER_NAME: Final = re.compile(
    r"(?:: (?P<colon>posts small blind|posts big blind|posts ante|bets)"
    r"| (?P<plain>calls|raises|posts bring-in|completes to)) \[?(?P<a>[^\]]*?)\]?\.?$"
)
"""A player's action after the name, as the room writes it: a post and a bet after a colon
(``ann: bets [$ 0.50 USD]``), the others after a space (``ann calls [$ 0.50 USD]``): so a name
with a colon in it (``re:``) is told from a name and its colon."""
_STUD_STREET: Final = re.compile(r"^\*\*\*\* dealing (?:(?P<n>\d)th street|river) \*\*\*\*$")
_STUD_STREETS: Final = {"4": "fourth", "5": "fifth", "6": "sixth", None: "seventh"}
_NOISE: Final = re.compile(
    r"^(?:Total number of players: \d+|\*\* Dealing down cards \*\*)\s*$"  # (whole: words after them are quoted)
    r"|^(?:Tournament #|Table |\*{5} Hand history for game)"
    r"|(?: has joined the table| sits out| has been reseated to this table| has disconnected and has been given .*"
    r")$|^[a-z][a-z ,]*\[ [^\]]* \]$"  # the end of a wins line wrapped onto a line of its own
)
_SIGNS: Final = str.maketrans("", "", "$€ˆ ")
"""The share of the pot a hand keeps as rake where the room takes none: a hand in chips (a
tournament's, the ``TID_`` files: none of the 74 shared keeps a chip), and a hand of a board
game that ended before the flop ("no flop, no drop": none of the shared cash hands keeps a
cent). Chips missing there are the room paying less, which the audit shows."""
_BOARD_GAMES: Final = frozenset(("holdem", "omaha", "omaha-hi-lo"))


def looks_like_everleaf(text: str) -> bool:
    """Whether a text starts with an Everleaf hand.

    >>> looks_like_everleaf("Everleaf Gaming Game #1\\n***** Hand history for game #1 *****\\n")
    True
    """
    return _LOOKS.match(text) is not None


def read_everleaf(text: str, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of an Everleaf text (see the module docstring)."""
    return read_hands(text, source, encoding, _START, ("Everleaf", "everleaf"), _read, anchor="Game #")


def _read(hand: TextHand, lines: list[str]) -> HandRecord:
    stakes = None
    at_first = hand.line
    second = lines[1].strip(" \t\r\ufeff") if len(lines) > 1 else ""
    history = _HISTORY.match(second)
    if history is None or history.group("id") != hand.hand_id:
        raise hand.fail(
            f"the hand's second line is not '***** Hand history for game #{hand.hand_id} *****': {shorten(second)}",
            at_first + 1,
        )
    body = 1
    for body in range(1, min(len(lines), 4)):
        stakes = _STAKES.match(lines[body].strip())
        if stakes is not None:
            break
        if lines[body].startswith("Tournament #"):
            hand.tournament = lines[body].strip().partition(" - ")[0][12:]
    if stakes is None:
        raise hand.fail("the hand names no stakes and game pokerrank reads (its third line)")
    hand.game, hand.structure = _GAMES[stakes.group("game")]
    hand.game_text = stakes.group("game")
    sign = stakes.group("sb")[:1]
    if hand.tournament is not None or sign not in "$€ˆ":
        hand.scale, hand.currency = 1, None
    else:
        hand.currency = "USD" if sign == "$" else "EUR"

    def money(token: str, at: int) -> int:
        word = token.strip().rstrip(".").rsplit(" ", 1)
        raw = word[0] if len(word) == 2 and word[1] in ("USD", "EURO", "EUR", "Chips", "chips") else token
        return hand.money(raw.translate(_SIGNS).rstrip("."), at)

    hand.stakes = (money(stakes.group("sb"), at_first), money(stakes.group("bb"), at_first))
    if not all(hand.stakes):  # (no game is played at a stake of nothing: the title line is wrong)
        raise hand.fail(f"the stakes line names a stake of nothing: {shorten(lines[body].strip())}", at_first + body)
    if hand.game.startswith("stud"):
        hand.street = "third"
    hand.max_rake = MAX_INFERRED_RAKE
    names = hand.names
    main_paid: dict[tuple[str, str], int] = {}  # each winner's (and half's) "wins ... from main pot" line
    not_in: dict[str, int] = {}  # the players seated with no chips (not in the hand), by their seat line
    shows_not_in: list[tuple[int, str]] = []  # their shows (line, name)
    for number in range(body + 1, len(lines)):
        row = lines[number].strip(" \t\r\ufeff")
        if not row:
            continue
        at = at_first + number
        head, _, word = row.rpartition(" ")
        if word in ("folds", "checks") and head in names:
            (hand.fold if word == "folds" else hand.check)(head, at)
            continue
        act = _ACT.match(row)
        if (
            act is not None
            and act.group("colon")
            and _COLON_OF[act["verb"]]
            and not row.startswith(" [", act.end("verb"))
        ):
            act = None  # a name, a colon and words: a chat's (a post's or bet's amount after a colon is bracketed)
        if act is not None:
            name, colon, verb, token = act.group("name", "colon", "verb", "a")
            if name not in names or colon != _COLON_OF[verb]:  # (a name with a colon in it, or off the room's form)
                said = _said(hand, row, name, verb, token)
                if said is None:
                    act = None
                else:
                    name, verb, token = said
        if act is not None:
            if verb in _POSTS:
                hand.post(name, _POSTS[verb], money(token, at), at)
            elif verb == "posts bring-in":
                hand.bring_in(name, money(token, at), at)
            elif verb == "completes to":
                hand.wager(name, "raise", money(token, at), at, to=True)
            else:
                hand.wager(name, verb[:-1] if verb != "raises" else "raise", money(token, at), at)
            continue
        if row.startswith("Seat "):
            seat = _SEAT.match(row)
            if seat is not None and seat.group("stack") in ("new player", "All-in"):  # no chips in front: not in
                hand.seat(int(seat.group("seat")), seat.group("name"), 0, sitting_out=True)
                not_in[seat.group("name")] = at
            elif seat is not None:
                hand.seat(int(seat.group("seat")), seat.group("name"), money(seat.group("stack"), at))
            elif row.endswith(" is the button"):
                hand.button = int(row[5:].partition(" ")[0])
            else:
                hand.unparsed.append((at, row))
            continue
        wins = _WINS.match(row)
        if wins is not None and wins.group("name") in names:
            if wins.group("pot") == "main pot":  # (the one main pot pays a winner, or a half of it, once)
                key = (wins.group("name"), (wins.group("side") or "").strip())
                first = main_paid.setdefault(key, at)
                if first != at:
                    half = f" the {key[1]} half of" if key[1] else ""
                    raise hand.fail(
                        f"line {at}: {shorten(row, 80)}: {key[0]} is paid{half} the main pot a second time (line"
                        f" {first}): a pot pays each winner once",
                        at,
                        INCONSISTENT,
                    )
            hand.collect(wins.group("name"), money(wins.group("a"), at), wins.group("pot"), at)
            tail = row[wins.end() :].partition(" [")[0]  # the room's words: "with a pair of kings [ Kd, ... ]"
            if tail.startswith(" with ") and tail[6:].strip():  # a side's alone: "wins  low (...) with 6, 5, 4, 3, A"
                half = wins.group("side")
                hand.claim(wins.group("name"), (f"{half.strip()} hand: " if half else "") + tail[6:].strip(), at)
            continue
        if row.startswith("Dealt to "):
            who, cut, cards = row[9:].rpartition(" [")  # (the cards last: a name may hold " [")
            if not cut:  # (no cards: the line is the player's name alone)
                who, cards = row[9:], ""
            elif not cards.rstrip().endswith("]"):  # words after the cards: no rule reads them
                hand.unparsed.append((at, row))
            hand.hole[hand.player(who, at)] = _cards(cards)
            continue
        if " shows [" in row and row.partition(" shows [")[0] in names:  # (else a chat's words, or quoted)
            who, _, cards = row.partition(" shows [")
            cards, _, words = cards.partition("]")
            hand.show(hand.player(who, at), _cards(cards), words.strip(), at)  # "two pairs, aces and sixes"
            if who in not_in:  # (a show is no action here: kept for the check of a seat not in the hand)
                shows_not_in.append((at, who))
            continue
        street = _STREET.match(row)
        if street is not None:
            hand.new_street(street.group("street").lower(), _cards(street.group("cards")))
            continue
        stud = _STUD_STREET.match(row)
        if stud is not None:
            hand.new_street(_STUD_STREETS[stud.group("n")])
        elif row.endswith(" does not show cards") and row[:-20] in names:
            hand.muck(row[:-20])  # a winner's is a hand not shown; a loser's, given up
        elif row.partition(": ")[0] in names:
            if _COLON_AMOUNT.match(row, len(row.partition(": ")[0]) + 2):  # an action with an amount: quoted
                hand.unparsed.append((at, row))
            continue  # chat: a player's words, no action of theirs
        elif not _NOISE.search(row):
            hand.unparsed.append((at, row))
    if not hand.collected:
        raise hand.fail("the hand records no 'wins' line: no result to audit")
    if not_in:
        _not_in_acts(hand, lines, not_in, shows_not_in)
    if hand.game.startswith("stud"):
        hand.button = None
    hand.mucked -= {c.player for c in hand.collected}
    if hand.scale == 1 or (hand.game in _BOARD_GAMES and not hand.board):
        hand.max_rake = owntext.NO_RAKE  # (chips, or no flop: no rake)
    check_posts(hand, lines, hand.stakes if hand.structure in ("no-limit", "pot-limit") else ())
    check_rounds(hand, lines)
    return hand.record()


def _not_in_acts(hand: TextHand, lines: list[str], not_in: dict[str, int], shows: list[tuple[int, str]]) -> None:
    """Refuse a hand where a player whose seat line holds no chips (``( new player )``, ``(
    All-in )``: not in this hand) posts, acts, shows or wins: the record contradicts itself,
    both lines quoted (no such seat acts in the shared files)."""
    acted = [(a.line, a.player) for a in hand.actions if a.player in not_in]
    acted += [(c.line, c.player) for c in hand.collected if c.player in not_in]
    acted += shows
    if not acted:
        return
    line, name = min(acted)
    seat_line = not_in[name]

    def quoted(at: int) -> str:
        return repr(lines[at - hand.line].strip()[:80]) if 0 <= at - hand.line < len(lines) else "?"

    raise hand.fail(
        f"line {line}: {quoted(line)}, but line {seat_line}: {quoted(seat_line)}: a player not dealt in has no action",
        line,
        INCONSISTENT,
    )


def _said(hand: TextHand, row: str, name: str, verb: str, token: str) -> tuple[str, str, str] | None:
    """The player, verb and amount of an action's line whose name the pattern found (``name``)
    is not seated, or whose colon is not the verb's: the longest seated name the line's action
    follows as the room writes it (:data:`_AFTER_NAME`), else ``name`` where it is seated and
    no colon follows it: a seated name and a colon are a chat's (``ann: calls it a night``:
    the room writes no colon before ``calls``), never an action."""
    speaker = hand.speaker(row, _AFTER_NAME)  # a name with a colon in it: the seated names, longest first
    if speaker is not None:
        after = _AFTER_NAME.match(row, len(speaker))
        assert after is not None  # (the speaker's)
        return speaker, after["colon"] or after["plain"], after["a"]
    return (name, verb, token) if name in hand.names and not row.startswith(": ", len(name)) else None


def _cards(text: str) -> str:
    return " ".join(text.strip(" []").replace(",", " ").split())
