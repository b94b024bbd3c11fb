"""Compiling the numba kernels: where they are cached, when they compile, what the user sees.

pokerrank's kernels are compiled by numba for the machine they run on, once: numba keeps
the machine code in a cache and later processes load it in milliseconds. This module holds
what every kernel family shares (the families themselves are listed in
:mod:`pokerrank.kernels.families`):

- **Where** (:func:`configure_cache`, run before numba is imported): ``NUMBA_CACHE_DIR``
  when it is set; else one user cache folder whatever the install, regular, editable or
  read-only (``$XDG_CACHE_HOME/pokerrank/numba``, ``~/.cache/pokerrank/numba``,
  ``~/Library/Caches/pokerrank/numba`` or ``%LOCALAPPDATA%\\pokerrank\\numba``), and a
  temporary folder when even that is not writable. Nothing is written beside the source, so
  a checkout stays clean and cleaning it keeps the compiled kernels. Inside the folder numba
  files each kernel by the folder of its source and checks the source's stamp, so each
  installed copy of pokerrank (a checkout, a virtual environment) compiles once.
- **When** (:func:`prepare`): each family on the first use of that family, with one
  signature per kernel (the arrays' types are fixed by the callers), so one command
  compiles only what it runs.
- **What the user sees**: when a family is about to compile (no mark of it in the cache) or
  takes longer than a quarter of a second to load, one line on standard error says what is
  being compiled, that it happens once, and about how long, with a progress bar that moves;
  only when standard error is a terminal and notices are on (the CLI turns them off for
  ``--json``; ``POKERRANK_NOTICE=0`` turns them off everywhere).
- **Threads** (:func:`run_split`, :func:`run_items`): kernels compiled with ``nogil`` run on a
  thread pool shared by every caller, which is safe when many threads call at once and
  needs no numba threading layer; :func:`parallel_guard` serializes the kernels that still
  use numba's ``parallel=True`` where numba's threading layer is not safe for concurrent
  calls (its ``workqueue`` layer aborts the process). After ``os.fork`` the child starts a
  pool of its own.

>>> configure_cache() is None   # idempotent: the second call changes nothing
True
>>> split_ranges(10, 3)
[(0, 4), (4, 7), (7, 10)]
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Final, TypeVar

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor

__all__ = [
    "Family",
    "cache_location",
    "configure_cache",
    "is_cached",
    "notices",
    "notices_enabled",
    "parallel_guard",
    "prepare",
    "run_items",
    "run_split",
    "split_ranges",
    "thread_count",
]

T = TypeVar("T")

NOTICE_AFTER: Final = 0.25
"""Seconds a load may take before the notice appears even though the cache holds a mark."""
_ENV_NOTICE: Final = "POKERRANK_NOTICE"
_ENV_THREADS: Final = "POKERRANK_THREADS"


# -- where: the numba cache ---------------------------------------------------------------

_configured = False
_location: Path | None = None
"""Where the kernels are cached; None until :func:`configure_cache` ran."""


def _writable(folder: Path) -> bool:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError:
        return False
    return True


def _user_cache_root() -> Path:
    if sys.platform == "win32":
        return Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches"
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")


def configure_cache() -> None:
    """Choose the folder of numba's cache for pokerrank's kernels; run before numba is imported.

    ``NUMBA_CACHE_DIR`` wins when it is set. Otherwise this sets ``NUMBA_CACHE_DIR`` to the
    user's cache folder (a temporary one when that is not writable), the same for every
    install: numba's default, beside the kernels' source, would put an editable install's
    cache in the checkout. If numba is already imported, its configuration is updated too.
    """
    global _configured, _location
    if _configured:
        return None
    _configured = True
    given = os.environ.get("NUMBA_CACHE_DIR")
    if given:
        _location = Path(given)
        return None
    for folder in (_user_cache_root() / "pokerrank" / "numba", Path(tempfile.gettempdir()) / _temp_name()):
        if _writable(folder):
            _location = folder
            os.environ["NUMBA_CACHE_DIR"] = str(folder)
            numba_config = sys.modules.get("numba.core.config")
            if numba_config is not None:
                numba_config.CACHE_DIR = str(folder)  # type: ignore[attr-defined]
            return None
    return None  # nowhere to write: numba compiles in every process


def _temp_name() -> str:
    user = getattr(os, "getuid", lambda: 0)()
    return f"pokerrank-numba-{user}"


def cache_location() -> Path | None:
    """The folder numba's cache of pokerrank's kernels lives in (None: nowhere writable).

    >>> cache_location() is None or cache_location().is_dir()
    True
    """
    configure_cache()
    return _location


# -- when: families compiled on first use ---------------------------------------------------


@dataclass(frozen=True)
class Family:
    """Kernels compiled together, on the first use of any of them.

    ``kernels``: ``"module:function"`` names; each module holds a ``SIGNATURES`` mapping from
    function name to its one signature (a tuple of numba types). ``seconds``: about how long
    the family takes to compile on a 2-core machine (the notice's estimate).
    """

    name: str
    title: str
    """What the notice says is being compiled ("the hand evaluator")."""
    kernels: tuple[str, ...]
    seconds: float

    @property
    def ready(self) -> bool:
        """Whether the family is compiled or loaded in this process."""
        return self.name in _ready

    def sources(self) -> list[Path]:
        """The source files of the family's kernels (their stamps key numba's cache)."""
        out = []
        for entry in self.kernels:
            module = entry.partition(":")[0]
            relative = module.removeprefix("pokerrank.").replace(".", os.sep) + ".py"
            out.append(Path(__file__).resolve().parent / relative)
        return out


_compile_lock = threading.RLock()
_ready: set[str] = set()
"""The families compiled or loaded in this process."""


def _numba_version() -> str:
    numba = sys.modules.get("numba")
    if numba is not None:
        return str(numba.__version__)
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("numba")
    except PackageNotFoundError:  # pragma: no cover - numba is a dependency
        return "?"


_marks: dict[tuple[Family, Path], Path | None] = {}
"""Each family's mark by the cache folder, worked out once per process (:func:`_mark`)."""


def _mark(family: Family) -> Path | None:
    """The file that says the family is in the cache, for this numba, Python and source.

    Worked out once per process and cache folder: numba's and Python's versions do not change
    in a process, nor do the sources of the running copy (numba itself takes their stamps
    once, when a kernel's module is imported). The first call reads the sources' stamps and
    hashes them (tens of microseconds; hundreds when numba is not imported yet and its
    version is read from the install's metadata); the next ones look the answer up. Threads
    that work it out at the same time work out the same path: no lock is needed.
    """
    location = cache_location()
    if location is None:
        return None
    key = (family, location)
    try:
        return _marks[key]
    except KeyError:
        pass
    mark = _marks[key] = _mark_now(family, location)
    return mark


def _mark_now(family: Family, location: Path) -> Path | None:
    """:func:`_mark` worked out afresh: the sources' stamps and the versions, hashed."""
    stamp = [family.name, _numba_version(), sys.version, *family.kernels]
    for path in family.sources():
        try:
            info = path.stat()
        except OSError:
            return None
        stamp.append(f"{path.name}:{info.st_mtime_ns}:{info.st_size}")
    import hashlib

    digest = hashlib.sha256("|".join(stamp).encode()).hexdigest()[:16]
    return location / "pokerrank-marks" / f"{family.name}-{digest}"


def is_cached(family: Family) -> bool:
    """Whether a previous process compiled the family into the cache (as far as a mark says).

    The mark follows numba's own key (the source files' stamps, numba's and Python's
    versions); numba may still recompile, for another processor sharing the folder.
    Cheap to ask again and again (a few microseconds): the mark's name is worked out once
    per process, and only whether the file is there is asked each time, so a family that
    another process compiles meanwhile, or whose mark is removed, is answered as it is now.
    """
    if family.ready:
        return True
    mark = _mark(family)
    return mark is not None and mark.exists()


def prepare(*families: Family, notice: bool | None = None) -> None:
    """Compile (or load from the cache) every kernel of ``families`` not yet ready.

    Shows the compile notice on standard error when it is wanted (see
    :func:`notices_enabled`; ``notice`` overrides it) and a family is not in the cache, or
    when loading takes more than :data:`NOTICE_AFTER` seconds.
    """
    todo = [f for f in families if not f.ready]
    if not todo:
        return
    with _compile_lock:
        todo = [f for f in todo if not f.ready]
        if not todo:
            return
        missing = [f for f in todo if not is_cached(f)]
        show = notices_enabled() if notice is None else notice
        progress = _Notice(missing or todo, _stream()) if show else None
        if progress is not None and missing:
            progress.show()  # at once: the line says what compiles before numba is even imported
        for family in todo:  # numba and the kernel modules (a cache hit costs no more than this)
            for entry in family.kernels:
                import_module(entry.partition(":")[0])
        _numba_ready()
        if progress is not None and not missing:
            progress.show_after(NOTICE_AFTER)  # a mark, but numba compiles all the same (a stale cache)
        try:
            for family in todo:
                _compile_family(family, progress)
        finally:
            if progress is not None:
                progress.close()


def _numba_ready() -> None:
    """Numba's own start-up, paid once per process on the first kernel, cached or not
    (its typing and lowering registries: about half a second on a busy 2-core machine), so
    that the wait for a cached family is not mistaken for a compile."""
    with contextlib.suppress(Exception):  # internal API: only the notice's timing depends on it
        from numba.core.registry import cpu_target

        cpu_target.target_context.refresh()


def _compile_family(family: Family, progress: _Notice | None) -> None:
    for entry in family.kernels:
        module_name, _, name = entry.partition(":")
        module = import_module(module_name)
        signature = module.SIGNATURES[name]
        getattr(module, name).compile(signature)
        if progress is not None:
            progress.advance(family, entry)
    _ready.add(family.name)
    mark = _mark(family)
    if mark is not None and not mark.exists():
        with contextlib.suppress(OSError):
            mark.parent.mkdir(parents=True, exist_ok=True)
            mark.write_text(f"{family.name}: {', '.join(family.kernels)}\n")


# -- what the user sees -----------------------------------------------------------------------

_notices_on: list[bool] = [True]


def notices_enabled() -> bool:
    """Whether compile notices are shown: on unless turned off (:func:`notices`,
    ``POKERRANK_NOTICE=0``), and only when standard error is a terminal."""
    if not _notices_on[-1] or os.environ.get(_ENV_NOTICE, "1").strip().lower() in ("0", "no", "off", "false"):
        return False
    stream = _stream()
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):  # a closed or unusual stream
        return False


@contextlib.contextmanager
def notices(on: bool) -> Iterator[None]:
    """Turn compile notices on or off inside a ``with`` block (the CLI's ``--json`` turns them off).

    >>> with notices(False):
    ...     notices_enabled()
    False
    """
    _notices_on.append(on)
    try:
        yield
    finally:
        _notices_on.pop()


def _stream() -> IO[str]:
    return sys.stderr


_NOTICE_WORDS: dict[str, str] = {}
"""The compile notice's words in the command line's language (:func:`say_notice_in`)."""


def say_notice_in(words: Mapping[str, str]) -> None:
    """Say the compile notice in these words (empty: English): ``compiling`` (a template with
    ``{what}`` and ``{seconds}``), ``and`` (between the last two titles), ``bar`` (the bar's
    label) and each family's title by its name. The command line gives its ``--lang``'s
    words (this floor has no catalogs of its own).

    >>> say_notice_in({"hands": "l'évaluateur de mains"}); _NOTICE_WORDS["hands"]
    "l'évaluateur de mains"
    >>> say_notice_in({}); _NOTICE_WORDS
    {}
    """
    _NOTICE_WORDS.clear()
    _NOTICE_WORDS.update(words)


class _Notice:
    """One line saying what compiles, then a bar that moves with the time the compile takes."""

    def __init__(self, families: Sequence[Family], stream: IO[str]) -> None:
        self.families = list(families)
        self.stream = stream
        self.total = sum(f.seconds for f in self.families) or 1.0
        self.done = 0.0
        """Estimated seconds of the kernels already compiled."""
        self.per_kernel = {f.name: f.seconds / max(len(f.kernels), 1) for f in self.families}
        self.start = time.monotonic()
        self.finished = threading.Event()
        self.thread: threading.Thread | None = None
        self.lock = threading.Lock()

    def text(self) -> str:
        """The notice: what compiles, that it happens once, and about how long (in the words
        :func:`say_notice_in` gave, English without them)."""
        words = _NOTICE_WORDS
        titles = [words.get(f.name, f.title) for f in self.families]
        joiner = words.get("and", " and ")
        what = titles[0] if len(titles) == 1 else ", ".join(titles[:-1]) + joiner + titles[-1]
        template = words.get("compiling", "pokerrank: compiling {what} (once per machine, about {seconds} s)")
        return template.format(what=what, seconds=max(1, round(self.total)))

    def show(self) -> None:
        """The line now, from the calling thread; then the bar, from a thread of its own."""
        self._line()
        self._start(0.0, line=False)

    def show_after(self, delay: float) -> None:
        """The line and the bar, if the work is not done after ``delay`` seconds."""
        self._start(delay, line=True)

    def _line(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            self.stream.write(self.text() + "\n")
            self.stream.flush()

    def _start(self, delay: float, *, line: bool) -> None:
        self.thread = threading.Thread(target=self._run, args=(delay, line), name="pokerrank-notice", daemon=True)
        self.thread.start()

    def advance(self, family: Family, entry: str) -> None:
        with self.lock:
            self.done = min(self.total, self.done + self.per_kernel.get(family.name, 0.0))

    def _completed(self) -> float:
        """Seconds of the estimate shown as done: the kernels finished, and the time spent on
        the current one, up to 95 % of its share."""
        elapsed = time.monotonic() - self.start
        with self.lock:
            done = self.done
        share = max(self.per_kernel.values(), default=0.0)
        return min(self.total * 0.99, max(done, min(elapsed, done + 0.95 * share)))

    def _run(self, delay: float, line: bool) -> None:
        if delay and self.finished.wait(delay):
            return
        if line:
            self._line()
        from rich.console import Console
        from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

        console = Console(file=self.stream, stderr=self.stream is sys.stderr, highlight=False)
        bar = Progress(
            TextColumn("  " + _NOTICE_WORDS.get("bar", "compiling")),
            BarColumn(),
            TextColumn("{task.percentage:>3.0f}%"),
            TimeElapsedColumn(),
            console=console,
            transient=True,
            auto_refresh=False,
        )
        with bar:
            task = bar.add_task("compiling", total=self.total)
            while not self.finished.wait(0.1):
                bar.update(task, completed=self._completed())
                bar.refresh()
            bar.update(task, completed=self.total)
            bar.refresh()

    def close(self) -> None:
        self.finished.set()
        if self.thread is not None:
            self.thread.join()


# -- threads --------------------------------------------------------------------------------

_pool: ThreadPoolExecutor | None = None
_pool_lock = threading.Lock()
_threads: list[int] = []


def thread_count() -> int:
    """Threads the nogil kernels use: ``POKERRANK_THREADS``, else ``NUMBA_NUM_THREADS``, else
    the processors this process may run on. ``POKERRANK_THREADS`` set to anything but a whole
    number of at least 1 (blank is unset) is a :class:`~pokerrank.errors.SettingError`, raised
    here, where the threads are first needed.

    >>> thread_count() >= 1
    True
    """
    if _threads:
        return _threads[-1]
    raw = os.environ.get(_ENV_THREADS, "")
    value = raw.strip()
    if value:
        if not value.isascii() or not value.isdigit() or int(value) < 1:
            from pokerrank.errors import SettingError

            raise SettingError(f"{_ENV_THREADS} must be a whole number of threads, at least 1, got {raw!r}")
        return int(value)
    value = os.environ.get("NUMBA_NUM_THREADS", "").strip()
    if value.isascii() and value.isdigit() and int(value) > 0:
        return int(value)
    affinity = getattr(os, "sched_getaffinity", None)
    return max(1, len(affinity(0)) if affinity is not None else (os.cpu_count() or 1))


def _executor() -> ThreadPoolExecutor:
    global _pool
    from concurrent.futures import ThreadPoolExecutor

    with _pool_lock:
        if _pool is None:
            _pool = ThreadPoolExecutor(max_workers=max(1, thread_count() - 1), thread_name_prefix="pokerrank")
        return _pool


def _forget_pool() -> None:
    """In a child after ``fork``: the parent's threads do not exist here; start afresh."""
    global _pool, _pool_lock, _compile_lock
    _pool = None
    _pool_lock = threading.Lock()
    _compile_lock = threading.RLock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_pool)


def split_ranges(n: int, parts: int) -> list[tuple[int, int]]:
    """``[0, n)`` cut into ``parts`` contiguous ranges of near-equal size (none empty)."""
    parts = max(1, min(parts, n))
    size, extra = divmod(n, parts)
    out, start = [], 0
    for i in range(parts):
        stop = start + size + (1 if i < extra else 0)
        out.append((start, stop))
        start = stop
    return out


def run_split(n: int, task: Callable[[int, int], T], *, min_size: int = 50_000) -> list[T]:
    """``task(start, stop)`` over ``[0, n)`` cut into one range per thread, in order.

    The calling thread runs the first range itself; below ``2 * min_size`` items everything
    runs in the calling thread. ``task`` must release the GIL (a ``nogil`` kernel) for the
    ranges to run at the same time.
    """
    threads = min(thread_count(), n // max(min_size, 1))
    if threads <= 1:
        return [task(0, n)]
    ranges = split_ranges(n, threads)
    pool = _executor()
    futures: list[Future[T]] = [pool.submit(task, start, stop) for start, stop in ranges[1:]]
    first = task(*ranges[0])
    return [first, *(f.result() for f in futures)]


def run_items(items: Sequence[Any], task: Callable[[Any], T], *, threads: int | None = None) -> list[T]:
    """``task(item)`` for every item, on the pool and the calling thread, results in order.

    For work that is uneven between items (the enumeration's prefixes): the threads take
    the next item as they finish one. ``threads``: at most this many threads, the calling
    one included (default :func:`thread_count`).
    """
    wanted = thread_count() if threads is None else max(1, min(threads, thread_count()))
    if len(items) <= 1 or wanted <= 1:
        return [task(item) for item in items]
    results: list[Any] = [None] * len(items)
    lock = threading.Lock()
    position = [0]

    def worker() -> None:
        while True:
            with lock:
                index = position[0]
                position[0] += 1
            if index >= len(items):
                return
            results[index] = task(items[index])

    pool = _executor()
    futures = [pool.submit(worker) for _ in range(min(wanted, len(items)) - 1)]
    worker()
    for future in futures:
        future.result()
    return results


_parallel_lock = threading.Lock()
_safe_layer: list[bool] = []


@contextlib.contextmanager
def parallel_guard() -> Iterator[None]:
    """Around a call of a numba ``parallel=True`` kernel: one call at a time unless numba's
    threading layer is safe for concurrent calls (``tbb`` or ``omp``); ``workqueue`` aborts
    the process when two threads launch parallel kernels at once."""
    if _safe_layer and _safe_layer[0]:
        yield
        return
    with _parallel_lock:
        yield
        if not _safe_layer:
            import numba

            try:
                layer = numba.threading_layer()  # type: ignore[attr-defined]
            except ValueError:  # no parallel kernel has run yet
                return
            _safe_layer.append(layer in ("tbb", "omp"))
