"""WPN's older format (``Game started at:``): each summary line's ``Bets``, ``Collects`` and
``Wins``/``Loses`` against the hand's lines (plainlines' ``check_results``). The texts are
written here in the room's shape; a change the rake would have hidden is the case."""

from __future__ import annotations

import pytest

from pokerrank.handhistory import Outcome, audit_hand, read

HAND = """Game started at: 2016/10/2 21:0:42
Game ID: 741631166 40/80 (PRR) Xana (Omaha)
Seat 4 is the button
Seat 1: Hero (2872.50).
Seat 2: Ann (1017).
Seat 3: Bob (4091.38).
Seat 4: Cid (2713.75).
Player Ann has small blind (20)
Player Bob has big blind (40)
Player Hero received card: [2d]
Player Hero received card: [5h]
Player Hero received card: [3c]
Player Hero received card: [Kc]
Player Cid folds
Player Hero calls (40)
Player Ann calls (20)
Player Bob raises (40)
Player Hero calls (40)
Player Ann calls (40)
*** FLOP ***: [6d 7h 3h]
Player Ann checks
Player Bob bets (40)
Player Hero folds
Player Ann calls (40)
*** TURN ***: [6d 7h 3h] [2c]
Player Ann checks
Player Bob checks
*** RIVER ***: [6d 7h 3h 2c] [2h]
Player Ann checks
Player Bob checks
------ Summary ------
Pot: 317. Rake 2.76. JP fee 0.24
Board: [6d 7h 3h 2c 2h]
Player Hero does not show cards.Bets: 80. Collects: 0. Loses: 80.
*Player Ann shows: Flush, 7 high [4h 4s Ks 6h]. Bets: 120. Collects: 317. Wins: 197.
Player Bob shows: Two pairs. 7s and 2s [Ac 8c Kd 7s]. Bets: 120. Collects: 0. Loses: 120.
Player Cid does not show cards.Bets: 0. Collects: 0. Wins: 0.
Game ended at: 2016/10/2 21:4:9
"""


def _verdict(text: str):  # type: ignore[no-untyped-def]
    (hand,) = read(text)
    return audit_hand(hand)


def test_the_hand_as_written_matches() -> None:
    verdict = _verdict(HAND)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


@pytest.mark.parametrize(
    ("old", "new", "quoted", "said"),
    [
        # the small blind posted by another player: the pot the same, the chips another's (it MATCHed)
        ("Player Ann has small blind (20)", "Player Hero has small blind (20)",
         "'Player Hero does not show ca", "Hero's lines put in $100, but the summary's bets are $80"),
        # a net written otherwise than the collects less the bets
        ("Collects: 317. Wins: 197.", "Collects: 317. Wins: 198.",
         "'*Player Ann shows", "Ann bets $120 and collects $317, a net of $197, but the summary wins $198"),
        ("Collects: 0. Loses: 120.", "Collects: 0. Loses: 12.",
         "'Player Bob shows", "a net of -$120, but the summary loses $12"),
    ],
)  # fmt: skip
def test_a_figure_the_lines_contradict_is_not_auditable(old: str, new: str, quoted: str, said: str) -> None:
    assert old in HAND
    verdict = _verdict(HAND.replace(old, new, 1))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert verdict.reason == "chips do not add up" and quoted in verdict.detail and said in verdict.detail


def test_a_bet_handed_back_is_not_among_the_bets() -> None:
    # Bob's last bet of 40 called by nobody: 40 back to him, his bets 80 (what the room writes)
    text = HAND.replace("Player Ann calls (40)\n*** TURN", "Player Ann folds\n*** TURN")
    text = text.replace("*** FLOP ***: [6d 7h 3h]\nPlayer Ann checks\nPlayer Bob bets (40)\nPlayer Hero folds\n"
                        "Player Ann folds\n", "*** FLOP ***: [6d 7h 3h]\nPlayer Ann checks\nPlayer Bob bets (40)\n"
                        "Player Hero folds\nPlayer Ann folds\nUncalled bet (40) returned to Bob\n")  # fmt: skip
    text = text.split("*** TURN")[0] + "------ Summary ------\nPot: 237. Rake 2.76. JP fee 0.24\nBoard: [6d 7h 3h]\n"
    summary = (
        "Player Hero does not show cards.Bets: 80. Collects: 0. Loses: 80.\n"
        "Player Ann does not show cards.Bets: 80. Collects: 0. Loses: 80.\n"
        "*Player Bob does not show cards.Bets: {bets}. Collects: 237. Wins: {won}.\n"
        "Player Cid does not show cards.Bets: 0. Collects: 0. Wins: 0.\nGame ended at: 2016/10/2 21:4:9\n"
    )
    verdict = _verdict(text + summary.format(bets=80, won=157))
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    verdict = _verdict(text + summary.format(bets=120, won=117))  # (the bet handed back counted in)
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert "Bob's lines put in $120 and $40 went back, but the summary's bets are $120" in verdict.detail


def test_a_summary_of_zeros_prints_no_bets() -> None:
    # every bets and net figure 0 (fpdb's data-mined files): the figures are not the hand's, not judged
    text = HAND
    for old, new in (("Bets: 80. Collects: 0. Loses: 80.", "Bets: 0. Collects: 0. Wins: 0."),
                     ("Bets: 120. Collects: 317. Wins: 197.", "Bets: 0. Collects: 317. Wins: 0."),
                     ("Bets: 120. Collects: 0. Loses: 120.", "Bets: 0. Collects: 0. Wins: 0.")):  # fmt: skip
        text = text.replace(old, new)
    verdict = _verdict(text)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_a_player_with_two_result_lines_or_none_is_not_auditable() -> None:
    line = "Player Bob shows: Two pairs. 7s and 2s [Ac 8c Kd 7s]. Bets: 120. Collects: 0. Loses: 120.\n"
    assert line in HAND
    verdict = _verdict(HAND.replace(line, line + line))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert "two summary lines for Bob" in verdict.detail
    verdict = _verdict(HAND.replace(line, ""))  # (the room writes one for every player: Bob's 120 unsaid)
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert "Bob put in $120, but the summary has no line of his" in verdict.detail
