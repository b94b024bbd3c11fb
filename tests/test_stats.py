"""Exhaustive statistics: the numba enumeration agrees with the batch API hand by hand."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import all_hands

import pokerrank
from pokerrank.stats import enumerate_stats


@pytest.mark.slow
@pytest.mark.parametrize("ranking", ["deuce-to-seven", "ace-to-six"])
def test_six_card_lows_where_a_flush_counts_against(ranking: str) -> None:
    # Under these rankings the best five of six may avoid a flush: the enumeration takes
    # the best five-card combination exactly when a suit holds five cards.
    stats = enumerate_stats(ranking, 6)
    batch = np.bincount(pokerrank.evaluate_array(all_hands(6), ranking), minlength=len(stats.histogram))
    assert (batch == stats.histogram).all()
    assert stats.total == 20358520


@pytest.mark.parametrize("ranking", ["high", "ace-to-five", "deuce-to-seven", "ace-to-six", "badugi", "short-deck"])
def test_to_dict_is_json_ready_and_counts_sum_to_the_total(ranking: str) -> None:
    n_cards = 4 if ranking == "badugi" else 5
    stats = enumerate_stats(ranking, n_cards)
    assert sum(stats.counts.values()) == stats.total
    data = stats.to_dict()
    assert data["total"] == stats.total and data["cards"] == n_cards


def test_stats_size_errors() -> None:
    with pytest.raises(pokerrank.HandSizeError):
        enumerate_stats("high", 4)
    with pytest.raises(pokerrank.UnknownNameError):
        enumerate_stats("nope", 5)
