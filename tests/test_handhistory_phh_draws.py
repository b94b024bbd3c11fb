"""PHH of engine hands of the draw games, short stacks so players go all in mid-draw: each
draw's cards are written before the next draw (no betting between them when the others are
all in), so the file reads back to the record's stacks, audits the same and pokerkit replays
it; a live big blind ante is written untrimmed where that replays, else refused by name."""

from __future__ import annotations

import random
import re
import warnings
from dataclasses import replace
from typing import Any

import pytest
from _helpers import play_randomly
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerrank.engine import Hand, get_rules
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory.audit import Outcome, audit_hand
from pokerrank.handhistory.phh import read_phh
from pokerrank.handhistory.records import ActionKind, HandRecord
from pokerrank.handhistory.writers import to_phh

# the draw games PHH names (pokerkit's F2L3D, FB, N2L1D); A-5 triple draw and five card draw it does not
WRITTEN = [("2-7-triple-draw", "limit"), ("badugi", "limit"), ("2-7-single-draw", "no-limit")]
UNNAMED = [("a-5-triple-draw", "limit"), ("5-card-draw", "no-limit")]
LIVE_ANTE = replace(get_rules("roberts"), big_blind_ante_dead=False)


def _hand(game: str, structure: str, stacks: list[int], seed: int, **kw: Any) -> HandRecord:
    if structure == "limit":
        kw["bets"] = (2, 4)
    hand = Hand(game, stacks, structure=structure, blinds=(1, 2), seed=seed, **kw)
    play_randomly(hand, random.Random(seed))
    return hand.to_record(str(seed))


def _draws_in_a_row(record: HandRecord) -> bool:
    """Whether one draw follows another with no betting between (the others all in)."""
    streets = [a.street for a in record.actions]
    kinds = [a.kind for a in record.actions]
    drawing = (ActionKind.DISCARD, ActionKind.STAND_PAT)
    return any(
        k1 in drawing and k2 in drawing and s1 != s2
        for s1, k1, s2, k2 in zip(streets, kinds, streets[1:], kinds[1:], strict=False)
    )


def _reads_back(record: HandRecord, text: str) -> HandRecord:
    back = next(read_phh(text, "test"))
    assert back.ok, back.error
    assert back.finishing_stacks == record.finishing_stacks
    assert [(s.name, s.stack) for s in back.seats] == [(s.name, s.stack) for s in record.seats]
    verdict = audit_hand(back)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    return back


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(WRITTEN),
    st.lists(st.integers(1, 40), min_size=2, max_size=6),
    st.integers(0, 2**32),
)
def test_a_draw_hand_is_written_in_order_and_reads_back_to_the_same_audit(
    game: tuple[str, str], stacks: list[int], seed: int
) -> None:
    record = _hand(*game, stacks, seed)
    assert audit_hand(record).outcome is Outcome.MATCH
    back = _reads_back(record, to_phh(record))
    # the draws as the room played them: each player's discards on each draw, in order
    drawing = (ActionKind.DISCARD, ActionKind.STAND_PAT)
    drawn = [(a.street, a.player, a.kind, a.cards, a.drawn) for a in record.actions if a.kind in drawing]
    assert [(a.street, a.player, a.kind, a.cards, a.drawn) for a in back.actions if a.kind in drawing] == drawn


def test_draws_in_a_row_with_the_others_all_in_are_written_each_before_the_next() -> None:
    # hands from the engine where a draw follows a draw with no betting between: on main they
    # were refused ("p2 discards 3h, which they do not hold"); each now reads back the same
    found = 0
    for seed in range(200):
        rng = random.Random(seed)
        stacks = [rng.randint(1, 12) for _ in range(rng.randint(2, 4))]
        record = _hand("2-7-triple-draw", "limit", stacks, seed)
        if not _draws_in_a_row(record):
            continue
        found += 1
        text = to_phh(record)
        _reads_back(record, text)
        lines = [line.strip('" ') for line in text.split("actions = [")[1].split("]")[0].split(", ")]
        deals = [i for i, line in enumerate(lines) if line.startswith("d dh") and i > 0 and " sd" in lines[i - 1]]
        assert deals  # each draw's cards straight after that draw's discards
    assert found >= 10


def test_the_reader_starts_a_draw_with_no_betting_before_it() -> None:
    # both all in on the blinds: three draws with no betting at all, the last two stood pat by p2
    text = """variant = "F2L3D"
antes = [0, 0]
blinds_or_straddles = [2, 1]
small_bet = 2
big_bet = 4
starting_stacks = [2, 1]
actions = ["d dh p1 2s3s4s5h9d", "d dh p2 KsKdKhQsQd", "p2 sd KsKd", "p1 sd 9d", "d dh p2 2c3c", "d dh p1 7d",
  "p2 sd", "p1 sd", "p2 sd", "p1 sd 7d", "d dh p1 8c", "p2 sm 2c3cKhQsQd", "p1 sm 2s3s4s5h8c"]
"""
    record = next(read_phh(text, "test"))
    assert record.ok, record.error
    streets = [(a.street, a.player) for a in record.actions if a.kind in (ActionKind.DISCARD, ActionKind.STAND_PAT)]
    assert streets == [
        ("draw 1", "p2"),
        ("draw 1", "p1"),
        ("draw 2", "p2"),
        ("draw 2", "p1"),
        ("draw 3", "p2"),
        ("draw 3", "p1"),
    ]


@pytest.mark.parametrize(("game", "structure"), UNNAMED)
def test_a_draw_game_phh_has_no_code_for_is_refused_by_name(game: str, structure: str) -> None:
    record = _hand(game, structure, [20, 20, 20], 3)
    with pytest.raises(HandHistoryError, match="PHH has no variant for"):
        to_phh(record)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from([("holdem", "no-limit"), ("omaha", "pot-limit"), *WRITTEN]),
    st.lists(st.integers(1, 30), min_size=2, max_size=6),
    st.integers(1, 4),
    st.integers(0, 2**32),
)
def test_a_live_big_blind_ante_is_written_where_phh_can_hold_it_else_refused(
    game: tuple[str, str], stacks: list[int], ante: int, seed: int
) -> None:
    record = _hand(*game, stacks, seed, rules=LIVE_ANTE, ante="big blind", antes=ante)
    assert record.dead == {}
    refusal: HandHistoryError | None = None
    try:
        text = to_phh(record)
    except HandHistoryError as error:  # the ante matched a later bet, or the pots would be paid otherwise
        refusal = error
    if refusal is not None:
        assert "PHH has no way to write this live big blind ante" in str(refusal)
        return
    _reads_back(record, text)


def test_a_live_big_blind_ante_the_others_cover_is_written_untrimmed() -> None:
    # p2 the big blind antes 2, live; all call, p2 folds to a bet on the flop that p3 calls:
    # the others' bets cover p2's ante, so it stays in the pot, where PHH's trimming would
    # give it back at once; PHH writes it untrimmed (dead money in the main pot, the one pot)
    hand = Hand("holdem", [50, 50, 50], blinds=(1, 2), antes=2, ante="big blind", rules=LIVE_ANTE, seed=4)
    hand.act("call")
    hand.act("call")
    hand.act("check")
    hand.act("bet", 4)
    hand.act("fold")
    hand.act("call")
    while not hand.over:
        hand.act("check")
    record = hand.to_record("1")
    text = to_phh(record)
    assert "ante_trimming_status = false" in text and "antes = [0, 2, 0]" in text
    _reads_back(record, text)


def _plain_betting(record: HandRecord) -> bool:
    """Whether every blind is posted whole and no bet or raise goes all in: pokerkit refuses
    some short blinds and short limit bets as PHH writes them (another matter than the draws)."""
    big = max(a.amount for a in record.actions if a.kind is ActionKind.BIG_BLIND)
    betting = (ActionKind.BET, ActionKind.RAISE)
    return big == 2 and not any(a.all_in and (a.kind in betting or a.kind.posts) for a in record.actions)


def test_pokerkit_replays_draw_hands_with_draws_in_a_row() -> None:
    pokerkit = pytest.importorskip("pokerkit")
    checked = 0
    for seed in range(400):
        rng = random.Random(seed)
        game = ("2-7-triple-draw", "limit") if seed % 2 else ("badugi", "limit")
        record = _hand(*game, [rng.randint(1, 12) for _ in range(rng.randint(2, 4))], seed)
        if not _draws_in_a_row(record) or not _plain_betting(record):
            continue
        text = to_phh(record)
        if any(int(to) % 2 for to in re.findall(r"cbr (\d+)", text)):
            continue  # a raise short of a whole bet: pokerkit's limit rules are another matter
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            final = list(pokerkit.HandHistory.loads(text))[-1]
        order = text.split("players = [")[1].split("]")[0].replace('"', "").split(", ")
        assert not final.status  # pokerkit played the hand to its end
        assert [int(x) for x in final.stacks] == [record.finishing_stacks[name] for name in order]
        checked += 1
        if checked == 8:
            break
    assert checked == 8
