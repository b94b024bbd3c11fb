"""Pieces of the commands' rich output that several commands print alike."""

from __future__ import annotations

import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import click

from pokerrank.cli._lang import number, percent, say
from pokerrank.cli._progress import ProgressBar

__all__ = [
    "and_list",
    "deal_header",
    "default_names",
    "fit_columns",
    "named_hands",
    "print_table",
    "progress_run",
    "split_hand",
    "std_error_cell",
]


def deal_header(
    title: str, code: str, *, board: str = "", dead: str = "", button: str = "", boards: Sequence[str] = ()
) -> Any:
    """The line above a deal's table: the game's title in bold, then the board (every board,
    numbered, of a hand run more than once), the dead cards and the button where there are
    any, as rich ``Text`` (names and cards are never read as markup).

    >>> str(deal_header("Hold'em", "en", board="Ah Kh 7d"))
    "Hold'em   board Ah Kh 7d"
    >>> str(deal_header("Hold'em", "en", boards=["Ah Kh 7d 2c 3c", "Ah Kh 7d 9s Ts"]))
    "Hold'em   board 1 Ah Kh 7d 2c 3c   board 2 Ah Kh 7d 9s Ts"
    """
    from rich.text import Text

    header = Text.assemble((title, "bold"))
    if len(boards) > 1:
        for run, cards in enumerate(boards, start=1):
            header.append(f"   {say(code, 'showdown.run', n=run)} ").append(cards, "bold")
    elif board:
        header.append(f"   {say(code, 'common.board')} ").append(board, "bold")
    if dead:
        header.append(f"   {say(code, 'common.dead')} ").append(dead)
    if button:
        header.append(f"   {say(code, 'common.button')} ").append(button)
    return header


def split_hand(arg: str, index: int, lang: str = "en") -> tuple[str, str]:
    """A hand argument as ``(name, cards)``: ``NAME=CARDS``, or the default name of the
    ``index``-th player (``player 1``) for plain cards.

    >>> split_hand("ann=As Ks", 0), split_hand("Qd Qc", 1)
    (('ann', 'As Ks'), ('player 2', 'Qd Qc'))
    """
    name, sep, cards = arg.partition("=")
    if sep and name.strip():
        return name.strip(), cards
    return say(lang, "common.player_n", n=index + 1), arg


def named_hands(args: Sequence[str], lang: str = "en") -> list[tuple[str, str]]:
    """Every hand argument as ``(name, cards)`` (:func:`split_hand`); a name given twice is
    a :class:`~pokerrank.errors.DealError`.

    >>> named_hands(["ann=As Ks", "bob=Qd Qc"])
    [('ann', 'As Ks'), ('bob', 'Qd Qc')]
    """
    from pokerrank.errors import DealError

    named = [split_hand(arg, i, lang) for i, arg in enumerate(args)]
    seen: set[str] = set()
    for name, _ in named:
        if name in seen:
            raise DealError(f"player {name!r} is named twice; give each player a different name")
        seen.add(name)
    return named


def default_names(lang: str, count: int) -> dict[str, str]:
    """The default player names of a language against their English form (``speler 1`` →
    ``player 1``): JSON speaks English whatever the language of the words.

    >>> default_names("nl", 2)
    {'speler 1': 'player 1', 'speler 2': 'player 2'}
    """
    return {say(lang, "common.player_n", n=i + 1): say("en", "common.player_n", n=i + 1) for i in range(count)}


def std_error_cell(error: float, lang: str, *, as_percent: bool = True) -> str:
    """A standard error with two significant digits, as the language writes numbers: a
    share as a percentage (``0.0012`` → ``0.12%``), or an amount (``as_percent=False``).

    >>> std_error_cell(0.0012345, "en"), std_error_cell(1.2345, "nl", as_percent=False)
    ('0.12%', '1,2')
    """
    shown = f"{(100 if as_percent else 1) * error:.2g}"
    digits = len(shown.partition(".")[2]) if "e" not in shown else 6
    if as_percent:
        return percent(error, lang, digits)
    return number(error, lang, digits)


def and_list(names: Sequence[str], lang: str) -> str:
    """``ann``, ``ann and bob``, ``ann, bob and cid`` in a language (the showdown's words).

    >>> and_list(["ann", "bob", "cid"], "en"), and_list(["ann", "bob"], "de")
    ('ann, bob and cid', 'ann und bob')
    """
    from pokerrank._showdown.reasons import and_list as joined

    return joined(list(names), lang)


@contextmanager
def progress_run(bar: ProgressBar, lang: str, interrupted: str | None = None) -> Iterator[ProgressBar]:
    """Run with a progress bar: the bar is wiped at the end, and Ctrl-C wipes it, says
    ``interrupted`` (default: "interrupted") on standard error and exits with status 130."""
    try:
        yield bar
    except KeyboardInterrupt:
        bar.close()
        click.echo(interrupted or say(lang, "common.interrupted"), err=True)
        sys.exit(130)
    finally:
        bar.close()


def fit_columns(table: Any, width: int, console: Any) -> bool:
    """Give each column of a rich table a width so the table fits ``width`` cells with no
    word cut: each column at least as wide as the longest word of its cells and header (a
    number, a name, a card), the widest columns narrowed first; whether it fits at all
    (the widths are set only then).

    Rich's own layout stands where it cuts no word. Where the room is short it shrinks the
    widest columns first, below their longest word, and then cuts them (``99,999,…``); here
    too the widest give way first, but none below its longest word, and fixed widths leave
    rich nothing to do.

    >>> from rich.console import Console
    >>> from rich.table import Table
    >>> table = Table()
    >>> table.add_column("player")
    >>> table.add_column("chips", justify="right")
    >>> table.add_row("bartholomew the bold", "1,234,567,890")
    >>> fit_columns(table, 31, Console(width=31)), [column.width for column in table.columns]
    (True, [11, 13])
    >>> fit_columns(table, 20, Console(width=20))
    False
    """
    from rich.cells import cell_len
    from rich.measure import Measurement

    columns = table.columns
    least, most = [], []
    for column in columns:
        texts = [_plain(cell) for cell in (column.header, *column.cells)]
        most.append(max((cell_len(line) for text in texts for line in text.split("\n")), default=1) or 1)
        words = max((cell_len(word) for text in texts for word in text.split()), default=1) or 1
        least.append(most[-1] if column.no_wrap else words)  # a column that does not wrap keeps its width
    saved = [column.width for column in columns]
    for column, size in zip(columns, most, strict=True):
        column.width = size
    unbounded = console.options.update_width(1_000_000)  # rich caps a measure at the width it is given
    overhead = Measurement.get(console, unbounded, table).maximum - sum(most)  # borders and padding
    room = width - overhead
    if sum(most) <= room:
        for column, size in zip(columns, saved, strict=True):
            column.width = size  # it fits as it is: rich lays it out
        return True
    if sum(least) > room:
        for column, size in zip(columns, saved, strict=True):
            column.width = size
        return False
    for column, size in zip(columns, saved, strict=True):
        column.width = size
    if _rich_keeps_words(table, console, width, least):
        return True  # rich's own layout cuts no word: it stands
    sizes = list(most)
    while sum(sizes) > room:  # the widest columns give way first, as rich does, none below its longest word
        widest = max(size for size, low in zip(sizes, least, strict=True) if size > low)
        for k, size in enumerate(sizes):
            if size == widest and size > least[k] and sum(sizes) > room:
                sizes[k] -= 1
    for column, size in zip(columns, sizes, strict=True):
        column.width = size
        column.overflow = "fold"  # never '…'
    return True


def _rich_keeps_words(table: Any, console: Any, width: int, least: list[int]) -> bool:
    """Whether rich's own layout of the table in ``width`` cells leaves every column at least
    ``least`` wide. Rich's column widths are private (padding included): on a rich without
    them, the answer is no, and :func:`fit_columns` lays the table out itself."""
    try:
        room = width - table._extra_width  # the borders, as rich's own rendering takes them off
        sizes = table._calculate_column_widths(console, console.options.update_width(room))
        inner = [size - table._get_padding_width(k) for k, size in enumerate(sizes)]
    except (AttributeError, TypeError):
        return False
    return len(inner) == len(least) and all(size >= low for size, low in zip(inner, least, strict=True))


def print_table(console: Any, table: Any) -> None:
    """Print a table whole in the terminal's width (:func:`fit_columns`: cells wrap at
    spaces, no number, name or card is cut); when even its narrowest layout is wider than
    the terminal, each row as a block of ``header: value`` lines instead, so nothing is cut
    off at the right edge."""
    from rich.text import Text

    if fit_columns(table, console.width, console):
        console.print(table)
        return
    columns = table.columns
    headers = [_plain(column.header) for column in columns]
    cells = [list(column.cells) for column in columns]
    for row in range(table.row_count):
        values = [_plain(cells[i][row]) if row < len(cells[i]) else "" for i in range(len(columns))]
        if values[0]:
            console.print(Text(values[0], "bold"), soft_wrap=False)
        for header, value in zip(headers[1:], values[1:], strict=True):
            if value:
                console.print(Text(f"  {header}: " if header else "  ").append(value))


def _plain(cell: Any) -> str:
    """A cell's text without its styles (markup read, a renderable that is not text empty)."""
    from rich.errors import MarkupError
    from rich.text import Text

    if isinstance(cell, Text):
        return cell.plain
    if isinstance(cell, str):
        try:
            return Text.from_markup(cell).plain
        except MarkupError:
            return cell
    return ""
