"""The bracket family's quick readings (partypoker, Betfair, 888) against what they stand for:
a player's line split without the regex engine, an amount read without Decimal. Each is
checked against the slower reading it replaces, built here as it was."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from pokerrank._checks import shorten
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import bracket
from pokerrank.handhistory.bracket import Grammar, PlayerLines, _Hand
from pokerrank.handhistory.party import _AFTER_VERB, _BETFAIR_VERBS, _PARTY_VERBS, BETFAIR, PARTY, read_party
from pokerrank.handhistory.records import ActionKind

GROUPS = ("name", "verb", "cards", "a", "to", "tail")


def the_regex(verbs: dict[str, str]) -> re.Pattern[str]:
    """A room's player line as one regex, as the room wrote it before the split."""
    alternatives = "|".join(re.escape(verb) for verb in sorted(verbs, key=len, reverse=True))
    return re.compile(rf"^(?P<name>.+?) (?P<verb>{alternatives})" + _AFTER_VERB)


def lines_of(verbs: dict[str, str]) -> st.SearchStrategy[str]:
    """Lines built of the room's verbs, names (with spaces, verbs and brackets in them),
    amounts, cards and words, glued with or without spaces."""
    piece = st.one_of(
        st.sampled_from(sorted(verbs)),
        st.sampled_from(["ann", "bob lee", "raises", "Hero Name", "x", "", " ", "  ", "\t", "\n", "[", "]", "(", ")"]),
        st.sampled_from(["$0.25 USD", "[$0.25 USD]", "(3,50 EUR)", "1,250 chips", "6000000 to 8000000", "to", "€2"]),
        st.sampled_from(["[ Ah Kd ]", "[Qc,Ad]", "[ 8c, Ac ]", "a pair of Queens.", "from the main pot", "."]),
        st.text(alphabet="abAB $[](),.0123456789-+€\u00a0", max_size=6),
    )
    return st.lists(piece, max_size=8).map("".join)


@pytest.mark.parametrize("verbs", [_PARTY_VERBS, _BETFAIR_VERBS], ids=["partypoker", "betfair"])
@settings(max_examples=400, deadline=None)
@given(data=st.data())
@example(data=None)
def test_a_player_line_splits_as_the_regex_reads_it(verbs: dict[str, str], data: st.DataObject | None) -> None:
    regex, lines = the_regex(verbs), PlayerLines(verbs, _AFTER_VERB)
    assert lines.pattern.pattern == regex.pattern  # the grammar's own regex is the one it was
    rows = ["ann lee raises [$0.25 USD]", "ann calls calls [$1]", "bob wins Lo ($90.50 USD)", "a b", "folds"]
    if data is not None:
        rows = [data.draw(lines_of(verbs))]
    for row in rows:
        found = regex.match(row)
        for _ in range(2):  # read, then looked up
            assert lines(row) == (None if found is None else found.group(*GROUPS)), row


def test_the_rooms_grammars_use_the_split() -> None:
    assert PARTY.split is not None and PARTY.split.pattern is PARTY.act
    assert BETFAIR.split is not None and BETFAIR.split.pattern is BETFAIR.act
    assert BETFAIR.split is not PARTY.split


def test_a_grammar_refuses_a_split_of_another_pattern() -> None:
    from dataclasses import replace

    with pytest.raises(ValueError, match="another pattern"):
        replace(PARTY, act=BETFAIR.act)
    assert isinstance(replace(PARTY, split=None), Grammar)


def old_money(token: str, comma_decimal: bool | None, scale: int) -> int | str:
    """An amount as ``_Hand._money`` read it before its quick path (an error as 'error')."""
    raw = bracket._SPACES.sub("", token.strip()).strip("$€£").rstrip(".")
    if comma_decimal is None:
        comma_decimal = scale != 1 and re.search(r",\d{2}$", raw) is not None
    raw = raw.replace(".", "").replace(",", ".") if comma_decimal else raw.replace(",", "")
    if not re.fullmatch(r"[0-9]+\.?[0-9]*|\.[0-9]+", raw):  # (ASCII digits and a point: Decimal alone took
        return "error"  # an exponent, 9e900000 a stack of 900,000 digits, and other scripts' digits)
    try:
        value = Decimal(raw)
    except ArithmeticError:
        return "error"
    units = value * scale
    if not value.is_finite() or value < 0 or units != units.to_integral_value() or len(raw) > 18:
        return "error"
    return int(units)


def new_money(token: str, comma_decimal: bool | None, scale: int) -> int | str:
    hand = _Hand(PARTY, "", "<test>", "utf-8", 1)
    try:
        return hand._money(token, comma_decimal, scale, 1)
    except HandHistoryError as exc:
        said = str(exc)
    assert shorten(token) in said  # the error names the amount
    return "error"


@settings(max_examples=1500, deadline=None)
@given(
    token=st.one_of(
        st.text(alphabet="0123456789.,$€£ USDEchips\u00a0\u202f\tÂ\u0663²_-+eE", max_size=12),
        st.from_regex(r"[$€£]?\s?[0-9]{1,21}(?:[.,][0-9]{1,4})?(?:\s?(?:USD|EUR|chips))?\.?", fullmatch=True),
        st.from_regex(r"\d{1,3}(?:[.,]\d{1,3})?", fullmatch=True),  # digits of any script
        st.builds(  # an amount, a space and a word (the quick road for ``$2.50 USD``)
            "{} {}".format,
            st.text(alphabet="0123456789.,$€£ Â\u00a0\u2028\x1c²", max_size=8),
            st.sampled_from(["USD", "EUR", "GBP", "chips", "XUSD", "usd", "CHF"]),
        ),
    ),
    comma_decimal=st.sampled_from([None, True, False]),
    scale=st.sampled_from([1, 100]),
)
@example(token="$0.25 USD", comma_decimal=None, scale=100)
@example(token="$1,10 USD", comma_decimal=None, scale=100)
@example(token="\u0663", comma_decimal=None, scale=1)  # an Arabic-Indic 3: Decimal read it, refused
@example(token="9e900000", comma_decimal=None, scale=1)  # an exponent: refused, not a huge number
@example(token="²", comma_decimal=None, scale=1)
@example(token="1" * 19, comma_decimal=None, scale=1)
@example(token="0.5", comma_decimal=None, scale=1)
@example(token="$0.5", comma_decimal=None, scale=100)
@example(token="1.005", comma_decimal=False, scale=100)
@example(token="$5Â USD", comma_decimal=None, scale=100)  # "Â " is a space written in UTF-8: taken out with it
@example(token="$5\u00a0 USD", comma_decimal=None, scale=100)
@example(token="$1,1² USD", comma_decimal=None, scale=100)
@example(token=" USD", comma_decimal=None, scale=100)
@example(token="12 chips", comma_decimal=None, scale=1)
@example(token="$2.50  GBP", comma_decimal=None, scale=100)
@example(token="$9.80 USD", comma_decimal=True, scale=100)  # (a point between thousands where a comma is the mark)
@example(token="$9.8 USD", comma_decimal=False, scale=100)
@example(token="9.80", comma_decimal=None, scale=1)  # cents in a game of chips: refused
@example(token="€5 chips", comma_decimal=None, scale=1)
def test_an_amount_reads_as_decimal_reads_it(token: str, comma_decimal: bool | None, scale: int) -> None:
    assert new_money(token, comma_decimal, scale) == old_money(token, comma_decimal, scale)


def test_betfair_raise_to_read_by_the_split() -> None:
    text = """***** Betfair Poker Hand History for Game 5 *****
PL $0.05/$0.10 Omaha - Sunday, November 1, 12:00:00 GMT 2009
Table Rookie (Real Money)
Seat 1 is the button
Total number of players: 2
Seat 1: ann lee ( $10 )
Seat 2: bob ( $10 )
ann lee posts small blind [$0.05]
bob posts big blind [$0.10]
** Dealing down cards **
ann lee raises to [$0.30]
bob folds
ann lee wins $0.20
"""
    (hand,) = read_party(text)
    raise_ = next(a for a in hand.actions if a.kind is ActionKind.RAISE)
    assert (raise_.player, raise_.amount, raise_.to) == ("ann lee", 25, 30)


def test_a_huge_number_written_with_an_exponent_is_refused_quickly() -> None:
    # Decimal takes 9e900000: the seat's stack became an integer of 900,000 digits (a record whose
    # repr raised); an amount is ASCII digits and a point, nothing else
    assert new_money("9e900000", None, 1) == "error"
    assert new_money("$1E999999", None, 100) == "error"
    assert new_money("1_000", None, 1) == "error"


def test_long_lines_amounts_and_cards_are_read_not_kept() -> None:
    # the stores count entries: a line, an amount or cards of any length would make an entry any size
    from pokerrank.handhistory.bracket import _AMOUNTS, _CARDS_READ, PlayerLines

    lines = PlayerLines(["calls"], r"(?:\s+(?P<a>\d+))?(?P<to>)(?P<cards>)(?P<tail>.*)$")
    lines.known.clear()
    lines.said.clear()
    long_tail = " 5" + " x" * 300
    assert lines(f"ann calls{long_tail}") == ("ann", "calls", "", "5", "", long_tail[2:])
    assert lines("ann calls 5 now") == ("ann", "calls", "", "5", "", " now")
    assert list(lines.known) == [" 5 now"]  # (the short one kept, the long one read and let go)
    assert list(lines.said) == ["calls 5 now"]  # (the words from the verb on: no name)
    hand = _Hand(PARTY, "", "<test>", "utf-8", 1)
    padded = "$" + " " * 60 + "25"
    assert hand.amount(padded, None, 1, 1) == 25 and hand.amount("$25", None, 1, 1) == 25
    assert all(len(token) <= 32 for known in _AMOUNTS.values() for token in known)
    cards = ", ".join(["8c"] * 30)  # (the text inside the brackets)
    assert hand.cards(cards) == " ".join(["8c"] * 30)
    assert all(len(text) <= 64 for text in _CARDS_READ)


def old_cards(text: str) -> str:
    """Cards as ``_Hand.cards`` read them before its one-pattern check."""
    parts = text.replace(",", " ").split()
    if all(len(card) == 2 and card[0] in "23456789TJQKA" for card in parts):
        return " ".join(parts)
    out = []
    for card in bracket._CARD_SPLIT.split(text):
        if card:
            rank = bracket._RANKS.get(card[:-1])
            out.append(rank + card[-1] if rank is not None else card)
    return " ".join(out)


@settings(max_examples=1500, deadline=None)
@given(
    text=st.one_of(
        st.text(alphabet="23456789TJQKAcdhsxHVBEDKnТКДВ10, \t\u00a0\u2028[]", max_size=14),
        st.lists(st.sampled_from(["Ah", "Kd", "10c", "Vh", "Kns", "Тs", "A", "Ahh", "xx", "2♠"]), max_size=5).map(
            ", ".join
        ),
    )
)
@example(text=" 8c, Ac ")
@example(text="")
@example(text="Ah\u00a0Kd")
def test_cards_read_as_before(text: str) -> None:
    hand = _Hand(PARTY, "", "<test>", "utf-8", 1)
    bracket._CARDS_READ.clear()
    assert hand.cards(text) == old_cards(text)
