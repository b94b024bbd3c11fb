"""``bench_engine.py --digest``: a digest of every record of the self-play rows' hands, so that a
speed change can show it plays every timed hand as before."""

from __future__ import annotations

import random

import pytest
from _helpers import load_bench

from pokerrank.engine import hand as hand_module


@pytest.fixture(scope="module")
def bench():
    return load_bench("bench_engine", "bench_engine_digest")


def test_the_digest_is_of_the_hands_the_timed_row_plays(bench):
    made = []
    plain = bench.ours_game("badugi", 6)

    def make(seed):
        made.append(plain(seed))
        return made[-1]

    assert bench.ours_selfplay("badugi", 6, 12, make=make)() == 12
    assert [hand.over for hand in made] == [True] * 12
    # the same seeds and policy as the row's own run: the same hands, every event alike
    again = []
    bench.ours_selfplay("badugi", 6, 12, make=lambda seed: again.append(plain(seed)) or again[-1])()
    assert [hand.events for hand in made] == [hand.events for hand in again]
    assert bench.selfplay_digest("badugi", 6, 12) == bench.selfplay_digest("badugi", 6, 12)


@pytest.mark.parametrize("kind", ["triple draw", "stud"])
def test_the_digest_changes_with_any_card_dealt(bench, monkeypatch, kind):
    seen = bench.selfplay_digest(kind, 6, 10)
    seed = hand_module._seed
    rng = random.Random(kind)
    changed = rng.randrange(10)  # one hand of the ten dealt from another seed
    monkeypatch.setattr(hand_module, "_seed", lambda s: seed(s + 1000 if s == changed else s))
    assert bench.selfplay_digest(kind, 6, 10) != seen


def test_print_digests_names_each_row_and_compares(bench, capsys):
    assert bench.print_digests(6, ["badugi", "heads-up"], None) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[1].strip() for line in lines] == ["nlhe heads-up", "badugi 6-max"]
    assert all("6 hands, digest " in line for line in lines)
    # this tree beside itself: the same
    assert bench.print_digests(6, ["razz"], "pokerrank") == 0
    assert "the same" in capsys.readouterr().out


def test_print_digests_says_which_differ(bench, monkeypatch, capsys):
    monkeypatch.setattr(bench, "selfplay_digest", lambda kind, players, hands, package="pokerrank": package + kind)
    assert bench.print_digests(6, ["stud"], "old") == 1
    out = capsys.readouterr().out
    assert out == "random self-play: stud 6-max: 6 hands, digest pokerrankstud (before: oldstud, DIFFERENT)\n"
