"""Shared test helpers: every hand of a size as a numpy array, built once per session."""

from __future__ import annotations

import math
import os
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Final

import numpy as np
import pytest
from hypothesis import HealthCheck, settings

from pokerrank import evaluate
from pokerrank.hands import Hand

# The property tests draw the same examples on every run (a run that passed here passes in CI: a
# random draw that finds a new case is for exploring, not for a gate); POKERRANK_HYPOTHESIS=explore
# draws new ones each run, e.g. with --hypothesis-seed or many examples, to look for cases.
# No deadline and no too-slow health check: both are wall-clock times asserted, which a loaded
# machine (two cores, several runs at once) fails now and then with nothing wrong.
_UNTIMED: Final = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}
settings.register_profile("repeatable", derandomize=True, **_UNTIMED)
settings.register_profile("explore", derandomize=False, **_UNTIMED)
settings.load_profile(os.environ.get("POKERRANK_HYPOTHESIS", "repeatable"))


@cache
def all_hands(n_cards: int, deck_size: int = 52) -> np.ndarray:
    """Every ``n_cards``-card hand of a ``deck_size``-card deck in itertools order, as uint8 codes.

    In that order the hands whose cards are all above ``first`` are the last rows of the hands
    of one card fewer: each first card followed by those rows, first card by first card
    (tests/test_conftest_hands.py checks the result against itertools.combinations)."""
    if n_cards == 1:
        hands = np.arange(deck_size, dtype=np.uint8)[:, None]
    else:
        shorter = all_hands(n_cards - 1, deck_size)
        hands = np.empty((math.comb(deck_size, n_cards), n_cards), dtype=np.uint8)
        at = 0
        for first in range(deck_size - n_cards + 1):
            rows = math.comb(deck_size - 1 - first, n_cards - 1)
            hands[at : at + rows, 0] = first
            hands[at : at + rows, 1:] = shorter[len(shorter) - rows :]
            at += rows
    hands.flags.writeable = False
    return hands


@pytest.fixture(scope="session")
def five_card_hands() -> np.ndarray:
    """All 2,598,960 five-card hands."""
    return all_hands(5)


SHARED = Path(__file__).resolve().parents[2] / "shared"
"""The project's shared data beside the checkout (``../shared``); CI has it, a user's fresh clone may not."""


@pytest.fixture(scope="module")
def cluster() -> Iterator[Any]:
    """A Dask LocalCluster of two worker processes with nannies (a killed worker is
    restarted), one thread each, for a test module (skipped without distributed)."""
    distributed = pytest.importorskip("distributed")
    import dask

    with dask.config.set({"distributed.worker.multiprocessing-method": "spawn"}):
        local = distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0", silence_logs=50
        )
    try:
        yield local
    finally:
        local.close()


@pytest.fixture
def shared_dir(request: pytest.FixtureRequest) -> Path:
    """``../shared``, for tests marked ``shared``; the test skips when the folder is absent."""
    if request.node.get_closest_marker("shared") is None:
        raise RuntimeError("a test that reads ../shared must be marked @pytest.mark.shared")
    if not SHARED.is_dir():
        pytest.skip("../shared (hand histories, seeds, reference data) is not beside this checkout")
    return SHARED


@pytest.fixture(autouse=True)
def _english_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pin the default language: expected texts are English whatever the machine's locale.

    Tests of the language defaults pass their own environment explicitly.
    """
    monkeypatch.setenv("POKERRANK_LANG", "en")


RANK_WORDS = ("deuce", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
"""The tests' own words for the ranks (independent of the catalogs)."""
_CARD_ORDINALS = ("highest card", "second card", "third card", "fourth card", "fifth card")
_ROLE_WORDS = {
    "five_of_a_kind": ("five of a kind",),
    "top_card": ("top card",),
    "quads": ("four of a kind",),
    "quads_kicker": (None, "kicker"),
    "full_trips": ("three of a kind",),
    "full_pair": (None, "pair"),
    "trips": ("three of a kind",),
    "trips_kicker": (None, "first kicker", "second kicker"),
    "higher_pair": ("higher pair",),
    "second_pair": (None, "second pair"),
    "two_pair_kicker": (None, None, "kicker"),
    "pair": ("pair",),
    "pair_kicker": (None, "first kicker", "second kicker", "third kicker"),
    "highest_card": _CARD_ORDINALS,
    "next_card": _CARD_ORDINALS,
}
"""The tests' own words for each role key of ``Ranking.deciding()``, by position (low_ keys too)."""


def role_words(role: str, position: int) -> str:
    """What a deciding rank at ``position`` with role key ``role`` is called, in the tests' words."""
    words = _ROLE_WORDS[role.removeprefix("low_")]
    found = words[position] if position < len(words) else None
    return found if found is not None else words[0]  # type: ignore[return-value]


@dataclass(frozen=True)
class Verdict:
    """Who wins between two hands and the deciding rule, worded from the ranking's own roles."""

    a: Hand
    b: Hand
    winner: int | None
    reason: str


def verdict(a: str, b: str, ranking: str) -> Verdict:
    """Rank two hands and say what decided, from category and ``deciding()`` alone."""
    ha, hb = evaluate(a, ranking), evaluate(b, ranking)
    assert ha is not None and hb is not None
    if ha == hb:
        return Verdict(ha, hb, None, "tie")
    strong, weak = (ha, hb) if ha > hb else (hb, ha)
    winner = 0 if strong is ha else 1
    if strong.category != weak.category:
        words = [h.category.name.lower().replace("_", " ") for h in (strong, weak)]
        return Verdict(ha, hb, winner, f"{words[0]} beats {words[1]}")
    deciding = zip(strong.ranking.deciding(strong), weak.ranking.deciding(weak), strict=False)
    for position, ((role, rs), (_, rw)) in enumerate(deciding):
        if rs != rw:
            words = role_words(role, position)
            return Verdict(ha, hb, winner, f"the {words} decides: {RANK_WORDS[rs]} against {RANK_WORDS[rw]}")
    raise AssertionError("different strengths, yet nothing decided")
