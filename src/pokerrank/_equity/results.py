"""Equity results: plain dataclasses, JSON-ready through ``to_dict()``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, asdict, dataclass, field, fields
from typing import Any, ClassVar

__all__ = ["EquityResult", "PlayerEquity"]


@dataclass(frozen=True)
class PlayerEquity:
    """One player's result.

    ``equity`` is the expected share of the pot. ``wins``: deals where the player takes the
    whole pot alone (in a hi/lo game: a scoop); ``ties``: deals where they take part of
    it; ``losses``: deals where they take nothing. In a split game (hi/lo) the deals with a
    share are also broken down: ``scoops`` (the whole pot alone), ``high_only`` (some of
    the high half, or of the whole pot when no low qualifies, and none of the low),
    ``low_only`` and ``high_and_low`` (some of both halves but not the whole pot); they are
    ``None`` in a game with one side. ``std_error`` is the standard error of ``equity``
    (0.0 when exact).
    """

    player: str
    cards: str
    equity: float
    std_error: float
    wins: int
    ties: int
    losses: int
    high_equity: float
    """The expected share of the pot won with the first side (the high hand)."""
    low_equity: float
    """The expected share won with the second side (the low, or Badugi's other half); 0.0
    in a game with one side."""
    scoops: int | None = None
    high_only: int | None = None
    low_only: int | None = None
    high_and_low: int | None = None

    of: ClassVar[Callable[..., PlayerEquity]]
    """``PlayerEquity.of(*values)``: a result from its values in field order (the fields with a
    default may be left out), made without the per-field ``object.__setattr__`` of a frozen
    dataclass's ``__init__`` (half the cost, for small exact runs); equal to
    ``PlayerEquity(*values)``."""


@dataclass(frozen=True)
class EquityResult:
    """The equities of one spot (JSON-ready through :meth:`to_dict`).

    ``deals``: how many deals were enumerated (``exact``) or sampled; ``interrupted``: a
    Monte Carlo run stopped early (Ctrl-C) and reports the deals done so far.
    """

    game: str
    board: str
    dead: str
    exact: bool
    deals: int
    players: tuple[PlayerEquity, ...]
    seed: int | None = None
    interrupted: bool = False
    notes: tuple[str, ...] = field(default=())

    of: ClassVar[Callable[..., EquityResult]]
    """``EquityResult.of(*values)``: see ``PlayerEquity.of``."""

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON.

        >>> import json, pokerrank
        >>> r = pokerrank.equity("holdem", ["Ah Ad", "Kh Kd"], board="2c 7s 9h Tc")
        >>> json.loads(json.dumps(r.to_dict()))["players"][0]["wins"]
        42
        """
        return asdict(self)


def _maker(cls: type) -> Any:
    """A constructor of ``cls`` from its field values in order: a plain twin class whose
    ``__init__`` sets the attributes as any ``__init__`` does (the fastest way Python has),
    then makes the object a ``cls`` (the same layout: ``__dict__`` and ``__weakref__``, no
    slots), so that calling it returns a ``cls``. A frozen dataclass's own ``__init__`` sets
    each field through ``object.__setattr__``, three times slower; filling ``__dict__`` in one
    step, half again."""
    names = [f.name for f in fields(cls)]
    namespace: dict[str, Any] = {"cls": cls}
    params = []
    for f in fields(cls):
        if f.default is MISSING:
            params.append(f.name)
        else:  # the field's default, as the dataclass's own __init__ has it
            namespace[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
    source = (
        f"def __init__(self, {', '.join(params)}):\n"
        + "".join(f"    self.{n} = {n}\n" for n in names)
        + "    self.__class__ = cls\n"
    )
    exec(source, namespace)  # a constructor written out for these fields, like dataclasses' own
    twin = type(f"_{cls.__name__}Twin", (), {"__init__": namespace["__init__"], "__module__": __name__})
    return staticmethod(twin)


PlayerEquity.of = _maker(PlayerEquity)
EquityResult.of = _maker(EquityResult)
