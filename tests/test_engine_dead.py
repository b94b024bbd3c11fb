"""Dead money in an engine hand's record: a button ante, a big blind ante that is dead (the
rule sets' ``big_blind_ante_dead``), a dead blind (``dead=``) and money the room adds
(``added=``) are in the record's ``dead`` and ``added``, so the record audits as played; a
writer that has no words for a kind of dead money refuses the hand with a typed error rather
than writing another hand (PokerStars text: a dead ante; PHH: any dead money of a player)."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from typing import Any

import pytest
from _helpers import play_randomly
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerrank.engine import Hand, get_rules
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import read
from pokerrank.handhistory.audit import Outcome, audit_hand
from pokerrank.handhistory.records import ActionKind
from pokerrank.handhistory.writers import to_phh
from pokerrank.handhistory.writers_text import to_pokerstars

LIVE_ANTE = replace(get_rules("roberts"), big_blind_ante_dead=False)
RULES: list[Any] = ["wsop-2024", "tda", "roberts", "pokerstars", LIVE_ANTE]
GAMES = [("holdem", "no-limit"), ("omaha", "pot-limit"), ("2-7-triple-draw", "limit"), ("stud", "limit")]


@st.composite
def dead_money_hands(draw: Any) -> tuple[Hand, dict[str, int], int, bool, str]:
    """A hand of random legal play with dead money of one or more kinds, and the dead money
    each player put in, the money added and whether an ante was dead, as the set-up gives them."""
    game, structure = draw(st.sampled_from(GAMES))
    stud = game == "stud"
    n = draw(st.integers(2, 6))
    stacks = draw(st.lists(st.integers(1, 120), min_size=n, max_size=n))
    rules = draw(st.sampled_from(RULES))
    kw: dict[str, Any] = {"structure": structure, "rules": rules, "seed": draw(st.integers(0, 2**32))}
    if stud:
        kw.update(bring_in=1, bets=(2, 4), antes=draw(st.integers(0, 1)))
    else:
        kw["blinds"] = (1, 2)
        if structure == "limit":
            kw["bets"] = (2, 4)
    ante = "each" if stud else draw(st.sampled_from(["each", "button", "big blind"]))
    if ante != "each":
        kw.update(ante=ante, antes=draw(st.integers(1, 4)))
    dead = draw(st.lists(st.sampled_from([0, 0, 1, 3]), min_size=n, max_size=n))
    kw["dead"] = dead
    kw["added"] = added = draw(st.sampled_from([0, 1, 7]))
    hand = Hand(game, stacks, **kw)
    # what the set-up says is dead: the posts are in the events, each for what the player had
    ante_dead = ante == "button" or (ante == "big blind" and get_rules(rules).big_blind_ante_dead)
    expected: dict[str, int] = {}
    for action in hand.events:
        if action.kind is ActionKind.DEAD_BLINDS or (ante_dead and action.kind is ActionKind.ANTE):
            expected[action.player] = expected.get(action.player, 0) + action.amount
    play_randomly(hand, random.Random(kw["seed"]))
    return hand, expected, added, ante_dead and any(a.kind is ActionKind.ANTE for a in hand.events), ante


DEAD_ANTE_REFUSED = r"dead money|the level \(\d+\) of p\d+'s big blind posted all in for \d+ beside"


def test_a_dead_ante_beside_a_short_big_blind_is_refused_for_one_or_the_other() -> None:
    # heads-up, one chip each: the button's ante of 1 is dead and the big blind is all in for 1 of 2;
    # the writer names the first it has no words for (found by Hypothesis: it expected only the ante)
    hand = Hand("holdem", [1, 1], blinds=(1, 2), antes=1, ante="button", seed=1)
    play_randomly(hand, random.Random(1))
    assert any(a.kind is ActionKind.ANTE for a in hand.events)
    with pytest.raises(HandHistoryError, match=DEAD_ANTE_REFUSED):
        to_pokerstars(hand.to_record("7"))


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(dead_money_hands())
def test_dead_money_is_in_the_record_and_the_record_audits_as_played(case: Any) -> None:
    hand, expected, added, dead_ante, ante = case
    record = hand.to_record("7")
    assert record.dead == expected
    assert record.added == added
    # the record says whether its dead money holds the table's ante (the replay takes it off once)
    if dead_ante:
        assert record.extra.get("ante_dead") is True
    if ante == "each":
        assert "ante_dead" not in record.extra
    # every chip is a player's, the room's added money apart
    assert sum(hand.starting) + added == sum(hand.stacks)
    assert record.total_pot == sum(hand.put_in) + sum(expected.values()) + added
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    # PokerStars text: dead blinds, added money and the table's ante (one player's: dead money, E12)
    # have words; a live big blind ante has none, nor has the level of a big blind posted all in
    # for less beside its poster's dead money or other blinds
    live_lone = ante == "big blind" and not hand.rules.big_blind_ante_dead
    live_lone = live_lone and any(a.kind is ActionKind.ANTE for a in hand.events)
    written: str | HandHistoryError
    try:
        written = to_pokerstars(record)
    except HandHistoryError as error:
        written = error
    level = r"the level \(\d+\) of p\d+'s big blind posted all in for \d+ beside"
    if isinstance(written, HandHistoryError):
        # (a dead table ante is written only where it reads back as one: the big blind's, or the
        # button's of three players or more; a heads-up button's is refused)
        words = "|is a live bet in the engine's rule set" if live_lone else ""
        words += "|is a dead ante of the engine's rule set" if dead_ante else ""
        assert re.search(level + words, str(written))
    else:
        assert not live_lone, written
        (back,) = list(read(written))
        assert back.ok, back.error
        # the room's record keeps its antes apart from its dead money: the table's ante is not in it
        dead_blinds = dict(record.dead)
        for action in hand.events:
            if dead_ante and action.kind is ActionKind.ANTE:
                dead_blinds[action.player] -= action.amount
        assert {k: v for k, v in back.dead.items() if v} == {k: v for k, v in dead_blinds.items() if v}
        assert back.added == added
        assert audit_hand(back).outcome is Outcome.MATCH, audit_hand(back).detail
        assert audit_hand(back).payouts == verdict.payouts  # (the same chips to the same players)
    # PHH: money the room adds, but no player's dead money
    if expected:
        with pytest.raises(HandHistoryError, match="dead money"):
            to_phh(record)
        return
    refusal: HandHistoryError | None = None
    try:
        text = to_phh(record)
    except HandHistoryError as error:
        refusal = error
    if refusal is not None:  # a live big blind ante that matched a later bet: PHH has no words for it
        assert ante == "big blind" and "PHH has no way to write this live big blind ante" in str(refusal)
        return
    (again,) = list(read(text))
    assert again.ok, again.error
    assert again.added == added and again.finishing_stacks == record.finishing_stacks
    assert audit_hand(again).outcome is Outcome.MATCH, audit_hand(again).detail


def test_a_dead_button_ante_and_added_money_are_marked() -> None:
    # p3 has the button and posts the table's ante of 3, dead; the room adds 5; both fold to p2
    hand = Hand("holdem", [50, 50, 50], blinds=(1, 2), antes=3, ante="button", added=5, seed=2)
    assert hand.view()["pot"] == 11  # each chip once: 1 + 2 + 3 + 5
    hand.act("fold")  # the button
    hand.act("fold")  # the small blind: the big blind wins the pot
    record = hand.to_record()
    assert record.dead == {"p3": 3} and record.added == 5
    assert record.total_pot == 11
    assert record.finishing_stacks == {"p1": 49, "p2": 59, "p3": 47}
    assert audit_hand(record).outcome is Outcome.MATCH
    # a live big blind ante (Robert's Rules) is no dead money
    live = Hand("holdem", [50, 50, 50], blinds=(1, 2), antes=2, ante="big blind", rules=LIVE_ANTE, seed=2)
    assert live.to_record().dead == {}
