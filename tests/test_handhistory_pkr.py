"""PKR hand texts: the room's own lines, read and audited by each ``wins`` line and the stacks after."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest
from _renaming import assert_renaming_holds
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.detect import detect_format
from pokerrank.handhistory.records import ActionKind
from pokerrank.handhistory.replay import to_deal
from pokerrank.handhistory.verdicts import ROOM_RULE, UNPARSED

CASH = """Table #39445473 - Top Pair
Starting Hand #1830834560
Start time of hand: 26 Aug 2011 17:39:25
Last Hand #1830834322
Game Type: HOLD'EM
Limit Type: NO LIMIT
Table Type: RING
Money Type: REAL MONEY
Blinds are now $1 / $2
Button is at seat 4
Seat 1: ann - $209.15
Seat 2: bob - $200
Seat 3: cid - $249.09
Seat 4: dan - $297.17
Seat 5: eve - $200 (away from table)
Shuffling Deck
Moving Button to seat 3
dan posts small blind ($1)
ann posts big blind ($2)
bob posts $2
bob posts $1 dead
Dealing Cards
Dealing [K h][2 c] to cid
cid folds
bob raises to $8
dan calls $8
ann calls $8
Hero says hi.
Pot sizes: $25
Dealing Flop [3 c][3 s][Q h]
dan checks
ann bets $10
bob folds
dan calls $10
Pot sizes: $45
Dealing Turn [10 s]
dan checks
ann bets $20
dan folds
Returning $20 to ann uncalled
Pot sizes: $45
Taking Rake of $2.25 from pot 1
ann doesn't show
ann wins $42.75
bob acknowledges a nice hand.
Seat 1: ann - $233.90
Seat 2: bob - $191
Seat 3: cid - $249.09
Seat 4: dan - $279.17
Seat 5: eve - $200
End of Hand #1830834560
"""

HI_LO = """Table #39429846 - Montego Bay
Starting Hand #1830508295
Game Type: OMAHA HI/LO
Limit Type: POT LIMIT
Table Type: RING
Money Type: REAL MONEY
Blinds are now $2 / $4
Button is at seat 5
Seat 1: ann - $402
Seat 5: bob - $213.90
Moving Button to seat 5
bob posts small blind ($2)
ann posts big blind ($4)
Dealing Cards
bob raises to $12
ann calls $12
Dealing Flop [3 d][2 c][8 s]
ann checks
bob checks
Dealing Turn [A c]
ann checks
bob checks
Dealing River [4 h]
ann checks
bob checks
Taking Rake of $1 from pot 1
ann shows [9 d][5 d][7 h][3 s]
bob shows [A h][K d][7 d][5 h]
ann ties, and wins $11.50 with high hand: Straight, 5 high
bob ties, and wins $11.50 with high hand: Straight, 5 high
Seat 1: ann - $401.50
Seat 5: bob - $213.40
End of Hand #1830508295
"""

SIDE_POT = """Table #44761272 - STT # 25738091
Starting Hand #2072798712
Game Type: HOLD'EM
Limit Type: NO LIMIT
Table Type: TOURNAMENT
Money Type: TOURNAMENT CHIPS
Blinds are now 100 / 200
Button is at seat 1
Seat 1: ann (bounty value $1.00, bounty won $0) - 1,000
Seat 2: bob - 5,000
Seat 3: cid - 6,250
Moving Button to seat 1
bob posts small blind (100)
cid posts big blind (200)
Dealing Cards
Dealing [Q c][Q s] to cid
ann raises to 1,000 (all-in)
bob calls 1,000
cid raises to 6,250 (all-in)
bob calls 5,000 (all-in)
ann shows [A c][A d]
bob shows [K d][K h]
cid shows [XX] [Q s]
bob has One Pair: Kings
Dealing Flop [2 c][7 h][9 s]
Dealing Turn [J d]
Dealing River [4 c]
ann wins 3,000 with: One Pair: Aces
bob wins 8,000 from side pot #1 with: One Pair: Kings
cid wins 1,250
Seat 1: ann - 3,000
Seat 2: bob - 8,000
Seat 3: cid - 1,250
End of Hand #2072798712
"""


def _one(text: str):  # type: ignore[no-untyped-def]
    hands = list(read(text))
    assert len(hands) == 1
    return hands[0]


def test_detected_from_the_text() -> None:
    assert detect_format(CASH) == "pkr"
    assert detect_format(CASH.partition("\n")[2]) == "pkr"  # a hand without its table line


def test_calls_and_raises_to_the_street_total_live_and_dead_posts_chat() -> None:
    hand = _one(CASH)
    assert hand.site == "PKR" and hand.game == "holdem" and hand.stakes == (100, 200) and hand.button == 3
    assert hand.dead == {"bob": 100} and hand.hole["cid"] == "Kh 2c" and hand.boards == ("3c 3s Qh Ts",)
    calls = [(a.player, a.amount) for a in hand.actions if a.kind is ActionKind.CALL]
    assert calls == [("dan", 700), ("ann", 600), ("dan", 1000)]  # "calls $8": to $8 from each blind
    assert hand.returned == {"ann": 2000} and hand.rake == 225
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_the_stacks_after_the_hand_are_checked() -> None:
    verdict = audit_hand(_one(CASH.replace("Seat 4: dan - $279.17", "Seat 4: dan - $280.17")))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "stack for 'dan'" in verdict.detail


def test_hi_lo_ties_and_the_moved_button() -> None:
    hand = _one(HI_LO)
    assert hand.game == "omaha-hi-lo" and hand.button == 5 and hand.rake == 100
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail  # two wheels: the high and the low both tie


def test_side_pots_in_chips_and_all_ins() -> None:
    hand = _one(SIDE_POT)
    assert hand.tournament == "STT # 25738091" and hand.unit == 1 and hand.rake == 0 and hand.players[0] == "ann"
    assert hand.hole["cid"] == "Qc Qs"  # shown with a card hidden: the cards dealt to cid
    bets = [a for a in hand.actions if a.kind in (ActionKind.RAISE, ActionKind.CALL)]
    assert [a.all_in for a in bets] == [True, False, True, True]
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert [w.ok for w in verdict.words] == [True] * 3  # "bob has One Pair: Kings", each "wins ... with: One Pair: ..."
    assert sum(p["bet"] for p in to_deal(hand)["players"]) == 12250


def test_a_card_kept_face_down_is_no_card() -> None:
    """``shows [XX] [Q s]`` of a player whose cards were not dealt to the file's owner: one card
    shown, the other kept face down (not an unreadable card): a hand won alone needs none; at a
    showdown it is a card never shown, decided around (every card it could be gives these pots)."""
    alone = _one(SIDE_POT.replace("Dealing [Q c][Q s] to cid\n", ""))
    assert alone.hole["cid"] == "Qs"
    showdown = audit_hand(alone)
    assert showdown.outcome is Outcome.MATCH, showdown.detail
    assert "cid: 1 card(s) never shown" in showdown.detail and "cannot be read" not in showdown.detail
    won = _one(CASH.replace("ann doesn't show", "ann shows [XX] [Q d]"))  # shown by the player who won alone
    assert won.hole["ann"] == "Qd"
    verdict = audit_hand(won)
    assert verdict.outcome is Outcome.MATCH and "cannot be read" not in verdict.detail, verdict.detail


PROTECTED = """Table #1 - Top Pair
Starting Hand #20
Game Type: HOLD'EM
Limit Type: NO LIMIT
Table Type: RING
Money Type: REAL MONEY
Blinds are now $1 / $2
Button is at seat 1
Seat 1: ann - $100
Seat 2: bob - $100
Seat 3: cid - $100
bob posts small blind ($1)
cid posts big blind ($2)
Dealing Cards
ann calls $2
bob calls $2
cid raises to $10
ann has become disconnected and has 10 seconds to reconnect
ann has disconnected and has been granted disconnection protection
bob folds
Returning $8 to cid uncalled
Pot sizes: $6
Dealing Flop [2 c][7 h][9 s]
Dealing Turn [J d]
Dealing River [4 c]
No Rake Taken
ann shows [A c][A d]
ann has One Pair: Aces
cid doesn't show
ann wins $2, disconnection protection limited from $6 with: One Pair: Aces
cid wins $4
Seat 1: ann - $100
Seat 2: bob - $98
Seat 3: cid - $102
End of Hand #20
"""


def test_disconnection_protection_is_named_once_the_stacks_agree() -> None:
    # the room's rule for a disconnected player (#2138526544): the line reads, the stacks after
    # the hand are checked against every "wins", and the hand is paid by a room rule it does not state
    # (how much a protected player may win, and who gets the rest, the hand does not state)
    verdict = audit_hand(_one(PROTECTED))
    assert (verdict.outcome, verdict.reason) == (Outcome.NOT_AUDITABLE, ROOM_RULE), verdict.detail
    assert "disconnection protection paid 'ann' $2, 'limited from $6'" in verdict.detail
    assert "line 30" in str(verdict.hand.error)
    # its record keeps what its lines named, for the counts by game (as PokerStars' first line)
    assert (verdict.hand.site, verdict.hand.game, verdict.hand.game_text) == ("PKR", "holdem", "HOLD'EM NO LIMIT")
    wrong = audit_hand(_one(PROTECTED.replace("Seat 3: cid - $102", "Seat 3: cid - $103")))
    assert wrong.outcome is Outcome.NOT_AUDITABLE and "'cid' ($103)" in wrong.detail, wrong.detail
    # the same words in a line that reads otherwise (no amount it was limited from) are quoted
    odd = audit_hand(_one(PROTECTED.replace("limited from $6 ", "limited ")))
    assert (odd.outcome, odd.reason) == (Outcome.NOT_AUDITABLE, UNPARSED), odd.detail


def test_lines_no_rule_reads_are_quoted() -> None:
    odd = audit_hand(_one(CASH.replace("cid folds", "cid juggles $5")))
    assert odd.outcome is Outcome.NOT_AUDITABLE and "juggles" in odd.detail
    cut = audit_hand(_one(CASH.replace("End of Hand #1830834560\n", "")))
    assert cut.outcome is Outcome.NOT_AUDITABLE and "cut off" in cut.detail


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_garbled_hands_are_read_or_refused_never_raise(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from([CASH, HI_LO, SIDE_POT]))
    lines = text.splitlines()
    k = data.draw(st.integers(1, len(lines) - 1))
    cut = data.draw(st.integers(0, len(lines[k])))
    junk = data.draw(st.text(alphabet="$0123456789., []-()#:abcdefiklnorstw", max_size=12))
    lines[k] = lines[k][:cut] + junk
    for hand in read("\n".join(lines)):
        assert audit_hand(hand).outcome in (Outcome.MATCH, Outcome.MISMATCH, Outcome.NOT_AUDITABLE)


def test_a_table_line_of_any_length_stays_with_its_hand() -> None:
    long_name = "Top Pair" + "x" * 450  # longer than the reader looks back for a hand's first lines
    hands = list(read(CASH.replace("Top Pair", long_name) * 2))
    assert [hand.table for hand in hands] == [long_name] * 2
    assert not any(hand.unparsed for hand in hands)


ROOM_WORDS = (
    "Pot sizes", "Pot", "Deal", "Taking Rake", "Taking", "Returning", "Return", "Blinds", "Game", "Moving Button",
    "Moving", "End", "End Of", "Start", "Shuffling", "Table", "No Rake", "No", "Button", "Player1", "x", "Seats",
    "Starting",
)  # fmt: skip
"""Names that begin as the room's own lines do (lines whose first letter or words the reader tests first)."""


def _renamed(text: str, names: dict[str, str]) -> str:
    return re.sub(r"\b(ann|bob|cid|dan|eve)\b", lambda found: names[found.group()], text)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(ROOM_WORDS), min_size=5, max_size=5, unique=True))
def test_players_named_as_the_rooms_words_read_as_any_players(chosen: list[str]) -> None:
    """A seated player named as a line of the room begins (``Pot sizes``, ``Taking Rake``,
    ``Returning``) is read as a player: the same record as with plain names, the names
    mapped back."""
    names = dict(zip(("ann", "bob", "cid", "dan", "eve"), chosen, strict=True))
    back = {new: old for old, new in names.items()}
    for text in (CASH, HI_LO):
        (plain,) = read(text)
        (named,) = read(_renamed(text, names))
        assert named.error is None, named.error
        assert [(a.street, back[a.player], a.kind, a.amount, a.to, a.all_in) for a in named.actions] == [
            (a.street, a.player, a.kind, a.amount, a.to, a.all_in) for a in plain.actions
        ]
        assert [(s.seat, back[s.name], s.stack, s.sitting_out) for s in named.seats] == list(plain.seats)
        assert {back[c.player]: c.amount for c in named.collected} == {c.player: c.amount for c in plain.collected}
        assert {back[n]: cards for n, cards in named.hole.items()} == plain.hole
        assert (named.returned.keys() - back.keys(), named.rake, named.unparsed) == (set(), plain.rake, plain.unparsed)
        assert audit_hand(named).outcome is audit_hand(plain).outcome is Outcome.MATCH


_REBUY_LINES = "cid rebuys $50\ncid has disconnected and has been granted disconnection protection\n"
_NEWCOMER_LINES = "ann lee brings $20 to table 39445473\nann lee will be dealt in after the button\n"
_CHAT_LINES = _NEWCOMER_LINES + "bob says nice hand, ann\nbob has One Pair: Queens\ndan yawns at cid.\n"
REBUY = (
    CASH.replace("cid folds\n", "cid folds\n" + _REBUY_LINES)
    .replace("Seat 3: cid - $249.09\nSeat 4", "Seat 3: cid - $299.09\nSeat 4")
    .replace("bob acknowledges", _CHAT_LINES + "bob acknowledges")
)
"""CASH with a rebuy (the stack after the hand is more than the play left), claims and chat."""


def test_names_of_several_words_commas_brackets_and_digits_are_read_where_the_words_follow() -> None:
    """The room's words about a player (``has``, ``rebuys``, ``says``) follow the whole seated
    name, whatever it holds: spaces, commas, brackets, parentheses, digits only."""
    for names in (
        {"ann": "x y3", "bob": "Smith, J", "cid": "Al [2]", "dan": "a b c", "eve": "Mr Big"},
        {"ann": "(Bob)", "bob": "Al (2)", "cid": "x)y(", "dan": "p(4)", "eve": "b[5]"},
        {"ann": "12345", "bob": "7", "cid": "100", "dan": "505", "eve": "3"},
    ):
        for text in (REBUY, HI_LO, SIDE_POT):
            assert_renaming_holds(text, {old: new for old, new in names.items() if old in text})
    (hand,) = read(REBUY.replace("cid", "Al [2]").replace("bob", "Smith, J"))
    assert [(claim.player, claim.text) for claim in hand.claims] == [("Smith, J", "One Pair: Queens")]



def test_a_newcomer_s_first_word_is_no_seated_player_s_top_up() -> None:
    # `ann lee brings $20 to table ...` (a newcomer, not seated) beside a seated `ann`: ann's
    # summary stack is still checked (the newcomer's first word marked ann as topped up)
    bad = CASH.replace("Seat 1: ann - $233.90", "Seat 1: ann - $999.90")
    newcomer = bad.replace("bob acknowledges", "ann lee brings $20 to table 39445473\nbob acknowledges")
    assert audit_hand(next(read(bad))).outcome is not Outcome.MATCH
    assert audit_hand(next(read(newcomer))).outcome is not Outcome.MATCH


def test_the_same_amount_reads_as_chips_in_a_tournament_and_as_money_at_a_cash_table() -> None:
    """Amounts are remembered by their text and the hand's scale: ``5,000`` is 5,000 chips in a
    tournament and $5,000 (500,000 cents) at a cash table, whichever hand comes first."""
    cash = SIDE_POT.replace("Table Type: TOURNAMENT", "Table Type: RING").replace(
        "Money Type: TOURNAMENT CHIPS", "Money Type: REAL MONEY"
    )
    for text in (SIDE_POT + "\n" + cash, cash + "\n" + SIDE_POT):
        hands = list(read(text))
        money, chips = sorted(hands, key=lambda hand: hand.unit)  # (cents first)
        assert [s.stack for s in chips.seats] == [1000, 5000, 6250]
        assert [s.stack for s in money.seats] == [100000, 500000, 625000]
        assert [a.amount for a in money.actions][:3] == [10000, 20000, 100000]
        assert all(audit_hand(hand).outcome is Outcome.MATCH for hand in hands), [audit_hand(h).detail for h in hands]


def _times(text: str, factor: int) -> str:
    """``text`` with every dollar amount ``factor`` times as much, written as PKR writes large
    amounts (``$10,457.50``: thousands separated by commas, cents where there are any)."""

    def scaled(found: re.Match[str]) -> str:
        value = Decimal(found.group(1)) * factor
        return "$" + (f"{value:,.0f}" if value == value.to_integral_value() else f"{value:,.2f}")

    return re.sub(r"\$(\d+(?:\.\d+)?)", scaled, text)


def test_amounts_with_thousands_and_cents_are_read_in_every_line() -> None:
    # 'ann wins $2,137.50' went unread (the hand "records no wins line"): the pattern took no
    # cents after a thousands separator
    big = _times(CASH, 50)
    assert "ann wins $2,137.50" in big and "Seat 1: ann - $10,457.50" in big
    hand = _one(big)
    assert hand.stakes == (5000, 10000) and hand.rake == 11250
    assert [(c.player, c.amount) for c in hand.collected] == [("ann", 213750)]
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_a_chat_quoting_a_shows_line_is_chat() -> None:
    # 'bob says dan shows [2 h][3 d]' named 'bob says dan', who has no seat: NOT AUDITABLE
    text = CASH.replace("Hero says hi.\n", "Hero says hi.\nbob says dan shows [2 h][3 d]\nann says x shows [A s]\n")
    assert audit_hand(_one(text)).outcome is Outcome.MATCH
    assert _one(text).shown == _one(CASH).shown


def test_a_pkr_hand_refused_by_a_value_that_does_not_read_keeps_its_game_and_number() -> None:
    # was: game None (only the reader's own HandHistoryError kept the game the hand named; a value
    # that does not read, `Moving Button to seat x`, came through the shared guard without it)
    (record,) = read(CASH.replace("Moving Button to seat 3", "Moving Button to seat x"))
    assert record.error is not None and "'x'" in record.error.reason
    assert (record.hand_id, record.game, record.game_text) == ("1830834560", "holdem", "HOLD'EM NO LIMIT")


def test_a_pkr_hand_refused_by_any_pokerrank_error_keeps_its_game_and_number(monkeypatch: pytest.MonkeyPatch) -> None:
    # was: an error of the library's family that is no HandHistoryError nor a ValueError (a name not
    # found, UnknownNameError) escaped the reader: `read` raised instead of giving the hand's record
    from pokerrank.errors import UnknownNameError
    from pokerrank.handhistory import pkr

    def refuse(text: str) -> str:
        raise UnknownNameError(f"no card named {text!r}")

    monkeypatch.setattr(pkr, "_cards", refuse)
    (record,) = read(CASH)
    assert record.error is not None and "no card named '[K h][2 c]'" in record.error.reason
    assert (record.hand_id, record.game) == ("1830834560", "holdem")
    assert audit_hand(record).outcome is Outcome.NOT_AUDITABLE
