"""Rooms' own rules where they differ from the policy (docs/RULES.md): Everest shares its rake
between the pots in proportion to their size, the odd cents from the main pot. The hand texts
are written here, in the room's words."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from pokerrank.handhistory import Outcome, audit_hand, read
from pokerrank.handhistory.decision import Decision, _rake_in_proportion


def everest_side_pot(*, main: str, side: str) -> str:
    """cat ($49.15) all in against ann and bob ($108.55 each), dan's $4 folded in the main pot:
    a $151.45 main pot cat wins and a $118.80 side pot bob wins, $3 of rake (unprinted: what
    was put in less what was paid)."""
    return f"""EverestPoker Game #6450853986: Table Moroni-1 - $0.50/$1 - No Limit Hold'em - 22:55:27 - 2011/01/02
Seat 2: cat ($49.15)
Seat 4: eve ($103.60)
Seat 5: dan ($63.65)
Seat 6: ann ($108.55)
Seat 7: bob ($120.23)
dan posts the small blind of $0.50
ann posts the big blind of $1.00
The button is in seat #4
*** HOLE CARDS ***
bob calls $1.00
cat calls $1.00
eve folds
dan calls $0.50
ann checks
*** FLOP *** [5s 7d Js]
dan bets $1.00
ann calls $1.00
bob calls $1.00
cat raises to $2.00
dan calls $1.00
ann calls $1.00
bob raises to $3.00
cat calls $1.00
dan calls $1.00
ann raises to $19.00
bob raises to $43.00
cat calls $40.00
dan folds
ann raises to $107.55, and is all-in
bob raises to $119.23, and is all-in
cat calls $5.15, and is all-in
Uncalled bet of $11.68 returned to bob
ann shows [8s 6s]
bob shows [5h 5d]
cat shows [Ts Jh]
*** TURN *** [10d]
*** RIVER *** [10c]
*** SUMMARY ***
ann shows [8s 6s]
bob shows [5h 5d]
cat shows [Ts Jh]
cat collects ${main}
bob collects ${side}
"""


def test_everest_shares_its_rake_between_the_pots_in_proportion() -> None:
    (hand,) = read(everest_side_pot(main="149.76", side="117.49"))
    assert hand.ok and hand.site == "Everest" and hand.rake == 300, hand.error
    verdict = audit_hand(hand)
    # the side pot pays $3 x 118.80 / 270.25 = $1.3188, $1.31; the main pot the rest, $1.69
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert {(p.player, p.rules) for p in verdict.payouts} == {("cat", 14976), ("bob", 11749 + 1168)}


def test_everest_paid_main_pot_first_is_a_mismatch_naming_both_pots() -> None:
    verdict = audit_hand(next(read(everest_side_pot(main="149.77", side="117.48"))))
    assert verdict.outcome is Outcome.MISMATCH and verdict.reason == "payout"
    assert "main pot $149.76: cat $149.76; side pot 1 $117.49: bob $117.49; rake $3" in verdict.detail


def test_other_rooms_keep_the_main_pot_first() -> None:
    from dataclasses import replace

    (hand,) = read(everest_side_pot(main="149.77", side="117.48"))
    assert audit_hand(replace(hand, site="PokerStars")).outcome is Outcome.MATCH


def everest_tie(*, cat: str, ann: str) -> str:
    """The hand above with cat ($49.16) and ann tied on tens full of jacks: a $151.48 main pot
    they split, a $118.78 side pot ann wins, $3 of rake."""
    text = everest_side_pot(main="X", side="Y").replace("[8s 6s]", "[Ts Jc]").replace("[Ts Jh]", "[Th Jh]")
    text = text.replace("cat ($49.15)", "cat ($49.16)").replace("cat calls $5.15", "cat calls $5.16")
    return text.replace("cat collects $X\nbob collects $Y\n", f"cat collects ${cat}\nann collects ${ann}\n")


def test_a_pot_split_between_tied_players_still_pays_its_share_of_the_rake() -> None:
    # the side pot pays $3 x 118.78 / 270.26 = $1.3185, $1.31: $117.47 to ann; the main pot $1.69:
    # $149.79 split $74.90 to ann (first from the button's left) and $74.89 to cat
    verdict = audit_hand(next(read(everest_tie(cat="74.89", ann="192.37"))))
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    paid = {p.player: p.rules for p in verdict.payouts}
    assert (paid["cat"], paid["ann"], paid.get("bob", 0)) == (7489, 7490 + 11747, 1168)  # bob: his uncalled bet
    main_first = audit_hand(next(read(everest_tie(cat="74.90", ann="192.36"))))
    assert main_first.outcome is Outcome.MISMATCH
    assert "main pot $149.79: cat $74.89, ann $74.90; side pot 1 $117.47: ann $117.47" in main_first.detail


def test_a_main_pot_too_small_for_the_rest_of_the_rake_keeps_the_decision() -> None:
    # 5 chips of rake on pots of 1, 33, 33, 33: each side pot's share is 1, the main pot's 2 > 1
    pots = [("main pot", 0, {"ann": 0}), ("side pot 1", 29, {"bob": 29}), ("side pot 2", 33, {"cid": 33}),
            ("side pot 3", 33, {"dan": 33})]  # fmt: skip
    decided = Decision({"ann": 0, "bob": 29, "cid": 33, "dan": 33}, pots, 5, None)
    assert _rake_in_proportion(decided, [1, 33, 33, 33]) is decided


@given(
    pots=st.lists(st.integers(1, 100_000), min_size=2, max_size=5),
    rake_share=st.fractions(0, 1),
)
def test_each_side_pot_pays_its_share_rounded_down_and_the_main_pot_the_rest(
    pots: list[int], rake_share: Fraction
) -> None:
    whole = sum(pots)
    rake = int(rake_share * whole)
    main_first = [0] * len(pots)  # any split of the rake the decision made: here all of it on the last pot
    main_first[-1] = min(rake, pots[-1])
    main_first[0] += rake - main_first[-1]
    if main_first[0] > pots[0]:
        return
    names = [f"p{k}" for k in range(len(pots))]
    decided = Decision(
        {name: pot - fee for name, pot, fee in zip(names, pots, main_first, strict=True)},
        [("main pot" if k == 0 else f"side pot {k}", pot - fee, {names[k]: pot - fee})
         for k, (pot, fee) in enumerate(zip(pots, main_first, strict=True))],
        rake,
        None,
    )  # fmt: skip
    again = _rake_in_proportion(decided, pots)
    if rake - sum(rake * pot // whole for pot in pots[1:]) > pots[0]:  # the main pot cannot pay the rest
        assert again is decided
        return
    fees = [pot - amount for pot, (_, amount, _) in zip(pots, again.pots, strict=True)]
    assert sum(fees) == rake and all(0 <= fee <= pot for fee, pot in zip(fees, pots, strict=True))
    for pot, fee in zip(pots[1:], fees[1:], strict=True):  # a side pot: its exact share, rounded down
        assert fee * whole <= rake * pot < (fee + 1) * whole
    assert sum(again.totals.values()) == whole - rake
