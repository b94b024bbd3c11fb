"""Reading Winamax and Enet faster without another record: the speaker of a line without a
colon found in one match where every seated name is one word (the common table), and Enet's
glued cards spaced in place for a flop, Omaha's four cards and a whole board. Each is checked
against what was there before: the table's pattern of names (as it was compiled for each
table), the full reader's record, and the cards one by one."""

from __future__ import annotations

import dataclasses
import re

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from test_handhistory_sites import wx_hand
from test_handhistory_speakers import _ONE_WORD, _VERBS, _pattern_end

from pokerrank.handhistory import pokerstars
from pokerrank.handhistory.pokerstars import _one_word_speaker
from pokerrank.handhistory.sites import ENET, WINAMAX
from pokerrank.handhistory.sites.enet import _GLUED, _spaced
from pokerrank.handhistory.sites.spec import OneGroup


@given(
    st.lists(_ONE_WORD, max_size=6, unique=True),
    st.lists(st.sampled_from([*_VERBS, "bring", "says", "collected", "", "x"]), max_size=3),
    st.sampled_from(["", " ", "\n", "\n\n", " 8€", "\n x", "\r", "s"]),
    st.data(),
)
@settings(max_examples=800, deadline=None)
@example(["", "x"], ["folds"], "", None)  # an empty name among others: the line's first word is empty
@example(["bob"], ["calls"], "\n", None)  # "$": the end, or before a last newline
@example(["bob"], ["calls"], "\n\n", None)
@example(["bob"], ["bring-in"], "s", None)
def test_a_one_word_table_s_speaker_is_the_tables_patterns(
    names: list[str], said: list[str], end: str, data: st.DataObject | None
) -> None:
    """Every seated name one word: the first word where it is seated and a verb follows, as
    the table's pattern (and _speakers) finds it."""
    if data is None:
        first = names[0]
    else:
        first = data.draw(st.sampled_from(names)) if names and data.draw(st.booleans()) else data.draw(_ONE_WORD)
    line = first + " " + " ".join(said) + end
    assert pokerstars._speakers(names)(line) == _pattern_end(names, line)
    if names == [""]:  # one empty name: the pattern was "(?!)", no speaker (_speakers; the fast lane refuses it)
        return
    assert _one_word_speaker(set(names), line) == _pattern_end(names, line)


def _one_word_hand(**changes: str) -> str:
    """Winamax's hand of ``wx_hand`` with every seated name one word."""
    return wx_hand(**changes).replace("Incognito 1", "Incognito1").replace("Incognito 3", "Incognito3")


def _reader(text: str) -> pokerstars._Reader:
    return pokerstars._Reader("<text>", 1, text.splitlines(), "utf-8", text, WINAMAX)


def _lanes(text: str) -> tuple[pokerstars.HandRecord | None, pokerstars.HandRecord]:
    """The one hand of ``text`` by the fast lane (None: left to the full reader) and by the full reader."""
    return _reader(text).quick(), _reader(text).read()


@pytest.mark.parametrize(
    "text",
    [
        _one_word_hand(),
        _one_word_hand(extra="Hero said hello\n"),  # a seated name, then no verb: no one's action
        # (wx_hand's summary takes the amount as the 4th word: "won from" for a one-word name, refused)
        _one_word_hand(collected="Incognito1 collected 5.12€ from pot").replace(" won from\n", " won 5.12€\n"),
        wx_hand(),  # names with spaces: the longest seated name (_speakers)
    ],
)
def test_the_fast_lane_reads_a_winamax_hand_as_the_full_reader(text: str) -> None:
    fast, full = _lanes(text)
    assert fast is not None and full.ok
    for field in dataclasses.fields(full):
        assert getattr(fast, field.name) == getattr(full, field.name), field.name
    assert [action.player for action in fast.actions][:3] == ["Hero", full.actions[1].player, full.actions[2].player]


def test_a_one_word_table_is_read_without_a_speaker_made_for_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """The common table (every name one word) asks no speaker of :func:`_speakers`; a table
    with a name of two words does."""
    made: list[list[str]] = []
    speakers = pokerstars._speakers
    monkeypatch.setattr(pokerstars, "_speakers", lambda names: made.append(list(names)) or speakers(names))
    assert _reader(_one_word_hand()).quick() is not None
    assert made == []
    assert _reader(wx_hand()).quick() is not None
    assert made == [["Incognito 1", "Hero", "Incognito 3"]]


_CARD = st.builds(lambda rank, suit: rank + suit, st.sampled_from("23456789TJQKA"), st.sampled_from("cdhs"))


@given(st.lists(_CARD, min_size=2, max_size=30), st.sampled_from(["", "Board ", "x [Ah] "]))
@settings(max_examples=300, deadline=None)
def test_glued_cards_are_spaced_one_by_one(cards: list[str], before: str) -> None:
    text = f"{before}[{''.join(cards)}] and [{''.join(cards[:3])}]"
    assert _GLUED.sub(_spaced, text) == f"{before}[{' '.join(cards)}] and [{' '.join(cards[:3])}]"


_WORD = st.sampled_from(
    ["Incognito", "1", "12", "bob", "", "calls", "folds", "raises", "bring", "bring-in", "a", "é名", "x\n"]
)
_TWO_WORDS = st.one_of(_WORD, st.tuples(_WORD, _WORD).map(" ".join))


@given(
    st.lists(_TWO_WORDS, min_size=1, max_size=6, unique=True),
    st.lists(_WORD, max_size=4),
    st.sampled_from(["", " ", "\n", "\n\n", " 8€ to 12€", "s"]),
    st.data(),
)
@settings(max_examples=1500, deadline=None)
@example(["Incognito", "Incognito 1"], ["raises", "8€"], "", None)
@example(["Incognito 1"], ["1", "folds"], "", None)  # "Incognito 1 1 folds": no seated name before the verb
@example(["bob calls", "bob"], ["calls", "calls"], "", None)  # the two words seated, a verb after them
@example(["bob calls"], ["calls"], "", None)  # "bob calls calls": the first two words
@example(["bob"], ["calls", "calls"], "", None)  # two words before a verb, not seated: the first word
@example(["bob "], ["", "folds"], "", None)  # a name ending in a space: "bob  folds"
def test_a_table_of_names_of_two_words_at_most_finds_the_tables_speaker(
    names: list[str], said: list[str], end: str, data: st.DataObject | None
) -> None:
    """No name of more than two words (Winamax's ``Incognito 1``): the first two words or the
    first word, where seated and a verb follows, as the table's pattern finds it."""
    if data is None:
        first = names[0]
    else:
        first = data.draw(st.sampled_from(names)) if data.draw(st.booleans()) else data.draw(_TWO_WORDS)
    line = first + " " + " ".join(said) + end
    assert pokerstars._speakers(names)(line) == _pattern_end(names, line)


_THREE_WORDS = st.one_of(_TWO_WORDS, st.tuples(_WORD, _WORD, _WORD).map(" ".join))


@given(
    st.lists(_THREE_WORDS, min_size=1, max_size=6, unique=True),
    st.lists(_WORD, max_size=5),
    st.sampled_from(["", " ", "\n", "\n\n", " 8€ to 12€", "s"]),
    st.data(),
)
@settings(max_examples=1500, deadline=None)
@example(["dies irae 76", "bob"], ["calls", "2€"], "", None)
@example(["dies irae 76", "dies irae"], ["76", "folds"], "", None)  # the three words seated, a verb after them
@example(["dies irae"], ["76", "folds"], "", None)  # three words before a verb, not seated: the first two are
@example(["a b c", "a"], ["calls", "calls"], "", None)  # "a b c calls calls": the three words, then a verb
@example(["a b c", "a b"], ["calls"], "", None)  # "a b c calls": the longest name
@example(["a  b"], ["folds"], "", None)  # an empty word inside a name
def test_a_table_of_names_of_three_words_at_most_finds_the_tables_speaker(
    names: list[str], said: list[str], end: str, data: st.DataObject | None
) -> None:
    """No name of more than three words (Winamax's ``dies irae 76``): the first three, two or
    one words, where seated and a verb follows, as the table's pattern finds it."""
    if data is None:
        first = names[0]
    else:
        first = data.draw(st.sampled_from(names)) if data.draw(st.booleans()) else data.draw(_THREE_WORDS)
    line = first + " " + " ".join(said) + end
    assert pokerstars._speakers(names)(line) == _pattern_end(names, line)


def test_a_three_word_name_takes_the_one_match_not_the_names_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """A table whose longest name has three words finds a seated speaker in one match, asking
    nothing of the search by names (:func:`pokerstars._verb_at`, its step)."""
    asked: list[tuple[str, int]] = []
    verb_at = pokerstars._verb_at
    monkeypatch.setattr(pokerstars, "_verb_at", lambda line, at: asked.append((line, at)) or verb_at(line, at))
    end = pokerstars._speakers(["dies irae 76", "bob", "Incognito 1"])
    assert end("dies irae 76 raises 8€ to 12€") == 12 and end("bob folds") == 3 and end("Incognito 1 checks") == 11
    assert asked == []
    assert end("bob x calls") == -1 and asked  # ("bob x" not seated: the search by names says "bob" is no speaker)


def test_a_one_group_replacement_is_the_same_called_on_a_match() -> None:
    """Cut at the matches or called on each match, the same text; a pattern of more than one
    group is applied by ``re.sub`` (the cut would hold every group)."""
    glued = OneGroup(lambda cards: "<" + cards + ">")
    room = dataclasses.replace(ENET, rewrite=((re.compile(r"\[(\w+)\]"), glued),))
    assert room.rewritten("a [x] b [yz]") == "a <x> b <yz>" == re.sub(r"\[(\w+)\]", glued, "a [x] b [yz]")
    two = dataclasses.replace(ENET, rewrite=((re.compile(r"\[(\w)(\w*)\]"), glued),))
    assert two.rewritten("a [xy] b") == "a <x> b"


def test_rooms_made_one_per_call_keep_a_bounded_store_of_prepared_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    """A room made anew for each text (a caller's rules) is read right, and the rules kept
    prepared stay bounded: the store holds at most 1000 rooms' rules, and the words of at most
    1000 patterns of its own (rooms made one per call gave it one pattern a call)."""
    from pokerrank.handhistory.sites import spec

    monkeypatch.setattr(spec, "_PREPARED", {})
    monkeypatch.setattr(spec, "_NEEDED", {})
    for k in range(1200):
        room = dataclasses.replace(ENET, rewrite=((re.compile(rf"x{k}\b"), "y"),))
        assert room.rewritten(f"a x{k} b x{k}1") == f"a y b x{k}1"
    assert len(spec._PREPARED) <= 1000
    assert len(spec._NEEDED) <= 1000


def test_rules_given_as_a_list_are_read_as_they_are_at_each_call() -> None:
    """A room's rules given as a list (the field is a tuple; a caller may not keep to it) and
    changed after a first use: the rules as they are now (they were kept by the list's id)."""
    rules = [(re.compile("foo"), "bar")]
    room = dataclasses.replace(ENET, rewrite=rules)  # type: ignore[arg-type]
    assert room.rewritten("foo baz") == "bar baz"
    rules.append((re.compile("baz"), "qux"))
    assert room.rewritten("foo baz") == "bar qux"
