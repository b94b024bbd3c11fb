"""Open Hand History (OHH JSON): reading, the audit, bad input, and writing (to_ohh)."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from pokerrank.handhistory import ActionKind, Outcome, audit, audit_hand, read
from pokerrank.handhistory.detect import detect_format
from pokerrank.handhistory.ohh import read_ohh


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
