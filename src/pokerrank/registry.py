"""One registry type for every kind of named thing: rankings, games, languages, odd-chip
policies and wild cards.

A :class:`Registry` maps canonical names and aliases to values through one normaliser (case,
spaces, dashes and punctuation ignored; ``+`` kept, so ``6+`` stays apart from ``6``), and
answers an unknown name with one error style: the kind, the name asked for, and the closest
known names ("did you mean ...?"), or the list of known names when nothing is close. Each
registry is filled in one place, by an explicit list, never as a side effect of an import.

>>> colours = Registry("colour", UnknownNameError, hint="see `paint --list`")
>>> _ = colours.add("red", (255, 0, 0), aliases=("scarlet",))
>>> _ = colours.add("dark-green", (0, 100, 0))
>>> colours["Scarlet"], colours.canonical("Dark Green")
((255, 0, 0), 'dark-green')
>>> colours["darkgren"]
Traceback (most recent call last):
...
pokerrank.errors.UnknownNameError: unknown colour 'darkgren'; did you mean dark-green? (see `paint --list`)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Generic, TypeVar

from pokerrank._checks import MAX_NAME_LENGTH, close_names, did_you_mean, normalize_name, plainly, shorten
from pokerrank.errors import UnknownNameError

__all__ = ["MAX_NAME_LENGTH", "Registry", "close_names", "did_you_mean", "normalize_name", "shorten"]

T = TypeVar("T")


def _article(kind: str) -> str:
    return "an" if kind[:1].lower() in "aeio" else "a"


class Registry(Generic[T]):
    """Canonical names and aliases of one kind of thing, looked up by a forgiving name.

    ``kind`` names the thing in messages (``"game"``); ``error`` is the
    :class:`~pokerrank.errors.UnknownNameError` subclass raised for an unknown name, built
    as ``error(message, suggestions)`` when it takes suggestions (``suggests=True``);
    ``hint`` ends the message (for example, where to see the list); ``plural`` names the
    kind in the plural where adding an "s" would not.
    """

    def __init__(
        self,
        kind: str,
        error: Callable[..., UnknownNameError] = UnknownNameError,
        *,
        hint: str = "",
        suggests: bool = False,
        plural: str = "",
    ) -> None:
        self.kind = kind
        self.plural = plural or f"{kind}s"
        self._error = error
        self._hint = hint
        self._suggests = suggests
        self._items: dict[str, T] = {}
        self._index: dict[str, str] = {}
        self._exact: dict[str, str] = {}

    # -- filling ---------------------------------------------------------------------------

    def add(self, name: str, item: T, aliases: tuple[str, ...] | list[str] = ()) -> T:
        """Register ``item`` under its canonical ``name`` and ``aliases``; returns ``item``.

        A name already taken by another item is an error of the code, not of the user: it
        raises ``ValueError`` at once.
        """
        if name in self._items:
            raise ValueError(f"{self.kind} {name!r} is registered twice")
        self._items[name] = item
        for alias in (name, *aliases):
            key = normalize_name(alias)
            owner = self._index.setdefault(key, name)
            if owner != name:
                raise ValueError(f"{self.kind} alias {alias!r} of {name!r} already names {owner!r}")
            self._exact.setdefault(alias, name)
        return item

    # -- lookups ---------------------------------------------------------------------------

    def find(self, name: str) -> str | None:
        """The canonical name for ``name``, or None (no error, no suggestions)."""
        found = self._exact.get(name)
        if found is None and isinstance(name, str) and len(name) <= MAX_NAME_LENGTH:
            found = self._index.get(normalize_name(name))
        return found

    def canonical(self, name: str) -> str:
        """The canonical name for ``name``, or the registry's error with suggestions."""
        if not isinstance(name, str):
            raise self._make(f"{_article(self.kind)} {self.kind} is named by a string, got {plainly(name)}", ())
        found = self.find(name)
        if found is None:
            raise self.unknown(name)
        return found

    def get(self, name: str) -> T:
        """The item called ``name`` (any alias, any case); see :meth:`canonical`."""
        return self._items[self.canonical(name)]

    __getitem__ = get

    def suggestions(self, name: str, n: int = 3) -> tuple[str, ...]:
        """The canonical names closest to ``name``, best first (at most ``n``)."""
        if len(name) > MAX_NAME_LENGTH:
            return ()
        wanted = normalize_name(name)
        if not wanted:
            return ()
        import difflib  # only for a name that is not known

        # names that begin with what was typed first ('deuce': deuce-to-seven before deuces wild)
        begins = [key for key in self._index if key.startswith(wanted)] if len(wanted) >= 3 else []
        close = difflib.get_close_matches(wanted, list(self._index), n=2 * n, cutoff=0.6)
        found = tuple(dict.fromkeys(self._index[key] for key in (*begins, *close)))[:n]
        if not found:
            found = tuple(dict.fromkeys(owner for key, owner in self._index.items() if wanted in key))[:n]
        return found

    def unknown(self, name: str) -> UnknownNameError:
        """The error for an unknown ``name``: did you mean ..., or the known names."""
        close = self.suggestions(name)
        known = f"; known {self.plural}: {', '.join(self._items)}"
        tail = f"; did you mean {' or '.join(close)}?" if close else known
        hint = f" ({self._hint})" if self._hint else ""
        return self._make(f"unknown {self.kind} {shorten(name)}{tail}{hint}", close)

    def _make(self, message: str, close: tuple[str, ...]) -> UnknownNameError:
        if self._suggests:
            return self._error(message, close)
        error = self._error(message)
        return error

    # -- a read-only mapping of canonical names ---------------------------------------------

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.find(name) is not None

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def names(self) -> tuple[str, ...]:
        """The canonical names, in the order they were added."""
        return tuple(self._items)

    def items(self) -> Mapping[str, T]:
        """A read-only view: canonical name -> item."""
        from types import MappingProxyType

        return MappingProxyType(self._items)

    def __repr__(self) -> str:
        return f"<Registry of {len(self)} {self.plural}>"
