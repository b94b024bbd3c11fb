"""A player's shown cards written twice, otherwise (a fuzz run, class E2): in the PokerStars family
``ann: shows [Qh Ad]`` with the summary's ``Seat 1: ann showed [As Ad] and won`` (or a second
run's ``ann: shows [As Ad]``) MATCHed, the later line silently preferred. Cards that disagree
(neither holds the other) are NOT AUDITABLE (``record contradicts itself``), both lines quoted,
on both lanes of the reader alike; a hand written in part (one card shown, then the hand) stays
read."""

from __future__ import annotations

from test_handhistory import RUN_TWICE
from test_handhistory_cards_disagree import _refused
from test_handhistory_fuzz_silent_ps_turns import HANDS
from test_handhistory_neutral_lines import FT_DRAW, FT_HOLDEM

from pokerrank.handhistory import audit_hand, read
from pokerrank.handhistory.verdicts import INCONSISTENT


def _line_of(text: str, start: str) -> int:
    """The line (numbered from 1) of ``text`` that begins with ``start``."""
    return next(at for at, line in enumerate(text.splitlines(), 1) if line.startswith(start))


def test_a_show_line_the_summary_seat_line_shows_otherwise_is_refused() -> None:
    text = HANDS["ggpoker"].replace("ann: shows [Ks Kd]", "ann: shows [Qh Kd]")
    seat = "Seat 1: ann (button) showed [Ks Kd] and won ($1.68) with a pair of Kings"
    message, line = _refused(text, "ann: shows [Qh Kd] (a pair of Kings)", seat)
    assert line == _line_of(text, seat) and "shown as it was dealt" in message


def test_a_five_card_hand_shown_otherwise_is_refused() -> None:
    text = HANDS["wpn"].replace("Player0 shows [5h Js 7d 4s Jc]", "Player0 shows [5h Js 7d 4s 6d]")
    message, _ = _refused(text, "Player0 shows [5h Js 7d 4s 6d] (two pair, Sevens and Fours [7s 7d 4s 4c Kc])")
    assert "'Seat 6: Player0 (button) showed [5h Js 7d 4s Jc] and won $11.50" in message
    # the hero's hand as dealt, then shown otherwise
    hero = HANDS["wpn"].replace("Hero shows [Ac Kd 8c Qd 5c]", "Hero shows [Ac Kd 8c Qd 6d]")
    _refused(hero, "Dealt to Hero [Ac Kd 8c Qd 5c]")


def test_a_hand_shown_otherwise_at_the_second_run_is_refused() -> None:
    first = RUN_TWICE.replace("ann: shows [As Ad] (a pair of Aces)", "ann: shows [Qh Ad] (a pair of Aces)", 1)
    message, line = _refused(first, "ann: shows [Qh Ad] (a pair of Aces)", "ann: shows [As Ad] (a pair of Aces)")
    lines = first.splitlines()
    assert line == len(lines) - lines[::-1].index("ann: shows [As Ad] (a pair of Aces)") and "then other" in message


def test_a_hand_shown_in_part_stays_read() -> None:
    # one card shown, the summary writing the hand: no contradiction
    text = HANDS["ggpoker"].replace("ann: shows [Ks Kd] (a pair of Kings)", "ann: shows [Ks]")
    (record,) = read(text)
    assert record.error is None and record.hole["ann"] == "Ks Kd"
    assert audit_hand(record).reason != INCONSISTENT


def test_full_tilt_shows_in_its_own_words_are_compared_too() -> None:
    # Full Tilt writes its words after the cards with no brackets ("bob shows [Kc Kd] a pair of Kings")
    text = FT_HOLDEM.replace("bob shows [Kc Kd] a pair of Kings", "bob shows [Tc Kd] a pair of Kings")
    _refused(
        text,
        "bob shows [Tc Kd] a pair of Kings",
        "Seat 2: bob (big blind) showed [Kc Kd] and lost with a pair of Kings",
    )
    # a draw hand's last shown hand and its summary: the same cards
    draw = FT_DRAW.replace("ann shows [7h 7d 7s Qh Qs]", "ann shows [6c 7d 7s Qh Qs]")
    _refused(draw, "ann shows [6c 7d 7s Qh Qs] a full house, Sevens full of Queens")


def test_a_hand_shown_otherwise_than_dealt_is_refused() -> None:
    # a board game's hand as dealt ("Dealt to bob [Ks Kd]") is the hand a show shows, or part of it
    dealt = HANDS["pokerstars"].replace("*** HOLE CARDS ***\n", "*** HOLE CARDS ***\nDealt to bob [Ks Kd]\n")
    (record,) = read(dealt)
    assert record.error is None
    text = dealt.replace("bob: shows [Ks Kd]", "bob: shows [Ks Qd]")
    message, line = _refused(text, "Dealt to bob [Ks Kd]", "bob: shows [Ks Qd] (a pair of Kings)")
    assert line == _line_of(text, "bob: shows") and "then other cards" in message
    (record,) = read(dealt.replace("bob: shows [Ks Kd] (a pair of Kings)", "bob: shows [Kd]"))
    assert record.error is None  # (one card of the hand dealt: no contradiction)


def test_one_card_dealt_before_the_hole_cards_is_no_hand() -> None:
    # WPN's tournaments deal each player one card for the button ("Dealt to bob [7h]") before the hand
    text = HANDS["pokerstars"].replace("ann: posts small blind", "Dealt to bob [7h]\nann: posts small blind")
    (record,) = read(text)
    assert record.error is None and audit_hand(record).reason != INCONSISTENT
