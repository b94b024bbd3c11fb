"""The audit's sentences write amounts in the room's money (the review of issues 23/24): WPN
writes every amount of cents with its decimals (``$110.00``), Enet with a decimal comma
(``€5,29``), GGPoker, 888poker and Full Tilt with thousands' separators (``$1,477.42``); a
MATCH's summary and a MISMATCH's payouts said ``$110``, ``€5.29``, ``$1477.42``. Other
languages keep their own separators; JSON stays numeric."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest

from pokerrank.handhistory import read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.verdicts import money

WPN = """Hand #1916523999 - Holdem (No Limit) - $0.25/$0.50 - 2023/11/02 13:08:56 UTC
Catlettsburg 6-max Seat #1 is the button
Seat 1: ann ($54.75)
Seat 2: bob ($54.75)
Seat 3: cid ($1,200.00)
bob posts the small blind $0.25
cid posts the big blind $0.50
*** HOLE CARDS ***
ann raises $54.75 to $54.75 and is all-in
bob calls $54.50 and is all-in
cid folds
*** FLOP *** [2c 7d 9h]
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [3c]
*** SHOW DOWN ***
ann shows [Ah As]
bob shows [Kd Kc]
ann collected {paid} from main pot
*** SUMMARY ***
Total pot $110.00
Board [2c 7d 9h Js 3c]
Seat 1: ann (button) showed [Ah As] and won {paid}
Seat 2: bob (small blind) showed [Kd Kc] and lost
Seat 3: cid (big blind) folded on the Pre-Flop
"""


def _verdict(text: str, lang: str = "en"):  # type: ignore[no-untyped-def]
    (hand,) = read(text)
    assert hand.error is None, hand.error
    return audit_hand(hand, lang=lang) if lang != "en" else audit_hand(hand)


def test_wpn_a_match_says_its_amounts_with_their_decimals() -> None:
    verdict = _verdict(WPN.format(paid="$110.00"))
    assert verdict.detail == "ann wins $110.00 (pot $110.00), as paid"


def _mismatch() -> str:
    """WPN's hand with $10.00 of ann's pot paid to bob: the chips add up, the payouts do not."""
    text = WPN.format(paid="$100.00").replace(
        "ann collected $100.00 from main pot\n",
        "ann collected $100.00 from main pot\nbob collected $10.00 from main pot\n",
    )
    return text.replace("showed [Kd Kc] and lost", "showed [Kd Kc] and won $10.00")


def test_wpn_a_mismatch_says_its_amounts_with_their_decimals() -> None:
    verdict = _verdict(_mismatch())
    assert "ann: the rules give $110.00, the room paid $100.00" in verdict.detail, verdict.detail
    assert "bob: the rules give $0.00, the room paid $10.00" in verdict.detail, verdict.detail


def test_another_language_keeps_its_own_separators() -> None:
    record = HandRecord("t", "1", "WPN", unit=Decimal("0.01"), currency="USD")
    assert money(record, 1100000, "de") == money(
        HandRecord("t", "1", unit=Decimal("0.01"), currency="USD"), 1100000, "de"
    )


@pytest.mark.parametrize(
    ("site", "currency", "amount", "written"),
    [
        ("WPN", "USD", 11000, "$110.00"),
        ("WPN", "USD", 25, "$0.25"),
        ("Enet", "EUR", 529, "€5,29"),
        ("Enet", "EUR", 5000, "€50"),
        ("GGPoker", "USD", 147742, "$1,477.42"),
        ("888poker", "USD", 104900, "$1,049"),
        ("Full Tilt Poker", "USD", 303550, "$3,035.50"),
        ("PokerStars", "USD", 120000, "$1200"),
        ("WPN", "USD", -11000, "-$110.00"),
    ],
)
def test_each_room_s_written_form(site: str, currency: str, amount: int, written: str) -> None:
    """As the rooms write them (the shared hands: WPN ``$110.00``, Enet ``€0,30`` and ``€50``,
    GGPoker ``$1,477.42``, 888 ``[$1,049]``, Full Tilt ``$3,035.50``, PokerStars ``$1200``)."""
    assert HandRecord("t", "1", site, unit=Decimal("0.01"), currency=currency).format_money(amount) == written


def test_chips_keep_their_separators_not_decimals() -> None:
    assert HandRecord("t", "1", "GGPoker").format_money(10000) == "10,000"
    assert HandRecord("t", "1", "WPN").format_money(10000) == "10000"


def test_json_stays_numeric() -> None:
    said = json.loads(json.dumps(_verdict(_mismatch()).to_dict()))
    assert "$110.00" in said["detail"]
    numbers = [value for payout in said["payouts"] for key, value in payout.items() if key in ("rules", "paid")]
    assert numbers and all(isinstance(value, (int, float)) for value in numbers), said["payouts"]
