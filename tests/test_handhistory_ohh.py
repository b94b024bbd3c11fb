"""Open Hand History (OHH JSON): reading, the audit, bad input, and writing (to_ohh)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from pokerrank.handhistory import ActionKind, Outcome, audit, audit_hand, read
from pokerrank.handhistory.detect import detect_format
from pokerrank.handhistory.ohh import read_ohh
from pokerrank.pots import Rake


def _player(pid: int, name: str, stack: Any, seat: int | None = None) -> dict[str, Any]:
    return {"id": pid, "seat": seat if seat is not None else pid + 1, "name": name, "starting_stack": stack}


def _act(number: int, pid: int, action: str, amount: Any = 0, **more: Any) -> dict[str, Any]:
    return {"action_number": number, "player_id": pid, "action": action, "amount": amount, **more}


def _hand(**changes: Any) -> dict[str, Any]:
    """A three-player all-in with a side pot: ann (20) and bob (50) all in, cid calls;
    ann wins the main pot with aces, cid the side pot with kings over bob's queens."""
    hand: dict[str, Any] = {
        "spec_version": "1.4.6",
        "site_name": "Test",
        "game_number": "42",
        "game_type": "Holdem",
        "bet_limit": {"bet_type": "NL"},
        "table_size": 6,
        "currency": "USD",
        "dealer_seat": 1,
        "small_blind_amount": 0.5,
        "big_blind_amount": 1,
        "players": [_player(0, "ann", 20), _player(1, "bob", 50), _player(2, "cid", 100)],
        "rounds": [
            {
                "id": 0,
                "street": "Preflop",
                "cards": [],
                "actions": [
                    _act(1, 1, "Post SB", 0.5),
                    _act(2, 2, "Post BB", 1),
                    _act(3, 0, "Raise", 20, is_allin=True),
                    _act(4, 1, "Raise", 49.5, is_allin=True),
                    _act(5, 2, "Call", 49),
                ],
            },
            {"id": 1, "street": "Flop", "cards": ["2c", "7d", "9h"], "actions": []},
            {"id": 2, "street": "Turn", "cards": ["Js"], "actions": []},
            {"id": 3, "street": "River", "cards": ["3d"], "actions": []},
            {
                "id": 4,
                "street": "Showdown",
                "actions": [
                    _act(1, 0, "Shows Cards", cards=["As", "Ad"]),
                    _act(2, 1, "Shows Cards", cards=["Qc", "Qs"]),
                    _act(3, 2, "Shows Cards", cards=["Kc", "Ks"]),
                ],
            },
        ],
        "pots": [
            {"number": 0, "amount": 60, "rake": 1, "player_wins": [{"player_id": 0, "win_amount": 59}]},
            {"number": 1, "amount": 60, "rake": 0, "player_wins": [{"player_id": 2, "win_amount": 60}]},
        ],
    }
    hand.update(changes)
    return hand


def _text(*hands: dict[str, Any]) -> str:
    return "\n\n".join(json.dumps({"ohh": hand}, indent=1) for hand in hands) + "\n"


def test_a_side_pot_hand_with_rake_matches() -> None:
    hand = next(read(_text(_hand())))
    assert (hand.format, hand.game, hand.unit, hand.stakes) == ("ohh", "holdem", Decimal("0.1"), (5, 10))
    assert hand.players == ("ann", "bob", "cid")
    assert [(a.player, a.kind, a.amount, a.to) for a in hand.actions if a.amount] == [
        ("bob", ActionKind.SMALL_BLIND, 5, None),
        ("cid", ActionKind.BIG_BLIND, 10, None),
        ("ann", ActionKind.RAISE, 200, 200),
        ("bob", ActionKind.RAISE, 495, 500),
        ("cid", ActionKind.CALL, 490, None),
    ]
    assert (hand.boards, hand.rake, hand.total_pot, hand.pots) == (("2c 7d 9h Js 3d",), 10, 1200, (590, 600))
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_a_pot_paid_to_the_wrong_player_is_a_mismatch() -> None:
    pots = [
        {"number": 0, "amount": 60, "rake": 1, "player_wins": [{"player_id": 0, "win_amount": 59}]},
        {"number": 1, "amount": 60, "rake": 0, "player_wins": [{"player_id": 1, "win_amount": 60}]},
    ]
    verdict = audit_hand(next(read(_text(_hand(pots=pots)))))
    assert verdict.outcome is Outcome.MISMATCH
    assert "bob" in verdict.detail and "cid" in verdict.detail


def test_a_fold_to_a_raise_pays_the_pot_and_hands_back_the_uncalled_bet() -> None:
    rounds = [
        {
            "id": 0,
            "street": "Preflop",
            "actions": [
                _act(1, 1, "Post SB", 0.5),
                _act(2, 2, "Post BB", 1),
                _act(3, 0, "Raise", 3),
                _act(4, 1, "Fold"),
            ],
        }
    ]
    rounds[0]["actions"].append(_act(5, 2, "Fold"))
    pots = [{"number": 0, "amount": 2.5, "rake": 0, "player_wins": [{"player_id": 0, "win_amount": 2.5}]}]
    verdict = audit_hand(next(read(_text(_hand(rounds=rounds, pots=pots)))))
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    wrong = [{"number": 0, "amount": 2.5, "rake": 0, "player_wins": [{"player_id": 2, "win_amount": 2.5}]}]
    assert audit_hand(next(read(_text(_hand(rounds=rounds, pots=wrong))))).outcome is Outcome.MISMATCH


def test_many_hands_one_after_another_or_in_a_list() -> None:
    second = _hand(game_number="43")
    text = _text(_hand(), second)
    assert [h.hand_id for h in read(text)] == ["42", "43"]
    listed = json.dumps([{"ohh": _hand()}, {"ohh": second}])
    assert detect_format(listed) == "ohh"
    assert [h.hand_id for h in read(listed)] == ["42", "43"]
    assert detect_format("\ufeff " + text) == "ohh"


def test_broken_json_is_one_unreadable_record_and_the_next_hand_is_read() -> None:
    good = _text(_hand())
    broken = good.replace('"ohh": {', '"ohh": {"x": ', 1)
    text = good + "\n" + broken + "\n" + _text(_hand(game_number="44"))
    hands = list(read_ohh(text, "s.ohh"))
    assert [h.ok for h in hands] == [True, False, True]
    error = hands[1].error
    assert error is not None and error.source == "s.ohh" and error.line is not None
    assert error.line > good.count("\n") and "not valid JSON" in error.reason
    assert hands[2].hand_id == "44"


def test_truncated_json_says_where() -> None:
    text = _text(_hand())
    hands = list(read(text[: len(text) // 2]))
    assert len(hands) == 1 and not hands[0].ok
    assert audit_hand(hands[0]).outcome is Outcome.NOT_AUDITABLE


@pytest.mark.parametrize(
    "amount",
    ["NaN", "Infinity", "-Infinity", "1e400", "12345678901234567890", "0.0000001", "-5", '"5"', "true", "null"],
)
def test_an_amount_that_is_not_money_makes_that_hand_unreadable_only(amount: str) -> None:
    bad = json.dumps({"ohh": _hand(game_number="7")}).replace('"starting_stack": 20', f'"starting_stack": {amount}')
    text = _text(_hand(game_number="6")) + bad + "\n\n" + _text(_hand(game_number="8"))
    hands = list(read(text))
    assert [(h.hand_id, h.ok) for h in hands] == [("6", True), ("7", False), ("8", True)]
    error = hands[1].error
    assert error is not None and error.hand_id == "7"
    assert audit_hand(hands[1]).outcome is Outcome.NOT_AUDITABLE


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"players": "x"}, "'players'"),
        ({"rounds": [{"id": 0, "street": "Fifth", "actions": []}]}, "'Fifth' is not a street"),
        (
            {"rounds": [{"id": 0, "street": "Preflop", "actions": [_act(1, 9, "Call", 1)]}]},
            "player id 9",
        ),
        ({"rounds": [{"id": 0, "street": "Preflop", "actions": [_act(1, 0, "Jumps")]}]}, "'Jumps' is not an OHH"),
        ({"rounds": [{"id": 0, "street": "Flop", "cards": ["Zz"], "actions": []}]}, "'Zz' is not a card"),
        ({"players": [_player(0, "ann", 20), _player(0, "bob", 20)]}, "two players have the id 0"),
        ({"pots": [{"number": 0, "amount": 1, "player_wins": [{"player_id": 5, "win_amount": 1}]}]}, "player id 5"),
    ],
)
def test_bad_fields_name_the_hand_and_what_is_wrong(change: dict[str, Any], words: str) -> None:
    hand = next(read(_text(_hand(**change)), errors="keep"))
    assert hand.error is not None and hand.error.hand_id == "42"
    assert words in hand.error.reason


def test_not_an_ohh_object() -> None:
    hands = list(read_ohh('{"ohh": 5}\n[1, {"ohh": {}}]\n', "x.json"))
    assert [h.ok for h in hands] == [False, False, False]
    assert "not {'ohh': 5}" in str(hands[0].error) and hands[2].error is not None


def test_a_game_pokerrank_does_not_play_is_not_auditable() -> None:
    verdict = audit_hand(next(read(_text(_hand(game_type="Badugi")))))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "game pokerrank does not play"


def test_five_card_omaha_and_cards_written_with_10() -> None:
    rounds = _hand()["rounds"]
    rounds[4]["actions"] = [
        _act(1, 0, "Shows Cards", cards=["As", "Ad", "10c", "4d", "5h"]),
        _act(2, 1, "Shows Cards", cards=["Qc", "Qs", "2d", "3h", "8c"]),
        _act(3, 2, "Shows Cards", cards=["Kc", "Ks", "2h", "5c", "6d"]),
    ]
    hand = next(read(_text(_hand(game_type="Omaha", bet_limit={"bet_type": "PL"}, rounds=rounds))))
    assert (hand.game, hand.structure, hand.hole["ann"]) == ("omaha-5", "pot-limit", "As Ad Tc 4d 5h")


def test_a_folder_walk_takes_ohh_and_json_files(tmp_path: Path) -> None:
    (tmp_path / "a.ohh").write_text(_text(_hand()))
    (tmp_path / "b.json").write_text(json.dumps([{"ohh": _hand(game_number="9")}]))
    verdicts = list(audit(tmp_path))
    assert [(v.hand.hand_id, v.outcome) for v in verdicts] == [("42", Outcome.MATCH), ("9", Outcome.MATCH)]


@pytest.mark.shared
def test_the_standards_own_examples_all_match(shared_dir: Path) -> None:
    folder = shared_dir / "hand-histories" / "sites" / "ohh-spec-examples"
    verdicts = list(audit(folder))
    assert len(verdicts) == 5
    assert all(v.outcome is Outcome.MATCH for v in verdicts), [v.detail for v in verdicts]


# -- writing: to_ohh and `pokerrank convert --to ohh` -------------------------------------------

SIDE_POTS = """PokerStars Hand #77: Hold'em No Limit ($0.50/$1 USD) - 2024/01/01 12:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($20 in chips)
Seat 2: bob ($50 in chips)
Seat 3: cid ($100 in chips)
bob: posts small blind $0.50
cid: posts big blind $1
*** HOLE CARDS ***
Dealt to cid [Kc Ks]
ann: raises $19 to $20 and is all-in
bob: raises $30 to $50 and is all-in
cid: calls $49
*** FLOP *** [2c 7d 9h]
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [3d]
*** SHOW DOWN ***
ann: shows [As Ad] (a pair of Aces)
bob: shows [Qc Qs] (a pair of Queens)
cid: shows [Kc Ks] (a pair of Kings)
cid collected $60 from side pot
ann collected $59 from main pot
*** SUMMARY ***
Total pot $120 Main pot $59. Side pot $60. | Rake $1
Board [2c 7d 9h Js 3d]
"""

WALK = """PokerStars Hand #78: Hold'em No Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
Seat 3: cid ($100 in chips)
bob: posts small blind $1
cid: posts big blind $2
*** HOLE CARDS ***
ann: folds
bob: folds
Uncalled bet ($1) returned to cid
cid collected $2 from pot
*** SUMMARY ***
Total pot $2 | Rake $0
"""

STUD = """PokerStars Hand #79: 7 Card Stud Limit ($0.04/$0.08 USD) - 2024/01/01 12:00:00 ET
Table 'T' 8-max
Seat 1: ann ($1 in chips)
Seat 2: bob ($1 in chips)
ann: posts the ante $0.01
bob: posts the ante $0.01
*** 3rd STREET ***
Dealted to ann [4c 5c 8d]
"""


def _schema() -> Any:
    jsonschema = pytest.importorskip("jsonschema")
    from importlib.resources import files

    schema = json.loads(files("pokerrank").joinpath("schemas", "ohh", "ohh-1.4.schema.json").read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def _ending(hand: Any, verdict: Any) -> dict[str, Decimal]:
    """What each player ends the hand with, by the verdict's payouts (the audit's evidence)."""
    from pokerrank.handhistory import replay

    if any(p.pot == "finishing stack" for p in verdict.payouts):
        return {p.player: hand.money(p.paid) for p in verdict.payouts}
    play = replay(hand)
    paid: dict[str, int] = {}
    for payout in verdict.payouts:
        paid[payout.player] = paid.get(payout.player, 0) + payout.paid
    return {s.name: hand.money(s.stack - play.put_in.get(s.name, 0) + paid.get(s.name, 0)) for s in hand.seats}


def _round_trip(hand: Any) -> tuple[Any, Any, Any, Any]:
    from pokerrank.handhistory.writers_ohh import to_ohh

    back = list(read(json.dumps(to_ohh(hand))))
    assert len(back) == 1
    return hand, audit_hand(hand), back[0], audit_hand(back[0])


@pytest.mark.parametrize("text", [SIDE_POTS, WALK], ids=["side pots", "walk"])
def test_to_ohh_reads_back_to_the_same_audit_and_fits_the_schema(text: str) -> None:
    from pokerrank.handhistory.writers_ohh import to_ohh

    hand, verdict, back, again = _round_trip(next(read(text)))
    assert verdict.outcome is again.outcome is Outcome.MATCH, (verdict.detail, again.detail)
    assert _ending(hand, verdict) == _ending(back, again)
    assert (back.players, back.boards, back.hole) == (hand.players, hand.boards, hand.hole)
    assert back.money(back.rake) == hand.money(hand.rake)
    assert not list(_schema().iter_errors(to_ohh(hand)))


def test_to_ohh_writes_what_each_action_put_in_and_the_pots() -> None:
    from pokerrank.handhistory.writers_ohh import to_ohh

    ohh = to_ohh(next(read(SIDE_POTS)))["ohh"]
    preflop = ohh["rounds"][0]
    assert [(a["player_id"], a["action"], a["amount"], a["is_allin"]) for a in preflop["actions"]] == [
        (1, "Post SB", 0.5, False),
        (2, "Post BB", 1, False),
        (0, "Raise", 20, True),
        (1, "Raise", 49.5, True),
        (2, "Call", 49, False),
    ]
    assert [r["street"] for r in ohh["rounds"]] == ["Preflop", "Flop", "Turn", "River", "Showdown"]
    shows = [(a["player_id"], a["action"], a["cards"]) for a in ohh["rounds"][4]["actions"]]
    assert shows == [
        (0, "Shows Cards", ["As", "Ad"]),
        (1, "Shows Cards", ["Qc", "Qs"]),
        (2, "Shows Cards", ["Kc", "Ks"]),
    ]
    pots = [
        (p["number"], p["amount"], p["rake"], [(w["player_id"], w["win_amount"]) for w in p["player_wins"]])
        for p in ohh["pots"]
    ]
    assert pots == [(0, 60, 1, [(0, 59)]), (1, 60, 0, [(2, 60)])]  # the main pot first, the rake off it


def test_a_mismatch_stays_a_mismatch() -> None:
    from handtexts import HEADS_UP

    _, verdict, _, again = _round_trip(next(read(HEADS_UP.format(id=5, winner="bob"))))
    assert verdict.outcome is again.outcome is Outcome.MISMATCH


def test_a_run_twice_board_and_a_dead_blind_come_back() -> None:
    text = """PokerStars Hand #80: Hold'em No Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($101 in chips)
Seat 2: bob ($100 in chips)
Seat 3: cid ($100 in chips)
bob: posts small blind $1
cid: posts big blind $2
ann: posts small & big blinds $3
*** HOLE CARDS ***
ann: raises $98 to $100 and is all-in
bob: folds
cid: calls $98 and is all-in
*** FIRST FLOP *** [2c 7d 9h]
*** FIRST TURN *** [2c 7d 9h] [Js]
*** FIRST RIVER *** [2c 7d 9h Js] [3d]
*** SECOND FLOP *** [4h 8s Kd]
*** SECOND TURN *** [4h 8s Kd] [5c]
*** SECOND RIVER *** [4h 8s Kd 5c] [6s]
*** FIRST SHOW DOWN ***
ann: shows [As Ad] (a pair of Aces)
cid: shows [Kc Ks] (a pair of Kings)
ann collected $100.50 from pot
*** SECOND SHOW DOWN ***
cid collected $100.50 from pot
*** SUMMARY ***
Total pot $202 | Rake $1
"""
    hand = next(read(text))
    if not hand.ok or audit_hand(hand).outcome is not Outcome.MATCH:
        pytest.skip(f"the PokerStars reader reads this hand otherwise: {audit_hand(hand).detail}")
    hand, verdict, back, again = _round_trip(hand)
    assert back.boards == hand.boards and len(back.boards) == 2
    assert {k: back.money(v) for k, v in back.dead.items()} == {k: hand.money(v) for k, v in hand.dead.items()} != {}
    assert again.outcome is Outcome.MATCH, again.detail
    assert _ending(hand, verdict) == _ending(back, again)


def test_a_game_ohh_does_not_name_is_a_typed_error() -> None:
    from pokerrank.errors import HandHistoryError
    from pokerrank.handhistory.phh import read_phh
    from pokerrank.handhistory.writers_ohh import to_ohh

    stud = next(
        read_phh(
            'variant = "F7S"\nantes = [1, 1]\nbring_in = 2\nsmall_bet = 4\nbig_bet = 8\n'
            'starting_stacks = [100, 100]\nactions = ["d dh p1 AsAdKc", "d dh p2 2c3d4h", "p2 pb", "p1 f"]\n'
        )
    )
    with pytest.raises(HandHistoryError, match="OHH has no game type"):
        to_ohh(stud)


def test_a_phh_hand_goes_to_ohh_with_its_finishing_stacks_as_the_pot() -> None:
    from pokerrank.handhistory.phh import read_phh

    text = (
        'variant = "NT"\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n'
        "starting_stacks = [100, 100, 100]\n"
        'actions = ["d dh p1 AsAd", "d dh p2 KsKd", "d dh p3 7c2d", "p3 f", "p1 cbr 100", "p2 cc",'
        ' "d db 2c3c4h", "d db 9s", "d db Jd"]\nfinishing_stacks = [200, 0, 100]\n'
    )
    hand, verdict, back, again = _round_trip(next(read_phh(text)))
    assert verdict.outcome is again.outcome is Outcome.MATCH
    assert _ending(hand, verdict) == _ending(back, again) == {"p1": 200, "p2": 0, "p3": 100}
    wrong = text.replace("[200, 0, 100]", "[0, 200, 100]")
    assert _round_trip(next(read_phh(wrong)))[3].outcome is Outcome.MISMATCH


def test_convert_to_ohh_on_the_command_line(tmp_path: Path) -> None:
    from _helpers import run_cli
    from handtexts import HEADS_UP

    path = tmp_path / "s.txt"
    path.write_text(SIDE_POTS + "\n\n" + HEADS_UP.format(id=21, winner="ann"))
    code, out, err = run_cli("convert", str(path), "--to", "ohh")
    assert code == 0, err
    hands = list(read(out))
    assert [h.hand_id for h in hands] == ["77", "21"]
    assert [audit_hand(h).outcome for h in hands] == [Outcome.MATCH, Outcome.MATCH]
    validator = _schema()
    for hand in hands:
        assert not list(validator.iter_errors({"ohh": hand.extra["ohh"]}))
    (tmp_path / "s.ohh").write_text(out)
    code, again, _ = run_cli("convert", str(tmp_path / "s.ohh"), "--to", "ohh")
    assert code == 0 and [h.hand_id for h in read(again)] == ["77", "21"]


@pytest.mark.shared
def test_the_standards_examples_and_pokernows_files_fit_the_schema(shared_dir: Path) -> None:
    validator = _schema()
    sites = shared_dir / "hand-histories" / "sites"
    files = sorted([*(sites / "ohh-spec-examples").rglob("*.ohh"), *(sites / "pokernow").rglob("*.ohh")])
    assert files
    count = 0
    for file in files:
        for hand in read(file):
            assert hand.ok, hand.error
            errors = [e.message for e in validator.iter_errors({"ohh": hand.extra["ohh"]})]
            assert not errors, (file, hand.hand_id, errors)
            count += 1
    assert count > 400


def _same_audit_after_ohh(paths: list[Path]) -> tuple[int, int]:
    """Every hand of ``paths`` that OHH holds, written as OHH and read back: the same outcome,
    and for a MATCH every player ending with the same money. (written, refused)"""
    from pokerrank.errors import HandHistoryError
    from pokerrank.handhistory.writers_ohh import to_ohh

    validator = _schema()
    written = refused = 0
    for hand in read(paths):
        verdict = audit_hand(hand)
        try:
            document = to_ohh(hand)
        except HandHistoryError:
            refused += 1
            continue
        assert not list(validator.iter_errors(document)), (hand.source, hand.hand_id)
        back = list(read(json.dumps(document)))
        again = audit_hand(back[0])
        assert again.outcome is verdict.outcome, (hand.source, hand.hand_id, verdict.detail, again.detail)
        if verdict.outcome is Outcome.MATCH:
            assert _ending(hand, verdict) == _ending(back[0], again), (hand.source, hand.hand_id)
        written += 1
    return written, refused


@pytest.mark.shared
@pytest.mark.slow
def test_every_pokerstars_and_phh_hand_audits_the_same_after_ohh(shared_dir: Path) -> None:
    folder = shared_dir / "hand-histories"
    phh = [folder / "phh" / "wsop", *sorted((folder / "phh").glob("*.phh"))]
    written, refused = _same_audit_after_ohh([folder / "pokerstars", *phh])
    assert written > 1000 and refused < 300


@pytest.mark.shared
@pytest.mark.slow
def test_every_pluribus_and_room_hand_audits_the_same_after_ohh(shared_dir: Path) -> None:
    folder = shared_dir / "hand-histories"
    names = ("ggpoker", "winamax", "wpn", "ipoker", "merge", "pokernow", "ohh-spec-examples")
    rooms = [folder / "sites" / room for room in names]
    written, _ = _same_audit_after_ohh([folder / "phh" / "pluribus", *rooms])
    assert written > 17_000


# -- engine hands (pokerrank.engine): what their records hold, written as OHH and read back --------------


def _engine_round_trip(hand: Any) -> tuple[dict[str, Any], Any]:
    """An engine hand played to its end, written as OHH (checked against the schema) and read
    back: the same payout verdict, and driven to the hand's own stacks. (the OHH, the record)"""
    from pokerrank.engine import from_record
    from pokerrank.handhistory.writers_ohh import to_ohh

    record = hand.to_record()
    document = to_ohh(record)
    assert not [e.message for e in _schema().iter_errors(document)]
    back = list(read_ohh(json.dumps(document)))
    assert len(back) == 1 and back[0].ok, back[0].error
    assert audit_hand(back[0]).outcome is audit_hand(record).outcome is Outcome.MATCH, audit_hand(back[0]).detail
    result = from_record(back[0], hand.rules)
    assert result.status == "ok", result.describe()
    assert list(result.stacks.values()) == hand.stacks
    return document["ohh"], back[0]


def _called_down(hand: Any) -> Any:
    while not hand.over:
        legal = hand.legal()
        hand.act("call" if legal.call else "check")
    return hand


def _posts(ohh: dict[str, Any]) -> list[tuple[int, str, Any]]:
    return [
        (a["player_id"], a["action"], a["amount"])
        for a in ohh["rounds"][0]["actions"]
        if a["action"].startswith("Post") or a["action"] == "Straddle"
    ]


@pytest.mark.parametrize("stacks", [[100, 100, 100], [100, 30, 3], [3, 100, 100]])
def test_a_big_blind_ante_is_the_big_blinds_ante_and_dead_money(stacks: list[int]) -> None:
    # the big blind posts the table's ante (E12: after the blind, dead money): it was written as a
    # "Post Dead" carved out of the big blind (a big blind of 1 and an ante of 1 for 2 and 2), and
    # read back the big blind's ante was live money (a side pot paid otherwise, stacks differ)
    from pokerrank.engine import Hand

    hand = _called_down(Hand("holdem", stacks, blinds=(1, 2), antes=2, ante="big blind", button=0, seed=3))
    ohh, back = _engine_round_trip(hand)
    big = next(a for a in hand.events if a.kind is ActionKind.BIG_BLIND)
    ante = next(a for a in hand.events if a.kind is ActionKind.ANTE)
    pid = int(big.player[1:]) - 1
    assert (pid, "Post BB", big.amount) in _posts(ohh) and (pid, "Post Ante", ante.amount) in _posts(ohh)
    assert "Post Dead" not in [action for _, action, _ in _posts(ohh)]
    assert "Dead_Antes" in ohh["flags"]
    assert back.dead == {big.player: ante.amount}


def test_a_button_ante_is_the_buttons_ante_and_dead_money() -> None:
    from pokerrank.engine import Hand

    hand = _called_down(Hand("omaha", [40, 100, 100, 3], blinds=(1, 2), antes=3, ante="button", button=3, seed=5))
    ohh, back = _engine_round_trip(hand)
    assert (3, "Post Ante", 3) in _posts(ohh) and back.dead == {"p4": 3}


def test_an_ante_of_each_player_stays_live() -> None:
    from pokerrank.engine import Hand

    hand = _called_down(Hand("holdem", [100, 100, 3, 50], blinds=(1, 2), antes=1, seed=5))
    ohh, back = _engine_round_trip(hand)
    assert "flags" not in ohh and back.dead == {}
    assert [a for _, a, _ in _posts(ohh)].count("Post Ante") == 4


@pytest.mark.parametrize(
    ("stacks", "blinds", "bets"),
    [([100, 100, 3], (5, 10), (10, 20)), ([100, 100, 100], (2, 2), (2, 4)), ([50, 50, 50], (2, 4), (4, 8))],
)
def test_fixed_limit_writes_the_tables_blinds_and_its_bets_come_back(
    stacks: list[int], blinds: tuple[int, int], bets: tuple[int, int]
) -> None:
    # the blinds were the first posts (a big blind all in for 3: "bets (5, 3)", not drivable) and
    # fixed limit's bets were read from the blinds (blinds of 2 and 2: bets 2 and 2, a turn bet of 4 illegal)
    from pokerrank.engine import Hand

    hand = Hand("holdem", stacks, structure="limit", blinds=blinds, bets=bets, button=0, seed=7)
    while not hand.over:
        legal = hand.legal()
        if legal.aggressive and hand.street in ("flop", "turn") and legal.max_to:
            hand.act(legal.aggressive, legal.max_to)
        else:
            hand.act("call" if legal.call else "check")
    ohh, back = _engine_round_trip(hand)
    assert (ohh["small_blind_amount"], ohh["big_blind_amount"]) == blinds
    assert back.stakes == bets


def test_a_fixed_rake_with_side_pots_is_each_pots_rake_and_winnings() -> None:
    # the side pot (4) pays the fixed rake (E25); written as one pot of 28 with the rake, read
    # back the main pot paid it (the audit found another split, the drive stacks that differ)
    from pokerrank.engine import Hand

    hand = Hand("holdem", [8, 100, 100], blinds=(1, 2), seed=1, rake=1)
    for word, amount in (("raise", 8), ("call", None), ("call", None), ("bet", 2), ("call", None)):
        hand.act(word, amount)
    _called_down(hand)
    ohh, back = _engine_round_trip(hand)
    assert [(p["number"], p["amount"], p["rake"]) for p in ohh["pots"]] == [(0, 24, 0), (1, 4, 1)]
    assert back.pots == (24, 3) and back.rake == 1
    for pot in ohh["pots"]:  # each pot's winnings: what it holds less its rake
        assert sum(w["win_amount"] for w in pot["player_wins"]) == pot["amount"] - pot["rake"]


def test_a_board_run_twice_pays_each_pot_both_runs_shares() -> None:
    from pokerrank.engine import Hand

    # a main pot and a side pot, each shared between the runs (and high and low); one pot of the
    # winnings summed read back was paid otherwise
    hand = Hand("omaha-hi-lo", [40, 60, 200], blinds=(1, 2), max_runs=2, button=0, seed=11, rake=Rake("0.05", cap=3))
    hand.act("raise", 40)  # p1, all in
    hand.act("raise", 60)  # p2, all in
    hand.act("call")
    while not hand.over:
        legal = hand.legal()
        if legal.phase == "run":
            hand.act("run", 2)
        else:
            hand.act("check" if legal.check else "call")
    assert len(hand.boards) == 2
    ohh, back = _engine_round_trip(hand)
    assert "Run_It_Twice" in ohh["flags"] and len(back.boards) == 2
    assert sum(w["win_amount"] for p in ohh["pots"] for w in p["player_wins"]) == sum(hand.won) - sum(
        back.returned.values()
    )


@pytest.mark.parametrize(
    ("set_up", "words"),
    [
        ({"straddles": (4,), "stacks": [100, 100, 3, 100]}, "straddle posted all in for less"),
        ({"cap": 30}, "cap of 30"),
        ({"min_bet": 6}, "least bet"),
        ({"structure": "limit", "bets": (4, 8)}, "fixed limit bets are the big blind and twice it"),
        ({"chip": 5, "blinds": (5, 10)}, "smallest chip 5"),
    ],
)
def test_an_engine_hand_ohh_cannot_hold_is_refused_naming_what(set_up: dict[str, Any], words: str) -> None:
    # each was written as another hand: the straddle's level, the cap (bet_cap 0), the least bet and
    # limit bets that are not the big blind's were lost, read back as a hand with other rules
    from pokerrank.engine import Hand
    from pokerrank.errors import HandHistoryError
    from pokerrank.handhistory.writers_ohh import to_ohh

    stacks = set_up.pop("stacks", [100, 100, 100, 100])
    kw = {"blinds": (1, 2), "seed": 1, **set_up}
    hand = _called_down(Hand("holdem", stacks, **kw))
    with pytest.raises(HandHistoryError, match=words):
        to_ohh(hand.to_record())


def test_a_mississippi_straddle_is_refused() -> None:
    from dataclasses import replace

    from pokerrank.engine import Hand, get_rules
    from pokerrank.errors import HandHistoryError
    from pokerrank.handhistory.writers_ohh import to_ohh

    house = replace(get_rules("wsop-2024"), name="house", mississippi_straddle=True)
    hand = _called_down(Hand("holdem", [100] * 4, blinds=(1, 2), button_straddle=4, rules=house, seed=1))
    with pytest.raises(HandHistoryError, match="straddle on the button"):
        to_ohh(hand.to_record())


def test_a_big_blind_nobody_called_is_a_pot_of_nothing() -> None:
    # a room's hand where everyone folds to a lone big blind, handed back (Bovada): written with no
    # pots, read back it was NOT AUDITABLE ("the file gives no pots")
    from pokerrank.handhistory.records import Action, HandRecord, Seat
    from pokerrank.handhistory.writers_ohh import to_ohh

    seats = (Seat(1, "ann", 100), Seat(2, "bob", 100), Seat(3, "cid", 100))
    actions = (
        Action("preflop", "bob", ActionKind.BIG_BLIND, 2),
        Action("preflop", "cid", ActionKind.FOLD, 0),
        Action("preflop", "ann", ActionKind.FOLD, 0),
    )
    hand = HandRecord("t", "5", site="Test", format="test", game="holdem", structure="no-limit", stakes=(1, 2),
                      button=1, seats=seats, actions=actions, returned={"bob": 2}, total_pot=2)  # fmt: skip
    assert audit_hand(hand).outcome is Outcome.MATCH
    assert to_ohh(hand)["ohh"]["pots"] == [{"number": 0, "amount": 0, "rake": 0, "player_wins": []}]
    again = _round_trip(hand)[3]
    assert again.outcome is Outcome.MATCH, again.detail


def test_a_call_of_nothing_is_read_and_a_call_without_an_amount_is_not() -> None:
    # a room's call of 0 (all in already: Absolute, Bovada's broken lines) was written "amount": 0
    # and read back as "'Call' without an amount" (NOT AUDITABLE where the room's hand matched)
    calls = _hand()
    calls["rounds"][0]["actions"].append(_act(6, 0, "Call", 0))
    hand = next(read_ohh(_text(calls)))
    assert hand.ok and [a.amount for a in hand.actions if a.player == "ann" and a.kind is ActionKind.CALL] == [0]
    del calls["rounds"][0]["actions"][-1]["amount"]
    hand = next(read_ohh(_text(calls)))
    assert hand.error is not None and "'Call' without an amount" in str(hand.error)


def test_a_card_ohh_cannot_write_is_refused() -> None:
    # a room's broken sample with cards "7p 8t" (888) was written as it was: OHH that fits no schema
    from pokerrank.errors import HandHistoryError
    from pokerrank.handhistory.writers_ohh import to_ohh

    hand = next(read(SIDE_POTS))
    broken = replace(hand, hole={**hand.hole, "ann": "7p 8t"})
    with pytest.raises(HandHistoryError, match="'7p'"):
        to_ohh(broken)


def test_money_the_room_added_is_an_add_to_pot_of_no_player() -> None:
    # money added to the pot (a splash) was refused: OHH 1.4's "Add to Pot", of no player
    from pokerrank.engine import Hand

    hand = Hand("holdem", [100, 100, 100], posts=[1, 2, 0], added=3, rake=1, button=2, seed=2)
    _called_down(hand)
    ohh, back = _engine_round_trip(hand)
    added = [a for a in ohh["rounds"][0]["actions"] if a["action"] == "Add to Pot"]
    assert [(a.get("player_id"), a["amount"]) for a in added] == [(None, 3)] and back.added == 3
    assert ohh["pots"][0]["amount"] == 3 + 6  # (the pot holds it: every player called the big blind)


@pytest.mark.shared
@pytest.mark.exhaustive  # (every shared room: minutes; `pytest -m exhaustive`)
def test_every_other_room_hand_audits_the_same_after_ohh(shared_dir: Path) -> None:
    # the rooms the two tests above leave out: 888, Absolute, Betfair, BetOnline, Boss, Bovada,
    # Cake, Enet, Entraction, Everest, Everleaf, Full Tilt, KingsClub, Microgaming, OnGame,
    # partypoker, PKR, PokerTracker's export, Seals With Clubs, Unibet, ... (a folder added later too)
    sites = shared_dir / "hand-histories" / "sites"
    covered = {"ggpoker", "winamax", "wpn", "ipoker", "merge", "pokernow", "ohh-spec-examples"}
    rooms = sorted(path for path in sites.iterdir() if path.is_dir() and path.name not in covered)
    assert len(rooms) >= 20
    written, _ = _same_audit_after_ohh(rooms)
    assert written > 2500


def test_a_big_blind_short_beside_dead_money_is_refused() -> None:
    # p1 posts dead money and then a big blind all in for 1 of 3: OHH's reader (as a room's hand,
    # E21) takes a player's dead money beside a big blind for part of it: refused, naming the blind
    from pokerrank.engine import Hand
    from pokerrank.errors import HandHistoryError
    from pokerrank.handhistory.writers_ohh import to_ohh

    hand = _called_down(Hand("holdem", [4, 10, 10], posts=[3, 3, 0], dead=[3, 0, 0], big_blind=3, button=2, seed=1))
    with pytest.raises(HandHistoryError, match=r"big blind posted all in for less \('p1': 1 of 3\)"):
        to_ohh(hand.to_record())


@pytest.mark.parametrize("ante", ["button", "big blind"])
def test_a_short_big_blind_beside_a_table_ante_is_written_and_comes_back(ante: str) -> None:
    # a tournament hand: the button's (or the big blind's) ante is dead money, flagged, not a
    # player's dead money beside the blind: written (it was refused as "beside dead money")
    from pokerrank.engine import Hand

    hand = _called_down(Hand("holdem", [100, 100, 4], blinds=(5, 10), antes=5, ante=ante, button=0, seed=1))
    ohh, _back = _engine_round_trip(hand)
    assert ("Dead_Antes" in (ohh.get("flags") or [])) is (ante == "button")  # (the big blind's went to the blind)
    assert [a["amount"] for a in ohh["rounds"][0]["actions"] if a["action"] == "Post BB"] == [4]


def test_a_split_pot_of_a_room_that_counts_cents_in_whole_amounts_is_refused() -> None:
    # a room whose smallest amount is a cent, every amount of the hand whole (Seals With Clubs
    # #5223513-15): the rules split the pot of 5 as 2.50 each, the room paid 2 and 3 (MISMATCH);
    # written as OHH, read back in whole units the split was 2 and 3 by the rules: a MATCH
    from decimal import Decimal

    from pokerrank.errors import HandHistoryError
    from pokerrank.handhistory.records import Action, Collection, HandRecord, Seat
    from pokerrank.handhistory.writers_ohh import to_ohh

    seats = (Seat(1, "ann", 5000), Seat(2, "bob", 5000), Seat(3, "cid", 5000))
    actions = (
        Action("preflop", "bob", ActionKind.SMALL_BLIND, 100),
        Action("preflop", "cid", ActionKind.BIG_BLIND, 200),
        Action("preflop", "ann", ActionKind.CALL, 200),
        Action("preflop", "bob", ActionKind.FOLD, 0),
        Action("preflop", "cid", ActionKind.CHECK, 0),
    )
    hand = HandRecord("t", "6", site="Test", format="test", game="holdem", structure="no-limit", stakes=(100, 200),
                      unit=Decimal("0.01"), button=1, seats=seats, actions=actions, boards=("2d 6s Qc 2s 2c",),
                      hole={"ann": "Ah 9c", "cid": "Ad Jd"}, shown=frozenset({"ann", "cid"}), total_pot=500,
                      collected=(Collection("ann", 200), Collection("cid", 300)))  # fmt: skip
    assert audit_hand(hand).outcome is Outcome.MISMATCH  # (the rules: 2.50 each)
    with pytest.raises(HandHistoryError, match=r"smallest amount \(0.01\)"):
        to_ohh(hand)
    paid = replace(hand, collected=(Collection("ann", 250), Collection("cid", 250)))
    assert _round_trip(paid)[3].outcome is Outcome.MATCH  # (cents written: read back in cents)


def test_a_rooms_missed_blind_is_dead_money_and_its_ante_stays_live() -> None:
    # a tournament player posts the ante and both blinds (the small one dead): the dead money is the
    # missed blind's, not the ante's (taken from the ante, the ante became dead money and the blind live)
    from pokerrank.handhistory.records import Action, Collection, HandRecord, Seat
    from pokerrank.handhistory.writers_ohh import to_ohh

    seats = (Seat(1, "ann", 1000), Seat(2, "bob", 1000), Seat(3, "cid", 1000))
    actions = (
        *(Action("preflop", name, ActionKind.ANTE, 10) for name in ("ann", "bob", "cid")),
        Action("preflop", "bob", ActionKind.SMALL_BLIND, 50),
        Action("preflop", "cid", ActionKind.BIG_BLIND, 100),
        Action("preflop", "ann", ActionKind.DEAD_BLINDS, 150),
        Action("preflop", "bob", ActionKind.FOLD, 0),
        Action("preflop", "cid", ActionKind.FOLD, 0),
    )
    hand = HandRecord("t", "7", site="Test", format="test", game="holdem", structure="no-limit", stakes=(50, 100),
                      button=1, seats=seats, actions=actions, dead={"ann": 50}, total_pot=330,
                      collected=(Collection("ann", 330),))  # fmt: skip
    ohh = to_ohh(hand)["ohh"]
    assert "flags" not in ohh
    assert [(a["action"], a["amount"]) for a in ohh["rounds"][0]["actions"] if a["player_id"] == 0][:3] == [
        ("Post Ante", 10),
        ("Post Dead", 50),
        ("Post BB", 100),
    ]
    _, verdict, back, again = _round_trip(hand)
    assert back.dead == {"ann": 50}
    assert again.outcome is verdict.outcome is Outcome.MATCH, (verdict.detail, again.detail)


def test_a_phh_big_blind_ante_without_trimming_is_dead_money_read_back() -> None:
    # PHH's antes without ante trimming are dead money (the big blind's ante): written as that
    # player's ante with the flag Dead_Antes, they come back dead (a side pot paid otherwise)
    from pokerrank.handhistory.phh import read_phh
    from pokerrank.handhistory.writers_ohh import to_ohh

    text = (
        'variant = "NT"\nante_trimming_status = false\nantes = [0, 2, 0]\nblinds_or_straddles = [1, 2, 0]\n'
        "min_bet = 2\nstarting_stacks = [100, 100, 20]\n"
        'actions = ["d dh p1 QsQd", "d dh p2 KsKd", "d dh p3 AsAd", "p3 cbr 20", "p1 cbr 100", "p2 cc",'
        ' "d db 2c3c4h", "d db 9s", "d db Jd"]\nfinishing_stacks = [2, 156, 62]\n'
    )
    hand = next(read_phh(text))
    assert hand.dead == {"p2": 2}
    ohh = to_ohh(hand)["ohh"]
    assert "Dead_Antes" in ohh["flags"] and (1, "Post Ante", 2) in _posts(ohh)
    hand, verdict, back, again = _round_trip(hand)
    assert verdict.outcome is again.outcome is Outcome.MATCH, (verdict.detail, again.detail)
    assert back.dead == {"p2": 2} and _ending(hand, verdict) == _ending(back, again)


def test_pokerranks_own_flag_is_spelled_as_the_specifications_and_named_where_users_look() -> None:
    # OHH 1.4 gives no form (prefix, namespace) for a writer's own flag, only its Change Request
    # Process: Dead_Antes is spelled as the specification's flags are, and the schema and the
    # guide name it as pokerrank's and say why (a reader meeting it must find what it means)
    import re
    from importlib.resources import files

    from pokerrank.handhistory.ohh import DEAD_ANTES

    standard = ["Run_It_Twice", "Anonymous", "Observed", "Fast", "Cap", "Bomb_Pot"]
    spelling = re.compile(r"[A-Z][a-z]*(?:_[A-Z][a-z]*)*")
    assert all(spelling.fullmatch(flag) for flag in standard) and spelling.fullmatch(DEAD_ANTES)
    assert DEAD_ANTES not in standard
    schema = json.loads(files("pokerrank").joinpath("schemas", "ohh", "ohh-1.4.schema.json").read_text())
    described = schema["$defs"]["hand"]["properties"]["flags"]["description"]
    assert all(flag in described for flag in standard) and f"pokerrank's {DEAD_ANTES}" in described
    assert "Change Request Process" in described
    guide = (Path(__file__).resolve().parents[1] / "docs" / "ohh.md").read_text(encoding="utf-8")
    assert "Change Request Process" in guide and f"`{DEAD_ANTES}` is spelled as the specification" in guide


_SHOWN_BY_THE_RECORD = """PokerStars Hand #1001: Hold'em No Limit ($0.01/$0.02 USD) - 2024/01/01 12:00:00 ET
Table 'Eps' 6-max Seat #1 is the button
Seat 1: annie ($2 in chips)
Seat 2: bobby ($2 in chips)
Seat 3: cidney ($2 in chips)
Seat 4: dorothy ($2 in chips)
bobby: posts small blind $0.01
cidney: posts big blind $0.02
*** HOLE CARDS ***
dorothy: calls $0.02
annie: calls $0.02
bobby: calls $0.01
cidney: checks
*** FLOP *** [2h 7h 9c]
bobby: checks
cidney: checks
dorothy: checks
annie: checks
*** TURN *** [2h 7h 9c] [Jd]
bobby: checks
cidney: checks
dorothy: checks
annie: checks
*** RIVER *** [2h 7h 9c Jd] [3s]
bobby: checks
cidney: checks
dorothy: checks
annie: checks
*** SHOW DOWN ***
bobby: shows [Qs Qd] (a pair of Queens)
cidney: shows [8s 8d] (a pair of Eights)
dorothy: shows [Kc 4d] (high card King)
annie: shows [Ac 5d] (high card Ace)
bobby collected $0.08 from pot
*** SUMMARY ***
Total pot $0.08 | Rake $0
Board [2h 7h 9c Jd 3s]
"""


def test_the_cards_a_record_shows_are_written_in_seat_order_whatever_the_hash_seed() -> None:
    """Players shown by the record's ``shown`` alone (no show action, as several rooms record
    them) are written in seat order: the same text in every run (they came in the order of a
    set, which the hash seed changes)."""
    script = (
        "import dataclasses, json, sys\n"
        "from pokerrank.handhistory import ActionKind, read\n"
        "from pokerrank.handhistory.writers_ohh import to_ohh\n"
        "r = next(read(sys.stdin.read()))\n"
        "r = dataclasses.replace(r, actions=tuple(a for a in r.actions if a.kind is not ActionKind.SHOW))\n"
        "print(json.dumps(to_ohh(r), sort_keys=True))\n"
    )
    env = {**os.environ}
    written = set()
    for seed in ("1", "2", "3", "4", "5"):
        env["PYTHONHASHSEED"] = seed
        done = subprocess.run(
            [sys.executable, "-c", script], input=_SHOWN_BY_THE_RECORD, env=env, capture_output=True, text=True
        )
        assert done.returncode == 0, done.stderr
        written.add(done.stdout)
    assert len(written) == 1
    shows = [
        e["player_id"]
        for rd in json.loads(written.pop())["ohh"]["rounds"]
        for e in rd["actions"]
        if e["action"] == "Shows Cards"
    ]
    assert shows == sorted(shows) and len(shows) == 4
