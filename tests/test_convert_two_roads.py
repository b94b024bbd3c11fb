"""``convert --to deal`` then ``showdown --file -`` pays what ``audit`` decides, or convert refuses."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerrank import showdown_from_dict
from pokerrank.cli import cli
from pokerrank.errors import HandHistoryError
from pokerrank.handhistory import audit_hand, read
from pokerrank.handhistory.decision import decide
from pokerrank.handhistory.replay import replay
from pokerrank.handhistory.writers import faithful_deal
from pokerrank.handhistory.writers_text import to_pokerstars

EVEREST = """variant = "NT"
ante_trimming_status = true
antes = [0, 0, 0]
blinds_or_straddles = [0.5, 1, 0]
min_bet = 1
starting_stacks = [{a}, {b}, {c}]
actions = ["d dh p1 AsAd", "d dh p2 KsKd", "d dh p3 QsQd", "p3 cbr {c}", "p1 cc", "p2 cc", "d db 2c7d9h", \
"d db 3s", "d db 4h", "p1 sm AsAd", "p2 sm KsKd", "p3 sm QsQd"]
players = ["ann", "bob", "cid"]
finishing_stacks = [{paid_a}, {paid_b}, {paid_c}]
hand = 7
venue = "{venue}"
currency = "USD"
seats = [1, 2, 3]
_unit = 0.01
_rake = {rake}
"""
"""Three players all in: ann's aces take the main pot, bob's kings the side pot; the rake in
cents, taken main pot first in what the room paid (an Everest hand then MISMATCHes: Everest
takes it from every pot in proportion)."""

STUD_UNCONTESTED = """PokerStars Game #12: 7 Card Stud Limit ($0.04/$0.08 USD) - 2009/11/26 10:22:32 ET
Table 'Dawn II' 8-max
Seat 3: ann ($1.46 in chips)
Seat 5: bob ($1.60 in chips)
ann: posts the ante $0.01
bob: posts the ante $0.01
*** 3rd STREET ***
Dealt to ann [5d Ks 2h]
Dealt to bob [Kc]
ann: brings in for $0.02
bob: completes it to $0.04
ann: calls $0.02
*** 4th STREET ***
Dealt to ann [5d Ks 2h] [9h]
Dealt to bob [Kc] [4d]
bob: bets $0.04
ann: calls $0.04
*** 5th STREET ***
Dealt to ann [5d Ks 2h 9h] [Jc]
Dealt to bob [Kc 4d] [7s]
bob: bets $0.08
ann: folds
Uncalled bet ($0.08) returned to bob
bob collected $0.18 from pot
*** SUMMARY ***
Total pot $0.18 | Rake $0
Seat 3: ann folded on the 5th Street
Seat 5: bob collected ($0.18)
"""
"""A stud hand bob wins uncontested on fifth street, holding three cards a deal knows."""


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def audit_totals(path: Path) -> dict[str, int]:
    """What the audit's rules give each player of the file's one hand (those given anything):
    its payouts, or where it compares finishing stacks (PHH), the decision it compares them by."""
    record = next(read(path))
    verdict = audit_hand(record)
    assert verdict.outcome.value in ("match", "mismatch"), verdict.detail
    totals = {p.player: p.rules for p in verdict.payouts if p.pot == "total"}
    if not totals:
        totals = decide(replay(record), record.rake or 0, record.pots, added=record.added).totals
    return {name: amount for name, amount in totals.items() if amount}


def two_roads(path: Path) -> tuple[int, dict[str, int] | str]:
    """The deal road: convert's exit code, and the showdown's totals (those won) or convert's error."""
    code, out, err = run("convert", str(path), "--to", "deal")
    if code != 0:
        return code, err
    code, out, err = run("showdown", "--file", "-", "--json", stdin=out)
    assert code == 0, err
    return code, {name: amount for name, amount in json.loads(out)["totals"].items() if amount}


def everest(tmp_path: Path, a: int, b: int, c: int, rake: int, venue: str) -> Path:
    main, side = 3 * a, 2 * (b - a)
    paid_a = main * 100 - min(rake, main * 100)
    paid_b = side * 100 - (rake - (main * 100 - paid_a)) + (c - b) * 100
    path = tmp_path / "hand.phh"
    path.write_text(
        EVEREST.format(
            a=a, b=b, c=c, rake=f"{rake / 100:g}", venue=venue, paid_a=f"{paid_a / 100:g}", paid_b=f"{paid_b / 100:g}",
            paid_c=0,
        ),
        encoding="utf-8",
    )  # fmt: skip
    return path


@settings(max_examples=20, deadline=None)
@given(
    a=st.integers(2, 40),
    more=st.integers(1, 60),
    rake=st.integers(1, 300),
    venue=st.sampled_from(["Everest", "PokerStars"]),
)
def test_the_deal_pays_what_the_audit_decides_or_convert_refuses(
    tmp_path_factory: pytest.TempPathFactory, a: int, more: int, rake: int, venue: str
) -> None:
    path = everest(tmp_path_factory.mktemp("h"), a, a + more, a + more, rake, venue)
    code, paid = two_roads(path)
    if code == 0:
        assert paid == audit_totals(path)
    else:  # (a rake split a deal cannot say: Everest's in proportion, where it pays otherwise)
        assert code == 2 and venue == "Everest" and "Everest's rake from every pot in proportion" in str(paid)


def test_an_everest_hand_whose_deal_would_pay_otherwise_is_refused_naming_why(tmp_path: Path) -> None:
    path = everest(tmp_path, 10, 50, 50, 300, "Everest")
    code, err = two_roads(path)
    assert code == 2 and "hand 7" in str(err) and "Everest's rake from every pot in proportion" in str(err)
    assert "would pay ann $29.19, not $29.18; bob $77.81, not $77.82 as the audit decides" in str(err)
    with pytest.raises(HandHistoryError, match="cannot say how this hand is paid"):
        faithful_deal(next(read(path)))


def test_a_stud_hand_won_before_the_seventh_card_goes_through_the_showdown(tmp_path: Path) -> None:
    path = tmp_path / "stud.txt"
    path.write_text(STUD_UNCONTESTED, encoding="utf-8")
    assert audit_hand(next(read(path))).outcome.value == "match"
    code, paid = two_roads(path)
    assert code == 0 and paid == audit_totals(path) == {"bob": 18 + 8}  # (the $0.08 nobody called comes back)
    deal = faithful_deal(next(read(path)))
    assert [(p["name"], p["folded"]) for p in deal["players"]] == [("ann", True), ("bob", False)]


@pytest.mark.shared
def test_the_corpus_two_roads_agree(shared_dir: Path) -> None:
    rooms = shared_dir / "hand-histories"
    files = [
        rooms / "sites/fulltilt/fpdb-chaz/cash/Flop/PLO-6max-USD-2.00-4.00-201211.RIT.side.pot.txt",
        rooms / "sites/pokertracker-export/fpdb-chaz/cash/Flop/NLHE-USD-0.50-1.00-201101.Everest.txt",
        rooms / "pokerstars/cash/Stars/Stud/7-StudHL-USD-0.04-0.08-200911.txt",
    ]
    refused, agreed = [], 0
    for record in read(files):
        verdict = audit_hand(record)
        rules = {p.player: p.rules for p in verdict.payouts if p.pot == "total" and p.rules}
        if not rules:
            continue
        try:
            deal = faithful_deal(record)
        except HandHistoryError as error:
            refused.append((record.hand_id, str(error)))
            continue
        totals = showdown_from_dict(deal).totals
        assert {name: amount for name, amount in totals.items() if amount} == rules, record.hand_id
        agreed += 1
    assert agreed > 100
    assert {hand for hand, _ in refused} == {"31318697695", "6450853986", "6474640778"}
    assert all("cannot say how this hand is paid" in why for _, why in refused)


def test_to_pokerstars_refuses_a_room_rule_its_words_cannot_say(tmp_path: Path) -> None:
    path = tmp_path / "everest.phh"  # Everest's rake from each pot in proportion: $0.82 from the main pot, $2.18 side
    text = EVEREST.format(a=10, b=50, c=50, rake=3, venue="Everest", paid_a=29.18, paid_b=77.82, paid_c=0)
    path.write_text(text, encoding="utf-8")
    assert audit_hand(next(read(path))).outcome.value == "match"
    code, out, err = run("convert", str(path), "--to", "pokerstars")
    assert code == 2 and out == "" and "hand 7" in err
    assert "Everest takes the rake from every pot in proportion" in err and "MISMATCH, not MATCH" in err
    stars = tmp_path / "stars.phh"  # the same hand paid main pot first, at a room that takes it so: MATCH stays MATCH
    stars.write_text(text.replace("Everest", "PokerStars").replace("29.18", "29.19").replace("77.82", "77.81"))
    assert audit_hand(next(read(stars))).outcome.value == "match"
    code, out, err = run("convert", str(stars), "--to", "pokerstars")
    assert code == 0, err
    assert audit_hand(next(read(out))).outcome.value == "match"


def test_to_pokerstars_refuses_a_mismatch_it_would_write_as_another_mismatch(tmp_path: Path) -> None:
    """A PHH hand of finishing stacks names no payouts per player: its MISMATCH was written as
    PokerStars text whose MISMATCH gave other rules' amounts ($29.19, not $29.18), unrefused (the
    merge's review). What the rules give is compared instead: refused, naming the room's rule."""
    path = tmp_path / "everest.phh"
    path.write_text(EVEREST.format(a=10, b=50, c=50, rake=3, venue="Everest", paid_a=30, paid_b=77, paid_c=0))
    assert audit_hand(next(read(path))).outcome.value == "mismatch"
    with pytest.raises(HandHistoryError, match="Everest takes the rake from every pot in proportion"):
        to_pokerstars(next(read(path)))
    stars = tmp_path / "stars.phh"  # at a room that takes it main pot first, the same MISMATCH is written
    stars.write_text(EVEREST.format(a=10, b=50, c=50, rake=3, venue="PokerStars", paid_a=30, paid_b=77, paid_c=0))
    before = audit_hand(next(read(stars)))
    after = audit_hand(next(read(to_pokerstars(next(read(stars))))))
    assert before.outcome.value == after.outcome.value == "mismatch"


def test_a_hand_number_with_a_leading_zero_comes_back_from_phh_as_written() -> None:
    """``#0021`` was written as PHH's ``hand = 21`` and read back as hand 21 (the review)."""
    from pokerrank.handhistory import to_phh

    text = (Path(__file__).parent / "data" / "pokerstars-match.txt").read_text().replace("Hand #1:", "Hand #0021:")
    (record,) = read(text)
    assert record.hand_id == "0021"
    (back,) = read(to_phh(record))
    assert back.hand_id == "0021" and audit_hand(back).outcome == audit_hand(record).outcome
