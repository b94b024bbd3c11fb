"""The enumeration: each family compiles only the kernel its rankings need, five-card
hands are valued in numpy until a kernel is loaded, and every path counts every hand as the
batch API values it.

The whole enumerations are checked against published counts elsewhere (test_high, test_lows,
test_wild); here every keyed ranking's five-card histogram is checked hand by hand, and both
kernels on six and seven cards over a few prefixes (the hands whose first two cards are
given), against ``evaluate_array`` over the same hands.
"""

from __future__ import annotations

import os
import subprocess
import sys
from itertools import combinations
from pathlib import Path

import numpy as np
import pytest

import pokerrank
from pokerrank.kernels.bundles import frozen
from pokerrank.kernels.enumeration import histogram, histogram_fives
from pokerrank.rankings import RANKINGS
from pokerrank.stats import _numpy_histogram, enumerate_stats
from pokerrank.tables.hashing import FLUSH_REPLACES

KEYED = sorted(name for name, rk in RANKINGS.items() if getattr(rk, "rank_table", None) is not None)


def _deck_hands(deck: list[int], n_cards: int, first: tuple[int, int] | None = None) -> np.ndarray:
    """Every hand of ``deck`` (or those whose two first positions are ``first``) as codes."""
    if first is None:
        combos = list(combinations(range(len(deck)), n_cards))
    else:
        a, b = first
        combos = [(a, b, *rest) for rest in combinations(range(b + 1, len(deck)), n_cards - 2)]
    positions = np.array(combos, dtype=np.intp)
    return np.asarray(np.array(deck, dtype=np.uint8)[positions], dtype=np.uint8)


@pytest.mark.parametrize("name", KEYED)
def test_every_five_card_hand_counted_as_the_batch_api_values_it(name: str) -> None:
    ranking = RANKINGS[name]
    stats = enumerate_stats(name, 5)
    hands = _deck_hands(sorted(ranking.codes), 5)
    expected = np.bincount(pokerrank.evaluate_array(hands, name), minlength=len(stats.histogram))
    assert len(expected) == len(stats.histogram)
    assert (stats.histogram == expected).all()
    assert (_numpy_histogram(ranking, None) == expected).all()  # the numpy path, whichever ran above


def _prefixes(size: int) -> list[tuple[int, int]]:
    """Pairs of first positions in a deck of ``size``, low and high, each leaving at most 19
    positions after it (a few thousand hands each)."""
    low = [(0, size - 20), (1, size - 17), (2, size - 15), (5, size - 13)]
    return [*low, (size - 22, size - 21), (size - 20, size - 18)]


@pytest.mark.parametrize("n_cards", [6, 7])
@pytest.mark.parametrize("name", KEYED)
def test_six_and_seven_cards_over_some_prefixes(name: str, n_cards: int) -> None:
    """The kernel a ranking runs (histogram_fives for FLUSH_REPLACES, else histogram) over a
    few prefixes equals the batch API's values of exactly those hands."""
    ranking = RANKINGS[name]
    deck = sorted(ranking.codes)
    tables = ranking.keyed_tables
    deck_arr = frozen(deck, np.int64)
    deck_keys = frozen(tables.card_keys[deck_arr], np.int64)
    n_bins = int(max(tables.rank_values.max(), tables.flush_values.max())) + 1
    hist = np.zeros(n_bins, dtype=np.int64)
    progress = np.zeros(1, dtype=np.int64)
    chosen = _prefixes(len(deck))
    prefixes = frozen(chosen, np.intp)
    idx, keys = np.zeros(7, dtype=np.int64), np.zeros(8, dtype=np.int64)
    if ranking.flush_mode == FLUSH_REPLACES:
        fives = frozen(list(combinations(range(n_cards), 5)), np.intp)
        hand = np.zeros((1, 7), dtype=np.uint8)
        histogram_fives(n_cards, deck_arr, deck_keys, prefixes, fives, tables, hist, progress, idx, keys, hand)
    else:
        histogram(n_cards, deck_arr, deck_keys, prefixes, tables, hist, progress, idx, keys)
    assert progress[0] == len(chosen)
    hands = np.concatenate([_deck_hands(deck, n_cards, p) for p in chosen])
    expected = np.bincount(pokerrank.evaluate_array(hands, name), minlength=n_bins)
    assert (hist == expected).all()
    assert hist.sum() == len(hands)


_WHICH = """
import sys
from pokerrank.kernels import enumeration
from pokerrank.stats import _numpy_histogram, enumerate_stats
enumerate_stats(sys.argv[1], int(sys.argv[2]))
compiled = [k for k in ("histogram", "histogram_fives") if getattr(enumeration, k).signatures]
assert all(getattr(enumeration, k).signatures == [enumeration.SIGNATURES[k]] for k in compiled)  # as declared
print(" ".join(compiled))
"""


@pytest.mark.slow
@pytest.mark.parametrize(
    ("name", "n_cards", "compiled"),
    [("high", 5, ""), ("high-bug", 5, ""), ("high", 6, "histogram"), ("ace-to-six", 6, "histogram_fives")],
)
def test_a_command_compiles_only_the_kernel_it_runs(name: str, n_cards: int, compiled: str, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("POKERRANK_", "NUMBA_"))}
    env["NUMBA_CACHE_DIR"] = str(tmp_path)
    done = subprocess.run(
        [sys.executable, "-c", _WHICH, name, str(n_cards)], capture_output=True, text=True, env=env, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == compiled.split()


_FIVE = """
import sys
from pokerrank.stats import enumerate_stats
print(enumerate_stats(sys.argv[1], 5).total, "numba" in sys.modules)
"""


@pytest.mark.slow
@pytest.mark.parametrize(("name", "total"), [("high", "2598960"), ("high-bug", "2869685")])
def test_five_card_stats_in_a_new_process_load_no_numba(name: str, total: str, tmp_path: Path) -> None:
    """Five-card hands are valued in numpy until the kernel is loaded: a first `pokerrank stats`
    compiles nothing."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("POKERRANK_", "NUMBA_"))}
    env["NUMBA_CACHE_DIR"] = str(tmp_path)
    done = subprocess.run([sys.executable, "-c", _FIVE, name], capture_output=True, text=True, env=env, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [total, "False"]
