"""``TextHand.record``'s one pass over the actions, against a plain walk written out here.

The builder's record walks the actions once for each player's chips (readers append actions
themselves, so nothing is kept along the way), finds the blinds in one more loop only where
the room printed no stakes, weighs an unprinted rake in whole numbers and makes the record by
position: each is compared with the obvious way over hands drawn at random.
"""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory.owntext import _UNFILLED, MAX_INFERRED_RAKE, TextHand, _defaults
from pokerrank.handhistory.records import Action, ActionKind, HandRecord

_NAMES = ("ann", "bob", "cid", "dee")
_KINDS = (
    ActionKind.SMALL_BLIND,
    ActionKind.BIG_BLIND,
    ActionKind.ANTE,
    ActionKind.FOLD,
    ActionKind.CHECK,
    ActionKind.CALL,
    ActionKind.BET,
    ActionKind.RAISE,
    ActionKind.DEAD_BLINDS,
)


def _walk(actions: list[Action]) -> dict[str, int]:
    """Each player's chips put in, the plain way: every action's player in the order they
    first act, then every action's chips added."""
    put: dict[str, int] = {}
    for action in actions:
        if action.player not in put:
            put[action.player] = 0
    for action in actions:
        put[action.player] += action.amount
    return put


_ACTIONS = st.lists(st.tuples(st.sampled_from(_NAMES), st.sampled_from(_KINDS), st.integers(0, 10_000)), max_size=30)


def _hand(drawn: list[tuple[str, ActionKind, int]]) -> TextHand:
    """A hand whose actions are ``drawn``, appended as a reader does (no builder method)."""
    hand = TextHand("<test>", "1", "Room", "room", 1)
    for seat, name in enumerate(_NAMES, start=1):
        hand.seat(seat, name, 100_000)
    for at, (name, kind, chips) in enumerate(drawn, start=2):
        chips = 0 if kind in (ActionKind.FOLD, ActionKind.CHECK) else chips
        hand.actions.append(Action("preflop", name, kind, chips, None, False, None, None, at))
    return hand


@settings(max_examples=300, deadline=None)
@given(_ACTIONS)
def test_put_in_is_a_plain_walk_over_the_actions(drawn: list[tuple[str, ActionKind, int]]) -> None:
    """The chips each player put in, and the order players first act in (the bet nobody called
    goes back to the first who put in the most), as a plain walk gives them."""
    hand = _hand(drawn)
    put = hand.put_in()
    expected = _walk(hand.actions)
    assert put == expected
    assert list(put) == list(expected)


@settings(max_examples=300, deadline=None)
@given(_ACTIONS)
def test_posted_stakes_are_the_two_smallest_blinds_posted(drawn: list[tuple[str, ActionKind, int]]) -> None:
    hand = _hand(drawn)
    blinds = sorted({a.amount for a in hand.actions if a.kind in (ActionKind.SMALL_BLIND, ActionKind.BIG_BLIND)})
    assert hand.posted_stakes() == tuple(blinds[:2])


@settings(max_examples=500, deadline=None)
@given(st.integers(0, 10**9), st.integers(0, 10**9), st.integers(0, 10**9))
def test_unprinted_rake_in_whole_numbers_is_the_decimal_share(total: int, back: int, paid: int) -> None:
    """A tenth of the pot weighed in whole numbers: the same answer as the Decimal product,
    at the edge (exactly a tenth) too."""
    hand = TextHand("<test>", "1", "Room", "room", 1)
    taken = total - back - paid
    expected = taken if 0 <= taken <= (total - back) * MAX_INFERRED_RAKE else 0
    assert hand.unprinted_rake(total, back, paid) == expected
    edge = 10 * (paid + 1)  # what is taken exactly a tenth of the pot, and one chip more
    assert hand.unprinted_rake(edge, 0, edge - edge // 10) == edge // 10
    assert hand.unprinted_rake(edge, 0, edge - edge // 10 - 1) == 0
    hand.max_rake = Decimal("0.05")  # another share: the Decimal product as before
    assert hand.unprinted_rake(100, 0, 95) == 5
    assert hand.unprinted_rake(100, 0, 94) == 0


@settings(max_examples=200, deadline=None)
@given(_ACTIONS, st.integers(0, 3))
def test_record_by_position_names_each_field(drawn: list[tuple[str, ActionKind, int]], runs: int) -> None:
    """The record made by position holds what the builder holds, field by field (the dicts
    ``hole``, ``returned``, ``dead`` and ``cash_outs`` filled, each unlike the others), and
    the fields the builder never fills hold their defaults (a fresh dict each record)."""
    hand = _hand(drawn)
    hand.game, hand.game_text, hand.structure, hand.table, hand.max_seats, hand.button = (
        "holdem", "Hold'em", "no-limit", "T", 9, 2
    )  # fmt: skip
    hand.currency, hand.rake = "USD", 0
    hand.board = ["Ah", "Kd", "2c"]
    for run in range(2, runs + 2):
        hand.runs[run] = ["Ah", "Kd", "2c", f"{run}s"]
    put = _walk(hand.actions)
    first = next((name for name, chips in put.items() if chips), None)
    if first is not None:  # one chip back to the first to put in, the rest of the pot to him: nothing is left
        hand.returned = {first: 1}
        hand.collect(first, sum(put.values()) - 1, "pot", 50)
    hand.dead = {"dee": 7}  # (as the reader says: whether dee put in or not)
    hand.cash_outs = {"cid": (300, 2)}
    hand.shown.add("ann")
    hand.claim("ann", "a pair", 60)
    hand.deal("ann", "As Ks")
    hand.deal("bob", "7c 7d")
    hand.unparsed.append((61, "a line"))
    record = hand.record()
    assert (record.source, record.hand_id, record.site, record.format, record.line) == (
        "<test>",
        "1",
        "Room",
        "room",
        1,
    )
    assert (record.game, record.game_text, record.structure) == ("holdem", "Hold'em", "no-limit")
    assert (record.currency, record.unit, record.tournament) == ("USD", Decimal("0.01"), None)
    assert (record.table, record.max_seats, record.button) == ("T", 9, 2)
    assert record.actions == tuple(hand.actions)
    assert record.boards == ("Ah Kd 2c", *(f"Ah Kd 2c {run}s" for run in range(2, runs + 2)))
    assert record.collected == tuple(hand.collected)
    assert record.claims == tuple(hand.claims)
    assert record.shown == frozenset({"ann"})
    assert record.unparsed == ((61, "a line"),)
    assert record.dealt == (("preflop", "ann", "As Ks"), ("preflop", "bob", "7c 7d"))
    assert record.hole == {name: cards for name, cards in (("ann", "As Ks"), ("bob", "7c 7d")) if name in put}
    assert record.returned == ({first: 1} if first is not None else {})
    assert record.dead == {"dee": 7}
    assert record.cash_outs == {"cid": (300, 2)}
    assert record.total_pot == sum(put.values())
    assert record.rake == 0
    assert hand.put == put
    assert [seat.name for seat in record.seats] == list(_NAMES)
    assert [seat.sitting_out for seat in record.seats] == [name not in put for name in _NAMES]
    defaults = {
        f.name: f.default_factory() if callable(f.default_factory) else f.default
        for f in dataclasses.fields(HandRecord)
    }
    for name in ("mix", "added", "pot_not_awarded", "summary_won", "finishing_stacks", "error", "winnings"):
        assert getattr(record, name) == defaults[name], name
    assert record.currency_symbol is None
    assert record.summary_won is not hand.record().summary_won


@settings(max_examples=300, deadline=None)
@given(_ACTIONS, st.integers(1, 4))
def test_pots_not_collected_are_counted_as_a_plain_walk_counts_them(
    drawn: list[tuple[str, ActionKind, int]], lines: int
) -> None:
    """A hand with fewer lines paying chips than pots played for is truncated (a pot for each
    level of chips two players or more reached, folded players aside): the quick way out where
    the lines are as many as the players in less one gives the same answer as counting."""
    hand = _hand(drawn)
    put = _walk(hand.actions)
    for line in range(lines):
        hand.collect(next(iter(put), "ann"), 1, "pot", 70 + line)
    folded = {action.player for action in hand.actions if action.kind is ActionKind.FOLD}
    live = [chips for name, chips in put.items() if name not in folded]
    second = sorted(live)[-2] if len(live) > 1 else 0
    pots = len({chips for chips in live if 0 < chips <= second})
    if lines < pots:
        with pytest.raises(HandHistoryError, match="pots were played for") as raised:
            hand.check_pots_collected(put, {})
        assert raised.value.kind == "truncated"
    else:
        hand.check_pots_collected(put, {})


def test_record_by_position_puts_every_field_in_its_place() -> None:
    """Every field of the record, the dicts of one type included (``dead``, ``returned``,
    ``hole``, ``cash_outs``, ``extra``), holds what the builder holds, each filled with a
    value no other field holds: two fields passed in each other's place differ from what is
    asserted (a swap of any two positions fails here)."""
    hand = TextHand("<src>", "77", "Room", "room", 3, text="the text", encoding="cp1252")
    hand.game, hand.game_text, hand.structure, hand.table, hand.max_seats, hand.button = (
        "holdem", "Hold'em", "no-limit", "T", 9, 2
    )  # fmt: skip
    hand.currency, hand.stakes, hand.rake = "USD", (5, 10), 4
    for seat, name in enumerate(("ann", "bob", "cid"), start=1):
        hand.seat(seat, name, 10_000 + seat)
    hand.post("ann", ActionKind.SMALL_BLIND, 5, 4)
    hand.post("bob", ActionKind.BIG_BLIND, 10, 5)
    hand.post("cid", ActionKind.DEAD_BLINDS, 12, 6, dead=2)
    hand.deal("ann", "As Ks")
    hand.deal("bob", "7c 7d")
    hand.wager("ann", "raise", 40, 7, to=True)
    hand.wager("bob", "call", 40, 8, to=True)
    hand.fold("cid", 9)
    hand.board = ["Ah", "Kd", "2c"]
    hand.runs[2] = ["Ah", "Kd", "2c", "3s"]
    hand.run_hole = {1: {"bob": "7c 7d"}, 2: {"bob": "7c 8d"}}
    hand.returned = {"ann": 3}
    hand.dead = {"cid": 2}
    hand.cash_outs = {"bob": (100, 1)}
    hand.extra = {"family": "board"}
    hand.shown.add("bob")
    hand.mucked.add("ann")
    hand.show("bob", "7c 7d", "a pair", 10, street="showdown")
    hand.collect("bob", 40 + 40 + 12 - 3 - 4, "pot", 11)
    hand.unparsed.append((12, "a line"))
    record = hand.record()
    expected = {
        "source": "<src>", "hand_id": "77", "site": "Room", "format": "room", "line": 3, "game": "holdem",
        "game_text": "Hold'em", "structure": "no-limit", "stakes": (5, 10), "currency": "USD",
        "unit": Decimal("0.01"), "tournament": None, "mix": None, "table": "T", "max_seats": 9, "button": 2,
        "seats": tuple(hand.seats), "actions": tuple(hand.actions), "boards": ("Ah Kd 2c", "Ah Kd 2c 3s"),
        "hole": {"ann": "As Ks", "bob": "7c 7d"}, "shown": frozenset({"bob"}), "mucked": frozenset({"ann"}),
        "returned": {"ann": 3}, "dead": {"cid": 2}, "collected": tuple(hand.collected), "claims": tuple(hand.claims),
        "total_pot": 92, "pots": (), "rake": 4, "added": 0, "cash_outs": {"bob": (100, 1)},
        "pot_not_awarded": False, "summary_won": {}, "cancelled": False, "finishing_stacks": None,
        "encoding": "cp1252", "unparsed": ((12, "a line"),), "text": "the text", "error": None,
        "extra": {"family": "board"}, "dealt": (("preflop", "ann", "As Ks"), ("preflop", "bob", "7c 7d")),
        "winnings": None, "currency_symbol": None, "run_hole": ({"bob": "7c 7d"}, {"bob": "7c 8d"}),
    }  # fmt: skip
    assert set(expected) == {f.name for f in dataclasses.fields(HandRecord)}  # every field asserted
    filled = [repr(value) for value in expected.values() if value not in (None, False, 0, (), {}, frozenset())]
    assert len(filled) == len(set(filled))  # no two fields filled alike: a swap shows
    for name, value in expected.items():
        assert getattr(record, name) == value, name


def test_the_fields_record_never_fills_follow_a_changed_default() -> None:
    """What ``record`` passes for the fields it never fills is read from the record's defaults
    (a default changed is followed); a field whose default became a new object each record is
    refused at import, naming it."""

    @dataclasses.dataclass
    class Changed:
        mix: str | None = "a mix"
        added: int = 5
        summary: dict[str, int] = dataclasses.field(default_factory=dict)

    assert _defaults(dataclasses.fields(Changed), ("added", "mix")) == (5, "a mix")
    with pytest.raises(ImportError, match="'summary' has no plain default"):
        _defaults(dataclasses.fields(Changed), ("summary",))
    unfilled = {name: getattr(TextHand("<t>", "1", "R", "r", 1).record(), name) for name in _UNFILLED}
    assert unfilled == dict(zip(_UNFILLED, _defaults(dataclasses.fields(HandRecord), _UNFILLED), strict=True))
