"""Everest Poker (closed in 2014): Full Tilt's words (:mod:`~pokerrank.handhistory.sites.fulltilt`),
with these differences, each a rule here:

- the first line: ``EverestPoker Game #6450768434: Table Moroni-1 - $0.50/$1 - No Limit
  Hold'em - 22:33:12 - 2011/01/02``;
- ``Player5 posts the dead blind of $0.50`` before ``Player5 posts $1.00``: the first is dead
  money, the second the big blind of a player coming in; alone (``posts the dead blind of
  $1.00``), it is that big blind, live (#6450848903: the player checks on it);
- tens written ``10d``;
- a street's line lists only its new cards (``*** TURN *** [6s]``);
- ``mucked [8d 8s]``: a hand given up, its cards named;
- no line pays a pot but the summary's ``Player28 collects $12.85``; the summary says the
  showdown's ``shows`` and ``mucked`` lines again;
- fee policy ``unprinted``: no total and no rake printed; the rake is what was put in less
  what was returned and paid, at most a quarter of the pot.

Its hands take the fast lane (the PokerStars reader's quick twin), which gives the full
reader's record for each hand it reads (a dead blind, for one, it leaves to the full reader).

>>> EVEREST.rewritten("Player5 posts the dead blind of $0.50\\nPlayer5 posts $1.00").splitlines()[0]
'Player5 posts dead blind $0.50'
>>> EVEREST.rewritten("Player5 posts the dead blind of $1.00\\nPlayer5 checks").splitlines()[0]
'Player5 posts big blind $1.00'
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from pokerrank.handhistory.sites.fulltilt import FULLTILT
from pokerrank.handhistory.sites.spec import header_of
from pokerrank.handhistory.sites.vocabulary import TEN, LineKind

__all__ = ["EVEREST"]

FIRST_WORDS_PATTERN: Final = r"[ \t\ufeff]*(?P<site>EverestPoker)(?P<kind> Game) #(?P<id>[0-9]+):"


EVEREST: Final = replace(
    FULLTILT,
    name="Everest",
    first_words=FIRST_WORDS_PATTERN,
    header=header_of(FIRST_WORDS_PATTERN),
    site="Everest",
    rewrite=(
        TEN,
        (re.compile(r" posts the dead blind of (?=\S+[ \t\r]*\n[^\n]* posts [$€£]?\d)"), " posts dead blind "),
        (re.compile(r" posts the dead blind of "), " posts big blind "),
        (re.compile(r" mucked \["), " mucks ["),
    ),
    lines=(
        *FULLTILT.lines,
        (re.compile(r"^(?P<name>.+?) collects (?P<amount>\S+)\s*$"), LineKind.COLLECT),
        (re.compile(r"^.+ (?:shows|mucks) \[[^\]]*\]\s*$"), LineKind.NOISE),  # the summary says them again
    ),
    fees="unprinted",
    rake_printed=False,
    quick=True,
    paid_words="",  # (Full Tilt's ", mucked" after a pay: no Everest hand writes it)
)
"""Everest Poker, cash games."""
