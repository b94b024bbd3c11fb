"""The short cuts that make the small text rooms (KingsClub, Enet, PokerTracker's export) and
the audit's quick showdown faster answer exactly what the longer way answers: each checked
against the way it replaces, on random input."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.games import get_game
from pokerrank.handhistory import decision, plainlines
from pokerrank.handhistory.sites import enet, pokertracker
from pokerrank.handhistory.sites.kingsclub import KINGSCLUB
from pokerrank.handhistory.sites.wpnold import WPN_OLD

_SIGNS = "RunPlayer :*#[]0123456789abAB-\t"
names = st.lists(st.text(alphabet=_SIGNS, min_size=1, max_size=8), min_size=1, max_size=4, unique=True)


PREFIXES = [KINGSCLUB.prefix, WPN_OLD.prefix, "", r"\*?", r"[A-Z]?x ", "(?i)p "]
"""The rooms' prefixes, none, and prefixes whose first sign is not one letter (a class, a case ignored)."""


amounts = st.text(alphabet="0123456789.,$€£/ :-GMTab\u0663\uff15", max_size=40)  # (digits of other scripts too)


@settings(max_examples=500, deadline=None)
@given(amounts)
def test_a_first_line_names_stakes_where_the_pattern_finds_them(line: str) -> None:
    assert pokertracker._names_stakes(line) == (pokertracker._STAKES.search(line) is not None)


cards = st.lists(st.sampled_from([r + s for r in "23456789TJQKA" for s in "cdhs"]), min_size=2, max_size=30)


@given(cards)
def test_glued_cards_are_spaced_two_letters_a_card(dealt: list[str]) -> None:
    found = enet._GLUED.search("[" + "".join(dealt) + "]")
    assert found is not None
    assert enet._spaced(found) == "[" + " ".join(dealt) + "]"


_OLD_SUMMARY = (  # the summary's rules as they were: the rest the shortest before the spaces at the end
    re.compile(rf"{pokertracker._SUMMARY_LINE}\n(Total pot [^\n]*?) (Rake [^\n]*)\n(.*?)\s*\Z", re.S),
    re.compile(rf"{pokertracker._SUMMARY_LINE}(?!\nTotal pot )(.*?)\s*\Z", re.S),
)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="ab \t\r\n$1.|", max_size=30), st.sampled_from(["\nTotal pot $1 Rake $0\n", "\n", ""]))
def test_the_summarys_rest_found_from_the_end_is_the_shortest_before_the_spaces(tail: str, totals: str) -> None:
    hand = f"GAME #1\n*** SUMMARY ***{totals}{tail}"
    new = [rule for rule in pokertracker.POKERTRACKER.rewrite if "SUMMARY" in rule[0].pattern]
    for old, (pattern, said) in zip(_OLD_SUMMARY, new, strict=True):
        before = old.search(hand)
        after = pattern.search(hand)
        assert (before is None) == (after is None)
        if before is not None and after is not None:
            assert before.span() == after.span()
            groups = [group or "" for group in after.groups()]
            assert before.groups() == tuple(groups)
            assert callable(said) and isinstance(said(after), str)


def test_a_games_quick_facts_are_its_own() -> None:
    holdem, badugi = get_game("holdem"), get_game("badugi")
    for game in (holdem, badugi):
        facts = decision._quick_game(game)
        assert facts is not None
        plans, sides, hole, board, deck, button = facts
        assert len(plans) == len(game.sides)
        assert sides == tuple(side.name for side in game.sides) and deck == game.deck.codes
        assert (hole, board, button) == (game.hole_cards, game.board_cards, game.odd_chip == "button")
    assert decision._quick_game(get_game("deuces-wild-draw")) is None  # wild cards: the showdown decides


_LINES = (
    "{a} folds", "{a}: folds", "{a}:folds", "{a}  checks", "{a} calls 10", "{a}: calls 10", "{a}x folds",
    "{a} bets 20", "{a} raises to 40", "Run 2: {a} shows [Ah Kh]", "{a} shows [Ah Kh]", "{a}: posts ante 1",
    "{a}:: folds", "Run 2: {a}: shows [Qc Qd]", "{a}", "{a} ", "R{a} folds", "*** FLOP *** [2c 3d 4h]",
    "*** BOARD 2 - FLOP *** [5c 6d 7h]", "Rake 2", "{a} wins pot (30)", "Dealt to {a}: [X X]",
)  # fmt: skip
"""A KingsClub hand's lines, a player's name in each, some no rule reads (a name run into a word)."""


@settings(max_examples=150, deadline=None)
@given(
    names=st.lists(st.text(alphabet="abRP0: ", min_size=1, max_size=4), min_size=2, max_size=3, unique=True),
    picks=st.lists(st.tuples(st.sampled_from(_LINES), st.integers(0, 2)), max_size=10),
)
def test_a_name_found_by_its_first_space_is_the_speakers(names: list[str], picks: list[tuple[str, int]]) -> None:
    """A line read with its name found by the first space (every name one word) gives the
    record the speaker's pattern gives: the same players, lines unread and errors."""
    if any(name != name.strip() for name in names):
        return  # (a seat line strips a name's spaces at either end)
    seats = "\n".join(f"Seat {k}: {name} (1,000)" for k, name in enumerate(names, start=1))
    body = "\n".join(line.format(a=names[k % len(names)]) for line, k in picks)
    text = (
        "#1: No Limit Holdem - 5/10\n2021-01-01 00:00:00\nTable 'T' Seat 1 is the button\n"
        f"{seats}\n*** HOLE CARDS ***\n{names[0]}: posts the small blind 5\n"
        f"{names[1]}: posts the big blind 10\n{body}\n"
    )

    def records() -> list[str]:
        plainlines._SPEAKERS.clear()
        return [repr(record) for record in plainlines.read_lines(text, KINGSCLUB)]

    fast = records()
    one_word, ends = plainlines._one_word_names, plainlines._prefix_ends
    built: list[object] = []
    pattern = plainlines._speaker_pattern
    try:  # every line by the table's pattern: no one-word names, no prefix's ends known
        plainlines._one_word_names = lambda names, prefix: None
        plainlines._prefix_ends = lambda prefix: None
        plainlines._speaker_pattern = lambda *given: built.append(given) or pattern(*given)
        slow = records()
    finally:
        plainlines._one_word_names, plainlines._prefix_ends = one_word, ends
        plainlines._speaker_pattern = pattern
        plainlines._SPEAKERS.clear()
    assert built  # (the slow side read by the pattern indeed)
    assert fast == slow
