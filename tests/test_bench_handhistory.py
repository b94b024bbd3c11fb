"""The hand-history benchmark's streams of new hands: copies renamed as new hands are, checked
against the originals, the readers' stores put back before each pass (no timing asserted)."""

from __future__ import annotations

import re
from pathlib import Path
from types import ModuleType

import pytest
from _helpers import load_bench
from handtexts import HEADS_UP


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    module = load_bench("bench_handhistory")
    module.FRESH.snap()
    return module


MATCH = HEADS_UP.format(id=2024010112, winner="ann")
MISMATCH = HEADS_UP.format(id=2024010113, winner="bob").replace("'Omega'", "'Sigma'")
FILES = [("a.txt", MATCH + "\n\n" + MISMATCH)]


def test_a_copy_changes_every_hand_number_name_and_time_consistently(bench: ModuleType) -> None:
    stream = bench.Stream(FILES, "pokerstars", 5)
    assert (stream.hands, stream.copies) == (2, 3)
    ((_, text),), back = stream._copy(7)
    assert back == {"annqh": "ann", "bobqh": "bob"}
    assert "PokerStars Hand #20240101120007:" in text and "PokerStars Hand #20240101130007:" in text
    assert "12:00:07 ET" in text and "12:00:00" not in text
    assert not re.search(r"\b(ann|bob)\b", text)  # no name left
    assert "annqh: shows [As Ad] (a pair of Aces)" in text and "Seat 2: bobqh ($100 in chips)" in text
    back_again = text.replace("annqh", "ann").replace("bobqh", "bob").replace("12:00:07", "12:00:00")
    assert back_again.replace("0007:", ":") == FILES[0][1]


def test_a_pass_reads_new_copies_with_the_originals_verdicts(bench: ModuleType) -> None:
    stream = bench.Stream(FILES, "pokerstars", 5)
    first = stream.timed()
    seen = stream.made
    second = stream.timed()
    assert first[0] == second[0] == 6 and stream.made == seen + 3  # new copies each pass
    outcomes = [outcome.name for outcome, _ in stream.got]
    assert outcomes == ["MATCH", "MISMATCH"] * 3


def test_a_copy_that_reads_otherwise_fails_loudly(bench: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    copy = bench.Stream._copy

    def swapped(self: object, number: int, files: slice = slice(None)) -> tuple[list[tuple[str, str]], dict[str, str]]:
        items, back = copy(self, number, files)
        return [(path, text.replace("collected $3.80", "collected $3.70")) for path, text in items], back

    monkeypatch.setattr(bench.Stream, "_copy", swapped)
    with pytest.raises(SystemExit, match="reads otherwise than the originals"):
        bench.Stream(FILES, "pokerstars", 5)


def test_a_pass_whose_verdicts_differ_fails_loudly(bench: ModuleType) -> None:
    stream = bench.Stream(FILES, "pokerstars", 2)
    stream.expected = stream.expected[::-1]  # as if a copy had changed a hand's verdict
    with pytest.raises(SystemExit, match="verdict differs from the original"):
        stream.timed()


def test_the_readers_stores_are_put_back_and_their_tables_left_alone(bench: ModuleType) -> None:
    from pokerrank.handhistory import audit_hand, pokerstars
    from pokerrank.handhistory.pokerstars import read_text

    fresh = bench.Fresh()
    fresh.snap()
    headers, amounts = dict(pokerstars._HEADERS), dict(pokerstars._AMOUNTS[100])
    tables = {name: value for name, value in vars(pokerstars).items() if type(value) is dict and value}
    text = HEADS_UP.format(id=99, winner="ann").replace("$100", "$123.45").replace("$", "€").replace("USD", "EUR")
    pokerstars._HEADERS.clear()  # (what tests before this one read may hold this text's header already)
    pokerstars._AMOUNTS[100].clear()
    for record in read_text(text, "x.txt"):
        audit_hand(record)
    assert pokerstars._HEADERS and "€123.45" in pokerstars._AMOUNTS[100]
    fresh.restore()
    assert headers == pokerstars._HEADERS and amounts == pokerstars._AMOUNTS[100]
    assert {"handhistory.pokerstars._HEADERS", "handhistory.pokerstars._AMOUNTS"} <= fresh.changed
    for name, value in tables.items():  # the same objects: a reader holds them
        assert getattr(pokerstars, name) is value


@pytest.mark.parametrize(
    ("time", "seconds", "later"),
    [("12:00:00", 7, "12:00:07"), ("5:24:53", 10, "5:25:03"), ("23:59:59", 1, "00:00:00"), ("9:59:59", 1, "10:00:00")],
)
def test_a_time_of_day_moves_on_as_written(bench: ModuleType, time: str, seconds: int, later: str) -> None:
    assert bench._TIME.sub(lambda found: bench._later(found, seconds), f"at {time} ET") == f"at {later} ET"


def test_what_is_not_a_time_of_day_stays(bench: ModuleType) -> None:
    assert bench._TIME.sub(lambda found: bench._later(found, 5), "25:61:00 and 1:2:3") == "25:61:00 and 1:2:3"


def test_pokerstars_reference_is_cut_like_the_room(bench: ModuleType) -> None:
    hands = [HEADS_UP.format(id=1000 + i, winner="ann") for i in range(6)]
    texts = [("a.txt", "\n\n".join(hands))]
    spread = bench.pokerstars_reference(texts, 2, 5, 4)
    assert [stream.hands for stream in spread.streams] == [2, 2] and spread.copies == 3
    firsts = [stream.files[0][1].split(":", 1)[0] for stream in spread.streams]
    assert firsts == ["PokerStars Hand #1000", "PokerStars Hand #1004"]  # spread over the hands
    whole = bench.pokerstars_reference(texts, 5, 5, 4)
    assert isinstance(whole, bench.Stream) and (whole.hands, whole.copies) == (6, 1)


@pytest.mark.shared
def test_a_name_run_on_from_another_word_is_changed_there_too(bench: ModuleType, shared_dir: Path) -> None:
    # partypoker's Mac format writes "Player3 is sitting outPlayer4 posts big blind": a copy that
    # changed Player4 only where it stands as a word would read otherwise (unreadable)
    path = (
        shared_dir / "hand-histories/sites/partypoker/fpdb-chaz/cash/Flop/NLHE-6max-USD-0.25-0.50-201212.Mac.Format.txt"
    )
    text = path.read_text(encoding="utf-8")
    assert "sitting outPlayer4 posts" in text
    stream = bench.Stream([(str(path), text)], "partypoker", 1)
    ((_, copy),), _ = stream._copy(3)
    assert "sitting outPlayer4qd posts" in copy and "Player4 " not in copy
    assert stream.timed()[0] == 1
