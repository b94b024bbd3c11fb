"""Full Tilt Poker (closed in 2011-2016; its archives), every game it dealt: PokerStars' order of
lines in Full Tilt's words.

What differs from PokerStars, each a rule here:

- the first line: ``Full Tilt Poker Game #26523716451: Table Gilmerton (heads up) - $10/$20 -
  Limit 2-7 Triple Draw - 15:25:00 ET - 2011/01/01`` (``FullTiltPoker``, ``Full Tilt
  Poker.fr``; tournaments: ``$750 Guarantee (253683109), Table 86 - NL Hold'em - 120/240 Ante
  25 - ...``): the limit before the game (``No Limit``, ``NL``, ``CAP NL``, ``Pot Limit``,
  ``PL``, ``Limit``, ``FL``), the stakes before or after it, ``500K/1000K``; no table line,
  and ``The button is in seat #3`` after the blinds;
- a player's lines have no colon: ``Player4 posts the small blind of €0.01``, ``Hero antes
  25``, ``raises to 116,556,500, and is all in`` (one amount: the total), ``brings in for
  10``, ``completes it to 20``, ``is dealt 2 cards`` (a draw: the count), ``shows [Kd Qs] two
  pair, Kings and Queens`` and ``shows a pair of Queens`` (the words without brackets);
- chat: an observer's ``Kibitz (Observer): text`` and a seated player's ``P: text`` (no line
  of play puts a colon after a name), whatever the text says (``P: Q wins the pot ($5)``),
  read before every line that begins with a name; a player's line of the longest seated name
  that begins it (``P: 2 is dealt 1 card`` of a player named ``P: 2``) is his own, never
  chat; ``P stands up`` mid-hand: nothing (no draw's ``stands pat``);
- ``Uncalled bet of $1 returned to P``; ``P wins the pot ($3.20) with ...`` (a hand that
  ends with the blinds, no one calling, has no such line: the summary's ``collected (30)``), ``wins the side
  pot``, ``wins the high pot``/``the low pot``, ``wins pot 2 (...)`` (run it twice);
- streets in capitals (``*** 3RD STREET ***``) and with the pot after them (``*** FLOP ***
  [Jh 6d 3c] (Total Pot: $0.08, 2 Players)``); run it twice: ``*** TURN 1 ***``, ``*** SHOW
  DOWN 2 ***``, ``*** SUMMARY 1 ***`` with its own ``Board:``;
- fee policy ``rake``, as PokerStars: ``Total pot $3.30 | Rake $0.10`` is the pot before it;
  the main and side pots on that line are before the rake too (``Total pot $234.55 Main pot
  $158.20. Side pot $76.35. | Rake $3``, where PokerStars prints them after it): read with
  the rake out of the main pot, as the room pays them (:func:`_totals`);
- a pot of a hand whose board was run twice: the summary's ``Seat 2: P  wins the side pot
  ($76.35)`` (or ``the main pot``) is the seat's ``collected ($76.35)``: what the seat won,
  compared with the collect lines as every ``won`` of the run's summaries is.

>>> FULLTILT.totals("Total pot 239,113,000 | Rake 0").fees
(('Rake', '0'),)
>>> FULLTILT.totals("Total pot $234.55 Main pot $158.20. Side pot $76.35. | Rake $3").pots
' Main pot $155.20. Side pot $76.35.'
>>> FULLTILT.rewritten("Seat 2: P  wins the side pot ($76.35)")
'Seat 2: P collected ($76.35)'
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Final

from pokerrank.handhistory.sites.pokerstars import POKERSTARS, POT_PART
from pokerrank.handhistory.sites.spec import Room, Totals, header_of
from pokerrank.handhistory.sites.uncalled import figures
from pokerrank.handhistory.sites.vocabulary import LineKind

__all__ = ["FULLTILT", "derived_pot"]

FIRST_WORDS_PATTERN: Final = (
    r"[ \t\ufeff]*(?P<site>Full Tilt Poker(?:\.fr)?|FullTiltPoker)(?P<kind> Game) #(?P<id>[0-9]+):"
)
HEADER: Final = header_of(FIRST_WORDS_PATTERN, " *")

_LIMITS: Final = {
    "No Limit": "No Limit", "NL": "No Limit", "CAP NL": "No Limit", "Pot Limit": "Pot Limit", "PL": "Pot Limit",
    "CAP PL": "Pot Limit", "Limit": "Limit", "FL": "Limit",
}  # fmt: skip
_GAMES: Final = {
    "Hold'em": "Hold'em", "Omaha Hi": "Omaha", "Omaha": "Omaha", "Omaha Hi/Lo": "Omaha Hi/Lo",
    "Omaha H/L": "Omaha Hi/Lo",
    "5 Card Omaha Hi": "5 Card Omaha", "5 Card Omaha": "5 Card Omaha", "5 Card Omaha Hi/Lo": "5 Card Omaha Hi/Lo",
    "6 Card Omaha Hi": "6 Card Omaha", "Stud Hi": "7 Card Stud", "Stud": "7 Card Stud", "Stud H/L": "7 Card Stud Hi/Lo",
    "Stud Hi/Lo": "7 Card Stud Hi/Lo", "Razz": "Razz", "2-7 Triple Draw": "Triple Draw 2-7 Lowball",
    "A-5 Triple Draw": "Triple Draw A-5 Lowball", "2-7 Single Draw": "Single Draw 2-7 Lowball", "Badugi": "Badugi",
    "5 Card Draw": "5 Card Draw", "Courchevel Hi": "Courchevel", "Courchevel": "Courchevel",
    "Courchevel Hi/Lo": "Courchevel Hi/Lo", "5 Card Stud": "5 Card Stud", "Irish": "Irish",
}  # fmt: skip
GAMES: Final = tuple(
    (
        re.compile(rf"(?:^|[-,] )(?:[$€£]?[\d,.]+ (?:Cap )?)?{re.escape(limit)} {re.escape(game)}(?= - |$| \()"),
        name,
        _LIMITS[limit] if not limit.startswith("CAP") else "Capped " + _LIMITS[limit],
    )
    for game, name in sorted(_GAMES.items(), key=lambda item: -len(item[0]))
    for limit in sorted(_LIMITS, key=len, reverse=True)
)
"""Full Tilt's games, limit first (``No Limit Hold'em``, ``PL 5 Card Omaha Hi``, ``Limit Stud
H/L``, ``Limit 5 Card Stud``, ``No Limit Irish``). Others are games pokerrank does not play:
NOT AUDITABLE, named, where a pot is contested at the end."""

_NAME: Final = r"(?P<name>.(?:.*?\S)??)"
"""A name (the shortest, as ``.+?`` would take it, before blanks and what follows): its last character
not blank unless it is its only one, so that a run of blanks after it is looked through once,
not once for each of its places (``.+?\\s*$`` tried every end in a 16 KB run of blanks: 3 s a line)."""
_MONEY: Final = r"(?P<amount>[^\s()]+)"
_POT: Final = r"(?:main |side |high |low )?pot(?: #?\d+)?"
_WORDS: Final = r"[\w ,.:'/-]+"
"""The room's words for a hand (``a pair of Aces``, ``a Badugi: Q, 4, 3, 2``): no money, no parenthesis."""

_PLAIN: Final = re.compile(r"[$€£,]")


def _number(token: str) -> Decimal | None:
    """An amount of a totals line as a number (``$158.20.`` is 158.20), None where it is none."""
    try:
        return Decimal(_PLAIN.sub("", token).rstrip("."))
    except InvalidOperation:
        return None


def _totals(line: str) -> Totals | None:
    """PokerStars' totals line, its pots as Full Tilt prints them: before the rake (they make
    the total), where PokerStars prints them after it. Such pots are read as the room pays
    them: the rake out of the main pot (a hand of the shared files run twice with a side pot:
    its two runs pay $155.20 of the main pot's $158.20, its side pot $76.35 whole, $3 rake).
    Pots that make the total less the rake (PokerStars' way), or neither, are kept as
    printed: the audit compares them with the pots the hand makes; so are pots whose main pot
    is smaller than the rake (it cannot come out of it).

    >>> _totals("Total pot $10 Main pot $6. Side pot $4. | Rake $1").pots
    ' Main pot $5. Side pot $4.'
    >>> _totals("Total pot $10 Main pot $5. Side pot $4. | Rake $1").pots
    ' Main pot $5. Side pot $4.'
    >>> _totals("Total pot $2.02 Main pot $0.06. Side pot $1.96. | Rake $0.10").pots
    ' Main pot $0.06. Side pot $1.96.'
    """
    totals = POKERSTARS.totals(line)
    if totals is None or not totals.pots or not totals.fees:
        return totals
    total = _number(totals.total)
    rake = sum((_number(token) or Decimal(0) for _, token in totals.fees), Decimal(0))
    parts = [part for part in POT_PART.finditer(totals.pots) if part.group("kind") != "STP"]
    pots = [_number(part.group("amt")) for part in parts]
    main = pots[0] if pots and parts[0].group("kind") == "Main pot" else None
    if not rake or total is None or main is None or None in pots or sum(p or 0 for p in pots) != total:
        return totals
    if main < rake:  # (the rule cannot hold: the pots as printed, which the audit compares)
        return totals
    token = parts[0].group("amt")
    sign = token[0] if token[0] in "$€£" else ""
    start, end = parts[0].span("amt")
    net = f"{sign}{main - rake}" + ("." if token.endswith(".") else "")
    return Totals(totals.total, totals.pots[:start] + net + totals.pots[end:], totals.fees)


def derived_pot(line: str) -> str | None:
    """What a hand's verdicts say of a main pot that :func:`_totals` derived (the rake taken out
    of the pot the room printed before it): which pot, the amount printed and the rake, so that
    no verdict names the derived amount as the room's own; None where the totals line's pots are
    read as printed.

    >>> note = derived_pot("Total pot $10 Main pot $6. Side pot $4. | Rake $1") or ""
    >>> note.split(": ")[0], "printed 'Main pot $6.' before the rake (Rake $1)" in note
    ('the main pot after the rake, $5, is derived', True)
    >>> derived_pot("Total pot $10 Main pot $5. Side pot $4. | Rake $1") is None
    True
    """
    read_as, printed = _totals(line), POKERSTARS.totals(line)
    if read_as is None or printed is None or read_as.pots == printed.pots:
        return None
    new = next(POT_PART.finditer(read_as.pots)).group("amt").rstrip(".")
    old = next(POT_PART.finditer(printed.pots)).group(0).strip()
    fees = ", ".join(f"{name} {token}" for name, token in printed.fees)
    return (
        f"the main pot after the rake, {new}, is derived: the room printed {old!r} before the rake ({fees}),"
        " which pokerrank takes from the main pot"
    )


_SUMMARY_POTS: Final = tuple(
    re.compile(
        rf"(Seat (?<![^\n]Seat )[0-9]{{1,9}}: (?:[^\n]*?[^ \n])??) ++wins the {pot} pot \(([^\s()]+)\)"
        r"(?=[ \t]*(?:with [^\n]*)?\r?$)",
        re.M,
    )
    for pot in ("side", "main")
)
"""A summary's seat line of a pot of a hand run twice: ``Seat 2: P  wins the side pot ($76.35)``
(a rule for each pot: its words, ``wins the side pot (``, are looked for before the pattern is
tried, and the most hands have none)."""

_LOW_ON_ITS_OWN_LINE: Final = re.compile(
    r"^(?P<show>[^\n]*? s(?:hows) \[[^\[\]\n]*\] )\((?P<hi>[^()\n]*)\)"
    r"(?P<mid>[ \t]*\r?(?:\n\*\*\* SHOW DOWN \*\*\*[ \t]*\r?)?)\n \((?P<low>[^()\n]+)\)[ \t]*(?P<end>\r?)$",
    re.M,
)
"""A hi/lo hand's show line written over two lines: ``P shows [3c 9h As Qs] (a flush, Ace
high)``, then `` (8,7,4,3,A)``, the low hand's words alone on a line of their own that begins
with a space (a second ``*** SHOW DOWN ***`` may stand between them). Only such a line right
after a ``shows`` line whose words are in parentheses is that line's continuation; any other
stays a line no rule reads. (``shows`` is written ``s(?:hows)`` so that the words every match
needs, :func:`~pokerrank.handhistory.sites.spec.top_words`, are the rare ``"\\n ("``: the rule
is tried on the few hands that hold them.)"""


def _low_joined(found: re.Match[str]) -> str:
    """The show line of :data:`_LOW_ON_ITS_OWN_LINE` with both halves' words, in the summary's
    way (``(HI: a flush, Ace high; LO: 8,7,4,3,A)``), and the low's line left empty (every line
    keeps its number); in a game with no low half (:func:`_hi_lo`), the lines as they are.

    >>> first = "Full Tilt Poker Game #1: Table T - $1/$2 - Limit Omaha H/L - 21:00:00 ET - 2013/04/07\\n"
    >>> FULLTILT.rewritten(first + "P shows [3c 9h As Qs] (a flush, Ace high)\\n (8,7,4,3,A)\\nQ mucks")[len(first) :]
    'P shows [3c 9h As Qs] (HI: a flush, Ace high; LO: 8,7,4,3,A)\\n\\nQ mucks'
    >>> high = first.replace("H/L", "Hi") + "P shows [3c 9h As Qs] (a flush, Ace high)\\n (8,7,4,3,A)"
    >>> FULLTILT.rewritten(high) == high
    True
    """
    text = found.string
    if not _hi_lo(text[: text.find("\n")]):  # (a high-only game's line stays one no rule reads)
        return found.group(0)
    show, hi, mid, low, end = found.group("show", "hi", "mid", "low", "end")
    return f"{show}(HI: {hi}; LO: {low}){mid}\n{end}"


def _hi_lo(first_line: str) -> bool:
    """Whether a hand's first line names a hi/lo game of :data:`GAMES` (the first that matches,
    as the reader takes it): only its show line has a low half.

    >>> _hi_lo("Full Tilt Poker Game #1: Table T - $1/$2 - Limit Omaha H/L - 21:00:00 ET - 2013/04/07")
    True
    >>> _hi_lo("Full Tilt Poker Game #1: Table T - $1/$2 - Limit Omaha Hi - 21:00:00 ET - 2013/04/07")
    False
    """
    name = next((name for pattern, name, _ in GAMES if pattern.search(first_line)), "")
    return name.endswith("Hi/Lo")


FULLTILT: Final = Room(
    name="Full Tilt Poker",
    family="pokerstars",
    raise_by="",  # (it writes "raises to Y": no X to check)
    paid_words=", mucked",  # ("Seat 2: Andy Bloch (small blind) collected ($98), mucked")
    pots_net=False,  # (its pots after the rake once read, as printed where the main pot is under the rake)
    first_words=FIRST_WORDS_PATTERN,
    header=HEADER,
    totals=_totals,
    site="Full Tilt Poker",
    lines=(
        (re.compile(rf"^Uncalled bet of {_MONEY} returned to {_NAME}\s*$"), LineKind.UNCALLED),
        (re.compile(r"^The button is in seat #(?P<button>[0-9]{1,9})\s*$"), LineKind.TABLE),
        # chat before any line that begins with a name: an observer's or a player's text may be any line's
        (re.compile(r"^.+ \(Observer\): "), LineKind.NOISE),
        (re.compile(r"^.+?: "), LineKind.CHAT),  # a seated player's chat (no line of play has a colon after a name)
        (  # read whole: the room's words for the hand (no money in them), and nothing else, may follow
            re.compile(
                rf"^{_NAME}\s++(?:wins|ties for) (?:the )?(?P<pot>{_POT}) \({_MONEY}\)"
                rf"(?: with (?P<words>{_WORDS}))?\s*$"
            ),
            LineKind.COLLECT,
        ),
        (re.compile(r"^(?:.+ has )?\d+ seconds left to act\s*$"), LineKind.NOISE),
        (re.compile(r"^.+ is (?:low|high) with \[[^\]]*\]\s*$"), LineKind.NOISE),
        (re.compile(r"^Duration \d+s\s*$"), LineKind.NOISE),
        (re.compile(r"^.+ adds [$€£]?[\d.,]+\s*$"), LineKind.NOISE),
        (re.compile(r"^Pot \d+ \S+\s*$"), LineKind.NOISE),
        (re.compile(r"^.+ is dealt \d+ cards?\s*$"), LineKind.NOISE),
    ),
    verbs=(
        (re.compile(r"^shows \[(?P<cards>[^\]]*)\] (?P<words>[^(](?:.*?\S)??)\s*$"), LineKind.SHOW),
        (re.compile(r"^shows (?P<words>[a-zA-Z](?:.*?\S)??)\s*$"), LineKind.SHOW),
    ),
    games=GAMES,
    seat=re.compile(r"^Seat (?P<seat>[0-9]{1,9}): (?P<name>.*) \((?P<stack>[^\s()]+)\)(?P<rest>.*)$"),  # (the last)
    stakes=re.compile(r"(?:^| - )(?P<a>[$€£]?[\d.,]+K?)/(?P<b>[$€£]?[\d.,]+K?)(?: Ante [$€£]?[\d.,]+K?)?(?= - )"),
    tournament=re.compile(r"\((?P<id>\d+)\), (?:Table|Match) "),
    colonless=True,
    streets={
        "HOLE CARDS": "",
        "2ND STREET": "second",
        "3RD STREET": "third",
        "4TH STREET": "fourth",
        "5TH STREET": "fifth",
        "6TH STREET": "sixth",
        "7TH STREET": "seventh",
        "DISCARD ROUND": "draw 1",
    },
    summary_pays=True,
    summary_folds=True,
    street_words=re.compile(
        r"(?:\s*\[[^\]]*\])*\s*(?:\((?:Total )?Pot: (?P<pot>[$€£]?[\d,.]+K?)"
        r"(?:, (?P<players>\d+) Players?(?:, (?P<all_in>\d+) All-In)?)?\))?\s*"
    ),
    rewrite=(
        *((pattern, r"\1 collected (\2)") for pattern in _SUMMARY_POTS),  # (the seat's payout, in PokerStars' words)
        (_LOW_ON_ITS_OWN_LINE, _low_joined),
    ),
    check_record=figures,  # (the blinds against the stakes, the bet nobody called handed back whole: Everest's too)
)
"""Full Tilt Poker, cash games and tournaments, every game it dealt."""
