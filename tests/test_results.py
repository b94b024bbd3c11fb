"""Players' results: exact all-in equities against brute force, conservation on every hand."""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import replace
from fractions import Fraction
from itertools import combinations, permutations
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerrank import showdown
from pokerrank.cards import Card, parse_cards
from pokerrank.errors import TooManyDealsError
from pokerrank.games import get_game
from pokerrank.handhistory import read
from pokerrank.handhistory.allin import pot_values
from pokerrank.handhistory.decision import decide
from pokerrank.handhistory.replay import replay
from pokerrank.handhistory.runouts import known_shares
from pokerrank.results import ConservationError, Status, hand_result, runout_values
from pokerrank.results.hand import AllIn

DECK = [str(Card(c)) for c in range(52)]


def codes(text: str) -> tuple[int, ...]:
    return tuple(int(c) for c in parse_cards(text)) if text.strip() else ()


def brute(game: str, hands: list[str], board: str, dead: str, bets: list[int]) -> list[Fraction]:
    """Each player's mean winnings over every runout, each decided by pokerrank.showdown
    (the bets scaled so that every split is whole: no odd chips)."""
    spec = get_game(game)
    known = set(codes(" ".join([*hands, board, dead])))
    deck = [c for c in range(52) if c in spec.deck.codes and c not in known]
    scale = 2 * math.lcm(*range(1, len(hands) + 1))
    names = [f"p{i}" for i in range(len(hands))]
    totals = [Fraction(0)] * len(hands)
    runs = 0
    if spec.board_cards:
        need = spec.board_cards - len(codes(board))
        deals = [(hands, board + " " + " ".join(DECK[c] for c in extra)) for extra in combinations(deck, need)]
    else:  # stud: each hand completed to seven, disjoint
        needs = [spec.hole_cards - len(codes(h)) for h in hands]
        deals = []
        for picks in permutations(deck, sum(needs)):
            parts, start = [], 0
            ok = True
            for hand, need in zip(hands, needs, strict=True):
                chosen = picks[start : start + need]
                ok = ok and list(chosen) == sorted(chosen)
                parts.append(hand + " " + " ".join(DECK[c] for c in chosen))
                start += need
            if ok:
                deals.append((parts, ""))
    for dealt, full in deals:
        players = [
            {"name": n, "cards": h.strip(), "bet": b * scale, "seat": i + 1}
            for i, (n, h, b) in enumerate(zip(names, dealt, bets, strict=True))
        ]
        result = showdown(game, full.strip() or None, players)
        for i, n in enumerate(names):
            totals[i] += Fraction(result.totals.get(n, 0), scale)
        runs += 1
    return [t / runs for t in totals]


def spot_pots(bets: list[int]) -> list[tuple[int, tuple[int, ...]]]:
    """Side pots of the players' bets (every player still in), as runout_values takes them."""
    levels = sorted(set(bets))
    pots, previous = [], 0
    for level in levels:
        amount = sum(min(b, level) - previous for b in bets if b > previous)
        pots.append((amount, tuple(i for i, b in enumerate(bets) if b >= level)))
        previous = level
    return pots


@pytest.mark.parametrize(
    ("game", "hands", "board", "dead", "bets"),
    [
        ("holdem", ["As Ad", "Kc Kd", "7h 8h"], "2c 7d 9h Ks", "", [100, 300, 300]),  # three players, side pot
        ("holdem", ["As Ad", "Kc Kd", "Ah Kh"], "2c 7d 9h", "3s 3d", [50, 200, 200]),  # flop, dead cards
        ("holdem", ["As Kd", "Ac Kh"], "2c 7d 9h Qs", "", [100, 100]),  # ties: halves
        ("omaha-hi-lo", ["As 2d 3h Kc", "Ac 2h 4s Qd", "Kh Kd 9s 9c"], "5c 8d Js 6h", "", [100, 100, 100]),  # quarters
        ("omaha-hi-lo", ["As 2d Jh Jc", "Ad 2c Qs Kd"], "3c 4d 9s Td", "", [60, 60]),  # hi/lo halves and quarters
        ("short-deck", ["As Ad", "Kc Kd"], "6c 7d 9h", "", [100, 100]),
        ("omaha", ["As Ad Kc Kd", "Qs Qd Jc Jh", "9s 8s 7h 6h"], "2c 5d Ts Th", "", [40, 90, 90]),
        ("stud", ["As Ad 5c 7d 9h Kc", "Ks Kd 2c 3d 4h Qc"], "", "", [100, 100]),  # stud, one card each to come
        ("stud-hi-lo", ["As 2d 5c 7d 9h Kc", "3s 4d 6c 7h 8h Qc"], "", "Ah", [100, 100]),
        ("razz", ["As 2d 5c 7d 9h Kd", "3s 4d 6c 7h Th Qd"], "", "", [100, 100]),
    ],
)
def test_runouts_against_brute_force(game: str, hands: list[str], board: str, dead: str, bets: list[int]) -> None:
    pots = spot_pots(bets)
    dist = runout_values(game, [codes(h) for h in hands], codes(board), codes(dead), pots)
    expected = brute(game, hands, board, dead, bets)
    # what each player gets back without a contest (their own uncalled chips) comes on top
    back = [Fraction(0)] * len(hands)
    assert [dist.mean(i) + back[i] for i in range(len(hands))] == expected
    assert sum(dist.mean(i) for i in range(len(hands))) == sum(bets)
    if get_game(game).board_cards:  # the equity road gives the same exact means
        spec = get_game(game)
        means, _ = pot_values(spec, tuple(codes(h) for h in hands), codes(board), codes(dead), tuple(pots))
        assert means == expected


def test_variance_against_brute_force() -> None:
    hands, board = ["As Ad", "Kc Kd", "7h 8h"], "2c 7d 9h Ks"
    bets = [100, 300, 300]
    dist = runout_values("holdem", [codes(h) for h in hands], codes(board), (), spot_pots(bets))
    known = set(codes(" ".join([*hands, board])))
    values: list[list[Fraction]] = [[], [], []]
    for river in (c for c in range(52) if c not in known):
        players = [
            {"name": f"p{i}", "cards": h, "bet": b * 12, "seat": i + 1}
            for i, (h, b) in enumerate(zip(hands, bets, strict=True))
        ]
        result = showdown("holdem", f"{board} {DECK[river]}", players)
        for i in range(3):
            values[i].append(Fraction(result.totals.get(f"p{i}", 0), 12))
    for i in range(3):
        mean = sum(values[i]) / len(values[i])
        assert dist.variance(i) == sum((v - mean) ** 2 for v in values[i]) / len(values[i])


@pytest.mark.parametrize(
    ("hands", "board", "pots"),
    [
        (["As Ad", "Kc Kd"], "2c 7d 9h", [(200, (0, 1)), (50, (1,))]),  # the kings' own pot beside
        (["Ah Kh", "Qs Qc"], "2h 7h 9d Js", [(30, (0,)), (120, (0, 1))]),  # the first player's own pot first
        (["As Ad", "Kc Kd", "7h 8h"], "2c 7d 9h Ks", [(300, (0, 1, 2)), (400, (1, 2)), (60, (2,))]),
    ],
)
def test_the_variance_with_pots_of_ones_own_is_the_enumerations(
    hands: list[str], board: str, pots: list[tuple[int, tuple[int, ...]]]
) -> None:
    spec = get_game("holdem")
    held = tuple(codes(h) for h in hands)
    means, (runouts, counts) = pot_values(spec, held, codes(board), (), tuple(pots))
    assert (counts is not None) == (len(hands) == 2)  # heads-up: read from the equity's wins, ties and losses
    names = tuple(f"p{i}" for i in range(len(hands)))
    spot = (spec, held, codes(board), (), tuple(pots), counts)
    allin = AllIn("flop", names, (), (), (), runouts, spot=spot)
    dist = runout_values(spec, held, codes(board), (), pots)
    for i, name in enumerate(names):
        assert allin.variance(name) == dist.variance(i) and means[i] == dist.mean(i)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(["holdem", "short-deck"]),
    st.integers(2, 4),
    st.sampled_from([3, 4]),
    st.integers(0, 6),
    st.randoms(use_true_random=False),
)
def test_the_kernel_road_is_the_general_road(game: str, n: int, board_size: int, n_dead: int, rng: object) -> None:
    """Hold'em and short-deck pots come from the kernel's counts (known_shares): the same
    exact shares as the general equity road and as every runout valued one by one."""
    import random

    from pokerrank._equity import equity

    assert isinstance(rng, random.Random)
    spec = get_game(game)
    deck = sorted(spec.deck.codes)
    cards = rng.sample(deck, 2 * n + board_size + n_dead)
    hands = [tuple(cards[2 * i : 2 * i + 2]) for i in range(n)]
    board, dead = tuple(cards[2 * n : 2 * n + board_size]), tuple(cards[2 * n + board_size :])
    fast = known_shares(spec, hands, board, dead)
    assert fast is not None
    shares, runouts, first = fast
    general = equity(spec, [" ".join(str(Card(c)) for c in h) for h in hands], " ".join(str(Card(c)) for c in board),
                     " ".join(str(Card(c)) for c in dead))  # fmt: skip
    assert runouts == general.deals and sum(shares) == 1
    assert first == (general.players[0].wins, general.players[0].ties, general.players[0].losses)
    assert [float(s) for s in shares] == pytest.approx([p.equity for p in general.players], abs=1e-12)
    dist = runout_values(spec, hands, board, dead, [(1, tuple(range(n)))])
    assert list(shares) == [dist.mean(i) for i in range(n)]


def test_the_kernel_road_before_the_flop_with_dead_cards_is_every_board() -> None:
    """A heads-up all-in before the flop with four folded hands dead (as in the Pluribus hands):
    the kernel's counts against every one of the 658,008 boards valued one by one."""
    hands = [codes("Ah Kd"), codes("7c 7s")]
    dead = codes("2c 3d 9h 9s Tc Jd Qh 4s")
    fast = known_shares("holdem", hands, (), dead)
    assert fast is not None
    dist = runout_values("holdem", hands, (), dead, [(1, (0, 1))])
    assert fast[1] == dist.runouts == 658_008
    assert list(fast[0]) == [dist.mean(0), dist.mean(1)]


def test_the_kernel_road_leaves_other_spots_to_the_general_road() -> None:
    assert known_shares("omaha", [codes("As Ad Kc Kd"), codes("Qs Qd Jc Jh")], codes("2c 5d Ts"), ()) is None
    assert known_shares("holdem", [codes("As Ad"), codes("Kc Kd")], codes("2c 5d Ts 3h 4h"), ()) is None  # river
    assert known_shares("holdem", [codes("As Ad"), codes("As Kd")], codes("2c 5d Ts"), ()) is None  # not a deal
    assert known_shares("holdem", [codes("As Ad"), codes("Kc Kd")], (), ()) is None  # the heads-up table's
    assert known_shares("holdem", [codes("As Ad"), codes("Kc Kd")], (), codes("2c")) is not None


def test_too_many_runouts_is_typed() -> None:
    with pytest.raises(TooManyDealsError):
        runout_values("stud", [codes("As Ad 2c"), codes("Ks Kd 3c")], (), (), [(100, (0, 1))])


def _hand(actions: str, *, seats: str, summary: str, header: str = "Hold'em No Limit ($1/$2 USD)") -> str:
    return (
        f"PokerStars Hand #9: {header} - 2020/01/01 0:00:00 ET\nTable 'T' 6-max Seat #1 is the button\n"
        f"{seats}{actions}*** SUMMARY ***\n{summary}"
    )


SEATS3 = "Seat 1: ann ($100 in chips)\nSeat 2: bob ($50 in chips)\nSeat 3: cid ($200 in chips)\n"


def test_three_way_side_pot_hand_against_brute_force() -> None:
    text = _hand(
        "bob: posts small blind $1\ncid: posts big blind $2\n*** HOLE CARDS ***\nDealt to cid [7h 2d]\n"
        "ann: calls $2\nbob: calls $1\ncid: checks\n*** FLOP *** [2c 7d 9h]\nbob: checks\ncid: checks\nann: checks\n"
        "*** TURN *** [2c 7d 9h] [Js]\nbob: bets $48 and is all-in\ncid: calls $48\n"
        "ann: raises $50 to $98 and is all-in\ncid: calls $50\n*** RIVER *** [2c 7d 9h Js] [Kd]\n"
        "*** SHOW DOWN ***\nann: shows [As Ad] (a pair of Aces)\nbob: shows [Kc Ks] (three of a kind, Kings)\n"
        "cid: shows [7h 2d] (two pair, Sevens and Deuces)\n"
        "ann collected $100 from side pot\nbob collected $147 from main pot\n",
        seats=SEATS3,
        summary="Total pot $250 Main pot $147. Side pot $100. | Rake $3\nBoard [2c 7d 9h Js Kd]",
    )
    result = hand_result(next(read(text)))
    assert result.status is Status.ADJUSTED and result.allin is not None and result.allin.street == "turn"
    net = {p.player: p.net for p in result.players}
    assert net == {"ann": 0, "bob": 9700, "cid": -10000}
    adjusted = {p.player: p.adjusted for p in result.players}
    assert sum(adjusted.values()) == -300
    # the room's policy: the main pot (150) pays the rake, the side pot (100) is whole
    board = "2c 7d 9h Js"
    main = brute("holdem", ["As Ad", "Kc Ks", "7h 2d"], board, "", [1, 1, 1])
    side = brute("holdem", ["As Ad", "7h 2d"], board, "Kc Ks", [1, 1])
    assert adjusted["ann"] == main[0] / 3 * 14700 + side[0] / 2 * 10000 - 10000
    assert adjusted["bob"] == main[1] / 3 * 14700 - 5000
    assert adjusted["cid"] == main[2] / 3 * 14700 + side[1] / 2 * 10000 - 10000


def test_run_it_twice_is_one_run() -> None:
    text = _hand(
        "ann: posts small blind $1\nbob: posts big blind $2\n*** HOLE CARDS ***\n"
        "ann: calls $1\nbob: checks\n*** FLOP *** [2c 7d 9h]\nann: bets $48\nbob: calls $48 and is all-in\n"
        "*** FIRST TURN *** [2c 7d 9h] [Js]\n*** FIRST RIVER *** [2c 7d 9h Js] [Kd]\n"
        "*** SECOND TURN *** [2c 7d 9h] [2s]\n*** SECOND RIVER *** [2c 7d 9h 2s] [3d]\n"
        "*** FIRST SHOW DOWN ***\nann: shows [As Ad] (a pair of Aces)\nbob: shows [Kc Ks] (three of a kind, Kings)\n"
        "bob collected $50 from pot\n*** SECOND SHOW DOWN ***\nann collected $50 from pot\n",
        seats="Seat 1: ann ($100 in chips)\nSeat 2: bob ($50 in chips)\n",
        summary="Total pot $100 | Rake $0\nHand was run twice\nFIRST Board [2c 7d 9h Js Kd]\n"
        "SECOND Board [2c 7d 9h 2s 3d]",
    )
    record = next(read(text))
    result = hand_result(record)
    assert record.runs == 2 and result.status is Status.ADJUSTED
    one_run = brute("holdem", ["As Ad", "Kc Ks"], "2c 7d 9h", "", [1, 1])
    assert {p.player: p.adjusted for p in result.players} == {
        "ann": one_run[0] * 5000 - 5000,
        "bob": one_run[1] * 5000 - 5000,
    }
    assert [p.net for p in result.players] == [0, 0]


def test_unknown_cards_and_folded_cards_dead() -> None:
    base = (
        "bob: posts small blind $1\ncid: posts big blind $2\n*** HOLE CARDS ***\nDealt to cid [{cid}]\n"
        "ann: calls $2\nbob: calls $1\ncid: checks\n*** FLOP *** [2c 7d 9h]\nbob: bets $48 and is all-in\n"
        "cid: folds\nann: raises $50 to $98 and is all-in\nUncalled bet ($50) returned to ann\n"
        "*** TURN *** [2c 7d 9h] [Js]\n*** RIVER *** [2c 7d 9h Js] [Kd]\n"
        "*** SHOW DOWN ***\nann: shows [As Ad] (a pair of Aces)\nbob: shows [Kc Ks] (three of a kind, Kings)\n"
        "bob collected $102 from pot\n"
    )
    summary = "Total pot $102 | Rake $0\nBoard [2c 7d 9h Js Kd]"
    with_ace = hand_result(next(read(_hand(base.format(cid="Ah Kh"), seats=SEATS3, summary=summary))))
    with_low = hand_result(next(read(_hand(base.format(cid="3h 4c"), seats=SEATS3, summary=summary))))
    ace = brute("holdem", ["As Ad", "Kc Ks"], "2c 7d 9h", "Ah Kh", [1, 1])
    low = brute("holdem", ["As Ad", "Kc Ks"], "2c 7d 9h", "3h 4c", [1, 1])
    assert ace != low
    assert with_ace.players[0].adjusted == ace[0] / 2 * 10200 + 5000 - 10000
    assert with_low.players[0].adjusted == low[0] / 2 * 10200 + 5000 - 10000


def test_cards_never_shown_and_betting_behind_are_unadjustable() -> None:
    text = _hand(
        "bob: posts small blind $1\ncid: posts big blind $2\n*** HOLE CARDS ***\n"
        "ann: raises $98 to $100 and is all-in\nbob: calls $49 and is all-in\ncid: calls $98\n"
        "*** FLOP *** [2c 7d 9h]\n*** TURN *** [2c 7d 9h] [Js]\n*** RIVER *** [2c 7d 9h Js] [Kd]\n"
        "*** SHOW DOWN ***\nann: shows [As Ad] (a pair of Aces)\ncid: shows [Kc Kh] (three of a kind, Kings)\n"
        "bob: mucks hand\ncid collected $250 from pot\n",
        seats=SEATS3,
        summary="Total pot $250 Main pot $150. Side pot $100. | Rake $0\nBoard [2c 7d 9h Js Kd]",
    )
    result = hand_result(next(read(text)))
    assert result.status is Status.UNADJUSTABLE and "never shown" in (result.reason or "")
    assert [p.adjusted for p in result.players] == [p.net for p in result.players]


def test_a_player_who_mucks_at_the_showdown_was_at_it() -> None:
    """Betting ended with two players in: both were at the showdown, the one who mucked too,
    and the winner's chips are showdown winnings (as fpdb's sawShowdown and the trackers)."""
    text = _hand(
        "bob: posts small blind $1\ncid: posts big blind $2\n*** HOLE CARDS ***\nann: folds\nbob: calls $1\n"
        "cid: checks\n*** FLOP *** [2c 7d 9h]\nbob: checks\ncid: checks\n*** TURN *** [2c 7d 9h] [Js]\n"
        "bob: checks\ncid: checks\n*** RIVER *** [2c 7d 9h Js] [Kd]\nbob: bets $4\ncid: calls $4\n"
        "*** SHOW DOWN ***\nbob: shows [Kc Ks] (three of a kind, Kings)\ncid: mucks hand\nbob collected $12 from pot\n",
        seats=SEATS3,
        summary="Total pot $12 | Rake $0\nBoard [2c 7d 9h Js Kd]",
    )
    result = hand_result(next(read(text)))
    assert {p.player: p.showdown for p in result.players} == {"ann": False, "bob": True, "cid": True}
    folded = _hand(
        "bob: posts small blind $1\ncid: posts big blind $2\n*** HOLE CARDS ***\nann: folds\nbob: raises $4 to $6\n"
        "cid: folds\nUncalled bet ($4) returned to bob\nbob collected $4 from pot\n",
        seats=SEATS3,
        summary="Total pot $4 | Rake $0",
    )
    assert not any(p.showdown for p in hand_result(next(read(folded))).players)


def test_cash_out_is_valued_at_equity(tmp_path: Path) -> None:
    text = _hand(
        "ann: posts small blind $1\nbob: posts big blind $2\n*** HOLE CARDS ***\n"
        "ann: calls $1\nbob: checks\n*** FLOP *** [2c 7d 9h]\nann: bets $48\nbob: calls $48 and is all-in\n"
        "*** TURN *** [2c 7d 9h] [Js]\n*** RIVER *** [2c 7d 9h Js] [Ad]\n*** SHOW DOWN ***\n"
        "ann: shows [As Ah] (three of a kind, Aces)\nbob: shows [Kc Ks] (a pair of Kings)\n"
        "ann collected $100 from pot\nbob cashed out the hand for $15 | Cash Out Fee $0.15\n",
        seats="Seat 1: ann ($100 in chips)\nSeat 2: bob ($50 in chips)\n",
        summary="Total pot $100 | Rake $0\nBoard [2c 7d 9h Js Ad]\n"
        "Seat 1: ann (button) (small blind) showed [As Ah] and won ($100) with three of a kind, Aces\n"
        "Seat 2: bob (big blind) showed [Kc Ks] and lost with a pair of Kings (cashed out)",
    )
    record = next(read(text))
    if not record.ok:
        pytest.skip(f"the reader does not take this cash-out text: {record.error}")
    result = hand_result(record)
    players = {p.player: p for p in result.players}
    assert players["bob"].net == 1500 - 5000
    assert players["bob"].fee == 15
    assert result.allin is not None
    offer, fee, value = result.allin.cashed_out["bob"]
    turn = brute("holdem", ["As Ah", "Kc Ks"], "2c 7d 9h", "", [1, 1])
    assert value == turn[1] * 5000 and (offer, fee) == (1500, 15)
    assert players["bob"].adjusted == value - 5000
    [deal] = result.allin.cash_outs
    assert (deal.player, deal.difference, deal.fair) == ("bob", 1515 - value, False)  # paid far above equity
    import json

    from click.testing import CliRunner

    from pokerrank.cli import cli

    path = tmp_path / "cashout.txt"
    path.write_text(text, encoding="utf-8")
    out = CliRunner().invoke(cli, ["results", str(path), "--json"])
    assert out.exit_code == 0, out.output
    [row] = json.loads(out.output)["cash_outs"]
    cents = round(value)
    assert row == {
        "hand": "9",
        "player": "bob",
        "offer": "$15",
        "fee": "$0.15",
        "equity_value": f"${cents // 100}.{cents % 100:02d}",
        "difference": record.plain_money(1515 - cents),  # (plain: the JSON is read back by programs)
        "fair": False,
    }
    # the same hand with the room paying the equity to the cent (offer and fee each rounded): fair
    offer = cents - 15
    fair = next(read(text.replace("cashed out the hand for $15 |", f"cashed out the hand for ${offer / 100:.2f} |")))
    [deal] = hand_result(fair).allin.cash_outs  # type: ignore[union-attr]
    assert deal.offer == offer and abs(deal.difference) < 1 and deal.fair
    assert not replace(deal, offer=offer + 2).fair and not replace(deal, offer=offer - 2).fair


_GG = """Poker Hand #RC9: Hold'em No Limit ($0.02/$0.05) - 2025/08/10 17:41:07
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($5 in chips)
Seat 2: bob ($5 in chips)
ann: posts small blind $0.02
bob: posts big blind $0.05
*** HOLE CARDS ***
Dealt to ann
Dealt to bob
ann: raises $4.95 to $5 and is all-in
bob: calls $4.95 and is all-in
ann: shows [As Ac] (a pair of Aces)
bob: shows [Kc Ks] (a pair of Kings)
*** FLOP *** [Td 5h Qc]
*** TURN *** [Td 5h Qc] [7d]
ann: Chooses to EV Cashout
*** RIVER *** [Td 5h Qc 7d] [{river}]
ann: {deal}
*** SHOWDOWN ***
{winner} collected $9.80 from pot
*** SUMMARY ***
Total pot $10 | Rake $0.20 | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0
Board [Td 5h Qc 7d {river}]
Seat 1: ann (button) showed [As Ac] and {ann}
Seat 2: bob (big blind) showed [Kc Ks] and {bob}
"""
# (the summary's seat lines name the cash-out's figure, as GGPoker's always do: `EV Cashout ($8.54)`
# for the `Receives Cashout ($8.54)` line, `Cashout Risk ($0.27)` for `Pays Cashout Risk ($0.27)`)
_ANN_WON = "won ($9.80) with a pair of Aces, Cashout Risk ($0.27)"
_BOB_WON = "won ($9.80) with three of a kind, Kings"
_ANN_LOST = "lost with a pair of Aces, EV Cashout ($8.54)"


@pytest.mark.parametrize(
    ("river", "deal", "winner", "said", "ann_net"),
    [
        # won the pot, paid the room its risk
        ("2h", "Pays Cashout Risk ($0.27)", "ann", (_ANN_WON, "lost with a pair of Kings"), 980 - 27 - 500),
        # lost the pot, the room paid the cash-out
        ("Kh", "Receives Cashout ($8.54)", "bob", (_ANN_LOST, _BOB_WON), 854 - 500),
    ],
)
def test_ggpoker_cash_out_is_in_the_net(
    river: str, deal: str, winner: str, said: tuple[str, str], ann_net: int
) -> None:
    text = _GG.format(river=river, deal=deal, winner=winner, ann=said[0], bob=said[1])
    record = next(read(text))
    result = hand_result(record)
    assert result.status is Status.ADJUSTED
    players = {p.player: p for p in result.players}
    assert players["ann"].net == ann_net and players["ann"].transfer == ann_net - (980 if winner == "ann" else 0) + 500
    assert players["bob"].net == (480 if winner == "bob" else -500)
    # the adjusted winnings are the equity of the pots after rake, the room's side of the deal apart
    assert sum(p.adjusted for p in result.players) == -20
    other = replace(record, extra={**record.extra, "side_deals": (("ann", "Buys Insurance", 10),)})
    assert hand_result(other).status is Status.NOT_READ
    assert "'Buys Insurance'" in (hand_result(other).reason or "")


# Conservation over generated hands: three players all in on the flop, any stacks, cards, rake.
_cards = st.permutations(range(52)).map(lambda p: [DECK[c] for c in p[:11]])


@given(
    cards=_cards,
    stacks=st.lists(st.integers(3, 300), min_size=3, max_size=3),
    rake=st.integers(0, 5),
    street=st.sampled_from(["flop", "turn"]),
)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_conservation_on_generated_hands(cards: list[str], stacks: list[int], rake: int, street: str) -> None:
    names = ["ann", "bob", "cid"]
    seats = "".join(f"Seat {i + 1}: {n} (${s} in chips)\n" for i, (n, s) in enumerate(zip(names, stacks, strict=True)))
    flop, turn, river = " ".join(cards[6:9]), cards[9], cards[10]
    lines = ["bob: posts small blind $1", "cid: posts big blind $2", "*** HOLE CARDS ***"]
    lines += ["ann: calls $2", "bob: calls $1", "cid: checks", f"*** FLOP *** [{flop}]"]
    if street == "turn":
        lines += ["bob: checks", "cid: checks", "ann: checks", f"*** TURN *** [{flop}] [{turn}]"]
    behind = [s - 2 for s in stacks]
    top = 0
    for name, left in zip(["bob", "cid", "ann"], [behind[1], behind[2], behind[0]], strict=True):
        if top == 0:
            lines.append(f"{name}: bets ${left} and is all-in")
            top = left
        elif left > top:
            lines.append(f"{name}: raises ${left - top} to ${left} and is all-in")
            top = left
        else:
            lines.append(f"{name}: calls ${left} and is all-in")
    if street == "flop":
        lines.append(f"*** TURN *** [{flop}] [{turn}]")
    lines += [f"*** RIVER *** [{flop} {turn}] [{river}]", "*** SHOW DOWN ***"]
    for i, name in enumerate(names):
        lines.append(f"{name}: shows [{cards[2 * i]} {cards[2 * i + 1]}] (a hand)")
    total = sum(stacks)
    taken = min(rake, total - 1)
    draft = _hand("\n".join(lines) + "\n", seats=seats, summary=f"Total pot ${total} | Rake ${taken}")
    # (read with a seat line in its summary: a summary that pays nobody and names no seat is cut short)
    record = next(read(draft + f"\nSeat 1: ann (button) showed [{cards[0]} {cards[1]}] and lost with a hand"))
    play = replay(record)
    decided = decide(play, taken * 100)
    back = dict([play.uncalled]) if play.uncalled else {}
    paid = [
        f"{n} collected ${_dollars(a - back.get(n, 0))} from pot"
        for n, a in decided.totals.items()
        if a > back.get(n, 0)
    ]
    returned = [f"Uncalled bet (${_dollars(a)}) returned to {n}" for n, a in back.items()]
    whole = draft.replace("*** SUMMARY ***", "\n".join(returned + paid) + "\n*** SUMMARY ***")
    # (the bet returned is out of the total, as the room writes it: the pot is what was called)
    whole = whole.replace(f"Total pot ${total} |", f"Total pot ${_dollars(total * 100 - sum(back.values()))} |")
    record = next(read(whole))
    result = hand_result(record)
    assert result.status is Status.ADJUSTED and result.allin is not None and result.allin.street == street
    net = sum(p.net for p in result.players)
    assert net == -record.rake if record.rake else net == 0
    assert sum((p.adjusted for p in result.players), Fraction(0)) == net


def _dollars(cents: int) -> str:
    return f"{cents // 100}.{cents % 100:02d}"


def test_a_record_that_contradicts_itself_is_not_read_as_the_audit_finds_it() -> None:
    """A record whose payouts miss the chips put in (as some rooms' files do: a dead hand, rake
    kept and not printed) is not read, with the sums; the audit finds no match there either."""
    import dataclasses

    from pokerrank.handhistory import audit

    text = _hand(
        "bob: posts small blind $1\ncid: posts big blind $2\n*** HOLE CARDS ***\nann: folds\nbob: folds\n"
        "Uncalled bet ($1) returned to cid\ncid collected $2 from pot\n",
        seats=SEATS3,
        summary="Total pot $2 | Rake $0",
    )
    whole = next(read(text))
    assert hand_result(whole).status is Status.NOT_ALL_IN
    short = dataclasses.replace(whole, collected=(whole.collected[0]._replace(amount=150),))
    result = hand_result(short)
    assert result.status is Status.NOT_READ
    assert result.reason == "the room paid 250 of the 300 put in with 0 rake: the record does not add up"
    assert next(iter(audit([short]))).outcome.value != "match"


def test_conservation_error_is_typed() -> None:
    assert issubclass(ConservationError, ArithmeticError)


@pytest.mark.shared
@pytest.mark.slow
def test_shared_corpora_conserve(shared_dir: Path) -> None:
    """Every hand of every shared corpus (PokerStars, PHH, every room folder): the results add
    up (a hand that does not raises ConservationError); a record pokerrank sets aside as not
    adding up is one the audit does not call a match either."""
    from pokerrank.handhistory import audit_hand

    root = shared_dir / "hand-histories"
    counts: Counter[tuple[str, str | None, str]] = Counter()
    for folder in [root / "pokerstars", root / "phh", *sorted(p for p in (root / "sites").iterdir() if p.is_dir())]:
        corpus = folder.name
        for record in read(folder):
            result = hand_result(record)
            counts[corpus, record.game, result.status.value] += 1
            if result.status is Status.NOT_READ and "does not add up" in (result.reason or ""):
                assert audit_hand(record).outcome.value != "match", (record.source, record.hand_id)
    for corpus in ("pokerstars", "phh", "ggpoker", "bovada", "888", "pokernow"):
        assert counts[corpus, "holdem", "adjusted"] > 20, corpus
    assert sum(n for (_, _, status), n in counts.items() if status != "not read") > 20_000


@pytest.mark.shared
def test_pokerstars_cash_outs_against_exact_equity(shared_dir: Path) -> None:
    """Every cash-out of the shared PokerStars files is valued; the 6-card Omaha ones (priced
    by the room at the equity the history shows) come out within a cent or two of it."""
    deals = {}
    for record in read(shared_dir / "hand-histories" / "pokerstars"):
        if record.cash_outs:
            result = hand_result(record)
            assert result.allin is not None, (record.hand_id, result.reason)
            for deal in result.allin.cash_outs:
                deals[record.hand_id, deal.player] = (record.game, deal)
    assert len(deals) == 7
    omaha = [deal for game, deal in deals.values() if game == "omaha-6"]
    assert len(omaha) == 4 and all(abs(deal.difference) < 2 for deal in omaha)
    assert sum(deal.fair for deal in omaha) == 3
    assert not any(deal.fair for game, deal in deals.values() if game != "omaha-6")


def test_summary_stats_and_cli(tmp_path: Path) -> None:
    import json

    from click.testing import CliRunner

    from pokerrank import formats
    from pokerrank.cli import cli
    from pokerrank.results.summary import summarize

    text = _hand(
        "bob: posts small blind $1\ncid: posts big blind $2\n*** HOLE CARDS ***\nDealt to cid [7h 2d]\n"
        "ann: raises $4 to $6\nbob: raises $12 to $18\ncid: folds\nann: folds\nUncalled bet ($12) returned to bob\n"
        "bob collected $14 from pot\n",
        seats=SEATS3,
        summary="Total pot $14 | Rake $0",
    )
    path = tmp_path / "hands.txt"
    path.write_text(text, encoding="utf-8")
    rows = {r.player: r for r in summarize(hand_results_of(text))}
    assert rows["ann"].stats["PFR"] == (1, 1) and rows["ann"].stats["fold to 3-bet"] == (1, 1)
    assert rows["bob"].stats["3-bet"] == (1, 1) and rows["cid"].stats["3-bet"] == (0, 0)
    assert rows["cid"].stats["VPIP"] == (0, 1)
    assert str(rows["bob"].net) == "8.00" and rows["bob"].bb_per_100 == 400.0
    assert str(rows["ann"].non_showdown) == "-6.00"
    by_position = {r.player: r.slice for r in summarize(hand_results_of(text), by="position")}
    assert by_position == {"ann": "BTN", "bob": "SB", "cid": "BB"}
    out = CliRunner().invoke(cli, ["results", str(path), "--json", "--fairness"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert (data["format"], data["format_version"]) == (formats.RESULTS, 1)
    assert {p["player"]: p["net"] for p in data["players"]} == {"bob": "8.00", "cid": "-2.00", "ann": "-6.00"}
    plot = tmp_path / "graph.png"
    out = CliRunner().invoke(cli, ["results", str(path), "--plot", str(plot)])
    assert out.exit_code == 0, out.output
    assert plot.read_bytes()[:4] == b"\x89PNG"
    assert not (tmp_path / "graph-fairness.png").exists()


def test_fairness_plot(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from pokerrank.cli import cli

    path = tmp_path / "hands.txt"
    path.write_text(FLOP_ALL_IN, encoding="utf-8")
    plot = tmp_path / "graph.png"
    out = CliRunner().invoke(cli, ["results", str(path), "--plot", str(plot), "--fairness"])
    assert out.exit_code == 0, out.output
    assert "All-in underdogs: 1" in out.output
    assert (tmp_path / "graph-fairness.png").read_bytes()[:4] == b"\x89PNG"


def hand_results_of(text: str) -> list[object]:
    from pokerrank.results import hand_results

    return list(hand_results([text]))


def test_postflop_stats() -> None:
    from pokerrank.results.summary import summarize

    text = _hand(
        "bob: posts small blind $1\ncid: posts big blind $2\n*** HOLE CARDS ***\n"
        "ann: raises $4 to $6\nbob: folds\ncid: calls $4\n*** FLOP *** [2c 7d 9h]\ncid: checks\nann: bets $8\n"
        "cid: raises $16 to $24\nann: calls $16\n*** TURN *** [2c 7d 9h] [Js]\ncid: checks\nann: checks\n"
        "*** RIVER *** [2c 7d 9h Js] [Kd]\ncid: checks\nann: checks\n*** SHOW DOWN ***\n"
        "cid: shows [Kc Ks] (three of a kind, Kings)\nann: shows [As Ad] (a pair of Aces)\n"
        "cid collected $61 from pot\n",
        seats=SEATS3,
        summary="Total pot $61 | Rake $0\nBoard [2c 7d 9h Js Kd]",
    )
    rows = {r.player: r for r in summarize(hand_results_of(text))}
    assert rows["ann"].stats["c-bet"] == (1, 1) and rows["cid"].stats["c-bet"] == (0, 0)
    assert rows["ann"].stats["WTSD"] == (1, 1) and rows["bob"].stats["WTSD"] == (0, 0)
    assert rows["cid"].stats["W$SD"] == (1, 1) and rows["ann"].stats["W$SD"] == (0, 1)
    assert rows["ann"].stats["aggression"] == (1, 1) and rows["cid"].stats["aggression"] == (1, 0)
    assert str(rows["cid"].showdown) == "31.00" and str(rows["bob"].non_showdown) == "-1.00"


FLOP_ALL_IN = _hand(
    "ann: posts small blind $1\nbob: posts big blind $2\n*** HOLE CARDS ***\n"
    "ann: calls $1\nbob: checks\n*** FLOP *** [2c 7d 9h]\nann: bets $48\nbob: calls $48 and is all-in\n"
    "*** TURN *** [2c 7d 9h] [Js]\n*** RIVER *** [2c 7d 9h Js] [Ad]\n*** SHOW DOWN ***\n"
    "ann: shows [As Ah] (three of a kind, Aces)\nbob: shows [Kc Ks] (a pair of Kings)\n"
    "ann collected $100 from pot\n",
    seats="Seat 1: ann ($100 in chips)\nSeat 2: bob ($50 in chips)\n",
    summary="Total pot $100 | Rake $0\nBoard [2c 7d 9h Js Ad]",
)


def test_fairness_counts_the_underdog_at_exact_equity() -> None:
    from pokerrank.results.fairness import chi_square, fairness

    report = fairness(hand_results_of(FLOP_ALL_IN))
    kings = brute("holdem", ["As Ah", "Kc Ks"], "2c 7d 9h", "", [1, 1])[1] / 2
    bucket = report.buckets[int(kings * 10)]
    assert report.allins == 1 and bucket.allins == 1
    assert bucket.expected == kings and bucket.actual == 0
    assert bucket.variance == kings * (1 - kings)  # a win or a loss: no tie can happen here
    # a hero dealt every one of the 1,326 hands once is exactly uniform
    ranks = "AKQJT98765432"
    hands = []
    for i, a in enumerate(ranks):
        for j, b in enumerate(ranks):
            if i == j:
                hands += [a + b] * 6
            elif i < j:
                hands += [a + b + "s"] * 4 + [a + b + "o"] * 12
    deal = chi_square("hero", Counter(hands))
    assert deal.hands == 1326 and deal.chi_square == pytest.approx(0) and deal.p_value > 0.999


def test_phh_hand_adjusted_from_its_finishing_stacks() -> None:
    text = """variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ["d dh p1 AsAd", "d dh p2 KsKd", "d dh p3 7c2d", "p3 f", "p1 cbr 100", "p2 cc",
           "d db 2c3c4h", "d db 9s", "d db Kc"]
finishing_stacks = [0, 200, 100]
"""
    result = hand_result(next(read(text)))
    assert result.status is Status.ADJUSTED and result.allin is not None and result.allin.street == "preflop"
    players = {p.player: p for p in result.players}
    assert (players["p1"].net, players["p2"].net, players["p3"].net) == (-100, 100, 0)
    from pokerrank import equity

    spot = equity("holdem", ["As Ad", "Ks Kd"], dead="7c 2d").players[0]  # p3's folded cards are dead
    aces = Fraction(2 * spot.wins + spot.ties, 2 * (spot.wins + spot.ties + spot.losses))
    assert players["p1"].adjusted == 200 * aces - 100
    assert players["p1"].adjusted + players["p2"].adjusted == 0
    assert players["p1"].luck == players["p1"].net - players["p1"].adjusted


def test_results_on_a_cluster_are_the_same(tmp_path: Path, cluster: object) -> None:
    from click.testing import CliRunner

    from pokerrank.cli import cli

    path = tmp_path / "hands.txt"
    path.write_text(FLOP_ALL_IN + "\n\n\n", encoding="utf-8")
    alone = CliRunner().invoke(cli, ["results", str(path), "--json"])
    on_cluster = CliRunner().invoke(cli, ["results", str(path), "--json", "--scheduler", cluster.scheduler_address])  # type: ignore[attr-defined]
    assert alone.exit_code == on_cluster.exit_code == 0, on_cluster.output
    assert alone.output == on_cluster.output


# fpdb's .hp files whose totalProfit pokerrank's net does not give, and why (compare_fpdb_hp.py)
FPDB_DIFFERENT = {
    # Boss's export before 2014 writes a call as the street total: the small blind's CALL 0.10
    # completes to 0.10, as the printed flop pot of 0.50 (five players at 0.10) shows; fpdb adds
    # 0.10 to the 0.05 blind (Player3 -0.15) and its pot would be 0.55
    "boss/fpdb-chaz/cash/Flop/PLO-EUR-0.05-0.10-Date-unknown.Sample.txt.hp",
    # the rake of each pot charged to that pot's winner (Winamax rakes every pot); fpdb charges
    # the whole rake to the main pot's winner
    "winamax/fpdb-chaz/cash/Flop/PLO-FR-EUR-0.02-0.05-201009.Real.side.pot.with.bad.collected.txt.hp",
    # PKR's `calls $0.04` is the street total, as the room's own stacks after the hand show
    # (Player2 $5.28 to $5.08, Hero $4 to $3.08); fpdb reads it as chips added
    "pkr/fpdb-chaz/cash/Flop/NLHE-2max-USD-0.02-0.04-200903.All-in.on.turn.txt.hp",
}
"""fpdb's expected results pokerrank differs from, each explained. (Merge's 2008 file is no
longer one: its export, without event timestamps, gives a RAISE as the chips added.)"""


@pytest.mark.shared
def test_fpdb_total_profit_is_the_net_of_every_hand_read_but_the_explained_ones(shared_dir: Path) -> None:
    from _helpers import load_bench

    module = load_bench("compare_fpdb_hp")
    sites = shared_dir / "hand-histories" / "sites"
    verdicts = {str(hp.relative_to(sites)): module.compare(hp)[0] for hp in sorted(sites.rglob("*.hp"))}
    assert {name for name, verdict in verdicts.items() if verdict == "DIFFERENT"} <= FPDB_DIFFERENT
    assert sum(verdict == "same" for verdict in verdicts.values()) >= 25
