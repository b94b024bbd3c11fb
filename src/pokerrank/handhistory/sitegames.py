"""Which pokerrank game a room's game name (or a PHH variant code) is, and how it is played.

One table for every reader and writer: the PokerStars names (as they stand in a hand's first
line, in any case), the PHH variant codes of the PHH specification, and for each game the
family that says how its streets run (``board``: Hold'em and Omaha; ``stud``; ``draw``).

>>> site_game("Omaha Hi/Lo").game, site_game("7 CARD STUD HI/LO").game, site_game("6+ Hold'em").game
('omaha-hi-lo', 'stud-hi-lo', 'short-deck')
>>> phh_variant("F2L3D").game, phh_code("stud-hi-lo", "limit")
('2-7-triple-draw', 'F7S/8')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal, cast

__all__ = ["OWN_TABLE_GAMES", "PHH_VARIANTS", "SITE_GAMES", "SiteGame", "phh_code", "phh_variant", "site_game"]

Family = Literal["board", "stud", "draw"]


@dataclass(frozen=True)
class SiteGame:
    """A room's game: pokerrank's name for it, its family, and whether its pot is split in two
    (hi/lo). ``game`` is None for a game pokerrank does not play."""

    name: str
    game: str | None
    family: Family


SITE_GAMES: Final[dict[str, SiteGame]] = {
    key.lower(): SiteGame(key, game, cast(Family, family))
    for key, game, family in (
        ("Hold'em", "holdem", "board"),
        ("Split Hold'em", "holdem", "board"),
        ("6+ Hold'em", "short-deck", "board"),
        ("ShortDeck Hold'em (straight beats trips)", "short-deck-classic", "board"),
        ("Omaha", "omaha", "board"),
        ("Omaha Hi/Lo", "omaha-hi-lo", "board"),
        ("5 Card Omaha", "omaha-5", "board"),
        ("Omaha 5 Cards", "omaha-5", "board"),
        ("5 Card Omaha Hi/Lo", "big-o", "board"),
        ("6 Card Omaha", "omaha-6", "board"),
        ("Omaha 6 Cards", "omaha-6", "board"),
        ("6 Card Omaha Hi/Lo", None, "board"),
        ("Courchevel", "courchevel", "board"),
        ("Courchevel Hi/Lo", "courchevel-hi-lo", "board"),
        ("Fusion", None, "board"),
        ("7 Card Stud", "stud", "stud"),
        ("7 Card Stud Hi/Lo", "stud-hi-lo", "stud"),
        ("Razz", "razz", "stud"),
        ("5 Card Stud", "five-card-stud", "stud"),
        ("5 Card Draw", "five-card-draw", "draw"),
        ("Single Draw 2-7 Lowball", "2-7-single-draw", "draw"),
        ("Triple Draw 2-7 Lowball", "2-7-triple-draw", "draw"),
        ("Triple Draw A-5 Lowball", "a-5-triple-draw", "draw"),
        ("Badugi", "badugi", "draw"),
    )
}
"""PokerStars game names, lower-cased, to the game. Every name here is looked for anywhere in a
first line (:data:`~pokerrank.handhistory.sites.pokerstars.GAME`), a tournament's name included:
a game only one room dealt is in :data:`OWN_TABLE_GAMES`, not here."""

OWN_TABLE_GAMES: Final[dict[str, SiteGame]] = {"irish": SiteGame("Irish", "irish", "board")}
"""Games that only a room's own table of games names (Full Tilt's ``No Limit Irish``, read where
its pattern puts the game: :attr:`~pokerrank.handhistory.sites.spec.Room.games`), never words
found elsewhere in a first line: a GGPoker tournament called ``Irish No Limit Special`` deals
Hold'em."""


def site_game(name: str, *, own_table: bool = False) -> SiteGame:
    """The game a PokerStars game name stands for (case ignored); an unknown name is a game
    pokerrank does not play (``game`` None), never an error here. ``own_table``: the name is
    a room's own table's (:data:`OWN_TABLE_GAMES` are taken too).

    >>> site_game("Irish").game, site_game("Irish", own_table=True).game
    (None, 'irish')
    """
    key = name.lower()
    found = SITE_GAMES.get(key)
    if found is None and own_table:
        found = OWN_TABLE_GAMES.get(key)
    if found is not None:
        return found
    return SiteGame(name, None, "board")


PHH_VARIANTS: Final[dict[str, tuple[SiteGame, str]]] = {
    "NT": (SiteGame("No-Limit Texas Hold'em", "holdem", "board"), "no-limit"),
    "FT": (SiteGame("Fixed-Limit Texas Hold'em", "holdem", "board"), "limit"),
    "NS": (SiteGame("No-Limit Short-Deck Hold'em", "short-deck", "board"), "no-limit"),
    "PO": (SiteGame("Pot-Limit Omaha Hold'em", "omaha", "board"), "pot-limit"),
    "FO/8": (SiteGame("Fixed-Limit Omaha Hold'em Hi/Lo", "omaha-hi-lo", "board"), "limit"),
    "F7S": (SiteGame("Fixed-Limit Seven Card Stud", "stud", "stud"), "limit"),
    "F7S/8": (SiteGame("Fixed-Limit Seven Card Stud Hi/Lo", "stud-hi-lo", "stud"), "limit"),
    "FR": (SiteGame("Fixed-Limit Razz", "razz", "stud"), "limit"),
    "N2L1D": (SiteGame("No-Limit Deuce-to-Seven Lowball Single Draw", "2-7-single-draw", "draw"), "no-limit"),
    "F2L3D": (SiteGame("Fixed-Limit Deuce-to-Seven Lowball Triple Draw", "2-7-triple-draw", "draw"), "limit"),
    "FB": (SiteGame("Fixed-Limit Badugi", "badugi", "draw"), "limit"),
}
"""PHH variant codes (the PHH specification's eleven): the game and the betting structure."""


def phh_variant(code: str) -> SiteGame:
    """The game a PHH variant code stands for (None as ``game`` when unknown)."""
    found = PHH_VARIANTS.get(code)
    return found[0] if found is not None else SiteGame(code, None, "board")


def phh_code(game: str, structure: str) -> str | None:
    """The PHH variant code of a game under a betting structure, or None when PHH has none.

    >>> phh_code("holdem", "no-limit"), phh_code("omaha-5", "pot-limit")
    ('NT', None)
    """
    base = "limit" if structure == "limit" else "pot-limit" if structure == "pot-limit" else "no-limit"
    if structure not in ("limit", "pot-limit", "no-limit"):
        return None
    for code, (site, kind) in PHH_VARIANTS.items():
        if site.game == game and kind == base:
            return code
    return None
