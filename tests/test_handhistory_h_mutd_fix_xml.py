"""What the review of h-mut-d found in the XML rooms: Boss's ``HAND_AB`` (a blind posted to
come in) read by the order of the lines, and one above both blinds taken for dead money; the
fraction-of-a-chip messages of Boss and Merge naming the player found by the amount's text.
Each legitimate hand MATCHes; each mutant is NOT AUDITABLE, its element or player named."""

from __future__ import annotations

from test_handhistory_h_mut_b_xml import (
    _FLOP,
    _M_BLINDS,
    _M_FLOP,
    _M_PREFLOP,
    _PREFLOP,
    _TURN,
    _boss_2011,
    _merge,
)
from test_handhistory_h_mut_d_xml import _post_both

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory.records import ActionKind

_AB = '<ACTION TYPE="HAND_BLINDS" PLAYER="cid" KIND="HAND_AB" VALUE="15.00"></ACTION>\n'
_BB = '<ACTION TYPE="HAND_BLINDS" PLAYER="bob" KIND="HAND_BB" VALUE="10.00"></ACTION>\n'


def _verdict(text: str) -> tuple[Outcome, str]:
    (hand,) = read(text)
    verdict = audit_hand(hand)
    return verdict.outcome, verdict.detail


def test_boss_both_blinds_posted_together_before_the_big_blind_match() -> None:
    """cid's HAND_AB of 15 at 5/10 written before bob's HAND_BB: both blinds all the same (it
    had been read as a live big blind of 15, the 5 dead left over)."""
    text = _post_both()
    assert _BB + _AB in text
    text = text.replace(_BB + _AB, _AB + _BB)
    outcome, detail = _verdict(text)
    assert outcome is Outcome.MATCH, detail
    (hand,) = read(text)
    post = next(action for action in hand.actions if action.player == "cid")
    assert (post.kind, post.amount, hand.dead) == (ActionKind.DEAD_BLINDS, 1500, {"cid": 500})


def test_boss_a_blind_posted_to_come_in_above_both_blinds_is_refused() -> None:
    """cid's HAND_AB of 20 at 5/10, after or before bob's HAND_BB (everything over the big blind
    had been read as dead money)."""
    after = _post_both("20.00")
    ab = _AB.replace("15.00", "20.00")
    assert _BB + ab in after
    for text in (after, after.replace(_BB + ab, ab + _BB)):
        outcome, detail = _verdict(text)
        assert outcome is Outcome.NOT_AUDITABLE, detail
        assert 'KIND="HAND_AB" VALUE="20.00"' in detail and "('cid' posts 20.00 to come in)" in detail, detail
        assert "more than both blinds (5.00 and 10.00)" in detail, detail


def test_boss_a_fraction_of_a_chip_names_the_player_of_its_element() -> None:
    """bob's bet of 999.99 and ann's result of the same text: the bet is read first, and bob's
    (the player had been looked for among the results first: ann's)."""
    text = _boss_2011(
        [_PREFLOP, _FLOP, _TURN.replace("1000.00", "999.99")],
        ["800.00", "1600.00"],
        "1600.00",
        {"bob": "1600.00", "ann": "999.99"},
    )
    outcome, detail = _verdict(text)
    assert outcome is Outcome.NOT_AUDITABLE
    assert "a VALUE '999.99' (bob's) is a fraction of a chip" in detail, detail


def _merge_tournament(call: str = "150", bet: str = "300", won: str = "425") -> str:
    return _merge(
        "Tournament No Limit",
        _M_BLINDS.replace('amount="0.25"', 'amount="25"').replace('amount="0.50"', 'amount="50"')
        + _M_PREFLOP.replace('amount="2"', 'amount="200"').replace('amount="1.50"', f'amount="{call}"')
        + _M_FLOP.replace('amount="3"', f'amount="{bet}"'),
        f'<winner amount="{won}" uncalled="false" potnumber="1" player="0"/>'
        f'<winner amount="{bet}" uncalled="true" potnumber="2" player="0"/>',
        balance="1500",
    ).replace('type="Holdem"', 'type="Holdem Tournament"')


def test_merge_a_fraction_of_a_chip_names_the_player_of_its_element() -> None:
    outcome, detail = _verdict(_merge_tournament())
    assert outcome is Outcome.MATCH, detail
    for text, said in (
        (_merge_tournament(call="150.5"), "the amount '150.5' (cid's CALL)"),
        (_merge_tournament(bet="300.5"), "the amount '300.5' (ann's BET)"),
        (_merge_tournament(won="425.5"), "the amount '425.5' (ann's <winner>)"),
    ):
        outcome, detail = _verdict(text)
        assert outcome is Outcome.NOT_AUDITABLE, detail
        assert said in detail, detail
