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



@pytest.mark.parametrize("chat", [" dan: hi ", " dan says "])
def test_a_marker_line_with_words_and_a_first_line_after_it_is_no_chat(chat: str) -> None:
    """``*** SUMMARY *** dan says <first line>`` (or after a street's marker) read as a chat let
    the PokerStars hand MATCH alone, the line passed over (the merge's review; before it, two NOT
    AUDITABLE records): a marker line is the family's own, no chat's name, so the first line cuts
    the hand again."""
    lines = _lines("PokerStars")
    quoted = lines[0].replace("#21:", "#99:")
    markers = [at for at, line in enumerate(lines) if line.startswith("***")]
    assert len(markers) >= 4  # (the hole cards, streets, showdown, summary)
    for at in markers:
        text = "\n".join([*lines[:at], lines[at] + chat + quoted, *lines[at + 1 :]]) + "\n"
        got = [(r.hand_id, audit_hand(r).outcome) for r in read(text)]
        assert got != _alone("PokerStars"), (lines[at], got)
        assert Outcome.MATCH not in [outcome for _, outcome in got], (lines[at], got)


@pytest.mark.parametrize("host", _HOSTS)
@pytest.mark.parametrize("chat", [" dan: hi ", " dan says ", " "])
def test_a_hand_glued_after_a_marker_line_and_words_is_read(host: str, chat: str) -> None:
    """A whole hand glued after a marker line (with a chat's words or none) is read under its own
    number, and the host, cut there, does not MATCH."""
    lines = _lines(host)
    glued = HANDS["PokerStars"].lstrip("\ufeff").replace("#21:", "#99:")
    for at, line in enumerate(lines):
        if not line.startswith("***"):
            continue
        got = [(r.hand_id, audit_hand(r).outcome) for r in read("\n".join([*lines[:at], line + chat + glued]) + "\n")]
        assert ("99", Outcome.MATCH) in got and [o for h, o in got if h != "99"] == [Outcome.NOT_AUDITABLE], got
