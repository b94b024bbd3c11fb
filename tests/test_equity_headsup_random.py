"""Hold'em heads-up preflop against a random hand, and any range against any range, from the
shipped heads-up table: exact, without the kernel's enumeration.

The vs-random counts shipped in ``pokerrank._equity.vs_random`` are checked against two
computations from the table (the classes' orbits, and every one of the 812,175 pairs looked up
one by one), the numpy look-up against the scalar one, the rows road against the pair-by-pair
road, and the table's answers against the kernel's enumeration (small spots by default; a hand
against a random hand in the slow set).
"""

from __future__ import annotations

import itertools
import json
from fractions import Fraction

import numpy as np
import pytest
from click.testing import CliRunner

import pokerrank
from pokerrank._equity import headsup as road
from pokerrank._equity.engine import solve
from pokerrank._equity.plan import check_options, plan_spot
from pokerrank._equity.vs_random import VS_RANDOM
from pokerrank.cli import cli
from pokerrank.errors import TooManyDealsError
from pokerrank.ranges import HandRange, parse_range
from pokerrank.tables import headsup

HANDS = list(itertools.combinations(range(52), 2))
OPTIONS = check_options(None, None, 1 << 34, None, False, None)


def test_the_shipped_counts_are_the_tables_orbits_summed():
    computed = road.vs_random_counts()
    assert len(computed) == len(VS_RANDOM) == 169
    for key, (w, t) in VS_RANDOM.items():
        assert computed[key] == (w, t, road.OPPONENTS * road.BOARDS - w - t)


def test_the_numpy_lookup_is_the_scalar_one():
    rng = np.random.default_rng(7)
    picks = rng.permutation(np.array([[a, b, c, d] for a, b in HANDS[:60] for c, d in HANDS[-60:]]))[:800]
    picks = picks[[len(set(row)) == 4 for row in picks.tolist()]]
    wins, ties = road.lookup_many(picks[:, :2], picks[:, 2:])
    for row, w, t in zip(picks.tolist(), wins.tolist(), ties.tolist(), strict=True):
        assert headsup.lookup(*row)[:2] == (w, t)


def test_the_shipped_counts_are_every_pair_looked_up():
    """Each hand's wins and ties against the 1,225 others, summed over every unordered pair
    (each read from the table once, both ways round): equal within a class, and the figures."""
    hands = np.array(HANDS, dtype=np.int64)
    i, j = np.triu_indices(len(HANDS), k=1)
    keep = (hands[i][:, :, None] != hands[j][:, None, :]).all(axis=(1, 2))
    i, j = i[keep], j[keep]
    assert len(i) == 812_175
    won = np.zeros(len(HANDS), dtype=np.int64)
    tied = np.zeros(len(HANDS), dtype=np.int64)
    for start in range(0, len(i), 200_000):
        a, b = i[start : start + 200_000], j[start : start + 200_000]
        w, t = road.lookup_many(hands[a], hands[b])
        np.add.at(won, a, w)
        np.add.at(won, b, road.BOARDS - w - t)
        np.add.at(tied, a, t)
        np.add.at(tied, b, t)
    for h, (a, b) in enumerate(HANDS):
        assert VS_RANDOM[road._hand_class(b, a)] == (won[h], tied[h]), (a, b)


def _full_written(weight: float = 1.0) -> HandRange:
    """'random' as the 1,326 hands written out (the form another reader of ranges may give)."""
    combos = tuple((b, a) for a, b in HANDS)
    return HandRange("every hand", combos, (weight,) * len(combos))


@pytest.mark.parametrize("hero", ["AKs", "QQ+", "72o", "AsKs", "AKs:0.5, QQ, 22:0.25", "As*", "random"])
def test_the_rows_road_equals_the_pair_by_pair_road(hero):
    """Against every hand: the shipped rows and each matchup looked up give the same counts."""
    plan = plan_spot("holdem", [hero, "random"], "", "", ranged=True)
    rows = solve(plan, OPTIONS)
    from pokerrank._equity.layout import integer_weights, live_deck, player_combos

    (first, fw), (second, sw) = player_combos(plan, live_deck(plan))
    wins, ties, losses, total, matchups = road._pairs(first, integer_weights(fw), second, integer_weights(sw))
    assert (rows.counts[0, 0, 1, 0], rows.counts[0, 0, 2, 0], rows.counts[0, 0, 0, 0]) == (wins, ties, losses)
    assert rows.total == total * road.BOARDS and rows.deals == matchups * road.BOARDS


def test_unknown_cards_are_their_hands_written_out():
    """``As*`` against a hand: the table's counts are those of its 49 hands written out."""
    starred = solve(plan_spot("holdem", ["As*", "Kd Kc"], "", "", ranged=True), OPTIONS)
    hands = ", ".join(
        f"As{c}"
        for c in ["Ah", "Ad", "Ac", "Ks", "Kh", "Qs", "Qh", "Qd", "Qc"]
        + [f"{r}{s}" for r in "JT98765432" for s in "shdc"]
    )
    written = solve(plan_spot("holdem", [hands, "Kd Kc"], "", "", ranged=True), OPTIONS)
    assert np.array_equal(starred.counts, written.counts)
    assert (starred.total, starred.deals) == (written.total, written.deals) == (49 * road.BOARDS,) * 2


@pytest.mark.slow
@pytest.mark.exhaustive
@pytest.mark.parametrize("players", [["As*", "Kd Kc"], ["Ks Kd", "A*"]])
def test_the_table_with_unknown_cards_equals_the_kernels_enumeration(players):
    plan = plan_spot("holdem", players, "", "", ranged=True)
    table, kernel = solve(plan, OPTIONS), solve(plan, OPTIONS, table=False)
    assert np.array_equal(table.counts, kernel.counts)
    assert (table.total, table.deals, table.weighted, table.matchups) == (
        kernel.total, kernel.deals, kernel.weighted, kernel.matchups,
    )  # fmt: skip


@pytest.mark.slow
@pytest.mark.exhaustive
@pytest.mark.parametrize("players", [["As Kd", "random"], ["**", "7c 2d"], ["AKs", "random"]])
def test_a_hand_against_a_random_hand_equals_the_kernels_enumeration(players):
    plan = plan_spot("holdem", players, "", "", ranged=True)
    table, kernel = solve(plan, OPTIONS), solve(plan, OPTIONS, table=False)
    assert np.array_equal(table.counts, kernel.counts)
    assert (table.total, table.deals, table.matchups) == (kernel.total, kernel.deals, kernel.matchups)


def test_random_however_written_is_one_answer():
    want = pokerrank.range_equity("holdem", ["AKs", "random"])
    assert want.exact and want.matchups == 4 * 1225 and want.deals == 4 * 1225 * road.BOARDS
    assert round(want.players[0].equity, 4) == 0.6704
    for other in ["100%", "any", "**", _full_written(), _full_written(0.5)]:
        got = pokerrank.range_equity("holdem", ["AKs", other])
        assert [p.equity for p in got.players] == [p.equity for p in want.players], other
        assert (got.matchups, got.deals) == (want.matchups, want.deals)
    # the other way round, and through equity()
    swapped = pokerrank.range_equity("holdem", ["random", "AKs"])
    assert swapped.players[1].equity == want.players[0].equity
    assert swapped.players[0].win == want.players[1].win
    e = pokerrank.equity("holdem", ["AKs", "random"])
    assert e.exact and e.deals == want.deals and e.players[0].equity == want.players[0].equity


def test_a_range_against_a_random_hand_is_the_sum_of_its_hands():
    """QQ+ v random: the weighted sum of its 18 hands' rows, each read alone."""
    got = pokerrank.range_equity("holdem", ["QQ+", "random"])
    share = Fraction(0)
    for combo in parse_range("QQ+").combos:
        w, t = VS_RANDOM[road._hand_class(*combo)]
        share += Fraction(4 * w + 2 * t, 4 * road.OPPONENTS * road.BOARDS)
    assert got.players[0].equity == pytest.approx(float(share / 18), abs=1e-15)
    assert got.matchups == 18 * 1225
    both = pokerrank.range_equity("holdem", ["random", "100%"])
    assert [p.equity for p in both.players] == [0.5, 0.5] and both.matchups == 1326 * 1225


def test_max_deals_below_its_default_still_refuses():
    with pytest.raises(TooManyDealsError):
        pokerrank.range_equity("holdem", ["QQ+", "random"], max_deals=1_000_000)
    assert pokerrank.range_equity("holdem", ["QQ+", "random"], max_deals=1 << 40).exact


def test_the_command_answers_against_random():
    out = CliRunner().invoke(cli, ["equity", "AKs", "random", "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert data["exact"] and round(data["players"][0]["equity"], 4) == 0.6704
