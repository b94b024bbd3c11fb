"""A turn taken twice in the PokerStars family (last session's fuzz run): the same player's
``checks``/``calls``/``folds``/``bets`` line written twice in a row, as a bad export writes it,
MATCHed in PokerStars, GGPoker, Winamax, WPN, Full Tilt and Everest text. The same player's two
turns on one street with no other player's between, and a fold after a fold, are NOT
AUDITABLE (``record contradicts itself``), both lines quoted, on both lanes of the reader alike.
A player acting again after another's raise, a post then a check (the big blind's option) and
the last turn of a street then the first of the next stay read."""

from __future__ import annotations

import re

import pytest
from handtexts import HEADS_UP
from test_handhistory_fuzz_silent_ps_summary import _lanes
from test_handhistory_sites import FT_HAND, WPN_HAND, gg_hand, wx_hand
from test_handhistory_textrooms import EVEREST_HAND

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory.verdicts import INCONSISTENT

HANDS = {
    "pokerstars": HEADS_UP.format(id=21, winner="ann"),
    "ggpoker": gg_hand(),
    "winamax": wx_hand(),
    "wpn": WPN_HAND,
    "fulltilt": FT_HAND,
    "everest": EVEREST_HAND,
}
_TURN = re.compile(r"^(?!Seat )\S.* (?:checks|calls|folds|bets)\b")


def _turn_lines(room: str) -> list[int]:
    """The indexes of the hand's lines of a player's turn before its summary."""
    lines = HANDS[room].splitlines()
    summary = lines.index("*** SUMMARY ***")
    return [at for at, line in enumerate(lines[:summary]) if _TURN.match(line.replace(": ", " ", 1))]


def _doubled(room: str, at: int) -> str:
    lines = HANDS[room].splitlines(keepends=True)
    return "".join([*lines[: at + 1], lines[at], *lines[at + 1 :]])


@pytest.mark.parametrize(("room", "at"), [(room, at) for room in HANDS for at in _turn_lines(room)])
def test_a_turn_line_written_twice_is_refused_quoting_both(room: str, at: int) -> None:
    text = _doubled(room, at)
    said = _lanes(text)
    assert all(isinstance(one, tuple) for one in said) and len(set(said)) == 1, said
    message, line, kind = said[0]  # type: ignore[misc]
    assert kind == INCONSISTENT and line == at + 2  # (the second line: numbered from 1)
    written = HANDS[room].splitlines()[at].strip()
    assert message.count(repr(written)) == 2 and "acts out of turn" in message
    (record,) = read(text)
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == INCONSISTENT


def test_a_fold_after_a_fold_is_refused() -> None:
    # 4019ead2 folds, ann raises, then 4019ead2's fold again (the replay lets a fold said again pass)
    text = HANDS["ggpoker"].replace("ann: raises $0.1 to $0.15\n", "ann: raises $0.1 to $0.15\n4019ead2: folds\n")
    said = _lanes(text)
    assert len(set(said)) == 1 and isinstance(said[0], tuple), said
    assert "folded before" in said[0][0] and said[0][2] == INCONSISTENT
    (record,) = read(text)
    assert audit_hand(record).outcome is Outcome.NOT_AUDITABLE


@pytest.mark.parametrize("room", list(HANDS))
def test_the_hands_as_written_still_match(room: str) -> None:
    # each has a player acting again after another's raise or bet, a blind's option or a street's
    # last turn followed by the next street's first by the same player (heads-up: bob)
    (record,) = read(HANDS[room])
    assert audit_hand(record).outcome is Outcome.MATCH
