"""A chat that quotes a hand's first line cuts no hand of the PokerStars family: in a hand's
summary (``dan: hi <first line>`` before the seat summary, the next line the summary's), or in
PKR's words (``dan says <first line>``, which the family never writes) in a hand in play that
goes on. The hand is one record, NOT AUDITABLE for the line (quoted), as for any chat there;
a hand really glued after such words (its own header after its first line) is still read as its
own record. The hands are those of the pasted-rooms tests."""

from __future__ import annotations

import pytest
from test_handhistory_pasted_rooms import HANDS

from pokerrank.handhistory import Outcome, audit_hand, read

_HOSTS = ("Full Tilt", "PokerStars", "WPN", "Unibet")
_QUOTED = ("PokerStars", "Bovada", "OnGame", "Cake", "Entraction", "Absolute")


def _lines(room: str) -> list[str]:
    return HANDS[room].lstrip("\ufeff").rstrip("\n").split("\n")


def _summary_places(host: str) -> list[int]:
    """The places in the host's hand after its summary marker, before one of its summary lines."""
    lines = _lines(host)
    marker = next(k for k, line in enumerate(lines) if "SUMMARY" in line.upper())
    return list(range(marker + 1, len(lines)))


def _alone(room: str) -> list[tuple[str, Outcome]]:
    return [(r.hand_id, audit_hand(r).outcome) for r in read(HANDS[room].lstrip("\ufeff"))]


@pytest.mark.parametrize("quoted", _QUOTED)
@pytest.mark.parametrize("host", _HOSTS)
def test_a_chat_quoting_a_first_line_in_a_hands_summary_cuts_no_hand(host: str, quoted: str) -> None:
    # was: two records, the host hand cut there (NOT AUDITABLE) and a record of the quoted line
    first = _lines(quoted)[0]
    lines = _lines(host)
    ((host_id, _),) = _alone(host)
    for place in _summary_places(host):
        for chat in (f"dan: hi {first}", f"dan says {first}"):
            text = "\n".join([*lines[:place], chat, *lines[place:]]) + "\n"
            records = list(read(text))
            assert [r.hand_id for r in records] == [host_id], (place, chat)
            verdict = audit_hand(records[0])
            assert verdict.outcome is Outcome.NOT_AUDITABLE and chat[:30] in (verdict.detail or ""), (place, chat)


@pytest.mark.parametrize("glued", _QUOTED)
@pytest.mark.parametrize("host", _HOSTS)
def test_a_hand_glued_after_a_chats_words_in_a_summary_is_still_read(host: str, glued: str) -> None:
    lines = _lines(host)
    hand = HANDS[glued].lstrip("\ufeff")
    for place in _summary_places(host):
        text = "\n".join(lines[:place]) + "\ndan: hi " + hand
        records = [(r.hand_id, r.line, audit_hand(r).outcome) for r in read(text)]
        assert [(hand_id, place + 1, outcome) for hand_id, outcome in _alone(glued)] == records[-1:], (place, records)


def _play_places(host: str) -> list[int]:
    """The places in the host's hand between two of its lines in play (after its seats' lines,
    before its summary), where the line after goes on with the hand."""
    lines = _lines(host)
    marker = next(k for k, line in enumerate(lines) if "SUMMARY" in line.upper())
    seats = max(k for k, line in enumerate(lines[:marker]) if line.startswith("Seat "))
    return list(range(seats + 2, marker))


def test_a_says_chat_quoting_the_familys_first_line_in_a_hand_in_play_cuts_no_hand() -> None:
    # was: one record a line (the family's first line after any words began a hand): two records
    first = _lines("PokerStars")[0].replace("#21:", "#99:")
    lines = _lines("PokerStars")
    for place in _play_places("PokerStars"):
        for chat in (f"dan says {first}", f"dan says hi {first}"):
            text = "\n".join([*lines[:place], chat, *lines[place:]]) + "\n"
            records = list(read(text))
            assert [r.hand_id for r in records] == ["21"], (place, chat)
            assert audit_hand(records[0]).outcome is Outcome.NOT_AUDITABLE


def test_a_hand_glued_after_says_words_in_a_hand_in_play_is_still_read() -> None:
    lines = _lines("PokerStars")
    hand = HANDS["PokerStars"].lstrip("\ufeff").replace("#21:", "#99:")
    for place in _play_places("PokerStars"):
        text = "\n".join(lines[:place]) + "\ndan says hi " + hand
        records = [(r.hand_id, r.line, audit_hand(r).outcome) for r in read(text)]
        assert (records[0][0], records[0][2]) == ("21", Outcome.NOT_AUDITABLE), (place, records)
        assert records[1:] == [("99", place + 1, Outcome.MATCH)], (place, records)
