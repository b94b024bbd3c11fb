"""PHH fields the specification does not define: ignored as it says, unless they say money moved.

The specification (phh.readthedocs.io, "User-defined Fields"): annotators may define fields whose
names begin with an underscore, and "Parser implementations should simply ignore unknown fields
and may issue a warning". A field pokerrank does not read whose name or text says money moved
(insurance, a bounty, a fee) would be money left out of the audit: the hand is NOT AUDITABLE,
the field's line quoted, never a MATCH that did not count it."""

from __future__ import annotations

import tomllib

import pytest

from pokerrank.handhistory import Outcome, audit_hand, phh, read, to_phh
from pokerrank.handhistory.moneyfields import VALUES_LOOKED_AT
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
        ("cashout_fee = 2", "fee"),
        ("rake = 3", "rake"),  # (pokerkit's rake is a function of its own, not a PHH field)
        ("bounty = 50", "bounty"),
        ("tips = [1, 0, 0]", "tips"),
        ("cashOutFee = 2", "Fee"),
        ("_insurance = [0, 20, 0]", "insurance"),  # a user-defined field that says money moved
        ("_bountywon = 50", "bountywon"),
        ("_jackpot_fee = 1", "fee"),
        ("_extras = {ann = {fee = 1}}", "fee"),  # a table of its own: its names
        ('_note = "the floor took $2 from the pot"', "$2"),  # its text
        ('_note = "insurance of 20 paid to bob"', "insurance of 20"),
        ("rake.amount = 3", "amount"),  # a dotted key: a table named rake
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


SPECIFICATION = """variant = 'FT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
bring_in = 0
small_bet = 2
big_bet = 4
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'd dh p3 7c2d', 'p3 f', 'p1 cbr 4', 'p2 cc', 'd db 2c3c4h',
           'p2 cc', 'p1 cc', 'd db 9s', 'p2 cc', 'p1 cc', 'd db Jd', 'p2 cc', 'p1 cc', 'p1 sm AsAd', 'p2 sm KsKd']
players = ['ann', 'bob', 'cid']
finishing_stacks = [104, 96, 100]
winnings = [8, 0, 0]
author = 'A. Tipster'
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
"""A hand giving every field of the specification's table (phh.readthedocs.io, version 0.0.1),
money words in their texts: each is read or kept, none ignored, none refused."""


def test_every_field_of_the_specification_is_read_or_kept() -> None:
    given = tomllib.loads(SPECIFICATION)
    assert set(given) == _STANDARD_FIELDS  # (the list above is the specification's table: all 37)
    hand = next(read(SPECIFICATION))
    assert audit_hand(hand).outcome is Outcome.MATCH and "ignored_fields" not in hand.extra
    back = tomllib.loads(to_phh(hand))
    for field, value in given.items():  # each field written back as the file gave it: kept or read
        assert str(back.get(field)) == str(value), field
    # the fields that move money are read, not only kept: winnings and the limit's bets into the record
    assert hand.winnings == {"ann": 8, "bob": 0, "cid": 0}
    assert hand.stakes == (2, 4)  # (small_bet, big_bet)


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


STUD = """variant = 'F7S'
antes = [1, 1, 1]
{bring_in}
small_bet = 5
big_bet = 10
starting_stacks = [100, 100, 100]
actions = ['d dh p1 AsAd7h', 'd dh p2 KsKd7c', 'd dh p3 2c3d8s', 'p3 pb', 'p1 cbr 5', 'p2 f', 'p3 f']
players = ['ann', 'bob', 'cid']
finishing_stacks = [102, 99, 99]
"""
"""A stud hand whose finishing stacks are right only if cid's bring-in of 2 is left out."""


@pytest.mark.parametrize("field", ["bring-in = 2", "bringin = 2", "BringIn = 2", "bring in = 2", "_bring_in = 2"])
def test_a_misspelt_field_that_moves_money_is_refused_not_ignored(field: str) -> None:
    if " in =" in field:
        field = f'"{field.partition(" =")[0]}" = 2'
    v = audit_hand(next(read(STUD.format(bring_in=field))))
    assert v.outcome is Outcome.NOT_AUDITABLE and v.reason == "line not understood"
    assert v.detail.startswith(f"line 3 {field!r}: ") and "the specification's 'bring_in' misspelt" in v.detail


def test_a_bring_in_with_no_bring_in_field_is_refused() -> None:
    v = audit_hand(next(read(STUD.format(bring_in=""))))
    assert v.outcome is Outcome.NOT_AUDITABLE
    assert "action 4 'p3 pb': cid brings in, but the hand gives no 'bring_in'" in v.detail
    right = STUD.format(bring_in="bring_in = 2").replace("[102, 99, 99]", "[104, 99, 97]")
    assert audit_hand(next(read(right))).outcome is Outcome.MATCH


@pytest.mark.parametrize(
    "field",
    [
        "_tokes = [0, 1, 0]",
        "_dealer_toke = 1",
        "_time_charge = 3",
        "_vig = 1",
        "_drop = 2",
        "_house_cut = 1",
        "_penalty = 5",
        "_surcharge = 1",
        "_deduction = 2",
        "cash-out = 20",
        '_note = "bob paid ann 20"',
        '_note = "ann cashed out for 50"',
        '_note = "ann gave bob 20 chips"',
        '_note = "USD 20 to the floor"',
        '_note = "EUR20"',
        '_note = "1.500 kr"',
    ],
)
def test_more_money_names_and_texts_are_refused(field: str) -> None:
    v = audit_hand(next(read(HAND + field + "\n")))
    assert v.outcome is Outcome.NOT_AUDITABLE and v.detail.startswith(f"line {LINES + 1} {field!r}: ")
    assert "says money moved" in v.detail


@pytest.mark.parametrize(
    "field",
    [
        '_nicknames = ["Tip", "Ace", "Bob"]',
        '_note = "Tip: never call a 4-bet"',
        '_streams = ["Rake Radio"]',
        '_hometowns = ["Bountiful"]',
        "_blind_level = 12",
        '_pot_type = "3-bet pot"',
        '_chip_leader = "ann"',
        "_straddle_allowed = false",
        "_hands_won = [3, 1, 0]",
        "_effective_stack = 100",
        '_bet_sizing = "pot"',
        "_buyin = 50000",
        "_buy_in = 50000",
        "_insurance = [0, 0, 0]",
        "_bounty = 0",
        '_note = "the pot was raked: $0"',
    ],
)
def test_a_field_that_names_no_money_moved_is_ignored(field: str) -> None:
    # the specification: readers "should simply ignore unknown fields"; a money word alone, a
    # count, a level or a zero says no money moved outside the actions
    hand = next(read(HAND + field + "\n"))
    assert audit_hand(hand).outcome is Outcome.MATCH
    assert hand.extra["ignored_fields"] == (field.partition(" ")[0],)


def test_values_past_those_looked_at_are_refused_not_passed() -> None:
    many = ", ".join(["''"] * (VALUES_LOOKED_AT - 1))  # (the list itself is one value looked at)
    hidden = audit_hand(next(read(HAND + f"_notes = ['paid $20', {many}]\n")))
    assert hidden.outcome is Outcome.NOT_AUDITABLE  # (the money text is the first value: looked at last)
    plain = audit_hand(next(read(HAND + f"_notes = [{many}, '', '']\n")))
    assert plain.outcome is Outcome.NOT_AUDITABLE and "'_notes'" in plain.detail
    assert "more than 10,000 values" in plain.detail
    assert audit_hand(next(read(HAND + f"_notes = [{many}]\n"))).outcome is Outcome.MATCH  # (all looked at)


def _phhs(*extras: str) -> str:
    table = "".join(f"  {line}\n" for line in HAND.splitlines())
    return "".join(f"[{number}]\n{table}{extra}\n" for number, extra in enumerate(extras, 1))


def test_the_line_quoted_is_the_refused_hands_own() -> None:
    # a sub-table of hand 1 after it: its header, not hand 2's field of the same name
    text = _phhs("", "  _extras = 'none'\n").replace("\n[2]\n", "\n[1._extras]\nfee = 1\n\n[2]\n")
    first, second = (audit_hand(hand) for hand in read_phh(text, many=True))
    assert first.detail.startswith(f"line {LINES + 3} '[1._extras]': '_extras' ")
    assert second.outcome is Outcome.MATCH
    # an array of tables
    rows = audit_hand(next(read(HAND + "[[_rows]]\nfee = 1\n")))
    assert rows.detail.startswith(f"line {LINES + 1} '[[_rows]]': '_rows' ")
    # a multi-line string that holds the field's name: the field's own line
    text = HAND + "author = '''\n_insurance = whatever\n'''\n_insurance = 20\n"
    v = audit_hand(next(read(text)))
    assert v.detail.startswith(f"line {LINES + 4} '_insurance = 20': ")
    # a value over lines that holds the name: the field's own line
    text = HAND + '_list = [\n  "_insurance = none",\n]\n_insurance = 20\n'
    assert audit_hand(next(read(text))).detail.startswith(f"line {LINES + 4} '_insurance = 20': ")


def test_a_phhs_of_many_refused_hands_reads_its_text_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # each refused hand's line was looked for from the file's start (2,000 hands: minutes)
    calls = []
    field_lines = phh._field_lines

    def counted(text: str, many: bool) -> dict[tuple[str, str], tuple[int, str]]:
        calls.append(len(text))
        return field_lines(text, many)

    monkeypatch.setattr(phh, "_field_lines", counted)
    text = _phhs(*["  _insurance = 1\n"] * 2000)
    hands = list(read_phh(text, many=True))
    assert len(calls) == 1 and calls[0] == len(text)
    assert all(hand.error is not None for hand in hands)
    size = LINES + 3  # (a header, the hand's lines, the field, a blank line)
    assert [str(hand.error).split(": line ")[1].partition(" ")[0] for hand in hands][-3:] == [
        str(size * k + LINES + 2) for k in (1997, 1998, 1999)
    ]


def test_an_id_inside_a_money_fields_table_is_not_money_but_a_players_amount_is() -> None:
    from pokerrank.handhistory.moneyfields import money_field

    assert not money_field("insurance", [{"player_id": 1, "amount": 0}])
    assert money_field("insurance", [{"player_id": 1, "amount": 4}])
    assert money_field("_insurance", {"ann": 20})  # (a player's name as the key: the table's word)
    assert not money_field("_insurance", {"seat": 3, "time": 1338274747})
