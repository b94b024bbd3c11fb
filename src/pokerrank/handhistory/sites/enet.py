"""Enet / EverLeaf's Enet skins (2012): PokerStars' order of lines in Enet's words.

What differs from PokerStars, each put into PokerStars' words by :func:`in_pokerstars_words` or read
by a rule here:

- the first line: ``Game #7732310: Omaha (€0,25/€0,50) - 23:31:54 29.7.2012 - %6``; the limit
  is in the table's name on the next line (``Table 'SantElena 1 - Pot Limit' 6-max Seat #4
  is the button``); amounts with a decimal comma (``€10,57``);
- cards without spaces (``[9dJd2dTd]``, ``*** TURN *** [9c2cQd8s]``: the whole board);
- ``*** HOLECARDS ***``; ``Player4: raises €0,65`` names the chips added (no total);
  ``Player0: goes all-in €4,75`` (all in for the chips added: a bet, call or raise by what
  it comes to); ``Player2: mucked``; ``Player4: collected (€10,57) from pot``; ``Rake:
  €0,09`` after a street (the rake so far: nothing new);
- fee policy ``net``: ``Total pot €0 | Rake €0,67``: the total is not printed (0), the rake
  is; each payout is after it.

>>> ENET.rewritten("Player4: collected (€10,57) from pot")
'Player4 collected €10.57 from pot'
>>> ENET.rewritten("*** RIVER *** [9c2cQd8sAc]")
'*** RIVER *** [9c 2c Qd 8s Ac]'
"""

from __future__ import annotations

import re
from operator import itemgetter
from typing import Final

from pokerrank.handhistory.sites.spec import OneGroup, stars_room, totals_reader
from pokerrank.handhistory.sites.vocabulary import LineKind

__all__ = ["ENET"]

FIRST_WORDS_PATTERN: Final = (
    r"[ \t\ufeff]*(?P<site>)(?P<kind>Game) #(?P<id>[0-9]+):"
    r"(?= [^\n(]*\([^\n)]*\) - \d\d?:\d\d:\d\d \d\d?\.\d\d?\.\d{4})"  # game (stakes) - time day.month.year
)
_GLUED: Final = re.compile(r"\[((?:[2-9TJQKA][cdhs]){2,})\]")
_CARD: Final = re.compile(r"[2-9TJQKA][cdhs]")


_PAIRS: Final = {2 * n: itemgetter(*(slice(k, k + 2) for k in range(0, 2 * n, 2))) for n in range(2, 27)}
"""The cards of a run of ``n`` glued cards (``2n`` letters; 2 to 26 cards), taken in one call."""


def _spaced_cards(cards: str) -> str:
    """Cards written together (``AhKd``) one by one in their brackets (``[Ah Kd]``): two
    letters each (the brackets hold cards alone, :data:`_GLUED`: each two letters a card). A
    flop, Omaha's four cards and a whole board (three, four and five cards) are written in place.

    >>> _spaced_cards("9c2cQd8sAc"), _spaced_cards("Ah" * 30).count(" ")
    ('[9c 2c Qd 8s Ac]', 29)
    """
    size = len(cards)
    if size == 8:
        return f"[{cards[:2]} {cards[2:4]} {cards[4:6]} {cards[6:]}]"
    if size == 10:
        return f"[{cards[:2]} {cards[2:4]} {cards[4:6]} {cards[6:8]} {cards[8:]}]"
    if size == 6:
        return f"[{cards[:2]} {cards[2:4]} {cards[4:]}]"
    split = _PAIRS.get(size)
    return "[" + " ".join(split(cards) if split is not None else _CARD.findall(cards)) + "]"


_spaced: Final = OneGroup(_spaced_cards)
"""The replacement of :data:`_GLUED`'s cards (``[9c2cQd]`` -> ``[9c 2c Qd]``): made from the
cards alone, the text cut at each run (:class:`~pokerrank.handhistory.sites.spec.OneGroup`): the
rewrite rule before :func:`in_pokerstars_words` (which spaces every run's cards at once), kept
for the tests that hold the one pass and the cut at the matches to it.

>>> _spaced(_GLUED.search("[9c2cQd8sAc]"))
'[9c 2c Qd 8s Ac]'
"""


_RAKE_SO_FAR: Final = re.compile(r"^Rake: [$€£¥₹]?-?[0-9]+(?:\.[0-9]+)?\s*$")
"""``Rake: €0,09`` after a street: that street's rake (the lines add up to the summary's rake in
every shared file; fpdb's file has a correction ``€-0,27``: a number still), read as an amount and
not yet added up against the summary. A line of other words (``Rake: NaN``) is no amount: no rule
reads it, and the audit quotes it (NOT AUDITABLE)."""


_BAD_COMMA: Final = re.compile(r",(?!(?<=\d,)\d)")
"""A comma that is no decimal comma: not between two digits (``Straight, Queens high``): one
look behind, after a comma not followed by a digit alone (-13 % instructions of the split)."""

_FIRST_LINE: Final = re.compile(  # (the words first, then that they begin a line: the search looks for them alone)
    r"(Game #(?<![^\n]Game #)\d+: [^(\n]*?) (\([^\n]*\n)(Table '[^'\n]* - (Pot Limit|No Limit|Fixed Limit|Limit)')"
)
"""A first line and the table's line after it, whose name ends in the limit."""

_MUCKED: Final = re.compile(r": mucked(?=[ \t]*\r?$)", re.M)
_COLLECTED: Final = re.compile(r" collected \((\S+)\) from pot")
"""A payout (``Player4: collected (€10.57) from pot``, the summary's ``Seat 3: Hero (dealer)
collected (€0.30) from pot``): the amount alone, the brackets and a colon before it dropped."""


def _limit_first(found: re.Match[str]) -> str:
    """The first line with the limit after the game (``Game #7: Omaha Pot Limit (€0.25/€0.50)
    ...``), and the table's line (:data:`_FIRST_LINE`)."""
    return f"{found[1]} {found[4]} {found[2]}{found[3]}"


def in_pokerstars_words(text: str) -> str:
    """An Enet hand's text in PokerStars' words, line for line: decimal commas made points
    (``€10,57`` -> ``€10.57``: a comma between two digits), cards written together spaced
    (``[9c2cQd]`` -> ``[9c 2c Qd]``), the limit put after the game on the first line, ``mucked``
    made ``mucks hand``, and ``Player4: collected (€10.57) from pot`` made ``Player4 collected
    €10.57 from pot``: each kind of change once over the text, in that order, with as few
    calls as it takes (a call a match cost more than the search: its rules as ``re.sub`` gave
    them cost 190k instructions a hand, a sixth of a hand's reading; callgrind, the bench's
    stream). Every comma but those :data:`_BAD_COMMA` finds is a decimal comma, replaced at
    once; the cards of every run are spaced together in one string (``]\\x00[`` between runs:
    no card holds a ``\\x00``); a colon before a payout goes with it. A test holds it to the six
    rules it replaced, applied by ``re.sub`` in turn.

    >>> in_pokerstars_words("Player4: collected (€10,57) from pot, [9c2cQd] [Ah]")
    'Player4 collected €10.57 from pot, [9c 2c Qd] [Ah]'
    """
    if "," in text:
        pieces = _BAD_COMMA.split(text)
        text = text.replace(",", ".") if len(pieces) == 1 else ",".join([piece.replace(",", ".") for piece in pieces])
    if "[" in text:
        parts = _GLUED.split(text)
        if len(parts) > 1:  # every run's cards at once: a space after each suit, none before a bracket
            runs = "[" + "]\x00[".join(parts[1::2]) + "]"
            runs = runs.replace("c", "c ").replace("d", "d ").replace("h", "h ").replace("s", "s ")
            parts[1::2] = runs.replace(" ]", "]").split("\x00")
            text = "".join(parts)
    found = _FIRST_LINE.match(text) if text.startswith("Game #") else None
    if found is not None and text.find("\nGame #", found.end() - 1) < 0:  # the text's one first line
        cut = found.end(1)  # (the limit after the game: the rest as it is)
        text = f"{text[:cut]} {found[4]}{text[cut:]}"
    else:  # (another first line further on, or none at the start)
        text = _FIRST_LINE.sub(_limit_first, text)
    at = text.find(": mucked")
    if at >= 0:  # (the lines before it hold none)
        text = text[:at] + _MUCKED.sub(": mucks hand", text[at:])
    at = text.find(" collected (")  # (found by the string's search: a pattern's search tries every space)
    if at >= 0:
        parts, done = [], 0
        while at >= 0:
            found = _COLLECTED.match(text, at)
            if found is None:
                at = text.find(" collected (", at + 1)
                continue
            colon = at > done and text[at - 1] == ":"  # ("P: collected (X) from pot": the colon goes too)
            parts += (text[done : at - colon], " collected ", found[1], " from pot")
            done = found.end()
            at = text.find(" collected (", done)
        parts.append(text[done:])
        text = "".join(parts)
    return text


_WHOLE_TEXT: Final = re.compile(r"\A(?s:.*)")
"""The whole text, as one rule's match: :func:`in_pokerstars_words` rewrites it (a pattern
that begins with ``\\A`` is matched at the start alone, and ``.*`` of every character takes the
rest at once)."""


ENET: Final = stars_room(
    "Enet",
    FIRST_WORDS_PATTERN,
    totals_reader(r"^Total pot (?:[^\d\s|]*0|(?P<total>[^\s|]+))\s*\|\s*Rake (?P<rake>[^\s|]+)\s*$"),
    rewrite=((_WHOLE_TEXT, lambda whole: in_pokerstars_words(whole[0])),),
    lines=((_RAKE_SO_FAR, LineKind.NOISE),),
    verbs=((re.compile(r"^goes all-in (?P<amount>\S+)\s*$"), LineKind.RAISE),),
    quick=True,
    fees="net",
    streets={"HOLECARDS": "preflop"},
    raise_adds=True,
    paid_words=r" from pot",  # ("Seat 3: Hero (dealer) collected (€0,30) from pot")
)
"""Enet, cash games (Hold'em, Omaha)."""
