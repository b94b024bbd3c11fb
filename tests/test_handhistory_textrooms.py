"""BetOnline, Everest, Enet, Unibet and PokerTracker's text export (of iPoker, Merge and
Microgaming hands): rooms of the PokerStars family whose words are put into PokerStars' line
for line (``Room.rewrite``). Each hand text is written here, in the room's words; each special
line has a hand that needs it read right to come out MATCH, and one that the rules refuse."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import Outcome, audit_hand, read, to_deal, to_phh
from pokerrank.handhistory.records import ActionKind, HandRecord
from pokerrank.handhistory.sites import (
    BETONLINE,
    ENET,
    EVEREST,
    POKERTRACKER,
    POKERTRACKER_MERGE,
    POKERTRACKER_MICROGAMING,
    UNIBET,
    room_of,
)  # fmt: skip


def one(text: str) -> HandRecord:
    hands = list(read(text))
    assert len(hands) == 1, hands
    return hands[0]


def moves(hand: HandRecord) -> list[tuple[str, str, str, int]]:
    return [(a.street, a.player, a.kind.value, a.amount) for a in hand.actions if a.amount or a.kind is ActionKind.FOLD]


# -- BetOnline ------------------------------------------------------------------------------------

BOL_HEAD = "BetOnline Poker Game #1002134798: Hold'em No Limit ($0.25/0.50) - 2012/04/11 01:59:39 GMT Daylight Time"


def betonline(
    *, head: str = BOL_HEAD, posts: str = "", won: str = "5.25", rake: str = "0.25", bob: str = "Kd 10c"
) -> str:
    """ann and bob put in $2.50 each, cat's big blind is in; bob's pair of tens beats ann's ace high."""
    return f"""{head}
Table 'Blade Runner' 10-Max, Seat #0 is the button
Seat 0: ann (50.00 in chips) - The button
Seat 1: bob (40.00 in chips) - Small Blind
Seat 2: cat (30.00 in chips) - Big Blind
Seat 3: dan (20.00 in chips) - Sitting out
ann: ante processed 0.00
bob: ante processed 0.00
bob: posts small blind 0.25
cat: posts big blind 0.50
{posts}*** HOLE CARDS ***
Dealt to ann [As 3c]
ann: raises 1.00 to 1.00
bob: calls 0.75
cat: folds
*** FLOP *** [2h 7c 10d]
bob: bets 1.50
ann: calls 1.50
*** TURN *** [2h 7c 10d][Jc]
bob: checks
ann: checks
*** RIVER *** [2h 7c 10d Jc][4s]
bob: checks
ann: checks
*** SHOW DOWN ***
bob shows {bob}
ann shows As 3c
*** SUMMARY ***
Total pot {won} | Rake {rake}
Board [2h 7c 10d Jc 4s]
Seat 0: ann showed [As 3c] but did not win
Seat 1: bob showed [{bob}] and won ({won})
Seat 2: cat folded before Flop
"""


def test_betonline_showdown_pays_the_pot_less_the_rake() -> None:
    hand = one(betonline())
    assert (hand.site, hand.game, hand.currency, hand.stakes, hand.button) == (
        "BetOnline",
        "holdem",
        "USD",
        (25, 50),
        0,
    )
    assert hand.boards == ("2h 7c Td Jc 4s",)
    assert hand.hole["bob"] == "Kd Tc"
    assert (hand.total_pot, hand.rake) == (525, 25)  # the pot after the rake: $5.50 put in
    assert [(c.player, c.amount) for c in hand.collected] == [("bob", 525)]
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_betonline_pays_against_its_cards_is_a_mismatch() -> None:
    hand = one(betonline(bob="Kd 9c"))  # bob's king high loses to ann's ace high, yet the room pays him
    assert audit_hand(hand).outcome is Outcome.MISMATCH


def test_betonline_a_pot_that_does_not_add_up_is_not_audited() -> None:
    verdict = audit_hand(one(betonline(won="5.30")))  # 5.30 + 0.25 is more than the $5.50 put in
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert verdict.reason == "chips do not add up"


def test_betonline_post_dead_is_a_live_big_blind_and_a_dead_small_one_and_antes_count() -> None:
    posts = "dan: post dead 0.50\n"
    text = betonline(posts=posts, won="6.00", rake="0.25").replace(
        "Seat 3: dan (20.00 in chips) - Sitting out", "Seat 3: dan (20.00 in chips)"
    )
    text = text.replace("cat: folds\n", "cat: folds\ndan: folds\n")
    hand = one(text)
    assert ("preflop", "dan", "small & big blinds", 75) in moves(hand) and hand.dead == {"dan": 25}
    assert audit_hand(hand).outcome is Outcome.MATCH
    short = one(text.replace("won (6.00)", "won (5.75)").replace("Total pot 6.00", "Total pot 5.75"))
    assert audit_hand(short).outcome is Outcome.NOT_AUDITABLE  # the dead small blind is in the pot
    antes = betonline(won="5.45", rake="0.25").replace("ann: ante processed 0.00", "ann: ante processed 0.10")
    antes = antes.replace("bob: ante processed 0.00", "bob: ante processed 0.10")
    hand = one(antes)
    assert [m for m in moves(hand) if m[2] == "ante"] == [
        ("preflop", "ann", "ante", 10),
        ("preflop", "bob", "ante", 10),
    ]
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_betonline_tournament_counts_chips_in_hundredths_and_prints_no_rake() -> None:
    head = (
        "BetOnline Poker Game #1587461647: Tournament #7212650: Hold'em $0.25/$0.50 - 2016/03/21 17:09:38"
        " Eastern Daylight Time"
    )
    text = betonline(head=head, won="5.50").replace("Total pot 5.50 | Rake 0.25", "Total pot 5.50")
    text = text.replace("(50.00 in chips)", "(4941.25 in chips)")
    hand = one(text)
    assert (hand.tournament, hand.currency, hand.rake, hand.structure) == ("7212650", None, None, "")
    assert hand.seats[0].stack == 494125
    assert audit_hand(hand).outcome is Outcome.MATCH
    with pytest.raises(HandHistoryError, match="does not say its limit"):
        to_phh(hand)
    assert to_deal(hand)["game"] == "holdem"


def test_betonline_all_in_and_chat_are_read() -> None:
    text = betonline().replace("bob: bets 1.50", 'bob: bets 1.50\nann said "nh"\neve joins the table at seat #5')
    assert audit_hand(one(text)).outcome is Outcome.MATCH
    allin = betonline().replace("ann: raises 1.00 to 1.00", "ann: raises 1.00 to 1.00 and is all in")
    assert [a.all_in for a in one(allin).actions if a.player == "ann" and a.kind is ActionKind.RAISE] == [True]


def side_pot(*, side: str = "Total pot 7.60 | Rake 0.70", ann: str = "won (5.70)", bob: str = "won (7.60)") -> str:
    """ann is all in for $2.00 (the $6.00 main pot), bob and cat put $4.00 more each (the $8.00
    side pot); the rake, $0.70, is $0.30 of the main pot and $0.40 of the side pot. ann's aces
    win the main pot, bob's pair of tens the side pot. BetOnline prints the side pot's total
    before the showdown, the main pot's in the summary, the hand's whole rake on both lines."""
    return f"""{BOL_HEAD}
Table 'Blade Runner' 10-Max, Seat #0 is the button
Seat 0: ann (2.00 in chips) - The button
Seat 1: bob (40.00 in chips) - Small Blind
Seat 2: cat (30.00 in chips) - Big Blind
bob: posts small blind 0.25
cat: posts big blind 0.50
*** HOLE CARDS ***
Dealt to ann [As Ad]
ann: raises 2.00 to 2.00 and is all in
bob: calls 1.75
cat: calls 1.50
*** FLOP *** [2h 7c 10d]
bob: bets 4.00
cat: calls 4.00
*** TURN *** [2h 7c 10d][Jc]
bob: checks
cat: checks
*** RIVER *** [2h 7c 10d Jc][4s]
bob: checks
cat: checks
{side}
*** SHOW DOWN ***
bob shows Kd 10c
cat shows Qh 3c
ann shows As Ad
*** SUMMARY ***
Total pot 5.70 | Rake 0.70
Board [2h 7c 10d Jc 4s]
Seat 0: ann showed [As Ad] and {ann}
Seat 1: bob showed [Kd 10c] and {bob}
Seat 2: cat showed [Qh 3c] but did not win
"""


def test_betonline_each_total_pot_line_is_a_pot_and_repeats_the_rake() -> None:
    hand = one(side_pot())
    assert (hand.total_pot, hand.pots, hand.rake) == (570 + 760, (570, 760), 70)  # main pot first
    assert sorted((c.player, c.amount) for c in hand.collected) == [("ann", 570), ("bob", 760)]
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict
    swapped = audit_hand(one(side_pot(ann="won (7.60)", bob="won (5.70)")))  # each pot to the other player
    assert swapped.outcome is Outcome.MISMATCH, swapped


def test_betonline_a_side_pot_no_line_pays_is_named() -> None:
    # bob's pair of tens wins both pots (ann's ace high loses), but the summary pays him the main pot only
    text = side_pot(ann="did not win", bob="won (5.70)").replace("As Ad", "As 3c")
    verdict = audit_hand(one(text))
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, "chips do not add up")
    assert "no line pays the side pot of 7.60" in (verdict.detail or ""), verdict.detail
    assert "'Total pot 7.60 | Rake 0.70'" in (verdict.detail or "")


def test_betonline_totals_lines_that_disagree_on_the_rake_are_refused() -> None:
    verdict = audit_hand(one(side_pot(side="Total pot 7.60 | Rake 0.40")))
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, "chips do not add up")
    assert "disagree on the rake" in (verdict.detail or "")
    twice = side_pot(side='Total pot 7.60 | Rake 0.70\nbob said "hi"\nTotal pot 7.60 | Rake 0.70')
    verdict = audit_hand(one(twice))  # two lines apart: two pots, more than the chips put in
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert "the totals lines say the pots came to 20.90" in (verdict.detail or ""), verdict.detail


def test_betonline_crlf_text_gives_the_record_of_lf_text_a_ten_ending_a_line_included() -> None:
    import dataclasses

    text = betonline(bob="Kd 10c")  # "bob shows Kd 10c" ends its line
    lf, crlf = one(text), one(text.replace("\n", "\r\n"))
    assert [a.cards for a in crlf.actions if a.kind is ActionKind.SHOW] == ["Kd Tc", "As 3c"]
    assert [f.name for f in dataclasses.fields(lf) if getattr(lf, f.name) != getattr(crlf, f.name)] == []


def test_betonline_a_line_of_a_player_not_seated_is_named() -> None:
    verdict = audit_hand(one(betonline().replace("cat: folds", "Unknown player: raises 3.00 to 3.00\ncat: folds")))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert "Unknown player" in (verdict.detail or "") + str(verdict.hand.unparsed)


def test_betonline_skin_paynorake_and_convert() -> None:
    head = BOL_HEAD.replace("BetOnline Poker Game", "PayNoRake Game")
    hand = one(betonline(head=head))
    assert hand.site == "BetOnline" and room_of(head) is BETONLINE
    assert audit_hand(hand).outcome is Outcome.MATCH
    assert 'variant = "NT"' in to_phh(hand)


# -- PokerTracker's export of iPoker hands --------------------------------------------------------

IPOKER_HEAD = "GAME #2607739781: Texas Hold'em NL $0.50/$1 2011/01/23 20:02:35"


def ipoker(*, head: str = IPOKER_HEAD, river: str = "", total: str = "$22.50", rake: str = "$0.50") -> str:
    """ann raises to $3, bob to $6 from the small blind, ann calls; $5 each on the flop: $23 put in."""
    return f"""{head}
Table HandHQ
Seat 1: ann ($100.00 in chips) DEALER
Seat 2: bob ($200.00 in chips)
Seat 3: cat ($10.00 in chips)
bob: Post SB $0.50
cat: Post BB $1.00
*** HOLE CARDS ***
Dealt to ann [SA CQ]
ann: Raise (NF) $3.00
bob: Raise (NF) $6.00
cat: Fold
ann: Call $3.00
*** FLOP *** [dJ s7 h6]
bob: Bet $5.00
ann: Call $5.00
*** TURN *** [cA]
bob: Check
ann: Check
*** RIVER *** [h10]
{river}*** SUMMARY ***
Total pot {total} Rake {rake}
bob: Shows [d6 c6] Three of a Kind, Sixes
ann: Mucks [SA CQ] One Pair, Aces
bob: wins {total}
"""


def test_pokertracker_ipoker_raises_to_calls_add_and_the_total_is_after_rake() -> None:
    hand = one(ipoker())
    assert (hand.site, hand.game, hand.structure, hand.button) == ("iPoker", "holdem", "no-limit", 1)
    assert moves(hand)[2:7] == [
        ("preflop", "ann", "raise", 300), ("preflop", "bob", "raise", 550), ("preflop", "cat", "fold", 0),
        ("preflop", "ann", "call", 300), ("flop", "bob", "bet", 500),
    ]  # fmt: skip
    assert hand.boards == ("Jd 7s 6h Ac Th",)  # suit first, each street its new cards only
    assert hand.hole == {"ann": "As Qc", "bob": "6d 6c"}
    assert (hand.total_pot, hand.rake) == (2250, 50)
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_pokertracker_ipoker_all_in_and_the_bet_nobody_called_paid_as_won() -> None:
    river = "bob: Allin $50.00\nann: Allin $40.00\n"  # a bet of 50, ann all in for 40 of it
    text = ipoker(river=river, total="$112.50").replace("ann ($100.00", "ann ($51.00").replace("bob ($200", "bob ($61")
    hand = one(text)
    assert moves(hand)[-2:] == [("river", "bob", "bet", 5000), ("river", "ann", "call", 4000)]
    assert audit_hand(hand).outcome is Outcome.MATCH  # bob's 10 nobody called is in his $112.50


def test_pokertracker_ipoker_tournament_number_and_stakes_from_the_lines() -> None:
    head = "GAME #3616765274: Texas Hold'em  NL  Tournament 2011-06-15 21:58:37"
    text = ipoker(head=head, rake="$0.00", total="$23.00").replace(
        "Table HandHQ", 'Table "SUPER TURBO" $2 Double up*6, 595699511, 4730275101 (Tournament: x Buy-In: $2+$0.20)'
    )
    hand = one(text)
    assert (hand.tournament, hand.stakes, hand.currency) == ("595699511", (50, 100), None)
    assert audit_hand(hand).outcome is Outcome.MATCH
    no_small = one(text.replace("bob: Post SB $0.50\n", ""))  # bob's raise to $6 then puts in all $6
    assert no_small.stakes == (0, 100) and audit_hand(no_small).outcome is Outcome.MATCH


def test_pokertracker_ipoker_archive_raise_to_adds_and_unseen_cards() -> None:
    text = ipoker(head="GAME #4999408769: Omaha 50/100 - 2013-08-01 22:16:18")
    text = text.replace("ann: Raise (NF) $3.00", "ann: Raise to $3.00").replace(
        "bob: Raise (NF) $6.00", "bob: Raise to $5.50"
    )
    text = text.replace("Dealt to ann [SA CQ]", "Dealt to ann [SA CQ H2 D3]").replace("[d6 c6]", "[d6 c6 X X]")
    text = text.replace("Mucks [SA CQ]", "Mucks [SA CQ H2 D3]")
    hand = one(text)
    assert (hand.game, hand.structure, hand.hole["bob"]) == ("omaha", "", "6d 6c")
    assert moves(hand)[2:4] == [("preflop", "ann", "raise", 300), ("preflop", "bob", "raise", 550)]


@pytest.mark.parametrize("fast", [True, False])
def test_pokertracker_ipoker_raise_without_nf_adds_its_chips(fast: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    from pokerrank.handhistory import pokerstars

    if not fast:
        monkeypatch.setattr(pokerstars._Reader, "quick", lambda reader: None)
    # bob bets 5 and adds 20 (to 25); ann, 15 in, calls 10: $23 + $50 put in (#2607756372's way)
    river = "bob: Bet $5.00\nann: Raise (NF) $15.00\nbob: Raise $20.00\nann: Call $10.00\n"
    hand = one(ipoker(river=river, total="$72.50"))
    assert moves(hand)[-3:] == [
        ("river", "ann", "raise", 1500),
        ("river", "bob", "raise", 2000),
        ("river", "ann", "call", 1000),
    ]
    assert [a.to for a in hand.actions if a.street == "river" and a.kind is ActionKind.RAISE] == [1500, 2500]
    assert audit_hand(hand).outcome is Outcome.MATCH
    assert audit_hand(one(ipoker(river=river, total="$62.50"))).outcome is Outcome.NOT_AUDITABLE  # $20 as a total


def test_pokertracker_ipoker_paid_more_than_the_pot_is_refused() -> None:
    verdict = audit_hand(one(ipoker(total="$23.50")))
    assert verdict.outcome is Outcome.NOT_AUDITABLE


# -- PokerTracker's export of Merge hands ---------------------------------------------------------


MERGE = """MERGE_GAME #46893440-366: Holdem NL $0.10/$0.25 01/11/2012 20:43:26
Table Tijuana (46893440), Seats 6
Seat 1: ann ($26.50 in chips) DEALER
Seat 2: bob ($48.19 in chips)
Seat 3: cat ($29.16 in chips)
Seat 6: dan ($25.00 in chips)
bob: Post SB $0.10
cat: Post BB $0.25
dan: Post DB $0.35
*** HOLE CARDS ***
Dealt to cat [Ah 8s]
dan: Check
ann: Raise $1.00
bob: Fold
cat: Fold
dan: Fold
*** SUMMARY ***
ann: wins $0.95
ann: wins $0.75 (uncalled)
"""


def test_pokertracker_merge_dead_blind_unprinted_rake_and_uncalled() -> None:
    hand = one(MERGE)
    assert (hand.site, hand.hand_id, hand.table, hand.button) == ("Merge", "46893440-366", "Tijuana (46893440)", 1)
    assert hand.dead == {"dan": 10}
    assert hand.returned == {"ann": 75}
    assert hand.rake == 0  # $0.95 paid of $0.95 left: no rake on a pot won before the flop
    assert room_of(MERGE) is POKERTRACKER_MERGE
    assert audit_hand(hand).outcome is Outcome.MATCH
    raked = one(MERGE.replace("wins $0.95", "wins $0.90"))
    assert raked.rake == 5 and audit_hand(raked).outcome is Outcome.MATCH
    kept = one(MERGE.replace("wins $0.95", "wins $0.60"))  # $0.35 of $0.95 is not rake
    assert audit_hand(kept).outcome is Outcome.NOT_AUDITABLE


def test_pokertracker_merge_raise_names_the_street_total() -> None:
    actions = "dan: Check\nann: Fold\nbob: Raise $0.50\ncat: Call $0.25\ndan: Fold\n*** FLOP *** [2c 3d 4h]\n"
    text = MERGE.replace("dan: Check\nann: Raise $1.00\nbob: Fold\ncat: Fold\ndan: Fold\n", actions)
    text = text.replace("ann: wins $0.95\nann: wins $0.75 (uncalled)", "bob: wins $1.35")
    hand = one(
        text.replace("*** SUMMARY ***", "bob: Bet $1.00\ncat: Fold\n*** SUMMARY ***") + "bob: wins $1.00 (uncalled)\n"
    )
    # bob, $0.10 in, raises to $0.50; cat, $0.25 in, calls $0.25: $1.35 with dan's $0.35
    assert moves(hand)[4:7] == [
        ("preflop", "bob", "raise", 40),
        ("preflop", "cat", "call", 25),
        ("preflop", "dan", "fold", 0),
    ]
    assert hand.rake == 0 and audit_hand(hand).outcome is Outcome.MATCH


# -- PokerTracker's export of Microgaming hands ---------------------------------------------------


MICROGAMING = """** Game ID 4908778359 Version:3 starting - 2013-05-28 16:44:14
** Anonymous (Heads Up) - €5K Max [Hold'em] (25|50 NL - € Cash Game seats:2 badbeat ) Real Money

- Player 1 sitting in seat 1 with €14785.00 at end €14585.00 [Dealer]
- Hero sitting in seat 2 with €5000.00 at end €5199.00

Player 1 posted the small blind - €25.00
Hero posted the big blind - €50.00
** Dealing card to Hero: A of c, 10 of d
Player 1 raised - €75.00
Hero called - €50.00
** Dealing the flop: 6 of s, 10 of h, 6 of c
Hero checked
Player 1 bet - €100.00
Hero raised - €350.00
Player 1 folded
Hero mucks:
Hero wins €649.00 from the main pot

End of game 4908778359
"""


def test_pokertracker_microgaming_words_joined_lines_and_added_amounts() -> None:
    hand = one(MICROGAMING)
    assert room_of(MICROGAMING) is POKERTRACKER_MICROGAMING
    assert (hand.site, hand.game, hand.stakes, hand.currency, hand.button) == (
        "Microgaming",
        "holdem",
        (2500, 5000),
        "EUR",
        1,
    )
    assert hand.players == ("Player 1", "Hero")
    assert hand.hole == {"Hero": "Ac Td"} and hand.boards == ("6s Th 6c",)
    assert moves(hand)[2:] == [
        ("preflop", "Player 1", "raise", 7500), ("preflop", "Hero", "call", 5000), ("flop", "Player 1", "bet", 10000),
        ("flop", "Hero", "raise", 35000), ("flop", "Player 1", "fold", 0),
    ]  # fmt: skip
    assert hand.rake == 100  # $650 less $649 paid, the $250 nobody called back by the rules
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_pokertracker_microgaming_2011_calls_and_raises_to_the_street_total() -> None:
    text = MICROGAMING.replace(" Version:3", "").replace(" at end €14585.00", "").replace(" at end €5199.00", "")
    text = text.replace("raised - €75.00", "raised - €100.00").replace("called - €50.00", "called - €100.00")
    hand = one(text)
    assert moves(hand)[2:4] == [("preflop", "Player 1", "raise", 7500), ("preflop", "Hero", "call", 5000)]
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_pokertracker_microgaming_hand_layout_with_its_rake_line() -> None:
    text = """** Hand # 5870377181 starting - 2016-01-12 23:00:07

** Jerold - €50 Max [Omaha] (0.25|0.50 PL - Cash Game) Real Money

ann sitting in seat 1 with €110.18

bob sitting in seat 2 with €39.76[Dealer]

ann posted the small blind - €0.25

bob posted the big blind - €0.50

** Dealing cards to bob: 6h, 9s, 3h, 4c

ann raised to €1.25

bob called - €1.00

** Dealing the flop: 2h, 5d, Jc

ann bet - €3.00

bob folded

ann wins €6.00 from the main pot

Rake: €0.00
"""
    hand = one(text)
    assert (hand.game, hand.structure, hand.currency, hand.button) == ("omaha", "pot-limit", "EUR", 2)
    assert hand.rake == 0 and hand.returned == {}
    assert audit_hand(hand).outcome is Outcome.MATCH


# -- Everest --------------------------------------------------------------------------------------

EVEREST_HAND = """EverestPoker Game #6474531197: Table Moroni-1 - $0.50/$1 - No Limit Hold'em - 19:59:20 - 2011/01/10
Seat 1: ann ($94.30)
Seat 2: bob ($98.00)
Seat 3: cat ($69.45)
ann posts the small blind of $0.50
bob posts the big blind of $1.00
cat posts the dead blind of $0.50
cat posts $1.00
The button is in seat #3
*** HOLE CARDS ***
ann calls $0.50
bob checks
cat checks
*** FLOP *** [Ad 6h Kh]
ann checks
bob checks
cat checks
*** TURN *** [10s]
ann checks
bob checks
cat checks
*** RIVER *** [Ac]
ann checks
bob checks
cat checks
ann shows [2c Jh]
bob shows [9h Qs]
cat mucked [4d 9s]
*** SUMMARY ***
ann shows [2c Jh]
bob shows [9h Qs]
cat mucked [4d 9s]
bob collects $3.30
"""


def test_everest_dead_blind_new_cards_collects_and_the_rake_worked_out() -> None:
    hand = one(EVEREST_HAND)
    assert (hand.site, hand.button, room_of(EVEREST_HAND)) == ("Everest", 3, EVEREST)
    assert hand.dead == {"cat": 50}
    assert hand.boards == ("Ad 6h Kh Ts Ac",)
    assert hand.mucked == frozenset({"cat"}) and hand.hole["cat"] == "4d 9s"
    assert hand.rake == 20  # $3.50 put in, $3.30 paid
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_everest_a_dead_blind_alone_is_a_live_big_blind() -> None:
    text = EVEREST_HAND.replace(
        "cat posts the dead blind of $0.50\ncat posts $1.00", "cat posts the dead blind of $1.00"
    )
    text = text.replace("collects $3.30", "collects $2.80")
    hand = one(text)
    assert hand.dead == {} and ("preflop", "cat", "big blind", 100) in moves(hand)
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_a_first_lines_time_of_day_is_not_read_again_but_its_words_are(monkeypatch: pytest.MonkeyPatch) -> None:
    from pokerrank.handhistory import pokerstars

    monkeypatch.setattr(pokerstars, "_HEADERS", {})
    parsed: list[str] = []
    parse = pokerstars._Reader.parse_header

    def spy(reader: object, rest: str, first_line: str) -> None:
        parsed.append(rest)
        parse(reader, rest, first_line)  # type: ignore[arg-type]

    monkeypatch.setattr(pokerstars._Reader, "parse_header", spy)
    later = EVEREST_HAND.replace("19:59:20 - 2011/01/10", "23:01:07 - 2011/01/11")
    # (another game at the same stakes: a table's blinds are held to its stakes, sites/stakes.py)
    dearer = EVEREST_HAND.replace("$0.50/$1 - No Limit", "$0.50/$1 - Pot Limit").replace("19:59:20", "19:59:21")
    hands = [one(text) for text in (EVEREST_HAND, later, dearer)]
    assert len(parsed) == 2  # the first hand's words, then the dearer table's: the time is no word of the game
    assert [(hand.stakes, hand.structure) for hand in hands] == [
        ((50, 100), "no-limit"), ((50, 100), "no-limit"), ((50, 100), "pot-limit")
    ]  # fmt: skip
    assert audit_hand(hands[1]).outcome is audit_hand(hands[0]).outcome is Outcome.MATCH


def test_everest_hands_take_the_fast_lane_and_it_gives_the_full_readers_record(monkeypatch: pytest.MonkeyPatch) -> None:
    """A hand of Everest's is read by the fast lane (a dead blind is left to the full reader),
    field by field as the full reader reads it."""
    import dataclasses

    from pokerrank.handhistory import pokerstars

    quick = pokerstars._Reader.quick
    took: list[object] = []
    monkeypatch.setattr(pokerstars._Reader, "quick", lambda reader: took.append(quick(reader)) or took[-1])
    plain = EVEREST_HAND.replace("cat posts the dead blind of $0.50\ncat posts $1.00\n", "")
    plain = plain.replace("bob checks\ncat checks", "bob checks\ncat calls $1.00", 1).replace("$3.30", "$2.80")
    for text, fast in ((plain, True), (EVEREST_HAND, False)):
        hand = one(text)
        full = pokerstars._Reader("<text>", 1, EVEREST.rewritten(text).splitlines(), "utf-8", text, EVEREST).read()
        assert (took[-1] is hand) is fast and (took[-1] is None) is not fast
        assert [f.name for f in dataclasses.fields(hand) if getattr(hand, f.name) != getattr(full, f.name)] == []
        assert audit_hand(hand).outcome is Outcome.MATCH
    assert len(took) == 2


def test_everest_paying_more_than_was_put_in_is_refused() -> None:
    verdict = audit_hand(one(EVEREST_HAND.replace("collects $3.30", "collects $3.60")))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "chips do not add up"


# -- Enet -----------------------------------------------------------------------------------------

ENET_HAND = """Game #12056513: Omaha (€0,10/€0,25) - 21:50:56 23.8.2012 - %6\x20
Table 'Reunion 1 - Pot Limit' 9-max Seat #4 is the button\x20
Seat 4: Hero (€24,65 in chips)
Seat 6: ann (€25 in chips)
Seat 8: bob (€5,62 in chips)
ann: posts small blind €0,10
bob: posts big blind €0,25
*** HOLECARDS ***
Hero: folds
ann: raises €0,65
bob: raises €2
ann: calls €1,50
Rake: €0,11
*** FLOP *** [4s2d3h]
ann: checks
bob: checks
*** TURN *** [4s2d3h5h]
ann: bets €3,37
bob: goes all-in €3,37
Rake: €0,40
*** RIVER *** [4s2d3h5hQc]
ann: checks
bob: checks
*** SHOWDOWN ***
ann: shows [Jd8sAd2s] (Straight, Fives high)
ann: collected (€5,29) from pot
bob: shows [3sKs8cAh] (Straight, Fives high)
bob: collected (€5,29) from pot
*** SUMMARY ***\x20
Total pot €0 | Rake €0,66\x20
Board [4s2d3h5hQc]\x20
Seat 4: Hero (dealer) folded
Seat 6: ann (small blind) showed [Jd8sAd2s] and won (€5,29) with Straight, Fives high
Seat 8: bob (big blind) showed [3sKs8cAh] and won (€5,29) with Straight, Fives high
"""


def test_enet_first_lines_words_around_the_time_of_day_are_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Enet's first line has a time of day and no date the reader finds: a next hand with the
    same words around another time takes what the hand before said without working its words
    out again (``_CLOCK_LAST_WORDS``), and gives what a fresh read gives; other words before
    the time (another table) or after it (another day) are worked out, once: a table's words
    met again after another table's are still known (a file of tables played at once)."""
    from pokerrank.handhistory import pokerstars

    def read_all(texts: list[str]) -> tuple[int, list[tuple[object, ...]]]:
        monkeypatch.setattr(pokerstars, "_HEADERS", {})
        monkeypatch.setattr(pokerstars, "_CLOCK_LAST_WORDS", [])
        worked: list[str] = []  # the first lines whose words were worked out (their date looked for)
        date_start = pokerstars._date_start
        monkeypatch.setattr(pokerstars, "_date_start", lambda rest: worked.append(rest) or date_start(rest))
        hands = [one(text) for text in texts]
        return len(worked), [(h.game, h.structure, h.stakes, h.currency, h.table, audit_hand(h).outcome) for h in hands]

    later = ENET_HAND.replace("21:50:56", "9:05:01")
    day = ENET_HAND.replace("21:50:56 23.8.2012", "21:50:57 24.8.2012")
    dearer = ENET_HAND.replace("(€0,10/€0,25) - 21:50:56", "(€0,25/€0,50) - 21:50:58")
    texts = [ENET_HAND, later, later, day, dearer, later]
    worked, got = read_all(texts)
    assert worked == 3  # the first, another day's, the dearer table's; not the first table's after it
    for text, said in zip(texts, got, strict=True):
        assert read_all([text])[1] == [said]  # what a fresh read gives
    assert got[1] == got[0] and got[4][2] != got[0][2]


def test_enet_commas_glued_cards_added_raises_and_a_split_pot() -> None:
    hand = one(ENET_HAND)
    assert (hand.site, hand.game, hand.structure, room_of(ENET_HAND)) == ("Enet", "omaha", "pot-limit", ENET)
    assert moves(hand)[3:6] == [
        ("preflop", "ann", "raise", 65),
        ("preflop", "bob", "raise", 200),
        ("preflop", "ann", "call", 150),
    ]
    assert moves(hand)[-1] == ("turn", "bob", "call", 337)
    assert hand.boards == ("4s 2d 3h 5h Qc",) and hand.hole["ann"] == "Jd 8s Ad 2s"
    assert (hand.total_pot, hand.rake) == (None, 66)
    assert audit_hand(hand).outcome is Outcome.MATCH
    uneven = ENET_HAND.replace("ann: collected (€5,29)", "ann: collected (€5,39)").replace(
        "bob: collected (€5,29)", "bob: collected (€5,19)"
    )
    uneven = uneven.replace(
        "won (€5,29) with Straight, Fives high\nSeat 8", "won (€5,39) with Straight, Fives high\nSeat 8"
    )
    uneven = uneven.replace(
        "bob (big blind) showed [3sKs8cAh] and won (€5,29)", "bob (big blind) showed [3sKs8cAh] and won (€5,19)"
    )
    assert audit_hand(one(uneven)).outcome is Outcome.MISMATCH


# -- Unibet ---------------------------------------------------------------------------------------

UNIBET_HAND = """Game #1463192545: Table €1 NL - 0.05/0.10 - No Limit Hold'Em Banzai - 13:22:50 2021/04/04
*** Seated players ***
Seat 1: ann (€5.15)
Seat 2: bob (€1)
Seat 4: Hero (€0.95)
Seat 6: cat (€2.35)
*** Blinds and button ***
cat has the button
ann posts small blind €0.05
bob posts big blind €0.10
*** Hole cards ***
Dealt in ann
Dealt in bob
Dealt to Hero [Ac 7c]
Dealt in cat
*** Preflop ***
Hero raises €0.95 to €0.95, and is all-in
cat folds
ann folds
bob folds
*** Flop *** [2c 7d 9h]
*** Turn *** [2c 7d 9h] [Js]
*** River *** [2c 7d 9h Js] [3c]
Hero wins €1.10
*** Summary ***
Total pot €1.10 Rake €0
Seat 1: ann: bet €0.05 and won €0, net result: €-0.05
Seat 2: bob: bet €0.10 and won €0, net result: €-0.10
Seat 4: Hero: bet €0.95 and won €1.10, net result: €0.15
"""


def test_unibet_sections_button_by_name_and_payouts() -> None:
    hand = one(UNIBET_HAND)
    assert (hand.site, hand.stakes, hand.currency, hand.button, room_of(UNIBET_HAND)) == (
        "Unibet",
        (5, 10),
        "EUR",
        6,
        UNIBET,
    )
    assert hand.players == ("ann", "bob", "Hero", "cat")
    assert hand.boards == ("2c 7d 9h Js 3c",)
    assert hand.actions[2].all_in
    assert (hand.total_pot, hand.rake, hand.returned) == (110, 0, {})
    assert audit_hand(hand).outcome is Outcome.MATCH
    stolen = UNIBET_HAND.replace("Hero wins €1.10", "ann wins €1.10").replace(
        "Hero: bet €0.95 and won €1.10", "Hero: bet €0.95 and won €0"
    )
    stolen = stolen.replace("ann: bet €0.05 and won €0", "ann: bet €0.05 and won €1.10")
    assert audit_hand(one(stolen)).outcome is Outcome.MISMATCH


# -- every room --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "room"),
    [
        (betonline(), BETONLINE), (ipoker(), POKERTRACKER), (MERGE, POKERTRACKER_MERGE),
        (MICROGAMING, POKERTRACKER_MICROGAMING), (EVEREST_HAND, EVEREST), (ENET_HAND, ENET), (UNIBET_HAND, UNIBET),
    ],
)  # fmt: skip
def test_every_room_converts_and_keeps_its_text(text: str, room: object) -> None:
    hand = one(text)
    assert room_of(text) is room
    assert hand.text.splitlines()[0].rstrip() == text.splitlines()[0].rstrip()  # the record keeps the room's words
    assert hand.error is None and not hand.unparsed
    assert to_deal(hand)["game"] == hand.game
    if hand.structure and not hand.dead:
        assert "variant = " in to_phh(hand)


def test_two_rooms_in_one_text_are_each_read_by_their_own_words() -> None:
    hands = list(read(betonline() + "\n\n" + EVEREST_HAND + "\n\n" + ipoker()))
    assert [h.site for h in hands] == ["BetOnline", "Everest", "iPoker"]
    assert all(audit_hand(h).outcome is Outcome.MATCH for h in hands)


def test_a_pokertracker_summary_is_named() -> None:
    summary = list(read("PokerTracker 4 Tournament Summary\nSite: Merge\nBuy-In: $1\n"))
    assert "PokerTracker tournament summary" in str(summary[0].error)


# -- exhaustive and generated ---------------------------------------------------------------------

RANKS = "23456789TJQKA"
SUITS = "cdhs"


def test_every_card_written_suit_first_or_spelt_out_is_read() -> None:
    for rank in RANKS:
        for suit in SUITS:
            ipoker_rank = "10" if rank == "T" else rank
            for written in (suit + ipoker_rank, suit.upper() + ipoker_rank, suit.upper() + ipoker_rank.lower()):
                assert (
                    POKERTRACKER.rewritten(f"*** RIVER *** [{written}]").splitlines()[0]
                    == f"*** RIVER *** [{rank}{suit}]"
                )
            spelt = f"** Dealing the river: {ipoker_rank} of {suit}"
            assert POKERTRACKER_MICROGAMING.rewritten(spelt).splitlines()[0] == f"*** RIVER *** [{rank}{suit}]"
            assert ENET.rewritten(f"Board [{rank}{suit}{rank}{suit}]") == f"Board [{rank}{suit} {rank}{suit}]"


@given(bet=st.integers(1, 5000), rake=st.integers(0, 300), off=st.integers(-3, 3))
@settings(max_examples=60, deadline=None)
def test_ipoker_pays_the_pot_less_its_printed_rake(bet: int, rake: int, off: int) -> None:
    put = 1300 + 2 * bet  # $13 before the flop, a bet and a call
    won = put - rake + off
    text = ipoker(total=f"${won / 100:.2f}", rake=f"${rake / 100:.2f}")
    text = text.replace("bob: Bet $5.00\nann: Call $5.00", f"bob: Bet ${bet / 100:.2f}\nann: Call ${bet / 100:.2f}")
    verdict = audit_hand(one(text))
    assert (verdict.outcome is Outcome.MATCH) == (off == 0)


@given(raise_to=st.integers(50, 2000), kept=st.integers(0, 2000))  # (from the least raise: $0.25 over the big blind)
@settings(max_examples=60, deadline=None)
def test_merge_unprinted_rake_is_what_was_kept_up_to_a_quarter(raise_to: int, kept: int) -> None:
    pot = 10 + 25 + 35 + 25  # both blinds, a dead blind and the call of the big blind's 25 by ann
    text = MERGE.replace("ann: Raise $1.00", f"ann: Raise ${raise_to / 100:.2f}")
    text = text.replace("ann: wins $0.75 (uncalled)", f"ann: wins ${(raise_to - 25) / 100:.2f} (uncalled)")
    text = text.replace("ann: wins $0.95", f"ann: wins ${(pot - kept) / 100:.2f}")
    hand = one(text)
    if kept <= pot * 0.25:
        assert hand.rake == kept and audit_hand(hand).outcome is Outcome.MATCH
    else:
        assert audit_hand(hand).outcome is Outcome.NOT_AUDITABLE


@pytest.mark.parametrize(
    "text",
    [betonline(), ipoker(), MERGE, MICROGAMING, EVEREST_HAND, ENET_HAND, UNIBET_HAND],
    ids=["betonline", "ipoker", "merge", "microgaming", "everest", "enet", "unibet"],
)
def test_a_line_no_rule_reads_is_quoted_as_written_on_its_own_line(text: str) -> None:
    lines = text.splitlines()
    at = next(k for k, line in enumerate(lines) if "HOLE" in line.upper() or "Dealing card" in line) + 1
    odd = "Ann's 40 chips went to the bar [As Kd]"
    hand = one("\n".join([*lines[:at], odd, *lines[at:]]))
    room = room_of(text)
    assert room is not None
    assert len(room.rewritten(text).splitlines()) - len(lines) in (0, 1, 2)  # lines keep their numbers
    assert hand.unparsed == ((at + 1, odd),)
    assert audit_hand(hand).outcome is Outcome.NOT_AUDITABLE


def test_unibet_a_game_its_files_do_not_show_is_named_not_played() -> None:
    verdict = audit_hand(one(UNIBET_HAND.replace("No Limit Hold'Em Banzai", "Pot Limit Omaha Banzai")))
    # (the hand: every other player folds, so no ranking decides it: audited on its chips, of no game)
    assert (verdict.hand.game, verdict.outcome) == (None, Outcome.MATCH), verdict.detail
    assert verdict.detail == (
        "Hero wins €0.25 (pot €0.25), as paid; Pot Limit Omaha Banzai is not in pokerrank's games:"
        " no ranking was needed (every other player folded)"
    )


def test_a_microgaming_export_hand_of_its_first_lines_alone_is_not_auditable_naming_its_first_line() -> None:
    # was: AssertionError from the PokerStars-format reader (the room's rewrite of its first two
    # lines and an end line left no first line of a hand), every hand of the file lost
    first, second = MICROGAMING.splitlines()[:2]
    text = first + "\n" + second + "  - Hero sitting in seat 2 with €5000.00 at end €5199.00\nEnd of game 4908778359\n"
    records = list(read(text))
    assert len(records) == 1 and records[0].error is not None
    assert records[0].error.reason == f"the first line {first!r} begins no hand pokerrank reads"
    assert audit_hand(records[0]).outcome is Outcome.NOT_AUDITABLE
