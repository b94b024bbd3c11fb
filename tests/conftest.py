"""Shared test helpers: every hand of a size as a numpy array, built once per session."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations
from pathlib import Path

import numpy as np
import pytest

from pokerrank import evaluate
from pokerrank.hands import Hand
from pokerrank.naming import singular


@cache
def all_hands(n_cards: int, deck_size: int = 52) -> np.ndarray:
    """Every ``n_cards``-card hand of a ``deck_size``-card deck in itertools order, as uint8 codes."""
    count = sum(1 for _ in combinations(range(deck_size), n_cards)) if n_cards > 5 else None
    flat = np.fromiter(
        (c for combo in combinations(range(deck_size), n_cards) for c in combo),
        dtype=np.uint8,
        count=-1 if count is None else count * n_cards,
    )
    hands = flat.reshape(-1, n_cards)
    hands.flags.writeable = False
    return hands


@pytest.fixture(scope="session")
def five_card_hands() -> np.ndarray:
    """All 2,598,960 five-card hands."""
    return all_hands(5)


SHARED = Path(__file__).resolve().parents[2] / "shared"
"""The project's shared data beside the checkout (``../shared``); CI has it, a user's fresh clone may not."""


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
    for (role, rs), (_, rw) in zip(strong.ranking.deciding(strong), weak.ranking.deciding(weak), strict=False):
        if rs != rw:
            return Verdict(ha, hb, winner, f"the {role} decides: {singular(rs)} against {singular(rw)}")
    raise AssertionError("different strengths, yet nothing decided")
