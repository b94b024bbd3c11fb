"""Hold'em heads-up preflop from the shipped table (pokerrank.tables.headsup) against the kernel.

The table holds one entry per class of matchups under suit relabelling (47,008 classes for the
812,175 unordered pairs of distinct hands). These tests check the classes against an
independent computation over every pair, the entries' sums and symmetry, a spread of entries
(every pocket pair v pocket pair suit pattern, suited and offsuit hands, shared ranks and
suits) against the kernel's exact enumeration, and that :func:`pokerrank.equity` answers from
the table the very result the kernel road gives, without loading numpy or numba. The slow test
(``pytest -m exhaustive``) enumerates every entry.
"""

from __future__ import annotations

import itertools
import os
import subprocess
import sys

import numpy as np
import pytest

import pokerrank
from pokerrank import equity
from pokerrank._equity.engine import solve
from pokerrank._equity.headsup import table_outcome
from pokerrank._equity.plan import check_options, plan_spot
from pokerrank._equity.tally import result as full_result
from pokerrank.cards import parse_cards
from pokerrank.errors import DealError, TooManyDealsError
from pokerrank.tables import headsup

HANDS = list(itertools.combinations(range(52), 2))


def codes(text):
    return [int(c) for c in parse_cards(text)]


def text(code_list):
    return " ".join(str(pokerrank.Card(c)) for c in code_list)


def kernel_road(hands, names=None):
    """The exact enumeration of every board by the kernel (the full road, no table)."""
    plan = plan_spot("holdem", dict(zip(names, hands, strict=True)) if names else hands, "", "")
    outcome = solve(plan, check_options(None, None, 1 << 34, None, False, None), table=False)
    return full_result(plan, outcome.counts, outcome.total, True, None, False)


def all_pairs():
    """Every unordered pair of disjoint hands, as an (812,175, 4) array of card codes."""
    h = np.array(HANDS, dtype=np.int64)
    i, j = np.triu_indices(len(HANDS), k=1)
    a, b = h[i], h[j]
    keep = (a[:, :, None] != b[:, None, :]).all(axis=(1, 2))
    return np.concatenate([a[keep], b[keep]], axis=1)


def orbit_minimum(pairs):
    """Each matchup's smallest key over the 24 suit permutations, computed apart from the
    module (numpy, whole columns): the definition of a class's key."""
    best = None
    for perm in itertools.permutations(range(4)):
        mapped = (pairs & ~3) | np.array(perm)[pairs & 3]
        hi1 = np.maximum(mapped[:, 0], mapped[:, 1])
        lo1 = np.minimum(mapped[:, 0], mapped[:, 1])
        hi2 = np.maximum(mapped[:, 2], mapped[:, 3])
        lo2 = np.minimum(mapped[:, 2], mapped[:, 3])
        key = ((hi1 * 52 + lo1) * 52 + hi2) * 52 + lo2
        best = key if best is None else np.minimum(best, key)
    return best


@pytest.fixture(scope="module")
def classes():
    """Every pair, its key read in both orders (the class key is the smaller)."""
    pairs = all_pairs()
    straight = orbit_minimum(pairs)
    swapped = orbit_minimum(pairs[:, [2, 3, 0, 1]])
    return pairs, straight, swapped


def test_the_classes_of_every_pair_are_the_tables_keys(classes):
    pairs, straight, swapped = classes
    assert len(pairs) == 812_175 == 1326 * 1225 // 2
    keys = np.minimum(straight, swapped)
    table_keys = headsup.load()[0]
    assert len(table_keys) == headsup.CLASSES == len(np.unique(keys)) == 47_008
    assert np.array_equal(np.array(table_keys, dtype=np.int64), np.unique(keys))
    # the module's own canonical() on every 29th pair (and the pairs read the other way round)
    for row in range(0, len(pairs), 29):
        a, b, c, d = map(int, pairs[row])
        want = (int(keys[row]), bool(swapped[row] < straight[row]))
        assert headsup.canonical(a, b, c, d) == want
        assert headsup.canonical(b, a, d, c) == want  # card order within a hand does not count
        assert headsup.canonical(c, d, a, b) == (want[0], bool(straight[row] < swapped[row]))


def test_a_class_key_stands_for_its_matchups():
    """A key decodes to a matchup of its own class, and every relabelling of the suits of a
    matchup (and the swap of the players) finds the same class."""
    for a, b, c, d in [(51, 50, 49, 48), (0, 4, 1, 5), (12, 0, 13, 1), (48, 44, 45, 49), (3, 7, 2, 6)]:
        key, swapped = headsup.canonical(a, b, c, d)
        assert headsup.canonical(*headsup.decode(key)) == (key, False)
        for perm in itertools.permutations(range(4)):
            m = [(x & ~3) | perm[x & 3] for x in (a, b, c, d)]
            assert headsup.canonical(*m) == (key, swapped)
            assert headsup.canonical(m[2], m[3], m[0], m[1])[0] == key


def test_every_entry_counts_the_boards_and_a_swap_swaps_wins_and_losses(classes):
    keys, wins, ties = headsup.load()
    for w, t in zip(wins, ties, strict=True):
        assert w >= 0 and t >= 0 and w + t <= headsup.BOARDS
    # the classes that are their own swap (e.g. AsKs v AhKh): wins equal losses
    _, straight, swapped = classes
    own = np.unique(straight[straight == swapped])
    assert len(own) > 0
    at = {int(k): i for i, k in enumerate(keys)}
    for key in own.tolist():
        i = at[key]
        assert wins[i] == headsup.BOARDS - wins[i] - ties[i], headsup.decode(key)
    for a, b, c, d in [(51, 50, 49, 48), (0, 1, 50, 46), (20, 16, 21, 17), (44, 40, 9, 5), (7, 3, 4, 0)]:
        w, t, loss = headsup.lookup(a, b, c, d)
        assert w + t + loss == headsup.BOARDS
        assert headsup.lookup(c, d, a, b) == (loss, t, w)
        assert headsup.lookup(b, a, d, c) == (w, t, loss)


def test_the_known_matchup():
    # A♠K♠ v Q♦Q♣ over every board: the counts poker-equity and the kernel both give
    assert headsup.lookup(*codes("As Ks Qd Qc")) == (787_966, 6_732, 917_606)
    assert headsup.lookup(*codes("Qd Qc As Ks")) == (917_606, 6_732, 787_966)


def _spread():
    """Matchups that cover the table's kinds: every suit pattern of a pocket pair against a
    pocket pair (no, one or two suits shared; the same rank), suited and offsuit hands that
    share a rank, a suit, both or neither, dominated hands, and a few in every rank order."""
    spots = []
    for hi, lo in [("A", "K"), ("A", "2"), ("7", "6"), ("3", "2")]:
        spots += [f"{hi}s {hi}h|{lo}d {lo}c", f"{hi}s {hi}h|{lo}s {lo}d", f"{hi}s {hi}h|{lo}s {lo}h"]
    spots += ["As Ah|Ad Ac", "9s 9h|9d 9c", "2s 2h|2d 2c"]
    spots += [
        "As Ks|Ah Kh",
        "As Ks|Ad Kc",
        "As Kd|Ah Kc",
        "As Kd|Ad Kh",  # the same two ranks
        "As Ks|Qs Js",
        "As Ks|Qh Jh",
        "As Kh|Qs Jh",
        "As Kh|Qd Jc",  # suited, offsuit, shared suits
        "As Qs|Ah Kh",
        "As Qd|Ac Kh",
        "Ks Qs|Kh Jh",
        "Th 9h|9c 8c",  # dominated, a shared rank
        "As Ah|Ks Qs",
        "As Ad|Kh Qd",
        "2s 2h|As Ks",
        "2s 2h|Ad Kc",  # pair v two overcards
        "Js Jh|Jd Th",
        "7c 7d|8c 6c",
        "5s 5h|As 2d",
        "Qs Qh|Ah Qd",
        "7c 2d|As Ah",
        "3h 2h|5h 4h",
        "As 2s|Ah 3h",
        "Kc 9d|Kd 9c",
    ]
    return [tuple(spot.split("|")) for spot in spots]


@pytest.mark.parametrize("hands", _spread(), ids=lambda h: " v ".join(h))
def test_entries_equal_the_kernels_enumeration(hands):
    kernel = kernel_road(list(hands))
    w, t, loss = headsup.lookup(*codes(" ".join(hands)))
    first = kernel.players[0]
    assert (first.wins, first.ties, first.losses) == (w, t, loss)
    assert kernel.deals == headsup.BOARDS
    # equity() reads the table and gives the kernel road's result, field for field
    assert equity("holdem", list(hands)) == kernel
    assert equity("holdem", list(reversed(hands))) == kernel_road(list(reversed(hands)))


def test_the_tables_result_is_the_kernel_roads_on_every_way_in():
    hands = ["Ah Kd", "7c 7s"]
    kernel = kernel_road(hands)
    named = kernel_road(hands, ["hero", "villain"])
    assert equity("holdem", hands) == kernel
    assert equity("holdem", ("AhKd", "7c7s")) == kernel  # other spellings, a tuple
    assert equity("texas holdem", hands) == kernel
    assert equity(pokerrank.get_game("holdem"), hands) == kernel
    assert equity("holdem", {"hero": "Ah Kd", "villain": "7c 7s"}) == named
    assert equity("holdem", hands, progress=lambda done, total: None, interruptible=True) == kernel
    assert equity("holdem", hands, max_deals=headsup.BOARDS) == kernel
    assert equity("holdem", hands).to_dict() == kernel.to_dict()
    with pytest.raises(TooManyDealsError):
        equity("holdem", hands, max_deals=headsup.BOARDS - 1)
    # what the table does not cover takes the kernel: a dead card, three players, short-deck
    dead = equity("holdem", hands, dead="2c")
    assert dead.deals == 1_533_939 and dead == kernel_road_dead(hands, "2c")


def kernel_road_dead(hands, dead):
    plan = plan_spot("holdem", hands, "", dead)
    outcome = solve(plan, check_options(None, None, 1 << 34, None, False, None), table=False)
    return full_result(plan, outcome.counts, outcome.total, True, None, False)


@pytest.mark.parametrize(
    "players",
    [["AKs", "QQ"], ["As Ks", "QQ+, AKs"], ["AKs:0.5, QQ", "JJ, AQo:0.25"], ["T9s, 22", "Th 9h"], ["AhKh", "AKs"]],
)
def test_ranges_from_the_table_equal_the_kernels_enumeration(players):
    """Ranges heads-up before the flop: every combination pair that shares no card, weighted,
    summed from the table, equals the kernel's run over the same ranges (counts, deals,
    weights, matchups), and so do the public results."""
    plan = plan_spot("holdem", players, "", "", ranged=True)
    options = check_options(None, None, 1 << 34, None, False, None)
    table, kernel = solve(plan, options), solve(plan, options, table=False)
    assert np.array_equal(table.counts, kernel.counts)
    assert (table.total, table.deals, table.weighted, table.matchups, table.exact) == (
        kernel.total, kernel.deals, kernel.weighted, kernel.matchups, kernel.exact,
    )  # fmt: skip
    assert table.matchups > 0 and table.deals == table.matchups * headsup.BOARDS
    r = pokerrank.range_equity("holdem", players)
    assert r.matchups == kernel.matchups and abs(sum(p.equity for p in r.players) - 1) < 1e-12


def test_ranges_the_table_cannot_take_go_to_the_kernel():
    with pytest.raises(DealError, match="no deal"):
        pokerrank.range_equity("holdem", ["As Ks", "AsKs"])
    # a board, a dead card, three players: not the table's
    options = check_options(None, None, 1 << 34, None, False, None)
    plan = plan_spot("holdem", ["AKs", "QQ", "JJ"], "", "", ranged=True)
    assert table_outcome(plan, options) is None
    assert table_outcome(plan_spot("holdem", ["AKs", "QQ"], "2c 3d 4h", "", ranged=True), options) is None
    assert table_outcome(plan_spot("holdem", ["AKs", "random"], "", "2c", ranged=True), options) is None
    # a random hand against a random hand: the table's now (tests/test_equity_headsup_random.py)
    assert pokerrank.range_equity("holdem", ["random", "random"]).players[0].equity == 0.5


@pytest.mark.slow
def test_the_table_loads_neither_numpy_nor_numba():
    code = (
        "import sys, pokerrank\n"
        "r = pokerrank.equity('holdem', ['As Ks', 'Qd Qc'])\n"
        "print(r.players[0].wins, sorted(m for m in ('numpy', 'numba') if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["787966", "[]"]


@pytest.mark.slow
def test_the_command_reads_the_table_without_numba():
    code = (
        "import sys\n"
        "from pokerrank.cli import main\n"
        "try:\n"
        "    main(['equity', 'AsKs', 'QdQc', '--json'])\n"
        "except SystemExit as exc:\n"
        "    assert not exc.code, exc.code\n"
        "print('loaded:', sorted(m for m in ('numpy', 'numba') if m in sys.modules))\n"
    )
    env = {**os.environ, "COLUMNS": "120"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env).stdout
    assert '"wins": 787966' in out
    assert out.strip().splitlines()[-1] == "loaded: []"


def test_a_damaged_file_is_refused():
    data = headsup.pack([5, 9], [1, 2], [3, 4])
    assert headsup.unpack(data)[0].tolist() == [5, 9]
    with pytest.raises(ValueError, match="not a pokerrank heads-up table"):
        headsup.unpack(b"junk" + data)
    with pytest.raises(ValueError, match="wrong length"):
        headsup.unpack(data[:10] + headsup.pack([5], [1], [3])[10:])


def check_entries(stride, offset=0):
    """Every ``stride``-th class's representative (from ``offset``) enumerated by the kernel
    equals its entry."""
    keys, wins, ties = headsup.load()
    for at in range(offset, len(keys), stride):
        a, b, c, d = headsup.decode(keys[at])
        got = kernel_road([text([a, b]), text([c, d])]).players[0]
        assert (got.wins, got.ties) == (wins[at], ties[at]), headsup.decode(keys[at])


def test_entries_across_the_table_equal_the_kernels_enumeration():
    check_entries(stride=1999, offset=17)  # 24 entries spread over every kind of class


@pytest.mark.slow
@pytest.mark.exhaustive
def test_every_entry_equals_the_kernels_enumeration():
    """Every class's representative enumerated by the kernel (about 25 minutes of CPU)."""
    check_entries(stride=1)


@pytest.mark.slow
@pytest.mark.exhaustive
def test_the_table_summed_by_starting_hands_equals_the_preflop_matchups():
    """Every entry, summed over the combinations of each pair of the 169 starting-hand classes,
    equals the counts of :func:`pokerrank.preflop.matchups` (its own kernels, which rank every
    hand once per board): an independent check of the whole table."""
    from pokerrank import preflop
    from pokerrank.ranges import parse_range

    table = preflop.matchups("holdem")
    names = list(table.classes)
    assert len(names) == 169
    combos = {name: parse_range(name).combos for name in names}
    for x in names:
        for y in names:
            wins = ties = losses = 0
            for a, b in combos[x]:
                for c, d in combos[y]:
                    if len({a, b, c, d}) == 4:
                        w, t, loss = headsup.lookup(a, b, c, d)
                        wins, ties, losses = wins + w, ties + t, losses + loss
            got = table[x, y]
            assert (got.wins, got.ties, got.losses) == (wins, ties, losses), (x, y)
