"""OnGame network hand histories (Betfair, bwin, PokerStars.fr's Ongame years, and the other
skins): read, and audited by the pots the summary pays and each player's ``net``.

A hand runs from ``***** History for hand R5-75443872-61 *****`` (``T5-...`` with the
tournament named) to ``***** End of hand R5-75443872-61 *****``: the table line gives the
game and stakes (``Table: Tokyo [260041977] (NO_LIMIT TEXAS_HOLDEM $2/$4, Real money)``),
then the button, the seats, the posts, ``Dealing to Hero: [Kd, Ks]``, the actions and
``--- Dealing flop [2d, Ad, Th]``. Calls and bets add chips; ``raises $12 to $12`` names the
chips added and the street total (the total counts; where the two disagree, the hand is NOT
AUDITABLE, the line quoted). The summary pays each pot after rake
(``Main pot: $539 won by Player1 ($536)``, ``Side pot 1: 330 won by KREST 78 (165 High),
LLIOPOXXX (165 Low)``), prints the rake (``Rake taken: $3``), and each seat's stack after the
hand, its ``net`` and its shown cards (``Seat 1: Hero (26.10), net: +2.20, [Kd, Ks] (PAIR
KING)``). The bet nobody called is not printed: it goes back by the rules.

Each player's ``net`` is audited with the pots: it must be what the pots paid the player and
the bet handed back, less what the player put in, and the stack after the hand the stack
before plus the net; a hand whose figures disagree is NOT AUDITABLE with the seat named
(docs/RULES.md, "OnGame").

Games: Hold'em, Omaha, Omaha Hi/Lo, 5-card draw, 7-card stud, in each limit the files hold.

>>> text = '''***** History for hand R5-1-1 *****
... Start hand: Wed Aug 18 19:32:32 GMT+0100 2010
... Table: T [1] (NO_LIMIT TEXAS_HOLDEM $1/$2, Real money)
... Button: seat 1
... Seat 1: ann ($100)
... Seat 2: bob ($100)
... ann posts small blind ($1)
... bob posts big blind ($2)
... ---
... Dealing pocket cards
... ann raises $5 to $6
... bob folds
... ---
... Summary:
... Main pot: $4 won by ann ($4)
... Rake taken: $0
... Seat 1: ann ($102), net: +$2
... Seat 2: bob ($98), net: -$2
... ***** End of hand R5-1-1 *****'''
>>> from pokerrank.handhistory.audit import audit_hand
>>> [(h.site, h.game, h.players, h.returned, audit_hand(h).outcome.value) for h in read_ongame(text)]
[('OnGame', 'holdem', ('ann', 'bob'), {'ann': 400}, 'match')]
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from pokerrank._checks import shorten
from pokerrank.handhistory._posts import check_posts
from pokerrank.handhistory._rounds import check_rounds
from pokerrank.handhistory.owntext import QuietLines, TextHand, read_hands
from pokerrank.handhistory.records import ActionKind, HandRecord
from pokerrank.handhistory.verdicts import INCONSISTENT

__all__ = ["FIRST_WORDS", "looks_like_ongame", "read_ongame"]

FIRST_WORDS: Final = r"\*\*\*\*\* History for hand (?P<id>[RT]\d+-\d+-\d+)"
"""The start of a hand's first line (written out: a pattern that begins with plain characters
is searched for quickly)."""
_START: Final = re.compile(FIRST_WORDS)
_LOOKS: Final = re.compile(r"^[\ufeff \t\r\n]*" + FIRST_WORDS)
_FIRST_LINE: Final = re.compile(FIRST_WORDS + r'(?: \(TOURNAMENT: ".*", [^,]+, buy-in: [^)]*\))? \*\*\*\*\*[ \t\r]*')
"""A hand's first line whole (words after it: a line no rule reads)."""
_TOURNAMENT: Final = re.compile(r'\(TOURNAMENT: "(?P<name>[^"]*)", (?P<id>[^,]+),')
_AMOUNT: Final = r"(?:[^,\s]|,(?=\d{3}(?!\d)))+"
"""An amount in a list of ``, ``-separated parts (``$1,523.85``: a comma between thousands is
followed by three digits, the list's by a space; ``€0,50`` is no amount: OnGame writes decimal
points, and a comma read away would make it 50 euros)."""
_TABLE: Final = re.compile(
    r"^Table: (?P<table>.*?) \[\d+\] \((?P<limit>[A-Z_]+) (?P<game>[A-Z_]+) (?P<sb>[^/ ]+)/(?P<bb>" + _AMOUNT + ")"
    r"(?:, ante: (?P<ante>" + _AMOUNT + r"))?, (?P<kind>[^)]+)\)"
)
_GAMES: Final = {
    "TEXAS_HOLDEM": "holdem",
    "OMAHA_HI": "omaha",
    "OMAHA_HI_LO": "omaha-hi-lo",
    "FIVE_CARD_DRAW": "five-card-draw",
    "SEVEN_CARD_STUD": "stud",
}
_LIMITS: Final = {"NO_LIMIT": "no-limit", "POT_LIMIT": "pot-limit", "LIMIT": "limit"}
# the room's lines: a summary's seat, a player's action, the streets, the cards dealt, a pot paid
_SUMMARY_SEAT, _ACT, _STREET, _STUD_STREET, _DEALT, _POT, _WINNER = map(
    re.compile,
    (
        r"^Seat \d+: (?P<name>.+?) \((?P<stack>[^)]*)\)(?:, net: (?P<net>[-+]" + _AMOUNT + "))?"
        r"(?:, \[(?P<cards>[^\]]*)\](?: \((?P<claim>[^)]*)\))?)?\s*$",
        r"^(?P<name>.+?) (?P<verb>posts small blind|posts big blind|posts dead blind|posts ante|small bring in"
        r"|big bring in|calls|bets|raises|checks|folds|changed|stands pat)"
        r"(?: \(?(?P<a>[^ ()]+)\)?(?: to (?P<b>[^ ]+))?)?(?P<allin> \[all in\])?(?: cards)?\s*$",
        r"^--- Dealing (?P<street>flop|turn|river) \[(?P<cards>[^\]]*)\]\s*$",
        r"^Dealing (?:(?P<n>\d)th street|river)\s*$",
        r"^(?:Dealing to|New hand for) (?P<name>.+?): \[(?P<cards>[^\]]*)\]\s*$",
        r"^(?P<pot>Main pot|Side pot \d+): (?P<amount>\S+) won by (?P<winners>.*)$",
        r"(?P<name>.+?) \((?P<amount>[^ )]+)(?: (?:High|Low))?\)(?:, |$)",
    ),
)
_TIME: Final = re.compile(r"\d:\d\d")
"""A time of day, as the ``Start hand:`` line's date holds (``Mon Sep 13 00:21:02 GMT+0100 2010``)."""
_QUIET: Final = (
    "Start hand:", "User:", "Players in round", "Dealing pocket cards", "Summary:", "***** End of hand",
)  # fmt: skip
"""The starts of the room's lines that carry nothing to read (and its bare ``---`` rule: a
``--- ...`` line is a street marker, read as one or quoted)."""
_QUIET_LINES: Final = QuietLines(
    {
        "Start hand: ": r"[A-Z][a-z]{2} [A-Z][a-z]{2} +\d{1,2} \d{1,2}:\d\d:\d\d [^ ]+ \d{4}",
        "User:": r" .+",  # (the hero's name: any words, an observer's too)
        "Players in round: ": r"\d+(?: \(\d+\))?",
        "Dealing pocket cards": "",
        "Summary:": "",
        "***** End of hand ": r"[RT]\d+-\d+-\d+ \*\*\*\*\*",
    }
)
"""Those lines whole: one with words after it is no line of the room (quoted where no rule reads it)."""
_POSTS: Final = {
    "posts small blind": ActionKind.SMALL_BLIND,
    "posts big blind": ActionKind.BIG_BLIND,
    "posts ante": ActionKind.ANTE,
}
_QUICK: Final = frozenset({"folds", "checks"})
_NO_AMOUNT: Final = frozenset({"folds", "checks", "stands pat"})
"""The verbs nothing follows."""
_EDGES: Final = frozenset(" \t\r\ufeff")
_ADDS: Final = {"calls": "call", "bets": "bet"}
_BLIND_WORDS: Final = {
    "blind": {" small": ActionKind.SMALL_BLIND, " big": ActionKind.BIG_BLIND},
    "ante": {"": ActionKind.ANTE},
}

_STUD_STREETS: Final = {"4": "fourth", "5": "fifth", "6": "sixth", None: "seventh"}


def looks_like_ongame(text: str) -> bool:
    """Whether a text starts with an OnGame hand.

    >>> looks_like_ongame("***** History for hand R5-75443872-61 *****")
    True
    """
    return bool(_LOOKS.match(text))


def read_ongame(text: str, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of an OnGame text (see the module docstring)."""
    return read_hands(text, source, encoding, _START, ("OnGame", "ongame"), _read)


def _cards(text: str) -> str:
    return " ".join(card for card in text.replace(",", " ").split())


def _read(hand: TextHand, lines: list[str]) -> HandRecord:
    if _FIRST_LINE.fullmatch(lines[0]) is None:
        hand.unparsed.append((hand.line, lines[0].strip(" \t\r\ufeff")))
    tournament = _TOURNAMENT.search(lines[0])
    if tournament is not None:
        hand.tournament = tournament.group("id")
    table = None
    at_first = hand.line
    nets: dict[str, tuple[int, int, int]] = {}
    pots: list[tuple[str, int, str, int]] = []  # each pot line: the pot, its size, the line and its number
    kept: dict[str, tuple[int, int]] = {}  # the stack after the hand of each seat given no net, and its line
    seat_rows: set[str] = set()  # the seats' lines as the hand began
    raises: list[tuple[int, str]] = []  # each "raises X to Y" whose X and Y disagree: its line, why
    ended = False

    money = hand.money
    names = hand.names
    body = 1
    started = False
    for body in range(1, len(lines)):  # the lines before the table's: the time, the hero
        row = lines[body].strip(" \t\r\ufeff")
        at = at_first + body
        if not row.startswith("Table: "):
            if row.startswith("Start hand:"):  # (once, a time: a hand cut off there holds another)
                if started or _TIME.search(row) is None or not _QUIET_LINES.whole(row):
                    hand.unparsed.append((at, row))
                started = True
            elif row and not _quiet(row):
                hand.unparsed.append((at, row))
            continue
        table = _TABLE.match(row)
        if table is None:
            raise hand.fail(f"the table line {row[:80]!r} names no game pokerrank reads", at)
        if table.end() < len(row):  # words after the table's: no rule reads them
            hand.unparsed.append((at, row))
        if table.group("kind") != "Real money" or hand.tournament is not None:
            hand.scale = 1 if "." not in table.group("sb") + table.group("bb") else 100
        hand.table = table.group("table")
        hand.game_text = f"{table.group('limit')} {table.group('game')}"
        hand.game = _GAMES.get(table.group("game"))
        hand.structure = _LIMITS.get(table.group("limit"), "")
        sign = table.group("sb")[:1]
        hand.currency = {"$": "USD", "€": "EUR", "£": "GBP"}.get(sign) if table.group("kind") == "Real money" else None
        if hand.game is None:
            return hand.record()
        hand.stakes = (money(table.group("sb"), at), money(table.group("bb"), at))
        if hand.game == "five-card-draw":
            hand.street = "deal"  # the betting before the draw, as the PokerStars reader names it
        elif hand.game == "stud":
            hand.street = "third"
        break
    if table is None:
        cut = f" (line {hand.unparsed[0][0]} is not understood: {hand.unparsed[0][1][:80]!r})" if hand.unparsed else ""
        raise hand.fail(f"the hand has no 'Table:' line naming its game and stakes{cut}")
    k, count = body + 1, len(lines)
    while k < count:  # the button, the hero, the seats
        row = lines[k].strip(" \t\r\ufeff")
        at = at_first + k
        if row.startswith("Seat "):
            colon, open_ = row.find(": "), row.rfind(" (")
            if 5 < colon < open_ and row[-1] == ")" and row[5:colon].isdigit():
                hand.seat(int(row[5:colon]), row[colon + 2 : open_], money(row[open_ + 2 : -1], at))
                seat_rows.add(row)
            else:
                hand.unparsed.append((at, row))
        elif row.startswith("Button: seat "):
            if not row[13:].isdigit():  # (a seat's number and nothing after it)
                hand.unparsed.append((at, row))
            else:
                hand.button = int(row[13:])
        elif row and not _quiet(row):
            if not row.startswith(_QUIET):
                break
            hand.unparsed.append((at, row))  # a quiet line with words after it: quoted, the seats read on
        k += 1
    play = k
    for k in range(play, count):  # the play, to the summary
        row = lines[k]
        if row[-1:] in _EDGES or row[:1] in _EDGES:
            row = row.strip(" \t\r\ufeff")
        if not row:
            continue
        at = at_first + k
        head, _, word = row.rpartition(" ")
        if word in _QUICK and head in names:  # the common lines: a name and one word
            (hand.fold if word == "folds" else hand.check)(head, at)
            continue
        name, _, verb = head.rpartition(" ")
        if verb in _ADDS and name in names:  # "P calls $2", "P bets 60": chips added
            hand.wager(name, _ADDS[verb], money(word, at), at)
            continue
        if verb in _BLIND_WORDS:  # "P posts small blind ($1)", "P posts ante 5"
            who, _, kind = name.rpartition(" posts")
            post = _BLIND_WORDS[verb].get(kind)
            if post is not None and who in names:
                _blind(hand, who, post, money(word.strip("()"), at), at)
                continue
        if row == "Summary:":
            break
        if not row.startswith(("---", "Dealing", "New hand")):
            _act(hand, row, at, raises)
            continue
        marker = _STREET.match(row)
        if marker is not None:
            cards = _cards(marker.group("cards"))
            if _worded(cards):  # a word among the cards: no marker the room writes
                hand.unparsed.append((at, row))
                continue
            if marker.group("street") == hand.street:  # the room prints a street twice now and then
                continue
            hand.new_street(marker.group("street"), cards)
            continue
        stud = _STUD_STREET.match(row)
        if stud is not None:
            hand.new_street(_STUD_STREETS[stud.group("n")])
            continue
        dealt = _DEALT.match(row)
        if dealt is not None:
            name = hand.player(dealt.group("name"), at)
            cards = " ".join(card for card in _cards(dealt.group("cards")).split() if card != "-")  # "-": face down
            if _worded(cards):
                hand.unparsed.append((at, row))
                continue
            if row.startswith("New hand"):  # the hand after a draw
                _new_hand(hand, name, cards, at)
                continue
            if hand.game not in ("stud",):
                hand.hole[name] = cards
            else:
                hand.hole[name] = f"{hand.hole.get(name, '')} {cards}".strip()
            if cards:
                hand.dealt.append((hand.street, name, cards))
            continue
        if not _quiet(row):  # (the room's rule, "Dealing pocket cards")
            _act(hand, row, at, raises)  # a name that starts so ("---Cockatrice--- raises"), a quiet line, or unread
    summary = k + 1
    summed: set[str] = set()  # the summary's seat lines read
    lined: set[str] = set()  # the players a summary seat line names
    for k in range(summary, count):  # the summary
        row = lines[k].strip(" \t\r\ufeff")
        at = at_first + k
        if row.startswith("Seat "):
            if row in summed:  # a seat's line written twice: what the second says is read nowhere
                hand.unparsed.append((at, row))
                continue
            summed.add(row)
            if row in seat_rows:  # the seat's line as the hand began: its stack unchanged
                name = row[row.find(": ") + 2 : row.rfind(" (")]
                if name in lined:  # a second line for the seat, saying otherwise
                    hand.unparsed.append((at, row))
                lined.add(name)
                continue
            if row[-1] == ")" and ", net: " not in row:  # a player who put nothing in: the stack as before
                open_ = row.rfind(" (")
                name = row[row.find(": ") + 2 : open_]
                if name not in names or name in lined:  # (but that it names a player, once)
                    hand.unparsed.append((at, row))
                else:
                    kept[name] = (hand.figure(row[open_ + 2 : -1], row, at), at)
                    lined.add(name)
                continue
            seat = _SUMMARY_SEAT.match(row)
            if seat is None:
                hand.unparsed.append((at, row))
                continue
            name = hand.player(seat.group("name"), at)
            if name in lined:  # a second line for the seat, saying otherwise
                hand.unparsed.append((at, row))
                continue
            lined.add(name)
            if seat.group("net") is not None:
                net = seat.group("net")
                nets[name] = (money(net[1:], at) * (-1 if net[0] == "-" else 1), money(seat.group("stack"), at), at)
            if seat.group("cards") and _worded(_cards(seat.group("cards"))):
                hand.unparsed.append((at, row))
                continue
            if seat.group("cards"):  # the room's words in capitals ("PAIR KING"), checked where they parse
                hand.show(name, _cards(seat.group("cards")), (seat.group("claim") or "").replace("_", " "), at)
            continue
        pot = _POT.match(row)
        if pot is not None:
            again = next((line for name, _, _, line in pots if name == pot.group("pot").lower()), None)
            if again is not None:  # (the same pot paid twice: its bet nobody called then reads as paid with it)
                raise hand.fail(
                    f"line {at}: {shorten(row, 80)}: the {pot.group('pot').lower()} is paid a second time (line"
                    f" {again}): a pot is paid once, each of its winners on its line",
                    at,
                    INCONSISTENT,
                )
            pots.append((pot.group("pot").lower(), hand.figure(pot.group("amount"), row, at), row, at))
            winners, end = pot.group("winners"), 0
            while end < len(winners):  # each winner where the one before ended: one pass over the line
                winner = _WINNER.match(winners, end)
                if winner is None:
                    hand.unparsed.append((at, row))
                    break
                name = hand.player(winner.group("name"), at)
                hand.collect(name, money(winner.group("amount"), at), pot.group("pot").lower(), at)
                end = winner.end()
        elif row.startswith("Rake taken: "):
            hand.rake = hand.figure(row[12:], row, at)
        elif row.startswith("***** End of hand"):
            ended = True
            if not _QUIET_LINES.whole(row):
                hand.unparsed.append((at, row))
        elif row:
            hand.unparsed.append((at, row))
    if not ended:
        raise hand.fail("the hand has no '***** End of hand' line: it was cut off")
    if not hand.collected:
        raise hand.fail("the hand records no pot won: no result to audit")
    if hand.shown:  # a showdown: a player still in, paid nothing, whose cards are not shown mucked them
        out = {a.player for a in hand.actions if a.kind is ActionKind.FOLD} | {c.player for c in hand.collected}
        for name in {a.player for a in hand.actions}:
            if name not in out and name not in hand.shown:
                hand.muck(name)
    if hand.game == "stud":
        hand.button = None
    # (the forced bets: the nets absorb a post the rules forbid as a bet handed back, docs/RULES.md "OnGame")
    check_posts(hand, lines, hand.stakes if hand.structure in ("no-limit", "pot-limit") else ())
    if raises and not hand.unparsed:  # (after the posts: a post twice makes the raise after it disagree too)
        raise hand.fail(raises[0][1], raises[0][0], INCONSISTENT)
    check_rounds(hand, lines)
    record = hand.record()
    if not record.unparsed:  # (a line not read may be the chips a pot misses: that line is the reason)
        _check_pots(hand, record, pots)
    hand.check_after(record, nets={name: (net, at) for name, (net, _, at) in nets.items()},
                     stacks=kept | {name: (after, at) for name, (_, after, at) in nets.items()})  # fmt: skip
    return record


def _check_pots(hand: TextHand, record: HandRecord, pots: list[tuple[str, int, str, int]]) -> None:
    """The pot lines' sizes (``Main pot: $539 won by Player1 ($536)``: before the rake) against
    the pot the actions make, what they put in less the bet handed back: sizes that do not add
    up to it are a file that disagrees with itself (the lines quoted). What each pot paid is the
    audit's to judge against the rules (a pot paid short is a MISMATCH, not this)."""
    back = sum(record.returned.values())
    kept = sum(hand.put.values()) - back
    sizes = sum(pot[1] for pot in pots)
    if pots and sizes != kept:
        money = record.format_money
        said = " and ".join(f"the {name} was {money(size)}" for name, size, _, _ in pots)
        said += f" ({money(sizes)} in all)" if len(pots) > 1 else ""
        found = f"the actions put in {money(kept + back)}, {money(back)} of it handed back"
        raise hand.disagrees(said, found, pots[0][2], pots[0][3], pots[-1][3])


def _worded(cards: str) -> bool:
    """Whether a card list holds a word (a token longer than any card's text), which no card is."""
    return max(map(len, cards.split()), default=0) > 3


def _quiet(row: str) -> bool:
    """Whether a line (stripped) is one of the room's lines that carry nothing to read."""
    return row == "---" or (row.startswith(_QUIET) and _QUIET_LINES.whole(row))


def _new_hand(hand: TextHand, name: str, cards: str, at: int) -> None:
    """``New hand for Hero: [As, 7c, Jh, Ac, Jd]``: the player's hand after the draw. The
    cards it no longer holds were discarded, the new ones drawn: the draw the player's
    ``changed 1 cards`` line said (the room prints none for the hero now and then), with the
    cards it names."""
    before = hand.hole.get(name, "").split()
    after = cards.split()
    thrown = [card for card in before if card not in after]
    drawn = [card for card in after if card not in before]
    if len(before) != len(after) or len(thrown) != len(drawn):
        raise hand.fail(f"{name!r}'s hand after the draw, [{cards}], is not their hand with cards replaced", at)
    draw = None
    if hand.street != "deal":  # the player's draw on this street, if its line came first
        draw = next((k for k, a in enumerate(hand.actions) if a.player == name and a.street == hand.street
                     and a.kind in (ActionKind.DISCARD, ActionKind.STAND_PAT)), None)  # fmt: skip
    if draw is None:
        hand.draw(name, len(thrown), at)
        draw = len(hand.actions) - 1
    action = hand.actions[draw]
    if (action.drawn or 0) != len(thrown):
        raise hand.fail(f"{name!r} changed {action.drawn or 0} cards, and [{cards}] replaces {len(thrown)}", at)
    hand.actions[draw] = action._replace(cards=" ".join(thrown) or None)
    hand.hole[name] = cards
    if drawn:
        hand.dealt.append((hand.street, name, " ".join(drawn)))


def _blind(hand: TextHand, name: str, kind: ActionKind, value: int, at: int) -> None:
    """A post. Where the small and the big blind are equal (``$0.50/$0.50``) the room calls both
    ``big blind``: the first posted is the small blind."""
    equal = kind is ActionKind.BIG_BLIND and hand.stakes[:1] == hand.stakes[1:2] and hand.game != "stud"
    if equal and not any(a.kind in (ActionKind.SMALL_BLIND, ActionKind.BIG_BLIND) for a in hand.actions):
        kind = ActionKind.SMALL_BLIND
    hand.post(name, kind, value, at)


def _act(hand: TextHand, row: str, at: int, raises: list[tuple[int, str]]) -> None:
    """A player's line: a post, a bet, a fold, a draw (a raise whose chips added and street
    total disagree: its line and why, onto ``raises``)."""
    act = _ACT.match(row)
    if act is None or act.group("name") not in hand.names:
        if not _quiet(row):
            hand.unparsed.append((at, row))
        return
    name, verb, token = act.group("name"), act.group("verb"), act.group("a")
    money = hand.money
    if token is not None and verb in _NO_AMOUNT:  # ("ann checks x": a word no rule reads)
        hand.unparsed.append((at, row))
    elif verb == "folds":
        hand.fold(name, at)
    elif verb == "checks":
        hand.check(name, at)
    elif verb == "stands pat":  # a draw: the cards kept and drawn come as "New hand for"
        hand.draw(name, 0, at)
    elif verb == "changed" and token is not None and token.isdigit():  # "changed 2 cards"
        hand.draw(name, int(token), at)
    elif token is None:
        hand.unparsed.append((at, row))
    elif verb in _POSTS:
        _blind(hand, name, _POSTS[verb], money(token, at), at)
    elif verb == "posts dead blind":  # out of turn beside a big blind: dead money
        value = money(token, at)
        hand.post(name, ActionKind.DEAD_BLINDS, value, at, dead=value)
    elif verb.endswith("bring in"):
        hand.bring_in(name, money(token, at), at)
    elif verb == "raises":
        to = act.group("b")
        if to is not None:  # "raises $5 to $6": the chips added and the street total, which must agree
            added, total, before = money(token, at), money(to, at), hand.street_in.get(name, 0)
            if before + added != total:
                said = hand.money_text
                raises.append((at, (
                    f"line {at}: {shorten(row, 80)}: {name} had {said(before)} in on this street, and"
                    f" {said(added)} added makes {said(before + added)}, not {said(total)}"
                )))  # fmt: skip
        hand.wager(name, "raise", money(to or token, at), at, to=to is not None, all_in=bool(act.group("allin")))
    else:
        hand.wager(name, "call" if verb == "calls" else "bet", money(token, at), at, all_in=bool(act.group("allin")))
