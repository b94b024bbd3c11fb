"""The pot arithmetic the audit needs: a pot over several runs, and the rake main pot first."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerrank.errors import ChipAmountError, DealError
from pokerrank.pots import rake_by_pots, split_runs


def test_split_runs_gives_the_odd_chips_to_the_first_runs() -> None:
    assert split_runs(22317, 2) == [11159, 11158]  # PokerStars: $223.17 run twice
    assert split_runs(16300, 2) == [8150, 8150]
    assert split_runs(101, 3) == [34, 34, 33]
    assert split_runs(100, 3, chip=5) == [35, 35, 30]
    assert split_runs(7, 1) == [7]


def test_split_runs_refuses_bad_input() -> None:
    with pytest.raises(DealError, match="at least once"):
        split_runs(10, 0)
    with pytest.raises(ChipAmountError, match="not a whole number of the smallest chip 5"):
        split_runs(12, 2, chip=5)


@given(st.integers(0, 10**6), st.integers(1, 4), st.sampled_from([1, 5, 25]))
def test_split_runs_conserves_chips_and_differs_by_at_most_a_chip(units: int, runs: int, chip: int) -> None:
    shares = split_runs(units * chip, runs, chip=chip)
    assert sum(shares) == units * chip and max(shares) - min(shares) <= chip
    assert shares == sorted(shares, reverse=True) and all(s % chip == 0 for s in shares)


# the hands of the shared corpus that show the policy (docs/RULES.md, "Rake"): pots, rake, rate,
# and what the room charged each pot
ROOM = [
    ([247, 93, 30], 18, 0.05, [12, 5, 1]),  # PLO, $0.01/$0.02, 2010: three pots
    ([137, 45, 72], 12, 0.05, [6, 3, 3]),
    ([315, 358], 30, 0.05, [15, 15]),  # capped at $0.30: the side pot pays what is left
    ([2337, 8134], 100, 0.0425, [99, 1]),  # 6 Card Omaha, 2022: the main pot alone nearly reaches the cap
    ([58137, 1242], 275, 0.05, [275, 0]),  # the main pot alone reaches the cap
]


@pytest.mark.parametrize(("pots", "rake", "rate", "charged"), ROOM)
def test_rake_main_pot_first_as_the_room_took_it(pots: list[int], rake: int, rate: float, charged: list[int]) -> None:
    assert rake_by_pots(pots, rake, rate=rate) == charged


def reference(pots: list[int], rake: int, rate: Fraction) -> list[int]:
    """Straight from the definition: pot k pays min(R, floor(r c_k)) - min(R, floor(r c_(k-1)))."""
    out, before = [], 0
    for k in range(len(pots)):
        upto = min(rake, int(rate * sum(pots[: k + 1])))
        out.append(upto - before)
        before = upto
    out[-1] += rake - before
    return out


@given(
    st.lists(st.integers(0, 5000), min_size=1, max_size=5),
    st.integers(0, 100),
    st.fractions(min_value=0, max_value=Fraction(1, 10), max_denominator=1000),
)
def test_rake_by_pots_follows_its_definition(pots: list[int], percent: int, rate: Fraction) -> None:
    total = sum(pots)
    rake = total * percent // 1000
    shares = rake_by_pots(pots, rake, rate=float(rate))
    assert shares == reference(pots, rake, Fraction(float(rate)).limit_denominator(10**9))
    assert sum(shares) == rake and all(s >= 0 for s in shares)


def test_rake_by_pots_without_a_rate_takes_the_rate_the_hand_shows() -> None:
    assert rake_by_pots([300, 100], 20) == [15, 5]
    assert rake_by_pots([1000], 37) == [37]
    assert rake_by_pots([10, 20], 0) == [0, 0]


def test_rake_by_pots_refuses_a_rake_the_pots_cannot_pay() -> None:
    with pytest.raises(ChipAmountError, match="more than the pots hold"):
        rake_by_pots([10, 10], 21)
    with pytest.raises(ChipAmountError, match="negative"):
        rake_by_pots([10], -1)
