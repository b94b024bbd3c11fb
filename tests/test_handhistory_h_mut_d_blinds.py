"""The money mutants that MATCHed in PokerTracker's exports, Full Tilt/Everest, Winamax, KingsClub
and Seals With Clubs (issues 23/24, the twenty-third session's h-mut-d): a blind a chip off the
stakes the first line prints, a blind written onto the line of the player who posts the other
one, a big blind written twice, an ante left out where the others ante. Each hand text below
MATCHes as written; each mutant is now NOT AUDITABLE, the line quoted with the amounts (each was
checked to MATCH on the session's start, 07253b3d); a legitimate hand of the same shape (a post
of both blinds, the dead small blind on its own line, a bet nobody called) still MATCHes."""

from __future__ import annotations

import pytest
from test_handhistory_lines import KC_SIDE_POT, SWC_DEAD_BLIND, SWC_SPLIT

from pokerrank.handhistory import Outcome, audit_hand, read


def _verdict(text: str) -> tuple[Outcome, str]:
    (hand,) = read(text)
    verdict = audit_hand(hand)
    return verdict.outcome, verdict.detail


def _refused(text: str, *said: str) -> None:
    outcome, detail = _verdict(text)
    assert outcome is Outcome.NOT_AUDITABLE, detail
    for words in said:
        assert words in detail, detail


MERGE_EXPORT = """MERGE_GAME #46000001-366: Holdem NL $0.10/$0.25 01/11/2012 20:43:26
Table Tijuana (46000001), Seats 6
Seat 1: Ann ($26.50 in chips) DEALER
Seat 2: Bob ($48.19 in chips)
Seat 3: Cid ($29.16 in chips)
Seat 4: Dan ($25.00 in chips)
Bob: Post SB $0.10
Cid: Post BB $0.25
Dan: Post DB $0.35
*** HOLE CARDS ***
Dealt to Cid [Ah 8s]
Dan: Check
Ann: Fold
Bob: Fold
Cid: Check
*** FLOP *** [Ks Td 4c]
Cid: Check
Dan: Check
*** TURN *** [3c]
Cid: Check
Dan: Check
*** RIVER *** [8d]
Cid: Check
Dan: Check
*** SUMMARY ***
Cid: Shows [Ah 8s]
Dan: Shows [Ac 7h]
Cid: wins $0.67
"""
"""PokerTracker's export of a Merge hand: Dan comes in posting both blinds (``Post DB``, the
small one dead); nobody raises, Cid wins the $0.70 less the $0.03 rake Merge does not print."""

IPOKER_EXPORT = """GAME #2600000001: Texas Hold'em NL $0.50/$1 2011/01/23 20:16:35
Table HandHQ
Seat 1: Eve ($100.00 in chips) DEALER
Seat 2: Ann ($100.00 in chips)
Seat 3: Bob ($100.00 in chips)
Seat 4: Cid ($100.00 in chips)
Ann: Post SB $0.50
Bob: Post BB $1.00
Cid: Post BB $1.50
*** HOLE CARDS ***
Eve: Raise (NF) $5.00
Cid: Fold
Ann: Fold
Bob: Call $4.00
*** FLOP *** [d6 sJ h10]
Bob: Check
Eve: Check
*** TURN *** [sK]
Bob: Check
Eve: Check
*** RIVER *** [cA]
Bob: Check
Eve: Check
*** SUMMARY ***
Total pot $11.50 Rake $0.50
Bob: Shows [dQ c10]
Eve: Shows [h2 h3]
Bob: wins $11.50
"""
"""PokerTracker's export of an iPoker hand: Cid comes in posting both blinds, which the export
writes as one big blind of $1.50 at $0.50/$1."""

WINAMAX = (
    "Winamax Poker - CashGame - HandId: #9260000-103-1479198677 - Holdem no limit (1€/2€)"
    " - 2016/11/15 08:31:17 UTC\n"
    """Table: 'Port Elizabeth 02' 5-max (real money) Seat #2 is the button
Seat 1: Ann (445.97€)
Seat 2: Bob (399.11€)
Seat 3: Cid (118.92€)
Seat 4: Dan (200€)
Seat 5: Eve (57.43€)
*** ANTE/BLINDS ***
Cid posts small blind 1€
Dan posts big blind 2€
Eve posts small blind 3€ out of position
Eve posts big blind 0€ out of position
Dealt to Ann [Qs 5s]
*** PRE-FLOP ***
Eve checks
Ann folds
Bob calls 2€
Cid folds
Dan checks
*** FLOP *** [3c 4s 9h]
Dan checks
Eve bets 8€
Bob folds
Dan folds
Eve collected 15.48€ from pot
*** SUMMARY ***
Total pot 15.48€ | Rake 0.52€
Board: [3c 4s 9h]
Seat 5: Eve won 15.48€
"""
)
"""Winamax: Eve comes in posting both blinds, written as a small blind of both (3€ at 1€/2€) and
a big blind of 0€, ``out of position``."""

EVEREST = """EverestPoker Game #6474000001: Table Moroni-1 - $0.50/$1 - No Limit Hold'em - 20:06:46 - 2011/01/10
Seat 2: Ann ($127.50)
Seat 4: Bob ($98.83)
Seat 5: Cid ($34.00)
Seat 6: Dan ($46.69)
Seat 7: Eve ($132.40)
Cid posts the small blind of $0.50
Dan posts the big blind of $1.00
Eve posts the dead blind of $0.50
Eve posts $1.00
The button is in seat #4
*** HOLE CARDS ***
Dealt to Ann [Ad Qd]
Eve folds
Ann raises to $3.00
Bob folds
Cid folds
Dan folds
Uncalled bet of $2.00 returned to Ann
*** SUMMARY ***
Ann collects $4.00
"""
"""Everest (Full Tilt's words): Eve comes back posting the dead small blind and the big blind on
two lines; Ann's raise is not called (its $2 back), and she collects the $4 pot."""


MERGE_WALK = """MERGE_GAME #53000001-134: Holdem NL $0.10/$0.25 04/11/2012 19:02:11
Table Kentucky (53000001), Seats 6
Seat 1: Ann ($10.00 in chips) DEALER
Seat 2: Bob ($10.00 in chips)
Seat 3: Cid ($10.00 in chips)
Bob: Post SB $0.10
Cid: Post BB $0.25
*** HOLE CARDS ***
Ann: Fold
Bob: Fold
*** SUMMARY ***
Cid: wins $0.15 (uncalled)
Cid: wins $0.20
"""
"""PokerTracker's export of a Merge hand folded to the big blind: his $0.15 back, the pot his."""

WINAMAX_WALK = (
    "Winamax Poker - CashGame - HandId: #5334000-859-1383822324 - Holdem no limit (1€/2€)"
    " - 2013/11/07 11:05:24 UTC\n"
    """Table: 'Nice 01' 5-max (real money) Seat #1 is the button
Seat 1: Ann (100€)
Seat 2: Bob (100€)
Seat 3: Cid (100€)
*** ANTE/BLINDS ***
Bob posts small blind 1€
Cid posts big blind 2€
Dealt to Ann [Qs 5s]
*** PRE-FLOP ***
Ann folds
Bob folds
Cid collected 3€ from pot
*** SUMMARY ***
Total pot 3€ | No rake
Seat 3: Cid (big blind) won 3€
"""
)
"""Winamax, folded to the big blind (his ``collected`` holds the bet nobody called)."""

KC_LIMIT = """#400: Limit Omaha Hi-Lo - 500/1,000
2021-04-01 08:16:08
Table 'Room 2' Seat 5 is the button
Seat 1: Hero (32,500)
Seat 5: Ann (125)
Seat 7: Bob (51,250)
Bob: posts the small blind 250
Hero: posts the big blind 500
*** HOLE CARDS ***
Dealt to Hero: [7h 9h Qd 7d]
Dealt to Ann: [X X X X]
Dealt to Bob: [X X X X]
Ann calls 125, and is all in
Bob folds
Hero shows [7h 9h Qd 7d]
Ann shows [5d 4h 8h 5c]
*** RIVER *** [2s Th 6h 7c] [5s]
*** SUMMARY ***
Seat 1: Hero (32,500)
Seat 5: Ann (375) +250
Seat 7: Bob (51,000) -250
Ann wins pot (375)
"""
"""KingsClub at limit (``500/1,000``: the big blind is the small bet, 500): Ann calls all in for
125, Bob folds; Hero's 375 over Ann's call goes back unprinted (his stack the same after)."""

SWC_WALK = """Hand #100-3 - 2013-06-23 05:33:11
Game: NL Hold'em (40 - 200) - Blinds 1/2
Site: Seals With Clubs
Table: NLHE 6max 1/2 #5
Seat 1: Ann (205.70)
Seat 6: Bob (499.64)
Ann has the dealer button
Ann posts small blind 1
Bob posts big blind 2
** Hole Cards **
Dealt to Bob [Kh Th]
Ann folds
Bob refunded 1
Bob wins Pot (2)
Rake (0)
"""
"""Seals With Clubs heads-up, the button's small blind folded to the big blind."""


@pytest.mark.parametrize(
    "text",
    [MERGE_EXPORT, MERGE_WALK, IPOKER_EXPORT, WINAMAX, WINAMAX_WALK, EVEREST, KC_SIDE_POT, KC_LIMIT, SWC_WALK],
)
def test_the_hands_as_written_match(text: str) -> None:
    outcome, detail = _verdict(text)
    assert outcome is Outcome.MATCH, detail


def test_the_shared_swc_hands_with_a_dead_blind_and_a_waiting_player_match() -> None:
    for text in (SWC_SPLIT, SWC_DEAD_BLIND):
        outcome, detail = _verdict(text)
        assert outcome is Outcome.MATCH, detail


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        (
            "Cid: Post BB $0.25",
            "Cid: Post BB $0.26",
            "Cid's big blind of $0.26 is not the $0.25 the hand's stakes name",
        ),
        ("Cid: Post BB $0.25", "Cid: Post BB $0.24", "is not the $0.25 the hand's stakes name (nor all the player's"),
        ("Bob: Post SB $0.10", "Bob: Post SB $0.11", "Bob's small blind of $0.11 is not the $0.10"),
        ("Dan: Post DB $0.35", "Dan: Post DB $0.36", "Dan's dead blind of $0.36 is not the $0.10"),
        (": Holdem NL $0.10/$0.25", ": Holdem NL $0.10/$0.26", "Cid's big blind of $0.25 is not the $0.26"),
    ],
    ids=["bb+1", "bb-1", "sb+1", "db+1", "the stakes"],
)
def test_merge_export_a_blind_against_the_printed_stakes(old: str, new: str, said: str) -> None:
    """Each MATCHed before (the chip went into the rake Merge does not print)."""
    assert MERGE_EXPORT.count(old) == 1
    _refused(MERGE_EXPORT.replace(old, new), said)


def test_merge_export_a_small_blind_onto_the_big_blind() -> None:
    """Bob's small blind written onto Cid's line (Bob folds having put nothing in): Cid's $0.10
    had gone back with the bet nobody called."""
    _refused(
        MERGE_WALK.replace("Bob: Post SB $0.10", "Cid: Post SB $0.10"),
        "line 7: 'Cid: Post BB $0.25'",
        "Cid posts the big blind and the small blind (line 6) on two lines",
    )


def test_ipoker_export_a_blind_onto_the_player_who_posts_both() -> None:
    """Ann's small blind written onto Cid's line: Cid posts $2 of blinds at $0.50/$1."""
    _refused(
        IPOKER_EXPORT.replace("Ann: Post SB $0.50", "Cid: Post SB $0.50"),
        "line 9: 'Cid: Post BB $1.50'",
        "Cid posts the big blind and the small blind (line 7) on two lines",
    )


def test_winamax_a_small_blind_onto_the_big_blind() -> None:
    _refused(
        WINAMAX_WALK.replace("Bob posts small blind 1€", "Cid posts small blind 1€"),
        "Cid posts the big blind and the small blind (line 7) on two lines",
    )


def test_everest_a_returning_players_dead_blind_a_cent_over() -> None:
    """Eve's dead small blind a cent over: the cent had gone into the rake Everest does not print."""
    _refused(
        EVEREST.replace("Eve posts the dead blind of $0.50", "Eve posts the dead blind of $0.51"),
        "Eve's dead blind of $0.51 is not the $0.50 the hand's stakes name (nor the $1 big blind, nor both",
    )


@pytest.mark.parametrize(
    ("new", "said"),
    [
        ("Hero: posts the big blind 501\n", "Hero's big blind of 501.00 is not the 500.00 the hand's stakes name"),
        ("Hero: posts the big blind 499\n", "(nor all the player's chips)"),
        ("Hero: posts the big blind 500\n" * 2, "Hero posts the big blind a second time (line 8)"),
    ],
    ids=["bb+1", "bb-1", "bb twice"],
)
def test_kingsclub_limit_big_blind_against_the_small_bet(new: str, said: str) -> None:
    """KingsClub's limit stakes name the small bet, its big blind; the chip over (or the second
    blind) went back unprinted with the bet nobody called, Hero's stack after the hand the same."""
    _refused(KC_LIMIT.replace("Hero: posts the big blind 500\n", new, 1), said)


def test_kingsclub_no_limit_blind_and_an_ante_left_out() -> None:
    _refused(
        KC_SIDE_POT.replace("Cid: posts the big blind 250", "Cid: posts the big blind 251"),
        "Cid's big blind of 251.00 is not the 250.00",
    )
    _refused(KC_SIDE_POT.replace("Bob: posts ante 50\n", ""), "Bob acts but posted no ante, where 2 other players did")


def test_swc_a_small_blind_onto_the_big_blind() -> None:
    """Seals With Clubs #8910618-58's shape: the small blind written onto the big blind's player."""
    _refused(
        SWC_WALK.replace("Ann posts small blind 1", "Bob posts small blind 1"),
        "Bob posts the big blind and the small blind (line 8) on two lines",
    )


PT_TOURNAMENT = """GAME #8100000001 Version:18.5.6.4 Uncalled:Y Texas Hold'em NL Tournament 2019-01-10 19:32:38/GMT
Table Deepstack Turbo, 942900001, 942300001 (Tournament: Deepstack Turbo Buy-In: $0.91 + $0.09)
Seat 1: Ann ($5,000.00 in chips)
Seat 3: Bob ($5,000.00 in chips) DEALER
Seat 5: Cid ($5,000.00 in chips)
Ann: Post Ante $15.00
Bob: Post Ante $15.00
Cid: Post Ante $15.00
Cid: Post SB $75.00
Ann: Post BB $150.00
*** HOLE CARDS ***
Bob: Fold
Cid: Raise (NF) $600.00
Ann: Fold
*** SUMMARY ***
Total pot $345.00 Rake $0.00
Cid: wins $345.00
"""
"""PokerTracker's export of an iPoker tournament hand: three antes, Cid's raise not called."""


def test_pt_tournament_matches_and_an_ante_left_out_is_refused() -> None:
    """Cid's ante deleted MATCHed (the 15 came off the bet nobody called: the pot the same);
    every player who acts posts the ante where two or more others do."""
    outcome, detail = _verdict(PT_TOURNAMENT)
    assert outcome is Outcome.MATCH, detail
    _refused(
        PT_TOURNAMENT.replace("Cid: Post Ante $15.00\n", ""), "Cid acts but posted no ante, where 2 other players did"
    )


def test_a_tournament_blind_posted_twice_or_both_on_two_lines() -> None:
    """No stakes to judge the sizes by (a tournament's first line): the blinds' places alone."""
    from pokerrank.handhistory.records import Action, ActionKind, Seat
    from pokerrank.handhistory.sites.stakes import blind_contradiction

    seats = (Seat(1, "ann", 1000), Seat(2, "bob", 1000))
    small, big = (
        Action("preflop", "ann", ActionKind.SMALL_BLIND, 10, line=3),
        Action("preflop", "bob", ActionKind.BIG_BLIND, 20, line=4),
    )
    again = Action("preflop", "bob", ActionKind.BIG_BLIND, 20, line=5)
    both = Action("preflop", "bob", ActionKind.SMALL_BLIND, 10, line=5)
    assert blind_contradiction((small, big), (), "no-limit", seats, {}, str, sizes=False) is None
    found = blind_contradiction((small, big, again), (), "no-limit", seats, {}, str, sizes=False)
    assert found is not None and found[0] is again and "a second time (line 4)" in found[1]
    found = blind_contradiction((small, big, both), (), "no-limit", seats, {}, str, sizes=False)
    assert found is not None and found[0] is both and "on two lines" in found[1]
    assert blind_contradiction((small, big, both), (), "no-limit", seats, {"bob": 10}, str, sizes=False) is None
