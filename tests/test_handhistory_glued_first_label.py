"""A hand cut off right after its first line's label (``Full Tilt Poker Game #20000000807: ``,
``GAME #2607739787: ``: the room's first words and the hand's number) with the next hand of the
same room glued there is two records: the cut hand NOT AUDITABLE under its number, the glued
hand read under its own; never a MATCH under the cut number (the cut hand's reader took the glued
hand's lines whole: ``detect._after_first_words``). At a file's start and after a hand. The hands
are those of the pasted-rooms tests."""

from __future__ import annotations

import re

import pytest
from test_handhistory_pasted_rooms import HANDS

from pokerrank.handhistory import Outcome, audit_hand, read


def _cuts(room: str) -> list[str]:
    """The room's first line up to its number renumbered, then each end of its label there
    (nothing, a blank, and last as the line writes it: ``: ``, `` - ``; without one, the number runs into
    the glued hand's first words, and no first line begins there; loud, no MATCH either)."""
    first = HANDS[room].lstrip("\ufeff").split("\n")[0]
    hand_id = next(iter(read(HANDS[room]))).hand_id
    at = first.find(hand_id)
    new = hand_id[:-1] + ("7" if hand_id[-1] != "7" else "8")
    label = first[:at] + new
    after = re.match(r"[: -]*", first[at + len(hand_id) :])
    assert after is not None
    return [label, label + " ", label + after.group()]


_ROOMS = [room for room in HANDS if next(iter(read(HANDS[room]))).hand_id in HANDS[room].split("\n")[0]]


def test_the_rooms_are_those_whose_first_line_holds_the_number() -> None:
    assert len(_ROOMS) == len(HANDS) - 1  # (PKR's first line names the table)


@pytest.mark.parametrize("before", ["", "hand"])
@pytest.mark.parametrize("room", _ROOMS)
def test_a_hand_glued_right_after_its_rooms_first_line_label_is_no_match_under_the_cut_number(
    room: str, before: str
) -> None:
    # was: Full Tilt, WPN, PokerTracker's export and Microgaming's: one record under the cut
    # number, MATCH (`Full Tilt Poker Game #20000000807: ` and the hand #...801); the glued hand
    # gone. Every room: no MATCH under the cut number, and the glued hand read under its own
    # number on the cut line or a record NOT AUDITABLE (loud)
    hand = HANDS[room].lstrip("\ufeff")
    (alone,) = [(r.hand_id, audit_hand(r).outcome) for r in read(hand)]
    head = hand.rstrip("\n") + "\n\n" if before else ""
    line = head.count("\n") + 1
    for cut in _cuts(room):
        records = [(r.hand_id, r.line, audit_hand(r).outcome) for r in read(head + cut + hand)]
        cut_id = cut.strip(" :-").rpartition(" ")[2].lstrip("#")
        outcomes = [(hand_id, outcome) for hand_id, _, outcome in records]
        assert (cut_id, Outcome.MATCH) not in outcomes, (cut, records)
        read_again = (alone[0], line, alone[1]) in records
        assert read_again or Outcome.NOT_AUDITABLE in [outcome for _, outcome in outcomes], (cut, records)


@pytest.mark.parametrize("before", ["", "hand"])
@pytest.mark.parametrize("room", ["Full Tilt", "WPN", "PokerTracker export", "Microgaming export", "PokerStars"])
def test_a_hand_glued_after_a_first_line_label_of_the_pokerstars_family_is_two_records(room: str, before: str) -> None:
    # was (but PokerStars'): one record, MATCH under the cut number
    hand = HANDS[room].lstrip("\ufeff")
    (alone,) = [(r.hand_id, audit_hand(r).outcome) for r in read(hand)]
    head = hand.rstrip("\n") + "\n\n" if before else ""
    line = head.count("\n") + 1
    cut = _cuts(room)[-1]  # (the label as the room writes it: ``GAME #2607739787: ``, ``Hand #1473752997 - ``)
    records = [(r.hand_id, r.line, audit_hand(r).outcome) for r in read(head + cut + hand)]
    cut_id = cut.strip(" :-").rpartition(" ")[2].lstrip("#")
    assert records[-2:] == [(cut_id, line, Outcome.NOT_AUDITABLE), (alone[0], line, alone[1])], (cut, records)


@pytest.mark.parametrize("before", ["", "hand"])
@pytest.mark.parametrize("cut", ["** Game ID 4908778357 V", "** Game ID 4908778357 Versi", "** Game ID 4908778357 x "])
def test_a_microgaming_first_line_cut_mid_word_matches_under_no_cut_number(cut: str, before: str) -> None:
    # was: one record, MATCH under 4908778357 (the first line's id read before its first space, the rest loosely)
    hand = HANDS["Microgaming export"].lstrip("\ufeff")
    (alone,) = [(r.hand_id, audit_hand(r).outcome) for r in read(hand)]
    head = hand.rstrip("\n") + "\n\n" if before else ""
    records = [(r.hand_id, audit_hand(r).outcome) for r in read(head + cut + hand)]
    assert ("4908778357", Outcome.MATCH) not in records, records
    if before:  # (after a hand: the cut line and the glued hand one record, NOT AUDITABLE: loud, not read)
        assert records == [alone, ("?", Outcome.NOT_AUDITABLE)], records
    else:
        assert records == [("?", Outcome.NOT_AUDITABLE), alone], records


@pytest.mark.parametrize("room", sorted(HANDS))
def test_the_quick_look_for_first_words_finds_them_where_every_rooms_words_do(room: str) -> None:
    # detect._MAY_START (the plain words some room's first line begins with, looked for first) must
    # answer as _ANY_START (every room's words tried in turn) at every place: of the room's hand, of
    # its first line glued after a cut label, after blanks and a byte-order mark, and of words that
    # begin like a first line but are none (``Game #x``, ``PokerStars Hand``)
    from pokerrank.handhistory import detect

    hand = HANDS[room].lstrip("\ufeff")
    texts = [hand, " \t\ufeff" + hand, *(cut + hand for cut in _cuts(room) if room in _ROOMS)]
    texts += ["Game #x: y\nPokerStars Hand\n** Game ID\nGAME #\n", "\n".join(f"  {line}" for line in hand.split("\n"))]
    looked = found = 0
    for text in texts:
        for at in range(len(text)):
            quick = detect._MAY_START.match(text, at)
            slow = detect._ANY_START.match(text, at)
            assert (quick is None) == (slow is None), (room, text[at : at + 60])
            assert quick is None or slow is None or quick.end() == slow.end()
            looked += 1
            found += slow is not None
    if detect._ANY_START.match(hand) is not None:  # a room of the PokerStars family: its first line found in each
        assert found >= len(texts) - 1
    assert looked > 1000
