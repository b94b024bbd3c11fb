"""One policy for run parameters across equity, range_equity, icm, icm_call, outs and the
preflop tables (``pokerrank._checks.check_run_options``): one seed range, one rule for a seed
with nothing to draw (refused), numpy's integers taken wherever a whole number is, the limits
named once, and one error class for a name that is not there."""

from __future__ import annotations

import inspect

import numpy as np
import pytest

import pokerrank
from pokerrank import _checks
from pokerrank._checks import (
    MAX_DEALS,
    MAX_RANGE_DEALS,
    MAX_SAMPLES,
    MAX_SEED,
    MAX_TABLE_SAMPLES,
    RunOptions,
    check_run_options,
)
from pokerrank.errors import (
    DealError,
    ICMError,
    PokerRankError,
    RangeError,
    TableJobError,
    UnknownNameError,
    UnknownPlayerError,
)
from pokerrank.preflop import matchups, vs_random

HANDS = ["As Ks", "Qd Qc"]
BOARD = "2c 7d 9h"
STACKS = {"ann": 5000, "bob": 3000, "cid": 2000}
PAYOUTS = [70, 30]


def _equity(**kwargs):
    return pokerrank.equity("holdem", HANDS, BOARD, **kwargs)


def _range_equity(**kwargs):
    return pokerrank.range_equity("holdem", ["QQ+", "AKs"], BOARD, **kwargs)


def _icm(**kwargs):
    return pokerrank.icm(STACKS, PAYOUTS, **kwargs)


def _icm_call(**kwargs):
    return pokerrank.icm_call(STACKS, PAYOUTS, "ann", "bob", 0.5, **kwargs)


def _table(**kwargs):
    return vs_random("short-deck", **kwargs)


def _matchups(**kwargs):
    return matchups("short-deck", "AA, KK", **kwargs)


# (entry point, the error class it raises for a bad run parameter, a small sample size)
ENTRIES = [
    (_equity, DealError, 500),
    (_range_equity, DealError, 500),
    (_icm, ICMError, 500),
    (_icm_call, ICMError, 500),
    (_table, TableJobError, 200),
    (_matchups, TableJobError, 200),
]
IDS = ["equity", "range_equity", "icm", "icm_call", "vs_random", "matchups"]


# -- the shared check ----------------------------------------------------------------------------


def test_the_check_itself() -> None:
    assert check_run_options(None, None) == RunOptions(None, None)
    assert check_run_options(np.int64(10), np.uint64(3)) == RunOptions(10, 3)
    assert type(check_run_options(np.int32(10), None).samples) is int
    assert check_run_options(1, MAX_SEED).seed == MAX_SEED
    assert check_run_options(None, 5, sampled=True) == RunOptions(None, 5)  # equity's std_error samples
    for samples, seed, words in [
        (None, 5, "a seed only applies to a Monte Carlo run: give samples as well"),
        (10, -1, "seed must be at least 0, got -1"),
        (10, MAX_SEED + 1, f"seed must be at most {MAX_SEED}"),
        (10, True, "seed must be a whole number, got True (a yes/no value)"),
        (10, 2.0, "seed must be a whole number, got 2.0"),
        (0, None, "samples must be a positive whole number, got 0: at least 1"),
        (np.int64(-3), None, "samples must be a positive whole number, got -3: at least 1"),
        (True, None, "samples must be a positive whole number, got True"),
        ("10", None, "samples must be a positive whole number, got the text '10'"),
        (MAX_SAMPLES + 1, None, f"samples must be at most {MAX_SAMPLES}"),
    ]:
        with pytest.raises(PokerRankError) as info:
            check_run_options(samples, seed)
        assert str(info.value).startswith(words)
    with pytest.raises(TableJobError, match="at most"):
        check_run_options(MAX_TABLE_SAMPLES + 1, None, error=TableJobError, most=MAX_TABLE_SAMPLES)
    assert check_run_options(MAX_TABLE_SAMPLES, None, most=MAX_TABLE_SAMPLES).samples == MAX_TABLE_SAMPLES
    assert all(0 <= _checks.fresh_seed() < 2**63 for _ in range(20))


def test_the_limits_are_named_once() -> None:
    from pokerrank import _equity, _icm
    from pokerrank._equity import plan, ranges
    from pokerrank.preflop import _api

    assert plan.MAX_SAMPLES is MAX_SAMPLES and _equity.MAX_SAMPLES is MAX_SAMPLES and plan.MAX_SEED is MAX_SEED
    assert _icm.MAX_SAMPLES is MAX_SAMPLES and _api.MAX_TABLE_SAMPLES is MAX_TABLE_SAMPLES
    assert MAX_TABLE_SAMPLES != MAX_SAMPLES  # a table's samples are per cell: a limit of its own name
    assert inspect.signature(pokerrank.equity).parameters["max_deals"].default == MAX_DEALS
    assert inspect.signature(ranges._range_equity).parameters["max_deals"].default == MAX_RANGE_DEALS
    assert not hasattr(_api, "MAX_SAMPLES")


# -- every entry point ---------------------------------------------------------------------------


@pytest.mark.parametrize(("entry", "error", "n"), ENTRIES, ids=IDS)
def test_a_seed_without_samples_is_refused_everywhere(entry, error, n) -> None:
    with pytest.raises(error, match=r"^a seed only applies to a Monte Carlo \w+: give samples"):
        entry(seed=3)


@pytest.mark.parametrize(("entry", "error", "n"), ENTRIES, ids=IDS)
def test_one_seed_range_everywhere(entry, error, n) -> None:
    largest = entry(samples=n, seed=MAX_SEED)
    assert largest == entry(samples=n, seed=MAX_SEED)  # reproducible from the largest seed too
    for seed, words in ((MAX_SEED + 1, f"seed must be at most {MAX_SEED}"), (-1, "seed must be at least 0")):
        with pytest.raises(error) as info:
            entry(samples=n, seed=seed)
        assert str(info.value).startswith(words)


@pytest.mark.parametrize(("entry", "error", "n"), ENTRIES, ids=IDS)
def test_numpy_integers_are_taken_everywhere(entry, error, n) -> None:
    assert entry(samples=np.int64(n), seed=np.uint64(7)) == entry(samples=n, seed=7)
    with pytest.raises(error, match="samples"):
        entry(samples=np.int64(0), seed=7)
    with pytest.raises(error, match="samples"):
        entry(samples=np.bool_(True))


@pytest.mark.parametrize(("entry", "error", "n"), ENTRIES[:4], ids=IDS[:4])
def test_one_sample_limit_for_equity_and_icm(entry, error, n) -> None:
    with pytest.raises(error, match=f"at most {MAX_SAMPLES}"):
        entry(samples=MAX_SAMPLES + 1)


def test_the_tables_limit_is_their_own() -> None:
    with pytest.raises(TableJobError, match=f"at most {MAX_TABLE_SAMPLES}"):
        vs_random("short-deck", samples=MAX_TABLE_SAMPLES + 1)


def test_numpy_integers_elsewhere() -> None:
    spot = ("holdem", {"ann": "Ah Kh", "bob": "9s 9d"}, "2h 7h 9c")
    assert pokerrank.outs(*spot, cards=np.int64(1)) == pokerrank.outs(*spot, cards=1)
    assert pokerrank.outs(*spot, cards=np.int8(2)).cards == 2
    assert pokerrank.icm(STACKS, PAYOUTS, max_steps=np.int64(100)) == pokerrank.icm(STACKS, PAYOUTS)
    a = vs_random("short-deck", samples=300, seed=1, tasks=np.int64(3))
    assert a == vs_random("short-deck", samples=300, seed=1, tasks=3)


def test_a_table_seed_past_64_bits_draws_its_own_streams() -> None:
    """The kernels' streams hold 64 bits: a larger seed is drawn down by SeedSequence, and
    differs from the seed that has the same low 64 bits."""
    big = vs_random("short-deck", samples=2000, seed=(1 << 64) + 5)
    assert big.seed == (1 << 64) + 5
    assert big == vs_random("short-deck", samples=2000, seed=(1 << 64) + 5)
    assert big != vs_random("short-deck", samples=2000, seed=5)


# -- one class for a name that is not there ------------------------------------------------------


def test_no_such_player_is_one_class_everywhere() -> None:
    showdown = pokerrank.showdown("holdem", "2c 7d 9h Ts Jd", {"ann": "As Ks", "bob": "Qd Qc"})
    icm = pokerrank.icm({"ann": 2, "bob": 1}, [1])
    outs = pokerrank.outs("holdem", {"ann": "Ah Kh", "bob": "9s 9d"}, board="2h 7h 9c")
    table = vs_random("short-deck", samples=100, seed=1)
    stud = ("stud", {"ann": "Ah Kh 7h 2h 9c", "bob": "Qs Qd 5c 5d 8s"})
    calls = [
        (lambda: showdown.player("bbo"), UnknownNameError),  # what showdown raised before
        (lambda: icm.player("bbo"), ICMError),
        (lambda: pokerrank.icm_call({"ann": 2, "bob": 1}, [1], "bbo", "ann", 0.5), ICMError),
        (lambda: pokerrank.icm_call({"ann": 2, "bob": 1}, [1], "ann", "bob", pokerrank.equity("holdem", HANDS, BOARD)),
         ICMError),
        (lambda: outs.player("bbo"), DealError),
        (lambda: pokerrank.outs(*stud, player="bbo"), DealError),
        (lambda: table.equity("AKx"), RangeError),
        (lambda: matchups("short-deck", "AA, KK", samples=100, seed=1).equity("AA", "QQ"), RangeError),
    ]  # fmt: skip
    for call, before in calls:
        with pytest.raises(UnknownPlayerError) as info:
            call()
        error = info.value
        assert isinstance(error, UnknownNameError) and isinstance(error, before)  # no except clause misses it
        assert isinstance(error, LookupError) and isinstance(error, ValueError)
    assert "UnknownPlayerError" in pokerrank.__all__
