"""Tables for ace-to-five lows with a joker: block 0 plain, block 1 with the joker.

RULES.md "Wild cards": a joker in ace-to-five lowball is the lowest rank not already in the
hand. Among the ranks the hand lacks, a lower one never makes a worse low (it adds an
unpaired card, and lower cards win), so the joker's value is the best value over every
rank the hand does not hold: :func:`pokerrank.tables.wild.wild_rank_blocks` with
``new_ranks_only``. The joker never pairs a card and never makes five of a kind, so the
values stay on the plain ace-to-five (and eight-or-better) scales.
"""

from __future__ import annotations

from pokerrank.tables.lows import ace_to_five_values, eight_or_better_values
from pokerrank.tables.wild import wild_rank_blocks

__all__ = ["ace_to_five_joker_rank_table", "eight_or_better_joker_rank_table"]


def ace_to_five_joker_rank_table() -> list[int]:
    """Best ace-to-five value of 5 to 7 natural ranks (block 0), or 4 to 6 and the joker (block 1)."""
    values = ace_to_five_values()
    return wild_rank_blocks(values.__getitem__, max_wild=1, new_ranks_only=True)


def eight_or_better_joker_rank_table() -> list[int]:
    """As :func:`ace_to_five_joker_rank_table` for eight-or-better (0: no qualifying low)."""
    values = eight_or_better_values()
    return wild_rank_blocks(values.__getitem__, max_wild=1, new_ranks_only=True)
