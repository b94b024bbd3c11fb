"""A hostile number in a hand history (an exponent, NaN, a sign, an underscore, other scripts'
digits, 100,000 digits) in a stack, a bet, the stakes, a seat, a button or a table's size: the
reader refuses the hand with a typed error, quickly; never a traceback, an integer of 900,000
digits (a record whose repr raises) or another amount."""

from __future__ import annotations

import json
from typing import Final

import pytest
from test_handhistory import RUN_TWICE, SHOWDOWN
from test_handhistory_actionpoker import SHOWDOWN as AP_SHOWDOWN
from test_handhistory_lines import KC_SIDE_POT, SWC_SPLIT, WPN_OLD_SHOWDOWN
from test_handhistory_ohh import _hand as ohh_hand
from test_handhistory_party import STUD as PARTY_STUD
from test_handhistory_pokernow import _hand as pokernow_hand
from test_handhistory_pokernow import _log as pokernow_log
from test_handhistory_pokerstars_writer import DRAW
from test_handhistory_sites import FT_TWICE

from pokerrank.handhistory import audit, read
from pokerrank.handhistory.examples import PHH_ALL_IN_PREFLOP
from pokerrank.handhistory.records import HandRecord

TOKENS = ["9e900000", "1E999999", "NaN", "Infinity", "+5", "-5", "1_000", "\u0663", "\uff11", "\u00b2", "1" * 100_000]
"""Numbers Decimal, float or int() take (or raise on), none of them a room's amount."""

NOW = pokernow_log(pokernow_hand())

PLACES: dict[str, tuple[str, str, str, bool]] = {
    # a reader's hand, the text a token goes in ("@" its place), whether the hand must be refused
    "pokerstars seat stack": (SHOWDOWN, "Seat 1: ann ($200 in chips)", "Seat 1: ann ($@ in chips)", True),
    "pokerstars bet": (SHOWDOWN, "raises $4 to $6", "raises $4 to $@", True),
    "pokerstars table size": (SHOWDOWN, "6-max", "@-max", True),
    "pokerstars button": (SHOWDOWN, "Seat #1 is the button", "Seat #@ is the button", True),
    "pokerstars seat": (SHOWDOWN, "Seat 1: ann ($200", "Seat @: ann ($200", True),
    # (a summary's seat number: the line is read by the player's name)
    "pokerstars summary seat": (SHOWDOWN, "Seat 1: ann (button)", "Seat @: ann (button)", False),
    "pokerstars summary seat, run twice": (RUN_TWICE, "Seat 1: ann (big", "Seat @: ann (big", False),
    "pokerstars discards": (DRAW, "ann: discards 1 card [Qh]", "ann: discards @ card [Qh]", True),
    "pokerstars discards, no cards shown": (DRAW, "bob: discards 2 cards", "bob: discards @ cards", True),
    # (a run's number that is no digit 0-9: the line is no run's marker)
    "full tilt run": (FT_TWICE, "*** SHOW DOWN 2 ***", "*** SHOW DOWN @ ***", False),
    "sealswithclubs seat": (SWC_SPLIT, "Seat 1: Ann (200)", "Seat @: Ann (200)", True),
    "sealswithclubs stack": (SWC_SPLIT, "Seat 1: Ann (200)", "Seat 1: Ann (@)", True),
    "sealswithclubs second seat": (SWC_SPLIT, "Seat 2: Bob (150.50)", "Seat @: Bob (150.50)", True),
    "sealswithclubs second stack": (SWC_SPLIT, "Seat 2: Bob (150.50)", "Seat 2: Bob (@)", True),
    # (a table size the pattern's digits do not take, ``²max``: no size read)
    "sealswithclubs table size": (SWC_SPLIT, "NLHE 6max", "NLHE @max", False),
    "kingsclub button": (KC_SIDE_POT, "Seat 1 is the button", "Seat @ is the button", True),
    "kingsclub seat": (KC_SIDE_POT, "Seat 1: Ann (325)", "Seat @: Ann (325)", True),
    "kingsclub stack": (KC_SIDE_POT, "Seat 1: Ann (325)", "Seat 1: Ann (@)", True),
    "kingsclub second seat": (KC_SIDE_POT, "Seat 2: Bob (10,000)", "Seat @: Bob (10,000)", True),
    "kingsclub second stack": (KC_SIDE_POT, "Seat 2: Bob (10,000)", "Seat 2: Bob (@)", True),
    "wpn-old seat": (WPN_OLD_SHOWDOWN, "Seat 2: Bob (1356.75).", "Seat @: Bob (1356.75).", True),
    "actionpoker seat": (AP_SHOWDOWN, "Seat 5: Bob (219.72 in Chips)", "Seat @: Bob (219.72 in Chips)", True),
    "partypoker stakes": (PARTY_STUD, "$10/$20 USD", "$@/$20 USD", False),
    "partypoker stack": (PARTY_STUD, "Seat 1: ann ( $390 USD )", "Seat 1: ann ( $@ USD )", True),
    "pokernow stack": (NOW, "(1000) | #2", "(@) | #2", True),
    "pokernow seat": (NOW, "(1000) | #2", "(1000) | #@", True),
    "pokernow bet": (NOW, "bets 100", "bets @", False),
}


def _hostile(place: str, token: str) -> str:
    text, old, new, _ = PLACES[place]
    assert old in text
    return text.replace(old, new.replace("@", token), 1)


@pytest.mark.parametrize("token", TOKENS, ids=lambda token: ascii(token[:12]))
@pytest.mark.parametrize("place", list(PLACES))
def test_a_hostile_number_is_refused_with_a_typed_error(place: str, token: str) -> None:
    text = _hostile(place, token)
    records = list(read(text))
    for record in records:
        assert isinstance(record, HandRecord)
        repr(record)  # (an integer of more than 4,300 digits: its repr raises)
        if record.error is None:  # read: the token was in a number the hand need not use
            assert all(seat.stack < 10**18 for seat in record.seats)
            assert all(abs(action.amount or 0) < 10**18 for action in record.actions)
            assert all(abs(stake) < 10**18 for stake in record.stakes)
            assert "3" not in {str(action.amount) for action in record.actions}  # ('٣' read as 3)
    for verdict in audit(text):
        repr(verdict)
    if PLACES[place][3]:
        assert records and all(record.error is not None for record in records), (place, token)


NAMED: Final = [
    place
    for place in PLACES
    if place.split()[0] in ("sealswithclubs", "kingsclub", "wpn-old", "actionpoker") and PLACES[place][3]
]
"""The plain-lines rooms' seats, stacks and button: the hand's error names the token."""


@pytest.mark.parametrize("token", ["\u00b2", "\u0663", "1" * 100_000, "9e900000", "+5", "1_000"], ids=ascii)
@pytest.mark.parametrize("place", NAMED)
def test_a_plain_lines_room_names_the_hostile_number(place: str, token: str) -> None:
    text = PLACES[place][0]
    bad, good = read(_hostile(place, token) + "\n\n" + text)  # the rest of the file read
    assert isinstance(bad, HandRecord) and isinstance(good, HandRecord)
    assert bad.error is not None and repr(token)[:12] in bad.error.reason, (place, bad.error)
    assert "no seats" not in bad.error.reason
    assert good.error is None


@pytest.mark.parametrize("token", ["\u0663", "1" * 100_000, "1234567890"], ids=lambda token: ascii(token[:12]))
def test_seals_with_clubs_names_a_table_size_of_no_plain_number(token: str) -> None:
    bad, good = read(_hostile("sealswithclubs table size", token) + "\n\n" + SWC_SPLIT)
    assert isinstance(bad, HandRecord) and isinstance(good, HandRecord)
    assert bad.error is not None and repr(token)[:12] in bad.error.reason
    assert (good.error, good.max_seats) == (None, 6)


@pytest.mark.parametrize("token", ["9e900000", "1E999999", "NaN", "Infinity", "-5", "1" * 100_000])
@pytest.mark.parametrize("field", ["starting_stack", "amount"])
def test_ohh_a_hostile_json_number_is_refused(token: str, field: str) -> None:
    text = json.dumps({"ohh": ohh_hand()}, indent=1)
    old = f'"{field}": 20'
    assert old in text
    (record,) = read(text.replace(old, f'"{field}": {token}', 1))
    repr(record)
    assert record.error is not None


@pytest.mark.parametrize("token", ["9e900000", "nan", "inf", "-5", "1" * 100_000])
def test_phh_a_hostile_toml_number_is_refused(token: str) -> None:
    old = "starting_stacks = [100, 100]"
    assert old in PHH_ALL_IN_PREFLOP
    (record,) = read(PHH_ALL_IN_PREFLOP.replace(old, f"starting_stacks = [{token}, 100]"))
    repr(record)
    assert record.error is not None


@pytest.mark.parametrize("token", ["9e900000", "1e3", "1_00", "+100", "\u0663", "NaN", "1" * 100_000, "1" * 4000])
def test_phh_a_hostile_bet_is_refused(token: str) -> None:
    assert "p2 cbr 100" in PHH_ALL_IN_PREFLOP
    (record,) = read(PHH_ALL_IN_PREFLOP.replace("p2 cbr 100", f"p2 cbr {token}"))
    repr(record)
    assert record.error is not None


@pytest.mark.parametrize("token", ["1" * 4000, "1e-900000", "1.0e30"])
def test_phh_a_number_of_thousands_of_digits_is_refused(token: str) -> None:
    old = "starting_stacks = [100, 100]"
    (record,) = read(PHH_ALL_IN_PREFLOP.replace(old, f"starting_stacks = [{token}, 100]"))
    repr(record)
    assert record.error is not None


@pytest.mark.parametrize("token", ["99999999999", "\u00b2", "100", "-1"])
def test_pokerstars_a_hostile_discard_count_is_named_and_the_next_hand_read(token: str) -> None:
    bad = DRAW.replace("ann: discards 1 card [Qh]", f"ann: discards {token} card [Qh]", 1)
    assert bad != DRAW
    first, second = read(bad + "\n\n\n" + DRAW.replace("Hand #13:", "Hand #14:", 1))
    assert first.error is not None and repr(token) in str(first.error) and "discard count" in str(first.error)
    assert first.error.line == 1 + bad.splitlines().index(f"ann: discards {token} card [Qh]")
    assert second.error is None and second.hand_id == "14" and not second.unparsed
    assert [a.cards for a in second.actions if a.kind.value == "discard"] == [
        a.cards for a in next(read(DRAW)).actions if a.kind.value == "discard"
    ]
