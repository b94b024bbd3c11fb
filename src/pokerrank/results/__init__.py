"""Players' results from hand histories: net won, rake, showdown and non-showdown winnings,
all-in adjusted winnings (exact equities), luck, classic stats and a fairness check.

>>> from pokerrank.results import hand_result, Status
>>> Status.ADJUSTED.value
'adjusted'
"""

from __future__ import annotations

from pokerrank.handhistory.runouts import Distribution, runout_values
from pokerrank.results.hand import (
    ROUNDING,
    AllIn,
    CashOut,
    ConservationError,
    HandResult,
    PlayerHand,
    Status,
    hand_result,
    hand_results,
)

__all__ = [
    "ROUNDING",
    "AllIn",
    "CashOut",
    "ConservationError",
    "Distribution",
    "HandResult",
    "PlayerHand",
    "Status",
    "hand_result",
    "hand_results",
    "runout_values",
]
