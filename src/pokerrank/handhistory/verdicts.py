"""What an audit says about a hand: the verdict, its reason, and the evidence.

>>> summary = Summary()
>>> summary.hands, summary.matched, Outcome.MATCH.value
(0, 0, 'match')
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, NamedTuple

from pokerrank.handhistory.records import HandRecord

__all__ = [
    "CANCELLED",
    "CARDS_NOT_SHOWN",
    "CASHED_OUT",
    "INCONSISTENT",
    "NOT_DEALT",
    "NO_RESULT",
    "UNKNOWN_GAME",
    "UNPARSED",
    "UNREADABLE",
    "Outcome",
    "Payout",
    "Summary",
    "Verdict",
    "WordCheck",
]


class Outcome(StrEnum):
    """A hand's verdict."""

    MATCH = "match"
    MISMATCH = "mismatch"
    NOT_AUDITABLE = "not auditable"


# Reasons a hand is not auditable, as short keys (the detail says more).
UNREADABLE = "unreadable"
CANCELLED = "hand cancelled"
UNKNOWN_GAME = "game pokerrank does not play"
UNPARSED = "line not understood"
CARDS_NOT_SHOWN = "cards never shown"
CASHED_OUT = "pot replaced by a cash-out"
INCONSISTENT = "record contradicts itself"
NO_RESULT = "no result recorded"
NOT_DEALT = "no cards dealt"


class Payout(NamedTuple):
    """One player's chips from one pot (or from the whole hand: ``pot == "total"``): what the
    rules give and what the room paid."""

    pot: str
    player: str
    rules: int
    paid: int

    @property
    def ok(self) -> bool:
        """Whether the room paid what the rules give."""
        return self.rules == self.paid


class WordCheck(NamedTuple):
    """The room's words for one player's hand on one run, against pokerrank's hand."""

    player: str
    run: int
    printed: str
    found: str
    ok: bool


@dataclass(frozen=True)
class Verdict:
    """One hand's verdict: the outcome, a reason key (not auditable, or what mismatched), a
    sentence, and the evidence (payouts per pot and player, words checked)."""

    hand: HandRecord = field(repr=False)
    outcome: Outcome
    reason: str | None
    detail: str
    payouts: tuple[Payout, ...] = ()
    words: tuple[WordCheck, ...] = ()
    showdown: bool = False
    rake: int = 0

    @property
    def game(self) -> str:
        """The hand's game (pokerrank's name, or the room's words when pokerrank has none)."""
        return self.hand.game or self.hand.game_text or "?"

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data (amounts in the hand's units and as the room's money)."""
        hand = self.hand
        return {
            "source": hand.source,
            "hand": hand.hand_id,
            "line": hand.line,
            "site": hand.site,
            "game": self.game,
            "outcome": self.outcome.value,
            "reason": self.reason,
            "detail": self.detail,
            "showdown": self.showdown,
            "rake": self.rake,
            "unit": str(hand.unit),
            "payouts": [
                {"pot": p.pot, "player": p.player, "rules": p.rules, "paid": p.paid, "ok": p.ok} for p in self.payouts
            ],
            "words": [
                {"player": w.player, "run": w.run, "printed": w.printed, "pokerrank": w.found, "ok": w.ok}
                for w in self.words
            ],
        }


class Summary:
    """Counts of an audit: files, hands, showdowns, and verdicts per game and reason.

    >>> summary = Summary()
    >>> summary.hands, summary.matched
    (0, 0)
    """

    def __init__(self) -> None:
        self.files: set[str] = set()
        self.hands = 0
        self.showdowns = 0
        self.matched = 0
        self.mismatched = 0
        self.not_auditable: Counter[str] = Counter()
        self.by_game: dict[str, Counter[str]] = {}

    def add(self, verdict: Verdict) -> None:
        """Count one verdict."""
        self.files.add(verdict.hand.source)
        self.hands += 1
        self.showdowns += verdict.showdown
        game = self.by_game.setdefault(verdict.game, Counter())
        if verdict.outcome is Outcome.MATCH:
            self.matched += 1
            game["match"] += 1
        elif verdict.outcome is Outcome.MISMATCH:
            self.mismatched += 1
            game["mismatch"] += 1
        else:
            reason = verdict.reason or "?"
            self.not_auditable[reason] += 1
            game[f"not auditable: {reason}"] += 1

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready counts."""
        return {
            "files": len(self.files),
            "hands": self.hands,
            "showdowns": self.showdowns,
            "matched": self.matched,
            "mismatched": self.mismatched,
            "not_auditable": dict(sorted(self.not_auditable.items())),
            "by_game": {game: dict(sorted(counts.items())) for game, counts in sorted(self.by_game.items())},
        }
