"""PHH hands: read, replayed to finishing stacks, audited, and written back (pokerkit reads them)."""

from __future__ import annotations

import tomllib
from decimal import Decimal

import pytest

from pokerrank.handhistory import ActionKind, Outcome, audit_hand, read, replay, to_phh
from pokerrank.handhistory.phh import _flat_toml, read_phh

NT = """variant = 'NT'
ante_trimming_status = true
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [10000, 10000, 5000]
actions = [
    'd dh p1 AsAd', 'd dh p2 KsKd', 'd dh p3 7c2d', 'p3 cbr 300', 'p1 cbr 1000', 'p2 f',
    'p3 cbr 5000', 'p1 cc', 'd db 2c3c4h', 'd db 9s', 'd db Jd', 'p1 sm AsAd', 'p3 sm 7c2d',
]
players = ['ann', 'bob', 'cid']
finishing_stacks = {finishing}
"""


def test_a_no_limit_hand_replays_to_its_finishing_stacks() -> None:
    # cid all in for 5,000, ann calls: 5,000 + 5,000 + bob's 100 = 10,100 to ann's Aces
    hand = next(read_phh(NT.format(finishing="[15100, 9900, 0]")))
    assert hand.format == "phh" and hand.game == "holdem" and hand.players == ("ann", "bob", "cid")
    assert [(a.player, a.kind, a.amount) for a in hand.actions if a.amount] == [
        ("ann", ActionKind.SMALL_BLIND, 50),
        ("bob", ActionKind.BIG_BLIND, 100),
        ("cid", ActionKind.RAISE, 300),  # the blinds are bets: a raise
        ("ann", ActionKind.RAISE, 950),
        ("cid", ActionKind.RAISE, 4700),
        ("ann", ActionKind.CALL, 4000),
    ]
    assert (
        hand.button == 3
        and hand.boards == ("2c 3c 4h 9s Jd",)
        and hand.finishing_stacks
        == {
            "ann": 15100,
            "bob": 9900,
            "cid": 0,
        }
    )
    v = audit_hand(hand)
    assert v.outcome is Outcome.MATCH and v.showdown


def test_a_wrong_finishing_stack_is_a_mismatch() -> None:
    v = audit_hand(next(read_phh(NT.format(finishing="[15000, 9900, 100]"))))
    assert v.outcome is Outcome.MISMATCH and v.reason == "finishing stacks"
    assert {p.player: (p.rules, p.paid) for p in v.payouts if not p.ok} == {"ann": (15100, 15000), "cid": (0, 100)}


def test_a_hand_without_finishing_stacks_is_not_auditable() -> None:
    text = NT.format(finishing="[0]").replace("finishing_stacks = [0]\n", "")
    v = audit_hand(next(read_phh(text)))
    assert v.outcome is Outcome.NOT_AUDITABLE and v.reason == "no result recorded"


# a hand as the HandHQ hands of the PHH dataset give it: no finishing_stacks, but what each
# player won from the pots (after rake, uncalled bets apart); cards never shown are ????
WON = """variant = 'NT'
ante_trimming_status = false
antes = [0.25, 0.25, 0.25, 0.25]
blinds_or_straddles = [0.5, 1, 0, 0]
min_bet = 1
starting_stacks = [100, 80.50, 120, 60]
actions = [{actions}]
players = ['ann', 'bob', 'cid', 'dan']
winnings = {winnings}
currency_symbol = '$'
time = 00:04:26
"""
# cid raises to 3.50, everyone folds: cid wins the antes, the blinds and 1.00 of the raise
# (1.00 + 0.50 + 1.00 + 1.00 = 3.50); 2.50 comes back uncalled
FOLDED = "'d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'd dh p4 ????', 'p3 cbr 3.50', 'p4 f', 'p1 f', 'p2 f'"
# cid raises to 3.50, ann calls 3.00 more; flop: ann bets 5, cid raises to 20, ann calls;
# ann shows a pair of aces, cid three nines: 1.00 antes + 1.00 bob + 3.50 + 3.50 + 20 + 20 = 49
SHOWN = (
    "'d dh p1 AsAd', 'd dh p2 ????', 'd dh p3 9s9d', 'd dh p4 ????', 'p3 cbr 3.50', 'p4 f', 'p1 cc', 'p2 f',"
    " 'd db 9c4h2s', 'p1 cbr 5', 'p3 cbr 20', 'p1 cc', 'd db Kd', 'p1 cc', 'p3 cc', 'd db 7h', 'p1 cc', 'p3 cc',"
    " 'p1 sm AsAd', 'p3 sm 9s9d'"
)


@pytest.mark.parametrize(
    ("actions", "winnings", "rake"),
    [
        (FOLDED, "[0, 0, 3.50, 0]", 0),  # what the raiser won, the uncalled 2.50 apart
        (FOLDED, "[0, 0, 3.25, 0]", 25),  # the room kept 0.25: a rake the file leaves unsaid
        (SHOWN, "[0, 0, 49, 0]", 0),
        (SHOWN, "[0, 0, 46.55, 0]", 245),  # a 5% rake
        (SHOWN, "[0, 0, 40, 0]", 900),  # 9 of 49: a rake with a jackpot drop on a small pot, under a fifth
        (FOLDED, "[0, 0, 6, 0]", 0),  # the uncalled 2.50 counted as won, as some sites do
    ],
)
def test_winnings_are_audited_where_the_file_gives_no_finishing_stacks(actions: str, winnings: str, rake: int) -> None:
    (hand,) = read(WON.format(actions=actions, winnings=winnings))
    assert hand.finishing_stacks is None and hand.winnings is not None
    v = audit_hand(hand)
    assert v.outcome is Outcome.MATCH, v.detail
    assert {p.player: p.paid for p in v.payouts} == {"cid": hand.winnings["cid"]}
    assert v.rake == rake and ("rake" in v.detail) == bool(rake)
    assert ("no one called" in v.detail) == (winnings == "[0, 0, 6, 0]")


@pytest.mark.parametrize(
    ("actions", "winnings", "wrong"),
    [
        (SHOWN, "[46.55, 0, 0, 0]", {"ann": (0, 4655), "cid": (4655, 0)}),  # paid to the wrong player
        (SHOWN, "[24.50, 0, 24.50, 0]", {"ann": (0, 2450), "cid": (4900, 2450)}),  # split where cid won
        (SHOWN, "[0, 0, 38, 0]", {"cid": (4900, 3800)}),  # 11 kept: more than a fifth of the pot is no rake
        (FOLDED, "[0, 0, 7, 0]", {"cid": (350, 700)}),  # more than the pot and the uncalled bet together
    ],
)
def test_winnings_the_rules_do_not_give_are_a_mismatch(actions: str, winnings: str, wrong: dict) -> None:
    (hand,) = read(WON.format(actions=actions, winnings=winnings))
    v = audit_hand(hand)
    assert v.outcome is Outcome.MISMATCH and v.reason == "winnings"
    assert {p.player: (p.rules, p.paid) for p in v.payouts if not p.ok} == wrong
    assert "the rules give" in v.detail


def test_winnings_split_pots_and_side_pots() -> None:
    # ann (all in for 10) and bob both hold AK on a board that plays: they split the main pot
    # (30); bob and cid play a side pot (20) that bob wins. The room keeps 1.00 of 50.00: by
    # the rake policy (docs/RULES.md, "Rake"), 2 % of each pot, 0.60 of the main pot
    text = """variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [0.5, 1, 0]
min_bet = 1
starting_stacks = [10, 50, 50]
actions = ['d dh p1 AcKd', 'd dh p2 AhKs', 'd dh p3 QdQc', 'p3 cbr 20', 'p1 cbr 10', 'p2 cc', 'd db As Kc 7d 7h 2s',
           'p1 sm AcKd', 'p2 sm AhKs', 'p3 sm QdQc']
winnings = [{ann}, {bob}, 0]
"""
    (hand,) = read(text.format(ann="14.70", bob="34.30"))
    assert hand.boards == ("As Kc 7d 7h 2s",)  # the board's cards written apart
    v = audit_hand(hand)
    assert v.outcome is Outcome.MATCH and v.rake == 10, v.detail  # (the hand's unit: 0.10)
    (hand,) = read(text.format(ann="14.50", bob="34.50"))  # all the rake off the main pot instead
    v = audit_hand(hand)
    assert v.outcome is Outcome.MISMATCH and {p.player: (p.rules, p.paid) for p in v.payouts if not p.ok} == {
        "p1": (147, 145),
        "p2": (343, 345),
    }


def test_a_walk_to_the_big_blind_by_its_winnings() -> None:
    # everyone folds to the big blind: 0.50 of the big blind is no one's call; the sites that
    # count it as won say 2.50, the others 2.00 (the antes 1.00, the small blind and 0.50)
    walk = "'d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'd dh p4 ????', 'p3 f', 'p4 f', 'p1 f'"
    for won in ("2", "2.50"):
        (hand,) = read(WON.format(actions=walk, winnings=f"[0, {won}, 0, 0]"))
        assert audit_hand(hand).outcome is Outcome.MATCH


def test_winnings_all_zero_say_nothing() -> None:
    (hand,) = read(WON.format(actions=FOLDED, winnings="[0, 0, 0, 0]"))
    v = audit_hand(hand)
    assert v.outcome is Outcome.NOT_AUDITABLE and v.reason == "no result recorded" and "all 0" in v.detail


def test_an_infinite_stack_is_a_hand_not_read() -> None:
    # the HandHQ hands of iPoker give every stack as inf; pokerrank replays known stacks only
    text = WON.format(actions=FOLDED, winnings="[0, 0, 3.50, 0]").replace("[100, 80.50, 120, 60]", "[inf, inf, 1, 2]")
    (hand,) = read(text)
    assert hand.error is not None and "Infinity is not a number of chips" in str(hand.error)
    assert audit_hand(hand).outcome is Outcome.NOT_AUDITABLE


def test_a_phhs_hand_is_named_by_its_hand_number() -> None:
    one = WON.format(actions=FOLDED, winnings="[0, 0, 3.50, 0]")
    hands = list(read(f"[1]\n{one}hand = 3017237436\n\n[2]\n{one}"))
    assert [h.hand_id for h in hands] == ["3017237436", "2"]


def test_a_hand_whose_winner_never_showed_is_not_auditable_by_its_winnings() -> None:
    actions = SHOWN.replace("'p3 sm 9s9d'", "'p3 sm ????'").replace("'d dh p3 9s9d'", "'d dh p3 ????'")
    (hand,) = read(WON.format(actions=actions, winnings="[0, 0, 49, 0]"))
    v = audit_hand(hand)
    assert v.outcome is Outcome.NOT_AUDITABLE and v.reason == "cards never shown"


def test_bad_winnings_say_what_is_wrong() -> None:
    for winnings, said in (("[0, 3.50]", "winnings has 2 values for 4 players"), ("7", "winnings must be a list")):
        (hand,) = read(WON.format(actions=FOLDED, winnings=winnings))
        assert hand.error is not None and said in str(hand.error), hand.error


def test_a_phhs_file_says_the_line_of_each_hand() -> None:
    one = WON.format(actions=FOLDED, winnings="[0, 0, 3.50, 0]")
    text = f"[1]\n{one}\n[2]\n{one}\n['x']\nvariant = 'XX'\n"
    hands = list(read(text))
    assert [(h.hand_id, h.line) for h in hands] == [
        ("1", 1),
        ("2", one.count("\n") + 3),
        ("x", 2 * one.count("\n") + 5),
    ]
    assert hands[2].error is not None and f"line {hands[2].line}:" in str(hands[2].error)


def test_decimal_amounts_and_a_heads_up_hand() -> None:
    # heads-up, pokerkit reads the blinds backwards: p1 (the big blind) posts 1.00, p2 0.50;
    # p2 raises to 3.25, p1 folds: p2 wins 1.00
    text = """variant = "NT"
antes = [0, 0]
blinds_or_straddles = [0.5, 1]
min_bet = 1
starting_stacks = [100.25, 50]
actions = [
    "d dh p1 AsAd", "d dh p2 7c2d", "p2 cbr 3.25", "p1 f",
]
finishing_stacks = [99.25, 51]
"""
    hand = next(read_phh(text))
    assert str(hand.unit) == "0.01" and hand.seats[0].stack == 10025
    assert [(a.player, a.kind, a.amount) for a in hand.actions if a.amount] == [
        ("p1", ActionKind.BIG_BLIND, 100),
        ("p2", ActionKind.SMALL_BLIND, 50),
        ("p2", ActionKind.RAISE, 275),
    ]
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_a_big_blind_ante_without_trimming_is_dead_money() -> None:
    # bob's 300 ante is dead money in the main pot: ann's all-in call of 1,000 covers bob's
    # 1,000 bet, nothing comes back; ann wins 1,000 + 1,000 + 300 + cid's 50
    text = """variant = 'NT'
ante_trimming_status = false
antes = [0, 300, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [5000, 1300, 1000]
actions = [
    'd dh p1 7c2d', 'd dh p2 KsKd', 'd dh p3 AsAd', 'p3 cbr 1000', 'p1 f', 'p2 cc', 'p2 sm KsKd',
    'p3 sm AsAd', 'd db 2c3c4h', 'd db 9s', 'd db Jd',
]
finishing_stacks = [4950, 0, 2350]
"""
    hand = next(read_phh(text))
    assert hand.dead == {"p2": 300}
    play = replay(hand)
    assert play.uncalled is None
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_stud_with_antes_and_a_bring_in() -> None:
    # antes 10 each; p2 brings in for 15, p3 completes to 40, p1 folds, p2 calls 25 more; p3
    # bets 40 on 4th street, p2 folds: p3 wins 30 + 40 + 40 = 110 and gets his 40 back:
    # 1000 - 10 - 40 - 40 + 110 + 40 = 1060; p2 1000 - 10 - 40 = 950
    text = """variant = 'F7S'
ante_trimming_status = true
antes = [10, 10, 10]
bring_in = 15
small_bet = 40
big_bet = 80
starting_stacks = [1000, 1000, 1000]
actions = [
    'd dh p1 ????9c', 'd dh p2 ????2s', 'd dh p3 ????Ah', 'p2 pb', 'p3 cbr 40', 'p1 f', 'p2 cc',
    'd dh p2 3s', 'd dh p3 Ac', 'p3 cbr 40', 'p2 f',
]
finishing_stacks = [990, 950, 1060]
"""
    hand = next(read_phh(text))
    assert hand.game == "stud" and hand.button is None
    assert [a.street for a in hand.actions if a.kind is ActionKind.FOLD] == ["third", "fourth"]
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_a_draw_hand_replaces_the_discards() -> None:
    text = """variant = 'F2L3D'
antes = [0, 0]
blinds_or_straddles = [1, 2]
small_bet = 2
big_bet = 4
starting_stacks = [100, 100]
actions = [
    'd dh p1 7c5d4h3sKd', 'd dh p2 8s6d4c3h2d', 'p2 cc', 'p1 cc', 'p1 sd Kd', 'p2 sd',
    'd dh p1 2c', 'p1 cc', 'p2 cc', 'p1 sd', 'p2 sd', 'p1 cc', 'p2 cc', 'p1 sd', 'p2 sd', 'p1 cc',
    'p2 cc', 'p1 sm 7c5d4h3s2c', 'p2 sm 8s6d4c3h2d',
]
finishing_stacks = [102, 98]
"""
    hand = next(read_phh(text))
    assert hand.hole["p1"] == "7c 5d 4h 3s 2c"
    assert [a.street for a in hand.actions if a.kind in (ActionKind.DISCARD, ActionKind.STAND_PAT)][:2] == [
        "draw 1",
        "draw 1",
    ]
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_a_phhs_file_holds_many_hands_and_bad_ones_say_why() -> None:
    one = NT.format(finishing="[15100, 9900, 0]")
    two = one.replace("d db 2c3c4h", "d db 2cAs4h")
    text = f"[1]\n{one}\n[2]\n{two}\n[3]\nvariant = 'XX'\nstarting_stacks = [1, 1]\nactions = []\n"
    hands = list(read(text))
    assert [h.hand_id for h in hands] == ["1", "2", "3"]
    assert hands[0].error is None
    twice = audit_hand(hands[1])  # As in ann's hand and on the board: not a deal
    assert twice.outcome is Outcome.NOT_AUDITABLE and "duplicate card 'As'" in twice.detail
    assert hands[2].game is None and audit_hand(hands[2]).reason == "game pokerrank does not play"


def test_bad_phh_says_where() -> None:
    (record,) = read("variant = 'NT'\nstarting_stacks = [100, 100]\nactions = ['p3 f']\nantes = [0, 0]\n")
    assert record.error is not None and "'p3' is not a player (p1 to p2)" in str(record.error)
    (record,) = read("variant = 'NT'\nactions = [\n")
    assert record.error is not None and "not valid TOML" in str(record.error)


@pytest.mark.parametrize(
    "text",
    [
        'a = 1\nb = \'x\'\nc = [1, 2, 3]\nd = ["p1 f", "d db AsKs"]\ne = 2.50\nf = true\n# note\n',
        "players = ['Smith, John', 'O Neil']\nx = [1.5, 2, 'a']\n",
        "empty = []\nneg = -3\n",
        "a = 1\r\nb = 'x'\r\n",
        "  # a comment\n\na = [0, 2]\nb = 1",
        "a = [1,2]\nb = [1 , 2]\nc = [0]\nd = [99999999999999999999999]\ne = [1, true]\nf = [1, 'x']",
        "a = [1.5, 2]\nb = [1, 2, ]",
        "a = [1e5]\n",
        "a = [1, [2]]\n",
        "a = [1e5, 1E-2, -0.5e+3, -0]\nb = [[1, 2], ['x']]\nc = 'x: y'\nd = 'p1 cbr 2'\ne = false\n",
        "a = 'é ünï'\nb = []\nc = [[]]\nd = 0.10\n",
    ],
)
def test_the_quick_toml_reader_agrees_with_tomllib(text: str) -> None:
    assert _flat_toml(text) == tomllib.loads(text, parse_float=Decimal)


@pytest.mark.parametrize(
    "text",
    [
        "[1]\na = 1\n",
        "a = '''x'''\n",
        "a = [\n1]\n",
        "a.b = 1\n",
        "a = 1_000\n",
        "a = 012\n",
        "a = 'x' # c\n",
        "a = [1,,2]\n",
        "a =\n",
        "a = [1, 2]]\n",
        "a = [01, 2]\n",
        "a = [1_000]\n",
        "a = [1, NaN]\n",
        "a = inf\n",
        "a = 1979-05-27\n",
        "a = +1\n",
        "a = {}\n",
    ],
)
def test_the_quick_toml_reader_leaves_the_rest_to_tomllib(text: str) -> None:
    assert _flat_toml(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "a = null\n",
        "a = NaN\n",
        "a = [Infinity]\n",
        "a = -Infinity\n",
        "a = {'x': 1}\n",
        "x = 'a', 'y': 1\ny = 2\n",
        "x = 'a', 'b': 1\n",
        "a = 1\na = 2\n",
        "b = 'p1 f', 'p2 f'\n",
        "a = 1.\n",
        "a = .5\n",
        "a = 'it's'\n",
        "a = [01]\n",
    ],
)
def test_what_tomllib_refuses_the_quick_reader_does_not_read(text: str) -> None:
    """JSON reads some of these (its own words, a member more than a line's key): the quick
    reader must leave them all to tomllib, which refuses them."""
    assert _flat_toml(text) is None
    with pytest.raises(tomllib.TOMLDecodeError):
        tomllib.loads(text)


def test_to_phh_of_a_phh_hand_gives_back_its_fields() -> None:
    hand = next(read_phh(NT.format(finishing="[15100, 9900, 0]")))
    again = next(read_phh(to_phh(hand)))
    assert again.actions == hand.actions and again.finishing_stacks == hand.finishing_stacks


def test_pokerkit_replays_what_to_phh_writes() -> None:
    pokerkit = pytest.importorskip("pokerkit")
    text = """PokerStars Hand #9: Hold'em No Limit ($0.50/$1 USD) - 2024/01/01 0:00:00 ET
Table 'T' 6-max Seat #3 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($80 in chips)
Seat 3: cid ($120 in chips)
ann: posts small blind $0.50
bob: posts big blind $1
*** HOLE CARDS ***
cid: raises $2 to $3
ann: calls $2.50
bob: raises $9 to $12
cid: calls $9
ann: folds
*** FLOP *** [2c 7d 9h]
bob: bets $68 and is all-in
cid: calls $68
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [3c]
*** SHOW DOWN ***
bob: shows [Ks Kd] (a pair of Kings)
cid: shows [Ah Ad] (a pair of Aces)
cid collected $160 from pot
*** SUMMARY ***
Total pot $163 | Rake $3
Board [2c 7d 9h Js 3c]
"""
    written = to_phh(next(read(text)))
    fields = tomllib.loads(written, parse_float=Decimal)
    assert fields["variant"] == "NT" and fields["players"] == ["ann", "bob", "cid"]
    # cid: 120 - 80 + 160 = 200; bob 0; ann 100 - 3 = 97 (the room's payout, after rake)
    assert fields["finishing_stacks"] == [97, 0, 200]
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        final = list(pokerkit.HandHistory.loads(written))[-1]
    # pokerkit knows no rake: cid gets the whole $163
    assert [float(x) for x in final.stacks] == [97.0, 0.0, 203.0]


def _fields(hand: object) -> list[object]:
    import dataclasses

    return [(f.name, getattr(hand, f.name)) for f in dataclasses.fields(hand)]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "change",
    [
        "",  # the same table again
        "antes = [5, 5, 5]",
        "antes = 5",
        "blinds_or_straddles = [0, 100, 50]",
        "starting_stacks = [10000, 10000, 4000]",
        "players = ['ann', 'cid', 'bob']",
        "seats = [2, 4, 6]",
        "ante_trimming_status = false\nantes = [0, 100, 0]",
        "ante_trimming_status = true\nantes = [0, 100, 0]",
        "bring_in = 25",
    ],
)
def test_a_table_set_up_once_gives_what_a_fresh_set_up_gives(change: str) -> None:
    """A table of whole chips is set up once (the posts, chips left and in, the seats) and
    kept: each change of what it depends on is a new table, and a kept one gives the same
    record as one set up afresh."""
    from pokerrank.handhistory import phh

    base = NT.format(finishing="[15100, 9900, 0]")
    lines = [
        line
        for line in base.splitlines()
        if line.split(" = ")[0] not in {c.split(" = ")[0] for c in change.splitlines()}
    ]
    text = "\n".join([*lines, *change.splitlines()]) + "\n"
    phh._TABLES.clear()
    next(read_phh(base))  # the base table is kept
    kept = next(read_phh(text))
    phh._TABLES.clear()
    fresh = next(read_phh(text))
    assert kept.error is None and fresh.error is None
    assert _fields(kept) == _fields(fresh)
    assert len(phh._TABLES) == 1


def _outcome(text: str) -> object:
    try:
        hand = next(read_phh(text))
    except Exception as exc:  # what escapes, compared as it is
        return type(exc).__name__
    return (repr(hand.error), hand.unit, [tuple(a) for a in hand.actions], hand.seats)


@pytest.mark.parametrize("same", ["[True, 0, 0]", "[1.0, 0, 0]", "['1', 0, 0]"])
def test_a_table_of_whole_chips_is_not_taken_for_amounts_that_only_equal_them(same: str) -> None:
    """True, 1.0 and 1 are equal keys in a dict: amounts that are not whole numbers of chips
    never reach the kept tables (1.0 is a decimal amount, True and '1' are not amounts), and
    the hand reads as it reads with nothing kept."""
    from pokerrank.handhistory import phh

    whole = NT.format(finishing="[15100, 9900, 0]").replace("antes = [0, 0, 0]", "antes = [1, 0, 0]")
    odd = whole.replace("antes = [1, 0, 0]", f"antes = {same}")
    phh._TABLES.clear()
    next(read_phh(whole))
    kept = _outcome(odd)
    phh._TABLES.clear()
    assert kept == _outcome(odd)


@pytest.mark.parametrize(
    ("field", "value", "named"),
    [("antes", "['1', 0, 0]", "'1'"), ("antes", "[true, 0, 0]", "True"),
     ("starting_stacks", "[10000, '10000', 5000]", "'10000'")],
)  # fmt: skip
def test_a_fields_amount_written_as_text_or_a_boolean_is_a_hand_error(field: str, value: str, named: str) -> None:
    # (it was a bare TypeError out of read() when every other amount was a whole number)
    text = NT.format(finishing="[15100, 9900, 0]")
    line = next(line for line in text.splitlines() if line.startswith(f"{field} ="))
    hand = next(read_phh(text.replace(line, f"{field} = {value}")))
    assert hand.error is not None
    assert hand.error.reason == f"{named} is not an amount"


def test_a_winnings_payout_is_named_in_each_language() -> None:
    from pokerrank.handhistory.verdicts import pot_name

    (hand,) = read(WON.format(actions=SHOWN, winnings="[46.55, 0, 0, 0]"))
    v = audit_hand(hand, lang="de")
    assert {p.pot for p in v.payouts} == {"winnings"}
    assert [pot_name(lang, "winnings") for lang in ("en", "nl", "fr", "de")] == ["winnings", "winst", "gains", "Gewinn"]
    assert "laut Regeln" in v.detail and "winnings" not in v.detail
