"""A hand tried with other cards for its players (the audit around cards never shown or
unreadable) is replayed from the hand's own replay (``replay.with_hole``): every field is what
replaying the changed record gives, whatever cards are given (none, too few, a run's; too many
for a player who contests the pot is a record that contradicts itself, which replay refuses)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.errors import PokerRankError
from pokerrank.handhistory import read
from pokerrank.handhistory.examples import ALL_IN_SHOWDOWN, HEADS_UP_STEAL, PHH_ALL_IN_PREFLOP
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.replay import Replay, replay, with_hole

RECORDS = [next(read(text)) for text in (ALL_IN_SHOWDOWN, HEADS_UP_STEAL, PHH_ALL_IN_PREFLOP)]
CARDS = ["As", "Kd", "Qh", "Jc", "Ts", "9d", "2c", "3h"]


def _fields(play: Replay) -> list[object]:
    return [getattr(play, field.name) for field in dataclasses.fields(Replay)]


def _same(record: HandRecord, tried: HandRecord) -> None:
    play = replay(record)
    assert play.game is not None
    most = play.game.hole_cards
    judged = play.contenders if len(play.contenders) > 1 else ()  # a folded player's cards decide nothing
    holes = (tried.hole, *tried.run_hole)
    if any(len(set(cards.split())) > most for hole in holes for name, cards in hole.items() if name in judged):
        with pytest.raises(PokerRankError, match="hole cards in"):  # the record contradicts itself: no try
            replay(tried)
        return
    assert _fields(with_hole(play, tried)) == _fields(replay(tried))


def _holes(names: list[str]) -> st.SearchStrategy[dict[str, str]]:
    """Cards for some of the seated players (and one who is not): none, too few, too many."""
    return st.dictionaries(
        st.sampled_from([*names, "nobody"]), st.lists(st.sampled_from(CARDS), max_size=5).map(" ".join)
    )


@given(st.sampled_from(RECORDS), st.data())
@settings(max_examples=300)
def test_a_hand_with_other_cards_replays_as_the_changed_record(record: HandRecord, data: st.DataObject) -> None:
    names = [seat[1] for seat in record.seats]
    hole = data.draw(_holes(names))
    runs = tuple(data.draw(st.lists(_holes(names), max_size=2)))
    _same(record, dataclasses.replace(record, hole=hole))
    _same(record, dataclasses.replace(record, hole=hole, run_hole=runs))


@pytest.mark.shared
def test_the_shared_hands_with_cards_never_shown_replay_alike(shared_dir: Path) -> None:
    """Each shared KingsClub and BetOnline hand whose players still in never showed their cards,
    given cards in turn for them: the same replay either way."""
    tried = 0
    for room in ("kingsclub", "betonline"):
        for path in sorted((shared_dir / "hand-histories" / "sites" / room).rglob("*.txt")):
            for record in read(path):
                if not record.ok or record.game is None:
                    continue
                try:
                    play = replay(record)
                except PokerRankError:  # a record that cannot be replayed is no try
                    continue
                for name in play.missing:
                    for cards in ("As", "As Kd", "As Kd Qh Jc"):
                        tried += 1
                        _same(record, dataclasses.replace(record, hole={**record.hole, name: cards}))
    assert tried > 0
