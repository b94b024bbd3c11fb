"""The button of a hand whose room does not name it, placed by the small blind
(`records.button_by_blinds`): Boss Media's hands mark no dealer, PokerNow writes `(dead button)`.
The odd chip of a split pot goes clockwise from the button; before, such a hand's odd chip went
from the first seat, whoever the blinds showed was on the button."""

from __future__ import annotations

import csv
import io

import pytest

from pokerrank.handhistory import Outcome, read
from pokerrank.handhistory.audit import audit_hand
from pokerrank.handhistory.records import Action, ActionKind, Seat, button_by_blinds
from pokerrank.handhistory.replay import to_deal
from pokerrank.handhistory.writers import to_phh

_TIE_BOARD = "".join(f'<CARD LINK="{n}"></CARD>' for n in (1, 14, 27, 40, 5))  # 2d 2c 2h 2s 6d: the board plays
_SMALL = '<CARD LINK="15"></CARD><CARD LINK="16"></CARD>'  # 3c 4c
_SMALLER = '<CARD LINK="2"></CARD><CARD LINK="3"></CARD>'  # 3d 4d


def _boss(ann: str, cid: str) -> str:
    """A Boss Media cash hand that marks no dealer: cid (seat 7) posts the small blind, ann
    (seat 1) the big one, so bob (seat 4) is on the button. bob calls and folds on the turn;
    ann and cid tie on the board and split $0.41: the odd cent is cid's, first after the button
    (from the first seat, it was ann's)."""
    return f"""<HISTORY ID="77" TABLE="Micro 1" GAME="GAME_THM" GAMEKIND="GAMEKIND_CASH"
 TABLECURRENCY="USD" LIMIT="NL" STAKES="0.01/0.02" DATE="1295495050" WIN="0.00" LOSS="0.00">
<PLAYER NAME="ann" SEAT="1" AMOUNT="2.00"></PLAYER>
<PLAYER NAME="bob" SEAT="4" AMOUNT="2.00"></PLAYER>
<PLAYER NAME="cid" SEAT="7" AMOUNT="2.00"></PLAYER>
<ACTION TYPE="HAND_BLINDS" PLAYER="cid" KIND="HAND_SB" VALUE="0.01"></ACTION>
<ACTION TYPE="HAND_BLINDS" PLAYER="ann" KIND="HAND_BB" VALUE="0.02"></ACTION>
<ACTION TYPE="HAND_DEAL" PLAYER="cid"><CARD LINK="b"></CARD><CARD LINK="b"></CARD></ACTION>
<ACTION TYPE="HAND_DEAL" PLAYER="ann"><CARD LINK="b"></CARD><CARD LINK="b"></CARD></ACTION>
<ACTION TYPE="HAND_DEAL" PLAYER="bob"><CARD LINK="b"></CARD><CARD LINK="b"></CARD></ACTION>
<ACTION TYPE="ACTION_CALL" PLAYER="bob" VALUE="0.02"></ACTION>
<ACTION TYPE="ACTION_CALL" PLAYER="cid" VALUE="0.02"></ACTION>
<ACTION TYPE="ACTION_CHECK" PLAYER="ann"></ACTION>
<ACTION TYPE="HAND_BOARD" VALUE="BOARD_FLOP" POT="0.06">{_TIE_BOARD[: _TIE_BOARD.index('<CARD LINK="40"')]}</ACTION>
<ACTION TYPE="ACTION_CHECK" PLAYER="cid"></ACTION>
<ACTION TYPE="ACTION_BET" PLAYER="ann" VALUE="0.05"></ACTION>
<ACTION TYPE="ACTION_CALL" PLAYER="bob" VALUE="0.05"></ACTION>
<ACTION TYPE="ACTION_CALL" PLAYER="cid" VALUE="0.05"></ACTION>
<ACTION TYPE="HAND_BOARD" VALUE="BOARD_TURN" POT="0.21">{_TIE_BOARD[: _TIE_BOARD.index('<CARD LINK="5"')]}</ACTION>
<ACTION TYPE="ACTION_CHECK" PLAYER="cid"></ACTION>
<ACTION TYPE="ACTION_BET" PLAYER="ann" VALUE="0.10"></ACTION>
<ACTION TYPE="ACTION_FOLD" PLAYER="bob"></ACTION>
<ACTION TYPE="ACTION_CALL" PLAYER="cid" VALUE="0.10"></ACTION>
<ACTION TYPE="HAND_BOARD" VALUE="BOARD_RIVER" POT="0.41">{_TIE_BOARD}</ACTION>
<ACTION TYPE="ACTION_CHECK" PLAYER="cid"></ACTION>
<ACTION TYPE="ACTION_CHECK" PLAYER="ann"></ACTION>
<SHOWDOWN NAME="HAND_SHOWDOWN" POT="0.41" RAKE="0.00">
<RESULT PLAYER="cid" WIN="{cid}" HAND="">{_SMALLER}</RESULT>
<RESULT PLAYER="ann" WIN="{ann}" HAND="">{_SMALL}</RESULT>
<RESULT PLAYER="bob" WIN="0.00" HAND="$(STR_G_FOLD)"></RESULT></SHOWDOWN></HISTORY>
"""


def test_a_boss_hand_without_a_dealer_has_its_button_before_the_small_blind() -> None:
    hand = next(read(_boss(ann="0.20", cid="0.21")))
    assert hand.error is None and hand.button == 4
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail
    wrong = audit_hand(next(read(_boss(ann="0.21", cid="0.20"))))
    assert wrong.outcome is Outcome.MISMATCH
    assert sorted((p.player, p.rules, p.paid) for p in wrong.payouts if not p.ok) == [
        ("ann", 20, 21),
        ("cid", 21, 20),
    ]
    # every road gives that answer: the deal's showdown and PHH's order of play (cid first)
    assert to_deal(hand)["button"] == 4
    assert "blinds_or_straddles = [0.01, 0.02, 0]" in to_phh(hand) and "seats = [7, 1, 4]" in to_phh(hand)


ANN, BOB, CID, DAN = "ann @ a1", "bob @ b2", "cid @ c3", "dan @ d4"


def _pokernow(ann: int, dan: int) -> str:
    """A PokerNow hand with a dead button (seat 3's player has left): dan (seat 4) posts the
    small blind, ann (seat 1) the big one; bob (seat 2) raises and folds on the flop; ann and dan
    tie on the board and split 95 (bob's raise to 25 and ann's bet of 10, the least sizes at 5/10):
    the odd chip is dan's, first after the dead button."""
    rows = [
        "-- starting hand #7  (No Limit Texas Hold'em) (dead button) --",
        f'Player stacks: #1 "{ANN}" (1000) | #2 "{BOB}" (1000) | #4 "{DAN}" (1000)',
        f'"{DAN}" posts a small blind of 5',
        f'"{ANN}" posts a big blind of 10',
        f'"{BOB}" raises to 25',
        f'"{DAN}" calls 25',
        f'"{ANN}" calls 25',
        "Flop:  [2♦, 2♣, 2♥]",
        f'"{DAN}" checks',
        f'"{ANN}" bets 10',
        f'"{BOB}" folds',
        f'"{DAN}" calls 10',
        "Turn: 2♦, 2♣, 2♥ [2♠]",
        f'"{DAN}" checks',
        f'"{ANN}" checks',
        "River: 2♦, 2♣, 2♥, 2♠ [A♦]",
        f'"{DAN}" checks',
        f'"{ANN}" checks',
        f'"{DAN}" shows a 3♣, 4♣.',
        f'"{ANN}" shows a 3♦, 4♦.',
        f'"{DAN}" collected {dan} from pot with Four of a Kind',
        f'"{ANN}" collected {ann} from pot with Four of a Kind',
        "-- ending hand #7 --",
    ]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["entry", "at", "order"])
    for order, entry in reversed(list(enumerate(rows))):
        writer.writerow([entry, "2021-10-10T01:05:31.000Z", 1000 + order])
    return out.getvalue()


def test_a_pokernow_dead_button_sits_on_the_empty_seat_before_the_small_blind() -> None:
    hand = next(read(_pokernow(ann=47, dan=48)))
    assert hand.error is None and hand.button == 3
    assert audit_hand(hand).outcome is Outcome.MATCH
    wrong = audit_hand(next(read(_pokernow(ann=48, dan=47))))
    assert wrong.outcome is Outcome.MISMATCH
    assert sorted((p.player, p.rules, p.paid) for p in wrong.payouts if not p.ok) == [(ANN, 47, 48), (DAN, 48, 47)]


def _post(name: str, kind: ActionKind) -> Action:
    return Action("preflop", name, kind, 1 if kind is ActionKind.SMALL_BLIND else 2 if kind.posts else 0)


@pytest.mark.parametrize(
    ("seats", "actions", "dead", "button"),
    [
        # heads-up: the button posts the small blind
        ((1, 5), [("b", ActionKind.SMALL_BLIND), ("a", ActionKind.BIG_BLIND)], False, 5),
        # the small blind in the first seat: the button is the last seat held (round the table)
        ((1, 5, 9), [("a", ActionKind.SMALL_BLIND), ("b", ActionKind.BIG_BLIND), ("c", ActionKind.CALL)], False, 9),
        # a dead button with no empty seat below the small blind: round the table's seats, else not placed
        ((1, 2, 3), [("a", ActionKind.SMALL_BLIND), ("b", ActionKind.BIG_BLIND), ("c", ActionKind.CALL)], True, None),
        ((1, 2, 3), [("a", ActionKind.SMALL_BLIND), ("b", ActionKind.BIG_BLIND), ("c", ActionKind.CALL)], True, 10),
        # no small blind (a dead small blind): the seat before the big blind's
        ((1, 4, 7), [("b", ActionKind.BIG_BLIND), ("c", ActionKind.CALL), ("a", ActionKind.CALL)], False, 1),
        # two players posting a small blind (a newcomer's beside it): the first's places it, as the engine's drive
        ((1, 4, 7), [("a", ActionKind.SMALL_BLIND), ("b", ActionKind.SMALL_BLIND), ("c", ActionKind.BIG_BLIND)], False,
         7),
        # no blind at all: not placed
        ((1, 4, 7), [("a", ActionKind.CALL), ("b", ActionKind.CALL)], False, None),
    ],
)  # fmt: skip
def test_the_button_the_blinds_place(
    seats: tuple[int, ...], actions: list[tuple[str, ActionKind]], dead: bool, button: int | None
) -> None:
    table = [Seat(seat, name, 100) for seat, name in zip(seats, "abc", strict=False)]
    size = 10 if button == 10 else 0
    assert button_by_blinds(table, [_post(name, kind) for name, kind in actions], dead=dead, size=size) == button
