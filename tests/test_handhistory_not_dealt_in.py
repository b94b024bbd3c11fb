"""A player the file says was not dealt in who then acts: PokerStars' seat ``out of hand``
(moved from another table), Merge's ``<player dealtin="false">``. The record contradicts
itself: NOT AUDITABLE, both lines (elements) quoted, on every road of the reader. What stays:
such a seat that does nothing (a MATCH, its record as it was), and a player ``sitting out``,
whom the rooms deal in and who may post, fold and act."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from pokerrank.handhistory import Outcome, audit_hand, pokerstars, read
from pokerrank.handhistory.verdicts import INCONSISTENT

STARS = """\
PokerStars Hand #5: Tournament #7, $1+$0 USD Hold'em No Limit - Level I (10/20) - 2020/01/01 0:00:00 ET
Table '7 1' 9-max Seat #1 is the button
Seat 1: ann (1500 in chips)
Seat 2: bob (1500 in chips)
Seat 3: cid (1500 in chips)
Seat 4: dan (1500 in chips) {dan}
{post}bob: posts small blind 10
cid: posts big blind 20
*** HOLE CARDS ***
{preflop}ann: folds
bob: calls 10
cid: checks
*** FLOP *** [2c 7d 9h]
bob: checks
cid: checks
{flop}*** TURN *** [2c 7d 9h] [Js]
bob: checks
cid: checks
*** RIVER *** [2c 7d 9h Js] [Kd]
bob: checks
cid: checks
*** SHOW DOWN ***
bob: shows [As Ad] (a pair of Aces)
cid: shows [Qc Qs] (a pair of Queens)
{shows}bob collected 40 from pot
{collects}*** SUMMARY ***
Total pot 40 | Rake 0
Board [2c 7d 9h Js Kd]
"""
"""A tournament hand: bob's Aces take the 40 chips; dan (seat 4) is seated as ``{dan}`` says,
and says what the other slots hold (nothing, in the plain hand)."""

OUT = "out of hand (moved from another table into small blind)"
SLOTS = ("post", "preflop", "flop", "shows", "collects")


def _stars(dan: str = OUT, **slots: str) -> str:
    return STARS.format(dan=dan, **{slot: slots.get(slot, "") for slot in SLOTS})


ACTS = {
    "a post": ({"post": "dan: posts small blind 10\n"}, "line 7: 'dan: posts small blind 10'"),
    "a fold": ({"preflop": "dan: folds\n"}, "line 10: 'dan: folds'"),
    "a call": ({"preflop": "dan: calls 20\n"}, "line 10: 'dan: calls 20'"),
    "a raise": ({"preflop": "dan: raises 40 to 60\n"}, "line 10: 'dan: raises 40 to 60'"),
    "a check": ({"flop": "dan: checks\n"}, "line 16: 'dan: checks'"),
    "a bet": ({"flop": "dan: bets 20\n"}, "line 16: 'dan: bets 20'"),
    "a show": ({"shows": "dan: shows [Kc Kd] (a pair of Kings)\n"}, "line 25: 'dan: shows [Kc Kd] (a pair of Kings)'"),
    "a collect": ({"collects": "dan collected 10 from pot\n"}, "line 26: 'dan collected 10 from pot'"),
}
"""dan, out of hand, acts: the slot of the hand it fills and how the sentence quotes the line."""


def _both_roads(text: str, monkeypatch: pytest.MonkeyPatch) -> tuple[list[Any], list[Any], list[bool]]:
    """The records of ``text`` read with the quick road where it takes the hand, and with the
    full reader alone; and whether the quick road took each hand."""
    quick = pokerstars._Reader.quick
    took: list[bool] = []

    def spy(reader: Any) -> Any:
        record = quick(reader)
        took.append(record is not None)
        return record

    with monkeypatch.context() as patch:
        patch.setattr(pokerstars._Reader, "quick", spy)
        fast = list(read(text))
    with monkeypatch.context() as patch:
        patch.setattr(pokerstars._Reader, "quick", lambda reader: None)
        full = list(read(text))
    return fast, full, took


@pytest.mark.parametrize(("slots", "quoted"), ACTS.values(), ids=ACTS.keys())
def test_pokerstars_a_player_out_of_hand_who_acts_is_not_auditable_quoting_both_lines(
    slots: dict[str, str], quoted: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    fast, full, _ = _both_roads(_stars(**slots), monkeypatch)
    for record in (fast[0], full[0]):  # (was a MATCH, or another verdict of the chips, on both roads)
        verdict = audit_hand(record)
        assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, INCONSISTENT), verdict.detail
        assert quoted in verdict.detail
        assert f"line 6: 'Seat 4: dan (1500 in chips) {OUT}'" in verdict.detail
        assert "a player not dealt in has no action" in verdict.detail
    assert fast[0].error is not None and full[0].error is not None
    assert str(fast[0].error) == str(full[0].error)


def test_pokerstars_a_seat_out_of_hand_that_does_nothing_reads_as_it_did_on_both_roads(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fast, full, took = _both_roads(_stars(), monkeypatch)
    assert took == [True]  # (the quick road still takes the hand)
    for field in dataclasses.fields(fast[0]):
        assert getattr(fast[0], field.name) == getattr(full[0], field.name), field.name
    assert fast[0].seats[3][1:] == ("dan", 1500, True)  # (seated, marked as not playing, as before)
    verdict = audit_hand(fast[0])
    assert verdict.outcome is Outcome.MATCH, verdict.detail


@pytest.mark.parametrize(
    "slots", [{"post": "dan: posts small blind 10\n", "preflop": "dan: folds\n"}, {"preflop": "dan: folds\n"}]
)
def test_pokerstars_a_player_sitting_out_may_still_post_and_fold(
    slots: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    text = _stars("is sitting out", **slots)
    if "post" in slots:  # (dan posts the small blind in bob's place, then folds: bob calls 20, takes 50)
        text = text.replace("bob: posts small blind 10\n", "").replace("bob: calls 10", "bob: calls 20")
        text = text.replace("collected 40", "collected 50").replace("Total pot 40", "Total pot 50")
    fast, full, _ = _both_roads(text, monkeypatch)
    for record in (fast[0], full[0]):
        verdict = audit_hand(record)
        assert verdict.outcome is Outcome.MATCH, verdict.detail


MERGE = """\
<description type="Holdem" stakes="No Limit ($1/$2)"/>
<game id="5-1"><players dealer="0">
<player seat="0" nickname="ann" balance="$100" dealtin="true"/>
<player seat="1" nickname="bob" balance="$100" dealtin="true"/>
<player seat="2" nickname="cid" balance="$100" dealtin="{dealtin}"/>
</players>
<round id="BLINDS"><event sequence="1" type="SMALL_BLIND" player="0" amount="1"/>
<event sequence="2" type="BIG_BLIND" player="1" amount="2"/></round>
<round id="PREFLOP"><event sequence="3" type="RAISE" player="0" amount="5"/>
{cid}<event sequence="5" type="FOLD" player="1"/></round>
<round id="END_OF_FOLDED_GAME"><winner amount="4" uncalled="false" potnumber="1" player="0"/>
<winner amount="4" uncalled="true" potnumber="2" player="0"/>{wins}</round></game>
"""
"""ann raises, bob folds: ann takes the $4; cid (seat 2) is ``dealtin={dealtin}`` and does what
``{cid}`` says before the fold (``{wins}``: a winner element after ann's)."""


def _merge(dealtin: str = "false", cid: str = "", wins: str = "") -> str:
    return MERGE.format(dealtin=dealtin, cid=cid, wins=wins)


MERGE_ACTS = {
    "a fold": ({"cid": '<event sequence="4" type="FOLD" player="2"/>\n'}, 'line 10: <event sequence="4" type="FOLD"'),
    "a call": (
        {"cid": '<event sequence="4" type="CALL" player="2" amount="5"/>\n'},
        'line 10: <event sequence="4" type="CALL" player="2" amount="5">',
    ),
    "a show": ({"cid": '<event sequence="4" type="SHOW" player="2"/>\n'}, 'line 10: <event sequence="4" type="SHOW"'),
    "a win": (
        {"wins": '<winner amount="1" uncalled="false" potnumber="3" player="2"/>'},
        'line 12: <winner amount="1"',
    ),
    "cards": ({"cid": '<cards type="HOLE" cards="Kc Kd" player="2"/>\n'}, 'line 10: <cards type="HOLE"'),
}
"""cid, not dealt in, acts: the hand's slot it fills and how the sentence quotes the element."""


@pytest.mark.parametrize(("slots", "quoted"), MERGE_ACTS.values(), ids=MERGE_ACTS.keys())
def test_merge_a_player_not_dealt_in_who_acts_is_not_auditable_quoting_both_elements(
    slots: dict[str, str], quoted: str
) -> None:
    verdict = audit_hand(next(read(_merge(**slots))))  # (was a MATCH, or another verdict of the chips)
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, INCONSISTENT), verdict.detail
    assert quoted in verdict.detail
    assert "('cid' acts)" in verdict.detail
    assert 'line 5: <player seat="2" nickname="cid" balance="$100" dealtin="false"> (not dealt in)' in verdict.detail


def test_merge_a_player_not_dealt_in_who_does_nothing_stays_and_one_dealt_in_may_act() -> None:
    assert audit_hand(next(read(_merge()))).outcome is Outcome.MATCH
    chat = '<event sequence="4" type="CHAT" player="cid" text="hi"/>\n'  # (a chat is no action)
    assert audit_hand(next(read(_merge(cid=chat)))).outcome is Outcome.MATCH
    fold = '<event sequence="4" type="FOLD" player="2"/>\n'
    assert audit_hand(next(read(_merge("true", fold)))).outcome is Outcome.MATCH


HELD = {
    "dealt cards": (_stars(preflop="Dealt to dan [Ah Ac]\n"), "'Dealt to dan [Ah Ac]'"),
    "cards in the summary": (_stars() + "Seat 4: dan mucked [Ah Ac]\n", "'Seat 4: dan mucked [Ah Ac]'"),
    "a win in the summary": (_stars() + "Seat 4: dan showed [Kc Kd] and won (40)\n", "'Seat 4: dan showed"),
}


@pytest.mark.parametrize(("text", "quoted"), HELD.values(), ids=HELD.keys())
def test_pokerstars_a_player_out_of_hand_dealt_cards_or_a_win_is_not_auditable_on_both_roads(
    text: str, quoted: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A review's find: dan's cards were kept (an all-in's equity counted them dead) and his
    summary win passed, on both roads."""
    fast, full, _ = _both_roads(text, monkeypatch)
    for record in (fast[0], full[0]):
        verdict = audit_hand(record)
        assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, INCONSISTENT), verdict.detail
        assert quoted in verdict.detail and "a player not dealt in has no action" in verdict.detail
    assert str(fast[0].error) == str(full[0].error)
