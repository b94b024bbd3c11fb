"""A hand of any room written as PHH (``to_phh``) and read back audits as the original: the
rake, the fees, the printed pots, added money, cash-outs, side deals and unread lines go in
PHH's user-defined fields (a name that begins with an underscore) and come back."""

from __future__ import annotations

import tomllib
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from test_handhistory import cash_out
from test_handhistory_888 import EURO
from test_handhistory_bovada import SIDE_POT_2021
from test_handhistory_ipoker import _game, _session, _stud
from test_handhistory_sites import gg_hand
from test_handhistory_xmlrooms import _EVEREST

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import Outcome, read, replay
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.phh import read_phh
from pokerrank.handhistory.writers import to_phh

# A PokerStars hand with a side pot and a $3 rake, all of it off the main pot (the policy).
SIDE_POT = """PokerStars Hand #9: Hold'em No Limit ($0.50/$1 USD) - 2024/01/01 0:00:00 ET
Table 'T' 6-max Seat #3 is the button
Seat 1: ann ($30 in chips)
Seat 2: bob ($80 in chips)
Seat 3: cid ($120 in chips)
ann: posts small blind $0.50
bob: posts big blind $1
*** HOLE CARDS ***
cid: raises $2 to $3
ann: raises $27 to $30 and is all-in
bob: calls $29
cid: calls $27
*** FLOP *** [2c 7d 9h]
bob: bets $50 and is all-in
cid: calls $50
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [3c]
*** SHOW DOWN ***
bob: shows [Ks Kd] (a pair of Kings)
cid: shows [Qh Qd] (a pair of Queens)
ann: shows [Ah Ad] (a pair of Aces)
bob collected $100 from side pot
ann collected {main} from main pot
*** SUMMARY ***
Total pot $190 Main pot {main}. Side pot $100. | Rake $3
Board [2c 7d 9h Js 3c]
"""


def _back(text: str) -> tuple[Any, Any, Any, Any]:
    (hand,) = list(read(text))
    written = to_phh(hand)
    (back,) = list(read_phh(written))
    return hand, audit_hand(hand), back, audit_hand(back)


def _ending(hand: Any, verdict: Any) -> dict[str, Decimal]:
    """What each player in the hand ends with, by the verdict's payouts (the audit's evidence)."""
    if any(p.pot == "finishing stack" for p in verdict.payouts):
        return {p.player: hand.money(p.paid) for p in verdict.payouts}
    play = replay(hand)
    paid: dict[str, int] = {}
    for payout in verdict.payouts:
        paid[payout.player] = paid.get(payout.player, 0) + payout.paid
    return {
        s.name: hand.money(s.stack - play.put_in[s.name] + paid.get(s.name, 0))
        for s in hand.seats
        if s.name in play.put_in
    }


ROOMS = {
    "pokerstars": SIDE_POT.replace("{main}", "$87"),
    "ggpoker fees": gg_hand(),
    "888": EURO,
    "bovada": SIDE_POT_2021,
    "ipoker": _session(_game()),
    "everest": _EVEREST.format(won="17750"),
    "ipoker stud": _stud(),
}


@pytest.mark.parametrize("text", ROOMS.values(), ids=ROOMS.keys())
def test_a_raked_hand_of_each_room_reads_back_from_phh_to_the_same_audit(text: str) -> None:
    hand, verdict, back, again = _back(text)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert again.outcome is Outcome.MATCH, again.detail
    assert _ending(back, again) == _ending(hand, verdict)
    assert back.money(back.rake or 0) == hand.money(hand.rake or 0)
    assert [back.money(p) for p in back.pots] == [hand.money(p) for p in hand.pots]
    assert again.rake == (back.rake or 0)


def test_the_rake_fees_and_pots_are_user_defined_fields() -> None:
    hand = next(read(gg_hand()))
    fields = tomllib.loads(to_phh(hand), parse_float=Decimal)
    assert fields["_rake"] == Decimal("0.12") and hand.rake == 12
    assert fields["_fees"] == {
        "Rake": Decimal("0.08"),
        "Jackpot": Decimal("0.03"),
        "Bingo": 0,
        "Fortune": 0,
        "Tax": Decimal("0.01"),
    }
    back = next(read_phh(to_phh(hand)))
    assert back.extra["fees"] == hand.extra["fees"]
    side = next(read(SIDE_POT.replace("{main}", "$87")))
    assert tomllib.loads(to_phh(side), parse_float=Decimal)["_pots"] == [87, 100]


def test_a_mismatch_stays_a_mismatch_with_the_same_pots() -> None:
    # the side pot paid to cid, whose queens lose to bob's kings
    _, verdict, _, again = _back(SIDE_POT.replace("{main}", "$87").replace("bob collected", "cid collected"))
    assert verdict.outcome is again.outcome is Outcome.MISMATCH
    assert " (main pot" in verdict.detail and _pots(verdict.detail) == _pots(again.detail)  # the pots, as decided


def test_the_rooms_words_for_a_hand_come_back_and_are_checked() -> None:
    hand, verdict, back, again = _back(gg_hand(bob_words="a pair of Kings"))  # bob holds queens
    assert [c[:3] for c in back.claims] == [c[:3] for c in hand.claims] and len(hand.claims) == 2  # (not the lines)
    assert verdict.outcome is again.outcome is Outcome.MISMATCH and verdict.reason == again.reason == "words"
    assert [(w.player, w.ok) for w in again.words] == [(w.player, w.ok) for w in verdict.words]
    _, verdict, _, again = _back(gg_hand())
    assert verdict.outcome is again.outcome is Outcome.MATCH and all(w.ok for w in again.words)


def test_a_rake_split_against_the_policy_stays_a_rake_mismatch() -> None:
    # the room takes $3 from the side pot alone and prints the main pot whole: not the policy's order
    text = SIDE_POT.replace("{main}", "$90").replace("bob collected $100", "bob collected $97")
    text = text.replace("Side pot $100.", "Side pot $97.")
    _, verdict, _, again = _back(text)
    assert verdict.outcome is again.outcome is Outcome.MISMATCH
    assert verdict.reason == again.reason == "rake"


def test_a_cash_out_and_a_line_no_rule_reads_come_back() -> None:
    paid = cash_out("ann collected $98 from pot", " (cashed out)")
    hand, verdict, back, again = _back(paid)
    assert verdict.outcome is again.outcome and hand.cash_outs == {"ann": (7920, 80)}
    assert verdict.reason == again.reason == "cash-out"  # $80 for pots worth $80.31 (the money to the hand's unit)
    assert {name: tuple(map(back.money, pair)) for name, pair in back.cash_outs.items()} == {
        "ann": (Decimal("79.2"), Decimal("0.8"))
    }
    replaced = cash_out("", " (pot not awarded as player cashed out)")
    hand, verdict, back, again = _back(replaced)
    assert verdict.outcome is again.outcome and verdict.reason == again.reason  # the pot the summary says ann won
    odd = SIDE_POT.replace("{main}", "$87").replace("*** SUMMARY ***", "ann said: (8,7,4,3,A)\n*** SUMMARY ***")
    hand, verdict, back, again = _back(odd)
    assert hand.unparsed and back.unparsed == hand.unparsed
    assert (verdict.outcome, verdict.detail) == (again.outcome, again.detail)


@pytest.mark.parametrize(
    ("field", "value", "named"),
    [
        ("_pots", "3", "_pots"),
        ("_cash_outs", "{zed = [1, 0]}", "zed"),
        ("_cash_outs", "{p1 = 1}", "[amount, fee]"),
        ("_side_deals", '[["p1", 2]]', "_side_deals"),
        ("_unparsed", '[["x", "y"]]', "_unparsed"),
        ("_claims", '[["p1", "a flush"]]', "_claims"),
        ("_claims", '[["p1", "a flush", "1"]]', "_claims"),
        ("_rake", '"2"', "'2'"),
    ],
)
def test_a_bad_room_field_is_that_hands_error(field: str, value: str, named: str) -> None:
    text = 'variant = "NT"\nstarting_stacks = [10, 10]\nblinds_or_straddles = [1, 2]\nactions = []\n'
    (hand,) = list(read_phh(f"{text}{field} = {value}\n"))
    assert isinstance(hand.error, HandHistoryError) and named in str(hand.error)


def test_a_stud_hand_whose_room_gives_each_hand_at_once_is_dealt_street_by_street() -> None:
    hand = next(read(_stud()))  # iPoker: no stakes printed, each player's seven cards in one record
    fields = tomllib.loads(to_phh(hand), parse_float=Decimal)
    assert fields["variant"] == "F7S" and fields["bring_in"] == Decimal("0.02")
    deals = [a for a in fields["actions"] if a.startswith("d dh")]
    assert deals[:2] == ["d dh p1 AsAh2d", "d dh p2 KsKh3c"] and deals[2:4] == ["d dh p1 9d", "d dh p2 8c"]
    assert (fields["small_bet"], fields["big_bet"]) == (Decimal("0.05"), Decimal("0.1"))  # the bets of the streets


@pytest.mark.parametrize(
    ("gametype", "stakes"),
    [
        ("Holdem L $2/$4", (200, 400)),  # the bets printed: the small bet is the big blind
        ("Holdem L $1/$2", (200, 400)),  # the blinds printed: the big blind and twice it
        ("LH 2/4 x2 Limit $1.00/$2.00", (200, 400)),
    ],
)
def test_an_ipoker_limit_hand_carries_its_small_and_big_bet(gametype: str, stakes: tuple[int, int]) -> None:
    hand = next(read(_session(_game(), gametype=gametype)))
    assert hand.structure == "limit" and hand.stakes == stakes
    fields = tomllib.loads(to_phh(hand))
    assert (fields["small_bet"], fields["big_bet"]) == (2, 4)


def test_a_stud_hand_whose_room_prints_no_bets_is_refused_with_a_reason() -> None:
    hand = next(read(_stud("7 Card Stud L", big_from=5)))  # (fifth street's bet the small one: no limits proved)
    assert hand.ok and hand.stakes == ()
    with pytest.raises(HandHistoryError, match="small and big bet"):
        to_phh(hand)


def _pots(detail: str) -> str:
    """The pots as pokerrank decides them: the parenthesis from " (main pot" to its close (a
    room's note after it, such as GGPoker's fees per winner, says why the room paid otherwise)."""
    start = detail.find(" (main pot")
    depth = 0
    for end in range(start + 1, len(detail)):
        depth += {"(": 1, ")": -1}.get(detail[end], 0)
        if depth == 0:
            return detail[start : end + 1]
    return detail[start:]


def _same_audit_after_phh(folder: Path) -> dict[str, int]:
    counts = {"same": 0, "refused": 0, "different": 0}
    different = []
    for hand in read(folder):
        if not hand.ok:
            continue
        verdict = audit_hand(hand)
        try:
            written = to_phh(hand)
        except HandHistoryError:
            counts["refused"] += 1
            continue
        back = list(read_phh(written))
        again = audit_hand(back[0]) if len(back) == 1 else None
        same = again is not None and again.outcome is verdict.outcome
        if same and verdict.outcome is Outcome.MATCH:
            ending = {k: v for k, v in _ending(hand, verdict).items() if k in back[0].players}
            same = ending == _ending(back[0], again)
        elif same and verdict.outcome is Outcome.MISMATCH:  # the same pots, as pokerrank decides them
            same = _pots(verdict.detail) == _pots(again.detail)  # type: ignore[union-attr]
        counts["same" if same else "different"] += 1
        if not same:
            different.append((hand.source, hand.hand_id, verdict.detail[:80], again.detail[:80] if again else back))
    counts["examples"] = different[:5]  # type: ignore[assignment]
    return counts


@pytest.mark.shared
@pytest.mark.slow
def test_every_hand_of_every_room_audits_the_same_after_phh(shared_dir: Path) -> None:
    folder = shared_dir / "hand-histories"
    rooms = [
        folder / "pokerstars",
        folder / "phh" / "wsop",
        *sorted(p for p in (folder / "sites").iterdir() if p.is_dir()),
    ]
    written = 0
    for room in rooms:
        counts = _same_audit_after_phh(room)
        assert counts["different"] == 0, (room.name, counts)
        written += counts["same"]
    assert written > 15_000
