"""Equity's run parameters: precision targets, and every bad value refused at the edge.

Each reproducer of issue 16 is here: before the fix it leaked Python's own error (seed "abc",
-1, [1, 2], samples 0, max_deals None, progress 5, hands None), ran until killed (samples
1e17 or 2**70, three random players exact, 23 random players sampled), or said nothing
(parse_range("AKs:0")).
"""

from __future__ import annotations

import numpy as np
import pytest

from pokerrank import _equity, equity, parse_range, range_equity
from pokerrank._equity import MAX_SAMPLES, MIN_STD_ERROR, engine
from pokerrank.errors import CardCountError, DealError, PokerRankError, RangeError, TooManyDealsError

SPOT = ("holdem", ["As Ks", "Qd Qc"])

# -- a precision target --------------------------------------------------------------------------


def test_std_error_target_is_met_and_repeatable():
    first = equity(*SPOT, std_error=0.002, seed=11)
    again = equity(*SPOT, std_error=0.002, seed=11)
    assert first == again
    assert not first.exact and first.seed == 11
    assert all(p.std_error < 0.002 for p in first.players)
    # about the deals the target needs (the variance of a share is at most 1/4), not a fixed batch
    assert 20_000 < first.deals < 1 / (4 * 0.002**2) * 1.2
    assert first.notes == (f"sampled until every standard error was below 0.002: {first.deals:,} deals",)
    other = equity(*SPOT, std_error=0.002, seed=12)
    assert other != first and all(p.std_error < 0.002 for p in other.players)


def test_std_error_target_in_every_kind_of_run():
    for game, hands, board in [
        ("omaha-hi-lo", ["Ah 2h 9c 9d", "Ks Kh Qd Jd"], "3d 4s 5c"),
        ("stud", ["As Ks Qs", "Ah Ad Kh"], ""),
        ("omaha", ["AA**", "Ks Kd 7s 7d"], "Kc 7h 2d"),
    ]:
        result = equity(game, hands, board=board, std_error=0.005, seed=2)
        assert all(p.std_error < 0.005 for p in result.players)
        assert result == equity(game, hands, board=board, std_error=0.005, seed=2)
    ranged = range_equity("holdem", ["QQ+, AKs", "JJ-99"], "Ts 7d 2h", std_error=0.004, seed=5)
    assert all(p.std_error < 0.004 for p in ranged.players) and ranged.deals > 1000


def test_samples_caps_a_target_and_says_so():
    result = equity(*SPOT, std_error=0.0001, samples=20_000, seed=1)
    assert result.deals == 20_000
    assert result.notes[0].startswith("stopped at samples=20,000 deals before")


# -- bad parameters: a typed error naming the parameter, before any work -------------------------

BAD = [
    ({"seed": "abc", "samples": 10}, "seed", "the text 'abc'"),
    ({"seed": -1, "samples": 10}, "seed", "at least 0"),
    ({"seed": [1, 2], "samples": 10}, "seed", "a list"),
    ({"seed": True, "samples": 10}, "seed", "yes/no"),
    ({"seed": 1.5, "samples": 10}, "seed", "1.5"),
    ({"seed": 2**200, "samples": 10}, "seed", "at most"),
    ({"samples": 0}, "samples", "at least 1"),
    ({"samples": -5}, "samples", "at least 1"),
    ({"samples": 1e17}, "samples", "1e+17"),
    ({"samples": 2**70}, "samples", f"at most {MAX_SAMPLES}"),
    ({"samples": True}, "samples", "yes/no"),
    ({"samples": "100"}, "samples", "the text '100'"),
    ({"max_deals": None}, "max_deals", "nothing (None)"),
    ({"max_deals": 0}, "max_deals", "at least 1"),
    ({"max_deals": 2.5}, "max_deals", "2.5"),
    ({"progress": 5}, "progress", "5"),
    ({"progress": "x"}, "progress", "the text 'x'"),
    ({"interruptible": "yes"}, "interruptible", "the text 'yes'"),
    ({"std_error": "0.01"}, "std_error", "the text '0.01'"),
    ({"std_error": 0}, "std_error", f"from {MIN_STD_ERROR:g} to 0.5"),
    ({"std_error": -0.1}, "std_error", "-0.1"),
    ({"std_error": float("nan")}, "std_error", "nan"),
    ({"std_error": True}, "std_error", "yes/no"),
    ({"std_error": 1e-9}, "std_error", "1e-09"),
]


def _no_work(monkeypatch: pytest.MonkeyPatch, module: object, *names: str) -> None:
    """Make each named function of ``module`` fail the test if it is called: the work it
    starts must not be reached."""

    def boom(*args: object, **kwargs: object) -> None:
        raise AssertionError("work started before the parameters were refused")

    for name in names:
        monkeypatch.setattr(module, name, boom)


@pytest.mark.parametrize(("kwargs", "name", "shown"), BAD, ids=[f"{k}" for k, _, _ in BAD])
def test_a_bad_parameter_is_refused_by_name(kwargs, name, shown, monkeypatch):
    _no_work(monkeypatch, _equity, "quick_exact", "plan_spot")  # refused before any work
    with pytest.raises(DealError) as info:
        equity(*SPOT, **kwargs)
    message = str(info.value)
    assert message.startswith(name) and shown in message
    with pytest.raises(DealError, match=f"^{name}"):
        range_equity("holdem", ["QQ+", "AKs"], **kwargs)


def test_hands_none_and_other_shapes():
    with pytest.raises(DealError, match="got nothing \\(None\\)"):
        equity("holdem", None)
    with pytest.raises(DealError, match="single string"):
        equity("holdem", "As Ks Qd Qc")
    with pytest.raises(DealError, match="list of the players' cards"):
        equity("holdem", 5)
    with pytest.raises(DealError, match="name"):
        equity("holdem", {1: "As Ks", "b": "Qd Qc"})
    # ragged lists of codes: the player with the wrong number of cards is named
    with pytest.raises(CardCountError, match="player 2 has 1 cards"):
        equity("holdem", [[51, 47], [1]])
    # an array of codes, one row per player, works as the lists do
    by_array = equity("holdem", np.array([[51, 47], [41, 40]]), board="2c 7d 9h Ts")
    assert by_array == equity("holdem", ["As Ks", "Qd Qc"], board="2c 7d 9h Ts")


def test_parse_range_with_no_hand_left_says_so():
    with pytest.raises(RangeError, match="no hand with a weight above 0"):
        parse_range("AKs:0")
    with pytest.raises(RangeError, match="no hand with a weight above 0"):
        parse_range("AA**:0", cards=4)
    assert len(parse_range("QQ+, QhQs:0")) == 17


def test_three_random_players_exact_are_refused_before_anything_is_built(monkeypatch):
    # refused from the count of deals alone: no combination listed, no layout built, nothing run
    _no_work(monkeypatch, engine, "player_combos", "board_layout", "run_board_exact", "run_deals_exact")
    with pytest.raises(TooManyDealsError, match="samples=N"):
        range_equity("holdem", ["random", "random", "random"])
    with pytest.raises(TooManyDealsError):
        equity("holdem", ["random", "**", "As*"])


def test_twenty_three_random_players_sample_at_once(monkeypatch):
    # unknown hands are dealt from the deck like the board: no draws of whole hands to reject
    _no_work(monkeypatch, engine, "_sampler")
    result = range_equity("holdem", ["random"] * 23, samples=10, seed=1)
    assert result.deals == 10 and len(result.players) == 23


def test_ranges_that_always_collide_are_refused():
    with pytest.raises(DealError, match="no deal"):
        range_equity("holdem", ["AhAc", "AhAc"])
    with pytest.raises(DealError, match="no deal"):
        range_equity("holdem", ["AhAc", "AhAc, AhAd"], samples=1000, seed=1)
    # possible but rare: sampled, never an endless loop
    with pytest.raises(DealError, match="collide"):
        range_equity("holdem", ["AA, KK, QQ"] * 6, samples=100_000, seed=1)


def test_every_error_is_a_pokerrank_error():
    for kwargs, _, _ in BAD:
        with pytest.raises(PokerRankError):
            equity(*SPOT, **kwargs)
