"""Hand histories as files: encodings, formats, and bad input that must never stop a read."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest

from pokerrank.errors import HandHistoryError, PokerRankError
from pokerrank.handhistory import Outcome, audit, read
from pokerrank.handhistory.detect import decode, detect_format

HAND = """PokerStars Hand #11: Hold'em No Limit (€0.01/€0.02 EUR) - 2024/01/01 12:00:00 CET
Table 'Café' 6-max Seat #1 is the button
Seat 1: José (€2 in chips)
Seat 2: Zoë (€2 in chips)
José: posts small blind €0.01
Zoë: posts big blind €0.02
*** HOLE CARDS ***
José: folds
Uncalled bet (€0.01) returned to Zoë
Zoë collected €0.02 from pot
*** SUMMARY ***
Total pot €0.02 | Rake €0
Seat 1: José (button) (small blind) folded before Flop
Seat 2: Zoë (big blind) collected (€0.02)
"""

SECOND = HAND.replace("#11", "#12")


@pytest.mark.parametrize(
    ("data", "encoding"),
    [
        (HAND.encode("utf-8"), "utf-8"),
        (codecs.BOM_UTF8 + HAND.encode("utf-8"), "utf-8-sig"),
        (HAND.encode("cp1252"), "cp1252"),
        (HAND.replace("\n", "\r\n").encode("cp1252"), "cp1252"),
        (codecs.BOM_UTF16_LE + HAND.encode("utf-16-le"), "utf-16"),
        (HAND.encode("utf-16-le"), "utf-16-le"),
    ],
    ids=["utf-8", "utf-8 bom", "cp1252", "cp1252 crlf", "utf-16 bom", "utf-16 without bom"],
)
def test_every_encoding_reads_the_same_hand(data: bytes, encoding: str) -> None:
    (hand,) = read(data)
    assert hand.encoding == encoding and hand.error is None
    assert hand.players == ("José", "Zoë") and hand.currency == "EUR" and hand.table == "Café"
    assert [(c.player, c.amount) for c in hand.collected] == [("Zoë", 2)]


def test_latin1_bytes_that_cp1252_lacks_are_refused_not_guessed() -> None:
    with pytest.raises(HandHistoryError, match="neither UTF-8 nor Windows-1252"):
        decode(HAND.encode("cp1252").replace(b"\x80", b"\x81"))


def test_binary_garbage_is_one_unreadable_record() -> None:
    (record,) = read(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    assert record.error is not None and "binary data" in str(record.error)


def test_a_file_of_another_site_names_the_site() -> None:
    (record,) = read("***** Hand History For Game 123 *****\nmore\n")  # partypoker's, cut short
    assert record.site == "partypoker" and record.error is not None and "'more'" in str(record.error)
    (record,) = read("Game #1 starts.\nmore\n")  # partypoker's first line without the rest
    assert record.error is not None and "partypoker" in str(record.error)
    with pytest.raises(HandHistoryError, match="not a hand history pokerrank can read"):
        detect_format("hello\nworld")


def test_a_truncated_hand_is_reported_and_the_next_hand_still_read(tmp_path: Path) -> None:
    lines = HAND.splitlines()
    truncated = "\n".join(lines[:8]) + "\n\n\n"
    path = tmp_path / "session.txt"
    path.write_text(truncated + SECOND, encoding="utf-8")
    first, second = read(path)
    assert first.error is not None and first.error.kind == "truncated"
    assert first.error.source == str(path) and first.error.hand_id == "11" and first.error.line == 8
    assert str(path) in str(first.error) and "hand 11" in str(first.error)
    assert second.error is None and second.hand_id == "12" and second.line == 11
    with pytest.raises(HandHistoryError, match="truncated"):
        list(read(path, errors="raise"))


def test_a_file_of_mixed_sites_reads_what_it_can() -> None:
    party = "***** Hand History for Game 999 *****\nNL Texas Hold'em $0.02 USD Buy-in\nTable Oslo (Real Money)\n"
    records = list(read(HAND + "\n\n" + party + "\n\n" + SECOND))
    # the partypoker hand is read by partypoker's reader (was: "a hand of PartyPoker among
    # PokerStars hands; pokerrank does not read that format", though it does)
    assert [(r.hand_id, r.site) for r in records] == [("11", "PokerStars"), ("999", "partypoker"), ("12", "PokerStars")]
    assert records[1].error is not None and "no 'wins' or 'collected' line" in records[1].error.reason
    assert records[1].error.line == 17
    assert records[0].error is None and records[2].error is None


def test_chips_that_do_not_add_up_are_a_typed_error_with_hand_and_line() -> None:
    (record,) = read(HAND.replace("Total pot €0.02", "Total pot €0.05"))
    assert record.error is not None and record.error.kind == "chips do not add up"
    assert record.error.line == 12 and "the summary says the pot was €0.05" in record.error.reason
    verdicts = list(audit(HAND.replace("Total pot €0.02", "Total pot €0.05")))
    assert verdicts[0].outcome is Outcome.NOT_AUDITABLE and verdicts[0].reason == "chips do not add up"


def test_a_room_that_pays_out_more_than_the_pot_is_refused() -> None:
    (record,) = read(HAND.replace("Zoë collected €0.02", "Zoë collected €0.04"))
    assert record.error is not None and record.error.kind == "chips do not add up"


def test_an_unknown_game_is_read_and_audited_on_its_chips_when_nobody_else_stayed_in() -> None:
    (record,) = read(HAND.replace("Hold'em No Limit", "Fusion Pot Limit"))
    assert record.error is None and record.game is None and record.game_text == "Fusion Pot Limit"
    (verdict,) = audit([record])  # José folds: no ranking decides the pot (tests/test_handhistory_unplayed_games.py)
    assert verdict.outcome is Outcome.MATCH and "Fusion Pot Limit is not in pokerrank's games" in verdict.detail


def test_a_line_no_rule_reads_makes_the_hand_not_auditable() -> None:
    text = HAND.replace("José: folds", "José: levitates $5\nJosé: folds")
    (record,) = read(text)
    assert record.unparsed == ((8, "José: levitates $5"),)
    (verdict,) = audit([record])
    assert verdict.outcome is Outcome.NOT_AUDITABLE and verdict.reason == "line not understood"


def test_amounts_that_are_not_amounts_are_errors() -> None:
    (record,) = read(HAND.replace("José: folds", "José: calls €x"))
    assert record.error is not None and "'€x' is not an amount" in str(record.error)


def test_a_player_who_is_not_seated() -> None:
    (record,) = read(HAND.replace("Uncalled bet (€0.01) returned to Zoë", "Uncalled bet (€0.01) returned to Bob"))
    assert record.error is not None and "'Bob' is not a player seated at this table" in str(record.error)


def test_read_takes_a_folder_a_list_an_open_file_and_says_what_it_cannot(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(HAND, encoding="utf-8")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b.txt").write_text(SECOND, encoding="utf-8")
    (tmp_path / "notes.md").write_text("not a hand", encoding="utf-8")
    assert [r.hand_id for r in read(tmp_path)] == ["11", "12"]
    assert [r.hand_id for r in read([tmp_path / "sub" / "b.txt", tmp_path / "a.txt"])] == ["12", "11"]
    with open(tmp_path / "a.txt", "rb") as handle:
        assert [r.hand_id for r in read(handle)] == ["11"]
    with pytest.raises(HandHistoryError, match="no such file"):
        list(read(tmp_path / "missing.txt"))
    with pytest.raises(PokerRankError, match="takes a path"):
        list(read(42))  # type: ignore[arg-type]


def test_an_empty_text_is_an_error() -> None:
    (record,) = read("\n\n")
    assert record.error is not None and "empty" in str(record.error)


def test_a_line_that_can_say_nothing_about_money_is_passed_over() -> None:
    text = HAND.replace("José: folds", "Zoë is back\nZoë: is away\nJosé: folds")
    (record,) = read(text)
    assert record.unparsed == () and record.error is None
    text = HAND.replace("José: folds", "Zoë wins a side bet of €5\nJosé: folds")
    (record,) = read(text)
    assert record.unparsed == ((8, "Zoë wins a side bet of €5"),)
