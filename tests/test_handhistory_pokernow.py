"""PokerNow CSV logs: newest first, street totals, blinds posted late, bad rows and columns."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from pokerrank.handhistory import ActionKind, Outcome, audit, audit_hand, read
from pokerrank.handhistory.detect import detect_format

ANN, BOB, CID = "ann @ a1", "bob @ b2", 'O\'Neil "Ace" @ c3'


def _log(*hands: list[str], shuffle: bool = True) -> str:
    """A log of the hands' rows, written newest first as PokerNow does (the order numbers
    say which came first)."""
    rows = [entry for hand in hands for entry in hand]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["entry", "at", "order"])
    numbered = list(enumerate(rows))
    for order, entry in reversed(numbered) if shuffle else numbered:
        writer.writerow([entry, "2021-10-10T01:05:31.000Z", 1000 + order])
    return out.getvalue()


def _hand(number: int = 1, winner: str = CID, collected: int = 780) -> list[str]:
    """Three players: bob and cid call ann's raise; the flop bet and raise are street totals;
    cid's kings beat bob's queens at the showdown (ann folded)."""
    q = f'"{CID}"'
    return [
        f'-- starting hand #{number}  (No Limit Texas Hold\'em) (dealer: "{ANN}") --',
        f'Player stacks: #1 "{ANN}" (1000) | #2 "{BOB}" (1000) | #4 {q} (1000)',
        f'"{BOB}" posts a small blind of 10',
        f"{q} posts a big blind of 20",
        f'"{ANN}" raises to 60',
        f'"{BOB}" calls 60',
        f"{q} calls 60",
        "Flop:  [4♦, J♦, 2♥]",
        f'"{BOB}" bets 100',
        f"{q} raises to 300",
        f'"{ANN}" folds',
        f'"{BOB}" calls 300',
        "Turn: 4♦, J♦, 2♥ [7♦]",
        f'"{BOB}" checks',
        f"{q} checks",
        "River: 4♦, J♦, 2♥, 7♦ [10♣]",
        f'"{BOB}" checks',
        f"{q} checks",
        f"{q} shows a K♠, K♥.",
        f'"{winner}" collected {collected} from pot with Pair, K\'s',
        f"-- ending hand #{number} --",
    ]


def test_a_hand_read_from_a_log_written_newest_first_matches() -> None:
    text = _log(_hand())
    assert detect_format(text) == "pokernow"
    hand = next(read(text))
    assert (hand.site, hand.format, hand.game, hand.structure, hand.button) == (
        "PokerNow",
        "pokernow",
        "holdem",
        "no-limit",
        1,
    )
    assert hand.players == (ANN, BOB, CID)
    assert [(a.street, a.player, a.kind, a.amount) for a in hand.actions if a.amount] == [
        ("preflop", BOB, ActionKind.SMALL_BLIND, 10),
        ("preflop", CID, ActionKind.BIG_BLIND, 20),
        ("preflop", ANN, ActionKind.RAISE, 60),
        ("preflop", BOB, ActionKind.CALL, 50),
        ("preflop", CID, ActionKind.CALL, 40),
        ("flop", BOB, ActionKind.BET, 100),
        ("flop", CID, ActionKind.RAISE, 300),
        ("flop", BOB, ActionKind.CALL, 200),
    ]
    assert hand.boards == ("4d Jd 2h 7d Tc",) and hand.hole == {CID: "Ks Kh"}
    assert hand.mucked == {BOB}  # in to the end, showed nothing, paid nothing: mucked
    verdict = audit_hand(hand)
    assert verdict.outcome is Outcome.MATCH, verdict.detail


def test_a_pot_paid_wrong_is_a_mismatch() -> None:
    assert audit_hand(next(read(_log(_hand(collected=750))))).outcome is Outcome.MISMATCH
    assert audit_hand(next(read(_log(_hand(winner=ANN))))).outcome is Outcome.MISMATCH


def test_the_uncalled_bet_and_blinds_posted_late() -> None:
    rows = [
        f'-- starting hand #5  (No Limit Texas Hold\'em) (dealer: "{ANN}") --',
        f'Player stacks: #1 "{ANN}" (1000) | #2 "{BOB}" (1000)',
        f'"{ANN}" posts a small blind of 10',
        f'"{BOB}" posts a big blind of 20',
        f'"{ANN}" posts a missing small blind of 10',
        f'"{ANN}" raises to 100',
        f'"{BOB}" folds',
        f'Uncalled bet of 80 returned to "{ANN}"',
        f'"{ANN}" collected 50 from pot',
        "-- ending hand #5 --",
    ]
    hand = next(read(_log(rows)))
    assert hand.dead == {ANN: 10} and hand.returned == {ANN: 80}
    assert audit_hand(hand).outcome is Outcome.MATCH


def test_many_hands_and_a_row_no_rule_reads() -> None:
    odd = _hand(2)
    odd.insert(5, f'"{ANN}" does a dance')
    hands = list(read(_log(_hand(1), odd, _hand(3))))
    assert [(h.hand_id, audit_hand(h).outcome) for h in hands] == [
        ("1", Outcome.MATCH),
        ("2", Outcome.NOT_AUDITABLE),
        ("3", Outcome.MATCH),
    ]
    assert "does a dance" in audit_hand(hands[1]).detail


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('entry,at\n"-- ending hand #1 --",x\n', "columns entry, at, order"),
        ('entry,at,order\n"x",y,not-a-number\n', "'not-a-number' is not a number"),
    ],
)
def test_a_log_missing_its_columns_says_so(text: str, words: str) -> None:
    hands = list(read(text if text.startswith("entry,at,order") else "entry,at,order\n" + text.split("\n", 1)[1]))
    if words.startswith("columns"):
        from pokerrank.handhistory.pokernow import read_pokernow

        hands = list(read_pokernow(text, "x.csv"))
    assert len(hands) == 1 and not hands[0].ok
    assert words in str(hands[0].error)


def test_a_hand_cut_off_and_a_player_not_at_the_table() -> None:
    cut = _hand(1)[:-1]
    stranger = _hand(2)
    stranger[6] = '"zed @ z9" calls 60'
    hands = list(read(_log(stranger, cut, shuffle=False)))
    assert [h.ok for h in hands] == [False, False]
    assert "zed @ z9" in str(hands[0].error) and "ending hand" in str(hands[1].error)


def test_a_folder_walk_takes_csv_logs(tmp_path: Path) -> None:
    (tmp_path / "log.csv").write_text(_log(_hand()), encoding="utf-8")
    assert [v.outcome for v in audit(tmp_path)] == [Outcome.MATCH]


@pytest.mark.shared
def test_the_shared_pokernow_logs(shared_dir: Path) -> None:
    verdicts = list(audit(shared_dir / "hand-histories" / "sites" / "pokernow" / "drkyoda-ohh" / "csv"))
    assert len(verdicts) > 2000
    assert not [v.detail for v in verdicts if v.outcome is Outcome.MISMATCH]
    assert sum(v.outcome is Outcome.MATCH for v in verdicts) >= 0.95 * len(verdicts)


@pytest.mark.parametrize("blank", ["\n", "\n\n", "\r\n", ",,\n", " \n"])
def test_blank_lines_after_the_last_row_or_between_rows_are_no_hands(blank: str) -> None:
    text = _log(_hand(1), _hand(2, collected=780))
    rows = text.splitlines(keepends=True)
    middle = len(rows) // 2
    spaced = "".join(rows[:middle]) + blank + "".join(rows[middle:]) + blank * 2
    assert [audit_hand(h).outcome for h in read(spaced)] == [Outcome.MATCH, Outcome.MATCH]
    first = [h.line for h in read(text)]
    assert [h.line for h in read(spaced)] == [line + (line > middle) * blank.count("\n") for line in first]
    short = text + "a row of one column\n"  # a row with something in it, short: still said
    assert "a row without its entry or order" in str(next(h for h in read(short) if h.error).error)


@pytest.mark.parametrize("last", ["-- ending hand #2 --", "-- ending hand #1 -- (cut)", "-- ending hand #01 --"])
def test_a_hand_whose_ending_row_names_another_hand_is_not_auditable(last: str) -> None:
    """A log that starts hand #1 and ends another (or ends it in words no rule reads) disagrees
    with itself: the hand is not audited under either number, the row is quoted."""
    rows = _hand()
    rows[-1] = last
    (record,) = read(_log(rows))
    assert record.hand_id == "1"
    assert record.error is not None and repr(last) in record.error.reason
    verdict = audit_hand(record)
    assert verdict.outcome is Outcome.NOT_AUDITABLE


def test_a_hand_ending_its_own_number_still_matches() -> None:
    (record,) = read(_log(_hand(number=7)))
    assert record.hand_id == "7" and audit_hand(record).outcome is Outcome.MATCH
