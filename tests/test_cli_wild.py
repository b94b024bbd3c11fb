"""``pokerrank rank --wild`` and ``pokerrank stats --wild``: the wild-card rankings on the command line."""

from __future__ import annotations

import json

import pytest
from _helpers import run_cli as run


@pytest.mark.parametrize(
    ("args", "name", "ranking"),
    [
        (("--wild", "joker", "Jk", "7h", "7d", "7s", "7c"), "five of a kind, sevens", "high-wild"),
        (("--wild", "bug", "Jk 7h 7d 7s 7c"), "four of a kind, sevens with an ace kicker", "high-bug"),
        (("-w", "joker", "Jk 4c Kc 5d Ts"), "pair of kings with ten, five and four kickers", "high-wild"),
        (("-w", "bug", "Jk 4c Kc 5d Ts"), "ace-high with king, ten, five and four", "high-bug"),
        (("-w", "bug", "As Ac Ad Ah Jk"), "five aces", "high-bug"),
        (("-w", "joker", "Jk 9h 8h 7h 6h"), "ten-high straight flush", "high-wild"),
        (("-w", "2", "2c Ah Kh Qh Jh"), "wild royal flush", "high-deuces-wild"),
        (("--wild", "deuces", "2c 2d 9h 9s 9c"), "five of a kind, nines", "high-deuces-wild"),
        (("-r", "razz", "-w", "joker", "Jk 2c 3d 4h 8s"), "eight-four low, 8-4-3-2-A", "ace-to-five-joker"),
    ],
)
def test_rank_with_a_wild_card(args: tuple[str, ...], name: str, ranking: str) -> None:
    code, out, _ = run("rank", *args)
    assert code == 0 and out.splitlines()[0] == name and f"({ranking})" in out
    code, out, _ = run("rank", *args, "--json")
    data = json.loads(out)
    assert code == 0 and data["name"] == name and data["ranking"] == ranking


def test_rank_without_wild_rejects_the_joker_with_a_hint() -> None:
    code, out, err = run("rank", "Jk", "7h", "7d", "7s", "7c")
    assert code == 2 and out == ""
    assert err.startswith("error: ") and "'Jk'" in err and "--wild joker" in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--wild", "sevens", "As Ks Qs Js Ts"), "unknown wild card 'sevens'"),
        (("--wild", "joker", "Jk Jk 7h 7d 7s"), "2 jokers"),
        (("--wild", "2", "Jk 7h 7d 7s 7c"), "'Jk'"),
        (("-r", "2-7", "--wild", "joker", "Jk 2c 3d 4h 8s"), "deuce-to-seven ranking has no form with a wild joker"),
    ],
)
def test_bad_wild_input_is_one_line_and_status_2(args: tuple[str, ...], message: str) -> None:
    code, out, err = run("rank", *args)
    assert code == 2 and out == "" and message in err and len(err.strip().splitlines()) == 1


def test_stats_over_the_53_card_deck() -> None:
    code, out, _ = run("stats", "--wild", "joker", "--no-progress")
    assert code == 0
    assert "every 5-card hand of the 53-card deck (2,869,685 hands)" in out
    assert "five of a kind              13" in out
    code, out, _ = run("stats", "--wild", "bug", "--no-progress", "--json")
    data = json.loads(out)
    assert data["ranking"] == "high-bug" and data["total"] == 2_869_685
    assert data["counts"]["FIVE_OF_A_KIND"] == 1 and data["counts"]["FOUR_OF_A_KIND"] == 828


def test_stats_deuces_wild_and_the_low_with_a_joker() -> None:
    code, out, _ = run("stats", "-w", "2", "--no-progress", "--json")
    data = json.loads(out)
    assert code == 0 and data["total"] == 2_598_960 and data["counts"]["FIVE_OF_A_KIND"] == 672
    code, out, _ = run("stats", "-r", "razz", "-w", "joker", "--no-progress", "--json")
    data = json.loads(out)
    assert code == 0 and data["ranking"] == "ace-to-five-joker" and data["total"] == 2_869_685
    assert data["counts"]["FIVE_LOW"] == 4**5 + 5 * 4**4  # a wheel: five distinct of A-5, or the joker and four
