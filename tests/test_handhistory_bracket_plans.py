"""The bracket family's planned lines (:data:`pokerrank.handhistory.bracket._PLANS`): a player's
line whose words were read before is read by their plan, and must give the record the long road
gives (the words read again, every check in its place). Hands of Betfair and partypoker are
built of the rooms' lines, names that start other lines (``Seat``, ``Dealt``, ``**``, a quiet
start), names not seated, tails, lines run together and amounts in both layouts, and read with
the plans and without them."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from pokerrank.handhistory import bracket
from pokerrank.handhistory.party import read_party
from pokerrank.handhistory.records import HandRecord

BETFAIR_HEAD = """***** Betfair Poker Hand History for Game 77 *****
NL $0.05/$0.10 Texas Hold'em - Sunday, October 18, 20:00:00 GMT 2009
Table Oslo 2 (Real Money)
Seat 2 is the button
Total number of active players : 4
"""
PARTY_HEAD = """***** Hand History for Game 78 *****
$0.05/$0.10 USD NL Texas Hold'em - Monday, January 06, 08:24:17 EST 2014
Table Paris (Real Money)
Seat 2 is the button
Total number of players : 4/6
"""
TOURNAMENT_HEAD = """***** Hand History for Game 79 *****
NL Texas Hold'em $215 USD Buy-in Trny: 47928230 Level: 1 Blinds(10/20) - Monday, January 06, 08:24:17 EST 2014
Table Paris (Real Money)
Seat 2 is the button
Total number of players : 4/6
"""
NAMES = ["ann", "Seat", "Dealt", "**x", "Total", "Trny:1", "bob lee", "Bo", "cid", "seat", "#Game"]
BETFAIR_WORDS = [
    "posts small blind [$0.05]", "posts big blind [$0.10]", "calls [$0.10]", "calls [$0.20]", "raises to [$0.30]",
    "raises to [$0.05]", "bets [$0.40]", "checks", "folds", "folds.", "folds now", "goes all-in", "goes all-in .",
    "wins $0.50 from main pot", "shows [ Ah, Kd ] a pair of Aces", "mucks", "does not show", "calls [$9.80]",
    "calls [$x]", "calls", "bets [$0.10] ", "raises to [$1,10]",
]  # fmt: skip
PARTY_WORDS = [
    "posts small blind [$0.05 USD].", "posts big blind [$0.10 USD].", "calls [$0.10 USD]", "raises [$0.25 USD]",
    "bets [$1,10 USD]", "checks", "folds", "is all-In [$2 USD]", "is all-In.", "is sitting out", "wins $0.50 USD",
    "has joined the table", "does not show cards.", "completes [$0.10 USD]", "bets [$0.25 USD]ann calls [$1 USD]",
    "raises 6000000 to 8000000", "posts big blind + dead [$0.15 USD]",
]  # fmt: skip
TOURNAMENT_WORDS = [
    "calls [20]", "raises [40]", "bets [20]", "checks", "folds", "is all-In [1500]", "is sitting out", "wins 90",
    "posts ante [5]", "posts small blind [10]", "is all-In.",
]  # fmt: skip
STACKS = ["$10", "$0.30", "$1", "$5 USD", "$2,50", "1500"]
OTHER = ["** Dealing Flop ** [ 2d, 7d, Kh ]", "** Dealing Turn ** [ 3s ]", "Dealt to ann [ Ah, Kd ]", "", "ann: hi"]


def _seats(names: list[str], stacks: list[str]) -> str:
    return "".join(
        f"Seat {k + 1}: {name} ( {stack} )\n" for k, (name, stack) in enumerate(zip(names, stacks, strict=True))
    )


@st.composite
def hands(draw: st.DrawFn) -> tuple[str, str]:
    """Two hands of one room: the first plans its players' words, the second is read by them
    (its names need not be the first's: a plan that hangs on the names shows)."""
    head, words = draw(
        st.sampled_from([(BETFAIR_HEAD, BETFAIR_WORDS), (PARTY_HEAD, PARTY_WORDS), (TOURNAMENT_HEAD, TOURNAMENT_WORDS)])
    )
    texts = []
    for _ in range(2):
        seated = draw(st.lists(st.sampled_from(NAMES), min_size=2, max_size=4, unique=True))
        stacks = draw(st.lists(st.sampled_from(STACKS), min_size=len(seated), max_size=len(seated)))
        said = st.builds("{} {}".format, st.sampled_from([*NAMES, "zed"]), st.sampled_from(words))
        line = st.one_of(said, st.builds("".join, st.lists(said, min_size=2, max_size=2)), st.sampled_from(OTHER))
        body = draw(st.lists(line, max_size=24))  # (lines glued as one among them: ``ann is sitting outbob folds``)
        texts.append(head + _seats(seated, stacks) + "\n".join(body) + "\n")
    return texts[0], texts[1]


def _fields(record: HandRecord) -> dict[str, Any]:
    got = {field.name: getattr(record, field.name) for field in dataclasses.fields(record)}
    got["error"] = str(record.error) if record.error is not None else None
    return got


def _read(text: str, patch: pytest.MonkeyPatch) -> list[Any]:
    """Each hand's record and what its reading left, a hand refused too (its actions, pays,
    cards and lines no rule reads up to the line refused)."""
    guarded = bracket.guarded

    def traced(state: Any, grammar: Any, lines: list[str]) -> Any:
        record = guarded(state, grammar, lines)
        kept = (state.actions, state.collected, state.claims, state.hole, state.shown, state.mucked, state.dead)
        return record, [list(map(tuple, kept[0])), *map(repr, kept[1:]), state.unparsed]

    patch.setattr(bracket, "guarded", traced)
    return [(_fields(record), kept) if isinstance(record, HandRecord) else record for record, kept in read_party(text)]


class _NoPlans(dict[str, Any]):
    """Plans that keep nothing: every line read by the long road."""

    def __setitem__(self, key: str, value: Any) -> None:
        pass


def _long_road(text: str, patch: pytest.MonkeyPatch) -> list[Any]:
    patch.setattr(bracket, "_plans_of", lambda grammar, comma_decimal, scale: _NoPlans())
    return _read(text, patch)


BLINDS_FIRST = TOURNAMENT_HEAD + _seats(["ann", "bob", "cid"], ["1500"] * 3)


@settings(max_examples=600, deadline=None)
@given(texts=hands())
@example(  # a player's first line before the blinds a tournament posts without a line
    texts=(BLINDS_FIRST + "bob calls [20]\ncid calls [10]\nann checks\nann wins 60\n",) * 2
)
@example(  # words after a notice: another line run in where the player after it is seated
    texts=(
        PARTY_HEAD + _seats(["ann", "bob"], ["$10", "$10"]) + "ann is sitting outzed folds\nbob wins $1 USD\n",
        PARTY_HEAD + _seats(["ann", "zed"], ["$10", "$10"]) + "ann is sitting outzed folds\nann wins $1 USD\n",
    )
)
def test_a_planned_line_reads_as_the_long_road(texts: tuple[str, str]) -> None:
    bracket._PLANS.clear()
    for text in (*texts, texts[1]):  # the words planned, then read by their plans (the second text twice)
        with pytest.MonkeyPatch.context() as patch:
            planned = _read(text, patch)
        with pytest.MonkeyPatch.context() as patch:
            assert planned == _long_road(text, patch)


def test_the_plans_read_the_lines_of_a_hand_read_before() -> None:
    text = (
        BETFAIR_HEAD
        + _seats(["ann", "bob"], ["$10", "$10"])
        + "ann posts small blind [$0.05]\nbob posts big blind [$0.10]\nann calls [$0.05]\nbob checks\n"
        + "** Dealing Flop ** [ 2d, 7d, Kh ]\nbob bets [$0.20]\nann folds\nbob wins $0.38 from main pot\n"
    )
    bracket._PLANS.clear()
    first = list(read_party(text))
    plans = next(iter(bracket._PLANS.values()))
    assert {"calls [$0.05]", "checks", "folds", "bets [$0.20]", "posts small blind [$0.05]"} <= plans.keys()
    assert "wins $0.38 from main pot" not in plans  # (a pot's winner: the long road)
    second = list(read_party(text.replace("ann", "cid")))
    assert [(a.player, a.kind, a.amount, a.to) for a in second[0].actions] == [
        (a.player.replace("ann", "cid"), a.kind, a.amount, a.to) for a in first[0].actions
    ]


def _twice(text: str) -> list[HandRecord]:
    """The hand read with no plans kept (its words planned as read), then again (read by the plans)."""
    bracket._PLANS.clear()
    records = [record for _ in range(2) for record in read_party(text)]
    assert all(isinstance(record, HandRecord) for record in records)
    return records


def test_planned_raises_to_and_whole_stacks_read_by_the_rules() -> None:
    """A raise to a total puts in the total less what the player had in; a blind or a call of
    the whole stack is all in, words or not (cid's blind of $0.10, bob's call up to his $0.30)."""
    text = (
        BETFAIR_HEAD
        + _seats(["ann", "cid", "bob"], ["$10", "$0.10", "$0.30"])  # (the big blind the next seat's)
        + "ann posts small blind [$0.05]\ncid posts big blind [$0.10]\nbob calls [$0.10]\n"
        + "ann raises to [$0.30]\nbob calls [$0.20]\n"
        + "** Dealing Flop ** [ 2d, 7d, Kh ]\n** Dealing Turn ** [ 3s ]\n** Dealing River ** [ 4c ]\n"
        + "ann shows [ Ah, Kd ] a pair of Kings\nbob shows [ 2c, 2h ] three of a kind, Twos\n"
        + "cid shows [ 9c, 8h ] high card King\n"
        + "bob wins $0.30 from main pot\nbob wins $0.40 from side pot #1\n"
    )
    for record in _twice(text):
        assert [(a.player, a.kind.value, a.amount, a.to, a.all_in) for a in record.actions] == [
            ("ann", "small blind", 5, None, False),
            ("cid", "big blind", 10, None, True),
            ("bob", "call", 10, None, False),
            ("ann", "raise", 25, 30, False),
            ("bob", "call", 20, None, True),
        ]
        assert record.error is None


def test_planned_blinds_give_a_limit_games_bets() -> None:
    """A limit game's small bet is its big blind: blinds of $0.05 and $0.10, bets of 10 and 20 cents."""
    text = BETFAIR_HEAD.replace("NL $0.05/$0.10", "FL $0.10/$0.20") + _seats(["ann", "bob"], ["$10", "$10"])
    text += "ann posts small blind [$0.05]\nbob posts big blind [$0.10]\nann folds\nbob wins $0.15 from main pot\n"
    for record in _twice(text):
        assert record.structure == "limit" and record.stakes == (10, 20)


def test_a_planned_check_facing_a_bet_is_refused() -> None:
    """A check facing the big blind: chips owed with no line putting them in, refused with the line's number."""
    text = BETFAIR_HEAD + _seats(["ann", "bob"], ["$10", "$10"])
    text += "ann posts small blind [$0.05]\nbob posts big blind [$0.10]\nann checks\nbob wins $0.15 from main pot\n"
    bracket._PLANS.clear()
    first = list(read_party(text.replace("ann checks", "bob checks")))  # (bob's check is his option: "checks" planned)
    assert isinstance(first[0], HandRecord) and "facing a bet" not in str(first[0].error)
    (record,) = read_party(text)
    assert isinstance(record, HandRecord) and record.error is not None
    assert "line 10: 'ann' checks facing a bet" in str(record.error)


def test_a_line_holding_two_keeps_the_line_numbers_of_both_and_of_the_lines_after() -> None:
    """``bob is sitting outann folds`` on line 10: ann's fold is on line 10, the next line on 11."""
    text = PARTY_HEAD.replace(": 4/6", ": 3/6") + _seats(["ann", "bob", "cid"], ["$10 USD"] * 3)
    text += "cid posts small blind [$0.05 USD].\nbob is sitting outann folds\nzzz weird line here\ncid wins $0.05 USD\n"
    assert text.splitlines()[9] == "bob is sitting outann folds"
    for record in _twice(text):
        assert [(a.player, a.kind.value, a.line) for a in record.actions] == [
            ("cid", "small blind", 9),
            ("ann", "fold", 10),
        ]
        assert record.unparsed == ((11, "zzz weird line here"),)
