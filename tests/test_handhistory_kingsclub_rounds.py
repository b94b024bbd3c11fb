"""KingsClub's money changes that had still MATCHed (the mutation fuzz on KingsClub's shared hands:
29 mutants changing what was paid): the bet no one called is the last betting round's, not the
winner's chips above every other player's in the whole hand (a call, an ante or a bet of the
winner deleted from an earlier round had left those totals agreeing with his stack after the
hand and his wins line), and no player acts twice in a row on a round (``P bets 50`` written
twice had MATCHed, the second bet taken back with the first). What stays undetectable: the last
bet nobody called moved by a chip, or deleted (docs/RULES.md, KingsClub)."""

from __future__ import annotations

import pytest
from test_handhistory_actionpoker import SHOWDOWN as ACTION_POKER
from test_handhistory_kingsclub_figures import HOLDEM
from test_handhistory_kingsclub_figures_wins import SHORT_DECK
from test_handhistory_lines import (
    KC_BLIND_TO_COME_IN,
    KC_DRAW_RUN_TWICE,
    KC_SIDE_POT,
    KC_TRIPLE_DRAW,
    KC_TWO_BOARDS,
    SWC_SPLIT,
    WPN_OLD_SHOWDOWN,
)

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand

RAZZ = """#900: Limit Razz - 40/80
2021-01-02 15:48:40
Table 'Mix'
Seat 1: Ann (1,000)
Seat 2: Bob (1,000)
Seat 3: Hero (1,000)
Ann: posts ante 10
Bob: posts ante 10
Hero: posts ante 10
Dealt to Ann: [X X Kc]
Dealt to Bob: [X X 8d]
Dealt to Hero: [3h 2d 4s]
Ann brings in for 10
Bob calls 10
Hero bets 40
Ann folds
Bob calls 40
*** 3RD STREET ***
Dealt to Bob: [Qs]
Dealt to Hero: [5c]
Bob bets 40
Hero calls 40
*** 4TH STREET ***
Dealt to Bob: [Jd]
Dealt to Hero: [6h]
Hero bets 80
Bob folds
*** SUMMARY ***
Seat 1: Ann (980) -20
Seat 2: Bob (910) -90
Seat 3: Hero (1,108) +108
Rake 2
Hero wins pot (198)
"""
"""A razz hand of this file's own: Hero's 80 on the fourth street nobody called (he put in 170,
was paid 278: the pot of 200 less 2 rake, and his 80 back; the wins line says the 198)."""


RIVER_BET = HOLDEM.replace(
    "[3s]\nEli checks\nFay checks\nEli shows [Qc Qh]\nFay shows [Ah Kd]\n", "[3s]\nEli checks\nFay bets 50\nEli folds\n"
)
"""HOLDEM with Fay's river bet of 50 nobody called (the stacks, nets and wins line as they were)."""


def _verdict(text: str) -> tuple[Outcome, str]:
    (hand,) = read(text)
    verdict = audit_hand(hand)
    return verdict.outcome, verdict.detail or ""


@pytest.mark.parametrize(
    "text",
    [
        RAZZ,
        RIVER_BET,
        HOLDEM,
        SHORT_DECK,
        KC_SIDE_POT,
        KC_TRIPLE_DRAW,
        KC_TWO_BOARDS,
        KC_DRAW_RUN_TWICE,
        KC_BLIND_TO_COME_IN,
    ],
)
def test_the_hands_as_written_match(text: str) -> None:
    """A bet no one called (RAZZ, RIVER_BET, KC_SIDE_POT's 1,200 beside a side pot, KC_BLIND_TO_COME_IN's 44
    beside a dead small blind), a split pot on two boards all in (KC_TWO_BOARDS), a draw run twice
    (KC_DRAW_RUN_TWICE), the button's live ante (SHORT_DECK): as written, each MATCHes."""
    outcome, detail = _verdict(text)
    assert outcome is Outcome.MATCH, detail


@pytest.mark.parametrize(
    ("line", "paid"),
    [
        ("Hero calls 40\n", "238"),  # his third street's call deleted: 40 less put in, 40 less paid
    ],
)
def test_an_earlier_chip_of_the_winner_deleted_is_the_file_disagreeing(line: str, paid: str) -> None:
    """Hero's stack after the hand (1,108) stays: he was paid what he no longer put in less, his
    chips above Bob's in the whole hand fell by as much (40, 70), and that had been taken for the
    bet no one called. The bet no one called is his fourth street's 80: 198 and 80 are not what
    the stack says he was paid."""
    outcome, detail = _verdict(RAZZ.replace(line, "", 1))
    assert outcome is Outcome.NOT_AUDITABLE, detail
    assert f"Hero's stack after the hand says the player was paid {paid}, of which 80 is a bet no one called" in detail
    assert f"the player's wins lines would say {int(paid) - 80}, but they say 198" in detail  # (the review: say it)
    assert "'Hero wins pot (198)'" in detail


def test_the_winners_ante_deleted_is_an_ante_left_out() -> None:
    """His ante deleted (his stack after the hand the same, 70 less put in above Bob's) is first a
    player acting with no ante where the two others post one (h-mut-d: the plain-lines rooms'
    antes, ``check_antes``)."""
    outcome, detail = _verdict(RAZZ.replace("Hero: posts ante 10\n", "", 1))
    assert outcome is Outcome.NOT_AUDITABLE, detail
    assert "'Hero calls 40'" not in detail and "Hero acts but posted no ante, where 2 other players did" in detail


def test_the_complete_moved_by_a_chip_is_the_file_disagreeing() -> None:
    """``Hero bets 39`` (Bob then calling 40): Hero's chips above Bob's in the hand are 79, the
    fourth street's bet no one called 80."""
    outcome, detail = _verdict(RAZZ.replace("Hero bets 40\n", "Hero bets 39\n", 1))
    assert outcome is Outcome.NOT_AUDITABLE and "of which 80 is a bet no one called" in detail, detail


@pytest.mark.parametrize(
    ("text", "line"),
    [
        (RAZZ, "Hero bets 80\n"),
        (RAZZ, "Bob calls 10\n"),
        (KC_SIDE_POT, "Bob bets 1,200\n"),
        (KC_TRIPLE_DRAW, "Bob checks\n"),
        (HOLDEM, "Eli checks\n"),
        (RIVER_BET, "Fay bets 50\n"),
    ],
)
def test_a_line_written_twice_is_a_player_acting_twice_in_a_row(text: str, line: str) -> None:
    assert line in text
    outcome, detail = _verdict(text.replace(line, line + line, 1))
    assert outcome is Outcome.NOT_AUDITABLE, detail
    name = line.split()[0]
    assert f"{name} acts (line" in detail and "then acts again (line" in detail
    assert "with no bet or raise between" in detail and repr(line.strip()) in detail


def test_a_bet_deleted_between_a_check_and_a_fold_is_the_checker_acting_twice() -> None:
    """PLO #39969456's ``Player0 bets 50`` deleted had MATCHed: Hero checked, then folded."""
    assert RIVER_BET != HOLDEM
    outcome, detail = _verdict(RIVER_BET.replace("Fay bets 50\n", ""))
    assert outcome is Outcome.NOT_AUDITABLE, detail
    assert "Eli acts (line 27: 'Eli checks'), then acts again (line 28: 'Eli folds')" in detail


@pytest.mark.parametrize("change", ["Hero bets 81\n", "Hero bets 79\n"])
def test_the_last_bet_no_one_called_moved_off_the_big_bet_is_not_auditable(change: str) -> None:
    """RAZZ's Hero betting 81 or 79 on the round KingsClub heads ``4TH STREET`` (pokerrank's fifth
    street, the big bet of 80 at 40/80): the payout still adds up (the room prints neither the bet
    no one called nor its return), but a limit game's bet is of the round's size, which the replay
    judges in KingsClub's limit games too (docs/RULES.md, "Bet sizes"; once undetectable)."""
    outcome, detail = _verdict(RAZZ.replace("Hero bets 80\n", change, 1))
    assert outcome is Outcome.NOT_AUDITABLE, detail
    said = change.strip()
    assert f"(line 26: {said!r}) to {said.split()[-1]} on fifth street, not by the big bet of 80" in detail


@pytest.mark.parametrize(
    ("text", "line", "change"),
    [
        (RAZZ, "Hero bets 80\n", ""),
        (RIVER_BET, "Fay bets 50\n", "Fay bets 50.01\n"),
        (RIVER_BET, "Fay bets 50\n", "Fay bets 49.99\n"),
    ],
)
@pytest.mark.xfail(
    strict=True,
    reason="undetectable by KingsClub's printed figures (docs/RULES.md): a check that catches it makes this pass",
)
def test_the_last_bet_no_one_called_moved_or_deleted_is_not_seen(text: str, line: str, change: str) -> None:
    """What stays undetectable (docs/RULES.md): the room prints neither the bet no one called nor
    its return, so the stack after the hand, the net and the wins line are what they were whatever
    the last bet was; with RAZZ's Hero's bet deleted Bob folds facing no bet, first to act on the
    round; a no-limit bet moved a cent (Fay's 50.01, 49.99) is of a legal size still. (A limit bet
    moved off the round's size is caught: the test above.) A known gap, held strict: the day the
    payout audit refuses these, the mark comes off."""
    assert line in text
    assert _verdict(text.replace(line, change, 1))[0] is not Outcome.MATCH


@pytest.mark.parametrize(
    ("text", "line"),
    [(SWC_SPLIT, "Bob checks\n"), (WPN_OLD_SHOWDOWN, "Player Hero calls (20)\n"), (ACTION_POKER, "Dee: Checks.\n")],
)
def test_seals_with_clubs_and_old_wpn_refuse_a_player_acting_twice_in_a_row(text: str, line: str) -> None:
    assert _verdict(text)[0] is Outcome.MATCH
    outcome, detail = _verdict(text.replace(line, line + line, 1))
    assert outcome is Outcome.NOT_AUDITABLE and "then acts again (line" in detail, detail


def test_a_bring_in_is_its_player_s_turn() -> None:
    """Ann brings in, then folds before anyone else acts (the review: a bring-in was no turn, so
    the line after it passed): the action goes round the table."""
    moved = RAZZ.replace(
        "Ann brings in for 10\nBob calls 10\nHero bets 40\nAnn folds\n",
        "Ann brings in for 10\nAnn folds\nBob calls 10\nHero bets 40\n",
    )
    assert moved != RAZZ
    outcome, detail = _verdict(moved)
    assert outcome is Outcome.NOT_AUDITABLE, detail
    assert "Ann acts (line 13: 'Ann brings in for 10'), then acts again (line 14: 'Ann folds')" in detail
