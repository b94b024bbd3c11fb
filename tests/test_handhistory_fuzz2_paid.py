"""The mutation fuzz's "paid" classes that still MATCHed in the own-text rooms (h-fuzz2): a
hand whose money a single changed line makes wrong, that the audit accepted.

- No flop, no drop: a cash hand of hold'em or Omaha that ends before the flop keeps no rake
  (none of the shared cash hands that did keeps a cent, in any of these rooms); where the room
  prints no rake (Everleaf, Cake, 888poker, Merge, iPoker, Entraction and PKR without their
  rake line), a winner paid a chip short there had MATCHed as "less 1 rake".
- Everleaf's hands in chips (its tournaments' ``TID_`` files, which name no tournament) keep
  no rake either.
- The forced bets (Everleaf, Cake, 888poker): an ante or a blind posted twice, an ante unlike
  the others (a smaller one only all in), a player acting without the ante every other player
  posted, a no-limit or pot-limit blind other than the stakes the hand prints: these rooms
  print neither the bet nobody called nor the stacks after the hand, so such a post was taken
  for a bet handed back or a rake, and the hand MATCHed. Now NOT AUDITABLE, the line quoted.
"""

from __future__ import annotations

import pytest

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory._posts import ante_contradiction, forced_bet_contradiction
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.records import Action, ActionKind

EVERLEAF_CHIPS = """Everleaf Gaming Game #2
***** Hand history for game #2 *****
100/200 NL Hold'em - 2011/06/23 - 17:34:22
Table 1
Seat 1 is the button
Total number of players: 2
Seat 1: ann (  1000 Chips )
Seat 2: bob (  1000 Chips )
ann: posts ante [ 50 Chips]
bob: posts ante [ 50 Chips]
ann: posts small blind [ 100 Chips]
bob: posts big blind [ 200 Chips]
** Dealing down cards **
ann calls [ 100 Chips]
bob checks
** Dealing Flop ** [ 2c, 9d, 5c ]
bob: bets [ 200 Chips]
ann folds
bob does not show cards
bob wins 500 chips from main pot
"""

EVERLEAF_CASH = """Everleaf Gaming Game #1
***** Hand history for game #1 *****
Blinds $0.05/$0.10 NL Hold'em - 2010/08/29 - 11:00:02
Table Budapest
Seat 1 is the button
Total number of players: 2
Seat 1: ann (  $ 10 USD )
Seat 2: bob (  $ 10 USD )
ann: posts small blind [$ 0.05 USD]
bob: posts big blind [$ 0.10 USD]
** Dealing down cards **
ann raises [$ 0.25 USD]
bob folds
ann does not show cards
ann wins $ 0.20 USD from main pot
"""

CAKE_T = """Hand#2964A95039000045 - Up T11096121 -- CASH -- $2 + $0,2 -- 20/100/200 NL Hold'em -- 2012.05.17 - 22:49:18
Dealer: Seat 2
Seat 1: ann (2477 in chips)
Seat 2: bob (1928 in chips)
Seat 3: cid (3513 in chips)
ann: posts ante of 20
bob: posts ante of 20
cid: posts ante of 20
cid: posts small blind 100
ann: posts big blind 200
Dealt to cid [Th,Kh]
bob: folds
cid: calls 100
ann: checks
*** FLOP *** [Jh,5d,5h]
cid: bets 200
ann: folds
cid: returns uncalled bet 200
***SHOW DOWN***
cid wins 460
"""

CAKE_CASH = """Hand#2701011985001690 - Paris (6-max) 1 -- $0.05/$0.10 NL Hold'em -- 2012.02.05 - 21:01:45
Dealer: Seat 1
Seat 1: ann ($10 in chips) DEALER
Seat 2: bob ($10 in chips)
ann: posts small blind $0.05
bob: posts big blind $0.10
ann: raises to $0.30
bob: calls $0.20
*** FLOP *** [Jd,7d,Ts]
bob: checks
ann: bets $0.40
bob: folds
ann: returns uncalled bet $0.40
***SHOW DOWN***
ann: mucks
ann wins $0.57
"""

CAKE_PRE = """Hand#2701011985001691 - Paris (6-max) 1 -- $0.05/$0.10 NL Hold'em -- 2012.02.05 - 21:01:45
Dealer: Seat 1
Seat 1: ann ($10 in chips) DEALER
Seat 2: bob ($10 in chips)
ann: posts small blind $0.05
bob: posts big blind $0.10
ann: raises to $0.30
bob: folds
ann: returns uncalled bet $0.20
***SHOW DOWN***
ann: mucks
ann wins $0.20
"""

P888 = """#Game No : 600
***** 888poker Hand History for Game 600 *****
$0.01/$0.02 Blinds No Limit Holdem - *** 04 02 2011 11:27:06
Table Huelva (Real Money)
Seat 1 is the button
Total number of players : 2
Seat 1: ann ( $2 )
Seat 2: bob ( $2 )
ann posts small blind [$0.01]
bob posts big blind [$0.02]
** Dealing down cards **
ann raises [$0.05]
bob folds
** Summary **
ann collected [ $0.04 ]
"""

P888T = """#Game No : 601
***** 888poker Hand History for Game 601 *****
$10/$20 Blinds No Limit Holdem - *** 04 02 2011 11:27:06
Tournament #39132902 $1 + $0.10 - Table #1 (Real Money)
Seat 1 is the button
Total number of players : 2
Seat 1: ann ( $1,000 )
Seat 2: bob ( $1,000 )
ann posts ante [$5]
bob posts ante [$5]
ann posts small blind [$10]
bob posts big blind [$20]
** Dealing down cards **
ann calls [$10]
bob checks
** Dealing flop ** [ 2d, Kh, 7d ]
bob bets [$20]
ann folds
** Summary **
bob collected [ $50 ]
"""

MERGE = (
    '<description type="Holdem" stakes="No Limit ($0.50/$1)"/>\n<game id="5-2"><players dealer="0">'
    '<player seat="0" nickname="ann" balance="$100"/><player seat="3" nickname="bob" balance="$50"/></players>'
    '<round id="BLINDS"><event sequence="1" type="SMALL_BLIND" player="0" amount="0.50"/>'
    '<event sequence="2" type="BIG_BLIND" player="3" amount="1"/></round>'
    '<round id="PREFLOP"><event sequence="3" type="FOLD" player="0"/></round>'
    '<round id="END_OF_FOLDED_GAME"><winner amount="1.50" uncalled="false" potnumber="1" player="3"/></round></game>\n'
)

IPOKER = (
    '<?xml version="1.0" encoding="utf-8"?>\n<session sessioncode="9">\n'
    "<general><gametype>Holdem NL $1/$2</gametype><tablename>T, 1</tablename><currency>USD</currency></general>\n"
    '<game gamecode="78"><general><players>\n'
    '<player seat="1" name="ann" chips="$100" dealer="1" win="$0" bet="$1"/>\n'
    '<player seat="2" name="bob" chips="$100" dealer="0" win="$3" bet="$2"/>'
    "\n"
    "</players></general>\n"
    '<round no="0"><action no="1" player="ann" type="1" sum="$1"/>'
    '<action no="2" player="bob" type="2" sum="$2"/></round>\n'
    '<round no="1"><action no="3" player="ann" type="0" sum="$0"/></round>\n'
    "</game>\n</session>\n"
)

ENTRACTION = """Game # 73 - Texas Hold'em No Limit EUR 0.50/1 - Table "Abashiri"

Players(max 6):
ann                         (EUR 100.00 in seat 1)
bob                         (EUR 100.00 in seat 3)

Dealer:                     bob
Small Blind:                bob      (0.50)
Big Blind:                  ann      (1.00)

bob                         Fold
ann                         Payback     (0.50)

ann didn't show hand

ann wins:               EUR 1.00

Game ended 2012-06-19 22:45:51 BST
"""

PKR = """Table #39445473 - Top Pair
Starting Hand #1830834561
Start time of hand: 26 Aug 2011 17:39:25
Last Hand #1830834560
Game Type: HOLD'EM
Limit Type: NO LIMIT
Table Type: RING
Money Type: REAL MONEY
Blinds are now $1 / $2
Button is at seat 1
Seat 1: ann - $200
Seat 2: bob - $200
Moving Button to seat 1
ann posts small blind ($1)
bob posts big blind ($2)
Dealing Cards
ann raises to $6
bob folds
Returning $4 to ann uncalled
Pot sizes: $4
ann doesn't show
ann wins $4
Seat 1: ann - $202
Seat 2: bob - $198
End of Hand #1830834561
"""


MERGE_ANTES = (
    '<description type="Holdem" stakes="No Limit ($0.50/$1)"/>\n<game id="5-3"><players dealer="0">'
    '<player seat="0" nickname="ann" balance="$100"/><player seat="3" nickname="bob" balance="$50"/></players>'
    '<round id="BLINDS"><event sequence="1" type="ANTE" player="0" amount="0.10"/>'
    '<event sequence="2" type="ANTE" player="3" amount="0.10"/>'
    '<event sequence="3" type="SMALL_BLIND" player="0" amount="0.50"/>'
    '<event sequence="4" type="BIG_BLIND" player="3" amount="1"/></round>'
    '<round id="PREFLOP"><event sequence="5" type="CALL" player="0" amount="0.50"/>'
    '<event sequence="6" type="CHECK" player="3"/></round>'
    '<round id="POSTFLOP"><cards type="COMMUNITY" cards="2c,7d,9h"/>'
    '<event sequence="7" type="BET" player="3" amount="1"/>'
    '<event sequence="8" type="FOLD" player="0"/></round>'
    '<round id="END_OF_FOLDED_GAME"><winner amount="2.10" uncalled="false" potnumber="1" player="3"/>'
    '<winner amount="1" uncalled="true" potnumber="2" player="3"/></round></game>\n'
)


def _verdict(text: str):  # type: ignore[no-untyped-def]
    (hand,) = list(read(text))
    return hand, audit_hand(hand)


@pytest.mark.parametrize("text", [EVERLEAF_CHIPS, EVERLEAF_CASH, CAKE_T, CAKE_CASH, CAKE_PRE, P888, P888T, MERGE,
                                  IPOKER, ENTRACTION, PKR, MERGE_ANTES])  # fmt: skip
def test_the_hands_as_written_match(text: str) -> None:
    hand, verdict = _verdict(text)
    assert hand.error is None and verdict.outcome is Outcome.MATCH, verdict.detail


@pytest.mark.parametrize(
    ("text", "paid", "short"),
    [
        (EVERLEAF_CASH, "wins $ 0.20 USD", "wins $ 0.19 USD"),
        (CAKE_PRE, "wins $0.20", "wins $0.19"),
        (P888, "[ $0.04 ]", "[ $0.03 ]"),
        (MERGE, 'amount="1.50"', 'amount="1.49"'),
        (IPOKER, 'win="$3"', 'win="$2.99"'),
        (ENTRACTION, "EUR 1.00\n", "EUR 0.99\n"),
        (PKR, "ann wins $4\n", "ann wins $3.99\n"),
    ],
    ids=["everleaf", "cake", "888", "merge", "ipoker", "entraction", "pkr"],
)
def test_a_cash_hand_ended_before_the_flop_keeps_no_rake(text: str, paid: str, short: str) -> None:
    mutant = text.replace(paid, short)
    if "ann - $202" in mutant:  # (PKR prints the stacks after the hand: the chip short there too)
        mutant = mutant.replace("ann - $202", "ann - $201.99")
    assert mutant != text
    hand, verdict = _verdict(mutant)
    assert hand.error is None and not hand.boards[0] and hand.rake == 0
    assert verdict.outcome is Outcome.MISMATCH, verdict.detail  # (it had MATCHed "less 0.01 rake")


def test_a_raked_hand_that_saw_a_flop_still_keeps_its_rake() -> None:
    hand, verdict = _verdict(CAKE_CASH)
    assert hand.boards[0] and hand.rake == 3 and verdict.outcome is Outcome.MATCH


def test_everleaf_chips_keep_no_rake() -> None:
    hand, verdict = _verdict(EVERLEAF_CHIPS.replace("bob wins 500 chips", "bob wins 499 chips"))
    assert hand.currency is None and hand.rake == 0
    assert verdict.outcome is Outcome.MISMATCH, verdict.detail  # (it had MATCHed "pot 500 less 1 rake")


@pytest.mark.parametrize(
    ("text", "line", "written", "words"),
    [
        (EVERLEAF_CHIPS, "bob: posts ante [ 50 Chips]", "bob: posts ante [ 51 Chips]",
         "ann's ante of 50 (line 9) and bob's of 51 differ, and neither is all the player's chips"),
        (EVERLEAF_CHIPS, "bob: posts ante [ 50 Chips]", "bob: posts ante [ 50 Chips]\nbob: posts ante [ 50 Chips]",
         "bob posts the ante a second time (line 10 posted it)"),
        (EVERLEAF_CHIPS, "bob: posts ante [ 50 Chips]", "ann: posts ante [ 50 Chips]",
         "ann posts the ante a second time"),
        (EVERLEAF_CHIPS, "bob: posts big blind [ 200 Chips]", "bob: posts big blind [ 201 Chips]",
         "bob's big blind of 201 is not the 200 the hand's stakes name"),
        (EVERLEAF_CASH, "ann: posts small blind [$ 0.05 USD]", "ann: posts small blind [$ 0.06 USD]",
         "ann's small blind of 0.06 is not the 0.05"),
        (CAKE_CASH, "ann: posts small blind $0.05", "ann: posts small blind $0.06", "ann's small blind of 0.06"),
        (CAKE_T, "bob: posts ante of 20", "cid: posts ante of 20", "cid posts the ante a second time"),
        (P888T, "bob posts ante [$5]", "ann posts ante [$5]", "ann posts the ante a second time"),
        (MERGE_ANTES, 'player="3" amount="0.10"', 'player="3" amount="0.11"',
         "ann's ante of $0.10 and bob's of $0.11 differ, and neither is all the player's chips"),
        (MERGE_ANTES, '"ANTE" player="3"', '"ANTE" player="0"', "ann posts the ante a second time: a player"),
        (P888T, "bob posts big blind [$20]", "bob posts big blind [$20]\nbob posts big blind [$20]",
         "bob posts the big blind a second time"),
    ],
)  # fmt: skip
def test_a_post_the_rules_forbid_is_not_auditable_quoting_its_line(
    text: str, line: str, written: str, words: str
) -> None:
    mutant = text.replace(line, written, 1)
    assert mutant != text
    hand, verdict = _verdict(mutant)
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert hand.error is not None and words in hand.error.reason
    if "<game" not in text:  # (a room's XML events carry no line to quote: the reason names the post)
        quoted = written.rpartition("\n")[2] if " a second time" in words else written
        assert f"'{quoted}'" in hand.error.reason


def _post(name: str, kind: ActionKind, amount: int, line: int) -> Action:
    return Action("preflop", name, kind, amount, line=line)


def test_a_smaller_ante_or_blind_that_puts_its_player_all_in_is_the_rules() -> None:
    actions = [
        _post("ann", ActionKind.ANTE, 10, 1),
        _post("bob", ActionKind.ANTE, 4, 2),  # all bob had
        _post("cid", ActionKind.ANTE, 10, 3),
        _post("cid", ActionKind.SMALL_BLIND, 3, 4),  # all cid had left
        _post("ann", ActionKind.BIG_BLIND, 100, 5),
    ]
    stacks = {"ann": 1000, "bob": 4, "cid": 13}
    assert forced_bet_contradiction(actions, stacks, (50, 100)) is None
    stacks["cid"] = 14  # one chip left behind: the small blind is short, not all in
    assert forced_bet_contradiction(actions, stacks, (50, 100)) == (
        4,
        "cid's small blind of 3 is not the 50 the hand's stakes name (nor all the player's chips)",
    )
    assert forced_bet_contradiction(actions, stacks) is None  # (no stakes printed: the sizes unchecked)


def test_a_dead_blind_is_not_held_to_the_stakes() -> None:
    actions = [_post("ann", ActionKind.SMALL_BLIND, 50, 1), _post("bob", ActionKind.BIG_BLIND, 150, 2)]
    assert forced_bet_contradiction(actions, {"ann": 500, "bob": 500}, (50, 100), {"bob": 50}) is None
    assert forced_bet_contradiction(actions, {"ann": 500, "bob": 500}, (50, 100))[0] == 2  # type: ignore[index]


P888_BB_ANTE = """#Game No : 602
***** 888poker Hand History for Game 602 *****
$10/$20 Blinds No Limit Holdem - *** 04 02 2011 11:29:06
Tournament #39132902 $1 + $0.10 - Table #1 (Real Money)
Seat 1 is the button
Total number of players : 3
Seat 1: ann ( $1,000 )
Seat 2: bob ( $1,000 )
Seat 3: cid ( $1,000 )
bob posts small blind [$10]
cid posts big blind [$20]
cid posts ante [$20]
** Dealing down cards **
ann calls [$20]
bob calls [$10]
cid checks
** Dealing flop ** [ 2d, Kh, 7d ]
bob checks
cid bets [$20]
ann folds
bob folds
** Summary **
cid collected [ $100 ]
"""


def test_a_big_blind_ante_posted_by_one_player_is_the_tables_ante() -> None:
    # a big blind ante (the table's ante, posted by the big blind alone) and the same ante posted
    # all in after the blind with the rest of the stack (blind first, then whatever is left)
    hand, verdict = _verdict(P888_BB_ANTE)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    short = P888_BB_ANTE.replace("cid ( $1,000 )", "cid ( $30 )")
    short = short.replace("cid posts ante [$20]", "cid posts ante [$10]")
    short = short.replace("cid bets [$20]\nann folds\nbob folds", "ann checks")  # (cid all in: bob and ann check)
    short = short.replace("cid collected [ $100 ]", "cid shows [ Ah, Ad ]\ncid collected [ $70 ]")
    assert short.count("$10]") == 3
    hand, verdict = _verdict(short)
    assert hand.error is None, hand.error
    # two players ante: every ante is a player's own, and a player who acts without one is refused
    mutant = P888_BB_ANTE.replace("cid posts ante [$20]", "cid posts ante [$20]\nann posts ante [$20]")
    hand, verdict = _verdict(mutant)
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert hand.error is not None and "bob acts but posted no ante, where 2 other players did" in hand.error.reason
    assert "'bob posts small blind [$10]'" in hand.error.reason


def test_an_ante_after_the_blind_with_the_rest_of_the_stack_is_all_in() -> None:
    actions = [
        _post("ann", ActionKind.ANTE, 50, 1),
        _post("bob", ActionKind.BIG_BLIND, 100, 2),
        _post("bob", ActionKind.ANTE, 20, 3),  # the 20 bob had left after the blind
        _post("cid", ActionKind.ANTE, 50, 4),
    ]
    assert forced_bet_contradiction(actions, {"ann": 900, "bob": 120, "cid": 900}) is None
    assert forced_bet_contradiction(actions, {"ann": 900, "bob": 121, "cid": 900}) == (
        3,
        "bob's ante of 20 is not ann's 50 (line 1) nor all the player's chips: every player posts the same ante",
    )


def test_two_unlike_antes_are_both_named_where_neither_is_the_hands() -> None:
    actions = [_post("ann", ActionKind.ANTE, 50, 1), _post("bob", ActionKind.ANTE, 60, 2)]
    assert forced_bet_contradiction(actions, {"ann": 900, "bob": 900}) == (
        2,
        "ann's ante of 50 (line 1) and bob's of 60 differ, and neither is all the player's chips:"
        " every player posts the same ante",
    )


def test_antes_posted_as_often_as_each_other_are_both_named() -> None:
    # two players post 50, two post 60: no ante is the hand's more than the other (the rule of
    # _posts.forbidden_opening, one for every room; the own-text rooms named a majority of 50)
    actions = [_post(name, ActionKind.ANTE, amount, line) for line, (name, amount) in
               enumerate((("ann", 50), ("bob", 50), ("cid", 60), ("dan", 60)), 1)]  # fmt: skip
    assert forced_bet_contradiction(actions, dict.fromkeys(("ann", "bob", "cid", "dan"), 900)) == (
        3,
        "ann's ante of 50 (line 1) and cid's of 60 differ, and neither is all the player's chips:"
        " every player posts the same ante",
    )


def test_antes_that_each_put_their_player_all_in_are_not_judged() -> None:
    # every ante all the player had: none tells the hand's ante (a short stack's is all its
    # chips, whatever it is); one all in for more than another's, or with chips left, is judged
    actions = [_post("ann", ActionKind.ANTE, 30, 1), _post("bob", ActionKind.ANTE, 45, 2)]
    assert forced_bet_contradiction(actions, {"ann": 30, "bob": 45}) is None
    assert forced_bet_contradiction(actions, {"ann": 30, "bob": 900}) is None  # (a smaller one all in)
    assert forced_bet_contradiction(actions, {"ann": 900, "bob": 46}) == (
        2,
        "ann's ante of 30 (line 1) and bob's of 45 differ, and neither is all the player's chips:"
        " every player posts the same ante",
    )
    assert forced_bet_contradiction(actions, {"ann": 900, "bob": 45}) == (  # (all in, but for more)
        2,
        "bob's ante of 45, all the player's chips, is more than ann's 30 (line 1): every player posts the same ante",
    )


def test_an_ante_after_the_blind_with_the_rest_of_the_stack_is_all_in_for_the_plain_lines_rooms() -> None:
    # the plain-lines rooms judge the antes alone, but a player's all in counts every chip he
    # put in before his ante (the antes alone had refused cid's 30 after his 250 big blind)
    antes = [_post("ann", ActionKind.ANTE, 50, 1), _post("bob", ActionKind.ANTE, 50, 2)]
    blind, ante = _post("cid", ActionKind.BIG_BLIND, 250, 3), _post("cid", ActionKind.ANTE, 30, 4)
    stacks = {"ann": 900, "bob": 900, "cid": 280}
    assert ante_contradiction([*antes, blind, ante], stacks) is None
    assert ante_contradiction([*antes, ante, blind], stacks) == (
        4,
        "cid's ante of 30 is not ann's 50 (line 1) nor all the player's chips: every player posts the same ante",
    )


@pytest.mark.parametrize("amounts", [(6, 5), (5, 6), (6, 6, 5, 5), (5, 5, 6, 6)])
def test_antes_of_unknown_stacks_are_judged_whatever_their_order(amounts: tuple[int, ...]) -> None:
    # no stack known: a smaller ante may be all in, so where amounts are posted as often the
    # largest is the hand's, in either order (the first in the lines had been, and [5, 6] refused)
    actions = [_post(f"p{k}", ActionKind.ANTE, amount, k + 1) for k, amount in enumerate(amounts)]
    assert forced_bet_contradiction(actions, {}) is None
    larger = [*actions, _post("big", ActionKind.ANTE, 7, 9)]  # (posted once: 7 is the hand's where each is)
    found = forced_bet_contradiction(larger, {})
    if len(amounts) == 2:
        assert found is None, found
    else:  # (5 and 6 posted twice each: a 7 is more than the hand's, and no stack is said to be known)
        assert found is not None and found[0] == 9 and "all the player's chips" not in found[1], found
