"""The room's words for a shown hand compared with the hand pokerrank finds, in every form the
rooms write them (a fuzz run of this session found forms read as the category alone, or not
at all, and a wrong rank passing): each hand of another test, its words' ranks changed, is a
MISMATCH on words; the hand as written still MATCHes."""

from __future__ import annotations

import importlib

import pytest

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory.words import agree, parse_claim

AMONG = -9
"""words.AMONG, written out (this file's tests run against the code before it too): the kickers
after it in a claim's ranks are among the hand's."""

WRONG_WORDS = [
    # OnGame's words: the category and its ranks in capitals ("PAIR QUEEN"), read as the category alone
    ("test_handhistory_ongame.PLAIN", "(PAIR QUEEN)", "(PAIR KING)"),
    ("test_handhistory_ongame.STUD", "(TWO_PAIR EIGHT, SIX)", "(TWO_PAIR EIGHT, FIVE)"),
    ("test_handhistory_ongame.DRAW", "(FLUSH ACE)", "(FLUSH KING)"),
    ("test_handhistory_ongame.THOUSANDS", "(THREE_OF_A_KIND JACK)", "(THREE_OF_A_KIND FOUR)"),
    # Absolute's "One pair, nines", Cake's "Three of a Kind Aces", PKR's "One Pair: Kings"
    ("test_handhistory_absolute.TIMEOUT_ALL_IN", "(One pair, nines)", "(One pair, tens)"),
    ("test_handhistory_cut_files.CAKE_SIDE_POT", "900 with Three of a Kind Aces", "900 with Three of a Kind Deuces"),
    ("test_handhistory_pkr.SIDE_POT", "bob has One Pair: Kings", "bob has One Pair: Deuces"),
    # Seals With Clubs' kickers ("High Card, Ace +KJ97"), Full Tilt's "Ace King high": past the first card
    ("test_handhistory_hostile_numbers.SWC_SPLIT", "Kc] (High Card, Ace +KJ97)", "Kc] (High Card, Ace +KJ96)"),
    ("test_handhistory_hostile_numbers.SWC_SPLIT", "Kc] (High Card, Ace +KJ97)", "Kc] (High Card, King +KJ97)"),
    ("test_handhistory_fulltilt_lines.FT_RUN_TWICE_SIDE_POT", "ann shows Ace King high", "ann shows Ace Queen high"),
    # words the readers did not keep: PKR's "wins ... with: ...", "with high hand: ...", Full Tilt's "wins the
    # (high, low) pot (X) with ...", "wins pot 2 (X) with ..." (the second run's), Everleaf's "wins ... with ..."
    (
        "test_handhistory_pkr.HI_LO",
        "ann ties, and wins $11.50 with high hand: Straight, 5",
        "ann ties, and wins $11.50 with high hand: Straight, 6",
    ),
    ("test_handhistory_pkr.SIDE_POT", "ann wins 3,000 with: One Pair: Aces", "ann wins 3,000 with: One Pair: Deuces"),
    ("test_handhistory_fulltilt_lines.FT_HI_LO", "low pot ($9.50) with 7,4,3,2,A", "low pot ($9.50) with 8,4,3,2,A"),
    (
        "test_handhistory_fulltilt_lines.FT_HI_LO",
        "high pot ($9.50) with a flush, Ace high",
        "high pot ($9.50) with a flush, King high",
    ),
    (
        "test_handhistory_neutral_lines.FT_HOLDEM",
        "the pot ($192) with a pair of Aces",
        "the pot ($192) with a pair of Kings",
    ),
    (
        "test_handhistory_fulltilt_lines.FT_RUN_TWICE_SIDE_POT",
        "pot 2 ($29.50) with a straight, Ace high",
        "pot 2 ($29.50) with a straight, King high",
    ),
    ("test_handhistory_everleaf.HI_LO", "main pot with 5, 4, 3, 2, A [", "main pot with 6, 4, 3, 2, A ["),
    (
        "test_handhistory_everleaf.HI_LO",
        "main pot with a straight, five high [",
        "main pot with a straight, six high [",
    ),
    ("test_handhistory_everleaf.STUD", "main pot with a pair of aces", "main pot with a pair of deuces"),
    ("test_handhistory_everleaf.TOURNAMENT", "with a pair of aces [ Ah", "with a pair of kings [ Ah"),
    # partypoker's and Betfair's "wins $2,697 USD from the main pot with a pair of Queens.", "wins Lo (...) ... with
    # 8,5,3,2,A." (the low's alone), not kept
    ("test_handhistory_game_titles.PARTY_CASH", "main pot with a pair of Queens.", "main pot with a pair of Kings."),
    ("test_handhistory_hostile_numbers.PARTY_STUD", "main pot with 8,5,3,2,A.", "main pot with 9,5,3,2,A."),
    (
        "test_handhistory_party.BETFAIR",
        "main pot with a straight flush, Seven to Three",
        "main pot with a straight flush, Seven to Nine",
    ),
    # a straight's ends that are no straight's ("Queen to Ten", "Deuce to Five") took the second end as the top
    ("test_handhistory_pokerstars_writer.SPECIAL", "(a straight, Six to Ten)", "(a straight, Queen to Ten)"),
    ("test_handhistory_lines.SWC_HI_LO", "(Hi: a Straight, Ace to Five", "(Hi: a Straight, Deuce to Five"),
    # kickers: Seals With Clubs' letters (all of them, in order), partypoker's words (one among those that play)
    ("test_handhistory_lines.SWC_HI_LO", "(a Pair of Queens +J9)", "(a Pair of Queens +J8)"),
    (
        "test_handhistory_party.SHORT_DECK",
        "Kh ]two pairs, Aces and Nines with King kicker.",
        "Kh ]two pairs, Aces and Nines with Queen kicker.",
    ),
    # WPN's ranks in letters or digits ("Three Of Kind of 7s", "One pair of Ks (kicker J)"): the category alone
    ("test_handhistory_lines.WPN_OLD_SHOWDOWN", "Three Of Kind of 7s", "Three Of Kind of 9s"),
    # the one player left showed (every other mucked): no ranking decided the pot, no words compared
    ("test_handhistory_everleaf.STUD", "6h ] a pair of aces", "6h ] a pair of deuces"),
    ("test_handhistory_cake.TOURNAMENT", "with Pair of Aces", "with Pair of Kings"),
]  # fmt: skip


def _hand(origin: str) -> str:
    module, name = origin.split(".")
    text: str = getattr(importlib.import_module(module), name)
    return text


@pytest.mark.parametrize(("origin", "said", "wrong"), WRONG_WORDS)
def test_a_wrong_rank_in_the_rooms_words_is_a_mismatch(origin: str, said: str, wrong: str) -> None:
    text = _hand(origin)
    assert text.count(said) == 1
    (record,) = read(text)
    assert audit_hand(record).outcome is Outcome.MATCH
    (record,) = read(text.replace(said, wrong))
    verdict = audit_hand(record)
    assert (verdict.outcome, verdict.reason) == (Outcome.MISMATCH, "words"), verdict.detail
    assert repr(next(w.printed for w in verdict.words if not w.ok)) in verdict.detail


BADUGI = """PokerStars Game #61000000001:  Badugi Limit ($0.10/$0.20 USD) - 2011/02/03 11:12:13 ET
Table 'Oostende' 6-max Seat #1 is the button
Seat 1: ann ($4 in chips)
Seat 2: bob ($4 in chips)
Seat 3: cid ($4 in chips)
bob: posts small blind $0.05
cid: posts big blind $0.10
*** DEALING HANDS ***
ann: calls $0.10
bob: calls $0.05
cid: checks
*** FIRST DRAW ***
bob: discards 2 cards
cid: discards 1 card
ann: discards 1 card
bob: checks
cid: bets $0.10
ann: calls $0.10
bob: calls $0.10
*** SECOND DRAW ***
bob: discards 1 card
cid: stands pat
ann: discards 1 card
bob: checks
cid: checks
ann: checks
*** THIRD DRAW ***
bob: discards 1 card
cid: stands pat
ann: stands pat
bob: checks
cid: bets $0.20
ann: folds
bob: calls $0.20
*** SHOW DOWN ***
cid: shows [2c 5d 7h 9s] (Badugi: 9,7,5,2)
bob: mucks hand
cid collected $0.97 from pot
*** SUMMARY ***
Total pot $1 | Rake $0.03
Seat 1: ann (button) folded after the 3rd Draw
Seat 2: bob (small blind) mucked [3c 3d Kh Qs]
Seat 3: cid (big blind) showed [2c 5d 7h 9s] and won ($0.97) with a Badugi: 9,7,5,2
"""

DEUCE_TO_SEVEN = (
    ("PokerStars Game #61000000002:  Single Draw 2-7 Lowball No Limit ($0.10/$0.20 USD) - 2011/02/03 11:20:00 ET\n")
    + """Table 'Oostende' 6-max Seat #1 is the button
Seat 1: ann ($8 in chips)
Seat 2: bob ($8 in chips)
bob: posts small blind $0.10
ann: posts big blind $0.20
*** DEALING HANDS ***
bob: raises $0.40 to $0.60
ann: calls $0.40
ann: discards 1 card
bob: stands pat
ann: checks
bob: bets $1
ann: calls $1
*** SHOW DOWN ***
bob: shows [2s 7d 4d 6d 8s] (Lo: 8,7,6,4,2)
ann: mucks hand
bob collected $3.10 from pot
*** SUMMARY ***
Total pot $3.20 | Rake $0.10
Seat 1: ann (big blind) mucked [9h 8d 7h 7s 4s]
Seat 2: bob (small blind) showed [2s 7d 4d 6d 8s] and won ($3.10) with Lo: 8,7,6,4,2
"""
)


@pytest.mark.parametrize(
    ("text", "said", "wrong"),
    [(BADUGI, "(Badugi: 9,7,5,2)", "(Badugi: 9,7,6,2)"), (DEUCE_TO_SEVEN, "(Lo: 8,7,6,4,2)", "(Lo: 8,7,6,4,3)")],
)
def test_the_words_of_the_one_player_left_who_showed_are_compared(text: str, said: str, wrong: str) -> None:
    """Every other player mucked: the pot needed no ranking, but the winner showed, and the
    room's words for that hand are checked as at any showdown (PokerStars badugi and 2-7)."""
    (record,) = read(text)
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert [(w.printed, w.ok) for w in verdict.words] == [(said[1:-1], True)]
    (record,) = read(text.replace(said, wrong).replace(said[1:-1], wrong[1:-1]))  # (the summary's copy too)
    verdict = audit_hand(record)
    assert (verdict.outcome, verdict.reason) == (Outcome.MISMATCH, "words"), verdict.detail
    assert repr(wrong[1:-1]) in verdict.detail


@pytest.mark.parametrize(
    ("words", "game", "facts"),
    [
        ("7,6,4,3,2", "razz", {"low": ("LOW", (5, 4, 2, 1, 0))}),  # Full Tilt's razz and 2-7: the low alone
        ("8,6,4,3,A", "2-7-triple-draw", {"low": ("LOW", (12, 6, 4, 2, 1))}),
        ("a Badugi: 8, 6, 4, 3", "badugi", {"badugi": ("FOUR_CARD_BADUGI", (6, 4, 2, 1))}),  # Full Tilt's badugi
        ("a 3-Card: 7, 2, A", "badugi", {"badugi": ("THREE_CARD_HAND", (5, 0, -1))}),
        ("Lo: 8,7,6,4,A", "2-7-razz", {"low": ("LOW", (12, 6, 5, 4, 2))}),  # the ace high in every 2-7 game
        ("Straight, 5 high", "holdem", {"high": ("STRAIGHT", (3,))}),  # PKR's digits
        ("Two Pairs: Tens, 8s", "holdem", {"high": ("TWO_PAIR", (8, 6))}),
        ("FULL HOUSE KING, SIX", "holdem", {"high": ("FULL_HOUSE", (11, 4))}),  # OnGame (its "_" read as a space)
        ("Full House Aces full of Tens", "holdem", {"high": ("FULL_HOUSE", (12, 8))}),  # Cake
        ("a flush, King and Ten high", "omaha", {"high": ("FLUSH", (11, 8))}),  # Entraction
        ("One pair of Ks (kicker J)", "holdem", {"high": ("ONE_PAIR", (11, AMONG, 9))}),  # WPN
        ("a pair of Aces with Ten kicker", "holdem", {"high": ("ONE_PAIR", (12, AMONG, 8))}),  # partypoker's hole card
        ("a pair of Aces - King+Queen kicker", "holdem", {"high": ("ONE_PAIR", (12, 11, 10))}),  # PokerStars: in order
        ("high card Ace - King+Jack+Nine kicker", "holdem", {"high": ("HIGH_CARD", (12, 11, 9, 7))}),
        ("Pair of Jacks with Ace, King, Nine kickers", "holdem", {"high": ("ONE_PAIR", (9, 12, 11, 7))}),  # Cake
        ("Two pairs. 10s and 4s", "holdem", {"high": ("TWO_PAIR", (8, 2))}),
        ("three of a kind, Set of Sixes [6s 6h 6c Th 8c]", "holdem", {"high": ("THREE_OF_A_KIND", (4,))}),
        ("Full House, 7s over Kings", "holdem", {"high": ("FULL_HOUSE", (5, 11))}),  # PKR
        ("Full House (3/8)", "holdem", {"high": ("FULL_HOUSE", (1, 6))}),
        ("Straight to 10", "holdem", {"high": ("STRAIGHT", (8,))}),
        (
            "HI - a pair of Threes [3d 3c As Kc Tc] | LO - [7,6,5,3,1]",
            "big-o",
            {"high": ("ONE_PAIR", (1,)), "low": ("LOW", (5, 4, 3, 1, -1))},
        ),
        ("HI - three of a kind, Set of Jacks [Js Jh Jd Qh 9h]", "big-o", {"high": ("THREE_OF_A_KIND", (9,))}),
        (
            "Hi: a Pair of Queens +J9  Lo: None",
            "omaha-hi-lo",
            {  # Seals With Clubs
                "high": ("ONE_PAIR", (10, 9, 7)),
                "low": ("NO_LOW", ()),
            },
        ),
    ],
)
def test_the_forms_each_room_writes_are_read_with_their_ranks(words: str, game: str, facts: object) -> None:
    assert parse_claim(words, game) == facts


@pytest.mark.parametrize(
    ("words", "kickers", "agrees"),
    [
        ("a pair of Aces - King kicker", (11, 7, 5), True),  # PokerStars names the first kickers, in order
        ("a pair of Aces - Nine kicker", (11, 7, 5), False),  # (a review: it agreed as one among them)
        ("a pair of Aces - King+Nine kicker", (11, 7, 5), True),
        ("a pair of Aces - King+Two kicker", (11, 7, 5), False),
        ("Pair of Aces with King, Nine, Seven kickers", (11, 7, 5), True),  # Cake: from the first, in order
        ("Pair of Aces with Nine, King, Seven kickers", (11, 7, 5), False),
        ("a pair of Aces with Ten kicker", (9, 8, 6), True),  # partypoker: the hole card's, among those that play
        ("a pair of Aces with Five kicker", (9, 8, 6), False),
    ],
)
def test_kickers_named_in_a_row_are_the_first_ones_and_one_named_alone_is_among_them(
    words: str, kickers: tuple[int, ...], agrees: bool
) -> None:
    claimed = parse_claim(words, "holdem")
    assert claimed is not None
    assert agree(claimed["high"], ("ONE_PAIR", (12, *kickers))) is agrees


LONE_RIVER = """PokerStars Hand #200000000002:  Hold'em No Limit ($0.01/$0.02 USD) - 2020/01/01 12:00:00 ET
Table 'Alpha' 6-max Seat #1 is the button
Seat 1: ann ($2 in chips)
Seat 2: bob ($2 in chips)
ann: posts small blind $0.01
bob: posts big blind $0.02
*** HOLE CARDS ***
ann: calls $0.01
bob: checks
*** FLOP *** [As 7d 2c]
bob: checks
ann: checks
*** TURN *** [As 7d 2c] [3h]
bob: checks
ann: checks
*** RIVER *** [As 7d 2c 3h] [9s]
bob: bets $0.02
ann: folds
Uncalled bet ($0.02) returned to bob
bob collected $0.04 from pot
bob: shows [Ad Kc] (a pair of Aces)
*** SUMMARY ***
Total pot $0.04 | Rake $0
Board [As 7d 2c 3h 9s]
Seat 1: ann (button) (small blind) folded on the River
Seat 2: bob (big blind) collected ($0.04)
"""


def test_the_one_player_lefts_words_are_not_certified_on_cards_the_board_holds_too() -> None:
    """A winner who shows a card the board holds (a review: `deal_hands` does not refuse a card
    twice, and the words were marked right on an impossible hand): no word check is made."""
    (record,) = read(LONE_RIVER)
    assert [(w.printed, w.ok) for w in audit_hand(record).words] == [("a pair of Aces", True)]
    (record,) = read(LONE_RIVER.replace("shows [Ad Kc]", "shows [As Kc]"))
    assert audit_hand(record).words == ()
