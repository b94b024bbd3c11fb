"""Actions that do not do what their kind does, with the chips still adding up: a check or a call
of nothing facing a bet, a bet or raise of nothing, a raise to no more than the bet, a call past
the bet (on a limit game's first street too, and where the caller acts again on the street).
Each is NOT AUDITABLE "record contradicts itself" quoting the line (docs/RULES.md, "A player's
actions after their betting ended"), never a MATCH; each text here MATCHed before its check.
Also: a bet handed back beyond the uncalled one names the line that hands it back, and PHH's
antes, dead money already, are not taken off the bets twice."""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_handhistory_wpnold_results import HAND as WPN_OLD

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory.phh import read_phh
from pokerrank.handhistory.records import HandRecord
from pokerrank.handhistory.replay import replay
from pokerrank.handhistory.verdicts import INCONSISTENT

HAND = """\
PokerStars Hand #77: Hold'em No Limit ($0.50/$1 USD) - 2021/03/04 5:06:07 ET
Table 'Lyra' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
Seat 3: cid ($100 in chips)
Seat 4: dan ($100 in chips)
bob: posts small blind $0.50
cid: posts big blind $1
*** HOLE CARDS ***
dan: raises $2 to $3
ann: calls $3
bob: folds
cid: calls $2
*** FLOP *** [3s 8d Qh]
cid: checks
dan: bets $5
ann: calls $5
cid: folds
*** TURN *** [3s 8d Qh] [2c]
dan: checks
ann: bets $10
dan: calls $10
*** RIVER *** [3s 8d Qh 2c] [Tc]
dan: checks
ann: checks
*** SHOW DOWN ***
dan: shows [Jh Jd] (a pair of Jacks)
ann: shows [9c 9s] (a pair of Nines)
dan collected $39.50 from pot
*** SUMMARY ***
Total pot $39.50 | Rake $0
Board [3s 8d Qh 2c Tc]
"""
"""Four players, every street played in turn; dan wins $39.50 (PokerStars' text, written here)."""


def _one(text: str) -> HandRecord:
    hands = list(read(text))
    assert len(hands) == 1 and hands[0].ok, hands[0].error
    return hands[0]


def _contradicts(text: str, line: int, *said: str) -> None:
    hand = _one(text)
    verdict = audit_hand(hand)
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, INCONSISTENT), verdict.detail
    for words in said:
        assert words in verdict.detail, verdict.detail
    with pytest.raises(HandHistoryError) as caught:  # every road through the replay gives the one answer
        replay(hand)
    assert caught.value.line == line, caught.value


def _matches(text: str) -> None:
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def _flop_without_ann_s_call(word: str) -> str:
    """ann answers dan's $5 on the flop with ``word``: $5 less in, handed back to dan at the end."""
    return (
        HAND.replace("ann: calls $5\ncid: folds", f"{word}\ncid: folds")
        .replace("dan collected $39.50", "Uncalled bet ($5) returned to dan\ndan collected $29.50")
        .replace("Total pot $39.50", "Total pot $29.50")
    )


def test_the_hand_matches() -> None:
    _matches(HAND)


def test_a_check_facing_a_bet() -> None:
    _contradicts(
        _flop_without_ann_s_call("ann: checks"),
        17,
        "'ann' checks (line 17: 'ann: checks') on the flop facing a bet ($5, $0 of it theirs)",
        "facing a bet a player folds, calls or raises (E1)",
    )


def test_a_call_of_nothing_facing_a_bet() -> None:
    _contradicts(
        _flop_without_ann_s_call("ann: calls $0"),
        17,
        "'ann' calls nothing (line 17: 'ann: calls $0') on the flop facing a bet ($5, $0 of it theirs)",
    )


def test_a_raise_to_no_more_than_the_bet() -> None:
    _contradicts(
        HAND.replace("dan: calls $10", "dan: raises $0 to $10"),  # (X: $0 over the bet, as PokerStars measures it)
        22,
        "'dan' raises (line 22: 'dan: raises $0 to $10') to $10 on the turn, no more than the bet ($10)",
        "a raise raises the bet (E2)",
    )


def test_a_bet_of_nothing() -> None:
    _contradicts(
        HAND.replace("dan: checks\nann: checks", "dan: bets $0\nann: checks"),
        24,
        "'dan' bets (line 24: 'dan: bets $0') nothing on the river: a bet or a raise puts chips in (E2)",
    )


WINAMAX_BOTH_BLINDS = """\
Winamax Poker - CashGame - HandId: #9260931-103-1479198677 - Omaha pot limit (1€/2€) - 2016/11/15 08:31:17 UTC
Table: 'Lima 02' 5-max (real money) Seat #2 is the button
Seat 1: eve (445.97€)
Seat 2: flo (399.11€)
Seat 3: gil (118.92€)
Seat 4: hal (200€)
Seat 5: ivy (57.43€)
*** ANTE/BLINDS ***
gil posts small blind 1€
hal posts big blind 2€
ivy posts small blind 3€ out of position
ivy posts big blind 0€ out of position
*** PRE-FLOP ***
ivy checks
eve folds
flo calls 2€
gil folds
hal checks
*** FLOP *** [3c 4s 9h]
hal checks
ivy bets 8€
flo folds
hal folds
ivy collected 15.48€ from pot
*** SUMMARY ***
Total pot 15.48€ | Rake 0.52€
Board: [3c 4s 9h]
Seat 5: ivy won 15.48€
"""
"""Winamax's post of both blinds (a new player's): the small blind of 3€ written dead, the big
blind of 0€; ivy has the big blind in and checks (the shape of a shared hand, written here)."""


def test_a_room_s_post_of_both_blinds_stays() -> None:
    _matches(WINAMAX_BOTH_BLINDS)
    _contradicts(WINAMAX_BOTH_BLINDS.replace("ivy posts big blind 0€ out of position\n", ""), 13, "'ivy' checks")


def test_a_call_of_an_all_in_written_as_a_raise_to_it_stays() -> None:
    """PokerNow writes the call of an all-in bet as a raise to it; a raise to a bet no all-in
    made is refused."""
    all_in = (
        HAND.replace("Seat 1: ann ($100 in chips)", "Seat 1: ann ($18 in chips)")
        .replace("ann: bets $10", "ann: bets $10 and is all-in")
        .replace("dan: calls $10", "dan: raises $0 to $10")  # (X over the bet: PokerStars' words)
        .replace("dan: checks\nann: checks\n*** SHOW", "*** SHOW")
    )
    _matches(all_in)
    _contradicts(all_in.replace(" and is all-in", "").replace("($18 in", "($19 in"), 22, "no more than the bet")


DOUBLED = """\
PokerStars Hand #79: Hold'em No Limit ($0.50/$1 USD) - 2021/03/04 5:06:07 ET
Table 'Lyra' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
Seat 3: cid ($100 in chips)
bob: posts small blind $0.50
cid: posts big blind $1
*** HOLE CARDS ***
ann: calls $1
bob: calls $0.50
cid: checks
*** FLOP *** [3s 8d Qh]
bob: bets $5
cid: calls $5
ann: raises $15 to $20
bob: folds
cid: calls $15
*** TURN *** [3s 8d Qh] [2c]
cid: checks
ann: checks
*** RIVER *** [3s 8d Qh 2c] [Tc]
cid: checks
ann: checks
*** SHOW DOWN ***
cid: shows [Jh Jd] (a pair of Jacks)
ann: shows [9c 9s] (a pair of Nines)
cid collected $48 from pot
*** SUMMARY ***
Total pot $48 | Rake $0
Board [3s 8d Qh 2c Tc]
"""


def test_a_call_past_the_bet_that_is_not_the_caller_s_last_on_the_street() -> None:
    """cid calls $10 of bob's $5, then calls ann's raise with $10 more: the street's totals agree
    (a review: only a caller's last action on a street was judged)."""
    _matches(DOUBLED)
    _contradicts(
        DOUBLED.replace("cid: calls $5\n", "cid: calls $10\n").replace("cid: calls $15", "cid: calls $10"),
        14,
        "'cid' calls (line 14: 'cid: calls $10') to $10 on the flop, more than any other player put in ($5)",
    )


LIMIT = """\
PokerStars Hand #80: Hold'em Limit ($1/$2 USD) - 2021/03/04 5:06:07 ET
Table 'Lyra' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
Seat 3: cid ($100 in chips)
bob: posts small blind $0.50
cid: posts big blind $1
*** HOLE CARDS ***
ann: calls $1
bob: folds
cid: folds
ann collected $2.50 from pot
*** SUMMARY ***
Total pot $2.50 | Rake $0
"""


def test_a_call_past_the_big_blind_up_to_the_big_bet_in_limit() -> None:
    """A limit game's big blind is its small bet: a call of the big bet ($2) before the flop is
    past it (a review: the big bet was taken as the table's level there)."""
    _matches(LIMIT)
    _contradicts(
        LIMIT.replace("ann: calls $1", "ann: calls $2").replace(
            "ann coll", "Uncalled bet ($1) returned to ann\nann coll"
        ),
        9,
        "'ann' calls (line 9: 'ann: calls $2') to $2 before the flop, more than any other player put in ($1)",
    )


STUD = """\
PokerStars Hand #82: 7 Card Stud Limit ($0.04/$0.08 USD) - 2021/03/04 5:06:07 ET
Table 'Lyra' 8-max
Seat 1: ann ($2 in chips)
Seat 2: bob ($2 in chips)
Seat 3: cid ({cid} in chips)
ann: posts the ante $0.01
bob: posts the ante $0.01
cid: posts the ante $0.01
*** 3rd STREET ***
Dealt to ann [9c]
Dealt to bob [Kd]
Dealt to cid [2h]
cid: brings in for $0.02{all_in}
ann: calls {call}
bob: folds
Uncalled bet ({back}) returned to ann
*** 4th STREET ***
Dealt to ann [9c] [Jd]
Dealt to cid [2h] [3s]
ann: checks
*** 5th STREET ***
Dealt to ann [9c Jd] [Qs]
Dealt to cid [2h 3s] [4h]
ann: checks
*** 6th STREET ***
Dealt to ann [9c Jd Qs] [9d]
Dealt to cid [2h 3s 4h] [5h]
ann: checks
*** RIVER ***
ann: checks
*** SHOW DOWN ***
ann: shows [7c 7d 9c Jd Qs 9d Ad] (two pair, Nines and Sevens)
cid: shows [Ac Kc 2h 3s 4h 5h 8d] (a straight, Ace to Five)
cid collected $0.07 from pot
*** SUMMARY ***
Total pot $0.07 | Rake $0
"""


def test_a_stud_call_past_a_bring_in_with_chips_behind() -> None:
    """A stud bring-in with chips behind is the level a call answers: a call of $0.03 facing a
    $0.02 bring-in is past it (the mutation fuzz: PokerStars #35874382643's `calls $0.02` made
    `$0.03` MATCHed, the cent taken back as a bet nobody called; the small bet was the level).
    A bring-in all in for less is called in full, up to the small bet."""
    called = STUD.format(cid="$2", all_in="", call="$0.02", back="$0")
    _matches(called.replace("Uncalled bet ($0) returned to ann\n", ""))
    _contradicts(
        STUD.format(cid="$2", all_in="", call="$0.03", back="$0.01"),
        14,
        "'ann' calls (line 14: 'ann: calls $0.03') to $0.03 on the third, more than any other player put in ($0.02)",
    )
    _matches(STUD.format(cid="$0.03", all_in=" and is all-in", call="$0.03", back="$0.01"))  # (its level unknown)


RIVER_BET = (
    HAND.split("*** HOLE CARDS ***")[0].replace("#77:", "#83:")
    + """*** HOLE CARDS ***
dan: calls $1
ann: calls $1
bob: calls $0.50
cid: checks
*** FLOP *** [3s 8d Qh]
bob: checks
cid: checks
dan: checks
ann: checks
*** TURN *** [3s 8d Qh] [2c]
bob: checks
cid: checks
dan: checks
ann: checks
*** RIVER *** [3s 8d Qh 2c] [Tc]
bob: bets $2
cid: folds
dan: folds
ann: calls $2
*** SHOW DOWN ***
bob: shows [Jh Jd] (a pair of Jacks)
ann: shows [9c 9s] (a pair of Nines)
bob collected $8 from pot
*** SUMMARY ***
Total pot $8 | Rake $0
Board [3s 8d Qh 2c Tc]
"""
)


def test_a_player_who_stays_in_behind_another_with_chips_left() -> None:
    """Every player who stays in to the end has called every bet, or is all in for less: the
    river's bet written for a player who then folds (the mutation fuzz: PokerStars
    #35874382643's `Trackr21: bets $0.08` as `danjr655: bets $0.08` MATCHed) leaves bob in
    with $1 against ann's $3, and the call left out, the bet handed back by the rules, ann's $1."""
    _matches(RIVER_BET)
    said = "'bob' stays in to the end with $1 in (last: line 20: 'bob: checks'), less than the $3 of 'ann'"
    _contradicts(RIVER_BET.replace("bob: bets $2", "dan: bets $2"), 20, said)
    left_out = RIVER_BET.replace("ann: calls $2\n", "").replace("$8", "$6")
    _contradicts(left_out, 23, "'ann' stays in to the end with $1 in (last: line 23: 'ann: checks')")


def test_a_player_a_room_keeps_in_for_what_is_in_may_stay_in_behind() -> None:
    """A room's disconnection protection keeps its player in for what is in (old WPN's `Player
    Ann is disconnected and ALL IN.`, fpdb's #741631166; Absolute's `All-In (Timeout)`, a call
    of 0 marked all in): she stays in behind the bet; without the line, she stays in behind
    with chips left, the record contradicting itself."""
    river = "*** RIVER ***: [6d 7h 3h 2c] [2h]\n"
    turn = "Player Ann checks\nPlayer Bob checks\n" + river + "Player Ann checks\nPlayer Bob checks\n"
    assert turn in WPN_OLD
    away = "Player Ann is disconnected and ALL IN.\nPlayer Ann allin\n"
    bet = "Player Ann checks\nPlayer Bob bets (80)\n" + away + "Uncalled bet (80) returned to Bob\n" + river
    _matches(WPN_OLD.replace(turn, bet))
    said = "'Ann' stays in to the end with $120 in (last: line 26: 'Player Ann checks'), less than the $200 of 'Bob'"
    _contradicts(WPN_OLD.replace(turn, bet.replace(away, "")), 26, said)
    behind = _one(WPN_OLD.replace(turn, bet.replace(away, "")))
    for words in ("Ann has been disconnected, and is allin", "Ann is being treated as all-in", "Ann: All-In (Timeout)"):
        replay(replace(behind, text=behind.text + words + "\n"))  # (other rooms' words for it: not judged)


def test_a_bet_handed_back_names_the_line_that_hands_it_back() -> None:
    """The error's line is the line handing it back (a review: the hand's first line)."""
    head = HAND.split("ann: calls $5\n")[0]
    tail = "ann: folds\ncid: folds\nUncalled bet ($5) returned to dan\ndan collected $9.50 from pot\n*** SUMMARY ***\n"
    _matches(head + tail + "Total pot $9.50 | Rake $0\n")
    more = tail.replace("($5)", "($6)").replace("$9.50", "$8.50")
    _contradicts(
        head + more + "Total pot $8.50 | Rake $0\n",
        19,
        "$6 is handed back to 'dan' (line 19: 'Uncalled bet ($6) returned to dan'), but the bet nobody called is $5",
    )


UNTRIMMED = """variant = 'NT'
ante_trimming_status = false
antes = [0, 3, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ['p3 cbr 6', 'p1 f', 'p2 f']
players = ['ann', 'bob', 'cid']
finishing_stacks = [99, 95, 106]
"""
"""bob posts a big blind ante of 3 (untrimmed: dead money) and the big blind; cid's raise to 6
leaves 4 uncalled."""


def test_phh_antes_are_taken_off_the_bets_once() -> None:
    """A bet handed back is judged on the bets less the antes; PHH's untrimmed antes are dead
    money already, not taken off again (they were: bob's bet of 2 counted as -1, so 5 of cid's
    raise to 6 passed for uncalled)."""
    record = next(read_phh(UNTRIMMED))
    assert record.dead == {"bob": 3}
    assert replay(record).uncalled == ("cid", 4)
    assert replay(replace(record, returned={"cid": 4})).uncalled == ("cid", 4)
    with pytest.raises(HandHistoryError, match="5 is handed back to 'cid', but the bet nobody called is 4"):
        replay(replace(record, returned={"cid": 5}))


PARTY_JOINED = """\
Game #9507514999 starts.

#Game No : 9507514999
***** Hand History for Game 9507514999 *****
$2 USD NL Texas Hold'em - Saturday, August 07, 17:05:05 CEST 2010
Table Table  178053 (Real Money)
Seat 3 is the button
Total number of players : 4/9
Seat 3: kim ( $1.97 USD )
Seat 4: lou ( $1.98 USD )
Seat 5: max ( $2 USD )
Seat 6: ned ( $0 USD )
ned has joined the table.
lou posts small blind [$0.01 USD].
max posts big blind [$0.02 USD].
ned posts big blind [$0.02 USD].
** Dealing down cards **
ned checks
kim folds
lou calls [$0.01 USD]
max checks
** Dealing Flop ** [ 5d, 2s, 8h ]
lou checks
max bets [$0.09 USD]
ned folds
lou folds
max does not show cards.
max wins $0.15 USD
"""
"""partypoker writes the stack of a player who has just joined the table as $0 (the shape of
#9507514114, written here): a stack it does not know, so the big blind ned posts from it stays.
max's $0.09 nobody called is in the win line with the $0.06 pot (partypoker's win lines hold it)."""


def test_a_stack_a_room_writes_0_for_not_knowing_it_stays() -> None:
    _matches(PARTY_JOINED)
    hand = _one(PARTY_JOINED)
    with pytest.raises(HandHistoryError, match=r"'ned' puts in \$0.02 .* more than the \$0 of their seat"):
        replay(replace(hand, site="PokerStars"))  # (a room whose 0 is no chips)


MERGE_BLIND_ALL_IN = """\
<description type="Holdem Tournament" stakes="No Limit"/>
<game id="7002-25" starttime="20110531181531" numholecards="2" gametype="23" realmoney="true" \
data="20110531|Test Room - Super Turbo|7000-1|7002-25|true">
	<players dealer="5">
		<player seat="0" nickname="ann" balance="$2500.00" dealtin="true" />
		<player seat="2" nickname="bob" balance="$0.00" dealtin="true" />
		<player seat="5" nickname="cid" balance="$2100.00" dealtin="true" />
	</players>
	<round id="BLINDS" sequence="1">
		<event sequence="1" type="SMALL_BLIND" timestamp="1306883733192" player="0" amount="500.00"/>
		<event sequence="2" type="ALL_IN" timestamp="1306883733192" player="2" amount="900.00"/>
	</round>
	<round id="PREFLOP" sequence="2">
		<event sequence="3" type="ALL_IN" timestamp="1306883755307" player="5" amount="2100.00"/>
		<event sequence="4" type="FOLD" timestamp="1306883758540" player="0"/>
		<event sequence="5" type="SHOW" timestamp="1306883759030" player="2"/>
		<event sequence="6" type="SHOW" timestamp="1306883759230" player="5"/>
		<cards type="SHOWN" cards="4h,7s" player="2"/>
		<cards type="SHOWN" cards="Th,Qs" player="5"/>
	</round>
	<round id="POSTFLOP" sequence="3">
		<cards type="COMMUNITY" cards="Ts,Kh,9h"/>
	</round>
	<round id="POSTTURN" sequence="4">
		<cards type="COMMUNITY" cards="Ts,Kh,9h,3c"/>
	</round>
	<round id="POSTRIVER" sequence="5">
		<cards type="COMMUNITY" cards="Ts,Kh,9h,3c,4d"/>
	</round>
	<round id="END_OF_GAME" sequence="6">
		<winner amount="1200.00" uncalled="true" potnumber="2" player="5" pottype="n"/>
		<winner amount="2300.00" uncalled="false" potnumber="1" player="5" pottype="n"/>
	</round>
</game>
"""
"""A Merge tournament hand (balances printed after the posts) whose big blind is posted all in,
an ``ALL_IN`` of the BLINDS round (the shape of #35428805-25, written here)."""


def test_a_merge_blind_posted_all_in_is_a_blind_added_back_to_its_balance() -> None:
    """bob's $0.00 is his balance after his all-in big blind of 900: his stack is 900 (it was
    read as 0, a stack not known, and the all-in as a call, no post to add back)."""
    hand = _one(MERGE_BLIND_ALL_IN)
    assert [(s.name, s.stack) for s in hand.seats] == [("ann", 3000), ("bob", 900), ("cid", 2100)]
    assert [(a.player, a.kind.value, a.amount, a.all_in) for a in hand.actions][:2] == [
        ("ann", "small blind", 500, False),
        ("bob", "big blind", 900, True),
    ]
    _matches(MERGE_BLIND_ALL_IN)


ANTE_AND_DEAD_BLIND = """PokerStars Hand #81: Hold'em No Limit ($0.25/$0.50 USD) - 2021/03/04 5:06:07 ET
Table 'Lyra' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
Seat 3: cid ($100 in chips)
Seat 4: dan ($100 in chips)
ann: posts the ante $0.10
bob: posts the ante $0.10
cid: posts the ante $0.10
dan: posts the ante $0.10
bob: posts small blind $0.25
cid: posts big blind $0.50
dan: posts small & big blinds $0.75
*** HOLE CARDS ***
dan: raises $2.50 to $3
ann: folds
bob: folds
cid: folds
Uncalled bet ($2.50) returned to dan
dan collected $1.90 from pot
*** SUMMARY ***
Total pot $1.90 | Rake $0
"""


def test_a_dead_blind_beside_an_ante_is_no_ante_the_bet_handed_back_is_checked() -> None:
    # (PHH's untrimmed antes are its dead money; a room's dead blind is not: counting it an ante
    # made the bet nobody called one ante bigger, and $2.60 handed back MATCHed)
    assert audit_hand(next(iter(read(ANTE_AND_DEAD_BLIND)))).outcome is Outcome.MATCH
    over = ANTE_AND_DEAD_BLIND.replace("($2.50) returned", "($2.60) returned").replace("$1.90", "$1.80")
    verdict = audit_hand(next(iter(read(over))))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "the bet nobody called is $2.50" in verdict.detail


def test_a_merge_all_in_among_the_antes_is_an_ante_and_a_blind_all_in_goes_by_its_place() -> None:
    # antes first, every player's: bob's all-in there, before any blind, is his ante (it was read
    # as a big blind); cid's big blind posted as a plain blind after ann's small one
    antes = (
        MERGE_BLIND_ALL_IN.replace(
            '<event sequence="1" type="SMALL_BLIND"',
            '<event sequence="0" type="ANTE" timestamp="1306883733192" player="0" amount="50.00"/>\n'
            '<event sequence="0" type="ALL_IN" timestamp="1306883733192" player="2" amount="50.00"/>\n'
            '<event sequence="0" type="ANTE" timestamp="1306883733192" player="5" amount="50.00"/>\n'
            '<event sequence="1" type="SMALL_BLIND"',
        )
        .replace(
            '<event sequence="2" type="ALL_IN" timestamp="1306883733192" player="2" amount="900.00"/>',
            '<event sequence="2" type="BIG_BLIND" timestamp="1306883733192" player="5" amount="900.00"/>',
        )
        .replace('<winner amount="2300.00"', '<winner amount="1150.00"')  # (the antes in the pot)
        .replace('<winner amount="1200.00" uncalled="true"', '<winner amount="2500.00" uncalled="true"')
    )  # (cid's 3,000 against ann's 500: 2,500 handed back, the whole bet nobody called, as Merge prints it)
    hand = _one(antes)
    kinds = [(a.player, a.kind.value, a.all_in) for a in hand.actions][:5]
    assert kinds == [
        ("ann", "ante", False), ("bob", "ante", True), ("cid", "ante", False),
        ("ann", "small blind", False), ("cid", "big blind", False),
    ]  # fmt: skip


def test_a_merge_tournament_pot_keeps_no_rake() -> None:
    # (the winners a chip short of the chips put in: the tournament's pot paid was read as less its rake)
    short = MERGE_BLIND_ALL_IN.replace('<winner amount="2300.00"', '<winner amount="2299.00"')
    assert short != MERGE_BLIND_ALL_IN
    verdict = audit_hand(next(iter(read(short))))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "chips do not add up"
    assert "a tournament hand's pots keep no rake" in verdict.detail


def test_calls_of_the_full_blind_over_a_short_all_in_blind_stand_where_the_level_is_not_known() -> None:
    # a tournament with no stakes printed, no small blind posted, the big blind all in for 300:
    # the callers' 1000 is the level, which only the street's end tells (it was refused at the call)
    text = (
        MERGE_BLIND_ALL_IN.replace(
            '<event sequence="1" type="SMALL_BLIND" timestamp="1306883733192" player="0" amount="500.00"/>', ""
        )
        .replace('amount="900.00"/>', 'amount="300.00"/>')
        .replace(
            '<event sequence="3" type="ALL_IN" timestamp="1306883755307" player="5" amount="2100.00"/>\n'
            '\t\t<event sequence="4" type="FOLD" timestamp="1306883758540" player="0"/>',
            '<event sequence="3" type="CALL" timestamp="1306883755307" player="5" amount="1000.00"/>\n'
            '\t\t<event sequence="4" type="CALL" timestamp="1306883758540" player="0" amount="1000.00"/>',
        )
        .replace(
            '<winner amount="1200.00" uncalled="true" potnumber="2" player="5" pottype="n"/>\n'
            '\t\t<winner amount="2300.00" uncalled="false" potnumber="1" player="5" pottype="n"/>',
            '<winner amount="900.00" uncalled="false" potnumber="1" player="5" pottype="n"/>\n'
            '\t\t<winner amount="1400.00" uncalled="false" potnumber="2" player="5" pottype="n"/>',
        )
    )
    hand = _one(text)
    assert hand.stakes == () and [(a.player, a.kind.value, a.amount) for a in hand.actions][:3] == [
        ("bob", "big blind", 300), ("cid", "call", 1000), ("ann", "call", 1000),
    ]  # fmt: skip
    _matches(text)
