"""The peer libraries (the ``bench`` extra): availability, card conversion, one call per hand.

A peer that is not installed, or fails to import, is reported with the reason and skipped;
a benchmark never fails because of it. Each :class:`Adapter` is one way of ranking hands
with one peer:

- ``prepare(hands)`` turns an (N, k) uint8 array of pokerrank codes into the peer's own
  card objects (done outside the timed region);
- ``run(prepared)`` is the timed part: the peer's public API, one call per hand, in a list
  comprehension (results kept, as a caller would);
- ``strengths(results)`` turns what ``run`` returned into an int64 array where larger is
  stronger (treys and phevaluator return 1 for the best hand, so they are negated).

Later benchmarks add adapters for other rankings (e.g. pokerkit's low hands) to their own
dict next to :data:`HIGH`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import numpy as np
import numpy.typing as npt
from _harness import CARD_NAMES, best_of

PEERS: dict[str, str] = {
    # display name: module to import
    "pkrbot": "pkrbot",
    "phevaluator": "phevaluator",
    "eval7": "eval7",
    "treys": "treys",
    "pokerkit": "pokerkit",
    "poker-equity": "poker_equity",
}

_loaded: dict[str, ModuleType | str] = {}


def load(peer: str) -> ModuleType | None:
    """The peer's module, or None when it cannot be imported (see :func:`why_missing`)."""
    if peer not in _loaded:
        try:
            _loaded[peer] = importlib.import_module(PEERS[peer])
        except Exception as exc:  # any failure to import means "skip this peer"
            _loaded[peer] = f"{type(exc).__name__}: {exc}"
    found = _loaded[peer]
    return found if isinstance(found, ModuleType) else None


def why_missing(peer: str) -> str:
    """Why :func:`load` returned None for ``peer`` ("" when it is available)."""
    load(peer)
    found = _loaded[peer]
    return "" if isinstance(found, ModuleType) else found


def distribution(peer: str) -> str:
    """The name pip installs ``peer`` under (the display names are the distribution names)."""
    return peer


def _objects(hands: npt.NDArray[np.uint8], make: Callable[[str], Any]) -> list[list[Any]]:
    """Rows of a card array as lists of the peer's card objects (one object per card code)."""
    table = np.empty(52, dtype=object)
    table[:] = [make(name) for name in CARD_NAMES]
    rows: list[list[Any]] = table[hands].tolist()
    return rows


@dataclass(frozen=True)
class Adapter:
    """One way to rank hands with one peer (see the module docstring)."""

    peer: str
    label: str
    prepare: Callable[[ModuleType, npt.NDArray[np.uint8]], Any]
    run: Callable[[ModuleType, Any], list[Any]]
    strengths: Callable[[list[Any]], npt.NDArray[np.int64]]
    note: str = ""
    public: bool = True
    """False for an entry point the peer does not document (shown, but not a "peer loop")."""

    def measure(
        self, module: ModuleType, hands: npt.NDArray[np.uint8], seconds: float, repeat: int = 3
    ) -> tuple[int, float, npt.NDArray[np.int64]]:
        """(n, hands per second, strengths of ``hands[:n]``), n sized so one run takes ``seconds``.

        Cards are converted before the clock starts; the rate is the best of ``repeat`` runs.
        """
        probe = min(2_000, len(hands))
        prepared = self.prepare(module, hands[:probe])
        elapsed = best_of(lambda: self.run(module, prepared), repeat=2)
        n = int(min(len(hands), max(probe, probe * seconds / max(elapsed, 1e-9))))
        prepared = self.prepare(module, hands[:n])
        results: list[list[Any]] = []
        elapsed = best_of(lambda: results.append(self.run(module, prepared)), repeat)
        return n, n / elapsed, self.strengths(results[-1])


def _ints(results: list[Any]) -> npt.NDArray[np.int64]:
    return np.asarray(results, dtype=np.int64)


def _negated(results: list[Any]) -> npt.NDArray[np.int64]:
    return -np.asarray(results, dtype=np.int64)


def _pkrbot_run(m: ModuleType, hands: list[list[Any]]) -> list[Any]:
    evaluate = m.evaluate
    return [evaluate(h) for h in hands]


def _eval7_run(m: ModuleType, hands: list[list[Any]]) -> list[Any]:
    evaluate = m.evaluate
    return [evaluate(h) for h in hands]


def _phevaluator_prepare(m: ModuleType, hands: npt.NDArray[np.uint8]) -> list[list[int]]:
    rows: list[list[int]] = hands.tolist()  # phevaluator's card ids are pokerrank's codes
    return rows


def _phevaluator_run(m: ModuleType, hands: list[list[int]]) -> list[Any]:
    evaluate = m.evaluate_cards
    return [evaluate(*h) for h in hands]


def _phevaluator_core_run(m: ModuleType, hands: list[list[int]]) -> list[Any]:
    evaluate = importlib.import_module("phevaluator._pheval").evaluate_7cards
    return [evaluate(*h) for h in hands]


def _treys_prepare(m: ModuleType, hands: npt.NDArray[np.uint8]) -> list[tuple[list[int], list[int]]]:
    rows = _objects(hands, m.Card.new)
    return [(row[:2], row[2:]) for row in rows]  # (hole, board), as treys' evaluate() takes them


def _treys_run(m: ModuleType, hands: list[tuple[list[int], list[int]]]) -> list[Any]:
    evaluate = m.Evaluator().evaluate
    return [evaluate(hole, board) for hole, board in hands]


def _pokerkit_prepare(m: ModuleType, hands: npt.NDArray[np.uint8]) -> list[tuple[Any, ...]]:
    return [tuple(row) for row in _objects(hands, lambda name: next(iter(m.Card.parse(name))))]


def _pokerkit_run(m: ModuleType, hands: list[tuple[Any, ...]]) -> list[Any]:
    from_game = m.StandardHighHand.from_game
    return [from_game(h) for h in hands]


def _pokerkit_strengths(results: list[Any]) -> npt.NDArray[np.int64]:
    return np.asarray([hand.entry.index for hand in results], dtype=np.int64)  # larger is stronger


def _poker_equity_prepare(m: ModuleType, hands: npt.NDArray[np.uint8]) -> list[str]:
    names = np.array(CARD_NAMES, dtype=object)[hands]
    return ["".join(row) for row in names.tolist()]


def _poker_equity_run(m: ModuleType, hands: list[str]) -> list[Any]:
    result: list[Any] = m.score_batch("high", hands)
    return result


HIGH: dict[str, Adapter] = {
    a.label: a
    for a in (
        Adapter("pkrbot", "pkrbot", lambda m, h: _objects(h, m.Card), _pkrbot_run, _ints, "evaluate(list of Card)"),
        Adapter(
            "phevaluator", "phevaluator", _phevaluator_prepare, _phevaluator_run, _negated, "evaluate_cards(*ints)"
        ),
        Adapter(
            "phevaluator",
            "phevaluator core",
            _phevaluator_prepare,
            _phevaluator_core_run,
            _negated,
            "_pheval.evaluate_7cards(*ints): private C entry point, not counted as a peer loop",
            public=False,
        ),
        Adapter("eval7", "eval7", lambda m, h: _objects(h, m.Card), _eval7_run, _ints, "evaluate(list of Card)"),
        Adapter("treys", "treys", _treys_prepare, _treys_run, _negated, "Evaluator().evaluate(hole, board)"),
        Adapter(
            "pokerkit",
            "pokerkit",
            _pokerkit_prepare,
            _pokerkit_run,
            _pokerkit_strengths,
            "StandardHighHand.from_game(cards)",
        ),
        Adapter(
            "poker-equity",
            "poker-equity batch",
            _poker_equity_prepare,
            _poker_equity_run,
            _negated,
            'score_batch("high", list of str): a batch call, not a per-hand loop',
            public=False,
        ),
    )
}
"""Adapters for the traditional high ranking of 5 to 7 cards, fastest expected first."""
