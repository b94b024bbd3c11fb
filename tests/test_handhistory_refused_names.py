"""A record of text no reader takes (a text refused whole, the text before a file's first hand,
a hand refused before its header is read, text between hands) names the room its own first line
is of, by the name that room's read hands give: one room, one name, whichever road made the
record."""

from __future__ import annotations

import pytest
from test_handhistory_888 import EURO
from test_handhistory_party import BETFAIR
from test_handhistory_pasted_rooms import HANDS

from pokerrank.handhistory import Outcome, audit_hand, read


def _head(text: str) -> tuple[str, str, str, Outcome]:
    record = next(iter(read(text)))
    return record.hand_id, record.site, record.format, audit_hand(record).outcome


def _cut(hand: str, lines: int) -> str:
    return "\n".join(hand.splitlines()[:lines]) + "\n"


@pytest.mark.parametrize(
    ("text", "site", "fmt"),
    [
        (EURO + _cut(EURO, 2), "888poker", "888"),  # cut before its stakes line
        (EURO + EURO.replace("Pot Limit Omaha", "Pot Limit Wild Omaha"), "888poker", "888"),
        (BETFAIR + _cut(BETFAIR, 1), "Betfair", "betfair"),  # cut before its game line
    ],
)
def test_a_hand_refused_before_its_header_names_its_room_as_its_read_hands_do(text: str, site: str, fmt: str) -> None:
    # was: `888` and `betfair` (the reader's grammar), where the room's hands read say
    # `888poker` and `Betfair`
    read_hand, refused = read(text)
    assert read_hand.error is None and refused.error is not None
    assert (read_hand.site, read_hand.format) == (refused.site, refused.format) == (site, fmt)


_FIRST_LINES = {
    "Everleaf": ("Everleaf Gaming Game #285997675", "everleaf"),
    "PKR": ("Table #39445473 - Top Pair", "pkr"),
}


@pytest.mark.parametrize("room", sorted(_FIRST_LINES))
def test_a_text_refused_whole_whose_first_line_is_followed_by_a_chat_names_that_room(room: str) -> None:
    # was: PokerStars (no room named, the record's default)
    first, fmt = _FIRST_LINES[room]
    assert _head(first + "\nann: hello\n") == ("?", room, fmt, Outcome.NOT_AUDITABLE)


@pytest.mark.parametrize("room", ["Cake", "PKR", "Everleaf"])
def test_an_indented_hand_refused_whole_names_its_room(room: str) -> None:
    # was: PokerStars
    text = "".join(f"  {line}\n" for line in HANDS[room].lstrip("\ufeff").splitlines())
    fmt = {"Cake": "cake", "PKR": "pkr", "Everleaf": "everleaf"}[room]
    assert _head(text) == ("?", room, fmt, Outcome.NOT_AUDITABLE)


@pytest.mark.parametrize(
    ("room", "then"),
    [
        (room, then)
        for room in ("Everleaf", "PKR", "888", "partypoker")
        for then in ("Cake", "OnGame", "partypoker", "Bovada", "PokerStars")
        if room != then
    ],
)
def test_the_text_before_another_rooms_hand_names_the_room_of_its_own_first_line(room: str, then: str) -> None:
    # was: the room of the hand after it (Cake, OnGame, ...; PokerStars before a Bovada hand)
    first = {"Everleaf": _FIRST_LINES["Everleaf"][0], "PKR": _FIRST_LINES["PKR"][0]}.get(
        room, HANDS[room].splitlines()[0]
    )
    site, fmt = {"888": ("888poker", "888"), "partypoker": ("partypoker", "partypoker")}.get(room, (room, room.lower()))
    records = list(read(first + "\nann: hello\n" + HANDS[then].lstrip("\ufeff")))
    assert (records[0].hand_id, records[0].site, records[0].format) == ("?", site, fmt)
    assert audit_hand(records[0]).outcome is Outcome.NOT_AUDITABLE
    alone = [(r.hand_id, audit_hand(r).outcome) for r in read(HANDS[then].lstrip("\ufeff"))]
    assert [(r.hand_id, audit_hand(r).outcome) for r in records[1:]] == alone


@pytest.mark.parametrize(
    ("first", "site"),
    [
        ("Full Tilt Poker Tournament Summary Sit & Go (123456789), No Limit Hold'em", "Full Tilt Poker"),
        ("Winamax Poker - Tournament summary : Freeroll(123)", "Winamax"),
    ],
)
def test_a_rooms_tournament_summary_is_named_by_its_room(first: str, site: str) -> None:
    """A tournament summary (no hand in it) is refused saying whose it is; its record named
    PokerStars (a record's own room), so results by site counted Full Tilt's summaries there."""
    (record,) = read(f"{first}\nBuy-In: $10 + $1\n1: ann, $50\n")
    assert record.error is not None and "tournament summary" in record.error.reason
    assert (record.site, record.format) == (site, "pokerstars")
