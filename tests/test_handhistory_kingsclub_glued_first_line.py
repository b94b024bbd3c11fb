"""KingsClub: a hand cut off inside its first line and the next hand's first line glued there
(``#600: Limit 2-7 Tri#601: Limit 2-7 Triple Draw - 44/88``, this session's fuzz run). KingsClub
is no room of the PokerStars shape, so the reader's look for a first line glued in another
(docs/audit.md) does not see it: its first-line pattern ran over the glued ``#601:`` and the
hand MATCHed as ``600`` with hand 601's lines. The glued hand now starts where it is glued."""

from __future__ import annotations

import pytest
from test_handhistory_lines import KC_BLIND_TO_COME_IN

from pokerrank.handhistory import Outcome, audit_hand, read

_FIRST = "#600: Limit 2-7 Triple Draw - 44/88"
_NEXT = "#601: Limit 2-7 Triple Draw - 44/88"


def _verdicts(text: str) -> list[tuple[str, Outcome, str]]:
    out = []
    for record in read(text):
        verdict = audit_hand(record)
        out.append((record.hand_id, verdict.outcome, str(record.error or verdict.detail or "")))
    return out


def test_the_text_holds_one_hand_as_written() -> None:
    assert _verdicts(KC_BLIND_TO_COME_IN)[0][:2] == ("600", Outcome.MATCH)


@pytest.mark.parametrize("cut", ["#600: Limit 2-7 Tri", "#600: Limit ", "#600: Pot Limit Big O - 1"])
def test_a_first_line_cut_and_another_glued_in_it_is_no_match_under_the_cut_number(cut: str) -> None:
    text = KC_BLIND_TO_COME_IN.replace(_FIRST, cut + _NEXT)
    got = _verdicts(text)
    assert [hand for hand, outcome, _ in got if outcome is Outcome.MATCH] == ["601"]  # the glued hand, read whole
    assert len(got) == 2
    hand, outcome, said = got[0]  # the cut piece: a record of its own, quoted
    assert hand != "601" and outcome is Outcome.NOT_AUDITABLE and repr(cut.strip()) in said


def test_glued_after_the_stakes_the_cut_hand_ends_before_its_date() -> None:
    got = _verdicts(KC_BLIND_TO_COME_IN.replace(_FIRST, _FIRST + _NEXT))
    assert [(hand, outcome) for hand, outcome, _ in got] == [("600", Outcome.NOT_AUDITABLE), ("601", Outcome.MATCH)]
    assert "ends before its date and table lines" in got[0][2]


def test_a_cut_first_line_after_a_whole_hand_is_quoted_not_read_as_a_hand() -> None:
    """A whole hand, then the cut line with the next glued in it: the cut piece is a line after
    the whole hand's last (no room writes it: the audit quotes it), and the glued hand is read."""
    whole = KC_BLIND_TO_COME_IN.replace("#600:", "#599:")
    got = _verdicts(whole + KC_BLIND_TO_COME_IN.replace(_FIRST, "#600: Limit 2-7 Tri" + _NEXT))
    assert [(hand, outcome) for hand, outcome, _ in got] == [("599", Outcome.NOT_AUDITABLE), ("601", Outcome.MATCH)]
    assert "'#600: Limit 2-7 Tri'" in got[0][2]
