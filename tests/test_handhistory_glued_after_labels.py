"""A hand cut off in any line of the shape ``label: word `` (a room's first line, ``Small Blind :
Hand ``, ``Rake:   EUR ``, ``Start hand: Mon ``, ``Game ended at: 2020/1/2 ``, ``ann: Call ``, a
chat's ``ann: anyone ``) and the next hand written on after it: the glued hand is read as its own
record on the line it begins, whatever the room of either. Only a chat in a hand in play, its
player seated and the hand going on after it, quotes a first line: a glued real hand goes on with
its own lines. The hands are those of the pasted-rooms tests; every ``label: word`` line of each,
the next hand of every room whose first line may begin in the middle of a line glued after it."""

from __future__ import annotations

import re

import pytest
from test_handhistory_pasted_rooms import HANDS

from pokerrank.handhistory import read

_LABEL_WORD = re.compile(r"[ \t]*[^\s:][^:\n]{0,39}?: +[^ \t]{1,12}[ \t]")
"""A line's first words ``label: word `` (its own colon, spaces, a word and a space): where the
test cuts a line before gluing the next hand on."""
GLUED = ("PokerStars", "Bovada", "888", "partypoker", "OnGame", "Cake", "PKR", "Entraction", "Everleaf", "Absolute")
"""The rooms whose next hand is read where its first line begins in the middle of a line (the
others' readers begin a hand only at a line's start, before and after this rule alike)."""
HOSTS = tuple(room for room in HANDS if room != "Unibet")
"""Unibet's reader reads one hand a text (a hand glued after one of its lines is not looked for)."""


def _hand_id(text: str) -> str:
    return next(iter(read(text))).hand_id


def _cuts(host: str) -> list[tuple[int, str]]:
    lines = HANDS[host].rstrip("\n").split("\n")
    out = []
    for number, line in enumerate(lines):
        found = _LABEL_WORD.match(line)
        if found is not None:
            out.append((number, "\n".join([*lines[:number], line[: found.end()]])))
    return out


@pytest.mark.parametrize("glued", GLUED)
@pytest.mark.parametrize("host", HOSTS)
def test_a_hand_glued_after_a_label_and_a_word_is_read_as_its_own_record(host: str, glued: str) -> None:
    # was (a chat-words rule: `name: `, a word of no action, a space): a hand glued after
    # `PokerStars Hand #21: Hold'em `, `Small Blind : Hand `, `Start hand: Mon `, `ann: Call `... taken
    # for a chat: lost, its lines audited under the cut hand's number (a MATCH)
    hand = HANDS[glued].lstrip("\ufeff")
    hand_id = _hand_id(hand)
    cuts = _cuts(host)
    assert cuts, host
    for number, before in cuts:
        records = list(read(before + hand))
        assert (hand_id, number + 1) in [(r.hand_id, r.line) for r in records], (before.split("\n")[-1], records)


@pytest.mark.parametrize(("room", "label"), [("888", "#Game No : "), ("WPN", "Game started at: ")])
def test_a_hand_glued_after_a_files_first_line_of_its_rooms_first_words_is_read(room: str, label: str) -> None:
    # was: a first line cut off after its room's first words and a colon (`Game started at: `),
    # the next hand glued to it, taken for a chat's `name: `: one record of the cut line, the
    # glued hand lost; a line that begins with a room's first words is no chat
    hand = HANDS[room].lstrip("\ufeff")
    records = list(read(label + hand))
    assert [r.hand_id for r in records] == ["?", _hand_id(hand)]
