"""Absolute Poker / UltimateBet hand texts: ``Stage #`` hands, read and audited by each ``Collects``."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from linearwork import least_time, work

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import Outcome, absolute, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.detect import detect_format
from pokerrank.handhistory.records import ActionKind
from pokerrank.handhistory.writers import to_phh

PROPOSITION = """   \r
Stage #1981698003: Holdem  No Limit $4 (7-2) - 2010-04-01 17:48:42 (ET)
Table: LAREDO (Real Money) Seat #3 is the dealer
Seat 3 - ANN ($462 in chips)
Seat 4 - BOB ($444.50 in chips)
Seat 5 - CID ($376 in chips)
Seat 6 - DAN ($495.40 in chips)
BOB - Posts small blind $2
CID - Posts big blind $4
DAN - Posts $4 dead $2
*** POCKET CARDS ***
Dealt to DAN [10h Kd]
DAN - Checks (Preselection)
ANN - Raises $12 to $12
BOB - Folds
CID - Calls $8
DAN - Calls $8
*** FLOP *** [Jc As 10s]
CID - Checks
DAN - Checks (Timeout)
ANN - Bets $20
CID - Folds
DAN - Folds
ANN - returned ($20) : not called
*** SHOW DOWN ***
ANN - Shows [2c 7c] (ace high)
ANN Collects $60 from 72 proposition pot
ANN Collects $36.20 from main pot
*** SUMMARY ***
Total Pot($40) | Rake ($1.30) | Jackpot Rake ($2.50) | 72 Proposition Pot ($60)
Board [Jc As 10s]
Seat 3: ANN (dealer) collected Total ($96.20) HI:($36.20) with ace high [2c 7c] 72 Prop Win ($60) with [2c 7c]
"""

TIMEOUT_ALL_IN = """Stage #736583015: HOLDEM NORMAL $25/$50 - 2007-08-17 03:11:57 (ET)
Table: PORTUGAL HWY (Real Money) Seat #2 is the dealer
Seat 2 - ANN ($807 in chips)
Seat 3 - BOB ($2467.56 in chips)
Seat 1 - CID ($2782.46 in chips)
BOB - Posts small blind $15
ANN - Posts dead $40 dead $15
*** POCKET CARDS ***
CID - Raises $50 to $50
ANN - Calls $25
BOB - Calls $35
*** FLOP *** [8s Ks Qs]
BOB - Checks
CID - Checks (Timeout)
ANN - Checks
*** TURN *** [8s Ks Qs] [Jd]
BOB - Bets $50
CID - All-In (Timeout)
ANN - Folds
BOB - returned ($50) : not called
*** RIVER *** [8s Ks Qs Jd] [As]
*** SHOW DOWN ***
CID - Shows [9c 9h] (One pair, nines)
BOB - Shows [Kc 5s] (Flush, ace high)
BOB Collects $162 from main pot
*** SUMMARY ***
Total Pot($165) | Rake ($3)
Board [8s Ks Qs Jd As]
"""

STUD_HI_LO = """Stage #1300000000: Seven Card Hi/Lo  Normal $0.02/$0.04 - 2009-03-18 19:10:00 (ET)
Seat 1 - ANN ($0.17 in chips)
Seat 3 - BOB ($3.46 in chips)
ANN - Ante $0.01
BOB - Ante $0.01
*** 3rd STREET ***
ANN - Pocket [H H Js]
BOB - Pocket [H H 6s]
ANN - Bring-In $0.01
BOB - Calls $0.01
*** 4TH STREET ***
ANN - Checks
BOB - Checks
*** 5TH STREET ***
ANN - Checks
BOB - Checks
*** 6TH STREET ***
ANN - Checks
BOB - Checks
*** RIVER ***
ANN - Checks
BOB - Checks
*** SHOW DOWN ***
ANN - Shows [Jh 3h Js 10d Kh 2c 2h] (Two Pair, jacks and twos)
BOB - Shows [3d 5d 6s Ah 8c Jc As] (One pair, aces)
ANN Collects $0.02 from main pot
BOB Collects $0.01 from main pot
*** SUMMARY ***
Total Pot($0.04) | Rake ($0.01)
"""


def _one(text: str):  # type: ignore[no-untyped-def]
    hands = list(read(text))
    assert len(hands) == 1
    return hands[0]


def test_detected_from_the_text_after_leading_white_space() -> None:
    assert detect_format(PROPOSITION) == "absolute"
    assert detect_format(STUD_HI_LO) == "absolute"


def test_fees_added_a_live_and_dead_post_and_the_proposition_pot_beside_it() -> None:
    hand = _one(PROPOSITION)
    assert hand.site == "Absolute" and hand.game == "holdem" and hand.stakes == (200, 400) and hand.button == 3
    assert hand.rake == 380 and hand.dead == {"DAN": 200}  # rake and jackpot rake
    assert [c.pot for c in hand.collected] == ["main pot"]  # the 7-2 proposition: a side bet, not the pot
    assert hand.hole["DAN"] == "Th Kd" and hand.boards == ("Jc As Ts",)
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    wrong = audit_hand(_one(PROPOSITION.replace("Total Pot($40)", "Total Pot($42)")))
    assert wrong.outcome is Outcome.NOT_AUDITABLE and "summary's pot" in wrong.detail


def test_a_line_read_before_reads_as_read_alone() -> None:
    """The wager and post lines' words read before (``absolute._READ_BEFORE``) give the same
    actions as read for the first time: in a hand after another, in another's units, and a
    store holding other values for the words is not what a hand reads from a fresh start."""
    absolute._READ_BEFORE.clear()
    alone = [_one(text) for text in (PROPOSITION, TIMEOUT_ALL_IN)]
    after = list(read(PROPOSITION + "\n\n" + TIMEOUT_ALL_IN + "\n\n" + PROPOSITION))
    unnumbered = lambda hand: [action._replace(line=0) for action in hand.actions]  # noqa: E731
    assert list(map(unnumbered, after)) == list(map(unnumbered, [*alone, alone[0]]))
    assert any(key[0] == "Posts $4 dead $2" for key in absolute._READ_BEFORE)  # (the store is used)
    # the same words in another hand's units: stakes in chips (scale 1) whose lines keep "$" read "$8" as 8
    chips = PROPOSITION.replace("Holdem  No Limit $4", "Holdem  No Limit 4")
    for cents, whole in (("444.50", "444"), ("495.40", "495"), ("36.20", "36"), ("96.20", "96"), ("1.30", "1")):
        chips = chips.replace(cents, whole)
    chips = chips.replace("2.50", "2")
    absolute._READ_BEFORE.clear()
    fresh = _one(chips)
    absolute._READ_BEFORE.clear()
    _one(PROPOSITION)  # (its lines kept in cents)
    assert fresh.error is None and unnumbered(_one(chips)) == unnumbered(fresh)
    assert [a.amount for a in _one(PROPOSITION).actions] == [a.amount for a in alone[0].actions]


def test_a_timeout_all_in_stays_in_for_nothing_more() -> None:
    hand = _one(TIMEOUT_ALL_IN)
    assert hand.game == "holdem" and hand.structure == "limit" and hand.dead == {"ANN": 1500}
    timeout = [a for a in hand.actions if a.player == "CID" and a.all_in]
    assert len(timeout) == 1 and timeout[0].amount == 0
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail  # BOB's flush beats CID's nines
    assert [w.ok for w in verdict.words] == [True, True]  # "(One pair, nines)", "(Flush, ace high)"
    wrong = audit_hand(_one(TIMEOUT_ALL_IN.replace("(Flush, ace high)", "(Flush, king high)")))
    assert wrong.outcome is Outcome.MISMATCH and wrong.reason == "words"
    with pytest.raises(HandHistoryError, match="PHH has no place for dead money"):
        to_phh(hand)  # a typed refusal, the player named
    live = TIMEOUT_ALL_IN.replace("ANN - Posts dead $40 dead $15", "ANN - Posts big blind $25")
    live = live.replace("Total Pot($165)", "Total Pot($150)").replace("Collects $162", "Collects $147")
    with pytest.raises(HandHistoryError, match="CID would put in"):  # PHH would not leave CID in for nothing more
        to_phh(_one(live))


def test_stud_hi_lo_face_down_cards_and_the_bring_in() -> None:
    hand = _one(STUD_HI_LO)
    assert hand.game == "stud-hi-lo" and hand.button is None and hand.boards == ("",)
    assert [a.kind for a in hand.actions][2] is ActionKind.BRING_IN and hand.actions[0].street == "third"
    assert hand.dealt == (("third", "ANN", "Js"), ("third", "BOB", "6s"))  # the up cards ("H": face down)
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail  # ANN's two pair the high, BOB's 8-6-5-3-A the low


def test_lines_no_rule_reads_are_quoted() -> None:
    verdict = audit_hand(_one(TIMEOUT_ALL_IN.replace("ANN - Folds", "ANN - Juggles $5")))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "Juggles" in verdict.detail


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_garbled_hands_are_read_or_refused_never_raise(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from([PROPOSITION, TIMEOUT_ALL_IN, STUD_HI_LO]))
    lines = text.splitlines()
    k = data.draw(st.integers(2, len(lines) - 1))
    cut = data.draw(st.integers(0, len(lines[k])))
    junk = data.draw(st.text(alphabet="$0123456789., []-*:()|abcdeiklnorstACPR", max_size=12))
    lines[k] = lines[k][:cut] + junk
    for hand in read("\n".join(lines)):
        assert audit_hand(hand).outcome in (Outcome.MATCH, Outcome.MISMATCH, Outcome.NOT_AUDITABLE)


@pytest.mark.parametrize(
    "line",
    [
        "Seat 2: ANN received insurance $2",
        "Seat 3: BOB",
        "Seat 3: BOB (big blind) Folded on the FLOP and pays $5",
        "Seat 1: CID HI:lost with One pair, nines [9c 9h] and pays $5",
        "Board [8s Ks Qs Jd As] insurance $2",
    ],
)
def test_a_summary_seat_line_of_no_shape_the_room_writes_is_quoted(line: str) -> None:
    """The summary's seat lines are read by their shapes (folded on a street, won or collected,
    each half shown, the proposition's win) and name a seated player: any other is quoted."""
    assert audit_hand(_one(TIMEOUT_ALL_IN)).outcome is Outcome.MATCH
    verdict = audit_hand(_one(TIMEOUT_ALL_IN + line + "\n"))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert line in verdict.detail


BOB_WON = "Seat 3: BOB (small blind) won Total ($162) HI:($162) with Flush, ace high [Kc 5s]\n"
"""TIMEOUT_ALL_IN's collector's summary seat line."""


def test_the_summarys_own_seat_lines_are_read() -> None:
    for line in (
        "Seat 2: ANN (dealer) Folded on the POCKET CARDS\n" + BOB_WON,
        "Seat 2: ANN Folded on the 3rd STREET\n" + BOB_WON,
        "Seat 1: CID HI:lost with One pair, nines [9c 9h]\n" + BOB_WON,
        BOB_WON,
        "Seat 3: BOB collected Total ($162) HI:($162)  [Kc 5s]\n",
        "Seat 3: BOB collected Total ($162)\tHI:($162)  [Kc 5s]\n",  # (a tab before a half, as before a word)
        "Seat 1: CID HI: [9c 9h] [9c 9h]\n" + BOB_WON,
        "Seat 3: BOB won Total ($162) HI:($162) with One pair, queens(ace kicker) [Kc 5s]\n",
    ):
        verdict = audit_hand(_one(TIMEOUT_ALL_IN + line))
        assert verdict.outcome is Outcome.MATCH, (line, verdict.detail)
    ann = "Seat 1: ANN won Total ($0.02) HI:($0.02) with Two Pair, jacks and twos [Jh 3h Js 10d Kh 2c 2h]\n"
    for line in (  # a low half in a hi/lo game
        "Seat 3: BOB won Total ($0.01) HI:with One pair, aces [3d 5d 6s Ah 8c Jc As] LO:($0.01) [3d 5d 6s Ah 8c]",
        "Seat 3: BOB won Total ($0.01) HI:lost with One pair, aces [3d 5d 6s Ah 8c Jc As] LO:($0.01) [3d 5d 6s Ah 8c]",
    ):
        verdict = audit_hand(_one(STUD_HI_LO + ann + line + "\n"))
        assert verdict.outcome is Outcome.MATCH, (line, verdict.detail)


def test_a_pocket_line_ends_with_its_cards() -> None:
    """``Pocket [H H Js]`` ends at its bracket: a tail after it is quoted, not dropped."""
    line = "ANN - Pocket [H H Js] and pays $0.01"
    verdict = audit_hand(_one(STUD_HI_LO.replace("ANN - Pocket [H H Js]", line)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert line in verdict.detail


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("*** FLOP *** [8s Ks Qs]", "*** FLOP *** [8s insurance Qs]"),
        ("Board [8s Ks Qs Jd As]", "Board [8s Ks insurance Jd As]"),
        ("CID - Shows [9c 9h]", "CID - Shows [9c insurance]"),
    ],
)
def test_a_word_among_cards_is_quoted(old: str, new: str) -> None:
    verdict = audit_hand(_one(TIMEOUT_ALL_IN.replace(old, new)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert new in verdict.detail


def test_a_word_among_a_summary_seat_lines_cards_is_quoted() -> None:
    line = "Seat 3: BOB won Total ($162) HI:($162) with Flush, ace high [Kc insurance - B:As,B:Ks,B:Qs,B:8s,P:5s]"
    verdict = audit_hand(_one(TIMEOUT_ALL_IN + line + "\n"))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and line[:80] in verdict.detail  # (quoted to 80 characters)
    fine = line.replace("Kc insurance", "Kc 5s")
    assert audit_hand(_one(TIMEOUT_ALL_IN + fine + "\n")).outcome is Outcome.MATCH


def test_a_hero_whose_last_card_is_a_ten_is_read() -> None:
    # Absolute writes tens as "10h": "[Kd 10h]" was taken for a word among the cards (the bracket
    # counted as the card's), about one hand in thirteen refused (the review of h-plainfix)
    text = TIMEOUT_ALL_IN if "Dealt to DAN [10h Kd]" in TIMEOUT_ALL_IN else PROPOSITION
    assert "Dealt to DAN [10h Kd]" in text
    before = audit_hand(_one(text))
    after = audit_hand(_one(text.replace("Dealt to DAN [10h Kd]", "Dealt to DAN [Kd 10h]")))
    assert after.outcome is before.outcome is Outcome.MATCH, after.detail


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        (PROPOSITION, "collected Total ($96.20)", "collected Total ($90.20)"),  # the total: pots and proposition
        (PROPOSITION, "HI:($36.20)", "HI:($30.20)"),  # the halves: the pots' collections
        (PROPOSITION, "72 Prop Win ($60)", "72 Prop Win ($50)"),  # the proposition's win
        (
            TIMEOUT_ALL_IN,
            "Board [8s Ks Qs Jd As]",
            "Board [8s Ks Qs Jd As]\nSeat 3: BOB (small blind) Folded on the TURN",
        ),
        (
            TIMEOUT_ALL_IN,
            "Board [8s Ks Qs Jd As]",
            "Board [8s Ks Qs Jd As]\nSeat 1: CID won Total ($162) HI:($162) [9c 9h]",
        ),
        (
            TIMEOUT_ALL_IN,
            "Board [8s Ks Qs Jd As]",
            "Board [8s Ks Qs Jd As]\nSeat 3: BOB won Total ($160) HI:($160) [Kc 5s]",
        ),
        (
            TIMEOUT_ALL_IN,
            "Board [8s Ks Qs Jd As]",
            "Board [8s Ks Qs Jd As]\nSeat 3: BOB won Total ($162) HI:($100) [Kc 5s] LO:($60) [Kc 5s]",
        ),
        # a low half in a game with no low (hold'em): the halves add up, the game has none
        (
            TIMEOUT_ALL_IN,
            "Board [8s Ks Qs Jd As]",
            "Board [8s Ks Qs Jd As]\nSeat 3: BOB won Total ($162) HI:($100) [Kc 5s] LO:($62) [Kc 5s]",
        ),
        (
            TIMEOUT_ALL_IN,
            "Board [8s Ks Qs Jd As]",
            "Board [8s Ks Qs Jd As]\nSeat 3: BOB won Total ($162) HI:($162) [Kc 5s] LO:lost with 8 low [Kc 5s]",
        ),
        # the totals line's seven-two proposition pot against its Collects lines
        (PROPOSITION, "72 Proposition Pot ($60)", "72 Proposition Pot ($50)"),
        # a collector with no summary seat line where the summary has them (BOB's is left out)
        (
            TIMEOUT_ALL_IN,
            "Board [8s Ks Qs Jd As]",
            "Board [8s Ks Qs Jd As]\nSeat 1: CID HI:lost with One pair, nines [9c 9h]",
        ),
        # a summary seat line in another seat than the player's (BOB sits in seat 3)
        (
            TIMEOUT_ALL_IN,
            "Board [8s Ks Qs Jd As]",
            "Board [8s Ks Qs Jd As]\n" + BOB_WON.replace("Seat 3", "Seat 2").strip(),
        ),
        # a player's second summary seat line
        (
            TIMEOUT_ALL_IN,
            "Board [8s Ks Qs Jd As]",
            "Board [8s Ks Qs Jd As]\n" + BOB_WON + "Seat 3: BOB won Total ($162) HI:($162) [Kc 5s]",
        ),
        # a player who folded and won nothing: his line in another seat (ANN sits in seat 2), or a second line
        (
            TIMEOUT_ALL_IN,
            "Board [8s Ks Qs Jd As]",
            "Board [8s Ks Qs Jd As]\n" + BOB_WON + "Seat 1: ANN Folded on the TURN",
        ),
        (
            TIMEOUT_ALL_IN,
            "Board [8s Ks Qs Jd As]",
            "Board [8s Ks Qs Jd As]\nSeat 2: ANN Folded on the TURN\n"
            + BOB_WON
            + "Seat 2: ANN (dealer) Folded on the TURN",
        ),
    ],
)
def test_a_summary_seat_line_that_says_other_winnings_than_the_collects_lines_is_named(
    text: str, old: str, new: str
) -> None:
    """What a summary seat line says a player won (the total, each half, the proposition's win)
    is what the body's ``Collects`` lines paid him; a summary that says otherwise contradicts the
    body, and which of the two the room paid the text cannot say: NOT AUDITABLE, the line named
    (as PokerStars' "the room's lines disagree")."""
    assert old in text
    assert audit_hand(_one(text)).outcome is Outcome.MATCH
    lines = text.replace(old, new).splitlines()
    verdict = audit_hand(_one("\n".join(lines)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE, verdict.detail
    assert verdict.reason == "chips do not add up" and "the room's lines disagree" in verdict.detail
    named = next(number for number, line in enumerate(lines, 1) if new.splitlines()[-1] in line)  # the summary's
    assert verdict.hand.error is not None and verdict.hand.error.line == named


def _summary_line_work(times: int) -> float:
    """The least time of a few reads of a hand whose summary seat line repeats a shown half
    ``times`` times and then fails (the work, compared between two lengths, never asserted alone)."""
    line = "Seat 1: CID (big blind)" + " HI:lost with One pair, nines [9c 9h]" * times + " x\n"
    text = TIMEOUT_ALL_IN + line + BOB_WON
    best, verdict = least_time(lambda: audit_hand(_one(text)))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and "Seat 1: CID (big blind) HI:lost" in verdict.detail
    return best


def test_a_long_summary_seat_line_that_fails_is_refused_quickly() -> None:
    """A hostile file must be refused quickly: the summary seat pattern once took twice the work for
    each more shown half on a line that fails (an hour at 30); doubling the halves must not take
    more than a few times the work (exponential work multiplies it by 256 between 8 and 16)."""
    assert _summary_line_work(16) < 20 * _summary_line_work(8)


_HOSTILE = (
    " HI:lost with king high [3s 4s]",
    " HI:($1) with a pair [3s 4s] [3s 4s]",
    " (dealer)",
    "  ",
    "| Rake (",
    " Prop Win (",
    "HI:(",
    " Collects ",
    "[2c 7c - B:As,P:7c",
    "B:AB:",
    "a-",
    " (a)",
)
"""Units of text that each of the reader's patterns might take in more than one way."""


@pytest.mark.parametrize(
    ("name", "use"),
    [
        ("_HEADER", "match"), ("_SEAT", "match"), ("_COLLECTS", "match"), ("_TOTALS", "match"),
        ("_FEE", "findall"), ("_SUMMARY_SEAT", "match"), ("_HALF", "findall"), ("_PROP_WON", "search"),
        ("_START", "search"), ("_LOOKS", "match"), ("_WORD", "search"),
    ],
)  # fmt: skip
def test_every_pattern_reads_a_long_failing_line_in_linear_work(name: str, use: str) -> None:
    """Each pattern of the reader, used as the reader uses it, on long lines of repeated units that
    fail at their end: eight times the line takes about eight times the work (bound 24, wide
    for a loaded machine: quadratic work takes 64 times; no time is asserted alone). A pattern
    whose quantifiers can take the same characters in many ways
    (nested or side by side) fails here."""
    pattern = getattr(absolute, name)
    apply = getattr(pattern, use)

    for unit in _HOSTILE:
        for head in ("", "Seat 1: ", "Total Pot($1) ", "Stage #1: Holdem  No Limit $2 "):
            # (1,000 units at most: from 2,000 the summary seat pattern's time a unit grew up to 10 times, the
            # engine's store of places to go back to outgrowing a cache, main's pattern too: 30-46 times in all)
            short, long = work(apply, head + unit * 125 + " \x01"), work(apply, head + unit * 1000 + " \x01")
            assert long < 24 * short + 0.005, (unit, head, short, long)


@pytest.mark.parametrize(
    "line",
    [
        "BOB won Total ($162) HI:($162) [Kc 5s] LO:($60) [Kc 5s]",
        "HI:($1) LO:($2)",  # at the line's start
        "BOB HI:lost with x [Kc]LO:($1) [Kc]\tHI:(2)\u2003LO:()",  # after a bracket, a tab, a wide space
        "BOB xHI:($1) 9LO:($2) (HI:($3)) LO:(($4)) HI:($5 LO:($6)",  # after other signs: no half
        "\nHI:($1)\nLO:lost",
    ],
)
def test_the_halves_are_those_found_after_white_space_or_a_bracket(line: str) -> None:
    """:data:`absolute._HALF` (its look behind after the half's name: the search starts at the names) finds
    the halves the plain pattern finds (the look behind first), from any place of the line."""
    plain = re.compile(r"(?<![^\s\]])(?P<half>HI|LO):(?:\((?P<a>[^()]*+)\))?")
    for start in range(len(line)):
        found = [(m.span(), m.group("half", "a")) for m in absolute._HALF.finditer(line, start)]
        assert found == [(m.span(), m.group("half", "a")) for m in plain.finditer(line, start)], (line, start)


def test_a_name_seated_twice_is_refused() -> None:
    """Two seat lines of one name (the reader sets each seat down itself): the hand is not read, the
    name quoted, the stack of the second seat read first (an amount that does not read is named before)."""
    record = _one(TIMEOUT_ALL_IN.replace("Seat 1 - CID ($2782.46", "Seat 1 - BOB ($2782.46"))
    assert record.error is not None and record.error.reason == "two seats named 'BOB'"
    assert audit_hand(record).outcome is Outcome.NOT_AUDITABLE
    record = _one(TIMEOUT_ALL_IN.replace("Seat 1 - CID ($2782.46", "Seat 1 - BOB ($2782.4.6"))
    assert record.error is not None and "2782.4.6" in record.error.reason


def _summary_seat_as_it_was(row: str, names: set[str], spaced: bool = True) -> object:
    """``absolute._summary_seat`` as it was: a fold found by testing each of the room's endings in turn."""
    endings = tuple(absolute._FOLDS_SAID)
    if row.endswith(endings):
        head = row[: row.rfind(" Folded ")]
        while head.endswith(absolute._PLACES):
            head = head[: head.rfind(" (")]
        seat, _, said = head.partition(": ")
        digits = seat[5:]
        if said in names and seat[:5] == "Seat " and 0 < len(digits) < 10 and digits.isascii() and digits.isdigit():
            return int(digits), said, None
        return None
    return "not a fold"


@given(
    st.sampled_from(["Seat 3: ANN", "Seat 3: ANN (dealer)", "Seat 3: ANN (small blind) (dealer)", "Seat ³: ANN",
                     "Seat 3: BOB", "Seat 3: ANN Folded on the FLOP and", "", "Seat 3: ANN LEE", " Folded "]),
    st.sampled_from([*sorted(absolute._FOLDS_SAID), " Folded on the FLOPS", " folded on the FLOP", " Folded on FLOP",
                     " Folded ", " Folded on the 8th STREET", ""]),
    st.sampled_from(["", " Folded on the TURN", " x"]),
)  # fmt: skip
@settings(max_examples=300, deadline=None)
def test_a_summary_seat_lines_fold_is_found_by_its_ending_as_it_was(head: str, ending: str, tail: str) -> None:
    """A summary seat line's fold is its ending, one of the room's (looked up once, not each
    ending tested in turn): the same seat, player or none, as before."""
    row = head + ending + tail
    names = {"ANN", "ANN LEE"}
    was = _summary_seat_as_it_was(row, names)
    if was != "not a fold":
        assert absolute._summary_seat(row, names) == was
    else:
        now = absolute._summary_seat(row, names)
        assert now is None or now[2] is not None  # not read as a fold: by the pattern, or refused


def test_a_summary_blind_another_player_posted_is_refused() -> None:
    """A summary seat's ``(small blind)``/``(big blind)`` names the player who posted that blind
    (docs/RULES.md): a summary naming them the other way round MATCHed."""
    bob, cid = "Seat 4: BOB (small blind) Folded on the POCKET CARDS\n", "Seat 5: CID (big blind) Folded on the FLOP\n"
    assert audit_hand(_one(PROPOSITION + bob + cid)).outcome is Outcome.MATCH
    swapped = PROPOSITION + bob.replace("small", "big") + cid.replace("big", "small")
    verdict = audit_hand(_one(swapped))
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "record contradicts itself"
    said = "the summary names BOB the big blind ('Seat 4: BOB (big blind) Folded on the POCKET CARDS') but CID (line 9)"
    assert said in verdict.detail, verdict.detail
