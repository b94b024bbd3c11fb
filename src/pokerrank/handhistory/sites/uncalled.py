"""The bet nobody called, handed back whole: the rule the rooms of the PokerStars family that
print it in other words share (PokerTracker's export, ``Player2: wins $0.75 (uncalled)``;
Everest's text, ``Uncalled bet of $7.00 returned to Player28``).

A bet nobody called comes back whole: no rake is taken from it, and no pot holds it. A line
that hands back part of it (``wins $0.74 (uncalled)`` for a $0.75 bet nobody called) says the
bet was uncalled and names another amount than the bet the hand's lines show: the record
contradicts itself (NOT AUDITABLE, the line quoted). Read as it was, the cent kept had passed
for the rake these rooms do not print, and the hand MATCHed.
"""

from __future__ import annotations

import re
from typing import Final

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory.records import ActionKind, HandRecord
from pokerrank.handhistory.verdicts import INCONSISTENT

__all__ = ["whole_bet_back"]

_ANTE: Final = ActionKind.ANTE


def whole_bet_back(record: HandRecord, text: str) -> None:
    """Raise where the one bet ``record`` hands back is less than the bet nobody called (the
    most live chips a player put in, antes and dead money apart, less the next most) and goes to
    the player who put that most in: NOT AUDITABLE ("record contradicts itself"), the line of
    ``text`` (the hand as the room wrote it, from its first line) that hands it back quoted and
    named. More, or to another player, the replay refuses; none handed back, the rules hand it
    back; a hand with a line no rule reads has that line for its verdict.

    >>> from pokerrank.handhistory.records import Action
    >>> bets = Action("preflop", "ann", ActionKind.BET, 75), Action("preflop", "bob", ActionKind.FOLD, 0)
    >>> record = HandRecord("t", "1", actions=bets, returned={"ann": 74})
    >>> try:
    ...     whole_bet_back(record, "GAME #1\\nann: Bet $0.75\\nbob: Fold\\nann: wins $0.74 (uncalled)")
    ... except HandHistoryError as exc:
    ...     print(exc.kind, "|", exc.line, "|", exc.reason.replace(", but", ",\\n  but").replace(": a", ":\\n  a"))
    record contradicts itself | 4 | line 4 ('ann: wins $0.74 (uncalled)') hands 'ann' back 74,
      but the bet nobody called is 75 (75 put in against 0):
      a bet nobody called comes back whole (no rake is taken from it)
    """
    returned = record.returned
    if len(returned) != 1 or record.unparsed:
        return
    live: dict[str, int] = {}
    for action in record.actions:
        if action.amount and action.kind is not _ANTE:
            live[action.player] = live.get(action.player, 0) + action.amount
    for name, amount in record.dead.items():
        if name in live:
            live[name] -= amount
    ranked = [*sorted(live.values(), reverse=True), 0]
    name, back = next(iter(returned.items()))
    excess = ranked[0] - ranked[1]
    if not live or live.get(name) != ranked[0] or not 0 < back < excess:
        return  # (another player's, or more than the bet nobody called: the replay names it)
    money = record.format_money
    at, said = _returning(record, text, name)
    raise HandHistoryError(
        f"{said} hands {name!r} back {money(back)}, but the bet nobody called is {money(excess)}"
        f" ({money(ranked[0])} put in against {money(ranked[1])}): a bet nobody called comes back whole (no rake is"
        " taken from it)",
        record.source,
        record.hand_id,
        at,
        INCONSISTENT,
    )


def _returning(record: HandRecord, text: str, name: str) -> tuple[int, str]:
    """The line of ``text`` that hands ``name`` a bet back (the first but the hand's first line
    naming the player and ``uncalled``, any case), its number in the file and its words quoted;
    the hand's first line and "a line" where none does."""
    named = re.compile(rf"(?<![\w@]){re.escape(name)}(?![\w@])")  # (Player2 is not Player28)
    for at, line in enumerate(text.split("\n")):
        if at and "uncalled" in line.lower() and named.search(line):
            return record.line + at, f"line {record.line + at} ({shorten(line.strip(), 120)})"
    return record.line, "a line"
