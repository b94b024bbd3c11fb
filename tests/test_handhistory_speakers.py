"""The speaker of a line without a colon (Winamax, WPN, Full Tilt, Unibet: ``Incognito 1 raises
8€ to 12€``), found by the names a line starts with rather than by a pattern compiled for each
table: the same name as the table's pattern found, on random names and lines."""

from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from pokerrank.handhistory.pokerstars import _PLAYER_VERBS, _speakers

_VERBS = sorted(_PLAYER_VERBS, key=len, reverse=True)


def _pattern_end(names: list[str], line: str) -> int:
    """Where the table's pattern (as it was compiled for each table) says the name ends; -1: no name."""
    by_length = sorted(names, key=len, reverse=True)
    alternatives = "|".join(re.escape(name) for name in by_length) or "(?!)"
    verbs = "|".join(re.escape(verb) for verb in _VERBS)
    found = re.match(rf"(?:{alternatives})(?= (?:{verbs})(?: |$))", line)
    return found.end() if found is not None else -1


# words that make names and lines collide: verbs, prefixes of one another, spaces, regex signs, unicode
_WORDS = st.sampled_from(
    [*_VERBS, "bring", "bring-", "call", "raise", "Incognito", "Incognito 1", "a", "ab", "a b", "", " ", "  ",
     ".*", "a|b", "(?!)", "[x]", "\\d", "$", "^", "é", "Ünïcødé", "名前", "\n", "\r", "\t", ":", ": ", "X"]
)  # fmt: skip
_NAME = st.one_of(
    st.lists(_WORDS, min_size=1, max_size=3).map(" ".join),
    st.text(alphabet=st.sampled_from("ab .|*\\()[]é名\n$"), max_size=6),
)


@st.composite
def _table_and_line(draw: st.DrawFn) -> tuple[list[str], str]:
    names = draw(st.lists(_NAME, max_size=6, unique=True))
    said = draw(st.lists(_WORDS, max_size=3).map(" ".join))
    if names and draw(st.booleans()):  # a seated name, or the start of one, then what he says
        name = draw(st.sampled_from(names))
        name = name[: draw(st.integers(0, len(name)))] if draw(st.booleans()) else name
        line = name + draw(st.sampled_from([" ", "", "  ", ": "])) + said
    else:
        line = draw(_NAME) + " " + said
    line += draw(st.sampled_from(["", " ", "\n", " \n", "\n x", " 8€ to 12€", "s"]))
    return names, line


@given(_table_and_line())
@settings(max_examples=1500, deadline=None)
@example(([], "bob folds"))
@example(([""], " folds"))  # one empty name: the pattern was "(?!)", no name
@example((["", "x"], " folds"))  # an empty name among others: the pattern found it (ends at 0)
@example((["Incognito", "Incognito 1"], "Incognito 1 raises 8€ to 12€"))
@example((["Incognito", "Incognito 1"], "Incognito 1 2 calls"))
@example((["calls", "calls calls"], "calls calls calls"))
@example((["bob"], "bob calls\n"))  # "$": the end, or before a last newline
@example((["bob"], "bob calls\n\n"))
@example((["a.b", "a|b"], "axb folds"))
@example((["bob", "bob x"], "bob x folds"))
@example((["bob x", "bob"], "bob x y folds"))
@example((["bob"], "bob bring-in"))
@example((["bob"], "bob bring-ins"))
def test_the_speaker_is_the_tables_patterns(table_and_line: tuple[list[str], str]) -> None:
    names, line = table_and_line
    assert _speakers(names)(line) == _pattern_end(names, line)
    assert _speakers(list(reversed(names)))(line) == _pattern_end(names, line)  # the seats' order does not count


@given(st.lists(_NAME, max_size=6, unique=True), st.sampled_from(_VERBS), st.sampled_from(["", " 3", " [Ah]"]))
@settings(max_examples=500, deadline=None)
def test_each_seated_name_is_found_before_a_verb(names: list[str], verb: str, rest: str) -> None:
    """Every seated name then a verb is found, as the pattern finds it (a longer seated name
    that the line also starts with, followed by a verb, wins in both)."""
    for name in names:
        line = f"{name} {verb}{rest}"
        assert _speakers(names)(line) == _pattern_end(names, line)
        if _pattern_end(names, line) >= 0:
            assert line[: _speakers(names)(line)] in names


def test_a_shorter_name_that_begins_a_longer_one() -> None:
    end = _speakers(["Incognito", "Incognito 1", "Incognito 12"])
    assert end("Incognito 1 raises 8€ to 12€") == len("Incognito 1")
    assert end("Incognito 12 folds") == len("Incognito 12")
    assert end("Incognito folds") == len("Incognito")
    assert end("Incognito 123 folds") == -1
    assert end("Incognito 1 says hi") == -1


_ONE_WORD = st.text(alphabet=st.sampled_from("abé.*|()$\\\n:"), max_size=5)


@given(
    st.lists(_ONE_WORD, max_size=6, unique=True),
    st.lists(st.sampled_from([*_VERBS, "bring", "says", "", "x"]), max_size=3),
    st.sampled_from(["", " ", "\n", " 8€", "\n x"]),
    st.data(),
)
@settings(max_examples=500, deadline=None)
def test_one_word_names_are_the_first_word(names: list[str], said: list[str], end: str, data: st.DataObject) -> None:
    """Every seated name one word (the common table): the line's first word where it is seated
    and a verb follows, as the pattern finds it."""
    first = data.draw(st.sampled_from(names)) if names and data.draw(st.booleans()) else data.draw(_ONE_WORD)
    line = first + " " + " ".join(said) + end
    assert _speakers(names)(line) == _pattern_end(names, line)
