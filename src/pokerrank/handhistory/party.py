"""partypoker hand histories (and the rooms that write its text: WPN's and PokerBros' exports,
Betfair): read with the family's builder (:mod:`~pokerrank.handhistory.bracket`), audited by
each player's ``wins`` line.

Three generations of the text. Until 2012 a hand begins ``Game #N starts.``, then ``#Game No
: N`` and ``***** Hand History for Game N *****``; from 2012 the first line or the first two
are left out. Then the game (``$10,000 USD PL Omaha``: the table's largest buy-in, not its
blinds; ``$0.50/$1 USD 7 Card Stud``; ``NL Texas Hold'em $215 USD Buy-in Trny: 47928230``),
the table, the button and the seats (``Seat 2: ann ( $5,000 USD )``). Players' lines name the
player first and write the chips added in brackets: ``posts small blind [$25 USD].``, ``raises
[$125 USD]`` (from a $25 blind to $150), ``bring-ins``, ``completes``, ``is all-In [$20,90
USD]``; the pots ``wins $2,697 USD from the main pot with a pair of Queens.``, ``wins Lo
($90.50 USD)``. Chat stands among them (``ann: nice hand``). From 2013 (``***** Hand History
For Game 1618961225358jrdwo4ad458 *****``): amounts in parentheses, ``raises 6000000 to
8000000`` (the second is the total), and a summary line per player with what they
``collected`` and the rake (``Main Pot: $7.13 Rake: $0.37``).

Betfair (``***** Betfair Poker Hand History for Game N *****``) writes the same shape, but
``raises to [$0.30]`` gives the total.

Money: a comma before the last two digits of a cash amount is the decimal mark (``$1,10
USD``), before three a thousands separator (``$2,697 USD``): cents have two digits.

partypoker prints neither the bet nobody called nor, on most tables, the rake: its win lines
hold the bet (``ann wins $0.40 USD`` below: the $0.20 pot and the $0.20 nobody called), in
every distinct shared hand that has one (61: 57 in the pot's win line, 4 in a "side pot" of the
bettor alone, handed back whole or the record contradicts itself); a win line no more than the
pots is the room paying short (docs/RULES.md, "Payouts"). A hand paying more than every chip
put in has a line missing or written twice: NOT AUDITABLE, the chips do not add up (Betfair's
and 888's alike).

>>> text = '''***** Hand History for Game 7 *****
... $0.05/$0.10 USD NL Texas Hold'em - Monday, January 06, 08:24:17 EST 2014
... Table Paris (Real Money)
... Seat 1 is the button
... Total number of players : 2/6
... Seat 1: ann ( $10 USD )
... Seat 2: bob ( $10 USD )
... ann posts small blind [$0.05 USD].
... bob posts big blind [$0.10 USD].
... ** Dealing down cards **
... ann raises [$0.25 USD]
... bob folds
... ann does not show cards.
... ann wins $0.40 USD'''
>>> hand = next(read_party(text))
>>> hand.site, hand.game, hand.returned, hand.rake
('partypoker', 'holdem', {}, 0)
>>> from pokerrank.handhistory.audit import audit_hand
>>> audit_hand(hand).outcome.value
'match'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Final

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory.bracket import Grammar, Header, PlayerLines, blinds_of, read_bracketed
from pokerrank.handhistory.owntext import QuietLines
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.sites.vocabulary import plain_number

__all__ = ["BETFAIR", "PARTY", "looks_like_party", "read_party"]

_FIRST: Final = r"\*{5} (?P<room>Betfair Poker )?Hand History [Ff]or Game (?P<id>\w+) \*{5}"
_START: Final = re.compile(
    r"(?:Game #\d+ starts\.\s*(?:#Game No : \d+\s*)?\*{5}|#Game No : \d+\s*\*{5}|\*{5})" + _FIRST[len(r"\*{5}") :]
)
"""A hand's first lines; each way they begin starts with a character of its own, which the
search looks for first (an optional start would be tried at every place of the text)."""
_LOOKS: Final = re.compile(r"[\ufeff\s]*(?:Game #\d+ starts\.\s*)?(?:#Game No : \d+\s*)?" + _FIRST)
_HISTORY: Final = re.compile(_FIRST + r"\s*(?:\((?P<exporter>[^)]*)\))?")
_GAME: Final = re.compile(
    r"(?P<game>7 Card Stud Hi-Lo|7 Card Stud|Omaha Hi-Lo|Omaha Hi|Omaha|Texas Hold'em|Texas Holdem|Holdem|Short Deck)"
)
_TITLE_WORDS: Final = re.compile(
    r"Game Table|\((?:NL|PL|FL)\)|\(MTT Tournament #\d+\)|\(Buyin [^)]*\)|Tournament #\d+|Trny: ?\d+|Level: ?\d+"
    r"|(?:Blinds|Stakes)(?:-Antes)?\([^)]*\)|\b(?:USD|EUR|GBP|NL|PL|FL|Buy-in|Entry Fee|Tourney)\b"
    r"|\+(?=\s*[$€£]?\s?\d)|[$€£]?\s?\d[\d.,]*\s?[$€£]?(?:\s*[/+]\s*[$€£]?\s?\d[\d.,]*\s?[$€£]?)*"
)
"""Every word a game line holds beside its game and date: stakes, buy-ins (``$10+$1``, ``$30 Buy-in + $3
Entry Fee``: a ``+`` only before an amount), the limit, a tournament's number and level (what is left is a word of
another game: ``6+ Omaha`` leaves ``+``)."""
_GAMES: Final = {
    "Texas Hold'em": "holdem", "Texas Holdem": "holdem", "Holdem": "holdem", "Omaha": "omaha", "Omaha Hi": "omaha",
    "Omaha Hi-Lo": "omaha-hi-lo", "7 Card Stud": "stud", "7 Card Stud Hi-Lo": "stud-hi-lo", "Short Deck": "short-deck",
}  # fmt: skip
_LIMITS: Final = {"NL": "no-limit", "PL": "pot-limit", "FL": "limit"}
_LIMIT, _TOURNAMENT, _TABLE, _BLINDS, _BLINDS_IN, _TABLE_TOURNAMENT = map(
    re.compile,
    (
        r"\b(?P<limit>NL|PL|FL)\b",  # none: fixed limit ("$15/$30 USD Texas Hold'em")
        r".*?(?:Trny: ?(?P<id>\d+)|Tournament #(?P<mtt>\d+))|.*?(?:Buy-?in|Tourney)",  # a tournament, its number
        r"^Table (?P<table>.+?)\s*\(\s*(?P<kind>Real|Play) Money\s*\)"
        r"(?:\s*--\s*Seat (?P<button>[0-9]{1,9}) is the button)?",
        r"(?P<kind>Blinds|Stakes)(?:-Antes)?\((?P<a>[\d,]+)/(?P<b>[\d,]+)[^)]*\)\s*$",  # a level's own line
        r"(?P<kind>Blinds|Stakes)(?:-Antes)?\((?P<a>[\d,]+)/(?P<b>[\d,]+)",  # in the game line
        r"\((?P<id>\d+)\) Table #",  # the tournament in the table's name
    ),
)
"""Patterns of the first lines: the betting structure's word in the game line, a tournament,
the table (and from 2013 the button), the blinds a tournament posts without a line."""
_TOURNAMENT_WORDS: Final = ("Trny:", "Tournament #", "Buy", "Tourney")
"""What every match of ``_TOURNAMENT`` holds, one of them at least."""


def _tournament_of(stakes: str) -> re.Match[str] | None:
    """``_TOURNAMENT``'s match of a game line: not tried where none of its words is (a cash
    game's line, read anew for every file of one hand, is not scanned twice)."""
    for word in _TOURNAMENT_WORDS:  # (a loop, not a generator: read for every new table)
        if word in stakes:
            return _TOURNAMENT.match(stakes)
    return None


def looks_like_party(text: str) -> bool:
    """Whether a text starts with a partypoker (or Betfair) hand.

    >>> looks_like_party("***** Hand History for Game 1 *****\\n"), looks_like_party("Game #1 starts.\\n")
    (True, False)
    """
    return _LOOKS.match(text) is not None


def read_party(text: str, source: str = "<text>", encoding: str = "utf-8") -> Iterator[HandRecord]:
    """Every hand of a partypoker or Betfair text (see the module docstring)."""
    if "Betfair Poker Hand History" in text[:300]:
        return _betfair(read_bracketed(BETFAIR, text, source, encoding))
    return read_bracketed(PARTY, text, source, encoding)


def _betfair(records: Iterator[HandRecord]) -> Iterator[HandRecord]:
    """Betfair's records: a hand refused before its header is read, and text between hands, named
    by the grammar (``betfair``, the format) are named by the room, as its hands read are."""
    for record in records:
        if isinstance(record, HandRecord) and record.site == "betfair":  # (anything else given through as it is)
            record = replace(record, site="Betfair")
        yield record


_HEADERS: dict[tuple[int, str, str, str], Header] = {}
"""First lines already read (a file's hands share their game and table lines)."""


def _header(lines: list[str], fail: Callable[..., HandHistoryError]) -> Header:
    """The first lines: up to the ``Hand History for Game`` line (among the first 8 lines that
    are not blank: a file may hold blank lines between the first lines), the game, the table
    (cached by all but the game number and the date)."""
    at: int | None = 0
    if not lines or "Hand History" not in lines[0]:  # (the most hands: their first line)
        at, written = None, 1
        for k in range(1, len(lines)):  # (a loop, not a generator: read for every hand)
            row = lines[k]
            if "Hand History" in row:
                at = k
                break
            if row.strip():
                written += 1
                if written == 8:
                    break
    if at is None or len(lines) < at + 2:
        raise fail("the hand ends before its game line")
    first = lines[at]
    key = (
        at,
        first.partition(" Hand History")[0] + first.rpartition("*****")[2],
        lines[at + 1].rpartition(" - ")[0] or lines[at + 1],  # (all but the date: the whole title)
        lines[at + 2] if len(lines) > at + 2 else "",
    )
    known = _HEADERS.get(key)
    if known is None:
        known = _read_header(lines, at, fail)
        if len(_HEADERS) < 10_000:
            _HEADERS[key] = known
    return known


def _read_header(lines: list[str], at: int, fail: Callable[..., HandHistoryError]) -> Header:
    history = _HISTORY.search(lines[at])
    if history is None:  # pragma: no cover - the hand was cut at this line
        raise fail(f"not a 'Hand History for Game' line: {lines[at].strip()[:80]!r}", at)
    room, exporter = history.group("room", "exporter")
    site = "Betfair" if room else (exporter or "partypoker")
    stakes = lines[at + 1].strip()
    game = _GAME.search(stakes)
    if game is None:
        raise fail(f"the game line {stakes[:80]!r} names no game pokerrank reads", at + 1)
    title = stakes.rpartition(" - ")[0] or stakes  # (the date after the last " - ")
    other = _TITLE_WORDS.sub(" ", f"{title[: game.start()]} {title[game.end() :]}").split()
    if other:  # a word of no title the room writes: another game ("Omaha Turbo Wild"), not the one inside it
        raise fail(f"the game line {stakes[:80]!r} names a game pokerrank does not read: {' '.join(other)!r}", at + 1)
    limit = _LIMIT.search(stakes)
    found_t = _tournament_of(stakes)
    body = at + 2
    table: str | None = None
    button: int | None = None
    tournament: str | None = None
    play = False
    found_table = _TABLE.match(lines[body].strip()) if len(lines) > body else None
    if found_table is not None:
        table, kind, button_text = found_table.group("table", "kind", "button")
        play = kind == "Play"
        if button_text:
            button = int(button_text)
        body += 1
    if found_t is not None:
        in_table = _TABLE_TOURNAMENT.search(table or "")
        tournament = found_t.group("id") or found_t.group("mtt") or (in_table.group("id") if in_table else "?")
    currency = None if tournament or play else "EUR" if "EUR" in stakes or "€" in stakes else "USD"
    blinds: tuple[int, int] | None = None
    bets: tuple[int, int] | None = None
    structure = _LIMITS[limit.group("limit")] if limit is not None else "limit"
    game_word = game.group("game")
    stud = game_word in ("7 Card Stud", "7 Card Stud Hi-Lo")
    scale = 1 if tournament or play else 100
    level = _BLINDS_IN.search(stakes) if tournament and "Game Table" not in stakes else None
    printed = level or (_STAKES.match(stakes) if not tournament else None)  # (a cash game's stakes: $0.05/$0.10)
    try:
        if level is not None and not stud:
            blinds = blinds_of(level, lambda t: _chips(t, 1))
        if printed is not None and structure == "limit" and (stud or printed.group("kind") != "Blinds"):
            bets = (_chips(printed.group("a"), scale), _chips(printed.group("b"), scale))
    except ValueError as exc:
        raise fail(str(exc), at + 1) from None
    blind_tokens = None  # a no-limit or pot-limit cash game's blinds, where printed (not "$25 USD NL", a buy-in)
    if printed is not None and level is None and structure != "limit":
        blind_tokens = (printed.group("a"), printed.group("b"))
    return Header(
        site,
        _GAMES[game_word],
        stakes.partition(" - ")[0].strip(),
        structure,
        currency,
        scale,
        tournament,
        table,
        button,
        body,
        None,
        blinds,
        bets,
        blind_tokens,
    )


_STAKES: Final = re.compile(r"^(?P<kind>)[$€£]?\s?(?P<a>[\d.,]+)\s*/\s*[$€£]?\s?(?P<b>[\d.,]+)")
"""A cash game's stakes at the start of its game line (``$15/$30 USD``)."""


def _chips(token: str, scale: int) -> int:
    """An amount of the game line, in the hand's units (``0.50`` is 50 cents, ``1,250`` chips)."""
    comma_decimal = scale != 1 and len(token) > 3 and token[-3] == ","  # "$0,50": a decimal comma
    raw = token.replace(",", ".") if comma_decimal else token.replace(",", "")
    if len(raw) <= 18 and raw.isascii() and raw.isdigit():  # a whole number (a level's blinds): what Decimal gives
        return int(raw) * scale
    from decimal import Decimal

    if not plain_number(raw):  # (100,000 digits: a stake whose repr raises; '٣' is a digit to Decimal)
        raise ValueError(f"the stakes' amount {shorten(token)} is not a number of at most 18 digits 0-9")
    return int(Decimal(raw) * scale)


_AFTER_VERB: Final = (
    r"(?:\s*\[\s*(?P<cards>(?:[2-9TJQKA][cdhs][\s,]*)+)\]"
    r"|(?:\s*[\[(]\s*|\s+)(?P<a>[$€£]?\s?\d[\d.,]*(?:\s?(?:USD|EUR|GBP|€))?(?:\s?chips)?)(?:\s*[\])])?"
    r"(?:\s+to\s+(?P<to>\d[\d.,]*))?)?"
    r"(?P<tail>.*)$"
)
"""What follows a player's verb: cards in brackets or an amount (in brackets, in parentheses or
bare; ``X to Y``), and what follows (a hand's description, a pot)."""


def _act(verbs: dict[str, str]) -> PlayerLines:
    """A player's line: the name, the verb, then :data:`_AFTER_VERB`."""
    return PlayerLines(verbs, _AFTER_VERB)


_QUIET: Final = (
    "Total number of", "** Dealing down cards", "** Summary", "#Game No", "Game #", "Trny:", "Your time bank",
    ">You have options", "Congratulations to player",
    "There was no qualifying", "Creating Main Pot", "Creating Side Pot", "Board: [", "** Showdown",
    "** Hand Conclusion", "*****",
)  # fmt: skip
"""Lines that say nothing of the cards or money: levels, notices, the pots as they are made
and the summary's board (each street's cards were read on its own line)."""
_WHOLE: Final = {
    "Total number of": r" (?:active )?players ?: \d+(?:/\d+)?",
    "** Dealing down cards": r" \*\*",
    "** Summary": r" \*\*",
    "#Game No": r" : \d+",
    "Game #": r"\d+ starts\.",
    "Trny:": r" ?\d+ Level: ?\d+",
    "Your time bank": r" will be activated in \d+ secs\. If you do not want it to be used, please act now\.",
    ">You have options": r" at Table .*",  # (a table's name: any words)
    "Congratulations to player": r" .*",  # (a name and a tournament's: any words)
    "There was no qualifying": r" low hand",
    "Creating Main Pot": r" with .*",  # (the pot's players: names)
    "Creating Side Pot": r" \d+ with .*",
    "Board: [": r"[^\[\]]*\]",
    "** Showdown": r".*",  # (in no shared file: as written)
    "** Hand Conclusion": r".*",
    "*****": r".*",  # (the first lines, the room's name in them)
}
""":data:`_QUIET` whole (what follows each start): words after one are read as any line."""

_STREET: Final = re.compile(
    r"^\*\* Dealing(?: (?P<street>[A-Za-z ]+?))? \*\*(?:\s*:)?\s*(?:\[(?P<cards>[^\]]*)\])?\s*$"
)
_STREETS: Final = {
    "": "third", "flop": "flop", "turn": "turn", "river": "seventh",
    "fourth street": "fourth", "fifth street": "fifth", "sixth street": "sixth",
}  # fmt: skip
_DEALT, _SEAT, _RAKE, _NOTICE = map(
    re.compile,
    (
        r"^Dealt to (?P<name>.+?) \[\s*+(?P<cards>(?:[^\[\]]*?(?<!\s))?)\s*\]\s*$",
        r"^[Ss]eat (?P<seat>[0-9]{1,9}): (?P<name>.+?) \(\s*+(?P<stack>(?:[^()]*?(?<!\s))?)\s*\)(?:\s+-\s+.*)?\s*$",
        r"^Main Pot: .*?Rake: (?P<rake>\S+)\s*$",
        r"^Main Pot: [^R]*$|^Player .+ finished in \d[\d ]*(?:\.| place and received .*)$"
        r"|^.+ has (?:joined|left) the table\.?$",
    ),
)
"""The cards dealt; a seat (``seat 1:`` in some files, an exporter's statistics after it: ``-
VPIP: 26, ...``); the summary's rake (2013 and later); and lines that say nothing: the
summary's pots without a rake, a player's place in a tournament, a player (seated or not)
coming or going. (The cards and the stack end at a character that is no space, the space before
them is taken once, and they hold no bracket: a bracket of spaces left open, or many brackets
opened in a name, are read in linear work, not cubic or quadratic.)"""

_PARTY_VERBS: Final = {
    "posts small blind": "small blind", "posts big blind + dead": "big blind + dead", "posts big blind": "big blind",
    "posts ante": "ante", "posts button blind": "button blind", "bring-ins": "bring-in", "completes": "complete",
    "calls": "call", "raises": "raise", "bets": "bet", "double bets": "bet", "checks": "check", "folds": "fold",
    "is all-In": "all-in",
    "wins Lo": "collect", "wins": "collect", "shows": "show", "doesn't show": "muck",
    "does not show cards": "muck", "did not respond in time": "quiet", "could not respond in time": "quiet",
    "has joined the table": "quiet", "has left the table": "quiet", "is sitting out": "quiet",
    "will be using his time bank for this hand": "quiet", "opens": "quiet", "opted for cash-out": "quiet",
    "Cash-out Premium % is": "quiet", "probabilty is": "quiet", "Cashout Amount is": "quiet",
    "balance": "balance", "Cashed out  balance": "balance",
}  # fmt: skip
"""partypoker's verbs and their meanings (:data:`~pokerrank.handhistory.bracket.MEANINGS`)."""


_PARTY_LINES: Final = _act(_PARTY_VERBS)

PARTY: Final = Grammar(
    "partypoker", _START, _header, _PARTY_LINES.pattern, _PARTY_VERBS, _STREET, _STREETS, _DEALT,
    _SEAT, _QUIET, chat=True, rake=_RAKE, notice=_NOTICE, blinds=_BLINDS, anchor=" Hand History ", lookback=200,
    won="'wins' or 'collected'", split=_PARTY_LINES, whole=QuietLines(_WHOLE),
)  # fmt: skip
"""partypoker's lines."""

_BETFAIR_VERBS: Final = {
    "posts small blind": "small blind", "posts big blind": "big blind", "posts ante": "ante", "calls": "call",
    "raises to": "raise-to", "bets": "bet", "checks": "check", "folds": "fold", "goes all-in": "quiet",
    "wins": "collect", "shows": "show", "mucks": "muck", "does not show": "hidden",
}  # fmt: skip
"""Betfair's verbs: ``raises to [$0.30]`` is the total; ``goes all-in`` comes before the
line that puts the chips in."""
_BETFAIR_LINES: Final = _act(_BETFAIR_VERBS)

BETFAIR: Final = replace(
    PARTY,
    name="betfair",
    act=_BETFAIR_LINES.pattern,
    split=_BETFAIR_LINES,
    verbs=_BETFAIR_VERBS,
    quiet=(*_QUIET, "************"),
    whole=QuietLines(_WHOLE | {"************": r".*"}),
    chat=False,
    rake=None,
    notice=None,
    blinds=None,
    won="'wins'",
)
"""Betfair's lines."""
