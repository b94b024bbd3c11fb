"""The ``pokerrank`` command: a thin layer over the public API.

Each group of commands lives in its own module and registers itself on :data:`cli`.
Bad input prints one line, ``error: ...``, to standard error and exits with status 2.
"""

from __future__ import annotations

import contextlib
import json
import re
import sys
from collections.abc import Callable, Sequence
from functools import wraps
from typing import Any, TypeVar

import click

from pokerrank._compile import notices
from pokerrank._version import __version__
from pokerrank.errors import PokerRankError

__all__ = ["OneLineErrors", "cli", "emit_json", "guarded", "main", "one_line"]

F = TypeVar("F", bound=Callable[..., Any])


class OneLineErrors(click.Group):
    """A click group whose own usage errors (a missing argument, a bad option value, a file
    that cannot be opened) print one line too, ``error: ...``, and exit with status 2."""

    def main(
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        """Run the command; in standalone mode, click's errors become one line and status 2."""
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, False, **extra)
        _forgiving_streams()
        try:
            code = super().main(args, prog_name, complete_var, False, **extra)
        except click.ClickException as exc:
            if type(exc).__name__ == "NoArgsIsHelpError":  # bare `pokerrank`: the help is the answer
                exc.show()
                sys.exit(exc.exit_code)
            hint = ""
            ctx = getattr(exc, "ctx", None)
            if ctx is not None:
                hint = f" (see '{ctx.command_path} --help')"
            said = re.sub(r":?\s*\n\s*", lambda m: ": " if m[0].startswith(":") else " ", exc.format_message())
            click.echo(f"error: {one_line(said)}{hint}", err=True)
            sys.exit(2)
        except click.Abort:
            click.echo("Aborted!", err=True)
            sys.exit(1)
        sys.exit(code if isinstance(code, int) else 0)

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command; a reader that stops reading (``pokerrank games | head -1``) ends it
        quietly with status 0: what was asked for has been read."""
        try:
            return super().invoke(ctx)
        except BrokenPipeError:
            _silence_stdout()
            ctx.exit(0)


def _forgiving_streams() -> None:
    """Text that the output's encoding cannot write (a name with a lone surrogate from a
    command line that is not UTF-8, a symbol on a Latin-1 terminal) is written escaped
    (``\\udcff``) instead of ending the command with a traceback."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(ValueError, OSError):  # a closed or detached stream: leave it
                reconfigure(errors="backslashreplace")


def _silence_stdout() -> None:
    """Point standard output at the null device, so that flushing it at exit (to a pipe
    whose reader is gone) raises nothing more."""
    import os

    try:
        fd = sys.stdout.fileno()
    except (AttributeError, ValueError, OSError):  # not a real file (tests capture output)
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, fd)
    os.close(devnull)


_MAX_ERROR_LENGTH = 1000
_CONTROL = {code: f"\\x{code:02x}" for code in (*range(32), *range(127, 160))} | {10: "\\n", 13: "\\r", 9: "\\t"}
_CONTROL |= {0x2028: "\\u2028", 0x2029: "\\u2029"}  # line and paragraph separators


def one_line(message: str) -> str:
    """An error message as one line of bounded length: newlines and other control characters
    written as escapes, the middle of a message over 1,000 characters cut out.

    >>> one_line("bad card 'As\\nKd'")
    "bad card 'As\\\\nKd'"
    """
    if len(message) > _MAX_ERROR_LENGTH:
        half = _MAX_ERROR_LENGTH // 2
        message = f"{message[:half]} … {message[-half:]}"
    return message.translate(_CONTROL)


@click.group(cls=OneLineErrors, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="pokerrank")
def cli() -> None:
    """pokerrank: who wins at poker, why, and how often."""


def guarded(func: F) -> F:
    """Turn every PokerRankError into a one-line error and exit status 2; no compile notice
    (:mod:`pokerrank._compile`) on standard error when the command prints JSON."""

    @wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            with notices(not kwargs.get("as_json")):
                return func(*args, **kwargs)
        except PokerRankError as exc:
            click.echo(f"error: {one_line(str(exc))}", err=True)
            sys.exit(2)

    return wrapper  # type: ignore[return-value]


def emit_json(data: Any, fmt: str | None = None) -> None:
    """Print ``data`` as indented JSON (UTF-8 kept readable), stamped with the format ``fmt``
    (its name and version first; see :mod:`pokerrank.formats`) when one is given."""
    if fmt is not None:
        from pokerrank.formats import stamp

        data = stamp(data, fmt)
    click.echo(json.dumps(data, indent=2, ensure_ascii=False))


def main(argv: list[str] | None = None) -> None:
    """Entry point of the ``pokerrank`` console script."""
    cli.main(args=argv, prog_name="pokerrank")


# Command modules register themselves on import.
from pokerrank.cli import equity as _equity  # noqa: E402, F401
from pokerrank.cli import games as _games  # noqa: E402, F401
from pokerrank.cli import handhistory as _handhistory  # noqa: E402, F401
from pokerrank.cli import hands as _hands  # noqa: E402, F401
from pokerrank.cli import icm as _icm  # noqa: E402, F401
from pokerrank.cli import outs as _outs  # noqa: E402, F401
from pokerrank.cli import preflop as _preflop  # noqa: E402, F401
from pokerrank.cli import showdown as _showdown  # noqa: E402, F401
from pokerrank.cli import store as _store  # noqa: E402, F401
from pokerrank.cli import warmup as _warmup  # noqa: E402, F401
