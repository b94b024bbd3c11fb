"""PokerTracker 4's generic text export: hands of rooms whose own files PokerTracker read
(the iPoker network, Merge), written again in PokerTracker's words.

What differs from PokerStars, each a rule here:

- the first line: ``GAME #2607756372: Texas Hold'em NL $0.50/$1 2011/01/23 20:16:35``
  (``GAME #8162156892 Version:18.5.6.4 Uncalled:Y Texas Hold'em NL €0.01/€0.02 ...``,
  ``MERGE_GAME #53094604-134: Holdem NL $0.10/$0.25 ...``, ``Merge Game #80257431-64 | Holdem
  NL ($0.02/$0.04) | ...``); a tournament's first line names neither its number nor its
  stakes: the number is the table line's (``Table "SUPER TURBO" $2 Double up*6, 595699511,
  4730275101 (Tournament: ...``), the stakes are the blinds posted (``0/40`` where no
  small blind was posted: its player was knocked out); ``Omaha 50/100`` names no
  limit; every amount is counted in hundredths (tournament stacks of ``1,192.50``);
- ``Table HandHQ``, ``Table Kentucky (53094604), Seats 2`` (written ``Table 'Kentucky
  (53094604)' 2-max Seat #2 is the button``); the button's seat line ends with ``DEALER``;
- a player's lines name the player and a colon, then one word and one amount: ``Post SB
  $0.50``, ``Post BB``, ``Post DB`` (both blinds, the small one dead), ``Post Ante``, ``SB``,
  ``BB``, ``Call $4.00`` (the chips added), ``Bet``, ``Raise (NF) $5.00`` (the street total),
  ``Raise $31.10`` (the chips added; Merge's ``Raise $0.50``: the street total), ``Raise to
  $250.00`` (in the archive's layout: the chips added),
  ``Allin $117.00`` (all in for the chips added: a bet, call or raise by what it comes to),
  ``Check``, ``Fold``;
- cards suit first (``[d6 sJ h10]``, ``[SQ DQ]``; ``X`` a card not shown), a street's line
  lists only its new cards;
- after ``*** SUMMARY ***`` (the showdown and the payouts, the totals put after them as
  PokerStars writes them): ``Total pot $245.80 Rake $3.00``, ``Player3: Shows [dQ c10]
  Straight, Ace High``, ``Hero: Mucks [SA H9] One Pair, Aces``, ``Player1: wins $146.20``
  (what the room paid, a bet nobody called included), ``Player2: wins $0.08 (uncalled)``
  (Merge: the bet nobody called);
- fee policy ``net``: the total pot is what was put in less the rake; Merge prints no rake:
  it is what was put in less what was returned and paid.

>>> POKERTRACKER.rewritten("Player1: Raise (NF) $5.00").splitlines()[0]
'Player1: raises $5.00 to $5.00'
>>> POKERTRACKER.rewritten("*** FLOP *** [d6 sJ h10]").splitlines()[0]
'*** FLOP *** [6d Js Th]'
>>> summary = "*** SUMMARY ***", "Total pot $245.80 Rake $3.00", "ann: wins $245.80"
>>> POKERTRACKER.rewritten("\\n".join(summary)).splitlines()[2:]
['ann collected $245.80 from pot', '*** SUMMARY ***', 'Total pot $245.80 | Rake $3.00']
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Final

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.sites.spec import stars_room, totals_reader
from pokerrank.handhistory.sites.stakes import blinds_as_printed
from pokerrank.handhistory.sites.uncalled import figures
from pokerrank.handhistory.sites.vocabulary import CRLF, LineKind, amount

__all__ = ["POKERTRACKER", "POKERTRACKER_MERGE", "POKERTRACKER_MICROGAMING", "stacks_at_end"]

FIRST_WORDS_PATTERN: Final = r"[ \t\ufeff]*(?P<site>)(?P<kind>GAME) #(?P<id>[0-9]+)(?=[: ])"
MERGE_FIRST_WORDS: Final = r"[ \t\ufeff]*(?P<site>)(?P<kind>MERGE_GAME|Merge Game) #(?P<id>[0-9][0-9-]*)(?=[: ])"

_VERBS: Final = {
    "Post SB": "posts small blind", "SB": "posts small blind", "Post BB": "posts big blind", "BB": "posts big blind",
    "Post DB": "posts small & big blinds", "Post Ante": "posts the ante", "Call": "calls", "Bet": "bets",
    "Check": "checks", "Fold": "folds", "Shows": "shows", "Mucks": "mucks",
}  # fmt: skip
"""PokerTracker's words for a player's lines of one amount, and PokerStars'."""
_END: Final = r"[ \t]*(?=\r?$)"


_SUIT_FIRST: Final = {
    suit + rank: ("T" if rank in ("10", "t", "T") else rank.upper()) + suit.lower()
    for suit in "SHDCshdc"
    for rank in (*"23456789TJQKAtjqka", "10")
}
"""A card written suit first, in either case (``d6``, ``SQ``, ``h10``), as PokerStars writes it."""


def _cards(found: re.Match[str]) -> str:
    """Cards in brackets, suit first (``[d6 sJ h10 X]``; ``X`` a card not shown), as PokerStars
    writes them (``[6d Js Th]``); a word that is no card stays as it is."""
    written = found[0]
    said = _SAID.get(written)
    if said is None:
        said = "[" + " ".join(_SUIT_FIRST.get(card, card) for card in found[1].split() if card != "X") + "]"
        if len(_SAID) < 50_000 and len(written) <= 120:  # (a bound on the keys' length too)
            _SAID[written] = said
    return said


_SAID: Final[dict[str, str]] = {}
"""What each of PokerTracker's words as written (cards in brackets, a player's line from its
colon) is in PokerStars' words: the same few come again and again."""


_PLAYER_LINE: Final = re.compile(
    r": (?<=[^\n]: )(?:"  # (the colon first, then what is before it: the search looks for it alone)
    r"(Post SB|SB|Post BB|BB|Post DB|Post Ante|Call|Bet|Raise \(NF\)|Raise to|Raise|Check|Fold|Shows|Mucks)"
    r"(?: ([$€£\d]\S*))?(?: (\[[^\]\n]*\])(?: ([^\n\r]*?\S))?)?[ \t]*(?=\r?$)"
    r"|wins (\S+)[ \t]*$)",
    re.M,
)
"""A player's line from the colon after the name: PokerTracker's word, the amount, the cards
and their words; or what the room paid (``wins $2``). (One pattern for all, found from its
colon: one search of the hand, no try at every line's start; a name with a colon in it is
read up to the colon before the word.)"""
_UNCALLED: Final = re.compile(r"^([^\n]+?): wins (\S+) \(uncalled\)[ \t]*$", re.M)
"""A bet nobody called, back (Merge: ``Player2: wins $0.08 (uncalled)``)."""


def _merge_player(found: re.Match[str]) -> str:
    """A player's line of Merge's hands in PokerStars' words: as :func:`_player`, but ``Raise
    $0.50`` names the street's total (#53094604-134: the small blind's raise and the big
    blind's call of $0.25 put in the same)."""
    if found[1] == "Raise":
        return f": raises {found[2]} to {found[2]}"
    return _player(found)


def _player(found: re.Match[str]) -> str:
    """A player's line in PokerStars' words, from the colon after the name (``: Raise (NF)
    $5`` is ``: raises $5 to $5``, ``: Raise $31.10`` is ``: raises $31.10``, the chips added;
    a showdown's words in brackets, a muck's left out; ``: wins $2`` is `` collected $2 from
    pot``); the same words, said once (:data:`_SAID`)."""
    written = found[0]
    said = _SAID.get(written)
    if said is None:
        said = _said(found)
        if len(_SAID) < 50_000 and len(written) <= 120:  # (a bound on the keys' length too)
            _SAID[written] = said
    return said


def _said(found: re.Match[str]) -> str:
    verb, amount, cards, words, won = found.groups()
    if verb is None:
        return f" collected {won} from pot"
    if verb == "Raise to" or verb == "Raise":  # the chips added (#2607756372; the archive's layout)
        return f": raises {amount}"
    if verb.startswith("Raise"):
        return f": raises {amount} to {amount}"
    said = f": {_VERBS[verb]}" + (f" {amount}" if amount else "") + (f" {cards}" if cards else "")
    return said + (f" ({words})" if words and verb == "Shows" else "")


_VERB_KINDS: Final = (
    (re.compile(r"^[Aa]llin (?P<amount>\S+)\s*$"), LineKind.RAISE),
    (re.compile(r"^calls-to (?P<amount>\S+)\s*$"), LineKind.CALL),
)
"""A player's lines of a kind PokerStars writes otherwise: all in for the chips added, a call
to the street's total."""
_EXPORTED: Final[dict[str, Any]] = {
    "verbs": _VERB_KINDS,
    "raise_adds": True,
    "raise_by": "",
    "rake_printed": False,
    "hundredths": True,
}
"""What every layout of the export shares: all in and payouts as :data:`_VERB_KINDS` say, a
raise without its total names the chips added, a raise's ``X`` of ``raises X to Y`` is not the
room's (the export writes ``raises to $5``, read as ``raises $5 to $5``: no raise over a bet to
check), the rake is not always printed, amounts are counted in hundredths."""


def _games(holdem: str, omaha: str, between: str) -> tuple[tuple[re.Pattern[str], str, str], ...]:
    """The games of a layout: Hold'em and Omaha by their words, then the limit (``NL``, ``PL``, ``FL``)."""
    return tuple(
        (re.compile(f"{words}{between}{short}\\b"), game, limit)
        for words, game in ((holdem, "Hold'em"), (omaha, "Omaha"))
        for short, limit in (("NL", "No Limit"), ("PL", "Pot Limit"), ("FL", "Limit"))
    )


_TABLE_LINE: Final = re.compile(r"\A([^\n]*\n)Table ([^\n]*)(?=\n)")
_SEATS: Final = re.compile(r", Seats (\d+)\Z")
_DEALER: Final = re.compile(r"\nSeat (\d+): [^\n]* DEALER[ \t]*(?=\n)")
"""The table line (its name, then ``, Seats 2`` or not), and the first seat after it whose
line ends ``DEALER``: the button."""


def _table(found: re.Match[str]) -> str:
    """The table line as PokerStars writes it (``Table 'Kentucky (53094604)' 2-max``); the
    button's seat after the table's name where the line names no seats (``Table 'HandHQ' Seat
    #1 is the button``)."""
    name = found[2].rstrip(" \t")
    seats = _SEATS.search(name) if ", Seats " in name else None
    said = f"{found[1]}Table '{name if seats is None else name[: seats.start()]}'"
    if seats is not None:
        return f"{said} {seats[1]}-max"
    dealer = _DEALER.search(found.string, found.end())
    return said if dealer is None else f"{said} Seat #{dealer[1]} is the button"


_SUMMARY_LINE: Final = r"\*\*\* SUMMARY \*\*\*(?<![^\n]\*\*\* SUMMARY \*\*\*)"
"""``*** SUMMARY ***`` at a line's start (nothing but a line break before it), its words first:
the search looks for them alone, not for a line's start at every place."""
_TABLE_NUMBER: Final = re.compile(r"\nTable [^\n]*?, (\d+)(?:, \d+)? \(Tournament:")
_BLIND: Final = re.compile(r": Post (SB|BB) (\S+)")
"""A blind posted, from the colon after the name (its line checked by :func:`_blinds`)."""
_STAKES: Final = re.compile(r"(?<![\d/])(?P<a>[$€£]?[\d.,]+)/(?P<b>[$€£]?[\d.,]+)(?![\d/])")


def _blinds(hand: str) -> dict[str, str]:
    """The first small and big blind posted in a hand (``{"SB": "$30.00", "BB": "$60.00"}``):
    the first of each, found from its words (``: Post ``) and its line checked after (not the
    first line, a name before the colon, no ``: `` before it: a name may hold a colon, ``Jo:hn``,
    not a colon and a space), not tried at every line's start.

    >>> _blinds("GAME #1\\nann: Post SB $1\\nx: y: Post BB $5\\nbob: Post BB $2\\ncat: Post SB $9")
    {'SB': '$1', 'BB': '$2'}
    >>> _blinds("GAME #1\\nJo:hn: Post SB $1\\nre:: Post BB $2")
    {'SB': '$1', 'BB': '$2'}
    """
    blinds: dict[str, str] = {}
    post = _BLIND.search(hand)
    while post is not None:
        at = post.start()
        line = hand.rfind("\n", 0, at) + 1
        if line and at > line and hand.find(": ", line, at) < 0:  # (a name may hold a colon)
            blinds.setdefault(post[1], post[2])
            if len(blinds) == 2:  # the first of each
                break
        post = _BLIND.search(hand, post.end() if line and at > line else at + 1)
    return blinds


_BEFORE_SLASH: Final = frozenset(".,")
_AFTER_SLASH: Final = frozenset("$€£.,")
"""The signs but digits (any the pattern's ``\\d`` reads) an amount of :data:`_STAKES` may end
with before its ``/``, and begin with after it."""


def _names_stakes(first: str) -> bool:
    """Whether :data:`_STAKES` finds stakes in a first line: searched only where some ``/`` has
    an amount's last sign before it and an amount's first sign after it (a tournament's first
    line names none, and its time, ``19:32:38/GMT``, is no such place: the pattern, tried at
    every place of the line, is not).

    >>> _names_stakes("GAME #1: Texas Hold'em NL Tournament 2019-01-10 19:32:38/GMT")
    False
    >>> _names_stakes("GAME #1: Texas Hold'em NL $0.50/$1 2011/01/23 20:16:35"), _names_stakes("a 1/ b")
    (True, False)
    """
    at = first.find("/")
    while at >= 0:
        before, after = first[at - 1 : at], first[at + 1 : at + 2]
        if (before.isdecimal() or before in _BEFORE_SLASH) and (after.isdecimal() or after in _AFTER_SLASH):
            return _STAKES.search(first) is not None
        at = first.find("/", at + 1)
    return False


def _tournament(found: re.Match[str]) -> str:
    """``Tournament`` on a hand's first line, which names neither its number nor its stakes,
    with both: the number the table line gives (``Table "X", 595699511, 4730275101
    (Tournament: ...``), the stakes the blinds posted give (``0`` for a small blind no one
    posted). The word elsewhere stays as it is."""
    hand = found.string
    first = hand[: hand.find("\n")]
    if found.start() >= len(first) or "\n" not in hand:
        return found[0]
    number = _TABLE_NUMBER.search(hand)
    said = found[0] + (f" #{number[1]}" if number and not first[found.end() :].startswith(" #") else "")
    if not _names_stakes(first):
        blinds = _blinds(hand)
        if "BB" in blinds:
            said += f" ({blinds.get('SB', '0')}/{blinds['BB']})"
    return said


POKERTRACKER: Final = stars_room(
    "PokerTracker (iPoker)",
    FIRST_WORDS_PATTERN,
    totals_reader(r"^Total pot (?P<total>[^\s|]+)(?: \| Rake (?P<rake>[^\s|]+))?\s*$"),
    site="iPoker",
    quick=True,
    rewrite=(
        CRLF,
        (re.compile(r"Tournament(?! ?:)"), _tournament),
        (re.compile(r"\nServer [^\n\r]*"), "\n"),
        (_TABLE_LINE, _table),
        (re.compile(r"\[([^[\]\n]*)\]"), _cards),  # (the innermost: a name may hold a bracket)
        (_UNCALLED, lambda m: f"Uncalled bet ({m[2]}) returned to {m[1]}"),  # (a function: no template read)
        (_PLAYER_LINE, _player),
        (  # the totals after the payouts, as PokerStars writes them
            # (the rest up to its last sign that is no space: found from the end, not tried at every sign)
            re.compile(rf"{_SUMMARY_LINE}\n(Total pot [^\n]*?) (Rake [^\n]*)\n((?:.*\S)?)\s*\Z", re.S),
            lambda m: f"*** SHOW DOWN ***\n*** SHOW DOWN ***\n{m[3] or ''}\n*** SUMMARY ***\n{m[1]} | {m[2]}",
        ),
        (
            re.compile(rf"{_SUMMARY_LINE}(?!\nTotal pot )((?:.*\S)?)\s*\Z", re.S),
            lambda m: f"*** SHOW DOWN ***{m[1] or ''}\n*** SUMMARY ***",
        ),
    ),
    fees="net",
    games=(
        *_games(r"(?:^|\s)(?:Texas Hold'em|Holdem)", r"(?:^|\s)Omaha", r"\s+"),
        (re.compile(r"(?:^|\s)Omaha\s+[$€£\d]"), "Omaha", ""),
    ),
    stakes=_STAKES,
    dealer="DEALER",
    check_record=figures,  # (the blinds, the bet nobody called handed back whole: the Merge export's too)
    **_EXPORTED,
)
"""PokerTracker 4's text export of iPoker hands."""

POKERTRACKER_MERGE: Final = replace(
    POKERTRACKER,
    name="PokerTracker (Merge)",
    first_words=MERGE_FIRST_WORDS,
    header=re.compile(rf"^{MERGE_FIRST_WORDS}[: |]*(?P<rest>.*?)[ \t\r]*$", re.MULTILINE),
    site="Merge",
    rewrite=tuple((pattern, _merge_player if said is _player else said) for pattern, said in POKERTRACKER.rewrite),
    quick=False,  # no totals line: the full reader works out the rake
)
"""PokerTracker 4's text export of Merge hands."""

MICROGAMING_FIRST_WORDS: Final = (
    r"[ \t\ufeff]*\*\* (?P<kind>Game ID|Hand #) ?(?P<id>[0-9]+)(?P<site>)(?= )"
    r"(?![ \t]*\S[^\n]*\*\* (?:Game ID|Hand #) ?[0-9])"  # (cut in a word, the next glued on: no first line)
)


def _spelt(cards: str) -> str:
    """Cards as PokerTracker spells Microgaming's (``A of c, 10 of h``, ``6h, 9s``): ``Ac Th``."""
    out = []
    for card in cards.split(","):
        rank, _, suit = card.strip().partition(" of ")
        card = rank + suit if suit else rank
        out.append("T" + card[2:] if card.startswith("10") else card)
    return " ".join(card for card in out if card)


def _seat(found: re.Match[str]) -> str:
    return f"Seat {found[2]}: {found[1]} ({found[3]} in chips){(found[4] or '').lower()}"


_ACTION_WORDS: Final = (
    ("posted the small blind - ", "posts small blind "), ("posted the big blind - ", "posts big blind "),
    ("posted ante - ", "posts the ante "), ("posted to play - ", "posts dead blind "), ("called - ", "calls "),
    ("bet - ", "bets "), ("raised - ", "raises "), ("raised to ", "raises "), ("went all-in - ", "allin "),
)  # fmt: skip

_TOTALS_2011: Final = re.compile(rf"^(.+?) (called|raised) - (\S+){_END}", re.M)


Rewrite = Callable[[re.Match[str]], str]
"""What a rewrite's pattern found, in PokerStars' words."""


def _after_a_name(words: str, rest: str, said: Rewrite, behind: str | None = None) -> tuple[re.Pattern[str], Rewrite]:
    """A rewrite of a line that is a name, then `` words`` and ``rest`` (patterns; ``words`` of
    one width, ``behind`` the same without its groups): what ``^(.+?) words rest`` finds (the
    name, not empty, up to the first place the words and the rest fit), found from the words
    (the search looks for them alone, not for a line's start at every place). ``said``: the
    line from the space after the name on, in PokerStars' words, from the match of `` words
    rest``."""
    pattern = re.compile(rf" {words}(?<=[^\n] {behind or words}){rest}", re.M)

    def rewrite(found: re.Match[str]) -> str:
        text = found.string
        start = found.start()
        first = pattern.search(text, text.rfind("\n", 0, start) + 1)  # the line's first: the name is the shortest
        return said(found) if first is not None and first.start() == start else found[0]

    return pattern, rewrite


def _shown(found: re.Match[str]) -> str:
    """``: shows 6h, 9s`` (or ``mucks``) as PokerStars writes it: ``: shows [6h 9s]``."""
    return f": {found[1]} [{_spelt(found[2])}]"


def _saying(words: str) -> Rewrite:
    """A rewrite that puts ``words`` for what was found, whatever it was."""
    return lambda _: words


_MICROGAMING_WORDS: Final = (
    (  # the deal's line (game, stakes) joins the first line
        re.compile(r"(\*\* (?<![^\n]\*\* )(?:Game ID|Hand #)[^\n]*?)[ \t\r]*\n((?:[ \t\r]*\n)*)\*\* ([^\n\r]*)"),
        r"\1 \3\n\2",
    ),
    (re.compile(r"\(([\d.]+)\|([\d.]+)( (?:NL|PL|FL) - )([$€£]) Cash Game"), r"(\4\1|\4\2\3\4 Cash Game"),
    (
        re.compile(r"- ([$€£])([\d.,]+K? (?:Min|Max) \[[^\]]*\] )\(([\d.]+)\|([\d.]+)( (?:NL|PL|FL) - Cash Game)"),
        r"- \1\2(\1\3|\1\4\5",
    ),
    (  # 2011: no stacks at the end, and calls and raises name the street's total
        re.compile(r"\A(?=[ \t\ufeff]*\*\* Game ID \d+ starting)(?![\s\S]* at end )[\s\S]*\Z"),
        lambda hand: _TOTALS_2011.sub(
            lambda m: f"{m[1]}: {'calls-to' if m[2] == 'called' else 'raises ' + m[3] + ' to'} {m[3]}", hand[0]
        ),
    ),
    (
        re.compile(rf"^(?:- )?(.+?) sitting in seat (\d+) with (\S+?)(?: at end \S+)?( ?\[[^\]\n]*\])?{_END}", re.M),
        _seat,
    ),
    *(_after_a_name(re.escape(words), "", _saying(f": {stars}")) for words, stars in _ACTION_WORDS),
    _after_a_name("folded", _END, _saying(": folds")),
    _after_a_name("checked", _END, _saying(": checks")),
    _after_a_name("(shows|mucks)", rf": ([^\n\r]*?\S){_END}", _shown, "(?:shows|mucks)"),
    _after_a_name("mucks:", _END, _saying(": mucks hand")),
    _after_a_name("wins", r" (\S+) from the main pot", lambda m: f" collected {m[1]} from main pot"),
    _after_a_name("wins", r" (\S+) from side pot (\d+)", lambda m: f" collected {m[1]} from side pot-{m[2]}"),
    (
        re.compile(r"\*\* Dealing card(?<![^\n]\*\* Dealing card)s? to (.+?): ([^\n\r]*?)[ \t]*(?=\r?$)", re.M),
        lambda m: f"Dealt to {m[1]} [{_spelt(m[2])}]",
    ),
    (
        re.compile(r"\*\* Dealing the (?<![^\n]\*\* Dealing the )(flop|turn|river): ([^\n\r]*?)[ \t]*(?=\r?$)", re.M),
        lambda m: f"*** {m[1].upper()} *** [{_spelt(m[2])}]",
    ),
    (re.compile(rf"End of game (?<![^\n]End of game )\d+{_END}", re.M), "*** SUMMARY ***"),
    (re.compile(r"\A(\*\* Hand #.*)\Z", re.S), "\\1\n*** SUMMARY ***"),
)
"""Microgaming's hands in PokerTracker's words, put into PokerStars'."""

_AT_END: Final = re.compile(
    r"^(?:- )?(.+?) sitting in seat (\d+) with (\S+?) at end (\S+)(?: ?\[[^\]\n]*\])?[ \t\r]*$", re.M
)
"""A seat's line of Microgaming's hands from 2012 on, with its stack at the end of the hand
(``- Player0 sitting in seat 1 with €10.00 at end €9.95``): the name, the seat, the stacks before
and after."""

KEPT_AT_MOST: Final = 4
"""A room that prints no rake keeps at most a quarter of the pot (the reader's own bound,
:data:`pokerrank.handhistory.bracket.MAX_INFERRED_RAKE`; not imported: the sites come first)."""

_FIGURES: Final = re.compile(r"[\d.,]+")
"""An amount's figures: what is left is its currency sign (``€`` of ``€9.95``; "" where it has none)."""


def stacks_at_end(record: HandRecord, text: str) -> None:
    """Each seat's stack at the end of the hand as Microgaming prints it (``- Player0 sitting in
    seat 1 with €10.00 at end €9.95``) in ``text``, the hand as written, against the hand read:
    the stack before, less what the player's lines put in, plus what the player was paid
    (``wins``) and given back. Where a bet nobody called exists and no line returns it, whether
    ``wins`` holds it (every shared hand's does) or leaves it out (it goes back by the rules) the
    stacks at the end decide: the hand agrees where EVERY seat checked agrees under the SAME
    reading (one seat agreeing under each does not do). The first seat that differs (under the
    reading fewer seats differ by; where as few, ``wins`` holding the bet) makes the hand NOT
    AUDITABLE ("chips do not add up"), its line quoted with the amounts: the room's own figures
    disagree with its lines (a bet or a payout moved by a chip); where the header says
    ``badbeat``, the message adds that the difference may be the table's bad-beat fee, which
    Microgaming takes outside the pot and the export prints no line for. A seat that puts nothing
    in and is paid nothing is not checked, as in the room's own files' ``endbalance``
    (:mod:`~pokerrank.handhistory.microgaming`: sitting out, it may leave or add chips meanwhile);
    a hand without ``at end`` (2011, the ``** Hand #`` layout) has nothing to check, nor one that
    holds a line no rule reads (that line is its verdict). An ``at end`` that is no amount, or in
    another currency than the seat's stack before, is refused, its line named.

    >>> from pokerrank.handhistory.records import Action, ActionKind, Seat
    >>> text, bet = "- ann sitting in seat 1 with 10.00 at end 9.10", Action("preflop", "ann", ActionKind.BET, 100)
    >>> try:
    ...     stacks_at_end(HandRecord("t", "1", seats=(Seat(1, "ann", 1000),), actions=(bet,)), text)
    ... except HandHistoryError as exc:
    ...     print(exc.kind, "|", exc.line, "|", exc.reason.replace(", but", ",\\n  but"))
    chips do not add up | 1 | the room's lines disagree: ann had 1000, put in 100 and was paid 0,
      but the stack at the end of the hand is 910: '- ann sitting in seat 1 with 10.00 at end 9.10'
    """
    if " at end " not in text or record.unparsed:
        return
    put: dict[str, int] = {}
    for action in record.actions:
        put[action.player] = put.get(action.player, 0) + action.amount
    got = dict(record.returned)
    paid = 0
    for collection in record.collected:
        got[collection.player] = got.get(collection.player, 0) + collection.amount
        paid += collection.amount
    uncalled, top = 0, ""
    if not record.returned:  # the bet nobody called, where no line returns it (as the reader's _kept reads it)
        live = sorted(((amount - record.dead.get(name, 0), name) for name, amount in put.items()), reverse=True)
        if len(live) > 1:
            uncalled, top = live[0][0] - live[1][0], live[0][1]
    readings = [0, uncalled] if uncalled else [0]  # what the top bettor is given back besides the wins
    if uncalled:  # a reading that leaves the room keeping what no rule lets it is no reading
        pot = sum(put.values()) + record.added
        kept = [pot - paid - given for given in readings]
        ok = [
            rake >= 0 and (not rake if record.tournament else rake * KEPT_AT_MOST <= pot - given)
            for rake, given in zip(kept, readings, strict=True)
        ]
        readings = [given for given, fits in zip(readings, ok, strict=True) if fits] or readings
    seats = {seat.seat: seat for seat in record.seats}
    found: list[list[tuple[str, int, int, int, int, re.Match[str]]]] = [[] for _ in readings]
    for match in _AT_END.finditer(text):
        seat = seats.get(int(match[2]))
        if seat is None:
            continue
        name = seat.name
        try:
            after = amount(match[4], 100)
            if _FIGURES.sub("", match[4]) != _FIGURES.sub("", match[3]):
                raise ValueError(f"{match[4]!r} is in another currency than the stack before, {match[3]!r}")
        except ValueError as exc:
            why = f"the stack at the end of the hand: {exc}: {shorten(match[0].strip(), 120)}"
            raise HandHistoryError(why, record.source, record.hand_id, _line(record, text, match)) from None
        spent, back = put.get(name, 0), got.get(name, 0)
        if not spent and not back:
            continue
        for reading, back_to_top in enumerate(readings):
            given = back_to_top if name == top else 0
            if after != seat.stack - spent + back + given:
                found[reading].append((name, seat.stack, spent, back, given, match))
    if not all(found):
        return  # every seat agrees under one reading
    name, before, spent, back, given, match = min(found, key=len)[0]  # (as few: the wins holding the bet)
    money = record.format_money
    returned = f" and given back {money(given)} (the bet nobody called)" if given else ""
    after = amount(match[4], 100)
    header = "\n".join(text.split("\n", 2)[:2])
    fee = (
        " (the difference may be the table's bad-beat fee, taken outside the pot, which the export prints no line for)"
        if re.search(r"\bbadbeat\b", header)
        else ""
    )
    raise HandHistoryError(
        f"the room's lines disagree: {name} had {money(before)}, put in {money(spent)} and was paid"
        f" {money(back)}{returned}, but the stack at the end of the hand is {money(after)}{fee}:"
        f" {shorten(match[0].strip(), 120)}",
        record.source,
        record.hand_id,
        _line(record, text, match),
        "chips do not add up",
    )


def _microgaming_figures(record: HandRecord, text: str) -> None:
    """A Microgaming export's own figures against its lines: the stacks at the end of the hand
    (:func:`stacks_at_end`), then the blinds against the stakes
    (:func:`~pokerrank.handhistory.sites.stakes.blinds_as_printed`)."""
    stacks_at_end(record, text)
    blinds_as_printed(record, text)


def _line(record: HandRecord, text: str, match: re.Match[str]) -> int:
    """The line in the file of ``match``, found in ``text``, the hand's text from its first line."""
    return record.line + text.count("\n", 0, match.start())


POKERTRACKER_MICROGAMING: Final = stars_room(
    "PokerTracker (Microgaming)",
    MICROGAMING_FIRST_WORDS,
    totals_reader(r"^Rake: (?P<rake>\S+)(?P<total>)\s*$"),
    lines=((re.compile(r"^Rake: "), LineKind.TOTALS),),  # before the summary, in the '** Hand #' layout
    rewrite=_MICROGAMING_WORDS,
    site="Microgaming",
    games=_games(r"\[(?:Multi Table )?Hold'em\]", r"\[(?:Multi Table )?Omaha\]", r" \(\S+ "),
    stakes=re.compile(r"\((?P<a>[$€£]?[\d.,]+)\|(?P<b>[$€£]?[\d.,]+) "),
    tournament=re.compile(r"\((?P<id>\d+)\):Table "),
    dealer="[dealer]",
    check_record=_microgaming_figures,
    **_EXPORTED,
)
"""PokerTracker 4's text export of Microgaming hands (``** Game ID ...``, ``** Hand # ...``)."""
