"""Example hands: small hand histories (PokerStars text, and one PHH file) that the
documentation's examples read.

Each is the text of one hand as the room writes it, stated here once so that every example
of reading, replaying, auditing, writing or summing up hands works on the same hands.

- :data:`ALL_IN_SHOWDOWN`: three players at $1/$2; ann raises, bob re-raises all-in from
  the small blind, the big blind folds and ann calls; the board runs out, bob's three Kings
  beat ann's Aces and bob collects $99 of the $102 pot ($3 rake).
- :data:`HEADS_UP_STEAL`: two players at $0.01/$0.02; ann raises from the small blind, bob
  folds and ann gets her $0.04 back and collects the blinds.
- :data:`PHH_ALL_IN_PREFLOP`: a PHH file (no-limit hold'em, blinds 1/2, stacks 100); p2
  shoves, p1 calls, and p1's Aces beat p2's Kings.

>>> from pokerrank.handhistory import read
>>> [(hand.hand_id, hand.game, len(hand.seats)) for hand in read(ALL_IN_SHOWDOWN + "\\n\\n" + HEADS_UP_STEAL)]
[('3', 'holdem', 3), ('1', 'holdem', 2)]
>>> hand = next(read(PHH_ALL_IN_PREFLOP))
>>> hand.format, hand.game, hand.finishing_stacks
('phh', 'holdem', {'p1': 200, 'p2': 0})
"""

from __future__ import annotations

__all__ = ["ALL_IN_SHOWDOWN", "HEADS_UP_STEAL", "PHH_ALL_IN_PREFLOP"]

ALL_IN_SHOWDOWN = """\
PokerStars Hand #3: Hold'em No Limit ($1/$2 USD) - 2020/01/01 0:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($50 in chips)
Seat 3: cid ($200 in chips)
bob: posts small blind $1
cid: posts big blind $2
*** HOLE CARDS ***
ann: raises $8 to $10
bob: raises $40 to $50 and is all-in
cid: folds
ann: calls $40
*** FLOP *** [2c 7d 9h]
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [Kd]
*** SHOW DOWN ***
ann: shows [As Ad] (a pair of Aces)
bob: shows [Kc Ks] (three of a kind, Kings)
bob collected $99 from pot
*** SUMMARY ***
Total pot $102 | Rake $3
Board [2c 7d 9h Js Kd]
"""
"""An all-in with a showdown, a side stack that folded, and rake (PokerStars, cash, $1/$2)."""

HEADS_UP_STEAL = """\
PokerStars Hand #1: Hold'em No Limit ($0.01/$0.02 USD) - 2020/01/01 0:00:00 ET
Table 'T' 2-max Seat #1 is the button
Seat 1: ann ($2 in chips)
Seat 2: bob ($2 in chips)
ann: posts small blind $0.01
bob: posts big blind $0.02
*** HOLE CARDS ***
ann: raises $0.04 to $0.06
bob: folds
Uncalled bet ($0.04) returned to ann
ann collected $0.04 from pot
*** SUMMARY ***
Total pot $0.04 | Rake $0
"""
"""A raise heads-up that takes the blinds, with the uncalled bet returned (PokerStars, cash, $0.01/$0.02)."""

PHH_ALL_IN_PREFLOP = """\
variant = "NT"
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = ["d dh p1 AsAd", "d dh p2 KsKd", "p2 cbr 100", "p1 cc", "d db 2c3c4h", "d db 9s", "d db Jd"]
finishing_stacks = [200, 0]
"""
"""Heads-up all in before the flop, Aces against Kings, in the Poker Hand History format (PHH)."""
