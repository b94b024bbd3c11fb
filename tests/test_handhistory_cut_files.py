"""Files cut, joined and mixed: a hand cut short is NOT AUDITABLE ("truncated"), never a silent
MATCH nor a false MISMATCH; a file of two pasted together keeps every hand; text between hands
is a record of its own. Each text here is written for the test in the room's own lines."""

from __future__ import annotations

import pytest

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.records import HandRecord

SIDE_POT_888 = """#Game No : 700
***** 888poker Hand History for Game 700 *****
$0.50/$1 Blinds No Limit Holdem - *** 04 02 2011 11:27:06
Table Huelva (Real Money)
Seat 1 is the button
Total number of players : 3
Seat 1: ann ( $10 )
Seat 2: bob ( $50 )
Seat 3: cid ( $50 )
bob posts small blind [$0.50]
cid posts big blind [$1]
** Dealing down cards **
ann raises [$10]
bob calls [$9.50]
cid calls [$9]
** Dealing flop ** [ 2d, 4d, 7d ]
bob bets [$2]
cid calls [$2]
** Dealing turn ** [ 8c ]
bob checks
cid checks
** Dealing river ** [ 7c ]
bob checks
cid checks
** Summary **
ann shows [ Ks, Qs ]
bob mucks [ 5s, 3h ]
cid shows [ Ac, Ah ]
cid collected [ $29 ]
cid collected [ $4 ]
"""
"""ann all in for $10 (a main pot of $30, $1 of it rake), bob and cid on for a side pot of $4: cid wins both."""

CAKE_SIDE_POT = """Hand#2930A7507F000999 - Paris (6-max) 15946 -- 0/75/150 NL Hold'em -- 2012/04/12 - 22:32:06
Dealer: Seat 3
Seat 1: ann (2,000 in chips)
Seat 2: bob (500 in chips)
Seat 3: cid (2,000 in chips) DEALER
ann: posts small blind 75
bob: posts big blind 150
cid: raises to 300
ann: calls 225
bob: is all in 350
cid: calls 200
ann: calls 200
*** FLOP *** [Ac,9d,Ks]
ann: bets 450
cid: calls 450
*** TURN *** [8s]
*** RIVER *** [6h]
ann: shows [As Ad]
cid: shows [Qd Qc]
bob: shows [2c 3c]
***SHOW DOWN***
ann wins 900 with Three of a Kind Aces
***SHOW DOWN***
ann wins 1,500 with Three of a Kind Aces
"""
"""bob all in for 500 (a main pot of 1,500), ann and cid on for a side pot of 900: ann wins both."""


def _cut_after(text: str, line: str) -> str:
    """``text`` up to and with the first ``line``: a hand cut there."""
    return text[: text.index(line) + len(line) + 1]


def _one(text: str) -> HandRecord:
    hands = list(read(text))
    assert len(hands) == 1, [h.error for h in hands]
    return hands[0]


def _truncated(text: str) -> None:
    hand = _one(text)
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.NOT_AUDITABLE, (verdict.outcome, verdict.detail)
    assert hand.error is not None and hand.error.kind == "truncated", hand.error
    assert "nobody collected" in hand.error.reason


def test_the_whole_hands_match() -> None:
    for text in (SIDE_POT_888, CAKE_SIDE_POT, SIDE_POT_888.replace("$2]", "$20]").replace("$4 ]", "$40 ]")):
        verdict = audit_hand(_one(text))
        assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_a_side_pot_nobody_collected_is_no_rake() -> None:
    # cut after the main pot's line: the $4 side pot is 12 % of the $34 put in, within 888's
    # inferred rake: it was taken as rake and the hand MATCHed, cid paid "$34 less $5 rake"
    _truncated(_cut_after(SIDE_POT_888, "cid collected [ $29 ]"))


def test_a_pot_nobody_collected_is_not_a_room_paying_less() -> None:
    # a side pot too large to be rake (or a tournament's, which takes none): the cut hand was
    # a MISMATCH (the room "paid less"), though its file simply ends before the last pot's line
    bigger = SIDE_POT_888.replace("$2]", "$20]").replace("$4 ]", "$40 ]")
    _truncated(_cut_after(bigger, "cid collected [ $29 ]"))
    _truncated(_cut_after(CAKE_SIDE_POT, "ann wins 900 with Three of a Kind Aces"))


def _pokernow_log(first: int = 1000) -> str:
    """A PokerNow log of one hand, newest row first (``first``: the hand's first order number)."""
    rows = [
        '-- starting hand #1  (No Limit Texas Hold\'em) (dealer: "ann @ a1") --',
        'Player stacks: #1 "ann @ a1" (1000) | #2 "bob @ b2" (1000)',
        '"ann @ a1" posts a small blind of 10',
        '"bob @ b2" posts a big blind of 20',
        '"ann @ a1" raises to 60',
        '"bob @ b2" folds',
        'Uncalled bet of 40 returned to "ann @ a1"',
        '"ann @ a1" collected 40 from pot',
        "-- ending hand #1 --",
    ]
    body = "".join(
        f'"{entry.replace(chr(34), chr(34) * 2)}",2021-10-10T01:05:31.000Z,{first + order}\n'
        for order, entry in reversed(list(enumerate(rows)))
    )
    return "entry,at,order\n" + body


def test_pokernow_a_field_over_the_csv_limit_is_a_typed_error_naming_its_line() -> None:
    log = _pokernow_log()
    text = log + "x" * 200_000 + ",2021-10-10T01:05:31.000Z,5000\n"
    records = list(read(text))  # was: _csv.Error (field larger than field limit) escaping
    errors = [r.error for r in records if r.error is not None]
    assert len(errors) == 1 and errors[0].line == 11 and "field" in errors[0].reason, errors
    assert [audit_hand(r).outcome for r in records if r.error is None] == [Outcome.MATCH]


def test_pokernow_a_log_pasted_twice_is_said_and_never_interleaved() -> None:
    log = _pokernow_log()
    twice = log + log.split("\n", 1)[1]  # the hand's rows again, the same order numbers
    records = list(read(twice))  # was: each row beside its copy, "no ending hand row" / a MISMATCH
    errors = [r.error for r in records if r.error is not None]
    assert len(errors) == 1 and "row 11 repeats the order 1008 of row 2" in errors[0].reason, errors
    hands = [r for r in records if r.error is None]
    assert [audit_hand(r).outcome for r in hands] == [Outcome.MATCH]
    # a repeated order with another entry: the hand holding it is refused, naming both rows
    other = log + '"bob @ b2"  folds,2021-10-10T01:05:31.000Z,1005\n'
    records = list(read(other))
    assert [r.hand_id for r in records] == ["1"] and records[0].error is not None
    assert "row 11" in records[0].error.reason and "row 5" in records[0].error.reason


def test_pokernow_two_logs_joined_keep_every_hand() -> None:
    joined = _pokernow_log(1000) + _pokernow_log(2000)  # the second log's header row between them
    records = list(read(joined))  # was: one record "the order 'order' is not a number"
    assert [(r.hand_id, audit_hand(r).outcome) for r in records] == [("1", Outcome.MATCH), ("1", Outcome.MATCH)]


WPN_FOLDED = """Hand #1473752999 - Holdem(No Limit) - $3.00/$6.00 - 2022/12/05 18:02:23 UTC
Pinckneyville 6-max Seat #2 is the button
Seat 1: ann ($500.00)
Seat 2: bob ($287.70)
Seat 3: cid ($243.00)
Seat 4: dan ($120.00)
cid posts the small blind $3.00
dan posts the big blind $6.00
*** HOLE CARDS ***
ann folds
bob folds
cid folds
dan does not show
*** SUMMARY ***
Total pot $9.00
Seat 1: ann folded on the Pre-Flop and did not bet
Seat 2: bob (button) folded on the Pre-Flop
Seat 3: cid (small blind) folded on the Pre-Flop
Seat 4: dan did not show and won $9.00
"""
"""A WPN hand won without a showdown: no collect line, the summary's seat line pays dan."""


def test_a_summary_cut_short_is_truncated_not_a_room_paying_nothing() -> None:
    assert audit_hand(_one(WPN_FOLDED)).outcome is Outcome.MATCH
    # cut inside the summary (before its totals, or before any seat line, which says who won): was
    # a MISMATCH "the room paid $0" (the reader checked only that a summary began)
    for line in ("*** SUMMARY ***", "Total pot $9.00"):
        hand = _one(_cut_after(WPN_FOLDED, line))
        assert hand.error is not None and hand.error.kind == "truncated", (line, hand.error)
        assert audit_hand(hand).outcome is Outcome.NOT_AUDITABLE


BOVADA_FOLDED = """Ignition Hand #1 TBL#2 HOLDEM No Limit - 2016-08-09 12:41:32
Seat 1: Small Blind ($50 in chips)
Seat 4: Big Blind [ME] ($50 in chips)
Small Blind : Small Blind $0.25
Big Blind  [ME] : Big blind $0.50
*** HOLE CARDS ***
Small Blind : Card dealt to a spot [9c Th]
Big Blind  [ME] : Card dealt to a spot [9d 9s]
Small Blind : Raises $2 to $2
Big Blind  [ME] : Folds
Small Blind : Return uncalled portion of bet $1.50
Small Blind : Hand result $1
*** SUMMARY ***
Total Pot($1)
"""


def test_bovada_cut_before_its_results_is_truncated() -> None:
    assert audit_hand(_one(BOVADA_FOLDED)).outcome is Outcome.MATCH
    # cut before the 'Hand result' line, or before the summary's Total Pot: was a MISMATCH
    for line in ("Small Blind : Return uncalled portion of bet $1.50", "*** SUMMARY ***"):
        hand = _one(_cut_after(BOVADA_FOLDED, line))
        assert hand.error is not None and hand.error.kind == "truncated", (line, hand.error)


def test_text_between_hands_is_a_record_of_its_own_the_hand_before_kept() -> None:
    second_888 = SIDE_POT_888.replace("Game No : 700", "Game No : 701").replace("Game 700", "Game 701")
    second_cake = CAKE_SIDE_POT.replace("#2930A7507F000999", "#2930A7507F001000")
    for first, garbage, second in (
        (SIDE_POT_888, "\x00" * 40, second_888),  # a file written over: a line of NUL bytes
        (CAKE_SIDE_POT, "x" * 10_000, second_cake),
    ):
        records = list(read(first + garbage + "\n\n" + second))
        # was: the hand before NOT AUDITABLE "line .. is not understood", the garbage no record
        read_whole = [audit_hand(r).outcome for r in records if r.error is None]
        assert read_whole == [Outcome.MATCH, Outcome.MATCH], [r.error for r in records]
        (stray,) = [r for r in records if r.error is not None]
        assert stray.error is not None and stray.error.line == first.count("\n") + 1
    cake = list(read(CAKE_SIDE_POT + "x" * 10_000 + "\n" + second_cake))
    assert "text between hands that is not a hand: 'xxx" in str(cake[1].error)
    # a byte-order mark on a line of its own between two hands is a blank line, no record
    records = list(read(CAKE_SIDE_POT + "\ufeff\n" + second_cake))
    assert [audit_hand(r).outcome for r in records] == [Outcome.MATCH, Outcome.MATCH], [r.error for r in records]


def test_a_pokerstars_hand_pasted_in_another_rooms_file_loses_none_of_its_hands() -> None:
    from handtexts import HEADS_UP

    from pokerrank.handhistory.detect import detect_format

    second = CAKE_SIDE_POT.replace("#2930A7507F000999", "#2930A7507F001000")
    text = CAKE_SIDE_POT + "\n" + HEADS_UP.format(id=21, winner="ann") + "\n" + second
    assert detect_format(text) == "cake"  # was "pokerstars": the file's own first line lost to a later one
    records = list(read(text))  # was: one record, every Cake hand gone
    # the pasted hand is read by its own room's reader, the Cake hands by Cake's (it was no record
    # of its own: the Cake hand it followed NOT AUDITABLE, its lines quoted)
    assert [(r.hand_id, r.site, audit_hand(r).outcome) for r in records] == [
        ("2930A7507F000999", "Cake", Outcome.MATCH),
        ("21", "PokerStars", Outcome.MATCH),
        ("2930A7507F001000", "Cake", Outcome.MATCH),
    ]
    assert records[1].line == CAKE_SIDE_POT.count("\n") + 2


@pytest.mark.parametrize("end", ["\x1a", "\x0c", "\x00" * 20])
def test_control_characters_ending_a_hands_last_line_leave_the_line_the_rooms(end: str) -> None:
    # a DOS end-of-file mark or NUL padding after the last line's text: the line was cut off as
    # text no room writes (the side pot's 'collected' line lost: "truncated", or a false MISMATCH)
    # (888's reader does not pass over them: its hand stays NOT AUDITABLE, loud, as before)
    for hand in (CAKE_SIDE_POT,):
        text = hand.rstrip("\n") + end + "\n"
        records = list(read(text))
        assert len(records) == 1 and records[0].error is None, [r.error for r in records]
        assert audit_hand(records[0]).outcome is Outcome.MATCH


def test_a_pokerstars_hand_pasted_after_a_bovada_hands_summary_is_read_as_its_own() -> None:
    # Bovada's summary loop passed over every line after it: the pasted hand vanished, no record;
    # then the Bovada hand was NOT AUDITABLE quoting the pasted hand's first line, still no record
    from handtexts import HEADS_UP

    second = BOVADA_FOLDED.replace(BOVADA_FOLDED.split()[2], "#2", 1)
    pasted = HEADS_UP.format(id=21, winner="ann")
    at = BOVADA_FOLDED.count("\n") + 2
    assert _pasted_between(BOVADA_FOLDED, pasted, second) == [
        ("1", "Ignition", 1, Outcome.MATCH),
        ("21", "PokerStars", at, Outcome.MATCH),
        ("2", "Ignition", at + pasted.count("\n") + 1, Outcome.MATCH),
    ]


def _ptexport(hand_id: int) -> str:
    from test_handhistory_textrooms import ipoker

    return ipoker(head=f"GAME #{hand_id}: Texas Hold'em NL $0.50/$1 2011/01/23 20:02:35")


def _pasted_between(first: str, pasted: str, second: str) -> list[tuple[str, str, int, Outcome]]:
    """The hands of ``first``, ``pasted`` and ``second`` joined by blank lines: id, site, line, outcome."""
    return [(r.hand_id, r.site, r.line, audit_hand(r).outcome) for r in read(f"{first}\n{pasted}\n{second}")]


def test_an_888_or_partypoker_hand_pasted_among_pokerstars_hands_is_read_as_that_rooms() -> None:
    from handtexts import HEADS_UP
    from test_handhistory_party import CASH, TOURNAMENT

    first, second = HEADS_UP.format(id=21, winner="ann"), HEADS_UP.format(id=22, winner="ann")
    at = first.count("\n") + 2
    for pasted, hand_id, site in ((SIDE_POT_888, "700", "888poker"), (CASH, "900", "partypoker"),
                                  (TOURNAMENT, "901", "partypoker")):  # fmt: skip
        # was: one record "a hand of 888poker / Pacific (a hand without its 'Hand History for
        # Game' line) among PokerStars hands; pokerrank does not read that format"
        assert _pasted_between(first, pasted, second) == [
            ("21", "PokerStars", 1, Outcome.MATCH),
            (hand_id, site, at, Outcome.MATCH),
            ("22", "PokerStars", at + pasted.count("\n") + 1, Outcome.MATCH),
        ]


def test_another_rooms_first_line_that_does_not_read_as_its_hand_says_so_truthfully() -> None:
    from handtexts import HEADS_UP

    first, second = HEADS_UP.format(id=21, winner="ann"), HEADS_UP.format(id=22, winner="ann")
    records = list(read(f"{first}\n#Game No : 700\nnot a hand\n\n{second}"))
    assert [r.hand_id for r in records] == ["21", "?", "22"]
    reason = records[1].error.reason if records[1].error else ""
    assert "a hand of 888poker pasted among PokerStars hands" in reason and "does not read that format" not in reason
    assert "read it from a file of its own" in reason
    from pokerrank.errors import HandHistoryError
    from pokerrank.handhistory.detect import detect_format

    with pytest.raises(HandHistoryError, match="begins a hand of 888poker, but what follows does not read as one"):
        detect_format("#Game No : 700\nnot a hand\n")


def test_another_rooms_hand_pasted_in_a_pokertracker_export_keeps_the_hand_before() -> None:
    from test_handhistory_ongame import DRAW
    from test_handhistory_plainlines_renamed import SWC_SITTING_OUT

    first, second = _ptexport(2607739781), _ptexport(2607739782)
    at = first.count("\n") + 2
    for pasted, hand_id, site in ((DRAW, "R5-8-4", "OnGame"), (CAKE_SIDE_POT, "2930A7507F000999", "Cake"),
                                  (BOVADA_FOLDED, "1", "Ignition"), (SWC_SITTING_OUT, "700-1", "Seals With Clubs"),
                                  (SIDE_POT_888, "700", "888poker")):  # fmt: skip
        # was: the hand before NOT AUDITABLE "line 27 is not understood" (the pasted hand's
        # lines taken for the export's payouts), the pasted hand no record
        assert _pasted_between(first, pasted, second) == [
            ("2607739781", "iPoker", 1, Outcome.MATCH),
            (hand_id, site, at, Outcome.MATCH),
            ("2607739782", "iPoker", at + pasted.count("\n") + 1, Outcome.MATCH),
        ], site
    # text between two hands of the export is a record of its own (was: left out unsaid)
    records = list(read(f"{first}\nxxxxx\n\n{second}"))
    assert [r.hand_id for r in records] == ["2607739781", "?", "2607739782"]
    assert records[1].error is not None and records[1].error.line == at
    assert "text between hands that is not a hand: 'xxxxx'" in records[1].error.reason
    assert [audit_hand(r).outcome for r in (records[0], records[2])] == [Outcome.MATCH, Outcome.MATCH]


def test_a_wpn_seat_line_with_a_thousands_separator_is_read() -> None:
    # WPN's other lines read "$1,500.00" (the amounts' separators); the seat line did not: "the hand has no seats"
    hand = _one(WPN_FOLDED.replace("Seat 1: ann ($500.00)", "Seat 1: ann ($1,500.00)"))
    assert hand.seats[0].stack == 150_000 and audit_hand(hand).outcome is Outcome.MATCH
    # a seat line that does not read is quoted
    hand = _one(WPN_FOLDED.replace("Seat 1: ann ($500.00)", "Seat 1: ann ($500.00"))
    assert hand.error is not None and "the seat line does not read: 'Seat 1: ann ($500.00'" in hand.error.reason


@pytest.mark.parametrize("blank_before", ["bob: Shows", "bob: wins"])
def test_a_blank_line_inside_a_pokertracker_exports_summary_cuts_nothing(blank_before: str) -> None:
    # (the review of h-loose: the hand was cut at it, "the hand ends before anyone is paid", and
    # its last lines became a record of text between hands)
    text = _ptexport(2607739781).replace(blank_before, "\n" + blank_before)
    assert [(r.hand_id, audit_hand(r).outcome) for r in read(text)] == [("2607739781", Outcome.MATCH)]
