"""A hand cut off right after a header label of its own room (OnGame's ``Start hand: ``,
Absolute's ``Table: ``) with the next hand of the room glued there is read as its own record, as
the label written again on the glued hand's next line tells it (``vocabulary._label_again``):
also where every line is indented (a pasted hand), never where the line the label begins again
quotes a first line of any room (two chats of one player, each quoting a hand), nor where the
label comes again only after more lines than a hand's header holds. The hands are those of the
pasted-rooms tests."""

from __future__ import annotations

import pytest
from test_handhistory_observer_chat import _ABSOLUTE, _renumbered
from test_handhistory_pasted_rooms import HANDS

from pokerrank.handhistory import Outcome, audit_hand, read


def _hand_id(text: str) -> str:
    return next(iter(read(text))).hand_id


@pytest.mark.parametrize("indent", ["  ", "\t"])
@pytest.mark.parametrize(("room", "lines"), [("OnGame", 2), ("OnGame", 3), ("Seals With Clubs", 3)])
def test_a_hand_glued_after_its_rooms_header_label_in_an_indented_paste_is_read(
    room: str, lines: int, indent: str
) -> None:
    # was: one record, the cut hand NOT AUDITABLE and the glued hand lost (the label looked for
    # again at a line's first column only, where the paste's lines have blanks)
    hand = HANDS[room]
    header = _renumbered(hand).lstrip("\ufeff").split("\n")
    cut = "\n".join(header[:lines]) + "\n" + header[lines].split(": ")[0] + ": "
    text = "\n".join(indent + line for line in (cut + hand).split("\n"))
    records = list(read(text))
    assert [(r.hand_id, r.line) for r in records] == [(_hand_id(cut + "\n"), 1), (_hand_id(hand), lines + 1)]
    assert [audit_hand(r).outcome for r in records] == [Outcome.NOT_AUDITABLE, Outcome.MATCH]


@pytest.mark.parametrize("indent", ["", "  ", "\t"])
@pytest.mark.parametrize(
    ("room", "name"),
    [("OnGame", "User"), ("OnGame", "Table"), ("OnGame", "Start hand"), ("Seals With Clubs", "Site"),
     ("Seals With Clubs", "Table"), ("Seals With Clubs", "Game"), ("Cake", "Dealer"), ("Absolute", "Table")],
)  # fmt: skip
def test_a_chat_named_as_a_header_label_on_a_hands_second_line_gives_no_match_under_its_number(
    room: str, name: str, indent: str
) -> None:
    # was (h-glued): `User: <the first line, another number>` as an OnGame hand's second line (or
    # Seals With Clubs' `Site: `, `Table: `) was a hand cut there: a MATCH under the number only the
    # chat holds, its own hand NOT AUDITABLE; the cut hand must have written the labels its room
    # writes before that one. A room's first label (`Start hand: `, `Game: `, `Dealer: `, Absolute's
    # `Table: `) reads alike for a chat and a cut hand: refused, the line quoted
    hand = _ABSOLUTE if room == "Absolute" else HANDS[room]
    lines = hand.lstrip("\ufeff").split("\n")
    quoted = _renumbered(hand).lstrip("\ufeff").split("\n")[0]
    text = "\n".join(indent + line for line in [lines[0], f"{name}: {quoted}", *lines[1:]])
    chat_number = _hand_id(_renumbered(hand))
    records = list(read(text))
    assert [(r.hand_id, audit_hand(r).outcome) for r in records if r.hand_id == chat_number] == []
    assert all(audit_hand(r).outcome is not Outcome.MATCH or r.line == 1 for r in records)


_HOSTS = ["OnGame", "Bovada", "Cake", "Seals With Clubs", "Entraction", "Absolute"]


@pytest.mark.parametrize("quoted", ["Cake", "OnGame", "Seals With Clubs"])
@pytest.mark.parametrize("host", _HOSTS)
def test_two_chats_quoting_two_rooms_first_lines_in_a_header_are_no_hand(host: str, quoted: str) -> None:
    # was: two records of the host's hand (the first chat taken for a label written again, the
    # second's line quoting a first line of another room than the host's), both NOT AUDITABLE;
    # then still so where the second quoted Seals With Clubs' first line (`Hand #700-1 - ...`,
    # of no table of first words the rule looked in)
    if quoted == host:
        pytest.skip("two chats quoting the host's own first line")
    lines = HANDS[host].lstrip("\ufeff").split("\n")
    other = HANDS[quoted].split("\n")[0]
    alone = [(r.hand_id, audit_hand(r).outcome) for r in read(HANDS[host])]
    text = "\n".join([lines[0], f"bob: {lines[0]}", f"bob: {other}", *lines[1:]])
    assert [r.hand_id for r in read(text)] == [hand_id for hand_id, _ in alone]


@pytest.mark.parametrize("blanks", [41, 200])
def test_a_header_chat_whose_name_comes_again_after_more_lines_than_a_header_holds_is_a_chat(blanks: int) -> None:
    # was: two records (the chat's name looked for again over every line of 4,096 characters,
    # each looked at); the label is looked for again within 40 lines, as a glued hand's header
    # writes it, and a chat as it was before that rule
    lines = HANDS["OnGame"].split("\n")
    text = "\n".join([lines[0], f"bob: {lines[0]}", *[" "] * blanks, "bob: hi", *lines[1:]])
    assert [r.hand_id for r in read(text)] == [_hand_id(HANDS["OnGame"])]


@pytest.mark.parametrize(
    ("host", "label", "quoted"),
    [
        ("OnGame", "Start hand", "Seals With Clubs"),
        ("Cake", "Dealer", "Seals With Clubs"),
        ("Seals With Clubs", "Game", "Cake"),
        ("OnGame", "Start hand", "Cake"),
    ],
)
def test_two_chats_named_as_the_hosts_label_quoting_two_rooms_first_lines_are_no_hand(
    host: str, label: str, quoted: str
) -> None:
    # was: two records where the second chat quoted Seals With Clubs' first line (`Hand #700-1 -
    # ...`): the label written again, and no room's first words on its line looked for there
    lines = HANDS[host].lstrip("\ufeff").split("\n")
    other = HANDS[quoted].split("\n")[0]
    text = "\n".join([lines[0], f"{label}: {lines[0]}", f"{label}: {other}", *lines[1:]])
    assert [r.hand_id for r in read(text)] == [_hand_id(HANDS[host])]


@pytest.mark.parametrize("position", [1, 2])
def test_an_indented_cake_hand_quoting_its_first_line_renumbered_matches_under_no_other_number(position: int) -> None:
    # an indented Cake hand is refused whole; a `Seat 1: <its first line, another number>` line in it was read as a
    # hand glued in a refused file's head, MATCH under the quoted number (the third review of h-glued)
    own = list(read(HANDS["Cake"]))
    assert len(own) == 1
    number = own[0].hand_id
    lines = ["  " + line for line in HANDS["Cake"].lstrip("\ufeff").rstrip("\n").split("\n")]
    other = number[:-1] + ("7" if number[-1] != "7" else "8")
    assert number in lines[0]
    lines.insert(position, "  Seat 1: " + lines[0].strip().replace(number, other))
    records = list(read("\n".join(lines) + "\n"))
    wrong = [(r.hand_id, r.line) for r in records if r.hand_id != number and audit_hand(r).outcome is Outcome.MATCH]
    assert not wrong, records


@pytest.mark.parametrize("glued", ["PokerStars", "888", "OnGame"])
def test_an_indented_cake_hand_with_another_rooms_hand_glued_after_a_label_gives_that_hand(glued: str) -> None:
    # the refused head's hands of another room are still read (only a hand of the head's own room may be its quote)
    lines = ["  " + line for line in HANDS["Cake"].lstrip("\ufeff").rstrip("\n").split("\n")]
    (alone,) = [(r.hand_id, audit_hand(r).outcome) for r in read(HANDS[glued])]
    text = "\n".join([*lines[:2], "  Seat 1: " + HANDS[glued].lstrip("\ufeff")])
    records = [(r.hand_id, audit_hand(r).outcome) for r in read(text)]
    assert records[0][1] is Outcome.NOT_AUDITABLE and records[-1] == alone, records
