"""Cards the street lines deal and the summary writes otherwise (a fuzz run, class E1): in the
PokerStars family ``*** RIVER *** [2c 7d 9h Js] [Qh]`` above ``Board [2c 7d 9h Js Kd]`` MATCHed,
the summary's board silently preferred. Where both are written each run's street board must be
the summary's board of that run, else the hand is NOT AUDITABLE (``record contradicts itself``),
both lines quoted, on both lanes of the reader alike. Boards legitimately written in part stay
read: a run's summary board listing only its new cards, a street line writing only the new
card (Everest), a hand ended before the river."""

from __future__ import annotations

import re

import pytest
from test_handhistory import RUN_TWICE
from test_handhistory_fastlane_rooms import UNIBET_HAND
from test_handhistory_fuzz_silent_ps_turns import HANDS, _lanes

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory.verdicts import INCONSISTENT

_STREET = re.compile(r"^\*\*\* (?:FIRST |SECOND )?(?:FLOP|TURN|RIVER) \*\*\* .*\]")
_SPARE = ("Qh", "8s", "5d", "Tc", "6c")


def _with_board() -> list[str]:
    """The rooms' hands whose street lines and summary both write the board."""
    return [room for room, text in HANDS.items() if re.search(r"^Board:? \[", text, re.M)]


def _last_street(text: str) -> tuple[int, str]:
    lines = text.splitlines()
    at = max(at for at, line in enumerate(lines) if _STREET.match(line))
    return at, lines[at]


def _dealt_otherwise(text: str, at: int) -> str:
    """The hand with the last card of its street line ``at`` a card written nowhere else in it."""
    spare = next(card for card in _SPARE if card not in text)
    lines = text.splitlines(keepends=True)
    line = lines[at]
    close = line.rindex("]")
    lines[at] = line[: close - 2] + spare + line[close:]
    return "".join(lines)


def _refused(text: str, *quoted: str) -> tuple[str, int]:
    said = _lanes(text)
    assert said and all(isinstance(one, tuple) for one in said) and len(set(said)) == 1, said
    message, line, kind = said[0]  # type: ignore[misc]
    assert kind == INCONSISTENT, said
    for words in quoted:
        assert repr(words) in message, message
    (record,) = read(text)
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == INCONSISTENT, verdict.detail
    return message, line


@pytest.mark.parametrize("room", _with_board())
def test_a_street_card_the_summary_board_does_not_hold_is_refused_quoting_both(room: str) -> None:
    at, written = _last_street(HANDS[room])
    text = _dealt_otherwise(HANDS[room], at)
    board_line = next(line for line in text.splitlines() if re.match(r"Board:? \[", line))
    message, line = _refused(text, text.splitlines()[at].strip(), board_line)
    assert line == at + 1 and "a board is dealt once" in message and written not in message


def test_the_summary_board_changed_is_refused_as_well() -> None:
    text = HANDS["pokerstars"].replace("Board [2c 7d 9h Js 3c]", "Board [2c 7d 9h Js Qh]")
    _refused(text, "*** RIVER *** [2c 7d 9h Js] [3c]", "Board [2c 7d 9h Js Qh]")


def test_a_second_run_dealt_otherwise_is_refused() -> None:
    text = RUN_TWICE.replace("*** SECOND RIVER *** [4h 8s Th Kh] [5c]", "*** SECOND RIVER *** [4h 8s Th Kh] [6c]")
    _refused(text, "*** SECOND RIVER *** [4h 8s Th Kh] [6c]", "SECOND Board [4h 8s Th Kh 5c]")
    # the first run's board written for the second: its cards are not the second run's
    text = RUN_TWICE.replace("SECOND Board [4h 8s Th Kh 5c]", "SECOND Board [2c 7d 9h Js 3c]")
    _refused(text, "*** SECOND FLOP *** [4h 8s Th]", "SECOND Board [2c 7d 9h Js 3c]")


def test_boards_written_in_part_stay_read() -> None:
    # a later run's summary board listing only the cards dealt again (GGPoker), the flop dealt once
    once = (
        RUN_TWICE.replace("*** FIRST FLOP *** [2c 7d 9h]", "*** FLOP *** [2c 7d 9h]")
        .replace("*** SECOND FLOP *** [4h 8s Th]\n", "")
        .replace("*** SECOND TURN *** [4h 8s Th] [Kh]", "*** SECOND TURN *** [2c 7d 9h] [Kh]")
        .replace("*** SECOND RIVER *** [4h 8s Th Kh] [5c]", "*** SECOND RIVER *** [2c 7d 9h Kh] [5c]")
        .replace("SECOND Board [4h 8s Th Kh 5c]", "SECOND Board [Kh 5c]")
    )
    (record,) = read(once)
    assert record.error is None and record.boards == ("2c 7d 9h Js 3c", "2c 7d 9h Kh 5c")
    assert audit_hand(record).reason != INCONSISTENT
    # the hand as written by every room: read, its board the summary's
    for room, text in HANDS.items():
        (record,) = read(text)
        assert record.error is None, (room, record.error)


def test_a_street_line_dealing_another_board_than_the_line_before_is_refused() -> None:
    # the flop written otherwise than the turn line writes it: refused with or without a summary board
    text = HANDS["pokerstars"].replace("*** FLOP *** [2c 7d 9h]", "*** FLOP *** [5c 7d 9h]")
    message, line = _refused(text, "*** FLOP *** [5c 7d 9h]", "*** TURN *** [2c 7d 9h] [Js]")
    assert line == text.splitlines().index("*** TURN *** [2c 7d 9h] [Js]") + 1 and "dealt otherwise" in message
    _refused(text.replace("Board [2c 7d 9h Js 3c]\n", ""), "*** FLOP *** [5c 7d 9h]", "*** TURN *** [2c 7d 9h] [Js]")
    unibet = UNIBET_HAND.replace("*** Flop *** [2c 7d 9h]", "*** Flop *** [5c 7d 9h]")
    _refused(unibet, "*** FLOP *** [5c 7d 9h]", "*** TURN *** [2c 7d 9h] [Js]")  # (Unibet's lines as read: in capitals)


def test_a_summary_board_written_twice_otherwise_is_refused() -> None:
    # (BetOnline writes its totals and board twice: the two must be one board)
    text = HANDS["pokerstars"].replace("Board [2c 7d 9h Js 3c]\n", "Board [2c 7d 9h Js 3c]\nBoard [2c 7d 9h Js Qh]\n")
    _refused(text, "Board [2c 7d 9h Js 3c]", "Board [2c 7d 9h Js Qh]")
    (record,) = read(HANDS["pokerstars"].replace("Board [2c 7d 9h Js 3c]\n", "Board [2c 7d 9h Js 3c]\n" * 2))
    assert record.error is None and record.boards == ("2c 7d 9h Js 3c",)


def test_a_street_line_leaving_its_card_out_is_no_other_board() -> None:
    """``*** TURN *** [2c 7d 9h] []`` then ``*** RIVER *** [2c 7d 9h] [3c]`` above ``Board [2c 7d 9h
    Js 3c]``: the turn's card left out (PokerStars' 2022 PLO file of an empty turn card), not another
    card dealt: the summary's board stands (it was refused as a board dealt otherwise)."""
    text = (
        HANDS["pokerstars"]
        .replace("*** TURN *** [2c 7d 9h] [Js]", "*** TURN *** [2c 7d 9h] []")
        .replace("*** RIVER *** [2c 7d 9h Js] [3c]", "*** RIVER *** [2c 7d 9h] [3c]")
    )
    (hand,) = read(text)
    assert hand.boards == ("2c 7d 9h Js 3c",)
    assert audit_hand(hand).outcome is Outcome.MATCH
