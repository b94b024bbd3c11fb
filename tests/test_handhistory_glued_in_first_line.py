"""A hand cut off in its first line with the next hand glued there (``Poker Hand #RC1: Hold'em
Poker Hand #RC2: Hold'em No Limit ...``) was read as one hand that MATCHed under the cut hand's
number with the glued hand's players and payouts (this session's fuzz run). Its record is now
not read, the line quoted: NOT AUDITABLE, never a MATCH under the cut number. The hand texts are
the tests' own."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from handtexts import HEADS_UP
from test_handhistory_sites import FT_HAND, GG_HEAD, gg_hand, wx_hand
from test_handhistory_textrooms import ENET_HAND, EVEREST_HAND, UNIBET_HAND
from test_handhistory_winamax_pots import bet_back_only

from pokerrank.handhistory import Outcome, audit_hand, read


def _ps(number: int) -> str:
    return HEADS_UP.format(id=number, winner="ann")


def _first(text: str) -> str:
    return text.splitlines()[0]


CASES: dict[str, Callable[[], str]] = {
    "GGPoker cut after its game": lambda: GG_HEAD[:34] + " " + gg_hand(head=GG_HEAD.replace("336", "337")),
    "GGPoker, PokerStars glued": lambda: GG_HEAD[:34] + " " + _ps(22),
    "Winamax cut": lambda: _first(bet_back_only())[:70] + " " + wx_hand(),
    "Everest, Full Tilt glued": lambda: _first(EVEREST_HAND) + " " + FT_HAND,
    "Unibet, Enet glued": lambda: _first(UNIBET_HAND) + " " + ENET_HAND,
    "Enet, PokerStars glued": lambda: _first(ENET_HAND) + " " + _ps(22),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_hand_glued_in_another_hands_first_line_is_never_a_match(case: str) -> None:
    text = CASES[case]()
    records = list(read(text))
    verdicts = [audit_hand(record) for record in records]
    said = [(r.hand_id, v.outcome) for r, v in zip(records, verdicts, strict=True)]
    cut = records[0]
    assert cut.error is not None and verdicts[0].outcome is Outcome.NOT_AUDITABLE, said
    if len(records) == 1:  # the glued hand read as the cut one's lines: never a MATCH, the first line quoted
        assert "the first line holds another hand's first line" in cut.error.reason
    else:  # (the cut room's reader refused the glued lines: each room's run read apart, Enet's net total)
        assert "the hand ends before its summary" in cut.error.reason and "\n" not in cut.text.strip()
        for record, verdict in zip(records[1:], verdicts[1:], strict=True):  # a MATCH: a whole hand of its own
            assert verdict.outcome is not Outcome.MATCH or (
                record.hand_id != cut.hand_id and record.site != cut.site and record.text.startswith(record.site)
            ), said


def test_a_first_line_with_words_before_it_and_a_tournament_is_still_read() -> None:
    """A file's words before its first hand's first line (``Run It Once Poker Hand #...``) and a
    tournament's ``#`` are no second first line."""
    text = _ps(21).replace("PokerStars Hand #21: ", "PokerStars Hand #21: Tournament #77, $1+$0.10 USD ", 1)
    (record,) = read(text)
    assert record.error is None or "another hand's first line" not in record.error.reason
