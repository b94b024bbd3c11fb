"""The all-in's pots after rake are the same whether the audit's decision is handed over made
or made only when asked (:func:`~pokerrank.handhistory.allin.allin_spot` asks for it only
where the rake is split between two pots or more: one pot takes the whole rake either way)."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_audit_cash_outs import hand

from pokerrank.errors import PokerRankError
from pokerrank.handhistory import read, replay
from pokerrank.handhistory.allin import Spot, allin_spot
from pokerrank.handhistory.decision import Decision, decide
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.replay import Replay


def _made(record: HandRecord, play: Replay) -> Decision | None:
    try:
        return decide(play, record.rake or 0, record.pots, added=record.added)
    except PokerRankError:
        return None


def _both(record: HandRecord) -> tuple[object, object, int]:
    """The spot with the decision made first and made when asked, and how often it was asked."""
    play = replay(record)
    rake = record.rake or 0
    made = _made(record, play) if rake and not play.missing and play.game is not None else None
    asked = [0]

    def lazily() -> Decision | None:
        asked[0] += 1
        return made

    return allin_spot(record, play, rake, made), allin_spot(record, play, rake, lazily), asked[0]


def test_one_pot_never_asks_for_the_decision() -> None:
    (record,) = read(hand(9261, 94))
    eager, lazy, asked = _both(record)
    assert isinstance(eager, Spot) and len(eager.pots) == 1 and record.rake
    assert lazy == eager and asked == 0


@pytest.mark.shared
def test_every_shared_all_in_has_the_same_pots_either_way(shared_dir: Path) -> None:
    root = shared_dir / "hand-histories"
    sites = [root / "sites" / room for room in ("partypoker", "ggpoker")]
    folders = [root / "pokerstars" / "cash" / "Stars" / "Flop", *sites]
    spots = split = 0
    for record in read(folders):
        if not record.ok:
            continue
        try:
            eager, lazy, asked = _both(record)
        except PokerRankError:  # a hand the replay refuses: no all-in to value
            continue
        assert lazy == eager, record.hand_id
        if isinstance(eager, Spot):
            spots += 1
            several = len(eager.pots) > 1 and bool(record.rake)
            assert asked == (1 if several else 0), record.hand_id
            split += several
    assert spots > 50 and split > 3  # raked all-ins of one pot and of several
