"""Hand-history texts the tests share."""

HEADS_UP = """PokerStars Hand #{id}: Hold'em No Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET
Table 'Omega' 6-max Seat #1 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
ann: posts small blind $1
bob: posts big blind $2
*** HOLE CARDS ***
ann: calls $1
bob: checks
*** FLOP *** [2c 7d 9h]
bob: checks
ann: checks
*** TURN *** [2c 7d 9h] [Js]
bob: checks
ann: checks
*** RIVER *** [2c 7d 9h Js] [3c]
bob: checks
ann: checks
*** SHOW DOWN ***
bob: shows [Ks Kd] (a pair of Kings)
ann: shows [As Ad] (a pair of Aces)
{winner} collected $3.80 from pot
*** SUMMARY ***
Total pot $4 | Rake $0.20
Board [2c 7d 9h Js 3c]
"""
"""A heads-up PokerStars Hold'em hand checked down to a showdown (aces over kings, a $0.20
rake): ``HEADS_UP.format(id=21, winner="ann")`` is paid right, ``winner="bob"`` is not."""
