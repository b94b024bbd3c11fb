"""OnGame hand texts: the room's own lines, read and audited by the pots paid and each ``net``."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.detect import detect_format
from pokerrank.handhistory.records import ActionKind
from pokerrank.handhistory.replay import to_deal
from pokerrank.handhistory.writers import to_phh

SIDE_POT = """***** History for hand R5-9-1 *****
Start hand: Wed Aug 01 18:09:42 EEST 2012
Table: Tokyo [9] (NO_LIMIT TEXAS_HOLDEM $1/$2, Real money)
User: ann
Button: seat 1
Players in round: 3 (6)
Seat 1: ann ($1,000.50)
Seat 2: bob ($20)
Seat 3: cid ($100)
bob posts small blind ($1)
cid posts big blind ($2)
---
Dealing pocket cards
Dealing to ann: [Ah, Kh]
ann raises $6 to $6
bob raises $19 to $20 [all in]
cid calls $18
ann raises $54 to $60
cid calls $40
--- Dealing flop [2c, 7d, 9h]
--- Dealing flop [2c, 7d, 9h]
cid checks
ann bets $100
cid folds
--- Dealing turn [Js]
--- Dealing river [Kd]
---
Summary:
Main pot: $60 won by ann ($58)
Side pot 1: $80 won by ann ($79)
Rake taken: $3
Seat 1: ann ($1,077.50), net: +$77
Seat 2: bob ($0), net: -$20, [Qc, Qd] (PAIR QUEEN)
Seat 3: cid ($40), net: -$60
Seat 1: ann shows nothing more
***** End of hand R5-9-1 *****
"""

HI_LO = """***** History for hand R5-7-2 *****
Start hand: Mon Jan 06 08:58:00 CET 2014
Table: Hospitalet [7] (POT_LIMIT OMAHA_HI_LO $5/$5, Real money)
Button: seat 2
Players in round: 2
Seat 1: ann ($300)
Seat 2: bob ($300)
bob posts big blind ($5)
ann posts big blind ($5)
---
Dealing pocket cards
bob raises $5.00 to $10.00
ann calls $5.00
--- Dealing flop [8d, 6c, Kd]
ann checks
bob checks
--- Dealing turn [2d]
ann checks
bob checks
--- Dealing river [3s]
ann checks
bob checks
---
Summary:
Main pot: $20.00 won by ann ($9.50 High), bob ($9.50 Low)
Rake taken: $1
Seat 1: ann ($299.50), net: -$0.50, [Ad, Kc, 7s, 9h]
Seat 2: bob ($299.50), net: -$0.50, [4h, Ac, Qs, Qh]
***** End of hand R5-7-2 *****
"""

STUD = """***** History for hand R5-5-3 *****
Start hand: Tue Dec 04 19:48:34 CET 2012
Table: Winnipeg [5] (LIMIT SEVEN_CARD_STUD $1/$2, ante: $0.10, Real money)
User: ann
Button: seat 1
Players in round: 2 (5)
Seat 3: ann ($27.20)
Seat 6: bob ($74.40)
ann posts ante $0.10
bob posts ante $0.10
---
Dealing pocket cards
Dealing to ann: [5c, 2h, 2s]
Dealing to bob: [-, -, 7d]
ann big bring in $1
bob raises $2 to $2
ann calls $1
---
Dealing 4th street
Dealing to ann: [Jc]
Dealing to bob: [6s]
ann checks
bob checks
---
Dealing 5th street
Dealing to ann: [Tc]
Dealing to bob: [8c]
ann checks
bob checks
---
Dealing 6th street
Dealing to ann: [Kc]
Dealing to bob: [As]
bob checks
ann checks
---
Dealing river
Dealing to ann: [Ah]
bob checks
ann checks
---
Summary:
Main pot: $4.20 won by bob ($4)
Rake taken: $0.20
Seat 3: ann ($25.10), net: -$2.10
Seat 6: bob ($76.30), net: +$1.90, [6d, 4c, 7d, 6s, 8c, As, 8d] (TWO_PAIR EIGHT, SIX)
***** End of hand R5-5-3 *****
"""

DRAW = """***** History for hand R5-8-4 *****
Start hand: Mon Sep 13 00:21:02 GMT+0100 2010
Table: Suez [8] (LIMIT FIVE_CARD_DRAW $0.05/$0.10, Real money)
User: ann
Button: seat 3
Players in round: 3
Seat 8: bob ($0.50)
Seat 10: ann ($1)
Seat 3: cid ($0.51)
bob posts small blind ($0.02)
ann posts big blind ($0.05)
---
Dealing pocket cards
Dealing to ann: [Tc, 9h, 7c, Ah, Jh]
cid folds
bob calls $0.03
ann checks
---
bob changed 3 cards
ann changed 2 cards
New hand for ann: [8h, 9h, 6h, Ah, Jh]
bob checks
ann bets $0.10
bob calls $0.10
---
Summary:
Main pot: $0.30 won by ann ($0.29)
Rake taken: $0.01
Seat 8: bob ($0.35), net: -$0.15
Seat 10: ann ($1.14), net: +$0.14, [8h, 9h, 6h, Ah, Jh] (FLUSH ACE)
Seat 3: cid ($0.51)
***** End of hand R5-8-4 *****
"""

TOURNAMENT = """***** History for hand T5-17-1 (TOURNAMENT: "Freeroll", R-274-69, buy-in: €0) *****
Start hand: Sat Dec 25 21:18:38 GMT+0100 2010
Table: Table #29 [17] (NO_LIMIT TEXAS_HOLDEM 10/20, ante: 5, TC)
Button: seat 2
Players in round: 2
Seat 1: ann (1500)
Seat 2: bob (1500)
ann posts ante 5
bob posts ante 5
bob posts small blind (10)
ann posts big blind (20)
---
Dealing pocket cards
bob calls 10
ann raises 60 to 80
bob folds
---
Summary:
Main pot: 50 won by ann (50)
Rake taken: €0
Seat 1: ann (1525), net: +25
Seat 2: bob (1475), net: -25
***** End of hand T5-17-1 *****
"""


def _one(text: str):  # type: ignore[no-untyped-def]
    hands = list(read(text))
    assert len(hands) == 1
    return hands[0]


def test_detected_from_the_text() -> None:
    assert detect_format(SIDE_POT) == "ongame"
    assert detect_format("\ufeff" + TOURNAMENT) == "ongame"


def test_raises_to_a_side_pot_and_a_street_printed_twice() -> None:
    hand = _one(SIDE_POT.replace("Seat 1: ann shows nothing more\n", ""))
    assert hand.site == "OnGame" and hand.game == "holdem" and hand.stakes == (100, 200)
    assert hand.seats[0].stack == 100050 and hand.currency == "USD"
    raises = [(a.player, a.amount, a.to, a.all_in) for a in hand.actions if a.kind is ActionKind.RAISE]
    assert raises == [("ann", 600, 600, False), ("bob", 1900, 2000, True), ("ann", 5400, 6000, False)]
    assert hand.boards == ("2c 7d 9h Js Kd",)  # the flop printed twice is one flop
    assert hand.returned == {"ann": 10000} and hand.rake == 300 and hand.pots == (5800, 7900)
    assert hand.hole["bob"] == "Qc Qd"
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert [w.ok for w in verdict.words] == [True]  # bob's "(PAIR QUEEN)": the category (no ranks in its words)
    named = SIDE_POT.replace("(PAIR QUEEN)", "(THREE_OF_A_KIND QUEEN)").replace("Seat 1: ann shows nothing more\n", "")
    assert audit_hand(_one(named)).reason == "words"
    # bob's queens beat ann's ace high: the main pot is his, and paying ann is a mismatch
    won = SIDE_POT.replace("[Qc, Qd]", "[Jc, Jd]").replace("Seat 1: ann shows nothing more\n", "")
    assert audit_hand(_one(won)).outcome is Outcome.MISMATCH


def test_a_line_no_rule_reads_is_quoted() -> None:
    verdict = audit_hand(_one(SIDE_POT))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "ann shows nothing more" in verdict.detail


def test_a_net_or_a_stack_that_does_not_add_up_is_refused() -> None:
    text = SIDE_POT.replace("Seat 1: ann shows nothing more\n", "")
    wrong_net = audit_hand(_one(text.replace("net: +$77", "net: +$78")))
    assert wrong_net.outcome is Outcome.NOT_AUDITABLE and "net for 'ann'" in wrong_net.detail
    wrong_stack = audit_hand(_one(text.replace("($40), net", "($41), net")))
    assert wrong_stack.outcome is Outcome.NOT_AUDITABLE and "stack for 'cid'" in wrong_stack.detail


def test_hi_lo_shares_named_high_and_low() -> None:
    hand = _one(HI_LO)
    assert [a.kind for a in hand.actions][:2] == [ActionKind.SMALL_BLIND, ActionKind.BIG_BLIND]  # $5/$5
    assert hand.game == "omaha-hi-lo" and [c.amount for c in hand.collected] == [950, 950]
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_stud_bring_in_and_cards_face_down() -> None:
    hand = _one(STUD)
    assert hand.game == "stud" and hand.button is None and hand.stakes == (100, 200)
    assert [a.kind for a in hand.actions][2] is ActionKind.BRING_IN and hand.actions[0].street == "third"
    assert hand.dealt[:3] == (("third", "ann", "5c 2h 2s"), ("third", "bob", "7d"), ("fourth", "ann", "Jc"))
    assert hand.hole["bob"] == "6d 4c 7d 6s 8c As 8d" and "ann" in hand.mucked  # ann paid nothing, showed nothing
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert to_deal(hand)["players"][1]["cards"] == "6d 4c 7d 6s 8c As 8d"


def test_draw_new_hand_and_a_winner_who_never_shows() -> None:
    hand = _one(DRAW)
    assert hand.game == "five-card-draw" and hand.hole["ann"] == "8h 9h 6h Ah Jh" and hand.rake == 1
    draws = [(a.street, a.player, a.kind, a.drawn) for a in hand.actions if a.kind is ActionKind.DISCARD]
    assert draws == [("draw 1", "bob", ActionKind.DISCARD, 3), ("draw 1", "ann", ActionKind.DISCARD, 2)]
    assert hand.actions[0].street == "deal"
    assert audit_hand(hand).outcome is Outcome.MATCH
    hidden = DRAW.replace(", [8h, 9h, 6h, Ah, Jh] (FLUSH ACE)", "").replace(
        ", net: -$0.15", ", net: -$0.15, [2c, 3c, 4d, 9s, Kd]"
    )
    hidden = "".join(
        line for line in hidden.splitlines(keepends=True) if "for ann:" not in line and "to ann:" not in line
    )
    verdict = audit_hand(_one(hidden))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "ann" in verdict.detail


def test_new_hand_for_the_hero_is_their_draw() -> None:
    """``New hand for ann`` names the cards ann threw and drew: her draw carries them, and
    where the room prints no ``changed`` line for her it is her draw; the rules then find
    every draw in its turn."""
    from pokerrank.engine import from_record

    hand = _one(DRAW)
    (draw,) = [a for a in hand.actions if a.player == "ann" and a.kind is ActionKind.DISCARD]
    assert (draw.drawn, sorted(draw.cards.split())) == (2, ["7c", "Tc"])
    assert hand.dealt == (("deal", "ann", "Tc 9h 7c Ah Jh"), ("draw 1", "ann", "8h 6h"))
    assert from_record(hand).status != "illegal"
    silent = _one(DRAW.replace("ann changed 2 cards\n", ""))  # the room's line for ann's draw left out
    (draw,) = [a for a in silent.actions if a.player == "ann" and a.kind is ActionKind.DISCARD]
    assert (draw.street, draw.drawn, sorted(draw.cards.split())) == ("draw 1", 2, ["7c", "Tc"])
    assert [a.player for a in silent.actions if a.street == "draw 1"] == ["bob", "ann", "bob", "ann", "bob"]
    assert audit_hand(silent).outcome is Outcome.MATCH and from_record(silent).status != "illegal"
    pat = _one(
        DRAW.replace("ann changed 2 cards\n", "ann stands pat\n").replace(
            "[8h, 9h, 6h, Ah, Jh]", "[Tc, 9h, 7c, Ah, Jh]"
        )
    )
    (draw,) = [a for a in pat.actions if a.player == "ann" and a.street == "draw 1" and a.kind is ActionKind.STAND_PAT]
    assert draw.cards is None and pat.dealt == (("deal", "ann", "Tc 9h 7c Ah Jh"),)
    for wrong, why in (
        ("ann changed 1 cards", "'ann' changed 1 cards, and [8h 9h 6h Ah Jh] replaces 2"),
        ("ann changed 2 cards\nNew hand for ann: [8h, 9h, 6h, Ah]", "is not their hand with cards replaced"),
    ):
        text = DRAW.replace("ann changed 2 cards", wrong, 1)
        if "Ah]" in wrong:
            text = text.replace("New hand for ann: [8h, 9h, 6h, Ah, Jh]\n", "", 1)
        verdict = audit_hand(_one(text))
        assert verdict.outcome is Outcome.NOT_AUDITABLE and why in verdict.detail, verdict.detail


def test_tournament_chips_antes_and_convert() -> None:
    hand = _one(TOURNAMENT)
    assert hand.tournament == "R-274-69" and hand.unit == 1 and hand.rake == 0 and hand.currency is None
    assert audit_hand(hand).outcome is Outcome.MATCH
    assert 'variant = "NT"' in to_phh(hand)
    assert [p["bet"] for p in to_deal(hand)["players"]] == [85, 25]  # ann's 60 nobody called goes back
    short = TOURNAMENT.replace("Main pot: 50 won by ann (50)", "Main pot: 50 won by ann (45)")
    assert audit_hand(_one(short)).outcome is Outcome.NOT_AUDITABLE  # its own net says 25: the figures disagree


def test_a_hand_cut_off_is_refused() -> None:
    cut = TOURNAMENT.split("Seat 2: bob (1475)")[0]
    verdict = audit_hand(_one(cut))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "End of hand" in verdict.detail


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_garbled_hands_are_read_or_refused_never_raise(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from([SIDE_POT, HI_LO, STUD, DRAW, TOURNAMENT]))
    lines = text.splitlines()
    k = data.draw(st.integers(1, len(lines) - 1))
    cut = data.draw(st.integers(0, len(lines[k])))
    junk = data.draw(st.text(alphabet="$€0123456789., []+-#:()abdeiklnorstu", max_size=12))
    lines[k] = lines[k][:cut] + junk
    for hand in read("\n".join(lines)):
        assert audit_hand(hand).outcome in (Outcome.MATCH, Outcome.MISMATCH, Outcome.NOT_AUDITABLE)


THOUSANDS = """***** History for hand R5-26-287 *****
Start hand: Wed Aug 01 18:09:42 EEST 2012
Table: Tokyo [26] (NO_LIMIT TEXAS_HOLDEM $1,000/$2,000, Real money)
User: eve
Button: seat 5
Players in round: 5 (6)
Seat 4: ann ($133,250.00)
Seat 5: bob ($761,925.00)
Seat 6: cid ($76,500)
Seat 8: dan ($95,250.00)
Seat 9: eve ($207,800.00)
cid posts small blind ($1,000)
dan posts big blind ($2,000)
---
Dealing pocket cards
Dealing to eve: [5s, Qh]
eve folds
ann raises $6,000 to $6,000
bob calls $6,000
cid folds
dan folds
--- Dealing flop [Jh, Th, 5c]
ann bets $10,000
bob calls $10,000
--- Dealing turn [Kc]
ann bets $20,000
bob raises $50,000 to $50,000
ann calls $30,000
--- Dealing river [3s]
ann checks
bob bets $695,925.00 [all in]
ann calls $67,250.00 [all in]
---
Summary:
Main pot: $269,500 won by bob ($268,000)
Rake taken: $1,500
Seat 4: ann ($0), net: -$133,250.00
Seat 5: bob ($896,675.00), net: +$134,750.00, [Js, Jc] (THREE_OF_A_KIND JACK)
Seat 6: cid ($75,500), net: -$1,000
Seat 8: dan ($93,250.00), net: -$2,000
Seat 9: eve ($207,800.00)
***** End of hand R5-26-287 *****
"""


def test_amounts_with_commas_between_thousands_everywhere_the_room_writes_them() -> None:
    hand = next(read(THOUSANDS))
    assert hand.error is None and hand.stakes == (100_000, 200_000)
    assert hand.returned == {"bob": 62_867_500}
    assert audit_hand(hand).outcome is Outcome.MATCH
    short = THOUSANDS.replace("net: +$134,750.00", "net: +$134,700.00")  # the net read whole: checked
    assert "the summary's net for 'bob' ($134700)" in audit_hand(next(read(short))).detail


DECIMAL_COMMAS = """***** History for hand R5-1-1 *****
Start hand: Wed Aug 18 19:32:32 GMT+0100 2010
Table: T [1] (NO_LIMIT TEXAS_HOLDEM €0,50/€1,00, Real money)
Button: seat 1
Seat 1: ann (€100,00)
Seat 2: bob (€100,00)
ann posts small blind (€0,50)
bob posts big blind (€1,00)
---
Dealing pocket cards
ann raises €2,50 to €3,00
bob folds
---
Summary:
Main pot: €2,00 won by ann (€2,00)
Rake taken: €0
Seat 1: ann (€101,00), net: +€1,00
Seat 2: bob (€99,00), net: -€1,00
***** End of hand R5-1-1 *****
"""


def test_a_comma_not_between_thousands_is_not_read_as_one() -> None:
    # OnGame writes decimal points; `€0,50/€1,00` read with the commas dropped was a hand of
    # amounts 100 times too big that audited MATCH: refused, naming the table line
    hand = next(read(DECIMAL_COMMAS))
    assert hand.error is not None and "€0,50/€1,00" in str(hand.error)
    assert audit_hand(hand).outcome is Outcome.NOT_AUDITABLE
    for net in ("+$134,75", "+$1,347500"):  # a net whose comma is not followed by exactly three digits
        text = THOUSANDS.replace("net: +$134,750.00", f"net: {net}")
        assert audit_hand(next(read(text))).outcome is not Outcome.MATCH


PLAIN = SIDE_POT.replace("Seat 1: ann shows nothing more\n", "")


@pytest.mark.parametrize(
    ("after", "line"),
    [
        ("---\nDealing pocket cards\n", "--- Dealing insurance [Ts, Th, 3h]"),
        ("cid checks\n", "--- Dealing fifth street [8c]"),
        ("--- Dealing turn [Js]\n", "--- Dealing river [Kd] and pays $5"),
        ("Rake taken: $3\n", "Seat 2: bob received insurance ($20)"),
    ],
)
def test_a_dashed_line_or_summary_seat_of_no_shape_the_room_writes_is_quoted(after: str, line: str) -> None:
    """Only the room's bare ``---`` rule is quiet: any other ``---`` line is a street marker read
    whole or quoted; a summary seat line of a player who put nothing in names a seated player."""
    assert audit_hand(_one(PLAIN)).outcome is Outcome.MATCH
    verdict = audit_hand(_one(PLAIN.replace(after, after + line + "\n", 1)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert line in verdict.detail


def test_a_player_whose_name_starts_with_dashes_is_read() -> None:
    """``---Cockatrice--- raises``: a player's line, not a street marker (its raises were
    skipped as a quiet ``---`` line)."""
    text = PLAIN.replace("ann", "---ann---").replace("User: ---ann---", "User: ann")
    hand = _one(text)
    raises = [(a.kind, a.amount, a.to) for a in hand.actions if a.player == "---ann---"]
    assert raises == [(ActionKind.RAISE, 600, 600), (ActionKind.RAISE, 5400, 6000), (ActionKind.BET, 10000, 10000)]
    assert audit_hand(hand).outcome is Outcome.MATCH


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("--- Dealing flop [2c, 7d, 9h]\n", "--- Dealing flop [2c, insurance, 9h]\n"),
        ("Dealing to ann: [Ah, Kh]", "Dealing to ann: [Ah, insurance]"),
        ("[Qc, Qd] (PAIR QUEEN)", "[Qc, insurance] (PAIR QUEEN)"),
    ],
)
def test_a_word_among_cards_is_quoted(old: str, new: str) -> None:
    verdict = audit_hand(_one(PLAIN.replace(old, new, 1)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert new.strip() in verdict.detail
