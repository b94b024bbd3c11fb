"""A card the room's file garbles (a stud ``[of]``) and a PHH currency given only by its
symbol: read as the file says, decided where the rules allow, named where they do not."""

from __future__ import annotations

from pokerrank.handhistory import audit_hand, read, to_phh
from pokerrank.handhistory.verdicts import UNREADABLE_CARD, Outcome

STUD = """PokerStars Game #1001:  7 Card Stud Limit ($0.04/$0.08 USD) - 2009/11/26 10:23:32 ET
Table 'Dawn II' 8-max
Seat 2: ann ($1.60 in chips)
Seat 3: bob ($1.43 in chips)
ann: posts the ante $0.01
bob: posts the ante $0.01
*** 3rd STREET ***
Dealt to ann [9h]
Dealt to bob [4s]
bob: brings in for $0.02
ann: calls $0.02
*** 4th STREET ***
Dealt to ann [9h] [Ah]
Dealt to bob [4s] [{card}]
ann: checks
bob: checks
*** 5th STREET ***
Dealt to ann [9h Ah] [5d]
Dealt to bob [4s {card}] [8h]
ann: checks
bob: checks
*** 6th STREET ***
Dealt to ann [9h Ah 5d] [Jc]
Dealt to bob [4s {card} 8h] [Qh]
ann: checks
bob: checks
*** RIVER ***
ann: checks
bob: checks
*** SHOW DOWN ***
ann: shows [{ann}] ({ann_words})
bob: shows [3d 7c 4s {card} 8h Qh {last}] ({bob_words})
{winner} collected $0.06 from pot
*** SUMMARY ***
Total pot $0.06 | Rake $0
"""

ACES = {"ann": "Ad 3c 9h Ah 5d Jc 2c", "ann_words": "a pair of Aces"}
NINES = {"ann": "9d 3c 9h Ah 5d Jc 2c", "ann_words": "a pair of Nines"}


def _hand(card: str, winner: str = "ann", last: str = "Ks", bob_words: str = "high card King", **ann: str) -> str:
    return STUD.format(card=card, winner=winner, last=last, bob_words=bob_words, **(ann or ACES))


def test_an_unreadable_card_that_cannot_change_who_wins_is_decided_around() -> None:
    """Aces against a hand that no card can make better than aces: decided, and said."""
    verdict = audit_hand(next(read(_hand("of"))))
    assert verdict.outcome is Outcome.MATCH
    assert "'of' cannot be read" in verdict.detail and "every card it could be pays the same" in verdict.detail
    wrong = audit_hand(next(read(_hand("of", winner="bob"))))  # the room paid the hand that cannot win
    assert wrong.outcome is Outcome.MISMATCH and "'of' cannot be read" in wrong.detail
    assert [(p.player, p.rules, p.paid) for p in wrong.payouts if p.player == "ann"] == [("ann", 6, 0)]


def test_an_unreadable_card_that_could_change_who_wins_is_not_auditable() -> None:
    """Nines against K-Q-8 high: the unreadable card could pair the king or the queen."""
    verdict = audit_hand(next(read(_hand("of", **NINES))))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert verdict.reason == UNREADABLE_CARD
    expected = "bob's card 'of' cannot be read, and some of the cards it could be would pay another player"
    assert verdict.detail == expected
    dutch = audit_hand(next(read(_hand("of", **NINES))), lang="nl")
    assert "onleesbaar" in dutch.detail


def test_the_same_hand_with_the_card_readable_is_audited_as_usual() -> None:
    """The reference: with a real card in place of the garbled one, the usual verdict."""
    assert audit_hand(next(read(_hand("Th", **NINES)))).outcome is Outcome.MATCH
    assert audit_hand(next(read(_hand("Kd", winner="ann", bob_words="a pair of Kings", **NINES)))).outcome is (
        Outcome.MISMATCH
    )


def test_too_many_unreadable_cards_are_not_tried() -> None:
    text = _hand("of", last="xx")
    text = text.replace("bob: shows [3d 7c", "bob: shows [?? 7c")
    verdict = audit_hand(next(read(text)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == UNREADABLE_CARD


PHH = """variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 200]
actions = ["d dh p1 AsAd", "d dh p2 KsKd", "p2 cbr 6", "p1 cc", "d db 2c3d4h", "p1 cc", "p2 cc", "d db 9s",
           "p1 cc", "p2 cc", "d db Jh", "p1 cc", "p2 cc", "p1 sm AsAd", "p2 sm KsKd"]
finishing_stacks = [{a}, {b}]
currency_symbol = "£"
"""


def test_a_phh_currency_given_by_its_symbol_alone_is_written_with_it() -> None:
    record = next(read(PHH.format(a=206, b=194)))
    assert (record.currency, record.currency_symbol) == (None, "£")
    assert record.format_money(206) == "£206"
    assert audit_hand(record).outcome is Outcome.MATCH
    assert 'currency_symbol = "£"' in to_phh(record)
    wrong = audit_hand(next(read(PHH.format(a=194, b=206))))
    assert wrong.outcome is Outcome.MISMATCH
    assert "£206" in wrong.detail and "£194" in wrong.detail


def test_a_currency_symbol_that_is_no_symbol_is_left_out() -> None:
    record = next(read(PHH.format(a=206, b=194).replace('"£"', '"12"')))
    assert record.currency_symbol is None and record.format_money(206) == "206"


HOLDEM = """PokerStars Hand #2001:  Hold'em No Limit ($0.01/$0.02 USD) - 2009/11/26 10:23:32 ET
Table 'Dawn III' 6-max Seat #1 is the button
Seat 1: ann ($2 in chips)
Seat 2: bob ($2 in chips)
Seat 3: cid ($2 in chips)
bob: posts small blind $0.01
cid: posts big blind $0.02
*** HOLE CARDS ***
Dealt to ann [{ann}]
ann: folds
bob: calls $0.01
cid: checks
*** FLOP *** [{flop}]
bob: checks
cid: checks
*** TURN *** [{flop}] [Jc]
bob: checks
cid: checks
*** RIVER *** [{flop} Jc] [2d]
bob: checks
cid: checks
*** SHOW DOWN ***
bob: shows [Ah Ad] (a pair of Aces)
cid: shows [Kh Kd] (a pair of Kings)
bob collected $0.04 from pot
*** SUMMARY ***
Total pot $0.04 | Rake $0
Board [{flop} Jc 2d]
"""


def test_a_word_among_cards_is_no_card() -> None:
    """A word in a card list (``[Qd insurance]``) is not a garbled card to try as every card it
    could be: NOT AUDITABLE naming it, whoever holds it (a player still in, one who folded)
    or the board. A card's own length (``[of]``) stays a garbled card."""
    plain = HOLDEM.format(ann="Qd 6c", flop="3c 7h 9s")
    assert audit_hand(next(read(plain))).outcome is Outcome.MATCH
    for text, named in (
        (_hand("insurance"), "bob's cards hold 'insurance', which is no card"),
        (HOLDEM.format(ann="Qd insurance", flop="3c 7h 9s"), "ann's cards hold 'insurance', which is no card"),
        (HOLDEM.format(ann="Qd 6c", flop="3c insurance 7h"), "the board holds 'insurance', which is no card"),
    ):
        verdict = audit_hand(next(read(text)))
        assert (verdict.outcome, verdict.reason, verdict.detail) == (Outcome.NOT_AUDITABLE, UNREADABLE_CARD, named)
    assert "kaart" in audit_hand(next(read(_hand("insurance"))), lang="nl").detail
