"""What a second review of Irish (Full Tilt's discard round, the catalogue's ``Game.discards``)
found, each pinned: the cards thrown away in plain view are out of an all-in's runouts, the
lean equity road takes Irish from the flop on, a discard by a player who folded, a bet in the
discard round and a discard by a name not seated are refused or quoted, and a folded player
may hold the four cards dealt.
Every hand text here is written for these tests."""

from __future__ import annotations

import pytest
from test_games_irish import SHOWDOWN

import pokerrank
from pokerrank.errors import CardCountError
from pokerrank.handhistory import Outcome, audit_hand, read


def one(text: str):  # type: ignore[no-untyped-def]
    (record,) = read(text)
    return record


# -- 1. an all-in on the turn: the cards thrown away are out ----------------------------------------

_TURN_ALL_IN = (
    SHOWDOWN.replace(
        "*** TURN *** [Ac 9d 4h] [2s] (Total Pot: $34, 2 Players)\nann checks\ncid checks\n",
        "*** TURN *** [Ac 9d 4h] [2s] (Total Pot: $34, 2 Players)\nann bets $184, and is all in\n"
        "cid calls $184, and is all in\n",
    )
    .replace("ann bets $20\ncid calls $20\n", "")
    .replace("[Jc] (Total Pot: $34, 2 Players)", "[Jc] (Total Pot: $402, 2 Players, 2 All-In)")  # (the turn's bets in)
    .replace("$72", "$400")
    .replace("Total pot $74", "Total pot $402")
)
_QUEENS_THROWN = _TURN_ALL_IN.replace("Dealt to ann [Ah Kd 7c 7s]", "Dealt to ann [Ah Kd Qc Qh]").replace(
    "ann discards [7c 7s]", "ann discards [Qc Qh]"
)


def test_an_irish_all_in_on_the_turn_counts_no_out_thrown_away_in_plain_view() -> None:
    from pokerrank.results import Status, hand_result

    # cid's queens need one of two queens on the river: ann threw both away, so cid has none
    record = one(_QUEENS_THROWN)
    assert record.error is None and audit_hand(record).outcome is Outcome.MATCH
    result = hand_result(record)
    assert result.status is Status.ADJUSTED
    adjusted = {p.player: p.adjusted for p in result.players}
    assert adjusted == {"ann": 20000, "bob": -200, "cid": -20000}  # (cid's 2 outs of 44 counted: 200000/11)


def test_an_irish_all_in_on_the_turn_with_other_cards_thrown_still_counts_the_outs() -> None:
    from fractions import Fraction

    from pokerrank.results import hand_result

    adjusted = {p.player: p.adjusted for p in hand_result(one(_TURN_ALL_IN)).players}
    # 42 rivers unseen (ann's 7c 7s out): cid wins on the two queens, ann on the other 40; ann's rake $2
    assert adjusted["cid"] == Fraction(2, 42) * 40000 - 20000


@pytest.mark.parametrize("board", ["Ac 9d 4h", "Ac 9d 4h 2s"])
def test_irish_equity_and_outs_take_the_cards_thrown_away_as_dead(board: str) -> None:
    hands = ["Ah Kd", "Qs Qd"]
    thrown = pokerrank.equity("irish", hands, board=board, dead="Qc Qh")
    assert [p.equity for p in thrown.players] == [1.0, 0.0] and thrown.dead == "Qc Qh"
    assert [p.wins for p in thrown.players] == [
        p.wins for p in pokerrank.equity("holdem", hands, board, "Qc Qh").players
    ]
    if len(board.split()) == 4:
        outs = pokerrank.outs("irish", hands, board=board, dead="Qc Qh")
        assert outs.unseen == 42 and outs.outs[1].wins == ()


# -- 2. the lean road takes Irish from the flop on --------------------------------------------------


@pytest.mark.parametrize("board", ["Ac 9d 4h", "Ac 9d 4h 2s", "Ac 9d 4h 2s Jc"])
def test_the_lean_road_answers_irish_from_the_flop_on_as_the_full_road(board: str) -> None:
    from pokerrank._equity.engine import solve
    from pokerrank._equity.plan import check_options, plan_spot
    from pokerrank._equity.quick import quick_exact
    from pokerrank._equity.tally import result

    for hands, dead in ((["Ah Kd", "Qs Qd"], ""), (["Ah Kd", "Qs Qd", "5c 6c"], "Qc")):
        lean = quick_exact("irish", hands, board, dead)
        assert lean is not None, (hands, board)  # (the road before took no Irish spot)
        plan = plan_spot("irish", hands, board, dead)
        outcome = solve(plan, check_options(None, None, 1 << 34, None, False, None))
        assert lean == result(plan, outcome.counts, outcome.total, True, None, False)
        assert lean == pokerrank.equity("irish", hands, board=board, dead=dead) and lean.game == "irish"


@pytest.mark.parametrize("board", ["", "Ac", "Ac 9d"])
def test_the_lean_road_leaves_irish_before_the_flop_to_the_full_road_which_refuses_it(board: str) -> None:
    from pokerrank._equity.quick import quick_exact

    assert quick_exact("irish", ["Ah Kd", "Qs Qd"], board, "") is None
    assert quick_exact("irish", ["Ah Kd", "Qs Qd"], board, "", kernels=False) is None
    with pytest.raises(CardCountError, match="from the flop on"):
        pokerrank.equity("irish", ["Ah Kd", "Qs Qd"], board=board)


# -- 3, 4, 5. a discard by a player who folded, a bet in the discard round, a name not seated -------


@pytest.mark.parametrize("line", ["bob discards", "bob discards [5c 5d]"])
def test_a_discard_by_a_player_who_folded_is_refused_naming_the_line(line: str) -> None:
    record = one(SHOWDOWN.replace("cid discards\n", f"cid discards\n{line}\n"))
    assert record.error is not None
    assert "'bob' throws cards away having folded in Irish No Limit" in record.error.reason, record.error
    assert repr(line[4:]) in record.error.reason and record.error.line == 19
    assert audit_hand(record).outcome is Outcome.NOT_AUDITABLE


def _bet_in_the_round(lines: str, more: int) -> str:
    total = 72 + more
    text = SHOWDOWN.replace("cid discards\n", lines + "cid discards\n")
    for street in ("[2s]", "[Jc]"):  # (Full Tilt's pot before the turn and the river: the round's bets in)
        text = text.replace(f"{street} (Total Pot: $34,", f"{street} (Total Pot: ${34 + more},")
    return text.replace("$72", f"${total}").replace("Total pot $74", f"Total pot ${total + 2}")


@pytest.mark.parametrize(
    ("lines", "more", "said"),
    [
        (
            "cid bets $5\nann calls $5\n",
            10,
            "'cid' bets in the discard round of Irish No Limit, which has no betting: 'cid bets $5'",
        ),
        (
            "ann calls $5\n",
            5,
            "'ann' bets in the discard round of Irish No Limit, which has no betting: 'ann calls $5'",
        ),
        ("cid bets $5\nann raises to $10\ncid calls $5\n", 20, "'cid bets $5'"),
        ("ann raises to $10\ncid calls $10\n", 20, "'ann raises to $10'"),
    ],
    ids=["bet", "call", "bet-raise-call", "raise"],
)
def test_a_bet_in_the_discard_round_is_refused_naming_the_line(lines: str, more: int, said: str) -> None:
    record = one(_bet_in_the_round(lines, more))
    assert record.error is not None and said in record.error.reason, record.error
    assert record.error.line == 18
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and said in verdict.detail


def test_a_bet_on_the_turn_after_the_discard_round_is_read() -> None:
    text = SHOWDOWN.replace("ann checks\ncid checks\n*** RIVER", "ann bets $5\ncid calls $5\n*** RIVER")
    text = text.replace("$72", "$82").replace("Total pot $74", "Total pot $84")
    text = text.replace("[Jc] (Total Pot: $34,", "[Jc] (Total Pot: $44,")  # (the turn's bets in)
    record = one(text)
    assert record.error is None and audit_hand(record).outcome is Outcome.MATCH


def test_a_discard_by_a_name_not_seated_is_a_line_not_understood() -> None:
    record = one(SHOWDOWN.replace("cid discards\n", "cid discards\nzed discards\n"))
    assert record.unparsed == ((19, "zed discards"),)
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "line not understood"
    assert "'zed discards'" in verdict.detail


# -- 6. a folded player's four cards ------------------------------------------------------------------

_BOARD = "Ac 9d 4h 2s Jc"


def test_a_folded_irish_player_may_hold_the_four_cards_dealt() -> None:
    players = [
        {"name": "ann", "cards": "Ah Kd", "bet": 36},
        {"name": "bob", "cards": "5c 5d 6h 6s", "bet": 2, "folded": True},
        {"name": "cid", "cards": "Qs Qd", "bet": 36},
    ]
    assert pokerrank.showdown("irish", _BOARD, players).totals == {"ann": 74, "bob": 0, "cid": 0}
    players[1]["cards"] = "5c 5d 6h Ac"  # (still dealt once)
    with pytest.raises(pokerrank.errors.DuplicateCardError, match="'Ac'"):
        pokerrank.showdown("irish", _BOARD, players)


def test_a_folded_irish_player_with_more_than_four_cards_is_refused_in_words_that_agree() -> None:
    players = [
        {"name": "ann", "cards": "Ah Kd", "bet": 36},
        {"name": "bob", "cards": "5c 5d 6h 6s 7h", "bet": 2, "folded": True},
        {"name": "cid", "cards": "Qs Qd", "bet": 36},
    ]
    with pytest.raises(CardCountError) as caught:
        pokerrank.showdown("irish", _BOARD, players)
    assert str(caught.value) == (
        "bob (folded) holds 5 cards '5c 5d 6h 6s 7h'; irish deals 4 hole cards and keeps exactly 2"
    )


def test_a_folded_holdem_player_still_holds_at_most_two() -> None:
    players = [
        {"name": "ann", "cards": "Ah Kd", "bet": 36},
        {"name": "bob", "cards": "5c 5d 6h", "bet": 2, "folded": True},
        {"name": "cid", "cards": "Qs Qd", "bet": 36},
    ]
    with pytest.raises(CardCountError, match=r"^bob \(folded\) holds 3 cards '5c 5d 6h'; holdem deals exactly 2"):
        pokerrank.showdown("holdem", _BOARD, players)
