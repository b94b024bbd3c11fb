"""The options several commands share, as decorators: one letter means one thing everywhere.

=================  ======  ==========================================================
option             letter  meaning
=================  ======  ==========================================================
``--game``         ``-g``  the game (see ``pokerrank games``)
``--board``        ``-b``  the board cards known so far
``--dead``         ``-d``  cards known to be out of play
``--samples``      ``-n``  Monte Carlo samples (default: exact)
``--seed``                 the seed of a sampled run
``--player``       ``-p``  a player (``showdown``: NAME=CARDS; ``outs``: who draws)
``--json``                 JSON instead of text (dest ``as_json`` in every command)
``--progress``             a progress bar on long runs (``--no-progress``: none)
``--lang``                 the language of the words printed
``--workers``              run on a local Dask cluster of N processes
``--scheduler``            run on the Dask cluster at an address
=================  ======  ==========================================================

A renamed option keeps its old spelling as a hidden option (:func:`old_spelling`) where
the old spelling cannot be read as something else.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

from pokerrank.cli._lang import lang_option

__all__ = [
    "board_option",
    "dead_option",
    "deal_options",
    "game_option",
    "hands_argument",
    "json_option",
    "lang_option",
    "old_spelling",
    "progress_option",
    "samples_option",
    "scheduler_option",
    "seed_option",
    "use_new_or_old",
    "workers_option",
]

F = TypeVar("F", bound=Callable[..., Any])

GAME_HELP = "Game name or alias (see `pokerrank games`)."


def game_option(default: str | None = "holdem", text: str = GAME_HELP) -> Callable[[F], F]:
    """``--game`` / ``-g``: a game's name or alias."""
    return click.option("--game", "-g", default=default, show_default=default is not None, help=text)


def board_option(text: str = "Board cards known so far.") -> Callable[[F], F]:
    """``--board`` / ``-b``: board cards."""
    return click.option("--board", "-b", default="", help=text)


def dead_option(func: F) -> F:
    """``--dead`` / ``-d``: cards known to be out of play."""
    return click.option("--dead", "-d", default="", help="Cards known to be out of play.")(func)


def hands_argument(func: F) -> F:
    """The players' hands, one argument per player (``NAME=CARDS`` names one)."""
    return click.argument("hands", nargs=-1, required=True, metavar="[NAME=]HAND...")(func)


def deal_options(board_text: str = "Board cards known so far.") -> Callable[[F], F]:
    """What a deal starts from: the players' hands, ``--game``, ``--board`` and ``--dead``."""

    def decorate(func: F) -> F:
        return hands_argument(game_option()(board_option(board_text)(dead_option(func))))

    return decorate


def samples_option(text: str = "Monte Carlo samples (default: exact).") -> Callable[[F], F]:
    """``--samples`` / ``-n``: how many Monte Carlo samples (default: an exact run)."""
    return click.option("--samples", "-n", type=int, default=None, metavar="N", help=text)


def seed_option(text: str = "Seed for --samples (default: a fresh one, printed).") -> Callable[[F], F]:
    """``--seed``: the seed of a sampled run."""
    return click.option("--seed", type=int, default=None, help=text)


def json_option(text: str = "Print JSON instead of text.") -> Callable[[F], F]:
    """``--json``, into ``as_json`` in every command (:func:`~pokerrank.cli.guarded` reads it)."""
    return click.option("--json", "as_json", is_flag=True, help=text)


def plot_option(text: str) -> Callable[[F], F]:
    """``--plot FILE``: also draw a picture into a PNG file (needs ``pokerrank[plot]``)."""
    return click.option(
        "--plot", type=click.Path(dir_okay=False, writable=True), default=None, metavar="FILE", help=text
    )


def progress_option(func: F) -> F:
    """``--progress/--no-progress``: a progress bar (on standard error) for long runs."""
    return click.option(
        "--progress/--no-progress",
        default=True,
        help="Show a progress bar on standard error for long runs (default: shown).",
    )(func)


def _valued(name: str, metavar: str, text: str, kind: Any = None) -> Callable[[F], F]:
    """An option that takes a value (``METAVAR``), None when it is not given."""
    return click.option(name, type=kind, default=None, metavar=metavar, help=text)


def workers_option(func: F) -> F:
    """``--workers N``: run on a local Dask cluster of N worker processes."""
    return _valued("--workers", "N", "Run on a local Dask cluster of N worker processes.", int)(func)


def scheduler_option(func: F) -> F:
    """``--scheduler ADDR``: run on an existing Dask cluster."""
    return _valued(
        "--scheduler", "ADDR", "Run on the Dask cluster at ADDR (tcp://host:8786; default $POKERRANK_SCHEDULER)."
    )(func)


def old_spelling(*names: str, dest: str, kind: Any = None) -> Callable[[F], F]:
    """An option's old name, still read but not shown in ``--help`` (into ``dest``)."""
    return click.option(*names, dest, type=kind, default=None, hidden=True)


def use_new_or_old(new: Any, old: Any, new_name: str, old_name: str, default: Any) -> Any:
    """The value of a renamed option: the new spelling's, or the old one's, never both.

    >>> use_new_or_old(None, 2, "--next", "--cards", 1)
    2
    >>> use_new_or_old(None, None, "--next", "--cards", 1)
    1
    """
    if new is not None and old is not None:
        raise click.UsageError(f"{old_name} is the old name of {new_name}: give {new_name} only")
    if new is not None:
        return new
    return old if old is not None else default


def store_filters(func: F) -> F:
    """The filters of the hands of a store (``pokerrank import --db``): room, game, player,
    stakes and dates."""
    for option in reversed(
        (
            click.option("--site", default=None, help="With --db: only this room's hands (PokerStars, GGPoker, ...)."),
            click.option("--game", default=None, help="With --db: only this game, by name or alias (holdem, nlhe)."),
            click.option("--seated", default=None, metavar="NAME", help="With --db: only hands NAME was seated in."),
            click.option("--stakes", default=None, metavar="BB", help="With --db: only this big blind (0.02)."),
            click.option("--since", default=None, metavar="DATE", help="With --db: only hands played from DATE on."),
            click.option("--until", default=None, metavar="DATE", help="With --db: only hands played before DATE."),
        )
    ):
        func = option(func)
    return func


def db_option(func: F) -> F:
    """``--db PATH``: read the hands a store keeps (``pokerrank import``) instead of files."""
    return _valued("--db", "PATH", "Read the hands kept in this store (pokerrank import) instead of files.")(func)


def hand_options(func: F) -> F:
    """The options of a command that works through hands (``audit``, ``results``): where it
    runs (``--workers``, ``--scheduler``) and where the hands come from when not from files
    (``--db`` and the store's filters, read by :func:`hands_from`)."""
    for option in (store_filters, db_option, scheduler_option, workers_option):
        func = option(func)
    return func


def hands_from(paths: tuple[str, ...], db: str | None, filters: dict[str, Any]) -> Any:
    """The hand records of a command: from the store ``db`` (with its filters) or None when
    the command reads its files; giving both, neither, or filters without ``--db`` is an error."""
    given = {name: value for name, value in filters.items() if value is not None}
    if db is None:
        if not paths:
            raise click.UsageError("give FILES_OR_DIRS, or --db PATH for the hands of a store")
        if given:
            raise click.UsageError(f"--{next(iter(given))} filters the hands of a store: give --db PATH")
        return None
    if paths:
        raise click.UsageError("give FILES_OR_DIRS or --db PATH, not both")
    from pokerrank.store import stored_records

    return stored_records(db, **store_filter_values(given))


def store_filter_values(filters: dict[str, Any]) -> dict[str, Any]:
    """The filters given to :func:`store_filters` options, as the store's functions name them."""
    return {("player" if name == "seated" else name): value for name, value in filters.items() if value is not None}
