"""Chips a hand's own lines rule out: more chips put in than a seat holds, an all-in with chips
left, a bet handed back that nobody could have left uncalled. Each is NOT AUDITABLE "record
contradicts itself" quoting the lines (docs/RULES.md, "A player's actions after their betting
ended"), never a MATCH the inferred rake absorbs; a room's own convention (Merge's tournament
balances printed after the posts, read with the posts added back; a stack the room did not know;
a converter's walk) stays audited."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import Outcome, audit, audit_hand, read
from pokerrank.handhistory.records import Action, ActionKind, HandRecord
from pokerrank.handhistory.replay import replay
from pokerrank.handhistory.verdicts import INCONSISTENT

SHOVE = """\
PokerStars Hand #41: Hold'em No Limit ($0.50/$1 USD) - 2021/03/04 5:06:07 ET
Table 'Vega' 6-max Seat #2 is the button
Seat 2: dora ($80 in chips)
Seat 4: eli ($35 in chips)
Seat 5: fay ($120 in chips)
eli: posts small blind $0.50
fay: posts big blind $1
*** HOLE CARDS ***
dora: raises $3 to $4
eli: raises $31 to $35 and is all-in
fay: folds
dora: calls $31
*** FLOP *** [3s 8d Qh]
*** TURN *** [3s 8d Qh] [2c]
*** RIVER *** [3s 8d Qh 2c] [Tc]
*** SHOW DOWN ***
dora: shows [Jh Jd] (a pair of Jacks)
eli: shows [9c 9s] (a pair of Nines)
dora collected $69.50 from pot
*** SUMMARY ***
Total pot $71 | Rake $1.50
Board [3s 8d Qh 2c Tc]
"""
"""eli shoves his $35 and loses to dora; the room takes $1.50 (PokerStars' text, written here)."""


def _one(text: str) -> HandRecord:
    hands = list(read(text))
    assert len(hands) == 1
    return hands[0]


def _contradicts(text: str, *said: str) -> str:
    hand = _one(text)
    verdict = audit_hand(hand)
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, INCONSISTENT), verdict.detail
    for words in said:
        assert words in verdict.detail, verdict.detail
    with pytest.raises(HandHistoryError):  # every road through the replay gives the one answer
        replay(hand)
    return verdict.detail


def _matches(text: str) -> None:
    verdict = audit_hand(_one(text))
    assert verdict.outcome is Outcome.MATCH, verdict.detail


@pytest.mark.parametrize("stack", ["$34", "$20", "$1"])
def test_more_chips_than_the_seat_holds(stack: str) -> None:
    _matches(SHOVE)
    cut = SHOVE.replace("eli ($35 in chips)", f"eli ({stack} in chips)")
    _contradicts(
        cut,
        "'eli' puts in $35 (line 10: 'eli: raises $31 to $35 and is all-in')",
        f"more than the {stack} of their seat (line 4: 'Seat 4: eli ({stack} in chips)')",
        "nobody puts in more than they have (E18)",
    )


def test_more_chips_than_the_seat_holds_without_an_all_in() -> None:
    """A call past the stack, no all-in marked: the call that goes past it is quoted."""
    cut = SHOVE.replace("dora ($80 in chips)", "dora ($30 in chips)")
    _contradicts(cut, "'dora' puts in $35 (line 12: 'dora: calls $31')", "more than the $30 of their seat")


def test_an_all_in_with_chips_left() -> None:
    more = SHOVE.replace("eli ($35 in chips)", "eli ($36 in chips)")
    _contradicts(
        more,
        "'eli' is all in (line 10: 'eli: raises $31 to $35 and is all-in') having put in $35, less than the $36",
        "a player all in has no chips left",
    )


def test_a_seat_of_no_chips_puts_none_in() -> None:
    """A seat of no chips whose player posts a blind contradicts itself (E18; a review: it was
    read as a stack the room did not know, and MATCHed). The rooms that write an unknown stack
    as 0 are tests/test_replay_betting.py's."""
    _contradicts(
        SHOVE.replace("fay ($120 in chips)", "fay ($0 in chips)"),
        "'fay' puts in $1 (line 7: 'fay: posts big blind $1'), more than the $0 of their seat",
    )
    with pytest.raises(HandHistoryError, match="E18"):
        replay(_one(SHOVE.replace("fay ($120 in chips)", "fay ($0.50 in chips)")))


MERGE_TOURNAMENT = """\
<description type="Holdem Tournament" stakes="No Limit"/>
<game id="7001-3" starttime="20120301101500" numholecards="2" gametype="23" seats="2" realmoney="true" \
data="20120301|Test Room - Turbo HU|7000-1|7001-3|true">
	<players dealer="0">
		<player seat="0" nickname="ann" balance="$1400.00" dealtin="true" />
		<player seat="1" nickname="bob" balance="$500.00" dealtin="true" />
	</players>
	<round id="BLINDS" sequence="1">
		<event sequence="1" type="SMALL_BLIND" timestamp="1330600000000" player="0" amount="50.00"/>
		<event sequence="2" type="BIG_BLIND" timestamp="1330600000000" player="1" amount="100.00"/>
	</round>
	<round id="PREFLOP" sequence="2">
		<event sequence="3" type="RAISE" timestamp="1330600001000" player="0" amount="200.00"/>
		<event sequence="4" type="ALL_IN" timestamp="1330600002000" player="1" amount="500.00"/>
		<event sequence="5" type="CALL" timestamp="1330600003000" player="0" amount="400.00"/>
		<event sequence="6" type="SHOW" timestamp="1330600003100" player="0"/>
		<event sequence="7" type="SHOW" timestamp="1330600003200" player="1"/>
		<cards type="SHOWN" cards="Qs,Qd" player="0"/>
		<cards type="SHOWN" cards="7c,2d" player="1"/>
	</round>
	<round id="POSTFLOP" sequence="3">
		<cards type="COMMUNITY" cards="3c,8h,Td"/>
	</round>
	<round id="POSTTURN" sequence="4">
		<cards type="COMMUNITY" cards="3c,8h,Td,Js"/>
	</round>
	<round id="POSTRIVER" sequence="5">
		<cards type="COMMUNITY" cards="3c,8h,Td,Js,4s"/>
	</round>
	<round id="END_OF_GAME" sequence="6">
		<winner amount="1200.00" uncalled="false" potnumber="1" player="0" hand="Pair of Queens" pottype="n"/>
	</round>
</game>
"""
"""A Merge tournament hand whose balances are printed after the blinds, as Merge's tournament
files of 2011 and 2012 print them: bob's $500 after his big blind of 100, all in for 600."""


def test_merge_tournament_balances_are_after_the_posts() -> None:
    hand = _one(MERGE_TOURNAMENT)
    assert [(seat.name, seat.stack) for seat in hand.seats] == [("ann", 1450), ("bob", 600)]  # before the hand
    _matches(MERGE_TOURNAMENT)
    _contradicts(  # below what the posts explain: more than the seat holds
        MERGE_TOURNAMENT.replace('balance="$500.00"', 'balance="$450.00"'),
        "'bob' puts in 600 (raise of 500 before the flop), more than the 550 of their seat",
    )
    _contradicts(  # a cash game prints the balance before the posts
        MERGE_TOURNAMENT.replace('type="Holdem Tournament"', 'type="Holdem"'),
        "'bob' puts in 600",
    )


RETURNED = """\
EverestPoker Game #8801: Table Orem-2 - $0.50/$1 - No Limit Hold'em - 21:00:00 - 2011/01/03
Seat 1: gus ($60.00)
Seat 2: hal ($75.25)
Seat 3: ida ($90.00)
gus posts the small blind of $0.50
hal posts the big blind of $1.00
The button is in seat #3
*** HOLE CARDS ***
ida raises to $3.00
gus folds
hal calls $2.00
*** FLOP *** [Ac 7h 2d]
hal checks
ida bets $5.00
hal folds
Uncalled bet of $5.00 returned to ida
*** SUMMARY ***
ida collects $6.20
"""
"""A PokerTracker export of an Everest hand, which prints no rake (written here): ida's $5
comes back, she collects the $6.50 pot less $0.30."""


WALK = """\
PokerStars Hand #8802: Hold'em No Limit ($10/$20) - 2017/01/02 10:00:00
Table '#900' 6-max Seat #3 is the button
Seat 1: jo ($1,500 in chips)
Seat 2: kim ($2,000 in chips)
Seat 3: lou ($900 in chips)
jo: posts small blind $10
kim: posts big blind $20
*** HOLE CARDS ***
lou: folds
jo: folds
Uncalled bet ($20) returned to kim
kim collected $10 from pot
*** SUMMARY ***
Total pot $10 | Rake $0.00
"""
"""A converter's walk: the big blind handed back whole, the pot the small blind's $10."""


def test_a_bet_handed_back_larger_than_the_uncalled_one() -> None:
    _matches(RETURNED)
    _contradicts(
        RETURNED.replace("of $5.00 returned", "of $5.01 returned"),
        "$5.01 is handed back to 'ida' (line 16: 'Uncalled bet of $5.01 returned to ida'), but the bet nobody"
        " called is $5",
    )
    _contradicts(RETURNED.replace("returned to ida", "returned to hal"), "but the bet nobody called is 'ida'")
    _contradicts(  # less: Everest hands the bet back whole, no rake taken from it (it had MATCHed, a cent of rake)
        RETURNED.replace("of $5.00 returned", "of $4.99 returned"),
        "hands 'ida' back $4.99, but the bet nobody called is $5",
    )
    _matches(WALK)  # the whole blind back where the pot printed and the bet handed back hold every chip


HANDED_BACK = """PokerStars Hand #41: Hold'em No Limit ($0.50/$1 USD) - 2021/03/04 5:06:07 ET
Table 'Vega' 6-max Seat #2 is the button
Seat 2: dora ($80 in chips)
Seat 4: eli ($35 in chips)
Seat 5: fay ($120 in chips)
eli: posts small blind $0.50
fay: posts big blind $1
*** HOLE CARDS ***
dora: raises $3 to $4
eli: raises $6 to $10
fay: folds
dora: folds
Uncalled bet ($6) returned to eli
eli collected $8.50 from pot
*** SUMMARY ***
Total pot $9 | Rake $0.50
"""


def test_a_bet_handed_back_beyond_the_uncalled_one_is_refused_where_the_printed_pot_agrees() -> None:
    """The printed pot and the bets handed back holding every chip let a converter's walk hand
    the whole big blind back; a hand of bets is no walk (a review: $7 handed back of $6 uncalled,
    the pot printed $1 smaller, MATCHed)."""
    _matches(HANDED_BACK)
    _contradicts(
        HANDED_BACK.replace("($6) returned", "($7) returned")
        .replace("Total pot $9", "Total pot $8")
        .replace("eli collected $8.50", "eli collected $7.50"),
        "$7 is handed back to 'eli'",
        "but the bet nobody called is $6",
    )


ANTE_BESIDE_THE_BLIND = """EverestPoker Game #8801: Table Orem-2 - $0.50/$1 - No Limit Hold'em - 21:00:00 - 2011/01/03
Seat 1: gus ($60.00)
Seat 2: hal ($75.25)
Seat 3: ida ($90.00)
hal posts ante $1.00
gus posts the small blind of $0.50
hal posts the big blind of $1.00
The button is in seat #3
*** HOLE CARDS ***
ida raises to $3.00
gus folds
hal folds
Uncalled bet of $2.00 returned to ida
*** SUMMARY ***
ida collects $3.50
"""


def test_an_ante_beside_the_big_blind_is_no_bet_the_raise_handed_back_answers() -> None:
    """The big blind's ante is no bet: the raise to $3 over the blind of $1 leaves $2 uncalled (a
    review: the ante counted as a bet made it $1, and the hand was refused)."""
    _matches(ANTE_BESIDE_THE_BLIND)


CONTRADICTING = {
    "sites/pokertracker-export/fpdb-chaz/tour/Flop/NLHE-USD-SNG-2-201106.iPoker.txt": {"3616779771", "3616973070"},
}
"""The shared hands whose chips go past their seat's stack with nothing to explain it: the
PokerTracker export of iPoker writes a `Raise (NF)` and a bet past the player's chips. (KingsClub's
#6155563, whose button posts the ante twice, reads its second ante as the button's blind and agrees.)"""


@pytest.mark.shared
def test_shared_hands_past_their_stacks(shared_dir: Path) -> None:
    root = shared_dir / "hand-histories"
    for name, ids in CONTRADICTING.items():
        found = {v.hand.hand_id: v for v in audit(root / name) if v.hand.hand_id in ids}
        assert set(found) == ids
        for verdict in found.values():
            assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, INCONSISTENT), verdict.detail
            assert "nobody puts in more than they have (E18)" in verdict.detail
    merge = root / "sites" / "merge" / "fpdb-chaz" / "tour"  # balances after the posts: 13 hands past them
    for path in (
        merge / "Flop" / "NLHE-USD-STT-201202.exported.txt",
        merge / "Mixed" / "HORSE-Tournament-Freeroll.201107.xml",
    ):
        assert all("(E18)" not in v.detail for v in audit(path)), path
    walks = root / "pokerstars" / "cash" / "Stars" / "Flop"
    for name in (
        "NLHE-6-max-USD-10-20-201701.converted.split.summary.txt",
        "NLHE-6-max-USD-10-20-201701.pot2.converted.walk.txt",
    ):
        assert all("handed back" not in v.detail for v in audit(walks / name))


def _line(text: str, number: int, new: str | None = None) -> str:
    """``text`` with its line ``number`` (from 1) replaced by ``new``, or written twice."""
    lines = text.split("\n")
    lines[number - 1 : number] = [lines[number - 1]] * 2 if new is None else [new]
    return "\n".join(lines)


def test_a_call_past_every_other_players_chips() -> None:
    """A call larger than the bet, a call line written twice: chips no call could have put in,
    which the bet handed back and the inferred rake absorbed (the audit said MATCH in rooms that
    print no total)."""
    assert SHOVE.split("\n")[11] == "dora: calls $31"
    _contradicts(
        _line(SHOVE, 12, "dora: calls $32"),
        "'dora' calls (line 12: 'dora: calls $32') to $36 before the flop, more than any other player put in ($35)",
        "a call is of what the player has to call",
    )
    # (written twice in PokerStars' text, the reader says so first: a turn taken twice in a row)
    _contradicts(_line(SHOVE, 12), "'dora'", "(line 13: 'dora: calls $31')")


def _acts(*moves: tuple[str, str, ActionKind, int]) -> tuple[Action, ...]:
    return tuple(Action(street, name, kind, amount, line=0) for street, name, kind, amount in moves)


def test_calls_rooms_write_that_stay() -> None:
    """A big blind short of chips is called in full (E18); a straddle is called; dead money
    counts towards no call; a call written before the bet it answers (PokerTracker's exports of
    iPoker's Zone tables) adds up on its street. Each replays, and a call a chip past it does
    not (records made from SHOVE's, each with other actions)."""
    base = _one(SHOVE)
    pre, flop = "preflop", "flop"
    sb, bb, call, bet, fold = (ActionKind.SMALL_BLIND, ActionKind.BIG_BLIND, ActionKind.CALL, ActionKind.BET,
                               ActionKind.FOLD)  # fmt: skip
    short = [("preflop", "eli", sb, 50), ("preflop", "fay", bb, 60), ("preflop", "dora", call, 100),
             ("preflop", "eli", call, 50)]  # fmt: skip
    straddle = [(pre, "eli", sb, 50), (pre, "fay", bb, 100), (pre, "dora", ActionKind.STRADDLE, 200),
                (pre, "eli", call, 150), (pre, "fay", fold, 0)]  # fmt: skip
    dead = [(pre, "eli", sb, 50), (pre, "fay", bb, 100), (pre, "dora", ActionKind.DEAD_BLINDS, 150),
            (pre, "eli", ActionKind.RAISE, 250), (pre, "fay", fold, 0), (pre, "dora", call, 200)]  # fmt: skip
    early = [(pre, "eli", sb, 50), (pre, "fay", bb, 100), (pre, "dora", call, 100), (pre, "eli", call, 50),
             (pre, "fay", fold, 0), (flop, "eli", call, 500), (flop, "dora", bet, 500)]  # fmt: skip
    short_seats = tuple(seat._replace(stack=60) if seat.name == "fay" else seat for seat in base.seats)  # (all in)
    for moves, extra, who, record_dead, seats in (
        (short, 40, "dora", {}, short_seats),
        (straddle, 50, "eli", {}, base.seats),
        (dead, 1, "dora", {"dora": 50}, base.seats),
        (early, 1, "eli", {}, base.seats),
    ):
        hand = replace(base, actions=_acts(*moves), dead=record_dead, returned={}, text="", seats=seats)
        replay(hand)
        last = max(i for i, move in enumerate(moves) if move[1] == who and move[2] is call)
        more = list(moves)
        more[last] = (*moves[last][:3], moves[last][3] + extra)
        with pytest.raises(HandHistoryError, match="a call is of what the player has to call"):
            replay(replace(hand, actions=_acts(*more)))
