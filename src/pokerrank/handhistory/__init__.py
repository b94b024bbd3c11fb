"""Real hands: read PokerStars, PHH, OHH, iPoker and PokerNow hand histories, replay them, re-decide every pot."""

from __future__ import annotations

from pokerrank.handhistory.audit import audit, audit_hand
from pokerrank.handhistory.reader import read
from pokerrank.handhistory.records import Action, ActionKind, Claim, Collection, HandRecord, Seat
from pokerrank.handhistory.replay import Replay, replay, to_deal
from pokerrank.handhistory.verdicts import Outcome, Payout, Summary, Verdict, WordCheck
from pokerrank.handhistory.writers import to_phh
from pokerrank.handhistory.writers_ohh import to_ohh
from pokerrank.handhistory.writers_text import to_pokerstars

__all__ = [
    "Action",
    "ActionKind",
    "Claim",
    "Collection",
    "HandRecord",
    "Outcome",
    "Payout",
    "Replay",
    "Seat",
    "Summary",
    "Verdict",
    "WordCheck",
    "audit",
    "audit_hand",
    "read",
    "replay",
    "to_deal",
    "to_ohh",
    "to_phh",
    "to_pokerstars",
]
