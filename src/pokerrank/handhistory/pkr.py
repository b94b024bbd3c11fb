"""PKR hand histories: read, and audited by each player's ``wins`` line and the stacks after
the hand.

A hand begins ``Table #39445473 - Top Pair`` and ``Starting Hand #1830834560``, names its game
on lines of their own (``Game Type: HOLD'EM``, ``Limit Type: NO LIMIT``, ``Money Type: REAL
MONEY``, ``Blinds are now $1 / $2``), the button and the seats (``Seat 1: Player0 - $209.15``),
then the posts (``posts small blind ($1)``, ``posts $2`` a live blind, ``posts $1 dead``), the
cards (``Dealing [K h][2 c] to Hero``), the actions, ``Dealing Flop [3 c][3 s][Q h]``, the
rake (``Taking Rake of $0.30 from pot 1``), what each winner was paid (``Player1 wins $5.70``,
``wins 1,204 from side pot #1``, ``ties, and wins $34.75 with high hand``, ``ties $34.75 with
low hand``) and every seat's stack after the hand, which the audit checks against the pots, as
it checks each street's ``Pot sizes: $6`` lines (one a pot) against the pot the actions made.

The room's amounts: ``raises to $12`` and ``calls $12`` name the street total (a big blind of
$4 calling a raise to $12 puts in $8); ``bets`` the chips added. ``Returning $0.18 to Player1
uncalled`` hands back the bet nobody called; where it is not printed it goes back by the rules.
Chat (``Hero says hi.``, ``Player1: :)``) is not read. ``Player5 wins $0.04, disconnection
protection limited from $0.17`` pays a disconnected player less than the pot gave them, by a
room rule the hand does not state: once the stacks after the hand agree with every ``wins``,
such a hand is NOT AUDITABLE, the protection named (a game pokerrank does not play).

>>> text = '''Table #1 - Top Pair
... Starting Hand #10
... Game Type: HOLD'EM
... Limit Type: NO LIMIT
... Table Type: RING
... Money Type: REAL MONEY
... Blinds are now $1 / $2
... Button is at seat 1
... Seat 1: ann - $100
... Seat 2: bob - $100
... ann posts small blind ($1)
... bob posts big blind ($2)
... Dealing Cards
... ann raises to $6
... bob folds
... Returning $4 to ann uncalled
... No Rake Taken
... ann wins $4
... Seat 1: ann - $102
... Seat 2: bob - $98
... End of Hand #10'''
>>> from pokerrank.handhistory.audit import audit_hand
>>> [(h.site, h.game, h.returned, audit_hand(h).outcome.value) for h in read_pkr(text)]
[('PKR', 'holdem', {'ann': 400}, 'match')]
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from operator import itemgetter
from typing import Final

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError, PokerRankError
from pokerrank.handhistory import owntext
from pokerrank.handhistory._posts import check_posts
from pokerrank.handhistory._rounds import check_rounds
from pokerrank.handhistory.owntext import QuietLines, TextHand, read_hands
from pokerrank.handhistory.records import Action, ActionKind, Claim, HandRecord, Seat
from pokerrank.handhistory.verdicts import ROOM_RULE

__all__ = ["looks_like_pkr", "read_pkr"]

_new = tuple.__new__
_FOLD, _CHECK, _SMALL, _BIG, _ANTE = (
    ActionKind.FOLD, ActionKind.CHECK, ActionKind.SMALL_BLIND, ActionKind.BIG_BLIND, ActionKind.ANTE
)  # fmt: skip
"""The kinds of action read most, looked up once."""

_START: Final = re.compile(r"^\ufeff?(?:Table #\d+ - [^\n]*\n\ufeff?)?Starting Hand #(?P<id>\d+)", re.MULTILINE)
"""A hand's first lines, at a line's start (found quickly: a pattern that may start two ways
is tried at every character otherwise)."""
_LOOKS: Final = re.compile(r"^[\ufeff]?Starting Hand #\d+\r?$", re.MULTILINE)
"""The share of the pot an unprinted rake may be in a cash hand that ended before the flop:
none ("no flop, no drop": none of the shared cash hands that did keeps a cent): chips missing
there are the room paying less, which the audit shows."""
_GAMES: Final = {"HOLD'EM": "holdem", "OMAHA": "omaha", "OMAHA HI/LO": "omaha-hi-lo"}
_LIMITS: Final = {"NO LIMIT": "no-limit", "POT LIMIT": "pot-limit", "FIXED LIMIT": "limit"}
_WINS, _STREET, _RETURN, _RAKE = (
    re.compile(
        r"^(?P<name>.+?) (?:wins|ties, and wins|ties) (?P<a>[^ ,]*\d(?:,\d{3})*(?:\.\d+)?)"
        r"(?:, disconnection protection limited from (?P<whole>[^ ,]*\d(?:,\d{3})*(?:\.\d+)?))?"
        r"(?: from (?P<pot>side pot #\d+))?(?: with(?:: | (?=(?:high|low) hand: ))(?P<words>.*)| with.*)?$"
    ),
    re.compile(r"^Dealing (?P<street>Flop|Turn|River) (?P<cards>\[.*\])$"),
    re.compile(r"^Returning (?P<a>\S+) to (?P<name>.+) uncalled$"),
    re.compile(r"^Taking Rake of (?P<a>\S+) from pot \d+$"),
)
_CARD: Final = re.compile(r"\[([^\]]*)\]")
_WAGERS: Final = {"calls": "call", "bets": "bet", "raises to": "raise"}
_QUIET: Final = (
    "Starting Hand #", "Start time of hand", "Last Hand", "Table Type:", "Shuffling Deck", "Dealing Cards",
    "Pot sizes:", "Table #", "End of Hand",
)  # fmt: skip
_QUIET_LINES: Final = QuietLines(
    {
        "Starting Hand #": r"\d+",
        "Start time of hand": r": \d{1,2} [A-Z][a-z]{2} \d{4} \d{1,2}:\d\d:\d\d",
        "Last Hand": r" (?:#\d+|n/a)",  # (n/a: a table's first hand, STT #2072796427)
        "Table Type:": r" [A-Z]+(?: [A-Z]+)*",
        "Shuffling Deck": "",
        "Dealing Cards": "",
        "Pot sizes:": r" [^ ]+",  # (read first: a chat of a player so named, or one word)
        "Table #": r"\d+ - .*",  # (the table's name: any words)
        "End of Hand": r" #\d+",
    }
)
""":data:`_QUIET` whole: one with words after it is read as any line (a chat, or quoted)."""
_QUIET_BY_START: Final = {quiet[:3]: tuple(q for q in _QUIET if q[:3] == quiet[:3]) for quiet in _QUIET}
""":data:`_QUIET` by their first three letters: one look-up, not nine tries, for most lines."""
_HEADER_QUIET: Final = (
    "Start time of hand", "Last Hand", "Table Type:", "Shuffling Deck", "Starting Hand #", "Table #",
)  # fmt: skip
_FIELDS: Final = frozenset({"Game Type", "Limit Type", "Money Type"})
"""The lines naming the game (``Game Type: HOLD'EM``), by what comes before the colon."""
_SETTINGS: Final = ("Game Type: ", "Limit Type: ", "Money Type: ", "Blinds are now ", "Button is at seat ",
                     "Moving Button to seat ")  # fmt: skip
"""The starts of the lines that set the hand up, posts aside (:func:`_setting`)."""
_SETTINGS_FIRST: Final = frozenset(start[0] for start in _SETTINGS)
_HEADER_QUIET_FIRST: Final = frozenset(start[0] for start in _HEADER_QUIET)
"""The first letters of :data:`_SETTINGS` and :data:`_HEADER_QUIET` (most lines start with none)."""
_SAID: Final = (
    r" +(?:says .*|claps\.|acknowledges a nice hand\.|has become disconnected.*|has .*|rebuys .*"
    r"|brings .* to table \d+|has disconnected and has been granted disconnection protection"
    r"|will be dealt in after the button|is using the time bank)$"
)
_SAYS: Final = re.compile(r"^\S+" + _SAID)
"""The room's words about a player, or a player's chat, that move no chips in the hand (a
newcomer bringing chips to the table is dealt in from the next hand)."""
_SAYS_AFTER: Final = re.compile(_SAID)
"""Those words after a seated name of several words (``Smith, J has Straight, 8 high``)."""
_NEWCOMER: Final = re.compile(r"^.+ (?:brings \S+ to table \d+|will be dealt in after the button)$")
"""A newcomer's lines, the name any (not seated yet: ``x y brings $2 to table 45406961``)."""


def read_pkr(text: str, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of a PKR text (see the module docstring)."""
    return read_hands(text, source, encoding, _START, ("PKR", "pkr"), _named, anchor="Starting Hand #", lookback=400)


def _named(hand: TextHand, lines: list[str]) -> HandRecord:
    """:func:`_read`; a hand that cannot be read keeps its number and the game its lines named
    (``Game Type:``, ``Limit Type:``), as PokerStars' first line: what the hand said, for the
    counts by game. Whatever refused it: the reader's own error, any other
    :class:`~pokerrank.errors.PokerRankError`, or a value that does not read (``Moving Button to
    seat x``: as :func:`~pokerrank.handhistory.owntext.guarded` says it)."""
    try:
        return _read(hand, lines)
    except HandHistoryError as exc:
        error = exc
    except (PokerRankError, ArithmeticError, ValueError, TypeError, LookupError) as exc:  # (guarded's, and ours)
        error = hand.fail(f"a value pokerrank cannot read: {exc}")
    record = hand.broken(error)
    record.game, record.game_text = hand.game, hand.game_text
    return record


def looks_like_pkr(text: str) -> bool:
    """Whether a text starts with a PKR hand.

    >>> looks_like_pkr("Table #39445473 - Top Pair\\nStarting Hand #1830834560\\n")
    True
    """
    return _LOOKS.search(text, 0, 4096) is not None  # a file may start with the end of a hand cut off


def _cards(text: str) -> str:
    """``[9 d][5 d]`` (or ``[9s Ac 5s]``) as ``9d 5d``."""
    known = _CARDS_READ.get(text)
    if known is not None:
        return known
    out: list[str] = []
    for group in _CARD.findall(text):
        parts = group.split()
        if len(parts) == 2 and len(parts[1]) == 1:  # one card, its rank and suit apart
            parts = [parts[0] + parts[1]]
        out.extend("T" + card[2:] if card.startswith("10") else card for card in parts)
    cards = " ".join(out)
    if len(_CARDS_READ) < 50_000 and len(text) <= 64:  # (bounded by count and key length)
        _CARDS_READ[text] = cards
    return cards


_CARDS_READ: dict[str, str] = {}
"""Cards already read, by their text (hole cards and streets repeat across hands)."""
_MONEY: dict[int, dict[str, int]] = {1: {}, 100: {}}
"""Amounts already read, by the hand's scale (1: chips, 100: cents) and their text: looked up
in place (``TextHand.money`` keys its store by a tuple it builds each call, about two dozen
calls a hand)."""


def _money(hand: TextHand, cache: dict[str, int], token: str, at: int) -> int:
    """``hand.money(token, at)`` (an error names the line), kept in ``cache`` (:data:`_MONEY`
    of the hand's scale) for the next look-up in place."""
    value = hand.money(token, at)
    if len(cache) < 50_000 and len(token) <= 64:  # (bounded by count and key length)
        cache[token] = value
    return value


def _read(hand: TextHand, lines: list[str]) -> HandRecord:
    fields: dict[str, str] = {}
    names = hand.names
    first = lines[0].strip(" \t\r\ufeff")
    hand.table = first.partition(" - ")[2] if first.startswith("Table #") else None
    after: dict[str, tuple[int, int]] = {}
    ended = False
    rake: int | None = None
    protected: tuple[int, str, str, str] | None = None  # the first payout cut by disconnection protection
    topped: set[str] = set()  # players who rebought or brought chips during the hand: their stacks move
    sizes: list[tuple[int, int, int]] = []  # each 'Pot sizes:' line's number, the pot it says, the actions before
    money = hand.money
    dealt_rows: dict[str, tuple[str, int]] = {}  # each seat line as the hand began: its player and stack
    start = _header(hand, lines, fields, dealt_rows)
    actions, unparsed, line = hand.actions, hand.unparsed, hand.line
    cache = _MONEY[hand.scale]  # (taken again after a line that may name the game: its scale)
    for number in range(start, len(lines)):
        row = lines[number].strip(" \t\r\ufeff")
        if not row:
            continue
        at = line + number
        first = row[0]  # (a letter tested first: a string method's call costs several operators)
        if first == "S" and row.startswith("Seat "):
            same = dealt_rows.get(row)
            if same is not None:  # the summary's line of a stack the hand did not change
                after[same[0]] = (same[1], at)
                continue
            seat = _seat(row)
            if seat is None:
                unparsed.append((at, row))
            elif hand.game is None:
                raise hand.fail("the seats come before the game is named")
            elif not hand.actions and seat[1] not in names:
                hand.seat(seat[0], seat[1], money(seat[2], at))
            elif seat[1] in names:  # the summary: each stack after the hand (not a newcomer's)
                stack = cache.get(seat[2])
                after[seat[1]] = (_money(hand, cache, seat[2], at) if stack is None else stack, at)
            continue
        head, _, word = row.rpartition(" ")
        if (word == "folds" or word == "checks") and head in names:  # TextHand.fold and .check, written out
            kind = _FOLD if word == "folds" else _CHECK
            actions.append(_new(Action, (hand.street, head, kind, 0, None, False, None, None, at)))
            continue
        if first == "P" and row.startswith("Pot sizes:") and "Pot sizes" not in names:  # (else a chat's, maybe)
            said = row[10:].strip()
            size = cache.get(said) if row[10:11] == " " else None  # (the amounts read before; else read, or quoted)
            if size is None:
                size = hand.figure(said if row[10:11] == " " else row[10:], row, at)
                if len(cache) < 50_000 and len(row) <= 75:  # (bounded by count and key length)
                    cache[said] = size
            sizes.append((number, size, len(actions)))
            continue
        name, _, verb = head.rpartition(" ")
        if " raises" in name and name.endswith(" raises"):
            name, verb = name[:-7], "raises to"
        elif word == "(all-in)":
            name, _, verb = name.rpartition(" ")
            word = head.rpartition(" ")[2]
            if " raises" in name and name.endswith(" raises"):
                name, verb = name[:-7], "raises to"
        if verb in _WAGERS and name in names:
            value = cache.get(word)
            hand.wager(
                name,
                _WAGERS[verb],
                _money(hand, cache, word, at) if value is None else value,
                at,
                to=verb != "bets",
                all_in="(all-in)" in row and row.endswith("(all-in)"),
            )
            continue
        quiet = _QUIET_BY_START.get(row[:3])
        if quiet is not None and row.startswith(quiet):
            if first == "E" and row.startswith("End of Hand"):
                ended = True
                if row.startswith("End of Hand #") and row[13:].rstrip() != hand.hand_id:  # (the file disagrees)
                    raise hand.fail(f"the hand's last line is not 'End of Hand #{hand.hand_id}': {shorten(row)}", at)
            if _QUIET_LINES.whole(row):
                continue
        if (" posts " in row or (first in _SETTINGS_FIRST and row.startswith(_SETTINGS))) and _setting(
            hand, row, fields, at
        ):
            cache = _MONEY[hand.scale]
            continue
        if first == "D" and row.startswith("Dealing "):
            street = _STREET.match(row)
            if street is not None:
                hand.new_street(street.group("street").lower(), _cards(street.group("cards")))
            elif row.rpartition("] to ")[2] in names:  # "Dealing [K h][2 c] to Hero"
                cards, _, target = row[8:].rpartition(" to ")
                hand.hole[target] = _cards(cards)
            else:
                unparsed.append((at, row))
            continue
        if " folds and shows " in row and row.partition(" folds and shows ")[0] in names:
            hand.fold(row.partition(" folds and shows ")[0], at)  # the cards shown after folding: nothing more
            continue
        if " shows [" in row and row.partition(" shows ")[0] in names and row[-1] == "]":  # "[XX] [6 s]": one hidden
            who, _, cards = row.partition(" shows ")  # (a chat quoting one, "A says B shows [..]", is chat)
            shown = _cards(cards)
            if "XX" in shown:  # the cards shown, without the one kept face down (no card to decide with)
                shown = hand.hole[who] if who in hand.hole else " ".join(c for c in shown.split() if c != "XX")
            hand.show(who, shown)
            continue
        if (" doesn't show" in row or " mucks" in row) and row.endswith((" doesn't show", " mucks")):
            hand.muck(hand.player(row.rsplit(" doesn't show", 1)[0].rsplit(" mucks", 1)[0], at))
            continue
        if " did not respond" in row and row.endswith(" did not respond in time and is folded"):
            continue  # the room's notice: the player's "folds" line follows
        wins = _WINS.match(row) if " wins " in row or " ties " in row else None
        if wins is not None and wins.group("name") in names:
            if wins.group("whole") and protected is None:  # the room's rule for a player who disconnected
                protected = (at, wins.group("name"), wins.group("a"), wins.group("whole"))
            hand.collect(wins.group("name"), money(wins.group("a"), at), wins.group("pot") or "main pot", at)
            if wins.group("words"):  # the room's words for the hand ("with: One Pair: 7s", "with high hand: ...")
                hand.claims.append(Claim(wins.group("name"), wins.group("words").strip(), 1, at))
            continue
        returned = _RETURN.match(row) if first == "R" and row.startswith("Returning ") else None
        if returned is not None:
            hand.give_back(hand.player(returned.group("name"), at), money(returned.group("a"), at))
            continue
        taken = _RAKE.match(row) if first == "T" and row.startswith("Taking Rake") else None
        if taken is not None:
            rake = (rake or 0) + money(taken.group("a"), at)
            continue
        if row == "No Rake Taken":
            rake = 0
        elif first == "E" and row.startswith("End Of Hand"):  # 2009
            ended = True
        elif not _chat(row, hand):
            unparsed.append((at, row))
        elif " has " in row:
            head = row.partition(" has ")[0]
            claimant = head if head in names else hand.speaker(row, " has ")  # (a name holding " has ")
            if claimant is not None and row[len(claimant) + 5 : len(claimant) + 6].isupper():  # "has One Pair: 7s"
                hand.claims.append(Claim(claimant, row[len(claimant) + 5 :], 1, at))
        if " rebuys " in row or " brings " in row:
            topper = hand.speaker(row, " rebuys ") or hand.speaker(row, " brings ")
            if topper is not None:  # (a newcomer's, `ann lee brings ...`, is no seated ann's)
                topped.add(topper)
    if hand.game is None:
        raise hand.fail("the hand names no game ('Game Type:', 'Limit Type:', 'Money Type:')")
    if not ended:
        raise hand.fail("the hand has no 'End of Hand' line: it was cut off")
    if not hand.collected:
        raise hand.fail("the hand records no 'wins' line: no result to audit")
    hand.mucked -= {c.player for c in hand.collected}  # "doesn't show" of a winner: not shown, not given up
    hand.rake = rake if rake is not None or hand.tournament is not None else None
    if not hand.board:  # (every game here is hold'em or Omaha; a printed rake is the room's)
        hand.max_rake = owntext.NO_RAKE
    # (the forced bets: the stacks after absorb a post the rules forbid as a bet handed back, docs/RULES.md "PKR")
    check_posts(hand, lines, hand.stakes if hand.structure in ("no-limit", "pot-limit") else ())
    check_rounds(
        hand, lines, () if hand.structure == "limit" else None
    )  # (PKR prints a limit table's blinds, not its bets)
    record = hand.record()
    if not record.unparsed:  # a line not read may be the chips the stacks miss: that line is the reason
        if sizes:
            _check_sizes(hand, record, lines, sizes)
        stacks = {name: got for name, got in after.items() if name not in topped} if topped else after
        hand.check_after(record, stacks=stacks)  # (the first stack that differs, named)
        if protected is not None:
            raise _protection(hand, *protected)
    return record


def _check_sizes(hand: TextHand, record: HandRecord, lines: list[str], sizes: list[tuple[int, int, int]]) -> None:
    """The pots the hand's last ``Pot sizes:`` lines say (one line a pot, main pot first,
    written again after each street), where no action follows them, against the pot the actions
    make (what they put in less what went back; what the pots paid is the audit's to judge): a
    file that disagrees with itself (the first of those lines quoted). Where
    every player but one folded, the room may write the one pot's line twice (``Pot sizes:
    6,800`` twice in a tournament's hand #2083045194): lines that all say the same pot are read
    so too."""
    blocks = [0]  # where each street's lines start (one line a pot, blank lines between)
    for k in range(1, len(sizes)):  # (an action between two: a line between them, read as a play)
        if sizes[k][2] != sizes[k - 1][2] or "".join(lines[sizes[k - 1][0] + 1 : sizes[k][0]]).strip():
            blocks.append(k)
    last = blocks[-1]
    if len(blocks) > 1:
        _check_streets(hand, record, lines, sizes, blocks)
    start = sizes[last][0]
    if max(map(_LINE, record.actions), default=-1) >= hand.line + start:
        return  # (the pots before the last actions: what they came to after is not written)
    said = [size for _, size, _ in sizes[last:]]
    back = sum(record.returned.values())
    out = sum(hand.put.values()) - back
    pots = _pots_differ(said, out, record.format_money)
    if pots is not None:
        money = record.format_money
        found = f"the actions put in {money(out + back)}, {money(back)} of it handed back"
        row = lines[start].strip(" \t\r\ufeff")
        raise hand.disagrees(pots, found, row, hand.line + start, hand.line + sizes[-1][0])


_LINE: Final = itemgetter(8)
"""An action's line (``Action.line``, taken in C)."""


def _pots_differ(said: list[int], out: int, money: Callable[[int], str]) -> str | None:
    """What ``Pot sizes:`` lines saying ``said`` say, where they are not the pot of ``out``
    (their sum, or each of them where a room repeats the one pot), else None."""
    if sum(said) == out or (len(set(said)) == 1 and said[0] == out):
        return None
    return f"the pots were {' and '.join(map(money, said))}" if len(said) > 1 else f"the pot was {money(said[0])}"


def _check_streets(
    hand: TextHand, record: HandRecord, lines: list[str], sizes: list[tuple[int, int, int]], blocks: list[int]
) -> None:
    """The ``Pot sizes:`` lines of each street before the last (``blocks``: where each street's
    lines start in ``sizes``) against the pot the actions before them made, less the bet nobody
    could call (the largest live contribution's excess), as :func:`_check_sizes` judges the last."""
    actions, dead = record.actions, record.dead
    put: dict[str, int] = {}
    done = 0
    money = record.format_money
    for k, start in enumerate(blocks[:-1]):
        block = sizes[start : blocks[k + 1]]
        for action in actions[done : block[0][2]]:
            if action.amount:
                put[action.player] = put.get(action.player, 0) + action.amount
        done = block[0][2]
        live = (
            sorted((amount - dead.get(name, 0) for name, amount in put.items()), reverse=True)
            if dead
            else sorted(put.values(), reverse=True)
        )
        excess = live[0] - live[1] if len(live) > 1 else live[0] if live else 0
        out = sum(put.values()) - excess
        said = [size for _, size, _ in block]
        pots = _pots_differ(said, out, money)
        if pots is not None:
            found = f"the actions before put in {money(out + excess)}, {money(excess)} of it no one could call"
            row = lines[block[0][0]].strip(" \t\r\ufeff")
            raise hand.disagrees(pots, found, row, hand.line + block[0][0], hand.line + block[-1][0])


def _protection(hand: TextHand, at: int, name: str, paid: str, whole: str) -> HandHistoryError:
    """A payout the room cut by its disconnection protection (``Player5 wins $0.04,
    disconnection protection limited from $0.17``): the hand adds up as written, but how much
    a protected player may win and who is paid the rest the hand does not say (#2138526544:
    $0.04 is both the player's own chips and the big blind, and one player was left to take
    the rest), so the pot cannot be decided again (docs/RULES.md)."""
    return hand.fail(
        f"PKR's disconnection protection paid {name!r} {paid}, 'limited from {whole}': how much a"
        " disconnected player may win, and who is paid the rest, is the room's rule, which the hand does not"
        " state, so the pot cannot be decided again",
        at,
        ROOM_RULE,
    )


def _header(hand: TextHand, lines: list[str], fields: dict[str, str], rows: dict[str, tuple[str, int]]) -> int:
    """The lines before the cards are dealt: the game, the stakes, the button, the seats (each
    seat line kept in ``rows`` with its player and stack) and the posts (the common case, read
    apart from the play); the number of the first line it leaves."""
    names, seats, line = hand.names, hand.seats, hand.line
    for number in range(1, len(lines)):
        row = lines[number].strip(" \t\r\ufeff")
        first = row[:1]  # (a letter tested first: a string method's call costs several operators)
        if first == "S" and row.startswith("Seat ") and hand.game is not None:
            seat = _SEATS_READ.get(row) or _seat(row)
            if seat is None or seat[1] in names:
                return number  # the main loop says what is wrong with it
            cache = _MONEY[hand.scale]
            stack = cache.get(seat[2])
            if stack is None:
                stack = _money(hand, cache, seat[2], line + number)
            names.add(seat[1])  # (TextHand.seat, written out: the name is new)
            seats.append(_new(Seat, (seat[0], seat[1], stack, False)))
            rows[row] = (seat[1], stack)
            continue
        if first in _HEADER_QUIET_FIRST and row.startswith(_HEADER_QUIET) and _QUIET_LINES.whole(row):
            continue
        if not _setting(hand, row, fields, line + number) and row:
            return number
    return len(lines)


def _seat(row: str) -> tuple[int, str, str] | None:
    """A seat line's number, name and stack (``Seat 1: Player0 - $209.15``; ``(bounty ...)``
    after the name, ``(away from table)`` after the stack, nothing else), or None."""
    known = _SEATS_READ.get(row)
    if known is not None:
        return known
    found = _SEAT.match(row)
    if found is None:
        return None
    number, name, stack = found.groups()
    if name[-1] == ")" and " (bounty " in name:
        name = name[: name.rfind(" (bounty ")]
    if " (" in stack and stack.partition(" (")[2] != "away from table)":  # (words after it no rule reads)
        return None
    seat = int(number), name, stack.partition(" (")[0] if " (" in stack else stack
    if len(_SEATS_READ) < 50_000 and len(row) <= 200:  # (bounded by count and key length)
        _SEATS_READ[row] = seat
    return seat


_SEAT: Final = re.compile(r"Seat (\d+): (.+) - (.*)")
"""A seat line: the number, the name (up to the last `` - ``) and what follows (one pattern:
half the time of splitting the line by hand, and there are twenty such lines a hand)."""
_SEATS_READ: dict[str, tuple[int, str, str]] = {}
"""Seat lines already read (a stack nobody's play changed is the same line the next hand)."""


def _setting(hand: TextHand, row: str, fields: dict[str, str], at: int) -> bool:
    """Whether ``row`` is one of the lines that set the hand up (the game's, the blinds', the
    button's, a post), read into ``hand``."""
    if " posts " in row:
        who, _, post = row.partition(" posts ")
        if post and who in hand.names:
            _post(hand, who, post, at)
            return True
    key, colon, said = row.partition(": ")
    if colon and key in _FIELDS:
        fields[key] = said
        if key == "Money Type":
            _game(hand, fields)
    elif row[:1] == "B" and row.startswith("Blinds are now "):
        small, _, big = row[15:].replace(" ", "").partition("/")
        hand.currency = "EUR" if small.startswith("€") else "USD" if small.startswith("$") else None
        hand.stakes = (hand.money(small, at), hand.money(big, at))
    elif row.startswith(("Button is at seat ", "Moving Button to seat ")):  # the button before, then its move
        hand.button = int(row.rpartition(" ")[2])
    else:
        return False
    return True


def _game(hand: TextHand, fields: dict[str, str]) -> None:
    """The game, its limit and its money, from the lines that name them."""
    game, limit, kind = fields.get("Game Type", ""), fields.get("Limit Type", ""), fields["Money Type"]
    hand.game_text = f"{game} {limit}"
    hand.game = _GAMES.get(game)
    hand.structure = _LIMITS.get(limit, "")
    if hand.game is None or not hand.structure:
        raise hand.fail(f"the game {hand.game_text!r} is not one pokerrank reads in this room")
    if kind.upper() == "TOURNAMENT CHIPS":
        hand.scale, hand.tournament = 1, hand.table or "?"
    elif kind != "REAL MONEY":
        raise hand.fail(f"the money type {kind!r} is not one pokerrank reads in this room")


def _post(hand: TextHand, name: str, post: str, at: int) -> None:
    """``small blind ($1)``, ``big blind ($2)``, ``ante of 10``, ``$2`` (a live blind), ``$1 dead``."""
    money = hand.money
    post = post.removesuffix(" (all-in)")
    first = post[:1]
    if (first == "s" and post.startswith("small blind (")) or (first == "b" and post.startswith("big blind (")):
        token = post[post.index("(") + 1 : -1]
        cache = _MONEY[hand.scale]  # (read once a scale, as the antes and the bets: the same blinds each hand)
        value = cache.get(token)
        kind = _SMALL if first == "s" else _BIG
        hand.post(name, kind, _money(hand, cache, token, at) if value is None else value, at)
    elif first == "a" and post.startswith("ante of "):
        token = post[8:].removesuffix(" (all-in)")
        cache = _MONEY[hand.scale]
        value = cache.get(token)
        hand.post(name, _ANTE, _money(hand, cache, token, at) if value is None else value, at)
    elif post.endswith(" dead"):
        value = money(post[:-5], at)
        hand.post(name, ActionKind.DEAD_BLINDS, value, at, dead=value)
    else:
        hand.post(name, _BIG, money(post, at), at)


def _chat(row: str, hand: TextHand) -> bool:
    """Whether a line is chat or the room's word about a player (``Hero says hi.``, ``Player1:
    :)``, ``Player5 has One Pair: 7s``, ``Player0 yawns at Player4.``): no chips move. An emote
    of anyone at the table, seated or watching, is words ending in a full stop, no amount (a
    seated name of digits is no amount). A seated name may hold spaces (``x y has ...``)."""
    names = hand.names
    name, colon, _ = row.partition(": ")
    if colon and name in names:
        return True
    if _SAYS.match(row) is not None or hand.speaker(row, _SAYS_AFTER) is not None:
        return True
    if _NEWCOMER.match(row) is not None:
        return True
    name, space, rest = row.partition(" ")
    amounts = (
        (token.replace(",", "").replace(".", "").isdigit() and token.removesuffix(".") not in names)
        or token[:1] in "$€"
        for token in rest.split()
    )
    return bool(space) and rest.endswith(".") and not any(amounts)
