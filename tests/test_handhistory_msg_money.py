"""The audit's sentences write amounts in the room's money (the review of issues 23/24): WPN
writes every amount of cents with its decimals (``$110.00``), Enet with a decimal comma
(``€5,29``), GGPoker and Full Tilt with thousands' separators (``$1,477.42``); a
MATCH's summary and a MISMATCH's payouts said ``$110``, ``€5.29``, ``$1477.42``. Other
languages keep their own separators; JSON stays numeric."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest

from pokerrank.handhistory import Outcome, read
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
        ("Full Tilt Poker", "USD", 303550, "$3,035.50"),
        ("PokerStars", "USD", 120000, "$1200"),
        ("WPN", "USD", -11000, "-$110.00"),
    ],
)
def test_each_room_s_written_form(site: str, currency: str, amount: int, written: str) -> None:
    """As the rooms write them (the shared hands: WPN ``$110.00``, Enet ``€0,30`` and ``€50``,
    GGPoker ``$1,477.42``, Full Tilt ``$3,035.50``, PokerStars ``$1200``)."""
    assert HandRecord("t", "1", site, unit=Decimal("0.01"), currency=currency).format_money(amount) == written


def test_chips_keep_their_separators_not_decimals() -> None:
    assert HandRecord("t", "1", "GGPoker").format_money(10000) == "10,000"
    assert HandRecord("t", "1", "WPN").format_money(10000) == "10000"


def test_json_stays_numeric() -> None:
    said = json.loads(json.dumps(_verdict(_mismatch()).to_dict()))
    assert "$110.00" in said["detail"]
    numbers = [value for payout in said["payouts"] for key, value in payout.items() if key in ("rules", "paid")]
    assert numbers and all(isinstance(value, (int, float)) for value in numbers), said["payouts"]


WPN_OLD = """Game started at: 2014/3/15 21:46:0
Game ID: 11 2/4 Tablelite (Short) - 2 (Hold'em)
Seat 3 is the button
Seat 2: Ann (210).
Seat 3: Bob (273.82).
Seat 4: Cid (202).
Player Cid has small blind (2)
Player Ann has big blind (4)
Player Cid received a card.
Player Cid received a card.
Player Ann received a card.
Player Ann received a card.
Player Bob received card: [Ah]
Player Bob received card: [Kd]
Player Bob raises (8)
Player Cid folds
Player Ann folds
Uncalled bet (4) returned to Bob
Player Bob mucks cards
------ Summary ------
Pot: 10. Rake 0
Player Ann does not show cards.Bets: 4. Collects: 0. Loses: 4.
*Player Bob mucks (does not show cards). Bets: 4. Collects: 10. Wins: 6.
Player Cid does not show cards.Bets: 2. Collects: 0. Loses: 2.
Game ended at: 2014/3/15 21:46:16
"""


def test_wpn_s_older_format_says_its_amounts_bare_as_its_files_write_them() -> None:
    # was: "Bob wins $10.00 (pot $10.00)": the form of WPN's newer files, for a file that writes
    # `(210)`, `has big blind (4)`, `Pot: 10.`
    (hand,) = read(WPN_OLD)
    assert hand.format == "wpn-old"
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert "$10.00" not in verdict.detail and "$10 " in verdict.detail, verdict.detail
    assert hand.format_money(27382) == "$273.82"


EURO_888 = """#Game No : 500
***** 888poker Hand History for Game 500 *****
25 \u20ac/50 \u20ac Blinds Pot Limit Omaha - *** 03 12 2015 15:12:29
Table Frisco 6 Max (Real Money)
Seat 2 is the button
Total number of players : 3
Seat 2: ann ( 15\u00a0788,50 \u20ac )
Seat 4: bob ( 9\u00a0899 \u20ac )
Seat 7: cid ( 1\u00a0000 \u20ac )
ann posts small blind [25 \u20ac]
bob posts big blind [50 \u20ac]
** Dealing down cards **
cid folds
ann raises [125 \u20ac]
bob calls [100 \u20ac]
** Dealing flop ** [ 2d, Kh, 7d ]
bob checks
ann bets [150 \u20ac]
bob folds
** Summary **
ann collected [ 297,50 \u20ac ]
"""


def test_888_s_decimal_comma_file_gets_no_comma_between_thousands() -> None:
    # was: `\u20ac15,788.50` and `\u20ac1,000` (one euro, by this file's decimal comma) from a file that
    # writes `15 788,50 \u20ac` and `1 000 \u20ac`: 888's files differ, its amounts are written plainly
    (hand,) = read(EURO_888)
    assert hand.error is None and hand.site == "888poker", hand.error
    assert [hand.format_money(a) for a in (1578850, 100000)] == ["\u20ac15788.50", "\u20ac1000"]


def test_wpn_keeps_its_cents_not_a_finer_unit_s_places() -> None:
    record = HandRecord("t", "1", "WPN", unit=Decimal("0.001"), currency="USD")
    assert [record.format_money(a) for a in (110000, 125, 1500)] == ["$110.00", "$0.125", "$1.50"]


STARS_1_2 = """PokerStars Hand #1: Hold'em No Limit ($1/$2 USD) - 2020/01/01 12:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($200 in chips)
Seat 2: bob ($200 in chips)
bob: posts small blind $1
ann: posts big blind $2
*** HOLE CARDS ***
bob: folds
Uncalled bet ($1) returned to ann
ann collected $2 from pot
*** SUMMARY ***
Total pot $2 | Rake $0
Seat 1: ann (button) (big blind) collected ($2)
Seat 2: bob (small blind) folded before Flop
"""

WPN_1_2 = """Hand #2 - Holdem (No Limit) - $1.00/$2.00 - 2020/01/01 12:00:00 UTC
T 6-max Seat #1 is the button
Seat 1: ann ($200.00)
Seat 2: bob ($200.00)
bob posts the small blind $1.00
ann posts the big blind $2.00
*** HOLE CARDS ***
bob folds
Uncalled bet ($1.00) returned to ann
ann collected $2.00 from main pot
*** SUMMARY ***
Total pot $2.00
Seat 1: ann (button) (big blind) won $2.00
Seat 2: bob (small blind) folded on the Pre-Flop
"""


def test_stakes_slices_group_the_rooms_alike_whatever_their_written_form() -> None:
    # was: WPN's slice `$1.00/$2.00 USD` beside PokerStars' `$1/$2 USD`: one stake, two rows
    from pokerrank.results.hand import hand_results
    from pokerrank.results.summary import summarize

    records = list(read(STARS_1_2 + "\n\n" + WPN_1_2))
    assert [(r.site, r.error) for r in records] == [("PokerStars", None), ("WPN", None)]
    rows = summarize(hand_results(records), by="stakes", player="ann")
    assert [(r.slice, r.hands) for r in rows] == [("$1/$2 USD", 2)]


def test_results_json_cash_outs_stay_plain_where_the_room_writes_thousands() -> None:
    # was: `$1,477.42` for a GGPoker hand: a program reading the JSON's amounts back met a comma
    from fractions import Fraction
    from types import SimpleNamespace

    from pokerrank.cli.results import _cash_out

    record = HandRecord("t", "1", "GGPoker", unit=Decimal("0.01"), currency="USD")
    assert record.format_money(147742) == "$1,477.42"  # (the audit's sentences: the room's form)
    deal = SimpleNamespace(player="ann", value=Fraction(147700), offer=147742, fee=100, fair=False)
    row = _cash_out(SimpleNamespace(record=record), deal)
    assert (row["offer"], row["fee"], row["equity_value"], row["difference"]) == ("$1477.42", "$1", "$1477", "$1.42")
