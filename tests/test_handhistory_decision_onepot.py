"""The quick decision's shortcuts give what the general functions give: one pot every player
still in contests (``decision._one_pot``) against :func:`pokerrank.pots.layout_pots`, a
decision returned without :func:`decision._room_rules` only where those rules leave it as it
is, and the room's words checked by the players' strengths (``Decision.strengths``) as by
their hands."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_handhistory_quick import QUICK, random_play

from pokerrank.errors import PokerRankError
from pokerrank.handhistory import Claim, decision
from pokerrank.handhistory.decision import _one_pot, _showdown_players, decide
from pokerrank.pots import layout_pots

_BETS = st.lists(st.sampled_from([0, 1, 2, 5, 40, 101]), min_size=1, max_size=7)


@given(_BETS, st.booleans())
def test_one_pot_is_the_layouts_where_it_is_one(amounts: list[int], level_first: bool) -> None:
    if level_first and len(amounts) > 1:  # (bets all the same but the largest: the shape _one_pot takes)
        amounts = [amounts[0]] * (len(amounts) - 1) + [max(amounts)]
    bets = {f"p{i}": amount for i, amount in enumerate(amounts)}
    layout = layout_pots(dict(bets), list(bets))
    found = _one_pot(dict(bets))
    whole = len(layout.pots) == 1 and layout.pots[0].eligible == tuple(bets)
    if found is None:  # (left to the layout: several pots, or no chips from all but one)
        assert not whole or min(amounts) <= 0 or len(bets) < 2
        return
    level, returned = found
    assert whole
    assert (layout.pots[0].amount, layout.pots[0].level, layout.returned) == (level * len(bets), level, returned)


@pytest.mark.parametrize("game", QUICK)
@pytest.mark.parametrize("site", ["PokerStars", "Everest", "GGPoker"])
def test_a_decision_left_without_the_room_rules_is_as_they_leave_it(game: str, site: str) -> None:
    rng = random.Random(f"{game} {site}")
    seen = 0
    for _ in range(80):
        play = random_play(rng, game)
        play = replace(play, record=replace(play.record, site=site))
        rake = rng.choice([0, 0, 3, 7])
        if rake > play.total - (play.uncalled[1] if play.uncalled else 0):
            continue
        try:
            decided = decide(play, rake, hands=False)
        except PokerRankError:
            continue
        players, folded_chips = _showdown_players(play)
        dead = sum(play.dead.values()) + folded_chips
        again = decision._apply_room_rules(play, decided, players, dead, rake or None)  # (every rule, asked)
        assert (again.totals, again.pots, again.rake) == (decided.totals, decided.pots, decided.rake)
        if not decision._room_rules_may_apply(play, decided.pots):  # (where no rule is asked, none would change it)
            assert play.record.site != "Everest" or len(decided.pots) < 2
        seen += len(decided.pots) > 1 and bool(rake)
    assert seen  # (side pots with a rake to share among them: where a room's rule could apply)


_SAID = [
    "a pair of Aces",
    "two pair, Kings and Sevens",
    "a straight, Seven to Three",
    "a flush, Ace high",
    "high card Queen",
    "HI: three of a kind, Fours; LO: 7,6,5,4,3",
    "HI: a full house, Tens full of Twos; LO: no low",
    "8,6,4,3,2",
    "a badugi, 8-high",
]


@pytest.mark.parametrize("game", QUICK)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_words_checked_by_strengths_are_the_words_checked_by_hands(game: str, lang: str) -> None:
    """The room's words checked against the quick path's strengths (hands made only for a check
    not worked out before) give the checks the players' hands give, found or worked out."""
    from pokerrank.handhistory import room

    rng = random.Random(f"{game} words {lang}")
    room._forget_checks()  # (then kept from one deal to the next: a key that says too little finds another's check)
    checked = 0
    for _ in range(40):
        play = random_play(rng, game)
        claims = tuple(Claim(name, rng.choice(_SAID)) for name in play.contenders)
        play = replace(play, record=replace(play.record, claims=claims))
        try:
            by_hands = decide(play, 0, hands=True, lang=lang)
        except PokerRankError:
            continue
        by_strengths = decide(play, 0, hands=False, lang=lang)
        if by_strengths.strengths is None:  # (left to the showdown: its hands)
            continue
        assert not by_strengths.run_hands
        roads = [((), by_strengths.strengths), (by_hands.run_hands, None)]
        if rng.random() < 0.5:  # (a check worked out from the strengths' hands or from the hands, then looked up)
            roads.reverse()
        found = [room._words(play.record, play, runs, lang, strengths) for runs, strengths in roads * 2]
        assert all(words == found[0] for words in found)
        sides = play.game.sides
        one = sides[0].name if len(sides) == 1 else None
        for claim in claims:  # the one key of a check, by either road (a key that drifts finds no check made)
            by_hand = room._hands_key(claim.text, lang, by_hands.run_hands[0][claim.player], one, sides)
            assert room._strengths_key(claim.text, lang, by_strengths.strengths, 0, claim.player) == by_hand
        checked += len(found[0])
    assert checked
