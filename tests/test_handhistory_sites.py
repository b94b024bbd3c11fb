"""Card rooms other than PokerStars (``pokerrank.handhistory.sites``): each room found from a
hand's own first line, its lines read by its grammar on the shared vocabulary, and the audit
as for PokerStars. The hand texts are written here, in each room's words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerrank.handhistory import Outcome, audit_hand, read, to_deal, to_phh
from pokerrank.handhistory.sites import GGPOKER, POKERSTARS, room_of
from pokerrank.handhistory.sites.vocabulary import amount, complete_board
from pokerrank.handhistory.words import parse_claim

# -- a GGPoker Rush & Cash hand, in GGPoker's words ------------------------------------------------

GG_HEAD = "Poker Hand #RC3796098336: Hold'em No Limit ($0.02/$0.05) - 2025/08/10 10:45:06"


def gg_hand(
    *,
    head: str = GG_HEAD,
    ann: str = "Ks Kd",
    bob: str = "Qs Qd",
    ann_words: str = "a pair of Kings",
    bob_words: str = "a pair of Queens",
    collected: str = "ann collected $1.68 from pot",
    totals: str = "Total pot $1.80 | Rake $0.08 | Jackpot $0.03 | Bingo $0 | Fortune $0 | Tax $0.01",
    extra: str = "",
) -> str:
    """A showdown: ann and bob each put in $0.90; the board gives ann the better pair."""
    return f"""{head}
Table 'RushAndCash11093596' 6-max Seat #1 is the button
Seat 1: ann ($10.62 in chips)
Seat 2: bob ($4.26 in chips)
Seat 3: 4019ead2 ($5 in chips)
ann: posts small blind $0.02
bob: posts big blind $0.05
*** HOLE CARDS ***
Dealt to ann\x20
Dealt to bob [{bob}]
Dealt to 4019ead2\x20
4019ead2: folds
ann: raises $0.1 to $0.15
bob: calls $0.1
*** FLOP *** [2c 7d 9h]
ann: bets $0.25
bob: calls $0.25
*** TURN *** [2c 7d 9h] [Js]
ann: bets $0.5
bob: calls $0.5
{extra}*** RIVER *** [2c 7d 9h Js] [3c]
ann: checks
bob: checks
ann: shows [{ann}] ({ann_words})
bob: shows [{bob}] ({bob_words})
*** SHOWDOWN ***
{collected}
*** SUMMARY ***
{totals}
Board [2c 7d 9h Js 3c]
Seat 1: ann (button) showed [{ann}] and won ($1.68) with {ann_words}
Seat 2: bob (big blind) showed [{bob}] and lost with {bob_words}
Seat 3: 4019ead2 folded before Flop (didn't bet)
"""


def one(text: str):  # type: ignore[no-untyped-def]
    records = list(read(text))
    assert len(records) == 1
    return records[0]


def test_each_hand_s_room_is_found_from_its_first_line() -> None:
    assert room_of(GG_HEAD) is GGPOKER
    assert room_of("Poker Hand #TM4950519396: Tournament #2, Hold'em No Limit - Level1 (10/20)") is GGPOKER
    assert room_of("Poker Hand #1171217378123557259: ShortDeck No Limit ($100) - 2021/04/01 11:44:46") is GGPOKER
    assert room_of("PokerStars Hand #1: Hold'em No Limit ($1/$2 USD) - 2020/01/01") is POKERSTARS
    assert room_of("PokerStars Poker Hand #1:") is None
    assert room_of("Poker Hand RC1: Hold'em") is None


def test_a_ggpoker_hand_is_read_with_its_fees_and_audited_to_the_cent() -> None:
    hand = one(gg_hand())
    assert hand.ok and hand.site == "GGPoker" and hand.hand_id == "RC3796098336"
    assert hand.game == "holdem" and hand.currency == "USD" and hand.stakes == (2, 5)
    assert hand.total_pot == 180 and hand.rake == 12
    assert hand.extra["fees"] == {"Rake": 8, "Jackpot": 3, "Bingo": 0, "Fortune": 0, "Tax": 1}
    assert hand.unparsed == ()
    assert hand.hole == {"bob": "Qs Qd", "ann": "Ks Kd"}  # the empty "Dealt to ann " says nothing
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert verdict.detail == "ann wins $1.68 (pot $1.80 less $0.12 rake), as paid"


def test_every_fee_counts_a_room_that_keeps_one_fee_too_few_does_not_add_up() -> None:
    # the jackpot left out: what was paid and taken is a cent short of the pot
    text = gg_hand(totals="Total pot $1.80 | Rake $0.08 | Jackpot $0.02 | Bingo $0 | Fortune $0 | Tax $0.01")
    verdict = audit_hand(one(text))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "chips do not add up"


def test_a_ggpoker_pot_paid_to_the_wrong_player_is_a_mismatch() -> None:
    text = gg_hand(collected="bob collected $1.68 from pot").replace(
        "Seat 1: ann (button) showed [Ks Kd] and won ($1.68)", "Seat 1: ann (button) showed [Ks Kd] and lost"
    )
    text = text.replace(
        "Seat 2: bob (big blind) showed [Qs Qd] and lost", "Seat 2: bob showed [Qs Qd] and won ($1.68)"
    )
    verdict = audit_hand(one(text))
    assert verdict.outcome is Outcome.MISMATCH and verdict.reason == "payout"


def test_the_2020_totals_line_without_fees_pays_the_whole_pot() -> None:
    text = gg_hand(totals="Total pot $1.80", collected="ann collected $1.80 from pot").replace("($1.68)", "($1.80)")
    hand = one(text)
    assert hand.rake is None and "fees" not in hand.extra
    assert audit_hand(hand).outcome is Outcome.MATCH
    short = gg_hand(totals="Total pot $1.80")  # pays $1.68 of $1.80 and names no fee
    assert audit_hand(one(short)).reason == "chips do not add up"


def test_a_cash_drop_is_money_the_room_adds_to_the_pot() -> None:
    text = gg_hand(
        extra="Cash Drop to Pot : total $0.5 \n",
        collected="ann collected $2.18 from pot",
        totals="Total pot $2.30 | Rake $0.08 | Jackpot $0.03 | Bingo $0 | Fortune $0 | Tax $0.01",
    ).replace("($1.68)", "($2.18)")
    hand = one(text)
    assert hand.added == 50 and hand.unparsed == ()
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_an_ev_cash_out_is_a_side_deal_and_the_pot_is_audited_as_paid() -> None:
    text = gg_hand(extra="ann: Chooses to EV Cashout \nbob: Chooses to EV Cashout\nann: Pays Cashout Risk ($0.13)\n")
    said = "and won ($1.68) with a pair of Kings"  # (GGPoker's summary names the figure too: it must)
    text = text.replace(said, f"{said}, Cashout Risk ($0.13)")
    hand = one(text)
    assert hand.unparsed == () and hand.extra["side_deals"] == (("ann", "Pays Cashout Risk", 13),)
    assert not hand.pot_not_awarded
    assert audit_hand(hand).outcome is Outcome.MATCH
    # the side deal does not make a wrong payout right
    wrong = text.replace("ann collected $1.68 from pot", "ann collected $1.55 from pot\nbob collected $0.13 from pot")
    assert audit_hand(one(wrong)).outcome is not Outcome.MATCH


def test_a_line_no_rule_reads_is_not_auditable_and_quoted() -> None:
    hand = one(gg_hand(extra="ann: Buys Insurance ($0.13)\n"))
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "line not understood"
    assert "ann: Buys Insurance ($0.13)" in verdict.detail


@pytest.mark.parametrize(
    ("ann", "ann_words", "ok"),
    [
        ("Ts 8s", "a straight, Jack to Seven", True),  # GGPoker 2025: high to low
        ("Ts 8s", "a straight, Seven to Jack", True),  # PokerStars: low to high
        ("Ts 8s", "a straight, Jack to Six", False),
        ("Ts 8s", "Jack-High Straight", True),  # GGPoker 2021
        ("Ts 8s", "Ten-High Straight", False),
        ("Jh 9c", "two pair, Jacks and Nines", True),
        ("Jh 9c", "Pair of Jacks and Pair of Nines", True),  # GGPoker 2021
        ("Jh 9c", "Pair of Jacks", False),
        ("7s 7c", "Three Sevens", True),
        ("7s 7c", "Three Nines", False),
        ("Kh Ah", "Ace-High", True),
        ("Kh Ah", "Ace high", True),
    ],
)
def test_ggpoker_s_words_for_a_hand_are_checked(ann: str, ann_words: str, ok: bool) -> None:
    verdict = audit_hand(one(gg_hand(ann=ann, ann_words=ann_words)))
    checked = [w for w in verdict.words if w.player == "ann"]
    assert [w.ok for w in checked] == [ok], verdict.detail


def test_words_said_before_the_river_describe_the_hand_then_and_are_not_checked() -> None:
    # an all-in shown on the turn: "Pair of Kings" then, whatever the river brings
    text = gg_hand(extra="ann: shows [Ks Kd] (Pair of Kings)\n", ann="Ks Kd")
    hand = one(text)
    assert [c.text for c in hand.claims if c.player == "ann"] == ["a pair of Kings"]


RUN_THRICE = """Poker Hand #OM260919438: PLO ($2/$5) - 2021/06/21 03:13:16
Table 'PLOGold4' 6-max Seat #2 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
ann: posts small blind $2
bob: posts big blind $5
*** HOLE CARDS ***
Dealt to ann [Kh 8s 6h Ks]
Dealt to bob\x20
ann: raises $10 to $15
bob: calls $10
*** FLOP *** [Js 5s Jd]
ann: bets $85 and is all-in
bob: calls $85
ann: shows [Kh 8s 6h Ks] (Pair of Kings and Pair of Jacks)
bob: shows [Ac Ad 3c 3d] (Pair of Aces and Pair of Jacks)
*** FIRST TURN *** [Js 5s Jd] [7s]
*** FIRST RIVER *** [Js 5s Jd 7s] [2s]
*** SECOND TURN *** [Js 5s Jd] [4d]
*** SECOND RIVER *** [Js 5s Jd 4d] [Qc]
*** THIRD TURN *** [Js 5s Jd] [4s]
*** THIRD RIVER *** [Js 5s Jd 4s] [Th]
*** FIRST SHOWDOWN ***
ann collected $64.67 from pot
*** SECOND SHOWDOWN ***
bob collected $64.67 from pot
*** THIRD SHOWDOWN ***
ann collected $64.66 from pot
*** SUMMARY ***
Total pot $200 | Rake $3 | Jackpot $3 | Bingo $0
Hand was run three times
FIRST Board [Js 5s Jd 7s 2s]
SECOND Board [4d Qc]
THIRD
Board [4s Th]
Seat 1: ann (small blind) showed [Kh 8s 6h Ks] and won ($64.67) with King High Flush, and lost with Pair of Kings, \
and won ($64.66) with King High Flush
Seat 2: bob (big blind) showed [Ac Ad 3c 3d] and lost with Pair of Aces, and won ($64.67) with Pair of Aces, and lost\
 with Pair of Aces
"""


def test_later_run_boards_that_list_only_the_new_cards_are_completed() -> None:
    hand = one(RUN_THRICE)
    assert hand.ok and hand.game == "omaha" and hand.structure == "pot-limit"
    assert hand.boards == ("Js 5s Jd 7s 2s", "Js 5s Jd 4d Qc", "Js 5s Jd 4s Th")
    assert hand.claims == ()  # both shown on the flop: words of the flop alone
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_a_run_paid_to_the_wrong_player_is_a_mismatch() -> None:
    text = RUN_THRICE.replace("*** THIRD SHOWDOWN ***\nann collected", "*** THIRD SHOWDOWN ***\nbob collected")
    text = text.replace("and won ($64.66) with King High Flush", "and lost with King High Flush")
    text = text.replace("and lost with Pair of Aces\n", "and won ($64.66) with Pair of Aces\n")
    assert audit_hand(one(text)).outcome is Outcome.MISMATCH


@pytest.mark.parametrize(
    ("first", "game", "structure", "tournament"),
    [
        ("Poker Hand #OM1: PLO-5 ($2/$5) - 2022/05/06 03:00:57", "omaha-5", "pot-limit", None),
        ("Poker Hand #OM1: PLO-6 ($2/$5) - 2022/05/06 03:00:57", "omaha-6", "pot-limit", None),
        ("Poker Hand #OM1: Omaha Pot Limit ($0.5/$1) - 2020/06/13 13:14:21", "omaha", "pot-limit", None),
        (
            "Poker Hand #TM1: Tournament #2, Omaholic Bounty 8 Omaha (NL postflop) - Level1(10/20) - 2021/04/13",
            "omaha",
            "pot-limit preflop, no-limit after",
            "2",
        ),
        ("Poker Hand #TM1: Tournament #77, Daily Special 5 Hold'em No Limit - Level3 (10/20) - 2020/06/13", "holdem",
         "no-limit", "77"),
    ],
)  # fmt: skip
def test_ggpoker_game_names(first: str, game: str, structure: str, tournament: str | None) -> None:
    text = gg_hand(head=first)
    if tournament is not None:  # chips, not dollars: each amount in cents, as chips
        text = re.sub(r"\$([\d.]+)", lambda m: str(round(float(m.group(1)) * 100)), text)
    hand = one(text)
    assert hand.ok, hand.error
    assert (hand.game, hand.structure, hand.tournament) == (game, structure, tournament)


SHORT_DECK = """Poker Hand #1171217378123557259: ShortDeck No Limit ($100) - 2021/04/01 11:44:46
Table 'VS2 100' 5-max Seat #5 is the button
Seat 1: ann ($2,000 in chips)
Seat 5: bob ($1,334 in chips)
ann: posts the ante $100
bob: posts the ante $100
bob: posts button blind $100
*** HOLE CARDS ***
ann: calls $100
bob: raises $1,134 to $1,234 and is all-in
ann: calls $1,134
bob: shows [Td Ts]
ann: shows [Qs Ks]
*** FLOP *** [Tc 8h Ah]
*** TURN *** [Tc 8h Ah] [6h]
*** RIVER *** [Tc 8h Ah 6h] [Jd]
*** SHOW DOWN ***
ann collected $2,608 from pot
*** SUMMARY ***\x20
Total pot $2,668 | Rake $60
Board [Tc 8h Ah 6h Jd]
Seat 1: ann showed [Qs Ks] and won ($2,608) with Aces-High Straight
Seat 5: bob (button) showed [Td Ts] and lost with Three Tens
"""


def test_ggpoker_short_deck_ranks_a_straight_over_trips() -> None:
    hand = one(SHORT_DECK)
    assert hand.game == "short-deck-classic" and hand.stakes == (10000, 10000)
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    flipped = SHORT_DECK.replace("ann collected", "bob collected")
    flipped = flipped.replace("Seat 1: ann showed [Qs Ks] and won ($2,608)", "Seat 1: ann showed [Qs Ks] and lost")
    flipped = flipped.replace("bob (button) showed [Td Ts] and lost", "bob (button) showed [Td Ts] and won ($2,608)")
    assert audit_hand(one(flipped)).outcome is Outcome.MISMATCH


def test_a_straddle_is_a_post_to_its_amount() -> None:
    text = (
        gg_hand()
        .replace("bob: posts big blind $0.05\n", "bob: posts big blind $0.05\n4019ead2: straddle $0.1\n")
        .replace("4019ead2: folds", "4019ead2: folds")
        .replace("Total pot $1.80", "Total pot $1.90")
        .replace("ann: raises $0.1 to $0.15", "ann: raises $0.05 to $0.15")  # (over the straddle's $0.1)
    )
    text = text.replace("collected $1.68", "collected $1.78").replace("($1.68)", "($1.78)")
    hand = one(text)
    straddle = [a for a in hand.actions if a.kind.value == "straddle"]
    assert [(a.player, a.amount, a.to) for a in straddle] == [("4019ead2", 10, 10)]
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_a_folder_may_mix_rooms_hand_by_hand() -> None:
    stars = """PokerStars Hand #5: Hold'em No Limit ($1/$2 USD) - 2020/01/01 0:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
ann: posts small blind $1
bob: posts big blind $2
*** HOLE CARDS ***
ann: folds
Uncalled bet ($1) returned to bob
bob collected $2 from pot
*** SUMMARY ***
Total pot $2 | Rake $0
Seat 2: bob (big blind) collected ($2)
"""
    records = list(read(gg_hand() + "\n\n" + stars + "\n\n" + gg_hand().replace("RC3796098336", "RC2")))
    assert [(r.site, r.hand_id, r.ok) for r in records] == [
        ("GGPoker", "RC3796098336", True),
        ("PokerStars", "5", True),
        ("GGPoker", "RC2", True),
    ]
    assert all(audit_hand(r).outcome is Outcome.MATCH for r in records)


def test_ggpoker_hands_convert_to_phh_and_to_a_deal() -> None:
    hand = one(gg_hand())
    phh = to_phh(hand)
    assert 'variant = "NT"' in phh and 'venue = "GGPoker"' in phh and "_rake = 0.12" in phh
    again = one(phh)  # what each player ended with: the pot less GGPoker's fees, as paid
    assert again.ok and again.finishing_stacks == {"ann": 1140, "bob": 336, "4019ead2": 500}
    deal = to_deal(hand)
    assert deal["game"] == "holdem" and deal["board"] == "2c 7d 9h Js 3c"


def test_utf16_ggpoker_text_is_read() -> None:
    data = "\ufeff".encode("utf-16-le")[:0] + gg_hand().replace("\n", "\r\n").encode("utf-16")
    hand = one(data)  # type: ignore[arg-type]
    assert hand.ok and hand.encoding == "utf-16" and audit_hand(hand).outcome is Outcome.MATCH


# -- the shared vocabulary ------------------------------------------------------------------------


@given(st.integers(0, 10**12))
def test_an_amount_reads_back_in_every_way_the_rooms_write_it(cents: int) -> None:
    whole, part = divmod(cents, 100)
    grouped = f"{whole:,}"
    for token in (f"${grouped}.{part:02d}", f"{whole}.{part:02d}", f"€{whole}.{part:02d}"):
        assert amount(token, 100) == cents
    if part % 10 == 0:
        assert amount(f"${grouped}.{part // 10}", 100) == cents  # GGPoker's "$1,127.6"
    assert amount(grouped, 1) == whole


@pytest.mark.parametrize("token", ["$1.234", "1.5", "abc", "$", "1,2x", "²"])
def test_what_is_not_an_amount_says_so(token: str) -> None:
    with pytest.raises(ValueError, match="amount"):
        amount(token, 100 if token == "$1.234" else 1)


def test_a_partial_board_takes_the_first_board_s_leading_cards() -> None:
    assert complete_board("Js 5s Jd 7s 2s", "4d Qs") == "Js 5s Jd 4d Qs"
    assert complete_board("Js 5s Jd 7s 2s", "Qs") == "Js 5s Jd 7s Qs"
    assert complete_board("Js 5s Jd 7s 2s", "9h 9c Kc 6s As") == "9h 9c Kc 6s As"


RANKS = ["Deuce", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King", "Ace"]


@pytest.mark.parametrize("top", range(3, 13))
def test_a_straight_s_top_is_the_same_whichever_end_is_named_first(top: int) -> None:
    bottom = RANKS[top - 4] if top > 3 else "Ace"
    for text in (f"a straight, {bottom} to {RANKS[top]}", f"a straight, {RANKS[top]} to {bottom}"):
        assert parse_claim(text, "holdem") == {"high": ("STRAIGHT", (top,))}, text
    short_wheel = parse_claim("a straight, Nine to Ace", "short-deck")
    assert short_wheel == {"high": ("STRAIGHT", (7,))}


# -- Winamax ----------------------------------------------------------------------------------------

WX_HEAD = "Winamax Poker - CashGame - HandId: #6935619-5785-1419437602 - Holdem no limit (0.05€/0.10€) - 2014/12/24 16:13:22 UTC"  # noqa: E501


def wx_hand(
    *,
    head: str = WX_HEAD,
    extra: str = "",
    words: str = "Two pairs : Tens and 9",
    collected: str = "Incognito 1 collected 5.12€ from pot",
    totals: str = "Total pot 5.12€ | Rake 0.34€",
) -> str:
    """Incognito 1 (names with spaces) and Hero each put in 1.68€, the big blind 0.10€, and
    Incognito 1's last 2€ are not called. Winamax's total is what was put in less the rake
    (5.12€ + 0.34€ = 5.46€), and what Incognito 1 collects holds the 2€ no one called."""
    return f"""{head}
Table: 'Wloclawek' 5-max (real money) Seat #1 is the button
Seat 1: Incognito 1 (10€)
Seat 2: Hero (4.50€)
Seat 3: Incognito 3 (7€)
{extra}*** ANTE/BLINDS ***
Hero posts small blind 0.05€
Incognito 3 posts big blind 0.10€
Dealt to Hero [Ah Kd]
*** PRE-FLOP ***
Incognito 1 raises 0.20€ to 0.30€
Hero calls 0.25€
Incognito 3 folds
*** FLOP *** [Th 9h 3c]
Hero checks
Incognito 1 bets 0.38€
Hero calls 0.38€
*** TURN *** [Th 9h 3c][4c]
Hero bets 1€
Incognito 1 calls 1€
*** RIVER *** [Th 9h 3c 4c][2d]
Hero checks
Incognito 1 bets 2€
Hero folds
{collected}
*** SUMMARY ***
{totals}
Board: [Th 9h 3c 4c 2d]
Seat 1: Incognito 1 (button) won {collected.split()[3]}
"""


def test_a_winamax_hand_is_read_without_colons_and_its_total_is_net_of_rake() -> None:
    hand = one(wx_hand())
    assert hand.ok and hand.site == "Winamax" and hand.currency == "EUR" and hand.stakes == (5, 10)
    assert hand.players == ("Incognito 1", "Hero", "Incognito 3")
    assert hand.total_pot == 512 and hand.rake == 34 and hand.unparsed == ()
    assert hand.returned == {}  # no uncalled-bet line: the 2€ no one called is in what Incognito 1 collected
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_winamax_pays_a_bet_no_one_called_in_its_collected_line() -> None:
    short = one(wx_hand(collected="Incognito 1 collected 5€ from pot"))  # 12 cents short
    assert audit_hand(short).outcome is not Outcome.MATCH


def test_winamax_without_rake_and_with_money_added() -> None:
    hand = one(wx_hand(totals="Total pot 5.46€ | No rake", collected="Incognito 1 collected 5.46€ from pot"))
    assert hand.rake is None and audit_hand(hand).outcome is Outcome.MATCH
    held_up = wx_hand(
        extra="Hold-up to Pot: total 2.50€\n",
        totals="Total pot 7.96€ | No rake",
        collected="Incognito 1 collected 7.96€ from pot",
    )
    hand = one(held_up)
    assert hand.added == 250 and audit_hand(hand).outcome is Outcome.MATCH


def test_winamax_words_are_checked() -> None:
    text = wx_hand().replace(
        "Hero checks\nIncognito 1 bets 2€\nHero folds\n",
        "Hero checks\nIncognito 1 checks\n*** SHOW DOWN ***\nIncognito 1 shows [Ts 9d] (Two pairs : Tens and 9)\n"
        "Hero shows [Ah Kd] (High card : Ace)\n",
    )
    text = text.replace("5.12€", "3.24€").replace("Rake 0.34€", "Rake 0.22€")
    verdict = audit_hand(one(text))
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert [(w.player, w.ok) for w in verdict.words] == [("Incognito 1", True), ("Hero", True)]
    wrong = text.replace("(Two pairs : Tens and 9)", "(Two pairs : Tens and 4)")
    assert audit_hand(one(wrong)).reason == "words"


def test_a_winamax_small_blind_out_of_position_is_dead_money() -> None:
    text = wx_hand().replace(
        "Incognito 3 posts big blind 0.10€\n",
        "Incognito 3 posts big blind 0.10€\nIncognito 1 posts small blind 0.05€ out of position\n",
    )
    text = text.replace("5.12€", "5.17€")
    hand = one(text)
    assert hand.dead == {"Incognito 1": 5}
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_a_winamax_tournament_hand() -> None:
    head = (
        'Winamax Poker - Tournament "TEA TIME" buyIn: 18€ + 2€ level: 11 - HandId: #2357799155578961958-128-1653325811'
        " - Holdem no limit (140/600/1200) - 2022/05/23 17:10:11 UTC"
    )
    text = f"""{head}
Table: 'TEA TIME(548967895)#0037' 6-max (real money) Seat #1 is the button
Seat 1: Player0 (18694, 9€ bounty)
Seat 2: Hero (77283, 27€ bounty)
*** ANTE/BLINDS ***
Player0 posts ante 140
Hero posts ante 140
Player0 posts small blind 600
Hero posts big blind 1200
Dealt to Hero [3c 9c]
*** PRE-FLOP ***
Player0 raises 1440 to 2640
Hero folds
Player0 collected 4120 from pot
*** SUMMARY ***
Total pot 4120 | No rake
Seat 1: Player0 (button) (small blind) won 4120
"""
    hand = one(text)
    assert hand.ok and hand.tournament == "TEA TIME" and hand.currency is None
    assert hand.stakes == (600, 1200) and [s.stack for s in hand.seats] == [18694, 77283]
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_winamax_stud_with_hidden_cards_and_a_bring_in() -> None:
    text = """Winamax Poker - CashGame - HandId: #9250793-470-1478990787 - 7-Card Stud fixed limit (5€/25€/50€) - 2016/11/12 22:46:27 UTC
Table: 'Pampelune' 6-max (real money)
Seat 1: Hero (1749.22€)
Seat 4: Player0 (426.06€)
*** ANTE/BLINDS ***
Hero posts ante 5€
Player0 posts ante 5€
*** 3rd STREET ***
Dealt to Hero [4h Ac Qd]
Dealt to Player0 [X X 9h]
Player0 brings in 10€
Hero raises 25€ to 25€
Player0 folds
Hero collected 45€ from pot
*** SUMMARY ***
Total pot 45€ | No rake
Seat 1: Hero won 45€
"""  # noqa: E501
    hand = one(text)
    assert hand.ok and hand.game == "stud" and hand.hole == {"Hero": "4h Ac Qd", "Player0": "9h"}
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_winamax_draw_streets() -> None:
    text = """Winamax Poker - CashGame - HandId: #9250793-388-1478989461 - 2-7 Triple Draw fixed limit (25€/50€) - 2016/11/12 22:24:21 UTC
Table: 'Pampelune' 6-max (real money) Seat #4 is the button
Seat 1: Hero (2047.50€)
Seat 4: Player0 (217.78€)
*** ANTE/BLINDS ***
Player0 posts small blind 12.50€
Hero posts big blind 25€
*** FIRST-BET ***
Dealt to Player0 [X X X X X]
Dealt to Hero [2h Td 8c 7c 8s]
Player0 raises 25€ to 50€
Hero calls 25€
*** FIRST-DRAW ***
Hero stands pat [2h Td 8c 7c 8s]
Player0 stands pat [X X X X X]
*** SECOND-BET ***
Hero checks
Player0 bets 25€
Hero folds
Player0 collected 123€ from pot
*** SUMMARY ***
Total pot 123€ | Rake 2€
Seat 4: Player0 (small blind) (button) won 123€
"""  # noqa: E501
    hand = one(text)
    assert hand.ok and hand.game == "2-7-triple-draw"
    assert [a.street for a in hand.actions if a.kind.value == "bet"] == ["draw 1"]
    assert [a.cards for a in hand.actions if a.kind.value == "stand pat"] == ["2h Td 8c 7c 8s", None]
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_a_winamax_tournament_summary_is_no_hand_and_says_so() -> None:
    hand = one("Winamax Poker - Tournament summary : GLADIATOR(123)\nPlayer : Hero\n")
    assert hand.error is not None and "tournament summary" in hand.error.reason


# -- WPN / ACR (the format of 2019 on) -------------------------------------------------------------

WPN_HAND = """Hand #1473752467 - 5Card Omaha(Pot Limit) - $1.00/$2.00 - 2022/12/05 18:02:23 UTC
Pinckneyville 6-max Seat #6 is the button
Seat 3: Hero ($200.00)
Seat 6: Player0 ($392.30)
Player0 posts the small blind $1.00
Hero posts the big blind $2.00
*** HOLE CARDS ***
Dealt to Hero [Ac Kd 8c Qd 5c]
Player0 raises $5.00 to $6.00
Hero calls $4.00
*** FLOP *** [Kc Ts 3h]
Main pot $11.50 | Rake $0.50
Hero checks
Player0 checks
*** TURN *** [Kc Ts 3h] [7s]
Main pot $11.50 | Rake $0.50
Hero checks
Player0 checks
*** RIVER *** [Kc Ts 3h 7s] [4c]
Main pot $11.50 | Rake $0.50
Hero checks
Player0 checks
*** SHOW DOWN ***
Main pot $11.50 | Rake $0.50
Hero shows [Ac Kd 8c Qd 5c] (a pair of Kings [Kd Kc Ac Ts 7s])
Player0 shows [5h Js 7d 4s Jc] (two pair, Sevens and Fours [7s 7d 4s 4c Kc])
Player0 collected $11.50 from main pot
*** SUMMARY ***
Total pot $11.50 | Rake $0.46 | JP Fee $0.04
Board [Kc Ts 3h 7s 4c]
Seat 3: Hero (big blind) showed [Ac Kd 8c Qd 5c] and lost with a pair of Kings [Kd Kc Ac Ts 7s]
Seat 6: Player0 (button) showed [5h Js 7d 4s Jc] and won $11.50 with two pair, Sevens and Fours [7s 7d 4s 4c Kc]
"""


def test_a_wpn_hand_with_its_jackpot_fee_is_audited() -> None:
    hand = one(WPN_HAND)
    assert hand.ok and hand.site == "WPN" and hand.game == "omaha-5" and hand.table == "Pinckneyville"
    assert hand.stakes == (100, 200) and hand.button == 6 and hand.unparsed == ()
    assert hand.total_pot == 1150 and hand.rake == 50 and hand.extra["fees"] == {"Rake": 46, "JP Fee": 4}
    # "raises $5.00 to $6.00" from the small blind: $5 added, to $6
    raise_ = next(a for a in hand.actions if a.kind.value == "raise")
    assert (raise_.amount, raise_.to) == (500, 600)
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert all(w.ok for w in verdict.words) and len(verdict.words) == 2
    wrong = WPN_HAND.replace("two pair, Sevens and Fours [", "two pair, Sevens and Threes [")  # (the summary's too)
    assert audit_hand(one(wrong)).reason == "words"


def test_a_wpn_hand_won_without_a_showdown_is_paid_in_its_summary() -> None:
    text = """Hand #1471747644 - 5Card Omaha H/L(Pot Limit) - $3.00/$6.00 - 2022/12/04 05:13:02 UTC
Creal Springs 6-max Seat #6 is the button
Seat 1: Player0 ($139.50)
Seat 2: Player1 ($333.09)
Seat 6: Hero ($300.00)
Player0 posts the small blind $3.00
Player1 posts the big blind $6.00
*** HOLE CARDS ***
Dealt to Hero [5h 8h 5c 3h Jc]
Hero folds
Player0 raises $15.00 to $18.00
Player1 folds
Uncalled bet ($12.00) returned to Player0
Player0 does not show
*** SUMMARY ***
Total pot $12.00
Seat 1: Player0 did not show and won $12.00
Seat 2: Player1 (big blind) folded on the Pre-Flop
Seat 6: Hero (button) folded on the Pre-Flop
"""
    hand = one(text)
    assert hand.game == "big-o" and [(c.player, c.amount) for c in hand.collected] == [("Player0", 1200)]
    assert audit_hand(hand).outcome is Outcome.MATCH
    wrong = one(text.replace("did not show and won $12.00", "did not show and won $11.00"))
    assert audit_hand(wrong).outcome is not Outcome.MATCH


def test_a_wpn_tournament_hand_and_a_game_pokerrank_does_not_play() -> None:
    head = "Game Hand #1296393662 - $5,000 GTD Tournament #27099516 - Holdem(No Limit) - Level 10 (3000.00/6000.00)- 2022/07/11 01:11:44 UTC"  # noqa: E501
    text = f"""{head}
Table '99' 8-max Seat #3 is the button
Seat 3: Player2 (148854.00)
Seat 5: Hero (112303.00)
Player2 posts ante 900.00
Hero posts ante 900.00
Player2 posts the small blind 3000.00
Hero posts the big blind 6000.00
*** HOLE CARDS ***
Main pot 7800.00
Dealt to Hero [Qd Jc]
Player2 folds
Uncalled bet (3000.00) returned to Hero
Hero collected 7800.00 from main pot
*** SUMMARY ***
Total pot 7800.00
Seat 3: Player2 (button) (small blind) folded on the Pre-Flop
Seat 5: Hero (big blind) won 7800.00
"""
    hand = one(text)
    assert hand.ok and hand.tournament == "27099516" and hand.table == "99" and hand.stakes == (3000, 6000)
    assert audit_hand(hand).outcome is Outcome.MATCH
    reshuffle = one(WPN_HAND.replace("5Card Omaha(Pot Limit)", "5Card Omaha Reshuffle (Pot Limit)"))
    verdict = audit_hand(reshuffle)
    assert verdict.reason == "game pokerrank does not play" and "5Card Omaha Reshuffle" in verdict.detail


def test_utf16_with_every_cr_written_as_lf_is_repaired_exactly() -> None:
    from pokerrank.handhistory.detect import decode

    text = WPN_HAND.replace("\n", "\r\n")
    damaged = text.encode("utf-16").replace("\r".encode("utf-16-le"), "\n".encode("utf-16-le")) + b"\n"
    decoded, encoding = decode(damaged)
    assert decoded == WPN_HAND and encoding.startswith("utf-16 (repaired")
    assert audit_hand(one(damaged)).outcome is Outcome.MATCH  # type: ignore[arg-type]
    with pytest.raises(Exception, match="utf-16"):
        decode(text.encode("utf-16") + b"\x00")  # an odd byte that is not that damage


# -- Full Tilt Poker ------------------------------------------------------------------------------

FT_HAND = """Full Tilt Poker Game #20000000801: Table Douai (6 max) - €0.01/€0.02 - No Limit Hold'em - 21:59:02 CET - 2010/08/13
Seat 1: Player1 (€1.29)
Seat 2: Player Two (€1.74)
Seat 5: Hero (€2)
Player1 posts the small blind of €0.01
Player Two posts the big blind of €0.02
The button is in seat #5
*** HOLE CARDS ***
Dealt to Hero [2h 9c]
Hero raises to €0.06
Player1 folds
Player Two calls €0.04
*** FLOP *** [Jh 6d 3c] (Total Pot: €0.13, 2 Players)
Player Two checks
Player2 has 15 seconds left to act
Hero bets €0.10
Player Two raises to €1.68, and is all in
Hero folds
Uncalled bet of €1.58 returned to Player Two
Player Two mucks
Player Two wins the pot (€0.33)
*** SUMMARY ***
Total pot €0.33 | Rake €0
Board: [Jh 6d 3c]
Seat 1: Player1 (small blind) folded before the Flop
Seat 2: Player Two (big blind) collected (€0.33), mucked
Seat 5: Hero (button) folded on the Flop
"""  # noqa: E501


def test_a_full_tilt_hand_with_one_amount_raises_and_its_own_words() -> None:
    hand = one(FT_HAND)
    assert hand.ok and hand.site == "Full Tilt Poker" and hand.game == "holdem" and hand.currency == "EUR"
    assert hand.button == 5 and hand.unparsed == () and hand.returned == {"Player Two": 158}
    raises = [(a.player, a.amount, a.to, a.all_in) for a in hand.actions if a.kind.value == "raise"]
    assert raises == [("Hero", 6, 6, False), ("Player Two", 168, 168, True)]
    assert [(c.player, c.amount) for c in hand.collected] == [("Player Two", 33)]
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_a_full_tilt_fold_only_the_summary_names_is_taken_where_unambiguous() -> None:
    # a player who timed out: no "Hero folds" line, the summary's "folded on the Flop" facing a raise
    timed_out = one(FT_HAND.replace("Hero folds\n", ""))
    folds = [(a.street, a.player) for a in timed_out.actions if a.kind.value == "fold"]
    assert folds == [("preflop", "Player1"), ("flop", "Hero")]
    assert audit_hand(timed_out).outcome is Outcome.MATCH
    # no bet to face (both have €0.06 in): a fold there would be odd, none is taken
    checked = (
        FT_HAND.replace(
            "Hero bets €0.10\nPlayer Two raises to €1.68, and is all in\nHero folds\nUncalled bet of €1.58 returned to"
            " Player Two\nPlayer Two mucks\n",
            "",
        )
        .replace("(€0.33)", "(€0.13)")
        .replace("Total pot €0.33", "Total pot €0.13")
    )
    unfolded = one(checked)
    assert [a.player for a in unfolded.actions if a.kind.value == "fold"] == ["Player1"]
    verdict = audit_hand(unfolded)
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "cards never shown", verdict
    # the summary's street is not the hand's last (Player1 "folded before the Flop", the hand went on)
    early = one(FT_HAND.replace("Player1 folds\n", ""))
    assert "Player1" not in [a.player for a in early.actions if a.kind.value == "fold"]
    assert audit_hand(early).outcome is not Outcome.MATCH  # (no fold is guessed)


def test_full_tilt_utf16_little_endian_with_crlf() -> None:
    data = FT_HAND.replace("\n", "\r\n").encode("utf-16-le")  # no byte-order mark
    hand = one(data)  # type: ignore[arg-type]
    assert hand.ok and hand.encoding == "utf-16-le" and audit_hand(hand).outcome is Outcome.MATCH


def test_a_full_tilt_walk_is_paid_in_its_summary() -> None:
    text = """Full Tilt Poker Game #31493010018: $26 Super Turbo Matrix (244669447), Match 2 - 15/30 - No Limit Hold'em - 09:21:27 EET - 2012/11/23 [02:21:27 ET - 2012/11/23]
Seat 5: Hero (270)
Seat 6: Player1 (345)
Hero posts the small blind of 15
Player1 posts the big blind of 30
The button is in seat #5
*** HOLE CARDS ***
Dealt to Hero [Qd 3s]
Hero folds
Uncalled bet of 15 returned to Player1
*** SUMMARY ***
Total pot 30 | Rake 0
Seat 5: Hero (small blind) folded before the Flop
Seat 6: Player1 (big blind) collected (30), mucked
"""  # noqa: E501
    hand = one(text)
    assert hand.tournament == "244669447" and hand.currency is None
    assert audit_hand(hand).outcome is Outcome.MATCH


FT_TWICE = """Full Tilt Poker Game #29937911949: Table King of the Hill (heads up, deep) - 500K/1000K - No Limit Hold'em - 21:40:27 ET - 2011/04/15
Seat 1: Hero (200,000,000)
Seat 2: Player0 (119,556,500)
Player0 posts the small blind of 500,000
Hero posts the big blind of 1,000,000
The button is in seat #2
*** HOLE CARDS ***
Dealt to Hero [8h 7h]
Player0 raises to 3,000,000
Hero calls 2,000,000
*** FLOP *** [8d 6c 7d] (Total Pot: 6,000,000, 2 Players)
Hero bets 4,000,000
Player0 raises to 116,556,500, and is all in
Hero calls 112,556,500
Players agree to Run It Twice
Hero shows [8h 7h]
Player0 shows [5d Td]
*** TURN 1 *** [8d 6c 7d] [Jd]
*** RIVER 1 *** [8d 6c 7d Jd] [9d]
*** TURN 2 *** [8d 6c 7d] [8s]
*** RIVER 2 *** [8d 6c 7d 8s] [3s]
*** SHOW DOWN 1 ***
Hero shows two pair, Eights and Sevens
Player0 shows a straight flush, Jack high
*** SHOW DOWN 2 ***
Hero shows a full house, Eights full of Sevens
Player0 shows a pair of Eights
Player0 wins pot 1 (119,556,500) with a straight flush, Jack high
Hero wins pot 2 (119,556,500) with a full house, Eights full of Sevens
*** SUMMARY ***
Total pot 239,113,000 | Rake 0
*** SUMMARY 1 ***
Pot 1 119,556,500
Board: [8d 6c 7d Jd 9d]
Seat 1: Hero (big blind) showed [8h 7h] and lost with two pair, Eights and Sevens
Seat 2: Player0 (small blind) showed [5d Td] and won (119,556,500) with a straight flush, Jack high
*** SUMMARY 2 ***
Pot 2 119,556,500
Board: [8d 6c 7d 8s 3s]
Seat 1: Hero (big blind) showed [8h 7h] and won (119,556,500) with a full house, Eights full of Sevens
Seat 2: Player0 (small blind) showed [5d Td] and lost with a pair of Eights
"""  # noqa: E501


def test_full_tilt_run_it_twice() -> None:
    hand = one(FT_TWICE)
    assert hand.ok and hand.stakes == (500_000, 1_000_000) and hand.runs == 2
    assert hand.boards == ("8d 6c 7d Jd 9d", "8d 6c 7d 8s 3s")
    assert [(c.player, c.run) for c in hand.claims][:2] == [("Hero", 1), ("Player0", 1)]
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert len(verdict.words) == 6 and all(w.ok for w in verdict.words)  # (4 shows, each run's "wins pot N with")
    wrong = FT_TWICE.replace(
        "Hero shows a full house, Eights full of Sevens", "Hero shows a full house, Sevens full of Eights"
    )
    assert audit_hand(one(wrong)).reason == "words"


def test_full_tilt_stud_and_draw() -> None:
    stud = """Full Tilt Poker Game #26190453000: Table Mart - $0.10/$0.20 Ante $0.02 - Limit Razz - 17:10:10 CCT - 2010/12/07 [04:10:10 ET - 2010/12/07]
Seat 1: Hero ($4.50)
Seat 5: Player5 ($8.18)
Seat 7: Player7 ($2.60)
Player5 antes $0.02
Player7 antes $0.02
Hero antes $0.02
*** 3RD STREET ***
Dealt to Hero [6d Kd] [4s]
Dealt to Player5 [Ks]
Dealt to Player7 [6h]
Player5 is high with [Ks]
Player5 brings in for $0.03
Player7 completes it to $0.10
Hero folds
Player5 folds
Uncalled bet of $0.07 returned to Player7
Player7 mucks
Player7 wins the pot ($0.12)
*** SUMMARY ***
Total pot $0.12 | Rake $0
Seat 1: Hero folded on 3rd St.
Seat 5: Player5 folded on 3rd St.
Seat 7: Player7 collected ($0.12), mucked
"""  # noqa: E501
    hand = one(stud)
    assert hand.ok and hand.game == "razz" and hand.unparsed == ()
    assert [a.kind.value for a in hand.actions if a.player == "Player5"] == ["ante", "bring-in", "fold"]
    assert audit_hand(hand).outcome is Outcome.MATCH
    draw = """Full Tilt Poker Game #25319060000: Table Shady Oak (6 max) - $0.10/$0.20 - Limit 5 Card Draw - 12:04:00 ET - 2010/11/06
Seat 1: Hero ($4)
Seat 3: Player3 ($5)
Hero posts the small blind of $0.05
Player3 posts the big blind of $0.10
The button is in seat #1
*** HOLE CARDS ***
Dealt to Hero [7h 7d 7s Qh 2c]
Hero calls $0.05
Player3 checks
*** DRAW *** (Pot: $0.20)
Hero discards 1 card [2c]
Player3 is dealt 1 card
Player3 discards 1 card
Hero is dealt 1 card
Player3 bets $0.20
Hero raises to $0.40
Player3 calls $0.20
*** SHOW DOWN ***
Hero shows [7h 7d 7s Qh Qs] a full house, Sevens full of Queens
Player3 mucks
Hero wins the pot ($1)
*** SUMMARY ***
Total pot $1 | Rake $0
Seat 1: Hero (small blind) showed [7h 7d 7s Qh Qs] and won ($1) with a full house, Sevens full of Queens
Seat 3: Player3 (big blind) mucked
"""  # noqa: E501
    hand = one(draw)
    assert hand.ok and hand.game == "five-card-draw" and hand.unparsed == ()
    verdict = audit_hand(hand)  # Player3 mucks: won without a showdown, the words are kept, not checked
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert [c.text for c in hand.claims] == ["a full house, Sevens full of Queens"]


def test_full_tilt_games_pokerrank_does_not_play_and_summaries_are_named() -> None:
    irish = one(FT_HAND.replace("No Limit Hold'em", "No Limit Irish"))  # (a game of the catalogue now)
    assert irish.game == "irish" and audit_hand(irish).outcome is Outcome.MATCH
    fusion = one(FT_HAND.replace("No Limit Hold'em", "No Limit Fusion"))  # (Hero folds: won with no showdown)
    assert audit_hand(fusion).outcome is Outcome.MATCH and "No Limit Fusion is not in" in audit_hand(fusion).detail
    summary = one("Full Tilt Poker Tournament Summary Round 1 Freeroll (181248201) Hold'em No Limit\nBuy-In: $0\n")
    assert summary.error is not None and "Full Tilt tournament summary" in summary.error.reason


# -- a PokerStars file with a blank line after every line ------------------------------------------

STARS_TWO = """PokerStars Hand #5: Hold'em No Limit ($1/$2 USD) - 2020/01/01 0:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
ann: posts small blind $1
bob: posts big blind $2
*** HOLE CARDS ***
ann: raises $4 to $6
bob: calls $4
*** FLOP *** [2c 7d 9h]
bob: checks
ann: bets $6
bob: folds
Uncalled bet ($6) returned to ann
ann collected $11.50 from pot
*** SUMMARY ***
Total pot $12 | Rake $0.50
Board [2c 7d 9h]
Seat 1: ann (button) (small blind) collected ($11.50)
Seat 2: bob (big blind) folded on the Flop

PokerStars Hand #6: Hold'em No Limit ($1/$2 USD) - 2020/01/01 0:01:00 ET
Table 'T' 6-max Seat #2 is the button
Seat 1: ann ($105.50 in chips)
Seat 2: bob ($94 in chips)
bob: posts small blind $1
ann: posts big blind $2
*** HOLE CARDS ***
bob: folds
Uncalled bet ($1) returned to ann
ann collected $2 from pot
*** SUMMARY ***
Total pot $2 | Rake $0
Seat 1: ann (big blind) collected ($2)
Seat 2: bob (button) (small blind) folded before Flop
"""


@pytest.mark.parametrize("end", ["\n", "\r\n"])
def test_a_blank_line_after_every_line_reads_each_hand_whole(end: str) -> None:
    plain = list(read(STARS_TWO))
    doubled_text = STARS_TWO.replace("\n", end + end)
    doubled = list(read(doubled_text))
    assert [(r.hand_id, r.ok) for r in doubled] == [("5", True), ("6", True)]
    for a, b in zip(plain, doubled, strict=True):
        assert (a.total_pot, a.rake, a.collected[0][:2], a.boards) == (
            b.total_pot,
            b.rake,
            b.collected[0][:2],
            b.boards,
        )
        assert b.line == 2 * a.line - 1  # line numbers are the file's
        assert audit_hand(b).outcome is Outcome.MATCH
    # a single blank line after the summary still ends a hand: text after it is not the hand's
    stray = STARS_TWO.replace(
        "Seat 2: bob (big blind) folded on the Flop\n", "Seat 2: bob (big blind) folded on the Flop\n\nhello\n"
    )
    assert [r.hand_id for r in read(stray)] == ["5", "?", "6"]


# -- pokerrank convert, for every room --------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "text", "game"),
    [
        ("gg.txt", gg_hand(), "holdem"),
        ("winamax.txt", wx_hand(), "holdem"),
        ("wpn.txt", WPN_HAND, "omaha-5"),
        ("fulltilt.txt", FT_HAND, "holdem"),
    ],
)
def test_convert_writes_a_deal_and_phh_for_every_room(tmp_path: Path, name: str, text: str, game: str) -> None:
    import json

    from click.testing import CliRunner

    from pokerrank.cli import cli

    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    deal = CliRunner().invoke(cli, ["convert", str(path), "--to", "deal"])
    assert deal.exit_code == 0, deal.output
    assert json.loads(deal.output)["game"] == game
    if game == "omaha-5":  # PHH has no variant for 5-card Omaha: a typed error that says so
        refused = CliRunner().invoke(cli, ["convert", str(path), "--to", "phh"])
        assert refused.exit_code != 0 and "PHH has no variant" in refused.output
        return
    phh = CliRunner().invoke(cli, ["convert", str(path), "--to", "phh"])
    assert phh.exit_code == 0, phh.output
    back = one(phh.output)
    assert back.ok and back.finishing_stacks is not None


@given(
    st.lists(
        st.sampled_from(
            [
                " - ",
                "-",
                ", ",
                "$10 ",
                "Cap ",
                "No Limit",
                "Pot Limit",
                "Limit",
                "CAP NL",
                "NL ",
                "PL",
                "FL",
                " Hold'em",
                " Omaha Hi",
                " Omaha H/L",
                " 5 Card Omaha",
                " Stud",
                " Razz",
                " Badugi",
                " 2-7 Triple Draw",
                " Irish",
                " (",
                "Table x",
                "15:25:00 ET",
            ]
        ),
        max_size=12,
    )
)
def test_a_rooms_games_tried_words_first_find_the_same_game(parts: list[str]) -> None:
    from pokerrank.handhistory.pokerstars import _games_of
    from pokerrank.handhistory.sites import ROOMS

    rest = "".join(parts)
    for room in ROOMS:
        every = next(((name, limit) for pattern, name, limit in room.games if pattern.search(rest)), None)
        first = next(
            ((n, lim) for words, pattern, n, lim in _games_of(room) if words in rest and pattern.search(rest)), None
        )
        assert first == every, (room.name, rest)
