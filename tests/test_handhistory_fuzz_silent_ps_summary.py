"""The summary's seat lines of the PokerStars family against the collect lines (last session's
fuzz run: they were ignored where they said more than the body). A player the summary pays who
collected nothing, a collector whose summary seat line says ``lost`` or ``folded``, an unseated
name paid, and a ``won``/``collected`` amount that does not read (``NaN``, ``-$1``, nothing) are
NOT AUDITABLE, the line quoted; each MATCHed. Both lanes of the reader (the fast one, where it
reads the hand, and the full one) refuse alike."""

from __future__ import annotations

import pytest
from handtexts import HEADS_UP
from test_handhistory import SHOWDOWN
from test_handhistory_sites import FT_HAND, gg_hand, wx_hand

from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import Outcome, audit_hand, pokerstars, read
from pokerrank.handhistory.sites import POKERSTARS, room_of
from pokerrank.handhistory.verdicts import INCONSISTENT

PS_HAND = HEADS_UP.format(id=21, winner="ann") + (
    "Seat 1: ann (button) (small blind) showed [As Ad] and won ($3.80) with a pair of Aces\n"
    "Seat 2: bob (big blind) showed [Ks Kd] and lost with a pair of Kings\n"
)
GG_HAND = gg_hand()
WX_HAND = wx_hand()

# (the hand, its winner's summary seat line, a loser's, the winner's line before its status)
HANDS = {
    "pokerstars": (
        PS_HAND,
        "Seat 1: ann (button) (small blind) showed [As Ad] and won ($3.80) with a pair of Aces",
        "Seat 2: bob (big blind) showed [Ks Kd] and lost with a pair of Kings",
        "Seat 1: ann (button) (small blind)",
    ),
    "ggpoker": (
        GG_HAND,
        "Seat 1: ann (button) showed [Ks Kd] and won ($1.68) with a pair of Kings",
        "Seat 3: 4019ead2 folded before Flop (didn't bet)",
        "Seat 1: ann (button)",
    ),
    "winamax": (WX_HAND, "Seat 1: Incognito 1 (button) won 5.12€", "", "Seat 1: Incognito 1 (button)"),
    "fulltilt": (
        FT_HAND,
        "Seat 2: Player Two (big blind) collected (€0.33), mucked",
        "Seat 5: Hero (button) folded on the Flop",
        "Seat 2: Player Two (big blind)",
    ),
}


def _lanes(text: str) -> list[object]:
    """The hand by the reader's fast lane (where it reads it) and its full one: a record, or the
    error's words, line and kind."""
    room = room_of(text) or POKERSTARS
    lines = room.rewritten(text).splitlines()
    out: list[object] = []
    for lane in ("quick", "read"):
        try:
            out.append(getattr(pokerstars._Reader("<text>", 1, lines, "utf-8", text, room), lane)())
        except HandHistoryError as exc:
            out.append((str(exc), exc.line, exc.kind))
    return [said for said in out if said is not None]


def _refused(text: str, line: str, kind: str = "chips do not add up") -> str:
    """The hand of ``text``, refused naming ``line`` (on both lanes, alike): its verdict's detail."""
    said = _lanes(text)
    assert all(isinstance(one, tuple) for one in said) and len(set(said)) == 1, said
    assert said[0][2] == kind  # type: ignore[index]
    assert said[0][1] == text.splitlines().index(line) + 1  # type: ignore[index]
    (record,) = read(text)
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert line.strip()[:40] in verdict.detail, verdict.detail
    return verdict.detail


@pytest.mark.parametrize("room", ["pokerstars", "ggpoker", "fulltilt"])
@pytest.mark.parametrize("pay", ["won ($5)", "collected ($5)", "and won ($5)"])
def test_a_loser_the_summary_pays_is_refused(room: str, pay: str) -> None:
    text, _, loser, _ = HANDS[room]
    head = loser.split(" folded")[0].split(" showed")[0]
    line = f"{head} {pay}"
    detail = _refused(text.replace(loser, line), line)
    money = "€5" if room == "fulltilt" else "$5"  # (the room's money as the hand writes it: FT_HAND's is in euros)
    assert f"collected nothing but the summary says {money} (" in detail


def test_a_winamax_loser_the_summary_pays_is_refused() -> None:
    line = "Seat 2: Hero (small blind) won 3€"
    text = WX_HAND + line + "\n"
    assert "Hero collected nothing but the summary says 3€" in _refused(text, line)


@pytest.mark.parametrize("room", list(HANDS))
@pytest.mark.parametrize(
    "status", [" lost", " folded before Flop", " folded before the Flop", " showed [2c 3d] and lost with high card"]
)
def test_a_collector_whose_summary_line_pays_nothing_is_refused(room: str, status: str) -> None:
    text, winner, _, head = HANDS[room]
    (hand,) = read(text)  # the collector's own cards where shown: only the pay disagrees (cards shown
    status = status.replace("2c 3d", hand.hole.get(hand.collected[0].player, "2c 3d"))  # otherwise: refused too)
    said = [claim.text for claim in hand.claims if claim.player == hand.collected[0].player]
    status = status.replace("high card", said[-1] if said else "high card")  # (the show line's words: the same)
    line = head + status
    detail = _refused(text.replace(winner, line), line)
    assert "but the summary's seat line says they were paid nothing" in detail


@pytest.mark.parametrize("room", list(HANDS))
@pytest.mark.parametrize("seat", ["7", "2"])
def test_an_unseated_name_the_summary_pays_is_refused(room: str, seat: str) -> None:
    text, winner, _, _ = HANDS[room]
    line = f"Seat {seat}: zed collected ($5)"
    detail = _refused(text.replace(winner, f"{winner}\n{line}"), line, INCONSISTENT)
    assert "the summary pays a player no seat line seats" in detail


@pytest.mark.parametrize("room", list(HANDS))
@pytest.mark.parametrize("amount", ["NaN", "-$1", ""])
def test_a_summary_amount_that_does_not_read_is_refused(room: str, amount: str) -> None:
    text, winner, _, _ = HANDS[room]
    paid = {"pokerstars": "$3.80", "ggpoker": "$1.68", "winamax": "5.12€", "fulltilt": "€0.33"}[room]
    line = winner.replace(paid, amount)
    assert line != winner
    detail = _refused(text.replace(winner, line), line, "unreadable")
    assert "amount won does not read" in detail


@pytest.mark.parametrize("room", list(HANDS))
def test_the_hands_as_written_still_match(room: str) -> None:
    (record,) = read(HANDS[room][0])
    assert audit_hand(record).outcome is Outcome.MATCH


def test_two_summary_seat_lines_written_on_one_are_both_read() -> None:
    # Full Tilt writes a player who left and the next seat on one line (fpdb's bad.collect.pot): the pay is read
    winner = HANDS["fulltilt"][1]
    glued = FT_HAND.replace(winner, f"Seat 3: Zed {winner}")
    (record,) = read(glued)
    assert audit_hand(record).outcome is Outcome.MATCH and record.summary_won == {"Player Two": 33}
    (wrong,) = read(FT_HAND.replace(winner, f"Seat 3: Zed {winner}".replace("€0.33", "€0.30")))
    verdict = audit_hand(wrong)
    assert verdict.outcome is Outcome.NOT_AUDITABLE
    assert verdict.detail.startswith("the room's lines disagree: Player Two collected €0.33 but the summary says €0.30")


def test_a_winner_who_cashed_out_is_paid_by_the_room_not_by_a_collect_line() -> None:
    """The summary's ``won ($150) ... (pot not awarded as player cashed out)`` of a player no line
    pays, beside another player's collect line (a side pot): the room paid the cash-out, the lines
    agree (a review: it was refused as "collected nothing but the summary says 150.00")."""
    from test_handhistory import ps

    text = ps(
        "PokerStars Hand #362: Hold'em No Limit ($1/$2 USD) - 2024/01/01 12:00:00 ET",
        "Table 'Mu' 6-max Seat #3 is the button",
        "Seat 1: ann ($50 in chips)",
        "Seat 2: bob ($100 in chips)",
        "Seat 3: cid ($100 in chips)",
        "ann: posts small blind $1",
        "bob: posts big blind $2",
        "*** HOLE CARDS ***",
        "cid: calls $2",
        "ann: raises $48 to $50 and is all-in",
        "bob: calls $48",
        "cid: calls $48",
        "*** FLOP *** [2c 7d 9h]",
        "bob: bets $10",
        "cid: calls $10",
        "*** TURN *** [2c 7d 9h] [Js]",
        "bob: checks",
        "cid: checks",
        "*** RIVER *** [2c 7d 9h Js] [3c]",
        "bob: checks",
        "cid: checks",
        "*** SHOW DOWN ***",
        "ann: shows [As Ad] (a pair of Aces)",
        "bob: shows [Kc Kd] (a pair of Kings)",
        "cid: shows [Qc Qd] (a pair of Queens)",
        "bob collected $20 from side pot",
        "ann cashed out the hand for $100 | Cash Out Fee $1",
        "*** SUMMARY ***",
        "Total pot $170 Main pot $150. Side pot $20. | Rake $0",
        "Board [2c 7d 9h Js 3c]",
        "Seat 1: ann (small blind) showed [As Ad] and won ($150) with a pair of Aces (pot not awarded as player"
        " cashed out)",
        "Seat 2: bob (big blind) showed [Kc Kd] and won ($20) with a pair of Kings",
        "Seat 3: cid (button) showed [Qc Qd] and lost with a pair of Queens",
    )
    verdict = audit_hand(next(read(text)))
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    assert "ann's cash-out for $100" in verdict.detail
    refused = audit_hand(next(read(text.replace(" (pot not awarded as player cashed out)", ""))))
    assert refused.outcome is Outcome.NOT_AUDITABLE and "ann collected nothing" in refused.detail


# -- the summary's blind tags against who posted the blind ------------------------------------------

ANTE_ALL_IN = """PokerStars Hand #5: Tournament #1, $1+$0.10 Hold'em No Limit - Level I (10/20) - 2024/01/01 12:00:00
Table '1 1' 9-max Seat #1 is the button
Seat 1: ann (1000 in chips)
Seat 2: bob (5 in chips)
Seat 3: cat (1000 in chips)
ann: posts the ante 5
bob: posts the ante 5 and is all-in
cat: posts the ante 5
cat: posts big blind 20
*** HOLE CARDS ***
ann: folds
Uncalled bet (20) returned to cat
*** FLOP *** [2c 7d 9h]
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [3c]
*** SHOW DOWN ***
cat: shows [Ks Kd] (a pair of Kings)
bob: shows [As Ad] (a pair of Aces)
bob collected 15 from pot
*** SUMMARY ***
Total pot 15 | Rake 0
Board [2c 7d 9h Js 3c]
Seat 1: ann (button) folded before Flop (didn't bet)
Seat 2: bob (small blind) showed [As Ad] and won (15) with a pair of Aces
Seat 3: cat (big blind) showed [Ks Kd] and lost with a pair of Kings
"""
"""A tournament hand whose small blind, bob, is all in for the ante: nobody posts the small blind,
and the summary still names bob's seat the small blind (PokerStars #71348201941, #47655901719)."""


@pytest.mark.parametrize(
    ("text", "post", "moved", "line", "poster"),
    [
        (  # heads up: the button's small blind written as the big blind's (the pot unchanged: it MATCHed)
            PS_HAND,
            "ann: posts small blind $1",
            "bob: posts small blind $1",
            "Seat 1: ann (button) (small blind) showed [As Ad] and won ($3.80) with a pair of Aces",
            "bob (line 5)",
        ),
        (  # the big blind written onto the button, its return too (it MATCHed)
            ANTE_ALL_IN,
            "cat: posts big blind 20\n*** HOLE CARDS ***\nann: folds\nUncalled bet (20) returned to cat",
            "ann: posts big blind 20\n*** HOLE CARDS ***\nann: folds\nUncalled bet (20) returned to ann",
            "Seat 3: cat (big blind) showed [Ks Kd] and lost with a pair of Kings",
            "ann (line 9)",
        ),
        (  # GGPoker: the two blinds' players swapped (Full Tilt's "(Total Pot: ...)" lines catch such a swap)
            GG_HAND,
            "ann: posts small blind $0.02\nbob: posts big blind $0.05",
            "bob: posts small blind $0.02\nann: posts big blind $0.05",
            "Seat 2: bob (big blind) showed [Qs Qd] and lost with a pair of Queens",
            "ann (line 7)",
        ),
    ],
)
def test_a_blind_the_summary_names_another_player_s_is_refused(
    text: str, post: str, moved: str, line: str, poster: str
) -> None:
    assert post in text and line in text
    detail = _refused(text.replace(post, moved), line, INCONSISTENT)
    player, tag = line.split(": ", 1)[1].split(" (")[0], "big blind" if "(big blind)" in line else "small blind"
    assert f"the summary names {player} the {tag} (" in detail and f"but {poster}" in detail, detail


def test_a_blind_nobody_posted_is_not_judged() -> None:
    # bob is all in for the ante: the summary names his seat the small blind, nobody posted one
    said = _lanes(ANTE_ALL_IN)
    assert said and not any(isinstance(one, tuple) for one in said)
    (record,) = read(ANTE_ALL_IN)
    assert audit_hand(record).outcome is Outcome.MATCH


def test_a_summary_collect_line_whose_words_the_show_line_contradicts_is_refused_on_both_lanes() -> None:
    # the fast lane read "Seat 1: ann ... with three Kings collected ($32.40)" as a plain collect and kept
    # the hand while read() refused it (the review of the refused-hand lane: two roads, two answers)
    shown = SHOWDOWN.replace("ann: doesn't show hand", "ann: shows [As Ad] (a pair of Aces)")
    (record,) = read(shown)
    assert audit_hand(record).outcome is Outcome.MATCH
    line = "Seat 1: ann (button) with three Kings collected ($32.40)"
    text = shown.replace("Seat 1: ann (button) collected ($32.40)", line)
    assert text != shown
    detail = _refused(text, line, INCONSISTENT)
    assert "but the summary says" in detail
