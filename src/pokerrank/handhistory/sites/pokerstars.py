"""PokerStars, and the sites whose exports write its text format (fpdb's list).

The reference shape of the family: ``PokerStars Hand #N: game (stakes) - date``, then
``Table``, ``Seat`` lines, ``name: verb`` actions, ``*** STREET ***`` markers, ``collected X
from pot`` lines and a ``*** SUMMARY ***`` whose ``Total pot X ... | Rake R`` is the pot
before the rake. Fee policy ``rake``: one rake, off the main pot first (docs/RULES.md).

>>> POKERSTARS.totals("Total pot $12 Main pot $8. Side pot-1 $3.50. | Rake $0.50")
Totals(total='$12', pots=' Main pot $8. Side pot-1 $3.50.', fees=(('Rake', '$0.50'),))
"""

from __future__ import annotations

import re
from typing import Final

from pokerrank.handhistory.sites.spec import Totals, stars_room

__all__ = ["FIRST_WORDS", "HEADER", "POKERSTARS", "SITES"]

SITES: Final = (
    "PokerStars",
    "POKERSTARS",
    "Full Tilt",
    "PokerMaster",
    "Run It Once Poker",
    "PokerBros",
    "Hive Poker",
    "BetOnline",
    "MPLPoker",
    "SupremaPoker",
)
"""Sites whose hand histories are written in PokerStars' text format (fpdb's list)."""

FIRST_WORDS_PATTERN: Final = (
    r"[ \t\ufeff]*(?P<site>" + "|".join(re.escape(s) for s in SITES) + r")"
    r"(?P<kind>(?: Home Game| Zoom| Rush)?(?: Hand| Game| GAME| HAND)?) #(?P<id>[0-9]+):"
)
HEADER: Final = re.compile(rf"^{FIRST_WORDS_PATTERN} *(?P<rest>.*?)[ \t\r]*$", re.MULTILINE)
"""The first line of a hand in PokerStars' format: site, hand id, and the rest (game, stakes, date)."""
FIRST_WORDS: Final = re.compile(rf"{FIRST_WORDS_PATTERN} *")
"""The start of :data:`HEADER` (site, kind, hand id), up to the rest of the line."""

_TOTAL: Final = re.compile(r"^Total pot (?P<total>[^\s|]+)(?P<pots>.*?)\s*\|\s*Rake (?P<rake>[^\s|]+)\s*$")


def _totals(line: str) -> Totals | None:
    match = _TOTAL.match(line)
    if match is None:
        return None
    return Totals(match.group("total"), match.group("pots"), (("Rake", match.group("rake")),))


POKERSTARS: Final = stars_room(
    "PokerStars",
    FIRST_WORDS_PATTERN,
    _totals,
    header=HEADER,
    site=None,
    fees="rake",
    quick=True,
)
"""PokerStars and the exports in its words (the site named on each first line)."""
