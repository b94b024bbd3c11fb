"""The bet nobody called, handed back whole: one rule for every room that prints it handed back
(PokerTracker's export, ``Player2: wins $0.75 (uncalled)``; Everest's text, ``Uncalled bet of
$7.00 returned to Player28``, and its XML's ``<PUSH>``; Full Tilt's ``Uncalled bet of $X
returned``; Merge's ``<winner uncalled="true">``; Cake's ``returns uncalled bet``; PokerNow's
``Uncalled bet of N returned to`` row).

A bet nobody called comes back whole: no rake is taken from it, and no pot holds it. A line
that hands back part of it (``wins $0.74 (uncalled)`` for a $0.75 bet nobody called) says the
bet was uncalled and names another amount than the bet the hand's lines show: the record
contradicts itself (NOT AUDITABLE, the line quoted). Read as it was, the cent kept had passed
for the rake these rooms do not print, and the hand MATCHed.

The bet nobody called is the most live chips a player put in less the next most: antes and
dead money apart (``HandRecord.dead``, and the part of a blind posted over the table's big
blind that no reader marked dead: iPoker's ``Post BB $1.50`` at $0.50/$1 is both blinds, the
$0.50 small blind dead money, E21).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Final, NamedTuple

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory.records import Action, ActionKind, HandRecord
from pokerrank.handhistory.sites.stakes import blinds_as_printed
from pokerrank.handhistory.verdicts import INCONSISTENT

__all__ = [
    "BET_IN_WIN",
    "ShortBack",
    "figures",
    "line_naming",
    "short_back",
    "short_back_said",
    "table_big_blind",
    "whole_bet_back",
]

BET_IN_WIN: Final = frozenset({"partypoker"})
"""The rooms whose win lines hold the bet nobody called, as their files show without exception
(partypoker: 61 of the 61 distinct shared hands with such a bet, 57 in the pot's win line, 4 in
a "side pot" of its bettor alone; docs/RULES.md, "Payouts"): what their win lines pay is what
the room paid, never the pots with the bet handed back on no line (the readers'
``back_by_rules``, the audit's ``room._paid``)."""

_ANTE: Final = ActionKind.ANTE
_BIG_BLIND: Final = ActionKind.BIG_BLIND
_BLINDS: Final = (ActionKind.BIG_BLIND, ActionKind.DEAD_BLINDS)


class ShortBack(NamedTuple):
    """A bet nobody called handed back short: its player, what was handed back, the bet
    nobody called, and the live chips it is the excess of (the most, the next most)."""

    name: str
    back: int
    excess: int
    top: int
    second: int


def short_back(
    actions: Iterable[Action],
    dead: Mapping[str, int],
    returned: Mapping[str, int],
    *,
    big_blind: int = 0,
    always: bool = False,
) -> ShortBack | None:
    """The bet nobody called handed back short, or None: the player who put in the most live
    chips (antes apart, ``dead`` money apart, and where ``big_blind`` is the table's, as another
    player's big blind of that size shows, a blind's part over it that ``dead`` does not hold) is
    handed back (``returned``) less than their excess over the next most (all of them where no
    other player put a live chip in). None handed back is short only where the room ``always``
    prints the bet it hands back (PokerNow); else the rules hand it back. More, or to another
    player, is the replay's to judge (it names the line).

    >>> bets = Action("preflop", "ann", ActionKind.BET, 75), Action("preflop", "bob", ActionKind.CALL, 25)
    >>> short_back(bets, {}, {"ann": 49})
    ShortBack(name='ann', back=49, excess=50, top=75, second=25)
    >>> short_back(bets, {}, {"ann": 50}), short_back(bets, {}, {}), short_back(bets, {}, {}, always=True).back
    (None, None, 0)
    """
    live: dict[str, int] = {}
    over: dict[str, int] = {}  # (a blind's part over the table's big blind: both blinds in one post)
    big: set[str] = set()  # (the players who posted the table's big blind as such)
    for action in actions:
        amount = action.amount
        if amount and action.kind is not _ANTE:
            live[action.player] = live.get(action.player, 0) + amount
            if big_blind and action.kind in _BLINDS and action.street == "preflop":
                if amount > big_blind:
                    over[action.player] = over.get(action.player, 0) + amount - big_blind
                elif amount == big_blind and action.kind is _BIG_BLIND:
                    big.add(action.player)
    for name, amount in dead.items():
        if name in live:
            live[name] -= amount
    for name, amount in over.items():  # (one the reader marked dead is out above)
        if not dead.get(name) and big - {name}:
            live[name] -= amount
    chips = [*sorted((amount for amount in live.values() if amount > 0), reverse=True), 0]
    if len(chips) < 2:
        return None  # (nobody put a live chip in)
    top, second = chips[:2]
    if top <= second:
        return None
    name = next(player for player, amount in live.items() if amount == top)
    back = returned.get(name, 0)
    if back >= top - second or not (back or always):
        return None
    return ShortBack(name, back, top - second, top, second)


def short_back_said(short: ShortBack, said: str, money: Callable[[int], str]) -> str:
    """The one wording of a bet nobody called handed back short: ``said`` is the line that hands
    it back, quoted (``line 21 ('Player2: wins $0.74 (uncalled)')``), or where none does, what
    would (``no row``: "no row hands 'ann' back the bet nobody called, 50 (...)").

    >>> print(short_back_said(ShortBack("ann", 49, 50, 75, 25), "line 9 ('ann wins 49 (uncalled)')", str)[:98])
    line 9 ('ann wins 49 (uncalled)') hands 'ann' back 49, but the bet nobody called is 50 (75 of live
    >>> print(short_back_said(ShortBack("ann", 0, 50, 75, 25), "no row", str)[:56])
    no row hands 'ann' back the bet nobody called, 50 (75 of
    """
    name, back, excess, top, second = short
    handed = f"{money(back)}, but the bet nobody called is" if back else "the bet nobody called,"
    return (
        f"{said} hands {name!r} back {handed} {money(excess)} ({money(top)} of live chips put in against"
        f" {money(second)}): a bet nobody called comes back whole (no rake is taken from it)"
    )


def table_big_blind(record: HandRecord) -> int:
    """The table's big blind as its stakes give it where they are its blinds (a no-limit or
    pot-limit game's larger stake), else 0 (a limit game's stakes are its bets: not said)."""
    stakes = record.stakes
    return max(stakes) if len(stakes) == 2 and record.structure in ("no-limit", "pot-limit") else 0


def whole_bet_back(
    record: HandRecord, text: str, words: tuple[str, ...] = ("uncalled",), *, named: bool = True
) -> None:
    """Raise where the one bet ``record`` hands back is less than the bet nobody called
    (:func:`short_back`) and goes to the player who put in the most: NOT AUDITABLE ("record
    contradicts itself"), the line of ``text`` (the hand as the room wrote it, from its first
    line) that hands it back quoted and named (:func:`line_naming`: ``words``, and the player's
    name where ``named``; Everest's XML ``<PUSH>`` names a seat). More, or to another player, the
    replay refuses; none handed back, the rules hand it back; a hand with a line no rule reads
    has that line for its verdict.

    >>> bets = Action("preflop", "bob", ActionKind.BIG_BLIND, 25), Action("preflop", "ann", ActionKind.RAISE, 75)
    >>> record = HandRecord("t", "1", actions=bets, returned={"ann": 49})
    >>> try:
    ...     whole_bet_back(record, "GAME #1\\nbob: Post BB 25\\nann: Raise 75\\nann: wins 49 (uncalled)")
    ... except HandHistoryError as exc:
    ...     print(exc.kind, "|", exc.line, "|", exc.reason.replace(", but", ",\\n  but").replace(": a", ":\\n  a"))
    record contradicts itself | 4 | line 4 ('ann: wins 49 (uncalled)') hands 'ann' back 49,
      but the bet nobody called is 50 (75 of live chips put in against 25):
      a bet nobody called comes back whole (no rake is taken from it)
    """
    if len(record.returned) != 1 or record.unparsed:
        return
    short = short_back(record.actions, record.dead, record.returned, big_blind=table_big_blind(record))
    if short is None:
        return
    at, said = line_naming(text, short.name if named else "", words, record.line)
    raise HandHistoryError(
        short_back_said(short, said or "a line", record.format_money),
        record.source,
        record.hand_id,
        at or record.line,
        INCONSISTENT,
    )


def line_naming(text: str, name: str, words: tuple[str, ...], first: int = 1) -> tuple[int, str]:
    """``(31, "line 31 ('Uncalled bet of $7.01 returned to Player28')")``: the number (``text``'s
    first line is line ``first``) and the quote of the first line of ``text`` but its first that
    holds one of ``words`` (in lower case; any case in the text) and names ``name`` (where one
    is given: Player2 is not Player28), or ``(0, "")``."""
    named = re.compile(rf"(?<![\w@]){re.escape(name)}(?![\w@])") if name else None
    for at, line in enumerate(text.split("\n")):
        lowered = line.lower()
        if at and any(word in lowered for word in words) and (named is None or named.search(line)):
            return first + at, f"line {first + at} ({shorten(line.strip(), 120)})"
    return 0, ""


def figures(record: HandRecord, text: str) -> None:
    """A PokerStars-family room's own figures against its lines (its ``check_record``): the
    blinds against the stakes (:func:`~pokerrank.handhistory.sites.stakes.blinds_as_printed`),
    then the bet nobody called, handed back whole (:func:`whole_bet_back`): Full Tilt's and
    Everest's ``Uncalled bet of $7.00 returned to Player28``, PokerTracker's export's ``wins
    $0.75 (uncalled)``."""
    blinds_as_printed(record, text)
    whole_bet_back(record, text)
