"""Pieces of the commands' rich output that several commands print alike."""

from __future__ import annotations

from typing import Any

from pokerrank.cli._lang import say

__all__ = ["deal_header"]


def deal_header(title: str, code: str, *, board: str = "", dead: str = "", button: str = "") -> Any:
    """The line above a deal's table: the game's title in bold, then the board, the dead
    cards and the button where there are any, as rich ``Text`` (names and cards are never
    read as markup).

    >>> str(deal_header("Hold'em", "en", board="Ah Kh 7d"))
    "Hold'em   board Ah Kh 7d"
    """
    from rich.text import Text

    header = Text.assemble((title, "bold"))
    if board:
        header.append(f"   {say(code, 'common.board')} ").append(board, "bold")
    if dead:
        header.append(f"   {say(code, 'common.dead')} ").append(dead)
    if button:
        header.append(f"   {say(code, 'common.button')} ").append(button)
    return header
