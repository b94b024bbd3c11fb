"""PHH fields the specification does not define: ignored as it says, unless they say money moved.

The specification (phh.readthedocs.io, "User-defined Fields"): annotators may define fields whose
names begin with an underscore, and "Parser implementations should simply ignore unknown fields
and may issue a warning". A field pokerrank does not read whose name or text says money moved
(insurance, a bounty, a fee) would be money left out of the audit: the hand is NOT AUDITABLE,
the field's line quoted, never a MATCH that did not count it."""

from __future__ import annotations

import tomllib

import pytest

from pokerrank.handhistory import Outcome, audit_hand, read, to_phh
from pokerrank.handhistory.phh import _STANDARD_FIELDS, read_phh

HAND = """variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'd dh p3 7c2d', 'p3 f', 'p1 cbr 100', 'p2 cc',
           'd db 2c3c4h', 'd db 9s', 'd db Jd']
players = ['ann', 'bob', 'cid']
finishing_stacks = [200, 0, 100]
"""
LINES = HAND.count("\n")


def test_the_hand_alone_is_a_match() -> None:
    v = audit_hand(next(read(HAND)))
    assert v.outcome is Outcome.MATCH and "ignored_fields" not in v.hand.extra


@pytest.mark.parametrize(
    ("field", "word"),
    [
        ("insurance = [0, 20, 0]", "insurance"),  # (the fuzzer's: a silent MATCH before)
        ("cashout_fee = 2", "cashout"),
        ("rake = 3", "rake"),  # (pokerkit's rake is a function of its own, not a PHH field)
        ("bounty = 50", "bounty"),
        ("tips = [1, 0, 0]", "tips"),
        ("ante = 5", "ante"),  # antes misspelt: the antes would be left out
        ("cashOutFee = 2", "cash"),
        ("_insurance = [0, 20, 0]", "insurance"),  # a user-defined field that says money moved
        ("_bountywon = 50", "bountywon"),
        ("_jackpot_fee = 1", "jackpot"),
        ("_extras = {ann = {fee = 1}}", "fee"),  # a table of its own: its names
        ('_note = "the floor took $2 from the pot"', "$2"),  # its text
        ('_note = "insurance paid to bob"', "insurance"),
        ("rake.amount = 3", "rake"),  # a dotted key: a table named rake
    ],
)
def test_a_field_not_read_that_says_money_moved_is_not_auditable(field: str, word: str) -> None:
    v = audit_hand(next(read(HAND + field + "\n")))
    assert v.outcome is Outcome.NOT_AUDITABLE and v.reason == "line not understood"
    key = field.partition(" ")[0].partition(".")[0]
    assert v.detail.startswith(f"line {LINES + 1} {field!r}: {key!r} ")
    assert f"says money moved ({word!r})" in v.detail
    said = "user-defined field" if key.startswith("_") else "not a field of the PHH specification"
    assert said in v.detail


@pytest.mark.parametrize(
    "field",
    [
        '_sponsors = ["", "GGPoker", ""]',  # the specification's own examples of user-defined fields
        '_nationalities = [\n  "Peru", "Italy", "Japan",\n]',
        "_ages = [31, 45, 50]",  # numbers alone say no money
        '_note = "Ivey wins the pot"',  # what the actions say: no money outside them
        "nationalities = ['Peru', 'Italy', 'Japan']",  # no underscore: a later version's field, ignored too
        "[_camera]\nangle = 'left'",
    ],
)
def test_a_field_not_read_that_says_no_money_is_ignored_as_the_specification_says(field: str) -> None:
    hand = next(read_phh(HAND + field + "\n"))
    v = audit_hand(hand)
    key = field.lstrip("[").partition(" ")[0].partition("]")[0]
    assert v.outcome is Outcome.MATCH and hand.extra["ignored_fields"] == (key,)
    assert key in tomllib.loads(to_phh(hand))  # written back as the file gave it


def test_every_field_of_the_specification_is_read_or_kept() -> None:
    every = (
        HAND
        + """author = 'A. Tipster'
event = 'Bounty Builder $109'
url = 'https://example.com/rake-free'
venue = 'Online'
address = '1 Main Street'
city = 'Toronto'
region = 'Ontario'
postal_code = 'M5V'
country = 'Canada'
time = 12:34:56
time_zone = 'America/Toronto'
time_zone_abbreviation = 'EST'
day = 1
month = 2
year = 2024
hand = 7
level = 3
seats = [1, 2, 3]
seat_count = 6
table = 'Fee Free'
currency = 'USD'
currency_symbol = '$'
ante_trimming_status = false
time_limit = 30
time_banks = [60, 60, 60]
"""
    )
    hand = next(read(every))
    v = audit_hand(hand)
    assert v.outcome is Outcome.MATCH and "ignored_fields" not in hand.extra  # money words in standard fields' text
    assert set(hand.extra["data"]) <= _STANDARD_FIELDS


def test_pokerkits_fields_are_the_specifications() -> None:
    pokerkit = pytest.importorskip("pokerkit")
    required = {name for names in pokerkit.HandHistory.required_field_names.values() for name in names}
    assert required | set(pokerkit.HandHistory.optional_field_names) <= _STANDARD_FIELDS


def test_pokerranks_own_fields_are_read_not_refused() -> None:
    # _rake, _pots, _cap ... are pokerrank's writer's user-defined fields: read (the engine reads _cap)
    hand = next(read(HAND + "_rake = 0\n_pots = [200]\n_cap = 100\n"))
    assert audit_hand(hand).outcome is Outcome.MATCH and "ignored_fields" not in hand.extra


def test_a_phhs_hand_with_a_money_field_names_its_line_in_the_file() -> None:
    table = "".join(f"  {line}\n" for line in HAND.splitlines())
    text = f"[1]\n{table}\n[2]\n{table}  _insurance = 20\n"
    first, second = (audit_hand(hand) for hand in read(text))
    assert first.outcome is Outcome.MATCH
    assert second.outcome is Outcome.NOT_AUDITABLE
    line = 2 * (LINES + 1) + 2  # (two tables of the hand's lines, each after its header, a blank line between)
    assert second.detail.startswith(f"line {line} '_insurance = 20': '_insurance' is a user-defined field")
