"""PokerStars hand histories: reading, replaying and auditing, on hand texts written here.

Every amount a test expects is worked out by hand in the comment above it (pots, rake,
halves, odd chips), never taken from what the code returns.
"""

from __future__ import annotations

import pytest

import pokerrank
from pokerrank.handhistory import ActionKind, Outcome, audit_hand, read, replay, to_deal

USD = "PokerStars Hand #{id}: Hold'em No Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET"


def ps(*lines: str) -> str:
    return "\n".join(lines) + "\n"


def one(text: str):  # type: ignore[no-untyped-def]
    records = list(read(text))
    assert len(records) == 1, [r.error for r in records]
    return records[0]


def verdict(text: str):  # type: ignore[no-untyped-def]
    return audit_hand(one(text))


def paid(v) -> dict[str, int]:  # type: ignore[no-untyped-def]
    return {p.player: p.paid for p in v.payouts}


def rules(v) -> dict[str, int]:  # type: ignore[no-untyped-def]
    return {p.player: p.rules for p in v.payouts}


# -- a plain hand, read field by field ------------------------------------------------------------

SHOWDOWN = ps(
    USD.format(id=101),
    "Table 'Alpha' 6-max Seat #1 is the button",
    "Seat 1: ann ($200 in chips)",
    "Seat 2: bob ($150.50 in chips)",
    "Seat 3: cid ($80 in chips)",
    "bob: posts small blind $1",
    "cid: posts big blind $2",
    "*** HOLE CARDS ***",
    "Dealt to ann [As Ad]",
    "ann: raises $4 to $6",
    "bob: calls $5",
    "cid: folds",
    "*** FLOP *** [2c 7d 9h]",
    "bob: checks",
    "ann: bets $10",
    "bob: calls $10",
    "*** TURN *** [2c 7d 9h] [Js]",
    "bob: checks",
    "ann: bets $30",
    "bob: folds",
    "Uncalled bet ($30) returned to ann",
    "ann collected $32.40 from pot",
    "ann: doesn't show hand",
    "*** SUMMARY ***",
    "Total pot $34 | Rake $1.60",
    "Board [2c 7d 9h Js]",
    "Seat 1: ann (button) collected ($32.40)",
    "Seat 2: bob (small blind) folded on the Turn",
    "Seat 3: cid (big blind) folded before Flop",
)


def test_a_hand_is_read_field_by_field() -> None:
    hand = one(SHOWDOWN)
    assert (hand.site, hand.hand_id, hand.game, hand.structure, hand.currency) == (
        "PokerStars",
        "101",
        "holdem",
        "no-limit",
        "USD",
    )
    assert hand.stakes == (100, 200) and str(hand.unit) == "0.01" and hand.button == 1 and hand.max_seats == 6
    assert [(s.seat, s.name, s.stack) for s in hand.seats] == [(1, "ann", 20000), (2, "bob", 15050), (3, "cid", 8000)]
    # a raise "to $6" after nothing in puts in 600; bob's call of $5 tops his $1 blind up to $6
    assert [(a.street, a.player, a.kind, a.amount, a.to) for a in hand.actions if a.amount] == [
        ("preflop", "bob", ActionKind.SMALL_BLIND, 100, None),
        ("preflop", "cid", ActionKind.BIG_BLIND, 200, None),
        ("preflop", "ann", ActionKind.RAISE, 600, 600),
        ("preflop", "bob", ActionKind.CALL, 500, None),
        ("flop", "ann", ActionKind.BET, 1000, 1000),
        ("flop", "bob", ActionKind.CALL, 1000, None),
        ("turn", "ann", ActionKind.BET, 3000, 3000),
    ]
    assert hand.boards == ("2c 7d 9h Js",) and hand.hole == {"ann": "As Ad"}
    assert hand.returned == {"ann": 3000} and hand.total_pot == 3400 and hand.rake == 160
    assert [(c.player, c.amount, c.pot) for c in hand.collected] == [("ann", 3240, "pot")]
    assert hand.summary_won == {"ann": 3240}


def test_a_hand_won_without_a_showdown_matches() -> None:
    # ann put in 6 + 10 + 30 = 46, bob 6 + 10 = 16, cid 2: 64; ann's last 30 is uncalled.
    # The pot, 34, less the 1.60 rake: ann gets 32.40 and her 30 back.
    v = verdict(SHOWDOWN)
    assert v.outcome is Outcome.MATCH and not v.showdown
    assert rules(v) == paid(v) == {"ann": 6240}


def test_to_deal_is_a_deal_pokerrank_decides() -> None:
    deal = to_deal(one(SHOWDOWN))
    assert deal["game"] == "holdem" and deal["board"] == "2c 7d 9h Js" and deal["button"] == 1
    assert deal["rake"] == 160 and "dead" not in deal
    assert [(p["name"], p["bet"], p["folded"]) for p in deal["players"]] == [
        ("ann", 4600, False),
        ("bob", 1600, True),
        ("cid", 200, True),
    ]
    result = pokerrank.showdown_from_dict(deal)
    assert result.totals == {"ann": 6240, "bob": 0, "cid": 0}  # the pot, 3400, less 160 rake, and 3000 uncalled


# -- a showdown with side pots and rake -----------------------------------------------------------

# ann is all in for $1; bob and cid put in $3 each. Main pot 3 x $1 = $3.00, side pot 2 x $2 =
# $4.00, total $7.00. A rake of 5% main pot first: the main pot brings floor(5% of 300) = 15
# cents, both pots floor(5% of 700) = 35, so the side pot pays 20: net pots $2.85 and $3.80.
SIDE_POTS = ps(
    USD.format(id=102),
    "Table 'Beta' 6-max Seat #3 is the button",
    "Seat 1: ann ($1 in chips)",
    "Seat 2: bob ($50 in chips)",
    "Seat 3: cid ($50 in chips)",
    "ann: posts small blind $0.50",
    "bob: posts big blind $1",
    "*** HOLE CARDS ***",
    "cid: calls $1",
    "ann: calls $0.50 and is all-in",
    "bob: checks",
    "*** FLOP *** [Ah Kd 7c]",
    "bob: bets $2",
    "cid: calls $2",
    "*** TURN *** [Ah Kd 7c] [2s]",
    "bob: checks",
    "cid: checks",
    "*** RIVER *** [Ah Kd 7c 2s] [3h]",
    "bob: checks",
    "cid: checks",
    "*** SHOW DOWN ***",
    "bob: shows [Kh Ks] (three of a kind, Kings)",
    "cid: shows [Qc Jc] (high card Ace)",
    "bob collected $3.80 from side pot",
    "ann: shows [Ac As] (three of a kind, Aces)",
    "ann collected $2.85 from main pot",
    "*** SUMMARY ***",
    "Total pot $7 Main pot $2.85. Side pot $3.80. | Rake $0.35",
    "Board [Ah Kd 7c 2s 3h]",
    "Seat 1: ann (small blind) showed [Ac As] and won ($2.85) with three of a kind, Aces",
    "Seat 2: bob (big blind) showed [Kh Ks] and won ($3.80) with three of a kind, Kings",
    "Seat 3: cid (button) showed [Qc Jc] and lost with high card Ace",
)


def test_side_pots_with_rake_main_pot_first() -> None:
    v = verdict(SIDE_POTS)
    assert v.outcome is Outcome.MATCH and v.showdown and v.rake == 35
    assert rules(v) == paid(v) == {"ann": 285, "bob": 380}
    assert [w.ok for w in v.words] == [True, True, True]


def test_rake_taken_from_the_side_pot_first_is_a_mismatch() -> None:
    # the same $0.35 all from the side pot: no rake rate takes nothing from a $3 main pot and
    # $0.35 from $7 in all
    text = (
        SIDE_POTS.replace("ann collected $2.85", "ann collected $3")
        .replace("bob collected $3.80", "bob collected $3.65")
        .replace("Main pot $2.85. Side pot $3.80.", "Main pot $3. Side pot $3.65.")
        .replace("won ($2.85)", "won ($3)")
        .replace("won ($3.80)", "won ($3.65)")
    )
    v = verdict(text)
    assert v.outcome is Outcome.MISMATCH and v.reason == "rake" and "not taken from the pots main pot first" in v.detail


def test_a_pot_paid_to_the_wrong_player_is_a_mismatch_with_each_pot_and_player() -> None:
    text = SIDE_POTS.replace("bob collected $3.80", "cid collected $3.80").replace(
        "and won ($3.80) with three of a kind, Kings", "and lost with three of a kind, Kings"
    )
    text = text.replace(
        "showed [Qc Jc] and lost with high card Ace", "showed [Qc Jc] and won ($3.80) with high card Ace"
    )
    v = verdict(text)
    assert v.outcome is Outcome.MISMATCH and v.reason == "payout"
    assert rules(v) == {"ann": 285, "bob": 380, "cid": 0} and paid(v) == {"ann": 285, "bob": 0, "cid": 380}
    assert "bob: the rules give $3.80, the room paid $0" in v.detail and "side pot 1" in v.detail


def test_words_that_name_another_hand_are_a_mismatch() -> None:
    text = SIDE_POTS.replace(
        "bob: shows [Kh Ks] (three of a kind, Kings)", "bob: shows [Kh Ks] (a straight, Ten to Ace)"
    ).replace("with three of a kind, Kings", "with a straight, Ten to Ace")  # (the summary's copy of them too)
    v = verdict(text)
    assert v.outcome is Outcome.MISMATCH and v.reason == "words"
    assert "a straight, Ten to Ace" in v.detail and "three of a kind" in v.detail


# -- ties and odd chips ---------------------------------------------------------------------------------


def tie(collect: str) -> str:
    # bob and cid both play the board's straight, Ten to Ace. The button is seat 2 (dee), so
    # the first winner left of it is cid (seat 3), then bob (seat 1).
    return ps(
        "PokerStars Hand #103: Hold'em No Limit ($0.01/$0.02 USD) - 2024/01/01 12:00:00 ET",
        "Table 'Gamma' 6-max Seat #2 is the button",
        "Seat 1: bob ($10 in chips)",
        "Seat 2: dee ($10 in chips)",
        "Seat 3: cid ($10 in chips)",
        "cid: posts small blind $0.01",
        "bob: posts big blind $0.02",
        "*** HOLE CARDS ***",
        "dee: folds",
        "cid: raises $2.47 to $2.49",
        "bob: calls $2.47",
        "*** FLOP *** [Tc Jd Qh]",
        "cid: checks",
        "bob: checks",
        "*** TURN *** [Tc Jd Qh] [Ks]",
        "cid: checks",
        "bob: checks",
        "*** RIVER *** [Tc Jd Qh Ks] [Ac]",
        "cid: checks",
        "bob: checks",
        "*** SHOW DOWN ***",
        "cid: shows [2c 3d] (a straight, Ten to Ace)",
        "bob: shows [4h 5s] (a straight, Ten to Ace)",
        collect,
        "*** SUMMARY ***",
        "Total pot $4.98 | Rake $0.25",
        "Board [Tc Jd Qh Ks Ac]",
    )


def test_a_tie_gives_the_odd_cent_to_the_first_winner_left_of_the_button() -> None:
    # cid raised to 2.49 from his 0.01 blind: 2.49 each, $4.98; less $0.25 rake, $4.73: 2.37 and 2.36
    v = verdict(tie("cid collected $2.37 from pot\nbob collected $2.36 from pot"))
    assert v.outcome is Outcome.MATCH and rules(v) == {"bob": 236, "cid": 237}


def test_the_odd_cent_to_the_other_winner_is_a_mismatch() -> None:
    v = verdict(tie("cid collected $2.36 from pot\nbob collected $2.37 from pot"))
    assert (
        v.outcome is Outcome.MISMATCH and rules(v) == {"bob": 236, "cid": 237} and paid(v) == {"bob": 237, "cid": 236}
    )


# -- one hand per game ----------------------------------------------------------------------------------


def board_game(game: str, ann: str, bob: str, board: str, shows: tuple[str, str], collect: str, **opts: str) -> str:
    """A heads-up hand checked down: ann small blind $1 (and the button), bob big blind $2;
    the pot is $4. Courchevel deals the first flop card before the first round."""
    b = board.split()
    first = f"*** PRE-FLOP *** [{b[0]}]" if game.startswith("Courchevel") else "*** HOLE CARDS ***"
    return ps(
        f"PokerStars Hand #{opts.get('id', '200')}: {game} ($1/$2 USD) - 2024/01/01 12:00:00 ET",
        "Table 'Delta' 6-max Seat #1 is the button",
        "Seat 1: ann ($100 in chips)",
        "Seat 2: bob ($100 in chips)",
        "ann: posts small blind $1",
        "bob: posts big blind $2",
        first,
        "ann: calls $1",
        "bob: checks",
        f"*** FLOP *** [{' '.join(b[:3])}]",
        "bob: checks",
        "ann: checks",
        f"*** TURN *** [{' '.join(b[:3])}] [{b[3]}]",
        "bob: checks",
        "ann: checks",
        f"*** RIVER *** [{' '.join(b[:4])}] [{b[4]}]",
        "bob: checks",
        "ann: checks",
        "*** SHOW DOWN ***",
        f"bob: shows [{bob}] ({shows[1]})",
        f"ann: shows [{ann}] ({shows[0]})",
        collect,
        "*** SUMMARY ***",
        "Total pot $4 | Rake $0",
        f"Board [{board}]",
    )


BOARD_GAMES = [
    # Omaha: two hole cards and three from the board. ann Qd Jd + Ts 9d 8h, a straight to the
    # Queen; bob 9s 9h + 9d, three Nines. The straight wins.
    ("omaha", "Omaha Pot Limit", "As Ks Qd Jd", "9s 9h 4c 4d", "Ts 9d 2c 8h 3h",
     ("a straight, Eight to Queen", "three of a kind, Nines"), "ann collected $4 from pot"),
    ("omaha-5", "5 Card Omaha Pot Limit", "As Ks Qd Jd 5c", "9s 9h 4c 4d 6s", "Ts 9d 2c 8h 3h",
     ("a straight, Eight to Queen", "three of a kind, Nines"), "ann collected $4 from pot"),
    # six cards: bob's 6s 7s + T 9 8 is a straight to the Ten, below ann's to the Queen
    ("omaha-6", "6 Card Omaha Pot Limit", "As Ks Qd Jd 5c 7c", "9s 9h 4c 4d 6s 7s", "Ts 9d 2c 8h 3h",
     ("a straight, Eight to Queen", "a straight, Six to Ten"), "ann collected $4 from pot"),
    # Big O: ann Kd Kh + Kc, three Kings, and no low (only her ace is 8 or under); bob's low
    # 3c 4c + 5d 6h 8s is 8-6-5-4-3 and his high a pair of Queens. Halves of $2.
    ("big-o", "5 Card Omaha Hi/Lo Pot Limit", "As Qd Kd Kh 9c", "3c 4c Qs Qh Jd", "5d 6h 8s Kc Td",
     ("HI: three of a kind, Kings", "HI: a pair of Queens; LO: 8,6,5,4,3"),
     "ann collected $2 from pot\nbob collected $2 from pot"),
    ("courchevel", "Courchevel Pot Limit", "As Qd Kd Kh 9c", "3c 4c Qs Qh Jd", "5d 6h 8s Kc Td",
     ("three of a kind, Kings", "a pair of Queens"), "ann collected $4 from pot"),
    ("courchevel-hi-lo", "Courchevel Hi/Lo Pot Limit", "As Qd Kd Kh 9c", "3c 4c Qs Qh Jd", "5d 6h 8s Kc Td",
     ("HI: three of a kind, Kings", "HI: a pair of Queens; LO: 8,6,5,4,3"),
     "ann collected $2 from pot\nbob collected $2 from pot"),
    # Hold'em limit: ann's five hearts beat bob's Queens
    ("holdem", "Hold'em Limit", "Ah Kh", "Qs Qd", "2h 7h 9c Jh 3s", ("a flush, Ace high", "a pair of Queens"),
     "ann collected $4 from pot"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("game", "title", "ann", "bob", "board", "shows", "collect"), BOARD_GAMES, ids=[g[1] for g in BOARD_GAMES]
)
def test_board_games(
    game: str, title: str, ann: str, bob: str, board: str, shows: tuple[str, str], collect: str
) -> None:
    hand = one(board_game(title, ann, bob, board, shows, collect))
    assert hand.game == game
    if game.startswith("courchevel"):
        assert hand.actions[2].street == "preflop"  # the calls after the first board card
    v = audit_hand(hand)
    assert v.outcome is Outcome.MATCH, v.detail
    assert len(v.words) == 2 and all(w.ok for w in v.words)


def test_short_deck_three_of_a_kind_beats_a_straight() -> None:
    # antes $2 each and the button blind $2 (ann, the button): bob calls $2; pot 2 + 2 + 2 + 2 = $8
    text = ps(
        "PokerStars Hand #210: 6+ Hold'em No Limit (Button Blind $2 - Ante $2 USD) - 2024/01/01 12:00:00 ET",
        "Table 'Eps' 6-max Seat #1 is the button",
        "Seat 1: ann ($100 in chips)",
        "Seat 2: bob ($100 in chips)",
        "ann: posts the ante $2",
        "bob: posts the ante $2",
        "ann: posts button blind $2",
        "*** HOLE CARDS ***",
        "bob: calls $2",
        "ann: checks",
        "*** FLOP *** [9d 8c 7h]",
        "bob: checks",
        "ann: checks",
        "*** TURN *** [9d 8c 7h] [Ah]",
        "bob: checks",
        "ann: checks",
        "*** RIVER *** [9d 8c 7h Ah] [Kd]",
        "bob: checks",
        "ann: checks",
        "*** SHOW DOWN ***",
        "bob: shows [Jd Tc] (a straight, Seven to Jack)",
        "ann: shows [9s 9h] (three of a kind, Nines)",
        "ann collected $8 from pot",
        "*** SUMMARY ***",
        "Total pot $8 | Rake $0",
        "Board [9d 8c 7h Ah Kd]",
    )
    hand = one(text)
    assert hand.game == "short-deck" and hand.stakes == (200, 200)
    v = audit_hand(hand)
    assert v.outcome is Outcome.MATCH and rules(v) == {"ann": 800} and all(w.ok for w in v.words)
    assert verdict(text.replace("ann collected", "bob collected")).outcome is Outcome.MISMATCH


def stud_game(game: str, ann: list[str], bob: list[str], shows: tuple[str, str], collect: str, rake: str) -> str:
    """Three players, antes $0.02; cid's door card is the lowest, so he brings in for $0.05 and
    folds to ann's completion to $0.10. Then ann and bob check it down: the pot is
    3 x 0.02 + 0.05 + 2 x 0.10 = $0.31."""
    up_a, up_b = ann[2:6], bob[2:6]
    streets = [
        ("4th STREET", 3),
        ("5th STREET", 4),
        ("6th STREET", 5),
    ]
    lines = [
        f"PokerStars Hand #220: {game} ($0.10/$0.20 USD) - 2024/01/01 12:00:00 ET",
        "Table 'Zeta' 8-max",
        "Seat 1: ann ($10 in chips)",
        "Seat 2: bob ($10 in chips)",
        "Seat 3: cid ($10 in chips)",
        "ann: posts the ante $0.02",
        "bob: posts the ante $0.02",
        "cid: posts the ante $0.02",
        "*** 3rd STREET ***",
        f"Dealt to ann [{' '.join(ann[:3])}]",
        f"Dealt to bob [{bob[2]}]",
        "Dealt to cid [2d]",
        "cid: brings in for $0.05",
        "ann: raises $0.05 to $0.10",
        "bob: calls $0.10",
        "cid: folds",
    ]
    for title, k in streets:
        lines += [
            f"*** {title} ***",
            f"Dealt to ann [{' '.join(ann[:k])}] [{ann[k]}]",
            f"Dealt to bob [{' '.join(up_b[: k - 2])}] [{bob[k]}]",
            "ann: checks",
            "bob: checks",
        ]
    lines += [
        "*** RIVER ***",
        f"Dealt to ann [{' '.join(ann[:6])}] [{ann[6]}]",
        "ann: checks",
        "bob: checks",
        "*** SHOW DOWN ***",
        f"ann: shows [{' '.join(ann)}] ({shows[0]})",
        f"bob: shows [{' '.join(bob)}] ({shows[1]})",
        collect,
        "*** SUMMARY ***",
        f"Total pot $0.31 | Rake ${rake}",
    ]
    del up_a
    return ps(*lines)


STUD_GAMES = [
    # Stud: bob's two pair, Tens and Nines, beat ann's Aces. $0.31 less $0.01 rake.
    ("stud", "7 Card Stud Limit", ["Ah", "Ad", "5c", "7h", "Kc", "Qd", "Js"],
     ["Tc", "Th", "9s", "9d", "2h", "3c", "4d"],
     ("a pair of Aces", "two pair, Tens and Nines"), "bob collected $0.30 from pot", "0.01"),
    # Stud Hi/Lo: ann's full house takes the high half, bob's 6-4-3-2-A the low: $0.30 is
    # $0.15 each
    ("stud-hi-lo", "7 Card Stud Hi/Lo Limit", ["Ks", "Kh", "Kd", "9c", "9d", "2s", "Qh"],
     ["Ac", "2c", "3d", "4h", "6s", "Jd", "Jc"],
     ("HI: a full house, Kings full of Nines", "HI: a pair of Jacks; LO: 6,4,3,2,A"),
     "ann collected $0.15 from pot\nbob collected $0.15 from pot", "0.01"),
    # Razz: 6-4-3-2-A beats 7-5-3-2-A
    ("razz", "Razz Limit", ["Ac", "2c", "3d", "4h", "6s", "Kd", "Kh"], ["Ad", "2h", "3h", "5c", "7s", "Qs", "Qc"],
     ("Lo: 6,4,3,2,A", "Lo: 7,5,3,2,A"), "ann collected $0.30 from pot", "0.01"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("game", "title", "ann", "bob", "shows", "collect", "rake"), STUD_GAMES, ids=[g[0] for g in STUD_GAMES]
)
def test_stud_games_with_antes_and_bring_in(
    game: str, title: str, ann: list[str], bob: list[str], shows: tuple[str, str], collect: str, rake: str
) -> None:
    hand = one(stud_game(title, ann, bob, shows, collect, rake))
    assert hand.game == game and hand.button is None
    assert [(a.player, a.kind, a.amount) for a in hand.actions if a.amount][3:] == [
        ("cid", ActionKind.BRING_IN, 5),
        ("ann", ActionKind.RAISE, 10),
        ("bob", ActionKind.CALL, 10),
    ]
    assert hand.hole["bob"] == " ".join(bob)
    v = audit_hand(hand)
    assert v.outcome is Outcome.MATCH, v.detail
    assert all(w.ok for w in v.words) and len(v.words) == 2


def draw_game(game: str, rounds: int, ann: str, bob: str, shows: tuple[str, str], collect: str) -> str:
    """ann (button, small blind $0.50) and bob (big blind $1) check through every draw, each
    standing pat: the pot is $2. Single draw has no marker line before its draw."""
    names = ["FIRST DRAW", "SECOND DRAW", "THIRD DRAW"]
    lines = [
        f"PokerStars Hand #230: {game} ($1/$2 USD) - 2024/01/01 12:00:00 ET",
        "Table 'Eta' 6-max Seat #1 is the button",
        "Seat 1: ann ($100 in chips)",
        "Seat 2: bob ($100 in chips)",
        "ann: posts small blind $0.50",
        "bob: posts big blind $1",
        "*** DEALING HANDS ***",
        f"Dealt to ann [{ann}]",
        "ann: calls $0.50",
        "bob: checks",
    ]
    for r in range(rounds):
        if rounds > 1:
            lines.append(f"*** {names[r]} ***")
        lines += ["bob: stands pat", "ann: stands pat on [" + ann + "]", "bob: checks", "ann: checks"]
    lines += [
        "*** SHOW DOWN ***",
        f"bob: shows [{bob}] ({shows[1]})",
        f"ann: shows [{ann}] ({shows[0]})",
        collect,
        "*** SUMMARY ***",
        "Total pot $2 | Rake $0",
    ]
    return ps(*lines)


DRAW_GAMES = [
    ("five-card-draw", "5 Card Draw Limit", 1, "As Ad Ac 7d 2c", "Ks Kd Kc Qh Qd",
     ("three of a kind, Aces", "a full house, Kings full of Queens"), "bob collected $2 from pot"),
    ("2-7-single-draw", "Single Draw 2-7 Lowball No Limit", 1, "7c 5d 4h 3s 2c", "8s 6d 4c 3h 2d",
     ("Lo: 7,5,4,3,2", "Lo: 8,6,4,3,2"), "ann collected $2 from pot"),
    ("2-7-triple-draw", "Triple Draw 2-7 Lowball Limit", 3, "8c 6d 4h 3s 2c", "9c 7d 5h 4s 3d",
     ("Lo: 8,6,4,3,2", "Lo: 9,7,5,4,3"), "ann collected $2 from pot"),
    # Badugi: a four-card 4-3-2-A beats a four-card 7-5-3-2
    ("badugi", "Badugi Limit", 3, "As 2d 3h 4c", "2s 3d 5h 7c", ("Badugi: 4,3,2,A", "Badugi: 7,5,3,2"),
     "ann collected $2 from pot"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("game", "title", "rounds", "ann", "bob", "shows", "collect"), DRAW_GAMES, ids=[g[0] for g in DRAW_GAMES]
)
def test_draw_games(
    game: str, title: str, rounds: int, ann: str, bob: str, shows: tuple[str, str], collect: str
) -> None:
    hand = one(draw_game(title, rounds, ann, bob, shows, collect))
    assert hand.game == game
    draws = [a for a in hand.actions if a.kind is ActionKind.STAND_PAT]
    assert len(draws) == 2 * rounds and draws[0].street == "draw 1"
    v = audit_hand(hand)
    assert v.outcome is Outcome.MATCH, v.detail
    assert all(w.ok for w in v.words) and len(v.words) == 2


# -- the special lines -------------------------------------------------------------------------------

O8 = (
    "PokerStars Game #{id}: Tournament #77, $10+$1 USD Omaha Hi/Lo Pot Limit - Level I (10/20) - 2024/01/01 12:00:00 ET"
)


def o8(board: str, hands: dict[str, str], shows: dict[str, str], collect: list[str], extra: str = "") -> str:
    """ann (button), bob (small blind 10) and cid (big blind 20) each put in 400: pot 1,200."""
    b = board.split()
    lines = [
        O8.format(id=300),
        "Table '77 1' 9-max Seat #1 is the button",
        "Seat 1: ann (1500 in chips)",
        "Seat 2: bob (1500 in chips)",
        "Seat 3: cid (1500 in chips)",
        "bob: posts small blind 10",
        "cid: posts big blind 20",
        "*** HOLE CARDS ***",
        "ann: raises 40 to 60",
        "bob: calls 50",
        "cid: calls 40",
        f"*** FLOP *** [{' '.join(b[:3])}]",
        "bob: bets 140",
        "cid: calls 140",
        "ann: calls 140",
        f"*** TURN *** [{' '.join(b[:3])}] [{b[3]}]",
        "bob: bets 200",
        "cid: calls 200",
        "ann: calls 200",
        f"*** RIVER *** [{' '.join(b[:4])}] [{b[4]}]",
        "bob: checks",
        "cid: checks",
        "ann: checks",
        "*** SHOW DOWN ***",
    ]
    lines += [f"{name}: shows [{cards}] ({shows[name]})" for name, cards in hands.items()]
    lines += collect
    if extra:
        lines.append(extra)
    lines += ["*** SUMMARY ***", "Total pot 1200 | Rake 0", f"Board [{board}]"]
    return ps(*lines)


def test_hi_lo_quartered() -> None:
    # ann As 4s + 2c 3d 7h makes 7-4-3-2-A, and Qh Qd + Kc Ks 7h two pair, Kings and Queens,
    # the best high. bob's Ah 4h makes the same low. The high half, 600, is ann's; the low
    # half, 600, splits 300 and 300: ann 900, bob 300, cid nothing.
    text = o8(
        "2c 3d 7h Kc Ks",
        {"ann": "As 4s Qh Qd", "bob": "Ah 4h 9c 9d", "cid": "8c 8d Jh Jd"},
        {
            "ann": "HI: two pair, Kings and Queens; LO: 7,4,3,2,A",
            "bob": "HI: two pair, Kings and Nines; LO: 7,4,3,2,A",
            "cid": "HI: two pair, Kings and Jacks",
        },
        ["ann collected 600 from pot", "ann collected 300 from pot", "bob collected 300 from pot"],
    )
    v = verdict(text)
    assert v.outcome is Outcome.MATCH and rules(v) == {"ann": 900, "bob": 300} and len(v.words) == 3
    assert all(w.ok for w in v.words)


def test_no_low_qualified_the_high_hand_takes_the_pot() -> None:
    # only 8s and 2c on the board are 8 or under: no low can be made; cid's three Queens
    # (Qs Qh + Qd 9h Kc; no pair on the board, so no full house) win it all
    text = o8(
        "Kc Qd 9h 8s 2c",
        {"ann": "As 3s 4d 5d", "bob": "Ac Kd 7c 6c", "cid": "Qs Qh 9c 9d"},
        {"ann": "HI: high card Ace", "bob": "HI: a pair of Kings", "cid": "HI: three of a kind, Queens"},
        ["cid collected 1200 from pot"],
        extra="No low hand qualified",
    )
    v = verdict(text)
    assert v.outcome is Outcome.MATCH and rules(v) == {"cid": 1200}
    wrong = text.replace("(HI: high card Ace)", "(HI: high card Ace; LO: 8,5,4,3,A)")
    assert verdict(wrong).reason == "words"


RUN_TWICE = ps(
    "PokerStars Hand #310: Hold'em No Limit ($0.50/$1 USD) - 2024/01/01 12:00:00 ET",
    "Table 'Theta' 6-max Seat #2 is the button",
    "Seat 1: ann ($50 in chips)",
    "Seat 2: bob ($80 in chips)",
    "bob: posts small blind $0.50",
    "ann: posts big blind $1",
    "*** HOLE CARDS ***",
    "bob: raises $3 to $4",
    "ann: raises $46 to $50 and is all-in",
    "bob: calls $46",
    "*** FIRST FLOP *** [2c 7d 9h]",
    "*** FIRST TURN *** [2c 7d 9h] [Js]",
    "*** FIRST RIVER *** [2c 7d 9h Js] [3c]",
    "*** SECOND FLOP *** [4h 8s Th]",
    "*** SECOND TURN *** [4h 8s Th] [Kh]",
    "*** SECOND RIVER *** [4h 8s Th Kh] [5c]",
    "*** FIRST SHOW DOWN ***",
    "ann: shows [As Ad] (a pair of Aces)",
    "bob: shows [Kc Kd] (a pair of Kings)",
    "ann collected $49.51 from pot",
    "*** SECOND SHOW DOWN ***",
    "ann: shows [As Ad] (a pair of Aces)",
    "bob: shows [Kc Kd] (three of a kind, Kings)",
    "bob collected $49.50 from pot",
    "*** SUMMARY ***",
    "Total pot $100 | Rake $0.99",
    "Hand was run twice",
    "FIRST Board [2c 7d 9h Js 3c]",
    "SECOND Board [4h 8s Th Kh 5c]",
    "Seat 1: ann (big blind) showed [As Ad] and won ($49.51) with a pair of Aces, and lost with a pair of Aces",
    "Seat 2: bob (button) (small blind) showed [Kc Kd] and lost with a pair of Kings, and won ($49.50) with three"
    " of a kind, Kings",
)


def test_run_it_twice_splits_the_pot_after_rake_odd_cent_to_the_first_run() -> None:
    # $100 less $0.99 rake is $99.01: $49.51 on the first board (ann's Aces), $49.50 on the
    # second (bob's three Kings)
    hand = one(RUN_TWICE)
    assert hand.boards == ("2c 7d 9h Js 3c", "4h 8s Th Kh 5c") and hand.runs == 2
    assert [(c.player, c.amount, c.run) for c in hand.collected] == [("ann", 4951, 1), ("bob", 4950, 2)]
    v = audit_hand(hand)
    assert v.outcome is Outcome.MATCH and rules(v) == {"ann": 4951, "bob": 4950}
    assert [(w.player, w.run, w.ok) for w in v.words] == [
        ("ann", 1, True),
        ("bob", 1, True),
        ("ann", 2, True),
        ("bob", 2, True),
    ]
    swapped = RUN_TWICE.replace("ann collected $49.51", "ann collected $49.50").replace(
        "bob collected $49.50", "bob collected $49.51"
    )
    swapped = swapped.replace("won ($49.51)", "won ($49.50)").replace(
        "won ($49.50) with three", "won ($49.51) with three"
    )
    assert verdict(swapped).outcome is Outcome.MISMATCH


def test_dead_blinds_are_dead_money_in_the_main_pot() -> None:
    # cid comes back and posts $3: $2 live (a big blind) and $1 dead. dee raises to $8; ann,
    # bob and cid call. cid's live $8 is matched, so nothing is uncalled and the pot is
    # 4 x 8 + 1 dead = $33; dee's Aces take it less $1 rake.
    text = ps(
        USD.format(id=320),
        "Table 'Iota' 6-max Seat #4 is the button",
        "Seat 1: ann ($100 in chips)",
        "Seat 2: bob ($100 in chips)",
        "Seat 3: cid ($100 in chips)",
        "Seat 4: dee ($100 in chips)",
        "ann: posts small blind $1",
        "bob: posts big blind $2",
        "cid: posts small & big blinds $3",
        "*** HOLE CARDS ***",
        "cid: checks",
        "dee: raises $6 to $8",
        "ann: calls $7",
        "bob: calls $6",
        "cid: calls $6",
        "*** FLOP *** [2c 7d 9h]",
        "ann: checks",
        "bob: checks",
        "cid: checks",
        "dee: checks",
        "*** TURN *** [2c 7d 9h] [Js]",
        "ann: checks",
        "bob: checks",
        "cid: checks",
        "dee: checks",
        "*** RIVER *** [2c 7d 9h Js] [3c]",
        "ann: checks",
        "bob: checks",
        "cid: checks",
        "dee: checks",
        "*** SHOW DOWN ***",
        "ann: shows [Ks Kd] (a pair of Kings)",
        "bob: shows [Qs Qd] (a pair of Queens)",
        "cid: shows [Ts Td] (a pair of Tens)",
        "dee: shows [As Ad] (a pair of Aces)",
        "dee collected $32 from pot",
        "*** SUMMARY ***",
        "Total pot $33 | Rake $1",
        "Board [2c 7d 9h Js 3c]",
    )
    hand = one(text)
    assert hand.dead == {"cid": 100}
    assert [(a.kind, a.amount) for a in hand.actions if a.player == "cid" and a.amount] == [
        (ActionKind.DEAD_BLINDS, 300),
        (ActionKind.CALL, 600),
    ]
    v = audit_hand(hand)
    assert v.outcome is Outcome.MATCH and rules(v) == {"dee": 3200}
    deal = to_deal(hand)  # cid's bet counts his live $8; the dead dollar is the deal's dead money
    assert [(p["name"], p["bet"]) for p in deal["players"]] == [("ann", 800), ("bob", 800), ("cid", 800), ("dee", 800)]
    assert deal["dead"] == 100 and deal["rake"] == 100
    assert pokerrank.showdown_from_dict(deal).totals["dee"] == 3200


def test_a_straddle_is_a_third_blind() -> None:
    # straddle $4; cid raises to $12; ann, bob fold; dee (the straddler, $4 in) calls $8.
    # dee bets $20 on the flop, cid folds: the pot is 1 + 2 + 12 + 12 = $27, dee's $20 uncalled
    text = ps(
        USD.format(id=330),
        "Table 'Kappa' 6-max Seat #1 is the button",
        "Seat 1: cid ($100 in chips)",
        "Seat 2: ann ($100 in chips)",
        "Seat 3: bob ($100 in chips)",
        "Seat 4: dee ($100 in chips)",
        "ann: posts small blind $1",
        "bob: posts big blind $2",
        "dee: posts straddle $4",
        "*** HOLE CARDS ***",
        "cid: raises $8 to $12",
        "ann: folds",
        "bob: folds",
        "dee: calls $8",
        "*** FLOP *** [2c 7d 9h]",
        "dee: bets $20",
        "cid: folds",
        "Uncalled bet ($20) returned to dee",
        "dee collected $26 from pot",
        "*** SUMMARY ***",
        "Total pot $27 | Rake $1",
        "Board [2c 7d 9h]",
    )
    hand = one(text)
    assert [(a.player, a.kind, a.amount) for a in hand.actions if a.player == "dee" and a.amount] == [
        ("dee", ActionKind.STRADDLE, 400),
        ("dee", ActionKind.CALL, 800),
        ("dee", ActionKind.BET, 2000),
    ]
    v = audit_hand(hand)
    assert v.outcome is Outcome.MATCH and rules(v) == {"dee": 4600}


def test_all_in_for_less_makes_a_side_pot_and_an_uncalled_bet() -> None:
    # ann bets $20 on the flop; bob calls all in for $5; cid calls $20. Main pot 3 x (2 + 5)
    # = $21 is bob's (trips); side pot 2 x 15 = $30 is ann's over cid. Tournament: no rake.
    text = ps(
        "PokerStars Hand #340: Tournament #9, $1+$0.10 USD Hold'em No Limit - Level I (1/2) - 2024/01/01 12:00:00 ET",
        "Table '9 1' 9-max Seat #3 is the button",
        "Seat 1: ann (100 in chips)",
        "Seat 2: bob (7 in chips)",
        "Seat 3: cid (100 in chips)",
        "ann: posts small blind 1",
        "bob: posts big blind 2",
        "*** HOLE CARDS ***",
        "cid: calls 2",
        "ann: calls 1",
        "bob: checks",
        "*** FLOP *** [2c 7d 9h]",
        "ann: bets 20",
        "bob: calls 5 and is all-in",
        "cid: calls 20",
        "*** TURN *** [2c 7d 9h] [Js]",
        "ann: checks",
        "cid: checks",
        "*** RIVER *** [2c 7d 9h Js] [3c]",
        "ann: checks",
        "cid: checks",
        "*** SHOW DOWN ***",
        "ann: shows [Jd Jh] (three of a kind, Jacks)",
        "cid: shows [Ac Kc] (high card Ace)",
        "ann collected 30 from side pot",
        "bob: shows [9c 9s] (three of a kind, Nines)",
        "ann collected 21 from main pot",
        "*** SUMMARY ***",
        "Total pot 51 Main pot 21. Side pot 30. | Rake 0",
        "Board [2c 7d 9h Js 3c]",
    )
    # ann's Jacks beat bob's Nines too: she takes both pots, 51
    v = verdict(text)
    assert v.outcome is Outcome.MATCH and rules(v) == {"ann": 51}
    wrong = text.replace("ann collected 21 from main pot", "bob collected 21 from main pot")
    bad = verdict(wrong)
    assert (
        bad.outcome is Outcome.MISMATCH and rules(bad) == {"ann": 51, "bob": 0} and paid(bad) == {"ann": 30, "bob": 21}
    )


def test_a_player_who_mucks_at_the_showdown_gives_up_the_pot() -> None:
    # bob mucks the better hand; the room pays ann, as the rules say (a mucked hand is dead)
    text = ps(
        USD.format(id=350),
        "Table 'Lambda' 6-max Seat #1 is the button",
        "Seat 1: ann ($100 in chips)",
        "Seat 2: bob ($100 in chips)",
        "ann: posts small blind $1",
        "bob: posts big blind $2",
        "*** HOLE CARDS ***",
        "ann: calls $1",
        "bob: checks",
        "*** FLOP *** [2c 7d 9h]",
        "bob: checks",
        "ann: checks",
        "*** TURN *** [2c 7d 9h] [Js]",
        "bob: checks",
        "ann: checks",
        "*** RIVER *** [2c 7d 9h Js] [3c]",
        "bob: checks",
        "ann: checks",
        "*** SHOW DOWN ***",
        "ann: shows [4c 4d] (a pair of Fours)",
        "bob: mucks hand",
        "ann collected $4 from pot",
        "*** SUMMARY ***",
        "Total pot $4 | Rake $0",
        "Board [2c 7d 9h Js 3c]",
        "Seat 1: ann (button) (small blind) showed [4c 4d] and won ($4) with a pair of Fours",
        "Seat 2: bob (big blind) mucked [As Ad]",
    )
    hand = one(text)
    assert hand.mucked == frozenset({"bob"}) and hand.hole["bob"] == "As Ad"
    assert replay(hand).contenders == ("ann",)
    assert audit_hand(hand).outcome is Outcome.MATCH


def cash_out(collected: str, summary: str) -> str:
    return ps(
        USD.format(id=360),
        "Table 'Mu' 6-max Seat #1 is the button",
        "Seat 1: ann ($50 in chips)",
        "Seat 2: bob ($100 in chips)",
        "ann: posts small blind $1",
        "bob: posts big blind $2",
        "*** HOLE CARDS ***",
        "ann: raises $48 to $50 and is all-in",
        "bob: calls $48",
        "*** FLOP *** [2c 7d 9h]",
        "*** TURN *** [2c 7d 9h] [Js]",
        "*** RIVER *** [2c 7d 9h Js] [3c]",
        "*** SHOW DOWN ***",
        "ann: shows [As Ad] (a pair of Aces)",
        "bob: shows [Kc Kd] (a pair of Kings)",
        collected,
        "ann cashed out the hand for $79.20 | Cash Out Fee $0.80",
        "*** SUMMARY ***",
        "Total pot $100 | Rake $2",
        "Board [2c 7d 9h Js 3c]",
        f"Seat 1: ann (button) (small blind) showed [As Ad] and won ($98) with a pair of Aces{summary}",
        "Seat 2: bob (big blind) showed [Kc Kd] and lost with a pair of Kings",
    )


def test_a_cash_out_whose_pot_was_paid_is_audited() -> None:
    hand = one(cash_out("ann collected $98 from pot", " (cashed out)"))
    assert hand.cash_outs == {"ann": (7920, 80)}
    v = audit_hand(hand)  # the pot as paid; $79.20 + $0.80 is not aces' exact value against kings preflop
    assert v.outcome is Outcome.MISMATCH and v.reason == "cash-out" and rules(v) == {"ann": 9800}
    assert all(p.ok for p in v.payouts)


def test_a_cash_out_that_replaced_the_pot_is_audited_with_the_cash_out() -> None:
    v = verdict(cash_out("", " (pot not awarded as player cashed out)"))  # $80 for aces against kings preflop
    assert v.outcome is Outcome.MISMATCH and v.reason == "cash-out" and rules(v) == {"ann": 9800}
    # the room says nothing of the pot: no payout to check, the cash-out still judged (a "won" with no amount is
    # refused, quoted: an amount that does not read)
    replaced = cash_out("", " (pot not awarded as player cashed out)")
    nothing_won = replaced.replace(" and won ($98) with a pair of Aces", "")
    v = verdict(nothing_won)
    assert v.outcome is Outcome.MISMATCH and v.reason == "cash-out" and "no payout to check" in v.detail
    assert "did not award the pot but" not in v.detail  # said once


def test_a_cancelled_hand_is_not_auditable() -> None:
    text = ps(
        "PokerStars Game #370: Triple Draw 2-7 Lowball Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET",
        "Table 'Nu' 6-max Seat #5 is the button",
        "Seat 5: ann ($30 in chips)",
        "ann: posts small blind $0.50",
        "bob: is sitting out",
        "Hand cancelled",
        "*** SUMMARY ***",
        "Seat 5: ann (button) collected ($0)",
    )
    hand = one(text)
    assert hand.cancelled and hand.total_pot is None
    v = audit_hand(hand)
    assert v.outcome is Outcome.NOT_AUDITABLE and v.reason == "hand cancelled"


def test_a_needed_card_never_shown_is_not_auditable() -> None:
    text = SIDE_POTS.replace("cid: shows [Qc Jc] (high card Ace)\n", "").replace(
        "Seat 3: cid (button) showed [Qc Jc] and lost with high card Ace\n", ""
    )
    v = verdict(text)
    assert v.outcome is Outcome.NOT_AUDITABLE and v.reason == "cards never shown" and "cid" in v.detail


# -- first lines of every kind ------------------------------------------------------------------------

HEADERS = [
    ("PokerStars Hand #1: Hold'em No Limit ($0.05/$0.10 USD) - 2024/01/01 1:00:00 CET [2023/12/31 19:00:00 ET]",
     "holdem", "no-limit", "USD", None, None, (5, 10)),
    ("PokerStars Game #2: Tournament #55, $5.00+$0.50 USD Hold'em No Limit - Level II (15/30) - 2024/01/01 1:00:00 ET",
     "holdem", "no-limit", None, "55", None, (15, 30)),
    ("PokerStars Home Game Hand #3: {Club} Tournament #9, 100+9 8-Game (Razz Limit) - Match Round I, Level I (20/40)"
     " - 2024/01/01 1:00", "razz", "limit", None, "9", "8-Game", (20, 40)),
    ("PokerStars Hand #4:  8-Game (7 Card Stud Hi/Lo Limit, $400/$800 USD) - 2024/01/01 1:00:00 ET",
     "stud-hi-lo", "limit", "USD", None, "8-Game", (40000, 80000)),
    ("PokerStars Hand #5:  Mixed NLH/PLO (Hold'em No Limit, $0.10/$0.25 USD) - 2024/01/01 1:00:00 ET",
     "holdem", "no-limit", "USD", None, "Mixed NLH/PLO", (10, 25)),
    ("PokerStars Zoom Hand #6:  Hold'em No Limit ($0.01/$0.02) - 2024/01/01 1:00:00 CET [2023/12/31 19:00:00 ET]",
     "holdem", "no-limit", "USD", None, None, (1, 2)),
    ("PokerStars Hand #7: Hold'em No Limit (100/200) - 2024/01/01 1:00:00 ET", "holdem", "no-limit", None, None, None,
     (100, 200)),
    ("PokerStars Game #8: TOURNAMENT #10, $10+$1 7 CARD STUD HI/LO LIMIT - LEVEL I (25/50) - 2024/01/01 1:00:00 ET",
     "stud-hi-lo", "limit", None, "10", None, (25, 50)),
    ("PokerStars Hand #9:  Hold'em No Limit ($0.25/$0.50 - $10 Cap -  USD) - 2024/01/01 1:00:00 ET",
     "holdem", "capped no-limit", "USD", None, None, (25, 50)),
    ("PokerStars Hand #10: Tournament #11, $200+$15 USD Hold'em Pot Limit Pre-Flop, No Limit Post-Flop"
     " - Level I (10/20) - 2024/01/01 1:00:00 ET",
     "holdem", "pot-limit preflop, no-limit after", None, "11", None, (10, 20)),
    ("Run It Once Poker Hand #11:  Omaha Pot Limit (€0.25/€0.50) - 2024/01/01 17:55 UTC [2024/01/01 18:55]",
     "omaha", "pot-limit", "EUR", None, None, (25, 50)),
    ("Full Tilt Rush Hand #12:  Hold'em No Limit (25/50) - 2024/01/01 8:39:15 ET", "holdem", "no-limit", None, None,
     None, (25, 50)),
]  # fmt: skip


@pytest.mark.parametrize(("first", "game", "structure", "currency", "tournament", "mix", "stakes"), HEADERS)
def test_first_lines(
    first: str,
    game: str,
    structure: str,
    currency: str | None,
    tournament: str | None,
    mix: str | None,
    stakes: tuple[int, int],
) -> None:
    text = ps(
        first,
        "Table 'T' 6-max Seat #1 is the button",
        "Seat 1: ann (1000 in chips)" if currency is None else "Seat 1: ann ($10 in chips)",
        "Seat 2: bob (1000 in chips)" if currency is None else "Seat 2: bob ($10 in chips)",
        "*** HOLE CARDS ***" if game not in ("razz", "stud-hi-lo") else "*** 3rd STREET ***",
        "ann: folds",
        "*** SUMMARY ***",
        "Total pot 0 | Rake 0",
    )
    hand = one(text)
    assert hand.error is None, hand.error
    assert (hand.game, hand.structure, hand.currency, hand.tournament, hand.mix, hand.stakes) == (
        game,
        structure,
        currency,
        tournament,
        mix,
        stakes,
    )


# -- the quick reader ---------------------------------------------------------------------------------


def test_the_quick_reader_gives_the_full_readers_records(monkeypatch: pytest.MonkeyPatch) -> None:
    """Most board-game hands are read by ``_Reader.quick``; with it turned off, the full reader
    gives the same records, field by field (the shared-corpus test does this on every real hand)."""
    import dataclasses

    from pokerrank.handhistory import pokerstars

    texts = [SHOWDOWN, SIDE_POTS, RUN_TWICE, tie("cid collected $2.37 from pot\nbob collected $2.36 from pot")]
    texts += [board_game(g[1], g[2], g[3], g[4], g[5], g[6]) for g in BOARD_GAMES]
    texts += [text.replace("\n", "\r\n") for text in texts[:2]]  # CRLF: its line ends made \n, the quick reader too
    quick = pokerstars._Reader.quick
    took = []

    def counted(self: pokerstars._Reader) -> object:
        record = quick(self)
        took.append(record is not None)
        return record

    monkeypatch.setattr(pokerstars._Reader, "quick", counted)
    fast = [list(read(text)) for text in texts]
    monkeypatch.setattr(pokerstars._Reader, "quick", lambda self: None)
    full = [list(read(text)) for text in texts]
    for ours, theirs in zip(fast, full, strict=True):
        assert len(ours) == len(theirs) == 1
        for field in dataclasses.fields(ours[0]):
            assert getattr(ours[0], field.name) == getattr(theirs[0], field.name), field.name
    # the run-twice hand takes the full reader; the others the quick one
    assert took.count(True) == len(texts) - 1 and took.count(False) == 1


@pytest.mark.parametrize("taker", ["to_phh", "to_ohh", "to_deal", "to_pokerstars", "audit_hand"])
@pytest.mark.parametrize("given", ["PokerStars Hand #1: Hold'em", None, 7])
def test_every_writer_and_the_audit_refuse_what_is_not_a_hand_record_by_name(taker: str, given: object) -> None:
    import pokerrank.handhistory as hh
    from pokerrank.errors import HandHistoryError
    from pokerrank.handhistory.writers_ohh import to_ohh

    take = to_ohh if taker == "to_ohh" else getattr(hh, taker)
    with pytest.raises(HandHistoryError, match=rf"{taker}\(\) takes a hand record \(from read\(\)\), not "):
        take(given)
