"""The commands' progress bar: rich, on standard error, gone when the work is done."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

__all__ = ["LineProgress", "ProgressBar"]


class ProgressBar:
    """A progress bar on standard error that shows once a run has lasted ``delay`` seconds
    (a short run prints nothing) and is wiped when it stops.

    Called as ``bar(done, total, **fields)``, the callback that the library's long functions
    take; ``fields`` feed columns that name them (``{task.fields[hands]}``). ``columns``
    builds the rich columns after the label (default: rich's bar, percentage and time left);
    it is called only when the bar shows, so that rich is imported only then. A bar that is
    not ``enabled`` never shows.

    >>> bar = ProgressBar("counting", delay=60.0)
    >>> bar(5, 10)  # not shown before a minute has passed
    >>> bar.close()
    """

    def __init__(
        self,
        label: str,
        *,
        delay: float = 1.0,
        columns: Callable[[], tuple[Any, ...]] | None = None,
        enabled: bool = True,
    ) -> None:
        self.label = label
        self.delay = delay
        self.columns = columns
        self.enabled = enabled
        self.start = time.monotonic()
        self.bar: Any = None
        self.task: Any = None

    def __call__(self, done: int, total: int, **fields: Any) -> None:
        if not self.enabled:
            return
        if self.bar is None:
            if time.monotonic() - self.start < self.delay or done >= total:
                return
            from rich.console import Console
            from rich.progress import Progress, TextColumn

            columns = (TextColumn("{task.description}"), *self.columns()) if self.columns is not None else ()
            self.bar = Progress(*columns, console=Console(stderr=True), transient=True)
            self.bar.start()
            self.task = self.bar.add_task(self.label, total=total, **fields)
        self.bar.update(self.task, completed=done, total=total, **fields)

    def close(self) -> None:
        """Stop and wipe the bar (if it showed); the bar may show again on the next call."""
        if self.bar is not None:
            self.bar.stop()
            self.bar = None


class LineProgress(ProgressBar):
    """Progress for standard error when it is not a terminal (a pipe, a log file): a line every
    ``every`` seconds once a run has lasted ``delay``, with the share of the work done and the
    time left at the rate so far (the callers count work, so the estimate holds steady).

    >>> import io
    >>> out = io.StringIO()
    >>> line = LineProgress("enumerating", delay=0.0, every=0.0, stream=out)
    >>> line(25, 100)
    >>> out.getvalue().startswith("enumerating: 25% (25 of 100)")
    True
    """

    def __init__(
        self, label: str, *, delay: float = 1.0, every: float = 5.0, stream: Any = None, enabled: bool = True
    ) -> None:
        super().__init__(label, delay=delay, enabled=enabled)
        self.every = every
        self.stream = stream
        self.last: float | None = None

    def __call__(self, done: int, total: int, **fields: Any) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        elapsed = now - self.start
        if elapsed < self.delay or total <= 0 or done >= total:
            return
        if self.last is not None and now - self.last < self.every:
            return
        self.last = now
        line = f"{self.label}: {100 * done / total:.0f}% ({done:,} of {total:,})"
        if done > 0:
            left = elapsed * (total - done) / done
            line += f", about {left:.0f} s left"
        stream = self.stream
        if stream is None:
            import sys

            stream = sys.stderr
        print(line, file=stream, flush=True)

    def close(self) -> None:
        """Nothing to wipe: the lines stay in the log."""
