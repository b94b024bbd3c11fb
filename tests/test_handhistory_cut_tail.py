"""Where a hand's text ends when lines no room writes follow its last line (a file written over
with NUL bytes, two files joined with text between them): ``cut_hands`` looks at a hand's last
lines with a few quick looks (a line's control characters first); the cut is the one of the
patterns as written, checked here against a plain reference on texts of every shape."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.handhistory.sites import vocabulary
from pokerrank.handhistory.sites.vocabulary import cut_hands

_GARBAGE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f][^\n]*[^\x00-\x20\x7f]|[^\n]{5000}")
_CONTROL_LINE = re.compile(r"[\x00-\x20\x7f\ufeff]*[\x00-\x08\x0b\x0c\x0e-\x1f\x7f][\x00-\x20\x7f]*")


def _reference_tail(text: str, begin: int, end: int) -> int:
    """The lines after a hand's last as the rule says, a character and a pattern at a time."""
    stop = end
    while True:
        k = stop
        while k > begin and text[k - 1] in " \t\r\n\ufeff":
            k -= 1
        last = text.rfind("\n", begin, k)
        if (
            k == begin
            or last < 0
            or (_GARBAGE.search(text, last + 1, k) is None and _CONTROL_LINE.fullmatch(text, last + 1, k) is None)
        ):
            break
        stop = last + 1
    if text.find("\ufeff", k, stop) >= 0:
        after = text.find("\n", k, stop)
        return stop if after < 0 else after + 1
    return stop


_PIECES = st.sampled_from(
    ["H1 a", "b", "x y", " ", "\t", "\r", "\n", "\r\n", "\ufeff", "\x00", "\x01", "\x1a", "\x7f", "\x0c",
     "\x0b", "\x1c", "\x1f", "\x85", "\u2028", "\xa0",
     "\x00 " * 1250, "x" * 2499, "\x01" + "x" * 2498, " \x7f" * 1250]  # (long runs: the 5,000-character rule)
)  # fmt: skip
_TEXTS = st.lists(_PIECES, max_size=40).map("".join)


@settings(max_examples=3000, deadline=None)
@given(_TEXTS, st.integers(0, 3))
def test_a_hands_stray_tail_is_the_patterns(text: str, begin: int) -> None:
    begin = min(begin, len(text))
    assert vocabulary._stray_tail(text, begin, len(text)) == _reference_tail(text, begin, len(text))


def test_a_last_line_of_5000_characters_is_garbage_and_one_shorter_is_not() -> None:
    for length, cut in ((4999, False), (5000, True)):
        text = "H1 a\n" + "x" * length + "\n\n"
        assert (vocabulary._stray_tail(text, 0, len(text)) == 5) is cut
        assert vocabulary._stray_tail(text, 0, len(text)) == _reference_tail(text, 0, len(text))


def test_control_characters_in_a_long_last_line_are_looked_at_after_the_first() -> None:
    """A control character then only blanks and control characters: a line of them alone is the
    hand's end padding; a character shown after the first one makes the line garbage."""
    for line in ("x" * 4000 + "\x00 \x01 ", "\x00" + " " * 3000 + "\x01y", "\x1a", "ok\x1a\x00"):
        text = f"H1 a\nb\n{line}\n"
        assert vocabulary._stray_tail(text, 0, len(text)) == _reference_tail(text, 0, len(text))


@settings(max_examples=1000, deadline=None)
@given(st.lists(st.sampled_from(["H1 a", "H2", "\n", "b", "\x00", "\ufeff", " ", "\r\n", "ann: H3"]), max_size=30))
def test_cut_hands_gives_every_character_once_in_order(pieces: list[str]) -> None:
    text = "".join(pieces)
    hands = list(cut_hands(text, re.compile("H[0-9]")))
    first = re.search("H[0-9]", text)
    assert "".join(hand for hand, _ in hands) == ("" if first is None else text[first.start() :])
    at = 0 if first is None else first.start()
    for hand, line in hands:  # (each piece numbered by the line it begins on)
        assert hand
        assert line == text.count("\n", 0, at) + 1
        at += len(hand)


def test_a_texts_seat_lines_are_let_go_once_its_hands_starts_are_found() -> None:
    """The seat lines kept to tell a chat (``_LAST_SEATS``) are not held while the hands are
    handed out one by one: a reader that stops after the first keeps nothing."""
    text = "H1 a\nSeat 1: ann (5)\nann: hi H2 b\n*** FLOP ***\nH3 c\nSeat 1: bob (5)\n"
    hands = cut_hands(text, re.compile("H[0-9]"))
    next(hands)
    assert vocabulary._LAST_SEATS[0] is None
    hands.close()
