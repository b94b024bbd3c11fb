"""Irish: four hole cards, betting before and after the flop, then every player still in throws
two away (none drawn), then the turn and river as Hold'em; at the showdown each holds two cards
and the best five of their two and the board's five wins (Hold'em's ranking). Full Tilt dealt
it (``No Limit Irish``, ``*** DISCARD ROUND ***``). Every hand text here is written for these
tests."""

from __future__ import annotations

import random

import pytest

from pokerrank import showdown
from pokerrank.errors import GameDefinitionError, PokerRankError, UnknownGameError
from pokerrank.games import PLAIN_GAMES, Game, Side, get_game
from pokerrank.handhistory import Outcome, audit_hand, read, to_deal

SHOWDOWN = """Full Tilt Poker Game #900000001: Table Kerry (6 max) - $1/$2 - No Limit Irish - 21:00:00 ET - 2013/04/07
Seat 1: ann ($200)
Seat 2: bob ($200)
Seat 3: cid ($200)
ann posts the small blind of $1
bob posts the big blind of $2
The button is in seat #3
*** HOLE CARDS ***
Dealt to ann [Ah Kd 7c 7s]
cid raises to $6
ann calls $5
bob folds
*** FLOP *** [Ac 9d 4h] (Total Pot: $14, 2 Players)
ann checks
cid bets $10
ann calls $10
*** DISCARD ROUND *** (Total Pot: $34, 2 Players)
cid discards
ann discards [7c 7s]
*** TURN *** [Ac 9d 4h] [2s] (Total Pot: $34, 2 Players)
ann checks
cid checks
*** RIVER *** [Ac 9d 4h 2s] [Jc] (Total Pot: $34, 2 Players)
ann bets $20
cid calls $20
*** SHOW DOWN ***
ann shows [Ah Kd] a pair of Aces
cid shows [Qs Qd] a pair of Queens
ann wins the pot ($72) with a pair of Aces
*** SUMMARY ***
Total pot $74 | Rake $2
Board: [Ac 9d 4h 2s Jc]
Seat 1: ann (small blind) showed [Ah Kd] and won ($72) with a pair of Aces
Seat 2: bob (big blind) folded before the Flop
Seat 3: cid (button) showed [Qs Qd] and lost with a pair of Queens
"""

SPLIT = """Full Tilt Poker Game #900000002: Table Kerry (6 max) - $1/$2 - Pot Limit Irish - 21:05:00 ET - 2013/04/07
Seat 1: ann ($200)
Seat 2: bob ($200)
ann posts the small blind of $1
bob posts the big blind of $2
The button is in seat #1
*** HOLE CARDS ***
Dealt to ann [Ah Qd 5c 5s]
ann raises to $6
bob calls $4
*** FLOP *** [Kc Ks 9d] (Total Pot: $12, 2 Players)
bob checks
ann checks
*** DISCARD ROUND *** (Total Pot: $12, 2 Players)
ann discards [5c 5s]
bob discards
*** TURN *** [Kc Ks 9d] [9h] (Total Pot: $12, 2 Players)
bob bets $5
ann calls $5
*** RIVER *** [Kc Ks 9d 9h] [Jd] (Total Pot: $22, 2 Players)
bob checks
ann checks
*** SHOW DOWN ***
bob shows [Ac 2h] two pair, Kings and Nines
ann shows [Ah Qd] two pair, Kings and Nines
ann ties for the pot ($10.75) with two pair, Kings and Nines
bob ties for the pot ($10.75) with two pair, Kings and Nines
*** SUMMARY ***
Total pot $22 | Rake $0.50
Board: [Kc Ks 9d 9h Jd]
Seat 1: ann (small blind) showed [Ah Qd] and won ($10.75) with two pair, Kings and Nines
Seat 2: bob (big blind) showed [Ac 2h] and won ($10.75) with two pair, Kings and Nines
"""


def one(text: str):  # type: ignore[no-untyped-def]
    (record,) = read(text)
    return record


# -- the catalogue ---------------------------------------------------------------------------------


def test_irish_is_a_board_game_of_two_cards_kept_of_four_dealt() -> None:
    irish = get_game("irish")
    assert (irish.hole_cards, irish.discards, irish.board_cards, irish.dealt) == (2, 2, 5, "board")
    assert irish.sides == get_game("holdem").sides and not irish.board_draw
    assert get_game("Irish Poker") is irish and irish in PLAIN_GAMES


def test_irish_showdown_is_holdems_with_the_cards_kept() -> None:
    rng = random.Random(23)
    deck = [r + s for r in "23456789TJQKA" for s in "cdhs"]
    for _ in range(200):
        cards = rng.sample(deck, 11)
        board, hands = " ".join(cards[:5]), [" ".join(cards[5 + 2 * i : 7 + 2 * i]) for i in range(3)]
        players = [{"name": f"p{i}", "cards": hand, "bet": 10 * (i + 1)} for i, hand in enumerate(hands)]
        irish, holdem = showdown("irish", board, players), showdown("holdem", board, players)
        assert irish.totals == holdem.totals


def test_a_showdown_of_irish_takes_the_two_cards_kept_not_the_four_dealt() -> None:
    with pytest.raises(PokerRankError, match="2"):
        showdown("irish", "Ac 9d 4h 2s Jc", [{"name": "a", "cards": "Ah Kd 7c 7s"}, {"name": "b", "cards": "Qs Qd"}])


@pytest.mark.parametrize(
    ("fields", "words"),
    [
        ({"discards": 2}, "only a board game"),  # a draw game
        ({"discards": 2, "dealt": "board", "board_cards": 5, "board_draw": True}, "only a board game"),
        ({"discards": -1, "dealt": "board", "board_cards": 5}, "discards=-1"),
    ],
)
def test_a_game_throwing_cards_away_is_a_board_game_without_a_draw(fields: dict[str, object], words: str) -> None:
    with pytest.raises(GameDefinitionError, match=words):
        Game("odd", "Odd", 2, (Side("high", "high"),), **fields)  # type: ignore[arg-type]


def test_the_readers_table_of_games_that_throw_cards_away_is_the_catalogues() -> None:
    from pokerrank.handhistory.pokerstars import _THROWING

    assert {game.name: game.discards for game in PLAIN_GAMES if game.discards} == _THROWING


# -- the engine ------------------------------------------------------------------------------------


def test_the_engine_refuses_irish_naming_it() -> None:
    from pokerrank.engine import Hand, from_record

    with pytest.raises(UnknownGameError, match=r"'irish'.*discard round"):
        Hand("irish", stacks=[100, 100], blinds=(1, 2))
    driven = from_record(one(SHOWDOWN))
    assert driven.status == "not drivable" and "'irish'" in (driven.reason or "")


# -- Full Tilt's hands -----------------------------------------------------------------------------


def test_full_tilt_irish_to_a_showdown_is_read_and_audited() -> None:
    record = one(SHOWDOWN)
    assert record.error is None and record.unparsed == () and record.game == "irish"
    assert record.hole == {"ann": "Ah Kd", "cid": "Qs Qd"}  # ann's 7c 7s thrown away
    thrown = [(a.player, a.cards, a.street) for a in record.actions if a.kind.value == "discard"]
    assert thrown == [("cid", None, "draw 1"), ("ann", "7c 7s", "draw 1")]
    assert record.dealt[0] == ("preflop", "ann", "Ah Kd 7c 7s")
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert verdict.detail == "ann wins $72 (pot $74 less $2 rake), as paid"
    assert all(word.ok for word in verdict.words) and len(verdict.words) == 3  # (2 shows, "wins the pot ... with")


def test_full_tilt_irish_split_pot_is_audited() -> None:
    verdict = audit_hand(one(SPLIT))
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert {p.player: p.paid for p in verdict.payouts} == {"ann": 1075, "bob": 1075}


def test_full_tilt_irish_paid_to_the_wrong_player_is_a_mismatch() -> None:
    wrong = SHOWDOWN.replace("ann wins the pot ($72) with a pair of Aces", "cid wins the pot ($72)")
    wrong = wrong.replace("showed [Ah Kd] and won ($72) with", "showed [Ah Kd] and lost with")
    wrong = wrong.replace("showed [Qs Qd] and lost with", "showed [Qs Qd] and won ($72) with")
    verdict = audit_hand(one(wrong))
    assert verdict.outcome is Outcome.MISMATCH and verdict.reason == "payout", verdict.detail


_ON_THE_BOARD = SHOWDOWN.replace("[Ac 9d 4h 2s] [Jc]", "[Ac 9d 4h 2s] [7c]").replace("2s Jc]", "2s 7c]")
_IN_A_HAND = SHOWDOWN.replace("[Qs Qd]", "[Qs 7s]")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (_ON_THE_BOARD, "'7c' is on the board, but 'ann' threw it away"),
        (_IN_A_HAND, "'7s' is in 'cid''s hand, but 'ann' threw it away"),
        (SHOWDOWN.replace("cid discards", "cid discards [7c Qs]"), "'ann' throws away '7c', which 'cid' threw away"),
    ],
    ids=["board", "hand", "twice"],
)
def test_a_card_thrown_away_seen_again_is_not_auditable(text: str, words: str) -> None:
    verdict = audit_hand(one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "record contradicts itself"
    assert words in verdict.detail


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (("ann discards [7c 7s]", "ann discards [7c]"), "'ann' throws away 1 cards in Irish No Limit, which throws 2"),
        (("ann discards [7c 7s]", "ann discards 3 cards"), "throws away 3 cards"),
        (("ann discards [7c 7s]", "ann discards [7c 8s]"), "'ann' throws away '8s', a card not dealt to 'ann'"),
        (("ann discards [7c 7s]", "ann discards all of them"), "a discard in Irish No Limit that does not read"),
    ],
)
def test_a_discard_other_than_the_games_is_refused_naming_it(change: tuple[str, str], words: str) -> None:
    record = one(SHOWDOWN.replace(*change))
    assert record.error is not None and words in record.error.reason
    assert audit_hand(record).outcome is Outcome.NOT_AUDITABLE


def test_an_irish_hand_whose_kept_cards_are_not_known_says_so() -> None:
    text = SHOWDOWN.replace("ann discards [7c 7s]", "ann discards").replace("[Ah Kd]", "[Ah Kd 7c 7s]")
    verdict = audit_hand(one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert "'ann' holds 4 cards" in verdict.detail and "which keeps 2" in verdict.detail


def test_an_irish_hand_converts_to_a_deal_of_the_cards_kept() -> None:
    deal = to_deal(one(SHOWDOWN))
    assert deal["game"] == "irish" and deal["board"] == "Ac 9d 4h 2s Jc"
    cards = {player["name"]: player["cards"] for player in deal["players"]}
    assert cards["ann"] == "Ah Kd" and cards["cid"] == "Qs Qd"
    assert showdown(deal["game"], deal["board"], [p for p in deal["players"] if not p["folded"]]).totals["ann"] > 0


@pytest.mark.parametrize("writer", ["to_phh", "to_ohh", "to_pokerstars"])
def test_the_writers_refuse_irish_naming_it(writer: str) -> None:
    import pokerrank.handhistory as handhistory

    with pytest.raises(PokerRankError, match="Irish"):  # (no format names Irish, nor its discard round)
        getattr(handhistory, writer)(one(SHOWDOWN))


ALL_IN = """Full Tilt Poker Game #900000003: Table Kerry (6 max) - $1/$2 - No Limit Irish - 21:10:00 ET - 2013/04/07
Seat 1: ann ($50)
Seat 2: bob ($50)
ann posts the small blind of $1
bob posts the big blind of $2
The button is in seat #1
*** HOLE CARDS ***
Dealt to ann [Ah Kd 7c 7s]
ann raises to $50, and is all in
bob calls $48, and is all in
*** FLOP *** [Ac 9d 4h] (Total Pot: $100, 2 Players)
*** DISCARD ROUND *** (Total Pot: $100, 2 Players)
ann discards [7c 7s]
bob discards
*** TURN *** [Ac 9d 4h] [2s] (Total Pot: $100, 2 Players)
*** RIVER *** [Ac 9d 4h 2s] [Jc] (Total Pot: $100, 2 Players)
*** SHOW DOWN ***
ann shows [Ah Kd] a pair of Aces
bob shows [Qs Qd] a pair of Queens
ann wins the pot ($99) with a pair of Aces
*** SUMMARY ***
Total pot $100 | Rake $1
Board: [Ac 9d 4h 2s Jc]
Seat 1: ann (small blind) showed [Ah Kd] and won ($99) with a pair of Aces
Seat 2: bob (big blind) showed [Qs Qd] and lost with a pair of Queens
"""


def test_an_irish_all_in_before_the_discard_round_is_audited_but_not_valued_at_the_all_in() -> None:
    from pokerrank.results import Status, hand_result

    record = one(ALL_IN)
    assert audit_hand(record).outcome is Outcome.MATCH
    result = hand_result(record)  # the players' own choice of the two cards kept was still to come
    assert result.status is Status.UNADJUSTABLE and result.reason == "a draw was still to come"
    assert {p.player: p.net for p in result.players} == {"ann": 4900, "bob": -5000}
