"""The PokerStars family's money mutants that still MATCHed (issue 23, h-fuzz4's run of
``mutation_audit.py`` on Winamax, WPN, Full Tilt, BetOnline, Unibet, Enet, PokerTracker's
export, GGPoker and PokerStars): a forced bet posted twice, an ante moved by a chip or given to
a player who posts their own, and a tournament paying less than its pot. Each hand here
MATCHes as written; one changed line made its money wrong and the audit still MATCHed (its
extra chips taken back as a bet nobody called, or kept as rake). Now NOT AUDITABLE, the line
quoted:

- one player posts the ante, the small blind or the big blind twice;
- an ante unlike the one most players not all in post, but a smaller one all in;
- a tournament's hand in a room that prints no rake pays less than its pot (it was taken as
  the rake: a tournament takes none).

Forced bets the rooms write (a straddle as a second big blind, a tournament header naming
other blinds, an ante all in for less) are left alone.
"""

from __future__ import annotations

import pytest

from pokerrank.handhistory import Outcome, audit_hand, read

WALK = """PokerStars Hand #900001: Hold'em No Limit ($0.25/$0.50 USD) - 2024/01/01 12:00:00 ET
Table 'Vega' 6-max Seat #1 is the button
Seat 1: ann ($50 in chips)
Seat 2: bob ($50 in chips)
Seat 3: cid ($50 in chips)
bob: posts small blind $0.25
cid: posts big blind $0.50
*** HOLE CARDS ***
ann: folds
bob: folds
Uncalled bet ($0.25) returned to cid
cid collected $0.50 from pot
cid: doesn't show hand
*** SUMMARY ***
Total pot $0.50 | Rake $0
Seat 1: ann (button) folded before Flop (didn't bet)
Seat 2: bob (small blind) folded before Flop
Seat 3: cid (big blind) collected ($0.50)
"""
"""A walk at $0.25/$0.50: ann and bob fold to cid's big blind."""

TOURNAMENT = """PokerStars Hand #900002: Tournament #77, $1+$0.10 USD Hold'em No Limit - Level II (15/30) - 2024/01/01 12:00:00 ET
Table '77 1' 9-max Seat #1 is the button
Seat 1: ann (1500 in chips)
Seat 2: bob (1500 in chips)
Seat 3: cid (1500 in chips)
ann: posts the ante 5
bob: posts the ante 5
cid: posts the ante 5
bob: posts small blind 15
cid: posts big blind 30
*** HOLE CARDS ***
ann: raises 60 to 90
bob: folds
cid: folds
Uncalled bet (60) returned to ann
ann collected 90 from pot
ann: doesn't show hand
*** SUMMARY ***
Total pot 90 | Rake 0
Seat 1: ann (button) collected (90)
Seat 2: bob (small blind) folded before Flop
Seat 3: cid (big blind) folded before Flop
"""  # noqa: E501
"""A tournament's hand with antes: ann raises, the blinds fold."""

ANTE_ALL_IN = """PokerStars Hand #900003: Tournament #77, $1+$0.10 USD Hold'em No Limit - Level II (15/30) - 2024/01/01 12:10:00 ET
Table '77 1' 9-max Seat #1 is the button
Seat 1: ann (1500 in chips)
Seat 2: bob (5 in chips)
Seat 3: cid (1500 in chips)
ann: posts the ante 5
bob: posts the ante 5 and is all-in
cid: posts the ante 5
cid: posts big blind 30
*** HOLE CARDS ***
ann: raises 30 to 60
cid: folds
Uncalled bet (30) returned to ann
*** FLOP *** [2c 7d 9h]
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [3c]
*** SHOW DOWN ***
ann: shows [As Ad] (a pair of Aces)
bob: shows [Kc Kd] (a pair of Kings)
ann collected 60 from side pot
ann collected 15 from main pot
*** SUMMARY ***
Total pot 75 Main pot 15. Side pot 60. | Rake 0
Board [2c 7d 9h Js 3c]
Seat 1: ann (button) showed [As Ad] and won (75) with a pair of Aces
Seat 2: bob (small blind) showed [Kc Kd] and lost with a pair of Kings
Seat 3: cid (big blind) folded before Flop
"""  # noqa: E501
"""bob is all in on the ante, in the small blind's seat: no small blind is posted, and the
summary still names bob the small blind (PokerStars #71348201941, #47655901719)."""

MICROGAMING = """** Game ID 4961261999 Version:4 starting - 2013-07-11 14:36:41
** Rebuy (16,000 Guaranteed)(10124058):Table 11 [Multi Table Hold'em] (100|200 NL - MTT seats:9 ) Real Money

- Player0 sitting in seat 1 with 11800.00 at end 11580.00
- Player1 sitting in seat 2 with 17400.00 at end 17640.00
- Player2 sitting in seat 3 with 19610.00 at end 19590.00 [Dealer]

Player0 posted ante - 20.00
Player1 posted ante - 20.00
Player2 posted ante - 20.00
Player0 posted the small blind - 100.00
Player1 posted the big blind - 200.00
Player2 folded
Player0 called - 100.00
Player1 checked
** Dealing the flop: K of d, 2 of s, 10 of d
Player0 checked
Player1 bet - 200.00
Player0 folded
Player1 mucks:
Player1 wins {won} from the main pot

End of game 4961261999
"""
"""A tournament's hand in PokerTracker's export of Microgaming (no rake printed): Player1 is
paid the 660 put in less the 200 nobody called (460)."""


def _verdict(text: str) -> tuple[Outcome, str]:
    (record,) = read(text)
    verdict = audit_hand(record)
    return verdict.outcome, f"{verdict.reason}: {verdict.detail}"


def _changed(text: str, line: str, new: list[str]) -> str:
    lines = text.split("\n")
    at = lines.index(line)
    return "\n".join([*lines[:at], *new, *lines[at + 1 :]])


@pytest.mark.parametrize("text", [WALK, TOURNAMENT, MICROGAMING.format(won="460.00")])
def test_the_hands_as_written_match(text: str) -> None:
    outcome, said = _verdict(text)
    assert outcome is Outcome.MATCH, said


@pytest.mark.parametrize(
    ("line", "new", "quoted"),
    [
        # a big blind printed twice (the hand printing no returned bet: its second $0.50 went back unsaid)
        ("cid: posts big blind $0.50", ["cid: posts big blind $0.50"] * 2, "cid: posts big blind $0.50"),
    ],
)
def test_a_forced_bet_the_hand_contradicts_is_refused(line: str, new: list[str], quoted: str) -> None:
    text = _changed(WALK, line, new)
    if len(new) > 1:  # (no line returns the bet nobody called: the rules return it, and the chips add up)
        text = text.replace("Uncalled bet ($0.25) returned to cid\n", "")
    outcome, said = _verdict(text)
    assert outcome is Outcome.NOT_AUDITABLE, said
    assert quoted in said


def test_an_ante_given_to_a_player_who_posts_one_is_refused() -> None:
    text = _changed(TOURNAMENT, "cid: posts the ante 5", ["bob: posts the ante 5"])
    outcome, said = _verdict(text)
    assert outcome is Outcome.NOT_AUDITABLE, said
    assert "bob posts the ante" in said and "bob: posts the ante 5" in said


def test_a_tournament_paying_less_than_its_pot_is_refused() -> None:
    outcome, said = _verdict(MICROGAMING.format(won="459.00"))
    assert outcome is Outcome.NOT_AUDITABLE, said
    assert "tournament" in said and "no rake" in said


@pytest.mark.parametrize(
    ("text", "why"),
    [
        (  # a straddle written as a second big blind (PokerMaster's "posts big blind $8" at $2/$4)
            WALK.replace("cid: posts big blind $0.50\n", "cid: posts big blind $0.50\nann: posts big blind $1\n")
            .replace(
                "ann: folds\nbob: folds\nUncalled bet ($0.25) returned to cid",
                "bob: folds\ncid: folds\nUncalled bet ($0.50) returned to ann",
            )
            .replace(
                "cid collected $0.50 from pot\ncid: doesn't show hand",
                "ann collected $1.25 from pot\nann: doesn't show hand",
            )
            .replace("Total pot $0.50", "Total pot $1.25")
            .replace("Seat 1: ann (button) folded before Flop (didn't bet)", "Seat 1: ann (button) collected ($1.25)")
            .replace("Seat 3: cid (big blind) collected ($0.50)", "Seat 3: cid (big blind) folded before Flop"),
            "a second big blind",
        ),
        (  # the tournament's header names other blinds (GGPoker's "Level3 (80/160)" over 60/120)
            TOURNAMENT.replace("Level II (15/30)", "Level II (20/40)"),
            "a tournament's blinds",
        ),
        (ANTE_ALL_IN, "all in on the ante"),
    ],
)
def test_forced_bets_the_rooms_write_are_left_alone(text: str, why: str) -> None:
    outcome, said = _verdict(text)
    assert outcome is Outcome.MATCH, (why, said)


def test_an_ante_unlike_the_others_is_refused() -> None:
    text = (
        TOURNAMENT.replace("cid: posts the ante 5", "cid: posts the ante 6")
        .replace("ann collected 90 from pot", "ann collected 91 from pot")
        .replace("Total pot 90", "Total pot 91")
        .replace("ann (button) collected (90)", "ann (button) collected (91)")
    )
    outcome, said = _verdict(text)
    assert outcome is Outcome.NOT_AUDITABLE, said
    assert "cid: posts the ante 6" in said and "the same ante" in said


def test_an_ante_all_in_for_less_is_left_alone() -> None:
    text = (
        ANTE_ALL_IN.replace("Seat 2: bob (5 in chips)", "Seat 2: bob (4 in chips)")
        .replace("bob: posts the ante 5 and is all-in", "bob: posts the ante 4 and is all-in")
        .replace("ann collected 15 from main pot", "ann collected 12 from main pot")
        .replace("ann collected 60 from side pot", "ann collected 62 from side pot")
        .replace("Total pot 75 Main pot 15. Side pot 60.", "Total pot 74 Main pot 12. Side pot 62.")
        .replace("won (75)", "won (74)")
    )
    outcome, said = _verdict(text)
    assert outcome is Outcome.MATCH, said


def test_a_heads_up_ante_all_in_for_less_is_left_alone() -> None:
    # PokerStars #71348201941: of two antes, the one all in is the smaller (1 against 25)
    text = ANTE_ALL_IN.replace("Seat 3: cid (1500 in chips)\n", "").replace("cid: posts the ante 5\n", "")
    text = text.replace("bob (5 in chips)", "bob (1 in chips)").replace(
        "ann: posts the ante 5\nbob: posts the ante 5 and is all-in",
        "bob: posts the ante 1 and is all-in\nann: posts the ante 5",
    )
    text = (
        text.replace("cid: posts big blind 30", "ann: posts big blind 30")
        .replace(
            "ann: raises 30 to 60\ncid: folds\nUncalled bet (30) returned to ann\n",
            "Uncalled bet (30) returned to ann\n",
        )
        .replace("Seat 3: cid (big blind) folded before Flop\n", "")
        .replace("Seat 2: bob (small blind)", "Seat 2: bob")
        .replace("Seat 1: ann (button)", "Seat 1: ann (button) (big blind)")
        .replace("ann collected 60 from side pot\nann collected 15 from main pot", "ann collected 6 from pot")
        .replace("Total pot 75 Main pot 15. Side pot 60.", "Total pot 6")
        .replace("won (75)", "won (6)")
    )
    outcome, said = _verdict(text)
    assert outcome is Outcome.MATCH, said


EVERY_ANTE_ALL_IN = """PokerStars Hand #900200: Tournament #99, $1+$0.10 USD Hold'em No Limit - Level XX (1500/3000) - 2024/01/01 12:00:00 ET
Table '99 1' 9-max Seat #4 is the button
Seat 1: ann (2000 in chips)
Seat 2: bob (2000 in chips)
Seat 3: cid (3000 in chips)
Seat 4: dan (3000 in chips)
ann: posts the ante 2000 and is all-in
bob: posts the ante 2000 and is all-in
cid: posts the ante 3000 and is all-in
dan: posts the ante 3000 and is all-in
*** HOLE CARDS ***
*** FLOP *** [4s 8h Ts]
*** TURN *** [4s 8h Ts] [5h]
*** RIVER *** [4s 8h Ts 5h] [2d]
*** SHOW DOWN ***
ann: shows [9s 3c] (high card Ten)
bob: shows [8c 4h] (two pair, Eights and Fours)
cid: shows [9h 6s] (high card Ten)
dan: shows [Jc Jh] (a pair of Jacks)
dan collected 2000 from side pot
bob collected 8000 from main pot
*** SUMMARY ***
Total pot 10000 Main pot 8000. Side pot 2000. | Rake 0
Board [4s 8h Ts 5h 2d]
Seat 1: ann showed [9s 3c] and lost with high card Ten
Seat 2: bob showed [8c 4h] and won (8000) with two pair, Eights and Fours
Seat 3: cid showed [9h 6s] and lost with high card Ten
Seat 4: dan (button) showed [Jc Jh] and won (2000) with a pair of Jacks
"""  # noqa: E501
"""Every ante puts its player all in (a first hand with uneven stacks, antes at the level's size
or more): no ante is known, so none is judged (a review's hand: refused as 'not the 2000 the
others post')."""


def test_antes_that_each_put_the_player_all_in_are_not_judged() -> None:
    outcome, said = _verdict(EVERY_ANTE_ALL_IN)
    assert outcome is Outcome.MATCH, said


def test_two_antes_posted_as_often_are_both_named() -> None:
    # heads-up, one ante changed: neither is the others' ante, the two lines are named (the
    # most posted one by the order of the hand blamed bob's right ante before)
    text = (
        TOURNAMENT.replace("Seat 3: cid (1500 in chips)\n", "")
        .replace("cid: posts the ante 5\n", "")
        .replace(
            "bob: posts small blind 15\ncid: posts big blind 30", "ann: posts small blind 15\nbob: posts big blind 30"
        )
        .replace(
            "ann: raises 60 to 90\nbob: folds\ncid: folds\nUncalled bet (60) returned to ann\nann collected 90 from pot"
            "\nann: doesn't show hand",
            "ann: folds\nUncalled bet (15) returned to bob\nbob collected 40 from pot\nbob: doesn't show hand",
        )
        .replace("Total pot 90", "Total pot 40")
        .replace("Seat 1: ann (button) collected (90)", "Seat 1: ann (button) (small blind) folded before Flop")
        .replace("Seat 2: bob (small blind) folded before Flop", "Seat 2: bob (big blind) collected (40)")
        .replace("Seat 3: cid (big blind) folded before Flop\n", "")
    )
    assert _verdict(text)[0] is Outcome.MATCH, _verdict(text)
    changed = text.replace("ann: posts the ante 5", "ann: posts the ante 6").replace("40", "41")
    outcome, said = _verdict(changed)
    assert outcome is Outcome.NOT_AUDITABLE, said
    assert "ann's ante of 6 (line 5) and bob's of 5 differ" in said, said  # (no majority claimed: both named)


def test_a_refused_forced_bet_keeps_the_game_for_the_counts() -> None:
    text = _changed(WALK, "cid: posts big blind $0.50", ["cid: posts big blind $0.50"] * 2)
    hand = next(read(text.replace("Uncalled bet ($0.25) returned to cid\n", "")))
    assert hand.error is not None and (hand.game, hand.game_text) == ("holdem", "Hold'em No Limit")
    assert hand.line == hand.error.line == 8  # (the second post's line, as the reader's other refusals give)


def test_a_line_no_rule_reads_is_named_before_a_tournaments_missing_chips() -> None:
    # (the line may be the chips the pot misses: it is named, as a cash game's chips that do not add up)
    text = MICROGAMING.format(won="459.00").replace("Player1 checked\n", "Player1 checked\nPlayer1 juggles - 1.00\n")
    outcome, said = _verdict(text)
    assert outcome is Outcome.NOT_AUDITABLE, said
    assert "'Player1 juggles - 1.00'" in said, said
