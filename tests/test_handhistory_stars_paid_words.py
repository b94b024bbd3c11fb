"""Issue 23's leftovers in the PokerStars family, on hand texts written here.

The words a room writes after a summary seat line's amount paid
(:attr:`~pokerrank.handhistory.sites.Room.paid_words`): Full Tilt's ``, mucked``, BetOnline's
``from the Pot.``, Enet's ``from pot``, Unibet's ``, net result: €0.15`` and PokerStars'
cash-out words are read in their own room (the hand MATCHes) and nowhere else: in another
room's hand they are a line no rule reads, NOT AUDITABLE with the line quoted, both lanes of
the reader alike. The hand's words (``and won ($42) with a pair of Jacks``) are every room's.
ACR's pot in parts after a street (``Side pot(1) $38.00 | Rake $2.00`` after the main pot's
line) against the chips and the all-in levels; a raise's message in the room's money; WPN's
stud and Winamax's razz read and audited.
"""

from __future__ import annotations

import re
from decimal import Decimal

import pytest
from test_handhistory_sites import FT_HAND
from test_handhistory_stars_figures import BETONLINE, STARS_RAISES, WINAMAX_STUD, WPN, matches, refused
from test_handhistory_textrooms import ENET_HAND, UNIBET_HAND

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory.sites import BETONLINE as BETONLINE_ROOM
from pokerrank.handhistory.sites import ENET, FULLTILT, POKERSTARS, ROOMS, UNIBET, WINAMAX
from pokerrank.handhistory.sites import WPN as WPN_ROOM
from pokerrank.handhistory.verdicts import UNPARSED

STARS_PAY = "Seat 4: eli (small blind) showed [Jh Jd] and won ($42) with a pair of Jacks"
STARS_BARE = STARS_RAISES.replace(STARS_PAY, "Seat 4: eli (small blind) showed [Jh Jd] and won ($42)")
"""PokerStars' hand, its winner's summary line without the hand's words: the pay ends it."""
FT_PAY = "Seat 2: Player Two (big blind) collected (€0.33), mucked"
BETONLINE_PAY = "Seat 2: cid showed [As Kc] and won (8.75)"
WINAMAX_PAY = "Seat 4: bob won 108€"
UNIBET_PAY = "Seat 4: Hero: bet €0.95 and won €1.10, net result: €0.15"
ENET_PAY = "Seat 6: ann (small blind) showed [Jd8sAd2s] and won (€5,29) with Straight, Fives high"

OWN = [
    ("Full Tilt", FT_HAND),  # (as the room writes it: "collected (€0.33), mucked")
    ("BetOnline", BETONLINE.replace(BETONLINE_PAY, BETONLINE_PAY + " from the Pot.")),
    ("Unibet", UNIBET_HAND),  # ("won €1.10, net result: €0.15")
    ("Enet", ENET_HAND.replace(ENET_PAY, "Seat 6: ann (small blind) showed [Jd8sAd2s] and won (€5,29) from pot")),
    ("PokerStars", STARS_BARE.replace("and won ($42)", "and won ($42) (pot not awarded as player cashed out)")),
]


@pytest.mark.parametrize(("room", "text"), OWN, ids=[room for room, _ in OWN])
def test_a_rooms_own_words_after_a_pay_are_read_in_its_hands(
    room: str, text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    hand = next(iter(read(text)))
    assert hand.unparsed == (), hand.unparsed
    if room == "PokerStars":  # (a cash-out: the pot not awarded is the audit's own case, tests/test_audit_cash_outs.py)
        return
    matches(text, monkeypatch)


OTHERS = [
    ("PokerStars, Full Tilt's", STARS_BARE, "and won ($42)", "and won ($42), mucked"),
    ("PokerStars, BetOnline's", STARS_BARE, "and won ($42)", "and won ($42) from the Pot."),
    ("PokerStars, Enet's", STARS_BARE, "and won ($42)", "and won ($42) from pot"),
    ("PokerStars, Unibet's", STARS_BARE, "and won ($42)", "and won ($42), net result: $21"),
    ("Full Tilt, Unibet's", FT_HAND, FT_PAY, FT_PAY.replace(", mucked", ", net result: €0.17")),
    ("Full Tilt, BetOnline's", FT_HAND, FT_PAY, FT_PAY.replace(", mucked", " from the Pot.")),
    ("Full Tilt, PokerStars'", FT_HAND, FT_PAY, FT_PAY.replace(", mucked", " (cashed out)")),
    ("BetOnline, Full Tilt's", BETONLINE, BETONLINE_PAY, BETONLINE_PAY + ", mucked"),
    ("BetOnline, PokerStars'", BETONLINE, BETONLINE_PAY, BETONLINE_PAY + " (pot not awarded as player cashed out)"),
    ("Winamax, Full Tilt's", WINAMAX_STUD, WINAMAX_PAY, WINAMAX_PAY + ", mucked"),
    ("Winamax, Enet's", WINAMAX_STUD, WINAMAX_PAY, WINAMAX_PAY + " from pot"),
    ("Winamax, Unibet's", WINAMAX_STUD, WINAMAX_PAY, WINAMAX_PAY + ", net result: 50€"),
    ("Unibet, Full Tilt's", UNIBET_HAND, UNIBET_PAY, UNIBET_PAY.replace(", net result: €0.15", ", mucked")),
    ("Unibet, BetOnline's", UNIBET_HAND, UNIBET_PAY, UNIBET_PAY.replace(", net result: €0.15", " from the Pot.")),
    ("Enet, Full Tilt's", ENET_HAND, ENET_PAY, ENET_PAY.replace(" with Straight, Fives high", ", mucked")),
    ("Enet, Unibet's", ENET_HAND, ENET_PAY, ENET_PAY.replace(" with Straight, Fives high", ", net result: €2,40")),
]


@pytest.mark.parametrize(("name", "text", "line", "changed"), OTHERS, ids=[name for name, *_ in OTHERS])
def test_another_rooms_words_after_a_pay_are_quoted(
    name: str, text: str, line: str, changed: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert line in text
    refused(text.replace(line, changed), monkeypatch, changed, reason=UNPARSED)


def test_the_words_after_a_pay_of_the_shared_files_are_each_one_rooms() -> None:
    """Which room writes which words (by the shared files: the rooms' summary seat lines after their
    last amount paid); every other room of the family writes none of its own."""
    own = {room.name: room.paid_words for room in ROOMS if room.paid_words}
    assert own == {
        POKERSTARS.name: r"\s*\((?:cashed out|pot not awarded[^)]*)\)\.?",
        FULLTILT.name: ", mucked",
        BETONLINE_ROOM.name: r" from the Pot\.?",
        ENET.name: " from pot",
        UNIBET.name: r", net result: \S+",
    }
    assert WINAMAX.paid_words == WPN_ROOM.paid_words == ""


def test_the_hands_words_after_a_pay_are_every_rooms(monkeypatch: pytest.MonkeyPatch) -> None:
    matches(STARS_RAISES, monkeypatch)  # ("and won ($42) with a pair of Jacks")
    matches(WPN, monkeypatch)  # ("won $35.00 with two pair, Sevens and Fours")
    assert audit_hand(next(iter(read(STARS_BARE)))).outcome is Outcome.MATCH


# -- ACR's pot in parts after a street: the main pot's line, then each side pot's -----------------

WPN_SIDE_POT = """\
Hand #56 - Holdem(No Limit) - $1.00/$2.00 - 2022/12/05 18:02:23 UTC
Pinckneyville 6-max Seat #6 is the button
Seat 1: cat ($10.00)
Seat 3: ann ($200.00)
Seat 6: bob ($392.30)
cat posts the small blind $1.00
ann posts the big blind $2.00
*** HOLE CARDS ***
bob raises $6.00 to $6.00
cat raises $9.00 to $10.00 and is all-in
ann calls $8.00
bob calls $4.00
*** FLOP *** [Kc Ts 3h]
Main pot $28.50 | Rake $1.50
ann bets $20.00
bob calls $20.00
*** TURN *** [Kc Ts 3h] [7s]
Main pot $28.50 | Rake $1.50
Side pot(1) $38.00 | Rake $2.00
ann checks
bob checks
*** RIVER *** [Kc Ts 3h 7s] [4c]
Main pot $28.50 | Rake $1.50
Side pot(1) $38.00 | Rake $2.00
ann checks
bob checks
*** SHOW DOWN ***
Main pot $28.50 | Rake $1.50
Side pot(1) $38.00 | Rake $2.00
ann shows [Ac Kd] (a pair of Kings)
bob shows [Qd Jd] (high card King)
cat shows [9c 9d] (a pair of Nines)
ann collected $66.50 from main pot
*** SUMMARY ***
Total pot $66.50 | Rake $3.50
Board [Kc Ts 3h 7s 4c]
Seat 1: cat (small blind) showed [9c 9d] and lost with a pair of Nines
Seat 3: ann (big blind) showed [Ac Kd] and won $66.50 with a pair of Kings
Seat 6: bob (button) showed [Qd Jd] and lost with high card King
"""
"""cat is all in for $10 before the flop: the main pot is the $30 the three put in to her level
($28.50 and its $1.50 of rake), side pot 1 the $40 ann and bob bet on the flop over it ($38 and
its $2 of rake); ann wins both."""


def test_acrs_side_pots_after_a_street_are_read_and_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    matches(WPN_SIDE_POT, monkeypatch)
    hand = next(iter(read(WPN_SIDE_POT)))
    assert hand.unparsed == ()


@pytest.mark.parametrize(
    ("line", "changed", "quoted"),
    [  # the parts together are not the chips put in
        ("Side pot(1) $38.00 | Rake $2.00", "Side pot(1) $38.01 | Rake $2.00",
         "is $70.01 by 'Main pot $28.50 | Rake $1.50' and the side pots' lines after it (1)"),
        # the sum is, but not the split by cat's all-in level: $30 and $40
        ("Main pot $28.50 | Rake $1.50\nSide pot(1) $38.00", "Main pot $29.50 | Rake $1.50\nSide pot(1) $37.00",
         "is $31.00, $39.00, but the players' all-in levels make it $30.00, $40.00"),
        # a second side pot where one level makes one
        ("Side pot(1) $38.00 | Rake $2.00", "Side pot(1) $28.00 | Rake $2.00\nSide pot(2) $10.00",
         "is $30.00, $30.00, $10.00"),
        # side pots numbered out of turn
        ("Side pot(1) $38.00", "Side pot(2) $38.00", "side pot 1 is next, not 'Side pot(2) $38.00 | Rake $2.00'"),
    ],
)  # fmt: skip
def test_acrs_side_pots_that_disagree_with_the_chips_are_refused(
    line: str, changed: str, quoted: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert line in WPN_SIDE_POT
    refused(WPN_SIDE_POT.replace(line, changed, 1), monkeypatch, quoted)


def test_a_side_pot_without_an_all_in_or_a_main_pots_line_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    # WPN's heads-up hand, nobody all in: its pot is one part, not $30 and a $5 side pot
    parts = WPN.replace(
        "*** SHOW DOWN ***\n", "*** SHOW DOWN ***\nMain pot $30.00 | Rake $0.80\nSide pot(1) $5.00 | Rake $0.20\n"
    )
    refused(parts, monkeypatch, "is $30.80, $5.20, but the players' all-in levels make it $36.00")
    alone = WPN_SIDE_POT.replace(
        "*** TURN *** [Kc Ts 3h] [7s]\nMain pot $28.50 | Rake $1.50\n", "*** TURN *** [Kc Ts 3h] [7s]\n"
    )
    refused(alone, monkeypatch, "a side pot's line follows no main pot's line ('Side pot(1) $38.00 | Rake $2.00')")


WPN_ANTE_ALL_IN = (
    (
        "Game Hand #80586590 - Tournament #11182752 - Holdem(No Limit) - Level 15 (250.00/500.00)"
        "- 2019/07/21 17:44:50 UTC\n"
    )
    + """Table '25' 9-max Seat #1 is the button
Seat 1: cat (40.00)
Seat 2: ann (5000.00)
Seat 3: bob (5000.00)
cat posts ante 40.00
ann posts ante 65.00
bob posts ante 65.00
ann posts the small blind 250.00
bob posts the big blind 500.00
*** HOLE CARDS ***
Main pot 120.00
Side pot(1) 50.00
ann folds
*** FLOP *** [Kc Ts 3h]
Main pot 120.00
Side pot(1) 550.00
*** TURN *** [Kc Ts 3h] [7s]
Main pot 120.00
Side pot(1) 550.00
*** RIVER *** [Kc Ts 3h 7s] [4c]
Main pot 120.00
Side pot(1) 550.00
*** SHOW DOWN ***
Main pot 120.00
Side pot(1) 550.00
bob shows [Qd Jd] (high card King)
cat shows [9c 9d] (a pair of Nines)
cat collected 120.00 from main pot
bob collected 550.00 from side pot-1
*** SUMMARY ***
Total pot 920.00
Board [Kc Ts 3h 7s 4c]
Seat 1: cat (button) showed [9c 9d] and won 120.00 with a pair of Nines
Seat 2: ann (small blind) folded on the Pre-Flop
Seat 3: bob (big blind) showed [Qd Jd] and won 550.00 with high card King
"""
)
"""cat is all in on her ante (40 of the others' 65): the pot after `*** HOLE CARDS ***` is the
antes alone (the blinds not in it yet), in parts by the levels of the chips before the street:
120 to cat's 40 and 50 over it (a review found it checked against every chip, blinds
included, and refused)."""


def test_acrs_side_pots_of_a_doubled_file_are_read(monkeypatch: pytest.MonkeyPatch) -> None:
    # a file sent by mail: a blank line after every line (the reader reads such files): the side
    # pot's line is still the one after the main pot's (a review found it refused)
    matches(WPN_SIDE_POT.replace("\n", "\n\n"), monkeypatch)


def test_a_pot_in_parts_before_the_blinds_is_split_by_the_antes_levels(monkeypatch: pytest.MonkeyPatch) -> None:
    matches(WPN_ANTE_ALL_IN, monkeypatch)
    refused(
        WPN_ANTE_ALL_IN.replace("Main pot 120.00\nSide pot(1) 50.00", "Main pot 110.00\nSide pot(1) 60.00", 1),
        monkeypatch,
        "is 110, 60, but the players' all-in levels make it",
    )


def test_a_side_pots_line_of_other_words_is_quoted(monkeypatch: pytest.MonkeyPatch) -> None:
    changed = "Side pot(1) $38.00 | Fee $2.00"
    refused(
        WPN_SIDE_POT.replace("Side pot(1) $38.00 | Rake $2.00", changed, 1), monkeypatch, repr(changed), reason=UNPARSED
    )


# -- a raise's message in the room's money, as the hand writes it --------------------------------

STARS_CHIPS = re.sub(
    r"\$(\d+(?:\.\d+)?)",
    lambda amount: str(int(Decimal(amount[1]) * 100)),
    STARS_RAISES.replace("Hold'em No Limit ($0.50/$1 USD)", "Tournament #9, Hold'em No Limit - Level I ($0.50/$1)"),
)
"""PokerStars' hand as a tournament's, in chips (``raises 600 to 900``)."""


@pytest.mark.parametrize(
    ("text", "line", "changed", "said"),
    [
        (STARS_RAISES, "eli: raises $6 to $9", "eli: raises $8.50 to $9",
         "the bet faced was $3 on the street: $6 more"),
        (WINAMAX_STUD, "ann raises 25€ to 25€", "ann raises 15€ to 25€",
         "the bet faced was 0€ on the street: 25€ more"),
        (WPN, "ann raises $16.00 to $18.00", "ann raises $12.00 to $18.00",
         "they had put in $2.00 on the street: $16.00 more"),
        (BETONLINE, "cid: raises 4.00 to 4.50", "cid: raises 3.00 to 4.50",
         "they had put in 0.50 on the street: 4.00 more"),  # (its amounts bare: "raises 3.00 to 4.50")
        (STARS_CHIPS, "eli: raises 600 to 900", "eli: raises 850 to 900",
         "the bet faced was 300 on the street: 600 more"),
    ],
)  # fmt: skip
def test_a_raises_message_writes_the_rooms_money(
    text: str, line: str, changed: str, said: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert line in text
    refused(text.replace(line, changed), monkeypatch, said, repr(changed))


# -- WPN's stud (issue 23: each room's games on hand texts of its own) ----------------------------

WPN_STUD = """\
Hand #57 - 7Stud(Fixed Limit) - $1.00/$2.00 - 2019/07/28 16:15:58 UTC
Lisbon 8-max
Seat 1: ann ($20.00)
Seat 4: bob ($30.00)
Seat 7: cid ($25.00)
ann posts ante $0.10
bob posts ante $0.10
cid posts ante $0.10
*** 3rd STREET ***
Main pot $0.30 | Rake $0.00
Dealt to ann [Ah Kh 9s]
Dealt to bob [2c]
Dealt to cid [Qd]
bob brings in $0.50
cid calls $0.50
ann raises $1.00 to $1.00
bob calls $0.50
cid calls $0.50
*** 4th STREET ***
Main pot $3.30 | Rake $0.00
Dealt to ann [Ah Kh 9s] [Kd]
Dealt to bob [2c] [7h]
Dealt to cid [Qd] [Qs]
cid bets $1.00
ann calls $1.00
bob folds
*** 5th STREET ***
Main pot $5.30 | Rake $0.00
Dealt to ann [Ah Kh 9s Kd] [3c]
Dealt to cid [Qd Qs] [4h]
cid bets $2.00
ann calls $2.00
*** 6th STREET ***
Main pot $9.30 | Rake $0.00
Dealt to ann [Ah Kh 9s Kd 3c] [8d]
Dealt to cid [Qd Qs 4h] [5c]
cid checks
ann checks
*** 7th STREET ***
Main pot $9.30 | Rake $0.00
Dealt to ann [Ah Kh 9s Kd 3c 8d] [Ac]
cid bets $2.00
ann calls $2.00
*** SHOW DOWN ***
Main pot $12.85 | Rake $0.45
cid shows [Jc Jh Qd Qs 4h 5c 6d] (two pair, Queens and Jacks)
ann shows [Ah Kh 9s Kd 3c 8d Ac] (two pair, Aces and Kings)
ann collected $12.85 from main pot
*** SUMMARY ***
Total pot $12.85 | Rake $0.45
Seat 1: ann showed [Ah Kh 9s Kd 3c 8d Ac] and won $12.85 with two pair, Aces and Kings
Seat 4: bob folded on the 4th Street
Seat 7: cid showed [Jc Jh Qd Qs 4h 5c 6d] and lost with two pair, Queens and Jacks
"""
"""WPN's seven-card stud: antes, a bring-in ann completes (``raises $1.00 to $1.00``, the chips
she adds), the pot after each street; ann's aces up beat cid's queens up: $13.30 put in, $0.45
of rake."""


def test_a_wpn_stud_hand_is_read_and_audited(monkeypatch: pytest.MonkeyPatch) -> None:
    matches(WPN_STUD, monkeypatch)
    hand = next(iter(read(WPN_STUD)))
    assert (hand.site, hand.game, hand.structure, hand.stakes) == ("WPN", "stud", "limit", (100, 200))
    assert hand.hole["cid"] == "Jc Jh Qd Qs 4h 5c 6d"
    refused(WPN_STUD.replace("Main pot $5.30", "Main pot $5.20"), monkeypatch, "'Main pot $5.20 | Rake $0.00'")
    paid_less = WPN_STUD.replace("ann collected $12.85", "ann collected $12.84").replace("won $12.85", "won $12.84")
    assert audit_hand(next(iter(read(paid_less)))).outcome is Outcome.NOT_AUDITABLE  # (12.84 + 0.45 of 13.30)


WINAMAX_RAZZ = """\
Winamax Poker - CashGame - HandId: #58-444-1478990340 - Razz fixed limit (5€/25€/50€) - 2016/11/12 22:39:00 UTC
Table: 'Lyon' 6-max (real money)
Seat 1: ann (1000€)
Seat 4: bob (600€)
*** ANTE/BLINDS ***
ann posts ante 5€
bob posts ante 5€
*** 3rd STREET ***
Dealt to ann [4s Ad Kd]
Dealt to bob [X X 3h]
ann brings in 10€
bob raises 25€ to 25€
ann calls 15€
*** 4th STREET ***
Dealt to bob [X X 3h] [5h]
Dealt to ann [4s Ad Kd] [Qh]
bob bets 25€
ann folds
bob collected 84€ from pot
*** SUMMARY ***
Total pot 84€ | Rake 1€
Seat 4: bob won 84€
"""
"""Winamax's razz: ann's king brings in, bob's raise over it is over no bet (a bring-in is none at
Winamax: ``raises 25€ to 25€``); bob's bet on 4th street is not called and comes back in his
84€ (Winamax prints no return): 60€ contested, 1€ of rake."""


def test_a_winamax_razz_hand_is_read_and_audited(monkeypatch: pytest.MonkeyPatch) -> None:
    matches(WINAMAX_RAZZ, monkeypatch)
    hand = next(iter(read(WINAMAX_RAZZ)))
    assert (hand.site, hand.game, hand.structure, hand.stakes) == ("Winamax", "razz", "limit", (2500, 5000))
    refused(WINAMAX_RAZZ.replace("bob raises 25€ to 25€", "bob raises 15€ to 25€"), monkeypatch, "faced was 0€")
    refused(
        WINAMAX_RAZZ.replace("bob collected 84€", "bob collected 83€"),
        monkeypatch,
        "collected 83€",
        reason="chips do not add up",
    )
