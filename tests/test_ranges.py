"""Hold'em hand ranges: the notation, errors that point at the token, equity with card removal."""

from __future__ import annotations

from itertools import combinations

import pytest

from pokerrank import equity, parse_range, range_equity
from pokerrank.cards import Card, format_cards
from pokerrank.errors import DealError, RangeError

RANKS = "23456789TJQKA"
SUITS = "cdhs"


def names(text):
    """The range's hands, written out, as a set of frozensets of card names (order-free)."""
    return {frozenset(str(Card(c)) for c in combo) for combo in parse_range(text).written_out()[0]}


def by_hand(predicate):
    """Every two-card hand, written out independently, filtered by rank/suit predicate."""
    cards = [r + s for r in RANKS for s in SUITS]
    return {
        frozenset(pair) for pair in combinations(cards, 2) if predicate(*sorted(pair, key=lambda c: -RANKS.index(c[0])))
    }


def rank(card):
    return RANKS.index(card[0])


@pytest.mark.parametrize(
    ("text", "predicate"),
    [
        ("AKs", lambda a, b: a[0] == "A" and b[0] == "K" and a[1] == b[1]),
        ("AKo", lambda a, b: a[0] == "A" and b[0] == "K" and a[1] != b[1]),
        ("AK", lambda a, b: a[0] == "A" and b[0] == "K"),
        ("TT", lambda a, b: a[0] == b[0] == "T"),
        ("TT+", lambda a, b: a[0] == b[0] and rank(a) >= rank("T")),
        ("A5s+", lambda a, b: a[0] == "A" and rank("5") <= rank(b) < rank("A") and a[1] == b[1]),
        ("A5s-A2s", lambda a, b: a[0] == "A" and rank(b) <= rank("5") and a[1] == b[1]),
        ("TT-77", lambda a, b: a[0] == b[0] and rank("7") <= rank(a) <= rank("T")),
        ("JTs-76s", lambda a, b: rank(a) - rank(b) == 1 and rank("7") <= rank(a) <= rank("J") and a[1] == b[1]),
        ("random", lambda a, b: True),
        ("QQ+,AKs", lambda a, b: (a[0] == b[0] and rank(a) >= rank("Q")) or (a[0] + b[0] == "AK" and a[1] == b[1])),
    ],
)
def test_notation_against_hands_written_out(text, predicate):
    assert names(text) == by_hand(predicate)


def test_sizes_spelling_and_weights():
    assert len(parse_range("random")) == 1326
    assert names("aks") == names("AKs") == names("KAs")
    assert names("As Ks") == names("AsKs") == {frozenset({"As", "Ks"})}
    r = parse_range("QQ+, AKs:0.5, AhKh")  # a later token sets the weight of its combos
    assert r.weight_of("As Ks") == 0.5 and r.weight_of("Ah Kh") == 1.0 and r.weight_of("Qs Qh") == 1.0
    assert r.weight_of("2c 3d") == 0.0
    with pytest.raises(RangeError, match="no hand with a weight above 0"):
        parse_range("AKs, AKs:0")


@pytest.mark.parametrize(
    ("text", "token", "position"),
    [
        ("QQ+, AKQ", "AKQ", 6),
        ("AKs:2", "AKs:2", 1),
        ("AKs, TTs", "TTs", 6),
        ("AKs-QJo", "AKs-QJo", 1),
        ("AK, , QQ", "", 5),
        ("22+,AsAs", "AsAs", 5),
        ("A5s-K2s", "A5s-K2s", 1),
        ("KK:x", "KK:x", 1),
    ],
)
def test_errors_point_at_the_bad_token(text, token, position):
    with pytest.raises(RangeError) as info:
        parse_range(text)
    message = str(info.value)
    assert f"position {position} of {text!r}" in message
    if token:
        assert repr(token) in message


def test_range_as_explicit_combos_equals_the_range_string():
    written = ", ".join(format_cards(c, sep="") for c in parse_range("QQ+, AKs").combos)
    a = range_equity("holdem", ["As Kd", "QQ+, AKs"], board="2c 7d 9h")
    b = range_equity("holdem", ["As Kd", written], board="2c 7d 9h")
    assert len(written.split(",")) == 22
    for x, y in zip(a.players, b.players, strict=True):
        assert (x.combos, x.equity, x.win, x.tie) == (y.combos, y.equity, y.win, y.tie)


def test_exact_card_removal_by_hand():
    # AsKs against AA: only three aces pairs survive (As is held) -> three equal matchups
    r = range_equity("holdem", ["As Ks", "AA"], board="2c 7d 9h")
    assert r.players[1].combos == 6 and r.matchups == 3
    single = [equity("holdem", ["As Ks", h], board="2c 7d 9h").players[0].equity for h in ("Ah Ad", "Ah Ac", "Ad Ac")]
    assert r.players[0].equity == pytest.approx(sum(single) / 3, abs=1e-15)
    # a weight makes a matchup count less
    w = range_equity("holdem", ["As Ks", "AhAd:0.5, AhAc, AdAc"], board="2c 7d 9h")
    assert w.players[0].equity == pytest.approx((0.5 * single[0] + single[1] + single[2]) / 2.5, abs=1e-15)


def test_range_against_range_exact_equals_the_matchups_one_by_one():
    r = range_equity("holdem", ["KK+", "AKs, QQ"], board="2c 7d 9h Ts")
    total, weight = 0.0, 0
    kk, other = parse_range("KK+").combos, parse_range("AKs, QQ").combos
    board = {0, 21, 30, 35}  # 2c 7d 9h Ts
    for a in kk:
        for b in other:
            if len({*a, *b} | board) == 8:
                hands = [format_cards(a), format_cards(b)]
                total += equity("holdem", hands, board="2c 7d 9h Ts").players[0].equity
                weight += 1
    assert r.matchups == weight
    assert r.players[0].equity == pytest.approx(total / weight, abs=1e-12)


@pytest.mark.slow
def test_monte_carlo_ranges_within_four_standard_errors():
    spot = (["JJ+, AQs+:0.5", "22-55, KQs"],)
    exact = range_equity("holdem", *spot, board="Ah 7c 2d")
    sampled = range_equity("holdem", *spot, board="Ah 7c 2d", samples=300_000, seed=11)
    again = range_equity("holdem", *spot, board="Ah 7c 2d", samples=300_000, seed=11)
    assert sampled == again
    for e, s in zip(exact.players, sampled.players, strict=True):
        assert abs(e.equity - s.equity) <= 4 * s.std_error
    pre = range_equity("holdem", ["As Ks", "QQ+, AKs"])
    pre_mc = range_equity("holdem", ["As Ks", "QQ+, AKs"], samples=300_000, seed=5)
    assert abs(pre.players[0].equity - pre_mc.players[0].equity) <= 4 * pre_mc.players[0].std_error


def test_range_errors_name_the_player():
    with pytest.raises(RangeError, match="player 2"):
        range_equity("holdem", ["As Ks", "QQ+, AKQ"])
    with pytest.raises(DealError, match="no deal"):
        range_equity("holdem", ["AhAc", "AhAc"])
    with pytest.raises(RangeError, match="no hand left"):
        range_equity("holdem", ["Ks Kh", "AsAd"], board="Ad 7d 9h")
    with pytest.raises(RangeError, match="a hand of 2 cards; this game deals 4"):
        range_equity("omaha", ["AKs", "QQ"])


@pytest.mark.parametrize("game", ["omaha", "stud"])
def test_weights_too_fine_to_count_exactly_are_refused(game):
    # eight decimals make a weight of up to 10**8 per player; two players' product over the
    # deals passes 64-bit counts, which wrapped round (found in review: equities of 3.29 and
    # -2.29). The same spot with two decimals is answered, each equity between 0 and 1
    fine = {
        "omaha": (["AsAhKsKh:0.12345679,AcAdKcKd", "QhQdJcTc:0.76543211,9s9h8d7d"], "2c 5h 6d"),
        "stud": (["AsAhKs2c3c4c:0.12345679,AcAdKc2d3d4d", "QhQdJc5s6s7s:0.76543211,9s9h8d5h6h7h"], ""),
    }[game]
    with pytest.raises(RangeError, match="too fine to count every deal exactly"):
        range_equity(game, fine[0], board=fine[1])
    coarse = [hand.replace("0.12345679", "0.12").replace("0.76543211", "0.76") for hand in fine[0]]
    result = range_equity(game, coarse, board=fine[1])
    assert all(0 < p.equity < 1 for p in result.players)
    assert abs(sum(p.equity for p in result.players) - 1) < 1e-9


# -- random: every hand, written out --------------------------------------------------------------


@pytest.mark.parametrize(("text", "deck", "n"), [("random", range(52), 1326), ("Any:0.5", range(16, 52), 630)])
def test_random_holds_every_hand_as_two_cards(text, deck, n):
    r = parse_range(text, deck=deck)
    assert r.every and r.stars == 0 and r.size == r.known == 2
    assert len(r.combos) == len(r) == len(r.weights) == n
    hands = {frozenset(combo) for combo in r.combos}  # each an ordinary two-card hand, each once
    assert hands == {frozenset(pair) for pair in combinations(deck, 2)}
    assert all(a > b for a, b in r.combos) and set(r.weights) == {1.0}
    assert r.written_out() == (r.combos, r.fractions)
    assert r.weight_of("2c 3d") == (1.0 if 0 in deck else 0.0)
    assert not parse_range("random, AKs:0.5").every and not parse_range("**").every


def test_random_keeps_equity_on_the_road_of_unknown_cards():
    """equity deals 'random' from the deck (as '**'): the same counts as the same hands
    written out one by one, and as '**'."""
    written = ", ".join(format_cards(combo).replace(" ", "") for combo in parse_range("random").combos)
    board = "2c 7d 9h Ts"
    fast = range_equity("holdem", ["AKs", "random"], board)
    slow = range_equity("holdem", ["AKs", written], board)
    stars = range_equity("holdem", ["AKs", "**"], board)
    counts = lambda r: [(p.combos, p.equity, p.win, p.tie) for p in r.players] + [r.matchups, r.deals]  # noqa: E731
    assert counts(fast) == counts(stars)
    assert [(p.combos, p.win, p.tie) for p in fast.players] == [(p.combos, p.win, p.tie) for p in slow.players]
    assert [p.equity for p in fast.players] == pytest.approx([p.equity for p in slow.players], abs=1e-12)
    assert equity("holdem", ["As Ks", parse_range("random")], board) == equity("holdem", ["As Ks", "random"], board)
