"""The order of play, one rule for every room that reads its lines (h-order, issues 23/24):
:func:`pokerrank.handhistory._order.order_fault`, judged by the own-text rooms (``_rounds``: OnGame,
Everleaf, Cake, Entraction, PKR; the bracket rooms; Bovada), the plain-lines rooms (KingsClub, Seals
With Clubs, Action Poker, old WPN) and the XML rooms that ask it (Merge, Boss), in one wording:

- a player takes a turn again on a round only facing a bet or raise made since his last turn there
  (the plain-lines and XML rooms had refused two turns in a row alone: a check written after the
  round closed, another player's turn between, MATCHed at KingsClub);
- a bet or raise is a line that says so, whatever its size (a raise line that raises nothing is the
  replay's to name), an all-in raise for less than a full raise one too; a post is none;
- a blind, straddle or ante written after a turn on its round is out of order, the post's line named.

Each family's hands as written (a bet handed back, an all-in for less then a raise, a split pot, a
dead blind posted in turn, a stud bring-in, draws) still MATCH."""

from __future__ import annotations

import pytest
from test_handhistory_h_mut_a_bovada import MTT as BOVADA
from test_handhistory_h_mut_a_pacific import CASH as PACIFIC
from test_handhistory_h_mut_a_party import CASH as PARTY
from test_handhistory_h_mut_b_xml import BOSS, MERGE, _act, _event
from test_handhistory_h_mut_c_rounds import EVERLEAF_NL, ONGAME
from test_handhistory_kingsclub_figures import HOLDEM as KC_HOLDEM
from test_handhistory_kingsclub_rounds import RAZZ
from test_handhistory_lines import KC_BLIND_TO_COME_IN, KC_TRIPLE_DRAW, SWC_SPLIT

from pokerrank.handhistory import audit_hand, read
from pokerrank.handhistory._order import late_post_words, order_fault
from pokerrank.handhistory.records import Action, ActionKind

K = ActionKind


def verdict(text: str) -> tuple[str, str]:
    (hand,) = list(read(text))
    said = audit_hand(hand)
    return said.outcome.value, str(hand.error or said.detail)


def changed(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def play(*acts: tuple[str, str, ActionKind, int]) -> list[Action]:
    """Actions (street, player, kind, chips), one a line from line 1."""
    return [
        Action(street, name, kind, chips, None, False, None, None, at)
        for at, (street, name, kind, chips) in enumerate(acts, 1)
    ]


# --- the rule, on actions -----------------------------------------------------------------


def test_a_turn_again_with_another_player_between_and_no_bet_is_out_of_order() -> None:
    actions = play(("flop", "ann", K.CHECK, 0), ("flop", "bob", K.CHECK, 0), ("flop", "ann", K.CHECK, 0))
    found = order_fault(actions)
    assert found is not None and found[0].line == 3 and found[1].line == 1 and not found[2]


def test_a_call_is_no_bet_the_caller_s_opponent_faces_anew() -> None:
    # ann bets, bob calls, ann acts again: nothing new to face
    actions = play(("flop", "ann", K.BET, 10), ("flop", "bob", K.CALL, 10), ("flop", "ann", K.FOLD, 0))
    found = order_fault(actions)
    assert found is not None and (found[0].line, found[1].line) == (3, 1)


def test_a_raise_line_that_raises_nothing_is_a_raise_for_the_order() -> None:
    # (its size is the replay's to name: the next turn is not called out of order over it)
    actions = play(("flop", "ann", K.BET, 10), ("flop", "bob", K.RAISE, 10), ("flop", "ann", K.FOLD, 0))
    assert order_fault(actions) is None


def test_an_all_in_raise_for_less_is_faced_by_the_players_before_it() -> None:
    actions = play(
        ("flop", "ann", K.BET, 10),
        ("flop", "bob", K.RAISE, 15),  # (all in for less than a full raise)
        ("flop", "cid", K.RAISE, 40),
        ("flop", "ann", K.CALL, 30),
    )
    assert order_fault(actions) is None


def test_a_post_between_two_turns_is_out_of_order_and_no_bet_faced() -> None:
    actions = play(("preflop", "ann", K.CHECK, 0), ("preflop", "bob", K.BIG_BLIND, 2), ("preflop", "ann", K.CALL, 2))
    found = order_fault(actions)
    assert found is not None and (found[0].line, found[1].line, found[2]) == (2, 1, True)
    found = order_fault(actions, posts=False)  # (the post alone not judged: ann's call is her turn again)
    assert found is not None and (found[0].line, found[1].line, found[2]) == (3, 1, False)


@pytest.mark.parametrize("kind", [K.SMALL_BLIND, K.BIG_BLIND, K.STRADDLE, K.DEAD_BLINDS, K.ANTE])
def test_every_post_after_a_turn_on_its_round_is_named(kind: ActionKind) -> None:
    actions = play(("preflop", "ann", K.CALL, 2), ("preflop", "bob", kind, 2))
    found = order_fault(actions)
    assert found is not None and found[0].line == 2 and found[2]


def test_posts_before_the_first_turn_and_a_dead_blind_in_turn_are_in_order() -> None:
    actions = play(
        ("preflop", "ann", K.SMALL_BLIND, 1),
        ("preflop", "bob", K.BIG_BLIND, 2),
        ("preflop", "cid", K.DEAD_BLINDS, 3),
        ("preflop", "cid", K.CHECK, 0),
        ("preflop", "ann", K.CALL, 1),
        ("preflop", "bob", K.CHECK, 0),
        ("flop", "ann", K.CHECK, 0),
    )
    assert order_fault(actions) is None


def test_a_draw_ends_the_round() -> None:
    actions = play(
        ("draw 1", "ann", K.CHECK, 0),
        ("draw 1", "bob", K.CHECK, 0),
        ("draw 1", "ann", K.DISCARD, 0),
        ("draw 1", "bob", K.STAND_PAT, 0),
        ("draw 1", "ann", K.BET, 4),
        ("draw 1", "bob", K.CALL, 4),
    )
    assert order_fault(actions) is None


# --- each family, its hands ---------------------------------------------------------------

LEGITIMATE = {
    "ongame: a bet handed back": ONGAME,
    "everleaf: an all-in raise called, a split pot": EVERLEAF_NL,
    "partypoker: a bet handed back": PARTY,
    "bovada": BOVADA,
    "kingsclub": KC_HOLDEM,
    "kingsclub razz: the bring-in, a bet handed back": RAZZ,
    "kingsclub triple draw": KC_TRIPLE_DRAW,
    "kingsclub: a dead blind posted in turn": KC_BLIND_TO_COME_IN,
    "seals with clubs: a split pot": SWC_SPLIT,
    "boss": BOSS,
    "merge: a bet handed back": MERGE,
}


@pytest.mark.parametrize("text", list(LEGITIMATE.values()), ids=list(LEGITIMATE))
def test_the_hands_as_written_match(text: str) -> None:
    outcome, detail = verdict(text)
    assert outcome == "match", detail


AGAIN = "with no bet or raise between: the action goes round the table, and a player acts again only facing"

ACTS_AGAIN = {
    # plain lines: Eli's check again after Fay's, the turn's round over (it MATCHed: two in a row alone judged)
    "kingsclub": (
        KC_HOLDEM,
        "[9h]\nEli checks\nFay checks\n",
        "[9h]\nEli checks\nFay checks\nEli checks\n",
        "Eli acts (line 24: 'Eli checks'), then acts again (line 26: 'Eli checks') " + AGAIN,
    ),
    # plain lines, stud: Bob's call again after Hero's (third street's round over)
    "kingsclub razz": (
        RAZZ,
        "Hero calls 40\n*** 4TH",
        "Hero calls 40\nBob checks\n*** 4TH",
        "Bob acts (line 21: 'Bob bets 40'), then acts again (line 23: 'Bob checks') " + AGAIN,
    ),
    # XML: cid, who called the big blind, checks after bob's check closed the round
    "boss": (
        BOSS,
        _act("CHECK", "bob"),
        _act("CHECK", "bob") + _act("CHECK", "cid"),
        "cid acts (call 200), then acts again (check) " + AGAIN,
    ),
    # XML: cid's fold after ann's bet, then a check of ann's again
    "merge": (
        MERGE,
        _event(8, "FOLD", 2),
        _event(8, "FOLD", 2) + _event(9, "CHECK", 0),
        "ann acts (bet $3), then acts again (check) " + AGAIN,
    ),
    # own text: bob's check again after ann's call closed the preflop
    "ongame": (
        ONGAME,
        "ann calls $4\n",
        "ann calls $4\nbob checks\n",
        "bob acts (line 12: 'bob raises $4 to $6'), then acts again (line 14: 'bob checks') " + AGAIN,
    ),
    # own text, bracket: bob's check after ann's call closed the turn
    "partypoker": (
        PARTY,
        "ann calls [$0.50 USD]\n",
        "ann calls [$0.50 USD]\nbob checks\n",
        "bob acts (line 22: 'bob bets [$0.50 USD]'), then acts again (line 24: 'bob checks') " + AGAIN,
    ),
}


@pytest.mark.parametrize(("text", "old", "new", "said"), list(ACTS_AGAIN.values()), ids=list(ACTS_AGAIN))
def test_a_turn_again_with_no_bet_or_raise_since_is_refused_in_one_wording(
    text: str, old: str, new: str, said: str
) -> None:
    outcome, detail = verdict(changed(text, old, new))
    assert outcome == "not auditable", detail
    assert said in detail, detail


LATE = {
    # plain lines: Eli's big blind written after Gus's fold
    "kingsclub": (
        KC_HOLDEM,
        "Eli: posts the big blind 10\n*** HOLE CARDS ***\nDealt to Dora: [X X]\nDealt to Eli: [X X]\n"
        "Dealt to Fay: [Ah Kd]\nDealt to Gus: [X X]\nGus folds\n",
        "*** HOLE CARDS ***\nDealt to Dora: [X X]\nDealt to Eli: [X X]\n"
        "Dealt to Fay: [Ah Kd]\nDealt to Gus: [X X]\nGus folds\nEli: posts the big blind 10\n",
        "Eli posts a big blind (line 15: 'Eli: posts the big blind 10') after Gus's turn (line 14: 'Gus folds')"
        " on the preflop: the blinds, straddles and antes are posted before the round's first turn",
    ),
    # XML: bob's big blind after cid's call
    "boss": (
        BOSS,
        _act("BB", "bob", "200.00") + _act("CALL", "cid", "200.00"),
        _act("CALL", "cid", "200.00") + _act("BB", "bob", "200.00"),
        "bob posts a big blind (big blind 200) after cid's turn (call 200) on the preflop",
    ),
    # own text, bracket: cid's big blind after ann's fold
    "partypoker": (
        PARTY,
        "cid posts big blind [$0.10 USD].\n** Dealing down cards **\nann calls [$0.10 USD]\n",
        "** Dealing down cards **\nann folds\ncid posts big blind [$0.10 USD].\n",
        "cid posts a big blind (line 12: 'cid posts big blind [$0.10 USD].') after ann's turn (line 11: 'ann folds')",
    ),
}


@pytest.mark.parametrize(("text", "old", "new", "said"), list(LATE.values()), ids=list(LATE))
def test_a_blind_posted_after_a_turn_on_its_round_is_refused_naming_the_post(
    text: str, old: str, new: str, said: str
) -> None:
    outcome, detail = verdict(changed(text, old, new))
    assert outcome == "not auditable", detail
    assert said in detail, detail


def test_888_a_fold_before_the_big_blind_is_a_player_declining_it() -> None:
    """888 writes a player who declines to post the big blind as a fold before it, before the
    cards are dealt (#440729020 of the shared files: ``Tigran64 folds`` between the blinds): that
    fold opens no round, and the big blind after it is in order. Elsewhere such a post is not."""
    declining = changed(PACIFIC, "Seat 5: bob ( $5 )\n", "Seat 5: dan ( $3 )\nSeat 6: bob ( $5 )\n")
    declining = changed(declining, "ann posts small blind [$0.05]\n", "ann posts small blind [$0.05]\ndan folds\n")
    declining = changed(declining, "Total number of players : 3", "Total number of players : 4")
    outcome, detail = verdict(declining)
    assert outcome == "match", detail
    actions = play(
        ("preflop", "ann", K.SMALL_BLIND, 1), ("preflop", "dan", K.FOLD, 0), ("preflop", "bob", K.BIG_BLIND, 2)
    )
    assert order_fault(actions, declined=4) is None  # (the deal on line 4: the fold before it)
    found = order_fault(actions)
    assert found is not None and (found[0].line, found[1].line, found[2]) == (3, 2, True)
    # (the fold after a turn of another's is a turn: the big blind after both is out of order at 888 too)
    actions = play(("preflop", "cid", K.CALL, 2), ("preflop", "dan", K.FOLD, 0), ("preflop", "bob", K.BIG_BLIND, 2))
    found = order_fault(actions, declined=4)
    assert found is not None and (found[0].line, found[1].line, found[2]) == (3, 1, True)


def test_888_a_fold_after_the_deal_is_a_turn_and_a_big_blind_after_it_out_of_order() -> None:
    """Only a fold written before ``** Dealing down cards **`` is a declined blind: cid's fold
    after the deal is his turn, and bob's big blind written after it is refused, as at partypoker
    (the review of h-order: every round's first fold had been let through)."""
    deal = "bob posts big blind [$0.10]\n** Dealing down cards **\ncid calls [$0.10]\n"
    after = changed(PACIFIC, deal, "** Dealing down cards **\ncid folds\nbob posts big blind [$0.10]\n")
    after = changed(after, "bob raises [$4.90]\ncid folds\nann folds\n", "bob raises [$4.90]\nann folds\n")
    after = changed(after, "bob collected [ $0.30 ]", "bob collected [ $0.20 ]")
    outcome, detail = verdict(after)
    assert outcome == "not auditable", detail
    assert "bob posts a big blind" in detail and "after cid's turn" in detail and "'cid folds'" in detail, detail
    before = changed(PACIFIC, deal, "cid folds\nbob posts big blind [$0.10]\n** Dealing down cards **\n")
    before = changed(before, "bob raises [$4.90]\ncid folds\nann folds\n", "bob raises [$4.90]\nann folds\n")
    before = changed(before, "bob collected [ $0.30 ]", "bob collected [ $0.20 ]")
    outcome, detail = verdict(before)
    assert outcome == "match", detail
    actions = play(
        ("preflop", "ann", K.SMALL_BLIND, 1), ("preflop", "dan", K.FOLD, 0), ("preflop", "bob", K.BIG_BLIND, 2)
    )
    found = order_fault(actions, declined=2)  # (the deal on line 2: dan's fold on line 2 is after it)
    assert found is not None and (found[0].line, found[1].line, found[2]) == (3, 2, True)


def test_a_late_post_is_named_with_its_own_article_and_noun() -> None:
    """The review of h-order: "posts a ante", "posts a small & big blinds"."""
    actions = play(("preflop", "ann", K.CHECK, 0), ("preflop", "bob", K.ANTE, 1))
    found = order_fault(actions)
    assert found is not None and found[2]
    said = late_post_words("bob", "line 2", K.ANTE, "ann", "line 1", "preflop")
    assert said.startswith("bob posts an ante (line 2) after ann's turn (line 1) on the preflop"), said
    said = late_post_words("bob", "line 2", K.DEAD_BLINDS, "ann", "line 1", "preflop")
    assert said.startswith("bob posts dead small and big blinds (line 2)"), said
    said = late_post_words("bob", "line 2", K.BIG_BLIND, "ann", "line 1", "preflop")
    assert said.startswith("bob posts a big blind (line 2)"), said


def test_plain_lines_a_turn_out_of_order_before_a_line_that_does_not_read_is_named_first() -> None:
    """The order is judged once the hand is read: where reading stops at a later line (a river
    whose card is twice), the turn out of order before it is the hand's first fault, named (the
    review of h-order: KingsClub named the board's line 27, not Eli's second check on line 25)."""
    text = changed(KC_HOLDEM, "[9h]\nEli checks\nFay checks\n", "[9h]\nEli checks\nEli checks\nFay checks\n")
    outcome, detail = verdict(text)
    assert outcome == "not auditable" and AGAIN in detail and "'Eli checks'" in detail, detail
    broken = changed(text, "*** RIVER *** [Ks 7c 2d 9h] [3s]", "*** RIVER *** [Ks 7c 2d 9h] [3s 3s]")
    assert verdict(broken) == (outcome, detail)
    # (a line that does not read before the turn out of order: that line is the first fault, named)
    first = changed(
        KC_HOLDEM,
        "*** RIVER *** [Ks 7c 2d 9h] [3s]\nEli checks\n",
        "*** RIVER *** [Ks 7c 2d 9h] [3s 3s]\nEli checks\nEli checks\n",
    )
    outcome, detail = verdict(first)
    assert outcome == "not auditable" and "a board that does not read" in detail and AGAIN not in detail, detail


ONGAME_SHORT_THEN_RAISE = """***** History for hand R5-1-3 *****
Start hand: Wed Aug 18 19:32:32 GMT+0100 2010
Table: T [1] (NO_LIMIT TEXAS_HOLDEM $1/$2, Real money)
Button: seat 1
Seat 1: ann ($8)
Seat 2: bob ($100)
Seat 3: cid ($100)
Seat 4: dan ($100)
bob posts small blind ($1)
cid posts big blind ($2)
---
Dealing pocket cards
dan raises $6 to $6
ann raises $8 to $8 [all in]
bob raises $19 to $20
cid folds
dan calls $14
--- Dealing flop [Ts, Th, 3h]
bob bets $10
dan folds
--- Dealing turn [2c]
--- Dealing river [4d]
---
Summary:
Main pot: $26 won by ann ($26)
Side pot 1: $24 won by bob ($24)
Rake taken: $0
Seat 1: ann ($26), net: +$18, [Ad Ac]
Seat 2: bob ($104), net: +$4, [Kd Kc]
Seat 3: cid ($98), net: -$2
Seat 4: dan ($80), net: -$20
***** End of hand R5-1-3 *****
"""
"""OnGame: ann all in for $8 over dan's raise to $6 (less than a full raise, to $10), then bob
raises to $20 and dan calls: dan's second turn faces bets made since his first."""
ONGAME_SHORT_CALLED = """***** History for hand R5-1-3 *****
Start hand: Wed Aug 18 19:32:32 GMT+0100 2010
Table: T [1] (NO_LIMIT TEXAS_HOLDEM $1/$2, Real money)
Button: seat 1
Seat 1: ann ($8)
Seat 2: bob ($100)
Seat 3: cid ($100)
Seat 4: dan ($100)
bob posts small blind ($1)
cid posts big blind ($2)
---
Dealing pocket cards
dan raises $6 to $6
ann raises $8 to $8 [all in]
bob folds
cid folds
dan calls $2
--- Dealing flop [Ts, Th, 3h]
--- Dealing turn [2c]
--- Dealing river [4d]
---
Summary:
Main pot: $19 won by ann ($19)
Rake taken: $0
Seat 1: ann ($19), net: +$11, [Ad Ac]
Seat 2: bob ($99), net: -$1
Seat 3: cid ($98), net: -$2
Seat 4: dan ($92), net: -$8, [Kd Kc]
***** End of hand R5-1-3 *****
"""
"""OnGame: ann all in for $8 over dan's raise to $6, less than a full raise; dan, who acted
before it, faces it and calls $2: his second turn is in order."""


@pytest.mark.parametrize("text", [ONGAME_SHORT_THEN_RAISE, ONGAME_SHORT_CALLED], ids=["then a raise", "called"])
def test_ongame_an_all_in_for_less_is_a_raise_the_players_before_it_face(text: str) -> None:
    outcome, detail = verdict(text)
    assert outcome == "match", detail
    # (without the all-in and what follows it, dan's second turn faces nothing new: refused)
    lines = text.splitlines(keepends=True)
    start = lines.index("ann raises $8 to $8 [all in]\n")
    end = next(k for k, line in enumerate(lines) if line.startswith("dan calls"))
    outcome, detail = verdict("".join(lines[:start] + lines[end:]))
    assert outcome == "not auditable" and AGAIN in detail and "'dan raises $6 to $6'" in detail, detail


def test_kingsclub_an_all_in_for_less_is_a_raise_the_player_before_it_faces() -> None:
    """KingsClub: Eli, the big blind, all in for 40 over Fay's raise to 30 (less than a full raise,
    to 50); Fay, who acted before it, faces it and calls: in order, and the hand MATCHes. Her call
    after a plain call of Eli's is her second turn with nothing new to face: refused."""
    text = changed(KC_HOLDEM, "Seat 2: Eli (812.50)", "Seat 2: Eli (40)")
    text = changed(
        text,
        "Eli calls 30\n*** FLOP *** [Ks 7c 2d]\nEli checks\nFay bets 45.50\nEli calls 45.50\n"
        "*** TURN *** [Ks 7c 2d] [9h]\nEli checks\nFay checks\n*** RIVER *** [Ks 7c 2d 9h] [3s]\nEli checks\n"
        "Fay checks\n",
        "Eli raises to 40, and is all in\nFay calls 40\n*** FLOP *** [Ks 7c 2d]\n*** TURN *** [Ks 7c 2d] [9h]\n"
        "*** RIVER *** [Ks 7c 2d 9h] [3s]\n",
    )
    text = changed(
        text,
        "Seat 2: Eli (737) -75.50\nSeat 3: Fay (2,077.50) +77.50\n",
        "Seat 2: Eli (0) -40\nSeat 3: Fay (2,042) +42\n",
    )
    text = changed(text, "Fay wins pot (153)", "Fay wins pot (82)")
    outcome, detail = verdict(text)
    assert outcome == "match", detail
    outcome, detail = verdict(changed(text, "Eli raises to 40, and is all in\n", "Eli calls 30\n"))
    assert outcome == "not auditable" and AGAIN in detail and "'Fay raises to 30'" in detail, detail
