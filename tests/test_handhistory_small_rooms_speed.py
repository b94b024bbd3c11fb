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


@settings(max_examples=300, deadline=None)
@given(names=names, prefix=st.sampled_from(PREFIXES), data=st.data())
def test_a_line_the_speaker_reads_begins_with_one_of_its_first_signs(
    names: list[str], prefix: str, data: st.DataObject
) -> None:
    room = type(KINGSCLUB)(**{**{f: getattr(KINGSCLUB, f) for f in KINGSCLUB.__slots__}, "prefix": prefix})
    pattern, signs = plainlines._speaker(tuple(names), room)
    said = st.text(alphabet=_SIGNS, max_size=6)
    line = data.draw(
        st.one_of(
            said,
            st.builds(
                lambda run, name, rest: f"{run}{name}{rest}",
                st.sampled_from(["", "Run 2: ", "*Player ", "Player "]),
                st.sampled_from(names),
                said,
            ),
        )
    )
    if pattern.match(line) is not None:
        assert signs is None or line[:1] in signs
    if prefix in (KINGSCLUB.prefix, WPN_OLD.prefix, ""):  # (a class of signs or a case ignored: every line tried)
        assert signs is not None


def test_the_rooms_speakers_skip_lines_by_their_first_sign() -> None:
    _, signs = plainlines._speaker(("Hero", "Player0"), KINGSCLUB)
    assert signs == frozenset("RHP")
    _, signs = plainlines._speaker(("ann",), WPN_OLD)
    assert signs == frozenset("*P")
    assert plainlines._first_signs(re.compile(r"(?:x)?(?P<player>(?!))")) is None  # no name: nothing known
    assert plainlines._first_signs(re.compile(r"(?:ab)?")) is None  # may match nothing


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
