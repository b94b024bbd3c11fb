"""KingsClub's antes against the rules (`plainlines._Hand.check_antes`): an ante moved by a chip,
or its line written twice, MATCHed (the mutation fuzz: KingsClub's triple draw #39879543 with
`posts ante 12` beside 11, the chip taken as rake). Now NOT AUDITABLE, the line quoted; the
button's second ante (its blind, KingsClub's 6+) and an ante all in for less are left alone."""

from __future__ import annotations

from test_handhistory_kingsclub_figures_wins import SHORT_DECK
from test_handhistory_lines import KC_SIDE_POT

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand


def _verdict(text: str) -> tuple[Outcome, str]:
    (hand,) = read(text)
    verdict = audit_hand(hand)
    return verdict.outcome, verdict.detail


def test_the_hands_as_written_match() -> None:
    for text in (KC_SIDE_POT, SHORT_DECK):  # (SHORT_DECK: Jon, on the button, posts a second ante: his blind)
        outcome, said = _verdict(text)
        assert outcome is Outcome.MATCH, said


def test_an_ante_written_twice_is_refused() -> None:
    line = "Cid: posts ante 50\n"
    outcome, said = _verdict(KC_SIDE_POT.replace(line, line + line, 1))
    assert outcome is Outcome.NOT_AUDITABLE, said
    assert "'Cid: posts ante 50'" in said and "Cid posts the ante a second time" in said


def test_an_ante_unlike_the_others_is_refused() -> None:
    outcome, said = _verdict(KC_SIDE_POT.replace("Bob: posts ante 50", "Bob: posts ante 51", 1))
    assert outcome is Outcome.NOT_AUDITABLE, said
    assert "'Bob: posts ante 51'" in said and "every player posts the same ante" in said
